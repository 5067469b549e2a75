// The language server: JSON-RPC framing, LSP types, the server loop and its handlers.
