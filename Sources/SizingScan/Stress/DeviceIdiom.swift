import Foundation
import LayoutCore
import SwiftUISource

/// The kind of device a stress configuration is (`UIUserInterfaceIdiom`: `.phone`, `.pad`), and
/// the trees an app shows on it.
///
/// An app that asks `UIDevice.current.userInterfaceIdiom` shows one branch on an iPhone and
/// another on an iPad (an iPad-only sidebar, an iPhone-only tab bar). The scan explores both
/// outcomes of such a question as run-time values; a tree built from the `.pad` outcome is laid
/// out on the iPad only, one built from the `.phone` outcome on the iPhone only
/// (https://developer.apple.com/documentation/uikit/uidevice/userinterfaceidiom).
///
/// The same for `ProcessInfo.processInfo.isiOSAppOnMac`, true only on a Mac (an iPad app there).
///
/// Steps of ``shows(_:on:)``: for each outcome the tree was built with,
/// 1. a comparison of the idiom with a case (`…userInterfaceIdiom == .pad`, `!= .phone`, either
///    way round) must come out as it does on that device;
/// 2. a `switch` over the idiom must have taken the device's own case, or one that is no idiom.
enum DeviceIdiom {
    /// The idiom of a device family of the device table (`DevicePreset.family`), nil for one
    /// the table does not name.
    static func of(family: String) -> String? {
        switch family {
        case "iPhone": return "phone"
        case "iPad": return "pad"
        case "Mac": return "mac"
        case "Apple TV": return "tv"
        case "Apple Vision Pro": return "vision"
        default: return nil
        }
    }

    /// The idioms `UIUserInterfaceIdiom` declares.
    static var cases: Set<String> { IdiomCondition.cases }

    /// Whether a tree built with `choices` is one an app shows on a device of `idiom`.
    static func shows(_ choices: [Choice], on idiom: String) -> Bool {
        choices.allSatisfy { agrees($0, with: idiom) }
    }

    /// Steps 1–2 for one outcome: false only where it contradicts `idiom`.
    static func agrees(_ choice: Choice, with idiom: String) -> Bool {
        // An iPhone or iPad app running on a Mac (`ProcessInfo.processInfo.isiOSAppOnMac`):
        // true on the Mac only.
        if IdiomCondition.asksIfOnMac(choice.value), let outcome = Bool(choice.outcome) { return outcome == (idiom == "mac") }
        guard choice.value.contains("userInterfaceIdiom") else { return true }
        // 1.
        for op in [" == ", " != "] {
            let sides = choice.value.components(separatedBy: op)
            guard sides.count == 2, let outcome = Bool(choice.outcome) else { continue }
            let named = sides.compactMap { IdiomCondition.caseName($0.trimmingCharacters(in: .whitespaces)) }
            guard named.count == 1, sides.contains(where: { $0.hasSuffix("userInterfaceIdiom") }) else { return true }
            let equal = named[0] == idiom
            return outcome == (op == " == " ? equal : !equal)
        }
        // 2.
        guard choice.value.hasSuffix("userInterfaceIdiom"), choice.outcome.hasPrefix(".") else { return true }
        let taken = String(choice.outcome.dropFirst())
        return !cases.contains(taken) || taken == idiom
    }
}
