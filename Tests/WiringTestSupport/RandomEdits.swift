import Foundation
import WiringAnalysis

/// Random edits of a workspace's texts, as a user makes them: in bodies and
/// comments (facts stay equal), of declarations, of what a library reads —
/// its role attributes, its calls, inheritance entries, attribute arguments
/// —, across files, and half-typed code. The vocabulary comes from the
/// libraries' descriptors and the texts themselves, so any library's
/// fixtures can be edited without the edits knowing the library.
public struct RandomEdits {
    /// `@Name` of every role attribute.
    let attributes: [String]
    /// The calls the libraries record, and the same names made unknown.
    let callNames: [String]
    /// Inheritance entries written in the texts (`: Name`).
    let inherited: [String]
    /// Lines a user might be typing.
    let halfTyped: [String]

    /// Paths edited half of the time (files whose meaning comes from
    /// others, say); empty: every path alike.
    public var focus: [String] = []

    public private(set) var removedFiles: [String: String] = [:]
    public private(set) var deletedLines: [(path: String, line: Int, text: String)] = []

    public init(libraries: [any Library], texts: [String: String]) {
        attributes = libraries.flatMap(\.roleAttributes).map { "@" + $0 }.sorted()
        callNames = libraries.flatMap { $0.interest.callNames }.sorted()
        var names: Set<String> = []
        for text in texts.values {
            for line in text.split(separator: "\n") {
                let l = line.trimmingCharacters(in: .whitespaces)
                guard let colon = l.firstIndex(of: ":"), ["class ", "struct ", "actor ", "enum ", "extension ", "protocol "]
                    .contains(where: { l.hasPrefix($0) }) else { continue }
                let entry = l[l.index(after: colon)...].prefix { $0 != "{" && $0 != "," && $0 != "<" }
                    .trimmingCharacters(in: .whitespaces)
                if !entry.isEmpty, entry.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." }) { names.insert(entry) }
            }
        }
        inherited = names.sorted()
        halfTyped = ["func f(", "}", "{", "@", "struct A: {", "    func g() async {"]
            + attributes.prefix(4).map { $0 + " " } + callNames.prefix(2).map { "x.\($0)(" }
    }

