package org.creatureexplorer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.creatureexplorer.catalog.LessonCatalog;
import org.creatureexplorer.i18n.PoFile;
import org.creatureexplorer.i18n.Tr;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.ui.ExplorerPanel;
import org.creatureexplorer.ui.LayoutReport;
import org.creatureexplorer.ui.LessonView;
import org.creatureexplorer.ui.Look;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * In Japanese a translated lesson shows no English word: every stage label and readout, chart
 * title, legend, axis title, empty-chart hint and the instruction line as the layout report lists
 * them (all overlays on, ticks 0 and 300), and every name the lesson declares (parameters, units,
 * choices, overlays, buttons, series, guides, states, the screen-reader description). The lesson
 * title and text come from lessons/ja (JapaneseLessonTextsTest), not from here.
 */
class JapaneseLessonStringsTest {
    /** Words that stay as they are: units and symbols, names the glossary keeps (guard, FABRIK, NaN). */
    static final Set<String> ALLOWED = Set.of("px", "rad", "FABRIK", "CSV", "NaN", "cos", "acos", "guard", "ad", "log",
            "sin", "ms", "dt", "Space"); // math, units and the key named as on the keyboard
    private static final Pattern WORD = Pattern.compile("[A-Za-z]{2,}");

    /**
     * Lessons whose strings are not in Japanese yet (Parts 3 and 5): this list may only shrink. A
     * lesson here that shows no English any more fails the test, so take it off when it is done.
     */
    static final Set<String> NOT_YET = Set.of();

    private static final Set<String> SHOWN = Set.of("label", "readout", "title", "legend", "axis-title", "chart-hint", "hint");

    @AfterEach
    void english() { Tr.setLanguage(Tr.Language.EN); }

    static List<String> englishWords(String text) {
        List<String> out = new ArrayList<>();
        Matcher m = WORD.matcher(text);
        while (m.find()) if (!ALLOWED.contains(m.group())) out.add(m.group());
        return out;
    }

    /** Every name a lesson declares, translated as the view shows it. */
    static List<String> declared(Lesson<?> l) {
        List<String> out = new ArrayList<>();
        for (String s : LessonStrings.declared(l)) out.add(Tr.t(s));
        return out;
    }

    /** English words per lesson (word and where it was seen), every lesson laid out in Japanese. */
    private static Map<String, TreeSet<String>> englishPerLesson() {
        Tr.setLanguage(Tr.Language.JA);
        Map<String, TreeSet<String>> found = new TreeMap<>();
        List<Lesson<?>> lessons = LessonCatalog.all();
        Offscreen.onEdt(() -> {
            ExplorerPanel panel = Offscreen.panelFor(lessons.get(0), 1366, 768, Look.DEFAULT);
            for (Lesson<?> lesson : lessons) {
                TreeSet<String> words = found.computeIfAbsent(lesson.id(), k -> new TreeSet<>());
                if (panel.current().lesson() != lesson) {
                    panel.showLesson(lesson);
                    panel.layoutOffscreen(1366, 768);
                }
                LessonView view = panel.current();
                for (Overlay o : lesson.overlays()) view.setOverlay(o, true);
                int at = 0;
                for (int tick : new int[] {0, 300}) {
                    view.advance(tick - at);
                    at = tick;
                    view.refreshCharts();
                    Offscreen.paint(view.stage());
                    LayoutReport report = new LayoutReport(panel);
                    view.reportLayout(report);
                    for (LayoutReport.Box b : report.boxes()) {
                        if (!SHOWN.contains(b.kind()) || b.name() == null) continue;
                        for (String w : englishWords(b.name())) words.add(w + " (" + b.kind() + ": " + b.name() + ")");
                    }
                }
                for (String s : declared(lesson)) {
                    if (s == null) continue;
                    for (String w : englishWords(s)) words.add(w + " (declared: " + s + ")");
                }
            }
            return null;
        });
        return found;
    }

    @Test
    void translatedLessonsShowNoEnglishAndTheListOfTheOthersOnlyShrinks() {
        Map<String, TreeSet<String>> english = englishPerLesson();
        assertTrue(english.size() >= 30, english.keySet().toString());
        Map<String, TreeSet<String>> left = new TreeMap<>();
        List<String> done = new ArrayList<>();
        english.forEach((id, words) -> {
            if (NOT_YET.contains(id)) {
                if (words.isEmpty()) done.add(id);
            } else if (!words.isEmpty()) {
                left.put(id, words);
            }
        });
        assertEquals(Map.of(), left, "English on the stage or the charts of a lesson in Japanese (add it to src/main/resources/i18n/ja/partN.po)");
        assertEquals(List.of(), done, "these lessons show no English any more: take them off NOT_YET");
    }

    /** A Japanese text in the lessons' catalogues has no English left in it, whatever state shows it. */
    @Test
    void theLessonCataloguesAreJapanese() throws IOException {
        Map<String, List<String>> english = new TreeMap<>();
        for (PoFile po : Tr.poFiles(Tr.Language.JA)) {
            String file = po.name().substring(po.name().lastIndexOf('/') + 1);
            if (!List.of("part1.po", "part2.po", "part4.po").contains(file)) continue;
            for (Map.Entry<String, String> e : po.translations().entrySet()) {
                // Format specifiers (%2$s, %.1e) are not words.
                List<String> words = englishWords(e.getValue().replaceAll("%(\\d+\\$)?[-#+ 0,(]*\\d*(\\.\\d+)?[a-zA-Z]", " "));
                if (!words.isEmpty()) english.put(file + ": " + e.getKey(), words);
            }
        }
        assertEquals(Map.of(), english);
    }

    @Test
    void theCheckSeesEnglish() {
        assertEquals(List.of("gap"), englishWords("gap 12px"));
        assertEquals(List.of(), englishWords("間隔 12px, d = 3, 2.8e-14px, NaN"));
    }
}
