package org.creatureexplorer.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.OptionalDouble;
import javax.swing.JLabel;
import org.creatureexplorer.lessons.workshop.ChallengeLesson;
import org.creatureexplorer.lessons.workshop.WorkshopLesson;
import org.creatureexplorer.model.Pins;
import org.creatureexplorer.world.workshop.Challenge;
import org.creatureexplorer.world.workshop.WorkshopEdits;
import org.creatureexplorer.world.workshop.WorkshopLive;
import org.creatureexplorer.world.workshop.doc.CreatureDoc;
import org.creatureexplorer.world.workshop.doc.CreatureReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The workshop's parts panel: an edit becomes the creature on the stage (and a pinned run keeps
 * its own), a bad file is refused with FILE:LINE: reason while the creature stays, a saved file
 * reads back as the creature shown, and a challenge judged live ends on the headless verdict.
 */
class WorkshopPanelTest {

    private static WorkshopLive live(LessonView v) { return (WorkshopLive) v.playback().world(); }

    @Test
    void anEditRestartsWithTheNewPartAndAPinKeepsTheOldDesign() {
        LessonView v = new LessonView(WorkshopLesson.create());
        v.setParameter("creature", "snake");
        v.advance(60);
        v.usePins(new Pins(LessonView.CHART_WINDOW));
        v.pin();
        CreatureDoc snake = live(v).doc();
        assertTrue(snake.spine().bendLimit().isEmpty());
        assertTrue(v.workshop().use(WorkshopEdits.spine(snake, snake.spine().joints(), snake.spine().gap(), OptionalDouble.of(0.35)), "test"));
        assertEquals(OptionalDouble.of(0.35), live(v).doc().spine().bendLimit(), "the live creature has the limit");
        assertEquals(0, v.playback().tick(), "an edit restarts the run");
        v.advance(60);
        WorkshopLive pinned = (WorkshopLive) v.pins().list().get(0).world();
        assertTrue(pinned.doc().spine().bendLimit().isEmpty(), "the pinned run is still the snake without a limit");
        assertEquals(v.playback().tick(), pinned.tick());
        // Step back rebuilds the design in force, not the library's snake.
        v.stepBack(10);
        assertEquals(OptionalDouble.of(0.35), live(v).doc().spine().bendLimit());
    }

    @Test
    void aBadFileIsRefusedWithItsLineAndTheCreatureStays(@TempDir Path dir) throws Exception {
        LessonView v = new LessonView(WorkshopLesson.create());
        v.advance(30);
        CreatureDoc before = live(v).doc();
        Path bad = Path.of("src/test/resources/workshop/broken/brain-wrong-key.json");
        assertFalse(v.workshop().openFile(bad));
        String note = ((JLabel) find(v.workshop(), "workshop-note")).getText();
        assertTrue(note.startsWith(bad.toString() + ":"), note);
        assertTrue(note.matches(".*:\\d+: .*"), "FILE:LINE: reason, got " + note);
        assertSame(before, live(v).doc());
        assertEquals(30, v.playback().tick(), "the run goes on untouched");
    }

    @Test
    void saveWritesTheCreatureShownAndOpenReadsItBack(@TempDir Path dir) throws Exception {
        LessonView v = new LessonView(WorkshopLesson.create());
        v.setParameter("creature", "octopus");
        CreatureDoc octopus = live(v).doc();
        assertTrue(v.workshop().use(WorkshopEdits.legs(octopus, Optional.of(WorkshopEdits.lizardLegs(octopus.spine().joints()))), "test")
                || octopus.spine().joints() < 2);
        CreatureDoc shown = live(v).doc();
        Path file = dir.resolve("mine.json");
        assertTrue(v.workshop().saveFile(file));
        assertEquals(shown, CreatureReader.read(file));
        try (var s = Files.list(dir)) { assertEquals(1, s.count(), "no temporary file left beside it"); }
        v.setParameter("creature", "snake");
        assertNotEquals(shown, live(v).doc());
        assertTrue(v.workshop().openFile(file));
        assertEquals(shown, live(v).doc());
    }

    /** The stage's verdict after the challenge's length is the one measure workshop --check prints. */
    @Test
    void aChallengeJudgedLiveEndsOnTheHeadlessVerdict() throws Exception {
        for (Challenge c : Challenge.values()) {
            LessonView v = new LessonView(ChallengeLesson.create());
            v.setParameter("challenge", c.id());
            Challenge.Run run = live(v).run();
            v.advance((int) Math.round(run.seconds() * 60) + 30);
            assertTrue(run.over());
            assertEquals(c.judge(live(v).doc()).toString(), run.verdict().toString(), c.id());
        }
    }

    private static java.awt.Component find(java.awt.Container root, String name) {
        for (java.awt.Component c : root.getComponents()) {
            if (name.equals(c.getName())) return c;
            if (c instanceof java.awt.Container k) {
                java.awt.Component f = find(k, name);
                if (f != null) return f;
            }
        }
        return null;
    }
}
