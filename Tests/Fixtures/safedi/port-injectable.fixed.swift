// The fixed sources of SafeDI's InjectableMacroTests (fixedSource).
// fixture-file: fixit_addsFixitWhenInjectableParameterIsMutable.swift
public struct ExampleService {
    init(instantiatedA: InstantiatedA) {
        self.instantiatedA = instantiatedA
    }

    @Instantiated  let instantiatedA: InstantiatedA
}
// fixture-file: throwsErrorWhenOnlyIfAvailableIsNotOptional.swift
@Instantiable
public struct ExampleService {
	@Received(onlyIfAvailable: true) let receivedA: AnyReceivedA?
}
