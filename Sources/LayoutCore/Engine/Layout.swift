/// The sizing and placement behavior of one kind of view, modifier or container.
///
/// This mirrors SwiftUI's `Layout` protocol (`sizeThatFits(proposal:subviews:cache:)`,
/// `placeSubviews(in:proposal:subviews:cache:)`, `spacing(subviews:cache:)`), extended to leaves
/// and modifiers: in SwiftUI every view has a layout behavior, even when it is not public.
///
/// Implementations must be pure functions of their arguments: the engine memoises answers per
/// node and proposal. They never throw and never trap: bad parameters are normalised at
/// construction, the way SwiftUI's initialisers do, and reported through `warnings`.
public protocol Layout: Sendable {
    /// SwiftUI's name for the view or modifier (`HStack`, `frame`, `Text`).
    var name: String { get }
    /// The arguments as SwiftUI spells them, for descriptions and the tree notation.
    var arguments: [Argument] { get }
    /// The one-line label: `frame(width: 100)`, `HStack(spacing: 10)`, `Color.blue`.
    var label: String { get }
    /// Parameters the initialiser normalised, as SwiftUI logs them ("Invalid frame dimension").
    var warnings: [String] { get }
    /// How the node takes part in the tree (leaf, modifier, container).
    var role: LayoutRole { get }

    /// The size this view answers for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> Size
    /// Places each subview (with `LayoutSubview.place(at:proposal:)`) inside `bounds`, which has
    /// the size this layout answered for `proposal`.
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews)
    /// A faster answer for one axis, when the view has one that differs from its full size
    /// (Text's zero-width probe, §3.1). `nil` means "use `sizeThatFits`".
    func lengthThatFits(_ axis: Axis, proposal: ProposedViewSize, subviews: LayoutSubviews) -> Double?
    /// Whether `lengthThatFits` can answer anything but nil, given the subviews. The engine reads
    /// it when the node is added; when false, a one-axis question goes straight to `sizeThatFits`.
    func hasLengthShortcut(subviews: LayoutSubviews) -> Bool
    /// The spacing preferences on the view's four edges (§10.2).
    func spacing(subviews: LayoutSubviews) -> ViewSpacing
    /// Whether `spacing(subviews:)` is a generic view's on every edge whatever the subviews (a
    /// leaf that declares no preferences, a frame with both lengths fixed, a scroll view). The
    /// engine then numbers the node's preferences when it adds the node and never asks for them.
    var hasGenericSpacing: Bool { get }
    /// The priority reported to the parent (§9). Wrappers decide whether to forward the child's.
    func layoutPriority(subviews: LayoutSubviews) -> Double
    /// The explicit value of an alignment guide, in this view's coordinates, or nil (§8.6).
    func explicitAlignment(
        of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews
    ) -> Double?
    /// Whether the answer can depend on the proposal, given the subviews. A view whose answer
    /// never does is measured once (the memoisation that keeps nested stacks linear).
    func dependsOnProposal(subviews: LayoutSubviews) -> Bool
    /// Whether `sizeThatFits` and `lengthThatFits` are exactly the first subview's answers to the
    /// same proposal (a transparent modifier, a stack of one view). The engine then asks that
    /// subview directly: no recursion through this node and nothing cached for it, except while
    /// tracing, so that the trace still shows each level.
    func forwardsSizing(subviews: LayoutSubviews) -> Bool
    /// Whether `sizeThatFits` answers in constant time, asking nothing and allocating nothing
    /// (`Spacer`, `Color`, a shape, a frame with both lengths set). The engine then asks such a
    /// leaf whose answer depends on the proposal again instead of caching its answers, except
    /// while tracing: a cached answer takes 40 bytes and its lookup scans the node's answers,
    /// which costs more than answering. A view whose answer does not depend on the proposal is
    /// measured once, as any, without the bookkeeping a computed answer needs.
    var answersInConstantTime: Bool { get }
    /// Whether the view defines explicit guides itself (Text baselines, `alignmentGuide`).
    var definesExplicitGuides: Bool { get }
    /// Whether the only guides it defines itself are the text baselines (Text). Every other
    /// guide of a subtree whose views all say so is nil: the engine does not ask for it.
    var definesOnlyTextBaselines: Bool { get }
    /// For a layout that places its one subview aligned in its bounds (a frame), the proposal
    /// and alignment it places it with, `size` being the layout's own size: its `placeSubviews`
    /// is then `placeOnlySubviewAligned`. The engine places such a view's only child itself when
    /// that child is a leaf, untraced. Nil (the default) for every argument or for none: the
    /// engine asks once, when it adds the node.
    func alignedPlacement(in size: Size, proposal: ProposedViewSize) -> AlignedPlacement?
    /// The aligned placement when it is the same for every size and proposal (a frame with both
    /// lengths set), else nil (the default). When it is not nil, `alignedPlacement(in:proposal:)`
    /// returns it for every argument. The engine asks once, when it adds the node: a view with
    /// one answer for every proposal, computed in constant time, that places a leaf with it has
    /// that leaf's place in it worked out then, and its layout is not asked again untraced.
    var fixedAlignedPlacement: AlignedPlacement? { get }
    /// Updates the environment seen by the subtree (`font`, `lineLimit`, stack orientation…).
    func updateEnvironment(_ environment: inout LayoutEnvironment)
    /// The behavior this view takes in `environment` (Text reads its font, Spacer its axis), or
    /// nil when it is `self`: the engine then shares the tree's value instead of boxing a copy.
    func resolved(in environment: LayoutEnvironment) -> (any Layout)?
    /// Controls are compositions of primitives: the body that replaces the control's content.
    func body(content: [ViewNode], environment: LayoutEnvironment) -> [ViewNode]?
}

