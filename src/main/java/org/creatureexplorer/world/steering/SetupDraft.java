package org.creatureexplorer.world.steering;

import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.sim.steer.Gait;

/** A mutable copy of a {@link SteerWorld.Setup}, so each wither names only the fields it changes. */
final class SetupDraft {
    SteerWorld.Behavior behavior;
    Vec2 start, startVelocity, target, wind;
    Gait gait;
    double mass, brake, fieldWidth, fieldHeight, stageWidth, stageHeight;
    boolean walls, velocityHandle;

    SetupDraft(SteerWorld.Setup s) {
        behavior = s.behavior(); start = s.start(); startVelocity = s.startVelocity(); target = s.target(); gait = s.gait();
        mass = s.mass(); brake = s.brake(); wind = s.wind(); fieldWidth = s.fieldWidth(); fieldHeight = s.fieldHeight();
        stageWidth = s.stageWidth(); stageHeight = s.stageHeight(); walls = s.walls(); velocityHandle = s.velocityHandle();
    }

    SteerWorld.Setup build() {
        return new SteerWorld.Setup(behavior, start, startVelocity, target, gait, mass, brake, wind, fieldWidth, fieldHeight,
                stageWidth, stageHeight, walls, velocityHandle);
    }
}
