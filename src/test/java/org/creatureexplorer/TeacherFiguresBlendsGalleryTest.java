package org.creatureexplorer;

import static org.creatureexplorer.QuotedNumbersTest.NO_POINTER;
import static org.creatureexplorer.QuotedNumbersTest.allSevenShare;
import static org.creatureexplorer.QuotedNumbersTest.columnStats;
import static org.creatureexplorer.QuotedNumbersTest.hundred;
import static org.creatureexplorer.QuotedNumbersTest.lessonSeries;
import static org.creatureexplorer.QuotedNumbersTest.petAtSeed;
import static org.creatureexplorer.QuotedNumbersTest.run;
import static org.creatureexplorer.QuotedNumbersTest.stats;
import static org.creatureexplorer.QuotedNumbersTest.ticksAbove;

import java.util.stream.Stream;
import org.creatureexplorer.QuotedNumbersTest.Table;
import org.creatureexplorer.creature.Jellyfish;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** The figures of Parts 4 and 5's teacher notes (blends, gallery), each tied to its run; see {@link NoteFigures}. */
class TeacherFiguresBlendsGalleryTest {

    /** A parked-predator graze run: {ticks inside in 240, times it went in}. */
    static double[] parked(String blend, String... more) {
        String[] all = java.util.Arrays.copyOf(new String[] {"blend=" + blend, "predator=park"}, 2 + more.length);
        System.arraycopy(more, 0, all, 2, more.length);
        Table t = run("graze", all);
        int inside = 0, entries = 0;
        for (int r = 1; r < t.rows().size(); r++) {
            if (t.at(r, "inside") == 1) inside++;
            if (t.at(r, "inside") == 1 && t.at(r - 1, "inside") == 0) entries++;
        }
        return new double[] {inside, entries};
    }

    static Table alarm(String... settings) {
        String[] all = java.util.Arrays.copyOf(new String[] {"blend=fear"}, 1 + settings.length);
        System.arraycopy(settings, 0, all, 1, settings.length);
        return run("graze", all);
    }

    /** The walking-predator alarm run: the first row after the walker leaves the radius with fear under one half. */
    static int halfFear() {
        Table t = alarm();
        for (int r = 37; r < t.rows().size(); r++) if (t.at(r, "inside") == 0 && t.at(r, "fear") < 0.5) return r;
        return -1;
    }

    static double lastInside(Table t) {
        double last = -1;
        for (int r = 0; r < t.rows().size(); r++) if (t.at(r, "inside") == 1) last = t.at(r, "tick");
        return last;
    }

    static double insideTicks(Table t) {
        int n = 0;
        for (int r = 1; r < t.rows().size(); r++) if (t.at(r, "inside") == 1) n++;
        return n;
    }

    static double firstInside(Table t) {
        for (int r = 0; r < t.rows().size(); r++) if (t.at(r, "inside") == 1) return r;
        return -1;
    }

    static Table pet() { return run("pet", "duration=24"); }

    /** The pet's row at the n-th change of mood (1 = the first). */
    static int moodChange(int n) {
        Table t = pet();
        int state = t.col("state"), seen = 0;
        for (int r = 1; r < t.rows().size(); r++) if (!t.rows().get(r)[state].equals(t.rows().get(r - 1)[state]) && ++seen == n) return r;
        return -1;
    }

    static double[] gallery(String column) { return lessonSeries("gallery", 1080, column, NO_POINTER); }

    static double koiDelay(String stiffness, int which) {
        return stats(lessonSeries("koi", 1440, "tail_lag_ms", NO_POINTER, "tail-stiffness=" + stiffness), 900, 1440)[which];
    }

    /** Largest |fin_left − clamp(0.55 − 2.2 × bend_sum, 0.15, 1.45)| over 24 s of the koi. */
    static double finsMissTheirFormula() {
        double[] fin = lessonSeries("koi", 1440, "fin_left", NO_POINTER), bend = lessonSeries("koi", 1440, "bend_sum", NO_POINTER);
        double most = 0;
        for (int t = 1; t <= 1440; t++) most = Math.max(most, Math.abs(fin[t] - Math.max(0.15, Math.min(1.45, 0.55 - 2.2 * bend[t]))));
        return most;
    }

