import ArgumentParser
import Foundation
import HitChain

/// Engines named on the command line: `reference`, `flattened`, `indexed`, `mutant:NAME`
/// (`a+b` for several hit-test mutants at once; a delivery mutant is not an engine but the
/// rules every case is delivered with) and `process:COMMAND` (an engine in another process,
/// docs/frameworks.md).
enum EngineArgument {
    /// `flattened,indexed,mutant:hiddenInverted` → engines, and the delivery mutant if one is named.
    static func list(_ list: String, timeout: Double = ProcessEngine.defaultAnswerTimeout) throws -> (
        [NamedEngine], DeliveryMutant?
    ) {
        var result: [NamedEngine] = []
        var delivery: DeliveryMutant?
        for name in list.split(separator: ",").map({ String($0).trimmingCharacters(in: .whitespaces) })
        where !name.isEmpty {
            let (engine, d) = try one(name, option: "--engines", timeout: timeout)
            if let d {
                guard delivery == nil || delivery == d else {
                    throw ValidationError("--engines: name at most one delivery mutant")
                }
                delivery = d
            }
            if let engine { result.append(engine) }
        }
        guard !result.isEmpty || delivery != nil else { throw ValidationError("--engines: name at least one engine") }
        return (result, delivery)
    }

    /// One engine; a delivery mutant becomes the reference's hit-testing with its rules.
    static func engine(
        _ name: String, timeout: Double = ProcessEngine.defaultAnswerTimeout, quiet: Bool = false
    ) throws -> NamedEngine {
        let (engine, delivery) = try one(name, option: "--engine", timeout: timeout, quiet: quiet)
        if let engine { return engine }
        guard let delivery else { throw ValidationError("--engine: name an engine") }
        return NamedEngine("mutant:\(delivery.rawValue)", deliveryRules: delivery.rules) { _ in ReferenceHitTester() }
    }

    private static func one(
        _ name: String, option: String, timeout: Double, quiet: Bool = false
    ) throws -> (NamedEngine?, DeliveryMutant?) {
        if name.hasPrefix("process:") {
            let command = String(name.dropFirst("process:".count)).trimmingCharacters(in: .whitespaces)
            guard !command.isEmpty else { throw ValidationError("\(option): process: needs a command") }
            return (ProcessEngine.named(command, answerTimeout: timeout, quiet: quiet), nil)
        }
        if name.hasPrefix("mutant:") {
            let mutant = try MutantArgument.anyMutant(String(name.dropFirst("mutant:".count)))
            return mutant.delivery.map { (nil, $0) } ?? (mutant.engine, nil)
        }
        let registered = NamedEngine.registered()
        guard let e = registered.first(where: { $0.name == name }) else {
            let known = registered.map(\.name).joined(separator: ", ")
            throw ValidationError(
                "\(option): unknown engine \"\(name)\"; known: \(known), mutant:NAME, process:COMMAND")
        }
        return (e, nil)
    }

    /// Says on standard error, for each engine in another process, every problem its
    /// processes met, counted by kind, when more were met than were said as they happened.
    static func summarize(_ engines: [NamedEngine]) {
        for e in engines {
            if let summary = e.processPool?.summary {
                FileHandle.standardError.write(Data("hitchain: \(summary)\n".utf8))
            }
        }
    }

    /// The run's error when one of its engines was given up on (the run stopped there).
    static func stopIfGivenUp(_ engines: [NamedEngine]) throws {
        if let failure = engines.lazy.compactMap(\.failure).first { throw CLIError(.engine(failure)) }
    }
}
