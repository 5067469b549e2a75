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

    /// A root added to a module that had none gives that module a tree of
    /// its own, as a check from scratch finds it, though no file gained or
    /// lost records; removing it again takes that tree away.
    func testARootAddedInAModuleGivesItsOwnTree() {
        var app = ModuleGraph.Module(name: "App", kind: .packageTarget, type: "executable", container: "/pkg",
                                     dependencies: ["Feature"], files: ["/pkg/Sources/App/Root.swift"])
        app.dependsOn = [1]
        let graph = ModuleGraph(modules: [
            app,
            ModuleGraph.Module(name: "Feature", kind: .packageTarget, type: "regular", container: "/pkg",
                               files: ["/pkg/Sources/Feature/Screen.swift"]),
        ])
        let root = """
            import Feature
            import SafeDI

            @Instantiable(isRoot: true)
            public struct Root: Instantiable {
                public init(screen: Screen, clock: Clock) {
                    self.screen = screen
                    self.clock = clock
                }

                @Instantiated let screen: Screen
                @Instantiated let clock: Clock
            }

            @Instantiable
            public struct Clock: Instantiable {
                public init() {}
            }
            """
        func screen(isRoot: Bool) -> String {
            """
            import SafeDI

            @Instantiable\(isRoot ? "(isRoot: true)" : "")
            public struct Screen: Instantiable {
                public init(clock: Clock) {
                    self.clock = clock
                }

                @Instantiated let clock: Clock
            }
            """
        }
        func findings(_ session: AnalysisSession) -> [String] {
            ["/pkg/Sources/App/Root.swift", "/pkg/Sources/Feature/Screen.swift"].flatMap { path in
                session.workspace.diagnostics(path: path).filter { $0.rule.hasPrefix("safedi/") }.map { "\(path): \($0.rule)" }
            }
        }
        func loaded(screenIsRoot: Bool) -> AnalysisSession {
            let session = AnalysisSession(["/pkg/Sources/App/Root.swift": root,
                                           "/pkg/Sources/Feature/Screen.swift": screen(isRoot: screenIsRoot)],
                                          libraries: [SafeDILibrary()])
            session.workspace.setModules(graph)
            session.apply(Array(session.texts.keys).sorted())
            return session
        }
        func fromScratch(screenIsRoot: Bool) -> [String] { findings(loaded(screenIsRoot: screenIsRoot)) }
        let session = loaded(screenIsRoot: false)
        XCTAssertEqual(findings(session), [], "App's tree sees Feature's Screen and its own Clock")

        // Feature's own tree does not see App's Clock
        XCTAssertEqual(fromScratch(screenIsRoot: true), ["/pkg/Sources/Feature/Screen.swift: safedi/no-instantiable"])
        session.texts["/pkg/Sources/Feature/Screen.swift"] = screen(isRoot: true)
        session.apply(["/pkg/Sources/Feature/Screen.swift"])
        XCTAssertEqual(findings(session), fromScratch(screenIsRoot: true))

        session.texts["/pkg/Sources/Feature/Screen.swift"] = screen(isRoot: false)
        session.apply(["/pkg/Sources/Feature/Screen.swift"])
        XCTAssertEqual(findings(session), fromScratch(screenIsRoot: false))
    }

    func testFolderPrefixes() {
        XCTAssertEqual(SafeDIAnalysis.folder("Generated", in: "/pkg"), "/pkg/Generated/")
        XCTAssertEqual(SafeDIAnalysis.folder("./a/b/", in: "/pkg/"), "/pkg/a/b/")
        XCTAssertEqual(SafeDIAnalysis.folder("/abs/dir", in: "/pkg"), "/abs/dir/")
        XCTAssertEqual(SafeDIAnalysis.folder(".", in: "/pkg"), "/pkg/")
    }
}
