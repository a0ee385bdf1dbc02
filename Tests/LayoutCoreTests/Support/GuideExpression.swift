// A tiny arithmetic language for alignmentGuide closures in fixtures:
// `{ $0.width / 2 }`, `{ d in d[.bottom] - 10 }`, `{ $0[VerticalAlignment.center] }`, `{ 30 }`.
// Terms: numbers, `$0.width`, `$0.height`, `$0[.guide]`; operators + − × ÷ and parentheses.
import Foundation
@testable import LayoutCore

indirect enum GuideExpression: Sendable {
    case constant(Double)
    case width
    case height
    case guide(AlignmentKey)
    case binary(Character, GuideExpression, GuideExpression)
    case negate(GuideExpression)

    func evaluate(_ d: ViewDimensions) -> Double {
        switch self {
        case .constant(let v): return v
        case .width: return d.width
        case .height: return d.height
        case .guide(let key): return d[key]
        case .negate(let e): return -e.evaluate(d)
        case .binary(let op, let a, let b):
            let x = a.evaluate(d), y = b.evaluate(d)
            switch op {
            case "+": return x + y
            case "-": return x - y
            case "*": return x * y
            default: return x / y
            }
        }
    }

    static func compile(_ closure: String, file: String, line: Int) throws -> GuideExpression {
        var body = closure.trimmingCharacters(in: .whitespaces)
        body = String(body.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
        var parameter = "$0"
        if let inRange = body.range(of: " in ") {
            parameter = String(body[..<inRange.lowerBound]).trimmingCharacters(in: .whitespaces)
            body = String(body[inRange.upperBound...])
        }
        var parser = Parser(chars: Array(body), parameter: parameter, file: file, line: line)
        let e = try parser.sum()
        parser.skip()
        guard parser.pos == parser.chars.count else { throw parser.error("unexpected text in closure") }
        return e
    }

    struct Parser {
        let chars: [Character]
        var pos = 0
        let parameter: String
        let file: String
        let line: Int

        init(chars: [Character], parameter: String, file: String, line: Int) {
            self.chars = chars
            self.parameter = parameter
            self.file = file
            self.line = line
        }

        func error(_ message: String) -> NotationError {
            NotationError(file: file, line: line, column: 1, message: "alignmentGuide closure: \(message) in '{ \(String(chars)) }'")
        }
        mutating func skip() { while pos < chars.count, chars[pos] == " " { pos += 1 } }
        mutating func take(_ c: Character) -> Bool {
            skip()
            guard pos < chars.count, chars[pos] == c else { return false }
            pos += 1
            return true
        }
        mutating func sum() throws -> GuideExpression {
            var e = try product()
            while true {
                if take("+") { e = .binary("+", e, try product()) } else if take("-") { e = .binary("-", e, try product()) } else { return e }
            }
        }
        mutating func product() throws -> GuideExpression {
            var e = try unary()
            while true {
                if take("*") { e = .binary("*", e, try unary()) } else if take("/") { e = .binary("/", e, try unary()) } else { return e }
            }
        }
        mutating func unary() throws -> GuideExpression {
            if take("-") { return .negate(try unary()) }
            if take("(") {
                let e = try sum()
                guard take(")") else { throw error("expected ')'") }
                return e
            }
            skip()
            let rest = String(chars[pos...])
            if rest.hasPrefix(parameter) {
                pos += parameter.count
                if take(".") {
                    let start = pos
                    while pos < chars.count, chars[pos].isLetter { pos += 1 }
                    switch String(chars[start..<pos]) {
                    case "width": return .width
                    case "height": return .height
                    case let n: throw error("unknown dimension '\(n)'")
                    }
                }
                if take("[") {
                    let start = pos
                    while pos < chars.count, chars[pos] != "]" { pos += 1 }
                    let name = String(chars[start..<pos]).split(separator: ".").last.map(String.init) ?? ""
                    let qualifier = String(chars[start..<pos])
                    guard take("]") else { throw error("expected ']'") }
                    let keys: [String: AlignmentKey] = [
                        "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
                        "firstTextBaseline": .firstTextBaseline, "lastTextBaseline": .lastTextBaseline,
                    ]
                    if name == "center" {
                        return .guide(qualifier.hasPrefix("VerticalAlignment") ? .verticalCenter : .horizontalCenter)
                    }
                    guard let key = keys[name] else { throw error("unknown guide '\(name)'") }
                    return .guide(key)
                }
                throw error("expected .width, .height or [guide] after \(parameter)")
            }
            let start = pos
            while pos < chars.count, chars[pos].isNumber || chars[pos] == "." { pos += 1 }
            guard let v = Double(String(chars[start..<pos])) else { throw error("expected a number") }
            return .constant(v)
        }
    }
}
