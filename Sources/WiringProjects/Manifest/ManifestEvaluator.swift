import WiringAnalysis
import WiringSyntax

/// Evaluates a `Package.swift` without compiling it, as SwiftPM would on
/// this host with no environment variable set: `let`/`var` constants,
/// literal arrays and calls, `+`, `+=`, `.append(…)`, `.append(contentsOf:)`,
/// `.insert(…, at:)`, assignments to `package.targets` and the like, `if`
/// over what it can evaluate, `#if os(…)`, `canImport(…)`, `swift(…)`,
/// `compiler(…)`, `arch(…)`, and `ProcessInfo.processInfo.environment[…]`
/// (`Context.environment[…]`) as unset; the manifest's own functions and
/// the static members of its own types and extensions. Loops, and other
/// statements it does not run, are passed over when they only change
/// settings; one that
/// changes targets, products or dependencies makes the manifest
/// unreadable, and so does a value it cannot tell where one is needed
/// (`PackageManifest` says which).
struct ManifestEvaluator {
    /// The platform SwiftPM evaluates manifests on here.
    struct Host {
        var os = "Linux"
        var arch = "x86_64"
        /// `swift(…)`: the language mode the manifest compiles in.
        var languageVersion: [Int]
        /// `compiler(…)`.
        var compilerVersion = [6, 3, 1]
        var importable: Set<String> = [
            "Foundation", "FoundationEssentials", "FoundationNetworking", "FoundationXML", "Glibc", "SwiftGlibc",
            "Dispatch", "PackageDescription", "XCTest", "Testing", "CoreFoundation", "Synchronization", "_Concurrency",
            "Swift", "Observation", "RegexBuilder", "Distributed",
        ]

        /// The host for a manifest of this tools version: tools 6 and later
        /// compile it in language mode 6 (the compiler's own version), older
        /// ones in mode 5, which a 6.x compiler reports as 5.10.
        static func forToolsVersion(_ tools: [Int]) -> Host {
            let major = tools.first ?? 5
            return Host(languageVersion: major >= 6 ? [6, 3, 1] : major == 5 ? [5, 10] : [4, 2])
        }
    }

    let source: SourceText
    let tokens: [Token]
    let host: Host
    var i = 0
    private(set) var variables: [String: ManifestValue] = [:]
    /// The variable names in the order they were first assigned.
    private(set) var order: [String] = []
    /// Functions the manifest declares: their parameters' names and their
    /// body's tokens (from its `{`).
    private var functions: [String: (parameters: [Parameter], body: Int)] = [:]
    /// Static members of the manifest's own types and extensions
    /// (`extension Package { static var targets: [Target] = […] }`), by
    /// `Type.name`: where the value's expression starts, or the getter's
    /// `{`; evaluated when first read.
    private var statics: [String: (start: Int, isGetter: Bool)] = [:]
    private var staticValues: [String: ManifestValue] = [:]
    /// The keys of `statics` by the member's own name.
    private var staticsByName: [String: [String]] = [:]
    /// The cases of the manifest's own enums, by `Type.case`: the raw
    /// value when it is a string (written, or the name of a `String`
    /// enum's case), nil otherwise; and each enum's cases in order.
    private var enumCases: [String: String?] = [:]
    private var enumCaseOrder: [String: [String]] = [:]
    /// The enums declaring a case, by the case's name (an implicit member's `.rawValue`).
    private var enumsByCase: [String: [String]] = [:]
    /// Computed properties of the manifest's own types (`var name: String { … }`
    /// of an enum), by `Type.name`: the getter's `{`.
    private var instanceGetters: [String: Int] = [:]
    /// Computed variables of the file's top level (`var isCI: Bool { … }`): the getter's `{`.
    private var globalGetters: [String: Int] = [:]
    /// Static functions of those types (`.singleTargetLibrary("Kit")`), by name.
    /// Overloads by name, in file order.
    private var staticFunctions: [String: [(parameters: [Parameter], body: Int)]] = [:]
    /// The value of the last expression statement (a one-expression body's
    /// implicit return).
    private var lastExpression: ManifestValue?
    /// The value a `return` gave, while a function runs.
    private var returned: ManifestValue?
    private var callDepth = 0
    /// Functions, getters and closures run so far (`runBudget` at most).
    private var runs = 0
    static let runBudget = 20_000
    /// The computed variables being evaluated (one that reads itself is unknown).
    private var evaluatingGlobals: Set<String> = []
    /// Inside an `if` condition, where `{` opens the body, not a closure.
    private var inCondition = false
    /// The instances of PackageDescription's classes, by `.object` index.
    private(set) var heap: [ManifestValue] = []

    /// The calls that make an instance of a class (`Package`, targets,
    /// products, package dependencies): reference semantics.
    static let classFactories: Set<String> = [
        "Package", "target", "executableTarget", "testTarget", "macro", "plugin", "systemLibrary", "binaryTarget",
        "library", "executable", "package",
    ]

    /// `v` with every object replaced by its value, deeply (a cycle is unknown).
    func resolved(_ v: ManifestValue, _ depth: Int = 0) -> ManifestValue {
        guard depth < 64 else { return .unknown("a value that contains itself") }
        switch v {
        case .object(let k): return resolved(heap[k], depth + 1)
        case .array(let a): return .array(a.map { resolved($0, depth + 1) })
        case .call(let n, let args): return .call(n, args.map { .init(label: $0.label, value: resolved($0.value, depth + 1)) })
        default: return v
        }
    }
    /// The first statement that may change the package but was not run.
    private(set) var unrunStatement: (offset: Int, why: String)?

    init(source: SourceText, host: Host) {
        self.source = source
        self.tokens = source.tokens(from: 0, limit: source.count, max: Int.max)
        self.host = host
    }

    // MARK: - Tokens

    var current: Token? { i < min(tokens.count, limit) ? tokens[i] : nil }
    /// Where an expression must stop (the receiver of an assignment: `limit`).
    private var limit = Int.max
    func token(_ k: Int) -> Token? { k < tokens.count ? tokens[k] : nil }
    func text(_ t: Token) -> String { source.text(t) }
    func isWord(_ t: Token?, _ w: String) -> Bool { t.map { $0.kind == .identifier && text($0) == w } ?? false }
    func isOperator(_ t: Token?, _ op: String) -> Bool { t.map { $0.kind == .operator && text($0) == op } ?? false }

    /// Past a balanced group starting at the current `(`, `[` or `{`.
    mutating func skipGroup() {
        var depth = 0
        while let t = current {
            switch t.kind {
            case .lparen, .lbracket, .lbrace: depth += 1
            case .rparen, .rbracket, .rbrace: depth -= 1
            default: break
            }
            i += 1
            if depth <= 0 { return }
        }
    }

    /// Past the rest of a statement: to the next token at this depth that
    /// starts a line (or after a `;`).
    mutating func skipStatement() {
        let start = i
        while let t = current {
            if i > start && t.hasNewlineBefore { return }
            if t.kind == .semicolon { i += 1; return }
            if t.kind == .rbrace { return }
            if t.kind == .lparen || t.kind == .lbracket || t.kind == .lbrace { skipGroup() } else { i += 1 }
        }
    }

    // MARK: - Statements

    /// Runs the statements up to the end of the file (the static members
    /// of its types first found, wherever they are declared).
    mutating func run() {
        findStatics()
        hoistGlobals()
        while i < tokens.count { statement() }
    }

    /// The file's own functions and computed variables, declared anywhere
    /// at its top level: Swift lets the code above them use them.
    mutating func hoistGlobals() {
        var k = 0
        while k < tokens.count {
            let t = tokens[k]
            if t.kind == .lbrace || t.kind == .lparen || t.kind == .lbracket {
                k = matching(k) + 1
                continue
            }
            if t.kind == .identifier, t.keyword == .func, k == 0 || tokens[k - 1].kind != .period {
                i = k
                functionDeclaration()
                k = max(k + 1, i)
                continue
            }
            if t.kind == .identifier, t.keyword == .var, let n = token(k + 1), n.kind == .identifier, token(k + 2)?.kind == .colon {
                var e = k + 3
                while e < tokens.count, tokens[e].kind != .equal, tokens[e].kind != .lbrace, !tokens[e].hasNewlineBefore {
                    if tokens[e].kind == .lparen || tokens[e].kind == .lbracket { e = matching(e) }
                    e += 1
                }
                if e < tokens.count, tokens[e].kind == .lbrace {
                    globalGetters[text(n)] = e
                    k = matching(e) + 1
                    continue
                }
            }
            k += 1
        }
        i = 0
    }

