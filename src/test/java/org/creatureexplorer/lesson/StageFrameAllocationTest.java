package org.creatureexplorer.lesson;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.management.ThreadMXBean;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.lang.management.ManagementFactory;
import java.util.List;
import org.creatureexplorer.sim.Vec2;
import org.junit.jupiter.api.Test;

/**
 * A settled stage frame (issue 12): the same readouts and labels frame after frame are laid out
 * from what was measured before, with one measuring graphics per frame. Before, every frame
 * measured each readout at five widths (a graphics copy and a char copy and rectangle per
 * measurement, and a row record and substrings per wrap) and copied the graphics per label:
 * about 31 KB a frame here (red); now about 6 KB, the frame's own records and the drawing's.
 */
class StageFrameAllocationTest {
    private static final List<String> READOUTS = List.of(
            "speed 1.23 px/tick   heading 45\u00b0   max force 0.10",
            "a readout long enough to wrap in a narrow column of the stage: position (312.5, 208.25), velocity (1.25, -0.75)",
            "tick 120");

    @Test
    void aSettledFrameWithTheSameTextsAllocatesLittle() {
        ThreadMXBean threads = (ThreadMXBean) ManagementFactory.getThreadMXBean();
        long me = Thread.currentThread().getId();
        BufferedImage img = new BufferedImage(900, 600, BufferedImage.TYPE_INT_ARGB);
        StageFrame.Needs needs = StageFrame.Needs.NONE;
        long bytes = 0;
        int frames = 300;
        int placed = 0;
        for (int f = -600; f < frames; f++) {
            Graphics2D g = img.createGraphics();
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            long b0 = threads.getThreadAllocatedBytes(me);
            placed = paint(g, needs);
            long b1 = threads.getThreadAllocatedBytes(me);
            if (f >= 0) bytes += b1 - b0;
            needs = lastNeeds;
            g.dispose();
        }
        assertTrue(placed >= READOUTS.size() + 5, "every readout, the badge and the four labels drawn: " + placed);
        double kb = bytes / 1024.0 / frames;
        assertTrue(kb < 12, String.format("a settled frame allocated %.1f KB (at most 12)", kb));
    }

    private StageFrame.Needs lastNeeds;

    /** One frame: the badge, three readouts (one wraps), four labels; returns how many boxes were drawn. */
    private int paint(Graphics2D g, StageFrame.Needs needs) {
        Palette p = Palette.LIGHT;
        StageFrame frame = new StageFrame(g, 900, 600, 1, new Rectangle2D.Double(0, 0, 400, 300), needs, "paused");
        frame.drawBadge(g, p);
        g.transform(frame.stageToComponent());
        for (int i = 0; i < READOUTS.size(); i++) Draw.readout(g, i, READOUTS.get(i), style(frame), p.text());
        StageStyle s = style(frame);
        Draw.label(g, "target", new Vec2(200, 150), s, 17, p.target());
        Draw.labelNear(g, "walker", new Vec2(120, 80), 14, s, 16, Color.BLUE);
        Labels labels = new Labels(g, s, 400, 300);
        labels.place("velocity 1.25", 17, p.vector(), labels.aroundArrow(new Vec2(100, 100), new Vec2(160, 130)));
        labels.place("force 0.10", 17, p.force(), Labels.Spot.side(new Vec2(300, 200), new Vec2(1, 0), 10));
        frame.finish(g, p);
        lastNeeds = frame.needs();
        int drawn = 0;
        for (StageFrame.Placed pl : frame.placed()) if (!pl.clipped()) drawn++;
        return drawn;
    }

    private static StageStyle style(StageFrame frame) {
        return new StageStyle(java.util.EnumSet.noneOf(Overlay.class), Palette.LIGHT, 1, 1, 1, frame);
    }
}
