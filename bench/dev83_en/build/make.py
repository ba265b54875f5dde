"""Build bench/dev83_en/notes.jsonl (and nothing else).

    cd bench/dev83_en && python3.11 build/make.py
"""
import json
import os
import random
import sys

sys.dont_write_bytecode = True

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from phi import strip            # noqa: E402
from cast import Note            # noqa: E402
from blocks import header, demographics, signature  # noqa: E402
from genres import GENRES, terse  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")
TABLE_GENRES = {"diabetes_followup", "urology", "audiology", "immunization"}


def compose(n, layout):
    r = n.rng
    secs = GENRES[n.genre](n)
    if layout == "letter":
        body = "\n\n".join(t for _, t in secs)
        return body
    parts = []
    if layout == "headed":
        parts.append(header(n, r.choice(["banner", "letterhead"])))
        for title, text in secs:
            parts.append(f"{title.upper()}:\n{text}")
        if r.random() < 0.5:
            parts.append("REGISTRATION:\n" + demographics(n))
    elif layout == "keyvalue":
        parts.append(header(n, "kv"))
        if r.random() < 0.5:
            parts.append(demographics(n))
        parts.append("\n".join(f"{title}: {text}" if "\n" not in text else f"{title}:\n{text}" for title, text in secs))
    else:  # narrative
        if r.random() < 0.5:
            parts.append(f"Re: {n.PT(r.choice(['full', 'lf']))} (MRN {n.mrn_marked()})")
        for title, text in secs:
            parts.append(f"{title}:\n{text}" if "\n" in text else text)
    parts.append(signature(n))
    return "\n\n".join(parts)


def main():
    rng = random.Random(83)
    plan = []
    for g in GENRES:
        plan += [g] * rng.randint(32, 36)
    rng.shuffle(plan)
    rows = []
    for i, g in enumerate(plan, 1):
        n = Note(rng, g)
        if g != "prior_auth" and rng.random() < 0.2:
            layout, lower = "terse-lower", True
            marked = terse(n)
        else:
            lower = False
            layout = "letter" if g == "prior_auth" else rng.choice(["headed", "headed", "keyvalue", "narrative"])
            marked = compose(n, layout)
            if g in TABLE_GENRES and layout != "letter":
                layout += "+table"
        text, spans = strip(marked, lower=lower)
        rows.append({"id": f"dev83-en-{i:04d}", "text": text, "spans": spans,
                     "meta": {"language": "en", "source": "dev83-en", "genre": g, "locale": "en-US", "layout": layout}})
    with open(OUT, "w", encoding="ascii") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=True) + "\n")
    print(f"wrote {len(rows)} notes, {sum(len(r['spans']) for r in rows)} spans -> {OUT}")


if __name__ == "__main__":
    main()