    /// The names PackageDescription's own factories answer to: a static
    /// function of the manifest's that shares one is not taken for it.
    static let factoryNames: Set<String> = classFactories.union(["product", "byName", "when", "define", "unsafeFlags",
                                                                  "linkedLibrary", "linkedFramework", "enableUpcomingFeature",
                                                                  "enableExperimentalFeature", "process", "copy", "embedInCode"])

    /// Every `static let/var/func` at the top level of a type or extension
    /// body of the file.
    mutating func findStatics() {
        var k = 0
        while k < tokens.count {
            let t = tokens[k]
            guard t.kind == .identifier, [Keyword.extension, .enum, .struct, .class].contains(t.keyword),
                  let n = token(k + 1), n.kind == .identifier else {
                if t.kind == .lbrace || t.kind == .lparen || t.kind == .lbracket { k = matching(k) }
                k += 1
                continue
            }
            // the type's name (`PackageDescription.Target` → `Target`)
            var j = k + 1
            var name = text(tokens[j])
            while let p = token(j + 1), p.kind == .period, let q = token(j + 2), q.kind == .identifier { name = text(q); j += 2 }
            let headerStart = j
            while j < tokens.count, tokens[j].kind != .lbrace { j += 1 }
            guard j < tokens.count else { return }
            let close = matching(j)
            let isEnum = t.keyword == .enum
            // `enum Module: String`: a case without a raw value has its name
            let stringRaw = isEnum && tokens[headerStart..<j].contains { $0.kind == .identifier && text($0) == "String" }
            var m = j + 1
            while m < close {
                let u = tokens[m]
                if u.kind == .lbrace || u.kind == .lparen || u.kind == .lbracket { m = matching(m) + 1; continue }
                if isEnum, u.kind == .identifier, u.keyword == .case {
                    m = enumCaseList(from: m + 1, until: close, type: name, stringRaw: stringRaw)
                    continue
                }
                if u.kind == .identifier, u.keyword == .var, let v = token(m + 1), v.kind == .identifier,
                   m == j + 1 || tokens[m - 1].keyword != .static && tokens[m - 1].keyword != .class {
                    // a computed property: past the annotation to its `{`
                    var e = m + 2
                    while e < close, tokens[e].kind != .equal, tokens[e].kind != .lbrace,
                          !(tokens[e].hasNewlineBefore && tokens[e].kind == .identifier) {
                        if tokens[e].kind == .lparen || tokens[e].kind == .lbracket { e = matching(e) }
                        e += 1
                    }
                    if e < close, tokens[e].kind == .lbrace {
                        instanceGetters[name + "." + text(v)] = e
                        m = matching(e) + 1
                        continue
                    }
                }
                if u.kind == .identifier, u.keyword == .static || u.keyword == .class && token(m + 1)?.keyword == .func,
                   let kw = token(m + 1) {
                    if kw.keyword == .func {
                        let saved = i
                        i = m + 1
                        let f = function()
                        m = max(m + 1, i)
                        i = saved
                        if let f { staticFunctions[f.name, default: []].append((f.parameters, f.body)) }
                        continue
                    }
                    if kw.keyword == .let || kw.keyword == .var, let v = token(m + 2), v.kind == .identifier {
                        // past the annotation to `=` (a stored value) or `{` (a getter)
                        var e = m + 3
                        while e < close, tokens[e].kind != .equal, tokens[e].kind != .lbrace,
                              !(e > m + 3 && tokens[e].hasNewlineBefore && tokens[e].kind == .identifier) {
                            if tokens[e].kind == .lparen || tokens[e].kind == .lbracket { e = matching(e) }
                            e += 1
                        }
                        let key = name + "." + text(v)
                        if e < close, tokens[e].kind == .equal {
                            statics[key] = (e + 1, false)
                            staticsByName[text(v), default: []].append(key)
                        } else if e < close, tokens[e].kind == .lbrace {
                            statics[key] = (e, true)
                            staticsByName[text(v), default: []].append(key)
                            m = matching(e) + 1
                            continue
                        }
                    }
                }
                m += 1
            }
            k = close + 1
        }
    }

    /// `a = "A", b, c(Int)` after `case`: each case with its raw value;
    /// returns where the list ends.
    private mutating func enumCaseList(from start: Int, until close: Int, type: String, stringRaw: Bool) -> Int {
        var m = start
        while m < close, let n = token(m), n.kind == .identifier {
            let name = text(n)
            var raw: String? = stringRaw ? name : nil
            m += 1
            if m < close, tokens[m].kind == .lparen { m = matching(m) + 1; raw = nil }
            if m < close, tokens[m].kind == .equal, let value = token(m + 1) {
                raw = value.kind == .string ? ArgumentReader.string(text(value)) : nil
                m += 2
            }
            let key = type + "." + name
            if enumCases[key] == nil {
                enumCases[key] = .some(raw)
                enumCaseOrder[type, default: []].append(name)
                enumsByCase[name, default: []].append(type)
            }
            guard m < close, tokens[m].kind == .comma else { break }
            m += 1
        }
        return m
    }

    /// `base.name` of an enum's case: the case (`Module.app`), every case
    /// (`Module.allCases`), a case's `rawValue`, and a computed property
    /// of the enum run with `self` (and `rawValue`) bound to the case; nil
    /// for any other member.
    mutating func enumMember(_ base: ManifestValue, _ name: String) -> ManifestValue? {
        switch base {
        case .member(let type) where enumCases[type + "." + name] != nil:
            return .enumCase(type, name)
        case .member(let type) where name == "allCases" && enumCaseOrder[type] != nil:
            return .array(enumCaseOrder[type]!.map { .enumCase(type, $0) })
        case .member(let c) where name == "rawValue":
            // an implicit member (`.app.rawValue`): the one enum with that case
            guard let types = enumsByCase[c], types.count == 1 else { return nil }
            return enumMember(.enumCase(types[0], c), name)
        case .enumCase(let type, let c):
            let raw = enumCases[type + "." + c] ?? nil
            if name == "rawValue" { return raw.map(ManifestValue.string) ?? .unknown("the raw value of '\(type).\(c)'") }
            guard let getter = instanceGetters[type + "." + name] else { return .unknown("'\(type).\(c).\(name)'") }
            var bound: [String: ManifestValue] = ["self": base]
            if let raw { bound["rawValue"] = .string(raw) }
            return run(body: getter, parameters: [], arguments: [], name: "'\(type).\(name)'", bound: bound)
        default:
            return nil
        }
    }

    /// A static member of the manifest's own, evaluated once.
    mutating func staticValue(_ key: String) -> ManifestValue? {
        if let v = staticValues[key] { return v }
        guard let s = statics[key] else { return nil }
        guard callDepth < 16 else { return .unknown("'\(key)', defined in terms of itself") }
        staticValues[key] = .unknown("'\(key)', defined in terms of itself")
        let value: ManifestValue
        if s.isGetter {
            value = run(body: s.start, parameters: [], arguments: [], name: "'\(key)'")
        } else {
            let saved = (i, inCondition, limit)
            callDepth += 1
            i = s.start
            inCondition = false
            limit = Int.max
            value = expression()
            callDepth -= 1
            (i, inCondition, limit) = saved
        }
        staticValues[key] = value
        return value
    }

    /// Runs statements until the `}` closing the current block (consumed),
    /// or a `return`.
    mutating func block() {
        while let t = current, t.kind != .rbrace, returned == nil { statement() }
        if returned == nil, current?.kind == .rbrace { i += 1 }
    }

    /// `func name(params) -> T { … }`: remembered, run when called.
    mutating func functionDeclaration() {
        if let f = function() { functions[f.name] = (f.parameters, f.body) }
    }

