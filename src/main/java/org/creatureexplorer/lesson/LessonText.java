package org.creatureexplorer.lesson;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.creatureexplorer.i18n.Tr;

/**
 * A lesson's Markdown text with its small front matter (id, title, part, order): the front matter
 * is the only place a lesson's title, part and order are written. Looked up in
 * the folder given by {@code --lessons DIR}, else {@code lessons/} in the folder the app runs
 * from (so a teacher's edit shows without a rebuild), else the copy inside the jar. In Japanese
 * the same places are searched for {@code ja/<id>.md} (and {@code ja/teacher/<id>.md}) first;
 * the English, with a notice, when there is none. The catalogue's title, part and order always
 * come from the English file; a translation's front matter gives only the title shown.
 * Never throws: a missing or malformed file comes back with a problem naming the file.
 */
public final class LessonText {
    /**
     * Lesson texts above this size are refused. Swing's HTML view lays a text out on the event
     * thread, and one long paragraph costs it far more than linearly: a 250 KB paragraph took
     * 28 s, 64 KB about 2 s on a busy 2-core machine; the largest real lesson is 5 KB.
     */
    public static final int MAX_BYTES = 64 * 1024;
    public static final List<String> KEYS = List.of("id", "title", "part", "order");

    /**
     * The loaded text: where it came from, its front matter, the Markdown body, any problems, and
     * a notice shown above it (a translation that is missing, so the English is shown), or null.
     */
    public record Doc(String source, Map<String, String> front, String body, List<String> problems, String notice) {
        public Doc(String source, Map<String, String> front, String body, List<String> problems) {
            this(source, front, body, problems, null);
        }

        public String title(String fallback) { return front.getOrDefault("title", fallback); }

        Doc withNotice(String text) { return new Doc(source, front, body, problems, text); }
    }

    /** Above an English text shown because the lesson has no text in the language chosen. */
    public static final String NOT_TRANSLATED = "This lesson is not in your language yet; it is shown in English.";
    /** Above English teacher notes shown because there are none in the language chosen. */
    public static final String NOTES_NOT_TRANSLATED = "These teacher notes are not in your language yet; they are shown in English.";

    /** The lesson's title, part and place in its part, as its front matter states them. */
    public record Heading(String title, Part part, int order) {}

    private static volatile Path folder;

    private LessonText() {}

    /** Sets the folder given by {@code --lessons DIR} (null: the default lookup). */
    public static void setFolder(Path dir) { folder = dir; }

    public static Path folder() { return folder; }

    /**
     * The lesson's text in the language in force: for Japanese {@code lessons/ja/<id>.md} (looked
     * up like the English), else the English with {@link #NOT_TRANSLATED} above it.
     */
    public static Doc load(String lessonId) {
        if (Tr.language() == Tr.Language.EN) return loadEnglish(lessonId);
        Doc translated = translated(Tr.language().code + "/" + lessonId + ".md", lessonId, true);
        return translated != null ? translated : loadEnglish(lessonId).withNotice(Tr.t(NOT_TRANSLATED));
    }

    /**
     * The lesson's title in the language in force, for the lesson list: the front matter's title
     * of its translation, else {@code english}. Read once per language and lesson (Ctrl+R forgets).
     */
    public static String title(String lessonId, String english) {
        if (Tr.language() == Tr.Language.EN) return english;
        String key = Tr.language().code + "/" + lessonId;
        String t = TITLES.computeIfAbsent(key, k -> {
            Doc d = translated(k + ".md", lessonId, true);
            return d == null ? "" : d.front().getOrDefault("title", "");
        });
        return t.isBlank() ? english : t;
    }

    private static final Map<String, String> TITLES = new java.util.concurrent.ConcurrentHashMap<>();

    /** Forgets the translated titles read so far (the texts were reloaded from disk). */
    public static void forgetTitles() { TITLES.clear(); }

