package org.creatureexplorer;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The model (math, worlds, creatures, the lesson-independent contract) never touches AWT or Swing. */
class ModelPurityTest {
    static final List<String> MODEL_PACKAGES = List.of("sim", "model", "creature", "world");

    @Test
    void modelCodeImportsNothingFromAwtOrSwing() throws IOException {
        Path root = Path.of("src/main/java/org/creatureexplorer");
        List<String> offenders = new ArrayList<>();
        int files = 0;
        for (String pkg : MODEL_PACKAGES) {
            Path dir = root.resolve(pkg);
            if (!Files.isDirectory(dir)) continue;
            try (Stream<Path> walk = Files.walk(dir)) {
                for (Path file : walk.filter(p -> p.toString().endsWith(".java")).toList()) {
                    files++;
                    String text = Files.readString(file);
                    if (text.contains("java.awt") || text.contains("javax.swing") || text.contains("javafx")) {
                        offenders.add(root.relativize(file).toString());
                    }
                }
            }
        }
        assertTrue(files >= 10, "expected to scan the model sources, found " + files);
        assertTrue(offenders.isEmpty(), "model code uses AWT/Swing: " + offenders);
    }
}
