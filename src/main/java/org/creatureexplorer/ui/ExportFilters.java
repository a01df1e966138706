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
            case "png" -> org.creatureexplorer.i18n.Tr.t("PNG images");
            case "svg" -> org.creatureexplorer.i18n.Tr.t("SVG drawings");
            case "csv" -> org.creatureexplorer.i18n.Tr.t("CSV tables");
            case "gif" -> org.creatureexplorer.i18n.Tr.t("GIF animations");
            default -> org.creatureexplorer.i18n.Tr.f("%s files", ext.toUpperCase(Locale.ROOT));
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
