import LayoutCore
import SwiftSyntax

/// The platforms on which an evaluation would come out the same (``alikePlatforms``, among
/// those the sources are built for): the scan builds a view built for several platforms again
/// only on the others.
///
/// What narrows them, as the evaluation reads it:
/// 1. an `#if` testing `os(…)` or `canImport(…)` among the statements or `switch` cases it runs,
///    or after a view in a modifier chain (unless every clause of that chain only applies
///    modifiers that do not change layout, `PassThroughModifier.layoutNeutral`): the platforms
///    compiling another clause are dropped (``CompilationConditions/narrow(_:by:)``);
/// 2. a type, function or modifier it builds from that is declared under such an `#if`, or
///    whose initializers or `body` sit under one (``TypeInfo/platformSplit``): the platforms
///    compiling other declarations of it are dropped (``PlatformSplit``), as for step 3; of
///    another module's type the input extends, only the initializers a call's labels fit
///    count (``noteConstruction(of:call:)``);
/// 3. a name it looks up (a reference, a member, a call, a view, a modifier) that some
///    platform declares and another may not (``SourceIndex/platformNames``), among the
///    declarations that lookup can find (a modifier: a function, first one its arguments fit,
///    unless each gives back its receiver's layout, ``noteModifier(_:fitting:)``; an implicit
///    member: a static member or a case; ``PlatformNames/Lookup``);
/// 4. a built-in it builds whose model differs by platform outside the layouts that adapt
///    (a package chart's fixed size on watchOS): ``keepPlatforms(modelledAlike:)``.
///
/// A tree whose layout itself adapts to the platform (a `Toggle`, a `List`) is found by the
/// scan in the tree built; that needs no note here.
extension Translator {
    /// Step 1: the compiled statements of a block.
    func activeStatements(_ items: CodeBlockItemListSyntax) -> [CodeBlockItemSyntax] {
        model.conditions.activeStatements(items, alike: &alikePlatforms)
    }

    /// Step 1: the compiled cases of a `switch`.
    func activeCases(_ items: SwitchCaseListSyntax) -> [SwitchCaseSyntax] {
        model.conditions.activeCases(items, alike: &alikePlatforms)
    }

    /// Step 1: the compiled chain of a postfix `#if` (`Text(…) #if os(iOS) .keyboardType(…) #endif`).
    func activeChain(_ config: IfConfigDeclSyntax) -> ExprSyntax? {
        if alikePlatforms.count > 1, !LayoutNeutralCode.modifiers(config) { model.conditions.narrow(&alikePlatforms, by: config) }
        guard case .postfixExpression(let chain)? = model.conditions.activeClause(config)?.elements else { return nil }
        return chain
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
        if alikePlatforms.count > 1 { type.platformSplit.narrow(&alikePlatforms, around: model.conditions.platform) }
    }

    /// Step 2: a function the evaluation calls (one that gives back its receiver on every
    /// platform, as ``noteModifier(_:fitting:)`` says, does not count).
    func noteReading(_ function: FunctionDeclSyntax) {
        guard alikePlatforms.count > 1, !model.platformNames.isEmpty else { return }
        if model.platformNames.keepsLayoutOnEveryPlatform(function.name.identifierName), LayoutNeutralCode.givesBackItsReceiver(function) { return }
        var split = PlatformSplit()
        split.add(model.conditions.platformsCompiling(function), of: model.conditions.builtFor)
        split.narrow(&alikePlatforms, around: model.conditions.platform)
    }

    /// Step 2, for a call of a type of another module the input extends (`Image(systemName:)`
    /// beside an `extension Image` whose `init(osImage:)` only UIKit's platforms compile): the
    /// platforms compiling other declarations of the initializers the call's labels fit are
    /// dropped; a call no such initializer fits reads none of them.
    func noteConstruction(of name: String, call: FunctionCallExprSyntax) {
        guard alikePlatforms.count > 1, let extended = model.types[name] else { return }
        var labels: [String]?
        var split = PlatformSplit()
        for type in extended {
            for initializer in type.initializerPlatforms {
                if labels == nil { labels = memo.arguments(call, callee: name).labels }
                if let labels, Self.parameters(initializer.parameters, fit: labels) {
                    split.add(initializer.platforms, of: model.conditions.builtFor)
                }
            }
        }
        split.narrow(&alikePlatforms, around: model.conditions.platform)
    }

    /// Step 3: a name the evaluation looks up (a reference, a member, a call, a view or a
    /// modifier), found or not, by a lookup that can find the declarations `lookup` names.
    func noteName(_ name: String, as lookup: PlatformNames.Lookup = .any) {
        if alikePlatforms.count > 1, let split = model.platformNames.split(of: name, for: lookup) {
            split.narrow(&alikePlatforms, around: model.conditions.platform)
        }
    }

    /// Step 3, for a modifier applied to a view (`Translator+Modifiers`): the input's functions
    /// of its name, those whose parameters fit `call`'s arguments where its step 1 applies one,
    /// else (no call) all of them. None counts when every one of them gives back its receiver's
    /// layout on every platform (``PlatformNames/keepsLayoutOnEveryPlatform(_:fitting:)``): a
    /// polyfill such as `hoverEffectPolyfill()`, `self` on macOS and `hoverEffect()` elsewhere.
    func noteModifier(_ name: String, fitting call: FunctionCallExprSyntax?) {
        guard alikePlatforms.count > 1, model.platformNames.declaresFunction(name) else { return }
        let labels = call.map { memo.arguments($0, callee: name).labels }
        guard let split = model.platformNames.functions(named: name, fitting: labels),
              !model.platformNames.keepsLayoutOnEveryPlatform(name, fitting: labels) else { return }
        split.narrow(&alikePlatforms, around: model.conditions.platform)
    }

    /// Step 4: a built-in that models some platforms alike and others otherwise (a package's
    /// view whose size its own `#if os(…)` decides): only the platforms modelled like this one
    /// are kept.
    func keepPlatforms(modelledAlike alike: (String) -> Bool) {
        alikePlatforms = alikePlatforms.filter { $0 == model.conditions.platform || alike($0) }
    }

    /// Whether the evaluation may come out otherwise on a platform the sources are built for.
    var dependsOnPlatform: Bool { alikePlatforms.count < model.conditions.builtFor.count }

}
