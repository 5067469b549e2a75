import Foundation
import WiringSyntax
import WiringLSP
import WiringAnalysis

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif


func writeStdout(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { p in
        var off = 0
        while off < p.count {
            let n = write(1, p.baseAddress! + off, p.count - off)
            if n <= 0 { break }
            off += n
        }
    }
}


func readFile(_ path: String) -> [UInt8]? {
    var isDir: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir), !isDir.boolValue,
          let data = FileManager.default.contents(atPath: path) else { return nil }
    return [UInt8](data)
}

func outlineCommand(_ args: [String]) -> Int32 {
    var json = false
    var files: [String] = []
    for a in args {
        if a == "--json" { json = true } else { files.append(a) }
    }
    if files.isEmpty {
        warn("usage: wiring outline [--json] FILE...")
        return 2
    }
    var failed = false
    var buf: [UInt8] = []
    buf.reserveCapacity(1 << 20)
    for path in files {
        guard let bytes = readFile(path) else {
            warn("wiring: cannot read \(path)")
            failed = true
            continue
        }
        let file = ParsedFile(source: SourceText(bytes))
        if json {
            OutlineDump.json(path: path, file: file, into: &buf)
        } else {
            var s = ""
            OutlineDump.tree(path: path, file: file, into: &s)
            buf.append(contentsOf: s.utf8)
        }
        if buf.count > 1 << 20 {
            writeStdout(buf)
            buf.removeAll(keepingCapacity: true)
        }
    }
    writeStdout(buf)
    return failed ? 1 : 0
}

let helpText = """
    wiring \(wiringVersion) — dependency-injection and initialization-gate checks for Swift

    usage:
      wiring [lsp] [--stdio]            language server on stdin/stdout (what editors start)
      wiring check [PATH...] [options]  analyse a workspace and print findings (--help for options)
      wiring graph [PATH] [options]     the dependency graph as DOT, Mermaid or JSON (--help for options)
      wiring outline [--json] FILE...   what the parser sees: declarations, attributes, signatures
      wiring rules                      every rule: id, default severity, one line
      wiring explain RULE-ID            a rule's documentation and examples
      wiring --version | --help

    """

var arguments = Array(CommandLine.arguments.dropFirst())
let command = arguments.first ?? ""
if !arguments.isEmpty { arguments.removeFirst() }
switch command {
case "lsp", "--stdio", "":
    if command == "" && isatty(0) != 0 {
        print(helpText, terminator: "")
        exit(0)
    }
    exit(LanguageServer.run())
case "outline":
    exit(outlineCommand(arguments))
case "check":
    guard let check = CheckCommand(arguments) else { exit(2) }
    check.run()
case "graph":
    guard let graph = GraphCommand(arguments) else { exit(2) }
    graph.run()
case "rules":
    print(Rules.listing, terminator: "")
case "explain":
    guard let id = arguments.first else {
        warn("usage: wiring explain RULE-ID   (wiring rules lists them)")
        exit(2)
    }
    guard let rule = Rules.rule(id: id) else {
        let close = Rules.all.filter { $0.id.contains(id) || id.contains($0.id.split(separator: "/").last.map(String.init) ?? "#") }
        warn("wiring: no rule '\(id)'" + (close.isEmpty ? "" : "; did you mean " + close.map(\.id).joined(separator: ", ") + "?"))
        exit(2)
    }
    print(rule.documentation, terminator: "")
case "rule-docs":
    // Writes docs/rules/<id>.md for every rule (the pages diagnostics link to)
    // and their index, docs/rules/README.md.
    let dir = arguments.first ?? "docs/rules"
    try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: dir + "/README.md", contents: Data(Rules.indexPage.utf8))
    for rule in Rules.all {
        let path = dir + "/" + rule.id + ".md"
        try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                 withIntermediateDirectories: true)
        // the page: a Markdown title instead of the underlined one
        var body = Substring(rule.documentation.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false)
            .dropFirst(2).joined(separator: "\n"))
        while body.first == "\n" { body = body.dropFirst() }
        let page = "# `\(rule.id)`\n\n" + body
        _ = FileManager.default.createFile(atPath: path, contents: Data(page.utf8))
    }
case "--version", "version":
    print("wiring \(wiringVersion)")
case "--help", "-h", "help":
    print(helpText, terminator: "")
default:
    warn("wiring: unknown command '\(command)'\n" + helpText)
    exit(2)
}
