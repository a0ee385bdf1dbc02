import Foundation

/// A project's translations, by language code, for `--stress`'s languages (`languages: [de]`):
/// every string catalog (`*.xcstrings`: `strings.KEY.localizations.LANG.stringUnit.value`) and
/// every `LANG.lproj/*.strings` file (`"key" = "value";`) under the scanned folders, hidden
/// folders and `.build` left out. A key translated in several files keeps the first file's
/// translation (files in path order). Under ``StressMatrix/source`` are the development
/// language's values: a catalog's `sourceLanguage`, and the `en.lproj` and `Base.lproj` files.
enum StressLocalizations {
    /// Steps: 1. list the files; 2. read each catalog's and strings file's pairs for `languages`;
    /// 3. give each key's value to its generated symbol too (``generatedSymbol(_:)``), where no
    /// key is spelled so. A file that does not read is named in `warn` and skipped.
    static func read(_ paths: [String], languages: Set<String>, warn: (String) -> Void) -> [String: [String: String]] {
        var out: [String: [String: String]] = [:]
        // 1.
        for file in files(under: paths) {
            // 2.
            if file.hasSuffix(".xcstrings") {
                guard let data = FileManager.default.contents(atPath: file),
                      let catalog = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                      let strings = catalog["strings"] as? [String: Any] else {
                    warn("warning: \(file): not a string catalog (JSON with `strings`); its translations are not used by --stress")
                    continue
                }
                let sourceLanguage = catalog["sourceLanguage"] as? String ?? "en"
                for (key, entry) in strings {
                    guard let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] else { continue }
                    for (language, name) in languages.map({ ($0, $0) }) + [(sourceLanguage, StressMatrix.source)] {
                        guard let value = (localizations[language] as? [String: Any]).flatMap(Self.value) else { continue }
                        if out[name, default: [:]][key] == nil { out[name, default: [:]][key] = value }
                    }
                }
            } else {
                let folder = URL(fileURLWithPath: file).deletingLastPathComponent().lastPathComponent
                var language = String(folder.dropLast(".lproj".count))
                if language == "en" || language == "Base" { language = StressMatrix.source }
                guard languages.contains(language) || language == StressMatrix.source else { continue }
                guard let data = FileManager.default.contents(atPath: file),
                      let text = String(data: data, encoding: .utf8) ?? String(data: data, encoding: .utf16) else {
                    warn("warning: \(file): not UTF-8 or UTF-16 text; its translations are not used by --stress")
                    continue
                }
                for (key, value) in pairs(text) where out[language, default: [:]][key] == nil {
                    out[language, default: [:]][key] = value
                }
            }
        }
        // 3.
        for (language, table) in out {
            for (key, value) in table {
                guard let symbol = generatedSymbol(key), table[symbol] == nil else { continue }
                out[language]![symbol] = value
            }
        }
        return out
    }

    /// The symbol Xcode 26 generates for a catalog's key (`Text(.cartCheckoutTitle)` for
    /// "cart.checkout.title"; SotkaApp's `Text(.congratulationsBody)` for "Congratulations.Body"):
    /// the key's words (split at anything but letters and digits), the first with a lowercase
    /// initial, the others with an uppercase one (our reading of the generated names,
    /// https://swiftcrafted.dev/article/string-catalogs-xcode-26-type-safe-localization-generated-symbols).
    /// Nil for a key with a format specifier (its symbol is a function) or one that is its own
    /// symbol.
    static func generatedSymbol(_ key: String) -> String? {
        guard !key.contains("%") else { return nil }
        let words = key.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        guard let first = words.first, first.first?.isNumber == false else { return nil }
        let symbol = first.prefix(1).lowercased() + first.dropFirst() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return symbol == key ? nil : symbol
    }

    /// A catalog localization's value: its string unit's, each `%#@name@` replaced by that
    /// substitution's; or, varying by plural or device, the `other` variation's (the general case).
    static func value(of localization: [String: Any]) -> String? {
        if let value = (localization["stringUnit"] as? [String: Any])?["value"] as? String {
            guard value.contains("%#@"), let substitutions = localization["substitutions"] as? [String: Any] else { return value }
            var out = value
            for (name, substitution) in substitutions {
                guard let substitution = substitution as? [String: Any], let shown = Self.value(of: substitution) else { continue }
                out = out.split(separator: "%#@\(name)@", omittingEmptySubsequences: false).joined(separator: shown)
            }
            return out
        }
        guard let variations = localization["variations"] as? [String: Any] else { return nil }
        for kind in ["plural", "device"] {
            if let cases = variations[kind] as? [String: Any], let other = cases["other"] as? [String: Any] { return Self.value(of: other) }
        }
        return nil
    }

    /// The string catalogs and `.lproj` strings files under `paths`, sorted.
    static func files(under paths: [String]) -> [String] {
        var out: [String] = []
        for path in paths {
            guard let walker = FileManager.default.enumerator(atPath: path) else { continue }
            while let relative = walker.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                if name.hasPrefix(".") || name == ".build" {
                    walker.skipDescendants()
                    continue
                }
                let isCatalog = name.hasSuffix(".xcstrings")
                let isStrings = name.hasSuffix(".strings") && (relative as NSString).deletingLastPathComponent.hasSuffix(".lproj")
                if isCatalog || isStrings { out.append((path as NSString).appendingPathComponent(relative)) }
            }
        }
        return out.sorted()
    }

    /// The `"key" = "value";` pairs of a strings file; comments and other lines are skipped.
    static func pairs(_ text: String) -> [(String, String)] {
        var out: [(String, String)] = []
        var i = text.startIndex
        /// A quoted string from `i` (at its opening quote), with `\"`, `\\`, `\n` and `\t` read.
        func quoted() -> String? {
            guard i < text.endIndex, text[i] == "\"" else { return nil }
            var value = ""
            i = text.index(after: i)
            while i < text.endIndex {
                let c = text[i]
                i = text.index(after: i)
                if c == "\"" { return value }
                if c == "\\", i < text.endIndex {
                    let e = text[i]
                    i = text.index(after: i)
                    value.append(e == "n" ? "\n" : e == "t" ? "\t" : e)
                } else {
                    value.append(c)
                }
            }
            return nil
        }
        func skipSpace() { while i < text.endIndex, text[i].isWhitespace { i = text.index(after: i) } }
        while i < text.endIndex {
            skipSpace()
            guard i < text.endIndex else { break }
            if text[i...].hasPrefix("/*") {
                i = text[i...].range(of: "*/")?.upperBound ?? text.endIndex
            } else if text[i...].hasPrefix("//") {
                i = text[i...].firstIndex(of: "\n") ?? text.endIndex
            } else if let key = quoted() {
                skipSpace()
                guard i < text.endIndex, text[i] == "=" else { continue }
                i = text.index(after: i)
                skipSpace()
                if let value = quoted() { out.append((key, value)) }
            } else {
                i = text[i...].firstIndex(of: "\n") ?? text.endIndex
            }
        }
        return out
    }
}
