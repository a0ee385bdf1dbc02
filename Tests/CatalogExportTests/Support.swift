import CatalogStore
import Foundation

/// The two kinds of database every export test runs on.
enum StoreKind: String, CaseIterable, Sendable {
    case inMemory, file

    /// A fresh catalog of this kind (in a temporary folder for `file`, removed afterwards),
    /// given to `body`.
    func withStore<T>(_ body: (CatalogStore) throws -> T) throws -> T {
        switch self {
        case .inMemory:
            return try body(try CatalogStore.inMemory())
        case .file:
            let folder = FileManager.default.temporaryDirectory
                .appendingPathComponent("sizing-export-tests-\(UUID().uuidString)", isDirectory: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let store = try CatalogStore.open(path: folder.appendingPathComponent("nested/catalog.sqlite").path)
            defer { try? store.close() }
            return try body(store)
        }
    }
}
