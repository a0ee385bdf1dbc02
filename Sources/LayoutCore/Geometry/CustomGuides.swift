import Synchronization

/// The names of the custom alignment guides seen so far, numbered in the order first seen: an
/// `AlignmentKey` holds a guide's number (and its axis), not its name. Shared by every engine
/// and thread.
///
/// - Complexity: one dictionary lookup under a lock per `AlignmentKey.custom(_:_:)`; a program
///   names few guides, so the table stays small.
enum CustomGuides {
    private struct Table {
        var numbers: [String: UInt32] = [:]
        var names: [String] = []
    }

    private static let table = Mutex(Table())

    /// The number of the guide named `name`, given it the first time.
    static func number(of name: String) -> UInt32 {
        table.withLock { table in
            if let known = table.numbers[name] { return known }
            let number = UInt32(table.names.count)
            table.names.append(name)
            table.numbers[name] = number
            return number
        }
    }

    /// The name numbered `number`.
    static func name(_ number: UInt32) -> String {
        table.withLock { $0.names[Int(number)] }
    }
}