    static double[] jelly(String... settings) {
        String[] all = java.util.Arrays.copyOf(new String[] {"ticks=1440"}, 1 + settings.length);
        System.arraycopy(settings, 0, all, 1, settings.length);
        return columnStats(run("jellyfish", all), "speed", 721, 1440);
    }

    static Table poke() { return run("pond", "poke=true", "ticks=480"); }

    static double crawl(String... settings) {
        String[] all = java.util.Arrays.copyOf(new String[] {"ticks=3600"}, 1 + settings.length);
        System.arraycopy(settings, 0, all, 1, settings.length);
        return run("caterpillar", all).last("centre_x");
    }

    static double octopusMean(String iterations) { return run("octopus", "iterations=" + iterations, "ticks=3600").meanAfterStart("tips_within_1px"); }

    static double octopusWorst(String iterations) { return run("octopus", "iterations=" + iterations, "ticks=3600").max("max_tip_error"); }

    static final NoteFigures TABLE = new NoteFigures("blends", "alarm", "pet", "gallery", "koi", "jellyfish", "long-frame", "pond",
            "octopus", "caterpillar", "character")
            .ours("blends", "39", 0, "graze --blend=fear --predator=park: ticks inside", () -> parked("fear")[0])
            .ours("blends", "69", 0, "same, sum", () -> parked("sum")[0])
            .ours("blends", "77", 0, "same, switch", () -> parked("switch")[0])
            .ours("blends", "77", 0, "same, fear at decay 0", () -> parked("fear", "decay=0")[0])
            .ours("blends", "36.8", 0.05, "seeds 0-99, parked: mean ticks inside, alarm", () -> hundred(2))
            .ours("blends", "79.5", 0.05, "same, sum", () -> hundred(0))
            .ours("blends", "86.5", 0.05, "same, switch", () -> hundred(1))
            .ours("blends", "30", 0, "parked, fear, decay 0.98: ticks inside", () -> parked("fear", "decay=0.98")[0])
            .ours("blends", "3", 0, "same: times in", () -> parked("fear", "decay=0.98")[1])
            .ours("blends", "53", 0, "decay 0.8: ticks inside", () -> parked("fear", "decay=0.8")[0])
            .ours("blends", "5", 0, "same: times in", () -> parked("fear", "decay=0.8")[1])
            .ours("blends", "4", 0, "decay 0.94: times in", () -> parked("fear")[1])
            .source("blends", "79", "89", "52")
            .inputs("blends", "0", "0.8", "0.94", "0.98", "40", "99", "100")

            .ours("alarm", "74", 0, "graze --blend=fear: first tick out with fear under one half", () -> alarm().at(halfFear(), "tick"))
            .ours("alarm", "0.476", 0.0005, "same: fear", () -> alarm().at(halfFear(), "fear"))
            .ours("alarm", "67.87", 0.005, "same: predator_distance", () -> alarm().at(halfFear(), "predator_distance"))
            .ours("alarm", "28", 0.5, "same, beyond the 40 px radius", () -> alarm().at(halfFear(), "predator_distance") - 40)
            .ours("alarm", "2.15", 0.005, "same: speed", () -> alarm().at(halfFear(), "speed"))
            .ours("alarm", "62", 0, "same run: last tick inside", () -> lastInside(alarm()))
            .ours("alarm", "63", 0, "the first tick out", () -> lastInside(alarm()) + 1)
            .ours("alarm", "0.940", 1e-9, "fear at tick 63", () -> alarm().at(63, "fear"))
            .ours("alarm", "0.610", 0.0005, "fear at tick 70", () -> alarm().at(70, "fear"))
            .ours("alarm", "0.25", 1e-9, "graze --blend=fear --decay=0.5: fear at tick 64", () -> alarm("decay=0.5").at(64, "fear"))
            .ours("alarm", "44.12", 0.005, "same: predator_distance", () -> alarm("decay=0.5").at(64, "predator_distance"))
            .ours("alarm", "27", 0, "graze --blend=fear: ticks inside", () -> insideTicks(alarm()))
            .ours("alarm", "17.75", 0.005, "same: closest predator_distance", () -> alarm().min("predator_distance"))
            .ours("alarm", "36", 0, "same: first tick inside", () -> firstInside(alarm()))
            .ours("alarm", "38.92", 0.005, "same: predator_distance then", () -> alarm().at((int) firstInside(alarm()), "predator_distance"))
            .source("alarm", "29", "13.99")
            .inputs("alarm", "0.5", "0.506", "0.94", "0.94¹¹", "0.94¹²", "0.94⁸", "1", "11", "12", "4.1", "400", "41", "61", "64", "70", "5")

