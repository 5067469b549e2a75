import WiringAnalysis
import WiringSyntax

/// What Initializable's macros do to one file: they read nothing but the
/// declaration they are attached to and its enclosing declarations, so
/// this is a function of the file's facts alone. The
/// events are the macros' own errors, in their check order; stamps are the
/// members an auto macro gives `@WaitForInit`; injections the functions
/// whose body macro expands (they wait for the gate).
struct MacroSimulation {
    let path: String
    let facts: FileFacts
    private(set) var events: [ParityEvent] = []
    private var eventsByFunc: [Int32: [Int]] = [:]
    /// Function index → the auto attribute that stamps it.
    private(set) var stamps: [Int32: Stamp] = [:]
    /// Function index → its body macro's expansion.
    private(set) var injections: [Int32: Injection] = [:]
    /// Functions and initializers carrying an Initializable attribute.
    private(set) var functions: [Int32] = []
    /// Whether any declaration of the file carries one of the macros.
    private(set) var usesMacros = false

    init(_ st: FileState) {
        path = st.path
        facts = st.facts
        // every macro is an attribute: most files have none of them
        guard st.hasAttribute(named: { InitNames.macro(named: $0) != nil }) else { return }
        usesMacros = true
        // by index: `for d in decls` would copy every declaration's fields
        let decls = facts.decls
        for i in decls.indices where decls[i].kind == .func || decls[i].kind == .`init` {
            if decls[i].attributes.contains(where: { InitNames.macro(of: $0) != nil }) { functions.append(Int32(i)) }
        }
        // member-attribute macros first: they stamp what the body macros expand
        for i in decls.indices where decls[i].kind.isTypeLike && decls[i].kind != .extension { simulateAuto(on: i) }
        for i in decls.indices where decls[i].kind == .extension { simulateAuto(on: i) }
        for f in functions {
            let attributes = decls[Int(f)].attributes
            for k in attributes.indices {
                switch InitNames.macro(of: attributes[k]) {
                case InitNames.waitFor?: simulateBody(f, throwing: false, attribute: k, stampedBy: nil)
                case InitNames.waitForThrowing?: simulateBody(f, throwing: true, attribute: k, stampedBy: nil)
                case InitNames.skip?: simulateSkip(f, attribute: k)
                default: break
                }
            }
        }
    }

    func decl(_ i: Int32) -> DeclFact { facts.decls[Int(i)] }

    func events(of f: Int32) -> [ParityEvent] { (eventsByFunc[f] ?? []).map { events[$0] } }

    private mutating func record(_ e: ParityEvent) {
        if let f = e.function { eventsByFunc[f, default: []].append(events.count) }
        events.append(e)
    }

    /// Function and initializer members of a type-like declaration.
    func memberFunctions(of t: Int32) -> [Int32] {
        facts.members(of: Int(t)).filter {
            facts.decls[$0].kind == .func || facts.decls[$0].kind == .`init`
        }.map { Int32($0) }
    }

