package org.creatureexplorer.lesson;

import java.awt.Shape;
import java.awt.geom.PathIterator;
import java.util.ArrayList;
import java.util.List;

/** A shape's path as a list of segments (six coordinates, then the segment type), for tests that compare two paths exactly. */
public final class PathSegments {
    private PathSegments() {}

    public static List<double[]> of(Shape path) {
        List<double[]> out = new ArrayList<>();
        for (PathIterator it = path.getPathIterator(null); !it.isDone(); it.next()) {
            double[] c = new double[7];
            c[6] = it.currentSegment(c);
            out.add(c);
        }
        return out;
    }
}
