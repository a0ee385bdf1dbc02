// SwiftUISource: work in progress.
