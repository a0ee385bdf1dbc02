#!/usr/bin/env python3
"""Measure `sizing scan` on a folder of real SwiftUI repositories.

Usage:
    measure-real-apps.py APPS_FOLDER [--sizing PATH_TO_BINARY] [--json OUT]
                         [--markdown OUT] [--jobs N] [--timeout SECONDS]
                         [--swift-format PATH]
    measure-real-apps.py APPS_FOLDER --reuse EARLIER.json [--json OUT] [--markdown OUT]

Every subfolder of APPS_FOLDER is one repository (named `owner+name` by
convention). For each one the script

 1. counts the .swift files the scanner will read,
 2. runs `<sizing> scan <subfolder> --format json` (timeout 600 s),
 3. records crashes (exit status other than 0/1, or a signal) with the tail of
    stderr, and timeouts,
 4. measures wall time and CPU time of the scan (user + system time of the
    scan process, from os.wait4: the RUSAGE_CHILDREN delta of that one child),
 5. counts findings, View declarations (a `view` finding, or a generic
    container's initializer findings taken together) and modelled ones (derived
    set, or per-value `states`, or a reason starting with "depends on"),
 6. flags "non-View findings" (App, Scene, Commands, Widget, reducers, …) by
    reading the declaration at file:line; they are not counted as views,
 7. classifies every "cannot model" reason of a view into a blocker category
    and notes whether the blocker lies in another file (inherited).

--swift-format PATH also times `swift-format lint -r` on each repository, right
after its scan, and adds its CPU time and the ratio to the table (run with
--jobs 1 for comparable times).

--reuse rebuilds the reports from an earlier --json output without scanning
(useful after changing the blocker rules). --jobs N scans N repositories at
once; times stay per scan.

It prints (or writes) a Markdown report: a per-repository table with a total
row, the ranked blockers over all repositories and the views blocked only by
built-in containers. `--json` writes the same numbers plus every finding (with
its repository and repo-relative file) so that compare-judgements.py can use
it.

The commit of each repository is read from `<subfolder>/.sizing-commit` (one
line, written when the snapshot was extracted) or, for a git work tree, from
`git rev-parse HEAD`.

Python 3 standard library only.
"""

import argparse
import collections
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import threading
import time

DEFAULT_SIZING = "sizing"
DEFAULT_TIMEOUT = 600.0
STDERR_TAIL_CHARS = 2000

# Built-in containers the model does not handle yet (issue 13). A view whose
# only blocker is one of these would be modelled once the container is.
CONTAINERS = {
    "NavigationStack", "NavigationView", "NavigationSplitView", "NavigationLink",
    "List", "Form", "Section", "TabView", "LazyVGrid", "LazyHGrid", "LazyVStack",
    "LazyHStack", "Grid", "GridRow", "GroupBox", "DisclosureGroup",
    "LabeledContent", "Menu", "ControlGroup", "OutlineGroup", "Table",
    "ScrollViewReader", "ViewThatFits", "TimelineView", "Picker",
}

# Other SwiftUI (and common Apple framework) views: "unknown view" of one of
# these is a missing built-in, anything else is a project or package type.
BUILTIN_VIEWS = {
    "Label", "AsyncImage", "ProgressView", "Stepper", "DatePicker", "ColorPicker",
    "TextEditor", "SecureField", "Link", "ShareLink", "EditButton", "PasteButton",
    "Gauge", "Canvas", "Map", "VideoPlayer", "SignInWithAppleButton", "Chart",
    "ContentUnavailableView", "PhotosPicker", "RenameButton", "SpriteView",
    "SceneView", "TupleView", "AnyView", "EmptyView", "Group", "ForEach",
    "ScrollView", "GeometryReader", "Toggle", "Slider", "Button", "TextField",
    "Text", "Image", "Spacer", "Divider", "Color", "Circle", "Rectangle",
    "RoundedRectangle", "Capsule", "Ellipse", "Path", "LinearGradient",
    "RadialGradient", "AngularGradient", "ZStack", "HStack", "VStack",
    "MultiDatePicker", "Toolbar", "ToolbarItem", "ToolbarItemGroup",
    "UnevenRoundedRectangle", "ContainerRelativeShape", "EllipticalGradient",
    "HSplitView", "VSplitView", "SettingsLink", "HelpLink", "WebView",
}

