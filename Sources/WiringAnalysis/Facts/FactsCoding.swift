import WiringSyntax

/// The binary form of a file's facts and anchors: what the index stores,
/// one blob per file. Varint-encoded, strings as length + UTF-8, anchors
/// as raw little-endian Int32 runs; decoding checks every bound and throws
/// on a blob that is cut or foreign (the engine then parses the file).
public enum FactsCoding {
    private static let magic: [UInt8] = [0x57, 0x46]  // "WF"

    public struct Corrupt: Error, CustomStringConvertible {
        public init() {}
        public var description: String { "facts blob is cut or not in this format" }
    }

    /// `version`: the extractor's `formatVersion` (a blob of another is not read).
    public static func encode(_ facts: FileFacts, _ anchors: FileAnchors, version: Int) -> [UInt8] {
        var w = ByteWriter(capacity: facts.decls.count * 96 + anchors.declValues.count * 4 + 64)
        for b in magic { w.byte(b) }
        w.varint(UInt64(version))
        w.varint(UInt64(facts.decls.count))
        // each element passed borrowed, through the buffer: `for d in decls`
        // (or a subscripted element) would copy (retain) every field
        facts.decls.withUnsafeBufferPointer { decls in for i in decls.indices { writeDecl(decls.baseAddress! + i, &w) } }
        w.varint(UInt64(facts.calls.count))
        facts.calls.withUnsafeBufferPointer { calls in for i in calls.indices { writeCall(calls[i], &w) } }
        w.varint(UInt64(facts.localCalls.count))
        facts.localCalls.withUnsafeBufferPointer { calls in for i in calls.indices { writeLocalCall(calls[i], &w) } }
        w.strings(facts.markers)
        w.strings(facts.imports)
        w.strings(facts.exportedImports)
        w.strings(facts.fileMacros)
        for a in facts.fileMacroArguments { w.arguments(a) }
        w.varint(UInt64(facts.libraryFacts.count))
        for f in facts.libraryFacts {
            w.byte(f.library)
            w.bytes(f.bytes)
        }
        w.varint(UInt64(facts.tuplePatterns.count))
        for t in facts.tuplePatterns {
            w.varint(UInt64(t.parent + 1))
            w.varint(UInt64(t.position))
            w.string(t.text)
            w.optional(t.type)
            w.strings(t.attributes)
            w.strings(Array(t.modifiers))
            w.bool(t.hasInitializer)
            w.bool(t.hasBody)
        }
        var lists = anchors
        lists.forEachList { w.packed($0) }
        w.fixed64(anchors.textHash)
        let s = anchors.suppressions
        w.varint(UInt64(s.directives.count))
        for d in s.directives {
            w.byte(d.scope.rawValue)
            w.string(d.kind)
            w.range(d.kindRange)
            w.varint(UInt64(d.line))
            w.range(d.range)
            w.bool(d.ownLine)
            w.varint(UInt64(d.ids.count))
            for id in d.ids {
                w.string(id.name)
                w.range(id.range)
            }
        }
        return w.bytes
    }

