import LayoutCore

/// Lays a view out in each configuration of a ``StressMatrix`` and finds where it breaks
/// (`sizing scan --stress`).
///
/// Steps of `breaks(of:in:)`, for each configuration:
/// 1. place the view on the device's screen, inside its safe area, at the text size and in the
///    language (``StressConfiguration``), and note each view's context: whether a scroll view
///    scrolls it on an axis, whether it is in a List or Form row, whether it is the content of a
///    background or overlay (sized by the view it decorates, never pushing anything);
/// 2. each `Text` the placement cuts short (LayoutCore's `TextLayout.truncation(in:)`);
/// 3. each view larger than what its parent offers on an axis it does not scroll on (a scroll
///    view or List takes what it is offered): the outermost such view, located at the view
///    inside it that carries the whole excess, or the written view inside a row the model added;
/// 4. each button, link, menu, label or picker whose title wraps (a text inside it narrower than
///    its one line), and each other `Text` narrower than its longest word (the word breaks);
/// 5. on iOS, each button, link or menu outside a List or Form row smaller than 44 points on an
///    axis (Apple's HIG: tap targets of at least 44 × 44 pt), in a style the model knows;
///
/// then the breaks of every configuration merged: one per kind and view (and idiom, where the
/// configurations are grouped by it), with the configuration where its margin is largest and how
/// many configurations it happens in.
///
/// A break that depends on a value the front end assumed (`ViewNode.isAssumed`: a run-time width
/// laid out as 100, a proxy's size; or a named image whose size the input does not give) is not
/// reported: one where the view, a view around it, or a view beside it in its container was
/// built from such a value. Its size is the model's guess. A text cut or squeezed that shows a
/// run-time string (`ViewNode.isRunTimeText`, laid out as a word of a typical length) is
/// reported borderline: whether it breaks depends on the string.
public enum StressCheck {
    /// The least tap target on iOS, in points (Apple's Human Interface Guidelines, "Accessibility":
    /// "at least 44x44 pt").
    public static let minimumTapTarget = 44.0

    /// Excesses of at most this many points are the layout's rounding, not a break.
    static let tolerance = 0.5

    /// `idiom` groups the configurations (`DeviceIdiom`): a break is merged within its group
    /// and carries the group's idiom (``StressBreak/idiom``).
    public static func breaks(of root: ViewNode, in configurations: [StressConfiguration], idiom: ((StressConfiguration) -> String?)? = nil) -> [StressBreak] {
        let found = each(root, configurations, assumed: Assumed(root))
        let idioms = configurations.map { idiom?($0) }
        var merged: [String: StressBreak] = [:]
        var breaksIn: [String: Set<Int>] = [:]
        var identities: [String: String] = [:]
        var order: [String] = []
        for (index, breaks) in found.enumerated() {
            for var b in breaks {
                b.idiom = idioms[index]
                let identity = b.identity
                let key = b.idiom.map { identity + "\u{1F}" + $0 } ?? identity
                breaksIn[key, default: []].insert(index)
                guard var kept = merged[key] else {
                    identities[key] = identity
                    merged[key] = b
                    order.append(key)
                    continue
                }
                if b.margin > kept.margin { kept = b }
                merged[key] = kept
            }
        }
        // The configurations each break is in, whatever the idiom.
        var anywhere: [String: Set<Int>] = [:]
        for key in order { anywhere[identities[key]!, default: []].formUnion(breaksIn[key]!) }
        return order.map { key in
            var out = merged[key]!
            // A view may break on both axes in one configuration: configurations are counted once.
            out.count = breaksIn[key]!.count
            out.of = configurations.count
            let breaking = anywhere[identities[key]!]!
            out.fits = configurations.indices.first { !breaking.contains($0) }.map { configurations[$0].setting }
            return out
        }
    }

