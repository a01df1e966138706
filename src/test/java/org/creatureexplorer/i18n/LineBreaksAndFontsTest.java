package org.creatureexplorer.i18n;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Font;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class LineBreaksAndFontsTest {
    @AfterEach
    void english() { Tr.setLanguage(Tr.Language.EN); }

    @Test
    void englishBreaksOnlyAtSpaces() {
        assertEquals(List.of("gap ", "12 ", "px/s"), LineBreaks.pieces("gap 12 px/s"));
        // One width unit per character: the same lines as word wrapping.
        assertEquals(List.of("the chain", "follows its", "head"), LineBreaks.wrap("the chain follows its head", String::length, 11));
    }

    @Test
    void japaneseBreaksBetweenCharactersButNeverInsideANumberWithItsUnit() {
        String text = "頭の速さは 20px/秒、間隔は 12 px、1 秒に 5.67 歩、範囲は 0.15〜1.45、誤差 3.6e-15px です";
        List<String> pieces = LineBreaks.pieces(text);
        assertEquals(text, String.join("", pieces));
        assertTrue(pieces.size() > 10, "breaks between kana and kanji: " + pieces);
        for (String whole : List.of("20px/秒", "12 px", "1 秒", "5.67 歩", "0.15〜1.45", "3.6e-15px")) {
            assertTrue(pieces.stream().anyMatch(p -> p.contains(whole)), whole + " split: " + pieces);
        }
        // Narrow lines: none longer than the room, unless a single unbreakable piece is.
        for (String line : LineBreaks.wrap(text, String::length, 6)) {
            assertTrue(line.length() <= 6 || LineBreaks.pieces(line).size() == 1, line);
        }
        assertFalse(LineBreaks.pieces("、です").get(0).equals(""), "no empty piece");
    }

    @Test
    void theTextPaneKeepsNumbersWholeOnlyInJapanese() {
        String en = "<p>the gap is 12 px</p>";
        assertEquals(en, LineBreaks.keepNumbersWhole(en));
        String ja = LineBreaks.keepNumbersWhole("<p class=\"x1\">間隔は 12 px で <a href=\"try:gap=20\">20px/秒</a></p>");
        assertTrue(ja.contains("<span style=\"white-space: nowrap\">12\u00a0px</span>"), ja);
        assertTrue(ja.contains("<span style=\"white-space: nowrap\">20px/秒</span>"), ja);
        assertTrue(ja.contains("href=\"try:gap=20\"") && ja.contains("class=\"x1\""), "tags are untouched: " + ja);
    }

    @Test
    void plainTextKeepsANumberAndItsUnitTogetherWithANoBreakSpace() {
        assertEquals("the gap is 12 px", LineBreaks.noBreakSpaces("the gap is 12 px"));
        assertEquals("間隔 12\u00a0px、1\u00a0秒", LineBreaks.noBreakSpaces("間隔 12 px、1 秒"));
    }

    @Test
    void japaneseGetsAFontThatShowsIt() {
        Tr.setLanguage(Tr.Language.EN);
        assertEquals(Font.SANS_SERIF, Fonts.sans(), "English keeps the logical font");
        Tr.setLanguage(Tr.Language.JA);
        // .ci/run installs fonts-noto-cjk; without a CJK font this fails, naming the package.
        assertTrue(Fonts.displays(Fonts.sans(), Fonts.JA_SAMPLE + Tr.t("Language")),
                Fonts.sans() + " cannot show Japanese: install a CJK font (Debian: fonts-noto-cjk)");
        assertTrue(Fonts.displays(Fonts.mono(), "再生 12px"), Fonts.mono());
        Font plain = new Font("DejaVu Sans", Font.BOLD, 17);
        Font fit = Fonts.forText(plain, "鯉の池");
        assertEquals(-1, fit.canDisplayUpTo("鯉の池"));
        assertEquals(17f, fit.getSize2D());
        assertEquals(Font.BOLD, fit.getStyle());
    }
}
