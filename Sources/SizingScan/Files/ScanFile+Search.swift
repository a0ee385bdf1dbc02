import Foundation
import SwiftUISource

/// A word in a file's bytes, for the searches a scan makes in every file on every run, cached
/// or not (an `import` line, a `sizing:` comment, `SwiftUI` in a dependency).
extension ScanFile {
    /// Whether the file's bytes hold `needle`'s UTF-8 (`memchr` and `memcmp`: a scan reads every
    /// file's text for a word or two on each run, cached or not, and `String.contains` goes
    /// through Foundation's Unicode search).
    func holds(_ needle: String) -> Bool {
        Self.find(needle, in: bytes[...]) != nil
    }

    /// The index in `bytes` of the first `needle`'s UTF-8, or nil (`ByteSearch`).
    static func find(_ needle: String, in bytes: ArraySlice<UInt8>) -> Int? {
        bytes.withUnsafeBytes { ByteSearch.firstOffset(of: Array(needle.utf8), in: $0) }.map { bytes.startIndex + $0 }
    }
}
