import LayoutCore

/// The playground page: editor, container controls, picture with frames, view details and the
/// trace step-through, with its style and script inline (no CDN; it works offline).
///
/// `html()` is the live page `sizing serve` answers `GET /` with (the examples and the device
/// presets in its configuration); `html(title:layout:trace:)` is the same page without the
/// editor, the layout and trace built in: `sizing render --format html`, one self-contained file.
enum PlaygroundPage {
    /// The live playground.
    static func html() -> String {
        let config = JSON.object([
            ("examples", .array(PlaygroundExamples.all.map { example in
                .object([
                    ("title", .string(example.title)), ("source", .string(example.source)),
                    ("width", .number(example.width)), ("height", .number(example.height)),
                ])
            })),
            ("textMetrics", .string(LayoutEnvironment().textMetrics.rawValue)),
            ("dynamicTypeSizes", .array(DynamicTypeSize.allCases.map { .string($0.rawValue) })),
            ("devices", .array(DevicePreset.all.map { device in
                .object([
                    ("name", .string(device.name)), ("title", .string(device.title)), ("family", .string(device.family)),
                    ("width", .number(device.points.width)), ("height", .number(device.points.height)),
                    ("orientations", .array(device.orientations.map { .string($0.rawValue) })),
                ])
            })),
        ])
        return page(title: "sizing playground", config: config)
    }

    /// One view's picture and step-through, for `render --format html`.
    static func html(title: String, layout: JSON, trace: JSON) -> String {
        page(title: title, config: .object([("static", .object([("layout", layout), ("trace", trace)]))]))
    }

