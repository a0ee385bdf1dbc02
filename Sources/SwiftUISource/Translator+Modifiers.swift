import LayoutCore
import SwiftSyntax

/// Modifiers: each known one maps to its LayoutCore node with SwiftUI's labels and defaults.
extension Translator {
    /// The modifiers that change layout (or name nodes, or set the preview container).
    static let layoutModifiers: [String] = [
        "frame", "fixedSize", "aspectRatio", "scaledToFit", "scaledToFill", "padding", "border", "background",
        "overlay", "offset", "position", "alignmentGuide", "layoutPriority", "relativeProposed", "font", "lineLimit",
        "id", "tag", "resizable", "buttonStyle", "pickerStyle", "progressViewStyle", "toggleStyle", "labelStyle",
        "textFieldStyle",
    ]

    static let styleModifiers: Set<String> = [
        "buttonStyle", "pickerStyle", "progressViewStyle", "toggleStyle", "labelStyle", "textFieldStyle",
        "listStyle", "tabViewStyle", "datePickerStyle", "gaugeStyle", "formStyle", "groupBoxStyle", "menuStyle",
        "controlGroupStyle", "labeledContentStyle", "disclosureGroupStyle", "navigationSplitViewStyle",
    ]

    /// A modifier call SwiftUI has but the model does not know in this form: an unknown name,
    /// or arguments of another overload.
    struct UnmatchedModifier: Error {
        var error: SourceError
    }

    /// Applies `.name(…)` to `receiver`.
    ///
    /// Steps:
    /// 1. an `extension View` function of the input whose parameters fit the call (and that is
    ///    not already being applied: a function calling SwiftUI's modifier of its own name);
    /// 2. SwiftUI's modifier;
    /// 3. in code that compiles, a modifier the model does not know (or not in this form) passes
    ///    through without changing layout, and the finding says so.
    func modifier(
        _ name: String, call: FunctionCallExprSyntax, nameNode: some SyntaxProtocol, receiver: ViewNode, _ scope: Scope
    ) throws -> ViewNode {
        // 1.
        if let overloads = model.extensionOverloads[name] {
            let labels = CallArguments(call, callee: name).labels
            if let f = overloads.first(where: { Self.parameters($0.signature.parameterClause, fit: labels) && !functionStack.contains($0.id) }) {
                return try extensionFunction(f, call: call, receiver: receiver, scope)
            }
        }
        // 2.
        do {
            return try builtInModifier(name, call: call, nameNode: nameNode, receiver: receiver, scope)
        } catch let unmatched as UnmatchedModifier {
            // 3.
            guard options.inputCompiles || options.unknownModifiersPassThrough else { throw unmatched.error }
            let message = unmatched.error.primary?.message ?? "unknown modifier '\(name)'"
            if options.unknownModifiersPassThrough {
                notes.append(locator.diagnostic(.warning, message + "; passed through without changing layout", at: nameNode))
            } else {
                assume("modifier '\(name)' passed through without changing layout (\(message))", at: nameNode)
            }
            return make(PassThroughModifier(name, arguments: CallArguments(call, callee: name).items.map(spelled)), [receiver], at: nameNode)
        }
    }

