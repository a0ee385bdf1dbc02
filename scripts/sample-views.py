#!/usr/bin/env python3
"""Draws the views to judge by hand from apps the tool has not seen (docs/real-apps.md).

Usage: sample-views.py APPS --per-app 20 --seed 20261128 > sample.tsv

APPS holds one folder per repository (OWNER+NAME, as measure-real-apps.py reads them). Steps:
1. each app's `struct NAME: … View …` declarations, outside test folders, checked-out packages
   and previews (a `PreviewProvider`, a name ending in `_Previews`);
2. per app, a random sample of at most --per-app of them, drawn with --seed so that the draw can
   be repeated (and is fixed before any judgement or scan);
3. one line per view: repository (OWNER/NAME), file (relative to the app), line, name.

The sample is drawn from the source alone: nothing here runs the tool.
"""
import argparse
import os
import random
import re

STRUCT = re.compile(r"^[ \t]*(?:(?:public|private|fileprivate|internal)\s+)?struct\s+(\w+)\s*(<[^>{]*>)?\s*:\s*([^{]*)\{", re.M)
SKIPPED_FOLDERS = {"SourcePackages", ".build", ".git"}


def views(app):
    """Step 1: (file, line, name) of each View struct of the app, in file order."""
    found = []
    for root, dirs, files in os.walk(app):
        dirs[:] = sorted(d for d in dirs if d not in SKIPPED_FOLDERS and "Tests" not in d)
        for name in sorted(files):
            if not name.endswith(".swift"):
                continue
            path = os.path.join(root, name)
            text = open(path, errors="replace").read()
            for m in STRUCT.finditer(text):
                inherited = m.group(3)
                if not re.search(r"\bView\b", inherited) or "PreviewProvider" in inherited or m.group(1).endswith("_Previews"):
                    continue
                line = text[:m.start()].count("\n") + 1 + text[m.start():m.end()].split("struct")[0].count("\n")
                found.append((os.path.relpath(path, app), line, m.group(1)))
    return found


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("apps")
    parser.add_argument("--per-app", type=int, default=20)
    parser.add_argument("--seed", type=int, required=True)
    args = parser.parse_args()
    draw = random.Random(args.seed)
    for app in sorted(os.listdir(args.apps)):
        folder = os.path.join(args.apps, app)
        if not os.path.isdir(folder):
            continue
        candidates = views(folder)
        # 2.
        chosen = sorted(draw.sample(candidates, min(args.per_app, len(candidates))))
        # 3.
        for file, line, name in chosen:
            print("%s\t%s\t%d\t%s" % (app.replace("+", "/", 1), file, line, name))


if __name__ == "__main__":
    main()
