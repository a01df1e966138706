package org.creatureexplorer.model;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.lang.reflect.Array;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InaccessibleObjectException;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * A deep copy of a world's object graph, so {@link Playback} can keep checkpoints without
 * each world writing a copy method. The copy has the same shape as the original: an object
 * reached twice is copied once (aliasing and cycles are kept), and nothing in the copy points
 * back into the original.
 *
 * <p>What is shared rather than copied: immutable values (strings, boxed numbers, OptionalDouble, enums,
 * classes) and lambdas that capture only such values. Records are rebuilt through their
 * canonical constructor (and shared when every component is). Arrays, the usual
 * java.util collections and {@link Random} (through its serialized seed) are copied. Our own
 * classes are copied field by field without running a constructor. Anything else from the
 * JDK, or a lambda that captures mutable state, is refused with the path that led to it:
 * a wrong copy would break step back silently, a refusal shows at once in the tests.
 */
public final class DeepCopy {
    private final IdentityHashMap<Object, Object> copies = new IdentityHashMap<>();
    /**
     * The path to the object being copied, for a refusal's message only, so kept as its parts
     * and made into text only then (not a string per array element on every checkpoint): at
     * each depth a field name, or an array or list index, or a map key.
     */
    private Object[] stepNames = new Object[16];
    private int[] stepIndices = new int[16];
    private byte[] stepKinds = new byte[16];
    private int depth;
    private static final byte NAME = 0, INDEX = 1, KEY = 2;

    private DeepCopy() {}

    /** A deep copy of {@code root} (see the class comment for what is shared). */
    @SuppressWarnings("unchecked")
    public static <T> T of(T root) {
        return (T) new DeepCopy().copy(root, root == null ? "null" : root.getClass().getSimpleName());
    }

    private Object copy(Object o, String step) { return copy(o, NAME, step, 0); }

    /** An array's or a collection's element {@code index}: "[index]" in the path. */
    private Object copyAt(Object o, int index) { return copy(o, INDEX, null, index); }

    /** A map's value under {@code key}: "[key]" in the path. */
    private Object copyUnder(Object o, Object key) { return copy(o, KEY, key, 0); }

    private Object copy(Object o, byte kind, Object name, int index) {
        if (o == null) return null;
        Class<?> c = o.getClass();
        if (isImmutable(c)) return o;
        Object done = copies.get(o);
        if (done != null) return done;
        if (depth == stepKinds.length) {
            stepNames = java.util.Arrays.copyOf(stepNames, 2 * depth);
            stepIndices = java.util.Arrays.copyOf(stepIndices, 2 * depth);
            stepKinds = java.util.Arrays.copyOf(stepKinds, 2 * depth);
        }
        stepKinds[depth] = kind;
        stepNames[depth] = name;
        stepIndices[depth] = index;
        depth++;
        try {
            return copyNew(o, c);
        } finally {
            depth--;
            stepNames[depth] = null;
        }
    }

    /** The path as text: field names and [index] / [key] steps joined by dots. */
    private String pathText() {
        StringBuilder text = new StringBuilder();
        for (int d = 0; d < depth; d++) {
            if (d > 0) text.append('.');
            if (stepKinds[d] == NAME) text.append(stepNames[d]);
            else if (stepKinds[d] == INDEX) text.append('[').append(stepIndices[d]).append(']');
            else text.append('[').append(stepNames[d]).append(']');
        }
        return text.toString();
    }

    private Object copyNew(Object o, Class<?> c) {
        if (c.isArray()) return copyArray(o, c);
        if (c.isRecord()) return copyRecord(o, c);
        if (c.isHidden() || c.isSynthetic()) return checkLambda(o, c);
        if (o instanceof Optional<?> opt) return remember(o, opt.isEmpty() ? opt : Optional.of(copy(opt.get(), "value")));
        if (c == Random.class) return remember(o, copyRandom((Random) o));
        if (o instanceof Collection<?> || o instanceof Map<?, ?>) {
            Object copied = copyCollection(o, c);
            if (copied != null) return copied;
        }
        if (c.getName().startsWith("java.") || c.getName().startsWith("javax.") || c.getName().startsWith("jdk.")
                || c.getName().startsWith("sun.")) {
            return copyFields(o, c, true);
        }
        return copyFields(o, c, false);
    }

    private Object remember(Object original, Object copy) {
        copies.put(original, copy);
        return copy;
    }

