import SwiftUI

/// The bar under a basket: the total, and the button that orders.
///
/// Intrinsic sizing behavior: h-exp, v-hug
struct CheckoutBar: View {
    var total = "€ 1,249.00"

    var body: some View {
        HStack {
            Text("Total")
                .font(.headline)
            Text(total)
                .lineLimit(1)
            Spacer()
            Button("Place order") { }
        }
        .padding()
    }
}

#Preview {
    CheckoutBar()
}
