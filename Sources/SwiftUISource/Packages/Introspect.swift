import LayoutCore
import SwiftSyntax

/// SwiftUI Introspect, read from https://github.com/siteline/swiftui-introspect at 26.0.1
/// (Sources/Introspect.swift).
///
/// `.introspect(_:on:customize:)` applies `IntrospectModifier`, whose body is its content with
/// a zero-sized `.background` and `.overlay` anchoring the platform view it looks up: the
/// content's size is unchanged.
extension SwiftPackage {
    static let introspect = SwiftPackage(
        name: "swiftui-introspect", module: "SwiftUIIntrospect", repository: "https://github.com/siteline/swiftui-introspect",
        version: "26.0.1", commit: "26986a57e31c813f98262ddb62d4b07d40008535")
}

extension PackageModifier {
    static let introspect: [PackageModifier] = [neutral("introspect", of: .introspect)]
}
