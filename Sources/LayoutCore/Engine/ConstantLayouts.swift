/// What compiling learns of the views whose answer is the same for every proposal and computed
/// in constant time (`NodeFlags.measuredDirectly`: a frame with both lengths set), so that
/// neither sizing nor placement reads their layouts again (issue 38).
///
/// A layout belongs to the source tree, which the engine shares (`LayoutBox`): its box and its
/// value lie wherever the tree was built. Compiling reads every layout (`addNode`); on a tree
/// larger than the caches (bushy5: 111,111 views, 49 MB of tree), sizing read each such frame's
/// layout from memory once more for its answer, and placement once more for where it puts its
/// leaf and once for the leaf's size. What they asked is known when the node is added, while its
/// layout and its leaf's are in the caches: the answer, and, when the view places its only
/// child, a leaf that answers directly (`NodeFlags.answersDirectly`) and defines no guides of
/// its own, the same way for every proposal (`Layout.fixedAlignedPlacement`), that leaf's origin
/// in the view and the proposal it is placed with.
///
/// Such views are many and mostly alike (every leaf of the bushy trees is the same
/// `Color.frame(width: 10, height: 10)`): each distinct record is kept once, in
/// `constantLayouts`, and a node names its record by a byte, `constantLayoutIndex`. Past 255
/// distinct records, the other views have none and their layouts are asked as before.
struct ConstantLayout: Hashable {
    /// The view's answer, as bit patterns (equal means identical, as in `InternTable`).
    private var width: UInt64
    private var height: UInt64
    /// Whether the record places the view's leaf (`leafOrigin`, `leafProposal`).
    private(set) var placesLeaf = false
    /// The leaf's origin minus the view's, and the proposal the leaf is placed with.
    private var leafX: UInt64 = 0
    private var leafY: UInt64 = 0
    private(set) var leafProposal = ProposalBits(.unspecified)

    init(size: Size) {
        width = size.width.bitPattern
        height = size.height.bitPattern
    }

    var size: Size { Size(width: Double(bitPattern: width), height: Double(bitPattern: height)) }
    var leafOrigin: Point { Point(x: Double(bitPattern: leafX), y: Double(bitPattern: leafY)) }

    /// Records that the view places its leaf at `origin` (from its own), proposing `proposal`.
    mutating func placeLeaf(at origin: Point, proposal: ProposalBits) {
        placesLeaf = true
        leafX = origin.x.bitPattern
        leafY = origin.y.bitPattern
        leafProposal = proposal
    }
}

extension LayoutEngine {
    static let noConstantLayout = UInt8.max

    /// The number of the record of `node`, measured directly (`NodeFlags.measuredDirectly`), in
    /// `constantLayouts`, `noConstantLayout` for none: a node is added with it (`addNode`,
    /// LayoutEngine+Compile.swift) once its flags are; `box` holds its layout.
    ///
    /// 1. Its answer, asked of its layout for any proposal (it is the same for all).
    /// 2. Where it places its leaf, when it places it the same way for every proposal.
    /// 3. The record's number (`constantLayoutNumber(of:)`).
    @inline(never)
    func constantLayoutNumber(of node: Int32, _ box: LayoutBox) -> UInt8 {
        var constant = ConstantLayout(size: answer(of: node, to: .unspecified))
        if flags[Int(node)].contains(.placesLeafAligned), let placement = box.layout.fixedAlignedPlacement {
            placeLeaf(of: node, in: &constant, placement)
        }
        return constantLayoutNumber(of: constant)
    }

    /// Step 2: the leaf's origin in the node and its proposal, as `placeOnlyLeaf` computes them
    /// (LayoutEngine+Placement.swift), for a leaf that answers directly and whose guides are its
    /// defaults (`alignmentValue(of:key:size:proposal:)` reads nothing else then).
    private func placeLeaf(of node: Int32, in constant: inout ConstantLayout, _ placement: AlignedPlacement) {
        let leaf = childIndex[Int(childStart[Int(node)])]
        guard flags[Int(leaf)].contains(.answersDirectly), !mayHaveExplicit(leaf) else { return }
        let proposal = Self.normalised(placement.proposal)
        let leafSize = answer(of: leaf, to: proposal)
        let size = constant.size
        // `AlignedPlacement.origin(in:childGuides:)` less the bounds' origin, its last addition:
        // placement adds that origin to these very values.
        let x = placement.alignment.horizontal.key.defaultValue(in: size) - placement.alignment.horizontal.key.defaultValue(in: leafSize)
        let y = placement.alignment.vertical.key.defaultValue(in: size) - placement.alignment.vertical.key.defaultValue(in: leafSize)
        constant.placeLeaf(at: Point(x: x, y: y), proposal: ProposalBits(proposal))
    }

    /// Step 3: `constant`'s number, numbering it when it is new (the last one numbered first:
    /// alike views come in runs); `noConstantLayout` when the table is full.
    private func constantLayoutNumber(of constant: ConstantLayout) -> UInt8 {
        let recent = Int(recentConstantLayout)
        if recent < constantLayouts.count, constantLayouts[recent] == constant { return recentConstantLayout }
        if let known = constantLayoutNumbers[constant] {
            recentConstantLayout = known
            return known
        }
        guard constantLayouts.count < Int(Self.noConstantLayout) else { return Self.noConstantLayout }
        let number = UInt8(constantLayouts.count)
        constantLayouts.append(constant)
        constantLayoutNumbers[constant] = number
        recentConstantLayout = number
        return number
    }

    /// Node `n`'s record, nil for none.
    @inline(__always)
    func constantLayout(of n: Int) -> ConstantLayout? {
        let number = constantLayoutIndex[n]
        return number == Self.noConstantLayout ? nil : constantLayouts[Int(number)]
    }

    /// Forgets the records that read `node`'s layout, whose layout is being replaced
    /// (`replaceScreen(with:)`): its own, and, for a leaf, its parent's, which placed it.
    func forgetConstantLayouts(readingLayoutOf node: Int) {
        constantLayoutIndex[node] = Self.noConstantLayout
        if childStart[node + 1] == childStart[node], let parent = parent(of: node) {
            constantLayoutIndex[parent] = Self.noConstantLayout
        }
    }
}
