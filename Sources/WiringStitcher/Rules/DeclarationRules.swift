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
