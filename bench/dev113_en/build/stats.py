"""Print the README genre table (genre | notes | spans | lower-case | chars) for notes.jsonl."""
import collections
import json
import os

PATH = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")
rows = collections.OrderedDict()
with open(PATH, encoding="utf-8") as fh:
    for line in fh:
        r = json.loads(line)
        g = rows.setdefault(r["meta"]["genre"], [0, 0, 0, 0])
        g[0] += 1
        g[1] += len(r["spans"])
        g[2] += r["meta"]["lowercase"]
        g[3] += len(r["text"])
print("| genre | notes | spans | lower-case | chars |")
print("|---|---:|---:|---:|---:|")
tot = [0, 0, 0, 0]
for g in sorted(rows):
    v = rows[g]
    tot = [a + b for a, b in zip(tot, v)]
    print(f"| {g} | {v[0]} | {v[1]} | {v[2]} | {v[3]} |")
print(f"| **total** | {tot[0]} | {tot[1]} | {tot[2]} | {tot[3]} |")
