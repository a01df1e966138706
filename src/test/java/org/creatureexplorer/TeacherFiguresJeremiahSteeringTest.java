package org.creatureexplorer;

import static org.creatureexplorer.QuotedNumbersTest.NO_POINTER;
import static org.creatureexplorer.QuotedNumbersTest.lessonSeries;
import static org.creatureexplorer.QuotedNumbersTest.run;

import java.util.HashMap;
import java.util.Map;
import java.util.stream.Stream;
import org.creatureexplorer.QuotedNumbersTest.Table;
import org.creatureexplorer.catalog.Scenarios;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.Scenario;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** The figures of Parts 2 and 3's teacher notes (Jeremiah, steering), each tied to its run; see {@link NoteFigures}. */
class TeacherFiguresJeremiahSteeringTest {

    /** The first row at which {@code column} is {@code value} within 1e-9 (its tick), or -1. */
    static double firstTick(Table t, String column, double value) {
        for (int r = 0; r < t.rows().size(); r++) if (Math.abs(t.at(r, column) - value) < 1e-9) return t.at(r, "tick");
        return -1;
    }

    /** The row of the largest (or smallest) {@code column}: the first one that reaches it. */
    static int rowOf(Table t, String column, boolean largest) {
        double best = largest ? t.max(column) : t.min(column);
        for (int r = 0; r < t.rows().size(); r++) if (t.at(r, column) == best) return r;
        return -1;
    }

    private static final Map<String, Double> HOUR = new HashMap<>();

    /** The head's top speed over an hour of ticks (216,000), read row by row as the scenario writes it. */
    static double headHourTop(boolean mouseHeld) {
        return HOUR.computeIfAbsent("head " + mouseHeld, k -> {
            Scenario s = Scenarios.byName("head-orbit").orElseThrow();
            ParamValues p = ParamValues.defaults(s.params());
            p.set("ticks", 216_000);
            p.set("mouse-held", mouseHeld ? 1 : 0);
            int speed = s.columns().indexOf("head_speed");
            double[] top = {0};
            s.run(p, row -> top[0] = Math.max(top[0], Double.parseDouble(row[speed])));
            return top[0];
        });
    }

    /** Two minutes of Jeremiah: {the slowest head_speed after tick 0, its tick, body_stretch then}. */
    static double[] slowest() {
        Table t = run("jeremiah", "ticks=7200");
        int best = 1;
        for (int r = 1; r < t.rows().size(); r++) if (t.at(r, "head_speed") < t.at(best, "head_speed")) best = r;
        return new double[] {t.at(best, "head_speed"), t.at(best, "tick"), t.at(best, "body_stretch")};
    }

    static Table orbit() { return run("head-orbit", "ticks=7200"); }

    /** Two minutes with the mouse held: the smallest (0) or largest (1) radius after tick 0. */
    static double held(int which) { return QuotedNumbersTest.columnStats(run("head-orbit", "mouse-held=true", "ticks=7200"), "radius", 1, 7200)[which]; }

    /** Crossings of n through 0.5 in two minutes: {count, first tick}. */
    static double[] crossings() {
        Table t = orbit();
        int n = 0;
        double first = -1;
        for (int r = 2; r < t.rows().size(); r++) {
            if ((t.at(r, "noise") - 0.5) * (t.at(r - 1, "noise") - 0.5) <= 0) {
                n++;
                if (first < 0) first = t.at(r, "tick");
            }
        }
        return new double[] {n, first};
    }

    static double fastestNearCentre() {
        Table t = orbit();
        double top = 0;
        for (int r = 1; r < t.rows().size(); r++) if (t.at(r, "radius") < 60) top = Math.max(top, t.at(r, "head_speed"));
        return top;
    }

    /** A feeler run: the first tick its tip is within 1% of where it ends. */
    static double settles(String pull) {
        Table t = run("feeler", "pull=" + pull, "ticks=4000");
        double end = t.last("tip_distance");
        for (int r = 0; r < t.rows().size(); r++) if (t.at(r, "tip_distance") > 0.99 * end) return t.at(r, "tick");
        return -1;
    }

