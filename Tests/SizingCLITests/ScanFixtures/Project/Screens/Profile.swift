import SwiftUI

/// Avatar, name and badge on one line: uses views of two other files.
///
/// Intrinsic sizing behavior: h-hug, v-hug
struct ProfileHeader: View {
    var name = "Ada"

    var body: some View {
        HStack(spacing: 8) {
            Avatar()
            Text(name)
            Badge(title: "Pro")
        }
    }
}

/// The whole profile screen.
///
/// Intrinsic sizing behavior: h-exp, v-exp
struct ProfileScreen: View {
    var body: some View {
        VStack(alignment: .leading) {
            ProfileHeader()
                .fullWidth()
            Card {
                Tag("Swift")
            }
            Spacer()
        }
    }
}

/// A disclosure row: the details show under the title when expanded.
///
/// Intrinsic sizing behavior: h-hug, v-hug
struct DisclosureRow: View {
    @State private var isExpanded = false

    var body: some View {
        VStack(alignment: .leading) {
            Text("Shipping")
            if isExpanded {
                Text("Ships in two days")
            }
        }
    }
}

/// Documented from the full-screen state only.
///
/// Intrinsic sizing behavior: h-exp, v-exp
struct ExpandingPanel: View {
    @State var isFullScreen = false

    var body: some View {
        if isFullScreen {
            Color.blue
        } else {
            Text("Compact")
        }
    }
}

enum Density {
    case compact, regular
}

/// Intrinsic sizing behavior: h-hug, v-hug
struct DensityLabel: View {
    @State private var density: Density = .compact

    var body: some View {
        switch density {
        case .compact:
            Text("Short")
        case .regular:
            Text("A longer label")
        }
    }
}
