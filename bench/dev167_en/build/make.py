"""Build bench/dev167_en/notes.jsonl (run from bench/dev167_en: python3 build/make.py)."""
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True

import clinical  # noqa: E402
import core  # noqa: E402
import ctx  # noqa: E402
import g_admin  # noqa: E402
import g_clin  # noqa: E402
import g_letters  # noqa: E402
import g_nursing  # noqa: E402

GENRES = [
    ("clinic_letter_to_gp", g_letters.gp_letter, None),
    ("new_patient_consultation", g_letters.new_consult, None),
    ("follow_up_review", g_letters.followup, None),
    ("clinic_list_export", g_admin.clinic_list, None),
    ("referral_triage_note", g_admin.referral_triage, None),
    ("procedure_booking_form", g_admin.procedure_booking, None),
    ("results_review_note", g_clin.results_review, None),
    ("telehealth_consult", g_clin.telehealth, None),
    ("prescription_authority_request", g_clin.rx_authority, None),
    ("mdm_summary", g_clin.mdm_summary, None),
    ("infusion_unit_log", g_nursing.infusion_log, None),
    ("phone_message_log", g_nursing.phone_message, None),
    ("device_download_report", g_nursing.device_download, ["endocrinology", "respiratory", "neurology"]),
]
NEED = {"infusion_unit_log": "infusions", "prescription_authority_request": "bio",
        "device_download_report": "devices"}
PER_GENRE = 34
OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")


def main():
    rng = random.Random(167)
    plan = []
    for name, fn, specs in GENRES:
        plan.extend([name] * PER_GENRE)
    rng.shuffle(plan)
    table = {name: (fn, specs) for name, fn, specs in GENRES}
    lower_ids = frozenset(rng.sample(range(len(plan)), round(len(plan) / 6)))
    lines = []
    for i, genre in enumerate(plan):
        fn, specs = table[genre]
        x = rng.random()
        country = "AU" if x < 0.4 else ("NZ" if x < 0.65 else "CA")
        need = NEED.get(genre)
        spec = rng.choice([s for s in (specs or clinical.SPECS) if not need or clinical.has(s, need)])
        c = ctx.Ctx(rng, country, spec, NEED.get(genre))
        doc = fn(c)
        lower = i in lower_ids
        rec = core.finalize(doc, "dev167-%04d" % (i + 1), genre, country, lower)
        lines.append(core.dumps(rec))
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        fh.write("\n".join(lines) + "\n")
    print("wrote %d notes to %s" % (len(lines), os.path.relpath(OUT)))


if __name__ == "__main__":
    main()
