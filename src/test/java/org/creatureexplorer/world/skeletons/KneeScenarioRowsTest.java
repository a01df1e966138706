package org.creatureexplorer.world.skeletons;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.creatureexplorer.model.ParamValues;
import org.junit.jupiter.api.Test;

/**
 * {@code measure knee}: its rows recomputed by the law of cosines (hip at the origin, target on
 * the x axis), the sweep's rows and its exact last distance, and the refusals of bad arguments.
 */
class KneeScenarioRowsTest {
    private final KneeScenario knee = new KneeScenario();

    private ParamValues params() { return ParamValues.defaults(knee.params()); }

    private List<String[]> rows(ParamValues p) {
        List<String[]> out = new ArrayList<>();
        knee.run(p, out::add);
        return out;
    }

    @Test
    void itIsNamedAndPrintsItsColumns() {
        assertEquals("knee", knee.name());
        assertFalse(knee.summary().isBlank());
        assertEquals(List.of("distance", "cos_a", "knee_x", "knee_y", "foot_x", "foot_y"), knee.columns());
        FabrikScenario fabrik = new FabrikScenario();
        assertEquals("fabrik", fabrik.name());
        assertTrue(fabrik.summary().contains("FABRIK"), fabrik.summary());
    }

    /** One row: cos A = (a^2 + d^2 - b^2) / (2 a d), the knee a along the angle A off the x axis (its side the bend's), the foot on the target. */
    @Test
    void oneRowIsTheLawOfCosines() {
        for (int bend : new int[] {1, -1}) {
            ParamValues p = params();
            p.set("thigh", 25);
            p.set("shin", 15);
            p.set("distance", 30);
            p.set("bend", bend);
            List<String[]> rows = rows(p);
            assertEquals(1, rows.size());
            String[] r = rows.get(0);
            double cosA = (25.0 * 25 + 30 * 30 - 15 * 15) / (2 * 25.0 * 30);
            assertEquals(30, Double.parseDouble(r[0]), 0.0);
            assertEquals(cosA, Double.parseDouble(r[1]), 1e-12);
            assertEquals(25 * cosA, Double.parseDouble(r[2]), 1e-9);
            assertEquals(25 * Math.sqrt(1 - cosA * cosA), Math.abs(Double.parseDouble(r[3])), 1e-9);
            assertEquals(30, Double.parseDouble(r[4]), 1e-9);
            assertEquals(0, Double.parseDouble(r[5]), 1e-9);
        }
        ParamValues up = params();
        up.set("bend", 1);
        ParamValues down = params();
        down.set("bend", -1);
        assertEquals(-Double.parseDouble(rows(up).get(0)[3]), Double.parseDouble(rows(down).get(0)[3]), 1e-12, "the other bend, the other side");
    }

    /** A sweep prints from, from + step, ... and its last row at exactly --to, even where the steps add up to a rounding off it. */
    @Test
    void aSweepEndsExactlyOnItsLastDistance() {
        ParamValues p = params();
        p.set("from", 0);
        p.set("to", 0.3);
        p.set("step", 0.1);
        List<String[]> rows = rows(p);
        assertEquals(List.of("0", "0.1", "0.2", "0.3"), rows.stream().map(r -> r[0]).toList());
        ParamValues q = params();
        q.set("from", 12);
        q.set("to", 12);
        q.set("step", 1);
        assertEquals(1, rows(q).size(), "from = to: one row");
    }

    @Test
    void badArgumentsAreRefusedWithTheirReason() {
        ParamValues zero = params();
        zero.set("bend", 0);
        assertEquals("--bend=0 is not allowed; expected +1 or -1", assertThrows(IllegalArgumentException.class, () -> rows(zero)).getMessage());
        ParamValues noStep = params();
        noStep.set("to", 40);
        assertEquals("a sweep needs --step greater than 0 (with --from and --to)",
                assertThrows(IllegalArgumentException.class, () -> rows(noStep)).getMessage());
        ParamValues both = params();
        both.set("to", 40);
        both.set("step", 1);
        both.set("distance", 20);
        assertEquals("give either --distance (one row) or --from, --to, --step (a sweep), not both",
                assertThrows(IllegalArgumentException.class, () -> rows(both)).getMessage());
        ParamValues backwards = params();
        backwards.set("from", 40);
        backwards.set("to", 10);
        backwards.set("step", 1);
        assertEquals("--to=10 is less than --from=40", assertThrows(IllegalArgumentException.class, () -> rows(backwards)).getMessage());
        ParamValues huge = params();
        huge.set("to", 100_000);
        huge.set("step", 0.01);
        assertEquals("the sweep would print more than 1000000 rows (raise --step or narrow --from/--to)",
                assertThrows(IllegalArgumentException.class, () -> rows(huge)).getMessage());
    }
}
