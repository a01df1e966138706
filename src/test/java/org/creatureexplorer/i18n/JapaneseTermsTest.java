package org.creatureexplorer.i18n;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * One Japanese term per idea, the glossary's (../shared/brief/glossary-ja.md), in the lesson
 * texts, the teacher notes and the window's strings (the msgstr of every PO entry); and one translation per English string, since the catalogue
 * keeps only the last one it reads (a second translation silently replaces the first in every
 * lesson, as "top" once turned Jeremiah's top wall into 最高).
 */
class JapaneseTermsTest {

    /** An idea, the term the glossary gives it, and the words that were used for it instead. */
    record Term(String idea, String term, List<String> not) {}

    static final List<Term> TERMS = List.of(
            new Term("anchor", "元の位置", List.of("元の点")),
            new Term("damping, decay (the glossary: 弱まる; 減衰 does not appear)", "弱まり", List.of("減衰")),
            new Term("fold test (the glossary's dive test)", "押し込み試験", List.of("折り返し試験", "折れる試験")),
            new Term("max speed (cap: 上限)", "速さの上限", List.of("最高速度")),
            new Term("max force (cap: 上限)", "力の上限", List.of("最大の力")),
            new Term("stage", "盤", List.of("ステージ")),
            new Term("target", "目標", List.of("ターゲット")),
            new Term("leg / foot", "足", List.of("脚")),
            new Term("tip", "先", List.of("先端")),
            new Term("tail", "尾", List.of("しっぽ")),
            new Term("koi", "鯉", List.of("コイ")),
            new Term("the source article (資料 is the brief)", "元の記事", List.of("出典", "元の資料")),
            new Term("a link torn by a long frame", "ちぎれ", List.of("裂け")));

    /** The Japanese lesson texts (lessons/ja/*.md), teacher notes (lessons/ja/teacher/*.md) and the window's strings (the ja catalogue). */
    static Map<String, String> texts() throws IOException {
        Map<String, String> out = new LinkedHashMap<>();
        for (String folder : List.of("lessons/ja", "lessons/ja/teacher")) {
            try (Stream<Path> files = Files.list(Path.of(folder))) {
                for (Path f : files.filter(p -> p.toString().endsWith(".md")).sorted().toList()) {
                    out.put(f.toString(), Files.readString(f, StandardCharsets.UTF_8));
                }
            }
        }
        for (PoFile po : Tr.poFiles(Tr.Language.JA)) out.put(po.name(), String.join("\n", po.translations().values()));
        return out;
    }

    @Test
    void everyIdeaHasTheGlossarysTermOnly() throws IOException {
        List<String> found = new ArrayList<>();
        Map<String, String> texts = texts();
        for (Term t : TERMS) {
            for (var e : texts.entrySet()) {
                for (String word : t.not()) {
                    int n = count(e.getValue(), word);
                    if (n > 0) found.add(e.getKey() + ": " + word + " ×" + n + " for " + t.idea() + " (write " + t.term() + ")");
                }
            }
            assertTrue(texts.values().stream().anyMatch(s -> s.contains(t.term())), t.term() + " is used nowhere: is the term list out of date?");
        }
        assertEquals(List.of(), found);
    }

    @Test
    void theTermCheckReadsEveryJapaneseTeacherNote() throws IOException {
        Map<String, String> texts = texts();
        try (Stream<Path> english = Files.list(Path.of("lessons/teacher"))) {
            for (Path f : english.filter(p -> p.toString().endsWith(".md")).toList()) {
                String japanese = Path.of("lessons/ja/teacher", f.getFileName().toString()).toString();
                assertTrue(texts.containsKey(japanese), "the term check does not read " + japanese);
            }
        }
    }

    @Test
    void theTermCheckSeesAStrayVariant() {
        assertEquals(2, count("元の点 A と元の点", "元の点"));
        assertEquals(0, count("元の位置 A", "元の点"));
    }

    @Test
    void noEnglishStringHasTwoTranslations() throws IOException {
        Map<String, String> first = new LinkedHashMap<>();
        List<String> clashes = new ArrayList<>();
        for (PoFile po : Tr.poFiles(Tr.Language.JA)) {
            for (PoFile.Entry e : po.entries()) {
                if (!e.translated()) continue;
                String en = e.msgid();
                String ja = e.msgstr().strip();
                String where = " (" + po.name() + ":" + e.line() + ")";
                String before = first.putIfAbsent(en, ja + where);
                if (before != null && !before.startsWith(ja + " (")) clashes.add("'" + en + "': " + before + " and " + ja + where);
            }
        }
        assertEquals(List.of(), clashes, "the catalogue keeps only the last translation of a string");
    }

    static int count(String text, String word) {
        int n = 0;
        for (int i = text.indexOf(word); i >= 0; i = text.indexOf(word, i + word.length())) n++;
        return n;
    }
}
