"""Build bench/dev146_en/notes.jsonl. Deterministic: all randomness comes from phi.R = random.Random(146)."""
import json
import os
import re
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import phi  # noqa: E402  (creates the seeded generator first)
from phi import R, TYPE2LABEL  # noqa: E402
import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402
import genres_e  # noqa: E402

GENRES = [
    ("unit_census_bed_board", genres_a.census),
    ("sbar_shift_handover", genres_a.sbar),
    ("ipass_handover", genres_a.ipass),
    ("staffing_assignment_sheet", genres_a.staffing),
    ("rapid_response_record", genres_b.rapid_response),
    ("code_blue_record", genres_b.code_blue),
    ("nursing_admission_assessment", genres_b.admission),
    ("flowsheet_extract", genres_c.flowsheet),
    ("fall_incident_report", genres_c.fall_incident),
    ("pressure_injury_report", genres_c.pressure_injury),
    ("patient_transfer_log", genres_c.transfer_log),
    ("discharge_planning_huddle", genres_d.discharge_huddle),
    ("sitter_observation_log", genres_d.sitter_log),
    ("charge_nurse_report", genres_d.charge_report),
    ("belongings_inventory", genres_e.belongings),
    ("telemetry_monitoring_log", genres_e.telemetry_log),
    ("family_communication_log", genres_e.family_comm_log),
]
PER_GENRE = 38
OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")


def clean(text, spans):
    """Drop blanks before line ends and runs of >2 newlines; remap span offsets through the kept-index map."""
    drop = set()
    for m in re.finditer(r"[ \t]+(?=\n)|[ \t]+$", text):
        drop.update(range(m.start(), m.end()))
    for m in re.finditer(r"\n{3,}", text):
        drop.update(range(m.start() + 2, m.end()))
    lead = len(text) - len(text.lstrip())
    drop.update(range(0, lead))
    tail = len(text) - len(text.rstrip())
    drop.update(range(len(text) - tail, len(text)))
    newpos = []
    out = []
    for i, ch_ in enumerate(text):
        newpos.append(len(out))
        if i not in drop:
            out.append(ch_)
    newtext = "".join(out)
    newspans = []
    for s, e, t in spans:
        assert s not in drop and (e - 1) not in drop, (text[s:e], t)
        ns, ne = newpos[s], newpos[e - 1] + 1
        assert newtext[ns:ne] == text[s:e]
        newspans.append((ns, ne, t))
    return newtext, newspans


def main():
    order = [g for g in GENRES for _ in range(PER_GENRE)]
    R.shuffle(order)
    n = len(order)
    k = round(n / 6)
    flags = [True] * k + [False] * (n - k)
    R.shuffle(flags)
    rows = []
    for i, ((name, fn), low) in enumerate(zip(order, flags)):
        d, c = fn()
        text, spans = clean(d.text(), d.spans)
        if low:
            lowered = text.lower()
            assert len(lowered) == len(text)
            text = lowered
        spans.sort()
        rec_spans = [{"start": s, "end": e, "label": TYPE2LABEL[t], "type": t, "text": text[s:e]} for s, e, t in spans]
        rows.append({"id": "dev146-%04d" % (i + 1), "text": text, "spans": rec_spans,
                     "meta": {"source": "dev146-en", "genre": name, "lowercase": low, "country": c.country}})
    with open(OUT, "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(rows), sum(len(r["spans"]) for r in rows), OUT))


if __name__ == "__main__":
    main()