    /// The breaks in each configuration, by its index. The tree is compiled once per text size
    /// and language where it does not read its device (`LayoutEngine.readsDevice`), and laid
    /// out on each device by putting that device's screen at its root (`LayoutEngine.replaceScreen(with:)`); a language is not laid
    /// out where the source's strings hold no text it changes (it would lay out the same).
    static func each(_ root: ViewNode, _ configurations: [StressConfiguration], assumed: Assumed = Assumed()) -> [[StressBreak]] {
        var out = [[StressBreak]](repeating: [], count: configurations.count)
        let words = WordWidths()
        /// By device, orientation and text size: the breaks with the source's strings, when that
        /// layout has no text a language changes.
        var untranslatable: [String: [StressBreak]] = [:]
        let groups = Dictionary(grouping: configurations.indices) { "\(configurations[$0].textSize)\u{1F}\(configurations[$0].language?.name ?? "")" }
        for indexes in groups.values.sorted(by: { $0[0] < $1[0] }) {
            var shared: (engine: LayoutEngine, structure: Structure)?
            for index in indexes {
                let configuration = configurations[index]
                let deviceKey = "\(configuration.device.name) \(configuration.device.orientation) \(configuration.textSize)"
                if configuration.language != nil, let same = untranslatable[deviceKey] {
                    out[index] = same.map { b in
                        var b = b
                        b.configuration = configuration.setting
                        return b
                    }
                    continue
                }
                let engine: LayoutEngine
                let structure: Structure
                if let shared {
                    shared.engine.replaceScreen(with: configuration.device)
                    (engine, structure) = shared
                } else {
                    engine = LayoutEngine(ViewNode(SafeAreaRootLayout(device: configuration.device), children: [root], isSynthetic: true), environment: configuration.environment)
                    structure = Structure(engine, assumed: assumed)
                    if !engine.readsDevice { shared = (engine, structure) }
                }
                let (breaks, translatable) = self.breaks(placing: engine, structure, in: configuration, words: words)
                if configuration.language == nil && !translatable { untranslatable[deviceKey] = breaks }
                out[index] = breaks
            }
        }
        return out
    }

    /// Steps 1–5 in one configuration.
    public static func breaks(of root: ViewNode, in configuration: StressConfiguration) -> [StressBreak] {
        let engine = LayoutEngine(ViewNode(SafeAreaRootLayout(device: configuration.device), children: [root], isSynthetic: true), environment: configuration.environment)
        return breaks(placing: engine, Structure(engine, assumed: Assumed(root)), in: configuration, words: WordWidths()).breaks
    }

    /// Where the nodes built from an assumed value (`ViewNode.isAssumed`) and the texts showing a
    /// run-time string (`ViewNode.isRunTimeText`) are: the engine keeps each node's location,
    /// not the flags.
    struct Assumed {
        var values = Set<SourceLocation>()
        var texts = Set<SourceLocation>()

        init() {}

        init(_ root: ViewNode) {
            var stack = [root]
            while let node = stack.popLast() {
                if let location = node.location {
                    if node.isAssumed { values.insert(location) }
                    if node.isRunTimeText { texts.insert(location) }
                }
                stack.append(contentsOf: node.children)
            }
        }
    }

    /// Steps 1–5 with `engine`, compiled for `configuration`; and whether the layout holds a text
    /// a language changes (a localized one with a letter).
    static func breaks(placing engine: LayoutEngine, _ structure: Structure, in configuration: StressConfiguration, words: WordWidths) -> (breaks: [StressBreak], translatable: Bool) {
        // 1.
        _ = engine.place(in: ProposedViewSize(width: configuration.device.screen.width, height: configuration.device.screen.height))
        let placed = Placed(engine: engine, structure: structure, configuration: configuration.setting, words: words)
        // 2.–5.
        let truncated = placed.truncatedTexts()
        let breaks = truncated.compactMap(\.found) + placed.overflows() + placed.squeezed(truncated: Set(truncated.map(\.node)))
            + (configuration.platform == "iOS" ? placed.smallTargets() : [])
        return (breaks, placed.texts.contains { placed.text($0).isLocalized && placed.text($0).string.contains(where: \.isLetter) })
    }

    /// The widths of texts' longest words, kept over a view's configurations (a text has the
    /// same words at each, and the same font at each device).
    final class WordWidths {
        private var widths: [String: Double?] = [:]

        func longest(_ text: TextLayout) -> Double? {
            let key = "\(text.fontSize)\u{1F}\(text.fontWeight)\u{1F}\(text.textMetrics)\u{1F}\(text.string)"
            if let known = widths[key] { return known }
            let width = text.longestWordWidth()
            widths[key] = width
            return width
        }
    }

    /// The layouts the checks look for, by type (one comparison per node, no cast).
    enum Kind {
        case text, scroll, list, layer, ignoresSafeArea, tapControl, titledControl, unavailable, growingField, other