    public static func decode(_ blob: [UInt8], version: Int) throws -> (FileFacts, FileAnchors) {
        try blob.withUnsafeBytes { raw in
            var r = ByteReader(raw)
            guard try r.byte() == magic[0], try r.byte() == magic[1], try r.varint() == UInt64(version) else {
                throw Corrupt()
            }
            var facts = FileFacts()
            let n = try r.count(limit: blob.count)
            facts.decls.reserveCapacity(n)
            for _ in 0..<n {
                let kind = try kindFromCode(r.byte())
                let parent = Int32(try r.varint()) - 1
                let subtreeEnd = Int32(try r.varint())
                var d = DeclFact(kind: kind, name: "", parent: parent, subtreeEnd: subtreeEnd,
                                 id: DeclID(try r.fixed64()))
                let c0 = Int32(try r.varint()), c1 = Int32(try r.varint())
                let l0 = Int32(try r.varint()), l1 = Int32(try r.varint())
                let f0 = Int32(try r.varint()), f1 = Int32(try r.varint())
                guard c0 <= c1, l0 <= l1, f0 <= f1 else { throw Corrupt() }
                d.calls = c0..<c1
                d.localCalls = l0..<l1
                d.libraryFacts = f0..<f1
                try readOwn(&d, &r)
                facts.decls.append(d)
            }
            let nc = try r.count(limit: blob.count)
            facts.calls.reserveCapacity(nc)
            for _ in 0..<nc { facts.calls.append(try readCall(&r)) }
            let nl = try r.count(limit: blob.count)
            for _ in 0..<nl { facts.localCalls.append(try readLocalCall(&r)) }
            facts.markers = try r.strings()
            facts.imports = try r.strings()
            facts.exportedImports = try r.strings()
            facts.fileMacros = try r.strings()
            for _ in facts.fileMacros { facts.fileMacroArguments.append(try r.arguments()) }
            for _ in 0..<(try r.count(limit: blob.count)) {
                facts.libraryFacts.append(LibraryFact(library: try r.byte(), bytes: try r.bytes()))
            }
            for _ in 0..<(try r.count(limit: blob.count)) {
                let parent = Int32(try r.count(limit: Int(Int32.max))) - 1
                let position = Int32(try r.count(limit: Int(Int32.max)))
                facts.tuplePatterns.append(TuplePatternFact(
                    parent: parent, position: position, text: try r.string(), type: try r.optional(),
                    attributes: try r.strings(), modifiers: Modifiers(try r.strings()), hasInitializer: try r.bool(),
                    hasBody: try r.bool()))
            }
            var anchors = FileAnchors()
            try anchors.forEachList { $0 = try r.packed() }
            anchors.textHash = try r.fixed64()
            var s = Suppressions()
            for _ in 0..<(try r.count(limit: blob.count)) {
                guard let scope = Suppressions.Directive.Scope(rawValue: try r.byte()) else { throw Corrupt() }
                let kind = try r.string(), kindRange = try r.range()
                let line = try r.count(limit: Int(Int32.max)), range = try r.range()
                let ownLine = try r.bool()
                var ids: [Suppressions.Directive.ID] = []
                for _ in 0..<(try r.count(limit: blob.count)) {
                    ids.append(Suppressions.Directive.ID(name: try r.string(), range: try r.range()))
                }
                s.directives.append(Suppressions.Directive(scope: scope, kind: kind, kindRange: kindRange, line: line, range: range,
                                                           ownLine: ownLine, ids: ids))
            }
            anchors.suppressions = s
            guard r.atEnd, isConsistent(facts, anchors) else { throw Corrupt() }
            return (facts, anchors)
        }
    }

    private static func writeDecl(_ d: UnsafePointer<DeclFact>, _ w: inout ByteWriter) {
        w.byte(kindCode(d.pointee.kind))
        w.varint(UInt64(d.pointee.parent + 1))
        w.varint(UInt64(d.pointee.subtreeEnd))
        w.fixed64(d.pointee.id.value)
        w.varint(UInt64(d.pointee.calls.lowerBound))
        w.varint(UInt64(d.pointee.calls.upperBound))
        w.varint(UInt64(d.pointee.localCalls.lowerBound))
        w.varint(UInt64(d.pointee.localCalls.upperBound))
        w.varint(UInt64(d.pointee.libraryFacts.lowerBound))
        w.varint(UInt64(d.pointee.libraryFacts.upperBound))
        writeOwn(d, &w)
    }

    /// The structural invariants the analysis relies on (indices in range).
    static func isConsistent(_ f: FileFacts, _ a: FileAnchors) -> Bool {
        let n = Int32(f.decls.count)
        guard a.declStarts.count == f.decls.count, a.callValues.count == 4 * f.calls.count,
              a.localCallValues.count == 4 * f.localCalls.count,
              a.fileMacroValues.count == 2 * f.fileMacros.count,
              a.libraryStarts.count == f.libraryFacts.count,
              a.libraryStarts.allSatisfy({ $0 >= 0 && Int($0) <= a.libraryValues.count }) else { return false }
        // by index: `for d in decls` copies each declaration (and retains its every field)
        let decls = f.decls
        for i in decls.indices {
            let parent = decls[i].parent, subtreeEnd = decls[i].subtreeEnd
            guard parent < Int32(i), subtreeEnd > Int32(i), subtreeEnd <= n,
                  decls[i].calls.upperBound <= Int32(f.calls.count), decls[i].localCalls.upperBound <= Int32(f.localCalls.count),
                  decls[i].libraryFacts.upperBound <= Int32(f.libraryFacts.count),
                  a.declStarts[i] >= 0, Int(a.declStarts[i]) <= a.declValues.count else { return false }
            if parent >= 0 && decls[Int(parent)].subtreeEnd < subtreeEnd { return false }
        }
        for t in f.tuplePatterns where t.parent >= n || t.position > n || t.position <= t.parent { return false }
        return true
    }