    private static boolean isImmutable(Class<?> c) { return IMMUTABLE.get(c); }

    /**
     * Classes whose instances never change and hold nothing that changes: the JDK's value
     * classes, enums, and records whose every component is declared as a primitive or such a
     * class (Vec2, and records of Vec2s): shared without looking inside, which keeps a copy of
     * a world full of small records cheap.
     */
    private static final ClassValue<Boolean> IMMUTABLE = new ClassValue<>() {
        @Override protected Boolean computeValue(Class<?> c) { return immutableType(c, new java.util.HashSet<>()); }
    };

    private static boolean immutableType(Class<?> c, Set<Class<?>> visiting) {
        if (c.isPrimitive() || c == String.class || c == Double.class || c == Integer.class || c == Long.class
                || c == Boolean.class || c == Float.class || c == Short.class || c == Byte.class
                || c == Character.class || c == BigInteger.class || c == BigDecimal.class || c == Class.class
                || c == java.util.OptionalDouble.class || c == java.util.OptionalInt.class || c == java.util.OptionalLong.class
                || c.isEnum() || (c.getSuperclass() != null && c.getSuperclass().isEnum())) {
            return true;
        }
        if (!c.isRecord() || !visiting.add(c)) return false;
        for (RecordComponent part : c.getRecordComponents()) {
            if (!immutableType(part.getType(), visiting)) return false;
        }
        return true;
    }

    /** A record's component fields and canonical constructor, found once per class. */
    private record RecordShape(Field[] fields, Constructor<?> canonical) {}

    private static final ClassValue<RecordShape> RECORDS = new ClassValue<>() {
        @Override protected RecordShape computeValue(Class<?> c) {
            RecordComponent[] parts = c.getRecordComponents();
            Field[] fields = new Field[parts.length];
            Class<?>[] types = new Class<?>[parts.length];
            try {
                for (int i = 0; i < parts.length; i++) {
                    fields[i] = c.getDeclaredField(parts[i].getName());
                    fields[i].setAccessible(true);
                    types[i] = parts[i].getType();
                }
                Constructor<?> canonical = c.getDeclaredConstructor(types);
                canonical.setAccessible(true);
                return new RecordShape(fields, canonical);
            } catch (NoSuchFieldException | NoSuchMethodException e) {
                throw new IllegalStateException(e);
            }
        }
    };

    private Object copyArray(Object o, Class<?> c) {
        Class<?> component = c.getComponentType();
        if (component.isPrimitive()) {
            Object copy;
            if (o instanceof double[] a) copy = a.clone();
            else if (o instanceof int[] a) copy = a.clone();
            else if (o instanceof boolean[] a) copy = a.clone();
            else if (o instanceof long[] a) copy = a.clone();
            else if (o instanceof float[] a) copy = a.clone();
            else if (o instanceof byte[] a) copy = a.clone();
            else if (o instanceof short[] a) copy = a.clone();
            else copy = ((char[]) o).clone();
            return remember(o, copy);
        }
        Object[] from = (Object[]) o;
        Object[] to = (Object[]) Array.newInstance(component, from.length);
        remember(o, to);
        for (int i = 0; i < from.length; i++) to[i] = copyAt(from[i], i);
        return to;
    }

    /** Records are shallowly immutable: rebuilt only when a component had to be copied. */
    private Object copyRecord(Object o, Class<?> c) {
        try {
            RecordShape shape = RECORDS.get(c);
            Field[] fields = shape.fields();
            // The copied components, made only when one differs from the original (most records
            // are shared), and primitives boxed only then.
            Object[] values = null;
            for (int i = 0; i < fields.length; i++) {
                Field f = fields[i];
                if (f.getType().isPrimitive()) continue;
                Object v = f.get(o);
                Object copied = copy(v, f.getName());
                if (copied != v) {
                    if (values == null) values = new Object[fields.length];
                    values[i] = copied;
                }
            }
            if (copies.containsKey(o)) return copies.get(o);
            if (values == null) return remember(o, o);
            for (int i = 0; i < fields.length; i++) {
                if (values[i] == null) values[i] = fields[i].get(o); // a primitive, or a component shared as it is
            }
            return remember(o, shape.canonical().newInstance(values));
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw refuse(c, "its record constructor failed: " + e);
        }
    }

