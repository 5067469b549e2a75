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

/// `workspace/executeCommand` `wiring.graph`: the workspace's dependency
/// graph, rendered as `wiring graph` renders it (`GraphRendering`).
///
/// Arguments: none, or one object `{format?: "json"|"dot"|"mermaid", root?:
/// string, depth?: int}` (format defaults to json; depth needs a root).
/// Result: for json the graph as a JSON object, for dot and mermaid the text.
/// Paths (a node's `file`, DOT tooltips) are absolute: a client has no
/// current directory to make them relative to.
enum GraphCommand {
    static let name = "wiring.graph"

    struct Request: Sendable, Equatable {
        var format = GraphFormat.json
        var root: String?
        var depth: Int?

        static func parse(_ arguments: [JSONValue]?) -> Result<Request, ResponseError> {
            var request = Request()
            guard let first = arguments?.first, first != .null else { return .success(request) }
            guard let object = first.objectValue else {
                return .failure(.invalidParams("\(name) takes one object: {format?, root?, depth?}"))
            }
            switch object["format"] {
            case nil, .null?: break
            case .string(let f)? where GraphFormat(rawValue: f) != nil: request.format = GraphFormat(rawValue: f)!
            default: return .failure(.invalidParams("\(name): format is \"json\", \"dot\" or \"mermaid\""))
            }
            switch object["root"] {
            case nil, .null?: break
            case .string(let r)? where !r.isEmpty: request.root = r
            default: return .failure(.invalidParams("\(name): root is a type's name or id"))
            }
            switch object["depth"] {
            case nil, .null?: break
            case let d? where (d.intValue ?? -1) >= 0: request.depth = d.intValue
            default: return .failure(.invalidParams("\(name): depth is a number of edges, 0 or more"))
            }
            return .success(request)
        }
    }

    /// The rendered graph, or why the selection failed (an unknown root).
    static func answer(_ request: Request, graph: DependencyGraph) -> Result<(any Encodable & Sendable)?, ResponseError> {
        switch graph.selecting(root: request.root, depth: request.depth) {
        case .failure(let error):
            return .failure(.invalidParams("\(name): \(error)"))
        case .success(let selected):
            let text = GraphRendering.render(selected, as: request.format)
            guard request.format == .json else { return .success(text) }
            // one JSON writer for the CLI and the server: its text, as a value
            guard let value = try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)) else {
                return .failure(ResponseError(code: ErrorCode.internalError, message: "\(name): the graph's JSON did not parse"))
            }
            return .success(value)
        }
    }
}
