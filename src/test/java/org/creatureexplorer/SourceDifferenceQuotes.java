package org.creatureexplorer;

import static org.creatureexplorer.QuotedNumbersTest.columnStats;
import static org.creatureexplorer.QuotedNumbersTest.lizard;
import static org.creatureexplorer.QuotedNumbersTest.once;
import static org.creatureexplorer.QuotedNumbersTest.ours;
import static org.creatureexplorer.QuotedNumbersTest.run;
import static org.creatureexplorer.QuotedNumbersTest.sourceOnly;

import org.creatureexplorer.QuotedNumbersTest.Table;
import org.creatureexplorer.creature.Jellyfish;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.world.blends.GrazeWorld;
import org.creatureexplorer.world.blends.GrazeWorld.Predator;
import org.creatureexplorer.world.blends.GrazeWorld.Rule;
import org.creatureexplorer.world.gallery.LongFrameWorld;
import org.creatureexplorer.world.gallery.OctopusWorld;
import org.creatureexplorer.world.skeletons.FoldWorld;

/**
 * Issue 29, section 1: every figure where our run and the source's published one differ, as the
 * lesson text states it. Each difference has a source-only row for the source's figure (its
 * quote is checked, not its value) and a row for ours, measured; where the text gives a reason
 * that can be measured (a near miss at another gap, a press at another moment, a window), that
 * is measured too. Rows are added to {@link QuotedNumbersTest}'s table, which runs them.
 */
final class SourceDifferenceQuotes {
    private SourceDifferenceQuotes() {}

    static void add() {
        chain();
        koi();
        fold();
        octopus();
        caterpillar();
        jellyfish();
        longFrame();
        pond();
        petAndBlends();
        lizardStretch();
    }

    // ---- helpers --------------------------------------------------------------------------

    /** Length of the path the target runs over rows from..to of a chain run (one lap of the eight is 540 ticks). */
    static double targetPath(Table t, int from, int to) {
        double s = 0;
        for (int r = from + 1; r <= to; r++) {
            s += Math.hypot(t.at(r, "target_x") - t.at(r - 1, "target_x"), t.at(r, "target_y") - t.at(r - 1, "target_y"));
        }
        return s;
    }

    /** A column's mean over every row of a run. */
    static double mean(Table t, String column) {
        double s = 0;
        for (int r = 0; r < t.rows().size(); r++) s += t.at(r, column);
        return s / t.rows().size();
    }

    /**
     * The koi's tail fin delay in whole ticks, worked out afresh from the scenario's two angle
     * columns: the shift d that minimises the mean squared (wrapped) angle between the fin at
     * tick n and the tail at tick n - d, over the 180 ticks up to {@code end}.
     */
    static int wholeTickDelay(Table koi, int end) {
        int best = 0;
        double bestCost = Double.MAX_VALUE;
        for (int d = 0; d <= 30; d++) {
            double sum = 0;
            int n = 0;
            for (int r = end - 179 + d; r <= end; r++) {
                double e = Math.IEEEremainder(koi.at(r, "tail_fin_angle") - koi.at(r - d, "tail_angle"), 2 * Math.PI);
                sum += e * e;
                n++;
            }
            if (sum / n < bestCost) {
                bestCost = sum / n;
                best = d;
            }
        }
        return best;
    }

    /** The fold test pressed after {@code start} ticks of swimming at a limit: {head to tail 1 s later, closest pair, most pairs}. */
    static double[] foldPressedAt(double limit, int start) {
        ParamValues p = ParamValues.defaults(FoldWorld.PARAMS);
        p.set("max-bend", limit);
        FoldWorld w = new FoldWorld(p);
        double[] s = new double[w.series().size()];
        for (int t = 0; t < start; t++) w.step();
        w.apply(new Input.Action(FoldWorld.FOLD_TEST));
        double closest = Double.MAX_VALUE, pairs = 0;
        for (int t = 0; t < 60; t++) {
            w.step();
            w.sample(s);
            closest = Math.min(closest, s[2]);
            pairs = Math.max(pairs, s[1]);
        }
        return new double[] {s[3], closest, pairs};
    }

    /** Over presses every {@code every} ticks from tick 0 to 720: {smallest, largest} head to tail 1 s later, and the most pairs. */
    static double[] foldPresses(double limit, int every) {
        double lo = Double.MAX_VALUE, hi = 0, pairs = 0;
        for (int start = 0; start <= 720; start += every) {
            double[] r = foldPressedAt(limit, start);
            lo = Math.min(lo, r[0]);
            hi = Math.max(hi, r[0]);
            pairs = Math.max(pairs, r[2]);
        }
        return new double[] {lo, hi, pairs};
    }

