package org.creatureexplorer.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class ParamKeyTest {
    static final ParamKey<Double> GAP = ParamKey.number("gap", "gap", "px", 4, 30, 12, 1, true);
    static final ParamKey<Integer> JOINTS = ParamKey.integer("joints", "joints", "", 2, 80, 26, false);
    static final ParamKey<Boolean> GUARD = ParamKey.bool("guard", "guard", true, true);
    static final ParamKey<String> KIND = ParamKey.choice("kind", "kind", List.of("circle", "jump"), "circle", false);

    @Test
    void eachKeyReadsWhatTheStringGettersRead() {
        ParamValues v = ParamValues.defaults(ParamKey.specs(GAP, JOINTS, GUARD, KIND));
        v.set("gap", 17.5);
        v.set("joints", 9);
        v.set("guard", 0);
        v.set("kind", 1);
        assertEquals(v.get("gap"), GAP.in(v));
        assertEquals(v.getInt("joints"), JOINTS.in(v));
        assertEquals(v.getBool("guard"), GUARD.in(v));
        assertEquals(v.getChoice("kind"), KIND.in(v));
        assertEquals("jump", KIND.in(v));
        assertEquals(List.of("gap", "joints", "guard", "kind"), v.specs().stream().map(ParamSpec::name).toList());
    }

    @Test
    void aLiveChangeIsMatchedByNameAndDecodedByKind() {
        Input.SetParam set = new Input.SetParam("joints", 12.0);
        assertTrue(JOINTS.isSetBy(set));
        assertFalse(GAP.isSetBy(set));
        assertEquals(12, JOINTS.from(set));
        assertEquals(false, GUARD.from(new Input.SetParam("guard", 0)));
        assertEquals("jump", KIND.from(new Input.SetParam("kind", 1)));
    }

    @Test
    void aChoiceIsReadByTheValuesOwnSpecWhenALessonOffersFewerChoices() {
        ParamKey<String> all = ParamKey.choice("behavior", "b", List.of("seek", "arrive", "flee"), "seek", false);
        ParamValues lesson = ParamValues.defaults(List.of(ParamSpec.choice("behavior", "b", List.of("seek", "flee"), "seek", false)));
        lesson.set("behavior", 1);
        assertEquals("flee", all.in(lesson));
        assertTrue(all.isIn(lesson));
        assertFalse(GAP.isIn(lesson));
    }
}
