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
import org.creatureexplorer.sim.Vec2;
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
    void anEditAppliesWhileItPlaysAndAPinKeepsTheOldDesign() {
        LessonView v = new LessonView(WorkshopLesson.create());
        v.setParameter("creature", "snake");
        v.advance(60);
        v.usePins(new Pins(LessonView.CHART_WINDOW));
        v.pin();
        CreatureDoc snake = live(v).doc();
        assertTrue(snake.spine().bendLimit().isEmpty());
        assertTrue(v.workshop().use(WorkshopEdits.spine(snake, snake.spine().joints(), snake.spine().gap(), OptionalDouble.of(0.35)), "test"));
        assertEquals(OptionalDouble.of(0.35), live(v).doc().spine().bendLimit(), "the live creature has the limit");
        assertEquals(60, v.playback().tick(), "an edit goes on from the tick it is made");
        v.advance(60);
        WorkshopLive pinned = (WorkshopLive) v.pins().list().get(0).world();
        assertTrue(pinned.doc().spine().bendLimit().isEmpty(), "the pinned run is still the snake without a limit");
        assertEquals(v.playback().tick(), pinned.tick());
        // Step back across the edit: the old design before it, the new one from its tick on.
        v.stepBack(70);
        assertEquals(50, v.playback().tick());
        assertTrue(live(v).doc().spine().bendLimit().isEmpty(), "before the edit: the snake without a limit");
        v.advance(10);
        assertEquals(OptionalDouble.of(0.35), live(v).doc().spine().bendLimit(), "at the edit's tick: the limit again");
    }

    /** The student's first build: the snake given legs, then a wider gap, each while it runs; the head stays where it was. */
    @Test
    void anEditMidRunKeepsTheHeadWhereItWas() {
        LessonView v = new LessonView(WorkshopLesson.create());
        v.setParameter("creature", "snake");
        v.advance(200);
        Vec2 head = live(v).creature().joint(0);
        CreatureDoc snake = live(v).doc();
        assertTrue(v.workshop().use(WorkshopEdits.legs(snake, Optional.of(WorkshopEdits.lizardLegs(snake.spine().joints()))), "test"));
        assertTrue(live(v).creature().walker() != null, "the creature has legs now");
        assertEquals(200, v.playback().tick());
        assertTrue(live(v).creature().joint(0).distanceTo(head) < 1e-9, "the head where it was, got " + live(v).creature().joint(0));
        v.advance(1);
        assertTrue(live(v).creature().joint(0).distanceTo(head) < 6, "one tick on, the head a step from where it was");
        head = live(v).creature().joint(0);
        CreatureDoc legged = live(v).doc();
        assertTrue(v.workshop().use(WorkshopEdits.spine(legged, legged.spine().joints(), legged.spine().gap() + 6, legged.spine().bendLimit()), "test"));
        v.advance(1);
        assertTrue(live(v).creature().joint(0).distanceTo(head) < 6, "after the gap changed, the head a step from where it was");
        assertEquals(202, v.playback().tick());
    }

    /** The workshop's question 3: legs put on while it plays part the feet chart from the pinned snake's, not the speed chart. */
    @Test
    void legsPutOnWhileItPlaysLeaveTheSpeedAndChangeTheFeet() {
        LessonView v = new LessonView(WorkshopLesson.create());
        v.setParameter("creature", "snake");
        v.advance(100);
        v.usePins(new Pins(LessonView.CHART_WINDOW));
        v.pin();
        CreatureDoc snake = live(v).doc();
        assertTrue(v.workshop().use(WorkshopEdits.legs(snake, Optional.of(WorkshopEdits.lizardLegs(snake.spine().joints()))), "test"));
        boolean feetDiffer = false;
        for (int i = 0; i < 240; i++) {
            v.advance(1);
            double[] now = sample(live(v)), pinned = sample((WorkshopLive) v.pins().list().get(0).world());
            assertEquals(pinned[0], now[0], "the same speed at tick " + v.playback().tick());
            feetDiffer |= pinned[5] != now[5];
        }
        assertTrue(feetDiffer, "the legged snake plants feet, the pinned one has none");
    }

    private static double[] sample(WorkshopLive w) {
        double[] out = new double[w.series().size()];
        w.sample(out);
        return out;
    }

    /** A pin made after edits while it plays runs on exactly as the live run does while nothing changes. */
    @Test
    void aPinAfterEditsRunsOnAsTheLiveRun() {
        LessonView v = new LessonView(WorkshopLesson.create());
        v.setParameter("creature", "snake");
        v.advance(150);
        CreatureDoc snake = live(v).doc();
        assertTrue(v.workshop().use(WorkshopEdits.legs(snake, Optional.of(WorkshopEdits.lizardLegs(snake.spine().joints()))), "test"));
        v.advance(120);
        CreatureDoc legged = live(v).doc();
        assertTrue(v.workshop().use(WorkshopEdits.spine(legged, legged.spine().joints(), 15, legged.spine().bendLimit()), "test"));
        v.advance(150);
        v.usePins(new Pins(LessonView.CHART_WINDOW));
        v.pin();
        for (int i = 0; i < 400; i++) {
            v.advance(1);
            WorkshopLive pinned = (WorkshopLive) v.pins().list().get(0).world();
            for (int j = 0; j < live(v).creature().joints(); j++) {
                assertEquals(live(v).creature().joint(j), pinned.creature().joint(j), "joint " + j + " at tick " + v.playback().tick());
            }
        }
    }

    /** In a challenge the verdict judges one design: an edit runs it again from the start. */
    @Test
    void anEditInAChallengeRestartsTheJudgedRun() {
        LessonView v = new LessonView(ChallengeLesson.create());
        v.advance(90);
        CreatureDoc start = live(v).doc();
        assertTrue(v.workshop().use(WorkshopEdits.spine(start, start.spine().joints(), start.spine().gap() + 4, start.spine().bendLimit()), "test"));
        assertEquals(0, v.playback().tick(), "the judged run starts again");
        assertEquals(start.spine().gap() + 4, live(v).run().world().doc().spine().gap());
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