    /** The straight-through side's longest link in a long frame pressed after {@code ticks} ticks (the frame is the next tick). */
    static double longFramePressedAfter(int ticks) {
        LongFrameWorld w = new LongFrameWorld(ParamValues.defaults(LongFrameWorld.PARAMS));
        for (int t = 0; t < ticks; t++) w.step();
        w.apply(new Input.Action(LongFrameWorld.LONG_FRAME));
        w.step();
        return w.raw().maxLinkStretch();
    }

    /** How far the straight-through jellyfish's bell moves in the long frame at tick 121 (px). */
    static double bellMoveInTheLongFrame() {
        LongFrameWorld w = new LongFrameWorld(ParamValues.defaults(LongFrameWorld.PARAMS));
        for (int t = 0; t < LongFrameWorld.LONG_FRAME_TICK - 1; t++) w.step();
        double x = w.raw().x(), y = w.raw().y();
        w.step();
        return Math.hypot(w.raw().x() - x, w.raw().y() - y);
    }

    /** Parked predator, seed 5: {top speed inside, the tick it was reached, top speed inside after tick 26}. */
    static double[] topSpeedInside(Rule rule) {
        GrazeWorld w = QuotedNumbersTest.graze(rule, Predator.PARK, 5);
        double top = 0, at = -1, after = 0;
        for (int t = 1; t <= 240; t++) {
            w.step();
            if (!w.inside()) continue;
            if (w.body().speed() > top) {
                top = w.body().speed();
                at = t;
            }
            if (t > 26) after = Math.max(after, w.body().speed());
        }
        return new double[] {top, at, after};
    }

    // ---- the texts -------------------------------------------------------------------------

    private static void chain() {
        String f = "lessons/chain.md";
        sourceOnly(f, "Its figure-eight is 1,205 px round", "the source's lap (ours 1,189.7 px)", 1205);
        ours(f, "ours 1,189.7 px", "chain --ticks=1080: length of the target's path over ticks 540-1080 (one 9 s lap)", 1189.7, 0.05,
                () -> targetPath(run("chain", "ticks=1080"), 540, 1080));
        sourceOnly(f, "Its largest bend is 0.29 rad", "the source's largest bend (ours 0.306)", 0.29);
        ours(f, "ours 0.306 over the second lap", "chain --ticks=1080: largest max_bend, ticks 541-1080", 0.306, 0.0005,
                () -> columnStats(run("chain", "ticks=1080"), "max_bend", 541, 1080)[1]);
        sourceOnly(f, "its head passes its tail 32.12 px away at the closest", "the source's closest pass at gap 20 (ours 12.47)", 32.12);
        ours(f, "ours 12.47 px", "chain --gap=20 --ticks=2160: smallest head_tail", 12.47, 0.005, () -> run("chain", "gap=20", "ticks=2160").min("head_tail"));
        sourceOnly(f, "the mean head-to-tail is 162.44 px", "the source's mean at gap 20 (ours 164.57)", 162.44);
        ours(f, "against our 164.57 (over the first 36 s)", "chain --gap=20 --ticks=2160: mean head_tail over ticks 0-2160", 164.57, 0.005,
                () -> mean(run("chain", "gap=20", "ticks=2160"), "head_tail"));
        sourceOnly(f, "the largest bend 1.18 against 1.919 rad", "the source's largest bend at gap 20", 1.18);
        ours(f, "the largest bend 1.18 against 1.919 rad", "chain --gap=20 --ticks=2160: largest max_bend", 1.919, 0.0005, () -> run("chain", "gap=20", "ticks=2160").max("max_bend"));
        sourceOnly(f, "the most overlapping pairs 3 against 5", "the source's most pairs at gap 20", 3);
        ours(f, "the most overlapping pairs 3 against 5", "chain --gap=20 --ticks=2160: most overlapping_pairs", 5, 0, () -> run("chain", "gap=20", "ticks=2160").max("overlapping_pairs"));
        String near = "at gap 19 ours passes 30.61 px away, bends at most 1.027 rad and overlaps 4 pairs";
        ours(f, near, "chain --gap=19 --ticks=2160: smallest head_tail", 30.61, 0.005, () -> run("chain", "gap=19", "ticks=2160").min("head_tail"));
        ours(f, near, "same: largest max_bend", 1.027, 0.0005, () -> run("chain", "gap=19", "ticks=2160").max("max_bend"));
        ours(f, near, "same: most overlapping_pairs", 4, 0, () -> run("chain", "gap=19", "ticks=2160").max("overlapping_pairs"));
    }

