package org.creatureexplorer.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.stream.Stream;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.catalog.LessonCatalog;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.Playback;
import org.creatureexplorer.sim.Vec2;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The CSV export as a job that runs off the event thread: it replays a frozen recipe (the
 * live run may go on meanwhile), reports progress, and a cancelled export leaves no file.
 */
class CsvExportJobTest {
    @TempDir Path dir;

    private static Playback chainRun(int ticks) {
        Lesson<?> chain = LessonCatalog.byId("chain").orElseThrow();
        Playback p = new Playback(chain.factory(), chain.defaultParams(), 600);
        p.steps(ticks / 2);
        p.apply(new Input.PointerAt(new Vec2(120, 80)));
        p.steps(ticks - ticks / 2);
        return p;
    }

    @Test
    void theJobWritesWhatTheRunWasWhenItWasTakenWhileTheRunGoesOn() throws Exception {
        Playback live = chainRun(3_000);
        Exporter.CsvJob job = Exporter.csvJob("chain", live);
        // The window goes on: more ticks, a new input, a step back.
        live.steps(500);
        live.apply(new Input.PointerLeft());
        live.stepBack();
        Path viaJob = dir.resolve("job.csv");
        List<Long> reports = new ArrayList<>();
        job.write(viaJob, (done, total) -> reports.add(done));

        Path direct = dir.resolve("direct.csv");
        Exporter.csv("chain", chainRun(3_000), direct);
        assertEquals(Files.readString(direct, StandardCharsets.UTF_8), Files.readString(viaJob, StandardCharsets.UTF_8));
        assertEquals(3_002, Files.readAllLines(viaJob).size(), "header plus ticks 0 to 3000");
        assertEquals(List.of(2_000L, 3_001L), reports, "a report every 2,000 rows, then the total");
        assertTrue(Files.exists(dir.resolve("job.csv.txt")));
    }

    @Test
    void aCancelledExportLeavesNoFileNorTemporaryFile() throws Exception {
        Playback live = chainRun(5_000);
        Exporter.CsvJob job = Exporter.csvJob("chain", live);
        Path file = dir.resolve("cancelled.csv");
        assertThrows(CancellationException.class, () -> job.write(file, (done, total) -> {
            throw new CancellationException("the user pressed Cancel");
        }));
        try (Stream<Path> left = Files.list(dir)) {
            assertEquals(List.of(), left.toList(), "nothing written, no temporary file left");
        }
    }

    @Test
    void anInterruptedWorkerStopsAndLeavesAnEarlierFileAsItWas() throws Exception {
        Path file = dir.resolve("keep.csv");
        Files.writeString(file, "earlier export\n");
        Exporter.CsvJob job = Exporter.csvJob("chain", chainRun(5_000));
        Throwable[] thrown = new Throwable[1];
        Thread worker = new Thread(() -> {
            Thread.currentThread().interrupt(); // as SwingWorker.cancel(true) does
            try {
                job.write(file, (done, total) -> { });
            } catch (Throwable t) {
                thrown[0] = t;
            }
        });
        worker.start();
        worker.join();
        assertTrue(thrown[0] != null, "the export stopped");
        assertEquals("earlier export\n", Files.readString(file));
        assertFalse(Files.exists(dir.resolve("keep.csv.txt")));
        try (Stream<Path> left = Files.list(dir)) {
            assertEquals(List.of(file), left.toList());
        }
    }
}
