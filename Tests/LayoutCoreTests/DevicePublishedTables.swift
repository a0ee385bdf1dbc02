import LayoutCore

/// What the device table's sources publish, typed here from each source as it is written, so
/// that `DevicePresetTests` can hold every preset against the tables its row cites.
///
/// Each table is keyed by the source's key in `devices.tsv` and by our device names; its
/// entries carry only what that source states (a source that gives the top inset alone leaves
/// the other edges nil). Our model's numbers are not here: ``DeviceModelReadings`` states the
/// reading each one follows.
enum DevicePublishedTables {
    /// What one source states about one device.
    struct Published {
        /// W × H as the source writes it (portrait, or landscape for some iPad tables).
        var points: (Double, Double)?
        var scale: Double?
        var portrait: Edges?
        var landscape: Edges?
        /// The size of the safe area, where the source gives that rather than the insets.
        var portraitSafe: (Double, Double)?
        var landscapeSafe: (Double, Double)?

        init(points: (Double, Double)? = nil, scale: Double? = nil, portrait: Edges? = nil, landscape: Edges? = nil,
             portraitSafe: (Double, Double)? = nil, landscapeSafe: (Double, Double)? = nil) {
            self.points = points
            self.scale = scale
            self.portrait = portrait
            self.landscape = landscape
            self.portraitSafe = portraitSafe
            self.landscapeSafe = landscapeSafe
        }

        /// Points and scale from a pixel and a point size.
        static func pixels(_ px: (Double, Double), points pt: (Double, Double)) -> Published {
            Published(points: pt, scale: px.0 / pt.0)
        }
    }

    /// Insets a source states, edge by edge; nil for an edge it does not give.
    struct Edges {
        var top, leading, bottom, trailing: Double?
        init(top: Double? = nil, leading: Double? = nil, bottom: Double? = nil, trailing: Double? = nil) {
            self.top = top
            self.leading = leading
            self.bottom = bottom
            self.trailing = trailing
        }
        static func all(_ top: Double, _ leading: Double, _ bottom: Double, _ trailing: Double) -> Edges {
            Edges(top: top, leading: leading, bottom: bottom, trailing: trailing)
        }
    }

    static func entries(_ names: [String], _ value: Published) -> [(String, Published)] { names.map { ($0, value) } }

    /// Every table, by source key.
    static let tables: [String: [String: Published]] = [
        "hig-2019": hig2019, "hig-layout": higLayout, "apple-specs": appleSpecs, "learnui": learnUI,
        "hacknicity-14": hacknicity14, "csdn-iphones": csdnIPhones, "swiftui-simulator": swiftUISimulator,
        "qiita-x": qiitaX, "gk-12mini": gk12mini, "csl-14pro": csl14Pro, "flutter-120682": flutter120682,
        "device-frame": deviceFrame, "capacitor-8361": capacitor8361, "ipad-24": iPad24,
        "hacknicity-watch": hacknicityWatch, "mntone-watch": mntoneWatch, "watch-scale": watchScale,
        "tvos-safe-area": tvOSSafeArea, "visionos-window": visionOSWindow,
    ]

