import Foundation
import HitChainGeometry

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One engine process, in a conversation: started on first use, asked one line at a time,
/// each answered by exactly one line (`{"ok": true}`, `{"view": …, "window": …}` or
/// `{"error": …}`) within `answerTimeout`. Problems are kept, not thrown: a host that meets
/// one stops its process (`EngineProcess.stop`) and answers nothing more; its pool decides
/// whether to start another.
final class ProcessHost: @unchecked Sendable {
    // Used by one engine instance (one thread) at a time: the pool hands it out.
    let command: String
    private let pool: ProcessPool?
    private var process: EngineProcess?
    private var buffer: [UInt8] = []
    private(set) var problem: EngineProblem?
    private var answered = false
    /// The longest answer line read (a runaway engine must not fill the memory).
    static let maxLine = 1 << 20
    /// How long one question may take, written and answered, in milliseconds.
    let answerTimeout: Int

    init(command: String, answerTimeout: Int, pool: ProcessPool?) {
        self.command = command
        self.answerTimeout = answerTimeout
        self.pool = pool
    }

    /// A host that answers nothing: its pool gave up on the engine.
    init(given problem: EngineProblem, command: String) {
        self.command = command
        answerTimeout = 0
        pool = nil
        self.problem = problem
    }

    /// Sends `line`, reads the one line that answers it; nil (with `problem` set) when the
    /// process cannot answer, answers more than one line, or answers too late.
    func ask(_ line: String) -> [UInt8]? {
        guard problem == nil else { return nil }
        if process == nil {
            do throws(EngineProblem) {
                process = try EngineProcess.start(command)
            } catch {
                return reject(error)
            }
        }
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(answerTimeout) * 1_000_000
        guard send(Array((line + "\n").utf8), deadline: deadline) else { return nil }
        guard let reply = readLine(deadline: deadline) else { return nil }
        guard buffer.isEmpty else {
            return reject(EngineProblem(.twoLines, "the engine answered with more than one line"))
        }
        return reply
    }

    /// The engine answered in the protocol (a JSON object, even an error): it is alive.
    func noteAnswer() {
        guard !answered else { return }
        answered = true
        pool?.alive()
    }

    /// Records the first problem, with how the process ended and the end of its standard
    /// error; has the pool count and say it; and stops the process.
    @discardableResult
    func reject(_ found: EngineProblem) -> [UInt8]? {
        guard problem == nil else { return nil }
        var p = found
        if let process {
            // An engine that closed its output is usually ending: wait a moment to say how.
            p.ending = process.ending(waiting: p.kind == .ended ? 0.5 : 0)?.description
            p.errorTail = process.errorTail
            process.stop(graceful: false)
            self.process = nil
        }
        problem = p
        pool?.failed(p)
        return nil
    }

    private var seconds: String { formatMeasure(Double(answerTimeout) / 1000, decimals: 3) + " s" }

    /// Waits until `fd` is ready for `events` (reading standard error meanwhile), by
    /// `deadline`: true when it is, false when the time is up.
    private func wait(_ fd: Int32, _ events: Int32, deadline: UInt64, process: EngineProcess) -> Bool {
        while true {
            var fds = [pollfd(fd: fd, events: Int16(events), revents: 0)]
            if process.errorsOpen { fds.append(pollfd(fd: process.errors, events: Int16(POLLIN), revents: 0)) }
            let now = DispatchTime.now().uptimeNanoseconds
            let left = now >= deadline ? 0 : Int32(min((deadline - now) / 1_000_000, UInt64(Int32.max)))
            let polled = poll(&fds, nfds_t(fds.count), left)
            if polled < 0, errno == EINTR { continue }
            guard polled > 0 else { return false }
            if fds.count > 1, fds[1].revents != 0 { process.drainErrors() }
            if fds[0].revents != 0 { return true }
        }
    }

    /// Writes `bytes` without blocking past `deadline` (an engine that stops reading while
    /// its own output fills would otherwise deadlock the run).
    private func send(_ bytes: [UInt8], deadline: UInt64) -> Bool {
        guard let process else { return false }
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { write(process.input, $0.baseAddress, $0.count) }
            if n > 0 {
                sent += n
                continue
            }
            if n < 0, errno == EINTR { continue }
            guard n < 0, errno == EAGAIN || errno == EWOULDBLOCK else {
                return reject(EngineProblem(.ended, "the engine stopped reading its input (it ended?)")) != nil
            }
            guard wait(process.input, Int32(POLLOUT), deadline: deadline, process: process) else {
                let what = "the engine did not read its question within \(seconds) (--engine-timeout)"
                return reject(EngineProblem(.stoppedReading, what)) != nil
            }
        }
        return true
    }

    /// The next line of the engine's output, by `deadline`.
    private func readLine(deadline: UInt64) -> [UInt8]? {
        guard let process else { return nil }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            if let end = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = Array(buffer[..<end])
                buffer.removeSubrange(...end)
                return line
            }
            guard buffer.count < Self.maxLine else {
                return reject(EngineProblem(.tooLong, "the engine's answer is longer than \(Self.maxLine) bytes"))
            }
            guard wait(process.output, Int32(POLLIN), deadline: deadline, process: process) else {
                return reject(EngineProblem(.timeout, "the engine did not answer within \(seconds) (--engine-timeout)"))
            }
            let n = chunk.withUnsafeMutableBytes { read(process.output, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else {
                return reject(EngineProblem(.ended, "the engine closed its output without answering"))
            }
            buffer += chunk[..<n]
        }
    }

    deinit {
        process?.stop(graceful: true)
    }
}
