public import HitChainEngines

/// How fast a recording reads and replays in this process, measured in one run: what
/// `hitchain inspect --stats` reports beside the encoding's size. End-to-end decode is
/// every record of the file from its bytes (header, scene, events, trace, checksums);
/// replay is full dispatch on the virtual clock through one engine at a time, compared with
/// the recorded trace. Process start and file reading are left out; speeds are for
/// comparison on one machine, not promises.
public struct RecordingSpeed: Sendable {
    /// Events in the recording.
    public var events: Int
    /// Events decoded per second, every record of the file from its bytes.
    public var endToEndDecodeEventsPerSecond: Double
    /// Replay through every engine at once (as `hitchain replay` does: the file decoded once,
    /// each event delivered by each engine and compared), in events per second per engine:
    /// events × engines / time.
    public var replayAllEventsPerSecondPerEngine: Double
    /// Replay through one engine at a time (the file decoded for each), in
    /// `NamedEngine.registered()` order.
    public var replayEventsPerSecond: [(engine: String, eventsPerSecond: Double)]

    /// Reads and replays `bytes` again and again for at least `seconds` each (and five times at
    /// least), keeping the fastest run.
    public static func measure(
        _ bytes: [UInt8], engines: [NamedEngine] = NamedEngine.registered(), seconds: Double = 0.3
    ) throws -> RecordingSpeed {
        var events = 0
        let decode = try repeatedly(for: seconds) { () throws -> Int in
            var reader = try EVZReader(bytes: bytes)
            var n = 0
            while let chunk = reader.nextChunk() { n += chunk.events.count }
            events = n
            return n
        }
        let all = try repeatedly(for: seconds) { () throws -> Int in
            let result = try Replayer(engines: engines).replay(try EVZReader(bytes: bytes))
            return result.events * engines.count
        }
        var replays: [(String, Double)] = []
        for engine in engines {
            let rate = try repeatedly(for: seconds) { () throws -> Int in
                let result = try Replayer(engines: [engine]).replay(try EVZReader(bytes: bytes))
                return result.events
            }
            replays.append((engine.name, rate))
        }
        return RecordingSpeed(
            events: events, endToEndDecodeEventsPerSecond: decode, replayAllEventsPerSecondPerEngine: all,
            replayEventsPerSecond: replays)
    }

    /// Events per second of `work` (which returns the events it handled): the fastest of
    /// its runs, run for at least `seconds` and five times — on a shared machine the fastest
    /// run is the one least disturbed, and it is the figure that repeats.
    private static func repeatedly(for seconds: Double, _ work: () throws -> Int) rethrows -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        var best = 0.0
        var runs = 0
        while runs < 5 || (clock.now - start) < .milliseconds(Int(seconds * 1000)) {
            let t0 = clock.now
            let handled = try work()
            let elapsed = clock.now - t0
            best = max(best, Double(handled) / max(EVZMeasurement.seconds(elapsed), 1e-9))
            runs += 1
        }
        return best
    }
}
