#!/usr/bin/env python3
"""Compare hand judgements of real-app views with `sizing scan` answers.

Usage:
    compare-judgements.py JUDGEMENTS.tsv --measure MEASURE.json [--measure …]
    compare-judgements.py JUDGEMENTS.tsv --scan OWNER/NAME SCAN.json REPO_ROOT [--scan …]
    options: [--markdown OUT] [--json OUT] [--revised]

JUDGEMENTS.tsv has the columns repository, file, line, view, judged, reason,
judged_at (docs/real-apps/judgements.tsv), and optionally revised, revised_why,
revised_at: a judgement changed after the tool's answer was seen, with why.
By default the report compares the judgements as first written; with
--revised, a row's revised answer (where it has one) replaces it. `judged` is `h-exp, v-hug` or
`depends on <value>: <case> gives h-…, v-…; …; merged h-…, v-…`.

The tool's answers come either from measure-real-apps.py --json output (every
finding with its repository and repo-relative file) or from plain
`sizing scan PATH --format json` outputs, one per repository, with the
repository's name and the folder the scan's file paths are relative to.

For each judged view the report gives the tool's answer (derived, or the
common answer of its per-value states) and agree / disagree / not modelled /
not found, then the agreement share among modelled judged views and among all
judged views, and per axis.

Python 3 standard library only.
"""

import argparse
import csv
import json
import os
import re
import sys

BEHAVIOR_RE = re.compile(r"h-(exp|hug|neu)\s*,\s*v-(exp|hug|neu)")


# ---------------------------------------------------------------------------
# Step 1: judgements
# ---------------------------------------------------------------------------

def read_judgements(path, revised=False):
    """The rows of judgements.tsv as dicts (header row required); with `revised`, a
    row's `revised` answer replaces its `judged` one where it has one."""
    with open(path, encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle, delimiter="\t"))
    for row in rows:
        row["line"] = int(row["line"])
        if revised and (row.get("revised") or "").strip():
            row["judged"] = row["revised"]
        row["expected"] = judged_answer(row["judged"])
    return rows


def judged_answer(text):
    """The single answer a judgement stands for, or None when its cases differ.

    `h-exp, v-hug` → itself; `depends on …; merged h-…, v-…` → the merged
    answer; `depends on …` without `merged` → the common answer when every
    case gives the same, else None.
    """
    text = text.strip()
    if not text.startswith("depends on"):
        match = BEHAVIOR_RE.search(text)
        return normal(match) if match else None
    merged = re.search(r"merged\s+(h-\w+\s*,\s*v-\w+)", text)
    if merged:
        return normal(BEHAVIOR_RE.search(merged.group(1)))
    answers = {normal(m) for m in BEHAVIOR_RE.finditer(text)}
    return answers.pop() if len(answers) == 1 else None


def normal(match):
    """`h-X, v-Y` from a BEHAVIOR_RE match."""
    return "h-%s, v-%s" % (match.group(1), match.group(2))


# ---------------------------------------------------------------------------
# Step 2: the tool's findings
# ---------------------------------------------------------------------------

def findings_from_measure(path):
    """Findings of a measure-real-apps.py --json output (repository and repo-relative file set)."""
    with open(path, encoding="utf-8") as handle:
        document = json.load(handle)
    found = []
    for repo in document.get("repositories", []):
        for finding in repo.get("allFindings", []):
            finding.setdefault("repository", repo.get("repository"))
            found.append(finding)
    return found


def findings_from_scan(repository, path, root):
    """Findings of a plain `sizing scan --format json` output, files made relative to root."""
    with open(path, encoding="utf-8") as handle:
        document = json.load(handle)
    found = []
    abs_root = os.path.abspath(root)
    for finding in document.get("findings", []):
        finding["file"] = relative_to_root(finding.get("file") or "", abs_root)
        finding["repository"] = repository
        found.append(finding)
    return found


def relative_to_root(file_path, abs_root):
    """A scan's file path made relative to the repository root.

    Absolute paths are made relative directly. A relative path naming a file
    under the root is kept. Otherwise it is relative to
    the folder the scan ran in, which is unknown here: take what follows the
    root's folder name in it (`apps/owner+name/Sources/X.swift` →
    `Sources/X.swift`), else resolve it against the current folder, else keep
    it (already relative to the root).
    """
    if os.path.isabs(file_path):
        return os.path.relpath(file_path, abs_root)
    # A scan run in the root names its files from there, even where the app's own folder has the
    # root's name (Lebron1992/WeChat-SwiftUI keeps its sources in `WeChat-SwiftUI/`).
    if os.path.isfile(os.path.join(abs_root, file_path)):
        return file_path
    parts = os.path.normpath(file_path).split(os.sep)
    name = os.path.basename(abs_root)
    if name in parts:
        return os.path.join(*parts[parts.index(name) + 1:])
    resolved = os.path.relpath(os.path.abspath(file_path), abs_root)
    return file_path if resolved.startswith("..") else resolved


