import WiringAnalysis

/// Every type and label SafeDI's tree has seen, as small integers, with
/// what the tree asks of a type computed once: its canonical text, the type
/// an `@Instantiated` property of it builds, whether it is an Instantiator.
/// Kept by the analysis across rebuilds (ids never change), so rebuilding
/// the tree compares and hashes integers, not type structures.
final class SafeDITypes {
    private var ids: [TypeDescription: Int32] = [:]
    private(set) var types: [TypeDescription] = []
    private(set) var source: [String] = []
    /// What the tree asks of each type that a bit tells (one table: a new
    /// type is one append, not five).
    private(set) var flags: [Flags] = []
    /// Ids of `asInstantiatedType`, `leastQualified`, `unwrapped`.
    private(set) var instantiated: [Int32] = []
    private(set) var leastQualified: [Int32] = []
    private(set) var unwrapped: [Int32] = []

    struct Flags: OptionSet {
        let rawValue: UInt8
        static let lazy = Flags(rawValue: 1 << 0)
        /// An `ErasedInstantiator<F, B>` (whose `F` the tree checks).
        static let erasedInstantiator = Flags(rawValue: 1 << 1)
        static let optional = Flags(rawValue: 1 << 2)
        /// Some record's nested-name candidate other than the type as
        /// written (`C.T` for a `T` written in `C`): only registering or
        /// unregistering such a type can change a record's normalization.
        static let innerCandidate = Flags(rawValue: 1 << 3)
        /// Interned as a candidate only: no text, flags or derived types
        /// yet (`complete` adds them when the type is interned for itself).
        static let bare = Flags(rawValue: 1 << 4)
    }

    private var labelIDs: [String: Int32] = [:]
    private(set) var labels: [String] = []

    var count: Int { types.count }

    private var propertyIDs: [Int64: Int32] = [:]
    private(set) var propertyLabels: [Int32] = []
    private(set) var propertyTypes: [Int32] = []

    /// A property (label, type) as an id.
    func property(label: Int32, type: Int32) -> Int32 {
        let key = Int64(label) << 32 | Int64(type)
        if let id = propertyIDs[key] { return id }
        let id = Int32(propertyLabels.count)
        propertyIDs[key] = id
        propertyLabels.append(label)
        propertyTypes.append(type)
        return id
    }

    func id(_ t: TypeDescription) -> Int32 {
        let id = interned(t)
        if flags[Int(id)].contains(.bare) { complete(id) }
        return id
    }

    /// The id of `t`, added bare when new: in one lookup of `ids` (a
    /// mutating access through its default inserts the next id).
    private func interned(_ t: TypeDescription) -> Int32 {
        let next = Int32(types.count)
        let id = Self.value(&ids[t, default: next])
        if id == next { appendBare(t) }
        return id
    }

    private static func value(_ v: inout Int32) -> Int32 { v }

    /// A new type with only its identity: what the other tables say of it
    /// is filled in by `complete`.
    private func appendBare(_ t: TypeDescription) {
        let id = Int32(types.count)
        types.append(t)
        source.append("")
        flags.append(.bare)
        instantiated.append(id)
        leastQualified.append(id)
        unwrapped.append(id)
    }

    private func complete(_ id: Int32) {
        let t = types[Int(id)]
        var f = flags[Int(id)].subtracting(.bare)
        if t.isLazy { f.insert(.lazy) }
        if t.erasedInstantiatorArguments != nil { f.insert(.erasedInstantiator) }
        if t.isOptional { f.insert(.optional) }
        flags[Int(id)] = f
        source[Int(id)] = t.asSource
        // derived types are interned too (they may be this one)
        let i = t.asInstantiatedType, l = t.leastQualified, u = t.unwrapped
        instantiated[Int(id)] = i == t ? id : self.id(i)
        leastQualified[Int(id)] = l == t ? id : self.id(l)
        unwrapped[Int(id)] = u == t ? id : self.id(u)
    }

    /// Candidates as ids, all but the last (the type as written, already
    /// interned as `written`) marked. Those are bare when new: a nested
    /// name (`C.T` for a `T` written in `C`) is almost never a type the
    /// workspace declares, and the tree only asks whether it is
    /// registered, which interning it in full (as a record's type does)
    /// comes first for.
    func candidates(_ list: [TypeDescription], written: Int32) -> [Int32] {
        var out: [Int32] = []
        out.reserveCapacity(list.count)
        for t in list.dropLast() {
            let inner = interned(t)
            flags[Int(inner)].insert(.innerCandidate)
            out.append(inner)
        }
        out.append(written)
        return out
    }

    /// Room for about `records` more records' types and labels, so that a
    /// first load does not rehash every type each time the tables double.
    func reserve(records: Int) {
        ids.reserveCapacity(ids.count + records * 6)
        labelIDs.reserveCapacity(labelIDs.count + records * 3)
    }

    /// The id of a type seen before, without adding it (not a bare
    /// candidate's: no record's type, and nothing else is known of it).
    func existing(_ t: TypeDescription) -> Int32? {
        guard let id = ids[t], !flags[Int(id)].contains(.bare) else { return nil }
        return id
    }

    func label(_ s: String) -> Int32 {
        if let id = labelIDs[s] { return id }
        let id = Int32(labels.count)
        labelIDs[s] = id
        labels.append(s)
        return id
    }
}

/// A record's types and dependencies as ids (`SafeDITypes`), with the
/// nested-name candidates normalization picks from: computed once per file
/// change, read by every rebuild of the tree.
struct InternedRecord {
    struct Dependency {
        var label: Int32
        /// The type as written, and where SafeDITool may find it declared
        /// (`C.T`, …, `T`: the first registered one is meant).
        var type: Int32
        var candidates: [Int32]
        /// `fulfilledByType:`'s instantiated type, or -1.
        var fulfillingType: Int32
        /// An alias's fulfilling property (label, type), or -1.
        var aliasLabel: Int32
        var aliasType: Int32
    }

    var concrete: Int32
    var types: [Int32]
    /// Per `fulfillingAdditionalTypes` entry, its candidates (relative to the
    /// concrete type's enclosing type; empty when it has none).
    var typeCandidates: [[Int32]]
    var dependencies: [Dependency]
    /// The hand-written mock's return type, or -1.
    var mockReturn: Int32

    init(_ r: SafeDIRecord, _ t: SafeDITypes) {
        concrete = t.id(r.concrete)
        mockReturn = r.mockReturnType.map(t.id) ?? -1
        types = r.instantiableTypes.map(t.id)
        let parent = r.concrete.enclosingType
        typeCandidates = r.instantiableTypes.indices.dropFirst().map { [types] k in
            parent.map { t.candidates(TypeDescription.nestedCandidates(for: r.instantiableTypes[k], within: $0), written: types[k]) } ?? []
        }
        dependencies = r.dependencies.map { d in
            var fulfilling: Int32 = -1, aliasLabel: Int32 = -1, aliasType: Int32 = -1
            switch d.source {
            case .instantiated(let f?, _): fulfilling = t.id(f.asInstantiatedType)
            case .aliased(let f, _, _):
                aliasLabel = t.label(f.label)
                aliasType = t.id(f.type)
            default: break
            }
            let label = t.label(d.property.label), type = t.id(d.property.type)
            return Dependency(label: label, type: type,
                              candidates: t.candidates(TypeDescription.nestedCandidates(for: d.property.type, within: r.concrete), written: type),
                              fulfillingType: fulfilling, aliasLabel: aliasLabel, aliasType: aliasType)
        }
    }
}
