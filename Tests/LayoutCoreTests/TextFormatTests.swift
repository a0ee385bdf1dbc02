import LayoutCore
import Testing

/// `TextFormat`: how an interpolated literal's key is looked up and given its values. The
/// specifiers are Foundation's printf-style ones (`String(format:)`), which string catalogs use.
struct TextFormatTests {
    @Test func argumentsGoInOrderOrByPosition() {
        #expect(TextFormat.substituted("%lld followers", ["12"]) == "12 followers")
        #expect(TextFormat.substituted("%2$@ followers of %1$@", ["Ada", "12"]) == "12 followers of Ada")
        #expect(TextFormat.substituted("100%% of %@", ["it"]) == "100% of it")
        // A specifier without a value stays as written.
        #expect(TextFormat.substituted("%@ and %@", ["one"]) == "one and %@")
    }

    @Test func everySpecifierIsNormalizedAlike() {
        #expect(TextFormat.normalized("account.followers %lld %@") == "account.followers %@ %@")
        #expect(TextFormat.normalized("%2$.1f of %1$d") == "%@ of %@")
        #expect(TextFormat.normalized("50%% off") == "50%% off")
        #expect(!TextFormat.hasSpecifier("50%% off"))
        #expect(TextFormat.hasSpecifier("%lld items"))
    }

    @Test func aLanguageTranslatesTheFormatNotTheValues() {
        let source = TextLanguage(name: "en", kind: .translations(["followers.count %lld": "%lld followers"]))
        #expect(source.translated(TextFormat(key: "followers.count %@", arguments: ["12"])) == "12 followers")
        // The pseudo-translation lengthens the format's words (two fifths of their letters), not the value.
        let pseudo = TextLanguage.pseudo(base: ["followers.count %lld": "%lld followers"])
        #expect(pseudo.translated(TextFormat(key: "followers.count %@", arguments: ["Placeholder"])) == "Placeholder followersfoll")
        // A key no table has is shown as written.
        #expect(pseudo.translated(TextFormat(key: "Hi %@", arguments: ["Ada"])) == "HiH Ada")
    }
}
