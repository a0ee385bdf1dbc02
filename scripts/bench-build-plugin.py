#!/usr/bin/env python3
"""Time what the build-tool plugin `sizing-build` adds to `swift build` (issue 40).

Usage:
    bench-build-plugin.py --sizing PATH [--views 40] [--runs 7] [--build-system native]

Two sample packages are made in a temporary folder, alike but for one line: a target `Views`
of `--views` files, each one documented view (`Color.red`, documented `h-exp, v-exp`; the first
file's comment differs, a warning under the sample's `.sizing.yml`, `fail_on: []`), and Linux
stand-ins of `View` and `Color` that the scan does not read (`#if !canImport(SwiftUI)`). One
target uses a copy of this package's `Plugins/SizingBuildPlugin`, the other nothing. Each
package is built once (`first`: a cold `.build`, which compiles the plugin), then `--runs`
times, the two packages one after the other each time:

 1. `unchanged`: `swift build` with nothing changed;
 2. `after an edit`: a comment line appended to the first file, then `swift build` (the scan
    runs again: that file is evaluated, the others come from the cache).

The script prints one Markdown row per package and case with the median, the fastest and the
slowest wall time in milliseconds, and the load average before it started. `SIZING_BINARY` is
`--sizing`. Python 3 standard library only.
"""

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
PLUGIN = os.path.join(HERE, "..", "Plugins", "SizingBuildPlugin")

STAND_INS = """#if !canImport(SwiftUI)
protocol View {
    associatedtype Body: View
    var body: Body { get }
}
extension Never: View {
    var body: Never { fatalError() }
}
struct Color: View {
    static let red = Color()
    var body: Never { fatalError() }
}
#endif
"""

VIEW = """#if canImport(SwiftUI)
import SwiftUI
#endif

/// A colour fills what it is offered.
/// Intrinsic sizing behavior: {behavior}
struct Card{index}: View {{
    var body: some View {{ Color.red }}
}}
"""


def make_package(root, views, with_plugin):
    """The sample package at `root`, with or without the plugin."""
    sources = os.path.join(root, "Sources", "Views")
    os.makedirs(sources)
    for index in range(1, views + 1):
        behavior = "h-hug, v-hug" if index == 1 else "h-exp, v-exp"
        with open(os.path.join(sources, f"Card{index}.swift"), "w") as f:
            f.write(VIEW.format(index=index, behavior=behavior))
    with open(os.path.join(sources, "StandIns.swift"), "w") as f:
        f.write(STAND_INS)
    with open(os.path.join(root, ".sizing.yml"), "w") as f:
        f.write("fail_on: []\n")
    plugins = ""
    if with_plugin:
        shutil.copytree(PLUGIN, os.path.join(root, "Plugins", "SizingBuildPlugin"))
        plugins = ', plugins: ["SizingBuildPlugin"]'
    declaration = '\n        .plugin(name: "SizingBuildPlugin", capability: .buildTool()),' if with_plugin else ""
    with open(os.path.join(root, "Package.swift"), "w") as f:
        f.write(f"""// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Sample",
    targets: [
        .target(name: "Views"{plugins}),{declaration}
    ]
)
""")


def build(root, build_system, environment):
    """Wall seconds of one `swift build` in `root`; a failed build stops the script."""
    start = time.monotonic()
    run = subprocess.run(["swift", "build", "--build-system", build_system], cwd=root, env=environment,
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    elapsed = time.monotonic() - start
    if run.returncode != 0:
        sys.exit(f"swift build failed in {root}:\n{run.stdout}")
    return elapsed, run.stdout


def row(name, case, times):
    ms = [t * 1000 for t in times]
    return f"| {name} | {case} | {statistics.median(ms):.0f} | {min(ms):.0f} | {max(ms):.0f} |"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizing", required=True, help="the sizing executable the plugin runs")
    parser.add_argument("--views", type=int, default=40)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--build-system", default="native", choices=["native", "swiftbuild"])
    options = parser.parse_args()

    environment = dict(os.environ, SIZING_BINARY=os.path.abspath(options.sizing), NO_COLOR="1")
    environment.pop("SIZING_CACHE_DIR", None)
    load = os.getloadavg()[0]
    packages = [("with sizing-build", True), ("without", False)]
    times = {(name, case): [] for name, _ in packages for case in ["first (cold .build)", "unchanged", "after an edit"]}
    with tempfile.TemporaryDirectory(prefix="sizing-build-plugin-bench-") as folder:
        roots = {}
        for name, with_plugin in packages:
            root = os.path.join(folder, "with" if with_plugin else "without")
            make_package(root, options.views, with_plugin)
            elapsed, output = build(root, options.build_system, environment)
            if with_plugin and "Card1.swift:" not in output:
                sys.exit(f"the first build did not report Card1.swift:\n{output}")
            times[(name, "first (cold .build)")].append(elapsed)
            roots[name] = (root, with_plugin)
        # The packages alternate in every run, so that a change of load falls on both.
        for run in range(options.runs):
            for name, (root, _) in roots.items():
                times[(name, "unchanged")].append(build(root, options.build_system, environment)[0])
            for name, (root, with_plugin) in roots.items():
                with open(os.path.join(root, "Sources", "Views", "Card1.swift"), "a") as f:
                    f.write(f"// edit {run}\n")
                elapsed, output = build(root, options.build_system, environment)
                if with_plugin and "Card1.swift:" not in output:
                    sys.exit(f"the build after an edit did not scan again:\n{output}")
                times[(name, "after an edit")].append(elapsed)
    rows = [row(name, case, values) for (name, case), values in times.items()]
    print(f"{options.views} views, {options.runs} runs, {options.build_system}, load average {load:.2f} at the start")
    print("| package | build | median ms | fastest | slowest |")
    print("|---|---|---|---|---|")
    print("\n".join(rows))


if __name__ == "__main__":
    main()
