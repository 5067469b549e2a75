/// The modules a workspace's build compiles: which Swift files each module
/// compiles and which modules it depends on, read from its packages and
/// projects (or its folders, where it has neither). A file may belong to
/// several modules (a project with one target per platform). The order is
/// the reading order of the containers and their targets; nothing here
/// depends on the order files were found in.
public struct ModuleGraph: Sendable, Equatable {
    public struct Module: Sendable, Equatable {
        public enum Kind: String, Sendable {
            case packageTarget = "package-target"
            case xcodeTarget = "xcode-target"
            case folder
        }

        public var name: String
        public var kind: Kind
        /// A package target's type (`regular`, `executable`, `test`,
        /// `macro`, `plugin`, `system`, `binary`), an Xcode target's product
        /// type (`com.apple.product-type.application`, …), `folder`.
        public var type: String
        /// The folder holding `Package.swift`, or the `.xcodeproj`, or the
        /// folder itself: an absolute path.
        public var container: String
        /// The dependencies as the manifest or project names them (targets,
        /// products), in order, each once.
        public var dependencies: [String]
        /// The modules of this graph those dependencies resolve to.
        public var dependsOn: [Int] = []
        /// Absolute paths of its Swift files, sorted.
        public var files: [String]

        public init(name: String, kind: Kind, type: String, container: String, dependencies: [String] = [],
                    files: [String] = []) {
            self.name = name
            self.kind = kind
            self.type = type
            self.container = container
            self.dependencies = dependencies
            self.files = files
        }

        /// A module that is linked into an app rather than linking others:
        /// an executable or app target, a test target, or a folder.
        /// A test target (a package's, or an Xcode unit or UI test bundle).
        public var isTest: Bool {
            type == "test" || type.hasSuffix(".unit-test") || type.hasSuffix(".ui-testing")
        }

        public var isApp: Bool {
            switch kind {
            case .folder: return true
            case .packageTarget: return type == "executable" || type == "test" || type == "macro" || type == "plugin" || type == "snippet"
            case .xcodeTarget:
                return !(type.hasSuffix(".framework") || type.hasSuffix(".library.static") || type.hasSuffix(".library.dynamic")
                         || type.hasSuffix(".bundle") || type.hasSuffix("framework.static"))
            }
        }
    }

    /// What could not be read: a manifest beyond the evaluator, a project
    /// that does not parse. Reported once, on that file.
    public struct Problem: Sendable, Equatable {
        public var file: String
        public var offset: Int
        public var message: String

        public init(file: String, offset: Int = 0, message: String) {
            self.file = file
            self.offset = offset
            self.message = message
        }
    }

    public var modules: [Module]
    public var problems: [Problem]

    public init(modules: [Module] = [], problems: [Problem] = []) {
        self.modules = modules
        self.problems = problems
    }

    /// One module holding every file: a workspace without packages or
    /// projects.
    public static func single(root: String, files: [String]) -> ModuleGraph {
        let name = root.split(separator: "/").last.map(String.init) ?? "workspace"
        return ModuleGraph(modules: [Module(name: name, kind: .folder, type: "folder", container: root, files: files.sorted())])
    }

    /// Each file's modules, by path.
    public func modulesByFile() -> [String: [Int]] {
        var out: [String: [Int]] = [:]
        for (k, m) in modules.enumerated() {
            for f in m.files { out[f, default: []].append(k) }
        }
        return out
    }

    /// The modules `module` sees: itself and what it depends on,
    /// transitively, in a stable order (itself first, then breadth first).
    public func visible(from module: Int) -> [Int] {
        var seen: Set<Int> = [module]
        var order = [module]
        var next = 0
        while next < order.count {
            for d in modules[order[next]].dependsOn where seen.insert(d).inserted { order.append(d) }
            next += 1
        }
        return order
    }
}
