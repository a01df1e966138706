package org.creatureexplorer.world.skeletons;

import java.util.List;
import org.creatureexplorer.creature.SnakeBody;
import org.creatureexplorer.model.FixedTickWorld;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamKey;
import org.creatureexplorer.model.ParamSpec;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.Scenario;
import org.creatureexplorer.model.SeriesSpec;
import org.creatureexplorer.model.SharedTarget;
import org.creatureexplorer.model.Trail;
import org.creatureexplorer.model.WorldScenario;
import org.creatureexplorer.sim.FigureEight;
import org.creatureexplorer.sim.FollowChain;
import org.creatureexplorer.sim.HeadMover;
import org.creatureexplorer.sim.IdleTarget;
import org.creatureexplorer.sim.Vec2;

/**
 * Lesson "a chain follows its head": the chain snake. The target runs a figure-eight
 * (or eases toward the pointer); the head chases the target at 5 x the remaining distance
 * per second, capped; the body follows the head by one ordered pass of the distance rule.
 */
public final class ChainWorld extends FixedTickWorld implements SharedTarget {

    public static final ParamKey<Integer> JOINTS = ParamKey.integer("joints", "joints", "", 2, 80, 26, false);
    public static final ParamKey<Double> GAP = ParamKey.number("gap", "gap between joints", "px", 4, 30, 12, 1, true);
    public static final ParamKey<Double> HEAD_SPEED_CAP = ParamKey.number("head-speed-cap", "head speed cap", "px/s", 20, 600, 240, 10, true);

    public static final List<ParamSpec> PARAMS = ParamKey.specs(JOINTS, GAP, HEAD_SPEED_CAP);

    private static final List<SeriesSpec> SERIES = List.of(
            new SeriesSpec("head_x", "head x", "px"),
            new SeriesSpec("head_y", "head y", "px"),
            new SeriesSpec("target_x", "target x", "px"),
            new SeriesSpec("target_y", "target y", "px"),
            new SeriesSpec("max_gap_error", "largest gap error", "px"),
            new SeriesSpec("head_tail", "head-to-tail distance", "px"),
            new SeriesSpec("max_bend", "largest neighbour bend", "rad"),
            new SeriesSpec("overlapping_pairs", "overlapping pairs (3+ joints apart)", ""));

    /** Joints at least this far apart along the chain count as a possible overlap (as in the fold test). */
    public static final int PAIR_SEPARATION = 3;

    public static final double STAGE_W = 480;
    public static final double STAGE_H = 300;
    /** The idle target: one horizontal swing per two vertical ones, through the stage centre. */
    public static final FigureEight FIGURE_EIGHT = new FigureEight(new Vec2(STAGE_W / 2, STAGE_H / 2), 180, 105, 9);
    /** Head closes 5 x the remaining distance per second. */
    static final double HEAD_RATE = 5;
    public static final int TRAIL_LENGTH = 120;

    private final FollowChain chain;
    private final HeadMover mover;
    private final IdleTarget idleTarget;
    private Vec2 target;
    private final Trail<Vec2> trail;

    public ChainWorld(ParamValues p) {
        super(STAGE_W, STAGE_H);
        idleTarget = new IdleTarget(FIGURE_EIGHT, 0);
        trail = new Trail<>(TRAIL_LENGTH);
        int joints = JOINTS.in(p);
        double gap = GAP.in(p);
        mover = new HeadMover(HEAD_RATE, HEAD_SPEED_CAP.in(p));
        target = FIGURE_EIGHT.at(0);
        chain = new FollowChain(idleTarget.pointsBehindStart(joints, gap), gap);
        trail.add(chain.joint(0));
    }

    private ChainWorld(ChainWorld from) {
        super(from);
        chain = from.chain.copy();
        mover = from.mover.copy();
        idleTarget = from.idleTarget.copy();
        target = from.target;
        trail = from.trail.copy();
    }

    @Override public ChainWorld copy() { return new ChainWorld(this); }

    @Override public void step() {
        tick++;
        target = idleTarget.update(timeSeconds(), DT);
        chain.follow(mover.step(chain.joint(0), target, DT));
        trail.add(chain.joint(0));
    }

    @Override public List<SeriesSpec> series() { return SERIES; }

    @Override public void sample(double[] out) {
        out[0] = chain.jointX(0);
        out[1] = chain.jointY(0);
        out[2] = target.x();
        out[3] = target.y();
        out[4] = chain.maxGapError();
        out[5] = chain.headTailDistance();
        out[6] = chain.maxBend();
        out[7] = overlappingPairs();
    }

    /**
     * Pairs of joints {@link #PAIR_SEPARATION} or more apart whose body circles overlap: closer
     * than the sum of their radii (the snake's radii, {@link SnakeBody#radius}). Zero while the
     * body does not cross itself.
     */
    public int overlappingPairs() {
        int n = chain.size();
        int pairs = 0;
        for (int i = 0; i < n; i++) {
            for (int j = i + PAIR_SEPARATION; j < n; j++) {
                if (chain.distance(i, j) < SnakeBody.radius(i, n) + SnakeBody.radius(j, n)) pairs++;
            }
        }
        return pairs;
    }

    @Override public void apply(Input input) {
        if (input instanceof Input.PointerAt p) idleTarget.pointerAt(p.position());
        else if (input instanceof Input.PointerLeft) idleTarget.pointerLeft();
        else if (input instanceof Input.SetParam s) {
            if (GAP.isSetBy(s)) chain.setGap(GAP.from(s));
            if (HEAD_SPEED_CAP.isSetBy(s)) mover.setSpeedCap(HEAD_SPEED_CAP.from(s));
        }
    }

    public FollowChain chain() { return chain; }

    public Vec2 target() { return target; }

    @Override public void driveTarget(Vec2 p) { idleTarget.drive(p); }

    @Override public Vec2 followedTarget() { return target; }

    @Override public Vec2 leadPoint() { return chain.joint(0); }

    /** The pointer's stage position while it is over the stage, else null. */
    public Vec2 pointer() { return idleTarget.pointer(); }

    /** Head positions of the last {@link #TRAIL_LENGTH} ticks, oldest first. */
    public List<Vec2> trail() { return trail.toList(); }

    /** What {@code measure chain} runs: this world, tick by tick, printed as CSV. */
    public static final Scenario SCENARIO = new WorldScenario("chain", "the chain snake following its head around the figure-eight",
            PARAMS, 600, ChainWorld::new);
}