    private static void koi() {
        String f = "lessons/koi.md";
        sourceOnly(f, "The source gives 133 ms", "the source's tail fin delay (ours 129 ms between ticks, 8 whole ticks)", 133);
        ours(f, "that is 8 whole ticks of 16.7 ms", "one tick, ms", 16.7, 0.05, () -> 1000.0 / 60);
        ours(f, "counted in whole ticks, ours is 8 ticks too", "koi --ticks=1440: whole-tick delay over the 3 s up to ticks 900, 1200, 1440 (8 at each: 8)", 8, 0, () -> {
            Table t = run("koi", "ticks=1440");
            int a = wholeTickDelay(t, 900), b = wholeTickDelay(t, 1200), c = wholeTickDelay(t, 1440);
            return a == b && b == c ? a : -1;
        });
        sourceOnly(f, "The source's koi bends only 0.4 rad here", "the source's largest bend at 0.7 (ours 0.54)", 0.4);
        ours(f, "(0.54 at its most)", "koi --max-bend=0.7 --ticks=1080: largest max_bend", 0.54, 0.005, () -> run("koi", "max-bend=0.7", "ticks=1080").max("max_bend"));
        ours(f, "slowed to about 108 px/s", "koi --max-bend=0.7 --ticks=1080: speed at the tick of the largest bend", 108, 1, () -> speedAtSharpestBend(run("koi", "max-bend=0.7", "ticks=1080")));
        ours(f, "is a circle of radius 34 px", "that speed / 3.2 rad/s", 34, 0.5, () -> speedAtSharpestBend(run("koi", "max-bend=0.7", "ticks=1080")) / 3.2);
    }

    static double speedAtSharpestBend(Table t) {
        int best = 0;
        for (int r = 0; r < t.rows().size(); r++) if (t.at(r, "max_bend") > t.at(best, "max_bend")) best = r;
        return t.at(best, "speed");
    }

    private static void fold() {
        String f = "lessons/fold.md";
        ours(f, "ending 99.73 px from head to tail", "fold: last head_tail", 99.73, 0.005, () -> run("fold").last("head_tail"));
        ours(f, "head to tail drops from 152 px to 58 px (57.98)", "fold --max-bend=0.7: head_tail at tick 0", 152, 0.5, () -> run("fold", "max-bend=0.7").at(0, "head_tail"));
        ours(f, "head to tail drops from 152 px to 58 px (57.98)", "fold --max-bend=0.7: last head_tail", 57.98, 0.005, () -> run("fold", "max-bend=0.7").last("head_tail"));
        ours(f, "the closest pair 22.47 px apart", "fold --max-bend=0.7: smallest closest_pair", 22.47, 0.005, () -> run("fold", "max-bend=0.7").min("closest_pair"));
        sourceOnly(f, "The source's published test ends 102.32 px from head to tail at 0.35", "the source's fold test at 0.35 (ours 99.73)", 102.32);
        sourceOnly(f, "head to tail 18.03 px, the head and the tail being the closest pair", "the source's fold test at 0.7 (ours 57.98, closest 22.47)", 18.03);
        String range = "ours ends between 75 and 114 px from head to tail at 0.35, and between 36 and 104 px at 0.7";
        ours(f, range, "fold world at 0.35, pressed every 30 ticks of 0-720: smallest head_tail 1 s later", 75, 0.5, () -> once("presses 0.35", () -> foldPresses(0.35, 30)[0]));
        ours(f, range, "same: largest", 114, 0.5, () -> once("presses 0.35 hi", () -> foldPresses(0.35, 30)[1]));
        ours(f, range, "at 0.7: smallest", 36, 0.5, () -> once("presses 0.7", () -> foldPresses(0.7, 30)[0]));
        ours(f, range, "at 0.7: largest", 104, 0.5, () -> once("presses 0.7 hi", () -> foldPresses(0.7, 30)[1]));
        ours(f, "any limit above about 0.49 rad", "the limit whose tightest circle is 169 px round: 2 asin(2π 13 / (2 169))", 0.49, 0.005,
                () -> 2 * Math.asin(2 * Math.PI * 13 / (2 * 169)));
        ours(f, "at 0.48 not one press overlaps a pair", "fold world at 0.48, pressed at every tick 0-720: most overlapping pairs", 0, 0, () -> foldPresses(0.48, 1)[2]);
        ours(f, "at 0.49 a press at the right moment (8.37 s) overlaps one", "fold world at 0.49 pressed at tick 502: most pairs", 1, 0, () -> foldPressedAt(0.49, 502)[2]);
        ours(f, "at 0.49 a press at the right moment (8.37 s) overlaps one", "tick 502 in seconds", 8.37, 0.005, () -> 502 / 60.0);
        ours(f, "the fold test first overlaps a pair at 0.81 rad", "fold: pairs at 0.81 and none at 0.80 (1 if so)", 1, 0,
                () -> run("fold", "max-bend=0.81").max("overlapping_pairs") >= 1 && run("fold", "max-bend=0.8").max("overlapping_pairs") == 0 ? 1 : 0);
    }

