package org.creatureexplorer.cli;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.ui.AtomicFiles;
import org.creatureexplorer.ui.ExplorerPanel;
import org.creatureexplorer.ui.Look;
import org.creatureexplorer.ui.Theme;

/** {@code render}: each lesson as laid out in the window, after N ticks, to DIR/&lt;lesson-id&gt;.png. */
final class RenderCommand {
    static final String HELP = """
            usage: render [--out=DIR] [--width=W --height=H] [--ticks=N] [--projector] [--theme=T]
                          [--set=NAME=VALUE[,NAME=VALUE...]] [--show=OVERLAY[,OVERLAY...]] [--lang=en|ja]
                          [--camera=follow|field] [LESSON ...]
            Renders each lesson (stage, charts and text, as laid out in the window) after N ticks
            to DIR/<lesson-id>.png. Defaults: --out=screenshots --width=1600 --height=900 --ticks=240,
            every lesson. --projector renders in projection mode, to DIR/<lesson-id>-projector.png;
            --theme=light|dark|high-contrast picks the theme (files get a -dark or -high-contrast suffix).
            --set sets lesson parameters before the run (for example --set=predator=park); every
            lesson rendered must have them. --show turns overlays on (for example --show=explain);
            every lesson rendered must have them. --lang=ja renders the window in Japanese (files get
            a -ja suffix); English is the default, whatever the machine's locale. --camera=follow
            frames each lesson's creature, --camera=field its whole field (default: the lesson's own choice).
            --pin=NAME=VALUE[,...] first runs the lesson N ticks with those values and pins that run,
            then runs it again with --set (or the defaults): the charts show both, and lessons with a
            ghost draw the pinned creature faded on the stage. --clip=SECONDS [--fps=N] [--charts]
            writes DIR/<lesson-id>.gif instead (--charts puts the charts beside the stage);
            --worksheet writes DIR/<lesson-id>-worksheet.html. --creature=FILE shows a creature file (a
            path, a library name or a challenge's name, as in 'measure workshop') in the workshop
            (lesson 6.1 unless 6.2 challenges is named), as File > Open does in the window.
            """;

    private RenderCommand() {}

    static int run(List<String> args, PrintStream out) {
        boolean projector = args.contains("--projector");
        boolean worksheet = args.contains("--worksheet");
        boolean withCharts = args.contains("--charts");
        Options o = Options.parse(args.stream().filter(a -> !a.equals("--projector") && !a.equals("--worksheet") && !a.equals("--charts")).toList());
        if (o.help) {
            out.print(HELP);
            return 0;
        }
        o.allowOnly("render", List.of("out", "width", "height", "ticks", "theme", "set", "show", "clip", "fps", "pin", "lang", "camera", "creature"));
        Offscreen.camera = o.camera();
        if (withCharts && !o.named.containsKey("clip")) throw new UsageError("--charts goes with --clip=SECONDS");
        if (worksheet && o.named.containsKey("clip")) throw new UsageError("--clip and --worksheet make different files; give one");
        org.creatureexplorer.ui.ClipRecorder.Settings clip = o.named.containsKey("clip") || o.named.containsKey("fps") ? RenderOutputs.clipSettings(o, withCharts) : null;
        List<String[]> given = parseSets(o, "set");
        List<String[]> pins = parseSets(o, "pin");
        List<org.creatureexplorer.lesson.Overlay> shown = parseShown(o);
        String themeName = o.named.getOrDefault("theme", "light");
        Theme theme = theme(themeName);
        Look look = new Look(theme, projector, 1);
        String suffix = (projector ? "-projector" : "") + (theme == Theme.LIGHT ? "" : "-" + themeName)
                + (org.creatureexplorer.i18n.Tr.language() == org.creatureexplorer.i18n.Tr.Language.EN ? "" : "-" + org.creatureexplorer.i18n.Tr.language().code);
        int width = o.intOption("width", 1600, 320, 7680);
        int height = o.intOption("height", 900, 240, 4320);
        int ticks = o.intOption("ticks", 240, 0, 1_000_000);
        Path dir = outFolder(o);
        org.creatureexplorer.world.workshop.doc.CreatureDoc creature = RenderCreature.read(o);
        List<Lesson<?>> lessons = LessonArgs.resolve(o.words);
        if (creature != null) lessons = RenderCreature.lessons(lessons, o.words);
        makeFolder(dir);
        for (Lesson<?> lesson : lessons) {
            List<String[]> sets = RenderCreature.sets(lesson, creature, given); // the creature file as the design, when given
            checkSets(lesson, sets);
            checkShown(lesson, shown);
            checkSets(lesson, pins, "--pin");
            if (clip != null || worksheet) {
                org.creatureexplorer.ui.LessonView view = Offscreen.onEdt(() -> {
                    ExplorerPanel panel = Offscreen.panelFor(lesson, width, height, look);
                    pinFirst(panel, pins, sets, ticks);
                    for (String[] kv : sets) panel.current().setParameter(kv[0], kv[1]);
                    for (org.creatureexplorer.lesson.Overlay ov : shown) panel.current().setOverlay(ov, true);
                    panel.current().advance(ticks);
                    return panel.current();
                });
                Path made = dir.resolve(lesson.id() + suffix + (clip != null ? ".gif" : "-worksheet.html"));
                if (clip != null) RenderOutputs.clip(view, look, clip, made); else RenderOutputs.worksheet(view, made);
                out.println(made);
                continue;
            }
            BufferedImage img = Offscreen.onEdt(() -> picture(lesson, width, height, look, pins, sets, shown, ticks).image());
            Path file = dir.resolve(lesson.id() + suffix + (pins.isEmpty() ? "" : "-pinned") + ".png");
            writePng(img, file);
            out.println(file);
        }
        return 0;
    }

