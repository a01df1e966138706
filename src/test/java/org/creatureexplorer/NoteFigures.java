package org.creatureexplorer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.DoubleSupplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;

/**
 * The figures the teacher notes quote in their answers to the questions for the class and in
 * "What the model simplifies", tied to the runs that measure them, in English and Japanese alike.
 * A row names a lesson, a number exactly as the notes print it, the figure it stands for, a
 * tolerance and how it is measured (a scenario or the lesson's own world, run in process). A
 * number the notes print that no row measures must be declared: a setting the question gives
 * ({@link #inputs}), or the source's published figure ({@link #source}). So a figure nobody ran
 * cannot slip into the notes, and a model change that moves one names it here.
 */
final class NoteFigures {
    record Figure(String lesson, String shown, double figure, double tolerance, String how, DoubleSupplier measure) {}

    /** A number as the notes print it: "1,200", "0.885", "10⁻¹³", "2.4²" (a setting, a power or a figure). */
    static final Pattern NUMBER = Pattern.compile("(?<![\\d.,])\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?[⁻⁰¹²³⁴⁵⁶⁷⁸⁹]*|(?<![\\d.,])\\d+(?:\\.\\d+)?[⁻⁰¹²³⁴⁵⁶⁷⁸⁹]*");
    private static final List<String> SECTIONS = List.of("What to ask the class", "What the model simplifies");
    private static final List<String> SECTIONS_JA = List.of("クラスへの問いかけ", "モデルが簡単にしていること");

    private final List<String> lessons;
    private final List<Figure> figures = new ArrayList<>();
    private final Map<String, Set<String>> declared = new HashMap<>();

    NoteFigures(String... lessons) { this.lessons = List.of(lessons); }

    /** Ours: the run must give {@code figure} within {@code tolerance}. */
    NoteFigures ours(String lesson, String shown, double figure, double tolerance, String how, DoubleSupplier measure) {
        figures.add(new Figure(lesson, shown, figure, tolerance, how, measure));
        return this;
    }

    /** Ours, the figure being the number as printed (commas dropped). */
    NoteFigures ours(String lesson, String shown, double tolerance, String how, DoubleSupplier measure) {
        return ours(lesson, shown, Double.parseDouble(shown.replace(",", "")), tolerance, how, measure);
    }

    /** The source's published figure: quoted for comparison, not ours to measure. */
    NoteFigures source(String lesson, String... shown) { return inputs(lesson, shown); }

    /** Numbers that are settings, counts, lesson numbers or arithmetic on them, not measurements. */
    NoteFigures inputs(String lesson, String... shown) {
        declared.computeIfAbsent(lesson, k -> new LinkedHashSet<>()).addAll(List.of(shown));
        return this;
    }

    static Path notes(String lesson, boolean japanese) {
        return japanese ? Path.of("lessons", "ja", "teacher", lesson + ".md") : Path.of("lessons", "teacher", lesson + ".md");
    }

    /** The answers and the simplifications of a lesson's notes: the parts whose figures this table holds. */
    static String quoted(String lesson, boolean japanese) {
        String md;
        try {
            md = Files.readString(notes(lesson, japanese), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        StringBuilder out = new StringBuilder();
        boolean in = false;
        for (String line : md.lines().toList()) {
            if (line.startsWith("## ")) in = (japanese ? SECTIONS_JA : SECTIONS).contains(line.substring(3).strip());
            else if (in) out.append(line.replaceFirst("^\\d+\\.\\s", "").replace("8の字", "の字")).append('\n'); // 8の字 is the figure-eight, a word
        }
        return out.toString();
    }

    static Set<String> numbers(String text) {
        Set<String> out = new TreeSet<>();
        Matcher m = NUMBER.matcher(text);
        while (m.find()) out.add(m.group());
        return out;
    }

    Stream<DynamicTest> tests() {
        List<DynamicTest> tests = new ArrayList<>();
        for (Figure f : figures) {
            tests.add(DynamicTest.dynamicTest(f.lesson() + ": " + f.shown() + " (" + f.how() + ")", () -> {
                assertTrue(lessons.contains(f.lesson()), "not one of this table's lessons: " + f.lesson());
                for (boolean japanese : List.of(false, true)) {
                    assertTrue(numbers(quoted(f.lesson(), japanese)).contains(f.shown()), notes(f.lesson(), japanese) + " no longer quotes " + f.shown());
                }
                double measured = f.measure().getAsDouble();
                if (!(Math.abs(measured - f.figure()) <= f.tolerance())) {
                    fail(f.lesson() + "'s notes quote " + f.shown() + ": figure " + f.figure() + " ± " + f.tolerance() + ", measured " + measured + " by " + f.how());
                }
            }));
        }
        for (String lesson : lessons) {
            tests.add(DynamicTest.dynamicTest(lesson + ": every number in the answers is measured or declared", () -> {
                Set<String> known = new TreeSet<>(declared.getOrDefault(lesson, Set.of()));
                for (Figure f : figures) if (f.lesson().equals(lesson)) known.add(f.shown());
                for (boolean japanese : List.of(false, true)) {
                    Set<String> unknown = numbers(quoted(lesson, japanese));
                    unknown.removeAll(known);
                    assertEquals(Set.of(), unknown, notes(lesson, japanese) + ": numbers no run measures and no setting explains");
                }
            }));
        }
        return tests.stream();
    }
}