    /** A lambda is shared when everything it captured is immutable; otherwise the copy would alias the original. */
    private Object checkLambda(Object o, Class<?> c) {
        for (Field f : c.getDeclaredFields()) {
            if (Modifier.isStatic(f.getModifiers())) continue;
            try {
                f.setAccessible(true);
                Object captured = f.get(o);
                if (f.getType().isPrimitive() || captured == null) continue;
                if (copy(captured, f.getName()) != captured) {
                    throw refuse(c, "a lambda or method reference captures mutable state (" + captured.getClass().getName()
                            + "); make it a static method or a method of the world");
                }
            } catch (IllegalAccessException | InaccessibleObjectException e) {
                throw refuse(c, "its captured values cannot be read: " + e.getMessage());
            }
        }
        return remember(o, o);
    }

    /** java.util.Random keeps its seed in a private field of java.base; its serialized form carries it. */
    private Random copyRandom(Random r) {
        try {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream(128);
            try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
                out.writeObject(r);
            }
            try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
                return (Random) in.readObject();
            }
        } catch (IOException | ClassNotFoundException e) {
            throw refuse(Random.class, "its serialized form could not be read back: " + e);
        }
    }

    /** The collections the worlds use, rebuilt through their public API (java.base is closed to reflection). */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private Object copyCollection(Object o, Class<?> c) {
        if (c == ArrayList.class || c == LinkedList.class || c == ArrayDeque.class || c == HashSet.class
                || c == LinkedHashSet.class) {
            Collection<Object> from = (Collection<Object>) o;
            Collection<Object> to;
            if (c == ArrayList.class) to = new ArrayList<>(from.size());
            else if (c == LinkedList.class) to = new LinkedList<>();
            else if (c == ArrayDeque.class) to = new ArrayDeque<>(Math.max(1, from.size()));
            else if (c == HashSet.class) to = new HashSet<>(Math.max(16, from.size() * 2));
            else to = new LinkedHashSet<>(Math.max(16, from.size() * 2));
            remember(o, to);
            int i = 0;
            for (Object e : from) to.add(copyAt(e, i++));
            return to;
        }
        if (c == TreeSet.class) {
            TreeSet<Object> from = (TreeSet<Object>) o;
            TreeSet<Object> to = new TreeSet<>((java.util.Comparator<Object>) copy(from.comparator(), "comparator"));
            remember(o, to);
            for (Object e : from) to.add(copy(e, "element"));
            return to;
        }
        if (c == HashMap.class || c == LinkedHashMap.class || c == TreeMap.class || c == IdentityHashMap.class) {
            Map<Object, Object> from = (Map<Object, Object>) o;
            Map<Object, Object> to;
            if (c == HashMap.class) to = new HashMap<>(Math.max(16, from.size() * 2));
            else if (c == LinkedHashMap.class) to = new LinkedHashMap<>(Math.max(16, from.size() * 2));
            else if (c == IdentityHashMap.class) to = new IdentityHashMap<>();
            else to = new TreeMap<>((java.util.Comparator<Object>) copy(((TreeMap<Object, Object>) o).comparator(), "comparator"));
            remember(o, to);
            for (Map.Entry<Object, Object> e : from.entrySet()) {
                to.put(copy(e.getKey(), "key"), copyUnder(e.getValue(), e.getKey()));
            }
            return to;
        }
        if (c == EnumMap.class) {
            EnumMap from = (EnumMap) o;
            EnumMap to = new EnumMap(from);
            remember(o, to);
            for (Object e : from.entrySet()) {
                Map.Entry entry = (Map.Entry) e;
                to.put(entry.getKey(), copyUnder(entry.getValue(), entry.getKey()));
            }
            return to;
        }
        // Unmodifiable lists and sets (List.of, Stream.toList, Collections.unmodifiable*): shared when
        // every element is immutable, else rebuilt as an unmodifiable list or set of the copies.
        if (o instanceof List<?> list && isUnmodifiable(c)) {
            List<Object> copied = new ArrayList<>(list.size());
            boolean same = true;
            int i = 0;
            for (Object e : list) {
                Object ce = copyAt(e, i++);
                copied.add(ce);
                same &= ce == e;
            }
            if (copies.containsKey(o)) return copies.get(o);
            return remember(o, same ? o : Collections.unmodifiableList(copied));
        }
        if (o instanceof Set<?> set && isUnmodifiable(c)) {
            Set<Object> copied = new LinkedHashSet<>();
            boolean same = true;
            for (Object e : set) {
                Object ce = copy(e, "element");
                copied.add(ce);
                same &= ce == e;
            }
            if (copies.containsKey(o)) return copies.get(o);
            return remember(o, same ? o : Collections.unmodifiableSet(copied));
        }
        if (o instanceof Map<?, ?> map && isUnmodifiable(c)) {
            Map<Object, Object> copied = new LinkedHashMap<>();
            boolean same = true;
            for (Map.Entry<?, ?> e : map.entrySet()) {
                Object k = copy(e.getKey(), "key");
                Object v = copyUnder(e.getValue(), e.getKey());
                copied.put(k, v);
                same &= k == e.getKey() && v == e.getValue();
            }
            if (copies.containsKey(o)) return copies.get(o);
            return remember(o, same ? o : Collections.unmodifiableMap(copied));
        }
        return null;
    }

    /**
     * The JDK's unmodifiable collections. A Collections.unmodifiable* view over a list that
     * something else still changes would be a view of the original after the copy: such a view
     * is rebuilt from its elements, which is right only while nobody changes the backing list,
     * so keep views out of world state (copy the list instead).
     */
    private static boolean isUnmodifiable(Class<?> c) {
        String n = c.getName();
        return n.startsWith("java.util.ImmutableCollections$") || n.startsWith("java.util.Collections$Unmodifiable")
                || n.startsWith("java.util.Collections$Empty") || n.startsWith("java.util.Collections$Singleton");
    }

    private Object copyFields(Object o, Class<?> c, boolean fromJdk) {
        Field[] fields;
        Object to;
        try {
            fields = FIELDS.get(c);
            to = ALLOCATORS.get(c).newInstance();
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw refuse(c, fromJdk
                    ? "java.base does not open its classes to reflection; teach DeepCopy this class or keep it out of world state"
                    : "it cannot be built without its constructor: " + e);
        }
        remember(o, to);
        try {
            for (Field f : fields) {
                Class<?> t = f.getType();
                if (t == double.class) f.setDouble(to, f.getDouble(o));
                else if (t == int.class) f.setInt(to, f.getInt(o));
                else if (t == boolean.class) f.setBoolean(to, f.getBoolean(o));
                else if (t == long.class) f.setLong(to, f.getLong(o));
                else if (t == float.class) f.setFloat(to, f.getFloat(o));
                else if (t == byte.class) f.setByte(to, f.getByte(o));
                else if (t == short.class) f.setShort(to, f.getShort(o));
                else if (t == char.class) f.setChar(to, f.getChar(o));
                else f.set(to, copy(f.get(o), f.getName()));
            }
        } catch (IllegalAccessException e) {
            throw refuse(c, e.getMessage());
        }
        return to;
    }

    private IllegalStateException refuse(Class<?> c, String why) {
        return new IllegalStateException("cannot copy " + c.getName() + " at " + pathText() + ": " + why);
    }

    /** Every instance field of a class and its superclasses, opened for reading and writing. */
    private static final ClassValue<Field[]> FIELDS = new ClassValue<>() {
        @Override protected Field[] computeValue(Class<?> type) {
            List<Field> all = new ArrayList<>();
            for (Class<?> k = type; k != null && k != Object.class; k = k.getSuperclass()) {
                for (Field f : k.getDeclaredFields()) {
                    if (Modifier.isStatic(f.getModifiers())) continue;
                    f.setAccessible(true); // throws InaccessibleObjectException for closed JDK classes
                    all.add(f);
                }
            }
            return all.toArray(new Field[0]);
        }
    };

    /** Makes an instance without running the class's constructors (the fields are all written next). */
    private static final ClassValue<Constructor<?>> ALLOCATORS = new ClassValue<>() {
        @Override protected Constructor<?> computeValue(Class<?> type) {
            // jdk.unsupported's ReflectionFactory, reached by reflection so the build names no
            // internal API (javac warns on a direct reference and the build is kept free of warnings).
            try {
                Class<?> factoryType = Class.forName("sun.reflect.ReflectionFactory");
                Object factory = factoryType.getMethod("getReflectionFactory").invoke(null);
                return (Constructor<?>) factoryType.getMethod("newConstructorForSerialization", Class.class, Constructor.class)
                        .invoke(factory, type, Object.class.getDeclaredConstructor());
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("cannot make objects of " + type.getName() + " without a constructor", e);
            }
        }
    };
}