        static func of(_ layout: any Layout) -> Kind {
            let type = ObjectIdentifier(Swift.type(of: layout))
            if type == ObjectIdentifier(TextLayout.self) { return .text }
            if type == ObjectIdentifier(ScrollViewLayout.self) { return .scroll }
            if type == ObjectIdentifier(ListLayout.self) { return .list }
            if type == ObjectIdentifier(SecondaryLayerLayout.self) { return .layer }
            if type == ObjectIdentifier(IgnoresSafeAreaLayout.self) { return .ignoresSafeArea }
            if tapControlTypes.contains(type) { return .tapControl }
            if titledControlTypes.contains(type) { return .titledControl }
            if type == ObjectIdentifier(ContentUnavailableViewLayout.self) { return .unavailable }
            if type == ObjectIdentifier(TextFieldLayout.self), (layout as? TextFieldLayout)?.growsVertically == true { return .growingField }
            return .other
        }

        /// The controls whose tap area is their own frame (their label's, with the style's padding).
        static let tapControlTypes: Set<ObjectIdentifier> = [
            ObjectIdentifier(ButtonLayout.self), ObjectIdentifier(LinkLayout.self), ObjectIdentifier(MenuLayout.self),
            ObjectIdentifier(NavigationLinkLayout.self), ObjectIdentifier(ShareLinkLayout.self),
        ]
        /// The other controls whose title gives their width, which wraps when squeezed.
        static let titledControlTypes: Set<ObjectIdentifier> = [ObjectIdentifier(LabelLayout.self), ObjectIdentifier(PickerLayout.self)]
    }

    /// What each node of a compiled tree is and where it sits, the same at each placement of
    /// that engine (step 1): its kind, its children, the axes a scroll view (or a List) scrolls
    /// it on, whether it is in a List or Form, whether it decorates another view (a
    /// background's or overlay's content) or lies below `ignoresSafeArea`, and the nearest
    /// written button-like control above it (-1: none).
    final class Structure {
        let kinds: [Kind]
        let children: [[Int]]
        let scrolls: [Axis.Set]
        let inList: [Bool]
        let inLayer: [Bool]
        let control: [Int]
        /// Every text, in the order of the tree.
        let texts: [Int]
        /// Every button-like control (``Kind/tapControl``), in the order of the tree.
        let tapControls: [Int]
        /// What ``Placed/written(_:)`` and ``Placed/oneLine(_:)`` found, by node: the same at
        /// each placement.
        var written: [Int: (view: String, location: SourceLocation?)] = [:]
        var lines: [Int: Double] = [:]
        /// Whether a node's size may come from an assumed value: it, a view above it, or a view
        /// in its container (past the modifiers wrapping it: itself, its siblings and everything
        /// below them) was built from one.
        let dependsOnAssumed: [Bool]
        /// Whether it, a view above it or one inside it was built from one: what a tap target's
        /// own size depends on (a sibling's guessed width does not make a button smaller).
        let ownSizeIsAssumed: [Bool]
        /// Whether a text shows a run-time string (``Assumed/texts``).
        let showsRunTimeText: [Bool]
        /// The texts of fields that grow (`TextField(axis: .vertical)`): past their line limit
        /// they scroll, no line is cut.
        let scrolledTexts: Set<Int>

