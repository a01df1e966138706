package org.creatureexplorer.sim;

/** Copies of the rectangular number tables the creatures keep (strands, recorded passes), for a world's copy. */
public final class Grids {
    private Grids() {}

    /** Every row copied; null stays null. */
    public static double[][] copy(double[][] rows) {
        if (rows == null) return null;
        double[][] out = new double[rows.length][];
        for (int i = 0; i < rows.length; i++) out[i] = rows[i].clone();
        return out;
    }
}
