package org.creatureexplorer.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The strict number reader and the parameter specs, at their edges: the range ends (inclusive),
 * the quote limit, a sweep that ends exactly on a step, and the texts a person reads in a usage
 * message. Every expected value is worked out by hand in the comment beside it.
 */
class NumbersAndParamsTest {

    @Test
    void parseDecimalTakesPlainNumbersOnly() {
        assertEquals(-0.35, Numbers.parseDecimal("-0.35"));
        assertEquals(1200.0, Numbers.parseDecimal("1.2e3"));
        assertEquals(0.5, Numbers.parseDecimal(".5"));
        for (String bad : new String[] {"0x1p3", "10d", " 12", "NaN", "", "1e"}) {
            NumberFormatException e = assertThrows(NumberFormatException.class, () -> Numbers.parseDecimal(bad), bad);
            assertTrue(e.getMessage().contains("is not a plain decimal number"), e.getMessage());
        }
        assertThrows(NumberFormatException.class, () -> Numbers.parseDecimal(null));
        NumberFormatException huge = assertThrows(NumberFormatException.class, () -> Numbers.parseDecimal("1e400"));
        assertEquals("1e400 is too large", huge.getMessage());
        // 1e308 is still a double.
        assertEquals(1e308, Numbers.parseDecimal("1e308"));
    }

    @Test
    void parseWholeAcceptsBothEndsOfItsRangeAndNothingPast() {
        assertEquals(3, Numbers.parseWhole("--n=", "3", 3, 9));
        assertEquals(9, Numbers.parseWhole("--n=", "9", 3, 9));
        assertEquals(-2, Numbers.parseWhole("--n=", "-2", -5, 9));
        IllegalArgumentException low = assertThrows(IllegalArgumentException.class, () -> Numbers.parseWhole("--n=", "2", 3, 9));
        assertEquals("--n=2 is out of range; expected 3 to 9", low.getMessage());
        IllegalArgumentException high = assertThrows(IllegalArgumentException.class, () -> Numbers.parseWhole("--n=", "10", 3, 9));
        assertEquals("--n=10 is out of range; expected 3 to 9", high.getMessage());
        IllegalArgumentException fraction = assertThrows(IllegalArgumentException.class, () -> Numbers.parseWhole("step:", "1.5", 0, 9));
        assertEquals("step:1.5 is not a whole number; expected 0 to 9", fraction.getMessage());
        // 20 digits overflow a long: "out of range", not Java's parse error.
        IllegalArgumentException overflow = assertThrows(IllegalArgumentException.class,
                () -> Numbers.parseWhole("--n=", "99999999999999999999", 0, Long.MAX_VALUE));
        assertTrue(overflow.getMessage().endsWith("is out of range; expected 0 to 9223372036854775807"), overflow.getMessage());
    }

    @Test
    void sweepCountCountsBothEndsAndRefusesMoreThanTheLimit() {
        // 0, 0.1, ..., 1.0: eleven values, though 1.0 / 0.1 is 9.999999999999998 in doubles.
        assertEquals(11, Numbers.sweepCount(0, 1, 0.1, 100));
        assertEquals(1, Numbers.sweepCount(5, 5, 1, 100));
        // 2, 4.5, 7: (7 - 2) / 2.5 = 2 steps, so 3 values; 8 would not add one.
        assertEquals(3, Numbers.sweepCount(2, 7, 2.5, 100));
        assertEquals(3, Numbers.sweepCount(2, 8, 2.5, 100));
        // 10 steps is the limit: 9 steps (10 values) pass, 10 steps (11 values) do not.
        assertEquals(10, Numbers.sweepCount(0, 9, 1, 10));
        assertEquals(-1, Numbers.sweepCount(0, 10, 1, 10));
        assertEquals(-1, Numbers.sweepCount(0, 1, 1e-300, 1_000_000));
        assertThrows(IllegalArgumentException.class, () -> Numbers.sweepCount(0, 1, 0, 10));
        assertThrows(IllegalArgumentException.class, () -> Numbers.sweepCount(0, 1, -1, 10));
        assertThrows(IllegalArgumentException.class, () -> Numbers.sweepCount(2, 1, 1, 10));
        assertThrows(IllegalArgumentException.class, () -> Numbers.sweepCount(0, 1, Double.NaN, 10));
    }