    /** A picture of the window and the panel it was painted from (its stage reports what it drew). */
    record Picture(ExplorerPanel panel, BufferedImage image) {}

    /**
     * The window as {@code render} paints it (call on the event thread): the lesson run
     * {@code ticks} ticks with the pins, settings and overlays given, charts refreshed, and the
     * stage's hint left out of the picture but keeping its place, so the picture is laid out as
     * {@code layout} reports it.
     */
    static Picture picture(Lesson<?> lesson, int width, int height, Look look, List<String[]> pins, List<String[]> sets,
                           List<org.creatureexplorer.lesson.Overlay> shown, int ticks) {
        ExplorerPanel panel = Offscreen.panelFor(lesson, width, height, look);
        pinFirst(panel, pins, sets, ticks);
        for (String[] kv : sets) panel.current().setParameter(kv[0], kv[1]);
        for (org.creatureexplorer.lesson.Overlay ov : shown) panel.current().setOverlay(ov, true);
        panel.current().advance(ticks);
        panel.current().refreshCharts();
        panel.current().stage().setBadgeDrawn(false);
        panel.status(" ", false); // a picture of the window has no passing note ("Pinned run 1 ...") over its stage
        panel.settleOffscreen();
        return new Picture(panel, Offscreen.paint(panel));
    }

    /** {@code --set=NAME=VALUE,NAME=VALUE} as name and value pairs. */
    /**
     * {@code --pin}: runs the lesson {@code ticks} ticks with the pinned values and pins that run,
     * then puts those parameters back (to their {@code --set} value or default) and resets.
     */
    static void pinFirst(ExplorerPanel panel, List<String[]> pins, List<String[]> sets, int ticks) {
        if (pins.isEmpty()) return;
        var view = panel.current();
        for (String[] kv : pins) view.setParameter(kv[0], kv[1]);
        view.advance(ticks);
        panel.pin();
        for (String[] kv : pins) {
            var spec = view.lesson().params().stream().filter(p -> p.name().equals(kv[0])).findFirst().orElseThrow();
            view.setParameter(kv[0], spec.format(spec.defaultValue()));
        }
        view.reset();
    }

    /** The --out folder (screenshots by default). */
    private static Path outFolder(Options o) {
        String outText = o.named.getOrDefault("out", "screenshots");
        if (outText.isBlank()) throw new UsageError("--out= needs a folder name");
        return Path.of(outText);
    }

