import LayoutCore

/// Name comparison for lookups: case-insensitive, ignoring backticks and surrounding spaces.
enum NameMatching {
    static let maximumQueryLength = 200

    /// The comparable form of a name: lowercased, without backticks, trimmed, inner spaces collapsed.
    static func normalized(_ text: String) -> String {
        asciiNormalized(text) ?? unicodeNormalized(text)
    }

    /// `normalized` for ASCII text, byte by byte: catalog names are ASCII, and a lookup compares
    /// every entry's name, title and variant (Unicode lowercasing of those was 3 % of `show`).
    /// Nil for any other text.
    static func asciiNormalized(_ text: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            switch byte {
            case UInt8(ascii: "`"):
                continue
            case 0x09...0x0D, UInt8(ascii: " "):
                pendingSpace = !bytes.isEmpty
            default:
                if pendingSpace { bytes.append(UInt8(ascii: " ")) }
                pendingSpace = false
                bytes.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func unicodeNormalized(_ text: String) -> String {
        text.lowercased()
            .filter { $0 != "`" }
            .split(whereSeparator: \.isWhitespace)
            .joined(separator: " ")
    }

    /// Up to `limit` candidates close to `query`: within an edit distance of max(2, length / 3),
    /// or starting with the query; closest first, then alphabetically. Queries longer than
    /// `maximumQueryLength` get no suggestions (no name is that long; it keeps lookups fast).
    static func suggestions(for query: String, among candidates: [String], limit: Int = 5) -> [String] {
        let target = normalized(query)
        guard !target.isEmpty, target.count <= maximumQueryLength else { return [] }
        let threshold = max(2, target.count / 3)
        var best: [String: Int] = [:]
        for candidate in candidates {
            let key = normalized(candidate)
            let distance = key.hasPrefix(target) ? 1 : Suggestions.distance(target, key)
            if distance <= threshold, distance < (best[candidate] ?? .max) {
                best[candidate] = distance
            }
        }
        return best.sorted { ($0.value, $0.key) < ($1.value, $1.key) }.prefix(limit).map(\.key)
    }
}
