import Foundation

/// A word in a file's bytes, for the searches a scan makes in every file on every run, cached
/// or not (an `import` line, a `sizing:` comment, `SwiftUI` in a dependency).
extension ScanFile {
    /// Whether the file's bytes hold `needle`'s UTF-8 (`memchr` and `memcmp`: a scan reads every
    /// file's text for a word or two on each run, cached or not, and `String.contains` goes
    /// through Foundation's Unicode search).
    func holds(_ needle: String) -> Bool {
        Self.find(needle, in: bytes[...]) != nil
    }

    /// The index in `bytes` of the first `needle`'s UTF-8, or nil.
    static func find(_ needle: String, in bytes: ArraySlice<UInt8>) -> Int? {
        let pattern = Array(needle.utf8)
        guard let first = pattern.first else { return bytes.startIndex }
        return bytes.withUnsafeBytes { haystack -> Int? in
            guard let base = haystack.baseAddress, haystack.count >= pattern.count else { return nil }
            var offset = 0
            while offset + pattern.count <= haystack.count,
                  let hit = memchr(base + offset, Int32(first), haystack.count - pattern.count + 1 - offset) {
                let at = UnsafeRawPointer(hit) - base
                if memcmp(base + at, pattern, pattern.count) == 0 { return bytes.startIndex + at }
                offset = at + 1
            }
            return nil
        }
    }
}