    /// `@AutoAwaitInit` / `@AutoAwaitThrowingInit`: once per function member
    /// of the attached declaration's own member block.
    private mutating func simulateAuto(on t: Int) {
        // most types carry neither macro: known before copying the declaration
        guard facts.decls[t].attributes.contains(where: {
            let m = InitNames.macro(of: $0)
            return m == InitNames.autoAwait || m == InitNames.autoAwaitThrowing
        }) else { return }
        let td = facts.decls[t]
        for (k, attr) in td.attributes.enumerated() {
            let throwing: Bool
            switch InitNames.macro(of: attr) {
            case InitNames.autoAwait?: throwing = false
            case InitNames.autoAwaitThrowing?: throwing = true
            default: continue
            }
            var reportedNotConforming = false
            let excluded: Set<String> = throwing ? ["markInitialized", "markFailed", "awaitInitialized"]
                                                 : ["markInitialized", "awaitInitialized"]
            for f in memberFunctions(of: Int32(t)) where facts.decls[Int(f)].kind == .func {
                let m = decl(f)
                // 1. only functions, minus the protocol's own names
                if excluded.contains(m.name) { continue }
                // 2. conformance: the exact text in the attached declaration's own clause
                guard td.clauseNames(InitNames.requiredProtocol(throwing: throwing)) else {
                    // the macro reports once per member; Wiring collapses them
                    if !reportedNotConforming {
                        reportedNotConforming = true
                        record(ParityEvent(kind: .autoNotConforming(throwing: throwing),
                                           anchor: .attribute(k), anchorDecl: Int32(t), attribute: k,
                                           function: nil, type: Int32(t)))
                    }
                    continue
                }
                // 3. a hand-written WaitFor attribute (exact name text), before any signature check
                if let dup = m.attributes.firstIndex(where: { $0.name == InitNames.waitFor || $0.name == InitNames.waitForThrowing }) {
                    record(ParityEvent(kind: .duplicate(throwingAuto: throwing,
                                                        throwingWait: m.attributes[dup].name == InitNames.waitForThrowing),
                                       anchor: .attribute(dup), anchorDecl: f, attribute: dup, function: f,
                                       type: Int32(t)))
                    continue
                }
                let skipped = m.attributes.contains { $0.name == InitNames.skip }
                let isAsync = m.isAsync, isThrows = m.isThrows
                if !throwing {
                    // 4. sync → nothing; 5. @SkipInit → nothing; 6. stamp
                    if !isAsync || skipped { continue }
                } else {
                    // @SkipInit is checked before the signature
                    if skipped { continue }
                    if isAsync && !isThrows {
                        record(ParityEvent(kind: .autoRequiresThrows, anchor: .keyword, anchorDecl: f, attribute: nil,
                                           function: f, type: Int32(t)))
                        continue
                    }
                    if !(isAsync && isThrows) { continue }
                }
                stamps[f] = Stamp(type: Int32(t), attribute: k, throwing: throwing)
                simulateBody(f, throwing: throwing, attribute: nil, stampedBy: Stamp(type: Int32(t), attribute: k, throwing: throwing))
            }
        }
    }

    /// `@WaitForInit` / `@WaitForThrowingInit` (written, or stamped by an
    /// auto macro, then anchored on the member's `func`).
    private mutating func simulateBody(_ f: Int32, throwing: Bool, attribute: Int?, stampedBy: Stamp?) {
        let d = decl(f)
        // 1. functions with a body only (initializers: silently ignored)
        guard d.kind == .func, d.hasBody else { return }
        let role: AnchorRole = attribute.map { .attribute($0) } ?? .keyword
        func report(_ kind: ParityEvent.Kind, enclosing: Int32? = nil) {
            record(ParityEvent(kind: kind, anchor: role, anchorDecl: f, attribute: attribute, function: f,
                               type: enclosing, stampedBy: stampedBy))
        }
        // 2. the innermost actor, class or struct (enums, extensions, protocols skipped)
        let ancestors = facts.ancestors(of: Int(f))
        guard let enc = ancestors.last(where: {
            let k = facts.decls[$0].kind
            return k == .actor || k == .class || k == .struct
        }) else {
            report(.waitForNotInType(throwing: throwing))
            return
        }
        // 3. conformance by the exact text of its own clause
        guard facts.decls[enc].clauseNames(InitNames.requiredProtocol(throwing: throwing)) else {
            report(.waitForNotConforming(throwing: throwing), enclosing: Int32(enc))
            return
        }
        // 4. the signature
        let isAsync = d.isAsync, isThrows = d.isThrows
        if !throwing {
            if !isAsync { report(.waitForRequiresAsync(throwing: false)); return }
        } else {
            if !isAsync && !isThrows { report(.waitForRequiresAsyncThrows); return }
            if !isAsync { report(.waitForRequiresAsync(throwing: true)); return }
            if !isThrows { report(.waitForRequiresThrows); return }
        }
        injections[f] = Injection(throwing: throwing, attribute: attribute, stampedBy: stampedBy)
    }

    /// `@SkipInit`: async first, then an auto attribute on any enclosing declaration.
    private mutating func simulateSkip(_ f: Int32, attribute: Int) {
        let d = decl(f)
        guard d.kind == .func else { return }
        if !d.isAsync {
            record(ParityEvent(kind: .skipRequiresAsync, anchor: .attribute(attribute), anchorDecl: f,
                               attribute: attribute, function: f, type: nil))
            return
        }
        let accepted = facts.ancestors(of: Int(f)).contains { a in
            facts.decls[a].attributes.contains { $0.name == InitNames.autoAwait || $0.name == InitNames.autoAwaitThrowing }
        }
        if !accepted {
            record(ParityEvent(kind: .skipOutside, anchor: .attribute(attribute), anchorDecl: f, attribute: attribute,
                               function: f, type: nil))
        }
    }

    // MARK: - Questions rules ask

