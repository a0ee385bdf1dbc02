import CatalogStore
import LayoutCore
import SizingProbe
import SwiftUISource

/// One thing `sizing scan` checks: a view struct, a dual-category initializer, or an
/// `extension View` function, with its declared and derived behaviors and the verdict.
public struct ScanFinding {
    /// The declaration's name: `Card`, `Outer.Inner`, `Row.init(title:)`, a modifier's `card`.
    public var name: String
    /// The name a use spells: `Inner` of `Outer.Inner`, `Row` of `Row.init(title:)`.
    public var simpleName: String { ScanAnalysis.simpleName(name) }
    public var kind: CustomViewKind
    public var file: ScanFile
    public var line: Int
    public var column: Int
    /// Where the name (or `init`) of the declaration whose doc comment states the behavior is:
    /// `--fix` writes that declaration's comment.
    public var docLocation: SourceLocation
    public var declared: AxisBehaviors?
    public var derived: AxisBehaviors?
    /// `simple` (the view's own answers) or `substitution` (with `Color` and `Text` children);
    /// nil before the finding is evaluated (a file that does not parse).
    public var method: Classification.Method?
    /// Where the run-time values change ``derived`` (the answer of their first outcomes): each
    /// other answer with the fewest outcomes that decide it (`h-hug, v-hug when items = empty`).
    public var exceptions: [ScanException] = []
    /// Each platform's answer, where the platforms the file is built for answer differently
    /// (empty when they agree, or when the file is built for one): ``derived`` and
    /// ``exceptions`` are then the first platform's.
    public var platformAnswers: [PlatformAnswer] = []
    /// The variant keys of every tree the finding was derived from, when its file is built for
    /// several platforms and no tree holds a platform-adaptive layout: another platform whose
    /// trees are the same has the same answer (not cached).
    var treesText: String?
    /// The file's other platforms on which the evaluation builds the same trees without
    /// building again (`Evaluation.alikePlatforms`: no `#if` decided otherwise, no declaration
    /// under one read) and no combination failed. Empty unless so.
    var alikePlatforms: Set<String> = []
    /// The evaluation, kept when its trees hold a control or container that SwiftUI lays out
    /// by platform (``PlatformAdaptive``): on each of ``alikePlatforms`` its trees are adapted
    /// (`ViewNode.adapted(to:)`) and classified, not built again. Nil when the trees hold none:
    /// there the answer is this one.
    var adaptableEvaluation: SourceProject.Evaluation?
    /// Representatives and assumptions the derivation used (`LazyImage … assumed h-hug, v-hug`).
    public var assumptions: [Assumption] = []
    /// The run-time values held at their first values once the exploration's budget was spent.
    public var held: [String] = []
    public var verdict: ScanVerdict = .cannotModel
    public var reason: String = ""
    /// The body's fingerprint (FNV-1a, 64 bits, hex), recorded in the catalog.
    public var fingerprint: String
    /// Whether `--fix` wrote its doc comment in this run.
    public var fixed = false
    /// A `stress` finding's break (``StressCheck``): the finding is at the view that breaks,
    /// in the file of the view laid out (``name``).
    public var stress: StressBreak?
    /// The breaks of the view's trees under `--stress`, before they become findings of their own
    /// (`StressFindings.expanded(_:)`).
    var breaks: [StressBreak] = []
    /// The views of the project its trees place, by their simple names, under `--stress`: a view
    /// another one places is checked there, with its caller's context (`StressFindings`).
    var places: Set<String> = []
    /// Whether the view is `public` or `open`: another module may show it.
    var isPublic = false
    /// Whether `--stress` left the view's own layout out, the view being likely placed by
    /// another (``ScanAnalysis/deferred``): laid out after all if none does
    /// (`ScanEvaluation.findings()`).
    var stressDeferred = false
    /// Whether the unit is a preview (`#Preview`, a `PreviewProvider`), laid out under `--stress`
    /// only: it has no behavior to check, and only its breaks are reported.
    public internal(set) var isPreview = false
    /// Whether the evaluation ran out of its time (``ScanAnalysis/timeLimit``): the finding
    /// says so, and is not cached.
    var outOfTime = false

