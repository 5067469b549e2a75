import Stitcher
import FeatureKit

// A builder that adds a group of another module (`FeatureKit.dependencies`,
// outside the workspace) holds registrations Wiring does not see: a miss
// is not established.

final class AppHost {
    @Dependencies
    var container = DependencyContainer {
        FeatureKit.dependencies
    }
}

final class Consumer {
    @Injected var api: ApiClient
}
