package org.creatureexplorer.ui;

import java.awt.BorderLayout;
import java.awt.FlowLayout;
import java.awt.datatransfer.DataFlavor;
import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.function.DoubleFunction;
import javax.swing.BorderFactory;
import javax.swing.BoxLayout;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JFileChooser;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSlider;
import javax.swing.SwingUtilities;
import javax.swing.TransferHandler;
import org.creatureexplorer.catalog.LessonCatalog;
import org.creatureexplorer.i18n.Tr;
import org.creatureexplorer.lessons.workshop.WorkshopLessons;
import org.creatureexplorer.model.Csv;
import org.creatureexplorer.model.ParamSpec;
import org.creatureexplorer.world.gallery.KoiWorld;
import org.creatureexplorer.world.gallery.OctopusWorld;
import org.creatureexplorer.world.jeremiah.FeelerWorld;
import org.creatureexplorer.world.skeletons.ChainWorld;
import org.creatureexplorer.world.skeletons.FoldWorld;
import org.creatureexplorer.world.skeletons.KneeWorld;
import org.creatureexplorer.world.skeletons.LizardWorld;
import org.creatureexplorer.world.workshop.WorkshopDesigns;
import org.creatureexplorer.world.workshop.WorkshopEdits;
import org.creatureexplorer.world.workshop.doc.CreatureDoc;
import org.creatureexplorer.world.workshop.doc.CreatureFileError;
import org.creatureexplorer.world.workshop.doc.CreatureReader;
import org.creatureexplorer.world.workshop.doc.CreatureWriter;

/**
 * The workshop's parts panel, in the side column of lessons 6.1 and 6.2: the creature's parts,
 * each with the sliders of the lesson that teaches it (its range, one click to that lesson),
 * Add and Remove, and Open and Save (Ctrl+O, Ctrl+S; a creature file dropped on the stage opens
 * too). Every change is read back through {@link CreatureReader} before it is used, so a design
 * the file format refuses is refused with the reader's reason and the creature on screen stays;
 * a good one becomes a numbered design ({@link WorkshopDesigns}) and the run restarts with it.
 */
final class WorkshopPanel extends JPanel {
    private final LessonView view;
    private CreatureDoc shown;
    private final JPanel rows = new JPanel();
    private final JLabel note = new JLabel(" ");

    WorkshopPanel(LessonView view) {
        super(new BorderLayout());
        this.view = view;
        setName("workshop-parts");
        setBorder(BorderFactory.createEmptyBorder(4, 6, 4, 6));
        rows.setLayout(new BoxLayout(rows, BoxLayout.Y_AXIS));
        JPanel files = new JPanel(new FlowLayout(FlowLayout.LEFT, 4, 2));
        files.add(button("workshop-open", "Open\u2026", "Open a creature file (Ctrl+O; or drop one on the stage)", this::open));
        files.add(button("workshop-save", "Save\u2026", "Save this creature as a file (Ctrl+S)", this::save));
        add(files, BorderLayout.NORTH);
        add(rows, BorderLayout.CENTER);
        note.setName("workshop-note");
        add(note, BorderLayout.SOUTH);
        view.stage().setTransferHandler(new DropFile());
        refresh();
    }


    private static JButton button(String name, String label, String tip, Runnable run) {
        JButton b = new JButton(Tr.t(label));
        b.setName(name);
        b.setToolTipText(Tr.t(tip));
        b.setRequestFocusEnabled(false);
        b.addActionListener(e -> run.run());
        return b;
    }

    /** The creature on the stage (the world's own document: no file is read again). */
    CreatureDoc design() { return ((org.creatureexplorer.world.workshop.WorkshopLive) view.playback().world()).doc(); }

    /** Rebuilds the rows when the design in force is not the one shown (the view calls this after every change). */
    void refresh() {
        CreatureDoc now = design();
        if (now == shown || now.equals(shown)) {
            shown = now;
            return;
        }
        shown = now;
        rows.removeAll();
        buildRows(now);
        rows.revalidate();
        revalidate();
        repaint();
    }

