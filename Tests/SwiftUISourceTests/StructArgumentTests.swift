import LayoutCore
import SwiftUISource
import Testing

/// The spellings real code uses for a SwiftUI parameter of struct type (`CGPoint`, `CGSize`,
/// `EdgeInsets`, `Alignment`): the type's initializer, `.init(…)` (Swift infers the type from
/// the parameter), `Type.init(…)` and `.zero`. Each form must lay out as the initializer does.
/// The layouts are our model's (§8.5 position, §5 padding, §7 aspectRatio); what is tested is
/// that every spelling gives the same frames as the plain initializer.
@Suite struct StructArgumentTests {
    static func frames(_ snippet: String, in container: ProposedViewSize = ProposedViewSize(width: 300, height: 400)) throws -> [Rect] {
        let root = try SwiftUISource.parse(snippet, fileName: "snippet.swift").root
        return LayoutEngine(root, environment: .modelFont).place(in: container).root.allViews.map(\.frame)
    }

    @Test(arguments: [
        // position: a 10 × 10 square centred on (30, 40).
        ("Color.red.frame(width: 10, height: 10).position(x: 30, y: 40)",
         ["Color.red.frame(width: 10, height: 10).position(CGPoint(x: 30, y: 40))",
          "Color.red.frame(width: 10, height: 10).position(.init(x: 30, y: 40))",
          "Color.red.frame(width: 10, height: 10).position(CGPoint.init(x: 30, y: 40))"]),
        ("Color.red.frame(width: 10, height: 10).position(x: 0, y: 0)",
         ["Color.red.frame(width: 10, height: 10).position(.zero)", "Color.red.frame(width: 10, height: 10).position(CGPoint.zero)"]),
        // offset: moved by (5, 6).
        ("Color.red.frame(width: 10, height: 10).offset(x: 5, y: 6)",
         ["Color.red.frame(width: 10, height: 10).offset(CGSize(width: 5, height: 6))",
          "Color.red.frame(width: 10, height: 10).offset(.init(width: 5, height: 6))"]),
        // aspectRatio: 16 : 9.
        ("Color.red.aspectRatio(16.0 / 9.0, contentMode: .fit).frame(width: 160)",
         ["Color.red.aspectRatio(CGSize(width: 16, height: 9), contentMode: .fit).frame(width: 160)",
          "Color.red.aspectRatio(.init(width: 16, height: 9), contentMode: .fit).frame(width: 160)"]),
        // padding with insets.
        ("Text(\"Hi\").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))",
         ["Text(\"Hi\").padding(.init(top: 1, leading: 2, bottom: 3, trailing: 4))",
          "Text(\"Hi\").padding(EdgeInsets.init(top: 1, leading: 2, bottom: 3, trailing: 4))"]),
        ("Text(\"Hi\").padding(0)", ["Text(\"Hi\").padding(.init())", "Text(\"Hi\").padding(EdgeInsets())"]),
        // a frame's alignment.
        ("Text(\"Hi\").frame(width: 100, height: 50, alignment: .topLeading)",
         ["Text(\"Hi\").frame(width: 100, height: 50, alignment: Alignment(horizontal: .leading, vertical: .top))",
          "Text(\"Hi\").frame(width: 100, height: 50, alignment: .init(horizontal: .leading, vertical: .top))"]),
        // a rounded rectangle's corner size does not change its size.
        ("RoundedRectangle(cornerRadius: 8).frame(width: 20, height: 20)",
         ["RoundedRectangle(cornerSize: CGSize(width: 8, height: 8)).frame(width: 20, height: 20)",
          "RoundedRectangle(cornerSize: .init(width: 8, height: 8)).frame(width: 20, height: 20)"]),
    ])
    func everySpellingLaysOutAlike(_ plain: String, spellings: [String]) throws {
        let expected = try Self.frames(plain)
        for spelling in spellings {
            #expect(try Self.frames(spelling) == expected, "\(spelling)")
        }
    }

    /// A struct built with `.init(…)` and kept in a constant: its fields are read where they
    /// are used (`size.width`).
    @Test func aConstantBuiltWithInitKeepsItsFields() throws {
        let source = """
            struct Badge: View {
                var body: some View {
                    let size: CGSize = .init(width: 120, height: 60)
                    let center: CGPoint = .init(x: 100, y: 80)
                    Color.green.frame(width: size.width, height: size.height).position(center)
                }
            }
            """
        let root = try SwiftUISource.parse(source, fileName: "Badge.swift").root
        let views = LayoutEngine(root).place(in: ProposedViewSize(width: 300, height: 400)).root.allViews
        // A 120 × 60 frame centred on (100, 80).
        #expect(views.first { $0.label == "Color.green" }?.frame == Rect(x: 40, y: 50, width: 120, height: 60))
    }

    /// `GeometryReader` with `.position(.init(x:y:))` from the proxy: the point is computed from
    /// the reader's size once it is placed (Apple: the proxy's size is the reader's, the reader
    /// takes the size it is proposed), and the view is centred on it.
    @Test func geometryReaderWithPositionInit() throws {
        let source = """
            GeometryReader { proxy in
                Circle()
                    .frame(width: 50, height: 50)
                    .position(.init(x: proxy.size.width / 2, y: proxy.size.height / 4))
            }
            """
        let first = try SwiftUISource.parse(source, fileName: "snippet.swift")
        let container = ProposedViewSize(width: 300, height: 400)
        let (_, engine) = try SwiftUISource.layOut(first, text: source, fileName: "snippet.swift", options: SourceOptions(), in: container)
        let views = engine.place(in: container).root.allViews
        // Centre (150, 100): the circle's frame starts 25 pt above and left of it.
        #expect(views.first { $0.label == "Circle()" }?.frame == Rect(x: 125, y: 75, width: 50, height: 50))
        let midpoint = """
            GeometryReader { geo in
                Text("Hi").position(CGPoint(x: geo.frame(in: .local).midX, y: geo.frame(in: .local).maxY - 10))
            }
            """
        let parsed = try SwiftUISource.parse(midpoint, fileName: "snippet.swift")
        let (_, second) = try SwiftUISource.layOut(parsed, text: midpoint, fileName: "snippet.swift", options: SourceOptions(), in: container, environment: .modelFont)
        // Text "Hi" is 16 × 20 in the model font, centred on (150, 390).
        #expect(second.place(in: container).root.allViews.first { $0.label == "Text(\"Hi\")" }?.frame == Rect(x: 142, y: 380, width: 16, height: 20))
    }

    /// A value that is no point where a point is expected is still an error, with its place.
    @Test func aWrongValueIsAnErrorAtItsLocation() {
        do {
            _ = try SwiftUISource.parse("Color.red.position(\"here\")", fileName: "snippet.swift")
            Issue.record("parsed")
        } catch {
            #expect("\(error)".contains("snippet.swift:1:20"))
            #expect("\(error)".contains("position needs x:/y: or a CGPoint"))
        }
    }
}
