package org.creatureexplorer.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.creatureexplorer.catalog.LessonCatalog;
import org.creatureexplorer.lesson.ChartSpec;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.model.SeriesSpec;
import org.creatureexplorer.model.World;
import org.junit.jupiter.api.Test;

/**
 * A count's chart (overlapping pairs, ticks inside) labels its y axis at whole numbers only: at
 * a small range XChart put ticks on the halves, and 5.8 read "2.5 pairs". Only a series that is
 * a count may be charted so: every value each counting chart plots, over 1,200 ticks of its
 * lesson at the defaults, is a whole number (or NaN, drawn as a gap).
 */
class CountingChartsTest {
    @Test void aCountsAxisLabelsWholeNumbersOnly() {
        assertEquals("0", ChartStyler.wholeNumber(0.0));
        assertEquals("0", ChartStyler.wholeNumber(-0.0));
        assertEquals("", ChartStyler.wholeNumber(0.5));
        assertEquals("3", ChartStyler.wholeNumber(3.0));
        assertEquals("3", ChartStyler.wholeNumber(2.9999999999999996));
        assertEquals("", ChartStyler.wholeNumber(4.5));
        assertEquals("120", ChartStyler.wholeNumber(120.0));
        // Any other linear chart keeps its halves.
        assertEquals("2.5", ChartStyler.number(2.5));
    }

    @Test void everyCountingChartPlotsWholeNumbers() {
        List<String> problems = new ArrayList<>();
        int charts = 0;
        for (Lesson<?> lesson : LessonCatalog.all()) {
            List<ChartSpec> counting = lesson.charts().stream().filter(ChartSpec::counts).toList();
            if (counting.isEmpty()) continue;
            World w = lesson.createWorld(lesson.defaultParams());
            List<String> columns = w.series().stream().map(SeriesSpec::column).toList();
            double[] row = new double[columns.size()];
            for (int t = 0; t < 1200; t++) {
                w.step();
                w.sample(row);
                for (ChartSpec spec : counting) {
                    for (String column : spec.columns()) {
                        double v = row[columns.indexOf(column)];
                        if (!Double.isNaN(v) && v != Math.rint(v)) problems.add(lesson.id() + " " + column + " = " + v + " at tick " + w.tick());
                    }
                }
            }
            charts += counting.size();
        }
        assertTrue(problems.isEmpty(), problems.stream().limit(10).toList().toString());
        // 1.2's and 1.3's pairs, 5.8's snake pairs, 4.1's verdict, 6.1's and 6.2's feet, tips and pairs.
        assertEquals(6, charts, "counting charts");
    }
}
