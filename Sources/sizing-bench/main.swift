// sizing-bench: layout speed, evaluation counts and memory of LayoutCore on large trees (issue 8).
//
//   swift run -c release sizing-bench            aligned table
//   swift run -c release sizing-bench --json     one JSON object per line per tree and proposal
//   sizing-bench --runs N                        timed runs per measurement (median; default 9)
//   sizing-bench --tree bushy,chain              only these trees
//   sizing-bench --dump                          deterministic layouts + traces of fixture trees
//                                                (a behaviour check: diff it before/after engine work)
//
// Every (tree, proposal) pair is measured in its own child process (this executable re-run with
// `--child`), so that the peak RSS it reports belongs to that tree alone.
//
// Node counts: for bushy, binary and chain, "nodes" counts views as the issue and Taffy do
// (containers + leaves; a leaf `Color.frame(width: 10, height: 10)` is one node although the
// engine holds two: the colour and its frame); so do wide and list. For list1000 and list10000 it is the engine's node count.
// Per-node figures divide by "nodes"; the engine's count is shown in the table.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BenchmarkTrees
import LayoutCore

// MARK: - Trees (BenchmarkTrees, shared with EvaluationCountTests)

func tree(levels: Int, fanout: Int, horizontal: Bool = true) -> ViewNode {
    BenchmarkTrees.tree(levels: levels, fanout: fanout, horizontal: horizontal)
}
let chain = BenchmarkTrees.chain
let list = BenchmarkTrees.list

struct TreeSpec {
    var name: String
    /// Nodes as the issue counts them (nil: the engine's node count).
    var nodes: Int?
    var build: () -> ViewNode
}

let trees: [TreeSpec] = [
    TreeSpec(name: "bushy", nodes: 11_111) { tree(levels: 4, fanout: 10) },
    TreeSpec(name: "bushy5", nodes: 111_111) { tree(levels: 5, fanout: 10) },
    TreeSpec(name: "binary", nodes: 16_383) { tree(levels: 13, fanout: 2) },
    TreeSpec(name: "chain", nodes: 1_001) { chain(1_000) },
    TreeSpec(name: "list1000", nodes: nil) { list(1_000) },
    TreeSpec(name: "list10000", nodes: nil) { list(10_000) },
    // Issue 18: one stack of 10,000 fixed leaves (10,001 views), and a List-like column of
    // 10,000 rows of HStack { Image; Text; Spacer } (40,001 views).
    TreeSpec(name: "wide", nodes: 10_001) { BenchmarkTrees.wide(10_000) },
    TreeSpec(name: "list", nodes: 40_001) { BenchmarkTrees.simpleList(10_000) },
]

let proposals: [(name: String, value: ProposedViewSize)] = [
    ("5000x5000", ProposedViewSize(width: 5000, height: 5000)),
    ("nilxnil", ProposedViewSize(width: nil, height: nil)),
]

// MARK: - Measuring

func now() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let n = sorted.count
    return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2
}

/// Peak resident set size of this process, in bytes (VmHWM; getrusage as a fallback).
func peakRSS() -> Int {
    if let value = statusField("VmHWM:") { return value }
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return Int(usage.ru_maxrss) * 1024
}

/// Current resident set size, in bytes.
func currentRSS() -> Int { statusField("VmRSS:") ?? 0 }

/// The anonymous memory resident in this process (heap and stacks, not the executable's pages
/// the first layout touches: ~1 MiB of code, which on the 1,000-node chain read as 1 KiB a
/// node), once the allocator has given back the free pages it keeps (glibc's `malloc_trim`):
/// the memory live objects use, not what freed buffers left behind (a grown array's old
/// buffer stays resident otherwise, wherever it was allocated).
func liveRSS() -> Int {
    #if canImport(Glibc)
    typealias Trim = @convention(c) (Int) -> Int32
    if let symbol = dlsym(nil, "malloc_trim") { _ = unsafeBitCast(symbol, to: Trim.self)(0) }
    #endif
    return statusField("RssAnon:") ?? currentRSS()
}

/// The resident part of the main thread's stack (`[stack]` in /proc/self/smaps), in bytes: the
/// share of `liveRSS()` a deep tree's recursion leaves touched (pages a stack once used stay
/// resident).
func stackRSS() -> Int {
    var inStack = false
    return kilobytesField("Rss:", in: "/proc/self/smaps") { line in
        if line.hasSuffix("[stack]\n") { inStack = true }
        return inStack
    } ?? 0
}

