/// A concrete size, SwiftUI's `CGSize`. Printed as `(50 × 20)`.
public struct Size: Hashable, Sendable, BitwiseCopyable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public init(_ axis: Axis, major: Double, minor: Double) {
        switch axis {
        case .horizontal: self.init(width: major, height: minor)
        case .vertical: self.init(width: minor, height: major)
        }
    }

    public static let zero = Size(width: 0, height: 0)

    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    public var description: String { "(\(Format.number(width)) × \(Format.number(height)))" }
}

/// A point in container coordinates (y grows downwards, as in SwiftUI).
public struct Point: Hashable, Sendable, BitwiseCopyable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
    public static let zero = Point(x: 0, y: 0)
    public var description: String { "(\(Format.number(x)), \(Format.number(y)))" }
}

/// A rectangle in container coordinates, printed as `(x, y, w × h)`.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }
    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var description: String {
        "(\(Format.number(origin.x)), \(Format.number(origin.y)), \(Format.number(size.width)) × \(Format.number(size.height)))"
    }
}

/// The two layout axes.
public enum Axis: String, Hashable, Sendable, CaseIterable {
    case horizontal, vertical

    /// The other axis.
    public var other: Axis { self == .horizontal ? .vertical : .horizontal }

    /// A set of axes (`[.horizontal, .vertical]`).
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
        public static let all: Set = [.horizontal, .vertical]
        /// Whether the set holds `axis`. (The member set is spelled out: a bare `.horizontal` here
        /// resolves to `Axis.horizontal` and made this function call itself forever.)
        public func contains(_ axis: Axis) -> Bool { contains(axis == .horizontal ? Set.horizontal : Set.vertical) }
    }
}

/// Insets on the four edges of a rectangle.
public struct EdgeInsets: Hashable, Sendable {
    public var top, leading, bottom, trailing: Double
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    public init(_ edges: Edge.Set, _ length: Double) {
        self.init(
            top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }
    /// The sum of the insets along `axis`.
    public func total(_ axis: Axis) -> Double { axis == .horizontal ? leading + trailing : top + bottom }
}

/// An edge of a rectangle, and sets of them.
public enum Edge: String, Hashable, Sendable, CaseIterable {
    case top, leading, bottom, trailing

    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}
