import WiringAnalysis

/// What StitcherMacros' three macros do to one file, in their own check
/// order: the errors they throw (their text, at the attribute) and what
/// Wiring adds about the same declaration. A function of the facts alone.
struct StitcherMacroSimulation {
    struct Event {
        enum Kind: Equatable {
            /// A macro's thrown error.
            case thrown
            case noEffect(attribute: Int)
            case allIgnored(attribute: Int)
            case multiplePreferred(attribute: Int)
            case attributeSpelling(attribute: Int)
            /// The `parent:` the declaration's type needs (nil: remove the argument).
            case parentMismatch(attribute: Int, needed: String?)
            /// A parameter whose type involves a generic parameter the macro misses.
            case genericMissed(attribute: Int, parameter: Int)
            case byNameUnnamed(attribute: Int, parameter: Int)
            case unknownScope(attribute: Int)
            case ineffectiveEagerness(attribute: Int)
        }
        var kind: Kind
        var decl: Int
        var role: AnchorRole
        var message: String
    }

    private(set) var events: [Event] = []
    /// The initializer each `@Registerable` type of the file is built with,
    /// when it takes parameters: they are the registration's instantiation
    /// parameters.
    private(set) var preferredInitializers: [Int] = []

    static let malformed = "Malformed arguments."

    init(facts: FileFacts, genericNames: (Int) -> [String]) {
        for i in facts.decls.indices where !facts.decls[i].attributes.isEmpty {
            let d = facts.decls[i]
            for (a, attr) in d.attributes.enumerated() {
                guard let macro = StitcherNames.macro(of: attr) else { continue }
                switch macro {
                case "InjectedParameters": injectedParameters(attr, a, i, facts, genericNames(i))
                case "PreferredInitializer": preferredInitializer(a, i, facts)
                case "Registerable": registerable(attr, a, i, facts)
                default: break
                }
            }
        }
    }

    private mutating func thrown(_ message: String, _ i: Int, _ a: Int) {
        events.append(Event(kind: .thrown, decl: i, role: .attribute(a), message: message))
    }

    // MARK: @InjectedParameters

    private mutating func injectedParameters(_ attr: AttributeFact, _ a: Int, _ i: Int, _ facts: FileFacts, _ genericNames: [String]) {
        let d = facts.decls[i]
        // parsing first
        var ignored: [String] = []
        var parents = 0
        var strategies = 0
        for (k, arg) in attr.arguments.enumerated() {
            switch arg.label {
            case nil where k == 0: return thrown(Self.malformed, i, a)
            case "parent":
                parents += 1
                let kind = arg.text.split(separator: ".").last.map(String.init) ?? ""
                if parents > 1 || !["classParent", "structParent", "enumParent", "actorParent"].contains(kind) { return thrown(Self.malformed, i, a) }
            case "strategy":
                strategies += 1
                let name = arg.text.split(separator: ".").last.map(String.init) ?? ""
                if strategies > 1 || !["stitcherTest", "stitcherByType", "stitcherByName"].contains(name) { return thrown(Self.malformed, i, a) }
            case "ignoring", nil:
                // `ignoring: "a", "b"`: the variadic's later values are unlabelled; the macro reads the
                // expression's text, quotes removed, trimmed
                var name = Substring(arg.text)
                if name.count >= 2, name.first == "\"", name.last == "\"" { name = name.dropFirst().dropLast() }
                let trimmed = String(name).trimmingWhitespace
                if trimmed.contains(where: { $0 == " " || $0 == "\t" || $0 == "\n" }) { return thrown(Self.malformed, i, a) }
                ignored.append(trimmed)
            default:
                return thrown(Self.malformed, i, a)
            }
        }
        guard d.kind == .func || d.kind == .`init` else {
            return thrown("This macro can only be used on function or initializer declarations.", i, a)
        }
        // no parameters: the macro generates nothing, and checks nothing more
        guard !d.params.isEmpty else {
            events.append(Event(kind: .noEffect(attribute: a), decl: i, role: .attribute(a),
                                message: "@InjectedParameters on a declaration without parameters generates nothing"))
            return
        }
        // a parameter written with one name has an empty second name, which "" matches
        func matches(_ p: ParamFact, _ name: String) -> Bool { p.label == name || p.name == name || (name.isEmpty && p.label == p.name) }
        for name in ignored where !d.params.contains(where: { matches($0, name) }) {
            return thrown("Malformed arguments. Ignored parameter '\(name)' does not match a known parameter name.", i, a)
        }
        let generics = Set(genericNames)
        for p in d.params where !ignored.contains(where: { matches(p, $0) }) {
            let type = p.type.hasSuffix("...") ? String(p.type.dropLast(3)) : p.type
            if generics.contains(type) || type.hasPrefix("some ") {
                return thrown("Malformed arguments. Cannot inject generic parameter '\(p.name.isEmpty ? p.label : p.name)'. Explicitly ignore the parameter.", i, a)
            }
        }
        if d.params.allSatisfy({ p in ignored.contains(where: { matches(p, $0) }) }) {
            events.append(Event(kind: .allIgnored(attribute: a), decl: i, role: .attribute(a),
                                message: "Every parameter is ignored: the overload @InjectedParameters generates has the signature of the original, an invalid redeclaration"))
        }
        // a generic parameter inside the type (`[T]`, `T?`, `G<T>`): the macro only catches a bare `T`
        for (k, p) in d.params.enumerated() where !ignored.contains(where: { matches(p, $0) }) {
            let type = p.type.hasSuffix("...") ? String(p.type.dropLast(3)) : p.type
            guard !generics.contains(type), let g = generics.sorted().first(where: { Self.mentions(type, $0) }) else { continue }
            events.append(Event(kind: .genericMissed(attribute: a, parameter: k), decl: i, role: .parameter(k),
                                message: "Parameter '\(p.name): \(p.type)' involves the generic parameter '\(g)', which cannot be injected by type; the generated overload does not compile (ignore the parameter)"))
        }
        // by name, a parameter without an internal name is injected by type
        if attr.arguments.contains(where: { $0.label == "strategy" && $0.text.hasSuffix("stitcherByName") }) {
            for (k, p) in d.params.enumerated() where p.name == "_" && !ignored.contains(where: { matches(p, $0) }) {
                events.append(Event(kind: .byNameUnnamed(attribute: a, parameter: k), decl: i, role: .parameter(k),
                                    message: "strategy: .stitcherByName cannot name parameter '\(p.label) _'; it is injected by type instead"))
            }
        }
        // the parent the macro assumes, against the type the initializer is in
        if d.kind == .`init`, d.parent >= 0 {
            let owner = facts.decls[Int(d.parent)]
            let written = attr.arguments.first { $0.label == "parent" }?.text.split(separator: ".").last.map(String.init)
            let parent = written ?? "classParent"
            let needed: String? = switch owner.kind {
            case .struct: "structParent"
            case .enum: "enumParent"
            case .class: "classParent"
            default: nil
            }
            if let needed, needed != parent, owner.kind == .struct || owner.kind == .enum || parent == "structParent" || parent == "enumParent" {
                let what = parent == "classParent" || parent == "actorParent" ? "a 'convenience init'" : "an initializer that is not 'convenience'"
                events.append(Event(kind: .parentMismatch(attribute: a, needed: needed == "classParent" ? nil : needed), decl: i,
                                    role: .attribute(a),
                                    message: "@InjectedParameters \(written == nil ? "defaults to parent: .classParent and " : "with parent: .\(parent) ")generates \(what) inside \(owner.kind.rawValue) '\(owner.name)', which does not compile"))
            }
        }
    }

