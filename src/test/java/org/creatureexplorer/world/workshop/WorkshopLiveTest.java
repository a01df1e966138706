package org.creatureexplorer.world.workshop;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.SeriesSpec;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.workshop.doc.CreatureDoc;
import org.creatureexplorer.world.workshop.doc.CreatureFileError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The workshop lessons' world: the same nine series for every creature, each part's column read
 * from the creature's own row (0 where it has no such part), the challenge's figure and verdict
 * so far, a design changed live, and the judge's scene that no pointer or design reaches.
 */
class WorkshopLiveTest {
    private static final List<String> COLUMNS = List.of("speed", "target_distance", "max_gap_error", "max_bend", "overlapping_pairs",
            "feet_down", "tips_within_1px", "challenge_figure", "passing");

    static List<String> creatures() { return CreatureLibrary.NAMES; }

    /** Each column is the creature's own column of that name, or 0 where the creature has none; no challenge: figure and passing 0. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("creatures")
    void theColumnsAreTheCreaturesOwn(String name) throws CreatureFileError {
        CreatureDoc doc = CreatureLibrary.open(name);
        WorkshopLive live = new WorkshopLive(doc);
        assertEquals(COLUMNS, live.series().stream().map(SeriesSpec::column).toList());
        assertNull(live.run());
        assertSame(doc, live.doc());
        WorkshopWorld alone = new WorkshopWorld(doc);
        assertEquals(alone.stageWidth(), live.stageWidth());
        assertEquals(alone.stageHeight(), live.stageHeight());
        assertEquals(alone.dt(), live.dt());
        for (int t = 0; t < 90; t++) {
            if (t == 30) {
                live.apply(new Input.PointerAt(new Vec2(60, 70)));
                alone.apply(new Input.PointerAt(new Vec2(60, 70)));
            }
            live.step();
            alone.step();
            assertEquals(alone.tick(), live.tick());
            double[] out = sample(live);
            for (int i = 0; i < 7; i++) assertEquals(own(alone, COLUMNS.get(i)), out[i], 0.0, name + " " + COLUMNS.get(i) + " at tick " + live.tick());
            assertEquals(0, out[7]);
            assertEquals(0, out[8]);
        }
        assertEquals(alone.joint(0), live.creature().joint(0), "the pointer reaches the creature");
    }

    /** In a challenge: the run's world is the one shown and stepped; its figure and passing so far are the last two columns. */
    @Test
    void inAChallengeTheLastColumnsAreTheRunsFigureAndVerdict() throws CreatureFileError {
        CreatureDoc doc = CreatureLibrary.open("flee");
        WorkshopLive live = new WorkshopLive(doc, Challenge.FLEE);
        Challenge.Run run = live.run();
        assertSame(run.world(), live.creature());
        Challenge.Run judged = Challenge.FLEE.start(doc);
        Vec2 head = live.creature().joint(0);
        live.apply(new Input.PointerAt(head.plus(new Vec2(5, 5))));
        live.apply(new Input.SetParam(WorkshopLive.DESIGN, 3));
        for (int t = 0; t < 240; t++) {
            live.step();
            judged.step();
            double[] out = sample(live);
            assertEquals(judged.figure(), out[7], 0.0, "tick " + live.tick());
            assertEquals(judged.passing() ? 1 : 0, out[8], 0.0);
        }
        assertEquals(judged.world().joint(0), live.creature().joint(0), "no pointer reaches the judge's scene");
        assertEquals(1, sample(live)[8], "the reference solution is passing so far");
        WorkshopLive copy = live.copy();
        for (int t = 0; t < 60; t++) {
            live.step();
            copy.step();
        }
        assertArrayEquals(sample(live), sample(copy));
        assertEquals(live.run().figures(), copy.run().figures());
    }

    /** A new design number applies the new design from this tick on, carried over; the same design again changes nothing. */
    @Test
    void aLiveDesignChangeCarriesTheCreatureOver() throws CreatureFileError {
        CreatureDoc snake = CreatureLibrary.open("snake");
        CreatureDoc legged = WorkshopEdits.legs(snake, Optional.of(WorkshopEdits.lizardLegs(snake.spine().joints())));
        CreatureDoc[] designs = {snake, legged};
        WorkshopLive live = new WorkshopLive(snake, i -> designs[i]);
        for (int t = 0; t < 50; t++) live.step();
        WorkshopWorld before = live.creature();
        live.apply(new Input.SetParam(WorkshopLive.DESIGN, 0));
        assertSame(before, live.creature(), "the design in force again: nothing to do");
        live.apply(new Input.SetParam("other", 1));
        assertSame(before, live.creature());
        live.apply(new Input.SetParam(WorkshopLive.DESIGN, 1));
        assertEquals(legged, live.doc());
        assertEquals(50, live.tick(), "the same tick");
        assertTrue(live.creature().walker() != null, "the legs are on");
        live.step();
        assertEquals(live.creature().walker().feetDown(), sample(live)[5], 0.0, "feet_down now read from the new row");
        WorkshopLive fixed = new WorkshopLive(snake);
        fixed.apply(new Input.SetParam(WorkshopLive.DESIGN, 1));
        assertEquals(snake, fixed.doc(), "without designs the design never changes");
    }

    /** No legs read 0 feet down, no tentacles 0 tips on target. */
    @Test
    void aCreatureWithoutAPartReadsZero() throws CreatureFileError {
        CreatureDoc snake = CreatureLibrary.open("snake");
        WorkshopLive live = new WorkshopLive(snake);
        live.step();
        assertEquals(0, sample(live)[5]);
        assertEquals(0, sample(live)[6]);
    }

    private static double own(WorkshopWorld w, String column) {
        double[] out = new double[w.series().size()];
        w.sample(out);
        for (int i = 0; i < out.length; i++) if (w.series().get(i).column().equals(column)) return out[i];
        return 0;
    }

    private static double[] sample(WorkshopLive w) {
        double[] out = new double[w.series().size()];
        w.sample(out);
        return out;
    }
}