    /// Apple, HIG (2019), iOS, Adaptivity and Layout, "Device Dimensions (portrait)":
    /// https://developer.apple.com/design/human-interface-guidelines/ios/visual-design/adaptivity-and-layout/
    /// ("12.9" iPad Pro 1024pt × 1366pt (2048px × 2732px @2x)", …, "iPhone 8 Plus 414pt × 736pt").
    static let hig2019 = Dictionary(uniqueKeysWithValues: [
        ("ipad-pro-12-9", Published(points: (1024, 1366), scale: 2)),  // 12.9" iPad Pro
        ("ipad-pro-11", Published(points: (834, 1194), scale: 2)),  // 11" iPad Pro
        ("ipad-mini-5", Published(points: (768, 1024), scale: 2)),  // 7.9" iPad mini
        ("ipad-air-3", Published(points: (834, 1112), scale: 2)),  // 10.5" iPad Air
        ("ipad-6", Published(points: (768, 1024), scale: 2)),  // 9.7" iPad
        ("iphone-11-pro-max", Published(points: (414, 896), scale: 3)),
        ("iphone-11-pro", Published(points: (375, 812), scale: 3)),
        ("iphone-11", Published(points: (414, 896), scale: 2)),
        ("iphone-xs-max", Published(points: (414, 896), scale: 3)),
        ("iphone-xs", Published(points: (375, 812), scale: 3)),
        ("iphone-xr", Published(points: (414, 896), scale: 2)),
        ("iphone-x", Published(points: (375, 812), scale: 3)),
        ("iphone-8-plus", Published(points: (414, 736))),  // the excerpt ends before its scale
    ] + entries(["ipad-7", "ipad-8", "ipad-9"], Published(points: (810, 1080), scale: 2)))  // 10.2" iPad

    /// Apple, HIG, Layout, Specifications (iOS, iPadOS and tvOS):
    /// https://developer.apple.com/design/human-interface-guidelines/layout
    /// ("iPhone 16 Pro Max 440x956 pt (1320x2868 px @3x)", …; tvOS: a 1920 × 1080 pt screen,
    /// content inset 60 pt from the top and bottom and 80 pt from the sides).
    static let higLayout: [String: Published] = [
        "iphone-16": .pixels((1179, 2556), points: (393, 852)),
        "iphone-16-plus": .pixels((1290, 2796), points: (430, 932)),
        "iphone-16-pro": .pixels((1206, 2622), points: (402, 874)),
        "iphone-16-pro-max": .pixels((1320, 2868), points: (440, 956)),
        "apple-tv": Published(points: (1920, 1080), landscape: .all(60, 80, 60, 80)),
        "apple-tv-hd": Published(points: (1920, 1080), landscape: .all(60, 80, 60, 80)),
    ]

    /// piotrbakker/diagonal at 8e4f3a2, from Apple's technical specifications: resolution in
    /// pixels and in points (the iPads written landscape):
    /// https://github.com/piotrbakker/diagonal/tree/8e4f3a2935ccacac189a525bdeb701d0c7c26e5f/markdown
    static let appleSpecs = Dictionary(uniqueKeysWithValues: [
        ("iphone-17-pro-max", Published.pixels((1320, 2868), points: (440, 956))),
        ("iphone-air", .pixels((1260, 2736), points: (420, 912))),
        ("iphone-16-pro-max", .pixels((1320, 2868), points: (440, 956))),
        ("iphone-16-pro", .pixels((1206, 2622), points: (402, 874))),
        ("iphone-16", .pixels((1179, 2556), points: (393, 852))),
        ("iphone-16e", .pixels((1170, 2532), points: (390, 844))),
        ("iphone-11-pro", .pixels((1125, 2436), points: (375, 812))),
        ("iphone-xr", .pixels((828, 1792), points: (414, 896))),
        ("ipad-pro-13", .pixels((2752, 2064), points: (1376, 1032))),
        ("ipad-pro-11-m4", .pixels((2420, 1668), points: (1210, 834))),
        ("ipad-pro-11", .pixels((2388, 1668), points: (1194, 834))),
        ("ipad-pro-12-9", .pixels((2732, 2048), points: (1366, 1024))),
        ("ipad-air-13", .pixels((2732, 2048), points: (1366, 1024))),
        ("apple-watch-ultra-3", .pixels((422, 514), points: (211, 257))),
        ("apple-watch-49mm", .pixels((410, 502), points: (205, 251))),
        ("apple-watch-46mm", .pixels((416, 496), points: (208, 248))),
        ("apple-watch-42mm", .pixels((374, 446), points: (187, 223))),
        ("apple-watch-45mm", .pixels((396, 484), points: (198, 242))),
        ("apple-watch-41mm", .pixels((352, 430), points: (176, 215))),
        ("apple-watch-44mm", .pixels((368, 448), points: (184, 224))),
        ("apple-watch-40mm", .pixels((324, 394), points: (162, 197))),
    ]
        + entries(["iphone-17-pro", "iphone-17"], .pixels((1206, 2622), points: (402, 874)))
        + entries(["iphone-16-plus", "iphone-15-pro-max", "iphone-15-plus", "iphone-14-pro-max"], .pixels((1290, 2796), points: (430, 932)))
        + entries(["iphone-15-pro", "iphone-15", "iphone-14-pro"], .pixels((1179, 2556), points: (393, 852)))
        + entries(["iphone-14-plus", "iphone-13-pro-max", "iphone-12-pro-max"], .pixels((1284, 2778), points: (428, 926)))
        + entries(["iphone-14", "iphone-13-pro", "iphone-13", "iphone-12-pro", "iphone-12"], .pixels((1170, 2532), points: (390, 844)))
        + entries(["iphone-xs", "iphone-x"], .pixels((1125, 2436), points: (375, 812)))
        + entries(["ipad-air-11", "ipad-air-5", "ipad-air-4", "ipad-11", "ipad-10"], .pixels((2360, 1640), points: (1180, 820)))
        + entries(["ipad-mini-7", "ipad-mini-6"], .pixels((2266, 1488), points: (1133, 744))))

