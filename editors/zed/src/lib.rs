// Runs `wiring lsp` (found on the worktree's PATH) for Swift files.
use zed_extension_api::{self as zed, LanguageServerId, Result};

struct WiringExtension;

impl zed::Extension for WiringExtension {
    fn new() -> Self {
        WiringExtension
    }

    fn language_server_command(
        &mut self,
        _language_server_id: &LanguageServerId,
        worktree: &zed::Worktree,
    ) -> Result<zed::Command> {
        let command = worktree
            .which("wiring")
            .ok_or_else(|| "wiring is not on PATH (build it with `swift build -c release`)".to_string())?;
        Ok(zed::Command {
            command,
            args: vec!["lsp".to_string()],
            env: worktree.shell_env(),
        })
    }
}

zed::register_extension!(WiringExtension);
