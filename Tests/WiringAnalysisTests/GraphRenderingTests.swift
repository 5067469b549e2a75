import Foundation
import XCTest
@testable import WiringAnalysis
import WiringTestSupport

/// `GraphRendering` (DOT, Mermaid, JSON) and `DependencyGraph`'s selections
/// on hand-made graphs: every node and edge kind, awkward text, the empty
/// graph, findings, determinism. DOT is checked by Graphviz itself (`dot
/// -Tsvg`, when installed); Mermaid by a structural validator of the subset
/// the renderer emits (there is no Mermaid parser here).
final class GraphRenderingTests: XCTestCase {
    typealias Node = DependencyGraph.Node
    typealias Edge = DependencyGraph.Edge

    /// The libraries' styles, as their descriptors give them: each
    /// framework's fill, and every kind of node and edge the libraries draw.
    static func style(_ fill: String) -> GraphStyle {
        GraphStyle(
            fill: fill,
            nodes: [
                .init(kind: "root", dot: ["shape=box", "peripheries=2", "style=\"filled,bold\""], mermaid: ("[[", "]]"),
                      mermaidClass: "stroke-width:3px"),
                .init(kind: "instantiable", dot: ["shape=box", "style=\"filled,rounded\""], mermaid: ("(", ")")),
                .init(kind: "received", dot: ["shape=ellipse"], mermaid: ("([", "])")),
                .init(kind: "registered", dot: ["shape=component"], mermaid: ("[(", ")]")),
                .init(kind: "gate", dot: ["shape=hexagon"], mermaid: ("{{", "}}")),
                .init(kind: "external", dot: ["shape=box", "style=\"filled,dashed\""], mermaid: (">", "]"),
                      mermaidClass: "stroke-dasharray:4 3"),
            ],
            edges: [
                .init(kind: "instantiated", dot: ["style=solid"], mermaidArrow: "-->"),
                .init(kind: "received", dot: ["style=dashed"], mermaidArrow: "-.->"),
                .init(kind: "forwarded", dot: ["style=dotted"], mermaidArrow: "-.-o", mermaidLinkStyle: "stroke-dasharray:2 3"),
                .init(kind: "resolves", dot: ["style=dashed", "arrowhead=vee"], mermaidArrow: "--o"),
                .init(kind: "registers", dot: ["style=bold"], mermaidArrow: "==>"),
                .init(kind: "injects", dot: ["style=solid", "arrowhead=empty"], mermaidArrow: "==o"),
            ])
    }

    static let styles: [String: GraphStyle] = [
        "SafeDI": style("#dbeafe"), "Swinject": style("#fef3c7"), "Stitcher": style("#dcfce7"),
        "Initializable": style("#ede9fe"), "Safe DI!": style("#f3f4f6"), "": style("#f3f4f6"),
    ]

    /// Every node kind and edge kind, a self-loop, an edge to a type that is
    /// not a node, findings on one edge.
    static let sample = DependencyGraph(
        nodes: [
            Node(id: "App.Root", name: "Root", kind: "root", framework: "SafeDI", file: "/w/Sources/App/Root.swift", line: 3),
            Node(id: "App.Service", name: "Service", kind: "instantiable", framework: "SafeDI",
                 file: "/w/Sources/App/Service.swift", line: 10),
            Node(id: "App.Session", name: "Session", kind: "received", framework: "SafeDI"),
            Node(id: "Net.Client", name: "Client", kind: "registered", framework: "Swinject",
                 file: "/elsewhere/Client.swift", line: 1),
            Node(id: "Store", name: "Store", kind: "gate", framework: "Initializable", file: "/w/Store.swift"),
            Node(id: "URLSession", name: "URLSession", kind: "external", framework: "Stitcher"),
        ],
        edges: [
            Edge(from: "App.Root", to: "App.Service", label: "service", kind: "instantiated"),
            Edge(from: "App.Service", to: "App.Session", label: "session", kind: "received",
                 findings: ["safedi/unsatisfied-received", "safedi/a-rule", "safedi/a-rule"]),
            Edge(from: "App.Service", to: "Net.Client", label: "client", kind: "resolves"),
            Edge(from: "App.Root", to: "App.Session", label: "session", kind: "forwarded"),
            Edge(from: "Net.Client", to: "URLSession", label: "", kind: "injects"),
            Edge(from: "App.Root", to: "Net.Client", label: "client", kind: "registers"),
            Edge(from: "Store", to: "Store", label: "self", kind: "instantiated"),
            Edge(from: "Store", to: "Unlisted.Thing", label: "thing", kind: "a-kind-from-the-future"),
        ],
        styles: styles)

