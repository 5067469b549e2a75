import Foundation
import WiringAnalysis
import WiringLibraries
import WiringLSP

/// One version for the CLI and the server's `serverInfo`.
let wiringVersion = LanguageServer.version

/// The libraries Wiring checks (the registry), and their rules.
let libraries = Registry.libraries
let catalog = RuleCatalog(libraries)

/// A line on stderr; stdout carries only results (and, for `wiring lsp`, protocol).
func warn(_ s: String) {
    FileHandle.standardError.write((s + "\n").data(using: .utf8)!)
}