/// A field of /proc/self/status (`VmRSS:`), in bytes.
func statusField(_ name: String) -> Int? { kilobytesField(name, in: "/proc/self/status") }

/// The first line of the /proc file at `path` that starts with `name`, once `from` has accepted
/// a line (the default: the first), read as kilobytes and given in bytes.
func kilobytesField(_ name: String, in path: String, from: (String) -> Bool = { _ in true }) -> Int? {
    guard let file = fopen(path, "r") else { return nil }
    defer { fclose(file) }
    var buffer = [CChar](repeating: 0, count: 512)
    var started = false
    while fgets(&buffer, Int32(buffer.count), file) != nil {
        let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if !started { started = from(line) }
        if started, line.hasPrefix(name) {
            return Int(line.dropFirst(name.count).filter { $0.isNumber }).map { $0 * 1024 }
        }
    }
    return nil
}

struct Measurement {
    var tree: String
    var nodes: Int
    var engineNodes: Int
    var proposal: String
    /// Median ns per node of `place(in:)` on a freshly compiled engine (compile excluded).
    var coldNsPerNode: Double
    /// Median ns per node of `LayoutEngine(tree)` + `place(in:)`.
    var coldCompileNsPerNode: Double
    /// Median ns of a second `place(in:)` with the same proposal on the same engine (whole tree).
    var warmNs: Double
    var evaluationsPerNode: Double
    /// Questions answered by leaves that answer in constant time and are not cached
    /// (`LayoutEngine.directAnswers`), per node.
    var directAnswersPerNode: Double
    var peakRSSBytes: Int
    /// RSS growth from compiling and laying out the tree (the source tree already built), per node.
    var engineBytesPerNode: Double
    /// The part of `engineBytesPerNode` that is the main thread's stack (the recursion of a deep
    /// tree), per node.
    var stackBytesPerNode: Double
    /// The part of `engineBytesPerNode` that is scratch memory the thread keeps for its next
    /// layout (`LayoutEngine.scratchBytesKeptByThisThread`), per node.
    var scratchBytesPerNode: Double
    /// RSS growth from building the source tree (`ViewNode`s, which the engine shares), per node.
    var treeBytesPerNode: Double
    var rootFrame: String

    var json: String {
        func f(_ x: Double) -> String { Format.number((x * 1000).rounded() / 1000) }
        return "{\"tree\": \"\(tree)\", \"nodes\": \(nodes), \"proposal\": \"\(proposal)\", "
            + "\"cold_ns_per_node\": \(f(coldNsPerNode)), \"warm_ns\": \(f(warmNs)), "
            + "\"evaluations_per_node\": \(f(evaluationsPerNode)), \"peak_rss_bytes\": \(peakRSSBytes), "
            + "\"cold_compile_ns_per_node\": \(f(coldCompileNsPerNode)), \"engine_nodes\": \(engineNodes), "
            + "\"engine_bytes_per_node\": \(f(engineBytesPerNode)), \"stack_bytes_per_node\": \(f(stackBytesPerNode)), \"tree_bytes_per_node\": \(f(treeBytesPerNode)), "
            + "\"direct_answers_per_node\": \(f(directAnswersPerNode)), \"scratch_bytes_per_node\": \(f(scratchBytesPerNode))}"
    }