    /// `</` inside a script element would end it: JSON strings carrying `</script>` are escaped.
    static func scriptSafe(_ json: String) -> String {
        json.replacingOccurrences(of: "</", with: "<\\/")
    }

    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    static func page(title: String, config: JSON) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escape(title))</title>
        <style>
        \(style)
        </style>
        </head>
        <body data-state="loading" data-busy="false">
        <header><h1>\(escape(title))</h1>
          <span class="editor-only">Type SwiftUI code; the layout follows. Hover a frame for how it was sized; step through the trace.</span></header>
        <main>
          <section id="editor-pane" class="editor-only">
            <div class="row">
              <label>example <select id="example"></select></label>
            </div>
            <div id="editor"><div id="gutter"></div><textarea id="source" spellcheck="false" autocapitalize="off" autocomplete="off"></textarea></div>
            <ul id="errors"></ul>
            <ul id="messages"></ul>
          </section>
          <section id="view-pane">
            <div class="row editor-only" id="controls">
              <label>device <select id="device"><option value="none">none (a rectangle)</option></select></label>
              <label>orientation <select id="orientation"><option value="portrait">portrait</option><option value="landscape">landscape</option></select></label>
              <label>width <input id="width" type="range" min="0" max="1000" step="1" value="300"> <output id="width-value">300</output></label>
              <label>height <input id="height" type="range" min="0" max="1200" step="1" value="200"> <output id="height-value">200</output></label>
              <label>text <select id="text-metrics"><option value="system">system font</option><option value="model">model font (8 pt)</option></select></label>
              <label>Dynamic Type <select id="dynamic-type"></select></label>
              <label>language <select id="language"><option value="source">source</option><option value="pseudo">pseudo (+40 %)</option></select></label>
            </div>
            <div class="row"><span id="container"></span> <span class="editor-only">· probe: <b id="behavior">—</b></span></div>
            <p id="loading" class="editor-only" role="status"><span class="spinner"></span> laying out the first example…</p>
            <div id="picture"></div>
            <div id="info"></div>
          </section>
          <section id="trace-pane">
            <div class="row">
              <button id="previous" type="button">previous</button>
              <button id="play" type="button">play</button>
              <button id="next" type="button">next</button>
              <span id="step-number"></span>
            </div>
            <div id="step"><div id="step-text"></div><ul id="step-rules"></ul></div>
            <ol id="steps"></ol>
            <div id="summary"></div>
          </section>
        </main>
        <script type="application/json" id="sizing-config">\(scriptSafe(config.rendered(pretty: false)))</script>
        <script>
        \(PlaygroundScript.source)
        </script>
        </body>
        </html>

        """
    }

    static let style = """
    :root { --ask: #e8730c; --answer: #1565c0; --line: #d0d0d0; font-family: -apple-system, system-ui, "DejaVu Sans", sans-serif; font-size: 14px; }
    body { margin: 0; color: #1d1d1f; background: #fafafa; }
    header { padding: 8px 16px; border-bottom: 1px solid var(--line); display: flex; gap: 16px; align-items: baseline; }
    header h1 { font-size: 18px; margin: 0; }
    header span { color: #666; }
    main { display: grid; grid-template-columns: minmax(280px, 1fr) minmax(360px, 1.4fr) minmax(300px, 1fr); gap: 12px; padding: 12px; }
    body.static main { grid-template-columns: minmax(360px, 1.5fr) minmax(300px, 1fr); }
    body.static .editor-only { display: none; }
    section { background: #fff; border: 1px solid var(--line); border-radius: 6px; padding: 8px; min-width: 0; }
    .row { display: flex; flex-wrap: wrap; gap: 10px; align-items: center; margin-bottom: 6px; }
    #editor { display: flex; border: 1px solid var(--line); border-radius: 4px; height: 420px; font: 13px/18px "DejaVu Sans Mono", Menlo, monospace; }
    #gutter { width: 36px; overflow: hidden; background: #f3f3f3; color: #999; text-align: right; padding: 4px 4px 4px 0; }
    #gutter .line { height: 18px; }
    #gutter .line.error { background: #fdd; color: #b00020; font-weight: bold; }
    #source { flex: 1; border: 0; resize: none; padding: 4px 6px; font: inherit; outline: none; white-space: pre; overflow: auto; }
    #errors, #messages { overflow-wrap: anywhere; list-style: none; padding: 0; margin: 6px 0; font: 12px/16px "DejaVu Sans Mono", Menlo, monospace; }
    #errors li { color: #b00020; background: #fff3f3; border-left: 3px solid #b00020; padding: 4px 6px; margin-bottom: 4px; cursor: pointer; }
    #messages li { color: #8a6d00; }
    #loading { margin: 6px 0; color: #555; }
    body:not([data-state="loading"]) #loading { display: none; }
    .spinner { display: inline-block; width: 10px; height: 10px; border: 2px solid var(--line); border-top-color: var(--answer); border-radius: 50%; vertical-align: -1px; animation: spin 0.8s linear infinite; }
    @keyframes spin { to { transform: rotate(360deg); } }
    #picture { position: relative; min-height: 120px; overflow: auto; padding: 20px 4px 4px; }
    #picture svg { display: block; }
    #picture svg.frames { position: absolute; left: 4px; top: 20px; overflow: visible; }
    #step-label { position: absolute; top: 2px; white-space: nowrap; font: bold 11px/16px "DejaVu Sans Mono", monospace; color: var(--answer); border-left: 2px solid var(--answer); padding-left: 3px; pointer-events: none; }
    #picture.stale { opacity: 0.35; }
    rect.frame { fill: transparent; stroke: #7a7a7a; stroke-width: 1; stroke-dasharray: 3 2; cursor: pointer; }
    rect.frame:hover { stroke: #000; stroke-width: 2; stroke-dasharray: none; fill: rgba(0,0,0,0.04); }
    rect.frame.selected { stroke: #6a1b9a; stroke-width: 2.5; stroke-dasharray: none; }
    rect.frame.asking { stroke: var(--ask); stroke-width: 3; stroke-dasharray: 6 3; }
    rect.frame.answering { stroke: var(--answer); stroke-width: 3; stroke-dasharray: none; fill: rgba(21,101,192,0.10); }
    #info dl { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 2px 10px; margin: 4px 0; }
    #info dt { color: #666; }
    #info dd { margin: 0; overflow-wrap: anywhere; font-family: "DejaVu Sans Mono", Menlo, monospace; }
    #info h3 { margin: 4px 0; font-size: 14px; font-family: "DejaVu Sans Mono", Menlo, monospace; }
    .hint { color: #888; }
    #step { min-height: 44px; overflow-wrap: anywhere; border-left: 3px solid var(--answer); padding: 4px 8px; margin-bottom: 6px; background: #f4f8fd; font-family: "DejaVu Sans Mono", Menlo, monospace; font-size: 12px; }
    #step-rules { color: var(--ask); margin: 2px 0 0; padding-left: 16px; }
    #steps { margin: 0; padding: 0; list-style: none; max-height: 480px; overflow: auto; font: 12px/17px "DejaVu Sans Mono", Menlo, monospace; }
    #steps li { cursor: pointer; overflow-wrap: anywhere; text-indent: -12px; }
    #steps li.placement { color: #555; }
    #steps li.current { background: #dcebfb; outline: 1px solid var(--answer); }
    #summary { color: #666; font-size: 12px; margin-top: 6px; }
    button { font: inherit; padding: 2px 10px; }
    """
}
