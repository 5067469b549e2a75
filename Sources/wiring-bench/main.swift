// Parser throughput: lex + parse (outline and call recording included) of
// files already in memory (the line table, built only to show positions, is
// not part of it), several runs, median reported. Used by
// scripts/bench-parser; speed is never asserted by unit tests.
import Foundation
import WiringAnalysis
import WiringLibraries
import WiringProjects
import WiringSyntax

var runs = 7
var phases = false
var dumpAll = false
var mutations = 0
var factsStats = false
var editFile: String? = nil
var loadOnly = false
var sameFacts = false
var editLine = 0
/// --pause MS: idle before each timed update, as an editor's edits come
/// after idle (caches and clocks are cold then; back to back they are not).
var pauseMilliseconds = 0
var paths: [String] = []
var args = Array(CommandLine.arguments.dropFirst())
while !args.isEmpty {
    let a = args.removeFirst()
    if a == "--phases" {
        phases = true
    } else if a == "--facts" {
        factsStats = true
    } else if a == "--edit", args.count >= 2, let line = Int(args[1]) {
        // --edit FILE LINE: time the analysis update when that line is deleted and restored
        editFile = args[0]
        editLine = line
        args.removeFirst(2)
    } else if a == "--pause", let n = args.first.flatMap({ Int($0) }) {
        pauseMilliseconds = n
        args.removeFirst()
    } else if a == "--same-facts" {
        sameFacts = true
    } else if a == "--load" {
        loadOnly = true
    } else if a == "--dump" {
        dumpAll = true
    } else if a == "--mutations", let n = args.first.flatMap({ Int($0) }) {
        mutations = n
        args.removeFirst()
    } else if a == "--runs", let n = args.first.flatMap({ Int($0) }) {
        runs = n
        args.removeFirst()
    } else if a == "--files-from", let list = args.first {
        args.removeFirst()
        let text = (try? String(contentsOfFile: list, encoding: .utf8)) ?? ""
        paths += text.split(separator: "\n").map(String.init)
    } else {
        paths.append(a)
    }
}
/// What the registered libraries need from each file's syntax.
let extractor = FactExtractor(libraries: Registry.libraries)
var files: [[UInt8]] = []
for p in paths {
    if let d = FileManager.default.contents(atPath: p) { files.append([UInt8](d)) }
}
let bytes = files.reduce(0) { $0 + $1.count }

if sameFacts {
    // The parse that skips bodies no library reads (`extract(source:)`)
    // against the full one: the same facts and anchors for every file, and
    // (with --mutations N) for N cuts and N one-byte mutations of each.
    var variants = Variants()
    var compared = 0, differing = 0
    func compare(_ name: String, _ f: [UInt8]) {
        let source = SourceText(f)
        let skipped = extractor.extract(source: source)
        let full = extractor.extract(ParsedFile(source: source))
        compared += 1
        if FactsCoding.encode(skipped.facts, skipped.anchors, version: 0) != FactsCoding.encode(full.facts, full.anchors, version: 0) {
            differing += 1
            if differing <= 20 {
                print("differs: \(name)")
                if let dir = ProcessInfo.processInfo.environment["WIRING_SAME_FACTS_DUMP"] {
                    FileManager.default.createFile(atPath: "\(dir)/\(differing).swift", contents: Data(f))
                }
            }
        }
    }
    for (k, f) in files.enumerated() {
        compare(paths[k], f)
        for m in 0..<mutations {
            compare("\(paths[k]) cut \(m)", variants.cut(f))
            compare("\(paths[k]) mutation \(m)", variants.mutation(f))
        }
    }
    print("same facts: \(compared - differing) of \(compared) files (and variants) agree")
    exit(differing == 0 ? 0 : 1)
}

if loadOnly {
    // The analysis of a first load (no parsing, no I/O): a new workspace
    // given every file's facts, several runs, medians of it and its parts.
    var texts: [String: SourceText] = [:]
    var all: [(path: String, facts: FileFacts, anchors: FileAnchors)] = []
    for (k, f) in files.enumerated() {
        let source = SourceText(f)
        texts[paths[k]] = source
        let (facts, anchors) = extractor.extract(ParsedFile(source: source))
        all.append((paths[k], facts, anchors))
    }
    var totals: [Double] = []
    var parts: [String: [Double]] = [:]
    for _ in 0..<runs {
        let workspace = AnalysisWorkspace(libraries: Registry.libraries, keepsSummaries: false) { texts[$0] }
        let changes = all.map { AnalysisWorkspace.FileChange.set(path: $0.path, facts: $0.facts, anchors: $0.anchors) }
        let start = DispatchTime.now().uptimeNanoseconds
        workspace.update(changes)
        totals.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        for (name, ms) in workspace.lastUpdateTimes { parts[name, default: []].append(ms) }
    }
    func median(_ a: [Double]) -> Double { a.sorted()[a.count / 2] }
    print(String(format: "first load: median %.1f ms over %d runs", median(totals), totals.count))
    for (name, ms) in parts.sorted(by: { $0.key < $1.key }) { print(String(format: "  %@: %.1f ms", name, median(ms))) }
    exit(0)
}