    /** Reads {@code edited} back through the reader; uses it (a restart with its number) or says why not. */
    boolean use(CreatureDoc edited, String what) {
        CreatureDoc checked;
        try {
            checked = CreatureReader.parse(what, CreatureWriter.write(edited));
        } catch (CreatureFileError e) {
            note(e.getMessage(), true);
            return false;
        }
        int number = WorkshopDesigns.add(checked, WorkshopLessons.start(view.playback().params()));
        view.setParameter(WorkshopLessons.DESIGN, Integer.toString(number));
        note(" ", false);
        refresh();
        return true;
    }

    private void note(String text, boolean problem) {
        note.setText(text);
        note.setToolTipText(problem ? text : null);
        note.setForeground(problem ? view.stage().look().palette().warning() : javax.swing.UIManager.getColor("Label.foreground"));
        ExplorerPanel window = (ExplorerPanel) SwingUtilities.getAncestorOfClass(ExplorerPanel.class, this);
        if (window != null && problem) window.status(text, true);
    }

    // ---- the rows -----------------------------------------------------------------------

    private void buildRows(CreatureDoc d) {
        CreatureDoc.Spine sp = d.spine();
        section(Tr.t("Spine"), "chain", null);
        slider(FoldWorld.JOINTS.spec().label(), ChainWorld.JOINTS.spec(), sp.joints(),
                v -> WorkshopEdits.spine(d, (int) v, sp.gap(), sp.bendLimit()));
        slider(ChainWorld.GAP.spec().label(), ChainWorld.GAP.spec(), sp.gap(), v -> WorkshopEdits.spine(d, sp.joints(), v, sp.bendLimit()));
        if (sp.bendLimit().isPresent()) {
            section(Tr.t("Bend limit"), "fold", () -> WorkshopEdits.spine(d, sp.joints(), sp.gap(), OptionalDouble.empty()));
            slider("bend limit", FoldWorld.MAX_BEND.spec(), sp.bendLimit().getAsDouble(),
                    v -> WorkshopEdits.spine(d, sp.joints(), sp.gap(), OptionalDouble.of(v)));
        }
        brainRow(d);
        if (d.legs().isPresent()) legRows(d, d.legs().get());
        if (d.fins().isPresent()) section(Tr.t("Fins"), "koi", () -> WorkshopEdits.fins(d, Optional.empty()));
        if (!d.tentacles().isEmpty()) {
            section(Tr.t("Tentacles"), "fabrik", () -> WorkshopEdits.tentacles(d, List.of()));
            int iterations = d.tentacles().get(0).iterations();
            slider(OctopusWorld.ITERATIONS.spec().label(), OctopusWorld.ITERATIONS.spec(), iterations, v -> {
                List<CreatureDoc.Tentacle> t = new ArrayList<>();
                for (CreatureDoc.Tentacle x : d.tentacles()) {
                    t.add(new CreatureDoc.Tentacle(x.joint(), x.links(), x.gap(), (int) v, x.fanRadius(), x.angle(), x.sway(), x.count(), x.spread(),
                            x.rootRadius(), x.rootAngle(), x.rootSpread()));
                }
                return WorkshopEdits.tentacles(d, t);
            });
        }
        if (!d.feelers().isEmpty()) {
            section(Tr.t("Feelers"), "feeler", () -> WorkshopEdits.feelers(d, List.of()));
            CreatureDoc.Feeler f0 = d.feelers().get(0);
            slider(FeelerWorld.PULL.spec().label(), FeelerWorld.PULL.spec(), f0.pull(), v -> WorkshopEdits.feelers(d,
                    d.feelers().stream().map(f -> new CreatureDoc.Feeler(f.joint(), f.points(), v, f.driftX(), f.driftY())).toList()));
        }
        if (d.strands().size() > 0 || d.sideLegs().isPresent()) {
            JLabel fixed = new JLabel(Tr.t(d.sideLegs().isPresent() ? "Side-view legs: as in lesson 1.8 (edit the file to change them)"
                    : "Strands: as in lesson 5.3 (edit the file to change them)"));
            fixed.setAlignmentX(LEFT_ALIGNMENT);
            rows.add(fixed);
        }
        rows.add(addRow(d));
    }

