package org.creatureexplorer.world.jeremiah;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.creatureexplorer.creature.jeremiah.NoiseOrbitHead;
import org.creatureexplorer.creature.jeremiah.SpringBody;
import org.creatureexplorer.creature.jeremiah.VelocitySpringBody;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.CopyChecks;
import org.junit.jupiter.api.Test;

/**
 * The spring-body lesson against twin bodies built here: on the straight line (head from
 * (240, 230) along +x, the velocity-spring body 150 px below) and on the noise orbit (the
 * body laid back along the head's circle); the nine columns recomputed; sliders; copy().
 */
class SpringBodyWorldTwinTest {

    private static ParamValues straight(int segments, double rest, double take, double speed) {
        ParamValues p = ParamValues.defaults(SpringBodyWorld.LESSON_PARAMS);
        p.set("head-path", 1);
        p.set("segments", segments);
        p.set("rest", rest);
        p.set("take", take);
        p.set("head-speed", speed);
        return p;
    }

    /** The nine columns from the twins; the prediction written out: rest + speed (1 - take) / take, over rest. */
    private static double[] columns(Vec2 head, Vec2 before, SpringBody b, VelocitySpringBody v, double rest, double take) {
        double speed = head.distanceTo(before);
        int springs = b.size() - 1;
        double length = 0;
        for (int i = 1; i <= springs; i++) length += b.point(i).distanceTo(b.point(i - 1));
        return new double[] {speed, length, rest * springs, length / (rest * springs), v.stretch(),
                (rest + speed * (1 - take) / take) / rest, b.gap(1), b.gap(Math.max(1, springs / 2)), b.gap(springs)};
    }

    @Test void onTheStraightLineBothBodiesAreTheirTwinsThroughEverySlider() {
        SpringBodyWorld w = new SpringBodyWorld(straight(9, 5, 0.7, 3));
        assertFalse(w.orbit());
        assertTrue(w.compare());
        Vec2 head = new Vec2(240, 230);
        SpringBody body = SpringBody.straight(head, new Vec2(-1, 0), 10, 5, 0.7);
        Vec2[] below = new Vec2[11];
        for (int i = 0; i <= 10; i++) below[i] = new Vec2(240 - 5 * i, 380);
        VelocitySpringBody velocity = new VelocitySpringBody(below, 5);
        for (int i = 0; i <= 10; i++) assertEquals(body.point(i), w.body().point(i), "point " + i + " at the start");
        double[] s = new double[w.series().size()];
        double speed = 3, rest = 5, take = 0.7, camera = 0;
        for (int t = 1; t <= 400; t++) {
            if (t == 80) { w.apply(new Input.SetParam("head-speed", 8)); speed = 8; }
            if (t == 160) { w.apply(new Input.SetParam("rest", 9)); body.setRest(9); velocity.setRest(9); rest = 9; }
            if (t == 240) { w.apply(new Input.SetParam("take", 0.4)); body.setTake(0.4); take = 0.4; }
            if (t == 300) w.apply(new Input.SetParam("compare", 0));
            Vec2 before = head;
            head = head.plus(new Vec2(speed, 0));
            velocity.follow(head.plus(new Vec2(0, 150)));
            body.follow(head);
            camera = Math.max(camera, head.x() - 500);
            w.step();
            assertEquals(head, w.head(), "tick " + t);
            w.sample(s);
            assertArrayEquals(columns(head, before, body, velocity, rest, take), s, 1e-9, "tick " + t);
            assertEquals(s[0], w.headSpeed(), 0);
            assertEquals(camera, w.camera(), 0, "tick " + t + ": the view keeps the head at x = 500");
            assertEquals(rest + speed * (1 - take) / take, w.predictedGap(), 1e-12, "tick " + t);
            assertEquals(velocity.point(10), w.velocityBody().point(10), "tick " + t);
        }
        assertFalse(w.compare(), "compare switched off");
        assertTrue(w.camera() > 1000, "the head ran past the pin: " + w.camera());
    }

