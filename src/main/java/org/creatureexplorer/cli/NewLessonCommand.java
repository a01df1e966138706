package org.creatureexplorer.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.creatureexplorer.lesson.LessonText;
import org.creatureexplorer.lesson.Part;

/**
 * {@code new-lesson ID --part=N}: writes, in a checkout of the project, the skeleton of every
 * file a lesson needs (docs/adding-a-lesson.md): its world, its lesson class, its text and
 * teacher notes in English and Japanese, and the Japanese for the strings the catalogue
 * lacks. The skeleton passes the tests that check every lesson as it is; the contributor then
 * makes it a real lesson. Nothing is registered by hand: the catalogue finds the class.
 */
final class NewLessonCommand {
    static final String USAGE = """
            usage: new-lesson ID --part=N [--title=TEXT] [--dir=FOLDER]
            Writes the skeleton of a new lesson into the project checkout FOLDER (default: here), as
            the last lesson of part N (1 to %d): its world, its lesson class, lessons/ID.md and its
            teacher notes, the same two in Japanese, and its strings' Japanese in the part's catalogue.
            ID is lower-case letters and digits in words joined by '-' (as the lessons' own: spring-knee).
            Prints each file it writes. See docs/adding-a-lesson.md.
            """.formatted(Part.values().length);

    /** Where a part's lessons and worlds live (lessons.PACKAGE, world.PACKAGE): its name, unless listed here. */
    static String[] packages(Part part) {
        String name = part.name().toLowerCase(java.util.Locale.ROOT);
        return PACKAGES.getOrDefault(part, new String[] {name, name});
    }

    static final Map<Part, String[]> PACKAGES = Map.of(
            Part.SKELETONS, new String[] {"skeletons", "skeletons"},
            Part.JEREMIAH, new String[] {"jeremiah", "jeremiah"},
            Part.MANNERISMS, new String[] {"mannerisms", "steering"},
            Part.BLENDS, new String[] {"blends", "blends"},
            Part.GALLERY, new String[] {"gallery", "gallery"});

    /** Strings the skeleton's class shows that the Japanese catalogue may lack, with their Japanese. */
    static final Map<String, String> JAPANESE = Map.of(
            "Press Space.", "Space キーを押します。",
            "A dot going round a circle.", "円を回る点。");

    static final String JAPANESE_TITLE = "新しいレッスン";

    private NewLessonCommand() {}

    static int run(List<String> args, PrintStream out) {
        Options o = Options.parse(args);
        if (o.help) {
            out.print(USAGE);
            return 0;
        }
        o.allowOnly("new-lesson", List.of("part", "title", "dir"));
        if (o.words.size() != 1) throw new UsageError("new-lesson takes one lesson id, as new-lesson my-lesson --part=3 (--help)");
        String id = o.words.get(0);
        if (!id.matches("[a-z][a-z0-9]*(-[a-z0-9]+)*") || id.length() > 40) {
            throw new UsageError("lesson id " + Quote.cut(id) + ": lower-case letters and digits in words joined by '-', "
                    + "starting with a letter, at most 40 characters (as spring-knee)");
        }
        String partText = o.named.get("part");
        if (partText == null) throw new UsageError("new-lesson needs --part=N, 1 to " + Part.values().length);
        Part part;
        try {
            part = Part.of(o.intOption("part", 0, 1, Part.values().length));
        } catch (UsageError e) {
            throw new UsageError("--part=" + Quote.cut(partText) + ": give a part from 1 to " + Part.values().length);
        }
        String title = o.named.getOrDefault("title", defaultTitle(id)).strip();
        if (title.isEmpty() || title.contains("\n") || title.length() > 80) throw new UsageError("--title: one line of 1 to 80 characters");
        Path root = Path.of(o.named.getOrDefault("dir", "."));
        if (!Files.isRegularFile(root.resolve("pom.xml")) || !Files.isDirectory(root.resolve("lessons"))
                || !Files.isDirectory(root.resolve("src/main/java/org/creatureexplorer"))) {
            throw new UsageError(root + " is not a checkout of the project (no pom.xml, lessons/ and src/main/java/org/creatureexplorer)");
        }
        if (Files.exists(root.resolve("lessons/" + id + ".md"))) throw new UsageError("lesson " + id + " exists already (lessons/" + id + ".md)");
        if (org.creatureexplorer.catalog.Scenarios.names().contains(id)) {
            throw new UsageError(id + " is the name of a scenario already (measure --list): give the lesson another id");
        }
        Skeleton s = new Skeleton(id, part, title, root);
        Map<Path, String> files = s.files();
        for (Path f : files.keySet()) {
            if (Files.exists(f)) throw new UsageError("lesson " + id + " exists already: " + root.relativize(f) + " is there");
        }
        try {
            for (var e : files.entrySet()) {
                Files.createDirectories(e.getKey().getParent());
                Files.writeString(e.getKey(), e.getValue(), StandardCharsets.UTF_8);
                out.println("wrote " + root.relativize(e.getKey()));
            }
            Path catalogue = catalogue(root, part);
            String missing = s.missingJapanese(catalogue);
            if (!missing.isEmpty()) {
                Files.writeString(catalogue, missing, StandardCharsets.UTF_8, java.nio.file.StandardOpenOption.APPEND);
                long added = missing.lines().filter(l -> l.startsWith("msgid ") || l.contains("\t")).count();
                out.println("added to " + root.relativize(catalogue) + ": the Japanese of " + added + " string(s)");
            }
        } catch (IOException e) {
            throw new CommandFailed("cannot write the lesson: " + e.getMessage());
        }
        out.println("lesson " + part.number() + "." + s.numberInPart + " " + id + " (order " + s.order
                + "): build, then run the lesson tests (docs/adding-a-lesson.md)");
        return 0;
    }

