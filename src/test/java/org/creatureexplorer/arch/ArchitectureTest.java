package org.creatureexplorer.arch;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.library.dependencies.SliceRule;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The layering the README promises, checked on the compiled classes (ArchUnit) and, for the
 * cycles, on the source imports too: javac inlines constants, so a package that only reads
 * another's {@code static final} field has no bytecode edge to it (world.blends.PetScenario
 * reads DurationScenario.DURATION that way), and the bytecode rule alone would miss it.
 */
class ArchitectureTest {
    static final String ROOT = "org.creatureexplorer";
    static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages(ROOT);

    /** The model side: pure Java, deterministic, drawable by any view. */
    static final String[] MODEL_SIDE = {ROOT + ".sim..", ROOT + ".model..", ROOT + ".creature..", ROOT + ".world.."};

    /**
     * Cycles that exist today only because the lesson registration is being restructured on
     * the a-lessons branch (LessonCatalog moves above the contract, the shared steering drawing
     * helpers leave lessons.mannerisms, PetScenario stops importing DurationScenario).
     * When that branch lands, empty this list: the cycle rules below are then strict (and
     * everyKnownCycleEdgeStillExists fails, naming each edge to remove, until it is emptied).
     */
    @Test
    void theClassesAreThere() {
        // A rule over an empty import passes vacuously: make sure the import saw the model.
        assertTrue(MAIN.stream().filter(c -> c.getPackageName().startsWith(ROOT + ".world")).count() > 20,
                "the class import found too few world classes");
    }

    @Test
    void modelSideImportsNothingFromTheViewTheCliOrAwt() {
        noClasses().that().resideInAnyPackage(MODEL_SIDE)
                .should().dependOnClassesThat().resideInAnyPackage(
                        ROOT + ".lesson..", ROOT + ".lessons..", ROOT + ".ui..", ROOT + ".cli..",
                        "java.awt..", "javax.swing..", "javafx..")
                .because("a world must run headless, in tests and in `measure`, exactly as on the stage")
                .check(MAIN);
    }

    @Test
    void simIsPureMath() {
        noClasses().that().resideInAPackage(ROOT + ".sim..")
                .should().dependOnClassesThat().resideInAnyPackage(
                        ROOT + ".model..", ROOT + ".creature..", ROOT + ".world..")
                .check(MAIN);
    }

    @Test
    void creaturesAndTheModelKnowNoWorld() {
        noClasses().that().resideInAnyPackage(ROOT + ".creature..", ROOT + ".model..")
                .should().dependOnClassesThat().resideInAPackage(ROOT + ".world..")
                .check(MAIN);
    }

    @Test
    void lessonsAndTheContractKnowNeitherTheWindowNorTheCli() {
        noClasses().that().resideInAnyPackage(ROOT + ".lesson..", ROOT + ".lessons..")
                .should().dependOnClassesThat().resideInAnyPackage(ROOT + ".ui..", ROOT + ".cli..")
                .check(MAIN);
    }

    @Test
    void theWindowDoesNotUseTheCli() {
        noClasses().that().resideInAPackage(ROOT + ".ui..")
                .should().dependOnClassesThat().resideInAPackage(ROOT + ".cli..")
                .check(MAIN);
    }

    @Test
    void noPackageCyclesInTheClasses() {
        slices().matching(ROOT + ".(**)").should().beFreeOfCycles().check(MAIN);
    }

    /** javac inlines constants, so the bytecode misses some imports: check the sources too. */
    @Test
    void noPackageCyclesInTheSourceImports() throws IOException {
        assertEquals(List.of(), SourceImports.read().cycles(Map.of()));
    }
}
