import WiringAnalysis

/// A rule for one of the errors StitcherMacros' macros throw: its text, at
/// the attribute, with no fix-it; the macro generates nothing then. Each
/// rule is one of the macros' messages (one text may come from two macros).
protocol StitcherThrownRule: StitcherFileRule {
    /// Whether the thrown text is this rule's.
    func matches(_ message: String) -> Bool
}

extension StitcherThrownRule {
    func check(_ file: StitcherFileContext, into out: inout [Finding]) {
        for e in file.simulation.events where e.kind == .thrown && matches(e.message) {
            out.append(finding(e.message, at: file.anchor(e)))
        }
    }
}

struct WrongDeclaration: StitcherThrownRule {
    func matches(_ message: String) -> Bool { message.hasPrefix("This macro can only be used on ") }
    let info = RuleInfo(
        id: "stitcher/wrong-declaration", library: "Stitcher", defaultSeverity: .error, kind: .parity,
        summary: "@InjectedParameters or @PreferredInitializer on a declaration its macro rejects",
        details: """
        `@InjectedParameters` generates an overload of a function or an initializer, and \
        `@PreferredInitializer` marks an initializer: on anything else the macro stops ("This macro can \
        only be used on function or initializer declarations." / "… on initializer declarations.").
        """,
        triggeringExamples: ["""
        final class UploadService {
            @PreferredInitializer
            func start() {}
        }
        """],
        nonTriggeringExamples: ["""
        final class UploadService {
            @PreferredInitializer
            init() {}
        }
        """])
}

struct MalformedArguments: StitcherThrownRule {
    func matches(_ message: String) -> Bool { message == StitcherMacroSimulation.malformed }
    let info = RuleInfo(
        id: "stitcher/malformed-arguments", library: "Stitcher", defaultSeverity: .error, kind: .parity,
        summary: "Arguments @InjectedParameters or @Registerable cannot read",
        details: """
        `@InjectedParameters` reads a labelled list of one `parent:` (`.classParent`, `.structParent`, \
        `.enumParent`, `.actorParent`), one `strategy:` (`.stitcherByType`, `.stitcherByName`) and \
        `ignoring:` names without spaces; `@Registerable` reads one each of `by:`, `scope:` and \
        `eagerness:` (`.lazy` or `.eager`). Anything else stops the macro with "Malformed arguments.".
        """,
        triggeringExamples: ["""
        @Registerable(scope: .singleton, scope: .instance)
        final class UploadService {
            init() {}
        }
        """],
        nonTriggeringExamples: ["""
        @Registerable(scope: .singleton, eagerness: .eager)
        final class UploadService {
            init() {}
        }
        """])
}

struct UnknownIgnoredParameter: StitcherThrownRule {
    func matches(_ message: String) -> Bool { message.hasPrefix("Malformed arguments. Ignored parameter ") }
    let info = RuleInfo(
        id: "stitcher/unknown-ignored-parameter", library: "Stitcher", defaultSeverity: .error, kind: .parity,
        summary: "@InjectedParameters ignoring a name no parameter has",
        details: """
        Each name in `ignoring:` must be a parameter's label or internal name; the macro stops at the first \
        that is neither.
        """,
        triggeringExamples: ["""
        final class UploadService {
            @InjectedParameters(ignoring: "nope")
            init(session: Session) {}
        }
        """],
        nonTriggeringExamples: ["""
        final class UploadService {
            @InjectedParameters(ignoring: "retries")
            init(session: Session, retries: Int) {}
        }
        let container = DependencyContainer { Session() }
        """])
}

struct GenericParameterNotIgnored: StitcherThrownRule {
    func matches(_ message: String) -> Bool { message.hasPrefix("Malformed arguments. Cannot inject generic parameter ") }
    let info = RuleInfo(
        id: "stitcher/generic-parameter-not-ignored", library: "Stitcher", defaultSeverity: .error, kind: .parity,
        summary: "@InjectedParameters on a parameter whose type is a generic parameter",
        details: """
        A parameter whose type is one of the declaration's generic parameters (or `some …`) cannot be \
        injected by type: unless it is listed in `ignoring:`, the macro stops. (It misses `[T]`, `T?` and \
        `G<T>`: `stitcher/generic-parameter-missed` reports those.)
        """,
        triggeringExamples: ["""
        final class Cache {
            @InjectedParameters
            func store<T>(value: T) {}
        }
        """],
        nonTriggeringExamples: ["""
        final class Cache {
            @InjectedParameters(ignoring: "value")
            func store<T>(value: T, clock: Clock) {}
        }
        let container = DependencyContainer { Clock() }
        """])
}

