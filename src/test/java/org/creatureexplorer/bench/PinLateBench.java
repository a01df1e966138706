package org.creatureexplorer.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import org.creatureexplorer.catalog.LessonCatalog;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.model.Pins;
import org.creatureexplorer.model.Playback;
import org.creatureexplorer.ui.LessonView;

/**
 * How long Pin takes late in a run: the live run is played to {@code TICK} (36,000 = 10 minutes
 * at 60 Hz) and {@link Pins#pin} then builds the pinned replay from the run's recipe and brings it
 * to the live tick, which the window does on the event thread. Not JMH: each round needs its own
 * long live run, so it is timed by the thread's CPU time (the machine is shared), a few rounds,
 * median and range. Run it as the README says (section "Compare, clips and worksheets"):
 *
 * <pre>java -cp target/test-classes:target/classes:$(cat target/bench.cp) org.creatureexplorer.bench.PinLateBench [TICK] [lesson...]</pre>
 */
public final class PinLateBench {
    private PinLateBench() {}

    public static void main(String[] args) {
        long tick = args.length > 0 ? Long.parseLong(args[0]) : 36_000;
        String[] ids = args.length > 1 ? Arrays.copyOfRange(args, 1, args.length) : new String[] {"jeremiah", "gallery", "pond"};
        int rounds = 3;
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        for (String id : ids) {
            Lesson<?> lesson = LessonCatalog.byId(id).orElseThrow(() -> new IllegalArgumentException("no lesson " + id));
            Playback live = new Playback(lesson.factory(), lesson.defaultParams(), LessonView.CHART_WINDOW);
            long t0 = mx.getCurrentThreadCpuTime();
            live.steps((int) tick);
            double liveMs = (mx.getCurrentThreadCpuTime() - t0) / 1e6;
            double[] pinMs = new double[rounds];
            long replayed = 0;
            for (int r = 0; r < rounds; r++) {
                Pins pins = new Pins(LessonView.CHART_WINDOW);
                long s = mx.getCurrentThreadCpuTime();
                Pins.Pin pin = pins.pin(live);
                pinMs[r] = (mx.getCurrentThreadCpuTime() - s) / 1e6;
                if (pin.run().tick() != live.tick()) throw new AssertionError("pin not at the live tick");
                replayed = live.tick() - live.recipe().firstTick();
            }
            Arrays.sort(pinMs);
            System.out.printf("%-10s live to tick %d: %.0f ms (%.1f us/tick); pin: median %.1f ms (%.1f to %.1f); a replay would start at tick %d%n",
                    id, live.tick(), liveMs, liveMs * 1000 / tick, pinMs[rounds / 2], pinMs[0], pinMs[rounds - 1], live.tick() - replayed);
        }
    }
}
