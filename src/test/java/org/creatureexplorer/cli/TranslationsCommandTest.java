package org.creatureexplorer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.creatureexplorer.i18n.PoFile;
import org.creatureexplorer.i18n.Tr;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code translations}: what each language lacks, {@code --check} failing on it, bad options refused. */
class TranslationsCommandTest {

    @Test
    void everyLanguageOfTheAppIsCompleteSoTheCheckPasses() {
        CommandsTest.Result r = CommandsTest.run("translations", "--check");
        assertEquals(0, r.code(), r.err() + r.out());
        String summary = r.out().lines().findFirst().orElse("");
        assertTrue(summary.matches("ja \\(日本語\\): (\\d+) of \\1 strings translated; 0 missing, 0 fuzzy, 0 with other format specifiers, "
                + "\\d+ stale; 0 lesson texts and 0 teacher notes missing"), summary);
        assertTrue(r.out().lines().skip(1).allMatch(l -> l.startsWith("ja\tstale\t")), "only stale entries are listed: " + r.out());
    }

    @Test
    void aStringTheCodeAddsIsMissingAndFailsTheCheck(@TempDir Path sources) throws IOException {
        Files.writeString(sources.resolve("New.java"), "class New { String s = Tr.t(\"A string nobody translated\"); }\n");
        CommandsTest.Result listed = CommandsTest.run("translations", "--sources=" + sources);
        assertEquals(0, listed.code(), listed.err());
        assertTrue(listed.out().contains("ja\tmissing\tcode\tA string nobody translated\n"), listed.out());
        assertTrue(listed.out().contains("ja\tstale\tui.po:"), "entries these sources do not hold are stale: " + listed.out());
        CommandsTest.Result checked = CommandsTest.run("translations", "--check", "--lang=ja", "--sources=" + sources);
        assertEquals(1, checked.code(), checked.out());
        assertTrue(checked.err().contains("translations --check: 1 thing to translate"), checked.err());
    }

    @Test
    void fuzzyEmptyAndMisformattedEntriesAreListedWhereTheyAre() {
        PoFile po = PoFile.parse("/i18n/ja/ui.po", """
                msgid "Play"
                msgstr "再生"

                #, fuzzy
                msgid "Pause"
                msgstr "一時停止"

                msgid "Step"
                msgstr ""

                msgid "Saved %s"
                msgstr "保存しました"

                msgid "Gone"
                msgstr "なくなった"
                """);
        Map<String, String> used = Map.of("Play", "code", "Pause", "code", "Step", "code", "Saved %s", "code", "Reset", "lesson chain");
        TranslationsCommand.Report r = TranslationsCommand.report(Tr.Language.JA, List.of(po), used,
                Set.of("Play", "Pause", "Step", "Saved %s", "Reset"));
        assertEquals(1, r.translated());
        assertEquals(Set.of("ui.po:8\tStep", "lesson chain\tReset"), Set.copyOf(r.missing()), "an empty msgstr is missing where it is");
        assertEquals(List.of("ui.po:5\tPause"), r.fuzzy());
        assertEquals(List.of("ui.po:11\tSaved %s"), r.format());
        assertEquals(List.of("ui.po:14\tGone"), r.stale());
        assertEquals(4, r.todo(), "a stale entry is no work");
    }

    @Test
    void badOptionsAreRefused() {
        for (String[] args : List.of(new String[] {"translations", "--lang=xx"}, new String[] {"translations", "--lang=en"},
                new String[] {"translations", "--frobnicate=1"}, new String[] {"translations", "--check=yes"},
                new String[] {"translations", "ui.po"}, new String[] {"translations", "--sources=/no/such/folder"})) {
            CommandsTest.Result r = CommandsTest.run(args);
            assertEquals(2, r.code(), String.join(" ", args) + ": " + r.out());
            assertEquals("", r.out(), String.join(" ", args));
            assertEquals(1, r.err().lines().count(), r.err());
        }
        assertTrue(CommandsTest.run("translations", "--help").out().startsWith("usage: translations"));
    }
}
