package org.creatureexplorer.world.workshop.doc;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.regex.Pattern;
import org.creatureexplorer.world.workshop.doc.CreatureDoc.Feeler;
import org.creatureexplorer.world.workshop.doc.CreatureDoc.Fins;
import org.creatureexplorer.world.workshop.doc.CreatureDoc.Leg;
import org.creatureexplorer.world.workshop.doc.CreatureDoc.Legs;
import org.creatureexplorer.world.workshop.doc.CreatureDoc.Radii;
import org.creatureexplorer.world.workshop.doc.CreatureDoc.SideLegs;
import org.creatureexplorer.world.workshop.doc.CreatureDoc.Skin;
import org.creatureexplorer.world.workshop.doc.CreatureDoc.Spine;
import org.creatureexplorer.world.workshop.doc.CreatureDoc.Stage;
import org.creatureexplorer.world.workshop.doc.CreatureDoc.Strands;
import org.creatureexplorer.world.workshop.doc.CreatureDoc.Tentacle;

/**
 * Reads a creature file (JSON, schema {@link CreatureDoc#SCHEMA}) into a {@link CreatureDoc},
 * or refuses it with the file, the line and the reason: syntax, a key this schema does not
 * have, a number out of its range, a missing part, a part hung from a joint the spine lacks.
 * The ranges are the lessons' slider ranges where a lesson has one. See docs/creature-files.md.
 */
public final class CreatureReader {
    private CreatureReader() {}

    static final Pattern COLOUR = Pattern.compile("#[0-9a-fA-F]{6}");
    public static final int MAX_PARTS = 16;

    /** Reads and checks a file on disk; {@code file}'s name is what the messages call it. */
    public static CreatureDoc read(Path file) throws CreatureFileError {
        String name = file.toString();
        byte[] bytes;
        try {
            if (Files.isDirectory(file)) throw new CreatureFileError(name, 0, "a folder, not a creature file");
            if (Files.size(file) > Json.MAX_CHARS) throw new CreatureFileError(name, 0, "larger than 1 MB: not a creature file");
            bytes = Files.readAllBytes(file);
        } catch (java.nio.file.NoSuchFileException e) {
            throw new CreatureFileError(name, 0, "not found");
        } catch (IOException e) {
            throw new CreatureFileError(name, 0, "cannot be read: " + e.getMessage());
        }
        return parse(name, decode(name, bytes));
    }

    /** Reads a file shipped in the app, {@code /creatures/NAME}. */
    public static CreatureDoc resource(String name) throws CreatureFileError {
        try (InputStream in = CreatureReader.class.getResourceAsStream("/creatures/" + name)) {
            if (in == null) throw new CreatureFileError("creatures/" + name, 0, "not in the app's library");
            return parse("creatures/" + name, decode(name, in.readAllBytes()));
        } catch (IOException e) {
            throw new CreatureFileError("creatures/" + name, 0, "cannot be read: " + e.getMessage());
        }
    }

    private static String decode(String name, byte[] bytes) throws CreatureFileError {
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .decode(java.nio.ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new CreatureFileError(name, 0, "not UTF-8 text");
        }
    }

    /** Parses and checks {@code text}, calling it {@code file} in messages. */
    public static CreatureDoc parse(String file, String text) throws CreatureFileError {
        Fields top = new Fields(file, "the creature", Json.parse(file, text))
                .keys("schema", "name", "about", "seed", "stage", "spine", "brain", "legs", "side-legs", "fins", "tentacles", "strands",
                        "feelers", "skin");
        Json.Node schemaNode = top.required("schema", "the schema version, " + CreatureDoc.SCHEMA);
        int schema = top.integer("schema", 0, Integer.MAX_VALUE, "");
        if (schema != CreatureDoc.SCHEMA) {
            throw top.error(schemaNode.line(), "schema " + schema + (schema > CreatureDoc.SCHEMA ? " is newer than" : " is not")
                    + " the version this app reads (" + CreatureDoc.SCHEMA + ")");
        }
        String name = top.text("name", null);
        if (name == null || name.isBlank()) throw top.error(top.line(), "the creature has no \"name\"");
        String about = top.text("about", "");
        long seed = top.integer("seed", 0, 1_000_000_000, "", 1);
        Stage stage = Parts.stage(new Fields(file, "stage", top.required("stage", "width, height and the target's path")));
        Spine spine = spine(new Fields(file, "spine", top.required("spine", "joints, gap, bend-limit, radii")), stage);
        CreatureDoc.Brain brain = Brains.brain(new Fields(file, "brain", top.required("brain", "what moves the head: its \"kind\" and numbers")));
        Optional<Legs> legs = top.has("legs") ? Optional.of(legs(file, new Fields(file, "legs", top.node("legs")), spine)) : Optional.empty();
        Optional<SideLegs> sideLegs = top.has("side-legs") ? Optional.of(Parts.sideLegs(new Fields(file, "side-legs", top.node("side-legs"))))
                : Optional.empty();
        Optional<Fins> fins = top.has("fins") ? Optional.of(Parts.fins(new Fields(file, "fins", top.node("fins")), spine)) : Optional.empty();
        List<Tentacle> tentacles = new ArrayList<>();
        int tentacleCount = 0;
        for (Json.Node n : capped(top, "tentacles")) {
            Tentacle t = Parts.tentacle(new Fields(file, "tentacles[" + tentacles.size() + "]", n), spine);
            tentacleCount += t.count();
            if (tentacleCount > MAX_PARTS) throw top.error(n.line(), "more than " + MAX_PARTS + " tentacles in all (counting each fan's count)");
            tentacles.add(t);
        }
        List<Strands> strands = new ArrayList<>();
        for (Json.Node n : capped(top, "strands")) strands.add(Parts.strands(new Fields(file, "strands[" + strands.size() + "]", n), spine));
        List<Feeler> feelers = new ArrayList<>();
        for (Json.Node n : capped(top, "feelers")) feelers.add(Parts.feeler(new Fields(file, "feelers[" + feelers.size() + "]", n), spine));
        Skin skin = top.has("skin") ? skin(new Fields(file, "skin", top.node("skin"))) : Skin.DEFAULT;
        top.done();
        CreatureDoc doc = new CreatureDoc(schema, name, about, seed, stage, spine, brain, legs, sideLegs, fins, List.copyOf(tentacles),
                List.copyOf(strands), List.copyOf(feelers), skin);
        Combinations.check(doc, top);
        return doc;
    }

