import ArgumentParser
import Foundation
import LayoutCore
import SizingProbe
import SwiftUISource

/// The answers of the playground's JSON API (`/api/layout`, `/api/trace`, `/api/probe`),
/// computed from one request body. The server runs this in a worker process
/// (``PlaygroundWorker``) so that a request that runs too long can be cut.
///
/// Request (POST, JSON): `{"source": "…", "width": 390, "height": 844, "device": "iphone-16",
/// "orientation": "landscape", "view": "Name", "textMetrics": "model", "dynamicType": "xLarge"}`; `width`/`height` are a number ≥ 0, `"infinity"` or null (nil), and may be left
/// out when `device` is given or the source has a `.previewLayout(.fixed(…))`; `orientation`
/// (portrait or landscape) is read with `device` only.
///
/// Answers reuse the commands' JSON: `/api/layout` is `sizing layout --format json` with each
/// node's `node`, `behavior`, `resolved`, `rules` and `proposedBy` added, plus the `svg` of `sizing render`;
/// `/api/trace` is `{"steps": <sizing trace --format json with viewNode/askerNode>}`; `/api/probe`
/// is `sizing probe --format json`. Every answer carries `messages` (notes and warnings).
/// A bad request is `{"error": {"message": …, "diagnostics": [{line, column, …}]}}`.
enum PlaygroundAPI {
    enum Endpoint: String, CaseIterable {
        case layout, trace, probe
    }

    /// A failed request: the HTTP status and the error body.
    struct Failure: Error {
        var status: Int
        var body: JSON
    }

    /// The name diagnostics give the editor's text.
    static let fileName = "<editor>"

