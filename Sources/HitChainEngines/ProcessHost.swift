import Foundation
import HitChainScene

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One engine process: started on first use, asked one line at a time, each answered by one
/// line (`{"ok": true}`, `{"view": …, "window": …}` or `{"error": …}`). Problems are kept,
/// not thrown: a broken engine answers "nothing" and says why once.
final class ProcessHost: @unchecked Sendable {
    // Used by one engine instance (one thread) at a time: the pool hands it out.
    struct Answer {
        var view: String?
        var window: String?
    }

    let command: String
    private var process: Process?
    private var input: FileHandle?
    private var output: FileHandle?
    private var buffer: [UInt8] = []
    private(set) var problem: String?
    /// The longest answer line read (a runaway engine must not fill the memory).
    static let maxLine = 1 << 20
    /// How long an answer may take before the engine is given up on (a hung engine must not
    /// hang the run).
    static let answerTimeout: Int32 = 30_000

    init(command: String) { self.command = command }

    /// Sends `line`, reads the answer; nil (with `problem` set) when the process cannot
    /// answer or answers with an error.
    func ask(_ line: String) -> Answer? {
        guard problem == nil else { return nil }
        if process == nil { start() }
        guard let input, problem == nil else { return nil }
        do {
            try input.write(contentsOf: Data((line + "\n").utf8))
        } catch {
            return fail("the engine stopped reading its input (\(error))")
        }
        guard let reply = readLine() else { return fail("the engine closed its output without answering") }
        return parse(reply)
    }

    private func start() {
        let parts = command.split(separator: " ").map(String.init)
        guard let executable = parts.first else {
            _ = fail("no command given")
            return
        }
        // A process that dies must not take the run with it: writing to its closed pipe is an
        // error to report, not a signal that ends us.
        signal(SIGPIPE, SIG_IGN)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: executable)
        p.arguments = Array(parts.dropFirst())
        let stdin = Pipe(), stdout = Pipe()
        p.standardInput = stdin
        p.standardOutput = stdout
        do {
            try p.run()
        } catch {
            _ = fail("cannot start \(executable): \(error.localizedDescription)")
            return
        }
        process = p
        input = stdin.fileHandleForWriting
        output = stdout.fileHandleForReading
    }

    /// The next line of the engine's output, waiting at most `answerTimeout` ms for each read.
    private func readLine() -> [UInt8]? {
        guard let fd = output?.fileDescriptor else { return nil }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            if let end = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = Array(buffer[..<end])
                buffer.removeSubrange(...end)
                return line
            }
            guard buffer.count < Self.maxLine else {
                _ = fail("the engine's answer is longer than \(Self.maxLine) bytes")
                return nil
            }
            var ready = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let polled = poll(&ready, 1, Self.answerTimeout)
            if polled == 0 {
                _ = fail("the engine did not answer within \(Self.answerTimeout / 1000) s")
                return nil
            }
            if polled < 0, errno == EINTR { continue }
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { return nil }
            buffer += chunk[..<n]
        }
    }

    private func parse(_ line: [UInt8]) -> Answer? {
        guard let doc = try? JSONDocument.parsing(line),
            let o = try? JSONObjectReader(doc, doc.root, path: JSONPath("$"))
        else {
            return fail(
                "the engine's answer is not a JSON object: \(String(decoding: line.prefix(200), as: UTF8.self))")
        }
        if let message = try? o.string("error") { return fail("the engine says: \(message)") }
        return Answer(view: (try? o.string("view")) ?? nil, window: (try? o.string("window")) ?? nil)
    }

    /// Records the first problem, says it once, and stops the process (it is not asked again).
    private func fail(_ why: String) -> Answer? {
        if problem == nil {
            problem = why
            FileHandle.standardError.write(Data("hitchain: engine process \(command): \(why)\n".utf8))
            try? input?.close()
            input = nil
            if let process, process.isRunning { process.terminate() }
        }
        return nil
    }

    deinit {
        try? input?.close()
        if let process, process.isRunning { process.terminate() }
    }
}

/// The processes of one engine, handed to engine instances one at a time and taken back.
final class ProcessPool: @unchecked Sendable {
    // Guarded by `lock`.
    private let lock = NSLock()
    private var idle: [ProcessHost] = []
    let command: String

    init(command: String) { self.command = command }

    func take() -> ProcessHost {
        lock.lock()
        defer { lock.unlock() }
        return idle.popLast() ?? ProcessHost(command: command)
    }

    func give(_ host: ProcessHost) {
        lock.lock()
        idle.append(host)
        lock.unlock()
    }
}
