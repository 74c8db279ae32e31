import Foundation
import Hummingbird

/// The keypad page's files (`Public/` of the product's resources), read once at start-up.
struct KeypadPage: Sendable {
    /// A file and its media type.
    struct File: Sendable {
        var bytes: ByteBuffer
        var contentType: String
    }

    /// The files by the path they are served at.
    let files: [String: File]

    /// The files of `Public/`: `/` is `index.html`.
    init() throws {
        guard let folder = Bundle.module.url(forResource: "Public", withExtension: nil) else {
            throw CocoaError(.fileNoSuchFile)
        }
        var files: [String: File] = [:]
        let types = ["html": "text/html; charset=utf-8", "css": "text/css; charset=utf-8",
                     "js": "text/javascript; charset=utf-8", "svg": "image/svg+xml"]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            let file = File(bytes: ByteBuffer(bytes: data),
                            contentType: types[(name as NSString).pathExtension] ?? "application/octet-stream")
            files["/" + name] = file
            if name == "index.html" { files["/"] = file }
        }
        self.files = files
    }

    /// The answer for `path`, or nil when there is no such file.
    func response(for path: String) -> Response? {
        guard let file = files[path] else { return nil }
        return Response(status: .ok, headers: [.contentType: file.contentType, .cacheControl: "no-cache"],
                        body: ResponseBody(byteBuffer: file.bytes))
    }
}
