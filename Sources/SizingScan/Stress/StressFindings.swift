import LayoutCore

/// The breaks `--stress` found in each view (``ScanFinding/breaks``) as findings of their own,
/// each right after its view's: reporters, baselines, suppressions and `fail_on` then treat
/// them as they treat every finding (verdict `stress`, rule `sizing/stress`).
///
/// A break is reported once, however many views place the view that breaks (a row truncated on
/// its own, in each list that shows it and in its preview): with the view declared in the file
/// where it is written, else the first view, else a preview; its margin and count the largest.
enum StressFindings {
    static func expanded(_ findings: [ScanFinding]) -> [ScanFinding] {
        let owners = self.owners(findings)
        return findings.enumerated().flatMap { index, f in
            let own = f.breaks.compactMap { b in owners[b.identity].flatMap { $0.finding == index ? finding($0.kept, of: f) : nil } }
            return (f.isPreview ? [] : [f]) + own.sorted { ($0.line, $0.column, $0.stress!.kind.rawValue) < ($1.line, $1.column, $1.stress!.kind.rawValue) }
        }
    }

    /// Each break's finding (by index) and the break as reported: the largest margin and count
    /// of every view that found it.
    static func owners(_ findings: [ScanFinding]) -> [String: (finding: Int, kept: StressBreak)] {
        /// Lower is a better owner.
        func rank(_ f: ScanFinding, _ b: StressBreak) -> Int {
            f.isPreview ? 2 : b.location?.file == f.file.path ? 0 : 1
        }
        var out: [String: (finding: Int, kept: StressBreak)] = [:]
        for (index, f) in findings.enumerated() {
            for b in f.breaks {
                guard let (owner, kept) = out[b.identity] else {
                    out[b.identity] = (index, b)
                    continue
                }
                out[b.identity] = (rank(f, b) < rank(findings[owner], kept) ? index : owner, kept.merged(with: b))
            }
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
