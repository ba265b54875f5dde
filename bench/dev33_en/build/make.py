#!/usr/bin/env python3
"""Deterministic generator for the dev33-en PHI evaluation set.

    python3 build/make.py            # writes notes.jsonl next to build/

Everything in the notes is invented.  random.Random(33) drives all choices, so
rebuilding gives byte-identical output.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import blocks  # noqa: E402
import ctx as ctxmod  # noqa: E402
import g_comm  # noqa: E402
import g_other  # noqa: E402
import g_pal  # noqa: E402
from doc import Doc  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")
N_NOTES = 320
SEED = 33

GENRES = [
    "palliative_care", "hospice_admission", "community_nursing", "care_home_review", "home_visit",
    "pharmacist_review", "telehealth_followup", "discharge_planning_social_work",
]
LOCALE_W = {"US": 30, "UK": 24, "CA": 12, "AU": 13, "IE": 10, "NZ": 11}
NORTH_AM = {"US", "CA"}


def layouts_for(genre, loc):
    """(layout function, weight) candidates for a genre in a locale."""
    if genre == "palliative_care":
        return [(g_pal.pal_consult, 3 if loc in NORTH_AM else 1), (g_pal.pal_letter, 1 if loc == "US" else 3),
                (g_pal.pal_progress, 2), (g_pal.pal_mdt, 1 if loc == "US" else 2), (g_pal.dictation, 1.5)]
    if genre == "hospice_admission":
        return [(g_pal.hos_us, 4 if loc == "US" else (2 if loc == "CA" else 0)), (g_pal.hos_ipu, 0.5 if loc == "US" else 3),
                (g_pal.hos_checklist, 2)]
    if genre == "community_nursing":
        return [(g_comm.cn_record, 0.5 if loc == "US" else 3), (g_comm.cn_us, 4 if loc == "US" else (1 if loc == "CA" else 0)),
                (g_comm.cn_log, 2)]
    if genre == "care_home_review":
        return [(g_comm.ch_round, 0.5 if loc == "US" else 3), (g_comm.ch_us, 4 if loc == "US" else (2 if loc == "CA" else 0.3)),
                (g_comm.ch_table, 2)]
    if genre == "home_visit":
        return [(g_comm.hv_gp, 0.5 if loc in NORTH_AM else 3), (g_comm.hv_structured, 3 if loc in NORTH_AM else 1),
                (g_comm.hv_letter, 1 if loc == "US" else 2), (g_pal.dictation, 1)]
    if genre == "pharmacist_review":
        return [(g_other.pr_report, 1 if loc == "US" else 3), (g_other.pr_note, 2),
                (g_other.pr_us, 4 if loc == "US" else (2 if loc == "CA" else 0))]
    if genre == "telehealth_followup":
        return [(g_other.th_video, 3), (g_other.th_phone, 3), (g_other.th_monitor, 2)]
    if genre == "discharge_planning_social_work":
        return [(g_other.ds_plan, 3), (g_other.ds_sw, 3), (g_other.ds_transfer, 2)]
    raise ValueError(genre)


def wpick(R, pairs):
    pairs = [(f, w) for f, w in pairs if w > 0]
    tot = sum(w for _, w in pairs)
    x = R.random() * tot
    for f, w in pairs:
        x -= w
        if x < 0:
            return f
    return pairs[-1][0]


def build_note(i, genre, loc, seed):
    R = random.Random(seed)
    c = ctxmod.build(R, loc, genre, i)
    blocks.setup(c)
    d = Doc(c)
    layout = wpick(R, layouts_for(genre, loc))
    layout(d, c)
    text = d.text()
    # tidy: no trailing spaces at line ends, single trailing newline
    return text, d.spans, layout.__name__


def tidy(text, spans):
    """Strip trailing spaces on lines and collapse 3+ blank lines, shifting span offsets."""
    out = []
    mapping = [0] * (len(text) + 1)
    i = 0
    n = len(text)
    pos = 0
    while i < n:
        ch = text[i]
        if ch in " \t":
            j = i
            while j < n and text[j] in " \t":
                j += 1
            if j == n or text[j] == "\n":
                for k in range(i, j):
                    mapping[k] = pos
                i = j
                continue
        if ch == "\n" and len(out) >= 2 and out[-1] == "\n" and out[-2] == "\n":
            mapping[i] = pos
            i += 1
            continue
        mapping[i] = pos
        out.append(ch)
        pos += 1
        i += 1
    mapping[n] = pos
    new = "".join(out)
    # trim leading/trailing whitespace of the whole note
    lead = len(new) - len(new.lstrip())
    body = new.strip() + "\n"
    ns = []
    for s in spans:
        st = mapping[s["start"]] - lead
        en = mapping[s["end"] - 1] + 1 - lead
        s2 = dict(s)
        s2["start"], s2["end"] = st, en
        assert body[st:en] == s["text"], (body[st:en], s["text"])
        ns.append(s2)
    return body, ns


def main():
    master = random.Random(SEED)
    genres = [GENRES[i % len(GENRES)] for i in range(N_NOTES)]
    master.shuffle(genres)
    recs = []
    for i in range(N_NOTES):
        keys = sorted(LOCALE_W)
        tot = sum(LOCALE_W.values())
        x = master.random() * tot
        loc = keys[-1]
        for k in keys:
            x -= LOCALE_W[k]
            if x < 0:
                loc = k
                break
        seed = master.getrandbits(64)
        text, spans, _layout = build_note(i, genres[i], loc, seed)
        text, spans = tidy(text, spans)
        rec = {
            "id": f"dev33-en-{i + 1:04d}",
            "text": text,
            "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"], "text": s["text"]}
                      for s in spans],
            "meta": {"language": "en", "source": "dev33-en", "genre": genres[i], "locale": loc},
        }
        recs.append(rec)
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for r in recs:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(recs)} notes, {sum(len(r['spans']) for r in recs)} spans -> {OUT}")


if __name__ == "__main__":
    main()
