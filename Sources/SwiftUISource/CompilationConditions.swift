import SwiftSyntax

/// Which `#if` branches are compiled: the platform (`os(iOS)`) and the conditions set with
/// `-D` (`DEBUG`). The default is an iOS release build: `os(iOS)`, `canImport(UIKit)` and
/// `canImport(SwiftUI)` hold, `DEBUG` does not.
///
/// Conditions the model cannot know (`swift(>=…)`, `compiler(>=…)`, `hasFeature(…)`,
/// `arch(…)`) take the reading of a current toolchain on a 64-bit device: versions hold,
/// `arch(arm64)` holds, `targetEnvironment(simulator)` does not.
public struct CompilationConditions: Hashable, Sendable {
    /// The `os(…)` name that holds: `iOS`, `macOS`, `watchOS`, `tvOS`, `visionOS`.
    public var platform: String
    /// Custom conditions that hold (`DEBUG`, `PREVIEW`).
    public var defines: Set<String>

    /// Every platform the same sources are built for (the scan's), `platform` among them:
    /// an `#if` choosing alike on all of them does not make a view differ by platform
    /// (`decidedByPlatform(_:)`). Empty for one platform.
    public var builtFor: [String] = []

    public init(platform: String = "iOS", defines: Set<String> = [], builtFor: [String] = []) {
        self.platform = platform
        self.defines = defines
        self.builtFor = builtFor
    }

    /// The platforms `--platform` accepts.
    public static let platforms = ["iOS", "macOS", "watchOS", "tvOS", "visionOS"]

    /// The modules a build for `platform` can import: those of Apple's SDKs whose documentation
    /// lists that platform (UIKit lists watchOS 2 as well as iOS, tvOS and visionOS; ActivityKit
    /// iOS only; AppKit macOS only). Other modules (the app's packages) are not known here:
    /// `canImport` of one is false.
    var importableModules: Set<String> {
        Set(Self.appleModules.compactMap { $0.value.contains(platform) ? $0.key : nil })
    }

    /// Apple's modules that `#if canImport(…)` tests in real apps, with the platforms whose SDK
    /// has them (Apple's documentation, each framework's availability).
    static let appleModules: [String: Set<String>] = {
        let all: Set<String> = ["iOS", "macOS", "watchOS", "tvOS", "visionOS"]
        return [
            "SwiftUI": all, "Foundation": all, "Combine": all, "CoreGraphics": all, "Observation": all,
            "SwiftData": all, "Charts": all, "MapKit": all, "StoreKit": all, "CoreLocation": all,
            "UserNotifications": all, "AppIntents": all, "CloudKit": all, "AVFoundation": all, "os": all,
            "UIKit": ["iOS", "tvOS", "visionOS", "watchOS"],
            "AppKit": ["macOS"], "Cocoa": ["macOS"],
            "WatchKit": ["watchOS"],
            "ActivityKit": ["iOS"],
            "WidgetKit": ["iOS", "macOS", "watchOS", "visionOS"],
            "AVKit": all,
            "RealityKit": ["iOS", "macOS", "visionOS"],
        ]
    }()

    // MARK: Conditions

