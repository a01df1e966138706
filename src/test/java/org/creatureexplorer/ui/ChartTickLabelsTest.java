package org.creatureexplorer.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.function.Function;
import org.creatureexplorer.model.FixedTickWorld;
import org.junit.jupiter.api.Test;

/** Tick labels on a time axis in seconds: plain rounded numbers on whole ticks, nothing between them. */
class ChartTickLabelsTest {
    @Test
    void aTimeAxisAtTickZeroShowsNoSpacerValue() {
        Function<Double, String> seconds = ChartStyler.seconds(FixedTickWorld.DT);
        // At tick 0 the axis spans 0 to the half-tick spacer: only 0 is labelled, never "5e-4".
        assertEquals("0", seconds.apply(0.0));
        assertEquals("", seconds.apply(0.0005));
        assertEquals("", seconds.apply(FixedTickWorld.DT / 2));
        assertEquals("0.25", seconds.apply(0.25));
        assertEquals("1.5", seconds.apply(1.5));
        assertEquals("10", seconds.apply(10.0));
    }

    @Test
    void numbersAreRoundedWithALeadingZero() {
        assertEquals("0.04", ChartStyler.number(0.04));
        assertEquals("179.9", ChartStyler.number(179.91498468710276));
        assertEquals("-0.5", ChartStyler.number(-0.5));
    }
}
