import LayoutCore

/// The input laid out in its container: the steps `layout`, `trace` and `render` share.
struct LaidOutInput {
    let loaded: LoadedInput
    let proposal: ProposedViewSize
    let engine: LayoutEngine
    let root: PlacedView

    /// Reads and parses the input, proposes the container to it (recording the trace when
    /// `tracing`), places it and reports the front end's notes and the layout's warnings.
    init(_ input: InputOptions, _ container: ContainerOptions, tracing: Bool = false) throws {
        loaded = try InputLoader.load(input)
        proposal = try loaded.container(container)
        engine = LayoutEngine(loaded.root(on: container), environment: container.environment)
        engine.isTracing = tracing
        root = engine.place(in: proposal).root
        loaded.reportNotes(engine)
    }

    /// The SVG picture, each view's tooltip carrying its behavior.
    func svg() -> String {
        SVGRenderer(engine: engine, container: proposal, behaviors: Behaviors.intrinsic(loaded.root)).render(root)
    }
}
