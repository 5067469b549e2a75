/// The formats `wiring graph` and the server's `wiring.graph` command draw a
/// `DependencyGraph` in.
public enum GraphFormat: String, CaseIterable, Sendable {
    /// Graphviz.
    case dot
    /// A Mermaid `flowchart`.
    case mermaid
    /// `{"version":1,"nodes":[…],"edges":[…]}`.
    case json
}

/// Pure functions from a `DependencyGraph` to text, shared by the CLI and the
/// server.
///
/// Every format shows the same canonical graph: nodes sorted by id (a
/// repeated id is drawn once, the first in sort order), edges sorted by
/// source, target, label and kind, identical edges once, each edge's rule ids
/// sorted and unique. So the output depends on the graph's content only,
/// never on the order libraries contributed it in. Shapes, lines and fill
/// colours are the contributing libraries' (`DependencyGraph.styles`): a
/// node's by its library and kind, an edge's by its kind (the first library,
/// by name, that styles it); what no style names is a plain box and a solid
/// arrow. Edges with findings are red, thicker, and show their rule ids
/// after the label (DOT also as the tooltip).
public enum GraphRendering {
    public static func render(_ graph: DependencyGraph, as format: GraphFormat,
                              path: (String) -> String = { $0 }) -> String {
        switch format {
        case .dot: return dot(graph, path: path)
        case .mermaid: return mermaid(graph, path: path)
        case .json: return json(graph, path: path)
        }
    }

    // MARK: - Canonical form

    /// Nodes by id (one per id), edges in a total order (identical ones
    /// once), rule ids sorted and unique.
    static func canonical(_ graph: DependencyGraph) -> DependencyGraph {
        func nodeKey(_ n: DependencyGraph.Node) -> [String] {
            [n.id, n.name, n.kind, n.framework, n.file ?? "", n.line.map(String.init) ?? ""]
        }
        var nodes: [DependencyGraph.Node] = []
        for n in graph.nodes.sorted(by: { nodeKey($0).lexicographicallyPrecedes(nodeKey($1)) })
        where nodes.last?.id != n.id {
            nodes.append(n)
        }
        func edgeKey(_ e: DependencyGraph.Edge) -> [String] { [e.from, e.to, e.label, e.kind] + e.findings }
        var edges: [DependencyGraph.Edge] = []
        for var e in graph.edges {
            e.findings = Set(e.findings).sorted()
            edges.append(e)
        }
        edges.sort { edgeKey($0).lexicographicallyPrecedes(edgeKey($1)) }
        var unique: [DependencyGraph.Edge] = []
        for e in edges where unique.last != e { unique.append(e) }
        return DependencyGraph(nodes: nodes, edges: unique, styles: graph.styles)
    }

    /// The fill of nodes no style colours.
    static let plainFill = "#f3f4f6"

    /// The styles of a graph, looked up.
    struct Styles {
        let graph: DependencyGraph
        /// Each edge kind's style: the first library's, by name.
        let edges: [String: GraphStyle.Edge]
        /// Libraries by name.
        let ordered: [GraphStyle]

        init(_ graph: DependencyGraph) {
            self.graph = graph
            ordered = graph.styles.keys.sorted().map { graph.styles[$0]! }
            var edges: [String: GraphStyle.Edge] = [:]
            for style in ordered { for e in style.edges where edges[e.kind] == nil { edges[e.kind] = e } }
            self.edges = edges
        }

        func fill(_ framework: String) -> String { graph.styles[framework]?.fill ?? GraphRendering.plainFill }

        func node(_ n: DependencyGraph.Node) -> GraphStyle.Node? {
            graph.styles[n.framework]?.nodes.first { $0.kind == n.kind }
        }

        /// The Mermaid classes of node kinds, in the styles' order, each once.
        var kindClasses: [(kind: String, definition: String)] {
            var out: [(kind: String, definition: String)] = []
            for style in ordered {
                for n in style.nodes {
                    if let d = n.mermaidClass, !out.contains(where: { $0.kind == n.kind }) { out.append((n.kind, d)) }
                }
            }
            return out
        }

        /// The Mermaid link styles of edge kinds, in the styles' order, each once.
        var linkStyles: [String] {
            var out: [String] = []
            for style in ordered {
                for e in style.edges { if let l = e.mermaidLinkStyle, !out.contains(l) { out.append(l) } }
            }
            return out
        }
    }

    static let findingColor = "#dc2626"

