package org.creatureexplorer.arch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Code that reads: no main source file over {@link #FILE_MAX} lines and no method over
 * {@link #METHOD_MAX}, counted from its name's line to its closing brace ({@link SourceSize}).
 * The few still over are listed in {@link #NOT_YET_SPLIT} with their size today: they may not
 * grow, and one that is split must leave the list (the test says so), so the list only shrinks.
 */
class SourceSizeTest {
    static final int FILE_MAX = 450;
    static final int METHOD_MAX = 60;

    /** Files (path under src/main/java) and methods (path#name) still over the limits, with their lines today. */
    static final Map<String, Integer> NOT_YET_SPLIT = Map.of();

    @Test
    void noMainSourceFileOrMethodIsOverTheLimits() throws IOException {
        Path root = Path.of("src/main/java");
        List<String> over = new ArrayList<>();
        List<String> seen = new ArrayList<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path p : files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
                String name = root.relativize(p).toString().replace('\\', '/');
                String source = Files.readString(p, StandardCharsets.UTF_8);
                check(name, SourceSize.lines(source), FILE_MAX, over, seen);
                for (SourceSize.Method m : SourceSize.methods(source)) {
                    check(name + "#" + m.name(), m.lines(), METHOD_MAX, over, seen);
                }
            }
        }
        for (String listed : NOT_YET_SPLIT.keySet()) {
            // A file deleted since is simply gone; one still here and within the limits leaves the list.
            boolean exists = Files.exists(root.resolve(listed.split("#")[0]));
            if (exists && !seen.contains(listed)) over.add(listed + " is within the limits now: take it off NOT_YET_SPLIT");
        }
        assertTrue(over.isEmpty(), "over " + FILE_MAX + " lines a file or " + METHOD_MAX + " a method:\n" + String.join("\n", over));
    }

    /** Adds {@code what} to {@code over} when it has more than {@code max} lines and more than its allowance. */
    private static void check(String what, int lines, int max, List<String> over, List<String> seen) {
        if (lines <= max) return;
        seen.add(what);
        Integer allowed = NOT_YET_SPLIT.get(what);
        if (allowed == null) over.add(what + ": " + lines + " lines");
        else if (lines > allowed) over.add(what + ": " + lines + " lines, grown from " + allowed + " (still to be split)");
    }

    @Test
    void aFileIsCountedByItsLines() {
        assertEquals(451, SourceSize.lines("x\n".repeat(451)));
        assertEquals(3, SourceSize.lines("a\nb\nc"));
        assertEquals(0, SourceSize.lines(""));
    }

    @Test
    void aMethodRunsFromItsNameToItsClosingBrace() {
        String src = "class Fake {\n"
                + "    /** a brace in a comment: { */\n"
                + "    @Override\n"
                + "    public int longOne(int a,\n"
                + "                       int b) throws java.io.IOException {\n"
                + body(58)
                + "    }\n"
                + "    int shortOne() { return 1; }\n"
                + "}\n";
        List<SourceSize.Method> methods = SourceSize.methods(src);
        assertEquals(List.of(new SourceSize.Method("longOne", 4, 61), new SourceSize.Method("shortOne", 65, 1)), methods);
    }

    @Test
    void blocksThatAreNoMethodsAreNotCounted() {
        String src = "class Fake {\n"
                + "    static { init(); }\n"
                + "    record R(int a) { }\n"
                + "    Runnable r = () -> { go(); };\n"
                + "    Object o = new Object() { public String toString() { return \"}{\"; } };\n"
                + "    void run() {\n"
                + "        if (a(b)) { x(); } else if (c) { y(); }\n"
                + "        for (int i = 0; i < n(1); i++) { z(); }\n"
                + "        try (var in = open()) { read('{'); } catch (Exception e) { }\n"
                + "        pool.submit(() -> { work(); });\n"
                + "        String t = \"\"\"\n            {{{\n            \"\"\";\n"
                + "    }\n"
                + "}\n";
        List<String> names = SourceSize.methods(src).stream().map(SourceSize.Method::name).toList();
        assertEquals(List.of("toString", "run"), names);
        assertEquals(9, SourceSize.methods(src).get(1).lines());
    }

    private static String body(int lines) {
        return "        call();\n".repeat(lines);
    }
}
