import LayoutCore
import SwiftSyntax

/// The modifiers a grid or a list reads from its cells and rows: `gridCellColumns`,
/// `gridColumnAlignment`, `gridCellUnsizedAxes`, `gridCellAnchor` (`Sources/LayoutCore/Grids`),
/// `listRowInsets` and `environment(\.defaultMinListRowHeight, …)` (`Sources/LayoutCore/Collections`).
extension BuiltInModifier {
    static let grid: [BuiltInModifier] = [
        BuiltInModifier("gridCellColumns", labels: ["_"]) { c in
            try c.gridCell { c, e in
                let n = try c.translator.number(e, c.scope, "gridCellColumns")
                return .columns(n.isFinite ? Int(Swift.max(1, Swift.min(n, 1000))) : 1)
            }
        },
        BuiltInModifier("gridColumnAlignment", labels: ["_"]) { c in
            try c.gridCell { c, e in .columnAlignment(try c.translator.horizontalAlignment(e, c.scope)) }
        },
        BuiltInModifier("gridCellUnsizedAxes", labels: ["_"]) { c in
            try c.gridCell { c, e in .unsizedAxes(try c.translator.axisSet(e, c.scope)) }
        },
        BuiltInModifier("gridCellAnchor", labels: ["_"]) { c in
            try c.gridCell { c, e in .anchor(try c.translator.alignment(e, c.scope)) }
        },
    ]

    static let list: [BuiltInModifier] = [
        BuiltInModifier("listRowInsets", labels: ["_"]) { try $0.listRowInsets() },
        BuiltInModifier("environment", labels: ["_", "_"]) { c in
            // `environment(\.defaultMinListRowHeight, 60)`, and the keys of the environment
            // modifiers the model reads (`environment(\.controlSize, .small)` is
            // `controlSize(.small)`); other keys do not change layout.
            guard let keyPath = c.args.items.first?.expression.as(KeyPathExprSyntax.self),
                  let key = keyPath.components.last?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text,
                  ["defaultMinListRowHeight", "controlSize", "imageScale", "minimumScaleFactor"].contains(key) else { return nil }
            _ = c.args.takeUnlabeled()
            guard let e = c.args.takeUnlabeled() else { return nil }
            let layout: any Layout
            switch key {
            case "controlSize":
                guard let size = try c.translator.environmentCase(e, c.scope, for: key, type: "ControlSize", default: ControlSize.regular) else { return nil }
                c.translator.assumeControlSize(size, at: e)
                layout = ControlSizeModifier(size)
            case "imageScale":
                guard let scale = try c.translator.environmentCase(e, c.scope, for: key, type: "Scale", default: Image.Scale.medium) else { return nil }
                c.translator.assumeImageScale(scale, at: e)
                layout = ImageScaleModifier(scale)
            case "minimumScaleFactor":
                layout = MinimumScaleFactorModifier(try c.translator.environmentNumber(e, c.scope, for: key, default: 1))
            default:
                layout = DefaultMinListRowHeightModifier(try c.translator.number(e, c.scope, "defaultMinListRowHeight"))
            }
            try c.finish()
            return c.wrap(layout)
        },
    ]
}

extension ModifierCall {
    /// A grid cell modifier of one unlabeled argument, read by `setting`.
    mutating func gridCell(_ setting: (ModifierCall, ExprSyntax) throws -> GridCellModifier.Request) throws -> ViewNode? {
        guard let e = args.takeUnlabeled() else { return nil }
        let value = try setting(self, e)
        try finish()
        return wrap(GridCellModifier(value))
    }

    /// `listRowInsets(EdgeInsets(…))`, `listRowInsets(nil)`.
    mutating func listRowInsets() throws -> ViewNode? {
        guard let e = args.takeUnlabeled() else { return nil }
        let insets: EdgeInsets?
        switch try translator.evaluate(e, scope) {
        case .null: insets = nil
        case let value where Translator.structFields(value, as: "EdgeInsets") != nil:
            insets = Translator.edgeInsets(Translator.structFields(value, as: "EdgeInsets") ?? [])
        case let other:
            // Insets made at run time: the style's are kept, and the finding says so.
            translator.note("listRowInsets(\(other.text.prefix(40))) is not known; the list style's row insets are used", at: e)
            insets = nil
        }
        try finish()
        return wrap(ListRowInsetsModifier(insets))
    }
}
