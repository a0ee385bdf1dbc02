import LayoutCore
import Testing

/// Reading the device table (`DeviceTable`): a device held each way up, and a table that does
/// not read reported row by row, never a trap.
@Suite struct DeviceTableTests {
    /// iPhone 13 turned: 844 × 390 pt, the notch's 47 pt on both sides and the home indicator's
    /// 21 below (csdn-iphones, device-frame); the safe area is what is left.
    @Test func aPhoneTurnsItsScreenAndItsInsets() throws {
        let portrait = try #require(Device.named("iphone-13"))
        #expect(portrait.orientation == .portrait)
        #expect(portrait.screen == Size(width: 390, height: 844))
        #expect(portrait.safeRect == Rect(x: 0, y: 47, width: 390, height: 763))
        let landscape = try #require(Device.named("iphone-13", orientation: .landscape))
        #expect(landscape.screen == Size(width: 844, height: 390))
        #expect(landscape.safeAreaInsets == EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47))
        #expect(landscape.safeRect == Rect(x: 47, y: 0, width: 750, height: 369))
    }

    /// A television shows landscape only, a watch portrait only: asking the other is nil, and
    /// no orientation is the one it shows.
    @Test func aDeviceThatDoesNotTurnHasOneOrientation() throws {
        let tv = try #require(DevicePreset.named("apple-tv"))
        #expect(tv.orientations == [.landscape])
        #expect(tv.device(.portrait) == nil)
        #expect(tv.device()?.screen == Size(width: 1920, height: 1080))
        let watch = try #require(DevicePreset.named("apple-watch-45mm"))
        #expect(watch.orientations == [.portrait])
        #expect(watch.device(.landscape) == nil)
    }

    /// Aliases name the same preset; an unknown name is nil.
    @Test func aliasesAndUnknownNames() {
        #expect(DevicePreset.named("ipad-mini")?.name == "ipad-mini-7")
        #expect(DevicePreset.named("Apple-Watch-Ultra")?.name == "apple-watch-49mm")
        #expect(DevicePreset.named("iphone-1") == nil)
        #expect(Set(DevicePreset.names).count == DevicePreset.names.count, "a name or alias names one preset")
    }

    /// Every cited key is a source row, and every source row is cited.
    @Test func everySourceIsDefinedAndCited() {
        let cited = Set(DevicePreset.all.flatMap { $0.pointsSources + $0.portraitSources + $0.landscapeSources })
        let defined = Set(DeviceTable.standard.sources.map(\.key))
        #expect(cited.subtracting(defined) == [])
        #expect(defined.subtracting(cited) == [])
        for source in DeviceTable.standard.sources where source.key != "model" && source.key != "sides" {
            #expect(source.url?.hasPrefix("http") == true, "\(source.key) has no address")
        }
    }

    /// Each kind of bad row is reported at its line, and the good rows still read.
    @Test func badRowsAreReportedNotTrapped() {
        let text = """
            # a comment
            source\tm\tA source\thttps://example.com
            device\tgood\t-\tGood\tiPhone\tiOS\t100×200\t2\t10 0 10 0\t-\t-\tm\tm\t-\t-
            device\tshort\t-\tShort
            device\tBad Name\t-\tX\tiPhone\tiOS\t100×200\t2\t10 0 10 0\t-\t-\tm\tm\t-\t-
            device\tbad-points\t-\tX\tiPhone\tiOS\t100x200\t2\t10 0 10 0\t-\t-\tm\tm\t-\t-
            device\tbad-insets\t-\tX\tiPhone\tiOS\t100×200\t2\t10 0 10\t-\t-\tm\tm\t-\t-
            device\ttoo-wide\t-\tX\tiPhone\tiOS\t100×200\t2\t10 60 10 60\t-\t-\tm\tm\t-\t-
            device\tno-orientation\t-\tX\tiPhone\tiOS\t100×200\t2\t-\t-\t-\tm\t-\t-\t-
            device\tuncited\t-\tX\tiPhone\tiOS\t100×200\t2\t10 0 10 0\t-\t-\tm\tnowhere\t-\t-
            device\tgood2\tgood\tGood again\tiPhone\tiOS\t100×200\t2\t10 0 10 0\t-\t-\tm\tm\t-\t-
            table\tx
            """
        let table = DeviceTable(text: text)
        #expect(table.presets.map(\.name) == ["good", "uncited", "good2"])
        #expect(table.problems == [
            "devices.tsv:4: a device row has 15 columns, this one 4",
            "devices.tsv:5: Bad Name: a name is lower-case letters, digits, dots and dashes",
            "devices.tsv:6: bad-points: points `100x200` are not W×H",
            "devices.tsv:7: bad-insets: insets are four numbers ≥ 0 (top leading bottom trailing) or -",
            "devices.tsv:8: too-wide: the portrait insets leave no safe area",
            "devices.tsv:9: no-orientation: a device shows at least one orientation",
            "devices.tsv:12: a row starts with `source` or `device`, not `table`",
            "devices.tsv: uncited cites `nowhere`, which no source row defines",
            "devices.tsv: `good` names both good and good2",
        ])
    }
}
