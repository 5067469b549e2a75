import XCTest
import WiringAnalysis
@testable import WiringSafeDI
import WiringTestSupport

/// What `#SafeDIConfiguration` configures in the tree, over a workspace of
/// several modules, incrementally: `additionalDirectoriesToInclude` puts the
/// files of folders (relative to the package root) into the declaring
/// module's tree.
final class SafeDIConfigurationTreeTests: XCTestCase {
    static let root = """
        import SafeDI

        @Instantiable(isRoot: true)
        public struct Root: Instantiable {
            public init(service: Service) {
                self.service = service
            }

            @Instantiated let service: Service
        }
        """
    static let service = """
        import SafeDI

        @Instantiable
        public struct Service: Instantiable {
            public init() {}
        }
        """

    /// App (Sources/App) and a module App does not depend on (Generated/),
    /// which declares the type App's root instantiates.
    static func graph() -> ModuleGraph {
        ModuleGraph(modules: [
            ModuleGraph.Module(name: "App", kind: .packageTarget, type: "executable", container: "/pkg",
                               files: ["/pkg/Sources/App/Config.swift", "/pkg/Sources/App/Root.swift"]),
            ModuleGraph.Module(name: "Generated", kind: .packageTarget, type: "regular", container: "/pkg",
                               files: ["/pkg/Generated/Service.swift"]),
        ])
    }

    func rules(_ session: AnalysisSession) -> [String] {
        session.workspace.diagnostics(path: "/pkg/Sources/App/Root.swift").map(\.rule).filter { $0.hasPrefix("safedi/") }.sorted()
    }

    func testAdditionalDirectoriesJoinTheDeclaringModulesTree() {
        let session = AnalysisSession([
            "/pkg/Sources/App/Config.swift": "import SafeDI\n\n#SafeDIConfiguration(additionalDirectoriesToInclude: [])\n",
            "/pkg/Sources/App/Root.swift": Self.root,
            "/pkg/Generated/Service.swift": Self.service,
        ], libraries: [SafeDILibrary()])
        session.workspace.setModules(Self.graph())
        session.apply(Array(session.texts.keys).sorted())
        XCTAssertEqual(rules(session), ["safedi/no-instantiable"], "App's tree does not see Generated")

        for folder in ["Generated", "./Generated/", "/pkg/Generated"] {
            session.texts["/pkg/Sources/App/Config.swift"] = "import SafeDI\n\n#SafeDIConfiguration(additionalDirectoriesToInclude: [\"\(folder)\"])\n"
            session.apply(["/pkg/Sources/App/Config.swift"])
            XCTAssertEqual(rules(session), [], "\(folder): its files are in App's tree")
        }

        // a folder that only starts like it is not it
        session.texts["/pkg/Sources/App/Config.swift"] = "import SafeDI\n\n#SafeDIConfiguration(additionalDirectoriesToInclude: [\"Gen\"])\n"
        session.apply(["/pkg/Sources/App/Config.swift"])
        XCTAssertEqual(rules(session), ["safedi/no-instantiable"])
    }

    func testFolderPrefixes() {
        XCTAssertEqual(SafeDIAnalysis.folder("Generated", in: "/pkg"), "/pkg/Generated/")
        XCTAssertEqual(SafeDIAnalysis.folder("./a/b/", in: "/pkg/"), "/pkg/a/b/")
        XCTAssertEqual(SafeDIAnalysis.folder("/abs/dir", in: "/pkg"), "/abs/dir/")
        XCTAssertEqual(SafeDIAnalysis.folder(".", in: "/pkg"), "/pkg/")
    }
}
