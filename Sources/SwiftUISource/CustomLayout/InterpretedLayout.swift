import LayoutCore

/// A custom `Layout` of the input (`struct FlowLayout: Layout`), laid out by running its own
/// code: each question of the engine runs the layout's functions in a ``LayoutInterpreter`` with
/// the subviews' answers.
///
/// Child sizing: what the layout's `sizeThatFits` and `placeSubviews` propose to its subviews
/// (`subview.sizeThatFits(_:)`, `dimensions(in:)`, `place(at:anchor:proposal:)`); a subview its
/// `placeSubviews` does not place is centred in the bounds with the container's proposal (§12.9).
///
/// Preferred size: what its `sizeThatFits(proposal:subviews:cache:)` returns. Like every
/// custom layout, priority 0 (−∞ with no subviews), spacing the union of the subviews'
/// preferences (zero with none) unless it declares `spacing(subviews:cache:)`, and guides the
/// subviews' combined values unless it declares `explicitAlignment` (§12.9); its subviews see
/// the stack orientation its `layoutProperties` declare (none by default).
///
/// The layout never throws: a fault of its code while laying out (a budget run out, an index
/// out of range) is a warning naming the code and its `file:line:column`, and the answer is the
/// protocol's default view's (the proposal, nil as 10: §1.5). The translator runs each layout
/// once on its subviews before using it (``trialFault(of:)``), so that a layout whose code
/// faults is not modelled, with that message, rather than laid out with a default answer.
struct InterpretedLayout: Layout {
    let program: LayoutProgram
    /// The layout's stored properties: `self` in its code.
    let instance: RunValue
    let spelledArguments: [Argument]
    /// `layoutProperties.stackOrientation`, run when the layout was made.
    let stackOrientation: Axis?
    /// Where the translator's trial run collects faults (nil when laying out for real).
    var faults: FaultLog?

    var name: String { program.name }
    var arguments: [Argument] { spelledArguments }
    var role: LayoutRole { .container }
    var definesExplicitGuides: Bool {
        program.requirement(.horizontalAlignment) != nil || program.requirement(.verticalAlignment) != nil
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> Size {
        let interpreter = LayoutInterpreter(program: program, subviews: subviews)
        do {
            var cache = try interpreter.cache(self: instance)
            return try interpreter.sizeThatFits(proposal, self: instance, cache: &cache)
        } catch {
            report(error, in: "sizeThatFits", subviews, answer: "answered the proposal (nil as 10)")
            return proposal.replacingUnspecifiedDimensions()
        }
    }

    /// Steps:
    /// 1. the cache, and (when the layout keeps one) `sizeThatFits` for the same proposal first,
    ///    as SwiftUI sizes a layout before placing it, so that measurements it keeps in the
    ///    cache are there (our model of the order of SwiftUI's calls);
    /// 2. `placeSubviews`;
    /// 3. each subview where the code last placed it; the others centred (§12.9).
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        let interpreter = LayoutInterpreter(program: program, subviews: subviews)
        do {
            // 1.
            var cache = try interpreter.cache(self: instance)
            if program.requirement(.makeCache) != nil { _ = try interpreter.sizeThatFits(proposal, self: instance, cache: &cache) }
            // 2.
            try interpreter.placeSubviews(in: bounds, proposal, self: instance, cache: &cache)
        } catch {
            report(error, in: "placeSubviews", subviews, answer: "the subviews it had not placed are centred")
        }
        // 3.
        for (index, subview) in subviews.enumerated() {
            if let placed = interpreter.placements[index] {
                subview.place(at: placed.origin, proposal: placed.proposal)
            } else {
                subview.placeCentred(in: bounds, proposal: proposal)
            }
        }
    }

    func spacing(subviews: LayoutSubviews) -> ViewSpacing {
        let union = subviews.isEmpty ? ViewSpacing.zero : subviews.dropFirst().reduce(subviews[0].spacing) { $0.union($1.spacing) }
        guard program.requirement(.spacing) != nil else { return union }
        let interpreter = LayoutInterpreter(program: program, subviews: subviews)
        do {
            return try interpreter.spacing(self: instance, cache: try interpreter.cache(self: instance))
        } catch {
            report(error, in: "spacing", subviews, answer: "the subviews' spacing is used")
            return union
        }
    }

    func layoutPriority(subviews: LayoutSubviews) -> Double { subviews.isEmpty ? -.infinity : 0 }

    func explicitAlignment(of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) -> Double? {
        guard let f = program.requirement(key.axis == .horizontal ? .horizontalAlignment : .verticalAlignment) else {
            return subviews.combinedExplicitAlignment(of: key, in: bounds, proposal: proposal)
        }
        let interpreter = LayoutInterpreter(program: program, subviews: subviews)
        do {
            return try interpreter.explicitAlignment(f, of: key, in: bounds, proposal, self: instance, cache: try interpreter.cache(self: instance))
        } catch {
            report(error, in: "explicitAlignment", subviews, answer: "the guide has no explicit value")
            return nil
        }
    }

    /// The answer can depend on the proposal whatever the subviews: the layout's code reads it.
    func dependsOnProposal(subviews: LayoutSubviews) -> Bool { true }

    func updateEnvironment(_ environment: inout LayoutEnvironment) { environment.stackAxis = stackOrientation }

    /// A fault: a warning on the node (and, in a trial run, the fault itself).
    private func report(_ error: Error, in function: String, _ subviews: LayoutSubviews, answer: String) {
        let fault = error as? LayoutFault ?? LayoutFault("\(error)", at: nil)
        faults?.record(fault)
        subviews.warn("\(program.name).\(function) stopped: \(fault); \(answer)")
    }
}

/// The faults of a layout's trial run. Written only by the trial's engine, on the thread that
/// translates, and read by it afterwards; a class so that the copies of the layout the engine
/// keeps share it.
final class FaultLog: @unchecked Sendable {
    private(set) var faults: [LayoutFault] = []
    func record(_ fault: LayoutFault) { faults.append(fault) }
}
