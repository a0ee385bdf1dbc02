/// The identifiers of Swift source, found without parsing: runs of letters, digits and `_`
/// (and any non-ASCII byte) that do not start with a digit; comments and strings are not told
/// apart, which only counts a name more often.
enum Identifiers {
    static func count(_ names: Set<String>, in bytes: [UInt8], into counts: inout [String: Int]) {
        let lengths = Set(names.map(\.utf8.count))
        func isPart(_ b: UInt8) -> Bool { b == UInt8(ascii: "_") || (b >= 48 && b <= 57) || (b | 0x20 >= 97 && b | 0x20 <= 122) || b >= 0x80 }
        var i = 0
        while i < bytes.count {
            guard isPart(bytes[i]) else {
                i += 1
                continue
            }
            let start = i
            while i < bytes.count && isPart(bytes[i]) { i += 1 }
            guard lengths.contains(i - start), !(bytes[start] >= 48 && bytes[start] <= 57) else { continue }
            let word = String(decoding: bytes[start..<i], as: UTF8.self)
            if names.contains(word) { counts[word, default: 0] += 1 }
        }
    }
}
