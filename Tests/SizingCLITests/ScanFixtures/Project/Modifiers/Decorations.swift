import SwiftUI

extension View {
    /// Intrinsic sizing behavior: h-neu, v-neu
    func ornatePictureFrame() -> some View {
        self
            .padding(8)
            .border(Color.yellow, width: 4)
    }

    /// Stretches the receiver to the full width, leading-aligned.
    /// Intrinsic sizing behavior: h-exp, v-neu
    func fullWidth() -> some View {
        frame(maxWidth: .infinity, alignment: .leading)
    }

    func thumbnail(side: Double = 64) -> some View {
        frame(width: side, height: side)
    }
}