    /// When no enclosing declaration has an auto macro spelled exactly, the
    /// module-qualified one that makes the member stamped anyway: (decl, attribute).
    func qualifiedAutoAttributeBlockingSkip(_ f: Int32) -> (decl: Int, attribute: Int)? {
        let ancestors = facts.ancestors(of: Int(f))
        let exact = ancestors.contains { a in
            facts.decls[a].attributes.contains { $0.name == InitNames.autoAwait || $0.name == InitNames.autoAwaitThrowing }
        }
        if exact { return nil }
        for a in ancestors.reversed() {
            if let q = facts.decls[a].attributes.firstIndex(where: {
                let m = InitNames.macro(of: $0)
                return (m == InitNames.autoAwait || m == InitNames.autoAwaitThrowing) && $0.name != m
            }) { return (a, q) }
        }
        return nil
    }

    /// Whether `f` opens its own type's gate (`markInitialized()` or
    /// `markFailed(_:)`, unqualified or on `self`).
    func opensOwnGate(_ f: Int32) -> Bool {
        facts.calls(of: Int(f)).contains { c in
            !c.hasCallReceiver && InitNames.isOpener(c.name) && InitNames.isOwnReceiver(c.receiverPath)
        }
    }

    /// `throws(E)` with `E` not `any Error`: the text as written, else nil.
    func typedThrowsClause(_ f: Int32) -> String? {
        let d = decl(f)
        guard d.flags.contains(.typedThrows), let compact = d.throwsClauseCompact else { return nil }
        let inner = compact.dropFirst("throws(".count).dropLast()
        if ["anyError", "Error", "Swift.Error", "anySwift.Error"].contains(String(inner)) { return nil }
        return d.throwsClause
    }
}

struct Stamp: Hashable {
    /// The type or extension carrying the auto attribute, and which attribute.
    var type: Int32
    var attribute: Int
    var throwing: Bool
}

struct Injection: Hashable {
    var throwing: Bool
    /// The written `@WaitForInit` (nil when stamped).
    var attribute: Int?
    var stampedBy: Stamp?
}

struct ParityEvent {
    enum Kind {
        case waitForRequiresAsync(throwing: Bool)
        /// `@WaitForThrowingInit` on an async, non-throwing function.
        case waitForRequiresThrows
        /// An async, non-throwing member under `@AutoAwaitThrowingInit` (anchored on `func`).
        case autoRequiresThrows
        case waitForRequiresAsyncThrows
        case waitForNotConforming(throwing: Bool)
        case waitForNotInType(throwing: Bool)
        case autoNotConforming(throwing: Bool)
        case duplicate(throwingAuto: Bool, throwingWait: Bool)
        case skipRequiresAsync
        case skipOutside
    }

    var kind: Kind
    /// The anchor: a part of `anchorDecl`.
    var anchor: AnchorRole
    var anchorDecl: Int32
    /// The attribute anchored on (an index into `anchorDecl`'s attributes).
    var attribute: Int?
    var function: Int32?
    /// The attached type (auto) or the enclosing type (body macros).
    var type: Int32?
    /// For a body macro stamped by an auto macro: that attribute.
    var stampedBy: Stamp? = nil

    /// The macro's exact text.
    var message: String {
        switch kind {
        case .waitForRequiresAsync(let t):
            return "@\(InitNames.waitName(throwing: t)) requires the function to be 'async'"
        case .waitForRequiresThrows, .autoRequiresThrows:
            return "@WaitForThrowingInit requires the function to be 'throws' because awaitInitialized() can throw"
        case .waitForRequiresAsyncThrows:
            return "@WaitForThrowingInit requires the function to be 'async throws'"
        case .waitForNotConforming(let t):
            return "@\(InitNames.waitName(throwing: t)) can only be used in a type that conforms to '\(InitNames.requiredProtocol(throwing: t))'"
        case .waitForNotInType(let t):
            return "@\(InitNames.waitName(throwing: t)) can only be applied inside a type declaration"
        case .autoNotConforming(let t):
            return "@\(InitNames.autoName(throwing: t)) can only be applied to a type that conforms to '\(InitNames.requiredProtocol(throwing: t))'"
        case .duplicate(let auto, let wait):
            return "@\(InitNames.waitName(throwing: wait)) should not be added manually when @\(InitNames.autoName(throwing: auto)) is applied to the enclosing type"
        case .skipRequiresAsync:
            return "@SkipInit can only be applied to async functions, sync functions are never wrapped"
        case .skipOutside:
            return "@SkipInit can only be used inside a type marked with @AutoAwaitInit or @AutoAwaitThrowingInit"
        }
    }
}
