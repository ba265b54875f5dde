"""Validate ../notes.jsonl and print counts. Usage: python3 build/check.py"""
import collections
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True
sys.path.insert(0, HERE)
from phi import LABEL  # noqa: E402

PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")
GENRES = {"anaesthesia", "genetic_counselling", "nicu", "transplant_dialysis", "forensic_custody",
          "veterans_military", "public_health", "billing_insurance"}


def edge_ok(sp):
    t = sp["text"]
    a, z = t[0], t[-1]
    if not (a.isalnum() or (a == "(" and ")" in t and sp["type"] in ("PHONE", "FAX")) or (a == "+" and sp["type"] in ("PHONE", "FAX"))
            or (a == "#" and sp["type"] in ("PHONE",))):
        return False
    if z.isalnum():
        return True
    # trailing full stop allowed only after an initial: "J.S.", "Maria K."
    if z == "." and len(t) >= 2 and t[-2].isupper() and (len(t) == 2 or not t[-3].isalpha()) and sp["label"] == "NAME":
        return True
    return False


def main():
    errs = []
    ids = set()
    by_label, by_type, by_genre, by_loc, by_layout = (collections.Counter() for _ in range(5))
    lens = []
    n = 0
    with open(PATH, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            o = json.loads(line)
            n += 1
            if o["id"] in ids:
                errs.append("dup id %s" % o["id"])
            ids.add(o["id"])
            m = o["meta"]
            if m.get("language") != "en" or m.get("source") != "dev55-en" or m.get("genre") not in GENRES:
                errs.append("%s bad meta" % o["id"])
            by_genre[m["genre"]] += 1
            by_loc[m["locale"]] += 1
            by_layout[m["genre"] + "/" + m.get("layout", "?")] += 1
            text = o["text"]
            lens.append(len(text.encode("utf-8")))
            prev_end = -1
            for sp in sorted(o["spans"], key=lambda s: s["start"]):
                s, e = sp["start"], sp["end"]
                if not (0 <= s < e <= len(text)):
                    errs.append("%s bad offsets %r" % (o["id"], sp))
                    continue
                if text[s:e] != sp["text"]:
                    errs.append("%s text mismatch %r" % (o["id"], sp))
                if s < prev_end:
                    errs.append("%s overlap at %d" % (o["id"], s))
                prev_end = e
                if LABEL.get(sp["type"]) != sp["label"]:
                    errs.append("%s bad label/type %s/%s" % (o["id"], sp["label"], sp["type"]))
                if not edge_ok(sp):
                    errs.append("%s bad edge %r" % (o["id"], sp["text"]))
                if "\n" in sp["text"]:
                    errs.append("%s newline in span %r" % (o["id"], sp["text"]))
                by_label[sp["label"]] += 1
                by_type[sp["type"]] += 1
    if n != 320:
        errs.append("expected 320 notes, got %d" % n)
    missing = [t for t in LABEL if by_type[t] < 3]
    if missing:
        errs.append("fine types with <3 spans: %s" % missing)
    total = sum(by_type.values())
    if total < 8000:
        errs.append("only %d spans" % total)
    print("notes: %d   spans: %d" % (n, total))
    lens.sort()
    print("note length bytes: min %d  median %d  max %d  share 2-5KB %.0f%%" % (
        lens[0], lens[len(lens) // 2], lens[-1], 100.0 * sum(2000 <= x <= 5000 for x in lens) / len(lens)))
    print("\nby label:")
    for k, v in by_label.most_common():
        print("  %-12s %6d" % (k, v))
    print("\nby type:")
    for k in LABEL:
        print("  %-12s %-15s %6d" % (LABEL[k], k, by_type[k]))
    print("\nby genre:")
    for k, v in sorted(by_genre.items()):
        print("  %-22s %4d" % (k, v))
    print("\nby locale:", dict(sorted(by_loc.items())))
    print("\nby layout:")
    for k, v in sorted(by_layout.items()):
        print("  %-45s %4d" % (k, v))
    if errs:
        print("\nFAIL: %d problems" % len(errs))
        for e in errs[:50]:
            print("  " + e)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
