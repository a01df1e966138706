package org.creatureexplorer;

import static org.creatureexplorer.QuotedNumbersTest.NO_POINTER;
import static org.creatureexplorer.QuotedNumbersTest.kink;
import static org.creatureexplorer.QuotedNumbersTest.lessonMax;
import static org.creatureexplorer.QuotedNumbersTest.lessonSeries;
import static org.creatureexplorer.QuotedNumbersTest.lizard;
import static org.creatureexplorer.QuotedNumbersTest.run;
import static org.creatureexplorer.QuotedNumbersTest.spiderHeights;
import static org.creatureexplorer.QuotedNumbersTest.stats;

import java.util.stream.Stream;
import org.creatureexplorer.QuotedNumbersTest.Table;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** The figures of Part 1's teacher notes (skeletons), each tied to its run; see {@link NoteFigures}. */
class TeacherFiguresSkeletonsTest {

    /** Largest |distance_after − L| over a distance run: how far the fix ever misses. */
    static double worstFix(Table t, double length) {
        double worst = 0;
        for (int r = 0; r < t.rows().size(); r++) worst = Math.max(worst, Math.abs(t.at(r, "distance_after") - length));
        return worst;
    }

    /** The chain target's path length over one 9 s lap (540 ticks). */
    static double targetLap() {
        Table t = run("chain", "ticks=540");
        double length = 0;
        for (int r = 1; r < t.rows().size(); r++) {
            length += Math.hypot(t.at(r, "target_x") - t.at(r - 1, "target_x"), t.at(r, "target_y") - t.at(r - 1, "target_y"));
        }
        return length;
    }

    /** A FABRIK run of 60 iterations: {first iteration with the tip within 0.01 px, share of the error that iteration keeps}. */
    static double[] fabrik(String... settings) {
        String[] all = java.util.Arrays.copyOf(settings, settings.length + 1);
        all[settings.length] = "iterations=60";
        Table t = run("fabrik", all);
        for (int r = 1; r < t.rows().size(); r++) {
            if (t.at(r, "tip_error") < 0.01) return new double[] {t.at(r, "iteration"), t.at(r, "tip_error") / t.at(r - 1, "tip_error")};
        }
        return new double[] {Double.NaN, Double.NaN};
    }

    static double lizardSteps(String trigger) { return run("lizard", "step-trigger=" + trigger).last("steps_total"); }

    static double lizardStride(String trigger) { return run("lizard", "step-trigger=" + trigger).last("mean_stride"); }

    static final NoteFigures TABLE = new NoteFigures("distance", "chain", "fold", "bodies", "knee", "fabrik", "legs", "spider")
            .ours("distance", "79.78", 0.005, "distance --ticks=1200: lowest distance_before", () -> run("distance", "ticks=1200").min("distance_before"))
            .ours("distance", "81.44", 0.005, "same: highest distance_before", () -> run("distance", "ticks=1200").max("distance_before"))
            .ours("distance", "10⁻¹³", 1, 0, "same: largest |distance_after − 80| below 1e-13 (1 = yes)", () -> worstFix(run("distance", "ticks=1200"), 80) < 1e-13 ? 1 : 0)
            .inputs("distance", "1", "1,200", "2.2", "20", "80")

            .ours("chain", "3.2", 0.05, "chain --ticks=1080: largest max_gap_error / 1e-14", () -> run("chain", "ticks=1080").max("max_gap_error") / 1e-14)
            .ours("chain", "3.4", 0.05, "chain --joints=80 --ticks=1080: largest max_gap_error / 1e-14",
                    () -> run("chain", "joints=80", "ticks=1080").max("max_gap_error") / 1e-14)
            .ours("chain", "1", 0, "chain world, pointer to (60, 40) at tick 120: sharpest joint 5 ticks later", () -> kink()[0])
            .ours("chain", "23", 0, "same: sharpest joint 85 ticks after the jump", () -> kink()[1])
            .ours("chain", "0.28", 0.0051, "same: joints per tick over those 80 ticks", () -> (kink()[1] - kink()[0]) / 80)
            .ours("chain", "5", 0, "chain --gap=20 --ticks=1080: most overlapping_pairs", () -> run("chain", "gap=20", "ticks=1080").max("overlapping_pairs"))
            .ours("chain", "12.47", 0.005, "same: smallest head_tail", () -> run("chain", "gap=20", "ticks=1080").min("head_tail"))
            .ours("chain", "1,189.7", 0.05, "chain --ticks=540: the target's path over one lap", TeacherFiguresSkeletonsTest::targetLap)
            .source("chain", "1,205", "32.12", "3")
            .inputs("chain", "1,080", "10⁻¹⁴", "12", "120", "20", "240", "25", "26", "4", "40", "500", "60", "80")