    init?(json line: String) {
        func field(_ key: String) -> String? {
            let pattern = Array("\"\(key)\": ".utf8)
            let bytes = Array(line.utf8)
            guard bytes.count >= pattern.count,
                let start = (0...(bytes.count - pattern.count)).first(where: { bytes[$0..<($0 + pattern.count)].elementsEqual(pattern) })
            else { return nil }
            var value = Substring(String(decoding: bytes[(start + pattern.count)...], as: UTF8.self)).prefix { $0 != "," && $0 != "}" }
            if value.hasPrefix("\"") { value = value.dropFirst().dropLast() }
            return String(value)
        }
        guard let tree = field("tree"), let nodes = field("nodes").flatMap({ Int($0) }),
            let proposal = field("proposal"), let cold = field("cold_ns_per_node").flatMap({ Double($0) }),
            let warm = field("warm_ns").flatMap({ Double($0) }),
            let evaluations = field("evaluations_per_node").flatMap({ Double($0) }),
            let peak = field("peak_rss_bytes").flatMap({ Int($0) }),
            let compile = field("cold_compile_ns_per_node").flatMap({ Double($0) }),
            let engineNodes = field("engine_nodes").flatMap({ Int($0) }),
            let engineBytes = field("engine_bytes_per_node").flatMap({ Double($0) }),
            let treeBytes = field("tree_bytes_per_node").flatMap({ Double($0) }),
            let stackBytes = field("stack_bytes_per_node").flatMap({ Double($0) })
        else { return nil }
        // Absent from lines written before leaves answered directly.
        let direct = field("direct_answers_per_node").flatMap({ Double($0) }) ?? 0
        // Absent from lines written before the thread kept scratch memory between layouts.
        let scratch = field("scratch_bytes_per_node").flatMap({ Double($0) }) ?? 0
        self.init(
            tree: tree, nodes: nodes, engineNodes: engineNodes, proposal: proposal, coldNsPerNode: cold,
            coldCompileNsPerNode: compile, warmNs: warm, evaluationsPerNode: evaluations, directAnswersPerNode: direct, peakRSSBytes: peak,
            engineBytesPerNode: engineBytes, stackBytesPerNode: stackBytes, scratchBytesPerNode: scratch, treeBytesPerNode: treeBytes, rootFrame: "")
    }

    init(
        tree: String, nodes: Int, engineNodes: Int, proposal: String, coldNsPerNode: Double, coldCompileNsPerNode: Double,
        warmNs: Double, evaluationsPerNode: Double, directAnswersPerNode: Double, peakRSSBytes: Int, engineBytesPerNode: Double, stackBytesPerNode: Double, scratchBytesPerNode: Double, treeBytesPerNode: Double,
        rootFrame: String
    ) {
        self.tree = tree
        self.nodes = nodes
        self.engineNodes = engineNodes
        self.proposal = proposal
        self.coldNsPerNode = coldNsPerNode
        self.coldCompileNsPerNode = coldCompileNsPerNode
        self.warmNs = warmNs
        self.evaluationsPerNode = evaluationsPerNode
        self.directAnswersPerNode = directAnswersPerNode
        self.peakRSSBytes = peakRSSBytes
        self.engineBytesPerNode = engineBytesPerNode
        self.treeBytesPerNode = treeBytesPerNode
        self.stackBytesPerNode = stackBytesPerNode
        self.scratchBytesPerNode = scratchBytesPerNode
        self.rootFrame = rootFrame
    }
}

/// Measures one tree under one proposal in this process.
func measure(_ spec: TreeSpec, proposalName: String, runs: Int) -> Measurement {
    let proposal = proposals.first { $0.name == proposalName }!.value
    let rssBeforeTree = liveRSS()
    let source = spec.build()
    let rssBefore = liveRSS()
    let stackBefore = stackRSS()

    // The memory figure: one engine, compiled and laid out, kept alive while RSS is read.
    let kept = LayoutEngine(source)
    _ = kept.place(in: proposal)
    // (LayoutResult.root would build the whole PlacedView tree: read the root's frame directly.)
    let frame = kept.frame(of: Int(kept.root))
    let engineBytes = Double(liveRSS() - rssBefore)
    let stackBytes = Double(stackRSS() - stackBefore)
    let scratchBytes = Double(LayoutEngine.scratchBytesKeptByThisThread)
    // Peak RSS of the process with the source tree and one laid-out engine (before the timed
    // runs, which hold a second engine while `kept` is alive).
    let peak = peakRSS()
    let engineNodes = kept.nodeCount
    let nodes = spec.nodes ?? engineNodes
    let evaluations = Double(kept.evaluations) / Double(nodes)
    let directAnswers = Double(kept.directAnswers) / Double(nodes)

    var cold: [Double] = []
    var coldCompile: [Double] = []
    var warm: [Double] = []
    for _ in 0..<runs {
        let t0 = now()
        let engine = LayoutEngine(source)
        let t1 = now()
        _ = engine.place(in: proposal)
        let t2 = now()
        // Warm: the same engine, the same proposal: the whole tree answered from the cache.
        var best = Double.infinity
        for _ in 0..<5 {
            let w0 = now()
            _ = engine.place(in: proposal)
            best = Swift.min(best, Double(now() - w0))
        }
        cold.append(Double(t2 - t1) / Double(nodes))
        coldCompile.append(Double(t2 - t0) / Double(nodes))
        warm.append(best)
    }
    withExtendedLifetime(kept) {}
    return Measurement(
        tree: spec.name, nodes: nodes, engineNodes: engineNodes, proposal: proposalName, coldNsPerNode: median(cold),
        coldCompileNsPerNode: median(coldCompile), warmNs: median(warm), evaluationsPerNode: evaluations, directAnswersPerNode: directAnswers,
        peakRSSBytes: peak, engineBytesPerNode: engineBytes / Double(nodes), stackBytesPerNode: stackBytes / Double(nodes),
        scratchBytesPerNode: scratchBytes / Double(nodes),
        treeBytesPerNode: Double(rssBefore - rssBeforeTree) / Double(nodes), rootFrame: "\(frame)")
}

