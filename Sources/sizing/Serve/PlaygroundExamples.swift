/// The playground's pre-filled examples: short snippets of our own that reproduce the cases the
/// seed articles discuss (the numbers they give are checked by the seed goldens in
/// `Tests/SizingCLITests/Golden/seeds`), each with a container to start from.
enum PlaygroundExamples {
    struct Example {
        var title: String
        var source: String
        var width: Double
        var height: Double
    }

    static let all: [Example] = [
        // Seed 003 (SwiftUI Field Guide, HStack): the least flexible child (the Text) is offered
        // its share first and wraps; the colours split what is left.
        Example(title: "HStack shares space: a Text between two colours (seed 003)", source: """
            HStack {
                Color.purple
                Text("Hello, world")
                Color.pink
            }
            """, width: 250, height: 100),
        // Seed 003, layout priority: the prioritised Text is sized first, on one line.
        Example(title: "HStack with layoutPriority on the Text (seed 003)", source: """
            HStack {
                RoundedRectangle(cornerRadius: 8)
                    .fill(.blue)
                Text("Hello, world")
                    .layoutPriority(1)
                RoundedRectangle(cornerRadius: 8)
                    .fill(.green)
            }
            """, width: 250, height: 100),
        // Seeds 000 and 004: a relative-size modifier inside an HStack; leftover space is not
        // handed on to the other children.
        Example(title: "Relative width inside an HStack (seeds 000, 004)", source: """
            HStack(spacing: 10) {
                Color.blue
                Color.green
                Color.yellow
                    .relativeProposed(width: 0.5)
            }
            .border(.primary)
            """, width: 620, height: 80),
        // Seed 001: priorities in a VStack; the low-priority Text keeps its line.
        Example(title: "VStack layoutPriority (seed 001)", source: """
            VStack(spacing: 0) {
                Rectangle()
                    .foregroundStyle(.green)
                Text("Hello World")
                Rectangle()
                    .foregroundStyle(.pink)
                    .layoutPriority(1)
            }
            .frame(height: 300)
            """, width: 200, height: 400),
        // Seed 001: in a ZStack only the highest-priority children size the stack.
        Example(title: "ZStack layoutPriority (seed 001)", source: """
            ZStack(alignment: .topTrailing) {
                Rectangle()
                    .fill(.red)
                    .frame(width: 200, height: 200)
                    .layoutPriority(1)
                Rectangle()
                    .fill(.orange)
                    .frame(width: 150, height: 150)
                    .layoutPriority(2)
            }
            .border(Color.black, width: 5)
            """, width: 400, height: 400),
        // Seed 002: expanding and hugging views, and how a frame changes a behavior.
        Example(title: "Expanding and hugging views (seed 002)", source: """
            VStack {
                Text("hugs its text")
                    .border(.red)
                Color.teal
                Text("now expands")
                    .frame(maxWidth: .infinity)
                    .border(.blue)
            }
            .padding()
            """, width: 320, height: 240),
        // A whole file, as pasted from a project: the `#Preview` is the root.
        Example(title: "A whole file with a View struct and its #Preview", source: """
            import SwiftUI

            struct ProfileRow: View {
                var name = "Ada Lovelace"

                var body: some View {
                    HStack {
                        Circle()
                            .fill(.indigo)
                            .frame(width: 40, height: 40)
                        Text(name)
                        Spacer()
                        Image(systemName: "chevron.right")
                    }
                    .padding(.horizontal)
                }
            }

            #Preview {
                ProfileRow()
            }
            """, width: 390, height: 80),
    ]
}
