import LayoutCore
import XCTest

/// The controls' compositions (Sources/LayoutCore/Controls). Sizes are model numbers: the model
/// text font is 8 pt per character and 20 pt per line at the body size (§3.3), and each control's
/// fixed parts are the dimensions documented on it.
final class ControlsTests: XCTestCase {
    func size(_ view: some View, _ width: Double?, _ height: Double?) -> Size {
        LayoutEngine(view, environment: .modelFont).sizeThatFits(ProposedViewSize(width: width, height: height))
    }

    func testToggle() {
        // model: label 48 (6 characters) + Spacer minimum 8 + switch 51; height of the 31 pt switch.
        XCTAssertEqual(size(Toggle("Option", isOn: true), nil, nil), Size(width: 107, height: 31))
        XCTAssertEqual(size(Toggle("Option", isOn: .constant(true)), 300, nil), Size(width: 300, height: 31))  // model
        // model: a 100 pt tall label makes the toggle 100 tall.
        XCTAssertEqual(size(Toggle(isOn: true) { Color.red.frame(height: 100) }, 300, nil), Size(width: 300, height: 100))
    }

    func testSyntheticMarks() {
        let engine = LayoutEngine(Toggle(isOn: true) { Text("Label") }, environment: .modelFont)
        let root = (0..<engine.nodeCount).first { engine.parent(of: $0) == nil }!
        XCTAssertFalse(engine.isSynthetic(root), "the Toggle is the user's")
        let stack = engine.children(of: root)[0]
        XCTAssertTrue(engine.isSynthetic(stack))
        let kids = engine.children(of: stack)
        XCTAssertEqual(kids.map { engine.layout(of: $0).name }, ["Text", "Spacer", "frame"])
        XCTAssertEqual(kids.map { engine.isSynthetic($0) }, [false, true, true], "the label stays the user's")
        // The title form's Text is the control's own.
        let titled = LayoutEngine(Toggle("Title", isOn: true), environment: .modelFont)
        XCTAssertTrue((0..<titled.nodeCount).filter { titled.layout(of: $0).name == "Text" }.allSatisfy { titled.isSynthetic($0) })
    }

    func testButtonStyles() {
        XCTAssertEqual(size(Button("OK") {}, nil, nil), Size(width: 16, height: 20))  // model: the Text
        XCTAssertEqual(size(Button(action: {}) { Text("OK") }.style("buttonStyle", "plain"), nil, nil), Size(width: 16, height: 20))
        // model: bordered insets 12 h, 7 v.
        XCTAssertEqual(size(Button(action: {}) { Text("OK") }.style("buttonStyle", "bordered"), nil, nil), Size(width: 40, height: 34))
        XCTAssertEqual(size(Button(action: {}) { Color.red }, 300, 200), Size(width: 300, height: 200))
    }

    func testLinkAndLabel() {
        XCTAssertEqual(size(Link("Website", destination: "https://example.com"), 500, 500), Size(width: 56, height: 20))  // model
        // model: symbol 20 × 20, default spacing 8, title 9 characters.
        XCTAssertEqual(size(Label("Favourite", systemImage: "star"), 500, 500), Size(width: 100, height: 20))
        XCTAssertEqual(size(Label("Favourite", systemImage: "star").style("labelStyle", "titleOnly"), 500, 500), Size(width: 72, height: 20))
        XCTAssertEqual(size(Label { Text("T") } icon: { Color.red.frame(width: 30, height: 30) }, 500, 500), Size(width: 46, height: 30))
    }

    func testSliderStepperProgress() {
        XCTAssertEqual(size(Slider(value: 0.5), 200, nil), Size(width: 200, height: 28))  // model: 28 pt thumb
        // model: the label view never sizes the slider.
        XCTAssertEqual(size(Slider(value: 0.5) { Color.red.frame(height: 300) }, 200, nil), Size(width: 200, height: 28))
        XCTAssertEqual(size(Stepper("Quantity", value: 1), 300, nil), Size(width: 300, height: 32))  // model: 94 × 32
        XCTAssertEqual(size(ProgressView(value: 0.5), 200, nil), Size(width: 200, height: 4))  // model: 4 pt bar
        XCTAssertEqual(size(ProgressView(), 200, 200), Size(width: 20, height: 20))  // model: 20 pt spinner
        // model: spinner, 6 pt gap above text (§3.2), "Loading" 56 × 20.
        XCTAssertEqual(size(ProgressView { Text("Loading") }, 200, 200), Size(width: 56, height: 46))
        XCTAssertEqual(size(ProgressView("Loading", value: 0.5), 200, nil), Size(width: 200, height: 4))  // label hidden
        XCTAssertEqual(size(ProgressView(value: 0.5).style("progressViewStyle", "circular"), 200, 200), Size(width: 20, height: 20))
    }

    func testTextInputs() {
        XCTAssertEqual(size(TextField("Name", text: ""), 300, nil), Size(width: 300, height: 20))  // model: one line
        XCTAssertEqual(size(TextField("Name", text: .constant("")), nil, nil), Size(width: 32, height: 20))  // model: placeholder
        XCTAssertEqual(size(TextField("Name", text: "a long value that does not fit"), 80, nil), Size(width: 80, height: 20))  // truncates
        XCTAssertEqual(size(TextField("Name").style("textFieldStyle", "roundedBorder"), 300, nil), Size(width: 300, height: 34))  // model: 7 pt insets
        XCTAssertEqual(size(SecureField("Password", text: "abc"), 300, nil), Size(width: 300, height: 20))
        XCTAssertEqual(size(TextEditor(text: "Notes"), 300, 400), Size(width: 300, height: 400))  // model: fills
    }

    func testSegmentedPicker() {
        let picker = Picker("", selection: .constant("a")) {
            ForEach(["a", "b", "c"]) { Text($0).tag($0) }
        }.style("pickerStyle", "segmented")
        let engine = LayoutEngine(picker, environment: .modelFont)
        XCTAssertEqual(engine.sizeThatFits(ProposedViewSize(width: 300, height: nil)), Size(width: 300, height: 32))  // model: 32 pt
        _ = engine.place(in: ProposedViewSize(width: 300, height: 100))
        let segments = (0..<engine.nodeCount).filter {
            engine.layout(of: $0).name == "frame" && engine.children(of: $0).contains { engine.layout(of: $0).name == "Text" }
        }
        XCTAssertEqual(segments.map { engine.frame(of: $0).width }, [100, 100, 100])  // model: equal segments
        // The menu style shows the first option and a chevron: hugging.
        XCTAssertEqual(size(Picker("", selection: "a") { Text("a"); Text("b") }, 300, 300), Size(width: 36, height: 20))
    }
}
