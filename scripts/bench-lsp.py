#!/usr/bin/env python3
"""Benchmark `sizing lsp`: how soon a hover and the diagnostics of an edit come back (issue 40).

Usage:
    bench-lsp.py [--sizing PATH] [--views 2000] [--repeat 15] [--debounce 150]

The script

 1. generates the project of scripts/bench-scan.py (N views in N/20 files, the shapes real
    apps have) in a temporary folder, with a scan cache and a catalog of its own there;
 2. starts `sizing lsp` on it and speaks JSON-RPC to it itself (Content-Length framing over
    its standard input and output): `initialize` with the folder as the workspace, then opens
    F0.swift and waits for its diagnostics (the first scan: every file parsed and evaluated,
    the cache empty);
 3. hover, warm: `--repeat` hovers on a view's name in the open file after one unmeasured
    hover, each timed from the request written to its response read; the same on `Text`,
    answered from the catalog (the first one, which creates the catalog, is shown apart);
 4. diagnostics after an edit: `--repeat` times, a `textDocument/didChange` of F0.swift (the
    whole text: its first view's doc comment toggled between h-exp and h-hug, and a comment
    of its own at the end, so that the file's text is new to the cache each time and its views
    are evaluated again, as when typing), timed from the change written to the
    `textDocument/publishDiagnostics` of that version read, which includes the server's
    debounce interval (`--debounce`, the server's default 150 ms);
 5. prints one Markdown row: files, views, the first scan, and the medians of 3 and 4 with
    their minimum and maximum.

Release builds only: pass `--sizing .build-release/release/sizing`. Python 3 standard library.
"""

import argparse
import importlib.util
import json
import os
import queue
import statistics
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("bench_scan", os.path.join(HERE, "bench-scan.py"))
bench_scan = importlib.util.module_from_spec(spec)
spec.loader.exec_module(bench_scan)

# Seconds any one answer may take before the run is given up (a guard, not a measurement).
PATIENCE = 600


