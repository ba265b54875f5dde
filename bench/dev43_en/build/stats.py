"""Print corpus statistics for notes.jsonl (helper, not part of the check).

Usage: python3 build/stats.py [notes.jsonl]
"""
import collections
import json
import os
import sys

path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")
recs = [json.loads(l) for l in open(path, encoding="utf-8")]
types = collections.Counter(s["type"] for r in recs for s in r["spans"])
print("notes", len(recs), "spans", sum(types.values()))
for t, n in sorted(types.items(), key=lambda x: -x[1]):
    print("  %-15s %5d" % (t, n))
bg = collections.defaultdict(list)
for r in recs:
    bg[r["meta"]["genre"]].append((len(r["text"]), len(r["spans"])))
for g, v in bg.items():
    print("%-25s n=%d chars avg %d (min %d max %d) spans avg %.1f min %d" % (g, len(v), sum(a for a, _ in v) / len(v), min(a for a, _ in v),
                                                                          max(a for a, _ in v), sum(b for _, b in v) / len(v), min(b for _, b in v)))
loc = collections.Counter(r["meta"]["locale"] for r in recs)
print(dict(loc))
