import Foundation
import Hummingbird
import LayoutCore
import Logging
import NIOCore

/// The playground's HTTP server (Hummingbird): the page and its JSON API.
///
/// Routes:
/// - `GET /`: the page (``PlaygroundPage``), its script and style inline; nothing from a CDN.
/// - `POST /api/layout`, `/api/trace`, `/api/probe`: ``PlaygroundAPI``, each request answered by
///   a worker process (``PlaygroundWorker``) that is killed when it runs past ``Limits/seconds``.
///
/// Limits (stated in `docs/playground.md` and `sizing serve --help`): a body over
/// ``Limits/bodyBytes`` gets 413; a request cut at the time limit gets 503; at most
/// ``Limits/workers`` workers run at once (the others wait their turn). A body that is not JSON
/// (`Content-Type: application/json`) gets 415, which also keeps other web pages from posting to
/// it; a `Host` that is not the address served gets 403 (a DNS-rebinding guard).
struct PlaygroundServer {
    struct Limits {
        /// The largest request body accepted: 256 KiB.
        static let bodyBytes = 256 * 1024
        /// At most this many workers at once.
        static let workers = 2
        /// The time one request may run, in seconds.
        var seconds: Double = 5
    }

    var host: String
    var port: Int
    var limits: Limits
    /// The `sizing` executable that runs the workers.
    var executable: URL

    /// Runs until SIGINT or SIGTERM; `started` gets the address actually bound (port 0 picks one).
    func run(started: @escaping @Sendable (String) -> Void) async throws {
        let router = Router()
        let limits = self.limits
        let executable = self.executable
        let host = self.host
        router.get("/") { request, _ in
            Self.html(PlaygroundPage.html())
        }
        for endpoint in PlaygroundAPI.Endpoint.allCases {
            router.post("/api/\(endpoint.rawValue)") { request, context in
                await Self.api(endpoint, request: request, host: host, limits: limits, executable: executable)
            }
            router.get("/api/\(endpoint.rawValue)") { _, _ in
                Self.json(405, PlaygroundAPI.message("use POST with a JSON body: {\"source\": …, \"width\": …, \"height\": …}"))
            }
        }
        var logger = Logger(label: "sizing-serve") { label in StreamLogHandler.standardError(label: label) }
        logger.logLevel = .error
        let app = Application(
            router: router,
            configuration: .init(address: .hostname(host, port: port), serverName: "sizing"),
            onServerRunning: { channel in
                started(Self.url(host: host, port: channel.localAddress?.port ?? 0))
            },
            logger: logger)
        try await app.runService()
    }

    /// `http://127.0.0.1:8080/` (IPv6 addresses in brackets).
    static func url(host: String, port: Int) -> String {
        "http://\(host.contains(":") ? "[\(host)]" : host):\(port)/"
    }

    /// Steps of one API request:
    /// 1. refuse a `Host` that is not the address served, when serving loopback only (403);
    /// 2. refuse a body that is not JSON (415) or is over the size limit (413);
    /// 3. run the worker on the body, cut at the time limit (503), and answer with its JSON.
    static func api(_ endpoint: PlaygroundAPI.Endpoint, request: Request, host: String, limits: Limits, executable: URL) async -> Response {
        if isLoopback(host), let authority = request.head.authority, !isLoopback(hostName(authority)) {
            return json(403, PlaygroundAPI.message("the playground answers requests to \(host) only (Host: \(authority))"))
        }
        guard let type = request.headers[.contentType], type.lowercased().hasPrefix("application/json") else {
            return json(415, PlaygroundAPI.message("send the request as JSON (Content-Type: application/json)"))
        }
        let tooLarge = json(413, PlaygroundAPI.message("the request body is over the playground's limit of \(Limits.bodyBytes) bytes (256 KiB)"))
        if let length = request.headers[.contentLength].flatMap(Int.init), length > Limits.bodyBytes { return tooLarge }
        var request = request
        guard let buffer = try? await request.collectBody(upTo: Limits.bodyBytes) else { return tooLarge }
        let body = Data(buffer.readableBytesView)
        let outcome = await PlaygroundWorkerRun.run(endpoint, body: body, seconds: limits.seconds, executable: executable)
        return json(outcome.status, outcome.body)
    }

    static func isLoopback(_ host: String) -> Bool {
        ["127.0.0.1", "localhost", "::1", "[::1]"].contains(host.lowercased()) || host.hasPrefix("127.")
    }

