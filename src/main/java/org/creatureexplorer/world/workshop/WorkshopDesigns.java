package org.creatureexplorer.world.workshop;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.creatureexplorer.world.workshop.doc.CreatureDoc;

/**
 * The designs made in this session, numbered from 1: the workshop's worlds are built from
 * parameter values (numbers only), so an edited or opened creature is kept here and its number
 * is the lesson's {@code design} parameter. Nothing is ever replaced, so a pinned run (its own
 * parameter values, its own number) rebuilds the design it was pinned with however the live one
 * changes since. Design 0 is the lesson's starting creature.
 */
public final class WorkshopDesigns {
    private WorkshopDesigns() {}

    /** At most this many designs a session (each a few kB): the {@code design} parameter's range. */
    public static final int MAX = 1_000_000;

    /** A design and the starting creature it was made from (another start chosen shows that creature, not this design). */
    private record Design(CreatureDoc doc, String start) {}

    private static final List<Design> DESIGNS = new ArrayList<>();

    /** Keeps {@code doc}, made from starting creature {@code start}, and returns its number (the last one's for the same again). */
    public static synchronized int add(CreatureDoc doc, String start) {
        Design d = new Design(doc, start);
        if (!DESIGNS.isEmpty() && DESIGNS.get(DESIGNS.size() - 1).equals(d)) return DESIGNS.size();
        if (DESIGNS.size() >= MAX) throw new IllegalStateException("more than " + MAX + " designs in one session");
        DESIGNS.add(d);
        return DESIGNS.size();
    }

    /** Design {@code number} if it was made from {@code start}; empty for 0, numbers never given out and other starts. */
    public static synchronized Optional<CreatureDoc> get(int number, String start) {
        if (number < 1 || number > DESIGNS.size()) return Optional.empty();
        Design d = DESIGNS.get(number - 1);
        return d.start().equals(start) ? Optional.of(d.doc()) : Optional.empty();
    }
}