# Non-View structs: their body is one of these, or they conform to one of
# NON_VIEW_PROTOCOLS.
NON_VIEW_BODY_RE = re.compile(
    r"\bvar\s+body\s*:\s*some\s+(Scene|Commands|ToolbarContent|WidgetConfiguration|"
    r"TableColumnContent|TableRowContent|ReducerOf\b|Reduce\w*|Reducer\w*|"
    r"CustomizableToolbarContent|ChartContent|MapContent)")
NON_VIEW_PROTOCOLS = {
    "App", "Scene", "ReducerProtocol", "Reducer", "Commands", "ToolbarContent",
    "Widget", "WidgetBundle", "CustomizableToolbarContent", "ChartContent",
    "TableColumnContent", "MapContent",
}

LOCATION_PREFIX_RE = re.compile(r"^(?P<file>.+?):(?P<line>\d+):(?P<column>\d+): ")


# ---------------------------------------------------------------------------
# Step 1: the repositories and their files
# ---------------------------------------------------------------------------

def list_repositories(apps_folder):
    """Return the sorted subfolders of APPS_FOLDER (hidden ones skipped)."""
    names = sorted(n for n in os.listdir(apps_folder)
                   if not n.startswith(".") and os.path.isdir(os.path.join(apps_folder, n)))
    return [os.path.join(apps_folder, n) for n in names]


def repository_commit(repo_path):
    """The commit of a repository snapshot: .sizing-commit, else git HEAD, else '?'."""
    marker = os.path.join(repo_path, ".sizing-commit")
    if os.path.isfile(marker):
        with open(marker, encoding="utf-8") as handle:
            return handle.read().strip() or "?"
    if os.path.exists(os.path.join(repo_path, ".git")):
        try:
            out = subprocess.run(["git", "-C", repo_path, "rev-parse", "HEAD"],
                                 capture_output=True, text=True, timeout=30)
            if out.returncode == 0:
                return out.stdout.strip()
        except (OSError, subprocess.TimeoutExpired):
            pass
    return "?"


def count_swift_files(repo_path):
    """Count *.swift files the way `sizing scan` walks folders (skip .build and hidden)."""
    count = 0
    for root, dirs, files in os.walk(repo_path):
        dirs[:] = [d for d in dirs if not d.startswith(".") and d != ".build"]
        count += sum(1 for f in files if f.endswith(".swift"))
    return count


# ---------------------------------------------------------------------------
# Step 2: running the scanner
# ---------------------------------------------------------------------------

def run_scan(sizing, repo_path, timeout):
    """Run `sizing scan repo --format json`; return a dict with the raw outcome."""
    return run_child([sizing, "scan", os.path.abspath(repo_path), "--format", "json", "--no-cache"], timeout)


