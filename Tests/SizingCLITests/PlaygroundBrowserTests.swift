import Foundation
import Testing

/// The playground in a real browser: headless Chromium driven through chromedriver's W3C
/// WebDriver API types code, moves the width slider with the keyboard, steps through the trace,
/// clicks a frame and makes an error, and each time checks what the page shows. Screenshots go to
/// `.build/test-artifacts/` (kept as CI artefacts).
///
/// Needs Debian's `chromium` and `chromium-driver` (`.ci/run` installs them); without them the
/// test is skipped with that message, never passed.
@Suite(.serialized) struct PlaygroundBrowserTests {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static let chromedriver = ["/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static var available: Bool { chromium != nil && chromedriver != nil }
    /// Why the browser tests are skipped: which of the two programs is missing.
    static var missing: Comment {
        let absent = [chromium == nil ? "Chromium" : nil, chromedriver == nil ? "chromedriver" : nil].compactMap { $0 }
        return Comment(rawValue: "\(absent.joined(separator: " and ")) not installed: apt-get install chromium chromium-driver (.ci/run does this)")
    }
    static let artifacts = CLIPaths.packageRoot.appendingPathComponent(".build/test-artifacts", isDirectory: true)

    @Test(.enabled(if: available, missing))
    func typingSlidingSteppingAndAnError() throws {
        let server = try PlaygroundServerProcess()
        defer { server.stop() }
        let browser = try WebDriver(chromium: Self.chromium!, chromedriver: Self.chromedriver!)
        defer { browser.quit() }
        try FileManager.default.createDirectory(at: Self.artifacts, withIntermediateDirectories: true)

        // 1. The page loads its first example and draws it.
        try browser.navigate(server.url.absoluteString)
        try browser.waitUntil("the first example is drawn", "return document.body.getAttribute('data-state') === 'ok' && document.querySelectorAll('#picture rect.frame').length > 0")

        // 2. Type seed 003's HStack (SwiftUI Field Guide) with an orange first colour, so the
        // labels prove the typed code is what is drawn. In 250 × 100 (the example's container):
        // Text offered (250 − 16) / 3 = 78, wraps to 48 × 40; colours (234 − 48) / 2 = 93
        // (Golden/seeds/003-hstack-text-250; model §10.4 spacing 8, §3.3 text metrics).
        // The seed numbers are the model font's: choose it.
        // (A change only when it is not already the default.)
        if try browser.script("return document.getElementById('text-metrics').value") as? String != "model" {
            let loaded = try browser.script("return document.body.getAttribute('data-requests')") as? String
            try browser.click(try browser.element("#text-metrics option[value=model]"))
            try browser.waitUntil("the model font's layout is shown", "return document.body.getAttribute('data-requests') !== \(json(loaded ?? "")) && document.body.getAttribute('data-busy') === 'false'")
        }
        #expect(try browser.script("return document.getElementById('text-metrics').value") as? String == "model")
        let source = try browser.element("#source")
        try browser.clear(source)
        try typeAndWait(browser, source, "HStack {\nColor.orange\nText(\"Hello, world\")\nColor.pink\n}")
        #expect(try frames(browser) == [
            Frame(label: "HStack", x: 0, y: 0, width: 250, height: 100),
            Frame(label: "Color.orange", x: 0, y: 0, width: 93, height: 100),
            Frame(label: "Text(\"Hello, world\")", x: 101, y: 30, width: 48, height: 40),
            Frame(label: "Color.pink", x: 157, y: 0, width: 93, height: 100),
        ])

        // 3. Move the width slider ten steps right with the keyboard: 260. The Text is offered
        // (260 − 16) / 3 ≈ 81.3, still too narrow for one line (96), so it stays 48 × 40; the
        // colours get (244 − 48) / 2 = 98 (same model rules as above).
        let before = try browser.script("return document.body.getAttribute('data-requests')") as? String
        try browser.sendKeys(try browser.element("#width"), String(repeating: "\u{E014}", count: 10))
        try browser.waitUntil("the layout follows the slider", "return document.body.getAttribute('data-requests') !== \(json(before ?? "")) && document.body.getAttribute('data-busy') === 'false' && document.getElementById('container').textContent === 'container (260 × 100)'")
        #expect(try browser.text("#width-value") == "260")
        #expect(try frames(browser).map(\.width) == [260, 98, 48, 98])
        try browser.screenshot(to: Self.artifacts.appendingPathComponent("playground-typed.png"))

