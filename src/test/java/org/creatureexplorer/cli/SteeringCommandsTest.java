package org.creatureexplorer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.creatureexplorer.model.Columns;
import org.junit.jupiter.api.Test;

/** measure steer and measure wander: documented columns, defaults, and the brief's numbers. */
class SteeringCommandsTest {

    /** Row {@code i} (0 is the first after the header) of a CSV, read by column name. */
    record Row(Columns columns, String line) {
        double get(String column) { return columns.number(line, column); }
    }

    static Row at(List<String> lines, int i) { return new Row(Columns.ofHeader(lines.get(0)), lines.get(i + 1)); }

    /** Row {@code i} as numbers, in the header's order (for tests that pair it with {@link Columns#get}). */
    static double[] row(List<String> lines, int i) {
        String[] cells = lines.get(i + 1).split(",");
        double[] out = new double[cells.length];
        for (int c = 0; c < cells.length; c++) out[c] = Double.parseDouble(cells[c]);
        return out;
    }

    @Test
    void steerPrintsTheDocumentedColumnsAndTheWorkedExample() {
        CommandsTest.Result r = CommandsTest.run("measure", "steer", "--x=40", "--y=100", "--vx=-0.48", "--vy=1.76",
                "--target-x=136", "--target-y=28", "--ticks=3");
        assertEquals(0, r.code(), r.err());
        List<String> lines = r.lines();
        assertEquals("tick,x,y,vx,vy,desired_x,desired_y,steer_x,steer_y,steer_len,force_x,force_y,distance,speed", lines.get(0));
        assertEquals(5, lines.size());
        Row r0 = at(lines, 0);
        assertEquals(0, r0.get("tick"));
        Map<String, Double> expected0 = new LinkedHashMap<>();
        expected0.put("x", 40.0);
        expected0.put("y", 100.0);
        expected0.put("vx", -0.48);
        expected0.put("vy", 1.76);
        expected0.put("desired_x", 1.92);
        expected0.put("desired_y", -1.44);
        expected0.put("steer_x", 2.4);
        expected0.put("steer_y", -3.2);
        expected0.put("steer_len", 4.0);
        expected0.put("force_x", 0.18);
        expected0.put("force_y", -0.24);
        expected0.put("distance", 120.0);
        expected0.forEach((column, want) -> assertEquals(want, r0.get(column), 5e-4, "row 0 " + column));
        Row r1 = at(lines, 1);
        assertEquals(-0.30, r1.get("vx"), 5e-4);
        assertEquals(1.52, r1.get("vy"), 5e-4);
        assertEquals(Math.hypot(-0.30, 1.52), r1.get("speed"), 5e-4);
    }

    @Test
    void steerDefaultsAreTheReferenceRunAndAcceptInfAndEveryBehaviour() {
        List<String> lines = CommandsTest.run("measure", "steer").lines();
        assertEquals(242, lines.size(), "240 ticks by default, plus tick 0 and the header");
        Row r0 = at(lines, 0);
        assertEquals(24, r0.get("x"));
        assertEquals(108, r0.get("y"));
        assertEquals(Math.hypot(72, 44), r0.get("distance"), 1e-9);
        for (String b : new String[] {"seek", "arrive", "flee"}) {
            CommandsTest.Result r = CommandsTest.run("measure", "steer", "--behavior=" + b, "--max-force=inf", "--mass=0.5", "--ticks=10");
            assertEquals(0, r.code(), r.err());
            for (String line : r.lines().subList(1, r.lines().size())) assertTrue(!line.contains("NaN") && !line.contains("Infinity"), line);
        }
        CommandsTest.Result arrive = CommandsTest.run("measure", "steer", "--behavior=arrive", "--wind-x=0.2", "--ticks=2000", "--every=2000");
        Row last = at(arrive.lines(), 1);
        assertEquals(98, last.get("x"), 1e-6, "rest point downwind by 0.2 / (2.4 / 24) = 2 px");
        assertEquals(-0.2, last.get("force_x"), 1e-9, "the steering force balances the wind");
        CommandsTest.Result bad = CommandsTest.run("measure", "steer", "--brake=-1");
        assertEquals(2, bad.code());
    }

    @Test
    void wanderPrintsTheDocumentedColumnsAndTheCircleOutrunsTheJump() {
        CommandsTest.Result circle = CommandsTest.run("measure", "wander");
        CommandsTest.Result jump = CommandsTest.run("measure", "wander", "--kind=jump");
        assertEquals(0, circle.code(), circle.err());
        assertEquals("tick,x,y,vx,vy,speed,path,turn_deg", circle.lines().get(0));
        assertEquals(242, circle.lines().size());
        Row c0 = at(circle.lines(), 0);
        assertEquals(96, c0.get("x"));
        assertEquals(64, c0.get("y"));
        assertEquals(0.4, c0.get("vx"));
        double cPath = at(circle.lines(), 240).get("path");
        double jPath = at(jump.lines(), 240).get("path");
        assertEquals(2.26, cPath / 240, 0.05, "circle mean speed = path / ticks");
        assertTrue(jPath / 240 < 1, "jump mean speed " + jPath / 240);
        assertTrue(cPath > 3 * jPath);
        double cTurn = 0, jTurn = 0;
        for (int t = 1; t <= 240; t++) {
            cTurn += at(circle.lines(), t).get("turn_deg");
            jTurn += at(jump.lines(), t).get("turn_deg");
            Row c = at(circle.lines(), t);
            assertEquals(Math.hypot(c.get("vx"), c.get("vy")), c.get("speed"), 1e-12);
            assertTrue(c.get("turn_deg") >= 0 && c.get("turn_deg") <= 180);
        }
        assertTrue(cTurn / 240 < 10 && jTurn / 240 > 20, "turn per tick: circle " + cTurn / 240 + ", jump " + jTurn / 240);
        assertEquals(circle.out(), CommandsTest.run("measure", "wander").out(), "same seed, same CSV");
        assertNotEquals(circle.out(), CommandsTest.run("measure", "wander", "--seed=6").out());
    }
}
