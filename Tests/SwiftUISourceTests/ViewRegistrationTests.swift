import Foundation
import LayoutCore
import SizingProbe
@testable import SwiftUISource
import Testing

/// The places a built-in view is named agree with `BuiltInRegistry`, the front end's one list:
/// each name is built by its descriptor, has a probe subject and a catalog entry, and each probe
/// subject names a view or modifier of the registry. A view added in one place and forgotten in
/// another fails here, naming what to add (CONTRIBUTING.md, "Adding a view").
@Suite struct ViewRegistrationTests {
    /// Views that are not probed on their own, with the reason.
    static let notProbed: [String: String] = [
        "ForEach": "flattened into its container; probed as part of the containers",
        "EmptyView": "answers zero; no catalog row",
        "AnyView": "the view it wraps is the view",
        "Section": "a List or Form's part; probed within them",
        "GridRow": "a Grid's row; probed within Grid",
        "ScrollViewReader": "its content is the view",
        "ModifiedContent": "its content with the modifier applied; probed as the modifiers are",
        "UnevenRoundedRectangle": "a shape: fills its proposal, as the probed shapes do",
        "ContainerRelativeShape": "a shape: fills its proposal, as the probed shapes do",
        "Path": "a shape: fills its proposal, as the probed shapes do",
        "LinearGradient": "fills its proposal as a shape does; probed as the shapes are",
        "RadialGradient": "fills its proposal as a shape does; probed as the shapes are",
        "AngularGradient": "fills its proposal as a shape does; probed as the shapes are",
        "EllipticalGradient": "fills its proposal as a shape does; probed as the shapes are",
        "HStackLayout": "HStack's layout as a value; lays out as HStack, which is probed",
        "VStackLayout": "VStack's layout as a value; lays out as VStack, which is probed",
        "ZStackLayout": "ZStack's layout as a value; lays out as ZStack, which is probed",
        "GridLayout": "Grid's layout as a value; lays out as Grid, which is probed",
        "AnyLayout": "the layout it wraps is the layout",
        "KeyframeAnimator": "its content at the initial value is the view",
        "PhaseAnimator": "its content in the first phase is the view",
        "Table": "laid out as a List without rows, which is probed",
    ]

    /// Probe subjects that are not one of SwiftUI's views or modifiers, with the reason.
    static let notBuiltIn: [String: String] = [
        "Shape": "the input's own `Shape` types, which the front end builds from their declaration",
    ]

    @Test func everyNameIsBuiltByItsFamily() {
        for name in BuiltInRegistry.viewNames {
            // `Name()` either builds or fails on its arguments, never as an unknown view.
            do {
                _ = try SwiftUISource.parse("\(name)()", fileName: "snippet.swift")
            } catch {
                let message = error.rendered(source: "\(name)()")
                #expect(!message.contains("unknown view"), "\(name) is in BuiltInRegistry but its descriptor does not build it: \(message)")
            }
        }
    }

    @Test func everyNameHasAProbeSubjectOrAReason() {
        let probed = Set(ProbeCatalogue.subjects.map(\.name))
        for name in BuiltInRegistry.viewNames where !probed.contains(name) {
            #expect(Self.notProbed[name] != nil, "\(name) has no probe subject: add one to Sources/SizingProbe/Catalogue*.swift, or a reason to notProbed")
        }
        for name in Self.notProbed.keys {
            #expect(BuiltInRegistry.viewNames.contains(name), "notProbed lists \(name), which is not a built-in view")
        }
    }

    @Test func everyProbeSubjectIsInTheRegistry() {
        for subject in ProbeCatalogue.subjects where Self.notBuiltIn[subject.name] == nil {
            // `frame(width:height:)` is the modifier `frame`.
            let name = String(subject.name.prefix { $0 != "(" })
            #expect(
                BuiltInRegistry.view(named: name) != nil || BuiltInRegistry.modifier(named: name) != nil,
                "\(subject.title) probes '\(name)', which the front end does not build: add its descriptor to its family's file in Sources/SwiftUISource/BuiltIns/")
        }
    }

    @Test func registryNamesAreUnique() {
        #expect(BuiltInRegistry.viewNames.count == Set(BuiltInRegistry.viewNames).count, "a view is registered twice")
        #expect(BuiltInRegistry.modifierNames.count == Set(BuiltInRegistry.modifierNames).count, "a modifier is registered twice")
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