    /// What a declaration's content hash covers: its own facts and its
    /// calls (every field the blob stores, identity and positions aside).
    static func hashOwnFacts(_ facts: FileFacts, decl i: Int, into h: inout StableHasher) {
        // through the buffer, the element's address: a subscripted array
        // element (or one bound to a name) would be copied, every field retained
        facts.decls.withUnsafeBufferPointer { decls in
            let d = decls.baseAddress! + i
            hashOwn(d, into: &h)
            hashCalls(facts, calls: d.pointee.calls, localCalls: d.pointee.localCalls, libraryFacts: d.pointee.libraryFacts, into: &h)
        }
    }

    private static func hashOwn(_ d: UnsafePointer<DeclFact>, into h: inout StableHasher) {
        h.combine(kindCode(d.pointee.kind))
        walkOwn(d, into: &h)
    }

    /// A declaration's own fields, in the blob's order, into a hasher or a
    /// writer: the content hash covers exactly the fields the blob stores.
    /// Each is read through the pointer (the declaration is not copied) and
    /// lists are borrowed through their buffers.
    private static func walkOwn<Sink: FactSink>(_ d: UnsafePointer<DeclFact>, into out: inout Sink) {
        out.string(d.pointee.name)
        out.number(UInt64(d.pointee.flags.rawValue))
        out.count(d.pointee.attributes.count)
        d.pointee.attributes.withUnsafeBufferPointer { attributes in
            for a in attributes.indices {
                out.string(attributes[a].name)
                // its flags: an argument clause (1), written inside an `#if` (2)
                out.number((attributes[a].hasArgumentClause ? 1 : 0) | (attributes[a].isConditional ? 2 : 0))
                out.arguments(attributes[a].arguments)
            }
        }
        out.count(d.pointee.modifiers.count)
        for m in d.pointee.modifiers { out.string(m) }
        out.strings(d.pointee.inherits)
        out.strings(d.pointee.inheritsWritten)
        out.count(d.pointee.params.count)
        d.pointee.params.withUnsafeBufferPointer { params in
            for p in params.indices {
                out.string(params[p].label)
                out.string(params[p].name)
                out.string(params[p].type)
                out.bool(params[p].hasDefault)
                out.strings(params[p].attributes)
            }
        }
        // returnType, type, annotatedTypeName, constructedTypeName,
        // initializer, throwsClause, throwsClauseCompact, aliasedType
        d.pointee.details.walk(slots: 8, into: &out)
    }

    private static func hashCalls(_ facts: FileFacts, calls: Range<Int32>, localCalls: Range<Int32>, libraryFacts: Range<Int32>,
                                  into h: inout StableHasher) {
        facts.calls.withUnsafeBufferPointer { all in
            for k in Int(calls.lowerBound)..<Int(calls.upperBound) {
                h.combine(all[k].name)
                h.combine(strings: all[k].receiverPath)
                h.combine(all[k].hasCallReceiver)
                h.combine(UInt64(all[k].flags))
                h.combine(all[k].text)
                h.combine(arguments: all[k].arguments)
                h.combine(Int(all[k].order))
            }
        }
        facts.localCalls.withUnsafeBufferPointer { all in
            for k in Int(localCalls.lowerBound)..<Int(localCalls.upperBound) {
                h.combine(all[k].name)
                h.combine(strings: all[k].receiverPath)
                h.combine(all[k].inSpawnedTask)
                h.combine(Int(all[k].order))
            }
        }
        facts.libraryFacts.withUnsafeBufferPointer { all in
            for k in Int(libraryFacts.lowerBound)..<Int(libraryFacts.upperBound) {
                h.combine(UInt64(all[k].library))
                all[k].bytes.withUnsafeBytes { h.combine(bytes: $0) }
            }
        }
    }

    // MARK: - Parts

    private static func writeOwn(_ d: UnsafePointer<DeclFact>, _ w: inout ByteWriter) { walkOwn(d, into: &w) }

