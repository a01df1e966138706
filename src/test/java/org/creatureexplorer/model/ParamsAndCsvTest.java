package org.creatureexplorer.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class ParamsAndCsvTest {

    @Test
    void csvNumbersArePlainDecimalAtFullPrecision() {
        assertEquals("0", Csv.number(0.0));
        assertEquals("0", Csv.number(-0.0));
        assertEquals("240", Csv.number(240.0));
        assertEquals("-3.5", Csv.number(-3.5));
        assertEquals("0.00000000000001", Csv.number(1e-14));
        assertEquals("NaN", Csv.number(Double.NaN));
        assertEquals(0.1 + 0.2, Double.parseDouble(Csv.number(0.1 + 0.2)));
        assertEquals(Math.PI, Double.parseDouble(Csv.number(Math.PI)));
        assertEquals("12345678901234567000", Csv.number(1.2345678901234567e19));
    }

    @Test
    void parseRejectsBadValuesNamingTheParameterAndRange() {
        ParamSpec gap = ParamSpec.number("gap", "gap", "px", 4, 30, 12, 1, true);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> gap.parse("abc"));
        assertTrue(e.getMessage().contains("--gap=abc") && e.getMessage().contains("4 to 30 px"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> gap.parse("31"));
        assertTrue(e.getMessage().contains("out of range"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> gap.parse("NaN"));
        assertThrows(IllegalArgumentException.class, () -> gap.parse("inf"));
        assertEquals(Double.POSITIVE_INFINITY, gap.withInfinity().parse("inf"));

        ParamSpec joints = ParamSpec.integer("joints", "joints", "", 2, 80, 26, false);
        assertThrows(IllegalArgumentException.class, () -> joints.parse("2.5"));
        assertEquals(40, joints.parse("40"));

        ParamSpec kind = ParamSpec.choice("kind", "kind", List.of("circle", "jump"), "circle", false);
        assertEquals(1, kind.parse("jump"));
        e = assertThrows(IllegalArgumentException.class, () -> kind.parse("hop"));
        assertTrue(e.getMessage().contains("circle, jump"));

        ParamSpec guard = ParamSpec.bool("guard", "guard", true, true);
        assertEquals(0, guard.parse("false"));
        assertThrows(IllegalArgumentException.class, () -> guard.parse("maybe"));
    }

    @Test
    void valuesAreCheckedWhenSet() {
        ParamValues v = ParamValues.defaults(List.of(ParamSpec.number("gap", "gap", "px", 4, 30, 12, 1, true)));
        assertEquals(12, v.get("gap"));
        assertThrows(IllegalArgumentException.class, () -> v.set("gap", 100));
        assertThrows(IllegalArgumentException.class, () -> v.get("nope"));
        v.set("gap", 20);
        assertEquals("gap=20", v.describe());
    }
}
