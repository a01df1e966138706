package org.creatureexplorer.world.workshop;

import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleSupplier;
import org.creatureexplorer.creature.KoiBody;
import org.creatureexplorer.creature.Lizard;
import org.creatureexplorer.creature.SnakeBody;
import org.creatureexplorer.creature.TailFin;
import org.creatureexplorer.creature.jeremiah.Feeler;
import org.creatureexplorer.model.FixedTickWorld;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.SeriesSpec;
import org.creatureexplorer.model.SharedTarget;
import org.creatureexplorer.model.Trail;
import org.creatureexplorer.sim.AngleChain;
import org.creatureexplorer.sim.FigureEight;
import org.creatureexplorer.sim.FollowChain;
import org.creatureexplorer.sim.IdleTarget;
import org.creatureexplorer.sim.TwoBoneIk;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.workshop.doc.CreatureDoc;

/**
 * The workshop: a creature built from a {@link CreatureDoc}, its parts the lessons' own classes
 * (the chains, the koi's swimmer and tail fin, the lizard's walker, FABRIK, Jeremiah's feelers,
 * Part 3's steering). Each tick runs them in the lessons' order: the target moves (its
 * figure-eight, the pointer, or a driver), the brain moves the head, the spine follows (and the
 * feet decide), then the fins, tentacles and feelers. Deterministic: the file's seed feeds the
 * only randomness (wander, sway). The measured series are chosen from the parts it has.
 */
public final class WorkshopWorld extends FixedTickWorld implements SharedTarget {
    /** Joints at least this far apart along the spine count as a possible fold (the chain lesson's rule). */
    public static final int PAIR_SEPARATION = 3;
    public static final int TRAIL_LENGTH = 120;

    private final CreatureDoc doc;
    private final IdleTarget idleTarget;
    private Vec2 target;
    private final SpinePart spine;
    private final double[] radii;
    private final HeadBrain brain;
    private final TailFin tailFin;
    private final List<TentaclePart> tentacles = new ArrayList<>();
    private final List<Feeler> feelers = new ArrayList<>();
    private final Trail<Vec2> trail = new Trail<>(TRAIL_LENGTH);
    private final List<Column> columns;
    private final List<SeriesSpec> series;

    private record Column(SeriesSpec spec, DoubleSupplier value) {}

    public WorkshopWorld(CreatureDoc doc) {
        super(doc.stage().width(), doc.stage().height());
        this.doc = doc;
        CreatureDoc.Path path = doc.stage().path();
        FigureEight eight = path.eight();
        idleTarget = new IdleTarget(eight, path.phase());
        target = idleTarget.position();
        CreatureDoc.Spine s = doc.spine();
        Vec2[] pts;
        double heading;
        if (s.start() == CreatureDoc.Start.STRAIGHT) {
            // The koi lesson's start: straight behind the head, facing along the path.
            Vec2 head = eight.at(path.phase());
            heading = eight.at(path.phase() + DT).minus(eight.at(path.phase() - DT)).angle();
            pts = new Vec2[s.joints()];
            for (int i = 0; i < pts.length; i++) pts[i] = head.minus(Vec2.polar(s.gap() * i, heading));
        } else {
            pts = idleTarget.pointsBehindStart(s.joints(), s.gap());
            heading = pts[0].minus(pts[1]).angle();
        }
        spine = spine(doc, pts, heading);
        radii = radii(s);
        brain = HeadBrain.of(doc.brain(), spine.joint(0), heading, doc.seed(), stageWidth(), stageHeight());
        tailFin = doc.fins().isPresent() ? new TailFin(tailAngle()) : null;
        for (CreatureDoc.Tentacle t : doc.tentacles()) tentacles.add(new TentaclePart(t, spine.joint(t.joint()), doc.seed(), tentacles.size()));
        for (CreatureDoc.Feeler f : doc.feelers()) {
            feelers.add(Feeler.atRest(spine.joint(f.joint()), f.points(), new Vec2(f.driftX(), f.driftY()), f.pull()));
        }
        reachAndFeel();
        trail.add(spine.joint(0));
        columns = columns();
        series = columns.stream().map(Column::spec).toList();
    }

    private static SpinePart spine(CreatureDoc doc, Vec2[] pts, double heading) {
        CreatureDoc.Spine s = doc.spine();
        if (doc.legs().isPresent()) {
            CreatureDoc.Legs l = doc.legs().get();
            List<Lizard.LegAt> at = l.at().stream()
                    .map(a -> new Lizard.LegAt(a.joint(), a.side(), a.kneeBack(), a.set(), a.startAhead())).toList();
            Lizard.Plan plan = new Lizard.Plan(s.joints(), s.gap(), l.thigh(), l.shin(), l.homeAhead(), l.homeSide(),
                    l.stepSeconds(), l.lift(), l.overshoot(), at);
            return new SpinePart.Walking(new Lizard(plan, pts, l.stepTrigger()));
        }
        if (s.bendLimit().isPresent()) {
            return new SpinePart.Limited(new AngleChain(pts, s.gap(), s.bendLimit().getAsDouble(), Vec2.polar(1, heading)));
        }
        return new SpinePart.Plain(new FollowChain(pts, s.gap()));
    }