    /// `file:line:column`.
    public var location: String { "\(file.path):\(line):\(column)" }
}

/// Steps (``ScanEvaluation`` runs step 1 once, then steps 2–5 of each unit on every core,
/// and sorts the findings):
/// 1. list the units: each view struct (or, for a struct with `@ViewBuilder` initializers, each
///    initializer), each `extension View` function returning views;
/// 2. build each unit from the parse-once index, every value the source does not give symbolic
///    and a placeholder child for builder content, exploring each combination of the run-time
///    values the tree depends on (one tree per combination, deduplicated);
/// 3. classify each tree: simple views by their own answers, builder forms and modifiers by
///    substitution (the placeholder replaced by `Color`, then `Text`, then both); a tree with a
///    view whose size the model cannot compute (`SourceProject.undecidedMarker`)
///    once with that view expanding and once hugging, kept only when the two answers agree
///    (`decided(_:_:)`);
/// 4. the answer: the first tree's, with the other answers as exceptions, each with the fewest
///    outcomes that decide it (``PerValueAnswer``);
/// 5. compare the declared behavior with the answer: matches, differs (with `resolve`'s reasons
///    in the first tree), undocumented.
struct ScanAnalysis {
    var project: ScanProject
    /// The time one unit's evaluation may take (`view_time_limit`); nil: no limit.
    var timeLimit: Duration?
    /// The configurations of `--stress` (``StressMatrix``); empty: no stress.
    var stress: [StressConfiguration] = []
    /// The simple names of the views likely placed by another view (``StressFindings/likelyPlaced(_:files:)``):
    /// under `--stress`, such a view is checked where it is placed, and its own layout is
    /// deferred (``ScanFinding/stressDeferred``).
    var deferred: Set<String> = []

    enum Form {
        case simple
        case container
        case modifier
    }

    struct Unit {
        var finding: ScanFinding
        var declaration: ViewDeclaration
        var build: SourceProject.Form
        var form: Form
        /// Whether the unit's file is built for several platforms (``ScanPlatforms``).
        var onSeveralPlatforms = false
    }

    /// Whether a tree holds a layout that differs by platform.
    static func adaptsToPlatform(_ node: ViewNode) -> Bool {
        node.layout is any PlatformAdaptive || node.children.contains(where: adaptsToPlatform)
    }

    // MARK: Step 1

    func units() -> [Unit] {
        var out: [Unit] = []
        for (file, d) in project.declarations {
            let fingerprint = Self.fingerprint(d.bodySource ?? "")
            func finding(_ name: String, _ kind: CustomViewKind, _ loc: SourceLocation, doc: String?, docLocation: SourceLocation) -> ScanFinding {
                var f = ScanFinding(name: name, kind: kind, file: file, line: loc.line, column: loc.column, docLocation: docLocation,
                                    declared: SizingComment.declared(in: doc), fingerprint: fingerprint)
                f.isPublic = d.isPublic
                return f
            }
            switch d.kind {
            case .view:
                let builderInits = d.initializers.filter { $0.parameters.contains { Self.takesContent($0, generics: d.genericParameters) } }
                if d.initializers.isEmpty {
                    let f = finding(d.name, .view, d.location, doc: d.docComment, docLocation: d.location)
                    let composed = d.properties.contains { p in p.defaultValue == nil && Self.holdsViews(p, generics: d.genericParameters) }
                    out.append(Unit(finding: f, declaration: d, build: composed ? .container(initializer: nil) : .view, form: composed ? .container : .simple))
                } else if builderInits.isEmpty {
                    // Convenience initializers: one view; the struct's doc comment, or the only init's.
                    let onlyInit = d.initializers.count == 1 ? d.initializers[0] : nil
                    let useInitDoc = d.docComment.flatMap(SizingComment.declared) == nil && onlyInit?.docComment.flatMap(SizingComment.declared) != nil
                    let doc = useInitDoc ? onlyInit?.docComment : d.docComment
                    let f = finding(d.name, .view, d.location, doc: doc, docLocation: useInitDoc ? onlyInit!.location : d.location)
                    out.append(Unit(finding: f, declaration: d, build: .initializer(0), form: .simple))
                } else {
                    // A dual-category view (seed 002's `Tag`): each initializer is a form of its own.
                    for (index, i) in d.initializers.enumerated() {
                        let isBuilder = i.parameters.contains { Self.takesContent($0, generics: d.genericParameters) }
                        let labels = i.parameters.map { "\($0.label ?? "_"):" }.joined()
                        let f = finding("\(d.name).init(\(labels))", isBuilder ? .initializer : .view, i.location, doc: i.docComment, docLocation: i.location)
                        out.append(Unit(finding: f, declaration: d, build: isBuilder ? .container(initializer: index) : .initializer(index), form: isBuilder ? .container : .simple))
                    }
                }
            case .viewExtensionFunction:
                let f = finding(d.name, .modifier, d.location, doc: d.docComment, docLocation: d.location)
                out.append(Unit(finding: f, declaration: d, build: .modifier, form: .modifier))
            case .previewProvider, .previewMacro:
                // What a preview shows is laid out under stress: it has no behavior to check.
                guard !stress.isEmpty else { continue }
                var f = finding(d.kind != .previewMacro ? d.name : d.name == "Preview" ? "#Preview" : "#Preview(\(TextLayout.quoted(d.name)))", .view, d.location, doc: nil, docLocation: d.location)
                f.isPreview = true
                out.append(Unit(finding: f, declaration: d, build: .view, form: .simple))
            }
        }
        return out
    }

