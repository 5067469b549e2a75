// SafeDI's InstantiableMacroTests (the cases with diagnostics, and the
// expansion cases around them that must stay clean), one case a file, with
// the test's lines and columns; fixed sources in port-instantiable.fixed.swift.
// fixture-file: extension_expandsWithoutIssueOnTypeDeclarationWhenInstantiableConformanceMissingAndConformsElsewhereIsTrue.swift
@Instantiable(conformsElsewhere: true)
public final class ExampleService {
    public init() {}
}
// fixture-file: extension_expandsWithoutIssueOnExtensionWhenInstantiableConformanceMissingAndConformsElsewhereIsTrue.swift
@Instantiable(conformsElsewhere: true)
extension ExampleService: CustomStringConvertible {
    public static func instantiate() -> ExampleService { fatalError() }

    public var description: String { "ExampleService" }
}
// fixture-file: declaration_throwsErrorWhenOnProtocol.swift
@Instantiable
public protocol ExampleService {}
// expected-error@1:1 {{@Instantiable must decorate an extension on a type or a class, struct, or actor declaration}}
// fixture-file: declaration_throwsErrorWhenOnEnum.swift
@Instantiable
public enum ExampleService: Instantiable {}
// expected-error@1:1 {{@Instantiable must decorate an extension on a type or a class, struct, or actor declaration}}
// fixture-file: declaration_throwsErrorWhenFulfillingAdditionalTypesIncludesAnOptional.swift
@Instantiable(fulfillingAdditionalTypes: [AnyObject?.self])
public final class ExampleService: Instantiable {}
// expected-error@1:1 {{The argument `fulfillingAdditionalTypes` must not include optionals}}
// fixture-file: declaration_throwsErrorWhenFulfillingAdditionalTypesIsAPropertyReference.swift
let fulfillingAdditionalTypes: [Any.Type] = [AnyObject.self]
@Instantiable(fulfillingAdditionalTypes: fulfillingAdditionalTypes)
public final class ExampleService: Instantiable {}
// expected-error@2:1 {{The argument `fulfillingAdditionalTypes` must be an inlined array}}
// fixture-file: declaration_throwsErrorWhenFulfillingAdditionalTypesIsAClosure.swift
@Instantiable(fulfillingAdditionalTypes: { [AnyObject.self] }())
public final class ExampleService: Instantiable {}
// expected-error@1:1 {{The argument `fulfillingAdditionalTypes` must be an inlined array}}
// fixture-file: declaration_doesNotThrowWhenRootHasInstantiatedAndRenamedDependencies.swift
@Instantiable(isRoot: true)
public final class Foo: Instantiable {
    public init(dependency: Dependency, renamedDependency: Dependency, renamed2Dependency: Dependency) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Instantiated private let dependency: Dependency
    @Received(fulfilledByDependencyNamed: "dependency", ofType: Dependency.self) private let renamedDependency: Dependency
    @Received(fulfilledByDependencyNamed: "renamedDependency", ofType: Dependency.self) private let renamed2Dependency: Dependency
}
// fixture-file: declaration_throwsErrorWhenRootHasReceivedDependency.swift
@Instantiable(isRoot: true)
public final class Foo: Instantiable {
    public init(dependency: Dependency) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Received private let dependency: Dependency 
}
// expected-error@1:1 {{Types decorated with `@Instantiable(isRoot: true)` must only have dependencies that are all `@Instantiated` or `@Received(fulfilledByDependencyNamed:ofType:)`, where the latter properties can be fulfilled by `@Instantiated` or `@Received(fulfilledByDependencyNamed:ofType:)` properties declared on this type.\n\nThe following dependencies were found on Foo that violated this contract:\ndependency: Dependency}}
// fixture-file: declaration_throwsErrorWhenRootHasForwardedDependency.swift
@Instantiable(isRoot: true)
public final class Foo: Instantiable {
    public init(dependency: Dependency) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Forwarded private let dependency: Dependency 
}
// expected-error@1:1 {{Types decorated with `@Instantiable(isRoot: true)` must only have dependencies that are all `@Instantiated` or `@Received(fulfilledByDependencyNamed:ofType:)`, where the latter properties can be fulfilled by `@Instantiated` or `@Received(fulfilledByDependencyNamed:ofType:)` properties declared on this type.\n\nThe following dependencies were found on Foo that violated this contract:\ndependency: Dependency}}
// fixture-file: extension_throwsErrorWhenFulfillingAdditionalTypesIsAPropertyReference.swift
let fulfillingAdditionalTypes: [Any.Type] = [AnyObject.self]
@Instantiable(fulfillingAdditionalTypes: fulfillingAdditionalTypes)
extension ExampleService: Instantiable {
    public static func instantiate() -> ExampleService { fatalError() }
}
// expected-error@2:1 {{The argument `fulfillingAdditionalTypes` must be an inlined array}}
// fixture-file: extension_throwsErrorWhenFulfillingAdditionalTypesIsAClosure.swift
@Instantiable(fulfillingAdditionalTypes: { [AnyObject.self] }())
extension ExampleService: Instantiable {
    public static func instantiate() -> ExampleService { fatalError() }
}
// expected-error@1:1 {{The argument `fulfillingAdditionalTypes` must be an inlined array}}
// fixture-file: extension_throwsErrorWhenMoreThanOneInstantiateMethodForSameType.swift
@Instantiable
extension ExampleService: Instantiable {
    public static func instantiate() -> ExampleService { fatalError() }
    public static func instantiate(user: User) -> ExampleService { fatalError() }
}
// expected-error@1:1 {{@Instantiable-decorated extension must have a single `instantiate(…)` method that returns `ExampleService`}}
// fixture-file: extension_doesNotThrowWhenRootHasNoDependencies.swift
@Instantiable(isRoot: true)
extension Foo: Instantiable {
    public static func instantiate() -> Foo { fatalError() }
}
// fixture-file: extension_throwsErrorWhenRootHasDependencies.swift
@Instantiable(isRoot: true)
extension Foo: Instantiable {
    public static func instantiate(bar: Bar) -> Foo { fatalError() }
}
// expected-error@1:1 {{Types decorated with `@Instantiable(isRoot: true)` must only have dependencies that are all `@Instantiated` or `@Received(fulfilledByDependencyNamed:ofType:)`, where the latter properties can be fulfilled by `@Instantiated` or `@Received(fulfilledByDependencyNamed:ofType:)` properties declared on this type.\n\nThe following dependencies were found on Foo that violated this contract:\nbar: Bar}}
// fixture-file: declaration_fixit_generatesRequiredInitializerWithoutAnyDependenciesOnStruct.swift
@Instantiable
public struct ExampleService: Instantiable {
}
// expected-error@2:44 {{@Instantiable-decorated type must have a `public` or `open` initializer with a parameter for each @Instantiated, @Received, or @Forwarded-decorated property.}} {{fixed}} {{title=Add required initializer}}
// fixture-file: declaration_fixit_generatesRequiredInitializerWithoutAnyDependenciesOnClass.swift
@Instantiable
public class ExampleService: Instantiable {
}
// expected-error@2:43 {{@Instantiable-decorated type must have a `public` or `open` initializer with a parameter for each @Instantiated, @Received, or @Forwarded-decorated property.}} {{fixed}} {{title=Add required initializer}}
// fixture-file: declaration_fixit_generatesRequiredInitializerWithoutAnyDependenciesOnActor.swift
@Instantiable
public actor ExampleService: Instantiable {
}
// expected-error@2:43 {{@Instantiable-decorated type must have a `public` or `open` initializer with a parameter for each @Instantiated, @Received, or @Forwarded-decorated property.}} {{fixed}} {{title=Add required initializer}}
// fixture-file: declaration_doesNotGenerateFixitWithoutDependenciesIfItAlreadyExists.swift
@Instantiable
public struct ExampleService: Instantiable {
    public init() {}
}
// fixture-file: declaration_fixit_generatesRequiredInitializerWithoutAnyDependenciesAndInitializedVariable.swift
@Instantiable
public struct ExampleService: Instantiable {
    var initializedVariable = "test"
}
// expected-error@2:44 {{@Instantiable-decorated type must have a `public` or `open` initializer with a parameter for each @Instantiated, @Received, or @Forwarded-decorated property.}} {{fixed}} {{title=Add required initializer}}
// fixture-file: declaration_fixit_generatesRequiredInitializerWithoutAnyDependenciesAndVariableWithAccessor.swift
@Instantiable
public struct ExampleService: Instantiable {
    var initializedVariable { "test" }
}
// expected-error@2:44 {{@Instantiable-decorated type must have a `public` or `open` initializer with a parameter for each @Instantiated, @Received, or @Forwarded-decorated property.}} {{fixed}} {{title=Add required initializer}}
// fixture-file: declaration_fixit_generatesRequiredInitializerEvenWhenPropertyDecoratedWithUnknownMacro.swift
@Instantiable
public struct ExampleService: Instantiable {
    @Instantiated @Unknown let instantiatedA: InstantiatedA
}
// expected-error@2:44 {{@Instantiable-decorated type must have a `public` or `open` initializer with a parameter for each @Instantiated, @Received, or @Forwarded-decorated property.}} {{fixed}} {{title=Add required initializer}}
// fixture-file: declaration_fixit_generatesRequiredInitializerEvenWhenPropertyDecoratedWithUnknownMacroInIfConfig.swift
@Instantiable
public struct ExampleService: Instantiable {
    @Instantiated
    #if DEBUG
    @Unknown
    #endif
    let instantiatedA: InstantiatedA
}
// expected-error@2:44 {{@Instantiable-decorated type must have a `public` or `open` initializer with a parameter for each @Instantiated, @Received, or @Forwarded-decorated property.}} {{fixed}} {{title=Add required initializer}}
// fixture-file: declaration_doesNotGenerateRequiredInitializerWithDependenciesIfItAlreadyExists.swift
@Instantiable
public struct ExampleService: Instantiable {
    @Instantiated let instantiatedA: InstantiatedA

