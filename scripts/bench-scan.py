#!/usr/bin/env python3
"""Benchmark `sizing scan` against the parse floor, `swift-format lint -r`.

Usage:
    bench-scan.py [--sizing PATH] [--swift-format PATH] [--views 2000,20000] [--repeat 3]
    bench-scan.py --shape multi-target [--scales 1,5,25] [--repeat 1] [--timeout 1800]

The default shape, `flat`:

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

The shape `multi-target` (issue 43) is that of a large app of several modules in one
repository (an app, widgets, a watch app, a design system and shared code): a `Package.swift`
declaring five targets, each a `Sources/<Target>/` folder of its own views, many `extension View`
helpers, and types of the same name in different targets (each target has its own `Row`,
`Item`, `Style`, `CardStyle` and `cardStyle()`), the app and the widgets importing the design
system and the shared module and using their views. At 1× each target has
MULTI_TARGET_FILES files (40 files: 320 views, 245 `extension View` helpers); at k×, k times as many
files per target. For each scale the script prints the CPU seconds of `sizing scan` and of
`swift-format lint -r` in the same run, their ratio, and the growth against linear (the time
per file at k× over the time per file at 1×: 1.00 is linear). A run that takes longer than
`--timeout` seconds is stopped and reported as such.

Release builds only: pass `--sizing .build-release/release/sizing`. Python 3 standard library only.
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


# The multi-target shape (issue 43).

MULTI_TARGET_FILES = 8
VIEWS_PER_TARGET_FILE = 8
# name, the targets it imports
TARGETS = [
    ("App", ["DesignSystem", "Shared"]),
    ("Widgets", ["DesignSystem", "Shared"]),
    ("WatchApp", ["Shared"]),
    ("DesignSystem", []),
    ("Shared", []),
]


def same_named_types(target):
    """The types and helpers every target declares under the same names, each its own way."""
    t = target
    return f"""
/// `Item` of {t}: every target has its own.
struct Item: Identifiable {{
    let id: Int
    let title: String
    let detail: String?
    var count: Int = 0
}}

enum Style {{ case plain, emphasised, {t.lower()}Only }}

/// `Row` of {t}: the same name in every target, another body in each.
struct Row: View {{
    let item: Item
    var body: some View {{
        HStack(spacing: {4 + len(t) % 5}) {{
            Text(item.title).font(.body)
            if let detail = item.detail {{ Text(detail).foregroundStyle(.secondary) }}
            Spacer(minLength: {len(t)})
        }}
    }}
}}

struct CardStyle: ViewModifier {{
    var style: Style = .plain
    func body(content: Content) -> some View {{
        switch style {{
        case .plain: content.padding({len(t)})
        case .emphasised: content.padding({len(t) + 4}).background(Color.blue.opacity(0.1))
        case .{t.lower()}Only: content.frame(maxWidth: .infinity)
        }}
    }}
}}

