import Foundation

let wiringVersion = "0.1.0"

/// A line on stderr; stdout carries only results (and, for `wiring lsp`, protocol).
func warn(_ s: String) {
    FileHandle.standardError.write((s + "\n").data(using: .utf8)!)
}
