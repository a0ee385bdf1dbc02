import LayoutCore
import SizingProbe
import XCTest

/// Every row of seed 002's taxonomy that LayoutCore models, derived by the probe through the
/// layout core and compared with the article's row. The expected behaviors are the article's
/// (each line names its table); the derivation never looks them up.
final class TaxonomyTests: XCTestCase {
    /// Rows where the engine disagrees with the article: subject title → (engine's answer, reason).
    /// Empty: every modelled row agrees. A disagreement would be asserted here with the engine's
    /// answer, never by bending the engine.
    static let knownDisagreements: [String: (AxisBehaviors, String)] = [:]

    func check(_ name: String, _ article: AxisBehaviors, file: StaticString = #filePath, line: UInt = #line) {
        check(name, "", article, file: file, line: line)
    }

    func check(_ name: String, _ variant: String, _ article: AxisBehaviors, file: StaticString = #filePath, line: UInt = #line) {
        guard let subject = ProbeCatalogue.subject(name, variant) else {
            return XCTFail("no catalogue subject \(name) (\(variant))", file: file, line: line)
        }
        let derived = subject.classify()
        if let (engine, reason) = Self.knownDisagreements[subject.title] {
            XCTAssertEqual(derived.behaviors, engine, "\(subject.title): engine answer changed (\(reason))", file: file, line: line)
            return
        }
        XCTAssertEqual(derived.behaviors, article, "\(subject.title)\n\(derived)\n\(derived.evidenceDescription)", file: file, line: line)
    }

    func testSimpleBuildingBlocks() {
        check("Color", hv(.exp, .exp))  // seed 002, Simple Building Blocks
        check("Divider", hv(.exp, .hug))  // seed 002, Simple Building Blocks
        check("Image", hv(.hug, .hug))  // seed 002, Simple Building Blocks
        check("Image", "resizable", hv(.exp, .exp))  // seed 002, Simple Building Blocks
        check("SecureField", hv(.exp, .hug))  // seed 002, Simple Building Blocks
        check("Text", hv(.hug, .hug))  // seed 002, Simple Building Blocks
        check("TextEditor", hv(.exp, .exp))  // seed 002, Simple Building Blocks
        check("TextField", hv(.exp, .hug))  // seed 002, Simple Building Blocks
    }

    func testButtonsLinksLabels() {
        check("Button", "default style", hv(.neu, .neu))  // seed 002, Buttons
        check("Button", "plain style", hv(.neu, .neu))  // seed 002, Buttons
        check("Link", "title", hv(.hug, .hug))  // seed 002, Links
        check("Link", "label view", hv(.neu, .neu))  // seed 002, Links
        check("Label", "title and image", hv(.hug, .hug))  // seed 002, Labels
        check("Label", "title and icon views", hv(.neu, .neu))  // seed 002, Labels
    }

    func testStacks() {
        check("HStack", hv(.neu, .neu))  // seed 002, Stacks
        check("VStack", hv(.neu, .neu))  // seed 002, Stacks
        check("ZStack", hv(.neu, .neu))  // seed 002, Stacks
        check("LazyHStack", hv(.hug, .exp))  // seed 002, Stacks
        check("LazyVStack", hv(.exp, .hug))  // seed 002, Stacks
    }

    func testControlsInBothForms() {
        check("Slider", hv(.exp, .hug))  // seed 002, Sliders
        check("Slider", "label view", hv(.exp, .hug))  // seed 002, Sliders
        check("ProgressView", "linear", hv(.exp, .hug))  // seed 002, Progress Views
        check("ProgressView", "linear, label view", hv(.exp, .hug))  // seed 002, Progress Views
        check("ProgressView", "circular", hv(.hug, .hug))  // seed 002, Progress Views
        check("ProgressView", "circular, label view", hv(.neu, .neu))  // seed 002, Progress Views
        check("Stepper", "title", hv(.exp, .hug))  // seed 002, Steppers
        check("Stepper", "label view", hv(.exp, .neu))  // seed 002, Steppers
        check("Toggle", "title", hv(.exp, .hug))  // seed 002, Toggles
        check("Toggle", "label view", hv(.exp, .neu))  // seed 002, Toggles
    }