    /// The library's name and the node's kind (`Lib root`), then
    /// "file:line" when known.
    static func summary(_ n: DependencyGraph.Node, path: (String) -> String) -> [String] {
        var lines = [[n.framework, n.kind].filter { !$0.isEmpty }.joined(separator: " ")]
        if let file = n.file { lines.append(path(file) + (n.line.map { ":\($0)" } ?? "")) }
        return lines
    }

    // MARK: - DOT

    /// Graphviz DOT: every id and text quoted and escaped, nodes declared
    /// before edges (an edge's endpoint that is not a node is declared with
    /// its id as label), left to right.
    public static func dot(_ graph: DependencyGraph, path: (String) -> String = { $0 }) -> String {
        let g = canonical(graph)
        let styles = Styles(g)
        var out = """
            digraph wiring {
              graph [rankdir=LR, fontname="Helvetica"];
              node [fontname="Helvetica", fontsize=11, style=filled, fillcolor="\(plainFill)"];
              edge [fontname="Helvetica", fontsize=9];

            """
        for n in g.nodes {
            var attributes = ["label=\(dotString(n.name))"]
            attributes += styles.node(n)?.dot ?? ["shape=box"]
            attributes.append("fillcolor=\(dotString(styles.fill(n.framework)))")
            attributes.append("tooltip=" + dotString(lines: summary(n, path: path)))
            out += "  \(dotString(n.id)) [\(attributes.joined(separator: ", "))];\n"
        }
        let declared = Set(g.nodes.map(\.id))
        var implicit: [String] = []
        for e in g.edges { for id in [e.from, e.to] where !declared.contains(id) { implicit.append(id) } }
        for id in Set(implicit).sorted() { out += "  \(dotString(id)) [label=\(dotString(id))];\n" }
        for e in g.edges {
            var attributes: [String] = []
            let label = e.findings.isEmpty ? [e.label] : [e.label, "[" + e.findings.joined(separator: ", ") + "]"]
            attributes.append("label=" + dotString(lines: label.filter { !$0.isEmpty }))
            // a kind no style names is drawn plainly
            attributes += styles.edges[e.kind]?.dot ?? ["style=solid"]
            if !e.findings.isEmpty {
                attributes += ["color=\"\(findingColor)\"", "fontcolor=\"\(findingColor)\"", "penwidth=2",
                               "tooltip=" + dotString(e.findings.joined(separator: ", "))]
            }
            out += "  \(dotString(e.from)) -> \(dotString(e.to)) [\(attributes.joined(separator: ", "))];\n"
        }
        return out + "}\n"
    }

    /// A DOT quoted string showing `text` literally: backslashes doubled (a
    /// label's `\N`, `\n`, `\l` would otherwise be expanded), quotes escaped,
    /// `&` as `&amp;` (Graphviz reads entities such as `&lt;` in labels),
    /// line breaks and other control characters as spaces. Non-ASCII stays
    /// as it is (DOT files are UTF-8).
    static func dotString(_ text: String) -> String {
        var r = "\""
        for u in text.unicodeScalars {
            switch u {
            case "\"": r += "\\\""
            case "\\": r += "\\\\"
            case "&": r += "&amp;"
            case _ where u.value < 0x20 || u.value == 0x7f: r += " "
            default: r.unicodeScalars.append(u)
            }
        }
        return r + "\""
    }

    /// Lines joined by DOT's centred line break.
    static func dotString(lines: [String]) -> String {
        let quoted = lines.map { String(dotString($0).dropFirst().dropLast()) }
        return "\"" + quoted.joined(separator: "\\n") + "\""
    }

    // MARK: - Mermaid

