package org.creatureexplorer.ui;

/**
 * When the frame pacer posts a frame, and how much real time a frame counts, without threads or
 * clocks (times are passed in, in nanoseconds) so the rules can be tested on their own.
 *
 * <p>Deadlines fall on an absolute grid, one refresh period apart. At most one frame is in
 * flight (posted, not yet painted and flushed). A deadline that finds a frame still in flight is
 * <em>owed</em>: the late frame, when it is done, starts the next one at once and the grid moves
 * to start from there. Without that, a frame 1 ms longer than a period cost two periods (a
 * 17 ms frame gave 30 frames/s, not 58); with it, a run of slow frames goes as fast as they
 * are. Only one deadline is ever owed, so a slow stretch is never made up in a burst, and a pacer
 * that wakes more than a period late skips the missed deadlines.
 *
 * <p>{@link #countedNanos} snaps a frame's measured time to the period when it is within a
 * quarter of it: frames posted a period apart but run a little early or late on the event thread
 * would otherwise, with one tick per period, now and then get no tick (nothing new to paint,
 * a frame lost) and then two (a jump). What is snapped off is carried to the next frame, so no
 * real time is lost or gained over a run.
 *
 * <p>Not thread-safe: {@link FrameClock} calls it under its own lock.
 */
final class FrameSchedule {
    /** A frame's time within this fraction of a period of a whole period counts as one period. */
    static final double SNAP_FRACTION = 0.25;

    private final long period;
    private long deadline;
    private boolean inFlight;
    private boolean owed;
    /** Real time measured but not yet counted (snapped off a frame), ns; within a quarter period either way. */
    private long carried;

    FrameSchedule(long periodNanos) {
        if (periodNanos <= 0) throw new IllegalArgumentException("the refresh period must be positive, not " + periodNanos + " ns");
        this.period = periodNanos;
    }

    long period() { return period; }

    /** (Re)starts the grid: the first deadline is one period after {@code now}; nothing in flight or owed. */
    void restart(long now) {
        deadline = now + period;
        inFlight = false;
        owed = false;
        carried = 0;
    }

    /** The next deadline: the pacer sleeps until then (it may move later while it sleeps, see {@link #frameDone(long, boolean)}). */
    long deadline() { return deadline; }

    boolean inFlight() { return inFlight; }

    boolean owed() { return owed; }

    /**
     * The pacer woke at {@code now}. Returns true when it must post a frame now (the frame is in
     * flight from then on). False when the deadline has not come (woken early, or the grid moved)
     * or a frame is still in flight (the deadline is then owed to it).
     */
    boolean deadlineReached(long now) {
        if (now < deadline) return false;
        deadline += period;
        if (now - deadline >= 0) deadline = now + period; // woke a period or more late: skip, do not burst
        if (inFlight) {
            owed = true;
            return false;
        }
        inFlight = true;
        return true;
    }

    /**
     * The frame in flight is painted and flushed at {@code now}. Returns true when a deadline
     * passed meanwhile and frames are still {@code wanted} (playing): the caller posts the next
     * frame at once (still in flight) and the grid starts again from now. False: nothing is in
     * flight until the next deadline.
     */
    boolean frameDone(long now, boolean wanted) {
        if (owed && wanted) {
            owed = false;
            deadline = now + period;
            return true;
        }
        owed = false;
        inFlight = false;
        return false;
    }

    /**
     * The real time a frame counts, given the time measured since the frame before: the period
     * itself when the measured time (with what earlier frames carried) is within
     * {@link #SNAP_FRACTION} of one period, else the measured time with the carry. Over a run the
     * counted times add up to the measured ones, give or take a quarter period.
     */
    long countedNanos(long measured) {
        if (measured < 0) measured = 0;
        long total = measured + carried;
        if (total < 0) { // a short frame after one counted long: it counts nothing and carries the rest
            carried = total;
            return 0;
        }
        long snap = (long) (period * SNAP_FRACTION);
        if (Math.abs(total - period) <= snap) {
            carried = total - period;
            return period;
        }
        carried = 0;
        return total;
    }
}
