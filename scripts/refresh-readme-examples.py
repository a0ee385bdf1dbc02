#!/usr/bin/env python3
"""Re-runs every example in README.md and pastes its real output.

An example is a ```console block whose lines starting with `$ ` are shell commands; the lines
after each command are its output (stdout and stderr together, then `[exit N]` when the exit
code is not 0). Commands run in a scratch folder with a fresh HOME (so the catalog is created on
first use, as on a new machine), with the release `sizing` binary first on PATH. A block marked
```console-static is left alone (its output depends on files the script does not have).

    swift build -c release --scratch-path .build-release --product sizing
    scripts/refresh-readme-examples.py            # rewrites README.md in place
"""
import os, re, shutil, subprocess, sys, tempfile

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
binary_dir = os.path.join(root, ".build-release", "release")
if not os.path.exists(os.path.join(binary_dir, "sizing")):
    sys.exit("build first: swift build -c release --scratch-path .build-release --product sizing")

readme_path = os.path.join(root, "README.md")
text = open(readme_path, encoding="utf-8").read()
scratch = tempfile.mkdtemp(prefix="sizing-readme-")
home = os.path.join(scratch, "home")
work = os.path.join(scratch, "work")
os.makedirs(home)
os.makedirs(work)
shutil.copytree(os.path.join(root, "docs"), os.path.join(work, "docs"))
env = {"PATH": binary_dir + ":/usr/bin:/bin", "HOME": home, "COLUMNS": "100", "LANG": "C.UTF-8"}

def run(command):
    result = subprocess.run(["bash", "-c", command], cwd=work, env=env, capture_output=True, text=True, timeout=120)
    out = result.stdout + result.stderr
    out = out.replace(home, "~").replace(work + "/", "").replace(work, ".")
    lines = out.rstrip("\n").split("\n") if out.strip() else []
    if result.returncode != 0:
        lines.append(f"[exit {result.returncode}]")
    return lines

def refresh(match):
    body = match.group(1).split("\n")
    commands = [line for line in body if line.startswith("$ ")]
    out = []
    for command in commands:
        out.append(command)
        out.extend(run(command[2:]))
    return "```console\n" + "\n".join(out) + "\n```"

text = re.sub(r"```console\n(.*?)\n```", refresh, text, flags=re.S)
open(readme_path, "w", encoding="utf-8").write(text)
# Pictures the examples drew are kept.
for name in os.listdir(os.path.join(work, "docs")):
    if name.endswith(".svg"):
        shutil.copy(os.path.join(work, "docs", name), os.path.join(root, "docs", name))
shutil.rmtree(scratch)
print("README.md examples refreshed")
