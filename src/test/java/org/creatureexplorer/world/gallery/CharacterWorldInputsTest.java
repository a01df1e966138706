package org.creatureexplorer.world.gallery;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamSpec;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.World;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.skeletons.ChainWorld;
import org.creatureexplorer.world.skeletons.FoldWorld;
import org.creatureexplorer.world.skeletons.LizardWorld;
import org.junit.jupiter.api.Test;

/** The character lesson's inputs reach the right creatures: the pointer by column, the fold test both koi, each slider its changed world; and copy(). */
class CharacterWorldInputsTest {

    private static ParamValues with(List<ParamSpec> specs, String name, double value) {
        ParamValues v = ParamValues.defaults(specs);
        v.set(name, value);
        return v;
    }

    /** The six worlds built alone from the defaults: snake, long snake, koi, loose koi, lizard, lazy lizard. */
    private static List<World> alone() {
        return List.of(
                new ChainWorld(ParamValues.defaults(ChainWorld.PARAMS)), new ChainWorld(with(ChainWorld.PARAMS, "gap", 20)),
                new FoldWorld(ParamValues.defaults(FoldWorld.PARAMS)), new FoldWorld(with(FoldWorld.PARAMS, "max-bend", 0.7)),
                new LizardWorld(ParamValues.defaults(LizardWorld.PARAMS)), new LizardWorld(with(LizardWorld.PARAMS, "step-trigger", 60)));
    }

    private static Vec2 pointerOf(World w) {
        if (w instanceof ChainWorld c) return c.pointer();
        if (w instanceof FoldWorld f) return f.pointer();
        return ((LizardWorld) w).pointer();
    }

    private static void stepAndCompare(CharacterWorld w, List<World> alone, int ticks) {
        for (int t = 0; t < ticks; t++) {
            w.step();
            for (int i = 0; i < 6; i++) {
                alone.get(i).step();
                double[] a = new double[alone.get(i).series().size()], b = new double[a.length];
                alone.get(i).sample(a);
                w.worlds().get(i).sample(b);
                assertArrayEquals(a, b, "world " + i + " at tick " + w.tick());
            }
        }
    }

    /** Every world's pointer after a pointer at stage point p: the two of p's column get it in their own stage, the rest none. */
    private static void assertPointers(CharacterWorld w, int column, Vec2 local) {
        for (int i = 0; i < 6; i++) {
            if (i / 2 == column) assertEquals(local, pointerOf(w.worlds().get(i)), "world " + i + " is under the pointer");
            else assertNull(pointerOf(w.worlds().get(i)), "world " + i + " is not");
        }
    }

    @Test void thePointerSteersBothCreaturesOfItsColumnInTheirOwnStage() {
        CharacterWorld w = new CharacterWorld(ParamValues.defaults(CharacterWorld.PARAMS));
        List<World> alone = alone();
        stepAndCompare(w, alone, 30);
        // Column 1 (the koi), lower row: 700 - 480 across, 450 mod 300 down.
        w.apply(new Input.PointerAt(new Vec2(700, 450)));
        assertPointers(w, 1, new Vec2(220, 150));
        for (World a : List.of(alone.get(2), alone.get(3))) a.apply(new Input.PointerAt(new Vec2(220, 150)));
        stepAndCompare(w, alone, 60);
        // Column 2 (the lizards), upper row; the koi let go.
        w.apply(new Input.PointerAt(new Vec2(1000, 120)));
        assertPointers(w, 2, new Vec2(40, 120));
        alone.get(2).apply(new Input.PointerLeft());
        alone.get(3).apply(new Input.PointerLeft());
        for (World a : List.of(alone.get(4), alone.get(5))) a.apply(new Input.PointerAt(new Vec2(40, 120)));
        stepAndCompare(w, alone, 60);
        // Off the stage's sides the nearest column takes it.
        w.apply(new Input.PointerAt(new Vec2(-30, 310)));
        assertPointers(w, 0, new Vec2(-30, 10));
        w.apply(new Input.PointerAt(new Vec2(1500, 20)));
        assertPointers(w, 2, new Vec2(1500 - 960, 20));
        w.apply(new Input.PointerLeft());
        for (int i = 0; i < 6; i++) assertNull(pointerOf(w.worlds().get(i)), "world " + i + " after the pointer left");
    }

    @Test void theFoldTestDrivesBothKoiAndNothingElse() {
        CharacterWorld w = new CharacterWorld(ParamValues.defaults(CharacterWorld.PARAMS));
        List<World> alone = alone();
        stepAndCompare(w, alone, 40);
        w.apply(new Input.Action(FoldWorld.FOLD_TEST));
        alone.get(2).apply(new Input.Action(FoldWorld.FOLD_TEST));
        alone.get(3).apply(new Input.Action(FoldWorld.FOLD_TEST));
        stepAndCompare(w, alone, 90);
        w.apply(new Input.Action("no such action"));
        stepAndCompare(w, alone, 5);
    }

    @Test void eachSliderChangesOnlyItsChangedWorldAndItsRecordedValue() {
        CharacterWorld w = new CharacterWorld(ParamValues.defaults(CharacterWorld.PARAMS));
        List<World> alone = alone();
        stepAndCompare(w, alone, 20);
        w.apply(new Input.SetParam("snake-gap", 8));
        alone.get(1).apply(new Input.SetParam("gap", 8));
        stepAndCompare(w, alone, 40);
        w.apply(new Input.SetParam("koi-max-bend", 1.2));
        alone.get(3).apply(new Input.SetParam("max-bend", 1.2));
        stepAndCompare(w, alone, 40);
        w.apply(new Input.SetParam("lizard-step-trigger", 25));
        alone.get(5).apply(new Input.SetParam("step-trigger", 25));
        stepAndCompare(w, alone, 120);
        List<ParamValues> p = w.worldParams();
        assertEquals(List.of(12.0, 8.0, 0.35, 1.2, 38.0, 25.0), List.of(p.get(0).get("gap"), p.get(1).get("gap"),
                p.get(2).get("max-bend"), p.get(3).get("max-bend"), p.get(4).get("step-trigger"), p.get(5).get("step-trigger")),
                "the titles read the changed values");
        assertEquals(220, w.tick());
    }

    @Test void aCopyGoesOnAloneAndExactlyAlike() {
        CharacterWorld w = new CharacterWorld(ParamValues.defaults(CharacterWorld.PARAMS));
        for (int t = 0; t < 100; t++) w.step();
        CharacterWorld c = w.copy();
        for (int i = 0; i < 6; i++) assertNotSame(w.worlds().get(i), c.worlds().get(i), "world " + i + " is copied");
        double[] before = new double[w.series().size()];
        w.sample(before);
        c.apply(new Input.SetParam("snake-gap", 5));
        c.apply(new Input.PointerAt(new Vec2(100, 100)));
        for (int t = 0; t < 100; t++) c.step();
        double[] after = new double[before.length];
        w.sample(after);
        assertArrayEquals(before, after, "the copy's steps and inputs leave the original as it was");
        assertEquals(20, w.worldParams().get(1).get("gap"), "and its recorded values");
        assertEquals(5, c.worldParams().get(1).get("gap"));
        assertNull(pointerOf(w.worlds().get(0)));
        CharacterWorld d = w.copy();
        for (int t = 0; t < 150; t++) {
            w.step();
            d.step();
            double[] a = new double[before.length], b = new double[before.length];
            w.sample(a);
            d.sample(b);
            assertArrayEquals(a, b, "tick " + w.tick());
        }
        assertEquals(250, d.tick());
    }
}
