package org.creatureexplorer.world.workshop;

import java.util.ArrayList;
import java.util.List;
import org.creatureexplorer.creature.Bell;
import org.creatureexplorer.creature.FanTentacle;
import org.creatureexplorer.creature.KoiBody;
import org.creatureexplorer.creature.Lizard;
import org.creatureexplorer.creature.SnakeBody;
import org.creatureexplorer.creature.Spider;
import org.creatureexplorer.creature.Strands;
import org.creatureexplorer.creature.TailFin;
import org.creatureexplorer.creature.jeremiah.Feeler;
import org.creatureexplorer.model.CsvRows;
import org.creatureexplorer.model.FixedTickWorld;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.SeriesSpec;
import org.creatureexplorer.model.SharedTarget;
import org.creatureexplorer.model.Trail;
import org.creatureexplorer.sim.Fabrik;
import org.creatureexplorer.sim.IdleTarget;
import org.creatureexplorer.sim.TwoBoneIk;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.workshop.doc.CreatureDoc;

/**
 * The workshop: a creature built from a {@link CreatureDoc}, its parts the lessons' own classes
 * (the chains, the koi's swimmer and tail fin, the lizard's walker, the spider's side-view legs,
 * the octopus's tentacles, the jellyfish's bell and strands, the caterpillar's crawl, Jeremiah's
 * feelers, Part 3's steering, Part 4's blends, the pet's moods). Each tick runs them in the
 * lessons' order: the target moves (its path, the pointer, or a driver), the brain moves the
 * head, the spine follows (and the feet decide), then the fins, tentacles, strands and feelers.
 * Deterministic: the file's seed feeds the only randomness (wander, sway, the pet's noise). The
 * measured series are chosen from the parts it has ({@link WorkshopColumns}).
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
    private final List<FanTentacle> tentacles;
    /** The spine joint each tentacle hangs from. */
    private final List<Integer> tentacleJoints;
    private final List<Strands> strands;
    private final List<Feeler> feelers;
    private final Trail<Vec2> trail;
    private final List<WorkshopColumns.Column> columns;
    private final List<SeriesSpec> series;
    private final CsvRows rows;

    public WorkshopWorld(CreatureDoc doc) { this(doc, null); }

    /**
     * {@code doc}'s creature; with {@code carry}, at {@code carry}'s tick and where it stands (see
     * {@link #withDesign}), else at its start.
     */
    private WorkshopWorld(CreatureDoc doc, WorkshopWorld carry) {
        super(doc.stage().width(), doc.stage().height());
        tentacles = new ArrayList<>();
        tentacleJoints = new ArrayList<>();
        strands = new ArrayList<>();
        feelers = new ArrayList<>();
        this.doc = doc;
        CreatureDoc old = carry == null ? null : carry.doc;
        if (carry != null) tick = carry.tick;
        CreatureDoc.Path path = doc.stage().path();
        if (carry != null && doc.stage().path().equals(old.stage().path())) {
            idleTarget = carry.idleTarget.copy();
            target = carry.target;
        } else {
            idleTarget = new IdleTarget(path.eight(), path.phase(),
                    path.pace().map(p -> new org.creatureexplorer.sim.Pace(p.cycle(), p.starts(), p.paces())).orElse(null));
            if (carry != null && carry.pointer() != null) idleTarget.pointerAt(carry.pointer());
            target = idleTarget.position();
        }
        radii = radii(doc.spine());
        WorkshopParts.Built built = carry == null ? WorkshopParts.build(doc, idleTarget, radii)
                : WorkshopParts.carry(doc, idleTarget, radii, old, new WorkshopParts.Built(carry.spine, carry.brain), carry.radii[0]);
        spine = built.spine();
        brain = built.brain();
        // A part whose numbers, and the joints it hangs from, did not change goes on as it was; any other starts at rest where it hangs.
        boolean sameSpine = carry != null && doc.spine().equals(old.spine());
        if (doc.fins().isEmpty()) tailFin = null;
        else tailFin = sameSpine && carry.tailFin != null && doc.fins().equals(old.fins()) ? carry.tailFin.copy() : new TailFin(tailAngle());
        hangParts(old, carry, sameSpine);
        if (carry != null) {
            trail = carry.trail.copy();
        } else {
            trail = new Trail<>(TRAIL_LENGTH);
            trail.add(spine.joint(0));
        }
        WorkshopColumns c = WorkshopColumns.of(this, brain);
        columns = c.columns();
        series = columns.stream().map(WorkshopColumns.Column::spec).toList();
        rows = c.rows();
    }

    /**
     * The tentacles, strands and feelers (constructor's part): those whose numbers and spine did
     * not change carried from {@code carry} whole, the rest made at rest where they hang.
     */
    private void hangParts(CreatureDoc old, WorkshopWorld carry, boolean sameSpine) {
        if (sameSpine && doc.tentacles().equals(old.tentacles())) {
            for (FanTentacle t : carry.tentacles) tentacles.add(t.copy());
            tentacleJoints.addAll(carry.tentacleJoints);
        } else {
            for (CreatureDoc.Tentacle t : doc.tentacles()) {
                for (int k = 0; k < t.count(); k++) {
                    double off = k - (t.count() - 1) / 2.0;
                    FanTentacle.Shape shape = new FanTentacle.Shape(t.links() + 1, t.gap(), t.rootRadius(), t.rootAngle() + off * t.rootSpread(),
                            t.fanRadius(), t.angle() + off * t.spread(), t.sway());
                    tentacles.add(new FanTentacle(shape, t.iterations(), doc.seed(), tentacles.size(), false, spine.joint(t.joint()),
                            brain.heading(), target, timeSeconds()));
                    tentacleJoints.add(t.joint());
                }
            }
        }
        if (sameSpine && doc.strands().equals(old.strands())) {
            for (Strands s : carry.strands) strands.add(s.copy());
        } else {
            for (CreatureDoc.Strands s : doc.strands()) {
                Strands.Hang hang = new Strands.Hang(s.count(), s.links(), s.link(), s.keep(), s.sink(), s.passes());
                strands.add(new Strands(hang, spine.jointX(s.joint()), spine.jointY(s.joint()), jointHeading(s.joint()),
                        outlineWidth(s.joint()), outlineLength(s.joint())));
            }
        }
        if (sameSpine && doc.feelers().equals(old.feelers())) {
            for (Feeler f : carry.feelers) feelers.add(f.copy());
        } else {
            for (CreatureDoc.Feeler f : doc.feelers()) {
                feelers.add(Feeler.atRest(spine.joint(f.joint()), f.points(), new Vec2(f.driftX(), f.driftY()), f.pull()));
            }
            feel();
        }
    }

    /**
     * This creature changed to design {@code next} while it plays: the same tick, target and
     * pointer, the head where it is, the spine on the old joints (extended straight behind
     * where it grew), every part whose numbers did not change carried whole, and the added or
     * changed ones at rest where they hang. This world is left as it was.
     */
    public WorkshopWorld withDesign(CreatureDoc next) { return new WorkshopWorld(next, this); }

    private WorkshopWorld(WorkshopWorld from) {
        super(from);
        doc = from.doc;
        idleTarget = from.idleTarget.copy();
        target = from.target;
        radii = from.radii.clone();
        WorkshopParts.Built parts = WorkshopParts.copy(from.spine, from.brain);
        spine = parts.spine();
        brain = parts.brain();
        tailFin = from.tailFin == null ? null : from.tailFin.copy();
        tentacles = new ArrayList<>(from.tentacles.size());
        for (FanTentacle t : from.tentacles) tentacles.add(t.copy());
        tentacleJoints = new ArrayList<>(from.tentacleJoints);
        strands = new ArrayList<>(from.strands.size());
        for (Strands s : from.strands) strands.add(s.copy());
        feelers = new ArrayList<>(from.feelers.size());
        for (Feeler f : from.feelers) feelers.add(f.copy());
        trail = from.trail.copy();
        // The columns read this world's parts through their functions: made again on the copy's parts.
        WorkshopColumns c = WorkshopColumns.of(this, brain);
        columns = c.columns();
        series = from.series;
        rows = c.rows();
    }

    @Override public WorkshopWorld copy() { return new WorkshopWorld(this); }

    /** One radius per joint: the snake's parabola, one radius for all, the profile itself, or the profile sampled along the body. */
    private static double[] radii(CreatureDoc.Spine s) {
        int n = s.joints();
        double[] r = new double[n];
        List<Double> p = s.radii().profile();
        for (int i = 0; i < n; i++) {
            if (p.isEmpty()) {
                r[i] = SnakeBody.radius(i, n);
            } else if (p.size() == n || p.size() == 1) {
                r[i] = p.get(p.size() == 1 ? 0 : i);
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
        Vec2 next = brain.step(spine.joint(0), target, timeSeconds(), DT);
        spine.follow(next, brain.facing(), DT);
        if (tailFin != null) {
            CreatureDoc.Fins f = doc.fins().get();
            tailFin.chase(tailAngle(), f.tailStiffness(), f.tailDamping(), DT);
        }
        double t = timeSeconds();
        for (int k = 0; k < tentacles.size(); k++) tentacles.get(k).reach(spine.joint(tentacleJoints.get(k)), brain.heading(), target, t);
        for (int k = 0; k < strands.size(); k++) {
            int j = doc.strands().get(k).joint();
            strands.get(k).step(spine.jointX(j), spine.jointY(j), jointHeading(j), outlineWidth(j), outlineLength(j), DT);
        }
        feel();
        trail.add(spine.joint(0));
    }

    private void feel() {
        for (int i = 0; i < feelers.size(); i++) feelers.get(i).follow(spine.joint(doc.feelers().get(i).joint()));
    }

    /** The direction joint {@code j} faces, rad: the head's heading, or toward the joint ahead. */
    private double jointHeading(int j) {
        if (j == 0) return brain.heading();
        return Math.atan2(spine.jointY(j - 1) - spine.jointY(j), spine.jointX(j - 1) - spine.jointX(j));
    }

    /** Half-width of joint {@code j}'s outline across its heading: the bell's while it pulses, else the body circle's radius. */
    private double outlineWidth(int j) { return j == 0 && brain instanceof HeadBrain.Pulse p ? p.bell().width() : radii[j]; }

    /** Half-length of joint {@code j}'s outline along its heading. */
    private double outlineLength(int j) { return j == 0 && brain instanceof HeadBrain.Pulse p ? p.bell().length() : radii[j]; }

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

    /** Largest gap error of the creature's chains: the spine's, and every tentacle's after any FABRIK pass of the tick, px. */
    public double maxGapError() {
        double worst = spine.maxGapError();
        for (FanTentacle t : tentacles) worst = Math.max(worst, t.maxGapErrorAnyPass());
        return worst;
    }

    /** Tentacle tips within {@link FanTentacle#ON_POINT} of their points. */
    public int tipsOnTarget() {
        int n = 0;
        for (FanTentacle t : tentacles) if (t.onPoint()) n++;
        return n;
    }

    public double meanTipError() {
        double sum = 0;
        for (FanTentacle t : tentacles) sum += t.tipError();
        return tentacles.isEmpty() ? 0 : sum / tentacles.size();
    }

    public double maxTipError() {
        double worst = 0;
        for (FanTentacle t : tentacles) worst = Math.max(worst, t.tipError());
        return worst;
    }

    /** Longest strand link over its rest length, every strand. */
    public double maxLinkStretch() {
        double worst = 0;
        for (Strands s : strands) worst = Math.max(worst, s.maxLinkStretch());
        return worst;
    }

    /** Mean strand link over its rest length, every link of every strand. */
    public double meanLinkStretch() {
        double sum = 0;
        int links = 0;
        for (Strands s : strands) {
            sum += s.linkStretchSum();
            links += s.hang().count() * s.hang().links();
        }
        return links == 0 ? 0 : sum / links;
    }

    @Override public List<SeriesSpec> series() { return series; }

    @Override public void sample(double[] out) {
        for (int i = 0; i < columns.size(); i++) out[i] = columns.get(i).value().applyAsDouble(this);
    }

    /** This world's CSV rows: every series, the words (the pet's mood) as words. */
    public CsvRows csvRows() { return rows; }

    @Override public void apply(Input input) {
        if (input instanceof Input.PointerAt p) idleTarget.pointerAt(p.position());
        else if (input instanceof Input.PointerLeft) idleTarget.pointerLeft();
    }

    @Override public void driveTarget(Vec2 p) { idleTarget.drive(p); }

    @Override public Vec2 followedTarget() { return target; }

    @Override public Vec2 leadPoint() { return spine.joint(0); }

    public CreatureDoc doc() { return doc; }

    /** What moves the head (its columns read it through here, so a copied world's columns read the copy's brain). */
    HeadBrain brain() { return brain; }

    public Vec2 target() { return target; }

    public Vec2 pointer() { return idleTarget.pointer(); }

    public int joints() { return spine.size(); }

    public Vec2 joint(int i) { return spine.joint(i); }

    public double jointX(int i) { return spine.jointX(i); }

    public double jointY(int i) { return spine.jointY(i); }

    public double radius(int i) { return radii[i]; }

    public double headTailDistance() { return spine.headTailDistance(); }

    /** Joints whose bend sits on the limit (0 without one). */
    public int jointsAtLimit() { return spine.jointsAtLimit(); }

    /** The walker when the creature has legs seen from above, else null. */
    public Lizard walker() { return spine instanceof SpinePart.Walking w ? w.walker() : null; }

    /** The side-view walker when the creature has side-legs, else null. */
    public Spider sideWalker() { return spine instanceof SpinePart.SideWalking w ? w.walker() : null; }

    /** The bell when the creature's brain is a pulse, else null. */
    public Bell bell() { return brain instanceof HeadBrain.Pulse p ? p.bell() : null; }

    public int tentacleCount() { return tentacles.size(); }

    public Fabrik tentacle(int k) { return tentacles.get(k).fabrik(); }

    public Vec2 tentacleGoal(int k) { return tentacles.get(k).goal(); }

    public int strandsCount() { return strands.size(); }

    public Strands strands(int k) { return strands.get(k); }

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