def tool_answer(finding):
    """(answer, modelled, detail) of a finding.

    answer is `derived` (for a per-value answer, its default: the exceptions
    are the detail), else, in outputs of builds before the exceptions, the
    common answer of its states; modelled follows the measurement's definition
    (derived, states, or a reason that starts with "depends on").
    """
    states = finding.get("states") or []
    reason = finding.get("reason") or ""
    modelled = bool(finding.get("derived") or states or reason.startswith("depends on"))
    if finding.get("derived"):
        detail = "; ".join(
            "%s when %s" % (e.get("derived"), " and ".join("%s = %s" % (c.get("value"), c.get("outcome")) for c in e.get("when") or []))
            for e in finding.get("exceptions") or [])
        return normalise(finding["derived"]), modelled, detail
    answers = {normalise(s.get("derived") or "") for s in states}
    answers.discard(None)
    detail = "; ".join("%s gives %s" % (s.get("state"), s.get("derived")) for s in states)
    if len(answers) == 1:
        return answers.pop(), modelled, detail
    if modelled:
        return None, modelled, detail or reason
    return None, modelled, reason


def normalise(text):
    """`h-X, v-Y` of a behavior text, or None."""
    match = BEHAVIOR_RE.search(text or "")
    return normal(match) if match else None


def index_findings(findings):
    """Findings by (repository, file, line) and by (repository, file, last name part)."""
    by_line, by_name = {}, {}
    for finding in findings:
        repo = finding.get("repository")
        file_path = os.path.normpath(finding.get("file") or "")
        by_line.setdefault((repo, file_path, finding.get("line")), []).append(finding)
        by_name.setdefault((repo, file_path, type_name(finding)), []).append(finding)
    return by_line, by_name


def type_name(finding):
    """The type a finding belongs to: `Card` for `Card` and for `Card.init(content:)`.

    Nested types keep only their last part (`ExampleCell.LayoutDirection.Label` → `Label`).
    """
    name = (finding.get("name") or "").split("(")[0]
    if finding.get("kind") == "initializer" and ".init" in name:
        name = name.rsplit(".init", 1)[0]
    return name.split(".")[-1]


def find(judgement, by_line, by_name):
    """The finding for a judged view.

    Same file and line (kind "view" first); else the view of that name in the
    file; else the type's @ViewBuilder initializers in the file (generic
    containers are reported as `Type.init(…)`), the first one by line.
    """
    key_file = os.path.normpath(judgement["file"])
    candidates = by_line.get((judgement["repository"], key_file, judgement["line"]), [])
    views = [f for f in candidates if f.get("kind") == "view"] or candidates
    if views:
        return views[0]
    candidates = by_name.get((judgement["repository"], key_file, judgement["view"]), [])
    views = [f for f in candidates if f.get("kind") == "view"]
    if len(views) == 1:
        return views[0]
    inits = sorted((f for f in candidates if f.get("kind") == "initializer"),
                   key=lambda f: f.get("line") or 0)
    if inits:
        return inits[0]
    return None


# ---------------------------------------------------------------------------
# Step 3: comparison
# ---------------------------------------------------------------------------

def compare(judgements, findings):
    """One result row per judgement.

    Outcomes: agree, disagree, not modelled, compare cases by hand (the tool
    or the judgement has per-value answers without a common one), not found
    (the scan has no finding for the view), repository not scanned.
    """
    by_line, by_name = index_findings(findings)
    scanned = {f.get("repository") for f in findings}
    results = []
    for judgement in judgements:
        finding = find(judgement, by_line, by_name)
        row = {"repository": judgement["repository"], "file": judgement["file"],
               "line": judgement["line"], "view": judgement["view"], "judged": judgement["judged"],
               "expected": judgement["expected"], "tool": None, "toolDetail": "", "outcome": None,
               "axes": None}
        if finding is None:
            # No finding at all from the repository: the scan timed out, crashed or was not given.
            row["outcome"] = "not found" if judgement["repository"] in scanned else "repository not scanned"
        else:
            answer, modelled, detail = tool_answer(finding)
            if finding.get("kind") != "view":
                detail = ("via %s %s; " % (finding.get("kind"), finding.get("name"))) + detail
            row["tool"], row["toolDetail"] = answer, detail
            row["finding"] = "%s %s:%s" % (finding.get("name"), finding.get("file"), finding.get("line"))
            if not modelled:
                row["outcome"] = "not modelled"
            elif answer is None or judgement["expected"] is None:
                row["outcome"] = "compare cases by hand"
            elif answer == judgement["expected"]:
                row["outcome"] = "agree"
            else:
                row["outcome"] = "disagree"
            if answer and judgement["expected"]:
                row["axes"] = [a == b for a, b in zip(answer.split(", "), judgement["expected"].split(", "))]
        results.append(row)
    return results