    public init(instantiatedA: InstantiatedA) {
        self.instantiatedA = instantiatedA
    }
}
// fixture-file: declaration_doesNotGenerateRequiredInitializerIfItAlreadyExistsWithClosureDependency.swift
@Instantiable
public struct ExampleService: Instantiable {
    public init(block closure: @escaping () -> Void) {
        self.closure = closure
    }
    @Forwarded let closure: () -> Void
}
// fixture-file: declaration_doesNotGenerateRequiredInitializerIfItAlreadyExistsWithSendableClosureDependency.swift
@Instantiable
public struct ExampleService: Instantiable {
    public init(closure: @escaping @Sendable () -> Void) {
        self.closure = closure
    }
    @Forwarded let closure: @Sendable () -> Void
}
// fixture-file: declaration_doesNotGenerateRequiredInitializerIfItAlreadyExistsWithTupleWrappedClosureDependency.swift
@Instantiable
public struct ExampleService: Instantiable {
    public init(closure: @escaping @Sendable () -> Void) {
        self.closure = closure
    }
    @Forwarded let closure: (() -> Void)
}
// fixture-file: declaration_doesNotGenerateRequiredInitializerIfItAlreadyExistsWithDefaultArguments.swift
@Instantiable
public struct ExampleService: Instantiable {
    let nonInjectedProperty: Int

    public init(nonInjectedProperty: Int = 5) {
        self.nonInjectedProperty = nonInjectedProperty
    }
}
// fixture-file: declaration_doesNotGenerateRequiredInitializerWithDependenciesSatisfyingInitializerIfItAlreadyExistsWithDefaultArguments.swift
@Instantiable
public struct ExampleService: Instantiable {
    @Instantiated let instantiatedA: InstantiatedA

