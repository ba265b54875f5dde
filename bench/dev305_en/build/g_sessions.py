"""Genres: treatment session notes, acupuncture treatment record."""
import datetime as dt

import phi
import case as CS
import clinical as CL
from textutil import Doc, P
from common import (D, H, ptn, drn, gpn, famn, addr, age, job, letterhead, pt_header, sign, mod_word, rel_ref, pron, cap,
                    job_phrase, job_np, money, fam_age, MOD_NOUN, an)


def _life_event(rng, c, d):
    """A subjective line with a patient-life detail (family, work, holiday)."""
    s, o, ps = pron(c)
    k = rng.randint(0, 7)
    if k == 0:
        rel = rng.choice(["daughter", "son", "niece", "nephew"] if c.age > 45 else ["sister", "brother", "cousin", "best friend"])
        sx = "F" if rel in ("daughter", "niece", "sister") else ("M" if rel in ("son", "nephew", "brother") else None)
        return ["Went to ", ps + " " + rel + " ",
                famn(rng, c, phi.make_person(rng, c.country, sex=sx, ref=d), ["first"]), "'s wedding on ",
                D(rng, c, d - dt.timedelta(days=rng.randint(1, 5)), ["wd", "daymonth"]), "; danced, sore next day."]
    if k == 1:
        return ["Back at work at ", P(c.emp_type, c.employer), " on modified duties since ",
                D(rng, c, d - dt.timedelta(days=rng.randint(2, 9)), ["wd", "dm", "daymonth"]), "."]
    if k == 2:
        return ["Flew back from ", phi.country_piece(rng.choice(phi.PL.WORLD)), " on ",
                D(rng, c, d - dt.timedelta(days=rng.randint(1, 6)), ["wd", "dm"]), " - long flight aggravated symptoms."]
    if k == 3 and c.ec_rel in ("mother", "father", "grandson", "granddaughter", "son", "daughter"):
        return ["Has been lifting ", rel_ref(rng, c), " (", P("AGE", str(fam_age(rng, c))), ") in and out of the car."]
    if k == 4:
        return ["Missed last appt (", D(rng, c, d - dt.timedelta(days=rng.randint(3, 8)), ["dm", "wdshort"]), ") - unwell with a cold."]
    if k == 5:
        return ["Played in the ", P("ORGANIZATION", rng.choice(phi.PL.CLUBS)), " match on ",
                D(rng, c, d - dt.timedelta(days=rng.randint(1, 4)), ["wd", "dm"]), ", no flare."]
    if k == 6:
        return ["Busy week as " + an(c.job), job(c), "; symptoms up and down."]
    return ["Good week overall. Walking 30 min daily."]