        init(_ engine: LayoutEngine, assumed: Assumed = Assumed()) {
            let count = engine.nodeCount
            let kinds = (0..<count).map { Kind.of(engine.layout(of: $0)) }
            let children = (0..<count).map(engine.children)
            var scrolls = [Axis.Set](repeating: [], count: count)
            var inList = Array(repeating: false, count: count)
            var inLayer = Array(repeating: false, count: count)
            var control = Array(repeating: -1, count: count)
            // In a ContentUnavailableView, whose title and description are centred text that
            // wraps by design: a Label there is not a control whose title must stay on one line.
            var inUnavailable = Array(repeating: false, count: count)
            // In a text field that grows (`axis: .vertical`), which scrolls its lines past its
            // line limit rather than cutting them with an ellipsis.
            var inGrowingField = Array(repeating: false, count: count)
            var parent = Array(repeating: -1, count: count)
            var preorder: [Int] = []
            var stack = [Int(engine.root)]
            while let node = stack.popLast() {
                preorder.append(node)
                let kind = kinds[node]
                var scrolled = scrolls[node]
                if kind == .scroll, let scroll = engine.layout(of: node) as? ScrollViewLayout { scrolled.formUnion(scroll.axes) }
                if kind == .list { scrolled.insert(.vertical) }
                let isControl = (kind == .tapControl || (kind == .titledControl && !inUnavailable[node])) && !engine.isSynthetic(node)
                for (index, child) in children[node].enumerated() {
                    inUnavailable[child] = inUnavailable[node] || kind == .unavailable
                    inGrowingField[child] = inGrowingField[node] || kind == .growingField
                    scrolls[child] = scrolled
                    inList[child] = inList[node] || kind == .list
                    inLayer[child] = inLayer[node] || (kind == .layer && index > 0) || kind == .ignoresSafeArea
                    control[child] = isControl ? node : control[node]
                    parent[child] = node
                    stack.append(child)
                }
            }
            (self.kinds, self.children, self.scrolls, self.inList, self.inLayer, self.control) = (kinds, children, scrolls, inList, inLayer, control)
            texts = (0..<count).filter { kinds[$0] == .text }
            scrolledTexts = Set(texts.filter { inGrowingField[$0] })
            tapControls = (0..<count).filter { kinds[$0] == .tapControl }
            (dependsOnAssumed, ownSizeIsAssumed) = Self.dependence(engine, assumed.values, preorder: preorder, parent: parent)
            // A Text showing a run-time string, or a control titled with one (`Link("v\(version)")`)
            // and the title text the model draws in it.
            let marked = (0..<count).map { !engine.isSynthetic($0) && engine.location(of: $0).map(assumed.texts.contains) == true }
            showsRunTimeText = (0..<count).map { marked[$0] || (engine.isSynthetic($0) && control[$0] >= 0 && marked[control[$0]]) }
        }

        static func dependence(_ engine: LayoutEngine, _ assumed: Set<SourceLocation>, preorder: [Int], parent: [Int]) -> (inContainer: [Bool], own: [Bool]) {
            let count = parent.count
            // A named image of a size the input does not give is laid out at a default size.
            func unsizedImage(_ node: Int) -> Bool {
                guard let image = engine.layout(of: node) as? ImageLayout, case .named = image.source else { return false }
                return image.naturalSize == nil && !image.isResizable
            }
            let own = (0..<count).map { (engine.location(of: $0).map(assumed.contains) ?? false) || unsizedImage($0) }
            guard own.contains(true) else { return (Array(repeating: false, count: count), Array(repeating: false, count: count)) }
            var above = own, below = own
            for node in preorder where parent[node] >= 0 { above[node] = above[node] || above[parent[node]] }
            // A frame of a fixed width and height is that size whatever its content's guess.
            func fixesItsSize(_ node: Int) -> Bool {
                guard let frame = engine.layout(of: node) as? FrameLayout else { return false }
                return frame.width != nil && frame.height != nil
            }
            for node in preorder.reversed() where parent[node] >= 0 && below[node] && !fixesItsSize(parent[node]) { below[parent[node]] = true }
            /// The container the node sits in, past the modifiers that wrap it.
            func container(_ node: Int) -> Int {
                var up = parent[node]
                while up >= 0, engine.layout(of: up).role == .modifier, parent[up] >= 0 { up = parent[up] }
                return up >= 0 ? up : node
            }
            return ((0..<count).map { above[$0] || below[container($0)] }, (0..<count).map { above[$0] || below[$0] })
        }
    }

    /// A placed engine, its ``Structure`` and which nodes the placement shows.
    struct Placed {
        var engine: LayoutEngine
        var structure: Structure
        var configuration: StressSetting
        var words: WordWidths
        var shown: [Bool]
        /// The shown texts, in the order of the tree.
        var texts: [Int]

        /// The structure's arrays, held here: each check reads them once per node.
        let kinds: [Kind]
        let scrolls: [Axis.Set]
        let inList: [Bool]
        let inLayer: [Bool]
        let control: [Int]
        let children: [[Int]]

        init(engine: LayoutEngine, structure: Structure, configuration: StressSetting, words: WordWidths) {
            self.engine = engine
            self.structure = structure
            self.configuration = configuration
            self.words = words
            let shown = (0..<engine.nodeCount).map(engine.isShown)
            self.shown = shown
            texts = structure.texts.filter { shown[$0] }
            (kinds, scrolls, inList, inLayer, control, children) = (structure.kinds, structure.scrolls, structure.inList, structure.inLayer, structure.control, structure.children)
        }

