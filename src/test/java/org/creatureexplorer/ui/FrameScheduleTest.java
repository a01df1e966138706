package org.creatureexplorer.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.function.LongUnaryOperator;
import org.creatureexplorer.model.TickAccumulator;
import org.junit.jupiter.api.Test;

/** The frame pacer's rules on simulated time (no clock, no threads). */
class FrameScheduleTest {
    private static final long PERIOD = 16_666_667; // 60 Hz
    private static final long MS = 1_000_000;

    /**
     * Plays the pacer and the event thread against each other for {@code horizon} ns: the pacer
     * wakes at each deadline ({@code wakeLate} after it), a posted frame takes
     * {@code duration.applyAsLong(k)} ns for the k-th frame. Returns the times frames were posted.
     */
    private static List<Long> simulate(long horizon, long wakeLate, LongUnaryOperator duration) {
        FrameSchedule s = new FrameSchedule(PERIOD);
        s.restart(0);
        List<Long> posts = new ArrayList<>();
        long doneAt = Long.MAX_VALUE;
        long t = 0;
        while (t < horizon) {
            long wake = s.deadline() + wakeLate;
            if (doneAt <= wake) {
                t = doneAt;
                doneAt = Long.MAX_VALUE;
                if (s.frameDone(t, true)) {
                    posts.add(t);
                    doneAt = t + duration.applyAsLong(posts.size() - 1);
                }
            } else {
                t = wake;
                if (s.deadlineReached(t)) {
                    assertEquals(Long.MAX_VALUE, doneAt, "a frame was posted while one was in flight");
                    posts.add(t);
                    doneAt = t + duration.applyAsLong(posts.size() - 1);
                }
            }
        }
        return posts;
    }

    private static double framesPerSecond(List<Long> posts) {
        return (posts.size() - 1) / ((posts.get(posts.size() - 1) - posts.get(0)) / 1e9);
    }

    @Test void shortFramesFollowTheGridExactly() {
        List<Long> posts = simulate(1_000_000_000L, 0, k -> 5 * MS);
        for (int k = 0; k < posts.size(); k++) assertEquals((k + 1) * PERIOD, posts.get(k));
        assertEquals(60, posts.size());
    }

    @Test void aFrameJustOverAPeriodPostsTheNextAtOnceInsteadOfWaitingAWholePeriod() {
        // 17 ms frames: before, each waited for the deadline after it and ran at 30 frames/s.
        List<Long> posts = simulate(2_000_000_000L, 0, k -> 17 * MS);
        assertEquals(1e9 / (17 * MS), framesPerSecond(posts), 0.5);
        for (int k = 1; k < posts.size(); k++) assertEquals(17 * MS, posts.get(k) - posts.get(k - 1), "frame " + k);
    }

    @Test void oneSlowFrameAmongFastOnesCostsOnlyItsOwnTime() {
        // Every 10th frame takes 25 ms, the rest 6 ms: the slow one's successor starts when it ends,
        // and the grid goes on a period after that, so the next gap is a full period, not a burst.
        List<Long> posts = simulate(2_000_000_000L, 0, k -> k % 10 == 0 ? 25 * MS : 6 * MS);
        for (int k = 1; k < posts.size(); k++) {
            long gap = posts.get(k) - posts.get(k - 1);
            long expected = (k - 1) % 10 == 0 ? 25 * MS : PERIOD;
            assertEquals(expected, gap, "gap before frame " + k);
        }
    }

    @Test void aLongStallPostsOneFrameAfterItNotABurst() {
        // Frame 5 takes 200 ms (twelve deadlines pass): one frame follows it at once, then the grid.
        List<Long> posts = simulate(1_000_000_000L, 0, k -> k == 5 ? 200 * MS : 4 * MS);
        long stallEnd = posts.get(5) + 200 * MS;
        assertEquals(stallEnd, posts.get(6));
        assertEquals(stallEnd + PERIOD, posts.get(7));
        for (int k = 1; k < posts.size(); k++) assertTrue(posts.get(k) - posts.get(k - 1) >= Math.min(PERIOD, 4 * MS));
    }

