#!/usr/bin/env python3
"""Regenerate ../notes.jsonl deterministically from random.Random(49)."""
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from common import parse  # noqa: E402
from ctx import Ctx  # noqa: E402
import g_referral, g_admin, g_care  # noqa: E402

GENRES = [
    ("referral_triage", g_referral.referral),
    ("prior_auth_appeal", g_referral.prior_auth),
    ("release_of_information", g_admin.roi),
    ("incident_report", g_admin.incident),
    ("complaint_liaison", g_admin.complaint),
    ("death_mortuary_coroner", g_care.death),
    ("patient_transport", g_care.transport),
    ("interpreter_sw_discharge", g_care.social),
]
PER_GENRE = 40
LOCALES = ["US", "GB", "CA", "AU"]


def uncovered(text, spans):
    """Occurrences of annotated name/place strings that no span covers (generator bugs)."""
    cov = [False] * len(text)
    for s in spans:
        for i in range(s["start"], s["end"]):
            cov[i] = True
    bad = []
    seen = set()
    for s in spans:
        v = s["text"]
        if s["label"] not in ("NAME", "LOCATION") or len(v) < 4 or v in seen:
            continue
        seen.add(v)
        for m in re.finditer(r"(?<!\w)" + re.escape(v) + r"(?!\w)", text):
            if not all(cov[m.start():m.end()]):
                bad.append((v, m.start()))
    return bad


def build():
    rng = random.Random(49)
    notes = []
    n = 0
    for gname, fn in GENRES:
        locs = LOCALES * (PER_GENRE // len(LOCALES))
        rng.shuffle(locs)
        for loc in locs:
            n += 1
            c = Ctx(rng, loc)
            marked = fn(c)
            paras = marked.split("\n\n")
            if len(paras) > 5 and rng.random() < 0.45:
                k = rng.randint(len(paras) // 2, len(paras) - 2)
                paras.insert(k, c.page_header(2))
                if len(paras) > 9 and rng.random() < 0.4:
                    paras.insert(len(paras) - 1, c.page_header(3))
            if rng.random() < 0.35:
                paras.append(c.footer())
            marked = "\n\n".join(paras)
            marked = re.sub(r"[ \t]+\n", "\n", marked)
            marked = re.sub(r"\n{3,}", "\n\n", marked).strip() + "\n"
            text, spans = parse(marked)
            bad = uncovered(text, spans)
            if bad:
                print(f"WARNING dev49-en-{n:04d}: unannotated repeats {bad[:3]}", file=sys.stderr)
            notes.append({"id": f"dev49-en-{n:04d}", "text": text, "spans": spans,
                          "meta": {"language": "en", "source": "dev49-en", "genre": gname, "locale": loc}})
    out = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    with open(out, "w", encoding="utf-8") as f:
        for note in notes:
            f.write(json.dumps(note, ensure_ascii=False) + "\n")
    print(f"wrote {len(notes)} notes, {sum(len(x['spans']) for x in notes)} spans -> {out}")


if __name__ == "__main__":
    build()
