package org.creatureexplorer.lessons.workshop;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Random;
import java.util.TreeMap;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.Playback;
import org.creatureexplorer.model.World;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.workshop.CreatureLibrary;
import org.creatureexplorer.world.workshop.WorkshopDesigns;
import org.creatureexplorer.world.workshop.WorkshopEdits;
import org.creatureexplorer.world.workshop.WorkshopLive;
import org.creatureexplorer.world.workshop.doc.CreatureDoc;
import org.creatureexplorer.world.workshop.doc.CreatureFileError;
import org.creatureexplorer.world.workshop.doc.CreatureReader;
import org.creatureexplorer.world.workshop.doc.CreatureWriter;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Lesson 6.1's design changed while it plays, as the parts panel changes it (a live
 * {@code design} parameter): random edits of every starting creature (joints, gap, bend limit,
 * legs, fins, tentacles, feelers, brain) among pointer moves. Every sample stays finite, the
 * run is the same however it is reached (a straight replay of the same inputs, a step back
 * across the edits), and an edit keeps the head where it was.
 */
class WorkshopLiveEditsTest {
    private static final int TICKS = 900;
    private static final int CAPACITY = 600;

    static List<String> creatures() { return CreatureLibrary.NAMES; }

    @ParameterizedTest(name = "{0}")
    @MethodSource("creatures")
    void randomEditsWhileItPlaysStayFiniteAndReplayExactly(String start) {
        Lesson<WorkshopLive> lesson = WorkshopLesson.create();
        ParamValues params = lesson.defaultParams();
        params.set(WorkshopLessons.CREATURE, CreatureLibrary.NAMES.indexOf(start));
        Playback run = new Playback(lesson.factory(), params, CAPACITY);
        Random rnd = new Random(start.hashCode() * 31L + 5);
        TreeMap<Long, List<Input>> log = new TreeMap<>();
        // Each tick sampled after its step (what the charts record) and after its inputs (where a step back lands).
        List<double[]> stepped = new ArrayList<>();
        List<double[]> landed = new ArrayList<>();
        stepped.add(sample(run.world()));
        int edits = 0;
        while (run.tick() < TICKS) {
            if (rnd.nextInt(5) == 0) {
                input(run, log, new Input.PointerAt(new Vec2(rnd.nextDouble() * 900, rnd.nextDouble() * 600)));
            }
            if (rnd.nextInt(40) == 0) {
                WorkshopLive live = (WorkshopLive) run.world();
                Optional<CreatureDoc> edited = edit(live.doc(), rnd);
                if (edited.isPresent()) {
                    Vec2 head = live.creature().joint(0);
                    int number = WorkshopDesigns.add(edited.get(), start);
                    input(run, log, new Input.SetParam(WorkshopLessons.DESIGN, number));
                    WorkshopLive after = (WorkshopLive) run.world();
                    assertEquals(edited.get(), after.doc(), start + ": the edit is the design in force at tick " + run.tick());
                    // A side-view walker's body stands at its legs' height over the ground: its x is where it was.
                    double moved = after.creature().sideWalker() != null ? Math.abs(after.creature().joint(0).x() - head.x())
                            : after.creature().joint(0).distanceTo(head);
                    assertTrue(moved < 1e-9, start + ": the head stays where it was at tick " + run.tick() + ", moved " + moved);
                    edits++;
                }
            }
            landed.add(sample(run.world()));
            run.step();
            double[] s = sample(run.world());
            for (double x : s) assertTrue(Double.isFinite(x), start + ": a finite sample at tick " + run.tick());
            stepped.add(s);
        }
        assertTrue(edits >= 5, start + ": enough edits to mean something, got " + edits);

        // The same inputs at the same ticks, on a fresh run: the same samples.
        Playback straight = new Playback(lesson.factory(), params, CAPACITY);
        for (long t = 0; t < TICKS; t++) {
            for (Input in : log.getOrDefault(t, List.of())) straight.apply(in);
            straight.step();
            assertArrayEquals(stepped.get((int) t + 1), sample(straight.world()), start + ": a straight replay at tick " + (t + 1));
        }
        // Step back across the edits: every tick reached backward is the one played forward.
        for (int k = 0; k < 12; k++) {
            long to = rnd.nextInt(TICKS);
            run.replayTo(to);
            assertEquals(to, run.tick());
            assertArrayEquals(landed.get((int) to), sample(run.world()), start + ": after a step back to tick " + to);
        }
    }