    private static func readOwn(_ d: inout DeclFact, _ r: inout ByteReader) throws {
        d.name = try r.string()
        d.flags = DeclFlags(rawValue: UInt16(truncatingIfNeeded: try r.varint()))
        let na = try r.count(limit: 1 << 20)
        d.attributes.reserveCapacity(na)
        for _ in 0..<na {
            let name = try r.string()
            let flags = try r.varint()
            d.attributes.append(AttributeFact(name: name, arguments: try r.arguments(), hasArgumentClause: flags & 1 != 0,
                                              isConditional: flags & 2 != 0))
        }
        d.modifiers = Modifiers(try r.strings())
        d.inherits = try r.strings()
        d.inheritsWritten = try r.strings()
        let np = try r.count(limit: 1 << 20)
        for _ in 0..<np {
            d.params.append(ParamFact(label: try r.string(), name: try r.string(), type: try r.string(),
                                      hasDefault: try r.bool(), attributes: try r.strings()))
        }
        d.returnType = try r.optional()
        d.type = try r.optional()
        d.annotatedTypeName = try r.optional()
        d.constructedTypeName = try r.optional()
        d.initializer = try r.optional()
        d.throwsClause = try r.optional()
        d.throwsClauseCompact = try r.optional()
        d.aliasedType = try r.optional()
    }

    private static func writeCall(_ c: CallFact, _ w: inout ByteWriter) {
        w.string(c.name)
        w.strings(c.receiverPath)
        w.bool(c.hasCallReceiver)
        w.varint(UInt64(c.flags))
        w.string(c.text)
        w.arguments(c.arguments)
        w.varint(UInt64(c.order))
    }

    private static func readCall(_ r: inout ByteReader) throws -> CallFact {
        let name = try r.string(), path = try r.strings(), hasReceiver = try r.bool()
        let flags = UInt16(truncatingIfNeeded: try r.varint())
        let text = try r.string()
        return CallFact(name: name, receiverPath: path, hasCallReceiver: hasReceiver, flags: flags, text: text,
                        arguments: try r.arguments(), order: Int32(truncatingIfNeeded: try r.varint()))
    }

    private static func writeLocalCall(_ c: LocalCallFact, _ w: inout ByteWriter) {
        w.string(c.name)
        w.strings(c.receiverPath)
        w.bool(c.inSpawnedTask)
        w.varint(UInt64(c.order))
    }

    private static func readLocalCall(_ r: inout ByteReader) throws -> LocalCallFact {
        LocalCallFact(name: try r.string(), receiverPath: try r.strings(), inSpawnedTask: try r.bool(),
                      order: Int32(truncatingIfNeeded: try r.varint()))
    }

    private static let kinds = DeclKind.allCases

    static func kindCode(_ k: DeclKind) -> UInt8 {
        switch k {
        case .class: return 0
        case .struct: return 1
        case .actor: return 2
        case .enum: return 3
        case .protocol: return 4
        case .extension: return 5
        case .func: return 6
        case .`init`: return 7
        case .deinit: return 8
        case .subscript: return 9
        case .var: return 10
        case .let: return 11
        case .case: return 12
        case .typealias: return 13
        case .associatedtype: return 14
        case .macro: return 15
        }
    }

    static func kindFromCode(_ c: UInt8) throws -> DeclKind {
        guard Int(c) < kinds.count else { throw Corrupt() }
        return kinds[Int(c)]
    }
}

/// Appends to a growing byte buffer: one bounds check per write, not one
/// per byte (an `[UInt8]` appended to byte by byte checks uniqueness and
/// capacity every time, which made encoding a third of indexing's cost).
/// Libraries encode their own facts with it (`ExtractedFact.bytes`).
public struct ByteWriter {
    private final class Storage {
        var base: UnsafeMutablePointer<UInt8>
        var capacity: Int
        var count = 0

        init(capacity: Int) {
            self.capacity = max(64, capacity)
            base = .allocate(capacity: self.capacity)
        }

        deinit { base.deallocate() }