def _soap(doc, rng, c, comp, d, n, head_style):
    t = "%d:%02d" % (rng.randint(7, 19), rng.choice([0, 10, 15, 20, 30, 40, 45, 50]))
    p = c.prac if rng.random() < 0.85 else c.prac3
    if head_style == 0:
        doc.ln("Visit {n} - {d} {t} - {p} - Room {LOCATION_OTHER:r}", n=n, d=D(rng, c, d, ["wdshort", "wdnum", "wddm", "num"]), t=t,
               p=drn(rng, c, p, False), r=rng.choice(["1", "2", "3", c.room]))
    elif head_style == 1:
        doc.ln("{d}  ({t})  Tx #{n}", d=D(rng, c, d, ["dmon", "num", "wdlong", "short"]), t=t, n=n)
    else:
        doc.ln("** {d} ** Encounter {ACCOUNT:e}", d=D(rng, c, d, ["num", "iso", "wdnum"]), e=CS.account_no(rng))
    before, now = rng.randint(4, 8), rng.randint(1, 6)
    doc.ln("S: {a} NPRS {b}/10 (prev {x}/10). {e}", a=rng.choice(["Improving.", "Feels 30% better.", "Similar.", "Flare after weekend.",
                                                                  "Less morning stiffness.", "Sleep better."]),
           b=now, x=before, e=_life_event(rng, c, d))
    objs = CL.obj(rng, comp, c.country)
    doc.ln("O: " + ("; ".join(objs) if objs else "tongue %s; pulse %s" % (rng.choice(CL.TONGUE), rng.choice(CL.PULSE))))
    doc.ln("A: %s - %s." % (comp["short"], rng.choice(["responding well", "slow progress", "plateau, review plan", "improving ROM",
                                                        "irritability reduced"])))
    doc.ln("P: " + "; ".join(CL.tech(rng, comp, c.modality, rng.randint(2, 3))) + ". " + rng.choice(
        ["Continue HEP.", "Added " + CL.hep(rng, comp, 1)[0] + ".", "Review 1/52." if c.country != "US" else "Review 1 wk.", "Reassess %s next visit." % comp["measure"]]))
    if c.country == "US" and rng.random() < 0.6:
        doc.ln("Billing: CPT %s; copay %s collected." % (", ".join(rng.sample(CL.CPT[c.modality], 2)), money(rng, c, 15, 40)))
    elif rng.random() < 0.4:
        doc.ln("Paid {m} ({w}), receipt {ACCOUNT:r}.", m=money(rng, c), w=rng.choice(["card", "EFTPOS", "cash", "direct debit", "health fund claim"]),
               r=CS.invoice(rng))
    if rng.random() < 0.2:
        doc.ln("Chaperone present: {n}.", n=phi.nm(c.recep, rng.choice(["full", "first"]), "DOCTOR", rng, c.country))
    doc.ln("-- {i}", i=phi.nm(p, rng.choice(["init", "initlow", "ilast", "first"]), "DOCTOR", rng, c.country))
    doc.nl()


def treatment_session_notes(rng, country):
    mod = rng.choice(["chiro", "chiro", "osteo", "osteo", "massage", "massage", "acup", "naturo"])
    c = CS.make_case(rng, country, mod, n_visits=rng.randint(4, 9))
    comp = CL.pick(rng, mod, c.pt.sex)
    doc = Doc()
    v = rng.randint(0, 2)
    if v == 0:
        doc.ln("{h} - Treatment Notes", h=H(c.clinic.name))
        doc.ln("Patient: {n} | DOB {d} | File {MRN:m}", n=ptn(rng, c, ["LF", "lf", "full"]), d=D(rng, c, c.pt.dob, ["num", "dmon"]), m=c.mrn)
        doc.ln("Printed {d} by {USERNAME:u}", d=D(rng, c, c.visits[-1] + dt.timedelta(days=1), ["num", "iso"]), u=rng.choice([c.recep.user, c.prac.user]))
        doc.ln("-" * 56)
    elif v == 1:
        letterhead(doc, rng, c, style=rng.choice(["caps", "oneline"]))
        doc.ln("%s - CLINICAL NOTES (CONTINUATION)" % mod_word(c).upper())
        pt_header(doc, rng, c)
        doc.ln("Condition: %s (%s)   Practitioner: {p}" % (comp["name"], CL.icd(comp, country)), p=drn(rng, c, c.prac))
        doc.nl()
    else:
        doc.ln("SESSION LOG - {n} ({AGE:a})", n=ptn(rng, c, ["full", "fml"]), a=str(c.age))
        doc.ln("{h}, {CITY:ct}", h=H(c.clinic.name), ct=c.clinic.addr.city)
        doc.ln("Mob {PHONE:m}  |  {EMAIL:e}", m=c.mobile, e=c.email)
        doc.nl()
    start = rng.randint(2, 4)
    hs = rng.randint(0, 2)
    vis = c.visits[: rng.randint(2, min(5, len(c.visits)))]
    for i, d in enumerate(vis):
        if mod == "massage" and rng.random() < 0.5:
            _massage_entry(doc, rng, c, comp, d, start + i)
        else:
            _soap(doc, rng, c, comp, d, start + i, hs)
    if rng.random() < 0.5:
        doc.ln("Next booked: {d} with {p}.", d=D(rng, c, vis[-1] + dt.timedelta(days=7), ["wdlong", "wdshort", "wddm"]),
               p=drn(rng, c, c.prac, False))
    if rng.random() < 0.35:
        doc.ln("Note amended {d} by {USERNAME:u} (typo).", d=D(rng, c, vis[-1], ["num", "iso"]), u=c.prac.user)
    return doc, c


