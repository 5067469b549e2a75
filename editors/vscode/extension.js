// Wiring for VS Code: starts the `wiring` language server for Swift files,
// beside the Swift extension (sourcekit-lsp), with vscode-languageclient.
//
// Settings:
//   wiring.server.path       the executable ("wiring" on PATH by default)
//   wiring.server.arguments  its arguments (["lsp"])
//   wiring.trace.server      "off" | "messages" | "verbose"; vscode-languageclient
//                            reads "<client id>.trace.server" itself
//   wiring.rules, wiring.exclude
//                            sent as workspace/didChangeConfiguration
//                            ({wiring: {...}}; the server reads rules and exclude)
// Changing wiring.server.* restarts the server; so does "Wiring: Restart Server".
//
// The server pushes diagnostics for every file of the workspace and also
// offers pull diagnostics. vscode-languageclient keeps the two in separate
// collections, so each problem would show twice: the middleware answers pull
// requests with nothing and the pushed diagnostics are shown.
const vscode = require("vscode");
const { LanguageClient } = require("vscode-languageclient/node");

let client;

function serverOptions() {
  const config = vscode.workspace.getConfiguration("wiring");
  const command = config.get("server.path") || "wiring";
  const args = config.get("server.arguments") || ["lsp"];
  const server = { command, args };
  return { run: server, debug: server };
}

function createClient() {
  return new LanguageClient("wiring", "Wiring", serverOptions(), {
    documentSelector: [{ scheme: "file", language: "swift" }],
    middleware: {
      provideDiagnostics: () => ({ kind: "full", items: [] }),
    },
    synchronize: {
      configurationSection: "wiring",
      fileEvents: vscode.workspace.createFileSystemWatcher("**/{*.swift,.wiring.json}"),
    },
  });
}

async function restart() {
  if (client) {
    const old = client;
    client = undefined;
    await old.stop();
  }
  client = createClient();
  await client.start();
}

async function activate(context) {
  context.subscriptions.push(
    vscode.commands.registerCommand("wiring.restartServer", restart),
    vscode.workspace.onDidChangeConfiguration((event) => {
      if (event.affectsConfiguration("wiring.server")) restart();
    }),
    { dispose: () => client && client.stop() }
  );
  await restart();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
