package org.creatureexplorer.world.jeremiah;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.creatureexplorer.model.Columns;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.Scenario;
import org.creatureexplorer.catalog.Scenarios;
import org.junit.jupiter.api.Test;

/** The five Part 2 scenarios: names, parameters, defaults and columns as issue 4 gives them. */
class JeremiahScenariosTest {

    static List<String[]> run(String name, String... settings) {
        Scenario s = Scenarios.byName(name).orElseThrow();
        ParamValues v = ParamValues.defaults(s.params());
        for (String kv : settings) {
            String[] p = kv.split("=");
            v.parseAndSet(p[0], p[1]);
        }
        List<String[]> rows = new ArrayList<>();
        s.run(v, rows::add);
        return rows;
    }

    static String[] last(List<String[]> rows) { return rows.get(rows.size() - 1); }

    /** The scenario's columns, so a cell is read by its name. */
    static Columns columns(String name) {
        return Columns.ofHeader(String.join(",", Scenarios.byName(name).orElseThrow().columns()));
    }

    /** One cell of a scenario's row, by column name, as a number. */
    static double number(String scenario, String[] row, String column) {
        return Double.parseDouble(columns(scenario).text(row, column));
    }

    @Test
    void namesParametersDefaultsAndColumns() {
        check("head-orbit", "tick,noise,radius,turn_rate,head_speed,head_x,head_y", "seed=1 mouse-held=false");
        check("spring-body", "tick,head_speed,length,rest_length,stretch", "segments=31 rest=6 take=0.8 head-speed=0");
        check("spring-knee", "tick,knee_x,knee_y,hip_spring_error,foot_spring_error", "hip-rest=120 foot-rest=100 distance=150 side=1");
        check("feeler", "tick,head_x,head_y,tip_x,tip_y,tip_distance,mean_gap_over_drift", "points=11 pull=0.1 drift-x=1 drift-y=0 head-speed=0");
        check("jeremiah", "tick,head_x,head_y,head_speed,body_stretch,steps_this_tick,feet_planted", "seed=1 mouse-held=false");
    }

    private static void check(String name, String columns, String defaults) {
        Scenario s = Scenarios.byName(name).orElseThrow();
        assertEquals(columns, String.join(",", s.columns()));
        String described = ParamValues.defaults(s.params()).describe();
        assertTrue(described.startsWith(defaults + " ticks="), name + ": " + described);
        List<String[]> rows = run(name, "ticks=5");
        assertEquals(6, rows.size());
        for (int i = 0; i < rows.size(); i++) {
            assertEquals(String.valueOf(i), columns(name).text(rows.get(i), "tick"), "row " + i + " is tick " + i);
            assertEquals(s.columns().size(), rows.get(i).length);
        }
    }

    @Test
    void springBodyReachesTheHandDerivedStretch() {
        for (double v : new double[] {0, 4, 12, 24}) {
            String[] row = last(run("spring-body", "head-speed=" + v, "ticks=400"));
            assertEquals(v, number("spring-body", row, "head_speed"), 1e-12);
            assertEquals(192, number("spring-body", row, "rest_length"), 1e-12, "32 springs of 6 px");
            assertEquals(1 + v / 24, number("spring-body", row, "stretch"), 1e-9, "head speed " + v);
            assertEquals(192 + 32 * v / 4, number("spring-body", row, "length"), 1e-7);
        }
        // Row 0 is the body at rest, before the head has moved.
        assertEquals("1", columns("spring-body").text(run("spring-body", "head-speed=10", "ticks=0").get(0), "stretch"));
    }

    @Test
    void springKneeStartsWhereTheIssueSaysAndSettles() {
        List<String[]> rows = run("spring-knee", "ticks=60");
        assertEquals(List.of("0", "75", "40", "-35", "-15"), List.of(rows.get(0)));
        String[] end = last(rows);
        assertTrue(Math.abs(number("spring-knee", end, "hip_spring_error")) < 1e-9 && Math.abs(number("spring-knee", end, "foot_spring_error")) < 1e-9);
        assertTrue(number("spring-knee", end, "knee_y") > 0, "settled on the +y side it started on");
        String[] other = last(run("spring-knee", "side=-1", "ticks=60"));
        assertTrue(number("spring-knee", other, "knee_y") < 0);
        String[] far = last(run("spring-knee", "distance=300", "ticks=200"));
        assertEquals(40, number("spring-knee", far, "hip_spring_error"), 1e-9);
        assertEquals(40, number("spring-knee", far, "foot_spring_error"), 1e-9);
    }

    @Test
    void feelerSettlesAtTenDriftsPerGapAndOneHundredTenOverall() {
        String[] end = last(run("feeler", "ticks=3000"));
        assertEquals(110, number("feeler", end, "tip_distance"), 1e-8);
        assertEquals(10, number("feeler", end, "mean_gap_over_drift"), 1e-9);
        String[] diagonal = last(run("feeler", "drift-x=-0.6", "drift-y=0.8", "ticks=3000"));
        assertEquals(110, number("feeler", diagonal, "tip_distance"), 1e-8);
        // The head stands at (160, 160); the tip 110 x (-0.6, 0.8) from it.
        assertEquals(160 - 66, number("feeler", diagonal, "tip_x"), 1e-8, "tip 110 x drift from the head: x");
        assertEquals(160 + 88, number("feeler", diagonal, "tip_y"), 1e-8, "and y");
        // Moving head: the tip trails behind, further than at rest.
        String[] moving = last(run("feeler", "head-speed=2", "ticks=3000"));
        assertTrue(number("feeler", moving, "tip_x") < number("feeler", moving, "head_x"), "tip behind the head");
    }

    /**
     * {@code measure jeremiah --mouse-held=true} is the lesson's mouse-held run, tick for tick, so a
     * class can print the two minutes the lesson asks for: the head's speed column matches the
     * lesson world's with the box ticked, and differs from the run without it.
     */
    @Test
    void jeremiahMouseHeldIsTheLessonsMouseHeldRun() {
        List<String[]> held = run("jeremiah", "mouse-held=true", "ticks=600");
        List<String[]> free = run("jeremiah", "ticks=600");
        ParamValues p = ParamValues.defaults(JeremiahWorld.LESSON_PARAMS);
        p.parseAndSet("mouse-held", "true");
        JeremiahWorld w = new JeremiahWorld(p);
        int differ = 0;
        for (int t = 1; t <= 600; t++) {
            w.step();
            assertEquals(w.creature().head().speed(), number("jeremiah", held.get(t), "head_speed"), 1e-9, "tick " + t);
            if (number("jeremiah", held.get(t), "head_speed") != number("jeremiah", free.get(t), "head_speed")) differ++;
        }
        assertTrue(differ > 500, "the mouse-held rule changes the head on most ticks: " + differ);
    }

    @Test
    void jeremiahFeetAreAllPlantedOrSteppingEveryTick() {
        for (String[] row : run("jeremiah", "ticks=3000")) {
            assertEquals(16, (int) number("jeremiah", row, "steps_this_tick") + (int) number("jeremiah", row, "feet_planted"), "tick " + columns("jeremiah").text(row, "tick"));
        }
    }
}