if let editFile {
    // The analysis update (no parsing, no I/O) when one line of one file is
    // deleted and restored, over the whole workspace given: medians of the
    // update and of each library's part.
    var texts: [String: SourceText] = [:]
    var changes: [AnalysisWorkspace.FileChange] = []
    for (k, f) in files.enumerated() {
        let source = SourceText(f)
        texts[paths[k]] = source
        let (facts, anchors) = extractor.extract(ParsedFile(source: source))
        changes.append(.set(path: paths[k], facts: facts, anchors: anchors))
    }
    let workspace = AnalysisWorkspace(libraries: Registry.libraries) { texts[$0] }
    workspace.update(changes)
    // the module graph of the manifests among the files, as the engine reads it
    var manifests: [String: String] = [:]
    for (k, p) in paths.enumerated() where ModuleDiscovery.isManifestPath(p) { manifests[p] = String(decoding: files[k], as: UTF8.self) }
    if !manifests.isEmpty {
        let root = FileManager.default.currentDirectoryPath
        workspace.setModules(ModuleDiscovery.graph(.init(root: root, swiftFiles: paths, manifests: manifests)))
        print("modules: \(workspace.modules.graph.modules.count)")
    }
    // the list may name files `./Sources/…` or `Sources/…`
    guard let editPath = [editFile, "./" + editFile, String(editFile.dropFirst(2))].first(where: { texts[$0] != nil }),
          let original = texts[editPath] else {
        FileHandle.standardError.write(Data("wiring-bench: --edit \(editFile) is not among the files given\n".utf8))
        exit(2)
    }
    var lines = String(decoding: original.bytes, as: UTF8.self).components(separatedBy: "\n")
    lines.remove(at: editLine - 1)
    let edited = SourceText(Array(lines.joined(separator: "\n").utf8))
    var totals: [Double] = []
    // per part: (run, ms); a part may be timed in some runs only (a count in its name that the edit changes)
    var parts: [String: [(run: Int, ms: Double)]] = [:]
    var republished: [Int] = []
    for k in 0..<(2 * runs) {
        if pauseMilliseconds > 0 { usleep(UInt32(pauseMilliseconds * 1000)) }
        let source = k % 2 == 0 ? edited : original
        texts[editPath] = source
        let (facts, anchors) = extractor.extract(ParsedFile(source: source))
        let start = DispatchTime.now().uptimeNanoseconds
        let changed = workspace.update([.set(path: editPath, facts: facts, anchors: anchors)])
        totals.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        republished.append(changed.count)
        for (name, ms) in workspace.lastUpdateTimes { parts[name, default: []].append((k, ms)) }
    }
    func median(_ a: [Double]) -> Double { a.isEmpty ? .nan : a.sorted()[a.count / 2] }
    // runs alternate: the line deleted (even), then restored (odd)
    func half(_ a: [(run: Int, ms: Double)], _ r: Int) -> [Double] { a.filter { $0.run % 2 == r }.map(\.ms) }
    let all = totals.enumerated().map { (run: $0.offset, ms: $0.element) }
    print(String(format: "update: median %.2f ms over %d, deleted %.2f, restored %.2f (files republished: %@)", median(totals),
                 totals.count, median(half(all, 0)), median(half(all, 1)),
                 Set(republished).sorted().map(String.init).joined(separator: ", ")))
    for (name, ms) in parts.sorted(by: { $0.key < $1.key }) {
        print(String(format: "  %@: %.2f ms (deleted %.2f, restored %.2f)", name, median(ms.map(\.ms)), median(half(ms, 0)),
                     median(half(ms, 1))))
    }
    exit(0)
}

