import SizingProbe

/// The probe's per-axis behaviors (the module and a type share the name `SizingProbe`).
typealias ProbeAxisBehaviors = AxisBehaviors
