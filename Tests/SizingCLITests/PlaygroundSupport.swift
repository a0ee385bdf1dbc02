import Foundation

/// A `sizing serve --port 0` started by a test on loopback and stopped (SIGTERM) at the end.
final class PlaygroundServerProcess {
    let process = Process()
    /// `http://127.0.0.1:PORT/`, the line the server prints on stdout once it listens.
    let url: URL

    init(arguments: [String] = []) throws {
        process.executableURL = try CLIPaths.binary()
        process.arguments = ["serve", "--port", "0"] + arguments
        let stdout = Pipe()
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        // The first stdout line is the address; read it byte by byte (no more is written).
        var line = [UInt8]()
        let handle = stdout.fileHandleForReading
        while true {
            let byte = handle.readData(ofLength: 1)
            if byte.isEmpty || byte.first == 10 { break }
            line.append(byte.first!)
        }
        let text = String(decoding: line, as: UTF8.self)
        guard let url = URL(string: text), text.hasPrefix("http://127.0.0.1:") else {
            process.terminate()
            throw GoldenError("sizing serve did not print its address on stdout (got \(text.debugDescription))")
        }
        self.url = url
    }

    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }

    deinit { stop() }
}

/// One HTTP/1.1 exchange over a plain loopback socket (`Connection: close`, read to the end).
/// Written by hand because FoundationNetworking's URLSession fails on some local servers'
/// headers ("Failed writing header" with chromedriver), and proxies never apply.
struct HTTPExchange {
    var status: Int
    var body: Data
    var text: String { String(decoding: body, as: UTF8.self) }

    static func send(_ method: String, _ url: URL, body: Data? = nil, contentType: String? = "application/json") throws -> HTTPExchange {
        guard let host = url.host, let port = url.port else { throw GoldenError("no host and port in \(url)") }
        let path = url.path.isEmpty ? "/" : url.path
        var head = "\(method) \(path) HTTP/1.1\r\nHost: \(host):\(port)\r\nConnection: close\r\nAccept: */*\r\n"
        if let body {
            head += "Content-Length: \(body.count)\r\n"
            if let contentType { head += "Content-Type: \(contentType)\r\n" }
        }
        let request = Data((head + "\r\n").utf8) + (body ?? Data())
        let response = try exchange(request, host: host, port: UInt16(port))
        return try parse(response)
    }

    static func exchange(_ request: Data, host: String, port: UInt16) throws -> Data {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw GoldenError("socket: \(errno)") }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr(host == "localhost" ? "127.0.0.1" : host)
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw GoldenError("cannot connect to \(host):\(port) (errno \(errno))") }
        var offset = 0
        let bytes = [UInt8](request)
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            // The server may answer (413) and close before reading a large body: stop writing.
            if written <= 0 { break }
            offset += written
        }
        // A server that keeps the connection open (chromedriver) is read up to its
        // Content-Length or last chunk; a silent one is given up after 120 s.
        var timeout = timeval(tv_sec: 120, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var response = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while !isComplete(response) {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            response.append(contentsOf: buffer[0..<count])
        }
        return Data(response)
    }

    static func headerEnd(_ bytes: [UInt8]) -> Int? {
        (0..<max(0, bytes.count - 3)).first { bytes[$0] == 13 && bytes[$0 + 1] == 10 && bytes[$0 + 2] == 13 && bytes[$0 + 3] == 10 }
    }

    /// Whether the whole response has arrived (by Content-Length or the last chunk).
    static func isComplete(_ bytes: [UInt8]) -> Bool {
        guard let end = headerEnd(bytes) else { return false }
        let head = String(decoding: bytes[0..<end], as: UTF8.self).lowercased()
        let bodyCount = bytes.count - end - 4
        for line in head.components(separatedBy: "\r\n") where line.hasPrefix("content-length:") {
            return bodyCount >= Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) ?? Int.max
        }
        if head.contains("transfer-encoding: chunked") {
            return bytes.count >= 5 && Array(bytes.suffix(5)) == Array("0\r\n\r\n".utf8)
        }
        return false
    }

    /// The status line's code and the body (chunked transfer decoded).
    static func parse(_ response: Data) throws -> HTTPExchange {
        let bytes = [UInt8](response)
        guard let split = headerEnd(bytes) else {
            throw GoldenError("no HTTP response (\(bytes.count) bytes)")
        }
        let head = String(decoding: bytes[0..<split], as: UTF8.self)
        let lines = head.components(separatedBy: "\r\n")
        let parts = lines[0].split(separator: " ")
        guard parts.count >= 2, let status = Int(parts[1]) else { throw GoldenError("bad status line \(lines[0])") }
        var body = Array(bytes[(split + 4)...])
        if lines.dropFirst().contains(where: { $0.lowercased().hasPrefix("transfer-encoding:") && $0.lowercased().contains("chunked") }) {
            var decoded: [UInt8] = []
            var i = 0
            while i < body.count {
                guard let end = (i..<max(i, body.count - 1)).first(where: { body[$0] == 13 && body[$0 + 1] == 10 }),
                      let size = Int(String(decoding: body[i..<end], as: UTF8.self).split(separator: ";")[0].trimmingCharacters(in: .whitespaces), radix: 16) else { break }
                if size == 0 { break }
                let start = end + 2
                decoded += body[start..<min(start + size, body.count)]
                i = start + size + 2
            }
            body = decoded
        }
        return HTTPExchange(status: status, body: Data(body))
    }
}
