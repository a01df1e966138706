package org.creatureexplorer.lesson;

import java.awt.Color;

/**
 * Every named colour the stages use. One place, so a projector or dark palette can swap
 * them all at once. The default is light: it projects well in a bright room.
 */
public record Palette(Color background, Color grid, Color body, Color bodyEdge, Color bone, Color joint,
                      Color circle, Color target, Color vector, Color ghost, Color trail, Color text,
                      Color textHalo, Color accent, Color warning, Color handle) {

    public static final Palette LIGHT = new Palette(
            new Color(0xF7F5EF), // warm paper
            new Color(0xE4E0D6),
            new Color(0x7FB685),
            new Color(0x3C6E47),
            new Color(0x2B2F36),
            new Color(0x1F4E79),
            new Color(0x1F6FB2),
            new Color(0xC0392B),
            new Color(0xD35400),
            new Color(0x8E8E8E),
            new Color(0x8E44AD),
            new Color(0x1E1E1E),
            new Color(0xF7F5EF),
            new Color(0x16A085),
            new Color(0xC0392B),
            new Color(0xF1C40F));
}
