@Instantiable(isRoot: true)
public final class Root: Instantiable {
	@Instantiated public let a: A // A -> C -> Received B
	@Instantiated public let b: B // B -> Received A
}

@Instantiable
public final class A: Instantiable {
	@Instantiated let c: C
}

@Instantiable
public final class B: Instantiable {
	@Received public let a: A
}

@Instantiable
public final class C: Instantiable {
	@Received public let b: B
}