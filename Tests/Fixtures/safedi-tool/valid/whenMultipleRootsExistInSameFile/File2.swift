@Instantiable(isRoot: true)
public struct Root1: Instantiable {
    public init(dep: Dep) {
        self.dep = dep
    }
    @Instantiated let dep: Dep
}
@Instantiable(isRoot: true)
public struct Root2: Instantiable {
    public init(dep: Dep) {
        self.dep = dep
    }
    @Instantiated let dep: Dep
}