import LayoutCore
import Foundation
import GRDB

/// One custom view found by a scan, as the scanner hands it to the store.
public struct CustomViewInput: Hashable, Sendable {
    public var name: String
    public var file: String
    public var line: Int
    public var column: Int
    public var kind: CustomViewKind
    public var declaredHorizontal: Behavior?
    public var declaredVertical: Behavior?
    public var derivedHorizontal: Behavior?
    public var derivedVertical: Behavior?
    public var verdict: ScanVerdict
    public var reason: String
    public var bodyFingerprint: String

    public init(
        name: String, file: String, line: Int, column: Int, kind: CustomViewKind = .view,
        declaredHorizontal: Behavior? = nil, declaredVertical: Behavior? = nil,
        derivedHorizontal: Behavior? = nil, derivedVertical: Behavior? = nil,
        verdict: ScanVerdict, reason: String = "", bodyFingerprint: String
    ) {
        self.name = name
        self.file = file
        self.line = line
        self.column = column
        self.kind = kind
        self.declaredHorizontal = declaredHorizontal
        self.declaredVertical = declaredVertical
        self.derivedHorizontal = derivedHorizontal
        self.derivedVertical = derivedVertical
        self.verdict = verdict
        self.reason = reason
        self.bodyFingerprint = bodyFingerprint
    }
}

/// What ``CatalogStore/saveScan(files:views:scannedAt:)`` changed.
public struct CustomViewSaveSummary: Hashable, Sendable {
    public var inserted: Int
    public var updated: Int
    public var deleted: Int
}

extension CatalogStore {
    /// Records the results of scanning `files`, in one transaction.
    ///
    /// A view with the same name and file as a stored one updates it in place (its id is kept);
    /// a stored view of a scanned file that is not in `views` any more is deleted. Views of files
    /// not scanned are not touched, nor are built-in rows. The file of every view counts as scanned.
    /// Two views with the same name and file are refused.
    public func saveScan(files: [String], views: [CustomViewInput], scannedAt: Date = Date()) throws(CatalogError) -> CustomViewSaveSummary {
        var seen = Set<[String]>()
        for view in views where !seen.insert([view.name, view.file]).inserted {
            throw .invalidInput(path: path, detail: "the scan lists \(view.name) in \(view.file) twice")
        }
        // SQLite reads text back as C strings: a NUL would silently cut the stored value short.
        for view in views {
            for (field, text) in [("name", view.name), ("file", view.file), ("reason", view.reason)] where text.utf8.contains(0) {
                throw .invalidInput(path: path, detail: "the \(field) of the view \(String(reflecting: view.name)) in \(String(reflecting: view.file)) contains a NUL character, which the catalog cannot store")
            }
        }
        for file in files where file.utf8.contains(0) {
            throw .invalidInput(path: path, detail: "the scanned file \(String(reflecting: file)) contains a NUL character, which the catalog cannot store")
        }
        let scannedFiles = Set(files).union(views.map(\.file))
        return try write("saving custom views") { db in
            var summary = CustomViewSaveSummary(inserted: 0, updated: 0, deleted: 0)
            let viewsByFile = Dictionary(grouping: views, by: \.file)
            for file in scannedFiles.sorted() {
                let stored = try CustomView.filter(Column("file") == file).fetchAll(db)
                let storedByName = Dictionary(stored.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
                let keptNames = Set((viewsByFile[file] ?? []).map(\.name))
                for old in stored where !keptNames.contains(old.name) {
                    try old.delete(db)
                    summary.deleted += 1
                }
                for input in viewsByFile[file] ?? [] {
                    var record = Self.record(from: input, scannedAt: scannedAt)
                    if let old = storedByName[input.name] {
                        record.id = old.id
                        try record.update(db)
                        summary.updated += 1
                    } else {
                        try record.insert(db)
                        summary.inserted += 1
                    }
                }
            }
            return summary
        }
    }

    /// The custom views named `name` exactly (case-insensitive), ordered by file.
    public func customViews(named name: String) throws(CatalogError) -> [CustomView] {
        try lookup(name).customViews
    }

    /// The custom views of `file`, ordered by line.
    public func customViews(inFile file: String) throws(CatalogError) -> [CustomView] {
        try read("reading custom views") { db in
            try CustomView.filter(Column("file") == file).order(Column("line"), Column("column")).fetchAll(db)
        }
    }

    /// Every custom view, ordered by file then line.
    public func allCustomViews() throws(CatalogError) -> [CustomView] {
        try read("reading custom views") { db in
            try CustomView.order(Column("file"), Column("line"), Column("column")).fetchAll(db)
        }
    }

    static func record(from input: CustomViewInput, scannedAt: Date) -> CustomView {
        CustomView(
            id: nil, name: input.name, file: input.file, line: input.line, column: input.column, kind: input.kind,
            declaredHorizontal: input.declaredHorizontal, declaredVertical: input.declaredVertical,
            derivedHorizontal: input.derivedHorizontal, derivedVertical: input.derivedVertical,
            verdict: input.verdict, reason: input.reason, bodyFingerprint: input.bodyFingerprint,
            lastScannedAt: scannedAt)
    }
}
