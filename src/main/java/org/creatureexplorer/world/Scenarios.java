package org.creatureexplorer.world;

import java.util.List;
import java.util.Optional;
import org.creatureexplorer.model.Scenario;
import org.creatureexplorer.model.WorldScenario;
import org.creatureexplorer.model.DurationScenario;
import org.creatureexplorer.model.TickScenario;
import org.creatureexplorer.world.skeletons.BodiesWorld;
import org.creatureexplorer.world.skeletons.ChainWorld;
import org.creatureexplorer.world.skeletons.DistanceWorld;
import org.creatureexplorer.world.skeletons.FabrikScenario;
import org.creatureexplorer.world.skeletons.KneeScenario;
import org.creatureexplorer.world.skeletons.LizardWorld;
import org.creatureexplorer.world.skeletons.SpiderWorld;
import org.creatureexplorer.world.skeletons.FoldWorld;
import org.creatureexplorer.world.steering.SteerWorld;
import org.creatureexplorer.world.steering.WanderWorld;
import org.creatureexplorer.world.jeremiah.FeelerWorld;
import org.creatureexplorer.world.jeremiah.HeadOrbitWorld;
import org.creatureexplorer.world.jeremiah.JeremiahWorld;
import org.creatureexplorer.world.jeremiah.SpringBodyWorld;
import org.creatureexplorer.world.jeremiah.SpringKneeWorld;
import org.creatureexplorer.world.blends.GrazeWorld;
import org.creatureexplorer.world.blends.PetScenario;

/** Every headless scenario {@code measure} can run, by name. */
public final class Scenarios {
    private Scenarios() {}

    private static final List<Scenario> ALL = List.of(
            new WorldScenario("distance", "one point kept at a fixed distance from an anchor on a slow figure-eight",
                    DistanceWorld.PARAMS, 600, DistanceWorld::new),
            new WorldScenario("chain", "the chain snake following its head around the figure-eight",
                    ChainWorld.PARAMS, 600, ChainWorld::new),
            new DurationScenario("fold", "the koi's head driven into its own sixth joint for --duration s, with and without a bend limit",
                    FoldWorld.PARAMS, 1, FoldWorld::foldingFromStart, FoldWorld.PRINTED),
            new WorldScenario("bodies", "the snake's and the koi's skins built from their circles: side lengths, crumpling, fins",
                    BodiesWorld.SCENARIO_PARAMS, 540, BodiesWorld::new),
            new KneeScenario(),
            new FabrikScenario(),
            new DurationScenario("lizard", "the lizard walking the figure-eight: four legs, diagonal pairs, the step rule",
                    List.of(LizardWorld.PARAMS.get(0)), 18, LizardWorld::new, LizardWorld.PRINTED),
            new DurationScenario("spider", "the spider on bumpy ground: two sets of four legs taking strict turns",
                    SpiderWorld.PARAMS, 9, SpiderWorld::new, SpiderWorld.PRINTED),
            new TickScenario(new WorldScenario("steer", "one walker seeking, arriving at or fleeing a target (px per tick); row t: state after t ticks and the force tick t+1 applies (steering after the cut; the wind is added on top)",
                    SteerWorld.PARAMS, 240, SteerWorld::new, SteerWorld.COLUMNS)),
            new TickScenario(new WorldScenario("wander", "one wanderer (circle or jump) on a 192 x 128 field that wraps, from its centre moving (0.4, 0); turn_deg is unsigned",
                    WanderWorld.PARAMS, 240, WanderWorld::new, WanderWorld.COLUMNS)),
            new TickScenario(new WorldScenario("head-orbit", "Jeremiah's head on its noise orbit (px and frames)",
                    HeadOrbitWorld.PARAMS, 600, HeadOrbitWorld::new, HeadOrbitWorld.COLUMNS)),
            new TickScenario(new WorldScenario("spring-body", "the body on position springs behind a head running along +x",
                    SpringBodyWorld.PARAMS, 600, SpringBodyWorld::new, SpringBodyWorld.COLUMNS)),
            new TickScenario(new WorldScenario("spring-knee", "one knee between a hip spring and a foot spring, settling",
                    SpringKneeWorld.PARAMS, 60, SpringKneeWorld::new, SpringKneeWorld.COLUMNS)),
            new TickScenario(new WorldScenario("feeler", "one feeler: pull toward the point ahead plus a fixed drift",
                    FeelerWorld.PARAMS, 600, FeelerWorld::new, FeelerWorld.COLUMNS)),
            new TickScenario(new WorldScenario("jeremiah", "the whole creature in its 600 x 600 box",
                    JeremiahWorld.PARAMS, 3600, JeremiahWorld::new, JeremiahWorld.COLUMNS)),
            new TickScenario(new WorldScenario("graze", "a walker grazing at a tuft at (150, 64) while a predator walks west across the field or stands parked in its way; feeding and fleeing combined by --blend (px per tick)",
                    GrazeWorld.PARAMS, 240, GrazeWorld::new, GrazeWorld.COLUMNS)),
            new PetScenario());

    public static List<Scenario> all() { return ALL; }

    public static Optional<Scenario> byName(String name) {
        return ALL.stream().filter(s -> s.name().equals(name)).findFirst();
    }

    public static List<String> names() { return ALL.stream().map(Scenario::name).toList(); }
}
