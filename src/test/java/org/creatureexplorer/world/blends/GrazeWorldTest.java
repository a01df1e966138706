package org.creatureexplorer.world.blends;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.blends.GrazeWorld.Predator;
import org.creatureexplorer.world.blends.GrazeWorld.Rule;
import org.junit.jupiter.api.Test;

/**
 * The grazing walker: the brief's physics recomputed here from scratch (arrive, circle wander,
 * flee, the cap, the three combinations, the alarm), and the comparison the lesson is about.
 */
class GrazeWorldTest {
    static final Vec2 TUFT = new Vec2(150, 64);
    static final double MAX_SPEED = 2.4;

    static GrazeWorld world(Rule r, Predator p, long seed) { return new GrazeWorld(r, p, seed, 0.3, 40, 0.94, 2); }

    static double[] sample(GrazeWorld w) {
        double[] out = new double[w.series().size()];
        w.sample(out);
        return out;
    }

    static Vec2 cut(Vec2 v, double max) {
        double len = Math.hypot(v.x(), v.y());
        return len > max ? v.times(max / len) : v;
    }

    static Vec2 unit(Vec2 v) {
        double len = Math.hypot(v.x(), v.y());
        return len == 0 ? Vec2.ZERO : new Vec2(v.x() / len, v.y() / len);
    }

    /**
     * An independent walker: the brief's rules written out again with their own random stream.
     * Start (29.85, 64) moving (0.4, 0); feed = arrive (R 24) + 0.6 x circle wander (ahead 12,
     * radius 8, jitter 0.5); flight = flee; each cut to 0.3; the rule's combination applied as it
     * is (the chapter's rule: no second cut); fear 1 inside, x decay outside. Predator walking west
     * from (207.81, 55.19) or parked at (124, 83). Fenced field 300 x 128 (margin 6).
     */
    static final class Reference {
        final Rule rule;
        final Random random;
        Vec2 pos;
        Vec2 vel = new Vec2(0.4, 0);
        double angle;
        double fear;
        boolean inside;
        double nextDraw;
        Vec2 predator;
        final boolean walking;

        Reference(Rule rule, Predator kind, long seed) {
            this.rule = rule;
            random = new Random(seed);
            pos = new Vec2(29.85, 64);
            walking = kind == Predator.WALK;
            predator = walking ? new Vec2(207.81, 55.19) : new Vec2(124, 83);
            nextDraw = random.nextDouble();
            inside = pos.distanceTo(predator) < 40;
            fear = inside ? 1 : 0;
        }

        Vec2 steer(Vec2 desired) { return cut(desired.minus(vel), 0.3); }

        Vec2 force() {
            double r = pos.distanceTo(TUFT);
            Vec2 arrive = steer(unit(TUFT.minus(pos)).times(r < 24 ? MAX_SPEED * r / 24 : MAX_SPEED));
            Vec2 heading = vel.length() > 0 ? unit(vel) : new Vec2(1, 0);
            double a = angle + (2 * nextDraw - 1) * 0.5;
            Vec2 point = pos.plus(heading.times(12)).plus(Vec2.polar(8, Math.atan2(heading.y(), heading.x()) + a));
            Vec2 wander = steer(unit(point.minus(pos)).times(MAX_SPEED));
            Vec2 feed = arrive.plus(wander.times(0.6));
            Vec2 flight = steer(unit(pos.minus(predator)).times(MAX_SPEED));
            Vec2 blended = switch (rule) {
                case SUM -> inside ? feed.plus(flight.times(2)) : feed;
                case SWITCH -> inside ? flight : feed;
                case FEAR -> flight.times(fear).plus(feed.times(1 - fear));
            };
            return blended;
        }

        void step() {
            Vec2 f = force();
            angle += (2 * nextDraw - 1) * 0.5;
            vel = vel.plus(f);
            pos = pos.plus(vel);
            double x = pos.x(), y = pos.y(), vx = vel.x(), vy = vel.y();
            if (x < 6) { x = 6; vx = Math.max(vx, 0); }
            if (x > 294) { x = 294; vx = Math.min(vx, 0); }
            if (y < 6) { y = 6; vy = Math.max(vy, 0); }
            if (y > 122) { y = 122; vy = Math.min(vy, 0); }
            pos = new Vec2(x, y);
            vel = new Vec2(vx, vy);
            if (walking) predator = predator.plus(new Vec2(-1.6, 0));
            nextDraw = random.nextDouble();
            inside = pos.distanceTo(predator) < 40;
            fear = inside ? 1 : fear * 0.94;
        }
    }

