/// `Gauge(value:in:) { label } currentValueLabel: { … } minimumValueLabel: { … }
/// maximumValueLabel: { … }` on iOS, in the default linear style and the circular accessory
/// styles (`gaugeStyle(.accessoryCircular)`, `.accessoryCircularCapacity`).
///
/// Child sizing:
/// - linear (`automatic`, `linearCapacity`, `accessoryLinear`, `accessoryLinearCapacity`):
///   `VStack(alignment: .leading, spacing: 4) { label; track; HStack { minimum; Spacer();
///   maximum } }`, the track a full-width capsule 6 pt tall; the value labels row only when one
///   is given;
/// - circular: the current value label centred in a 58 × 58 pt ring, the label below.
///
/// Preferred size: linear, as wide as proposed (the track: h-exp) and as tall as its rows
/// (v-hug with text labels); circular, the ring's (h-hug, v-hug with text labels).
///
/// Dimensions (our model: the 6 pt track, 4 pt spacing and the 58 pt ring of the watch-style
/// accessory gauges, commonly measured; Apple publishes none).
///
/// Children: the label, the current value label, the minimum and the maximum value labels
/// (`EmptyView` where absent).
public struct GaugeLayout: ControlLayout, Hashable {
    public init() {}

    public static let trackHeight = 6.0
    public static let ringSize = Size(width: 58, height: 58)

    public var name: String { "Gauge" }
    public var role: LayoutRole { .container }

    /// The circular ring and the linear track, built once for every Gauge.
    static let ring = ControlParts.fixedShape(.circle, ringSize)
    static let track = ControlParts.wrap(
        FlexFrameLayout(maxWidth: .infinity, minHeight: trackHeight, maxHeight: trackHeight),
        ViewNode(ShapeLayout(.capsule, fill: Color.gray.withOpacity(0.3)), isSynthetic: true))

    public func body(content: [ViewNode], environment: LayoutEnvironment) -> [ViewNode]? {
        func slot(_ i: Int) -> ViewNode? {
            guard i < content.count, !(content[i].layout is EmptyViewLayout) else { return nil }
            return content[i]
        }
        let style = environment.styles["gaugeStyle"] ?? "automatic"
        if style.hasPrefix("accessoryCircular") {
            let value = slot(1).map { [ControlParts.wrap(SecondaryLayerLayout(.overlay), Self.ring, $0)] } ?? [Self.ring]
            return [ViewNode(VStackLayout(spacing: 4), children: value + (slot(0).map { [$0] } ?? []), isSynthetic: true)]
        }
        var rows: [ViewNode] = (slot(0).map { [$0] } ?? []) + [Self.track]
        if slot(2) != nil || slot(3) != nil {
            let ends = [slot(2) ?? EmptyView().node.synthetic(), ControlParts.spacer, slot(3) ?? EmptyView().node.synthetic()]
            rows.append(ViewNode(HStackLayout(), children: ends, isSynthetic: true))
        }
        return [ViewNode(VStackLayout(alignment: .leading, spacing: 4), children: rows, isSynthetic: true)]
    }
}

public struct Gauge: View {
    public var node: ViewNode
    public init(value: Double = 0.5, @ViewBuilder label: () -> [ViewNode]) {
        let empty = EmptyView().node
        node = ViewNode(GaugeLayout(), children: [ControlParts.label(label()), empty, empty, empty])
    }
}
