import LayoutCore
import SwiftSyntax

/// Whether an evaluation can come out otherwise on another platform (``dependsOnPlatform``),
/// so that the scan builds a view built for several platforms once when nothing it read
/// differs between them.
///
/// What it notes, as the evaluation reads it:
/// 1. an `#if` decided by platform (``CompilationConditions/decidedByPlatform(_:)``) among the statements or `switch` cases it runs, or after
///    a view in a modifier chain, unless every clause of that chain only applies modifiers that
///    do not change layout (`PassThroughModifier.layoutNeutral`);
/// 2. a type, function or modifier it builds from that is declared under such an `#if`, or
///    whose initializers or `body` sit under one (``TypeInfo/platformConditional``);
/// 3. a name it looks up (a reference, a member, a call, a view, a modifier) that some
///    platform declares and another may not (``SourceIndex/platformNames``).
///
/// A tree whose layout itself adapts to the platform (a `Toggle`, a `List`) is found by the
/// scan in the tree built; that needs no note here.
extension Translator {
    /// Step 1: the compiled statements of a block.
    func activeStatements(_ items: CodeBlockItemListSyntax) -> [CodeBlockItemSyntax] {
        model.conditions.activeStatements(items, platformTested: &dependsOnPlatform)
    }

    /// Step 1: the compiled cases of a `switch`.
    func activeCases(_ items: SwitchCaseListSyntax) -> [SwitchCaseSyntax] {
        model.conditions.activeCases(items, platformTested: &dependsOnPlatform)
    }

    /// Step 1: the compiled chain of a postfix `#if` (`Text(…) #if os(iOS) .keyboardType(…) #endif`).
    func activeChain(_ config: IfConfigDeclSyntax) -> ExprSyntax? {
        if !dependsOnPlatform, model.conditions.decidedByPlatform(config), !Self.onlyLayoutNeutral(config) { dependsOnPlatform = true }
        guard case .postfixExpression(let chain)? = model.conditions.activeClause(config)?.elements else { return nil }
        return chain
    }

    /// Whether every clause of a postfix `#if` only applies modifiers that do not change layout.
    static func onlyLayoutNeutral(_ config: IfConfigDeclSyntax) -> Bool {
        config.clauses.allSatisfy { clause in
            switch clause.elements {
            case nil: return true
            case .postfixExpression(let chain)?: return onlyLayoutNeutral(chain)
            default: return false
            }
        }
    }

    private static func onlyLayoutNeutral(_ chain: ExprSyntax) -> Bool {
        if let call = chain.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            return PassThroughModifier.layoutNeutral.contains(member.declName.baseName.text) && (member.base.map(onlyLayoutNeutral) ?? true)
        }
        if let postfix = chain.as(PostfixIfConfigExprSyntax.self) {
            return (postfix.base.map(onlyLayoutNeutral) ?? true) && onlyLayoutNeutral(postfix.config)
        }
        return false
    }

    /// Steps 2–3: the type named `name` as seen from `context` (``SourceIndex/type(named:from:)``),
    /// noted.
    func typeInfo(named name: String, from context: TypeInfo? = nil) -> TypeInfo? {
        noteName(name)
        guard let type = model.type(named: name, from: context) else { return nil }
        noteReading(type)
        return type
    }

    /// Step 2: a type the evaluation builds from.
    func noteReading(_ type: TypeInfo) {
        if type.platformConditional { dependsOnPlatform = true }
    }

    /// Step 2: a function the evaluation calls.
    func noteReading(_ function: FunctionDeclSyntax) {
        if !dependsOnPlatform, !model.platformNames.isEmpty, model.conditions.isUnderPlatformTest(function) { dependsOnPlatform = true }
    }

    /// Step 3: a name the evaluation looks up (a reference, a member, a call, a view or a
    /// modifier), found or not.
    func noteName(_ name: String) {
        if !dependsOnPlatform, model.platformNames.contains(name) { dependsOnPlatform = true }
    }
}
