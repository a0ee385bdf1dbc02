extension LayoutEngine {
    /// Whether the compiled tree depends on its device beyond the safe area: a view sized by its
    /// container (`containerRelativeFrame`), which reads the container's size as the views around
    /// it change it. A tree without one compiles the same on every device but for the safe area
    /// that `ignoresSafeArea` and the style form of `background` keep, which ``replaceScreen(with:)``
    /// gives them again.
    public var readsDevice: Bool {
        (0..<storedCount).contains { node in
            layoutBoxes[node]._withUnsafeGuaranteedRef { $0.layout is ContainerRelativeFrameLayout }
        }
    }

    /// Lays the tree out on `device` next, without compiling it again: the root, a device screen
    /// (``SafeAreaRootLayout``), becomes `device`'s, each view that keeps the safe area is resolved
    /// again with `device`'s, and every answer is forgotten. Only for a tree that does not read
    /// its device otherwise (``readsDevice``).
    public func replaceScreen(with device: Device) {
        let node = Int(root)
        precondition(layoutBoxes[node].takeUnretainedValue().layout is SafeAreaRootLayout, "the root is a device screen")
        let screen = SafeAreaRootLayout(device: device)
        replaceLayout(of: node, with: screen)
        // The only field a view's compiled form takes from the screen (SafeAreaRootLayout's
        // updateEnvironment sets it, and no view below changes it).
        var environment = LayoutEnvironment()
        environment.safeArea = screen.safeArea
        let keepers = safeAreaNodes ?? (0..<storedCount).filter { other in
            other != node && layoutBoxes[other]._withUnsafeGuaranteedRef { $0.layout is IgnoresSafeAreaLayout || $0.layout is SecondaryLayerLayout }
        }
        safeAreaNodes = keepers
        for other in keepers {
            guard let again = layoutBoxes[other].takeUnretainedValue().layout.resolved(in: environment) else { continue }
            replaceLayout(of: other, with: again)
        }
        resetCaches()
    }

    private func replaceLayout(of node: Int, with layout: any Layout) {
        layoutBoxes[node].release()
        layoutBoxes[node] = Unmanaged.passRetained(LayoutBox(layout))
        forgetConstantLayouts(readingLayoutOf: node)  // ConstantLayouts.swift
    }
}
