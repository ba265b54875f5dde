"""Genres: custody medication record, rousing and intoxication check log,
forensic sample record."""
import datetime as dt

import clin as K
import common as C
import phi as H
import pools as P
from doc import Doc


def tm(c):
    r = c.rng
    return c.ft(r.randint(0, 23), r.randint(0, 59))


def initials(p):
    return p.first[0] + p.last[0]


def medication_record(c):
    r = c.rng
    d = Doc()
    C.header(d, c, r.choice(["Custody Medication Record", "Medication Administration Record (Custody)",
                             "Detained Person Medication Chart"]))
    C.pt_block(d, c, ["name", "dob", "hid", "custody", "gp"], style=r.choice(["lines", "pipe"]))
    d.t("Allergies: " + r.choice(K.ALLERGY) + "    Weight: %d kg (stated)\n\n" % r.randint(48, 118))
    d.t("MEDICATION BROUGHT INTO CUSTODY\n")
    own_t = K.pick(r, K.MEDS, r.randint(1, 3))
    if r.random() < 0.4 and not any(mt[0] in ("methadone", "buprenorphine") for mt in own_t):
        own_t = [K.MEDS[r.randint(0, 1)]] + own_t
    ost = [mt for mt in own_t if mt[0] in ("methadone", "buprenorphine")]
    for mt in own_t:
        m = K.med_line(r, mt)
        d.t("* " + m + " - ")
        k = r.random()
        if k < 0.5:
            d.w("pharmacy label {HOSPITAL}, dispensed {DATE}, prescriber Dr {DOCTOR}", c.pharm,
                c.fd(c.ago(2, 40)), c.gp_doc.name(r.choice(["last", "fil"])))
        elif k < 0.75:
            d.w("brought in by {_} {FAMILY} at {_}", c.kin_rel, c.kin.name(r.choice(["full", "first"])), tm(c))
        else:
            d.t("not with DP - held at home address")
        tail = [". Batch %s exp %02d/%d." % (H.lt(r, 2) + H.dg(r, 4), r.randint(1, 12), c.date.year + r.randint(1, 3)),
                ". Sealed in property bag.", "."]
        if mt[1] in ("tablet", "capsule", "MR tablet", "SL tablet"):
            tail.append(". Count: %d %ss." % (r.randint(4, 56), mt[1].split()[-1]))
        d.t(r.choice(tail) + "\n")
    d.t("\nVERIFICATION\n")
    if ost or r.random() < 0.2:
        d.w("Spoke to {HOSPITAL} (tel {PHONE}) at {_} - pharmacist {DOCTOR} confirmed ", c.pharm, H.phone(r, c.cc, "land"),
            tm(c), H.person(r).name(r.choice(["full", "last", "first"])))
        dose = ("dose " + r.choice(ost[0][2])) if ost else "supply (7-day blister pack)"
        d.w("last " + dose + " collected {DATE}; no missed doses; script ref {IDNUM}. ", c.fn(c.ago(1, 2)),
            "RX" + H.dg(r, 7))
        d.w("Prescriber at {HOSPITAL} informed by email ({EMAIL}).\n", c.drugsvc, H.generic_email(r, "prescribing.team"))
    else:
        d.w("GP summary obtained from {HOSPITAL}, receptionist {DOCTOR}, fax received {_} on {FAX}. ", c.gp,
            H.person(r).name(r.choice(["first", "full"])), tm(c), c.gp_fax)
        d.w("Repeat list matches DP account (last issued {DATE}).\n", c.fd(c.ago(3, 60)))
    d.t("\nADMINISTRATION\n")
    tbl = r.random() < 0.6
    if tbl:
        d.t("Date       | Time  | Medicine                     | Dose     | Route | Given by            | Notes\n")
        d.t("-" * 96 + "\n")
    day, hh = c.date, r.randint(6, 20)
    rows = r.randint(4, 9)
    staff = [c.nurse, c.nurse2, c.fme]
    pool = own_t + [K.MEDS[18], K.MEDS[19]]
    for i in range(rows):
        m = r.choice(pool)
        dose = r.choice(m[2])
        route = {"SL tablet": "SL", "pen": "SC", "100 mcg MDI": "INH", "patch": "TD", "depot": "IM"}.get(m[1], "PO")
        note = r.choice(["observed, mouth check", "DP refused", "given with food", "PRN - headache 6/10",
                         "witnessed by DO", "CD register p.%d" % r.randint(3, 60), "BM %.1f pre-dose" % r.uniform(4, 14),
                         "not given - drowsy, GCS 13", "held - awaiting verification", "tolerated"])
        who = r.choice(staff)
        if tbl:
            d.w("{DATE} | {_} | {_} | {_} | {_} | ", c.fd(day), c.ft(hh, r.choice([0, 5, 10, 15, 30, 45])),
                m[0].ljust(28), dose.ljust(8), route.ljust(5))
            d.p(who.name(r.choice(["fil", "init2", "full"])), "DOCTOR")
            d.t(" | " + note + "\n")
        else:
            d.w("{DATE} {_} - {_} {_} {_} given by ", c.fd(day), c.ft(hh, r.choice([0, 10, 20, 40])), m[0], dose, route)
            if who is c.fme:
                d.t("Dr ")
            d.p(who.name(r.choice(["last", "fil", "full"])), "DOCTOR")
            d.t(" (" + note + ").\n")
        hh += r.randint(2, 6)
        if hh >= 24:
            hh -= 24
            day = day + dt.timedelta(days=1)
    d.t("\nControlled drugs witnessed by ")
    c.sgt_ref(d)
    d.t(" where no second HCP available. ")
    d.t("Naloxone 400 mcg IM available in suite; not required.\n")
    if r.random() < 0.5:
        d.w("\nMedication returned to DP on release {DATE} at {_} and signed for. Next dose due {_}.\n",
            c.fd(day), c.ft(min(hh, 23), r.randint(0, 59)), r.choice(["08:00", "tomorrow morning", "22:00"]))
    d.nl()
    C.sign(d, c, "nurse")
    C.footer(d, c)
    return d


