#!/usr/bin/env bash
# Side by side: our cold layout per node (sizing-bench, release) against Taffy's (stretchable 1.1.8)
# on the bushy, binary, chain, wide and list trees (issues 8 and 18). Creates its own virtualenv in .build-taffy/.
#
#   scripts/bench-taffy.sh [runs]        (default 7 runs per measurement, medians)
#
# Ratio = Taffy ns/node ÷ ours (> 1: we are faster). "+compile" includes LayoutEngine(tree),
# the flattening/arena build that Taffy's tree building (untimed here) corresponds to.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS="${1:-7}"
VENV=.build-taffy/venv
if [ ! -x "$VENV/bin/python" ]; then
    python3 -m venv "$VENV"
fi
if ! "$VENV/bin/python" -c 'import stretchable' 2>/dev/null; then
    "$VENV/bin/pip" install --quiet 'stretchable==1.1.8'
fi
swift build -c release --product sizing-bench --scratch-path .build-release >&2
OURS=.build-taffy/ours.jsonl
.build-release/release/sizing-bench --json --runs "$RUNS" --tree bushy,binary,chain,wide,list > "$OURS"
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), load $(cut -d' ' -f1-3 /proc/loadavg)"
"$VENV/bin/python" scripts/taffy_bench.py "$OURS" "$RUNS"