    let nonInjectedProperty: Int

    public init(instantiatedA: InstantiatedA, nonInjectedProperty: Int = 5) {
        self.instantiatedA = instantiatedA
        self.nonInjectedProperty = nonInjectedProperty
    }
}
// fixture-file: declaration_fixit_generatesRequiredInitializerWithDependencies.swift
@Instantiable
public struct ExampleService: Instantiable {
    @Instantiated let instantiatedA: InstantiatedA
}
// expected-error@2:44 {{@Instantiable-decorated type must have a `public` or `open` initializer with a parameter for each @Instantiated, @Received, or @Forwarded-decorated property.}} {{fixed}} {{title=Add required initializer}}
// fixture-file: declaration_fixit_generatesRequiredInitializerWithDependenciesWhenNestedTypesHaveUninitializedProperties.swift
@Instantiable
public final class ExampleService: Instantiable {
    @Instantiated let instantiatedA: InstantiatedA

    public enum NestedEnum {
        // This won't compile but we should still generate an initializer.
        let uninitializedProperty: Any
    }
    public struct NestedStruct {
        let uninitializedProperty: Any
    }
    public actor NestedActor {
        let uninitializedProperty: Any
    }
    public final class NestedClass {
        let uninitializedProperty: Any
    }
}
// expected-error@2:49 {{@Instantiable-decorated type must have a `public` or `open` initializer with a parameter for each @Instantiated, @Received, or @Forwarded-decorated property.}} {{fixed}} {{title=Add required initializer}}
// fixture-file: declaration_fixit_generatesRequiredInitializerWithDependenciesWhenPropertyHasInitializerAndNoType.swift
@Instantiable
public struct ExampleService: Instantiable {
    @Instantiated let instantiatedA: InstantiatedA

    let initializedProperty = 5
}
// expected-error@2:44 {{@Instantiable-decorated type must have a `public` or `open` initializer with a parameter for each @Instantiated, @Received, or @Forwarded-decorated property.}} {{fixed}} {{title=Add required initializer}}
// fixture-file: declaration_fixit_generatesRequiredInitializerWithDependenciesWhenPropertyHasInitializerAndType.swift
@Instantiable
public struct ExampleService: Instantiable {
    @Instantiated let instantiatedA: InstantiatedA

    let initializedProperty: Int = 5
}
// expected-error@2:44 {{@Instantiable-decorated type must have a `public` or `open` initializer with a parameter for each @Instantiated, @Received, or @Forwarded-decorated property.}} {{fixed}} {{title=Add required initializer}}
// fixture-file: declaration_fixit_generatesRequiredInitializerWithDependenciesWhenPropertyIsOptional.swift
@Instantiable
public struct ExampleService: Instantiable {
    @Instantiated let instantiatedA: InstantiatedA

    var optionalProperty: Int?
}
// expected-error@2:44 {{@Instantiable-decorated type must have a `public` or `open` initializer with a parameter for each @Instantiated, @Received, or @Forwarded-decorated property.}} {{fixed}} {{title=Add required initializer}}
// fixture-file: declaration_fixit_generatesRequiredInitializerWithDependenciesWhenPropertyIsStatic.swift
@Instantiable
public struct ExampleService: Instantiable {
    @Instantiated let instantiatedA: InstantiatedA

    // This won't compile but we should still generate an initializer.
    public static let staticProperty: Int
}
// expected-error@2:44 {{@Instantiable-decorated type must have a `public` or `open` initializer with a parameter for each @Instantiated, @Received, or @Forwarded-decorated property.}} {{fixed}} {{title=Add required initializer}}
// fixture-file: declaration_fixit_updatesRequiredInitializerWhenOnlyDependencyMissingFromInit.swift
@Instantiable
public struct ExampleService: Instantiable {
	public init() {
		_ = "keep me"
	}

	@Received let receivedA: ReceivedA
}
// expected-error@3:2 {{@Instantiable-decorated type must have a `public` or `open` initializer with a parameter for each @Instantiated, @Received, or @Forwarded-decorated property.}} {{fixed}} {{title=Add arguments for receivedA: ReceivedA}}
// fixture-file: declaration_fixit_updatesRequiredInitializerWhenSecondDependencyMissingFromInit.swift
@Instantiable
public struct ExampleService: Instantiable {
	public init(receivedA: ReceivedA) {
		self.receivedA = receivedA
		_ = "keep me"
	}

	@Received let receivedA: ReceivedA
	@Received let receivedB: ReceivedB
}
// expected-error@3:2 {{@Instantiable-decorated type must have a `public` or `open` initializer with a parameter for each @Instantiated, @Received, or @Forwarded-decorated property.}} {{fixed}} {{title=Add arguments for receivedB: ReceivedB}}
// fixture-file: declaration_fixit_updatesRequiredInitializerWhenSecondDependencyMissingFromInitAndNewlinesInArgumentList.swift
@Instantiable
public struct ExampleService: Instantiable {
	public init(
		receivedA: ReceivedA
	) {
		self.receivedA = receivedA
		_ = "keep me"
	}

	@Received let receivedA: ReceivedA
	@Received let receivedB: ReceivedB
}
// expected-error@3:2 {{@Instantiable-decorated type must have a `public` or `open` initializer with a parameter for each @Instantiated, @Received, or @Forwarded-decorated property.}} {{fixed}} {{title=Add arguments for receivedB: ReceivedB}}
// fixture-file: declaration_fixit_updatesRequiredInitializerWhenFirstDependencyMissingFromInit.swift
@Instantiable
public struct ExampleService: Instantiable {
	public init(receivedA: ReceivedA, receivedB: ReceivedB) {
		self.receivedA = receivedA
		self.receivedB = receivedB
	}

