import LayoutCore

/// The requirements of SwiftUI's `Layout` protocol, run with the parameters SwiftUI gives them:
/// the cache, `sizeThatFits`, `placeSubviews`, `spacing`, `explicitAlignment`, and the static
/// `layoutProperties`.
extension LayoutInterpreter {
    /// Whether the cache a question sees has been through `updateCache` after `makeCache`.
    /// Our model: SwiftUI calls `makeCache` once and `updateCache` each time the subviews change;
    /// the model's tree is a view as its data gives it, so a layout sees the cache as an update
    /// leaves it. For the protocol's default `updateCache` (which makes the cache again) and
    /// for the common ones that recompute it, both readings are the same. Set to false to model
    /// the first display only.
    static let appliesUpdateCache = true

    /// The subviews as the `subviews` parameter.
    var allSubviews: RunValue { .subviews(Array(0..<(subviews?.count ?? 0))) }

    /// The cache: `makeCache(subviews:)` (`()` when the layout keeps none), then
    /// `updateCache(_:subviews:)` when it declares one (``appliesUpdateCache``).
    func cache(self instance: RunValue) throws -> RunValue {
        guard let make = program.requirement(.makeCache) else { return .tuple([], labels: []) }
        var cache = try execute(make, self: instance, values: [allSubviews]).result
        if Self.appliesUpdateCache, let update = program.requirement(.updateCache), let first = update.parameters.first {
            cache = try execute(update, self: instance, values: [cache, allSubviews]).frame.lookup(first.name) ?? cache
        }
        return cache
    }

    /// `sizeThatFits(proposal:subviews:cache:)`; the cache as the function leaves it.
    func sizeThatFits(_ proposal: ProposedViewSize, self instance: RunValue, cache: inout RunValue) throws -> Size {
        guard let f = program.requirement(.sizeThatFits) else { throw LayoutFault("\(program.name) has no sizeThatFits", at: program.site) }
        let (result, frame) = try execute(f, self: instance, values: [.proposal(proposal), allSubviews, cache])
        cache = frame.lookup(f.parameters[2].name) ?? cache
        let answer = try size(result, f.site)
        if answer.width.isNaN || answer.height.isNaN { throw LayoutFault("sizeThatFits answered \(answer), which is not a size", at: f.site) }
        return answer
    }

    /// `placeSubviews(in:proposal:subviews:cache:)`: fills ``placements``.
    func placeSubviews(in bounds: Rect, _ proposal: ProposedViewSize, self instance: RunValue, cache: inout RunValue) throws {
        guard let f = program.requirement(.placeSubviews) else { throw LayoutFault("\(program.name) has no placeSubviews", at: program.site) }
        let frame = try execute(f, self: instance, values: [.rect(bounds), .proposal(proposal), allSubviews, cache]).frame
        cache = frame.lookup(f.parameters[3].name) ?? cache
    }

    /// `spacing(subviews:cache:)`.
    func spacing(self instance: RunValue, cache: RunValue) throws -> ViewSpacing {
        guard let f = program.requirement(.spacing) else { throw LayoutFault("\(program.name) has no spacing", at: program.site) }
        let result = try execute(f, self: instance, values: [allSubviews, cache]).result
        guard case .spacing(let spacing) = result.converted(to: .unknown) else {
            if case .member(_, "zero") = result { return .zero }
            throw LayoutFault("spacing answered \(result.text), which is not a ViewSpacing", at: f.site)
        }
        return spacing
    }

    /// `explicitAlignment(of:in:proposal:subviews:cache:)` for a guide of its axis.
    func explicitAlignment(_ f: FunctionProgram, of key: AlignmentKey, in bounds: Rect, _ proposal: ProposedViewSize, self instance: RunValue, cache: RunValue) throws -> Double? {
        let values: [RunValue] = [RunValue.guide(key), .rect(bounds), .proposal(proposal), allSubviews, cache]
        let result = try execute(f, self: instance, values: values).result
        return try optionalNumber(result, f.site)
    }

    /// The static `layoutProperties`' `stackOrientation`, run at translation time (no subviews):
    /// nil when the layout does not declare it, or declares none.
    func stackOrientation() throws -> Axis? {
        guard program.layoutType.statics["layoutProperties"] != nil else { return nil }
        let properties = try inputStatic(program.name, "layoutProperties", program.site)
        guard case .instance(_, let fields) = properties, case .member(_, let axis)? = fields["stackOrientation"] else { return nil }
        return axis == "vertical" ? .vertical : axis == "horizontal" ? .horizontal : nil
    }
}
