import WiringAnalysis
import WiringSyntax

/// What one declaration does with Stitcher, read from its syntax: the
/// generic parameter names of an `@InjectedParameters` declaration (a
/// parameter of such a type cannot be injected), the registrations in the
/// `DependencyContainer { … }` / `DependencyGroup { … }` builders it holds
/// (`Dependency { … }` with its chain, a bare `T(…)`,
/// `T.dependencyRegistration`), and its `DependencyGraph.inject(…)` calls.
/// Positions are kept apart (`ExtractedFact.ranges`).
struct StitcherDeclFacts: Equatable, Sendable {
    struct Registration: Equatable, Sendable {
        /// The type it makes; nil when Wiring cannot tell.
        var type: String?
        /// More types it is found by (`.conforms(to:)`, `.inherits(from:)`).
        var alsoAs: [String]
        /// Located by name instead (`.named(…)`, `Dependency(named:)`).
        var name: String?
        /// Its instantiation parameters; nil when not written.
        var arity: Int?
        /// `T.dependencyRegistration`: what `@Registerable` on T says.
        var registerable: Bool
        var range: Int
        /// The factory calls `T()`: the overload `@InjectedParameters`
        /// generates, when T has one, which injects the rest.
        var constructsWithoutArguments = false
        /// Which builder of the declaration holds it (the outermost, in order).
        var builder = 0
        /// `.scope(…)`'s argument as written (compact): `.singleton`; nil when not given.
        var scope: String? = nil
    }

    struct Injection: Equatable, Sendable {
        var type: String?
        var name: String?
        /// `try!`: a miss crashes.
        var required: Bool
        var passesParameters: Bool
        var range: Int
        /// An `@Injected` local of a function body (resolved lazily, on first access), not a call.
        var injectedLocal = false
        /// `let x: T? = try DependencyGraph.inject()`: the Optional overload, nil on a miss.
        var optionalResult = false
        /// `leaf = try! DependencyGraph.inject()` (or `self.leaf = …`): the
        /// type is the enclosing type's stored property `leaf`'s, read with
        /// the file's other declarations.
        var assignedProperty: String? = nil
    }

    var genericNames: [String] = []
    var registrations: [Registration] = []
    var injections: [Injection] = []
    /// Each outermost builder's `{ … }` (an index into the ranges), in order.
    var builderRanges: [Int] = []

    var isEmpty: Bool { genericNames.isEmpty && registrations.isEmpty && injections.isEmpty && builderRanges.isEmpty }
}

struct StitcherExtraction: LibraryExtraction {
    var version: Int { 21 }

    func extract(_ d: DeclReference, calls _: ArraySlice<CallFact>, callSyntax _: [Call], in file: ParsedFile) -> ExtractedFact? {
        var facts = StitcherDeclFacts()
        var ranges: [Range<Int>] = []
        if let clause = d.genericParameters, d.attributes.contains(where: { $0.baseName == "InjectedParameters" }) {
            facts.genericNames = GenericClause.parameterNames(file.text(clause))
        }
        if Self.mayReadCalls(d, file) { readCalls(d, file, &facts, &ranges) }
        if !d.kind.isTypeLike, let body = d.body, file.source.contains("@Injected", in: body),
           StitcherNames.importsStitcher(file.outline.imports.lazy.map(\.name)) {
            Self.readInjectedLocals(in: body, file, &facts, &ranges)
        }
        guard !facts.isEmpty else { return nil }
        return ExtractedFact(bytes: StitcherCoding.encode(facts), ranges: ranges)
    }

