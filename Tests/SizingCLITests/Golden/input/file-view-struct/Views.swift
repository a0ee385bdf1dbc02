import SwiftUI

struct Badge: View {
    var body: some View {
        Text("New")
            .padding(.horizontal, 6)
            .background(Capsule().fill(.red))
    }
}

struct Row: View {
    var body: some View {
        HStack {
            Text("Inbox")
            Spacer()
            Badge()
        }
        .padding()
    }
}
