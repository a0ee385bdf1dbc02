struct ZStackDemo: View {
    var body: some View {
        ZStack(alignment: .topTrailing) {
            Rectangle()
                .foregroundStyle(.red.opacity(0.8))
                .frame(width: 200, height: 200)
                .layoutPriority(1)

            Rectangle()
                .foregroundStyle(.blue.opacity(0.8))
                .frame(width: 100, height: 100)
                .layoutPriority(2)

            Rectangle()
                .foregroundStyle(.orange.opacity(0.8))
                .frame(width: 150, height: 150)
                .layoutPriority(2)
        }
        .border(Color.black, width: 5) // the ZStack's own size
    }
}
