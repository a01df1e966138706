package org.creatureexplorer.ui;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Tag;

/**
 * A test class that opens real windows on the display (or drives them with a robot). The rest
 * of the suite runs in two JVMs at once; these run one at a time afterwards, in surefire's
 * {@code on-screen} execution (pom.xml), since windows of two JVMs on one display would take each
 * other's focus, keys and pointer. Offscreen panels need no tag.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Tag(OnScreen.TAG)
public @interface OnScreen {
    String TAG = "on-screen";
}