    /// Learn UI Design, The iOS Design Guidelines, "iPhone Screen Sizes" (frame size, export
    /// scaling): https://www.learnui.design/blog/ios-design-guidelines-templates.html
    static let learnUI = Dictionary(uniqueKeysWithValues: [
        ("iphone-se-1", Published(points: (320, 568), scale: 2)),  // 5, 5s, 5c, SE 320 x 568 @2x
        ("iphone-8-plus", Published(points: (414, 736), scale: 3)),  // 8+, 7+, 6+, 6S+ 414 x 736 @3x
    ] + entries(["iphone-se-2", "iphone-se-3"], Published(points: (375, 667), scale: 2)))  // SE (gen 3), SE (gen 2), 7, 6, 6s

    /// Geoff Hackworth, How iOS Apps Adapt to the various iPhone 14 Screen Sizes:
    /// https://hacknicity.medium.com/how-ios-apps-adapt-to-the-various-iphone-14-screen-sizes-b2504a39b58f
    static let hacknicity14: [String: Published] = [
        "iphone-14": .pixels((1170, 2532), points: (390, 844)),
        "iphone-14-plus": .pixels((1284, 2778), points: (428, 926)),
        "iphone-14-pro": .pixels((1179, 2556), points: (393, 852)),
        "iphone-14-pro-max": .pixels((1290, 2796), points: (430, 932)),
    ]

    /// A table of iPhones (points, scale, status bar, top inset; bottom "34pt(竖屏) / 21pt(横屏)",
    /// portrait / landscape, on Face ID models, "---" on the others):
    /// https://blog.csdn.net/weixin_37543822/article/details/135525139
    static let csdnIPhones: [String: Published] = {
        func faceID(_ points: (Double, Double), _ scale: Double, top: Double) -> Published {
            Published(points: points, scale: scale, portrait: Edges(top: top, bottom: 34), landscape: Edges(bottom: 21))
        }
        func homeButton(_ points: (Double, Double), _ scale: Double) -> Published {
            Published(points: points, scale: scale, portrait: Edges(top: 20, bottom: 0))
        }
        return Dictionary(uniqueKeysWithValues:
            entries(["iphone-14-pro", "iphone-15-pro", "iphone-15"], faceID((393, 852), 3, top: 59))
            + entries(["iphone-14-pro-max", "iphone-15-pro-max", "iphone-15-plus"], faceID((430, 932), 3, top: 59))
            + entries(["iphone-12", "iphone-12-pro", "iphone-13", "iphone-13-pro", "iphone-14"], faceID((390, 844), 3, top: 47))
            + entries(["iphone-12-pro-max", "iphone-13-pro-max", "iphone-14-plus"], faceID((428, 926), 3, top: 47))
            + entries(["iphone-12-mini", "iphone-13-mini"], faceID((375, 812), 3, top: 50))
            + entries(["iphone-xs-max", "iphone-11-pro-max"], faceID((414, 896), 3, top: 44))
            + entries(["iphone-x", "iphone-xs", "iphone-11-pro"], faceID((375, 812), 3, top: 44))
            + entries(["iphone-xr", "iphone-11"], faceID((414, 896), 2, top: 48))
            + entries(["iphone-8-plus"], homeButton((414, 736), 3))
            + entries(["iphone-8", "iphone-se-2", "iphone-se-3"], homeButton((375, 667), 2)))
    }()

