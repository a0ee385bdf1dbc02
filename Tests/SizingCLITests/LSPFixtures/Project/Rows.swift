import SwiftUI

struct Row: View {
    var body: some View {
        VStack {
            Card(title: "Inbox")
            Swatch()
        }
    }
}
