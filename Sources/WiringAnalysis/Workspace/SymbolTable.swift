import WiringSyntax

/// A declaration in the workspace: a file and an index into its facts.
/// Valid while that file's facts are; derived results keep `Anchor`s
/// (path and identity) instead.
public struct DeclRef: Hashable, Sendable {
    public var file: Int32
    public var index: Int32

    public init(file: Int32, index: Int32) {
        self.file = file
        self.index = index
    }
}

/// One declaration under a name of the symbol table.
public struct SymbolEntry: Sendable {
    public var ref: DeclRef
    public var path: String
    public var id: DeclID
    public var contentHash: UInt64

    /// What a reader of the name depends on: which declaration, with which content.
    public func sameValue(_ o: SymbolEntry) -> Bool { id == o.id && contentHash == o.contentHash && path == o.path }
}

/// The workspace's names, across files: types by simple and qualified name,
/// extensions by the name they extend, and the types and extensions whose
/// inheritance clause names a type. Kept up to date file by file; each update
/// says which names now stand for something else (the keys to recompute).
/// Entries are ordered by path, then by position in the file, so a result
/// never depends on the order files were found or read in.
public struct SymbolTable {
    private(set) var types: [String: [SymbolEntry]] = [:]
    private(set) var extensions: [String: [SymbolEntry]] = [:]
    private(set) var inheritors: [String: [SymbolEntry]] = [:]

    public init() {}

    /// The names a file contributes, by table.
    struct Contribution {
        var types: [(String, SymbolEntry)] = []
        var extensions: [(String, SymbolEntry)] = []
        var inheritors: [(String, SymbolEntry)] = []
    }

    /// `hashes`: the declarations' content hashes, when the contribution is
    /// compared with another (an edit); entries hold 0 without them.
    static func contribution(file: Int32, path: String, facts: FileFacts, qualified: QualifiedNames,
                             hashes: [UInt64]? = nil) -> Contribution {
        var c = Contribution()
        // fields read in place (binding a declaration copies, retains, each of
        // its fields), and lists with room for the usual count
        var typeLike = 0
        for i in facts.decls.indices where facts.decls[i].kind.isTypeLike { typeLike += 1 }
        if typeLike == 0 { return c }
        c.types.reserveCapacity(typeLike + typeLike / 2)
        for i in facts.decls.indices {
            let kind = facts.decls[i].kind
            guard kind.isTypeLike else { continue }
            let e = SymbolEntry(ref: DeclRef(file: file, index: Int32(i)), path: path, id: facts.decls[i].id,
                                contentHash: hashes?[i] ?? 0)
            if kind == .extension {
                TypeNames.forEachSearchKey(facts.decls[i].name) { c.extensions.append(($0, e)) }
            } else {
                c.types.append((facts.decls[i].name, e))
                let q = qualified[i]
                if q != facts.decls[i].name { c.types.append((q, e)) }
            }
            if facts.decls[i].inherits.isEmpty { continue }
            // who inherits a name depends on declarations' headers only: an
            // edit among their members leaves these keys alone
            var header = StableHasher()
            header.combine(kind.rawValue)
            header.combine(facts.decls[i].name)
            header.combine(strings: facts.decls[i].inherits)
            var h = e
            h.contentHash = header.value
            // keys so far: an inheritance clause names a few, a scan beats a set
            let first = c.inheritors.count
            for entry in facts.decls[i].inherits {
                TypeNames.forEachComponent(entry) { part in
                    TypeNames.forEachSearchKey(part) { k in
                        if !c.inheritors[first...].contains(where: { $0.0 == k }) { c.inheritors.append((k, h)) }
                    }
                }
            }
        }
        return c
    }

    static func contribution(of st: FileState) -> Contribution {
        contribution(file: st.id, path: st.path, facts: st.facts, qualified: st.qualifiedNames)
    }

    /// The table of a first set of files, at once, from each file's path and contribution.
    mutating func build(_ files: consuming [(path: String, contribution: Contribution)]) {
        // entries in path order (a bulk load comes sorted already)
        if !files.indices.dropFirst().allSatisfy({ files[$0 - 1].path < files[$0].path }) {
            files.sort { $0.path < $1.path }
        }
        let contributions = (consume files).map(\.contribution)
        // the three tables are independent: each built on its own core, each
        // reading only its own list of every file (no two threads touch one)
        let built = Parallel.map(3, minimum: 2) { table -> [String: [SymbolEntry]] in
            func list(_ f: Int) -> [(String, SymbolEntry)] {
                table == 0 ? contributions[f].types : table == 1 ? contributions[f].extensions : contributions[f].inheritors
            }
            var d: [String: [SymbolEntry]] = [:]
            // room for every entry (at most one key each): a table of tens of
            // thousands of names is then never rehashed while it grows. Not
            // the inheritors: their tens of thousands of entries share a few
            // dozen names, and a table keeps its capacity for good.
            if table < 2 { d.reserveCapacity(contributions.indices.reduce(0) { $0 + list($1).count }) }
            for f in contributions.indices {
                let entries = list(f)
                for k in entries.indices { d[entries[k].0, default: []].append(entries[k].1) }
            }
            return d
        }
        types = built[0]
        extensions = built[1]
        inheritors = built[2]
        Discard.later(consume contributions)
    }

