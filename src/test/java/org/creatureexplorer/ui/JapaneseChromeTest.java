package org.creatureexplorer.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Component;
import java.awt.Container;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.swing.AbstractButton;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JMenuItem;
import javax.swing.SwingUtilities;
import org.creatureexplorer.i18n.Tr;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** In Japanese the window's chrome (toolbar, View menu, export menu, help) shows no English words. */
class JapaneseChromeTest {
    /** Words that stay as they are in Japanese: names of keys, file formats, units, the app's name. */
    static final Set<String> ALLOWED = Set.of("Ctrl", "Shift", "Page", "Up", "Down", "PNG", "SVG", "CSV", "GIF", "HTML", "px",
            "FABRIK", "Creature", "Explorer", "DIR", "projector", "reduced", "motion", "lessons", "lang", "ja", "code");
    private static final Pattern WORD = Pattern.compile("[A-Za-z]{2,}");

    @AfterEach
    void english() { Tr.setLanguage(Tr.Language.EN); }

    /** English words in {@code text} that are not allowed. */
    static List<String> englishWords(String text) {
        List<String> out = new ArrayList<>();
        Matcher m = WORD.matcher(text.replaceAll("<[^>]*>", " "));
        while (m.find()) if (!ALLOWED.contains(m.group())) out.add(m.group());
        return out;
    }

    private static void collect(Component c, List<String> texts) {
        if (c instanceof AbstractButton b) texts.add(b.getText());
        if (c instanceof JLabel l) texts.add(l.getText());
        if (c instanceof JComponent j && j.getToolTipText() != null) texts.add(j.getToolTipText());
        if (c instanceof JComboBox<?> box) for (int i = 0; i < box.getItemCount(); i++) texts.add(String.valueOf(box.getItemAt(i)));
        if (c instanceof JMenuItem item) texts.add(item.getText());
        if (c instanceof Container k) for (Component child : k.getComponents()) collect(child, texts);
    }

    @Test
    void toolbarMenusAndHelpAreJapanese() throws Exception {
        Tr.setLanguage(Tr.Language.JA);
        List<String> texts = new ArrayList<>();
        SwingUtilities.invokeAndWait(() -> {
            ExplorerPanel panel = ExplorerPanel.forCatalog();
            collect(panel.getComponent(0), texts); // the toolbar
            collect(((Toolbar) panel.getComponent(0)).viewMenu(), texts);
            List<String> export = new ArrayList<>();
            collect(panel.exportMenu().build(panel::current), export);
            // A chart's title is the lesson's (part1..part5.po, translated with the lessons): only the chrome around it here.
            for (String t : export) texts.add(t == null ? null : t.replaceAll("「[^」]*」", "「」"));
            texts.add(Shortcut.helpHtml(panel.shortcuts(), ""));
            for (Shortcut s : panel.shortcuts()) texts.add(s.does());
        });
        assertTrue(texts.size() > 20, texts.toString());
        TreeSet<String> english = new TreeSet<>();
        for (String t : texts) if (t != null) english.addAll(englishWords(t));
        assertEquals(new TreeSet<String>(), english, "English left in the Japanese chrome");
    }

    @Test
    void theCheckSeesEnglish() {
        assertEquals(List.of("Play"), englishWords("Play ▶ (Ctrl+E) 12 px"));
        assertEquals(List.of(), englishWords("再生 ▶ (Ctrl+E) 12 px"));
    }
}
