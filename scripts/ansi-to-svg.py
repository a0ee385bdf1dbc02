#!/usr/bin/env python3
"""Render a terminal screen captured with colours (`tmux capture-pane -e -p`) as an SVG picture.

Usage:
    ansi-to-svg.py SCREEN.ansi OUT.svg [--columns 100] [--title TEXT]

Reads the 24-bit and the 16 basic SGR colours, bold and reverse video (what Neovim draws with
`termguicolors`); each run of characters of one style is one <text> at its cell's x position,
spaces kept, so the picture is the screen cell for cell. Turn it into a PNG with
`rsvg-convert -w 1300 OUT.svg -o OUT.png`. Python 3 standard library. (docs/editors.md's
picture was made so: Neovim in tmux with `sizing lsp`.)
"""

import argparse
import html
import re

BASIC = ["#000000", "#cd3131", "#0dbc79", "#e5e510", "#2472c8", "#bc3fbc", "#11a8cd", "#e5e5e5"]
BRIGHT = ["#666666", "#f14c4c", "#23d18b", "#f5f543", "#3b8eea", "#d670d6", "#29b8db", "#ffffff"]
FOREGROUND, BACKGROUND = "#d0d0d0", "#1e1e1e"
CELL_W, CELL_H, PAD, BAR = 8.4, 17.0, 10, 26


def apply(codes, style):
    """The style after the SGR parameters `codes`."""
    i = 0
    while i < len(codes):
        c = codes[i]
        if c == 0:
            style = {"fg": None, "bg": None, "bold": False, "reverse": False}
        elif c == 1:
            style["bold"] = True
        elif c == 22:
            style["bold"] = False
        elif c == 7:
            style["reverse"] = True
        elif c == 27:
            style["reverse"] = False
        elif c in (38, 48) and i + 4 < len(codes) + 0 and codes[i + 1] == 2:
            style["fg" if c == 38 else "bg"] = "#%02x%02x%02x" % tuple(codes[i + 2:i + 5])
            i += 4
        elif c in (38, 48) and i + 2 < len(codes) + 1 and codes[i + 1] == 5:
            n = codes[i + 2]
            style["fg" if c == 38 else "bg"] = (BASIC + BRIGHT)[n] if n < 16 else FOREGROUND
            i += 2
        elif c == 39:
            style["fg"] = None
        elif c == 49:
            style["bg"] = None
        elif 30 <= c <= 37:
            style["fg"] = BASIC[c - 30]
        elif 40 <= c <= 47:
            style["bg"] = BASIC[c - 40]
        elif 90 <= c <= 97:
            style["fg"] = BRIGHT[c - 90]
        elif 100 <= c <= 107:
            style["bg"] = BRIGHT[c - 100]
        i += 1
    return style


def runs(line):
    """The line as (column, text, style) runs."""
    style = {"fg": None, "bg": None, "bold": False, "reverse": False}
    out, column = [], 0
    for part in re.split(r"(\x1b\[[0-9;]*m)", line):
        if part.startswith("\x1b["):
            codes = [int(x) if x else 0 for x in part[2:-1].split(";")] or [0]
            style = apply(codes, dict(style))
        elif part:
            out.append((column, part, dict(style)))
            column += len(part)
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("screen")
    parser.add_argument("out")
    parser.add_argument("--columns", type=int, default=100)
    parser.add_argument("--title", default="")
    args = parser.parse_args()
    lines = open(args.screen, encoding="utf-8").read().rstrip("\n").split("\n")
    width = PAD * 2 + args.columns * CELL_W
    height = BAR + PAD * 2 + len(lines) * CELL_H
    svg = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0f}" height="{height:.0f}" '
           f'font-family="DejaVu Sans Mono, monospace" font-size="14">',
           f'<rect width="100%" height="100%" rx="8" fill="{BACKGROUND}"/>',
           f'<text x="{width / 2:.0f}" y="18" fill="#a0a0a0" text-anchor="middle" font-family="DejaVu Sans, sans-serif">{html.escape(args.title)}</text>']
    for row, line in enumerate(lines):
        y = BAR + PAD + row * CELL_H
        for column, text, style in runs(line):
            fg, bg = style["fg"] or FOREGROUND, style["bg"]
            if style["reverse"]:
                fg, bg = bg or BACKGROUND, fg
            x = PAD + column * CELL_W
            if bg:
                svg.append(f'<rect x="{x:.1f}" y="{y:.1f}" width="{len(text) * CELL_W:.1f}" height="{CELL_H}" fill="{bg}"/>')
            weight = ' font-weight="bold"' if style["bold"] else ""
            svg.append(f'<text x="{x:.1f}" y="{y + CELL_H - 4:.1f}" fill="{fg}"{weight} xml:space="preserve" '
                       f'textLength="{len(text) * CELL_W:.1f}" lengthAdjust="spacingAndGlyphs">{html.escape(text)}</text>')
    svg.append("</svg>")
    open(args.out, "w", encoding="utf-8").write("\n".join(svg) + "\n")


if __name__ == "__main__":
    main()
