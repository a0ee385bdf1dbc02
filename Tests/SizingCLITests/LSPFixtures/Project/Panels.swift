import SwiftUI

/// A view with a view nested in it: hover finds `Header` by its simple name.
struct Panel: View {
    var body: some View {
        VStack {
            Header()
            Color.blue
        }
    }

    struct Header: View {
        var body: some View {
            Text("Header")
                .frame(maxWidth: .infinity)
        }
    }
}
