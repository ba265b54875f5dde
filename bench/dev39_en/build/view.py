#!/usr/bin/env python3
"""Print notes with spans marked as [text|TYPE] (inspection helper)."""
import json, os, sys
path = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")
want = set(sys.argv[1:])
for line in open(path, encoding="utf-8"):
    n = json.loads(line)
    if want and n["id"] not in want and n["meta"]["genre"] not in want:
        continue
    t, out, pos = n["text"], [], 0
    for s in n["spans"]:
        out.append(t[pos:s["start"]]); out.append("[%s|%s]" % (s["text"], s["type"])); pos = s["end"]
    out.append(t[pos:])
    print("=" * 20, n["id"], n["meta"], len(t), "chars", len(n["spans"]), "spans")
    print("".join(out))
