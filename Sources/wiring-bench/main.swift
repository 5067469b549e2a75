// Parser throughput: lex + parse (outline and call recording included) of
// files already in memory, several runs, median reported. Used by
// scripts/bench-parser; speed is never asserted by unit tests.
import Foundation
import WiringSyntax

var runs = 7
var phases = false
var paths: [String] = []
var args = Array(CommandLine.arguments.dropFirst())
while !args.isEmpty {
    let a = args.removeFirst()
    if a == "--phases" {
        phases = true
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
var files: [[UInt8]] = []
for p in paths {
    if let d = FileManager.default.contents(atPath: p) { files.append([UInt8](d)) }
}
let bytes = files.reduce(0) { $0 + $1.count }
var seconds: [Double] = []
var decls = 0
var calls = 0
for _ in 0..<runs {
    decls = 0
    calls = 0
    let start = DispatchTime.now().uptimeNanoseconds
    for f in files {
        let outline = DeclarationParser.parse(SourceText(f))
        decls += outline.decls.count
        calls += outline.calls.count
    }
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
seconds.sort()
let median = seconds[seconds.count / 2]
let mbps = Double(bytes) / 1e6 / median
print(String(format: "files %d, %.2f MB, runs %d: median %.4f s, %.1f MB/s (min %.4f s, max %.4f s); %d top-level decls, %d calls",
             files.count, Double(bytes) / 1e6, runs, median, mbps, seconds.first!, seconds.last!, decls, calls))
