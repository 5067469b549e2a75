# A small Language Server Protocol client over stdio, for Wiring's measurement
# and correctness scripts (scripts/bench, scripts/check-incremental).
#
#   from lsp_client import LSPClient, Document
#   client = LSPClient([wiring_binary], stderr_path="/tmp/wiring.log")
#   client.initialize(root_dir)            # initialize + initialized
#   ready_at = client.wait_ready()         # end of the first indexing
#   doc = Document.open_file(client, path)
#   version = doc.replace(start, end, "text")   # one incremental didChange
#   client.wait_for_publish(doc.uri, version)
#   client.shutdown()
#
# - Content-Length framing; one reader thread stamps every message with
#   time.monotonic() as it arrives.
# - Requests carry ids; `request` waits for the answer.
# - Server requests are answered at once: window/workDoneProgress/create,
#   client/registerCapability and client/unregisterCapability (null),
#   workspace/configuration (one null per item), window/showMessageRequest
#   (null); anything else gets -32601.
# - Notifications are kept in order with their arrival time (`events`).
# - Positions are UTF-16 code units, as LSP's default encoding; helpers
#   convert between Python string indices, LSP positions and the 1-based
#   UTF-8 byte columns `wiring check` prints.
#
# Standard library only.

import json
import os
import subprocess
import threading
import time
import urllib.parse


# ---------------------------------------------------------------------------
# Positions

def utf16_len(s):
    """Length of s in UTF-16 code units."""
    n = len(s)
    for ch in s:
        if ord(ch) > 0xFFFF:
            n += 1
    return n


def line_starts(text):
    """String indices where each line starts (lines end at '\\n')."""
    starts = [0]
    i = text.find("\n")
    while i >= 0:
        starts.append(i + 1)
        i = text.find("\n", i + 1)
    return starts


def index_to_position(text, index, starts=None):
    """String index -> LSP position {line, character} (UTF-16)."""
    starts = starts or line_starts(text)
    lo, hi = 0, len(starts) - 1
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if starts[mid] <= index:
            lo = mid
        else:
            hi = mid - 1
    return {"line": lo, "character": utf16_len(text[starts[lo]:index])}


def position_to_index(text, pos, starts=None):
    """LSP position (UTF-16) -> string index; out-of-range positions clamp, as the server does."""
    starts = starts or line_starts(text)
    line = pos["line"]
    if line < 0:
        return 0
    if line >= len(starts):
        return len(text)
    start = starts[line]
    end = starts[line + 1] - 1 if line + 1 < len(starts) else len(text)
    units = pos["character"]
    i = start
    while i < end and units > 0:
        units -= 2 if ord(text[i]) > 0xFFFF else 1
        i += 1
    return i


def utf8_column(line_text, utf16_character):
    """1-based UTF-8 byte column of a UTF-16 character offset in a line (as `wiring check` prints)."""
    units = 0
    i = 0
    while i < len(line_text) and units < utf16_character:
        units += 2 if ord(line_text[i]) > 0xFFFF else 1
        i += 1
    return len(line_text[:i].encode("utf-8")) + 1


def path_to_uri(path):
    return "file://" + urllib.parse.quote(os.path.abspath(path))


def uri_to_path(uri):
    return urllib.parse.unquote(urllib.parse.urlparse(uri).path)


SEVERITIES = {1: "error", 2: "warning", 3: "information", 4: "hint"}


# ---------------------------------------------------------------------------
# Client

class LSPError(Exception):
    pass


