/// An alignment guide identifier on the horizontal axis (SwiftUI's `HorizontalAlignment`).
/// Custom guides default to the centre of the view (SwiftUI requires a `defaultValue` for
/// each custom ID; the centre is the common choice and the one we model).
public struct HorizontalAlignment: Hashable, Sendable, CustomStringConvertible {
    public let key: AlignmentKey
    public init(_ key: AlignmentKey) { self.key = key }
    public static let leading = HorizontalAlignment(.leading)
    public static let center = HorizontalAlignment(.horizontalCenter)
    public static let trailing = HorizontalAlignment(.trailing)
    public static func custom(_ name: String) -> HorizontalAlignment { .init(.custom(name, .horizontal)) }
    public var description: String { key.description }
}

/// An alignment guide identifier on the vertical axis (SwiftUI's `VerticalAlignment`).
public struct VerticalAlignment: Hashable, Sendable, CustomStringConvertible {
    public let key: AlignmentKey
    public init(_ key: AlignmentKey) { self.key = key }
    public static let top = VerticalAlignment(.top)
    public static let center = VerticalAlignment(.verticalCenter)
    public static let bottom = VerticalAlignment(.bottom)
    public static let firstTextBaseline = VerticalAlignment(.firstTextBaseline)
    public static let lastTextBaseline = VerticalAlignment(.lastTextBaseline)
    public static func custom(_ name: String) -> VerticalAlignment { .init(.custom(name, .vertical)) }
    public var description: String { key.description }
}

/// A pair of guides, SwiftUI's `Alignment` (`.topLeading`, `.center`, …).
public struct Alignment: Hashable, Sendable, CustomStringConvertible {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// All named alignments, for parsing and printing.
    public static let named: [(String, Alignment)] = [
        ("center", .center), ("leading", .leading), ("trailing", .trailing), ("top", .top),
        ("bottom", .bottom), ("topLeading", .topLeading), ("topTrailing", .topTrailing),
        ("bottomLeading", .bottomLeading), ("bottomTrailing", .bottomTrailing),
    ]

    public var description: String {
        if let name = Self.named.first(where: { $0.1 == self })?.0 { return name }
        return "\(horizontal)/\(vertical)"
    }
}

/// The identity of one alignment guide.
public enum AlignmentKey: Hashable, Sendable, CustomStringConvertible {
    case leading, horizontalCenter, trailing
    case top, verticalCenter, bottom, firstTextBaseline, lastTextBaseline
    case custom(String, Axis)

    public var axis: Axis {
        switch self {
        case .leading, .horizontalCenter, .trailing: return .horizontal
        case .top, .verticalCenter, .bottom, .firstTextBaseline, .lastTextBaseline: return .vertical
        case .custom(_, let axis): return axis
        }
    }

    /// The value a view without an explicit guide reports (§8.6): leading/top 0, centre half,
    /// trailing/bottom the full length; text baselines default to the bottom.
    public func defaultValue(in size: Size) -> Double {
        switch self {
        case .leading, .top: return 0
        case .horizontalCenter: return size.width / 2
        case .verticalCenter: return size.height / 2
        case .trailing: return size.width
        case .bottom, .firstTextBaseline, .lastTextBaseline: return size.height
        case .custom(_, let axis): return size[axis] / 2
        }
    }

    /// Whether containers export their children's explicit values for this key (§8.6):
    /// built-in edge and centre guides are never exported.
    /// `.firstTextBaseline` or `.lastTextBaseline`.
    var isTextBaseline: Bool {
        switch self {
        case .firstTextBaseline, .lastTextBaseline: return true
        default: return false
        }
    }

    var isExportedByContainers: Bool {
        switch self {
        case .firstTextBaseline, .lastTextBaseline, .custom: return true
        default: return false
        }
    }

    public var description: String {
        switch self {
        case .leading: return "leading"
        case .horizontalCenter, .verticalCenter: return "center"
        case .trailing: return "trailing"
        case .top: return "top"
        case .bottom: return "bottom"
        case .firstTextBaseline: return "firstTextBaseline"
        case .lastTextBaseline: return "lastTextBaseline"
        case .custom(let name, _): return name
        }
    }
}

/// A view's size and its alignment guides, as handed to `alignmentGuide` closures.
public struct ViewDimensions: Sendable, Hashable {
    public let width: Double
    public let height: Double
    /// Explicit guide values the view reports (text baselines, earlier `alignmentGuide`s).
    public let explicitValues: [AlignmentKey: Double]

    public init(size: Size, explicitValues: [AlignmentKey: Double] = [:]) {
        self.width = size.width
        self.height = size.height
        self.explicitValues = explicitValues
    }

    public var size: Size { Size(width: width, height: height) }

    /// The explicit value of the guide if the view has one, else its default (§8.6).
    public subscript(key: AlignmentKey) -> Double {
        explicitValues[key] ?? key.defaultValue(in: size)
    }
    public subscript(guide: HorizontalAlignment) -> Double { self[guide.key] }
    public subscript(guide: VerticalAlignment) -> Double { self[guide.key] }
    /// The explicit value of a guide, if the view sets one.
    public subscript(explicit guide: HorizontalAlignment) -> Double? { explicitValues[guide.key] }
    public subscript(explicit guide: VerticalAlignment) -> Double? { explicitValues[guide.key] }
}