            .ours("pet", "4.13", 0.005, "pet --duration=24: first change of mood (WANDER)", () -> pet().at(moodChange(1), "time_s"))
            .ours("pet", "60.9", 0.05, "same: distance then", () -> pet().at(moodChange(1), "distance"))
            .ours("pet", "0.63", 0.005, "same, after the cross stops at 3.5 s", () -> pet().at(moodChange(1), "time_s") - 3.5)
            .ours("pet", "5.53", 0.005, "second change (FOLLOW)", () -> pet().at(moodChange(2), "time_s"))
            .ours("pet", "8.03", 0.005, "third (STARTLED)", () -> pet().at(moodChange(3), "time_s"))
            .ours("pet", "530.87", 0.005, "same: target_speed", () -> pet().at(moodChange(3), "target_speed"))
            .ours("pet", "127.20", 0.005, "same: distance", () -> pet().at(moodChange(3), "distance"))
            .ours("pet", "9.13", 0.005, "fourth (FOLLOW again)", () -> pet().at(moodChange(4), "time_s"))
            .ours("pet", "260", 1e-9, "same run: top pet_speed", () -> pet().max("pet_speed"))
            .ours("pet", "20.03", 0.005, "seventh change (STARTLED)", () -> pet().at(moodChange(7), "time_s"))
            .ours("pet", "444.07", 0.005, "same: target_speed", () -> pet().at(moodChange(7), "target_speed"))
            .ours("pet", "85.61", 0.005, "same: distance", () -> pet().at(moodChange(7), "distance"))
            .ours("pet", "55.54", 0.005, "seed 1: distance when the cross moves again", () -> petAtSeed(1, true)[0])
            .ours("pet", "8.16", 0.005, "seed 7: the same", () -> petAtSeed(7, true)[0])
            .ours("pet", "4.13", 0.005, "seed 7: first change", () -> petAtSeed(7, false)[0])
            .ours("pet", "9.13", 0.005, "seed 7: fourth change", () -> petAtSeed(7, false)[3])
            .inputs("pet", "0.6", "1", "1.1", "160", "170", "25", "3.5", "420", "45", "46", "7")

            .ours("gallery", "76.97", 0.005, "gallery world, 18 s: mean snake_speed", () -> stats(gallery("snake_speed"), 1, 1080)[2])
            .ours("gallery", "76.97", 0, 0, "same: largest |lizard_speed − snake_speed|", () -> {
                double[] a = gallery("snake_speed"), b = gallery("lizard_speed");
                double most = 0;
                for (int t = 1; t <= 1080; t++) most = Math.max(most, Math.abs(a[t] - b[t]));
                return most;
            })
            .ours("gallery", "51.74", 0.005, "same: slowest koi_speed", () -> stats(gallery("koi_speed"), 1, 1080)[0])
            .ours("gallery", "0.03", 0.005, "same: slowest caterpillar_speed", () -> stats(gallery("caterpillar_speed"), 1, 1080)[0])
            .ours("gallery", "292.8", 0.05, "same: fastest caterpillar_speed", () -> stats(gallery("caterpillar_speed"), 1, 1080)[1])
            .inputs("gallery", "0.3", "170", "18", "3.2", "300", "480", "5.8")

