#!/usr/bin/env python3
"""Re-runs every example in README.md and docs/**/*.md and pastes its real output.

An example is a ```console block; each line in it starting with `$ ` is a shell command and the
lines after it, up to the next command, are its output: stdout, then stderr, then `[exit N]`
when the exit code is not 0. A block preceded by the line
`<!-- example: not checked (reason) -->` is left alone.

The conventions are the ones `DocExamplesTests` (Tests/SizingCLITests) checks, so that a refresh
makes the test pass:
- each Markdown file runs in a fresh scratch folder holding copies of docs/ and
  Tests/SizingCLITests/ScanFixtures/; its blocks run in order and share the folder;
- HOME is a fresh folder and SIZING_DB is $HOME/.local/share/sizing/catalog.sqlite (created by
  the first command); NO_COLOR=1, COLUMNS=100, LANG=C.UTF-8; `sizing` is first on PATH;
- in the output, HOME is written `~` and the scratch folder's path is removed.

    swift build -c release --scratch-path .build-release --product sizing
    python3 scripts/refresh-readme-examples.py            # rewrites the files in place
    python3 scripts/refresh-readme-examples.py --check    # only says which blocks differ (exit 1)

`SIZING_BINARY=/path/to/sizing` uses another build (the debug one, say).

A refresh also retakes the playground's screenshot (docs/playground.png, shown by README.md and
docs/playground.md) from the current page: `sizing serve` on a free port, driven by headless
Chromium through chromedriver's WebDriver API (seed 003's HStack in the model font at 260 × 100,
its Text selected, step 3 of the trace). Without Debian's `chromium` and `chromium-driver` the
screenshot is left as it is, and the script says so on stderr. `--check` takes no screenshot.
"""
import base64, glob, json, os, re, shutil, socket, subprocess, sys, tempfile, time, urllib.request

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
binary = os.environ.get("SIZING_BINARY") or os.path.join(root, ".build-release", "release", "sizing")
if not os.path.exists(binary):
    sys.exit("build first: swift build -c release --scratch-path .build-release --product sizing")
binary_dir = os.path.dirname(os.path.abspath(binary))
check_only = "--check" in sys.argv[1:]

NOT_CHECKED = "<!-- example: not checked"
BLOCK = re.compile(r"^```console\n(.*?)^```$", re.S | re.M)


def markdown_files():
    files = [os.path.join(root, "README.md")]
    files += sorted(glob.glob(os.path.join(root, "docs", "**", "*.md"), recursive=True))
    return files


class Scratch:
    """One file's scratch folder: docs/, the scan fixtures, a fresh HOME."""

    def __init__(self):
        self.base = tempfile.mkdtemp(prefix="sizing-examples-")
        self.home = os.path.join(self.base, "home")
        self.work = os.path.join(self.base, "work")
        os.makedirs(self.home)
        os.makedirs(self.work)
        shutil.copytree(os.path.join(root, "docs"), os.path.join(self.work, "docs"))
        fixtures = os.path.join("Tests", "SizingCLITests", "ScanFixtures")
        shutil.copytree(os.path.join(root, fixtures), os.path.join(self.work, fixtures))
        self.env = {
            "PATH": binary_dir + ":/usr/local/bin:/usr/bin:/bin",
            "HOME": self.home,
            "SIZING_DB": os.path.join(self.home, ".local", "share", "sizing", "catalog.sqlite"),
            "NO_COLOR": "1",
            "COLUMNS": "100",
            "LANG": "C.UTF-8",
        }

    def run(self, command):
        result = subprocess.run(["bash", "-c", command], cwd=self.work, env=self.env,
                                capture_output=True, text=True, timeout=300)
        out = result.stdout + result.stderr
        out = out.replace(self.home, "~").replace(self.work + "/", "").replace(self.work, ".")
        lines = out.rstrip("\n").split("\n") if out.strip() else []
        if result.returncode != 0:
            lines.append(f"[exit {result.returncode}]")
        return lines

    def remove(self):
        shutil.rmtree(self.base)


def refresh(path):
    text = open(path, encoding="utf-8").read()
    scratch = Scratch()
    drifted = []

    def one_block(match):
        before = text[:match.start()].rstrip("\n").split("\n")[-1]
        if before.startswith(NOT_CHECKED):
            return match.group(0)
        body = match.group(1).rstrip("\n").split("\n")
        out = []
        for line in body:
            if line.startswith("$ "):
                out.append(line)
                out.extend(scratch.run(line[2:]))
        if out != body:
            drifted.append(text.count("\n", 0, match.start()) + 1)
        return "```console\n" + "\n".join(out) + "\n```"

    new_text = BLOCK.sub(one_block, text)
    if not check_only:
        if new_text != text:
            open(path, "w", encoding="utf-8").write(new_text)
        # Pictures the examples drew are kept.
        for name in os.listdir(os.path.join(scratch.work, "docs")):
            if name.endswith(".svg"):
                shutil.copy(os.path.join(scratch.work, "docs", name), os.path.join(root, "docs", name))
    scratch.remove()
    return drifted


