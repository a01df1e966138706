package org.creatureexplorer.world.workshop.doc;

import org.creatureexplorer.world.workshop.doc.CreatureDoc.Feeler;
import org.creatureexplorer.world.workshop.doc.CreatureDoc.Fins;
import org.creatureexplorer.world.workshop.doc.CreatureDoc.Path;
import org.creatureexplorer.world.workshop.doc.CreatureDoc.Spine;
import org.creatureexplorer.world.workshop.doc.CreatureDoc.Stage;
import org.creatureexplorer.world.workshop.doc.CreatureDoc.Tentacle;

/** The stage and the smaller parts of a creature file, each read with its ranges. */
final class Parts {
    private Parts() {}

    static Stage stage(Fields f) throws CreatureFileError {
        f.keys("width", "height", "path");
        double w = f.number("width", 200, 2000, "px");
        double h = f.number("height", 150, 2000, "px");
        Fields p = new Fields(f.file(), "stage.path", f.required("path", "the figure-eight the target runs"))
                .keys("centre-x", "centre-y", "half-width", "half-height", "period", "phase");
        Path path = new Path(p.number("centre-x", 0, w, "px"), p.number("centre-y", 0, h, "px"),
                p.number("half-width", 0, 1000, "px"), p.number("half-height", 0, 1000, "px"),
                p.number("period", 1, 600, "s"), p.number("phase", -600, 600, "s", 0));
        p.done();
        f.done();
        return new Stage(w, h, path);
    }

    static Fins fins(Fields f, Spine spine) throws CreatureFileError {
        f.keys("joint", "rest", "gain", "tail-stiffness", "tail-damping");
        if (spine.joints() < 5) throw f.error(f.line(), "fins need a spine of at least 5 joints (the bend around the fin joint)");
        int joint = f.integer("joint", 2, spine.joints() - 3, "(the side fins' joint: the bend is read one joint either side)");
        double rest = f.number("rest", 0, 1.57, "rad");
        double gain = f.number("gain", 0, 10, "");
        double stiffness = f.number("tail-stiffness", 10, 1000, "1/s^2");
        double damping = f.number("tail-damping", 0, 60, "1/s");
        f.done();
        return new Fins(joint, rest, gain, stiffness, damping);
    }

    static Tentacle tentacle(Fields f, Spine spine) throws CreatureFileError {
        f.keys("joint", "links", "gap", "iterations", "fan-radius", "angle", "sway");
        Tentacle t = new Tentacle(f.integer("joint", 0, spine.joints() - 1, "(a spine joint)"),
                f.integer("links", 1, 40, ""), f.number("gap", 2, 40, "px"), f.integer("iterations", 1, 16, ""),
                f.number("fan-radius", 0, 200, "px"), f.number("angle", -3.15, 3.15, "rad", 0), f.number("sway", 0, 100, "px", 0));
        f.done();
        return t;
    }

    static Feeler feeler(Fields f, Spine spine) throws CreatureFileError {
        f.keys("joint", "points", "pull", "drift-x", "drift-y");
        Feeler feeler = new Feeler(f.integer("joint", 0, spine.joints() - 1, "(a spine joint)"), f.integer("points", 2, 40, ""),
                f.number("pull", 0.01, 1, ""), f.number("drift-x", -10, 10, "px per tick"), f.number("drift-y", -10, 10, "px per tick"));
        f.done();
        return feeler;
    }
}