class Server:
    """`sizing lsp` in a child process, its messages read on a thread of their own."""

    def __init__(self, command, env):
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env)
        self.messages = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()
        self.next_id = 0

    def _read(self):
        stream = self.process.stdout
        while True:
            length = None
            while True:
                line = stream.readline()
                if not line:
                    self.messages.put(None)
                    return
                if line == b"\r\n":
                    break
                name, _, value = line.decode("ascii").partition(":")
                if name.strip().lower() == "content-length":
                    length = int(value.strip())
            self.messages.put((time.monotonic(), json.loads(stream.read(length))))

    def write(self, message):
        """Writes one message; returns when its writing began."""
        body = json.dumps(message).encode()
        began = time.monotonic()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()
        return began

    def notify(self, method, params):
        return self.write({"jsonrpc": "2.0", "method": method, "params": params})

    def request(self, method, params):
        """Sends a request; returns (seconds until its response, the response)."""
        self.next_id += 1
        sent = self.write({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        at, message = self.wait(lambda m: m.get("id") == self.next_id and "method" not in m)
        return at - sent, message

    def wait(self, matches):
        """The first message that `matches` (others are dropped), and when it was read."""
        deadline = time.monotonic() + PATIENCE
        while True:
            item = self.messages.get(timeout=max(0.001, deadline - time.monotonic()))
            if item is None:
                sys.exit("sizing lsp ended before answering")
            if matches(item[1]):
                return item

    def stop(self):
        self.request("shutdown", None)
        self.notify("exit", None)
        self.process.wait(timeout=30)


def diagnostics_of(uri, version):
    return lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri and m["params"].get("version") == version


def edited(text, i):
    """F0.swift with its first view's doc comment toggled and a comment of edit `i` at the end."""
    first, second = ("h-exp, v-hug", "h-hug, v-hug") if i % 2 == 0 else ("h-hug, v-hug", "h-exp, v-hug")
    return text.replace(f"Intrinsic sizing behavior: {first}", f"Intrinsic sizing behavior: {second}", 1) + f"// edit {i}\n"


def measure(sizing, views, repeat, debounce):
    with tempfile.TemporaryDirectory(prefix="sizing-bench-lsp-") as scratch:
        folder = os.path.join(scratch, "Project")
        os.makedirs(folder)
        bench_scan.generate(folder, views)
        env = dict(os.environ, SIZING_CACHE_DIR=os.path.join(scratch, "cache"), SIZING_DB=os.path.join(scratch, "catalog.sqlite"))
        server = Server([sizing, "lsp", "--debounce", str(debounce)], env)
        root = "file://" + folder
        server.request("initialize", {"processId": os.getpid(), "rootUri": root, "capabilities": {"textDocument": {"hover": {"contentFormat": ["markdown"]}}}})
        server.notify("initialized", {})
        # 2.
        path = os.path.join(folder, "F0.swift")
        uri = "file://" + path
        text = open(path).read()
        sent = server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "swift", "version": 1, "text": text}})
        at, _ = server.wait(diagnostics_of(uri, 1))
        first = at - sent
        # 3. (the second view's name, on its declaration line)
        lines = text.split("\n")
        line = next(i for i, l in enumerate(lines) if l.startswith("struct F0View1:"))
        hover = {"textDocument": {"uri": uri}, "position": {"line": line, "character": len("struct F0")}}
        _, answer = server.request("textDocument/hover", hover)
        if not answer.get("result"):
            sys.exit(f"no hover on F0View1: {answer}")
        hovers = [server.request("textDocument/hover", hover)[0] for _ in range(repeat)]
        line = next(i for i, l in enumerate(lines) if "Text(" in l)
        text_hover = {"textDocument": {"uri": uri}, "position": {"line": line, "character": lines[line].index("Text(") + 1}}
        catalog, answer = server.request("textDocument/hover", text_hover)
        if not answer.get("result"):
            sys.exit(f"no hover on Text: {answer}")
        built_in = [server.request("textDocument/hover", text_hover)[0] for _ in range(repeat)]
        # 4.
        edits = []
        for i in range(repeat):
            version = i + 2
            sent = server.notify("textDocument/didChange", {
                "textDocument": {"uri": uri, "version": version}, "contentChanges": [{"text": edited(text, i)}]})
            at, _ = server.wait(diagnostics_of(uri, version))
            edits.append(at - sent)
        server.stop()
        return len(os.listdir(folder)), first, hovers, catalog, built_in, edits


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizing", default=".build-release/release/sizing")
    parser.add_argument("--views", type=int, default=2000)
    parser.add_argument("--repeat", type=int, default=15)
    parser.add_argument("--debounce", type=int, default=150, help="the server's debounce interval in milliseconds")
    args = parser.parse_args()
    if not os.access(args.sizing, os.X_OK):
        sys.exit(f"{args.sizing}: no such executable; build it with `swift build -c release --scratch-path .build-release --product sizing`")
    files, first, hovers, catalog, built_in, edits = measure(os.path.abspath(args.sizing), args.views, args.repeat, args.debounce)

    def ms(values):
        return f"{statistics.median(values) * 1000:.1f} ms ({min(values) * 1000:.1f}–{max(values) * 1000:.1f})"

    print(f"| files | views | first diagnostics (cold) | hover on a view, warm | hover on `Text`, warm | diagnostics after an edit ({args.debounce} ms debounce included) |")
    print("|---:|---:|---:|---:|---:|---:|")
    print(f"| {files} | {args.views} | {first:.2f} s | {ms(hovers)} | {ms(built_in)} | {ms(edits)} |")
    print(f"\nMedians of {args.repeat}, with the minimum and maximum. The first hover on `Text`, which created the catalog: {catalog * 1000:.0f} ms.")


if __name__ == "__main__":
    main()