    /// A function declaration from its `func`: its name, parameters and
    /// body's `{` (nil, and skipped, for one without a name or a body).
    mutating func function() -> (name: String, parameters: [Parameter], body: Int)? {
        i += 1
        guard let n = current, n.kind == .identifier else { skipDeclaration(); return nil }
        let name = text(n)
        i += 1
        // a generic clause (`func f<T>(_ values: [T])`): its parameters are types
        if let t = current, t.kind == .operator, text(t).hasPrefix("<") {
            var depth = 0
            while let u = current, u.kind != .lparen, u.kind != .lbrace {
                if u.kind == .operator {
                    for c in text(u).utf8 {
                        if c == UInt8(ascii: "<") { depth += 1 } else if c == UInt8(ascii: ">") { depth -= 1 }
                    }
                }
                i += 1
                if depth <= 0 { break }
            }
        }
        var parameters: [Parameter] = []
        if current?.kind == .lparen {
            // each parameter: its argument label, its local name, its default
            let close = matching(i)
            var k = i + 1
            while k < close {
                var words: [String] = []
                while k < close, tokens[k].kind != .colon {
                    if tokens[k].kind == .identifier { words.append(text(tokens[k])) }
                    k += 1
                }
                var defaultValue: Int?
                var depth = 0
                while k < close, !(depth == 0 && tokens[k].kind == .comma) {
                    if [.lparen, .lbracket, .lbrace].contains(tokens[k].kind) { depth += 1 }
                    if [.rparen, .rbracket, .rbrace].contains(tokens[k].kind) { depth -= 1 }
                    if depth == 0 && tokens[k].kind == .equal { defaultValue = k + 1 }
                    k += 1
                }
                if let local = words.last {
                    let label = words.count >= 2 ? words[words.count - 2] : local
                    parameters.append(Parameter(label: label == "_" ? nil : label, local: local, defaultValue: defaultValue))
                }
                k += 1
            }
            i = close + 1
        }
        while let t = current, t.kind != .lbrace {
            if t.hasNewlineBefore && t.kind == .identifier && t.keyword != .throws && t.keyword != .where
                && t.keyword != .async { break }
            i += 1
        }
        guard current?.kind == .lbrace else { return nil }
        let body = i
        skipGroup()
        return (name, parameters, body)
    }

    /// A parameter of a manifest's function: the label its arguments
    /// carry (nil for `_`), the name its body uses, where its default
    /// value's expression starts.
    struct Parameter {
        var label: String?
        var local: String
        var defaultValue: Int?
    }

    /// The index of the token closing the group opened at `k`.
    func matching(_ k: Int) -> Int {
        var depth = 0
        var j = k
        while j < tokens.count {
            switch tokens[j].kind {
            case .lparen, .lbracket, .lbrace: depth += 1
            case .rparen, .rbracket, .rbrace:
                depth -= 1
                if depth == 0 { return j }
            default: break
            }
            j += 1
        }
        return tokens.count - 1
    }

    /// Runs a function of the manifest with its arguments bound by position;
    /// what it returns (unknown when it does not return).
    mutating func callFunction(_ name: String, _ args: [ManifestValue.Argument]) -> ManifestValue {
        guard let f = functions[name] else { return .unknown("a call of the manifest's own function '\(name)'") }
        return run(body: f.body, parameters: f.parameters, arguments: args, name: "the function '\(name)'")
    }

    /// Runs the body whose `{` is at `body`, its parameters bound by
    /// position; what it returns. What it changes stays inside it.
    mutating func run(body: Int, parameters: [Parameter], arguments args: [ManifestValue.Argument],
                      name: String, bound initial: [String: ManifestValue] = [:]) -> ManifestValue {
        guard callDepth < 16 else { return .unknown("\(name), nested too deep") }
        // a manifest needs few runs: one that calls itself twice over would need 2^16
        runs += 1
        guard runs <= Self.runBudget else { return .unknown("\(name), run more often than a manifest needs") }
        // a body elsewhere in the file runs whole, whatever limit the caller's expression has
        let saved = (i, variables, order, returned, inCondition, lastExpression, limit)
        limit = Int.max
        callDepth += 1
        // arguments in order, each to the next parameter of its label; a
        // parameter without one takes its default
        var next = 0
        var bound = initial
        for p in parameters {
            if next < args.count, args[next].label == p.label {
                bound[p.local] = args[next].value
                next += 1
            } else if let d = p.defaultValue {
                i = d
                bound[p.local] = expression()
            } else {
                bound[p.local] = .unknown("a missing argument of \(name)")
            }
        }
        for (k, v) in bound { variables[k] = v }
        i = body + 1
        returned = nil
        inCondition = false
        lastExpression = nil
        let end = matching(body)
        var statements = 0
        while i < end, returned == nil {
            statement()
            statements += 1
        }
        // a body of one expression returns it
        let value = returned ?? (statements == 1 ? lastExpression : nil)
            ?? .unknown("\(name), which returns nothing Wiring can tell")
        callDepth -= 1
        (i, variables, order, returned, inCondition, lastExpression, limit) = saved
        return value
    }

    /// One statement; it always moves past at least one token (every loop
    /// over statements ends, whatever the input).
    mutating func statement() {
        let start = i
        readStatement()
        if i == start, current != nil, returned == nil { i += 1 }
    }

    private mutating func readStatement() {
        guard let t = current else { return }
        switch t.kind {
        case .semicolon:
            i += 1
        case .pound where t.keyword == .if:
            conditionalCompilation(inExpression: false)
        case .pound:
            skipStatement()
        case .at:
            // an attribute: its name and arguments
            i += 1
            if current?.kind == .identifier { i += 1 }
            if current?.kind == .lparen, !(current!.hasNewlineBefore) { skipGroup() }
        case .identifier:
            switch t.keyword {
            case .import:
                i += 1
                while let n = current, !n.hasNewlineBefore, n.kind != .semicolon { i += 1 }
            case .let, .var:
                binding()
            case .func:
                functionDeclaration()
            case .return:
                i += 1
                if let n = current, !n.hasNewlineBefore, n.kind != .rbrace {
                    returned = expression()
                } else {
                    returned = .null
                }
            case .struct, .class, .enum, .extension, .protocol, .actor, .typealias:
                skipDeclaration()
            case .public, .private, .fileprivate, .internal:
                i += 1
            case .package where isDeclarationAhead:
                i += 1
            case .if:
                ifStatement()
            case .for:
                forLoop()
            case .switch:
                switchStatement()
            case .while, .repeat, .guard, .do, .defer:
                skipUnrun(t)
            default:
                expressionStatement()
            }
        case .rbrace:
            i += 1  // stray
        default:
            expressionStatement()
        }
    }

    private var isDeclarationAhead: Bool {
        guard let n = token(i + 1), n.kind == .identifier else { return false }
        switch n.keyword {
        case .let, .var, .func, .struct, .class, .enum, .extension, .static, .final: return true
        default: return false
        }
    }

    /// A declaration Wiring does not run: to its body's end (or the end of
    /// its line, for one without a body).
    mutating func skipDeclaration() {
        let line = source.line(of: Int(current?.start ?? 0))
        while let t = current {
            if t.kind == .lbrace { skipGroup(); return }
            if t.kind == .lparen || t.kind == .lbracket { skipGroup(); continue }
            if t.hasNewlineBefore && source.line(of: Int(t.start)) != line && t.kind != .arrow && t.kind != .period
                && t.kind != .colon && t.keyword != .where && t.keyword != .throws && t.keyword != .async { return }
            i += 1
        }
    }