    /**
     * The part's Japanese catalogue: gettext's {@code partN.po}, or the {@code partN.tsv} of a
     * checkout from before the catalogues moved to PO.
     */
    static Path catalogue(Path root, Part part) {
        Path folder = root.resolve("src/main/resources/i18n/ja");
        Path tsv = folder.resolve("part" + part.number() + ".tsv");
        return Files.isRegularFile(tsv) ? tsv : folder.resolve("part" + part.number() + ".po");
    }

    /** "spring-knee" becomes "Spring knee". */
    static String defaultTitle(String id) {
        String words = id.replace('-', ' ');
        return Character.toUpperCase(words.charAt(0)) + words.substring(1);
    }

    /** "spring-knee" becomes "SpringKnee", the start of its class names. */
    static String className(String id) {
        StringBuilder b = new StringBuilder();
        for (String w : id.split("-")) b.append(Character.toUpperCase(w.charAt(0))).append(w.substring(1));
        return b.toString();
    }

    /** The files of one new lesson, from the templates in {@code /new-lesson/}. */
    static final class Skeleton {
        final String id;
        final Part part;
        final Path root;
        final int order;
        final int numberInPart;
        private final Map<String, String> fill = new LinkedHashMap<>();

        Skeleton(String id, Part part, String title, Path root) {
            this.id = id;
            this.part = part;
            this.root = root;
            int[] orders = ordersInPart(root.resolve("lessons"), part);
            order = orders[0] + 1;
            numberInPart = orders[1] + 1;
            String[] pkg = packages(part);
            fill.put("@ID@", id);
            fill.put("@NAME@", className(id));
            fill.put("@LESSON_PACKAGE@", pkg[0]);
            fill.put("@WORLD_PACKAGE@", pkg[1]);
            fill.put("@PART@", String.valueOf(part.number()));
            fill.put("@ORDER@", String.valueOf(order));
            fill.put("@LESSON_IN_PART@", String.valueOf(numberInPart));
            fill.put("@NUMBER@", part.number() + "." + numberInPart);
            fill.put("@PREVIOUS@", part.number() + "." + Math.max(1, numberInPart - 1));
            fill.put("@TITLE_JA@", JAPANESE_TITLE);
            fill.put("@TITLE@", title);
        }

