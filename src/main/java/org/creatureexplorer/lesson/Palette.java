package org.creatureexplorer.lesson;

import java.awt.Color;
import java.util.EnumMap;
import java.util.Map;

/**
 * Every named colour the stages use, with a value per look (light, dark, high contrast,
 * projector). One place, so a theme swaps them all at once.
 */
public record Palette(Color background, Color grid, Color body, Color bodyEdge, Color bone, Color joint,
                      Color circle, Color target, Color vector, Color ghost, Color trail, Color text,
                      Color textHalo, Color accent, Color warning, Color handle, Map<Role, Color> roleColours) {

    /**
     * What a colour means, on the stage and in the charts alike: a chart series that shows the
     * same quantity as a stage mark names its role (ChartSpec.withRoles) and both take
     * {@link #role}. Each role has one of the palette's colours in every look.
     */
    public enum Role {
        /** A value before a rule runs (lesson 1.1's distance before the fix). */
        BEFORE,
        /** A value after a rule ran. */
        AFTER,
        /** The velocity a walker has. */
        ACTUAL,
        /** The velocity a walker asks for. */
        DESIRED,
        /** The steering force after the cut. */
        FORCE,
        /** The target (or the threat) a walker steers by. */
        TARGET,
        /** Lesson 4.1's weighted-sum rule, and its walker. */
        RULE_SUM,
        /** Lesson 4.1's switch rule. */
        RULE_SWITCH,
        /** Lesson 4.1's decaying-alarm rule; the alarm (fear) itself in 4.2. */
        RULE_ALARM,
        /** The weight fleeing gets (4.2). */
        FLIGHT,
        /** Raw steering, desired minus velocity, before the cut (3.1, 3.3): not grey, so no chart takes it for a guide. */
        RAW_STEERING,
        /** The pet's moods (4.3). */
        MOOD_WANDER,
        MOOD_FOLLOW,
        MOOD_STARTLED
    }

    public Palette {
        roleColours = Map.copyOf(roleColours);
    }

    /** A palette whose roles take their usual colours. */
    public Palette(Color background, Color grid, Color body, Color bodyEdge, Color bone, Color joint,
                   Color circle, Color target, Color vector, Color ghost, Color trail, Color text,
                   Color textHalo, Color accent, Color warning, Color handle) {
        this(background, grid, body, bodyEdge, bone, joint, circle, target, vector, ghost, trail, text, textHalo, accent, warning,
                handle, Map.of());
    }

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

    // Semantic roles: one meaning, one colour, on the stage, in the charts and in the texts.

    /** The colour of a role in this look. */
    public Color role(Role r) {
        Color set = roleColours.get(r);
        if (set != null) return set;
        return switch (r) {
            case BEFORE, RULE_SUM, MOOD_WANDER -> circle;
            case AFTER, FORCE, RULE_SWITCH, MOOD_FOLLOW -> vector;
            case ACTUAL -> joint;
            case DESIRED, RULE_ALARM, MOOD_STARTLED -> accent;
            case TARGET, FLIGHT -> target;
            case RAW_STEERING -> bodyEdge;
        };
    }

    /** The same palette with one role in another colour (a test tells a role's marks from the rest so). */
    public Palette withRole(Role r, Color c) {
        Map<Role, Color> roles = new EnumMap<>(Role.class);
        roles.putAll(roleColours);
        roles.put(r, c);
        return new Palette(background, grid, body, bodyEdge, bone, joint, circle, target, vector, ghost, trail, text, textHalo,
                accent, warning, handle, roles);
    }

    /** A value before a rule runs (lesson 1.1's distance before the fix). */
    public Color before() { return role(Role.BEFORE); }

    /** A value after a rule ran (lesson 1.1's distance after the fix). */
    public Color after() { return role(Role.AFTER); }

    /** The velocity a walker has. */
    public Color actual() { return role(Role.ACTUAL); }

    /** The velocity a walker asks for. */
    public Color desired() { return role(Role.DESIRED); }

    /** The steering force after the cut. */
    public Color force() { return role(Role.FORCE); }

    /** Lesson 4.1's weighted-sum rule. */
    public Color ruleSum() { return role(Role.RULE_SUM); }

    /** Lesson 4.1's switch rule. */
    public Color ruleSwitch() { return role(Role.RULE_SWITCH); }

    /** Lesson 4.1's decaying-alarm rule. */
    public Color ruleAlarm() { return role(Role.RULE_ALARM); }

    /** The colour of the charts' series number {@code i} (0 first), as the charts draw it in this look. */
    public Color series(int i) {
        Color[] order = {circle, vector, accent, trail, target};
        return order[Math.floorMod(i, order.length)];
    }
}