    /// Whether a type's text names `name` as one of its identifiers.
    static func mentions(_ type: String, _ name: String) -> Bool {
        var word = ""
        for ch in type + " " {
            if ch.isLetter || ch.isNumber || ch == "_" { word.append(ch); continue }
            if word == name { return true }
            word = ""
        }
        return false
    }

    /// `by:`'s text `.type(A.self, B.self)` (or `DependencyLocator.type(…)`):
    /// what comes before the types (`.type(`) and the types, as the macro
    /// reads them; nil for another locator.
    static func locatorTypes(_ by: String) -> (opening: Substring, types: [String])? {
        guard let open = by.firstRange(ofText: ".type("), by[..<open.lowerBound].allSatisfy({ $0.isLetter || $0 == "." })
        else { return nil }
        let types = by[open.upperBound...].dropLast().split(separator: ",").map { $0.replacingAll(".self", with: "") }
        return (by[..<open.upperBound], types)
    }

    // MARK: @PreferredInitializer

    /// Why `@Registerable` cannot use an initializer, in the macro's order; nil: supported.
    static func unsupported(_ d: DeclFact) -> String? {
        if d.flags.contains(.hasGenericParameters) || d.params.contains(where: { $0.type.hasPrefix("some ") }) {
            return "Generic arguments are not supported."
        }
        if d.isAsync { return "Async initializers are not supported." }
        if d.isThrows { return "Throwing initializers are not supported." }
        if d.flags.contains(.failable) { return "Failable initializers are not supported." }
        return nil
    }

    private mutating func preferredInitializer(_ a: Int, _ i: Int, _ facts: FileFacts) {
        let d = facts.decls[i]
        guard d.kind == .`init` else { return thrown("This macro can only be used on initializer declarations.", i, a) }
        if let why = Self.unsupported(d) { thrown(why, i, a) }
    }

    // MARK: @Registerable

