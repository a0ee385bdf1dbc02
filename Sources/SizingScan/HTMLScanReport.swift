import CatalogStore
import Foundation
import LayoutCore
import SwiftUISource

/// Draws one view of a finding in a container of `width` × `height` points as an SVG element
/// (`sizing render FILE --view NAME` as SVG), or says why it cannot.
public typealias HTMLScanPicture = (_ finding: ScanFinding, _ frame: HTMLPictureFrame) -> Result<String, ScanError>

/// What a picture of the HTML report shows its view in.
public enum HTMLPictureFrame {
    /// A container of `width` × `height` points, the container only.
    case container(width: Double, height: Double)
    /// A device screen, text size and language of `--stress`, the view at `outlined` outlined.
    case stressed(StressSetting, outlined: SourceLocation?)
}

/// `sizing scan --format html`: one self-contained HTML file for a codebase (style, script and
/// pictures inline; openable from a CI artifact).
///
/// For every finding: its name, kind and `file:line` (a link to the file), the documented and the
/// derived behavior as badges, the verdict and its reason, and, for a view struct, its picture at
/// ``sizes`` container sizes (the SVG of `sizing render`, the container only: each picture has
/// its container's proportions, what overflows it cut and marked). Filters by verdict and by
/// folder. Text wraps between words; a word wider than its line (a long identifier or path) is
/// the only thing broken inside.
///
/// It takes the findings only, so that it can serve as the scan's HTML reporter; the pictures
/// come from `picture` (``HTMLScanPicture``), which the command line gives.
struct HTMLScanReport {
    var findings: [ScanFinding]
    var files: Int
    var picture: HTMLScanPicture?

    /// The containers each view is drawn in: a phone-width row, a narrow column and a small
    /// cell (our choice: three sizes that tell an expanding axis from a hugging one at a glance).
    static let sizes: [(width: Double, height: Double)] = [(390, 200), (200, 120), (120, 60)]