    private func builtInModifier(
        _ name: String, call: FunctionCallExprSyntax, nameNode: some SyntaxProtocol, receiver: ViewNode, _ scope: Scope
    ) throws -> ViewNode {
        var args = CallArguments(call, callee: name)
        let at = nameNode
        func wrap(_ layout: any Layout, _ secondary: ViewNode? = nil) -> ViewNode {
            make(layout, secondary.map { [receiver, $0] } ?? [receiver], at: at)
        }
        func finish(_ expected: [String]) throws {
            do { try args.finish(locator, expected: expected) } catch let error as SourceError { throw UnmatchedModifier(error: error) }
        }
        func num(_ label: String) throws -> Double? {
            try args.take(label).map { try optionalNumber($0, scope, label) } ?? nil
        }

        switch name {
        case "frame":
            let flexLabels = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
            let alignment = try args.take("alignment").map { try self.alignment($0, scope) } ?? .center
            if flexLabels.contains(where: args.has) {
                let v = try flexLabels.map { try num($0) }
                try finish(flexLabels + ["alignment"])
                return wrap(FlexFrameLayout(
                    minWidth: v[0], idealWidth: v[1], maxWidth: v[2], minHeight: v[3], idealHeight: v[4], maxHeight: v[5],
                    alignment: alignment))
            }
            let width = try num("width"), height = try num("height")
            try finish(["width", "height", "alignment"] + flexLabels)
            return wrap(FrameLayout(width: width, height: height, alignment: alignment))

        case "fixedSize":
            if args.isEmpty { return wrap(FixedSizeLayout()) }
            guard let h = args.take("horizontal"), let v = args.take("vertical") else {
                throw locator.error("fixedSize takes no arguments or both horizontal: and vertical:", at: call)
            }
            let layout = FixedSizeLayout(horizontal: try bool(h, scope, "horizontal"), vertical: try bool(v, scope, "vertical"))
            try finish(["horizontal", "vertical"])
            return wrap(layout)

        case "aspectRatio":
            let modeExpr = args.take("contentMode")
            let mode = try modeExpr.map { try contentMode($0, scope) } ?? .fit
            if let ratioExpr = args.takeUnlabeled() {
                let value = try evaluate(ratioExpr, scope)
                try finish(["_", "contentMode"])
                switch value {
                case .number(let r): return wrap(AspectRatioLayout(r, contentMode: mode))
                case .null: return wrap(AspectRatioLayout(nil, contentMode: mode))
                case .record("CGSize", let fields):
                    let w = fields.first { $0.label == "width" }?.value, h = fields.first { $0.label == "height" }?.value
                    if case .number(let wn)? = w, case .number(let hn)? = h {
                        return wrap(AspectRatioLayout(hn == 0 ? .infinity : wn / hn, contentMode: mode))
                    }
                case .unknown(let reason):
                    throw unsupported("computed aspect ratio `\(ratioExpr.sourceText)`: \(reason)", at: ratioExpr)
                default: break
                }
                throw locator.error("aspectRatio needs a number or CGSize, found \(value.text)", at: ratioExpr)
            }
            try finish(["_", "contentMode"])
            return wrap(AspectRatioLayout(nil, contentMode: mode))

        case "scaledToFit", "scaledToFill":
            try finish([])
            return wrap(AspectRatioLayout(nil, contentMode: name == "scaledToFit" ? .fit : .fill, spelling: name))

        case "padding":
            return try padding(&args, wrap: { wrap($0) }, scope)

        case "border":
            let colorExpr = args.takeUnlabeled()
            let color = try colorExpr.map { try self.color($0, scope) } ?? .primary
            let width = try num("width") ?? 1
            try finish(["_", "width"])
            return wrap(BorderLayout(color, width: width))

        case "background", "overlay":
            return try secondaryLayer(name == "background" ? .background : .overlay, &args, wrap: wrap, at: at, scope)

        case "offset", "position":
            var x = try num("x") ?? 0, y = try num("y") ?? 0
            if let unlabeled = args.takeUnlabeled() {
                let value = try evaluate(unlabeled, scope)
                guard case .record(let type, let fields) = value, type == "CGSize" || type == "CGPoint" else {
                    if options.inputCompiles {
                        // A size or point computed at run time: a representative, stated.
                        assume("\(name) = (0, 0) for the run-time value `\(SourceIndex.collapsed(unlabeled.sourceText))`", at: unlabeled)
                        return wrap(name == "offset" ? OffsetLayout(x: x, y: y) : PositionLayout(x: x, y: y))
                    }
                    throw locator.error("\(name) needs x:/y: or a \(name == "offset" ? "CGSize" : "CGPoint"), found \(value.text)", at: unlabeled)
                }
                for field in fields {
                    guard case .number(let n) = field.value else { continue }
                    switch field.label {
                    case "width", "x": x = n
                    case "height", "y": y = n
                    default: break
                    }
                }
            }
            try finish(["x", "y", "_"])
            return wrap(name == "offset" ? OffsetLayout(x: x, y: y) : PositionLayout(x: x, y: y))

        case "alignmentGuide":
            return try alignmentGuide(&args, receiver: receiver, call: call, at: at, scope)

        case "layoutPriority":
            guard let e = args.takeUnlabeled() else { throw locator.error("layoutPriority needs a value", at: call) }
            let value = try number(e, scope, "layoutPriority")
            try finish(["_"])
            return wrap(LayoutPriorityLayout(value))

        case "relativeProposed":
            let width = try num("width"), height = try num("height")
            try finish(["width", "height"])
            return wrap(RelativeProposedLayout(width: width, height: height))

        case "font":
            guard let e = args.takeUnlabeled() else { throw locator.error("font needs a font", at: call) }
            if e.is(NilLiteralExprSyntax.self) {
                try finish(["_"])
                return wrap(FontModifier(.body))
            }
            let f = try font(e, scope)
            try finish(["_"])
            return wrap(FontModifier(f))

        case "lineLimit":
            return try lineLimit(&args, wrap: { wrap($0) }, call: call, scope)

        case "id", "tag":
            guard let e = args.takeUnlabeled() else { throw locator.error("\(name) needs a value", at: call) }
            let text = try self.text(e, scope, in: ".\(name)")
            try finish(["_"])
            var copy = receiver
            copy.id = text
            return copy

        case "resizable":
            guard receiver.layout is ImageLayout, var image = receiver.layout as? ImageLayout else {
                throw UnmatchedModifier(error: locator.error("resizable() applies to an Image, not to \(receiver.layout.label)", at: at))
            }
            for label in ["capInsets", "resizingMode"] { if let e = args.take(label) { _ = e } }
            try finish(["capInsets", "resizingMode"])
            image.isResizable = true
            var copy = receiver
            copy.layout = image
            return copy

        case "opacity" where receiver.layout is Color && receiver.children.isEmpty:
            // `Color.red.opacity(0.8)` is a Color (SwiftUI's `Color.opacity(_:)` returns Color).
            guard let e = args.takeUnlabeled(), let color = receiver.layout as? Color else { break }
            let value = try number(e, scope, "opacity")
            try finish(["_"])
            var copy = receiver
            copy.layout = color.withOpacity(value)
            return copy

        case "previewLayout":
            if let e = args.takeUnlabeled() {
                let value = try evaluate(e, scope)
                if case .memberCall(_, "fixed", let fields) = value,
                   case .number(let w)? = fields.first(where: { $0.label == "width" })?.value,
                   case .number(let h)? = fields.first(where: { $0.label == "height" })?.value {
                    if container == nil { container = Size(width: w, height: h) }
                } else {
                    note("previewLayout(\(value.text)) sets no fixed container; the command line's container is used", at: e)
                }
                try finish([])
                return wrap(PassThroughModifier(name, arguments: [Argument(nil, value.text)]))
            }

        case "ignoresSafeArea":
            // `ignoresSafeArea(_ regions: = .all, edges: = .all)`: regions are not distinguished.
            if let regions = args.takeUnlabeled() { _ = try evaluate(regions, scope) }
            let edges = try args.take("edges").map { try edgeSet(try evaluate($0, scope), at: $0) } ?? .all
            try finish(["_", "edges"])
            return wrap(IgnoresSafeAreaLayout(edges: edges))

        case "edgesIgnoringSafeArea":
            guard let e = args.takeUnlabeled() else { break }
            let edges = try edgeSet(try evaluate(e, scope), at: e)
            try finish(["_"])
            return wrap(IgnoresSafeAreaLayout(edges: edges, spelling: "edgesIgnoringSafeArea"))

        case "safeAreaInset":
            guard let edgeExpr = args.take("edge") else { break }
            let edge: Edge
            switch try evaluate(edgeExpr, scope) {
            case .member(_, "top"): edge = .top
            case .member(_, "bottom"): edge = .bottom
            case .member(_, "leading"): edge = .leading
            case .member(_, "trailing"): edge = .trailing
            case let other: throw locator.error("safeAreaInset(edge:) needs .top, .bottom, .leading or .trailing, found \(other.text)", at: edgeExpr)
            }
            var alignment = Alignment.center
            if let a = args.take("alignment") {
                alignment = edge == .top || edge == .bottom
                    ? Alignment(horizontal: try horizontalAlignment(a, scope), vertical: .center)
                    : Alignment(horizontal: .center, vertical: try verticalAlignment(a, scope))
            }
            let spacing = try args.take("spacing").map { try optionalNumber($0, scope, "spacing") } ?? nil
            guard let content = args.takeClosure("content") else { throw locator.error("safeAreaInset needs a content closure", at: call) }
            let inset = single(try viewsOfArgument(content, scope), at: content)
            try finish(["edge", "alignment", "spacing", "content"])
            return make(SafeAreaInsetLayout(edge: edge, alignment: alignment, spacing: spacing), [receiver, inset], at: at)

        case "safeAreaPadding":
            var padded: PaddingLayout?
            _ = try padding(&args, wrap: { layout in padded = layout as? PaddingLayout; return receiver }, scope)
            guard let padded else { break }
            return make(SafeAreaPaddingLayout(insets: padded.insets), [receiver], at: at)

        case "containerRelativeFrame":
            guard let axesExpr = args.takeUnlabeled() else { break }
            let axes = try axisSet(axesExpr, scope)
            let count = try args.take("count").map { try number($0, scope, "count") } ?? 1
            let span = try args.take("span").map { try number($0, scope, "span") } ?? 1
            let spacing = try args.take("spacing").map { try number($0, scope, "spacing") } ?? 0
            let alignment = try args.take("alignment").map { try self.alignment($0, scope) } ?? .center
            try finish(["_", "count", "span", "spacing", "alignment"])
            func whole(_ n: Double) -> Int { n.isFinite && abs(n) < 1e9 ? Int(n) : 1 }
            return wrap(ContainerRelativeFrameLayout(axes, count: whole(count), span: whole(span), spacing: spacing, alignment: alignment))

        case "gridCellColumns":
            guard let e = args.takeUnlabeled() else { break }
            let n = try number(e, scope, "gridCellColumns")
            try finish(["_"])
            return wrap(GridCellModifier(.columns(n.isFinite ? Int(Swift.max(1, Swift.min(n, 1000))) : 1)))

        case "gridColumnAlignment":
            guard let e = args.takeUnlabeled() else { break }
            let a = try horizontalAlignment(e, scope)
            try finish(["_"])
            return wrap(GridCellModifier(.columnAlignment(a)))

        case "gridCellUnsizedAxes":
            guard let e = args.takeUnlabeled() else { break }
            let axes = try axisSet(e, scope)
            try finish(["_"])
            return wrap(GridCellModifier(.unsizedAxes(axes)))

        case "gridCellAnchor":
            guard let e = args.takeUnlabeled() else { break }
            let a = try alignment(e, scope)
            try finish(["_"])
            return wrap(GridCellModifier(.anchor(a)))

        case "listRowInsets":
            guard let e = args.takeUnlabeled() else { break }
            let insets: EdgeInsets?
            switch try evaluate(e, scope) {
            case .null: insets = nil
            case .record("EdgeInsets", let fields), .memberCall(nil, "init", let fields): insets = Self.edgeInsets(fields)
            case let other:
                // Insets made at run time: the style's are kept, and the finding says so.
                note("listRowInsets(\(other.text.prefix(40))) is not known; the list style's row insets are used", at: e)
                insets = nil
            }
            try finish(["_"])
            return wrap(ListRowInsetsModifier(insets))

        case "environment" where args.items.first.map({ $0.expression.sourceText.hasSuffix("defaultMinListRowHeight") }) == true:
            _ = args.takeUnlabeled()
            guard let e = args.takeUnlabeled() else { break }
            let height = try number(e, scope, "defaultMinListRowHeight")
            try finish(["_", "_"])
            return wrap(DefaultMinListRowHeightModifier(height))

        case "navigationTitle":
            guard let e = args.takeUnlabeled() else { break }
            let value = try evaluate(e, scope)
            if case .views = value { try finish(["_"]); return wrap(PassThroughModifier(name)) }
            let title = try text(e, scope, in: "navigationTitle")
            try finish(["_"])
            return wrap(NavigationBarModifier(.title(title)))

        case "navigationBarTitleDisplayMode":
            guard let e = args.takeUnlabeled() else { break }
            let mode: String
            switch try evaluate(e, scope) {
            case .member(_, let n): mode = n
            default: mode = "automatic"
            }
            try finish(["_"])
            return wrap(NavigationBarModifier(.displayMode(mode)))

        case "navigationBarHidden":
            guard let e = args.takeUnlabeled() else { break }
            let hidden = (try? bool(e, scope, "navigationBarHidden")) ?? false
            try finish(["_"])
            return wrap(NavigationBarModifier(.hidden(hidden)))

        case "toolbar" where args.items.contains(where: { $0.label == "for" }):
            // `toolbar(.hidden, for: .navigationBar)`: the bar's visibility.
            guard let visibility = args.takeUnlabeled(), let bars = args.take("for") else { break }
            let hides = visibility.sourceText.contains("hidden") && bars.sourceText.contains("navigationBar")
            try finish(["_", "for"])
            return hides ? wrap(NavigationBarModifier(.hidden(true))) : wrap(PassThroughModifier(name))

        case "modifier":
            guard let e = args.takeUnlabeled() else { throw locator.error("modifier needs a ViewModifier", at: call) }
            try finish(["_"])
            return try applyViewModifier(e, to: receiver, at: at, scope)

        default:
            break
        }

        if Self.styleModifiers.contains(name) {
            guard let e = args.takeUnlabeled() else { throw locator.error("\(name) needs a style", at: call) }
            let value = try evaluate(e, scope)
            let style: String
            switch value {
            case .member(_, let n): style = n
            case .memberCall(_, let n, _): style = n
            case .record(let type, _):
                var t = type
                for suffix in ["ListStyle", "TabViewStyle", "DatePickerStyle", "GaugeStyle", "FormStyle", "GroupBoxStyle", "MenuStyle", "ButtonStyle", "PickerStyle", "ProgressViewStyle", "ToggleStyle", "LabelStyle", "TextFieldStyle"] where t.hasSuffix(suffix) && t.count > suffix.count {
                    t.removeLast(suffix.count)
                }
                style = (t.first.map { String($0).lowercased() } ?? "") + t.dropFirst()
            default:
                throw locator.error("\(name) needs a style such as .plain, found \(value.text)", at: e)
            }
            try finish(["_"])
            return wrap(StyleModifier(name, style: style))
        }

        // SwiftUI's own overload when none of the input's fits (`environment(\.key, value)` beside
        // an input's `environment(_:from:)`), else the input's function.
        let spelledArgs = args.items.map(spelled)
        if PassThroughModifier.layoutNeutral.contains(name) {
            return wrap(PassThroughModifier(name, arguments: spelledArgs))
        }
        if let f = model.extensionFunctions[name], !functionStack.contains(f.id) {
            return try extensionFunction(f, call: call, receiver: receiver, scope)
        }
        // Input that compiles has no typos: the suggestion (costly over every modifier name) is skipped.
        let suggestion = options.inputCompiles ? "" : Suggestions.didYouMean(
            name, in: Self.layoutModifiers + Array(PassThroughModifier.layoutNeutral) + Array(model.extensionFunctions.keys))
        throw UnmatchedModifier(error: locator.error("unknown modifier '\(name)'\(suggestion)", at: at))
    }

