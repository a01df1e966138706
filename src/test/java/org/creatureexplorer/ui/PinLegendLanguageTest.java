package org.creatureexplorer.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.creatureexplorer.catalog.LessonCatalog;
import org.creatureexplorer.i18n.Tr;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lessons.skeletons.ChainLesson;
import org.creatureexplorer.model.ParamSpec;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.Pins;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;

/**
 * A pinned run's legend in Japanese: the series and the setting both translated, on the pinned
 * line and on the live one (the live line once kept its bare English-keyed name, so it named no
 * setting, and the pinned one read "largest gap error · gap 20").
 */
class PinLegendLanguageTest {

    @AfterEach
    void english() { Tr.setLanguage(Tr.Language.EN); }

    private static List<String> labels(LessonView v) {
        List<String> out = new ArrayList<>();
        for (ChartView c : v.charts().views()) {
            XYChart chart = c.chart();
            for (XYSeries s : chart.getSeriesCollection()) out.add(s.getLabel());
        }
        return out;
    }

    @Test
    void theChainsLegendNamesTheGapInJapaneseOnBothLines() {
        Tr.setLanguage(Tr.Language.JA);
        LessonView v = new LessonView(ChainLesson.create());
        v.buildHeavyParts();
        v.advance(120);
        v.pin();
        v.setParameter("gap", "20");
        v.reset();
        v.advance(60);
        v.refreshCharts();
        List<String> labels = labels(v);
        assertTrue(labels.contains("頭から尾までの距離 \u00b7 節の間隔 20"), "the live line names its gap: " + labels);
        assertTrue(labels.contains("頭から尾までの距離 \u00b7 節の間隔 12"), "the pinned line names its gap: " + labels);
        assertTrue(labels.contains("間隔の最大誤差 \u00b7 節の間隔 12"), labels.toString());
        assertFalse(labels.stream().anyMatch(l -> l.contains("gap") || l.contains("distance")), "no English left: " + labels);
        assertEquals("節の間隔 12", PinLines.pinText(v.pins().list().get(0), v.playback().params()), "the toolbar's Clear pin item and the stage badge");
    }

    @Test
    void choicesSwitchesAndInfinityAreTheControlsWordsAndSeveralSettingsAreListedTheJapaneseWay() {
        Lesson<?> blends = LessonCatalog.byId("blends").orElseThrow();
        ParamValues pinned = blends.defaultParams();
        ParamValues live = pinned.copy();
        live.set("predator", 1);
        live.set("no-cap", 1);
        live.set("startle", 60);
        List<ParamSpec> differing = Pins.differing(live, pinned);
        assertEquals("predator park, startle 60, no cap true", PinLines.settings(differing, live), "English: as the command line names them");
        Tr.setLanguage(Tr.Language.JA);
        assertEquals("捕食者 寝そべる、驚く半径 60、上限をはずす オン", PinLines.settings(differing, live));
        Lesson<?> fold = LessonCatalog.byId("fold").orElseThrow();
        ParamValues limitless = fold.defaultParams();
        limitless.set("max-bend", Double.POSITIVE_INFINITY);
        assertEquals("曲がりの限界 無限大", PinLines.settings(Pins.differing(limitless, fold.defaultParams()), limitless));
    }

    /** Every lesson: pin, change one number, and every chart's live and pinned lines name it in Japanese. */
    @Test
    void everyLessonsLegendIsJapaneseOnTheLiveAndThePinnedLine() {
        Tr.setLanguage(Tr.Language.JA);
        List<String> wrong = new ArrayList<>();
        int checked = 0;
        for (Lesson<?> lesson : LessonCatalog.all()) {
            ParamSpec number = lesson.defaultParams().specs().stream()
                    .filter(s -> s.live() && s.kind() == ParamSpec.Kind.NUMBER && s.max() > s.defaultValue()).findFirst().orElse(null);
            if (number == null || lesson.charts().isEmpty()) continue;
            LessonView v = new LessonView(lesson);
            v.buildHeavyParts();
            v.advance(5);
            v.pin();
            double changed = Math.min(number.max(), number.defaultValue() + number.step());
            v.setParameter(number.name(), number.format(changed));
            v.advance(5);
            v.refreshCharts();
            String name = Tr.t(number.label()).replaceFirst("\\s*[(\uff08].*$", "");
            String liveSetting = " \u00b7 " + name + " " + number.format(changed);
            String pinSetting = " \u00b7 " + name + " " + number.format(number.defaultValue());
            for (ChartView c : v.charts().views()) {
                List<String> series = c.chart().getSeriesCollection().stream().map(XYSeries::getLabel).toList();
                long live = series.stream().filter(l -> l.endsWith(liveSetting)).count();
                long pin = series.stream().filter(l -> l.endsWith(pinSetting)).count();
                if (live == 0 || live != pin) wrong.add(lesson.id() + " " + c.chart().getTitle() + ": " + series);
                checked++;
            }
        }
        assertEquals(List.of(), wrong);
        assertTrue(checked >= 40, "charts checked: " + checked);
    }

    @Test
    void inEnglishTheLiveLineStillNamesItsSetting() {
        LessonView v = new LessonView(ChainLesson.create());
        v.buildHeavyParts();
        v.advance(10);
        v.pin();
        v.setParameter("gap", "20");
        v.refreshCharts();
        XYSeries live = v.charts().views().get(1).chart().getSeriesCollection().stream()
                .filter(s -> s.getLabel().equals("head-to-tail distance \u00b7 gap 20")).findFirst().orElse(null);
        assertNotNull(live, labels(v).toString());
    }
}
