package org.creatureexplorer.world.workshop;

import java.util.List;
import java.util.Locale;
import org.creatureexplorer.model.FixedTickWorld;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.workshop.doc.CreatureDoc;

/**
 * Design problems the app judges by measuring a run. The judge owns the scene: every challenge
 * puts the creature on its own 720 x 360 stage, starts it where it says and moves the target
 * itself (a fixed goal, a circling point, a threat), so no number in the file can make the task
 * easier; the file only chooses the creature. A verdict is a pass or a fail with the figures it
 * was decided on.
 */
public enum Challenge {
    /** Cross the stage in under 5 s without any pair folding. */
    CROSS("cross", "start facing away, reach the far side (x >= 660 px) in under 5 s with no overlapping pair of joints"),
    /** Walk 20 s of a figure-eight without a planted foot sliding. */
    SURE_FOOTED("sure-footed", "walk a figure-eight for 20 s: at least one foot always down, no planted foot out of its leg's reach (slide <= 0.01 px), 800 px walked"),
    /** Turn a 50 px circle without exceeding the bend limit. */
    TIGHT_CIRCLE("tight-circle", "follow a point circling 50 px round in 3 s, for 15 s: a bend limit of at most 0.5 rad never exceeded, "
            + "mean distance to the point under 40 px after the first 5 s"),
    /** Flee a threat and keep at least 80 px away for 30 s. */
    FLEE("flee", "a threat sweeps a figure-eight over the whole stage (680 x 340 px, 12 s a lap) for 30 s: the head always at least 80 px from it");

    public static final double STAGE_W = 720;
    public static final double STAGE_H = 360;

    private final String id;
    private final String summary;

    Challenge(String id, String summary) {
        this.id = id;
        this.summary = summary;
    }

    public String id() { return id; }

    public String summary() { return summary; }

    public static Challenge of(String id) {
        for (Challenge c : values()) if (c.id.equals(id)) return c;
        throw new IllegalArgumentException("unknown challenge " + id + "; one of " + ids());
    }

    public static String ids() {
        StringBuilder sb = new StringBuilder();
        for (Challenge c : values()) sb.append(sb.length() == 0 ? "" : ", ").append(c.id);
        return sb.toString();
    }

    /**
     * One figure of a verdict: whether its criterion is met on the figures so far (false while
     * it cannot be told yet), a String.format format and its values.
     */
    public record Figure(boolean met, String format, Object... values) {}

    /** A judged run: passed or not, and the measured figures in one line. */
    public record Verdict(Challenge challenge, boolean passed, String figures) {
        @Override public String toString() { return "challenge " + challenge.id + ": " + (passed ? "PASS" : "FAIL") + "  " + figures; }
    }

    /** Runs the creature in this challenge's scene and judges it: a {@link Run} stepped to its end. */
    public Verdict judge(CreatureDoc creature) {
        Run run = start(creature);
        while (!run.over()) run.step();
        return run.verdict();
    }

    /**
     * The creature in this challenge's scene at tick 0, to be stepped tick by tick: the window
     * judges a design live with the same run {@link #judge} steps to its end, so the stage and
     * {@code measure workshop --check} show the same figures.
     */
    public Run start(CreatureDoc c) {
        return switch (this) {
            case CROSS -> new Cross(c);
            case SURE_FOOTED -> new SureFooted(c);
            case TIGHT_CIRCLE -> new TightCircle(c);
            case FLEE -> new Flee(c);
        };
    }

    /** The creature on the judge's stage, starting on {@code path} (its start and direction). */
    static WorkshopWorld world(CreatureDoc c, CreatureDoc.Path path) {
        return new WorkshopWorld(c.inScene(STAGE_W, STAGE_H, path));
    }

    static int ticks(double seconds) { return (int) Math.round(seconds / FixedTickWorld.DT); }

    /**
     * One judged run. Each {@link #step} moves the target as the judge says, steps the creature
     * and updates the figures; once {@link #over} the figures (and so the verdict) stay as they
     * were decided, while the creature plays on in the scene. A design the challenge cannot take
     * (no legs for a walk) is decided at tick 0.
     */
    public abstract static class Run {
        final Challenge challenge;
        final WorkshopWorld world;
        final int lastTick;
        int tick;
        boolean decided;

        Run(Challenge challenge, WorkshopWorld world, double seconds) {
            this.challenge = challenge;
            this.world = world;
            this.lastTick = ticks(seconds);
        }

