import LayoutCore

extension SwiftUISource {
    /// The most builds ``layOut(_:text:fileName:options:in:environment:root:)`` makes: one, then one
    /// per level of `GeometryReader`s nested in each other's content (each level's proxies are
    /// known once the level above it is built with its own).
    public static let maximumGeometryBuilds = 4

    /// Lays out `parsed` (``parse(_:fileName:options:)`` of `text` with `options`) in
    /// `container`, giving each `GeometryReader`'s content its placed proxy, as SwiftUI does when
    /// it runs the content closure during layout:
    ///
    /// 1. Place the first build (proxies symbolic).
    /// 2. If some reader's content read its proxy, read every reader's proxy from the placement
    ///    (`LayoutEngine.geometryProxies()` (LayoutCore)); a reader's size does not depend on its content.
    /// 3. Build again with those proxies and place it; repeat from 2 until the proxies no longer
    ///    change (nested readers), at most ``maximumGeometryBuilds`` builds.
    ///
    /// `root` wraps the built tree (a device screen). The engine returned has been placed in
    /// `container`; its notes are those of the last build.
    public static func layOut(
        _ parsed: ParsedSource, text: String, fileName: String, options: SourceOptions, in container: ProposedViewSize,
        environment: LayoutEnvironment = LayoutEnvironment(), root: (ViewNode) -> ViewNode = { $0 }
    ) throws(SourceError) -> (parsed: ParsedSource, engine: LayoutEngine) {
        try layOut(parsed, options: options, in: container, environment: environment, root: root) { options throws(SourceError) in
            try parse(text, fileName: fileName, options: options)
        }
    }

    /// ``layOut(_:text:fileName:options:in:environment:root:)`` for a view of many files
    /// (``parse(_:entry:)`` of `project`): each build indexes the files parsed once
    /// again with the proxies (``SourceProject/with(_:)``), never parsing them again.
    public static func layOut(
        _ parsed: ParsedSource, project: SourceProject, entry: ProjectEntry, in container: ProposedViewSize,
        environment: LayoutEnvironment = LayoutEnvironment(), root: (ViewNode) -> ViewNode = { $0 }
    ) throws(SourceError) -> (parsed: ParsedSource, engine: LayoutEngine) {
        try layOut(parsed, options: project.options, in: container, environment: environment, root: root) { options throws(SourceError) in
            try parse(project.with(options), entry: entry)
        }
    }

    /// Steps 1–3, `build` building the input again with the options given.
    private static func layOut(
        _ parsed: ParsedSource, options: SourceOptions, in container: ProposedViewSize, environment: LayoutEnvironment,
        root: (ViewNode) -> ViewNode, build: (SourceOptions) throws(SourceError) -> ParsedSource
    ) throws(SourceError) -> (parsed: ParsedSource, engine: LayoutEngine) {
        var options = options
        var parsed = parsed
        var engine = place(parsed, in: container, environment: environment, root: root)
        var builds = 1
        while parsed.readsGeometry || !options.geometry.isEmpty, builds < maximumGeometryBuilds {
            let proxies = engine.geometryProxies()
            guard proxies != options.geometry else { break }
            options.geometry = proxies
            parsed = try build(options)
            engine = place(parsed, in: container, environment: environment, root: root)
            builds += 1
        }
        return (parsed, engine)
    }

    private static func place(
        _ parsed: ParsedSource, in container: ProposedViewSize, environment: LayoutEnvironment, root: (ViewNode) -> ViewNode
    ) -> LayoutEngine {
        let engine = LayoutEngine(root(parsed.root), environment: environment)
        _ = engine.place(in: container)
        return engine
    }
}