    /// A statement passed over: harmless when nothing in it changes what
    /// the package holds.
    /// `switch subject { case .a, .b: … default: … }` over a value the
    /// evaluator knows, with patterns it can tell (`.case`, `Type.case`,
    /// literals, `_`, `default`): the first clause that matches runs (as a
    /// function's one statement, its one expression is the value); else
    /// the statement is passed over as any other it cannot run.
    mutating func switchStatement() {
        let start = i
        i += 1
        inCondition = true
        let subject = expression()
        inCondition = false
        guard subject.unknownReason == nil, current?.kind == .lbrace else {
            i = start
            skipUnrun(tokens[start])
            return
        }
        let open = i, close = matching(open)
        // the clauses: where each one's patterns and body start (`case`/`default` at the top of the braces)
        var heads: [(keyword: Int, colon: Int)] = []
        var k = open + 1
        while k < close {
            let t = tokens[k]
            if t.kind == .lparen || t.kind == .lbracket || t.kind == .lbrace { k = matching(k) + 1; continue }
            if t.kind == .identifier, t.keyword == .case || t.keyword == .default {
                var c = k + 1
                while c < close, tokens[c].kind != .colon {
                    if tokens[c].kind == .lparen || tokens[c].kind == .lbracket { c = matching(c) }
                    c += 1
                }
                heads.append((k, c))
                k = c + 1
                continue
            }
            k += 1
        }
        var chosen: (start: Int, end: Int)?
        for (n, head) in heads.enumerated() {
            let end = n + 1 < heads.count ? heads[n + 1].keyword : close
            if tokens[head.keyword].keyword == .default {
                chosen = (head.colon + 1, end)
                break
            }
            guard let matches = clauseMatches(subject, patterns: (head.keyword + 1)..<head.colon) else {
                i = start
                skipUnrun(tokens[start])
                return
            }
            if matches {
                chosen = (head.colon + 1, end)
                break
            }
        }
        if let chosen {
            i = chosen.start
            while i < chosen.end, returned == nil { statement() }
        }
        if returned == nil { i = close + 1 }
    }

    /// Whether `subject` matches one of a clause's comma-separated
    /// patterns; nil for a pattern the evaluator cannot tell.
    private mutating func clauseMatches(_ subject: ManifestValue, patterns: Range<Int>) -> Bool? {
        var parts: [Range<Int>] = []
        var from = patterns.lowerBound, k = patterns.lowerBound
        while k < patterns.upperBound {
            if tokens[k].kind == .lparen || tokens[k].kind == .lbracket { k = matching(k) + 1; continue }
            if tokens[k].kind == .comma { parts.append(from..<k); from = k + 1 }
            k += 1
        }
        parts.append(from..<patterns.upperBound)
        var any = false
        for p in parts {
            let words = tokens[p]
            guard let last = words.last else { return nil }
            if words.count == 1, last.keyword == .wildcard { any = true; continue }
            // `.name` or `Type.name`: an enum's case
            if last.kind == .identifier, words.count >= 2, tokens[p.upperBound - 2].kind == .period,
               words.dropLast().allSatisfy({ $0.kind == .period || $0.kind == .identifier }) {
                let name = text(last)
                switch subject {
                case .enumCase(_, let c): any = any || c == name
                case .member(let m): any = any || m == name
                default: return nil
                }
                continue
            }
            // a literal
            guard words.count == 1, [.string, .integer, .float].contains(last.kind)
                    || last.keyword == .true || last.keyword == .false else { return nil }
            let saved = (i, limit)
            i = p.lowerBound
            limit = p.upperBound
            let value = expression()
            (i, limit) = saved
            guard value.unknownReason == nil else { return nil }
            any = any || value == subject
        }
        return any
    }

    mutating func skipUnrun(_ first: Token) {
        let start = i
        i += 1
        // the statement's head up to its first block, then every block of it
        // (`else`, `catch`, `while` after `repeat`)
        while let t = current, t.kind != .lbrace {
            if t.kind == .lparen || t.kind == .lbracket { skipGroup() } else { i += 1 }
        }
        while current?.kind == .lbrace {
            skipGroup()
            if let n = current, n.keyword == .else || n.keyword == .catch || n.keyword == .while {
                while let t = current, t.kind != .lbrace {
                    if t.hasNewlineBefore && n.keyword == .while { break }
                    i += 1
                }
            } else {
                break
            }
        }
        noteIfChangesPackage(start..<i, what: "a '\(text(first))' statement")
    }

    /// What a passed-over statement changes becomes unknown: a variable it
    /// assigns or appends to (`settings.append(…)` in a loop: the settings
    /// are unknown, which matters only if a target's sources or
    /// dependencies read them). A change through a name the manifest does
    /// not define (a loop's `target.dependencies += …`) to what modules
    /// are made of makes the package unreadable.
    mutating func noteIfChangesPackage(_ given: Range<Int>, what: String) {
        let range = given.clamped(to: 0..<tokens.count)
        guard !range.isEmpty else { return }
        var k = range.lowerBound
        let line = source.line(of: Int(tokens[range.lowerBound].start)) + 1
        while k < range.upperBound {
            let t = tokens[k]
            // a structural member of what is no path (`targets.first(where: …)!.dependencies += …`)
            if t.kind == .identifier, k > range.lowerBound, tokens[k - 1].kind == .period, k + 1 < range.upperBound,
               Self.structural.contains(text(t)), mutates(after: k + 1), unrunStatement == nil,
               k < 2 || tokens[k - 2].kind != .identifier {
                unrunStatement = (Int(tokens[range.lowerBound].start),
                                  "\(what) on line \(line) changes '\(text(t))' of a value Wiring cannot tell")
            }
            // the start of a path `a.b.c` (not a member of something before)
            guard t.kind == .identifier, k == range.lowerBound || tokens[k - 1].kind != .period else { k += 1; continue }
            var path = [text(t)]
            var e = k + 1
            while e + 1 < range.upperBound, tokens[e].kind == .period, tokens[e + 1].kind == .identifier,
                  !mutates(after: e) {
                path.append(text(tokens[e + 1]))
                e += 2
            }
            if mutates(after: e) {
                if variables[path[0]] != nil {
                    set(path, to: .unknown("changed by \(what) on line \(line), which Wiring does not run"))
                } else if path.count > 1, Self.structural.contains(path.last!), unrunStatement == nil {
                    unrunStatement = (Int(tokens[range.lowerBound].start),
                                      "\(what) on line \(line) changes '\(path.joined(separator: "."))' (Wiring does not run it)")
                }
            }
            k = e
        }
    }

    /// What modules are made of: a change Wiring cannot follow to one of
    /// these makes a manifest unreadable.
    static let structural: Set<String> = ["targets", "products", "dependencies", "name", "path", "sources", "exclude"]

    /// Whether the tokens at `k` mutate what precedes them: `=`, `+=`,
    /// `.append(`, `.insert(`, `.remove…(`.
    private func mutates(after k: Int) -> Bool {
        guard let t = token(k) else { return false }
        if t.kind == .equal || isOperator(t, "+=") { return true }
        if t.kind == .period, let n = token(k + 1), n.kind == .identifier {
            let m = text(n)
            return m == "append" || m == "insert" || m.hasPrefix("remove")
        }
        return false
    }

    /// `let name[: Type] = value`, or several separated by commas.
    mutating func binding() {
        i += 1
        while true {
            guard let n = current, n.kind == .identifier else { skipStatement(); return }
            let name = text(n)
            i += 1
            if current?.kind == .colon {
                // the type annotation, up to `=` (generics and brackets balanced)
                i += 1
                while let t = current, t.kind != .equal, t.kind != .lbrace, !(t.hasNewlineBefore) {
                    if t.kind == .lparen || t.kind == .lbracket { skipGroup() } else { i += 1 }
                }
            }
            if current?.kind == .lbrace, globalGetters[name] != nil || callDepth > 0 {
                // a computed variable: read through its getter where it is used (`hoistGlobals`)
                skipGroup()
                if callDepth > 0 { assign(name, .unknown("the computed variable '\(name)'")) }
                return
            }
            if current?.kind == .equal {
                i += 1
                assign(name, expression())
            } else {
                assign(name, .unknown("'\(name)' is assigned later"))
            }
            guard current?.kind == .comma else { return }
            i += 1
        }
    }

    mutating func assign(_ name: String, _ value: ManifestValue) {
        if variables[name] == nil { order.append(name) }
        variables[name] = value
    }

