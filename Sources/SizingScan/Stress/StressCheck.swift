import LayoutCore

/// Lays a view out in each configuration of a ``StressMatrix`` and finds where it breaks
/// (`sizing scan --stress`).
///
/// Steps of ``breaks(of:in:)``, for each configuration:
/// 1. place the view on the device's screen, inside its safe area, at the text size and in the
///    language (``StressConfiguration``), and note each view's context: whether a scroll view
///    scrolls it on an axis, whether it is in a List or Form row, whether it is the content of a
///    background or overlay (sized by the view it decorates, never pushing anything);
/// 2. each `Text` the placement cuts short (``TextLayout/truncation(in:)``);
/// 3. each view larger than what its parent offers on an axis it does not scroll on: the
///    outermost such view, located at the view inside it that carries the whole excess;
/// 4. each button-like control or label placed narrower than its ideal width (its title wraps
///    or truncates), and each `Text` narrower than its longest word (the word breaks);
/// 5. on iOS, each button, link or menu outside a List or Form row smaller than 44 points on an
///    axis (Apple's HIG: tap targets of at least 44 × 44 pt);
///
/// then the breaks of every configuration merged: one per kind and view, with the configuration
/// where its margin is largest and how many configurations it happens in.
public enum StressCheck {
    /// The least tap target on iOS, in points (Apple's Human Interface Guidelines, "Accessibility":
    /// "at least 44x44 pt").
    public static let minimumTapTarget = 44.0

    /// Excesses of at most this many points are the layout's rounding, not a break.
    static let tolerance = 0.5

    /// The controls whose tap area is their own frame (their label's, with the style's padding).
    static let tapControls: Set<String> = ["Button", "Link", "Menu", "NavigationLink", "ShareLink"]

    /// The controls whose title gives their width, which wraps or truncates when squeezed.
    static let titledControls: Set<String> = ["Button", "Link", "Menu", "NavigationLink", "ShareLink", "Label", "Picker"]

    public static func breaks(of root: ViewNode, in configurations: [StressConfiguration]) -> [StressBreak] {
        var merged: [String: StressBreak] = [:]
        var order: [String] = []
        for configuration in configurations {
            for found in breaks(of: root, in: configuration) {
                let key = found.identity
                guard var kept = merged[key] else {
                    merged[key] = found
                    order.append(key)
                    continue
                }
                let count = kept.count + 1
                if found.margin > kept.margin { kept = found }
                kept.count = count
                merged[key] = kept
            }
        }
        return order.map { key in
            var out = merged[key]!
            out.of = configurations.count
            return out
        }
    }

    /// Steps 1–5 in one configuration.
    public static func breaks(of root: ViewNode, in configuration: StressConfiguration) -> [StressBreak] {
        // 1.
        let screen = ViewNode(SafeAreaRootLayout(device: configuration.device), children: [root], isSynthetic: true)
        let engine = LayoutEngine(screen, environment: configuration.environment)
        _ = engine.place(in: ProposedViewSize(width: configuration.device.screen.width, height: configuration.device.screen.height))
        let placed = Placed(engine: engine, configuration: configuration.description)
        // 2.–5.
        let truncated = placed.truncatedTexts()
        return truncated.map(\.found) + placed.overflows() + placed.squeezed(truncated: Set(truncated.map(\.node)))
            + (configuration.platform == "iOS" ? placed.smallTargets() : [])
    }

    /// A placed engine and each node's context (step 1).
    struct Placed {
        var engine: LayoutEngine
        var configuration: String
        /// By node: the axes a scroll view (or a List) scrolls it on.
        var scrolls: [Axis.Set]
        /// By node: whether it is in a List or Form, or decorates another view as a background
        /// or overlay, or lies below `ignoresSafeArea`.
        var inList: [Bool]
        var inLayer: [Bool]
        var shown: [Bool]

