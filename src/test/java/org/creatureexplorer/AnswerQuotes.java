package org.creatureexplorer;

import static org.creatureexplorer.QuotedNumbersTest.NO_POINTER;
import static org.creatureexplorer.QuotedNumbersTest.lessonMax;
import static org.creatureexplorer.QuotedNumbersTest.lessonSeries;
import static org.creatureexplorer.QuotedNumbersTest.ours;
import static org.creatureexplorer.QuotedNumbersTest.run;
import static org.creatureexplorer.QuotedNumbersTest.stats;

import java.util.ArrayList;
import java.util.List;
import org.creatureexplorer.QuotedNumbersTest.Table;
import org.creatureexplorer.catalog.Scenarios;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.Scenario;
import org.creatureexplorer.world.blends.PetScript;
import org.creatureexplorer.world.blends.PetWorld;
import org.creatureexplorer.world.skeletons.SpiderWorld;

/**
 * Issue 29, section 2: the Check-yourself answers worked from the app, each figure measured the
 * way the question has the class get it (a button, a try: link, a run of so many ticks). Rows
 * are added to {@link QuotedNumbersTest}'s table, which runs them.
 */
final class AnswerQuotes {
    private AnswerQuotes() {}

    static void add() {
        spider();
        capAndFlee();
        jeremiah();
        pet();
        gallery();
        fold();
    }

    /** Dash right pressed at tick 0, 400 ticks: {highest turn_lag, its tick, fastest body speed (px/s), 1 if feet_down was 4 or 8 throughout}. */
    static double[] spiderDash() {
        SpiderWorld w = new SpiderWorld(ParamValues.defaults(SpiderWorld.PARAMS));
        w.apply(new Input.Action(SpiderWorld.DASH));
        double[] s = new double[w.series().size()];
        double peak = 0, at = -1, fastest = 0, feetOk = 1;
        for (int t = 1; t <= 400; t++) {
            double x = w.spider().body().x();
            w.step();
            w.sample(s);
            fastest = Math.max(fastest, Math.abs(w.spider().body().x() - x) * 60);
            if (s[3] > peak) {
                peak = s[3];
                at = t;
            }
            if (s[0] != 4 && s[0] != 8) feetOk = 0;
        }
        return new double[] {peak, at, fastest, feetOk};
    }

    private static void spider() {
        String f = "lessons/spider.md";
        ours(f, "To 60.3 px, a third of a second after the press", "spider world, Dash right at tick 0: highest turn_lag", 60.3, 0.05, () -> spiderDash()[0]);
        ours(f, "To 60.3 px, a third of a second after the press", "same: its tick / 60 (s)", 1.0 / 3, 0.02, () -> spiderDash()[1] / 60);
        ours(f, "The body speeds up to about 220 px/s", "same: fastest body speed", 220, 3, () -> spiderDash()[2]);
        ours(f, "in the 0.14 s one set is in the air it covers about 30 px", "same: fastest speed × 0.14 s", 30, 1, () -> spiderDash()[2] * 0.14);
        ours(f, "Feet on the ground still reads only 8 or 4", "same: feet_down 4 or 8 on every tick (1 if so)", 1, 0, () -> spiderDash()[3]);
    }

    private static void capAndFlee() {
        String cap = "lessons/cap.md";
        String[] from = {"x=40", "y=100", "vx=-0.48", "vy=1.76", "target-x=136", "target-y=28", "max-force=5", "mass=0.5", "ticks=240"};
        ours(cap, "to 7.01 px per tick at tick 33", "steer from the worked example, max force 5, mass 0.5: fastest speed", 7.01, 0.005, () -> run("steer", from).max("speed"));
        ours(cap, "to 7.01 px per tick at tick 33", "same: its tick", 33, 0, () -> {
            Table t = run("steer", from);
            int best = 0;
            for (int r = 0; r < t.rows().size(); r++) if (t.at(r, "speed") > t.at(best, "speed")) best = r;
            return t.at(best, "tick");
        });
        String flee = "lessons/flee.md";
        String q = "71.5 px, at tick 14, its slowest tick (0.08 px per tick); on mass 1 it came within 79.3 px, at tick 7";
        ours(flee, q, "flee world, mass 2, ticks 1-45: closest", 71.5, 0.05, () -> stats(lessonSeries("flee", 45, "distance", NO_POINTER, "mass=2"), 1, 45)[0]);
        ours(flee, q, "same: the tick of it", 14, 0, () -> argMin(lessonSeries("flee", 45, "distance", NO_POINTER, "mass=2"), 45));
        ours(flee, q, "same: the tick of the lowest speed", 14, 0, () -> argMin(lessonSeries("flee", 30, "speed", NO_POINTER, "mass=2"), 30));
        ours(flee, q, "same: lowest speed", 0.08, 0.005, () -> stats(lessonSeries("flee", 30, "speed", NO_POINTER, "mass=2"), 1, 30)[0]);
        ours(flee, q, "flee world, mass 1: closest", 79.3, 0.05, () -> stats(lessonSeries("flee", 45, "distance", NO_POINTER, "mass=1"), 1, 45)[0]);
        ours(flee, q, "same: the tick of it", 7, 0, () -> argMin(lessonSeries("flee", 45, "distance", NO_POINTER, "mass=1"), 45));
        ours(flee, "(14.5 px against 6.7)", "mass 2: distance at tick 0 - closest", 14.5, 0.05,
                () -> fleeStart() - stats(lessonSeries("flee", 45, "distance", NO_POINTER, "mass=2"), 1, 45)[0]);
        ours(flee, "(14.5 px against 6.7)", "mass 1: distance at tick 0 - closest", 6.7, 0.05,
                () -> fleeStart() - stats(lessonSeries("flee", 45, "distance", NO_POINTER, "mass=1"), 1, 45)[0]);
    }