            .ours("koi", "129", 0.5, "koi world: mean tail_lag_ms, ticks 900-1440", () -> koiDelay("90", 2))
            .ours("koi", "265", 0.5, "same at stiffness 45", () -> koiDelay("45", 2))
            .ours("koi", "58", 0.5, "same at 180", () -> koiDelay("180", 2))
            .ours("koi", "55", 0.5, "same: shortest", () -> koiDelay("180", 0))
            .ours("koi", "58", 0.5, "same: longest", () -> koiDelay("180", 1))
            .ours("koi", "21", 0.5, "same at 360", () -> koiDelay("360", 2))
            .ours("koi", "0.55", 0, 1e-12, "koi world, 24 s: largest |left fin − clamp(0.55 − 2.2 × bend sum)|", TeacherFiguresBlendsGalleryTest::finsMissTheirFormula)
            .ours("koi", "0.541", 0.0005, "koi --max-bend=0.7 --ticks=1080: largest max_bend", () -> run("koi", "max-bend=0.7", "ticks=1080").max("max_bend"))
            .source("koi", "130", "133", "0.4")
            .inputs("koi", "0.15", "0.7", "1.45", "12.6", "13.4", "180", "2.2", "360", "45", "6.7", "9.5", "90", "1", "2")

            .ours("jellyfish", "142.68", 0.005, "jellyfish --ticks=1440: top speed, ticks 721-1440", () -> jelly()[1])
            .ours("jellyfish", "30.50", 0.005, "same: lowest", () -> jelly()[0])
            .ours("jellyfish", "234.76", 0.005, "jellyfish --drag=0.8: top", () -> jelly("drag=0.8")[1])
            .ours("jellyfish", "42.92", 0.005, "same: lowest", () -> jelly("drag=0.8")[0])
            .ours("jellyfish", "100.67", 0.005, "jellyfish --drag=3.2: top", () -> jelly("drag=3.2")[1])
            .ours("jellyfish", "5.98", 0.005, "same: lowest", () -> jelly("drag=3.2")[0])
            .ours("jellyfish", "75.81", 0.005, "jellyfish: speed at tick 831, in a release", () -> run("jellyfish", "ticks=1440").at(831, "speed"))
            .ours("jellyfish", "73.81", 0.005, "same at tick 832", () -> run("jellyfish", "ticks=1440").at(832, "speed"))
            .ours("jellyfish", "0.9737", 0.00005, "their ratio", () -> run("jellyfish", "ticks=1440").at(832, "speed") / run("jellyfish", "ticks=1440").at(831, "speed"))
            .source("jellyfish", "28.19", "123.99", "67.05")
            .inputs("jellyfish", "0.07", "0.26", "0.36", "0.51", "0.8", "0.84", "0.974", "1.6", "12", "160", "24", "3.2", "60", "1")

