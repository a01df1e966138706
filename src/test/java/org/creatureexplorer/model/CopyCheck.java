package org.creatureexplorer.model;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Checks that a hand-written {@code copy()} is a true deep copy, by walking the original and the
 * copy side by side (tests only: reflection on our own classes is fine here, the app uses none):
 * <ul>
 * <li>every field and array element holds the same value (doubles bit for bit);</li>
 * <li>no mutable object is shared: anything that can change (an array, a collection, one of our
 * classes with a field that can change) is a different object in the copy;</li>
 * <li>aliasing is kept: an object reached twice in the original is one object in the copy,
 * and two different objects are never one copy.</li>
 * </ul>
 * What may be shared: values that never change (strings, boxed numbers, enums, records and
 * classes whose fields are all final and hold such values, lambdas that capture only such values),
 * and objects a field below names as shared by design.
 */
public final class CopyCheck {
    /**
     * Our classes that hold arrays filled once by their constructor and only read afterwards
     * (a body's outline, bumpy ground, a pace's table): shared by design.
     */
    private static final Set<String> BUILT_ONCE = Set.of("org.creatureexplorer.creature.Body", "org.creatureexplorer.sim.Ground",
            "org.creatureexplorer.sim.Pace");

    private final IdentityHashMap<Object, Object> copyOf = new IdentityHashMap<>();
    private final IdentityHashMap<Object, Object> originalOf = new IdentityHashMap<>();
    private final List<String> problems = new ArrayList<>();
    private final Set<String> sharedByDesign;

    private CopyCheck(Set<String> sharedByDesign) { this.sharedByDesign = sharedByDesign; }

    /**
     * What is wrong with {@code copy} as a deep copy of {@code original}: empty when nothing is.
     * {@code sharedByDesign} names fields ("SimpleClassName.field") whose objects are shared on
     * purpose, not copied.
     */
    public static List<String> problems(Object original, Object copy, String... sharedByDesign) {
        CopyCheck check = new CopyCheck(Set.of(sharedByDesign));
        check.walk(original, copy, original == null ? "null" : original.getClass().getSimpleName());
        return check.problems;
    }

    private void problem(String path, String what) {
        if (problems.size() < 20) problems.add(path + ": " + what);
    }

    private void walk(Object a, Object b, String path) {
        if (a == null || b == null) {
            if (a != b) problem(path, "one side is null: " + a + " / " + b);
            return;
        }
        Class<?> c = a.getClass();
        if (b.getClass() != c && !sameKindOfJdkCollection(a, b)) {
            problem(path, "class " + c.getName() + " became " + b.getClass().getName());
            return;
        }
        if (isValue(c)) {
            if (!a.equals(b)) problem(path, a + " became " + b);
            return;
        }
        Object seen = copyOf.get(a);
        if (seen != null) {
            if (seen != b) problem(path, "an object reached twice in the original is two objects in the copy");
            return;
        }
        Object seenBack = originalOf.get(b);
        if (seenBack != null) {
            problem(path, "two objects of the original are one object in the copy");
            return;
        }
        copyOf.put(a, b);
        originalOf.put(b, a);
        if (a == b) {
            if (!neverChanges(a, new HashSet<>())) problem(path, "a " + c.getName() + " that can change is shared, not copied");
            return;
        }
        if (c.isArray()) walkArray(a, b, path);
        else if (a instanceof Map<?, ?> ma) walkMap(ma, (Map<?, ?>) b, path);
        else if (a instanceof Collection<?> ca) walkAll(ca, (Collection<?>) b, path);
        else if (a instanceof java.util.Optional<?> oa) walk(oa.orElse(null), ((java.util.Optional<?>) b).orElse(null), path + ".value");
        else if (isJdk(c)) problem(path, "a " + c.getName() + " the check does not know how to compare");
        else walkFields(a, b, c, path);
    }

    private void walkFields(Object a, Object b, Class<?> c, String path) {
        for (Field f : fields(c)) {
            try {
                Object va = f.get(a), vb = f.get(b);
                String at = path + "." + f.getName();
                if (f.getType().isPrimitive()) {
                    if (!samePrimitive(va, vb)) problem(at, va + " became " + vb);
                } else if (va != null && va == vb && sharedByDesign.contains(f.getDeclaringClass().getSimpleName() + "." + f.getName())) {
                    copyOf.put(va, vb);
                } else {
                    walk(va, vb, at);
                }
            } catch (IllegalAccessException e) {
                problem(path, "cannot read " + f + ": " + e.getMessage());
            }
        }
    }

    private static boolean samePrimitive(Object a, Object b) {
        if (a instanceof Double da) return Double.doubleToRawLongBits(da) == Double.doubleToRawLongBits((Double) b);
        if (a instanceof Float fa) return Float.floatToRawIntBits(fa) == Float.floatToRawIntBits((Float) b);
        return a.equals(b);
    }