    /// YusukeHosonuma/SwiftUI-Simulator's DeviceInfo at 55a7a1d (`safeArea: .init(portrait:
    /// (top, bottom), landscape: (top, bottom, left, right))`; `.portraitTopOnly` is (20, 0) and
    /// (0, 0, 0, 0), `.standard` (20, 0) and (20, 0, 0, 0)):
    /// https://github.com/YusukeHosonuma/SwiftUI-Simulator/blob/55a7a1d1a892b62e916b9363690c0a56ab5eb644/Sources/SwiftUISimulator/Core/DeviceInfo.swift
    /// Its landscape sides for iPhone 11 (44) and 11 Pro (48) are left out: no row cites them
    /// (docs/devices.md, "Where the sources disagree").
    static let swiftUISimulator: [String: Published] = {
        func entry(_ points: (Double, Double), _ portrait: (Double, Double), _ landscape: (Double, Double, Double, Double)?) -> Published {
            Published(
                points: points, portrait: Edges(top: portrait.0, bottom: portrait.1),
                landscape: landscape.map { Edges(top: $0.0, leading: $0.2, bottom: $0.1, trailing: $0.3) })
        }
        return [
            "iphone-se-3": entry((375, 667), (20, 0), (0, 0, 0, 0)),
            "iphone-12-mini": entry((375, 812), (50, 34), (0, 21, 50, 50)),
            "iphone-8-plus": entry((414, 736), (20, 0), (0, 0, 0, 0)),
            "iphone-11-pro": entry((375, 812), (44, 34), nil),
            "iphone-11": entry((414, 896), (48, 34), nil),
            "iphone-12": entry((390, 844), (47, 34), (0, 21, 47, 47)),
            "iphone-11-pro-max": entry((414, 896), (44, 34), (0, 21, 44, 44)),
            "iphone-13-pro-max": entry((428, 926), (47, 34), (0, 21, 47, 47)),
            "ipad-mini-5": entry((768, 1024), (20, 0), (20, 0, 0, 0)),
            "ipad-mini-6": entry((744, 1133), (24, 20), (24, 20, 0, 0)),
            "ipad-9": entry((810, 1080), (20, 0), (20, 0, 0, 0)),
            "ipad-air-3": entry((834, 1112), (20, 0), (20, 0, 0, 0)),
            "ipad-air-4": entry((820, 1180), (24, 20), (24, 20, 0, 0)),
            "ipad-pro-11": entry((834, 1194), (24, 20), (24, 20, 0, 0)),
            "ipad-pro-12-9": entry((1024, 1366), (24, 20), (24, 20, 0, 0)),
        ]
    }()

    /// usagimaru, iPhone X のセーフエリア: the safe area measures 375 × 734 pt in portrait and
    /// 724 × 354 pt in landscape on iPhone X and XS: https://qiita.com/usagimaru/items/761e9a5f3d78b1939df8
    static let qiitaX = Dictionary(uniqueKeysWithValues: entries(
        ["iphone-x", "iphone-xs"], Published(points: (375, 812), portraitSafe: (375, 734), landscapeSafe: (724, 354))))

