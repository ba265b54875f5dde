"""Build ../notes.jsonl for dev232_en.  Python 3 stdlib only; all randomness from random.Random(232)."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from core import Note, P, pick, chance  # noqa: E402
import phi as PH  # noqa: E402
import gen_a  # noqa: E402
import gen_b  # noqa: E402
import gen_c  # noqa: E402

GENRES = [
    ("virtual_ward_admission", gen_a.admission),
    ("daily_remote_review", gen_a.daily_review),
    ("home_visit_advanced_practitioner", gen_a.home_visit),
    ("oximetry_telemetry_alert_log", gen_a.alert_log),
    ("medication_delivery_iv_at_home", gen_b.med_delivery),
    ("escalation_to_ed_call", gen_b.escalation),
    ("onboarding_device_issue", gen_b.onboarding),
    ("carer_phone_update", gen_b.carer_update),
    ("virtual_ward_discharge_summary", gen_c.discharge),
    ("weekly_mdt_huddle_list", gen_c.mdt_huddle),
    ("referral_to_virtual_ward", gen_c.referral),
    ("equipment_collection_run_sheet", gen_c.collection),
]
PER_GENRE = 36


def footer(n, c):
    rng = c.rng
    r = rng.randrange(6)
    if r == 0:
        n.f("\n---\nPrinted {d} {tm} by {u} | {h} | Page 1 of 1\n", d=c.date(rng.randrange(0, 3), "dmy" if c.uk else "mdy"),
            tm="%02d:%02d" % (rng.randrange(7, 20), rng.randrange(60)), u=P("USERNAME", c.clin(5).username),
            h=P("HOSPITAL", c.vw))
    elif r == 1:
        n.f("\n{h} | Tel {ph} | Fax {fx} | {e}\n", h=P("HOSPITAL", c.vw), ph=P("PHONE", c.team_phone), fx=P("FAX", c.team_fax),
            e=P("EMAIL", c.team_email))
    elif r == 2:
        n.t("\nCONFIDENTIAL: contains patient identifiable information. " if c.uk else
            "\nCONFIDENTIAL - This document contains PHI protected under HIPAA. ")
        n.t("Do not forward outside the care team.\n")
    elif r == 3:
        n.f("\nSession: {u}@{ip} ({d})\n", u=P("USERNAME", c.clin(pick(rng, [1, 2, 3])).username), ip=P("IPADDR", PH.ip(rng)),
            d=c.date(0, "iso"))


ADD_TXT = [
    "Results back - CRP falling, plan unchanged.",
    "Pt rang hub: felt faint after standing, obs within parameters, advice given.",
    "Pharmacy confirmed delivery for tomorrow AM.",
    "K+ 5.8 on repeat - spironolactone held, recheck in 24 h.",
    "Hub offline overnight; reconnected after router restart.",
    "Discussed at board round; for discharge if stable tomorrow.",
    "Late entry - omitted in error from earlier note.",
    "Sputum culture: Haemophilus influenzae, sensitive to doxycycline.",
]


def addendum(n, c, txt, j):
    rng = c.rng
    who = c.clin(pick(rng, [0, 1, 2, 3, 7]))
    n.f("\n" + pick(rng, ["ADDENDUM", "Addendum", "Late entry", "Update"]) + " {d} {tm}: ", d=c.rdate(j + rng.randrange(0, 2)),
        tm="%02d:%02d" % (rng.randrange(7, 22), rng.randrange(60)))
    n.t(txt + " ")
    r = rng.randrange(5)
    if r == 0:
        n.f("Spoke to {rel} {nm} on {ph}. ", rel=c.nok_rel, nm=c.nok_name(["given", "full"]), ph=P("PHONE", c.nok_phone))
    elif r == 1:
        n.f("{g} informed by " + pick(rng, ["email", "phone", "task"]) + ". ", g=c.gp.ref(rng, ["title_sur", "title_full"]))
    elif r == 2:
        n.f("Order {o} placed. ", o=P("IDNUM", PH.idnum(rng, "order")))
    elif r == 3:
        n.add(c.name(["given", "title_sur"]))
        n.t(" aware and agrees. ")
    n.t("- ")
    n.add(who.ref(rng, ["initials", "full_cred", "title_sur", "given"]))
    n.nl()


def build():
    rng = random.Random(232)
    plan = []
    for g in GENRES:
        plan += [g] * PER_GENRE
    rng.shuffle(plan)
    total = len(plan)
    lower_idx = set(rng.sample(range(total), total // 6))
    out = []
    for i, (gname, fn) in enumerate(plan):
        uk = rng.random() < 0.5
        c = PH.Case(rng, uk)
        n = Note(rng, typo_rate=pick(rng, [0.0, 0.0, 0.0, 0.01, 0.02, 0.04]))
        fn(n, c)
        if gname not in ("weekly_mdt_huddle_list", "equipment_collection_run_sheet", "oximetry_telemetry_alert_log"):
            k = pick(rng, [0, 0, 0, 1, 1, 2])
            for j, ti in enumerate(rng.sample(range(len(ADD_TXT)), k)):
                addendum(n, c, ADD_TXT[ti], j)
        if chance(rng, 0.55):
            footer(n, c)
        low = i in lower_idx
        text, spans = n.finish(lowercase=low)
        out.append({"id": "dev232-%04d" % (i + 1), "text": text,
                    "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"], "text": s["text"]}
                              for s in spans],
                    "meta": {"source": "dev232-en", "genre": gname, "lowercase": low, "country": c.country}})
    return out


def main():
    notes = build()
    path = os.path.join(HERE, "..", "notes.jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for o in notes:
            fh.write(json.dumps(o, ensure_ascii=False, sort_keys=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), os.path.normpath(path)))


if __name__ == "__main__":
    main()
