/// A row of the device table (`devices.tsv`): a device `--device` can name, its screen in each
/// orientation it shows, and the source of every number.
///
/// `sizing devices` lists them; ``device(_:)`` holds one a given way up for layout.
public struct DevicePreset: Hashable, Sendable {
    /// The name `--device` takes: `iphone-14-pro`.
    public var name: String
    /// Other names it answers to (`iphone-se` for `iphone-se-3`).
    public var aliases: [String]
    /// The marketing name: `iPhone 14 Pro`.
    public var title: String
    /// iPhone, iPad, Apple Watch, Apple TV, Mac or Apple Vision Pro.
    public var family: String
    /// The platform its `#if` branches compile for: iOS, watchOS, tvOS, macOS or visionOS.
    public var platform: String
    /// The screen in points in the first of ``orientations``.
    public var points: Size
    /// Pixels per point.
    public var scale: Double
    /// The safe-area insets in portrait, nil for a device never held so (a television).
    public var portraitInsets: EdgeInsets?
    /// The safe-area insets in landscape, nil for a device never held so (a watch).
    public var landscapeInsets: EdgeInsets?
    /// What makes the insets: `notch`, `dynamic-island`, `home-indicator`, `home-button`,
    /// `status-bar`, `overscan`, `window`.
    public var features: [String]
    /// The keys of the sources (``DeviceSource``) of the points and scale, of the portrait
    /// insets and of the landscape insets; `model` for our own reading.
    public var pointsSources: [String]
    public var portraitSources: [String]
    public var landscapeSources: [String]
    /// What a `model` number stands for, and disagreements between sources.
    public var note: String?

    /// The orientations the device shows, its own first.
    public var orientations: [DeviceOrientation] {
        DeviceOrientation.allCases.filter { insets($0) != nil }
    }

    /// The orientation it is held in when none is asked for: portrait where it has one.
    public var naturalOrientation: DeviceOrientation { orientations.first ?? .portrait }

    /// Its safe-area insets in `orientation`, nil when it never shows that orientation.
    public func insets(_ orientation: DeviceOrientation) -> EdgeInsets? {
        orientation == .portrait ? portraitInsets : landscapeInsets
    }

    /// Its screen in `orientation`: ``points`` in its own orientation, turned a quarter in the
    /// other; nil when it never shows `orientation`.
    public func screen(_ orientation: DeviceOrientation) -> Size? {
        guard insets(orientation) != nil else { return nil }
        return orientation == naturalOrientation ? points : Size(width: points.height, height: points.width)
    }

    /// The device held in `orientation` (its own when nil), nil when it never shows it.
    public func device(_ orientation: DeviceOrientation? = nil) -> Device? {
        let orientation = orientation ?? naturalOrientation
        guard let screen = screen(orientation), let insets = insets(orientation) else { return nil }
        return Device(
            name: name, title: title, screen: screen, safeAreaInsets: insets, orientation: orientation,
            isTurned: orientation != naturalOrientation, scale: scale)
    }

    /// The sources these keys name, in the table's order of citation.
    public func sources(_ keys: [String]) -> [DeviceSource] {
        keys.compactMap { key in DeviceTable.standard.sources.first { $0.key == key } }
    }

    /// Every preset, in the table's order.
    public static var all: [DevicePreset] { DeviceTable.standard.presets }

    /// Every name `--device` takes: the presets' names and aliases.
    public static var names: [String] { all.flatMap { [$0.name] + $0.aliases } }

    /// The preset named `name`, by its name or an alias, case-insensitive; nil for another name.
    public static func named(_ name: String) -> DevicePreset? {
        let name = name.lowercased()
        return all.first { $0.name == name || $0.aliases.contains(name) }
    }
}

/// A published table or measurement the device table cites (`source` rows of `devices.tsv`).
public struct DeviceSource: Hashable, Sendable {
    /// The key the device rows cite: `csdn-insets`; `model` is our own reading.
    public var key: String
    public var title: String
    /// Where it is published; nil for our model.
    public var url: String?

    public init(key: String, title: String, url: String?) {
        self.key = key
        self.title = title
        self.url = url
    }
}
