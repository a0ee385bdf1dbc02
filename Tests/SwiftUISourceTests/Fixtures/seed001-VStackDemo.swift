struct VStackDemo: View {
    var body: some View {
        VStack(spacing: 0) {
            Rectangle()               // priority 0
                .foregroundStyle(.green)
            Text("Hello World")       // priority 0
            Rectangle()
                .foregroundStyle(.pink)
                .layoutPriority(1)    // higher
        }
        .frame(height: 300)
    }
}