        /** A copy of {@code from} with a copy of its creature (a checkpoint for step back). */
        Run(Run from) {
            challenge = from.challenge;
            world = from.world.copy();
            lastTick = from.lastTick;
            tick = from.tick;
            decided = from.decided;
        }

        /** An independent copy: the creature and the figures so far. */
        public abstract Run copy();

        public Challenge challenge() { return challenge; }

        /** The creature in the scene. */
        public WorkshopWorld world() { return world; }

        /** True once the verdict is decided (the run's length is up, or its goal was met). */
        public boolean over() { return decided || tick >= lastTick; }

        /** Seconds the judge runs at most. */
        public double seconds() { return lastTick * FixedTickWorld.DT; }

        public void step() {
            tick++;
            drive(tick);
            world.step();
            if (!decided && tick <= lastTick) judgeTick();
        }

        /** Moves the target for tick {@code t} (before the creature steps). */
        void drive(int t) {}

        /** Updates the figures after a step inside the run. */
        abstract void judgeTick();

        /** Passed or not on the figures so far (final once {@link #over}). */
        public abstract boolean passing();

        /** The figures so far, one a line: a format (String.format's) and its values, so the window can translate the format. */
        public abstract List<Figure> lines();

        /**
         * {@link #lines()} with the criteria not met first (each group in its own order): the
         * stage shows a student what fails before what passes. The verdict keeps the lines' order.
         */
        public List<Figure> failingFirst() {
            List<Figure> all = lines(), ordered = new java.util.ArrayList<>(all.size());
            for (Figure line : all) if (!line.met()) ordered.add(line);
            for (Figure line : all) if (line.met()) ordered.add(line);
            return ordered;
        }

        /** The figures so far, in one line. */
        public String figures() {
            StringBuilder sb = new StringBuilder();
            for (Figure line : lines()) sb.append(sb.length() == 0 ? "" : "; ").append(f(line.format(), line.values()));
            return sb.toString();
        }

        /** The one number the challenge is decided on most (charted live). */
        public abstract double figure();

        public Verdict verdict() { return new Verdict(challenge, passing(), figures()); }
    }

    /** Starts at the left (x = 138) heading down and left, its body curving up and right behind it. */
    private static final class Cross extends Run {
        // A head that turns straight for the goal crosses its own body unless the spine limits the bend.
        static final Vec2 GOAL = new Vec2(700, 180);
        int worstPairs;
        double reached = Double.NaN;

        Cross(CreatureDoc c) {
            super(CROSS, Challenge.world(c, new CreatureDoc.Path(360, 180, 240, 120, 8, 5.5)), 5);
            worstPairs = world.overlappingPairs();
        }

        Cross(Cross from) {
            super(from);
            worstPairs = from.worstPairs;
            reached = from.reached;
        }

        @Override public Run copy() { return new Cross(this); }

        @Override void drive(int t) { world.driveTarget(GOAL); }

        @Override void judgeTick() {
            worstPairs = Math.max(worstPairs, world.overlappingPairs());
            if (world.leadPoint().x() >= 660) {
                reached = world.timeSeconds();
                decided = true;
            }
        }

        @Override public boolean passing() { return !Double.isNaN(reached) && worstPairs == 0; }

        @Override public double figure() { return worstPairs; }

        @Override public List<Figure> lines() {
            Figure pairs = new Figure(worstPairs == 0, "most overlapping pairs %d (needs 0)", worstPairs);
            if (!Double.isNaN(reached)) return List.of(new Figure(true, "reached x = 660 px in %.2f s (needs < 5)", reached), pairs);
            return List.of(over() ? new Figure(false, "head at x = %.1f px after 5 s (needs 660)", world.leadPoint().x())
                    : new Figure(false, "head at x = %.1f px after %.2f s (needs 660)", world.leadPoint().x(), tick * FixedTickWorld.DT), pairs);
        }
    }

    private static final class SureFooted extends Run {
        final boolean legs;
        int fewestDown;
        double worstSlip, walked;
        Vec2 before;

        SureFooted(CreatureDoc c) {
            super(SURE_FOOTED, Challenge.world(c, new CreatureDoc.Path(360, 180, 250, 120, 16, 0)), 20);
            legs = c.legs().isPresent();
            decided = !legs;
            fewestDown = legs ? world.walker().feetDown() : 0;
            worstSlip = world.footSlip();
            before = world.leadPoint();
        }

