package org.creatureexplorer.world.skeletons;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.creatureexplorer.model.CopyCheck;
import org.creatureexplorer.model.Handle;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.World;
import org.creatureexplorer.sim.Vec2;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The skeleton lessons' controls, each checked by what it must do to the world: the chain's live
 * gap and speed cap, the distance lesson's two handles and its length, the knee's handles,
 * bones and bend side, and for every world a copy that is deep and goes on as the original.
 */
class SkeletonControlsTest {
    private static final double DT = 1.0 / 60;

    static Stream<Arguments> worlds() {
        return Stream.of(
                Arguments.of("chain", (Supplier<World>) () -> new ChainWorld(ParamValues.defaults(ChainWorld.PARAMS))),
                Arguments.of("distance", (Supplier<World>) () -> new DistanceWorld(ParamValues.defaults(DistanceWorld.PARAMS))),
                Arguments.of("knee", (Supplier<World>) () -> new KneeWorld(ParamValues.defaults(KneeWorld.PARAMS))),
                Arguments.of("spider", (Supplier<World>) () -> new SpiderWorld(ParamValues.defaults(SpiderWorld.PARAMS))),
                Arguments.of("lizard", (Supplier<World>) () -> new LizardWorld(ParamValues.defaults(LizardWorld.PARAMS))),
                Arguments.of("bodies", (Supplier<World>) () -> new BodiesWorld(ParamValues.defaults(BodiesWorld.PARAMS))));
    }

    /** The pointer, and drags of the world's own handles, at random ticks (seeded). */
    private static List<Input> inputs(World w, Random rnd, int ticks) {
        List<Input> out = new ArrayList<>();
        for (int t = 0; t < ticks; t++) {
            int roll = rnd.nextInt(10);
            Vec2 p = new Vec2(rnd.nextDouble() * w.stageWidth(), rnd.nextDouble() * w.stageHeight());
            List<Handle> handles = w.handles();
            out.add(roll == 0 ? new Input.PointerAt(p) : roll == 1 ? new Input.PointerLeft()
                    : roll == 2 && !handles.isEmpty() ? new Input.Drag(handles.get(rnd.nextInt(handles.size())).id(), p)
                    : roll == 3 && !handles.isEmpty() ? new Input.Release(handles.get(rnd.nextInt(handles.size())).id()) : null);
        }
        return out;
    }

