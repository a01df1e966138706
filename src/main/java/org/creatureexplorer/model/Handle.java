package org.creatureexplorer.model;

import org.creatureexplorer.sim.Vec2;

/** Something on the stage a pointer can grab and drag: an anchor, a hip, a target. */
public record Handle(String id, String label, Vec2 position) {}