    @Test
    void eachRuleIsTheBriefsPhysicsRecomputedFromScratch() {
        for (Predator kind : Predator.values()) {
            for (Rule rule : Rule.values()) {
                for (long seed : new long[] {0, 5, 17}) {
                    GrazeWorld w = world(rule, kind, seed);
                    Reference ref = new Reference(rule, kind, seed);
                    int insideTicks = 0;
                    for (int t = 0; t <= 300; t++) {
                        String at = rule + " " + kind + " seed " + seed + " tick " + t;
                        assertEquals(ref.pos.x(), w.body().position().x(), 1e-9, at);
                        assertEquals(ref.pos.y(), w.body().position().y(), 1e-9, at);
                        assertEquals(ref.vel.x(), w.body().velocity().x(), 1e-9, at);
                        assertEquals(ref.fear, w.fear(), 1e-12, at);
                        assertEquals(ref.inside, w.inside(), at);
                        assertEquals(ref.predator.x(), w.predator().x(), 1e-9, at);
                        Vec2 f = ref.force();
                        assertEquals(f.x(), w.decision().force().x(), 1e-9, at + ": row t's force is what tick t+1 applies");
                        assertEquals(f.y(), w.decision().force().y(), 1e-9, at);
                        double[] s = sample(w);
                        assertEquals(w.predatorDistance() < 40 ? 1 : 0, s[8], at);
                        assertEquals(insideTicks, w.insideTicks(), at);
                        ref.step();
                        w.step();
                        if (w.inside()) insideTicks++;
                    }
                }
            }
        }
    }

    @Test
    void theThreeRulesDifferOnlyInTheCombinationStep() {
        // The combination step alone, on made-up inputs.
        assertArrayEquals(new double[] {1, 2}, Rule.SUM.weights(true, 1, 2));
        assertArrayEquals(new double[] {1, 0}, Rule.SUM.weights(false, 0.7, 2));
        assertArrayEquals(new double[] {0, 1}, Rule.SWITCH.weights(true, 1, 2));
        assertArrayEquals(new double[] {1, 0}, Rule.SWITCH.weights(false, 0.7, 2));
        // fear: the grazing weight is what fear leaves, 1 - fear, the fleeing weight is fear itself.
        assertArrayEquals(new double[] {1 - 0.7, 0.7}, Rule.FEAR.weights(false, 0.7, 2), 1e-15);
        assertArrayEquals(new double[] {1 - 0.2, 0.2}, Rule.FEAR.weights(true, 0.2, 2), 1e-15);

        for (Predator kind : Predator.values()) {
            for (long seed = 0; seed < 10; seed++) {
                List<GrazeWorld> three = new ArrayList<>();
                for (Rule r : Rule.values()) three.add(world(r, kind, seed));
                boolean apart = false;
                for (int t = 0; t < 240; t++) {
                    GrazeWorld a = three.get(0);
                    for (GrazeWorld b : three) {
                        GrazeWorld.Decision da = a.decision(), db = b.decision();
                        if (!apart) {
                            // Same seed, same predator: the same state, the same two behaviours, the same fear.
                            assertEquals(a.body().position(), b.body().position(), "tick " + t);
                            assertEquals(da.feed(), db.feed());
                            assertEquals(da.flight().force(), db.flight().force());
                            assertEquals(a.fear(), b.fear());
                        }
                        assertEquals(a.predator(), b.predator(), "one predator for all three");
                        // Whatever the state, each world's force is its two behaviours weighted by its rule,
                        // each behaviour cut to the cap and the combination not cut again.
                        assertTrue(db.feed().length() <= 0.3 * 1.6 + 1e-12, "feed = arrive + 0.6 x wander, each cut");
                        assertTrue(db.flight().force().length() <= 0.3 + 1e-12);
                        double[] k = b.rule().weights(b.inside(), b.fear(), 2);
                        Vec2 blended = db.feed().times(k[0]).plus(db.flight().force().times(k[1]));
                        assertEquals(blended, db.blended());
                        assertEquals(blended, db.force(), "the blend goes to the body uncut");
                    }
                    // Until the predator is first inside the radius the three combinations agree exactly.
                    if (three.stream().anyMatch(GrazeWorld::inside)) apart = true;
                    for (GrazeWorld w : three) w.step();
                }
                assertTrue(apart, "the predator reaches the walkers in every run");
            }
        }
    }

