/// What a `GeometryReader`'s content reads from its proxy: known only once the reader has been
/// placed, as in SwiftUI, where the content closure runs during layout.
///
/// A reader's own size never depends on its content (it takes the proposal), so the values
/// read after one placement are the values SwiftUI's content would see for that container.
public struct GeometryProxy: Hashable, Sendable, CustomStringConvertible {
    /// `proxy.size`: the reader's size.
    public var size: Size
    /// The reader's frame in the window's coordinates (`.global`): the root container's, whose
    /// origin is the top-leading corner of the screen or of the `--width` × `--height` rectangle.
    public var globalFrame: Rect
    /// `proxy.safeAreaInsets`: how far the screen's safe-area insets reach into the reader.
    /// Zero inside the safe area; non-zero for a reader that `ignoresSafeArea`.
    public var safeAreaInsets: EdgeInsets

    public init(size: Size, globalFrame: Rect, safeAreaInsets: EdgeInsets = EdgeInsets()) {
        self.size = size
        self.globalFrame = globalFrame
        self.safeAreaInsets = safeAreaInsets
    }

    /// `proxy.frame(in:)` for the two spaces every container has.
    public func frame(in space: CoordinateSpace) -> Rect {
        switch space {
        case .local: return Rect(origin: .zero, size: size)
        case .global: return globalFrame
        }
    }

    /// SwiftUI's `CoordinateSpace`, reduced to the spaces the model knows. A named space is
    /// read as `.global` by the front end, which says so.
    public enum CoordinateSpace: Hashable, Sendable {
        case local, global
    }

    public var description: String {
        "size \(size), global \(globalFrame)"
            + (safeAreaInsets == EdgeInsets() ? "" : ", safe-area insets (top \(Format.number(safeAreaInsets.top)), leading \(Format.number(safeAreaInsets.leading)), bottom \(Format.number(safeAreaInsets.bottom)), trailing \(Format.number(safeAreaInsets.trailing)))")
    }
}

extension LayoutEngine {
    /// The proxy each `GeometryReader` would hand its content after the last placement, by the
    /// reader's source location, in the order the readers appear in the tree (a `ForEach` of
    /// readers has one location and several proxies). Readers without a location are skipped.
    /// - Complexity: O(n).
    public func geometryProxies() -> [SourceLocation: [GeometryProxy]] {
        var proxies: [SourceLocation: [GeometryProxy]] = [:]
        // Pre-order, children in order: the order in which the front end builds the readers.
        var stack: [(node: Int, safe: Rect?)] = [(Int(root), nil)]
        while let (node, inheritedSafe) = stack.popLast() {
            var safe = inheritedSafe
            if let screen = layout(of: node) as? SafeAreaRootLayout {
                let f = frame(of: node), s = screen.device.safeRect
                safe = Rect(x: f.minX + s.minX, y: f.minY + s.minY, width: s.width, height: s.height)
            }
            if layout(of: node) is GeometryReaderLayout, let location = location(of: node) {
                let f = frame(of: node)
                proxies[location, default: []].append(
                    GeometryProxy(size: f.size, globalFrame: f, safeAreaInsets: safe.map { Self.insets(of: f, outside: $0) } ?? EdgeInsets()))
            }
            for child in children(of: node).reversed() { stack.append((child, safe)) }
        }
        return proxies
    }

    /// How far `frame` reaches beyond `safe` on each edge (0 where it stays inside).
    static func insets(of frame: Rect, outside safe: Rect) -> EdgeInsets {
        EdgeInsets(
            top: max(0, safe.minY - frame.minY), leading: max(0, safe.minX - frame.minX),
            bottom: max(0, (frame.minY + frame.height) - (safe.minY + safe.height)),
            trailing: max(0, (frame.minX + frame.width) - (safe.minX + safe.width)))
    }
}