    static final String[] SEEK = {"x=40", "y=100", "vx=-0.48", "vy=1.76", "target-x=136", "target-y=28"};

    static Table seek(String... more) {
        String[] all = java.util.Arrays.copyOf(SEEK, SEEK.length + more.length);
        System.arraycopy(more, 0, all, SEEK.length, more.length);
        return run("steer", all);
    }

    /** The first tick from which nothing is cut (steering no longer than the cap), or from which steering is 0. */
    static double firstUnder(Table t, double level) {
        for (int r = 0; r < t.rows().size(); r++) if (t.at(r, "steer_len") <= level + 1e-12) return t.at(r, "tick");
        return -1;
    }

    static double angleAtStart() {
        Table t = seek();
        double a = Math.atan2(t.at(0, "vy"), t.at(0, "vx")) - Math.atan2(t.at(0, "desired_y"), t.at(0, "desired_x"));
        return Math.abs(Math.toDegrees(Math.IEEEremainder(a, 2 * Math.PI)));
    }

    /** The arriver with R = 6: how far past the target it gets along its line of approach, and the tick. */
    static double[] overshoot() {
        Table t = run("steer", "behavior=arrive", "brake=6");
        double ux = 72 / Math.hypot(72, 44), uy = -44 / Math.hypot(72, 44), most = -1, tick = -1;
        for (int r = 0; r < t.rows().size(); r++) {
            double along = (t.at(r, "x") - 96) * ux + (t.at(r, "y") - 64) * uy;
            if (along > most) {
                most = along;
                tick = t.at(r, "tick");
            }
        }
        return new double[] {most, tick};
    }

    static double[] flee(String column, String... settings) { return lessonSeries("flee", 60, column, NO_POINTER, settings); }

    static int slowestTick(String... settings) {
        double[] s = flee("speed", settings);
        int best = 1;
        for (int t = 1; t <= 20; t++) if (s[t] < s[best]) best = t;
        return best;
    }

    static double fleeFirstFull(String... settings) {
        double[] s = flee("speed", settings);
        for (int t = 1; t < s.length; t++) if (s[t] >= 2.4 - 1e-9) return t;
        return -1;
    }

    /** The flee world before its first tick: the raw steering's length. */
    static double fleeSteerAtStart() {
        var lesson = org.creatureexplorer.catalog.LessonCatalog.byId("flee").orElseThrow();
        var w = lesson.createWorld(lesson.defaultParams());
        double[] s = new double[w.series().size()];
        w.sample(s);
        for (int c = 0; c < w.series().size(); c++) if (w.series().get(c).column().equals("steer_len")) return s[c];
        return Double.NaN;
    }

    static double cutTicks(Table t, double cap) {
        int n = 0;
        for (int r = 1; r < t.rows().size(); r++) if (t.at(r, "tick") >= 1 && t.at(r, "steer_len") > cap + 1e-9) n++;
        return n;
    }

    static double[] compose(String... settings) { return lessonSeries("compose", 400, "offset", NO_POINTER, settings); }

