import LayoutCore

/// Where the probe checks a row of seed 002's rule tables (Simple Frame, Advanced Frame, Fixed
/// Size): a ``ProbeSubject`` of ``ProbeCatalogue`` and the axis whose behavior answers the row.
///
/// A row gives the behavior an argument produces on its own axis, so it is checked on the axis
/// the argument constrains (`width: 100` for "finite", horizontal), and an omitted argument on
/// the other axis of the same form (`width: 100`, vertical). The catalog names a row by its rule
/// table's id (`seed/ruleTable.tsv`) and its argument kind (`seed/ruleRow.tsv`).
public struct RuleRowProbe: Hashable, Sendable {
    /// The subject's name in ``ProbeCatalogue`` (`frame(width:height:)`).
    public var subject: String
    /// The subject's variant (`width: 100`).
    public var variant: String
    /// The axis whose behavior answers the row.
    public var axis: Axis

    public init(subject: String, variant: String, axis: Axis) {
        self.subject = subject
        self.variant = variant
        self.axis = axis
    }

    /// The probe of each modelled row: rule table id → argument kind → probe.
    public static let all: [String: [String: RuleRowProbe]] = [
        "frame-simple": [
            "omitted": RuleRowProbe(subject: "frame(width:height:)", variant: "width: 100", axis: .vertical),
            "finite": RuleRowProbe(subject: "frame(width:height:)", variant: "width: 100", axis: .horizontal),
        ],
        "frame-advanced": [
            "omitted": RuleRowProbe(subject: "frame(min…max…)", variant: "maxWidth: 200", axis: .vertical),
            "finite": RuleRowProbe(subject: "frame(min…max…)", variant: "maxWidth: 200", axis: .horizontal),
            "infinity": RuleRowProbe(subject: "frame(min…max…)", variant: "maxWidth: .infinity", axis: .horizontal),
        ],
        "fixed-size": [
            "true": RuleRowProbe(subject: "fixedSize", variant: "horizontal: true, vertical: false", axis: .horizontal),
            "false": RuleRowProbe(subject: "fixedSize", variant: "horizontal: true, vertical: false", axis: .vertical),
        ],
    ]

    /// The probe of the row with `argumentKind` (`omitted`, `finite`, `infinity`, `true`,
    /// `false`) in the rule table `ruleTable` (`frame-simple`), if the row is modelled.
    public static func probe(ruleTable: String, argumentKind: String) -> RuleRowProbe? {
        all[ruleTable]?[argumentKind]
    }

    /// The derived behavior of that row, if it is modelled.
    public static func derive(ruleTable: String, argumentKind: String) -> RuleRowDerivation? {
        probe(ruleTable: ruleTable, argumentKind: argumentKind)?.derive()
    }

    /// Classifies the subject and reads the axis; nil when the catalogue lacks the subject.
    public func derive() -> RuleRowDerivation? {
        guard let subject = ProbeCatalogue.subject(subject, variant) else { return nil }
        return RuleRowDerivation(
            behavior: subject.classify()[axis], probedOn: "\(subject.title), \(axis.rawValue) axis")
    }
}

/// A rule row's behavior as the probe derives it.
public struct RuleRowDerivation: Hashable, Sendable {
    /// The behavior on the probed axis.
    public var behavior: Behavior
    /// The subject and axis it was derived on: `frame(width:height:) (width: 100), horizontal axis`.
    public var probedOn: String

    public init(behavior: Behavior, probedOn: String) {
        self.behavior = behavior
        self.probedOn = probedOn
    }
}
