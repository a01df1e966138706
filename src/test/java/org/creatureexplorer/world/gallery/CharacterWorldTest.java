package org.creatureexplorer.world.gallery;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.creatureexplorer.model.ParamSpec;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.World;
import org.creatureexplorer.world.skeletons.ChainWorld;
import org.creatureexplorer.world.skeletons.FoldWorld;
import org.creatureexplorer.world.skeletons.LizardWorld;
import org.junit.jupiter.api.Test;

class CharacterWorldTest {

    /** Names of the parameters whose values differ between two worlds' values. */
    private static List<String> differing(List<ParamSpec> specs, ParamValues a, ParamValues b) {
        List<String> names = new ArrayList<>();
        for (ParamSpec s : specs) if (Double.compare(a.get(s.name()), b.get(s.name())) != 0) names.add(s.name());
        return names;
    }

    @Test void eachPairDiffersInExactlyItsOneNumber() {
        CharacterWorld w = new CharacterWorld(ParamValues.defaults(CharacterWorld.PARAMS));
        List<ParamValues> p = w.worldParams();
        assertEquals(List.of("gap"), differing(ChainWorld.PARAMS, p.get(0), p.get(1)));
        assertEquals(List.of("max-bend"), differing(FoldWorld.PARAMS, p.get(2), p.get(3)));
        assertEquals(List.of("step-trigger"), differing(LizardWorld.PARAMS, p.get(4), p.get(5)));
        assertEquals(12, p.get(0).get("gap"));
        assertEquals(20, p.get(1).get("gap"));
        assertEquals(0.35, p.get(2).get("max-bend"));
        assertEquals(0.7, p.get(3).get("max-bend"));
        assertEquals(38, p.get(4).get("step-trigger"));
        assertEquals(60, p.get(5).get("step-trigger"));
    }

    /** Each of the six runs tick for tick like its own lesson's world built from the same values: nothing else differs. */
    @Test void eachCreatureIsItsLessonsWorldWithThatNumber() {
        CharacterWorld w = new CharacterWorld(ParamValues.defaults(CharacterWorld.PARAMS));
        List<World> inside = w.worlds();
        List<World> alone = List.of(
                new ChainWorld(ParamValues.defaults(ChainWorld.PARAMS)), new ChainWorld(with(ChainWorld.PARAMS, "gap", 20)),
                new FoldWorld(ParamValues.defaults(FoldWorld.PARAMS)), new FoldWorld(with(FoldWorld.PARAMS, "max-bend", 0.7)),
                new LizardWorld(ParamValues.defaults(LizardWorld.PARAMS)), new LizardWorld(with(LizardWorld.PARAMS, "step-trigger", 60)));
        for (int t = 0; t < 1080; t++) {
            w.step();
            for (int i = 0; i < 6; i++) {
                alone.get(i).step();
                double[] a = new double[alone.get(i).series().size()];
                double[] b = new double[a.length];
                alone.get(i).sample(a);
                inside.get(i).sample(b);
                assertArrayEquals(a, b, "world " + i + " at tick " + t);
            }
        }
    }

    /** The telling numbers do tell: the long snake crosses itself, the short one never does; the lazy lizard drags more. */
    @Test void theOneNumberChangesTheCharacter() {
        CharacterWorld w = new CharacterWorld(ParamValues.defaults(CharacterWorld.PARAMS));
        double[] row = new double[w.series().size()];
        int shortCrossed = 0;
        int longCrossed = 0;
        double looseBend = 0;
        for (int t = 0; t < 1080; t++) {
            w.step();
            w.sample(row);
            if (row[0] > 0) shortCrossed++;
            if (row[1] > 0) longCrossed++;
            looseBend = Math.max(looseBend, row[3]);
        }
        assertEquals(0, shortCrossed);
        assertTrue(longCrossed > 100, "long snake crossed on " + longCrossed + " ticks");
        assertTrue(looseBend < 0.7, "the 0.7 koi never reaches its limit: " + looseBend);
        assertTrue(row[5] > 2 * row[4], "stretched " + row[5] + "% against " + row[4] + "%");
    }

    private static ParamValues with(List<ParamSpec> specs, String name, double value) {
        ParamValues v = ParamValues.defaults(specs);
        v.set(name, value);
        return v;
    }

    /**
     * The fold test reaches both koi, and the looser limit coils tighter: at the end of the 1 s
     * drive the 0.7 rad koi's head is far nearer its tail than the 0.35 rad koi's (58 against
     * 100 px in the fold lesson's own run), measured here from the joints; the columns agree.
     */
    @Test void theFoldTestCoilsTheLooseKoiTighter() {
        CharacterWorld w = new CharacterWorld(ParamValues.defaults(CharacterWorld.PARAMS));
        for (int t = 0; t < 60; t++) w.step();
        w.apply(new org.creatureexplorer.model.Input.Action(FoldWorld.FOLD_TEST));
        for (int t = 0; t < 60; t++) w.step();
        FoldWorld usual = (FoldWorld) w.worlds().get(2), loose = (FoldWorld) w.worlds().get(3);
        double usualSpan = usual.chain().joint(0).distanceTo(usual.chain().joint(usual.chain().size() - 1));
        double looseSpan = loose.chain().joint(0).distanceTo(loose.chain().joint(loose.chain().size() - 1));
        assertTrue(looseSpan < 0.75 * usualSpan, "head to tail: limit 0.7 " + looseSpan + " px, limit 0.35 " + usualSpan + " px");
        double[] row = new double[w.series().size()];
        w.sample(row);
        List<String> columns = w.series().stream().map(org.creatureexplorer.model.SeriesSpec::column).toList();
        assertEquals(usualSpan, row[columns.indexOf("koi_head_tail_a")], 1e-9);
        assertEquals(looseSpan, row[columns.indexOf("koi_head_tail_b")], 1e-9);
    }
}