/// `@PreferredInitializer` on an initializer `@Registerable` cannot call:
/// one rule per reason, each the macro's message.
protocol UnsupportedPreferredInitializer: StitcherThrownRule {
    var message: String { get }
}

extension UnsupportedPreferredInitializer {
    func matches(_ message: String) -> Bool { message == self.message }

    /// The rule `stitcher/preferred-initializer-<reason>`; its examples are
    /// one initializer marked `@PreferredInitializer`, written `unsupported`
    /// and as `@Registerable` can call it.
    static func ruleInfo(reason: String, summary: String, details: String, unsupported: String) -> RuleInfo {
        func example(_ initializer: String) -> String {
            "final class UploadService {\n    @PreferredInitializer\n    \(initializer)\n}"
        }
        return RuleInfo(id: "stitcher/preferred-initializer-" + reason, library: "Stitcher", defaultSeverity: .error,
                        kind: .parity, summary: summary, details: details,
                        triggeringExamples: [example(unsupported)], nonTriggeringExamples: [example("init(session: Session) {}")])
    }
}

struct PreferredInitializerGeneric: UnsupportedPreferredInitializer {
    let message = "Generic arguments are not supported."
    let info = Self.ruleInfo(reason: "generic", summary: "@PreferredInitializer on a generic initializer", details: """
        `@Registerable` cannot build a dependency with an initializer that has generic parameters or a \
        `some …` parameter; `@PreferredInitializer` stops there ("Generic arguments are not supported.").
        """, unsupported: "init<S>(session: S) {}")
}

struct PreferredInitializerAsync: UnsupportedPreferredInitializer {
    let message = "Async initializers are not supported."
    let info = Self.ruleInfo(reason: "async", summary: "@PreferredInitializer on an async initializer", details: """
        `@Registerable` builds the dependency synchronously; `@PreferredInitializer` on an `async` \
        initializer stops ("Async initializers are not supported.").
        """, unsupported: "init(session: Session) async {}")
}

struct PreferredInitializerThrowing: UnsupportedPreferredInitializer {
    let message = "Throwing initializers are not supported."
    let info = Self.ruleInfo(reason: "throwing", summary: "@PreferredInitializer on a throwing initializer", details: """
        `@Registerable` cannot build a dependency with an initializer that throws; `@PreferredInitializer` \
        stops there ("Throwing initializers are not supported."), before it looks at failability.
        """, unsupported: "init(session: Session) throws {}")
}

struct PreferredInitializerFailable: UnsupportedPreferredInitializer {
    let message = "Failable initializers are not supported."
    let info = Self.ruleInfo(reason: "failable", summary: "@PreferredInitializer on a failable initializer", details: """
        `@Registerable` cannot build a dependency with `init?` or `init!`; `@PreferredInitializer` stops \
        there ("Failable initializers are not supported.").
        """, unsupported: "init?(session: Session) {}")
}

struct NoPreferredInitializer: StitcherThrownRule {
    func matches(_ message: String) -> Bool { message.hasPrefix("Failed to find a supported preferred initializer.") }
    let info = RuleInfo(
        id: "stitcher/no-preferred-initializer", library: "Stitcher", defaultSeverity: .error, kind: .parity,
        summary: "@Registerable on a type with no initializer it can call",
        details: """
        `@Registerable` builds the dependency with the initializer marked `@PreferredInitializer`, else with \
        the only supported one among the type's own members (not generic, not `async`, not `throws`, not \
        failable; not one inside `#if`; a struct's memberwise initializer does not count). With none, it \
        stops.
        """,
        triggeringExamples: ["""
        @Registerable
        final class UploadService {
            init?(session: Session) {}
        }
        """],
        nonTriggeringExamples: ["""
        @Registerable
        final class UploadService {
            init() {}
        }
        """])
}

