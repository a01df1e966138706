package org.creatureexplorer.world.workshop;

import org.creatureexplorer.creature.Bell;
import org.creatureexplorer.creature.Crawler;
import org.creatureexplorer.creature.KoiSwimmer;
import org.creatureexplorer.sim.HeadMover;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.blends.MoodMachine;
import org.creatureexplorer.world.blends.PetWorld;

/**
 * What moves the workshop creature's head each tick: one of the lessons' own rules. The chain
 * snake's {@link HeadMover} (with the octopus's stand-off and facing, or along the spider's
 * ground), the koi's {@link KoiSwimmer}, the jellyfish's {@link Bell}, the caterpillar's
 * {@link Crawler}, the pet's {@link MoodMachine}, or Part 3's steering and Part 4's blends
 * ({@link SteerBrain}). A brain may measure series of its own.
 */
interface HeadBrain {

    /** One tick at time {@code t} (s) toward the target (a steering brain that flees treats it as the threat); returns the new head. */
    Vec2 step(Vec2 head, Vec2 target, double t, double dt);

    /** The direction the spine's head faces after the step (the angle-limited chain needs it). */
    Vec2 facing();

    /** The brain's heading, rad. */
    double heading();

    /** How fast the head moved in the last step, px/s. */
    double speed();

    /**
     * An independent brain in the same state (for the world's copy). A crawling creature's brain
     * shares its crawler with the spine: {@link WorkshopParts#copy} copies that pair together.
     */
    HeadBrain copy();

    /** Adds the series only this brain measures. */
    default void addColumns(WorkshopColumns c) {}

    /**
     * The chain snake's head: k x the remaining distance per second, capped, never past the
     * target; with a stand-off, to the point that far short of it; along the ground, in x only.
     * It faces where it moves, or eases its facing toward the target.
     */
    final class Follow implements HeadBrain {
        private final HeadMover mover;
        private final double standOff;
        /** 1/s, or NaN: faces its motion. */
        private final double faceEase;
        private final boolean alongGround;
        private double speed;
        private double heading;

        Follow(HeadMover mover, double standOff, double faceEase, boolean alongGround, double heading) {
            this.mover = mover;
            this.standOff = standOff;
            this.faceEase = faceEase;
            this.alongGround = alongGround;
            this.heading = heading;
        }

        @Override public Vec2 step(Vec2 head, Vec2 target, double t, double dt) {
            Vec2 next;
            if (alongGround) {
                double gap = target.x() - head.x();
                next = new Vec2(head.x() + Math.signum(gap) * mover.moveAlong(gap, dt), head.y());
            } else {
                next = standOff > 0 ? mover.stepShortOf(head, target, standOff, dt) : mover.step(head, target, dt);
            }
            speed = next.distanceTo(head) / dt;
            if (!Double.isNaN(faceEase)) heading = HeadMover.faceToward(heading, target.minus(head), faceEase, dt);
            else if (speed > 0) heading = Math.atan2(next.y() - head.y(), next.x() - head.x());
            return next;
        }

        @Override public Follow copy() {
            Follow c = new Follow(mover.copy(), standOff, faceEase, alongGround, heading);
            c.speed = speed;
            return c;
        }

        @Override public Vec2 facing() { return Vec2.polar(1, heading); }

        @Override public double heading() { return heading; }

        @Override public double speed() { return speed; }
    }

    /** The koi's swim: the spine faces the direction of travel (heading plus wiggle), as in the koi lesson. */
    final class Swim implements HeadBrain {
        private final KoiSwimmer swimmer;

        Swim(KoiSwimmer swimmer, double wiggle) {
            this.swimmer = swimmer;
            swimmer.setWiggle(wiggle);
        }

        private Swim(KoiSwimmer swimmer) { this.swimmer = swimmer; }

        @Override public Swim copy() { return new Swim(swimmer.copy()); }

