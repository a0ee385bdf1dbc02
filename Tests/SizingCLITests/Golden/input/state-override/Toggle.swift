struct Settings: View {
    @State private var isLarge = false

    var body: some View {
        Color.blue
            .frame(width: isLarge ? 200 : 50, height: 50)
    }
}
