#if canImport(FoundationEssentials)
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
#else
import Foundation
#endif
import WiringAnalysis
import WiringEngine
import WiringProjects

/// `wiring modules [PATH] [--format text|json]`: the module graph as Wiring
/// reads it from the workspace's packages (or its folders).
struct ModulesCommand {
    static let usage = "usage: wiring modules [PATH] [--format text|json] [--config FILE]"

    static let help = """
        \(usage)

        The modules Wiring checks the workspace as: each package target and each Xcode project's native
        target with its type, its container (the folder holding Package.swift, or the .xcodeproj), its
        dependencies as the manifest or project names them, and its Swift files; files no package or project
        claims form folder modules. A manifest or project Wiring cannot read is named on standard error,
        with why.

          PATH              the workspace (default: the current folder)
          --format FORMAT   text (default) or json
          --config FILE     configuration file (default: .wiring.json in the workspace)
          -h, --help        show this help

        JSON: {"modules": [{"name", "kind": "package-target"|"xcode-target"|"folder", "type", "container", "dependencies",
        "files", "sources"}], "problems": [{"file", "line", "message"}]}, paths relative to PATH.

        Exit status: 0; 2 bad usage or a path that cannot be read.
        """

    var path = "."
    var json = false
    var configPath: String?

    init?(_ arguments: [String]) {
        var args = WorkspaceOptions.splittingEquals(arguments)[...]
        var paths: [String] = []
        while let a = args.popFirst() {
            switch a {
            case "--format":
                guard let f = args.popFirst(), f == "text" || f == "json" else {
                    warn("wiring modules: --format takes text or json\n" + Self.usage)
                    return nil
                }
                json = f == "json"
            case "--config":
                guard let f = args.popFirst() else {
                    warn("wiring modules: --config takes a file\n" + Self.usage)
                    return nil
                }
                configPath = f
            case _ where a.hasPrefix("-") && a.count > 1:
                warn(unknownOption(a, command: "modules", usage: Self.usage))
                return nil
            default:
                paths.append(a)
            }
        }
        guard paths.count <= 1 else {
            warn("wiring modules: one workspace at a time\n" + Self.usage)
            return nil
        }
        path = paths.first ?? "."
    }

    func run() -> Never {
        let cwd = FileManager.default.currentDirectoryPath
        let absolute = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: cwd)).standardizedFileURL.path
        guard let root = Discovery.realPath(absolute) else {
            warn("wiring modules: \(path): no such file or directory")
            exit(2)
        }
        var configuration = Configuration()
        if let configPath {
            guard let data = FileManager.default.contents(atPath: configPath) else {
                warn("wiring modules: \(configPath): cannot read the configuration")
                exit(2)
            }
            do {
                configuration = try Configuration.load(json: data, rules: catalog).configuration
            } catch {
                warn("wiring modules: \(error.located(in: configPath))")
                exit(2)
            }
        } else if let data = FileManager.default.contents(atPath: root + "/" + Discovery.configurationFileName),
                  let c = try? Configuration.load(json: data, rules: catalog).0 {
            configuration = c
        }
        let found = Discovery.discover(root: root, configuration: configuration)
        let swiftFiles = found.files.map(\.path)
        var manifests: [String: String] = [:]
        for f in swiftFiles where ModuleDiscovery.isManifestPath(f) {
            manifests[f] = try? String(contentsOfFile: f, encoding: .utf8)
        }
        var projects: [String: String] = [:]
        for p in found.projectFiles { projects[p] = try? String(contentsOfFile: p, encoding: .utf8) }
        let graph = ModuleDiscovery.graph(.init(root: root, swiftFiles: swiftFiles, manifests: manifests, projects: projects))
        func relative(_ p: String) -> String {
            if p == root { return "." }
            return p.hasPrefix(root + "/") ? String(p.dropFirst(root.count + 1)) : p
        }
        func line(_ problem: ModuleGraph.Problem) -> Int {
            (manifests[problem.file] ?? projects[problem.file]).map {
                $0.utf8.prefix(problem.offset).filter { $0 == UInt8(ascii: "\n") }.count + 1
            } ?? 1
        }
        for problem in graph.problems {
            warn("\(relative(problem.file)):\(line(problem)): \(problem.message)")
        }
        if json {
            struct Module: Encodable {
                var name, kind, type, container: String
                var dependencies: [String]
                var files: Int
                var sources: [String]
            }
            struct Problem: Encodable { var file: String, line: Int, message: String }
            struct Listing: Encodable { var modules: [Module], problems: [Problem] }
            let listing = Listing(
                modules: graph.modules.map { m in
                    Module(name: m.name, kind: m.kind.rawValue, type: m.type, container: relative(m.container),
                           dependencies: m.dependencies, files: m.files.count, sources: m.files.map(relative))
                },
                problems: graph.problems.map { p in Problem(file: relative(p.file), line: line(p), message: p.message) })
            writeStdout(prettyJSON(listing))
        } else {
            var out = ""
            for m in graph.modules {
                out += "\(m.name)  \(m.kind.rawValue) \(m.type)  \(relative(m.container))  \(m.files.count) files"
                if !m.dependencies.isEmpty { out += "  → " + m.dependencies.joined(separator: ", ") }
                out += "\n"
            }
            writeStdout(Array(out.utf8))
        }
        exit(0)
    }
}
