package org.creatureexplorer.ui;

import org.creatureexplorer.i18n.Tr;
import java.awt.Component;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;
import javax.swing.JFileChooser;
import javax.swing.JPopupMenu;
import javax.swing.ProgressMonitor;
import javax.swing.SwingWorker;
import org.creatureexplorer.i18n.Tr;
import org.creatureexplorer.lesson.ChartSpec;

/**
 * The export menu: the stage and each chart as PNG or SVG, the measured series as CSV. Asks
 * for a file (starting in the folder used last), writes it with {@link Exporter} and reports
 * the outcome on the status line.
 */
final class ExportMenu {
    @FunctionalInterface
    interface ExportJob {
        void write(Path file) throws IOException;
    }

    /** Where the outcome goes: the panel's status line. */
    @FunctionalInterface
    interface Status {
        void show(String message, boolean problem);
    }

    private final Component parent;
    private final Status status;
    private ExportFolder folder = ExportFolder.inMemory();

    ExportMenu(Component parent, Status status) {
        this.parent = parent;
        this.status = status;
    }

    /** Where the save dialog starts: the folder used last, remembered between runs when settings exist. */
    void rememberFolderIn(ExportFolder folder) { this.folder = folder; }

    /**
     * The menu for the lesson shown now; empty when there is none. The stage and the run are
     * looked up when an item is chosen, as the panel's current lesson then.
     */
    JPopupMenu build(Supplier<LessonView> shown) {
        JPopupMenu m = new JPopupMenu();
        LessonView current = shown.get();
        if (current == null) return m;
        String id = current.lesson().id();
        for (int width : new int[] {Exporter.STAGE_PNG_WIDTH, 2 * Exporter.STAGE_PNG_WIDTH}) {
            m.add(Toolbar.item(Tr.f("Stage as PNG, %d px wide\u2026", width),
                    () -> export(id + "-stage.png", f -> Exporter.stagePng(shown.get().stage(), f, width))));
        }
        m.add(Toolbar.item(Tr.t("Stage as SVG\u2026"), () -> export(id + "-stage.svg", f -> Exporter.stageSvg(shown.get().stage(), f))));
        List<ChartSpec> specs = current.lesson().charts();
        for (int i = 0; i < specs.size(); i++) {
            ChartView chart = current.charts().views().get(i);
            String base = Exporter.chartBaseName(id, i, specs.get(i));
            String title = specs.get(i).title();
            m.add(Toolbar.item(Tr.f("Chart \u201c%s\u201d as PNG\u2026", Tr.t(title)), () -> export(base + ".png", f -> Exporter.chartPng(chart, f))));
            m.add(Toolbar.item(Tr.f("Chart \u201c%s\u201d as SVG\u2026", Tr.t(title)), () -> export(base + ".svg", f -> Exporter.chartSvg(chart, f))));
        }
        m.add(Toolbar.item(Tr.t("Measured series as CSV\u2026"), () -> whileDialogOpen(() -> {
            Path file = chooseFile(id + "-measured.csv");
            if (file != null) exportCsvInBackground(file, Exporter.csvJob(id, shown.get().playback()));
        })));
        m.add(Toolbar.item(Tr.t("Clip as animated GIF\u2026"), () -> ClipRecorder.ask(parent).ifPresent(settings -> {
            LessonView v = shown.get();
            ClipRecorder clip = ClipRecorder.of(v, parent instanceof ExplorerPanel p ? p.look() : Look.DEFAULT, settings);
            whileDialogOpen(() -> {
                Path file = chooseFile(id + ".gif");
                if (file != null) exportClipInBackground(file, clip, settings.frames());
            });
        })));
        m.add(Toolbar.item(Tr.t("Worksheet to print (HTML)\u2026"), () -> export(id + "-worksheet.html", f -> Worksheet.from(shown.get()).write(f))));
        return m;
    }

    private void export(String defaultName, ExportJob job) {
        whileDialogOpen(() -> chooseAndExport(defaultName, job));
    }

    /** Keys typed while a dialog is open never reach the stage (an "r" in a file name is not Reset). */
    private void whileDialogOpen(Runnable dialog) {
        if (parent instanceof ExplorerPanel panel) panel.whileDialogOpen(dialog); else dialog.run();
    }

    private void chooseAndExport(String defaultName, ExportJob job) {
        Path file = chooseFile(defaultName);
        if (file != null) exportTo(file, job);
    }

