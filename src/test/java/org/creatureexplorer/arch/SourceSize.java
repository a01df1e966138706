package org.creatureexplorer.arch;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Lines of a Java source and of each of its methods, by a brace-counting parse: comments,
 * strings, text blocks and chars are blanked first, then a method runs from the line of its
 * name to the line of its closing brace. A block counts as a method (or constructor) when the
 * code before its brace ends in {@code name(...)}, optionally {@code throws ...}, and the name
 * is no keyword; classes, records, lambdas, anonymous classes and statements are not methods.
 */
final class SourceSize {
    private SourceSize() {}

    /** One method: its name, the line of its name (1-based) and its length in lines. */
    record Method(String name, int line, int lines) {}

    private static final Set<String> NOT_NAMES = Set.of("if", "for", "while", "switch", "catch", "synchronized", "try",
            "do", "else", "return", "new", "throw", "case", "assert", "super", "this");
    /** A declaration's tail: a name, its parameter list (one level of nested brackets), maybe a throws clause. */
    private static final Pattern SIGNATURE = Pattern.compile(
            "(\\w+)\\s*\\(([^()]|\\([^()]*\\))*\\)\\s*(throws\\s+[\\w.<>,\\s]+)?$");
    private static final Pattern TYPE_KEYWORD = Pattern.compile("\\b(class|record|interface|enum|new)\\b|->|=");

    /** The number of lines of {@code source} (a last line without a newline counts). */
    static int lines(String source) {
        if (source.isEmpty()) return 0;
        int n = 0;
        for (int i = 0; i < source.length(); i++) if (source.charAt(i) == '\n') n++;
        return source.endsWith("\n") ? n : n + 1;
    }

    /** Every method of {@code source}, nested ones included, in the order their bodies close. */
    static List<Method> methods(String source) {
        String code = blanked(source);
        List<Method> out = new ArrayList<>();
        // Per open brace: the method it opens (null for any other block).
        List<Method> open = new ArrayList<>();
        int line = 1;
        int headerFrom = 0;
        for (int i = 0; i < code.length(); i++) {
            char c = code.charAt(i);
            if (c == '\n') line++;
            else if (c == ';') headerFrom = i + 1;
            else if (c == '{') {
                open.add(methodAt(code, headerFrom, i, line));
                headerFrom = i + 1;
            } else if (c == '}') {
                if (!open.isEmpty()) {
                    Method m = open.remove(open.size() - 1);
                    if (m != null) out.add(new Method(m.name(), m.line(), line - m.line() + 1));
                }
                headerFrom = i + 1;
            }
        }
        return out;
    }

    /** The method whose body opens at {@code brace}, from its header {@code code[from, brace)}, or null. */
    private static Method methodAt(String code, int from, int brace, int braceLine) {
        String header = code.substring(from, brace).strip();
        header = header.replaceAll("@\\w+(\\.\\w+)*(\\s*\\([^()]*\\))?", " ").strip();
        Matcher m = SIGNATURE.matcher(header);
        if (!m.find()) return null;
        String before = header.substring(0, m.start());
        if (NOT_NAMES.contains(m.group(1)) || TYPE_KEYWORD.matcher(before).find() || TYPE_KEYWORD.matcher(m.group()).find()) return null;
        // The name's line: the brace's line less the newlines between the name and the brace.
        int nameAt = from + code.substring(from, brace).lastIndexOf(m.group(1) + "(") ;
        if (nameAt < from) nameAt = from + code.substring(from, brace).indexOf(m.group(1));
        int newlines = 0;
        for (int i = nameAt; i < brace; i++) if (code.charAt(i) == '\n') newlines++;
        return new Method(m.group(1), braceLine - newlines, 0);
    }

    /** The source with comments, strings, text blocks and chars replaced by spaces, newlines kept. */
    static String blanked(String s) {
        StringBuilder out = new StringBuilder(s.length());
        int i = 0;
        int n = s.length();
        while (i < n) {
            int end;
            if (s.startsWith("//", i)) {
                end = s.indexOf('\n', i);
                if (end < 0) end = n;
            } else if (s.startsWith("/*", i)) {
                end = s.indexOf("*/", i + 2);
                end = end < 0 ? n : end + 2;
            } else if (s.startsWith("\"\"\"", i)) {
                end = s.indexOf("\"\"\"", i + 3);
                while (end > 0 && s.charAt(end - 1) == '\\') end = s.indexOf("\"\"\"", end + 1);
                end = end < 0 ? n : end + 3;
            } else if (s.charAt(i) == '"' || s.charAt(i) == '\'') {
                char quote = s.charAt(i);
                end = i + 1;
                while (end < n && s.charAt(end) != quote && s.charAt(end) != '\n') end += s.charAt(end) == '\\' ? 2 : 1;
                end = Math.min(n, end + 1);
            } else {
                out.append(s.charAt(i++));
                continue;
            }
            for (int k = i; k < end; k++) out.append(s.charAt(k) == '\n' ? '\n' : ' ');
            i = end;
        }
        return out.toString();
    }
}