    /** The legs' section: remove, and the step trigger, thigh and shin of lessons 1.7 and 1.4. */
    private void legRows(CreatureDoc d, CreatureDoc.Legs l) {
        section(Tr.t("Legs"), "legs", () -> WorkshopEdits.legs(d, Optional.empty()));
        slider(LizardWorld.STEP_TRIGGER.spec().label(), LizardWorld.STEP_TRIGGER.spec(), l.stepTrigger(), v -> WorkshopEdits.legs(d,
                Optional.of(new CreatureDoc.Legs(l.thigh(), l.shin(), l.homeAhead(), l.homeSide(), v, l.stepSeconds(), l.lift(), l.overshoot(), l.at()))));
        slider(KneeWorld.THIGH.spec().label(), KneeWorld.THIGH.spec(), l.thigh(), v -> WorkshopEdits.legs(d,
                Optional.of(new CreatureDoc.Legs(v, l.shin(), l.homeAhead(), l.homeSide(), l.stepTrigger(), l.stepSeconds(), l.lift(), l.overshoot(), l.at()))));
        slider(KneeWorld.SHIN.spec().label(), KneeWorld.SHIN.spec(), l.shin(), v -> WorkshopEdits.legs(d,
                Optional.of(new CreatureDoc.Legs(l.thigh(), v, l.homeAhead(), l.homeSide(), l.stepTrigger(), l.stepSeconds(), l.lift(), l.overshoot(), l.at()))));
    }

    /**
     * The parts this design can still take, as buttons. Legs and a bend limit exclude each other
     * (the legs walk on the lizard's plain spine: the reader refuses the pair), so only one is offered.
     */
    private JPanel addRow(CreatureDoc d) {
        CreatureDoc.Spine sp = d.spine();
        JPanel add = new JPanel(new FlowLayout(FlowLayout.LEFT, 4, 2));
        add.setAlignmentX(LEFT_ALIGNMENT);
        add.add(new JLabel(Tr.t("Add:")));
        if (sp.bendLimit().isEmpty() && sp.joints() >= 3 && d.legs().isEmpty()) {
            add.add(button("add-bend-limit", "bend limit", "The angle limit of lesson 1.3", () -> use(WorkshopEdits.spine(d, sp.joints(), sp.gap(),
                    OptionalDouble.of(0.35)), "adding a bend limit")));
        }
        if (d.legs().isEmpty() && d.sideLegs().isEmpty() && sp.bendLimit().isEmpty()) {
            add.add(button("add-legs", "legs", "The lizard's four legs of lesson 1.7", () -> use(WorkshopEdits.legs(d,
                    Optional.of(WorkshopEdits.lizardLegs(sp.joints()))), "adding legs")));
        }
        if (d.fins().isEmpty() && sp.joints() >= 5) {
            add.add(button("add-fins", "fins", "The koi's fins of lesson 5.2", () -> use(WorkshopEdits.fins(d, Optional.of(WorkshopEdits.koiFins(sp.joints()))),
                    "adding fins")));
        }
        add.add(button("add-tentacle", "tentacle", "A FABRIK tentacle of lesson 1.6 at the head", () -> {
            List<CreatureDoc.Tentacle> t = new ArrayList<>(d.tentacles());
            t.add(WorkshopEdits.tentacle());
            use(WorkshopEdits.tentacles(d, t), "adding a tentacle");
        }));
        if (d.feelers().isEmpty()) {
            add.add(button("add-feelers", "feelers", "Jeremiah's two feelers of lesson 2.4", () -> use(WorkshopEdits.feelers(d, WorkshopEdits.feelerPair()),
                    "adding feelers")));
        }
        return add;
    }

