package org.creatureexplorer.i18n;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The PO reader: what Poedit and msgcat write is read exactly, and a malformed file is refused naming its line. */
class PoFileTest {
    private static final String HEADER = """
            # A translator's note on the file
            msgid ""
            msgstr ""
            "Language: ja\\n"
            "Content-Type: text/plain; charset=UTF-8\\n"
            "Plural-Forms: nplurals=1; plural=0;\\n"

            """;

    private static PoFile parse(String body) {
        return PoFile.parse("test.po", HEADER + body);
    }

    private static String error(String body) {
        return assertThrows(PoFile.FormatException.class, () -> parse(body)).getMessage();
    }

    @Test
    void theHeaderIsReadAsFieldsAndIsNoEntry() {
        PoFile po = parse("msgid \"Play\"\nmsgstr \"再生\"\n");
        assertEquals("ja", po.header().get("Language"));
        assertEquals("nplurals=1; plural=0;", po.header().get("Plural-Forms"));
        assertEquals(Map.of("Play", "再生"), po.translations());
        assertEquals(1, po.entries().size());
        assertEquals(8, po.entries().get(0).line(), "the line of its msgid");
    }

    @Test
    void escapesAreResolved() {
        PoFile po = parse("msgid \"a \\\"quoted\\\" word\\tthen\\nback\\\\slash\"\nmsgstr \"「引用」\\t次\\n逆\\\\\"\n");
        assertEquals(Map.of("a \"quoted\" word\tthen\nback\\slash", "「引用」\t次\n逆\\"), po.translations());
    }

    @Test
    void continuationLinesAreJoined() {
        PoFile po = parse("""
                msgid ""
                "These teacher notes are not in your language yet; "
                "they are shown in English."
                msgstr ""
                "先生用メモは"
                "英語で表示しています。"
                """);
        assertEquals(Map.of("These teacher notes are not in your language yet; they are shown in English.", "先生用メモは英語で表示しています。"),
                po.translations());
    }

    @Test
    void spacesInsideTheQuotesAreKept() {
        assertEquals(Map.of("   NO CAP", "   上限なし"), parse("msgid \"   NO CAP\"\nmsgstr \"   上限なし\"\n").translations());
    }

    @Test
    void aFuzzyOrEmptyEntryIsUntranslatedAndCommentsAreIgnored() {
        PoFile po = parse("""
                # translator comment
                #. extracted comment
                #: src/main/java/Toolbar.java:12
                #, fuzzy, java-format
                msgid "Pause"
                msgstr "一時停止"

                #, java-format
                msgid "Play"
                msgstr "再生"

                msgid "Step"
                msgstr ""

                #~ msgid "Old"
                #~ msgstr "古い"
                """);
        assertEquals(Map.of("Play", "再生"), po.translations());
        List<PoFile.Entry> entries = po.entries();
        assertEquals(3, entries.size(), "the obsolete #~ entry is skipped");
        assertTrue(entries.get(0).fuzzy());
        assertFalse(entries.get(0).translated());
        assertFalse(entries.get(1).fuzzy(), "the fuzzy flag belongs to its own entry only");
        assertFalse(entries.get(2).translated());
    }

    @Test
    void aMalformedFileIsRefusedNamingItsLine() {
        assertEquals("test.po:8: expected a string in double quotes, found 'Play'", error("msgid Play\nmsgstr \"再生\"\n"));
        assertEquals("test.po:9: an unescaped \" inside a string (write \\\")", error("msgid \"Play\"\nmsgstr \"再\"生\"\n"));
        assertEquals("test.po:9: unknown escape \\x (the catalogues use \\n \\t \\\" \\\\)", error("msgid \"Play\"\nmsgstr \"\\x\"\n"));
        assertEquals("test.po:8: msgid without a msgstr", error("msgid \"Play\"\n\nmsgid \"Pause\"\nmsgstr \"一時停止\"\n"));
        assertEquals("test.po:8: msgstr without a msgid before it", error("msgstr \"再生\"\n"));
        assertEquals("test.po:11: a quoted line continues nothing (it must follow msgid or msgstr)",
                error("msgid \"Play\"\nmsgstr \"再生\"\n\n\"stray\"\n"));
        assertEquals("test.po:11: msgid \"Play\" again (first at line 8)", error("msgid \"Play\"\nmsgstr \"再生\"\n\nmsgid \"Play\"\nmsgstr \"プレイ\"\n"));
        assertTrue(error("msgctxt \"menu\"\nmsgid \"Play\"\nmsgstr \"再生\"\n").startsWith("test.po:8: msgctxt is not supported"));
        assertTrue(error("msgid \"%d tick\"\nmsgid_plural \"%d ticks\"\nmsgstr[0] \"%d\"\n").startsWith("test.po:9: plural forms are not supported"));
        assertEquals("test.po:8: expected msgid, msgstr, a quoted string or a # comment, found 'msgid\"Play\"'", error("msgid\"Play\"\nmsgstr \"再生\"\n"));
    }

    @Test
    void aCharsetOtherThanUtf8IsRefused() {
        String latin1 = "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=ISO-8859-1\\n\"\n";
        String message = assertThrows(PoFile.FormatException.class, () -> PoFile.parse("de.po", latin1)).getMessage();
        assertTrue(message.startsWith("de.po:1: the header's Content-Type says text/plain; charset=ISO-8859-1"), message);
    }

    @Test
    void theAppsCataloguesAreReadAndEachSaysItsLanguage() {
        List<PoFile> files = Tr.poFiles(Tr.Language.JA);
        assertEquals(List.of("part1.po", "part2.po", "part3.po", "part4.po", "part5.po", "ui.po"), Tr.catalogueFiles("ja"));
        for (PoFile po : files) {
            assertEquals("ja", po.header().get("Language"), po.name());
            assertEquals("nplurals=1; plural=0;", po.header().get("Plural-Forms"), po.name());
            assertTrue(po.header().get("Content-Type").endsWith("charset=UTF-8"), po.name());
        }
        assertEquals(List.of(Tr.Language.EN, Tr.Language.JA), List.of(Tr.Language.values()), "the languages are the folders with PO files");
        assertEquals("日本語", Tr.Language.JA.nativeName());
        assertEquals("English", Tr.Language.EN.nativeName());
    }

    @Test
    void aLanguageIsNamedByItsHeaderWhereTheRuntimeCannotNameIt() {
        assertEquals("日本語", files().get(0).header().get("X-Language-Name"), "the app image's trimmed runtime may have no Japanese locale data");
        assertEquals("tlhIngan Hol", Tr.Language.nativeName(java.util.Locale.forLanguageTag("tlh"), "tlh", Map.of("X-Language-Name", "tlhIngan Hol")));
        assertEquals("Deutsch", Tr.Language.nativeName(java.util.Locale.GERMAN, "de", Map.of()));
        assertEquals("xx", Tr.Language.nativeName(java.util.Locale.forLanguageTag("xx"), "xx", Map.of()));
    }

    private static List<PoFile> files() {
        return Tr.poFiles(Tr.Language.JA);
    }
}
