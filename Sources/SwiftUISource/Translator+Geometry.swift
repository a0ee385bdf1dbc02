import LayoutCore
import SwiftSyntax

/// `GeometryReader { proxy in … }`: the proxy its content reads.
///
/// SwiftUI runs the content closure during layout, once the reader's size is known. The front
/// end builds the tree before layout, so the caller lays out twice (``SwiftUISource/layOut``):
/// the first build gives the proxy symbolic values (sizes take representatives, stated in the
/// notes); the second is given each reader's placed geometry in ``SourceOptions/geometry``, and
/// the proxy becomes a value: `proxy.size`, `proxy.frame(in:)` and `proxy.safeAreaInsets`
/// evaluate to numbers wherever they are used (`frame`, `position`, `offset`, `padding`, `if`).
extension Translator {
    /// The value of the proxy handed to the content of the reader at `reader`: the next of its
    /// placed proxies when the caller gave them, else a symbolic proxy.
    func geometryProxy(_ closure: ClosureExprSyntax, reader: some SyntaxProtocol) -> Value {
        let name = closureParameterNames(closure).first ?? "proxy"
        let location = locator.location(reader)
        guard let placed = options.geometry[location], !placed.isEmpty else {
            return symbolicValue(name, type: Self.proxyType)
        }
        // A reader built more often than it was placed (a branch this build takes and the
        // placed one did not) reuses the last proxy of its location.
        let taken = proxiesTaken[location, default: 0]
        proxiesTaken[location] = taken + 1
        return Self.value(of: placed[min(taken, placed.count - 1)])
    }

    static let proxyType = "GeometryProxy"

    /// Records that a reader's content read its symbolic proxy (`proxy.size`), so the caller
    /// knows a build with placed proxies would differ.
    func noteProxyRead(_ s: Symbol) {
        if s.type == Self.proxyType { readsGeometry = true }
    }

    /// `proxy.frame(in: space)`, `proxy.bounds(of: space)`: the reader's frame as a `CGRect`.
    /// `.local` is the reader's own space; `.global` the window's. A named space is read as
    /// `.global`, which the notes say (our model: named coordinate spaces are not tracked).
    func proxyCall(_ name: String, fields: [(label: String?, value: Value)], call: FunctionCallExprSyntax) -> Value? {
        guard name == "frame" || name == "bounds" else { return nil }
        guard case .record(_, let sizeFields)? = fields.first(where: { $0.label == "size" })?.value,
              case .record(_, let globalFields)? = fields.first(where: { $0.label == Self.globalFrameField })?.value
        else { return nil }
        let space = call.arguments.first.map { SourceIndex.collapsed($0.expression.sourceText) } ?? ".local"
        if name == "frame", space.hasSuffix("global") { return .record(type: "CGRect", fields: globalFields) }
        if space.hasSuffix("local") || name == "bounds" && !space.hasSuffix("global") {
            guard case .number(let w)? = sizeFields.first(where: { $0.label == "width" })?.value,
                  case .number(let h)? = sizeFields.first(where: { $0.label == "height" })?.value else { return nil }
            return Self.rectValue(Rect(x: 0, y: 0, width: w, height: h))
        }
        assume(.approximation, space, "the coordinate space `\(space)` is read as .global (named spaces are not modelled)", at: call)
        return .record(type: "CGRect", fields: globalFields)
    }

    /// The field holding the global frame; not a Swift name, so no member can read it.
    static let globalFrameField = "frame(in: .global)"

    /// A placed proxy as a value: `size`, `safeAreaInsets` and the frame `frame(in:)` reads.
    static func value(of proxy: GeometryProxy) -> Value {
        let insets = proxy.safeAreaInsets
        return .record(type: proxyType, fields: [
            ("size", .record(type: "CGSize", fields: [("width", .number(proxy.size.width)), ("height", .number(proxy.size.height))])),
            ("safeAreaInsets", .record(type: "EdgeInsets", fields: [
                ("top", .number(insets.top)), ("leading", .number(insets.leading)),
                ("bottom", .number(insets.bottom)), ("trailing", .number(insets.trailing)),
            ])),
            (globalFrameField, rectValue(proxy.globalFrame)),
        ])
    }

    /// A `CGRect` with the members layout code reads: origin, size, min/mid/max, width, height.
    static func rectValue(_ r: Rect) -> Value {
        .record(type: "CGRect", fields: [
            ("origin", .record(type: "CGPoint", fields: [("x", .number(r.minX)), ("y", .number(r.minY))])),
            ("size", .record(type: "CGSize", fields: [("width", .number(r.width)), ("height", .number(r.height))])),
            ("width", .number(r.width)), ("height", .number(r.height)),
            ("minX", .number(r.minX)), ("midX", .number(r.minX + r.width / 2)), ("maxX", .number(r.minX + r.width)),
            ("minY", .number(r.minY)), ("midY", .number(r.minY + r.height / 2)), ("maxY", .number(r.minY + r.height)),
        ])
    }
}
