import Foundation

/// Runs one test of this test binary in a child process (the way the multi-process tests get
/// real concurrent writers without another executable), with `environment` added to ours.
/// The child's stdout and stderr go to the returned pipe.
func startChildTest(_ test: String, environment extra: [String: String]) throws -> (Process, Pipe) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0])
    process.arguments = [test]
    process.environment = ProcessInfo.processInfo.environment.merging(extra) { _, new in new }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    return (process, output)
}