    /** The flee walker's distance from the threat at tick 0 (element 0 of a lesson series is not sampled). */
    static double fleeStart() {
        var lesson = org.creatureexplorer.catalog.LessonCatalog.byId("flee").orElseThrow();
        var w = lesson.createWorld(lesson.defaultParams());
        double[] s = new double[w.series().size()];
        w.sample(s);
        for (int k = 0; k < w.series().size(); k++) if (w.series().get(k).column().equals("distance")) return s[k];
        throw new IllegalStateException("no distance column");
    }

    /** The tick (1..to) with the smallest value. */
    static double argMin(double[] series, int to) {
        int best = 1;
        for (int t = 1; t <= to; t++) if (series[t] < series[best]) best = t;
        return best;
    }

    /** The jeremiah scenario's steps_this_tick, ticks 1-7200: {steps per second, the most in any 60 ticks in a row}. */
    static double[] jeremiahSteps(String held) {
        Table t = run("jeremiah", "mouse-held=" + held, "ticks=7200");
        double[] steps = new double[t.rows().size()];
        double sum = 0;
        for (int r = 1; r < steps.length; r++) {
            steps[r] = t.at(r, "steps_this_tick");
            sum += steps[r];
        }
        double window = 0, busiest = 0;
        for (int r = 1; r < steps.length; r++) {
            window += steps[r] - (r > 60 ? steps[r - 60] : 0);
            busiest = Math.max(busiest, window);
        }
        return new double[] {sum / 120, busiest};
    }

    private static void jeremiah() {
        String f = "lessons/jeremiah.md";
        ours(f, "The head reaches about 36 px/tick (seed 1, 7,200 ticks)", "measure jeremiah --mouse-held=true --ticks=7200: top head_speed", 36, 0.5,
                () -> run("jeremiah", "mouse-held=true", "ticks=7200").max("head_speed"));
        ours(f, "The chart tops out a little lower, at 2.40", "same: top body_stretch", 2.40, 0.005, () -> run("jeremiah", "mouse-held=true", "ticks=7200").max("body_stretch"));
        ours(f, "About 18 steps a second normally and about 38 with the mouse held", "measure jeremiah --ticks=7200: steps / 120 s", 18, 0.5, () -> jeremiahSteps("false")[0]);
        ours(f, "About 18 steps a second normally and about 38 with the mouse held", "same, --mouse-held=true", 38, 0.5, () -> jeremiahSteps("true")[0]);
        ours(f, "The busiest single second of each has many more: 55 and 101 steps.", "measure jeremiah --ticks=7200: most steps in 60 ticks", 55, 0, () -> jeremiahSteps("false")[1]);
        ours(f, "The busiest single second of each has many more: 55 and 101 steps.", "same, --mouse-held=true", 101, 0, () -> jeremiahSteps("true")[1]);
        String orbit = "lessons/head-orbit.md";
        String q = "36.3 px/tick with the mouse held against 17.9 without, both near tick 5,040, at the rim";
        ours(orbit, q, "head-orbit --mouse-held=true --ticks=7200: fastest head_speed", 36.3, 0.05, () -> run("head-orbit", "mouse-held=true", "ticks=7200").max("head_speed"));
        ours(orbit, q, "head-orbit --ticks=7200: fastest head_speed", 17.9, 0.05, () -> run("head-orbit", "ticks=7200").max("head_speed"));
        for (String held : List.of("true", "false")) {
            ours(orbit, q, "head-orbit --mouse-held=" + held + " --ticks=7200: the tick of the fastest (within 5 of 5,040)", 5040, 5, () -> tickOfMax(run("head-orbit", "mouse-held=" + held, "ticks=7200"), "head_speed"));
            ours(orbit, q, "same: radius there (the rim: within 10 px of 300)", 300, 10, () -> {
                Table t = run("head-orbit", "mouse-held=" + held, "ticks=7200");
                return t.at((int) tickOfMax(t, "head_speed"), "radius");
            });
        }
        String turns = "(up to 0.122 rad/tick here, against 0.061)";
        ours(orbit, turns, "head-orbit --mouse-held=true --ticks=7200: largest |turn_rate|", 0.122, 0.0005, () -> largestAbs(run("head-orbit", "mouse-held=true", "ticks=7200"), "turn_rate"));
        ours(orbit, turns, "head-orbit --ticks=7200: largest |turn_rate|", 0.061, 0.0005, () -> largestAbs(run("head-orbit", "ticks=7200"), "turn_rate"));
        ours(orbit, "an hour of ticks tops out at 41.0", "head-orbit --mouse-held=true --ticks=216000: fastest head_speed", 41.0, 0.05,
                () -> run("head-orbit", "mouse-held=true", "ticks=216000").max("head_speed"));
    }

