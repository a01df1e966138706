package org.creatureexplorer.lessons.gallery;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Path2D;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.creatureexplorer.creature.Body;
import org.creatureexplorer.creature.Koi;
import org.creatureexplorer.creature.KoiBody;
import org.creatureexplorer.lesson.BodyDraw;
import org.creatureexplorer.lesson.Draw;
import org.creatureexplorer.lesson.StageStyle;
import org.creatureexplorer.lesson.StyleCache;
import org.creatureexplorer.sim.AngleChain;
import org.creatureexplorer.sim.Angles;
import org.creatureexplorer.sim.Vec2;

/** Drawing shared by the gallery's water lessons: a koi's skin, fins and bones. */
final class GalleryDraw {
    private GalleryDraw() {}

    /**
     * Colours mixed from two others, made once per pair and mix instead of once per paint (a
     * gallery frame asked for a dozen). Keyed by the two colours' red, green and blue and the
     * mix to a thousandth; bounded like {@link StyleCache}.
     */
    private static final Map<Long, Color> MIXED = new ConcurrentHashMap<>();

    /** Koi orange: the palette's vector orange, softened toward the ground, so every look gets a koi that reads. */
    static Color koiFill(StageStyle s) { return mixed(s.palette().vector(), s.palette().background(), 0.25); }

    static Color koiEdge(StageStyle s) { return mixed(s.palette().vector(), s.palette().bone(), 0.45); }

    /** The koi: fins (the tail fin at its own spring angle), the smooth skin and two eyes. */
    static void koi(Graphics2D g, Koi koi, StageStyle s, Skin skin) {
        Color edge = koiEdge(s);
        Color fin = StyleCache.withAlpha(edge, 170);
        // The skin first (drawn after the fins): it works out the body's forward directions, which
        // the side fins and the eyes take from it instead of from a Body made per koi per paint.
        Path2D.Double path = skin.of(koi);
        double length = skin.tailFinLength(koi);
        Vec2 tail = koi.tail();
        BodyDraw.fin(g, new KoiBody.Fin(tail.plus(Vec2.polar(0.45 * length, koi.tailFinAngle())), koi.tailFinAngle(),
                length, 0.55 * length), fin);
        BodyDraw.fin(g, skin.sideFin(koi, +1), fin);
        BodyDraw.fin(g, skin.sideFin(koi, -1), fin);
        g.setColor(koiFill(s));
        g.fill(path);
        g.setColor(edge);
        g.setStroke(s.stroke(2));
        g.draw(path);
        g.setColor(s.palette().bone());
        double eyeR = Math.max(s.px(2.5), 0.18 * koi.radius(0));
        Draw.Batch eyes = Draw.batch(g);
        for (int side = -1; side <= 1; side += 2) eyes.disc(skin.eye(koi, side, 0.35, 0.62), eyeR);
    }

    /**
     * A koi's skin, built into one reused path: the loop of {@code Body.outline()} through the
     * curve of {@code BodyDraw.smoothLoop}, with the same arithmetic in the same order (so the
     * same doubles and the same pixels) but from the chain's coordinates into arrays kept from
     * frame to frame, instead of some 200 points, vectors and path arrays made per koi per frame.
     * Not thread-safe: one per painter, used under the painter's lock.
     */
    static final class Skin {
        private final Path2D.Double path = new Path2D.Double(Path2D.WIND_NON_ZERO, 2 * (2 * Koi.JOINTS + 2 * (Body.CAP_STEPS - 1)) + 2);
        private final double[] forwardX = new double[Koi.JOINTS], forwardY = new double[Koi.JOINTS];
        private final double[] xs = new double[2 * Koi.JOINTS + 2 * (Body.CAP_STEPS - 1)];
        private final double[] ys = new double[xs.length];
        /** cos and sin of the cap's turns, pi k / CAP_STEPS, as {@code Vec2.rotate} computes them. */
        private static final double[] CAP_COS = new double[Body.CAP_STEPS], CAP_SIN = new double[Body.CAP_STEPS];

        static {
            for (int k = 1; k < Body.CAP_STEPS; k++) {
                CAP_COS[k] = Math.cos(Math.PI * k / Body.CAP_STEPS);
                CAP_SIN[k] = Math.sin(Math.PI * k / Body.CAP_STEPS);
            }
        }

        Path2D.Double of(Koi koi) {
            AngleChain c = koi.chain();
            int n = Koi.JOINTS;
            // Body's forward directions: from the joint behind to the joint ahead, the last good one when they meet.
            double fallbackX = Vec2.UNIT_X.x(), fallbackY = Vec2.UNIT_X.y();
            for (int i = 0; i < n; i++) {
                int ahead = Math.max(0, i - 1), behind = Math.min(n - 1, i + 1);
                double dx = c.jointX(ahead) - c.jointX(behind), dy = c.jointY(ahead) - c.jointY(behind);
                double len = Vec2.norm(dx, dy);
                if (len > 0 && Double.isFinite(len)) {
                    forwardX[i] = dx / len;
                    forwardY[i] = dy / len;
                } else {
                    forwardX[i] = fallbackX;
                    forwardY[i] = fallbackY;
                }
                fallbackX = forwardX[i];
                fallbackY = forwardY[i];
            }
            int m = 0;
            // Down the right side (right = forward turned clockwise: (-fy, fx)), round the tail, up the left, round the head.
            for (int i = 0; i < n; i++) m = side(c, koi, i, +1, m);
            m = cap(c, koi, n - 1, -forwardY[n - 1], forwardX[n - 1], m);
            for (int i = n - 1; i >= 0; i--) m = side(c, koi, i, -1, m);
            m = cap(c, koi, 0, -forwardY[0] * -1, forwardX[0] * -1, m);
            return BodyDraw.smoothLoop(xs, ys, m, path);
        }

