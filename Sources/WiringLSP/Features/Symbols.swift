import WiringAnalysis
import WiringSyntax

/// `textDocument/documentSymbol` from the parser's outline.
enum Symbols {
    /// Symbols with, in `detail`, the attributes that give a declaration a
    /// role in a library, and what the libraries' summaries say of it.
    static func symbols(file: ParsedFile, path: String, snapshot: AnalysisSnapshot, context: RequestContext) -> [DocumentSymbol] {
        let roleAttributes = Set(context.libraries.flatMap(\.roleAttributes).map { Substring($0) })
        var subjects: [Int: String] = [:]
        var members: [Int: String] = [:]
        for s in snapshot.summaries[path] ?? [] {
            guard let p = context.presentation(s) else { continue }
            subjects[s.range.lowerBound] = p.symbolDetail(s)
        }
        for (s, m) in Summaries.members(in: path, snapshot: snapshot) {
            guard let p = context.presentation(s) else { continue }
            members[m.range.lowerBound] = p.symbolDetail(member: m)
        }
        func convert(_ d: Decl, inType: Bool) -> DocumentSymbol {
            let range = context.converter.range(d.range, in: file.source)
            var selection = context.converter.range(d.nameRange ?? d.keywordRange, in: file.source)
            if !contains(range, selection) { selection = LSPRange(start: range.start, end: range.start) }
            var detail: [String] = d.attributes.filter { roleAttributes.contains($0.baseName) }.map { "@" + $0.name }
            if let t = d.type { detail.append(t.text) }
            if d.isAsync == true { detail.append("async") }
            if d.isThrows == true { detail.append("throws") }
            if let r = d.nameRange {
                if let s = subjects[r.lowerBound] { detail.append(s) }
                if let m = members[r.lowerBound] { detail.append(m) }
            }
            let children = (d.members ?? []).map { convert($0, inType: true) }
            return DocumentSymbol(name: name(d), detail: detail.isEmpty ? nil : detail.joined(separator: " "),
                                  kind: kind(d, inType: inType), range: range, selectionRange: selection,
                                  children: d.kind.isTypeLike ? children : nil)
        }
        return file.outline.decls.map { convert($0, inType: false) }
    }

    static func flat(_ symbols: [DocumentSymbol], uri: DocumentURI, container: String? = nil) -> [SymbolInformation] {
        symbols.flatMap { s in
            [SymbolInformation(name: s.name, kind: s.kind, location: Location(uri: uri, range: s.range), containerName: container)]
                + flat(s.children ?? [], uri: uri, container: s.name)
        }
    }

    static func contains(_ outer: LSPRange, _ inner: LSPRange) -> Bool {
        func le(_ a: Position, _ b: Position) -> Bool { (a.line, a.character) <= (b.line, b.character) }
        return le(outer.start, inner.start) && le(inner.end, outer.end)
    }

    /// `f(_:label:)` for functions, initializers and subscripts; `_` for a
    /// name the parser could not recover (clients reject empty names).
    static func name(_ d: Decl) -> String {
        var base = d.name.isEmpty ? "_" : d.name
        if d.kind == .extension { base = "extension " + base }
        guard let params = d.params, [.func, .`init`, .subscript, .macro].contains(d.kind) else { return base }
        return base + "(" + params.map { ($0.label.isEmpty ? "_" : $0.label) + ":" }.joined() + ")"
    }

    static func kind(_ d: Decl, inType: Bool) -> Int {
        switch d.kind {
        case .class, .actor: return SymbolKind.class
        case .struct: return SymbolKind.struct
        case .enum: return SymbolKind.enum
        case .protocol: return SymbolKind.interface
        case .extension: return SymbolKind.namespace
        case .func:
            if let c = d.name.unicodeScalars.first, !(c == "_" || c.properties.isAlphabetic || c == "`") {
                return SymbolKind.operator
            }
            return inType ? SymbolKind.method : SymbolKind.function
        case .`init`: return SymbolKind.constructor
        case .deinit, .subscript: return SymbolKind.method
        case .var: return inType ? SymbolKind.property : SymbolKind.variable
        case .let: return inType ? SymbolKind.property : SymbolKind.constant
        case .case: return SymbolKind.enumMember
        case .typealias, .associatedtype: return SymbolKind.typeParameter
        case .macro: return SymbolKind.function
        }
    }
}
