// The indented tree notation of the fixtures: one view per line, two spaces per level,
// modifiers above the view they wrap (the same shape `ViewNode.treeDescription` prints):
//
//   frame(height: 80)
//     HStack(spacing: 10)
//       relativeProposed(width: 0.5)
//         Color.blue #blue
//
// `#name` names a node (as `.id("name")` does) so that expectations can refer to it.
// overlay/background in view form take two children: the content, then the secondary view.
// Every name maps to the LayoutCore DSL call with SwiftUI's spelling; a leaf the notation does not
// spell itself is read as Swift and built through SwiftUISource's registry of views. A tree for
// another platform than iOS is built as the front end builds it for that platform: the registry
// reads the platform from its compilation conditions, and the notation's own controls and
// containers take it through `ViewNode.adapted(to:)`.
import Foundation
@testable import LayoutCore
@testable import SwiftUISource

/// One line of the notation with its children.
struct NotationNode {
    var line: NotationLine
    var children: [NotationNode]
    var lineNumber: Int
    var column: Int
}

enum TreeNotation {
    /// Parses indented lines (already cut out of a fixture) into root nodes.
    /// `lines` are (line number in file, text).
    static func parse(_ lines: [(Int, String)], file: String) throws -> [NotationNode] {
        var entries: [(depth: Int, node: NotationNode)] = []
        var baseIndent: Int?
        for (number, raw) in lines {
            let trimmed = raw.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("//") { continue }
            let indent = raw.prefix { $0 == " " }.count
            if raw.prefix(indent + 1).contains("\t") {
                throw NotationError(file: file, line: number, column: 1, message: "use spaces, not tabs, to indent")
            }
            let base = baseIndent ?? indent
            baseIndent = base
            guard indent >= base, (indent - base) % 2 == 0 else {
                throw NotationError(file: file, line: number, column: indent + 1, message: "indent by two spaces per level")
            }
            let depth = (indent - base) / 2
            if let last = entries.last, depth > last.depth + 1 {
                throw NotationError(file: file, line: number, column: indent + 1, message: "indented more than one level below the previous view")
            }
            if entries.isEmpty && depth != 0 {
                throw NotationError(file: file, line: number, column: indent + 1, message: "the first view must not be indented")
            }
            var parser = LineParser(String(raw.dropFirst(indent)), file: file, line: number, column: indent + 1)
            let line = try parser.parseLine()
            entries.append((depth, NotationNode(line: line, children: [], lineNumber: number, column: indent + 1)))
        }
        // Fold the flat list into a tree.
        var stack: [(depth: Int, node: NotationNode)] = []
        var roots: [NotationNode] = []
        func popOne() {
            let done = stack.removeLast()
            if stack.isEmpty { roots.append(done.node) } else { stack[stack.count - 1].node.children.append(done.node) }
        }
        for entry in entries {
            while let top = stack.last, top.depth >= entry.depth { popOne() }
            stack.append(entry)
        }
        while !stack.isEmpty { popOne() }
        return roots
    }

    /// Parses and builds a single view tree for `platform`.
    static func view(_ lines: [(Int, String)], file: String, platform: Platform = .iOS) throws -> ViewNode {
        let roots = try parse(lines, file: file)
        guard roots.count == 1 else {
            throw NotationError(file: file, line: lines.first?.0 ?? 0, column: 1, message: "a tree needs exactly one root view, found \(roots.count)")
        }
        var builder = NotationBuilder(file: file, platform: platform)
        let tree = try builder.build(roots[0])
        return platform == .iOS ? tree : tree.adapted(to: platform)
    }

    /// Convenience for tests written in Swift: the notation as one string.
    static func view(_ text: String, file: String = "inline") throws -> ViewNode {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { ($0.offset + 1, String($0.element)) }
        return try view(lines, file: file)
    }
}

/// Maps parsed lines to LayoutCore DSL calls.
struct NotationBuilder {
    let file: String
    /// The platform the registry builds the views it reads for.
    var platform: Platform = .iOS
    /// Suffix appended to ids inside ForEach (element index).
    var idSuffix = ""

    func fail(_ node: NotationNode, _ message: String) -> NotationError {
        NotationError(file: file, line: node.lineNumber, column: node.column, message: "\(node.line.text): \(message)")
    }

