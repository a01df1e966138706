package org.creatureexplorer.world.blends;

import java.util.List;
import java.util.SplittableRandom;
import org.creatureexplorer.model.FixedTickWorld;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamKey;
import org.creatureexplorer.model.ParamSpec;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.SeriesSpec;
import org.creatureexplorer.model.SharedTarget;
import org.creatureexplorer.model.Trail;
import org.creatureexplorer.sim.Angles;
import org.creatureexplorer.sim.FigureEight;
import org.creatureexplorer.sim.ValueNoise;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.sim.steer.Body;
import org.creatureexplorer.sim.steer.Steering;

/**
 * A pet with moods: a small state machine over steering. The pet follows a target (the
 * pointer while it is over the stage, else a scripted point, {@link PetScript}).
 * <ul>
 * <li>WANDER: the target has moved slower than 25 px/s for 0.6 s. The pet walks at 45 px/s,
 * its heading turned by smooth noise, and turned back toward the centre near the stage edge.
 * <li>FOLLOW: the target moves. The pet arrives at it: up to 170 px/s, the desired speed
 * falling from 156 px (46 + 110) to zero at 46 px.
 * <li>STARTLED: the target moved faster than 420 px/s within 160 px. The pet dashes away from
 * it at 260 px/s for exactly 1.1 s (66 ticks), then follows again.
 * </ul>
 * Speeds are in px/s here (the body integrates in px per tick: x dt). The steering force is
 * cut to {@link #MAX_ACCEL} px/s² (a quick animal). The target's speed is measured over the
 * last {@link #SPEED_WINDOW} ticks, so a pointer whose events do not arrive every tick still
 * reads steadily. The stage's edge stops the pet.
 */
public final class PetWorld extends FixedTickWorld implements SharedTarget {
    public enum Mood { WANDER, FOLLOW, STARTLED }

    public static final double STAGE_W = 480;
    public static final double STAGE_H = 300;

    public static final double REST_SPEED = 25;
    public static final double REST_TIME = 0.6;
    public static final double WANDER_SPEED = 45;
    public static final double FOLLOW_SPEED = 170;
    public static final double STOP_RADIUS = 46;
    public static final double SLOW_RADIUS = 156;
    public static final double STARTLE_SPEED = 420;
    public static final double STARTLE_RANGE = 160;
    public static final double DASH_SPEED = 260;
    public static final double DASH_TIME = 1.1;
    public static final int REST_TICKS = (int) Math.round(REST_TIME / DT);
    public static final int DASH_TICKS = (int) Math.round(DASH_TIME / DT);
    /** Largest steering acceleration, px/s². */
    public static final double MAX_ACCEL = 1500;
    /** Largest wander turning rate from the noise, rad/s; the noise changes its mind about once a second. */
    public static final double WANDER_TURN = 2.2;
    public static final double NOISE_RATE = 1.0;
    /** Within this distance of an edge a wandering pet turns toward the centre, at up to {@link #EDGE_TURN} rad/s. */
    public static final double EDGE_MARGIN = 56;
    public static final double EDGE_TURN = 3.5;
    public static final int SPEED_WINDOW = 4;
    /** Body radius for the stage's edge. */
    public static final double RADIUS = 10;

    public static final FigureEight PATH = new FigureEight(new Vec2(STAGE_W / 2, STAGE_H / 2), 170, 95, 12);
    public static final Vec2 START = new Vec2(STAGE_W / 2 - 60, STAGE_H / 2 + 60);

    public static final ParamKey<Integer> SEED = ParamKey.integer("seed", "random seed", "", 0, 1_000_000, 1, false);
    /** The lesson's seed runs 0 to 99 like the other lessons' seed sliders (the same name, so SEED reads it). */
    public static final ParamKey<Integer> LESSON_SEED = ParamKey.integer("seed", "random seed", "", 0, 99, 1, false);

    public static ParamSpec seedParam() { return SEED.spec(); }

    public static final List<ParamSpec> PARAMS = ParamKey.specs(SEED);

    public static final List<ParamSpec> LESSON_PARAMS = ParamKey.specs(LESSON_SEED);

    private static final List<SeriesSpec> SERIES = List.of(
            new SeriesSpec("state", "mood", ""),
            new SeriesSpec("pet_speed", "pet", "px/s"),
            new SeriesSpec("target_speed", "target", "px/s"),
            new SeriesSpec("distance", "pet to target", "px"),
            // For charts only.
            new SeriesSpec("wander_band", "WANDER", "").mayBeNaN("a mood band is drawn only while the pet is in that mood"),
            new SeriesSpec("follow_band", "FOLLOW", "").mayBeNaN("a mood band is drawn only while the pet is in that mood"),
            new SeriesSpec("startled_band", "STARTLED", "").mayBeNaN("a mood band is drawn only while the pet is in that mood"),
            new SeriesSpec("x", "pet x", "px"),
            new SeriesSpec("y", "pet y", "px"),
            new SeriesSpec("target_x", "target x", "px"),
            new SeriesSpec("target_y", "target y", "px"),
            new SeriesSpec("desired_speed", "desired", "px/s"));