    /// `for name in sequence { … }` over an array the evaluator knows: the
    /// body runs once per element; else the loop is passed over.
    mutating func forLoop() {
        let start = i
        i += 1
        guard let n = current, n.kind == .identifier, token(i + 1)?.keyword == .in else {
            i = start
            skipUnrun(tokens[start])
            return
        }
        let name = text(n)
        i += 2
        inCondition = true
        let sequence = expression()
        var filter: (start: Int, end: Int)?
        if current?.keyword == .where {
            // the condition, run per element
            let s0 = i + 1
            var k = s0
            while k < tokens.count, tokens[k].kind != .lbrace { k += 1 }
            filter = (s0, k)
            i = k
        }
        inCondition = false
        guard case .array(let elements) = sequence, current?.kind == .lbrace else {
            i = start
            skipUnrun(tokens[start])
            return
        }
        let body = i
        let end = matching(body)
        let saved = variables[name]
        for e in elements {
            variables[name] = e
            if let filter {
                i = filter.start
                inCondition = true
                let holds = expression().bool
                inCondition = false
                guard let holds else {
                    i = start
                    variables[name] = saved
                    skipUnrun(tokens[start])
                    return
                }
                if !holds { continue }
            }
            i = body + 1
            while i < end, returned == nil { statement() }
            if returned != nil { break }
        }
        variables[name] = saved
        if returned == nil { i = end + 1 }
    }

    /// `if condition { … } else if … { … } else { … }`.
    mutating func ifStatement() {
        let start = i
        i += 1
        let conditionStart = i
        inCondition = true
        var condition = expression()
        if current?.kind == .comma {
            // several conditions: all must hold
            var all = condition.bool
            while current?.kind == .comma {
                i += 1
                let next = expression()
                all = all.flatMap { a in next.bool.map { a && $0 } }
            }
            condition = all.map(ManifestValue.bool) ?? .unknown("a condition")
        }
        inCondition = false
        guard current?.kind == .lbrace else {
            i = conditionStart
            skipUnrun(tokens[start])
            return
        }
        if let taken = condition.bool {
            if taken {
                i += 1
                block()
                skipElse()
            } else {
                skipGroup()
                if current?.keyword == .else {
                    i += 1
                    if current?.keyword == .if {
                        ifStatement()
                    } else if current?.kind == .lbrace {
                        i += 1
                        block()
                    }
                }
            }
        } else {
            i = start
            skipUnrun(tokens[start])
        }
    }

    /// Past `else { … }` / `else if … { … }` chains not taken.
    mutating func skipElse() {
        while current?.keyword == .else {
            i += 1
            if current?.keyword == .if {
                while let t = current, t.kind != .lbrace {
                    if t.kind == .lparen || t.kind == .lbracket { skipGroup() } else { i += 1 }
                }
            }
            if current?.kind == .lbrace { skipGroup() }
        }
    }

    /// An expression statement: an assignment or a mutation of a variable
    /// or of the package's members; anything else is passed over.
    mutating func expressionStatement() {
        let start = i
        lastExpression = nil
        guard let first = current, first.kind == .identifier, first.keyword == .none || first.keyword == .package else {
            anyExpression(from: start)
            return
        }
        // the path: `name(.member)*`
        var path = [text(first)]
        i += 1
        while current?.kind == .period, let n = token(i + 1), n.kind == .identifier {
            path.append(text(n))
            i += 2
        }
        let root = path[0]
        if let (member, op) = assignedMember(from: start), objectAssignment(from: start, member: member, op: op) { return }
        guard variables[root] != nil else {
            anyExpression(from: start)
            return
        }
        if let t = current, t.kind == .equal {
            i += 1
            set(path, to: expression())
        } else if isOperator(current, "+=") {
            i += 1
            let added = expression()
            set(path, to: concatenate(get(path), added))
        } else if current?.kind == .lparen, path.count >= 2, let op = path.last,
                  op == "append" || op == "insert" || op.hasPrefix("remove") {
            let args = arguments()
            let target = Array(path.dropLast())
            let before = get(target)
            switch op {
            case "append" where args.count == 1 && args[0].label == nil:
                set(target, to: concatenate(before, .array([args[0].value])))
            case "append" where args.count == 1 && args[0].label == "contentsOf":
                set(target, to: concatenate(before, args[0].value))
            case "insert" where args.count == 2 && args[0].label == nil && args[1].label == "at":
                if case .array(var a) = before, case .int(let at) = args[1].value, at >= 0, at <= a.count {
                    a.insert(args[0].value, at: at)
                    set(target, to: .array(a))
                } else {
                    set(target, to: .unknown("an insertion Wiring cannot place"))
                }
            default:
                set(target, to: .unknown("'\(op)' on '\(target.joined(separator: "."))'"))
            }
        } else {
            anyExpression(from: start)
        }
    }

    /// `receiver.member = …` / `+= …` where the receiver is more than a
    /// path (`package.targets.first(where: { … })!.dependencies += […]`):
    /// the member's token and the operator's, else nil.
    private func assignedMember(from start: Int) -> (member: Int, op: Int)? {
        var k = start, depth = 0
        while k < tokens.count {
            let t = tokens[k]
            if k > start, t.hasNewlineBefore, depth == 0 { return nil }
            switch t.kind {
            case .lparen, .lbracket, .lbrace: depth += 1
            case .rparen, .rbracket, .rbrace:
                depth -= 1
                if depth < 0 { return nil }
            case .semicolon where depth == 0: return nil
            default:
                if depth == 0, t.kind == .equal || isOperator(t, "+=") {
                    guard k >= start + 3, tokens[k - 1].kind == .identifier, tokens[k - 2].kind == .period else { return nil }
                    // a plain path is the path's own business
                    let receiver = tokens[start..<(k - 2)]
                    if receiver.allSatisfy({ $0.kind == .identifier || $0.kind == .period }) { return nil }
                    return (k - 1, k)
                }
            }
            k += 1
        }
        return nil
    }

    /// Runs `receiver.member (+)= value` when the receiver is one of
    /// PackageDescription's objects; false (nothing consumed) otherwise.
    private mutating func objectAssignment(from start: Int, member: Int, op: Int) -> Bool {
        let saved = limit
        limit = member - 1
        i = start
        let receiver = expression()
        limit = saved
        guard i == member - 1, case .object(let k) = receiver else {
            i = start
            return false
        }
        i = op + 1
        let value = expression()
        let name = text(tokens[member])
        heap[k] = setting(heap[k], [name], tokens[op].kind == .equal ? value : concatenate(self.member(heap[k], name), value))
        return true
    }

    /// Any other expression as a statement (`package.targets.forEach { … }`,
    /// a function body's one expression), run for what it does; what it
    /// may change and cannot run becomes unknown.
    mutating func anyExpression(from start: Int) {
        i = start
        let value = expression()
        if i == start { i += 1 }
        if let t = current, !t.hasNewlineBefore, t.kind != .semicolon, t.kind != .rbrace { skipStatement() }
        lastExpression = value
        if value.unknownReason != nil { noteIfChangesPackage(start..<i, what: "a statement") }
    }

    /// The value at a path of variables and call arguments.
    func get(_ path: [String]) -> ManifestValue {
        guard var v = variables[path[0]] else { return .unknown("'\(path[0])'") }
        for name in path.dropFirst() { v = member(v, name) }
        return v
    }

    /// Sets the value at a path: a variable, or a labelled argument of the
    /// call a variable holds (`package.targets`).
    mutating func set(_ path: [String], to value: ManifestValue) {
        guard let root = variables[path[0]] else { return }
        variables[path[0]] = setting(root, Array(path.dropFirst()), value)
    }

    private mutating func setting(_ base: ManifestValue, _ path: [String], _ value: ManifestValue) -> ManifestValue {
        guard let name = path.first else { return value }
        if case .object(let k) = base {
            heap[k] = setting(heap[k], path, value)
            return base
        }
        guard case .call(let callee, var args) = base else {
            return .unknown("a change to '\(name)' of something Wiring cannot tell")
        }
        if let k = args.firstIndex(where: { $0.label == name }) {
            args[k].value = setting(args[k].value, Array(path.dropFirst()), value)
        } else {
            args.append(.init(label: name, value: setting(.null, Array(path.dropFirst()), value)))
        }
        return .call(callee, args)
    }

