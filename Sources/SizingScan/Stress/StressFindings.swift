import LayoutCore
import SwiftUISource

/// The breaks `--stress` found in each view (``ScanFinding/breaks``) as findings of their own,
/// each right after its view's: reporters, baselines, suppressions and `fail_on` then treat
/// them as they treat every finding (verdict `stress`, rule `sizing/stress`).
///
/// A view another view of the project places (``ScanFinding/places``) is checked there, in its
/// caller's context (the scroll view, the button style, the width it is given): what its layout
/// on its own screen finds is not reported. A view no modelled view places (a screen, a view of
/// a library) is checked on its own.
///
/// A break is reported once, however many views place the view that breaks (a row truncated in
/// each list that shows it and in its preview): with the view or preview whose declaration holds
/// the view that breaks, else the first view that found it; its margin and count the largest.
///
/// In a whole program (an app's entry point or a manifest among the files), a view the app's
/// code never reaches (``SourceNames/unreachableViews(_:roots:built:platform:idiom:)``: named only in comments,
/// previews, `#if DEBUG` code or other such views) is code a shipped app never shows: its breaks
/// are not reported, nor those of the views it holds, nor those in a preview's own code (in a
/// snippet, every view is checked). A view the app's code reaches only on some device idioms (an
/// iPad-only screen) keeps only the breaks found on devices of those idioms.
enum StressFindings {
    /// `unreachable`: the simple names of the views the app never shows (``ScanEvaluation/unreachable``);
    /// `unreachableOn`: by device idiom, those the app never shows on such a device
    /// (``ScanEvaluation/unreachableOn``); `notOnItsOwn`: those whose own layout on a screen is
    /// not where the app shows them (``ScanEvaluation/notOnItsOwn``).
    static func expanded(_ findings: [ScanFinding], unreachable: Set<String> = [], unreachableOn: [String: Set<String>] = [:], notOnItsOwn: Set<String> = [], wholeProgram: Bool = false) -> [ScanFinding] {
        let owners = Dictionary(grouping: self.owners(findings, unreachable: unreachable, unreachableOn: unreachableOn, notOnItsOwn: notOnItsOwn, wholeProgram: wholeProgram).values, by: \.finding)
        return findings.enumerated().flatMap { index, f in
            let own = (owners[index] ?? []).map { finding($0.kept, of: f) }
            // Breaks of views in other files share the holder's line: their identity orders them
            // (the owners come from a dictionary, whose order differs from run to run).
            return (f.isPreview ? [] : [f]) + own.sorted {
                ($0.line, $0.column, $0.stress!.kind.rawValue, $0.stress!.identity) < ($1.line, $1.column, $1.stress!.kind.rawValue, $1.stress!.identity)
            }
        }
    }

