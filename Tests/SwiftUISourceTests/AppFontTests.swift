import LayoutCore
import SwiftUISource
import Testing

/// An app's own fonts, declared in an `extension Font` (sample 8: 2022-swiftui-app's
/// `fontRegular(size:)` helper is `Font.system(size:weight:)`, fixed, and was measured as the
/// body style, which scales). Heights are the model font's (a line is 20/17 of the size) at
/// accessibility5, where the body is 53 pt (the HIG's Dynamic Type sizes,
/// DynamicTypeSourceTests); a fixed 11.5 pt font stays 11.5 pt.
@Suite struct AppFontTests {
    static let fonts = """
        extension Font {
            static func regular(size: CGFloat) -> Font {
                return Font.system(size: size, weight: .regular)
            }
            static let brand = Font.system(size: 30)
            static var heading: Font { .title }
            static var loop: Font { .loop }
            static let emphasis = Font.custom("Brand-Bold", size: 20).weight(.bold)
            static func maybe(size: CGFloat) -> Font {
                if UIFont(name: "Brand", size: size) != nil { return .custom("Brand", size: size) } else { return .system(size: size) }
            }
            enum AppFont: String {
                case regular = "Brand-Regular"
                func size(_ size: CGFloat) -> Font {
                    Font.custom(self.rawValue, size: size)
                }
            }
        }

        extension View {
            func fontRegular(size: CGFloat) -> some View {
                self.font(.regular(size: size))
            }
        }
        """

    static func height(_ font: String) throws -> (height: Double, assumptions: [String]) {
        let found = try DynamicTypeSourceTests.size(Self.fonts + "\n" + DynamicTypeSourceTests.screen("Text(\"Hi\")\(font)"), at: .accessibility5)
        return (found.size.height, found.assumptions)
    }

    @Test(arguments: [".font(.regular(size: 11.5))", ".font(Font.regular(size: 11.5))", ".fontRegular(size: 11.5)"])
    func aStaticFunctionsFontIsTheOneItMakes(_ font: String) throws {
        let found = try Self.height(font)
        #expect(abs(found.height - DynamicTypeSourceTests.line(11.5)) < 1e-9, "\(found)")
        #expect(!found.assumptions.contains { $0.contains("app's own") })
    }

    @Test func aStaticPropertysFontIsItsValue() throws {
        #expect(abs(try Self.height(".font(.brand)").height - DynamicTypeSourceTests.line(30)) < 1e-9)
        #expect(try Self.height(".font(.heading)").height == (try Self.height(".font(.title)").height))
    }

    /// A function returning a `Font` of a type the call names (HabitMinder's
    /// `Font.AppFont.rooneySansRegular.size(16)`): the custom font it makes, which scales.
    @Test(arguments: [".font(.AppFont.regular.size(20))", ".font(Font.AppFont.regular.size(20))"])
    func aFontTypesFunctionIsTheFontItMakes(_ font: String) throws {
        let found = try Self.height(font)
        #expect(found.height == (try Self.height(".font(.custom(\"Brand-Regular\", size: 20))").height), "\(found)")
        #expect(!found.assumptions.contains { $0.contains("app's own") || $0.contains("run-time value") })
    }

    /// A style of a font (`.weight(.bold)`, `.italic()`) draws it no larger (our model).
    @Test func aFontsStyleKeepsItsSize() throws {
        let plain = try Self.height(".font(.custom(\"Brand-Bold\", size: 20))").height
        #expect(try Self.height(".font(.emphasis)").height == plain)
        #expect(try Self.height(".font(.emphasis.italic())").height == plain)
        #expect(try Self.height(".font(.title.bold())").height == (try Self.height(".font(.title)").height))
    }

    /// A function whose font depends on the run time (an `if` over what is installed) is the
    /// app's own font, measured as the body style and said so.
    @Test func aFontChosenAtRunTimeIsTheBodyStyleSaid() throws {
        let found = try Self.height(".font(.maybe(size: 12))")
        #expect(found.height == (try Self.height(".font(.body)").height))
        #expect(found.assumptions.contains { $0.contains("app's own") })
    }

    /// A font defined by itself is not followed round: the body style, said.
    @Test func aFontDefinedByItselfIsTheBodyStyle() throws {
        let found = try Self.height(".font(.loop)")
        #expect(found.height == (try Self.height(".font(.body)").height))
        #expect(found.assumptions.contains { $0.contains("app's own") })
    }
}
