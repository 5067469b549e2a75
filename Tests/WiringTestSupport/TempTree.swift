#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import XCTest

/// A real folder under the system's temporary folder, removed by `remove()`.
/// Paths given to its methods are relative to `path`.
public final class TempTree {
    /// Real path (no symlinks), as discovery reports it.
    public let path: String

    public init(file: StaticString = #filePath, line: UInt = #line) throws {
        var template = Array((NSTemporaryDirectory() + "/wiring-test-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            throw XCTSkip("cannot make a temporary folder: \(String(cString: strerror(errno)))")
        }
        var resolved = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        path = String(cString: realpath(made, &resolved))
    }

    public func absolute(_ rel: String) -> String { rel.isEmpty ? path : path + "/" + rel }

    @discardableResult
    public func file(_ rel: String, _ contents: String = "struct S {}\n") -> String {
        let full = absolute(rel)
        makeParent(of: full)
        // written in place in one call: a poller never sees it half-written
        let fd = open(full, O_CREAT | O_WRONLY | O_TRUNC | O_CLOEXEC, 0o644)
        precondition(fd >= 0, "cannot create \(full): \(String(cString: strerror(errno)))")
        let bytes = Array(contents.utf8)
        precondition(bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) } == bytes.count)
        close(fd)
        return full
    }

    /// Rewrites the start of an existing file in one `write` (no truncation
    /// first), so the change is one step for any observer.
    public func overwrite(_ rel: String, _ contents: String) {
        let full = absolute(rel)
        let fd = open(full, O_WRONLY | O_CLOEXEC)
        precondition(fd >= 0, "cannot open \(full)")
        let bytes = Array(contents.utf8)
        precondition(bytes.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) } == bytes.count)
        close(fd)
    }

    @discardableResult
    public func folder(_ rel: String) -> String {
        let full = absolute(rel)
        try! FileManager.default.createDirectory(atPath: full, withIntermediateDirectories: true)
        return full
    }

    /// `rel` → `target` (stored as given: relative targets resolve from the link's folder).
    public func link(_ rel: String, to target: String) {
        let full = absolute(rel)
        makeParent(of: full)
        precondition(symlink(target, full) == 0, "cannot link \(full): \(String(cString: strerror(errno)))")
    }

    @discardableResult
    public func sized(_ rel: String, bytes: Int64) -> String {
        let full = file(rel, "")
        precondition(truncate(full, off_t(bytes)) == 0)
        return full
    }

    public func fifo(_ rel: String) -> String {
        let full = absolute(rel)
        makeParent(of: full)
        precondition(mkfifo(full, 0o644) == 0)
        return full
    }

    public func remove(_ rel: String) {
        precondition(unlink(absolute(rel)) == 0 || rmdir(absolute(rel)) == 0, "cannot remove \(rel)")
    }

    public func rename(_ from: String, _ to: String) {
        precondition(renamePath(absolute(from), absolute(to)) == 0, "cannot rename \(from)")
    }

    private func makeParent(of full: String) {
        let parent = (full as NSString).deletingLastPathComponent
        try! FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
    }

    /// Removes everything, first making every folder (not what symlinks
    /// point to) readable and writable again.
    public func removeAll() {
        func unlock(_ dir: String) {
            chmod(dir, 0o755)
            guard let d = opendir(dir) else { return }
            defer { closedir(d) }
            while let e = readdir(d) {
                let name = withUnsafePointer(to: &e.pointee.d_name) { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
                if name == "." || name == ".." { continue }
                var st = stat()
                let child = dir + "/" + name
                if lstat(child, &st) == 0 && st.st_mode & S_IFMT == S_IFDIR { unlock(child) }
            }
        }
        unlock(path)
        try? FileManager.default.removeItem(atPath: path)
    }
}

private func renamePath(_ from: String, _ to: String) -> Int32 { rename(from, to) }

/// Paths relative to `root`, for readable assertions.
public func relative(_ paths: [String], to root: String) -> [String] {
    paths.map { $0.hasPrefix(root + "/") ? String($0.dropFirst(root.count + 1)) : $0 }
}

