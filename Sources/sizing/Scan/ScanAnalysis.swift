import CatalogStore
import LayoutCore
import SizingProbe
import SwiftUISource

/// One thing `sizing scan` checks: a view struct, a dual-category initializer, or an
/// `extension View` function, with its declared and derived behaviors and the verdict.
struct ScanFinding {
    var name: String
    var kind: CustomViewKind
    var file: ScanFile
    var line: Int
    var column: Int
    /// The line `--fix` writes above (the declaration whose doc comment states the behavior).
    var docLine: Int
    var declared: ProbeAxisBehaviors?
    var derived: ProbeAxisBehaviors?
    /// `simple` (the view's own answers) or `substitution` (with `Color` and `Text` children).
    var method: String = ""
    /// Each `@State`/`@Binding` Bool the body reads, probed both ways: `isOn = true → h-…`.
    var states: [(assignment: String, behaviors: ProbeAxisBehaviors)] = []
    var verdict: ScanVerdict = .cannotModel
    var reason: String = ""
    var fingerprint: String
    var fixed = false

    var location: String { "\(file.path):\(line):\(column)" }
}

/// Steps of `analyse`:
/// 1. list the units: each view struct (or, for a struct with `@ViewBuilder` initializers, each
///    initializer), each `extension View` function returning `some View`;
/// 2. write the expression that builds the unit (`Badge()`, `Tag(label: { CHILD })`,
///    `CHILD.card()`), with a placeholder child in builder closures;
/// 3. build it with all declarations known; a front-end error, or a branch the front end had to
///    assume, makes the unit "cannot model" with that diagnostic;
/// 4. classify: simple views by their own answers, builder forms and modifiers by substitution
///    (the placeholder replaced by `Color`, then `Text`, then both), each Bool state both ways;
/// 5. compare with the declared behavior: matches, differs (with `resolve`'s reasons),
///    undocumented.
struct ScanAnalysis {
    var project: ScanProject
    var allowUnknownModifiers: Bool

    enum Form {
        case simple
        case container
        case modifier
    }

    struct Unit {
        var finding: ScanFinding
        var expression: String?
        var form: Form
        /// Why no expression could be written.
        var cannot: String?
        var stateNames: [String]
        /// Other `@State` / `@Binding` values the body reads: probed at their defaults only.
        var defaultedStates: [String] = []
    }

    func analyse() -> [ScanFinding] {
        units().map { unit in
            var f = evaluate(unit)
            if f.verdict != .cannotModel, !unit.defaultedStates.isEmpty {
                let note = "probed with \(unit.defaultedStates.joined(separator: ", ")) at the default only"
                f.reason = f.reason.isEmpty ? note : f.reason + "; " + note
            }
            return f
        }
            .sorted { ($0.file.path, $0.line, $0.column) < ($1.file.path, $1.line, $1.column) }
    }

    // MARK: Step 1–2

