import Foundation
import Testing

/// Views that place content their caller gives are probed by substitution (the content once
/// `Color`, once `Text`) and are neutral where they follow it (seed 002's neutral containers;
/// the answers below are our model's: a `VStack`/`ForEach` of the content follows the content
/// on both axes, an empty collection shows nothing and hugs).
@Suite struct GenericContainerTests {
    static func scan(_ source: String) throws -> [String: [String: Any]] {
        let dir = try ScanHarness.Folder()
        try source.write(to: dir.appendingPathComponent("Views.swift"), atomically: true, encoding: .utf8)
        let run = ScanHarness.scan(["Views.swift", "--format", "json"], in: dir.url)
        var byName: [String: [String: Any]] = [:]
        for f in try ScanHarness.findings(run.stdout) { byName[f["name"] as! String] = f }
        return byName
    }

    /// `content(item)` of a `(Item) -> Content` closure is the substituted content, called
    /// directly or from a method (danielsaidi/SwiftUIKit's `ReorderableForEach` has this shape;
    /// the code here is our own).
    @Test func contentClosureTakingAnElementIsSubstituted() throws {
        let findings = try Self.scan("""
            import SwiftUI

            struct Rows<Item: Identifiable, Content: View>: View {
                init(_ items: [Item], @ViewBuilder content: @escaping (Item) -> Content) {
                    self.items = items
                    self.content = content
                }
                private let items: [Item]
                private let content: (Item) -> Content
                var body: some View {
                    VStack { ForEach(items) { item in row(for: item) } }
                }
            }

            private extension Rows {
                func row(for item: Item) -> some View { content(item).opacity(0.5) }
            }
            """)
        let rows = try #require(findings["Rows.init(_:content:)"])
        #expect(rows["derived"] as? String == "h-neu, v-neu", "\(rows)")
        #expect(rows["assumptions"] as? [String] == [], "no opaque content: \(rows)")
        let exceptions = try #require(rows["exceptions"] as? [[String: Any]])
        #expect(exceptions.count == 1)
        #expect(exceptions.first?["derived"] as? String == "h-hug, v-hug")
        let when = try #require(exceptions.first?["when"] as? [[String: Any]])
        #expect(when.map { "\($0["value"] ?? "") = \($0["outcome"] ?? "")" } == ["items = empty"])
    }

    /// A method of the view that shares its name with the content is still the method.
    @Test func aMethodOfTheSameNameIsCalled() throws {
        let findings = try Self.scan("""
            import SwiftUI

            struct Labelled<Content: View>: View {
                let content: Content
                init(@ViewBuilder content: () -> Content) { self.content = content() }
                var body: some View { content(width: 120) }
                func content(width: CGFloat) -> some View { Color.red.frame(width: width) }
            }
            """)
        let labelled = try #require(findings["Labelled.init(content:)"])
        // The method's fixed-width colour: h-hug (a fixed frame), v-exp (Color takes the height).
        #expect(labelled["derived"] as? String == "h-hug, v-exp", "\(labelled)")
    }
}
