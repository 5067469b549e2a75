import WiringAnalysis

/// What a macro's expansion makes of a runtime parameter: `@Injectable`'s
/// generated `register(in:)` passes only injected parameters, so one
/// without a default value is a missing argument.
struct DroppedRuntimeParameter: SwinjectFileRule {
    let info = RuleInfo(
        id: "swinject/dropped-runtime-parameter", library: "Swinject", defaultSeverity: .error, kind: .wiring,
        summary: "An @Injectable initializer parameter the generated register(in:) does not pass",
        details: """
        `@Injectable` sorts the initializer's parameters by their type's text: names ending in `Service`, \
        `Repository`, `Client` or `Manager`, protocols and unknown types are resolved from the container; \
        a parameter with a default value keeps it; a type starting with `String`, `Int`, `Double`, `Float`, \
        `Bool`, `UUID` or `Date` is a runtime parameter, which the generated `register(in:)` leaves out. \
        Without a default value the generated call misses an argument and the expansion does not compile — \
        an error the macro itself does not report. Note that the rule is a prefix: `DateFormatter` or \
        `Integrator` are runtime parameters too.

        Give the parameter a default value, or use `@AutoFactory`, whose factory takes runtime parameters. \
        The second changes how the type is obtained: the container no longer registers it, so every \
        `resolve` of it must go through the factory instead (Wiring then reports the ones that do not).
        """,
        fixTitles: ["Add a default value", "Use @AutoFactory"],
        triggeringExamples: ["""
        @Injectable
        final class FeedService {
            init(api: APIClient, pageSize: Int) {}
        }
        """],
        nonTriggeringExamples: ["""
        @Injectable
        final class FeedService {
            init(api: APIClient, pageSize: Int = 20) {}
        }
        """])

    static func defaultValue(_ type: String) -> String? {
        for (prefix, value) in [("String", "\"\""), ("Int", "0"), ("Double", "0"), ("Float", "0"), ("Bool", "false"),
                                ("UUID", "UUID()"), ("Date", "Date()")] where type == prefix {
            return value
        }
        return nil
    }

    func check(_ file: SwinjectFileContext, into out: inout [Finding]) {
        for e in file.simulation.events {
            guard case .droppedRuntimeParameter(let k, let initializer, let attribute) = e.kind else { continue }
            var fixes: [FixRecipe] = []
            let p = file.facts.decls[initializer].params[k]
            if let value = Self.defaultValue(p.type) {
                fixes.append(FixRecipe(title: "Add a default value", edits: [.insertAfter(file.anchor(initializer, .parameter(k)), " = \(value)")]))
            }
            let type = Int(file.facts.decls[initializer].parent)
            if type >= 0 {
                fixes.append(FixRecipe(title: "Use @AutoFactory", isPreferred: fixes.isEmpty,
                                       edits: [.replace(file.anchor(type, .attribute(attribute)), "@AutoFactory")]))
            }
            out.append(finding(e.message, at: file.anchor(e), fixes: fixes))
        }
    }
}

struct UnlabeledParameter: SwinjectFileRule {
    let info = RuleInfo(
        id: "swinject/unlabeled-parameter", library: "Swinject", defaultSeverity: .error, kind: .wiring,
        summary: "An @Injectable initializer parameter without an argument label",
        details: """
        The `register(in:)` that `@Injectable` generates passes each resolved dependency by its argument \
        label. A parameter written `_ name: T` has none, and the generated `T(_: …)` does not compile.

        Give the parameter its name as label.
        """,
        fixTitles: ["Use the parameter's name as its label"],
        triggeringExamples: ["""
        @Injectable
        final class FeedService {
            init(_ api: APIClient) {}
        }
        """],
        nonTriggeringExamples: ["""
        @Injectable
        final class FeedService {
            init(api: APIClient) {}
        }
        """])

    func check(_ file: SwinjectFileContext, into out: inout [Finding]) {
        for e in file.simulation.events {
            guard case .unlabeledParameter(let k, let initializer) = e.kind else { continue }
            let p = file.facts.decls[initializer].params[k]
            let fixes = p.hasDefault || p.attributes.contains(where: { !$0.isEmpty }) ? [] : [
                FixRecipe(title: "Use the parameter's name as its label",
                          edits: [.replace(file.anchor(initializer, .parameter(k)), "\(p.name): \(p.type)")])]
            out.append(finding(e.message, at: file.anchor(e), fixes: fixes))
        }
    }
}

struct GenericInjectable: SwinjectFileRule {
    let info = RuleInfo(
        id: "swinject/generic-injectable", library: "Swinject", defaultSeverity: .error, kind: .wiring,
        summary: "@Injectable on a generic type",
        details: """
        `@Injectable` registers `T.self` with the type's bare name: for a generic type that names no type, \
        and the expansion does not compile. The macro does not say so.

        Register a specialization by hand (`container.register(Cache<User>.self) { … }`).
        """,
        triggeringExamples: ["""
        @Injectable
        final class CacheService<Value> {
            init() {}
        }
        """],
        nonTriggeringExamples: ["""
        @Injectable
        final class CacheService {
            init() {}
        }
        """])

    func check(_ file: SwinjectFileContext, into out: inout [Finding]) {
        for e in file.simulation.events where e.kind == .genericType {
            out.append(finding(e.message, at: file.anchor(e)))
        }
    }
}