    @Test void aPacerWakingMoreThanAPeriodLateSkipsTheMissedDeadlines() {
        FrameSchedule s = new FrameSchedule(PERIOD);
        s.restart(0);
        long late = PERIOD + 3 * PERIOD + 5 * MS; // slept through three deadlines
        assertTrue(s.deadlineReached(late));
        assertEquals(late + PERIOD, s.deadline(), "no catching up on the missed deadlines");
        assertTrue(s.inFlight());
        assertFalse(s.frameDone(late + 2 * MS, true));
        assertFalse(s.deadlineReached(late + PERIOD - 1), "woken early: nothing posted");
        assertTrue(s.deadlineReached(late + PERIOD));
    }

    @Test void aDeadlineOwedWhilePausedIsDropped() {
        FrameSchedule s = new FrameSchedule(PERIOD);
        s.restart(0);
        assertTrue(s.deadlineReached(PERIOD));
        assertFalse(s.deadlineReached(2 * PERIOD), "in flight: owed, not posted");
        assertTrue(s.owed());
        assertFalse(s.frameDone(2 * PERIOD + MS, false), "paused meanwhile: no frame after it");
        assertFalse(s.inFlight());
        assertFalse(s.owed());
    }

    @Test void countedTimeSnapsToThePeriodAndLosesNothingOverARun() {
        // Frames a period apart, run up to 3 ms early or late on the event thread: with one tick
        // per period, unsnapped times now and then give a frame no tick (nothing new painted) and
        // then two; snapped, every frame gets exactly one.
        FrameSchedule s = new FrameSchedule(PERIOD);
        s.restart(0);
        TickAccumulator snapped = new TickAccumulator(PERIOD / 1e9, 0.25);
        TickAccumulator raw = new TickAccumulator(PERIOD / 1e9, 0.25);
        java.util.Random random = new java.util.Random(12);
        long last = 0, measuredSum = 0, countedSum = 0;
        int rawMisses = 0;
        for (int k = 1; k <= 6000; k++) {
            long at = k * PERIOD + (long) ((random.nextDouble() * 2 - 1) * 3 * MS);
            long measured = at - last;
            last = at;
            long counted = s.countedNanos(measured);
            measuredSum += measured;
            countedSum += counted;
            assertEquals(1, snapped.ticksFor(counted / 1e9, 1), "frame " + k);
            if (raw.ticksFor(measured / 1e9, 1) != 1) rawMisses++;
            assertTrue(Math.abs(measuredSum - countedSum) <= PERIOD / 4, "frame " + k + " drifted " + (measuredSum - countedSum) + " ns");
        }
        assertTrue(rawMisses > 100, "the jitter should trouble unsnapped frames (" + rawMisses + ")");
    }

    @Test void countedTimeOfSlowOrUnevenFramesAddsUpToTheMeasuredTime() {
        FrameSchedule s = new FrameSchedule(PERIOD);
        s.restart(0);
        java.util.Random random = new java.util.Random(3);
        long measuredSum = 0, countedSum = 0;
        for (int k = 0; k < 5000; k++) {
            long measured = (long) (random.nextDouble() * 60 * MS);
            measuredSum += measured;
            long counted = s.countedNanos(measured);
            assertTrue(counted >= 0);
            countedSum += counted;
            assertTrue(Math.abs(measuredSum - countedSum) <= PERIOD / 4, "frame " + k);
        }
        FrameSchedule fresh = new FrameSchedule(PERIOD);
        fresh.restart(0);
        assertEquals(0, fresh.countedNanos(-5 * MS), "a negative time (a clock step) counts as none");
    }

    @Test void aNonPositivePeriodIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> new FrameSchedule(0));
    }
}