    /** One radius per joint: the snake's parabola, the profile itself, or the profile sampled along the body. */
    private static double[] radii(CreatureDoc.Spine s) {
        int n = s.joints();
        double[] r = new double[n];
        List<Double> p = s.radii().profile();
        for (int i = 0; i < n; i++) {
            if (p.isEmpty()) {
                r[i] = SnakeBody.radius(i, n);
            } else if (p.size() == n) {
                r[i] = p.get(i);
            } else {
                double u = n <= 1 ? 0 : (double) i / (n - 1) * (p.size() - 1);
                int k = Math.min((int) Math.floor(u), p.size() - 2);
                r[i] = p.get(k) + (p.get(k + 1) - p.get(k)) * (u - k);
            }
        }
        return r;
    }

    @Override public void step() {
        tick++;
        target = idleTarget.update(timeSeconds(), DT);
        Vec2 next = brain.step(spine.joint(0), target, DT);
        spine.follow(next, brain.facing(), DT);
        if (tailFin != null) {
            CreatureDoc.Fins f = doc.fins().get();
            tailFin.chase(tailAngle(), f.tailStiffness(), f.tailDamping(), DT);
        }
        reachAndFeel();
        trail.add(spine.joint(0));
    }

    private void reachAndFeel() {
        double t = timeSeconds();
        for (TentaclePart p : tentacles) p.reach(spine.joint(p.joint()), target, brain.heading(), t);
        for (int i = 0; i < feelers.size(); i++) feelers.get(i).follow(spine.joint(doc.feelers().get(i).joint()));
    }

    /** The last segment's direction, pointing backward (from joint n-2 to the tail), rad: what the tail fin chases. */
    public double tailAngle() {
        int t = spine.size() - 1;
        return Math.atan2(spine.jointY(t) - spine.jointY(t - 1), spine.jointX(t) - spine.jointX(t - 1));
    }

    /** Summed signed bend at the three joints around the fin joint, rad: what opens the side fins. */
    public double finBendSum() {
        int j = doc.fins().orElseThrow().joint();
        double sum = 0;
        for (int i = j - 1; i <= j + 1; i++) sum += spine.signedBendAt(i);
        return sum;
    }

    /** Opening of the side fin on {@code side} (+1 right, -1 left), rad, by the koi's rule. */
    public double finOpening(int side) {
        CreatureDoc.Fins f = doc.fins().orElseThrow();
        return KoiBody.finOpening(finBendSum(), side, f.rest(), f.gain());
    }

    /** Pairs of joints {@link #PAIR_SEPARATION} or more apart whose body circles overlap: a fold. */
    public int overlappingPairs() {
        int n = spine.size();
        int pairs = 0;
        for (int i = 0; i < n; i++) {
            double xi = spine.jointX(i), yi = spine.jointY(i);
            for (int j = i + PAIR_SEPARATION; j < n; j++) {
                double reach = radii[i] + radii[j];
                double dx = xi - spine.jointX(j), dy = yi - spine.jointY(j);
                // The distance is never less than |dx| or |dy| (rounding is monotonic, and sqrt(fl(x*x)) is |x|),
                // so a pair apart by the sum along either axis cannot overlap: skipped without the square root.
                if (Math.abs(dx) >= reach || Math.abs(dy) >= reach) continue;
                if (Vec2.norm(dx, dy) < reach) pairs++;
            }
        }
        return pairs;
    }

    /** Largest distance between a planted foot and where its leg actually ends (the knee triangle cannot reach it: a slide), px. */
    public double footSlip() {
        Lizard w = walker();
        if (w == null) return 0;
        double worst = 0;
        for (int i = 0; i < w.legCount(); i++) {
            Lizard.Leg leg = w.leg(i);
            TwoBoneIk.Solution ik = leg.ik();
            if (leg.planted()) worst = Math.max(worst, ik.foot().distanceTo(leg.foot()));
        }
        return worst;
    }

