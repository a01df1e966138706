package org.creatureexplorer.mutation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The per-package gate of the mutation profile reads PIT's report as PIT scores it. */
class PackageMutationScoresTest {
    @TempDir
    Path dir;

    private static String mutation(String className, boolean detected) {
        return "<mutation detected='" + detected + "' status='" + (detected ? "KILLED" : "SURVIVED")
                + "' numberOfTestsRun='1'><sourceFile>X.java</sourceFile><mutatedClass>" + className
                + "</mutatedClass><mutatedMethod>m</mutatedMethod><lineNumber>1</lineNumber></mutation>\n";
    }

    /** sim: 4 of 5 (80%, on the threshold); world: 3 of 4 (75%), one of them in a subpackage; a class elsewhere is ignored. */
    private Path report() throws Exception {
        StringBuilder xml = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<mutations partial=\"true\">\n");
        for (int i = 0; i < 4; i++) xml.append(mutation("org.creatureexplorer.sim.steer.Wander", true));
        xml.append(mutation("org.creatureexplorer.sim.Fabrik$Chain", false));
        xml.append(mutation("org.creatureexplorer.world.gallery.KoiWorld", true));
        xml.append(mutation("org.creatureexplorer.world.World", true));
        xml.append(mutation("org.creatureexplorer.world.gallery.KoiWorld", true));
        xml.append(mutation("org.creatureexplorer.world.skeletons.FoldWorld", false));
        xml.append(mutation("org.creatureexplorer.ui.ChartView", false));
        xml.append("</mutations>\n");
        Path file = dir.resolve("mutations.xml");
        Files.writeString(file, xml);
        return file;
    }

    @Test
    void countsEachMutantForItsTopPackage() throws Exception {
        Map<String, PackageMutationScores.Score> scores = PackageMutationScores.scores(report(), List.of("sim", "model", "world"));
        assertEquals(new PackageMutationScores.Score(4, 5), scores.get("sim"));
        assertEquals(new PackageMutationScores.Score(0, 0), scores.get("model"));
        assertEquals(new PackageMutationScores.Score(3, 4), scores.get("world"));
        assertEquals(75.0, scores.get("world").percent(), 1e-12);
    }

    @Test
    void aPackageBelowTheThresholdFailsAndOneOnItPasses() throws Exception {
        List<String> packages = List.of("sim", "model", "world");
        List<String> lines = PackageMutationScores.verdicts(PackageMutationScores.scores(report(), packages), packages, 80);
        assertTrue(lines.get(0).startsWith("ok") && lines.get(0).contains("80.0%"), lines.get(0));
        assertTrue(lines.get(1).startsWith("absent"), lines.get(1));
        assertTrue(lines.get(2).startsWith("BELOW") && lines.get(2).contains("3 of 4"), lines.get(2));
        Path file = report();
        assertThrows(IllegalStateException.class,
                () -> PackageMutationScores.main(new String[] {file.toString(), "80", "sim", "world"}));
        PackageMutationScores.main(new String[] {file.toString(), "75", "sim", "world"});
    }

    @Test
    void topPackageIgnoresClassesOutsideTheProject() {
        assertEquals("sim", PackageMutationScores.topPackage("org.creatureexplorer.sim.steer.Wander$1"));
        assertEquals("world", PackageMutationScores.topPackage("org.creatureexplorer.world.World"));
        assertEquals("", PackageMutationScores.topPackage("org.creatureexplorer.Main"));
        assertEquals("", PackageMutationScores.topPackage("java.lang.String"));
    }
}