        func children(of node: Int) -> [Int] { children[node] }

        func text(_ node: Int) -> TextLayout { engine.layout(of: node) as! TextLayout }

        /// The node's label and location: its own, or for a view the model added (a control's
        /// title), the nearest written view's above it.
        func written(_ node: Int) -> (view: String, location: SourceLocation?) {
            if let known = structure.written[node] { return known }
            var found: (view: String, location: SourceLocation?) = (label(node), nil)
            var current: Int? = node
            while let n = current {
                if let location = engine.location(of: n), !engine.isSynthetic(n) {
                    found = (label(n), location)
                    break
                }
                current = engine.parent(of: n)
            }
            structure.written[node] = found
            return found
        }

        /// The width of a text's one line (its ideal width).
        func oneLine(_ node: Int) -> Double {
            if let known = structure.lines[node] { return known }
            let width = text(node).model.measure(.unspecified).size.width
            structure.lines[node] = width
            return width
        }

        /// The node's label as written: a translated text's with its source string.
        func label(_ node: Int) -> String {
            if kinds[node] == .text, let source = text(node).untranslated { return "Text(\(TextLayout.quoted(source)))" }
            return engine.layout(of: node).label
        }

        /// The break at `node`, unless its size may come from an assumed value; borderline too
        /// for a text showing a run-time string (`text`, the text measured, for a control whose
        /// title wraps).
        func found(_ kind: StressBreak.Kind, _ node: Int, margin: Double, borderline: Bool, _ detail: String, text: Int? = nil) -> StressBreak? {
            guard !(kind == .smallTarget ? structure.ownSizeIsAssumed[node] : structure.dependsOnAssumed[node]) else { return nil }
            let (view, location) = written(node)
            var out = StressBreak(kind: kind, view: view, location: location, configuration: configuration, margin: margin, borderline: borderline, detail: detail)
            out.runTimeText = structure.showsRunTimeText[text ?? node]
            return out
        }

        /// The text model's error for a text whose line is `width` points long.
        static func textError(_ width: Double) -> Double { Swift.max(1, 0.015 * width) }

        // 2.
        func truncatedTexts() -> [(node: Int, found: StressBreak?)] {
            texts.compactMap { node in
                let text = self.text(node)
                guard !inLayer[node], let cut = text.truncation(in: engine.placedProposal(of: node)),
                      cut.lineLimit == 1 || !structure.scrolledTexts.contains(node) else { return nil }
                let ideal = oneLine(node)
                let points = Format.number(cut.missing)
                let detail = cut.axis == .horizontal
                    ? "its one line\(cut.lineLimit != nil ? " (lineLimit(1))" : "") lacks \(points) pt of width"
                    : "\(cut.linesShown) line\(cut.linesShown == 1 ? "" : "s") shown\(cut.lineLimit.map { " (lineLimit(\($0)))" } ?? ""), \(points) pt short of its whole text"
                return (node, found(.truncated, node, margin: cut.missing, borderline: cut.missing <= Self.textError(ideal), detail))
            }
        }

        /// How far `node` is larger than its proposal on `axis` (0 where the proposal is not a
        /// finite length, or it scrolls there, or the model gives it no finite length: an image
        /// whose natural size the source does not give, filling an unbounded axis, is not a
        /// break the model can measure).
        func excess(_ node: Int, _ axis: Axis) -> Double {
            // A List takes the size it is offered, and scrolls what is larger; a scroll view
            // does so along the axes it scrolls, and across them is as long as its content
            // (§12.2): content wider than a vertical scroll view widens it.
            guard kinds[node] != .list, !scrolls[node].contains(axis) else { return 0 }
            if kinds[node] == .scroll, (engine.layout(of: node) as? ScrollViewLayout)?.axes.contains(axis == .horizontal ? .horizontal : .vertical) != false {
                return 0
            }
            let proposal = engine.placedProposal(of: node)
            guard let offered = axis == .horizontal ? proposal.width : proposal.height, offered.isFinite else { return 0 }
            let frame = engine.frame(of: node)
            let length = axis == .horizontal ? frame.width : frame.height
            return length.isFinite ? length - offered : 0
        }