        SureFooted(SureFooted from) {
            super(from);
            legs = from.legs;
            fewestDown = from.fewestDown;
            worstSlip = from.worstSlip;
            walked = from.walked;
            before = from.before;
        }

        @Override public Run copy() { return new SureFooted(this); }

        @Override void judgeTick() {
            walked += before.distanceTo(world.leadPoint());
            before = world.leadPoint();
            fewestDown = Math.min(fewestDown, world.walker().feetDown());
            worstSlip = Math.max(worstSlip, world.footSlip());
        }

        @Override public boolean passing() { return legs && fewestDown >= 1 && worstSlip <= 0.01 && walked >= 800; }

        @Override public double figure() { return worstSlip; }

        @Override public List<Figure> lines() {
            if (!legs) return List.of(new Figure(false, "the creature has no legs"));
            return List.of(new Figure(fewestDown >= 1, "fewest feet down %d (needs >= 1)", fewestDown), new Figure(worstSlip <= 0.01, "worst slide %.3f px (needs <= 0.01)", worstSlip),
                    new Figure(walked >= 800, "walked %.0f px (needs >= 800)", walked));
        }
    }

    private static final class TightCircle extends Run {
        static final Vec2 CENTRE = new Vec2(360, 180);
        static final double RADIUS = 50, PERIOD = 3;
        final double limit;
        double worstBend, distanceSum;
        int counted;

        TightCircle(CreatureDoc c) {
            super(TIGHT_CIRCLE, Challenge.world(c, new CreatureDoc.Path(360, 180, RADIUS, 0, PERIOD, 0)), 15);
            limit = c.spine().bendLimit().orElse(Double.NaN);
            decided = !(limit <= 0.5);
        }

        TightCircle(TightCircle from) {
            super(from);
            limit = from.limit;
            worstBend = from.worstBend;
            distanceSum = from.distanceSum;
            counted = from.counted;
        }

        @Override public Run copy() { return new TightCircle(this); }

        @Override void drive(int t) {
            double a = 2 * Math.PI * (t * FixedTickWorld.DT) / PERIOD;
            world.driveTarget(CENTRE.plus(Vec2.polar(RADIUS, a)));
        }

        @Override void judgeTick() {
            worstBend = Math.max(worstBend, world.spineLargestBend());
            if (world.timeSeconds() > 5) {
                distanceSum += world.leadPoint().distanceTo(world.target());
                counted++;
            }
        }

        double mean() { return counted == 0 ? Double.NaN : distanceSum / counted; }

        @Override public boolean passing() { return limit <= 0.5 && worstBend <= limit + 1e-9 && mean() < 40; }

        @Override public double figure() { return worstBend; }

        @Override public List<Figure> lines() {
            if (!(limit <= 0.5)) return List.of(new Figure(false, "the spine needs a bend limit of at most 0.5 rad (a swimmer's stiff body)"));
            Figure bend = new Figure(worstBend <= limit + 1e-9, "largest bend %.3f rad (limit %.3f)", worstBend, limit);
            return List.of(bend, counted == 0 ? new Figure(false, "mean distance to the point: counted from 5 s (needs < 40)")
                    : new Figure(mean() < 40, "mean distance to the point %.1f px (needs < 40)", mean()));
        }
    }

    /**
     * The creature starts at (180, 180) heading right; the threat starts at the stage centre and
     * sweeps close to every corner, so a creature that only runs for the walls is caught there.
     */
    private static final class Flee extends Run {
        static final CreatureDoc.Path THREAT = new CreatureDoc.Path(360, 180, 340, 170, 12, 0);
        double closest;

        Flee(CreatureDoc c) {
            super(FLEE, Challenge.world(c, new CreatureDoc.Path(180, 180, 40, 0, 8, 0)), 30);
            closest = world.leadPoint().distanceTo(THREAT.eight().at(0));
        }

        Flee(Flee from) {
            super(from);
            closest = from.closest;
        }

        @Override public Run copy() { return new Flee(this); }

        @Override void drive(int t) { world.driveTarget(THREAT.eight().at(t * FixedTickWorld.DT)); }

        @Override void judgeTick() { closest = Math.min(closest, world.leadPoint().distanceTo(world.target())); }

        @Override public boolean passing() { return closest >= 80; }

        @Override public double figure() { return closest; }

        @Override public List<Figure> lines() { return List.of(new Figure(closest >= 80, "closest %.1f px to the threat over 30 s (needs >= 80)", closest)); }
    }

    private static String f(String format, Object... args) { return String.format(Locale.ROOT, format, args); }
}
