import Stitcher

// A feature whose containers are made by the app that uses it: no container,
// no group and no registration here.
final class ProfileScreen {
    @Injected var model: ProfileModel // expected-information:19-24 {{No dependency is registered for Type[ProfileModel]: the @Injected property stops with preconditionFailure on first access ("No dependency could be found for Type[ProfileModel]."); but nothing in this app registers a Stitcher dependency, so its containers are made elsewhere}}
    init() {}

    func reload() {
        let store: ProfileStore = try! DependencyGraph.inject() // expected-information:56-62 {{No dependency is registered for Type[ProfileStore]: 'try!' crashes ("No dependency could be found for Type[ProfileStore]."); but nothing in this app registers a Stitcher dependency, so its containers are made elsewhere}}
        _ = store
    }
}

final class ProfileModel {}
final class ProfileStore {}
