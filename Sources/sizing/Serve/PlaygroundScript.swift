/// The playground's script, inlined into the page (``PlaygroundPage``) so that it works offline
/// and in the self-contained `render --format html` file.
///
/// Steps it follows:
/// 1. read its configuration (examples, devices; or, in a static page, the layout and the trace);
/// 2. until the first answer, show that the layout is being computed (`data-state="loading"`);
///    on every edit, slider move or device change, post the editor's text and the container to
///    `/api/layout`, `/api/trace` and `/api/probe` (the latest request wins);
/// 3. draw the server's SVG and, over it, one outline per view frame (hover or click shows the
///    view's proposal, size, behavior and rule);
/// 4. step through the trace: the asking view and the answering view are highlighted and the
///    proposal → answer written in the band above the picture, at the answering view's left edge
///    (never over the picture);
/// 5. show errors at their line (the gutter and the message, with the did-you-mean).
enum PlaygroundScript {
    static let source = #"""
(function () {
  "use strict";
  var config = JSON.parse(document.getElementById("sizing-config").textContent);
  var $ = function (id) { return document.getElementById(id); };
  var SVGNS = "http://www.w3.org/2000/svg";
  var state = { layout: null, trace: null, step: -1, selected: null, timer: null, sequence: 0, nodes: {}, origin: { x: 0, y: 0 }, scale: 1 };

  // ---- text forms: proposals (200 × nil), sizes 200×20 ----
  function number(n) {
    if (n === null || n === undefined) return "nil";
    if (n === "infinity") return "∞";
    return String(Math.round(n * 1000) / 1000);
  }
  function proposal(p) { return "(" + number(p.width) + " × " + number(p.height) + ")"; }
  function size(s) { return typeof s === "object" ? number(s.width) + "×" + number(s.height) : number(s); }
  function text(element, value) { element.textContent = value; return element; }
  function make(tag, className, content) {
    var element = document.createElement(tag);
    if (className) element.className = className;
    if (content !== undefined) element.textContent = content;
    return element;
  }

  // ---- 1. configuration ----
  function setUp() {
    if (config.static) {
      document.body.classList.add("static");
      document.body.setAttribute("data-state", "ok");
      showLayout(config.static.layout);
      showTrace(config.static.trace);
      setUpTraceControls();
      return;
    }
    var examples = $("example");
    config.examples.forEach(function (example, index) {
      var option = make("option", null, example.title);
      option.value = String(index);
      examples.appendChild(option);
    });
    var devices = $("device");
    var groups = {};
    config.devices.forEach(function (device) {
      if (!groups[device.family]) {
        groups[device.family] = make("optgroup");
        groups[device.family].label = device.family;
        devices.appendChild(groups[device.family]);
      }
      var option = make("option", null, device.title + " (" + device.width + " × " + device.height + ")");
      option.value = device.name;
      groups[device.family].appendChild(option);
    });
    examples.addEventListener("change", function () { loadExample(Number(examples.value)); });
    devices.addEventListener("change", function () { containerChanged(); request(); });
    $("orientation").addEventListener("change", function () { containerChanged(); request(); });
    $("text-metrics").value = config.textMetrics;
    $("text-metrics").addEventListener("change", function () { request(); });
    (config.dynamicTypeSizes || []).forEach(function (size) {
      var option = make("option", null, size);
      option.value = size;
      $("dynamic-type").appendChild(option);
    });
    $("dynamic-type").value = "large";
    $("dynamic-type").addEventListener("change", function () { request(); });
    $("language").addEventListener("change", function () { request(); });
    ["width", "height"].forEach(function (axis) {
      $(axis).addEventListener("input", function () { containerChanged(); schedule(60); });
    });
    $("source").addEventListener("input", function () { updateGutter(); schedule(300); });
    $("source").addEventListener("scroll", function () { $("gutter").scrollTop = $("source").scrollTop; });
    setUpTraceControls();
    loadExample(0);
  }

  function loadExample(index) {
    var example = config.examples[index];
    $("example").value = String(index);
    $("source").value = example.source;
    $("device").value = "none";
    $("width").value = String(example.width);
    $("height").value = String(example.height);
    containerChanged();
    updateGutter();
    request();
  }

  function devicePreset() {
    var device = $("device").value;
    return config.devices.filter(function (d) { return d.name === device; })[0] || null;
  }

  // A device that turns offers both orientations; one that does not shows its own.
  function containerChanged() {
    var preset = devicePreset();
    var orientation = $("orientation");
    $("width").disabled = preset !== null;
    $("height").disabled = preset !== null;
    orientation.disabled = preset === null || preset.orientations.length < 2;
    if (preset) {
      if (preset.orientations.indexOf(orientation.value) < 0) { orientation.value = preset.orientations[0]; }
      var turned = orientation.value !== preset.orientations[0];
      text($("width-value"), String(turned ? preset.height : preset.width));
      text($("height-value"), String(turned ? preset.width : preset.height));
    } else {
      text($("width-value"), $("width").value);
      text($("height-value"), $("height").value);
    }
  }

  function updateGutter(errorLines) {
    var lines = $("source").value.split("\n").length;
    var gutter = $("gutter");
    gutter.textContent = "";
    for (var line = 1; line <= lines; line++) {
      var row = make("div", errorLines && errorLines[line] ? "line error" : "line", String(line));
      row.setAttribute("data-line", String(line));
      if (errorLines && errorLines[line]) row.title = errorLines[line];
      gutter.appendChild(row);
    }
    gutter.scrollTop = $("source").scrollTop;
  }

  // ---- 2. requests ----
  var pending = null;
  function schedule(delay) {
    clearTimeout(pending);
    pending = setTimeout(request, delay);
  }

  function body() {
    var device = $("device").value;
    var result = { source: $("source").value, textMetrics: $("text-metrics").value, dynamicType: $("dynamic-type").value, language: $("language").value };
    if (device !== "none") {
      result.device = device;
      if (!$("orientation").disabled) { result.orientation = $("orientation").value; }
    }
    else { result.width = Number($("width").value); result.height = Number($("height").value); }
    return JSON.stringify(result);
  }

  function post(path, payload) {
    return fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: payload })
      .then(function (response) {
        return response.json().then(function (json) { return { ok: response.ok, status: response.status, json: json }; });
      });
  }

