package org.creatureexplorer.ui;

import java.awt.Component;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;
import javax.swing.JFileChooser;
import javax.swing.JPopupMenu;
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
            m.add(Toolbar.item("Stage as PNG, " + width + " px wide\u2026",
                    () -> export(id + "-stage.png", f -> Exporter.stagePng(shown.get().stage(), f, width))));
        }
        m.add(Toolbar.item("Stage as SVG\u2026", () -> export(id + "-stage.svg", f -> Exporter.stageSvg(shown.get().stage(), f))));
        List<ChartSpec> specs = current.lesson().charts();
        for (int i = 0; i < specs.size(); i++) {
            ChartView chart = current.charts().views().get(i);
            String base = Exporter.chartBaseName(id, i, specs.get(i));
            String title = specs.get(i).title();
            m.add(Toolbar.item("Chart \u201c" + title + "\u201d as PNG\u2026", () -> export(base + ".png", f -> Exporter.chartPng(chart, f))));
            m.add(Toolbar.item("Chart \u201c" + title + "\u201d as SVG\u2026", () -> export(base + ".svg", f -> Exporter.chartSvg(chart, f))));
        }
        m.add(Toolbar.item("Measured series as CSV\u2026", () -> export(id + "-measured.csv", f -> Exporter.csv(id, shown.get().playback(), f))));
        m.add(Toolbar.item("Clip as animated GIF\u2026", () -> ClipRecorder.ask(parent).ifPresent(settings -> {
            LessonView v = shown.get();
            ClipRecorder clip = ClipRecorder.from(v.lesson(), v.playback(), ClipRecorder.Look.of(v.stage()), settings);
            export(id + ".gif", clip::write);
        })));
        m.add(Toolbar.item("Worksheet to print (HTML)\u2026", () -> export(id + "-worksheet.html", f -> Worksheet.from(shown.get()).write(f))));
        return m;
    }

    private void export(String defaultName, ExportJob job) {
        if (parent instanceof ExplorerPanel panel) {
            panel.whileDialogOpen(() -> chooseAndExport(defaultName, job));
        } else {
            chooseAndExport(defaultName, job);
        }
    }

    private void chooseAndExport(String defaultName, ExportJob job) {
        Path dir = folder.get();
        JFileChooser chooser = new JFileChooser(dir.toFile());
        chooser.setSelectedFile(dir.resolve(defaultName).toFile());
        ExportFilters.install(chooser, defaultName);
        if (chooser.showSaveDialog(parent) != JFileChooser.APPROVE_OPTION) return;
        Path file = ExportFilters.withExtension(chooser.getSelectedFile().toPath(), defaultName);
        Path chosenDir = file.toAbsolutePath().getParent();
        if (chosenDir != null) folder.set(chosenDir);
        exportTo(file, job);
    }

    /** Writes one export and reports the outcome on the status line; never throws. */
    void exportTo(Path file, ExportJob job) {
        try {
            job.write(file);
            status.show("Saved " + file, false);
        } catch (IOException | RuntimeException e) {
            status.show("Could not save " + file.getFileName() + ": " + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage()), true);
        }
    }
}
