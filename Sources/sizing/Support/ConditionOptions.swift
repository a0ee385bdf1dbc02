import ArgumentParser
import SwiftUISource

/// `--platform` and `--define`: which `#if` branches of the input are compiled.
struct ConditionOptions: ParsableArguments {
    @Option(help: "Compile the #if branches of this platform (iOS, macOS, watchOS, tvOS or visionOS; default: iOS).")
    var platform: String?

    @Option(name: .customLong("define"), help: "Treat this compilation condition as set, as with -D (repeatable; DEBUG is unset by default).")
    var defines: [String] = []

    func compilationConditions() throws -> CompilationConditions {
        let platform = self.platform ?? "iOS"
        guard let known = Self.platform(named: platform) else {
            throw ValidationError("--platform \(platform): expected one of \(CompilationConditions.platforms.joined(separator: ", "))")
        }
        return CompilationConditions(platform: known, defines: Set(defines))
    }

    /// `name` as `CompilationConditions` spells it (`macos` → `macOS`), nil when unknown.
    static func platform(named name: String) -> String? {
        CompilationConditions.platforms.first { $0.lowercased() == name.lowercased() }
    }
}
