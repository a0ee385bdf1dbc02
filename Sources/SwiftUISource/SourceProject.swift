import LayoutCore
import SwiftParser
import SwiftSyntax
import Synchronization

/// Many files, parsed once into one index, whose declarations are evaluated one by one: the
/// front end of `sizing scan`.
///
/// Steps of `init`:
/// 1. each file is parsed once; a file with syntax errors keeps its declarations (for the
///    findings) but stays out of the index (the first error says why);
/// 2. the clean files form one `SourceIndex`: every view, model, enum, extension and modifier of
///    any file is known while evaluating any other. The index is built when first read: a
///    project made only to be indexed for other options (``with(_:)``, ``restricted(to:options:)``)
///    never builds its own.
///
/// `evaluate` builds one declaration with every value the source does not give symbolic, and
/// explores the combinations the tree depends on (`Exploration`), within a budget.
public final class SourceProject: @unchecked Sendable {
    public struct File: Sendable {
        public var path: String
        public var text: String
        public init(path: String, text: String) {
            self.path = path
            self.text = text
        }
    }

    /// The id of the leaf that stands for a view whose size the model cannot compute
    /// (``SourceOptions/undecidedViews``).
    public static let undecidedMarker = "__sizingUndecidedView"
    /// The end of an undecided view's assumption (`… UIKit or AppKit code the model does not
    /// run; the answer holds whether it expands or hugs`), which a caller drops where the answer
    /// does not hold.
    public static let undecidedSuffix = "; the answer holds whether it expands or hugs"

    /// How a declaration is built for probing.
    public enum Form: Sendable {
        /// The view alone (`ProfileRow`), built with no arguments.
        case view
        /// A view whose content is the placeholder child (`Card { CHILD }`), through the
        /// initializer at this index of its declaration (nil: stored properties).
        case container(initializer: Int?)
        /// The view through the initializer at this index (a dual-category view's plain form).
        case initializer(Int)
        /// An `extension View` function or a `ViewModifier` applied to the placeholder child.
        case modifier
    }

    /// One tree the view can build, and the outcomes that lead to it.
    public struct Variant: Sendable {
        public var root: ViewNode
        /// `user.bio = nil`: the outcome of each run-time value the tree depends on.
        public var choices: [Choice]
        /// Representatives used where layout needed a run-time value.
        public var assumptions: [Assumption]
        public var notes: [Diagnostic]
    }

    /// Every distinct tree of one declaration.
    public struct Evaluation: Sendable {
        public var variants: [Variant]
        /// Combinations that could not be built, with why (the first tree always could).
        public var failures: [(choices: [Choice], error: SourceError)]
        /// Values whose outcomes were not all explored because the budget ran out.
        public var heldFixed: [String]
        /// The platforms the sources are built for on which every combination would build the
        /// same (`Translator+Platforms`); the evaluated platform among them.
        public var alikePlatforms: Set<String> = []
        /// Whether, built for another platform of the build, it may differ.
        public var dependsOnPlatform = false
        /// Views the runs took from the runs before them rather than building them again (a
        /// run repeats the one before it up to the decision it changes).
        public var viewsReused = 0
        /// Whether the time limit (`timeLimit`) ran out before every combination was explored:
        /// the variants are then those built in time, and ``exploring`` says what was explored.
        public var outOfTime = false
        /// When ``outOfTime``: the run-time values decided on so far (`user.bio`, `isOn`), in
        /// the order they were met.
        public var exploring: [String] = []
        /// The combinations built to the end (a run stopped by the time limit is not counted).
        public var runs = 0
        /// Instance bodies the runs took from earlier buildings rather than building them
        /// again (`InstanceMemo`).
        var instanceBodiesTaken = 0
    }

    public let files: [File]
    /// The first syntax error of each file left out of the index.
    public private(set) var syntaxErrors: [String: Diagnostic] = [:]
    /// Every view, preview and `extension View` function of every file, in file order.
    public var declarations: [ViewDeclaration] { indexed.declarations }
    /// The names each file declares and uses, in the order of `files` (``SourceNames``).
    public private(set) var names: [SourceNames] = []
    let locator: Locator?
    /// The index of the clean files (nil when none parses).
    var index: SourceIndex? { indexed.index }
    public let options: SourceOptions
    /// Combinations explored per declaration, at most.
    public let budget: Int
    /// The threads that parse the files and build the index.
    let jobs: Int
    /// What every index of this parse reads alike, found once (``ParsedFileFacts``).
    let facts: ParsedFileFacts
    /// The names some platform declares and another may not (``PlatformNames``): found once
    /// per parse, shared by every platform's index.
    let platformNames: PlatformNames

