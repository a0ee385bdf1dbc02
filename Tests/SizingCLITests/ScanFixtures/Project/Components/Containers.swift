import SwiftUI

/// A bordered box around any content.
///
/// Intrinsic sizing behavior: h:neu v:neu
struct Card<Content: View>: View {
    @ViewBuilder let content: Content

    var body: some View {
        content
            .padding(12)
            .border(Color.gray)
    }
}

/// A row that takes the whole width and lays its content out on the leading edge.
///
/// **H-EXP**, **v-neu**
struct FullWidthRow<Content: View>: View {
    @ViewBuilder var content: () -> Content

    var body: some View {
        HStack {
            content()
            Spacer()
        }
    }
}

// Tag is a "Dual-Category View": a composed form and a simple form.
struct Tag<Label: View>: View {
    let label: Label

    /// Intrinsic sizing behavior: h-neu, v-neu
    init(@ViewBuilder label: @escaping () -> Label) {
        self.label = label()
    }

    /// Intrinsic sizing behavior: h-hug, v-hug
    init(_ titleKey: String) where Label == Text {
        self.label = Text(titleKey)
    }

    var body: some View {
        label
            .padding(4)
            .border(Color.blue)
    }
}

/// Two labels pushed to the edges.
///
/// Intrinsic sizing behavior: h-hug, v-hug
struct SegmentedBar: View {
    var body: some View {
        HStack {
            Text("Day")
            Spacer()
            Text("Week")
        }
    }
}
