package org.creatureexplorer.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.creatureexplorer.model.Numbers;

/** {@code --name=value} options and plain words, parsed the same way by every command. */
final class Options {
    final Map<String, String> named = new LinkedHashMap<>();
    final List<String> words = new ArrayList<>();
    boolean help;

    static Options parse(List<String> args) {
        Options o = new Options();
        for (String a : args) {
            if (a.equals("--help") || a.equals("-h")) {
                o.help = true;
            } else if (a.startsWith("--")) {
                int eq = a.indexOf('=');
                if (eq < 0) throw new UsageError("option " + a + " needs a value, as " + a + "=VALUE");
                String name = a.substring(2, eq);
                if (o.named.containsKey(name)) throw new UsageError("option --" + name + " is given twice");
                o.named.put(name, a.substring(eq + 1));
            } else if (a.startsWith("-") && a.length() > 1 && !Character.isDigit(a.charAt(1))) {
                throw new UsageError("unknown option " + a + "; options are written --name=value");
            } else {
                o.words.add(a);
            }
        }
        return o;
    }

    /** Fails on any option not in {@code allowed}, naming the valid ones. */
    void allowOnly(String command, List<String> allowed) {
        for (String name : named.keySet()) {
            if (!allowed.contains(name)) {
                throw new UsageError("unknown option --" + name + " for " + command + "; valid: "
                        + (allowed.isEmpty() ? "none" : "--" + String.join(", --", allowed)));
            }
        }
    }

    /** {@code --camera=follow|field}: true, false, or null when not given. */
    Boolean camera() {
        String v = named.get("camera");
        if (v == null) return null;
        if (v.equals("follow")) return true;
        if (v.equals("field")) return false;
        throw new UsageError("--camera=" + v + ": give follow (the stage follows the creature) or field (the whole field)");
    }

    int intOption(String name, int def, int min, int max) {
        String v = named.get(name);
        if (v == null) return def;
        try {
            return (int) Numbers.parseWhole("--" + name + "=", v.trim(), min, max);
        } catch (IllegalArgumentException e) {
            throw new UsageError(e.getMessage());
        }
    }
}
