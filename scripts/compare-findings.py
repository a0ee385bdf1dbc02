#!/usr/bin/env python3
"""Compares two `sizing scan --format json` outputs finding by finding.

usage: scripts/compare-findings.py BEFORE.json AFTER.json

Each file is a scan's JSON output or the `--json` report of `measure-real-apps.py` (the
findings of every repository, each keyed with its repository).

Prints each finding (name, file, line) whose fields differ, with the fields before and after
(each cut to 250 characters), then how many differ. Exit status 0 when none differ, 1 otherwise.
Used to check that a change meant to leave answers alone (a speed-up) does.
"""
import json
import sys


def findings(path):
    with open(path, encoding="utf-8") as handle:
        data = json.load(handle)
    if isinstance(data, dict) and "repositories" in data:
        return [dict(f, file=f"{r['repository']}/{f.get('file')}") for r in data["repositories"] for f in r.get("allFindings", [])]
    return data["findings"] if isinstance(data, dict) else data


def key(finding):
    return (finding.get("file"), finding.get("line"), finding.get("column"), finding.get("name"))


def main():
    if len(sys.argv) != 3:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    before = {key(f): f for f in findings(sys.argv[1])}
    after = {key(f): f for f in findings(sys.argv[2])}
    differing = 0
    for k in sorted(set(before) | set(after), key=lambda k: tuple(str(x) for x in k)):
        a, b = before.get(k), after.get(k)
        if a == b:
            continue
        differing += 1
        print(f"{k[3]} {k[0]}:{k[1]}")
        if a is None or b is None:
            print("   only in", "AFTER" if a is None else "BEFORE")
            continue
        for field in sorted(set(a) | set(b)):
            if a.get(field) != b.get(field):
                print(f"   {field}: {json.dumps(a.get(field))[:250]}\n   -> {json.dumps(b.get(field))[:250]}")
    print(f"{differing} of {len(after)} findings differ")
    return 0 if differing == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
