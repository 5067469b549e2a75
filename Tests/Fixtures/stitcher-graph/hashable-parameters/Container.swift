import Stitcher

let container = DependencyContainer {
    Uploader.dependencyRegistration
    Exporter.dependencyRegistration
    Syncer.dependencyRegistration
    Cache.dependencyRegistration
    Reporter.dependencyRegistration
}