extension View {{
    func cardStyle(_ style: Style = .plain) -> some View {{ modifier(CardStyle(style: style)) }}
}}
"""


def target_file(target, imports, index):
    """One file of a target: a model, six `extension View` helpers (every helper of the file
    used by a view) and VIEWS_PER_TARGET_FILE views using the target's own `Row` and `Item`,
    the helpers of the file before, and the design system's views where the target imports it."""
    t, p = target, f"{target}{index}"
    head = "import SwiftUI\n" + "".join(f"import {m}\n" for m in imports)
    helpers = f"""
extension View {{
    func {p.lower()}Padded(_ amount: CGFloat = 8) -> some View {{ padding(amount) }}
    func {p.lower()}Badge(_ count: Int) -> some View {{
        overlay(alignment: .topTrailing) {{
            if count > 0 {{ Text("\\(count)").font(.caption2).padding(2).background(Circle().fill(Color.red)) }}
        }}
    }}
    func {p.lower()}Framed(width: CGFloat? = nil) -> some View {{ frame(width: width).frame(maxWidth: .infinity, alignment: .leading) }}
    func {p.lower()}Section(_ title: String) -> some View {{
        VStack(alignment: .leading, spacing: 4) {{
            Text(title).font(.headline)
            self
        }}
    }}
    @ViewBuilder func {p.lower()}If(_ condition: Bool) -> some View {{
        if condition {{ self.opacity(0.5) }} else {{ self }}
    }}
    func {p.lower()}Tinted() -> some View {{ foregroundStyle(Color.accentColor).{p.lower()}Padded(4) }}
}}
"""
    model = f"""
final class {p}Model: ObservableObject {{
    @Published var items: [Item] = []
    @Published var selected: Item?
    @Published var style: Style = .plain
}}
"""
    previous = f"{t}{index - 1}" if index > 0 else p
    uses_design = "DesignSystem" in imports
    views = []
    for k in range(VIEWS_PER_TARGET_FILE):
        name = f"{p}View{k}"
        shape = k % 8
        if shape == 0:
            body = f"""Row(item: item).{p.lower()}Padded().{p.lower()}Badge(item.count)"""
            views.append(f"""
struct {name}: View {{
    let item: Item
    var body: some View {{
        {body}
    }}
}}
""")
        elif shape == 1:
            views.append(f"""
struct {name}: View {{
    @ObservedObject var model: {p}Model
    var body: some View {{
        NavigationStack {{
            List {{
                ForEach(model.items) {{ item in {p}View{k - 1}(item: item) }}
            }}
            .navigationTitle("{t}")
        }}
    }}
}}
""")
        elif shape == 2:
            views.append(f"""
struct {name}: View {{
    let item: Item
    var style: Style = .plain
    var body: some View {{
        VStack(alignment: .leading) {{
            Text(item.title).{p.lower()}Tinted()
            Row(item: item).cardStyle(style)
        }}
        .{p.lower()}Section("Details")
    }}
}}
""")
        elif shape == 3:
            views.append(f"""
struct {name}: View {{
    @State private var isExpanded = false
    @State private var isEditing = false
    @State private var showsDetail = false
    let item: Item
    var body: some View {{
        VStack(spacing: 6) {{
            {p}View{k - 1}(item: item, style: isEditing ? .emphasised : .plain)
            if isExpanded {{ Color.gray.frame(height: 1) }}
            if showsDetail, let detail = item.detail {{ Text(detail).lineLimit(3) }}
            Button(isExpanded ? "Less" : "More") {{ isExpanded.toggle() }}
        }}
        .{p.lower()}If(isEditing)
    }}
}}
""")
        elif shape == 4:
            helper = f"{previous.lower()}Framed" if index > 0 else f"{p.lower()}Framed"
            views.append(f"""
struct {name}: View {{
    let items: [Item]
    var body: some View {{
        ScrollView(.horizontal) {{
            HStack {{
                ForEach(items) {{ item in Text(item.title).{helper}(width: 80) }}
            }}
        }}
        .frame(height: 44)
    }}
}}
""")
        elif shape == 5 and uses_design:
            views.append(f"""
struct {name}: View {{
    let item: Item
    var body: some View {{
        VStack {{
            DesignSystem0View2(item: .init(id: item.id, title: item.title, detail: item.detail))
            Row(item: item)
        }}
        .cardStyle(.emphasised)
    }}
}}
""")
        elif shape == 6:
            views.append(f"""
struct {name}: View {{
    @ObservedObject var model: {p}Model
    var body: some View {{
        if let selected = model.selected {{
            {p}View2(item: selected, style: model.style)
        }} else {{
            ContentUnavailableView("Nothing selected", systemImage: "tray")
        }}
    }}
}}
""")
        else:
            views.append(f"""
struct {name}: View {{
    let title: String
    let count: Int
    var body: some View {{
        HStack {{
            Label(title, systemImage: "star").{p.lower()}Badge(count)
            Spacer()
            Image(systemName: "chevron.right")
        }}
        .{p.lower()}Padded(12)
    }}
}}
""")
    shared = same_named_types(t) if index == 0 else ""
    return head + shared + model + helpers + "".join(views)


