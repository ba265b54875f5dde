"""Developer helper: print notes with inline span markup.  python3.11 build/show.py GENRE [N] [LAYOUT]"""
import json
import os
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
rows = [json.loads(l) for l in open(os.path.join(ROOT, "notes.jsonl"))]
g = sys.argv[1] if len(sys.argv) > 1 else None
n = int(sys.argv[2]) if len(sys.argv) > 2 else 2
lay = sys.argv[3] if len(sys.argv) > 3 else None
for r in rows:
    if g and g not in r["meta"]["genre"] and g != r["id"]:
        continue
    if lay and r["meta"]["layout"] != lay:
        continue
    t = r["text"]
    out, p = [], 0
    for s in r["spans"]:
        out.append(t[p:s["start"]])
        out.append("[[" + t[s["start"]:s["end"]] + "|" + s["type"] + "]]")
        p = s["end"]
    out.append(t[p:])
    print("=====", r["id"], r["meta"])
    print("".join(out))
    n -= 1
    if n <= 0:
        break
