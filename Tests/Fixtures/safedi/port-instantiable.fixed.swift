// The fixed sources of SafeDI's InstantiableMacroTests (their fixes: blocks).
// fixture-file: declaration_fixit_generatesRequiredInitializerWithoutAnyDependenciesOnStruct.swift
@Instantiable
public struct ExampleService: Instantiable {
public init() {}

}
// fixture-file: declaration_fixit_generatesRequiredInitializerWithoutAnyDependenciesOnClass.swift
@Instantiable
public class ExampleService: Instantiable {
public init() {}

}
// fixture-file: declaration_fixit_generatesRequiredInitializerWithoutAnyDependenciesOnActor.swift
@Instantiable
public actor ExampleService: Instantiable {
public init() {}

}
// fixture-file: declaration_fixit_generatesRequiredInitializerWithoutAnyDependenciesAndInitializedVariable.swift
@Instantiable
public struct ExampleService: Instantiable {
public init() {}

    var initializedVariable = "test"
}
// fixture-file: declaration_fixit_generatesRequiredInitializerWithoutAnyDependenciesAndVariableWithAccessor.swift
@Instantiable
public struct ExampleService: Instantiable {
public init() {}

    var initializedVariable { "test" }
}
// fixture-file: declaration_fixit_generatesRequiredInitializerEvenWhenPropertyDecoratedWithUnknownMacro.swift
@Instantiable
public struct ExampleService: Instantiable {
public init(instantiatedA: InstantiatedA) {
self.instantiatedA = instantiatedA
}

    @Instantiated @Unknown let instantiatedA: InstantiatedA
}
// fixture-file: declaration_fixit_generatesRequiredInitializerEvenWhenPropertyDecoratedWithUnknownMacroInIfConfig.swift
@Instantiable
public struct ExampleService: Instantiable {
public init(instantiatedA: InstantiatedA) {
self.instantiatedA = instantiatedA
}

    @Instantiated
    #if DEBUG
    @Unknown
    #endif
    let instantiatedA: InstantiatedA
}
// fixture-file: declaration_fixit_generatesRequiredInitializerWithDependencies.swift
@Instantiable
public struct ExampleService: Instantiable {
public init(instantiatedA: InstantiatedA) {
self.instantiatedA = instantiatedA
}

    @Instantiated let instantiatedA: InstantiatedA
}
// fixture-file: declaration_fixit_generatesRequiredInitializerWithDependenciesWhenNestedTypesHaveUninitializedProperties.swift
@Instantiable
public final class ExampleService: Instantiable {
public init(instantiatedA: InstantiatedA) {
self.instantiatedA = instantiatedA
}

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
// fixture-file: declaration_fixit_generatesRequiredInitializerWithDependenciesWhenPropertyHasInitializerAndNoType.swift
@Instantiable
public struct ExampleService: Instantiable {
public init(instantiatedA: InstantiatedA) {
self.instantiatedA = instantiatedA
}

    @Instantiated let instantiatedA: InstantiatedA

    let initializedProperty = 5
}
// fixture-file: declaration_fixit_generatesRequiredInitializerWithDependenciesWhenPropertyHasInitializerAndType.swift
@Instantiable
public struct ExampleService: Instantiable {
public init(instantiatedA: InstantiatedA) {
self.instantiatedA = instantiatedA
}

    @Instantiated let instantiatedA: InstantiatedA

    let initializedProperty: Int = 5
}
// fixture-file: declaration_fixit_generatesRequiredInitializerWithDependenciesWhenPropertyIsOptional.swift
@Instantiable
public struct ExampleService: Instantiable {
public init(instantiatedA: InstantiatedA) {
self.instantiatedA = instantiatedA
}

    @Instantiated let instantiatedA: InstantiatedA

    var optionalProperty: Int?
}
// fixture-file: declaration_fixit_generatesRequiredInitializerWithDependenciesWhenPropertyIsStatic.swift
@Instantiable
public struct ExampleService: Instantiable {
public init(instantiatedA: InstantiatedA) {
self.instantiatedA = instantiatedA
}