    /// Each file's tree, in the order of `files`, its locator (its line table, computed once for
    /// every platform's index) and whether it parsed without errors.
    private let trees: [(tree: SourceFileSyntax, locator: Locator, clean: Bool)]

    /// Steps 1–2 on `jobs` threads; `parsed` is told how many files step 1 has parsed,
    /// after each file (from one thread at a time).
    /// - Complexity: O(n) in the total size of the files.
    public convenience init(files: [File], options: SourceOptions = SourceOptions(), budget: Int = 64, jobs: Int = 1, parsed: ((Int) -> Void)? = nil) {
        // 1.
        let results = DeepTrees.concurrentMap(files.count, jobs: jobs, done: parsed) { Self.parse(files[$0]) }
        var syntaxErrors: [String: Diagnostic] = [:]
        for (file, result) in zip(files, results) {
            if let error = result.syntaxError { syntaxErrors[file.path] = error }
        }
        let trees = results.map { (tree: $0.tree, locator: $0.locator, clean: $0.syntaxError == nil) }
        let facts = ParsedFileFacts(
            declaredNames: results.reduce(into: Set<String>()) { $0.formUnion($1.names.declared) },
            testingPlatforms: Set(results.filter(\.testsPlatform).map(\.tree.id)))
        self.init(files: files, trees: trees, syntaxErrors: syntaxErrors, names: results.map(\.names),
                  platformNames: Self.platformNames(trees.map(\.tree), options.conditions, facts), options: options, budget: budget, jobs: jobs, facts: facts)
    }

    /// Step 1 of one file: its tree, names, locator, first syntax error, and whether it has an
    /// `#if` on `os` or `canImport` (only such a file can declare a name on some platforms only).
    private static func parse(_ file: File) -> ParsedFile {
        let tree = SwiftUISource.parseTree(file.text)
        let locator = Locator(fileName: file.path, tree: tree)
        let errors = SwiftUISource.syntaxDiagnostics(tree, locator: locator).filter { $0.severity == .error }
        let testsPlatform = file.text.holdsBytes("#if") && ["os(", "canImport("].contains(where: file.text.holdsBytes)
        return ParsedFile(tree: tree, names: SourceNames(tree), locator: locator, syntaxError: errors.first, testsPlatform: testsPlatform)
    }

    private struct ParsedFile {
        var tree: SourceFileSyntax
        var names: SourceNames
        var locator: Locator
        var syntaxError: Diagnostic?
        var testsPlatform: Bool
    }

    /// Step 2 over trees already parsed.
    private init(
        files: [File], trees: [(tree: SourceFileSyntax, locator: Locator, clean: Bool)], syntaxErrors: [String: Diagnostic], names: [SourceNames],
        platformNames: PlatformNames, options: SourceOptions, budget: Int, jobs: Int, facts: ParsedFileFacts
    ) {
        self.files = files
        self.platformNames = platformNames
        self.trees = trees
        self.options = options
        self.budget = budget
        self.jobs = jobs
        self.facts = facts
        self.syntaxErrors = syntaxErrors
        self.names = names
        self.locator = trees.contains(where: \.clean) ? Locator(combining: trees.filter(\.clean).map(\.locator)) : nil
    }

    /// Step 2's index and the declarations, built once, when first read (from any thread).
    private final class Indexed: @unchecked Sendable {
        let index: SourceIndex?
        let declarations: [ViewDeclaration]

        init(index: SourceIndex?, declarations: [ViewDeclaration]) {
            self.index = index
            self.declarations = declarations
        }
    }

    private let built = Mutex<Indexed?>(nil)

    private var indexed: Indexed {
        built.withLock { slot in
            if let slot { return slot }
            let made = makeIndex()
            slot = made
            return made
        }
    }

    /// Whether step 2 has run (an index is built when first read).
    var hasBuiltIndex: Bool { built.withLock { $0 != nil } }

    /// Step 2.
    private func makeIndex() -> Indexed {
        var declarations: [ViewDeclaration] = []
        for parsed in trees where !parsed.clean {
            // A file with errors keeps its declarations (for the findings) out of the index.
            declarations += SourceIndex(files: [parsed.tree], locator: parsed.locator, conditions: options.conditions).declarations
        }
        var index: SourceIndex?
        if let locator {
            index = DeepTrees.withLargeStack {
                SourceIndex(files: trees.filter(\.clean).map(\.tree), locator: locator, conditions: options.conditions, jobs: jobs, facts: facts)
            }
            index?.platformNames = platformNames
            declarations += index?.declarations ?? []
        }
        declarations.sort { ($0.fileName, $0.location.line, $0.location.column) < ($1.fileName, $1.location.line, $1.location.column) }
        return Indexed(index: index, declarations: declarations)
    }