        // 4. Click the Text's frame: its proposal, size, behavior and rule are shown.
        try browser.click(try browser.element(#"#picture rect.frame[data-label='Text("Hello, world")']"#))
        #expect(try browser.text("#info .label") == "Text(\"Hello, world\")")
        #expect(try browser.text("#info .info-size") == "48×40")
        #expect(try browser.text("#info .info-behavior") == "h-hug, v-hug")
        // Offered (260 − 16) / 3 = 81.333 by the HStack (same model rules as above).
        #expect(try browser.text("#info .info-proposed-by").hasSuffix("proposing 81.333 = 244 / 3 to child 2 (Text)"))
        #expect(try browser.text("#info .info-rule") == "text model: 2 lines")

        // 5. Step through the trace: next, next, next, previous → step 3, and the page highlights
        // the views the trace names (compared with the API's own trace for the same request).
        let traceBody = Data(#"{"source": "HStack {\nColor.orange\nText(\"Hello, world\")\nColor.pink\n}", "width": 260, "height": 100, "textMetrics": "model"}"#.utf8)
        let trace = try HTTPExchange.send("POST", server.url.appendingPathComponent("api/trace"), body: traceBody)
        let steps = try #require((try JSONSerialization.jsonObject(with: trace.body) as? [String: Any])?["steps"] as? [[String: Any]])
        try #require(steps.count >= 3)
        for button in ["#next", "#next", "#next", "#previous"] { try browser.click(try browser.element(button)) }
        #expect(try browser.script("return document.querySelector('#steps li.current').getAttribute('data-step')") as? String == "3")
        #expect(try browser.text("#step-number") == "step 3 of \(steps.count)")
        let step = steps[2]
        let answering = try browser.script("return Array.from(document.querySelectorAll('#picture rect.frame.answering')).map(r => r.getAttribute('data-label'))") as? [Any]
        #expect(answering?.compactMap { $0 as? String } == [step["view"] as? String].compactMap { $0 })
        if let asker = step["asker"] as? String, asker != "container" {
            let asking = try browser.script("return Array.from(document.querySelectorAll('#picture rect.frame.asking')).map(r => r.getAttribute('data-label'))") as? [Any]
            #expect(asking?.compactMap { $0 as? String } == [asker])
        }
        let stepText = try browser.text("#step-text")
        #expect(stepText.hasPrefix("\(step["asker"] as? String ?? "?") asks \(step["view"] as? String ?? "?")"))
        #expect(try browser.text("#step-label").contains("→"))
        try browser.screenshot(to: Self.artifacts.appendingPathComponent("playground-trace-step.png"))

        // 6. An error: a misspelt modifier on line 2 is marked at line 2 with the did-you-mean.
        try browser.clear(source)
        try browser.sendKeys(source, "Text(\"Hi\")\n.fram(width: 20)")
        try browser.waitUntil("the error is shown", "return document.body.getAttribute('data-state') === 'error'")
        let errorLines = try browser.script("return Array.from(document.querySelectorAll('#gutter .line.error')).map(l => l.getAttribute('data-line'))") as? [Any]
        #expect(errorLines?.compactMap { $0 as? String } == ["2"])
        let message = try browser.text("#errors li")
        #expect(message.hasPrefix("line 2, column"))
        #expect(message.contains("did you mean 'frame'"))
        try browser.screenshot(to: Self.artifacts.appendingPathComponent("playground-error.png"))
    }

    /// Until the first answer, the page says the layout is being computed; the answer hides it.
    /// The API's answers are held back (Chromium's network emulation, 3 s of latency) so that
    /// the waiting page can be seen.
    @Test(.enabled(if: available, missing))
    func loadingStateUntilTheFirstAnswer() throws {
        let server = try PlaygroundServerProcess()
        defer { server.stop() }
        let page = try HTTPExchange.send("GET", server.url, contentType: nil)
        #expect(page.text.contains("<p id=\"loading\""), "the indicator is in the page as served, before any script runs")
        let browser = try WebDriver(chromium: Self.chromium!, chromedriver: Self.chromedriver!)
        defer { browser.quit() }
        try browser.devTools("Network.enable")
        try browser.devTools("Network.emulateNetworkConditions", ["offline": false, "latency": 3000, "downloadThroughput": -1, "uploadThroughput": -1])
        try browser.navigate(server.url.absoluteString)
        let loading = "var l = document.getElementById('loading'); return getComputedStyle(l).display !== 'none' && l.getBoundingClientRect().height > 0"
        #expect(try browser.script("return document.body.getAttribute('data-state')") as? String == "loading")
        #expect(try browser.script(loading) as? Bool == true, "the indicator is shown while the first layout is computed")
        try browser.screenshot(to: Self.artifacts.appendingPathComponent("playground-loading.png"))
        try browser.waitUntil("the first example is drawn", "return document.body.getAttribute('data-state') === 'ok' && document.querySelectorAll('#picture rect.frame').length > 0")
        #expect(try browser.script(loading) as? Bool == false, "the indicator is gone once the layout is shown")
    }

    /// The step label (the proposal → answer of the current step) sits above the picture, never
    /// over it: on the container's first question (the root, at the picture's top-left corner)
    /// and on the next steps.
    @Test(.enabled(if: available, missing))
    func stepLabelStaysOffThePicture() throws {
        let server = try PlaygroundServerProcess()
        defer { server.stop() }
        let browser = try WebDriver(chromium: Self.chromium!, chromedriver: Self.chromedriver!)
        defer { browser.quit() }
        try FileManager.default.createDirectory(at: Self.artifacts, withIntermediateDirectories: true)
        try browser.navigate(server.url.absoluteString)
        try browser.waitUntil("the first example is drawn", "return document.body.getAttribute('data-state') === 'ok' && document.querySelectorAll('#picture rect.frame').length > 0")
        let overlap = """
            var l = document.getElementById('step-label').getBoundingClientRect();
            var p = document.querySelector('#picture svg.drawing').getBoundingClientRect();
            return [l.width > 0 && l.height > 0, l.right <= p.left || l.left >= p.right || l.bottom <= p.top || l.top >= p.bottom, [l.left, l.top, l.right, l.bottom].join(' ') + ' / ' + [p.left, p.top, p.right, p.bottom].join(' ')]
            """
        for step in 1...4 {
            let answer = try browser.script(overlap) as? [Any] ?? []
            #expect(answer.first as? Bool == true, "step \(step): no label shown")
            #expect(answer.dropFirst().first as? Bool == true, "step \(step): the label covers the picture (label / picture: \(answer.last ?? "?"))")
            #expect(try browser.text("#step-label").contains("→"))
            if step == 1 { try browser.screenshot(to: Self.artifacts.appendingPathComponent("playground-step-1.png")) }
            try browser.click(try browser.element("#next"))
        }
    }

    /// Trace lines longer than their panel wrap inside it: nothing scrolls sideways or sticks out
    /// of the panel, at the test's window and at a narrow one.
    @Test(.enabled(if: available, missing))
    func traceLinesStayInTheirPanel() throws {
        let server = try PlaygroundServerProcess()
        defer { server.stop() }
        let browser = try WebDriver(chromium: Self.chromium!, chromedriver: Self.chromedriver!)
        defer { browser.quit() }
        try FileManager.default.createDirectory(at: Self.artifacts, withIntermediateDirectories: true)
        try browser.navigate(server.url.absoluteString)
        try browser.waitUntil("the first example is drawn", "return document.body.getAttribute('data-state') === 'ok' && document.querySelectorAll('#steps li').length > 0")
        let fits = """
            var pane = document.getElementById('trace-pane'), steps = document.getElementById('steps');
            var right = pane.getBoundingClientRect().right;
            var out = Array.from(pane.querySelectorAll('li, #step-text, #summary')).filter(e => e.getBoundingClientRect().right > right + 0.5).length;
            return [steps.scrollWidth <= steps.clientWidth, pane.scrollWidth <= pane.clientWidth, out, steps.scrollWidth + ' > ' + steps.clientWidth]
            """
        for width in [1500, 1000] {
            try browser.command("POST", "window/rect", ["width": width, "height": 950])
            let answer = try browser.script(fits) as? [Any] ?? []
            #expect(answer.first as? Bool == true, "at \(width): the trace list scrolls sideways (\(answer.last ?? "?"))")
            #expect(answer.dropFirst().first as? Bool == true, "at \(width): the trace panel scrolls sideways")
            #expect((answer.dropFirst(2).first as? NSNumber)?.intValue == 0, "at \(width): lines stick out of the trace panel")
        }
        try browser.screenshot(to: Self.artifacts.appendingPathComponent("playground-narrow.png"))
    }

    /// The scan report opened from a file (as from a CI artifact): unticking "matches" hides
    /// those cards; choosing a folder keeps only its views; each view has its three pictures.
    @Test(.enabled(if: available, missing))
    func scanReportFilters() throws {
        let sandbox = try CLISandbox()
        let report = sandbox.folder.appendingPathComponent("report.html")
        let project = CLIPaths.packageRoot.appendingPathComponent("Tests/SizingCLITests/ScanFixtures/Project").path
        let run = try sandbox.run(["scan", project, "--format", "html", "-o", report.path])
        #expect(run.exitCode == 1, "the fixture project has views whose documented behavior differs")
        let browser = try WebDriver(chromium: Self.chromium!, chromedriver: Self.chromedriver!)
        defer { browser.quit() }
        try FileManager.default.createDirectory(at: Self.artifacts, withIntermediateDirectories: true)
        try browser.navigate(report.absoluteString)
        let total = try browser.script("return document.querySelectorAll('article.finding').length") as? Int ?? 0
        let matching = try browser.script("return document.querySelectorAll('article.finding[data-verdict=matches]').length") as? Int ?? 0
        #expect(total > 0 && matching > 0)
        #expect(try browser.text("#shown") == "\(total) of \(total) shown")
        try browser.screenshot(to: Self.artifacts.appendingPathComponent("scan-report.png"))
        try browser.click(try browser.element("input.verdict-filter[value=matches]"))
        #expect(try browser.text("#shown") == "\(total - matching) of \(total) shown")
        let shownVerdicts = try browser.script("return Array.from(document.querySelectorAll('article.finding:not(.hidden)')).map(a => a.getAttribute('data-verdict'))") as? [Any] ?? []
        #expect(!shownVerdicts.isEmpty && !shownVerdicts.contains { $0 as? String == "matches" })
        // A view struct that lays out has its three pictures, each an SVG.
        #expect(try browser.script("return document.querySelectorAll('article.finding[data-verdict=matches] figure svg').length > 0 && Array.from(document.querySelectorAll('article.finding')).some(a => a.querySelectorAll('figure svg').length === 3)") as? Bool == true)
    }

    /// The scan report's pictures keep their containers' proportions as the browser draws them,
    /// at a wide window and at a narrow one where the 390-point picture is scaled down; text
    /// wraps between words (a word is broken only when it is wider than its line, as a long
    /// path) and nothing sticks out of a card (ScanFixtures/Pictures, HTMLReportTests).
    @Test(.enabled(if: available, missing))
    func scanReportPicturesKeepTheirProportions() throws {
        let sandbox = try CLISandbox()
        let report = sandbox.folder.appendingPathComponent("report.html")
        let project = CLIPaths.packageRoot.appendingPathComponent("Tests/SizingCLITests/ScanFixtures/Pictures").path
        _ = try sandbox.run(["scan", project, "--format", "html", "-o", report.path])
        let browser = try WebDriver(chromium: Self.chromium!, chromedriver: Self.chromedriver!)
        defer { browser.quit() }
        try FileManager.default.createDirectory(at: Self.artifacts, withIntermediateDirectories: true)
        try browser.navigate(report.absoluteString)
        // Each picture: its caption's container "(W × H)" and the box the browser drew.
        let boxes = """
            return Array.from(document.querySelectorAll('figure')).filter(f => f.querySelector('svg')).map(function (f) {
              var r = f.querySelector('svg').getBoundingClientRect();
              var m = f.querySelector('figcaption').textContent.match(/\\((\\d+) × (\\d+)\\)/);
              return [f.closest('article').querySelector('h2').firstChild.textContent.trim(), +m[1], +m[2], r.width, r.height];
            })
            """
        let broken = """
            var broken = [];
            document.querySelectorAll('article.finding dd, article.finding h2, #summary').forEach(function (element) {
              var room = element.getBoundingClientRect().width;
              var walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
              while (walker.nextNode()) {
                var node = walker.currentNode, words = /\\S+/g, m;
                while ((m = words.exec(node.data))) {
                  var range = document.createRange();
                  range.setStart(node, m.index); range.setEnd(node, m.index + m[0].length);
                  var rects = Array.from(range.getClientRects()).filter(r => r.width > 0);
                  var width = rects.reduce((sum, r) => sum + r.width, 0);
                  if (new Set(rects.map(r => Math.round(r.top))).size > 1 && width < room - 1) broken.push(m[0]);
                }
              }
            });
            var wide = Array.from(document.querySelectorAll('article.finding')).filter(a => a.scrollWidth > a.clientWidth).length;
            return [broken, wide, document.documentElement.scrollWidth <= window.innerWidth];
            """
        for width in [1500, 480] {
            try browser.command("POST", "window/rect", ["width": width, "height": 950])
            let drawn = try browser.script(boxes) as? [[Any]] ?? []
            #expect(drawn.count == 9, "three pictures for each of the three views")
            for row in drawn {
                let n = row.dropFirst().map { ($0 as? NSNumber)?.doubleValue ?? -1 }
                #expect(abs(n[2] / n[3] - n[0] / n[1]) < 0.02, "at \(width): \(row[0]) in (\(n[0]) × \(n[1])) is drawn \(n[2]) × \(n[3])")
                #expect(n[2] <= n[0] + 0.5, "at \(width): \(row[0]) is drawn wider than its container")
            }
            let text = try browser.script(broken) as? [Any] ?? []
            #expect((text.first as? [Any])?.isEmpty == true, "at \(width): words broken inside: \(text.first ?? "?")")
            #expect((text.dropFirst().first as? NSNumber)?.intValue == 0, "at \(width): a card's content is wider than the card")
            #expect(text.last as? Bool == true, "at \(width): the page scrolls sideways")
            try browser.screenshot(to: Self.artifacts.appendingPathComponent("scan-report-pictures-\(width).png"))
        }
    }

    /// The device menu, grouped by family, and the orientation menu beside it: iPhone 13 turned
    /// is 844 × 390 pt with its root in the safe area between the notch's 47 pt on each side and
    /// above the home indicator's 21 (csdn-iphones, device-frame in devices.tsv); a device that
    /// does not turn (Apple TV) leaves the orientation menu at its one orientation, disabled.
    @Test(.enabled(if: available, missing))
    func devicesAndOrientations() throws {
        let server = try PlaygroundServerProcess()
        defer { server.stop() }
        let browser = try WebDriver(chromium: Self.chromium!, chromedriver: Self.chromedriver!)
        defer { browser.quit() }
        try FileManager.default.createDirectory(at: Self.artifacts, withIntermediateDirectories: true)
        try browser.navigate(server.url.absoluteString)
        try browser.waitUntil("the first example is drawn", "return document.body.getAttribute('data-state') === 'ok' && document.querySelectorAll('#picture rect.frame').length > 0")
        let families = try browser.script("return Array.from(document.querySelectorAll('#device optgroup')).map(g => g.label)") as? [Any]
        #expect(families?.compactMap { $0 as? String } == ["iPhone", "iPad", "Apple Watch", "Apple TV", "Mac", "Apple Vision Pro"])
        #expect(try browser.script("return document.getElementById('orientation').disabled") as? Bool == true, "no device: no orientation")

        let source = try browser.element("#source")
        try browser.clear(source)
        try typeAndWait(browser, source, "Color.blue")
        func choose(_ selector: String, _ waitingFor: String) throws {
            let before = try browser.script("return document.body.getAttribute('data-requests')") as? String
            try browser.click(try browser.element(selector))
            try browser.waitUntil(waitingFor, "return document.body.getAttribute('data-requests') !== \(json(before ?? "")) && document.body.getAttribute('data-busy') === 'false' && document.body.getAttribute('data-state') === 'ok'")
        }
        try choose("#device option[value='iphone-13']", "iPhone 13 is laid out")
        #expect(try browser.text("#width-value") == "390")
        #expect(try browser.text("#height-value") == "844")
        #expect(try frames(browser).last == Frame(label: "Color.blue", x: 0, y: 47, width: 390, height: 763))
        try choose("#orientation option[value=landscape]", "iPhone 13 turned is laid out")
        #expect(try browser.text("#width-value") == "844")
        #expect(try browser.text("#height-value") == "390")
        #expect(try frames(browser).last == Frame(label: "Color.blue", x: 47, y: 0, width: 750, height: 369))
        try browser.screenshot(to: Self.artifacts.appendingPathComponent("playground-landscape.png"))

        // Apple TV: landscape only, 1920 × 1080 pt with 60 / 80 pt of overscan (tvos-safe-area).
        try choose("#device option[value='apple-tv']", "Apple TV is laid out")
        #expect(try browser.script("return document.getElementById('orientation').disabled") as? Bool == true)
        #expect(try browser.script("return document.getElementById('orientation').value") as? String == "landscape")
        #expect(try frames(browser).last == Frame(label: "Color.blue", x: 80, y: 60, width: 1760, height: 960))
    }

    /// `render --format html` opened from a file: the picture and its step-through work offline.
    @Test(.enabled(if: available, missing))
    func renderedPageStepsThrough() throws {
        let sandbox = try CLISandbox()
        let page = sandbox.folder.appendingPathComponent("view.html")
        let run = try sandbox.run(["render", "HStack { Color.purple; Text(\"Hello, world\"); Color.pink }", "--width", "250", "--height", "100", "--text-metrics", "model", "--format", "html", "-o", page.path])
        #expect(run.exitCode == 0)
        let browser = try WebDriver(chromium: Self.chromium!, chromedriver: Self.chromedriver!)
        defer { browser.quit() }
        try browser.navigate(page.absoluteString)
        // Step 1: the container asks the HStack (seed 003's 250 × 100; model).
        #expect(try browser.text("#step-text") == "container asks HStack for (250 × 100) → 250×100")
        try browser.click(try browser.element("#next"))
        #expect(try browser.script("return document.querySelector('#steps li.current').getAttribute('data-step')") as? String == "2")
        #expect(try browser.script("return document.querySelector('#picture rect.frame.asking').getAttribute('data-label')") as? String == "HStack")
        #expect(try frames(browser).map(\.width) == [250, 93, 48, 93])
        try browser.screenshot(to: Self.artifacts.appendingPathComponent("render-html.png"))
    }

    struct Frame: Equatable, CustomStringConvertible {
        var label: String
        var x, y, width, height: Double
        var description: String { "\(label) (\(x), \(y), \(width) × \(height))" }
    }

    /// The outlined frames on the page, in drawing order.
    func frames(_ browser: WebDriver) throws -> [Frame] {
        let rows = try browser.script("return Array.from(document.querySelectorAll('#picture rect.frame')).map(r => [r.getAttribute('data-label'), +r.getAttribute('x'), +r.getAttribute('y'), +r.getAttribute('width'), +r.getAttribute('height')])") as? [[Any]] ?? []
        return rows.map { row in
            func n(_ i: Int) -> Double { (row[i] as? NSNumber)?.doubleValue ?? -1 }
            return Frame(label: row[0] as? String ?? "?", x: n(1), y: n(2), width: n(3), height: n(4))
        }
    }

    func typeAndWait(_ browser: WebDriver, _ element: String, _ text: String) throws {
        let before = try browser.script("return document.body.getAttribute('data-requests')") as? String
        try browser.sendKeys(element, text)
        try browser.waitUntil("the typed code is laid out", "return document.body.getAttribute('data-requests') !== \(json(before ?? "")) && document.body.getAttribute('data-busy') === 'false' && document.body.getAttribute('data-state') === 'ok'")
    }

    func json(_ s: String) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: [s]), as: UTF8.self).dropFirst().dropLast().description
    }
}