            .ours("fold", "18.27", 0.005, "fold --max-bend=0.8: smallest closest_pair (and no overlap)", () -> run("fold", "max-bend=0.8").max("overlapping_pairs") == 0
                    ? run("fold", "max-bend=0.8").min("closest_pair") : Double.NaN)
            .ours("fold", "2", 0, "fold --max-bend=0.85: most overlapping_pairs", () -> run("fold", "max-bend=0.85").max("overlapping_pairs"))
            .ours("fold", "4", 0, "fold --max-bend=1: most overlapping_pairs", () -> run("fold", "max-bend=1").max("overlapping_pairs"))
            .ours("fold", "4", 0, "fold --max-bend=3.15: most overlapping_pairs", () -> run("fold", "max-bend=3.15").max("overlapping_pairs"))
            .ours("fold", "0.17", 0.005, "same: smallest closest_pair", () -> run("fold", "max-bend=3.15").min("closest_pair"))
            .ours("fold", "37.42", 0.005, "fold: smallest closest_pair at 0.35", () -> run("fold").min("closest_pair"))
            .ours("fold", "37", 0.5, "13 / (2 sin 0.175): the tightest curl's radius", () -> 13 / (2 * Math.sin(0.175)))
            .ours("fold", "235", 0.5, "its circumference", () -> 2 * Math.PI * 13 / (2 * Math.sin(0.175)))
            .ours("fold", "99.73", 0.005, "fold: head_tail at the end of the test, 0.35", () -> run("fold").last("head_tail"))
            .ours("fold", "57.98", 0.005, "fold --max-bend=0.7: head_tail at the end", () -> run("fold", "max-bend=0.7").last("head_tail"))
            .source("fold", "8", "3.97", "102.32", "18.03")
            .ours("fold", "0.81", 0, "fold: pairs at 0.81 and none at 0.80 (0.81 if so)",
                    () -> run("fold", "max-bend=0.81").max("overlapping_pairs") >= 1 && run("fold", "max-bend=0.8").max("overlapping_pairs") == 0 ? 0.81 : Double.NaN)
            .ours("fold", "0.49", 0.005, "the limit whose tightest circle is 169 px round: 2 asin(2π 13 / (2 169))",
                    () -> 2 * Math.asin(2 * Math.PI * 13 / (2 * 169.0)))
            .inputs("fold", "0", "0.05", "0.175", "0.35", "0.7", "0.8", "0.85", "1.0", "13", "169", "200", "1", "3")

            .ours("bodies", "8.68", 0.005, "bodies --width=1: smallest koi_min_step over 9 s", () -> run("bodies", "width=1").min("koi_min_step"))
            .ours("bodies", "4.32", 0.005, "13 − that: what the inside loses at width 1", () -> 13 - run("bodies", "width=1").min("koi_min_step"))
            .ours("bodies", "8.64", 0.005, "twice that", () -> 2 * (13 - run("bodies", "width=1").min("koi_min_step")))
            .ours("bodies", "4.36", 0.005, "bodies --width=2: smallest koi_min_step", () -> run("bodies", "width=2").min("koi_min_step"))
            .ours("bodies", "0.17", -0.17, 0.005, "bodies --width=3.05: smallest koi_min_step", () -> run("bodies", "width=3.05").min("koi_min_step"))
            .ours("bodies", "0.05", 0.005, "bodies --width=3: smallest koi_min_step", () -> run("bodies", "width=3").min("koi_min_step"))
            .ours("bodies", "0.15", 0.005, "bodies: smallest fin_left", () -> run("bodies").min("fin_left"))
            .ours("bodies", "1.45", 0.005, "bodies: largest fin_left", () -> run("bodies").max("fin_left"))
            .ours("bodies", "3", 0, 0, "largest |fin_left at width 3 − at width 1| over 9 s (the same tick for tick)", () -> {
                Table a = run("bodies", "width=1"), b = run("bodies", "width=3");
                double most = 0;
                for (int r = 0; r < a.rows().size(); r++) most = Math.max(most, Math.abs(a.at(r, "fin_left") - b.at(r, "fin_left")));
                return most;
            })
            .inputs("bodies", "1", "13", "2", "3.0", "3.05", "4", "9")

            .ours("knee", "1", 0, "knee --thigh=30 --shin=10 --distance=40 --guard=false: cos_a", () -> run("knee", "thigh=30", "shin=10", "distance=40", "guard=false").last("cos_a"))
            .ours("knee", "1.0085", 0.00005, "same at 41", () -> run("knee", "thigh=30", "shin=10", "distance=41", "guard=false").last("cos_a"))
            .ours("knee", "20.0", 0.05, "knee --thigh=30 --shin=10 --distance=18: foot_x", () -> run("knee", "thigh=30", "shin=10", "distance=18").last("foot_x"))
            .ours("knee", "1.1745", 0.00005, "knee --distance=50 --guard=false: cos_a", () -> run("knee", "distance=50", "guard=false").last("cos_a"))
            .ours("knee", "42.0", 0.05, "knee --distance=50: foot_x", () -> run("knee", "distance=50").last("foot_x"))
            .ours("knee", "0.745", 0.0005, "knee --distance=30: cos_a", () -> run("knee", "distance=30").last("cos_a"))
            .ours("knee", "16.40", 0.005, "same: knee_x", () -> run("knee", "distance=30").last("knee_x"))
            .ours("knee", "14.66", 0.005, "same: knee_y", () -> run("knee", "distance=30").last("knee_y"))
            .source("knee", "0.75")
            .inputs("knee", "0.001", "10", "18", "20", "22", "30", "40", "41", "42", "50", "55", "8")

