HStack {
    Color.purple
    Text("Hello, world")
    Color.pink
}
