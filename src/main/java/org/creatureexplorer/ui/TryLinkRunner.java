package org.creatureexplorer.ui;

import org.creatureexplorer.i18n.Tr;

import java.util.ArrayList;
import java.util.List;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.LessonAction;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.model.ParamSpec;

/**
 * Runs a "try this" link from a lesson text: tokens separated by ';', each one of
 * {@code NAME=VALUE} (a parameter), {@code play}, {@code pause}, {@code reset}, {@code step},
 * {@code step:N}, {@code back}, {@code show:OVERLAY}, {@code hide:OVERLAY}, {@code press:BUTTON}.
 * A bad link is reported on the status line and changes nothing after the bad token.
 */
final class TryLinkRunner {
    private final ExplorerPanel panel;
    /** A step:N too long to run at once, in progress (null when none): see {@link LongStep}. */
    private LongStep longStep;

    TryLinkRunner(ExplorerPanel panel) { this.panel = panel; }

    void run(String spec) {
        stopLongStep(); // a new link replaces the one still stepping
        longStep = null;
        LessonView current = panel.current();
        if (current == null) return;
        List<String> tokens = new ArrayList<>();
        for (String raw : spec.split(";")) if (!raw.trim().isEmpty()) tokens.add(raw.trim());
        runFrom(current, spec, tokens, 0);
    }

    /**
     * Runs the link's tokens from {@code from}. A step too long to run at once hands the rest of
     * the link to a {@link LongStep}, which runs it when the ticks are done (not when stopped).
     */
    private void runFrom(LessonView current, String spec, List<String> tokens, int from) {
        try {
            for (int i = from; i < tokens.size(); i++) {
                int ticks = longStepTicks(tokens.get(i));
                if (ticks > 0) {
                    panel.setPlaying(false);
                    int next = i + 1;
                    longStep = LongStep.start(panel, current, ticks, () -> runFrom(current, spec, tokens, next));
                    return;
                }
                runToken(current, tokens.get(i));
            }
            panel.status(describe(spec) + Tr.t("."), false);
        } catch (RuntimeException e) {
            panel.status(Tr.t("This link could not run: ") + e.getMessage(), true);
        }
    }

    /** The ticks of a {@code step:N} token too long to run at once, else 0; a bad N throws, as running it would. */
    private static int longStepTicks(String token) {
        if (!token.startsWith("step:")) return 0;
        int ticks = (int) org.creatureexplorer.model.Numbers.parseWhole("step:", token.substring(5).trim(), 1, 100_000);
        return ticks > LongStep.AT_ONCE_TICKS ? ticks : 0;
    }

    /** For tests without a screen: finishes a long step still in progress, and the rest of its link. */
    void finishLongStep() {
        if (longStep != null) longStep.finishNow();
    }

    /** Stops a long step in progress, where it is (the window closes). */
    void stopLongStep() {
        if (longStep != null) longStep.stop();
    }

    /** True while a long step of a link is in progress. */
    boolean stepping() { return longStep != null && longStep.running(); }

    /** The link in plain words, for the status line: "length set to 40, playing", not "length=40;play". */
    static String describe(String spec) {
        java.util.List<String> words = new java.util.ArrayList<>();
        for (String raw : spec.split(";")) {
            String t = raw.trim();
            if (t.isEmpty()) continue;
            int eq = t.indexOf('=');
            int colon = t.indexOf(':');
            if (eq > 0) {
                words.add(Tr.f("%s set to %s", t.substring(0, eq).trim().replace('-', ' '), t.substring(eq + 1).trim()));
            } else if (colon > 0) {
                String arg = t.substring(colon + 1).trim();
                switch (t.substring(0, colon)) {
                    case "step" -> words.add(Tr.f("%s ticks forward", arg));
                    case "show" -> words.add(Tr.f("%s shown", Tr.t(capitalised(arg)).toLowerCase(java.util.Locale.ROOT)));
                    case "hide" -> words.add(Tr.f("%s hidden", Tr.t(capitalised(arg)).toLowerCase(java.util.Locale.ROOT)));
                    case "press" -> words.add(Tr.f("pressed %s", arg.replace('-', ' ')));
                    default -> words.add(t);
                }
            } else {
                words.add(switch (t) {
                    case "play" -> Tr.t("playing");
                    case "pause" -> Tr.t("paused");
                    case "reset" -> Tr.t("back to tick 0");
                    case "step" -> Tr.t("one tick forward");
                    case "back" -> Tr.t("one tick back");
                    default -> t;
                });
            }
        }
        String s = String.join(Tr.t(", "), words);
        return s.isEmpty() ? Tr.t("nothing to do") : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    /** "bones" as the overlay's label is written ("Bones"), to translate it. */
    private static String capitalised(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1).toLowerCase(java.util.Locale.ROOT);
    }