        /// Whether `node` reaches past its parent's edges on `axis`. A view larger than the share a
        /// stack first offered it is no break while the stack holds it: the stack gives a view
        /// that cannot shrink its length and its flexible siblings the rest (sample 7: icons and
        /// labels in rows with a flexible text field, reported against their first share).
        func drawnPastItsParent(_ node: Int, _ axis: Axis) -> Bool {
            guard let parent = engine.parent(of: node) else { return true }
            let frame = engine.frame(of: node), outer = engine.frame(of: parent)
            let (low, high, outerLow, outerHigh) = axis == .horizontal
                ? (frame.minX, frame.minX + frame.width, outer.minX, outer.minX + outer.width)
                : (frame.minY, frame.minY + frame.height, outer.minY, outer.minY + outer.height)
            return low < outerLow - tolerance || high > outerHigh + tolerance
        }

        // 3.
        func overflows() -> [StressBreak] {
            var out: [StressBreak?] = []
            // Each node with the axes on which no view above it overflows yet.
            var stack: [(node: Int, axes: Axis.Set)] = [(Int(engine.root), .all)]
            while let (node, axes) = stack.popLast() {
                guard shown[node], !inLayer[node] else { continue }
                var open: Axis.Set = []
                for axis in Axis.allCases where axes.contains(axis) {
                    let over = excess(node, axis)
                    if over > tolerance && kinds[node] != .ignoresSafeArea && node != Int(engine.root) && drawnPastItsParent(node, axis) {
                        out.append(overflow(from: node, axis, over))
                    } else {
                        open.insert(axis == .horizontal ? Axis.Set.horizontal : Axis.Set.vertical)
                    }
                }
                guard !open.isEmpty else { continue }
                for child in children(of: node).reversed() { stack.append((child, open)) }
            }
            return out.compactMap { $0 }
        }

        /// The view that carries the whole excess of `top`: down from it, the one child larger
        /// than what it is offered, as long as it has all of the excess (where several children
        /// are, as rigid columns in a stack, the container that holds them breaks).
        func overflow(from top: Int, _ axis: Axis, _ over: Double) -> StressBreak? {
            var node = top
            while case let over = children(of: node).filter({ shown[$0] && !inLayer[$0] && excess($0, axis) > tolerance }),
                  over.count == 1, excess(over[0], axis) >= excess(top, axis) - tolerance {
                node = over[0]
            }
            // A view the model added (a List's row) is not where the author acts: down to the
            // written view inside it that is longest on the axis.
            func length(_ n: Int) -> Double { axis == .horizontal ? engine.frame(of: n).width : engine.frame(of: n).height }
            while engine.isSynthetic(node), let next = children(of: node).filter({ shown[$0] && !inLayer[$0] }).max(by: { length($0) < length($1) }) {
                node = next
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
            kinds[node] == .text || children(of: node).contains(where: containsText)
        }

        // 4.
        /// Each text that wraps where it would fit on one line: the control above it (its title
        /// wraps), else the text itself when it is narrower than its longest word.
        func squeezed(truncated: Set<Int>) -> [StressBreak] {
            var out: [StressBreak?] = []
            var controls = Set<Int>()
            for node in texts where !inLayer[node] && !truncated.contains(node) {
                let text = self.text(node)
                let width = engine.frame(of: node).width
                let line = oneLine(node)
                guard line - width > tolerance else { continue }
                if control[node] >= 0 {
                    let owner = control[node]
                    guard controls.insert(owner).inserted else { continue }
                    let detail = "its title \(Format.number(width)) pt wide of the \(Format.number(line)) pt it needs on one line: the title wraps"
                    out.append(found(.squeezed, owner, margin: line - width, borderline: line - width <= Self.textError(line), detail, text: node))
                } else if let word = words.longest(text), word - width > tolerance {
                    let detail = "\(Format.number(width)) pt wide, its longest word \(Format.number(word)) pt: the word breaks across lines"
                    out.append(found(.squeezed, node, margin: word - width, borderline: word - width <= Self.textError(word), detail))
                }
            }
            return out.compactMap { $0 }
        }

        // 5.
        func smallTargets() -> [StressBreak] {
            structure.tapControls.compactMap { node in
                guard shown[node], !engine.isSynthetic(node), !inList[node], !inLayer[node] else { return nil }
                // A button style the model does not know (a package's) may pad the label: its size is not known.
                if let button = engine.layout(of: node) as? ButtonLayout, let style = button.style, !ButtonLayout.knownStyles.contains(style) { return nil }
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