    private static void octopus() {
        String f = "lessons/octopus.md";
        sourceOnly(f, "The source's octopus has only 4.69 of 7 tips within 1 px on average", "the source's octopus (ours 6.6)", 4.69);
        ours(f, "Our body keeps 45 px from the target", "the octopus's stand-off", 45, 0, () -> OctopusWorld.STANDOFF);
        String oor = "only 0.29 of the 7 points lie beyond a tentacle's 110 px reach";
        ours(f, oor, "octopus world, 3,600 ticks: mean out_of_reach", 0.29, 0.005,
                () -> QuotedNumbersTest.stats(QuotedNumbersTest.lessonSeries("octopus", 3600, "out_of_reach", QuotedNumbersTest.NO_POINTER), 1, 3600)[2]);
        ours(f, "miss only 0.10 more", "7 - mean tips_within_1px - mean out_of_reach", 0.10, 0.005,
                () -> 7 - run("octopus", "ticks=3600").meanAfterStart("tips_within_1px")
                        - QuotedNumbersTest.stats(QuotedNumbersTest.lessonSeries("octopus", 3600, "out_of_reach", QuotedNumbersTest.NO_POINTER), 1, 3600)[2]);
    }

    private static void caterpillar() {
        String f = "lessons/caterpillar.md";
        sourceOnly(f, "The source's published run prints −2.84 px/s with equal friction", "the source's equal-friction speed (ours 0)", -2.84);
        ours(f, "working the rule out on paper gives 0, as ours does", "caterpillar --back-friction=1.2 --ticks=3600: largest |mean_speed| after 2 s (under 1e-9: 0)", 0, 0, () -> {
            Table t = run("caterpillar", "back-friction=1.2", "ticks=3600");
            double most = 0;
            for (int r = 120; r < t.rows().size(); r++) most = Math.max(most, Math.abs(t.at(r, "mean_speed")));
            return most < 1e-9 ? 0 : most;
        });
    }

    private static void jellyfish() {
        String f = "lessons/jellyfish.md";
        QuotedNumbersTest.source(f, "sinks a little (30 px/s² × dt², the source's constant)", "Jellyfish.SINK follows the source's constant", 30, 0, () -> Jellyfish.SINK);
        ours(f, "(from 12 s to 24 s, ticks 721 to 1440) the speed peaks at about 143 px/s", "jellyfish, ticks 721-1440: top speed", 143, 0.5,
                () -> columnStats(run("jellyfish", "ticks=1440"), "speed", 721, 1440)[1]);
        String rest = "from rest the speed runs from 0.8 to 122.2 px/s, mean 66.8 (ticks 1 to 144)";
        ours(f, rest, "jellyfish --ticks=144, ticks 1-144: slowest", 0.8, 0.05, () -> columnStats(run("jellyfish", "ticks=144"), "speed", 1, 144)[0]);
        ours(f, rest, "same: fastest", 122.2, 0.05, () -> columnStats(run("jellyfish", "ticks=144"), "speed", 1, 144)[1]);
        ours(f, rest, "same: mean", 66.8, 0.05, () -> columnStats(run("jellyfish", "ticks=144"), "speed", 1, 144)[2]);
        sourceOnly(f, "The source publishes two beats at 28.19 to 123.99 px/s, mean 67.05", "the source's two beats (ours from rest 0.8-122.2, 66.8)", 67.05);
    }

