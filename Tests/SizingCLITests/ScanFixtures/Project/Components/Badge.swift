import SwiftUI

/// A small label on a capsule.
///
/// Intrinsic sizing behavior: h-hug, v-hug
struct Badge: View {
    let title: String

    var body: some View {
        Text(title)
            .font(.caption)
            .padding(.horizontal, 6)
            .background(Capsule().fill(Color.yellow))
    }
}

/// Sizing: h:hug v:hug
struct Avatar: View {
    var body: some View {
        Circle()
            .fill(Color.gray)
            .frame(width: 40, height: 40)
    }
}

// A coloured strip across the screen (no doc comment on purpose: undocumented).
struct Banner: View {
    var body: some View {
        Color.orange
            .frame(height: 60)
    }
}

/** A price, never wrapped.

 Intrinsic sizing behavior: H-HUG, V-HUG
 */
struct PriceTag: View {
    let text: String

    init(_ text: String) {
        self.text = text
    }

    var body: some View {
        Text(text)
            .fixedSize()
    }
}
