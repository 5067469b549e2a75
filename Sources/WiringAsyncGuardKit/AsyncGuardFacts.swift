import WiringAnalysis

/// What one declaration does with AsyncGuardKit, as its syntax says it:
/// each fact is something a rule may report, with the ranges its finding
/// and fix-its point at (indices into `ExtractedFact.ranges`) and the names
/// and numbers its message needs. Whether a fact is reported may depend on
/// the enclosing type (its lifetimes, sets and `deinit`), which the analysis
/// joins in: the facts say nothing about other declarations.
struct AsyncGuardFact: Equatable, Sendable {
    enum Kind: UInt8, Sendable {
        /// An `AsyncTask` chain without `.bind`, `.store` or `.detached`
        /// whose value is lost. ranges: [task name, chain end, `_ = ` or -1];
        /// texts: [local name or ""].
        case taskWithoutLifetime
        /// `.bind(to:)` a lifetime that is a function local or made inline.
        /// ranges: [bind argument, local declaration or -1]; texts: [local name or ""].
        case localLifetime
        /// `.store(in: &set)`. ranges: [set argument]; texts: [set name];
        /// numbers: [1 when the set is a local].
        case store
        /// A bound task whose closure captures self strongly and loops.
        /// ranges: [task name, `{` or -1, each `self` to rewrite…]. Or one
        /// that captures it weakly and unwraps it once before it loops:
        /// ranges: [task name, -1, the unwrap, the loop's keyword];
        /// texts: [the unwrap as written, compact].
        case strongSelf
        /// A `try` whose error the task's closure drops. ranges: [try].
        case errorsDiscarded
        /// `.bind(to:)` in a loop. ranges: [bind name].
        case boundInLoop
        /// `Task { … }` whose value is discarded. ranges: [callee, `{`, call];
        /// numbers: [1 when the closure has its own `in`].
        case plainTask
        /// `retry(attempts: n)` with n ≤ 0. ranges: [value]; numbers: [n].
        case retryAttemptsNonPositive
        /// `retry(…) { op } shouldRetry: { … }`. ranges: [retry name, `)` of
        /// the arguments, first trailing closure, second trailing closure];
        /// texts: [the predicate closure's text].
        case retryTrailingShouldRetry
        /// An operation closure with no `try` or `throw` of its own. ranges: [retry name].
        case retryNonThrowing
        /// ranges: [backoff argument]; numbers: [worst-case milliseconds, attempts];
        /// texts: ["exponential" or "fixed", the delay as written].
        case excessiveBackoff
        /// ranges: [key]; texts: [key text].
        case singleFlightUniqueKey
        /// ranges: [inner key, outer key]; texts: [key text].
        case singleFlightReentrant
        /// ranges: [key]. A key interpolating `self`.
        case singleFlightDescribingKey
        /// A literal key, for `shared-key`. ranges: [key]; texts: [key text,
        /// the operation's compact text].
        case singleFlightKey
        /// `deinit` cancelling these sets or lifetimes. texts: the names.
        case cancelsInDeinit
        /// An unqualified `AnyCancellable` in a file importing Combine and
        /// AsyncGuardKit. ranges: [the name].
        case ambiguousAnyCancellable
        /// `.detached()`: its hover. ranges: [name].
        case detached
        /// A stored `AsyncLifetime` (its declaration, when a type's member).
        case storesLifetime
        /// A stored `Set<AnyCancellable>`.
        case storesCancellables
        /// A function of the same type (or file) called, unqualified or on
        /// `self`, in the operation of a single flight with a literal key:
        /// it joins its own operation when the function single-flights that
        /// key too. ranges: [key, the call's name]; texts: [key text, name].
        case singleFlightCall
    }

    var kind: Kind
    var ranges: [Int] = []
    var numbers: [Int] = []
    var texts: [String] = []

    func range(_ k: Int) -> Int? { k < ranges.count && ranges[k] >= 0 ? ranges[k] : nil }
    func text(_ k: Int) -> String { k < texts.count ? texts[k] : "" }
    func number(_ k: Int) -> Int { k < numbers.count ? numbers[k] : 0 }
}

enum AsyncGuardCoding {
    static func encode(_ facts: [AsyncGuardFact]) -> [UInt8] {
        var w = ByteWriter(capacity: 64)
        w.varint(UInt64(facts.count))
        for f in facts {
            w.byte(f.kind.rawValue)
            w.varint(UInt64(f.ranges.count))
            for r in f.ranges { w.varint(UInt64(bitPattern: Int64(r))) }
            w.varint(UInt64(f.numbers.count))
            for n in f.numbers { w.varint(UInt64(bitPattern: Int64(n))) }
            w.strings(f.texts)
        }
        return w.bytes
    }

    static func decode(_ bytes: [UInt8]) throws -> [AsyncGuardFact] {
        try bytes.withUnsafeBytes { raw in
            var r = ByteReader(raw)
            var out: [AsyncGuardFact] = []
            for _ in 0..<(try r.count(limit: bytes.count)) {
                guard let kind = AsyncGuardFact.Kind(rawValue: try r.byte()) else { throw DecodeError() }
                var f = AsyncGuardFact(kind: kind)
                for _ in 0..<(try r.count(limit: bytes.count)) { f.ranges.append(Int(Int64(bitPattern: try r.varint()))) }
                for _ in 0..<(try r.count(limit: bytes.count)) { f.numbers.append(Int(Int64(bitPattern: try r.varint()))) }
                f.texts = try r.strings()
                out.append(f)
            }
            return out
        }
    }

    struct DecodeError: Error {}

    static func facts(_ fact: LibraryFact?) -> [AsyncGuardFact] {
        guard let fact else { return [] }
        return (try? decode(fact.bytes)) ?? []
    }
}
