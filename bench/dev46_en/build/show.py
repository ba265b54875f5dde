"""Scratch viewer: print notes with inline span markup."""
import json
import os
import sys

path = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")
ids = set(sys.argv[1:])
for line in open(path, encoding="utf-8"):
    r = json.loads(line)
    if ids and r["id"] not in ids and r["meta"]["genre"] not in ids:
        continue
    t = r["text"]
    out = []
    p = 0
    for s in r["spans"]:
        out.append(t[p:s["start"]])
        out.append("[" + t[s["start"]:s["end"]] + "]" + s["type"][:4].lower())
        p = s["end"]
    out.append(t[p:])
    print("=====", r["id"], r["meta"]["genre"], r["meta"]["locale"], len(t), len(r["spans"]))
    print("".join(out))
