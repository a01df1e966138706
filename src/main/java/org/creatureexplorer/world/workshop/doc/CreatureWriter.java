package org.creatureexplorer.world.workshop.doc;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * Writes a {@link CreatureDoc} as the file {@link CreatureReader} reads: the same keys, every
 * number as the shortest decimal that reads back to the same double, so reading what was
 * written gives an equal document (a test checks every library creature). Optional numbers
 * are written only where the reader would not assume them.
 */
public final class CreatureWriter {
    private CreatureWriter() {}

    private static final JsonFactory FACTORY = new JsonFactory();

    public static String write(CreatureDoc d) {
        StringWriter out = new StringWriter();
        try (JsonGenerator g = FACTORY.createGenerator(out)) {
            DefaultPrettyPrinter pretty = new DefaultPrettyPrinter().withObjectIndenter(new DefaultIndenter("  ", "\n"))
                    .withArrayIndenter(new DefaultIndenter("  ", "\n"));
            g.setPrettyPrinter(pretty);
            g.writeStartObject();
            g.writeNumberField("schema", d.schema());
            g.writeStringField("name", d.name());
            if (!d.about().isEmpty()) g.writeStringField("about", d.about());
            g.writeNumberField("seed", d.seed());
            stage(g, d.stage());
            spine(g, d.spine());
            brain(g, d.brain());
            if (d.legs().isPresent()) legs(g, d.legs().get());
            if (d.sideLegs().isPresent()) sideLegs(g, d.sideLegs().get());
            if (d.fins().isPresent()) fins(g, d.fins().get());
            if (!d.tentacles().isEmpty()) tentacles(g, d.tentacles());
            if (!d.strands().isEmpty()) strands(g, d.strands());
            if (!d.feelers().isEmpty()) feelers(g, d.feelers());
            g.writeObjectFieldStart("skin");
            g.writeStringField("fill", d.skin().fill());
            g.writeStringField("outline", d.skin().outline());
            g.writeEndObject();
            g.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException("writing to a string", e);
        }
        return out + "\n";
    }

    /** A number as the reader reads it: whole numbers without ".0", the rest as Java's shortest round-trip decimal. */
    private static void num(JsonGenerator g, String key, double v) throws IOException {
        g.writeFieldName(key);
        if (v == Math.rint(v) && Math.abs(v) < 1e15) g.writeNumber((long) v);
        else g.writeNumber(v);
    }

    private static void fins(JsonGenerator g, CreatureDoc.Fins f) throws IOException {
        g.writeObjectFieldStart("fins");
        g.writeNumberField("joint", f.joint());
        num(g, "rest", f.rest());
        num(g, "gain", f.gain());
        num(g, "tail-stiffness", f.tailStiffness());
        num(g, "tail-damping", f.tailDamping());
        g.writeEndObject();
    }

    private static void tentacles(JsonGenerator g, java.util.List<CreatureDoc.Tentacle> all) throws IOException {
        g.writeArrayFieldStart("tentacles");
        for (CreatureDoc.Tentacle t : all) {
            g.writeStartObject();
            g.writeNumberField("joint", t.joint());
            g.writeNumberField("links", t.links());
            num(g, "gap", t.gap());
            g.writeNumberField("iterations", t.iterations());
            num(g, "fan-radius", t.fanRadius());
            num(g, "angle", t.angle());
            num(g, "sway", t.sway());
            g.writeNumberField("count", t.count());
            num(g, "spread", t.spread());
            num(g, "root-radius", t.rootRadius());
            num(g, "root-angle", t.rootAngle());
            num(g, "root-spread", t.rootSpread());
            g.writeEndObject();
        }
        g.writeEndArray();
    }

    private static void strands(JsonGenerator g, java.util.List<CreatureDoc.Strands> all) throws IOException {
        g.writeArrayFieldStart("strands");
        for (CreatureDoc.Strands s : all) {
            g.writeStartObject();
            g.writeNumberField("joint", s.joint());
            g.writeNumberField("count", s.count());
            g.writeNumberField("links", s.links());
            num(g, "link", s.link());
            num(g, "keep", s.keep());
            num(g, "sink", s.sink());
            g.writeNumberField("passes", s.passes());
            g.writeEndObject();
        }
        g.writeEndArray();
    }

    private static void feelers(JsonGenerator g, java.util.List<CreatureDoc.Feeler> all) throws IOException {
        g.writeArrayFieldStart("feelers");
        for (CreatureDoc.Feeler f : all) {
            g.writeStartObject();
            g.writeNumberField("joint", f.joint());
            g.writeNumberField("points", f.points());
            num(g, "pull", f.pull());
            num(g, "drift-x", f.driftX());
            num(g, "drift-y", f.driftY());
            g.writeEndObject();
        }
        g.writeEndArray();
    }