    private void walkArray(Object a, Object b, String path) {
        int n = java.lang.reflect.Array.getLength(a);
        if (n != java.lang.reflect.Array.getLength(b)) {
            problem(path, "length " + n + " became " + java.lang.reflect.Array.getLength(b));
            return;
        }
        boolean primitive = a.getClass().getComponentType().isPrimitive();
        for (int i = 0; i < n; i++) {
            Object va = java.lang.reflect.Array.get(a, i), vb = java.lang.reflect.Array.get(b, i);
            if (primitive) {
                if (!samePrimitive(va, vb)) problem(path + "[" + i + "]", va + " became " + vb);
            } else {
                walk(va, vb, path + "[" + i + "]");
            }
        }
    }

    private void walkAll(Collection<?> a, Collection<?> b, String path) {
        if (a.size() != b.size()) {
            problem(path, "size " + a.size() + " became " + b.size());
            return;
        }
        Iterator<?> ib = b.iterator();
        int i = 0;
        for (Object va : a) walk(va, ib.next(), path + "[" + i++ + "]");
    }

    private void walkMap(Map<?, ?> a, Map<?, ?> b, String path) {
        if (a.size() != b.size()) {
            problem(path, "size " + a.size() + " became " + b.size());
            return;
        }
        Iterator<? extends Map.Entry<?, ?>> ib = b.entrySet().iterator();
        for (Map.Entry<?, ?> ea : a.entrySet()) {
            Map.Entry<?, ?> eb = ib.next();
            walk(ea.getKey(), eb.getKey(), path + ".key");
            walk(ea.getValue(), eb.getValue(), path + "[" + ea.getKey() + "]");
        }
    }

    /** List.of and Collections.unmodifiableList are both an unmodifiable list: either is a right copy. */
    private static boolean sameKindOfJdkCollection(Object a, Object b) {
        if (!isJdk(a.getClass()) || !isJdk(b.getClass())) return false;
        return a instanceof List<?> && b instanceof List<?> || a instanceof Set<?> && b instanceof Set<?>
                || a instanceof Map<?, ?> && b instanceof Map<?, ?>;
    }

    /** Values compared with equals: they never change, so sharing or rebuilding them are both right. */
    private static boolean isValue(Class<?> c) {
        return c == String.class || c == Double.class || c == Integer.class || c == Long.class || c == Boolean.class
                || c == Float.class || c == Short.class || c == Byte.class || c == Character.class || c == Class.class
                || c == java.util.OptionalDouble.class || c == java.util.OptionalInt.class || c == java.util.OptionalLong.class
                || c.isEnum() || (c.getSuperclass() != null && c.getSuperclass().isEnum());
    }

    private static boolean isJdk(Class<?> c) {
        String n = c.getName();
        return n.startsWith("java.") || n.startsWith("javax.") || n.startsWith("jdk.") || n.startsWith("sun.");
    }

    /**
     * True when nothing reachable from {@code o} can change: every field final and holding such
     * values, no arrays, no JDK objects but values and unmodifiable collections of such values.
     */
    private static boolean neverChanges(Object o, Set<Object> visiting) {
        if (o == null || isValue(o.getClass())) return true;
        if (!visiting.add(new IdentityKey(o))) return true;
        Class<?> c = o.getClass();
        if (BUILT_ONCE.contains(c.getName())) return true;
        if (c.isArray()) return false;
        if (o instanceof java.util.Optional<?> opt) return opt.isEmpty() || neverChanges(opt.get(), visiting);
        if (isJdk(c)) {
            String n = c.getName();
            boolean unmodifiable = n.startsWith("java.util.ImmutableCollections$") || n.startsWith("java.util.Collections$Unmodifiable")
                    || n.startsWith("java.util.Collections$Empty") || n.startsWith("java.util.Collections$Singleton");
            if (!unmodifiable) return false;
            Collection<?> items = o instanceof Map<?, ?> m ? concat(m) : (Collection<?>) o;
            for (Object item : items) if (!neverChanges(item, visiting)) return false;
            return true;
        }
        try {
            for (Field f : fields(c)) {
                if (!Modifier.isFinal(f.getModifiers())) return false;
                if (!f.getType().isPrimitive() && !neverChanges(f.get(o), visiting)) return false;
            }
        } catch (IllegalAccessException e) {
            return false;
        }
        return true;
    }

    private static Collection<Object> concat(Map<?, ?> m) {
        List<Object> all = new ArrayList<>(m.keySet());
        all.addAll(m.values());
        return all;
    }

    private record IdentityKey(Object o) {
        @Override public boolean equals(Object other) { return other instanceof IdentityKey k && k.o == o; }
        @Override public int hashCode() { return System.identityHashCode(o); }
    }

    /** Every instance field of a class and its superclasses (our classes, or a lambda's captures). */
    private static List<Field> fields(Class<?> type) {
        List<Field> all = new ArrayList<>();
        for (Class<?> k = type; k != null && k != Object.class; k = k.getSuperclass()) {
            for (Field f : k.getDeclaredFields()) {
                if (Modifier.isStatic(f.getModifiers())) continue;
                f.setAccessible(true);
                all.add(f);
            }
        }
        return all;
    }
}
