import Stitcher
import StitcherMacros

// `@Injected(value:)` finds the registration `.associated(with:)` that
// value (the values are compared as `valued-locators/` shows). Sourcery's generated
// `autoregisteredDependencies` group (a build-phase output, not in the
// workspace) registers every `@Registerable` type.

enum UploadLocation: Hashable { case avatar }
protocol UploadService {}
final class AvatarUploader: UploadService { init() {} }

@Registerable
final class ApiClient {
    init() {}
}

final class Host {
    @Dependencies
    var container = DependencyContainer {
        DependencyGroup.autoregisteredDependencies
        Dependency { AvatarUploader() }
            .associated(with: UploadLocation.avatar)
    }
}

final class Consumer {
    @Injected(value: UploadLocation.avatar)
    var avatar: UploadService
    @Injected var api: ApiClient
    @Injected var missing: Missing // expected-error {{No dependency is registered for Type[Missing]: the @Injected property stops with preconditionFailure on first access ("No dependency could be found for Type[Missing].")}}
}
final class Missing {}
