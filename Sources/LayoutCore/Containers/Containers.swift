// SwiftUI-spelled constructors for the containers: `HStack(spacing: 10) { … }`.

public struct HStack: View {
    public var node: ViewNode
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> [ViewNode]) {
        node = ViewNode(HStackLayout(alignment: alignment, spacing: spacing), children: content())
    }
}

public struct VStack: View {
    public var node: ViewNode
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> [ViewNode]) {
        node = ViewNode(VStackLayout(alignment: alignment, spacing: spacing), children: content())
    }
}

public struct ZStack: View {
    public var node: ViewNode
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> [ViewNode]) {
        node = ViewNode(ZStackLayout(alignment: alignment), children: content())
    }
}

public struct LazyVStack: View {
    public var node: ViewNode
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> [ViewNode]) {
        node = ViewNode(LazyStackLayout(axis: .vertical, alignment: alignment.key, spacing: spacing), children: content())
    }
}

public struct LazyHStack: View {
    public var node: ViewNode
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> [ViewNode]) {
        node = ViewNode(LazyStackLayout(axis: .horizontal, alignment: alignment.key, spacing: spacing), children: content())
    }
}

public struct GeometryReader: View {
    public var node: ViewNode
    public init(@ViewBuilder content: () -> [ViewNode]) {
        node = ViewNode(GeometryReaderLayout(), children: content())
    }
}

public struct ScrollView: View {
    public var node: ViewNode
    public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> [ViewNode]) {
        node = ViewNode(ScrollViewLayout(axes), children: content())
    }
}

public struct ViewThatFits: View {
    public var node: ViewNode
    public init(in axes: Axis.Set = .all, @ViewBuilder content: () -> [ViewNode]) {
        node = ViewNode(ViewThatFitsLayout(in: axes), children: content())
    }
}
