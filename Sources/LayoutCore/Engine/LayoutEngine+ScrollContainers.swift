/// A ScrollView is the nearest container of the views inside it (Apple: `containerRelativeFrame`
/// sizes a view relative to "the nearest container", such as "the scroll view" or the window,
/// https://developer.apple.com/documentation/swiftui/view/containerrelativeframe(_:alignment:)):
/// its visible size is known only while it is laid out, so the ScrollView's layout sets it here
/// and the frames inside read it, instead of the static container of the environment.
extension LayoutEngine {
    /// Step 1 (the ScrollView's layout): records `size` as `node`'s visible size. When it
    /// differs from the one recorded before, every answer kept below `node` is forgotten: the
    /// frames inside answer for the new container, and the views between them and the
    /// ScrollView (whose proposals do not change with it) would otherwise keep stale answers.
    /// - Complexity: O(1) when the size is unchanged, else O(the views below `node`).
    func setScrollContainer(_ size: Size, of node: Int32) {
        if let known = scrollContainers[node], Self.same(known, size) { return }
        let hadOne = scrollContainers[node] != nil
        scrollContainers[node] = size
        guard hadOne else { return }
        var pending = [node]
        while let n = pending.popLast() {
            for i in Int(childStart[Int(n)])..<Int(childStart[Int(n) + 1]) {
                let child = childIndex[i]
                cacheHead[Int(child)] = -1
                fixedAnswer[Int(child)] = Size(width: .nan, height: .nan)
                forgetStackLayout(of: child)
                pending.append(child)
            }
        }
        lastPlacement = nil
    }

    /// Step 2 (a `containerRelativeFrame`'s layout): the visible size of the ScrollView nearest
    /// above `node` (NaN on an axis it does not know), nil when `node` is in none or it has not
    /// been laid out.
    /// - Complexity: O(depth) the first time for `node`, then a dictionary lookup.
    func scrollContainer(above node: Int32) -> Size? {
        let scrollView: Int32
        if let known = nearestScrollView[node] {
            scrollView = known
        } else {
            var found: Int32 = -1
            var p = parent(of: Int(node))
            while let q = p {
                if layout(of: q) is ScrollViewLayout {
                    found = Int32(q)
                    break
                }
                p = parent(of: q)
            }
            nearestScrollView[node] = found
            scrollView = found
        }
        return scrollView >= 0 ? scrollContainers[scrollView] : nil
    }

    private static func same(_ a: Size, _ b: Size) -> Bool {
        (a.width == b.width || (a.width.isNaN && b.width.isNaN)) && (a.height == b.height || (a.height.isNaN && b.height.isNaN))
    }
}

extension LayoutSubviews {
    /// Records the visible size of this ScrollView (NaN on an axis it does not know) as the
    /// container of the `containerRelativeFrame`s inside it.
    public func setScrollContainer(_ size: Size) {
        ref._withUnsafeGuaranteedRef { $0.setScrollContainer(size, of: node) }
    }

    /// The visible size of the ScrollView nearest above this view, nil in none.
    public var scrollContainer: Size? {
        ref._withUnsafeGuaranteedRef { $0.scrollContainer(above: node) }
    }
}
