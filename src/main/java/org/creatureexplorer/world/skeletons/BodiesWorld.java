package org.creatureexplorer.world.skeletons;

import java.util.List;
import org.creatureexplorer.creature.Body;
import org.creatureexplorer.creature.KoiBody;
import org.creatureexplorer.creature.KoiSwimmer;
import org.creatureexplorer.creature.SnakeBody;
import org.creatureexplorer.model.FixedTickWorld;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamKey;
import org.creatureexplorer.model.ParamSpec;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.Scenario;
import org.creatureexplorer.model.SeriesSpec;
import org.creatureexplorer.model.WorldScenario;
import org.creatureexplorer.sim.AngleChain;
import org.creatureexplorer.sim.FigureEight;
import org.creatureexplorer.sim.FollowChain;
import org.creatureexplorer.sim.HeadMover;
import org.creatureexplorer.sim.IdleTarget;
import org.creatureexplorer.sim.Vec2;

/**
 * Lesson "bodies are circles on a chain": the chain snake and the koi, each joint given a
 * radius, both swimming figure-eights. The skin, eyes and fins are built from the joints
 * every frame ({@link Body}); {@code width} scales every radius.
 * <p>
 * The snake moves as in the chain lesson (26 joints, gap 12, no bend limit, head chasing its
 * target at 5 x the distance per second, capped at 240 px/s). The koi swims as in the fold
 * lesson (14 joints, gap 13, bend limit 0.35 rad) after a target on the same figure-eight a
 * third of a lap behind the snake's.
 */
public final class BodiesWorld extends FixedTickWorld {
    public static final List<String> SHOW = List.of("both", "snake", "koi");

    /** Parameters that change the world (the {@code bodies} scenario takes only these). */
    public static final ParamKey<Double> WIDTH = ParamKey.number("width", "body width (x radii)", "\u00d7", 0.25, 4, 1, 0.05, true);
    public static final ParamKey<Boolean> SKIN = ParamKey.bool("skin", "draw the skin", true, true);
    public static final ParamKey<String> SHOWN = ParamKey.choice("show", "creatures shown", SHOW, "both", true);

    public static final List<ParamSpec> SCENARIO_PARAMS = ParamKey.specs(WIDTH);

    public static final List<ParamSpec> PARAMS = ParamKey.specs(WIDTH, SKIN, SHOWN);

    private static final List<SeriesSpec> SERIES = List.of(
            new SeriesSpec("koi_left_side", "koi skin, left side", "px"),
            new SeriesSpec("koi_right_side", "koi skin, right side", "px"),
            new SeriesSpec("snake_min_step", "snake: smallest skin step", "px"),
            new SeriesSpec("koi_min_step", "koi: smallest skin step", "px"),
            new SeriesSpec("fin_left", "left fin opening", "rad"),
            new SeriesSpec("fin_right", "right fin opening", "rad"));

    public static final double STAGE_W = 480;
    public static final double STAGE_H = 300;
    public static final int SNAKE_JOINTS = 26;
    public static final double SNAKE_GAP = 12;
    public static final int KOI_JOINTS = 14;
    public static final double KOI_GAP = 13;
    public static final double KOI_MAX_BEND = 0.35;
    /**
     * Both targets run the chain lesson's figure-eight; the koi's is this far ahead, s: two
     * thirds of a lap ahead, that is a third of a lap behind. The two targets never meet, and
     * the bodies touch in only about a tenth of the frames.
     */
    public static final double KOI_PHASE = ChainWorld.FIGURE_EIGHT.periodSeconds() * 2 / 3;

    private final FollowChain snake;
    private final HeadMover snakeMover;
    private final IdleTarget snakeTarget;
    private final AngleChain koi;
    private final KoiSwimmer koiSwimmer;
    private final IdleTarget koiTarget;
    private double width;
    private boolean skin;
    private int show;
    private Body snakeBody;
    private Body koiBody;
    /** Since the start or the last width change: the smallest skin step seen, px, and on how many ticks it was below 0. */
    private double snakeWorstStep;
    private double koiWorstStep;
    private int snakeFoldedTicks;
    private int koiFoldedTicks;

    public BodiesWorld(ParamValues p) {
        super(STAGE_W, STAGE_H);
        width = WIDTH.in(p);
        skin = !SKIN.isIn(p) || SKIN.in(p);
        show = SHOWN.isIn(p) ? SHOW.indexOf(SHOWN.in(p)) : 0;
        FigureEight eight = ChainWorld.FIGURE_EIGHT;
        snakeTarget = new IdleTarget(eight, 0);
        snakeMover = new HeadMover(5, 240);
        snake = new FollowChain(snakeTarget.pointsBehindStart(SNAKE_JOINTS, SNAKE_GAP), SNAKE_GAP);
        koiTarget = new IdleTarget(eight, KOI_PHASE);
        Vec2[] koiStart = koiTarget.pointsBehindStart(KOI_JOINTS, KOI_GAP);
        double heading = koiStart[0].minus(koiStart[1]).angle();
        koiSwimmer = new KoiSwimmer(koiStart[0], heading, KoiSwimmer.CRUISE);
        koi = new AngleChain(koiStart, KOI_GAP, KOI_MAX_BEND, Vec2.polar(1, heading));
        rebuildBodies();
        restartTally();
    }