        @inline(__always)
        func reserve(_ n: Int) {
            guard count + n > capacity else { return }
            var c = capacity * 2
            while c < count + n { c *= 2 }
            let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: c)
            grown.update(from: base, count: count)
            base.deallocate()
            base = grown
            capacity = c
        }
    }

    private let storage: Storage

    public init(capacity: Int = 256) { storage = Storage(capacity: capacity) }

    /// What was written.
    public var bytes: [UInt8] { Array(UnsafeBufferPointer(start: storage.base, count: storage.count)) }

    @inline(__always)
    mutating func append(_ raw: UnsafeRawBufferPointer) {
        guard raw.count > 0 else { return }
        storage.reserve(raw.count)
        UnsafeMutableRawPointer(storage.base + storage.count).copyMemory(from: raw.baseAddress!, byteCount: raw.count)
        storage.count += raw.count
    }

    @inline(__always)
    public mutating func byte(_ b: UInt8) {
        storage.reserve(1)
        storage.base[storage.count] = b
        storage.count += 1
    }

    @inline(__always)
    public mutating func bool(_ b: Bool) { byte(b ? 1 : 0) }

    @inline(__always)
    public mutating func varint(_ v: UInt64) {
        storage.reserve(10)
        var v = v
        var at = storage.count
        while v >= 0x80 {
            storage.base[at] = UInt8(truncatingIfNeeded: v) | 0x80
            v >>= 7
            at += 1
        }
        storage.base[at] = UInt8(v)
        storage.count = at + 1
    }

    @inline(__always)
    public mutating func fixed64(_ v: UInt64) {
        var le = v.littleEndian
        withUnsafeBytes(of: &le) { append($0) }
    }

    @inline(__always)
    public mutating func string(_ s: String) {
        // borrowed: no copy of the string (and no retain) when its bytes are contiguous, as ours are
        if s.utf8.withContiguousStorageIfAvailable({ (u: UnsafeBufferPointer<UInt8>) -> Void in
            varint(UInt64(u.count))
            append(UnsafeRawBufferPointer(u))
        }) != nil { return }
        var s = s
        s.withUTF8 { u in
            varint(UInt64(u.count))
            append(UnsafeRawBufferPointer(u))
        }
    }

    @inline(__always)
    public mutating func optional(_ s: String?) {
        if let s {
            byte(1)
            string(s)
        } else {
            byte(0)
        }
    }

    public mutating func strings(_ list: [String]) {
        varint(UInt64(list.count))
        list.withUnsafeBufferPointer { list in for s in list.indices { string(list[s]) } }
    }

    /// Length-prefixed raw bytes.
    public mutating func bytes(_ b: [UInt8]) {
        varint(UInt64(b.count))
        b.withUnsafeBytes { append($0) }
    }

    mutating func arguments(_ list: [ArgumentFact]) {
        varint(UInt64(list.count))
        list.withUnsafeBufferPointer { list in
            for a in list.indices {
                optional(list[a].label)
                string(list[a].text)
            }
        }
    }

    mutating func idSet(_ ids: Set<String>?) {
        guard let ids else { return byte(0) }
        byte(1)
        strings(ids.sorted())
    }

    /// A file's packed offsets and indices: the count, then the width (2 or
    /// 4) and the values as memory holds them.
    mutating func packed(_ list: PackedInts) {
        varint(UInt64(list.count))
        guard !list.isEmpty else { return }
        list.withStorage { width, bytes in
            byte(UInt8(width))
            append(bytes)
        }
    }
}

/// Reads what a `ByteWriter` wrote, checking every bound: a cut or
/// foreign buffer throws `FactsCoding.Corrupt`.
public struct ByteReader {
    let raw: UnsafeRawBufferPointer
    var at = 0
    /// The strings read so far that live on the heap (longer than 15
    /// bytes), each kept once: a file names the same types over and over,
    /// and every file's facts stay in memory.
    private var longStrings: Set<String> = []

    public init(_ raw: UnsafeRawBufferPointer) { self.raw = raw }

    public var atEnd: Bool { at == raw.count }

    public mutating func byte() throws -> UInt8 {
        guard at < raw.count else { throw FactsCoding.Corrupt() }
        defer { at += 1 }
        return raw[at]
    }

    public mutating func bool() throws -> Bool {
        switch try byte() {
        case 0: return false
        case 1: return true
        default: throw FactsCoding.Corrupt()
        }
    }

