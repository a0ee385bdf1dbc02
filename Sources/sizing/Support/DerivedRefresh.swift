import CatalogStore
import Foundation
import LayoutCore
import SizingProbe

/// Keeps the catalog's derived rows in step with the probe: they are re-derived whenever the
/// probe's rules version differs from the one that produced them (or they are missing).
/// Refreshing never touches documented rows or custom views.
enum DerivedRefresh {
    /// Probe subjects and the catalog entries they derive (both lists are ours: the probe names
    /// its subjects as SwiftUI spells them, the catalog names rows as seed 002's tables do).
    static let entryIds: [String: String] = [
        "Color|": "color", "Divider|": "divider", "Image|": "image", "Image|resizable": "image-resizable",
        "SecureField|": "secure-field", "Text|": "text", "TextEditor|": "text-editor", "TextField|": "text-field",
        "Button|default style": "button-default", "Button|plain style": "button-plain",
        "Link|title": "link", "Link|label view": "link-label-view",
        "Label|title and image": "label", "Label|title and icon views": "label-title-icon-views",
        "HStack|": "hstack", "VStack|": "vstack", "ZStack|": "zstack", "LazyHStack|": "lazy-hstack", "LazyVStack|": "lazy-vstack",
        "Slider|": "slider", "Slider|label view": "slider-label-view",
        "ProgressView|linear": "progress-view-linear", "ProgressView|linear, label view": "progress-view-linear-label-view",
        "ProgressView|circular": "progress-view-circular", "ProgressView|circular, label view": "progress-view-circular-label-view",
        "Stepper|title": "stepper", "Stepper|label view": "stepper-label-view",
        "Toggle|title": "toggle", "Toggle|label view": "toggle-label-view",
        "Capsule|": "capsule", "Circle|": "circle", "Ellipse|": "ellipse", "Rectangle|": "rectangle",
        "RoundedRectangle|": "rounded-rectangle", "Shape|custom": "shape-custom", "Spacer|": "spacer",
        "aspectRatio|2, .fit": "aspect-ratio", "border|": "border", "background|": "background", "overlay|": "overlay",
        "offset|": "offset", "GeometryReader|": "geometry-reader", "Group|": "group",
        "ScrollView|vertical": "scroll-view-vertical", "ScrollView|horizontal": "scroll-view-horizontal",
        "ViewThatFits|": "view-that-fits", "padding|": "padding", "position|": "position", "Picker|menu": "picker",
        "NavigationStack|": "navigation-stack", "NavigationView|": "navigation-view", "NavigationSplitView|": "navigation-split-view",
        "NavigationLink|title": "navigation-link", "NavigationLink|label view": "navigation-link-label-view",
        "TabView|": "tab-view", "TabView|page style": "tab-view-page", "TimelineView|": "timeline-view",
        "List|": "list", "List|plain style": "list-plain", "Form|": "form", "Section|": "section", "GroupBox|": "group-box",
        "DisclosureGroup|": "disclosure-group", "DisclosureGroup|expanded": "disclosure-group-expanded",
        "LabeledContent|": "labeled-content", "ControlGroup|": "control-group", "ContentUnavailableView|": "content-unavailable-view",
        "AsyncImage|": "async-image", "DatePicker|": "date-picker", "DatePicker|wheel style": "date-picker-wheel",
        "ColorPicker|": "color-picker", "Gauge|": "gauge", "Gauge|circular style": "gauge-circular", "Menu|": "menu",
        "Menu|label view": "menu-label-view", "Canvas|": "canvas", "ShareLink|": "share-link",
        "ignoresSafeArea|": "ignores-safe-area", "safeAreaInset|": "safe-area-inset", "safeAreaPadding|": "safe-area-padding",
        "containerRelativeFrame|": "container-relative-frame",
        "Grid|": "grid", "GridRow|": "grid-row", "LazyVGrid|": "lazy-vgrid", "LazyHGrid|": "lazy-hgrid",
    ]

    static func refreshIfStale(_ store: CatalogStore) throws {
        let entries = try store.allEntries()
        let stale = entries.contains { report in
            guard entryIds.values.contains(report.entry.id) else { return false }
            return report.derived?.rulesVersion != SizingProbe.rulesVersion
        }
        guard stale else { return }
        if store.isReadOnly {
            Output.message("warning: catalog database \(store.path): read-only, so its derived behaviors were not refreshed to the probe's rules \(SizingProbe.rulesVersion); make it writable to refresh them")
            return
        }
        try store.refreshDerivedBehaviors(derivedInputs(), rulesVersion: SizingProbe.rulesVersion, removingOthers: true)
    }

    /// Every mapped probe subject, classified.
    static func derivedInputs() -> [DerivedBehaviorInput] {
        ProbeCatalogue.subjects.compactMap { subject -> DerivedBehaviorInput? in
            guard let id = entryIds["\(subject.name)|\(subject.variant)"] else { return nil }
            let classification = subject.classify()
            return DerivedBehaviorInput(
                entryId: id, behaviors: storeBehaviors(classification.behaviors),
                evidence: classification.evidence.map { ProbeObservation(child: $0.subject, proposal: "\($0.proposal)", answer: "\($0.answer)") },
                notes: classification.notes.map(\.description).joined(separator: "; "))
        }
    }

    static func storeBehaviors(_ b: ProbeAxisBehaviors) -> StoredAxisBehaviors {
        StoredAxisBehaviors(horizontal: SizingBehavior(rawValue: b.horizontal.rawValue)!, vertical: SizingBehavior(rawValue: b.vertical.rawValue)!)
    }
}
