package org.creatureexplorer.world.jeremiah;

import java.util.List;
import org.creatureexplorer.creature.jeremiah.Jeremiah;
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

/** Lesson "Jeremiah, whole": the creature in its 600 x 600 box; holding the button on the stage applies the mouse-held rule. */
public final class JeremiahWorld extends FixedTickWorld {
    public static final ParamKey<Integer> SEED =
            ParamKey.integer("seed", "seed (noise, leg proportions, feeler drifts, landing spots)", "", 1, 9999, 1, false);
    public static final ParamKey<Boolean> MOUSE_HELD = ParamKey.bool("mouse-held", "mouse held (also: hold the button on the stage)", false, true);

    public static final List<ParamSpec> PARAMS = ParamKey.specs(SEED);

    public static final List<ParamSpec> LESSON_PARAMS = ParamKey.specs(SEED, MOUSE_HELD);

    public static final List<String> COLUMNS = List.of("head_x", "head_y", "head_speed", "body_stretch", "steps_this_tick", "feet_planted");

    private static final List<SeriesSpec> SERIES = List.of(
            new SeriesSpec("head_x", "head x", "px"),
            new SeriesSpec("head_y", "head y", "px"),
            new SeriesSpec("head_speed", "head speed", "px/tick"),
            new SeriesSpec("body_stretch", "body length / rest length", ""),
            new SeriesSpec("steps_this_tick", "feet that stepped this tick", ""),
            new SeriesSpec("feet_planted", "feet on a wall that stayed put this tick", ""),
            new SeriesSpec("steps_per_s", "steps in the last second", "steps/s"),
            new SeriesSpec("noise", "noise n", ""));

    public static final int TRAIL_LENGTH = 200;

    private final Jeremiah creature;
    private boolean heldParam;
    private boolean pressed;
    private final Trail<Vec2> trail;

    public JeremiahWorld(ParamValues p) {
        super(600, 600);
        trail = new Trail<>(TRAIL_LENGTH);
        heldParam = MOUSE_HELD.isIn(p) && MOUSE_HELD.in(p);
        creature = new Jeremiah(SEED.in(p), heldParam);
        trail.add(creature.head().position());
    }

    private JeremiahWorld(JeremiahWorld from) {
        super(from);
        creature = from.creature.copy();
        heldParam = from.heldParam;
        pressed = from.pressed;
        trail = from.trail.copy();
    }

    @Override public JeremiahWorld copy() { return new JeremiahWorld(this); }

    @Override public void step() {
        tick++;
        creature.step(held());
        trail.add(creature.head().position());
    }

    @Override public List<SeriesSpec> series() { return SERIES; }

    @Override public void sample(double[] out) {
        Vec2 h = creature.head().position();
        out[0] = h.x();
        out[1] = h.y();
        out[2] = creature.head().speed();
        out[3] = creature.body().stretch();
        out[4] = creature.stepsThisFrame();
        out[5] = creature.feetPlanted();
        out[6] = creature.stepsPerSecond();
        out[7] = creature.head().noise();
    }

    @Override public void apply(Input input) {
        if (input instanceof Input.PointerPressed) pressed = true;
        else if (input instanceof Input.PointerReleased) pressed = false;
        else if (input instanceof Input.SetParam s && MOUSE_HELD.isSetBy(s)) heldParam = MOUSE_HELD.from(s);
    }

    public boolean held() { return heldParam || pressed; }

    public Jeremiah creature() { return creature; }

    /** Head positions over the last {@link #TRAIL_LENGTH} frames, oldest first. */
    public List<Vec2> trail() { return trail.toList(); }

    /** How many head positions the trail holds now (at most {@link #TRAIL_LENGTH}). */
    public int trailSize() { return trail.size(); }

    /** What {@code measure jeremiah} runs: this world, tick by tick, printed as CSV. */
    public static final Scenario SCENARIO = new TickScenario(new WorldScenario("jeremiah", "the whole creature in its 600 x 600 box",
            LESSON_PARAMS, 3600, JeremiahWorld::new, COLUMNS));
}
