package org.creatureexplorer.i18n;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Every user-facing string goes through here. The English text is the key (as in gettext), so
 * the source stays readable and English needs no catalogue; other languages come from gettext
 * PO files {@code /i18n/<lang>/*.po} (UTF-8, {@code msgid} the English, {@code msgstr} the
 * translation; see docs/translating.md). An empty or fuzzy msgstr is untranslated: the
 * English is shown.
 *
 * <p>A language is a folder of PO files, found on the classpath (no list to keep up to date);
 * its files, one per area (ui, part1 ... part5), keep parallel work apart. A test checks every
 * {@code Tr.t("...")} and {@code Tr.f("...")} literal in the sources has an entry, and the
 * {@code translations} command lists what is missing per language.
 *
 * <p>Model code may name things in English (CSV columns stay English for scripts); the view
 * translates at display time with {@link #t}.
 */
public final class Tr {

    /** Where the catalogues are on the classpath: {@code i18n/<lang>/<area>.po}. */
    static final String ROOT = "i18n";

    private static volatile Language language = Language.EN;
    private static volatile Map<String, String> catalogue = Map.of();

    private Tr() {}

    /**
     * A language the app speaks: English, or one with a folder of PO files under {@code /i18n/}.
     * One instance per code, so languages compare with {@code ==}.
     */
    public static final class Language {
        private static final Map<String, Language> BY_CODE = new java.util.concurrent.ConcurrentHashMap<>();
        public static final Language EN = of("en");
        public static final Language JA = of("ja");

        public final String code;
        public final Locale locale;
        private final int ordinal;

        private Language(String code) {
            this.code = code;
            this.locale = Locale.forLanguageTag(code.replace('_', '-')); // gettext names folders pt_BR
            this.ordinal = BY_CODE.size();
        }

        /** 0 for English, then 1, 2 ... in the order languages were first named: a small number for cache keys (as an enum's). */
        public int ordinal() {
            return ordinal;
        }

        private static Language of(String code) {
            return BY_CODE.computeIfAbsent(code, Language::new); // the folder's name as it is: paths are case-sensitive
        }

        private static volatile List<Language> found;

        /** English first, then every language with a folder of PO files, by code (found once: the classpath does not change). */
        public static Language[] values() {
            List<Language> all = found;
            if (all == null) {
                List<Language> out = new ArrayList<>();
                out.add(EN);
                for (String code : ResourceFolder.list(ROOT)) {
                    if (!code.equals(EN.code) && !catalogueFiles(code).isEmpty()) out.add(of(code));
                }
                found = all = List.copyOf(out);
            }
            return all.toArray(new Language[0]);
        }

        /** The language for a code such as "en" or "ja"; null when unknown. */
        public static Language forCode(String code) {
            if (code == null) return null;
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

        private volatile String nativeName;

        /**
         * The language's name in itself, as a language menu shows it (never translated): English,
         * 日本語. It is the {@code X-Language-Name} of its first PO file's header, since a trimmed
         * runtime (the app image) may carry no locale data to name it; else the JDK's name.
         */
        public String nativeName() {
            String name = nativeName;
            if (name == null) {
                Map<String, String> header = Map.of();
                List<String> files = this == EN ? List.of() : catalogueFiles(code);
                if (!files.isEmpty()) {
                    try {
                        header = poFile(this, files.get(0)).header();
                    } catch (PoFile.FormatException e) {
                        // the menu still names it; loading the language reports the file
                    }
                }
                nativeName = name = nativeName(locale, code, header);
            }
            return name;
        }

        /** {@code X-Language-Name} from the header, else the locale's name of itself (capitalised, as Deutsch), else the code. */
        static String nativeName(Locale locale, String code, Map<String, String> header) {
            String given = header.getOrDefault("X-Language-Name", "").strip();
            if (!given.isEmpty()) return given;
            String name = locale.getDisplayLanguage(locale);
            if (name.isEmpty() || name.equalsIgnoreCase(code)) return code; // a code the JDK does not know
            return name.substring(0, 1).toUpperCase(locale) + name.substring(1);
        }

        @Override
        public String toString() {
            return code;
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

    /** The PO files of a language ("part1.po" ... "ui.po"), by name; empty when it has none. */
    public static List<String> catalogueFiles(String code) {
        List<String> out = new ArrayList<>();
        for (String name : ResourceFolder.list(ROOT + "/" + code)) if (name.endsWith(".po")) out.add(name);
        return out;
    }

    /** Every PO file of a language, read and checked (a malformed one throws {@link PoFile.FormatException}). */
    public static List<PoFile> poFiles(Language l) {
        List<PoFile> out = new ArrayList<>();
        for (String file : catalogueFiles(l.code)) out.add(poFile(l, file));
        return out;
    }

    private static PoFile poFile(Language l, String file) {
        String path = "/" + ROOT + "/" + l.code + "/" + file;
        try (InputStream in = Tr.class.getResourceAsStream(path)) {
            if (in == null) throw new IllegalStateException("cannot open " + path);
            return PoFile.parse(path, new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + path, e);
        }
    }

    /**
     * A language's translations from all its files. A translator's slip must not stop the window:
     * a malformed file is skipped with one line on stderr (the tests and {@code translations}
     * fail on it), and an entry whose format specifiers differ from the English is left out, so
     * {@link #f} shows the English rather than failing.
     */
    private static Map<String, String> load(Language l) {
        List<java.util.function.Supplier<PoFile>> files = new ArrayList<>();
        for (String file : catalogueFiles(l.code)) files.add(() -> poFile(l, file));
        return merge(files, System.err);
    }

    /** The translations shown from each file read in turn; one that is malformed is named on {@code warnings} and skipped. */
    static Map<String, String> merge(List<java.util.function.Supplier<PoFile>> files, java.io.PrintStream warnings) {
        Map<String, String> map = new HashMap<>();
        for (java.util.function.Supplier<PoFile> file : files) {
            try {
                map.putAll(shown(file.get()));
            } catch (PoFile.FormatException e) {
                warnings.println("creature-explorer: " + e.getMessage() + " (this file is skipped: its strings show in English)");
            }
        }
        return Map.copyOf(map);
    }

    /** The translations of {@code po} the app shows: translated, not fuzzy, with the English's format specifiers. */
    static Map<String, String> shown(PoFile po) {
        Map<String, String> out = new HashMap<>();
        for (Map.Entry<String, String> e : po.translations().entrySet()) {
            String english = e.getKey();
            String text = e.getValue();
            boolean plain = english.indexOf('%') < 0 && text.indexOf('%') < 0; // most entries: nothing to compare
            if (plain || SourceStrings.specifiers(english).equals(SourceStrings.specifiers(text))) out.put(english, text);
        }
        return out;
    }
}
