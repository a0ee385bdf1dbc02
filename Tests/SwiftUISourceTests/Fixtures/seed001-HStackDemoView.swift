struct HStackDemoView: View {
    var body: some View {
        HStack(spacing: 0) {
            Text("Leading String, Leading String")
                .font(.largeTitle)
                .layoutPriority(0)      // the default priority
                .border(Color.red, width: 2)

            Text("Trailing String 123456")
                .font(.largeTitle)
                .layoutPriority(1)      // wins the space when it is short
                .border(Color.orange, width: 2)
        }
        .frame(height: 50)
    }
}