    /// Text every format must carry through literally.
    static let awkward = DependencyGraph(
        nodes: [
            Node(id: "Quote\"d", name: "Say \"hi\"", kind: "root", framework: "Safe DI!"),
            Node(id: "back\\slash\\", name: "C:\\path\\N\\", kind: "instantiable", framework: "SafeDI"),
            Node(id: "Café.Ünïcödé", name: "日本語 → Café 🚀", kind: "received", framework: "SafeDI"),
            Node(id: "graph", name: "node", kind: "gate", framework: "Initializable"),
            Node(id: "Generic<Int>", name: "Array<[String: Int]> #1 | `x` & y; end", kind: "registered",
                 framework: "Swinject"),
            Node(id: "line\nbreak", name: "two\nlines\ttab\u{7}", kind: "external", framework: ""),
            Node(id: "end", name: "end", kind: "", framework: "SafeDI"),
        ],
        edges: [
            Edge(from: "Quote\"d", to: "back\\slash\\", label: "say \"x\"\\n", kind: "instantiated",
                 findings: ["rule/with \"quote\"", "rule/#1|<b>"]),
            Edge(from: "back\\slash\\", to: "Café.Ünïcödé", label: "café→", kind: "received"),
            Edge(from: "Café.Ünïcödé", to: "graph", label: "-->|x|", kind: "forwarded"),
            Edge(from: "graph", to: "Generic<Int>", label: "a; b {c} [d] (e)", kind: "resolves"),
            Edge(from: "Generic<Int>", to: "line\nbreak", label: "new\nline", kind: "registers"),
            Edge(from: "line\nbreak", to: "end", label: "end", kind: "injects"),
            Edge(from: "end", to: "Quote\"d", label: "#35; &amp;", kind: "instantiated"),
            Edge(from: "end", to: "graph", label: "%% not a comment", kind: "received"),
        ],
        styles: styles)

    static let graphs: [(String, DependencyGraph)] = [("empty", DependencyGraph()), ("sample", sample), ("awkward", awkward)]

    // MARK: - DOT