    static final NoteFigures TABLE = new NoteFigures("head-orbit", "spring-body", "spring-knee", "feeler", "jeremiah",
            "seek", "arrive", "flee", "cap", "wander", "compose")
            .ours("head-orbit", "17.87", 0.005, "head-orbit --ticks=7200: top head_speed", () -> orbit().max("head_speed"))
            .ours("head-orbit", "5,040", 0, "same: its tick", () -> orbit().at(rowOf(orbit(), "head_speed", true), "tick"))
            .ours("head-orbit", "292.7", 0.05, "same: radius there", () -> orbit().at(rowOf(orbit(), "head_speed", true), "radius"))
            .ours("head-orbit", "0.26", 0.005, "same: noise there", () -> orbit().at(rowOf(orbit(), "head_speed", true), "noise"))
            .ours("head-orbit", "0.061", -0.061, 0.0005, "same: turn_rate there", () -> orbit().at(rowOf(orbit(), "head_speed", true), "turn_rate"))
            .ours("head-orbit", "3.48", 0.005, "same: top head_speed within 60 px of the centre", TeacherFiguresJeremiahSteeringTest::fastestNearCentre)
            .ours("head-orbit", "21", 0, "same: crossings of n through 0.5", () -> crossings()[0])
            .ours("head-orbit", "339", 0, "same: the first", () -> crossings()[1])
            .ours("head-orbit", "36.28", 0.005, "head-orbit --mouse-held=true --ticks=7200: top head_speed", () -> run("head-orbit", "mouse-held=true", "ticks=7200").max("head_speed"))
            .ours("head-orbit", "5,039", 0, "same: its tick", () -> {
                Table t = run("head-orbit", "mouse-held=true", "ticks=7200");
                return t.at(rowOf(t, "head_speed", true), "tick");
            })
            .ours("head-orbit", "200", 1e-6, "same: smallest radius, ticks 1-7200", () -> held(0))
            .ours("head-orbit", "300", 1e-6, "same: largest radius", () -> held(1))
            .ours("head-orbit", "41", 0.5, "head-orbit --mouse-held=true, 216,000 ticks: top head_speed", () -> headHourTop(true))
            .ours("head-orbit", "1,000", 1, 0, "the two-minute top speed × 60 is over 1,000 px/s (1 = yes)", () -> orbit().max("head_speed") * 60 > 1000 ? 1 : 0)
            .inputs("head-orbit", "0.5", "1", "5", "60", "7,200", "0", "2")

            .ours("spring-body", "1.18519", 0.000005, "spring-body --head-speed=10 --take=0.9: last stretch", () -> run("spring-body", "head-speed=10", "take=0.9").last("stretch"))
            .ours("spring-body", "1.185", 0.0005, "same", () -> run("spring-body", "head-speed=10", "take=0.9").last("stretch"))
            .ours("spring-body", "227.6", 0.05, "same: last length", () -> run("spring-body", "head-speed=10", "take=0.9").last("length"))
            .ours("spring-body", "7.11", 0.005, "same: length / 32 gaps", () -> run("spring-body", "head-speed=10", "take=0.9").last("length") / 32)
            .ours("spring-body", "1.41667", 0.000005, "spring-body --head-speed=10: largest stretch, no higher than the last", () -> {
                Table t = run("spring-body", "head-speed=10");
                return t.max("stretch") - t.last("stretch") < 1e-12 ? t.max("stretch") : Double.NaN;
            })
            .ours("spring-body", "1.83333", 0.000005, "spring-body --head-speed=20: last stretch", () -> run("spring-body", "head-speed=20").last("stretch"))
            .ours("spring-body", "1.833", 0.0005, "same", () -> run("spring-body", "head-speed=20").last("stretch"))
            .ours("spring-body", "352", 1e-6, "same: last length", () -> run("spring-body", "head-speed=20").last("length"))
            .ours("spring-body", "1.83", 0.005, "spring-body world, an hour on the orbit: largest stretch", QuotedNumbersTest::springBodyHourMax)
            .ours("spring-body", "20.5", 0.05, "head-orbit, 216,000 ticks: top head_speed", () -> headHourTop(false))
            .inputs("spring-body", "0.1", "0.9", "1", "10", "192", "20", "24", "31", "6", "80", "600")

