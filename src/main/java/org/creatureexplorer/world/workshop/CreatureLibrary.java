package org.creatureexplorer.world.workshop;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.creatureexplorer.world.workshop.doc.CreatureDoc;
import org.creatureexplorer.world.workshop.doc.CreatureFileError;
import org.creatureexplorer.world.workshop.doc.CreatureReader;

/**
 * The workshop's starting creatures: {@code creatures/NAME.json}, shipped inside the app and
 * read from a {@code creatures/} folder beside it first (as {@code lessons/} is), so a teacher can
 * change or add one without a rebuild. A name that is a file on disk is that file.
 */
public final class CreatureLibrary {
    private CreatureLibrary() {}

    /** The library, in the gallery's order (a test checks this list against the folder). */
    public static final List<String> NAMES = List.of("snake", "koi", "lizard", "octopus", "caterpillar", "jellyfish", "spider", "pet", "centipede");

    /** Where the folder beside the app is looked for. */
    static final Path FOLDER = Path.of("creatures");

    /**
     * Opens {@code nameOrFile}: an existing file, else a library name ("koi" or "koi.json") from
     * the folder beside the app, else from inside the app.
     */
    public static CreatureDoc open(String nameOrFile) throws CreatureFileError {
        Path file = Path.of(nameOrFile);
        if (Files.exists(file)) return CreatureReader.read(file);
        String name = nameOrFile.endsWith(".json") ? nameOrFile : nameOrFile + ".json";
        if (!name.contains("/") && !name.contains("\\")) {
            Path beside = FOLDER.resolve(name);
            if (Files.isRegularFile(beside)) return CreatureReader.read(beside);
            String bare = name.substring(0, name.length() - ".json".length());
            if (NAMES.contains(bare)) return CreatureReader.resource(name);
        }
        throw new CreatureFileError(nameOrFile, 0, "not found (neither a file nor one of the library's " + String.join(", ", NAMES) + ")");
    }
}