    private static void drive(World w, List<Input> inputs, int from, int to) {
        for (int t = from; t < to; t++) {
            if (inputs.get(t) != null) w.apply(inputs.get(t));
            w.step();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("worlds")
    void aCopyIsDeepAndGoesOnAsTheOriginal(String name, Supplier<World> make) {
        World original = make.get();
        List<Input> in = inputs(original, new Random(name.hashCode()), 300);
        drive(original, in, 0, 150);
        World twin = original.copy();
        assertEquals(List.of(), CopyCheck.problems(original, twin), name);
        World elsewhere = original.copy();
        drive(elsewhere, inputs(elsewhere, new Random(9), 100), 0, 100);
        World fresh = make.get();
        drive(fresh, in, 0, 150);
        for (int t = 150; t < 300; t++) {
            drive(original, in, t, t + 1);
            drive(twin, in, t, t + 1);
            drive(fresh, in, t, t + 1);
            assertArrayEquals(sample(fresh), sample(original), name + ": the original at tick " + t);
            assertArrayEquals(sample(fresh), sample(twin), name + ": the copy at tick " + t);
        }
    }

    /** A new gap is every gap from the next tick; a new speed cap caps the head's speed. */
    @Test
    void theChainsLiveGapAndSpeedCap() {
        ChainWorld w = new ChainWorld(ParamValues.defaults(ChainWorld.PARAMS));
        for (int t = 0; t < 30; t++) w.step();
        w.apply(new Input.SetParam("gap", 20));
        w.apply(new Input.SetParam("head-speed-cap", 30));
        for (int t = 0; t < 120; t++) {
            Vec2 head = w.leadPoint();
            w.step();
            assertTrue(w.leadPoint().distanceTo(head) <= 30 * DT + 1e-9, "tick " + t + ": " + w.leadPoint().distanceTo(head) / DT + " px/s");
            for (int i = 1; i < w.chain().size(); i++) assertEquals(20, w.chain().joint(i).distanceTo(w.chain().joint(i - 1)), 1e-9);
        }
        assertEquals(w.chain().joint(0), w.leadPoint());
        assertEquals(w.leadPoint(), w.trail().get(w.trail().size() - 1));
        // The target: driven, it is the driven point; the pointer then no longer moves it.
        Vec2 p = new Vec2(50, 60);
        w.apply(new Input.PointerAt(p));
        assertEquals(p, w.pointer());
        w.driveTarget(new Vec2(400, 250));
        w.step();
        assertEquals(new Vec2(400, 250), w.followedTarget());
        assertEquals(w.target(), w.followedTarget());
        w.apply(new Input.PointerLeft());
        assertNull(w.pointer());
    }

    /** The point is kept at the set length from the anchor; each handle, dragged, is held where it is put until released. */
    @Test
    void theDistanceLessonsHandlesAndLength() {
        DistanceWorld w = new DistanceWorld(ParamValues.defaults(DistanceWorld.PARAMS));
        for (int t = 0; t < 600; t++) w.step();
        assertEquals(600, w.tick());
        // Undragged, the anchor eases after its slow figure-eight, trailing it by a few tens of px at most.
        assertTrue(w.anchor().distanceTo(DistanceWorld.IDLE_PATH.at(w.timeSeconds())) < 30, "anchor at " + w.anchor());
        assertEquals(List.of(new Handle(DistanceWorld.POINT, "P", w.point()), new Handle(DistanceWorld.ANCHOR, "A", w.anchor())), w.handles());
        w.apply(new Input.SetParam("length", 120));
        assertEquals(120, w.length());
        w.step();
        assertEquals(120, w.point().distanceTo(w.anchor()), 1e-9);
        Vec2 held = new Vec2(100, 100);
        w.apply(new Input.Drag(DistanceWorld.POINT, held));
        assertTrue(w.pointHeld());
        w.step();
        assertEquals(held, w.before(), "the ghost is where the point was dragged to");
        assertEquals(120, w.point().distanceTo(w.anchor()), 1e-9);
        assertEquals(w.point(), w.trail().get(w.trail().size() - 1));
        w.apply(new Input.Release(DistanceWorld.ANCHOR));
        assertTrue(w.pointHeld(), "releasing the anchor leaves the point held");
        w.apply(new Input.Release(DistanceWorld.POINT));
        assertFalse(w.pointHeld());
        Vec2 pin = new Vec2(300, 80);
        w.apply(new Input.Drag(DistanceWorld.ANCHOR, pin));
        for (int t = 0; t < 30; t++) {
            w.step();
            assertEquals(pin, w.anchor(), "the dragged anchor stays put");
        }
        w.apply(new Input.Release(DistanceWorld.ANCHOR));
        w.step();
        assertTrue(w.anchor().distanceTo(pin) > 0, "released, it eases back toward its path");
    }

    /** The knee's idle foot target: swept from the hip reach x (0.62 + 0.58 sin(2 pi t / 10 + phase)), along 0.35 sin(2 pi t / 13) rad. */
    @Test
    void theKneesIdleTargetSweepsAndWobbles() {
        KneeWorld w = new KneeWorld(ParamValues.defaults(KneeWorld.PARAMS));
        double reach = w.thigh() + w.shin();
        assertEquals(42, reach, 0.0);
        for (int t = 1; t <= 900; t++) {
            w.step();
            double s = t * DT;
            Vec2 toTarget = w.target().minus(w.hip());
            assertEquals(reach * (0.62 + 0.58 * Math.sin(2 * Math.PI * s / 10 + KneeWorld.SWEEP_PHASE)), toTarget.length(), 1e-9, "tick " + t);
            assertEquals(0.35 * Math.sin(2 * Math.PI * s / 13), toTarget.angle(), 1e-9, "tick " + t);
        }
        assertEquals(900, w.tick());
    }

    /** Handles: the hip moves the leg; the foot is held while dragged and eases back to the idle sweep once released. */
    @Test
    void theKneesHandlesAndBones() {
        KneeWorld w = new KneeWorld(ParamValues.defaults(KneeWorld.PARAMS));
        w.step();
        assertEquals(List.of(new Handle(KneeWorld.FOOT, "foot", w.target()), new Handle(KneeWorld.HIP, "hip", w.hip())), w.handles());
        Vec2 hip = new Vec2(150, 90);
        w.apply(new Input.Drag(KneeWorld.HIP, hip));
        assertEquals(hip, w.hip());
        assertFalse(w.footHeld());
        Vec2 foot = hip.plus(new Vec2(25, 10));
        w.apply(new Input.Drag(KneeWorld.FOOT, foot));
        assertTrue(w.footHeld());
        w.apply(new Input.Release(KneeWorld.HIP));
        assertTrue(w.footHeld(), "releasing the hip leaves the foot held");
        for (int t = 0; t < 10; t++) w.step();
        assertEquals(foot, w.target());
        assertEquals(foot, w.solution().foot(), "within reach, the foot is on the target");
        Vec2 knee = w.solution().knee();
        assertEquals(22, knee.distanceTo(hip), 1e-9);
        assertEquals(20, knee.distanceTo(foot), 1e-9);
        double side = foot.minus(hip).cross(knee.minus(hip));
        w.apply(new Input.SetParam("bend", 1));
        assertEquals(-1, w.bend());
        assertEquals(-Math.signum(side), Math.signum(foot.minus(hip).cross(w.solution().knee().minus(hip))), "the other bend folds the other way");
        w.apply(new Input.SetParam("thigh", 30));
        w.apply(new Input.SetParam("shin", 12));
        assertEquals(30, w.thigh());
        assertEquals(12, w.shin());
        assertEquals(18, w.reachMin(), 0.0);
        assertEquals(42, w.reachMax(), 0.0);
        w.apply(new Input.SetParam("guard", 0));
        assertFalse(w.guard());
        w.apply(new Input.Release(KneeWorld.FOOT));
        assertFalse(w.footHeld());
        // Released, it eases back toward the sweep (at 3/s) from where it was, not in one jump.
        w.step();
        double off = w.target().distanceTo(w.idleTarget(w.timeSeconds()));
        assertTrue(off > 1 && w.target().distanceTo(foot) < 5, "one tick after the release: " + off + " px off the sweep");
        for (int t = 0; t < 120; t++) w.step();
        assertTrue(w.target().distanceTo(w.idleTarget(w.timeSeconds())) < off, "closer to the sweep");
    }

    private static double[] sample(World w) {
        double[] s = new double[w.series().size()];
        w.sample(s);
        return s;
    }
}
