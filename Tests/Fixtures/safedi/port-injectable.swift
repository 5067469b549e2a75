// SafeDI's InjectableMacroTests, one case a file. Those tests run the peer
// macro alone: @Instantiable's rules are off here.
// fixture-config: {"rules": {"safedi/instantiable-argument-invalid": "off", "safedi/instantiable-wrong-declaration": "off", "safedi/missing-conformance": "off", "safedi/not-public": "off", "safedi/multiple-dependency-attributes": "off", "safedi/dependency-has-initializer": "off", "safedi/root-has-inherited-dependencies": "off", "safedi/init-missing-arguments": "off", "safedi/init-not-public": "off", "safedi/init-missing": "off", "safedi/extension-where-clause": "off", "safedi/extension-instantiate-return-type": "off", "safedi/extension-instantiate-not-public-static": "off", "safedi/extension-instantiate-effects": "off", "safedi/extension-instantiate-generic": "off", "safedi/extension-instantiate-where-clause": "off", "safedi/extension-duplicate-instantiate": "off", "safedi/extension-missing-instantiate": "off"}}
// fixture-file: propertyIsFulfilledByTypeWithStringLiteral_expandsWithoutIssue.swift
public struct ExampleService {
    @Instantiated(fulfilledByType: "SomethingElse") let something: Something
}
// fixture-file: propertyIsFulfilledByTypeWithStringLiteralNestedType_expandsWithoutIssue.swift
public struct ExampleService {
    init(instantiatedA: InstantiatedA) {
        self.instantiatedA = instantiatedA
    }

    @Instantiated(fulfilledByType: "Module.ConcreteType") let instantiatedA: InstantiatedA
}
// fixture-file: propertyIsOnlyIfAvailableAndOptional_expandsWthoutIssue.swift
@Instantiable
public struct ExampleService {
	@Received(onlyIfAvailable: true) let receivedA: AnyReceivedA?
}
// fixture-file: propertyIsOnlyIfAvailableAndDoubleOptional_expandsWthoutIssue.swift
@Instantiable
public struct ExampleService {
	@Received(onlyIfAvailable: true) let receivedA: AnyReceivedA??
}
// fixture-file: fixit_addsFixitWhenInjectableParameterIsMutable.swift
public struct ExampleService {
    init(instantiatedA: InstantiatedA) {
        self.instantiatedA = instantiatedA
    }

    @Instantiated var instantiatedA: InstantiatedA
}
// expected-error@6:19 {{Dependency can not be mutable unless it is decorated with a property wrapper. Mutations to a dependency are not propagated through the dependency tree.}} {{fixed}} {{title=Replace `var` with `let`}}
// fixture-file: fixit_doesNotAddFixitWhenInjectableParameterIsMutableWithPropertyWrapper.swift
import SwiftUI

public struct ExampleView {
    init(instantiatedA: InstantiatedA) {
        self.instantiatedA = instantiatedA
    }

    @ObservedObject
    @Instantiated var instantiatedA: InstantiatedA

    var body: some View {
        Text("\(ObjectIdentifier(instantiatedA))")
    }
}
// fixture-file: throwsErrorWhenUsingFulfilledByTypeOnInstantiator.swift
public struct ExampleService {
    @Instantiated(fulfilledByType: "LoginViewController") let loginViewControllerBuilder: Instantiator<UIViewController>
}
// expected-error@2:5 {{The argument `fulfilledByType` can not be used on an `Instantiator` or `SendableInstantiator`. Use an `ErasedInstantiator` or `SendableErasedInstantiator` instead}}
// fixture-file: throwsErrorWhenErasedInstantiatorUsedWithoutFulfilledByTypeArgument.swift
public struct ExampleService {
    @Instantiated let loginViewControllerBuilder: ErasedInstantiator<UIViewController>
}
// expected-error@2:5 {{`ErasedInstantiator` and `SendableErasedInstantiator` require use of the argument `fulfilledByType`}}
// fixture-file: throwsErrorWhenInjectableMacroAttachedtoStaticProperty.swift
public struct ExampleService {
    init(instantiatedA: InstantiatedA) {
        self.instantiatedA = instantiatedA
    }