            .ours("spring-knee", "10", 0, "spring-knee: first tick with both errors under 0.05 px", () -> {
                Table t = run("spring-knee", "ticks=60");
                for (int r = 0; r < t.rows().size(); r++) {
                    if (Math.abs(t.at(r, "hip_spring_error")) < 0.05 && Math.abs(t.at(r, "foot_spring_error")) < 0.05) return t.at(r, "tick");
                }
                return -1;
            })
            .ours("spring-knee", "0.044", -0.044, 0.0005, "same: hip error at tick 10", () -> run("spring-knee", "ticks=60").at(10, "hip_spring_error"))
            .ours("spring-knee", "0.033", -0.033, 0.0005, "same: foot error at tick 10", () -> run("spring-knee", "ticks=60").at(10, "foot_spring_error"))
            .ours("spring-knee", "0.093", -0.093, 0.0005, "same: hip error at tick 9", () -> run("spring-knee", "ticks=60").at(9, "hip_spring_error"))
            .ours("spring-knee", "0.021", -0.021, 0.0005, "same: hip error at tick 11", () -> run("spring-knee", "ticks=60").at(11, "hip_spring_error"))
            .ours("spring-knee", "0.47", 0.005, "same: tick 10 / tick 9", () -> run("spring-knee", "ticks=60").at(10, "hip_spring_error") / run("spring-knee", "ticks=60").at(9, "hip_spring_error"))
            .ours("spring-knee", "89.67", 0.005, "spring-knee: knee_x at tick 60", () -> run("spring-knee", "ticks=60").last("knee_x"))
            .ours("spring-knee", "79.75", 0.005, "same: knee_y", () -> run("spring-knee", "ticks=60").last("knee_y"))
            .ours("spring-knee", "79.75", -79.75, 0.005, "spring-knee --side=-1: knee_y", () -> run("spring-knee", "side=-1", "ticks=60").last("knee_y"))
            .ours("spring-knee", "75", 1e-9, "spring-knee --hip-rest=100 --foot-rest=100: knee_x", () -> run("spring-knee", "hip-rest=100", "foot-rest=100", "ticks=60").last("knee_x"))
            .ours("spring-knee", "66.14", 0.005, "same: knee_y", () -> run("spring-knee", "hip-rest=100", "foot-rest=100", "ticks=60").last("knee_y"))
            .inputs("spring-knee", "0.05", "1", "1.6", "100", "100²", "11", "120", "150", "200", "400", "60", "75²", "9", "90")

            .ours("feeler", "210", 1e-6, "feeler --points=21 --ticks=2000: tip_distance", () -> run("feeler", "points=21", "ticks=2000").last("tip_distance"))
            .ours("feeler", "198", 1e-6, "feeler --head-speed=2 --drift-x=0: tip_distance", () -> run("feeler", "head-speed=2", "drift-x=0", "ticks=2000").last("tip_distance"))
            .ours("feeler", "99", 1e-6, "same / 2 px a tick", () -> run("feeler", "head-speed=2", "drift-x=0", "ticks=2000").last("tip_distance") / 2)
            .ours("feeler", "495", 1e-6, "feeler --head-speed=5 --drift-x=0: tip_distance", () -> run("feeler", "head-speed=5", "drift-x=0", "ticks=3000").last("tip_distance"))
            .ours("feeler", "220", 1e-6, "feeler --pull=0.05: tip_distance", () -> run("feeler", "pull=0.05", "ticks=4000").last("tip_distance"))
            .ours("feeler", "322", 0, "same: first tick within 1% of it", () -> settles("0.05"))
            .ours("feeler", "155", 0, "feeler --pull=0.1: first tick within 1% of its end", () -> settles("0.1"))
            .ours("feeler", "10", 1e-9, "feeler: mean_gap_over_drift at the end", () -> run("feeler", "ticks=2000").last("mean_gap_over_drift"))
            .inputs("feeler", "0.05", "0.1", "1", "100", "11", "2", "20", "21", "5", "50", "9", "0")

