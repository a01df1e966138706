package org.creatureexplorer.world.blends;

import java.util.SplittableRandom;
import java.util.function.DoubleFunction;
import org.creatureexplorer.model.FixedTickWorld;
import org.creatureexplorer.model.Trail;
import org.creatureexplorer.sim.Angles;
import org.creatureexplorer.sim.ValueNoise;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.sim.steer.Body;
import org.creatureexplorer.sim.steer.Steering;
import org.creatureexplorer.world.blends.PetWorld.Mood;

/**
 * The pet's moods, a small state machine over steering (see {@link PetWorld} for the rules),
 * with any numbers: its {@link Temper}. The pet lesson and the workshop's "moods" brain both
 * run it. Speeds are in px/s here; the body integrates in px per tick (x dt). The target's
 * speed is measured over the last {@link #SPEED_WINDOW} ticks.
 */
public final class MoodMachine {
    private static final double DT = FixedTickWorld.DT;
    /** Ticks the target's speed is measured over. */
    public static final int SPEED_WINDOW = 4;

    /**
     * The numbers of the moods (px/s, s, px, px/s^2, rad/s): when the pet rests, follows, is
     * startled; how fast it goes in each mood; how it wanders and turns from the edges; its
     * radius at the stage's edge.
     */
    public record Temper(double restSpeed, double restTime, double wanderSpeed, double followSpeed, double stopRadius, double slowRadius,
                         double startleSpeed, double startleRange, double dashSpeed, double dashTime, double maxAccel, double wanderTurn,
                         double noiseRate, double edgeMargin, double edgeTurn, double radius) {
        int restTicks() { return (int) Math.round(restTime / DT); }

        int dashTicks() { return (int) Math.round(dashTime / DT); }
    }

    private final Temper temper;
    private final double stageW;
    private final double stageH;
    private final ValueNoise noise;
    private final Body body;
    private Mood mood = Mood.FOLLOW;
    private long ticks;
    private long moodSince;
    private int slowTicks;
    private int dashTicks;
    private double heading;
    private Vec2 target;
    private final Trail<Vec2> recent;
    private double targetSpeed;
    private Vec2 desired;

    /**
     * A pet at {@code start}, at rest, following; its wander heading and noise seeded by
     * {@code seed}. {@code targetAt} gives where the target was before tick 0 (time in s), so
     * the target's speed reads true from the start.
     */
    public MoodMachine(Temper temper, Vec2 start, long seed, double stageW, double stageH, DoubleFunction<Vec2> targetAt) {
        recent = new Trail<>(SPEED_WINDOW + 1);
        this.temper = temper;
        this.stageW = stageW;
        this.stageH = stageH;
        noise = new ValueNoise(seed);
        heading = new SplittableRandom(seed).nextDouble() * 2 * Math.PI;
        body = new Body(start, Vec2.ZERO, 1);
        for (int k = SPEED_WINDOW; k >= 0; k--) recent.add(targetAt.apply(-k * DT));
        target = recent.last();
        targetSpeed = measureSpeed();
        desired = desiredVelocity();
    }

    private MoodMachine(MoodMachine from) {
        temper = from.temper;
        stageW = from.stageW;
        stageH = from.stageH;
        noise = from.noise;
        body = from.body.copy();
        mood = from.mood;
        ticks = from.ticks;
        moodSince = from.moodSince;
        slowTicks = from.slowTicks;
        dashTicks = from.dashTicks;
        heading = from.heading;
        target = from.target;
        recent = from.recent.copy();
        targetSpeed = from.targetSpeed;
        desired = from.desired;
    }

    /** An independent machine in the same state (for a world's copy). */
    public MoodMachine copy() { return new MoodMachine(this); }

    private double measureSpeed() {
        int intervals = recent.size() - 1;
        return intervals <= 0 ? 0 : recent.last().distanceTo(recent.first()) / (intervals * DT);
    }

    /** The target has jumped to a new source (the pointer arrived or left): its jump is not a movement. */
    public void forgetTargetSpeed() { recent.clear(); }

