import Foundation
import LayoutCore
import SizingScan
import Testing

/// Views declared inside `#if DEBUG` (ephread/TheBell's debug screens and preview helpers) are
/// found and derived as a debug build compiles them; the other views keep the release build's
/// answer. Expected behaviors: seed 002 (a List fills its proposal; text hugs).
@Suite struct DebugOnlyDeclarationTests {
    @Test func aDebugOnlyViewIsReportedFromADebugBuild() throws {
        let folder = try ScanHarness.Folder()
        let source = """
            import SwiftUI

            struct Screen: View {
                var body: some View {
                    #if DEBUG
                    List { Text("debug") }
                    #else
                    Text("release")
                    #endif
                }
            }

            #if DEBUG
            struct DebugScreen: View {
                var body: some View { List { Text("a") } }
            }
            #endif
            """
        try source.write(to: folder.url.appendingPathComponent("Screens.swift"), atomically: true, encoding: .utf8)
        var request = ScanRequest(paths: [folder.path], configuration: ScanConfiguration(base: folder.path))
        request.useCache = false
        request.jobs = 1
        let result = try request.run { _ in }
        let screen = try #require(result.findings.first { $0.name == "Screen" })
        #expect(screen.derived == AxisBehaviors(.hug, .hug))
        let debug = try #require(result.findings.first { $0.name == "DebugScreen" })
        #expect(debug.derived == AxisBehaviors(.exp, .exp))
        #expect(debug.assumptions.contains { $0.kind == .approximation && $0.subject == "DEBUG" })
        #expect(result.findings.count == 2)
    }
}
