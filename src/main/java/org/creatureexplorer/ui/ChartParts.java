package org.creatureexplorer.ui;

import java.util.List;

/** The charts' part of a layout report: each chart on screen, its plot, title, legend, axis title and hint. */
final class ChartParts {
    private ChartParts() {}

    /**
     * Adds each chart's box and its parts, named by the chart's title, as laid out now (the views
     * measured and aligned). A chart scrolled partly out of view is left out.
     */
    static void report(List<ChartView> views, LayoutReport report) {
        for (ChartView v : views) {
            if (!v.isShowing() && v.getWidth() <= 0) continue;
            // A chart scrolled out of the column's view is not on screen: only what shows counts.
            java.awt.Rectangle visible = v.getVisibleRect();
            if (visible.width < v.getWidth() || visible.height < v.getHeight()) continue;
            String name = v.chart().getTitle();
            ChartView.Parts parts = v.parts();
            report.add("chart", name, v, false);
            if (parts == null) continue;
            report.add("title", name, v, parts.title(), parts.titleClipped());
            if (parts.legend() != null) report.add("legend", name, v, parts.legend(), parts.legendClipped());
            if (parts.axisTitle() != null) report.add("axis-title", name, v, parts.axisTitle(), parts.axisTitleClipped());
            report.add("plot", name, v, parts.plot(), parts.plot().getHeight() < ChartView.MIN_PLOT_HEIGHT);
            if (parts.hint() != null) {
                report.add("chart-hint", parts.hint(), v, parts.hintBox() != null ? parts.hintBox() : parts.plot(), parts.hintClipped());
            }
        }
    }
}
