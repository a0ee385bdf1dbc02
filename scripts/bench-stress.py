#!/usr/bin/env python3
"""Benchmark `sizing scan --stress` against the plain scan (issue 39).

Usage:
    bench-stress.py [--sizing PATH] [--views 2000] [--repeat 3] [--jobs N] [APP_FOLDER ...]

For each view count N the script generates the project of scripts/bench-scan.py (N views in
N/20 files, the shapes real apps have), and for each folder given after the options it uses that
folder as it is (a real app). For each, `--repeat` times (the median is shown), on `--jobs`
threads (default: every core):

 - plain: `sizing scan FOLDER --no-cache`;
 - stress: `sizing scan FOLDER --stress --no-cache` (the default matrix, 36 configurations);
 - stress, cached: `--stress` a second time with a cache folder the first run filled (every
   file's findings, breaks included, come from the cache).

Wall-clock seconds and CPU seconds (user + system of the child, from os.wait4) are printed as
one Markdown table, with stress ÷ plain in wall time (the issue's bound: at most 3 on 2 cores
for a 2,000-view project) and the number of breaks found.

Release builds only: pass `--sizing .build-release/release/sizing`. Python 3 standard library.
"""

import argparse
import importlib.util
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("bench_scan", os.path.join(HERE, "bench-scan.py"))
bench_scan = importlib.util.module_from_spec(spec)
spec.loader.exec_module(bench_scan)


def cpu_of(command, env):
    """Wall seconds, CPU seconds and standard output of one run (CPU from os.wait4)."""
    start = time.monotonic()
    with tempfile.TemporaryFile() as out:
        process = subprocess.Popen(command, stdout=out, stderr=subprocess.DEVNULL, env=env)
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.monotonic() - start
        code = os.waitstatus_to_exitcode(status)
        if code not in (0, 1):
            sys.exit(f"{' '.join(command)} exited {code}")
        out.seek(0)
        return wall, usage.ru_utime + usage.ru_stime, out.read()


def measure(sizing, folder, jobs, repeat):
    """Median (wall, cpu) of each mode, and the breaks the stress run found."""
    results = {"plain": [], "stress": [], "cached": []}
    breaks = 0
    base = [sizing, "scan", folder, "--format", "json", "--jobs", str(jobs)]
    for _ in range(repeat):
        with tempfile.TemporaryDirectory(prefix="sizing-bench-stress-") as cache:
            env = dict(os.environ, SIZING_CACHE_DIR=cache, NO_COLOR="1")
            results["plain"].append(cpu_of(base + ["--no-cache"], env)[:2])
            wall, cpu, out = cpu_of(base + ["--stress", "--no-cache"], env)
            results["stress"].append((wall, cpu))
            breaks = sum(1 for f in json.loads(out)["findings"] if "stress" in f)
            cpu_of(base + ["--stress"], env)  # fills the cache
            results["cached"].append(cpu_of(base + ["--stress"], env)[:2])
    return {k: (statistics.median(w for w, _ in v), statistics.median(c for _, c in v)) for k, v in results.items()}, breaks


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizing", default=".build-release/release/sizing")
    parser.add_argument("--views", default="2000")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("apps", nargs="*", help="folders of real apps, measured as they are")
    args = parser.parse_args()
    print("| project | threads | plain s (CPU) | stress s (CPU) | stress ÷ plain (wall) | stress, cached s (CPU) | breaks |")
    print("|---|--:|--:|--:|--:|--:|--:|")

    def row(name, folder):
        r, breaks = measure(args.sizing, folder, args.jobs, args.repeat)
        cell = lambda k: f"{r[k][0]:.2f} ({r[k][1]:.2f})"
        print(f"| {name} | {args.jobs} | {cell('plain')} | {cell('stress')} | {r['stress'][0] / r['plain'][0]:.2f} | {cell('cached')} | {breaks} |")
        sys.stdout.flush()

    for n in [int(v) for v in args.views.split(",") if v]:
        with tempfile.TemporaryDirectory(prefix="sizing-bench-scan-") as folder:
            bench_scan.generate(folder, n)
            row(f"generated, {n} views", folder)
    for app in args.apps:
        row(os.path.basename(os.path.normpath(app)), app)


if __name__ == "__main__":
    main()
