import LayoutCore
import SwiftSyntax

/// Converts syntax positions to the 1-based line:column the diagnostics and nodes carry.
struct Locator {
    let converter: SourceLocationConverter
    let fileName: String

    init(fileName: String, tree: SourceFileSyntax) {
        self.fileName = fileName
        self.converter = SourceLocationConverter(fileName: fileName, tree: tree)
    }

    func location(_ node: some SyntaxProtocol) -> LayoutCore.SourceLocation {
        let l = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return LayoutCore.SourceLocation(line: l.line, column: l.column)
    }

    func location(_ position: AbsolutePosition) -> LayoutCore.SourceLocation {
        let l = converter.location(for: position)
        return LayoutCore.SourceLocation(line: l.line, column: l.column)
    }

    /// A diagnostic anchored at `node`, underlining it up to the end of its first line.
    func diagnostic(_ severity: Diagnostic.Severity, _ message: String, at node: some SyntaxProtocol) -> Diagnostic {
        let loc = location(node)
        let text = node.trimmedDescription
        let firstLine = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return Diagnostic(severity, message, fileName: fileName, line: loc.line, column: loc.column, length: firstLine.utf8.count)
    }

    func error(_ message: String, at node: some SyntaxProtocol) -> SourceError {
        SourceError(diagnostic(.error, message, at: node))
    }
}

/// An enum the input declares (for `allCases`, `rawValue` and `==`).
struct EnumInfo {
    var name: String
    var cases: [(name: String, rawValue: String?)]
    var hasStringRawValue: Bool
}

/// Everything the translator needs to know about the input's declarations.
struct SourceModel {
    var viewStructs: [String: StructDeclSyntax] = [:]
    var viewStructOrder: [String] = []
    var previewProviders: [StructDeclSyntax] = []
    var previewMacros: [(name: String?, closure: ClosureExprSyntax?, node: Syntax)] = []
    var enums: [String: EnumInfo] = [:]
    /// Types conforming to `Layout` (custom layouts we cannot model).
    var customLayouts: [String: Syntax] = [:]
    var extensionFunctions: [String: FunctionDeclSyntax] = [:]
    /// Top-level statements that are expressions (snippets).
    var topLevelExpressions: [ExprSyntax] = []
    /// Top-level `let x = …` constants.
    var globals: [String: ExprSyntax] = [:]
    var declarations: [ViewDeclaration] = []

    /// - Complexity: O(n) in the number of top-level declarations and their members.
    init(_ file: SourceFileSyntax, locator: Locator) {
        for item in file.statements { scan(item.item, locator: locator) }
    }