    private List<Column> columns() {
        List<Column> c = new ArrayList<>();
        add(c, "head_x", "head x", "px", () -> spine.jointX(0));
        add(c, "head_y", "head y", "px", () -> spine.jointY(0));
        add(c, "target_x", "target x", "px", () -> target.x());
        add(c, "target_y", "target y", "px", () -> target.y());
        add(c, "speed", "speed", "px/s", brain::speed);
        add(c, "heading", "heading", "rad", brain::heading);
        add(c, "target_distance", "distance to target", "px", () -> spine.joint(0).distanceTo(target));
        add(c, "max_gap_error", "largest gap error", "px", spine::maxGapError);
        add(c, "head_tail", "head-to-tail distance", "px", spine::headTailDistance);
        add(c, "max_bend", "largest bend", "rad", spine::largestBend);
        add(c, "overlapping_pairs", "overlapping pairs (3+ joints apart)", "", this::overlappingPairs);
        if (doc.spine().bendLimit().isPresent()) add(c, "at_limit", "a joint on the limit", "", () -> spine.jointsAtLimit() > 0 ? 1 : 0);
        if (tailFin != null) {
            add(c, "fin_left", "left fin", "rad", () -> finOpening(-1));
            add(c, "fin_right", "right fin", "rad", () -> finOpening(+1));
            add(c, "tail_angle", "tail direction", "rad", this::tailAngle);
            add(c, "tail_fin_angle", "tail fin", "rad", tailFin::angle);
        }
        Lizard w = walker();
        if (w != null) {
            add(c, "steps_total", "steps so far", "", w::stepsTotal);
            add(c, "feet_down", "feet planted", "", w::feetDown);
            add(c, "stretched_legs", "legs stretched beyond reach", "", w::stretchedLegs);
            add(c, "mean_stride", "mean stride", "px", w::meanStride);
            add(c, "foot_slip", "largest slide of a planted foot", "px", this::footSlip);
        }
        if (!tentacles.isEmpty()) {
            add(c, "tips_on_target", "tips within 1 px of their points", "", this::tipsOnTarget);
            add(c, "mean_tip_error", "mean tip error", "px", this::meanTipError);
            add(c, "max_tip_error", "worst tip error", "px", this::maxTipError);
        }
        return List.copyOf(c);
    }

    /** Tentacle tips within {@link TentaclePart#ON_POINT} of their points. */
    public int tipsOnTarget() {
        int n = 0;
        for (TentaclePart t : tentacles) if (t.onTarget()) n++;
        return n;
    }

    public double meanTipError() {
        double sum = 0;
        for (TentaclePart t : tentacles) sum += t.tipError();
        return tentacles.isEmpty() ? 0 : sum / tentacles.size();
    }

    public double maxTipError() {
        double worst = 0;
        for (TentaclePart t : tentacles) worst = Math.max(worst, t.tipError());
        return worst;
    }

    private static void add(List<Column> c, String column, String label, String unit, DoubleSupplier value) {
        c.add(new Column(new SeriesSpec(column, label, unit), value));
    }

    @Override public List<SeriesSpec> series() { return series; }

    @Override public void sample(double[] out) {
        for (int i = 0; i < columns.size(); i++) out[i] = columns.get(i).value().getAsDouble();
    }

    @Override public void apply(Input input) {
        if (input instanceof Input.PointerAt p) idleTarget.pointerAt(p.position());
        else if (input instanceof Input.PointerLeft) idleTarget.pointerLeft();
    }

    @Override public void driveTarget(Vec2 p) { idleTarget.drive(p); }

    @Override public Vec2 followedTarget() { return target; }

    @Override public Vec2 leadPoint() { return spine.joint(0); }

    public CreatureDoc doc() { return doc; }

    public Vec2 target() { return target; }

    public Vec2 pointer() { return idleTarget.pointer(); }

    public int joints() { return spine.size(); }

    public Vec2 joint(int i) { return spine.joint(i); }

    public double radius(int i) { return radii[i]; }

    /** The walker when the creature has legs, else null. */
    public Lizard walker() { return spine instanceof SpinePart.Walking w ? w.walker() : null; }

    public int tentacleCount() { return tentacles.size(); }

    public org.creatureexplorer.sim.Fabrik tentacle(int k) { return tentacles.get(k).fabrik(); }

    public Vec2 tentacleGoal(int k) { return tentacles.get(k).goal(); }

    public List<Feeler> feelers() { return List.copyOf(feelers); }

    /** The tail fin's direction, rad; NaN without fins. */
    public double tailFinAngle() { return tailFin == null ? Double.NaN : tailFin.angle(); }

    /** Head positions of the last {@link #TRAIL_LENGTH} ticks, oldest first. */
    public List<Vec2> trail() { return trail.toList(); }

    /** Largest bend between neighbouring bones, rad. */
    public double spineLargestBend() { return spine.largestBend(); }

    /** The head's heading, rad. */
    public double heading() { return brain.heading(); }
}
