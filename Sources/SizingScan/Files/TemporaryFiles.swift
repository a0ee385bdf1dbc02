import Foundation

/// The temporary files this process has created beside a user's file and not yet removed.
/// SIGINT, SIGTERM and SIGHUP remove them before the process ends (with the signal, as it
/// would have without us), so an interrupted `--fix` or `-o` leaves nothing behind.
///
/// The paths are kept in a fixed block of C memory, so that the signal handler only reads
/// memory and calls `unlink` (async-signal-safe). Only SIGKILL (or a power loss) can leave a
/// temporary file; its name says what it is: `.NAME.sizing-XXXXXX` beside NAME.
///
/// Such a file is removed by a later run (``removeAbandoned(_:)``): each temporary file is locked
/// (`flock`) by the process that made it for as long as it lives, and the system drops the lock
/// when the process ends, however it ends.
public enum TemporaryFiles {
    static let capacity = 8
    static let slotSize = 4097
    /// `capacity` slots of `slotSize` bytes: a flag byte (1: in use) and a NUL-terminated path.
    nonisolated(unsafe) static let slots: UnsafeMutablePointer<CChar> = {
        let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: capacity * slotSize)
        pointer.initialize(repeating: 0, count: capacity * slotSize)
        return pointer
    }()

    /// Installs the handlers, and unblocks the three signals (a parent may have started us with
    /// them blocked: test harnesses, some process managers). Call once, first thing in `main`.
    public static func installSignalHandlers() {
        _ = slots
        var set = sigset_t()
        sigemptyset(&set)
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&set, signalNumber) }
        sigprocmask(SIG_UNBLOCK, &set, nil)
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            signal(signalNumber) { received in
                TemporaryFiles.removeAll()
                signal(received, SIG_DFL)
                raise(received)
            }
        }
    }

    /// Removes every registered file (from the signal handler: memory reads and `unlink` only).
    static func removeAll() {
        for index in 0..<capacity where slots[index * slotSize] == 1 {
            unlink(slots + index * slotSize + 1)
        }
    }

    /// Creates a temporary file beside `target` (in its folder), registered for removal and
    /// locked while this process lives; returns its descriptor and path, or the errno. What
    /// ended runs left beside `target` is handled first (``removeAbandoned(beside:)``), and
    /// `messages` hears each.
    public static func create(beside target: String, messages: (String) -> Void = { _ in }) -> Result<(fd: Int32, path: String), ScanError> {
        let folder = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        removeAbandoned(beside: target).forEach { messages($0.message) }
        // A run removing abandoned files may unlink this one between its creation and its lock
        // (it found no lock): then it is made again.
        for _ in 0..<3 {
            let made = createLocked(folder: folder, name: name)
            guard case .success(let created) = made else { return made }
            var info = stat()
            if fstat(created.fd, &info) == 0, info.st_nlink > 0 { return made }
            forget(created.path)
            close(created.fd)
        }
        return .failure(ScanError(message: "cannot keep a temporary file in \(folder.isEmpty ? "." : folder): another process removes it; nothing was written"))
    }

    /// ``create(beside:messages:)``'s file, made, registered and locked.
    private static func createLocked(folder: String, name: String) -> Result<(fd: Int32, path: String), ScanError> {
        var template = Array(((folder.isEmpty ? "." : folder) + "/." + name + ".sizing-XXXXXX").utf8CString)
        // (Four more bytes for the `-new` name `SourceFileWriter` gives it.)
        guard template.count + 4 <= slotSize - 1 else {
            return .failure(ScanError(message: "\(folder.isEmpty ? name : folder + "/" + name): the path is too long for a temporary file beside it"))
        }
        // Signals stay blocked between creating and registering the file.
        let blocked = blockSignals()
        defer { restoreSignals(blocked) }
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else {
            let error = errno
            return .failure(ScanError(message: "cannot create a temporary file in \(folder.isEmpty ? "." : folder) (\(String(cString: strerror(error)))); nothing was written"))
        }
        // A process this one starts must not hold the lock on after it ends.
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let slot = (0..<capacity).first(where: { slots[$0 * slotSize] == 0 }) else {
            unlink(path)
            close(fd)
            return .failure(ScanError(message: "too many temporary files at once"))
        }
        register(template, in: slot)
        while flock(fd, LOCK_EX) != 0 && errno == EINTR {}
        return .success((fd, path))
    }

    /// Removes the file at `path` (if still there) and forgets it.
    public static func remove(_ path: String) {
        let blocked = blockSignals()
        defer { restoreSignals(blocked) }
        unlink(path)
        forget(path)
    }

    /// Registers `path`'s new name `renamed` (so that the signal handlers remove that one).
    public static func noteRenamed(_ path: String, to renamed: String) {
        let bytes = Array(renamed.utf8CString)
        guard bytes.count <= slotSize - 1 else { return }
        for slot in slots(holding: path) { register(bytes, in: slot) }
    }

    /// Forgets `path` without removing it (it was renamed into place).
    public static func forget(_ path: String) {
        for slot in slots(holding: path) { slots[slot * slotSize] = 0 }
    }

    /// The slots in use that hold `path`.
    private static func slots(holding path: String) -> [Int] {
        (0..<capacity).filter { slots[$0 * slotSize] == 1 && String(cString: slots + $0 * slotSize + 1) == path }
    }

    /// Puts the NUL-terminated `path` in `slot` and marks it in use; the slot is out of use
    /// while its bytes change, so a signal handler never reads half a path.
    private static func register(_ path: [CChar], in slot: Int) {
        slots[slot * slotSize] = 0
        path.withUnsafeBufferPointer { (slots + slot * slotSize + 1).update(from: $0.baseAddress!, count: $0.count) }
        slots[slot * slotSize] = 1
    }

    /// Blocks SIGINT, SIGTERM and SIGHUP; returns the previous mask.
    public static func blockSignals() -> sigset_t {
        var set = sigset_t()
        var old = sigset_t()
        sigemptyset(&set)
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&set, signalNumber) }
        sigprocmask(SIG_BLOCK, &set, &old)
        return old
    }

    public static func restoreSignals(_ old: sigset_t) {
        var old = old
        sigprocmask(SIG_SETMASK, &old, nil)
    }

    /// Tests only: with `SIZING_TEST_HOLD_TEMPORARY_FILE` set, says (to `messages`, which the
    /// command sends to stderr) that the temporary file is written and waits for a signal, so a
    /// test can interrupt the command right there.
    public static func holdForTests(_ path: String, messages: (String) -> Void) {
        guard ProcessInfo.processInfo.environment["SIZING_TEST_HOLD_TEMPORARY_FILE"] != nil else { return }
        messages("holding temporary file \(path)")
        while true { pause() }
    }
}
