import Synchronization

/// The custom alignment guides seen so far, numbered in the order first seen: an
/// `AlignmentKey` holds a guide's number (and its axis), not its name. Shared by every engine
/// and thread.
///
/// A guide is identified by its name and, when it has one, its default value's definition
/// (`AlignmentID.defaultValue(in:)`, spelled as its source): two inputs that give the same
/// name different defaults get two guides, both shown by the name.
///
/// - Complexity: one dictionary lookup under a lock per `AlignmentKey.custom(_:_:)` and per
///   custom guide's default value; a program names few guides, so the table stays small.
enum CustomGuides {
    /// A custom guide's default value, computed from the view's dimensions.
    typealias DefaultValue = @Sendable (ViewDimensions) -> Double

    private struct Table {
        var numbers: [String: UInt32] = [:]
        var names: [String] = []
        var defaults: [DefaultValue?] = []
    }

    private static let table = Mutex(Table())

    /// The number of the guide named `name` (with the default defined as `definition`, if
    /// any), given it the first time.
    static func number(of name: String, definition: String? = nil, defaultValue: DefaultValue? = nil) -> UInt32 {
        let identity = definition.map { name + "\u{1F}" + $0 } ?? name
        return table.withLock { table in
            if let known = table.numbers[identity] { return known }
            let number = UInt32(table.names.count)
            table.names.append(name)
            table.defaults.append(definition == nil ? nil : defaultValue)
            table.numbers[identity] = number
            return number
        }
    }

    /// The name numbered `number`.
    static func name(_ number: UInt32) -> String {
        table.withLock { $0.names[Int(number)] }
    }

    /// The default value of the guide numbered `number`, nil when it was named without one.
    static func defaultValue(_ number: UInt32) -> DefaultValue? {
        table.withLock { $0.defaults[Int(number)] }
    }
}