            .ours("long-frame", "5.4", 0.05, "long-frame: max_link_stretch in the long frame (tick 121)", () -> run("long-frame").at(121, "max_link_stretch"))
            .ours("long-frame", "2.3", 0.05, "same: mean_link_stretch", () -> run("long-frame").at(121, "mean_link_stretch"))
            .ours("long-frame", "8.5", 0.05, "same run: largest max_link_stretch", () -> run("long-frame").max("max_link_stretch"))
            .ours("long-frame", "6.2", 0.05, "long-frame world, Long frame pressed at tick 60: longest link at tick 61",
                    () -> SourceDifferenceQuotes.longFramePressedAfter(60))
            .ours("long-frame", "1.09", 0.005, "long-frame --clamp=true: largest max_link_stretch", () -> run("long-frame", "clamp=true").max("max_link_stretch"))
            .ours("long-frame", "1.089", 0.0005, "same: max_link_stretch at tick 121", () -> run("long-frame", "clamp=true").at(121, "max_link_stretch"))
            .ours("long-frame", "1.025", 0.0005, "same: mean_link_stretch at tick 121", () -> run("long-frame", "clamp=true").at(121, "mean_link_stretch"))
            .ours("long-frame", "31.3", 0.05, "long-frame --dt=4.8: largest max_link_stretch", () -> run("long-frame", "dt=4.8").max("max_link_stretch"))
            .ours("long-frame", "18.9", 0.05, "same: largest mean_link_stretch", () -> run("long-frame", "dt=4.8").max("mean_link_stretch"))
            .ours("long-frame", "30", 0, "Jellyfish.SINK, the source's constant", () -> Jellyfish.SINK)
            .ours("long-frame", "0.008", 0.0005, "the sinking in one normal step: SINK / 60²", () -> Jellyfish.SINK / 3600)
            .ours("long-frame", "173", 0.5, "the sinking in the 2.4 s step: SINK × 2.4²", () -> Jellyfish.SINK * 2.4 * 2.4)
            .ours("long-frame", "172.8", 0.005, "same, as the source prints it", () -> Jellyfish.SINK * 2.4 * 2.4)
            .source("long-frame", "6.3", "2.44", "1.06", "1.02")
            .inputs("long-frame", "0.05", "0.1", "11", "144", "144²", "2.4", "20,700", "4.8", "1", "2", "100", "3", "4")

            .ours("pond", "94.53", 0.005, "pond --poke=true: ring_radius at step 60", () -> poke().at(60, "ring_radius"))
            .ours("pond", "178.28", 0.005, "same at 120", () -> poke().at(120, "ring_radius"))
            .ours("pond", "1.40", 0.005, "same: px per step between them", () -> (poke().at(120, "ring_radius") - poke().at(60, "ring_radius")) / 60)
            .ours("pond", "0.70", 0.005, "same in 2 px cells", () -> (poke().at(120, "ring_radius") - poke().at(60, "ring_radius")) / 120)
            .ours("pond", "117.8", 0.05, "same: energy at step 300", () -> poke().at(300, "energy"))
            .ours("pond", "47.3", 0.05, "at 360", () -> poke().at(360, "energy"))
            .ours("pond", "20.1", 0.05, "at 420", () -> poke().at(420, "energy"))
            .ours("pond", "8.10", 0.005, "at 480", () -> poke().at(480, "energy"))
            .ours("pond", "0.40", 0.005, "360 / 300", () -> poke().at(360, "energy") / poke().at(300, "energy"))
            .ours("pond", "0.43", 0.005, "420 / 360", () -> poke().at(420, "energy") / poke().at(360, "energy"))
            .ours("pond", "0.40", 0.005, "480 / 420", () -> poke().at(480, "energy") / poke().at(420, "energy"))
            .ours("pond", "28.07", 0.005, "ring_radius at 15", () -> poke().at(15, "ring_radius"))
            .ours("pond", "50.36", 0.005, "at 30", () -> poke().at(30, "ring_radius"))
            .ours("pond", "946.6", 0.05, "pond --ticks=2400: mean energy, ticks 240-1200", () -> columnStats(run("pond", "ticks=2400"), "energy", 240, 1200)[2])
            .ours("pond", "951.5", 0.05, "same, ticks 1200-2400", () -> columnStats(run("pond", "ticks=2400"), "energy", 1200, 2400)[2])
            .source("pond", "28.64", "50.99")
            .inputs("pond", "0.985", "0.985⁶⁰", "1", "120", "15", "2", "20", "30", "300", "360", "4", "40", "420", "480", "60")

