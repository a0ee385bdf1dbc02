import SwiftUI

struct BarLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: UIScreen.main.bounds.width, height: 100)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// Intrinsic sizing behavior: h-exp, v-exp
struct BarChart: View {
    var body: some View {
        BarLayout {
            Color.red
            Color.green
        }
    }
}

/// Intrinsic sizing behavior: h-exp, v-exp
struct CalendarView: View {
    var body: some View {
        // ...
    }
}

/// Intrinsic sizing behavior: h-exp, v-hug
struct Dashboard: View {
    var body: some View {
        VStack {
            ProfileHeader(name: "Grace")
                .ornatePictureFrame()
            FullWidthRow {
                Badge(title: "New")
            }
        }
    }
}

struct Gauge: View {
    let value: Double

    init(value: Double) {
        self.value = value
    }

    var body: some View {
        Text("Gauge")
    }
}