/// Runs this executable again for one measurement and returns its JSON line.
func runChild(tree: String, proposal: String, runs: Int) -> String? {
    let args = ["sizing-bench", "--child", tree, proposal, "--runs", "\(runs)"]
    var pipe: [Int32] = [0, 0]
    guard Glibc.pipe(&pipe) == 0 else { return nil }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
    posix_spawn_file_actions_addclose(&actions, pipe[0])
    var cArgs = args.map { strdup($0) } + [nil]
    var pid: pid_t = 0
    let status = posix_spawn(&pid, "/proc/self/exe", &actions, nil, &cArgs, environ)
    for arg in cArgs { free(arg) }
    posix_spawn_file_actions_destroy(&actions)
    close(pipe[1])
    guard status == 0 else {
        close(pipe[0])
        return nil
    }
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let n = read(pipe[0], &buffer, buffer.count)
        if n <= 0 { break }
        output.append(contentsOf: buffer[0..<n])
    }
    close(pipe[0])
    var exitStatus: Int32 = 0
    waitpid(pid, &exitStatus, 0)
    let text = String(decoding: output, as: UTF8.self)
    return text.split(separator: "\n").last.map(String.init)
}

// MARK: - Output

func pad(_ s: String, _ width: Int, left: Bool = false) -> String {
    let padding = String(repeating: " ", count: Swift.max(0, width - s.count))
    return left ? s + padding : padding + s
}

func fixed(_ x: Double, _ digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (x * scale).rounded() / scale
    var text = "\(rounded)"
    if let dot = text.firstIndex(of: ".") {
        let decimals = text.distance(from: dot, to: text.endIndex) - 1
        if decimals < digits { text += String(repeating: "0", count: digits - decimals) }
    } else if digits > 0 {
        text += "." + String(repeating: "0", count: digits)
    }
    return text
}

func printTable(_ rows: [Measurement]) {
    let header = [
        ("tree", 10, true), ("proposal", 10, true), ("nodes", 8, false), ("engine", 8, false),
        ("cold ns/node", 13, false), ("+compile", 10, false), ("warm ns", 9, false),
        ("evals/node", 11, false), ("direct/node", 12, false), ("peak RSS MB", 12, false), ("engine B/node", 14, false),
        ("of it stack", 12, false), ("of it scratch", 14, false), ("tree B/node", 12, false),
    ]
    print(header.map { pad($0.0, $0.1, left: $0.2) }.joined(separator: " "))
    for m in rows {
        let cells = [
            m.tree, m.proposal, "\(m.nodes)", "\(m.engineNodes)", fixed(m.coldNsPerNode, 1),
            fixed(m.coldCompileNsPerNode, 1), fixed(m.warmNs, 0), fixed(m.evaluationsPerNode, 2), fixed(m.directAnswersPerNode, 2),
            fixed(Double(m.peakRSSBytes) / 1_048_576, 1), fixed(m.engineBytesPerNode, 0),
            fixed(m.stackBytesPerNode, 0), fixed(m.scratchBytesPerNode, 0), fixed(m.treeBytesPerNode, 0),
        ]
        print(zip(header, cells).map { pad($1, $0.1, left: $0.2) }.joined(separator: " "))
    }
}

// MARK: - Behaviour dump (--dump)

