import SwiftUI

extension View {
    /// The content padded by 12 on a rounded rectangle.
    func card() -> some View {
        padding(12)
            .background(RoundedRectangle(cornerRadius: 8).fill(.gray))
    }
}