	@Forwarded let forwardedA: ForwardedA
	@Received let receivedA: ReceivedA
	@Received let receivedB: ReceivedB
}
// expected-error@3:2 {{@Instantiable-decorated type must have a `public` or `open` initializer with a parameter for each @Instantiated, @Received, or @Forwarded-decorated property.}} {{fixed}} {{title=Add arguments for forwardedA: ForwardedA}}
// fixture-file: declaration_fixit_updatesRequiredInitializerWhenMiddleDependencyMissingFromInit.swift
@Instantiable
public struct ExampleService: Instantiable {
	public init(forwardedA: ForwardedA, receivedB: ReceivedB) {
		self.forwardedA = forwardedA
		self.receivedB = receivedB
	}

	@Forwarded let forwardedA: ForwardedA
	@Received let receivedA: ReceivedA
	@Received let receivedB: ReceivedB
}
// expected-error@3:2 {{@Instantiable-decorated type must have a `public` or `open` initializer with a parameter for each @Instantiated, @Received, or @Forwarded-decorated property.}} {{fixed}} {{title=Add arguments for receivedA: ReceivedA}}
// fixture-file: declaration_fixit_updatesRequiredInitializerWhenMiddleDependencyMissingFromInitAndArgumentAlreadySet.swift
@Instantiable
public struct ExampleService: Instantiable {
	public init(forwardedA: ForwardedA, receivedB: ReceivedB) {
		self.forwardedA = forwardedA
		self.receivedA = receivedA
		self.receivedB = receivedB
	}

	@Forwarded let forwardedA: ForwardedA
	@Received let receivedA: ReceivedA
	@Received let receivedB: ReceivedB
}
// expected-error@3:2 {{@Instantiable-decorated type must have a `public` or `open` initializer with a parameter for each @Instantiated, @Received, or @Forwarded-decorated property.}} {{fixed}} {{title=Add arguments for receivedA: ReceivedA}}
// fixture-file: declaration_fixit_updatesRequiredInitializerWhenLastDependencyMissingFromInit.swift
@Instantiable
public struct ExampleService: Instantiable {
    public init(
		forwardedA: ForwardedA,
		receivedA: ReceivedA
	) {
        self.forwardedA = forwardedA
        self.receivedA = receivedA
    }

    @Forwarded let forwardedA: ForwardedA
    @Received let receivedA: ReceivedA
    @Received let receivedB: ReceivedB
}
// expected-error@3:5 {{@Instantiable-decorated type must have a `public` or `open` initializer with a parameter for each @Instantiated, @Received, or @Forwarded-decorated property.}} {{fixed}} {{title=Add arguments for receivedB: ReceivedB}}
// fixture-file: declaration_fixit_updatesRequiredInitializerWhenFirstDependencyMissingFromInitAndNonDependencyParameterExists.swift
@Instantiable
public struct ExampleService: Instantiable {
	public init(receivedA: ReceivedA, receivedB: ReceivedB, customizable: String = "") {
		self.receivedA = receivedA
		self.receivedB = receivedB
	}

	@Forwarded let forwardedA: ForwardedA
	@Received let receivedA: ReceivedA
	@Received let receivedB: ReceivedB
}
// expected-error@3:2 {{@Instantiable-decorated type must have a `public` or `open` initializer with a parameter for each @Instantiated, @Received, or @Forwarded-decorated property.}} {{fixed}} {{title=Add arguments for forwardedA: ForwardedA}}
// fixture-file: declaration_fixit_updatesRequiredInitializerWhenMiddleDependencyMissingFromInitAndNonDependencyParameterExists.swift
@Instantiable
public struct ExampleService: Instantiable {
	public init(
		customizable: String = "",
		forwardedA: ForwardedA,
		receivedB: ReceivedB
	) {
		self.forwardedA = forwardedA
		self.receivedB = receivedB
	}

	@Forwarded let forwardedA: ForwardedA
	@Received let receivedA: ReceivedA
	@Received let receivedB: ReceivedB
}
// expected-error@3:2 {{@Instantiable-decorated type must have a `public` or `open` initializer with a parameter for each @Instantiated, @Received, or @Forwarded-decorated property.}} {{fixed}} {{title=Add arguments for receivedA: ReceivedA}}
// fixture-file: declaration_fixit_updatesRequiredInitializerWhenLastDependencyMissingFromInitAndNonDependencyParameterExists.swift
@Instantiable
public struct ExampleService: Instantiable {
	public init(forwardedA: ForwardedA, receivedA: ReceivedA, customizable: String = "") {
		self.forwardedA = forwardedA
		self.receivedA = receivedA
	}

	@Forwarded let forwardedA: ForwardedA
	@Received let receivedA: ReceivedA
	@Received let receivedB: ReceivedB
}
// expected-error@3:2 {{@Instantiable-decorated type must have a `public` or `open` initializer with a parameter for each @Instantiated, @Received, or @Forwarded-decorated property.}} {{fixed}} {{title=Add arguments for receivedB: ReceivedB}}
// fixture-file: declaration_fixit_updatesRequiredInitializerWhenLastDependencyMissingFromInitAndEscapingDependencyParameterExists.swift
@Instantiable
public struct ExampleService: Instantiable {
	public init(customizable: @escaping (String) -> Void, forwardedA: ForwardedA, receivedA: ReceivedA) {
		self.customizable = customizable
		self.forwardedA = forwardedA
		self.receivedA = receivedA
	}

