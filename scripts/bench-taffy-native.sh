#!/usr/bin/env bash
# Side by side: our cold layout against native Taffy (Rust, built here from source) on the trees
# of sizing-bench (issue 18). scripts/bench-taffy.sh does the same through Python (stretchable).
#
#   scripts/bench-taffy-native.sh [runs]          wall time per node, medians (default 7 runs)
#   scripts/bench-taffy-native.sh --instructions  instructions per node of two cold placements at
#                                                 5000 × 5000 (callgrind), both engines
#
# Needs cargo (and valgrind for --instructions). Taffy v0.13.0, arrayvec, slotmap and
# version_check are cloned into .build-taffy/src from GitHub, or from local git directories:
# TAFFY_SOURCES=DIR reads DIR/<owner>+<name>/repo (a mirror). Their manifests are cut down to the
# features used here, so that cargo builds them offline. Taffy's time on deep alternating trees
# grows exponentially (about 2× a level); a tree that takes longer than TAFFY_TIMEOUT seconds
# (default 600) is reported as not finished.
set -euo pipefail
cd "$(dirname "$0")/.."
SRC=.build-taffy/src
TIMEOUT="${TAFFY_TIMEOUT:-600}"

fetch() { # name owner/repo [tag]
    local name=$1 repo=$2 tag=${3:-}
    [ -d "$SRC/$name" ] && return
    local from="https://github.com/$repo.git"
    [ -n "${TAFFY_SOURCES:-}" ] && from="$TAFFY_SOURCES/${repo/\//+}/repo"
    mkdir -p "$SRC/$name"
    git clone -q --bare "$from" "$SRC/$name.git"
    git --git-dir "$SRC/$name.git" archive "${tag:-HEAD}" | tar -x -C "$SRC/$name"
    rm -rf "$SRC/$name.git"
}
fetch taffy DioxusLabs/taffy v0.13.0
fetch arrayvec bluss/arrayvec
fetch slotmap orlp/slotmap
fetch version_check SergioBenitez/version_check

# Manifests with only what the benchmark builds: no optional dependencies, and of Taffy's
# features only those enabled here (the others stay off, as their `cfg`s are then false).
cat > "$SRC/taffy/Cargo.toml" <<'TOML'
[package]
name = "taffy"
version = "0.13.0"
edition = "2021"
[dependencies]
arrayvec = { version = "0.7", default-features = false }
slotmap = { version = "1.0.6", default-features = false, optional = true }
[features]
default = ["std", "taffy_tree", "flexbox", "content_size"]
std = ["slotmap?/std"]
taffy_tree = ["dep:slotmap"]
flexbox = []
content_size = []
[lints.rust]
unexpected_cfgs = "allow"
TOML
printf '[package]\nname = "arrayvec"\nversion = "0.7.8"\nedition = "2018"\n[features]\ndefault = ["std"]\nstd = []\n[lints.rust]\nunexpected_cfgs = "allow"\n' > "$SRC/arrayvec/Cargo.toml"
printf '[package]\nname = "slotmap"\nversion = "1.1.1"\nedition = "2018"\nbuild = "build.rs"\n[features]\ndefault = ["std"]\nunstable = []\nstd = []\n[build-dependencies]\nversion_check = "0.9"\n[lints.rust]\nunexpected_cfgs = "allow"\n' > "$SRC/slotmap/Cargo.toml"

cargo build --quiet --release --offline --manifest-path scripts/taffy-native/Cargo.toml --target-dir .build-taffy/native >&2
TAFFY=.build-taffy/native/release/taffy-native-bench
swift build -c release --product sizing-bench --scratch-path .build-release >&2
OURS=.build-release/release/sizing-bench
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), load $(cut -d' ' -f1-3 /proc/loadavg)"

if [ "${1:-}" = "--instructions" ]; then
    collected() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "--toggle-collect=$1" "${@:2}" 2>&1 \
        | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'; }
    printf '%-8s %7s %14s %16s %11s\n' tree nodes 'ours instr/node' 'Taffy instr/node' 'Taffy/ours'
    for tree in ${TAFFY_TREES:-wide list bushy}; do
        nodes=$("$OURS" --json --runs 1 --tree "$tree" | python3 -c 'import json,sys; print([json.loads(l) for l in sys.stdin if l.startswith("{")][0]["nodes"])')
        ours=$(collected '$s10LayoutCore0A6EngineC5place2in*' "$OURS" --child "$tree" 5000x5000 --runs 1)
        theirs=$(timeout "$TIMEOUT" bash -c "$(declare -f collected); collected taffy_bench_place $TAFFY --child $tree 5000x5000" || true)
        if [ -z "$theirs" ]; then
            printf '%-8s %7s %14.0f %16s\n' "$tree" "$nodes" "$(echo "$ours / (2 * $nodes)" | bc -l)" "not in ${TIMEOUT} s"
        else
            printf '%-8s %7s %14.0f %16.0f %10.2fx\n' "$tree" "$nodes" "$(echo "$ours / (2 * $nodes)" | bc -l)" \
                "$(echo "$theirs / (2 * $nodes)" | bc -l)" "$(echo "$theirs / $ours" | bc -l)"
        fi
    done
    exit
fi

RUNS="${1:-7}"
mkdir -p .build-taffy
"$OURS" --json --runs "$RUNS" --tree bushy,binary,chain,wide,list > .build-taffy/ours.jsonl
: > .build-taffy/native.jsonl
for tree in bushy binary chain wide list; do
    timeout "$TIMEOUT" "$TAFFY" --runs "$RUNS" --tree "$tree" >> .build-taffy/native.jsonl \
        || echo "Taffy: $tree did not finish in $TIMEOUT s" >&2
done
python3 scripts/taffy_bench.py .build-taffy/ours.jsonl "$RUNS" --native .build-taffy/native.jsonl