    /// QuintGao/GKNavigationBar issue 67: "safeAreaInsets.top = 50" on the iPhone 12 mini
    /// simulator: https://github.com/QuintGao/GKNavigationBar/issues/67
    static let gk12mini: [String: Published] = ["iphone-12-mini": Published(portrait: Edges(top: 50))]

    /// csl.cool, iOS Layout Adaptation: `UIEdgeInsets(top: 59.0, left: 0.0, bottom: 34.0,
    /// right: 0.0)`, and `(top: 0.0, left: 59.0, bottom: 21.0, right: 59.0)` rotated:
    /// http://csl.cool/2023/09/15/ios-dev/ios-layout-adaptation
    static let csl14Pro: [String: Published] = [
        "iphone-14-pro": Published(portrait: .all(59, 0, 34, 0), landscape: .all(0, 59, 21, 59)),
    ]

    /// flutter/flutter issue 120682: on an iPhone 14 Pro the safe-area layout guide's frame is
    /// `{{0, 59}, {393, 759}}`: https://github.com/flutter/flutter/issues/120682
    static let flutter120682: [String: Published] = [
        "iphone-14-pro": Published(portrait: Edges(top: 59), portraitSafe: (393, 759)),
    ]

    /// aloisdeniel/flutter_device_preview's device_frame at 8d34c0b (`screenSize`, `safeAreas`,
    /// `rotatedSafeAreas`; an edge it leaves out is 0):
    /// https://github.com/aloisdeniel/flutter_device_preview/tree/8d34c0b8ac580a6f792c6bdf3ebf99b62878e159/device_frame/lib/src/devices/ios
    /// Its iPad Pro (M4) landscape insets (24 pt on the sides, none on top) are left out: no row
    /// cites them.
    static let deviceFrame: [String: Published] = {
        func phone(_ points: (Double, Double), top: Double, rotated: Edges) -> Published {
            Published(points: points, portrait: .all(top, 0, 34, 0), landscape: rotated)
        }
        return [
            "iphone-11-pro-max": phone((414, 896), top: 44, rotated: .all(0, 44, 21, 44)),
            "iphone-13": phone((390, 844), top: 47, rotated: .all(0, 47, 21, 47)),
            "iphone-13-pro-max": phone((428, 926), top: 47, rotated: .all(0, 47, 21, 47)),
            "iphone-15-pro": phone((393, 852), top: 59, rotated: .all(0, 59, 21, 59)),
            "iphone-15-pro-max": phone((430, 932), top: 59, rotated: .all(0, 59, 21, 59)),
            "iphone-16": phone((393, 852), top: 59, rotated: .all(0, 59, 21, 59)),
            "iphone-16-plus": phone((430, 932), top: 59, rotated: .all(0, 59, 21, 59)),
            "iphone-16-pro": phone((402, 874), top: 62, rotated: .all(0, 62, 21, 62)),
            "iphone-16-pro-max": phone((440, 956), top: 62, rotated: .all(0, 62, 21, 62)),
            "iphone-17-pro-max": phone((440, 956), top: 62, rotated: .all(20, 62, 20, 62)),
            "iphone-air": phone((420, 912), top: 68, rotated: .all(20, 68, 29, 68)),
            "ipad-pro-11-m4": Published(points: (834, 1210), portrait: .all(24, 0, 20, 0)),
            "ipad-pro-13": Published(points: (1032, 1376), portrait: .all(24, 0, 20, 0)),
        ]
    }()

    /// ionic-team/capacitor issue 8361: "the value for padding-top on an iPhone 17 device is
    /// 62px" (CSS px are points): https://github.com/ionic-team/capacitor/issues/8361
    static let capacitor8361: [String: Published] = ["iphone-17": Published(portrait: Edges(top: 62))]