	@Forwarded let customizable: (String) -> Void
	@Forwarded let forwardedA: ForwardedA
	@Received let receivedA: ReceivedA
	@Received let receivedB: ReceivedB
}
// expected-error@3:2 {{@Instantiable-decorated type must have a `public` or `open` initializer with a parameter for each @Instantiated, @Received, or @Forwarded-decorated property.}} {{fixed}} {{title=Add arguments for receivedB: ReceivedB}}
// fixture-file: declaration_fixit_updatesRequiredInitializerWhenIncorrectAccessibilityOnInitAndOtherNonConformingInitializersExist.swift
@Instantiable
public struct ExampleService: Instantiable {
	fileprivate init(forwardedA: ForwardedA, receivedA: ReceivedA, customizable: String) {
		self.forwardedA = forwardedA
		self.receivedA = receivedA
	}

	init(forwardedA: ForwardedA, receivedA: ReceivedA) {
		self.forwardedA = forwardedA
		self.receivedA = receivedA
	}

	public init(receivedA: ReceivedA, receivedB: ReceivedB, customizable: String = "") {
		self.receivedA = receivedA
		self.receivedB = receivedB
	}

	public init(receivedA: ReceivedA, customizable: String = "") {
		self.receivedA = receivedA
	}

	private init(forwardedA: ForwardedA, receivedA: ReceivedA, receivedB: ReceivedB, customizable: String = "") {
		self.forwardedA = forwardedA
		self.receivedA = receivedA
		self.receivedB = receivedB
	}

	@Forwarded let forwardedA: ForwardedA
	@Received let receivedA: ReceivedA
	@Received let receivedB: ReceivedB
}
// expected-error@22:2 {{@Instantiable-decorated type must have a `public` or `open` initializer.}} {{fixed}} {{title=Add `public` modifier}}
// fixture-file: declaration_fixit_updatesRequiredInitializerWhenDependencyMissingFromInitAndOtherNonConformingInitializersExist.swift
@Instantiable
public struct ExampleService: Instantiable {
	private init(receivedA: ReceivedA, receivedB: ReceivedB, customizable: String = "") {
		self.receivedA = receivedA
		self.receivedB = receivedB
	}

	fileprivate init(forwardedA: ForwardedA, receivedA: ReceivedA, customizable: String) {
		self.forwardedA = forwardedA
		self.receivedA = receivedA
	}

	init(forwardedA: ForwardedA, receivedA: ReceivedA) {
		self.forwardedA = forwardedA
		self.receivedA = receivedA
	}

	public init(receivedA: ReceivedA, receivedB: ReceivedB, customizable: String = "") {
		self.receivedA = receivedA
		self.receivedB = receivedB
	}

	@Forwarded let forwardedA: ForwardedA
	@Received let receivedA: ReceivedA
	@Received let receivedB: ReceivedB
}
// expected-error@18:2 {{@Instantiable-decorated type must have a `public` or `open` initializer with a parameter for each @Instantiated, @Received, or @Forwarded-decorated property.}} {{fixed}} {{title=Add arguments for forwardedA: ForwardedA}}
// fixture-file: declaration_fixit_updatesRequiredInitializerWhenDependencyMissingFromInitAndAccessibilityModifierMissing.swift
@Instantiable
public struct ExampleService: Instantiable {
	init(receivedA: ReceivedA, receivedB: ReceivedB, customizable: String = "") {
		self.receivedA = receivedA
		self.receivedB = receivedB
	}

	@Forwarded let forwardedA: ForwardedA
	@Received let receivedA: ReceivedA
	@Received let receivedB: ReceivedB
}
// expected-error@3:2 {{@Instantiable-decorated type must have a `public` or `open` initializer with a parameter for each @Instantiated, @Received, or @Forwarded-decorated property.}} {{fixed}} {{title=Add arguments for forwardedA: ForwardedA}}
// fixture-file: declaration_fixit_generatesInitWithForwardedPropertiesWhenThereAreMultipleForwardedProperties.swift
@Instantiable
public final class UserService: Instantiable {
    @Forwarded let userID: String

    @Forwarded let userName: String
}
// expected-error@2:46 {{@Instantiable-decorated type must have a `public` or `open` initializer with a parameter for each @Instantiated, @Received, or @Forwarded-decorated property.}} {{fixed}} {{title=Add required initializer}}
// fixture-file: declaration_fixit_generatesRequiredInitializerWithClosureDependency.swift
@Instantiable
public struct ExampleService: Instantiable {
    @Forwarded let closure: () -> Void
}
// expected-error@2:44 {{@Instantiable-decorated type must have a `public` or `open` initializer with a parameter for each @Instantiated, @Received, or @Forwarded-decorated property.}} {{fixed}} {{title=Add required initializer}}
// fixture-file: declaration_fixit_generatesFixitForRequiredInitializerWithSendableClosureDependency.swift
@Instantiable
public struct ExampleService: Instantiable {
    @Forwarded let closure: @Sendable () -> Void
}
// expected-error@2:44 {{@Instantiable-decorated type must have a `public` or `open` initializer with a parameter for each @Instantiated, @Received, or @Forwarded-decorated property.}} {{fixed}} {{title=Add required initializer}}
// fixture-file: declaration_fixit_generatesRequiredInitializerWhenInstantiatorDependencyMissingFromInit.swift
@Instantiable
public struct ExampleService: Instantiable {
    @Instantiated private let instantiatableAInstantiator: Instantiator<ReceivedA>
}
// expected-error@2:44 {{@Instantiable-decorated type must have a `public` or `open` initializer with a parameter for each @Instantiated, @Received, or @Forwarded-decorated property.}} {{fixed}} {{title=Add required initializer}}
// fixture-file: declaration_fixit_updatesInitWhenExistingInitIsMissingAccessModifier.swift
@Instantiable
public final class UserService: Instantiable {
	init(a: A, b: B, c: C) {
		self.a = a
		self.b = b
		self.c = c
	}

	@Received let a: A
	@Instantiated let b: B
	@Forwarded let c: C
}
// expected-error@3:2 {{@Instantiable-decorated type must have a `public` or `open` initializer.}} {{fixed}} {{title=Add `public` modifier}}
// fixture-file: declaration_fixit_updatesInitWhenExistingInitIsMissingAccessModifierWithOtherModifier.swift
@Instantiable
public final class UserService: Instantiable {
	final init(a: A, b: B, c: C) {
		self.a = a
		self.b = b
		self.c = c
	}

