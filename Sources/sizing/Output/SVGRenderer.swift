import Foundation
import LayoutCore

/// `sizing render` / `sizing layout --format svg`: a picture of the layout.
///
/// Every frame is outlined; Colors are filled with their colour, shapes with their fill (or a
/// light grey), Text is drawn in a monospace font stretched to the text model's advance, and
/// each view carries a tooltip (`<title>`) with its proposal → size and, when known, its
/// behavior.
///
/// With ``clipsToContainer`` (the scan report's pictures) the picture is the container and
/// nothing else, so that it has the container's proportions: what spills over is cut at the
/// container's edge, and each edge it crosses is marked in red (``overflowMarks(_:width:height:)``).
struct SVGRenderer {
    let engine: LayoutEngine
    let container: ProposedViewSize
    /// Per-node behavior text (`h-exp, v-hug`) for the tooltips.
    var behaviors: [Int: String] = [:]
    /// Draw the container only (its width and height finite), cutting what overflows it.
    var clipsToContainer = false
    /// The views written here are outlined in red (`sizing scan --stress`'s view that breaks).
    var outlined: SourceLocation?

    func render(_ root: PlacedView) -> String {
        let bounds = extent(root)
        let box: (minX: Double, minY: Double, width: Double, height: Double)
        if clipsToContainer, let width = container.width, let height = container.height, width.isFinite, height.isFinite {
            box = (0, 0, width, height)
        } else {
            let width = max(container.width.flatMap { $0.isFinite ? $0 : nil } ?? bounds.width, bounds.maxX)
            let height = max(container.height.flatMap { $0.isFinite ? $0 : nil } ?? bounds.height, bounds.maxY)
            box = (min(0, bounds.minX), min(0, bounds.minY), width, height)
        }
        var out = """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(n(box.width))" height="\(n(box.height))" viewBox="\(n(box.minX)) \(n(box.minY)) \(n(box.width)) \(n(box.height))"\(clipsToContainer ? " overflow=\"hidden\"" : "") font-family="DejaVu Sans Mono, Menlo, monospace">
          <rect x="0" y="0" width="\(n(box.width))" height="\(n(box.height))" fill="#ffffff" stroke="#bbbbbb" stroke-dasharray="4 2"/>

        """
        draw(root, into: &out, depth: 1, style: nil)
        if clipsToContainer { out += overflowMarks(bounds, of: root.frame.size, width: box.width, height: box.height) }
        out += "</svg>\n"
        return out
    }

    /// A red line along each edge of the container that the content crosses, its tooltip saying
    /// how far the content reaches past it and the root view's size.
    func overflowMarks(_ bounds: (minX: Double, minY: Double, maxX: Double, maxY: Double, width: Double, height: Double), of size: Size, width: Double, height: Double) -> String {
        let edges: [(name: String, past: Double, line: (Double, Double, Double, Double))] = [
            ("top", -bounds.minY, (0, 0, width, 0)),
            ("bottom", bounds.maxY - height, (0, height, width, height)),
            ("left", -bounds.minX, (0, 0, 0, height)),
            ("right", bounds.maxX - width, (width, 0, width, height)),
        ]
        return edges.filter { $0.past > 0.5 }.map { edge in
            let (x1, y1, x2, y2) = edge.line
            return """
              <line class="overflow" x1="\(n(x1))" y1="\(n(y1))" x2="\(n(x2))" y2="\(n(y2))" stroke="#d32f2f" stroke-width="3" stroke-dasharray="6 3"><title>the content overflows the container's \(edge.name) edge by \(n(edge.past)), cut there (the view is \(n(size.width)) × \(n(size.height)))</title></line>

            """
        }.joined()
    }

    private func n(_ value: Double) -> String { Format.number(value.isFinite ? value : 0) }

    private func extent(_ root: PlacedView) -> (minX: Double, minY: Double, maxX: Double, maxY: Double, width: Double, height: Double) {
        var minX = 0.0, minY = 0.0, maxX = 0.0, maxY = 0.0
        for view in root.allViews where view.frame.width.isFinite && view.frame.height.isFinite {
            minX = min(minX, view.frame.minX)
            minY = min(minY, view.frame.minY)
            maxX = max(maxX, view.frame.minX + view.frame.width)
            maxY = max(maxY, view.frame.minY + view.frame.height)
        }
        return (minX, minY, maxX, maxY, maxX - minX, maxY - minY)
    }

    private func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// The colour a `fill`, `foregroundStyle` or `foregroundColor` modifier gives the shapes and
    /// Text below it (`fill(.blue)`, `foregroundStyle(Color.red)`), if it names one.
    private func style(of layout: any Layout) -> Color? {
        guard let modifier = layout as? PassThroughModifier,
              ["fill", "foregroundStyle", "foregroundColor"].contains(modifier.modifier),
              let argument = modifier.arguments.first?.value else { return nil }
        let name = argument.hasPrefix("Color.") ? String(argument.dropFirst(6)) : argument.hasPrefix(".") ? String(argument.dropFirst()) : argument
        return Color.named(name.split(separator: ".").first.map(String.init) ?? name)
    }

