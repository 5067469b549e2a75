import Stitcher

// A type nested in another is told apart from a type of the same name
// nested elsewhere (Stitcher compares full type names): each test case's
// own `Zeta` is found once; `Eta` in T3 is not T4's.
final class T1 {
    class Zeta {}
    let container = DependencyContainer { Dependency { Zeta() } }
    func f() throws { let z: Zeta = try DependencyGraph.inject() }
}

final class T2 {
    class Zeta {}
    let container = DependencyContainer { Dependency { Zeta() } }
    func f() throws { let z: Zeta = try DependencyGraph.inject() }
}

final class T3 {
    class Eta {}
    func f() throws { let e: Eta = try DependencyGraph.inject() } // expected-warning:56-62 {{No dependency is registered for Type[T3.Eta]: the injection always fails ("No dependency could be found for Type[T3.Eta].")}}
}

final class T4 {
    class Eta {}
    let container = DependencyContainer { Dependency { Eta() } }
}
