package org.creatureexplorer.world.workshop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.creatureexplorer.world.workshop.doc.CreatureReader;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Every challenge's reference solution passes and its deliberately bad design fails, on the measured figures. */
class ChallengesTest {

    @ParameterizedTest
    @EnumSource(Challenge.class)
    void referencePasses(Challenge c) throws Exception {
        Challenge.Verdict v = c.judge(CreatureReader.read(Path.of("creatures/challenges/" + c.id() + ".json")));
        assertTrue(v.passed(), v.toString());
        assertEquals(c, v.challenge());
    }

    @ParameterizedTest
    @EnumSource(Challenge.class)
    void badDesignFails(Challenge c) throws Exception {
        Challenge.Verdict v = c.judge(CreatureReader.read(Path.of("src/test/resources/workshop/bad-designs/" + c.id() + ".json")));
        assertFalse(v.passed(), v.toString());
    }

    /** Judging is a measurement of a deterministic run: the same file gives the same figures. */
    @ParameterizedTest
    @EnumSource(Challenge.class)
    void verdictsRepeat(Challenge c) throws Exception {
        var doc = CreatureReader.read(Path.of("creatures/challenges/" + c.id() + ".json"));
        assertEquals(c.judge(doc).toString(), c.judge(doc).toString());
    }
}
