package org.creatureexplorer.world.workshop.doc;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.creatureexplorer.creature.FanTentacle;
import org.creatureexplorer.world.workshop.doc.CreatureDoc.Bump;
import org.creatureexplorer.world.workshop.doc.CreatureDoc.Feeler;
import org.creatureexplorer.world.workshop.doc.CreatureDoc.Fins;
import org.creatureexplorer.world.workshop.doc.CreatureDoc.Ground;
import org.creatureexplorer.world.workshop.doc.CreatureDoc.Pace;
import org.creatureexplorer.world.workshop.doc.CreatureDoc.Path;
import org.creatureexplorer.world.workshop.doc.CreatureDoc.SideLeg;
import org.creatureexplorer.world.workshop.doc.CreatureDoc.SideLegs;
import org.creatureexplorer.world.workshop.doc.CreatureDoc.Spine;
import org.creatureexplorer.world.workshop.doc.CreatureDoc.Stage;
import org.creatureexplorer.world.workshop.doc.CreatureDoc.Start;
import org.creatureexplorer.world.workshop.doc.CreatureDoc.StartKind;
import org.creatureexplorer.world.workshop.doc.CreatureDoc.Strands;
import org.creatureexplorer.world.workshop.doc.CreatureDoc.Tentacle;

/** The stage and the smaller parts of a creature file, each read with its ranges. */
final class Parts {
    private Parts() {}

    static Stage stage(Fields f) throws CreatureFileError {
        f.keys("width", "height", "path", "ground");
        double w = f.number("width", 200, 2000, "px");
        double h = f.number("height", 150, 2000, "px");
        Fields p = new Fields(f.file(), "stage.path", f.required("path", "the figure-eight the target runs"))
                .keys("centre-x", "centre-y", "half-width", "half-height", "period", "phase", "pace");
        double cx = p.number("centre-x", 0, w, "px"), cy = p.number("centre-y", 0, h, "px");
        double hw = p.number("half-width", 0, 1000, "px"), hh = p.number("half-height", 0, 1000, "px");
        double period = p.number("period", 1, 600, "s"), phase = p.number("phase", -600, 600, "s", 0);
        Optional<Pace> pace = p.has("pace") ? Optional.of(pace(new Fields(f.file(), "stage.path.pace", p.node("pace")))) : Optional.empty();
        p.done();
        Optional<Ground> ground = f.has("ground") ? Optional.of(ground(new Fields(f.file(), "stage.ground", f.node("ground")), h)) : Optional.empty();
        f.done();
        return new Stage(w, h, new Path(cx, cy, hw, hh, period, phase, pace), ground);
    }

    /** The pet's script: a cycle and its steps, the first from 0 s, each later step after the one before and inside the cycle. */
    private static Pace pace(Fields f) throws CreatureFileError {
        f.keys("cycle", "steps");
        double cycle = f.number("cycle", 0.1, 600, "s");
        List<Json.Node> items = f.list("steps");
        if (items.isEmpty()) throw f.error(f.line(), "stage.path.pace has no \"steps\": a list of { from, pace }, the first from 0");
        if (items.size() > CreatureReader.MAX_PARTS) throw f.error(items.get(CreatureReader.MAX_PARTS).line(), "more than " + CreatureReader.MAX_PARTS + " pace steps");
        List<Double> starts = new ArrayList<>(), paces = new ArrayList<>();
        for (Json.Node n : items) {
            Fields step = new Fields(f.file(), "stage.path.pace.steps[" + starts.size() + "]", n).keys("from", "pace");
            double from = step.number("from", 0, cycle, "s (inside the cycle)");
            if (starts.isEmpty() ? from != 0 : from <= starts.get(starts.size() - 1)) {
                throw step.error(step.line(), starts.isEmpty() ? "the first pace step must be from 0" : "each pace step must start after the one before");
            }
            starts.add(from);
            paces.add(step.number("pace", 0, 20, "x the path's own speed"));
            step.done();
        }
        f.done();
        return new Pace(cycle, List.copyOf(starts), List.copyOf(paces));
    }

    private static Ground ground(Fields f, double stageHeight) throws CreatureFileError {
        f.keys("level", "bumps");
        double level = f.number("level", 0, stageHeight, "px (a screen y on the stage)");
        List<Json.Node> items = f.list("bumps");
        if (items.size() > 8) throw f.error(items.get(8).line(), "more than 8 bumps");
        List<Bump> bumps = new ArrayList<>();
        for (Json.Node n : items) {
            Fields b = new Fields(f.file(), "stage.ground.bumps[" + bumps.size() + "]", n).keys("height", "length", "phase");
            bumps.add(new Bump(b.number("height", 0, 200, "px"), b.number("length", 0.5, 2000, "px"), b.number("phase", -6.3, 6.3, "rad", 0)));
            b.done();
        }
        f.done();
        return new Ground(level, List.copyOf(bumps));
    }

