package org.creatureexplorer.world;

import java.util.List;
import java.util.Optional;
import org.creatureexplorer.model.Scenario;
import org.creatureexplorer.model.WorldScenario;
import org.creatureexplorer.world.skeletons.ChainWorld;
import org.creatureexplorer.world.skeletons.DistanceWorld;
import org.creatureexplorer.world.jeremiah.FeelerWorld;
import org.creatureexplorer.world.jeremiah.FrameScenario;
import org.creatureexplorer.world.jeremiah.HeadOrbitWorld;
import org.creatureexplorer.world.jeremiah.JeremiahWorld;
import org.creatureexplorer.world.jeremiah.SpringBodyWorld;
import org.creatureexplorer.world.jeremiah.SpringKneeWorld;

/** Every headless scenario {@code measure} can run, by name. */
public final class Scenarios {
    private Scenarios() {}

    private static final List<Scenario> ALL = List.of(
            new WorldScenario("distance", "one point kept at a fixed distance from an anchor on a slow figure-eight",
                    DistanceWorld.PARAMS, 600, DistanceWorld::new),
            new WorldScenario("chain", "the chain snake following its head around the figure-eight",
                    ChainWorld.PARAMS, 600, ChainWorld::new),
            new FrameScenario("head-orbit", "Jeremiah's head on its noise orbit (px and frames)", HeadOrbitWorld.PARAMS, 600, HeadOrbitWorld::new, HeadOrbitWorld.COLUMNS),
            new FrameScenario("spring-body", "the body on position springs behind a head running along +x", SpringBodyWorld.PARAMS, 600, SpringBodyWorld::new, SpringBodyWorld.COLUMNS),
            new FrameScenario("spring-knee", "one knee between a hip spring and a foot spring, settling", SpringKneeWorld.PARAMS, 60, SpringKneeWorld::new, SpringKneeWorld.COLUMNS),
            new FrameScenario("feeler", "one feeler: pull toward the point ahead plus a fixed drift", FeelerWorld.PARAMS, 600, FeelerWorld::new, FeelerWorld.COLUMNS),
            new FrameScenario("jeremiah", "the whole creature in its 600 x 600 box", JeremiahWorld.PARAMS, 3600, JeremiahWorld::new, JeremiahWorld.COLUMNS));

    public static List<Scenario> all() { return ALL; }

    public static Optional<Scenario> byName(String name) {
        return ALL.stream().filter(s -> s.name().equals(name)).findFirst();
    }

    public static List<String> names() { return ALL.stream().map(Scenario::name).toList(); }
}