    @Instantiated let instantiatedA: InstantiatedA

    // This won't compile but we should still generate an initializer.
    public static let staticProperty: Int
}
// fixture-file: declaration_fixit_updatesRequiredInitializerWhenOnlyDependencyMissingFromInit.swift
@Instantiable
public struct ExampleService: Instantiable {
	public init(receivedA: ReceivedA) {
		self.receivedA = receivedA
		_ = "keep me"
	}

	@Received let receivedA: ReceivedA
}
// fixture-file: declaration_fixit_updatesRequiredInitializerWhenSecondDependencyMissingFromInit.swift
@Instantiable
public struct ExampleService: Instantiable {
	public init(
receivedA: ReceivedA,
receivedB: ReceivedB
) {
		self.receivedA = receivedA
		self.receivedB = receivedB
		_ = "keep me"
	}

	@Received let receivedA: ReceivedA
	@Received let receivedB: ReceivedB
}
// fixture-file: declaration_fixit_updatesRequiredInitializerWhenSecondDependencyMissingFromInitAndNewlinesInArgumentList.swift
@Instantiable
public struct ExampleService: Instantiable {
	public init(
receivedA: ReceivedA,
receivedB: ReceivedB
	) {
		self.receivedA = receivedA
		self.receivedB = receivedB
		_ = "keep me"
	}

	@Received let receivedA: ReceivedA
	@Received let receivedB: ReceivedB
}
// fixture-file: declaration_fixit_updatesRequiredInitializerWhenFirstDependencyMissingFromInit.swift
@Instantiable
public struct ExampleService: Instantiable {
	public init(forwardedA: ForwardedA, receivedA: ReceivedA, receivedB: ReceivedB) {
		self.forwardedA = forwardedA
		self.receivedA = receivedA
		self.receivedB = receivedB
	}

	@Forwarded let forwardedA: ForwardedA
	@Received let receivedA: ReceivedA
	@Received let receivedB: ReceivedB
}
// fixture-file: declaration_fixit_updatesRequiredInitializerWhenMiddleDependencyMissingFromInit.swift
@Instantiable
public struct ExampleService: Instantiable {
	public init(forwardedA: ForwardedA, receivedA: ReceivedA, receivedB: ReceivedB) {
		self.forwardedA = forwardedA
		self.receivedA = receivedA
		self.receivedB = receivedB
	}

	@Forwarded let forwardedA: ForwardedA
	@Received let receivedA: ReceivedA
	@Received let receivedB: ReceivedB
}
// fixture-file: declaration_fixit_updatesRequiredInitializerWhenMiddleDependencyMissingFromInitAndArgumentAlreadySet.swift
@Instantiable
public struct ExampleService: Instantiable {
	public init(forwardedA: ForwardedA, receivedA: ReceivedA, receivedB: ReceivedB) {
		self.forwardedA = forwardedA
		self.receivedA = receivedA
		self.receivedB = receivedB
	}

	@Forwarded let forwardedA: ForwardedA
	@Received let receivedA: ReceivedA
	@Received let receivedB: ReceivedB
}
// fixture-file: declaration_fixit_updatesRequiredInitializerWhenLastDependencyMissingFromInit.swift
@Instantiable
public struct ExampleService: Instantiable {
    public init(
		forwardedA: ForwardedA,
		receivedA: ReceivedA,
		receivedB: ReceivedB
	) {
        self.forwardedA = forwardedA
        self.receivedA = receivedA
        self.receivedB = receivedB
    }

    @Forwarded let forwardedA: ForwardedA
    @Received let receivedA: ReceivedA
    @Received let receivedB: ReceivedB
}
// fixture-file: declaration_fixit_updatesRequiredInitializerWhenFirstDependencyMissingFromInitAndNonDependencyParameterExists.swift
@Instantiable
public struct ExampleService: Instantiable {
	public init(forwardedA: ForwardedA, receivedA: ReceivedA, receivedB: ReceivedB, customizable: String = "") {
		self.forwardedA = forwardedA
		self.receivedA = receivedA
		self.receivedB = receivedB
	}

