/// A device screen in portrait: its size in points and the safe-area insets the system keeps
/// clear (status bar and sensor housing at the top, home indicator at the bottom).
///
/// Screen sizes are Apple's (Human Interface Guidelines, Layout, "Device screen sizes and
/// orientations": https://developer.apple.com/design/human-interface-guidelines/layout). Apple
/// does not tabulate the safe-area insets; ours are the values commonly measured on each device
/// (our model where they are not published): 59 / 34 pt on the 6.1" iPhones with a Dynamic
/// Island, 62 / 34 pt on the 6.9" Pro Max, 20 / 0 pt on iPhone SE (a status bar only), 24 / 20
/// pt on iPads without a home button.
public struct Device: Hashable, Sendable {
    /// The `--device` name: `iphone-16`.
    public var name: String
    /// The marketing name: `iPhone 16`.
    public var title: String
    public var screen: Size
    public var safeAreaInsets: EdgeInsets

    public init(name: String, title: String, screen: Size, safeAreaInsets: EdgeInsets) {
        self.name = name
        self.title = title
        self.screen = screen
        self.safeAreaInsets = safeAreaInsets
    }

    /// The part of the screen inside the safe area, in screen coordinates.
    public var safeRect: Rect {
        Rect(
            x: safeAreaInsets.leading, y: safeAreaInsets.top,
            width: Swift.max(screen.width - safeAreaInsets.leading - safeAreaInsets.trailing, 0),
            height: Swift.max(screen.height - safeAreaInsets.top - safeAreaInsets.bottom, 0))
    }

    public static let presets: [Device] = [
        Device(name: "iphone-16", title: "iPhone 16", screen: Size(width: 393, height: 852),
               safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)),
        Device(name: "iphone-16-pro-max", title: "iPhone 16 Pro Max", screen: Size(width: 440, height: 956),
               safeAreaInsets: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0)),
        Device(name: "iphone-se", title: "iPhone SE (3rd generation)", screen: Size(width: 375, height: 667),
               safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0)),
        Device(name: "ipad-pro-11", title: "iPad Pro 11-inch", screen: Size(width: 834, height: 1194),
               safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)),
    ]

    /// The preset named `name` (case-insensitive), or nil.
    public static func named(_ name: String) -> Device? {
        presets.first { $0.name == name.lowercased() }
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