            .ours("jeremiah", "0.12", 0.005, "jeremiah --ticks=7200: slowest head_speed after tick 0", () -> slowest()[0])
            .ours("jeremiah", "5,786", 0, "same: its tick", () -> slowest()[1])
            .ours("jeremiah", "1.005", 0.0005, "same: body_stretch there", () -> slowest()[2])
            .ours("jeremiah", "0.995", 0.0005, "same: smallest body_stretch", () -> run("jeremiah", "ticks=7200").min("body_stretch"))
            .ours("jeremiah", "1.72", 0.005, "same: largest body_stretch", () -> run("jeremiah", "ticks=7200").max("body_stretch"))
            .ours("jeremiah", "1,013", 0, "same: its tick", () -> run("jeremiah", "ticks=7200").at(rowOf(run("jeremiah", "ticks=7200"), "body_stretch", true), "tick"))
            .ours("jeremiah", "17.87", 0.005, "same: top head_speed", () -> run("jeremiah", "ticks=7200").max("head_speed"))
            .ours("jeremiah", "17.9", 0.05, "same", () -> run("jeremiah", "ticks=7200").max("head_speed"))
            .ours("jeremiah", "1.74", 0.005, "1 + that / 24", () -> 1 + run("jeremiah", "ticks=7200").max("head_speed") / 24)
            .ours("jeremiah", "17.8", 0.05, "same: top head_speed over ticks 990-1013", () -> QuotedNumbersTest.columnStats(run("jeremiah", "ticks=7200"), "head_speed", 990, 1013)[1])
            .ours("jeremiah", "1.83", 0.005, "spring-body world, an hour: largest stretch", QuotedNumbersTest::springBodyHourMax)
            .inputs("jeremiah", "1", "16", "24", "31", "5", "50", "600", "80", "2")

            .ours("seek", "1.92", 1e-9, "steer from (40, 100): desired_x at tick 0", () -> seek().at(0, "desired_x"))
            .ours("seek", "1.44", -1.44, 1e-9, "same: desired_y", () -> seek().at(0, "desired_y"))
            .ours("seek", "2.40", 1e-9, "same: steer_x", () -> seek().at(0, "steer_x"))
            .ours("seek", "3.20", -3.2, 1e-9, "same: steer_y", () -> seek().at(0, "steer_y"))
            .ours("seek", "4.0", 1e-9, "same: steer_len", () -> seek().at(0, "steer_len"))
            .ours("seek", "0.18", 1e-9, "same: force_x", () -> seek().at(0, "force_x"))
            .ours("seek", "0.24", -0.24, 1e-9, "same: force_y", () -> seek().at(0, "force_y"))
            .ours("seek", "0.30", -0.30, 1e-9, "same: vx at tick 1", () -> seek().at(1, "vx"))
            .ours("seek", "1.52", 1e-9, "same: vy at tick 1", () -> seek().at(1, "vy"))
            .ours("seek", "120", 1e-9, "same: distance at tick 0", () -> seek().at(0, "distance"))
            .ours("seek", "142", 0.5, "same: degrees from velocity to desired at tick 0", TeacherFiguresJeremiahSteeringTest::angleAtStart)
            .ours("seek", "0.009", 0.0005, "steer --max-force=1: steer_len at tick 4", () -> seek("max-force=1", "ticks=20").at(4, "steer_len"))
            .ours("seek", "4", 0, "same: first tick nothing is cut", () -> firstUnder(seek("max-force=1", "ticks=20"), 1))
            .ours("seek", "5", 0, "same: first tick steering is 0", () -> firstUnder(seek("max-force=1", "ticks=20"), 1e-9))
            .ours("seek", "13", 0, "steer: first tick nothing is cut at 0.3", () -> firstUnder(seek("ticks=40"), 0.3))
            .ours("seek", "14", 0, "same: first tick steering is 0", () -> firstUnder(seek("ticks=40"), 1e-9))
            .ours("seek", "0.66", 0.005, "same: lowest speed", () -> seek("ticks=40").min("speed"))
            .ours("seek", "6", 0, "same: its tick", () -> seek("ticks=40").at(rowOf(seek("ticks=40"), "speed", false), "tick"))
            .inputs("seek", "0.3", "0.48", "0.6", "0.8", "1", "1.76", "2.4", "3.2", "72", "96")

