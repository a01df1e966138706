package org.creatureexplorer.arch;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/** The package graph of src/main as its import lines draw it (packages relative to the root). */
final class SourceImports {
    private static final Path SOURCES = Path.of("src/main/java/org/creatureexplorer");
    private static final Pattern IMPORT =
            Pattern.compile("^import\\s+(?:static\\s+)?org\\.creatureexplorer\\.([a-z0-9_.]+?)\\.[A-Z]", Pattern.MULTILINE);

    private final Map<String, Set<String>> edges;

    private SourceImports(Map<String, Set<String>> edges) {
        this.edges = edges;
    }

    static SourceImports read() throws IOException {
        Map<String, Set<String>> edges = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(SOURCES)) {
            for (Path file : walk.filter(p -> p.toString().endsWith(".java")).toList()) {
                String from = SOURCES.relativize(file.getParent()).toString().replace('/', '.');
                Matcher m = IMPORT.matcher(Files.readString(file));
                while (m.find()) {
                    if (!m.group(1).equals(from)) edges.computeIfAbsent(from, k -> new TreeSet<>()).add(m.group(1));
                }
            }
        }
        if (edges.size() < 8) throw new IllegalStateException("read too few packages: " + edges.keySet());
        return new SourceImports(edges);
    }

    /** Whether a file of package {@code from} imports from package {@code to}. */
    boolean imports(String from, String to) { return edges.getOrDefault(from, Set.of()).contains(to); }

    /** Each package that reaches itself again, with one path back, apart from the edges allowed. */
    List<String> cycles(Map<String, Set<String>> allowed) {
        List<String> found = new ArrayList<>();
        for (String start : edges.keySet()) {
            List<String> path = pathBack(start, start, allowed, new TreeSet<>(), new ArrayList<>());
            if (path != null) found.add(start + " -> " + String.join(" -> ", path));
        }
        return found;
    }

    private List<String> pathBack(String at, String goal, Map<String, Set<String>> allowed, Set<String> seen, List<String> path) {
        for (String next : edges.getOrDefault(at, Set.of())) {
            if (allowed.getOrDefault(at, Set.of()).contains(next)) continue;
            path.add(next);
            if (next.equals(goal)) return path;
            if (seen.add(next)) {
                List<String> found = pathBack(next, goal, allowed, seen, path);
                if (found != null) return found;
            }
            path.remove(path.size() - 1);
        }
        return null;
    }
}
