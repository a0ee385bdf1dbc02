/// Spacing: the spacing preferences of each node (§10.2) and the gaps between neighbours that
/// the stacks ask while sizing and placing (`LayoutSubviews.forEachGap`).
///
/// Preferences are few and shared: each distinct one is numbered once in `spacingTable` (a node's
/// number in `spacingIndex`), a stack's by its children's numbers (`stackSpacing`), and the gap
/// between two numbered classes is computed once (`gapMemo`).
extension LayoutEngine {
    // MARK: - Spacing

    func spacing(of node: Int32) -> ViewSpacing {
        let n = Int(node)
        let cached = spacingIndex[n]
        if cached != Self.spacingUnknown { return spacingTable[Int(cached)] }
        let value = layoutBoxes[n]._withUnsafeGuaranteedRef { $0.layout.spacing(subviews: LayoutSubviews(engine: self, node: node)) }
        // A stack may have numbered its preferences already (`stackSpacing`).
        if spacingIndex[n] == Self.spacingUnknown, let index = interned(value) { spacingIndex[n] = index }
        return value
    }

    /// The spacing preferences of the stack `node` along `axis`, which depend only on its
    /// children's (§10.2): stacks whose children have the same preferences in the same order
    /// (the rows of a list) share one answer, computed once by `compute` and numbered then.
    /// Numbers the stack's preferences (`spacingIndex`) on the way. Stacks of more than 14
    /// children, or with a child whose preferences have no number, compute theirs each time.
    func stackSpacing(of node: Int32, along axis: Axis, _ compute: () -> ViewSpacing) -> ViewSpacing {
        let first = Int(childStart[Int(node)]), count = Int(childStart[Int(node) + 1]) - first
        guard count >= 2, count <= 14 else { return compute() }
        // 1. The key: the count and the axis in the second word's low 16 bits, then the
        //    children's classes, a byte each: eight in the first word, six more in the second.
        var key = StackSpacingKey(first: 0, second: UInt64(count) | (axis == .horizontal ? 0 : 1 << 8))
        for i in 0..<count {
            let c = spacingClass(of: childIndex[first + i])
            if c == Self.spacingUnknown { return compute() }
            if i < 8 {
                key.first |= UInt64(c) << (8 * UInt64(i))
            } else {
                key.second |= UInt64(c) << (16 + 8 * UInt64(i - 8))
            }
        }
        // 2. A key seen before: its class.
        let number = Int(stackSpacingKeys.number(of: key))
        if number < stackSpacingClasses.count {
            let known = stackSpacingClasses[number]
            if known != Self.spacingUnknown {
                spacingIndex[Int(node)] = known
                return spacingTable[Int(known)]
            }
            return compute()
        }
        // 3. A new key: computed and numbered (no number when the table is full).
        let value = compute()
        let index = interned(value) ?? Self.spacingUnknown
        stackSpacingClasses.append(index)
        if index != Self.spacingUnknown { spacingIndex[Int(node)] = index }
        return value
    }

    /// The index of `spacing` in `spacingTable`, added when it is new; nil when the table is full.
    func interned(_ spacing: ViewSpacing) -> UInt8? {
        if spacing.isGeneric { return 0 }
        // 1. One of the two numbered last, bit for bit: the children of a list's rows alternate
        //    between the same few preferences, and this needs no fingerprint.
        let (last, before) = recentSpacings
        if spacingTable[Int(last)].isIdentical(to: spacing) { return last }
        if spacingTable[Int(before)].isIdentical(to: spacing) {
            recentSpacings = (before, last)
            return before
        }
        // 2. Any other, by value; 3. else a new number (none when the table is full).
        let index = numbered(spacing)
        if let index { recentSpacings = (index, last) }
        return index
    }

    private func numbered(_ spacing: ViewSpacing) -> UInt8? {
        let fingerprint = spacing.fingerprint
        for i in spacingFingerprints.indices where spacingFingerprints[i] == fingerprint && spacingTable[i] == spacing {
            return UInt8(i)
        }
        guard spacingTable.count < Int(Self.spacingUnknown) else { return nil }
        spacingTable.append(spacing)
        spacingFingerprints.append(fingerprint)
        return UInt8(spacingTable.count - 1)
    }

    /// The index of `node`'s preferences in `spacingTable`, or `spacingUnknown` when the table
    /// is full.
    func spacingClass(of node: Int32) -> UInt8 {
        let cached = spacingIndex[Int(node)]
        if cached != Self.spacingUnknown { return cached }
        _ = spacing(of: node)
        return spacingIndex[Int(node)]
    }

    /// The distance between neighbours `before` and `after` along `axis` (§10.2). It depends
    /// only on their two spacing preferences, so it is computed once per pair of classes.
    func gap(between before: Int32, and after: Int32, along axis: Axis) -> Double {
        let a = Int(spacingClass(of: before)), b = Int(spacingClass(of: after))
        guard a < Self.gapClasses, b < Self.gapClasses else {
            return spacing(of: before).distance(to: spacing(of: after), along: axis)
        }
        if gapMemo.isEmpty { gapMemo = Array(repeating: .nan, count: Self.gapClasses * Self.gapClasses * 2) }
        let slot = (a &* Self.gapClasses &+ b) &* 2 &+ (axis == .horizontal ? 0 : 1)
        let known = gapMemo[slot]
        if !known.isNaN { return known }
        let value = spacingTable[a].distance(to: spacingTable[b], along: axis)
        gapMemo[slot] = value
        return value
    }
}
