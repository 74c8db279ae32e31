#!/usr/bin/env python3
"""Real-browser test of the keypad page: headless Chromium driven over WebDriver (chromedriver,
W3C protocol, spoken with the standard library only).

Starts bigcalc-server and chromedriver on free loopback ports, then for every row of the keypad
reference table whose keys are on the page (Tests/CalculatorEngineTests/Resources/keypad.tsv) it
loads the page, picks the profile, sets Deg when the row asks, clicks the keys and reads the
display and the description line. Each must be exactly what `bigcalc keys --json` computes for the
same keys, and the display must agree with the table's 40-digit reference to the digits shown.
Then it types on the keyboard (digits, operators, Enter, Backspace, Escape). With --screenshot
PATH it saves a PNG of the page. Exits 0 with "skipped: …" when Chromium or chromedriver is missing.

Usage: keypad_browser_test.py SERVER_BINARY BIGCALC_BINARY [--screenshot PATH]
"""
import base64, json, os, shutil, socket, subprocess, sys, time, urllib.error, urllib.request
from decimal import Decimal

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TABLE = os.path.join(ROOT, "Tests/CalculatorEngineTests/Resources/keypad.tsv")


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def http(method, url, body=None, timeout=30):
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(url, data=data, method=method, headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            return json.loads(response.read() or b"null")
    except urllib.error.HTTPError as error:
        raise RuntimeError(f"{method} {url}: {error.code} {error.read()[:500]!r}")


def wait_until(check, what, seconds=30):
    deadline = time.time() + seconds
    while time.time() < deadline:
        try:
            if check():
                return
        except Exception:
            pass
        time.sleep(0.1)
    raise RuntimeError(f"timed out waiting for {what}")


class Browser:
    def __init__(self, driver_url):
        self.base = driver_url
        chrome = shutil.which("chromium") or shutil.which("chromium-browser")
        capabilities = {"capabilities": {"alwaysMatch": {"browserName": "chrome", "goog:chromeOptions": {
            "binary": chrome, "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                                       "--window-size=1180,860", "--force-device-scale-factor=1"]}}}}
        self.session = http("POST", f"{self.base}/session", capabilities, timeout=90)["value"]["sessionId"]
        self.url = f"{self.base}/session/{self.session}"

    def cmd(self, method, path, body=None):
        return http(method, self.url + path, body)["value"]

    def script(self, source, *args):
        return self.cmd("POST", "/execute/sync", {"script": source, "args": list(args)})

    def idle(self):
        return self.cmd("POST", "/execute/async", {"script": "const done = arguments[0]; window.bigcalcIdle().then(() => done(true));", "args": []})

    def find(self, css):
        element = self.cmd("POST", "/element", {"using": "css selector", "value": css})
        return next(iter(element.values()))

    def click(self, css):
        self.cmd("POST", f"/element/{self.find(css)}/click", {})

    def text(self, css):
        return self.cmd("GET", f"/element/{self.find(css)}/text")

    def quit(self):
        try:
            http("DELETE", self.url)
        except Exception:
            pass


def css_for_key(key):
    return 'button[data-key="%s"]' % key.replace('"', '\\"')


def press_tokens(browser, tokens, page_keys):
    for token in tokens:
        if token in page_keys:
            browser.click(css_for_key(token))
        else:  # a number: typed key by key
            for char in token:
                browser.click(css_for_key(char))
    browser.idle()


def main():
    args = sys.argv[1:]
    screenshot = None
    if "--screenshot" in args:
        index = args.index("--screenshot")
        screenshot = args[index + 1]
        del args[index:index + 2]
    server_binary, bigcalc = args
    chromedriver = shutil.which("chromedriver")
    if not (shutil.which("chromium") or shutil.which("chromium-browser")) or not chromedriver:
        print("skipped: the keypad browser test needs Debian's chromium and chromium-driver (make deps installs them)")
        return 0

    server_port, driver_port = free_port(), free_port()
    server = subprocess.Popen([server_binary, "--port", str(server_port)], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    driver = subprocess.Popen([chromedriver, f"--port={driver_port}"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    browser = None
    failures, checked = [], 0
    try:
        page = f"http://127.0.0.1:{server_port}/"
        wait_until(lambda: http("GET", page + "healthz")["status"] == "ok", "bigcalc-server")
        wait_until(lambda: http("GET", f"http://127.0.0.1:{driver_port}/status")["value"]["ready"], "chromedriver")
        browser = Browser(f"http://127.0.0.1:{driver_port}")
        browser.cmd("POST", "/url", {"url": page})
        wait_until(lambda: browser.script("return document.querySelectorAll('#digits option').length") > 0, "the page")
        page_keys = set(browser.script("return [...document.querySelectorAll('button[data-key]')].map(b => b.dataset.key)"))
        page_keys |= {"C"}

        rows = []
        with open(TABLE, encoding="utf-8") as table:
            for line in table:
                if line.startswith("#") or not line.strip():
                    continue
                profile, angle, keys, value = line.rstrip("\n").split("\t")[:4]
                tokens = keys.split()
                if all(t in page_keys or all(c in "0123456789." for c in t) for t in tokens):
                    rows.append((profile, angle, tokens, value))

        for profile, angle, tokens, value in rows:
            browser.cmd("POST", "/url", {"url": page})
            wait_until(lambda: browser.script("return document.querySelectorAll('#digits option').length") > 0, "the page")
            browser.idle()
            browser.script("const s = document.getElementById('profile'); s.value = arguments[0]; s.dispatchEvent(new Event('change'));", profile)
            browser.idle()
            if angle == "deg":
                browser.click("#angle")
                browser.idle()
            press_tokens(browser, tokens, page_keys)
            display, description = browser.text("#display"), browser.text("#description")
            expected = json.loads(subprocess.run(
                [bigcalc, "keys", "--json", "--profile", profile, "--angle", angle, "--", " ".join(tokens)],
                capture_output=True, text=True, check=True).stdout)
            checked += 1
            problems = []
            if display != expected["display"]:
                problems.append(f"display {display!r}, bigcalc keys {expected['display']!r}")
            if description != expected["description"]:
                problems.append(f"description {description!r}, bigcalc keys {expected['description']!r}")
            shown = Decimal(display.replace(",", "").replace("−", "-").replace("e", "E"))
            reference = Decimal(value)
            if reference != 0 and abs((shown - reference) / reference) > Decimal("1e-10"):
                problems.append(f"display {display} is not the reference {value}")
            status = "ok" if not problems else "FAIL " + "; ".join(problems)
            print(f"{profile:9} {angle} {' '.join(tokens):28} -> {display:24} {description:30} {status}")
            if problems:
                failures.append((tokens, problems))

        # Keyboard: digits, operators, Enter, Backspace, Escape.
        typed = [("12*3\ue007", "36", "12 × 3 ="), ("9\ue003\ue003" + "7-2\ue007", "5", "7 − 2 ="),
                 ("5/4=", "1.25", "5 ÷ 4 ="), ("8\ue00c", "0", ""), ("2^10\ue007", "1,024", "2 ^ 10 =")]
        for keys, display, description in typed:
            browser.cmd("POST", "/url", {"url": page})
            wait_until(lambda: browser.script("return document.querySelectorAll('#digits option').length") > 0, "the page")
            browser.idle()
            body = browser.find("body")
            browser.cmd("POST", f"/element/{body}/value", {"text": keys})
            browser.idle()
            got = (browser.text("#display"), browser.text("#description"))
            checked += 1
            ok = got == (display, description)
            shown_keys = keys.replace("\ue007", "⏎").replace("\ue003", "⌫").replace("\ue00c", "Esc")
            print(f"keyboard  {shown_keys:33} -> {got[0]:24} {got[1]:30} {'ok' if ok else 'FAIL expected ' + repr((display, description))}")
            if not ok:
                failures.append((keys, [f"got {got}"]))

        if screenshot:
            browser.cmd("POST", "/url", {"url": page})
            wait_until(lambda: browser.script("return document.querySelectorAll('#digits option').length") > 0, "the page")
            browser.idle()
            press_tokens(browser, ["7", "+", "9", "=", "√"], page_keys)
            time.sleep(0.3)  # the pressed-key highlight fades
            png = base64.b64decode(browser.cmd("GET", "/screenshot"))
            with open(screenshot, "wb") as out:
                out.write(png)
            print(f"screenshot: {screenshot}")
    finally:
        if browser:
            browser.quit()
        driver.terminate()
        server.terminate()
        try:
            status = server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            server.kill()
            status = "killed"
        driver.wait(timeout=10)
    print(f"keypad browser test: {checked} sequences, {len(failures)} failed; server exit status after SIGTERM: {status}")
    return 1 if failures or status != 0 or checked < 20 else 0


if __name__ == "__main__":
    sys.exit(main())
