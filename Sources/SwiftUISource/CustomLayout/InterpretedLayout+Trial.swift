import LayoutCore

/// The trial run: before a custom layout is used, the translator lays it out on its subviews
/// with the probe's kinds of proposals, so that code that faults (a loop that does not end, an
/// index out of range) is found at translation time and reported as the reason the view is not
/// modelled, instead of the layout answering a default while the probe reads it.
extension InterpretedLayout {
    /// The proposals of the trial: unspecified, zero, infinite, and large finite ones on each
    /// axis, as the probe asks (§13.1).
    static let trialProposals: [ProposedViewSize] = [
        .unspecified, .zero, .infinity, ProposedViewSize(width: 1000, height: 1000),
        ProposedViewSize(width: 1000, height: .infinity), ProposedViewSize(width: .infinity, height: 1000),
        ProposedViewSize(width: 1000, height: nil), ProposedViewSize(width: nil, height: 1000),
        ProposedViewSize(width: 0, height: 1000), ProposedViewSize(width: 1000, height: 0),
    ]

    /// The first fault of `node`'s layout (an ``InterpretedLayout``) on its subviews. Steps:
    /// 1. the node alone: its size for each trial proposal, then its placement in 1000 × 1000;
    /// 2. when it declares `spacing` or `explicitAlignment`: the node beside a colour in an
    ///    HStack aligned on `.top` and a VStack aligned on `.leading`, which ask its spacing and
    ///    its guides.
    /// - Complexity: a few layouts of the node's subtree.
    static func trialFault(of node: ViewNode) -> LayoutFault? {
        guard var layout = node.layout as? InterpretedLayout else { return nil }
        let log = FaultLog()
        layout.faults = log
        var trial = node
        trial.layout = layout
        // 1.
        let engine = LayoutEngine(trial)
        for proposal in trialProposals {
            _ = engine.sizeThatFits(proposal)
            if let fault = log.faults.first { return fault }
        }
        _ = engine.place(in: ProposedViewSize(width: 1000, height: 1000))
        if let fault = log.faults.first { return fault }
        // 2.
        let program = layout.program
        let asks = [LayoutRequirement.spacing, .horizontalAlignment, .verticalAlignment].contains { program.requirement($0) != nil }
        guard asks else { return nil }
        let stacks = [
            ViewNode(HStackLayout(alignment: .top), children: [trial, Color.gray.node]),
            ViewNode(VStackLayout(alignment: .leading), children: [trial, Color.gray.node]),
        ]
        for stack in stacks {
            _ = LayoutEngine(stack).place(in: ProposedViewSize(width: 1000, height: 1000))
            if let fault = log.faults.first { return fault }
        }
        return nil
    }
}
