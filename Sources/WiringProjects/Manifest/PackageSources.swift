/// Which Swift files a package's targets compile, by SwiftPM's rules:
/// a target's folder is its `path:`, else `<predefined>/<name>` (the first
/// of `Sources`, `Source`, `src`, `srcs` that exists; `Tests` first for
/// test targets; `Plugins` for plugins), else — from tools version 5.9, for
/// the only target of its kind — the predefined folder itself. Within it,
/// every `.swift` file but those under a hidden name, an `exclude:`d path,
/// a resource, a folder SwiftPM treats as opaque (`.xcassets`, `.docc`, …)
/// or ignores (`.xcodeproj`, `.playground`, `.xcworkspace`), and, at the
/// package root, its manifests; with `sources:`, only files under those.
/// A file under a nested package's folder still counts, as SwiftPM counts
/// it.
struct PackageSources {
    /// The file system as far as the rules ask it.
    struct Folders {
        var isDirectory: (String) -> Bool
        var contents: (String) -> [String]
    }

    static let predefinedSources = ["Sources", "Source", "src", "srcs"]
    static let predefinedTests = ["Tests", "Sources", "Source", "src", "srcs"]
    static let predefinedPlugins = ["Plugins"]
    static let ignoredFolderExtensions: Set<String> = ["xcodeproj", "playground", "xcworkspace"]
    static let opaqueFolderExtensions: Set<String> = [
        "nib", "xib", "storyboard", "xcassets", "xcstrings", "xcdatamodeld", "xcdatamodel", "xcmappingmodel", "metal",
        "xcprivacy", "docc",
    ]

    /// Each target's folder (absolute, no trailing `/`), or nil where SwiftPM
    /// would find none (or for binary targets, which have no sources).
    static func targetFolders(_ manifest: PackageManifest, packageDirectory dir: String, _ fs: Folders) -> [String?] {
        func predefined(_ names: [String]) -> String {
            (names.first { fs.isDirectory(dir + "/" + $0) } ?? names[0])
        }
        let sourcesDir = predefined(predefinedSources), testsDir = predefined(predefinedTests)
        let pluginsDir = predefined(predefinedPlugins)
        var contentsCache: [String: Set<String>] = [:]
        return manifest.targets.map { t -> String? in
            if t.type == "binary" { return nil }
            if let p = t.path {
                if p.isEmpty || p == "." { return dir }
                let path = normalized(dir + "/" + p)
                guard path.hasPrefix(dir + "/") || path == dir, fs.isDirectory(path) else { return nil }
                return path
            }
            let base = t.type == "test" ? testsDir : t.type == "plugin" ? pluginsDir : sourcesDir
            let baseDir = dir + "/" + base
            let contents = contentsCache[baseDir] ?? Set(fs.contents(baseDir))
            contentsCache[baseDir] = contents
            if contents.contains(t.name) { return baseDir + "/" + t.name }
            let similar = manifest.targets.filter { o in
                switch t.type {
                case "test": return o.type == "test"
                case "plugin": return o.type == "plugin"
                default: return o.type != "test" && o.type != "plugin"
                }
            }.count
            if compareVersions(manifest.toolsVersion, [5, 9]) >= 0 && similar == 1 && fs.isDirectory(baseDir) { return baseDir }
            // a name differing in case only is SwiftPM's warning, not an error
            if let match = contents.first(where: { $0.lowercased() == t.name.lowercased() }) { return baseDir + "/" + match }
            return nil
        }
    }

    /// The Swift files of a target whose folder is `folder`, from the files
    /// of the workspace (absolute paths, sorted): their indices there.
    static func files(of target: PackageManifest.Target, folder: String, packageDirectory dir: String,
                      among swiftFiles: [String]) -> [Int] {
        let prefix = folder + "/"
        let excluded = target.exclude.map { normalized(folder + "/" + $0) }
            + target.resources.map { normalized(folder + "/" + $0) }
        let declared = target.sources.map { $0.map { normalized(folder + "/" + $0) } }
        func under(_ path: String, _ root: String) -> Bool { path == root || path.hasPrefix(root + "/") }
        // the files under the folder: a sorted range
        let lo = lowerBound(swiftFiles, prefix)
        var out: [Int] = []
        var k = lo
        while k < swiftFiles.count, swiftFiles[k].hasPrefix(prefix) {
            var path = swiftFiles[k]
            path.makeContiguousUTF8()
            k += 1
            // no hidden name on the way; folders with an extension SwiftPM
            // ignores or keeps whole (unless declared as sources) left out
            var isTopLevel = true
            let skip = path.utf8.withContiguousStorageIfAvailable { b -> Bool in
                var start = prefix.utf8.count, dot = -1, q = start
                while q < b.count {
                    let c = b[q]
                    if c == UInt8(ascii: ".") {
                        if q == start { return true }
                        dot = q
                    } else if c == UInt8(ascii: "/") {
                        isTopLevel = false
                        if dot >= 0 {
                            let ext = String(decoding: b[(dot + 1)..<q], as: UTF8.self)
                            if ignoredFolderExtensions.contains(ext) { return true }
                            if opaqueFolderExtensions.contains(ext) {
                                let sofar = String(decoding: b[0..<q], as: UTF8.self)
                                if !(declared?.contains { under(sofar, $0) } ?? false) { return true }
                            }
                        }
                        start = q + 1
                        dot = -1
                    }
                    q += 1
                }
                return false
            }!
            if skip { continue }
            if folder == dir && isTopLevel {
                let name = String(path.dropFirst(prefix.count))
                if name == "Package.swift" || (name.hasPrefix("Package@") && name.hasSuffix(".swift")) { continue }
            }
            if excluded.contains(where: { under(path, $0) }) { continue }
            if let declared, !declared.contains(where: { under(path, $0) }) { continue }
            out.append(k - 1)
        }
        return out
    }

    /// `a/./b/../c` → `a/c`; no trailing `/`.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for c in path.split(separator: "/", omittingEmptySubsequences: true) {
            if c == "." { continue }
            if c == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            parts.append(c)
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    /// The indices of the files under a folder (`prefix` ending in `/`).
    static func under(_ prefix: String, in sorted: [String]) -> Range<Int> {
        let lo = lowerBound(sorted, prefix)
        var hi = lo
        while hi < sorted.count, sorted[hi].hasPrefix(prefix) { hi += 1 }
        return lo..<hi
    }

    /// The first index whose element is not below `key`.
    static func lowerBound(_ sorted: [String], _ key: String) -> Int {
        var lo = 0, hi = sorted.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if sorted[mid] < key { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}