    /// Replaces one file's names (`old` nil: a new file; `new` nil: removed)
    /// and returns the keys whose entries changed.
    mutating func replace(file: Int32, path: String, old: FileState?, new: FileState?) -> Set<DepKey> {
        // both sides with their content hashes: the table's own entries may
        // hold none (a first load's), so the edit compares these two
        let before = old.map { SymbolTable.contribution(file: file, path: path, facts: $0.facts, qualified: $0.qualifiedNames,
                                                        hashes: $0.hashes) } ?? Contribution()
        let after = new.map { SymbolTable.contribution(file: file, path: path, facts: $0.facts, qualified: $0.qualifiedNames,
                                                       hashes: $0.hashes) } ?? Contribution()
        var dirty: Set<DepKey> = []
        SymbolTable.update(&types, .type, path: path, before.types, after.types, &dirty)
        SymbolTable.update(&extensions, .extensions, path: path, before.extensions, after.extensions, &dirty)
        SymbolTable.update(&inheritors, .inheritors, path: path, before.inheritors, after.inheritors, &dirty)
        return dirty
    }

    private static func update(_ table: inout [String: [SymbolEntry]], _ kind: DepKey.Kind, path: String,
                               _ before: [(String, SymbolEntry)], _ after: [(String, SymbolEntry)],
                               _ dirty: inout Set<DepKey>) {
        var newRuns: [String: [SymbolEntry]] = [:]
        for (k, e) in after { newRuns[k, default: []].append(e) }
        var oldRuns: [String: [SymbolEntry]] = [:]
        for (k, e) in before { oldRuns[k, default: []].append(e) }
        var keys = Set(newRuns.keys)
        for k in oldRuns.keys { keys.insert(k) }
        for k in keys {
            // taken out of the table so that the edits below do not copy it
            var list = table.removeValue(forKey: k) ?? []
            // this file's entries are one run, in path order
            let lo = lowerBound(list, path)
            var hi = lo
            while hi < list.count && list[hi].path == path { hi += 1 }
            let run = newRuns[k] ?? []
            // the run before, as the old facts make it (with hashes): the
            // same entries as the table's, which may have none
            let was = oldRuns[k] ?? []
            let changed = was.count != run.count || zip(was, run).contains { !$0.sameValue($1) }
            list.replaceSubrange(lo..<hi, with: run)
            if changed { dirty.insert(DepKey(kind, k)) }
            if !list.isEmpty { table[k] = list }
        }
    }

    private static func lowerBound(_ list: [SymbolEntry], _ path: String) -> Int {
        var lo = 0, hi = list.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if list[mid].path < path { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    // MARK: - Reading (each read is recorded)

    /// Types named `written` as written (`Outer.Inner`, `Module.T`, `T<Int>`):
    /// by the whole name, else by its last component.
    public func lookupTypes(_ written: String, _ log: ReadLog) -> [SymbolEntry] {
        let name = TypeNames.strip(written)
        log.read(DepKey(.type, name))
        if let hit = types[name] { return hit }
        if let last = name.textAfterLastDot {
            log.read(DepKey(.type, last))
            if let hit = types[last] { return hit }
        }
        return []
    }

    /// Extensions whose extended name is `key` (stripped) or ends with it.
    public func extensions(named key: String, _ log: ReadLog) -> [SymbolEntry] {
        log.read(DepKey(.extensions, key))
        return extensions[key] ?? []
    }

    /// Types and extensions whose inheritance clause names `key` (or a
    /// qualified name ending with it).
    public func inheritors(named key: String, _ log: ReadLog) -> [SymbolEntry] {
        log.read(DepKey(.inheritors, key))
        return inheritors[key] ?? []
    }
}

/// Type text helpers: `Service&Sendable` → parts; `Base<Int>?` → `Base`.
public enum TypeNames {
    public static func components(_ text: String) -> [String] {
        var parts: [String] = []
        forEachComponent(text) { parts.append($0) }
        return parts
    }

    public static func strip(_ text: String) -> String {
        // the common case: a plain name
        if let f = text.utf8.first, f != UInt8(ascii: "a") && f != UInt8(ascii: "s"), !Self.hasGenericOrOptionalMark(text) {
            return text
        }
        var s = Substring(text)
        // `any P` as type text writes it; `anyP` as compact text glues it
        for p in ["any", "some"] where s.hasPrefix(p) && s.count > p.count {
            let next = s[s.index(s.startIndex, offsetBy: p.count)]
            if next == " " { s = s.dropFirst(p.count + 1) } else if next.isUppercase { s = s.dropFirst(p.count) }
        }
        if let lt = s.firstIndex(of: "<") { s = s[..<lt] }
        while let l = s.last, l == "?" || l == "!" { s = s.dropLast() }
        return String(s)
    }

    /// Whether `<`, `?` or `!` is in the text: read through its buffer (the
    /// generic walk over its UTF-8 costs several times more, for a check
    /// every declaration's inheritance makes).
    private static func hasGenericOrOptionalMark(_ text: String) -> Bool {
        func mark(_ b: UInt8) -> Bool { b == UInt8(ascii: "<") || b == UInt8(ascii: "?") || b == UInt8(ascii: "!") }
        return text.utf8.withContiguousStorageIfAvailable { $0.contains(where: mark) } ?? text.utf8.contains(where: mark)
    }

    /// The keys a written name is indexed under, each in turn: the stripped
    /// name and, for a dotted name, its last component.
    @inline(__always)
    static func forEachSearchKey(_ written: String, _ body: (String) -> Void) {
        let name = strip(written)
        if let last = name.textAfterLastDot {
            body(name)
            if last != name && !last.isEmpty { body(last) }
            return
        }
        body(name)
    }

    /// `components` without a list: each part in turn.
    @inline(__always)
    static func forEachComponent(_ text: String, _ body: (String) -> Void) {
        if !text.utf8.contains(UInt8(ascii: "&")) { return body(strip(text)) }
        for part in text.split(separator: "&") { body(strip(String(part))) }
    }
}
