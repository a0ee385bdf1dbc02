/// A device screen held one way up: its size in points and the safe-area insets the system
/// keeps clear (status bar and sensor housing, home indicator, a television's overscan), as the
/// root view of a `--device` layout sees them.
///
/// The numbers are a row of the device table (``DevicePreset``, `devices.tsv`), each with its
/// source there: Apple's Human Interface Guidelines for the sizes, published measurements for
/// the insets, our model where none is published (docs/devices.md).
public struct Device: Hashable, Sendable {
    /// The `--device` name: `iphone-16`.
    public var name: String
    /// The marketing name: `iPhone 16`.
    public var title: String
    /// The screen in points, in this orientation.
    public var screen: Size
    /// The safe-area insets in this orientation.
    public var safeAreaInsets: EdgeInsets
    public var orientation: DeviceOrientation
    /// Whether the device is held in the other of its two orientations (an iPhone in
    /// landscape), not the one it shows first or only (an Apple TV in landscape).
    public var isTurned: Bool
    /// Pixels per point (`UIScreen.scale`).
    public var scale: Double

    public init(name: String, title: String, screen: Size, safeAreaInsets: EdgeInsets,
                orientation: DeviceOrientation = .portrait, isTurned: Bool = false, scale: Double = 1) {
        self.name = name
        self.title = title
        self.screen = screen
        self.safeAreaInsets = safeAreaInsets
        self.orientation = orientation
        self.isTurned = isTurned
        self.scale = scale
    }

    /// The part of the screen inside the safe area, in screen coordinates.
    public var safeRect: Rect {
        Rect(
            x: safeAreaInsets.leading, y: safeAreaInsets.top,
            width: Swift.max(screen.width - safeAreaInsets.leading - safeAreaInsets.trailing, 0),
            height: Swift.max(screen.height - safeAreaInsets.top - safeAreaInsets.bottom, 0))
    }

    /// The preset named `name` (a name or an alias, case-insensitive) held in `orientation`,
    /// its own orientation when nil; nil for an unknown name or an orientation the device never
    /// shows (an Apple TV in portrait).
    public static func named(_ name: String, orientation: DeviceOrientation? = nil) -> Device? {
        DevicePreset.named(name)?.device(orientation)
    }
}

/// The safe area in effect: the screen and the safe rect, in screen coordinates. Set by a
/// device root (`SafeAreaRootLayout`) and narrowed by `safeAreaInset` and `safeAreaPadding`.
public struct SafeArea: Hashable, Sendable {
    public var screen: Rect
    public var safe: Rect

    /// Whether `frame`'s `edge` lies on the safe area's edge (a view touching it can extend into
    /// the inset beyond). A tolerance of 0.001 pt absorbs rounding.
    func touches(_ frame: Rect, _ edge: Edge) -> Bool {
        let e = 0.001
        switch edge {
        case .top: return abs(frame.minY - safe.minY) < e
        case .bottom: return abs(frame.minY + frame.height - (safe.minY + safe.height)) < e
        case .leading: return abs(frame.minX - safe.minX) < e
        case .trailing: return abs(frame.minX + frame.width - (safe.minX + safe.width)) < e
        }
    }

    /// `frame` extended to the screen's edge on each of `edges` it touches.
    func extending(_ frame: Rect, on edges: Edge.Set) -> Rect {
        var minX = frame.minX, minY = frame.minY, maxX = frame.minX + frame.width, maxY = frame.minY + frame.height
        if edges.contains(.top), touches(frame, .top) { minY = Swift.min(minY, screen.minY) }
        if edges.contains(.bottom), touches(frame, .bottom) { maxY = Swift.max(maxY, screen.minY + screen.height) }
        if edges.contains(.leading), touches(frame, .leading) { minX = Swift.min(minX, screen.minX) }
        if edges.contains(.trailing), touches(frame, .trailing) { maxX = Swift.max(maxX, screen.minX + screen.width) }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