    /// A Mermaid `flowchart LR`: node ids are `n0`, `n1`, … in id order
    /// (Mermaid ids must be plain words), labels are quoted strings with
    /// Mermaid's `#code;` escapes, styles are classes (`classDef`, `class`)
    /// and `linkStyle` by edge position.
    public static func mermaid(_ graph: DependencyGraph, path: (String) -> String = { $0 }) -> String {
        let g = canonical(graph)
        let styles = Styles(g)
        let digraph = Digraph(g)
        func ref(_ id: String) -> String { "n\(digraph.node(id)!)" }
        var out = "flowchart LR\n"
        var byClass: [String: [String]] = [:]
        var classColors: [String: String] = [:]
        let declared = Set(g.nodes.map(\.id))
        for n in g.nodes {
            let style = styles.node(n)
            out += "  " + ref(n.id) + (style?.mermaidOpen ?? "[") + mermaidString(n.name) + (style?.mermaidClose ?? "]") + "\n"
            let framework = mermaidClass(framework: n.framework)
            byClass[framework, default: []].append(ref(n.id))
            classColors[framework] = styles.fill(n.framework)
            if style?.mermaidClass != nil { byClass[n.kind, default: []].append(ref(n.id)) }
        }
        // endpoints that are not nodes, with their id as label
        for (i, id) in digraph.ids.enumerated() where !declared.contains(id) {
            out += "  n\(i)[\(mermaidString(id))]\n"
        }
        var findingLinks: [Int] = []
        var styledLinks: [String: [Int]] = [:]
        for (i, e) in g.edges.enumerated() {
            let label = ([e.label] + (e.findings.isEmpty ? [] : ["[" + e.findings.joined(separator: ", ") + "]"]))
                .filter { !$0.isEmpty }.joined(separator: " ")
            // a kind no style names is drawn plainly
            let style = styles.edges[e.kind]
            let arrow = style?.mermaidArrow ?? "-->"
            out += "  " + ref(e.from) + " " + arrow + (label.isEmpty ? "" : "|" + mermaidString(label) + "|") + " " + ref(e.to) + "\n"
            if !e.findings.isEmpty { findingLinks.append(i) }
            if let l = style?.mermaidLinkStyle { styledLinks[l, default: []].append(i) }
        }
        for (name, color) in classColors.sorted(by: { $0.key < $1.key }) {
            out += "  classDef \(name) fill:\(color),stroke:#4b5563,color:#111827\n"
        }
        for (kind, definition) in styles.kindClasses where byClass[kind] != nil {
            out += "  classDef \(kind) \(definition)\n"
        }
        for (name, refs) in byClass.sorted(by: { $0.key < $1.key }) {
            out += "  class \(refs.joined(separator: ",")) \(name)\n"
        }
        for l in styles.linkStyles {
            guard let links = styledLinks[l] else { continue }
            out += "  linkStyle \(links.map(String.init).joined(separator: ",")) \(l)\n"
        }
        if !findingLinks.isEmpty {
            out += "  linkStyle \(findingLinks.map(String.init).joined(separator: ",")) stroke:\(findingColor),color:\(findingColor),stroke-width:2px\n"
        }
        return out
    }

    /// `fw_` and the framework's name lowercased, letters, digits and `_`
    /// only (a class name is a plain word).
    static func mermaidClass(framework: String) -> String {
        "fw_" + String(framework.lowercased().unicodeScalars.map { u -> Character in
            (u.value < 0x80 && (u.properties.isAlphabetic || ("0"..."9").contains(u))) ? Character(u) : "_"
        })
    }

    /// A Mermaid quoted string showing `text` literally: the characters
    /// Mermaid's lexer or its HTML labels would read (quote, `#`, `<`, `>`,
    /// `&`, backtick, `|`, `%` of comments, backslash) as `#code;` entities,
    /// control characters as spaces. Non-ASCII stays as it is.
    static func mermaidString(_ text: String) -> String {
        var r = "\""
        for u in text.unicodeScalars {
            switch u {
            case "\"", "#", "<", ">", "&", "`", "|", "%", "\\": r += "#\(u.value);"
            case _ where u.value < 0x20 || u.value == 0x7f: r += " "
            default: r.unicodeScalars.append(u)
            }
        }
        return r + "\""
    }

    // MARK: - JSON

    /// `{"version": 1, "nodes": [{id, name, kind, framework, file, line}],
    /// "edges": [{from, to, label, kind, findings}]}`; `file` through `path`
    /// (relative, as `wiring check` prints paths), null when unknown, as
    /// `line` is.
    public static func json(_ graph: DependencyGraph, path: (String) -> String = { $0 }) -> String {
        let g = canonical(graph)
        let w = JSONText()
        w.object {
            w.key("version"); w.int(1)
            w.key("nodes")
            w.array(g.nodes) { n in
                w.object {
                    w.key("id"); w.string(n.id)
                    w.key("name"); w.string(n.name)
                    w.key("kind"); w.string(n.kind)
                    w.key("framework"); w.string(n.framework)
                    w.key("file"); if let file = n.file { w.string(path(file)) } else { w.null() }
                    w.key("line"); if let line = n.line { w.int(line) } else { w.null() }
                }
            }
            w.key("edges")
            w.array(g.edges) { e in
                w.object {
                    w.key("from"); w.string(e.from)
                    w.key("to"); w.string(e.to)
                    w.key("label"); w.string(e.label)
                    w.key("kind"); w.string(e.kind)
                    w.key("findings"); w.array(e.findings) { w.string($0) }
                }
            }
        }
        return w.out + "\n"
    }
}
