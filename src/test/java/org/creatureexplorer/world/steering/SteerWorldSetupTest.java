package org.creatureexplorer.world.steering;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.creatureexplorer.model.Handle;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamSpec;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.sim.steer.Gait;
import org.junit.jupiter.api.Test;

/** SteerWorld's setup, parameters, handles and the measures its charts read. */
class SteerWorldSetupTest {
    static final SteerWorld.Setup R = SteerWorld.REFERENCE;

    static double[] sample(SteerWorld w) {
        double[] out = new double[w.series().size()];
        w.sample(out);
        return out;
    }

    static int col(SteerWorld w, String name) { return SteerWorldTest.col(w, name); }

    @Test
    void eachWitherChangesOnlyItsOwnFields() {
        Vec2 a = new Vec2(1, 2), b = new Vec2(3, 4);
        assertEquals(new SteerWorld.Setup(R.behavior(), R.start(), R.startVelocity(), R.target(), R.gait(), R.mass(), R.brake(),
                R.wind(), R.fieldWidth(), R.fieldHeight(), 300, 200, false, false), R.withStage(300, 200));
        assertEquals(new SteerWorld.Setup(R.behavior(), R.start(), R.startVelocity(), R.target(), R.gait(), R.mass(), R.brake(),
                R.wind(), 100, 90, 192, 128, false, false), R.withField(100, 90));
        assertEquals(new SteerWorld.Setup(R.behavior(), R.start(), R.startVelocity(), R.target(), R.gait(), R.mass(), R.brake(),
                R.wind(), 192, 128, 192, 128, true, false), R.withWalls(true));
        assertEquals(new SteerWorld.Setup(R.behavior(), R.start(), R.startVelocity(), R.target(), R.gait(), R.mass(), R.brake(),
                R.wind(), 192, 128, 192, 128, false, true), R.withVelocityHandle(true));
        assertEquals(new SteerWorld.Setup(R.behavior(), a, b, R.target(), R.gait(), R.mass(), R.brake(),
                R.wind(), 192, 128, 192, 128, false, false), R.withStart(a, b));
        assertEquals(new SteerWorld.Setup(R.behavior(), R.start(), R.startVelocity(), a, R.gait(), R.mass(), R.brake(),
                R.wind(), 192, 128, 192, 128, false, false), R.withTarget(a));
        assertEquals(new SteerWorld.Setup(SteerWorld.Behavior.FLEE, R.start(), R.startVelocity(), R.target(), R.gait(), R.mass(), R.brake(),
                R.wind(), 192, 128, 192, 128, false, false), R.withBehavior(SteerWorld.Behavior.FLEE));
        assertEquals(new SteerWorld.Setup(R.behavior(), R.start(), R.startVelocity(), R.target(), R.gait(), R.mass(), R.brake(),
                b, 192, 128, 192, 128, false, false), R.withWind(b));
        SteerWorld w = new SteerWorld(R.withStage(300, 200));
        assertEquals(300, w.stageWidth());
        assertEquals(200, w.stageHeight());
    }

    @Test
    void theParameterAccessorsNameTheKeysTheLessonsShare() {
        assertEquals("max-speed", SteerWorld.maxSpeedParam().name());
        assertEquals(6, SteerWorld.maxSpeedParam().max());
        assertEquals("max-force", SteerWorld.maxForceParam().name());
        assertEquals(0.3, SteerWorld.maxForceParam().defaultValue());
        assertEquals("mass", SteerWorld.massParam().name());
        assertEquals(0.5, SteerWorld.massParam().min(), "below 0.5 the uncapped run diverges (see MASS)");
        assertEquals("brake", SteerWorld.brakeParam().name());
        assertEquals(24, SteerWorld.brakeParam().defaultValue());
        assertEquals("panic", SteerWorld.panicParam().name());
        assertEquals("no-cap", SteerWorld.noCapParam().name());
        assertEquals("arrive", SteerWorld.Behavior.ARRIVE.id());
        assertEquals(SteerWorld.Behavior.FLEE, SteerWorld.Behavior.of("flee"));
        assertEquals(List.of("brake", "max-speed", "max-force", "mass"), SeekArriveWorld.PARAMS.stream().map(ParamSpec::name).toList());
    }

