import GRDB

/// Reading records from rows column by column, instead of through `Decodable`: the Codable path
/// costs a few milliseconds of first-use type lookups on every command that reads the catalog
/// (issue 18's first answer), for the same values.
enum RowDecoding {
    /// A column the schema types as text, read as one of `T`'s cases.
    static func value<T: RawRepresentable>(_ row: Row, _ column: String, as type: T.Type = T.self) throws -> T where T.RawValue == String {
        let text: String = try row.decode(String.self, forColumn: column)
        guard let value = T(rawValue: text) else {
            throw CatalogRowError(column: column, value: text, type: String(describing: T.self))
        }
        return value
    }
}

/// A row whose column holds a value its record cannot take (a catalog edited by hand).
struct CatalogRowError: Error, CustomStringConvertible {
    var column: String
    var value: String
    var type: String
    var description: String { "the column \(column) holds '\(value)', which is not a \(type)" }
}