        init(engine: LayoutEngine, configuration: String) {
            self.engine = engine
            self.configuration = configuration
            let count = engine.nodeCount
            scrolls = Array(repeating: [], count: count)
            inList = Array(repeating: false, count: count)
            inLayer = Array(repeating: false, count: count)
            shown = (0..<count).map(engine.isShown)
            var stack = [Int(engine.root)]
            while let node = stack.popLast() {
                let layout = engine.layout(of: node)
                var scrolls = self.scrolls[node]
                if let scroll = layout as? ScrollViewLayout { scrolls.formUnion(scroll.axes) }
                let isList = layout is ListLayout
                if isList { scrolls.insert(.vertical) }
                for (index, child) in engine.children(of: node).enumerated() {
                    self.scrolls[child] = scrolls
                    inList[child] = inList[node] || isList
                    inLayer[child] = inLayer[node] || (layout is SecondaryLayerLayout && index > 0) || layout is IgnoresSafeAreaLayout
                    stack.append(child)
                }
            }
        }

        /// The nodes in the order of the tree, shown ones only.
        var nodes: [Int] { (0..<engine.nodeCount).filter { shown[$0] } }

        /// The node's label and location: its own, or for a view the model added (a control's
        /// title), the nearest written view's above it.
        func written(_ node: Int) -> (view: String, location: SourceLocation?) {
            var current: Int? = node
            while let n = current {
                if let location = engine.location(of: n), !engine.isSynthetic(n) { return (label(n), location) }
                current = engine.parent(of: n)
            }
            return (label(node), nil)
        }

        /// The node's label as written: a translated text's with its source string.
        func label(_ node: Int) -> String {
            let layout = engine.layout(of: node)
            if let text = layout as? TextLayout, let source = text.untranslated { return "Text(\(TextLayout.quoted(source)))" }
            return layout.label
        }

        func found(_ kind: StressBreak.Kind, _ node: Int, margin: Double, borderline: Bool, _ detail: String) -> StressBreak {
            let (view, location) = written(node)
            return StressBreak(kind: kind, view: view, location: location, configuration: configuration, margin: margin, borderline: borderline, detail: detail)
        }

        /// The text model's error for a text whose line is `width` points long.
        static func textError(_ width: Double) -> Double { Swift.max(1, 0.015 * width) }

        // 2.
        func truncatedTexts() -> [(node: Int, found: StressBreak)] {
            nodes.compactMap { node in
                guard !inLayer[node], let text = engine.layout(of: node) as? TextLayout,
                      let cut = text.truncation(in: engine.placedProposal(of: node)) else { return nil }
                let ideal = text.model.measure(.unspecified).size.width
                let points = Format.number(cut.missing)
                let detail = cut.axis == .horizontal
                    ? "its one line\(cut.lineLimit != nil ? " (lineLimit(1))" : "") lacks \(points) pt of width"
                    : "\(cut.linesShown) line\(cut.linesShown == 1 ? "" : "s") shown\(cut.lineLimit.map { " (lineLimit(\($0)))" } ?? ""), \(points) pt short of its whole text"
                return (node, found(.truncated, node, margin: cut.missing, borderline: cut.missing <= Self.textError(ideal), detail))
            }
        }

        /// How far `node` is larger than its proposal on `axis` (0 where the proposal is not a
        /// finite length, or it scrolls there).
        func excess(_ node: Int, _ axis: Axis) -> Double {
            guard !scrolls[node].contains(axis == .horizontal ? .horizontal : .vertical) else { return 0 }
            let proposal = engine.placedProposal(of: node)
            guard let offered = axis == .horizontal ? proposal.width : proposal.height, offered.isFinite else { return 0 }
            let frame = engine.frame(of: node)
            return (axis == .horizontal ? frame.width : frame.height) - offered
        }

