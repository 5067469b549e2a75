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
/// never on the order libraries contributed it in. Conventions, the same in
/// DOT and Mermaid:
///
/// | node kind | shape |  | edge kind | line |
/// |---|---|---|---|---|
/// | root | double box (DOT), subroutine (Mermaid), bold | | instantiated | solid |
/// | instantiable | rounded box | | received | dashed (DOT), dotted (Mermaid) |
/// | received | ellipse (DOT), stadium (Mermaid) | | forwarded | dotted, circle head (Mermaid) |
/// | registered | component (DOT), cylinder (Mermaid) | | resolves | dashed, open head (DOT); circle head (Mermaid) |
/// | gate | hexagon | | registers | bold |
/// | external | dashed box (DOT), flag (Mermaid) | | injects | solid, hollow head (DOT); thick with circle head (Mermaid) |
///
/// Fill colour is the framework's. Edges with findings are red, thicker,
/// and show their rule ids after the label (DOT also as the tooltip).
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
        return DependencyGraph(nodes: nodes, edges: unique)
    }

    static func fillColor(framework: String) -> String {
        switch framework {
        case "SafeDI": return "#dbeafe"
        case "Swinject": return "#fef3c7"
        case "Stitcher": return "#dcfce7"
        case "Initializable": return "#ede9fe"
        default: return "#f3f4f6"
        }
    }

    static let findingColor = "#dc2626"

    /// "SafeDI root", then "file:line" when known.
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
        var out = """
            digraph wiring {
              graph [rankdir=LR, fontname="Helvetica"];
              node [fontname="Helvetica", fontsize=11, style=filled, fillcolor="\(fillColor(framework: ""))"];
              edge [fontname="Helvetica", fontsize=9];

            """
        for n in g.nodes {
            var attributes = ["label=\(dotString(n.name))"]
            attributes += dotShape(kind: n.kind)
            attributes.append("fillcolor=\(dotString(fillColor(framework: n.framework)))")
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
            attributes += dotStyle(kind: e.kind)
            if !e.findings.isEmpty {
                attributes += ["color=\"\(findingColor)\"", "fontcolor=\"\(findingColor)\"", "penwidth=2",
                               "tooltip=" + dotString(e.findings.joined(separator: ", "))]
            }
            out += "  \(dotString(e.from)) -> \(dotString(e.to)) [\(attributes.joined(separator: ", "))];\n"
        }
        return out + "}\n"
    }

    static func dotShape(kind: String) -> [String] {
        switch kind {
        case "root": return ["shape=box", "peripheries=2", "style=\"filled,bold\""]
        case "instantiable": return ["shape=box", "style=\"filled,rounded\""]
        case "received": return ["shape=ellipse"]
        case "registered": return ["shape=component"]
        case "gate": return ["shape=hexagon"]
        case "external": return ["shape=box", "style=\"filled,dashed\""]
        default: return ["shape=box"]
        }
    }

    static func dotStyle(kind: String) -> [String] {
        switch kind {
        case "received": return ["style=dashed"]
        case "forwarded": return ["style=dotted"]
        case "resolves": return ["style=dashed", "arrowhead=vee"]
        case "registers": return ["style=bold"]
        case "injects": return ["style=solid", "arrowhead=empty"]
        default: return ["style=solid"]  // instantiated, and kinds this version does not know
        }
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
        let digraph = Digraph(g)
        func ref(_ id: String) -> String { "n\(digraph.node(id)!)" }
        var out = "flowchart LR\n"
        var byClass: [String: [String]] = [:]
        var classColors: [String: String] = [:]
        let declared = Set(g.nodes.map(\.id))
        for n in g.nodes {
            out += "  " + ref(n.id) + mermaidShape(kind: n.kind, label: mermaidString(n.name)) + "\n"
            let framework = mermaidClass(framework: n.framework)
            byClass[framework, default: []].append(ref(n.id))
            classColors[framework] = fillColor(framework: n.framework)
            if n.kind == "root" || n.kind == "external" { byClass[n.kind, default: []].append(ref(n.id)) }
        }
        // endpoints that are not nodes, with their id as label
        for (i, id) in digraph.ids.enumerated() where !declared.contains(id) {
            out += "  n\(i)[\(mermaidString(id))]\n"
        }
        var findingLinks: [Int] = []
        var forwardedLinks: [Int] = []
        for (i, e) in g.edges.enumerated() {
            let label = ([e.label] + (e.findings.isEmpty ? [] : ["[" + e.findings.joined(separator: ", ") + "]"]))
                .filter { !$0.isEmpty }.joined(separator: " ")
            let arrow = mermaidArrow(kind: e.kind)
            out += "  " + ref(e.from) + " " + arrow + (label.isEmpty ? "" : "|" + mermaidString(label) + "|") + " " + ref(e.to) + "\n"
            if !e.findings.isEmpty { findingLinks.append(i) }
            if e.kind == "forwarded" { forwardedLinks.append(i) }
        }
        for (name, color) in classColors.sorted(by: { $0.key < $1.key }) {
            out += "  classDef \(name) fill:\(color),stroke:#4b5563,color:#111827\n"
        }
        if byClass["root"] != nil { out += "  classDef root stroke-width:3px\n" }
        if byClass["external"] != nil { out += "  classDef external stroke-dasharray:4 3\n" }
        for (name, refs) in byClass.sorted(by: { $0.key < $1.key }) {
            out += "  class \(refs.joined(separator: ",")) \(name)\n"
        }
        if !forwardedLinks.isEmpty {
            out += "  linkStyle \(forwardedLinks.map(String.init).joined(separator: ",")) stroke-dasharray:2 3\n"
        }
        if !findingLinks.isEmpty {
            out += "  linkStyle \(findingLinks.map(String.init).joined(separator: ",")) stroke:\(findingColor),color:\(findingColor),stroke-width:2px\n"
        }
        return out
    }

    static func mermaidShape(kind: String, label: String) -> String {
        switch kind {
        case "root": return "[[\(label)]]"
        case "instantiable": return "(\(label))"
        case "received": return "([\(label)])"
        case "registered": return "[(\(label))]"
        case "gate": return "{{\(label)}}"
        case "external": return ">\(label)]"
        default: return "[\(label)]"
        }
    }

    static func mermaidArrow(kind: String) -> String {
        switch kind {
        case "received": return "-.->"
        case "forwarded": return "-.-o"
        case "resolves": return "--o"
        case "registers": return "==>"
        case "injects": return "==o"
        default: return "-->"  // instantiated, and kinds this version does not know
        }
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
