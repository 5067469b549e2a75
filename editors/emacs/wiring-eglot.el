;;; wiring-eglot.el --- Wiring language server with eglot  -*- lexical-binding: t; -*-

;; Registers the `wiring' language server with eglot for `swift-mode' and
;; `swift-ts-mode'.  Needs eglot (built into Emacs 29+; from GNU ELPA or
;; Debian's elpa-eglot on Emacs 26-28).
;;
;;   (load "/path/to/wiring/editors/emacs/wiring-eglot.el")
;;   (add-hook 'swift-mode-hook #'eglot-ensure)   ; or M-x eglot
;;
;; Eglot runs one server per buffer, so the entry added here replaces
;; eglot's sourcekit-lsp entry for Swift buffers.  To keep sourcekit-lsp as
;; well, set `wiring-eglot-with-sourcekit' to t: eglot then starts the LSP
;; multiplexer rassumfrassum (`pip install rassumfrassum', its program is
;; `rass'), which runs both servers and merges their diagnostics and code
;; actions:  rass -- sourcekit-lsp -- wiring lsp

;;; Code:

(require 'cl-lib)
(require 'eglot)

(defgroup wiring nil "Wiring language server." :group 'tools)

(defcustom wiring-executable "wiring"
  "The wiring executable: a name on `exec-path' or an absolute path."
  :type 'string)

(defcustom wiring-arguments '("lsp")
  "Arguments for `wiring-executable'."
  :type '(repeat string))

(defcustom wiring-eglot-with-sourcekit nil
  "Non-nil: run sourcekit-lsp and Wiring together through rassumfrassum."
  :type 'boolean)

(defcustom wiring-rass-executable "rass"
  "The rassumfrassum multiplexer, used when `wiring-eglot-with-sourcekit'."
  :type 'string)

(defcustom wiring-sourcekit-command '("sourcekit-lsp")
  "How to start sourcekit-lsp, used when `wiring-eglot-with-sourcekit'."
  :type '(repeat string))

(defcustom wiring-initialization-options nil
  "Configuration sent as initializationOptions, same keys as .wiring.json.
Example: (:rules (:initializable/ungated-async \"off\") :exclude [\"Generated/**\"])
A .wiring.json at the workspace root is read as well."
  :type 'sexp)

(defclass wiring-eglot-server (eglot-lsp-server) ()
  :documentation "The wiring language server (alone or behind rass).")

(cl-defmethod eglot-initialization-options ((_server wiring-eglot-server))
  wiring-initialization-options)

(defun wiring-eglot-command ()
  "The command eglot runs for a Swift buffer, as a list of strings."
  (if wiring-eglot-with-sourcekit
      (append (list wiring-rass-executable "--") wiring-sourcekit-command
              (list "--" wiring-executable) wiring-arguments)
    (cons wiring-executable wiring-arguments)))

(defun wiring-eglot-contact (&optional _interactive)
  "The eglot contact for Swift buffers, read when eglot starts."
  (cons 'wiring-eglot-server (wiring-eglot-command)))

(add-to-list 'eglot-server-programs
             '((swift-mode swift-ts-mode) . wiring-eglot-contact))

(provide 'wiring-eglot)
;;; wiring-eglot.el ends here