    private BodiesWorld(BodiesWorld from) {
        super(from);
        snake = from.snake.copy();
        snakeMover = from.snakeMover.copy();
        snakeTarget = from.snakeTarget.copy();
        koi = from.koi.copy();
        koiSwimmer = from.koiSwimmer.copy();
        koiTarget = from.koiTarget.copy();
        width = from.width;
        skin = from.skin;
        show = from.show;
        snakeBody = from.snakeBody;
        koiBody = from.koiBody;
        snakeWorstStep = from.snakeWorstStep;
        koiWorstStep = from.koiWorstStep;
        snakeFoldedTicks = from.snakeFoldedTicks;
        koiFoldedTicks = from.koiFoldedTicks;
    }

    @Override public BodiesWorld copy() { return new BodiesWorld(this); }

    @Override public void step() {
        tick++;
        Vec2 st = snakeTarget.update(timeSeconds(), DT);
        snake.follow(snakeMover.step(snake.joint(0), st, DT));
        Vec2 kt = koiTarget.update(timeSeconds(), DT);
        koiSwimmer.swim(kt, DT);
        koi.follow(koiSwimmer.head(), Vec2.polar(1, koiSwimmer.travelAngle()));
        rebuildBodies();
        double snakeStep = snakeBody.smallestSideStep();
        double koiStep = koiBody.smallestSideStep();
        snakeWorstStep = Math.min(snakeWorstStep, snakeStep);
        koiWorstStep = Math.min(koiWorstStep, koiStep);
        if (snakeStep < 0) snakeFoldedTicks++;
        if (koiStep < 0) koiFoldedTicks++;
    }

    /** Starts the fold tally again from the bodies as they are now (a new width is a new question). */
    private void restartTally() {
        snakeWorstStep = snakeBody.smallestSideStep();
        koiWorstStep = koiBody.smallestSideStep();
        snakeFoldedTicks = snakeWorstStep < 0 ? 1 : 0;
        koiFoldedTicks = koiWorstStep < 0 ? 1 : 0;
    }

    // Every tick: fresh arrays handed to the bodies (Body.adopt), no lambdas, no copies.
    private void rebuildBodies() {
        int n = snake.size();
        Vec2[] pts = new Vec2[n];
        double[] r = new double[n];
        for (int i = 0; i < n; i++) {
            pts[i] = snake.joint(i);
            r[i] = width * SnakeBody.radius(i, SNAKE_JOINTS);
        }
        snakeBody = Body.adopt(pts, r);
        n = koi.size();
        pts = new Vec2[n];
        r = new double[n];
        for (int i = 0; i < n; i++) {
            pts[i] = koi.joint(i);
            r[i] = width * KoiBody.radius(i, KOI_JOINTS);
        }
        koiBody = Body.adopt(pts, r);
    }

    @Override public List<SeriesSpec> series() { return SERIES; }

    @Override public void sample(double[] out) {
        out[0] = koiBody.sideLength(-1);
        out[1] = koiBody.sideLength(+1);
        out[2] = snakeBody.smallestSideStep();
        out[3] = koiBody.smallestSideStep();
        out[4] = KoiBody.finOpening(koiBody, -1);
        out[5] = KoiBody.finOpening(koiBody, +1);
    }

    @Override public void apply(Input input) {
        if (input instanceof Input.SetParam s) {
            if (WIDTH.isSetBy(s)) {
                width = WIDTH.from(s);
                rebuildBodies();
                restartTally();
            } else if (SKIN.isSetBy(s)) {
                skin = SKIN.from(s);
            } else if (SHOWN.isSetBy(s)) {
                show = SHOW.indexOf(SHOWN.from(s));
            }
        }
    }

    public Body snake() { return snakeBody; }

    public Body koi() { return koiBody; }

    public double width() { return width; }

    /** The snake's smallest skin step since the start or the last width change, px (below 0: the inner skin folded back). */
    public double snakeWorstStep() { return snakeWorstStep; }

    public double koiWorstStep() { return koiWorstStep; }

    /** On how many ticks since the start or the last width change the snake's inner skin folded back (smallest step below 0). */
    public int snakeFoldedTicks() { return snakeFoldedTicks; }

    public int koiFoldedTicks() { return koiFoldedTicks; }

    /** Whether the painter draws the skin (a view choice kept with the world so it replays with it). */
    public boolean skin() { return skin; }

    public boolean showSnake() { return show != 2; }

    public boolean showKoi() { return show != 1; }

    public Vec2 snakeTarget() { return snakeTarget.position(); }

    public Vec2 koiTarget() { return koiTarget.position(); }

    /** The koi's spine length, (joints - 1) x gap, px. */
    public static double koiSpine() { return (KOI_JOINTS - 1) * KOI_GAP; }

    /** What {@code measure bodies} runs: this world, tick by tick, printed as CSV. */
    public static final Scenario SCENARIO = new WorldScenario("bodies", "the snake's and the koi's skins built from their circles: side lengths, crumpling, fins",
            SCENARIO_PARAMS, 540, BodiesWorld::new);
}