    private static void longFrame() {
        String f = "lessons/long-frame.md";
        sourceOnly(f, "The source's long frame tears its longest link to 6.3 times and the mean link to 2.44 times", "the source's long frame (ours 5.4, 2.3)", 6.3);
        ours(f, "with the same 30 px/s² sink", "Jellyfish.SINK", 30, 0, () -> Jellyfish.SINK);
        ours(f, "fed at 1 s instead of 2 s, ours tears to 6.2 times", "long-frame world, Long frame pressed at tick 60: longest link at tick 61", 6.2, 0.05, () -> longFramePressedAfter(60));
        sourceOnly(f, "Its clamped side reads 1.06 and 1.02", "the source's clamped side (ours 1.09, 1.025)", 1.06);
        ours(f, "where ours reads 1.09 and 1.025", "long-frame --clamp=true: max_link_stretch at tick 121", 1.09, 0.005, () -> run("long-frame", "clamp=true").at(121, "max_link_stretch"));
        ours(f, "where ours reads 1.09 and 1.025", "same: mean_link_stretch", 1.025, 0.0005, () -> run("long-frame", "clamp=true").at(121, "mean_link_stretch"));
        ours(f, "At dt = 1/60 s that is 0.008 px", "SINK / 60²", 0.008, 0.0005, () -> Jellyfish.SINK / 3600);
        ours(f, "at dt = 2.4 s it is 173 px, nearly sixteen times a link", "SINK × 2.4²", 173, 0.5, () -> Jellyfish.SINK * 2.4 * 2.4);
        ours(f, "the bell and its rim shift only a few pixels", "long-frame: how far the bell moves in the long frame (under 10 px: 1)", 1, 0, () -> bellMoveInTheLongFrame() < 10 ? 1 : 0);
        ours(f, "exp(−1.6 × 2.4) ≈ 2%", "exp(-1.6 × 2.4) in %", 2, 0.2, () -> 100 * Math.exp(-1.6 * 2.4));
        ours(f, "7.5 px at 0.5 s, 30 px at 1 s, 173 px at 2.4 s", "SINK × 0.5²", 7.5, 1e-9, () -> Jellyfish.SINK * 0.25);
        ours(f, "> 6.2 × 11 px.", "Long frame pressed at tick 60: longest link at tick 61", 6.2, 0.05, () -> longFramePressedAfter(60));
        String doubled = "from 173 px to 691 px; the longest link grows almost as much, from 5.4 to 20.0 × 11 px (3.7 times)";
        ours(f, doubled, "SINK × 4.8²", 691, 0.5, () -> Jellyfish.SINK * 4.8 * 4.8);
        ours(f, doubled, "long-frame --dt=4.8: max_link_stretch at tick 121", 20.0, 0.05, () -> run("long-frame", "dt=4.8").at(121, "max_link_stretch"));
        ours(f, doubled, "same / the 2.4 s frame's", 3.7, 0.05, () -> run("long-frame", "dt=4.8").at(121, "max_link_stretch") / run("long-frame").at(121, "max_link_stretch"));
        String back = "It is back under 1.1 × at tick 132, as at 2.4 s (tick 133)";
        ours(f, back, "long-frame --dt=4.8: first tick after 121 under 1.1", 132, 0, () -> firstUnder(run("long-frame", "dt=4.8"), 1.1));
        ours(f, back, "long-frame: first tick after 121 under 1.1", 133, 0, () -> firstUnder(run("long-frame"), 1.1));
        String readme = "README.md";
        String row = "stretches the jellyfish's longest link to 5.4 × 11 px (mean 2.3 ×, 8.5 × in the whip after; the tentacles sink at the source's 30 px/s², 173 px in that one step)";
        sourceOnly(readme, row, "the source's sink constant, which ours follows (Jellyfish.SINK, checked in lessons/jellyfish.md)", 30);
        ours(readme, "clamped to 0.05 s it stays at 1.09, as in normal swimming", "long-frame --clamp=true: largest max_link_stretch", 1.09, 0.005, () -> run("long-frame", "clamp=true").max("max_link_stretch"));
        QuotedNumbersTest.source(readme, row, "long-frame: max_link_stretch at tick 121 (the row's 5.4; the source 6.3)", 5.4, 0.05, () -> run("long-frame").at(121, "max_link_stretch"));
        QuotedNumbersTest.source(readme, row, "long-frame: mean at tick 121 (2.3)", 2.3, 0.05, () -> run("long-frame").at(121, "mean_link_stretch"));
        QuotedNumbersTest.source(readme, row, "long-frame: largest max_link_stretch (8.5)", 8.5, 0.05, () -> run("long-frame").max("max_link_stretch"));
    }