            .ours("arrive", "0.885", 0.0005, "steer --behavior=arrive --mass=2: distance ratio at tick 67", () -> {
                Table t = run("steer", "behavior=arrive", "mass=2");
                return t.at(67, "distance") / t.at(66, "distance");
            })
            .ours("arrive", "240", 1, 0, "same: never beyond the target in 240 ticks (1 = never)", () -> run("steer", "behavior=arrive", "mass=2").max("x") <= 96 ? 1 : 0)
            .ours("arrive", "10⁻¹⁰", 2, 0.1, "same: last distance / 1e-10", () -> run("steer", "behavior=arrive", "mass=2").last("distance") / 1e-10)
            .ours("arrive", "4.42", 0.005, "steer --behavior=arrive --brake=6: furthest past the target along the approach", () -> overshoot()[0])
            .ours("arrive", "44", 0, "same: its tick", () -> overshoot()[1])
            .inputs("arrive", "0.15", "0.24", "0.6", "0.9", "108", "19.2", "2", "2.4²", "24", "6", "64", "9.6", "96", "0", "1", "10")

            .ours("flee", "7", 0, "flee world: slowest tick", TeacherFiguresJeremiahSteeringTest::slowestTick)
            .ours("flee", "0.07", 0.005, "same: its speed", () -> flee("speed")[slowestTick()])
            .ours("flee", "79.29", 0.005, "same: distance from the threat then, the closest", () -> flee("distance")[slowestTick()] == QuotedNumbersTest.stats(flee("distance"), 1, 60)[0]
                    ? flee("distance")[slowestTick()] : Double.NaN)
            .ours("flee", "16", 0, "same: first tick at full speed", TeacherFiguresJeremiahSteeringTest::fleeFirstFull)
            .ours("flee", "2", 0, "flee --max-force=1: slowest tick", () -> slowestTick("max-force=1"))
            .ours("flee", "0.17", 0.005, "same: its speed", () -> flee("speed", "max-force=1")[slowestTick("max-force=1")])
            .ours("flee", "5", 0, "same: first tick at full speed", () -> fleeFirstFull("max-force=1"))
            .ours("flee", "14", 0, "flee --mass=2: slowest tick", () -> slowestTick("mass=2"))
            .ours("flee", "0.08", 0.005, "same: its speed", () -> flee("speed", "mass=2")[slowestTick("mass=2")])
            .ours("flee", "4.56", 0.005, "flee world before tick 1: raw steering", TeacherFiguresJeremiahSteeringTest::fleeSteerAtStart)
            .ours("flee", "15", 0, "ticks before full speed on which the steering is cut to 0.3", () -> {
                double[] steer = flee("steer_len");
                int n = fleeSteerAtStart() > 0.3 ? 1 : 0;
                for (int t = 1; t < fleeFirstFull(); t++) if (steer[t] > 0.3 + 1e-9) n++;
                return n;
            })
            .inputs("flee", "0.15", "0.3", "1")

            .ours("cap", "4.8", 1e-9, "steer from (40, 100), max force 5, mass 1: largest steer_len", () -> seek("max-force=5").max("steer_len"))
            .ours("cap", "7.01", 0.005, "same, mass 0.5: top speed", () -> seek("max-force=5", "mass=0.5").max("speed"))
            .ours("cap", "33", 0, "same: its tick", () -> seek("max-force=5", "mass=0.5").at(rowOf(seek("max-force=5", "mass=0.5"), "speed", true), "tick"))
            .ours("cap", "7.89", 0.005, "same: largest steer_len", () -> seek("max-force=5", "mass=0.5").max("steer_len"))
            .ours("cap", "205", 0, "same: ticks 1-240 with steer_len over 5", () -> cutTicks(seek("max-force=5", "mass=0.5"), 5))
            .ours("cap", "942", 0.5, "no cap, mass 0.5: speed at tick 240", () -> seek("max-force=inf", "mass=0.5").last("speed"))
            .ours("cap", "50", 0, "no cap, mass 1: first tick on the target", () -> {
                Table t = seek("max-force=inf");
                for (int r = 0; r < t.rows().size(); r++) if (t.at(r, "distance") < 1e-9) return t.at(r, "tick");
                return -1;
            })
            .inputs("cap", "0.25", "0.5", "1", "2", "2.4", "240", "3", "5")