def _massage_entry(doc, rng, c, comp, d, n):
    doc.ln("Session {n} | {d} | {l}", n=n, d=D(rng, c, d, ["wdnum", "num", "dmon"]), l=CL.session_len(rng))
    doc.ln("Health update: %s. Contraindications re-checked: %s." % (
        rng.choice(["no change", "new bruise L shin (knocked on coffee table)", "started " + CL.meds_list(rng, c.country, 1)[0], "mild cold last week"]),
        rng.choice(["nil", "none", "avoid deep work over varicosities L calf", "no prone lying > 20 min (reflux)"])))
    doc.ln("Areas: %s.  Pressure: %s.  Oils: %s." % (", ".join(CL.tech(rng, comp, "massage", 2)), rng.choice(["light", "medium", "firm", "medium-firm"]),
                                                       rng.choice(["unscented", "sweet almond", "grapeseed (nut allergy)", "arnica cream"])))
    doc.ln("Client feedback: {x}", x=_life_event(rng, c, d))
    doc.ln("Therapist: {p}", p=phi.nm(c.prac, rng.choice(["full", "cred", "first"]), "DOCTOR", rng, c.country))
    doc.nl()


# ----------------------------------------------------------- acupuncture
def _points(rng, n):
    pts = rng.sample(CL.POINTS, n)
    rows = []
    for p in pts:
        side = rng.choice(["bilat", "L", "R", "bilat"] if not p.startswith(("REN", "DU", "Yin")) else ["midline"])
        rows.append((p, side, rng.choice(CL.NEEDLES), rng.choice(["0.3 cun", "0.5 cun", "0.8 cun", "1 cun", "1.5 cun", "10 mm", "20 mm"]),
                     rng.choice(["even", "tonify", "reduce", "de qi obtained", "EA"])))
    return rows


