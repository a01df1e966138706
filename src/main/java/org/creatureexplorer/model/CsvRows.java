package org.creatureexplorer.model;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.DoubleFunction;
import java.util.function.Supplier;

/**
 * The one CSV row writer for a world run tick by tick: {@code measure} and the window's CSV
 * export both write through it, so a lesson's export has its scenario's header and number
 * format. A row is {@code tick}, then {@code time_s} (unless the part counts in ticks), then the
 * chosen series in the chosen order (every series when none are chosen), numbers in
 * {@link Csv#number} form; a column may be written as a word instead (the pet's mood).
 */
public final class CsvRows {
    private final boolean withTime;
    /** The world's series to write, in order; null writes every series in the world's order. */
    private final List<String> printed;
    private final Map<String, DoubleFunction<String>> words;

    private CsvRows(boolean withTime, List<String> printed, Map<String, DoubleFunction<String>> words) {
        this.withTime = withTime;
        this.printed = printed == null ? null : List.copyOf(printed);
        this.words = Map.copyOf(words);
    }

    /** {@code tick,time_s} and every series of the world. */
    public static CsvRows everySeries() { return new CsvRows(true, null, Map.of()); }

    /** {@code tick,time_s} and the named series, in this order; null names every series. */
    public static CsvRows of(List<String> printed) { return new CsvRows(true, printed, Map.of()); }

    /** The same rows without {@code time_s}: for parts whose time unit is the tick. */
    public CsvRows withoutTime() { return new CsvRows(false, printed, words); }

    /** The same rows with one column written as a word made from its sampled value. */
    public CsvRows withWord(String column, DoubleFunction<String> word) {
        Map<String, DoubleFunction<String>> w = new HashMap<>(words);
        w.put(column, word);
        return new CsvRows(withTime, printed, w);
    }

    /** True when the world measures every column these rows write. */
    public boolean fits(World world) {
        if (printed == null) return true;
        List<String> measured = world.series().stream().map(SeriesSpec::column).toList();
        return measured.containsAll(printed);
    }

    /** The header for a world of this kind. */
    public List<String> header(World world) { return header(() -> world); }

    /** The header; builds a world only when every series is written (to learn their names). */
    public List<String> header(Supplier<? extends World> world) {
        List<String> cols = new ArrayList<>(leading());
        if (printed != null) cols.addAll(printed);
        else for (SeriesSpec s : world.get().series()) cols.add(s.column());
        return cols;
    }

    private List<String> leading() { return withTime ? List.of("tick", "time_s") : List.of("tick"); }

    /** A writer bound to one world's series layout; reuse it for every tick of that world. */
    public Writer writerFor(World world) { return new Writer(world); }

    /**
     * Runs {@code world} from its current tick (normally 0) for {@code ticks} ticks, writing the
     * first row, then every {@code every}-th tick, and always the last.
     */
    public void run(World world, long ticks, int every, Consumer<String[]> rows) {
        Writer writer = writerFor(world);
        for (long t = 0; t <= ticks; t++) {
            if (t > 0) world.step();
            if (t % every == 0 || t == ticks) rows.accept(writer.row(world));
        }
    }

    /** Writes rows for worlds of one layout: the column picks are found once. */
    public final class Writer {
        private final int[] pick;
        private final DoubleFunction<String>[] asWord;
        private final double[] sample;

        @SuppressWarnings("unchecked")
        private Writer(World world) {
            List<SeriesSpec> series = world.series();
            sample = new double[series.size()];
            List<String> columns = printed != null ? printed : series.stream().map(SeriesSpec::column).toList();
            pick = new int[columns.size()];
            asWord = new DoubleFunction[columns.size()];
            for (int i = 0; i < pick.length; i++) {
                pick[i] = indexOf(series, columns.get(i));
                asWord[i] = words.get(columns.get(i));
            }
        }

        /** The row for the world's current tick. */
        public String[] row(World world) {
            world.sample(sample);
            int lead = withTime ? 2 : 1;
            String[] row = new String[pick.length + lead];
            row[0] = Long.toString(world.tick());
            if (withTime) row[1] = Csv.number(world.timeSeconds());
            for (int i = 0; i < pick.length; i++) {
                double v = sample[pick[i]];
                row[i + lead] = asWord[i] != null ? asWord[i].apply(v) : Csv.number(v);
            }
            return row;
        }
    }

    private static int indexOf(List<SeriesSpec> series, String column) {
        for (int j = 0; j < series.size(); j++) if (series.get(j).column().equals(column)) return j;
        throw new IllegalStateException("the world does not measure " + column);
    }

    /** One CSV line (no newline): cells joined by commas, as {@code measure} prints them. */
    public static String line(String[] cells) { return String.join(",", cells); }
}
