#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WiringSyntax
import WiringLSP
import WiringAnalysis
import WiringEngine

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif


func writeStdout(_ bytes: [UInt8]) { writeAll(1, bytes) }

/// `value` as indented JSON with sorted keys, and a line break.
func prettyJSON<T: Encodable>(_ value: T) -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return Array(try! encoder.encode(value)) + [10]
}

func writeAll(_ fd: Int32, _ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { p in
        var off = 0
        while off < p.count {
            let n = write(fd, p.baseAddress! + off, p.count - off)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            off += n
        }
    }
}


/// Why `path`, named to `wiring outline`, cannot be outlined; nil when it
/// is a file that can be read (any name, any size: the outline is what the
/// parser makes of whatever it is given).
func outlineProblem(_ path: String) -> String? {
    if PathText.isFolder(path) {
        return "is a directory; outline takes Swift files (wiring check takes directories)"
    }
    switch Discovery.problem(withNamedPath: path, maxFileSize: .max) {
    case nil, .notSwift?: return nil
    case let problem?: return problem.description
    }
}

let outlineUsage = "usage: wiring outline [--json] FILE..."

let outlineHelp = """
    \(outlineUsage)

    What the parser sees in each Swift file: declarations, attributes, signatures.

      FILE              a Swift file (several may be named)
      --json            one JSON document per file, one a line, instead of the indented tree
      -h, --help        show this help

    Exit status: 0 every file was outlined; 2 bad usage, or a file that cannot be read (the others are
    still outlined).
    """

