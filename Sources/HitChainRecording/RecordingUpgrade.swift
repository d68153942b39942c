import Foundation
import HitChainDelivery

/// Rewrites a recording in the current format version, in place: the events and trace read
/// from the old file are written to a temporary file beside it, which is read back and
/// compared with the original event by event before one rename replaces the original. A
/// file that is not whole (cut off, damaged, a trace missing) is refused and left as it is.
public enum RecordingUpgrade {
    /// What upgrading one file did.
    public struct Outcome: Sendable {
        /// The file.
        public var file: String
        /// The major version it was in.
        public var fromVersion: Int
        /// Its events.
        public var events: Int
        /// Its size before.
        public var bytesBefore: Int
        /// Its size after.
        public var bytesAfter: Int
        /// Already in the current version: nothing was written.
        public var wasCurrent: Bool
        /// Other hard links to the original file: the rewrite is a new file renamed into place,
        /// so they keep the old version.
        public var otherHardLinks: Int = 0
    }

    /// Upgrades the recording at `path`.
    ///
    /// - Complexity: O(n) in the recording; memory bounded by a chunk.
    public static func upgrade(path: String) throws(EVZError) -> Outcome {
        let original = try EVZReader(path: path)
        // The file itself, through a symbolic link (whose own size is its target's name).
        var info = stat()
        let found = stat(path, &info) == 0
        let before = found ? Int(info.st_size) : 0
        var outcome = Outcome(
            file: path, fromVersion: original.version, events: 0, bytesBefore: before, bytesAfter: before,
            wasCurrent: original.version == EVZFormat.majorVersion)
        outcome.otherHardLinks = found ? max(Int(info.st_nlink) - 1, 0) : 0
        if outcome.wasCurrent { return outcome }
        let writer = try EVZWriter(path: path, header: original.header, scene: original.scene)
        var source = RecordedEvents(original)
        do throws(EVZError) {
            while let (event, trace) = try source.next() {
                try writer.append(event, trace: Array(trace))
                outcome.events += 1
            }
            try refuseUnlessWhole(source.reader, path: path)
            try writer.finish { (written: String) throws(EVZError) in
                try compare(written, with: path)
            }
        } catch {
            writer.abandon()
            guard case .corrupt(let what) = error.reason, !what.hasPrefix("not upgraded") else { throw error }
            throw EVZError(
                .corrupt("not upgraded, the original is unchanged: \(what)"), file: path, offset: error.offset)
        }
        outcome.bytesAfter = writer.bytesWritten
        return outcome
    }

    private static func refuseUnlessWhole(_ reader: EVZReader, path: String) throws(EVZError) {
        guard let problem = reader.problems.first else {
            guard reader.isComplete else { throw EVZError(.corrupt("the recording is not complete"), file: path) }
            return
        }
        throw EVZError(.corrupt("not upgraded, the recording is not whole: \(problem)"), file: path)
    }

    /// Reads `written` back and compares every event and trace entry with `path`'s.
    private static func compare(_ written: String, with path: String) throws(EVZError) {
        var old = RecordedEvents(try EVZReader(path: path))
        var new = RecordedEvents(try EVZReader(path: written))
        var index = 0
        while true {
            let a = try old.next(), b = try new.next()
            guard let a else {
                guard b == nil else { throw mismatch(path, "the rewrite has more events than the \(index) read") }
                break
            }
            guard let b else { throw mismatch(path, "the rewrite ends after \(index) events") }
            guard a.event.time.bitPattern == b.event.time.bitPattern, a.event.event == b.event.event else {
                throw mismatch(path, "event \(index) reads back differently")
            }
            if let i = DeliveryTrace.firstDifference(a.trace, b.trace) {
                let line = i < b.trace.count ? b.trace[b.trace.startIndex + i].line : "(nothing)"
                throw mismatch(path, "the trace of event \(index) reads back differently: \(line)")
            }
            index += 1
        }
        guard new.reader.isComplete, new.reader.problems.isEmpty else {
            throw mismatch(path, new.reader.problems.first?.description ?? "the rewrite is not complete")
        }
    }

    private static func mismatch(_ path: String, _ what: String) -> EVZError {
        EVZError(.corrupt("not upgraded: \(what) (the original is unchanged)"), file: path)
    }
}
