package org.creatureexplorer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.DoubleSupplier;
import java.util.function.ToDoubleFunction;
import java.util.stream.Stream;
import org.creatureexplorer.creature.Spider;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.Scenario;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.catalog.Scenarios;
import org.creatureexplorer.world.blends.GrazeWorld;
import org.creatureexplorer.world.blends.GrazeWorld.Predator;
import org.creatureexplorer.world.blends.GrazeWorld.Rule;
import org.creatureexplorer.world.jeremiah.SpringBodyWorld;
import org.creatureexplorer.world.skeletons.ChainWorld;
import org.creatureexplorer.world.skeletons.FoldWorld;
import org.creatureexplorer.world.skeletons.SpiderWorld;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every measured number that README.md's lesson table and the lesson texts quote, tied to the
 * run that measures it. One row per quote: the file, the quoted text exactly as it appears,
 * how it is measured (a scenario with its parameters and the column or statistic, run in
 * process through {@link Scenario#run}, or the lesson's world where the scenario has no such
 * input), the figure and the tolerance. A row whose figure is the source's (the chapter's
 * published run) says so: it either checks ours against the source's figure within a stated
 * tolerance, or is marked as the source's only (then only the quote is checked). Edit a text
 * or a model and this test names the figure that drifted.
 */
class QuotedNumbersTest {

    /** Whose number the text quotes. */
    enum Origin {
        /** Ours: the measurement must give the figure within the tolerance. */
        OURS,
        /** The source's: ours must come within the (wider) stated tolerance of it. */
        SOURCE,
        /** The source's only: ours differs by more than a tolerance could honestly cover; the text says why. */
        SOURCE_ONLY
    }

    record Quote(String file, String text, String how, Origin origin, double figure, double tolerance,
                 DoubleSupplier measure) {}

    private static final List<Quote> QUOTES = new ArrayList<>();

    private static void ours(String file, String text, String how, double figure, double tol, DoubleSupplier m) {
        QUOTES.add(new Quote(file, text, how, Origin.OURS, figure, tol, m));
    }

    private static void source(String file, String text, String how, double figure, double tol, DoubleSupplier m) {
        QUOTES.add(new Quote(file, text, how, Origin.SOURCE, figure, tol, m));
    }

    private static void sourceOnly(String file, String text, String how, double figure) {
        QUOTES.add(new Quote(file, text, how, Origin.SOURCE_ONLY, figure, Double.NaN, null));
    }

    // ---- runs, each made once -------------------------------------------------------------

    /** A scenario's output: column names and rows (cells as printed). */
    record Table(List<String> columns, List<String[]> rows) {
        int col(String name) {
            int i = columns.indexOf(name);
            if (i < 0) throw new IllegalArgumentException("no column " + name + " in " + columns);
            return i;
        }

        double at(int row, String column) { return Double.parseDouble(rows.get(row)[col(column)]); }

        double last(String column) { return at(rows.size() - 1, column); }

        double max(String column) { return stat(column, 0, Math::max, Double.NEGATIVE_INFINITY); }

        double min(String column) { return stat(column, 0, Math::min, Double.POSITIVE_INFINITY); }

        /** Mean over rows 1..last (row 0 is the state before the first tick). */
        double meanAfterStart(String column) {
            double sum = 0;
            for (int r = 1; r < rows.size(); r++) sum += at(r, column);
            return sum / (rows.size() - 1);
        }

        private double stat(String column, int from, java.util.function.DoubleBinaryOperator op, double start) {
            double v = start;
            for (int r = from; r < rows.size(); r++) v = op.applyAsDouble(v, at(r, column));
            return v;
        }
    }

    private static final Map<String, Table> RUNS = new HashMap<>();

    /** Runs scenario {@code name} with {@code name=value} settings, in process; cached by the whole call. */
    static Table run(String name, String... settings) {
        String key = name + " " + String.join(" ", settings);
        return RUNS.computeIfAbsent(key, k -> {
            Scenario s = Scenarios.byName(name).orElseThrow();
            ParamValues p = ParamValues.defaults(s.params());
            for (String kv : settings) {
                String[] parts = kv.split("=", 2);
                p.parseAndSet(parts[0], parts[1]);
            }
            s.validate(p);
            List<String[]> rows = new ArrayList<>();
            s.run(p, rows::add);
            return new Table(s.columns(), rows);
        });
    }

    private static final Map<String, Double> CACHE = new HashMap<>();

    static double once(String key, DoubleSupplier m) { return CACHE.computeIfAbsent(key, k -> m.getAsDouble()); }

    /** Ticks inside the radius after 240 ticks of the graze world. */
    static double inside(Rule r, Predator p, long seed) {
        GrazeWorld w = graze(r, p, seed);
        for (int t = 0; t < 240; t++) w.step();
        return w.insideTicks();
    }

    static GrazeWorld graze(Rule r, Predator p, long seed) { return new GrazeWorld(r, p, seed, 0.3, 40, 0.94, 2); }

    /** Over seeds 0..99 with the predator parked: {mean sum, mean switch, mean alarm, alarm fewest, switch above sum}. */
    static double[] hundredSeeds() {
        double[] out = new double[5];
        for (long seed = 0; seed < 100; seed++) {
            double sum = inside(Rule.SUM, Predator.PARK, seed);
            double sw = inside(Rule.SWITCH, Predator.PARK, seed);
            double fear = inside(Rule.FEAR, Predator.PARK, seed);
            out[0] += sum / 100;
            out[1] += sw / 100;
            out[2] += fear / 100;
            if (fear < sum && fear < sw) out[3]++;
            if (sw > sum) out[4]++;
        }
        return out;
    }

    private static double[] hundred;

    static double hundred(int i) {
        if (hundred == null) hundred = hundredSeeds();
        return hundred[i];
    }

    /** A graze run's statistic after {@code ticks} ticks. */
    static double grazeAfter(Rule r, Predator p, int ticks, ToDoubleFunction<GrazeWorld> stat) {
        GrazeWorld w = graze(r, p, 5);
        for (int t = 0; t < ticks; t++) w.step();
        return stat.applyAsDouble(w);
    }

    /** Number of times the predator came inside (entries) in 240 ticks. */
    static double entries(Rule r, Predator p, double maxForce) {
        GrazeWorld w = new GrazeWorld(r, p, 5, maxForce, 40, 0.94, 2);
        int n = 0;
        boolean was = w.inside();
        for (int t = 0; t < 240; t++) {
            w.step();
            if (w.inside() && !was) n++;
            was = w.inside();
        }
        return n;
    }