    @Test
    void quoteShortensOnlyPastTheLimit() {
        String atLimit = "x".repeat(Numbers.QUOTE_LIMIT);
        assertEquals(atLimit, Numbers.quote(atLimit));
        String longer = "abcdefghijklmnopqrstuvwxyz"; // 26 characters: the first 14, an ellipsis, the last 6
        assertEquals("abcdefghijklmn\u2026uvwxyz (26 characters)", Numbers.quote(longer));
        assertEquals("(nothing)", Numbers.quote(null));
    }

    @Test
    void csvNumbersArePlainAtFullPrecision() {
        assertEquals("0", Csv.number(0.0));
        assertEquals("0", Csv.number(-0.0));
        assertEquals("240", Csv.number(240));
        assertEquals("-3.5", Csv.number(-3.5));
        assertEquals("0.000000000000012", Csv.number(1.2e-14));
        assertEquals("NaN", Csv.number(Double.NaN));
        assertEquals("Infinity", Csv.number(Double.POSITIVE_INFINITY));
        assertEquals("-Infinity", Csv.number(Double.NEGATIVE_INFINITY));
    }

    private static final ParamSpec GAP = ParamSpec.number("gap", "joint gap", "px", 4, 40, 12, 0.5, true);
    private static final ParamSpec JOINTS = ParamSpec.integer("joints", "joints", "", 2, 40, 12, false);
    private static final ParamSpec SIDE = ParamSpec.sign("side", "side", 1, true);
    private static final ParamSpec ON = ParamSpec.bool("on", "", false, true);
    private static final ParamSpec MODE = ParamSpec.choice("mode", "mode", List.of("seek", "flee", "arrive"), "flee", true);

