import Foundation
@testable import SizingScan
import SwiftUISource
import Testing

/// `DeviceIdiom`: a tree built from an outcome of `UIDevice.current.userInterfaceIdiom` is laid
/// out only on the devices of that idiom (Apple: "the style of interface to use on the current
/// device", https://developer.apple.com/documentation/uikit/uidevice/userinterfaceidiom).
@Suite struct DeviceIdiomTests {
    /// The xcode report of a project of `files` scanned on the SE and the iPad mini in portrait.
    static func phoneAndPadReport(_ files: [String: String]) throws -> String {
        let matrix = "stress:\n  devices: [iphone-se, ipad-mini]\n  orientations: [portrait]\n  text_sizes: [large]\n  languages: [source]\n"
        let folder = try StressScanTests.project(files.merging([".sizing.yml": matrix]) { $1 })
        defer { try? FileManager.default.removeItem(at: folder) }
        return StressScanTests.scan(["--format", "xcode", "--no-cache"], in: folder).stdout
    }

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

    @Test func anIPhoneAppOnAMacIsOnlyOnAMac() {
        let onMac = Choice(value: "ProcessInfo.processInfo.isiOSAppOnMac", outcome: "true")
        #expect(!DeviceIdiom.shows([onMac], on: "phone") && !DeviceIdiom.shows([onMac], on: "pad"))
        #expect(DeviceIdiom.shows([onMac], on: "mac"))
        #expect(DeviceIdiom.shows([Choice(value: "ProcessInfo.processInfo.isiOSAppOnMac", outcome: "false")], on: "phone"))
    }

    /// End to end: a branch taken only where the app's own `Device.isMac` (an immediately called
    /// closure asking `isiOSAppOnMac`) holds is not laid out on the phone (sample 8: Unwatched's
    /// capsule buttons, built only on a Mac, reported as small targets on the SE).
    @Test func anAppsOwnMacTestIsLaidOutOnTheMacOnly() throws {
        let view = """
            import SwiftUI

            struct Device {
                static let isMac: Bool = {
                    ProcessInfo.processInfo.isiOSAppOnMac
                }()
            }

            struct Control: View {
                var body: some View {
                    if Device.isMac {
                        Text("A title far too long for one line of the smallest phone, cut").lineLimit(1)
                    } else {
                        Text("Short")
                    }
                }
            }
            """
        let folder = try StressScanTests.project(["Control.swift": view, ".sizing.yml": StressScanTests.onePhone])
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = StressScanTests.scan(["--format", "xcode"], in: folder).stdout
        #expect(!report.contains("truncated"), "\(report)")
        // The same branch behind a Bool the app does not tie to the device is laid out.
        let plain = view.replacingOccurrences(of: "ProcessInfo.processInfo.isiOSAppOnMac", with: "UserDefaults.standard.bool(forKey: \"mac\")")
        try plain.write(to: folder.appendingPathComponent("Control.swift"), atomically: true, encoding: .utf8)
        #expect(StressScanTests.scan(["--format", "xcode"], in: folder).stdout.contains("truncated"))
    }

    @Test func otherValuesSayNothing() {
        let others = [Choice(value: "isExpanded", outcome: "false"), Choice(value: "user.bio", outcome: "nil")]
        #expect(DeviceIdiom.shows(others, on: "phone") && DeviceIdiom.shows(others, on: "pad"))
    }

    @Test func theDeviceTablesFamiliesHaveTheirIdioms() throws {
        let se = try #require(StressConfiguration(device: "iphone-se", .portrait))
        let mini = try #require(StressConfiguration(device: "ipad-mini", .portrait))
        #expect(se.idiom == "phone")
        #expect(mini.idiom == "pad")
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
            return try Self.phoneAndPadReport(["Settings.swift": view])
        }
        let fits = try report("The sidebar of an iPad, with a title a phone could not show")
        #expect(!fits.contains("is truncated"), "\(fits)")
        let cut = try report("The sidebar of an iPad, with a title much longer than even an iPad mini can show on one line of text")
        #expect(cut.contains("is truncated") && cut.contains("iPad mini") && !cut.contains("iPhone SE"), "\(cut)")
    }

    /// End to end, in a whole program: a screen the app links to only on an iPad (its link under
    /// `if UIDevice.current.userInterfaceIdiom == .pad`) keeps the breaks found on the iPad and
    /// loses those found on the SE; linked on every device, it keeps both (sample 5: yattee's
    /// iPad-only sidebar settings reported on the SE). A 600 pt wide panel overflows the SE's
    /// 375 pt; one 800 pt wide also overflows the iPad mini's 744 pt.
    @Test func aScreenLinkedOnlyOnTheIPadKeepsTheIPadsBreaks() throws {
        func report(width: Int, gated: Bool) throws -> String {
            let link = "NavigationLink(\"Sidebar\") { SidebarScreen() }"
            let app = """
                import SwiftUI

                @main
                struct PadApp: App {
                    var body: some Scene { WindowGroup { Settings() } }
                }

                struct Settings: View {
                    var body: some View {
                        NavigationStack {
                            List {
                                Text("General")
                                \(gated ? "if UIDevice.current.userInterfaceIdiom == .pad { \(link) }" : link)
                            }
                        }
                    }
                }

                struct SidebarScreen: View {
                    var body: some View {
                        Color.blue.frame(width: \(width), height: 100)
                    }
                }
                """
            return try Self.phoneAndPadReport(["App.swift": app])
        }
        let everywhere = try report(width: 600, gated: false)
        #expect(everywhere.contains("overflows") && everywhere.contains("iPhone SE"), "\(everywhere)")
        let padOnly = try report(width: 600, gated: true)
        #expect(!padOnly.contains("overflows"), "\(padOnly)")
        let tooWideForThePad = try report(width: 800, gated: true)
        #expect(tooWideForThePad.contains("overflows") && tooWideForThePad.contains("iPad mini") && !tooWideForThePad.contains("iPhone SE"), "\(tooWideForThePad)")
        #expect(tooWideForThePad.contains("1 of 2 configurations"), "\(tooWideForThePad)")
    }
}
