import HitChainScene
import HitChainTestSupport
import Testing

@Suite("JSONReader")
struct JSONReaderTests {
    @Test("values, escapes and positions")
    func values() throws {
        let doc = try JSONReader.parse(
            "{\n  \"a\": [1, -2.5e3, true, null],\n  \"s\": \"x\\u00e9\\n\\ud83d\\ude00\"\n}")
        guard case .object(let members) = doc[doc.root].value else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["a", "s"])
        guard case .array(let items) = doc[members[0].value].value else { Issue.record("not an array"); return }
        guard case .number(let n) = doc[items[1]].value else { Issue.record("not a number"); return }
        #expect(n == -2500)
        #expect(doc[items[0]].location == .init(line: 2, column: 9))
        guard case .string(let s) = doc[members[1].value].value else { Issue.record("not a string"); return }
        #expect(s == "xé\n😀")
    }

    @Test(
        "syntax errors carry the line and column",
        arguments: [
            ("{\"a\": 1,}", 1, 9, "expected a quoted field name"),
            ("{\"a\": 1 \"b\": 2}", 1, 9, "expected ',' or '}' in an object"),
            ("[1, 2", 1, 6, "expected ',' or ']' in an array"),
            ("{\"a\": 01}", 1, 7, "\"01\" is not a number"),
            ("{\"a\": 1, \"a\": 2}", 1, 10, "field \"a\" appears twice in the same object"),
            ("\n\n  [tru]", 3, 4, "unexpected 't': expected a value"),
            ("{\"a\": \"unterminated}", 1, 21, "unterminated string"),
            ("[1] x", 1, 5, "unexpected text after the end of the document"),
            ("", 1, 1, "unexpected end of input: expected a value"),
        ])
    func syntaxErrors(text: String, line: Int, column: Int, message: String) {
        #expect(throws: JSONReader.SyntaxError(location: .init(line: line, column: column), message: message)) {
            try JSONReader.parse(text)
        }
    }

    @Test(
        "numbers read as Double(_:) reads their text, integers summed directly or not",
        arguments: [
            "0", "-0", "7", "-42", "123456789012345", "-999999999999999", "1234567890123456", "9007199254740993",
            "12345678901234567890", "0.1", "-2.5e3", "1E-7", "1e+2", "6.02214076e23", "1e999", "-1e999", "5e-324",
        ])
    func numbers(text: String) throws {
        let doc = try JSONReader.parse("[\(text)]")
        guard case .number(let n) = doc.nodes[1].value, let expected = Double(text) else {
            Issue.record("\(text) is not a number")
            return
        }
        #expect(n.bitPattern == expected.bitPattern, "\(text)")
    }

    @Test(
        "what is not a JSON number or word is refused",
        arguments: [
            ("[-]", "\"-\" is not a number"), ("[1.]", "\"1.\" is not a number"), ("[.5]", "\".5\" is not a number"),
            ("[1e]", "\"1e\" is not a number"), ("[+1]", "\"+1\" is not a number"),
            ("[00]", "\"00\" is not a number"), ("[1-2]", "\"1-2\" is not a number"),
            ("[-Inf]", "\"-\" is not a number"), ("[nul]", "unexpected 'n': expected a value"),
            ("[truex]", "unexpected 't': expected a value"), ("[NaN1]", "unexpected 'N': expected a value"),
        ])
    func notNumbers(text: String, message: String) {
        #expect(throws: JSONReader.SyntaxError(location: .init(line: 1, column: 2), message: message)) {
            try JSONReader.parse(text)
        }
    }

    @Test("strings with and without escapes, and bytes that are not UTF-8")
    func strings() throws {
        let doc = try JSONReader.parse("[\"plain\", \"\", \"a\\\"b\", \"tab\\there\", \"é😀\"]")
        let values = doc.nodes.dropFirst().map { node -> String in
            if case .string(let s) = node.value { return s }
            return "?"
        }
        #expect(values == ["plain", "", "a\"b", "tab\there", "é😀"])
        #expect(
            throws: JSONReader.SyntaxError(location: .init(line: 1, column: 6), message: "string is not valid UTF-8")
        ) {
            try JSONReader.parse([UInt8(ascii: "["), 0x22, 0x61, 0xFF, 0x22, UInt8(ascii: "]")])
        }
        #expect(
            throws: JSONReader.SyntaxError(
                location: .init(line: 1, column: 4), message: "control character in a string (write it as an escape)")
        ) {
            try JSONReader.parse("[\"a\tb\"]")
        }
    }

    @Test("a field repeated in a small or a large object is named, wherever it is")
    func repeatedFields() {
        for count in [1, 15, 16, 17, 40] {
            let fields = (0..<count).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
            let text = "{\(fields), \"k0\": 1}"
            let column = text.count - 7
            #expect(
                throws: JSONReader.SyntaxError(
                    location: .init(line: 1, column: column), message: "field \"k0\" appears twice in the same object")
            ) {
                try JSONReader.parse(text)
            }
        }
    }

    @Test("a document nested 200 000 levels deep parses without recursion")
    func deepNesting() throws {
        let depth = 200_000
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let doc = try JSONReader.parse(text)
        #expect(doc.nodes.count == depth)
    }

    @Test("NaN and Infinity read as numbers so validation can name their field")
    func nonFinite() throws {
        let doc = try JSONReader.parse("[NaN, Infinity, -Infinity, 1e999]")
        let values = doc.nodes.dropFirst().map { node -> Double in
            if case .number(let d) = node.value { return d }
            return 0
        }
        #expect(values[0].isNaN)
        #expect(values[1] == .infinity && values[2] == -.infinity && values[3] == .infinity)
    }
}

@Suite("JSONReader scale")
struct JSONReaderScaleTests {
    @Test("an object with 200 000 members and an array of 1 000 000 parse in linear time")
    func wide() throws {
        var text = "{"
        for i in 0..<200_000 { text += "\"k\(i)\": \(i)," }
        text += "\"end\": 0}"
        let doc = try JSONReader.parse(text)
        guard case .object(let members) = doc[doc.root].value else { Issue.record("not an object"); return }
        #expect(members.count == 200_001)
        let array = "[" + String(repeating: "1,", count: 999_999) + "1]"
        #expect(try JSONReader.parse(array).nodes.count == 1_000_001)
    }
}
