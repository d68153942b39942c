import HitChainPictures
import Testing

@Suite("XML text: the package's one escaper")
struct XMLTextTests {
    @Test("a picture writes a character XML forbids as U+FFFD, as a JUnit report does; markup as entities")
    func forbiddenCharacters() {
        #expect(SVGDocument.escape("a\u{1}b\u{FFFE}<&>\"'") == "a\u{FFFD}b\u{FFFD}&lt;&amp;&gt;&quot;&apos;")
        #expect(SVGDocument.escape("two\nlines\r") == "two\nlines&#13;")
        #expect(XMLText.escape("a\tb\n", attribute: true) == "a&#9;b&#10;")
    }
}