def acupuncture_record(rng, country):
    c = CS.make_case(rng, country, "acup", n_visits=rng.randint(3, 8))
    comp = CL.pick(rng, "acup", c.pt.sex)
    doc = Doc()
    letterhead(doc, rng, c)
    doc.ln(rng.choice(["ACUPUNCTURE TREATMENT RECORD", "Acupuncture / TCM Treatment Record", "TREATMENT RECORD - ACUPUNCTURE & MOXIBUSTION"]))
    pt_header(doc, rng, c)
    doc.ln("Practitioner: {p}   {lab} {LICENSE:r}", p=phi.nm(c.prac, "cred", "DOCTOR", rng, country), lab=c.prac.reg_label, r=c.prac.reg)
    doc.ln("Presenting condition: %s (%s)   Western dx per %s: %s" % (comp["name"], CL.icd(comp, country), c.gpw, rng.choice(
        ["confirmed", "not yet seen", "as per referral letter", "nil formal diagnosis"])))
    doc.nl()
    n_sess = rng.randint(1, 3)
    k0 = rng.randint(1, 6)
    for i, d in enumerate(c.visits[:n_sess]):
        doc.ln("Treatment {n} - {d} at {t}  (Room {LOCATION_OTHER:r})", n=k0 + i, d=D(rng, c, d, ["wdlong", "wdnum", "num", "long"]),
               t="%d:%02d" % (rng.randint(8, 19), rng.choice([0, 15, 30, 45])), r=c.room)
        doc.ln("Update: %s Sleep %s; appetite %s; bowels %s." % (
            rng.choice(["Symptoms eased 2-3 days after last session.", "No change.", "Flare mid-week with work stress.", "Feels calmer."]),
            rng.choice(["6 h, broken", "7 h", "improved", "poor"]), rng.choice(["good", "reduced", "variable"]), rng.choice(["regular", "loose x2/day", "sluggish"])))
        if rng.random() < 0.5:
            doc.ln("Accompanied by {r}, who waited in reception.", r=rel_ref(rng, c))
        doc.ln("TCM pattern: %s.  Tongue: %s.  Pulse: %s." % (rng.choice(CL.TCM_PAT), rng.choice(CL.TONGUE), rng.choice(CL.PULSE)))
        doc.ln("Principle: %s." % rng.choice(["soothe Liver, regulate Qi", "tonify Spleen Qi, resolve Damp", "nourish Yin, calm Shen",
                                               "move Qi and Blood, stop pain", "expel Wind-Damp, warm channels"]))
        doc.ln("Point | Side | Needle | Depth | Stim")
        rows = _points(rng, rng.randint(5, 10))
        for r in rows:
            doc.ln(" | ".join(r))
        if rng.random() < 0.6:
            doc.ln("EA: Meridia EA-4 stimulator, unit SN {DEVICE:s}; {f}, {m} min, intensity to patient tolerance ({a} pair(s)).",
                   s=CS.device_sn(rng, "ea"), f=rng.choice(["2 Hz", "2/100 Hz dense-disperse", "10 Hz", "100 Hz"]),
                   m=rng.choice(["15", "20", "25"]), a=rng.randint(1, 3))
        if rng.random() < 0.35:
            doc.ln("TDP/heat lamp: ThermaLux IR-200 (asset {DEVICE:s}) over lumbar, 30 cm distance, skin checked x2.", s=CS.device_sn(rng, "lamp"))
        extra = rng.choice(["Moxa stick on ST36 bilat x 5 min.", "Fire cupping BL13-BL23, 8 min, faint marks expected.", "Auricular seeds: Shen Men, Point Zero, Liver (R ear).", "Gua sha upper trapezius."])
        doc.ln("Adjunct: " + extra)
        cnt = sum(2 if r[1] == "bilat" else 1 for r in rows)
        doc.ln("Needle count: in %d / out %d (checked by {p}); retention %s." % (cnt, cnt, rng.choice(["20 min", "25 min", "30 min"])),
               p=phi.nm(c.prac, rng.choice(["init", "first"]), "DOCTOR", rng, country))
        doc.ln("Response: %s." % rng.choice(CL.ADVERSE))
        doc.nl()
    doc.ln("Aftercare: avoid strenuous exercise and hot showers for 2 h; keep seeds on 3 days; contact us on {PHONE:t} with any concerns.",
           t=c.clinic.phone)
    if c.country in ("AU", "UK", "NZ") and rng.random() < 0.5:
        doc.ln("Herbal formula: %s, %s g/day granules x 7 days (dispensed by {h})." % (rng.choice(["Xiao Yao San", "Gui Pi Tang", "Du Huo Ji Sheng Tang", "Suan Zao Ren Tang"]), rng.choice(["6", "9", "12"])),
               h=H(CS.pharmacy_name(rng, country)))
    doc.ln("Next treatment: {d}", d=D(rng, c, c.visits[min(n_sess, len(c.visits) - 1)], ["wdlong", "wdshort", "num"]))
    if rng.random() < 0.4:
        doc.ln("Letter to {g} re progress sent {d}.", g=gpn(rng, c), d=D(rng, c, c.visits[n_sess - 1], ["num", "dm"]))
    doc.nl()
    sign(doc, rng, c, closing=rng.choice(["Practitioner signature:", None]), reg=False)
    return doc, c
