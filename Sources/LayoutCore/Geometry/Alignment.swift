/// An alignment guide identifier on the horizontal axis (SwiftUI's `HorizontalAlignment`).
/// A custom guide defaults to its `AlignmentID`'s `defaultValue(in:)` when it is given
/// (`AlignmentKey.custom(_:_:definition:defaultValue:)`), else to the centre of the view.
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

    /// The alignment a `UnitPoint` converts to: the guides at `x` of the width and `y` of the
    /// height (SwiftUI's anchors: `gridCellAnchor(_:)` and the other `anchor:` parameters take a
    /// `UnitPoint`, "a normalized 2D point in a view's coordinate space"). The named points are
    /// the built-in guides (0, ½, 1); any other fraction is a guide of its own whose default
    /// value is that fraction of the view's length.
    public static func unitPoint(x: Double, y: Double) -> Alignment {
        Alignment(horizontal: HorizontalAlignment(fraction(x, of: .horizontal)), vertical: VerticalAlignment(fraction(y, of: .vertical)))
    }

    /// The guide at `f` of the length on `axis`.
    static func fraction(_ f: Double, of axis: Axis) -> AlignmentKey {
        let f = f.isFinite ? f : 0.5
        switch (f, axis) {
        case (0, .horizontal): return .leading
        case (0.5, .horizontal): return .horizontalCenter
        case (1, .horizontal): return .trailing
        case (0, .vertical): return .top
        case (0.5, .vertical): return .verticalCenter
        case (1, .vertical): return .bottom
        default:
            let label = axis == .horizontal ? "x" : "y"
            let name = "\(label): \(Format.number(f))"
            return .custom(name, axis, definition: "UnitPoint.\(label) \(f)") { d in f * (axis == .horizontal ? d.width : d.height) }
        }
    }

    public var description: String {
        if let name = Self.named.first(where: { $0.1 == self })?.0 { return name }
        if let x = horizontal.key.customName, let y = vertical.key.customName, x.hasPrefix("x: "), y.hasPrefix("y: ") {
            return "UnitPoint(\(x), \(y))"
        }
        return "\(horizontal)/\(vertical)"
    }
}

/// The identity of one alignment guide: a built-in one (`leading`, `firstTextBaseline`…) or a
/// custom one, named, on one axis.
///
/// A key is a number, so that copying an `Alignment` (every frame's placement does) copies two
/// words and retains nothing: the custom guides' names are kept once, in `CustomGuides`, and
/// each distinct (name, axis) has its own code, so that equal keys are equal numbers.
public struct AlignmentKey: Hashable, Sendable, CustomStringConvertible {
    /// 0–7 the built-in guides, as listed below; from 8, a custom guide: `code - 8` is its name's
    /// number in `CustomGuides` shifted left once, its axis in the low bit (1: vertical), so that
    /// the axis and the default value are read without the table's lock.
    private let code: UInt32

    private init(code: UInt32) { self.code = code }

    public static let leading = AlignmentKey(code: 0)
    public static let horizontalCenter = AlignmentKey(code: 1)
    public static let trailing = AlignmentKey(code: 2)
    public static let top = AlignmentKey(code: 3)
    public static let verticalCenter = AlignmentKey(code: 4)
    public static let bottom = AlignmentKey(code: 5)
    public static let firstTextBaseline = AlignmentKey(code: 6)
    public static let lastTextBaseline = AlignmentKey(code: 7)
    private static let builtInCount: UInt32 = 8

    /// The custom guide `name` on `axis` (SwiftUI's `AlignmentID` types): the same name on the
    /// same axis is the same key. Its default value is the centre of the axis (our model, for
    /// a guide whose `AlignmentID` is not given: use `custom(_:_:defaultValue:definition:)`).
    public static func custom(_ name: String, _ axis: Axis) -> AlignmentKey {
        AlignmentKey(code: builtInCount + (CustomGuides.number(of: name) << 1 | (axis == .vertical ? 1 : 0)))
    }

    /// The custom guide `name` on `axis` whose `AlignmentID.defaultValue(in:)` is
    /// `defaultValue`, given the view's dimensions (Apple's `AlignmentID`: "calculate the
    /// guide's default offset from the view's origin"). `definition` tells definitions apart
    /// (the source of the function): the same name, axis and definition is the same key.
    public static func custom(_ name: String, _ axis: Axis, definition: String, defaultValue: @escaping @Sendable (ViewDimensions) -> Double) -> AlignmentKey {
        let number = CustomGuides.number(of: name, definition: definition, defaultValue: defaultValue)
        return AlignmentKey(code: builtInCount + (number << 1 | (axis == .vertical ? 1 : 0)))
    }

    /// The custom guide's name, nil for a built-in one.
    public var customName: String? {
        code < Self.builtInCount ? nil : CustomGuides.name((code - Self.builtInCount) >> 1)
    }

    public var axis: Axis {
        switch code {
        case 0...2: return .horizontal
        case 3..<Self.builtInCount: return .vertical
        default: return (code - Self.builtInCount) & 1 == 0 ? .horizontal : .vertical
        }
    }

    /// The value a view without an explicit guide reports (§8.6): leading/top 0, centre half,
    /// trailing/bottom the full length; text baselines default to the bottom; custom guides to
    /// their `AlignmentID`'s default value (the centre when none is given).
    @inline(__always)
    public func defaultValue(in size: Size) -> Double {
        switch code {
        case 0, 3: return 0
        case 1: return size.width / 2
        case 4: return size.height / 2
        case 2: return size.width
        case 5, 6, 7: return size.height
        default: return customDefaultValue(in: size)
        }
    }

    /// A custom guide's default: its `AlignmentID`'s `defaultValue(in:)` run with the view's
    /// dimensions (its size; the guides it reads take their defaults), or, for a guide named
    /// without one, the centre of its axis. Out of line, so that the built-in guides' cases stay
    /// small where `defaultValue` is inlined.
    @inline(never)
    private func customDefaultValue(in size: Size) -> Double {
        guard let compute = CustomGuides.defaultValue((code - Self.builtInCount) >> 1) else { return size[axis] / 2 }
        return compute(ViewDimensions(size: size))
    }

    /// `.firstTextBaseline` or `.lastTextBaseline`.
    public var isTextBaseline: Bool { code == 6 || code == 7 }

    /// Whether containers export their children's explicit values for this key (§8.6):
    /// built-in edge and centre guides are never exported.
    var isExportedByContainers: Bool { code >= 6 }

    public var description: String {
        switch code {
        case 0: return "leading"
        case 1, 4: return "center"
        case 2: return "trailing"
        case 3: return "top"
        case 5: return "bottom"
        case 6: return "firstTextBaseline"
        case 7: return "lastTextBaseline"
        default: return customName ?? ""
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
