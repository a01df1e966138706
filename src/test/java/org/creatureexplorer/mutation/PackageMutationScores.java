package org.creatureexplorer.mutation;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

/**
 * The per-package gate of the {@code mutation} profile (pom.xml). PIT's own
 * {@code mutationThreshold} is one number for the whole run, so a strong package can hide a weak
 * one; this reads PIT's {@code mutations.xml} and fails the build when any one of the model-side
 * packages kills fewer than the threshold.
 *
 * <p>A mutant counts for the top-level package it lives under: {@code sim.steer.Wander} is
 * {@code sim}, {@code world.gallery.KoiWorld} is {@code world}. "Detected" is PIT's own verdict
 * (the {@code detected} attribute: killed, timed out, memory or run error), over every mutant PIT
 * generated for the package, the same ratio as PIT's "mutation score".
 *
 * <p>Run by exec-maven-plugin after {@code mutationCoverage}:
 * {@code PackageMutationScores <mutations.xml> <threshold %> <package> ...}. A package with no
 * mutant in the report (a run narrowed by {@code -DtargetClasses}) is reported and skipped.
 */
public final class PackageMutationScores {
    static final String ROOT = "org.creatureexplorer.";

    /** Killed and total mutants of one package. */
    record Score(int detected, int total) {
        double percent() {
            return total == 0 ? 100.0 : 100.0 * detected / total;
        }
    }

    private PackageMutationScores() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 3) {
            System.err.println("usage: PackageMutationScores <mutations.xml> <threshold %> <package> ...");
            System.exit(2);
        }
        Path report = Path.of(args[0]);
        if (!Files.isRegularFile(report)) {
            System.err.println("no PIT report at " + report + ": run mutationCoverage first");
            System.exit(2);
        }
        double threshold = Double.parseDouble(args[1]);
        List<String> packages = List.of(args).subList(2, args.length);
        Map<String, Score> scores = scores(report, packages);
        List<String> lines = verdicts(scores, packages, threshold);
        lines.forEach(System.out::println);
        if (lines.stream().anyMatch(l -> l.startsWith("BELOW"))) {
            // Thrown, not System.exit: exec:java runs in Maven's JVM and turns it into a build failure.
            throw new IllegalStateException("mutation score below " + threshold + "% in a package (see above)");
        }
    }

    /** Detected and total mutants per listed package, in the order listed; absent packages score 0 of 0. */
    static Map<String, Score> scores(Path report, List<String> packages)
            throws IOException, ParserConfigurationException, SAXException {
        Map<String, int[]> counts = new LinkedHashMap<>();
        packages.forEach(p -> counts.put(p, new int[2]));
        NodeList mutations = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(report.toFile()).getElementsByTagName("mutation");
        for (int i = 0; i < mutations.getLength(); i++) {
            Element mutation = (Element) mutations.item(i);
            String mutatedClass = mutation.getElementsByTagName("mutatedClass").item(0).getTextContent();
            int[] count = counts.get(topPackage(mutatedClass));
            if (count == null) continue;
            count[1]++;
            if (Boolean.parseBoolean(mutation.getAttribute("detected"))) count[0]++;
        }
        Map<String, Score> scores = new LinkedHashMap<>();
        counts.forEach((p, c) -> scores.put(p, new Score(c[0], c[1])));
        return scores;
    }

    /** "sim" for org.creatureexplorer.sim.steer.Wander$1; "" for a class outside the project. */
    static String topPackage(String className) {
        if (!className.startsWith(ROOT)) return "";
        String rest = className.substring(ROOT.length());
        int dot = rest.indexOf('.');
        return dot < 0 ? "" : rest.substring(0, dot);
    }

    /** One line per package: "ok", "BELOW" (fails the build) or "absent" (not in this run). */
    static List<String> verdicts(Map<String, Score> scores, List<String> packages, double threshold) {
        return packages.stream().map(p -> {
            Score s = scores.get(p);
            if (s.total() == 0) return String.format("absent %-9s no mutants in this report (narrowed run?)", p);
            String verdict = s.percent() >= threshold ? "ok    " : "BELOW ";
            return String.format("%s %-9s %5.1f%% (%d of %d mutants detected; threshold %.0f%%)",
                    verdict, p, s.percent(), s.detected(), s.total(), threshold);
        }).toList();
    }
}
