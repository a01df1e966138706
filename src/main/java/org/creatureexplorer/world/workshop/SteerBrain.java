package org.creatureexplorer.world.workshop;

import org.creatureexplorer.sim.Lcg48;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.sim.steer.Behaviours;
import org.creatureexplorer.sim.steer.Body;
import org.creatureexplorer.sim.steer.Gait;
import org.creatureexplorer.sim.steer.Steering;
import org.creatureexplorer.sim.steer.Wander;
import org.creatureexplorer.world.blends.GrazeWorld;
import org.creatureexplorer.world.workshop.doc.CreatureDoc;

/**
 * A steered point body, in Part 3's units inside (px per tick, px per tick^2) and the file's
 * per-second units outside. It is fenced 20 px inside the stage, as the steering lessons' walkers are.
 */
final class SteerBrain implements HeadBrain {
    static final double FENCE = 20;
    private final CreatureDoc.Brain brain;
    private final Body body;
    private final Gait gait;
    private Wander.Circle wander;
    private final Lcg48 random;
    private GrazeWorld.Rule rule;
    private final double stageW;
    private final double stageH;
    private double fear;
    private boolean fearSet;

    SteerBrain(CreatureDoc.Brain brain, Vec2 head, long seed, double stageW, double stageH) {
        this.brain = brain;
        this.stageW = stageW;
        this.stageH = stageH;
        body = new Body(head, Vec2.ZERO, 1);
        random = new Lcg48(seed);
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

    private SteerBrain(SteerBrain from) {
        brain = from.brain;
        body = from.body.copy();
        gait = from.gait;
        wander = from.wander == null ? null : from.wander.copy();
        random = from.random.copy();
        rule = from.rule;
        stageW = from.stageW;
        stageH = from.stageH;
        fear = from.fear;
        fearSet = from.fearSet;
    }

    @Override public SteerBrain copy() { return new SteerBrain(this); }

    /**
     * Goes on from {@code old}'s motion after a design change: its velocity (within this gait's
     * speed cap), so a steering creature given new numbers keeps moving instead of starting still.
     */
    void carryMotion(SteerBrain old) {
        Vec2 v = old.body.velocity();
        double cap = gait.maxSpeed();
        if (!(v.length() <= cap)) v = v.length() > 0 && Double.isFinite(v.length()) ? v.times(cap / v.length()) : Vec2.ZERO;
        body.setVelocity(v);
    }

    private static Gait gait(double speedPerSecond, double forcePerSecond2) {
        return new Gait(speedPerSecond / 60, forcePerSecond2 / 3600);
    }

    @Override public Vec2 step(Vec2 head, Vec2 target, double t, double dt) {
        // seek, arrive and flee by the lean kernel (the same numbers as adding their Steering's force)
        if (brain instanceof CreatureDoc.Seek) Behaviours.applySeek(body, target.x(), target.y(), gait);
        else if (brain instanceof CreatureDoc.Arrive a) Behaviours.applyArrive(body, target.x(), target.y(), gait, a.brakeRadius());
        else if (brain instanceof CreatureDoc.Flee f) Behaviours.applyFlee(body, target.x(), target.y(), gait, f.panicRadius());
        else if (brain instanceof CreatureDoc.Blend b) body.addForce(blend(b, target).force());
        else body.addForce(wander.steer(body, gait, random).force());
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
