;;; test-emacs.el --- drives editors/emacs/wiring-eglot.el in emacs --batch  -*- lexical-binding: t; -*-

;; Run by scripts/test-editors:
;;   WIRING_EL=editors/emacs/wiring-eglot.el WIRING_TEST_ROOT=dir [WIRING_WITH_SOURCEKIT=1] \
;;     emacs --batch -l scripts/test-emacs.el
;; As the file's header tells users: load it, open a Swift file, M-x eglot
;; (here: what M-x eglot does, without the prompt). Then: Wiring's
;; diagnostic arrives through flymake, eglot-code-actions applies
;; "Add 'async'", the diagnostic clears. With WIRING_WITH_SOURCEKIT=1,
;; `wiring-eglot-with-sourcekit' is on and eglot talks to rass, which runs
;; sourcekit-lsp and Wiring. Prints one PASS or FAIL line.

;;; Code:

(require 'cl-lib)
(require 'package)
(package-initialize)

(defvar wiring-test-label
  (format "emacs %s, eglot%s" emacs-version
          (if (equal (getenv "WIRING_WITH_SOURCEKIT") "1") " + rass (sourcekit-lsp and wiring)" "")))

(defun wiring-test-finish (ok message)
  (princ (format "%s %s: %s\n" (if ok "PASS" "FAIL") wiring-test-label message))
  (kill-emacs (if ok 0 1)))

(defun wiring-test-wait (seconds predicate)
  (let ((deadline (+ (float-time) seconds)))
    (while (and (not (funcall predicate)) (< (float-time) deadline))
      (accept-process-output nil 0.1))
    (funcall predicate)))

(defun wiring-test-diagnostics ()
  "Wiring's flymake diagnostics in the current buffer."
  (cl-remove-if-not (lambda (d) (string-prefix-p "wiring" (flymake-diagnostic-text d)))
                    (flymake-diagnostics)))

(condition-case err
    (progn
      (unless (require 'eglot nil t)
        (wiring-test-finish nil "eglot is not installed"))
      ;; a stand-in for swift-mode (MELPA), which the setup names
      (unless (fboundp 'swift-mode)
        (define-derived-mode swift-mode prog-mode "Swift"))
      (add-to-list 'auto-mode-alist '("\\.swift\\'" . swift-mode))
      (load (getenv "WIRING_EL") nil t)
      (setq wiring-eglot-with-sourcekit (equal (getenv "WIRING_WITH_SOURCEKIT") "1"))
      (find-file (expand-file-name "A.swift" (getenv "WIRING_TEST_ROOT")))
      (let ((contact (eglot--guess-contact)))
        (unless (eq (nth 2 contact) 'wiring-eglot-server)
          (wiring-test-finish nil (format "eglot would start %S" contact)))
        (apply #'eglot contact))
      (unless (wiring-test-wait 60 (lambda () (wiring-test-diagnostics)))
        (wiring-test-finish nil (format "no Wiring diagnostic; flymake has %S"
                                        (mapcar #'flymake-diagnostic-text (flymake-diagnostics)))))
      (when wiring-eglot-with-sourcekit
        ;; rass runs both servers as its children
        (let* ((rass (process-id (jsonrpc--process (eglot-current-server))))
               (children (cl-loop for pid in (list-system-processes)
                                  for attrs = (process-attributes pid)
                                  when (eql (alist-get 'ppid attrs) rass)
                                  collect (alist-get 'args attrs))))
          (unless (and (cl-some (lambda (a) (string-match-p "sourcekit-lsp" (or a ""))) children)
                       (cl-some (lambda (a) (string-match-p "wiring lsp" (or a ""))) children))
            (wiring-test-finish nil (format "rass runs %S, not both servers" children)))))
      (let ((texts (mapcar #'flymake-diagnostic-text (wiring-test-diagnostics))))
        (unless (and (= (length texts) 1)
                     (string-match-p "initializable/waitfor-requires-async" (car texts)))
          (wiring-test-finish nil (format "expected one waitfor-requires-async diagnostic, got %S" texts))))
      ;; the fix-it, as M-x eglot-code-actions on the diagnostic's line
      ;; offers it: the menu is answered with "Add 'async'"
      (goto-char (point-min))
      (forward-line 3)
      (let ((last-nonmenu-event ?\r))
        (cl-letf (((symbol-function 'completing-read) (lambda (&rest _) "Add 'async'")))
          (eglot-code-actions (line-beginning-position) (line-end-position) nil t)))
      (let ((line (save-excursion (goto-char (point-min)) (forward-line 4)
                                  (buffer-substring-no-properties (line-beginning-position) (line-end-position)))))
        (unless (equal line "    func f() async {}")
          (wiring-test-finish nil (format "the fix gave %S" line))))
      ;; what eglot's idle timer sends (timers do not run in --batch)
      (eglot--signal-textDocument/didChange)
      (unless (wiring-test-wait 30 (lambda () (null (wiring-test-diagnostics))))
        (wiring-test-finish nil (format "diagnostic not cleared: %S"
                                        (mapcar #'flymake-diagnostic-text (wiring-test-diagnostics)))))
      (ignore-errors (eglot-shutdown (eglot-current-server)))
      (wiring-test-finish t (concat (if wiring-eglot-with-sourcekit "both servers running, " "") "one diagnostic, \"Add 'async'\" applied through eglot-code-actions, diagnostic cleared")))
  (error (wiring-test-finish nil (format "error: %S" err))))

;;; test-emacs.el ends here
