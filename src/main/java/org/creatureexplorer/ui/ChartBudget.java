package org.creatureexplorer.ui;

/**
 * The live charts' share of the event thread, bounded so the stage keeps its frames first on a
 * loaded machine (issue 28, point 10). Without clocks or threads: times are passed in, in
 * nanoseconds, so the rule is tested on its own (ChartBudgetTest), as {@link FrameSchedule} is.
 *
 * <p>The rule: chart work that took {@code d} ns on the event thread (handing rows to the
 * painter, showing its images, laying out and copying them) lets the next refresh start no
 * sooner than {@code d / share} after that work began. Over any stretch the charts then take at
 * most {@code share} of the event thread's time, plus one refresh. On an idle machine a refresh
 * costs about a millisecond there, which holds the next one 20 ms at the default share, so the
 * window's own rate (every 80 ms) is the limit;
 * when the machine is loaded each piece of work takes longer on the wall clock (the thread waits
 * for a core), so the charts slow down first and the frames keep their turn. A single long piece
 * (the first paint after a lesson opens lays out every chart) holds the charts back at most
 * {@link #MAX_HOLD_NANOS}: past {@code share} x that a piece, the bound gives way to keeping
 * the charts alive.
 *
 * <p>{@link #spentTotalNanos} adds up all chart work measured on the event thread, for
 * {@code bench --window}'s charts_edt_share. Event thread only.
 */
public final class ChartBudget {
    /** The charts' largest share of the event thread's time. */
    public static final double DEFAULT_SHARE = 0.05;
    /** The longest the charts wait after a piece of their work ends, however long it took. */
    static final long MAX_HOLD_NANOS = 1_000_000_000L;
    /**
     * {@code -Dcreature.explorer.chartShare=S}: another bound (0.05 to 1; 1 is no bound), for
     * measuring the window with and without it (docs/performance.md).
     */
    static final String SHARE_PROPERTY = "creature.explorer.chartShare";

    private static long spentTotalNanos;

    private final double share;
    /** The earliest time the next refresh may start (ns); Long.MIN_VALUE: at once. */
    private long notBefore = Long.MIN_VALUE;

    ChartBudget(double share) {
        if (!(share > 0 && share <= 1)) throw new IllegalArgumentException("the charts' share must be in (0, 1], not " + share);
        this.share = share;
    }

    /** The bound the window runs with: {@link #DEFAULT_SHARE}, or the system property's when it is a sane number. */
    static ChartBudget forWindow() {
        String v = System.getProperty(SHARE_PROPERTY);
        double s = DEFAULT_SHARE;
        if (v != null) {
            try {
                double parsed = Double.parseDouble(v.trim());
                if (parsed >= 0.05 && parsed <= 1) s = parsed;
            } catch (NumberFormatException ignored) {
                // a bad value keeps the default bound
            }
        }
        return new ChartBudget(s);
    }

    double share() { return share; }

    /** May a refresh start at {@code now}? */
    boolean allows(long now) { return share >= 1 || notBefore == Long.MIN_VALUE || now - notBefore >= 0; }

    /** Chart work that began at {@code start} and ended at {@code end} on the event thread. */
    void spent(long start, long end) {
        long took = Math.max(0, end - start);
        spentTotalNanos += took;
        if (share >= 1) return;
        long from = notBefore == Long.MIN_VALUE || start - notBefore > 0 ? start : notBefore;
        // Pieces of one refresh (hand-over, images shown, their paint) add up, each charged after the last.
        notBefore = from + (long) Math.min(took / share, 4e18 / 2);
        if (notBefore - end > MAX_HOLD_NANOS) notBefore = end + MAX_HOLD_NANOS;
    }

    /** All chart work measured on the event thread so far, ns (every window's charts together). */
    public static long spentTotalNanos() { return spentTotalNanos; }
}