    func concatenate(_ a: ManifestValue, _ b: ManifestValue) -> ManifestValue {
        switch (a, b) {
        case (.array(let x), .array(let y)): return .array(x + y)
        case (.null, .array(let y)): return .array(y)  // an argument not given yet
        case (.string(let x), .string(let y)): return .string(x + y)
        case (.unknown, _): return a
        case (_, .unknown): return b
        default: return .unknown("'+' of values Wiring cannot add")
        }
    }

    // MARK: - Expressions

    /// A ternary, `??`, `||`, `&&`, comparisons, `+`, prefix `!` and
    /// postfix expressions.
    mutating func expression() -> ManifestValue {
        let condition = binary(0)
        guard current?.kind == .question else { return condition }
        i += 1
        let yes = expression()
        guard current?.kind == .colon else { return .unknown("a conditional expression") }
        i += 1
        let no = expression()
        if let c = condition.bool { return c ? yes : no }
        return .unknown("a conditional expression")
    }

    private static let precedence: [String: Int] = ["??": 1, "||": 2, "&&": 3, "==": 4, "!=": 4, "+": 5, "-": 5]

    mutating func binary(_ minimum: Int) -> ManifestValue {
        var left = prefix()
        while let t = current, t.kind == .operator, let p = Self.precedence[text(t)], p > minimum {
            let op = text(t)
            i += 1
            let right = binary(p)
            switch op {
            case "??": if case .null = left { left = right }
            case "||": left = logical(left, right, or: true)
            case "&&": left = logical(left, right, or: false)
            case "==": left = compare(left, right).map(ManifestValue.bool) ?? .unknown("a comparison")
            case "!=": left = compare(left, right).map { .bool(!$0) } ?? .unknown("a comparison")
            case "+": left = concatenate(left, right)
            default: left = .unknown("'\(op)'")
            }
        }
        return left
    }

    private func logical(_ a: ManifestValue, _ b: ManifestValue, or: Bool) -> ManifestValue {
        switch (a.bool, b.bool) {
        case (let x?, let y?): return .bool(or ? x || y : x && y)
        case (true?, _) where or, (_, true?) where or: return .bool(true)
        case (false?, _) where !or, (_, false?) where !or: return .bool(false)
        default: return .unknown("a condition")
        }
    }

    private func compare(_ a: ManifestValue, _ b: ManifestValue) -> Bool? {
        if a.unknownReason != nil || b.unknownReason != nil { return nil }
        return a == b
    }

    mutating func prefix() -> ManifestValue {
        if let t = current, t.kind == .operator, text(t) == "!" {
            i += 1
            let v = prefix()
            return v.bool.map { .bool(!$0) } ?? .unknown("a condition")
        }
        if let t = current, t.keyword == .try || t.keyword == .await {
            i += 1
            if current?.kind == .postfixExclaim || current?.kind == .postfixQuestion { i += 1 }
        }
        return postfix(primary())
    }

    mutating func primary() -> ManifestValue {
        guard let t = current else { return .unknown("the end of the file") }
        switch t.kind {
        case .string:
            i += 1
            return stringLiteral(t)
        case .integer:
            i += 1
            return Int(text(t).replacingAll("_", with: "")).map(ManifestValue.int) ?? .unknown("a number")
        case .float:
            i += 1
            return .unknown("a number")
        case .lbracket:
            return arrayLiteral()
        case .lparen:
            // a tuple with labels (`(name: "Kit", targets: […])`): its members read by label, as a call's arguments
            if let n = token(i + 1), n.kind == .identifier, token(i + 2)?.kind == .colon {
                return .call("", arguments())
            }
            i += 1
            let v = expression()
            if current?.kind == .comma {
                // a tuple
                while let t = current, t.kind != .rparen { if t.kind == .lparen || t.kind == .lbracket { skipGroup() } else { i += 1 } }
                i += 1
                return .unknown("a tuple")
            }
            if current?.kind == .rparen { i += 1 }
            return v
        case .period:
            // an implicit member: `.target(…)`, `.linux`
            i += 1
            guard let n = current, n.kind == .identifier else { return .unknown("'.'") }
            i += 1
            return .member(text(n))
        case .lbrace:
            // `{ … }()`: a closure without parameters, called at once, runs
            let close = matching(i)
            if let open = token(close + 1), open.kind == .lparen, token(close + 2)?.kind == .rparen,
               !tokens[(i + 1)..<close].contains(where: { $0.keyword == .in }) {
                let value = run(body: i, parameters: [], arguments: [], name: "a closure")
                i = close + 3
                return value
            }
            skipGroup()
            return .unknown("a closure")
        case .identifier:
            i += 1
            switch t.keyword {
            case .true: return .bool(true)
            case .false: return .bool(false)
            case .nil: return .null
            default: break
            }
            let name = text(t)
            if let v = variables[name] { return v }
            if let getter = globalGetters[name] {
                guard evaluatingGlobals.insert(name).inserted else { return .unknown("'\(name)', defined in terms of itself") }
                defer { evaluatingGlobals.remove(name) }
                return run(body: getter, parameters: [], arguments: [], name: "'\(name)'")
            }
            // a static member named without its type, inside the type (the one of that name)
            if functions[name] == nil, let keys = staticsByName[name], keys.count == 1, let v = staticValue(keys[0]) { return v }
            if functions[name] != nil {
                guard current?.kind == .lparen else { return .unknown("the function '\(name)' as a value") }
                return callFunction(name, arguments())
            }
            // a type or namespace of PackageDescription or Foundation
            if let c = name.first, c.isUppercase { return .member(name) }
            // a static function called without its type, inside an extension of
            // the type (`library(name: …)` in `extension Product`): as `.library(…)`
            if current?.kind == .lparen, staticFunctions[name] != nil || Self.factoryNames.contains(name) { return .member(name) }
            return .unknown("'\(name)'")
        case .pound where t.keyword == .if:
            return .unknown("'#if' inside an expression")
        default:
            i += 1
            return .unknown("'\(text(t))'")
        }
    }

    mutating func postfix(_ base: ManifestValue) -> ManifestValue {
        var v = base
        while let t = current {
            switch t.kind {
            case .period:
                guard let n = token(i + 1), n.kind == .identifier || n.kind == .integer else { return v }
                i += 2
                if text(n) == "forEach", case .array(let elements) = v, let value = forEach(elements) {
                    v = value
                    continue
                }
                if ["map", "flatMap", "compactMap"].contains(text(n)), case .array(let elements) = v,
                   let value = map(elements, text(n)) {
                    v = value
                    continue
                }
                if text(n) == "first", case .array(let elements) = v, current?.kind == .lparen,
                   let w = token(i + 1), text(w) == "where", token(i + 2)?.kind == .colon, token(i + 3)?.kind == .lbrace {
                    // `first(where: { … })`: the first element for which the closure holds
                    let paren = i
                    i += 3
                    let end = matching(i)
                    guard let results = closureValues(over: elements, "first(where:)") else {
                        i = matching(paren) + 1
                        v = .unknown("'first(where:)'")
                        continue
                    }
                    i = end + 1
                    if current?.kind == .rparen { i += 1 }
                    if results.allSatisfy({ $0.bool != nil }) {
                        v = zip(elements, results).first { $0.1.bool == true }?.0 ?? .null
                    } else {
                        v = .unknown("'first(where:)'")
                    }
                    continue
                }
                if text(n) == "contains", case .array(let elements) = v, current?.kind == .lparen {
                    let args = arguments()
                    if args.count == 1, args[0].label == nil, args[0].value.unknownReason == nil {
                        v = .bool(elements.contains(args[0].value))
                    } else {
                        v = .unknown("'contains'")
                    }
                    continue
                }
                v = memberStep(v, text(n))
            case .lparen where !t.hasNewlineBefore:
                let args = arguments()
                v = call(v, args)
            case .lbracket where !t.hasNewlineBefore:
                skipGroup()
                if case .member("environment") = v { v = .null } else { v = .unknown("a subscript") }
            case .postfixExclaim, .postfixQuestion:
                i += 1
            case .identifier where t.keyword == .as:
                // `as [[Product]]`, `as? T`: the value stays what it is
                i += 1
                if let q = current, q.kind == .postfixExclaim || q.kind == .postfixQuestion
                    || q.kind == .operator && (text(q) == "!" || text(q) == "?") { i += 1 }
                skipType()
            case .lbrace where !t.hasNewlineBefore && !inCondition:
                skipGroup()
                if v.unknownReason == nil { v = .unknown("a closure") }
            default:
                return v
            }
        }
        return v
    }