	@Forwarded let forwardedA: ForwardedA
	@Received let receivedA: ReceivedA
	@Received let receivedB: ReceivedB
}
// fixture-file: declaration_fixit_updatesRequiredInitializerWhenMiddleDependencyMissingFromInitAndNonDependencyParameterExists.swift
@Instantiable
public struct ExampleService: Instantiable {
	public init(
		customizable: String = "",
		forwardedA: ForwardedA,
		receivedA: ReceivedA,
		receivedB: ReceivedB
	) {
		self.forwardedA = forwardedA
		self.receivedA = receivedA
		self.receivedB = receivedB
	}

	@Forwarded let forwardedA: ForwardedA
	@Received let receivedA: ReceivedA
	@Received let receivedB: ReceivedB
}
// fixture-file: declaration_fixit_updatesRequiredInitializerWhenLastDependencyMissingFromInitAndNonDependencyParameterExists.swift
@Instantiable
public struct ExampleService: Instantiable {
	public init(forwardedA: ForwardedA, receivedA: ReceivedA, receivedB: ReceivedB, customizable: String = "") {
		self.forwardedA = forwardedA
		self.receivedA = receivedA
		self.receivedB = receivedB
	}

	@Forwarded let forwardedA: ForwardedA
	@Received let receivedA: ReceivedA
	@Received let receivedB: ReceivedB
}
// fixture-file: declaration_fixit_updatesRequiredInitializerWhenLastDependencyMissingFromInitAndEscapingDependencyParameterExists.swift
@Instantiable
public struct ExampleService: Instantiable {
	public init(customizable: @escaping (String) -> Void, forwardedA: ForwardedA, receivedA: ReceivedA, receivedB: ReceivedB) {
		self.customizable = customizable
		self.forwardedA = forwardedA
		self.receivedA = receivedA
		self.receivedB = receivedB
	}

	@Forwarded let customizable: (String) -> Void
	@Forwarded let forwardedA: ForwardedA
	@Received let receivedA: ReceivedA
	@Received let receivedB: ReceivedB
}
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

	public init(forwardedA: ForwardedA, receivedA: ReceivedA, receivedB: ReceivedB, customizable: String = "") {
		self.forwardedA = forwardedA
		self.receivedA = receivedA
		self.receivedB = receivedB
	}

	@Forwarded let forwardedA: ForwardedA
	@Received let receivedA: ReceivedA
	@Received let receivedB: ReceivedB
}
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

	public init(forwardedA: ForwardedA, receivedA: ReceivedA, receivedB: ReceivedB, customizable: String = "") {
		self.forwardedA = forwardedA
		self.receivedA = receivedA
		self.receivedB = receivedB
	}

	@Forwarded let forwardedA: ForwardedA
	@Received let receivedA: ReceivedA
	@Received let receivedB: ReceivedB
}
// fixture-file: declaration_fixit_updatesRequiredInitializerWhenDependencyMissingFromInitAndAccessibilityModifierMissing.swift
@Instantiable
public struct ExampleService: Instantiable {
	init(forwardedA: ForwardedA, receivedA: ReceivedA, receivedB: ReceivedB, customizable: String = "") {
		self.forwardedA = forwardedA
		self.receivedA = receivedA
		self.receivedB = receivedB
	}

	@Forwarded let forwardedA: ForwardedA
	@Received let receivedA: ReceivedA
	@Received let receivedB: ReceivedB
}
// fixture-file: declaration_fixit_generatesInitWithForwardedPropertiesWhenThereAreMultipleForwardedProperties.swift
@Instantiable
public final class UserService: Instantiable {
public init(
userID: String,
userName: String
) {
self.userID = userID
self.userName = userName
}

    @Forwarded let userID: String

    @Forwarded let userName: String
}
// fixture-file: declaration_fixit_generatesRequiredInitializerWithClosureDependency.swift
@Instantiable
public struct ExampleService: Instantiable {
public init(closure: @escaping () -> Void) {
self.closure = closure
}

