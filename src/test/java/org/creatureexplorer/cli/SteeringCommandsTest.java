package org.creatureexplorer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** measure steer and measure wander: documented columns, defaults, and the brief's numbers. */
class SteeringCommandsTest {

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
        double[] r0 = row(lines, 0);
        assertEquals(0, r0[0]);
        double[] expected0 = {40, 100, -0.48, 1.76, 1.92, -1.44, 2.4, -3.2, 4.0, 0.18, -0.24, 120};
        for (int i = 0; i < expected0.length; i++) assertEquals(expected0[i], r0[i + 1], 5e-4, "row 0 column " + i);
        double[] r1 = row(lines, 1);
        assertEquals(-0.30, r1[3], 5e-4);
        assertEquals(1.52, r1[4], 5e-4);
        assertEquals(Math.hypot(-0.30, 1.52), r1[13], 5e-4);
    }

    @Test
    void steerDefaultsAreTheReferenceRunAndAcceptInfAndEveryBehaviour() {
        List<String> lines = CommandsTest.run("measure", "steer").lines();
        assertEquals(242, lines.size(), "240 ticks by default, plus tick 0 and the header");
        double[] r0 = row(lines, 0);
        assertEquals(24, r0[1]);
        assertEquals(108, r0[2]);
        assertEquals(Math.hypot(72, 44), r0[12], 1e-9);
        for (String b : new String[] {"seek", "arrive", "flee"}) {
            CommandsTest.Result r = CommandsTest.run("measure", "steer", "--behavior=" + b, "--max-force=inf", "--mass=0.5", "--ticks=10");
            assertEquals(0, r.code(), r.err());
            for (String line : r.lines().subList(1, r.lines().size())) assertTrue(!line.contains("NaN") && !line.contains("Infinity"), line);
        }
        CommandsTest.Result arrive = CommandsTest.run("measure", "steer", "--behavior=arrive", "--wind-x=0.2", "--ticks=2000", "--every=2000");
        double[] last = row(arrive.lines(), 1);
        assertEquals(98, last[1], 1e-6, "rest point downwind by 0.2 / (2.4 / 24) = 2 px");
        assertEquals(-0.2, last[10], 1e-9, "the steering force balances the wind");
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
        double[] c0 = row(circle.lines(), 0);
        assertEquals(96, c0[1]);
        assertEquals(64, c0[2]);
        assertEquals(0.4, c0[3]);
        double[] cEnd = row(circle.lines(), 240);
        double[] jEnd = row(jump.lines(), 240);
        assertEquals(2.26, cEnd[6] / 240, 0.05, "circle mean speed = path / ticks");
        assertTrue(jEnd[6] / 240 < 1, "jump mean speed " + jEnd[6] / 240);
        assertTrue(cEnd[6] > 3 * jEnd[6]);
        double cTurn = 0, jTurn = 0;
        for (int t = 1; t <= 240; t++) {
            cTurn += row(circle.lines(), t)[7];
            jTurn += row(jump.lines(), t)[7];
            double[] c = row(circle.lines(), t);
            assertEquals(Math.hypot(c[3], c[4]), c[5], 1e-12);
            assertTrue(c[7] >= 0 && c[7] <= 180);
        }
        assertTrue(cTurn / 240 < 10 && jTurn / 240 > 20, "turn per tick: circle " + cTurn / 240 + ", jump " + jTurn / 240);
        assertEquals(circle.out(), CommandsTest.run("measure", "wander").out(), "same seed, same CSV");
        assertNotEquals(circle.out(), CommandsTest.run("measure", "wander", "--seed=6").out());
    }
}
