/// How the text reporter marks its words: plainly (``PlainScanTextStyle``), or in a terminal's
/// colours, which the command line gives (its `Painter`, from `--color`).
public protocol ScanTextStyle {
    func bold(_ text: String) -> String
    func red(_ text: String) -> String
    func yellow(_ text: String) -> String
    /// A behavior (`h-exp, v-hug`), its words marked by kind.
    func behavior(_ text: String) -> String
}

/// Text as it is: no colour (a file, a pipe, a test).
public struct PlainScanTextStyle: ScanTextStyle {
    public init() {}
    public func bold(_ text: String) -> String { text }
    public func red(_ text: String) -> String { text }
    public func yellow(_ text: String) -> String { text }
    public func behavior(_ text: String) -> String { text }
}
