#!/usr/bin/env python3
"""Benchmark `sizing scan` against the parse floor, `swift-format lint -r`.

Usage:
    bench-scan.py [--sizing PATH] [--swift-format PATH] [--views 2000,20000] [--repeat 3]

For each view count N the script

 1. generates a project of N views in N/20 files under a temporary folder: each file holds
    a model type, an enum, a view modifier and 20 views of the shapes real apps have (a row
    with a model parameter and `if let`, a card using a helper method and a `switch`, a
    screen with `ForEach` over the model's array and a `NavigationStack`, views using each
    other);
 2. runs `sizing scan FOLDER --format json` and `swift-format lint -r FOLDER` (output
    discarded), each `--repeat` times, and keeps the lowest CPU time (user + system of the
    child, from os.wait4);
 3. prints one Markdown row per N: files, views, CPU seconds of each, their ratio, and the
    growth of sizing's time against the smallest N.

Release builds only: pass `--sizing .build/release/sizing`. Python 3 standard library only.
"""

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time

VIEWS_PER_FILE = 20


def file_text(index):
    """One generated file: a model, an enum, a modifier and 20 views."""
    p = f"F{index}"
    views = []
    for k in range(VIEWS_PER_FILE):
        name = f"{p}View{k}"
        shape = k % 5
        if shape == 0:
            views.append(f"""
/// Intrinsic sizing behavior: h-exp, v-hug
struct {name}: View {{
    let item: {p}Item
    var body: some View {{
        HStack(spacing: 8) {{
            Image(systemName: "star").frame(width: 24, height: 24)
            VStack(alignment: .leading) {{
                Text(item.title).font(.headline)
                if let note = item.note {{ Text(note).lineLimit(2) }}
            }}
            Spacer()
        }}
        .padding(.horizontal, 16)
    }}
}}
""")
        elif shape == 1:
            views.append(f"""
struct {name}: View {{
    let item: {p}Item
    var kind: {p}Kind = .compact
    var body: some View {{
        VStack(spacing: 4) {{
            header
            switch kind {{
            case .compact: Text(item.title)
            case .regular: badge(item.title, size: 32)
            case .large: badge(item.title, size: 64).frame(maxWidth: .infinity)
            }}
        }}
        .modifier({p}Card())
    }}
    private var header: some View {{ Text("Header").font(.caption) }}
    private func badge(_ text: String, size: CGFloat) -> some View {{
        Text(text).frame(width: size, height: size).background(Color.blue)
    }}
}}
""")
        elif shape == 2:
            views.append(f"""
struct {name}: View {{
    @ObservedObject var model: {p}Model
    var body: some View {{
        NavigationStack {{
            ScrollView {{
                LazyVStack(spacing: 12) {{
                    ForEach(model.items) {{ item in {p}View{k - 2}(item: item) }}
                }}
            }}
            .navigationTitle("Items")
        }}
    }}
}}
""")
        elif shape == 3:
            views.append(f"""
struct {name}: View {{
    @State private var isExpanded = false
    let item: {p}Item
    var body: some View {{
        VStack {{
            {p}View{k - 2}(item: item, kind: .regular)
            if isExpanded {{ Color.gray.frame(height: 1) }}
            Button("More") {{ isExpanded.toggle() }}
        }}
    }}
}}
""")
        else:
            views.append(f"""
struct {name}: View {{
    let items: [{p}Item]
    var body: some View {{
        HStack {{
            ForEach(items) {{ item in Text(item.title).padding(4) }}
            Spacer(minLength: 0)
        }}
        .frame(height: 44)
    }}
}}
""")
    return f"""import SwiftUI

struct {p}Item: Identifiable {{
    let id: Int
    let title: String
    let note: String?
}}

enum {p}Kind {{ case compact, regular, large }}

final class {p}Model: ObservableObject {{
    @Published var items: [{p}Item] = []
}}

struct {p}Card: ViewModifier {{
    func body(content: Content) -> some View {{
        content.padding(12).background(Color.white).cornerRadius(8)
    }}
}}
""" + "".join(views)


def generate(folder, views):
    for i in range(views // VIEWS_PER_FILE):
        with open(os.path.join(folder, f"F{i}.swift"), "w") as f:
            f.write(file_text(i))


def cpu_time(command):
    """CPU seconds (user + system) of one run of `command`, and its exit status."""
    start = time.monotonic()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    return usage.ru_utime + usage.ru_stime, os.waitstatus_to_exitcode(status), time.monotonic() - start


def best(command, repeat):
    runs = [cpu_time(command) for _ in range(repeat)]
    return min(runs, key=lambda r: r[0])


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizing", default=".build/release/sizing")
    parser.add_argument("--swift-format", default=shutil.which("swift-format") or "swift-format")
    parser.add_argument("--views", default="2000,20000")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    counts = [int(v) for v in args.views.split(",")]
    print("| views | files | sizing scan CPU s | swift-format lint CPU s | ratio | sizing growth |")
    print("|--:|--:|--:|--:|--:|--:|")
    first = None
    for n in counts:
        with tempfile.TemporaryDirectory(prefix="sizing-bench-scan-") as folder:
            generate(folder, n)
            sizing, sizing_status, _ = best([args.sizing, "scan", folder, "--format", "json", "--no-cache"], args.repeat)
            lint, _, _ = best([args.swift_format, "lint", "-r", folder], args.repeat)
            if sizing_status not in (0, 1):
                print(f"sizing scan exited {sizing_status} on {n} views", file=sys.stderr)
            first = first or (n, sizing)
            growth = f"{sizing / first[1]:.2f} × for {n / first[0]:.0f} × views"
            print(f"| {n} | {n // VIEWS_PER_FILE} | {sizing:.2f} | {lint:.2f} | {sizing / lint:.2f} | {growth} |")
            sys.stdout.flush()


if __name__ == "__main__":
    main()
