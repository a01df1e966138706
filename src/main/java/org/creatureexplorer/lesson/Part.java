package org.creatureexplorer.lesson;

/** The parts of the course, in teaching order. */
public enum Part {
    SKELETONS(1, "Skeletons"),
    JEREMIAH(2, "Jeremiah"),
    MANNERISMS(3, "Mannerisms"),
    BLENDS(4, "Blends"),
    GALLERY(5, "Gallery"),
    WORKSHOP(6, "Workshop");

    private final int number;
    private final String title;

    Part(int number, String title) {
        this.number = number;
        this.title = title;
    }

    public int number() { return number; }

    /** The part numbered {@code n} (1 to the number of parts). */
    public static Part of(int n) {
        for (Part p : values()) if (p.number == n) return p;
        throw new IllegalArgumentException("no part " + n + " (parts are 1 to " + values().length + ")");
    }

    public String title() { return title; }

    @Override public String toString() { return "Part " + number + " \u00b7 " + title; }
}
