import WiringAnalysis
import WiringSyntax

/// A tiny library that exists only in the tests, written against the
/// public seam alone (nothing of the core changed for it): types marked
/// `@Plug` must be connected somewhere with `connect(T.self)`, and should
/// say what they are in a documentation comment. It uses every part of the
/// seam a real library does: an interest (the `connect` calls), its own
/// extraction (the doc comment above a plug), units per file and per type
/// with a key of its own across files, a per-type summary, navigation and
/// its part of the graph.
struct PlugsLibrary: Library {
    var id: String { "plugs" }
    var name: String { "Plugs" }
    var interest: SyntaxInterest { SyntaxInterest(callNames: ["connect"], textMarkers: ["@Plug"]) }
    var extraction: (any LibraryExtraction)? { DocComment() }
    var rules: [RuleInfo] { [PlugsRules.notAType, PlugsRules.neverConnected, PlugsRules.undocumented] }
    var summaries: (any SummaryPresentation)? { PlugsPresentation() }
    var graphStyle: GraphStyle? {
        GraphStyle(fill: "#fde68a", nodes: [.init(kind: "plug", dot: ["shape=octagon"], mermaid: ("{{", "}}"))],
                   edges: [.init(kind: "connects", dot: ["style=bold"], mermaidArrow: "==>")])
    }
    var roleAttributes: [String] { ["Plug"] }
    func makeAnalysis() -> any LibraryAnalysis { PlugsAnalysis() }
}

/// The first line of the `///` comment right above a declaration marked `@Plug`.
struct DocComment: LibraryExtraction {
    var version: Int { 1 }

    func extract(_ d: DeclReference, calls: ArraySlice<CallFact>, callSyntax: [Call], in file: ParsedFile) -> ExtractedFact? {
        guard d.attributes.contains(where: { $0.name == "Plug" }) else { return nil }
        let source = file.source
        let line = source.line(of: d.range.lowerBound)
        guard line > 0 else { return nil }
        let start = source.lineStart(line - 1), end = source.lineContentEnd(line - 1)
        let text = source.text(start..<end).drop { $0 == " " || $0 == "\t" }
        guard text.hasPrefix("///") else { return nil }
        var w = ByteWriter()
        w.string(text.dropFirst(3).trimmingCharacters(in: " "))
        return ExtractedFact(bytes: w.bytes, ranges: [(end - text.utf8.count)..<end])
    }

    static func text(_ fact: LibraryFact?) -> String? {
        guard let fact else { return nil }
        return try? fact.bytes.withUnsafeBytes { raw in
            var r = ByteReader(raw)
            return try r.string()
        }
    }
}

private extension Substring {
    func trimmingCharacters(in c: Character) -> String {
        var s = self
        while s.first == c { s = s.dropFirst() }
        while s.last == c { s = s.dropLast() }
        return String(s)
    }
}

enum PlugsRules {
    static let notAType = RuleInfo(
        id: "plugs/not-a-type", library: "Plugs", defaultSeverity: .error, kind: .parity,
        summary: "@Plug on something that is not a type",
        details: "@Plug marks a class, struct, actor or enum; anything else is rejected.\n\nRemove the attribute.",
        fixTitles: ["Remove @Plug"],
        triggeringExamples: ["@Plug func socket() {}"],
        nonTriggeringExamples: ["/// A lamp.\n@Plug struct Lamp {}\nfunc boot() { connect(Lamp.self) }"])

    static let neverConnected = RuleInfo(
        id: "plugs/never-connected", library: "Plugs", defaultSeverity: .warning, kind: .wiring,
        summary: "A plug that nothing connects",
        details: "A type marked @Plug does nothing until `connect(T.self)` is called somewhere in the workspace.\n\nConnect it where the app starts.",
        triggeringExamples: ["/// A lamp.\n@Plug struct Lamp {}"],
        nonTriggeringExamples: ["/// A lamp.\n@Plug struct Lamp {}\nfunc boot() { connect(Lamp.self) }"])

    static let undocumented = RuleInfo(
        id: "plugs/undocumented", library: "Plugs", defaultSeverity: .hint, kind: .wiring,
        summary: "A plug without a documentation comment",
        details: "Say what a plug is for in a `///` comment right above it.",
        fixTitles: ["Add a documentation comment"],
        triggeringExamples: ["@Plug struct Lamp {}\nfunc boot() { connect(Lamp.self) }"],
        nonTriggeringExamples: ["/// A lamp.\n@Plug struct Lamp {}\nfunc boot() { connect(Lamp.self) }"])
}

/// File units: the plugs of a file (the single-declaration rules) and the
/// types it connects (a key per type name); type units: whether a plug is
/// connected, its summary.
final class PlugsAnalysis: LibraryAnalysis, NavigationProvider, GraphContributor {
    static let fileUnit: UInt8 = 0, plugUnit: UInt8 = 1
    static let connectionsKey: UInt8 = 0

