package org.creatureexplorer.i18n;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The English strings the Java sources hold, read from the source text as javac would see the
 * literals (escapes resolved, {@code "a" + "b"} one string): the strings {@code Tr.t} and
 * {@code Tr.f} are called with, which need a translation, and every constant string, which
 * tells a catalogue entry still in use from a stale one (a lesson names its labels as plain
 * constants that the view translates). Also the format specifiers a translation must keep.
 */
public final class SourceStrings {
    private static final String LITERAL_TEXT = "\"(?:[^\"\\\\\\n]|\\\\.)*\"";
    /** One literal or several joined with {@code +}: one constant to javac. */
    private static final Pattern CHAIN = Pattern.compile(LITERAL_TEXT + "(?:\\s*\\+\\s*" + LITERAL_TEXT + ")*");
    /** {@code Tr.t("...")} or {@code Tr.f("...")}, with or without the package. */
    private static final Pattern CALL = Pattern.compile("Tr\\.[tf]\\(\\s*(" + CHAIN.pattern() + ")");
    private static final Pattern LITERAL = Pattern.compile("\"((?:[^\"\\\\\\n]|\\\\.)*)\"");
    private static final Pattern TEXT_BLOCK = Pattern.compile("(?s)\"\"\".*?\"\"\"");
    private static final Pattern SPEC = Pattern.compile("%(\\d+\\$)?[-#+ 0,(]*\\d*(?:\\.\\d+)?([a-zA-Z%])");

    private SourceStrings() {}

    /** The strings {@code Tr.t}/{@code Tr.f} are called with in the {@code .java} files under {@code root}, in file order. */
    public static List<String> translated(Path root) throws IOException {
        List<String> out = new ArrayList<>();
        for (String code : sources(root)) {
            Matcher m = CALL.matcher(code);
            while (m.find()) out.add(join(m.group(1)));
        }
        return out;
    }

    /** Every string constant under {@code root}: each literal, and each {@code +} chain of them joined. */
    public static Set<String> constants(Path root) throws IOException {
        Set<String> out = new TreeSet<>();
        for (String code : sources(root)) {
            Matcher m = CHAIN.matcher(code);
            while (m.find()) {
                out.add(join(m.group()));
                Matcher lit = LITERAL.matcher(m.group());
                while (lit.find()) out.add(unescape(lit.group(1)));
            }
        }
        return out;
    }

    /** The code of every {@code .java} file under {@code root}, block comments and text blocks taken out (a comment may show a call). */
    private static List<String> sources(Path root) throws IOException {
        List<String> out = new ArrayList<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
                String code = Files.readString(f, StandardCharsets.UTF_8).replaceAll("(?s)/\\*.*?\\*/", "");
                out.add(TEXT_BLOCK.matcher(code).replaceAll("\"\""));
            }
        }
        return out;
    }

    private static String join(String chain) {
        StringBuilder key = new StringBuilder();
        Matcher lit = LITERAL.matcher(chain);
        while (lit.find()) key.append(unescape(lit.group(1)));
        return key.toString();
    }

    /** A literal's text as javac reads it: {@code \\uXXXX}, {@code \\n}, {@code \\t} and the escaped character itself. */
    public static String unescape(String s) {
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

    /** The conversions of a format pattern, in order, positions resolved ("%2$s %1$d" gives d, s); %% and %n are not arguments. */
    public static List<String> specifiers(String pattern) {
        List<String> plain = new ArrayList<>();
        TreeMap<Integer, String> indexed = new TreeMap<>();
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
}
