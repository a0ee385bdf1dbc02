#!/usr/bin/env python3
"""Puts an app's Swift package dependencies where Xcode would: SourcePackages/checkouts/NAME.

Measuring aid for real-app runs (docs/real-apps.md): `sizing scan` reads the views of checked-out
dependencies, and an app fetched as source has none until it is built. This script does what
Xcode's package resolution does, from local mirrors instead of the network:

1. the pins of every Package.resolved under APP (Xcode's xcshareddata/swiftpm, or SwiftPM's);
2. the branch requirements of the Xcode project's package references that no pin covers, taken
   at the last commit of that branch on or before the app's own commit date (`--date`);
3. each dependency whose mirror exists (MIRRORS/OWNER+NAME/repo, a bare git directory or a clone's .git), unpacked
   with `git archive` at its revision into OUT/SourcePackages/checkouts/NAME; the others are
   listed as missing on stderr.

Usage: checkout-packages.py APP OUT [--mirrors /work/.mirror] [--date ISO-DATE]
OUT is usually a copy of APP outside the repository; nothing is written under APP.
"""
import argparse
import json
import os
import re
import subprocess
import sys


def git_dir(mirrors, owner, name):
    """MIRRORS/OWNER+NAME/repo, or its .git when the mirror is a clone with a work tree."""
    repo = os.path.join(mirrors, f"{owner}+{name}", "repo")
    return os.path.join(repo, ".git") if os.path.isdir(os.path.join(repo, ".git")) else repo


def owner_name(url):
    m = re.search(r"github\.com[/:]([^/]+)/([^/]+?)(?:\.git)?/?$", url)
    return (m.group(1), m.group(2)) if m else None


def resolved_pins(app):
    """Step 1: (url, revision) of every pin."""
    pins = []
    for root, dirs, files in os.walk(app):
        dirs[:] = [d for d in dirs if d not in (".build", "SourcePackages", ".git")]
        if "Package.resolved" in files:
            data = json.load(open(os.path.join(root, "Package.resolved")))
            for pin in data.get("pins") or data.get("object", {}).get("pins", []):
                url = pin.get("location") or pin.get("repositoryURL")
                revision = pin.get("state", {}).get("revision")
                if url and revision:
                    pins.append((url, revision))
    return pins


def branch_requirements(app):
    """Step 2: (url, branch) of the Xcode projects' remote package references on a branch."""
    found = []
    for root, dirs, files in os.walk(app):
        dirs[:] = [d for d in dirs if d not in (".build", "SourcePackages", ".git")]
        if "project.pbxproj" in files:
            text = open(os.path.join(root, "project.pbxproj"), errors="replace").read()
            for m in re.finditer(r"repositoryURL = \"?([^\";]+)\"?;\s*requirement = \{(.*?)\};", text, re.S):
                branch = re.search(r"branch = \"?([^\";]+)\"?;", m.group(2))
                if branch:
                    found.append((m.group(1), branch.group(1)))
    return found


def git(mirror, *args):
    return subprocess.run(["git", "--git-dir", mirror, *args], capture_output=True, text=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("app")
    parser.add_argument("out")
    parser.add_argument("--mirrors", default="/work/.mirror")
    parser.add_argument("--date", help="the app's commit date, for branch requirements")
    args = parser.parse_args()
    wanted = {}
    for url, revision in resolved_pins(args.app):
        if owner_name(url):
            wanted[owner_name(url)] = revision
    for url, branch in branch_requirements(args.app):
        key = owner_name(url)
        if not key or key in wanted:
            continue
        mirror = git_dir(args.mirrors, *key)
        if not os.path.isdir(mirror):
            wanted[key] = None
            continue
        until = ["--until", args.date] if args.date else []
        log = git(mirror, "log", "-1", "--format=%H", *until, branch)
        if log.returncode != 0 or not log.stdout.strip():
            log = git(mirror, "log", "-1", "--format=%H", *until, "HEAD")
        wanted[key] = log.stdout.strip() or None
    # 3.
    checkouts = os.path.join(args.out, "SourcePackages", "checkouts")
    for (owner, name), revision in sorted(wanted.items()):
        mirror = git_dir(args.mirrors, owner, name)
        if not os.path.isdir(mirror) or not revision or git(mirror, "cat-file", "-e", revision + "^{commit}").returncode != 0:
            print(f"missing: {owner}/{name} at {revision or '?'}", file=sys.stderr)
            continue
        target = os.path.join(checkouts, name)
        os.makedirs(target, exist_ok=True)
        archive = subprocess.Popen(["git", "--git-dir", mirror, "archive", revision], stdout=subprocess.PIPE)
        subprocess.run(["tar", "-x", "-C", target], stdin=archive.stdout, check=True)
        archive.wait()
        print(f"{owner}/{name} {revision[:12]} -> {target}")


if __name__ == "__main__":
    main()
