import WiringSyntax

extension AnalysisWorkspace {
    /// Go to definition on a type's name where a declaration writes a type
    /// (a property's or a parameter's type, a return type, an inheritance
    /// entry, an extended type, a generic clause — `Analytics`, `[Analytics]`,
    /// `Analytics?`, `Box<Analytics>`): the declarations of the types and
    /// type aliases it can stand for in that file's modules, in path order.
    /// Nil when the offset is on no such name or the name declares nothing
    /// here, so that the libraries answer (a property's name → its provider).
    public func typeDefinition(path: String, offset: Int) -> [DILocation]? {
        guard let state = file(path: path), let source = source(path),
              let written = Self.writtenTypeName(at: offset, in: ParsedFile(source: source)) else { return nil }
        let context = UpdateContext(workspace: self, library: -1, changedFiles: [], dirtyKeys: [], modulesChanged: false)
        var refs = WorkspaceLookup(context).lookupTypes(written, from: state.id)
        refs += typeAliases(named: written).filter { context.canSee(from: state.id, $0) }
        var seen: Set<DILocation> = []
        let found: [DILocation] = sortedRefs(refs).compactMap { r in
            guard let declaring = file(r.file), let text = self.source(declaring.path),
                  let range = range(of: Anchor(file: declaring.path, decl: declaring.facts.decls[Int(r.index)].id, role: .name))
            else { return nil }
            let l = DILocation(file: declaring.path, range: range, source: text)
            return seen.insert(l).inserted ? l : nil
        }
        return found.isEmpty ? nil : found
    }

    /// By path, then by place in the file.
    private func sortedRefs(_ refs: [DeclRef]) -> [DeclRef] {
        refs.sorted { a, b in
            let pa = path(of: a.file), pb = path(of: b.file)
            return pa != pb ? pa < pb : a.index < b.index
        }
    }

    /// `typealias` declarations named `written` (`Outer.Alias` by the type
    /// it is declared in, else by its own name); the symbol table has types only.
    private func typeAliases(named written: String) -> [DeclRef] {
        let u = written.utf8
        let dot = u.lastIndex(of: UInt8(ascii: "."))
        let last = dot.map { String(written[u.index(after: $0)...]) } ?? written
        var out: [DeclRef] = []
        for case let state? in files {
            let decls = state.facts.decls
            for i in decls.indices where decls[i].kind == .typealias && decls[i].name == last {
                let parent = Int(decls[i].parent)
                if dot != nil {
                    guard parent >= 0, state.qualifiedNames[parent] + "." + last == written else { continue }
                }
                out.append(DeclRef(file: state.id, index: Int32(i)))
            }
        }
        return out
    }

    /// The name under `offset` when it is in a type a declaration writes,
    /// with the names it is a member of (`Outer.Inner` on `Inner`).
    static func writtenTypeName(at offset: Int, in file: ParsedFile) -> String? {
        var typeRange: Range<Int>? = nil
        func visit(_ decls: [Decl]) {
            for d in decls where typeRange == nil && d.range.lowerBound <= offset && offset <= d.range.upperBound {
                var ranges: [Range<Int>] = []
                if let t = d.type { ranges.append(t.range) }
                if let t = d.returnType { ranges.append(t.range) }
                ranges += (d.inherits ?? []).map(\.range)
                ranges += (d.params ?? []).compactMap(\.typeRange)
                if d.kind == .extension, let r = d.nameRange { ranges.append(r) }
                if let r = d.genericParameters { ranges.append(r) }
                if let r = d.whereClause { ranges.append(r) }
                typeRange = ranges.first { $0.lowerBound <= offset && offset <= $0.upperBound }
                if typeRange == nil, let members = d.members { visit(members) }
            }
        }
        visit(file.outline.decls)
        guard let range = typeRange else { return nil }
        let tokens = file.source.tokens(from: range.lowerBound, limit: range.upperBound, max: range.count)
        guard let k = tokens.firstIndex(where: { $0.start <= offset && offset <= $0.end && $0.kind == .identifier }),
              tokens[k].keyword == .none || tokens[k].isBackticked else { return nil }
        func name(_ t: Token) -> String {
            let s = file.source.text(t)
            return t.isBackticked ? String(s.dropFirst().dropLast()) : s
        }
        var written = name(tokens[k])
        var j = k
        while j >= 2, tokens[j - 1].kind == .period, tokens[j - 2].kind == .identifier {
            written = name(tokens[j - 2]) + "." + written
            j -= 2
        }
        return written
    }
}
