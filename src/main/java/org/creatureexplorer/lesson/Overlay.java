package org.creatureexplorer.lesson;

/** The common set of view-only layers a lesson can offer. Toggling one never touches the world. */
public enum Overlay {
    BONES("Bones"),
    CIRCLES("Circles"),
    TARGETS("Targets"),
    VECTORS("Vectors"),
    TRAILS("Trails"),
    LABELS("Labels"),
    /** A labelled figure of the lesson's derivation (the board drawing), with the live numbers. */
    EXPLAIN("Explain");

    private final String label;

    Overlay(String label) { this.label = label; }

    public String label() { return label; }
}
