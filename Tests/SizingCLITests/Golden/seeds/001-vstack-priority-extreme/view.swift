VStack(spacing: 0) {
    Rectangle()
        .foregroundStyle(.green)
    Text("Hello World")
        .layoutPriority(-100)
    Rectangle()
        .foregroundStyle(.pink)
        .layoutPriority(1)
}
.frame(height: 20)
