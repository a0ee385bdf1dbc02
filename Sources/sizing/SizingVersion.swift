/// The tool's version: `sizing --version`, and part of the scan cache's keys.
enum SizingVersion {
    static let number = "0.9.0"
}
