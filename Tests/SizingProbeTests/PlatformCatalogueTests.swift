import LayoutCore
import SizingProbe
import Testing

/// The catalogue on each platform: the same subjects built as SwiftUI builds them there
/// (`ProbeSubject.on(_:)`), classified by the same probe. The expected behaviors are worked out
/// from the layouts' documented compositions, each line saying which; iOS's are seed 002's
/// (TaxonomyTests checks them for every row).
@Suite struct PlatformCatalogueTests {
    /// Every subject classifies on every platform, keeps its evidence, and names a catalog entry
    /// only on iOS (the catalog's rows are iOS's).
    @Test(arguments: Platform.allCases) func everySubjectClassifies(on platform: Platform) {
        for subject in ProbeCatalogue.subjects(on: platform) {
            let classification = subject.classify()
            #expect(!classification.evidence.isEmpty, "\(subject.title) on \(platform)")
            #expect(subject.platform == platform)
            if platform != .iOS { #expect(subject.entry == nil, "\(subject.title) on \(platform)") }
        }
    }

    struct Row: Sendable, CustomStringConvertible {
        var name: String
        var variant: String
        var iOS: AxisBehaviors
        var macOS: AxisBehaviors
        var description: String { variant.isEmpty ? name : "\(name) (\(variant))" }
    }

    /// The rows whose behavior macOS changes, and some it keeps.
    static let rows: [Row] = [
        // Checkbox: box + label, no Spacer (Apple, ToggleStyle.checkbox); a label view is neutral.
        Row(name: "Toggle", variant: "title", iOS: hv(.exp, .hug), macOS: hv(.hug, .hug)),
        Row(name: "Toggle", variant: "label view", iOS: hv(.exp, .neu), macOS: hv(.neu, .neu)),
        // Label + arrows, no Spacer (model, Stepper.swift).
        Row(name: "Stepper", variant: "title", iOS: hv(.exp, .hug), macOS: hv(.hug, .hug)),
        Row(name: "Stepper", variant: "label view", iOS: hv(.exp, .neu), macOS: hv(.neu, .neu)),
        // The track expands on both; macOS draws the label before it (model, Slider.swift).
        Row(name: "Slider", variant: "", iOS: hv(.exp, .hug), macOS: hv(.exp, .hug)),
        Row(name: "Slider", variant: "label view", iOS: hv(.exp, .hug), macOS: hv(.exp, .neu)),
        // A field takes the width on both (seed 002; model, TextField.swift).
        Row(name: "TextField", variant: "", iOS: hv(.exp, .hug), macOS: hv(.exp, .hug)),
        // Segments fill the width on iOS, hug on macOS (model, Picker.swift); menus hug on both.
        Row(name: "Picker", variant: "segmented", iOS: hv(.exp, .hug), macOS: hv(.hug, .hug)),
        Row(name: "Picker", variant: "menu", iOS: hv(.hug, .hug), macOS: hv(.hug, .hug)),
        // Spacer rows on iOS, inline rows on macOS (model, DatePicker.swift, ColorPicker.swift).
        Row(name: "DatePicker", variant: "", iOS: hv(.exp, .hug), macOS: hv(.hug, .hug)),
        Row(name: "ColorPicker", variant: "", iOS: hv(.exp, .hug), macOS: hv(.hug, .hug)),
        Row(name: "LabeledContent", variant: "", iOS: hv(.exp, .neu), macOS: hv(.neu, .neu)),
        // A grouped, scrolling list on iOS; non-scrolling columns on macOS (Apple, FormStyle.columns).
        Row(name: "Form", variant: "", iOS: hv(.exp, .exp), macOS: hv(.neu, .neu)),
        Row(name: "List", variant: "", iOS: hv(.exp, .exp), macOS: hv(.exp, .exp)),
        // A push button adds a bezel to its label: still neutral (model, Button.swift).
        Row(name: "Button", variant: "default style", iOS: hv(.neu, .neu), macOS: hv(.neu, .neu)),
    ]

    @Test(arguments: rows) func macOSAgainstIOS(_ row: Row) throws {
        let iOS = try #require(ProbeCatalogue.subject(row.name, row.variant, on: .iOS))
        let macOS = try #require(ProbeCatalogue.subject(row.name, row.variant, on: .macOS))
        #expect(iOS.classify().behaviors == row.iOS, "\(row) on iOS")
        #expect(macOS.classify().behaviors == row.macOS, "\(row) on macOS")
    }
}
