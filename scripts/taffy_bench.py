"""Times Taffy (via stretchable) on the bushy, binary, chain, wide and list trees of sizing-bench,
and prints them next to our numbers (issues 8 and 18). Run by scripts/bench-taffy.sh.
With `--native FILE`, prints native Taffy's rows from FILE (JSON lines written by
scripts/taffy-native, run by scripts/bench-taffy-native.sh) instead of timing stretchable.

Trees (the same shapes as Sources/sizing-bench/main.swift): flex rows and columns alternating
(a row at the root), align-items: center, leaves fixed 10 x 10.
  bushy:  4 levels of containers with 10 children each (11,111 nodes)
  binary: 13 levels of containers with 2 children each (16,383 nodes)
  chain:  1,000 nested single-child containers over one leaf (1,001 nodes)
  wide:   one row of 10,000 leaves (10,001 nodes)
  list:   a column of 10,000 rows, each a row of an icon, a title and a spacer (40,001 nodes).
          Taffy has no text or image: the icon is a fixed 20 x 20 node and the title a fixed
          60 x 20 node (about what our model measures for "Row 123"), the spacer a node with
          flex-grow 1 and a minimum width of 8 (SwiftUI's default spacer length).
Cold: a freshly built tree (building not timed), one compute_layout call, median of --runs.
Warm: compute_layout again on the same tree with the same available space.
Available space 5000 x 5000 pairs with our 5000x5000 proposal, max-content with nilxnil.
"""
import json
import statistics
import sys
import time

if "--native" not in sys.argv:
    from stretchable import Node
    from stretchable.style import AlignItems, FlexDirection
    from stretchable.style.geometry.length import MAX_CONTENT
    from stretchable.style.geometry.size import SizeAvailableSpace

sys.setrecursionlimit(100_000)


def container(row, children):
    node = Node(flex_direction=FlexDirection.ROW if row else FlexDirection.COLUMN, align_items=AlignItems.CENTER)
    node.add(*children)
    return node


def leaf():
    return Node(size=(10, 10))


def tree(levels, fanout, row=True):
    if levels == 0:
        return leaf()
    return container(row, [tree(levels - 1, fanout, not row) for _ in range(fanout)])


def chain(count):
    node = leaf()
    for i in range(count):
        node = container(i % 2 == 0, [node])
    return node


def wide(count):
    return container(True, [leaf() for _ in range(count)])


def list_rows(count):
    def row():
        node = Node(flex_direction=FlexDirection.ROW, align_items=AlignItems.CENTER)
        node.add(Node(size=(20, 20)), Node(size=(60, 20)), Node(flex_grow=1, min_size=(8, 0)))
        return node
    return container(False, [row() for _ in range(count)])


TREES = {
    "bushy": (11_111, lambda: tree(4, 10)),
    "binary": (16_383, lambda: tree(13, 2)),
    "chain": (1_001, lambda: chain(1_000)),
    "wide": (10_001, lambda: wide(10_000)),
    "list": (40_001, lambda: list_rows(10_000)),
}
SPACES = {
    "5000x5000": lambda: SizeAvailableSpace(5000, 5000),
    "nilxnil": lambda: SizeAvailableSpace(MAX_CONTENT),
}


def read_rows(path):
    """(tree, proposal) → row, from a file of JSON lines (other lines are skipped)."""
    rows = {}
    with open(path) as f:
        for line in f:
            line = line.strip()
            if line.startswith("{"):
                row = json.loads(line)
                rows[(row["tree"], row["proposal"])] = row
    return rows


def measure(name, space_name, runs):
    nodes, build = TREES[name]
    cold, warm = [], []
    for _ in range(runs):
        root = build()
        space = SPACES[space_name]()
        t0 = time.perf_counter_ns()
        root.compute_layout(space)
        t1 = time.perf_counter_ns()
        root.compute_layout(space)
        t2 = time.perf_counter_ns()
        cold.append((t1 - t0) / nodes)
        warm.append(t2 - t1)
    box = root.get_box()
    return {
        "tree": name, "nodes": nodes, "proposal": space_name,
        "cold_ns_per_node": statistics.median(cold), "warm_ns": statistics.median(warm),
        "root": [box.width, box.height],
    }


def main():
    args = sys.argv[1:]
    native = None
    if "--native" in args:
        i = args.index("--native")
        native = read_rows(args[i + 1])
        del args[i:i + 2]
    ours = read_rows(args[0])
    runs = int(args[1]) if len(args) > 1 else 7
    header = f"{'tree':<8} {'proposal':<10} {'nodes':>7} {'ours ns/node':>13} {'+compile':>9} {'Taffy ns/node':>14} {'Taffy/ours':>11} {'Taffy/+compile':>15} {'ours warm ns':>13} {'Taffy warm ns':>14}"
    print(header)
    for name in TREES:
        for space_name in SPACES:
            t = native.get((name, space_name)) if native is not None else measure(name, space_name, runs)
            if t is None:
                print(f"{name:<8} {space_name:<10} (Taffy did not finish; see the script's messages)")
                continue
            o = ours.get((name, space_name))
            if o is None:
                print(f"{name:<8} {space_name:<10} (no sizing-bench row)")
                continue
            ratio = t["cold_ns_per_node"] / o["cold_ns_per_node"]
            ratio_compile = t["cold_ns_per_node"] / o["cold_compile_ns_per_node"]
            print(f"{name:<8} {space_name:<10} {t['nodes']:>7} {o['cold_ns_per_node']:>13.1f} {o['cold_compile_ns_per_node']:>9.1f} "
                  f"{t['cold_ns_per_node']:>14.1f} {ratio:>10.2f}x {ratio_compile:>14.2f}x {o['warm_ns']:>13.0f} {t['warm_ns']:>14.0f}")
            sys.stdout.flush()


if __name__ == "__main__":
    main()