/// How a node takes part in the tree.
public enum LayoutRole: Sendable, Equatable {
    /// No children (`Color`, `Text`).
    case leaf
    /// A modifier over exactly one content view (`frame`, `padding`); secondary views such as
    /// `overlay` content follow it as further children.
    case modifier
    /// A container over a flattened list of children (`HStack`, `ZStack`).
    case container
    /// A list that is flattened into its parent's children (`Group`, `ForEach`, `EmptyView`).
    case list
}

/// One argument of a view or modifier, as SwiftUI spells it: `spacing: 10`.
public struct Argument: Hashable, Sendable, CustomStringConvertible {
    public var label: String?
    public var value: String
    public init(_ label: String?, _ value: String) {
        self.label = label
        self.value = value
    }
    public var description: String { label.map { "\($0): \(value)" } ?? value }
}

extension Layout {
    public var arguments: [Argument] { [] }
    public var role: LayoutRole { .modifier }
    public func lengthThatFits(_ axis: Axis, proposal: ProposedViewSize, subviews: LayoutSubviews) -> Double? { nil }
    public func hasLengthShortcut(subviews: LayoutSubviews) -> Bool { false }
    public func spacing(subviews: LayoutSubviews) -> ViewSpacing {
        subviews.isEmpty ? .generic : subviews[0].spacing
    }
    public var hasGenericSpacing: Bool { false }
    public func layoutPriority(subviews: LayoutSubviews) -> Double { 0 }
    public func explicitAlignment(
        of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews
    ) -> Double? {
        subviews.forwardedExplicitAlignment(of: key, in: bounds, proposal: proposal, layout: self)
    }
    public func dependsOnProposal(subviews: LayoutSubviews) -> Bool {
        subviews.contains { $0.dependsOnProposal }
    }
    public func forwardsSizing(subviews: LayoutSubviews) -> Bool { false }
    public var answersInConstantTime: Bool { false }
    public var definesExplicitGuides: Bool { false }
    public var definesOnlyTextBaselines: Bool { false }
    public func alignedPlacement(in size: Size, proposal: ProposedViewSize) -> AlignedPlacement? { nil }
    public var fixedAlignedPlacement: AlignedPlacement? { nil }
    public func updateEnvironment(_ environment: inout LayoutEnvironment) {}
    public func resolved(in environment: LayoutEnvironment) -> (any Layout)? { nil }
    public func body(content: [ViewNode], environment: LayoutEnvironment) -> [ViewNode]? { nil }

    /// `resolved(in:)` for a view that reads one value of the environment: nil when `property`
    /// holds `value` already (the engine shares the tree's value), else a copy that holds it.
    /// Always inlined, so that the optimiser turns the literal key path into a plain access
    /// (called through the key path, compiling the list tree took 23 % more instructions).
    @inline(__always)
    public func resolving<Value: Equatable>(_ property: WritableKeyPath<Self, Value>, to value: Value) -> (any Layout)? {
        if self[keyPath: property] == value { return nil }
        var copy = self
        copy[keyPath: property] = value
        return copy
    }

    public var warnings: [String] { [] }
    public var label: String {
        arguments.isEmpty ? name : "\(name)(\(arguments.map(\.description).joined(separator: ", ")))"
    }
}

/// A layout whose node is invisible to layout: size, length queries, spacing, priority and
/// explicit guides all come from its first child, which it places in its own frame.
/// Used by environment modifiers (`font`), render-only effects (`opacity`, `offset`'s sizing),
/// identity (`id`, `tag`) and traits (`layoutPriority`).
public protocol TransparentLayout: Layout {}

extension TransparentLayout {
    public func forwardsSizing(subviews: LayoutSubviews) -> Bool { !subviews.isEmpty }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> Size {
        subviews.isEmpty ? .zero : subviews[0].sizeThatFits(proposal)
    }
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: proposal) }
    }
    public func lengthThatFits(_ axis: Axis, proposal: ProposedViewSize, subviews: LayoutSubviews) -> Double? {
        subviews.isEmpty ? 0 : subviews[0].lengthThatFits(axis, proposal)
    }
    public func hasLengthShortcut(subviews: LayoutSubviews) -> Bool { true }
    public func layoutPriority(subviews: LayoutSubviews) -> Double {
        subviews.isEmpty ? 0 : subviews[0].priority
    }
    public func explicitAlignment(
        of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews
    ) -> Double? {
        subviews.isEmpty ? nil : subviews[0].explicitAlignment(of: key, in: bounds.size, proposal: proposal)
    }
}