    /// Whether an initializer's parameter is content the view places: a `@ViewBuilder` one, or
    /// one of the view's generic view type or a closure returning it (`content: @escaping () ->
    /// Content`, `label: Label`), which a caller fills with any view.
    static func takesContent(_ p: ViewDeclaration.Parameter, generics: String?) -> Bool {
        if p.isViewBuilder { return true }
        let result = p.type.components(separatedBy: "->").last?.trimmingCharacters(in: .whitespaces) ?? p.type
        let type = result.hasPrefix("@escaping") ? String(result.dropFirst("@escaping".count)).trimmingCharacters(in: .whitespaces) : result
        return viewGenerics(generics).contains(type) || type == "AnyView"
    }

    /// The names of the generic parameters constrained to `View` (`Content: View`).
    static func viewGenerics(_ generics: String?) -> [String] {
        (generics ?? "").split(separator: ",").compactMap { g -> String? in
            let parts = g.split(separator: ":").map { $0.trimmingCharacters(in: .whitespaces) }
            return parts.count == 2 && parts[1].hasSuffix("View") ? parts[0] : nil
        }
    }

    /// Whether a stored property holds the content views (`@ViewBuilder let content: Content`,
    /// `let label: () -> Label`, `let content: Content` with `Content: View`, `let configuration:
    /// ButtonStyle.Configuration`).
    static func holdsViews(_ p: ViewDeclaration.Property, generics: String?) -> Bool {
        if p.wrapper == "ViewBuilder" { return true }
        guard let type = p.type else { return false }
        // A button style's configuration carries the button's label.
        if SourceProject.buttonConfigurationTypes.contains(type) { return true }
        if type.contains("->") { return !type.hasSuffix("Void") && !type.hasSuffix("()") && !type.hasSuffix("Bool") }
        return viewGenerics(generics).contains(type) || type == "AnyView"
    }

