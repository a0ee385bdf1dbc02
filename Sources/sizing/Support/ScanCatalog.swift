import CatalogStore
import Foundation
import LayoutCore
import SizingScan
import SwiftUISource

/// The catalog side of scanned custom views: `sizing resolve NAME` and `sizing list --custom`.
enum ScanCatalog {
    /// The tree of the custom view `name` recorded by `sizing scan --save`, built from the files
    /// of every recorded custom view (so that the views it uses are known); nil when `name` is
    /// not a plain identifier or the catalog has no such view.
    static func customViewRoot(_ name: String, global: GlobalOptions, state: [String: String], allowUnknownModifiers: Bool)
        throws -> (root: ViewNode, view: CustomView, notes: [String])?
    {
        guard let first = name.unicodeScalars.first, first == "_" || CharacterSet.letters.contains(first),
              name.unicodeScalars.allSatisfy({ $0 == "_" || CharacterSet.alphanumerics.contains($0) }) else { return nil }
        guard let store = try? Catalog.open(global),
              let view = try? store.customViews(named: name).first(where: { $0.kind == .view }) else { return nil }
        let paths = Set(((try? store.allCustomViews()) ?? []).map(\.file) + [view.file])
        let files = try paths.sorted().filter { FileManager.default.fileExists(atPath: $0) }.map(ScanFiles.read)
        guard files.contains(where: { $0.path == view.file }) else {
            throw CLIError(message: "custom view \(view.name) was recorded from \(view.file), which no longer exists; scan again with sizing scan --save")
        }
        let project = ScanProject(files: files, options: SourceOptions(state: state, unknownModifiersPassThrough: allowUnknownModifiers, inputCompiles: true))
        guard let declaration = project.source.declarations.first(where: { $0.kind == .view && $0.name == view.name && $0.fileName == view.file }) else {
            throw CLIError(message: "custom view \(view.name) is no longer declared in \(view.file); scan again with sizing scan --save")
        }
        let evaluation = project.source.evaluate(declaration, form: .view)
        guard let first = evaluation.variants.first else {
            let error = evaluation.failures.first?.error
            throw CLIError(message: error?.diagnostics.map(ScanProject.describe).joined(separator: "\n") ?? "cannot build \(view.name)")
        }
        return (first.root, view, first.notes.map(ScanProject.describe))
    }

    /// `sizing list --custom`.
    static func table(_ views: [CustomView], format: OutputFormat) -> String {
        func behaviors(_ h: Behavior?, _ v: Behavior?) -> String? {
            guard let h, let v else { return nil }
            return AxisBehaviors(horizontal: h, vertical: v).description
        }
        switch format {
        case .json:
            return JSON.array(views.map(EntryOutput.json)).rendered()
        default:
            let rows = views.map { v in
                [v.name, v.kind.rawValue, "\(v.file):\(v.line):\(v.column)", behaviors(v.declaredHorizontal, v.declaredVertical) ?? "—",
                 behaviors(v.derivedHorizontal, v.derivedVertical) ?? "—", ScanOutput.verdictText(v.verdict)]
            }
            return TextTable.render(rows, header: ["custom view", "kind", "location", "declared", "derived", "verdict"])
        }
    }
}