    private mutating func registerable(_ attr: AttributeFact, _ a: Int, _ i: Int, _ facts: FileFacts) {
        var seen: Set<String> = []
        for (k, arg) in attr.arguments.enumerated() {
            guard let label = arg.label else {
                if k == 0 { return thrown(Self.malformed, i, a) }
                continue
            }
            guard ["by", "scope", "eagerness"].contains(label), seen.insert(label).inserted else { return thrown(Self.malformed, i, a) }
            if label == "eagerness", !(arg.text.hasSuffix(".lazy") || arg.text.hasSuffix(".eager")) { return thrown(Self.malformed, i, a) }
        }
        // the preferred initializer, among the type's own members (not one inside `#if`,
        // which the macro's walk of the member block does not enter)
        let inits = facts.members(of: i).filter { facts.decls[$0].kind == .`init` && !facts.decls[$0].flags.contains(.inIfConfig) }
        let supported = inits.filter { Self.unsupported(facts.decls[$0]) == nil }
        let marked = supported.filter { k in facts.decls[k].attributes.contains(where: StitcherNames.isPreferredSpelling) }
        let plain = supported.filter { k in
            !facts.decls[k].attributes.contains(where: StitcherNames.isPreferredSpelling)
                && !facts.decls[k].attributes.contains { $0.name == "_disfavoredOverload" }
        }
        // a spelling it does not recognise, whatever it then finds
        for k in inits {
            for (at, attr) in facts.decls[k].attributes.enumerated()
            where StitcherNames.macro(of: attr) == "PreferredInitializer" && !StitcherNames.isPreferredSpelling(attr) {
                events.append(Event(kind: .attributeSpelling(attribute: at), decl: k, role: .attribute(at),
                                    message: "@Registerable recognises only the exact spelling '@PreferredInitializer'; this one is ignored when it chooses the initializer"))
            }
        }
        // a marked one, else the only plain one (`@_disfavoredOverload` ones do not count)
        if marked.isEmpty && plain.count > 1 {
            return thrown("Multiple supported initializers found. Please consider using the '@PreferredInitializer' attribute on a supported initializer, to use it for initializing the dependency.", i, a)
        }
        if marked.isEmpty && plain.count != 1 {
            return thrown("Failed to find a supported preferred initializer. Please consider using the '@PreferredInitializer' attribute on a synchronous, non-failable initializer that has no generic arguments.", i, a)
        }
        if marked.count > 1 {
            let chosen = marked.min { facts.decls[$0].params.count < facts.decls[$1].params.count }!
            for k in marked where k != chosen {
                let at = facts.decls[k].attributes.firstIndex(where: StitcherNames.isPreferredSpelling)!
                events.append(Event(kind: .multiplePreferred(attribute: at), decl: k, role: .attribute(at),
                                    message: "Several initializers are marked @PreferredInitializer; @Registerable uses the one with the fewest parameters, \(facts.decls[chosen].signatureName), and ignores this one"))
            }
        }
        // what the arguments mean, beyond what the macro checks
        if let scope = attr.arguments.first(where: { $0.label == "scope" })?.text {
            let kind = scope.split(separator: "(").first.map { String($0.split(separator: ".").last ?? "") } ?? ""
            if !["instance", "shared", "singleton", "managed"].contains(kind) {
                let at = attr.arguments.firstIndex { $0.label == "scope" }!
                events.append(Event(kind: .unknownScope(attribute: a), decl: i, role: .argument(attribute: a, at),
                                    message: "scope: '\(scope)' is not one of .instance, .shared, .singleton or .managed(…); @Registerable silently uses .automatic(for: \(facts.decls[i].name).self)"))
            }
        }
        if let eager = attr.arguments.firstIndex(where: { $0.label == "eagerness" && $0.text.hasSuffix(".eager") }) {
            let scope = attr.arguments.first { $0.label == "scope" }?.text ?? ""
            let chosen = (marked.isEmpty ? plain : marked).min { facts.decls[$0].params.count < facts.decls[$1].params.count }
            let parameters = chosen.map { facts.decls[$0].params.count } ?? 0
            if scope.hasSuffix(".instance") || parameters > 0 {
                events.append(Event(kind: .ineffectiveEagerness(attribute: a), decl: i, role: .argument(attribute: a, eager),
                                    message: "eagerness: .eager has no effect: " + (parameters > 0
                                        ? "the registration takes instantiation parameters, so it is built only when injected"
                                        : "an instance-scoped dependency is built anew at each injection")))
            }
        }
        // instantiation parameters must be Hashable: what their types are is the workspace's to tell
        if let chosen = (marked.isEmpty ? plain : marked).min(by: { facts.decls[$0].params.count < facts.decls[$1].params.count }),
           !facts.decls[chosen].params.isEmpty {
            preferredInitializers.append(chosen)
        }
        // the locator's types must be in the declaration's own inheritance clause
        if let by = attr.arguments.first(where: { $0.label == "by" })?.text, let listed = Self.locatorTypes(by)?.types {
            let d = facts.decls[i]
            if d.inherits.isEmpty || listed.contains(where: { !d.inherits.contains($0) }) {
                thrown("Malformed arguments. The types specified in the dependency locator are not related to the attached dependency type.", i, a)
            }
        }
    }
}