	@Received let a: A
	@Instantiated let b: B
	@Forwarded let c: C
}
// expected-error@3:2 {{@Instantiable-decorated type must have a `public` or `open` initializer.}} {{fixed}} {{title=Add `public` modifier}}
// fixture-file: declaration_fixit_updatesInitWhenExistingInitHasIncorrectAccessModifier.swift
@Instantiable
public final class UserService: Instantiable {
	private init(a: A, b: B, c: C) {
		self.a = a
		self.b = b
		self.c = c
	}

	@Received let a: A
	@Instantiated let b: B
	@Forwarded let c: C
}
// expected-error@3:2 {{@Instantiable-decorated type must have a `public` or `open` initializer.}} {{fixed}} {{title=Add `public` modifier}}
// fixture-file: declaration_fixit_updatesInitWhenExistingInitHasIncorrectAccessModifierWithCorrectEarlierModifier.swift
@Instantiable
public final class UserService: Instantiable {
	final private init(a: A, b: B, c: C) {
		self.a = a
		self.b = b
		self.c = c
	}

	@Received let a: A
	@Instantiated let b: B
	@Forwarded let c: C
}
// expected-error@3:2 {{@Instantiable-decorated type must have a `public` or `open` initializer.}} {{fixed}} {{title=Add `public` modifier}}
// fixture-file: declaration_fixit_updatesInitWhenExistingInitHasIncorrectAccessModifierWithCorrectLaterModifier.swift
@Instantiable
public final class UserService: Instantiable {
	private final init(a: A, b: B, c: C) {
		self.a = a
		self.b = b
		self.c = c
	}

	@Received let a: A
	@Instantiated let b: B
	@Forwarded let c: C
}
// expected-error@3:2 {{@Instantiable-decorated type must have a `public` or `open` initializer.}} {{fixed}} {{title=Add `public` modifier}}
// fixture-file: declaration_fixit_updatesInitWhenExistingInitIsMissingAccessModifierAndAnotherInitializerWithMissingArgument.swift
@Instantiable
public final class UserService: Instantiable {
	init(a: A, b: B, c: C) {
		self.a = a
		self.b = b
		self.c = c
	}

	private init(a: A, b: B) {
		self.a = a
		self.b = b
		c = C()
	}

	@Received let a: A
	@Instantiated let b: B
	@Forwarded let c: C
}
// expected-error@3:2 {{@Instantiable-decorated type must have a `public` or `open` initializer.}} {{fixed}} {{title=Add `public` modifier}}
// fixture-file: declaration_fixit_updatesInitWhenExistingInitIsMissingAccessModifierAndAnotherInitializerExistsWithExtraArgument.swift
@Instantiable
public final class UserService: Instantiable {
	init(a: A, b: B, c: C) {
		self.a = a
		self.b = b
		self.c = c
	}

	public init(a: A, b: B, c: C, d: D) {
		self.a = a
		self.b = b
		self.c = c
		_ = d
	}

	@Received let a: A
	@Instantiated let b: B
	@Forwarded let c: C
}
// expected-error@3:2 {{@Instantiable-decorated type must have a `public` or `open` initializer.}} {{fixed}} {{title=Add `public` modifier}}
// fixture-file: extension_doesNotThrowErrorWhenMoreThanOneInstantiateMethodForSameBaseTypeWithDifferingGeneric.swift
@Instantiable
extension Container: Instantiable {
    public static func instantiate() -> Container<String> {
        .init(value: "")
    }
    public static func instantiate() -> Container<Int> {
        .init(value: 0)
    }
}
// fixture-file: extension_doesNotThrowErrorWhenFulfillingAdditionalType.swift
@Instantiable(fulfillingAdditionalTypes: [SendableContainer<String>.self])
extension Container: Instantiable {
    public static func instantiate() -> Container<String> {
        .init(value: "")
    }
}
// fixture-file: declaration_fixit_addsFixitWhenNoConformancesDeclared.swift
@Instantiable
public final class ExampleService {
    public init() {}
}
// expected-error@1:1 {{@Instantiable-decorated type or extension must declare conformance to `Instantiable`}} {{fixed}} {{title=Declare conformance to `Instantiable`}}
// fixture-file: declaration_fixit_addsFixitWhenInstantiableConformanceMissing.swift
@Instantiable
public final class ExampleService: CustomStringConvertible {
    public init() {}
    public var description: String { "ExampleService" }
}
// expected-error@1:1 {{@Instantiable-decorated type or extension must declare conformance to `Instantiable`}} {{fixed}} {{title=Declare conformance to `Instantiable`}}
// fixture-file: declaration_fixit_addsFixitWhenInstantiableConformanceMissingAndConformsElsewhereIsFalse.swift
@Instantiable(conformsElsewhere: false)
public final class ExampleService: CustomStringConvertible {
    public init() {}
    public var description: String { "ExampleService" }
}
// expected-error@1:1 {{@Instantiable-decorated type or extension must declare conformance to `Instantiable`}} {{fixed}} {{title=Declare conformance to `Instantiable`}}
// fixture-file: declaration_doesNotAddFixitWhenRetroactiveInstantiableConformanceExists.swift
@Instantiable
public final class ExampleService: @retroactive Instantiable, @retroactive CustomStringConvertible {
    public init() {}
    public var description: String { "ExampleService" }
}
// fixture-file: declaration_fixit_addsFixitWhenMultipleInjectableMacrosOnTopOfSingleProperty.swift
@Instantiable
public struct ExampleService: Instantiable {
    public init(receivedA: ReceivedA) {
        self.receivedA = receivedA
    }