    /// `@Injected var name: T` (or `@Injected(name: "n")`) declared in a
    /// body: the property wrapper resolves it on first access, as it does
    /// a stored property.
    static func readInjectedLocals(in body: Range<Int>, _ file: ParsedFile, _ facts: inout StitcherDeclFacts,
                                   _ ranges: inout [Range<Int>]) {
        var tokens: [Token] = []
        file.source.forEachToken(from: body.lowerBound, limit: body.upperBound) { tokens.append($0); return true }
        var i = 0
        while i + 1 < tokens.count {
            defer { i += 1 }
            guard tokens[i].kind == .at, tokens[i + 1].kind == .identifier, file.source.bytesEqual(tokens[i + 1].range, "Injected")
            else { continue }
            var j = i + 2
            var name: String?
            var byValue = false
            if j < tokens.count, tokens[j].kind == .lparen, !tokens[j].hasTriviaBefore {
                // `(name: "n")`: the literal; the group skipped
                var depth = 0
                while j < tokens.count {
                    if tokens[j].kind == .lparen { depth += 1 }
                    if tokens[j].kind == .rparen { depth -= 1; if depth == 0 { break } }
                    if depth == 1, j + 2 < tokens.count, tokens[j].kind == .identifier, file.source.bytesEqual(tokens[j].range, "name"),
                       tokens[j + 1].kind == .colon {
                        // a literal; anything else is a name Wiring cannot read (as a value is)
                        let text = file.text(tokens[j + 2].range)
                        if tokens[j + 2].kind == .string, !text.contains("\\("),
                           j + 3 < tokens.count, tokens[j + 3].kind == .rparen || tokens[j + 3].kind == .comma {
                            name = text.trimmingQuotes
                        } else {
                            byValue = true
                        }
                    }
                    if depth == 1, j + 1 < tokens.count, tokens[j].kind == .identifier, file.source.bytesEqual(tokens[j].range, "value"),
                       tokens[j + 1].kind == .colon {
                        byValue = true
                    }
                    j += 1
                }
                j += 1
            }
            // `(value: v)` or a name not written as a literal: nothing Wiring compares
            if byValue { continue }
            // modifiers, then `var`/`let`, the name, `:` and the type
            while j < tokens.count, tokens[j].kind == .identifier, tokens[j].keyword != .var, tokens[j].keyword != .let,
                  [Keyword.lazy, .weak, .unowned].contains(tokens[j].keyword) { j += 1 }
            guard j + 3 < tokens.count, tokens[j].keyword == .var || tokens[j].keyword == .let,
                  tokens[j + 1].kind == .identifier, tokens[j + 2].kind == .colon else { continue }
            let nameToken = tokens[j + 1]
            let typeStart = j + 3
            var k = typeStart
            var depth = 0
            while k < tokens.count {
                let t = tokens[k]
                if k > typeStart && depth == 0 && (t.hasNewlineBefore || t.kind == .equal || t.kind == .semicolon || t.kind == .lbrace
                                                   || t.kind == .rbrace || t.kind == .comma) { break }
                if t.kind == .lparen || t.kind == .lbracket { depth += 1 }
                if t.kind == .rparen || t.kind == .rbracket { depth -= 1; if depth < 0 { break } }
                k += 1
            }
            guard k > typeStart else { continue }
            let type = file.source.tokenText(Int(tokens[typeStart].start)..<Int(tokens[k - 1].end))
            let optional = type.hasSuffix("?") || type.hasPrefix("[")
            facts.injections.append(.init(type: name == nil ? (type.hasSuffix("?") ? String(type.dropLast()) : type) : nil, name: name,
                                          required: !optional, passesParameters: false, range: ranges.count, injectedLocal: true))
            ranges.append(nameToken.range)
            i = k - 1
        }
    }

    /// The outermost builder holding a registration: its place among the declaration's builders.
    private static func builderIndex(of offset: Int, _ builders: [Range<Int>]) -> Int {
        let outer = builders.filter { b in !builders.contains { $0 != b && $0.lowerBound <= b.lowerBound && b.upperBound <= $0.upperBound } }
        return outer.firstIndex { $0.contains(offset) } ?? 0
    }


    private static func isType(_ name: Substring) -> Bool { name.first?.isUppercase == true }

    /// A file that calls no builder and no `inject`, and has no generic
    /// `@InjectedParameters` declaration, has nothing to record: most files.
    func mayRecord(in file: ParsedFile) -> Bool {
        file.outline.calls.contains { Self.isRead($0, file) }
            || file.source.contains("@Injected") && StitcherNames.importsStitcher(file.outline.imports.lazy.map(\.name))
            || file.outline.containsDecl { d in
                d.pointee.genericParameters != nil && d.pointee.attributes.contains { $0.baseName == "InjectedParameters" }
            }
    }