if factsStats {
    // what the facts of these files hold: counts and the size of their parts
    var decls = 0, calls = 0, localCalls = 0, attributes = 0, params = 0, anchorInts = 0, blob = 0
    var optionals = 0, nonEmptyArrays = 0
    // strings past 15 bytes are allocated one by one: how many, and how many a file repeats
    var longStrings = 0, longBytes = 0, distinctLong = 0, distinctBytes = 0
    for f in files {
        let (facts, anchors) = extractor.extract(ParsedFile(source: SourceText(f)))
        var seen: Set<String> = []
        func note(_ s: String?) {
            guard let s, s.utf8.count > 15 else { return }
            longStrings += 1
            longBytes += s.utf8.count
            if seen.insert(s).inserted { distinctLong += 1; distinctBytes += s.utf8.count }
        }
        for d in facts.decls {
            note(d.name)
            for a in d.attributes { note(a.name); for x in a.arguments { note(x.label); note(x.text) } }
            for x in d.inherits { note(x) }
            for p in d.params { note(p.label); note(p.name); note(p.type) }
            for o in [d.returnType, d.type, d.annotatedTypeName, d.constructedTypeName, d.initializer, d.throwsClause,
                      d.throwsClauseCompact] { note(o) }
        }
        for c in facts.calls { note(c.name); note(c.text); for r in c.receiverPath { note(r) }; for x in c.arguments { note(x.text) } }
        decls += facts.decls.count
        calls += facts.calls.count
        localCalls += facts.localCalls.count
        for d in facts.decls {
            attributes += d.attributes.count
            params += d.params.count
            for o in [d.returnType, d.type, d.annotatedTypeName, d.constructedTypeName, d.initializer, d.throwsClause,
                      d.throwsClauseCompact] where o != nil { optionals += 1 }
            for n in [d.attributes.count, d.modifiers.count, d.inherits.count, d.params.count] where n > 0 { nonEmptyArrays += 1 }
        }
        anchorInts += anchors.intCount
        blob += FactsCoding.encode(facts, anchors, version: extractor.formatVersion).count
    }
    print("files \(files.count), \(bytes) bytes; decls \(decls) (\(MemoryLayout<DeclFact>.stride) bytes each inline), "
          + "calls \(calls), local calls \(localCalls), attributes \(attributes), params \(params); "
          + "optionals set \(optionals), non-empty arrays \(nonEmptyArrays); anchor ints \(anchorInts); blobs \(blob) bytes; "
          + "strings past 15 bytes \(longStrings) (\(longBytes) bytes), distinct per file \(distinctLong) (\(distinctBytes) bytes)")
    exit(0)
}

/// Half-typed variants of a file, the same for every run (seeded): a cut at a
/// random point, or one random byte deleted, inserted or replaced.
struct Variants {
    var state: UInt64 = 0x5EED
    let alphabet = Array("{}()[]\"'#/*@<>`\\:;,=$\n \u{0}abc.".utf8) + [0xFF, 0xC3]

    mutating func random(_ n: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(max(1, n)))
    }

    mutating func cut(_ f: [UInt8]) -> [UInt8] { Array(f[0..<random(f.count + 1)]) }

    mutating func mutation(_ f: [UInt8]) -> [UInt8] {
        var v = f
        guard !v.isEmpty else { return v }
        let at = random(v.count)
        switch random(3) {
        case 0: v.remove(at: at)
        case 1: v.insert(alphabet[random(alphabet.count)], at: at)
        default: v[at] = alphabet[random(alphabet.count)]
        }
        return v
    }
}

if dumpAll {
    // Everything the lexer and parser produce, for comparing two builds
    // byte for byte after a change that must not alter behaviour. With
    // `--mutations N`, also N cuts and N single-byte changes of each file.
    func dumpOne(_ name: String, _ f: [UInt8]) {
        print("== \(name)")
        for t in f.withUnsafeBufferPointer({ Lexer.tokenize($0) }) {
            print(t.start, t.end, t.kind, t.keyword, t.flags)
        }
        dump(DeclarationParser.parse(bytes: f))
    }
    var variants = Variants()
    for (k, f) in files.enumerated() {
        dumpOne(paths[k], f)
        for m in 0..<mutations {
            dumpOne("\(paths[k]) cut \(m)", variants.cut(f))
            dumpOne("\(paths[k]) mutation \(m)", variants.mutation(f))
        }
    }
    exit(0)
}