    /// Whether the condition of a `#if` / `#elseif` clause holds.
    /// - Complexity: O(n) in the size of the condition.
    func holds(_ condition: ExprSyntax) -> Bool {
        if let ref = condition.as(DeclReferenceExprSyntax.self) { return defines.contains(ref.baseName.identifierName) }
        if let bool = condition.as(BooleanLiteralExprSyntax.self) { return bool.literal.text == "true" }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return !holds(prefix.expression)
        }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return holds(only.expression)
        }
        if let sequence = condition.as(SequenceExprSyntax.self) { return holds(sequence) }
        if let infix = condition.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
            return combine(op.operator.text, holds(infix.leftOperand), holds(infix.rightOperand))
        }
        if let call = condition.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let argument = call.arguments.first?.expression.sourceText ?? ""
            switch name.baseName.identifierName {
            case "os": return argument == platform || (argument == "iOS" && platform == "visionOS")
            case "canImport": return importableModules.contains(argument.split(separator: ".").first.map(String.init) ?? argument)
            case "targetEnvironment": return false
            case "arch": return argument == "arm64"
            case "swift", "compiler", "hasFeature", "hasAttribute", "_compiler_version": return true
            default: return false
            }
        }
        return false
    }

    /// `a && b || c` as the parser leaves it: `&&` binds tighter than `||`.
    private func holds(_ sequence: SequenceExprSyntax) -> Bool {
        var anyTerm = false
        var term = true
        for element in sequence.elements {
            if let op = element.as(BinaryOperatorExprSyntax.self) {
                if op.operator.text == "||" {
                    anyTerm = anyTerm || term
                    term = true
                }
                continue
            }
            term = term && holds(element)
        }
        return anyTerm || term
    }

    private func combine(_ op: String, _ a: Bool, _ b: Bool) -> Bool {
        op == "||" ? (a || b) : (a && b)
    }

    /// The clause of a `#if … #elseif … #else … #endif` that is compiled, if any.
    func activeClause(_ decl: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        for clause in decl.clauses {
            guard let condition = clause.condition else { return clause }  // #else
            if holds(condition) { return clause }
        }
        return nil
    }

    // MARK: Platform tests

    /// Whether a clause's condition can hold on one platform and not another: it tests
    /// `os(…)` or `canImport(…)` (`targetEnvironment` and `arch` read the same everywhere).
    static func testsPlatform(_ condition: ExprSyntax) -> Bool {
        condition.tokens(viewMode: .sourceAccurate).contains { $0.text == "os" || $0.text == "canImport" }
    }

    /// Whether the platforms of ``builtFor`` compile different clauses of an `#if`
    /// (`#if !os(visionOS)` is decided alike for iOS and macOS).
    /// - Complexity: O(p · n) in the platforms and the size of the conditions.
    func decidedByPlatform(_ decl: IfConfigDeclSyntax) -> Bool {
        var alike = Set(builtFor)
        narrow(&alike, by: decl)
        return alike.count < Set(builtFor).count
    }

    // MARK: Active syntax

    /// The compiled statements of a code block, `#if` blocks expanded.
    func activeStatements(_ items: CodeBlockItemListSyntax) -> [CodeBlockItemSyntax] {
        var alike: Set<String> = []
        return activeStatements(items, alike: &alike)
    }

    /// The compiled statements of a code block; `alike` keeps the platforms that compile the
    /// same ones (``narrow(_:by:)``).
    func activeStatements(_ items: CodeBlockItemListSyntax, alike: inout Set<String>) -> [CodeBlockItemSyntax] {
        var out: [CodeBlockItemSyntax] = []
        for item in items {
            if case .decl(let decl) = item.item, let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                narrow(&alike, by: ifConfig)
                if case .statements(let inner)? = activeClause(ifConfig)?.elements { out += activeStatements(inner, alike: &alike) }
            } else {
                out.append(item)
            }
        }
        return out
    }

    /// Keeps in `alike` the platforms that compile the same clause of `decl` as ``platform``.
    func narrow(_ alike: inout Set<String>, by decl: IfConfigDeclSyntax) {
        guard alike.count > 1 else { return }
        alike = platforms(alike, compiling: activeClause(decl)?.id, of: decl)
    }

    /// The platforms among `candidates` on which `decl` compiles the clause `clause` (nil: no
    /// clause); all of them when no clause tests the platform.
    /// - Complexity: O(p · n) in the platforms and the size of the conditions.
    func platforms(_ candidates: Set<String>, compiling clause: SyntaxIdentifier?, of decl: IfConfigDeclSyntax) -> Set<String> {
        guard decl.clauses.contains(where: { $0.condition.map(Self.testsPlatform) ?? false }) else { return candidates }
        return candidates.filter { other in
            var conditions = self
            conditions.platform = other
            return conditions.activeClause(decl)?.id == clause
        }
    }

    /// The compiled members of a type, `#if` blocks expanded.
    func activeMembers(_ items: MemberBlockItemListSyntax) -> [DeclSyntax] {
        var out: [DeclSyntax] = []
        for item in items {
            if let ifConfig = item.decl.as(IfConfigDeclSyntax.self) {
                if case .decls(let inner)? = activeClause(ifConfig)?.elements { out += activeMembers(inner) }
            } else {
                out.append(item.decl)
            }
        }
        return out
    }

    /// The compiled cases of a `switch`, `#if` blocks expanded; `alike` as for statements.
    func activeCases(_ items: SwitchCaseListSyntax, alike: inout Set<String>) -> [SwitchCaseSyntax] {
        var out: [SwitchCaseSyntax] = []
        for item in items {
            switch item {
            case .switchCase(let c): out.append(c)
            case .ifConfigDecl(let ifConfig):
                narrow(&alike, by: ifConfig)
                if case .switchCases(let inner)? = activeClause(ifConfig)?.elements { out += activeCases(inner, alike: &alike) }
            }
        }
        return out
    }
}
