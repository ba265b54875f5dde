"""Build bench/dev155_en/notes.jsonl (US primary care and women's health). Stdlib only, seeded with 155."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import g_comm  # noqa: E402
import g_ob  # noqa: E402
import g_visit  # noqa: E402
from phi import LABEL  # noqa: E402

GENS = [g_visit.awv, g_ob.prenatal_flow, g_ob.ld_summary, g_ob.pp_discharge, g_visit.gyn_clinic, g_visit.colpo,
        g_visit.contraception, g_comm.portal_thread, g_comm.lab_letter, g_comm.triage_call, g_comm.imm_record,
        g_ob.ob_us, g_ob.lactation, g_comm.referral]
PER_GENRE = 31


def main():
    r = random.Random(155)
    order = [g for g in GENS for _ in range(PER_GENRE)]
    r.shuffle(order)
    out = []
    for i, gen in enumerate(order, 1):
        nb, genre = gen(r)
        text = nb.text()
        low = r.random() < 1 / 6
        if low and len(text.lower()) == len(text):
            text = text.lower()
        else:
            low = False
        spans = [{"start": s, "end": e, "label": LABEL[t], "type": t, "text": text[s:e]} for s, e, t in nb.spans]
        out.append({"id": f"dev155-{i:04d}", "text": text, "spans": spans,
                    "meta": {"source": "dev155-en", "genre": genre, "lowercase": low, "country": "US"}})
    path = os.path.join(HERE, "..", "notes.jsonl")
    with open(path, "w", encoding="utf-8") as fh:
        for o in out:
            fh.write(json.dumps(o, ensure_ascii=False) + "\n")
    print(f"wrote {len(out)} notes, {sum(len(o['spans']) for o in out)} spans -> {os.path.normpath(path)}")


if __name__ == "__main__":
    main()