    private func contentMode(_ expr: ExprSyntax, _ scope: Scope) throws -> AspectRatioLayout.ContentMode {
        let value = try evaluate(expr, scope)
        switch value.caseName {
        case "fit": return .fit
        case "fill": return .fill
        default: throw locator.error("unknown content mode \(value.text); expected .fit or .fill", at: expr)
        }
    }

    /// `padding()`, `padding(8)`, `padding(.horizontal)`, `padding(.top, 8)`, `padding(EdgeInsets(…))`.
    private func padding(_ args: inout CallArguments, wrap: (any Layout) -> ViewNode, _ scope: Scope) throws -> ViewNode {
        guard let first = args.takeUnlabeled() else {
            try args.finish(locator, expected: ["_"])
            return wrap(PaddingLayout())
        }
        let value = try evaluate(first, scope)
        switch value {
        case .number(let n):
            try args.finish(locator, expected: ["_"])
            return wrap(PaddingLayout(.all, n))
        case .record("EdgeInsets", let fields):
            try args.finish(locator, expected: ["_"])
            return wrap(PaddingLayout(insets: Self.edgeInsets(fields)))
        case .unknown(let reason):
            throw unsupported("computed padding `\(first.sourceText)`: \(reason)", at: first)
        case .memberCall(nil, "init", let fields) where !fields.isEmpty && fields.allSatisfy({ ["top", "leading", "bottom", "trailing"].contains($0.label ?? "") }):
            // `.padding(.init(top: 6, leading: 0, bottom: 12, trailing: 0))`: EdgeInsets.
            try args.finish(locator, expected: ["_"])
            return wrap(PaddingLayout(insets: Self.edgeInsets(fields)))
        case .member(nil, let name) where !Self.edgeNames.contains(name):
            // `.padding(.cellPadding)`: a static member of the input's `extension CGFloat`.
            let length = try number(first, scope, "padding")
            try args.finish(locator, expected: ["_"])
            return wrap(PaddingLayout(.all, length))
        default:
            let edges = try edgeSet(value, at: first)
            let length = try args.takeUnlabeled().map { try optionalNumber($0, scope, "padding") } ?? nil
            try args.finish(locator, expected: ["_", "_"])
            return wrap(PaddingLayout(edges, length))
        }
    }

