/// A 16-byte value the sizing cache stores once and names by number (`InternTable`): a proposal
/// or an answer, as the bit patterns of its two components, so that equal means identical.
protocol InternedPair: Equatable {
    var first: UInt64 { get }
    var second: UInt64 { get }
}

extension ProposalBits: InternedPair {
    var first: UInt64 { width }
    var second: UInt64 { height }
}

/// An answer as the bit patterns of its width and height.
struct SizeBits: InternedPair {
    var first: UInt64
    var second: UInt64

    @inline(__always)
    init(_ size: Size) {
        first = size.width.bitPattern
        second = size.height.bitPattern
    }

    @inline(__always)
    var size: Size { Size(width: Double(bitPattern: first), height: Double(bitPattern: second)) }
}

/// A stack's children's spacing classes, a byte each, and its axis and child count
/// (`LayoutEngine.stackSpacing(of:along:_:)`).
struct StackSpacingKey: InternedPair {
    var first: UInt64
    var second: UInt64
}

/// The distinct values of one kind that an engine's cache holds, each stored once and numbered
/// in order of arrival (issue 18, engine bytes per node).
///
/// A node is asked few distinct proposals, and most nodes are asked the same ones (0, ∞, nil,
/// the container's offer) and give the same few sizes: a cache entry that names its proposal
/// and its answer by number takes 12 bytes instead of 40. Numbering a new value costs a hash
/// lookup, paid only when an answer is computed; reading one is an array access.
///
/// Open addressing with linear probing over `Int32` slots (the value's number + 1, 0 when
/// empty), at most half full. When every value is distinct (no two questions alike), a value
/// costs 16–24 bytes (the buffer grows by half) and 8–16 of slots: an entry and its two values
/// then take 60–92 bytes, not 40. The trees we measured share most of them (`InternTableTests`).
struct InternTable<Value: InternedPair>: ~Copyable {
    /// The values in order of arrival, in one buffer (a cache lookup reads one per entry it
    /// scans: a chunked list's extra indirection cost 8 % more instructions placing the list tree).
    private var values: UnsafeMutablePointer<Value>
    private var capacity = 64
    private(set) var count = 0
    private var slots: UnsafeMutablePointer<Int32>
    private var slotMask = 127
    /// 64 − log2 of the slot count: a value's first slot is its hash's top bits.
    private var slotShift: UInt64 = 57

    init() {
        values = .allocate(capacity: capacity)
        slots = .allocate(capacity: slotMask + 1)
        slots.initialize(repeating: 0, count: slotMask + 1)
    }

    deinit {
        values.deallocate()
        slots.deallocate()
    }

    @inline(__always)
    subscript(number: Int32) -> Value { values[Int(number)] }

    /// The number of `value`, numbering it when it is new.
    @inline(__always)
    mutating func number(of value: Value) -> Int32 {
        var slot = slot(of: value)
        while true {
            let stored = slots[slot]
            if stored == 0 { return add(value, at: slot) }
            if values[Int(stored) - 1] == value { return stored - 1 }
            slot = (slot + 1) & slotMask
        }
    }

    /// Forgets every value (`LayoutEngine.resetCaches`), keeping the memory.
    mutating func removeAll() {
        count = 0
        slots.update(repeating: 0, count: slotMask + 1)
    }

    /// The first slot to probe for `value`: the top bits of a multiplicative hash. The low bits
    /// of a product depend only on the low bits of its factors, and the bit patterns of round
    /// numbers (0, 20, 5000, ½) end in dozens of zeros: masking low bits put them all in slot 0
    /// (placing the list tree probed 35 slots a lookup).
    @inline(__always)
    private func slot(of value: Value) -> Int {
        let mixed = value.first &* 0x9E37_79B9_7F4A_7C15 &+ (value.second ^ (value.second >> 32)) &* 0xC2B2_AE3D_27D4_EB4F
        let spread = (mixed ^ (mixed >> 32)) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: spread >> slotShift)
    }

    @inline(never)
    private mutating func add(_ value: Value, at slot: Int) -> Int32 {
        if count == capacity {
            // Half as much again: the values are most of the table's memory.
            let grown = UnsafeMutablePointer<Value>.allocate(capacity: capacity + capacity / 2)
            grown.moveInitialize(from: values, count: count)
            values.deallocate()
            values = grown
            capacity += capacity / 2
        }
        (values + count).initialize(to: value)
        count += 1
        slots[slot] = Int32(count)
        if 2 * count > slotMask + 1 { growSlots() }
        return Int32(count - 1)
    }

    /// Doubles the slots and places every value again.
    private mutating func growSlots() {
        let slotCount = 2 * (slotMask + 1)
        slots.deallocate()
        slots = .allocate(capacity: slotCount)
        slots.initialize(repeating: 0, count: slotCount)
        slotMask = slotCount - 1
        slotShift -= 1
        for index in 0..<count {
            var slot = slot(of: values[index])
            while slots[slot] != 0 { slot = (slot + 1) & slotMask }
            slots[slot] = Int32(index + 1)
        }
    }
}
