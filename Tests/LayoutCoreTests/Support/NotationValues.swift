// The argument values of the tree notation (numbers, sizes, alignments, axes, edges, colours,
// fonts, grid items), read for NotationBuilder (TreeNotation.swift).
import Foundation
@testable import LayoutCore

extension NotationBuilder {
    func arg(_ node: NotationNode, _ args: [Arg], _ label: String) throws -> Expr {
        guard let a = args.first(where: { $0.label == label }) else { throw fail(node, "missing argument '\(label):'") }
        return a.value
    }

    /// `[GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40), spacing: 4)]`.
    func gridItems(_ node: NotationNode, _ e: Expr) throws -> [GridItem] {
        guard case .list(let items) = e else { throw fail(node, "expected an array of GridItem, not \(e)") }
        return try items.map { item in
            guard case .call(.name("GridItem"), let args) = item else { throw fail(node, "expected GridItem(…), not \(item)") }
            var size = GridItem.Size.flexible()
            if let sizeExpr = args.first(where: { $0.label == nil })?.value {
                guard case .call(.member(nil, let kind), let sizeArgs) = sizeExpr else { throw fail(node, "expected .fixed, .flexible or .adaptive, not \(sizeExpr)") }
                func bound(_ label: String?) throws -> Double? { try sizeArgs.first { $0.label == label }.map { try number(node, $0.value) } }
                switch kind {
                case "fixed": size = .fixed(try bound(nil) ?? 0)
                case "flexible": size = .flexible(minimum: try bound("minimum") ?? 10, maximum: try bound("maximum") ?? .infinity)
                case "adaptive": size = .adaptive(minimum: try bound("minimum") ?? 10, maximum: try bound("maximum") ?? .infinity)
                default: throw fail(node, "unknown grid item size .\(kind)")
                }
            }
            let spacing = try optionalNumber(node, args.first { $0.label == "spacing" }?.value)
            let alignment = try args.first { $0.label == "alignment" }.map { try self.alignment(node, $0.value) }
            return GridItem(size, spacing: spacing, alignment: alignment)
        }
    }

    func number(_ node: NotationNode, _ e: Expr) throws -> Double {
        guard let v = try optionalNumber(node, e) else { throw fail(node, "expected a number, found nil") }
        return v
    }

    func optionalNumber(_ node: NotationNode, _ e: Expr?) throws -> Double? {
        guard let e else { return nil }
        switch e {
        case .null: return nil
        case .number(let v): return v
        case .member(_, "infinity"): return .infinity
        case .member(_, "nan"): return .nan
        default: throw fail(node, "expected a number, found \(e)")
        }
    }

    func bool(_ node: NotationNode, _ e: Expr) throws -> Bool {
        guard case .bool(let b) = e else { throw fail(node, "expected true or false, found \(e)") }
        return b
    }

    func size(_ node: NotationNode, _ e: Expr) throws -> Size {
        guard case .call(.name("CGSize"), let args) = e else { throw fail(node, "expected CGSize(width:height:), found \(e)") }
        return Size(width: try number(node, arg(node, args, "width")), height: try number(node, arg(node, args, "height")))
    }

    func memberName(_ node: NotationNode, _ e: Expr) throws -> String {
        guard case .member(_, let n) = e else { throw fail(node, "expected a name such as .center, found \(e)") }
        return n
    }

    func alignment(_ node: NotationNode, _ e: Expr) throws -> Alignment {
        let n = try memberName(node, e)
        guard let a = Alignment.named.first(where: { $0.0 == n })?.1 else { throw fail(node, "unknown alignment .\(n)") }
        return a
    }

    func horizontalAlignment(_ node: NotationNode, _ e: Expr) throws -> HorizontalAlignment {
        switch try memberName(node, e) {
        case "leading": return .leading
        case "center": return .center
        case "trailing": return .trailing
        case let n: throw fail(node, "unknown horizontal alignment .\(n)")
        }
    }

    func verticalAlignment(_ node: NotationNode, _ e: Expr) throws -> VerticalAlignment {
        switch try memberName(node, e) {
        case "top": return .top
        case "center": return .center
        case "bottom": return .bottom
        case "firstTextBaseline": return .firstTextBaseline
        case "lastTextBaseline": return .lastTextBaseline
        case let n: throw fail(node, "unknown vertical alignment .\(n)")
        }
    }

    func axisSet(_ node: NotationNode, _ e: Expr) throws -> Axis.Set {
        if case .list(let items) = e {
            return Axis.Set(try items.map { try axisSet(node, $0) })
        }
        switch try memberName(node, e) {
        case "horizontal": return .horizontal
        case "vertical": return .vertical
        case "all": return .all
        case let n: throw fail(node, "unknown axis .\(n)")
        }
    }

    func edges(_ node: NotationNode, _ e: Expr) throws -> Edge.Set {
        if case .list(let items) = e {
            return Edge.Set(try items.map { try edges(node, $0) })
        }
        switch try memberName(node, e) {
        case "all": return .all
        case "horizontal": return .horizontal
        case "vertical": return .vertical
        case "top": return .top
        case "leading": return .leading
        case "bottom": return .bottom
        case "trailing": return .trailing
        case let n: throw fail(node, "unknown edge set .\(n)")
        }
    }

    func contentMode(_ node: NotationNode, _ e: Expr) throws -> AspectRatioLayout.ContentMode {
        guard let mode = AspectRatioLayout.ContentMode(rawValue: try memberName(node, e)) else {
            throw fail(node, "contentMode is .fit or .fill")
        }
        return mode
    }

    func color(_ node: NotationNode, _ e: Expr) throws -> Color {
        if let n = try? memberName(node, e), let c = Color.named(n) { return c }
        throw fail(node, "expected a colour such as .red or Color.red, found \(e)")
    }

    func font(_ node: NotationNode, _ e: Expr) throws -> Font {
        if case .call(.member(_, "system"), let args) = e {
            return .system(size: try number(node, arg(node, args, "size")))
        }
        let n = try memberName(node, e)
        guard let f = Font.textStyles.first(where: { $0.name == n }) else { throw fail(node, "unknown font .\(n)") }
        return f
    }
}
