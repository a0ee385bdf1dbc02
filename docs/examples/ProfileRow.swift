import SwiftUI

struct User {
    var name: String
    var bio: String?
}

final class ProfileModel: ObservableObject {
    @Published var user: User

    init(user: User) { self.user = user }
}

/// A user's picture, name and, when there is one, bio.
///
/// Intrinsic sizing behavior: h-exp, v-hug
struct ProfileRow: View {
    @ObservedObject var model: ProfileModel

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: "person.circle")
                .resizable()
                .frame(width: 44, height: 44)
            VStack(alignment: .leading, spacing: 4) {
                Text(model.user.name)
                    .font(.headline)
                if let bio = model.user.bio {
                    Text(bio)
                        .font(.caption)
                        .lineLimit(2)
                }
            }
            Spacer()
        }
        .padding(.horizontal)
    }
}