    func testEmptyGraphs() {
        XCTAssertEqual(GraphRendering.dot(DependencyGraph()), """
            digraph wiring {
              graph [rankdir=LR, fontname="Helvetica"];
              node [fontname="Helvetica", fontsize=11, style=filled, fillcolor="#f3f4f6"];
              edge [fontname="Helvetica", fontsize=9];
            }

            """)
        XCTAssertEqual(GraphRendering.mermaid(DependencyGraph()), "flowchart LR\n")
        XCTAssertEqual(GraphRendering.json(DependencyGraph()), ##"{"version": 1, "nodes": [], "edges": []}"## + "\n")
    }

    func testDOTConventions() {
        let dot = GraphRendering.dot(Self.sample, path: { $0.hasPrefix("/w/") ? String($0.dropFirst(3)) : $0 })
        let lines = dot.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        func line(_ prefix: String) -> String { lines.first { $0.hasPrefix(prefix) } ?? "(no line \(prefix))" }
        XCTAssertEqual(line("\"App.Root\" ["), ##""App.Root" [label="Root", shape=box, peripheries=2, style="filled,bold", fillcolor="#dbeafe", tooltip="SafeDI root\nSources/App/Root.swift:3"];"##)
        XCTAssertTrue(line("\"App.Service\" [").contains(##"style="filled,rounded""##))
        XCTAssertTrue(line("\"App.Session\" [").contains("shape=ellipse"))
        XCTAssertTrue(line("\"App.Session\" [").contains(##"tooltip="SafeDI received""##), "no file: no second line")
        XCTAssertTrue(line("\"Net.Client\" [").contains("shape=component"))
        XCTAssertTrue(line("\"Net.Client\" [").contains(##"fillcolor="#fef3c7""##))
        XCTAssertTrue(line("\"Net.Client\" [").contains(##"tooltip="Swinject registered\n/elsewhere/Client.swift:1""##))
        XCTAssertTrue(line("\"Store\" [").contains("shape=hexagon"))
        XCTAssertTrue(line("\"Store\" [").contains(##"Store.swift""##), "a file without a line")
        XCTAssertTrue(line("\"URLSession\" [").contains(##"style="filled,dashed""##))
        XCTAssertEqual(line("\"Unlisted.Thing\" ["), ##""Unlisted.Thing" [label="Unlisted.Thing"];"##)

        XCTAssertEqual(line("\"App.Root\" -> \"App.Service\""), ##""App.Root" -> "App.Service" [label="service", style=solid];"##)
        XCTAssertEqual(line("\"App.Service\" -> \"App.Session\""), ##""App.Service" -> "App.Session" [label="session\n[safedi/a-rule, safedi/unsatisfied-received]", style=dashed, color="#dc2626", fontcolor="#dc2626", penwidth=2, tooltip="safedi/a-rule, safedi/unsatisfied-received"];"##)
        XCTAssertTrue(line("\"App.Root\" -> \"App.Session\"").contains("style=dotted"))
        XCTAssertTrue(line("\"App.Service\" -> \"Net.Client\"").contains("arrowhead=vee"))
        XCTAssertTrue(line("\"App.Root\" -> \"Net.Client\"").contains("style=bold"))
        XCTAssertEqual(line("\"Net.Client\" -> \"URLSession\""), ##""Net.Client" -> "URLSession" [label="", style=solid, arrowhead=empty];"##)
        XCTAssertTrue(line("\"Store\" -> \"Unlisted.Thing\"").contains("style=solid"), "an unknown kind is drawn plainly")
        XCTAssertEqual(lines.filter { $0.contains("#dc2626") }.count, 1, "only the edge with findings is red")
        // nodes before edges, each in id order
        let declarations = lines.filter { $0.hasPrefix("\"") && !$0.contains(" -> ") }
        XCTAssertEqual(declarations.count, 7)
        let edges = lines.filter { $0.contains(" -> ") }
        XCTAssertEqual(edges.count, 8)
        XCTAssertLessThan(lines.lastIndex(of: declarations.last!)!, lines.firstIndex(of: edges.first!)!)
    }

    func testDOTEscaping() {
        let dot = GraphRendering.dot(Self.awkward)
        XCTAssertTrue(dot.contains(##""Quote\"d" [label="Say \"hi\"""##), dot)
        XCTAssertTrue(dot.contains(##""back\\slash\\" [label="C:\\path\\N\\""##), dot)
        XCTAssertTrue(dot.contains(##""Café.Ünïcödé" [label="日本語 → Café 🚀""##), dot)
        XCTAssertTrue(dot.contains(##""line break" [label="two lines tab ""##), "control characters as spaces")
        XCTAssertTrue(dot.contains(##"tooltip="external"];"##), "no framework: the kind alone")
        XCTAssertTrue(dot.contains(##"[label="#35; &amp;amp;""##), "& as an entity")
        XCTAssertTrue(dot.contains(##"label="Array<[String: Int]> #1 | `x` &amp; y; end""##), dot)
        XCTAssertTrue(dot.contains(##"label="say \"x\"\\n\n[rule/#1|<b>, rule/with \"quote\"]""##), dot)
        XCTAssertFalse(dot.contains("\t"))
        XCTAssertEqual(dot.split(separator: "\n", omittingEmptySubsequences: false).count,
                       4 + 7 + 8 + 2, "one line per statement: no raw line break inside a string")
    }

    /// Graphviz reads every graph and draws each node and edge once.
    func testGraphvizAcceptsTheDOT() throws {
        let dotTool = try Self.tool("dot")
        for (name, graph) in Self.graphs {
            let result = try Self.run(dotTool, ["-Tsvg"], input: GraphRendering.dot(graph))
            XCTAssertEqual(result.status, 0, "\(name): \(result.err)")
            XCTAssertFalse(result.err.lowercased().contains("error"), "\(name): \(result.err)")
            let svg = result.out
            let nodes = Set(graph.nodes.map(\.id) + graph.edges.flatMap { [$0.from, $0.to] }).count
            XCTAssertEqual(svg.components(separatedBy: "class=\"node\"").count - 1, nodes, name)
            XCTAssertEqual(svg.components(separatedBy: "class=\"edge\"").count - 1, graph.edges.count, name)
            if name == "awkward" {
                XCTAssertTrue(svg.contains("日本語 → Café 🚀"), "non-ASCII drawn as is")
                XCTAssertTrue(svg.contains("C:\\path\\N\\"), "backslashes drawn literally, \\N not expanded")
                XCTAssertTrue(svg.contains("Say &quot;hi&quot;") || svg.contains("Say \"hi\""), "quotes drawn")
                XCTAssertTrue(svg.contains("#35; &amp;amp;"), "an entity in the text drawn as text")
            }
        }
    }

    // MARK: - Mermaid

    func testMermaidConventions() throws {
        let text = GraphRendering.mermaid(Self.sample)
        let lines = text.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "flowchart LR")
        // ids in sorted order: App.Root n0, App.Service n1, App.Session n2, Net.Client n3, Store n4, URLSession n5, Unlisted.Thing n6
        for expected in [
            ##"  n0[["Root"]]"##, ##"  n1("Service")"##, ##"  n2(["Session"])"##, ##"  n3[("Client")]"##, ##"  n4{{"Store"}}"##,
            ##"  n5>"URLSession"]"##, ##"  n6["Unlisted.Thing"]"##,
            ##"  n0 -->|"service"| n1"##, ##"  n0 -.-o|"session"| n2"##, ##"  n0 ==>|"client"| n3"##,
            ##"  n1 -.->|"session [safedi/a-rule, safedi/unsatisfied-received]"| n2"##, ##"  n1 --o|"client"| n3"##,
            "  n3 ==o n5", ##"  n4 -->|"self"| n4"##, ##"  n4 -->|"thing"| n6"##,
            "  classDef fw_safedi fill:#dbeafe,stroke:#4b5563,color:#111827",
            "  class n0,n1,n2 fw_safedi", "  class n3 fw_swinject", "  class n4 fw_initializable", "  class n5 fw_stitcher",
            "  class n0 root", "  class n5 external", "  linkStyle 1 stroke-dasharray:2 3",
            "  linkStyle 3 stroke:#dc2626,color:#dc2626,stroke-width:2px",
        ] {
            XCTAssertTrue(lines.contains(expected), "missing \(expected) in\n\(text)")
        }
        try MermaidValidator.validate(text)
    }

    func testMermaidEscaping() throws {
        let text = GraphRendering.mermaid(Self.awkward)
        try MermaidValidator.validate(text)
        XCTAssertTrue(text.contains(##""Say #34;hi#34;""##), text)
        XCTAssertTrue(text.contains(##""Array#60;[String: Int]#62; #35;1 #124; #96;x#96; #38; y; end""##), text)
        XCTAssertTrue(text.contains(##""日本語 → Café 🚀""##))
        XCTAssertTrue(text.contains(##""two lines tab ""##))
        XCTAssertTrue(text.contains(##""#35;35; #38;amp;""##), "entities in the text are not taken as entities")
        XCTAssertTrue(text.contains(##"n3("C:#92;path#92;N#92;")"##), text)
        XCTAssertTrue(text.contains("class n2 fw_safe_di_"), "framework names made plain words")
        XCTAssertTrue(text.contains("classDef fw_ fill:"), "no framework")
    }

    func testMermaidValidatorRejectsBrokenText() {
        for broken in [
            "graph LR\n", "flowchart LR\n  n0[\"a\"\n", "flowchart LR\n  n0[\"a\"]]\n", "flowchart LR\n  n0[\"say \"hi\"\"]\n",
            "flowchart LR\n  n0[\"a\"]\n  n0 --> n1\n", "flowchart LR\n  n-0[\"a\"]\n", "flowchart LR\n  n0[\"a#b\"]\n",
            "flowchart LR\n  n0[\"a\"]\n  n0 -->|\"x\"| n0\n  linkStyle 1 stroke:red\n",
            "flowchart LR\n  n0[\"a\"]\n  class n0 undefined\n", "flowchart LR\n  n0[\"a\"]\n  n0 ~> n0\n",
            "flowchart LR\n  n0[\"a<b>\"]\n",
        ] {
            XCTAssertThrowsError(try MermaidValidator.validate(broken), broken)
        }
    }

    // MARK: - JSON

    func testJSON() throws {
        let text = GraphRendering.json(Self.sample, path: { $0.hasPrefix("/w/") ? String($0.dropFirst(3)) : $0 })
        let doc = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        XCTAssertEqual(doc["version"] as? Int, 1)
        let nodes = try XCTUnwrap(doc["nodes"] as? [[String: Any]])
        XCTAssertEqual(nodes.map { $0["id"] as? String }, ["App.Root", "App.Service", "App.Session", "Net.Client", "Store", "URLSession"])
        XCTAssertEqual(nodes[0]["name"] as? String, "Root")
        XCTAssertEqual(nodes[0]["kind"] as? String, "root")
        XCTAssertEqual(nodes[0]["framework"] as? String, "SafeDI")
        XCTAssertEqual(nodes[0]["file"] as? String, "Sources/App/Root.swift")
        XCTAssertEqual(nodes[0]["line"] as? Int, 3)
        XCTAssertTrue(nodes[2]["file"] is NSNull && nodes[2]["line"] is NSNull, "unknown: null")
        XCTAssertEqual(nodes[3]["file"] as? String, "/elsewhere/Client.swift")
        XCTAssertEqual(nodes[4]["file"] as? String, "Store.swift")
        XCTAssertTrue(nodes[4]["line"] is NSNull)
        XCTAssertEqual(nodes.map { Set($0.keys) }, Array(repeating: ["id", "name", "kind", "framework", "file", "line"], count: 6))
        let edges = try XCTUnwrap(doc["edges"] as? [[String: Any]])
        XCTAssertEqual(edges.count, 8)
        let flagged = try XCTUnwrap(edges.first { ($0["findings"] as? [String])?.isEmpty == false })
        XCTAssertEqual(flagged["from"] as? String, "App.Service")
        XCTAssertEqual(flagged["to"] as? String, "App.Session")
        XCTAssertEqual(flagged["label"] as? String, "session")
        XCTAssertEqual(flagged["kind"] as? String, "received")
        XCTAssertEqual(flagged["findings"] as? [String], ["safedi/a-rule", "safedi/unsatisfied-received"])
        XCTAssertEqual(Set(edges[0].keys), ["from", "to", "label", "kind", "findings"])

        // awkward text comes back as it was
        let awkward = try JSONDecoder().decode(GraphDocument.self, from: Data(GraphRendering.json(Self.awkward).utf8))
        XCTAssertEqual(awkward.nodes.map(\.name).sorted(), Self.awkward.nodes.map(\.name).sorted())
        XCTAssertEqual(Set(awkward.edges.map(\.label)), Set(Self.awkward.edges.map(\.label)))
    }

    struct GraphDocument: Decodable {
        var version: Int
        var nodes: [Node]
        var edges: [Edge]
    }

    // MARK: - Determinism

    /// The same graph given in any order, with repeated nodes and edges,
    /// renders byte for byte the same in every format.
    func testOutputDoesNotDependOnInputOrder() {
        var rng = SeededRandom(seed: 3)
        for (_, graph) in Self.graphs {
            let reference = GraphFormat.allCases.map { GraphRendering.render(graph, as: $0) }
            for _ in 0..<5 {
                var shuffled = graph
                shuffled.nodes += shuffled.nodes.prefix(2)
                shuffled.edges += shuffled.edges.prefix(2)
                rng.shuffle(&shuffled.nodes)
                rng.shuffle(&shuffled.edges)
                for i in shuffled.edges.indices { rng.shuffle(&shuffled.edges[i].findings) }
                XCTAssertEqual(GraphFormat.allCases.map { GraphRendering.render(shuffled, as: $0) }, reference)
            }
        }
    }

    // MARK: - Selections

    func testRootByIdOrName() {
        let g = Self.sample
        XCTAssertEqual(g.node(named: "App.Root"), .success("App.Root"))
        XCTAssertEqual(g.node(named: "Root"), .success("App.Root"))
        XCTAssertEqual(g.node(named: "rooot"), .failure(.noSuchNode("rooot", suggestions: ["Root"])))
        XCTAssertEqual(g.node(named: "client"), .failure(.noSuchNode("client", suggestions: ["Client", "Net.Client"])))
        XCTAssertEqual(g.node(named: "Nothing like it"), .failure(.noSuchNode("Nothing like it", suggestions: [])))
        var twins = g
        twins.nodes.append(Node(id: "Other.Root", name: "Root", kind: "root", framework: "SafeDI"))
        XCTAssertEqual(twins.node(named: "Root"), .failure(.ambiguous("Root", ids: ["App.Root", "Other.Root"])))
        XCTAssertEqual(twins.node(named: "Other.Root"), .success("Other.Root"))
        XCTAssertEqual(DependencyGraph.SelectionError.noSuchNode("rooot", suggestions: ["Root"]).description,
                       "no type 'rooot' in the dependency graph; did you mean Root?")
    }

    func testReachedFromARootWithinADepth() {
        let g = Self.sample
        func summary(_ s: DependencyGraph) -> String {
            s.nodes.map(\.id).joined(separator: " ") + " | " + s.edges.map { "\($0.from)>\($0.to)" }.joined(separator: " ")
        }
        XCTAssertEqual(summary(try g.selecting(root: "Service", depth: nil).get()),
                       "App.Service App.Session Net.Client URLSession | App.Service>App.Session App.Service>Net.Client Net.Client>URLSession")
        XCTAssertEqual(summary(try g.selecting(root: "Service", depth: 1).get()),
                       "App.Service App.Session Net.Client | App.Service>App.Session App.Service>Net.Client")
        XCTAssertEqual(summary(try g.selecting(root: "App.Service", depth: 0).get()), "App.Service | ")
        // an edge to a type that is not a node, and a self-loop, are kept
        XCTAssertEqual(summary(try g.selecting(root: "Store", depth: nil).get()), "Store | Store>Store Store>Unlisted.Thing")
        XCTAssertEqual(try g.selecting(root: nil, depth: nil).get(), g)
        XCTAssertEqual(g.selecting(root: nil, depth: 2), .failure(.depthWithoutRoot))
        XCTAssertEqual(g.selecting(root: "Root", depth: -1), .failure(.negativeDepth(-1)))
        XCTAssertEqual(g.selecting(root: "Nope", depth: nil), .failure(.noSuchNode("Nope", suggestions: [])))
        XCTAssertEqual(DependencyGraph().selecting(root: "Root", depth: nil), .failure(.noSuchNode("Root", suggestions: [])))
    }

    // MARK: - Tools

    /// An executable on PATH; skips the test when it is missing.
    static func tool(_ name: String) throws -> URL {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let url = URL(fileURLWithPath: String(dir)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        throw XCTSkip("\(name) is not installed (scripts/test installs Graphviz)")
    }

    /// Runs `tool` with `input` on stdin; files, not pipes, so that no
    /// buffer can fill while the other side waits.
    static func run(_ tool: URL, _ arguments: [String], input: String) throws -> (status: Int32, out: String, err: String) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("wiring-graph-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let (inURL, outURL, errURL) = (dir.appendingPathComponent("in"), dir.appendingPathComponent("out"),
                                       dir.appendingPathComponent("err"))
        try Data(input.utf8).write(to: inURL)
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let p = Process()
        p.executableURL = tool
        p.arguments = arguments
        p.standardInput = try FileHandle(forReadingFrom: inURL)
        p.standardOutput = try FileHandle(forWritingTo: outURL)
        p.standardError = try FileHandle(forWritingTo: errURL)
        try p.run()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
                String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }
}

/// A structural check of the Mermaid subset `GraphRendering.mermaid` emits:
/// the `flowchart` header; node statements (`id` + one of the shapes around
/// a quoted string); edge statements (`id link id`, optionally `|"label"|`);
/// `classDef`, `class` and `linkStyle` lines. Quoted strings may hold no
/// quote, no `<`, `>`, `|`, backtick, `%` or backslash, no control
/// character, and `#` only to start a `#code;` entity. Every id an edge or class names is declared,
/// every class used is defined, every linkStyle index is an edge.
enum MermaidValidator {
    struct Invalid: Error, CustomStringConvertible {
        var description: String
    }

    static let shapes: [(open: String, close: String)] = [
        ("[[", "]]"), ("([", "])"), ("[(", ")]"), ("{{", "}}"), ("(", ")"), (">", "]"), ("[", "]"),
    ]
    static let links: Set<String> = ["-->", "-.->", "-.-o", "--o", "==>", "==o"]

    static func validate(_ text: String) throws {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.last == "" else { throw Invalid(description: "no final line break") }
        lines.removeLast()
        guard lines.first == "flowchart LR" else { throw Invalid(description: "header: \(lines.first ?? "")") }
        var nodes = Set<String>(), used: [(String, String)] = [], defined = Set<String>(), classed: [(String, [String])] = []
        var edges = 0, styled: [Int] = []
        for (number, raw) in lines.enumerated().dropFirst() {
            func fail(_ why: String) -> Invalid { Invalid(description: "line \(number + 1) \(why): \(raw)") }
            guard raw.hasPrefix("  "), !raw.hasPrefix("   ") else { throw fail("indentation") }
            var rest = Substring(raw.dropFirst(2))
            let word = takeWord(&rest)
            if word == "classDef" {
                guard rest.first == " " else { throw fail("classDef") }
                rest = rest.dropFirst()
                let name = takeWord(&rest)
                guard !name.isEmpty, rest.first == " ", isStyle(rest.dropFirst()) else { throw fail("classDef") }
                defined.insert(name)
            } else if word == "class" {
                let parts = rest.split(separator: " ")
                guard rest.first == " ", parts.count == 2 else { throw fail("class") }
                let ids = parts[0].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
                guard ids.allSatisfy(isID), isID(String(parts[1])) else { throw fail("class") }
                classed.append((String(parts[1]), ids))
            } else if word == "linkStyle" {
                let parts = rest.dropFirst().split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false)
                guard rest.first == " ", parts.count == 2, isStyle(parts[1]) else { throw fail("linkStyle") }
                let indices = parts[0].split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
                guard indices.allSatisfy({ $0 != nil }) else { throw fail("linkStyle") }
                styled += indices.map { $0! }
            } else {
                guard isID(word) else { throw fail("id") }
                if rest.hasPrefix(" ") {
                    // an edge
                    rest = rest.dropFirst()
                    let link = String(rest.prefix { !" |".contains($0) })
                    guard links.contains(link) else { throw fail("link") }
                    rest = rest.dropFirst(link.count)
                    if rest.first == "|" {
                        rest = rest.dropFirst()
                        try quoted(&rest, fail)
                        guard rest.first == "|" else { throw fail("label") }
                        rest = rest.dropFirst()
                    }
                    guard rest.first == " " else { throw fail("edge") }
                    rest = rest.dropFirst()
                    let target = takeWord(&rest)
                    guard isID(target), rest.isEmpty else { throw fail("edge target") }
                    used += [(word, raw), (target, raw)]
                    edges += 1
                } else {
                    guard let shape = shapes.first(where: { rest.hasPrefix($0.open + "\"") }) else { throw fail("shape") }
                    rest = rest.dropFirst(shape.open.count)
                    try quoted(&rest, fail)
                    guard rest == shape.close else { throw fail("shape close") }
                    guard nodes.insert(word).inserted else { throw fail("repeated node") }
                }
            }
        }
        for (id, line) in used where !nodes.contains(id) { throw Invalid(description: "undeclared \(id): \(line)") }
        for (name, ids) in classed {
            guard defined.contains(name) else { throw Invalid(description: "class \(name) not defined") }
            for id in ids where !nodes.contains(id) { throw Invalid(description: "class of undeclared \(id)") }
        }
        for i in styled where i >= edges { throw Invalid(description: "linkStyle \(i) of \(edges) edges") }
    }

    static func takeWord(_ s: inout Substring) -> String {
        let word = s.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
        s = s.dropFirst(word.count)
        return String(word)
    }

    static func isID(_ s: String) -> Bool {
        guard let first = s.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else { return false }
        return s.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }
    }

    /// `key:value` pairs separated by commas.
    static func isStyle(_ s: Substring) -> Bool {
        !s.isEmpty && s.split(separator: ",", omittingEmptySubsequences: false).allSatisfy { pair in
            let kv = pair.split(separator: ":", maxSplits: 1)
            return kv.count == 2 && !kv[0].isEmpty && !kv[1].isEmpty && !kv[0].contains(" ")
        }
    }

    /// Takes a quoted string from the front of `s`.
    static func quoted(_ s: inout Substring, _ fail: (String) -> Invalid) throws {
        guard s.first == "\"" else { throw fail("a quoted string") }
        s = s.dropFirst()
        while let c = s.first, c != "\"" {
            s = s.dropFirst()
            if "<>|`%\\".contains(c) || c.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7f }) {
                throw fail("raw \(c.debugDescription) in a string")
            }
            if c == "#" {
                let code = s.prefix { $0 != ";" }
                guard !code.isEmpty, code.count < 8, code.allSatisfy(\.isNumber), s.dropFirst(code.count).first == ";" else {
                    throw fail("## that starts no entity")
                }
                s = s.dropFirst(code.count + 1)
            }
        }
        guard s.first == "\"" else { throw fail("unterminated string") }
        s = s.dropFirst()
    }
}
