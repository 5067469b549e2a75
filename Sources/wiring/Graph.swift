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

/// `wiring graph [PATH] [options]`: the workspace's dependency graph as DOT,
/// Mermaid or JSON (`GraphRendering`), whole or what one root reaches.
struct GraphCommand {
    var workspace = WorkspaceOptions()
    var format = GraphFormat.dot
    var root: String?
    var depth: Int?
    var output: String?

    static let usage = """
        usage: wiring graph [PATH] [--format dot|mermaid|json] [--root TYPE] [--depth N] [--output FILE]
                            \(WorkspaceOptions.usage)
        """

    static let help = """
        \(usage)

          PATH              the workspace: a folder, or a file inside one (default: the current directory)
          --format FORMAT   dot (Graphviz, the default), mermaid (a flowchart) or json
          --root TYPE       only what TYPE reaches (a node's id or type name)
          --depth N         with --root: at most N edges from the root
          --output FILE     write the graph to FILE instead of standard output
        \(WorkspaceOptions.help)
          -h, --help        show this help
        """

    /// Parses the arguments; nil (with a message on stderr) on bad usage.
    init?(_ arguments: [String]) {
        let args = WorkspaceOptions.splittingEquals(arguments)
        var i = 0
        func value(_ flag: String) -> String? {
            i += 1
            guard i < args.count else { warn("wiring graph: \(flag) needs a value\n\(GraphCommand.usage)"); return nil }
            return args[i]
        }
        while i < args.count {
            let a = args[i]
            switch a {
            case "--format":
                guard let v = value(a) else { return nil }
                guard let f = GraphFormat(rawValue: v) else {
                    warn("wiring graph: unknown format '\(v)' (dot, mermaid, json)")
                    return nil
                }
                format = f
            case "--root":
                guard let v = value(a) else { return nil }
                root = v
            case "--depth":
                guard let v = value(a) else { return nil }
                guard let n = Int(v), n >= 0 else {
                    warn("wiring graph: --depth takes a number of edges, 0 or more, not '\(v)'")
                    return nil
                }
                depth = n
            case "--output":
                guard let v = value(a) else { return nil }
                output = v
            default:
                guard let taken = workspace.accept(a, value: { value(a) }) else { return nil }
                if taken { break }
                if a.hasPrefix("-") {
                    warn(unknownOption(a, command: "graph", usage: GraphCommand.usage + "\n(wiring graph --help describes each option)"))
                    return nil
                }
                guard workspace.paths.isEmpty else {
                    warn("wiring graph: one workspace at a time ('\(workspace.paths[0])', then '\(a)')")
                    return nil
                }
                workspace.paths.append(a)
            }
            i += 1
        }
        if depth != nil && root == nil {
            warn("wiring graph: --depth counts edges from a root: give --root TYPE too")
            return nil
        }
    }

    /// Exit status: 0 the graph was written; 2 bad usage, an unknown root,
    /// a path that does not exist, invalid configuration, an output file
    /// that cannot be written.
    func run() -> Never {
        let engine = workspace.open(command: "graph", summaries: false).engine
        let report = engine.index()
        // what the graph leaves out, and why (as `wiring check` lists it)
        for line in report.notes { warn("wiring graph: " + displayLine(line)) }
        warnSkipped("graph", files: report.skipped, folders: report.unreadableFolders)
        var whole = engine.graph
        if let files = workspace.moduleFiles(engine, command: "graph") {
            // the nodes declared in the module and what it sees, and the edges between them
            whole.nodes = whole.nodes.filter { $0.file.map(files.contains) ?? false }
            let kept = Set(whole.nodes.map(\.id))
            whole.edges = whole.edges.filter { kept.contains($0.from) }
            let external = Set(whole.edges.map(\.to)).subtracting(kept)
            whole.nodes += engine.graph.nodes.filter { external.contains($0.id) }
        }
        let selection = whole.selecting(root: root, depth: depth)
        engine.flushCache()
        let graph: DependencyGraph
        switch selection {
        case .success(let g): graph = g
        case .failure(let error):
            warn("wiring graph: \(error)")
            exit(2)
        }
        let text = GraphRendering.render(graph, as: format, path: display)
        if let output {
            do {
                try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
            } catch {
                warn("wiring graph: cannot write \(output): \(writeFailure(error))")
                exit(2)
            }
        } else {
            writeStdout(Array(text.utf8))
        }
        if workspace.verbose {
            warn("wiring graph: \(report.files) files, \(graph.nodes.count) nodes, \(graph.edges.count) edges; "
                 + "cache: \(report.cachePath ?? "none")")
        }
        exit(0)
    }
}