    static let leaves: Set<String> = [
        "Color", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "Circle", "Text", "Image", "Spacer", "Divider", "EmptyView",
        "NavigationLink", "DatePicker", "ColorPicker", "Menu", "ShareLink", "Canvas", "AsyncImage", "ContentUnavailableView",
    ]
    static let containers: Set<String> = [
        "HStack", "VStack", "ZStack", "LazyVStack", "LazyHStack", "GeometryReader", "ScrollView", "ViewThatFits", "Group", "ForEach",
        "NavigationStack", "NavigationView", "NavigationSplitView", "TabView", "List", "Form", "Section", "GroupBox", "ControlGroup",
        "TimelineView", "LabeledContent", "DisclosureGroup", "Gauge", "Grid", "GridRow", "LazyVGrid", "LazyHGrid", "Screen",
    ]

    mutating func build(_ node: NotationNode) throws -> ViewNode {
        let chain = node.line.expr.chain
        guard let head = chain.first else { throw fail(node, "not a view or modifier") }
        var built: ViewNode
        if Self.leaves.contains(head.name) {
            guard node.children.isEmpty else { throw fail(node, "\(head.name) takes no child views") }
            built = try leaf(node, chain)
        } else if Self.containers.contains(head.name) {
            guard chain.count == 1 else { throw fail(node, "write modifiers of a container on their own line above it") }
            built = try container(node, head.name, head.args ?? [])
        } else if node.children.isEmpty, BuiltInRegistry.view(named: head.name) != nil {
            built = try registryView(node)
        } else {
            guard chain.count == 1 else { throw fail(node, "unknown view '\(head.name)'") }
            built = try modifier(node, head.name, head.args ?? [])
        }
        if let id = node.line.id { built.id = id + idSuffix }
        return built
    }

    /// A view of SwiftUI's the notation does not spell itself (`Toggle("Wi-Fi", isOn: true)`,
    /// `Slider(value: 0.5)`): the line is Swift, built through the front end's registry, so a
    /// fixture can use every view the registry holds without a line of notation code.
    func registryView(_ node: NotationNode) throws -> ViewNode {
        do {
            let options = SourceOptions(conditions: CompilationConditions(platform: platform.rawValue))
            return try SwiftUISource.parse(node.line.text, fileName: file, options: options).root
        } catch {
            throw fail(node, "the registry cannot build it: \(error.primary?.message ?? "\(error)")")
        }
    }

    // MARK: Leaves

    func leaf(_ node: NotationNode, _ chain: [(name: String, args: [Arg]?)]) throws -> ViewNode {
        let head = chain[0]
        let args = head.args ?? []
        var rest = Array(chain.dropFirst())
        let view: ViewNode
        switch head.name {
        case "Color":
            var color: Color
            if let args = head.args {
                color = Color(
                    red: try number(node, arg(node, args, "red")), green: try number(node, arg(node, args, "green")),
                    blue: try number(node, arg(node, args, "blue")))
            } else {
                guard let name = rest.first?.name, rest.first?.args == nil, let named = Color.named(name) else {
                    throw fail(node, "unknown colour")
                }
                color = named
                rest.removeFirst()
            }
            if let op = rest.first, op.name == "opacity", let a = op.args?.first {
                color = color.withOpacity(try number(node, a.value))
                rest.removeFirst()
            }
            view = color.node
        case "Rectangle": view = Rectangle().node
        case "Capsule": view = Capsule().node
        case "Ellipse": view = Ellipse().node
        case "Circle": view = Circle().node
        case "RoundedRectangle": view = RoundedRectangle(cornerRadius: try number(node, arg(node, args, "cornerRadius"))).node
        case "Divider": view = Divider().node
        case "EmptyView": view = EmptyView().node
        case "Spacer":
            view = Spacer(minLength: try optionalNumber(node, args.first { $0.label == "minLength" }?.value)).node
        case "Text":
            guard case .string(let s)? = args.first?.value else { throw fail(node, "Text needs a string literal") }
            view = Text(s).node
        case "Image":
            var image: Image
            let natural = try args.first { $0.label == "naturalSize" }.map { try size(node, $0.value) }
            if let system = args.first(where: { $0.label == "systemName" }) {
                guard case .string(let s) = system.value else { throw fail(node, "systemName needs a string") }
                image = Image(systemName: s, naturalSize: natural)
            } else {
                guard case .string(let s)? = args.first?.value else { throw fail(node, "Image needs a name") }
                image = Image(s, naturalSize: natural)
            }
            if rest.first?.name == "resizable" {
                image = image.resizable()
                rest.removeFirst()
            }
            view = image.node
        case "NavigationLink", "DatePicker", "ColorPicker", "Menu", "ShareLink", "ContentUnavailableView":
            let title: String?
            if case .string(let s)? = args.first(where: { $0.label == nil })?.value { title = s } else { title = nil }
            switch head.name {
            case "NavigationLink": view = NavigationLink(title ?? "").node
            case "DatePicker": view = DatePicker(title ?? "").node
            case "ColorPicker": view = ColorPicker(title ?? "").node
            case "Menu": view = Menu(title ?? "").node
            case "ShareLink": view = ShareLink(title ?? "Share").node
            default:
                guard case .string(let symbol)? = args.first(where: { $0.label == "systemImage" })?.value else {
                    throw fail(node, "ContentUnavailableView needs systemImage:")
                }
                view = ContentUnavailableView(title ?? "", systemImage: symbol).node
            }
        case "Canvas": view = Canvas().node
        case "AsyncImage": view = AsyncImage().node
        default:
            throw fail(node, "unknown view")
        }
        if let extra = rest.first { throw fail(node, "unsupported '.\(extra.name)' here; write modifiers on their own line") }
        return view
    }

