import SwiftUI

/// A card with a title on the leading edge, as wide as its container.
///
/// Intrinsic sizing behavior: h-hug, v-hug
struct Card: View {
    let title: String

    var body: some View {
        HStack {
            Text(title)
            Spacer()
        }
        .frame(height: 44)
    }
}

/// A square swatch.
///
/// Intrinsic sizing behavior: h-hug, v-hug
struct Swatch: View {
    var body: some View {
        Color.orange.frame(width: 24, height: 24)
    }
}
