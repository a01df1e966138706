package org.creatureexplorer.world.workshop;

import java.util.Random;
import org.creatureexplorer.creature.KoiSwimmer;
import org.creatureexplorer.sim.HeadMover;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.sim.steer.Behaviours;
import org.creatureexplorer.sim.steer.Body;
import org.creatureexplorer.sim.steer.Gait;
import org.creatureexplorer.sim.steer.Steering;
import org.creatureexplorer.sim.steer.Wander;
import org.creatureexplorer.world.blends.GrazeWorld;
import org.creatureexplorer.world.workshop.doc.CreatureDoc;

/**
 * What moves the workshop creature's head each tick: one of the lessons' own rules. The chain
 * snake's {@link HeadMover}, the koi's {@link KoiSwimmer}, or Part 3's steering of a point
 * {@link Body} (seek, arrive, wander, flee) and Part 4's blends of wandering and fleeing.
 */
interface HeadBrain {

    /** One tick toward the target (a steering brain that flees treats it as the threat); returns the new head. */
    Vec2 step(Vec2 head, Vec2 target, double dt);

    /** The direction the spine's head faces after the step (the angle-limited chain needs it). */
    Vec2 facing();

    /** The brain's heading, rad. */
    double heading();

    /** How fast the head moved in the last step, px/s. */
    double speed();

    static HeadBrain of(CreatureDoc.Brain brain, Vec2 head, double heading, long seed, double stageW, double stageH) {
        if (brain instanceof CreatureDoc.Follow f) return new Follow(new HeadMover(f.rate(), f.speedCap()), heading);
        if (brain instanceof CreatureDoc.Swim s) {
            KoiSwimmer.Stroke stroke = new KoiSwimmer.Stroke(s.turnRate(), s.cruise(), s.slowRadius(), s.minShare(), s.speedEase(), s.wiggleHz());
            return new Swim(new KoiSwimmer(stroke, head, heading, s.cruise()), s.wiggle());
        }
        return new Steer(brain, head, seed, stageW, stageH);
    }

    /** The chain snake's head: k x the remaining distance per second, capped, never past the target. */
    final class Follow implements HeadBrain {
        private final HeadMover mover;
        private double speed;
        private double heading;

        Follow(HeadMover mover, double heading) {
            this.mover = mover;
            this.heading = heading;
        }

        @Override public Vec2 step(Vec2 head, Vec2 target, double dt) {
            Vec2 next = mover.step(head, target, dt);
            speed = next.distanceTo(head) / dt;
            if (speed > 0) heading = Math.atan2(next.y() - head.y(), next.x() - head.x());
            return next;
        }

        @Override public Vec2 facing() { return Vec2.polar(1, heading); }

        @Override public double heading() { return heading; }

        @Override public double speed() { return speed; }
    }

    /** The koi's swim: the spine faces the direction of travel (heading plus wiggle), as in the koi lesson. */
    final class Swim implements HeadBrain {
        private final KoiSwimmer swimmer;

        Swim(KoiSwimmer swimmer, double wiggle) {
            this.swimmer = swimmer;
            swimmer.setWiggle(wiggle);
        }

        @Override public Vec2 step(Vec2 head, Vec2 target, double dt) { return swimmer.swim(target, dt); }

        @Override public Vec2 facing() { return Vec2.polar(1, swimmer.travelAngle()); }

        @Override public double heading() { return swimmer.heading(); }

        @Override public double speed() { return swimmer.speed(); }
    }

    /**
     * A steered point body, in Part 3's units inside (px per tick, px per tick^2) and the file's
     * per-second units outside. It is fenced 20 px inside the stage, as the steering lessons' walkers are.
     */
    final class Steer implements HeadBrain {
        static final double FENCE = 20;
        private final CreatureDoc.Brain brain;
        private final Body body;
        private final Gait gait;
        private Wander.Circle wander;
        private final Random random;
        private GrazeWorld.Rule rule;
        private final double stageW;
        private final double stageH;
        private double fear;
        private boolean fearSet;

        Steer(CreatureDoc.Brain brain, Vec2 head, long seed, double stageW, double stageH) {
            this.brain = brain;
            this.stageW = stageW;
            this.stageH = stageH;
            body = new Body(head, Vec2.ZERO, 1);
            random = new Random(seed);
            if (brain instanceof CreatureDoc.Seek s) {
                gait = gait(s.maxSpeed(), s.maxForce());
            } else if (brain instanceof CreatureDoc.Arrive a) {
                gait = gait(a.maxSpeed(), a.maxForce());
            } else if (brain instanceof CreatureDoc.Flee f) {
                gait = gait(f.maxSpeed(), f.maxForce());
            } else if (brain instanceof CreatureDoc.Wander w) {
                gait = gait(w.maxSpeed(), w.maxForce());
                wander = new Wander.Circle(w.ahead(), w.radius(), w.jitter());
            } else if (brain instanceof CreatureDoc.Blend b) {
                gait = gait(b.maxSpeed(), b.maxForce());
                wander = new Wander.Circle(b.ahead(), b.radius(), b.jitter());
                rule = b.rule().equals("sum") ? GrazeWorld.Rule.SUM : b.rule().equals("switch") ? GrazeWorld.Rule.SWITCH : GrazeWorld.Rule.FEAR;
            } else {
                throw new IllegalArgumentException("not a steering brain: " + brain.kind());
            }
        }

        private static Gait gait(double speedPerSecond, double forcePerSecond2) {
            return new Gait(speedPerSecond / 60, forcePerSecond2 / 3600);
        }

        @Override public Vec2 step(Vec2 head, Vec2 target, double dt) {
            Steering s;
            if (brain instanceof CreatureDoc.Seek) s = Behaviours.seek(body, target, gait);
            else if (brain instanceof CreatureDoc.Arrive a) s = Behaviours.arrive(body, target, gait, a.brakeRadius());
            else if (brain instanceof CreatureDoc.Flee f) s = Behaviours.flee(body, target, gait, f.panicRadius());
            else if (brain instanceof CreatureDoc.Blend b) s = blend(b, target);
            else s = wander.steer(body, gait, random);
            body.addForce(s.force());
            body.integrate();
            body.fence(stageW, stageH, FENCE);
            return body.position();
        }

        /** Part 4's combination: feed (wander) and flight (flee the target) weighted by the blend's rule. */
        private Steering blend(CreatureDoc.Blend b, Vec2 threat) {
            boolean inside = body.position().distanceTo(threat) < b.startle();
            if (!fearSet) {
                fear = inside ? 1 : 0;
                fearSet = true;
            }
            double[] k = rule.weights(inside, fear, b.flightWeight());
            Vec2 feed = wander.steer(body, gait, random).force();
            Vec2 flight = Behaviours.flee(body, threat, gait).force();
            fear = inside ? 1 : fear * b.decay();
            Vec2 sum = feed.times(k[0]).plus(flight.times(k[1]));
            return new Steering(sum, sum, sum.limit(gait.maxForce()));
        }

        @Override public Vec2 facing() { return body.velocity().directionOr(Vec2.UNIT_X); }

        @Override public double heading() { return facing().angle(); }

        @Override public double speed() { return body.speed() * 60; }

        /** The blend's alarm, 0 to 1 (0 for the other brains). */
        double fear() { return fear; }
    }
}