    private static List<Json.Node> capped(Fields top, String key) throws CreatureFileError {
        List<Json.Node> items = top.list(key);
        if (items.size() > MAX_PARTS) throw top.error(items.get(MAX_PARTS).line(), "more than " + MAX_PARTS + " " + key);
        return items;
    }

    private static Spine spine(Fields f, Stage stage) throws CreatureFileError {
        f.keys("joints", "gap", "bend-limit", "radii", "start");
        int joints = f.integer("joints", 1, 120, "(1 is a point body)");
        double gap = f.number("gap", 2, 40, "px");
        OptionalDouble limit = OptionalDouble.empty();
        if (f.has("bend-limit")) {
            if (joints < 3) throw f.error(f.node("bend-limit").line(), "a bend limit needs a spine of at least 3 joints (a bend is between two bones)");
            limit = OptionalDouble.of(f.number("bend-limit", 0.05, 3.15, "rad"));
        }
        Radii radii = radii(f, joints);
        CreatureDoc.Start start = Parts.start(f, stage.width(), stage.height());
        f.done();
        return new Spine(joints, gap, limit, radii, start);
    }

    private static Radii radii(Fields f, int joints) throws CreatureFileError {
        Json.Node n = f.required("radii", "\"snake\", or a list of radii head to tail in px");
        if (n instanceof Json.Str s) {
            if (!s.value().equals("snake")) throw f.error(n.line(), "spine \"radii\" is \"" + s.value() + "\"; a name must be \"snake\" (or give a list)");
            return new Radii("snake", List.of());
        }
        if (!(n instanceof Json.Arr a)) throw f.error(n.line(), "spine \"radii\" must be \"snake\" or a list of numbers, not " + n.kind());
        if (a.items().isEmpty() || a.items().size() > 120) throw f.error(n.line(), "spine \"radii\" has " + a.items().size() + " numbers; give 1 to 120");
        List<Double> profile = new ArrayList<>();
        for (Json.Node item : a.items()) {
            if (!(item instanceof Json.Num num) || !(num.value() >= 0.5 && num.value() <= 60)) {
                throw f.error(item.line(), "spine \"radii\" holds " + (item instanceof Json.Num num ? num.text() : item.kind())
                        + "; each radius is a number from 0.5 to 60 px");
            }
            profile.add(num.value());
        }
        return new Radii("", List.copyOf(profile));
    }

    private static Legs legs(String file, Fields f, Spine spine) throws CreatureFileError {
        f.keys("thigh", "shin", "home-ahead", "home-side", "step-trigger", "step-seconds", "lift", "overshoot", "at");
        if (spine.joints() < 2) throw f.error(f.line(), "legs hang from spine joints behind the head: the spine needs at least 2 joints");
        double thigh = f.number("thigh", 2, 200, "px");
        double shin = f.number("shin", 2, 200, "px");
        double ahead = f.number("home-ahead", -100, 100, "px");
        double side = f.number("home-side", 0, 200, "px");
        double trigger = f.number("step-trigger", 10, 90, "px");
        double seconds = f.number("step-seconds", 0.05, 2, "s");
        double lift = f.number("lift", 0, 50, "px");
        double overshoot = f.number("overshoot", 0, 100, "px");
        List<Json.Node> items = f.list("at");
        if (items.isEmpty()) throw f.error(f.line(), "legs has no \"at\": a list of where each leg hangs");
        if (items.size() > MAX_PARTS) throw f.error(items.get(MAX_PARTS).line(), "more than " + MAX_PARTS + " legs");
        List<Leg> at = new ArrayList<>();
        for (Json.Node n : items) {
            Fields l = new Fields(file, "legs.at[" + at.size() + "]", n).keys("joint", "side", "knee", "set", "start-ahead");
            int joint = l.integer("joint", 1, spine.joints() - 1, "(a spine joint behind the head)");
            int s = l.choice("side", List.of("left", "right"), null).equals("right") ? 1 : -1;
            boolean back = l.choice("knee", List.of("back", "forward"), null).equals("back");
            int set = l.integer("set", 0, 1, "");
            double startAhead = l.number("start-ahead", -100, 100, "px", 0);
            l.done();
            at.add(new Leg(joint, s, back, set, startAhead));
        }
        f.done();
        return new Legs(thigh, shin, ahead, side, trigger, seconds, lift, overshoot, List.copyOf(at));
    }

    private static Skin skin(Fields f) throws CreatureFileError {
        f.keys("fill", "outline");
        String fill = colour(f, "fill", Skin.DEFAULT.fill());
        String outline = colour(f, "outline", Skin.DEFAULT.outline());
        f.done();
        return new Skin(fill, outline);
    }

    private static String colour(Fields f, String key, String otherwise) throws CreatureFileError {
        String v = f.text(key, otherwise);
        if (!COLOUR.matcher(v).matches()) throw f.error(f.node(key).line(), "skin \"" + key + "\" is \"" + v + "\"; write a colour as #rrggbb");
        return v;
    }
}
