import LayoutCore
import SwiftSyntax

/// What the index reads out of syntax: inferred types, strings, doc comments, wrappers,
/// parameters and the declarations the index lists.
extension SourceIndex {
    /// The type a literal or call gives (`"x"` → String, `User(…)` → User), if evident.
    static func inferredType(_ value: ExprSyntax) -> String? {
        if value.is(StringLiteralExprSyntax.self) { return "String" }
        if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if value.is(FloatLiteralExprSyntax.self) { return "Double" }
        if let call = value.as(FunctionCallExprSyntax.self) {
            if let ref = call.calledExpression.as(DeclReferenceExprSyntax.self), ref.baseName.identifierName.first?.isUppercase == true {
                return ref.baseName.identifierName
            }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.identifierName == "init", let base = member.base {
                return base.sourceText
            }
        }
        return nil
    }

/// The text of a string literal without interpolations, or nil.
    static func plainString(_ literal: StringLiteralExprSyntax) -> String? {
        var out = ""
        for segment in literal.segments {
            guard case .stringSegment(let s) = segment else { return nil }
            out += unescape(s.content.text)
        }
        return out
    }

    static func unescape(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var out = ""
        var escaping = false
        for ch in text {
            if escaping {
                switch ch {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "0": out.append("\0")
                default: out.append(ch)
                }
                escaping = false
            } else if ch == "\\" {
                escaping = true
            } else {
                out.append(ch)
            }
        }
        return out
    }

    /// The `var body: some View` binding of a type (or `static var previews`).
    static func bodyBinding(of t: TypeInfo, named name: String = "body") -> PatternBindingSyntax? {
        t.binding(named: name)?.binding
    }

    /// The statements of a computed property (`{ … }` or `{ get { … } }`).
    static func getterStatements(_ binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
        guard let accessors = binding.accessorBlock?.accessors else { return nil }
        switch accessors {
        case .getter(let statements): return statements
        case .accessors(let list):
            return list.first { $0.accessorSpecifier.text == "get" }?.body?.statements
        }
    }

    /// The expression of a body that is one expression, `return` of one, or an `if` / `switch`
    /// statement (`var x: T { a ? b : c }`, `{ return .init(…) }`); nil for any other body.
    static func onlyExpression(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard statements.count == 1, let only = statements.first else { return nil }
        switch only.item {
        case .expr(let e): return e
        case .stmt(let s): return s.as(ReturnStmtSyntax.self)?.expression ?? s.as(ExpressionStmtSyntax.self)?.expression
        case .decl: return nil
        }
    }

    /// The name of the first view in a body (`HStack` for `HStack { … }.padding()`).
    static func rootName(_ statements: CodeBlockItemListSyntax) -> String? {
        guard let first = statements.first else { return nil }
        var expr: ExprSyntax?
        switch first.item {
        case .expr(let e): expr = e
        case .stmt(let s): expr = s.as(ReturnStmtSyntax.self)?.expression ?? s.as(ExpressionStmtSyntax.self)?.expression
        case .decl: return nil
        }
        while let e = expr {
            if let call = e.as(FunctionCallExprSyntax.self) { expr = call.calledExpression; continue }
            if let member = e.as(MemberAccessExprSyntax.self) {
                if let base = member.base { expr = base; continue }
                return member.declName.baseName.identifierName
            }
            if let ref = e.as(DeclReferenceExprSyntax.self) { return ref.baseName.identifierName }
            if e.is(IfExprSyntax.self) { return "if" }
            if e.is(SwitchExprSyntax.self) { return "switch" }
            return nil
        }
        return nil
    }

    /// The doc comment in leading trivia: the `///` lines (or `/** */` block) directly above
    /// the declaration. A blank line or a plain comment after them starts over.
    static func docComment(_ trivia: Trivia) -> String? {
        var lines: [String] = []
        for piece in trivia {
            switch piece {
            case .docLineComment(let text):
                var line = Substring(text.dropFirst(3))
                if line.hasPrefix(" ") { line = line.dropFirst() }
                lines.append(String(line))
            case .docBlockComment(let text):
                let inner = text.dropFirst(3).dropLast(2)
                for raw in inner.split(separator: "\n", omittingEmptySubsequences: false) {
                    var line = raw.drop { $0 == " " || $0 == "\t" }
                    if line.hasPrefix("*") { line = line.dropFirst() }
                    if line.hasPrefix(" ") { line = line.dropFirst() }
                    lines.append(String(line))
                }
                while lines.last?.isEmpty == true { lines.removeLast() }
                while lines.first?.isEmpty == true { lines.removeFirst() }
            case .lineComment, .blockComment:
                lines = []
            case .newlines(let n), .carriageReturnLineFeeds(let n):
                if n > 1 { lines = [] }
            default:
                break
            }
        }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }

    static func wrapper(of attributes: AttributeListSyntax) -> String? {
        for attribute in attributes {
            if case .attribute(let a) = attribute {
                return a.attributeName.sourceText
            }
        }
        return nil
    }