    @Forwarded let closure: () -> Void
}
// fixture-file: declaration_fixit_generatesFixitForRequiredInitializerWithSendableClosureDependency.swift
@Instantiable
public struct ExampleService: Instantiable {
public init(closure: @escaping @Sendable () -> Void) {
self.closure = closure
}

    @Forwarded let closure: @Sendable () -> Void
}
// fixture-file: declaration_fixit_generatesRequiredInitializerWhenInstantiatorDependencyMissingFromInit.swift
@Instantiable
public struct ExampleService: Instantiable {
public init(instantiatableAInstantiator: Instantiator<ReceivedA>) {
self.instantiatableAInstantiator = instantiatableAInstantiator
}

    @Instantiated private let instantiatableAInstantiator: Instantiator<ReceivedA>
}
// fixture-file: declaration_fixit_updatesInitWhenExistingInitIsMissingAccessModifier.swift
@Instantiable
public final class UserService: Instantiable {
	public init(a: A, b: B, c: C) {
		self.a = a
		self.b = b
		self.c = c
	}

	@Received let a: A
	@Instantiated let b: B
	@Forwarded let c: C
}
// fixture-file: declaration_fixit_updatesInitWhenExistingInitIsMissingAccessModifierWithOtherModifier.swift
@Instantiable
public final class UserService: Instantiable {
	public final init(a: A, b: B, c: C) {
		self.a = a
		self.b = b
		self.c = c
	}

	@Received let a: A
	@Instantiated let b: B
	@Forwarded let c: C
}
// fixture-file: declaration_fixit_updatesInitWhenExistingInitHasIncorrectAccessModifier.swift
@Instantiable
public final class UserService: Instantiable {
	public init(a: A, b: B, c: C) {
		self.a = a
		self.b = b
		self.c = c
	}

	@Received let a: A
	@Instantiated let b: B
	@Forwarded let c: C
}
// fixture-file: declaration_fixit_updatesInitWhenExistingInitHasIncorrectAccessModifierWithCorrectEarlierModifier.swift
@Instantiable
public final class UserService: Instantiable {
	final public init(a: A, b: B, c: C) {
		self.a = a
		self.b = b
		self.c = c
	}

	@Received let a: A
	@Instantiated let b: B
	@Forwarded let c: C
}
// fixture-file: declaration_fixit_updatesInitWhenExistingInitHasIncorrectAccessModifierWithCorrectLaterModifier.swift
@Instantiable
public final class UserService: Instantiable {
	public final init(a: A, b: B, c: C) {
		self.a = a
		self.b = b
		self.c = c
	}