    private static void stage(JsonGenerator g, CreatureDoc.Stage s) throws IOException {
        g.writeObjectFieldStart("stage");
        num(g, "width", s.width());
        num(g, "height", s.height());
        CreatureDoc.Path p = s.path();
        g.writeObjectFieldStart("path");
        num(g, "centre-x", p.centreX());
        num(g, "centre-y", p.centreY());
        num(g, "half-width", p.halfWidth());
        num(g, "half-height", p.halfHeight());
        num(g, "period", p.period());
        num(g, "phase", p.phase());
        if (p.pace().isPresent()) {
            CreatureDoc.Pace pace = p.pace().get();
            g.writeObjectFieldStart("pace");
            num(g, "cycle", pace.cycle());
            g.writeArrayFieldStart("steps");
            for (int i = 0; i < pace.starts().size(); i++) {
                g.writeStartObject();
                num(g, "from", pace.starts().get(i));
                num(g, "pace", pace.paces().get(i));
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeEndObject();
        }
        g.writeEndObject();
        if (s.ground().isPresent()) {
            CreatureDoc.Ground gr = s.ground().get();
            g.writeObjectFieldStart("ground");
            num(g, "level", gr.level());
            g.writeArrayFieldStart("bumps");
            for (CreatureDoc.Bump b : gr.bumps()) {
                g.writeStartObject();
                num(g, "height", b.height());
                num(g, "length", b.length());
                num(g, "phase", b.phase());
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeEndObject();
        }
        g.writeEndObject();
    }

    private static void spine(JsonGenerator g, CreatureDoc.Spine s) throws IOException {
        g.writeObjectFieldStart("spine");
        g.writeNumberField("joints", s.joints());
        num(g, "gap", s.gap());
        if (s.bendLimit().isPresent()) num(g, "bend-limit", s.bendLimit().getAsDouble());
        switch (s.start().kind()) {
            case ALONG_PATH -> g.writeStringField("start", "along-path");
            case STRAIGHT -> g.writeStringField("start", "straight");
            case AT -> {
                g.writeObjectFieldStart("start");
                num(g, "x", s.start().x());
                num(g, "y", s.start().y());
                num(g, "heading", s.start().heading());
                g.writeEndObject();
            }
        }
        if (s.radii().profile().isEmpty()) {
            g.writeStringField("radii", "snake");
        } else {
            g.writeArrayFieldStart("radii");
            for (double r : s.radii().profile()) g.writeNumber(r);
            g.writeEndArray();
        }
        g.writeEndObject();
    }

    private static void brain(JsonGenerator g, CreatureDoc.Brain b) throws IOException {
        g.writeObjectFieldStart("brain");
        g.writeStringField("kind", b.kind());
        String[] keys = Brains.keysOf(b.kind());
        // The record's numbers in the order the reader lists its keys (after "kind"; blend's "rule" first).
        List<Object> values = values(b);
        for (int i = 1; i < keys.length; i++) {
            Object v = values.get(i - 1);
            if (v instanceof String text) g.writeStringField(keys[i], text);
            else if (v instanceof Double n) num(g, keys[i], n);
            // An absent face-ease is left out: the follow brain then faces where it moves.
        }
        g.writeEndObject();
    }

    /** A brain's components in declaration order (the reader's key order); an empty optional as null. */
    private static List<Object> values(CreatureDoc.Brain b) {
        java.util.ArrayList<Object> out = new java.util.ArrayList<>();
        for (java.lang.reflect.RecordComponent c : b.getClass().getRecordComponents()) {
            try {
                Object v = c.getAccessor().invoke(b);
                if (v instanceof java.util.OptionalDouble o) v = o.isPresent() ? o.getAsDouble() : null;
                out.add(v);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("reading " + c.getName() + " of a " + b.kind() + " brain", e);
            }
        }
        return out;
    }

    private static void legs(JsonGenerator g, CreatureDoc.Legs l) throws IOException {
        g.writeObjectFieldStart("legs");
        num(g, "thigh", l.thigh());
        num(g, "shin", l.shin());
        num(g, "home-ahead", l.homeAhead());
        num(g, "home-side", l.homeSide());
        num(g, "step-trigger", l.stepTrigger());
        num(g, "step-seconds", l.stepSeconds());
        num(g, "lift", l.lift());
        num(g, "overshoot", l.overshoot());
        g.writeArrayFieldStart("at");
        for (CreatureDoc.Leg leg : l.at()) {
            g.writeStartObject();
            g.writeNumberField("joint", leg.joint());
            g.writeStringField("side", leg.side() > 0 ? "right" : "left");
            g.writeStringField("knee", leg.kneeBack() ? "back" : "forward");
            g.writeNumberField("set", leg.set());
            num(g, "start-ahead", leg.startAhead());
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeEndObject();
    }

    private static void sideLegs(JsonGenerator g, CreatureDoc.SideLegs l) throws IOException {
        g.writeObjectFieldStart("side-legs");
        num(g, "lag-trigger", l.lagTrigger());
        num(g, "step-seconds", l.stepSeconds());
        num(g, "lift", l.lift());
        num(g, "lead", l.lead());
        num(g, "body-height", l.bodyHeight());
        num(g, "height-rate", l.heightRate());
        num(g, "reach-spare", l.reachSpare());
        num(g, "reach-drop", l.reachDrop());
        num(g, "thigh-share", l.thighShare());
        num(g, "shin-share", l.shinShare());
        g.writeArrayFieldStart("at");
        for (CreatureDoc.SideLeg leg : l.at()) {
            g.writeStartObject();
            num(g, "home", leg.home());
            num(g, "hip", leg.hip());
            g.writeNumberField("set", leg.set());
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeEndObject();
    }
}