    /**
     * A translation, {@code name} under the lessons folders (the {@code --lessons} folder, then
     * {@code lessons/} beside the app, then inside the jar), or null when there is none anywhere.
     */
    private static Doc translated(String name, String lessonId, boolean frontMatter) {
        List<Path> candidates = new ArrayList<>();
        if (folder != null) candidates.add(folder.resolve(name));
        candidates.add(Path.of("lessons", name));
        for (Path file : candidates) {
            if (Files.isRegularFile(file) && Files.isReadable(file)) {
                if (frontMatter) return read(file, lessonId);
                try {
                    long size = Files.size(file);
                    if (size > MAX_BYTES) return new Doc(file.toString(), Map.of(), "", List.of(tooLarge(file.toString(), size)));
                    return new Doc(file.toString(), Map.of(), withoutByteOrderMark(Files.readString(file, StandardCharsets.UTF_8)), List.of());
                } catch (IOException e) {
                    return new Doc(file.toString(), Map.of(), "", List.of(file + ": cannot be read: " + FileProblems.reason(e)));
                }
            }
        }
        try (InputStream in = LessonText.class.getResourceAsStream("/lessons/" + name)) {
            if (in == null) return null;
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            String source = "lessons/" + name + " (inside the app)";
            if (frontMatter) return parse(source, lessonId, text);
            if (text.length() > MAX_BYTES) return new Doc(source, Map.of(), "", List.of(tooLarge(source, text.length())));
            return new Doc(source, Map.of(), withoutByteOrderMark(text), List.of());
        } catch (IOException e) {
            return null;
        }
    }