struct UnexpandableMacro: SwinjectFileRule {
    let info = RuleInfo(
        id: "swinject/unexpandable-macro", library: "Swinject", defaultSeverity: .error, kind: .wiring,
        summary: "A SwinjectMacros attribute whose macro cannot expand in client code",
        details: """
        Some attributes SwinjectMacros 1.0.2 publishes cannot work in an app: `@AutoFactory1`, \
        `@AutoFactory2`, `@AutoFactoryMulti` and `@ScopedService` are declared as peer macros but implemented \
        as member macros; `@Decorator` is declared with an extension role it does not implement; \
        `@AutoRegister`, `@ThreadSafe` and `@Named` generate members their declarations do not name; \
        `@Include`, `@ModuleInterface`, `@Provides`, `@Export` and `@Import` have no implementation; \
        `@TestContainer` has no public declaration. The build fails with the compiler's error, not the macro's.

        Remove the attribute, and write what it should have generated.
        """,
        fixTitles: ["Remove the attribute"],
        triggeringExamples: ["""
        @AutoRegister
        final class AppServices {}
        """],
        nonTriggeringExamples: ["""
        @Injectable
        final class AppService {
            init() {}
        }
        """])

    func check(_ file: SwinjectFileContext, into out: inout [Finding]) {
        for e in file.simulation.events {
            guard case .unexpandable(let a) = e.kind else { continue }
            let name = file.facts.decls[e.decl].attributes[a].name
            out.append(finding("@\(name) cannot expand with SwinjectMacros 1.0.2: \(e.message)", at: file.anchor(e),
                               fixes: [FixRecipe(title: "Remove the attribute", edits: [.delete(file.anchor(e))])]))
        }
    }
}

struct PropertyNeverWired: SwinjectFileRule {
    let info = RuleInfo(
        id: "swinject/property-never-wired", library: "Swinject", defaultSeverity: .warning, kind: .wiring,
        summary: "@WeakInject or @AsyncInject on a property they never assign",
        details: """
        `@WeakInject` and `@AsyncInject` expand only to a backing variable and an accessor function beside \
        the property; nothing calls the accessor and nothing assigns the property, so it stays `nil` (or \
        uninitialized) for ever.

        Resolve the dependency yourself, or use `@LazyInject`.
        """,
        triggeringExamples: ["""
        final class ChatViewModel {
            @WeakInject var delegate: ChatDelegate?
        }
        """],
        nonTriggeringExamples: ["""
        final class ChatViewModel {
            @LazyInject(required: false) var api: APIClient
        }
        """])

    func check(_ file: SwinjectFileContext, into out: inout [Finding]) {
        for e in file.simulation.events where e.kind == .neverWired {
            out.append(finding(e.message, at: file.anchor(e)))
        }
    }
}

struct OptionalSpelling: SwinjectFileRule {
    let info = RuleInfo(
        id: "swinject/optional-spelling", library: "Swinject", defaultSeverity: .warning, kind: .wiring,
        summary: "An @Injectable parameter written T!",
        details: """
        `@Injectable` treats a dependency as optional only when its type ends in `?`: it then resolves \
        `T` without `!`. Any other spelling is resolved as written: `Optional<T>` works (Swinject answers \
        it through its optional wrapper), but `T!` produces `T!.self`, which does not compile.

        Write the type as `T?`.
        """,
        fixTitles: ["Write it as T?"],
        triggeringExamples: ["""
        @Injectable
        final class FeedService {
            init(cache: CacheStore!) {}
        }
        """],
        nonTriggeringExamples: ["""
        @Injectable
        final class FeedService {
            init(cache: CacheStore?) {}
        }
        """])

    func check(_ file: SwinjectFileContext, into out: inout [Finding]) {
        for e in file.simulation.events {
            guard case .optionalSpelling(let k, let initializer, let base) = e.kind else { continue }
            let p = file.facts.decls[initializer].params[k]
            let fixes = p.hasDefault ? [] : [FixRecipe(title: "Write it as \(base)?", edits: [
                .replace(file.anchor(initializer, .parameter(k)), (p.label == p.name ? p.name : "\(p.label) \(p.name)") + ": \(base)?")])]
            out.append(finding(e.message, at: file.anchor(e), fixes: fixes))
        }
    }
}

struct FactoryArguments: SwinjectFileRule {
    let info = RuleInfo(
        id: "swinject/factory-arguments", library: "Swinject", defaultSeverity: .error, kind: .wiring,
        summary: "Arguments to @AutoFactory, whose declaration takes none",
        details: """
        SwinjectMacros 1.0.2 declares `@AutoFactory()` without parameters, although its implementation \
        reads `scope:`, `name:`, `async:` and `throws:`: any argument is a compile error at the attribute.

        Remove the arguments.
        """,
        fixTitles: ["Remove the arguments"],
        triggeringExamples: ["""
        @AutoFactory(scope: .container)
        final class ReportBuilder {
            init(title: String) {}
        }
        """],
        nonTriggeringExamples: ["""
        @AutoFactory
        final class ReportBuilder {
            init(title: String) {}
        }
        """])

    func check(_ file: SwinjectFileContext, into out: inout [Finding]) {
        for e in file.simulation.events {
            guard case .factoryArguments(let a) = e.kind else { continue }
            let name = file.facts.decls[e.decl].attributes[a].name
            out.append(finding(e.message, at: file.anchor(e),
                               fixes: [FixRecipe(title: "Remove the arguments", edits: [.replace(file.anchor(e), "@" + name)])]))
        }
    }
}