    /// ``platformNames`` of the files (only those with an `#if` on `os` or `canImport` can
    /// declare one: ``ParsedFileFacts/testsPlatform(_:)``, found when they were parsed).
    private static func platformNames(_ trees: [SourceFileSyntax], _ conditions: CompilationConditions, _ facts: ParsedFileFacts) -> PlatformNames {
        var names = PlatformNames()
        guard conditions.builtFor.count > 1 else { return names }
        for tree in trees where facts.testsPlatform(tree) {
            names.formUnion(facts.platformNames(in: tree, conditions))
        }
        return names
    }

    /// The same files, parsed once already, indexed for other options (another platform's
    /// `#if` branches and controls): step 2 again, without step 1.
    public func with(_ options: SourceOptions) -> SourceProject {
        let platformNames = options.conditions.builtFor == self.options.conditions.builtFor
            ? self.platformNames : Self.platformNames(trees.map(\.tree), options.conditions, facts)
        return SourceProject(
            files: files, trees: trees, syntaxErrors: syntaxErrors, names: names, platformNames: platformNames, options: options, budget: budget, jobs: jobs, facts: facts)
    }

    /// The files at `paths` alone, parsed once already, in an index of their own: what one
    /// module of a project sees (its own files and those of the modules it imports), so that
    /// two modules' declarations of one name never meet. Step 2 again over those files.
    /// Indexed for `options` when given (another platform's, as ``with(_:)``), in the same step.
    /// - Complexity: O(n) in the size of the files kept.
    public func restricted(to paths: Set<String>, options: SourceOptions? = nil) -> SourceProject {
        let options = options ?? self.options
        let kept = files.indices.filter { paths.contains(files[$0].path) }
        let keptFiles = kept.map { files[$0] }
        let keptTrees = kept.map { trees[$0] }
        return SourceProject(
            files: keptFiles, trees: keptTrees, syntaxErrors: syntaxErrors.filter { paths.contains($0.key) }, names: kept.map { names[$0] },
            platformNames: Self.platformNames(keptTrees.map(\.tree), options.conditions, facts), options: options, budget: budget, jobs: jobs, facts: facts)
    }

    /// The files declaring a view inside an `#if` clause that names `condition` (`#if DEBUG …
    /// struct DebugScreen: View`): those whose views change when it is set.
    /// - Complexity: O(n) in the size of the files' `#if` clauses.
    public func filesDeclaringViews(under condition: String) -> Set<String> {
        var found = Set<String>()
        for (file, parsed) in zip(files, trees) where file.text.holdsBytes(condition) {
            let finder = ConditionalViewFinder(condition: condition)
            finder.walk(parsed.tree)
            if finder.found { found.insert(file.path) }
        }
        return found
    }

    /// Builds `declaration` in `form`, exploring every combination of the run-time values its
    /// tree depends on (at most `budget`), each distinct tree once.
    ///
    /// With a `timeLimit`, the exploration stops once the time spent on this declaration
    /// reaches it, between two combinations or inside one (`Translator.checkDeadline(at:)`),
    /// and the evaluation says so (``Evaluation/outOfTime``). A limit of zero stops after the
    /// first step that checks it, whatever the machine's speed (how the tests use it); `now` is
    /// the clock, injectable for the same reason.
    /// - Complexity: O(b · n): b combinations of a body of n views (memoised instances count once).
    ///
    /// With `sharing`, the instance bodies the runs build are kept for the later evaluations
    /// of this project that take a memo from the same pool, and those earlier ones left are
    /// taken (``InstanceBodyPool``).
    public func evaluate(
        _ declaration: ViewDeclaration, form: Form, placeholder: ViewNode? = nil,
        timeLimit: Duration? = nil, now: @escaping () -> ContinuousClock.Instant = { ContinuousClock.now }, sharing: InstanceBodyPool? = nil
    ) -> Evaluation {
        evaluate(declaration, form: form, placeholder: placeholder, reusingEarlierRuns: true,
                 deadline: timeLimit.map { Deadline(at: now() + $0, now: now) }, sharing: sharing)
    }