  function request() {
    var sequence = ++state.sequence;
    var payload = body();
    document.body.setAttribute("data-busy", "true");
    Promise.all([post("/api/layout", payload), post("/api/trace", payload), post("/api/probe", payload)])
      .then(function (answers) {
        if (sequence !== state.sequence) return;
        var layout = answers[0], trace = answers[1], probe = answers[2];
        if (!layout.ok) { showError(layout.json.error, layout.status); return; }
        clearError();
        showLayout(layout.json);
        showTrace(trace.ok ? trace.json : { steps: [], summary: "" });
        text($("behavior"), probe.ok ? probe.json.behavior : "—");
        showMessages((layout.json.messages || []));
      })
      .catch(function (error) {
        if (sequence !== state.sequence) return;
        showError({ message: "the playground server did not answer: " + error, diagnostics: [] }, 0);
      })
      .then(function () {
        if (sequence === state.sequence) {
          document.body.setAttribute("data-busy", "false");
          document.body.setAttribute("data-requests", String(sequence));
        }
      });
  }

  // ---- 5. errors at their line ----
  function showError(error, status) {
    var list = $("errors");
    list.textContent = "";
    var lines = {};
    (error.diagnostics || []).forEach(function (d) {
      lines[d.line] = d.message;
      var item = make("li", "diagnostic " + d.severity);
      item.setAttribute("data-line", String(d.line));
      item.appendChild(make("span", "where", "line " + d.line + ", column " + d.column + ": "));
      item.appendChild(make("span", "message", d.message));
      item.addEventListener("click", function () { selectLine(d.line); });
      list.appendChild(item);
    });
    if (!error.diagnostics || error.diagnostics.length === 0) {
      list.appendChild(make("li", "diagnostic error", (status ? status + ": " : "") + error.message));
    }
    updateGutter(lines);
    $("picture").classList.add("stale");
    document.body.setAttribute("data-state", "error");
  }

  function clearError() {
    $("errors").textContent = "";
    updateGutter();
    $("picture").classList.remove("stale");
    document.body.setAttribute("data-state", "ok");
  }

