;;; wiring-eglot.el --- Wiring language server with eglot  -*- lexical-binding: t; -*-

;; Eglot runs one server per major mode, so this registers `wiring' for
;; `swift-mode' (and `swift-ts-mode').  To use it: (load "/path/to/wiring-eglot.el")
;; then M-x eglot in a Swift buffer, or add `eglot-ensure' to the mode hook.
;; To keep sourcekit-lsp as well, run Wiring through a multiplexer such as
;; rassumfrassum or lsp-booster's multiplex mode, or use lsp-mode with
;; `lsp-register-client' (:add-on? t).

;;; Code:

(require 'cl-lib)
(require 'eglot)

(defgroup wiring nil "Wiring language server." :group 'tools)

(defcustom wiring-executable "wiring"
  "The wiring executable."
  :type 'string)

(defcustom wiring-initialization-options nil
  "Configuration sent as initializationOptions, same keys as .wiring.json.
Example: (:rules (:initializable/ungated-async \"off\") :exclude [\"Generated/**\"])"
  :type 'sexp)

(defclass wiring-eglot-server (eglot-lsp-server) ()
  :documentation "The wiring language server.")

(cl-defmethod eglot-initialization-options ((_server wiring-eglot-server))
  wiring-initialization-options)

(add-to-list 'eglot-server-programs
             `((swift-mode swift-ts-mode) . (wiring-eglot-server ,wiring-executable "lsp")))

(provide 'wiring-eglot)
;;; wiring-eglot.el ends here
