import SwiftUI

/// A row of the inbox: its badge is declared in UnreadBadge.swift, `card()` in View+Card.swift.
struct InboxRow: View {
    var body: some View {
        HStack {
            Text("Inbox")
            Spacer()
            UnreadBadge()
        }
        .card()
    }
}

/// A banner over the details: the banner (UnreadBadge.swift) fills what it is offered.
struct PromoScreen: View {
    var body: some View {
        VStack {
            Banner()
            Text("Details")
        }
    }
}
