/// Which way up a device screen is held: `--orientation portrait` or `landscape`.
///
/// SwiftUI's `InterfaceOrientation` tells `landscapeLeft` from `landscapeRight` (and
/// `portraitUpsideDown` from `portrait`); both landscapes give a phone the same insets (the
/// sensor housing's on both sides), so one case stands for each pair here.
public enum DeviceOrientation: String, Hashable, Sendable, CaseIterable {
    case portrait, landscape
}
