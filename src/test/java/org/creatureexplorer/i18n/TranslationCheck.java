package org.creatureexplorer.i18n;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a translated lesson text must keep from the English one: the same {@code try:} links
 * (each as often, so the demo buttons are the same), only numbers the English quotes (a
 * translation that changes a measured value is wrong, however good its Japanese), every number
 * the English quotes, as often as the English quotes it (a sentence dropped in translation
 * drops its figures), half-width digits (the glossary's style), and the same id, part and order
 * in its front matter.
 */
final class TranslationCheck {
    private static final Pattern TRY = Pattern.compile("\\(try:([^)\\s]*)\\)");
    private static final Pattern NUMBER = Pattern.compile("\\d+(?:,\\d{3})*(?:\\.\\d+)?");
    /** Written with a digit in Japanese where the English spells it: 8の字 is "figure-eight". */
    private static final Pattern SPELLED_IN_ENGLISH = Pattern.compile("8の字");

    private TranslationCheck() {}

    /** The problems of {@code ja} as a translation of {@code en} (Markdown, front matter included), empty when none. */
    static List<String> problems(String en, String ja) {
        List<String> out = new ArrayList<>();
        Map<String, Integer> enLinks = links(en);
        Map<String, Integer> jaLinks = links(ja);
        if (!enLinks.equals(jaLinks)) out.add("try: links differ: English " + enLinks + ", Japanese " + jaLinks);
        List<String> enNumbers = numbers(en);
        List<String> strange = new ArrayList<>();
        for (String n : numbers(SPELLED_IN_ENGLISH.matcher(ja).replaceAll(""))) {
            if (!enNumbers.contains(n)) strange.add(n);
        }
        if (!strange.isEmpty()) out.add("numbers not in the English text: " + strange);
        List<String> dropped = leftOut(enNumbers, numbers(SPELLED_IN_ENGLISH.matcher(ja).replaceAll("")));
        if (!dropped.isEmpty()) out.add("numbers the Japanese leaves out: " + dropped);
        Matcher wide = Pattern.compile("[\\uff10-\\uff19]+").matcher(ja);
        if (wide.find()) out.add("full-width digits '" + wide.group() + "': write half-width digits (12px, 1 秒)");
        for (String key : List.of("id", "part", "order")) {
            String e = front(en, key);
            String j = front(ja, key);
            if (e != null && !e.equals(j)) out.add("front matter " + key + ": English '" + e + "', Japanese '" + j + "'");
        }
        return out;
    }

    /** Each number of {@code en} as many times as the Japanese has it fewer times (in the English order). */
    static List<String> leftOut(List<String> en, List<String> ja) {
        Map<String, Integer> left = new TreeMap<>();
        for (String n : en) left.merge(n, 1, Integer::sum);
        for (String n : ja) left.computeIfPresent(n, (k, v) -> v - 1);
        List<String> out = new ArrayList<>();
        for (String n : en) {
            Integer v = left.get(n);
            if (v != null && v > 0) {
                out.add(n);
                left.put(n, v - 1);
            }
        }
        return out;
    }

    private static Map<String, Integer> links(String text) {
        Map<String, Integer> out = new TreeMap<>();
        Matcher m = TRY.matcher(text);
        while (m.find()) out.merge(m.group(1), 1, Integer::sum);
        return out;
    }

    /** Every number, commas between thousands dropped ("200,000" and "200000" are one number). */
    static List<String> numbers(String text) {
        List<String> out = new ArrayList<>();
        Matcher m = NUMBER.matcher(TRY.matcher(text).replaceAll(""));
        while (m.find()) out.add(m.group().replace(",", ""));
        return Collections.unmodifiableList(out);
    }

    private static String front(String text, String key) {
        String t = text.replace("\r\n", "\n");
        if (!t.startsWith("---\n")) return null;
        int end = t.indexOf("\n---", 3);
        if (end < 0) return null;
        for (String line : t.substring(4, end).split("\n")) {
            int colon = line.indexOf(':');
            if (colon > 0 && line.substring(0, colon).strip().equals(key)) return line.substring(colon + 1).strip();
        }
        return null;
    }
}