    // MARK: Containers

    mutating func children(_ node: NotationNode) throws -> [ViewNode] {
        try node.children.map { try build($0) }
    }

    mutating func container(_ node: NotationNode, _ name: String, _ args: [Arg]) throws -> ViewNode {
        let spacing = try optionalNumber(node, args.first { $0.label == "spacing" }?.value)
        let kids = try children(node)
        switch name {
        case "HStack":
            let alignment = try args.first { $0.label == "alignment" }.map { try verticalAlignment(node, $0.value) } ?? .center
            return HStack(alignment: alignment, spacing: spacing) { kids }.node
        case "VStack":
            let alignment = try args.first { $0.label == "alignment" }.map { try horizontalAlignment(node, $0.value) } ?? .center
            return VStack(alignment: alignment, spacing: spacing) { kids }.node
        case "LazyVStack":
            let alignment = try args.first { $0.label == "alignment" }.map { try horizontalAlignment(node, $0.value) } ?? .center
            return LazyVStack(alignment: alignment, spacing: spacing) { kids }.node
        case "LazyHStack":
            let alignment = try args.first { $0.label == "alignment" }.map { try verticalAlignment(node, $0.value) } ?? .center
            return LazyHStack(alignment: alignment, spacing: spacing) { kids }.node
        case "ZStack":
            let alignment = try args.first { $0.label == "alignment" }.map { try self.alignment(node, $0.value) } ?? .center
            return ZStack(alignment: alignment) { kids }.node
        case "GeometryReader":
            return GeometryReader { kids }.node
        case "ScrollView":
            let axes = try args.first { $0.label == nil }.map { try axisSet(node, $0.value) } ?? .vertical
            return ScrollView(axes) { kids }.node
        case "ViewThatFits":
            let axes = try args.first { $0.label == "in" }.map { try axisSet(node, $0.value) } ?? .all
            return ViewThatFits(in: axes) { kids }.node
        case "Group":
            return Group { kids }.node
        case "NavigationStack": return NavigationStack { kids }.node
        case "NavigationView": return NavigationView { kids }.node
        case "NavigationSplitView":
            guard kids.count == 2 || kids.count == 3 else { throw fail(node, "NavigationSplitView takes two or three column lines") }
            return ViewNode(NavigationSplitViewLayout(columnCount: kids.count), children: kids)
        case "TabView": return TabView { kids }.node
        case "List": return List { kids }.node
        case "Form": return Form { kids }.node
        case "Section":
            if let title = try titleArgument(node, args) { return Section(title) { kids }.node }
            return Section { kids }.node
        case "GroupBox":
            if let title = try titleArgument(node, args) { return GroupBox(title) { kids }.node }
            return GroupBox { kids }.node
        case "ControlGroup": return ControlGroup { kids }.node
        case "TimelineView": return TimelineView { kids }.node
        case "LabeledContent": return LabeledContent(try titleArgument(node, args) ?? "") { kids }.node
        case "DisclosureGroup":
            let expanded = try args.first { $0.label == "isExpanded" }.map { try bool(node, $0.value) } ?? false
            return DisclosureGroup(try titleArgument(node, args) ?? "", isExpanded: expanded) { kids }.node
        case "Gauge": return Gauge { kids }.node
        case "Grid":
            let alignment = try args.first { $0.label == "alignment" }.map { try self.alignment(node, $0.value) } ?? .center
            return LayoutCore.Grid(
                alignment: alignment, horizontalSpacing: try optionalNumber(node, args.first { $0.label == "horizontalSpacing" }?.value),
                verticalSpacing: try optionalNumber(node, args.first { $0.label == "verticalSpacing" }?.value)) { kids }.node
        case "GridRow": return GridRow { kids }.node
        case "Screen":
            // Screen("iphone-14"), Screen("iphone-14", orientation: .landscape)
            let orientation = try args.first { $0.label == "orientation" }.map { argument -> DeviceOrientation in
                switch argument.value {
                case .name(let name), .member(nil, let name):
                    if let orientation = DeviceOrientation(rawValue: name) { return orientation }
                default: break
                }
                throw fail(node, "Screen's orientation is .portrait or .landscape")
            }
            guard case .string(let name)? = args.first?.value, let device = Device.named(name, orientation: orientation) else {
                throw fail(node, "Screen needs a device name from devices.tsv (iphone-16, ipad-pro-11, …) and an orientation it shows")
            }
            return ViewNode(SafeAreaRootLayout(device: device), children: kids)
        case "LazyVGrid":
            guard let columns = args.first(where: { $0.label == "columns" })?.value else { throw fail(node, "LazyVGrid needs columns: [GridItem(…)]") }
            let alignment = try args.first { $0.label == "alignment" }.map { try horizontalAlignment(node, $0.value) } ?? .center
            return LazyVGrid(columns: try gridItems(node, columns), alignment: alignment, spacing: spacing) { kids }.node
        case "LazyHGrid":
            guard let rows = args.first(where: { $0.label == "rows" })?.value else { throw fail(node, "LazyHGrid needs rows: [GridItem(…)]") }
            let alignment = try args.first { $0.label == "alignment" }.map { try verticalAlignment(node, $0.value) } ?? .center
            return LazyHGrid(rows: try gridItems(node, rows), alignment: alignment, spacing: spacing) { kids }.node
        case "ForEach":
            guard case .range(let lo, let hi, let closed)? = args.first?.value else {
                throw fail(node, "ForEach needs a range such as 0..<3")
            }
            let a = Int(try number(node, lo)), b = Int(try number(node, hi))
            let range = closed ? Array(a...b) : Array(a..<b)
            // Built again per element so that ids can carry the element index.
            var perElement: [[ViewNode]] = []
            for i in range {
                var inner = self
                inner.idSuffix = idSuffix + "\(i)"
                perElement.append(try inner.children(node))
            }
            let elements = Array(perElement.indices)
            return ForEach(elements, content: { (i: Int) -> [ViewNode] in perElement[i] }).node
        default:
            throw fail(node, "unknown container")
        }
    }