    /** The English text, {@code lessons/<id>.md}, whatever the language in force. */
    public static Doc loadEnglish(String lessonId) {
        String name = lessonId + ".md";
        List<String> notes = new ArrayList<>();
        Doc found = firstOnDisk(name, notes, file -> {
            Doc d = read(file, lessonId);
            if (notes.isEmpty()) return d;
            notes.addAll(d.problems());
            return new Doc(d.source(), d.front(), d.body(), notes);
        });
        if (found != null) return found;
        if (folder != null && !Files.exists(folder.resolve(name), LinkOption.NOFOLLOW_LINKS)) {
            notes.add(folder.resolve(name) + ": not found, showing the copy inside the app");
        } else if (!notes.isEmpty()) {
            notes.add("showing the copy inside the app");
        }
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
     * The teacher's notes for a lesson, {@code lessons/teacher/<id>.md}: plain Markdown, no front
     * matter, looked up like the lesson texts (the {@code --lessons} folder, then {@code lessons/}
     * beside the app, then the copy inside the jar). Never throws: a missing file comes back with
     * an empty body and a problem naming it.
     */
    public static Doc loadNotes(String lessonId) {
        if (Tr.language() == Tr.Language.EN) return loadEnglishNotes(lessonId);
        Doc translated = translated(Tr.language().code + "/teacher/" + lessonId + ".md", lessonId, false);
        return translated != null ? translated : loadEnglishNotes(lessonId).withNotice(Tr.t(NOTES_NOT_TRANSLATED));
    }

    /** The English teacher notes, {@code lessons/teacher/<id>.md}, whatever the language in force. */
    public static Doc loadEnglishNotes(String lessonId) {
        String name = "teacher/" + lessonId + ".md";
        List<String> notes = new ArrayList<>();
        Doc found = firstOnDisk(name, notes, file -> {
            try {
                long size = Files.size(file);
                if (size > MAX_BYTES) {
                    notes.add(tooLarge(file.toString(), size));
                    return null;
                }
                String text = Files.readString(file, StandardCharsets.UTF_8);
                return new Doc(file.toString(), Map.of(), withoutByteOrderMark(text), notes);
            } catch (IOException e) {
                notes.add(file + ": cannot be read: " + FileProblems.reason(e));
                return null;
            }
        });
        if (found != null) return found;
        try (InputStream in = LessonText.class.getResourceAsStream("/lessons/" + name)) {
            if (in == null) {
                notes.add("lessons/" + name + ": there are no teacher notes for this lesson yet");
                return new Doc("lessons/" + name, Map.of(), "", notes);
            }
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            if (text.length() > MAX_BYTES) {
                notes.add(tooLarge("lessons/" + name, text.length()));
                return new Doc("lessons/" + name, Map.of(), "", notes);
            }
            return new Doc("lessons/" + name + " (inside the app)", Map.of(), withoutByteOrderMark(text), notes);
        } catch (IOException e) {
            notes.add("lessons/" + name + ": cannot be read (" + e.getMessage() + ")");
            return new Doc("lessons/" + name, Map.of(), "", notes);
        }
    }

    /**
     * Reads {@code name} from the first place on disk that has it (the {@code --lessons} folder,
     * then {@code lessons/} beside the app) with {@code reader}, which returns null to try the next
     * place. Something that is there but cannot be read (a link loop, a folder, no permission) is
     * named in {@code notes} with its real cause, then the next place is tried. Null when no place
     * gave a text: the caller falls back to the copy inside the app.
     */
    private static Doc firstOnDisk(String name, List<String> notes, java.util.function.Function<Path, Doc> reader) {
        List<Path> candidates = new ArrayList<>();
        if (folder != null) candidates.add(folder.resolve(name));
        candidates.add(Path.of("lessons", name));
        for (Path file : candidates) {
            boolean present = Files.exists(file, LinkOption.NOFOLLOW_LINKS);
            if (present && Files.isRegularFile(file) && Files.isReadable(file)) {
                Doc d = reader.apply(file);
                if (d != null) return d;
            } else if (present) {
                notes.add(file + ": cannot be read: " + FileProblems.whyNotReadable(file));
            }
        }
        return null;
    }

    private static String withoutByteOrderMark(String text) {
        return (text.startsWith("\uFEFF") ? text.substring(1) : text).replace("\r\n", "\n");
    }

    private static Doc read(Path file, String lessonId) {
        try {
            long size = Files.size(file);
            if (size > MAX_BYTES) return new Doc(file.toString(), Map.of(), "", List.of(tooLarge(file.toString(), size)));
            return parse(file.toString(), lessonId, Files.readString(file, StandardCharsets.UTF_8));
        } catch (CharacterCodingException e) {
            return new Doc(file.toString(), Map.of(), "", List.of(file + ": cannot be read: it is not UTF-8 text"));
        } catch (IOException e) {
            return new Doc(file.toString(), Map.of(), "", List.of(file + ": cannot be read: " + FileProblems.reason(e)));
        }
    }

    private static String tooLarge(String source, long bytes) {
        return String.format(Locale.ROOT, "%s: the text is %,d KB; a lesson text may be at most %d KB (the window would freeze"
                + " laying it out). Split it, or shorten it.", source, (bytes + 1023) / 1024, MAX_BYTES / 1024);
    }

    /**
     * The lesson's heading from its text (a teacher's edited copy first); when that copy's front
     * matter is broken, from the copy inside the app. Throws when the app's own copy has none: a
     * lesson without its text is a build mistake, not a classroom one.
     */
    public static Heading heading(String lessonId) {
        Heading h = heading(loadEnglish(lessonId), lessonId);
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
        if (text.length() > MAX_BYTES) return new Doc(source, Map.of(), "", List.of(tooLarge(source, text.length())));
        // A byte-order mark (Windows Notepad writes one) is not part of the text.
        String t = (text.startsWith("\uFEFF") ? text.substring(1) : text).replace("\r\n", "\n");
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
        readFrontMatter(source, t.substring(4, end), front, problems);
        checkFrontMatter(source, lessonId, front, problems);
        // A broken front matter gives no title: the lesson keeps the one its sound copy gives (README).
        if (!front.keySet().containsAll(KEYS) || !front.get("id").equals(lessonId)) front.remove("title");
        int bodyStart = t.indexOf('\n', end + 1);
        String body = bodyStart < 0 ? "" : t.substring(bodyStart + 1);
        int bodyLine = lineOf(t, bodyStart + 1);
        body = dropSecondFrontMatter(source, body, bodyLine, problems);
        if (body.isBlank()) problems.add(source + ": there is no text after the front matter");
        return new Doc(source, front, body, problems);
    }

    /**
     * Reads the front matter's 'key: value' lines (the text between the two '---' lines, its
     * first line the file's second) into {@code front}; a line that is no such pair, an unknown
     * key, a key given twice and a value that is wrong for its key are named in {@code problems}
     * with their line and left out (a title is kept without its invisible characters).
     */
    private static void readFrontMatter(String source, String block, Map<String, String> front, List<String> problems) {
        Map<String, Integer> keyLines = new LinkedHashMap<>();
        String[] lines = block.split("\n", -1);
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
            } else if (keyLines.containsKey(key)) {
                problems.add(source + ": line " + lineNo + ": " + key + " is given twice (first on line " + keyLines.get(key)
                        + ", which counts)");
            } else if ((key.equals("part") || key.equals("order")) && !value.matches("\\d{1,3}")) {
                problems.add(source + ": line " + lineNo + ": " + key + " '" + value + "' is not a whole number");
            } else if (key.equals("part") && (Integer.parseInt(value) < 1 || Integer.parseInt(value) > Part.values().length)) {
                problems.add(source + ": line " + lineNo + ": part " + value + " is not a part (1 to " + Part.values().length + ")");
            } else if (key.equals("title") && plainTitle(value).isEmpty()) {
                problems.add(source + ": line " + lineNo + ": title is empty (or only invisible characters)");
            } else {
                if (key.equals("title") && !plainTitle(value).equals(value)) {
                    problems.add(source + ": line " + lineNo + ": the title has invisible or control characters (" + invisibles(value)
                            + "); they are left out");
                    value = plainTitle(value);
                }
                front.put(key, value);
                keyLines.put(key, lineNo);
            }
        }
    }

    /** Names in {@code problems} an id that is not the lesson's and each key the front matter lacks (unless a problem already names it). */
    private static void checkFrontMatter(String source, String lessonId, Map<String, String> front, List<String> problems) {
        if (front.containsKey("id") && !front.get("id").equals(lessonId)) {
            problems.add(source + ": id '" + front.get("id") + "' does not match the lesson '" + lessonId + "'");
        }
        for (String key : KEYS) {
            if (!front.containsKey(key) && problems.stream().noneMatch(p -> p.contains("'" + key) || p.contains(": " + key + " is given")
                    || p.contains(": " + key + " "))) {
                problems.add(source + ": the front matter has no " + key);
            }
        }
    }

    /**
     * A second '---' block of 'key: value' lines right after the first (a pasted copy) is
     * reported by line and left out: otherwise Markdown shows it as a rule and a heading.
     */
    private static String dropSecondFrontMatter(String source, String body, int firstLine, List<String> problems) {
        int at = 0;
        int line = firstLine;
        while (at < body.length() && body.charAt(at) == '\n') {
            at++;
            line++;
        }
        if (!body.startsWith("---\n", at)) return body;
        int close = body.indexOf("\n---", at + 3);
        if (close < 0) return body;
        String inside = body.substring(at + 4, close);
        boolean keys = !inside.isBlank() && inside.lines().allMatch(l -> l.isBlank() || l.matches("\\s*(" + String.join("|", KEYS) + ")\\s*:.*"));
        if (!keys) return body;
        int afterClose = body.indexOf('\n', close + 1);
        int lastLine = line + (int) inside.lines().count() + 1;
        problems.add(source + ": line " + line + ": a second front matter block (lines " + line + " to " + lastLine
                + "); only the first one counts, so this one is left out");
        return afterClose < 0 ? "" : body.substring(afterClose + 1);
    }

    /**
     * A title as plain text: control characters (a tab, a bell, a line separator) become spaces,
     * invisible formatting characters (a right-to-left override, which reverses the name in the
     * list; a zero-width space, which draws as a box) go, and runs of spaces are one.
     */
    public static String plainTitle(String raw) {
        StringBuilder sb = new StringBuilder(raw.length());
        raw.codePoints().forEach(c -> {
            int type = Character.getType(c);
            if (Character.isISOControl(c) || type == Character.LINE_SEPARATOR || type == Character.PARAGRAPH_SEPARATOR) {
                sb.append(' ');
            } else if (!isInvisible(type)) {
                sb.appendCodePoint(c);
            }
        });
        return sb.toString().replaceAll("\\s+", " ").strip();
    }

    private static boolean isInvisible(int type) {
        return type == Character.FORMAT || type == Character.PRIVATE_USE || type == Character.SURROGATE || type == Character.UNASSIGNED;
    }

    /** The characters {@link #plainTitle} changes, as U+XXXX, for the note. */
    private static String invisibles(String raw) {
        java.util.StringJoiner names = new java.util.StringJoiner(", ");
        raw.codePoints().filter(c -> c != ' ' && (Character.isISOControl(c) || Character.isWhitespace(c) || isInvisible(Character.getType(c))))
                .distinct().limit(6).forEach(c -> names.add(String.format(Locale.ROOT, "U+%04X", c)));
        return names.toString();
    }

    /** 1-based line number of the character at {@code offset}. */
    private static int lineOf(String t, int offset) {
        int n = 1;
        for (int i = 0; i < offset && i < t.length(); i++) if (t.charAt(i) == '\n') n++;
        return n;
    }
}