    @Received static let instantiatedA: InstantiatedA
}
// expected-error@6:5 {{This macro can not decorate `static` variables}}
// fixture-file: throwsErrorWhenOnProtocol.swift
@Instantiated
protocol ExampleService {}
// expected-error@1:1 {{This macro must decorate a instance variable}}
// fixture-file: throwsErrorWhenFulfilledByTypeIsNotALiteral.swift
public struct ExampleService {
    init(instantiatedA: InstantiatedA) {
        self.instantiatedA = instantiatedA
    }

    static let fulfilledByType = "ConcreteType"
    @Instantiated(fulfilledByType: fulfilledByType) let instantiatedA: InstantiatedA
}
// expected-error@7:5 {{The argument `fulfilledByType` must be a string literal}}
// fixture-file: throwsErrorWhenFulfilledByTypeIsNotAStringExpression.swift
public struct ExampleService {
    init(instantiatedA: InstantiatedA) {
        self.instantiatedA = instantiatedA
    }

    static let fulfilledByType = "ConcreteType"
    @Instantiated(fulfilledByType: "\(Self.fulfilledByType)") let instantiatedA: InstantiatedA
}
// expected-error@7:5 {{The argument `fulfilledByType` must be a string literal}}
// fixture-file: throwsErrorWhenFulfilledByTypeIsAnOptionalType.swift
public struct ExampleService {
    init(instantiatedA: InstantiatedA) {
        self.instantiatedA = instantiatedA
    }

    @Instantiated(fulfilledByType: "ConcreteType?") let instantiatedA: InstantiatedA
}
// expected-error@6:5 {{The argument `fulfilledByType` must refer to a simple type}}
// fixture-file: throwsErrorWhenFulfilledByTypeIsAnImplicitlyUnwrappedType.swift
public struct ExampleService {
    init(instantiatedA: InstantiatedA) {
        self.instantiatedA = instantiatedA
    }

    @Instantiated(fulfilledByType: "ConcreteType!") let instantiatedA: InstantiatedA
}
// expected-error@6:5 {{The argument `fulfilledByType` must refer to a simple type}}
// fixture-file: throwsErrorWhenfulfilledByDependencyNamedIsNotAStringLiteral.swift
@Instantiable
public struct ExampleService {
    static let instantiatedAName: StaticString = "instantiatedA"
    @Received(fulfilledByDependencyNamed: instantiatedAName, ofType: InstantiatedA.self) let receivedA: ReceivedA
}
// expected-error@4:5 {{The argument `fulfilledByDependencyNamed` must be a string literal}}
// fixture-file: throwsErrorWhenOfTypeIsAnInvalidType.swift
@Instantiable
public struct ExampleService {
    @Received(fulfilledByDependencyNamed: "instantiatedA", ofType: "InstantiatedA") let receivedA: ReceivedA
}
// expected-error@3:5 {{The argument `ofType` must be a type literal}}
// fixture-file: throwsErrorWhenIsExistentialIsAnInvalidType.swift
@Instantiable
public struct ExampleService {
    static let erasedToConcreteExistential = true
    @Received(fulfilledByDependencyNamed: "receivedA", ofType: ReceivedA.self, erasedToConcreteExistential: erasedToConcreteExistential) let receivedA: AnyReceivedA
}
// expected-error@4:5 {{The argument `erasedToConcreteExistential` must be a bool literal}}
// fixture-file: throwsErrorWhenOnlyIfAvailableIsAnInvalidType.swift
@Instantiable
public struct ExampleService {
	static let onlyIfAvailable = true
	@Received(onlyIfAvailable: onlyIfAvailable) let receivedA: AnyReceivedA?
}
// expected-error@4:2 {{The argument `onlyIfAvailable` must be a type literal}}
// fixture-file: throwsErrorWhenOnlyIfAvailableIsNotOptional.swift
@Instantiable
public struct ExampleService {
	@Received(onlyIfAvailable: true) let receivedA: AnyReceivedA
}
// expected-error@3:39 {{The type of a dependency decorated with `onlyIfAvailable: true` must be marked as optional utilizing the `?` spelling}} {{fixed}} {{title=Mark the type as optional using `?`}}
