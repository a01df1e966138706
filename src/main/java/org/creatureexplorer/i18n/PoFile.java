package org.creatureexplorer.i18n;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A gettext PO catalogue, read strictly: the part of the format the app's catalogues use and
 * Poedit, Weblate and msgcat write. An entry is {@code msgid "English"} then {@code msgstr
 * "translation"}, each string possibly continued on following lines that are only a quoted
 * string; inside quotes the escapes are {@code \n \t \" \\}. Lines starting {@code #} are
 * comments ({@code #,} carries flags: a {@code fuzzy} entry counts as untranslated, as msgfmt
 * does); {@code #~} obsolete entries are skipped. The entry with the empty msgid is the header.
 *
 * <p>What the app cannot use is refused with {@code file:line: reason} rather than guessed at:
 * {@code msgctxt} (Tr has no contexts) and plurals (Tr.f has no plural forms; Japanese has
 * one). No library: the ones on Maven Central are either unmaintained or pull in a parser
 * generator for a format this small.
 */
public record PoFile(String name, Map<String, String> header, List<Entry> entries) {

    /** One message: where its msgid starts, and whether a translator marked it fuzzy. */
    public record Entry(String msgid, String msgstr, boolean fuzzy, int line) {
        /** Translated and not fuzzy: the text the app shows. */
        public boolean translated() {
            return !fuzzy && !msgstr.isEmpty();
        }
    }

    /** A PO file the reader refuses; the message is {@code file:line: reason}. */
    public static final class FormatException extends RuntimeException {
        public FormatException(String file, int line, String reason) {
            super(file + ":" + line + ": " + reason);
        }
    }

    /** msgid to msgstr of every translated entry (not fuzzy, not empty, not the header). */
    public Map<String, String> translations() {
        Map<String, String> out = new LinkedHashMap<>();
        for (Entry e : entries) if (e.translated()) out.put(e.msgid(), e.msgstr());
        return out;
    }

    /** Reads {@code text}, naming it {@code name} in errors. */
    public static PoFile parse(String name, String text) {
        return new Parser(name).parse(text);
    }

    private static final class Parser {
        private final String file;
        private final List<Entry> entries = new ArrayList<>();
        private final Map<String, Integer> firstLine = new HashMap<>();
        private Map<String, String> header = Map.of();
        private int lineNo;
        // The entry being read: its flags, msgid and msgstr so far, and which string a "..." line continues.
        private boolean fuzzy;
        private StringBuilder msgid;
        private StringBuilder msgstr;
        private StringBuilder continuing;
        private int entryLine;

        Parser(String file) {
            this.file = file;
        }

        PoFile parse(String text) {
            int at = text.startsWith("\uFEFF") ? 1 : 0;
            while (at <= text.length()) {
                int end = text.indexOf('\n', at);
                if (end < 0) end = text.length();
                String line = text.substring(at, end).strip(); // a \r before the \n goes too
                at = end + 1;
                lineNo++;
                if (line.isEmpty()) {
                    finish();
                } else if (line.startsWith("#~")) {
                    finish(); // an obsolete entry: kept by editors, never shown
                } else if (line.startsWith("#")) {
                    if (msgstr != null || msgid != null) finish();
                    if (line.startsWith("#,")) fuzzy |= flags(line.substring(2)).contains("fuzzy");
                } else if (line.startsWith("\"")) {
                    if (continuing == null) fail("a quoted line continues nothing (it must follow msgid or msgstr)");
                    continuing.append(string(line));
                } else {
                    keyword(line);
                }
            }
            finish();
            return new PoFile(file, header, Collections.unmodifiableList(entries));
        }

        private void keyword(String line) {
            int space = line.indexOf(' ');
            String word = space < 0 ? line : line.substring(0, space);
            String rest = space < 0 ? "" : line.substring(space + 1).strip();
            switch (word) {
                case "msgid" -> {
                    if (msgid != null) finish();
                    entryLine = lineNo;
                    msgid = new StringBuilder(string(rest));
                    continuing = msgid;
                }
                case "msgstr" -> {
                    if (msgid == null) fail("msgstr without a msgid before it");
                    if (msgstr != null) fail("a second msgstr for one msgid");
                    msgstr = new StringBuilder(string(rest));
                    continuing = msgstr;
                }
                case "msgctxt" -> fail("msgctxt is not supported: the English text alone is the key (Tr has no contexts)");
                case "msgid_plural" -> fail("plural forms are not supported: Tr.f has none (write the sentence so it needs none)");
                default -> fail(word.startsWith("msgstr[") ? "plural forms are not supported: Tr.f has none"
                        : "expected msgid, msgstr, a quoted string or a # comment, found '" + abbreviate(line) + "'");
            }
        }

        /** Closes the entry being read, if any. */
        private void finish() {
            if (msgid == null) {
                fuzzy = false; // flags of a comment block with no entry after it
                return;
            }
            if (msgstr == null) {
                lineNo = entryLine;
                fail("msgid without a msgstr");
            }
            String id = msgid.toString();
            Integer before = firstLine.putIfAbsent(id, entryLine);
            if (before != null) {
                lineNo = entryLine;
                fail("msgid \"" + abbreviate(id) + "\" again (first at line " + before + ")");
            }
            if (id.isEmpty()) header = header(msgstr.toString());
            else entries.add(new Entry(id, msgstr.toString(), fuzzy, entryLine));
            msgid = null;
            msgstr = null;
            continuing = null;
            fuzzy = false;
        }

        /** The header's {@code Name: value} lines; a charset other than UTF-8 is refused (the files are read as UTF-8). */
        private Map<String, String> header(String text) {
            Map<String, String> out = new LinkedHashMap<>();
            for (String line : text.split("\n")) {
                int colon = line.indexOf(':');
                if (colon > 0) out.put(line.substring(0, colon).strip(), line.substring(colon + 1).strip());
            }
            String type = out.getOrDefault("Content-Type", "");
            int charset = type.toLowerCase(java.util.Locale.ROOT).indexOf("charset=");
            if (charset >= 0 && !type.substring(charset + "charset=".length()).strip().equalsIgnoreCase("UTF-8")) {
                lineNo = entryLine;
                fail("the header's Content-Type says " + type + "; the catalogues are UTF-8 (charset=UTF-8)");
            }
            return Collections.unmodifiableMap(out);
        }

        /** The value of one quoted string, escapes resolved; the whole of {@code s} must be that string. */
        private String string(String s) {
            if (s.length() < 2 || s.charAt(0) != '"' || s.charAt(s.length() - 1) != '"') {
                fail("expected a string in double quotes, found '" + abbreviate(s) + "'");
            }
            int close = s.length() - 1;
            if (s.indexOf('\\') < 0 && s.indexOf('"', 1) == close) return s.substring(1, close); // no escapes: most strings
            StringBuilder out = new StringBuilder();
            for (int i = 1; i < s.length() - 1; i++) {
                char c = s.charAt(i);
                if (c == '"') fail("an unescaped \" inside a string (write \\\")");
                if (c != '\\') {
                    out.append(c);
                    continue;
                }
                if (i + 1 >= s.length() - 1) fail("a string ends with a lone backslash (write \\\\)");
                char n = s.charAt(++i);
                switch (n) {
                    case 'n' -> out.append('\n');
                    case 't' -> out.append('\t');
                    case '"' -> out.append('"');
                    case '\\' -> out.append('\\');
                    default -> fail("unknown escape \\" + n + " (the catalogues use \\n \\t \\\" \\\\)");
                }
            }
            return out.toString();
        }

        private static List<String> flags(String s) {
            List<String> out = new ArrayList<>();
            for (String f : s.split(",")) out.add(f.strip());
            return out;
        }

        private static String abbreviate(String s) {
            return s.length() <= 40 ? s : s.substring(0, 37) + "...";
        }

        private void fail(String reason) {
            throw new FormatException(file, lineNo, reason);
        }
    }
}