        /** KoiBody.tailFin(body).length(): twice the widest radius. */
        double tailFinLength(Koi koi) {
            double widest = 0;
            for (int i = 0; i < Koi.JOINTS; i++) widest = Math.max(widest, koi.radius(i));
            return 2.0 * widest;
        }

        /**
         * KoiBody.sideFin(koi.body(), side), the same arithmetic from the chain's coordinates and
         * the forward directions of the last {@link #of} (call that first, for the same koi).
         */
        KoiBody.Fin sideFin(Koi koi, int side) {
            AngleChain c = koi.chain();
            int n = Koi.JOINTS;
            int j = KoiBody.finJoint(n);
            double sum = 0; // KoiBody.finOpening(body, side): the signed bends at joints 2 to 4
            for (int i = 2; i <= 4 && i < n - 1; i++) sum += signedBend(c, i);
            double open = KoiBody.finOpening(sum, side);
            double backX = forwardX[j] * -1, backY = forwardY[j] * -1;
            double outX = -forwardY[j] * side, outY = forwardX[j] * side; // right(j) = (-fy, fx), times side
            double cos = Math.cos(open), sin = Math.sin(open);
            double axisX = backX * cos + outX * sin, axisY = backY * cos + outY * sin;
            double length = 1.7 * koi.radius(j);
            double k = side * koi.radius(j); // Body.sidePoint(j, side)
            double pointX = c.jointX(j) + -forwardY[j] * k, pointY = c.jointY(j) + forwardX[j] * k;
            return new KoiBody.Fin(new Vec2(pointX + axisX * (0.45 * length), pointY + axisY * (0.45 * length)),
                    Math.atan2(axisY, axisX), length, 0.5 * length);
        }

        /** Body.signedBend(i): the turn from the bone into joint i to the bone out of it. */
        private static double signedBend(AngleChain c, int i) {
            double ax = c.jointX(i) - c.jointX(i - 1), ay = c.jointY(i) - c.jointY(i - 1);
            double bx = c.jointX(i + 1) - c.jointX(i), by = c.jointY(i + 1) - c.jointY(i);
            if (Vec2.norm(ax, ay) == 0 || Vec2.norm(bx, by) == 0) return 0;
            return Angles.wrap(Math.atan2(by, bx) - Math.atan2(ay, ax));
        }

        /** Body.eye(side, along, across), from the forward direction of the last {@link #of}. */
        Vec2 eye(Koi koi, int side, double along, double across) {
            AngleChain c = koi.chain();
            double r = koi.radius(0);
            double ahead = along * r, aside = side * across * r;
            return new Vec2(c.jointX(0) + forwardX[0] * ahead + -forwardY[0] * aside,
                    c.jointY(0) + forwardY[0] * ahead + forwardX[0] * aside);
        }

        /** Body.sidePoint(i, side): joint i pushed sideways by its radius. */
        private int side(AngleChain c, Koi koi, int i, int side, int m) {
            double k = side * koi.radius(i);
            xs[m] = c.jointX(i) + -forwardY[i] * k;
            ys[m] = c.jointY(i) + forwardX[i] * k;
            return m + 1;
        }

        /** Body's cap: half a circle round joint j from the unit vector (sx, sy), turning clockwise on screen. */
        private int cap(AngleChain c, Koi koi, int j, double sx, double sy, int m) {
            double r = koi.radius(j);
            for (int k = 1; k < Body.CAP_STEPS; k++) {
                double dx = sx * CAP_COS[k] - sy * CAP_SIN[k], dy = sx * CAP_SIN[k] + sy * CAP_COS[k];
                xs[m] = c.jointX(j) + dx * r;
                ys[m] = c.jointY(j) + dy * r;
                m++;
            }
            return m;
        }
    }

    /** Bones and joints; joints whose bend was clamped this tick as big warning dots. */
    static void bones(Graphics2D g, Koi koi, StageStyle s) {
        var c = koi.chain();
        g.setColor(s.palette().bone());
        g.setStroke(s.stroke(2.5));
        for (int i = 1; i < c.size(); i++) Draw.line(g, c.joint(i - 1), c.joint(i));
        for (int i = 0; i < c.size(); i++) {
            boolean limit = c.atLimit(i);
            g.setColor(limit ? s.palette().warning() : s.palette().joint());
            Draw.disc(g, c.joint(i), s.px(limit ? 7 : i == 0 ? 5 : 3.5));
        }
    }

    /** {@link #mix}, made once per pair of colours and {@code t} (0 to 1, to a thousandth). */
    static Color mixed(Color a, Color b, double t) {
        long key = ((long) (a.getRGB() & 0xFFFFFF) << 40) | ((long) (b.getRGB() & 0xFFFFFF) << 16) | Math.round(t * 1000);
        Color c = MIXED.get(key);
        if (c != null) return c;
        if (MIXED.size() >= 512) MIXED.clear();
        c = mix(a, b, t);
        MIXED.put(key, c);
        return c;
    }

    static Color mix(Color a, Color b, double t) {
        return new Color((int) Math.round(a.getRed() + (b.getRed() - a.getRed()) * t),
                (int) Math.round(a.getGreen() + (b.getGreen() - a.getGreen()) * t),
                (int) Math.round(a.getBlue() + (b.getBlue() - a.getBlue()) * t));
    }
}