    private var deps = Dependencies()
    /// Per file: the connections it makes (type name → its `connect` calls), and its plugs.
    private var connections: [Int32: [String: [Anchor]]] = [:]
    private var plugs: [Int32: [DeclID: Int32]] = [:]
    /// Type name → the `connect` calls naming it, by file path then position.
    private var connectedBy: [String: [Anchor]] = [:]

    func update(_ context: UpdateContext) {
        var dirty: Set<DepKey> = []
        var plugUnits: Set<UnitID> = []
        for id in context.changedFiles {
            let old = connections[id] ?? [:]
            guard let st = context.file(id) else {
                connections[id] = nil
                for t in plugs[id]?.keys ?? [:].keys { plugUnits.insert(UnitID(kind: Self.plugUnit, file: id, decl: t)) }
                plugs[id] = nil
                context.remove(UnitID(kind: Self.fileUnit, file: id))
                dirty.formUnion(setConnections(id, path: context.path(of: id), old: old, new: [:], context))
                continue
            }
            var new: [String: [Anchor]] = [:]
            var findings: [Finding] = []
            var found: [DeclID: Int32] = [:]
            let facts = st.facts
            for i in facts.decls.indices {
                let d = facts.decls[i]
                for (k, c) in facts.calls(of: i).enumerated() where c.name == "connect" {
                    guard let arg = c.arguments.first?.text, arg.hasSuffix(".self") else { continue }
                    new[String(arg.dropLast(5)), default: []].append(Anchor(file: st.path, decl: d.id, role: .call(k)))
                }
                guard let a = d.attributes.firstIndex(where: { $0.name == "Plug" }) else { continue }
                if [.class, .struct, .actor, .enum].contains(d.kind) {
                    found[d.id] = Int32(i)
                    if context.extracted(st, decl: i) == nil {
                        findings.append(Finding(
                            rule: PlugsRules.undocumented.id, severity: .hint, message: "Plug '\(d.name)' has no documentation comment",
                            anchor: Anchor(file: st.path, decl: d.id, role: .name),
                            fixes: [FixRecipe(title: "Add a documentation comment",
                                              edits: [.insertLine(before: Anchor(file: st.path, decl: d.id, role: .declaration),
                                                                  "/// \(d.name).")])]))
                    }
                } else {
                    let at = Anchor(file: st.path, decl: d.id, role: .attribute(a))
                    findings.append(Finding(rule: PlugsRules.notAType.id, severity: .error, message: "@Plug must decorate a type",
                                            anchor: at, fixes: [FixRecipe(title: "Remove @Plug", edits: [.delete(at)])]))
                }
            }
            context.report(UnitID(kind: Self.fileUnit, file: id), findings: findings)
            for t in Set((plugs[id] ?? [:]).keys).union(found.keys) {
                plugUnits.insert(UnitID(kind: Self.plugUnit, file: id, decl: t))
            }
            plugs[id] = found.isEmpty ? nil : found
            dirty.formUnion(setConnections(id, path: st.path, old: old, new: new, context))
            connections[id] = new.isEmpty ? nil : new
        }
        plugUnits.formUnion(deps.readers(of: dirty))
        for u in plugUnits.sorted(by: { ($0.file, $0.decl!.value) < ($1.file, $1.decl!.value) }) {
            guard let st = context.file(u.file), let i = plugs[u.file]?[u.decl!] else {
                deps.remove(u)
                context.remove(u)
                continue
            }
            let d = st.facts.decls[Int(i)]
            let key = context.key(Self.connectionsKey, d.name)
            deps.record(u, reads: [key])
            let calls = connectedBy[d.name] ?? []
            var findings: [Finding] = []
            if calls.isEmpty {
                findings.append(Finding(rule: PlugsRules.neverConnected.id, severity: .warning,
                                        message: "'\(d.name)' is a plug that nothing connects: call connect(\(d.name).self) where the app starts",
                                        anchor: Anchor(file: st.path, decl: d.id, role: .name)))
            }
            let values: SummaryValues = ["connections": .int(calls.count),
                                         "doc": .text(DocComment.text(context.extracted(st, decl: Int(i))) ?? "")]
            let summary = SummaryFinding(subject: d.name, anchor: Anchor(file: st.path, decl: d.id, role: .name), values: values,
                                         references: calls.map { RelatedFinding(anchor: $0, message: "connect(\(d.name).self)") })
            context.report(u, findings: findings, summaries: [summary])
        }
    }

    private func setConnections(_ id: Int32, path: String, old: [String: [Anchor]], new: [String: [Anchor]],
                                _ context: UpdateContext) -> Set<DepKey> {
        var dirty: Set<DepKey> = []
        for name in Set(old.keys).union(new.keys) where old[name] != new[name] {
            var list = (connectedBy[name] ?? []).filter { $0.file != path } + (new[name] ?? [])
            list.sort { $0.file < $1.file }
            connectedBy[name] = list.isEmpty ? nil : list
            dirty.insert(context.key(Self.connectionsKey, name))
        }
        return dirty
    }