    private func draw(_ view: PlacedView, into out: inout String, depth: Int, style inherited: Color?) {
        let f = view.frame
        guard f.width.isFinite, f.height.isFinite, f.minX.isFinite, f.minY.isFinite else { return }
        let pad = String(repeating: "  ", count: depth)
        var tooltip = "\(view.label)\(view.id.map { " #\($0)" } ?? ""): proposed \(view.proposal) → \(f.size)"
        if let behavior = behaviors[view.node] { tooltip += "; \(behavior)" }
        out += "\(pad)<g>\n\(pad)  <title>\(escape(tooltip))</title>\n"
        let rect = "x=\"\(n(f.minX))\" y=\"\(n(f.minY))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\""
        let layout = engine.layout(of: view.node)
        let style = self.style(of: layout) ?? inherited
        if let color = layout as? Color {
            out += "\(pad)  <rect \(rect) fill=\"\(color.hex)\" fill-opacity=\"\(n(color.opacity))\"/>\n"
        } else if let shape = layout as? ShapeLayout {
            let color = shape.fill ?? style
            let fill = "\(color?.hex ?? "#d8d8d8")\" fill-opacity=\"\(n(color?.opacity ?? 1))"
            switch shape.kind {
            case .circle:
                let r = min(f.width, f.height) / 2
                out += "\(pad)  <circle cx=\"\(n(f.minX + f.width / 2))\" cy=\"\(n(f.minY + f.height / 2))\" r=\"\(n(r))\" fill=\"\(fill)\"/>\n"
            case .ellipse:
                out += "\(pad)  <ellipse cx=\"\(n(f.minX + f.width / 2))\" cy=\"\(n(f.minY + f.height / 2))\" rx=\"\(n(f.width / 2))\" ry=\"\(n(f.height / 2))\" fill=\"\(fill)\"/>\n"
            case .capsule:
                out += "\(pad)  <rect \(rect) rx=\"\(n(min(f.width, f.height) / 2))\" fill=\"\(fill)\"/>\n"
            case .roundedRectangle:
                out += "\(pad)  <rect \(rect) rx=\"\(n(shape.cornerRadius ?? 0))\" fill=\"\(fill)\"/>\n"
            case .rectangle, .custom:
                out += "\(pad)  <rect \(rect) fill=\"\(fill)\"/>\n"
            }
        } else if let text = layout as? TextLayout {
            out += drawText(text, in: f, pad: pad, color: style)
        } else if layout is BorderLayout {
            // An overlay: drawn after the content, below.
        } else {
            out += "\(pad)  <rect \(rect) fill=\"none\" stroke=\"#9a9a9a\" stroke-width=\"0.5\" stroke-dasharray=\"2 2\"/>\n"
        }
        // A background's secondary view is drawn first, under the content it sits behind.
        var children = view.children
        if let layer = layout as? SecondaryLayerLayout, layer.placement == .background, children.count > 1 {
            children = Array(children.dropFirst()) + [children[0]]
        }
        for child in children { draw(child, into: &out, depth: depth + 1, style: style) }
        if let border = layout as? BorderLayout, border.width > 0 {
            // Stroked inside the bounds, over the content (§8.2).
            let w = border.width
            out += "\(pad)  <rect x=\"\(n(f.minX + w / 2))\" y=\"\(n(f.minY + w / 2))\" width=\"\(n(max(0, f.width - w)))\" height=\"\(n(max(0, f.height - w)))\" fill=\"none\" stroke=\"\(border.color.hex)\" stroke-width=\"\(n(w))\"/>\n"
        }
        if let outlined, let location = engine.location(of: view.node), !engine.isSynthetic(view.node),
           location.line == outlined.line, location.column == outlined.column, outlined.file == nil || location.file == nil || location.file == outlined.file {
            out += "\(pad)  <rect class=\"outlined\" \(rect) fill=\"none\" stroke=\"#d32f2f\" stroke-width=\"3\"/>\n"
        }
        out += "\(pad)</g>\n"
    }

    /// Text lines as the layout wrapped them (the text model with the layout's metrics, at the
    /// font size `minimumScaleFactor` shrank it to for its frame), each line stretched to the
    /// width the model gave it.
    private func drawText(_ text: TextLayout, in f: Rect, pad: String, color: Color?) -> String {
        let drawn = text.fitted(ProposedViewSize(f.size))
        let measurer = drawn.measurer
        // The model font's equal advances read best in a monospaced face; the system font's in a
        // face like SF (Inter, whose advances measured it). Either is stretched to its width.
        let family = measurer.kind == .system ? " font-family=\"Inter, -apple-system, Helvetica, Arial, sans-serif\"" : ""
        var out = "\(pad)  <rect x=\"\(n(f.minX))\" y=\"\(n(f.minY))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\" fill=\"none\" stroke=\"#c0c0c0\" stroke-width=\"0.5\"/>\n"
        for (i, line) in drawn.shownLines(of: text.string, for: ProposedViewSize(f.size)).enumerated() where !line.text.isEmpty {
            let y = f.minY + Double(i) * (measurer.lineHeight + drawn.lineSpacing) + measurer.ascender
            out += "\(pad)  <text x=\"\(n(f.minX))\" y=\"\(n(y))\" font-size=\"\(n(measurer.size))\"\(family) textLength=\"\(n(line.width))\" lengthAdjust=\"spacingAndGlyphs\" fill=\"\(color?.hex ?? "#000000")\">\(escape(line.text))</text>\n"
        }
        return out
    }
}