    /// Steps: 1. draw each view struct at the three sizes; 2. write one card per finding;
    /// 3. add the filters (verdicts and folders present) and the summary.
    func render() -> String {
        let folders = Set(findings.map(Self.folder)).sorted()
        var counts: [ScanVerdict: Int] = [:]
        for finding in findings { counts[finding.verdict, default: 0] += 1 }
        let verdictFilters = ScanVerdict.allCases.filter { counts[$0] != nil }.map { verdict in
            "<label><input type=\"checkbox\" class=\"verdict-filter\" value=\"\(verdict.rawValue)\" checked> \(Self.badge(ScanOutput.verdictText(verdict), verdict.rawValue)) \(counts[verdict] ?? 0)</label>"
        }.joined(separator: "\n")
        let folderOptions = folders.map { "<option value=\"\(escape($0))\">\(escape($0))</option>" }.joined()
        let cards = findings.map(card).joined(separator: "\n")
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>sizing scan report</title>
        <style>
        \(Self.style)
        </style>
        </head>
        <body>
        <header>
          <h1>sizing scan report</h1>
          <p id="summary">\(escape(ScanOutput.summary(findings, files: files)))</p>
          <div id="filters">
            \(verdictFilters)
            <label>folder <select id="folder-filter"><option value="">all folders</option>\(folderOptions)</select></label>
            <span id="shown"></span>
          </div>
        </header>
        <main id="findings">
        \(cards)
        </main>
        <script>
        \(Self.script)
        </script>
        </body>
        </html>

        """
    }

    /// The folder a finding's file is in (`.` for the current one).
    static func folder(_ finding: ScanFinding) -> String {
        let folder = (finding.file.path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }

    func card(_ f: ScanFinding) -> String {
        let link = "file://" + f.file.absolutePath.split(separator: "/").map { $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? String($0) }.joined(separator: "/")
        var rows = f.stress != nil ? ["<dt>breaks</dt><dd>\(Self.badge(f.stress!.kind.rawValue, f.verdict.rawValue)) \(escape(f.reason))</dd>"] : [
            "<dt>documented</dt><dd>\(f.declared.map { Self.behaviorBadges($0.description) } ?? "<span class=\"none\">— not documented</span>")</dd>",
            "<dt>derived</dt><dd>\(f.derived.map { Self.behaviorBadges($0.description) } ?? "<span class=\"none\">—</span>")\(f.method.map { " <span class=\"method\">(\(escape($0.rawValue)))</span>" } ?? "")</dd>",
            "<dt>verdict</dt><dd>\(Self.badge(ScanOutput.verdictText(f.verdict), f.verdict.rawValue))\(f.reason.isEmpty ? "" : " \(escape(f.reason))")</dd>",
        ]
        if !f.exceptions.isEmpty {
            // The default answer is `derived`; the exceptions are folded under it.
            let listed = f.exceptions.map { "<li>\(Self.behaviorBadges($0.behaviors.description)) when \(escape($0.conditions.map(\.description).joined(separator: " and ")))</li>" }
            rows.append("<dt>except</dt><dd><details><summary>\(f.exceptions.count) exception\(f.exceptions.count == 1 ? "" : "s")</summary><ul>\(listed.joined())</ul></details></dd>")
        }
        if !f.platformAnswers.isEmpty {
            rows.append("<dt>platforms</dt><dd>" + f.platformAnswers.map { escape($0.description) }.joined(separator: "<br>") + "</dd>")
        }
        if f.stress != nil { rows.removeAll { !$0.hasPrefix("<dt>breaks") } }
        for assumption in f.assumptions { rows.append("<dt>assumed</dt><dd>\(escape(assumption.message))</dd>") }
        return """
        <article class="finding" data-verdict="\(f.verdict.rawValue)" data-folder="\(escape(Self.folder(f)))">
          <h2>\(escape(f.name)) <span class="kind">\(f.kind.rawValue)</span> <a class="location" href="\(escape(link))">\(escape("\(f.file.path):\(f.line)"))</a></h2>
          <dl>\(rows.joined())</dl>
          <div class="pictures">\(pictures(f))</div>
        </article>
        """
    }

    /// A view struct drawn at each of ``sizes``; why not, for the others. A break under
    /// `--stress`: the view in the configuration where it breaks, the view that breaks outlined,
    /// beside the first one where it does not.
    func pictures(_ f: ScanFinding) -> String {
        if let b = f.stress {
            guard let picture else { return "<p class=\"none\">no picture: this report was written without a renderer</p>" }
            let settings = [(b.configuration, "breaks")] + (b.fits.map { [($0, "fits")] } ?? [])
            return settings.map { setting, what in
                let caption = "\(escape(setting.description)): \(what)"
                switch picture(f, .stressed(setting, outlined: b.location)) {
                case .success(let svg): return "<figure class=\"\(what)\">\(svg)<figcaption>\(caption)</figcaption></figure>"
                case .failure(let error): return "<figure class=\"failed\"><p class=\"none\">\(escape(error.message))</p><figcaption>\(caption)</figcaption></figure>"
                }
            }.joined()
        }
        // A `@ViewBuilder` initializer (`Tag.init(_:)`) needs its content: drawn where it is used.
        guard f.kind == .view, !f.name.contains("(") else {
            return "<p class=\"none\">no picture: \(f.kind == .modifier ? "a modifier" : "an initializer") is drawn on the views it is applied to</p>"
        }
        guard let picture else {
            return "<p class=\"none\">no picture: this report was written without a renderer</p>"
        }
        return Self.sizes.map { size in
            let caption = "(\(Format.number(size.width)) × \(Format.number(size.height)))"
            switch picture(f, .container(width: size.width, height: size.height)) {
            case .success(let svg):
                // The picture marks the edges its content crosses (`class="overflow"`).
                let overflow = svg.contains("class=\"overflow\"") ? " <span class=\"overflows\">overflows: cut at the red edge</span>" : ""
                return "<figure>\(svg)<figcaption>\(caption)\(overflow)</figcaption></figure>"
            case .failure(let error):
                return "<figure class=\"failed\"><p class=\"none\">\(escape(error.message))</p><figcaption>\(caption)</figcaption></figure>"
            }
        }.joined()
    }

    /// `h-exp, v-hug` as two badges.
    static func behaviorBadges(_ text: String) -> String {
        text.split(separator: ",").map { part in
            let axis = part.trimmingCharacters(in: .whitespaces)
            let value = axis.split(separator: "-").last.map(String.init) ?? axis
            return badge(axis, "behavior-\(value)")
        }.joined(separator: " ")
    }

    static func badge(_ text: String, _ kind: String) -> String {
        "<span class=\"badge \(escape(kind))\">\(escape(text))</span>"
    }

    func escape(_ s: String) -> String { Self.escape(s) }
    /// HTML text and attribute escaping (`&`, `<`, `>`, `"`).
    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    static let style = """
    body { margin: 0; font: 14px/1.4 -apple-system, system-ui, "DejaVu Sans", sans-serif; color: #1d1d1f; background: #fafafa; }
    header { padding: 10px 16px; border-bottom: 1px solid #ddd; background: #fff; position: sticky; top: 0; z-index: 1; }
    h1 { font-size: 18px; margin: 0 0 4px; }
    #summary { margin: 0 0 6px; color: #555; }
    #filters { display: flex; flex-wrap: wrap; gap: 14px; align-items: center; }
    #shown { color: #777; }
    main { padding: 12px 16px; display: grid; grid-template-columns: minmax(0, 1fr); gap: 12px; }
    article, header { overflow-wrap: anywhere; word-break: normal; }
    article { min-width: 0; background: #fff; border: 1px solid #ddd; border-radius: 6px; padding: 8px 12px; }
    article.hidden { display: none; }
    h2 { font-size: 15px; margin: 0 0 6px; font-family: "DejaVu Sans Mono", Menlo, monospace; }
    .kind { color: #777; font-weight: normal; font-size: 12px; }
    .location { font-weight: normal; font-size: 12px; margin-left: 8px; }
    dl { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 3px 12px; margin: 0 0 8px; }
    dt { color: #666; }
    dd { margin: 0; }
    .badge { display: inline-block; padding: 0 6px; border-radius: 9px; font: 12px/18px "DejaVu Sans Mono", Menlo, monospace; border: 1px solid transparent; }
    .behavior-exp { background: #e3f2fd; border-color: #90caf9; }
    .behavior-hug { background: #f1f8e9; border-color: #aed581; }
    .behavior-neu { background: #f5f5f5; border-color: #bdbdbd; }
    .matches { background: #e8f5e9; color: #1b5e20; }
    .differs { background: #ffebee; color: #b71c1c; font-weight: bold; }
    .undocumented { background: #fff8e1; color: #8d6e00; }
    .cannotModel { background: #eeeeee; color: #555; }
    .stress { background: #fce4ec; color: #880e4f; }
    figure.breaks svg, figure.fits svg { max-height: 360px; width: auto; }
    figure.breaks figcaption { color: #d32f2f; }
    .none, .method { color: #888; }
    .pictures { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
    figure { margin: 0; min-width: 0; max-width: 100%; }
    figure svg { display: block; max-width: 100%; height: auto; }
    figcaption { font: 11px "DejaVu Sans Mono", Menlo, monospace; color: #777; }
    .overflows { color: #d32f2f; }
    """

    static let script = """
    (function () {
      var verdicts = Array.prototype.slice.call(document.querySelectorAll(".verdict-filter"));
      var folder = document.getElementById("folder-filter");
      function apply() {
        var on = verdicts.filter(function (box) { return box.checked; }).map(function (box) { return box.value; });
        var shown = 0, all = 0;
        document.querySelectorAll("article.finding").forEach(function (card) {
          var visible = on.indexOf(card.getAttribute("data-verdict")) >= 0 && (!folder.value || card.getAttribute("data-folder") === folder.value);
          card.classList.toggle("hidden", !visible);
          all += 1; if (visible) shown += 1;
        });
        document.getElementById("shown").textContent = shown + " of " + all + " shown";
      }
      verdicts.forEach(function (box) { box.addEventListener("change", apply); });
      folder.addEventListener("change", apply);
      apply();
    })();
    """
}
