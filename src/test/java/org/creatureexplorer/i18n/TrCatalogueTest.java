package org.creatureexplorer.i18n;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** Every string the sources translate has a Japanese entry, and every entry of every language keeps its pattern's format specifiers. */
class TrCatalogueTest {
    /** The literals {@code Tr.t}/{@code Tr.f} are called with in {@code src/main/java}, unescaped as javac reads them. */
    static List<String> literals(Path root) throws IOException {
        return SourceStrings.translated(root);
    }

    static List<String> specifiers(String pattern) {
        return SourceStrings.specifiers(pattern);
    }

    @Test
    void everyTranslatedLiteralHasAJapaneseEntry() throws IOException {
        Map<String, String> ja = Tr.catalogue(Tr.Language.JA);
        List<String> found = literals(Path.of("src/main/java"));
        assertTrue(found.size() > 50, "the scan found only " + found.size() + " literals");
        TreeSet<String> missing = new TreeSet<>();
        for (String s : found) if (!ja.containsKey(s)) missing.add(s);
        assertEquals(new TreeSet<String>(), missing, "add these to src/main/resources/i18n/ja/ui.po (msgid the English, msgstr the Japanese; or run: translations)");
    }

    @Test
    void everyEntryOfEveryLanguageKeepsItsFormatSpecifiers() {
        List<String> wrong = new ArrayList<>();
        for (Tr.Language l : Tr.Language.values()) {
            // The files as written: Tr itself leaves such an entry out (next test), which would hide it here.
            for (PoFile po : Tr.poFiles(l)) {
                for (Map.Entry<String, String> e : po.translations().entrySet()) {
                    if (!specifiers(e.getKey()).equals(specifiers(e.getValue()))) {
                        wrong.add(po.name() + ": " + e.getKey() + " -> " + e.getValue() + ": " + specifiers(e.getKey()) + " vs " + specifiers(e.getValue()));
                    }
                }
            }
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    void aMalformedFileIsSkippedWithOneLineAndTheOthersStillTranslate() {
        java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
        Map<String, String> shown = Tr.merge(List.of(
                () -> PoFile.parse("/i18n/ja/ui.po", "msgid \"Play\"\nmsgstr \"再生\"\n"),
                () -> PoFile.parse("/i18n/ja/part1.po", "msgid \"Pause\"\nmsgstr 一時停止\n")),
                new java.io.PrintStream(err, true, java.nio.charset.StandardCharsets.UTF_8));
        assertEquals(Map.of("Play", "再生"), shown);
        assertEquals("creature-explorer: /i18n/ja/part1.po:2: expected a string in double quotes, found '一時停止'"
                + " (this file is skipped: its strings show in English)\n", err.toString(java.nio.charset.StandardCharsets.UTF_8).replace("\r", ""));
    }

    @Test
    void anEntryWithOtherSpecifiersIsNotShownSoTrFShowsTheEnglish() {
        PoFile po = PoFile.parse("ja.po", "msgid \"Saved %s\"\nmsgstr \"保存しました\"\n\nmsgid \"%d ticks\"\nmsgstr \"%d ステップ\"\n");
        assertEquals(Map.of("%d ticks", "%d ステップ"), Tr.shown(po));
    }

    @Test
    void theSpecifierCheckSeesAChangedOrMissingSpecifier() {
        assertEquals(specifiers("Saved %s"), specifiers("%s を保存しました"));
        assertEquals(List.of("%d", "%s"), specifiers("%2$s の %1$d"));
        assertTrue(!specifiers("%d%% of %,d ticks").equals(specifiers("%s%% / %,d")));
        assertTrue(!specifiers("Language: %s").equals(specifiers("言語")));
    }

    @Test
    void theScanJoinsConcatenatedLiteralsAndResolvesEscapes(@org.junit.jupiter.api.io.TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("A.java"), """
                class A {
                    /* Tr.t("in a comment") */
                    String a = Tr.t("Play \\u25b6");
                    String b = org.creatureexplorer.i18n.Tr.f("%d of "
                            + "%d", 1, 2);
                    String c = "a plain constant";
                }
                """);
        assertEquals(List.of("Play \u25b6", "%d of %d"), literals(dir));
        assertTrue(SourceStrings.constants(dir).containsAll(List.of("a plain constant", "%d of %d", "%d of ")));
    }
}