    /** Crossings of the radius (in or out) in 240 ticks. */
    static double crossings(Rule r, Predator p, double maxForce) {
        GrazeWorld w = new GrazeWorld(r, p, 5, maxForce, 40, 0.94, 2);
        int n = 0;
        boolean was = w.inside();
        for (int t = 0; t < 240; t++) {
            w.step();
            if (w.inside() != was) n++;
            was = w.inside();
        }
        return n;
    }

    /** First tick (1..240) on which {@code when} holds for the graze world, or -1. */
    static double firstTick(Rule r, Predator p, java.util.function.Predicate<GrazeWorld> when) {
        GrazeWorld w = graze(r, p, 5);
        for (int t = 1; t <= 240; t++) {
            w.step();
            if (when.test(w)) return t;
        }
        return -1;
    }

    /** Share of ticks, in %, on which some koi joint is on its 0.35 rad limit, over laps 2 to 6 (6 s = 360 ticks a lap). */
    static double koiLimitShare() {
        FoldWorld w = new FoldWorld(ParamValues.defaults(FoldWorld.PARAMS));
        double[] s = new double[w.series().size()];
        int atLimit = 0;
        for (int t = 1; t <= 6 * 360; t++) {
            w.step();
            w.sample(s);
            if (t > 360 && s[4] > 0) atLimit++;
        }
        return 100.0 * atLimit / (5 * 360);
    }

    /** Largest spring-body stretch over an hour on the noise orbit (the lesson's default head path). */
    static double springBodyHourMax() {
        SpringBodyWorld w = new SpringBodyWorld(ParamValues.defaults(SpringBodyWorld.LESSON_PARAMS));
        double[] s = new double[w.series().size()];
        double most = 0;
        for (int t = 0; t < 60 * 60 * 60; t++) {
            w.step();
            w.sample(s);
            most = Math.max(most, s[3]);
        }
        return most;
    }

    private static double[] jeremiah;

    /** The 200,000-tick Jeremiah run, read row by row as it is written: {NaN cells, fewest feet on a wall}. */
    static double[] jeremiah() {
        if (jeremiah != null) return jeremiah;
        Scenario s = Scenarios.byName("jeremiah").orElseThrow();
        ParamValues p = ParamValues.defaults(s.params());
        p.set("ticks", 200_000);
        int feet = s.columns().indexOf("feet_planted"), stepped = s.columns().indexOf("steps_this_tick");
        double[] out = {0, Double.MAX_VALUE};
        s.run(p, row -> {
            for (String c : row) if (c.contains("NaN")) out[0]++;
            // A foot either stayed put on its wall or stepped (in one frame) onto a wall this tick.
            out[1] = Math.min(out[1], Double.parseDouble(row[feet]) + Double.parseDouble(row[stepped]));
        });
        jeremiah = out;
        return out;
    }

    /** Index of the chain joint with the sharpest bend. */
    static int sharpestJoint(ChainWorld w) {
        int best = 1;
        double most = -1;
        for (int i = 1; i < w.chain().size() - 1; i++) {
            Vec2 a = w.chain().joint(i - 1), b = w.chain().joint(i), c = w.chain().joint(i + 1);
            double d = Math.atan2(a.y() - b.y(), a.x() - b.x()) - Math.atan2(b.y() - c.y(), b.x() - c.x());
            d = Math.abs(Math.IEEEremainder(d, 2 * Math.PI));
            if (d > most) {
                most = d;
                best = i;
            }
        }
        return best;
    }

    /** The kink test of chain.md: the pointer jumps to (60, 40) at tick 120; {joint at +5 ticks, joint at +85 ticks}. */
    static double[] kink() {
        ChainWorld w = new ChainWorld(ParamValues.defaults(ChainWorld.PARAMS));
        for (int t = 0; t < 120; t++) w.step();
        w.apply(new Input.PointerAt(new Vec2(60, 40)));
        double[] out = new double[2];
        for (int t = 0; t <= 85; t++) {
            w.step();
            if (t == 5) out[0] = sharpestJoint(w);
            if (t == 85) out[1] = sharpestJoint(w);
        }
        return out;
    }

    /** The spider's body height over its planted feet in the first 9 s: {lowest, highest}. */
    static double[] spiderHeights() {
        SpiderWorld w = new SpiderWorld(ParamValues.defaults(SpiderWorld.PARAMS));
        double lo = Double.MAX_VALUE, hi = -Double.MAX_VALUE;
        for (int t = 0; t < 540; t++) {
            w.step();
            lo = Math.min(lo, w.spider().clearance());
            hi = Math.max(hi, w.spider().clearance());
        }
        return new double[] {lo, hi};
    }

    /** The largest value of one measured column of a lesson's own world over {@code ticks}, with parameters set. */
    static double lessonMax(String lessonId, int ticks, String column, String... settings) {
        var lesson = org.creatureexplorer.catalog.LessonCatalog.all().stream().filter(l -> l.id().equals(lessonId)).findFirst().orElseThrow();
        ParamValues p = lesson.defaultParams();
        for (String kv : settings) p.parseAndSet(kv.substring(0, kv.indexOf('=')), kv.substring(kv.indexOf('=') + 1));
        var w = lesson.createWorld(p);
        int col = -1;
        for (int k = 0; k < w.series().size(); k++) if (w.series().get(k).column().equals(column)) col = k;
        if (col < 0) throw new IllegalArgumentException("no column " + column + " in " + lessonId);
        double[] out = new double[w.series().size()];
        double max = -Double.MAX_VALUE;
        for (int t = 0; t < ticks; t++) {
            w.step();
            w.sample(out);
            max = Math.max(max, out[col]);
        }
        return max;
    }

    /** Swaps in 9 s of a spider whose body moves at a steady 240 px/s. */
    static double spiderSwapsAt240() {
        Spider s = new Spider(SpiderWorld::ground, 0);
        double x = 0;
        for (int t = 0; t < 540; t++) {
            x += 240.0 / 60;
            s.step(x, 1.0 / 60);
        }
        return s.setSwaps();
    }