    public static final int TRAIL_LENGTH = 180;

    private final long seed;
    private final ValueNoise noise;
    private final PetScript script = new PetScript(PATH);
    private final Body body;
    private Mood mood = Mood.FOLLOW;
    private long moodSince;
    private int slowTicks;
    private int dashTicks;
    private double heading;
    private Vec2 target;
    private Vec2 pointer;
    private boolean pointerChanged;
    /** Set when another world drives the target (the gallery): it replaces the script and the pointer. */
    private Vec2 driven;
    private final Trail<Vec2> recent = new Trail<>(SPEED_WINDOW + 1);
    private double targetSpeed;
    private Vec2 desired = Vec2.ZERO;
    private final Trail<Vec2> trail = new Trail<>(TRAIL_LENGTH);
    private final Trail<Mood> trailMoods = new Trail<>(TRAIL_LENGTH);

    public PetWorld(ParamValues p) { this(SEED.in(p)); }

    public PetWorld(long seed) {
        super(STAGE_W, STAGE_H);
        this.seed = seed;
        noise = new ValueNoise(seed);
        heading = new SplittableRandom(seed).nextDouble() * 2 * Math.PI;
        body = new Body(START, Vec2.ZERO, 1);
        // The script has been running before tick 0, so the target's speed reads true from the start.
        for (int k = SPEED_WINDOW; k >= 0; k--) recent.add(script.at(-k * DT));
        target = recent.last();
        targetSpeed = measureSpeed();
        desired = desiredVelocity();
        trail.add(body.position());
        trailMoods.add(mood);
    }

    private double measureSpeed() {
        int intervals = recent.size() - 1;
        return intervals <= 0 ? 0 : recent.last().distanceTo(recent.first()) / (intervals * DT);
    }

    @Override public void step() {
        tick++;
        target = driven != null ? driven : pointer != null ? pointer : script.at(timeSeconds());
        if (pointerChanged) {
            // A new source (the pointer arrives or leaves): its jump is not a movement of the target.
            recent.clear();
            pointerChanged = false;
        }
        recent.add(target);
                targetSpeed = measureSpeed();
        double distance = body.position().distanceTo(target);

        slowTicks = targetSpeed < REST_SPEED ? slowTicks + 1 : 0;
        if (mood == Mood.STARTLED) {
            if (--dashTicks <= 0) setMood(Mood.FOLLOW);
        } else if (targetSpeed > STARTLE_SPEED && distance < STARTLE_RANGE) {
            setMood(Mood.STARTLED);
            dashTicks = DASH_TICKS;
        } else if (mood == Mood.WANDER && targetSpeed >= REST_SPEED) {
            setMood(Mood.FOLLOW);
        } else if (mood == Mood.FOLLOW && slowTicks >= REST_TICKS) {
            setMood(Mood.WANDER);
            heading = body.velocity().directionOr(Vec2.polar(1, heading)).angle();
        }

        if (mood == Mood.WANDER) turnWanderHeading();
        desired = desiredVelocity();
        Steering s = Steering.toward(desired.times(DT), body.velocity(), MAX_ACCEL * DT * DT);
        body.addForce(s.force());
        body.integrate();
        keepOnStage();
        if (mood != Mood.WANDER && body.speed() > 1e-9) heading = body.velocity().angle();
        trail.add(body.position());
        trailMoods.add(mood);
    }

    private void setMood(Mood m) {
        mood = m;
        moodSince = tick;
    }

    private void turnWanderHeading() {
        heading += WANDER_TURN * noise.at(timeSeconds() * NOISE_RATE) * DT;
        Vec2 p = body.position();
        boolean nearEdge = p.x() < EDGE_MARGIN || p.x() > STAGE_W - EDGE_MARGIN || p.y() < EDGE_MARGIN || p.y() > STAGE_H - EDGE_MARGIN;
        if (nearEdge) {
            double toCentre = new Vec2(STAGE_W / 2, STAGE_H / 2).minus(p).angle();
            double miss = Angles.wrap(toCentre - heading);
            double most = EDGE_TURN * DT;
            heading += Math.max(-most, Math.min(most, miss));
        }
    }

    /** The velocity the current mood asks for, px/s. */
    private Vec2 desiredVelocity() {
        Vec2 p = body.position();
        return switch (mood) {
            case WANDER -> Vec2.polar(WANDER_SPEED, heading);
            case FOLLOW -> target.minus(p).directionOr(Vec2.ZERO).times(followSpeed(p.distanceTo(target)));
            case STARTLED -> dashDirection(p).times(DASH_SPEED);
        };
    }