    /** The lizard, seeking, given a new speed cap while it plays goes on at the speed it had, not from a standstill. */
    @org.junit.jupiter.api.Test
    void aSteeringCreatureGivenNewNumbersKeepsItsSpeed() {
        Lesson<WorkshopLive> lesson = WorkshopLesson.create();
        ParamValues params = lesson.defaultParams();
        params.set(WorkshopLessons.CREATURE, CreatureLibrary.NAMES.indexOf("lizard"));
        Playback run = new Playback(lesson.factory(), params, CAPACITY);
        CreatureDoc seeking = WorkshopEdits.brain(((WorkshopLive) run.world()).doc(), WorkshopEdits.brainOf("seek"));
        run.apply(new Input.SetParam(WorkshopLessons.DESIGN, WorkshopDesigns.add(seeking, "lizard")));
        run.steps(200);
        double before = sample(run.world())[0];
        assertTrue(before > 50, "the lizard is moving, at " + before + " px/s");
        CreatureDoc d = ((WorkshopLive) run.world()).doc();
        CreatureDoc.Seek seek = (CreatureDoc.Seek) d.brain();
        CreatureDoc faster = WorkshopEdits.brain(d, new CreatureDoc.Seek(seek.maxSpeed() + 60, seek.maxForce()));
        run.apply(new Input.SetParam(WorkshopLessons.DESIGN, WorkshopDesigns.add(faster, "lizard")));
        run.step();
        double after = sample(run.world())[0];
        assertTrue(Math.abs(after - before) < 30, "one tick after the change: " + after + " px/s, was " + before);
    }

    private static void input(Playback run, TreeMap<Long, List<Input>> log, Input in) {
        run.apply(in);
        log.computeIfAbsent(run.tick(), t -> new ArrayList<>()).add(in);
    }

    /** One random edit of the kind the parts panel makes, read back as the panel reads it; empty when the reader refuses it. */
    private static Optional<CreatureDoc> edit(CreatureDoc d, Random rnd) {
        CreatureDoc.Spine s = d.spine();
        CreatureDoc e = switch (rnd.nextInt(7)) {
            case 0 -> WorkshopEdits.spine(d, 2 + rnd.nextInt(20), s.gap(), s.bendLimit());
            case 1 -> WorkshopEdits.spine(d, s.joints(), 6 + rnd.nextInt(30), s.bendLimit());
            case 2 -> WorkshopEdits.spine(d, s.joints(), s.gap(), rnd.nextBoolean() ? OptionalDouble.empty() : OptionalDouble.of(0.2 + rnd.nextDouble()));
            case 3 -> WorkshopEdits.legs(d, d.legs().isPresent() ? Optional.empty() : Optional.of(WorkshopEdits.lizardLegs(s.joints())));
            case 4 -> WorkshopEdits.fins(d, d.fins().isPresent() ? Optional.empty() : Optional.of(WorkshopEdits.koiFins(s.joints())));
            case 5 -> rnd.nextBoolean() ? WorkshopEdits.tentacles(d, d.tentacles().isEmpty() ? List.of(WorkshopEdits.tentacle()) : List.of())
                    : WorkshopEdits.feelers(d, d.feelers().isEmpty() ? WorkshopEdits.feelerPair() : List.of());
            default -> WorkshopEdits.brain(d, WorkshopEdits.brainOf(WorkshopEdits.BRAINS.get(rnd.nextInt(WorkshopEdits.BRAINS.size()))));
        };
        try {
            return Optional.of(CreatureReader.parse("edit", CreatureWriter.write(e)));
        } catch (CreatureFileError | RuntimeException refused) {
            return Optional.empty();
        }
    }

    private static double[] sample(World w) {
        double[] out = new double[w.series().size()];
        w.sample(out);
        return out;
    }
}
