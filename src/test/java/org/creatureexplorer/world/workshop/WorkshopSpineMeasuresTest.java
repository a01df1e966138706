package org.creatureexplorer.world.workshop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.creatureexplorer.creature.Crawler;
import org.creatureexplorer.creature.SnakeBody;
import org.creatureexplorer.model.FixedTickWorld;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.sim.Angles;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.workshop.doc.CreatureDoc;
import org.creatureexplorer.world.workshop.doc.CreatureFileError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What the workshop measures of a spine, recounted from its joints every tick for every kind
 * of spine (plain, bend-limited, walking, crawling, point, side-walking): head to tail, the
 * largest bend, the gap error from the file's gap, the overlapping pairs from the radii, the
 * joints on the limit and the fin joint's summed bend. The crawler is also rebuilt from the
 * file's numbers and must move joint for joint as the workshop's.
 */
class WorkshopSpineMeasuresTest {
    private static final double EPS = 1e-9;

    /** Every library creature and challenge solution, and three with the koi's fins added (a plain, a walking and a crawling spine). */
    static Stream<String> creatures() {
        return Stream.of(Stream.concat(CreatureLibrary.NAMES.stream(), CreatureLibrary.CHALLENGES.stream()),
                Stream.of("snake+fins", "lizard+fins", "caterpillar+fins")).flatMap(s -> s);
    }

