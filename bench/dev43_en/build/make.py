#!/usr/bin/env python3
"""Build bench/dev43_en/notes.jsonl deterministically (random.Random(43)).

Usage: python3 build/make.py [--out PATH]
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True

from ctx import Ctx                      # noqa: E402
from phi import TYPE_LABEL               # noqa: E402
import g_triage                          # noqa: E402
import g_portal                          # noqa: E402
import g_admin                           # noqa: E402
import g_coord                           # noqa: E402

from common import print_banner          # noqa: E402

SEED = 43
BANNER_GENRES = {"nurse_triage_phone", "telemedicine_video", "remote_monitoring_alert", "pharmacy_query", "appointment_booking", "ooh_gp_call"}
N_PER_GENRE = 40
GENRES = [
    ("portal_message", g_portal.portal_message),
    ("nurse_triage_phone", g_triage.triage_phone),
    ("ooh_gp_call", g_triage.ooh_gp_call),
    ("pharmacy_query", g_admin.pharmacy_query),
    ("appointment_booking", g_admin.appointment_booking),
    ("telemedicine_video", g_portal.telemedicine_video),
    ("remote_monitoring_alert", g_coord.remote_monitoring_alert),
    ("care_coordination_email", g_coord.care_coordination_email),
]
# per genre: 40 notes over six locales
LOCALE_MIX = ["US"] * 9 + ["UK"] * 8 + ["CA"] * 6 + ["AU"] * 7 + ["IE"] * 5 + ["NZ"] * 5


def tidy(text, spans):
    """Drop trailing spaces at line ends and trailing blank lines, remapping offsets."""
    keep = [True] * len(text)
    lines_start = 0
    for i, ch in enumerate(text + "\n"):
        if ch == "\n":
            j = i - 1
            while j >= lines_start and text[j] in " \t":
                keep[j] = False
                j -= 1
            lines_start = i + 1
    # trailing newlines
    k = len(text) - 1
    while k >= 0 and text[k] in " \t\n":
        keep[k] = False
        k -= 1
    newpos = []
    n = 0
    for i in range(len(text)):
        newpos.append(n)
        if keep[i]:
            n += 1
    newpos.append(n)
    out = "".join(ch for ch, kp in zip(text, keep) if kp)
    new_spans = []
    for s, e, typ, t in spans:
        assert all(keep[s:e]), (t, "span touches removed whitespace")
        new_spans.append((newpos[s], newpos[s] + (e - s), typ, t))
    return out, new_spans


def build():
    rng = random.Random(SEED)
    jobs = []
    for gname, fn in GENRES:
        locs = list(LOCALE_MIX)
        rng.shuffle(locs)
        for loc in locs:
            jobs.append((gname, fn, loc))
    rng.shuffle(jobs)
    out = []
    for i, (gname, fn, loc) in enumerate(jobs, 1):
        c = Ctx(rng, loc, gname)
        d = fn(c)
        if gname in BANNER_GENRES and rng.random() < 0.3:
            d.add("\n")
            print_banner(d, c)
        text, spans0 = tidy(d.text(), d.spans)
        spans = []
        for s, e, typ, t in spans0:
            assert text[s:e] == t
            spans.append({"start": s, "end": e, "label": TYPE_LABEL[typ], "type": typ, "text": t})
        stripped = text
        out.append({"id": "dev43-en-%04d" % i, "text": stripped, "spans": spans,
                    "meta": {"language": "en", "source": "dev43-en", "genre": gname, "locale": loc}})
    return out


def main():
    path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if len(sys.argv) == 3 and sys.argv[1] == "--out":
        path = sys.argv[2]
    recs = build()
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for rec in recs:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(recs), sum(len(r["spans"]) for r in recs), path))


if __name__ == "__main__":
    main()
