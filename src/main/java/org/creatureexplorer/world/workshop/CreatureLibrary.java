package org.creatureexplorer.world.workshop;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.creatureexplorer.world.workshop.doc.CreatureDoc;
import org.creatureexplorer.world.workshop.doc.CreatureFileError;
import org.creatureexplorer.world.workshop.doc.CreatureReader;

/**
 * The workshop's starting creatures: {@code creatures/NAME.json}, shipped inside the app and
 * read from a {@code creatures/} folder beside it first (as {@code lessons/} is), so a teacher can
 * change or add one without a rebuild. Each challenge's reference solution is
 * {@code creatures/challenges/CHALLENGE.json}, found the same way by the challenge's name. A
 * name that is a file on disk is that file.
 */
public final class CreatureLibrary {
    private CreatureLibrary() {}

    /** The library, in the gallery's order, then the bench's centipede (a test checks this list against the folder). */
    public static final List<String> NAMES = List.of("snake", "koi", "lizard", "octopus", "caterpillar", "jellyfish", "spider", "pet", "centipede");

    /** The challenges whose reference solutions open by name (a test checks each has its file). */
    public static final List<String> CHALLENGES = Arrays.stream(Challenge.values()).map(Challenge::id).toList();

    /** Where the folder beside the app is looked for. */
    static final Path FOLDER = Path.of("creatures");

    /**
     * Opens {@code nameOrFile}: an existing file; else a library name ("koi" or "koi.json"); else a
     * challenge's name ("flee", or "challenges/flee") for its reference solution; each from the
     * folder beside the app, else from inside the app.
     */
    public static CreatureDoc open(String nameOrFile) throws CreatureFileError {
        Path file = Path.of(nameOrFile);
        if (Files.exists(file)) return CreatureReader.read(file);
        String bare = nameOrFile.endsWith(".json") ? nameOrFile.substring(0, nameOrFile.length() - ".json".length()) : nameOrFile;
        if (bare.startsWith("challenges/")) bare = bare.substring("challenges/".length());
        if (!bare.contains("/") && !bare.contains("\\")) {
            String inFolder = NAMES.contains(bare) || !CHALLENGES.contains(bare) ? bare + ".json" : "challenges/" + bare + ".json";
            // A name the app does not ship may still be a teacher's file in the folder beside it.
            Path beside = FOLDER.resolve(inFolder);
            if (Files.isRegularFile(beside)) return CreatureReader.read(beside);
            if (NAMES.contains(bare) || CHALLENGES.contains(bare)) return CreatureReader.resource(inFolder);
        }
        throw new CreatureFileError(nameOrFile, 0, "not found (neither a file, nor one of the library's " + String.join(", ", NAMES)
                + ", nor a challenge's reference solution: " + String.join(", ", CHALLENGES) + ")");
    }
}
