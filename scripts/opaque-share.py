#!/usr/bin/env python3
"""How much of `sizing scan`'s modelled answers rests on opaque views.

Usage:
    opaque-share.py SCAN.json [SCAN.json …] [--markdown] [--top N]
    opaque-share.py --scan APPS_FOLDER --sizing PATH [--out FOLDER] [--markdown] [--top N]

Each SCAN.json is the output of `sizing scan <repository> --format json` (one
repository per file, named after it: `owner+name.json`). With --scan, the
script runs `<sizing> scan <sub> --format json --no-cache` on every subfolder
of APPS_FOLDER first (writing `<out>/<sub>.json` when --out is given).

Steps, per repository:
 1. take the *modelled view findings*: `kind` is `view` and `derived` is set
    (the count docs/real-apps.md gives as "modelled view findings");
 2. an assumption is an *opaque view* when it is the front end's message for
    one (Translator.opaqueView): it ends in `: assumed h-…, v-…` (optionally
    ` (as configured)`); a modifier passed through is not a view, and a view
    built from a package's descriptor (`… is built from the descriptor of
    Kingfisher 8.11.0: …`, kind packageView) is not opaque (counted apart);
 3. a finding *rests on a view the scan cannot see* when one of its opaque
    views says `is not declared in the scanned files` (whatever follows: the
    module it may come from, Apple's framework, no other import) or `holds a
    view the model does not build`: the share the issue counts. It *rests on
    any opaque view* when it has an opaque view of any reason (a run-time
    value whose view the source does not give, a UIKit or AppKit view too);
 4. report, per repository and in total, the modelled view findings, both
    shares, those using a package descriptor, and the most frequent opaque
    subjects with their reason (--top).

Python 3 standard library only.
"""

import argparse
import collections
import json
import os
import re
import subprocess
import sys

# Step 2: the shape of an opaque view's assumption (Translator.opaqueView).
OPAQUE_RE = re.compile(r"^(?P<subject>.+?) (?P<reason>(is|holds|wraps|comes|may) .*): assumed [hv]-(exp|hug|neu), [hv]-(exp|hug|neu)( \(as configured\))?$")
# A view built from a package's descriptor (Assumption.Kind.packageView).
PACKAGE_RE = re.compile(r" built from the descriptor of (?P<package>\S+) ")


def opaque_assumptions(finding):
    """The (subject, reason) of each opaque-view assumption of a finding."""
    out = []
    for message in finding.get("assumptions") or []:
        if PACKAGE_RE.search(message):
            continue
        match = OPAQUE_RE.match(message)
        if match:
            out.append((match.group("subject"), short_reason(match.group("reason"))))
    return out


def short_reason(reason):
    """The reason without its location or value detail (`declared at …`, `(…)`)."""
    return re.sub(r" \(.*\)$", "", reason)


def uses_package(finding):
    return any(PACKAGE_RE.search(m) for m in finding.get("assumptions") or [])


UNSEEN = ("is not declared in the scanned files", "holds a view the model does not build")


def unseen(finding):
    """Step 3: whether an opaque view of the finding is one the scan cannot see."""
    return any(reason.startswith(UNSEEN) for _, reason in opaque_assumptions(finding))


def analyse(name, document):
    """Steps 1–3 for one repository's scan output."""
    findings = document.get("findings", [])
    modelled = [f for f in findings if f.get("kind") == "view" and f.get("derived")]
    opaque = [f for f in modelled if opaque_assumptions(f)]
    subjects = collections.Counter()
    for f in opaque:
        for subject, reason in set(opaque_assumptions(f)):
            subjects[(subject, reason)] += 1
    return {
        "repository": name,
        "modelled": len(modelled),
        "unseen": sum(1 for f in modelled if unseen(f)),
        "opaque": len(opaque),
        "package": sum(1 for f in modelled if uses_package(f)),
        "subjects": subjects,
    }


def share(part, whole):
    return "%.1f %%" % (100.0 * part / whole) if whole else "—"


def report(rows, markdown, top):
    total = {"repository": "total"}
    for key in ("modelled", "unseen", "opaque", "package"):
        total[key] = sum(r[key] for r in rows)
    header = ["repository", "modelled view findings", "on a view not seen", "share",
              "on any opaque view", "share", "using a package descriptor"]
    lines = []
    table = [[r["repository"], str(r["modelled"]), str(r["unseen"]), share(r["unseen"], r["modelled"]),
              str(r["opaque"]), share(r["opaque"], r["modelled"]), str(r["package"])]
             for r in rows + [total]]
    if markdown:
        lines.append("| " + " | ".join(header) + " |")
        lines.append("|---|--:|--:|--:|--:|--:|--:|")
        for row in table:
            cells = ["**%s**" % c if row[0] == "total" else c for c in row]
            lines.append("| " + " | ".join(cells) + " |")
    else:
        widths = [max(len(str(row[i])) for row in table + [header]) for i in range(len(header))]
        for row in [header] + table:
            lines.append("  ".join(str(c).ljust(widths[i]) if i == 0 else str(c).rjust(widths[i]) for i, c in enumerate(row)))
    if top:
        subjects = collections.Counter()
        for r in rows:
            subjects.update(r["subjects"])
        lines.append("")
        lines.append("Most frequent opaque views (findings resting on each):")
        for (subject, reason), count in subjects.most_common(top):
            lines.append("  %4d  %s  %s" % (count, subject[:60], reason[:90]))
    return "\n".join(lines)


def scan(folder, sizing, out):
    """Runs the scan on every subfolder; returns [(name, document)]."""
    documents = []
    for sub in sorted(os.listdir(folder)):
        path = os.path.join(folder, sub)
        if not os.path.isdir(path):
            continue
        run = subprocess.run([sizing, "scan", path, "--format", "json", "--no-cache"],
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, check=False)
        if run.returncode not in (0, 1):
            print("%s: scan exited with %d" % (sub, run.returncode), file=sys.stderr)
            continue
        if out:
            os.makedirs(out, exist_ok=True)
            with open(os.path.join(out, sub + ".json"), "wb") as handle:
                handle.write(run.stdout)
        documents.append((sub, json.loads(run.stdout)))
    return documents


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("outputs", nargs="*", help="`sizing scan --format json` outputs, one per repository")
    parser.add_argument("--scan", metavar="APPS_FOLDER", help="scan every subfolder first")
    parser.add_argument("--sizing", default="sizing", help="the sizing binary (with --scan)")
    parser.add_argument("--out", help="with --scan, keep each output as <out>/<sub>.json")
    parser.add_argument("--markdown", action="store_true", help="print a Markdown table")
    parser.add_argument("--top", type=int, default=0, help="list the N most frequent opaque views")
    args = parser.parse_args()
    if args.scan:
        documents = scan(args.scan, args.sizing, args.out)
    else:
        documents = []
        for path in args.outputs:
            with open(path, encoding="utf-8") as handle:
                documents.append((os.path.splitext(os.path.basename(path))[0], json.load(handle)))
    if not documents:
        parser.error("no scan output given")
    print(report([analyse(name, doc) for name, doc in documents], args.markdown, args.top))


if __name__ == "__main__":
    main()