    private void brainRow(CreatureDoc d) {
        section(Tr.t("Brain"), lessonOf(d.brain().kind()), null);
        String kind = d.brain().kind();
        if (WorkshopEdits.BRAINS.contains(kind)) {
            JComboBox<String> kinds = new JComboBox<>(WorkshopEdits.BRAINS.toArray(String[]::new));
            kinds.setName("workshop-brain");
            kinds.setRenderer(new javax.swing.DefaultListCellRenderer() {
                @Override public java.awt.Component getListCellRendererComponent(javax.swing.JList<?> list, Object value, int index, boolean selected,
                                                                                 boolean focus) {
                    return super.getListCellRendererComponent(list, Tr.t(String.valueOf(value)), index, selected, focus);
                }
            });
            kinds.setSelectedItem(kind);
            kinds.setRequestFocusEnabled(false);
            kinds.addActionListener(e -> {
                String k = (String) kinds.getSelectedItem();
                if (!k.equals(kind)) use(WorkshopEdits.brain(d, WorkshopEdits.brainOf(k)), "the brain " + k);
            });
            kinds.setAlignmentX(LEFT_ALIGNMENT);
            rows.add(kinds);
        } else {
            JLabel own = new JLabel(Tr.f("%s, the library creature's own (edit the file to change it)", kind));
            own.setAlignmentX(LEFT_ALIGNMENT);
            rows.add(own);
        }
        if (d.brain() instanceof CreatureDoc.Follow f) {
            slider(ChainWorld.HEAD_SPEED_CAP.spec().label(), ChainWorld.HEAD_SPEED_CAP.spec(), f.speedCap(),
                    v -> WorkshopEdits.brain(d, new CreatureDoc.Follow(f.rate(), v, f.standOff(), f.faceEase())));
        } else if (d.brain() instanceof CreatureDoc.Swim s) {
            slider(KoiWorld.WIGGLE.spec().label(), KoiWorld.WIGGLE.spec(), s.wiggle(), v -> WorkshopEdits.brain(d,
                    new CreatureDoc.Swim(s.turnRate(), s.cruise(), s.slowRadius(), s.minShare(), s.speedEase(), v, s.wiggleHz())));
        }
    }

    /** The lesson that teaches a brain. */
    static String lessonOf(String kind) {
        return switch (kind) {
            case "swim" -> "koi";
            case "seek" -> "seek";
            case "arrive" -> "arrive";
            case "wander" -> "wander";
            case "flee" -> "flee";
            case "blend" -> "blends";
            case "pulse" -> "jellyfish";
            case "crawl" -> "caterpillar";
            case "moods" -> "pet";
            default -> "chain";
        };
    }

    /** A part's heading: its name, the lesson that teaches it (one click), and Remove when it can go. */
    private void section(String title, String lessonId, java.util.function.Supplier<CreatureDoc> remove) {
        JPanel line = new JPanel(new FlowLayout(FlowLayout.LEFT, 4, 2));
        line.setAlignmentX(LEFT_ALIGNMENT);
        JLabel name = new JLabel("<html><b>" + title + "</b></html>");
        line.add(name);
        LessonCatalog.byId(lessonId).ifPresent(lesson -> {
            JButton link = button("lesson-" + lessonId, Tr.f("lesson %s", LessonCatalog.number(lesson)), lesson.title(), () -> {
                ExplorerPanel window = (ExplorerPanel) SwingUtilities.getAncestorOfClass(ExplorerPanel.class, this);
                if (window != null) window.showLesson(lesson);
            });
            link.setBorderPainted(false);
            link.setContentAreaFilled(false);
            line.add(link);
        });
        if (remove != null) line.add(button("remove-" + lessonId, "Remove", "Take this part off", () -> use(remove.get(), "removing " + title)));
        rows.add(line);
    }

