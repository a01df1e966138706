package org.creatureexplorer.world.workshop.doc;

/**
 * A creature file that cannot be used: which file, which line (1-based; 0 when the file could
 * not be read at all) and why, in words a student can act on. The message is one line,
 * {@code file:line: reason}, the form compilers use, so editors can jump to it.
 */
public final class CreatureFileError extends Exception {
    private final String file;
    private final int line;
    private final String reason;

    public CreatureFileError(String file, int line, String reason) {
        super(file + (line > 0 ? ":" + line : "") + ": " + reason);
        this.file = file;
        this.line = line;
        this.reason = reason;
    }

    public String file() { return file; }

    public int line() { return line; }

    public String reason() { return reason; }
}