    /** The spine's start: "along-path", "straight", or { x, y, heading } on the stage. */
    static Start start(Fields spine, double width, double height) throws CreatureFileError {
        Json.Node n = spine.node("start");
        if (n == null) return Start.ALONG_PATH;
        if (n instanceof Json.Obj) {
            Fields f = new Fields(spine.file(), "spine.start", n).keys("x", "y", "heading");
            Start at = new Start(StartKind.AT, f.number("x", 0, width, "px"), f.number("y", 0, height, "px"), f.number("heading", -3.15, 3.15, "rad", 0));
            f.done();
            return at;
        }
        String s = spine.choice("start", List.of("along-path", "straight"), null);
        return s.equals("straight") ? Start.STRAIGHT : Start.ALONG_PATH;
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
        f.keys("joint", "links", "gap", "iterations", "fan-radius", "angle", "sway", "count", "spread", "root-radius", "root-angle", "root-spread");
        Tentacle t = new Tentacle(f.integer("joint", 0, spine.joints() - 1, "(a spine joint)"),
                f.integer("links", 1, 40, ""), f.number("gap", 2, 40, "px"), f.integer("iterations", 1, FanTentacle.MAX_ITERATIONS, ""),
                f.number("fan-radius", 0, 200, "px"), f.number("angle", -3.15, 3.15, "rad", 0), f.number("sway", 0, 100, "px", 0),
                f.integer("count", 1, CreatureReader.MAX_PARTS, "", 1), f.number("spread", -3.15, 3.15, "rad", 0),
                f.number("root-radius", 0, 200, "px", 0), f.number("root-angle", -3.15, 3.15, "rad", 0), f.number("root-spread", -3.15, 3.15, "rad", 0));
        f.done();
        return t;
    }

    static Strands strands(Fields f, Spine spine) throws CreatureFileError {
        f.keys("joint", "count", "links", "link", "keep", "sink", "passes");
        Strands s = new Strands(f.integer("joint", 0, spine.joints() - 1, "(a spine joint)"), f.integer("count", 1, CreatureReader.MAX_PARTS, ""),
                f.integer("links", 1, 40, ""), f.number("link", 2, 40, "px"), f.number("keep", 0, 1, "of the last motion"),
                f.number("sink", 0, 1000, "px/s^2"), f.integer("passes", 1, 16, ""));
        f.done();
        return s;
    }

    /** The spider's legs: shared numbers, then each leg's home, hip and set; both sets need a leg (one set always stands). */
    static SideLegs sideLegs(Fields f) throws CreatureFileError {
        f.keys("lag-trigger", "step-seconds", "lift", "lead", "body-height", "height-rate", "reach-spare", "reach-drop", "thigh-share",
                "shin-share", "at");
        double trigger = f.number("lag-trigger", 1, 200, "px"), seconds = f.number("step-seconds", 0.02, 2, "s");
        double lift = f.number("lift", 0, 100, "px"), lead = f.number("lead", 0, 5, "x the body's travel");
        double height = f.number("body-height", 0, 200, "px"), rate = f.number("height-rate", 0, 60, "1/s");
        double spare = f.number("reach-spare", 1, 3, "x"), drop = f.number("reach-drop", 0, 200, "px");
        double thigh = f.number("thigh-share", 0.05, 0.95, "of the leg"), shin = f.number("shin-share", 0.05, 0.95, "of the leg");
        List<Json.Node> items = f.list("at");
        if (items.size() < 2) throw f.error(f.line(), "side-legs needs \"at\": a list of at least two legs, one in each set");
        if (items.size() > CreatureReader.MAX_PARTS) throw f.error(items.get(CreatureReader.MAX_PARTS).line(), "more than " + CreatureReader.MAX_PARTS + " legs");
        List<SideLeg> at = new ArrayList<>();
        boolean[] seen = new boolean[2];
        for (Json.Node n : items) {
            Fields l = new Fields(f.file(), "side-legs.at[" + at.size() + "]", n).keys("home", "hip", "set");
            SideLeg leg = new SideLeg(l.number("home", -300, 300, "px along the body"), l.number("hip", -100, 100, "px along the body"),
                    l.integer("set", 0, 1, ""));
            seen[leg.set()] = true;
            l.done();
            at.add(leg);
        }
        if (!seen[0] || !seen[1]) throw f.error(f.line(), "side-legs needs a leg in set 0 and one in set 1 (one set stands while the other steps)");
        f.done();
        return new SideLegs(trigger, seconds, lift, lead, height, rate, spare, drop, thigh, shin, List.copyOf(at));
    }

    static Feeler feeler(Fields f, Spine spine) throws CreatureFileError {
        f.keys("joint", "points", "pull", "drift-x", "drift-y");
        Feeler feeler = new Feeler(f.integer("joint", 0, spine.joints() - 1, "(a spine joint)"), f.integer("points", 2, 40, ""),
                f.number("pull", 0.01, 1, ""), f.number("drift-x", -10, 10, "px per tick"), f.number("drift-y", -10, 10, "px per tick"));
        f.done();
        return feeler;
    }
}