	@Received let a: A
	@Instantiated let b: B
	@Forwarded let c: C
}
// fixture-file: declaration_fixit_updatesInitWhenExistingInitIsMissingAccessModifierAndAnotherInitializerWithMissingArgument.swift
@Instantiable
public final class UserService: Instantiable {
	public init(a: A, b: B, c: C) {
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
// fixture-file: declaration_fixit_updatesInitWhenExistingInitIsMissingAccessModifierAndAnotherInitializerExistsWithExtraArgument.swift
@Instantiable
public final class UserService: Instantiable {
	public init(a: A, b: B, c: C) {
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
// fixture-file: declaration_fixit_addsFixitWhenNoConformancesDeclared.swift
@Instantiable
public final class ExampleService: Instantiable {
    public init() {}
}
// fixture-file: declaration_fixit_addsFixitWhenInstantiableConformanceMissing.swift
@Instantiable
public final class ExampleService: CustomStringConvertible, Instantiable {
    public init() {}
    public var description: String { "ExampleService" }
}
// fixture-file: declaration_fixit_addsFixitWhenInstantiableConformanceMissingAndConformsElsewhereIsFalse.swift
@Instantiable(conformsElsewhere: false)
public final class ExampleService: CustomStringConvertible, Instantiable {
    public init() {}
    public var description: String { "ExampleService" }
}
// fixture-file: declaration_fixit_addsFixitWhenMultipleInjectableMacrosOnTopOfSingleProperty.swift
@Instantiable
public struct ExampleService: Instantiable {
    public init(receivedA: ReceivedA) {
        self.receivedA = receivedA
    }

    @Received let receivedA: ReceivedA
}
// fixture-file: declaration_fixit_addsFixitWhenInjectableParameterHasInitializer.swift
@Instantiable
public struct ExampleService: Instantiable {
    public init(receivedA: ReceivedA) {
        self.receivedA = receivedA
    }

    @Instantiated let receivedA: ReceivedA 
}
// fixture-file: declaration_fixit_addsFixitWhenInjectableActorIsNotPublicOrOpen.swift
@Instantiable
public actor ExampleService: Instantiable {
    public init(receivedA: ReceivedA) {
        self.receivedA = receivedA
    }

    @Instantiated let receivedA: ReceivedA
}
// fixture-file: declaration_fixit_addsFixitWhenInjectableClassIsNotPublicOrOpen.swift
@Instantiable
public class ExampleService: Instantiable {
    public init(receivedA: ReceivedA) {
        self.receivedA = receivedA
    }

    @Instantiated let receivedA: ReceivedA
}
// fixture-file: declaration_fixit_addsFixitWhenInjectableFinalClassIsNotPublicOrOpen.swift
@Instantiable
public final class ExampleService: Instantiable {
    public init(receivedA: ReceivedA) {
        self.receivedA = receivedA
    }

    @Instantiated let receivedA: ReceivedA
}
// fixture-file: declaration_fixit_addsFixitWhenInjectableClassIsInternal.swift
@Instantiable
public class ExampleService: Instantiable {
    public init(receivedA: ReceivedA) {
        self.receivedA = receivedA
    }

    @Instantiated let receivedA: ReceivedA
}
// fixture-file: declaration_fixit_addsFixitWhenInjectableClassIsFileprivate.swift
@Instantiable
public class ExampleService: Instantiable {
    public init(receivedA: ReceivedA) {
        self.receivedA = receivedA
    }

    @Instantiated let receivedA: ReceivedA
}
// fixture-file: declaration_fixit_addsFixitWhenInjectableClassIsPrivate.swift
@Instantiable
public class ExampleService: Instantiable {
    public init(receivedA: ReceivedA) {
        self.receivedA = receivedA
    }

    @Instantiated let receivedA: ReceivedA
}
// fixture-file: declaration_fixit_addsFixitWhenInjectableStructIsNotPublicOrOpen.swift
@Instantiable
public struct ExampleService: Instantiable {
    public init(receivedA: ReceivedA) {
        self.receivedA = receivedA
    }

    @Instantiated let receivedA: ReceivedA
}
// fixture-file: declaration_fixit_addsFixitMissingRequiredInitializerWhenPropertyIsMissingInitializerAndThereAreNoDependencies.swift
@Instantiable
public struct ExampleService: Instantiable {
public init() {
// The following properties are not decorated with the @Instantiated, @Received, or @Forwarded macros, do not have default values, and are not computed properties.
uninitializedProperty = <#T##assign_uninitializedProperty#>
}

    let uninitializedProperty: Int
}
// fixture-file: declaration_fixit_addsFixitMissingRequiredInitializerWhenPropertyIsMissingInitializer.swift
@Instantiable
public struct ExampleService: Instantiable {
public init(receivedA: ReceivedA) {
self.receivedA = receivedA

// The following properties are not decorated with the @Instantiated, @Received, or @Forwarded macros, do not have default values, and are not computed properties.
uninitializedProperty = <#T##assign_uninitializedProperty#>
}

    @Instantiated let receivedA: ReceivedA

    let uninitializedProperty: Int
}
// fixture-file: declaration_fixit_addsFixitMissingRequiredInitializerWhenMultiplePropertiesAreMissingInitializer.swift
@Instantiable
public struct ExampleService: Instantiable {
public init(receivedA: ReceivedA) {
self.receivedA = receivedA

// The following properties are not decorated with the @Instantiated, @Received, or @Forwarded macros, do not have default values, and are not computed properties.
uninitializedProperty1 = <#T##assign_uninitializedProperty1#>
uninitializedProperty2 = <#T##assign_uninitializedProperty2#>
uninitializedProperty3 = <#T##assign_uninitializedProperty3#>
(uninitializedProperty4, uninitializedProperty5) = <#T##assign_(uninitializedProperty4, uninitializedProperty5)#>
}

    @Instantiated let receivedA: ReceivedA

    var uninitializedProperty1: Int
    let uninitializedProperty2: Int, uninitializedProperty3: Int, initializedProperty = "init"
    let (uninitializedProperty4, uninitializedProperty5): (Int, Int)
}
// fixture-file: extension_fixit_addsFixitWhenNoConformancesDeclared.swift
@Instantiable
extension ExampleService: Instantiable {
    public static func instantiate() -> ExampleService { fatalError() }
}
// fixture-file: extension_fixit_addsFixitWhenInstantiableConformanceMissing.swift
@Instantiable
extension ExampleService: CustomStringConvertible, Instantiable {
    public static func instantiate() -> ExampleService { fatalError() }

    public var description: String { "ExampleService" }
}
// fixture-file: extension_fixit_addsFixitWhenInstantiableConformanceMissingAndConformsElsewhereIsFalse.swift
@Instantiable(conformsElsewhere: false)
extension ExampleService: CustomStringConvertible, Instantiable {
    public static func instantiate() -> ExampleService { fatalError() }

    public var description: String { "ExampleService" }
}
// fixture-file: extension_fixit_addsFixitWhenInstantiateMethodMissing.swift
@Instantiable
extension ExampleService: Instantiable {
public static func instantiate() -> ExampleService
{}


}
// fixture-file: extension_fixit_addsFixitWhenInstantiateMethodIsNotPublic.swift
@Instantiable
extension ExampleService: Instantiable {
    public static func instantiate() -> ExampleService { fatalError() }
}
// fixture-file: extension_fixit_addsFixitWhenInstantiateMethodIsNotStatic.swift
@Instantiable
extension ExampleService: Instantiable {
    public static func instantiate() -> ExampleService { fatalError() }
}
// fixture-file: extension_fixit_addsFixitWhenInstantiateMethodIsNotStaticOrPublic.swift
@Instantiable
extension ExampleService: Instantiable {
    public static func instantiate() -> ExampleService { fatalError() }
}
// fixture-file: extension_fixit_addsFixitWhenInstantiateMethodReturnsIncorrectType.swift
@Instantiable
extension ExampleService: Instantiable {
    public static func instantiate() -> ExampleService { fatalError() }
}
// fixture-file: extension_fixit_addsFixitWhenInstantiateMethodReturnsTypeWrappedInArray.swift
@Instantiable
extension ExampleService: Instantiable {
    public static func instantiate() -> ExampleService { fatalError() }
}
// fixture-file: extension_fixit_addsFixitWhenInstantiateMethodIsAsync.swift
@Instantiable
extension ExampleService: Instantiable {
    public static func instantiate() -> ExampleService { fatalError() }
}
// fixture-file: extension_fixit_addsFixitWhenInstantiateMethodThrows.swift
@Instantiable
extension ExampleService: Instantiable {
    public static func instantiate() -> ExampleService { fatalError() }
}
// fixture-file: extension_fixit_addsFixitWhenInstantiateMethodIsAsyncAndThrows.swift
@Instantiable
extension ExampleService: Instantiable {
    public static func instantiate() -> ExampleService { fatalError() }
}
// fixture-file: extension_fixit_addsFixitWhenInstantiateMethodHasGenericParameter.swift
@Instantiable
extension ExampleService: Instantiable {
    public static func instantiate() -> ExampleService { fatalError() }
}
// fixture-file: extension_fixit_addsFixitWhenInstantiateMethodHasGenericWhereClause.swift
@Instantiable
extension Array: Instantiable {
    public static func instantiate() -> Array { fatalError() }
}
// fixture-file: extension_fixit_addsFixitWhenExtensionHasGenericWhereClause.swift
@Instantiable
extension Array: Instantiable {
    public static func instantiate() -> Array { fatalError() }
}
