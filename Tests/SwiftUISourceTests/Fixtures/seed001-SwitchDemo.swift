struct SwitchDemo: View {
    @State private var selection: Selection = .a

    var body: some View {
        VStack {
            HStack {
                Text("Hello")
                DynamicSizeZStack(selection: $selection)
                Text("World")
            }
            .padding()

            Picker("", selection: $selection.animation()) {
                ForEach(Selection.allCases) { Text($0.rawValue).tag($0) }
            }
            .pickerStyle(.segmented)
            .padding(.horizontal)
        }
    }
}

struct DynamicSizeZStack: View {
    @Binding var selection: Selection

    var body: some View {
        ZStack {
            Rectangle().frame(width: 200, height: 200)
                .layoutPriority(selection == .a ? 1 : 0)
                .opacity(selection == .a ? 1 : 0)

            Rectangle().frame(width: 150, height: 150)
                .layoutPriority(selection == .b ? 1 : 0)
                .opacity(selection == .b ? 1 : 0)

            Rectangle().frame(width: 100, height: 100)
                .layoutPriority(selection == .c ? 1 : 0)
                .opacity(selection == .c ? 1 : 0)
        }
        .animation(.default, value: selection)
    }
}

enum Selection: String, CaseIterable, Identifiable {
    case a, b, c
    var id: Self { self }
}
