package org.creatureexplorer.model;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.DoubleUnaryOperator;
import org.creatureexplorer.sim.SplitMix64;
import org.creatureexplorer.sim.Vec2;
import org.junit.jupiter.api.Test;

class DeepCopyTest {

    static final class Node {
        final String name;
        double weight;
        Node next;
        final int[] marks = {1, 2, 3};
        final List<Node> friends = new ArrayList<>();

        Node(String name) { this.name = name; }
    }

    record Pair(Node a, Node b) {}

    record Plain(Vec2 at, String label) {}

    enum Mood { CALM, SCARED }

    static final class Holder {
        final ArrayDeque<Vec2> trail = new ArrayDeque<>();
        final Map<String, Node> byName = new HashMap<>();
        final Random random = new Random(42);
        final SplitMix64 mix = new SplitMix64(7);
        Mood mood = Mood.SCARED;
        Pair pair;
        Plain plain = new Plain(new Vec2(1, 2), "p");
        DoubleUnaryOperator ground = Math::sin;
        Object[] things;
    }

    @Test
    void copiesTheGraphKeepingAliasesAndCycles() {
        Holder h = new Holder();
        Node a = new Node("a");
        Node b = new Node("b");
        a.next = b;
        b.next = a; // a cycle
        a.friends.add(b);
        a.friends.add(a);
        h.byName.put("a", a);
        h.pair = new Pair(a, b);
        h.things = new Object[] {a, b, h.pair, "s", 3.5};
        h.trail.add(new Vec2(3, 4));

        Holder c = DeepCopy.of(h);
        Node ca = c.byName.get("a");
        assertNotSame(a, ca);
        assertEquals("a", ca.name);
        assertSame(ca, ca.next.next, "the cycle is kept");
        assertSame(ca.next, ca.friends.get(0), "an object reached twice is copied once");
        assertSame(ca, c.pair.a());
        assertSame(ca, c.things[0]);
        assertSame(c.pair, c.things[2]);
        assertNotSame(a.marks, ca.marks);
        assertArrayEquals(a.marks, ca.marks);
        assertSame(h.plain, c.plain, "a record of immutable values is shared");
        assertSame(Mood.SCARED, c.mood);
        assertSame(h.ground, c.ground, "a lambda that captures nothing is shared");
        assertEquals(h.trail.peek(), c.trail.peek());

        // The copy is independent: changing one leaves the other as it was.
        ca.weight = 9;
        ca.marks[0] = 99;
        c.trail.clear();
        assertEquals(0, a.weight);
        assertEquals(1, a.marks[0]);
        assertEquals(1, h.trail.size());
    }

    @Test
    void randomStreamsContinueIdenticallyAndIndependently() {
        Holder h = new Holder();
        h.random.nextDouble();
        h.mix.nextLong();
        Holder c = DeepCopy.of(h);
        for (int i = 0; i < 100; i++) {
            assertEquals(h.random.nextLong(), c.random.nextLong());
            assertEquals(h.mix.nextLong(), c.mix.nextLong());
        }
        // Drawing from the copy does not advance the original: it still draws the same next value.
        long fromCopy = c.random.nextLong();
        assertEquals(fromCopy, h.random.nextLong());
        assertNotSame(h.random, c.random);
    }

    @Test
    void aLambdaCapturingMutableStateIsRefusedWithItsPath() {
        Holder h = new Holder();
        Node n = new Node("n");
        h.ground = x -> x + n.weight;
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> DeepCopy.of(h));
        assertTrue(e.getMessage().contains("ground"), e.getMessage());
    }

    @Test
    void aJdkClassItDoesNotKnowIsRefused() {
        Holder h = new Holder();
        h.things = new Object[] {new java.util.SplittableRandom(1)};
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> DeepCopy.of(h));
        assertTrue(e.getMessage().contains("SplittableRandom"), e.getMessage());
    }

    @Test
    void aRefusalNamesTheIndexAndTheKeyOnItsPath() {
        // The path is kept as its parts and written out only for the message: fields, [index], [key].
        Holder h = new Holder();
        Map<String, Object> byName = new HashMap<>();
        byName.put("dice", new java.util.SplittableRandom(1));
        h.things = new Object[] {"first", new ArrayList<>(List.of(0, byName))};
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> DeepCopy.of(h));
        assertTrue(e.getMessage().contains(" at Holder.things.[1].[1].[dice]: "), e.getMessage());
    }
}