    @Test void onTheOrbitTheBodyStartsLaidBackAlongTheHeadsCircleAndFollowsIt() {
        ParamValues p = ParamValues.defaults(SpringBodyWorld.LESSON_PARAMS);
        p.set("segments", 12);
        p.set("rest", 7);
        SpringBodyWorld w = new SpringBodyWorld(p);
        assertTrue(w.orbit());
        NoiseOrbitHead head = new NoiseOrbitHead(1);
        // Behind the head on its circle: angle - dir x i x rest / r, dir the way the head turns (n above 0.5: clockwise).
        double r = Math.max(head.radius(), 1), dir = head.noise() >= 0.5 ? 1 : -1;
        Vec2[] pts = new Vec2[14];
        for (int i = 0; i < 14; i++) {
            double a = head.angle() - dir * i * 7 / r;
            pts[i] = new Vec2(300 + r * Math.cos(a), 300 + r * Math.sin(a));
            assertEquals(0, pts[i].distanceTo(w.body().point(i)), 1e-9, "point " + i + " at the start");
            assertEquals(0, pts[i].distanceTo(w.velocityBody().point(i)), 1e-9, "velocity body point " + i);
        }
        SpringBody body = new SpringBody(pts, 7, 0.8);
        VelocitySpringBody velocity = new VelocitySpringBody(pts, 7);
        double[] s = new double[w.series().size()];
        for (int t = 1; t <= 500; t++) {
            Vec2 before = head.position();
            head.step(false);
            body.follow(head.position());
            velocity.follow(head.position());
            w.step();
            w.sample(s);
            assertArrayEquals(columns(head.position(), before, body, velocity, 7, 0.8), s, 1e-9, "tick " + t);
            assertEquals(0, w.camera(), "the orbit never scrolls");
        }
    }

    @Test void theScenarioRunsTheStraightLineAndComparesByDefault() {
        SpringBodyWorld w = new SpringBodyWorld(ParamValues.defaults(SpringBodyWorld.PARAMS));
        assertFalse(w.orbit(), "no head-path parameter: the straight line");
        assertTrue(w.compare(), "no compare parameter: compared");
        assertEquals(new Vec2(240, 230), w.head());
        assertEquals(new Vec2(240, 380), w.velocityBody().point(0), "the velocity body 150 px below");
        ParamValues p = ParamValues.defaults(SpringBodyWorld.LESSON_PARAMS);
        p.set("compare", 0);
        assertFalse(new SpringBodyWorld(p).compare());
    }

    @Test void aCopyGoesOnAloneAndExactlyAlike() {
        SpringBodyWorld w = new SpringBodyWorld(straight(31, 6, 0.8, 12));
        for (int t = 0; t < 100; t++) w.step();
        SpringBodyWorld c = w.copy();
        double[] before = new double[w.series().size()], after = new double[before.length];
        w.sample(before);
        double camera = w.camera();
        c.apply(new Input.SetParam("head-speed", 30));
        c.apply(new Input.SetParam("take", 0.2));
        c.apply(new Input.SetParam("compare", 0));
        for (int t = 0; t < 100; t++) c.step();
        w.sample(after);
        assertArrayEquals(before, after, 0, "the copy's steps and inputs leave the original as it was");
        assertEquals(camera, w.camera());
        assertTrue(w.compare());
        SpringBodyWorld d = w.copy();
        CopyChecks.stepAlike(w, d, 200, (x, y) -> {
            assertEquals(x.camera(), y.camera());
        });
        SpringBodyWorld orbit = new SpringBodyWorld(ParamValues.defaults(SpringBodyWorld.LESSON_PARAMS));
        for (int t = 0; t < 50; t++) orbit.step();
        SpringBodyWorld orbitCopy = orbit.copy();
        for (int t = 0; t < 50; t++) orbitCopy.step();
        SpringBodyWorld again = orbit.copy();
        for (int t = 0; t < 50; t++) orbit.step();
        assertEquals(orbit.head(), orbitCopy.head(), "the orbit head is copied, not shared");
        for (int t = 0; t < 50; t++) again.step();
        assertEquals(orbit.body().point(20), again.body().point(20));
    }
}