def summary(results):
    """Counts and shares over all judged views and over the modelled ones."""
    total = len(results)
    counts = {}
    for row in results:
        counts[row["outcome"]] = counts.get(row["outcome"], 0) + 1
    agree = counts.get("agree", 0)
    modelled = sum(counts.get(k, 0) for k in ("agree", "disagree", "compare cases by hand"))
    axes = [a for row in results if row["axes"] for a in row["axes"]]
    return {"judged": total, "counts": counts, "modelled": modelled, "agree": agree,
            "agreementAmongModelled": agree / modelled if modelled else None,
            "agreementAmongAll": agree / total if total else None,
            "axisAgreement": sum(axes) / len(axes) if axes else None}


# ---------------------------------------------------------------------------
# Step 4: reports
# ---------------------------------------------------------------------------

def share(value):
    """`42.0%` or `–`."""
    return "–" if value is None else "%.1f%%" % (100 * value)


def markdown(results, totals):
    """The Markdown report."""
    lines = ["# Hand judgements vs `sizing scan`", "",
             "- judged views: %d" % totals["judged"],
             "- modelled by the tool: %d" % totals["modelled"],
             "- agree: %d (%s of modelled judged views, %s of all judged views)" % (
                 totals["agree"], share(totals["agreementAmongModelled"]), share(totals["agreementAmongAll"])),
             "- per-axis agreement where both give an answer: %s" % share(totals["axisAgreement"]),
             "- outcomes: " + ", ".join("%s %d" % (k, v) for k, v in sorted(totals["counts"].items())),
             "", "| repository | view | location | judged | tool | outcome |", "|---|---|---|---|---|---|"]
    for row in results:
        tool = row["tool"] or ("(%s)" % shorten(row["toolDetail"]) if row["toolDetail"] else "—")
        lines.append("| %s | %s | %s:%d | %s | %s | %s |" % (
            row["repository"], row["view"], row["file"], row["line"],
            row["expected"] or shorten(row["judged"]), tool.replace("|", "\\|"), row["outcome"]))
    lines.append("")
    return "\n".join(lines)


def shorten(text, limit=90):
    """One line of at most `limit` characters."""
    one = " ".join((text or "").split())
    return one if len(one) <= limit else one[:limit - 1] + "…"


def main(argv=None):
    """Parse arguments, compare, print or write the reports."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("judgements")
    parser.add_argument("--measure", action="append", default=[], help="measure-real-apps.py --json output")
    parser.add_argument("--scan", action="append", nargs=3, default=[], metavar=("OWNER/NAME", "SCAN_JSON", "ROOT"),
                        help="a plain scan JSON of one repository and the folder its paths are relative to")
    parser.add_argument("--markdown", dest="markdown_out")
    parser.add_argument("--json", dest="json_out")
    parser.add_argument("--revised", action="store_true", help="use the revised answers where a row has one")
    args = parser.parse_args(argv)
    if not args.measure and not args.scan:
        parser.error("give --measure or --scan")

    judgements = read_judgements(args.judgements, revised=args.revised)
    findings = []
    for path in args.measure:
        findings += findings_from_measure(path)
    for repository, path, root in args.scan:
        findings += findings_from_scan(repository, path, root)
    results = compare(judgements, findings)
    totals = summary(results)
    report = markdown(results, totals)
    if args.markdown_out:
        with open(args.markdown_out, "w", encoding="utf-8") as handle:
            handle.write(report)
    else:
        sys.stdout.write(report)
    if args.json_out:
        with open(args.json_out, "w", encoding="utf-8") as handle:
            json.dump({"summary": totals, "results": results}, handle, indent=1)
            handle.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
