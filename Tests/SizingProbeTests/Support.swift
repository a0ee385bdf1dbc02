import LayoutCore
import SizingProbe
import XCTest

/// The package root, found from this file's path.
let packageRoot: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)  // Tests/SizingProbeTests/Support.swift
    return parts.joined(separator: "/")
}()

/// `h-exp, v-hug` from two behaviors.
func hv(_ h: Behavior, _ v: Behavior) -> AxisBehaviors { AxisBehaviors(h, v) }
