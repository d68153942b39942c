import ArgumentParser
import Foundation
import HitChain

/// `hitchain conform`.
struct ConformCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "conform",
        abstract: "Run the conformance suite against an engine: every rule of docs/semantics.md passed or failed.",
        discussion: """
            The suite is curated and versioned: named probes for the rules and decisions of \
            docs/semantics.md, each citing its rule. A hit probe asks the engine for the view at screen \
            points; a delivery probe delivers a scenario through a dispatcher that hit-tests with the \
            engine (and uses a delivery mutant's rules) and reads the trace. Prints one row per rule: \
            its probes, and the first probe that failed with what it expected; with --semantics, \
            how many of the contract's rules have probes, and each rule that has none. Exits \
            non-zero if any probe fails.

            Examples:
              hitchain conform --engine indexed
              hitchain conform --engine mutant:maxEdgesInside --junit conform.xml
              hitchain conform --engine process:./my-engine --json
              hitchain conform --semantics docs/semantics.md --list
            """
    )

    @Option(
        help: """
            The engine: reference, flattened, indexed, mutant:NAME (a+b for several), or process:COMMAND (an \
            engine in another language, docs/frameworks.md).
            """)
    var engine: String = "reference"

    @Option(
        help: ArgumentHelp("Another suite: a folder of probe lists (default: the one built in).", valueName: "folder"))
    var suite: String?

    @Option(
        help: ArgumentHelp(
            "The contract (docs/semantics.md): also count its rules that have probes, and list those that have none; "
                + "with --list, list every rule of it with its probes.",
            valueName: "file"))
    var semantics: String?

    @Flag(help: "List the probes by rule instead of running them.")
    var list = false

    @Flag(help: "Print the result as JSON.")
    var json = false

    @OptionGroup var engineOptions: EngineOptions

    @Option(
        help: ArgumentHelp(
            "Also write a JUnit XML report: one testcase per probe, grouped by rule.", valueName: "file.xml"))
    var junit: String?

    func validate() throws {
        if let junit, junit != ReportFile.standardOutput {
            do { try OutputFile.check(junit) } catch { throw CLIError(.unwritable(error, option: "--junit")) }
        }
    }

    func run() throws {
        if let junit { try ReportFile.prepare(junit, option: "--junit") }
        let probes = try loadSuite()
        let headings = try semantics.map(Self.contract)
        if list { return printList(probes, headings: headings) }
        let named = try EngineArgument.engine(engine, timeout: engineOptions.engineTimeout.value)
        defer { EngineArgument.summarize([named]) }
        let result = Conformance.run(probes, engine: named)
        try EngineArgument.stopIfGivenUp([named])
        let report = ConformReport(result: result, suite: probes, headings: headings, contract: semantics ?? "")
        print(json ? report.json : report.text, terminator: "")
        if let junit { try report.junit.write(to: junit) }
        if !result.passed { throw ExitCode.failure }
    }

    /// The rules of the contract at `path`; a file that is not text, or holds none of the
    /// rule chapters, is refused (it would cover "0 of 0 rules" and pass).
    static func contract(_ path: String) throws -> [String] {
        let bytes = Array(try InputFile.read(path))
        guard !bytes.contains(0), let text = String(validating: bytes, as: UTF8.self) else {
            throw CLIError(
                .option("--semantics", "\(path): not a text file (the contract is Markdown: docs/semantics.md)"))
        }
        let rules = SemanticsHeadings.rules(in: text)
        guard !rules.isEmpty else {
            let chapters = "\"## \(SemanticsHeadings.firstChapter)\" to \"## \(SemanticsHeadings.lastChapter)\""
            throw CLIError(
                .option(
                    "--semantics",
                    "\(path): holds no rules (the headings of the chapters from \(chapters), as in docs/semantics.md)"))
        }
        return rules
    }

    private func loadSuite() throws -> ConformanceSuite {
        do throws(SceneError) {
            if let suite { return try ConformanceSuite.load(folder: suite) }
            return try ConformanceSuite.bundled()
        } catch {
            throw CLIError(.scene(error))
        }
    }

    private func printList(_ suite: ConformanceSuite, headings: [String]?) {
        var byRule: [String: [ConformanceProbe]] = [:]
        for p in suite.probes { byRule[p.rule, default: []].append(p) }
        for rule in headings ?? suite.rules {
            let probes = byRule[rule] ?? []
            print("\(rule) (\(probes.first?.source ?? "no probe"))")
            for p in probes { print("  \(p.name)") }
        }
        if let headings {
            let covered = headings.filter { byRule[$0] != nil }.count
            print("rules covered: \(covered) of \(plural(headings.count, "heading")) of the contract")
            let stray = suite.rules.filter { !headings.contains($0) }
            if !stray.isEmpty { print("probes citing no heading: \(stray.joined(separator: ", "))") }
        }
    }
}
