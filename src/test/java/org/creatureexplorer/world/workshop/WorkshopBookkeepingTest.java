package org.creatureexplorer.world.workshop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.creatureexplorer.model.SeriesSpec;
import org.creatureexplorer.sim.Angles;
import org.creatureexplorer.world.workshop.doc.CreatureDoc;
import org.creatureexplorer.world.workshop.doc.CreatureFileError;
import org.creatureexplorer.world.workshop.doc.CreatureReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The workshop's bookkeeping: the measured columns are docs/creature-files.md's list for the
 * parts a creature has; the session's numbered designs; the library's names; the brains the
 * parts panel switches to; the koi's wiggle.
 */
class WorkshopBookkeepingTest {

    static Stream<String> creatures() { return Stream.concat(CreatureLibrary.NAMES.stream(), CreatureLibrary.CHALLENGES.stream()); }

    /** docs/creature-files.md, "Measured series": always these, then each part's, in the document's order. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("creatures")
    void theColumnsAreTheDocumentsListForItsParts(String name) throws CreatureFileError {
        CreatureDoc d = CreatureLibrary.open(name);
        List<String> expected = new ArrayList<>(List.of("head_x", "head_y", "target_x", "target_y", "speed", "heading", "target_distance",
                "max_gap_error", "head_tail", "max_bend", "overlapping_pairs"));
        if (d.spine().bendLimit().isPresent()) expected.add("at_limit");
        if (d.brain() instanceof CreatureDoc.Pulse) expected.addAll(List.of("phase", "squeeze"));
        if (d.brain() instanceof CreatureDoc.Crawl) expected.addAll(List.of("centre_x", "centre_speed", "mean_speed"));
        if (d.brain() instanceof CreatureDoc.Moods) expected.addAll(List.of("state", "target_speed", "desired_speed"));
        if (d.fins().isPresent()) expected.addAll(List.of("fin_left", "fin_right", "tail_angle", "tail_fin_angle"));
        if (d.legs().isPresent()) expected.addAll(List.of("steps_total", "feet_down", "stretched_legs", "mean_stride", "foot_slip"));
        if (d.sideLegs().isPresent()) expected.addAll(List.of("feet_down", "moving_set", "set_swaps", "turn_lag", "clearance"));
        if (!d.tentacles().isEmpty()) expected.addAll(List.of("tips_within_1px", "mean_tip_error", "max_tip_error"));
        if (!d.strands().isEmpty()) expected.addAll(List.of("max_link_stretch", "mean_link_stretch"));
        WorkshopWorld w = new WorkshopWorld(d);
        assertEquals(expected, w.series().stream().map(SeriesSpec::column).toList());
        for (int t = 0; t < 120; t++) w.step();
        double[] out = new double[w.series().size()];
        w.sample(out);
        if (d.legs().isPresent()) assertEquals(w.footSlip(), out[expected.indexOf("foot_slip")], 0.0);
        assertEquals(w.heading(), out[expected.indexOf("heading")], 0.0);
    }

    /** Designs are numbered from 1 in the order made; the same design again keeps its number; each is found only with its start. */
    @Test
    void designsAreNumberedAndFoundWithTheirStart() throws CreatureFileError {
        CreatureDoc snake = CreatureLibrary.open("snake");
        CreatureDoc legged = WorkshopEdits.legs(snake, Optional.of(WorkshopEdits.lizardLegs(snake.spine().joints())));
        int first = WorkshopDesigns.add(snake, "snake");
        assertTrue(first >= 1);
        assertEquals(first, WorkshopDesigns.add(snake, "snake"), "the same design just made again: the same number");
        int second = WorkshopDesigns.add(legged, "snake");
        assertEquals(first + 1, second);
        assertEquals(second + 1, WorkshopDesigns.add(legged, "koi"), "another start is another design");
        assertEquals(Optional.of(snake), WorkshopDesigns.get(first, "snake"));
        assertEquals(Optional.of(legged), WorkshopDesigns.get(second, "snake"));
        assertEquals(Optional.empty(), WorkshopDesigns.get(second, "koi"), "made from the snake, not the koi");
        assertEquals(Optional.of(legged), WorkshopDesigns.get(second + 1, "koi"));
        assertEquals(Optional.empty(), WorkshopDesigns.get(0, "snake"), "0 is the lesson's own start");
        assertEquals(Optional.empty(), WorkshopDesigns.get(second + 2, "snake"), "a number never given out");
        assertEquals(Optional.empty(), WorkshopDesigns.get(-1, "snake"));
    }

