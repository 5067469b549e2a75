import WiringAnalysis

/// SafeDI's macro rules (the macros' own diagnostics), in their check order:
/// `@Instantiable`'s argument checks, then on a class, struct or actor its
/// conformance, its visitor's checks, the root and the initializer; on an extension the conformance, the `where` clause, each
/// `instantiate()`, the root and the number of `instantiate()`s; then the
/// peer macro of `@Instantiated` / `@Received` / `@Forwarded`.
enum SafeDIMacroRules {
    static let all: [any SafeDIFileRule] = [
        InstantiableArgumentInvalid(), InstantiableWrongDeclaration(), MissingConformance(), NotPublic(),
        MultipleDependencyAttributes(), DependencyHasInitializer(), RootHasInheritedDependencies(),
        InitMissingArguments(), InitNotPublic(), InitMissing(),
        MockOnlyWithGenerateMock(), MockOnlyWithRoot(), MockOnlyMissingMock(), DuplicateMock(), CustomMockNameWithoutGeneration(),
        MockNeedsCustomName(), MockConflictsWithGenerated(), CustomMockNameNotFound(), MockNonDependencyWithoutDefault(),
        MockReturnType(), MockNotPublic(), MockMissingArguments(),
        ExtensionWhereClause(), ExtensionInstantiateReturnType(), ExtensionInstantiateNotPublicStatic(),
        ExtensionInstantiateEffects(), ExtensionInstantiateGeneric(), ExtensionInstantiateWhereClause(),
        ExtensionDuplicateInstantiate(), ExtensionMissingInstantiate(),
        NotAVariable(), StaticDependency(), FulfilledByTypeOnInstantiator(), FulfilledByTypeNotSimple(),
        FulfilledByTypeNotLiteral(), ErasedInstantiatorNeedsFulfilledByType(), FulfilledByDependencyNamedNotLiteral(),
        OfTypeInvalid(), ErasedToConcreteExistentialNotBool(), OnlyIfAvailableNotBool(), OnlyIfAvailableNotOptional(),
        MutableDependency(), ConfigurationArgumentInvalid(),
    ]
}