    @Test
    void outOfRangeParametersAreRefusedWithTheirName() {
        ParamValues p = ParamValues.defaults(SteerWorld.PARAMS);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> p.set("mass", 0.25));
        assertTrue(e.getMessage().contains("mass"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> p.parseAndSet("max-speed", "7"));
        assertThrows(IllegalArgumentException.class, () -> p.parseAndSet("behavior", "hover"));
        assertThrows(IllegalArgumentException.class, () -> new SteerWorld(R).apply(new Input.SetParam("mass", 0)));
    }

    @Test
    void aLessonsSubsetOfParametersTakesTheRestFromItsBase() {
        SteerWorld.Setup base = R.withWind(new Vec2(0.1, 0.2)).withBehavior(SteerWorld.Behavior.ARRIVE);
        ParamValues none = new ParamValues(List.of(SteerWorld.MAX_SPEED.spec()));
        SteerWorld.Setup same = SteerWorld.setup(none, base);
        assertEquals(base, same);
        assertEquals(new Vec2(0.1, 0.2), same.wind(), "no wind key: the base's wind");
        ParamValues onlyY = new ParamValues(List.of(SteerWorld.WIND_Y.spec()));
        onlyY.set("wind-y", -0.5);
        assertEquals(new Vec2(0.1, -0.5), SteerWorld.setup(onlyY, base).wind(), "wind-y alone keeps the base's x");
        ParamValues onlyX = new ParamValues(List.of(SteerWorld.WIND_X.spec()));
        onlyX.set("wind-x", 0.7);
        assertEquals(new Vec2(0.7, 0.2), SteerWorld.setup(onlyX, base).wind(), "wind-x alone keeps the base's y");
        ParamValues polar = new ParamValues(List.of(SteerWorld.WIND_STRENGTH.spec(), SteerWorld.WIND_DIR.spec()));
        polar.set("wind-strength", 0.3);
        polar.set("wind-dir", 90);
        SteerWorld.Setup down = SteerWorld.setup(polar, base);
        assertEquals(0, down.wind().x(), 1e-12);
        assertEquals(0.3, down.wind().y(), 1e-12, "90 degrees blows down the stage");
        assertEquals(SteerWorld.Behavior.ARRIVE, down.behavior());
        assertEquals(new Gait(2.4, 0.3), down.gait());
    }

    @Test
    void createRecomputesTheFirstRowWithTheLessonsPanicRadius() {
        ParamValues p = new ParamValues(List.of(SteerWorld.PANIC.spec()));
        p.set("panic", 40);
        // The reference start is 84 px from the threat: outside 40 px, so flee wants no motion.
        SteerWorld w = SteerWorld.create(p, R.withBehavior(SteerWorld.Behavior.FLEE));
        assertEquals(40, w.panic());
        assertEquals(Vec2.ZERO, w.firstRow().steering().desired());
        assertEquals(w.decision(), w.firstRow().steering());
        assertEquals(w.firstRow(), w.rows().get(0));
    }

