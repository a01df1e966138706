package org.creatureexplorer.ui;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;

/** Waiting for background jobs from the event thread. */
final class Jobs {
    private Jobs() {}

    /**
     * Waits until {@code job} (null: none) is done, whatever interrupts come meanwhile; an
     * interrupt is kept for the caller to see afterwards. A job that failed reports its failure
     * itself, so the failure is not thrown here.
     */
    static void awaitUninterrupted(Future<?> job) {
        if (job == null) return;
        boolean interrupted = false;
        while (true) {
            try {
                job.get();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            } catch (ExecutionException e) {
                break;
            }
        }
        if (interrupted) Thread.currentThread().interrupt();
    }
}
