import LayoutCore
import Testing

/// Every device preset against the published tables its row cites (`DevicePublishedTables`):
/// its points and scale, and its safe-area insets in each orientation it shows. A number a row
/// gives as our model is held to the reading its note states (`DeviceModelReadings`).
@Suite struct DevicePresetTests {
    typealias Published = DevicePublishedTables.Published
    typealias Edges = DevicePublishedTables.Edges

    /// The rows were read: a problem in devices.tsv would leave a device out silently.
    @Test func theTableReadsWithoutProblems() {
        #expect(DeviceTable.standard.problems == [])
        #expect(DevicePreset.all.count >= 60, "devices.tsv: \(DevicePreset.all.count) presets")
    }

    /// The issue's list: every iPhone since iPhone X and the SE models, the iPads sold since
    /// 2018, Apple Watch cases, Apple TV, a Mac window and a visionOS window, by the names people
    /// type; and the four names --device took before the table.
    @Test(arguments: [
        "iphone-x", "iphone-xr", "iphone-11-pro-max", "iphone-12-mini", "iphone-13", "iphone-14-pro", "iphone-15-plus",
        "iphone-16", "iphone-16-pro-max", "iphone-16e", "iphone-17", "iphone-air", "iphone-se", "iphone-se-1", "iphone-se-2",
        "ipad-mini-5", "ipad-mini", "ipad-air-13", "ipad-air-11", "ipad-10", "ipad-pro-11", "ipad-pro-12-9", "ipad-pro-13",
        "apple-watch-41mm", "apple-watch-45mm", "apple-watch-ultra", "apple-tv", "mac", "vision-pro", "iphone-16-pro-max",
    ])
    func namesPeopleTypeAreKnown(_ name: String) {
        #expect(DevicePreset.named(name) != nil, "no preset named \(name)")
        #expect(Device.named(name.uppercased()) != nil, "names are case-insensitive: \(name)")
    }

    /// `iphone-se` stays the third-generation SE it named before (docs/safe-area.md's table).
    @Test func theOldNamesKeepTheirDevices() throws {
        #expect(try #require(Device.named("iphone-se")).title == "iPhone SE (3rd generation)")
        #expect(try #require(Device.named("ipad-pro-11")).screen == Size(width: 834, height: 1194))
        #expect(try #require(Device.named("iphone-16-pro-max")).safeAreaInsets == EdgeInsets(top: 62, bottom: 34))
    }

