import LayoutCore
import SwiftSyntax

/// `Text`'s string, `ForEach` and the elements of the collections it and `for-in` go through.
extension Translator {
    /// A string for `Text`: a literal, a known value, or a placeholder (with a note).
    func text(_ expr: ExprSyntax, _ scope: Scope, in what: String) throws -> String {
        let value = try evaluate(expr, scope)
        if case .symbolic(let s) = value { return representativeText(s, at: expr) }
        guard let s = value.displayString else {
            // A value the model keeps but cannot show (a record, a call): its source text.
            return SourceIndex.collapsed(expr.sourceText)
        }
        return s
    }

    func forEach(_ args: inout CallArguments, call: FunctionCallExprSyntax?, at: DeclReferenceExprSyntax, _ scope: Scope) throws -> ViewNode {
        guard let dataExpr = args.takeUnlabeled() else { throw locator.error("ForEach needs data (a range, an array or allCases)", at: at) }
        if let id = args.take("id") { _ = id }
        guard let contentExpr = args.takeClosure("content") else {
            throw locator.error("ForEach needs a content closure", at: at)
        }
        let data = try evaluate(dataExpr, scope)
        let elements = try self.elements(of: data, from: dataExpr, for: "ForEach")
        var children: [ViewNode] = []
        for element in elements { children += try elementViews(contentExpr, element: element, at: at, scope) }
        return make(GroupLayout(name: "ForEach", arguments: [Argument(nil, "\(elements.count) elements")]), children, at: at)
    }

    /// The elements `ForEach` or a `for-in` loop goes through: a range's numbers, an array's
    /// values, or (for a run-time collection) several, one or no symbolic elements, explored.
    func elements(of data: Value, from dataExpr: ExprSyntax, for what: String) throws -> [Value] {
        var elements: [Value]
        switch data {
        case .range(let lo, let hi, let closed):
            let upper = closed ? hi : hi - 1
            guard lo.isFinite, hi.isFinite, upper - lo < Double(Self.maximumElements) else {
                throw locator.error("\(what) over \(data.text): at most \(Self.maximumElements) elements are modelled", at: dataExpr)
            }
            elements = upper < lo ? [] : stride(from: lo, through: upper, by: 1).map { .number($0) }
        case .array(let values):
            elements = values
        case .symbolic(let collection):
            // Several elements, one, or none: each is a symbolic element of the collection's type.
            let count = decideCount(collection)
            let elementType = collection.type.flatMap(TypeText.element)
            elements = (0..<count).map { _ in .symbolic(Symbol("\(collection.name)[i]", type: elementType)) }
        case .record, .memberCall, .member, .typeName:
            // Data from a call the model does not run (`Array(items.enumerated())`).
            let collection = Symbol(SourceIndex.collapsed(dataExpr.sourceText), type: nil)
            elements = (0..<decideCount(collection)).map { _ in .symbolic(Symbol("\(collection.name)[i]", type: nil)) }
        default:
            throw locator.error("\(what) over \(data.text): expected a range, an array or allCases", at: dataExpr)
        }
        guard elements.count <= Self.maximumElements else {
            throw locator.error("\(what) over \(elements.count) elements: at most \(Self.maximumElements) are modelled", at: dataExpr)
        }
        return elements
    }

    /// The views of one `ForEach` element: its closure, or a function given by name
    /// (`content: makeRow`, `content: RowView.init`, ``functionViews(_:argument:_:)``).
    private func elementViews(_ content: ExprSyntax, element: Value, at: DeclReferenceExprSyntax, _ scope: Scope) throws -> [ViewNode] {
        if let closure = content.as(ClosureExprSyntax.self) { return try closureViews(closure, scope, arguments: [element]) }
        if let views = try functionViews(content, argument: nil, scope) { return views }
        guard options.inputCompiles else { throw locator.error("ForEach needs a content closure", at: content) }
        return [try opaqueView(SourceIndex.collapsed(content.sourceText), at: content, because: "is a function whose views the model does not build")]
    }
}