    func testShapesAndSpacer() {
        for shape in ["Capsule", "Circle", "Ellipse", "Rectangle", "RoundedRectangle"] {
            check(shape, hv(.exp, .exp))  // seed 002, Shapes
        }
        check("Shape", "custom", hv(.exp, .exp))  // seed 002, Shapes
        check("Spacer", hv(.exp, .exp))  // seed 002, Spacers
    }

    func testSimpleFrame() {
        // seed 002, Simple Frame: omitted → neu, finite value → hug, per axis.
        check("frame(width:height:)", "width: 100", hv(.hug, .neu))
        check("frame(width:height:)", "height: 100", hv(.neu, .hug))
    }

    func testAdvancedFrame() {
        // seed 002, Advanced Frame: max omitted → neu, finite → hug, .infinity → exp, per axis.
        check("frame(min…max…)", "minWidth: 50", hv(.neu, .neu))
        check("frame(min…max…)", "maxWidth: 200", hv(.hug, .neu))
        check("frame(min…max…)", "maxWidth: .infinity", hv(.exp, .neu))
        check("frame(min…max…)", "maxHeight: 200", hv(.neu, .hug))
        check("frame(min…max…)", "maxHeight: .infinity", hv(.neu, .exp))
    }

    func testFixedSizeAndAspectRatio() {
        // seed 002, Fixed Size: true → hug, false → neu, per axis.
        check("fixedSize", "horizontal: true, vertical: true", hv(.hug, .hug))
        check("fixedSize", "horizontal: false, vertical: false", hv(.neu, .neu))
        check("fixedSize", "horizontal: true, vertical: false", hv(.hug, .neu))
        check("aspectRatio", "2, .fit", hv(.neu, .neu))  // seed 002, Aspect Ratio
        check("aspectRatio", "nil, .fill", hv(.neu, .neu))  // seed 002, Aspect Ratio
    }

    func testCommonDecoratorsAndSpecialViews() {
        for decorator in ["border", "background", "overlay", "offset"] {
            check(decorator, hv(.neu, .neu))  // seed 002, Common Decorators
        }
        check("GeometryReader", hv(.exp, .exp))  // seed 002, Special Views
        check("Group", hv(.neu, .neu))  // seed 002, Special Views
    }

    /// Forms the catalog adds beyond seed 002 (model: our rules, layout-rules §12.2, §12.6, §13.4).
    func testExtraRows() {
        check("ScrollView", "vertical", hv(.neu, .exp))  // model (§12.2: takes the proposed height, content's width)
        check("ScrollView", "horizontal", hv(.exp, .neu))  // model (§12.2, mirrored)
        check("ViewThatFits", hv(.neu, .neu))  // model (§12.6: the chosen child's size)
        check("padding", hv(.neu, .neu))  // model (§13.4: padding adds a constant)
        check("position", hv(.exp, .exp))  // model (§13.4: position takes the offer)
        check("Button", "title", hv(.hug, .hug))  // model (a Text label)
        check("Picker", "segmented", hv(.exp, .hug))  // model (Picker.swift)
        check("Picker", "menu", hv(.hug, .hug))  // model (Picker.swift)
    }

    /// Every catalogue subject classifies, keeps its evidence, and has a unique title.
    func testCatalogueIsComplete() {
        let titles = ProbeCatalogue.subjects.map(\.title)
        XCTAssertEqual(Set(titles).count, titles.count, "duplicate titles")
        for subject in ProbeCatalogue.subjects {
            let c = subject.classify()
            XCTAssertFalse(c.evidence.isEmpty, subject.title)
            XCTAssertEqual(c.method, subject.category == "simple" ? .simple : .substitution, subject.title)
        }
        XCTAssertTrue(SizingProbe.rulesVersion.contains("§13"))
    }
}