func outlineCommand(_ args: [String]) -> Int32 {
    var json = false
    var files: [String] = []
    for a in args {
        switch a {
        case "--json": json = true
        case _ where a.hasPrefix("-") && a.count > 1:
            warn(unknownOption(a, command: "outline", usage: outlineUsage))
            return 2
        default: files.append(a)
        }
    }
    if files.isEmpty {
        warn(outlineUsage)
        return 2
    }
    var failed = false
    var buf: [UInt8] = []
    buf.reserveCapacity(1 << 20)
    for path in files {
        if let problem = outlineProblem(path) {
            warn("wiring outline: \(path): \(problem)")
            failed = true
            continue
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            warn("wiring outline: \(path): cannot read: \(Discovery.errorText(errno))")
            failed = true
            continue
        }
        let file = ParsedFile(source: SourceText([UInt8](data)))
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
    return failed ? 2 : 0
}

let lspHelp = """
    usage: wiring [lsp] [--stdio]

    The language server: JSON-RPC on standard input and output, as editors start it. `wiring` with no
    arguments on a terminal shows the general help instead.

      --stdio           talk over standard input and output (the only transport; accepted for editors that pass it)
      -h, --help        show this help
    """

let rulesHelp = """
    usage: wiring rules

    Every rule: its id, default severity and what it reports, one a line.

      -h, --help        show this help
    """

let explainHelp = """
    usage: wiring explain RULE-ID

    A rule's documentation and examples (`wiring rules` lists the ids).

      -h, --help        show this help
    """

let helpText = """
    wiring \(wiringVersion) — dependency-injection and initialization-gate checks for Swift

    usage:
      wiring [lsp] [--stdio]            language server on stdin/stdout (what editors start)
      wiring check [PATH...] [options]  analyse a workspace and print findings (--help for options)
      wiring graph [PATH] [options]     the dependency graph as DOT, Mermaid or JSON (--help for options)
      wiring modules [PATH] [--format text|json]  the modules read from the workspace's packages
      wiring outline [--json] FILE...   what the parser sees: declarations, attributes, signatures
      wiring rules                      every rule: id, default severity, one line
      wiring explain RULE-ID            a rule's documentation and examples
      wiring cache list | clean [PATH]  the workspaces' caches: show them, remove them
      wiring --version | --help

    `wiring COMMAND --help` (or `wiring help COMMAND`) describes a command's options.

    """

/// Each command's help, for `wiring help COMMAND` and `COMMAND --help`.
let commandHelp = ["check": CheckCommand.help, "graph": GraphCommand.help, "modules": ModulesCommand.help,
                   "outline": outlineHelp,
                   "rules": rulesHelp, "explain": explainHelp, "cache": CacheCommand.help, "lsp": lspHelp]

/// Every command `wiring` takes, for a mistyped one's closest.
let commands = ["check", "graph", "modules", "outline", "rules", "explain", "cache", "lsp", "help", "version", "rule-docs"]

var arguments = Array(CommandLine.arguments.dropFirst())
let command = arguments.first ?? ""
if !arguments.isEmpty { arguments.removeFirst() }
// `COMMAND -h` / `--help`, wherever it stands: the command's help
if arguments.contains("-h") || arguments.contains("--help"),
   let help = commandHelp[command == "" || command == "--stdio" ? "lsp" : command] {
    print(help)
    exit(0)
}
growHeapInLargeSteps()
switch command {
case "lsp", "--stdio", "":
    if command == "" && isatty(0) != 0 {
        print(helpText, terminator: "")
        exit(0)
    }
    exit(LanguageServer.run(libraries: libraries))
case "outline":
    exit(outlineCommand(arguments))
case "check":
    guard let check = CheckCommand(arguments) else { exit(2) }
    check.run()
case "graph":
    guard let graph = GraphCommand(arguments) else { exit(2) }
    graph.run()
case "modules":
    guard let modules = ModulesCommand(arguments) else { exit(2) }
    modules.run()
case "cache":
    guard let cache = CacheCommand(arguments) else { exit(2) }
    cache.run()
case "rules":
    if let extra = arguments.first {
        warn("wiring rules: unexpected \(extra.hasPrefix("-") ? "option" : "argument") '\(extra)'\n" + rulesHelp)
        exit(2)
    }
    print(catalog.listing, terminator: "")
case "explain":
    guard let id = arguments.first else {
        warn("usage: wiring explain RULE-ID   (wiring rules lists them)")
        exit(2)
    }
    if id.hasPrefix("-") || arguments.count > 1 {
        let extra = id.hasPrefix("-") ? id : arguments[1]
        warn("wiring explain: unexpected \(extra.hasPrefix("-") ? "option" : "argument") '\(extra)'\n" + explainHelp)
        exit(2)
    }
    guard let rule = catalog.rule(id: id) else {
        warn("wiring explain: no rule '\(id)'; " + catalog.suggestion(for: id))
        exit(2)
    }
    print(rule.documentation, terminator: "")
case "rule-docs":
    // Writes docs/rules/<id>.md for every rule (the pages diagnostics link to)
    // and their index, docs/rules/README.md.
    if let first = arguments.first, first.hasPrefix("-") {
        print("usage: wiring rule-docs [DIR]\n\nWrites DIR/<rule-id>.md for every rule and their index, DIR/README.md (default DIR: docs/rules).")
        exit(first == "-h" || first == "--help" ? 0 : 2)
    }
    let dir = arguments.first ?? "docs/rules"
    try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: dir + "/README.md", contents: Data(catalog.indexPage.utf8))
    for rule in catalog.all {
        let path = dir + "/" + rule.id + ".md"
        try? FileManager.default.createDirectory(atPath: PathText.parent(of: path),
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
    switch arguments.first {
    case nil: print(helpText, terminator: "")
    case let name?:
        guard let help = commandHelp[name] else {
            warn("wiring help: unknown command '\(name)' (check, graph, modules, outline, rules, explain, cache, lsp)")
            exit(2)
        }
        print(help)
    }
default:
    let isOption = command.hasPrefix("-")
    let hint = Spelling.suggestion(for: command, among: isOption ? ["--help", "--version", "--stdio"] : commands, listing: "")
    warn("wiring: unknown \(isOption ? "option" : "command") '\(command)'" + (hint.isEmpty ? "\n" + helpText : "; " + hint))
    exit(2)
}