    @Received @Instantiated let receivedA: ReceivedA
}
// expected-error@7:5 {{Dependency can have at most one of @Instantiated, @Received, or @Forwarded attached macro}} {{fixed}} {{title=Remove excessive attached macros}}
// fixture-file: declaration_fixit_addsFixitWhenInjectableParameterHasInitializer.swift
@Instantiable
public struct ExampleService: Instantiable {
    public init(receivedA: ReceivedA) {
        self.receivedA = receivedA
    }

    @Instantiated let receivedA: ReceivedA = .init()
}
// expected-error@7:5 {{Dependency must not have hand-written initializer}} {{fixed}} {{title=Remove initializer}}
// fixture-file: declaration_fixit_addsFixitWhenInjectableActorIsNotPublicOrOpen.swift
@Instantiable
actor ExampleService: Instantiable {
    public init(receivedA: ReceivedA) {
        self.receivedA = receivedA
    }

    @Instantiated let receivedA: ReceivedA
}
// expected-error@1:1 {{@Instantiable-decorated type must be `public` or `open`}} {{fixed}} {{title=Add `public` modifier}}
// fixture-file: declaration_fixit_addsFixitWhenInjectableClassIsNotPublicOrOpen.swift
@Instantiable
class ExampleService: Instantiable {
    public init(receivedA: ReceivedA) {
        self.receivedA = receivedA
    }

    @Instantiated let receivedA: ReceivedA
}
// expected-error@1:1 {{@Instantiable-decorated type must be `public` or `open`}} {{fixed}} {{title=Add `public` modifier}}
// fixture-file: declaration_fixit_addsFixitWhenInjectableFinalClassIsNotPublicOrOpen.swift
@Instantiable
final class ExampleService: Instantiable {
    public init(receivedA: ReceivedA) {
        self.receivedA = receivedA
    }

    @Instantiated let receivedA: ReceivedA
}
// expected-error@1:1 {{@Instantiable-decorated type must be `public` or `open`}} {{fixed}} {{title=Add `public` modifier}}
// fixture-file: declaration_fixit_addsFixitWhenInjectableClassIsInternal.swift
@Instantiable
internal class ExampleService: Instantiable {
    public init(receivedA: ReceivedA) {
        self.receivedA = receivedA
    }

    @Instantiated let receivedA: ReceivedA
}
// expected-error@1:1 {{@Instantiable-decorated type must be `public` or `open`}} {{fixed}} {{title=Add `public` modifier}}
// fixture-file: declaration_fixit_addsFixitWhenInjectableClassIsFileprivate.swift
@Instantiable
fileprivate class ExampleService: Instantiable {
    public init(receivedA: ReceivedA) {
        self.receivedA = receivedA
    }

    @Instantiated let receivedA: ReceivedA
}
// expected-error@1:1 {{@Instantiable-decorated type must be `public` or `open`}} {{fixed}} {{title=Add `public` modifier}}
// fixture-file: declaration_fixit_addsFixitWhenInjectableClassIsPrivate.swift
@Instantiable
private class ExampleService: Instantiable {
    public init(receivedA: ReceivedA) {
        self.receivedA = receivedA
    }

    @Instantiated let receivedA: ReceivedA
}
// expected-error@1:1 {{@Instantiable-decorated type must be `public` or `open`}} {{fixed}} {{title=Add `public` modifier}}
// fixture-file: declaration_fixit_addsFixitWhenInjectableStructIsNotPublicOrOpen.swift
@Instantiable
struct ExampleService: Instantiable {
    public init(receivedA: ReceivedA) {
        self.receivedA = receivedA
    }

    @Instantiated let receivedA: ReceivedA
}
// expected-error@1:1 {{@Instantiable-decorated type must be `public` or `open`}} {{fixed}} {{title=Add `public` modifier}}
// fixture-file: declaration_fixit_addsFixitMissingRequiredInitializerWhenPropertyIsMissingInitializerAndThereAreNoDependencies.swift
@Instantiable
public struct ExampleService: Instantiable {
    let uninitializedProperty: Int
}
// expected-error@2:44 {{@Instantiable-decorated type with no @Instantiated, @Received, or @Forwarded-decorated properties must have a `public` or `open` initializer that either takes no parameters or has a default value for each parameter.}} {{fixed}} {{title=Add required initializer}}
// fixture-file: declaration_fixit_addsFixitMissingRequiredInitializerWhenPropertyIsMissingInitializer.swift
@Instantiable
public struct ExampleService: Instantiable {
    @Instantiated let receivedA: ReceivedA

    let uninitializedProperty: Int
}
// expected-error@2:44 {{@Instantiable-decorated type must have a `public` or `open` initializer with a parameter for each @Instantiated, @Received, or @Forwarded-decorated property. Parameters in this initializer that do not correspond to a decorated property must have default values.}} {{fixed}} {{title=Add required initializer}}
// fixture-file: declaration_fixit_addsFixitMissingRequiredInitializerWhenMultiplePropertiesAreMissingInitializer.swift
@Instantiable
public struct ExampleService: Instantiable {
    @Instantiated let receivedA: ReceivedA

    var uninitializedProperty1: Int
    let uninitializedProperty2: Int, uninitializedProperty3: Int, initializedProperty = "init"
    let (uninitializedProperty4, uninitializedProperty5): (Int, Int)
}
// expected-error@2:44 {{@Instantiable-decorated type must have a `public` or `open` initializer with a parameter for each @Instantiated, @Received, or @Forwarded-decorated property. Parameters in this initializer that do not correspond to a decorated property must have default values.}} {{fixed}} {{title=Add required initializer}}
// fixture-file: extension_fixit_addsFixitWhenNoConformancesDeclared.swift
@Instantiable
extension ExampleService {
    public static func instantiate() -> ExampleService { fatalError() }
}
// expected-error@1:1 {{@Instantiable-decorated type or extension must declare conformance to `Instantiable`}} {{fixed}} {{title=Declare conformance to `Instantiable`}}
// fixture-file: extension_fixit_addsFixitWhenInstantiableConformanceMissing.swift
@Instantiable
extension ExampleService: CustomStringConvertible {
    public static func instantiate() -> ExampleService { fatalError() }

