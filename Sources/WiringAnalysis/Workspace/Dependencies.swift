/// A name a derived result read: a type name, the extensions of a name, a
/// value a library derived… When the value behind a key changes, exactly the
/// units that read it are recomputed.
public struct DepKey: Hashable, Sendable, Comparable, CustomStringConvertible {
    public enum Kind: UInt8, Sendable {
        /// Types found by a name (`SymbolTable.lookupTypes`).
        case type
        /// Extensions of a name.
        case extensions
        /// Types and extensions whose inheritance clause names it.
        case inheritors
        /// A value a library derived (`UpdateContext.key`).
        case derived
    }

    public var kind: Kind
    /// For a derived key: the library that made it (its place in the
    /// workspace's list) and the library's own kind of key.
    public var library: UInt8 = 0
    public var derivedKind: UInt8 = 0
    public var name: String

    public init(_ kind: Kind, _ name: String) {
        self.kind = kind
        self.name = name
    }

    init(derived library: UInt8, _ derivedKind: UInt8, _ name: String) {
        kind = .derived
        self.library = library
        self.derivedKind = derivedKind
        self.name = name
    }

    public static func < (a: DepKey, b: DepKey) -> Bool {
        (a.kind.rawValue, a.library, a.derivedKind, a.name) < (b.kind.rawValue, b.library, b.derivedKind, b.name)
    }

    public var description: String {
        kind == .derived ? "\(kind)[\(library).\(derivedKind)]:\(name)" : "\(kind):\(name)"
    }
}

/// A derived result that is recomputed as a whole: one per file, or one per
/// declaration of a file (`decl` set), tagged by a kind of the library's
/// choosing (the workspace keeps each library's units apart). Files are
/// named by the workspace's file ids (stable for its lifetime).
public struct UnitID: Hashable, Sendable {
    public var kind: UInt8
    public var file: Int32
    public var decl: DeclID?

    public init(kind: UInt8, file: Int32, decl: DeclID? = nil) {
        self.kind = kind
        self.file = file
        self.decl = decl
    }
}

/// The keys one unit's computation reads, recorded as it runs.
public final class ReadLog {
    public private(set) var keys: Set<DepKey> = []
    public init() {}
    public func read(_ key: DepKey) { keys.insert(key) }
}

/// Who read what: for every unit the keys its last computation read, and
/// for every key its readers.
public struct Dependencies {
    private var readers: [DepKey: Set<UnitID>] = [:]
    private var reads: [UnitID: Set<DepKey>] = [:]

    public init() {}

    public mutating func record(_ unit: UnitID, reads keys: Set<DepKey>) {
        let old = reads[unit] ?? []
        for k in old.subtracting(keys) {
            readers[k]?.remove(unit)
            if readers[k]?.isEmpty == true { readers[k] = nil }
        }
        for k in keys.subtracting(old) { readers[k, default: []].insert(unit) }
        reads[unit] = keys.isEmpty ? nil : keys
    }

    public mutating func remove(_ unit: UnitID) { record(unit, reads: []) }

    public func readers<S: Sequence>(of keys: S) -> Set<UnitID> where S.Element == DepKey {
        var out: Set<UnitID> = []
        for k in keys { if let r = readers[k] { out.formUnion(r) } }
        return out
    }
}
