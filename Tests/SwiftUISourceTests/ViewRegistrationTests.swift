import Foundation
import LayoutCore
import SizingProbe
@testable import SwiftUISource
import Testing

/// The places a built-in view is named agree with `BuiltInViews`, the front end's one list:
/// each name is built by its family's translator, has a probe subject and a catalog entry.
/// A view added in one place and forgotten in another fails here, naming what to add
/// (CONTRIBUTING.md, "Adding a view").
@Suite struct ViewRegistrationTests {
    /// Views that are not probed on their own, with the reason.
    static let notProbed: [String: String] = [
        "ForEach": "flattened into its container; probed as part of the containers",
        "EmptyView": "answers zero; no catalog row",
        "AnyView": "the view it wraps is the view",
        "Section": "a List or Form's part; probed within them",
        "GridRow": "a Grid's row; probed within Grid",
    ]

    @Test func everyNameIsBuiltByItsFamily() {
        for name in BuiltInViews.names {
            // `Name()` either builds or fails on its arguments, never as an unknown view.
            do {
                _ = try SwiftUISource.parse("\(name)()", fileName: "snippet.swift")
            } catch {
                let message = error.rendered(source: "\(name)()")
                #expect(!message.contains("unknown view"), "\(name) is in BuiltInViews but no translator builds it: \(message)")
            }
        }
    }

    @Test func everyNameHasAProbeSubjectOrAReason() {
        let probed = Set(ProbeCatalogue.subjects.map(\.name))
        for name in BuiltInViews.names where !probed.contains(name) {
            #expect(Self.notProbed[name] != nil, "\(name) has no probe subject: add one to Sources/SizingProbe/Catalogue*.swift, or a reason to notProbed")
        }
        for name in Self.notProbed.keys {
            #expect(BuiltInViews.names.contains(name), "notProbed lists \(name), which is not a built-in view")
        }
    }

    @Test func everyProbeSubjectNamesAnEntryOfTheSeed() throws {
        let seed = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("seed/entry.tsv")
        let ids = Set(try String(contentsOf: seed, encoding: .utf8).split(separator: "\n")
            .filter { !$0.hasPrefix("#") }.dropFirst().map { String($0.split(separator: "\t", omittingEmptySubsequences: false)[0]) })
        for subject in ProbeCatalogue.subjects {
            guard let entry = subject.entry else { continue }
            #expect(ids.contains(entry), "\(subject.title) derives the entry '\(entry)', which seed/entry.tsv does not have")
        }
        // Each entry is derived by one subject.
        let entries = ProbeCatalogue.subjects.compactMap(\.entry)
        #expect(entries.count == Set(entries).count, "two probe subjects derive the same entry")
    }
}
