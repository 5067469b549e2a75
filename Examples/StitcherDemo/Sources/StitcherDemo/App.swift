import Stitcher

let container = DependencyContainer {
    HTTPClient()
    Dependency { UploadService() }
    PhotoLibrary.dependencyRegistration
    Dependency { Analytics() }
    Dependency { SessionManager() }
}

@main
enum App {
    static func main() {
        DependencyGraph.activate(container)
        let library = try! DependencyGraph.inject(byType: PhotoLibrary.self)
        print(library)
    }
}
