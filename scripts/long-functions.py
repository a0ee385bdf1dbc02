#!/usr/bin/env python3
# Lists the functions and initialisers of Sources/ longer than 60 lines (the house style's limit):
# "LINES FILE LINE NAME". Run from the package root.
import re,sys,glob
for f in glob.glob("Sources/**/*.swift", recursive=True):
    lines=open(f).read().split("\n")
    for i,l in enumerate(lines):
        m=re.match(r'\s*(?:@\w+\s+)*(?:(?:public|private|fileprivate|internal|static|mutating|override|final|nonisolated)\s+)*(func|init)\b\s*([^\(<]*)',l)
        if not m: continue
        depth=0; started=False
        for j in range(i,len(lines)):
            s=re.sub(r'"(?:\\.|[^"\\])*"','',lines[j])
            depth+=s.count("{")-s.count("}")
            if "{" in s: started=True
            if started and depth<=0: break
        n=j-i+1
        if n>60: print(n,f,i+1,m.group(2).strip())
