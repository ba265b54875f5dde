"""Scratch statistics helper (not part of the checks)."""
import collections
import json
import os
import sys

path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")
by = collections.defaultdict(list)
sp = collections.defaultdict(list)
for line in open(path, encoding="utf-8"):
    r = json.loads(line)
    g = r["meta"]["genre"]
    by[g].append(len(r["text"].encode("utf-8")))
    sp[g].append(len(r["spans"]))
for g in sorted(by):
    L = sorted(by[g])
    S = sorted(sp[g])
    print("%-22s bytes min %5d med %5d max %5d | spans min %3d med %3d max %3d" % (g, L[0], L[len(L) // 2], L[-1], S[0], S[len(S) // 2], S[-1]))