def generate_multi_target(folder, scale):
    """The multi-target project at `scale` ×: Package.swift and Sources/<Target>/ files;
    returns the number of files."""
    files = MULTI_TARGET_FILES * scale
    declared = ",\n".join(
        f'        .target(name: "{name}", dependencies: [{", ".join(repr(m).replace(chr(39), chr(34)) for m in imports)}])'
        for name, imports in TARGETS)
    with open(os.path.join(folder, "Package.swift"), "w") as f:
        f.write(f"""// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "BenchApp",
    platforms: [.iOS(.v17), .watchOS(.v10)],
    targets: [
{declared}
    ]
)
""")
    for name, imports in TARGETS:
        target_folder = os.path.join(folder, "Sources", name)
        os.makedirs(target_folder, exist_ok=True)
        for i in range(files):
            with open(os.path.join(target_folder, f"{name}{i}.swift"), "w") as f:
                f.write(target_file(name, imports, i))
    return files * len(TARGETS)


def run_limited(command, timeout):
    """CPU seconds (user + system) and wall seconds of one run of `command`, and its exit
    status; None as the status when it ran past `timeout` seconds and was stopped."""
    start = time.monotonic()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    while True:
        pid, status, usage = os.wait4(process.pid, os.WNOHANG)
        if pid:
            return usage.ru_utime + usage.ru_stime, os.waitstatus_to_exitcode(status), time.monotonic() - start
        if time.monotonic() - start > timeout:
            process.kill()
            _, _, usage = os.wait4(process.pid, 0)
            return usage.ru_utime + usage.ru_stime, None, time.monotonic() - start
        time.sleep(0.05)


def multi_target(args):
    scales = [int(v) for v in args.scales.split(",")]
    try:
        load = " / ".join(f"{x:.1f}" for x in os.getloadavg())
    except OSError:
        load = "?"
    print(f"multi-target shape, {len(TARGETS)} targets; load average at the start {load} on {os.cpu_count()} cores")
    print()
    print("| size | files | views | sizing scan CPU s | wall s | swift-format lint CPU s | ratio | CPU per file against 1× |")
    print("|--:|--:|--:|--:|--:|--:|--:|--:|")
    first = None
    for scale in scales:
        with tempfile.TemporaryDirectory(prefix="sizing-bench-targets-") as folder:
            files = generate_multi_target(folder, scale)
            views = files * VIEWS_PER_TARGET_FILE
            runs = [run_limited([args.sizing, "scan", folder, "--format", "json", "--no-cache", "--no-progress"], args.timeout) for _ in range(args.repeat)]
            sizing, status, wall = min(runs, key=lambda r: r[0])
            lint, _, _ = best([args.swift_format, "lint", "-r", os.path.join(folder, "Sources")], args.repeat)
            if status is None:
                print(f"| {scale}× | {files} | {views} | > {sizing:.1f} (stopped after {args.timeout:.0f} s) | {wall:.1f} | {lint:.2f} | > {sizing / lint:.2f} | — |")
                sys.stdout.flush()
                continue
            if status not in (0, 1):
                print(f"sizing scan exited {status} at {scale}×", file=sys.stderr)
            first = first or (files, sizing)
            growth = (sizing / files) / (first[1] / first[0])
            print(f"| {scale}× | {files} | {views} | {sizing:.2f} | {wall:.1f} | {lint:.2f} | {sizing / lint:.2f} | {growth:.2f} |")
            sys.stdout.flush()


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
    parser.add_argument("--shape", choices=["flat", "multi-target"], default="flat")
    parser.add_argument("--scales", default="1,5,25", help="multi-target: the sizes, as multiples of the 1× project")
    parser.add_argument("--timeout", type=float, default=1800, help="multi-target: stop a scan after this many seconds")
    args = parser.parse_args()
    if args.shape == "multi-target":
        return multi_target(args)
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