    public mutating func varint() throws -> UInt64 {
        var v: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let b = try byte()
            v |= UInt64(b & 0x7F) << shift
            if b < 0x80 { return v }
            shift += 7
            if shift > 63 { throw FactsCoding.Corrupt() }
        }
    }

    /// A count that cannot exceed what the blob could hold.
    public mutating func count(limit: Int) throws -> Int {
        let v = try varint()
        guard v <= UInt64(limit) else { throw FactsCoding.Corrupt() }
        return Int(v)
    }

    public mutating func fixed64() throws -> UInt64 {
        guard at + 8 <= raw.count else { throw FactsCoding.Corrupt() }
        defer { at += 8 }
        return UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: at, as: UInt64.self))
    }

    public mutating func string() throws -> String {
        let n = try count(limit: raw.count)
        guard at + n <= raw.count else { throw FactsCoding.Corrupt() }
        defer { at += n }
        let s = String(decoding: UnsafeRawBufferPointer(rebasing: raw[at..<(at + n)]), as: UTF8.self)
        return n > 15 ? longStrings.insert(s).memberAfterInsert : s
    }

    public mutating func optional() throws -> String? { try bool() ? try string() : nil }

    public mutating func strings() throws -> [String] {
        let n = try count(limit: raw.count)
        var out: [String] = []
        out.reserveCapacity(n)
        for _ in 0..<n { out.append(try string()) }
        return out
    }

    public mutating func bytes() throws -> [UInt8] {
        let n = try count(limit: raw.count)
        guard at + n <= raw.count else { throw FactsCoding.Corrupt() }
        defer { at += n }
        return Array(UnsafeRawBufferPointer(rebasing: raw[at..<(at + n)]))
    }

    mutating func arguments() throws -> [ArgumentFact] {
        let n = try count(limit: raw.count)
        var out: [ArgumentFact] = []
        for _ in 0..<n { out.append(ArgumentFact(label: try optional(), text: try string())) }
        return out
    }

    mutating func idSet() throws -> Set<String>? { try bool() ? Set(try strings()) : nil }

    mutating func packed() throws -> PackedInts {
        let n = try count(limit: raw.count / 2)
        guard n > 0 else { return PackedInts() }
        let width = Int(try byte())
        guard width == 2 || width == 4, at + width * n <= raw.count,
              let list = PackedInts(width: width, count: n, bytes: UnsafeRawBufferPointer(rebasing: raw[at..<(at + width * n)]))
        else { throw FactsCoding.Corrupt() }
        at += width * n
        return list
    }
}

/// Where `FactsCoding.walkOwn` puts a declaration's fields: the content
/// hash or the blob.
protocol FactSink {
    mutating func string(_ s: String)
    mutating func optional(_ s: String?)
    mutating func strings(_ list: [String])
    mutating func arguments(_ list: [ArgumentFact])
    mutating func bool(_ b: Bool)
    /// A list's length.
    mutating func count(_ n: Int)
    mutating func number(_ v: UInt64)
}

extension StableHasher: FactSink {
    mutating func string(_ s: String) { combine(s) }
    mutating func optional(_ s: String?) { combine(optional: s) }
    mutating func strings(_ list: [String]) { combine(strings: list) }
    mutating func arguments(_ list: [ArgumentFact]) { combine(arguments: list) }
    mutating func bool(_ b: Bool) { combine(b) }
    mutating func count(_ n: Int) { combine(n) }
    mutating func number(_ v: UInt64) { combine(v) }
}

extension ByteWriter: FactSink {
    mutating func count(_ n: Int) { varint(UInt64(n)) }
    mutating func number(_ v: UInt64) { varint(v) }
}

extension FileFacts {
    /// Each declaration's content hash: its own facts and calls, and its
    /// members' hashes in order (its subtree). What another file's results
    /// depend on when they read a declaration; made when a reader compares
    /// two versions of a file (an edit), never for a first load, which
    /// compares nothing.
    public func contentHashes() -> [UInt64] { subtreeHashes(0..<decls.count) }

    /// One declaration's content hash, as `contentHashes()` makes it: only
    /// its subtree is hashed.
    public func contentHash(of i: Int) -> UInt64 { subtreeHashes(i..<Int(decls[i].subtreeEnd))[0] }

    /// The hashes of the declarations in `range`, a whole subtree or the
    /// whole file, by place in it: members before their parent, whose hash
    /// covers theirs.
    private func subtreeHashes(_ range: Range<Int>) -> [UInt64] {
        let base = range.lowerBound
        var hashes = [UInt64](repeating: 0, count: range.count)
        // the subtree ends apart: reading one through the array copied the declaration
        let ends = decls[range].map(\.subtreeEnd)
        var i = range.count - 1
        while i >= 0 {
            var h = StableHasher()
            FactsCoding.hashOwnFacts(self, decl: base + i, into: &h)
            var member = i + 1
            while member < Int(ends[i]) - base {
                h.combine(hashes[member])
                member = Int(ends[member]) - base
            }
            hashes[i] = h.value
            i -= 1
        }
        return hashes
    }
}
