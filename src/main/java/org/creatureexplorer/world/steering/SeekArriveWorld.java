package org.creatureexplorer.world.steering;

import java.util.List;
import org.creatureexplorer.model.FixedTickWorld;
import org.creatureexplorer.model.Handle;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamSpec;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.SeriesSpec;
import org.creatureexplorer.model.World;
import org.creatureexplorer.sim.steer.Steering;

/**
 * Lesson "seek never arrives; arrive does": two walkers from the same start toward the same
 * target, one seeking and one arriving; each is exactly the {@code steer} scenario's world.
 */
public final class SeekArriveWorld implements World {
    public static final List<ParamSpec> PARAMS = List.of(
            SteerWorld.brakeParam(), SteerWorld.maxSpeedParam(), SteerWorld.maxForceParam(), SteerWorld.massParam());

    private static final List<SeriesSpec> SERIES = List.of(
            new SeriesSpec("t", "tick", ""),
            new SeriesSpec("seek_distance", "seek", "px"),
            new SeriesSpec("arrive_distance", "arrive", "px"),
            new SeriesSpec("seek_speed", "seek", "px/tick"),
            new SeriesSpec("arrive_speed", "arrive", "px/tick"),
            new SeriesSpec("arrive_asked_speed", "arrive: speed asked for last tick", "px/tick"),
            new SeriesSpec("arrive_actual_speed", "arrive: speed now", "px/tick"),
            new SeriesSpec("arrive_desired_speed", "arrive: desired speed now", "px/tick"));

    private final SteerWorld seek;
    private final SteerWorld arrive;
    /** The arriving walker's desired speed as decided on the previous tick (NaN at tick 0). */
    private double askedSpeed = Double.NaN;

    public SeekArriveWorld(ParamValues p) {
        seek = SteerWorld.create(p, SteerWorld.REFERENCE.withBehavior(SteerWorld.Behavior.SEEK));
        arrive = SteerWorld.create(p, SteerWorld.REFERENCE.withBehavior(SteerWorld.Behavior.ARRIVE));
    }

    private SeekArriveWorld(SeekArriveWorld from) {
        seek = from.seek.copy();
        arrive = from.arrive.copy();
        askedSpeed = from.askedSpeed;
    }

    @Override public SeekArriveWorld copy() { return new SeekArriveWorld(this); }

    @Override public double dt() { return FixedTickWorld.DT; }

    @Override public long tick() { return seek.tick(); }

    @Override public double stageWidth() { return seek.stageWidth(); }

    @Override public double stageHeight() { return seek.stageHeight(); }

    @Override public void step() {
        askedSpeed = arrive.decision().desired().length();
        seek.step();
        arrive.step();
    }

    @Override public List<SeriesSpec> series() { return SERIES; }

    @Override public void sample(double[] out) {
        Steering a = arrive.decision();
        out[0] = tick();
        out[1] = seek.body().position().distanceTo(seek.target());
        out[2] = arrive.body().position().distanceTo(arrive.target());
        out[3] = seek.body().speed();
        out[4] = arrive.body().speed();
        out[5] = askedSpeed;
        out[6] = arrive.body().speed();
        out[7] = a.desired().length();
    }

    @Override public List<Handle> handles() {
        return List.of(new Handle(SteerWorld.TARGET, "target", seek.target()));
    }

    @Override public void apply(Input input) {
        seek.apply(input);
        arrive.apply(input);
    }

    public SteerWorld seek() { return seek; }

    public SteerWorld arrive() { return arrive; }
}
