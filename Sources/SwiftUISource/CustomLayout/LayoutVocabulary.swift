/// The names a custom layout's code may use: the standard functions, types, members and methods
/// ``LayoutInterpreter`` implements. ``LayoutCompiler`` checks every name of a layout against
/// these lists (and the input's own structs) before the layout is used, so that a name the
/// interpreter does not know is reported where it is written, never met while laying out.
/// The interpreter's files implement exactly these names; a name added here without an
/// implementation is a run-time fault that the translation-time trial run reports.
enum LayoutVocabulary {
    /// Functions called by name (`max(a, b)`, `zip(a, b)`).
    static let functions: Set<String> = [
        "min", "max", "abs", "ceil", "floor", "round", "sqrt", "sin", "cos", "tan", "asin", "acos", "atan",
        "atan2", "pow", "hypot", "zip", "stride", "print", "precondition", "assert", "assertionFailure",
        "CGSizeMake", "CGPointMake", "CGRectMake",
    ]

    /// Types whose initializers are called by name (`CGSize(width:height:)`, `CGFloat(i)`).
    static let initializers: Set<String> = [
        "CGFloat", "Double", "Float", "Int", "Bool", "CGSize", "CGPoint", "CGRect", "ProposedViewSize", "Angle",
        "UnitPoint", "ViewSpacing", "LayoutProperties", "Array", "EdgeInsets", "String",
    ]

    /// Types whose static members are read (`CGFloat.infinity`, `HorizontalAlignment.center`).
    static let types: Set<String> = initializers.union([
        "HorizontalAlignment", "VerticalAlignment", "Alignment", "Axis", "Edge",
    ])

    /// Static members by type; a member written without its type (`.zero`) may be any of them.
    static let staticMembers: [String: Set<String>] = [
        "CGFloat": numberStatics, "Double": numberStatics, "Float": numberStatics,
        "Int": ["max", "min", "zero"],
        "CGSize": ["zero"], "CGPoint": ["zero"], "CGRect": ["zero", "null", "infinite"],
        "ProposedViewSize": ["zero", "infinity", "unspecified"],
        "Angle": ["zero"],
        "UnitPoint": unitPoints,
        "HorizontalAlignment": ["leading", "center", "trailing"],
        "VerticalAlignment": ["top", "center", "bottom", "firstTextBaseline", "lastTextBaseline"],
        "Alignment": ["center", "leading", "trailing", "top", "bottom", "topLeading", "topTrailing", "bottomLeading", "bottomTrailing"],
        "Axis": ["horizontal", "vertical"],
        "Edge": ["top", "leading", "bottom", "trailing"],
        "Edge.Set": ["top", "leading", "bottom", "trailing", "horizontal", "vertical", "all"],
        "ViewSpacing": ["zero"],
    ]

    static let numberStatics: Set<String> = ["infinity", "pi", "zero", "greatestFiniteMagnitude", "leastNormalMagnitude", "ulpOfOne", "nan"]

    /// UnitPoint's named points, with their fractions.
    static let unitPointValues: [String: (Double, Double)] = [
        "zero": (0, 0), "center": (0.5, 0.5), "leading": (0, 0.5), "trailing": (1, 0.5), "top": (0.5, 0), "bottom": (0.5, 1),
        "topLeading": (0, 0), "topTrailing": (1, 0), "bottomLeading": (0, 1), "bottomTrailing": (1, 1),
    ]
    static let unitPoints = Set(unitPointValues.keys)

    /// Static functions by type (`Angle.degrees(30)`, `.radians(x)`).
    static let staticFunctions: [String: Set<String>] = ["Angle": ["degrees", "radians"]]

    /// Every member written without its type (`.zero`, `.leading`): the static members above.
    static let implicitMembers: Set<String> = staticMembers.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        .union(["degrees", "radians"])

    /// Properties of values: geometry, proposals, subviews, collections, numbers, angles.
    static let properties: Set<String> = [
        // CGSize, CGPoint, CGRect, ViewDimensions, ProposedViewSize, UnitPoint
        "width", "height", "x", "y", "minX", "midX", "maxX", "minY", "midY", "maxY", "origin", "size",
        // collections, ranges and subviews
        "count", "isEmpty", "first", "last", "indices", "startIndex", "endIndex", "lowerBound", "upperBound",
        // LayoutSubview
        "priority", "spacing",
        // numbers and angles
        "isFinite", "isInfinite", "isNaN", "isZero", "magnitude", "radians", "degrees", "description",
        // LayoutProperties; an input enum's cases; Alignment
        "stackOrientation", "rawValue", "horizontal", "vertical",
    ]

    /// Methods that change the value they are called on (called on a variable, a field or an
    /// element): `rows.append(row)`, `spacing.formUnion(other)`.
    static let mutatingMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeLast", "removeFirst", "popLast", "sort", "reverse",
        "swapAt", "formUnion",
    ]

    /// Methods that return a value.
    static let methods: Set<String> = [
        // LayoutSubview, ViewSpacing, ProposedViewSize, CGRect
        "sizeThatFits", "dimensions", "place", "distance", "union", "replacingUnspecifiedDimensions", "insetBy", "offsetBy",
        // collections
        "map", "compactMap", "flatMap", "filter", "reduce", "forEach", "max", "min", "sorted", "reversed", "enumerated",
        "contains", "first", "last", "firstIndex", "lastIndex", "allSatisfy", "prefix", "suffix", "dropFirst", "dropLast",
        "joined",
        // numbers
        "rounded", "squareRoot", "isMultiple",
    ]
}