    // MARK: Navigation

    private func plugAnchor(named name: String, _ w: AnalysisWorkspace) -> Anchor? {
        for path in w.paths {
            guard let st = w.file(path: path), let ids = plugs[st.id] else { continue }
            for (id, i) in ids.sorted(by: { $0.value < $1.value }) where st.facts.decls[Int(i)].name == name {
                return Anchor(file: path, decl: id, role: .name)
            }
        }
        return nil
    }

    private func location(_ a: Anchor, _ w: AnalysisWorkspace) -> DILocation? {
        guard let r = w.range(of: a), let t = w.source(a.file) else { return nil }
        return DILocation(file: a.file, range: r, source: t)
    }

    func definition(path: String, offset: Int, in w: AnalysisWorkspace) -> [DILocation] {
        for (name, calls) in connectedBy.sorted(by: { $0.key < $1.key }) {
            for c in calls where c.file == path {
                guard let r = w.range(of: c), r.contains(offset) else { continue }
                return plugAnchor(named: name, w).flatMap { location($0, w) }.map { [$0] } ?? []
            }
        }
        return []
    }

    func references(path: String, offset: Int, includeDeclaration: Bool, in w: AnalysisWorkspace) -> [DILocation] {
        guard let st = w.file(path: path) else { return [] }
        for (_, i) in plugs[st.id] ?? [:] {
            let d = st.facts.decls[Int(i)]
            guard let r = w.range(of: Anchor(file: path, decl: d.id, role: .name)), r.contains(offset) else { continue }
            return (connectedBy[d.name] ?? []).compactMap { location($0, w) }
        }
        return []
    }

    func hover(path: String, offset: Int, in w: AnalysisWorkspace) -> DIHover? { nil }

    func codeLenses(path: String, in w: AnalysisWorkspace) -> [DILens] { [] }

    func symbols(query: String, limit: Int, in w: AnalysisWorkspace) -> [DISymbol] {
        var out: [DISymbol] = []
        for path in w.paths {
            guard let st = w.file(path: path) else { continue }
            for (id, i) in (plugs[st.id] ?? [:]).sorted(by: { $0.value < $1.value }) {
                let d = st.facts.decls[Int(i)]
                guard query.isEmpty || d.name.lowercased().contains(query.lowercased()),
                      let loc = location(Anchor(file: path, decl: id, role: .name), w) else { continue }
                out.append(DISymbol(name: d.name, kind: .type, container: nil, detail: "@Plug", location: loc))
            }
        }
        return Array(out.prefix(limit))
    }

    // MARK: Graph

    func graph(_ w: AnalysisWorkspace) -> DependencyGraph {
        var g = DependencyGraph()
        for path in w.paths {
            guard let st = w.file(path: path) else { continue }
            for (id, i) in (plugs[st.id] ?? [:]).sorted(by: { $0.value < $1.value }) {
                let name = st.facts.decls[Int(i)].name
                g.nodes.append(.init(id: name, name: name, kind: "plug", framework: "Plugs", file: path,
                                     line: w.line(of: Anchor(file: path, decl: id, role: .name))))
                for c in connectedBy[name] ?? [] {
                    g.edges.append(.init(from: c.file.split(separator: "/").last.map(String.init) ?? c.file, to: name,
                                         label: "connect", kind: "connects"))
                }
            }
        }
        return g
    }
}

/// The plugs' summary: how often each is connected.
struct PlugsPresentation: SummaryPresentation {
    var option: String { "plugs" }
    var help: String { "add the plugs table (text) or \"plugs\" key (json)" }
    func lens(_ s: Summary) -> String { "plug: connected \(s.values.int("connections")) time(s)" }
    func hover(_ s: Summary, markdown: Bool) -> String {
        ([lens(s), s.values.text("doc")] + s.references.map { "\($0.text) at line \($0.line)" }).joined(separator: "\n\n")
    }
    func hover(member: Summary.Member, of s: Summary, markdown: Bool) -> String { hover(s, markdown: markdown) }
    func symbolDetail(_ s: Summary) -> String { "plug" }
    func symbolDetail(member: Summary.Member) -> String { "" }
    func table(_ summaries: [Summary], _ place: SummaryPlaces) -> String {
        summaries.map { "\($0.subject) \($0.values.int("connections")) (\(place.display($0.file)))\n" }.joined()
    }
    func json(_ s: Summary, into w: JSONText, _ place: SummaryPlaces) {
        w.object {
            w.key("plug"); w.string(s.subject)
            w.key("connections"); w.int(s.values.int("connections"))
        }
    }
}
