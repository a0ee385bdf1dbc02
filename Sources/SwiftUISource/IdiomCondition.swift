import SwiftSyntax

/// What a test of `UIDevice.current.userInterfaceIdiom` in the source lets the code it guards run
/// on: the idioms (`phone`, `pad`, …) of the devices where the branch is taken.
///
/// Steps of ``idioms(of:body:)`` for an `if`'s conditions:
/// 1. each condition that compares the idiom with a case (`… userInterfaceIdiom == .pad`,
///    `!= .phone`, either way round, or joined by `&&`) gives the idioms where it holds;
/// 2. the branch runs where all of them hold (conditions that are no idiom test do not narrow);
/// 3. the `else` branch runs on the other idioms only when the whole condition is one comparison.
/// A `switch` over the idiom (``idioms(ofCase:)``): a case's own idioms; `default`, those no case names.
/// (https://developer.apple.com/documentation/uikit/uidevice/userinterfaceidiom)
public enum IdiomCondition {
    /// The idioms `UIUserInterfaceIdiom` declares.
    public static let cases: Set<String> = ["phone", "pad", "tv", "carPlay", "mac", "vision", "unspecified"]
    /// The questions true only where an iPhone or iPad app runs on a Mac
    /// (`ProcessInfo.processInfo.isiOSAppOnMac`, `isMacCatalystApp`).
    static let macOnlyQuestions = ["isiOSAppOnMac", "isMacCatalystApp"]

    /// Whether the run-time value `name` (`ProcessInfo.processInfo.isiOSAppOnMac`) asks if an
    /// iPhone or iPad app runs on a Mac: true there only.
    public static func asksIfOnMac(_ name: String) -> Bool {
        macOnlyQuestions.contains { name == $0 || name.hasSuffix("." + $0) }
    }

    /// The idioms where the `if`'s body (`body: true`) or its `else` (`body: false`) runs; nil
    /// when the conditions do not decide it by the idiom.
    public static func idioms(of ifExpr: IfExprSyntax, body: Bool) -> Set<String>? {
        // 1.
        let tests = ifExpr.conditions.map { element -> Set<String>? in
            guard case .expression(let e) = element.condition else { return nil }
            return idioms(where: e)
        }
        // 2.
        if body {
            let known = tests.compactMap { $0 }
            return known.isEmpty ? nil : known.dropFirst().reduce(known[0]) { $0.intersection($1) }
        }
        // 3.
        guard ifExpr.conditions.count == 1, case .expression(let e) = ifExpr.conditions.first!.condition, let only = comparison(e) else { return nil }
        return cases.subtracting(only)
    }

    /// The idioms where `e` holds when it is one comparison of the idiom with a case (in
    /// parentheses or not), nil otherwise.
    static func comparison(_ e: ExprSyntax) -> Set<String>? {
        if let tuple = e.as(TupleExprSyntax.self), tuple.elements.count == 1 { return comparison(tuple.elements.first!.expression) }
        guard let sequence = e.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
        let elements = Array(sequence.elements)
        return comparison(elements[0], elements[1], elements[2])
    }

    /// The idioms where the `switch` case `switchCase` runs, when the switch is over the idiom.
    public static func idioms(ofCase switchCase: SwitchCaseSyntax) -> Set<String>? {
        guard let switchExpr = switchCase.parent?.parent?.as(SwitchExprSyntax.self), isIdiom(switchExpr.subject) else { return nil }
        switch switchCase.label {
        case .case(let label):
            let named = label.caseItems.compactMap { caseName($0.pattern.trimmedDescription) }
            return named.count == label.caseItems.count ? Set(named) : nil
        case .default:
            let named = switchExpr.cases.compactMap { $0.as(SwitchCaseSyntax.self) }.flatMap { c -> [String] in
                guard case .case(let label) = c.label else { return [] }
                return label.caseItems.compactMap { caseName($0.pattern.trimmedDescription) }
            }
            return cases.subtracting(named)
        }
    }

    /// Step 1 for one expression: the idioms where it is true, nil when it is no idiom test. A
    /// chain joined by `&&` holds where every idiom test in it holds; one with `||` is not read.
    static func idioms(where e: ExprSyntax) -> Set<String>? {
        if let tuple = e.as(TupleExprSyntax.self), tuple.elements.count == 1 { return idioms(where: tuple.elements.first!.expression) }
        guard let sequence = e.as(SequenceExprSyntax.self) else { return nil }
        var parts: [[ExprSyntax]] = [[]]
        for element in sequence.elements {
            switch element.trimmedDescription {
            case "&&": parts.append([])
            case "||": return nil
            default: parts[parts.count - 1].append(element)
            }
        }
        let tests = parts.compactMap { part -> Set<String>? in
            if part.count == 1 { return idioms(where: part[0]) }
            return part.count == 3 ? comparison(part[0], part[1], part[2]) : nil
        }
        return tests.isEmpty ? nil : tests.dropFirst().reduce(tests[0]) { $0.intersection($1) }
    }

    /// `lhs op rhs` when it compares the idiom with a case.
    static func comparison(_ lhs: ExprSyntax, _ op: ExprSyntax, _ rhs: ExprSyntax) -> Set<String>? {
        let sign = op.trimmedDescription
        guard sign == "==" || sign == "!=" else { return nil }
        let named: String?
        if isIdiom(lhs) { named = caseName(rhs.trimmedDescription) } else if isIdiom(rhs) { named = caseName(lhs.trimmedDescription) } else { return nil }
        guard let named else { return nil }
        return sign == "==" ? [named] : cases.subtracting([named])
    }

    /// `UIDevice.current.userInterfaceIdiom`, `traitCollection.userInterfaceIdiom`, …
    static func isIdiom(_ e: ExprSyntax) -> Bool {
        e.trimmedDescription.hasSuffix("userInterfaceIdiom")
    }

    /// `pad` of `.pad` or `UIUserInterfaceIdiom.pad`; nil for anything else.
    public static func caseName(_ text: String) -> String? {
        guard text.hasPrefix(".") || text.hasPrefix("UIUserInterfaceIdiom.") else { return nil }
        let name = String(text.split(separator: ".").last ?? "")
        return cases.contains(name) ? name : nil
    }
}