    /// Each break's finding (by index) and the break as reported: the largest margin and count
    /// of the layouts where it counts, reported with
    /// the view or preview whose declaration holds the view that breaks (its holder: the last one
    /// above it in its file), else the first view that found it. A view's own layout counts when
    /// it is not in `notOnItsOwn` (``ScanEvaluation/notOnItsOwn``) and no view of the app whose
    /// own layout counts places it; a preview's, for a break whose holder is the preview or a
    /// view no view of the app places nor names (the app's context decides where it has one,
    /// even one the model could not build), unless every view the preview shows is one the app
    /// shows (then a modifier's break it finds is the app's layouts' to find). A break held by a view of `unreachable` (not
    /// `public`), or found by one, is not reported; in a whole program, nor is one a preview
    /// holds (its own scaffold or sample text: the app does not ship it). A break found on a
    /// device idiom is not reported when the view that found it or holds it is one the app
    /// never shows there (`unreachableOn`); the same break on several idioms is joined into one.
    static func owners(_ findings: [ScanFinding], unreachable: Set<String> = [], unreachableOn: [String: Set<String>] = [:], notOnItsOwn: Set<String> = [], wholeProgram: Bool = false) -> [String: (finding: Int, kept: StressBreak)] {
        let names = findings.map { ScanAnalysis.simpleName($0.name) }
        let hidden = Set(findings.indices.filter { i in
            let f = findings[i]
            return f.kind != .modifier && !f.isPreview && !f.isPublic && unreachable.contains(names[i])
        })
        // The views placed by a view of the app laid out on its own.
        let own = Set(findings.indices.filter { !findings[$0].isPreview && !hidden.contains($0) && !notOnItsOwn.contains(names[$0]) })
        let appPlaced = own.reduce(into: Set<String>()) { $0.formUnion(findings[$1].places) }
        func shownElsewhere(_ name: String) -> Bool { appPlaced.contains(name) || notOnItsOwn.contains(name) }
        // A preview whose every view the app shows in a layout of its own: a modifier or helper
        // it applies is checked there, in the app's context (sample 7 #19: a Section previewed
        // outside the Form the app shows it in).
        func previewsOnlyShownElsewhere(_ f: ScanFinding) -> Bool { !f.places.isEmpty && f.places.allSatisfy(shownElsewhere) }
        // The views and previews of each file by line.
        var declared: [String: [(line: Int, index: Int)]] = [:]
        for (index, f) in findings.enumerated() { declared[f.file.path, default: []].append((f.line, index)) }
        func holder(_ b: StressBreak) -> Int? {
            b.location.flatMap { location in declared[location.file ?? ""]?.filter { $0.line <= location.line }.max { $0.line < $1.line }?.index }
        }
        var kept: [String: (finding: Int, kept: StressBreak)] = [:]
        var order: [String] = []
        for (index, f) in findings.enumerated() {
            guard !hidden.contains(index), f.isPreview || own.contains(index) && !appPlaced.contains(names[index]) else { continue }
            for b in f.breaks {
                let holder = holder(b)
                if let holder, hidden.contains(holder) || wholeProgram && findings[holder].isPreview { continue }
                if f.isPreview, holder.map({ $0 != index && !findings[$0].isPreview }) ?? true,
                   holder.map({ shownElsewhere(names[$0]) }) == true || previewsOnlyShownElsewhere(f) { continue }
                if let idiom = b.idiom, let absent = unreachableOn[idiom] {
                    let hiddenThere = { (i: Int) in !findings[i].isPublic && absent.contains(names[i]) }
                    if hiddenThere(index) || holder.map(hiddenThere) == true { continue }
                }
                let key = b.identity + "\u{1F}" + (b.idiom ?? "")
                if kept[key] == nil { order.append(key) }
                kept[key] = kept[key].map { ($0.finding, $0.kept.merged(with: b)) } ?? (holder ?? index, b)
            }
        }
        // The same break on devices of several idioms: one (on a tie, the configuration found first).
        var joined: [String: (finding: Int, kept: StressBreak)] = [:]
        for key in order {
            let (finding, b) = kept[key]!
            joined[b.identity] = joined[b.identity].map { ($0.finding, $0.kept.joined(with: b)) } ?? (finding, b)
        }
        return joined
    }

    /// Whether the files are a whole program rather than a snippet: a manifest (`Package.swift`,
    /// an Xcode project) was found beside them, or one declares the app's entry point (`@main`,
    /// `@UIApplicationMain`, `@NSApplicationMain`).
    static func isWholeProgram(_ files: [ScanFile], manifests: [String]) -> Bool {
        !manifests.isEmpty || files.contains { f in ["@main", "@UIApplicationMain", "@NSApplicationMain"].contains(where: f.holds) }
    }

    /// The simple names of the views of `files` likely placed by another view: named in another
    /// file, or twice in their own (a view of the same file, a preview). `names[i]` are the
    /// names of `files[i]`; any after those, of other files that may name them.
    static func likelyPlaced(_ names: [SourceNames], files: [ScanFile]) -> Set<String> {
        var home: [String: Int] = [:]
        for i in files.indices where i < names.count {
            for view in names[i].views.map(ScanAnalysis.simpleName) { home[view] = home[view] == nil ? i : -1 }
        }
        let views = Set(home.keys)
        var out = Set<String>()
        for (i, fileNames) in names.enumerated() {
            for name in fileNames.used.intersection(views) where home[name] != i { out.insert(name) }
        }
        var written: [Int: Set<String>] = [:]
        for (name, i) in home where i >= 0 && !out.contains(name) { written[i, default: []].insert(name) }
        for (i, candidates) in written {
            var counts: [String: Int] = [:]
            Identifiers.count(candidates, in: files[i].bytes, into: &counts)
            out.formUnion(candidates.filter { counts[$0, default: 0] >= 2 })
        }
        return out
    }

    /// A break of `view` as a finding: at the view that breaks when it is written in the same
    /// file, else at `view` (the break is then in a view it places from another file, which the
    /// message names).
    static func finding(_ b: StressBreak, of view: ScanFinding) -> ScanFinding {
        var out = view
        out.verdict = .stress
        out.stress = b
        out.breaks = []
        out.declared = nil
        out.derived = nil
        out.exceptions = []
        out.platformAnswers = []
        out.assumptions = []
        out.held = []
        out.fixed = false
        out.reason = b.message
        if let location = b.location, location.file == nil || location.file == view.file.path {
            out.line = location.line
            out.column = location.column
        } else if let location = b.location, let file = location.file {
            out.reason += " (the view is at \(file):\(location))"
        }
        return out
    }
}
