Text("Hello World")
    .layoutPriority(-100)   // very low