    /// Stack Overflow 46192280, the hasTopNotch answer: "24.0 on iPad Pro 12.9" 3rd
    /// generation": https://stackoverflow.com/questions/46192280/detect-if-the-device-is-iphone-x
    static let iPad24: [String: Published] = ["ipad-pro-12-9": Published(portrait: Edges(top: 24))]

    /// Geoff Hackworth, How Apps Adapt to the Series 4 Apple Watch Screen Sizes ("38mm: 136×170
    /// point", …; "The status bar takes 19 points … and 21 points … on the 38mm and 42mm"):
    /// https://hacknicity.medium.com/how-apps-adapt-to-the-series-4-apple-watch-screen-sizes-2be49f8ae8f5
    static let hacknicityWatch: [String: Published] = [
        "apple-watch-38mm": Published(points: (136, 170), portrait: Edges(top: 19)),
        "apple-watch-42mm-series-3": Published(points: (156, 195), portrait: Edges(top: 21)),
        "apple-watch-40mm": Published(points: (162, 197)),
        "apple-watch-44mm": Published(points: (184, 224)),
    ]

    /// mntone, Apple Watch safe areas (描画解像度 at @2x, and the status bar height):
    /// https://mntone.hateblo.jp/entry/2021/10/13/212622
    static let mntoneWatch: [String: Published] = [
        "apple-watch-38mm": Published(points: (136, 170), scale: 2, portrait: Edges(top: 19)),
        "apple-watch-40mm": Published(points: (162, 197), scale: 2, portrait: Edges(top: 28)),
        "apple-watch-41mm": Published(points: (176, 215), scale: 2, portrait: Edges(top: 34)),
        "apple-watch-42mm-series-3": Published(points: (156, 195), scale: 2, portrait: Edges(top: 21)),
        "apple-watch-44mm": Published(points: (184, 224), scale: 2, portrait: Edges(top: 31)),
        "apple-watch-45mm": Published(points: (198, 242), scale: 2, portrait: Edges(top: 35)),
    ]

    /// Apple, WKInterfaceDevice.screenScale: "For Apple Watch, this value is 2.0":
    /// https://developer.apple.com/documentation/watchkit/wkinterfacedevice/screenscale
    static let watchScale = Dictionary(uniqueKeysWithValues: entries(
        ["apple-watch-38mm", "apple-watch-42mm-series-3", "apple-watch-40mm", "apple-watch-44mm", "apple-watch-41mm",
         "apple-watch-45mm", "apple-watch-42mm", "apple-watch-46mm", "apple-watch-49mm", "apple-watch-ultra-3"],
        Published(scale: 2)))

    /// medienmonster, tvOS design guidelines: "(@1x)-Mode: 1920×1080px (Full HD); (@2x)-Mode:
    /// 3840×2160px (4K)"; safe area "Top, Bottom: 60pt; Left, Right: 80pt":
    /// https://medienmonster.com/tvos-design-guidelines
    static let tvOSSafeArea: [String: Published] = [
        "apple-tv": Published(points: (1920, 1080), scale: 2, landscape: .all(60, 80, 60, 80)),
        "apple-tv-hd": Published(points: (1920, 1080), scale: 1, landscape: .all(60, 80, 60, 80)),
    ]

    /// Vuplex, VisionOSWindowOptions: "the system's default window size (1280 x 720 px)":
    /// https://developer.vuplex.com/webview/VisionOSWindowOptions
    static let visionOSWindow: [String: Published] = ["vision-pro": Published(points: (1280, 720))]
}

/// Our model's numbers, as the readings the rows' notes state: a device's insets are another
/// device's, or the edges a source does not give are 0.
enum DeviceModelReadings {
    enum Reading {
        /// The insets in this orientation are `device`'s in the same orientation.
        case sameAs(String)
        /// The insets in this orientation are `device`'s in `orientation`.
        case sameAsIn(String, DeviceOrientation)
        /// The edges the cited sources leave out are 0 (a watch's bottom and sides).
        case otherEdgesZero
        /// The numbers themselves, for a device no source measures (a window).
        case stated(points: (Double, Double)?, scale: Double?, insets: EdgeInsets?)
    }