    /** Makes {@code dir} if it is not there (after the arguments are known to be good). */
    private static void makeFolder(Path dir) {
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new UsageError(org.creatureexplorer.lesson.FileProblems.cannotCreateFolder(dir, e));
        }
    }

    /** Every overlay --show names must be one the lesson has. */
    private static void checkShown(Lesson<?> lesson, List<org.creatureexplorer.lesson.Overlay> shown) {
        for (org.creatureexplorer.lesson.Overlay ov : shown) {
            if (!lesson.overlays().contains(ov)) {
                throw new UsageError("--show: lesson " + lesson.id() + " has no " + ov.label().toLowerCase(java.util.Locale.ROOT) + " overlay");
            }
        }
    }

    private static List<String[]> parseSets(Options o, String option) {
        List<String[]> sets = new ArrayList<>();
        if (!o.named.containsKey(option)) return sets;
        for (String pair : o.named.get(option).split(",")) {
            int eq = pair.indexOf('=');
            if (eq <= 0) throw new UsageError("--" + option + "=" + o.named.get(option) + ": write NAME=VALUE pairs separated by commas");
            String name = pair.substring(0, eq).trim();
            // Which of two values was meant cannot be guessed: the second must not silently win.
            if (sets.stream().anyMatch(s -> s[0].equals(name))) {
                throw new UsageError("--" + option + "=" + org.creatureexplorer.model.Numbers.quote(o.named.get(option)) + ": " + name + " is given twice");
            }
            sets.add(new String[] {name, pair.substring(eq + 1).trim()});
        }
        return sets;
    }

    /** {@code --show=explain,trails} as overlays. */
    static List<org.creatureexplorer.lesson.Overlay> parseShown(Options o) {
        List<org.creatureexplorer.lesson.Overlay> shown = new ArrayList<>();
        if (!o.named.containsKey("show")) return shown;
        for (String name : o.named.get("show").split(",")) {
            org.creatureexplorer.lesson.Overlay found = null;
            for (org.creatureexplorer.lesson.Overlay ov : org.creatureexplorer.lesson.Overlay.values()) {
                if (ov.name().equalsIgnoreCase(name.trim())) found = ov;
            }
            if (found == null) {
                throw new UsageError("--show=" + name.trim() + " is not an overlay; the overlays are "
                        + String.join(", ", java.util.Arrays.stream(org.creatureexplorer.lesson.Overlay.values())
                                .map(ov -> ov.name().toLowerCase(java.util.Locale.ROOT)).toList()));
            }
            shown.add(found);
        }
        return shown;
    }

    private static Theme theme(String name) {
        return switch (name) {
            case "light" -> Theme.LIGHT;
            case "dark" -> Theme.DARK;
            case "high-contrast" -> Theme.HIGH_CONTRAST;
            default -> throw new UsageError("--theme=" + name + " is not one of light, dark, high-contrast");
        };
    }

    /** Every --set names a parameter of the lesson and has a value it accepts. */
    private static void checkSets(Lesson<?> lesson, List<String[]> sets) {
        checkSets(lesson, sets, "--set");
    }

    /** As above; {@code option} (--set or --pin) starts the message, so the user knows which list was wrong. */
    private static void checkSets(Lesson<?> lesson, List<String[]> sets, String option) {
        for (String[] kv : sets) {
            if (lesson.params().stream().noneMatch(p -> p.name().equals(kv[0]))) {
                throw new UsageError(option + ": lesson " + lesson.id() + " has no parameter " + kv[0] + "; it has "
                        + String.join(", ", lesson.params().stream().map(p -> p.name()).toList()));
            }
            try {
                lesson.params().stream().filter(p -> p.name().equals(kv[0])).findFirst().orElseThrow().parse(kv[1]);
            } catch (IllegalArgumentException e) {
                throw new UsageError(option.equals("--set") ? e.getMessage() : option + ": " + e.getMessage());
            }
        }
    }

    /** Written beside, then renamed (AtomicFiles): a failed write leaves neither half a PNG nor a temp file. */
    private static void writePng(BufferedImage img, Path file) {
        try {
            AtomicFiles.write(file, out -> {
                if (!ImageIO.write(img, "png", out)) throw new IOException("no PNG writer available");
            });
        } catch (IOException e) {
            throw new UsageError("cannot write " + file + ": " + e.getMessage());
        }
    }
}
