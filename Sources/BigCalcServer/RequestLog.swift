import Hummingbird
import Logging

/// One log line per request at `info`: method, path, status and time taken, nothing of the body
/// (no expression text; the query string is left out too).
struct RequestLog<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let start = ContinuousClock.now
        let method = request.method.rawValue, path = request.uri.path
        do {
            let response = try await next(request, context)
            log(context.logger, method, path, response.status.code, since: start)
            return response
        } catch let error as any HTTPResponseError {
            log(context.logger, method, path, error.status.code, since: start)
            throw error
        } catch {
            log(context.logger, method, path, 500, since: start)
            throw error
        }
    }

    private func log(_ logger: Logger, _ method: String, _ path: String, _ status: Int, since start: ContinuousClock.Instant) {
        let elapsed = ContinuousClock.now - start
        let milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        logger.info("\(method) \(path) \(status) \(String(format: "%.1f", milliseconds)) ms")
    }
}
