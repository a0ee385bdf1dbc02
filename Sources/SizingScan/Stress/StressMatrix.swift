import LayoutCore

/// The configurations `sizing scan --stress` lays every view out in: each device in each of its
/// orientations, at each text size, in each language (``StressConfiguration``).
///
/// The default (our choice, after the issue): the smallest iPhone iOS 18 supports (`iphone-se`,
/// 375 × 667), the largest (`iphone-16-pro-max`, 440 × 956) and the smallest current iPad
/// (`ipad-mini`, 744 × 1133), portrait and landscape; the default text size (`large`) and the
/// smallest and largest accessibility sizes (`accessibility1`, `accessibility5`); the source's
/// strings and a pseudo-translation 40 % longer. `stress:` in `.sizing.yml` replaces any of
/// the four lists; languages a project translates into (`de`) are read from its `.xcstrings` and
/// `Localizable.strings` files (`StressLocalizations`).
public struct StressMatrix: Hashable, Sendable {
    public var devices: [String] = ["iphone-se", "iphone-16-pro-max", "ipad-mini"]
    public var orientations: [DeviceOrientation] = [.portrait, .landscape]
    public var textSizes: [DynamicTypeSize] = [.large, .accessibility1, .accessibility5]
    /// `source` (the strings as written), `pseudo` (LayoutCore's `TextLanguage.pseudo(expansion:)`) or a
    /// language code of the project's translations.
    public var languages: [String] = ["source", "pseudo"]

    public init() {}

    /// The language name of the source's strings.
    public static let source = "source"

    /// The setting's text for the cache key and `--print-config`.
    public var description: String {
        "devices=\(devices) orientations=\(orientations.map(\.rawValue)) text_sizes=\(textSizes.map(\.rawValue)) languages=\(languages)"
    }

    /// Every configuration, device by device, then orientation, text size and language; an
    /// orientation a device never shows is left out. `translations` are the project's, by
    /// language code.
    /// `translations[source]` holds the development language's values of the project's keys
    /// (`StressLocalizations`): the source's strings are those (SwiftUI shows a key's value in
    /// the development language, the key itself where there is none), and the other languages
    /// fall back to them.
    public func configurations(translations: [String: [String: String]] = [:]) -> [StressConfiguration] {
        let base = translations[Self.source] ?? [:]
        let languages = self.languages.map { name -> TextLanguage? in
            switch name {
            case Self.source: return base.isEmpty ? nil : TextLanguage(name: Self.source, kind: .translations(base))
            case "pseudo": return .pseudo(base: base)
            default: return TextLanguage(name: name, kind: .translations(base.merging(translations[name] ?? [:]) { $1 }))
            }
        }
        var out: [StressConfiguration] = []
        for name in devices {
            guard let preset = DevicePreset.named(name) else { continue }
            for orientation in orientations {
                guard let device = preset.device(orientation) else { continue }
                for size in textSizes {
                    for language in languages {
                        out.append(StressConfiguration(device: device, platform: preset.platform, textSize: size, language: language))
                    }
                }
            }
        }
        return out
    }
}

/// A configuration by name, as findings, the cache and the pictures keep it.
public struct StressSetting: Hashable, Sendable, CustomStringConvertible {
    /// The device preset's name (`iphone-se`).
    public var device: String
    public var orientation: DeviceOrientation
    public var textSize: DynamicTypeSize
    /// The language's name (`pseudo`, `de`); nil for the source's strings.
    public var language: String?

    public init(device: String, orientation: DeviceOrientation, textSize: DynamicTypeSize, language: String?) {
        self.device = device
        self.orientation = orientation
        self.textSize = textSize
        self.language = language
    }

    /// `iPhone SE (3rd generation) portrait, accessibility5, pseudo`: the default text size and
    /// the source's strings are not named.
    public var description: String {
        var parts = ["\(DevicePreset.named(device)?.title ?? device) \(orientation.rawValue)"]
        if textSize != .large { parts.append(textSize.rawValue) }
        if let language { parts.append(language) }
        return parts.joined(separator: ", ")
    }
}

/// One layout of a view under stress: a device held one way, a text size, a language.
public struct StressConfiguration: Sendable {
    public var device: Device
    /// The platform the device's views compile for (`iOS`).
    public var platform: String
    public var textSize: DynamicTypeSize
    /// nil: the source's strings.
    public var language: TextLanguage?

    /// The idiom of the device (`DeviceIdiom`), looked up once: every tree's layout asks.
    public let idiom: String?

    public init(device: Device, platform: String, textSize: DynamicTypeSize = .large, language: TextLanguage? = nil) {
        self.device = device
        self.platform = platform
        self.textSize = textSize
        self.language = language
        self.idiom = DevicePreset.named(device.name).flatMap { DeviceIdiom.of(family: $0.family) }
    }

    /// The preset `device` (`iphone-se`) held `orientation`; nil for an unknown name or an
    /// orientation it never shows.
    public init?(device name: String, _ orientation: DeviceOrientation, textSize: DynamicTypeSize = .large, language: TextLanguage? = nil) {
        guard let preset = DevicePreset.named(name), let device = preset.device(orientation) else { return nil }
        self.init(device: device, platform: preset.platform, textSize: textSize, language: language)
    }

    public var setting: StressSetting {
        StressSetting(device: device.name, orientation: device.orientation, textSize: textSize, language: language.flatMap { $0.name == StressMatrix.source ? nil : $0.name })
    }

    /// The environment the view is laid out in.
    var environment: LayoutEnvironment {
        var environment = LayoutEnvironment()
        environment.dynamicTypeSize = textSize
        environment.language = language
        return environment
    }
}
