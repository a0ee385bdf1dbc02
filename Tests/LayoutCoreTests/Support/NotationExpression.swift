// The expression grammar of one line of the tree notation (SwiftUI's own spelling):
//
//   line     := expr closure? ('#' name)? ('//' comment)?
//   expr     := primary ('.' name callArgs?)*  (('...' | '..<') primary)?
//   primary  := number | '-' number | '∞' | string | 'nil' | 'true' | 'false'
//             | '.' name callArgs?            (implicit member: .center, .system(size: 20))
//             | name callArgs?                (HStack(spacing: 10), Color, CGSize(width: 1, height: 2))
//             | '[' (expr (',' expr)*)? ']'   (Edge sets: [.top, .leading])
//   callArgs := '(' (arg (',' arg)*)? ')'
//   arg      := (name ':')? expr
//   closure  := '{' … '}'                   (kept as text; alignment guides compile it)
//
// Errors say where: `file:line:column: message`.
import Foundation
import LayoutCore

/// A problem in a fixture file, with the place it was found.
struct NotationError: Error, CustomStringConvertible {
    var file: String
    var line: Int
    var column: Int
    var message: String
    var description: String { "\(file):\(line):\(column): \(message)" }
}

/// One parsed expression.
indirect enum Expr: CustomStringConvertible {
    case number(Double)
    case string(String)
    case bool(Bool)
    case null
    /// `HStack`, `Color`.
    case name(String)
    /// `base.name`, or `.name` when base is nil.
    case member(Expr?, String)
    case call(Expr, [Arg])
    case list([Expr])
    case range(Expr, Expr, closed: Bool)

    var description: String {
        switch self {
        case .number(let v): return Format.number(v)
        case .string(let s): return "\"\(s)\""
        case .bool(let b): return "\(b)"
        case .null: return "nil"
        case .name(let n): return n
        case .member(let base, let n): return (base.map { "\($0)" } ?? "") + ".\(n)"
        case .call(let f, let args): return "\(f)(\(args.map(\.description).joined(separator: ", ")))"
        case .list(let items): return "[\(items.map(\.description).joined(separator: ", "))]"
        case .range(let a, let b, let closed): return "\(a)\(closed ? "..." : "..<")\(b)"
        }
    }

    /// The chain of a postfix expression, outermost last: `Image("a").resizable()` →
    /// [("Image", args), ("resizable", [])].
    var chain: [(name: String, args: [Arg]?)] {
        switch self {
        case .name(let n): return [(n, nil)]
        case .member(nil, let n): return [(n, nil)]
        case .member(let base?, let n): return base.chain + [(n, nil)]
        case .call(let f, let args):
            var c = f.chain
            if c.isEmpty { return [] }
            c[c.count - 1].args = args
            return c
        default: return []
        }
    }
}

/// One argument: `spacing: 10`, with the text it was written as.
struct Arg: CustomStringConvertible {
    var label: String?
    var value: Expr
    var text: String
    var description: String { label.map { "\($0): \(text)" } ?? text }
}

/// One parsed line of the notation.
struct NotationLine {
    var expr: Expr
    var closure: String?
    var id: String?
    /// The view text as written (without id and comment).
    var text: String
}

/// A character-level recursive-descent parser for one line.
struct LineParser {
    let chars: [Character]
    var pos = 0
    let file: String
    let lineNumber: Int
    /// Column of chars[0] in the file line (1-based).
    let columnBase: Int

    init(_ text: String, file: String, line: Int, column: Int) {
        chars = Array(text)
        self.file = file
        lineNumber = line
        columnBase = column
    }

    func error(_ message: String, at position: Int? = nil) -> NotationError {
        NotationError(file: file, line: lineNumber, column: columnBase + (position ?? pos), message: message)
    }

    var atEnd: Bool { pos >= chars.count }
    var peek: Character? { atEnd ? nil : chars[pos] }

    mutating func skipSpaces() {
        while let c = peek, c == " " || c == "\t" { pos += 1 }
    }

    mutating func take(_ s: String) -> Bool {
        skipSpaces()
        let sc = Array(s)
        guard pos + sc.count <= chars.count, Array(chars[pos..<pos + sc.count]) == sc else { return false }
        pos += sc.count
        return true
    }

    mutating func expect(_ s: String) throws {
        guard take(s) else { throw error("expected '\(s)'") }
    }