    @Test
    void theSameSeedGivesTheSameRunAndAnotherSeedAnother() {
        for (Rule r : Rule.values()) {
            GrazeWorld a = world(r, Predator.PARK, 7), b = world(r, Predator.PARK, 7), c = world(r, Predator.PARK, 8);
            boolean differs = false;
            for (int t = 0; t < 240; t++) {
                assertArrayEquals(sample(a), sample(b), "tick " + t);
                differs |= !java.util.Arrays.equals(sample(a), sample(c));
                a.step();
                b.step();
                c.step();
            }
            assertTrue(differs);
        }
    }

    /**
     * The chapter's published run (cap 0.3, seed 5) pins the setting down; these are its figures
     * with the tolerance ours meets. Geometry the setting fixes is exact; what depends on the
     * random stream (ours is java.util.Random, not the chapter's) is held to a stated distance.
     */
    @Test
    void theSetupReproducesTheChaptersFigures() {
        GrazeWorld walk = world(Rule.FEAR, Predator.WALK, 5);
        assertEquals(120.15, walk.start().distanceTo(TUFT), 1e-9, "walker starts 120.15 px from the tuft");
        assertEquals(0.4, walk.body().speed(), 1e-12, "moving at 0.4 px per tick");
        assertEquals(178.18, walk.predator().distanceTo(walk.start()), 0.005, "predator starts 178.18 px from the walker");
        Vec2 predatorStart = walk.predator();
        for (Rule r : Rule.values()) {
            GrazeWorld w = world(r, Predator.WALK, 5);
            for (int t = 1; t <= 35; t++) {
                w.step();
                assertFalse(w.inside(), r + " tick " + t + ": not inside before tick 36");
            }
            // Where the walker is at tick 35 depends on the wander's numbers: ours is 1.9 px short of the chapter's.
            assertEquals(0, w.body().position().distanceTo(new Vec2(111.57, 64.63)), 2.0, "tick 35 near (111.57, 64.63)");
            assertEquals(2.40, w.body().velocity().x(), 0.1, "travelling east at about 2.40");
            w.step();
            assertTrue(w.inside(), r + ": first inside at tick 36");
            assertEquals(38.92, w.predatorDistance(), 0.005, "at 38.92 px");
            assertEquals(predatorStart.x() - 1.6 * 36, w.predator().x(), 1e-9, "west at 1.6 px per tick");
            assertEquals(predatorStart.y(), w.predator().y());
            for (int t = 37; t <= 240; t++) w.step();
            // The chapter: within 13.99 px, inside for 29 ticks. Ours 14.8 (sum) to 17.8 px, 26 to 27 ticks.
            assertEquals(13.99, w.closest(), 4.0, r + " closest");
            assertEquals(29, w.insideTicks(), 4, r + " ticks inside");
        }
        // Parked: the chapter's sum walker ends 11.28 px from the tuft and 43.28 px from the predator at 0.350 px/tick.
        GrazeWorld sum = world(Rule.SUM, Predator.PARK, 5);
        for (int t = 0; t < 240; t++) sum.step();
        assertEquals(11.28, sum.tuftDistance(), 0.5);
        assertEquals(43.28, sum.predatorDistance(), 0.5);
        assertEquals(0.350, sum.body().speed(), 0.15);
        // The chapter's walker came within 12.93 px; ours stays farther out (35 px, recorded in blends.md).
        assertTrue(sum.closest() > 12.93, "closest " + sum.closest());
    }

    @Test
    void fearIsOneInsideAndDecaysByTheFactorOutside() {
        ParamValues p = ParamValues.defaults(GrazeWorld.PARAMS);
        p.set("decay", 0.9);
        GrazeWorld w = new GrazeWorld(p);
        boolean sawDecay = false;
        for (int t = 0; t < 240; t++) {
            double before = w.fear();
            w.step();
            if (w.inside()) assertEquals(1, w.fear());
            else {
                assertEquals(before * 0.9, w.fear(), 1e-15);
                sawDecay |= before == 1;
            }
        }
        assertTrue(sawDecay, "the predator crossed out of the radius");
    }

