/// Compact forms of the values the engine stores once per node (issue 18: engine bytes per node).
///
/// A `ProposedViewSize` takes 32 bytes in an array (two optional doubles, 25 bytes, padded) and a
/// `SourceLocation?` 24; these forms take 16 and 8, and convert back without loss.

/// A proposal as the bit patterns of its two components, nil as a NaN pattern no real proposal
/// has (the engine normalises NaN away): the form of the sizing cache's keys.
struct ProposalBits: Equatable {
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
    var proposal: ProposedViewSize { ProposedViewSize(width: Self.value(width), height: Self.value(height)) }
}

/// A source location in 8 bytes: line and column as 32-bit numbers, `UInt32.max` for none.
/// Lines and columns beyond four billion are clamped (no source file has them).
struct PackedLocation {
    private var line: UInt32
    private var column: UInt32

    init(_ location: SourceLocation?) {
        guard let location else {
            line = .max
            column = .max
            return
        }
        line = UInt32(clamping: Swift.min(location.line, Int(UInt32.max) - 1))
        column = UInt32(clamping: Swift.min(location.column, Int(UInt32.max) - 1))
    }

    var location: SourceLocation? {
        line == .max ? nil : SourceLocation(line: Int(line), column: Int(column))
    }
}