def run_child(argv, timeout):
    """Run one command; return its status, output, wall time and CPU time.

    The child is reaped with os.wait4, which returns that child's own resource
    usage: the same numbers as a resource.getrusage(RUSAGE_CHILDREN) delta
    around a sequential run, but still exact when several scans run at once
    (--jobs).
    """
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        start = time.monotonic()
        try:
            proc = subprocess.Popen(argv, stdout=out, stderr=err, stdin=subprocess.DEVNULL,
                                    start_new_session=True)
        except OSError as error:
            return {"status": "crash", "returncode": None, "signal": None,
                    "stdout": "", "stderr_tail": str(error), "wall": 0.0, "cpu": 0.0}
        timed_out = False
        while True:
            pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
            if pid != 0:
                break
            if time.monotonic() - start > timeout:
                timed_out = True
                try:
                    os.killpg(proc.pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
                pid, status, usage = os.wait4(proc.pid, 0)
                break
            time.sleep(0.1)
        proc.returncode = 0  # reaped here; keep Popen from waiting again
        wall = time.monotonic() - start
        cpu = usage.ru_utime + usage.ru_stime
        out.seek(0)
        err.seek(0)
        stdout = out.read().decode("utf-8", errors="replace")
        stderr = err.read().decode("utf-8", errors="replace")
    result = {"returncode": None, "signal": None, "stdout": stdout,
              "stderr_tail": stderr[-STDERR_TAIL_CHARS:], "wall": wall, "cpu": cpu}
    if timed_out:
        result["status"] = "timeout"
    elif os.WIFSIGNALED(status):
        result["status"] = "crash"
        result["signal"] = os.WTERMSIG(status)
    else:
        code = os.WEXITSTATUS(status)
        result["returncode"] = code
        result["status"] = "ok" if code in (0, 1) else "crash"
    return result


# ---------------------------------------------------------------------------
# Step 3: reading findings
# ---------------------------------------------------------------------------

def is_modelled(finding):
    """A finding is modelled when it has a derived behavior or a per-value answer."""
    if finding.get("derived"):
        return True
    if finding.get("states"):
        return True
    reason = finding.get("reason") or ""
    return reason.startswith("depends on")


def merged_states(finding):
    """The common answer of all states, or None when they disagree (or there are none)."""
    answers = {s.get("derived") for s in finding.get("states") or []}
    answers.discard(None)
    if len(answers) == 1:
        return answers.pop()
    return None


_file_cache = {}


def read_lines(path):
    """The lines of a file (cached), or [] when unreadable."""
    if path not in _file_cache:
        try:
            with open(path, encoding="utf-8", errors="replace") as handle:
                _file_cache[path] = handle.read().splitlines()
        except OSError:
            _file_cache[path] = []
    return _file_cache[path]


def declaration_text(path, line):
    """The declaration starting at `line` up to its closing brace (rough brace count).

    Comments and string literals are not parsed; good enough to find the
    inheritance clause and the type of `body`.
    """
    lines = read_lines(path)
    if not lines or line < 1 or line > len(lines):
        return ""
    depth = 0
    seen_open = False
    collected = []
    for text in lines[line - 1:]:
        collected.append(text)
        code = text.split("//", 1)[0]
        for char in code:
            if char == "{":
                depth += 1
                seen_open = True
            elif char == "}":
                depth -= 1
        if seen_open and depth <= 0:
            break
        if len(collected) > 2000:
            break
    return "\n".join(collected)


def non_view_kind(path, line):
    """Why the struct at path:line is not a SwiftUI View, or None if it looks like one."""
    text = declaration_text(path, line)
    header = text.split("{", 1)[0]
    match = re.search(r"\bstruct\s+\w+(?:<[^>]*>)?\s*:\s*([^{]*)", header)
    if match:
        clause = match.group(1).split("where", 1)[0]
        conformances = {c.strip().split(".")[-1] for c in clause.split(",")}
        hit = sorted(conformances & NON_VIEW_PROTOCOLS)
        if hit and "View" not in conformances:
            return "conforms to " + hit[0]
    body = NON_VIEW_BODY_RE.search(text)
    if body:
        return "body is some " + body.group(1)
    return None


# ---------------------------------------------------------------------------
# Step 4: blocker categories
# ---------------------------------------------------------------------------

def strip_location(reason):
    """Drop the leading `file:line:column: ` of a reason."""
    match = LOCATION_PREFIX_RE.match(reason)
    return reason[match.end():] if match else reason


def classify_reason(reason):
    """Map a cannot-model reason to (category, detail).

    The category is coarse (ranked table); the detail names the construct
    (the view, modifier, name or file) for the second table. The rules are
    tried in order; the first match wins. Code quoted in a reason (`…`) is
    only looked at where a rule says so, so that e.g. a `#if` inside quoted
    code does not decide the category by accident.
    """
    full = reason or ""
    text = strip_location(full).strip()
    location = LOCATION_PREFIX_RE.match(full)
    head = re.sub(r"`[^`]*`", "`…`", text)  # the reason without quoted code

    match = re.match(r"unknown view '([^']+)'", text)
    if match:
        name = match.group(1)
        if name == "self":
            return "self. reference", "self.… as a view"
        if name in CONTAINERS:
            return "container: " + name, "container: " + name
        if name in BUILTIN_VIEWS:
            return "unknown built-in view", "built-in view: " + name
        if name[:1].islower():
            return "view helper (func / computed property)", "helper: " + name
        return "unknown view (project/package type)", "view: " + name
    match = re.match(r"unknown modifier '([^']+)'", text)
    if match:
        return "unknown modifier", "modifier: " + match.group(1)
    match = re.search(r"parameter '([^':]+)[^']*' has no default value", text)
    if match:
        return "parameter without default", "parameter without default"
    match = re.match(r"cannot evaluate '([^']+)'", text)
    if match:
        if match.group(1) == "self":
            return "self. reference", "cannot evaluate: self"
        return "unresolved name", "cannot evaluate: " + match.group(1)
    if "expected identifier in macro expansion" in text or re.search(r"\bexpected\b", head) and "parse" in head:
        where = location.group("file") if location else "?"
        return "parse error (file the front end cannot read, e.g. a #! script)", "parse error in " + where
    match = re.match(r"expected a view, found `([^`]*)`?", text, re.S)
    if match:
        if "#if" in match.group(1):
            return "#if", "#if in a modifier chain"
        words = match.group(1).split("(")[0].split()
        return "expected a view (stored closure / property call)", "expected a view: " + (words[0] if words else match.group(1)[:40])
    match = re.match(r"unsupported construct: declaration `\s*(\S+)", text)
    if match:
        word = match.group(1)
        if word.startswith("#if"):
            return "#if", "#if in a view body"
        if word in ("let", "var"):
            return "local declaration in body", "let/var in a view body"
        return "other declaration in body", "declaration: " + word
    if re.match(r"unsupported construct: `#if`", text):
        return "#if", "#if inside switch / expression"
    match = re.match(r"unsupported construct: `(let|var) ", text)
    if match or re.match(r"unsupported construct: `case ", text):
        return "if let / guard / if case", "optional binding in a condition"
    if re.match(r"unsupported construct: `[^`]*` in a condition", text):
        return "runtime condition", "non-Boolean condition"
    if re.search(r"condition `[^`]*` has no known value", text):
        wrapper = re.search(r"\((@\w+)", text)
        return "runtime condition", "condition on " + (wrapper.group(1) if wrapper else "a runtime value")
    match = re.match(r"unsupported construct: (call|computed property|expression|subscript|switch pattern|"
                     r"string interpolation|closure|function|method|operator)\b", text)
    if match:
        kind = match.group(1)
        category = {"call": "function call", "computed property": "computed property",
                    "expression": "runtime expression", "subscript": "subscript",
                    "switch pattern": "switch / if case", "string interpolation": "string interpolation",
                    "closure": "closure", "function": "function call", "method": "function call",
                    "operator": "runtime expression"}[kind]
        name = re.match(r"unsupported construct: computed property '([^']+)'", text)
        return category, category + (": " + name.group(1) if name else "")
    match = re.match(r"(\w+) does not take the argument '([^']+)'", text)
    if match:
        return "unsupported initializer argument", "argument: %s(%s)" % (match.group(1), match.group(2))
    if re.search(r"needs a name or systemName|needs a content closure", text):
        return "unsupported initializer argument", short(text)
    if re.search(r"applies to an? \w+, not to", text):
        return "modifier order not modelled", short(text)
    if "custom Layout" in head:
        # The layout's code is run; the reason names what in it the model does not run.
        construct = re.search(r"unsupported construct: `([^`]*)`", text)
        if construct:
            return "custom Layout", "custom Layout: `%s`" % construct.group(1)
        return "custom Layout", "custom Layout: " + ("stops while laying out" if "stops while" in text else short(text))
    if re.search(r"@(State|Binding|ObservedObject|StateObject|Environment\w*)\b", head):
        return "property wrapper value", short(text)
    rules = [
        (r"#if|#else|#endif", "#if"),
        (r"\bif let\b|\bguard\b", "if let / guard / if case"),
        (r"\bswitch\b|\bif case\b", "switch / if case"),
        (r"subscript", "subscript"),
        (r"\bself\.", "self. reference"),
        (r"ForEach", "ForEach"),
        (r"\bcall\b", "function call"),
        (r"recursi|cycle", "recursion"),
    ]
    for pattern, category in rules:
        if re.search(pattern, head):
            return category, category + ": " + short(text)
    return "other", "other: " + short(text)


def short(text, limit=70):
    """One line of at most `limit` characters, with quoted code and numbers generalised."""
    one = " ".join(text.split())
    one = re.sub(r"`[^`]*`", "`…`", one)
    return one if len(one) <= limit else one[:limit - 1] + "…"


# ---------------------------------------------------------------------------
# Step 5: one repository
# ---------------------------------------------------------------------------

def measure_repository(sizing, repo_path, timeout, swift_format=None):
    """Scan one repository and compute its numbers; return a dict.

    With `swift_format`, `swift-format lint -r` runs on the same folder right after the scan
    and its CPU time is kept as `lintCPU` (the parse floor the scan is compared with).
    """
    name = os.path.basename(os.path.normpath(repo_path))
    repo = {"repository": name.replace("+", "/", 1), "folder": name,
            "commit": repository_commit(repo_path), "files": count_swift_files(repo_path)}
    run = run_scan(sizing, repo_path, timeout)
    repo.update({"status": run["status"], "returncode": run["returncode"], "signal": run["signal"],
                 "wall": round(run["wall"], 2), "cpu": round(run["cpu"], 2)})
    repo["crashes"] = 1 if run["status"] == "crash" else 0
    if swift_format:
        # The real path: swift-format does not enter a folder given as a symbolic link (a
        # repository linked in under its `owner+name`), and would time an empty lint.
        lint = run_child([swift_format, "lint", "-r", os.path.realpath(repo_path)], timeout)
        repo["lintCPU"] = round(lint["cpu"], 2)
    repo["timeouts"] = 1 if run["status"] == "timeout" else 0
    if run["status"] != "ok":
        repo["stderr_tail"] = run["stderr_tail"]
    findings = []
    if run["status"] == "ok":
        try:
            document = json.loads(run["stdout"])
            findings = document.get("findings", [])
            if isinstance(document.get("files"), int):
                repo["files_scanned"] = document["files"]
        except ValueError as error:
            repo["status"] = "bad-json"
            repo["crashes"] = 1
            repo["stderr_tail"] = ("stdout is not JSON: %s\n" % error) + run["stderr_tail"]
    analyse_findings(repo, findings, os.path.abspath(repo_path))
    return repo


def analyse_findings(repo, findings, abs_root):
    """Annotate every finding (modelled, merged answer, non-View, blocker) and
    store the repository's counts in `repo`.

    Finding files become relative to the repository root; a finding already
    relative (from a previous --json output) stays as it is.
    """
    for finding in findings:
        path = finding.get("file") or ""
        abs_path = path if os.path.isabs(path) else os.path.join(abs_root, path)
        finding["repository"] = repo["repository"]
        finding["file"] = os.path.relpath(abs_path, abs_root)
        finding["modelled"] = is_modelled(finding)
        finding["merged"] = finding.get("derived") or merged_states(finding)
        finding["nonView"] = (non_view_kind(abs_path, finding.get("line") or 0)
                              if finding.get("kind") == "view" else None)
        if finding.get("verdict") == "cannotModel" and not finding["modelled"]:
            reason = finding.get("reason") or ""
            finding["blocker"], finding["blockerDetail"] = classify_reason(reason)
            # Show reasons relative to the repository too.
            finding["reason"] = reason.replace(abs_root + os.sep, "")
            # Is the blocker in this view's own file, or inherited from a view elsewhere?
            where = LOCATION_PREFIX_RE.match(finding["reason"])
            finding["blockerElsewhere"] = bool(where) and os.path.normpath(where.group("file")) != finding["file"]
        else:
            finding["blocker"] = finding["blockerDetail"] = None
            finding["blockerElsewhere"] = False
    views = view_declarations(findings)
    repo["findings"] = len(findings)
    repo["views"] = len(views)
    repo["modelled"] = sum(1 for f in views if f["modelled"])
    repo["share"] = (repo["modelled"] / repo["views"]) if repo["views"] else None
    repo["containerOnly"] = sum(1 for f in views if container_only(f))
    repo["nonViewFindings"] = sum(1 for f in findings if f["nonView"])
    repo["kinds"] = dict(collections.Counter(f.get("kind") for f in findings))
    repo["verdicts"] = dict(collections.Counter(f.get("verdict") for f in findings))
    repo["allFindings"] = findings


def view_declarations(findings):
    """One record per View declaration: its `view` finding, or, for a generic container
    reported only through its initializers (`Card.init(content:)`), the first modelled of
    those initializer findings (else the first)."""
    views = [f for f in findings if f.get("kind") == "view" and not f["nonView"]]
    named = {(f["file"], f.get("name")) for f in views}
    groups = collections.OrderedDict()
    for f in findings:
        if f.get("kind") != "initializer":
            continue
        owner = (f.get("name") or "").split(".init", 1)[0]
        if (f["file"], owner) in named:
            continue
        groups.setdefault((f["file"], owner), []).append(f)
    for group in groups.values():
        views.append(next((f for f in group if f["modelled"]), group[0]))
    return views


def container_only(finding):
    """True when the view's (first) blocker is a built-in container.

    The scanner reports one blocker per view, the first it meets (possibly in
    a child view of another file); a view is counted here when that blocker is
    a container, so it is "only containers as far as the scanner got".
    """
    blocker = finding.get("blocker") or ""
    return blocker.startswith("container: ")


# ---------------------------------------------------------------------------
# Step 6: reports
# ---------------------------------------------------------------------------

def percent(value):
    """`42.0%`, or `–` for None."""
    return "–" if value is None else "%.1f%%" % (100 * value)


def lint_cells(cpu, lint_cpu):
    """The two table cells comparing the scan's CPU time with swift-format lint's."""
    if not lint_cpu:
        return " – | – |"
    return " %.1f | %.1f |" % (lint_cpu, cpu / lint_cpu)


def markdown_report(apps_folder, sizing, repos):
    """The Markdown report: per-repository table, total row, ranked blockers."""
    with_lint = any("lintCPU" in r for r in repos)
    lines = ["# `sizing scan` on real apps: %s" % apps_folder, "",
             "Binary: `%s`. A view is *modelled* when `derived` is set or it has a per-value answer "
             "(`states` / `depends on`). Non-View findings (App, Scene, Commands, Widget, reducers, …) "
             "are not counted as views." % sizing, "",
             "| repository | commit | files | views | modelled | share | blocked only by containers "
             "| crashes | non-View findings | wall s | CPU s |" + (" lint CPU s | CPU ÷ lint |" if with_lint else ""),
             "|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|" + ("--:|--:|" if with_lint else "")]
    total = collections.Counter()
    for r in repos:
        crash = str(r["crashes"]) + (" (timeout)" if r["timeouts"] else "")
        lines.append("| %s | %s | %d | %d | %d | %s | %d | %s | %d | %.1f | %.1f |" % (
            r["repository"], r["commit"][:8], r["files"], r["views"], r["modelled"],
            percent(r["share"]), r["containerOnly"], crash, r["nonViewFindings"], r["wall"], r["cpu"])
            + (lint_cells(r["cpu"], r.get("lintCPU")) if with_lint else ""))
        for key in ("files", "views", "modelled", "containerOnly", "crashes", "timeouts",
                    "nonViewFindings", "wall", "cpu", "lintCPU"):
            total[key] += r.get(key) or 0
    share = total["modelled"] / total["views"] if total["views"] else None
    lines.append("| **total** | | %d | %d | %d | %s | %d | %d%s | %d | %.1f | %.1f |" % (
        total["files"], total["views"], total["modelled"], percent(share), total["containerOnly"],
        total["crashes"], " (+%d timeouts)" % total["timeouts"] if total["timeouts"] else "",
        total["nonViewFindings"], total["wall"], total["cpu"])
        + (lint_cells(total["cpu"], total["lintCPU"]) if with_lint else ""))
    lines.append("")
    kinds = collections.Counter()
    for r in repos:
        kinds.update(r.get("kinds") or {})
    lines.append("Findings by kind (all repositories): " + ", ".join(
        "%s %d" % (k, v) for k, v in kinds.most_common()) + ". A View declaration counts once: its `view` finding, or for a generic container "
        "(`struct Card<Content: View>`, reported through its initializers) its best `initializer` finding.")
    lines.append("")
    problems = [r for r in repos if r["status"] != "ok"]
    if problems:
        lines += ["## Crashes and timeouts", ""]
        for r in problems:
            lines.append("- %s: %s (exit %s, signal %s)" % (r["repository"], r["status"],
                                                           r["returncode"], r["signal"]))
            tail = (r.get("stderr_tail") or "").strip().splitlines()[-5:]
            lines += ["  ```", *("  " + t for t in tail), "  ```"]
        lines.append("")
    views = [f for r in repos for f in view_declarations(r["allFindings"])]
    blocked = [f for f in views if f.get("blocker")]
    by_category = collections.Counter(f["blocker"] for f in blocked)
    details = collections.defaultdict(collections.Counter)
    repos_of = collections.defaultdict(set)
    for f in blocked:
        details[f["blocker"]][f["blockerDetail"]] += 1
        repos_of[f["blocker"]].add(f["repository"])
    elsewhere = sum(1 for f in blocked if f.get("blockerElsewhere"))
    lines += ["## Blockers (views not modelled, by the reason's construct)", "",
              "%d views not modelled; one blocker each (the first the scanner meets). %d of them (%s) "
              "name a location in another file: the blocker is inherited from a view they use." % (
                  len(blocked), elsewhere, percent(elsewhere / len(blocked)) if blocked else "–"), "",
              "| rank | blocker | views | share of blocked | repositories | most frequent details |",
              "|--:|---|--:|--:|--:|---|"]
    for rank, (category, count) in enumerate(by_category.most_common(), 1):
        top = ", ".join("%s (%d)" % (d, c) for d, c in details[category].most_common(3))
        lines.append("| %d | %s | %d | %s | %d | %s |" % (
            rank, category, count, percent(count / len(blocked)), len(repos_of[category]),
            top.replace("|", "\\|")))
    lines.append("")
    detail_counts = collections.Counter(f["blockerDetail"] for f in blocked)
    lines += ["## Top 30 blocker details", "", "| rank | detail | views |", "|--:|---|--:|"]
    for rank, (detail, count) in enumerate(detail_counts.most_common(30), 1):
        lines.append("| %d | %s | %d |" % (rank, detail.replace("|", "\\|"), count))
    lines.append("")
    only = collections.Counter(f["blocker"] for f in views if container_only(f))
    lines += ["## Views blocked only by built-in containers", "",
              "%d views (%s of all views) report a built-in container not yet modelled as their "
              "blocker. The scanner names one blocker per view, so this is the number whose first "
              "blocker is a container; fixing the container may reveal a further one." % (
                  sum(only.values()), percent(sum(only.values()) / len(views)) if views else "–"), "",
              "| container | views |", "|---|--:|"]
    for category, count in only.most_common():
        lines.append("| %s | %d |" % (category.split(": ", 1)[1], count))
    non_view = [f for r in repos for f in r["allFindings"] if f["nonView"]]
    if non_view:
        lines += ["", "## Non-View findings", "", "| repository | finding | location | why |",
                  "|---|---|---|---|"]
        for f in non_view:
            lines.append("| %s | %s | %s:%s | %s |" % (f["repository"], f["name"], f["file"],
                                                     f["line"], f["nonView"]))
    lines.append("")
    return "\n".join(lines)


def json_report(apps_folder, sizing, repos):
    """The JSON document: per-repository numbers and every finding."""
    return {"appsFolder": apps_folder, "sizing": sizing,
            "repositories": [{k: v for k, v in r.items()} for r in repos]}


# ---------------------------------------------------------------------------
# Step 7: main
# ---------------------------------------------------------------------------

def main(argv=None):
    """Parse arguments, measure every repository, write the reports."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("apps_folder", help="folder whose subfolders are repositories")
    parser.add_argument("--sizing", default=DEFAULT_SIZING, help="the sizing binary (default: sizing on PATH)")
    parser.add_argument("--json", dest="json_out", help="write the JSON report (all findings) here")
    parser.add_argument("--markdown", dest="markdown_out", help="write the Markdown report here (default: stdout)")
    parser.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT, help="seconds per repository (600)")
    parser.add_argument("--jobs", type=int, default=1, help="repositories scanned at once (1)")
    parser.add_argument("--swift-format", dest="swift_format", metavar="PATH",
                        help="also time `swift-format lint -r` on each repository (the parse floor)")
    parser.add_argument("--reuse", metavar="JSON",
                        help="do not scan: rebuild the reports from this earlier --json output "
                             "(re-reads the sources under APPS_FOLDER for the non-View check)")
    args = parser.parse_args(argv)

    if args.reuse:
        results = reuse_results(args.reuse, args.apps_folder)
        write_reports(args, results)
        return 0

    repo_paths = list_repositories(args.apps_folder)
    if not repo_paths:
        parser.error("no subfolders in %s" % args.apps_folder)
    results = [None] * len(repo_paths)
    queue = list(enumerate(repo_paths))
    lock = threading.Lock()

    def worker():
        while True:
            with lock:
                if not queue:
                    return
                index, path = queue.pop(0)
            print("scanning %s …" % os.path.basename(path), file=sys.stderr, flush=True)
            results[index] = measure_repository(args.sizing, path, args.timeout, args.swift_format)
            r = results[index]
            print("  %s: %s, %d views, %d modelled, %.1f s" % (r["repository"], r["status"], r["views"],
                                                               r["modelled"], r["wall"]),
                  file=sys.stderr, flush=True)

    threads = [threading.Thread(target=worker) for _ in range(max(1, args.jobs))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    write_reports(args, results)
    return 0


def reuse_results(path, apps_folder):
    """Repositories of an earlier --json output, re-analysed with the current rules."""
    with open(path, encoding="utf-8") as handle:
        document = json.load(handle)
    results = []
    for repo in document["repositories"]:
        findings = repo.pop("allFindings", [])
        analyse_findings(repo, findings, os.path.abspath(os.path.join(apps_folder, repo["folder"])))
        results.append(repo)
    return results


def write_reports(args, results):
    """Write the Markdown report (stdout by default) and the JSON report."""
    report = markdown_report(args.apps_folder, args.sizing, results)
    if args.markdown_out:
        with open(args.markdown_out, "w", encoding="utf-8") as handle:
            handle.write(report)
    else:
        sys.stdout.write(report)
    if args.json_out:
        with open(args.json_out, "w", encoding="utf-8") as handle:
            json.dump(json_report(args.apps_folder, args.sizing, results), handle, indent=1)
            handle.write("\n")


if __name__ == "__main__":
    sys.exit(main())
