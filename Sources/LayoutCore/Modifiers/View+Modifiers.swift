// SwiftUI-spelled modifiers: each wraps the view in the modifier's node.

extension View {
    func wrapped(in layout: any Layout, _ secondary: ViewNode? = nil) -> ViewNode {
        ViewNode(layout, children: secondary.map { [node, $0] } ?? [node])
    }

    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> ViewNode {
        wrapped(in: FrameLayout(width: width, height: height, alignment: alignment))
    }

    public func frame(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: Alignment = .center
    ) -> ViewNode {
        wrapped(in: FlexFrameLayout(
            minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
            minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
    }

    public func fixedSize() -> ViewNode { wrapped(in: FixedSizeLayout()) }
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ViewNode {
        wrapped(in: FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }

    public func aspectRatio(_ ratio: Double? = nil, contentMode: AspectRatioLayout.ContentMode) -> ViewNode {
        wrapped(in: AspectRatioLayout(ratio, contentMode: contentMode))
    }
    public func aspectRatio(_ size: Size, contentMode: AspectRatioLayout.ContentMode) -> ViewNode {
        wrapped(in: AspectRatioLayout(size.height == 0 ? .infinity : size.width / size.height, contentMode: contentMode))
    }
    public func scaledToFit() -> ViewNode { wrapped(in: AspectRatioLayout(nil, contentMode: .fit, spelling: "scaledToFit")) }
    public func scaledToFill() -> ViewNode { wrapped(in: AspectRatioLayout(nil, contentMode: .fill, spelling: "scaledToFill")) }

    public func padding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> ViewNode {
        wrapped(in: PaddingLayout(edges, length))
    }
    public func padding(_ length: Double) -> ViewNode { wrapped(in: PaddingLayout(.all, length)) }
    public func padding(_ insets: EdgeInsets) -> ViewNode { wrapped(in: PaddingLayout(insets: insets)) }

    public func border(_ color: Color = .primary, width: Double = 1) -> ViewNode {
        wrapped(in: BorderLayout(color, width: width))
    }

    public func background(alignment: Alignment = .center, @ViewBuilder _ content: () -> [ViewNode]) -> ViewNode {
        wrapped(in: SecondaryLayerLayout(.background, alignment: alignment), single(content()))
    }
    public func background(_ color: Color) -> ViewNode {
        wrapped(in: SecondaryLayerLayout(.background, style: color.label), color.node.synthetic())
    }
    public func overlay(alignment: Alignment = .center, @ViewBuilder _ content: () -> [ViewNode]) -> ViewNode {
        wrapped(in: SecondaryLayerLayout(.overlay, alignment: alignment), single(content()))
    }
    public func overlay(_ color: Color) -> ViewNode {
        wrapped(in: SecondaryLayerLayout(.overlay, style: color.label), color.node.synthetic())
    }

    public func offset(x: Double = 0, y: Double = 0) -> ViewNode { wrapped(in: OffsetLayout(x: x, y: y)) }
    public func position(x: Double = 0, y: Double = 0) -> ViewNode { wrapped(in: PositionLayout(x: x, y: y)) }

    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> ViewNode {
        wrapped(in: ContainerRelativeFrameLayout(axes, alignment: alignment))
    }
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: Double, alignment: Alignment = .center) -> ViewNode {
        wrapped(in: ContainerRelativeFrameLayout(axes, count: count, span: span, spacing: spacing, alignment: alignment))
    }
    /// The closure form: `.containerRelativeFrame(.horizontal) { length, _ in length / 2 }`,
    /// `length` standing for the container's length (``ContainerRelativeLength``).
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: (ContainerRelativeLength, Axis) -> ContainerRelativeLength
    ) -> ViewNode {
        wrapped(in: ContainerRelativeFrameLayout(axes, alignment: alignment, length))
    }

    public func alignmentGuide(
        _ guide: HorizontalAlignment, expression: String = "{ … }", computeValue: @escaping @Sendable (ViewDimensions) -> Double
    ) -> ViewNode {
        wrapped(in: AlignmentGuideLayout(guide.key, expression: expression, computeValue: computeValue))
    }
    public func alignmentGuide(
        _ guide: VerticalAlignment, expression: String = "{ … }", computeValue: @escaping @Sendable (ViewDimensions) -> Double
    ) -> ViewNode {
        wrapped(in: AlignmentGuideLayout(guide.key, expression: expression, computeValue: computeValue))
    }

    public func layoutPriority(_ value: Double) -> ViewNode { wrapped(in: LayoutPriorityLayout(value)) }

    /// `layoutValue(key: Rank.self, value: 2)`: a value a custom layout reads (`key` is the key
    /// type's name).
    public func layoutValue(key: String, value: some Sendable & CustomStringConvertible) -> ViewNode {
        wrapped(in: LayoutValueLayout(key: key, value: value, valueText: value.description))
    }

    // The Grid cell modifiers (GridCellModifier).
    public func gridCellColumns(_ count: Int) -> ViewNode { wrapped(in: GridCellModifier(.columns(count))) }
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> ViewNode { wrapped(in: GridCellModifier(.columnAlignment(guide))) }
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> ViewNode { wrapped(in: GridCellModifier(.unsizedAxes(axes))) }
    public func gridCellAnchor(_ anchor: Alignment) -> ViewNode { wrapped(in: GridCellModifier(.anchor(anchor))) }

    public func relativeProposed(width: Double? = nil, height: Double? = nil) -> ViewNode {
        wrapped(in: RelativeProposedLayout(width: width, height: height))
    }

    public func font(_ font: Font) -> ViewNode { wrapped(in: FontModifier(font)) }
    public func lineLimit(_ limit: Int?) -> ViewNode { wrapped(in: LineLimitModifier(limit)) }
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> ViewNode {
        wrapped(in: LineLimitModifier(limit, reserved: reservesSpace ? limit : nil, spelled: "\(limit), reservesSpace: \(reservesSpace)"))
    }
    public func lineLimit(_ range: ClosedRange<Int>) -> ViewNode {
        wrapped(in: LineLimitModifier(range.upperBound, reserved: range.lowerBound, spelled: "\(range.lowerBound)...\(range.upperBound)"))
    }
    public func lineSpacing(_ spacing: Double) -> ViewNode { wrapped(in: LineSpacingModifier(spacing)) }
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> ViewNode { wrapped(in: DynamicTypeSizeModifier(size)) }
    public func dynamicTypeSize(_ range: ClosedRange<DynamicTypeSize>) -> ViewNode { wrapped(in: DynamicTypeSizeModifier(range: range)) }
    public func dynamicTypeSize(_ range: PartialRangeThrough<DynamicTypeSize>) -> ViewNode { dynamicTypeSize(.xSmall...range.upperBound) }
    public func dynamicTypeSize(_ range: PartialRangeFrom<DynamicTypeSize>) -> ViewNode { dynamicTypeSize(range.lowerBound ... .accessibility5) }
    public func minimumScaleFactor(_ factor: Double) -> ViewNode { wrapped(in: MinimumScaleFactorModifier(factor)) }
    public func monospacedDigit() -> ViewNode { wrapped(in: MonospacedDigitModifier()) }
    public func tracking(_ tracking: Double) -> ViewNode { wrapped(in: TrackingModifier(tracking)) }
    public func kerning(_ kerning: Double) -> ViewNode { wrapped(in: KerningModifier(kerning)) }
    public func imageScale(_ scale: Image.Scale) -> ViewNode { wrapped(in: ImageScaleModifier(scale)) }
    public func controlSize(_ size: ControlSize) -> ViewNode { wrapped(in: ControlSizeModifier(size)) }

    /// A layout-neutral modifier (`opacity`, `foregroundStyle`…).
    public func passThrough(_ name: String, _ arguments: [Argument] = []) -> ViewNode {
        wrapped(in: PassThroughModifier(name, arguments: arguments))
    }
    public func opacity(_ value: Double) -> ViewNode { passThrough("opacity", [Argument(nil, Format.number(value))]) }
    public func foregroundStyle(_ color: Color) -> ViewNode { passThrough("foregroundStyle", [Argument(nil, color.label)]) }

    /// A style read by controls: `style("buttonStyle", "plain")`.
    public func style(_ modifier: String, _ style: String) -> ViewNode { wrapped(in: StyleModifier(modifier, style: style)) }

    /// `.id("name")`: names the node without changing layout.
    public func id(_ name: String) -> ViewNode {
        var copy = node
        copy.id = name
        return copy
    }
    /// `.tag("name")`: names the node without changing layout.
    public func tag(_ name: String) -> ViewNode { id(name) }
}