    static func isNameStart(_ c: Character) -> Bool { c.isLetter || c == "_" || c == "$" }
    static func isNameChar(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" || c == "$" }

    mutating func name() throws -> String {
        skipSpaces()
        guard let c = peek, Self.isNameStart(c) else { throw error("expected a name") }
        let start = pos
        while let c = peek, Self.isNameChar(c) { pos += 1 }
        return String(chars[start..<pos])
    }

    /// Parses a whole line.
    mutating func parseLine() throws -> NotationLine {
        skipSpaces()
        let start = pos
        let expr = try parseExpr()
        var end = pos
        var closure: String?
        skipSpaces()
        if peek == "{" {
            closure = try rawClosure()
            end = pos
        }
        var id: String?
        skipSpaces()
        if peek == "#" {
            pos += 1
            id = try name()
        }
        skipSpaces()
        if !atEnd {
            guard take("//") else { throw error("unexpected '\(chars[pos])' after the view") }
            pos = chars.count
        }
        let text = String(chars[start..<end]).trimmingCharacters(in: .whitespaces)
        return NotationLine(expr: expr, closure: closure, id: id, text: text)
    }

    mutating func rawClosure() throws -> String {
        let start = pos
        var depth = 0
        while let c = peek {
            pos += 1
            if c == "{" { depth += 1 }
            if c == "}" {
                depth -= 1
                if depth == 0 { return String(chars[start..<pos]) }
            }
        }
        throw error("unterminated closure", at: start)
    }

    mutating func parseExpr() throws -> Expr {
        var expr = try parsePostfix()
        if take("...") {
            expr = .range(expr, try parsePostfix(), closed: true)
        } else if take("..<") {
            expr = .range(expr, try parsePostfix(), closed: false)
        }
        return expr
    }

    mutating func parsePostfix() throws -> Expr {
        var expr = try parsePrimary()
        while true {
            // A '.' followed by a name continues the chain ('...' is a range, not a member).
            skipSpaces()
            guard peek == ".", pos + 1 < chars.count, Self.isNameStart(chars[pos + 1]) else { break }
            pos += 1
            let member = try name()
            expr = .member(expr, member)
            if peek == "(" { expr = .call(expr, try callArgs()) }
        }
        return expr
    }

    mutating func parsePrimary() throws -> Expr {
        skipSpaces()
        guard let c = peek else { throw error("expected an expression") }
        if c == "∞" {
            pos += 1
            return .number(.infinity)
        }
        if c.isNumber || c == "-" {
            return .number(try number())
        }
        if c == "\"" { return .string(try string()) }
        if c == "[" {
            pos += 1
            var items: [Expr] = []
            if take("]") { return .list([]) }
            repeat { items.append(try parseExpr()) } while take(",")
            try expect("]")
            return .list(items)
        }
        if c == "." {
            pos += 1
            let n = try name()
            var expr = Expr.member(nil, n)
            if peek == "(" { expr = .call(expr, try callArgs()) }
            return expr
        }
        let n = try name()
        switch n {
        case "nil": return .null
        case "true": return .bool(true)
        case "false": return .bool(false)
        default:
            var expr = Expr.name(n)
            if peek == "(" { expr = .call(expr, try callArgs()) }
            return expr
        }
    }

    mutating func number() throws -> Double {
        let start = pos
        if peek == "-" {
            pos += 1
            skipSpaces()
            if peek == "∞" {
                pos += 1
                return -.infinity
            }
        }
        while let c = peek, c.isNumber || c == "." || c == "_" {
            // Stop before a range operator ("0..<3", "1...2").
            if c == ".", pos + 1 < chars.count, chars[pos + 1] == "." { break }
            pos += 1
        }
        let text = String(chars[start..<pos]).replacingOccurrences(of: "_", with: "").replacingOccurrences(of: " ", with: "")
        guard let value = Double(text) else { throw error("not a number: '\(text)'", at: start) }
        return value
    }

    mutating func string() throws -> String {
        let start = pos
        pos += 1
        var out = ""
        while let c = peek {
            pos += 1
            switch c {
            case "\"": return out
            case "\\":
                guard let e = peek else { break }
                pos += 1
                switch e {
                case "n": out.append("\n")
                case "t": out.append("\t")
                default: out.append(e)
                }
            default: out.append(c)
            }
        }
        throw error("unterminated string", at: start)
    }

    mutating func callArgs() throws -> [Arg] {
        try expect("(")
        var args: [Arg] = []
        if take(")") { return args }
        repeat {
            skipSpaces()
            // A label is a name followed by ':' (not '::').
            var label: String?
            let save = pos
            if let c = peek, Self.isNameStart(c) {
                let n = try name()
                if take(":") { label = n } else { pos = save }
            }
            skipSpaces()
            let start = pos
            let value = try parseExpr()
            args.append(Arg(label: label, value: value, text: String(chars[start..<pos]).trimmingCharacters(in: .whitespaces)))
        } while take(",")
        try expect(")")
        return args
    }
}