def rousing_log(c):
    r = c.rng
    d = Doc()
    title = r.choice(["Rousing and Intoxication Check Log", "Cell Observation / Rousing Record", "Detention Log - Level 2 Observations",
                      "Intoxicated Person Check Sheet"])
    C.header(d, c, title)
    d.t("Detainee: ")
    d.p(c.pt.name(r.choice(["LF", "full", "Lf"])), "PATIENT")
    d.w("   Cell: {LOCATION_OTHER}   Custody no: {IDNUM}\n", c.cell, c.custody_no)
    d.t("Observation level: %s   Frequency: %s\n" % (r.choice(["2 (intermittent)", "2", "Level 2 with rousing", "3 (constant)"]),
                                                   r.choice(["every 30 min", "30 mins", "15 minutes for 2 h then 30 minutes"])))
    d.t("Rousing instructions (")
    if r.random() < 0.5:
        d.t("Dr ")
        d.p(c.fme.name(r.choice(["last", "full"])), "DOCTOR")
    else:
        c.staff(d, c.nurse, c.nurse_cred)
    d.t("): visit, rouse, speak to and obtain a response - ask name, where they are, and give a simple command. "
        "If any concern call HCP and consider ambulance. Remember: Rousable, Response to questions, Response to commands.\n")
    d.t("Intoxicated on arrival: " + K.breath(r, c) + "; " + r.choice(["smelt of alcohol", "admits 2 g cocaine + 10 pints",
                                                                       "suspected GHB", "took 'blues' (street diazepam)"]) + ".\n\n")
    tbl = r.random() < 0.65
    if tbl:
        d.t("Date   | Time  | Observation                                                         | By\n")
    day = c.date
    hh, mm = r.randint(19, 23), r.choice([0, 15, 30, 45])
    n = r.randint(10, 18)
    dos = [c.officer2, c.sgt, H.person(r)]
    bad_at = r.randint(3, n - 2) if r.random() < 0.35 else -1
    for i in range(n):
        ok = i != bad_at
        txt = K.rouse_outcome(r, ok)
        who = r.choice(dos)
        ds = H.fdate(day, r.choice(["dm", "dm"]) if c.cc != "US" else "md") if tbl else c.fd(day)
        if tbl:
            d.w("{DATE}  | {_} | {_} | ", ds, c.ft(hh, mm), txt.ljust(67))
            d.p(initials(who) if r.random() < 0.6 else who.name("last"), "FAMILY")
            d.nl()
        else:
            d.w("{DATE} {_} - {_}. (", ds, c.ft(hh, mm), txt)
            d.p(who.name(r.choice(["fil", "last", "init"])), "FAMILY")
            d.t(")\n")
        if not ok:
            d.w("{DATE} {_} - HCP ", ds, c.ft(hh, (mm + 4) % 60))
            c.staff(d, c.nurse, c.nurse_cred, form=r.choice(["full", "fil"]))
            d.t(" attended: " + K.obs(r, c, compact=True) + "; " + K.pupils(r) + ". Placed in recovery position; "
                + r.choice(["improved, continue level 2 with 15-min rousing for 1 h.", "ambulance called, cat 2, transferred to "]))
            if d.buf[-1].endswith("to "):
                d.w("{HOSPITAL}.\n", c.hosp)
                break
            d.nl()
        mm += 30
        if mm >= 60:
            mm -= 60
            hh += 1
        if hh >= 24:
            hh -= 24
            day = day + dt.timedelta(days=1)
    d.t("\nIntoxication re-check ")
    d.w("{DATE} {_}: ", c.fd(day), c.ft(hh, mm))
    d.t(r.choice(["speech clear, steady gait, orientated; " + K.breath(r, c) + " on evidential instrument.",
                  "sober, GCS 15/15, tolerating fluids.", "still intoxicated - continue level 2."]))
    d.t(" Level changed by ")
    c.sgt_ref(d)
    d.t(" following HCP advice.\n")
    if r.random() < 0.5:
        d.w("Breath instrument ({_}) serial {DEVICE}, calibration check passed.\n",
            r.choice(K.MODELS[:1] + ["evidential breath analyser"]), H.serial(r, "breath"))
    if r.random() < 0.4:
        d.w("Pulse oximeter used: Oxipal 200, asset {DEVICE}.\n", H.serial(r, "oxi"))
    C.footer(d, c, prob=0.75)
    return d


