import Synchronization

/// The custom alignment guides seen so far, numbered in the order first seen: an
/// `AlignmentKey` holds a guide's number, not its name. Shared by every engine and thread.
///
/// - Complexity: one dictionary lookup under a lock per `AlignmentKey.custom(_:_:)`; a program
///   names few guides, so the table stays small.
enum CustomGuides {
    struct Guide: Hashable {
        var name: String
        var axis: Axis
    }

    private struct Table {
        var numbers: [Guide: UInt32] = [:]
        var guides: [Guide] = []
    }

    private static let table = Mutex(Table())

    /// The number of the guide `name` on `axis`, given it the first time.
    static func number(of name: String, _ axis: Axis) -> UInt32 {
        let guide = Guide(name: name, axis: axis)
        return table.withLock { table in
            if let known = table.numbers[guide] { return known }
            let number = UInt32(table.guides.count)
            table.guides.append(guide)
            table.numbers[guide] = number
            return number
        }
    }

    /// The guide numbered `number`.
    static func guide(_ number: UInt32) -> Guide {
        table.withLock { $0.guides[Int(number)] }
    }
}
