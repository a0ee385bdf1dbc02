import Foundation
@testable import SizingScan
import SwiftUISource
import Testing

/// `DeviceIdiom`: a tree built from an outcome of `UIDevice.current.userInterfaceIdiom` is laid
/// out only on the devices of that idiom (Apple: "the style of interface to use on the current
/// device", https://developer.apple.com/documentation/uikit/uidevice/userinterfaceidiom).
@Suite struct DeviceIdiomTests {
    @Test func aComparisonWithAnIdiomHoldsOnlyOnItsDevices() {
        let pad = Choice(value: "UIDevice.current.userInterfaceIdiom == .pad", outcome: "true")
        #expect(DeviceIdiom.shows([pad], on: "pad"))
        #expect(!DeviceIdiom.shows([pad], on: "phone"))
        let notPhone = Choice(value: ".phone != UIDevice.current.userInterfaceIdiom", outcome: "false")
        #expect(DeviceIdiom.shows([notPhone], on: "phone"))
        #expect(!DeviceIdiom.shows([notPhone], on: "pad"))
        let spelledOut = Choice(value: "UIDevice.current.userInterfaceIdiom == UIUserInterfaceIdiom.phone", outcome: "true")
        #expect(!DeviceIdiom.shows([spelledOut], on: "pad"))
    }

    @Test func aSwitchOverTheIdiomTakesTheDevicesCase() {
        let padCase = Choice(value: "UIDevice.current.userInterfaceIdiom", outcome: ".pad")
        #expect(DeviceIdiom.shows([padCase], on: "pad"))
        #expect(!DeviceIdiom.shows([padCase], on: "phone"))
        // A `default:` or a case that is no idiom says nothing.
        #expect(DeviceIdiom.shows([Choice(value: "UIDevice.current.userInterfaceIdiom", outcome: "default")], on: "phone"))
    }

    @Test func otherValuesSayNothing() {
        let others = [Choice(value: "isExpanded", outcome: "false"), Choice(value: "user.bio", outcome: "nil")]
        #expect(DeviceIdiom.shows(others, on: "phone") && DeviceIdiom.shows(others, on: "pad"))
    }

    @Test func theDeviceTablesFamiliesHaveTheirIdioms() throws {
        let se = try #require(StressConfiguration(device: "iphone-se", .portrait))
        let mini = try #require(StressConfiguration(device: "ipad-mini", .portrait))
        #expect(DeviceIdiom.of(se) == "phone")
        #expect(DeviceIdiom.of(mini) == "pad")
    }

    /// End to end: an iPad-only title about 500 pt long on one line (our metrics) is not laid out
    /// on the SE's 375 pt, where it would be cut; one about 800 pt long is cut on the iPad mini's
    /// 744 pt, in 1 of the 2 configurations.
    @Test func anIPadOnlyBranchIsLaidOutOnTheIPadOnly() throws {
        func report(_ title: String) throws -> String {
            let view = """
                import SwiftUI

                struct Settings: View {
                    var body: some View {
                        if UIDevice.current.userInterfaceIdiom == .pad {
                            Text("\(title)").lineLimit(1)
                        } else {
                            Text("Settings")
                        }
                    }
                }
                """
            let matrix = "stress:\n  devices: [iphone-se, ipad-mini]\n  orientations: [portrait]\n  text_sizes: [large]\n  languages: [source]\n"
            let folder = try StressScanTests.project(["Settings.swift": view, ".sizing.yml": matrix])
            defer { try? FileManager.default.removeItem(at: folder) }
            return StressScanTests.scan(["--format", "xcode", "--no-cache"], in: folder).stdout
        }
        let fits = try report("The sidebar of an iPad, with a title a phone could not show")
        #expect(!fits.contains("is truncated"), "\(fits)")
        let cut = try report("The sidebar of an iPad, with a title much longer than even an iPad mini can show on one line of text")
        #expect(cut.contains("is truncated") && cut.contains("iPad mini") && !cut.contains("iPhone SE"), "\(cut)")
    }
}
