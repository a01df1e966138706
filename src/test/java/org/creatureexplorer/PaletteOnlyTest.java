package org.creatureexplorer;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Stage painters take their colours from the Palette (with alpha or mixes of palette colours),
 * never from a fixed RGB value or a Color constant: a fixed dark line vanishes on the dark
 * theme, a pale one on the projector.
 */
class PaletteOnlyTest {
    static final Pattern FIXED = Pattern.compile("new (java\\.awt\\.)?Color\\(0x|Color\\.(BLACK|WHITE|GRAY|DARK_GRAY|LIGHT_GRAY|RED|GREEN|BLUE|ORANGE|YELLOW|PINK|MAGENTA|CYAN)\\b");

    @Test
    void lessonPaintersUseOnlyPaletteColours() throws IOException {
        Path root = Path.of("src/main/java/org/creatureexplorer/lessons");
        List<String> offenders = new ArrayList<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                List<String> lines = Files.readAllLines(f);
                for (int i = 0; i < lines.size(); i++) {
                    String line = lines.get(i);
                    // Eyes are white on every theme: the one deliberate fixed colour, marked in place.
                    if (FIXED.matcher(line).find() && !line.contains("palette-exempt")) offenders.add(root.relativize(f) + ":" + (i + 1));
                }
            }
        }
        assertTrue(offenders.isEmpty(), "fixed colours in stage painters: " + offenders);
    }
}
