import WiringAnalysis

struct InjectedParametersNoEffect: StitcherFileRule {
    let info = RuleInfo(
        id: "stitcher/injectedparameters-no-effect", library: "Stitcher", defaultSeverity: .hint, kind: .wiring,
        summary: "@InjectedParameters on a declaration without parameters",
        details: "With no parameter to inject, `@InjectedParameters` generates nothing.\n\nRemove the attribute.",
        fixTitles: ["Remove @InjectedParameters"],
        triggeringExamples: ["""
        final class Clock {
            @InjectedParameters
            init() {}
        }
        """],
        nonTriggeringExamples: ["""
        final class Clock {
            @InjectedParameters
            init(zone: TimeZoneProvider) {}
        }
        let container = DependencyContainer { TimeZoneProvider() }
        """])

    func check(_ file: StitcherFileContext, into out: inout [Finding]) {
        for e in file.simulation.events {
            guard case .noEffect = e.kind else { continue }
            out.append(finding(e.message, at: file.anchor(e),
                               fixes: [FixRecipe(title: "Remove @InjectedParameters", edits: [.delete(file.anchor(e))])]))
        }
    }
}

struct InjectedParametersAllIgnored: StitcherFileRule {
    let info = RuleInfo(
        id: "stitcher/injectedparameters-all-ignored", library: "Stitcher", defaultSeverity: .error, kind: .wiring,
        summary: "@InjectedParameters ignoring every parameter",
        details: """
        The overload `@InjectedParameters` generates keeps only the ignored parameters: when every parameter \
        is ignored, it has the original's signature, and the two do not compile together.

        Remove the attribute, or stop ignoring a parameter.
        """,
        fixTitles: ["Remove @InjectedParameters"],
        triggeringExamples: ["""
        final class Uploader {
            @InjectedParameters(ignoring: "retries")
            init(retries: Int) {}
        }
        """],
        nonTriggeringExamples: ["""
        final class Uploader {
            @InjectedParameters(ignoring: "retries")
            init(session: Session, retries: Int) {}
        }
        let container = DependencyContainer { Session() }
        """])

    func check(_ file: StitcherFileContext, into out: inout [Finding]) {
        for e in file.simulation.events {
            guard case .allIgnored = e.kind else { continue }
            out.append(finding(e.message, at: file.anchor(e),
                               fixes: [FixRecipe(title: "Remove @InjectedParameters", edits: [.delete(file.anchor(e))])]))
        }
    }
}