        @Override public Vec2 step(Vec2 head, Vec2 target, double t, double dt) { return swimmer.swim(target, dt); }

        @Override public Vec2 facing() { return Vec2.polar(1, swimmer.travelAngle()); }

        @Override public double heading() { return swimmer.heading(); }

        @Override public double speed() { return swimmer.speed(); }
    }

    /** The jellyfish's bell: its pulse pushes it, drag slows it, it turns toward the target. */
    final class Pulse implements HeadBrain {
        private final Bell bell;
        private final double stageW;
        private final double stageH;

        Pulse(Bell bell, double stageW, double stageH) {
            this.bell = bell;
            this.stageW = stageW;
            this.stageH = stageH;
        }

        Bell bell() { return bell; }

        @Override public Pulse copy() { return new Pulse(bell.copy(), stageW, stageH); }

        @Override public Vec2 step(Vec2 head, Vec2 target, double t, double dt) {
            bell.step(target, dt, stageW, stageH);
            return new Vec2(bell.x(), bell.y());
        }

        @Override public Vec2 facing() { return Vec2.polar(1, bell.heading()); }

        @Override public double heading() { return bell.heading(); }

        @Override public double speed() { return bell.speed(); }

        @Override public void addColumns(WorkshopColumns c) {
            c.add("phase", "pulse phase", "", x -> ((Pulse) x.brain()).bell.phase());
            c.add("squeeze", "squeeze", "", x -> ((Pulse) x.brain()).bell.squeeze());
        }
    }

    /** The caterpillar's crawl: the wave and friction move every joint at once; the head lays trail toward the target. */
    final class Crawl implements HeadBrain {
        private final Crawler crawler;

        Crawl(Crawler crawler) { this.crawler = crawler; }

        /** A copy on its own crawler: alone, for a brain that shares none (see {@link WorkshopParts#copy}). */
        @Override public Crawl copy() { return new Crawl(crawler.copy()); }

        @Override public Vec2 step(Vec2 head, Vec2 target, double t, double dt) {
            crawler.step(target, dt);
            return crawler.joint(0);
        }

        @Override public Vec2 facing() { return crawler.directionAt(crawler.s(0)); }

        @Override public double heading() { return facing().angle(); }

        /** The head's speed along its trail (either way), px/s. */
        @Override public double speed() { return Math.abs(crawler.v(0)); }

        @Override public void addColumns(WorkshopColumns c) {
            c.add("centre_x", "centre along the trail (from where it started)", "px", x -> ((Crawl) x.brain()).crawler.centreTravel());
            c.add("centre_speed", "centre speed", "px/s", x -> ((Crawl) x.brain()).crawler.centreSpeed());
            c.add("mean_speed", "1 s mean", "px/s", x -> ((Crawl) x.brain()).crawler.meanSpeed(WorkshopWorld.DT));
        }
    }

    /** The pet's moods over steering: wander, follow (arrive) or dash away. */
    final class Moods implements HeadBrain {
        private final MoodMachine pet;

        Moods(MoodMachine pet) { this.pet = pet; }

        @Override public Moods copy() { return new Moods(pet.copy()); }

        @Override public Vec2 step(Vec2 head, Vec2 target, double t, double dt) {
            pet.step(target, t);
            return pet.body().position();
        }

        @Override public Vec2 facing() { return Vec2.polar(1, pet.heading()); }

        @Override public double heading() { return pet.heading(); }

        @Override public double speed() { return pet.speed(); }

        @Override public void addColumns(WorkshopColumns c) {
            c.add("state", "mood", "", x -> ((Moods) x.brain()).pet.mood().ordinal());
            c.word("state", v -> PetWorld.Mood.values()[(int) v].name());
            c.add("target_speed", "target speed", "px/s", x -> ((Moods) x.brain()).pet.targetSpeed());
            c.add("desired_speed", "desired speed", "px/s", x -> ((Moods) x.brain()).pet.desired().length());
        }
    }
}
