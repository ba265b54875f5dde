"""Print notes with spans bracketed (debug helper; reads notes.jsonl only)."""
import json, sys, os
HERE = os.path.dirname(os.path.abspath(__file__))
ns = [json.loads(l) for l in open(os.path.join(os.path.dirname(HERE), "notes.jsonl"))]
want = sys.argv[1:]
for n in ns:
    if want and n["id"] not in want and n["meta"]["genre"] not in want:
        continue
    t = n["text"]; out = []; pos = 0
    for s in n["spans"]:
        out.append(t[pos:s["start"]]); out.append("[" + t[s["start"]:s["end"]] + "|" + s["type"] + "]"); pos = s["end"]
    out.append(t[pos:])
    print("=====", n["id"], n["meta"])
    print("".join(out))
