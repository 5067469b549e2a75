import WiringAnalysis

/// A rule for one kind of diagnostic SwinjectMacros' macros emit: the
/// macro's headline, at the start of the declaration, as the compiler
/// shows it. No macro of the package attaches a fix-it.
protocol SwinjectMacroRule: SwinjectFileRule {
    var category: SwinjectMacroSimulation.Event.MacroCategory { get }
}

extension SwinjectMacroRule {
    func check(_ file: SwinjectFileContext, into out: inout [Finding]) {
        for e in file.simulation.events {
            guard case .macro(let c, let severity) = e.kind, c == category else { continue }
            out.append(finding(e.message, at: file.anchor(e), severity: severity))
        }
    }
}

struct WrongDeclaration: SwinjectMacroRule {
    let category = SwinjectMacroSimulation.Event.MacroCategory.wrongDeclaration
    let info = RuleInfo(
        id: "swinject/wrong-declaration", library: "Swinject", defaultSeverity: .error, kind: .parity,
        summary: "A SwinjectMacros attribute on a kind of declaration its macro rejects",
        details: """
        Each of SwinjectMacros' macros accepts one kind of declaration: `@Injectable`, `@AutoFactory` and \
        `@Named` classes and structs; `@ViewModelInject` and `@ValidatedContainer` classes; `@Module` structs; \
        `@StubService` protocols; `@Interceptor`, `@Retry`, `@CircuitBreaker`, `@Cache`, `@PerformanceTracked`, \
        `@Spy` and `@MockResponse` functions; `@LazyInject`, `@WeakInject` and `@AsyncInject` properties. \
        Anywhere else the macro stops the build with this message, at the start of the declaration.

        Move the attribute to a declaration of the right kind, or remove it.
        """,
        triggeringExamples: ["""
        @Injectable
        enum Settings {
            case standard
        }
        """, """
        final class Loader {
            @Retry(maxAttempts: 3)
            var attempts: Int = 0
        }
        """],
        nonTriggeringExamples: ["""
        @Injectable
        final class SettingsService {
            init() {}
        }
        """])
}

struct MissingInitializer: SwinjectMacroRule {
    let category = SwinjectMacroSimulation.Event.MacroCategory.missingInitializer
    let info = RuleInfo(
        id: "swinject/missing-initializer", library: "Swinject", defaultSeverity: .error, kind: .parity,
        summary: "An @Injectable or @AutoFactory type without an initializer of its own",
        details: """
        `@Injectable` and `@AutoFactory` generate a call of the type's initializer: the first `public` one \
        declared in the type's own body, else the first. A struct that relies on its memberwise initializer, \
        or a type whose initializers are all in extensions, has none the macro sees, and the macro stops the \
        build.

        Declare an `init` in the type's body.
        """,
        triggeringExamples: ["""
        @Injectable
        struct TokenStore {
            let keychain: KeychainService
        }
        """],
        nonTriggeringExamples: ["""
        @Injectable
        struct TokenStore {
            let keychain: KeychainService
            init(keychain: KeychainService) {
                self.keychain = keychain
            }
        }
        """])
}

struct SelfDependency: SwinjectMacroRule {
    let category = SwinjectMacroSimulation.Event.MacroCategory.selfDependency
    let info = RuleInfo(
        id: "swinject/self-dependency", library: "Swinject", defaultSeverity: .warning, kind: .parity,
        summary: "An @Injectable type whose initializer takes the type itself",
        details: """
        `@Injectable` resolves every service parameter of the initializer from the container. A parameter of \
        the type being registered makes resolving it resolve itself, until Swinject stops after 200 nested \
        resolutions. The macro warns only when the parameter's type is written exactly as the type's name.

        Take the dependency another way (a property set after construction, or `Provider<T>`).
        """,
        triggeringExamples: ["""
        @Injectable
        final class NodeService {
            init(parent: NodeService) {}
        }
        """],
        nonTriggeringExamples: ["""
        @Injectable
        final class NodeService {
            init(parent: NodeService?) {}
        }
        """])
}

struct FactoryWithoutRuntimeParameters: SwinjectMacroRule {
    let category = SwinjectMacroSimulation.Event.MacroCategory.noRuntimeParameters
    let info = RuleInfo(
        id: "swinject/factory-without-runtime-parameters", library: "Swinject", defaultSeverity: .warning, kind: .parity,
        summary: "An @AutoFactory type whose initializer takes no runtime parameter",
        details: """
        `@AutoFactory` generates a factory whose `make` method takes the initializer's runtime parameters \
        (values such as `String`, `Int`, `URL`, arrays and dictionaries of them, and parameters with default \
        values) and resolves the others. With none, the factory adds nothing, and the macro suggests \
        `@Injectable`.
        """,
        triggeringExamples: ["""
        @AutoFactory
        final class ReportBuilder {
            init(api: APIClient) {}
        }
        """],
        nonTriggeringExamples: ["""
        @AutoFactory
        final class ReportBuilder {
            init(title: String, pages: Int) {}
        }
        """])
}

struct InvalidInjectedProperty: SwinjectMacroRule {
    let category = SwinjectMacroSimulation.Event.MacroCategory.invalidProperty
    let info = RuleInfo(
        id: "swinject/invalid-injected-property", library: "Swinject", defaultSeverity: .error, kind: .parity,
        summary: "An injected property the property macros reject",
        details: """
        `@LazyInject`, `@WeakInject`, `@AsyncInject`, `@OptionalInject`, `@EnvironmentInject`, \
        `@InjectedStateObject` and `@PublisherInject` read the type to resolve from the property's type \
        annotation, and add storage beside it: a computed property, or one without a type annotation, \
        stops the build. `@WeakInject` also needs an optional type written `T?`, `@OptionalInject` on a \
        non-optional type a `default:` or `fallback:`, and `@PublisherInject` an `AnyPublisher` type.
        """,
        triggeringExamples: ["""
        final class ProfileViewModel {
            @LazyInject var api = APIClient()
        }
        """, """
        final class ProfileViewModel {
            @WeakInject var delegate: ProfileDelegate
        }
        """],
        nonTriggeringExamples: ["""
        final class ProfileViewModel {
            @LazyInject(required: false) var api: APIClient
            @OptionalInject var tracker: Tracker?
        }
        """])
}
