import SwiftUI

struct User { let name: String; let bio: String? }

final class ProfileModel: ObservableObject {
    @Published var user = User(name: "Ada", bio: nil)
    @Published var isLoading = false
}

struct ProfileRow: View {
    @ObservedObject var model: ProfileModel
    var body: some View {
        HStack {
            Text(model.user.name).font(.headline)
            if let bio = model.user.bio { Text(bio).lineLimit(2) }
            Spacer()
        }
    }
}

#Preview {
    ProfileRow(model: ProfileModel())
}