    /// `.forEach { name in … }` (or `$0`, or in parentheses) over a known
    /// array: the closure runs per element; nil when it is not that shape.
    mutating func forEach(_ elements: [ManifestValue]) -> ManifestValue? {
        closureValues(over: elements, "forEach") == nil ? nil : .null
    }

    /// A type after `as`: names, dots, `[…]`, `(…)`, `<…>`, `?`, `!`.
    private mutating func skipType() {
        var angle = 0
        while let t = current {
            switch t.kind {
            case .lbracket, .lparen:
                skipGroup()
            case .identifier where t.keyword == .none || t.keyword == .any || t.keyword == .some:
                i += 1
            case .period, .postfixExclaim, .postfixQuestion:
                i += 1
            case .operator where text(t).allSatisfy({ $0 == "<" || $0 == ">" || $0 == "?" || $0 == "!" }):
                for c in text(t) { if c == "<" { angle += 1 } else if c == ">" { angle -= 1 } }
                i += 1
            case .comma where angle > 0:
                i += 1
            default:
                return
            }
            if angle <= 0, let n = current, n.hasNewlineBefore { return }
            // a name ends the type unless a `.`, `<`, `?`, `!` or a bracket follows
            if angle <= 0, let n = current, n.kind == .identifier, tokens[i - 1].kind == .identifier { return }
        }
    }

    /// `.map { name in … }` (`flatMap`, `compactMap`) over a known array:
    /// the closure's value per element; nil when it is not that shape.
    mutating func map(_ elements: [ManifestValue], _ kind: String) -> ManifestValue? {
        guard let values = closureValues(over: elements, kind) else { return nil }
        var out: [ManifestValue] = []
        for value in values {
            switch (kind, value) {
            case ("flatMap", .array(let inner)): out += inner
            case ("compactMap", .null): break
            default: out.append(value)
            }
        }
        return .array(out)
    }

    /// Runs the closure at `i` (`{ name in … }`, `{ … $0 … }`, or either in
    /// parentheses) once per element, bound to the element: each run's
    /// value (what it returns, or its one expression; a `return` ends that
    /// run only); nil, nothing consumed, when it is not that shape.
    mutating func closureValues(over elements: [ManifestValue], _ kind: String) -> [ManifestValue]? {
        let start = i
        let parenthesized = current?.kind == .lparen && token(i + 1)?.kind == .lbrace
        if parenthesized { i += 1 }
        guard current?.kind == .lbrace else { i = start; return nil }
        let open = i
        let end = matching(open)
        var name = "$0"
        var bodyStart = open + 1
        if let p = token(open + 1), p.kind == .identifier, token(open + 2)?.keyword == .in {
            name = text(p)
            bodyStart = open + 3
        } else if end <= open || tokens[(open + 1)..<end].contains(where: { $0.keyword == .in }) {
            // parameters of another shape, or a `{` left open at the end
            i = start
            return nil
        }
        let saved = (variables[name], inCondition, returned, lastExpression)
        inCondition = false
        var out: [ManifestValue] = []
        for e in elements {
            variables[name] = e
            i = bodyStart
            returned = nil
            lastExpression = nil
            var statements = 0
            while i < end, returned == nil {
                statement()
                statements += 1
            }
            out.append(returned ?? (statements == 1 ? lastExpression : nil) ?? .unknown("a '\(kind)' closure"))
        }
        (variables[name], inCondition, returned, lastExpression) = saved
        i = end + 1
        if parenthesized, current?.kind == .rparen { i += 1 }
        return out
    }

    /// `base.name` wherever it is read: a static member of the manifest's
    /// own types, an enum's case or member, else `member(_:_:)`.
    mutating func memberStep(_ base: ManifestValue, _ name: String) -> ManifestValue {
        if case .member(let type) = base, let value = staticValue(type + "." + name) { return value }
        return enumMember(base, name) ?? member(base, name)
    }

    /// `base.name`: a namespace's member, a call's argument of that label,
    /// `environment`.
    func member(_ base: ManifestValue, _ name: String) -> ManifestValue {
        switch base {
        case .object(let k):
            return member(heap[k], name)
        case .null:
            return .null  // optional chaining on what is unset
        case .member:
            return .member(name)
        case .call:
            return base[name] ?? .null
        case .unknown:
            return base
        case .array(let a) where name == "isEmpty":
            return .bool(a.isEmpty)
        case .array(let a) where name == "count":
            return .int(a.count)
        default:
            return .unknown("'.\(name)'")
        }
    }

    /// Whether a call of a PackageDescription factory's name is the
    /// manifest's own static function of that name (`extension Target {
    /// static func target(name: Targets, …) }`), as Swift's overload
    /// resolution picks it: its labels fit the call, and an argument is a
    /// case of an enum the manifest declares, which no factory takes.
    func takesOwn(_ parameters: [Parameter], _ args: [ManifestValue.Argument]) -> Bool {
        let ownCase = args.contains {
            switch $0.value {
            case .enumCase: return true
            case .member(let c): return enumsByCase[c] != nil
            default: return false
            }
        }
        return ownCase && Self.labelsFit(parameters, args)
    }

    /// Whether a call's labels fit a function's parameters in order, the
    /// ones left out having defaults.
    static func labelsFit(_ parameters: [Parameter], _ args: [ManifestValue.Argument]) -> Bool {
        var next = 0
        for p in parameters {
            if next < args.count, args[next].label == p.label {
                next += 1
            } else if p.defaultValue == nil {
                return false
            }
        }
        return next == args.count
    }

    mutating func call(_ callee: ManifestValue, _ args: [ManifestValue.Argument]) -> ManifestValue {
        if case .member(let name) = callee, let overloads = staticFunctions[name] {
            // the overload whose labels fit (the only one, fitting or not, when there is one)
            let fitting = overloads.first { Self.labelsFit($0.parameters, args) } ?? (overloads.count == 1 ? overloads[0] : nil)
            if let f = fitting, !Self.factoryNames.contains(name) || takesOwn(f.parameters, args) {
                return run(body: f.body, parameters: f.parameters, arguments: args, name: "the function '\(name)'")
            }
        }
        switch callee {
        case .member("Array") where args.isEmpty: return .array([])
        case .array(let a) where args.isEmpty && a.count == 1: return .array([])  // `[T]()`
        case .member(let name) where Self.classFactories.contains(name):
            heap.append(.call(name, args))
            return .object(heap.count - 1)
        case .member(let name): return .call(name, args)
        case .unknown, .null: return callee
        default: return .unknown("a call")
        }
    }

    /// `( … )`: labelled or not, each an expression; `#if` inside is read
    /// too.
    mutating func arguments() -> [ManifestValue.Argument] {
        i += 1  // (
        var args: [ManifestValue.Argument] = []
        while let t = current, t.kind != .rparen {
            if t.kind == .comma { i += 1; continue }
            var label: String?
            if t.kind == .identifier, let c = token(i + 1), c.kind == .colon {
                label = text(t)
                i += 2
            }
            let before = i
            args.append(.init(label: label, value: expression()))
            if i == before, current != nil { i += 1 }  // an unexpected token: past it (not past the end)
        }
        if current?.kind == .rparen { i += 1 }
        return args
    }

    /// `[a, b, …]`, with `#if` blocks among the elements; a dictionary is
    /// unknown.
    mutating func arrayLiteral() -> ManifestValue {
        i += 1  // [
        var elements: [ManifestValue] = []
        var isDictionary = false
        elementList(into: &elements, isDictionary: &isDictionary, until: .rbracket)
        if current?.kind == .rbracket { i += 1 }
        return isDictionary ? .unknown("a dictionary") : .array(elements)
    }

