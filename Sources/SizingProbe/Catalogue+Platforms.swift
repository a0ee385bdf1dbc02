import LayoutCore

/// The catalogue on another platform than iOS: the same subjects, built as SwiftUI builds them
/// for that platform, so that the probe derives each platform's behaviors from the same
/// questions (a Toggle is h-exp, v-hug on iOS and h-hug, v-hug on macOS, where it is a checkbox).
extension ProbeSubject {
    /// This subject on `platform`: every control and container it builds takes that platform's
    /// layout (`ViewNode.adapted(to:)`; the probe's Color and Text children are the same
    /// everywhere). The catalog's entries are iOS's, so a subject on another platform names none.
    public func on(_ platform: Platform) -> ProbeSubject {
        var subject = self
        subject.platform = platform
        if platform != .iOS { subject.entry = nil }
        switch form {
        case .simple(let build):
            subject.form = .simple { build().adapted(to: platform) }
        case .modifier(let apply):
            subject.form = .modifier { apply($0).adapted(to: platform) }
        case .container(let arity, let mixed, let build):
            subject.form = .container(arity: arity, mixed: mixed) { build($0).adapted(to: platform) }
        }
        return subject
    }
}

extension ProbeCatalogue {
    /// Every subject as SwiftUI builds it on `platform` (the iOS subjects themselves on iOS).
    public static func subjects(on platform: Platform) -> [ProbeSubject] {
        platform == .iOS ? subjects : subjects.map { $0.on(platform) }
    }

    /// The subject with `name` and `variant` on `platform`.
    public static func subject(_ name: String, _ variant: String = "", on platform: Platform) -> ProbeSubject? {
        subject(name, variant)?.on(platform)
    }
}
