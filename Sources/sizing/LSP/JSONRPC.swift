import Foundation

/// JSON-RPC 2.0 as LSP uses it: requests (with an `id`), notifications (without), responses
/// (a `result` or an `error`). Written by hand with Codable: no maintained Swift package of the
/// protocol is among the packages this project may depend on.
enum JSONRPC {
    /// A request's `id`: a number or a string.
    enum ID: Codable, Hashable, Sendable, CustomStringConvertible {
        case number(Int)
        case string(String)

        init(from decoder: any Decoder) throws {
            let c = try decoder.singleValueContainer()
            if let n = try? c.decode(Int.self) { self = .number(n) } else { self = .string(try c.decode(String.self)) }
        }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.singleValueContainer()
            switch self {
            case .number(let n): try c.encode(n)
            case .string(let s): try c.encode(s)
            }
        }

        var description: String {
            switch self {
            case .number(let n): "\(n)"
            case .string(let s): "\"\(s)\""
            }
        }
    }

    /// The error codes of JSON-RPC and of LSP (the specification's `ErrorCodes`).
    enum ErrorCode: Int, Sendable {
        case parseError = -32700
        case invalidRequest = -32600
        case methodNotFound = -32601
        case invalidParams = -32602
        case internalError = -32603
        case serverNotInitialized = -32002
        case requestFailed = -32803
    }

    /// A response's `error`.
    struct ResponseError: Error, Encodable, Sendable {
        var code: Int
        var message: String

        init(_ code: ErrorCode, _ message: String) {
            self.code = code.rawValue
            self.message = message
        }
    }

    /// What one body holds, once read as JSON.
    enum Incoming {
        /// A request: an `id` and a `method`.
        case request(id: ID, method: String)
        /// A notification: a `method` and no `id`.
        case notification(method: String)
        /// A response to a request of ours (a `result` or an `error`, no `method`).
        case response
    }

    /// Reads a body's envelope (its `params` are decoded by the handler, ``params(_:from:)``).
    /// Steps: 1. not JSON: a parse error; 2. not an object with `"jsonrpc": "2.0"`: an invalid
    /// request; 3. a `method` that is a string with an `id` that is a number or a string is a
    /// request, without an `id` a notification; 4. no `method` but a `result` or an `error`: a
    /// response. The error carries the `id` when one could be read (else the response's `id`
    /// is null).
    static func read(_ body: [UInt8]) -> Result<Incoming, Failure> {
        // 1.
        guard let object = try? JSONSerialization.jsonObject(with: Data(body), options: [.fragmentsAllowed]) else {
            return .failure(Failure(id: nil, error: ResponseError(.parseError, "the message is not JSON")))
        }
        // 2.
        guard let fields = object as? [String: Any] else {
            return .failure(Failure(id: nil, error: ResponseError(.invalidRequest, "the message is not a JSON object")))
        }
        var id: ID?
        if let raw = fields["id"], !(raw is NSNull) {
            struct Envelope: Decodable { var id: ID }
            guard let read = try? JSONDecoder().decode(Envelope.self, from: Data(body)) else {
                return .failure(Failure(id: nil, error: ResponseError(.invalidRequest, "`id` must be a number or a string")))
            }
            id = read.id
        }
        guard fields["jsonrpc"] as? String == "2.0" else {
            return .failure(Failure(id: id, error: ResponseError(.invalidRequest, "`jsonrpc` must be \"2.0\"")))
        }
        // 3.
        if let method = fields["method"] {
            guard let method = method as? String else {
                return .failure(Failure(id: id, error: ResponseError(.invalidRequest, "`method` must be a string")))
            }
            return .success(id.map { .request(id: $0, method: method) } ?? .notification(method: method))
        }
        // 4.
        if fields["result"] != nil || fields["error"] != nil { return .success(.response) }
        return .failure(Failure(id: id, error: ResponseError(.invalidRequest, "the message has no `method`, `result` or `error`")))
    }

    /// A body that is no message: what to answer, and to which `id` (nil: null).
    struct Failure: Error {
        var id: ID?
        var error: ResponseError
    }

    /// The `params` of a body as `P`; a missing or ill-typed field is an invalid-params error
    /// naming the field.
    static func params<P: Decodable>(_ type: P.Type, from body: [UInt8]) throws(ResponseError) -> P {
        do {
            return try JSONDecoder().decode(ParamsEnvelope<P>.self, from: Data(body)).params
        } catch let error as DecodingError {
            throw ResponseError(.invalidParams, describe(error))
        } catch {
            throw ResponseError(.invalidParams, "\(error)")
        }
    }

    /// `params.textDocument.uri: missing`, from a decoding error's path.
    static func describe(_ error: DecodingError) -> String {
        func path(_ keys: [any CodingKey], _ last: (any CodingKey)? = nil) -> String {
            (keys + (last.map { [$0] } ?? [])).map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().dropFirst().description
        }
        switch error {
        case .keyNotFound(let key, let context): return "\(path(context.codingPath, key)): missing"
        case .valueNotFound(_, let context): return "\(path(context.codingPath)): missing (null)"
        case .typeMismatch(let type, let context): return "\(path(context.codingPath)): expected \(Self.jsonKind(type))"
        case .dataCorrupted(let context): return "\(path(context.codingPath)): \(context.debugDescription)"
        @unknown default: return "\(error)"
        }
    }

    /// How a Swift type is spelled in JSON, for messages: `a string`, `a number`, `an object`.
    static func jsonKind(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type, is Double.Type: "a number"
        case is Bool.Type: "a boolean"
        default: String(describing: type).hasPrefix("Array") ? "an array" : "an object"
        }
    }

    // MARK: Writing

    static let encoder: JSONEncoder = {
        let e = JSONEncoder()
        e.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
        return e
    }()

    /// A successful response; a nil `result` is written `null`, as the specification asks.
    static func response<R: Encodable>(id: ID, result: R) -> [UInt8] {
        encode(ResultResponse(id: id, result: result))
    }

    /// An error response; a nil `id` is written `null` (the request's `id` could not be read).
    static func errorResponse(id: ID?, _ error: ResponseError) -> [UInt8] {
        encode(ErrorResponse(id: id, error: error))
    }

    /// A notification (`textDocument/publishDiagnostics`), or a request of ours when `id` is
    /// given (`workspace/inlayHint/refresh`).
    static func message<P: Encodable>(method: String, id: ID? = nil, params: P?) -> [UInt8] {
        encode(Message(id: id, method: method, params: params))
    }

    /// The message's bytes; a value that cannot be encoded (never ours: no floats that are
    /// not finite) is an internal error response instead.
    static func encode(_ value: some Encodable) -> [UInt8] {
        do {
            return Array(try encoder.encode(value))
        } catch {
            return Array(#"{"jsonrpc":"2.0","id":null,"error":{"code":-32603,"message":"the answer could not be encoded"}}"#.utf8)
        }
    }

    // MARK: The envelopes

    private struct ParamsEnvelope<P: Decodable>: Decodable {
        var params: P
    }

    /// `{"jsonrpc": "2.0", "id": …, "result": …}`, `result` written even when null.
    private struct ResultResponse<R: Encodable>: Encodable {
        var id: ID
        var result: R
        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: Keys.self)
            try c.encode("2.0", forKey: .jsonrpc)
            try c.encode(id, forKey: .id)
            try c.encode(result, forKey: .result)
        }
        enum Keys: String, CodingKey { case jsonrpc, id, result }
    }

    /// `{"jsonrpc": "2.0", "id": … or null, "error": {"code": …, "message": …}}`.
    private struct ErrorResponse: Encodable {
        var id: ID?
        var error: ResponseError
        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: Keys.self)
            try c.encode("2.0", forKey: .jsonrpc)
            try c.encode(id, forKey: .id)
            try c.encode(error, forKey: .error)
        }
        enum Keys: String, CodingKey { case jsonrpc, id, error }
    }

    /// A notification or a request of the server's: `id` and `params` only when given.
    private struct Message<P: Encodable>: Encodable {
        var jsonrpc = "2.0"
        var id: ID?
        var method: String
        var params: P?
    }
}
