#!/usr/bin/env python3
"""Time the first answer of `sizing`'s interactive commands (issue 18's goal 4).

Usage:
    bench-first-answer.py --sizing PATH [--runs 20]

Every command runs twice to warm the catalog and the page cache, then `--runs` times; the
script prints one Markdown row per command with the median, the fastest and the slowest wall
time in milliseconds. The commands:

 1. `sizing --version`: the floor (starting the process, no work);
 2. `sizing show Text`: the catalog's answer;
 3. `sizing probe --file SwitchDemo.swift`: seed 001's 46-line view, through the source front
    end and the probe;
 4. `sizing layout` of the README's HStack (seed 000's figure).

Release builds only. The catalog is the default one under a temporary `$HOME`, created by the
warm-up runs. Python 3 standard library only.
"""

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
SNIPPET = os.path.join(HERE, "..", "Tests", "SwiftUISourceTests", "Fixtures", "seed001-SwitchDemo.swift")
README_HSTACK = ("HStack(spacing: 10) { Color.blue.relativeProposed(width: 0.5); Color.green; Color.yellow }"
                 ".frame(height: 80)")


def commands(sizing):
    """The measured commands: a label and the argument vector."""
    return [
        ("`sizing --version` (the floor)", [sizing, "--version"]),
        ("`sizing show Text`", [sizing, "show", "Text"]),
        ("`sizing probe --file` (46 lines, seed 001)", [sizing, "probe", "--file", os.path.normpath(SNIPPET)]),
        ("`sizing layout` (seed 000's HStack)", [sizing, "layout", README_HSTACK, "--width", "620", "--height", "80"]),
    ]


def wall_ms(argv, env):
    """One run's wall time in milliseconds; fails loudly when the command fails."""
    start = time.perf_counter()
    done = subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
    elapsed = (time.perf_counter() - start) * 1000
    if done.returncode != 0:
        sys.exit("%s exited with %d: %s" % (" ".join(argv), done.returncode, done.stderr.decode(errors="replace")))
    return elapsed


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizing", required=True, help="the release binary")
    parser.add_argument("--runs", type=int, default=20, help="timed runs per command (20)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, HOME=home, XDG_DATA_HOME=os.path.join(home, "data"),
                   XDG_CACHE_HOME=os.path.join(home, "cache"))
        print("| command | median ms | fastest ms | slowest ms |")
        print("|---|--:|--:|--:|")
        for label, command in commands(args.sizing):
            for _ in range(2):
                wall_ms(command, env)
            times = [wall_ms(command, env) for _ in range(args.runs)]
            print("| %s | %.1f | %.1f | %.1f |" % (label, statistics.median(times), min(times), max(times)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
