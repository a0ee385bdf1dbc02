struct VStackDemo: View {
    var body: some View {
        VStack(spacing: 0) {
            Rectangle()
                .foregroundStyle(.green)
            Text("Hello World")
                .layoutPriority(-100)   // very low
            Rectangle()
                .foregroundStyle(.pink)
                .layoutPriority(1)
        }
        .frame(height: 20)            // room for the text only
    }
}