    static double tickOfMax(Table t, String column) {
        int best = 0;
        for (int r = 0; r < t.rows().size(); r++) if (t.at(r, column) > t.at(best, column)) best = r;
        return t.at(best, "tick");
    }

    static double largestAbs(Table t, String column) {
        double m = 0;
        for (int r = 0; r < t.rows().size(); r++) m = Math.max(m, Math.abs(t.at(r, column)));
        return m;
    }

    /** The scripted pet at a seed over {@code seconds}: its rows (tick, time_s, state, pet_speed, target_speed, distance). */
    static List<String[]> petRows(int seed, int seconds) {
        Scenario s = Scenarios.byName("pet").orElseThrow();
        ParamValues p = ParamValues.defaults(s.params());
        p.set("seed", seed);
        p.set("duration", seconds);
        List<String[]> rows = new ArrayList<>();
        s.run(p, rows::add);
        return rows;
    }

    /** Times (s) at which the pet became STARTLED. */
    static List<Double> startles(int seed, int seconds) {
        List<String[]> rows = petRows(seed, seconds);
        List<Double> out = new ArrayList<>();
        for (int r = 1; r < rows.size(); r++) {
            if (rows.get(r)[2].equals("STARTLED") && !rows.get(r - 1)[2].equals("STARTLED")) out.add(Double.parseDouble(rows.get(r)[1]));
        }
        return out;
    }

    /** The first dash of seed 1: {distance at the startle, distance when FOLLOW starts again, path run while STARTLED, lowest speed, ticks to 260 px/s}. */
    static double[] firstDash() {
        List<String[]> rows = petRows(1, 12);
        int a = -1, b = -1;
        for (int r = 0; r < rows.size(); r++) {
            if (rows.get(r)[2].equals("STARTLED")) {
                if (a < 0) a = r;
                b = r;
            }
        }
        double path = 0, slowest = Double.MAX_VALUE, toFull = -1;
        for (int r = a; r <= b; r++) {
            double v = Double.parseDouble(rows.get(r)[3]);
            path += v / 60;
            slowest = Math.min(slowest, v);
            if (toFull < 0 && v >= PetWorld.DASH_SPEED - 1e-6) toFull = r - a;
        }
        return new double[] {Double.parseDouble(rows.get(a)[5]), Double.parseDouble(rows.get(b + 1)[5]), path, slowest, toFull};
    }

