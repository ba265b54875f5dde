#!/usr/bin/env python3
"""Build dev45-en: 320 invented English (UK/IE) clinical notes with gold PHI spans.

    python3 build/make.py            # writes notes.jsonl next to build/

Deterministic: one master random.Random(45) draws the genre/locale plan and
a seed per note; rebuilding gives byte-identical output.
"""
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from core import LABEL  # noqa: E402
from ctx import Ctx  # noqa: E402
import g_letters  # noqa: E402
import g_acute  # noqa: E402
import g_mdt  # noqa: E402
import g_community  # noqa: E402
import g_mental  # noqa: E402
import g_medrec  # noqa: E402

GENRES = [
    ("hospital_letter", g_letters.hospital_letter),
    ("gp_referral", g_letters.gp_referral),
    ("ae_clerking", g_acute.ae_clerking),
    ("ward_round", g_acute.ward_round),
    ("mdt_minutes", g_mdt.mdt_minutes),
    ("community_nursing", g_community.community_nursing),
    ("mental_health_assessment", g_mental.mental_health_assessment),
    ("medication_reconciliation", g_medrec.medication_reconciliation),
]
N_NOTES = 320
PER_GENRE = N_NOTES // len(GENRES)   # 40
UK_PER_GENRE = 24                    # 24 UK + 16 IE in each genre


def plan(master):
    slots = []
    for gi, (g, _) in enumerate(GENRES):
        locs = ["UK"] * UK_PER_GENRE + ["IE"] * (PER_GENRE - UK_PER_GENRE)
        master.shuffle(locs)
        for k, loc in enumerate(locs):
            slots.append((gi, k, loc))
    master.shuffle(slots)
    seeds = [master.getrandbits(64) for _ in slots]
    return slots, seeds


def build_note(i, gi, k, loc, seed):
    rng = random.Random(seed)
    gname, fn = GENRES[gi]
    c = Ctx(rng, loc, gname, k)
    fn(c)
    text = c.d.text()
    spans = []
    for s, e, t in c.d.spans:
        spans.append({"start": s, "end": e, "label": LABEL[t], "type": t, "text": text[s:e]})
    spans.sort(key=lambda x: (x["start"], x["end"]))
    return {
        "id": "dev45-en-%04d" % (i + 1),
        "text": text,
        "spans": spans,
        "meta": {"language": "en", "source": "dev45-en", "genre": gname, "locale": loc},
    }


def main():
    master = random.Random(45)
    slots, seeds = plan(master)
    out_path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    lines = []
    for i, ((gi, k, loc), seed) in enumerate(zip(slots, seeds)):
        rec = build_note(i, gi, k, loc, seed)
        lines.append(json.dumps(rec, ensure_ascii=False))
    with open(out_path, "w", encoding="utf-8", newline="\n") as fh:
        fh.write("\n".join(lines) + "\n")
    print("wrote %d notes to %s" % (len(lines), out_path))


if __name__ == "__main__":
    main()