    /// `EdgeInsets(top:leading:bottom:trailing:)` from its arguments (a missing one is 0).
    static func edgeInsets(_ fields: [(label: String?, value: Value)]) -> EdgeInsets {
        func f(_ label: String) -> Double {
            if case .number(let n)? = fields.first(where: { $0.label == label })?.value { return n }
            return 0
        }
        return EdgeInsets(top: f("top"), leading: f("leading"), bottom: f("bottom"), trailing: f("trailing"))
    }

    static let edgeNames: Set<String> = ["top", "leading", "bottom", "trailing", "horizontal", "vertical", "all"]

    private func lineLimit(_ args: inout CallArguments, wrap: (any Layout) -> ViewNode, call: FunctionCallExprSyntax, _ scope: Scope) throws -> ViewNode {
        guard let e = args.takeUnlabeled() else { throw locator.error("lineLimit needs a limit", at: call) }
        let value = try evaluate(e, scope)
        func int(_ n: Double) throws -> Int {
            guard n.isFinite, n == n.rounded(), abs(n) < 1e9 else { throw locator.error("lineLimit needs a whole number, found \(Format.number(n))", at: e) }
            return Int(n)
        }
        switch value {
        case .null:
            try args.finish(locator, expected: ["_"])
            return wrap(LineLimitModifier(nil))
        case .number(let n):
            if let reserves = args.take("reservesSpace") {
                let r = try bool(reserves, scope, "reservesSpace")
                try args.finish(locator, expected: ["_", "reservesSpace"])
                let limit = try int(n)
                return wrap(LineLimitModifier(limit, reserved: r ? limit : nil, spelled: "\(limit), reservesSpace: \(r)"))
            }
            try args.finish(locator, expected: ["_", "reservesSpace"])
            return wrap(LineLimitModifier(try int(n)))
        case .range(let lo, let hi, let closed):
            try args.finish(locator, expected: ["_"])
            let upper = try int(closed ? hi : hi - 1), lower = try int(lo)
            return wrap(LineLimitModifier(upper, reserved: lower, spelled: "\(lower)...\(upper)"))
        default:
            if options.inputCompiles {
                assume("lineLimit(\(SourceIndex.collapsed(e.sourceText))) is a run-time value; laid out without a limit", at: e)
                try args.finish(locator, expected: ["_", "reservesSpace"])
                return wrap(LineLimitModifier(nil))
            }
            throw locator.error("lineLimit needs a number, nil or a range, found \(value.text)", at: e)
        }
    }

