import CatalogStore
import SizingScan

extension Diagnostics {
    /// The project's own error types, rendered with what failed and where.
    static func renderedProjectError(_ error: Error) -> (text: String, code: Int32)? {
        if let error = error as? CatalogError {
            return ("error: \(error.description)", 1)
        }
        if let error = error as? ScanError {
            return ("error: \(error.message)", error.exitCode)
        }
        if let problems = error as? ScanConfigurationFile.Problems {
            return (problems.lines.joined(separator: "\n"), 64)
        }
        return sourceErrorText(error)
    }
}
