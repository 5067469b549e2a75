// Wiring for Zed: starts the `wiring` language server for Swift files.
//
// The command is `wiring lsp` found on the worktree's PATH, unless the user's
// settings give one ("lsp": {"wiring": {"binary": {"path": …, "arguments": […]}}}).
// "initialization_options" and "settings" under "lsp.wiring" are passed to the
// server as initializationOptions and workspace configuration ({"wiring": …}).
use zed_extension_api::{self as zed, serde_json, settings::LspSettings, LanguageServerId, Result};

struct WiringExtension;

impl zed::Extension for WiringExtension {
    fn new() -> Self {
        WiringExtension
    }

    fn language_server_command(
        &mut self,
        language_server_id: &LanguageServerId,
        worktree: &zed::Worktree,
    ) -> Result<zed::Command> {
        let binary = LspSettings::for_worktree(language_server_id.as_ref(), worktree)
            .ok()
            .and_then(|settings| settings.binary);
        let path = binary.as_ref().and_then(|b| b.path.clone());
        let arguments = binary.as_ref().and_then(|b| b.arguments.clone());
        let mut env = worktree.shell_env();
        if let Some(extra) = binary.and_then(|b| b.env) {
            env.extend(extra);
        }
        let command = match path {
            Some(path) => path,
            None => worktree.which("wiring").ok_or_else(|| {
                "wiring is not on PATH: build it with `swift build -c release` and put \
                 .build/release/wiring on PATH, or set lsp.wiring.binary.path"
                    .to_string()
            })?,
        };
        Ok(zed::Command {
            command,
            args: arguments.unwrap_or_else(|| vec!["lsp".to_string()]),
            env,
        })
    }

    fn language_server_initialization_options(
        &mut self,
        language_server_id: &LanguageServerId,
        worktree: &zed::Worktree,
    ) -> Result<Option<serde_json::Value>> {
        Ok(
            LspSettings::for_worktree(language_server_id.as_ref(), worktree)
                .ok()
                .and_then(|settings| settings.initialization_options),
        )
    }

    fn language_server_workspace_configuration(
        &mut self,
        language_server_id: &LanguageServerId,
        worktree: &zed::Worktree,
    ) -> Result<Option<serde_json::Value>> {
        let settings = LspSettings::for_worktree(language_server_id.as_ref(), worktree)
            .ok()
            .and_then(|settings| settings.settings);
        Ok(settings.map(|s| serde_json::json!({ "wiring": s })))
    }
}

zed::register_extension!(WiringExtension);