            .ours("fabrik", "13", 0, "fabrik --iterations=60: first iteration under 0.01 px", () -> fabrik()[0])
            .ours("fabrik", "0.59", 0.005, "same: share of the error that iteration keeps", () -> fabrik()[1])
            .ours("fabrik", "26", 0, "fabrik --joints=10: first iteration under 0.01 px", () -> fabrik("joints=10")[0])
            .ours("fabrik", "0.79", 0.005, "same: share kept", () -> fabrik("joints=10")[1])
            .ours("fabrik", "8", 0, "fabrik --joints=16: first iteration under 0.01 px", () -> fabrik("joints=16")[0])
            .ours("fabrik", "6", 0, "fabrik --joints=20: first iteration under 0.01 px", () -> fabrik("joints=20")[0])
            .ours("fabrik", "0.30", 0.005, "same: share kept", () -> fabrik("joints=20")[1])
            .ours("fabrik", "6.04", 0.005, "fabrik: tip_error after one iteration", () -> run("fabrik").at(1, "tip_error"))
            .ours("fabrik", "40", 1e-9, "fabrik --target-x=0 --target-y=150 --iterations=60: last tip_error",
                    () -> run("fabrik", "target-x=0", "target-y=150", "iterations=60").last("tip_error"))
            .source("fabrik", "16")
            .inputs("fabrik", "0", "0.01", "10", "11", "110", "12", "150", "20", "1")

            .ours("legs", "65", 0, "lizard --step-trigger=60: steps in 18 s", () -> lizardSteps("60"))
            .ours("legs", "3.61", 0.005, "same / 18 s", () -> lizardSteps("60") / 18)
            .ours("legs", "80.5", 0.05, "same: mean_stride", () -> lizardStride("60"))
            .ours("legs", "77", 0.5, "legs world, 18 s: mean body_speed", () -> stats(lessonSeries("legs", 1080, "body_speed", NO_POINTER), 1, 1080)[2])
            .ours("legs", "3.9", 0.05, "4 × that / 79", () -> 4 * stats(lessonSeries("legs", 1080, "body_speed", NO_POINTER), 1, 1080)[2] / 79)
            .ours("legs", "130", 0, "lizard --step-trigger=20: steps", () -> lizardSteps("20"))
            .ours("legs", "43.1", 0.05, "same: mean_stride", () -> lizardStride("20"))
            .ours("legs", "7.22", 0.005, "same: steps / 18", () -> lizardSteps("20") / 18)
            .ours("legs", "311", 0.5, "same: steps / 18 × stride", () -> lizardSteps("20") / 18 * lizardStride("20"))
            .ours("legs", "89", 0, "lizard: steps", () -> lizardSteps("38"))
            .ours("legs", "60.4", 0.05, "same: mean_stride", () -> lizardStride("38"))
            .ours("legs", "4.94", 0.005, "same: steps / 18", () -> lizardSteps("38") / 18)
            .ours("legs", "299", 0.5, "same: steps / 18 × stride", () -> lizardSteps("38") / 18 * lizardStride("38"))
            .ours("legs", "291", 0.5, "trigger 60: steps / 18 × stride", () -> lizardSteps("60") / 18 * lizardStride("60"))
            .ours("legs", "44", 0, "lizard --step-trigger=90: steps", () -> lizardSteps("90"))
            .ours("legs", "56.6", 0.05, "same: % of leg-time stretched", () -> lizard("90", 2))
            .ours("legs", "11.0", 0.05, "trigger 38: % of leg-time stretched", () -> lizard("38", 2))
            .source("legs", "5.7", "54", "7")
            .inputs("legs", "18", "19", "20", "38", "4", "42", "60", "79", "90", "1")

            .ours("spider", "42.5", 0.05, "spider world, 540 ticks: largest turn_lag", () -> lessonMax("spider", 540, "turn_lag"))
            .ours("spider", "4", 0, "spider: fewest feet_down", () -> run("spider").min("feet_down"))
            .ours("spider", "8", 0, "spider: most feet_down", () -> run("spider").max("feet_down"))
            .ours("spider", "20.39", 0.005, "spider world, 9 s: lowest clearance", () -> spiderHeights()[0])
            .ours("spider", "23.36", 0.005, "same: highest", () -> spiderHeights()[1])
            .ours("spider", "22.00", 0.005, "same: mean", () -> stats(lessonSeries("spider", 540, "clearance", NO_POINTER), 1, 540)[2])
            .ours("spider", "15", 0, "spider: set swaps in 9 s", () -> run("spider").last("set_swaps"))
            .source("spider", "49", "18.56", "25.39")
            .inputs("spider", "0.14", "22", "30", "9");

    @TestFactory
    Stream<DynamicTest> figures() { return TABLE.tests(); }
}