        // 3.
        func overflows() -> [StressBreak] {
            var out: [StressBreak] = []
            for axis in Axis.allCases {
                var stack = [Int(engine.root)]
                while let node = stack.popLast() {
                    guard shown[node], !inLayer[node] else { continue }
                    let over = excess(node, axis)
                    if over > tolerance && !(engine.layout(of: node) is IgnoresSafeAreaLayout) && node != Int(engine.root) {
                        out.append(overflow(from: node, axis, over))
                        continue
                    }
                    stack.append(contentsOf: engine.children(of: node).reversed())
                }
            }
            return out
        }

        /// The view that carries the whole excess of `top`: down from it, the one child larger
        /// than what it is offered, as long as it has all of the excess (where several children
        /// are, as rigid columns in a stack, the container that holds them breaks).
        func overflow(from top: Int, _ axis: Axis, _ over: Double) -> StressBreak {
            var node = top
            while case let over = engine.children(of: node).filter({ shown[$0] && !inLayer[$0] && excess($0, axis) > tolerance }),
                  over.count == 1, excess(over[0], axis) >= excess(top, axis) - tolerance {
                node = over[0]
            }
            let frame = engine.frame(of: node)
            let length = axis == .horizontal ? frame.width : frame.height
            let topFrame = engine.frame(of: top)
            let topLength = axis == .horizontal ? topFrame.width : topFrame.height
            let dimension = axis == .horizontal ? "wide" : "tall"
            let detail = node == top
                ? "\(Format.number(length)) pt \(dimension) in the \(Format.number(length - over)) pt offered"
                : "\(Format.number(length)) pt \(dimension), which makes the \(engine.layout(of: top).name) around it \(Format.number(topLength)) pt \(dimension) in the \(Format.number(topLength - over)) pt offered"
            return found(.overflow, node, margin: over, borderline: containsText(node) && over <= Self.textError(length), detail)
        }

        func containsText(_ node: Int) -> Bool {
            engine.layout(of: node) is TextLayout || engine.children(of: node).contains(where: containsText)
        }

        // 4.
        func squeezed(truncated: Set<Int>) -> [StressBreak] {
            nodes.compactMap { node in
                guard !inLayer[node] else { return nil }
                let layout = engine.layout(of: node)
                let width = engine.frame(of: node).width
                if let text = layout as? TextLayout {
                    guard !truncated.contains(node), let word = text.longestWordWidth(), word - width > tolerance else { return nil }
                    let detail = "\(Format.number(width)) pt wide, its longest word \(Format.number(word)) pt: the word breaks across lines"
                    return found(.squeezed, node, margin: word - width, borderline: word - width <= Self.textError(word), detail)
                }
                guard titledControls.contains(layout.name), !engine.isSynthetic(node) else { return nil }
                let ideal = engine.sizeThatFits(node: node, .unspecified).width
                guard ideal.isFinite, abs(engine.sizeThatFits(node: node, .infinity).width - ideal) <= tolerance, ideal - width > tolerance,
                      !descendants(of: node).contains(where: truncated.contains) else { return nil }
                let detail = "\(Format.number(width)) pt wide of the \(Format.number(ideal)) pt its title needs on one line: the title wraps"
                return found(.squeezed, node, margin: ideal - width, borderline: ideal - width <= Self.textError(ideal), detail)
            }
        }

        func descendants(of node: Int) -> [Int] {
            engine.children(of: node).flatMap { [$0] + descendants(of: $0) }
        }

        // 5.
        func smallTargets() -> [StressBreak] {
            nodes.compactMap { node in
                let layout = engine.layout(of: node)
                guard tapControls.contains(layout.name), !engine.isSynthetic(node), !inList[node], !inLayer[node] else { return nil }
                let frame = engine.frame(of: node)
                guard frame.width > 0, frame.height > 0 else { return nil }
                let short = minimumTapTarget - Swift.min(frame.width, frame.height)
                guard short > tolerance else { return nil }
                let detail = "\(Format.number(frame.width)) × \(Format.number(frame.height)) pt"
                return found(.smallTarget, node, margin: short, borderline: short <= 1, detail)
            }
        }
    }
}
