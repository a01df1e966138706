package org.creatureexplorer.cli;

import org.creatureexplorer.catalog.LessonCatalog;
import org.junit.jupiter.api.Test;

class ScratchPinPicture {
    @Test
    void picture() throws Exception {
        String id = System.getProperty("lesson", "chain");
        String param = System.getProperty("param", "gap");
        String value = System.getProperty("value", "20");
        Offscreen.onEdt(() -> {
            var panel = Offscreen.panelFor(LessonCatalog.byId(id).orElseThrow(), 1600, 900);
            var v = panel.current();
            v.advance(300);
            panel.pin();
            v.setParameter(param, value);
            v.reset();
            v.advance(Integer.getInteger("ticks", 300));
            v.refreshCharts();
            panel.layoutOffscreen(1600, 900);
            try {
                javax.imageio.ImageIO.write(Offscreen.paint(panel), "png", new java.io.File("/tmp/pin-" + id + ".png"));
            } catch (java.io.IOException e) { throw new RuntimeException(e); }
            return null;
        });
    }
}