    /** Lizard over 18 s: steps per second, mean stride, stretched share (%). */
    static double lizard(String trigger, int which) {
        Table t = run("lizard", "step-trigger=" + trigger);
        return switch (which) {
            case 0 -> t.last("steps_total") / 18;
            case 1 -> t.last("mean_stride");
            default -> 100 * t.meanAfterStart("stretched_legs") / 4;
        };
    }

    /** Largest hip-to-foot distance of the lizard over 18 s at trigger 38. */
    static double lizardLongestLeg() {
        var p = ParamValues.defaults(org.creatureexplorer.world.skeletons.LizardWorld.PARAMS);
        var w = new org.creatureexplorer.world.skeletons.LizardWorld(p);
        double most = 0;
        for (int t = 0; t < 1080; t++) {
            w.step();
            for (int i = 0; i < w.lizard().legCount(); i++) {
                var leg = w.lizard().leg(i);
                most = Math.max(most, w.lizard().hip(leg).distanceTo(leg.foot()));
            }
        }
        return most;
    }

    /** Pet: the distance when the cross stops (3.5 s), and the time and distance when WANDER starts. */
    static double pet(int which) {
        Scenario s = Scenarios.byName("pet").orElseThrow();
        List<String[]> rows = new ArrayList<>();
        s.run(ParamValues.defaults(s.params()), rows::add);
        int state = s.columns().indexOf("state"), dist = s.columns().indexOf("distance"), time = s.columns().indexOf("time_s");
        if (which == 0) return Double.parseDouble(rows.get(210)[dist]);
        for (int r = 211; r < rows.size(); r++) {
            if (rows.get(r)[state].equals("WANDER")) return Double.parseDouble(rows.get(r)[which == 1 ? time : dist]);
        }
        return Double.NaN;
    }

    /** Longest run of STARTLED rows in the scripted pet run (ticks). */
    static double petStartledTicks() {
        Scenario s = Scenarios.byName("pet").orElseThrow();
        List<String[]> rows = new ArrayList<>();
        s.run(ParamValues.defaults(s.params()), rows::add);
        int state = s.columns().indexOf("state");
        int run = 0, longest = 0;
        for (String[] r : rows) {
            run = r[state].equals("STARTLED") ? run + 1 : 0;
            longest = Math.max(longest, run);
        }
        return longest;
    }

    /** Count of chain gap-20 ticks (1..1080) with an overlap, or the most pairs. */
    static double chainOverlap(String gap, boolean most) {
        Table t = run("chain", "gap=" + gap, "ticks=1080");
        double m = 0;
        int n = 0;
        for (int r = 1; r < t.rows().size(); r++) {
            double v = t.at(r, "overlapping_pairs");
            m = Math.max(m, v);
            if (v > 0) n++;
        }
        return most ? m : n;
    }