    func units() -> [Unit] {
        var out: [Unit] = []
        for (file, d) in project.declarations {
            let fingerprint = Self.fingerprint(d.bodySource ?? "")
            func finding(_ name: String, _ kind: CustomViewKind, _ loc: SourceLocation, doc: String?, docLine: Int) -> ScanFinding {
                ScanFinding(name: name, kind: kind, file: file, line: loc.line, column: loc.column, docLine: docLine,
                            declared: SizingComment.declared(in: doc), fingerprint: fingerprint)
            }
            switch d.kind {
            case .view:
                let states = Self.stateNames(d)
                let defaulted = Self.defaultedStates(d, except: states)
                let builderInits = d.initializers.filter { $0.parameters.contains(where: \.isViewBuilder) }
                if d.initializers.isEmpty {
                    let f = finding(d.name, .view, d.location, doc: d.docComment, docLine: d.location.line)
                    let composed = d.properties.contains { p in p.defaultValue == nil && Self.holdsViews(p, generics: d.genericParameters) }
                    out.append(Unit(finding: f, expression: composed ? "\(d.name) { \(ScanProject.childSource) }" : "\(d.name)()",
                                    form: composed ? .container : .simple, stateNames: states, defaultedStates: defaulted))
                } else if builderInits.isEmpty {
                    // Convenience initializers: one view; the struct's doc comment, or the only init's.
                    let onlyInit = d.initializers.count == 1 ? d.initializers[0] : nil
                    let useInitDoc = d.docComment.flatMap(SizingComment.declared) == nil && onlyInit?.docComment.flatMap(SizingComment.declared) != nil
                    let doc = useInitDoc ? onlyInit?.docComment : d.docComment
                    let f = finding(d.name, .view, d.location, doc: doc, docLine: useInitDoc ? onlyInit!.location.line : d.location.line)
                    var firstReason: String?
                    var expression: String?
                    for i in d.initializers {
                        switch Self.arguments(i.parameters) {
                        case .success(let args): expression = "\(d.name)(\(args))"
                        case .failure(let why): firstReason = firstReason ?? "\(i.signature): \(why.reason)"
                        }
                        if expression != nil { break }
                    }
                    out.append(Unit(finding: f, expression: expression, form: .simple, cannot: firstReason, stateNames: states, defaultedStates: defaulted))
                } else {
                    // A dual-category view (seed 002's `Tag`): each initializer is a form of its own.
                    for i in d.initializers {
                        let isBuilder = i.parameters.contains(where: \.isViewBuilder)
                        let labels = i.parameters.map { "\($0.label ?? "_"):" }.joined()
                        let f = finding("\(d.name).init(\(labels))", isBuilder ? .initializer : .view, i.location, doc: i.docComment, docLine: i.location.line)
                        switch Self.arguments(i.parameters) {
                        case .success(let args):
                            out.append(Unit(finding: f, expression: "\(d.name)(\(args))", form: isBuilder ? .container : .simple, stateNames: states, defaultedStates: defaulted))
                        case .failure(let why):
                            out.append(Unit(finding: f, expression: nil, form: .simple, cannot: "\(i.signature): \(why.reason)", stateNames: []))
                        }
                    }
                }
            case .viewExtensionFunction:
                guard let signature = d.initializers.first else { continue }
                let f = finding(d.name, .modifier, d.location, doc: d.docComment, docLine: d.location.line)
                switch Self.arguments(signature.parameters) {
                case .success(let args):
                    out.append(Unit(finding: f, expression: "\(ScanProject.childSource).\(d.name)(\(args))", form: .modifier, stateNames: []))
                case .failure(let why):
                    out.append(Unit(finding: f, expression: nil, form: .modifier, cannot: "\(signature.signature): \(why.reason)", stateNames: []))
                }
            case .previewProvider, .previewMacro:
                continue
            }
        }
        return out
    }

    /// Whether a stored property holds the content views (`@ViewBuilder let content: Content`,
    /// `let label: () -> Label`, `let content: Content` with `Content: View`).
    static func holdsViews(_ p: ViewDeclaration.Property, generics: String?) -> Bool {
        if p.wrapper == "ViewBuilder" { return true }
        guard let type = p.type else { return false }
        if type.contains("->") { return !type.hasSuffix("Void") && !type.hasSuffix("()") }
        let viewGenerics = (generics ?? "").split(separator: ",").compactMap { g -> String? in
            let parts = g.split(separator: ":").map { $0.trimmingCharacters(in: .whitespaces) }
            return parts.count == 2 && parts[1].hasSuffix("View") ? parts[0] : nil
        }
        return viewGenerics.contains(type) || type == "AnyView"
    }

    struct CannotWrite: Error { var reason: String }

    /// The argument list that calls `parameters` without choosing any value that could change
    /// layout: defaults are kept, builder closures get the placeholder child, other closures
    /// `{}`, strings a title. Any other required parameter stops the probe (we never guess).
    static func arguments(_ parameters: [ViewDeclaration.Parameter]) -> Result<String, CannotWrite> {
        var args: [String] = []
        for p in parameters where p.defaultValue == nil {
            let type = p.type.replacingOccurrences(of: "@escaping ", with: "")
            let value: String
            if p.isViewBuilder || (type.contains("->") && !type.hasSuffix("Void") && !type.hasSuffix("()")) {
                value = "{ \(ScanProject.childSource) }"
            } else if type.contains("->") {
                value = "{}"
            } else if ["String", "LocalizedStringKey", "Substring"].contains(type) {
                value = "\"Title\""
            } else if type == "Text" {
                value = "Text(\"Title\")"
            } else {
                return .failure(CannotWrite(reason: "parameter '\(p.name): \(p.type)' has no default value, and the scan does not choose values that could change layout"))
            }
            args.append(p.label.map { "\($0): \(value)" } ?? value)
        }
        return .success(args.joined(separator: ", "))
    }

