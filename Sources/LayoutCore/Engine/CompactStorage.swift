/// Compact forms of the values the engine stores once per node (issue 18: engine bytes per node).
///
/// A `ProposedViewSize` takes 32 bytes in an array (two optional doubles, 25 bytes, padded) and a
/// `SourceLocation?` 24; these forms take 16 and 8, and convert back without loss.

/// A proposal as the bit patterns of its two components, nil as a NaN pattern no real proposal
/// has (the engine normalises NaN away): the form of the sizing cache's keys.
struct ProposalBits: Hashable {
    private static let nilBits: UInt64 = 0x7FF8_DEAD_0000_0001

    var width: UInt64
    var height: UInt64

    @inline(__always)
    private static func bits(_ value: Double?) -> UInt64 { value?.bitPattern ?? nilBits }
    @inline(__always)
    private static func value(_ bits: UInt64) -> Double? { bits == nilBits ? nil : Double(bitPattern: bits) }

    @inline(__always)
    init(_ proposal: ProposedViewSize) {
        width = Self.bits(proposal.width)
        height = Self.bits(proposal.height)
    }

    @inline(__always)
    var proposal: ProposedViewSize { ProposedViewSize(knownValidWidth: Self.value(width), height: Self.value(height)) }

    /// A child not placed yet in the current placement step: another NaN pattern, never a
    /// proposal.
    static let unplaced = ProposalBits(width: 0x7FF8_DEAD_0000_0002, height: 0x7FF8_DEAD_0000_0002)

    /// A child its container does not show (`LayoutSubview.hide()`), and every view below it: a
    /// third NaN pattern, never a proposal.
    static let hidden = ProposalBits(width: 0x7FF8_DEAD_0000_0003, height: 0x7FF8_DEAD_0000_0003)

    private init(width: UInt64, height: UInt64) {
        self.width = width
        self.height = height
    }
}

/// What the engine knows about a node in two bytes.
struct NodeFlags: OptionSet {
    let rawValue: UInt16
    /// Added by a control to model itself (`ViewNode.isSynthetic`).
    static let synthetic = NodeFlags(rawValue: 1 << 0)
    /// The answer can depend on the proposal (else it is measured once, `fixedAnswer`).
    static let dependsOnProposal = NodeFlags(rawValue: 1 << 1)
    /// The node or a descendant defines explicit alignment guides.
    static let mayHaveExplicit = NodeFlags(rawValue: 1 << 2)
    /// A one-axis question goes through the layout's `lengthThatFits` (`Layout.hasLengthShortcut`,
    /// or a node that forwards its sizing to a view that may have one); else straight to its size.
    static let answersLengths = NodeFlags(rawValue: 1 << 3)
    /// The priority, read when the node is added: 0 unless `priorityLowest` (−∞, a Spacer's) or
    /// `priorityOther` (kept in the engine's `priorities`) is set.
    static let priorityLowest = NodeFlags(rawValue: 1 << 4)
    static let priorityOther = NodeFlags(rawValue: 1 << 5)
    /// The layout answers with its first child's answers (`Layout.forwardsSizing`): the engine
    /// asks `forwardTarget` instead, unless tracing.
    static let forwardsSizing = NodeFlags(rawValue: 1 << 6)
    /// A leaf that answers in constant time (`Layout.answersInConstantTime`): asked again rather
    /// than cached, unless tracing.
    static let answersDirectly = NodeFlags(rawValue: 1 << 7)
    /// The node or a descendant may define an explicit guide other than the text baselines (an
    /// `alignmentGuide`): without it, only `.firstTextBaseline` and `.lastTextBaseline` are asked.
    static let mayHaveOtherExplicit = NodeFlags(rawValue: 1 << 8)
    /// The layout's spacing preferences are a generic view's (`Layout.hasGenericSpacing`):
    /// numbered 0 from the start.
    static let genericSpacing = NodeFlags(rawValue: 1 << 9)
    /// The node's one child is a leaf, which its layout places aligned
    /// (`Layout.alignedPlacement`): placement places it without the layout's `placeSubviews`.
    static let placesLeafAligned = NodeFlags(rawValue: 1 << 10)
    /// A view with one answer for every proposal whose layout answers in constant time
    /// (`Layout.answersInConstantTime`): its first question is answered without the bookkeeping
    /// of `sizeComputed`, unless tracing.
    static let measuredDirectly = NodeFlags(rawValue: 1 << 11)
}

/// A source location in 12 bytes: line and column as 32-bit numbers, `UInt32.max` for none, and
/// the file as an index into the engine's ``FileNames`` (`UInt32.max` for none). Lines and
/// columns beyond four billion are clamped (no source file has them).
struct PackedLocation {
    private var line: UInt32
    private var column: UInt32
    private var file: UInt32

    init(_ location: SourceLocation?, file: UInt32 = .max) {
        self.file = file
        guard let location else {
            line = .max
            column = .max
            return
        }
        line = UInt32(clamping: Swift.min(location.line, Int(UInt32.max) - 1))
        column = UInt32(clamping: Swift.min(location.column, Int(UInt32.max) - 1))
    }

    var location: SourceLocation? { location(in: nil) }

    func location(in files: FileNames?) -> SourceLocation? {
        guard line != .max else { return nil }
        return SourceLocation(line: Int(line), column: Int(column), file: file == .max ? nil : files?.name(file))
    }
}

/// The file names of an engine's locations, each stored once. Nodes arrive file by file, so the
/// last name is checked before the table.
struct FileNames {
    private var names: [String] = []
    private var indexes: [String: UInt32] = [:]
    private var last: (name: String, index: UInt32)?

