import LayoutCore

/// A key equal for two trees exactly when they are the same tree: labels and ids in preorder,
/// each text prefixed with its length, children in brackets, kept as UTF-8 bytes.
///
/// An evaluation keys every run's tree to keep each distinct one once. The indented
/// `treeDescription` says the same but costs O(n · depth), and deep bodies made it a tenth of a
/// real app's scan; a `String` key costs Unicode normalisation on every hash and comparison,
/// which made it a fifth of an exploring scan. Bytes hash and compare as they are.
public struct VariantKey: Hashable, Sendable, CustomStringConvertible {
    private(set) var bytes: [UInt8] = []

    /// The key of the tree rooted at `root`.
    /// - Complexity: O(n) in the length of the labels.
    public init(_ root: ViewNode) {
        walk(root, nil)
    }

    /// The key of the tree rooted at `root`, each node's label spelled once for all the trees
    /// keyed with `labels`: the runs of one evaluation take many nodes from the runs before
    /// them (`Translator.reusingEarlierRuns`), and spelling labels was most of a key's cost.
    init(_ root: ViewNode, labels: Labels) {
        walk(root, labels)
    }

    /// Each node's label as a key spells it, by the node's layout object (held, so that its
    /// identity is not reused while the entry lives).
    final class Labels {
        fileprivate var spelled: [ObjectIdentifier: (object: AnyObject, bytes: [UInt8])] = [:]
    }

    /// The key as text (what two platforms' trees are compared by).
    public var description: String { String(decoding: bytes, as: UTF8.self) }

    public func hash(into hasher: inout Hasher) {
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    }

    private mutating func walk(_ node: ViewNode, _ labels: Labels?) {
        if let labels {
            let object = node.layoutObject
            if let known = labels.spelled[ObjectIdentifier(object)] {
                bytes.append(contentsOf: known.bytes)
            } else {
                let start = bytes.count
                append(node.layout.label)
                labels.spelled[ObjectIdentifier(object)] = (object, Array(bytes[start...]))
            }
        } else {
            append(node.layout.label)
        }
        if let id = node.id {
            bytes.append(UInt8(ascii: "#"))
            append(id)
        }
        guard !node.children.isEmpty else { return }
        bytes.append(UInt8(ascii: "["))
        for child in node.children { walk(child, labels) }
        bytes.append(UInt8(ascii: "]"))
    }

    /// `5:Text…`: the length keeps a label holding brackets from passing for nesting.
    private mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            appendDecimal(utf8.count)
            bytes.append(UInt8(ascii: ":"))
            bytes.append(contentsOf: utf8)
        }
    }

    private mutating func appendDecimal(_ n: Int) {
        if n >= 10 { appendDecimal(n / 10) }
        bytes.append(UInt8(ascii: "0") + UInt8(n % 10))
    }
}
