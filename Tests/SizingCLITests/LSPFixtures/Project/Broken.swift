import SwiftUI

/// Intrinsic sizing behavior: h-hug, v-hug
struct Broken: View {
    var body: some View {
        Text("never closed"
    }
}
