-- wrk script of `make load-test`: POST /v1/evaluate of one 30-digit expression, counting statuses.
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '{"expressions": ["sqrt(2)*pi^2 + exp(1)/3"], "digits": 30}'

local threads = {}
function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  statuses = {}
end

function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
end

function done(summary, latency, requests)
  local totals = {}
  for _, thread in ipairs(threads) do
    local counts = thread:get("statuses")
    for status, count in pairs(counts) do totals[status] = (totals[status] or 0) + count end
  end
  io.write(string.format("requests/s: %.0f\n", summary.requests / (summary.duration / 1e6)))
  io.write(string.format("latency p50: %.2f ms, p99: %.2f ms, max: %.2f ms\n",
    latency:percentile(50) / 1000, latency:percentile(99) / 1000, latency.max / 1000))
  io.write(string.format("socket errors: connect %d, read %d, write %d, timeout %d\n",
    summary.errors.connect, summary.errors.read, summary.errors.write, summary.errors.timeout))
  for status, count in pairs(totals) do io.write(string.format("status %d: %d\n", status, count)) end
end
