package org.creatureexplorer.i18n;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Every user-facing string goes through here. The English text is the key (as in gettext), so
 * the source stays readable and English needs no catalogue; Japanese comes from UTF-8 files
 * {@code /i18n/ja/*.tsv}, one line per string: {@code english<TAB>japanese}. Lines starting
 * with {@code #} are comments; {@code \t} and {@code \n} inside a field are escapes.
 *
 * <p>Several catalogue files (one per area: ui, part1 ... part5) keep parallel work apart. The
 * list of files is {@link #CATALOGUE_FILES}; a test checks every {@code Tr.t("...")} and
 * {@code Tr.f("...")} literal in the sources has an entry.
 *
 * <p>Model code may name things in English (CSV columns stay English for scripts); the view
 * translates at display time with {@link #t}.
 */
public final class Tr {

    /** The catalogue files under {@code /i18n/<lang>/}, read in this order (a later one wins). */
    public static final List<String> CATALOGUE_FILES =
            List.of("ui.tsv", "part1.tsv", "part2.tsv", "part3.tsv", "part4.tsv", "part5.tsv");

    private static volatile Language language = Language.EN;
    private static volatile Map<String, String> catalogue = Map.of();

    private Tr() {}

    /** The languages the app speaks. */
    public enum Language {
        EN("en", Locale.ENGLISH),
        JA("ja", Locale.JAPANESE);

        public final String code;
        public final Locale locale;

        Language(String code, Locale locale) {
            this.code = code;
            this.locale = locale;
        }

        /** The language for a code such as "en" or "ja"; null when unknown. */
        public static Language forCode(String code) {
            for (Language l : values()) {
                if (l.code.equalsIgnoreCase(code)) {
                    return l;
                }
            }
            return null;
        }

        /** The system locale's language if we speak it, else English. */
        public static Language fromSystem() {
            Language l = forCode(Locale.getDefault().getLanguage());
            return l == null ? EN : l;
        }

        /** The language for a {@code --lang} value; a clear message naming the valid codes when unknown. */
        public static Language parse(String code) {
            Language l = code == null ? null : forCode(code.trim());
            if (l == null) {
                throw new IllegalArgumentException("--lang=" + code + ": unknown language; one of " + codes());
            }
            return l;
        }

        /** "en, ja": the codes {@code --lang} takes. */
        public static String codes() {
            StringBuilder sb = new StringBuilder();
            for (Language l : values()) sb.append(sb.length() > 0 ? ", " : "").append(l.code);
            return sb.toString();
        }

        /** The language's name in itself, as a language menu shows it (never translated). */
        public String nativeName() {
            return this == JA ? "\u65e5\u672c\u8a9e" : "English";
        }
    }

    public static Language language() {
        return language;
    }

    /** Switch language; loads its catalogue. Call on start-up (and on View > Language). */
    public static synchronized void setLanguage(Language l) {
        catalogue = l == Language.EN ? Map.of() : load(l);
        language = l;
    }

    /** The text in the current language; the English itself when there is no entry (null stays null). */
    public static String t(String english) {
        if (english == null) return null; // an optional lesson string (no axis title, no tooltip)
        String s = catalogue.get(english);
        return s == null ? english : s;
    }

    /**
     * {@link #t} of a pattern, then {@link String#format} with the ROOT locale (points, not commas),
     * through {@link QuickFormat}: the same text without a Formatter per call (labels format every frame).
     */
    public static String f(String englishPattern, Object... args) {
        return QuickFormat.format(t(englishPattern), args);
    }

    /** Whether the current language's catalogue has an entry for this English text. */
    public static boolean has(String english) {
        return catalogue.containsKey(english);
    }

    /** The catalogue of one language, English key to text (for tests and tools). */
    public static Map<String, String> catalogue(Language l) {
        return l == Language.EN ? Map.of() : load(l);
    }

    private static Map<String, String> load(Language l) {
        Map<String, String> map = new HashMap<>();
        for (String file : CATALOGUE_FILES) {
            String path = "/i18n/" + l.code + "/" + file;
            try (InputStream in = Tr.class.getResourceAsStream(path)) {
                if (in == null) {
                    continue;
                }
                BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
                String line;
                int n = 0;
                while ((line = r.readLine()) != null) {
                    n++;
                    if (n == 1 && line.startsWith("\uFEFF")) {
                        line = line.substring(1);
                    }
                    if (line.isBlank() || line.startsWith("#")) {
                        continue;
                    }
                    int tab = line.indexOf('\t');
                    if (tab <= 0) {
                        throw new IllegalStateException(path + " line " + n + ": expected english<TAB>translation");
                    }
                    map.put(unescape(line.substring(0, tab)), unescape(line.substring(tab + 1)));
                }
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + path, e);
            }
        }
        return Map.copyOf(map);
    }

    private static String unescape(String s) {
        return s.replace("\\t", "\t").replace("\\n", "\n");
    }
}
