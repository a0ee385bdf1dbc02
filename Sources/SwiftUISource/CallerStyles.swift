import LayoutCore
import SwiftSyntax

/// The styles a view's callers give it through the environment: a view that the input uses
/// only inside `.formStyle(.grouped)` (`TabView { GeneralSettings() }.formStyle(.grouped)`) is
/// always laid out grouped, since SwiftUI's styles flow from a view to everything below it.
///
/// Steps, over every file once:
/// 1. each use of a view the input declares (`GeneralSettings()`, or the name alone);
/// 2. the style modifiers (`BuiltInModifier.styles`: `formStyle`, `listStyle`, `toggleStyle`, …)
///    applied to an expression that holds the use, from the use outward, within the body that
///    holds it (a style applied by that body's own callers is not followed);
/// 3. for each view, the styles found at **every** use with the same argument (the first such
///    call kept, for its location); a view without uses, or used once without the style, gets
///    none.
struct CallerStyles {
    /// The style modifier calls every use of a view has, innermost first, by view name.
    private(set) var byView: [String: [FunctionCallExprSyntax]] = [:]

    static let styleNames = Set(BuiltInModifier.styles.map(\.name))

    /// One use of a view, with the style calls around it.
    typealias Use = (name: String, styles: [FunctionCallExprSyntax])

    /// Steps 1–2 read each file on its own, on `jobs` threads; `uses`, when given, gives a
    /// file's uses of a superset of `views` (found once for every index of a parse,
    /// ``ParsedFileFacts``).
    /// - Complexity: O(n · d) in the size of the files and the depth of the uses.
    init(files: [SourceFileSyntax], views: Set<String>, jobs: Int = 1, uses: ((SourceFileSyntax) -> [Use])? = nil) {
        guard !views.isEmpty else { return }
        // 1–2.
        let byFile = DeepTrees.concurrentMap(files.count, jobs: jobs) { i in
            (uses?(files[i]) ?? Self.uses(in: files[i], of: views)).filter { views.contains($0.name) }
        }
        var uses: [String: [[FunctionCallExprSyntax]]] = [:]
        for found in byFile {
            for (name, styles) in found { uses[name, default: []].append(styles) }
        }
        // 3.
        for (name, found) in uses {
            guard var common = found.first, !common.isEmpty else { continue }
            for other in found.dropFirst() {
                common = common.filter { call in other.contains { Self.key($0) == Self.key(call) } }
            }
            if !common.isEmpty { byView[name] = common }
        }
    }

    /// Steps 1–2 in one file: each use of one of `views`, in the file's order, with the style
    /// calls around it.
    static func uses(in file: SourceFileSyntax, of views: Set<String>) -> [Use] {
        var found: [Use] = []
        for token in file.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, views.contains(name),
                  let reference = token.parent?.as(DeclReferenceExprSyntax.self), !isMemberName(reference) else { continue }
            found.append((name, styles(around: reference)))
        }
        return found
    }

    /// Step 2: the style calls whose receiver holds `use`, innermost first.
    private static func styles(around use: DeclReferenceExprSyntax) -> [FunctionCallExprSyntax] {
        var found: [FunctionCallExprSyntax] = []
        var child = Syntax(use)
        var current = use.parent
        while let node = current {
            // The body holding the use ends here.
            if node.is(MemberBlockItemSyntax.self) || node.is(CodeBlockItemSyntax.self) && node.parent?.parent?.is(SourceFileSyntax.self) == true { break }
            if let member = node.as(MemberAccessExprSyntax.self), member.base.map({ Syntax($0) == child }) == true,
               let call = member.parent?.as(FunctionCallExprSyntax.self), Syntax(call.calledExpression) == Syntax(member),
               styleNames.contains(member.declName.baseName.identifierName) {
                found.append(call)
            }
            child = node
            current = node.parent
        }
        return found
    }

    /// `.GeneralSettings`, a member's name: another type's member, not the view.
    private static func isMemberName(_ reference: DeclReferenceExprSyntax) -> Bool {
        reference.parent?.is(MemberAccessExprSyntax.self) == true && reference.parent?.as(MemberAccessExprSyntax.self)?.declName == reference
    }

    /// `formStyle(.grouped)`: a style and its argument, as written.
    private static func key(_ call: FunctionCallExprSyntax) -> String {
        (call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.identifierName ?? "") + "(" + call.arguments.trimmedDescription + ")"
    }
}