    @Test
    void aDragAtTickZeroRewritesTheFirstRowAndALaterOneDoesNot() {
        SteerWorld w = new SteerWorld(R);
        w.apply(new Input.Drag(SteerWorld.WALKER, new Vec2(40, 30)));
        assertEquals(new Vec2(40, 30), w.firstRow().position());
        assertEquals(1, w.rows().size());
        w.step();
        w.step();
        w.apply(new Input.Drag(SteerWorld.WALKER, new Vec2(70, 30)));
        assertEquals(new Vec2(40, 30), w.firstRow().position(), "tick 0's row stays as it was");
        assertEquals(new Vec2(70, 30), w.rows().get(2).position());
        w.apply(new Input.SetParam("wind-x", 0.05));
        assertEquals(new Vec2(0.05, 0), w.wind());
        w.apply(new Input.SetParam("wind-y", -0.05));
        assertEquals(new Vec2(0.05, -0.05), w.wind());
        // By strength and direction: the direction set while the strength is 0 is kept for later.
        w.apply(new Input.SetParam("wind-strength", 0));
        w.apply(new Input.SetParam("wind-dir", 90));
        assertEquals(0, w.wind().length(), 1e-12);
        w.apply(new Input.SetParam("wind-strength", 0.2));
        assertEquals(0, w.wind().x(), 1e-12);
        assertEquals(0.2, w.wind().y(), 1e-12, "90 degrees: down the stage");
        w.apply(new Input.SetParam("wind-dir", 180));
        assertEquals(-0.2, w.wind().x(), 1e-12);
        assertEquals(0, w.wind().y(), 1e-12);
    }

    @Test
    void handlesAreVelocityTipTargetOrThreatAndWalker() {
        SteerWorld w = new SteerWorld(R.withVelocityHandle(true).withStart(new Vec2(30, 40), new Vec2(1, -0.5)));
        assertEquals(List.of(new Handle(SteerWorld.VELOCITY, "v", new Vec2(50, 30)),
                new Handle(SteerWorld.TARGET, "target", new Vec2(96, 64)),
                new Handle(SteerWorld.WALKER, "walker", new Vec2(30, 40))), w.handles());
        assertEquals(new Vec2(30 + 20, 40 - 10), w.velocityTip(), "the velocity drawn x 20");
        SteerWorld f = new SteerWorld(R.withBehavior(SteerWorld.Behavior.FLEE));
        assertEquals(List.of(new Handle(SteerWorld.TARGET, "threat", new Vec2(96, 64)),
                new Handle(SteerWorld.WALKER, "walker", new Vec2(24, 108))), f.handles());
    }

    @Test
    void withWallsEachDragOfTheWalkerCountsAndIsFenced() {
        SteerWorld walled = new SteerWorld(R.withWalls(true).withStart(new Vec2(50, 50), new Vec2(-1, 1)));
        assertFalse(walled.lastDragWins(SteerWorld.WALKER));
        assertTrue(walled.lastDragWins(SteerWorld.TARGET));
        assertTrue(new SteerWorld(R).lastDragWins(SteerWorld.WALKER));
        walled.apply(new Input.Drag(SteerWorld.WALKER, new Vec2(2, 60)));
        assertEquals(new Vec2(6, 60), walled.body().position(), "held 6 px inside the wall");
        assertEquals(new Vec2(0, 1), walled.body().velocity(), "the velocity into the wall is dropped");
        SteerWorld open = new SteerWorld(R.withStart(new Vec2(50, 50), new Vec2(-1, 1)));
        open.apply(new Input.Drag(SteerWorld.WALKER, new Vec2(2, 60)));
        assertEquals(new Vec2(2, 60), open.body().position());
        assertEquals(new Vec2(-1, 1), open.body().velocity());
    }

    @Test
    void theMissAngleIsTheUnsignedAngleBetweenVelocityAndDesired() {
        assertEquals(90, SteerWorld.missDegrees(new Vec2(2, 0), new Vec2(0, 3)), 1e-12);
        assertEquals(180, SteerWorld.missDegrees(new Vec2(0.5, 0), new Vec2(-3, 0)), 1e-12);
        assertEquals(45, SteerWorld.missDegrees(new Vec2(3, 3), new Vec2(0.25, 0)), 1e-9);
        assertEquals(60, SteerWorld.missDegrees(new Vec2(4, 0), new Vec2(0.5, -0.5 * Math.sqrt(3))), 1e-9);
        assertEquals(0, SteerWorld.missDegrees(Vec2.ZERO, new Vec2(1, 1)));
        assertEquals(0, SteerWorld.missDegrees(new Vec2(1, 1), Vec2.ZERO));
        // In the world: at rest the miss is 0; moving (1, 0) toward a target straight below, 90.
        SteerWorld w = new SteerWorld(R.withStart(new Vec2(96, 20), new Vec2(1, 0)));
        assertEquals(90, sample(w)[col(w, "miss_deg")], 1e-9);
    }