    static double firstUnder(Table t, double level) {
        for (int r = 122; r < t.rows().size(); r++) if (t.at(r, "max_link_stretch") < level) return t.at(r, "tick");
        return -1;
    }

    private static void pond() {
        String f = "lessons/pond.md";
        String ours = "After 15 and 30 steps ours reads 28.07 and 50.36 px";
        ours(f, ours, "pond --poke=true: ring_radius at 15", 28.07, 0.005, () -> run("pond", "poke=true", "ticks=60").at(15, "ring_radius"));
        ours(f, ours, "same at 30", 50.36, 0.005, () -> run("pond", "poke=true", "ticks=60").at(30, "ring_radius"));
        sourceOnly(f, "the source 28.64 and 50.99", "the source's ring at 15 and 30 steps (ours 28.07, 50.36)", 28.64);
        ours(f, "after 60 steps both read 94.53", "same at 60", 94.53, 0.005, () -> run("pond", "poke=true", "ticks=60").at(60, "ring_radius"));
        ours(f, "The two differ by less than a third of a 2 px cell", "largest |ours - the source's| at 15 and 30 steps, in cells (under 1/3: 1)", 1, 0, () -> {
            Table t = run("pond", "poke=true", "ticks=60");
            double most = Math.max(Math.abs(t.at(15, "ring_radius") - 28.64), Math.abs(t.at(30, "ring_radius") - 50.99)) / 2;
            return most < 1.0 / 3 ? 1 : 0;
        });
    }

    private static void petAndBlends() {
        String pet = "lessons/pet.md";
        sourceOnly(pet, "The source's demo publishes STARTLED at 4.55 s, FOLLOW at 5.63 s and WANDER at 8.17 s", "the source's demo (ours 8.033, 9.133, 4.13 s)", 4.55);
        double[] want = {8.033, 9.133, 4.13};
        int[] which = {2, 3, 0};
        for (int i = 0; i < 3; i++) {
            int k = i;
            ours(pet, "ours reads 8.033, 9.133 and 4.13 s", "pet: mood change " + (which[k] + 1) + " (s)", want[k], 0.005, () -> QuotedNumbersTest.petAtSeed(1, false)[which[k]]);
        }
        ours(pet, "ours exactly 1.1 s", "pet: longest run of STARTLED rows / 60", 1.1, 1e-9, () -> QuotedNumbersTest.petStartledTicks() / 60);
        String blends = "lessons/blends.md";
        String top = "The fastest each walker runs inside the radius is 2.401 px per tick for all three, on tick 26, the first tick inside";
        for (Rule r : Rule.values()) {
            ours(blends, top, "graze parked " + r + ": top speed inside", 2.401, 0.0005, () -> topSpeedInside(r)[0]);
            ours(blends, top, "graze parked " + r + ": the tick of it", 26, 0, () -> topSpeedInside(r)[1]);
            ours(blends, "After that none runs faster than 2.37 inside", "graze parked " + r + ": top speed inside after tick 26 (at most 2.37: 1)", 1, 0,
                    () -> topSpeedInside(r)[2] <= 2.37 ? 1 : 0);
        }
        ours(blends, "on tick 26, the first tick inside", "graze parked: first tick inside", 26, 0,
                () -> QuotedNumbersTest.firstTick(Rule.SUM, Predator.PARK, GrazeWorld::inside));
        sourceOnly(blends, "The chapter's run reads 2.448 (sum), 2.4 (switch) and 2.4 (alarm)", "the chapter's top speeds inside (ours 2.401 x3)", 2.448);
    }

    private static void lizardStretch() {
        String f = "lessons/character.md";
        ours(f, "11.0% at trigger 38 against 38.0% at 60, 3.5 times as long", "lizard: stretched share at 60 / at 38", 3.5, 0.05, () -> lizard("60", 2) / lizard("38", 2));
        sourceOnly(f, "The source calls it about four times as long (7% to 31%)", "the source's stretched shares (ours 11.0% to 38.0%)", 4);
        sourceOnly(f, "The source's coils to 18 px against 102 px", "the source's fold test (ours 58 and 100 px; fold.md has the rows)", 18.03);
    }
}
