package org.creatureexplorer.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Component;
import java.awt.Container;
import java.util.prefs.Preferences;
import javax.swing.AbstractButton;
import org.creatureexplorer.catalog.LessonCatalog;
import org.creatureexplorer.i18n.Tr;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/** View > Language in a real window: the inside is built again in the new language, on the same lesson and look, and remembered. */
@org.creatureexplorer.ui.OnScreen
class LanguageSwitchWindowTest {
    private ExplorerWindow window;
    private Preferences node;

    @AfterEach
    void close() throws Exception {
        WindowTest.onEdt(() -> {
            if (window != null) window.dispose();
            return null;
        });
        Tr.setLanguage(Tr.Language.EN);
        ExplorerWindow.fitLookAndFeelFont();
        if (node != null) node.removeNode();
    }

    private static AbstractButton named(Container c, String name) {
        for (Component child : c.getComponents()) {
            if (child instanceof AbstractButton b && name.equals(b.getName())) return b;
            if (child instanceof Container k) {
                AbstractButton found = named(k, name);
                if (found != null) return found;
            }
        }
        return null;
    }

    @Test
    void switchingRebuildsTheWindowInJapaneseAndBack() throws Exception {
        Assumptions.assumeFalse(WindowTest.noDisplay(), "no display: real-window tests skipped (run under xvfb-run)");
        node = Preferences.userRoot().node("org/creatureexplorer-test-language-" + ProcessHandle.current().pid());
        Settings settings = new Settings(node);
        WindowTest.onEdt(() -> {
            ExplorerWindow.installLookAndFeel();
            window = new ExplorerWindow(settings, ExplorerPanel.Options.NONE);
            window.setSize(1366, 768);
            window.setVisible(true);
            window.panel().start();
            window.panel().showLesson(LessonCatalog.byId("chain").orElseThrow());
            window.panel().setLook(window.panel().look().withProjector(true));
            return null;
        });
        ExplorerPanel english = window.panel();
        assertEquals("Play", named(english, "play").getAccessibleContext().getAccessibleName());

        WindowTest.onEdt(() -> { english.chooseLanguage(Tr.Language.JA); return null; });
        ExplorerPanel japanese = window.panel();
        assertNotSame(english, japanese, "the inside is built again");
        assertEquals(Tr.Language.JA, Tr.language());
        assertEquals("再生", named(japanese, "play").getAccessibleContext().getAccessibleName());
        assertEquals("chain", japanese.current().lesson().id(), "the same lesson");
        assertTrue(japanese.look().projector(), "the same look");
        assertEquals("言語: 日本語", japanese.statusText());
        assertEquals(Tr.Language.JA, settings.language(Tr.Language.EN), "remembered for the next start");
        assertTrue(japanese.getParent() != null && window.getContentPane() == japanese);

        WindowTest.onEdt(() -> { japanese.chooseLanguage(Tr.Language.EN); return null; });
        assertEquals("Play", named(window.panel(), "play").getAccessibleContext().getAccessibleName());
        assertEquals("chain", window.panel().current().lesson().id());
        assertEquals(Tr.Language.EN, settings.language(Tr.Language.JA));
    }
}