    /// The unlabeled string argument of `Section("Header")`, `GroupBox("Title")`, or nil.
    func titleArgument(_ node: NotationNode, _ args: [Arg]) throws -> String? {
        guard let first = args.first(where: { $0.label == nil }) else { return nil }
        guard case .string(let s) = first.value else { throw fail(node, "expected a title string") }
        return s
    }

    // MARK: Modifiers

    mutating func modifier(_ node: NotationNode, _ name: String, _ args: [Arg]) throws -> ViewNode {
        let secondaryForm = (name == "overlay" || name == "background") && !args.contains { $0.label == nil } || name == "safeAreaInset"
        let expected = secondaryForm ? 2 : 1
        guard node.children.count == expected else {
            throw fail(node, secondaryForm
                ? "\(name) in view form needs two child lines: the content, then the \(name) view"
                : "a modifier wraps exactly one view (found \(node.children.count))")
        }
        let content = try build(node.children[0])
        func labelled(_ label: String) -> Expr? { args.first { $0.label == label }?.value }
        func num(_ label: String) throws -> Double? { try optionalNumber(node, labelled(label)) }
        switch name {
        case "frame":
            let alignment = try labelled("alignment").map { try self.alignment(node, $0) } ?? .center
            let flexible = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
            if args.contains(where: { flexible.contains($0.label ?? "") }) {
                return content.frame(
                    minWidth: try num("minWidth"), idealWidth: try num("idealWidth"), maxWidth: try num("maxWidth"),
                    minHeight: try num("minHeight"), idealHeight: try num("idealHeight"), maxHeight: try num("maxHeight"),
                    alignment: alignment)
            }
            return content.frame(width: try num("width"), height: try num("height"), alignment: alignment)
        case "fixedSize":
            if args.isEmpty { return content.fixedSize() }
            return content.fixedSize(
                horizontal: try bool(node, labelled("horizontal") ?? .bool(false)),
                vertical: try bool(node, labelled("vertical") ?? .bool(false)))
        case "aspectRatio":
            let mode = try contentMode(node, labelled("contentMode") ?? .member(nil, "fit"))
            if let first = args.first(where: { $0.label == nil }) {
                if case .call(.name("CGSize"), _) = first.value {
                    return content.aspectRatio(try size(node, first.value), contentMode: mode)
                }
                return content.aspectRatio(try optionalNumber(node, first.value), contentMode: mode)
            }
            return content.aspectRatio(nil, contentMode: mode)
        case "scaledToFit": return content.scaledToFit()
        case "scaledToFill": return content.scaledToFill()
        case "padding":
            let unlabelled = args.filter { $0.label == nil }
            switch unlabelled.count {
            case 0: return content.padding()
            case 1:
                let v = unlabelled[0].value
                if case .call(.name("EdgeInsets"), let insetArgs) = v {
                    func inset(_ l: String) throws -> Double { try optionalNumber(node, insetArgs.first { $0.label == l }?.value) ?? 0 }
                    return content.padding(EdgeInsets(top: try inset("top"), leading: try inset("leading"), bottom: try inset("bottom"), trailing: try inset("trailing")))
                }
                if case .number(let n) = v { return content.padding(n) }
                return content.padding(try edges(node, v))
            default:
                return content.padding(try edges(node, unlabelled[0].value), try optionalNumber(node, unlabelled[1].value))
            }
        case "border":
            guard let first = args.first(where: { $0.label == nil }) else { return content.border() }
            return content.border(try color(node, first.value), width: try num("width") ?? 1)
        case "background", "overlay":
            let alignment = try labelled("alignment").map { try self.alignment(node, $0) } ?? .center
            if secondaryForm {
                let secondary = try build(node.children[1])
                return name == "overlay"
                    ? content.overlay(alignment: alignment) { secondary }
                    : content.background(alignment: alignment) { secondary }
            }
            let style = try color(node, args.first { $0.label == nil }!.value)
            return name == "overlay" ? content.overlay(style) : content.background(style)
        case "offset": return content.offset(x: try num("x") ?? 0, y: try num("y") ?? 0)
        case "position": return content.position(x: try num("x") ?? 0, y: try num("y") ?? 0)
        case "alignmentGuide":
            guard let guide = args.first?.value, let closure = node.line.closure else {
                throw fail(node, "alignmentGuide needs a guide and a closure: alignmentGuide(.trailing) { $0.width / 2 }")
            }
            let expression = try GuideExpression.compile(closure, file: file, line: node.lineNumber)
            let compute: @Sendable (ViewDimensions) -> Double = { expression.evaluate($0) }
            switch guide {
            case .member(nil, "leading"), .member(nil, "trailing"), .member(.name("HorizontalAlignment"), _):
                return content.alignmentGuide(try horizontalAlignment(node, guide), expression: closure, computeValue: compute)
            default:
                return content.alignmentGuide(try verticalAlignment(node, guide), expression: closure, computeValue: compute)
            }
        case "layoutPriority":
            guard let v = args.first?.value else { throw fail(node, "layoutPriority needs a value") }
            return content.layoutPriority(try number(node, v))
        case "relativeProposed": return content.relativeProposed(width: try num("width"), height: try num("height"))
        case "font":
            guard let v = args.first?.value else { throw fail(node, "font needs a font") }
            return content.font(try font(node, v))
        case "lineLimit":
            guard let v = args.first?.value else { throw fail(node, "lineLimit needs a value") }
            if case .range(let lo, let hi, true) = v {
                return content.lineLimit(Int(try number(node, lo))...Int(try number(node, hi)))
            }
            if let reserves = labelled("reservesSpace") {
                return content.lineLimit(Int(try number(node, v)), reservesSpace: try bool(node, reserves))
            }
            return content.lineLimit(try optionalNumber(node, v).map { Int($0) })
        case "id", "tag":
            guard case .string(let s)? = args.first?.value else { throw fail(node, "\(name) needs a string") }
            return content.id(s)
        case "containerRelativeFrame" where node.line.closure != nil:
            // The closure form (`containerRelativeFrame(.horizontal) { length, _ in length / 5 }`)
            // is read by the front end, as input is.
            do {
                let modified = try SwiftUISource.parse("Color.clear." + node.line.text, fileName: file).root
                return ViewNode(modified.layout, children: [content])
            } catch {
                throw fail(node, "the front end cannot read it: \(error.primary?.message ?? "\(error)")")
            }
        case "containerRelativeFrame":
            guard let axesArg = args.first(where: { $0.label == nil })?.value else { throw fail(node, "containerRelativeFrame needs its axes") }
            let alignment = try labelled("alignment").map { try self.alignment(node, $0) } ?? .center
            return ViewNode(ContainerRelativeFrameLayout(
                try axisSet(node, axesArg), count: Int(try num("count") ?? 1), span: Int(try num("span") ?? 1),
                spacing: try num("spacing") ?? 0, alignment: alignment), children: [content])
        case "ignoresSafeArea":
            let edgeSet: Edge.Set = try labelled("edges").map { try self.edges(node, $0) } ?? .all
            return ViewNode(IgnoresSafeAreaLayout(edges: edgeSet), children: [content])
        case "safeAreaPadding":
            guard let e = args.first?.value else { throw fail(node, "safeAreaPadding needs edges and a length") }
            let length = try args.dropFirst().first.map { try number(node, $0.value) } ?? 16
            return ViewNode(SafeAreaPaddingLayout(insets: EdgeInsets(try self.edges(node, e), length)), children: [content])
        case "safeAreaInset":
            let edge: Edge
            switch labelled("edge") {
            case .member(nil, "top")?: edge = .top
            case .member(nil, "leading")?: edge = .leading
            case .member(nil, "trailing")?: edge = .trailing
            default: edge = .bottom
            }
            return ViewNode(SafeAreaInsetLayout(edge: edge, spacing: try num("spacing")), children: [content, try build(node.children[1])])
        case "gridCellColumns":
            guard let v = args.first?.value else { throw fail(node, "gridCellColumns needs a count") }
            return ViewNode(GridCellModifier(.columns(Int(try number(node, v)))), children: [content])
        case "gridCellUnsizedAxes":
            guard let v = args.first?.value else { throw fail(node, "gridCellUnsizedAxes needs axes") }
            return ViewNode(GridCellModifier(.unsizedAxes(try axisSet(node, v))), children: [content])
        case "gridColumnAlignment":
            guard let v = args.first?.value else { throw fail(node, "gridColumnAlignment needs an alignment") }
            return ViewNode(GridCellModifier(.columnAlignment(try horizontalAlignment(node, v))), children: [content])
        case "navigationTitle":
            guard case .string(let s)? = args.first?.value else { throw fail(node, "navigationTitle needs a string") }
            return ViewNode(NavigationBarModifier(.title(s)), children: [content])
        case "navigationBarTitleDisplayMode":
            guard case .member(nil, let mode)? = args.first?.value else { throw fail(node, "navigationBarTitleDisplayMode needs .inline, .large or .automatic") }
            return ViewNode(NavigationBarModifier(.displayMode(mode)), children: [content])
        default:
            if PassThroughModifier.layoutNeutral.contains(name) {
                return content.passThrough(name, args.map { Argument($0.label, $0.text) })
            }
            if name.hasSuffix("Style"), case .member(nil, let style)? = args.first?.value {
                return content.style(name, style)
            }
            throw fail(node, "unknown modifier")
        }
    }
}
