import Foundation
import PackagePlugin

/// `swift package wiring [--target NAME] [check options]`: `wiring check`
/// on the package, with the `wiring` SwiftPM builds from this package.
///
/// `--target NAME` is `wiring check --module NAME` (the target and what it
/// depends on, as `swift build --target` builds them); every other argument
/// goes to `wiring check` unchanged, and its exit status becomes the
/// command's.
@main
struct WiringCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targets = extractor.extractOption(named: "target")
        var checkArguments = ["check"] + extractor.remainingArguments
        switch targets.count {
        case 0: break
        case 1: checkArguments += ["--module", targets[0]]
        default:
            Diagnostics.error("swift package wiring: one --target at a time (given: \(targets.joined(separator: ", ")))")
            exit(2)
        }
        // The default cache (~/.cache/wiring) is outside what a sandboxed
        // plugin may write; the plugin's own folder is not.
        if !checkArguments.contains(where: { ["--cache-dir", "--no-cache"].contains($0) || $0.hasPrefix("--cache-dir=") }) {
            checkArguments += ["--cache-dir", context.pluginWorkDirectoryURL.appendingPathComponent("cache").path]
        }

        let wiring = Process()
        wiring.executableURL = try context.tool(named: "wiring").url
        wiring.arguments = checkArguments
        // the package is the workspace, and paths in the arguments and the
        // output are relative to it, as when wiring runs in its folder
        wiring.currentDirectoryURL = context.package.directoryURL
        // SwiftPM prints a plugin's standard error on its standard output,
        // where it would corrupt `--format json` or `sarif`: wiring's
        // messages go to SwiftPM's standard error as the plugin's progress
        let messages = Pipe()
        wiring.standardError = messages
        try wiring.run()
        let text = String(decoding: messages.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        wiring.waitUntilExit()
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(text.hasSuffix("\n") ? 1 : 0) {
            Diagnostics.progress(String(line))
        }
        if wiring.terminationReason == .uncaughtSignal {
            Diagnostics.error("wiring check was terminated by signal \(wiring.terminationStatus)")
            exit(1)
        }
        // wiring check has printed what was wrong (1: findings, 2: bad usage)
        exit(wiring.terminationStatus)
    }
}