    /// FNV-1a, 64 bits, hex: the body's fingerprint for the catalog.
    static func fingerprint(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    // MARK: Steps 2–5

    /// Steps 2–5 of one unit. With `reference`, the unit's finding on the file's first
    /// platform, a unit whose trees are the same as the reference's is not classified again.
    /// On a platform where the reference would build the same (`alikePlatforms`), the unit is
    /// not built again: it is the reference, or, where the reference's trees hold layouts that
    /// adapt to the platform, those trees adapted to this platform and classified.
    /// With `sharing`, the bodies of the views it builds are kept for the units evaluated after
    /// it on the same thread, and those the units before it kept are taken (``InstanceBodyPool``).
    func evaluate(_ unit: Unit, reference: ScanFinding? = nil, sharing: InstanceBodyPool? = nil) -> ScanFinding {
        let platform = project.source.options.conditions.platform
        var kept: SourceProject.Evaluation?
        if let reference, reference.alikePlatforms.contains(platform) {
            guard let adaptable = reference.adaptableEvaluation else { return reference }
            kept = Self.adapted(adaptable, to: platform)
        }
        var f = unit.finding
        f.method = unit.form == .simple ? .simple : .substitution
        if let error = project.syntaxErrors[f.file.path] {
            return cannot(f, "the file does not parse: \(ScanProject.describe(error))")
        }
        // 2.
        let evaluation = kept ?? project.source.evaluate(
            unit.declaration, form: unit.build, placeholder: unit.form == .simple ? nil : ScanProject.placeholder, timeLimit: timeLimit, sharing: sharing)
        if evaluation.outOfTime {
            f.outOfTime = true
            return cannot(f, Self.outOfTimeReason(evaluation, limit: timeLimit ?? .zero))
        }
        guard !evaluation.variants.isEmpty else {
            let error = evaluation.failures.first?.error
            return cannot(f, error?.primary.map(ScanProject.describe) ?? error?.description ?? "no tree could be built")
        }
        if unit.onSeveralPlatforms && kept == nil {
            // Trees without a platform-adaptive layout are the same on two platforms exactly
            // when their variant keys are (labels with their arguments, ids, shape); a tree with
            // one is classified on each platform.
            let adapts = evaluation.variants.contains { Self.adaptsToPlatform($0.root) }
            if !adapts {
                let text = evaluation.variants.map { SourceProject.variantKey($0.root).description }.joined(separator: "\n")
                if let reference, reference.treesText == text { return reference }
                f.treesText = text
            }
            // A combination that failed may have failed at what another platform declares.
            f.alikePlatforms = evaluation.failures.isEmpty ? evaluation.alikePlatforms : []
            if adapts && f.alikePlatforms.count > 1 { f.adaptableEvaluation = evaluation }
        }
        // 3.
        var failures = evaluation.failures.map { ($0.choices, $0.error.primary.map(ScanProject.describe) ?? "") }
        var results: [(choices: [Choice], classification: Classification, root: ViewNode)] = []
        var assumptions: Set<Assumption> = []
        for (index, v) in evaluation.variants.enumerated() {
            switch decided(v, unit.form) {
            case .success(let (classification, root)):
                results.append((v.choices, classification, root))
                assumptions.formUnion(v.assumptions)
            // The first tree is the answer: without it there is none.
            case .failure(let undecided) where index == 0: return cannot(f, undecided.reason)
            case .failure(let undecided): failures.append((v.choices, undecided.reason))
            }
        }
        f.assumptions = assumptions.sorted()
        var notes: [String] = []
        if !failures.isEmpty {
            let listed = failures.prefix(3).map { "\($0.0.map(\.description).joined(separator: ", ")): \($0.1)" }
            notes.append("\(failures.count) combination\(failures.count == 1 ? "" : "s") not modelled (\(listed.joined(separator: "; ")))")
        }
        if !evaluation.heldFixed.isEmpty {
            let count = evaluation.heldFixed.count
            notes.append("explored \(project.source.budget) combinations; \(count) other value\(count == 1 ? "" : "s") held at \(count == 1 ? "its" : "their") first value\(count == 1 ? "" : "s")")
            f.held = evaluation.heldFixed
        }
        if isStressed(unit.form) {
            f.places = Self.placedViews(results.map(\.root), except: unit.declaration.name)
            if !f.isPreview && deferred.contains(Self.simpleName(unit.declaration.name)) {
                f.stressDeferred = true
            } else {
                f.breaks = stressBreaks(results.flatMap { r in (f.isPreview ? Self.previewScreens(r.root) : [r.root]).map { ($0, r.choices) } })
            }
        }
        // 4.
        let (_, classification, root) = results[0]
        f.derived = classification.behaviors
        f.exceptions = PerValueAnswer.answer(results.map { ($0.choices, $0.classification.behaviors) })?.exceptions ?? []
        // 5.
        guard let declared = f.declared else {
            f.verdict = .undocumented
            f.reason = notes.joined(separator: "; ")
            return f
        }
        if declared == classification.behaviors {
            f.verdict = .matches
            f.reason = notes.joined(separator: "; ")
            return f
        }
        f.verdict = .differs
        f.reason = ([differenceReason(declared, classification, root, unit.form)] + notes).joined(separator: "; ")
        return f
    }

    /// The screens a preview shows: each view of a `Group` or `ForEach` at its top is a preview
    /// of its own (Xcode's canvas shows each as its own variant), as is the whole else.
    static func previewScreens(_ root: ViewNode) -> [ViewNode] {
        guard let group = root.layout as? GroupLayout, group.name == "Group" || group.name == "ForEach", !root.children.isEmpty else { return [root] }
        return root.children.flatMap(previewScreens)
    }

    /// The breaks of a view's trees in the stress configurations of this platform's devices
    /// (``StressCheck``), each tree on the devices that show it (``DeviceIdiom``), checked idiom
    /// by idiom (a view the app shows on an iPad only keeps the iPad's: ``StressFindings``),
    /// merged over its trees by kind, view and idiom, with the largest margin.
    func stressBreaks(_ trees: [(root: ViewNode, choices: [Choice])]) -> [StressBreak] {
        let platform = project.source.options.conditions.platform
        let configurations = stress.filter { $0.platform == platform }
        var merged: [String: StressBreak] = [:]
        var order: [String] = []
        let idioms = Set(configurations.compactMap(\.idiom))
        for (root, choices) in trees {
            // A tree the app shows on one kind of device only (an iPad's sidebar) is laid out there.
            let showing = Set(idioms.filter { DeviceIdiom.shows(choices, on: $0) })
            let shown = configurations.filter { $0.idiom.map(showing.contains) ?? true }
            for var found in StressCheck.breaks(of: root, in: shown, idiom: \.idiom) {
                found.of = configurations.count
                let key = found.identity + "\u{1F}" + (found.idiom ?? "")
                if let kept = merged[key] {
                    merged[key] = kept.merged(with: found)
                } else {
                    merged[key] = found
                    order.append(key)
                }
            }
        }
        return order.map { merged[$0]! }
    }

    /// Whether `--stress` lays out a unit of this form on this platform: a view struct (a
    /// builder form or modifier is laid out where it is used) where the matrix has a device.
    func isStressed(_ form: Form) -> Bool {
        let platform = project.source.options.conditions.platform
        return form == .simple && stress.contains { $0.platform == platform }
    }

    /// The simple names of the custom views placed in `roots` (a view's own name left out: a
    /// recursive view does not place itself elsewhere).
    static func placedViews(_ roots: [ViewNode], except own: String) -> Set<String> {
        var out = Set<String>()
        var stack = roots
        while let node = stack.popLast() {
            if let view = node.layout as? CustomViewLayout { out.insert(simpleName(view.viewName)) }
            if let group = node.layout as? GroupLayout, group.name != "Group" { out.insert(simpleName(group.name)) }
            stack.append(contentsOf: node.children)
        }
        out.remove(simpleName(own))
        return out
    }

    /// `Inner` of `Outer.Inner`, `Row` of `Row.init(title:)`, `card` of a modifier `card`.
    static func simpleName(_ name: String) -> String {
        let type = name.range(of: ".init(").map { String(name[..<$0.lowerBound]) } ?? name
        return String(type.split(separator: ".").last ?? Substring(type))
    }

    /// `exploration budget: …`: the time limit, what was explored when it ran out, and where
    /// to raise it.
    static func outOfTimeReason(_ evaluation: SourceProject.Evaluation, limit: Duration) -> String {
        let runs = evaluation.runs
        var when = runs == 0 ? "in its first combination" : "after \(runs) combination\(runs == 1 ? "" : "s")"
        if !evaluation.exploring.isEmpty { when += ", exploring " + evaluation.exploring.joined(separator: ", ") }
        return "exploration budget: the time limit of \(ScanConfiguration.seconds(limit)) per view ran out \(when) (raise view_time_limit in \(ScanConfiguration.fileName) or --view-time-limit)"
    }

    /// An evaluation's trees as SwiftUI builds them for `platform`: each layout that adapts to
    /// the platform takes that platform's model; everything else is the same.
    static func adapted(_ evaluation: SourceProject.Evaluation, to platform: String) -> SourceProject.Evaluation {
        guard let target = Platform(named: platform) else { return evaluation }
        var out = evaluation
        for i in out.variants.indices { out.variants[i].root = out.variants[i].root.adapted(to: target) }
        return out
    }

    func cannot(_ f: ScanFinding, _ reason: String) -> ScanFinding {
        var out = f
        out.derived = nil
        out.exceptions = []
        out.assumptions = []
        out.verdict = .cannotModel
        out.reason = reason
        return out
    }

    /// Why a tree's answer is not kept: it depends on the size of a view the model cannot compute.
    struct Undecided: Error {
        var reason: String
    }

    /// Step 3 for one tree: its classification and the tree it was read from. A tree holding
    /// undecided views (a representable whose own `sizeThatFits` sizes it) is classified with
    /// each of them `Color` (expanding), then `Text` (hugging); when the two answers differ
    /// the tree is not modelled, with both answers in the reason. The tree kept is the
    /// hugging one, so that `resolve`'s reasons name real views.
    func decided(_ v: SourceProject.Variant, _ form: Form) -> Result<(Classification, ViewNode), Undecided> {
        let marker = SourceProject.undecidedMarker
        guard v.root.contains(marker: marker) else { return .success((classify(v.root, form), v.root)) }
        let expanding = classify(v.root.replacing(marker, with: [SizingProbe.expandingChild]), form)
        let huggingRoot = v.root.replacing(marker, with: [SizingProbe.huggingChild])
        let hugging = classify(huggingRoot, form)
        guard expanding.behaviors != hugging.behaviors else { return .success((hugging, huggingRoot)) }
        let views = v.assumptions.filter { $0.kind == .undecidedView }.map(\.subject)
        let what = v.assumptions.first { $0.kind == .undecidedView }.map { $0.message.replacingOccurrences(of: SourceProject.undecidedSuffix, with: "") } ?? "a view the model cannot size"
        return .failure(Undecided(reason: "\(what); the answer depends on its size (\(views.joined(separator: ", ")) expanding: \(expanding.behaviors); hugging: \(hugging.behaviors))"))
    }

    /// The probe's classification of `root`, at the configuration's Dynamic Type size
    /// (`dynamic_type`: the tree is put under `dynamicTypeSize(_:)`, as the root environment would set it).
    func classify(_ root: ViewNode, _ form: Form) -> Classification {
        let marker = ScanProject.childMarker
        let size = project.source.options.dynamicTypeSize
        func atSize(_ tree: ViewNode) -> ViewNode {
            size == .large ? tree : ViewNode(DynamicTypeSizeModifier(size), children: [tree], isSynthetic: true)
        }
        switch form {
        case .simple: return SizingProbe.classify(atSize(root))
        case .container: return SizingProbe.classify(container: { atSize(root.replacing(marker, with: $0)) })
        case .modifier: return SizingProbe.classify(modifier: { atSize(root.replacing(marker, with: [$0])) })
        }
    }

    /// Why the derivation says otherwise: `resolve`'s reason on each differing axis (for a
    /// builder form or modifier, in the tree with the hugging child `Text`), and the
    /// substitution's two answers.
    func differenceReason(_ declared: AxisBehaviors, _ c: Classification, _ root: ViewNode, _ form: Form) -> String {
        var tree = root
        var prefix = ""
        if form != .simple {
            tree = root.replacing(ScanProject.childMarker, with: [SizingProbe.huggingChild])
            let withColor = c.evidence.contains { $0.subject == "Color" } ? classify(root.replacing(ScanProject.childMarker, with: [SizingProbe.expandingChild]), .simple).behaviors.description : "?"
            let withText = classify(tree, .simple).behaviors.description
            prefix = "with Color \(withColor), with Text \(withText); "
        }
        let resolution = SizingProbe.resolve(tree)
        let axes = LayoutCore.Axis.allCases.filter { declared[$0] != c.behaviors[$0] }
        let reasons = axes.map { resolution.root.engineReason($0) }
        return prefix + reasons.joined(separator: "; ")
    }
}
