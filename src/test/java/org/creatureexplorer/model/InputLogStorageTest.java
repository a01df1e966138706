package org.creatureexplorer.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.creatureexplorer.sim.Vec2;
import org.junit.jupiter.api.Test;

/**
 * The compact input log on its own: every kind of input comes back as it went in, coalescing
 * keeps the last of a row, and dropping the past keeps the entries from the tick on and gives
 * memory back only when the arrays are mostly empty.
 */
class InputLogStorageTest {

    private static List<Input> at(InputLog log, long tick) {
        List<Input> out = new ArrayList<>();
        log.forEachAt(tick, out::add);
        return out;
    }

    @Test
    void everyKindComesBackAsItWentIn() {
        List<Input> inputs = List.of(
                new Input.PointerAt(new Vec2(1.5, -2)),
                new Input.PointerLeft(),
                new Input.Drag("head", new Vec2(3, 4)),
                new Input.Release("head"),
                new Input.PointerPressed(new Vec2(5, 6)),
                new Input.PointerReleased(),
                new Input.SetParam("gap", 18.5),
                new Input.Action("drop-food"),
                new Input.Drag("tail", new Vec2(7, 8)),
                new Input.Release("tail"));
        InputLog log = new InputLog();
        for (int i = 0; i < inputs.size(); i++) log.add(i / 3, inputs.get(i), false);
        assertEquals(inputs.size(), log.size());
        for (int i = 0; i < inputs.size(); i++) {
            assertEquals(inputs.get(i), log.entry(i), "entry " + i);
            assertEquals(i / 3, log.tickAt(i));
        }
        assertEquals(inputs.subList(3, 6), at(log, 1));
        assertEquals(List.of(), at(log, 7));
        assertThrows(IllegalArgumentException.class, () -> log.add(2, new Input.PointerLeft(), false), "not before the end");
    }

    @Test
    void aRowOfMovesKeepsTheLastAndOtherKindsBreakTheRow() {
        InputLog log = new InputLog();
        log.add(4, new Input.PointerAt(new Vec2(1, 1)), true);
        log.add(4, new Input.PointerAt(new Vec2(2, 2)), true);
        assertEquals(List.of(new Input.PointerAt(new Vec2(2, 2))), at(log, 4), "the last position wins");
        log.add(4, new Input.Drag("a", new Vec2(3, 3)), true);
        log.add(4, new Input.Drag("b", new Vec2(4, 4)), true);
        log.add(4, new Input.Drag("b", new Vec2(5, 5)), true);
        log.add(5, new Input.Drag("b", new Vec2(6, 6)), true);
        assertEquals(List.of(new Input.PointerAt(new Vec2(2, 2)), new Input.Drag("a", new Vec2(3, 3)),
                new Input.Drag("b", new Vec2(5, 5))), at(log, 4), "a drag of another handle is its own entry");
        assertEquals(List.of(new Input.Drag("b", new Vec2(6, 6))), at(log, 5), "another tick is its own entry");
        log.add(5, new Input.Drag("b", new Vec2(7, 7)), false);
        assertEquals(5, log.size(), "not coalesced when the caller says the path matters");
    }

    @Test
    void dropBeforeKeepsTheEntriesFromTheTickOn() {
        InputLog log = new InputLog();
        for (int t = 0; t < 1000; t++) log.add(t, new Input.SetParam("gap", t), false);
        assertEquals(1024, log.capacity(), "grown by doubling from 64");
        log.dropBefore(0);
        assertEquals(1000, log.size(), "nothing before tick 0");
        log.dropBefore(900);
        assertEquals(100, log.size());
        for (int i = 0; i < 100; i++) {
            assertEquals(900 + i, log.tickAt(i));
            assertEquals(new Input.SetParam("gap", 900 + i), log.entry(i));
        }
        // A hundred entries in 1024 slots: under a quarter, so it shrinks, to twice what is left.
        assertEquals(200, log.capacity());
        log.add(1000, new Input.PointerLeft(), false);
        assertEquals(List.of(new Input.PointerLeft()), at(log, 1000));
    }

    @Test
    void dropBeforeShrinksOnlyUnderAQuarterAndNeverBelowTheFirstSize() {
        InputLog quarter = new InputLog();
        for (int t = 0; t < 1024; t++) quarter.add(t, new Input.Action("a"), false);
        quarter.dropBefore(768); // 256 left of 1024: exactly a quarter
        assertEquals(256, quarter.size());
        assertEquals(1024, quarter.capacity(), "a quarter full is not mostly empty");
        quarter.dropBefore(769); // 255 left: under a quarter
        assertEquals(510, quarter.capacity());

        InputLog few = new InputLog();
        for (int t = 0; t < 300; t++) few.add(t, new Input.Action("a"), false);
        few.dropBefore(290);
        assertEquals(10, few.size());
        assertEquals(64, few.capacity(), "not under the first size");
        assertEquals(290, few.tickAt(0));

        InputLog small = new InputLog();
        for (int t = 0; t < 10; t++) small.add(t, new Input.Action("a"), false);
        small.dropBefore(8);
        assertEquals(64, small.capacity());
        assertEquals(2, small.size());
    }

    @Test
    void dropAfterClearAndCopy() {
        InputLog log = new InputLog();
        for (int t = 0; t < 200; t++) log.add(t, new Input.Action(t % 2 == 0 ? "even" : "odd"), false);
        InputLog copy = log.copy();
        log.dropAfter(49);
        assertEquals(50, log.size());
        log.dropAfter(Long.MAX_VALUE);
        assertEquals(50, log.size());
        assertEquals(200, copy.size(), "the copy is independent");
        assertEquals(new Input.Action("odd"), copy.entry(199));
        assertEquals(200, copy.capacity(), "a copy is sized to its entries");
        log.clear();
        assertEquals(0, log.size());
        assertEquals(64, log.capacity(), "a clear gives the memory back");
        log.add(0, new Input.Action("odd"), false);
        assertEquals(new Input.Action("odd"), log.entry(0));
        assertTrue(new InputLog().copy().capacity() >= 1);
    }
}