    /// A builder or `inject`: what makes `readCalls` read a declaration.
    /// `isRead`'s names: the parser records the calls of bodies that hold one.
    static let bodyWords: Set<String> = ["inject", "DependencyGroup", "DependencyContainer"]

    private static func isRead(_ c: Call, _ file: ParsedFile) -> Bool {
        switch c.nameRange.count {
        case 6: return file.isCall(c, named: "inject")
        case 15: return file.isCall(c, named: "DependencyGroup")
        case 19: return file.isCall(c, named: "DependencyContainer")
        default: return false
        }
    }

    /// Whether the declaration calls a builder or `inject`, all that
    /// `readCalls` reads: most declarations call neither.
    static func mayReadCalls(_ d: DeclReference, _ file: ParsedFile) -> Bool {
        file.outline.calls(in: d).contains { isRead($0, file) }
    }

    private func readCalls(_ d: DeclReference, _ file: ParsedFile, _ facts: inout StitcherDeclFacts, _ ranges: inout [Range<Int>]) {
        let outline = file.outline
        // the builders' bodies
        var builders: [Range<Int>] = []
        for k in d.calls {
            let c = outline.calls[k]
            guard file.isCall(c, named: "DependencyContainer") || file.isCall(c, named: "DependencyGroup") else { continue }
            let callee = file.callee(c)
            guard callee == "DependencyContainer" || callee == "DependencyGroup",
                  let body = outline.arguments(of: c).last(where: \.isTrailingClosure)?.value else { continue }
            builders.append(body)
        }
        // the outermost ones, where a fix adds a registration
        for b in builders where !builders.contains(where: { $0 != b && $0.lowerBound <= b.lowerBound && b.upperBound <= $0.upperBound }) {
            facts.builderRanges.append(ranges.count)
            ranges.append(b)
        }
        // closures inside them that are not builders (a Dependency's factory): calls there are not registrations
        var factories: [Range<Int>] = []
        var dependencyAt: [Int: Int] = [:]
        for k in d.calls where !builders.isEmpty {
            let c = outline.calls[k]
            guard builders.contains(where: { $0.contains(c.range.lowerBound) }) else { continue }
            let callee = file.callee(c)
            guard callee == "Dependency" || callee.hasPrefix("Dependency<") else { continue }
            let args = Array(outline.arguments(of: c))
            let closure = args.last(where: { $0.isTrailingClosure })?.value
            if let closure { factories.append(closure) }
            var reg = StitcherDeclFacts.Registration(type: nil, alsoAs: [], name: nil, arity: nil, registerable: false, range: ranges.count)
            if callee.hasPrefix("Dependency<"), callee.hasSuffix(">") {
                reg.type = String(callee.dropFirst("Dependency<".count).dropLast())
            }
            for a in args where !a.isTrailingClosure {
                let label = a.labelRange.map { file.text($0) }
                let text = file.compactText(a.value)
                switch label {
                case "named": reg.name = Self.literal(text) ?? StitcherExtraction.unknownName
                case "for": reg.name = Self.valueLocator(text)
                case "conformingTo", "inheritingFrom": if text.hasSuffix(".self") { reg.alsoAs.append(String(text.dropLast(5))) }
                default: break
                }
            }
            if let closure {
                reg.arity = ClosureHeader.parameterCount(file.source, closure)
                // a return type the closure declares (`{ () -> Service in … }`): the type registered
                let header = ClosureHeader.header(file.source, open: closure.lowerBound, limit: closure.upperBound)
                if reg.type == nil, header.hasIn, let arrow = header.parameters.firstRange(ofText: "->") {
                    let declared = header.parameters[arrow.upperBound...].trimmingWhitespace
                    if Self.isType(Substring(declared)) { reg.type = declared }
                }
                // the first type the factory constructs, or the one it is cast to (`Live() as Service`)
                for j in d.calls {
                    let inner = outline.calls[j]
                    guard closure.contains(inner.range.lowerBound), inner.receiver < 0 else { continue }
                    let name = file.callee(inner)
                    let base = name.hasSuffix(".init") ? name.dropLast(5) : Substring(name)
                    guard Self.isType(base) && !base.contains(".") else { continue }
                    var type = String(base) + Self.genericArguments(after: inner.calleeRange.upperBound, file.source)
                    var constructs = outline.arguments(of: inner).isEmpty
                    if let cast = Self.upcast(after: inner.range.upperBound, file.source) {
                        type = cast
                        constructs = false
                    }
                    if reg.type == nil || reg.type == type {
                        reg.type = type
                        reg.constructsWithoutArguments = constructs
                    }
                    break
                }
            }
            reg.builder = Self.builderIndex(of: c.range.lowerBound, builders)
            dependencyAt[k] = facts.registrations.count
            facts.registrations.append(reg)
            ranges.append(c.nameRange)
        }
        // chains on a Dependency: .named, .conforms, .inherits
        for k in d.calls where !dependencyAt.isEmpty {
            let c = outline.calls[k]
            var at = c.receiver
            var steps = 0
            while at >= 0, dependencyAt[at] == nil, steps < 16 { at = outline.calls[at].receiver; steps += 1 }
            guard at >= 0, let r = dependencyAt[at], c.receiver >= 0 else { continue }
            let text = outline.arguments(of: c).first.map { file.compactText($0.value) } ?? ""
            switch file.name(c) {
            case "named": facts.registrations[r].name = Self.literal(text) ?? StitcherExtraction.unknownName
            // located by that value alone: no injection by type or by name finds it
            case "associated": facts.registrations[r].name = Self.valueLocator(text)
            case "conforms", "inherits": if text.hasSuffix(".self") { facts.registrations[r].alsoAs.append(String(text.dropLast(5))) }
            case "scope": facts.registrations[r].scope = text
            default: break
            }
        }
        // bare `T(…)` at a builder's own level
        for k in d.calls where !builders.isEmpty {
            let c = outline.calls[k]
            guard c.receiver < 0, builders.contains(where: { $0.contains(c.range.lowerBound) }),
                  !factories.contains(where: { $0.contains(c.range.lowerBound) }) else { continue }
            let callee = file.callee(c)
            guard Self.isType(Substring(callee)), !callee.contains("."), !callee.hasPrefix("Dependency") else { continue }
            // not inside another call of the builder (an argument of `Foo(bar: Bar())`)
            let nested = d.calls.contains { j in
                let o = outline.calls[j]
                guard j != k, o.range.lowerBound <= c.range.lowerBound, c.range.upperBound <= o.range.upperBound else { return false }
                let name = file.callee(o)
                return name != "DependencyContainer" && name != "DependencyGroup"
            }
            guard !nested else { continue }
            facts.registrations.append(.init(type: callee + Self.genericArguments(after: c.calleeRange.upperBound, file.source),
                                             alsoAs: [], name: nil, arity: 0, registerable: false, range: ranges.count,
                                             constructsWithoutArguments: outline.arguments(of: c).isEmpty,
                                             builder: Self.builderIndex(of: c.range.lowerBound, builders)))
            ranges.append(c.nameRange)
        }
        // a bare value in a builder (`number`): registered by its type, which Wiring cannot tell
        for body in builders {
            let text = file.text(body)
            var depth = 0
            var line = ""
            for ch in text.dropFirst().dropLast() + "\n" {
                if ch == "{" || ch == "(" || ch == "[" { depth += 1 }
                if ch == "}" || ch == ")" || ch == "]" { depth -= 1 }
                if ch == "\n" {
                    let t = line.trimmingWhitespace
                    if depth == 0, let f = t.first, f.isLowercase || f == "_" || Self.isImportedModule(t, file),
                       t.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }),
                       !t.hasSuffix(".dependencyRegistration") {
                        facts.registrations.append(.init(type: nil, alsoAs: [], name: nil, arity: 0, registerable: false,
                                                         range: ranges.count))
                        ranges.append(body)
                    }
                    line = ""
                } else if depth == 0 {
                    line.append(ch)
                }
            }
        }
        // `T.dependencyRegistration` in a builder
        for body in builders {
            let bytes = file.source.bytes
            let needle = Array(".dependencyRegistration".utf8)
            var i = body.lowerBound
            while i + needle.count <= body.upperBound {
                if bytes[i] == needle[0], Array(bytes[i..<(i + needle.count)]) == needle {
                    var s = i
                    while s > body.lowerBound, ClosureHeader.isWordByte(bytes[s - 1]) || bytes[s - 1] == UInt8(ascii: ".") { s -= 1 }
                    let type = file.text(s..<i)
                    if let f = type.first, f.isUppercase {
                        facts.registrations.append(.init(type: type, alsoAs: [], name: nil, arity: nil, registerable: true, range: ranges.count,
                                                         builder: Self.builderIndex(of: s, builders)))
                        ranges.append(s..<i)
                    }
                    i += needle.count
                } else {
                    i += 1
                }
            }
        }
        // DependencyGraph.inject(byType:|byName:)
        for k in d.calls {
            let c = outline.calls[k]
            guard file.isCall(c, named: "inject"), file.callee(c).hasSuffix("DependencyGraph.inject") else { continue }
            let args = Array(outline.arguments(of: c))
            // `let x: T = try DependencyGraph.inject()`: by the type the result is annotated with
            if args.first.map({ $0.labelRange.map { file.text($0) } == "parameters" }) ?? true {
                guard let type = Self.annotatedType(before: c.range.lowerBound, file) else {
                    if let property = Self.assignedProperty(before: c.range.lowerBound, file.source) {
                        facts.injections.append(.init(type: nil, name: nil, required: Self.isForced(c, file.source),
                                                      passesParameters: !args.isEmpty, range: ranges.count, assignedProperty: property))
                        ranges.append(c.nameRange)
                    }
                    continue
                }
                let optional = type.hasSuffix("?")
                facts.injections.append(.init(type: optional ? String(type.dropLast()) : type, name: nil,
                                              required: Self.isForced(c, file.source) && !optional,
                                              passesParameters: !args.isEmpty, range: ranges.count, optionalResult: optional))
                ranges.append(c.nameRange)
                continue
            }
            guard let first = args.first, let label = first.labelRange.map({ file.text($0) }) else { continue }
            let text = file.compactText(first.value)
            var inj = StitcherDeclFacts.Injection(type: nil, name: nil, required: Self.isForced(c, file.source), passesParameters: false,
                                                  range: ranges.count)
            switch label {
            case "byType" where text.hasSuffix(".self"):
                var t = String(text.dropLast(5))
                if t.hasPrefix("("), t.hasSuffix(")") { t = String(t.dropFirst().dropLast()) }
                if t.hasPrefix("any") && t.count > 3 && t.dropFirst(3).first?.isUppercase == true { t.removeFirst(3) }
                inj.type = t
            case "byName": inj.name = Self.literal(text)
            // a value Wiring cannot read: nothing to compare
            case "byValue": inj.name = Self.valueKey(text).map { StitcherExtraction.valueLocated + $0 }
            default: continue
            }
            if inj.type == nil && inj.name == nil { continue }
            inj.passesParameters = args.contains { $0.labelRange.map { file.text($0) } == "parameters" }
            facts.injections.append(inj)
            ranges.append(first.value)
        }
    }

    /// `try!` right before the call (or before `DependencyGraph`).
    private static func isForced(_ c: Call, _ source: SourceText) -> Bool {
        var i = c.range.lowerBound
        let bytes = source.bytes
        while i > 0, bytes[i - 1] == UInt8(ascii: " ") || bytes[i - 1] == UInt8(ascii: "\n") || bytes[i - 1] == UInt8(ascii: "\t") { i -= 1 }
        return i >= 4 && bytes[i - 1] == UInt8(ascii: "!") && source.text((i - 4)..<(i - 1)) == "try"
    }

    /// The `leaf` of `leaf = try …` or `self.leaf = try …` right before
    /// `at`, alone on its line up to there.
    private static func assignedProperty(before at: Int, _ source: SourceText) -> String? {
        let bytes = source.bytes
        var i = at
        while i > 0, bytes[i - 1] != UInt8(ascii: "\n") { i -= 1 }
        let line = source.text(i..<at)
        guard let eq = line.firstIndex(of: "="), line[..<eq].last != "!" else { return nil }
        let between = line[line.index(after: eq)...].trimmingWhitespace
        guard between.isEmpty || ["try", "try!", "try?", "await", "try await"].contains(between) else { return nil }
        var target = line[..<eq].trimmingWhitespace
        if target.hasPrefix("self.") { target = String(target.dropFirst(5)) }
        guard let f = target.first, f.isLetter || f == "_", target.isPlainName else { return nil }
        return target
    }

    /// `T` of ` as T` right after `at` (not `as?`, `as!`): an upcast.
    static func upcast(after at: Int, _ source: SourceText) -> String? {
        let bytes = source.bytes
        var i = at
        while i < bytes.count, bytes[i] == UInt8(ascii: " ") { i += 1 }
        guard i + 3 < bytes.count, bytes[i] == UInt8(ascii: "a"), bytes[i + 1] == UInt8(ascii: "s"), bytes[i + 2] == UInt8(ascii: " ")
        else { return nil }
        i += 3
        while i < bytes.count, bytes[i] == UInt8(ascii: " ") { i += 1 }
        var end = i
        while end < bytes.count, ClosureHeader.isWordByte(bytes[end]) || bytes[end] == UInt8(ascii: ".") { end += 1 }
        let type = source.text(i..<end)
        return isType(Substring(type)) ? type : nil
    }

    /// The `T` of `let x: T = try …` right before `at`, on the same line.
    private static func annotatedType(before at: Int, _ file: ParsedFile) -> String? {
        guard let b = file.source.bindingAnnotation(before: at),
              ["", "try", "try!", "try?", "await", "try await"].contains(b.between) else { return nil }
        return b.type
    }

    static func literal(_ text: String) -> String? {
        guard text.count >= 2, text.first == "\"", text.last == "\"", !text.contains("\\(") else { return nil }
        return String(text.dropFirst().dropLast())
    }

    /// `<Int>` of `Values<Int>(…)`: the generic arguments written right after a callee, compact.
    static func genericArguments(after end: Int, _ source: SourceText) -> String {
        let bytes = source.bytes
        guard end < bytes.count, bytes[end] == UInt8(ascii: "<") else { return "" }
        var depth = 0
        var i = end
        while i < bytes.count, i < end + 200 {
            if bytes[i] == UInt8(ascii: "<") { depth += 1 }
            if bytes[i] == UInt8(ascii: ">") { depth -= 1; if depth == 0 { return source.compactText(end..<(i + 1)) } }
            if bytes[i] == UInt8(ascii: "(") || bytes[i] == UInt8(ascii: "{") { return "" }
            i += 1
        }
        return ""
    }

    /// `FeatureKit.dependencies` in a builder of a file that imports
    /// `FeatureKit`: a group of another module, whose registrations
    /// Wiring does not see (as a bare value's).
    static func isImportedModule(_ line: String, _ file: ParsedFile) -> Bool {
        guard let dot = line.firstIndex(of: "."), line.first?.isUppercase == true else { return false }
        let module = line[..<dot]
        return module != "DependencyGroup" && module != "DependencyContainer" && file.outline.imports.contains { $0.name == module }
    }

    /// A name that is not a literal: located by name, which Wiring cannot read.
    static let unknownName = "\u{0}"
    /// How a value locator (`DependencyLocator.value`) is kept where names
    /// are: this, then the value's key (`valueKey`); this alone for a value
    /// Wiring cannot read.
    static let valueLocated = "\u{1}"

    /// A name or value locator as Stitcher's messages print it: `Name[x]`, `Value[x]`.
    static func locatorText(_ name: String) -> String {
        if name == unknownName { return "Name[?]" }
        guard name.hasPrefix(valueLocated) else { return "Name[\(name)]" }
        let key = name.dropFirst()
        return "Value[\(key.isEmpty ? "?" : key)]"
    }

    /// The locator of `.associated(with: text)` / `Dependency(for: text)`.
    static func valueLocator(_ text: String) -> String { valueLocated + (valueKey(text) ?? "") }

    /// A value written as a literal or an enum case, as Stitcher prints it
    /// (`AnyHashable`'s description): `"main"` → `main`, `Key.main` and
    /// `.main` → `main`, `42` → `42`. A string and a case of the same
    /// spelling then compare equal, which only makes a miss go unreported.
    /// nil for anything else (a variable, a call).
    static func valueKey(_ text: String) -> String? {
        if let s = literal(text) { return s.isEmpty ? nil : s }
        if let f = text.utf8.first, f >= UInt8(ascii: "0") && f <= UInt8(ascii: "9") || f == UInt8(ascii: "-") {
            return Int(text).map(String.init)
        }
        if text == "true" || text == "false" { return text }
        // `.case` or `Type.case` (`A.B.case`): identifiers joined by dots, a case last
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2, let last = parts.last, let first = last.first, first.isLowercase || first == "_",
              parts.dropFirst().allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }),
              parts[0].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        // the type before the case, when written, starts upper-case
        if let t = parts.first, !t.isEmpty, !(t.first!.isUppercase) { return nil }
        return String(last)
    }


    static func facts(_ fact: LibraryFact?) -> StitcherDeclFacts? {
        guard let fact else { return nil }
        return try? StitcherCoding.decode(fact.bytes)
    }
}