class LSPClient:
    def __init__(self, command, cwd=None, env=None, stderr_path=None):
        self._err = open(stderr_path, "ab") if stderr_path else subprocess.DEVNULL
        self.spawned_at = time.monotonic()
        self.proc = subprocess.Popen(command, cwd=cwd, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=self._err, bufsize=0)
        self.pid = self.proc.pid
        # read in large chunks straight from the pipe: each message is timed
        # when the read that completes it returns, so what is measured is
        # when the server's bytes arrive, not how fast Python decodes them
        self._fd = self.proc.stdout.fileno()
        # room for a burst of publishes (hundreds after one graph edit): with
        # the default 64 KB the server's writes wait on this client's decoding
        try:
            import fcntl
            fcntl.fcntl(self._fd, getattr(fcntl, "F_SETPIPE_SZ", 1031), 1 << 20)
        except (ImportError, OSError):
            pass
        self._write_lock = threading.Lock()
        self.last_sent = None
        self._cond = threading.Condition()
        self._next_id = 1
        self._responses = {}
        self.events = []            # (time, message) of notifications and server requests, in order
        self.server_requests = []   # (time, method)
        self.progress_tokens = set()
        self.closed = False
        self.read_error = None
        self._reader = threading.Thread(target=self._read_loop, daemon=True)
        self._reader.start()

    # -- transport

    def _send(self, message):
        body = json.dumps(message, ensure_ascii=False).encode("utf-8")
        data = b"Content-Length: %d\r\n\r\n" % len(body) + body
        with self._write_lock:
            # when the last message left (an edit's latency starts here, not
            # while the client works out the edit)
            self.last_sent = time.monotonic()
            self.proc.stdin.write(data)
            self.proc.stdin.flush()

    def _read_loop(self):
        buf = bytearray()
        try:
            while True:
                chunk = os.read(self._fd, 1 << 20)
                if not chunk:
                    raise EOFError
                now = time.monotonic()
                buf += chunk
                # every message this read completed, timed at its arrival
                while True:
                    head_end = buf.find(b"\r\n\r\n")
                    if head_end < 0:
                        break
                    length = None
                    for line in bytes(buf[:head_end]).split(b"\r\n"):
                        name, _, value = line.partition(b":")
                        if name.strip().lower() == b"content-length":
                            length = int(value.strip())
                    if length is None:
                        raise LSPError("a message without Content-Length: %r" % bytes(buf[:head_end]))
                    if len(buf) < head_end + 4 + length:
                        break
                    body = bytes(buf[head_end + 4:head_end + 4 + length])
                    del buf[:head_end + 4 + length]
                    self._dispatch(json.loads(body.decode("utf-8")), now)
                # waiters woken once a read, not once a message: a waiter
                # woken hundreds of times holds the reader back
                with self._cond:
                    self._cond.notify_all()
        except EOFError:
            pass
        except Exception as e:  # a malformed message is a failure of the server under test
            self.read_error = e
        finally:
            with self._cond:
                self.closed = True
                self._cond.notify_all()

    def _dispatch(self, msg, now):
        if "method" in msg and "id" in msg:
            method = msg["method"]
            self.server_requests.append((now, method))
            params = msg.get("params") or {}
            if method == "window/workDoneProgress/create":
                self.progress_tokens.add(json.dumps(params.get("token")))
                self._send({"jsonrpc": "2.0", "id": msg["id"], "result": None})
            elif method in ("client/registerCapability", "client/unregisterCapability", "window/showMessageRequest"):
                self._send({"jsonrpc": "2.0", "id": msg["id"], "result": None})
            elif method == "workspace/configuration":
                self._send({"jsonrpc": "2.0", "id": msg["id"], "result": [None] * len(params.get("items", []))})
            else:
                self._send({"jsonrpc": "2.0", "id": msg["id"],
                            "error": {"code": -32601, "message": "client does not handle " + method}})
            with self._cond:
                self.events.append((now, msg))
        elif "id" in msg and "method" not in msg:
            with self._cond:
                self._responses[msg["id"]] = (now, msg)
        else:
            with self._cond:
                self.events.append((now, msg))

    # -- messages

    def notify(self, method, params=None):
        msg = {"jsonrpc": "2.0", "method": method}
        if params is not None:
            msg["params"] = params
        self._send(msg)

    def send_request(self, method, params=None):
        """Sends a request; returns its id (see `response`)."""
        with self._cond:
            rid = self._next_id
            self._next_id += 1
        msg = {"jsonrpc": "2.0", "id": rid, "method": method}
        if params is not None:
            msg["params"] = params
        self._send(msg)
        return rid

    def response(self, rid, timeout=60):
        """(arrival time, message) of the answer to request `rid`."""
        deadline = time.monotonic() + timeout
        with self._cond:
            while rid not in self._responses:
                if self.closed:
                    raise LSPError("server closed its output while request %s was pending" % rid)
                left = deadline - time.monotonic()
                if left <= 0:
                    raise LSPError("no answer to request %s within %s s" % (rid, timeout))
                self._cond.wait(left)
            return self._responses.pop(rid)

    def request(self, method, params=None, timeout=60):
        _, msg = self.response(self.send_request(method, params), timeout)
        if "error" in msg:
            raise LSPError("%s failed: %s" % (method, msg["error"]))
        return msg.get("result")

    def wait_event(self, predicate, start=0, timeout=60):
        """First event at index >= start with predicate(message) true: (index, time, message)."""
        deadline = time.monotonic() + timeout
        i = start
        with self._cond:
            while True:
                while i < len(self.events):
                    t, msg = self.events[i]
                    if predicate(msg):
                        return i, t, msg
                    i += 1
                if self.closed:
                    raise LSPError("server closed its output (exit status %s)" % self.proc.poll())
                left = deadline - time.monotonic()
                if left <= 0:
                    raise LSPError("timed out after %s s" % timeout)
                self._cond.wait(left)

    def event_count(self):
        with self._cond:
            return len(self.events)

    def wait_quiet(self, predicate, start, quiet=0.3, timeout=120):
        """Waits until no event matching predicate has arrived for `quiet` seconds;
        returns the matching events (time, message) at index >= start."""
        deadline = time.monotonic() + timeout
        hits = []
        i = start
        with self._cond:
            while True:
                # only what arrived since the last wake-up: rescanning every
                # event on each message held the reader back (and delayed its
                # timestamps) by the square of the number of messages
                while i < len(self.events):
                    t, m = self.events[i]
                    if predicate(m):
                        hits.append((t, m))
                    i += 1
                last = hits[-1][0] if hits else None
                now = time.monotonic()
                if last is not None and now - last >= quiet:
                    return hits
                if now >= deadline:
                    return hits
                if self.closed:
                    return hits
                wake = (last + quiet - now) if last is not None else min(quiet, deadline - now)
                self._cond.wait(max(0.001, min(wake, deadline - now)))

    # -- lifecycle

    def initialize(self, root, watched_files=True, extra_capabilities=None, initialization_options=None):
        root = os.path.abspath(root)
        uri = path_to_uri(root)
        caps = {
            "general": {"positionEncodings": ["utf-16"]},
            "window": {"workDoneProgress": True},
            "workspace": {"didChangeWatchedFiles": {"dynamicRegistration": watched_files},
                          "configuration": True, "workspaceFolders": True},
            "textDocument": {
                "synchronization": {"didSave": True, "dynamicRegistration": False},
                "publishDiagnostics": {"relatedInformation": True, "versionSupport": True,
                                       "codeDescriptionSupport": True, "dataSupport": True},
            },
        }
        if extra_capabilities:
            caps.update(extra_capabilities)
        self.initialize_result = self.request("initialize", {
            "processId": os.getpid(),
            "clientInfo": {"name": "wiring-scripts", "version": "1"},
            "rootUri": uri,
            "rootPath": root,
            "workspaceFolders": [{"uri": uri, "name": os.path.basename(root)}],
            "capabilities": caps,
            **({"initializationOptions": initialization_options} if initialization_options is not None else {}),
        })
        self.initialized_at = time.monotonic()
        self.notify("initialized", {})
        return self.initialize_result

    def wait_ready(self, timeout=600, probe_uri=None):
        """Time at which the first indexing ended.

        Ready is the `$/progress` `end` of the work-done progress the server
        created; when the server creates none (no progress support), the first
        `publishDiagnostics`, or else the answer to a `textDocument/diagnostic`
        request for `probe_uri` (answered once the first analysis is done),
        whichever comes first. Returns (time, how)."""
        deadline = time.monotonic() + timeout

        def progress_end(m):
            if m.get("method") != "$/progress":
                return False
            p = m.get("params") or {}
            return (p.get("value") or {}).get("kind") == "end" and json.dumps(p.get("token")) in self.progress_tokens

        # a server that supports progress asks for a token right after `initialized`
        try:
            self.wait_event(lambda m: m.get("method") == "window/workDoneProgress/create", 0, timeout=3)
            _, t, _ = self.wait_event(progress_end, 0, timeout=max(1, deadline - time.monotonic()))
            return t, "progress end"
        except LSPError:
            if self.closed:
                raise
        rid = self.send_request("textDocument/diagnostic", {"textDocument": {"uri": probe_uri}}) if probe_uri else None
        while time.monotonic() < deadline:
            for i, (t, m) in enumerate(list(self.events)):
                if m.get("method") == "textDocument/publishDiagnostics":
                    return t, "first publishDiagnostics"
                if progress_end(m):
                    return t, "progress end"
            if rid is not None:
                try:
                    t, _ = self.response(rid, timeout=0.05)
                    return t, "textDocument/diagnostic answer"
                except LSPError:
                    pass
            else:
                time.sleep(0.05)
        raise LSPError("the server did not become ready within %s s" % timeout)

    def vm_status(self):
        """VmHWM, VmRSS (bytes) of the server from /proc."""
        out = {}
        try:
            with open("/proc/%d/status" % self.pid) as f:
                for line in f:
                    if line.startswith(("VmHWM:", "VmRSS:")):
                        k, v = line.split(":", 1)
                        out[k] = int(v.split()[0]) * 1024
        except OSError:
            pass
        return out

    def shutdown(self, timeout=30):
        try:
            if not self.closed:
                self.request("shutdown", None, timeout=timeout)
                self.notify("exit")
        except (LSPError, OSError, BrokenPipeError):
            pass
        try:
            self.proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        if self._err is not subprocess.DEVNULL:
            self._err.close()
        return self.proc.returncode

    def kill(self):
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()

    # -- diagnostics

    def publishes(self, start=0, uri=None):
        """publishDiagnostics events (time, params) at index >= start."""
        with self._cond:
            ev = self.events[start:]
        out = []
        for t, m in ev:
            if m.get("method") == "textDocument/publishDiagnostics":
                p = m["params"]
                if uri is None or p["uri"] == uri:
                    out.append((t, p))
        return out

    def wait_for_publish(self, uri, version, start=0, timeout=120):
        """Arrival time of the publishDiagnostics for `uri` with `version`."""
        _, t, _ = self.wait_event(
            lambda m: m.get("method") == "textDocument/publishDiagnostics"
            and m["params"]["uri"] == uri and m["params"].get("version") == version, start, timeout)
        return t

    def last_diagnostics(self):
        """uri -> the diagnostics of the last publishDiagnostics for it."""
        out = {}
        for _, p in self.publishes():
            out[p["uri"]] = p["diagnostics"]
        return out


