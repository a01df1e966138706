package org.creatureexplorer.ui;

import com.formdev.flatlaf.FlatDarkLaf;
import com.formdev.flatlaf.FlatLaf;
import com.formdev.flatlaf.FlatLightLaf;
import com.formdev.flatlaf.intellijthemes.FlatHighContrastIJTheme;
import java.awt.Color;
import java.util.function.Supplier;
import org.creatureexplorer.lesson.Palette;

/** The three themes: a FlatLaf look, a stage palette and chart colours that match. */
public enum Theme {
    LIGHT("Light", FlatLightLaf::new, Palette.LIGHT,
            new ChartColors(new Color(0xFBFAF7), Color.WHITE, new Color(0x1E1E1E), new Color(0xE6E3DC),
                    seriesOf(Palette.LIGHT),
                    new Color(0x7A7A7A))),
    DARK("Dark", FlatDarkLaf::new, Palette.DARK,
            new ChartColors(new Color(0x2B2D30), new Color(0x1E2126), new Color(0xE6E6E6), new Color(0x3A3F47),
                    seriesOf(Palette.DARK),
                    new Color(0xA0A0A0))),
    HIGH_CONTRAST("High contrast", FlatHighContrastIJTheme::new, Palette.HIGH_CONTRAST,
            new ChartColors(Color.BLACK, Color.BLACK, Color.WHITE, new Color(0x4A4A4A),
                    seriesOf(Palette.HIGH_CONTRAST),
                    new Color(0xD0D0D0)));

    /** Chart colours for a look: backgrounds, text, grid, series, guide lines. */
    public record ChartColors(Color background, Color plot, Color text, Color grid, Color[] series, Color guide) {}

    /** The projector's chart colours: white, deep and saturated, nothing pale. */
    static final ChartColors PROJECTOR_CHARTS = new ChartColors(Color.WHITE, Color.WHITE, new Color(0x0D1B4C), new Color(0xCFD6E0),
            seriesOf(Palette.PROJECTOR),
            new Color(0x546E7A));

    /** The charts' series colours are the stage palette's, in its series order: one colour, one meaning. */
    private static Color[] seriesOf(Palette p) {
        Color[] out = new Color[5];
        for (int i = 0; i < out.length; i++) out[i] = p.series(i);
        return out;
    }

    private final String label;
    private final Supplier<FlatLaf> laf;
    private final Palette palette;
    private final ChartColors charts;

    Theme(String label, Supplier<FlatLaf> laf, Palette palette, ChartColors charts) {
        this.label = label;
        this.laf = laf;
        this.palette = palette;
        this.charts = charts;
    }

    public String label() { return label; }

    public Palette palette() { return palette; }

    public ChartColors charts() { return charts; }

    FlatLaf lookAndFeel() { return laf.get(); }

    public boolean dark() { return this != LIGHT; }

    @Override public String toString() { return org.creatureexplorer.i18n.Tr.t(label); }
}