class WebDriver:
    """A minimal W3C WebDriver client over chromedriver's HTTP API (as the browser tests')."""

    def __init__(self, chromium, chromedriver):
        self.port = free_port()
        self.driver = subprocess.Popen([chromedriver, f"--port={self.port}"],
                                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.session = None
        wait_until("chromedriver answers", lambda: self.call("GET", "/status", session=False) is not None)
        options = {"binary": chromium, "args": ["--headless=new", "--no-sandbox", "--disable-gpu",
                   "--disable-dev-shm-usage", "--window-size=1500,950", "--force-device-scale-factor=1"]}
        answer = self.call("POST", "/session", {"capabilities": {"alwaysMatch": {
            "browserName": "chrome", "goog:chromeOptions": options}}}, session=False)
        self.session = answer["sessionId"]

    def call(self, method, path, body=None, session=True):
        url = f"http://127.0.0.1:{self.port}" + (f"/session/{self.session}" if session else "") + path
        data = json.dumps(body if body is not None else {}).encode() if method == "POST" else None
        request = urllib.request.Request(url, data=data, method=method, headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(request, timeout=60) as response:
                return json.loads(response.read()).get("value")
        except OSError:
            if not session:
                return None
            raise

    def script(self, source):
        return self.call("POST", "/execute/sync", {"script": source, "args": []})

    def quit(self):
        if self.session:
            try:
                self.call("DELETE", "")
            except OSError:
                pass
        self.driver.kill()
        self.driver.wait()


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_until(what, condition, seconds=60):
    end = time.time() + seconds
    while time.time() < end:
        if condition():
            return
        time.sleep(0.1)
    raise RuntimeError(f"timed out waiting until {what}")


def refresh_screenshot():
    """docs/playground.png from the current page; False when the browser is missing."""
    chromium = next((p for p in ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"] if os.access(p, os.X_OK)), None)
    chromedriver = next((p for p in ["/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver"] if os.access(p, os.X_OK)), None)
    if not chromium or not chromedriver:
        print("docs/playground.png left as it is: Chromium or chromedriver is not installed "
              "(apt-get install chromium chromium-driver)", file=sys.stderr)
        return False
    server = subprocess.Popen([binary, "serve", "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    browser = None
    try:
        url = server.stdout.readline().strip()
        browser = WebDriver(chromium, chromedriver)
        browser.call("POST", "/url", {"url": url})
        idle = "return document.body.getAttribute('data-state') === 'ok' && document.body.getAttribute('data-busy') === 'false'"
        wait_until("the first example is drawn", lambda: browser.script(idle))
        # Seed 003's numbers are the model font's; 260 wide, as the browser test leaves it.
        answered = browser.script("return document.body.getAttribute('data-requests')")
        browser.script("var m = document.getElementById('text-metrics'); m.value = 'model';"
                       "var w = document.getElementById('width'); w.value = '260';"
                       "w.dispatchEvent(new Event('input')); m.dispatchEvent(new Event('change'));")
        wait_until("the layout follows", lambda: browser.script(
            f"return document.body.getAttribute('data-requests') !== {json.dumps(answered)} && "
            "document.getElementById('container').textContent === 'container (260 × 100)' && "
            "document.body.getAttribute('data-busy') === 'false'"))
        browser.script("""document.querySelector('#picture rect.frame[data-label^="Text"]')"""
                       ".dispatchEvent(new MouseEvent('click', {bubbles: true}));"
                       "document.getElementById('next').click(); document.getElementById('next').click();")
        png = base64.b64decode(browser.call("GET", "/screenshot"))
        target = os.path.join(root, "docs", "playground.png")
        if not os.path.exists(target) or open(target, "rb").read() != png:
            open(target, "wb").write(png)
            print("docs/playground.png refreshed")
        return True
    finally:
        if browser:
            browser.quit()
        server.terminate()
        server.wait()


any_drift = False
for path in markdown_files():
    for line in refresh(path):
        any_drift = True
        verb = "differs" if check_only else "refreshed"
        print(f"{os.path.relpath(path, root)}:{line}: example {verb}")
if check_only and any_drift:
    sys.exit(1)
if not check_only:
    refresh_screenshot()
print("examples checked" if check_only else "examples refreshed")
