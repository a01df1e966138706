package org.creatureexplorer.cli;

/** Bad command-line input: printed as one line on stderr, exit code 2, nothing on stdout. */
public final class UsageError extends RuntimeException {
    public UsageError(String message) { super(message); }
}
