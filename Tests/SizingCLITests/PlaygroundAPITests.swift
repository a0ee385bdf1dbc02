import Foundation
import Testing

/// Golden tests of the playground's JSON API (`sizing serve`, docs/playground.md): a server is
/// started on loopback (port 0) and every case of PlaygroundGolden/ is sent to it.
///
/// Case format: PlaygroundGolden/<case>/
///   endpoint      the path (`/api/layout`)
///   method        optional, default POST
///   content-type  optional, default application/json
///   body          the request body; or body-size: a JSON body padded to that many bytes
///   about         where the expected numbers come from
///   status        the expected HTTP status
///   response      the expected body, whole
/// Record with SIZING_RECORD_GOLDEN=1 (then read the diff).
@Suite(.serialized) struct PlaygroundAPITests {
    static let folder = CLIPaths.packageRoot.appendingPathComponent("Tests/SizingCLITests/PlaygroundGolden")
    static var recording: Bool { ProcessInfo.processInfo.environment["SIZING_RECORD_GOLDEN"] == "1" }

    static func cases() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }.sorted()
    }

    static func read(_ folder: URL, _ name: String) -> String? {
        (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))?.trimmingCharacters(in: .newlines)
    }

    /// A JSON body of exactly `size` bytes: a valid request padded with spaces.
    static func padded(_ size: Int) -> Data {
        let start = #"{"source": "Text(\"a\")", "width": 10, "height": 10"#
        return Data((start + String(repeating: " ", count: max(0, size - start.utf8.count - 1)) + "}").utf8)
    }

    @Test func everyCaseAnswersAsRecorded() throws {
        let server = try PlaygroundServerProcess()
        defer { server.stop() }
        var failures: [String] = []
        for name in try Self.cases() {
            let folder = Self.folder.appendingPathComponent(name)
            let endpoint = try #require(Self.read(folder, "endpoint"), "\(name): no endpoint file")
            let body: Data? = Self.read(folder, "body-size").flatMap(Int.init).map(Self.padded)
                ?? (try? Data(contentsOf: folder.appendingPathComponent("body")))
            let method = Self.read(folder, "method") ?? "POST"
            let exchange = try HTTPExchange.send(method, server.url.appendingPathComponent(String(endpoint.dropFirst())),
                                                 body: method == "GET" ? nil : body,
                                                 contentType: Self.read(folder, "content-type") ?? "application/json")
            if Self.recording {
                try "\(exchange.status)\n".write(to: folder.appendingPathComponent("status"), atomically: true, encoding: .utf8)
                try exchange.text.write(to: folder.appendingPathComponent("response"), atomically: true, encoding: .utf8)
                continue
            }
            let status = Self.read(folder, "status")
            let response = try? String(contentsOf: folder.appendingPathComponent("response"), encoding: .utf8)
            if status != "\(exchange.status)" { failures.append("\(name): status \(exchange.status), expected \(status ?? "(no status file)")") }
            if response != exchange.text { failures.append("\(name): response differs:\n  got      \(exchange.text.prefix(400))\n  expected \((response ?? "(no response file)").prefix(400))") }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    /// Seed 003 (SwiftUI Field Guide, HStack) through the API: in 250 × 100 the Text wraps to
    /// 48 × 40 and the colours get 93 each (the numbers of Golden/seeds/003-hstack-text-250:
    /// (250 − 2 × 8) / 3 = 78 offered, (234 − 48) / 2 = 93; model §10.4 spacing, §3.3 text).
    @Test func layoutAnswerCarriesTheSeedNumbers() throws {
        let server = try PlaygroundServerProcess()
        defer { server.stop() }
        let body = try Data(contentsOf: Self.folder.appendingPathComponent("layout-seed003-hstack-text/body"))
        let exchange = try HTTPExchange.send("POST", server.url.appendingPathComponent("api/layout"), body: body)
        #expect(exchange.status == 200)
        let json = try #require(try JSONSerialization.jsonObject(with: exchange.body) as? [String: Any])
        let root = try #require(json["root"] as? [String: Any])
        let children = try #require(root["children"] as? [[String: Any]])
        let widths = children.compactMap { ($0["frame"] as? [String: Any])?["width"] as? Double }
        #expect(widths == [93, 48, 93])
        let text = children[1]
        #expect((text["frame"] as? [String: Any])?["height"] as? Double == 40)
        #expect(text["node"] is Double)
        // The HStack's rule that chose the Text's proposal: (250 − 16) / 3 = 78 (seed 003).
        #expect((text["proposedBy"] as? [String])?.last == "HStack: priority group 1 of 1, proposing 78 = 234 / 3 to child 2 (Text)")
        // The colours expand on both axes; Text hugs (seed 002's table).
        #expect(children[0]["behavior"] as? String == "h-exp, v-exp")
        #expect(text["behavior"] as? String == "h-hug, v-hug")
        #expect((json["svg"] as? String)?.hasPrefix("<svg") == true)
    }

    /// A request that runs past the time limit is cut: with a limit of a millisecond no worker
    /// can start, parse and lay out in time (the limit is a stated number, not a timing check).
    @Test func aRequestPastTheTimeLimitIsCut() throws {
        let server = try PlaygroundServerProcess(arguments: ["--time-limit", "0.001"])
        defer { server.stop() }
        let body = try Data(contentsOf: Self.folder.appendingPathComponent("layout-seed003-hstack-text/body"))
        let exchange = try HTTPExchange.send("POST", server.url.appendingPathComponent("api/layout"), body: body)
        #expect(exchange.status == 503)
        #expect(exchange.text == #"{"error":{"message":"the request was cut at the playground's time limit of 0.001 s","diagnostics":[]}}"# + "\n")
    }

    /// Every pre-filled example of the page lays out and traces without an error or a warning.
    @Test func everyExampleLaysOut() throws {
        let server = try PlaygroundServerProcess()
        defer { server.stop() }
        let page = try HTTPExchange.send("GET", server.url, contentType: nil).text
        let start = try #require(page.range(of: "<script type=\"application/json\" id=\"sizing-config\">"))
        let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
        let config = try #require(try JSONSerialization.jsonObject(with: Data(page[start.upperBound..<end.lowerBound].utf8)) as? [String: Any])
        let examples = try #require(config["examples"] as? [[String: Any]])
        #expect(examples.count >= 6)
        for example in examples {
            let body = try JSONSerialization.data(withJSONObject: ["source": example["source"]!, "width": example["width"]!, "height": example["height"]!])
            for endpoint in ["api/layout", "api/trace"] {
                let answer = try HTTPExchange.send("POST", server.url.appendingPathComponent(endpoint), body: body)
                #expect(answer.status == 200, "\(example["title"] ?? "?") \(endpoint): \(answer.text.prefix(300))")
                let messages = (try? JSONSerialization.jsonObject(with: answer.body) as? [String: Any])?["messages"] as? [String]
                #expect(messages == [], "\(example["title"] ?? "?"): \(messages ?? [])")
            }
        }
        #expect((config["devices"] as? [[String: Any]])?.compactMap { $0["name"] as? String }.contains("iphone-16") == true)
    }

    /// The page is served from the binary: no address outside the server (no CDN).
    @Test func thePageNeedsNothingFromOutside() throws {
        let server = try PlaygroundServerProcess()
        defer { server.stop() }
        let page = try HTTPExchange.send("GET", server.url, contentType: nil)
        #expect(page.status == 200)
        #expect(page.text.contains("<textarea id=\"source\""))
        #expect(!page.text.contains("src=\"http"))
        #expect(!page.text.contains("href=\"http"))
    }
}
