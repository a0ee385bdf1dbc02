import Foundation
import GRDB

/// A date column read from the catalog and decoded only when asked.
///
/// GRDB decodes a date through Foundation's calendar, whose first use costs a command about a
/// millisecond (issue 18: `show` prints no date but read one per derived row). A value written
/// the way GRDB writes dates, `YYYY-MM-DD HH:MM:SS.SSS` with every field in range, is kept as
/// read and decoded by GRDB on first use, so the date is exactly GRDB's; any other text is
/// decoded at once, so that a malformed value is still an error when the row is read.
struct StoredDate: Hashable, Sendable, Codable, DatabaseValueConvertible {
    private enum Form: Hashable, Sendable {
        case date(Date)
        case text(DatabaseValue)
    }
    private let form: Form

    init(_ date: Date) { form = .date(date) }

    /// Reads `column` of `row`: kept as text when it is in GRDB's own form, else decoded now
    /// (throwing as `Row.decode` does).
    init(_ row: Row, _ column: String) throws {
        let value: DatabaseValue = row[column]
        if case .string(let text) = value.storage, Self.isWrittenByGRDB(text) {
            form = .text(value)
        } else {
            form = .date(try row.decode(Date.self, forColumn: column))
        }
    }

    var date: Date {
        switch form {
        case .date(let date): return date
        // Checked by isWrittenByGRDB: every field is in range, so GRDB's decoding succeeds.
        case .text(let value): return Date.fromDatabaseValue(value) ?? Date(timeIntervalSinceReferenceDate: 0)
        }
    }

    /// `YYYY-MM-DD HH:MM:SS.SSS`, month 1–12, day 1–31, hour 0–23, minute and second 0–59.
    static func isWrittenByGRDB(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 23 else { return false }
        for (index, byte) in bytes.enumerated() {
            switch index {
            case 4, 7: guard byte == UInt8(ascii: "-") else { return false }
            case 10: guard byte == UInt8(ascii: " ") else { return false }
            case 13, 16: guard byte == UInt8(ascii: ":") else { return false }
            case 19: guard byte == UInt8(ascii: ".") else { return false }
            default: guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return false }
            }
        }
        func number(_ range: Range<Int>) -> Int { bytes[range].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) } }
        return (1...12).contains(number(5..<7)) && (1...31).contains(number(8..<10))
            && number(11..<13) < 24 && number(14..<16) < 60 && number(17..<19) < 60
    }

    // Equal when the dates are.
    static func == (lhs: StoredDate, rhs: StoredDate) -> Bool { lhs.date == rhs.date }
    func hash(into hasher: inout Hasher) { hasher.combine(date) }

    // Written back as it was read, or as GRDB writes a date.
    var databaseValue: DatabaseValue {
        switch form {
        case .date(let date): return date.databaseValue
        case .text(let value): return value
        }
    }

    static func fromDatabaseValue(_ dbValue: DatabaseValue) -> StoredDate? {
        Date.fromDatabaseValue(dbValue).map(StoredDate.init)
    }

    init(from decoder: any Decoder) throws { self.init(try Date(from: decoder)) }
    func encode(to encoder: any Encoder) throws { try date.encode(to: encoder) }
}
