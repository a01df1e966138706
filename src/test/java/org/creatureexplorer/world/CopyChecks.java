package org.creatureexplorer.world;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.function.BiConsumer;
import org.creatureexplorer.model.World;

/** Shared by the worlds' twin tests: a copy goes on exactly as the world it was taken from. */
public final class CopyChecks {
    private CopyChecks() {}

    /**
     * Steps {@code original} and {@code copy} side by side for {@code ticks} ticks: after each,
     * their samples must be equal to the bit and {@code alsoEqual} (state the samples do not
     * show: a tip, a camera, a body) must hold.
     */
    public static <W extends World> void stepAlike(W original, W copy, int ticks, BiConsumer<W, W> alsoEqual) {
        double[] a = new double[original.series().size()];
        double[] b = new double[a.length];
        for (int t = 0; t < ticks; t++) {
            original.step();
            copy.step();
            original.sample(a);
            copy.sample(b);
            assertArrayEquals(a, b, 0, "tick " + original.tick() + ": the copy goes on as the original");
            alsoEqual.accept(original, copy);
        }
    }

    public static <W extends World> void stepAlike(W original, W copy, int ticks) {
        stepAlike(original, copy, ticks, (x, y) -> { });
    }
}