    /** A slider over a lesson parameter's range; the edit is made when the slider is let go. */
    private void slider(String label, ParamSpec spec, double value, DoubleFunction<CreatureDoc> edit) {
        int steps = (int) Math.round((spec.max() - spec.min()) / spec.step());
        JSlider s = new JSlider(0, steps, (int) Math.round((Math.max(spec.min(), Math.min(spec.max(), value)) - spec.min()) / spec.step()));
        s.setName("workshop-" + spec.name());
        s.setRequestFocusEnabled(false);
        JLabel shown = new JLabel(spec.formatWithUnit(value));
        JPanel row = new JPanel(new BorderLayout(6, 0));
        row.setAlignmentX(LEFT_ALIGNMENT);
        JPanel top = new JPanel(new BorderLayout());
        top.add(new JLabel(Tr.t(label)), BorderLayout.CENTER);
        top.add(shown, BorderLayout.EAST);
        row.add(top, BorderLayout.NORTH);
        row.add(s, BorderLayout.CENTER);
        s.addChangeListener(e -> {
            double v = spec.min() + s.getValue() * spec.step();
            if (spec.kind() == ParamSpec.Kind.INTEGER) v = Math.round(v);
            shown.setText(spec.formatWithUnit(v));
            if (!s.getValueIsAdjusting() && v != value) use(edit.apply(v), label + " " + Csv.number(v));
        });
        rows.add(row);
    }

    // ---- files ----------------------------------------------------------------------------

    void open() {
        JFileChooser chooser = new JFileChooser(new File("creatures"));
        chooser.setFileFilter(new javax.swing.filechooser.FileNameExtensionFilter(Tr.t("Creature files (.json)"), "json"));
        if (chooser.showOpenDialog(this) == JFileChooser.APPROVE_OPTION) openFile(chooser.getSelectedFile().toPath());
    }

    /** Opens a creature file as the design; a bad file gets its FILE:LINE: reason and the creature on screen stays. */
    boolean openFile(Path file) {
        try {
            return use(CreatureReader.read(file), file.toString());
        } catch (CreatureFileError e) {
            note(e.getMessage(), true);
            return false;
        }
    }

    void save() {
        JFileChooser chooser = new JFileChooser(new File("."));
        chooser.setSelectedFile(new File(design().name().replaceAll("[^A-Za-z0-9_-]+", "-") + ".json"));
        if (chooser.showSaveDialog(this) == JFileChooser.APPROVE_OPTION) saveFile(chooser.getSelectedFile().toPath());
    }

    /** Writes the design whole or not at all (a temporary file moved into place). */
    boolean saveFile(Path file) {
        String text = CreatureWriter.write(design());
        try {
            AtomicFiles.write(file, out -> out.write(text.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
            note(Tr.f("saved %s", file.toString()), false);
            return true;
        } catch (IOException e) {
            note(Tr.f("could not save %s: %s", file.toString(), String.valueOf(e.getMessage())), true);
            return false;
        }
    }

    /** A creature file dropped on the stage opens as the design. */
    private final class DropFile extends TransferHandler {
        @Override public boolean canImport(TransferSupport support) { return support.isDataFlavorSupported(DataFlavor.javaFileListFlavor); }

        @Override public boolean importData(TransferSupport support) {
            try {
                @SuppressWarnings("unchecked")
                List<File> files = (List<File>) support.getTransferable().getTransferData(DataFlavor.javaFileListFlavor);
                return !files.isEmpty() && openFile(files.get(0).toPath());
            } catch (java.awt.datatransfer.UnsupportedFlavorException | IOException e) {
                note(Tr.f("could not open the dropped file: %s", String.valueOf(e.getMessage())), true);
                return false;
            }
        }
    }
}
