import WiringAnalysis

/// A rule for the errors one of StitcherMacros' macros throws: its text,
/// at the attribute, with no fix-it; the macro generates nothing then.
protocol StitcherThrownRule: StitcherFileRule {
    var macro: String { get }
}

extension StitcherThrownRule {
    func check(_ file: StitcherFileContext, into out: inout [Finding]) {
        for e in file.simulation.events where e.kind == .thrown && file.macro(e) == macro {
            out.append(finding(e.message, at: file.anchor(e)))
        }
    }
}

struct InjectedParametersInvalid: StitcherThrownRule {
    let macro = "InjectedParameters"
    let info = RuleInfo(
        id: "stitcher/injectedparameters-invalid", library: "Stitcher", defaultSeverity: .error, kind: .parity,
        summary: "@InjectedParameters where its macro cannot generate the injecting overload",
        details: """
        `@InjectedParameters` generates an overload of a function or initializer that injects every \
        parameter not listed in `ignoring:`. It stops with "Malformed arguments." when its arguments are not \
        a labelled list of one `parent:` (`.classParent`, `.structParent`, `.enumParent`, `.actorParent`), one \
        `strategy:` (`.stitcherByType`, `.stitcherByName`) and `ignoring:` names; when an ignored name is no \
        parameter's label or name; when a parameter's type is one of the declaration's generic parameters (or \
        `some …`) and is not ignored; and on anything but a function or an initializer.
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

struct PreferredInitializerInvalid: StitcherThrownRule {
    let macro = "PreferredInitializer"
    let info = RuleInfo(
        id: "stitcher/preferredinitializer-invalid", library: "Stitcher", defaultSeverity: .error, kind: .parity,
        summary: "@PreferredInitializer on something @Registerable cannot call",
        details: """
        `@PreferredInitializer` marks the initializer `@Registerable` builds the dependency with. It must be \
        an initializer, without generic arguments (or `some` parameters), not `async`, not `throws`, not \
        failable: the macro reports the first of these it finds, in that order.
        """,
        triggeringExamples: ["""
        final class UploadService {
            @PreferredInitializer
            init(session: Session) async {}
        }
        """],
        nonTriggeringExamples: ["""
        final class UploadService {
            @PreferredInitializer
            init(session: Session) {}
        }
        """])
}

struct RegisterableInvalid: StitcherThrownRule {
    let macro = "Registerable"
    let info = RuleInfo(
        id: "stitcher/registerable-invalid", library: "Stitcher", defaultSeverity: .error, kind: .parity,
        summary: "@Registerable where its macro cannot generate the registration",
        details: """
        `@Registerable` generates `dependencyRegistration` from the type's preferred initializer: the one \
        marked `@PreferredInitializer`, else the only supported one among the type's own members (not \
        generic, not `async`, not `throws`, not failable; a struct's memberwise initializer does not count). \
        It stops when there is none, when several are supported and none is marked, when its arguments are \
        not one each of `by:`, `scope:` and `eagerness:` (`.lazy` or `.eager`), and when `by: .type(…)` \
        lists a type the declaration's own inheritance clause does not name. Listing the type itself there \
        is the usual case: without `by:` it is located by its type already, and the fix takes it out.
        """,
        fixTitles: ["Remove by:", "List only the inherited types"],
        triggeringExamples: ["""
        @Registerable
        final class UploadService {
            init() {}
            init(session: Session) {}
        }
        """, """
        protocol Feeding {}
        @Registerable(by: .type(Feed.self))
        final class Feed: Feeding {
            init() {}
        }
        """],
        nonTriggeringExamples: ["""
        @Registerable
        final class UploadService {
            @PreferredInitializer
            init() {}
            init(session: Session) {}
        }
        """, """
        protocol Feeding {}
        @Registerable(by: .type(Feeding.self))
        final class Feed: Feeding {
            init() {}
        }
        """])

    /// The macro's error as it throws it; where `by: .type(…)` lists the
    /// type itself, a note saying so and the fix that takes it out.
    func check(_ file: StitcherFileContext, into out: inout [Finding]) {
        for e in file.simulation.events where e.kind == .thrown && file.macro(e) == macro {
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
        guard let open = text.firstRange(ofText: ".type("), text.hasSuffix(")"),
              text[..<open.lowerBound].allSatisfy({ $0.isLetter || $0 == "." }) else { return nil }
        let listed = text[open.upperBound...].dropLast().split(separator: ",").map {
            String($0).replacingAll(".self", with: "").trimmingWhitespace
        }
        let others = listed.filter { $0 != d.name }
        guard others.count < listed.count, others.allSatisfy(d.inherits.contains) else { return nil }
        var arguments = attr.arguments.map { ($0.label.map { "\($0): " } ?? "") + $0.text }
        let title: String
        if others.isEmpty {
            arguments.remove(at: k)
            title = "Remove by:"
        } else {
            arguments[k] = "by: " + text[..<open.upperBound] + others.map { $0 + ".self" }.joined(separator: ", ") + ")"
            title = "List only the inherited types"
        }
        let rebuilt = "@" + attr.name + (arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")")
        return FixRecipe(title: title, edits: [.replace(file.anchor(i, .attribute(a)), rebuilt)])
    }
}
