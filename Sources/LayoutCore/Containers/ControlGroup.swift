/// `ControlGroup { controls }` with the automatic style on iOS (outside a toolbar or a menu).
///
/// Child sizing: a composition `HStack(spacing: 0) { each control .frame(maxWidth: .infinity) }
/// .padding(.vertical, 7).background(RoundedRectangle(cornerRadius: 8))`: the controls share the
/// width equally (an HStack of equally flexible frames) and keep their ideal heights.
///
/// Preferred size: as wide as proposed (h-exp); as tall as the tallest control plus 14 pt (v-hug
/// with text buttons, neutral otherwise).
///
/// Dimensions: our model of the bordered group iOS draws (7 pt vertical insets as the bordered
/// button's, `Button`; 8 pt corners); Apple publishes none.
public struct ControlGroupLayout: TransparentLayout, Hashable {
    public init() {}
    public var name: String { "ControlGroup" }
    public var role: LayoutRole { .container }
    public func updateEnvironment(_ environment: inout LayoutEnvironment) { environment.stackAxis = nil }

    public func body(content: [ViewNode], environment: LayoutEnvironment) -> [ViewNode]? {
        let items = ContainerParts.elements(content).map { ControlParts.wrap(FlexFrameLayout(maxWidth: .infinity), $0) }
        let row = ViewNode(HStackLayout(spacing: 0), children: items, isSynthetic: true)
        let padded = ControlParts.wrap(PaddingLayout(.vertical, 7), row)
        let shape = ViewNode(ShapeLayout(.roundedRectangle, cornerRadius: 8, fill: Color.gray.withOpacity(0.12)), isSynthetic: true)
        return [ControlParts.wrap(SecondaryLayerLayout(.background), padded, shape)]
    }
}

public struct ControlGroup: View {
    public var node: ViewNode
    public init(@ViewBuilder content: () -> [ViewNode]) { node = ViewNode(ControlGroupLayout(), children: content()) }
}
