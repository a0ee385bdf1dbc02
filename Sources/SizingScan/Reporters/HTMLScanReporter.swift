/// `--format html` (with `-o report.html`): one self-contained page of every view with its
/// pictures, badges and filters (`HTMLScanReport`). The pictures are drawn by `picture`
/// (the command line's `sizing render` as SVG); without it, a card says it has none.
public struct HTMLScanReporter: ScanReporter {
    public var picture: HTMLScanPicture?

    public init(picture: HTMLScanPicture? = nil) {
        self.picture = picture
    }

    public func report(_ findings: [ScanFinding], files: Int, policy: ScanPolicy) -> String {
        HTMLScanReport(findings: findings, files: files, picture: picture).render()
    }
}