    static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }

    static func parameters(_ clause: FunctionParameterClauseSyntax) -> [ViewDeclaration.Parameter] {
        clause.parameters.map { p in
            let first = p.firstName.identifierName
            let name = p.secondName?.identifierName ?? first
            let type = p.type.sourceText
            let isBuilder = p.attributes.contains { attr in
                if case .attribute(let a) = attr { return a.attributeName.sourceText == "ViewBuilder" }
                return false
            }
            return ViewDeclaration.Parameter(
                label: first == "_" ? nil : first, name: name, type: type,
                defaultValue: p.defaultValue?.value.sourceText, isViewBuilder: isBuilder)
        }
    }

    /// A type's generic parameters as written (`Content: View`), followed by the conformances its
    /// `where` clause gives them (`struct Card<Content>: View where Content: View` gives
    /// `Content, Content: View`).
    static func genericParameters(of t: TypeInfo) -> String? {
        let clause = t.decl.as(StructDeclSyntax.self)?.genericWhereClause ?? t.decl.as(ClassDeclSyntax.self)?.genericWhereClause
        let names = Set(t.genericParameters?.parameters.map(\.name.identifierName) ?? [])
        let conformances = clause?.requirements.compactMap { r -> String? in
            guard case .conformanceRequirement(let c) = r.requirement, names.contains(c.leftType.trimmedDescription) else { return nil }
            return c.trimmedDescription
        } ?? []
        let written = t.genericParameters?.parameters.sourceText
        guard !conformances.isEmpty else { return written }
        return ([written].compactMap { $0 } + conformances).joined(separator: ", ")
    }

    static func declaration(of t: TypeInfo, kind: ViewDeclaration.Kind, locator: Locator) -> ViewDeclaration {
        var properties: [ViewDeclaration.Property] = []
        var initializers: [ViewDeclaration.Initializer] = []
        for member in t.members {
            if let v = member.as(VariableDeclSyntax.self) {
                let isStatic = isStatic(v.modifiers)
                for binding in v.bindings where binding.accessorBlock == nil && !isStatic {
                    guard let id = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                    properties.append(ViewDeclaration.Property(
                        name: id.identifier.identifierName, type: binding.typeAnnotation?.type.sourceText,
                        defaultValue: binding.initializer?.value.sourceText, wrapper: wrapper(of: v.attributes),
                        isLet: v.bindingSpecifier.text == "let", location: locator.location(id)))
                }
            } else if let i = member.as(InitializerDeclSyntax.self) {
                var signature = i.with(\.body, nil).with(\.leadingTrivia, []).sourceText
                signature = collapsed(signature)
                initializers.append(ViewDeclaration.Initializer(
                    signature: signature, parameters: parameters(i.signature.parameterClause),
                    docComment: docComment(i.leadingTrivia), location: locator.location(i.initKeyword),
                    hasBody: !(i.body?.statements.isEmpty ?? true)))
            }
        }
        let bodyName = kind == .previewProvider ? "previews" : "body"
        let statements = bodyBinding(of: t, named: bodyName).flatMap(getterStatements)
        return ViewDeclaration(
            kind: kind, name: t.qualifiedName, fileName: locator.fileName(of: t.decl), location: locator.location(t.nameNode),
            docComment: docComment(t.decl.leadingTrivia),
            inheritedTypes: t.inheritedTypes,
            genericParameters: genericParameters(of: t),
            properties: properties, initializers: initializers,
            hasBody: !(statements?.isEmpty ?? true), bodyRootName: statements.flatMap(rootName),
            bodyLocation: statements?.first.map { locator.location($0) }, bodySource: statements?.sourceText,
            isPublic: t.decl.asProtocol((any WithModifiersSyntax).self)?.modifiers.contains { ["public", "open"].contains($0.name.text) } ?? false)
    }

    static func declaration(of f: FunctionDeclSyntax, locator: Locator) -> ViewDeclaration {
        let statements = f.body?.statements
        let signature = collapsed(f.with(\.body, nil).with(\.leadingTrivia, []).sourceText)
        let initializer = ViewDeclaration.Initializer(
            signature: signature, parameters: parameters(f.signature.parameterClause),
            docComment: docComment(f.leadingTrivia), location: locator.location(f.name), hasBody: !(statements?.isEmpty ?? true))
        return ViewDeclaration(
            kind: .viewExtensionFunction, name: f.name.identifierName, fileName: locator.fileName(of: f), location: locator.location(f.name),
            docComment: docComment(f.leadingTrivia), inheritedTypes: [], genericParameters: f.genericParameterClause?.parameters.sourceText,
            properties: [], initializers: [initializer], hasBody: !(statements?.isEmpty ?? true),
            bodyRootName: statements.flatMap(rootName), bodyLocation: statements?.first.map { locator.location($0) },
            bodySource: statements?.sourceText)
    }
}