    public var description: String { "ExampleService" }
}
// expected-error@1:1 {{@Instantiable-decorated type or extension must declare conformance to `Instantiable`}} {{fixed}} {{title=Declare conformance to `Instantiable`}}
// fixture-file: extension_fixit_addsFixitWhenInstantiableConformanceMissingAndConformsElsewhereIsFalse.swift
@Instantiable(conformsElsewhere: false)
extension ExampleService: CustomStringConvertible {
    public static func instantiate() -> ExampleService { fatalError() }

    public var description: String { "ExampleService" }
}
// expected-error@1:1 {{@Instantiable-decorated type or extension must declare conformance to `Instantiable`}} {{fixed}} {{title=Declare conformance to `Instantiable`}}
// fixture-file: extension_fixit_addsFixitWhenInstantiateMethodMissing.swift
@Instantiable
extension ExampleService: Instantiable {
}
// expected-error@2:41 {{@Instantiable-decorated extension of ExampleService must have a `public static func instantiate() -> ExampleService` method}} {{fixed}} {{title=Add `public static func instantiate() -> ExampleService` method}}
// fixture-file: extension_fixit_addsFixitWhenInstantiateMethodIsNotPublic.swift
@Instantiable
extension ExampleService: Instantiable {
    static func instantiate() -> ExampleService { fatalError() }
}
// expected-error@3:5 {{@Instantiable-decorated extension must have an `instantiate()` method that is both `public` and `static`}} {{fixed}} {{title=Set `public static` modifiers}}
// fixture-file: extension_fixit_addsFixitWhenInstantiateMethodIsNotStatic.swift
@Instantiable
extension ExampleService: Instantiable {
    public func instantiate() -> ExampleService { fatalError() }
}
// expected-error@3:5 {{@Instantiable-decorated extension must have an `instantiate()` method that is both `public` and `static`}} {{fixed}} {{title=Set `public static` modifiers}}
// fixture-file: extension_fixit_addsFixitWhenInstantiateMethodIsNotStaticOrPublic.swift
@Instantiable
extension ExampleService: Instantiable {
    func instantiate() -> ExampleService { fatalError() }
}
// expected-error@3:5 {{@Instantiable-decorated extension must have an `instantiate()` method that is both `public` and `static`}} {{fixed}} {{title=Set `public static` modifiers}}
// fixture-file: extension_fixit_addsFixitWhenInstantiateMethodReturnsIncorrectType.swift
@Instantiable
extension ExampleService: Instantiable {
    public static func instantiate() -> OtherExampleService { fatalError() }
}
// expected-error@3:5 {{@Instantiable-decorated extension’s `instantiate()` method must return the same base type as the extended type}} {{fixed}} {{title=Make `instantiate()`’s return type the same base type as the extended type}}
// fixture-file: extension_fixit_addsFixitWhenInstantiateMethodReturnsTypeWrappedInArray.swift
@Instantiable
extension ExampleService: Instantiable {
    public static func instantiate() -> [ExampleService] { fatalError() }
}
// expected-error@3:5 {{@Instantiable-decorated extension’s `instantiate()` method must return the same base type as the extended type}} {{fixed}} {{title=Make `instantiate()`’s return type the same base type as the extended type}}
// fixture-file: extension_fixit_addsFixitWhenInstantiateMethodIsAsync.swift
@Instantiable
extension ExampleService: Instantiable {
    public static func instantiate() async -> ExampleService { fatalError() }
}
// expected-error@3:5 {{@Instantiable-decorated extension’s `instantiate()` method must not throw or be async}} {{fixed}} {{title=Remove effect specifiers}}
// fixture-file: extension_fixit_addsFixitWhenInstantiateMethodThrows.swift
@Instantiable
extension ExampleService: Instantiable {
    public static func instantiate() throws -> ExampleService { fatalError() }
}
// expected-error@3:5 {{@Instantiable-decorated extension’s `instantiate()` method must not throw or be async}} {{fixed}} {{title=Remove effect specifiers}}
// fixture-file: extension_fixit_addsFixitWhenInstantiateMethodIsAsyncAndThrows.swift
@Instantiable
extension ExampleService: Instantiable {
    public static func instantiate() async throws -> ExampleService { fatalError() }
}
// expected-error@3:5 {{@Instantiable-decorated extension’s `instantiate()` method must not throw or be async}} {{fixed}} {{title=Remove effect specifiers}}
// fixture-file: extension_fixit_addsFixitWhenInstantiateMethodHasGenericParameter.swift
@Instantiable
extension ExampleService: Instantiable {
    public static func instantiate<T>() -> ExampleService { fatalError() }
}
// expected-error@3:5 {{@Instantiable-decorated extension’s `instantiate()` method must not have a generic parameter}} {{fixed}} {{title=Remove generic parameter}}
// fixture-file: extension_fixit_addsFixitWhenInstantiateMethodHasGenericWhereClause.swift
@Instantiable
extension Array: Instantiable {
    public static func instantiate() -> Array where Element == String { fatalError() }
}
// expected-error@3:5 {{@Instantiable-decorated extension must not have a generic `where` clause}} {{fixed}} {{title=Remove generic `where` clause}}
// fixture-file: extension_fixit_addsFixitWhenExtensionHasGenericWhereClause.swift
@Instantiable
extension Array: Instantiable where Element == String {
    public static func instantiate() -> Array { fatalError() }
}
// expected-error@1:1 {{@Instantiable-decorated extension must not have a generic `where` clause}} {{fixed}} {{title=Remove generic `where` clause}}