    /// The host name of a `Host` header (`127.0.0.1:8080` → `127.0.0.1`, `[::1]:80` → `::1`).
    static func hostName(_ authority: String) -> String {
        if authority.hasPrefix("["), let end = authority.firstIndex(of: "]") {
            return String(authority[authority.index(after: authority.startIndex)..<end])
        }
        return String(authority.split(separator: ":", maxSplits: 1).first ?? "")
    }

    static func html(_ text: String) -> Response {
        Response(status: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
                 body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    static func json(_ status: Int, _ body: JSON) -> Response {
        json(status, body.rendered(pretty: false))
    }

    static func json(_ status: Int, _ text: String) -> Response {
        Response(status: .init(code: status), headers: [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"],
                 body: .init(byteBuffer: ByteBuffer(string: text.hasSuffix("\n") ? text : text + "\n")))
    }
}

/// One worker process answering one request, killed at the time limit.
enum PlaygroundWorkerRun {
    /// Bounds how many workers run at once.
    static let slots = DispatchSemaphore(value: PlaygroundServer.Limits.workers)

    /// The HTTP status and body.
    static func run(_ endpoint: PlaygroundAPI.Endpoint, body: Data, seconds: Double, executable: URL) async -> (status: Int, body: String) {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                slots.wait()
                defer { slots.signal() }
                continuation.resume(returning: runBlocking(endpoint, body: body, seconds: seconds, executable: executable))
            }
        }
    }

    /// Whether the time limit ended the worker, shared with the timer.
    final class Cut: @unchecked Sendable {
        private let lock = NSLock()
        private var finished = false
        private(set) var cut = false
        /// Kills `pid` unless it has finished; records that it did.
        func kill(_ pid: Int32) {
            lock.lock(); defer { lock.unlock() }
            guard !finished else { return }
            cut = true
            _ = Foundation.kill(pid, SIGKILL)
        }
        func finish() { lock.lock(); finished = true; lock.unlock() }
    }

    /// Steps: 1. write the body to a temporary file (the worker's stdin) and give it an empty
    /// one for stdout; 2. start the worker and a timer that kills it at the limit; 3. wait, and
    /// map its ending to a status: 0 → 200, 3 → 400, killed at or ended past the limit → 503,
    /// else 500.
    static func runBlocking(_ endpoint: PlaygroundAPI.Endpoint, body: Data, seconds: Double, executable: URL) -> (status: Int, body: String) {
        let folder = FileManager.default.temporaryDirectory
        let id = UUID().uuidString
        let input = folder.appendingPathComponent("sizing-serve-\(id).in")
        let output = folder.appendingPathComponent("sizing-serve-\(id).out")
        defer {
            try? FileManager.default.removeItem(at: input)
            try? FileManager.default.removeItem(at: output)
        }
        do {
            try body.write(to: input)
            try Data().write(to: output)
            let process = Process()
            process.executableURL = executable
            process.arguments = ["playground-worker", endpoint.rawValue]
            process.standardInput = try FileHandle(forReadingFrom: input)
            process.standardOutput = try FileHandle(forWritingTo: output)
            process.standardError = FileHandle.nullDevice
            let start = DispatchTime.now()
            try process.run()
            let cut = Cut()
            let pid = process.processIdentifier
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { cut.kill(pid) }
            process.waitUntilExit()
            cut.finish()
            let text = String(decoding: (try? Data(contentsOf: output)) ?? Data(), as: UTF8.self)
            // Past the limit is cut even when the timer fired late and the worker had finished.
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
            if cut.cut || elapsed > seconds {
                return (503, PlaygroundAPI.message("the request was cut at the playground's time limit of \(Format.number(seconds)) s").rendered(pretty: false))
            }
            switch (process.terminationReason, process.terminationStatus) {
            case (.exit, 0): return (200, text)
            case (.exit, PlaygroundWorker.badRequestStatus): return (400, text)
            default:
                return (500, PlaygroundAPI.message("the layout worker failed (\(process.terminationReason == .exit ? "exit" : "signal") \(process.terminationStatus)); this is a bug in sizing, please report the input").rendered(pretty: false))
            }
        } catch {
            return (500, PlaygroundAPI.message("cannot start the layout worker: \(error)").rendered(pretty: false))
        }
    }
}