enum StitcherCoding {
    static func encode(_ f: StitcherDeclFacts) -> [UInt8] {
        var w = ByteWriter(capacity: 64)
        w.strings(f.genericNames)
        w.varint(UInt64(f.registrations.count))
        for r in f.registrations {
            w.optional(r.type)
            w.strings(r.alsoAs)
            w.optional(r.name)
            w.varint(r.arity.map { UInt64($0) + 1 } ?? 0)
            w.bool(r.registerable)
            w.varint(UInt64(r.range))
            w.bool(r.constructsWithoutArguments)
            w.varint(UInt64(r.builder))
            w.optional(r.scope)
        }
        w.varint(UInt64(f.builderRanges.count))
        for b in f.builderRanges { w.varint(UInt64(b)) }
        w.varint(UInt64(f.injections.count))
        for i in f.injections {
            w.optional(i.type)
            w.optional(i.name)
            w.bool(i.required)
            w.bool(i.passesParameters)
            w.varint(UInt64(i.range))
            w.bool(i.injectedLocal)
            w.bool(i.optionalResult)
            w.optional(i.assignedProperty)
        }
        return w.bytes
    }

    static func decode(_ bytes: [UInt8]) throws -> StitcherDeclFacts {
        try bytes.withUnsafeBytes { raw in
            var r = ByteReader(raw)
            var f = StitcherDeclFacts()
            f.genericNames = try r.strings()
            for _ in 0..<(try r.count(limit: bytes.count)) {
                let type = try r.optional(), also = try r.strings(), name = try r.optional()
                let a = try r.varint()
                f.registrations.append(.init(type: type, alsoAs: also, name: name, arity: a == 0 ? nil : Int(a - 1),
                                             registerable: try r.bool(), range: try r.count(limit: 1 << 20),
                                             constructsWithoutArguments: try r.bool(), builder: try r.count(limit: 1 << 16),
                                             scope: try r.optional()))
            }
            for _ in 0..<(try r.count(limit: bytes.count)) { f.builderRanges.append(try r.count(limit: 1 << 20)) }
            for _ in 0..<(try r.count(limit: bytes.count)) {
                f.injections.append(.init(type: try r.optional(), name: try r.optional(), required: try r.bool(),
                                          passesParameters: try r.bool(), range: try r.count(limit: 1 << 20),
                                          injectedLocal: try r.bool(), optionalResult: try r.bool(), assignedProperty: try r.optional()))
            }
            return f
        }
    }
}