    /// `background`/`overlay`: view form (`{ … }`, `alignment:`), style form (`.red`), and
    /// the deprecated view-argument form (`background(Circle(), alignment: .top)`).
    private func secondaryLayer(
        _ placement: SecondaryLayerLayout.Placement, _ args: inout CallArguments,
        wrap: (any Layout, ViewNode?) -> ViewNode, at: some SyntaxProtocol, _ scope: Scope
    ) throws -> ViewNode {
        let alignment = try args.take("alignment").map { try self.alignment($0, scope) } ?? .center
        if let content = args.takeClosure("content") {
            let secondary = single(try viewsOfArgument(content, scope), at: content)
            try args.finish(locator, expected: ["alignment", "content"])
            return wrap(SecondaryLayerLayout(placement, alignment: alignment), secondary)
        }
        guard let first = args.takeUnlabeled() else {
            // `background()` / `background(ignoresSafeAreaEdges:)`: the default style, the
            // system background (iOS 15). `overlay` has no such form.
            guard placement == .background, args.items.allSatisfy({ $0.label == "ignoresSafeAreaEdges" }) else {
                throw locator.error("\(placement.rawValue) needs a view, a colour or a style", at: at)
            }
            if let ignores = args.take("ignoresSafeAreaEdges") { _ = try evaluate(ignores, scope) }
            try args.finish(locator, expected: ["ignoresSafeAreaEdges"])
            let secondary = make(ShapeLayout(.rectangle), at: at).synthetic()
            return wrap(SecondaryLayerLayout(placement, alignment: alignment, style: ".background"), secondary)
        }
        let shape = args.take("in")
        if let ignores = args.take("ignoresSafeAreaEdges") { _ = try evaluate(ignores, scope) }
        try args.finish(locator, expected: ["_", "alignment", "in", "ignoresSafeAreaEdges", "content"])
        // A colour or a style (`.red`, `Color.blue`, `.ultraThinMaterial`) is the style form.
        let asStyle: Value? = {
            guard let value = try? evaluate(first, scope) else { return nil }
            switch value {
            case .color, .member: return value
            case .memberCall(_, let name, _) where name == "opacity": return value
            default: return nil
            }
        }()
        if let style = asStyle {
            let secondary: ViewNode
            if let shape {
                // `in: .capsule`, `in: .rect(cornerRadius: 8)`: a shape fills the layer either way.
                let member = shape.as(MemberAccessExprSyntax.self)
                    ?? shape.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)
                let isImplicitShape = member != nil && member?.base == nil
                secondary = isImplicitShape ? make(ShapeLayout(.rectangle), at: shape).synthetic() : try view(shape, scope).synthetic()
            } else if let color = colorIfColor(style) {
                secondary = place(color.node, at: first).synthetic()
            } else {
                secondary = make(ShapeLayout(.rectangle), at: first).synthetic()
            }
            let text = colorIfColor(style)?.label ?? style.text
            return wrap(SecondaryLayerLayout(placement, alignment: alignment, style: text), secondary)
        }
        return wrap(SecondaryLayerLayout(placement, alignment: alignment), try view(first, scope))
    }

    /// Calls a function of `extension View` declared in the input, `self` being the receiver.
    private func extensionFunction(_ f: FunctionDeclSyntax, call: FunctionCallExprSyntax, receiver: ViewNode, _ scope: Scope) throws -> ViewNode {
        guard let body = f.body, !body.statements.isEmpty else {
            throw locator.error("cannot model '\(f.name.text)': its declaration at \(locator.describe(f.name)) has no body in the input", at: call)
        }
        let local = Scope(["self": .views([receiver])], parent: fileScope)
        var args = CallArguments(call, callee: f.name.text)
        try bindParameters(f.signature.parameterClause, &args, into: local, callerScope: scope, owner: f.name.text)
        functionStack.append(f.id)
        defer { functionStack.removeLast() }
        let nodes = try nested(f) { try builder(body.statements, local) }
        return single(nodes, at: call)
    }
}