    private mutating func scan(_ item: CodeBlockItemSyntax.Item, locator: Locator) {
        switch item {
        case .decl(let decl):
            scanDecl(decl, locator: locator)
        case .expr(let expr):
            if let macro = expr.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" {
                addPreview(name: Self.previewName(macro.arguments), closure: macro.trailingClosure, node: Syntax(macro), locator: locator)
            } else {
                topLevelExpressions.append(expr)
            }
        case .stmt(let stmt):
            if let exprStmt = stmt.as(ExpressionStmtSyntax.self) {
                topLevelExpressions.append(exprStmt.expression)
            }
        }
    }

    private mutating func scanDecl(_ decl: DeclSyntax, locator: Locator) {
        if let s = decl.as(StructDeclSyntax.self) {
            let inherited = s.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            let name = s.name.text
            if inherited.contains("PreviewProvider") {
                previewProviders.append(s)
                declarations.append(Self.declaration(of: s, kind: .previewProvider, locator: locator))
            } else if inherited.contains(where: { $0 == "Layout" || $0 == "SwiftUI.Layout" }) {
                customLayouts[name] = Syntax(s)
            } else if inherited.contains(where: { $0 == "View" || $0 == "SwiftUI.View" }) || Self.bodyBinding(of: s) != nil {
                if viewStructs[name] == nil { viewStructOrder.append(name) }
                viewStructs[name] = s
                declarations.append(Self.declaration(of: s, kind: .view, locator: locator))
            }
        } else if let e = decl.as(EnumDeclSyntax.self) {
            var cases: [(String, String?)] = []
            for member in e.memberBlock.members {
                guard let c = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
                for element in c.elements {
                    var raw: String?
                    if let value = element.rawValue?.value {
                        if let s = value.as(StringLiteralExprSyntax.self) { raw = Self.plainString(s) } else { raw = value.trimmedDescription }
                    }
                    cases.append((element.name.text, raw))
                }
            }
            let inherited = e.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            enums[e.name.text] = EnumInfo(name: e.name.text, cases: cases, hasStringRawValue: inherited.contains("String"))
        } else if let ext = decl.as(ExtensionDeclSyntax.self) {
            let extended = ext.extendedType.trimmedDescription
            guard extended == "View" || extended == "SwiftUI.View" else { return }
            for member in ext.memberBlock.members {
                guard let f = member.decl.as(FunctionDeclSyntax.self) else { continue }
                let returns = f.signature.returnClause?.type.trimmedDescription ?? ""
                guard returns.hasPrefix("some View") || returns == "some SwiftUI.View" else { continue }
                extensionFunctions[f.name.text] = f
                declarations.append(Self.declaration(of: f, locator: locator))
            }
        } else if let macro = decl.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" {
            addPreview(name: Self.previewName(macro.arguments), closure: macro.trailingClosure, node: Syntax(macro), locator: locator)
        } else if let v = decl.as(VariableDeclSyntax.self), v.bindingSpecifier.text == "let" {
            for binding in v.bindings {
                if let id = binding.pattern.as(IdentifierPatternSyntax.self), let value = binding.initializer?.value {
                    globals[id.identifier.text] = value
                }
            }
        }
    }

    private mutating func addPreview(name: String?, closure: ClosureExprSyntax?, node: Syntax, locator: Locator) {
        previewMacros.append((name, closure, node))
        let statements = closure?.statements
        declarations.append(ViewDeclaration(
            kind: .previewMacro, name: name ?? "Preview", fileName: locator.fileName, location: locator.location(node),
            docComment: Self.docComment(node.leadingTrivia), inheritedTypes: [], genericParameters: nil,
            properties: [], initializers: [], hasBody: !(statements?.isEmpty ?? true),
            bodyRootName: statements.flatMap(Self.rootName), bodyLocation: statements?.first.map { locator.location($0) },
            bodySource: statements?.trimmedDescription))
    }

    static func previewName(_ arguments: LabeledExprListSyntax) -> String? {
        guard let first = arguments.first, first.label == nil, let s = first.expression.as(StringLiteralExprSyntax.self) else { return nil }
        return plainString(s)
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

    /// The `var body: some View` binding of a struct (or `static var previews`).
    static func bodyBinding(of s: StructDeclSyntax, named name: String = "body") -> PatternBindingSyntax? {
        for member in s.memberBlock.members {
            guard let v = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in v.bindings {
                if binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name { return binding }
            }
        }
        return nil
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
                return member.declName.baseName.text
            }
            if let ref = e.as(DeclReferenceExprSyntax.self) { return ref.baseName.text }
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
                return a.attributeName.trimmedDescription
            }
        }
        return nil
    }

    static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }

    static func parameters(_ clause: FunctionParameterClauseSyntax) -> [ViewDeclaration.Parameter] {
        clause.parameters.map { p in
            let first = p.firstName.text
            let name = p.secondName?.text ?? first
            let type = p.type.trimmedDescription
            let isBuilder = p.attributes.contains { attr in
                if case .attribute(let a) = attr { return a.attributeName.trimmedDescription == "ViewBuilder" }
                return false
            }
            return ViewDeclaration.Parameter(
                label: first == "_" ? nil : first, name: name, type: type,
                defaultValue: p.defaultValue?.value.trimmedDescription, isViewBuilder: isBuilder)
        }
    }

    static func declaration(of s: StructDeclSyntax, kind: ViewDeclaration.Kind, locator: Locator) -> ViewDeclaration {
        var properties: [ViewDeclaration.Property] = []
        var initializers: [ViewDeclaration.Initializer] = []
        for member in s.memberBlock.members {
            if let v = member.decl.as(VariableDeclSyntax.self) {
                let isStatic = v.modifiers.contains { $0.name.text == "static" }
                for binding in v.bindings where binding.accessorBlock == nil && !isStatic {
                    guard let id = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                    properties.append(ViewDeclaration.Property(
                        name: id.identifier.text, type: binding.typeAnnotation?.type.trimmedDescription,
                        defaultValue: binding.initializer?.value.trimmedDescription, wrapper: wrapper(of: v.attributes),
                        isLet: v.bindingSpecifier.text == "let", location: locator.location(id)))
                }
            } else if let i = member.decl.as(InitializerDeclSyntax.self) {
                var signature = i.with(\.body, nil).with(\.leadingTrivia, []).trimmedDescription
                signature = collapsed(signature)
                initializers.append(ViewDeclaration.Initializer(
                    signature: signature, parameters: parameters(i.signature.parameterClause),
                    docComment: docComment(i.leadingTrivia), location: locator.location(i.initKeyword),
                    hasBody: !(i.body?.statements.isEmpty ?? true)))
            }
        }
        let bodyName = kind == .previewProvider ? "previews" : "body"
        let statements = bodyBinding(of: s, named: bodyName).flatMap(getterStatements)
        return ViewDeclaration(
            kind: kind, name: s.name.text, fileName: locator.fileName, location: locator.location(s.name),
            docComment: docComment(s.leadingTrivia),
            inheritedTypes: s.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? [],
            genericParameters: s.genericParameterClause?.parameters.trimmedDescription,
            properties: properties, initializers: initializers,
            hasBody: !(statements?.isEmpty ?? true), bodyRootName: statements.flatMap(rootName),
            bodyLocation: statements?.first.map { locator.location($0) }, bodySource: statements?.trimmedDescription)
    }

    static func declaration(of f: FunctionDeclSyntax, locator: Locator) -> ViewDeclaration {
        let statements = f.body?.statements
        let signature = collapsed(f.with(\.body, nil).with(\.leadingTrivia, []).trimmedDescription)
        let initializer = ViewDeclaration.Initializer(
            signature: signature, parameters: parameters(f.signature.parameterClause),
            docComment: docComment(f.leadingTrivia), location: locator.location(f.name), hasBody: !(statements?.isEmpty ?? true))
        return ViewDeclaration(
            kind: .viewExtensionFunction, name: f.name.text, fileName: locator.fileName, location: locator.location(f.name),
            docComment: docComment(f.leadingTrivia), inheritedTypes: [], genericParameters: f.genericParameterClause?.parameters.trimmedDescription,
            properties: [], initializers: [initializer], hasBody: !(statements?.isEmpty ?? true),
            bodyRootName: statements.flatMap(rootName), bodyLocation: statements?.first.map { locator.location($0) },
            bodySource: statements?.trimmedDescription)
    }
}