        Map<Path, String> files() {
            String name = className(id);
            String[] pkg = packages(part);
            Path java = root.resolve("src/main/java/org/creatureexplorer");
            Map<Path, String> out = new LinkedHashMap<>();
            out.put(java.resolve("world/" + pkg[1] + "/" + name + "World.java"), template("World.java.txt"));
            out.put(java.resolve("lessons/" + pkg[0] + "/" + name + "Lesson.java"), template("Lesson.java.txt"));
            out.put(root.resolve("lessons/" + id + ".md"), template("text.md.txt"));
            out.put(root.resolve("lessons/teacher/" + id + ".md"), template("notes.md.txt"));
            out.put(root.resolve("lessons/ja/" + id + ".md"), template("text-ja.md.txt"));
            out.put(root.resolve("lessons/ja/teacher/" + id + ".md"), template("notes-ja.md.txt"));
            return out;
        }

        /**
         * The entries to append to {@code catalogue} for the {@link #JAPANESE} strings that no
         * catalogue of the language has yet, in the catalogue's own format (PO or TSV).
         */
        String missingJapanese(Path catalogue) throws IOException {
            boolean po = catalogue.toString().endsWith(".po");
            String have = Files.isRegularFile(catalogue) ? Files.readString(catalogue, StandardCharsets.UTF_8) : "";
            StringBuilder add = new StringBuilder();
            for (var e : new java.util.TreeMap<>(JAPANESE).entrySet()) {
                if (inAnyCatalogue(catalogue.getParent(), e.getKey(), po)) continue;
                if (po) {
                    add.append("\nmsgid ").append(poString(e.getKey())).append("\nmsgstr ").append(poString(e.getValue())).append('\n');
                } else {
                    add.append(e.getKey()).append('\t').append(e.getValue()).append('\n');
                }
            }
            if (add.length() > 0 && !have.isEmpty() && !have.endsWith("\n")) add.insert(0, '\n');
            return add.toString();
        }

        private static String poString(String s) {
            return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
        }

        /** Whether a catalogue file of the folder (of the same format) has an entry for {@code english}. */
        private static boolean inAnyCatalogue(Path folder, String english, boolean po) throws IOException {
            if (!Files.isDirectory(folder)) return false;
            String entry = po ? "msgid " + poString(english) : english + "\t";
            try (Stream<Path> files = Files.list(folder)) {
                for (Path f : files.filter(p -> p.toString().endsWith(po ? ".po" : ".tsv")).toList()) {
                    if (Files.readString(f, StandardCharsets.UTF_8).lines().anyMatch(l -> l.startsWith(entry) && (!po || l.equals(entry)))) return true;
                }
            }
            return false;
        }

        private String template(String file) {
            String text;
            try (InputStream in = NewLessonCommand.class.getResourceAsStream("/new-lesson/" + file)) {
                if (in == null) throw new CommandFailed("the app has no template new-lesson/" + file);
                text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new CommandFailed("cannot read the template new-lesson/" + file + ": " + e.getMessage());
            }
            for (var e : fill.entrySet()) text = text.replace(e.getKey(), e.getValue());
            return text;
        }

        /** The highest {@code order} and the number of lessons in the part, from the English texts' front matter. */
        static int[] ordersInPart(Path lessons, Part part) {
            int max = 0, count = 0;
            try (Stream<Path> files = Files.list(lessons)) {
                for (Path f : files.filter(p -> p.toString().endsWith(".md")).sorted().toList()) {
                    String lessonId = f.getFileName().toString().replaceFirst("\\.md$", "");
                    LessonText.Doc d = LessonText.parse(f.toString(), lessonId, Files.readString(f, StandardCharsets.UTF_8));
                    if (!String.valueOf(part.number()).equals(d.front().get("part"))) continue;
                    count++;
                    try {
                        max = Math.max(max, Integer.parseInt(d.front().getOrDefault("order", "0").strip()));
                    } catch (NumberFormatException e) {
                        // a malformed order is the catalogue's to report; it takes no place here
                    }
                }
            } catch (IOException e) {
                throw new CommandFailed("cannot read " + lessons + ": " + e.getMessage());
            }
            return new int[] {max, count};
        }
    }

    /** Quoting what the user typed, cut short when long. */
    static final class Quote {
        static String cut(String s) { return s.length() > 40 ? s.substring(0, 40) + "..." : s; }
    }
}
