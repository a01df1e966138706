package org.creatureexplorer.lessons.mannerisms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.creatureexplorer.i18n.Tr;
import org.junit.jupiter.api.Test;

/** A kept label must never outlive a change in what it shows: a stale number on the stage is a wrong lesson. */
class LabelMemoTest {
    private static String format(LabelMemo<String> m, double speed, Object who) {
        if (!m.key(speed).key(who).same()) m.remember(Tr.f("%s %.1f", who, speed));
        return m.value();
    }

    @Test
    void theSameValuesGiveTheSameStringAndAnyChangeANewOne() {
        LabelMemo<String> m = new LabelMemo<>();
        String first = format(m, 2.4, "seek");
        assertEquals("seek 2.4", first);
        assertSame(first, format(m, 2.4, "seek"), "unchanged values: the very same String");
        assertEquals("seek 2.5", format(m, 2.5, "seek"));
        assertEquals("flee 2.5", format(m, 2.5, "flee"));
        // 0.0 and -0.0 print differently ("0.0" and "-0.0"): two keys.
        assertEquals("flee 0.0", format(m, 0.0, "flee"));
        assertEquals("flee -0.0", format(m, -0.0, "flee"));
        // A different number of keys is a different label.
        assertFalse(m.key(1.0).same());
        m.remember("one");
        assertFalse(m.key(1.0).key(2.0).same());
        assertNull(m.value(), "a miss drops the old value, so it cannot be handed out for the new keys");
    }

    @Test
    void aLanguageChangeFormatsAgain() {
        Tr.Language before = Tr.language();
        try {
            Tr.setLanguage(Tr.Language.EN);
            LabelMemo<String> m = new LabelMemo<>();
            assertFalse(m.same());
            m.remember(Tr.t("velocity"));
            assertTrue(m.same());
            Tr.setLanguage(Tr.Language.JA);
            assertFalse(m.same(), "same keys, other language: not the same text");
        } finally {
            Tr.setLanguage(before);
        }
    }
}
