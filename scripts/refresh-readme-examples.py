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
"""
import glob, os, re, shutil, subprocess, sys, tempfile

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


any_drift = False
for path in markdown_files():
    for line in refresh(path):
        any_drift = True
        verb = "differs" if check_only else "refreshed"
        print(f"{os.path.relpath(path, root)}:{line}: example {verb}")
if check_only and any_drift:
    sys.exit(1)
print("examples checked" if check_only else "examples refreshed")
