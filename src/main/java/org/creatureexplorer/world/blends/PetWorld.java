package org.creatureexplorer.world.blends;

import java.util.List;
import org.creatureexplorer.model.FixedTickWorld;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamKey;
import org.creatureexplorer.model.ParamSpec;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.SeriesSpec;
import org.creatureexplorer.model.SharedTarget;
import org.creatureexplorer.model.Trail;
import org.creatureexplorer.sim.FigureEight;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.sim.steer.Body;

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
    public static final int SPEED_WINDOW = MoodMachine.SPEED_WINDOW;
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

    /** The lesson pet's numbers. */
    public static final MoodMachine.Temper TEMPER = new MoodMachine.Temper(REST_SPEED, REST_TIME, WANDER_SPEED, FOLLOW_SPEED, STOP_RADIUS,
            SLOW_RADIUS, STARTLE_SPEED, STARTLE_RANGE, DASH_SPEED, DASH_TIME, MAX_ACCEL, WANDER_TURN, NOISE_RATE, EDGE_MARGIN, EDGE_TURN, RADIUS);

    private final long seed;
    private final PetScript script;
    private final MoodMachine pet;
    private Vec2 target;
    private Vec2 pointer;
    private boolean pointerChanged;
    /** Set when another world drives the target (the gallery): it replaces the script and the pointer. */
    private Vec2 driven;
    private final Trail<Vec2> trail;
    private final Trail<Mood> trailMoods;

    public PetWorld(ParamValues p) { this(SEED.in(p)); }

    public PetWorld(long seed) {
        super(STAGE_W, STAGE_H);
        script = new PetScript(PATH);
        trail = new Trail<>(TRAIL_LENGTH);
        trailMoods = new Trail<>(TRAIL_LENGTH);
        this.seed = seed;
        // The script has been running before tick 0, so the target's speed reads true from the start.
        pet = new MoodMachine(TEMPER, START, seed, STAGE_W, STAGE_H, script::at);
        target = pet.target();
        trail.add(pet.body().position());
        trailMoods.add(pet.mood());
    }

    private PetWorld(PetWorld from) {
        super(from);
        seed = from.seed;
        script = from.script; // a fixed curve and pace: shared
        pet = from.pet.copy();
        target = from.target;
        pointer = from.pointer;
        pointerChanged = from.pointerChanged;
        driven = from.driven;
        trail = from.trail.copy();
        trailMoods = from.trailMoods.copy();
    }

    @Override public PetWorld copy() { return new PetWorld(this); }

    @Override public void step() {
        tick++;
        target = driven != null ? driven : pointer != null ? pointer : script.at(timeSeconds());
        if (pointerChanged) {
            // A new source (the pointer arrives or leaves): its jump is not a movement of the target.
            pet.forgetTargetSpeed();
            pointerChanged = false;
        }
        pet.step(target, timeSeconds());
        trail.add(pet.body().position());
        trailMoods.add(pet.mood());
    }

    /** Arrive's desired speed at distance r: 170 px/s beyond 156 px, falling linearly to 0 at 46 px. */
    public static double followSpeed(double r) {
        return FOLLOW_SPEED * Math.max(0, Math.min(1, (r - STOP_RADIUS) / (SLOW_RADIUS - STOP_RADIUS)));
    }

    @Override public List<SeriesSpec> series() { return SERIES; }

    @Override public void sample(double[] out) {
        Mood mood = pet.mood();
        out[0] = mood.ordinal();
        out[1] = petSpeed();
        out[2] = pet.targetSpeed();
        out[3] = distance();
        out[4] = mood == Mood.WANDER ? 0 : Double.NaN;
        out[5] = mood == Mood.FOLLOW ? 1 : Double.NaN;
        out[6] = mood == Mood.STARTLED ? 2 : Double.NaN;
        out[7] = pet.body().position().x();
        out[8] = pet.body().position().y();
        out[9] = target.x();
        out[10] = target.y();
        out[11] = pet.desired().length();
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

    @Override public Vec2 leadPoint() { return pet.body().position(); }

    public Mood mood() { return pet.mood(); }

    /** Seconds in the current mood. */
    public double moodSeconds() { return pet.moodSeconds(); }

    /** Seconds the target has been slower than 25 px/s (0 while it moves). */
    public double stillSeconds() { return pet.stillSeconds(); }

    /** Seconds of the dash left (0 unless startled). */
    public double dashSecondsLeft() { return pet.dashSecondsLeft(); }

    public Body body() { return pet.body(); }

    public double petSpeed() { return pet.speed(); }

    /** Velocity in px/s. */
    public Vec2 velocity() { return pet.body().velocity().times(1 / DT); }

    /** The velocity the mood asked for on the last tick, px/s. */
    public Vec2 desired() { return pet.desired(); }

    public Vec2 target() { return target; }

    public double targetSpeed() { return pet.targetSpeed(); }

    public double distance() { return pet.body().position().distanceTo(target); }

    /** The pointer while it is over the stage, else null (the script leads). */
    public Vec2 pointer() { return pointer; }

    public double heading() { return pet.heading(); }

    public PetScript script() { return script; }

    public List<Vec2> trail() { return trail.toList(); }

    /** {@link #trail()} without the copy, for a painter that draws it at once (see {@code Trail.view}). */
    public List<Vec2> trailView() { return trail.view(); }

    /** The mood at each trail point. */
    public List<Mood> trailMoods() { return trailMoods.toList(); }

    /** {@link #trailMoods()} without the copy, for a painter that draws them at once. */
    public List<Mood> trailMoodsView() { return trailMoods.view(); }
}
