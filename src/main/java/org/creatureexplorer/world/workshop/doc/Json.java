package org.creatureexplorer.world.workshop.doc;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A JSON document as a tree whose every value and key knows its line, read with Jackson's
 * streaming parser (a tree from a data-binding library forgets where each value was, and the
 * workshop's messages must name the line). Strict JSON: no comments, no trailing commas, no
 * NaN; a key given twice is refused here, since a map would silently keep only the last.
 */
final class Json {
    private Json() {}

    sealed interface Node permits Obj, Arr, Num, Str, Bool, Null {
        int line();

        /** What kind of value this is, for messages: "a number", "an object" ... */
        String kind();
    }

    /** One key of an object: its name, the line the key is on, and its value. */
    record Field(String key, int line, Node value) {}

    record Obj(int line, Map<String, Field> fields) implements Node {
        @Override public String kind() { return "an object"; }
    }

    record Arr(int line, List<Node> items) implements Node {
        @Override public String kind() { return "a list"; }
    }

    /** A number as written ({@code text}) and as a double. */
    record Num(int line, double value, String text) implements Node {
        @Override public String kind() { return "a number"; }
    }

    record Str(int line, String value) implements Node {
        @Override public String kind() { return "a text"; }
    }

    record Bool(int line, boolean value) implements Node {
        @Override public String kind() { return value ? "true" : "false"; }
    }

    record Null(int line) implements Node {
        @Override public String kind() { return "null"; }
    }

    /** Files larger than this are not creatures (the library's largest is about 3 KB). */
    static final int MAX_CHARS = 1 << 20;
    /** Deeper nesting than this is refused before it can exhaust the stack. */
    static final int MAX_DEPTH = 16;

    private static final JsonFactory FACTORY = JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(MAX_DEPTH).maxNumberLength(40).build())
            .build();

    /** Parses {@code text}; a syntax error becomes a {@link CreatureFileError} naming the line. */
    static Node parse(String file, String text) throws CreatureFileError {
        if (text.length() > MAX_CHARS) throw new CreatureFileError(file, 0, "larger than 1 MB: not a creature file");
        try (JsonParser p = FACTORY.createParser(text)) {
            JsonToken first = p.nextToken();
            if (first == null) throw new CreatureFileError(file, 1, "the file is empty; a creature file is one JSON object { ... }");
            Node root = value(file, p, first);
            JsonToken after = p.nextToken();
            if (after != null) throw new CreatureFileError(file, line(p), "more after the end of the creature's object");
            return root;
        } catch (JsonParseException e) {
            int line = e.getLocation() == null ? 0 : e.getLocation().getLineNr();
            throw new CreatureFileError(file, Math.max(line, 0), "not valid JSON: " + plain(e.getOriginalMessage()));
        } catch (com.fasterxml.jackson.core.exc.StreamConstraintsException e) {
            throw new CreatureFileError(file, 0, "not a creature file: " + plain(e.getOriginalMessage()));
        } catch (IOException e) {
            throw new CreatureFileError(file, 0, "cannot be read: " + e.getMessage());
        }
    }

    private static Node value(String file, JsonParser p, JsonToken t) throws IOException, CreatureFileError {
        int line = line(p);
        return switch (t) {
            case START_OBJECT -> object(file, p, line);
            case START_ARRAY -> {
                List<Node> items = new ArrayList<>();
                for (JsonToken n = p.nextToken(); n != JsonToken.END_ARRAY; n = p.nextToken()) items.add(value(file, p, n));
                yield new Arr(line, List.copyOf(items));
            }
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> new Num(line, p.getDoubleValue(), p.getText());
            case VALUE_STRING -> new Str(line, p.getText());
            case VALUE_TRUE -> new Bool(line, true);
            case VALUE_FALSE -> new Bool(line, false);
            case VALUE_NULL -> new Null(line);
            default -> throw new CreatureFileError(file, line, "unexpected " + t);
        };
    }

    private static Obj object(String file, JsonParser p, int line) throws IOException, CreatureFileError {
        Map<String, Field> fields = new LinkedHashMap<>();
        for (JsonToken n = p.nextToken(); n != JsonToken.END_OBJECT; n = p.nextToken()) {
            String key = p.currentName();
            int keyLine = line(p);
            Field seen = fields.get(key);
            if (seen != null) {
                throw new CreatureFileError(file, keyLine, "\"" + key + "\" is given twice (first on line " + seen.line() + ")");
            }
            fields.put(key, new Field(key, keyLine, value(file, p, p.nextToken())));
        }
        return new Obj(line, java.util.Collections.unmodifiableMap(fields));
    }

    private static int line(JsonParser p) { return p.currentTokenLocation().getLineNr(); }

    /** Jackson's message without its advice about features and source excerpts. */
    private static String plain(String message) {
        if (message == null) return "syntax error";
        String first = message.split("\n", 2)[0];
        int advice = first.indexOf(" (for Object ");
        return (advice > 0 ? first.substring(0, advice) : first).trim();
    }
}
