#!/bin/bash
# Compares the scan's CPU time of several builds on the same apps, interleaved app by app so that
# the machine's load falls on each build alike.
# usage: scripts/time-scan.sh APPS OUT SIZING...   (APPS: one folder per app; OUT: "app build seconds" lines)
apps=$1; out=$2; shift 2; : > "$out"
for d in "$apps"/*/; do
  name=$(basename "$d")
  for bin in "$@"; do
    seconds=$( { cd "$d" && /usr/bin/time -f "%U" "$bin" scan . --format json --no-cache > /dev/null 2> /tmp/time-scan.$$; tail -1 /tmp/time-scan.$$; } )
    echo "$name $(basename "$bin") $seconds" >> "$out"
  done
done
rm -f /tmp/time-scan.$$
awk '{ s[$2] += $3 } END { for (b in s) printf "total %s %.2f\n", b, s[b] }' "$out" >> "$out"