            .ours("wander", "543", 0.5, "wander: circle path at 240", () -> run("wander").last("path"))
            .ours("wander", "150", 0.5, "wander --kind=jump: path", () -> run("wander", "kind=jump").last("path"))
            .ours("wander", "547", 0.5, "seed 1, circle", () -> run("wander", "seed=1").last("path"))
            .ours("wander", "529", 0.5, "seed 2, circle", () -> run("wander", "seed=2").last("path"))
            .ours("wander", "543", 0.5, "seed 3, circle", () -> run("wander", "seed=3").last("path"))
            .ours("wander", "150", 0.5, "seed 1, jump", () -> run("wander", "seed=1", "kind=jump").last("path"))
            .ours("wander", "176", 0.5, "seed 2, jump", () -> run("wander", "seed=2", "kind=jump").last("path"))
            .ours("wander", "170", 0.5, "seed 3, jump", () -> run("wander", "seed=3", "kind=jump").last("path"))
            .ours("wander", "570.3", 0.05, "wander --jitter=0: path", () -> run("wander", "jitter=0").last("path"))
            .ours("wander", "7", 0, "same: first tick at 2.4 px/tick", () -> firstTick(run("wander", "jitter=0"), "speed", 2.4))
            .ours("wander", "0", 1e-12, "same: largest turn_deg", () -> run("wander", "jitter=0").max("turn_deg"))
            .ours("wander", "1.65", 0.005, "wander --ahead=0: mean speed", () -> run("wander", "ahead=0").meanAfterStart("speed"))
            .ours("wander", "395", 0.5, "same: path", () -> run("wander", "ahead=0").last("path"))
            .ours("wander", "19.8", 0.05, "same: mean turn_deg", () -> run("wander", "ahead=0").meanAfterStart("turn_deg"))
            .ours("wander", "2.26", 0.005, "wander: mean speed", () -> run("wander").meanAfterStart("speed"))
            .ours("wander", "6.5", 0.05, "same: mean turn_deg", () -> run("wander").meanAfterStart("turn_deg"))
            .ours("wander", "0.62", 0.005, "jump: mean speed", () -> run("wander", "kind=jump").meanAfterStart("speed"))
            .ours("wander", "31", 0.5, "jump: mean turn_deg", () -> run("wander", "kind=jump").meanAfterStart("turn_deg"))
            .source("wander", "2.257", "0.702", "7.0", "25.0")
            .inputs("wander", "0.4", "1", "2", "2.4", "240", "3", "5")

            .ours("compose", "8,815", 0.5, "compose world, wind 0.4: offset at tick 400", () -> compose("wind-strength=0.4")[400])
            .ours("compose", "1.00", 0.005, "compose world, R 12: offset at tick 400", () -> compose("brake=12")[400])
            .ours("compose", "2.00", 0.005, "compose world: offset at tick 400", () -> compose()[400])
            .ours("compose", "6.51", 0.005, "same: largest offset", () -> QuotedNumbersTest.stats(compose(), 1, 400)[1])
            .ours("compose", "49", 0, "same: its tick", () -> {
                double[] o = compose();
                int best = 1;
                for (int t = 1; t <= 400; t++) if (o[t] > o[best]) best = t;
                return best;
            })
            .inputs("compose", "0.2", "0.3", "0.4", "1", "12", "2", "2.4", "24", "4", "400");

    @TestFactory
    Stream<DynamicTest> figures() { return TABLE.tests(); }
}
