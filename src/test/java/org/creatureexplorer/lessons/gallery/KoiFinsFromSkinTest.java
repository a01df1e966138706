package org.creatureexplorer.lessons.gallery;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.creatureexplorer.creature.Body;
import org.creatureexplorer.creature.Koi;
import org.creatureexplorer.creature.KoiBody;
import org.creatureexplorer.world.gallery.KoiWorld;
import org.creatureexplorer.world.gallery.PondWorld;
import org.junit.jupiter.api.Test;

/**
 * The koi's side fins, tail fin length and eyes worked out from the skin's arrays (issue 12: a
 * Body of some 40 vectors was made per koi per paint for them) are the very numbers the Body
 * gave, bit for bit, so the stage's pixels do not change.
 */
class KoiFinsFromSkinTest {
    private static void assertSameAsBody(Koi koi, GalleryDraw.Skin skin, String when) {
        skin.of(koi);
        Body b = koi.body();
        for (int side = -1; side <= 1; side += 2) {
            assertEquals(KoiBody.sideFin(b, side), skin.sideFin(koi, side), "side fin " + side + " " + when);
            assertEquals(b.eye(side, 0.35, 0.62), skin.eye(koi, side, 0.35, 0.62), "eye " + side + " " + when);
        }
        KoiBody.Fin tail = KoiBody.tailFin(b);
        assertEquals(tail.length(), skin.tailFinLength(koi), "tail fin length " + when);
        assertEquals(tail.width(), 0.55 * skin.tailFinLength(koi), "tail fin width " + when);
    }

    @Test
    void theKoiLessonsKoi() {
        KoiWorld w = new KoiWorld(KoiLesson.create().defaultParams());
        GalleryDraw.Skin skin = new GalleryDraw.Skin();
        for (int t = 0; t < 900; t++) {
            w.step();
            if (t % 9 == 0) assertSameAsBody(w.koi(), skin, "at tick " + t);
        }
    }

    @Test
    void thePondsKoiWithTightBendLimits() {
        PondWorld w = new PondWorld(PondLesson.create().defaultParams());
        GalleryDraw.Skin skin = new GalleryDraw.Skin();
        for (int t = 0; t < 600; t++) {
            w.step();
            if (t % 11 != 0) continue;
            for (int k = 0; k < w.koi().length; k++) assertSameAsBody(w.koi()[k], skin, "koi " + k + " at tick " + t);
        }
    }
}
