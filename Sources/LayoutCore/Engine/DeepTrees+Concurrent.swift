import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension DeepTrees {
    /// `body` of each index below `count`, on `jobs` threads each with a ``largeStackSize``
    /// stack, the results in the order of the indexes. Each thread takes the next index not
    /// taken yet, so a slow item holds up one thread only. `done`, when given, is told how many
    /// items are finished after each one, from one thread at a time. `body` runs on several
    /// threads at once: it may only read what they share.
    public static func concurrentMap<T>(_ count: Int, jobs: Int, done: ((Int) -> Void)? = nil, _ body: (Int) -> T) -> [T] {
        withoutActuallyEscaping(body) { body in
            let work = IndexedWork(count: count, done: done, body: body)
            let workers = min(max(1, jobs), count)
            if workers > 1 {
                DispatchQueue.concurrentPerform(iterations: workers) { _ in withLargeStack { work.run() } }
            } else {
                withLargeStack { work.run() }
            }
            return work.results.map { $0! }
        }
    }
}

/// The items of one ``DeepTrees/concurrentMap(_:jobs:done:_:)``, shared by its threads.
private final class IndexedWork<T>: @unchecked Sendable {
    let count: Int
    let done: ((Int) -> Void)?
    let body: (Int) -> T
    var results: [T?]
    private var next = 0
    private var finished = 0
    private var lock = pthread_mutex_t()

    init(count: Int, done: ((Int) -> Void)?, body: @escaping (Int) -> T) {
        self.count = count
        self.done = done
        self.body = body
        self.results = Array(repeating: nil, count: count)
        pthread_mutex_init(&lock, nil)
    }

    deinit { pthread_mutex_destroy(&lock) }

    func run() {
        while let index = take() {
            let result = body(index)
            pthread_mutex_lock(&lock)
            results[index] = result
            finished += 1
            done?(finished)
            pthread_mutex_unlock(&lock)
        }
    }

    private func take() -> Int? {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        guard next < count else { return nil }
        next += 1
        return next - 1
    }
}
