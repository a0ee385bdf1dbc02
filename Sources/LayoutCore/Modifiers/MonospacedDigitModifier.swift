/// `monospacedDigit()` on a view or a Text: the digits of Text inside take one common advance,
/// other characters keep theirs (Apple, `Font.monospacedDigit()`: "a modified font that uses
/// fixed-width digits, while leaving other characters proportionally spaced",
/// https://developer.apple.com/documentation/swiftui/font/monospaceddigit()).
///
/// Child sizing: the content is proposed the modifier's proposal.
///
/// Preferred size: exactly the content's; with the system metrics every digit of a Text inside
/// advances as the widest digit at its weight (`TextMeasurer`, our model); the model font's
/// digits are all alike already.
public struct MonospacedDigitModifier: TransparentLayout, Hashable {
    public init() {}
    public var name: String { "monospacedDigit" }
    public var arguments: [Argument] { [] }
    public func updateEnvironment(_ environment: inout LayoutEnvironment) { environment.monospacedDigit = true }
}
