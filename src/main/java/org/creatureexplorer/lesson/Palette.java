package org.creatureexplorer.lesson;

import java.awt.Color;

/**
 * Every named colour the stages use, with a value per look (light, dark, high contrast,
 * projector). One place, so a theme swaps them all at once.
 */
public record Palette(Color background, Color grid, Color body, Color bodyEdge, Color bone, Color joint,
                      Color circle, Color target, Color vector, Color ghost, Color trail, Color text,
                      Color textHalo, Color accent, Color warning, Color handle) {

    public static final Palette LIGHT = new Palette(
            new Color(0xF7F5EF), // warm paper
            new Color(0xE4E0D6),
            new Color(0x7FB685),
            new Color(0x3C6E47),
            new Color(0x2B2F36),
            new Color(0x1F4E79),
            new Color(0x1F6FB2),
            new Color(0xC0392B),
            new Color(0xD35400),
            new Color(0x8E8E8E),
            new Color(0x8E44AD),
            new Color(0x1E1E1E),
            new Color(0xF7F5EF),
            new Color(0x16A085),
            new Color(0xC0392B),
            new Color(0xF1C40F));

    public static final Palette DARK = new Palette(
            new Color(0x1E2126),
            new Color(0x2E323A),
            new Color(0x4F8F5B),
            new Color(0xA8D5B0),
            new Color(0xE6E6E6),
            new Color(0x8CC4FF),
            new Color(0x5DADE2),
            new Color(0xFF6B5B),
            new Color(0xF5A623),
            new Color(0x9AA0A6),
            new Color(0xC39BD3),
            new Color(0xF2F2F2),
            new Color(0x1E2126),
            new Color(0x48C9B0),
            new Color(0xFF6B5B),
            new Color(0xF4D03F));

    public static final Palette HIGH_CONTRAST = new Palette(
            new Color(0x000000),
            new Color(0x3A3A3A),
            new Color(0x1F7A1F),
            new Color(0xFFFFFF),
            new Color(0xFFFFFF),
            new Color(0x00FFFF),
            new Color(0x00BFFF),
            new Color(0xFF4040),
            new Color(0xFFD700),
            new Color(0xD0D0D0),
            new Color(0xFF80FF),
            new Color(0xFFFFFF),
            new Color(0x000000),
            new Color(0x00FF80),
            new Color(0xFF4040),
            new Color(0xFFFF00));

    /**
     * For a projector in a bright room: white ground, deep saturated colours instead of black
     * (black washes out on many projectors) and nothing pale that would vanish.
     */
    public static final Palette PROJECTOR = new Palette(
            new Color(0xFFFFFF),
            new Color(0xCFD6E0),
            new Color(0x4CAF50),
            new Color(0x1B5E20),
            new Color(0x0D1B4C),
            new Color(0x0D47A1),
            new Color(0x1565C0),
            new Color(0xC62828),
            new Color(0xE65100),
            new Color(0x546E7A),
            new Color(0x7B1FA2),
            new Color(0x0D1B4C),
            new Color(0xFFFFFF),
            new Color(0x00695C),
            new Color(0xC62828),
            new Color(0xF9A825));

    // Semantic roles: one meaning, one colour, on the stage, in the charts and in the texts. The
    // charts colour their series in the order circle, vector, accent, trail, target
    // (Theme.ChartColors), so a lesson whose chart lists "before" first and "after" second
    // matches these roles.

    /** A value before a rule runs (lesson 1.1's distance before the fix): the charts' first series colour. */
    public Color before() { return circle; }

    /** A value after a rule ran (lesson 1.1's distance after the fix): the charts' second series colour. */
    public Color after() { return vector; }

    /** The velocity a walker has. */
    public Color actual() { return joint; }

    /** The velocity a walker asks for. */
    public Color desired() { return accent; }

    /** Lesson 4.1's weighted-sum rule (its chart series comes first). */
    public Color ruleSum() { return circle; }

    /** Lesson 4.1's switch rule (second). */
    public Color ruleSwitch() { return vector; }

    /** Lesson 4.1's decaying-alarm rule (third). */
    public Color ruleAlarm() { return accent; }

    /** The colour of the charts' series number {@code i} (0 first), as the charts draw it in this look. */
    public Color series(int i) {
        Color[] order = {circle, vector, accent, trail, target};
        return order[Math.floorMod(i, order.length)];
    }
}
