/// SwiftUI's `ControlSize`: "the size classes, like regular or small, that you can apply to
/// controls" (https://developer.apple.com/documentation/swiftui/controlsize).
public enum ControlSize: String, Hashable, Sendable, CaseIterable {
    case mini, small, regular, large, extraLarge
}

/// `controlSize(_:)`: the controls inside that have a size take this one.
///
/// Child sizing: the content is proposed the modifier's proposal.
///
/// Preferred size: exactly the content's; on macOS the checkbox, radio button, switch and the
/// push and pop-up buttons inside take AppKit's lengths for the size (`MacMetrics`); macOS's other
/// controls, and every control on the other platforms, keep the regular size (no length per
/// size published for them), and the front end says so. `.extraLarge` (macOS 26) has no AppKit length published either: it takes
/// `.large`'s (our model).
public struct ControlSizeModifier: TransparentLayout, Hashable {
    public var size: ControlSize
    public init(_ size: ControlSize) { self.size = size }
    public var name: String { "controlSize" }
    public var arguments: [Argument] { [Argument(nil, ".\(size.rawValue)")] }
    public func updateEnvironment(_ environment: inout LayoutEnvironment) { environment.controlSize = size }
}