    static {
        String readme = "README.md";
        // ---- README, lesson table -------------------------------------------------------------
        ours(readme, "error ~1e-14 px", "chain, 600 ticks: log10 of the largest max_gap_error", -14, 1,
                () -> Math.log10(run("chain").max("max_gap_error")));
        ours(readme, "folds to 3.1 rad", "fold --max-bend=3.15: largest max_bend", 3.1, 0.05, () -> run("fold", "max-bend=3.15").max("max_bend"));
        ours(readme, "with 4 overlapping pairs, closest 0.17 px", "fold --max-bend=3.15: most overlapping_pairs", 4, 0,
                () -> run("fold", "max-bend=3.15").max("overlapping_pairs"));
        ours(readme, "with 4 overlapping pairs, closest 0.17 px", "fold --max-bend=3.15: smallest closest_pair", 0.17, 0.005,
                () -> run("fold", "max-bend=3.15").min("closest_pair"));
        sourceOnly(readme, "(the source's run: 8 pairs, 3.97 px)", "the source's fold test (ours: 4 pairs, 0.17 px)", 8);
        ours(readme, "at a 0.35 rad limit none", "fold (0.35): most overlapping_pairs", 0, 0, () -> run("fold").max("overlapping_pairs"));
        ours(readme, "touches its limit in 43% of frames", "koi world, laps 2-6: % of ticks with a joint at the limit", 43, 0.5,
                () -> once("koi", QuotedNumbersTest::koiLimitShare));
        source(readme, "(the source: about 40%)", "koi limit share, ours vs the source's 40%", 40, 5, () -> once("koi", QuotedNumbersTest::koiLimitShare));
        ours(readme, "tip error 6.04 px after one iteration", "fabrik: tip_error at iteration 1", 6.04, 0.005, () -> run("fabrik").at(1, "tip_error"));
        ours(readme, "under 0.01 px after 13", "fabrik: first iteration with tip_error < 0.01", 13, 0, () -> {
            Table t = run("fabrik");
            for (int r = 0; r < t.rows().size(); r++) if (t.at(r, "tip_error") < 0.01) return t.at(r, "iteration");
            return -1;
        });
        ours(readme, "4.94 → 3.61 steps/s", "lizard (18 s): steps_total / 18 at trigger 38", 4.94, 0.006, () -> lizard("38", 0));
        ours(readme, "4.94 → 3.61 steps/s", "lizard --step-trigger=60: steps_total / 18", 3.61, 0.006, () -> lizard("60", 0));
        ours(readme, "stride 60.4 → 80.5 px", "lizard: mean_stride at 18 s, trigger 38", 60.4, 0.05, () -> lizard("38", 1));
        ours(readme, "stride 60.4 → 80.5 px", "lizard --step-trigger=60: mean_stride", 80.5, 0.05, () -> lizard("60", 1));
        ours(readme, "legs stretched 11.0% → 38.0% of the time", "lizard: mean stretched_legs / 4, trigger 38", 11.0, 0.05, () -> lizard("38", 2));
        ours(readme, "legs stretched 11.0% → 38.0% of the time", "lizard --step-trigger=60: mean stretched_legs / 4", 38.0, 0.05, () -> lizard("60", 2));
        source(readme, "(the source: 5.7 → 3.7, 54 → 79 px, 7% → 31%)", "lizard steps/s at 38 vs the source's 5.7", 5.7, 0.8, () -> lizard("38", 0));
        source(readme, "(the source: 5.7 → 3.7, 54 → 79 px, 7% → 31%)", "lizard steps/s at 60 vs the source's 3.7", 3.7, 0.2, () -> lizard("60", 0));
        source(readme, "(the source: 5.7 → 3.7, 54 → 79 px, 7% → 31%)", "lizard stride at 38 vs the source's 54", 54, 7, () -> lizard("38", 1));
        source(readme, "(the source: 5.7 → 3.7, 54 → 79 px, 7% → 31%)", "lizard stride at 60 vs the source's 79", 79, 2, () -> lizard("60", 1));
        source(readme, "(the source: 5.7 → 3.7, 54 → 79 px, 7% → 31%)", "lizard stretched % at 38 vs the source's 7", 7, 4.5, () -> lizard("38", 2));
        source(readme, "(the source: 5.7 → 3.7, 54 → 79 px, 7% → 31%)", "lizard stretched % at 60 vs the source's 31", 31, 7.5, () -> lizard("60", 2));
        ours(readme, "rides 22 px over the planted feet", "spider world, 9 s: mean of lowest and highest clearance", 22, 1.5,
                () -> (spiderHeights()[0] + spiderHeights()[1]) / 2);
        ours(readme, "it steps 15 times", "spider (9 s): last set_swaps", 15, 0, () -> run("spider").last("set_swaps"));
        sourceOnly(readme, "(the source's spider: 49)", "the source's spider on its figure-eight (ours 15; spider.md says why)", 49);
        ours(readme, "≈20 px/tick at the rim", "head-orbit, 60,000 ticks: fastest head_speed", 20, 1, () -> run("head-orbit", "ticks=60000").max("head_speed"));
        ours(readme, "the distance (50–300 px)", "head-orbit, 60,000 ticks: smallest radius", 50, 1e-6, () -> run("head-orbit", "ticks=60000").min("radius"));
        ours(readme, "the distance (50–300 px)", "head-orbit, 60,000 ticks: largest radius", 300, 1e-6, () -> run("head-orbit", "ticks=60000").max("radius"));
        ours(readme, "≈3.5 near the centre", "head-orbit, 60,000 ticks: fastest head_speed while radius < 51 px", 3.5, 0.15, () -> {
            Table t = run("head-orbit", "ticks=60000");
            double m = 0;
            for (int r = 0; r < t.rows().size(); r++) if (t.at(r, "radius") < 51) m = Math.max(m, t.at(r, "head_speed"));
            return m;
        });
        ours(readme, "≈41 with the mouse held", "head-orbit --mouse-held=true, 60,000 ticks: fastest head_speed", 41, 1,
                () -> run("head-orbit", "mouse-held=true", "ticks=60000").max("head_speed"));
        ours(readme, "every gap settles at rest + v/4", "spring-body --head-speed=20: mean gap = length / (rest_length / 6)", 6 + 20.0 / 4, 1e-9, () -> {
            Table t = run("spring-body", "head-speed=20", "ticks=600");
            return t.last("length") / (t.last("rest_length") / 6);
        });
        ours(readme, "out of reach it sits halfway across the gap", "spring-knee --distance=300: hip spring stretch at tick 200 (each takes (300 - 220) / 2)", 40, 1e-9,
                () -> run("spring-knee", "distance=300", "ticks=200").last("hip_spring_error"));
        ours(readme, "out of reach it sits halfway across the gap", "spring-knee --distance=300: foot spring stretch at tick 200", 40, 1e-9,
                () -> run("spring-knee", "distance=300", "ticks=200").last("foot_spring_error"));
        ours(readme, "1 + v/24 of its rest length (≈1.83 at top speed)", "spring-body --head-speed=20: last stretch", 1 + 20.0 / 24, 0.005,
                () -> run("spring-body", "head-speed=20", "ticks=600").last("stretch"));
        ours(readme, "errors < 1e-9 px in 40 ticks", "spring-knee --ticks=40: largest |spring error| at tick 40", 0, 1e-9, () -> {
            Table t = run("spring-knee", "ticks=40");
            return Math.max(Math.abs(t.last("hip_spring_error")), Math.abs(t.last("foot_spring_error")));
        });
        ours(readme, "every gap settles at 10 d, the feeler at 110 d", "feeler, 2000 ticks: last mean_gap_over_drift", 10, 1e-9,
                () -> run("feeler", "ticks=2000").last("mean_gap_over_drift"));
        ours(readme, "every gap settles at 10 d, the feeler at 110 d", "feeler, 2000 ticks: last tip_distance", 110, 1e-9,
                () -> run("feeler", "ticks=2000").last("tip_distance"));
        ours(readme, "the tip 99 behind the head", "feeler --head-speed=2 --drift-x=0: (head_x - tip_x) / 2", 99, 1e-9, () -> {
            Table t = run("feeler", "head-speed=2", "drift-x=0", "ticks=2000");
            return (t.last("head_x") - t.last("tip_x")) / 2;
        });
        ours(readme, "200,000 ticks (55 min) without NaN", "jeremiah --ticks=200000: cells that read NaN", 0, 0, () -> jeremiah()[0]);
        ours(readme, "every foot on a wall every tick", "jeremiah --ticks=200000: fewest feet_planted + steps_this_tick (of 16)", 16, 0, () -> jeremiah()[1]);
        ours(readme, "raw steering 4.00 → force 0.30", "steer from the worked example: steer_len at row 0", 4.00, 0.005,
                () -> run("steer", "x=40", "y=100", "vx=-0.48", "vy=1.76", "target-x=136", "target-y=28").at(0, "steer_len"));
        ours(readme, "raw steering 4.00 → force 0.30", "same: |force| at row 0", 0.30, 1e-12, () -> {
            Table t = run("steer", "x=40", "y=100", "vx=-0.48", "vy=1.76", "target-x=136", "target-y=28");
            return Math.hypot(t.at(0, "force_x"), t.at(0, "force_y"));
        });
        ours(readme, "seek swings ~10 px through the target", "steer (seek), ticks 120-240: largest distance", 10, 1.5, () -> {
            Table t = run("steer");
            double m = 0;
            for (int r = 120; r < t.rows().size(); r++) m = Math.max(m, t.at(r, "distance"));
            return m;
        });
        ours(readme, "arrive (R = 24) closes a tenth per tick", "steer --behavior=arrive: distance(61) / distance(60)", 0.9, 1e-6, () -> {
            Table t = run("steer", "behavior=arrive");
            return t.at(61, "distance") / t.at(60, "distance");
        });
        ours(readme, "circle wander 2.26 px/tick and 6.5°/tick", "wander (seed 5): path / 240", 2.26, 0.005, () -> run("wander").last("path") / 240);
        ours(readme, "circle wander 2.26 px/tick and 6.5°/tick", "wander: mean turn_deg, ticks 1-240", 6.5, 0.05, () -> run("wander").meanAfterStart("turn_deg"));
        ours(readme, "jump wander 0.62 px/tick and 31°/tick", "wander --kind=jump: path / 240", 0.62, 0.005, () -> run("wander", "kind=jump").last("path") / 240);
        ours(readme, "jump wander 0.62 px/tick and 31°/tick", "wander --kind=jump: mean turn_deg", 31, 0.5, () -> run("wander", "kind=jump").meanAfterStart("turn_deg"));
        source(readme, "(the chapter's run: 2.257 and 7.0°, 0.702 and 25.0°)", "circle speed vs the chapter's 2.257", 2.257, 0.01, () -> run("wander").last("path") / 240);
        source(readme, "(the chapter's run: 2.257 and 7.0°, 0.702 and 25.0°)", "circle turn vs the chapter's 7.0°", 7.0, 0.6, () -> run("wander").meanAfterStart("turn_deg"));
        source(readme, "(the chapter's run: 2.257 and 7.0°, 0.702 and 25.0°)", "jump speed vs the chapter's 0.702", 0.702, 0.1, () -> run("wander", "kind=jump").last("path") / 240);
        source(readme, "(the chapter's run: 2.257 and 7.0°, 0.702 and 25.0°)", "jump turn vs the chapter's 25.0°", 25.0, 6, () -> run("wander", "kind=jump").meanAfterStart("turn_deg"));
        ours(readme, "leaves the walker at rest 2.00 px downwind", "steer --behavior=arrive --wind-x=0.2 --ticks=2000: last distance", 2.00, 0.005,
                () -> run("steer", "behavior=arrive", "wind-x=0.2", "ticks=2000").last("distance"));
        ours(readme, "inside the radius 39 of 240 ticks", "graze --predator=park (alarm): inside ticks", 39, 0, () -> inside(Rule.FEAR, Predator.PARK, 5));
        ours(readme, "against 77 (switch) and 69 (weighted sum)", "graze --predator=park --blend=switch", 77, 0, () -> inside(Rule.SWITCH, Predator.PARK, 5));
        ours(readme, "against 77 (switch) and 69 (weighted sum)", "graze --predator=park --blend=sum", 69, 0, () -> inside(Rule.SUM, Predator.PARK, 5));
        source(readme, "(the chapter: 52, 89, 79)", "alarm vs the chapter's 52 (another random stream)", 52, 15, () -> inside(Rule.FEAR, Predator.PARK, 5));
        source(readme, "(the chapter: 52, 89, 79)", "switch vs the chapter's 89", 89, 15, () -> inside(Rule.SWITCH, Predator.PARK, 5));
        source(readme, "(the chapter: 52, 89, 79)", "sum vs the chapter's 79", 79, 15, () -> inside(Rule.SUM, Predator.PARK, 5));
        ours(readme, "the alarm has the fewest in all 100 and the switch is worst in 86", "graze parked, seeds 0-99: alarm fewest", 100, 0, () -> hundred(3));
        ours(readme, "the alarm has the fewest in all 100 and the switch is worst in 86", "graze parked, seeds 0-99: switch above sum", 86, 0, () -> hundred(4));
        ours(readme, "flight keeps the majority for 11 ticks after the walker leaves", "graze (alarm, walking): ticks after leaving with fear > 1/2", 11, 0, () -> {
            GrazeWorld w = graze(Rule.FEAR, Predator.WALK, 5);
            int majority = 0;
            boolean left = false;
            for (int t = 0; t < 240; t++) {
                boolean was = w.inside();
                w.step();
                left |= was && !w.inside();
                if (left && !w.inside() && w.fear() > 0.5) majority++;
                if (left && w.fear() <= 0.5) break;
            }
            return majority;
        });
        ours(readme, "STARTLED for exactly 1.1 s", "pet: longest run of STARTLED rows (ticks)", 66, 0, QuotedNumbersTest::petStartledTicks);

        // ---- lesson texts ---------------------------------------------------------------------
        String blends = "lessons/blends.md";
        ours(blends, "all three meet the radius at tick 36 (predator 38.92 px away)", "graze (walk): first tick inside", 36, 0,
                () -> firstTick(Rule.SUM, Predator.WALK, GrazeWorld::inside));
        ours(blends, "all three meet the radius at tick 36 (predator 38.92 px away)", "graze (walk): distance at tick 36", 38.92, 0.005,
                () -> grazeAfter(Rule.FEAR, Predator.WALK, 36, GrazeWorld::predatorDistance));
        source(blends, "first comes inside at tick 36 at 38.92 px, as in the chapter", "the chapter's 38.92 px at tick 36", 38.92, 0.005,
                () -> grazeAfter(Rule.SWITCH, Predator.WALK, 36, GrazeWorld::predatorDistance));
        ours(blends, "26 ticks inside for the sum, 27 for the switch and the alarm", "graze (walk, sum): inside ticks", 26, 0, () -> inside(Rule.SUM, Predator.WALK, 5));
        ours(blends, "26 ticks inside for the sum, 27 for the switch and the alarm", "graze (walk, switch)", 27, 0, () -> inside(Rule.SWITCH, Predator.WALK, 5));
        ours(blends, "26 ticks inside for the sum, 27 for the switch and the alarm", "graze (walk, alarm)", 27, 0, () -> inside(Rule.FEAR, Predator.WALK, 5));
        source(blends, "(the chapter: 29)", "walking alarm's inside ticks vs the chapter's 29", 29, 3, () -> inside(Rule.FEAR, Predator.WALK, 5));
        ours(blends, "all three are grazing again by tick 111", "graze (walk): first tick after 40 with feeding() true, latest rule", 111, 0,
                () -> Math.max(firstTick(Rule.FEAR, Predator.WALK, w -> w.tick() > 40 && w.feeding()),
                        Math.max(firstTick(Rule.SWITCH, Predator.WALK, w -> w.tick() > 40 && w.feeding()),
                                firstTick(Rule.SUM, Predator.WALK, w -> w.tick() > 40 && w.feeding()))));
        ours(blends, "the first startle is at tick 26", "graze --predator=park: first tick inside", 26, 0, () -> firstTick(Rule.FEAR, Predator.PARK, GrazeWorld::inside));
        ours(blends, "sum: 69 ticks inside, 12 times in", "graze parked sum: entries", 12, 0, () -> entries(Rule.SUM, Predator.PARK, 0.3));
        ours(blends, "it ends 10.95 px from the tuft", "graze parked sum: tuft_distance at 240", 10.95, 0.005,
                () -> grazeAfter(Rule.SUM, Predator.PARK, 240, GrazeWorld::tuftDistance));
        ours(blends, "(43.12 px from the predator)", "graze parked sum: predator_distance at 240", 43.12, 0.005,
                () -> grazeAfter(Rule.SUM, Predator.PARK, 240, GrazeWorld::predatorDistance));
        source(blends, "the chapter's 11.28 and 43.28", "sum's end distance from the tuft vs the chapter's 11.28", 11.28, 0.5,
                () -> grazeAfter(Rule.SUM, Predator.PARK, 240, GrazeWorld::tuftDistance));
        source(blends, "the chapter's 11.28 and 43.28", "sum's end distance from the predator vs the chapter's 43.28", 43.28, 0.5,
                () -> grazeAfter(Rule.SUM, Predator.PARK, 240, GrazeWorld::predatorDistance));
        ours(blends, "at tick 35 our walker is at (109.87, 63.71) running at 2.33 px per tick", "graze (walk): x at tick 35", 109.87, 0.005,
                () -> grazeAfter(Rule.FEAR, Predator.WALK, 35, w -> w.body().position().x()));
        ours(blends, "at tick 35 our walker is at (109.87, 63.71) running at 2.33 px per tick", "graze (walk): y at tick 35", 63.71, 0.005,
                () -> grazeAfter(Rule.FEAR, Predator.WALK, 35, w -> w.body().position().y()));
        ours(blends, "at tick 35 our walker is at (109.87, 63.71) running at 2.33 px per tick", "graze (walk): speed at tick 35", 2.33, 0.005,
                () -> grazeAfter(Rule.FEAR, Predator.WALK, 35, w -> w.body().speed()));
        source(blends, "the chapter's at (111.57, 64.63) at 2.40", "tick-35 position: ours within 2 px of the chapter's", 0, 2.0,
                () -> grazeAfter(Rule.FEAR, Predator.WALK, 35, w -> w.body().position().distanceTo(new Vec2(111.57, 64.63))));
        ours(blends, "where ours never comes nearer than 35.04 px", "graze parked sum: closest", 35.04, 0.005,
                () -> grazeAfter(Rule.SUM, Predator.PARK, 240, GrazeWorld::closest));
        sourceOnly(blends, "the chapter's parked sum walker once came within 12.93 px of the predator", "the chapter's closest approach (ours 35.04 px)", 12.93);
        ours(blends, "switch: 77 ticks inside, 10 times in", "graze parked switch: inside", 77, 0, () -> inside(Rule.SWITCH, Predator.PARK, 5));
        ours(blends, "switch: 77 ticks inside, 10 times in", "graze parked switch: entries", 10, 0, () -> entries(Rule.SWITCH, Predator.PARK, 0.3));
        ours(blends, "alarm: 39 ticks inside, only 4 times in", "graze parked alarm: entries", 4, 0, () -> entries(Rule.FEAR, Predator.PARK, 0.3));
        source(blends, "counts 79 (sum), 89 (switch) and 52 (alarm)", "seed-5 sum vs the chapter's 79 (another random stream)", 79, 15, () -> inside(Rule.SUM, Predator.PARK, 5));
        ours(blends, "ours average 79.5 (sum), 86.5 (switch) and 36.8 (alarm)", "graze parked, seeds 0-99: mean sum", 79.5, 0.05, () -> hundred(0));
        ours(blends, "ours average 79.5 (sum), 86.5 (switch) and 36.8 (alarm)", "mean switch", 86.5, 0.05, () -> hundred(1));
        ours(blends, "ours average 79.5 (sum), 86.5 (switch) and 36.8 (alarm)", "mean alarm", 36.8, 0.05, () -> hundred(2));
        ours(blends, "the switch has more than the sum in 86 of them", "seeds 0-99: switch above sum", 86, 0, () -> hundred(4));
        ours(blends, "crosses the radius 174 times in 240 ticks", "graze parked switch, max-force inf: crossings", 174, 0,
                () -> crossings(Rule.SWITCH, Predator.PARK, Double.POSITIVE_INFINITY));
        ours(blends, "It becomes the switch's, 77 ticks at seed 5", "graze parked alarm, decay 0: inside", 77, 0, () -> {
            GrazeWorld w = new GrazeWorld(Rule.FEAR, Predator.PARK, 5, 0.3, 40, 0, 2);
            for (int t = 0; t < 240; t++) w.step();
            return w.insideTicks();
        });
        ours(blends, "overshoots (4.05 px per tick at seed 5)", "graze parked sum, no cap: top speed inside", 4.05, 0.005, () -> {
            GrazeWorld w = new GrazeWorld(Rule.SUM, Predator.PARK, 5, Double.POSITIVE_INFINITY, 40, 0.94, 2);
            for (int t = 0; t < 240; t++) w.step();
            return w.topSpeedInside();
        });

        String alarm = "lessons/alarm.md";
        ours(alarm, "tick 36: predator 38.92 px away, IN, fear 1.000", "graze (walk, alarm): distance at 36", 38.92, 0.005,
                () -> grazeAfter(Rule.FEAR, Predator.WALK, 36, GrazeWorld::predatorDistance));
        ours(alarm, "running east at 2.34 px per tick", "graze (walk, alarm): speed at 36", 2.34, 0.005,
                () -> grazeAfter(Rule.FEAR, Predator.WALK, 36, w -> w.body().speed()));
        ours(alarm, "2.04, 1.74, 1.44", "graze (walk, alarm): speed at 37 minus speed at 38", 0.30, 0.005,
                () -> grazeAfter(Rule.FEAR, Predator.WALK, 37, w -> w.body().speed()) - grazeAfter(Rule.FEAR, Predator.WALK, 38, w -> w.body().speed()));
        ours(alarm, "until it reaches 2.40 at tick 52", "graze (walk, alarm): speed at 52", 2.40, 0.005,
                () -> grazeAfter(Rule.FEAR, Predator.WALK, 52, w -> w.body().speed()));
        ours(alarm, "tick 63: predator 42.05 px away, out, fear 0.940", "graze (walk, alarm): first tick out after 36", 63, 0,
                () -> firstTick(Rule.FEAR, Predator.WALK, w -> w.tick() > 36 && !w.inside()));
        ours(alarm, "tick 63: predator 42.05 px away, out, fear 0.940", "distance at 63", 42.05, 0.005,
                () -> grazeAfter(Rule.FEAR, Predator.WALK, 63, GrazeWorld::predatorDistance));
        ours(alarm, "tick 66: 0.781", "fear at 66", 0.781, 0.0005, () -> grazeAfter(Rule.FEAR, Predator.WALK, 66, GrazeWorld::fear));
        ours(alarm, "tick 74: fear 0.476, the first row under one half", "first tick with fear < 1/2 after the startle", 74, 0,
                () -> firstTick(Rule.FEAR, Predator.WALK, w -> w.tick() > 36 && w.fear() < 0.5));
        ours(alarm, "the walker is 67.87 px from the predator and still running at 2.15 px per tick", "distance at 74", 67.87, 0.005,
                () -> grazeAfter(Rule.FEAR, Predator.WALK, 74, GrazeWorld::predatorDistance));
        ours(alarm, "the walker is 67.87 px from the predator and still running at 2.15 px per tick", "speed at 74", 2.15, 0.005,
                () -> grazeAfter(Rule.FEAR, Predator.WALK, 74, w -> w.body().speed()));
        ours(alarm, "10 ticks later it is only 51 px from the predator", "graze (walk, switch): distance at 73", 51, 0.5,
                () -> grazeAfter(Rule.SWITCH, Predator.WALK, 73, GrazeWorld::predatorDistance));
        ours(alarm, "ours 27 ticks and 17.75 px", "graze (walk, alarm): closest", 17.75, 0.005,
                () -> grazeAfter(Rule.FEAR, Predator.WALK, 240, GrazeWorld::closest));
        source(alarm, "inside for 29 ticks and within 13.99 px", "closest vs the chapter's 13.99", 13.99, 4,
                () -> grazeAfter(Rule.FEAR, Predator.WALK, 240, GrazeWorld::closest));

        ours("lessons/legs.md", "the hip-to-foot distance reaches 64.6 px", "lizard world (18 s): longest hip-to-foot", 64.6, 0.05,
                QuotedNumbersTest::lizardLongestLeg);
        sourceOnly("lessons/legs.md", "with a leg once 77.24 px long", "the source's longest leg (ours 64.6 px)", 77.24);
        ours("lessons/legs.md", "over 18 s, 4.94", "lizard: steps_total / 18", 4.94, 0.006, () -> lizard("38", 0));

        String spider = "lessons/spider.md";
        ours(spider, "between 20.39 and 23.36 px", "spider world, 9 s: lowest clearance", 20.39, 0.005, () -> spiderHeights()[0]);
        ours(spider, "between 20.39 and 23.36 px", "spider world, 9 s: highest clearance", 23.36, 0.005, () -> spiderHeights()[1]);
        ours(spider, "**Steps taken**: 15 in the first 9 s.", "spider: last set_swaps", 15, 0, () -> run("spider").last("set_swaps"));
        ours(spider, "gives only 35 swaps in 9 s", "a spider body at a steady 240 px/s, 9 s: swaps", 35, 0, QuotedNumbersTest::spiderSwapsAt240);
        ours(spider, "In the first 9 s its highest peak is 42.5 px.", "spider world, 540 ticks: largest turn_lag", 42.5, 0.05,
                () -> lessonMax("spider", 540, "turn_lag"));
        ours("lessons/jeremiah.md", "The head reaches about 36 px/tick (seed 1, 7,200 ticks)", "jeremiah world, mouse held, 7,200 ticks: top head_speed", 36, 0.5,
                () -> lessonMax("jeremiah", 7200, "head_speed", "mouse-held=true"));
        ours("lessons/jeremiah.md", "The chart tops out a little lower, at 2.40", "same: top body_stretch", 2.40, 0.005,
                () -> lessonMax("jeremiah", 7200, "body_stretch", "mouse-held=true"));
        ours("lessons/legs.md", "in 18 s the lizard takes 130 steps at 20 px and 44 at 90 px", "lizard --step-trigger=20: last steps_total", 130, 0,
                () -> run("lizard", "step-trigger=20").last("steps_total"));
        ours("lessons/legs.md", "in 18 s the lizard takes 130 steps at 20 px and 44 at 90 px", "lizard --step-trigger=90: last steps_total", 44, 0,
                () -> run("lizard", "step-trigger=90").last("steps_total"));
        ours("lessons/legs.md", "Never, at any trigger", "lizard --step-trigger=20: fewest feet_down", 2, 0, () -> run("lizard", "step-trigger=20").min("feet_down"));
        ours("lessons/legs.md", "Never, at any trigger", "lizard --step-trigger=90: fewest feet_down", 2, 0, () -> run("lizard", "step-trigger=90").min("feet_down"));
        ours("lessons/spring-knee.md", "below it √(120² − 111²) ≈ 45.6 px", "spring-knee --foot-rest=60: last knee_y", 45.6, 0.05,
                () -> run("spring-knee", "foot-rest=60", "ticks=60").last("knee_y"));
        ours("lessons/spring-knee.md", "(2 · 150) = 111 px", "spring-knee --foot-rest=60: last knee_x", 111, 1e-6,
                () -> run("spring-knee", "foot-rest=60", "ticks=60").last("knee_x"));
        ours("lessons/cap.md", "the cap of 5 cuts it on 205 of 240 ticks", "steer from (40,100) v(-0.48,1.76), max-force 5, mass 0.5: ticks 1-240 with steer_len > 5", 205, 0, () -> {
            Table t = run("steer", "x=40", "y=100", "vx=-0.48", "vy=1.76", "target-x=136", "target-y=28", "max-force=5", "mass=0.5", "ticks=240");
            int c = t.col("steer_len"), tick = t.col("tick"), n = 0;
            for (String[] r : t.rows()) if (Double.parseDouble(r[tick]) >= 1 && Double.parseDouble(r[c]) > 5 + 1e-9) n++;
            return n;
        });
        sourceOnly(spider, "swaps sets 49 times in 9 s with its body between 18.56 and 25.39 px", "the source's spider (ours 15, 20.39-23.36 px)", 49);

        ours("lessons/feeler.md", "trails the head by 11 × 9 = 99 ticks", "feeler --head-speed=2 --drift-x=0: lag in ticks", 99, 1e-9, () -> {
            Table t = run("feeler", "head-speed=2", "drift-x=0", "ticks=2000");
            return (t.last("head_x") - t.last("tip_x")) / 2;
        });
        ours("lessons/feeler.md", "it is 198 px behind", "same: head_x - tip_x", 198, 1e-9, () -> {
            Table t = run("feeler", "head-speed=2", "drift-x=0", "ticks=2000");
            return t.last("head_x") - t.last("tip_x");
        });

        ours("lessons/pet.md", "the pet 87 px from the cross when it stops (3.5 s)", "pet: distance at tick 210", 87, 0.5, () -> pet(0));
        ours("lessons/pet.md", "still about 61 px away when it starts to wander (4.13 s)", "pet: distance when WANDER starts", 61, 0.5, () -> pet(2));
        ours("lessons/pet.md", "the pet starts to wander at 4.13 s", "pet: time WANDER starts", 4.13, 0.005, () -> pet(1));

        String chain = "lessons/chain.md";
        ours(chain, "the sharpest bend moves from joint 1 to joint 23 in 80 ticks: 0.28 joints per tick", "chain world, pointer jump: joint 5 ticks later", 1, 0, () -> kink()[0]);
        ours(chain, "the sharpest bend moves from joint 1 to joint 23 in 80 ticks: 0.28 joints per tick", "joint 85 ticks later", 23, 0, () -> kink()[1]);
        ours(chain, "up to 5 pairs, on 348 of the first 1080 ticks", "chain --gap=20 --ticks=1080: most overlapping_pairs", 5, 0, () -> chainOverlap("20", true));
        ours(chain, "up to 5 pairs, on 348 of the first 1080 ticks", "ticks with an overlap", 348, 0, () -> chainOverlap("20", false));
        ours(chain, "At a 12 px gap it stays 0", "chain --ticks=1080: most overlapping_pairs", 0, 0, () -> chainOverlap("12", true));

        ours("lessons/spring-body.md", "the largest stretch measured over an hour is 1.826", "spring-body world on the orbit, 216,000 ticks: largest stretch",
                1.826, 0.0005, () -> once("hour", QuotedNumbersTest::springBodyHourMax));
        ours("lessons/spring-body.md", "the body reaches about 1.83 at most", "same", 1.83, 0.005, () -> once("hour", QuotedNumbersTest::springBodyHourMax));

        String fold = "lessons/fold.md";
        ours(fold, "4 pairs overlap, the closest 0.17 px apart", "fold --max-bend=3.15: smallest closest_pair", 0.17, 0.005, () -> run("fold", "max-bend=3.15").min("closest_pair"));
        sourceOnly(fold, "counts 8 pairs, the closest 3.97 px apart", "the source's fold test (ours 4 pairs, 0.17 px)", 8);
        ours(fold, "in 43.3% of the frames of each 6 s lap after the first", "koi world: % of ticks at the limit, laps 2-6", 43.3, 0.05,
                () -> once("koi", QuotedNumbersTest::koiLimitShare));

        String wander = "lessons/wander.md";
        ours(wander, "mean speed 2.26 px per tick of 2.4, path 543 px, turn 6.5° per tick", "wander: last path", 543, 0.5, () -> run("wander").last("path"));
        ours(wander, "mean speed 0.62 px per tick, path 150 px, turn 31° per tick", "wander --kind=jump: last path", 150, 0.5, () -> run("wander", "kind=jump").last("path"));
        source(wander, "The chapter's run reads 2.257 and 0.702 px per tick, 7.0° and 25.0° per tick", "jump speed vs the chapter's 0.702", 0.702, 0.1,
                () -> run("wander", "kind=jump").last("path") / 240);
    }

