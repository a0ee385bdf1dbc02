/// `--fix` for one finding, on text the caller holds (an editor's unsaved document): the same
/// edit `sizing scan --fix` writes (`ScanFix`), without writing any file.
extension ScanFinding {
    /// Whether `--fix` writes this finding's doc comment: a documented behavior that differs, or
    /// an undocumented one, with a derived behavior to state.
    public var isFixable: Bool {
        derived != nil && (verdict == .differs || verdict == .undocumented)
    }

    /// `bytes`, the text of this finding's file, with the finding's doc comment written or
    /// corrected as `sizing scan --fix` would (the line `configuration`'s `doc_comment` gives);
    /// nil when the finding is not fixable (``isFixable``) or the text would not change.
    public func fixed(_ bytes: [UInt8], configuration: ScanConfiguration) -> [UInt8]? {
        guard isFixable, let derived else { return nil }
        let edit = ScanFix.Edit(line: docLocation.line, column: docLocation.column, behaviors: derived)
        let updated = ScanFix.apply([edit], to: bytes, newLine: configuration.docCommentLine)
        return updated == bytes ? nil : updated
    }
}
