"""Build bench/dev345_en/notes.jsonl (author 345).

usage: python3 make.py [--out PATH]

Deterministic: every random choice comes from one random.Random(345) that is
passed down to every writer; dicts are iterated in sorted order; nothing
depends on time, hash() or the environment."""
import sys

sys.dont_write_bytecode = True

import json  # noqa: E402
import os  # noqa: E402
import random  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import ctx as CX  # noqa: E402
import fmt as F  # noqa: E402
import g_a  # noqa: E402
import g_b  # noqa: E402
import g_c  # noqa: E402
import g_d  # noqa: E402
import g_e  # noqa: E402
from nb import Note  # noqa: E402

SEED = 345

# genre name -> (writer, number of notes)
GENRES = {
    "sdec_referral_record": (g_a.referral, 40),
    "rapid_assessment_note": (g_a.rapid, 40),
    "pathway_proforma": (g_b.proforma, 40),
    "hot_clinic_letter": (g_b.letter, 36),
    "virtual_ward_followup_log": (g_c.vw_log, 36),
    "discharge_summary": (g_d.discharge, 36),
    "results_chasing_log": (g_c.results_log, 32),
    "ambulatory_iv_antibiotic_chart": (g_c.opat_chart, 34),
    "patient_flow_board_snapshot": (g_d.flow_board, 32),
    "bed_transfer_request": (g_d.bed_request, 34),
    # own additions
    "ambulance_prealert_handover": (g_e.ambulance, 32),
    "advice_and_guidance_exchange": (g_e.advice, 32),
}

COUNTRY_WEIGHTS = {"UK": 40, "IE": 13, "AU": 12, "NZ": 9, "CA": 9, "US": 10, "ZA": 4, "SG": 3}


def build():
    rng = random.Random(SEED)
    plan = []
    for g in sorted(GENRES):
        plan += [g] * GENRES[g][1]
    rng.shuffle(plan)
    n_lower = round(len(plan) / 6)
    lower = set(rng.sample(range(len(plan)), n_lower))
    keys = sorted(COUNTRY_WEIGHTS)
    weights = [COUNTRY_WEIGHTS[k] for k in keys]
    out = []
    for i, g in enumerate(plan):
        country = rng.choices(keys, weights=weights)[0]
        c = CX.Ctx(rng, country, g)
        note = Note(lower=i in lower, subs=[("SDEC", c.abbr)] if c.abbr != "SDEC" else [])
        GENRES[g][0](note, c, rng)
        text = note.text()
        # trailing whitespace of the whole note is trimmed (no span can end there)
        stripped = text.rstrip()
        for s in note.spans:
            assert s["end"] <= len(stripped)
        out.append({
            "id": "dev345-%04d" % (i + 1),
            "text": stripped,
            "spans": note.spans,
            "meta": {"source": "dev345-en", "genre": g, "lowercase": i in lower,
                     "country": F.COUNTRY_NAME[country]},
        })
    return out


def main(argv):
    out_path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in argv:
        out_path = argv[argv.index("--out") + 1]
    notes = build()
    d = os.path.dirname(os.path.abspath(out_path))
    os.makedirs(d, exist_ok=True)
    with open(out_path, "w", encoding="utf-8", newline="\n") as fh:
        for obj in notes:
            fh.write(json.dumps(obj, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), out_path))


if __name__ == "__main__":
    main(sys.argv[1:])