  function showMessages(messages) {
    var list = $("messages");
    list.textContent = "";
    messages.forEach(function (message) { list.appendChild(make("li", null, message)); });
  }

  function selectLine(line) {
    var source = $("source");
    var lines = source.value.split("\n");
    var start = 0;
    for (var i = 0; i < line - 1 && i < lines.length; i++) start += lines[i].length + 1;
    source.focus();
    source.setSelectionRange(start, start + (lines[line - 1] || "").length);
  }

  // ---- 3. the picture and its frames ----
  function showLayout(layout) {
    state.layout = layout;
    state.nodes = {};
    var picture = $("picture");
    picture.innerHTML = layout.svg;
    var drawing = picture.querySelector("svg");
    drawing.classList.add("drawing");
    var overlay = document.createElementNS(SVGNS, "svg");
    overlay.setAttribute("class", "frames");
    overlay.setAttribute("viewBox", drawing.getAttribute("viewBox"));
    var width = Number(drawing.getAttribute("width")), height = Number(drawing.getAttribute("height"));
    var room = Math.max(200, picture.clientWidth - 8);
    var scale = Math.min(1.5, room / Math.max(width, 1));
    var viewBox = (drawing.getAttribute("viewBox") || "0 0").split(/[ ,]+/).map(Number);
    state.origin = { x: viewBox[0] || 0, y: viewBox[1] || 0 };
    state.scale = scale;
    [drawing, overlay].forEach(function (svg) {
      svg.setAttribute("width", String(width * scale));
      svg.setAttribute("height", String(height * scale));
    });
    var frames = document.createElementNS(SVGNS, "g");
    (function walk(view, depth) {
      state.nodes[view.node] = view;
      var f = view.frame;
      var rect = document.createElementNS(SVGNS, "rect");
      rect.setAttribute("x", f.x); rect.setAttribute("y", f.y);
      rect.setAttribute("width", Math.max(f.width, 0)); rect.setAttribute("height", Math.max(f.height, 0));
      rect.setAttribute("class", "frame");
      rect.setAttribute("data-node", String(view.node));
      rect.setAttribute("data-label", view.label);
      rect.setAttribute("data-depth", String(depth));
      rect.setAttribute("vector-effect", "non-scaling-stroke");
      rect.addEventListener("mouseenter", function () { showInfo(view); });
      rect.addEventListener("mouseleave", function () { showInfo(state.selected ? state.nodes[state.selected] : null); });
      rect.addEventListener("click", function (event) { event.stopPropagation(); select(view.node); });
      frames.appendChild(rect);
      view.children.forEach(function (child) { walk(child, depth + 1); });
    })(layout.root, 0);
    overlay.appendChild(frames);
    picture.appendChild(overlay);
    var label = make("div");
    label.id = "step-label";
    picture.appendChild(label);
    picture.onclick = function () { select(null); };
    text($("container"), "container " + proposal(layout.container));
    if (state.selected !== null && !state.nodes[state.selected]) state.selected = null;
    select(state.selected);
  }

  function select(node) {
    state.selected = node;
    document.querySelectorAll("#picture rect.frame").forEach(function (rect) {
      rect.classList.toggle("selected", node !== null && rect.getAttribute("data-node") === String(node));
    });
    showInfo(node !== null ? state.nodes[node] : null);
  }

  function showInfo(view) {
    var info = $("info");
    info.textContent = "";
    if (!view) { info.appendChild(make("p", "hint", "Hover or click a frame to see how it was sized.")); return; }
    info.appendChild(make("h3", "label", view.label + (view.id ? "  #" + view.id : "")));
    var rows = [
      ["proposal", proposal(view.proposal)],
      ["size", size(view.frame)],
      ["origin", "(" + number(view.frame.x) + ", " + number(view.frame.y) + ")"],
      ["behavior", view.behavior || "—"],
      ["in this tree", view.resolved || "—"],
      ["proposed by", view.proposedBy && view.proposedBy.length ? view.proposedBy.join("; ") : "—"],
      ["rule", view.rules && view.rules.length ? view.rules.join("; ") : "its own answer (no container rule)"]
    ];
    var table = make("dl");
    rows.forEach(function (row) {
      table.appendChild(make("dt", null, row[0]));
      table.appendChild(make("dd", "info-" + row[0].replace(/ /g, "-"), row[1]));
    });
    info.appendChild(table);
  }

