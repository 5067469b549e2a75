import Stitcher

// `@Injected`'s unlabeled arguments are instantiation parameters (Stitcher's
// README): they find a registration that takes parameters
enum UploadLocation: Hashable { case avatar, banner }
final class Uploader {
    init(targeting location: UploadLocation) {}
}
protocol Store {}
final class DiskStore: Store {}

let container = DependencyContainer {
    Dependency { location in Uploader(targeting: location) }
    Dependency { DiskStore() }.conforms(to: Store.self)
}

final class Profile {
    @Injected(UploadLocation.avatar) var uploader: Uploader
    @Injected var plain: Uploader // expected-error:19-24 {{Type[Uploader] is registered with 1 instantiation parameter, but this injection passes none; Stitcher does not match it ("No dependency could be found for Type[Uploader].")}}
    // located by another type than the property's
    @Injected(type: Store.self) var store: Store
}
