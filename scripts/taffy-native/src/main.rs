//! Native Taffy on the trees of `sizing-bench` (issue 18), so that the comparison with Taffy does
//! not go through Python. The shapes are those of `scripts/taffy_bench.py` (and of
//! `Sources/BenchmarkTrees`): flex rows and columns alternating, a row at the root,
//! `align-items: center`, leaves fixed 10 × 10.
//!
//!     taffy-native-bench [--tree NAME[,NAME…]] [--runs N]     one JSON line per tree and space
//!     taffy-native-bench --child NAME SPACE                    two cold layouts, for callgrind
//!
//! Cold: a freshly built tree (building not timed), one `compute_layout`; median of the runs.
//! Under callgrind, collect only `taffy_bench_place` (`--toggle-collect=taffy_bench_place`).
use std::time::Instant;
use taffy::prelude::*;

type Tree = TaffyTree<()>;

fn container(t: &mut Tree, row: bool, children: &[NodeId]) -> NodeId {
    let style = Style {
        flex_direction: if row { FlexDirection::Row } else { FlexDirection::Column },
        align_items: Some(AlignItems::CENTER),
        ..Default::default()
    };
    t.new_with_children(style, children).unwrap()
}

fn fixed(t: &mut Tree, width: f32, height: f32) -> NodeId {
    t.new_leaf(Style { size: Size { width: length(width), height: length(height) }, ..Default::default() }).unwrap()
}

fn tree(t: &mut Tree, levels: u32, fanout: usize, row: bool) -> NodeId {
    if levels == 0 {
        return fixed(t, 10.0, 10.0);
    }
    let children: Vec<NodeId> = (0..fanout).map(|_| tree(t, levels - 1, fanout, !row)).collect();
    container(t, row, &children)
}

fn chain(t: &mut Tree, count: usize) -> NodeId {
    let mut node = fixed(t, 10.0, 10.0);
    for i in 0..count {
        node = container(t, i % 2 == 0, &[node]);
    }
    node
}

fn wide(t: &mut Tree, count: usize) -> NodeId {
    let children: Vec<NodeId> = (0..count).map(|_| fixed(t, 10.0, 10.0)).collect();
    container(t, true, &children)
}

/// A column of rows, each an icon (20 × 20), a title (60 × 20: Taffy has no text) and a spacer
/// (flex-grow 1, at least 8 wide, SwiftUI's default spacer length).
fn list(t: &mut Tree, rows: usize) -> NodeId {
    let rows: Vec<NodeId> = (0..rows)
        .map(|_| {
            let icon = fixed(t, 20.0, 20.0);
            let title = fixed(t, 60.0, 20.0);
            let spacer = t
                .new_leaf(Style { flex_grow: 1.0, min_size: Size { width: length(8.0), height: auto() }, ..Default::default() })
                .unwrap();
            let style = Style { flex_direction: FlexDirection::Row, align_items: Some(AlignItems::CENTER), ..Default::default() };
            t.new_with_children(style, &[icon, title, spacer]).unwrap()
        })
        .collect();
    container(t, false, &rows)
}

const TREES: [&str; 5] = ["bushy", "binary", "chain", "wide", "list"];

fn build(name: &str) -> (Tree, NodeId) {
    let mut t = Tree::new();
    let root = match name {
        "bushy" => tree(&mut t, 4, 10, true),
        "binary" => tree(&mut t, 13, 2, true),
        "chain" => chain(&mut t, chain_depth()),
        "wide" => wide(&mut t, 10_000),
        "list" => list(&mut t, 10_000),
        _ => panic!("unknown tree {name}"),
    };
    (t, root)
}

/// The chain's depth: 1,000 as in sizing-bench, or `TAFFY_CHAIN_DEPTH` (Taffy's time grows
/// exponentially with it; see docs/performance.md).
fn chain_depth() -> usize {
    std::env::var("TAFFY_CHAIN_DEPTH").ok().and_then(|v| v.parse().ok()).unwrap_or(1_000)
}

fn space(name: &str) -> Size<AvailableSpace> {
    match name {
        "5000x5000" => Size { width: AvailableSpace::Definite(5000.0), height: AvailableSpace::Definite(5000.0) },
        "nilxnil" => Size::MAX_CONTENT,
        _ => panic!("unknown space {name}"),
    }
}

/// The one function callgrind collects.
#[no_mangle]
#[inline(never)]
pub fn taffy_bench_place(t: &mut Tree, root: NodeId, space: Size<AvailableSpace>) {
    t.compute_layout(root, space).unwrap();
}

fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(|a, b| a.partial_cmp(b).unwrap());
    let n = values.len();
    if n % 2 == 1 { values[n / 2] } else { (values[n / 2 - 1] + values[n / 2]) / 2.0 }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("--child") {
        for _ in 0..2 {
            let (mut t, root) = build(&args[1]);
            taffy_bench_place(&mut t, root, space(&args[2]));
            let layout = t.layout(root).unwrap();
            eprintln!("{} {}: root {} × {}", args[1], args[2], layout.size.width, layout.size.height);
        }
        return;
    }
    let mut names: Vec<String> = TREES.iter().map(|n| n.to_string()).collect();
    let mut runs = 7;
    let mut i = 0;
    while i < args.len() {
        match args[i].as_str() {
            "--tree" => { names = args[i + 1].split(',').map(String::from).collect(); i += 2 }
            "--runs" => { runs = args[i + 1].parse().expect("--runs takes a number"); i += 2 }
            other => panic!("unknown argument {other}"),
        }
    }
    for name in &names {
        let nodes = build(name).0.total_node_count();
        for space_name in ["5000x5000", "nilxnil"] {
            let (mut cold, mut warm) = (Vec::new(), Vec::new());
            let mut root_size = (0.0, 0.0);
            for _ in 0..runs {
                let (mut t, root) = build(name);
                let s = space(space_name);
                let t0 = Instant::now();
                taffy_bench_place(&mut t, root, s);
                let t1 = Instant::now();
                taffy_bench_place(&mut t, root, s);
                let t2 = Instant::now();
                cold.push((t1 - t0).as_nanos() as f64 / nodes as f64);
                warm.push((t2 - t1).as_nanos() as f64);
                let layout = t.layout(root).unwrap();
                root_size = (layout.size.width, layout.size.height);
            }
            println!(
                "{{\"tree\":\"{name}\",\"nodes\":{nodes},\"proposal\":\"{space_name}\",\"cold_ns_per_node\":{:.1},\"warm_ns\":{:.0},\"root\":[{},{}]}}",
                median(cold), median(warm), root_size.0, root_size.1
            );
        }
    }
}