    /// One random edit of `texts`; returns the paths it touched (none when
    /// the edit it drew does not apply).
    public mutating func edit(_ texts: inout [String: String], _ rng: inout SeededRandom) -> [String] {
        let paths = texts.keys.sorted()
        guard !paths.isEmpty else { return [] }
        let focused = focus.filter { texts[$0] != nil }
        let path = !focused.isEmpty && rng.int(2) == 0 ? rng.pick(focused) : rng.pick(paths)
        var lines = texts[path]!.components(separatedBy: "\n")
        func commit() -> [String] {
            texts[path] = lines.joined(separator: "\n")
            return [path]
        }
        func indices(_ p: (String) -> Bool) -> [Int] { lines.indices.filter { p(lines[$0]) } }
        func isDeclaration(_ l: String) -> Bool {
            ["func ", "class ", "struct ", "actor ", "enum ", "extension ", "protocol ", "var ", "let ", "init("]
                .contains { l.contains($0) }
        }
        switch rng.int(16) {
        case 0:  // a statement in a body: facts stay equal
            let candidates = indices { $0.contains("func ") && $0.hasSuffix("{") }
            guard !candidates.isEmpty else { return [] }
            lines.insert("        let unused\(rng.int(100)) = \(rng.int(9))", at: rng.pick(candidates) + 1)
            return commit()
        case 1:  // delete a line (remembered)
            let i = rng.int(lines.count)
            deletedLines.append((path, i, lines.remove(at: i)))
            return commit()
        case 2:  // restore a deleted line where it was (or near)
            guard let (p, i, line) = deletedLines.popLast(), texts[p] != nil else { return [] }
            var ls = texts[p]!.components(separatedBy: "\n")
            ls.insert(line, at: min(i, ls.count))
            texts[p] = ls.joined(separator: "\n")
            return [p]
        case 3:  // a role attribute before a declaration
            let candidates = indices(isDeclaration)
            guard !candidates.isEmpty, !attributes.isEmpty else { return [] }
            let i = rng.pick(candidates)
            let indent = String(lines[i].prefix { $0 == " " })
            lines[i] = indent + rng.pick(attributes) + " " + lines[i].dropFirst(indent.count)
            return commit()
        case 4:  // a role attribute removed
            let candidates = indices { l in attributes.contains { l.contains($0) } }
            guard !candidates.isEmpty else { return [] }
            let i = rng.pick(candidates)
            if let a = attributes.last(where: { lines[i].contains($0) }) {
                lines[i] = lines[i].replacingOccurrences(of: a, with: "")
            }
            return commit()
        case 5:  // a role attribute becomes another
            let candidates = indices { l in attributes.contains { l.contains($0 + " ") || l.hasSuffix($0) } }
            guard !candidates.isEmpty, attributes.count > 1 else { return [] }
            let i = rng.pick(candidates)
            if let a = attributes.last(where: { lines[i].contains($0) }) {
                lines[i] = lines[i].replacingOccurrences(of: a, with: rng.pick(attributes.filter { $0 != a }))
            }
            return commit()
        case 6:  // an inheritance entry removed, or one from elsewhere added
            let has = indices { l in inherited.contains { l.contains(": " + $0) } }
            if !has.isEmpty && rng.int(2) == 0 {
                let i = rng.pick(has)
                if let n = inherited.last(where: { lines[i].contains(": " + $0) }) {
                    lines[i] = lines[i].replacingOccurrences(of: ": " + n, with: "")
                }
            } else {
                let candidates = indices {
                    ["actor ", "class ", "struct ", "extension ", "protocol "].contains(where: $0.trimmingCharacters(in: .whitespaces).hasPrefix)
                        && $0.hasSuffix(" {") && !$0.contains(":")
                }
                guard !candidates.isEmpty, !inherited.isEmpty else { return [] }
                let i = rng.pick(candidates)
                lines[i] = String(lines[i].dropLast(2)) + ": " + rng.pick(inherited) + " {"
            }
            return commit()
        case 7:  // a type renamed (or its uses) by a suffix
            let candidates = indices {
                ["actor ", "class ", "struct ", "extension ", "enum "].contains(where: $0.trimmingCharacters(in: .whitespaces).hasPrefix)
            }
            guard !candidates.isEmpty else { return [] }
            let i = rng.pick(candidates)
            let words = lines[i].trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 2)
            guard words.count >= 2 else { return [] }
            let name = words[1].prefix { $0.isLetter || $0.isNumber }
            guard !name.isEmpty else { return [] }
            let renamed = name.hasSuffix("X") ? String(name.dropLast()) : name + "X"
            lines[i] = lines[i].replacingOccurrences(of: String(name), with: renamed)
            return commit()
        case 8:  // a whole file removed or restored
            if let (p, t) = removedFiles.first, rng.int(2) == 0 {
                removedFiles[p] = nil
                texts[p] = t
                return [p]
            }
            guard paths.count > 3 else { return [] }
            removedFiles[path] = texts[path]
            texts[path] = nil
            return [path]
        case 9:  // a line moved to another file
            let i = rng.int(lines.count)
            let line = lines.remove(at: i)
            let other = rng.pick(paths)
            texts[path] = lines.joined(separator: "\n")
            var ls = texts[other]!.components(separatedBy: "\n")
            ls.insert(line, at: rng.int(ls.count + 1))
            texts[other] = ls.joined(separator: "\n")
            return Array(Set([path, other])).sorted()
        case 10:  // comment lines on top: everything moves, nothing changes
            lines.insert("// note \(rng.int(1000))", at: 0)
            return commit()
        case 11:  // `\n\n` becomes ` \n`: lines move, every byte offset stays
            let blanks = indices { $0.isEmpty }.filter { $0 > 0 }
            guard !blanks.isEmpty else { return [] }
            let i = rng.pick(blanks)
            lines[i - 1] += " "
            lines.remove(at: i)
            return commit()
        case 12:  // half-typed code
            lines.insert(rng.pick(halfTyped), at: rng.int(lines.count + 1))
            return commit()
        case 13:  // a recorded call renamed away, or back
            let calls = indices { l in callNames.contains { l.contains($0 + "(") } }
            if !calls.isEmpty && rng.int(2) == 0 {
                let i = rng.pick(calls)
                if let c = callNames.last(where: { lines[i].contains($0 + "(") }) {
                    lines[i] = lines[i].replacingOccurrences(of: c + "(", with: c + "Later(")
                }
            } else {
                let later = indices { l in callNames.contains { l.contains($0 + "Later(") } }
                guard !later.isEmpty else { return [] }
                let i = rng.pick(later)
                for c in callNames { lines[i] = lines[i].replacingOccurrences(of: c + "Later(", with: c + "(") }
            }
            return commit()
        case 14:  // an attribute argument flips (`true` ↔ `false`)
            let candidates = indices { $0.contains("@") && ($0.contains(": true") || $0.contains(": false")) }
            guard !candidates.isEmpty else { return [] }
            let i = rng.pick(candidates)
            lines[i] = lines[i].contains(": true") ? lines[i].replacingOccurrences(of: ": true", with: ": false")
                                                   : lines[i].replacingOccurrences(of: ": false", with: ": true")
            return commit()
        default:  // a declaration's line duplicated (an overload, a duplicate)
            let candidates = indices(isDeclaration)
            guard !candidates.isEmpty else { return [] }
            let i = rng.pick(candidates)
            lines.insert(lines[i].hasSuffix("{") ? lines[i] + "}" : lines[i], at: i)
            return commit()
        }
    }
}
