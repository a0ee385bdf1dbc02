import Foundation
import GRDB

/// The schema, as the ordered migrations written in `schema.sql`.
///
/// `schema.sql` is the only definition of the schema: it is a list of blocks, each opened by a
/// marker line `-- migration: <identifier>`. Each block becomes one registered GRDB migration,
/// in file order; the first one ("v1") creates every table. Each block ends by setting
/// `PRAGMA user_version` to its ordinal (1, 2, …), which lets ``DatabaseFileInspector`` refuse a
/// newer database from its header bytes alone, before anything is written.
enum CatalogSchema {
    /// One block of `schema.sql`.
    struct Migration: Sendable, Equatable {
        var identifier: String
        var sql: String
    }

    /// The marker that opens a migration block.
    static let markerPrefix = "-- migration: "

    /// The migrations of the embedded `schema.sql`, in order.
    static let migrations: [Migration] = splitMigrations(EmbeddedCatalog.schemaSQL)

    /// The schema version this build knows: the number of migrations.
    static var currentVersion: Int { migrations.count }

    /// Splits a schema text into its migration blocks. Text before the first marker is a
    /// comment header and is dropped. Lines may end with LF or CRLF (one `Character` in Swift).
    static func splitMigrations(_ text: String) -> [Migration] {
        var result: [Migration] = []
        for line in lines(of: text) {
            if line.hasPrefix(markerPrefix) {
                let identifier = line.dropFirst(markerPrefix.count).trimmingSpaces()
                result.append(Migration(identifier: identifier, sql: ""))
            } else if !result.isEmpty {
                result[result.count - 1].sql += line + "\n"
            }
        }
        return result
    }

    /// The lines of `text`, split where `Character.isNewline` would split them (LF, VT, FF, CR,
    /// CRLF, NEL, LS, PS: each is a grapheme of its own, so no other character contains one), but
    /// by reading UTF-8 bytes instead of grapheme clusters: this runs before every command's first
    /// answer, over the whole embedded schema.
    static func lines(of text: String) -> [Substring] {
        let bytes = text.utf8
        var lines: [Substring] = []
        var start = bytes.startIndex
        var i = start
        while i != bytes.endIndex {
            let byte = bytes[i]
            var end: String.Index?  // just past the line break, when `i` starts one
            switch byte {
            case 0x0A, 0x0B, 0x0C:
                end = bytes.index(after: i)
            case 0x0D:
                let next = bytes.index(after: i)
                end = next != bytes.endIndex && bytes[next] == 0x0A ? bytes.index(after: next) : next
            case 0xC2:  // NEL, U+0085
                let next = bytes.index(after: i)
                if next != bytes.endIndex && bytes[next] == 0x85 { end = bytes.index(after: next) }
            case 0xE2:  // LS and PS, U+2028 and U+2029
                let second = bytes.index(after: i)
                if second != bytes.endIndex && bytes[second] == 0x80 {
                    let third = bytes.index(after: second)
                    if third != bytes.endIndex && (bytes[third] == 0xA8 || bytes[third] == 0xA9) {
                        end = bytes.index(after: third)
                    }
                }
            default:
                break
            }
            if let end {
                lines.append(text[start..<i])
                start = end
                i = end
            } else {
                i = bytes.index(after: i)
            }
        }
        lines.append(text[start..<bytes.endIndex])
        return lines
    }

    /// A migrator registering every block, optionally stopping after `lastIdentifier`
    /// (tests use this to build a database as an older build made it).
    static func migrator(upTo lastIdentifier: String? = nil) -> DatabaseMigrator {
        var migrator = DatabaseMigrator()
        for migration in migrations {
            migrator.registerMigration(migration.identifier) { db in
                try db.execute(sql: migration.sql)
            }
            if migration.identifier == lastIdentifier { break }
        }
        return migrator
    }
}

private extension Substring {
    /// Without its leading and trailing spaces and tabs (what `CharacterSet.whitespaces` holds:
    /// tab and the space separators), in Swift: Foundation's trimming costs every command a
    /// bridge to NSString before its first answer.
    func trimmingSpaces() -> String {
        func isSpace(_ character: Character) -> Bool {
            character == "\t" || character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .spaceSeparator }
        }
        var text = self[...]
        while let first = text.first, isSpace(first) { text = text.dropFirst() }
        while let last = text.last, isSpace(last) { text = text.dropLast() }
        return String(text)
    }
}
