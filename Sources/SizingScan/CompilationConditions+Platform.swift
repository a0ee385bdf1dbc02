import SwiftUISource

extension CompilationConditions {
    /// `name` as `CompilationConditions.platforms` spells it (`macos` → `macOS`), nil when
    /// unknown: `--platform` and `.sizing.yml`'s `platform`.
    public static func platform(named name: String) -> String? {
        platforms.first { $0.lowercased() == name.lowercased() }
    }
}
