import HitChainEngines
import HitChainRecording

extension CaseChecker {
    /// Checks a saved case (a `.evz` the fuzzer wrote, or a kept regression): every property,
    /// as for a generated case, then the file replayed through the reference and every
    /// engine under test against the trace it stores, as `hitchain replay` does.
    public func checkSaved(_ path: String) -> FuzzFailure? {
        let c: FuzzCase
        do {
            c = try CaseRecording.load(path)
        } catch {
            return FuzzFailure(.invalidCase, detail: "\(error)")
        }
        if let failure = check(c) { return failure }
        return checkStoredTrace(path)
    }

    /// The file replayed event by event through every engine, each event's entries compared
    /// with the recorded ones; nil when they all agree.
    func checkStoredTrace(_ path: String) -> FuzzFailure? {
        let reference = NamedEngine.registered().filter { $0.name == ReferenceEngine.engineName }
        let all = reference + engines.filter { $0.name != ReferenceEngine.engineName }
        let result: ReplayResult
        do {
            // The catalogue's classes (and the user's) run, as `hitchain replay` runs them.
            let registry = FuzzCatalogue.registry(adding: userClasses?.registry)
            result = try Replayer(engines: all, registry: registry).replay(try EVZReader(path: path))
        } catch {
            return FuzzFailure(.invalidCase, detail: "\(path) does not replay: \(error)")
        }
        if let d = result.divergence {
            return FuzzFailure(
                .storedTrace, engine: d.engine, eventIndex: d.eventIndex, point: d.points.first,
                expected: d.expected, actual: d.actual,
                detail: "\(d.engine)'s delivery differs from \(d.against) stored in \(path)")
        }
        if !result.hadRecordedTrace {
            return FuzzFailure(.storedTrace, detail: "\(path) stores no trace to compare with")
        }
        return nil
    }
}