    /// ``evaluate(_:form:placeholder:timeLimit:now:sharing:)``, each run building every view
    /// itself when `reusingEarlierRuns` is false (how the tests show that taking views changes
    /// nothing; no memo is taken from `sharing` then).
    func evaluate(_ declaration: ViewDeclaration, form: Form, placeholder: ViewNode?, reusingEarlierRuns: Bool, deadline: Deadline? = nil,
                  sharing: InstanceBodyPool? = nil) -> Evaluation {
        guard let index, let locator else {
            return Evaluation(variants: [], failures: [([], SourceError(Diagnostic(.error, "no file parses", fileName: declaration.fileName, line: 1, column: 1)))], heldFixed: [])
        }
        return DeepTrees.withLargeStack {
            var variants: [Variant] = []
            var failures: [(choices: [Choice], error: SourceError)] = []
            var seen = Set<VariantKey>()
            var plan: [Int]? = []
            var runs = 0
            var alike = Set(options.conditions.builtFor)
            var lastExploration: Exploration?
            // A shared memo's bodies are taken where the placeholder is the same.
            let pool = reusingEarlierRuns ? sharing : nil
            let placeholderKey = placeholder.map { VariantKey($0).description } ?? ""
            let instances = pool?.take(placeholder: placeholderKey, file: declaration.fileName) ?? InstanceMemo()
            defer { pool?.giveBack(instances, placeholder: placeholderKey, file: declaration.fileName) }
            let takenBefore = instances.bodiesTaken
            let memo = EvaluationMemo(reusesViews: reusingEarlierRuns, instances: instances)
            var outOfTime = false
            var exploring: [String] = []
            while let current = plan, runs < budget {
                runs += 1
                let exploration = Exploration(plan: current)
                let translator = Translator(locator: locator, model: index, options: options, exploration: exploration, memo: memo)
                translator.placeholder = placeholder
                translator.deadline = deadline
                defer { alike.formIntersection(translator.alikePlatforms) }
                do {
                    let root = try build(declaration, form: form, translator, index: index, placeholder: placeholder)
                    if translator.outOfTime {
                        // A tree finished after the limit was met may hold what a caught
                        // error replaced: it is not kept.
                        throw SourceError(Diagnostic(.error, "out of time", fileName: declaration.fileName, line: 1, column: 1))
                    }
                    let key = VariantKey(root, labels: memo.labels)
                    if seen.insert(key).inserted {
                        variants.append(Variant(
                            root: root, choices: exploration.decisions.map(\.choice),
                            assumptions: translator.assumptions, notes: translator.notes))
                    }
                } catch let error as SourceError {
                    if translator.outOfTime {
                        outOfTime = true
                        runs -= 1
                        exploring = Self.keys(of: exploration, after: exploring)
                        break
                    }
                    failures.append((exploration.decisions.map(\.choice), error))
                    // The first combination failing means the view cannot be built at all,
                    // unless it failed at a recursion that run-time values chose: the others
                    // are tried, and the view is what the ones that end build.
                    if variants.isEmpty && !translator.stoppedAtRecursion { break }
                } catch {
                    failures.append((exploration.decisions.map(\.choice), SourceError(Diagnostic(.error, "internal error: \(error)", fileName: declaration.fileName, line: 1, column: 1))))
                    break
                }
                plan = exploration.next()
                if let plan { memo.nextRun(changing: plan.count - 1) }
                lastExploration = exploration
                exploring = Self.keys(of: exploration, after: exploring)
                if plan != nil, let deadline, deadline.passed {
                    outOfTime = true
                    break
                }
            }
            if case .view = form, let preview = previewVariant(declaration, index: index, locator: locator),
               seen.insert(Self.variantKey(preview.root)).inserted {
                variants.insert(preview, at: 0)
            }
            var heldFixed: [String] = []
            if plan != nil, let lastExploration {
                heldFixed = lastExploration.decisions.map(\.key)
            }
            var evaluation = Evaluation(variants: variants, failures: failures, heldFixed: heldFixed,
                                        alikePlatforms: alike, dependsOnPlatform: alike.count < options.conditions.builtFor.count,
                                        viewsReused: memo.viewsReused, outOfTime: outOfTime, exploring: outOfTime ? exploring : [], runs: runs)
            evaluation.instanceBodiesTaken = memo.instances.bodiesTaken - takenBefore
            return evaluation
        }
    }

    /// `earlier` and then the values `exploration` decided on that `earlier` lacks, in order.
    private static func keys(of exploration: Exploration, after earlier: [String]) -> [String] {
        earlier + exploration.decisions.map(\.key).filter { !earlier.contains($0) }
    }

    /// The moment an evaluation's time runs out, and the clock that tells.
    struct Deadline {
        var at: ContinuousClock.Instant
        var now: () -> ContinuousClock.Instant