    /// By device and orientation; `.portrait`/`.landscape` readings cover the insets, a points
    /// reading is filed under the device's own orientation.
    static let readings: [String: [DeviceOrientation: Reading]] = [
        // docs/devices.md: iPhone 16e has iPhone 14's screen and notch.
        "iphone-16e": [.portrait: .sameAs("iphone-14"), .landscape: .sameAs("iphone-14")],
        // iPhone 17: its measured top (capacitor-8361) with the home indicator every island
        // iPhone has, i.e. iPhone 16 Pro's portrait; in landscape, 17 Pro Max's (iOS 26).
        "iphone-17": [.portrait: .sameAs("iphone-16-pro"), .landscape: .sameAs("iphone-17-pro-max")],
        "iphone-17-pro": [.portrait: .sameAs("iphone-17"), .landscape: .sameAs("iphone-17-pro-max")],
        "iphone-se-1": [.portrait: .sameAs("iphone-se-3"), .landscape: .sameAs("iphone-se-3")],
        "iphone-se-2": [.landscape: .sameAs("iphone-se-3")],
        "iphone-8": [.landscape: .sameAs("iphone-se-3")],
        "ipad-6": [.portrait: .sameAs("ipad-9"), .landscape: .sameAs("ipad-9")],
        "ipad-7": [.portrait: .sameAs("ipad-9"), .landscape: .sameAs("ipad-9")],
        "ipad-8": [.portrait: .sameAs("ipad-9"), .landscape: .sameAs("ipad-9")],
        "ipad-10": [.portrait: .sameAs("ipad-air-4"), .landscape: .sameAs("ipad-air-4")],
        "ipad-11": [.portrait: .sameAs("ipad-air-4"), .landscape: .sameAs("ipad-air-4")],
        "ipad-mini-7": [.portrait: .sameAs("ipad-mini-6"), .landscape: .sameAs("ipad-mini-6")],
        "ipad-air-5": [.portrait: .sameAs("ipad-air-4"), .landscape: .sameAs("ipad-air-4")],
        "ipad-air-11": [.portrait: .sameAs("ipad-air-4"), .landscape: .sameAs("ipad-air-4")],
        "ipad-air-13": [.portrait: .sameAs("ipad-pro-12-9"), .landscape: .sameAs("ipad-pro-12-9")],
        "ipad-pro-11-m4": [.landscape: .sameAs("ipad-pro-11")],
        "ipad-pro-13": [.landscape: .sameAs("ipad-pro-12-9")],
        "apple-watch-38mm": [.portrait: .otherEdgesZero],
        "apple-watch-42mm-series-3": [.portrait: .otherEdgesZero],
        "apple-watch-40mm": [.portrait: .otherEdgesZero],
        "apple-watch-44mm": [.portrait: .otherEdgesZero],
        "apple-watch-41mm": [.portrait: .otherEdgesZero],
        "apple-watch-45mm": [.portrait: .otherEdgesZero],
        "apple-watch-42mm": [.portrait: .sameAs("apple-watch-41mm")],
        "apple-watch-46mm": [.portrait: .sameAs("apple-watch-45mm")],
        "apple-watch-49mm": [.portrait: .sameAs("apple-watch-45mm")],
        "apple-watch-ultra-3": [.portrait: .sameAs("apple-watch-45mm")],
        // docs/devices.md: no published default for a Mac window; 800 × 600 pt at 2×, no inset.
        "mac": [.landscape: .stated(points: (800, 600), scale: 2, insets: EdgeInsets())],
        // A visionOS window has no hardware at its edges; 2× for its rendering.
        "vision-pro": [.landscape: .stated(points: nil, scale: 2, insets: EdgeInsets())],
    ]
}
