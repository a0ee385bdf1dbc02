/// The root of a device screen (`sizing layout --device iphone-16`, `--orientation landscape`):
/// the screen, held one way up, with its safe-area insets.
///
/// Child sizing: the content (several views in an implicit VStack, as at any root) is proposed
/// the safe area's size and placed at its origin, as SwiftUI places a window's root view.
///
/// Preferred size: the screen's, whatever the proposal.
///
/// Views below see the safe area in their environment: `ignoresSafeArea` and style backgrounds
/// extend into the insets on the edges they touch.
public struct SafeAreaRootLayout: Layout, Hashable {
    public var device: Device
    public init(device: Device) { self.device = device }

    public var name: String { "Screen" }
    public var role: LayoutRole { .container }
    public var arguments: [Argument] {
        [Argument(nil, TextLayout.quoted(device.title))]
            + (device.isTurned ? [Argument("orientation", "." + device.orientation.rawValue)] : [])
    }

    /// The screen and its safe area, as the views below see them.
    var safeArea: SafeArea {
        SafeArea(screen: Rect(x: 0, y: 0, width: device.screen.width, height: device.screen.height), safe: device.safeRect)
    }

    public func updateEnvironment(_ environment: inout LayoutEnvironment) {
        environment.safeArea = safeArea
        environment.containerSize = device.safeRect.size
        environment.stackAxis = nil
    }

    public func body(content: [ViewNode], environment: LayoutEnvironment) -> [ViewNode]? {
        [ControlParts.label(content)]
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> Size { device.screen }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        let safe = device.safeRect
        for subview in subviews {
            let offer = ProposedViewSize(width: safe.width, height: safe.height)
            let size = subview.sizeThatFits(offer)
            // Centred in the safe area, as a root view is in its window.
            subview.place(
                at: Point(x: bounds.minX + safe.minX + (safe.width - size.width) / 2, y: bounds.minY + safe.minY + (safe.height - size.height) / 2),
                proposal: offer)
        }
    }

    public func explicitAlignment(of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) -> Double? { nil }
    public func spacing(subviews: LayoutSubviews) -> ViewSpacing { .generic }
    public var hasGenericSpacing: Bool { true }
    public func dependsOnProposal(subviews: LayoutSubviews) -> Bool { false }
}