/// Small trees covering the engine's paths (priorities, spacers, text, alignment guides,
/// overlays, explicit baselines) plus the benchmark trees at small sizes. Their full layouts and
/// traces are printed so that engine changes can be checked for identical behaviour.
func dumpFixtures() -> [(String, ViewNode)] {
    [
        ("seed004-middle", HStack(spacing: 10) {
            Color.blue
            Color.green.relativeProposed(width: 0.5)
            Color.yellow
        }.node.border(.primary).frame(height: 80)),
        ("seed004-priority", HStack(spacing: 10) {
            Color.blue
            Color.green
            Color.yellow.relativeProposed(width: 0.5).layoutPriority(1)
        }.node),
        ("text-stack", HStack {
            Text("Hello, world! This wraps somewhere")
            Spacer()
            Text("Right").layoutPriority(2)
            Image(systemName: "star")
            Color.red.frame(minWidth: 20, maxWidth: 80)
        }.node.padding()),
        ("baseline", HStack(alignment: .firstTextBaseline) {
            Text("Big").font(.largeTitle)
            VStack(alignment: .leading) { Text("a"); Text("b").font(.caption) }
            Color.red.frame(width: 5, height: 30).alignmentGuide(.firstTextBaseline) { d in d.height / 2 }
        }.node),
        ("overlay-zstack", ZStack(alignment: .topLeading) {
            Color.red.frame(width: 40, height: 40).overlay { Text("x"); Text("yy") }
            VStack(spacing: 3) { Spacer(minLength: 4); Divider(); Text("z").fixedSize() }
        }.node.frame(maxWidth: .infinity).aspectRatio(2, contentMode: .fit)),
        ("bushy3", tree(levels: 3, fanout: 4)),
        ("binary6", tree(levels: 6, fanout: 2)),
        ("chain20", chain(20)),
        ("list5", list(5)),
    ]
}

func dump() {
    let sizes: [ProposedViewSize] = [
        ProposedViewSize(width: 620, height: 300), ProposedViewSize(width: 5000, height: 5000),
        ProposedViewSize(width: nil, height: nil), ProposedViewSize(width: 0, height: 0),
        ProposedViewSize(width: .infinity, height: .infinity), ProposedViewSize(width: 120, height: nil),
        ProposedViewSize(width: 35, height: 12),
    ]
    for (name, node) in dumpFixtures() {
        for p in sizes {
            let engine = LayoutEngine(node)
            engine.isTracing = true
            let result = engine.place(in: p)
            print("== \(name) \(p) evaluations \(engine.evaluations) hits \(engine.cacheHits)")
            print(result.root.treeDescription())
            for e in engine.trace {
                print("  \(e.depth) \(e.node)<\(e.asker.map(String.init) ?? "-") \(e.kind) \(e.proposal) -> \(e.answer)\(e.isCacheHit ? " hit" : "") \(e.rules.joined(separator: " | "))")
            }
            // The same without tracing, then a second placement and a different one.
            let quiet = LayoutEngine(node)
            let a = quiet.place(in: p).root.treeDescription()
            let b = quiet.place(in: p).root.treeDescription()
            _ = quiet.place(in: ProposedViewSize(width: 300, height: 200))
            let c = quiet.place(in: p).root.treeDescription()
            print("quiet same: \(a == result.root.treeDescription() && a == b && a == c) evaluations \(quiet.evaluations)")
            print("sizes: \(quiet.sizeThatFits(.zero)) \(quiet.sizeThatFits(.infinity)) \(quiet.sizeThatFits(.unspecified))")
            for w in quiet.warnings { print("  \(w)") }
        }
    }
}

// MARK: - Main

var arguments = Array(CommandLine.arguments.dropFirst())
var runs = 9
if let i = arguments.firstIndex(of: "--runs"), i + 1 < arguments.count, let n = Int(arguments[i + 1]) {
    runs = Swift.max(1, n)
    arguments.removeSubrange(i...(i + 1))
}
var only: Set<String>?
if let i = arguments.firstIndex(of: "--tree"), i + 1 < arguments.count {
    only = Set(arguments[i + 1].split(separator: ",").map(String.init))
    arguments.removeSubrange(i...(i + 1))
}

if arguments.first == "--dump" {
    dump()
} else if arguments.first == "--child", arguments.count >= 3, let spec = trees.first(where: { $0.name == arguments[1] }) {
    print(measure(spec, proposalName: arguments[2], runs: runs).json)
} else {
    let json = arguments.contains("--json")
    var rows: [Measurement] = []
    for spec in trees where only?.contains(spec.name) ?? true {
        for p in proposals {
            guard let line = runChild(tree: spec.name, proposal: p.name, runs: runs), let m = Measurement(json: line) else {
                let message = Array("sizing-bench: measuring \(spec.name) \(p.name) failed\n".utf8)
                _ = write(2, message, message.count)
                exit(1)
            }
            if json {
                print(line)
                fflush(nil)
            }
            rows.append(m)
        }
    }
    if !json { printTable(rows) }
}