    /// Every preset, against every table its row cites for each group of numbers.
    @Test(arguments: DevicePreset.all)
    func presetMatchesItsCitedTables(_ preset: DevicePreset) throws {
        for key in preset.pointsSources {
            try checkPoints(preset, key)
        }
        for orientation in DeviceOrientation.allCases {
            let keys = orientation == .portrait ? preset.portraitSources : preset.landscapeSources
            #expect(keys.isEmpty == (preset.insets(orientation) == nil),
                    "\(preset.name): \(orientation) insets and their sources come together")
            for key in keys {
                try checkInsets(preset, orientation, key)
            }
        }
        if (preset.pointsSources + preset.portraitSources + preset.landscapeSources).contains(where: { $0 == "model" || $0 == "sides" }) {
            #expect(preset.note != nil || preset.landscapeSources.contains("sides"), "\(preset.name) cites our model without a note saying what it stands for")
        }
    }

    // MARK: Checks

    func checkPoints(_ preset: DevicePreset, _ key: String) throws {
        if key == "model" {
            // A stated model number, filed under the device's own orientation.
            guard case .stated(let points, let scale, _)? = DeviceModelReadings.readings[preset.name]?[preset.naturalOrientation] else {
                Issue.record("\(preset.name): its points cite our model, and DeviceModelReadings states no reading")
                return
            }
            if let points { #expect(preset.points == Size(width: points.0, height: points.1), "\(preset.name): points, our model") }
            if let scale { #expect(preset.scale == scale, "\(preset.name): scale, our model") }
            return
        }
        let published = try published(preset, key)
        if let points = published.points {
            let size = Size(width: points.0, height: points.1)
            #expect(preset.screen(.portrait) == size || preset.screen(.landscape) == size,
                    "\(preset.name): points \(preset.points), \(key) publishes \(size)")
        }
        if let scale = published.scale {
            #expect(preset.scale == scale, "\(preset.name): scale \(preset.scale), \(key) publishes \(scale)")
        }
        #expect(published.points != nil || published.scale != nil, "\(preset.name) cites \(key) for its points, and \(key) gives neither points nor scale")
    }

    func checkInsets(_ preset: DevicePreset, _ orientation: DeviceOrientation, _ key: String) throws {
        let device = try #require(preset.device(orientation))
        let insets = device.safeAreaInsets
        switch key {
        case "sides":
            // A Face ID iPhone in landscape: the portrait top inset on each side, none on top.
            let top = try #require(preset.portraitInsets).top
            #expect(orientation == .landscape && insets.leading == top && insets.trailing == top && insets.top == 0,
                    "\(preset.name): landscape \(insets) against the sides rule (portrait top \(top))")
        case "model":
            try checkModel(preset, orientation, insets)
        default:
            let published = try published(preset, key)
            let edges = orientation == .portrait ? published.portrait : published.landscape
            let safe = orientation == .portrait ? published.portraitSafe : published.landscapeSafe
            #expect(edges != nil || safe != nil, "\(preset.name) cites \(key) for its \(orientation) insets, which \(key) does not give")
            if let edges { expect(insets, edges, "\(preset.name) \(orientation), \(key)") }
            if let safe {
                #expect(device.safeRect.size == Size(width: safe.0, height: safe.1),
                        "\(preset.name) \(orientation): safe area \(device.safeRect.size), \(key) publishes (\(safe.0) × \(safe.1))")
            }
        }
    }

    func checkModel(_ preset: DevicePreset, _ orientation: DeviceOrientation, _ insets: EdgeInsets) throws {
        guard let reading = DeviceModelReadings.readings[preset.name]?[orientation] else {
            Issue.record("\(preset.name): its \(orientation) insets cite our model, and DeviceModelReadings states no reading")
            return
        }
        switch reading {
        case .sameAs(let other):
            let reference = try #require(Device.named(other, orientation: orientation), "\(other) in \(orientation)")
            #expect(insets == reference.safeAreaInsets, "\(preset.name) \(orientation): \(insets), our model says \(other)'s \(reference.safeAreaInsets)")
        case .sameAsIn(let other, let otherOrientation):
            let reference = try #require(Device.named(other, orientation: otherOrientation))
            #expect(insets == reference.safeAreaInsets, "\(preset.name) \(orientation): our model says \(other)'s")
        case .otherEdgesZero:
            #expect(insets.leading == 0 && insets.bottom == 0 && insets.trailing == 0, "\(preset.name): \(insets), our model: only the top is inset")
        case .stated(_, _, let stated):
            if let stated { #expect(insets == stated, "\(preset.name) \(orientation): \(insets), our model states \(stated)") }
        }
    }

    func published(_ preset: DevicePreset, _ key: String) throws -> Published {
        let table = try #require(DevicePublishedTables.tables[key], "\(preset.name) cites \(key), which the test does not know")
        return try #require(table[preset.name], "\(preset.name) cites \(key), whose table (DevicePublishedTables) has no entry for it")
    }

    func expect(_ insets: EdgeInsets, _ edges: Edges, _ context: String) {
        for (edge, value, published) in [("top", insets.top, edges.top), ("leading", insets.leading, edges.leading),
                                          ("bottom", insets.bottom, edges.bottom), ("trailing", insets.trailing, edges.trailing)] {
            if let published { #expect(value == published, "\(context): \(edge) \(value), published \(published)") }
        }
    }
}

extension DevicePreset: CustomTestStringConvertible {
    public var testDescription: String { name }
}
