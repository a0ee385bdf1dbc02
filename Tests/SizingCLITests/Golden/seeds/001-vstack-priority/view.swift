VStack(spacing: 0) {
    Rectangle()
        .foregroundStyle(.green)
    Text("Hello World")
    Rectangle()
        .foregroundStyle(.pink)
        .layoutPriority(1)
}
.frame(height: 300)
