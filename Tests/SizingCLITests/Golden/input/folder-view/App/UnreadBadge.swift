import SwiftUI

/// The unread count in a capsule, 60 × 24 whatever it is offered.
struct UnreadBadge: View {
    var body: some View {
        Text("3")
            .frame(width: 60, height: 24)
            .background(Capsule().fill(.red))
    }
}

/// A color under a title: it fills what it is offered, as Color does.
struct Banner: View {
    var body: some View {
        ZStack {
            Color.blue
            Text("Sale")
        }
    }
}
