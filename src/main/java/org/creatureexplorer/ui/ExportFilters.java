package org.creatureexplorer.ui;

import java.nio.file.Path;
import java.util.Locale;
import javax.swing.JFileChooser;
import javax.swing.filechooser.FileNameExtensionFilter;

/** The save dialog's file-type filter, from the suggested name's extension (PNG, SVG, CSV...). */
final class ExportFilters {
    private ExportFilters() {}

    static String extension(String name) {
        int dot = name.lastIndexOf('.');
        return dot < 0 ? "" : name.substring(dot + 1).toLowerCase(Locale.ROOT);
    }

    static void install(JFileChooser chooser, String defaultName) {
        String ext = extension(defaultName);
        if (ext.isEmpty()) return;
        String what = switch (ext) {
            case "png" -> "PNG images";
            case "svg" -> "SVG drawings";
            case "csv" -> "CSV tables";
            case "gif" -> "GIF animations";
            default -> ext.toUpperCase(Locale.ROOT) + " files";
        };
        FileNameExtensionFilter filter = new FileNameExtensionFilter(what + " (*." + ext + ")", ext);
        chooser.addChoosableFileFilter(filter);
        chooser.setFileFilter(filter);
    }

    /** The chosen file, with the type's extension added when the name typed has none. */
    static Path withExtension(Path chosen, String defaultName) {
        String ext = extension(defaultName);
        String name = chosen.getFileName().toString();
        if (ext.isEmpty() || name.contains(".")) return chosen;
        return chosen.resolveSibling(name + "." + ext);
    }
}