    private void runToken(LessonView current, String token) {
        int eq = token.indexOf('=');
        int colon = token.indexOf(':');
        if (eq > 0) {
            current.setParameter(token.substring(0, eq).trim(), token.substring(eq + 1).trim());
        } else if (token.equals("play")) {
            panel.setPlaying(true);
        } else if (token.equals("pause")) {
            panel.setPlaying(false);
        } else if (token.equals("reset")) {
            panel.reset();
        } else if (token.equals("back")) {
            panel.stepBack();
        } else if (token.equals("step")) {
            panel.setPlaying(false);
            panel.step();
        } else if (colon > 0) {
            runVerb(current, token.substring(0, colon), token.substring(colon + 1).trim());
        } else {
            throw new IllegalArgumentException("unknown action '" + token + "'");
        }
    }

    private void runVerb(LessonView current, String verb, String arg) {
        switch (verb) {
            case "step" -> {
                panel.setPlaying(false);
                current.advance((int) org.creatureexplorer.model.Numbers.parseWhole("step:", arg, 1, 100_000));
            }
            case "show", "hide" -> current.setOverlay(overlayNamed(arg), verb.equals("show"));
            case "press" -> current.pressAction(arg);
            default -> throw new IllegalArgumentException("unknown action '" + verb + "'");
        }
    }

    /**
     * What would go wrong running {@code spec} on {@code lesson}, without a window: unknown
     * actions, parameters the lesson does not have, values out of their range, overlays the
     * lesson does not offer, buttons it does not have. Empty when the link runs cleanly.
     * The same token grammar as {@link #run}, so a text's links can be checked by a test.
     */
    static List<String> problems(Lesson<?> lesson, String spec) {
        List<String> problems = new ArrayList<>();
        for (String raw : spec.split(";")) {
            String token = raw.trim();
            if (token.isEmpty()) continue;
            int eq = token.indexOf('=');
            int colon = token.indexOf(':');
            try {
                if (eq > 0) {
                    String name = token.substring(0, eq).trim();
                    ParamSpec p = lesson.params().stream().filter(s -> s.name().equals(name)).findFirst()
                            .orElseThrow(() -> new IllegalArgumentException("no parameter '" + name + "'"));
                    p.parse(token.substring(eq + 1));
                } else if (List.of("play", "pause", "reset", "back", "step").contains(token)) {
                    continue;
                } else if (colon > 0) {
                    String verb = token.substring(0, colon);
                    String arg = token.substring(colon + 1).trim();
                    switch (verb) {
                        case "step" -> org.creatureexplorer.model.Numbers.parseWhole("step:", arg, 1, 100_000);
                        case "show", "hide" -> {
                            if (!lesson.overlays().contains(overlayNamed(arg))) throw new IllegalArgumentException("no overlay '" + arg + "' in this lesson");
                        }
                        case "press" -> {
                            if (lesson.actions().stream().map(LessonAction::name).noneMatch(arg::equals)) {
                                throw new IllegalArgumentException("no button '" + arg + "' in this lesson");
                            }
                        }
                        default -> throw new IllegalArgumentException("unknown action '" + verb + "'");
                    }
                } else {
                    throw new IllegalArgumentException("unknown action '" + token + "'");
                }
            } catch (IllegalArgumentException e) {
                problems.add(token + ": " + e.getMessage());
            }
        }
        return problems;
    }

    private static Overlay overlayNamed(String name) {
        for (Overlay o : Overlay.values()) if (o.name().equalsIgnoreCase(name) || o.label().equalsIgnoreCase(name)) return o;
        throw new IllegalArgumentException("no overlay '" + name + "'");
    }
}