    /**
     * Asks where to save, starting in the folder used last (remembered between runs), filtered
     * by the file's type; null when the user cancels.
     */
    private Path chooseFile(String defaultName) {
        Path dir = folder.get();
        JFileChooser chooser = new JFileChooser(dir.toFile());
        chooser.setSelectedFile(dir.resolve(defaultName).toFile());
        ExportFilters.install(chooser, defaultName);
        if (chooser.showSaveDialog(parent) != JFileChooser.APPROVE_OPTION) return null;
        Path file = ExportFilters.withExtension(chooser.getSelectedFile().toPath(), defaultName);
        Path chosenDir = file.toAbsolutePath().getParent();
        if (chosenDir != null) folder.set(chosenDir);
        return file;
    }

    /**
     * Writes a CSV on a worker thread: a long run's replay takes seconds, and the window must
     * go on meanwhile. A progress dialog with Cancel appears when it takes more than a moment;
     * Cancel stops the replay and leaves no file. The outcome goes to the status line.
     * Returns the worker (tests wait for it).
     */
    SwingWorker<Void, Void> exportCsvInBackground(Path file, Exporter.CsvJob job) {
        return inBackground(file, Tr.t("Replaying the run from tick 0\u2026"), job.rows(), Tr.t("ticks"), job::write);
    }

    /**
     * Writes a clip on a worker thread, as a CSV is: the replay and the frames take seconds, the
     * window goes on, a progress dialog with Cancel shows, and Cancel leaves no file.
     */
    SwingWorker<Void, Void> exportClipInBackground(Path file, ClipRecorder clip, int frames) {
        return inBackground(file, Tr.t("Replaying the run, then drawing the frames\u2026"), frames, Tr.t("frames"),
                (f, progress) -> clip.write(f, (done, total) -> progress.rows(done, total)));
    }

    /** A job that writes one file and tells how far it has come. */
    @FunctionalInterface
    interface ProgressJob {
        void write(Path file, Exporter.Progress progress) throws IOException;
    }

    private SwingWorker<Void, Void> inBackground(Path file, String firstNote, long total, String unit, ProgressJob job) {
        ProgressMonitor monitor = new ProgressMonitor(parent, Tr.f("Exporting %s", file.getFileName()),
                firstNote, 0, 1000);
        monitor.setMillisToDecideToPopup(300);
        monitor.setMillisToPopup(300);
        status.show(Tr.f("Exporting %s\u2026", file.getFileName()), false);
        SwingWorker<Void, Void> worker = new SwingWorker<>() {
            @Override protected Void doInBackground() throws IOException {
                job.write(file, (done, all) -> setProgress((int) Math.min(100, done * 100 / Math.max(1, all))));
                return null;
            }

            @Override protected void done() {
                monitor.close();
                try {
                    get();
                    status.show(Tr.f("Saved %s", file), false);
                } catch (java.util.concurrent.CancellationException e) {
                    status.show(Tr.t("Export cancelled: no file written."), false);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } catch (java.util.concurrent.ExecutionException e) {
                    Throwable cause = e.getCause();
                    if (cause instanceof java.util.concurrent.CancellationException) {
                        status.show(Tr.t("Export cancelled: no file written."), false);
                    } else {
                        status.show(Tr.f("Could not save %s: ", file.getFileName()) + (cause.getMessage() == null
                                ? cause.getClass().getSimpleName() : cause.getMessage()), true);
                    }
                }
            }
        };
        worker.addPropertyChangeListener(e -> {
            if (!"progress".equals(e.getPropertyName())) return;
            if (monitor.isCanceled()) {
                worker.cancel(true);
            } else {
                monitor.setProgress((Integer) e.getNewValue() * 10);
                monitor.setNote(Tr.f("%d%% of %,d %s", e.getNewValue(), total, unit));
            }
        });
        // The dialog's Cancel is seen at the next progress report; a timer catches it between reports too.
        javax.swing.Timer watch = new javax.swing.Timer(100, null);
        watch.addActionListener(e -> {
            if (worker.isDone()) watch.stop();
            else if (monitor.isCanceled()) worker.cancel(true);
        });
        watch.start();
        worker.execute();
        return worker;
    }

    /** Writes one export and reports the outcome on the status line; never throws. */
    void exportTo(Path file, ExportJob job) {
        try {
            job.write(file);
            status.show(Tr.f("Saved %s", file), false);
        } catch (IOException | RuntimeException e) {
            status.show(Tr.f("Could not save %s: ", file.getFileName()) + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage()), true);
        }
    }
}
