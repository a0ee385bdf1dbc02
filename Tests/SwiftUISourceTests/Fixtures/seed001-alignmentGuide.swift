Rectangle()
    .foregroundStyle(.blue.opacity(0.8))
    .frame(width: 100, height: 100)
    .layoutPriority(2)
    .alignmentGuide(.trailing) { $0.width / 2 }