class Document:
    """An open text document: its text as the server has it, its version, and
    incremental edits computed in UTF-16 positions."""

    def __init__(self, client, path, text, version=1, language="swift"):
        self.client = client
        self.path = os.path.abspath(path)
        self.uri = path_to_uri(self.path)
        self.text = text
        self.version = version
        client.notify("textDocument/didOpen", {"textDocument": {
            "uri": self.uri, "languageId": language, "version": version, "text": text}})

    @classmethod
    def open_file(cls, client, path, version=1):
        with open(path, encoding="utf-8") as f:
            return cls(client, path, f.read(), version)

    def change(self, edits):
        """Sends one didChange with several changes, each (start, end, new_text) in
        string indices of the text left by the previous one. Returns the new version."""
        changes = []
        for start, end, new in edits:
            starts = line_starts(self.text)
            changes.append({"range": {"start": index_to_position(self.text, start, starts),
                                      "end": index_to_position(self.text, end, starts)},
                            "text": new})
            self.text = self.text[:start] + new + self.text[end:]
        self.version += 1
        self.client.notify("textDocument/didChange", {
            "textDocument": {"uri": self.uri, "version": self.version}, "contentChanges": changes})
        return self.version

    def replace(self, start, end, new):
        return self.change([(start, end, new)])

    def replace_all(self, new_text):
        """A whole-document change (no range)."""
        self.text = new_text
        self.version += 1
        self.client.notify("textDocument/didChange", {
            "textDocument": {"uri": self.uri, "version": self.version}, "contentChanges": [{"text": new_text}]})
        return self.version

    def restore(self, old_text):
        """One ranged change that turns the current text back into old_text
        (the span between their common prefix and suffix)."""
        cur = self.text
        p = 0
        n = min(len(cur), len(old_text))
        while p < n and cur[p] == old_text[p]:
            p += 1
        s = 0
        while s < n - p and cur[len(cur) - 1 - s] == old_text[len(old_text) - 1 - s]:
            s += 1
        return self.replace(p, len(cur) - s, old_text[p:len(old_text) - s])

    def close(self):
        self.client.notify("textDocument/didClose", {"textDocument": {"uri": self.uri}})

    # positions in the current text
    def line_index(self, line1):
        """String index of the start of 1-based line `line1`."""
        starts = line_starts(self.text)
        return starts[line1 - 1] if line1 - 1 < len(starts) else len(self.text)

    def line_end(self, line1):
        """String index just past the newline of 1-based line `line1`."""
        starts = line_starts(self.text)
        return starts[line1] if line1 < len(starts) else len(self.text)

    def utf16_to_index(self, line1, character):
        return position_to_index(self.text, {"line": line1 - 1, "character": character})
