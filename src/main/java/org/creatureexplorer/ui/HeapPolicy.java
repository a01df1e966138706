package org.creatureexplorer.ui;

import com.sun.management.HotSpotDiagnosticMXBean;
import com.sun.management.VMOption;
import java.lang.management.ManagementFactory;

/**
 * The window gives back heap it no longer uses. The JVM sizes its heap for a server: G1 grows it
 * when collections come often (a busy, shared machine), up to a quarter of the memory, and by
 * default shrinks it only to keep 70% free after a full collection; the window's live heap is
 * some tens of MB. So the window sets three of G1's flags that the JVM lets a running program
 * change ("manageable"): after a concurrent cycle or a full collection the heap keeps 10 to 30%
 * free instead of 40 to 70%, and after 30 s without any collection (a paused lesson, the
 * teacher talking) G1 runs a concurrent cycle that returns the rest (JEP 346). Flags given on
 * the command line are left as they are; on another JVM or collector nothing happens.
 */
public final class HeapPolicy {
    static final String MIN_FREE = "10";
    static final String MAX_FREE = "30";
    static final String IDLE_COLLECTION_MS = "30000";

    private HeapPolicy() {}

    /** Applies the policy (once is enough; again does no harm). */
    public static void giveBackUnusedHeap() {
        try {
            HotSpotDiagnosticMXBean vm = ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class);
            // Min first: at every moment min <= max, or the JVM refuses the change.
            setUnlessGiven(vm, "MinHeapFreeRatio", MIN_FREE);
            setUnlessGiven(vm, "MaxHeapFreeRatio", MAX_FREE);
            setUnlessGiven(vm, "G1PeriodicGCInterval", IDLE_COLLECTION_MS);
        } catch (RuntimeException | LinkageError e) {
            // not HotSpot, or the flags are not there: the JVM's own sizing stands
        }
    }

    private static void setUnlessGiven(HotSpotDiagnosticMXBean vm, String flag, String value) {
        try {
            VMOption option = vm.getVMOption(flag);
            if (option.getOrigin() == VMOption.Origin.VM_CREATION || option.getOrigin() == VMOption.Origin.ENVIRON_VAR) return;
            if (option.isWriteable()) vm.setVMOption(flag, value);
        } catch (RuntimeException e) {
            // one flag refused (another collector): the others still apply
        }
    }
}
