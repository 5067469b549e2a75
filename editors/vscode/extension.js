// Starts `wiring lsp` for Swift files. Settings under "wiring" are sent as
// workspace/didChangeConfiguration ({wiring: {rules, exclude}}).
//
// The server pushes diagnostics for every file of the workspace and also
// offers pull diagnostics. vscode-languageclient keeps the two in separate
// collections, so each problem would show twice: the middleware answers pull
// requests with nothing and the pushed diagnostics are shown.
const vscode = require("vscode");
const { LanguageClient } = require("vscode-languageclient/node");

let client;

function activate(context) {
  const command = vscode.workspace.getConfiguration("wiring").get("path") || "wiring";
  const server = { command, args: ["lsp"] };
  client = new LanguageClient(
    "wiring",
    "Wiring",
    { run: server, debug: server },
    {
      documentSelector: [{ scheme: "file", language: "swift" }],
      middleware: {
        provideDiagnostics: () => ({ kind: "full", items: [] }),
      },
      synchronize: {
        configurationSection: "wiring",
        fileEvents: vscode.workspace.createFileSystemWatcher("**/{*.swift,.wiring.json}"),
      },
    }
  );
  client.start();
  context.subscriptions.push({ dispose: () => client && client.stop() });
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
