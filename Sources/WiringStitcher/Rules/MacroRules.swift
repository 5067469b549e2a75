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
        lists a type the declaration's own inheritance clause does not name.
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