    /// The Bool `@State` / `@Binding` properties the body reads (at most 3: 8 probes).
    static func stateNames(_ d: ViewDeclaration) -> [String] {
        let body = d.bodySource ?? ""
        let words = Set(body.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init))
        return Array(d.properties.filter { p in
            (p.wrapper == "State" || p.wrapper == "Binding")
                && (p.type == "Bool" || p.defaultValue == "true" || p.defaultValue == "false")
                && words.contains(p.name)
        }.map(\.name).prefix(3))
    }

    /// The non-Bool `@State` / `@Binding` properties with a default that the body reads
    /// (`mode = .compact`): the probe sees the default value only, and says so.
    static func defaultedStates(_ d: ViewDeclaration, except bools: [String]) -> [String] {
        let body = d.bodySource ?? ""
        let words = Set(body.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init))
        return d.properties.filter { p in
            (p.wrapper == "State" || p.wrapper == "Binding") && !bools.contains(p.name) && words.contains(p.name) && p.defaultValue != nil
        }.map { "\($0.name) = \($0.defaultValue!)" }
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

    // MARK: Steps 3–5

    func evaluate(_ unit: Unit) -> ScanFinding {
        var f = unit.finding
        f.method = unit.form == .simple ? "simple" : "substitution"
        if let error = project.syntaxErrors[f.file.path] {
            return cannot(f, "the file does not parse: \(ScanProject.describe(error))")
        }
        guard let expression = unit.expression else { return cannot(f, unit.cannot ?? "no way to call it") }
        // Every combination of the Bool states the body reads.
        var assignments: [[String: String]] = [[:]]
        for name in unit.stateNames {
            assignments = assignments.flatMap { a in ["false", "true"].map { v in a.merging([name: v]) { $1 } } }
        }
        var results: [(String, Classification, ViewNode)] = []
        for state in assignments {
            let origin = (f.file.path, SourceLocation(line: f.line, column: f.column))
            switch project.build(expression, state: state, allowUnknownModifiers: allowUnknownModifiers, origin: origin) {
            case .failure(let error):
                let primary = error.primary.map(ScanProject.describe) ?? error.description
                return cannot(f, primary)
            case .success(let built):
                // 3. A branch the front end had to assume is a guess: refuse it.
                if let assumed = built.notes.first(where: { $0.message.contains("took the first") }) {
                    return cannot(f, ScanProject.describe(assumed))
                }
                let label = state.keys.sorted().map { "\($0) = \(state[$0]!)" }.joined(separator: ", ")
                results.append((label, classify(built.root, unit.form), built.root))
            }
        }
        // 4.
        let distinct = Set(results.map(\.1.behaviors))
        if results.count > 1 {
            f.states = results.map { ($0.0, $0.1.behaviors) }
        }
        if distinct.count > 1 {
            let listing = results.map { "\($0.0) gives \($0.1.behaviors)" }.joined(separator: "; ")
            f.derived = nil
            if f.declared == nil {
                f.verdict = .undocumented
            } else {
                f.verdict = .differs
            }
            f.reason = "depends on state: \(listing)"
            return f
        }
        let (_, classification, root) = results[0]
        f.derived = classification.behaviors
        // 5.
        guard let declared = f.declared else {
            f.verdict = .undocumented
            return f
        }
        if declared == classification.behaviors {
            f.verdict = .matches
            return f
        }
        f.verdict = .differs
        f.reason = differenceReason(declared, classification, root, unit.form)
        return f
    }

    func cannot(_ f: ScanFinding, _ reason: String) -> ScanFinding {
        var out = f
        out.derived = nil
        out.states = []
        out.verdict = .cannotModel
        out.reason = reason
        return out
    }

    func classify(_ root: ViewNode, _ form: Form) -> Classification {
        let marker = ScanProject.childMarker
        switch form {
        case .simple: return SizingProbe.classify(root)
        case .container: return SizingProbe.classify(container: { root.replacing(marker, with: $0) })
        case .modifier: return SizingProbe.classify(modifier: { root.replacing(marker, with: [$0]) })
        }
    }

    /// Why the derivation says otherwise: `resolve`'s reason on each differing axis (for a
    /// builder form or modifier, in the tree with the hugging child `Text`), and the
    /// substitution's two answers.
    func differenceReason(_ declared: ProbeAxisBehaviors, _ c: Classification, _ root: ViewNode, _ form: Form) -> String {
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