/// A minimal W3C WebDriver client over chromedriver's HTTP API.
final class WebDriver {
    let driver = Process()
    let base: URL
    var session = ""
    static let elementKey = "element-6066-11e4-a52e-4f735466cecf"

    init(chromium: String, chromedriver: String) throws {
        let port = try Self.freePort()
        driver.executableURL = URL(fileURLWithPath: chromedriver)
        driver.arguments = ["--port=\(port)"]
        driver.standardOutput = FileHandle.nullDevice
        driver.standardError = FileHandle.nullDevice
        try driver.run()
        base = URL(string: "http://127.0.0.1:\(port)")!
        // Wait (up to 60 s) for chromedriver to answer.
        var ready = false
        var last = "no answer"
        for _ in 0..<300 {
            do {
                let status = try HTTPExchange.send("GET", base.appendingPathComponent("status"), contentType: nil)
                if status.status == 200 { ready = true; break }
                last = "status \(status.status)"
            } catch {
                last = "\(error)"
            }
            if !driver.isRunning { last = "chromedriver exited (\(driver.terminationStatus))"; break }
            usleep(200_000)
        }
        guard ready else { kill(driver.processIdentifier, SIGKILL); throw GoldenError("chromedriver did not start on port \(port): \(last)") }
        let capabilities: [String: Any] = ["capabilities": ["alwaysMatch": [
            "browserName": "chrome",
            "goog:chromeOptions": ["binary": chromium, "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1500,950", "--force-device-scale-factor=1"]],
        ]]]
        let answer = try command("POST", "session", capabilities, inSession: false)
        guard let id = (answer as? [String: Any])?["sessionId"] as? String else {
            kill(driver.processIdentifier, SIGKILL)
            throw GoldenError("chromedriver gave no session: \(String(describing: answer))")
        }
        session = id
    }

    static func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        guard bound else { throw GoldenError("no free port for chromedriver") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    @discardableResult
    func command(_ method: String, _ path: String, _ body: Any? = nil, inSession: Bool = true) throws -> Any? {
        let url = inSession ? base.appendingPathComponent("session/\(session)/\(path)") : base.appendingPathComponent(path)
        let data = try body.map { try JSONSerialization.data(withJSONObject: $0) }
        let exchange = try HTTPExchange.send(method, url, body: data ?? (method == "POST" ? Data("{}".utf8) : nil))
        let json = try? JSONSerialization.jsonObject(with: exchange.body, options: [.fragmentsAllowed]) as? [String: Any]
        guard exchange.status == 200 else {
            throw GoldenError("WebDriver \(method) \(path): \(exchange.status) \(exchange.text.prefix(600))")
        }
        return json?["value"] ?? nil
    }

    func navigate(_ url: String) throws { try command("POST", "url", ["url": url]) }

    /// A Chrome DevTools Protocol command through chromedriver (`Network.emulateNetworkConditions`).
    @discardableResult
    func devTools(_ name: String, _ parameters: [String: Any] = [:]) throws -> Any? {
        try command("POST", "goog/cdp/execute", ["cmd": name, "params": parameters])
    }

    func script(_ source: String) throws -> Any? { try command("POST", "execute/sync", ["script": source, "args": []]) }

    func element(_ css: String) throws -> String {
        let value = try command("POST", "element", ["using": "css selector", "value": css]) as? [String: Any]
        guard let id = value?[Self.elementKey] as? String else { throw GoldenError("no element \(css)") }
        return id
    }

    func text(_ css: String) throws -> String {
        try command("GET", "element/\(try element(css))/text") as? String ?? ""
    }

    func click(_ element: String) throws { try command("POST", "element/\(element)/click") }
    func clear(_ element: String) throws { try command("POST", "element/\(element)/clear") }
    func sendKeys(_ element: String, _ text: String) throws { try command("POST", "element/\(element)/value", ["text": text]) }

    /// Polls `condition` (a script returning true) for up to 60 s; fails naming `what`.
    func waitUntil(_ what: String, _ condition: String) throws {
        for _ in 0..<600 {
            if try script(condition) as? Bool == true { return }
            usleep(100_000)
        }
        throw GoldenError("timed out waiting until \(what)")
    }

    func screenshot(to file: URL) throws {
        guard let base64 = try command("GET", "screenshot") as? String, let data = Data(base64Encoded: base64) else {
            throw GoldenError("no screenshot")
        }
        try data.write(to: file)
    }

    func quit() {
        if !session.isEmpty { _ = try? command("DELETE", "", nil) }
        // chromedriver does not end on SIGTERM: SIGKILL it (its browser ended with the session).
        if driver.isRunning { kill(driver.processIdentifier, SIGKILL); driver.waitUntilExit() }
    }
}