    private static void pet() {
        String f = "lessons/pet.md";
        String q = "436.7 px, from 127 px at the startle: 309 px further apart, more than the pet ran";
        ours(f, q, "pet: distance when FOLLOW starts again (9.133 s)", 436.7, 0.05, () -> firstDash()[1]);
        ours(f, q, "pet: distance at the startle", 127, 0.5, () -> firstDash()[0]);
        ours(f, q, "the difference", 309, 0.5, () -> firstDash()[1] - firstDash()[0]);
        ours(f, "The pet covered only 191 px", "pet: pet_speed / 60 summed over the STARTLED rows", 191, 0.5, () -> firstDash()[2]);
        ours(f, "(down to 10 px/s)", "same rows: lowest pet_speed", 10, 0.5, () -> firstDash()[3]);
        ours(f, "reached 260 px/s only 0.23 s into the dash", "same rows: ticks to the dash speed / 60", 0.23, 0.005, () -> firstDash()[4] / 60);
        String round = "STARTLED at 8.033 s and 20.033 s, then at 32.067 s, two ticks late (at seeds 1, 2 and 7 alike)";
        double[] want = {8.033, 20.033, 32.067};
        for (int seed : new int[] {1, 2, 7}) {
            for (int i = 0; i < 3; i++) {
                int k = i;
                ours(f, round, "pet --seed=" + seed + " --duration=36: startle " + (k + 1) + " (s)", want[k], 0.0005, () -> startles(seed, 36).get(k));
            }
        }
        ours(f, "A round moves the cross only 11.2 s along its 12 s figure-eight", "PetScript.curveTime(12)", 11.2, 1e-9, () -> PetScript.curveTime(PetScript.CYCLE));
        ours(f, "A round moves the cross only 11.2 s along its 12 s figure-eight", "the pet's figure-eight period", 12, 0, () -> PetWorld.PATH.periodSeconds());
        String speeds = "Two ticks into the flick the cross reads 531 px/s in the first round and 252 px/s in the third";
        ours(f, speeds, "pet --duration=36: target_speed at tick 482", 531, 0.5, () -> Double.parseDouble(petRows(1, 36).get(482)[4]));
        ours(f, speeds, "same at tick 1922", 252, 0.5, () -> Double.parseDouble(petRows(1, 36).get(1922)[4]));
        ours(f, "the move over the last 4 ticks", "PetWorld.SPEED_WINDOW", 4, 0, () -> PetWorld.SPEED_WINDOW);
    }

    private static void gallery() {
        String f = "lessons/gallery.md";
        ours(f, "the lizard's lies exactly on the snake's, tick for tick", "gallery world, 1,800 ticks: largest |snake_speed - lizard_speed|", 0, 0, () -> {
            double[] snake = lessonSeries("gallery", 1800, "snake_speed", NO_POINTER), lizard = lessonSeries("gallery", 1800, "lizard_speed", NO_POINTER);
            double most = 0;
            for (int t = 1; t <= 1800; t++) most = Math.max(most, Math.abs(snake[t] - lizard[t]));
            return most;
        });
        ours(f, "the target averages about 78 px/s", "the gallery's target, 28 s: path / time", 78, 0.5, AnswerQuotes::galleryTargetSpeed);
        String surge = "the caterpillar's head stops and surges (0 to about 290 px/s) with its wave";
        ours(f, surge, "gallery world, ticks 121-1800: slowest caterpillar_speed", 0, 0.05, () -> stats(lessonSeries("gallery", 1800, "caterpillar_speed", NO_POINTER), 121, 1800)[0]);
        ours(f, surge, "same: fastest", 290, 5, () -> stats(lessonSeries("gallery", 1800, "caterpillar_speed", NO_POINTER), 121, 1800)[1]);
        String range = "(after the first 2 s between about 51 and 113 px/s, mean 78)";
        ours(f, range, "gallery world, ticks 121-1800: slowest snake_speed", 51, 0.5, () -> stats(lessonSeries("gallery", 1800, "snake_speed", NO_POINTER), 121, 1800)[0]);
        ours(f, range, "same: fastest", 113, 0.5, () -> stats(lessonSeries("gallery", 1800, "snake_speed", NO_POINTER), 121, 1800)[1]);
        ours(f, range, "same: mean", 78, 0.5, () -> stats(lessonSeries("gallery", 1800, "snake_speed", NO_POINTER), 121, 1800)[2]);
    }

    /** The gallery's one target: mean speed over its first 28 s (two 14 s laps), px/s. */
    static double galleryTargetSpeed() {
        var lesson = org.creatureexplorer.catalog.LessonCatalog.byId("gallery").orElseThrow();
        var w = (org.creatureexplorer.world.gallery.GalleryWorld) lesson.createWorld(lesson.defaultParams());
        double path = 0;
        var before = w.sharedTarget();
        for (int t = 0; t < 1680; t++) {
            w.step();
            path += w.sharedTarget().distanceTo(before);
            before = w.sharedTarget();
        }
        return path / 28;
    }

    private static void fold() {
        String f = "lessons/fold.md";
        ours(f, "and one pair overlaps, 12.6 px apart", "fold world at 0.5, pressed at tick 330: most pairs", 1, 0, () -> SourceDifferenceQuotes.foldPressedAt(0.5, 330)[2]);
        ours(f, "and one pair overlaps, 12.6 px apart", "same: closest pair", 12.6, 0.05, () -> SourceDifferenceQuotes.foldPressedAt(0.5, 330)[1]);
        ours(f, "the largest bend stays near 0.5 rad (0.54 at most)", "fold world at 0.7, 2,160 ticks: largest max_bend", 0.54, 0.005, () -> lessonMax("fold", 2160, "max_bend", "max-bend=0.7"));
    }
}