    /// The response body for `endpoint`, or a ``Failure`` (status 400) for bad input.
    static func answer(_ endpoint: Endpoint, body: Data) -> Result<JSON, Failure> {
        do {
            let request = try Request(body)
            switch endpoint {
            case .layout: return .success(try layout(request))
            case .trace: return .success(try trace(request))
            case .probe: return .success(try probe(request))
            }
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(status: 400, body: errorBody(error)))
        }
    }

    /// The decoded request body.
    struct Request {
        var source: String
        var container: [String]
        var view: String?
        /// `--dynamic-type SIZE` (also in ``container``), for the probe, which takes no container.
        var dynamicType: [String] = []

        /// The body must be a JSON object with a non-empty `source` string; the container
        /// becomes the command line's `--width`/`--height`/`--device` options.
        /// What is wrong with a body that does not decode: the first key the decoder names (a
        /// wrong type, a missing value, a number out of range), else the body's whole shape.
        static func message(for error: any Error) -> String {
            let context: DecodingError.Context?
            switch error as? DecodingError {
            case .typeMismatch(_, let c)?, .valueNotFound(_, let c)?, .dataCorrupted(let c)?: context = c
            default: context = nil
            }
            guard let key = context?.codingPath.first?.stringValue else {
                return "the request body must be a JSON object, e.g. {\"source\": \"Text(\\\"Hi\\\")\", \"width\": 200, \"height\": 100}"
            }
            return key == "width" || key == "height"
                ? "\"\(key)\" must be a number ≥ 0, \"infinity\" or null"
                : "\"\(key)\" must be a string"
        }

        init(_ body: Data) throws {
            let fields: Fields
            do {
                fields = try JSONDecoder().decode(Fields.self, from: body)
            } catch {
                throw CLIError(message: Self.message(for: error))
            }
            guard let source = fields.source else {
                throw CLIError(message: "the request has no \"source\" string (the SwiftUI code)")
            }
            guard !source.allSatisfy(\.isWhitespace) else {
                throw CLIError(message: "\"source\" is empty: expected SwiftUI code")
            }
            self.source = source
            container = []
            for (key, value) in [("width", fields.width), ("height", fields.height)] {
                guard let value else { continue }
                guard let argument = value.argument else {
                    throw CLIError(message: "\"\(key)\" must be a number ≥ 0, \"infinity\" or null")
                }
                container += ["--\(key)", argument]
            }
            if let device = fields.device, !device.isEmpty, device != "none" {
                container += ["--device", device]
                if let orientation = fields.orientation, !orientation.isEmpty { container += ["--orientation", orientation] }
            }
            if let metrics = fields.textMetrics { container += ["--text-metrics", metrics] }
            if let language = fields.language, !language.isEmpty { container += ["--language", language] }
            if let size = fields.dynamicType, !size.isEmpty { dynamicType = ["--dynamic-type", size] }
            container += dynamicType
            view = fields.view.flatMap { $0.isEmpty ? nil : $0 }
        }

        /// The body's fields; `width`/`height` are nil when absent, `.some(.nil)` when null.
        struct Fields: Decodable {
            var source: String?
            var width: Component?
            var height: Component?
            var device: String?
            var orientation: String?
            var view: String?
            var textMetrics: String?
            var dynamicType: String?
            var language: String?

            enum CodingKeys: String, CodingKey { case source, width, height, device, orientation, view, textMetrics, dynamicType, language }

            init(from decoder: any Decoder) throws {
                let c = try decoder.container(keyedBy: CodingKeys.self)
                source = try c.decodeIfPresent(String.self, forKey: .source)
                width = c.contains(.width) ? try c.decode(Component.self, forKey: .width) : nil
                height = c.contains(.height) ? try c.decode(Component.self, forKey: .height) : nil
                device = try c.decodeIfPresent(String.self, forKey: .device)
                orientation = try c.decodeIfPresent(String.self, forKey: .orientation)
                view = try c.decodeIfPresent(String.self, forKey: .view)
                textMetrics = try c.decodeIfPresent(String.self, forKey: .textMetrics)
                dynamicType = try c.decodeIfPresent(String.self, forKey: .dynamicType)
                language = try c.decodeIfPresent(String.self, forKey: .language)
            }
        }

        /// A proposal component: a number, `"infinity"` or null.
        enum Component: Decodable {
            case number(Double), text(String), null

            init(from decoder: any Decoder) throws {
                let c = try decoder.singleValueContainer()
                if c.decodeNil() { self = .null; return }
                if let number = try? c.decode(Double.self) { self = .number(number); return }
                self = .text(try c.decode(String.self))
            }

            /// As the command line writes it (`200`, `inf`, `nil`), nil when out of range.
            var argument: String? {
                switch self {
                case .null: return "nil"
                case .number(let value): return value.isFinite && value >= 0 ? Format.number(value) : nil
                case .text(let text):
                    switch text.lowercased() {
                    case "inf", "infinity", "∞": return "inf"
                    case "nil": return "nil"
                    default: return nil
                    }
                }
            }
        }

        var text: InputLoader.Text { InputLoader.Text(source: source, fileName: PlaygroundAPI.fileName) }

        func inputOptions() throws -> InputOptions {
            var input = try InputOptions.parse([])
            input.view = view
            return input
        }

        func containerOptions() throws -> ContainerOptions {
            do {
                return try ContainerOptions.parse(container)
            } catch {
                throw CLIError(message: ContainerOptions.message(for: error))
            }
        }
    }

    /// `/api/layout`: the frames with each node's number, behavior and rule, and the picture.
    static func layout(_ request: Request) throws -> JSON {
        let container = try request.containerOptions()
        let laidOut = try LaidOutInput(request.text, input: try request.inputOptions(), container, tracing: true)
        return layoutJSON(laidOut, container)
    }

    /// The layout answer for a traced layout (also `render --format html`'s).
    static func layoutJSON(_ laidOut: LaidOutInput, _ container: ContainerOptions) -> JSON {
        let behaviors = SizingProbe.resolve(LoadedInput.wrapped(laidOut.loaded.root, on: container)).nodes
        let byNode = Dictionary(behaviors.map { ($0.node, $0) }, uniquingKeysWith: { first, _ in first })
        let (rules, proposedBy) = sizingRules(laidOut.engine)
        let tree = LayoutOutput.json(laidOut.root, container: laidOut.proposal, internals: false) { view in
            [
                ("node", .number(Double(view.node))),
                ("behavior", byNode[view.node].map { .string($0.intrinsic.behaviors.description) } ?? .null),
                ("resolved", byNode[view.node].map { .string("\($0.byEngine)") } ?? .null),
                ("rules", .array((rules[view.node] ?? []).map(JSON.string))),
                ("proposedBy", .array((proposedBy[view.node] ?? []).map(JSON.string))),
            ]
        }
        guard case .object(let fields) = tree else { return tree }
        return .object(fields + [
            ("svg", .string(laidOut.svg())),
            ("messages", .array(laidOut.loaded.messages(laidOut.engine).map(JSON.string))),
        ])
    }

    /// For each node, the last question it computed (not a cache hit): the rules that fired while
    /// it answered (`rules`), and the asker's rules that fired just before the question was asked,
    /// which chose the proposal (`proposedBy`: the engine records for each rule the trace index
    /// of the next question, ``TraceEvent/ruleSteps``).
    static func sizingRules(_ engine: LayoutEngine) -> (rules: [Int: [String]], proposedBy: [Int: [String]]) {
        var before: [Int: [(node: Int, rule: String)]] = [:]
        for event in engine.trace {
            for (r, rule) in event.rules.enumerated() where r < event.ruleSteps.count {
                before[event.ruleSteps[r], default: []].append((event.node, rule))
            }
        }
        var rules: [Int: [String]] = [:]
        var proposedBy: [Int: [String]] = [:]
        for (index, event) in engine.trace.enumerated() where event.kind == .size && !event.isCacheHit {
            rules[event.node] = event.rules
            // Only the asker's own rules (a sibling's rule can fire at the same point).
            proposedBy[event.node] = (before[index] ?? []).filter { $0.node == event.asker }.map(\.rule)
        }
        return (rules, proposedBy)
    }

    /// `/api/trace`: every sizing question in order, with the nodes to highlight.
    static func trace(_ request: Request) throws -> JSON {
        let container = try request.containerOptions()
        let laidOut = try LaidOutInput(request.text, input: try request.inputOptions(), container, tracing: true)
        return traceJSON(laidOut)
    }

    /// The trace answer for a traced layout (also `render --format html`'s).
    static func traceJSON(_ laidOut: LaidOutInput) -> JSON {
        .object([
            ("steps", TraceOutput.json(laidOut.engine, nodes: true)),
            ("summary", .string(TraceOutput.summary(laidOut.engine))),
            ("messages", .array(laidOut.loaded.messages(laidOut.engine).map(JSON.string))),
        ])
    }

    /// `/api/probe`: the behavior of the view or modifier chain (no container needed).
    static func probe(_ request: Request) throws -> JSON {
        let dynamicType: DynamicTypeOptions
        do {
            dynamicType = try DynamicTypeOptions.parse(request.dynamicType)
        } catch {
            throw CLIError(message: DynamicTypeOptions.message(for: error))
        }
        let (classification, notes) = try Probe.classify(request.text, input: try request.inputOptions(), dynamicType: dynamicType.size)
        guard case .object(let fields) = ProbeOutput.json(classification) else { return ProbeOutput.json(classification) }
        return .object(fields + [("messages", .array(notes.map(JSON.string)))])
    }

    /// `{"error": {"message": …, "diagnostics": […]}}`: the front end's diagnostics with their
    /// line and column (1-based; the column counts UTF-8 bytes, as compilers do).
    static func errorBody(_ error: Error) -> JSON {
        if let failure = error as? SourceFailure {
            let diagnostics = failure.error.diagnostics
            return .object([("error", .object([
                ("message", .string(failure.error.primary?.description ?? failure.error.description)),
                ("rendered", .string(failure.sources.rendered(failure.error))),
                ("diagnostics", .array(diagnostics.map { d in
                    .object([
                        ("severity", .string(d.severity.rawValue)),
                        ("message", .string(d.message)),
                        ("line", .number(Double(d.line))),
                        ("column", .number(Double(d.column))),
                        ("length", .number(Double(d.length))),
                    ])
                })),
            ]))])
        }
        return message((error as? CLIError)?.message ?? Sizing.message(for: error))
    }

    /// `{"error": {"message": …, "diagnostics": []}}`.
    static func message(_ text: String) -> JSON {
        .object([("error", .object([("message", .string(text)), ("diagnostics", .array([]))]))])
    }
}