    /** One tick at time {@code t} (s): the target is now {@code at}; the mood decides, the pet steers and moves. */
    public void step(Vec2 at, double t) {
        ticks++;
        target = at;
        recent.add(target);
        targetSpeed = measureSpeed();
        double distance = body.position().distanceTo(target);

        slowTicks = targetSpeed < temper.restSpeed() ? slowTicks + 1 : 0;
        if (mood == Mood.STARTLED) {
            if (--dashTicks <= 0) setMood(Mood.FOLLOW);
        } else if (targetSpeed > temper.startleSpeed() && distance < temper.startleRange()) {
            setMood(Mood.STARTLED);
            dashTicks = temper.dashTicks();
        } else if (mood == Mood.WANDER && targetSpeed >= temper.restSpeed()) {
            setMood(Mood.FOLLOW);
        } else if (mood == Mood.FOLLOW && slowTicks >= temper.restTicks()) {
            setMood(Mood.WANDER);
            heading = body.velocity().directionOr(Vec2.polar(1, heading)).angle();
        }

        if (mood == Mood.WANDER) turnWanderHeading(t);
        desired = desiredVelocity();
        Steering s = Steering.toward(desired.times(DT), body.velocity(), temper.maxAccel() * DT * DT);
        body.addForce(s.force());
        body.integrate();
        body.fence(stageW, stageH, temper.radius());
        if (mood != Mood.WANDER && body.speed() > 1e-9) heading = body.velocity().angle();
    }

    private void setMood(Mood m) {
        mood = m;
        moodSince = ticks;
    }

    private void turnWanderHeading(double t) {
        heading += temper.wanderTurn() * noise.at(t * temper.noiseRate()) * DT;
        Vec2 p = body.position();
        double margin = temper.edgeMargin();
        boolean nearEdge = p.x() < margin || p.x() > stageW - margin || p.y() < margin || p.y() > stageH - margin;
        if (nearEdge) {
            double toCentre = new Vec2(stageW / 2, stageH / 2).minus(p).angle();
            double miss = Angles.wrap(toCentre - heading);
            double most = temper.edgeTurn() * DT;
            heading += Math.max(-most, Math.min(most, miss));
        }
    }

    /** The velocity the current mood asks for, px/s. */
    private Vec2 desiredVelocity() {
        Vec2 p = body.position();
        return switch (mood) {
            case WANDER -> Vec2.polar(temper.wanderSpeed(), heading);
            case FOLLOW -> target.minus(p).directionOr(Vec2.ZERO).times(followSpeed(p.distanceTo(target)));
            case STARTLED -> dashDirection(p).times(temper.dashSpeed());
        };
    }

    /**
     * Away from the target; at the stage's edge the part of that direction that points out of
     * the stage is dropped, so the dash slides along the edge instead of pressing into it.
     */
    private Vec2 dashDirection(Vec2 p) {
        Vec2 away = p.minus(target).directionOr(Vec2.polar(1, heading));
        double margin = temper.radius() + 2;
        double x = away.x(), y = away.y();
        if ((p.x() <= margin && x < 0) || (p.x() >= stageW - margin && x > 0)) x = 0;
        if ((p.y() <= margin && y < 0) || (p.y() >= stageH - margin && y > 0)) y = 0;
        Vec2 slide = new Vec2(x, y);
        if (slide.length() > 0.2) return slide.directionOr(away);
        // Cornered head-on: run along the edge, toward the stage's centre line.
        Vec2 centre = new Vec2(stageW / 2, stageH / 2);
        if (x == 0 && y == 0) return centre.minus(p).directionOr(Vec2.UNIT_X);
        return (x == 0 ? new Vec2(0, Math.signum(centre.y() - p.y())) : new Vec2(Math.signum(centre.x() - p.x()), 0))
                .directionOr(centre.minus(p).directionOr(Vec2.UNIT_X));
    }

    /** Arrive's desired speed at distance r: full beyond the slow radius, falling linearly to 0 at the stop radius. */
    public double followSpeed(double r) {
        return temper.followSpeed() * Math.max(0, Math.min(1, (r - temper.stopRadius()) / (temper.slowRadius() - temper.stopRadius())));
    }

    public Temper temper() { return temper; }

    public Mood mood() { return mood; }

    /** Seconds in the current mood. */
    public double moodSeconds() { return (ticks - moodSince) * DT; }

    /** Seconds the target has been slower than the rest speed (0 while it moves). */
    public double stillSeconds() { return slowTicks * DT; }

    /** Seconds of the dash left (0 unless startled). */
    public double dashSecondsLeft() { return mood == Mood.STARTLED ? dashTicks * DT : 0; }

    public Body body() { return body; }

    /** The pet's speed, px/s. */
    public double speed() { return body.speed() / DT; }

    /** The velocity the mood asked for on the last tick, px/s. */
    public Vec2 desired() { return desired; }

    public Vec2 target() { return target; }

    public double targetSpeed() { return targetSpeed; }

    public double heading() { return heading; }
}