SAMPLE_TYPES = [("Buccal swab (DNA)", "dna"), ("Fingerprints (Livescan)", "fp"), ("Palm prints", "palm"),
                ("Custody image", "photo"), ("Blood - alcohol (2 x grey top)", "seal"), ("Urine - drugs", "seal"),
                ("Fingernail scrapings", "seal"), ("Head hair combings", "seal"), ("Swab - right hand", "seal"),
                ("Blood - drugs (DRUID panel)", "seal")]


def sample_record(c):
    r = c.rng
    d = Doc()
    C.header(d, c, r.choice(["Forensic Sample Record", "Record of Samples Taken in Custody", "Chain of Custody - Forensic Specimens",
                             "Intimate / Non-intimate Samples Record"]))
    C.pt_block(d, c, ["name", "dob", "sex", "custody", "pnc"], style=r.choice(["lines", "inline"]))
    dui = r.random() < 0.5
    law = {"UK": "s62/s63 PACE 1984" + (", s7 Road Traffic Act 1988" if dui else ""),
           "IE": "Criminal Justice (Forensic Evidence and DNA Database System) Act 2014" + (", s12 Road Traffic Act 2010" if dui else ""),
           "AU": "Police Powers legislation (forensic procedures)", "CA": "Criminal Code s.320.28" if dui else "DNA warrant",
           "US": "implied consent statute" if dui else "search warrant"}[c.cc]
    hh, mm = r.randint(1, 23), r.randint(0, 59)
    d.t("Authority: " + law + ". Authorised by ")
    d.t(r.choice(["Insp ", "Sgt ", "Lt. ", "Supt "]))
    d.p(c.sgt.name(r.choice(["last", "full"])), "FAMILY")
    d.w(" at {_} on {DATE}.\n", c.ft(hh - 1, r.randint(0, 59)), c.fn())
    if c.cc == "US" and not dui and r.random() < 0.7:
        d.w("Warrant no. {IDNUM} signed by Judge {FAMILY}.\n", "SW-%02d-%s" % (c.yy, H.dg(r, 4)), c.aa.name("last"))
    if dui:
        d.w("Vehicle: reg {VEHICLE}", c.plate)
        if r.random() < 0.4:
            d.w(", VIN {VEHICLE}", H.vin(r))
        d.w(". Roadside screening {_}; evidential device serial {DEVICE}.\n", K.breath(r, c), H.serial(r, "breath"))
    d.t("Consent: " + r.choice(["given verbally and in writing", "given; solicitor present", "refused - warned re consequences; sample taken under authority",
                                "given via interpreter"]) + ". Capacity: no concerns.\n")
    if r.random() < 0.5:
        d.w("Present: solicitor {FAMILY} ({ORGANIZATION}); chaperone ", c.solicitor.name(r.choice(["full", "fil"])), c.firm)
        c.officer_ref(d, 2)
        d.t(".\n")
    d.t("\nSAMPLES\n")
    n = r.randint(3, 6)
    sel = K.pick(r, SAMPLE_TYPES, n)
    if dui and not any(k.startswith("Blood - alcohol") for k, _ in sel):
        sel[0] = SAMPLE_TYPES[4]
    taker_is_doc = r.random() < 0.6
    for i, (lab, kind) in enumerate(sel):
        d.t("%d) %s\n   Ref: " % (i + 1, lab))
        if kind in ("dna", "fp", "photo", "palm"):
            d.p(H.bioid(r, kind, c.yy), "BIOID")
        else:
            d.p(H.idnum(r, "exhibit", c.yy), "IDNUM")
            d.w("   Seal no: {IDNUM}", H.idnum(r, "seal", c.yy))
        d.w("   Taken: {DATE} {_} by ", c.fd(), c.ft(hh, mm))
        if kind == "seal" and taker_is_doc:
            d.t("Dr ")
            d.p(c.fme.name(r.choice(["last", "fil"])), "DOCTOR")
        elif kind == "seal":
            c.staff(d, c.nurse, c.nurse_cred)
        else:
            c.officer_ref(d, 1)
        d.t("\n   Notes: " + r.choice(["site cleaned with non-alcohol wipe", "sample divided, DP offered part - declined",
                                          "kit lot %s, in date" % (H.lt(r, 1) + H.dg(r, 5)), "2 x 5 mL sodium fluoride tubes",
                                          "right-handed DP; both hands sampled", "DP compliant", "quality check passed on scanner"]) + "\n")
        mm += r.randint(3, 12)
        if mm >= 60:
            mm -= 60
            hh = (hh + 1) % 24
    d.t("\nCHAIN OF CUSTODY\n")
    d.w("Sealed and labelled in presence of DP. Handed to ", )
    c.officer_ref(d, 1)
    d.w(" at {_}; booked into exhibit store, fridge 2. Submitted to {ORGANIZATION}, lab ref {IDNUM}.\n", c.ft(hh, mm),
        r.choice(["Tamsworth Forensic Science Ltd", "Kelvedge Analytical Services", "Bellwater Toxicology Lab", "Northgate Tox Analytics"]),
        H.idnum(r, "lab", c.yy))
    if r.random() < 0.5:
        d.w("Result enquiries: {EMAIL} / {URL}\n", H.generic_email(r, "toxicology.results"), H.url(r, "lab/results?ref=" + H.dg(r, 6)))
    d.t("\nClinical notes: " + r.choice(["venepuncture L antecubital fossa, one attempt, cotton wool and tape applied",
                                         "no needle phobia; vasovagal history - sample taken lying", "veins poor; R hand dorsum used",
                                         "DP declined blood; urine obtained"]) + ". " + K.obs(r, c, compact=True) + ".\n\n")
    if taker_is_doc:
        C.sign(d, c, "doc")
    else:
        C.sign(d, c, "nurse")
    C.footer(d, c, prob=0.6)
    return d


GENRES = {"custody_medication_record": medication_record, "rousing_intoxication_log": rousing_log,
          "forensic_sample_record": sample_record}
