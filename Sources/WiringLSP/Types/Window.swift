// window/showMessage, window/logMessage, window/workDoneProgress/create, $/progress.

struct ShowMessageParams: Encodable, Sendable {
    /// 1 error, 2 warning, 3 info, 4 log.
    var type: Int
    var message: String
}

struct LogMessageParams: Encodable, Sendable {
    /// 1 error, 2 warning, 3 info, 4 log.
    var type: Int
    var message: String
}

struct WorkDoneProgressCreateParams: Encodable, Sendable {
    var token: String
}

struct ProgressParams<Value: Encodable & Sendable>: Encodable, Sendable {
    var token: String
    var value: Value
}

struct WorkDoneProgressBegin: Encodable, Sendable {
    var kind = "begin"
    var title: String
    var message: String?
    var percentage: Int?
}

struct WorkDoneProgressReport: Encodable, Sendable {
    var kind = "report"
    var message: String?
    var percentage: Int?
}

struct WorkDoneProgressEnd: Encodable, Sendable {
    var kind = "end"
    var message: String?
}
