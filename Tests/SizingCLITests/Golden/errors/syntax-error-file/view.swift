VStack {
    Text("a")
    Color.red.frame(width: 10
}