    private static String read(String file) {
        try {
            return Files.readString(Path.of(file), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @TestFactory
    Stream<DynamicTest> everyQuotedNumberIsInItsTextAndMeasured() {
        return QUOTES.stream().map(q -> DynamicTest.dynamicTest(q.file() + ": \"" + q.text() + "\" (" + q.how() + ")", () -> {
            assertTrue(read(q.file()).contains(q.text()), q.file() + " no longer says: " + q.text());
            switch (q.origin()) {
                case SOURCE_ONLY -> assertTrue(q.measure() == null, "a source-only figure has no measurement");
                case OURS, SOURCE -> {
                    double measured = q.measure().getAsDouble();
                    String whose = q.origin() == Origin.OURS ? "ours" : "the source's (ours must come within the tolerance)";
                    if (!(Math.abs(measured - q.figure()) <= q.tolerance())) {
                        fail(q.file() + " quotes \"" + q.text() + "\": " + whose + " figure " + q.figure() + " ± " + q.tolerance()
                                + ", measured " + measured + " by " + q.how());
                    }
                }
            }
        }));
    }

    @TestFactory
    Stream<DynamicTest> everyLessonTextHasItsFiguresInTheTable() {
        // The texts whose figures this table ties to a run; a text listed here with no row would be a gap.
        List<String> covered = List.of("README.md", "lessons/blends.md", "lessons/alarm.md", "lessons/legs.md", "lessons/spider.md",
                "lessons/feeler.md", "lessons/pet.md", "lessons/chain.md", "lessons/spring-body.md", "lessons/fold.md", "lessons/wander.md");
        return covered.stream().map(f -> DynamicTest.dynamicTest(f, () ->
                assertTrue(QUOTES.stream().anyMatch(q -> q.file().equals(f)), f + " has no quoted figure in the table")));
    }

    @org.junit.jupiter.api.Test
    void aSourceFigureIsNeverCheckedAsOurs() {
        for (Quote q : QUOTES) {
            boolean saysSource = q.text().contains("source") || q.text().contains("chapter");
            if (saysSource) assertTrue(q.origin() != Origin.OURS, "quoted as the source's but checked as ours: " + q.text());
        }
        assertEquals(0, QUOTES.stream().filter(q -> q.origin() == Origin.SOURCE_ONLY && !Double.isNaN(q.tolerance())).count());
    }
}
