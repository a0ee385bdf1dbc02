import LayoutCore

/// The subviews as a layout's code sees them (SwiftUI's `LayoutSubview`): `sizeThatFits(_:)`,
/// `dimensions(in:)`, `place(at:anchor:proposal:)`, `priority`, `spacing`, layout values; and
/// `ViewSpacing.distance(to:along:)`.
extension LayoutInterpreter {
    /// The engine's subview at `index`.
    func subview(_ index: Int, _ site: Site?) throws -> LayoutSubview {
        guard let subviews else { throw LayoutFault("the subviews are not known here", at: site) }
        guard subviews.indices.contains(index) else { throw LayoutFault("subview \(index) is out of range (0..<\(subviews.count))", at: site) }
        return subviews[index]
    }

    /// Methods of a subview and of spacing preferences; nil for other values.
    func subviewMethod(_ name: String, of value: RunValue, _ args: [(label: String?, value: RunValue)], _ site: Site) throws -> RunValue? {
        switch (value, name) {
        case (.subview(let i), "sizeThatFits"):
            let proposal = try self.proposal(args.first?.value ?? RunValue.null, site)
            return .size(try subview(i, site).sizeThatFits(proposal))
        case (.subview(let i), "dimensions"):
            let proposal = try self.proposal(args.first?.value ?? RunValue.null, site)
            return .dimensions(subview: i, size: try subview(i, site).sizeThatFits(proposal), proposal: proposal)
        case (.subview(let i), "place"):
            try place(i, args, site)
            return RunValue.null
        case (.spacing(let s), "distance"):
            guard let other = args.first?.value, case .spacing(let o) = other,
                  let along = args.first(where: { $0.label == "along" })?.value, case .member(_, let axis) = along else {
                throw LayoutFault("distance(to:along:) needs a ViewSpacing and an axis", at: site)
            }
            return .number(s.distance(to: o, along: axis == "vertical" ? .vertical : .horizontal))
        default:
            return nil
        }
    }

    /// `subview.place(at: point, anchor: unit point = .topLeading, proposal: proposal)`: the
    /// anchor of the subview's size for that proposal goes at the point (Apple's documentation
    /// of `LayoutSubview.place(at:anchor:proposal:)`); a NaN origin is a fault, as SwiftUI
    /// asserts (§12.9).
    private func place(_ index: Int, _ args: [(label: String?, value: RunValue)], _ site: Site) throws {
        guard let at = args.first(where: { $0.label == "at" })?.value else { throw LayoutFault("place needs at:", at: site) }
        let position = try point(at, site)
        let anchor = try args.first { $0.label == "anchor" }.map { try unitPoint($0.value, site) } ?? (x: 0.0, y: 0.0)
        let proposal = try self.proposal(args.first { $0.label == "proposal" }?.value ?? RunValue.null, site)
        let size = try subview(index, site).sizeThatFits(proposal)
        let origin = Point(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        if origin.x.isNaN || origin.y.isNaN { throw LayoutFault("the subview's origin is not a number", at: site) }
        placements[index] = (origin, proposal)
    }

    /// `subview[Key.self]`: the value the subview sets with `layoutValue(key:value:)`, else the
    /// key's `defaultValue`.
    func layoutValue(_ key: String, of index: Int, _ site: Site) throws -> RunValue {
        if let set = try subview(index, site).layoutValue(forKey: key) as? RunValue {
            let declared = program.types[key]?.statics["defaultValue"]?.returns ?? .unknown
            return set.converted(to: declared)
        }
        return try inputStatic(key, "defaultValue", site)
    }
}
