import LayoutCore

/// The package views' catalog rows as the front end builds them: each row's call
/// (`PackageView.catalog`) in a file importing the package's module, for the probe to derive
/// the row's behavior through the same descriptor a scan uses (`sizing show KFImage`).
public enum PackageCatalog {
    /// One catalog row of a package view and how to build it.
    public struct Sample: Sendable {
        /// The catalog entry's id (`kfimage`).
        public var entryId: String
        /// The view's name (`KFImage`).
        public var view: String
        /// The package and version the descriptor was read at (`Kingfisher 8.11.0`).
        public var package: String
        /// The call, `CONTENT` standing for the probe's children in a container form.
        public var call: String
        /// Whether the row is a container form (its children substituted by the probe).
        public var isContainer: Bool { call.contains("CONTENT") }
        /// The file the sample is: the module imported, the call as a view's body.
        var source: String

        /// The sample's tree, with `children` (a container form) in place of `CONTENT`.
        public func tree(children: [ViewNode] = []) throws -> ViewNode {
            let parsed = try SwiftUISource.parse(source, fileName: "\(view).swift", options: SourceOptions(viewName: "Probe", inputCompiles: true))
            return parsed.root.replacingChild(with: children)
        }
    }

    /// The id standing for the probe's children in a container form's tree.
    static let childMarker = "__sizingPackageChild"

    /// Every row of every package view, in the registry's order.
    public static let samples: [Sample] = PackageRegistry.views.flatMap { view in
        view.catalog.sorted { $0.key < $1.key }.map { entry, call in
            let body = call.replacing("CONTENT", with: "Color.red.id(\"\(childMarker)\")")
            let source = """
                import SwiftUI
                import \(view.package.module)

                struct Probe: View {
                    let url: URL?
                    let data: [Double]
                    var body: some View {
                        \(body)
                    }
                }
                """
            return Sample(entryId: entry, view: view.name, package: view.package.title, call: call, source: source)
        }
    }
}

extension ViewNode {
    /// This tree with the probe's child (``PackageCatalog/childMarker``) replaced by `children`
    /// (several as a Group).
    func replacingChild(with children: [ViewNode]) -> ViewNode {
        if id == PackageCatalog.childMarker {
            return children.count == 1 ? children[0] : ViewNode(GroupLayout(), children: children)
        }
        var copy = self
        copy.children = children.isEmpty ? self.children : self.children.map { $0.replacingChild(with: children) }
        return copy
    }
}