    @Test
    void theRestPointExistsOnlyForAWindUnderTheCapWithinTheBrakingRadius() {
        // Predicted offset = |wind| x R / maxSpeed; the rest point exists when |wind| < maxForce and offset < R.
        SteerWorld w = new SteerWorld(R.withBehavior(SteerWorld.Behavior.ARRIVE).withWind(new Vec2(0.3, 0)));
        assertEquals(3, w.predictedOffset(), 1e-12);
        assertFalse(w.restPredicted(), "a wind equal to the cap is never pushed back");
        assertTrue(Double.isNaN(sample(w)[col(w, "rest_error")]));
        w.apply(new Input.SetParam("wind-x", 0.29));
        assertTrue(w.restPredicted());
        assertEquals(96 + 0.29 * 10, w.predictedRest().x(), 1e-12);
        assertEquals(64, w.predictedRest().y(), 1e-12);
        assertEquals(w.body().position().distanceTo(new Vec2(96 + 2.9, 64)), sample(w)[col(w, "rest_error")], 1e-9);
        // maxSpeed 0.5, cap 2: a wind of 0.5 puts the balance exactly on R (0.5 x 24 / 0.5 = 24): no rest.
        w.apply(new Input.SetParam("max-speed", 0.5));
        w.apply(new Input.SetParam("max-force", 2));
        w.apply(new Input.SetParam("wind-x", 0.5));
        assertEquals(24, w.predictedOffset(), 1e-12);
        assertFalse(w.restPredicted(), "the balance point on the braking radius is not inside it");
        w.apply(new Input.SetParam("wind-x", 0.49));
        assertTrue(w.restPredicted());
        assertEquals(-(96 - 24) * 1.0, sample(w)[col(w, "offset")], 1e-9, "downwind (+x) offset of (24, 108) from (96, 64)");
    }

    @Test
    void theSampleReadsTheStateAndTheDecision() {
        SteerWorld w = new SteerWorld(R.withStart(new Vec2(40, 100), new Vec2(-0.48, 1.76)).withTarget(new Vec2(136, 28)));
        double[] s = sample(w);
        // The brief's worked example: desired (1.92, -1.44), raw (2.4, -3.2) of length 4, force (0.18, -0.24).
        assertEquals(1.92, s[col(w, "desired_x")], 1e-12);
        assertEquals(-1.44, s[col(w, "desired_y")], 1e-12);
        assertEquals(2.4, s[col(w, "steer_x")], 1e-12);
        assertEquals(-3.2, s[col(w, "steer_y")], 1e-12);
        assertEquals(4, s[col(w, "steer_len")], 1e-12);
        assertEquals(0.18, s[col(w, "force_x")], 1e-12);
        assertEquals(-0.24, s[col(w, "force_y")], 1e-12);
        assertEquals(0.3, s[col(w, "force_len")], 1e-12);
        assertEquals(2.4, s[col(w, "desired_speed")], 1e-12);
        assertEquals(120, s[col(w, "distance")], 1e-12);
        assertEquals(Math.hypot(0.48, 1.76), s[col(w, "speed")], 1e-12);
        assertEquals(0, s[col(w, "t")]);
        w.step();
        assertEquals(-0.30, w.body().velocity().x(), 1e-12);
        assertEquals(1.52, w.body().velocity().y(), 1e-12);
        assertEquals(1, sample(w)[col(w, "t")]);
    }
}