    private mutating func elementList(into elements: inout [ManifestValue], isDictionary: inout Bool, until end: TokenKind) {
        while let t = current, t.kind != end {
            if t.kind == .comma { i += 1; continue }
            if t.kind == .pound && (t.keyword == .elseif || t.keyword == .else || t.keyword == .endif) { return }
            if t.kind == .pound && t.keyword == .if {
                conditionalElements(into: &elements, isDictionary: &isDictionary)
                continue
            }
            let before = i
            elements.append(expression())
            if current?.kind == .colon {
                isDictionary = true
                i += 1
                _ = expression()
            }
            if i == before { i += 1 }
        }
    }

    /// `#if` among array elements: the elements of the branch that holds.
    private mutating func conditionalElements(into elements: inout [ManifestValue], isDictionary: inout Bool) {
        conditionalBranches { $0.elementList(into: &elements, isDictionary: &isDictionary, until: .rbracket) }
    }

    mutating func stringLiteral(_ t: Token) -> ManifestValue {
        let raw = text(t)
        if let s = ArgumentReader.string(raw) { return .string(s) }
        return interpolated(raw) ?? .unknown("an interpolated string")
    }

    /// `"\(module.rawValue)Tests"`: a one-line literal whose interpolations
    /// each name a value by a path (`name`, `Module.app.rawValue`) that is
    /// a string or a number; nil for anything else.
    mutating func interpolated(_ raw: String) -> ManifestValue? {
        let u = Array(raw.utf8)
        guard u.count >= 2, u.first == UInt8(ascii: "\""), u.last == UInt8(ascii: "\""), !u.contains(UInt8(ascii: "\n")) else { return nil }
        var out = "", literal: [UInt8] = []
        var k = 1
        func flush() -> Bool {
            guard let s = ArgumentReader.string("\"" + String(decoding: literal, as: UTF8.self) + "\"") else { return false }
            out += s
            literal = []
            return true
        }
        while k < u.count - 1 {
            if u[k] == UInt8(ascii: "\\"), k + 1 < u.count - 1 {
                guard u[k + 1] == UInt8(ascii: "(") else {
                    literal += [u[k], u[k + 1]]
                    k += 2
                    continue
                }
                guard flush(), let end = u[(k + 2)...].firstIndex(of: UInt8(ascii: ")")) else { return nil }
                let path = String(decoding: u[(k + 2)..<end], as: UTF8.self).split(separator: ".").map {
                    String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
                }
                guard let first = path.first, !first.isEmpty,
                      path.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" } })
                else { return nil }
                var v: ManifestValue = variables[first]
                    ?? (first.first!.isUppercase ? .member(first) : .unknown("'\(first)'"))
                for step in path.dropFirst() { v = memberStep(v, step) }
                switch v {
                case .string(let s): out += s
                case .int(let n): out += String(n)
                case .enumCase(let type, let c) where instanceGetters[type + ".description"] == nil:
                    // a case of the manifest's own enum prints its name (not its raw value)
                    out += c
                case .member(let c) where enumsByCase[c].map({ $0.count == 1 && instanceGetters[$0[0] + ".description"] == nil }) ?? false:
                    out += c
                default: return nil
                }
                k = end + 1
                continue
            }
            literal.append(u[k])
            k += 1
        }
        return flush() ? .string(out) : nil
    }

    // MARK: - Conditional compilation

    /// `#if … #elseif … #else … #endif` as statements: the branch that
    /// holds on this host runs.
    mutating func conditionalCompilation(inExpression: Bool) {
        conditionalBranches { $0.activeBranch() }
    }

    /// An `#if … #endif` block: `active` reads the first branch whose
    /// condition holds on this host; the others are skipped.
    private mutating func conditionalBranches(_ active: (inout Self) -> Void) {
        var taken = false
        while let t = current, t.kind == .pound {
            switch t.keyword {
            case .if, .elseif, .else:
                i += 1
                let holds = t.keyword == .else || compileCondition()
                if holds && !taken {
                    taken = true
                    active(&self)
                } else {
                    skipInactiveBranch()
                }
            case .endif:
                i += 1
                return
            default:
                return
            }
        }
    }

    /// Statements up to this level's next `#elseif`, `#else` or `#endif`.
    private mutating func activeBranch() {
        while let t = current {
            if t.kind == .pound && (t.keyword == .elseif || t.keyword == .else || t.keyword == .endif) { return }
            let before = i
            statement()
            if i == before { i += 1 }
        }
    }

    /// Past a branch not taken, nested `#if`s included.
    private mutating func skipInactiveBranch() {
        var depth = 0
        while let t = current {
            if t.kind == .pound {
                switch t.keyword {
                case .if: depth += 1
                case .endif:
                    if depth == 0 { return }
                    depth -= 1
                case .elseif, .else:
                    if depth == 0 { return }
                default: break
                }
            }
            i += 1
        }
    }

    /// The condition after `#if`/`#elseif`, on this host.
    mutating func compileCondition() -> Bool {
        let line = source.line(of: Int(tokens[i - 1].start))
        let end = tokens[i...].firstIndex { source.line(of: Int($0.start)) != line } ?? tokens.count
        var parser = CompileCondition(evaluator: self, end: end)
        let value = parser.or()
        i = end
        return value
    }

    struct CompileCondition {
        let evaluator: ManifestEvaluator
        let end: Int
        var k: Int

        init(evaluator: ManifestEvaluator, end: Int) {
            self.evaluator = evaluator
            self.end = end
            self.k = evaluator.i
        }

        var current: Token? { k < end ? evaluator.tokens[k] : nil }
        func text(_ t: Token) -> String { evaluator.text(t) }

        mutating func or() -> Bool {
            var v = and()
            while let t = current, t.kind == .operator, text(t) == "||" {
                k += 1
                let r = and()
                v = v || r
            }
            return v
        }

        mutating func and() -> Bool {
            var v = not()
            while let t = current, t.kind == .operator, text(t) == "&&" {
                k += 1
                let r = not()
                v = v && r
            }
            return v
        }

        mutating func not() -> Bool {
            if let t = current, t.kind == .operator, text(t) == "!" {
                k += 1
                return !not()
            }
            return atom()
        }

        mutating func atom() -> Bool {
            guard let t = current else { return false }
            if t.kind == .lparen {
                k += 1
                let v = or()
                if current?.kind == .rparen { k += 1 }
                return v
            }
            guard t.kind == .identifier else { k += 1; return false }
            k += 1
            if t.keyword == .true { return true }
            if t.keyword == .false { return false }
            let name = text(t)
            guard current?.kind == .lparen else { return false }  // a custom flag: never set here
            k += 1
            var argument: [Token] = []
            var depth = 0
            while let a = current, !(depth == 0 && a.kind == .rparen) {
                if a.kind == .lparen { depth += 1 }
                if a.kind == .rparen { depth -= 1 }
                argument.append(a)
                k += 1
            }
            if current?.kind == .rparen { k += 1 }
            let words = argument.map(text)
            let host = evaluator.host
            switch name {
            case "os": return words.first == host.os
            case "arch": return words.first == host.arch
            case "canImport": return words.first.map(host.importable.contains) ?? false
            case "swift": return Self.versionTest(words, host.languageVersion)
            case "compiler": return Self.versionTest(words, host.compilerVersion)
            default: return false  // targetEnvironment, hasFeature, hasAttribute, _endian…
            }
        }

        /// `>=5.9`, `<6` against a version.
        static func versionTest(_ words: [String], _ version: [Int]) -> Bool {
            let joined = words.joined()
            let ge = joined.hasPrefix(">=")
            let lt = joined.hasPrefix("<")
            let digits = joined.drop { !$0.isNumber }
            let wanted = digits.split(separator: ".").compactMap { Int($0) }
            guard ge || lt, !wanted.isEmpty else { return false }
            let cmp = compareVersions(version, wanted)
            return ge ? cmp >= 0 : cmp < 0
        }
    }
}

/// -1, 0, 1 as `a` is below, equal to or above `b` (missing parts are 0).
func compareVersions(_ a: [Int], _ b: [Int]) -> Int {
    for k in 0..<max(a.count, b.count) {
        let x = k < a.count ? a[k] : 0, y = k < b.count ? b[k] : 0
        if x != y { return x < y ? -1 : 1 }
    }
    return 0
}