        /// Whether the moment is reached (at once for a limit of zero).
        var passed: Bool { now() >= at }
    }

    /// The names of a button style's configuration type (`ButtonStyle.Configuration`): a view
    /// with a property of one places the button's label, a container of it.
    public static let buttonConfigurationTypes = Translator.buttonConfigurationTypes

    /// The key of the tree rooted at `root` (``VariantKey``).
    public static func variantKey(_ root: ViewNode) -> VariantKey { VariantKey(root) }

    /// The tree a preview shows: the view built with the author's own arguments
    /// (`ProfileRow(user: .mock)` in its `#Preview`), the values it leaves open at their first
    /// outcome. Nil when no preview calls the view with arguments, or the call cannot be built.
    private func previewVariant(_ declaration: ViewDeclaration, index: SourceIndex, locator: Locator) -> Variant? {
        guard declaration.kind == .view, let type = index.viewsByLocation[SourceIndex.locationKey(declaration)],
              let call = index.previewCalls.first[type.name], index.view(named: type.name) === type else { return nil }
        let exploration = Exploration(plan: [])
        let translator = Translator(locator: locator, model: index, options: options, exploration: exploration)
        guard let root = try? translator.view(ExprSyntax(call), translator.fileScope) else { return nil }
        return Variant(
            root: root, choices: [Choice(value: "arguments", outcome: "as in the preview")] + exploration.decisions.map(\.choice),
            assumptions: translator.assumptions, notes: translator.notes)
    }

    /// One tree of `declaration`.
    private func build(_ declaration: ViewDeclaration, form: Form, _ translator: Translator, index: SourceIndex, placeholder: ViewNode?) throws -> ViewNode {
        switch declaration.kind {
        case .view:
            guard let type = index.viewsByLocation[SourceIndex.locationKey(declaration)] ?? index.viewStructs[declaration.name] else {
                throw SourceError(Diagnostic(.error, "'\(declaration.name)' is not a view the index knows", fileName: declaration.fileName, line: declaration.location.line, column: declaration.location.column))
            }
            switch form {
            case .initializer(let i), .container(initializer: .some(let i)):
                translator.probeInitializer = i
            default:
                break
            }
            let root = try translator.instantiate(type.name, decl: type, call: nil, nameNode: type.nameNode, callerScope: translator.fileScope)
            return try translator.inCallersStyles(root, of: type)
        case .viewExtensionFunction:
            guard let f = index.extensionFunctions[declaration.name] else {
                throw SourceError(Diagnostic(.error, "'\(declaration.name)' is not an extension function the index knows", fileName: declaration.fileName, line: declaration.location.line, column: declaration.location.column))
            }
            let receiver = placeholder ?? ViewNode(ShapeLayout(.rectangle))
            return try translator.callFunction(f, call: nil, nameNode: f.name, self: receiver, translator.fileScope)
        case .previewMacro:
            // What the preview shows (`sizing scan --stress` lays it out; it has no behavior of its own to check).
            guard let preview = index.previewMacros.first(where: { translator.locator.location($0.node) == declaration.location }), let closure = preview.closure else {
                throw SourceError(Diagnostic(.error, "#Preview has no body", fileName: declaration.fileName, line: declaration.location.line, column: declaration.location.column))
            }
            return translator.single(try translator.closureViews(closure, translator.fileScope), at: preview.node)
        case .previewProvider:
            guard let provider = index.previewProviders.first(where: { $0.name == declaration.name }),
                  let binding = SourceIndex.bodyBinding(of: provider, named: "previews"), let statements = SourceIndex.getterStatements(binding), !statements.isEmpty else {
                throw SourceError(Diagnostic(.error, "'\(declaration.name)' has no `static var previews` body", fileName: declaration.fileName, line: declaration.location.line, column: declaration.location.column))
            }
            return translator.single(try translator.builder(statements, translator.fileScope), at: statements)
        }
    }
}

/// Whether a tree declares a `View` (a struct whose inheritance names `View`) inside an `#if`
/// clause whose condition names a given condition.
private final class ConditionalViewFinder: SyntaxVisitor {
    let condition: String
    private(set) var found = false
    private var depth = 0

    init(condition: String) {
        self.condition = condition
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        if node.condition?.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == condition }) == true { depth += 1 }
        return found ? .skipChildren : .visitChildren
    }

    override func visitPost(_ node: IfConfigClauseSyntax) {
        if node.condition?.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == condition }) == true { depth -= 1 }
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        if depth > 0, node.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription.hasSuffix("View") }) == true { found = true }
        return found ? .skipChildren : .visitChildren
    }

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
