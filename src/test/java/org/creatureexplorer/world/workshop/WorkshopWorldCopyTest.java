package org.creatureexplorer.world.workshop;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.creatureexplorer.model.CopyCheck;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.World;
import org.creatureexplorer.sim.Vec2;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link WorkshopWorld#copy()} for every library creature and challenge solution (every brain
 * and spine the workshop builds, the crawler its spine and brain share included): a deep copy,
 * and the copy goes on as the original under the same pointer, while a copy driven elsewhere
 * leaves the original untouched.
 */
class WorkshopWorldCopyTest {

    static Stream<String> creatures() { return Stream.concat(CreatureLibrary.NAMES.stream(), CreatureLibrary.CHALLENGES.stream()); }

    private static final int BEFORE = 300;
    private static final int AFTER = 300;

    @ParameterizedTest(name = "{0}")
    @MethodSource("creatures")
    void aCopyIsADeepCopyThatGoesOnAsTheOriginal(String name) throws Exception {
        List<Input> inputs = pointerInputs(new Random(name.hashCode()), BEFORE + AFTER);
        WorkshopWorld original = new WorkshopWorld(CreatureLibrary.open(name));
        drive(List.of(original), inputs, 0, BEFORE);

        World twin = original.copy();
        assertEquals(List.of(), CopyCheck.problems(original, twin), name + ": the copy at tick " + original.tick());

        // A copy driven on its own, with other inputs: the original must not feel it.
        World elsewhere = original.copy();
        drive(List.of(elsewhere), pointerInputs(new Random(7), AFTER), 0, AFTER);

        World fresh = new WorkshopWorld(CreatureLibrary.open(name));
        drive(List.of(fresh), inputs, 0, BEFORE);
        for (int i = BEFORE; i < BEFORE + AFTER; i++) {
            drive(List.of(original, twin, fresh), inputs, i, i + 1);
            double[] expected = sample(fresh);
            assertArrayEquals(expected, sample(original), name + ": the original at tick " + original.tick());
            assertArrayEquals(expected, sample(twin), name + ": the copy at tick " + original.tick());
        }
    }

    /** A pointer move or leave before about one tick in six, else null. */
    private static List<Input> pointerInputs(Random rnd, int ticks) {
        List<Input> out = new java.util.ArrayList<>();
        for (int i = 0; i < ticks; i++) {
            int roll = rnd.nextInt(12);
            out.add(roll == 0 ? new Input.PointerLeft()
                    : roll == 1 ? new Input.PointerAt(new Vec2(rnd.nextDouble() * 900, rnd.nextDouble() * 600)) : null);
        }
        return out;
    }

    /** Steps every world over ticks {@code from} to {@code to}, each tick's input (if any) first. */
    private static void drive(List<World> worlds, List<Input> inputs, int from, int to) {
        for (int i = from; i < to; i++) {
            for (World w : worlds) {
                if (inputs.get(i) != null) w.apply(inputs.get(i));
                w.step();
            }
        }
    }

    private static double[] sample(World w) {
        double[] out = new double[w.series().size()];
        w.sample(out);
        return out;
    }
}
