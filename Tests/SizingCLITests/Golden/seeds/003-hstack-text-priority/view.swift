HStack {
    RoundedRectangle(cornerRadius: 8)
        .fill(.blue)
    Text("Hello, world")
        .layoutPriority(1)
    RoundedRectangle(cornerRadius: 8)
        .fill(.green)
}
