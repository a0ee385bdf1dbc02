import Foundation
import XCTest

/// Starts `sizing-catalog-child ROLE ARGUMENTS…` (Tests/CatalogChild, built with the tests), the
/// process the multi-process tests use as a concurrent writer, a writer to kill, or a writer
/// that runs out of disk. Its stdout and stderr go to the returned pipe.
func startChild(_ role: String, _ arguments: [String]) throws -> (Process, Pipe) {
    let process = Process()
    process.executableURL = try childBinary()
    process.arguments = [role] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    return (process, output)
}

/// The child program, next to this test bundle.
func childBinary() throws -> URL {
    let name = "sizing-catalog-child"
    var candidates = [Bundle.main.bundleURL.appendingPathComponent(name)]
    for bundle in Bundle.allBundles { candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent(name)) }
    guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
        throw XCTSkip("\(name) is not built; run `swift build --build-tests` (looked in \(candidates.map(\.path)))")
    }
    return found
}
