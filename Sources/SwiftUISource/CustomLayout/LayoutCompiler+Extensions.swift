import LayoutCore
import SwiftSyntax

/// Methods and computed properties the input adds to standard types in extensions
/// (`extension [LayoutSubviews.Element] { func maxHeight(_ proposal: ProposedViewSize) -> CGFloat }`,
/// `extension CGSize { var area: CGFloat }`), compiled when the layout's code uses a name no
/// standard value has. Inside them `self` is the value, and the standard members and methods
/// are reached without `self.` (`compactMap { … }`, `count`).
extension LayoutCompiler {
    /// The kind of value an extended type's values are at run time (``RunValue/kind``), nil for
    /// a type the interpreter has no values of.
    static func standardKind(_ extended: String) -> String? {
        let t = extended.filter { !$0.isWhitespace }
        let collections: Set<String> = [
            "Array", "Collection", "Sequence", "RandomAccessCollection", "BidirectionalCollection", "LayoutSubviews", "Subviews",
        ]
        if t.hasPrefix("[") || collections.contains(String(t.prefix { $0 != "<" && $0 != "." })) { return "collection" }
        let kinds: [String: String] = [
            "CGSize": "size", "CGPoint": "point", "CGRect": "rect", "CGFloat": "number", "Double": "number", "BinaryFloatingPoint": "number",
            "FloatingPoint": "number", "Int": "int", "BinaryInteger": "int", "ProposedViewSize": "proposal", "LayoutSubview": "subview",
            "ViewSpacing": "spacing", "Angle": "angle",
            "HorizontalAlignment": RunValue.horizontalAlignmentKind, "VerticalAlignment": RunValue.verticalAlignmentKind,
        ]
        return kinds[t]
    }

    /// The input's extensions of standard types, with the kind of value each extends.
    private var standardExtensions: [(type: TypeInfo, extended: String, kind: String)] {
        var seen = Set<ObjectIdentifier>()
        var out: [(TypeInfo, String, String)] = []
        for infos in translator.model.types.values {
            for info in infos where seen.insert(ObjectIdentifier(info)).inserted {
                guard let ext = info.decl.as(ExtensionDeclSyntax.self) else { continue }
                let extended = ext.extendedType.trimmedDescription
                if let kind = Self.standardKind(extended) { out.append((info, extended, kind)) }
            }
        }
        return out.sorted { $0.1 < $1.1 }
    }

    /// Compiles the extension members named as the uses no compiled code has yet, each once;
    /// true when it compiled any (their bodies may use more).
    func compileExtensionUses() throws -> Bool {
        var known = LayoutVocabulary.methods.union(LayoutVocabulary.mutatingMethods).union(LayoutVocabulary.properties).union(tupleLabels)
        for program in programs.values {
            known.formUnion(program.fields.map(\.name))
            known.formUnion(program.computed.keys)
            known.formUnion(program.methods.keys)
        }
        let wanted = Set((memberUses + methodUses).map(\.name)).subtracting(known)
        guard !wanted.isEmpty else { return false }
        var compiled = false
        for (type, extended, kind) in standardExtensions {
            // Only the members used: another member of the same extension may use what the
            // interpreter does not run, and is compiled only if a later pass finds it used.
            let names = Self.memberNames(of: type).filter {
                wanted.contains($0) && compiledExtensions.insert(ExtensionMember(type: ObjectIdentifier(type), name: $0)).inserted
            }
            guard !names.isEmpty else { continue }
            let programName = "extension \(extended)"
            if programs[programName] == nil { programs[programName] = TypeProgram(name: programName, extendedKind: kind) }
            // A member of that name in an extension of another kind (`BinaryFloatingPoint`'s
            // `percent(truncation:)` beside `HorizontalAlignment`'s `percent`) may use what the
            // interpreter does not run: its uses are not refused now (`extensionFunctions`), and
            // a construct it cannot compile leaves it out; a call of it faults at run time.
            try inStandardExtension(kind) {
                for name in names {
                    extensionFunctions.insert("\(Self.displayName(of: type)).\(name)")
                    do { try compileMember(name, of: type, as: programName) } catch is SourceError { continue }
                }
            }
            compiled = true
        }
        return compiled
    }

    /// Runs `body` with members of standard values reachable without `self.`.
    private func inStandardExtension<T>(_ kind: String, _ body: () throws -> T) throws -> T {
        let saved = extending
        extending = kind
        defer { extending = saved }
        return try body()
    }
}