    /** The library opens a file, a name with or without ".json", a challenge's name; anything else names what it looked for. */
    @Test
    void theLibraryOpensNamesFilesAndChallenges() throws CreatureFileError {
        CreatureDoc koi = CreatureReader.read(Path.of("creatures/koi.json"));
        assertEquals(koi, CreatureLibrary.open("koi"));
        assertEquals(koi, CreatureLibrary.open("koi.json"));
        assertEquals(koi, CreatureLibrary.open("creatures/koi.json"));
        CreatureFileError e = assertThrows(CreatureFileError.class, () -> CreatureLibrary.open("dragon"));
        assertEquals("dragon: not found (neither a file, nor one of the library's snake, koi, lizard, octopus, caterpillar, jellyfish, spider,"
                + " pet, centipede, nor a challenge's reference solution: cross, sure-footed, tight-circle, flee)", e.getMessage());
        assertEquals("somewhere/dragon.json", assertThrows(CreatureFileError.class, () -> CreatureLibrary.open("somewhere/dragon.json")).file());
        // A refusal without a line names no line.
        assertEquals("nothing.json: not found", assertThrows(CreatureFileError.class, () -> CreatureReader.read(Path.of("nothing.json"))).getMessage());
    }

    /** The brains the parts panel offers, each of its kind; an unknown kind is refused with the list. */
    @Test
    void theBrainsToSwitchToAreOfTheirKind() {
        for (String kind : WorkshopEdits.BRAINS) assertEquals(kind, WorkshopEdits.brainOf(kind).kind());
        assertEquals("no brain moods to switch to; one of [follow, swim, seek, arrive, wander, flee]",
                assertThrows(IllegalArgumentException.class, () -> WorkshopEdits.brainOf("moods")).getMessage());
        assertEquals("wander", new CreatureDoc.Wander(1, 1, 1, 1, 1).kind());
        assertEquals("blend", new CreatureDoc.Blend("sum", 1, 1, 1, 1, 1, 1, 1, 1).kind());
    }

    /** The parts panel's legs and fins fit short spines: hung from joints the spine has, and read back as the reader reads them. */
    @Test
    void theStandardLegsAndFinsFitAShortSpine() throws CreatureFileError {
        assertEquals(List.of(3, 3, 4, 4), WorkshopEdits.lizardLegs(5).at().stream().map(CreatureDoc.Leg::joint).toList());
        assertEquals(List.of(3, 3, 7, 7), WorkshopEdits.lizardLegs(16).at().stream().map(CreatureDoc.Leg::joint).toList());
        assertEquals(2, WorkshopEdits.koiFins(5).joint());
        assertEquals(3, WorkshopEdits.koiFins(6).joint());
        assertEquals(3, WorkshopEdits.koiFins(14).joint());
        CreatureDoc snake = CreatureLibrary.open("snake");
        CreatureDoc shortened = WorkshopEdits.spine(snake, 5, 12, java.util.OptionalDouble.empty());
        CreatureDoc both = WorkshopEdits.fins(WorkshopEdits.legs(shortened, Optional.of(WorkshopEdits.lizardLegs(5))), Optional.of(WorkshopEdits.koiFins(5)));
        assertEquals(both, CreatureReader.parse("edited", org.creatureexplorer.world.workshop.doc.CreatureWriter.write(both)));
    }

    /** The koi's wiggle is the file's: none, the spine faces the heading; some, the facing swings round it by up to the wiggle. */
    @Test
    void theSwimmersWiggleIsTheFiles() throws CreatureFileError {
        CreatureDoc koi = CreatureLibrary.open("koi");
        CreatureDoc.Swim s = (CreatureDoc.Swim) koi.brain();
        for (double wiggle : new double[] {0, 0.4}) {
            WorkshopWorld w = new WorkshopWorld(WorkshopEdits.brain(koi, new CreatureDoc.Swim(s.turnRate(), s.cruise(), s.slowRadius(),
                    s.minShare(), s.speedEase(), wiggle, s.wiggleHz())));
            double widest = 0;
            for (int t = 0; t < 240; t++) {
                w.step();
                widest = Math.max(widest, Math.abs(Angles.wrap(w.brain().facing().angle() - w.heading())));
            }
            assertTrue(widest <= wiggle + 1e-9, "the facing never swings past the wiggle: " + widest);
            assertTrue(widest >= wiggle * 0.9, "and does reach it: " + widest + " of " + wiggle);
        }
    }
}
