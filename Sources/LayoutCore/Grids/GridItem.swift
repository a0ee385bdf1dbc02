/// `GridItem(_:spacing:alignment:)`: one column of a `LazyVGrid` or one row of a `LazyHGrid`.
///
/// Sizes, as Apple documents them (https://developer.apple.com/documentation/swiftui/griditem):
/// - `.fixed(length)`: one track of that length;
/// - `.flexible(minimum: 10, maximum: .infinity)`: one track that shares the space left by the
///   fixed items, clamped to its bounds;
/// - `.adaptive(minimum:maximum: .infinity)`: as many tracks as fit in its share, each at least
///   `minimum` long.
/// `spacing` is the gap after the item (nil: 8 pt, the default spacing between views, our model
/// of SwiftUI's platform default); `alignment` places a cell in its track (nil: centred).
public struct GridItem: Hashable, Sendable {
    public enum Size: Hashable, Sendable {
        case fixed(Double)
        case flexible(minimum: Double = 10, maximum: Double = .infinity)
        case adaptive(minimum: Double, maximum: Double = .infinity)
    }

    public var size: Size
    public var spacing: Double?
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = Self.normalised(size)
        self.spacing = spacing.map { $0.isFinite ? $0 : 0 }
        self.alignment = alignment
    }

    /// The default gap after an item and between a grid's lines (our model: 8 pt, as between views).
    public static let defaultSpacing = 8.0

    /// Bounds made valid the way SwiftUI's initialisers clamp them: no negative or NaN length,
    /// a maximum not below the minimum.
    static func normalised(_ size: Size) -> Size {
        func valid(_ v: Double, _ fallback: Double) -> Double { v.isNaN || v < 0 ? fallback : v }
        switch size {
        case .fixed(let d): return .fixed(valid(d, 0).isFinite ? valid(d, 0) : 0)
        case .flexible(let lo, let hi):
            let min = valid(lo, 10).isFinite ? valid(lo, 10) : 10
            return .flexible(minimum: min, maximum: Swift.max(valid(hi, .infinity), min))
        case .adaptive(let lo, let hi):
            let min = Swift.max(valid(lo, 10).isFinite ? valid(lo, 10) : 10, 1)
            return .adaptive(minimum: min, maximum: Swift.max(valid(hi, .infinity), min))
        }
    }

    /// How the item is spelled: `GridItem(.flexible())`, `GridItem(.fixed(80), spacing: 4)`.
    public var description: String {
        func n(_ v: Double) -> String { v == .infinity ? ".infinity" : Format.number(v) }
        var text: String
        switch size {
        case .fixed(let d): text = ".fixed(\(n(d)))"
        case .flexible(let lo, let hi):
            text = lo == 10 && hi == .infinity ? ".flexible()" : ".flexible(minimum: \(n(lo)), maximum: \(n(hi)))"
        case .adaptive(let lo, let hi):
            text = hi == .infinity ? ".adaptive(minimum: \(n(lo)))" : ".adaptive(minimum: \(n(lo)), maximum: \(n(hi)))"
        }
        if let spacing { text += ", spacing: \(n(spacing))" }
        if let alignment { text += ", alignment: .\(alignment)" }
        return "GridItem(\(text))"
    }
}

/// The tracks (columns of a LazyVGrid, rows of a LazyHGrid) that a list of grid items becomes
/// for an available length.
struct GridTracks: Equatable {
    /// Each track's length.
    var lengths: [Double]
    /// The gap after each track but the last.
    var gaps: [Double]
    /// The item each track comes from (an adaptive item gives several).
    var items: [Int]

    var total: Double { lengths.reduce(0, +) + gaps.reduce(0, +) }

    /// Steps, for the available length `available` (nil: the ideal, from the cells):
    /// 1. fixed items take their length;
    /// 2. the flexible and adaptive items share what is left after the fixed items and the
    ///    gaps, in order: each takes an equal part of the rest, clamped to its bounds (an
    ///    adaptive item's part only to its minimum: its maximum bounds each of its tracks);
    /// 3. an adaptive item fits as many tracks of at least its minimum as its part holds
    ///    (at least one), which share the part equally, each at most its maximum.
    /// With no available length, a flexible or adaptive item takes `ideal(item)` clamped to its
    /// bounds, as one track (our model: the widest of its cells).
    static func resolve(_ items: [GridItem], available: Double?, ideal: (Int) -> Double) -> GridTracks {
        guard !items.isEmpty else { return GridTracks(lengths: [], gaps: [], items: []) }
        let gapsAfter = items.map { $0.spacing ?? GridItem.defaultSpacing }
        // 1. + 2. Each item's share.
        var shares = Array(repeating: 0.0, count: items.count)
        var remaining = (available ?? 0) - gapsAfter.dropLast().reduce(0, +)
        var flexibleLeft = 0
        for (i, item) in items.enumerated() {
            if case .fixed(let d) = item.size { shares[i] = d; remaining -= d } else { flexibleLeft += 1 }
        }
        for (i, item) in items.enumerated() {
            switch item.size {
            case .fixed: continue
            case .flexible(let lo, let hi), .adaptive(let lo, let hi):
                let share = available == nil ? ideal(i) : remaining / Double(flexibleLeft)
                // An adaptive item's maximum bounds each of its tracks, not its share.
                let isAdaptive = if case .adaptive = item.size { available != nil } else { false }
                shares[i] = Swift.min(Swift.max(share.isNaN ? lo : share, lo), isAdaptive ? .infinity : hi)
                remaining -= shares[i]
                flexibleLeft -= 1
            }
        }
        // 3. Tracks.
        var result = GridTracks(lengths: [], gaps: [], items: [])
        for (i, item) in items.enumerated() {
            if !result.lengths.isEmpty { result.gaps.append(gapsAfter[i - 1]) }
            guard case .adaptive(let lo, let hi) = item.size, available != nil, shares[i].isFinite else {
                result.lengths.append(shares[i])
                result.items.append(i)
                continue
            }
            let gap = gapsAfter[i]
            let count = Swift.max(1, Int(((shares[i] + gap) / (lo + gap)).rounded(.down)))
            let length = Swift.min((shares[i] - gap * Double(count - 1)) / Double(count), hi)
            for k in 0..<count {
                if k > 0 { result.gaps.append(gap) }
                result.lengths.append(length)
                result.items.append(i)
            }
        }
        return result
    }
}