struct AmbiguousInitializer: StitcherThrownRule {
    func matches(_ message: String) -> Bool { message.hasPrefix("Multiple supported initializers found.") }
    let info = RuleInfo(
        id: "stitcher/ambiguous-initializer", library: "Stitcher", defaultSeverity: .error, kind: .parity,
        summary: "@Registerable on a type with several initializers and none marked",
        details: """
        With more than one supported initializer (`@_disfavoredOverload` ones aside) and none marked \
        `@PreferredInitializer`, `@Registerable` cannot choose, and stops.
        """,
        triggeringExamples: ["""
        @Registerable
        final class UploadService {
            init() {}
            init(session: Session) {}
        }
        """],
        nonTriggeringExamples: ["""
        @Registerable
        final class UploadService {
            @PreferredInitializer
            init() {}
            init(session: Session) {}
        }
        """])
}

struct UnrelatedLocatorTypes: StitcherThrownRule {
    func matches(_ message: String) -> Bool {
        message.hasPrefix("Malformed arguments. The types specified in the dependency locator")
    }
    let info = RuleInfo(
        id: "stitcher/unrelated-locator-types", library: "Stitcher", defaultSeverity: .error, kind: .parity,
        summary: "@Registerable(by: .type(…)) listing a type the declaration does not inherit",
        details: """
        `by: .type(A.self, …)` may list only types the declaration's own inheritance clause names, as \
        written; the macro stops at any other. Listing the type itself is the usual case: without `by:` it \
        is located by its type already, and the fix takes it out.
        """,
        fixTitles: ["Remove by:", "List only the inherited types"],
        triggeringExamples: ["""
        protocol Feeding {}
        @Registerable(by: .type(Feed.self))
        final class Feed: Feeding {
            init() {}
        }
        """],
        nonTriggeringExamples: ["""
        protocol Feeding {}
        @Registerable(by: .type(Feeding.self))
        final class Feed: Feeding {
            init() {}
        }
        """])

    /// The macro's error as it throws it; where `by: .type(…)` lists the
    /// type itself, a note saying so and the fix that takes it out.
    func check(_ file: StitcherFileContext, into out: inout [Finding]) {
        for e in file.simulation.events where e.kind == .thrown && matches(e.message) {
            guard case .attribute(let a) = e.role, let fix = selfLocatorFix(file, e.decl, a) else {
                out.append(finding(e.message, at: file.anchor(e)))
                continue
            }
            let name = file.facts.decls[e.decl].name
            let note = "'\(name)' itself does not need to be listed: without by:, @Registerable locates it by its type"
            out.append(finding(e.message, at: file.anchor(e), related: [RelatedFinding(anchor: file.anchor(e), message: note)],
                               fixes: [fix]))
        }
    }

    /// `by: .type(T.self, …)` on `T` whose other listed types are all in
    /// its inheritance clause: without `T` the locator is valid (with
    /// nothing left, `by:` goes).
    private func selfLocatorFix(_ file: StitcherFileContext, _ i: Int, _ a: Int) -> FixRecipe? {
        let d = file.facts.decls[i]
        let attr = d.attributes[a]
        guard let k = attr.arguments.firstIndex(where: { $0.label == "by" }) else { return nil }
        let text = attr.arguments[k].text
        guard text.hasSuffix(")"), let (opening, types) = StitcherMacroSimulation.locatorTypes(text) else { return nil }
        let listed = types.map(\.trimmingWhitespace)
        let others = listed.filter { $0 != d.name }
        guard others.count < listed.count, others.allSatisfy(d.inherits.contains) else { return nil }
        var arguments = attr.arguments.map { ($0.label.map { "\($0): " } ?? "") + $0.text }
        let title: String
        if others.isEmpty {
            arguments.remove(at: k)
            title = "Remove by:"
        } else {
            arguments[k] = "by: " + opening + others.map { $0 + ".self" }.joined(separator: ", ") + ")"
            title = "List only the inherited types"
        }
        let rebuilt = "@" + attr.name + (arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")")
        return FixRecipe(title: title, edits: [.replace(file.anchor(i, .attribute(a)), rebuilt)])
    }
}
