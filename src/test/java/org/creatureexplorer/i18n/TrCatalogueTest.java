package org.creatureexplorer.i18n;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Every string the sources translate has a Japanese entry, and every entry keeps its pattern's format specifiers. */
class TrCatalogueTest {
    /** {@code Tr.t("...")} or {@code Tr.f("...")}, with or without the package, the literal as written. */
    private static final Pattern CALL = Pattern.compile("Tr\\.[tf]\\(\\s*(\"(?:[^\"\\\\]|\\\\.)*\"(?:\\s*\\+\\s*\"(?:[^\"\\\\]|\\\\.)*\")*)");
    private static final Pattern LITERAL = Pattern.compile("\"((?:[^\"\\\\]|\\\\.)*)\"");
    private static final Pattern SPEC = Pattern.compile("%(\\d+\\$)?[-#+ 0,(]*\\d*(?:\\.\\d+)?([a-zA-Z%])");

    /** The literals {@code Tr.t}/{@code Tr.f} are called with in {@code src/main/java}, unescaped as javac reads them. */
    static List<String> literals(Path root) throws IOException {
        List<String> out = new ArrayList<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                // Comments may show a call ({@code Tr.t("...")}): only code counts.
                String code = Files.readString(f, StandardCharsets.UTF_8).replaceAll("(?s)/\\*.*?\\*/", "");
                Matcher m = CALL.matcher(code);
                while (m.find()) {
                    // "a" + "b" is one constant to javac: one key.
                    StringBuilder key = new StringBuilder();
                    Matcher lit = LITERAL.matcher(m.group(1));
                    while (lit.find()) key.append(unescape(lit.group(1)));
                    out.add(key.toString());
                }
            }
        }
        return out;
    }

    static String unescape(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c != '\\' || i + 1 >= s.length()) {
                sb.append(c);
                continue;
            }
            char n = s.charAt(++i);
            switch (n) {
                case 'u' -> {
                    sb.append((char) Integer.parseInt(s.substring(i + 1, i + 5), 16));
                    i += 4;
                }
                case 'n' -> sb.append('\n');
                case 't' -> sb.append('\t');
                default -> sb.append(n);
            }
        }
        return sb.toString();
    }

    /** The conversions of a format pattern, in order, positions resolved ("%2$s %1$d" gives d, s). */
    static List<String> specifiers(String pattern) {
        List<String> plain = new ArrayList<>();
        java.util.TreeMap<Integer, String> indexed = new java.util.TreeMap<>();
        Matcher m = SPEC.matcher(pattern);
        while (m.find()) {
            String conv = m.group(0).replaceAll("^%(\\d+\\$)?", "%");
            if (m.group(2).equals("%") || m.group(2).equals("n")) continue;
            if (m.group(1) != null) indexed.put(Integer.parseInt(m.group(1).replace("$", "")), conv);
            else plain.add(conv);
        }
        if (!indexed.isEmpty()) return new ArrayList<>(indexed.values());
        return plain;
    }

    @Test
    void everyTranslatedLiteralHasAJapaneseEntry() throws IOException {
        Map<String, String> ja = Tr.catalogue(Tr.Language.JA);
        List<String> found = literals(Path.of("src/main/java"));
        assertTrue(found.size() > 50, "the scan found only " + found.size() + " literals");
        TreeSet<String> missing = new TreeSet<>();
        for (String s : found) if (!ja.containsKey(s)) missing.add(s);
        assertEquals(new TreeSet<String>(), missing, "add these to src/main/resources/i18n/ja/ui.po (msgid the English, msgstr the Japanese; or run: translations)");
    }

    @Test
    void everyJapaneseEntryKeepsItsFormatSpecifiers() {
        List<String> wrong = new ArrayList<>();
        for (Map.Entry<String, String> e : Tr.catalogue(Tr.Language.JA).entrySet()) {
            if (!specifiers(e.getKey()).equals(specifiers(e.getValue()))) {
                wrong.add(e.getKey() + " -> " + e.getValue() + ": " + specifiers(e.getKey()) + " vs " + specifiers(e.getValue()));
            }
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    void theSpecifierCheckSeesAChangedOrMissingSpecifier() {
        assertEquals(specifiers("Saved %s"), specifiers("%s を保存しました"));
        assertEquals(List.of("%d", "%s"), specifiers("%2$s の %1$d"));
        assertTrue(!specifiers("%d%% of %,d ticks").equals(specifiers("%s%% / %,d")));
        assertTrue(!specifiers("Language: %s").equals(specifiers("言語")));
    }
}
