import ArgumentParser

/// A string enum given on the command line (`--format json`, `--color never`).
///
/// Its possible values are its raw values, as ArgumentParser's defaults would list them, but
/// without their cost: those defaults build a key path and interpolate every raw value each
/// time they are asked, and a command asks them about sixteen times while it parses, before
/// its first answer (docs/performance.md, "The first answer, fifth session").
protocol CommandLineChoice: ExpressibleByArgument, CaseIterable, RawRepresentable where RawValue == String {}

// Public because public types of LayoutCore and CatalogStore conform (`Behavior`, `ViewCategory`).
extension CommandLineChoice {
    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }
    /// No value has a description other than its raw value (ArgumentParser's default finds the
    /// same empty dictionary by comparing each value's two descriptions).
    public static var allValueDescriptions: [String: String] { [:] }
}
