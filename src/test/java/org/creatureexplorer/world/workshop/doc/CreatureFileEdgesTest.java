package org.creatureexplorer.world.workshop.doc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.IntFunction;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The edges of docs/creature-files.md's ranges and counts: the last value a rule allows reads,
 * the first past it is refused with its reason (16 parts of a kind, 8 bumps, 120 radii, a part
 * on the spine's last joint, the fewest joints a part needs); values of the wrong JSON kind are
 * named by their kind; and a creature using every optional number writes and reads back equal.
 */
class CreatureFileEdgesTest {
    private static final String STAGE = "\"stage\": {\"width\": 480, \"height\": 300, \"path\": {\"centre-x\": 240, \"centre-y\": 150,"
            + " \"half-width\": 180, \"half-height\": 105, \"period\": 9%s}}";
    private static final String FOLLOW = "{\"kind\": \"follow\", \"rate\": 5, \"speed-cap\": 240}";

    /** A creature file: its spine object, its brain object and any more top-level parts (each starting with a comma). */
    private static String creature(String spine, String brain, String more) {
        return creatureOn(String.format(STAGE, ""), spine, brain, more);
    }

    private static String creatureOn(String stage, String spine, String brain, String more) {
        return "{\"schema\": 1, \"name\": \"edge\",\n" + stage + ",\n\"spine\": " + spine + ",\n\"brain\": " + brain + more + "}";
    }

    private static String spine(int joints) { return "{\"joints\": " + joints + ", \"gap\": 10, \"radii\": \"snake\"}"; }

    private static String list(int n, IntFunction<String> item) {
        return IntStream.range(0, n).mapToObj(item).collect(Collectors.joining(", ", "[", "]"));
    }

    private static CreatureDoc reads(String text) throws CreatureFileError { return CreatureReader.parse("edge.json", text); }

    private static String refused(String text) {
        return assertThrows(CreatureFileError.class, () -> reads(text), text).reason();
    }

    @Test
    void sixteenOfAPartReadAndSeventeenAreRefused() throws CreatureFileError {
        IntFunction<String> strand = i -> "{\"joint\": 0, \"count\": 1, \"links\": 3, \"link\": 5, \"keep\": 0.9, \"sink\": 10, \"passes\": 2}";
        assertEquals(16, reads(creature(spine(4), FOLLOW, ", \"strands\": " + list(16, strand))).strands().size());
        assertEquals("more than 16 strands", refused(creature(spine(4), FOLLOW, ", \"strands\": " + list(17, strand))));

        IntFunction<String> fan = i -> "{\"joint\": 0, \"links\": 3, \"gap\": 5, \"iterations\": 2, \"fan-radius\": 0, \"count\": 8}";
        assertEquals(2, reads(creature(spine(4), FOLLOW, ", \"tentacles\": " + list(2, fan))).tentacles().size(), "8 + 8 tentacles in all");

        IntFunction<String> leg = i -> "{\"joint\": 1, \"side\": \"" + (i % 2 == 0 ? "left" : "right") + "\", \"knee\": \"back\", \"set\": " + (i % 2) + "}";
        String legs = ", \"legs\": {\"thigh\": 20, \"shin\": 20, \"home-ahead\": 5, \"home-side\": 20, \"step-trigger\": 30,"
                + " \"step-seconds\": 0.2, \"lift\": 5, \"overshoot\": 5, \"at\": %s}";
        assertEquals(16, reads(creature(spine(2), FOLLOW, String.format(legs, list(16, leg)))).legs().get().at().size(), "legs on a 2-joint spine");
        assertEquals("more than 16 legs", refused(creature(spine(2), FOLLOW, String.format(legs, list(17, leg)))));
        assertEquals("legs hang from spine joints behind the head: the spine needs at least 2 joints",
                refused(creature(spine(1), FOLLOW, String.format(legs, list(2, leg)))));

        IntFunction<String> step = i -> "{\"from\": " + i + ", \"pace\": 1}";
        String paced = String.format(STAGE, ", \"pace\": {\"cycle\": 20, \"steps\": %s}");
        assertEquals(16, reads(creatureOn(String.format(paced, list(16, step)), spine(4), FOLLOW, "")).stage().path().pace().get().starts().size());
        assertEquals("more than 16 pace steps", refused(creatureOn(String.format(paced, list(17, step)), spine(4), FOLLOW, "")));
        assertEquals("each pace step must start after the one before",
                refused(creatureOn(String.format(paced, "[{\"from\": 0, \"pace\": 1}, {\"from\": 0, \"pace\": 2}]"), spine(4), FOLLOW, "")));
    }

    @Test
    void eightBumpsAndTwoSideLegsAreEnough() throws CreatureFileError {
        IntFunction<String> bump = i -> "{\"height\": 2, \"length\": " + (10 + i) + "}";
        String ground = "\"stage\": {\"width\": 360, \"height\": 225, \"path\": {\"centre-x\": 180, \"centre-y\": 178, \"half-width\": 110,"
                + " \"half-height\": 0, \"period\": 9}, \"ground\": {\"level\": 178, \"bumps\": %s}}";
        String sideLegs = ", \"side-legs\": {\"lag-trigger\": 30, \"step-seconds\": 0.14, \"lift\": 14, \"lead\": 1.6, \"body-height\": 22,"
                + " \"height-rate\": 6, \"reach-spare\": 1.15, \"reach-drop\": 24, \"thigh-share\": 0.47, \"shin-share\": 0.53,"
                + " \"at\": [{\"home\": -20, \"hip\": -2, \"set\": 0}, {\"home\": 20, \"hip\": 2, \"set\": 1}]}";
        String point = "{\"joints\": 1, \"gap\": 10, \"radii\": [13]}";
        CreatureDoc d = reads(creatureOn(String.format(ground, list(8, bump)), point, FOLLOW, sideLegs));
        assertEquals(8, d.stage().ground().get().bumps().size());
        assertEquals(2, d.sideLegs().get().at().size());
        assertEquals("more than 8 bumps", refused(creatureOn(String.format(ground, list(9, bump)), point, FOLLOW, sideLegs)));
        IntFunction<String> sideLeg = i -> "{\"home\": " + (i * 10 - 80) + ", \"hip\": 0, \"set\": " + (i % 2) + "}";
        String many = sideLegs.substring(0, sideLegs.indexOf("\"at\"")) + "\"at\": %s}";
        assertEquals(16, reads(creatureOn(String.format(ground, "[]"), point, FOLLOW, String.format(many, list(16, sideLeg)))).sideLegs().get().at().size());
        assertEquals("more than 16 legs", refused(creatureOn(String.format(ground, "[]"), point, FOLLOW, String.format(many, list(17, sideLeg)))));
    }

    /** A part may hang from the spine's last joint, not one past it; fins need 5 joints and sit two or more from each end. */
    @Test
    void partsHangFromTheSpinesOwnJoints() throws CreatureFileError {
        String tentacle = ", \"tentacles\": [{\"joint\": %d, \"links\": 3, \"gap\": 5, \"iterations\": 2, \"fan-radius\": 0}]";
        assertEquals(5, reads(creature(spine(6), FOLLOW, String.format(tentacle, 5))).tentacles().get(0).joint());
        assertEquals("tentacles[0] \"joint\" is 6, outside 0 to 5 (a spine joint)", refused(creature(spine(6), FOLLOW, String.format(tentacle, 6))));
        String strands = ", \"strands\": [{\"joint\": %d, \"count\": 1, \"links\": 3, \"link\": 5, \"keep\": 0.9, \"sink\": 10, \"passes\": 2}]";
        assertEquals(5, reads(creature(spine(6), FOLLOW, String.format(strands, 5))).strands().get(0).joint());
        assertEquals("strands[0] \"joint\" is 6, outside 0 to 5 (a spine joint)", refused(creature(spine(6), FOLLOW, String.format(strands, 6))));
        String feeler = ", \"feelers\": [{\"joint\": %d, \"points\": 5, \"pull\": 0.1, \"drift-x\": -1, \"drift-y\": 0.4}]";
        assertEquals(5, reads(creature(spine(6), FOLLOW, String.format(feeler, 5))).feelers().get(0).joint());
        assertEquals("feelers[0] \"joint\" is 6, outside 0 to 5 (a spine joint)", refused(creature(spine(6), FOLLOW, String.format(feeler, 6))));

        String fins = ", \"fins\": {\"joint\": %d, \"rest\": 0.5, \"gain\": 2, \"tail-stiffness\": 90, \"tail-damping\": 13}";
        assertEquals(2, reads(creature(spine(5), FOLLOW, String.format(fins, 2))).fins().get().joint());
        assertEquals("fins \"joint\" is 3, outside 2 to 2 (the side fins' joint: the bend is read one joint either side)",
                refused(creature(spine(5), FOLLOW, String.format(fins, 3))));
        assertEquals("fins need a spine of at least 5 joints (the bend around the fin joint)", refused(creature(spine(4), FOLLOW, String.format(fins, 2))));

        assertEquals(0.3, reads(creature("{\"joints\": 3, \"gap\": 10, \"bend-limit\": 0.3, \"radii\": \"snake\"}", FOLLOW, ""))
                .spine().bendLimit().getAsDouble(), "a bend limit on 3 joints: one bend");
        String crawl = "{\"kind\": \"crawl\", \"wave\": 11, \"phase-per-joint\": 0.55, \"squeeze\": 0.5, \"spring\": 450, \"damping\": 8,"
                + " \"forward-friction\": 1.2, \"back-friction\": 28, \"turn-radius\": 30}";
        assertEquals("crawl", reads(creature(spine(2), crawl, "")).brain().kind(), "a crawl on 2 joints");
        assertEquals("a crawl moves a body along its trail: the spine needs at least 2 joints", refused(creature(spine(1), crawl, "")));
    }

    @Test
    void radiiFromOneToOneHundredTwentyEachFromHalfAPixelToSixty() throws CreatureFileError {
        String many = "{\"joints\": 120, \"gap\": 10, \"radii\": %s}";
        assertEquals(120, reads(creature(String.format(many, list(120, i -> "5")), FOLLOW, "")).spine().radii().profile().size());
        assertEquals("spine \"radii\" has 121 numbers; give 1 to 120", refused(creature(String.format(many, list(121, i -> "5")), FOLLOW, "")));
        assertEquals("spine \"radii\" has 0 numbers; give 1 to 120", refused(creature(String.format(many, "[]"), FOLLOW, "")));
        assertEquals(List.of(0.5, 60.0), reads(creature(String.format(many, "[0.5, 60]"), FOLLOW, "")).spine().radii().profile());
        assertEquals("spine \"radii\" holds 0.4; each radius is a number from 0.5 to 60 px", refused(creature(String.format(many, "[0.4]"), FOLLOW, "")));
        assertEquals("spine \"radii\" holds 60.5; each radius is a number from 0.5 to 60 px", refused(creature(String.format(many, "[60.5]"), FOLLOW, "")));
        assertEquals("spine \"radii\" holds a text; each radius is a number from 0.5 to 60 px", refused(creature(String.format(many, "[\"7\"]"), FOLLOW, "")));
        assertEquals("spine \"radii\" is \"koi\"; a name must be \"snake\" (or give a list)", refused(creature(String.format(many, "\"koi\""), FOLLOW, "")));
        assertEquals("spine \"radii\" must be \"snake\" or a list of numbers, not a number", refused(creature(String.format(many, "7"), FOLLOW, "")));
    }

    /** A value of the wrong kind is named by its kind in the reason. */
    @Test
    void aValueOfTheWrongKindIsNamedByItsKind() {
        assertEquals("brain \"kind\" is true; it must be one of follow, swim, seek, arrive, wander, flee, blend, pulse, crawl, moods",
                refused(creature(spine(4), "{\"kind\": true}", "")));
        assertEquals("brain \"kind\" is 3; it must be one of follow, swim, seek, arrive, wander, flee, blend, pulse, crawl, moods",
                refused(creature(spine(4), "{\"kind\": 3}", "")));
        assertEquals("the creature \"name\" must be a text in quotes, not a number", refused(creature(spine(4), FOLLOW, "").replace("\"edge\"", "5")));
        assertEquals("spine must be an object { ... }, not a list", refused(creature("[]", FOLLOW, "")));
        assertEquals("spine \"gap\" must be a number, not null", refused(creature("{\"joints\": 4, \"gap\": null, \"radii\": \"snake\"}", FOLLOW, "")));
        assertEquals("spine \"gap\" must be a number, not false", refused(creature("{\"joints\": 4, \"gap\": false, \"radii\": \"snake\"}", FOLLOW, "")));
        assertEquals("spine \"gap\" must be a number, not an object", refused(creature("{\"joints\": 4, \"gap\": {}, \"radii\": \"snake\"}", FOLLOW, "")));
        assertEquals("the creature \"strands\" must be a list [ ... ], not true", refused(creature(spine(4), FOLLOW, ", \"strands\": true")));
        assertEquals("schema 0 is not the version this app reads (1)", refused(creature(spine(4), FOLLOW, "").replace("\"schema\": 1", "\"schema\": 0")));
    }

    /** The pet's braking needs room: a slow radius just past the stop radius reads, one equal to it is refused. */
    @Test
    void theSlowRadiusMustBeLargerThanTheStopRadius() throws CreatureFileError {
        String moods = "{\"kind\": \"moods\", \"rest-speed\": 25, \"rest-time\": 0.6, \"wander-speed\": 45, \"follow-speed\": 170,"
                + " \"stop-radius\": 46, \"slow-radius\": %s, \"startle-speed\": 420, \"startle-range\": 160, \"dash-speed\": 260,"
                + " \"dash-time\": 1.1, \"max-accel\": 1500, \"wander-turn\": 2.2, \"noise-rate\": 1, \"edge-margin\": 56, \"edge-turn\": 3.5}";
        String point = "{\"joints\": 1, \"gap\": 10, \"radii\": [13]}";
        assertEquals(46.5, ((CreatureDoc.Moods) reads(creature(point, String.format(moods, "46.5"), "")).brain()).slowRadius());
        assertEquals("brain \"slow-radius\" must be larger than \"stop-radius\" (braking needs room)",
                refused(creature(point, String.format(moods, "46"), "")));
        String pulse = "{\"kind\": \"pulse\", \"period\": 1.2, \"squeeze-time\": %s, \"thrust\": 160, \"drag\": 1.6, \"turn-rate\": 1.5,"
                + " \"edge-margin\": 40, \"edge-push\": 300}";
        assertEquals(1.19, ((CreatureDoc.Pulse) reads(creature(point, String.format(pulse, "1.19"), "")).brain()).squeezeTime());
        assertEquals("brain \"squeeze-time\" must be shorter than the \"period\" (the bell must also let go)",
                refused(creature(point, String.format(pulse, "1.2"), "")));
    }

    /** A skin that names one colour keeps the default for the other. */
    @Test
    void aSkinWithOneColourKeepsTheDefaultOther() throws CreatureFileError {
        CreatureDoc d = reads(creature(spine(4), FOLLOW, ", \"skin\": {\"outline\": \"#102030\"}"));
        assertEquals(new CreatureDoc.Skin(CreatureDoc.Skin.DEFAULT.fill(), "#102030"), d.skin());
    }

    /** A file of exactly 1 MB (the good file padded with spaces) reads; one character more is refused before it is parsed. */
    @Test
    void oneMegabyteIsTheLargestFile(@TempDir Path dir) throws Exception {
        String good = creature(spine(4), FOLLOW, "");
        String padded = good + " ".repeat(Json.MAX_CHARS - good.length());
        Path file = dir.resolve("big.json");
        Files.writeString(file, padded);
        assertEquals("edge", CreatureReader.read(file).name());
        Files.writeString(file, padded + " ");
        assertEquals("larger than 1 MB: not a creature file", assertThrows(CreatureFileError.class, () -> CreatureReader.read(file)).reason());
        assertEquals("larger than 1 MB: not a creature file", refused(padded + " "));
    }

    /** Every optional number away from its default, a hand-placed start, a blend's rule, a face-ease: written and read back equal. */
    @Test
    void aCreatureUsingEveryOptionalNumberReadsBackEqual() throws CreatureFileError {
        String spine = "{\"joints\": 8, \"gap\": 10, \"radii\": [6, 5.5, 4], \"start\": {\"x\": 100, \"y\": 90, \"heading\": 1.2}}";
        String tentacle = ", \"tentacles\": [{\"joint\": 2, \"links\": 4, \"gap\": 6, \"iterations\": 3, \"fan-radius\": 20, \"angle\": 0.4,"
                + " \"sway\": 7, \"count\": 3, \"spread\": 0.3, \"root-radius\": 5, \"root-angle\": -0.2, \"root-spread\": 0.25}]";
        String legs = ", \"legs\": {\"thigh\": 20, \"shin\": 18, \"home-ahead\": 5, \"home-side\": 20, \"step-trigger\": 30, \"step-seconds\": 0.2,"
                + " \"lift\": 5, \"overshoot\": 5, \"at\": [{\"joint\": 3, \"side\": \"left\", \"knee\": \"forward\", \"set\": 0, \"start-ahead\": 4.5},"
                + " {\"joint\": 3, \"side\": \"right\", \"knee\": \"back\", \"set\": 1, \"start-ahead\": -3}]}";
        String stage = String.format(STAGE, ", \"phase\": 1.5, \"pace\": {\"cycle\": 4, \"steps\": [{\"from\": 0, \"pace\": 0}, {\"from\": 1.25, \"pace\": 7}]}");
        List<String> brains = List.of("{\"kind\": \"follow\", \"rate\": 5, \"speed-cap\": 240, \"stand-off\": 12, \"face-ease\": 3.5}",
                "{\"kind\": \"blend\", \"rule\": \"switch\", \"max-speed\": 144, \"max-force\": 1080, \"ahead\": 12, \"radius\": 8, \"jitter\": 0.5,"
                        + " \"startle\": 60, \"decay\": 0.95, \"flight-weight\": 2.5}");
        for (String brain : brains) {
            CreatureDoc d = reads(creatureOn(stage, spine, brain, tentacle + legs + ", \"about\": \"every option\", \"seed\": 42"));
            String written = CreatureWriter.write(d);
            assertEquals(d, reads(written), written);
            // Whole numbers are written whole, as a person writes them (the radii lists excepted: written as doubles).
            assertTrue(written.contains("\"width\" : 480,") && written.contains("\"gap\" : 10,") && written.contains("\"phase\" : 1.5"), written);
        }
    }
}
