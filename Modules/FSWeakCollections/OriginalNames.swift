// The original FrameworkStruct names, kept so that code written against the original finds
// its types; the migration table maps each of their methods.

/// The original FrameworkStruct name of ``FSWeakArray``.
public typealias WeakArray<Element: AnyObject> = FSWeakArray<Element>

/// The original FrameworkStruct name of ``FSWeakSet``.
public typealias WeakSet<Element: AnyObject> = FSWeakSet<Element>

/// The original FrameworkStruct name of ``FSWeakDictionary``.
public typealias WeakDictionary<Key: Hashable, Value: AnyObject> = FSWeakDictionary<Key, Value>