    @Test
    void withAParkedPredatorTheAlarmIsBestAndTheSwitchWorstOverManySeeds() {
        int n = 100;
        double[] mean = new double[3];
        int switchWorse = 0;
        for (long seed = 0; seed < n; seed++) {
            int[] inside = new int[3];
            Rule[] rules = {Rule.SUM, Rule.SWITCH, Rule.FEAR};
            for (int i = 0; i < 3; i++) {
                GrazeWorld w = world(rules[i], Predator.PARK, seed);
                for (int t = 0; t < 240; t++) w.step();
                inside[i] = w.insideTicks();
                mean[i] += inside[i] / (double) n;
            }
            assertTrue(inside[2] < inside[0] && inside[2] < inside[1],
                    "seed " + seed + ": sum " + inside[0] + ", switch " + inside[1] + ", alarm " + inside[2]);
            if (inside[1] > inside[0]) switchWorse++;
        }
        // Measured (blends.md): means 79.5 (sum), 86.5 (switch), 36.8 (alarm); the switch has more than the sum in 86 of 100.
        assertTrue(switchWorse >= 80, "the switch is worse than the sum in " + switchWorse + " of 100 seeds");
        assertEquals(79.5, mean[0], 1.0);
        assertEquals(86.5, mean[1], 1.0);
        assertEquals(36.8, mean[2], 1.0);
    }

    @Test
    void withTheWalkingPredatorTheDecayingAlarmWalkerReturnsToFeeding() {
        for (long seed = 0; seed < 20; seed++) {
            GrazeWorld w = world(Rule.FEAR, Predator.WALK, seed);
            boolean startled = false;
            double farthest = 0;
            for (int t = 0; t < 240; t++) {
                w.step();
                startled |= w.fear() == 1;
                if (startled) farthest = Math.max(farthest, w.tuftDistance());
            }
            assertTrue(startled, "seed " + seed + ": the predator comes within the radius");
            assertTrue(farthest > 30, "seed " + seed + ": it fled from the tuft (" + farthest + " px)");
            assertTrue(w.feeding(), "seed " + seed + ": back at the tuft with the alarm faded: fear " + w.fear()
                    + ", " + w.tuftDistance() + " px from the tuft");
        }
    }

    @Test
    void withoutTheCapTheStartleIsATeleport() {
        for (Rule r : new Rule[] {Rule.SWITCH, Rule.FEAR}) {
            for (boolean capped : new boolean[] {true, false}) {
                GrazeWorld w = new GrazeWorld(r, Predator.WALK, 5, capped ? 0.3 : Double.POSITIVE_INFINITY, 40, 0.94, 2);
                while (!w.inside()) w.step();
                Vec2 v = w.body().velocity();
                Vec2 away = unit(w.body().position().minus(w.predator())).times(MAX_SPEED);
                w.step();
                Vec2 after = w.body().velocity();
                if (capped) {
                    assertEquals(0.3, after.distanceTo(v), 1e-9, r + ": a capped startle changes the velocity by 0.3");
                } else {
                    assertEquals(away.x(), after.x(), 1e-12, r + ": uncapped, the velocity is flight's desired velocity at once");
                    assertEquals(away.y(), after.y(), 1e-12);
                    assertTrue(after.distanceTo(v) > 2, r + ": a jump of " + after.distanceTo(v) + " px/tick in one tick");
                }
            }
        }
    }

    @Test
    void liveParametersActAtOnceAndStayFinite() {
        ParamValues p = ParamValues.defaults(GrazeWorld.PARAMS);
        p.set("blend", 1); // sum
        p.set("predator", 1); // park
        GrazeWorld w = new GrazeWorld(p);
        for (int t = 0; t < 60; t++) w.step();
        w.apply(new Input.SetParam("startle", 120));
        assertTrue(w.inside());
        assertEquals(1, w.fear());
        assertEquals(w.decision().force(), w.rows().get(w.rows().size() - 1).decision().force(), "the newest row shows the new decision");
        w.apply(new Input.SetParam("max-force", Double.POSITIVE_INFINITY));
        assertFalse(w.gait().capped());
        for (int t = 0; t < 300; t++) {
            w.step();
            double[] s = sample(w);
            for (double v : s) assertTrue(Double.isFinite(v), "tick " + w.tick() + ": " + java.util.Arrays.toString(s));
            assertTrue(w.body().position().x() >= 6 && w.body().position().x() <= 294, "the fence holds");
        }
        w.apply(new Input.SetParam("max-force", 0.5));
        assertFalse(w.gait().capped(), "a max-force of inf is the no-cap switch; a slider value waits underneath");
        w.apply(new Input.SetParam("no-cap", 0));
        assertEquals(0.5, w.gait().maxForce());
    }
}