if mutations > 0 {
    // Robustness: each file cut at N random points and with N random
    // single-byte mutations (deletion, insertion or replacement), each parsed
    // once; report the slowest parse. A crash ends the process.
    var variants = Variants()
    var slowest = 0.0
    var slowestName = ""
    var parses = 0
    for (k, f) in files.enumerated() {
        for m in 0..<(2 * mutations) {
            let v = m < mutations ? variants.cut(f) : variants.mutation(f)
            let start = DispatchTime.now().uptimeNanoseconds
            let outline = DeclarationParser.parse(bytes: v)
            let t = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            parses += 1
            _ = outline.decls.count
            if t > slowest { slowest = t; slowestName = paths[k] }
        }
    }
    print(String(format: "mutations: %d parses of %d files; slowest %.4f s (%@)", parses, files.count, slowest, slowestName))
    exit(slowest < 1.0 ? 0 : 1)
}
/// One lex + parse pass over every file; scripts/bench-parser --instructions
/// counts the instructions of this function (keep it free of closures).
@inline(never)
func parseEveryFile(_ files: [[UInt8]]) -> (decls: Int, calls: Int) {
    var decls = 0
    var calls = 0
    for f in files {
        let outline = DeclarationParser.parse(bytes: f)
        decls += outline.decls.count
        calls += outline.calls.count
    }
    return (decls, calls)
}

var seconds: [Double] = []
var decls = 0
var calls = 0
for _ in 0..<runs {
    let start = DispatchTime.now().uptimeNanoseconds
    (decls, calls) = parseEveryFile(files)
    seconds.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
}
if phases {
var lexSeconds: [Double] = []
for _ in 0..<runs {
    let start = DispatchTime.now().uptimeNanoseconds
    for f in files { _ = f.withUnsafeBufferPointer { Lexer.tokenize($0).count } }
    lexSeconds.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
}
lexSeconds.sort()
var lineSeconds: [Double] = []
for _ in 0..<runs {
    let start = DispatchTime.now().uptimeNanoseconds
    for f in files { _ = SourceText(f).lineStarts.count }
    lineSeconds.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
}
lineSeconds.sort()
print(String(format: "lexer alone: median %.4f s; line table alone: %.4f s", lexSeconds[runs / 2], lineSeconds[runs / 2]))
}
if phases {
    // one core, cumulative: what each step of a cold check adds per file
    func timed(_ body: () -> Void) -> Double {
        var t: [Double] = []
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            t.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return t.sorted()[runs / 2]
    }
    let hashed = timed { for f in files { _ = StableHasher.hash(f) } }
    let extracted = timed { for f in files { _ = extractor.extract(ParsedFile(source: SourceText(f))) } }
    let all = files.map { extractor.extract(ParsedFile(source: SourceText($0))) }
    let encoded = timed { for (facts, anchors) in all { _ = FactsCoding.encode(facts, anchors, version: extractor.formatVersion) } }
    let extractedSkipping = timed { for f in files { _ = extractor.extract(source: SourceText(f)) } }
    print(String(format: "one core: hash %.4f s; parse + extract (with hash) %.4f s, skipping bodies no library reads %.4f s; encode %.4f s",
                 hashed, extracted, extractedSkipping, encoded))
    // what the neutral extraction costs past parsing, and what each library's own adds to it
    let parsed = timed { for f in files { _ = ParsedFile(source: SourceText(f)) } }
    let neutral = FactExtractor(libraries: Registry.libraries, extractionsOf: [])
    let neutralSeconds = timed { for f in files { _ = neutral.extract(ParsedFile(source: SourceText(f))) } }
    var parts = [String(format: "parse %.4f s, neutral extraction +%.4f s", parsed, neutralSeconds - parsed)]
    for k in Registry.libraries.indices where Registry.libraries[k].extraction != nil {
        let one = FactExtractor(libraries: Registry.libraries, extractionsOf: [k])
        let seconds = timed { for f in files { _ = one.extract(ParsedFile(source: SourceText(f))) } }
        parts.append(String(format: "%@ +%.4f s", Registry.libraries[k].name, seconds - neutralSeconds))
    }
    print("one core: " + parts.joined(separator: ", "))
}
seconds.sort()
let median = seconds[seconds.count / 2]
let mbps = Double(bytes) / 1e6 / median
print(String(format: "files %d, %.2f MB, runs %d: median %.4f s, %.1f MB/s (min %.4f s, max %.4f s); %d top-level decls, %d calls",
             files.count, Double(bytes) / 1e6, runs, median, mbps, seconds.first!, seconds.last!, decls, calls))
