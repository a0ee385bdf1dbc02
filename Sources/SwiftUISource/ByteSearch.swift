#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A word in a file's bytes: the searches a scan makes in every file on every run, cached or
/// not (an `import` line, a `sizing:` comment, `#if`, `DEBUG`), by `memchr` for the needle's
/// first byte and `memcmp` for the rest.
public enum ByteSearch {
    /// The offset in `haystack` of the first occurrence of `needle` (0 for an empty one), or nil.
    /// - Complexity: O(n · m) at worst, O(n) in practice.
    public static func firstOffset(of needle: [UInt8], in haystack: UnsafeRawBufferPointer) -> Int? {
        guard let first = needle.first else { return 0 }
        guard let base = haystack.baseAddress, haystack.count >= needle.count else { return nil }
        var offset = 0
        while offset + needle.count <= haystack.count,
              let hit = memchr(base + offset, Int32(first), haystack.count - needle.count + 1 - offset) {
            let at = UnsafeRawPointer(hit) - base
            if memcmp(base + at, needle, needle.count) == 0 { return at }
            offset = at + 1
        }
        return nil
    }
}
