import ArgumentParser
import LayoutCore

/// `--dynamic-type SIZE`: the Dynamic Type size the view is laid out at (docs/dynamic-type.md).
struct DynamicTypeOptions: ParsableArguments {
    @Option(name: .customLong("dynamic-type"), help: ArgumentHelp(
        "Lay text out at this Dynamic Type size: xSmall, small, medium, large (default), xLarge, xxLarge, xxxLarge, accessibility1…accessibility5.",
        valueName: "size"))
    var spelled: String?

    /// The size named, `.large` when none is.
    var size: DynamicTypeSize { spelled.flatMap(DynamicTypeSize.named) ?? .large }

    func validate() throws {
        guard let spelled, DynamicTypeSize.named(spelled) == nil else { return }
        let names = DynamicTypeSize.allCases.map(\.rawValue)
        let close = Suggestions.didYouMean(spelled, in: names)
        throw ValidationError("--dynamic-type \(spelled): not a Dynamic Type size\(close.isEmpty ? "; expected one of \(names.joined(separator: ", "))" : close)")
    }
}
