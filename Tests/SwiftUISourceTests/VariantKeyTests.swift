import LayoutCore
import Testing
@testable import SwiftUISource

/// `SourceProject.variantKey`: two combinations of a view's run-time values count as one variant
/// exactly when they build the same tree. The expectations follow from the key's definition
/// (our own model): same labels, ids and nesting give the same key; any difference gives another.
struct VariantKeyTests {
    static func modifier(_ name: String, _ children: [ViewNode] = [], id: String? = nil) -> ViewNode {
        ViewNode(PassThroughModifier(name), children: children, id: id)
    }

    static let rectangle = ViewNode(ShapeLayout(.rectangle))

    @Test func equalTreesHaveEqualKeys() {
        let a = Self.modifier("a", [Self.modifier("b", [Self.rectangle]), Self.rectangle])
        let b = Self.modifier("a", [Self.modifier("b", [Self.rectangle]), Self.rectangle])
        #expect(SourceProject.variantKey(a) == SourceProject.variantKey(b))
    }

    /// Labels spelled once for many trees (the runs of one evaluation) key them as spelled
    /// each time: a node taken again gives its label, and a new node, even at the same place,
    /// its own.
    @Test func labelsSpelledOnceKeyAsSpelledEachTime() {
        let labels = VariantKey.Labels()
        let shared = Self.modifier("b", [Self.rectangle])
        let first = Self.modifier("a", [shared, Self.rectangle])
        let again = Self.modifier("a", [shared, Self.rectangle])
        let changed = Self.modifier("a", [Self.modifier("c", [Self.rectangle]), Self.rectangle])
        for tree in [first, again, changed, first] {
            #expect(VariantKey(tree, labels: labels) == SourceProject.variantKey(tree))
        }
        #expect(VariantKey(first, labels: labels) == VariantKey(again, labels: labels))
        #expect(VariantKey(changed, labels: labels) != VariantKey(first, labels: labels))
    }

    @Test func nestingIsPartOfTheKey() {
        // a(b(c)) and a(b, c): the same labels in the same order, nested differently.
        let nested = Self.modifier("a", [Self.modifier("b", [Self.modifier("c")])])
        let siblings = Self.modifier("a", [Self.modifier("b"), Self.modifier("c")])
        #expect(SourceProject.variantKey(nested) != SourceProject.variantKey(siblings))
    }

    @Test func idsArePartOfTheKey() {
        let plain = Self.modifier("a", [Self.rectangle])
        let named = Self.modifier("a", [Self.rectangle], id: "row")
        let other = Self.modifier("a", [Self.rectangle], id: "row2")
        #expect(Set([plain, named, other].map(SourceProject.variantKey)).count == 3)
    }

    @Test func labelsThatLookLikeTheKeysPunctuationDoNotCollide() {
        // A label holding the key's own brackets and digits cannot pass for nesting.
        let tricky = Self.modifier("a]1:b[")
        let nested = Self.modifier("a", [Self.modifier("b")])
        #expect(SourceProject.variantKey(tricky) != SourceProject.variantKey(nested))
    }

    @Test func deepTreesAreKeyedInLinearSpace() {
        // 2,000 levels: the indented description would hold about 4 million spaces.
        var node = Self.rectangle
        for _ in 0..<2_000 { node = Self.modifier("p", [node]) }
        let key = DeepTrees.withLargeStack { SourceProject.variantKey(node) }
        #expect(key.description.utf8.count < 2_000 * 10)
    }
}