struct MultiplePreferredInitializers: StitcherFileRule {
    let info = RuleInfo(
        id: "stitcher/multiple-preferred-initializers", library: "Stitcher", defaultSeverity: .warning, kind: .wiring,
        summary: "Several @PreferredInitializer initializers in one @Registerable type",
        details: """
        `@Registerable` accepts several marked initializers silently and uses the one with the fewest \
        parameters; the others are marked for nothing.

        Keep one mark.
        """,
        fixTitles: ["Remove @PreferredInitializer"],
        triggeringExamples: ["""
        @Registerable
        final class UploadService {
            @PreferredInitializer
            init() {}
            @PreferredInitializer
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

    func check(_ file: StitcherFileContext, into out: inout [Finding]) {
        for e in file.simulation.events {
            guard case .multiplePreferred = e.kind else { continue }
            out.append(finding(e.message, at: file.anchor(e),
                               fixes: [FixRecipe(title: "Remove @PreferredInitializer", edits: [.delete(file.anchor(e))])]))
        }
    }
}

struct PreferredInitializerSpelling: StitcherFileRule {
    let info = RuleInfo(
        id: "stitcher/preferred-initializer-spelling", library: "Stitcher", defaultSeverity: .warning, kind: .wiring,
        summary: "@PreferredInitializer spelled in a way @Registerable does not recognise",
        details: """
        `@Registerable` finds the preferred initializer by the attribute's exact text, \
        `@PreferredInitializer`: `@PreferredInitializer()` or `@StitcherMacros.PreferredInitializer` expand \
        the same macro but are not recognised when the initializer is chosen.
        """,
        fixTitles: ["Write it as @PreferredInitializer"],
        triggeringExamples: ["""
        @Registerable
        final class UploadService {
            @PreferredInitializer()
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

    func check(_ file: StitcherFileContext, into out: inout [Finding]) {
        for e in file.simulation.events {
            guard case .attributeSpelling = e.kind else { continue }
            out.append(finding(e.message, at: file.anchor(e),
                               fixes: [FixRecipe(title: "Write it as @PreferredInitializer", edits: [.replace(file.anchor(e), "@PreferredInitializer")])]))
        }
    }
}

/// `@InjectedParameters(…)` rebuilt with one argument changed.
private func injectedParametersAttribute(_ attr: AttributeFact, parent: String?, keepingParent: Bool = false,
                                         ignoring extra: String? = nil) -> String {
    var args: [String] = []
    if let parent { args.append("parent: .\(parent)") }
    var ignoringWritten = false
    for a in attr.arguments where a.label != "parent" || keepingParent {
        if a.label == "ignoring" { ignoringWritten = true }
        args.append((a.label.map { "\($0): " } ?? "") + a.text)
    }
    if let extra { args.append(ignoringWritten ? "\"\(extra)\"" : "ignoring: \"\(extra)\"") }
    return "@" + attr.name + (args.isEmpty ? "" : "(" + args.joined(separator: ", ") + ")")
}

struct InjectedParametersParentMismatch: StitcherFileRule {
    let info = RuleInfo(
        id: "stitcher/injectedparameters-parent-mismatch", library: "Stitcher", defaultSeverity: .error, kind: .wiring,
        summary: "@InjectedParameters generating an initializer of the wrong kind for its type",
        details: """
        `@InjectedParameters` cannot see the type an initializer is in: it assumes `parent: .classParent` and \
        generates a `convenience init`, which does not compile in a struct or an enum; with `parent: \
        .structParent` in a class, the generated initializer delegates without being `convenience`, which \
        does not compile either.

        Pass the parent that matches the type.
        """,
        fixTitles: ["Pass parent: .structParent", "Remove the parent argument"],
        triggeringExamples: ["""
        struct Settings {
            @InjectedParameters
            init(store: SettingsStore) {}
        }
        """],
        nonTriggeringExamples: ["""
        struct Settings {
            @InjectedParameters(parent: .structParent)
            init(store: SettingsStore) {}
        }
        let container = DependencyContainer { SettingsStore() }
        """])

    func check(_ file: StitcherFileContext, into out: inout [Finding]) {
        for e in file.simulation.events {
            guard case .parentMismatch(let a, let needed) = e.kind else { continue }
            let attr = file.facts.decls[e.decl].attributes[a]
            let title = needed.map { "Pass parent: .\($0)" } ?? "Remove the parent argument"
            out.append(finding(e.message, at: file.anchor(e), fixes: [
                FixRecipe(title: title, edits: [.replace(file.anchor(e), injectedParametersAttribute(attr, parent: needed))])]))
        }
    }
}

struct InjectedParametersGenericMissed: StitcherFileRule {
    let info = RuleInfo(
        id: "stitcher/generic-parameter-missed", library: "Stitcher", defaultSeverity: .error, kind: .wiring,
        summary: "A parameter built from a generic parameter, which @InjectedParameters tries to inject",
        details: """
        `@InjectedParameters` rejects a parameter whose type is exactly one of the declaration's generic \
        parameters, but not `[T]`, `T?` or `Box<T>`: it generates `inject(byType: [T].self)` for those, \
        which does not compile.

        Ignore the parameter.
        """,
        fixTitles: ["Ignore the parameter"],
        triggeringExamples: ["""
        final class Loader {
            @InjectedParameters
            func load<T>(items: [T], session: Session) {}
        }
        """],
        nonTriggeringExamples: ["""
        final class Loader {
            @InjectedParameters(ignoring: "items")
            func load<T>(items: [T], session: Session) {}
        }
        let container = DependencyContainer { Session() }
        """])

    func check(_ file: StitcherFileContext, into out: inout [Finding]) {
        for e in file.simulation.events {
            guard case .genericMissed(let a, let k) = e.kind else { continue }
            let d = file.facts.decls[e.decl]
            let name = d.params[k].name == "_" ? d.params[k].label : d.params[k].name
            out.append(finding(e.message, at: file.anchor(e), fixes: [
                FixRecipe(title: "Ignore the parameter", edits: [
                    .replace(file.anchor(e.decl, .attribute(a)),
                             injectedParametersAttribute(d.attributes[a], parent: nil, keepingParent: true, ignoring: name))])]))
        }
    }
}

struct InjectedParametersByNameUnnamed: StitcherFileRule {
    let info = RuleInfo(
        id: "stitcher/injectedparameters-byname-unnamed", library: "Stitcher", defaultSeverity: .information, kind: .wiring,
        summary: "A parameter without a name under strategy: .stitcherByName",
        details: """
        By name, `@InjectedParameters` injects each parameter under its internal name, else its label; a \
        parameter written `label _: T` has neither to offer and is injected by type instead.

        Give the parameter a name.
        """,
        triggeringExamples: ["""
        final class Uploader {
            @InjectedParameters(strategy: .stitcherByName)
            init(session _: Session) {}
        }
        """],
        nonTriggeringExamples: ["""
        final class Uploader {
            @InjectedParameters(strategy: .stitcherByName)
            init(session: Session) {}
        }
        let container = DependencyContainer {
            Dependency(named: "session") { Session() }
        }
        """])

    func check(_ file: StitcherFileContext, into out: inout [Finding]) {
        for e in file.simulation.events {
            guard case .byNameUnnamed = e.kind else { continue }
            out.append(finding(e.message, at: file.anchor(e)))
        }
    }
}

struct RegisterableUnknownScope: StitcherFileRule {
    let info = RuleInfo(
        id: "stitcher/registerable-unknown-scope", library: "Stitcher", defaultSeverity: .warning, kind: .wiring,
        summary: "A scope @Registerable does not recognise",
        details: """
        `@Registerable` copies `scope:` into the registration only when its case is `.instance`, `.shared`, \
        `.singleton` or `.managed(…)`; anything else (a constant, another case) is replaced, silently, by \
        `.automatic(for: T.self)`: shared for a class, a new instance for a value type.
        """,
        triggeringExamples: ["""
        @Registerable(scope: AppScopes.main)
        final class Feed {
            init() {}
        }
        """],
        nonTriggeringExamples: ["""
        @Registerable(scope: .singleton)
        final class Feed {
            init() {}
        }
        """])

    func check(_ file: StitcherFileContext, into out: inout [Finding]) {
        for e in file.simulation.events {
            guard case .unknownScope = e.kind else { continue }
            out.append(finding(e.message, at: file.anchor(e)))
        }
    }
}

struct IneffectiveEagerness: StitcherFileRule {
    let info = RuleInfo(
        id: "stitcher/eagerness-ineffective", library: "Stitcher", defaultSeverity: .warning, kind: .wiring,
        summary: "eagerness: .eager where Stitcher cannot build the dependency early",
        details: """
        An eager dependency is built when its container is activated — but only when it is not \
        instance-scoped and its factory takes no instantiation parameters. Otherwise `.eager` does nothing.

        Remove it, or make the dependency parameterless and shared.
        """,
        fixTitles: ["Remove eagerness: .eager"],
        triggeringExamples: ["""
        @Registerable(scope: .instance, eagerness: .eager)
        final class Feed {
            init() {}
        }
        """],
        nonTriggeringExamples: ["""
        @Registerable(scope: .singleton, eagerness: .eager)
        final class Feed {
            init() {}
        }
        """])

    func check(_ file: StitcherFileContext, into out: inout [Finding]) {
        for e in file.simulation.events {
            guard case .ineffectiveEagerness(let a) = e.kind else { continue }
            let attr = file.facts.decls[e.decl].attributes[a]
            let rest = attr.arguments.filter { $0.label != "eagerness" }.map { ($0.label.map { "\($0): " } ?? "") + $0.text }
            let rebuilt = "@" + attr.name + (rest.isEmpty ? "" : "(" + rest.joined(separator: ", ") + ")")
            out.append(finding(e.message, at: file.anchor(e),
                               fixes: [FixRecipe(title: "Remove eagerness: .eager", edits: [.replace(file.anchor(e.decl, .attribute(a)), rebuilt)])]))
        }
    }
}