    mutating func index(_ name: String?) -> UInt32 {
        guard let name else { return .max }
        if let last, last.name == name { return last.index }
        let index = indexes[name] ?? {
            names.append(name)
            indexes[name] = UInt32(names.count - 1)
            return UInt32(names.count - 1)
        }()
        last = (name, index)
        return index
    }

    func name(_ index: UInt32) -> String { names[Int(index)] }
}

/// An append-only list of values in fixed-size chunks (the sizing cache's entries): it grows
/// without copying, so it never holds a doubled buffer nor leaves the old one behind in the
/// heap, and wastes at most one chunk. Indexes are `Int32`, as everywhere in the engine.
struct ChunkedList<Element>: ~Copyable {
    /// log2 of the elements per chunk.
    private let shift: Int
    private var chunks: UnsafeMutablePointer<UnsafeMutablePointer<Element>>
    private var chunkCapacity = 4
    private var chunkCount = 0
    private(set) var count = 0

    /// Chunks sized for about `expected` elements in all: a quarter of it, a power of two
    /// between 16 and 4,096 (a small tree holds one small chunk, a large one no more than a
    /// chunk of slack).
    init(expected: Int) {
        var shift = 4
        while shift < 12 && (1 << shift) < expected / 4 { shift += 1 }
        self.shift = shift
        chunks = .allocate(capacity: chunkCapacity)
    }

    deinit {
        for number in 0..<chunkCount {
            chunks[number].deinitialize(count: Swift.max(0, Swift.min(count - (number << shift), 1 << shift)))
            chunks[number].deallocate()
        }
        chunks.deallocate()
    }

    @inline(__always)
    subscript(index: Int32) -> Element {
        let i = Int(index)
        return chunks[i &>> shift][i & ((1 << shift) - 1)]
    }

    /// Appends `element` and returns its index.
    @inline(__always)
    mutating func append(_ element: Element) -> Int32 {
        let offset = count & ((1 << shift) - 1)
        let chunk = count &>> shift
        if chunk == chunkCount { addChunk() }
        (chunks[chunk] + offset).initialize(to: element)
        count += 1
        return Int32(count - 1)
    }

    private mutating func addChunk() {
        if chunkCount == chunkCapacity {
            let grown = UnsafeMutablePointer<UnsafeMutablePointer<Element>>.allocate(capacity: 2 * chunkCapacity)
            grown.moveInitialize(from: chunks, count: chunkCount)
            chunks.deallocate()
            chunks = grown
            chunkCapacity *= 2
        }
        (chunks + chunkCount).initialize(to: .allocate(capacity: 1 << shift))
        chunkCount += 1
    }

    /// Empties the list, keeping its chunks for reuse.
    mutating func removeAll() {
        for i in 0..<count { (chunks[i &>> shift] + (i & ((1 << shift) - 1))).deinitialize(count: 1) }
        count = 0
    }
}

/// A growable buffer of plain values with one owner, the engine: no copy on write, so writing
/// an element costs no uniqueness check (an `Array` stored in a class checks on every write:
/// ten checks a child when placing one long row), and indexes are checked in debug builds only.
/// The engine's placement arrays and work lists; the elements need no deinitialising.
struct EngineBuffer<Element: BitwiseCopyable>: ~Copyable {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0

    init() {
        capacity = 0
        base = .allocate(capacity: 0)
    }

    /// Large buffers are taken from and given back to the thread's `ScratchMemory`, so that the
    /// next engine on the thread reuses their pages instead of faulting in fresh ones.
    deinit { ScratchMemory.give(block) }

    private var block: ScratchMemory.Block {
        ScratchMemory.Block(base: UnsafeMutableRawPointer(base), bytes: capacity * MemoryLayout<Element>.stride)
    }

    var isEmpty: Bool { count == 0 }

    @inline(__always)
    subscript(index: Int) -> Element {
        get {
            assert(index >= 0 && index < count, "EngineBuffer index out of range")
            return base[index]
        }
        nonmutating set {
            assert(index >= 0 && index < count, "EngineBuffer index out of range")
            base[index] = newValue
        }
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow(to: Swift.max(2 * capacity, 16)) }
        (base + count).initialize(to: element)
        count += 1
    }

    @inline(__always)
    mutating func popLast() -> Element? {
        guard count > 0 else { return nil }
        count -= 1
        return base[count]
    }

    /// Room for `capacity` elements without growing (at least doubling, as `append` does).
    mutating func reserve(_ capacity: Int) {
        if capacity > self.capacity { grow(to: Swift.max(capacity, 2 * self.capacity)) }
    }

    /// Keeps the first `newCount` elements.
    @inline(__always)
    mutating func removeLast(to newCount: Int) {
        assert(newCount <= count)
        count = newCount
    }

    /// `count` copies of `value` (the buffer keeps its memory if it is large enough).
    mutating func reset(count: Int, to value: Element) {
        if count > capacity { grow(to: count) }
        base.update(repeating: value, count: count)
        self.count = count
    }

    /// Empties the buffer and gives its memory back.
    mutating func release() {
        ScratchMemory.give(block)
        base = .allocate(capacity: 0)
        capacity = 0
        count = 0
    }

    @inline(never)
    private mutating func grow(to newCapacity: Int) {
        let taken = ScratchMemory.take(bytes: newCapacity * MemoryLayout<Element>.stride)
        let grown = taken.base.bindMemory(to: Element.self, capacity: newCapacity)
        grown.moveInitialize(from: base, count: count)
        ScratchMemory.give(block)
        base = grown
        capacity = taken.bytes / MemoryLayout<Element>.stride
    }
}