            .ours("octopus", "4.79", 0.005, "octopus --iterations=1 --ticks=3600: mean tips_within_1px", () -> octopusMean("1"))
            .ours("octopus", "6.28", 0.005, "2 iterations", () -> octopusMean("2"))
            .ours("octopus", "6.61", 0.005, "4 iterations", () -> octopusMean("4"))
            .ours("octopus", "6.71", 0.005, "8 iterations", () -> octopusMean("8"))
            .ours("octopus", "49.1", 0.05, "2 iterations: % of ticks with all seven", () -> allSevenShare("2"))
            .ours("octopus", "69.9", 0.05, "4 iterations", () -> allSevenShare("4"))
            .ours("octopus", "79.9", 0.05, "16 iterations", () -> allSevenShare("16"))
            .ours("octopus", "18.3", 0.05, "1 iteration: worst max_tip_error", () -> octopusWorst("1"))
            .ours("octopus", "18.3", 0.05, "4 iterations", () -> octopusWorst("4"))
            .ours("octopus", "18.3", 0.05, "16 iterations", () -> octopusWorst("16"))
            .source("octopus", "4.69")
            .inputs("octopus", "1", "1.6", "10", "110", "12", "13", "16", "2", "4", "7", "8", "99")

            .ours("caterpillar", "1.3", -1.3, 0.05, "caterpillar --back-friction=1.2 --ticks=3600: centre_x / 1e-13", () -> crawl("back-friction=1.2") / 1e-13)
            .ours("caterpillar", "4,910", 0.5, "caterpillar --ticks=3600: centre_x", () -> crawl())
            .ours("caterpillar", "81.8", 0.05, "same / 60 s", () -> crawl() / 60)
            .ours("caterpillar", "82", 0.5, "same", () -> crawl() / 60)
            .ours("caterpillar", "32", 0.5, "caterpillar --wave=5.5: centre_x / 60", () -> crawl("wave=5.5") / 60)
            .ours("caterpillar", "48", 0.5, "caterpillar --wave=22", () -> crawl("wave=22") / 60)
            .ours("caterpillar", "67.8", 0.05, "caterpillar --back-friction=14", () -> crawl("back-friction=14") / 60)
            .source("caterpillar", "2.84")
            .inputs("caterpillar", "0", "1.2", "10⁻¹³", "11", "14", "21", "22", "28", "5.5", "60", "1")

            .ours("character", "12", 0, "character --snake-gap=17: ticks with snake_pairs_b > 0", () -> ticksAbove("snake-gap=17", "snake_pairs_b", 0))
            .ours("character", "75", 0, "at 18", () -> ticksAbove("snake-gap=18", "snake_pairs_b", 0))
            .ours("character", "4", 0, "at 18: most pairs", () -> run("character", "snake-gap=18", "ticks=1080").max("snake_pairs_b"))
            .ours("character", "348", 0, "at 20", () -> ticksAbove("snake-gap=20", "snake_pairs_b", 0))
            .ours("character", "5", 0, "at 20: most pairs", () -> run("character", "snake-gap=20", "ticks=1080").max("snake_pairs_b"))
            .ours("character", "16", 0, 0, "at 16: ticks with pairs", () -> ticksAbove("snake-gap=16", "snake_pairs_b", 0))
            .ours("character", "0.541", 0.0005, "character: largest koi_bend_b at 0.7", () -> run("character", "ticks=1080").max("koi_bend_b"))
            .ours("character", "38.0", 0.05, "character: lizard_stretched_b at the end", () -> run("character", "ticks=1080").last("lizard_stretched_b"))
            .ours("character", "11.0", 0.05, "same: lizard_stretched_a", () -> run("character", "ticks=1080").last("lizard_stretched_a"))
            .ours("character", "3.5", 0.05, "their ratio", () -> run("character", "ticks=1080").last("lizard_stretched_b") / run("character", "ticks=1080").last("lizard_stretched_a"))
            .ours("character", "1080", 0, 0, "character --lizard-step-trigger=38: ticks where the two lizards differ", () -> {
                Table t = run("character", "lizard-step-trigger=38", "ticks=1080");
                int n = 0;
                for (int r = 0; r < t.rows().size(); r++) {
                    if (t.at(r, "lizard_stretched_a") != t.at(r, "lizard_stretched_b") || t.at(r, "lizard_steps_a") != t.at(r, "lizard_steps_b")) n++;
                }
                return n;
            })
            .inputs("character", "0.35", "0.7", "1.7", "17", "18", "20", "38", "400", "42", "60", "1", "8");

    @TestFactory
    Stream<DynamicTest> figures() { return TABLE.tests(); }
}
