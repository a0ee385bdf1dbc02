#!/usr/bin/env python3
"""Benchmark `sizing scan`'s cache and parallel evaluation (issue 16).

Usage:
    bench-scan-cache.py [--sizing PATH] [--views 200,2000] [--repeat 3] [--jobs N]

For each view count N the script generates the project of scripts/bench-scan.py (N views in
N/20 files, the shapes real apps have) and times, each `--repeat` times (the median is shown):

 - `--no-cache`: the scan without the cache, for reference;
 - first run: an empty cache folder (the run evaluates everything and writes the cache);
 - second run: the same, unchanged files (every file's findings come from the cache);
 - one file edited: a view's body changed in one file, then the scan again;

each on one thread (`--jobs 1`) and on every core (`--jobs N`, default: os.cpu_count()).
Wall-clock seconds and CPU seconds (user + system of the child, from os.wait4) are printed
as one Markdown table.

Release builds only: pass `--sizing .build-release/release/sizing`. Python 3 standard library.
"""

import argparse
import importlib.util
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


def run(command, env):
    """Wall and CPU seconds of one run, and its exit status."""
    start = time.monotonic()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.monotonic() - start
    stderr = process.stderr.read().decode(errors="replace")
    code = os.waitstatus_to_exitcode(status)
    if code not in (0, 1):
        sys.exit(f"{' '.join(command)} exited {code}: {stderr}")
    return wall, usage.ru_utime + usage.ru_stime, stderr


def edit(folder):
    """Changes one view's body in the first file (its findings and its dependents' change)."""
    path = os.path.join(folder, "F0.swift")
    with open(path) as f:
        text = f.read()
    marker = "Spacer()"
    text = text.replace(marker, "Spacer(minLength: 1)", 1) if marker in text else text + "\n// edited\n"
    with open(path, "w") as f:
        f.write(text)


def measure(sizing, folder, jobs, repeat):
    """Median (wall, cpu) of each mode, and the reuse line of the last edited run."""
    results = {"no-cache": [], "first": [], "second": [], "edited": []}
    reuse = ""
    base = [sizing, "scan", folder, "--format", "json", "--jobs", str(jobs)]
    for _ in range(repeat):
        with tempfile.TemporaryDirectory(prefix="sizing-bench-cache-") as cache:
            env = dict(os.environ, SIZING_CACHE_DIR=cache, NO_COLOR="1")
            results["no-cache"].append(run(base + ["--no-cache"], env)[:2])
            results["first"].append(run(base, env)[:2])
            results["second"].append(run(base, env)[:2])
            with tempfile.TemporaryDirectory(prefix="sizing-bench-edit-") as copy:
                subprocess.run(["cp", "-R", folder + "/.", copy], check=True)
                edited = [sizing, "scan", copy, "--format", "json", "--jobs", str(jobs), "--verbose"]
                run(edited, env)  # the copy's own first run (its paths differ)
                edit(copy)
                wall, cpu, stderr = run(edited, env)
                results["edited"].append((wall, cpu))
                reuse = next((l for l in stderr.splitlines() if "from the cache" in l), "")
    return {k: (statistics.median(w for w, _ in v), statistics.median(c for _, c in v)) for k, v in results.items()}, reuse


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizing", default=".build-release/release/sizing")
    parser.add_argument("--views", default="200,2000")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()
    print("| views | files | threads | no cache s (CPU) | first run s (CPU) | second run s (CPU) | second / first | one file edited s (CPU) |")
    print("|--:|--:|--:|--:|--:|--:|--:|--:|")
    for n in [int(v) for v in args.views.split(",")]:
        with tempfile.TemporaryDirectory(prefix="sizing-bench-scan-") as folder:
            bench_scan.generate(folder, n)
            for jobs in sorted({1, args.jobs}):
                r, reuse = measure(args.sizing, folder, jobs, args.repeat)
                cell = lambda k: f"{r[k][0]:.3f} ({r[k][1]:.3f})"
                ratio = r["second"][0] / r["first"][0]
                print(f"| {n} | {n // bench_scan.VIEWS_PER_FILE} | {jobs} | {cell('no-cache')} | {cell('first')} | {cell('second')} | {ratio:.1%} | {cell('edited')} |")
                print(f"<!-- {n} views, {jobs} threads, edited run: {reuse} -->")
                sys.stdout.flush()


if __name__ == "__main__":
    main()
