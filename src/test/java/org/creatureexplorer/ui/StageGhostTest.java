package org.creatureexplorer.ui;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lessons.gallery.CaterpillarLesson;
import org.creatureexplorer.lessons.gallery.KoiLesson;
import org.creatureexplorer.lessons.jeremiah.SpringBodyLesson;
import org.creatureexplorer.lessons.mannerisms.ArriveLesson;
import org.creatureexplorer.lessons.mannerisms.WanderLesson;
import org.creatureexplorer.lessons.skeletons.ChainLesson;
import org.creatureexplorer.lessons.skeletons.FoldLesson;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.World;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.gallery.CaterpillarWorld;
import org.creatureexplorer.world.gallery.KoiWorld;
import org.creatureexplorer.world.jeremiah.SpringBodyWorld;
import org.creatureexplorer.world.skeletons.ChainWorld;
import org.creatureexplorer.world.skeletons.FoldWorld;
import org.creatureexplorer.world.steering.SeekArriveWorld;
import org.creatureexplorer.world.steering.WanderPairWorld;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The ghosts on the stage: a pinned run drawn behind the live one is a second world with the
 * pinned parameters, in step with the live tick. For each lesson that has one, its positions
 * equal a separate run with the pinned parameters at the same tick, and the stage draws it.
 */
class StageGhostTest {
    /** A lesson, the parameter that differs, the pinned and the live value, and the creature's positions. */
    record Case(Lesson<?> lesson, String param, String pinned, String live, Function<World, double[]> positions) {
        @Override public String toString() { return lesson.id() + " " + param + " " + pinned + " vs " + live; }
    }

    private static double[] flat(List<Vec2> points) {
        double[] out = new double[2 * points.size()];
        for (int i = 0; i < points.size(); i++) {
            out[2 * i] = points.get(i).x();
            out[2 * i + 1] = points.get(i).y();
        }
        return out;
    }

    private static double[] joints(int n, java.util.function.IntFunction<Vec2> joint) {
        List<Vec2> pts = new ArrayList<>();
        for (int i = 0; i < n; i++) pts.add(joint.apply(i));
        return flat(pts);
    }

    static Stream<Arguments> cases() {
        return Stream.of(
                new Case(ChainLesson.create(), "gap", "12", "20",
                        w -> joints(((ChainWorld) w).chain().size(), ((ChainWorld) w).chain()::joint)),
                new Case(FoldLesson.create(), "max-bend", "3.15", "0.35",
                        w -> joints(((FoldWorld) w).chain().size(), ((FoldWorld) w).chain()::joint)),
                new Case(ArriveLesson.create(), "brake", "24", "60",
                        w -> flat(List.of(((SeekArriveWorld) w).arrive().body().position()))),
                new Case(WanderLesson.create(), "jitter", "0.5", "1.2",
                        w -> flat(List.of(((WanderPairWorld) w).circle().body().position(), ((WanderPairWorld) w).jump().body().position()))),
                new Case(SpringBodyLesson.create(), "take", "0.8", "0.3",
                        w -> joints(((SpringBodyWorld) w).body().size(), ((SpringBodyWorld) w).body()::point)),
                new Case(CaterpillarLesson.create(), "back-friction", "28", "5",
                        w -> joints(CaterpillarWorld.JOINTS, ((CaterpillarWorld) w)::joint)),
                new Case(KoiLesson.create(), "max-bend", "0.35", "0.7",
                        w -> joints(org.creatureexplorer.creature.Koi.JOINTS, ((KoiWorld) w).koi().chain()::joint)))
                .map(Arguments::of);
    }

    private static BufferedImage paint(StageView stage) {
        BufferedImage img = new BufferedImage(800, 500, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        try {
            stage.setSize(800, 500);
            stage.paintStage(g, 800, 500);
        } finally {
            g.dispose();
        }
        return img;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void theGhostIsASeparateRunWithThePinnedParametersAtTheLiveTick(Case c) {
        LessonView v = new LessonView(c.lesson());
        v.setParameter(c.param(), c.pinned());
        v.advance(90);
        v.pin();
        v.setParameter(c.param(), c.live());
        v.reset();
        int ticks = 300;
        v.advance(ticks - 40);
        v.stepBack(20); // a step back moves the ghost back too
        v.advance(60);
        assertEquals(ticks, v.playback().tick());
        World ghost = v.pins().list().get(0).world();
        assertEquals(ticks, ghost.tick());

        ParamValues pinned = c.lesson().defaultParams();
        pinned.parseAndSet(c.param(), c.pinned());
        World separate = c.lesson().createWorld(pinned);
        for (int i = 0; i < ticks; i++) separate.step();
        assertArrayEquals(c.positions().apply(separate), c.positions().apply(ghost), "the ghost's positions at tick " + ticks);
        assertFalse(Arrays.equals(c.positions().apply(v.playback().world()), c.positions().apply(ghost)),
                "the live creature, with its own " + c.param() + ", is elsewhere");

        // The stage draws it: the picture with the ghost differs from the one without.
        BufferedImage with = paint(v.stage());
        v.clearPin(0);
        BufferedImage without = paint(v.stage());
        assertTrue(differingPixels(with, without) > 50, "the ghost is drawn on the stage");
    }

    /**
     * The chain's pinned run that lies on the live one (20 joints pinned, 26 live: the same head, the
     * same path) is seen anyway: its spine is drawn over the live body, so the picture with the pin
     * differs from the one without it on the live body itself, and it ends where the shorter chain ends.
     */
    @org.junit.jupiter.api.Test
    void aPinnedChainOnTheLiveOneIsDrawnOverIt() {
        LessonView v = new LessonView(ChainLesson.create());
        v.setParameter("joints", "20");
        v.advance(200);
        v.pin();
        v.setParameter("joints", "26");
        v.reset();
        v.advance(200);
        ChainWorld live = (ChainWorld) v.playback().world();
        ChainWorld ghost = (ChainWorld) v.pins().list().get(0).world();
        // The two heads lie on each other (same target, same head rule): only an over-drawn spine can show the pin there.
        assertTrue(live.chain().joint(0).distanceTo(ghost.chain().joint(0)) < 1e-9, "the same head");
        BufferedImage with = paint(v.stage());
        v.clearPin(0);
        BufferedImage without = paint(v.stage());
        java.awt.geom.Point2D head = v.stage().toComponent(live.chain().joint(5));
        int near = 0;
        for (int y = (int) head.getY() - 6; y <= head.getY() + 6; y++) {
            for (int x = (int) head.getX() - 6; x <= head.getX() + 6; x++) if (with.getRGB(x, y) != without.getRGB(x, y)) near++;
        }
        assertTrue(near > 10, "the pinned spine shows over the live body at joint 5: " + near + " px differ");
    }

    private static int differingPixels(BufferedImage a, BufferedImage b) {
        int n = 0;
        for (int y = 0; y < a.getHeight(); y++) for (int x = 0; x < a.getWidth(); x++) if (a.getRGB(x, y) != b.getRGB(x, y)) n++;
        return n;
    }
}
