"""Development aid: list pool values and annotated name tokens that also occur OUTSIDE any span.
Hits are either intended hard negatives (eponyms, words) or missed annotations to fix."""
import collections
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pools as PL  # noqa: E402

PLACES = set(PL.US_HOSPITALS + PL.US_CLINICS + PL.US_CAREHOMES + PL.US_PHARMACIES + PL.UK_HOSPITALS + PL.UK_TRUSTS +
             PL.UK_PRACTICES + PL.UK_CAREHOMES + PL.UK_PHARMACIES + PL.UK_WARDS + PL.US_EMPLOYERS + PL.UK_EMPLOYERS +
             PL.US_SCHOOLS + PL.UK_SCHOOLS + PL.CHURCHES + PL.UK_FIRMS + PL.UK_INSURERS + PL.US_INSURERS + PL.AGENCIES +
             PL.COUNTRIES + [c[0] for c in PL.US_CITIES] + [c[2] for c in PL.US_CITIES] + [t[0] for t in PL.UK_TOWNS] +
             [t[1] for t in PL.UK_TOWNS])


def main():
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "notes.jsonl")
    hits = collections.Counter()
    examples = {}
    for line in open(path, encoding="utf-8"):
        r = json.loads(line)
        t = r["text"]
        mask = [False] * len(t)
        names = set()
        for s in r["spans"]:
            for i in range(s["start"], s["end"]):
                mask[i] = True
            if s["type"] in ("PATIENT", "DOCTOR", "FAMILY"):
                names.update(w for w in re.findall(r"[A-Za-z][A-Za-z'-]{2,}", s["text"]) if w[0].isupper())
        for term in PLACES | names:
            for m in re.finditer(r"(?<![A-Za-z])" + re.escape(term) + r"(?![A-Za-z])", t):
                if not any(mask[m.start():m.end()]):
                    hits[term] += 1
                    ctx = t[max(0, m.start() - 40):m.end() + 40].replace("\n", " | ")
                    examples.setdefault(term, []).append(f"{r['id']}: ...{ctx}...")
    for term, n in hits.most_common():
        print(f"{n:>4}  {term}")
        for e in examples[term][:2]:
            print("        " + e)


if __name__ == "__main__":
    main()
