package org.creatureexplorer.ui;

import java.util.List;

/**
 * One keyboard shortcut: the keys (as {@link javax.swing.KeyStroke#getKeyStroke(String)}
 * strings), how the help shows them, and what it does. The window binds its keys from a list
 * of these and the help dialog prints the same list, so the two can never disagree.
 */
public record Shortcut(String id, List<String> strokes, String keysShown, String does, Runnable action) {

    /** The help text: one row per shortcut. */
    public static String helpHtml(List<Shortcut> shortcuts, String extra) {
        StringBuilder sb = new StringBuilder("<html><body style='font-family:" + org.creatureexplorer.i18n.Fonts.sans() + "; margin:8px'>");
        sb.append("<h2>").append(org.creatureexplorer.i18n.Tr.t("Keyboard shortcuts")).append("</h2><table cellpadding='3'>");
        for (Shortcut s : shortcuts) {
            sb.append("<tr><td><b>").append(s.keysShown()).append("</b></td><td>").append(s.does()).append("</td></tr>");
        }
        sb.append("</table>").append(extra).append("</body></html>");
        return sb.toString();
    }
}
