package org.creatureexplorer.lesson;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A lesson's Markdown text with its small front matter (id, title, part, order): the front matter
 * is the only place a lesson's title, part and order are written. Looked up in
 * the folder given by {@code --lessons DIR}, else {@code lessons/} in the folder the app runs
 * from (so a teacher's edit shows without a rebuild), else the copy inside the jar.
 * Never throws: a missing or malformed file comes back with a problem naming the file.
 */
public final class LessonText {
    public static final List<String> KEYS = List.of("id", "title", "part", "order");

    /** The loaded text: where it came from, its front matter, the Markdown body and any problems. */
    public record Doc(String source, Map<String, String> front, String body, List<String> problems) {
        public String title(String fallback) { return front.getOrDefault("title", fallback); }
    }

    /** The lesson's title, part and place in its part, as its front matter states them. */
    public record Heading(String title, Part part, int order) {}

    private static volatile Path folder;

    private LessonText() {}

    /** Sets the folder given by {@code --lessons DIR} (null: the default lookup). */
    public static void setFolder(Path dir) { folder = dir; }

    public static Path folder() { return folder; }

    public static Doc load(String lessonId) {
        String name = lessonId + ".md";
        List<Path> candidates = new ArrayList<>();
        if (folder != null) candidates.add(folder.resolve(name));
        candidates.add(Path.of("lessons", name));
        for (Path file : candidates) {
            if (Files.isRegularFile(file)) {
                try {
                    return parse(file.toString(), lessonId, Files.readString(file, StandardCharsets.UTF_8));
                } catch (IOException | RuntimeException e) {
                    return new Doc(file.toString(), Map.of(), "", List.of(file + ": cannot be read (" + e.getMessage() + ")"));
                }
            }
        }
        List<String> notes = new ArrayList<>();
        if (folder != null) notes.add(folder.resolve(name) + ": not found, showing the copy inside the app");
        try (InputStream in = LessonText.class.getResourceAsStream("/lessons/" + name)) {
            if (in == null) {
                notes.add("lessons/" + name + ": the file is missing (not in a lessons folder, nor inside the app)");
                return new Doc("lessons/" + name, Map.of(), "", notes);
            }
            Doc d = parse("lessons/" + name + " (inside the app)", lessonId, new String(in.readAllBytes(), StandardCharsets.UTF_8));
            notes.addAll(d.problems());
            return new Doc(d.source(), d.front(), d.body(), notes);
        } catch (IOException e) {
            notes.add("lessons/" + name + ": cannot be read (" + e.getMessage() + ")");
            return new Doc("lessons/" + name, Map.of(), "", notes);
        }
    }

    /**
     * The lesson's heading from its text (a teacher's edited copy first); when that copy's front
     * matter is broken, from the copy inside the app. Throws when the app's own copy has none: a
     * lesson without its text is a build mistake, not a classroom one.
     */
    public static Heading heading(String lessonId) {
        Heading h = heading(load(lessonId), lessonId);
        if (h != null) return h;
        h = heading(bundled(lessonId), lessonId);
        if (h == null) {
            throw new IllegalStateException("lessons/" + lessonId + ".md inside the app has no valid front matter (id, title, part, order)");
        }
        return h;
    }

    private static Heading heading(Doc d, String lessonId) {
        Map<String, String> f = d.front();
        if (!f.keySet().containsAll(KEYS) || !f.get("id").equals(lessonId)) return null;
        int part = Integer.parseInt(f.get("part"));
        if (part < 1 || part > Part.values().length) return null;
        return new Heading(f.get("title"), Part.of(part), Integer.parseInt(f.get("order")));
    }

    private static Doc bundled(String lessonId) {
        String name = lessonId + ".md";
        try (InputStream in = LessonText.class.getResourceAsStream("/lessons/" + name)) {
            if (in == null) return new Doc("lessons/" + name, Map.of(), "", List.of("lessons/" + name + ": not inside the app"));
            return parse("lessons/" + name + " (inside the app)", lessonId, new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            return new Doc("lessons/" + name, Map.of(), "", List.of("lessons/" + name + ": cannot be read (" + e.getMessage() + ")"));
        }
    }

    /** Splits front matter from the body and checks it; problems name the file and line. */
    public static Doc parse(String source, String lessonId, String text) {
        String t = text.replace("\r\n", "\n");
        List<String> problems = new ArrayList<>();
        Map<String, String> front = new LinkedHashMap<>();
        if (!t.startsWith("---\n")) {
            problems.add(source + ": no front matter (a first line '---', then id, title, part and order, then '---')");
            return new Doc(source, front, t, problems);
        }
        int end = t.indexOf("\n---", 3);
        if (end < 0) {
            problems.add(source + ": the front matter is not closed by a line '---'");
            return new Doc(source, front, t.substring(4), problems);
        }
        String[] lines = t.substring(4, end).split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty()) continue;
            int colon = line.indexOf(':');
            int lineNo = i + 2;
            if (colon <= 0) {
                problems.add(source + ": line " + lineNo + ": '" + line + "' is not 'key: value'");
                continue;
            }
            String key = line.substring(0, colon).strip();
            String value = line.substring(colon + 1).strip();
            if (!KEYS.contains(key)) {
                problems.add(source + ": line " + lineNo + ": unknown key '" + key + "' (keys: " + String.join(", ", KEYS) + ")");
            } else if ((key.equals("part") || key.equals("order")) && !value.matches("\\d{1,3}")) {
                problems.add(source + ": line " + lineNo + ": " + key + " '" + value + "' is not a whole number");
            } else {
                front.put(key, value);
            }
        }
        if (front.containsKey("id") && !front.get("id").equals(lessonId)) {
            problems.add(source + ": id '" + front.get("id") + "' does not match the lesson '" + lessonId + "'");
        }
        for (String key : KEYS) {
            if (!front.containsKey(key) && problems.stream().noneMatch(p -> p.contains("'" + key))) {
                problems.add(source + ": the front matter has no " + key);
            }
        }
        int bodyStart = t.indexOf('\n', end + 1);
        String body = bodyStart < 0 ? "" : t.substring(bodyStart + 1);
        return new Doc(source, front, body, problems);
    }
}