    private static CreatureDoc open(String name) throws CreatureFileError {
        if (!name.endsWith("+fins")) return CreatureLibrary.open(name);
        CreatureDoc d = CreatureLibrary.open(name.substring(0, name.length() - "+fins".length()));
        return WorkshopEdits.fins(d, Optional.of(WorkshopEdits.koiFins(d.spine().joints())));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("creatures")
    void theSpinesMeasuresAreItsJoints(String name) throws CreatureFileError {
        CreatureDoc doc = open(name);
        WorkshopWorld w = new WorkshopWorld(doc);
        for (int t = 0; t <= 300; t++) {
            if (t == 100) w.apply(new Input.PointerAt(new Vec2(w.stageWidth() * 0.2, w.stageHeight() * 0.7)));
            if (t == 200) w.apply(new Input.PointerLeft());
            String at = name + " tick " + t;
            int n = w.joints();
            assertEquals(doc.spine().joints(), n, at);
            assertEquals(w.joint(0).distanceTo(w.joint(n - 1)), value(w, "head_tail"), EPS, at);
            assertEquals(largestBend(w), value(w, "max_bend"), EPS, at);
            assertEquals(overlaps(w), value(w, "overlapping_pairs"), 0.0, at);
            if (doc.tentacles().isEmpty()) assertEquals(gapError(w, doc.spine().gap()), value(w, "max_gap_error"), EPS, at);
            if (doc.spine().bendLimit().isPresent()) assertEquals(atLimit(w, doc.spine().bendLimit().getAsDouble()), value(w, "at_limit"), 0.0, at);
            if (doc.fins().isPresent()) {
                int j = doc.fins().get().joint();
                assertEquals(signedBend(w, j - 1) + signedBend(w, j) + signedBend(w, j + 1), w.finBendSum(), EPS, at);
                Vec2 lastBone = w.joint(n - 1).minus(w.joint(n - 2));
                assertEquals(lastBone.angle(), w.tailAngle(), EPS, at);
            }
            assertEquals(w.joint(0), w.trail().get(w.trail().size() - 1), at);
            assertEquals(w.joint(0).distanceTo(w.target()), value(w, "target_distance"), EPS, at);
            w.step();
        }
        assertTrue(w.trail().size() == WorkshopWorld.TRAIL_LENGTH, name + ": the trail is full after 300 ticks");
    }

    /**
     * The workshop's crawl is the caterpillar lesson's {@link Crawler} with the file's numbers
     * (its curvature the inverse of the turn radius), laid straight along the path's start and
     * stepped toward the same targets: the same joints to the last bit.
     */
    @Test
    void theCrawlIsTheLessonsCrawlerWithTheFilesNumbers() throws CreatureFileError {
        CreatureDoc doc = CreatureLibrary.open("caterpillar");
        CreatureDoc.Crawl c = (CreatureDoc.Crawl) doc.brain();
        CreatureDoc.Spine s = doc.spine();
        CreatureDoc.Path path = doc.stage().path();
        double dt = FixedTickWorld.DT;
        Vec2 head = path.eight().at(path.phase());
        Vec2 along = path.eight().at(path.phase() + dt).minus(path.eight().at(path.phase() - dt));
        Crawler.Stride stride = new Crawler.Stride(s.joints(), s.gap(), c.squeeze(), c.phasePerJoint(), c.spring(), c.damping(),
                c.forwardFriction(), 1 / c.turnRadius());
        Crawler lesson = new Crawler(stride, c.backFriction(), c.wave(), head, Vec2.polar(1, along.angle()));
        WorkshopWorld w = new WorkshopWorld(doc);
        List<Double> gaps = new ArrayList<>();
        for (int t = 0; t <= 400; t++) {
            for (int i = 0; i < s.joints(); i++) assertEquals(lesson.joint(i), w.joint(i), "tick " + t + " joint " + i);
            for (int i = 1; i < s.joints(); i++) gaps.add(w.joint(i).distanceTo(w.joint(i - 1)));
            w.step();
            lesson.step(w.target(), dt);
        }
        // Real joints of a crawling body: the wave and springs squeeze every gap hard, but no joint lands on its neighbour and none tears away.
        for (double g : gaps) assertTrue(g > 1 && g < s.gap() * 1.5, "a gap of " + g + " px");
        assertTrue(w.joint(0).distanceTo(head) > 50, "the crawler travels: its head is " + w.joint(0).distanceTo(head) + " px from its start");
    }

    /** Radii: a profile of the spine's length is used as it is; a shorter one is sampled linearly along the body; "snake" is the snake's. */
    @Test
    void radiiAreTheProfileSampledAlongTheBody() throws CreatureFileError {
        CreatureDoc snake = CreatureLibrary.open("snake");
        WorkshopWorld named = new WorkshopWorld(snake);
        for (int i = 0; i < 26; i++) assertEquals(SnakeBody.radius(i, 26), named.radius(i));
        CreatureDoc.Spine s = snake.spine();
        // Two numbers, 10 then 4, over 5 joints: 10, 8.5, 7, 5.5, 4 (a straight line from head to tail).
        WorkshopWorld two = new WorkshopWorld(withRadii(snake, 5, List.of(10.0, 4.0)));
        double[] expected = {10, 8.5, 7, 5.5, 4};
        for (int i = 0; i < 5; i++) assertEquals(expected[i], two.radius(i), EPS, "joint " + i);
        // Three numbers over 9 joints: joints 0, 4 and 8 on them, the rest halfway and a quarter between.
        WorkshopWorld three = new WorkshopWorld(withRadii(snake, 9, List.of(8.0, 16.0, 4.0)));
        double[] nine = {8, 10, 12, 14, 16, 13, 10, 7, 4};
        for (int i = 0; i < 9; i++) assertEquals(nine[i], three.radius(i), EPS, "joint " + i);
        WorkshopWorld one = new WorkshopWorld(withRadii(snake, 6, List.of(7.0)));
        for (int i = 0; i < 6; i++) assertEquals(7, one.radius(i));
        assertEquals(s.joints(), named.joints());
    }

    private static CreatureDoc withRadii(CreatureDoc d, int joints, List<Double> profile) {
        CreatureDoc.Spine s = d.spine();
        CreatureDoc.Spine next = new CreatureDoc.Spine(joints, s.gap(), s.bendLimit(), new CreatureDoc.Radii("", profile), s.start());
        return new CreatureDoc(d.schema(), d.name(), d.about(), d.seed(), d.stage(), next, d.brain(), d.legs(), d.sideLegs(), d.fins(),
                d.tentacles(), d.strands(), d.feelers(), d.skin());
    }

    private static double signedBend(WorkshopWorld w, int i) {
        Vec2 a = w.joint(i).minus(w.joint(i - 1)), b = w.joint(i + 1).minus(w.joint(i));
        return Angles.wrap(b.angle() - a.angle());
    }

    private static double largestBend(WorkshopWorld w) {
        double worst = 0;
        for (int i = 1; i < w.joints() - 1; i++) worst = Math.max(worst, Math.abs(signedBend(w, i)));
        return worst;
    }

    private static double gapError(WorkshopWorld w, double gap) {
        double worst = 0;
        for (int i = 1; i < w.joints(); i++) worst = Math.max(worst, Math.abs(w.joint(i).distanceTo(w.joint(i - 1)) - gap));
        return worst;
    }

    private static int overlaps(WorkshopWorld w) {
        int pairs = 0;
        for (int i = 0; i < w.joints(); i++) {
            for (int j = i + 3; j < w.joints(); j++) if (w.joint(i).distanceTo(w.joint(j)) < w.radius(i) + w.radius(j)) pairs++;
        }
        return pairs;
    }

    /**
     * 1 when some joint's bend sits on the limit (to the chain's own tolerance), else 0; the
     * head's bend is its first bone's against the way the head faces.
     */
    private static int atLimit(WorkshopWorld w, double limit) {
        double back = w.brain().facing().angle() + Math.PI;
        if (Math.abs(Math.abs(Angles.wrap(w.joint(1).minus(w.joint(0)).angle() - back)) - limit) < 1e-9) return 1;
        for (int i = 1; i < w.joints() - 1; i++) if (Math.abs(Math.abs(signedBend(w, i)) - limit) < 1e-9) return 1;
        return 0;
    }

    private static double value(WorkshopWorld w, String column) {
        double[] out = new double[w.series().size()];
        w.sample(out);
        for (int i = 0; i < out.length; i++) if (w.series().get(i).column().equals(column)) return out[i];
        throw new AssertionError("no column " + column);
    }
}