  // ---- 4. the trace, step by step ----
  function showTrace(trace) {
    state.trace = trace;
    var list = $("steps");
    list.textContent = "";
    trace.steps.forEach(function (step, index) {
      var item = make("li", "step " + step.phase, describe(step));
      // A long line wraps inside the panel, its next lines indented under its first.
      item.style.paddingLeft = (step.depth * 12 + 16) + "px";
      item.setAttribute("data-step", String(index + 1));
      item.addEventListener("click", function () { goTo(index); });
      list.appendChild(item);
    });
    text($("summary"), trace.summary || "");
    goTo(trace.steps.length ? 0 : -1);
  }

  function describe(step) {
    if (step.kind === "placement") return step.view + ", sized " + size(step.answer) + " for " + proposal(step.proposal) + ", places its children";
    var question = step.kind === "size" ? "" : " its " + step.kind;
    return step.asker + " asks " + step.view + question + " for " + proposal(step.proposal) + " → " + size(step.answer) + (step.cacheHit ? "  (cache hit)" : "");
  }

  function goTo(index) {
    var steps = state.trace ? state.trace.steps : [];
    if (index >= steps.length) index = steps.length - 1;
    if (index < 0 && steps.length) index = 0;
    state.step = index;
    document.querySelectorAll("#steps li").forEach(function (item, i) { item.classList.toggle("current", i === index); });
    var current = document.querySelector("#steps li.current");
    if (current && current.scrollIntoView) current.scrollIntoView({ block: "nearest" });
    var step = steps[index];
    text($("step-number"), step ? "step " + (index + 1) + " of " + steps.length : "no steps");
    text($("step-text"), step ? describe(step) : "");
    var rules = $("step-rules");
    rules.textContent = "";
    (step ? step.rules : []).forEach(function (rule) { rules.appendChild(make("li", null, rule)); });
    highlight(step);
  }

  function highlight(step) {
    document.querySelectorAll("#picture rect.frame").forEach(function (rect) {
      var node = rect.getAttribute("data-node");
      rect.classList.toggle("answering", !!step && String(step.viewNode) === node);
      rect.classList.toggle("asking", !!step && step.askerNode !== null && String(step.askerNode) === node && step.askerNode !== step.viewNode);
    });
    // The label sits in the band above the picture (#picture's top padding), at the answering
    // view's left edge, moved left as far as it must to stay inside the picture's width.
    var label = $("step-label");
    if (!label) return;
    label.textContent = "";
    label.style.display = "none";
    if (!step || !state.nodes[step.viewNode]) return;
    var frame = state.nodes[step.viewNode].frame;
    text(label, step.kind === "placement" ? "places its children" : proposal(step.proposal) + " → " + size(step.answer));
    label.style.display = "block";
    var picture = $("picture");
    var left = 4 + (frame.x - state.origin.x) * state.scale;
    var widest = Math.max(4, picture.scrollWidth - label.offsetWidth - 4);
    label.style.left = Math.max(4, Math.min(left, widest)) + "px";
  }

  function setUpTraceControls() {
    $("previous").addEventListener("click", function () { stop(); goTo(state.step - 1); });
    $("next").addEventListener("click", function () { stop(); goTo(state.step + 1); });
    $("play").addEventListener("click", function () {
      if (state.timer) { stop(); return; }
      if (state.trace && state.step >= state.trace.steps.length - 1) goTo(0);
      text($("play"), "pause");
      state.timer = setInterval(function () {
        if (!state.trace || state.step >= state.trace.steps.length - 1) { stop(); return; }
        goTo(state.step + 1);
      }, 700);
    });
    document.addEventListener("keydown", function (event) {
      if (event.target && (event.target.tagName === "TEXTAREA" || event.target.tagName === "INPUT" || event.target.tagName === "SELECT")) return;
      if (event.key === "ArrowRight") { stop(); goTo(state.step + 1); }
      if (event.key === "ArrowLeft") { stop(); goTo(state.step - 1); }
    });
  }

  function stop() {
    clearInterval(state.timer);
    state.timer = null;
    text($("play"), "play");
  }

  setUp();
})();
"""#
}
