/// The length that the closure of `containerRelativeFrame(_:alignment:_:)` returns for one
/// axis, as an expression of the container's length on that axis: `length / 2`,
/// `length * 0.8`, `min(length * 0.9, 400)`, `length > 600 ? length / 2 : length`.
///
/// SwiftUI calls the closure with the nearest container's length, once per axis of the
/// modifier's set (Apple,
/// https://developer.apple.com/documentation/swiftui/view/containerrelativeframe(_:alignment:_:)).
/// That length is known only when the view is laid out, so the closure is kept as an
/// expression of it: the front end reads a closure of the input into one per axis (what
/// depends on the axis is decided when it is read), and the DSL's closure builds one with the
/// operators below.
///
/// - Complexity: `value(container:)` is O(n) in the size of the expression.
public indirect enum ContainerRelativeLength: Hashable, Sendable, CustomStringConvertible {
    /// The container's length on the axis (the closure's first parameter).
    case container
    case constant(Double)
    case sum(ContainerRelativeLength, ContainerRelativeLength)
    case difference(ContainerRelativeLength, ContainerRelativeLength)
    case product(ContainerRelativeLength, ContainerRelativeLength)
    case quotient(ContainerRelativeLength, ContainerRelativeLength)
    case minimum(ContainerRelativeLength, ContainerRelativeLength)
    case maximum(ContainerRelativeLength, ContainerRelativeLength)
    /// `condition ? then : else`, where the condition compares two lengths.
    case choice(Comparison, ContainerRelativeLength, ContainerRelativeLength)

    /// A comparison of two lengths: `length > 600`.
    public struct Comparison: Hashable, Sendable, CustomStringConvertible {
        public enum Operator: String, Hashable, Sendable, CaseIterable {
            case less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">=", equal = "==", notEqual = "!="
        }
        public var lhs: ContainerRelativeLength
        public var op: Operator
        public var rhs: ContainerRelativeLength

        public init(_ lhs: ContainerRelativeLength, _ op: Operator, _ rhs: ContainerRelativeLength) {
            self.lhs = lhs
            self.op = op
            self.rhs = rhs
        }

        public func holds(container: Double) -> Bool {
            let l = lhs.value(container: container), r = rhs.value(container: container)
            switch op {
            case .less: return l < r
            case .lessOrEqual: return l <= r
            case .greater: return l > r
            case .greaterOrEqual: return l >= r
            case .equal: return l == r
            case .notEqual: return l != r
            }
        }

        public var description: String { "\(lhs.spelled(below: 130)) \(op.rawValue) \(rhs.spelled(below: 131))" }
    }

    /// The closure's result for a container `container` points long. Not clamped: the frame
    /// decides what a negative or non-finite result does.
    public func value(container: Double) -> Double {
        switch self {
        case .container: return container
        case .constant(let c): return c
        case .sum(let a, let b): return a.value(container: container) + b.value(container: container)
        case .difference(let a, let b): return a.value(container: container) - b.value(container: container)
        case .product(let a, let b): return a.value(container: container) * b.value(container: container)
        case .quotient(let a, let b): return a.value(container: container) / b.value(container: container)
        case .minimum(let a, let b): return Swift.min(a.value(container: container), b.value(container: container))
        case .maximum(let a, let b): return Swift.max(a.value(container: container), b.value(container: container))
        case .choice(let condition, let a, let b):
            return condition.holds(container: container) ? a.value(container: container) : b.value(container: container)
        }
    }

    /// Swift's spelling, with `length` for the container's length: `length / 2`.
    public var description: String { spelled(below: 0) }

    /// The spelling, in parentheses when its operator binds less tightly than `minimum`
    /// (Swift's precedences: 150 for `*` and `/`, 140 for `+` and `-`, 100 for `?:`).
    func spelled(below minimum: Int) -> String {
        let (text, precedence): (String, Int)
        switch self {
        case .container: (text, precedence) = ("length", 1000)
        case .constant(let c): (text, precedence) = (Format.number(c), c < 0 ? 160 : 1000)
        case .sum(let a, let b): (text, precedence) = ("\(a.spelled(below: 140)) + \(b.spelled(below: 141))", 140)
        case .difference(let a, let b): (text, precedence) = ("\(a.spelled(below: 140)) - \(b.spelled(below: 141))", 140)
        case .product(let a, let b): (text, precedence) = ("\(a.spelled(below: 150)) * \(b.spelled(below: 151))", 150)
        case .quotient(let a, let b): (text, precedence) = ("\(a.spelled(below: 150)) / \(b.spelled(below: 151))", 150)
        case .minimum(let a, let b): (text, precedence) = ("min(\(a), \(b))", 1000)
        case .maximum(let a, let b): (text, precedence) = ("max(\(a), \(b))", 1000)
        case .choice(let condition, let a, let b): (text, precedence) = ("\(condition) ? \(a.spelled(below: 101)) : \(b.spelled(below: 100))", 100)
        }
        return precedence < minimum ? "(\(text))" : text
    }

    public static func + (a: Self, b: Self) -> Self { .sum(a, b) }
    public static func - (a: Self, b: Self) -> Self { .difference(a, b) }
    public static func * (a: Self, b: Self) -> Self { .product(a, b) }
    public static func / (a: Self, b: Self) -> Self { .quotient(a, b) }
    public static func + (a: Self, b: Double) -> Self { .sum(a, .constant(b)) }
    public static func - (a: Self, b: Double) -> Self { .difference(a, .constant(b)) }
    public static func * (a: Self, b: Double) -> Self { .product(a, .constant(b)) }
    public static func / (a: Self, b: Double) -> Self { .quotient(a, .constant(b)) }
    public static func * (a: Double, b: Self) -> Self { .product(.constant(a), b) }
    public static func min(_ a: Self, _ b: Self) -> Self { .minimum(a, b) }
    public static func max(_ a: Self, _ b: Self) -> Self { .maximum(a, b) }
}

extension ContainerRelativeLength {
    /// The lengths of one `containerRelativeFrame(_:alignment:_:)`: the closure's result on
    /// each axis (an axis outside the modifier's set keeps its expression but is not framed).
    public struct Closure: Hashable, Sendable {
        public var horizontal: ContainerRelativeLength
        public var vertical: ContainerRelativeLength

        public init(horizontal: ContainerRelativeLength, vertical: ContainerRelativeLength) {
            self.horizontal = horizontal
            self.vertical = vertical
        }

        /// The closure run once per axis, with the container's length as `.container`.
        public init(_ length: (ContainerRelativeLength, Axis) -> ContainerRelativeLength) {
            self.init(horizontal: length(.container, .horizontal), vertical: length(.container, .vertical))
        }

        public subscript(axis: Axis) -> ContainerRelativeLength { axis == .horizontal ? horizontal : vertical }

        /// `{ length, _ in length / 2 }`, or `{ length, axis in axis == .horizontal ? … : … }`
        /// when the axes of `axes` differ.
        public func spelled(for axes: Axis.Set) -> String {
            if axes == .all, horizontal != vertical {
                return "{ length, axis in axis == .horizontal ? \(horizontal.spelled(below: 101)) : \(vertical.spelled(below: 100)) }"
            }
            return "{ length, _ in \(axes.contains(.vertical) && !axes.contains(.horizontal) ? vertical : horizontal) }"
        }
    }
}
