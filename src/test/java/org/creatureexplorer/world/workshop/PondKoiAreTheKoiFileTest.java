package org.creatureexplorer.world.workshop;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.creatureexplorer.creature.Koi;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.sim.FigureEight;
import org.creatureexplorer.world.gallery.PondWorld;
import org.creatureexplorer.world.workshop.doc.CreatureDoc;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The pond is not a creature (its measured numbers are the wave grid's; see
 * docs/creature-files.md), but each koi swimming in it is the library's koi: the koi file, put
 * on that koi's own figure-eight and start, moves joint for joint as the pond's koi does, to
 * the last bit, over the pond's default run.
 */
class PondKoiAreTheKoiFileTest {

    @ParameterizedTest(name = "pond koi {0}")
    @ValueSource(ints = {0, 1, 2})
    void eachPondKoiIsTheKoiFileOnItsOwnPath(int k) throws Exception {
        PondWorld pond = new PondWorld(ParamValues.defaults(PondWorld.PARAMS));
        FigureEight path = pond.path(k);
        CreatureDoc koi = CreatureLibrary.open("koi");
        CreatureDoc.Path own = new CreatureDoc.Path(path.centre().x(), path.centre().y(), path.halfWidth(), path.halfHeight(),
                path.periodSeconds(), pond.phase(k));
        WorkshopWorld workshop = new WorkshopWorld(koi.inScene(koi.stage().width(), koi.stage().height(), own));
        Koi fish = pond.koi()[k];
        assertEquals(fish.chain().size(), workshop.joints());
        for (int t = 0; t <= 240; t++) {
            if (t > 0) {
                pond.step();
                workshop.step();
            }
            for (int i = 0; i < workshop.joints(); i++) assertEquals(fish.chain().joint(i), workshop.joint(i), "tick " + t + " joint " + i);
            assertEquals(fish.tailFinAngle(), workshop.tailFinAngle(), "tick " + t + " tail fin");
        }
    }
}
