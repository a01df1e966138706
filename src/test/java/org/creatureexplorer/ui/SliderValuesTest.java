package org.creatureexplorer.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import org.creatureexplorer.catalog.LessonCatalog;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.model.Csv;
import org.creatureexplorer.model.ParamSpec;
import org.junit.jupiter.api.Test;

/**
 * A slider stands for decimals: every position of every lesson's sliders gives the number a
 * user would type (2.05, not 2.0500000000000003), with no more decimals than the step, and goes
 * back to the same position. The value label, the CSV and {@code measure} all print that number.
 */
class SliderValuesTest {
    @Test
    void everySliderPositionIsTheDecimalItShows() {
        int checked = 0;
        for (Lesson<?> lesson : LessonCatalog.all()) {
            for (ParamSpec spec : lesson.params()) {
                if (spec.kind() != ParamSpec.Kind.NUMBER || !Double.isFinite(spec.max())) continue;
                int steps = (int) Math.round((spec.max() - spec.min()) / spec.step());
                int decimals = Math.max(0, BigDecimal.valueOf(spec.step()).stripTrailingZeros().scale());
                for (int i = 0; i <= steps; i++) {
                    double v = ControlsPanel.fromSlider(spec, i);
                    String printed = Csv.number(v);
                    int shown = printed.contains(".") ? printed.length() - printed.indexOf('.') - 1 : 0;
                    assertTrue(shown <= Math.max(decimals, BigDecimal.valueOf(spec.min()).stripTrailingZeros().scale()),
                            lesson.id() + " " + spec.name() + " at " + i + " is " + printed);
                    assertEquals(i, ControlsPanel.toSlider(spec, v), lesson.id() + " " + spec.name() + " " + printed);
                    checked++;
                }
            }
        }
        assertTrue(checked > 1000, "positions checked: " + checked);
    }
}
