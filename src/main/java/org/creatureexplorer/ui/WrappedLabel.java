package org.creatureexplorer.ui;

import java.awt.Dimension;
import java.awt.FontMetrics;
import javax.swing.JTextArea;
import javax.swing.UIManager;

/**
 * A label that wraps at word boundaries onto as many lines as its width needs, instead of
 * ending in "…" (the lesson title and the instruction line under it, at 1366x768 in projection).
 * Read-only, not focusable, label colours; its preferred height follows the width it was given.
 */
final class WrappedLabel extends JTextArea {
    WrappedLabel() {
        setLineWrap(true);
        setWrapStyleWord(true);
        setEditable(false);
        setFocusable(false);
        setOpaque(false);
        setHighlighter(null);
    }

    /** Japanese wraps between characters here: a number keeps its unit (a no-break space between them). */
    @Override public void setText(String text) { super.setText(org.creatureexplorer.i18n.LineBreaks.noBreakSpaces(text)); }

    @Override public void updateUI() {
        super.updateUI();
        setOpaque(false);
        setForeground(UIManager.getColor("Label.foreground"));
        setDisabledTextColor(UIManager.getColor("Label.foreground"));
        if (UIManager.getFont("Label.font") != null && getFont() != null && !getFont().isBold()) setFont(UIManager.getFont("Label.font"));
    }

    /** Height for {@code width}: the lines the text wraps to there, plus the insets. */
    int heightFor(int width) {
        Dimension was = getSize();
        try {
            setSize(width, Short.MAX_VALUE);
            return super.getPreferredSize().height;
        } finally {
            setSize(was);
        }
    }

    /** True when a single word is wider than the label: the only way wrapped text is still cut. */
    boolean wordTooWide() {
        FontMetrics fm = getFontMetrics(getFont());
        int room = getWidth() - getInsets().left - getInsets().right;
        if (room <= 0) return false;
        for (String word : org.creatureexplorer.i18n.LineBreaks.pieces(getText())) if (fm.stringWidth(word.strip()) > room) return true;
        return false;
    }

    @Override public Dimension getMinimumSize() { return new Dimension(10, super.getMinimumSize().height); }
}
