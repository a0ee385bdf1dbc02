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
        let input = input.on(container)
        try self.init(InputLoader.readText(input), input: input, container, tracing: tracing)
        loaded.reportNotes(engine)
    }

    /// The same steps for text already read; the caller reports the notes (``LoadedInput/messages(_:)``).
    init(_ text: InputLoader.Text, input: InputOptions, _ container: ContainerOptions, tracing: Bool = false) throws {
        (loaded, proposal, engine) = try InputLoader.layOut(text, input: input.on(container), in: container)
        if tracing {
            // The trace of the final build, from a cold start.
            engine.resetCaches()
            engine.isTracing = true
        }
        root = engine.place(in: proposal).root
    }

    /// The SVG picture, each view's tooltip carrying its behavior; `clipsToContainer` draws the
    /// container only (``SVGRenderer/clipsToContainer``).
    func svg(clipsToContainer: Bool = false, outlined: SourceLocation? = nil) -> String {
        var renderer = SVGRenderer(engine: engine, container: proposal, behaviors: Behaviors.intrinsic(loaded.root), clipsToContainer: clipsToContainer)
        renderer.outlined = outlined
        return renderer.render(root)
    }
}

extension InputOptions {
    /// The input as built for `container`'s device: without `--platform`, the device's own
    /// platform compiles the `#if` branches and chooses the platform's controls
    /// (`--device mac` builds the macOS ones, `--device apple-watch-45mm` the watchOS ones).
    func on(_ container: ContainerOptions) -> InputOptions {
        guard conditions.platform == nil, let platform = container.device?.preset?.platform else { return self }
        var input = self
        input.conditions.platform = platform
        return input
    }
}