    /**
     * Away from the target; at the stage's edge the part of that direction that points out of
     * the stage is dropped, so the dash slides along the edge instead of pressing into it.
     */
    private Vec2 dashDirection(Vec2 p) {
        Vec2 away = p.minus(target).directionOr(Vec2.polar(1, heading));
        double margin = RADIUS + 2;
        double x = away.x(), y = away.y();
        if ((p.x() <= margin && x < 0) || (p.x() >= STAGE_W - margin && x > 0)) x = 0;
        if ((p.y() <= margin && y < 0) || (p.y() >= STAGE_H - margin && y > 0)) y = 0;
        Vec2 slide = new Vec2(x, y);
        if (slide.length() > 0.2) return slide.directionOr(away);
        // Cornered head-on: run along the edge, toward the stage's centre line.
        Vec2 centre = new Vec2(STAGE_W / 2, STAGE_H / 2);
        if (x == 0 && y == 0) return centre.minus(p).directionOr(Vec2.UNIT_X);
        return (x == 0 ? new Vec2(0, Math.signum(centre.y() - p.y())) : new Vec2(Math.signum(centre.x() - p.x()), 0))
                .directionOr(centre.minus(p).directionOr(Vec2.UNIT_X));
    }

    /** Arrive's desired speed at distance r: 170 px/s beyond 156 px, falling linearly to 0 at 46 px. */
    public static double followSpeed(double r) {
        return FOLLOW_SPEED * Math.max(0, Math.min(1, (r - STOP_RADIUS) / (SLOW_RADIUS - STOP_RADIUS)));
    }

    /** The stage's edge stops the pet (the same fence as the steering walkers). */
    private void keepOnStage() { body.fence(STAGE_W, STAGE_H, RADIUS); }

    @Override public List<SeriesSpec> series() { return SERIES; }

    @Override public void sample(double[] out) {
        out[0] = mood.ordinal();
        out[1] = petSpeed();
        out[2] = targetSpeed;
        out[3] = distance();
        out[4] = mood == Mood.WANDER ? 0 : Double.NaN;
        out[5] = mood == Mood.FOLLOW ? 1 : Double.NaN;
        out[6] = mood == Mood.STARTLED ? 2 : Double.NaN;
        out[7] = body.position().x();
        out[8] = body.position().y();
        out[9] = target.x();
        out[10] = target.y();
        out[11] = desired.length();
    }

    @Override public void apply(Input input) {
        if (input instanceof Input.PointerAt p) {
            if (pointer == null) pointerChanged = true;
            Vec2 q = p.position();
            pointer = new Vec2(Math.max(0, Math.min(STAGE_W, q.x())), Math.max(0, Math.min(STAGE_H, q.y())));
        } else if (input instanceof Input.PointerLeft) {
            if (pointer != null) pointerChanged = true;
            pointer = null;
        }
    }

    public long seed() { return seed; }

    @Override public void driveTarget(Vec2 p) {
        if (driven == null) pointerChanged = true; // a new source: its jump is not a movement of the target
        driven = p;
    }

    @Override public Vec2 followedTarget() { return target; }

    @Override public Vec2 leadPoint() { return body.position(); }

    public Mood mood() { return mood; }

    /** Seconds in the current mood. */
    public double moodSeconds() { return (tick - moodSince) * DT; }

    /** Seconds the target has been slower than 25 px/s (0 while it moves). */
    public double stillSeconds() { return slowTicks * DT; }

    /** Seconds of the dash left (0 unless startled). */
    public double dashSecondsLeft() { return mood == Mood.STARTLED ? dashTicks * DT : 0; }

    public Body body() { return body; }

    public double petSpeed() { return body.speed() / DT; }

    /** Velocity in px/s. */
    public Vec2 velocity() { return body.velocity().times(1 / DT); }

    /** The velocity the mood asked for on the last tick, px/s. */
    public Vec2 desired() { return desired; }

    public Vec2 target() { return target; }

    public double targetSpeed() { return targetSpeed; }

    public double distance() { return body.position().distanceTo(target); }

    /** The pointer while it is over the stage, else null (the script leads). */
    public Vec2 pointer() { return pointer; }

    public double heading() { return heading; }

    public PetScript script() { return script; }

    public List<Vec2> trail() { return trail.toList(); }

    /** {@link #trail()} without the copy, for a painter that draws it at once (see {@code Trail.view}). */
    public List<Vec2> trailView() { return trail.view(); }

    /** The mood at each trail point. */
    public List<Mood> trailMoods() { return trailMoods.toList(); }

    /** {@link #trailMoods()} without the copy, for a painter that draws them at once. */
    public List<Mood> trailMoodsView() { return trailMoods.view(); }
}
