package org.creatureexplorer.cli;

/** The input was fine but the work could not be done (stdout closed, disk full): one line on stderr, exit code 1. */
public final class CommandFailed extends RuntimeException {
    public CommandFailed(String message) { super(message); }
}
