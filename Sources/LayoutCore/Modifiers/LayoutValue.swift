/// `layoutValue(key:value:)`: a value a custom `Layout` reads from its subview
/// (`subview[Key.self]`, SwiftUI's `LayoutValueKey`).
///
/// Child sizing: the content is proposed the modifier's proposal.
///
/// Preferred size: exactly the content's (its priority, spacing and guides too): the value is a
/// trait of the view, which only a custom layout reads (Apple's documentation,
/// `View.layoutValue(key:value:)`).
public struct LayoutValueLayout: TransparentLayout {
    /// The key type's name (`Rank` for `Rank.self`).
    public var key: String
    /// The value, as the front end that built it represents values; LayoutCore only carries it.
    public var value: any Sendable
    /// The value as the source spells it, for descriptions.
    public var valueText: String

    public init(key: String, value: any Sendable, valueText: String) {
        self.key = key
        self.value = value
        self.valueText = valueText
    }

    public var name: String { "layoutValue" }
    public var arguments: [Argument] { [Argument("key", "\(key).self"), Argument("value", valueText)] }
}

extension LayoutSubview {
    /// The value this subview sets for the layout value key `key`, nil when it sets none: the
    /// outermost `layoutValue(key:value:)` of that key on the subview or on the modifiers and
    /// custom views it is wrapped in (a trait passes through modifiers, as `layoutPriority`
    /// does, §9).
    /// - Complexity: O(d) in the number of modifiers wrapping the subview.
    public func layoutValue(forKey key: String) -> (any Sendable)? {
        let engine = self.engine
        var node = Int(index)
        while true {
            let layout = engine.layout(of: node)
            if let set = layout as? LayoutValueLayout, set.key == key { return set.value }
            guard layout.role == .modifier, let content = engine.children(of: node).first else { return nil }
            node = content
        }
    }
}
