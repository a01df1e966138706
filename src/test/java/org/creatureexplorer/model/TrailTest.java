package org.creatureexplorer.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class TrailTest {

    @Test
    void keepsTheNewestEntriesOldestFirstLikeAHandTrimmedDeque() {
        SplittableRandom random = new SplittableRandom(3);
        for (int capacity : new int[] {1, 2, 7}) {
            Trail<Integer> trail = new Trail<>(capacity);
            ArrayDeque<Integer> deque = new ArrayDeque<>();
            for (int i = 0; i < 40; i++) {
                int v = random.nextInt(1000);
                Integer dropped = trail.add(v);
                deque.addLast(v);
                Integer expectedDrop = deque.size() > capacity ? deque.removeFirst() : null;
                assertEquals(expectedDrop, dropped);
                assertEquals(new ArrayList<>(deque), trail.toList());
                List<Integer> iterated = new ArrayList<>();
                trail.forEach(iterated::add);
                assertEquals(new ArrayList<>(deque), iterated);
                assertEquals(deque.getFirst(), trail.first());
                assertEquals(deque.getLast(), trail.last());
            }
        }
    }

    @Test
    void replaceLastAndClear() {
        Trail<String> t = new Trail<>(2);
        assertNull(t.add("a"));
        t.add("b");
        t.add("c");
        t.replaceLast("C");
        assertEquals(List.of("b", "C"), t.toList());
        t.clear();
        assertEquals(List.of(), t.toList());
        assertThrows(java.util.NoSuchElementException.class, t::last);
        assertThrows(IllegalArgumentException.class, () -> new Trail<>(0));
    }
}
