import ArgumentParser
import SizingScan
import SwiftUISource

/// `--platform` and `--define`: which `#if` branches of the input are compiled.
struct ConditionOptions: ParsableArguments {
    @Option(help: "Compile the #if branches of this platform (iOS, macOS, watchOS, tvOS or visionOS; default: iOS).")
    var platform: String?

    @Option(name: .customLong("define"), help: "Treat this compilation condition as set, as with -D (repeatable; DEBUG is unset by default).")
    var defines: [String] = []

    func compilationConditions() throws -> CompilationConditions {
        let platform = self.platform ?? "iOS"
        guard let known = CompilationConditions.platform(named: platform) else {
            throw ValidationError("--platform \(platform): expected one of \(CompilationConditions.platforms.joined(separator: ", "))")
        }
        return CompilationConditions(platform: known, defines: Set(defines))
    }
}
