package org.creatureexplorer.world.jeremiah;

import java.util.List;
import org.creatureexplorer.creature.jeremiah.NoiseOrbitHead;
import org.creatureexplorer.model.FixedTickWorld;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamKey;
import org.creatureexplorer.model.ParamSpec;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.Scenario;
import org.creatureexplorer.model.SeriesSpec;
import org.creatureexplorer.model.TickScenario;
import org.creatureexplorer.model.Trail;
import org.creatureexplorer.model.WorldScenario;
import org.creatureexplorer.sim.Vec2;

/**
 * Lesson "the head on a noise orbit": Jeremiah's head alone in its 600 x 600 box, steered by
 * one smooth noise value. Holding the mouse button on the stage (or the mouse-held
 * parameter) applies the mouse-held rule.
 */
public final class HeadOrbitWorld extends FixedTickWorld {
    public static final ParamKey<Integer> SEED = ParamKey.integer("seed", "noise seed", "", 1, 9999, 1, false);
    public static final ParamKey<Boolean> MOUSE_HELD = ParamKey.bool("mouse-held", "mouse held (also: hold the button on the stage)", false, true);
    public static final List<ParamSpec> PARAMS = ParamKey.specs(SEED, MOUSE_HELD);

    public static final List<String> COLUMNS = List.of("noise", "radius", "turn_rate", "head_speed", "head_x", "head_y");

    private static final List<SeriesSpec> SERIES = List.of(
            new SeriesSpec("noise", "noise n", ""),
            new SeriesSpec("radius", "distance from the centre", "px"),
            new SeriesSpec("turn_rate", "turning speed (+ clockwise)", "rad/tick"),
            new SeriesSpec("head_speed", "head speed", "px/tick"),
            new SeriesSpec("head_x", "head x", "px"),
            new SeriesSpec("head_y", "head y", "px"),
            new SeriesSpec("turn_scale", "turning factor (second noise)", ""));

    public static final int TRAIL_LENGTH = 200;

    private final NoiseOrbitHead head;
    private boolean heldParam;
    private boolean pressed;
    private final Trail<Vec2> trail;

    public HeadOrbitWorld(ParamValues p) {
        super(NoiseOrbitHead.BOX, NoiseOrbitHead.BOX);
        trail = new Trail<>(TRAIL_LENGTH);
        heldParam = MOUSE_HELD.in(p);
        head = new NoiseOrbitHead(SEED.in(p), heldParam);
        trail.add(head.position());
    }

    private HeadOrbitWorld(HeadOrbitWorld from) {
        super(from);
        head = from.head.copy();
        heldParam = from.heldParam;
        pressed = from.pressed;
        trail = from.trail.copy();
    }

    @Override public HeadOrbitWorld copy() { return new HeadOrbitWorld(this); }

    @Override public void step() {
        tick++;
        head.step(held());
        trail.add(head.position());
    }

    @Override public List<SeriesSpec> series() { return SERIES; }

    @Override public void sample(double[] out) {
        out[0] = head.noise();
        out[1] = head.position().distanceTo(NoiseOrbitHead.CENTRE);
        out[2] = head.turnRate();
        out[3] = head.speed();
        out[4] = head.position().x();
        out[5] = head.position().y();
        out[6] = head.turnScale();
    }

    @Override public void apply(Input input) {
        if (input instanceof Input.PointerPressed) pressed = true;
        else if (input instanceof Input.PointerReleased) pressed = false;
        else if (input instanceof Input.SetParam s && MOUSE_HELD.isSetBy(s)) heldParam = MOUSE_HELD.from(s);
    }

    /** True while the mouse-held rule applies (button held on the stage, or the parameter). */
    public boolean held() { return heldParam || pressed; }

    public NoiseOrbitHead head() { return head; }

    /** Head positions over the last {@link #TRAIL_LENGTH} frames, oldest first. */
    public List<Vec2> trail() { return trail.toList(); }

    /** What {@code measure head-orbit} runs: this world, tick by tick, printed as CSV. */
    public static final Scenario SCENARIO = new TickScenario(new WorldScenario("head-orbit", "Jeremiah's head on its noise orbit (px and frames)",
            PARAMS, 600, HeadOrbitWorld::new, COLUMNS));
}
