package org.creatureexplorer.creature;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.creatureexplorer.sim.Angles;
import org.creatureexplorer.sim.Vec2;
import org.junit.jupiter.api.Test;

/**
 * {@link KoiSwimmer} recomputed from its class comment with a stroke of its own: the heading
 * turns toward the target at most turnRate dt; the speed eases toward cruise x the distance
 * share of the slow radius (at least minShare); the head moves along the heading plus the
 * wiggle, whose weight eases back to 1 after a drive; a drive moves the head by its push and
 * turns the heading toward it.
 */
class KoiSwimmerRecomputedTest {
    private static final double DT = 1.0 / 60;
    /** Turn 2 rad/s, cruise 120 px/s, slow within 70 px, at least 0.4, ease 2.5/s, wiggle 1.5 Hz. */
    private static final KoiSwimmer.Stroke STROKE = new KoiSwimmer.Stroke(2, 120, 70, 0.4, 2.5, 1.5);

    private static double turn(double heading, double goal, double max) {
        return Angles.wrap(heading + Math.max(-max, Math.min(max, Angles.wrap(goal - heading))));
    }

    @Test
    void swimmingAndDrivingFollowTheRule() {
        Vec2 head = new Vec2(100, 100);
        double heading = 2.8, speed = 10, clock = 0, weight = 1, wiggle = 0.3;
        KoiSwimmer k = new KoiSwimmer(STROKE, head, heading, speed);
        k.setWiggle(wiggle);
        for (int tick = 1; tick <= 500; tick++) {
            Vec2 target = tick < 250 ? new Vec2(400, 300) : new Vec2(120, 380);
            if (tick >= 300 && tick < 320) {
                if (tick == 300) {
                    heading = Angles.wrap(heading + weight * wiggle * Math.sin(2 * Math.PI * 1.5 * clock));
                    weight = 0;
                    k.startDrive();
                    assertEquals(heading, k.heading(), 1e-12, "the travel direction becomes the heading");
                }
                Vec2 push = new Vec2(-2, 1);
                clock += DT;
                heading = turn(heading, push.angle(), 2 * DT);
                head = head.plus(push);
                assertEquals(head, k.drive(push, DT, push.angle()));
                assertEquals(heading, k.heading(), 1e-12, "driven heading at tick " + tick);
                continue;
            }
            clock += DT;
            weight += (1 - weight) * (1 - Math.exp(-KoiSwimmer.WIGGLE_EASE * DT));
            double distance = target.distanceTo(head);
            heading = turn(heading, Math.atan2(target.y() - head.y(), target.x() - head.x()), 2 * DT);
            double goal = 120 * Math.max(0.4, Math.min(1, distance / 70));
            speed += (goal - speed) * (1 - Math.exp(-2.5 * DT));
            double travel = heading + weight * wiggle * Math.sin(2 * Math.PI * 1.5 * clock);
            head = head.plus(Vec2.polar(speed * DT, travel));
            Vec2 got = k.swim(target, DT);
            assertEquals(head.x(), got.x(), 1e-9, "x at tick " + tick);
            assertEquals(head.y(), got.y(), 1e-9, "y at tick " + tick);
            assertEquals(got, k.head());
            assertEquals(heading, k.heading(), 1e-12, "heading at tick " + tick);
            assertEquals(speed, k.speed(), 1e-12, "speed at tick " + tick);
            assertEquals(travel, k.travelAngle(), 1e-12);
        }
    }

    @Test
    void onTheTargetTheHeadingStays() {
        Vec2 at = new Vec2(50, 50);
        KoiSwimmer k = new KoiSwimmer(STROKE, at, 1.1, 0);
        k.swim(at, DT);
        assertEquals(1.1, k.heading(), 0, "no direction to turn toward");
        // Speed eases toward the slowest share.
        assertEquals(120 * 0.4 * (1 - Math.exp(-2.5 * DT)), k.speed(), 1e-12);
    }

    @Test
    void turnsAreCappedAndWrapped() {
        assertEquals(0.1, KoiSwimmer.turnToward(0, 2, 0.1), 1e-12);
        assertEquals(-0.1, KoiSwimmer.turnToward(0, -2, 0.1), 1e-12);
        assertEquals(0.05, KoiSwimmer.turnToward(0, 0.05, 0.1), 1e-12);
        // From 3 toward -3 the short way is across pi: up, wrapped to the negative side.
        assertEquals(Angles.wrap(3.1), KoiSwimmer.turnToward(3, -3, 0.1), 1e-12);
    }

    @Test
    void theKoisOwnStrokeAndACopy() {
        KoiSwimmer k = new KoiSwimmer(new Vec2(0, 0), 0, KoiSwimmer.CRUISE);
        for (int i = 0; i < 40; i++) k.swim(new Vec2(900, 0), DT);
        KoiSwimmer copy = k.copy();
        Vec2 before = k.head();
        for (int i = 0; i < 40; i++) copy.swim(new Vec2(0, 900), DT);
        assertEquals(before, k.head(), "the original stayed");
        KoiSwimmer again = k.copy();
        for (int i = 0; i < 40; i++) {
            k.swim(new Vec2(500, 500), DT);
            again.swim(new Vec2(500, 500), DT);
        }
        assertEquals(k.head(), again.head(), "the clock and the wiggle weight were copied too");
        assertEquals(k.travelAngle(), again.travelAngle());
        // Far from the target, at the koi's cruise.
        assertEquals(KoiSwimmer.CRUISE, k.speed(), 1e-6);
    }
}