    @Test
    void rangesIncludeTheirEndsAndNothingPast() {
        GAP.check(4);
        GAP.check(40);
        assertThrows(IllegalArgumentException.class, () -> GAP.check(3.999));
        assertThrows(IllegalArgumentException.class, () -> GAP.check(40.001));
        assertThrows(IllegalArgumentException.class, () -> GAP.check(Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> GAP.check(Double.POSITIVE_INFINITY));
        GAP.withInfinity().check(Double.POSITIVE_INFINITY);
        assertThrows(IllegalArgumentException.class, () -> GAP.withInfinity().check(Double.NEGATIVE_INFINITY));
        assertEquals(4.0, GAP.parse("4"));
        assertEquals(40.0, GAP.parse(" 40 "));
        IllegalArgumentException out = assertThrows(IllegalArgumentException.class, () -> GAP.parse("41"));
        assertEquals("--gap=41 is out of range; expected 4 to 40 px", out.getMessage());
    }

    @Test
    void aSignIsMinusOneOrOneNeverZero() {
        SIDE.check(-1);
        SIDE.check(1);
        IllegalArgumentException zero = assertThrows(IllegalArgumentException.class, () -> SIDE.check(0));
        assertEquals("--side=0 is not allowed; expected -1 or 1", zero.getMessage());
        assertEquals(-1.0, SIDE.parse("-1"));
        assertThrows(IllegalArgumentException.class, () -> SIDE.parse("0"));
        assertThrows(IllegalArgumentException.class, () -> ParamSpec.sign("side", "", 0, true));
        assertThrows(IllegalArgumentException.class, () -> ParamSpec.sign("side", "", 2, true));
        assertEquals(-1.0, ParamSpec.sign("side", "", -1, true).defaultValue());
        // A whole-number parameter with step 1 takes every whole number in range.
        JOINTS.check(2);
        JOINTS.check(3);
        JOINTS.check(40);
    }

    @Test
    void wholeNumbersAreWrittenInDigits() {
        assertEquals(14.0, JOINTS.parse("14"));
        IllegalArgumentException exp = assertThrows(IllegalArgumentException.class, () -> JOINTS.parse("1e1"));
        assertEquals("--joints=1e1 is not a whole number written in digits; expected 2 to 40", exp.getMessage());
        assertThrows(IllegalArgumentException.class, () -> JOINTS.parse("10.0"));
        IllegalArgumentException word = assertThrows(IllegalArgumentException.class, () -> JOINTS.parse("ten"));
        assertEquals("--joints=ten is not a plain decimal number; expected 2 to 40", word.getMessage());
        IllegalArgumentException huge = assertThrows(IllegalArgumentException.class, () -> GAP.parse("1e400"));
        assertEquals("--gap=1e400 is out of range; expected 4 to 40 px", huge.getMessage());
        assertEquals(Double.POSITIVE_INFINITY, GAP.withInfinity().parse("inf"));
        assertEquals(Double.POSITIVE_INFINITY, GAP.withInfinity().parse("Infinity"));
        assertThrows(IllegalArgumentException.class, () -> GAP.parse("inf"));
    }

    @Test
    void booleansAndChoicesReadTheirWords() {
        assertEquals(1.0, ON.parse("true"));
        assertEquals(0.0, ON.parse("false"));
        IllegalArgumentException caps = assertThrows(IllegalArgumentException.class, () -> ON.parse("TRUE"));
        assertEquals("--on=TRUE is not true or false (in small letters)", caps.getMessage());
        assertEquals(1.0, ParamSpec.bool("on", "", true, true).defaultValue());
        assertEquals(1.0, MODE.defaultValue());
        assertEquals(2.0, MODE.max(), "three choices: indexes 0 to 2");
        assertEquals(2.0, MODE.parse("arrive"));
        assertEquals(0.0, MODE.parse("seek"));
        MODE.check(2);
        // An index past the choices is a clear message, not an index error from inside the list.
        IllegalArgumentException past = assertThrows(IllegalArgumentException.class, () -> MODE.check(3));
        assertEquals("--mode=3 is out of range; expected one of seek, flee, arrive", past.getMessage());
        assertThrows(IllegalArgumentException.class, () -> MODE.check(-1));
        IllegalArgumentException other = assertThrows(IllegalArgumentException.class, () -> MODE.parse("wander"));
        assertEquals("--mode=wander is not one of seek, flee, arrive", other.getMessage());
        assertThrows(IllegalArgumentException.class, () -> ParamSpec.choice("mode", "", List.of("a", "b"), "c", true));
    }

    @Test
    void rangeTextsFormatsAndDescriptions() {
        assertEquals("4 to 40 px", GAP.rangeText());
        assertEquals("4 to 40 px, or inf", GAP.withInfinity().rangeText());
        assertEquals("2 to 40", JOINTS.rangeText());
        assertEquals("-1 or 1", SIDE.rangeText());
        assertEquals("true or false", ON.rangeText());
        assertEquals("one of seek, flee, arrive", MODE.rangeText());
        ParamSpec even = new ParamSpec("even", "", "px", ParamSpec.Kind.INTEGER, 0, 10, 2, 2, List.of(), true, false);
        assertEquals("0 to 10 in steps of 2 px", even.rangeText());
        even.check(4);
        assertThrows(IllegalArgumentException.class, () -> even.check(5));
        ParamSpec unitless = ParamSpec.number("k", "", "", 0, 1, 0.5, 0.1, true);
        assertEquals("0 to 1", unitless.rangeText());

        assertEquals("12.5 px", GAP.formatWithUnit(12.5));
        assertEquals("inf px", GAP.formatWithUnit(Double.POSITIVE_INFINITY));
        assertEquals("12", JOINTS.formatWithUnit(12));
        assertEquals("true", ON.formatWithUnit(1));
        assertEquals("false", ON.format(0));
        assertEquals("arrive", MODE.formatWithUnit(2));
        assertEquals("seek", MODE.format(0));
        assertEquals("0 to 1", ParamSpec.integer("n", "", "", 0, 1, 0, true).rangeText(), "a step of 1 is a range, not two values");
        ParamSpec count = ParamSpec.integer("n", "n", "ticks", 0, 9, 1, true);
        assertEquals("3 ticks", count.formatWithUnit(3));
        assertEquals("--gap (default 12; 4 to 40 px): joint gap", GAP.describe());
        assertEquals("--on (default false; true or false)", ON.describe());
    }

    @Test
    void keysReadTheirValuesTyped() {
        ParamKey<Double> gap = ParamKey.number("gap", "gap", "px", 4, 40, 12, 0.5, true);
        ParamKey<Integer> joints = ParamKey.integer("joints", "joints", "", 2, 40, 12, false);
        ParamKey<Integer> side = ParamKey.sign("side", "side", -1, true);
        ParamKey<Boolean> on = ParamKey.bool("on", "on", true, true);
        ParamKey<String> mode = ParamKey.choice("mode", "mode", List.of("seek", "flee"), "flee", true);
        ParamKey<Double> cap = ParamKey.number("cap", "cap", "px", 0, 9, 1, 1, true).withInfinity();
        ParamValues values = ParamValues.defaults(ParamKey.specs(gap, joints, side, on, mode, cap));
        assertEquals(List.of("gap", "joints", "side", "on", "mode", "cap"), values.specs().stream().map(ParamSpec::name).toList());
        assertEquals(12.0, gap.in(values));
        assertEquals(12, joints.in(values));
        assertEquals(-1, side.in(values));
        assertEquals(true, on.in(values));
        assertEquals("flee", mode.in(values));
        assertEquals("gap", gap.name());
        values.set("joints", 7);
        values.set("on", 0);
        values.set("mode", 0);
        values.set("cap", Double.POSITIVE_INFINITY);
        assertEquals(7, joints.in(values));
        assertEquals(false, on.in(values));
        assertEquals("seek", mode.in(values));
        assertEquals(Double.POSITIVE_INFINITY, cap.in(values));
        assertTrue(cap.spec().allowInfinity());

        Input.SetParam set = new Input.SetParam("joints", 9);
        assertTrue(joints.isSetBy(set));
        assertFalse(gap.isSetBy(set));
        assertEquals(9, joints.from(set));
        assertEquals(true, on.from(new Input.SetParam("on", 1)));

        ParamValues fewer = ParamValues.defaults(ParamKey.specs(gap));
        assertFalse(joints.isIn(fewer));
        assertEquals(5, joints.in(fewer, 5));
        assertEquals(12.0, gap.in(fewer, 99.0));
    }

    @Test
    void valuesCheckCompareAndDescribe() {
        ParamValues values = ParamValues.defaults(List.of(GAP, JOINTS, MODE));
        assertTrue(values.isDefault("gap"));
        values.parseAndSet("gap", "20.5");
        assertEquals(20.5, values.get("gap"));
        assertFalse(values.isDefault("gap"));
        assertEquals("gap=20.5 joints=12 mode=flee", values.describe());
        assertThrows(IllegalArgumentException.class, () -> values.set("gap", 99));
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class, () -> values.get("nope"));
        assertEquals("unknown parameter nope; known: gap, joints, mode", unknown.getMessage());

        ParamValues copy = values.copy();
        assertEquals(values, copy);
        assertEquals(values.hashCode(), copy.hashCode());
        copy.set("joints", 13);
        assertNotEquals(values, copy);
        assertEquals(12, values.getInt("joints"), "the copy is independent");
        copy.resetToDefaults();
        assertEquals(ParamValues.defaults(List.of(GAP, JOINTS, MODE)), copy);
        assertNotEquals(values, "gap=20.5");
    }

    @Test
    void seriesSayWhenTheyMayBeNaN() {
        SeriesSpec plain = new SeriesSpec("d", "distance", "px");
        assertFalse(plain.nanAllowed());
        assertEquals("distance (px)", plain.axisTitle());
        SeriesSpec gap = plain.mayBeNaN("no target yet");
        assertTrue(gap.nanAllowed());
        assertEquals("no target yet", gap.nanReason());
        assertEquals("d", gap.column());
        assertEquals("count", new SeriesSpec("n", "count", "").axisTitle());
    }
}
