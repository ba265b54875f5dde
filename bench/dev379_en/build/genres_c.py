"""Genres: infusion day-unit record, nail-fold capillaroscopy report, advice-line telephone log."""
import blocks
import clin
import loc
import narr
from core import P
from narr import fut, past


def _t(h, m):
    return "%02d:%02d" % (h, m)


def infusion_record(n, c):
    rng = c.rng
    x = narr.X(c)
    yy = c.d.year % 100
    key = rng.choice(clin.INFUSION_FOR[c.dx])
    drug, doses, brands = clin.INFUSIONS[key]
    dose = rng.choice(doses)
    brand = rng.choice(brands)
    n1, n2 = c.nurses[0], c.nurses[1]
    if rng.random() < 0.3:
        n.f("{dayunit}, {bldg} - {hosp}\n", x)
    else:
        n.f("{dayunit} - {hosp}\n", x)
    n.add(rng.choice(["INFUSION RECORD\n", "Day Unit Infusion Record\n", "Infusion Nursing Record\n",
                      "BIOLOGIC / CYTOTOXIC INFUSION CHART\n"]))
    n.f("Date: {d}    Chair: {ch}    Arrived " + _t(rng.randint(7, 10), rng.randint(0, 59)) + "\n", x,
        d=c.D(c.d, rng.choice([c.ds, "wks"])), ch=P(str(rng.randint(1, 14)), "LOCATION_OTHER"))
    blocks.pt_header(n, c, rng.choice([0, 2, 3]))
    if rng.random() < 0.5:
        n.f("{acctl}: {acct}\n", x)
    n.add("\n")
    n.add("Identity: wristband checked against prescription")
    k = rng.random()
    if k < 0.35:
        n.f("; palm-vein biometric match {b}", x, b=P("PV-" + loc.digits(rng, 7), "BIOID"))
    elif k < 0.5:
        n.f("; fingerprint ID {b} verified at kiosk", x, b=P("FP-" + loc.digits(rng, 6), "BIOID"))
    n.add(". Allergies: " + rng.choice(clin.ALLERGY) + "\n")
    n.add("Indication: " + clin.dx_text(rng, c) + "\n")
    n.f("Drug: " + drug + " (" + brand + ") " + dose + "\n", x)
    n.f("Batch: {b}   Expiry {e}   Prescriber: Dr {p}\n", x,
        b=P(rng.choice(["", "", "B"]) + loc.letters(rng, 2) + loc.digits(rng, 5), "IDNUM"),
        e=rng.choice(["06/2026", "11/2025", "03/2027", "09/2026"]), p=c.doc(c.cons if rng.random() < 0.6
                                                                            else c.reg))
    n.f("Second checker: {n2}\n\n", x, n2=c.doc(n2))
    n.add("Pre-infusion checks:\n")
    wt, ht = rng.randint(48, 110), rng.randint(150, 188)
    n.add("- Weight %d kg, height %d cm, BSA %.2f m2\n" % (wt, ht, (wt * ht / 3600.0) ** 0.5))
    n.f("- Bloods {d}: " + clin.bloods(rng, c) + "\n", x, d=c.D(past(c, 1, 7), c.ts))
    if key in ("rtx",):
        n.add("- IgG %.1f g/L; HBsAg/anti-HBc negative; no active infection\n" % rng.uniform(4.2, 12.5))
    if key == "cyc":
        n.add("- Urine dip negative for blood (mesna given); pregnancy test negative; fertility "
              "counselling documented (GnRH analogue considered)\n")
    n.add("- Consent form " + rng.choice(["signed (form 1)", "in notes", "confirmed verbally - written consent "
                                          "from first cycle valid"]) + "\n")
    n.add("- Pre-medication: " + clin.PREMEDS[key] + "\n")
    n.f("- Cannula: " + rng.choice(["22G", "20G"]) + " " + rng.choice(["L forearm", "R hand", "L ACF"]) +
        " (Venflon) by {n1}, flushes well" + rng.choice(["", "; 2 attempts"]) + "\n", x, n1=c.doc(n1, "il"))
    if rng.random() < 0.75:
        n.f("- Pump: " + rng.choice(["Alaris GP", "BD Alaris 8100", "Sigma Spectrum", "Volumat Agilia"]) +
            ", SN {sn}\n", x, sn=P(rng.choice(["", "AG", "8"]) + loc.digits(rng, 8), "DEVICE"))
    if rng.random() < 0.25:
        n.f("- Port: implanted PowerPort, serial {sn}, accessed with 20G Huber needle\n", x,
            sn=P("PP" + loc.digits(rng, 7), "DEVICE"))
    n.add("\nObservations:\n")
    n.add("Time   BP        HR   Temp  SpO2  RR   Rate/notes\n")
    h, m = rng.randint(9, 11), rng.choice([0, 10, 15, 30])
    rate = 50
    react = rng.random() < 0.22
    for i in range(rng.randint(5, 8)):
        tm = h * 60 + m + i * 30
        note = ("%d mg/h" % rate) if key == "rtx" else rng.choice(["running", "ok", "", "no concerns"])
        if key == "rtx":
            rate = min(400, rate + 50)
        if react and i == 3:
            note = "rigors, flushing - infusion paused"
        n.add("%s  %d/%d  %s  %s  %d   %d   %s\n" % (
            _t(tm // 60, tm % 60), rng.randint(98, 150), rng.randint(56, 96),
            str(rng.randint(55, 105)).ljust(3), rng.choice(["36.5", "36.8", "37.1", "36.6", "36.9"])
            if not (react and i == 3) else "38.1",
            rng.randint(94, 100), rng.randint(12, 20), note))
    if react:
        n.f("\nReaction: grade 2 infusion reaction at " + _t(h + 1, 30) + ". Hydrocortisone 100 mg IV and "
            "chlorphenamine 10 mg IV given; Dr {r} reviewed. Restarted at half rate after 30 min, completed "
            "without further event.\n", x, r=c.doc(c.reg, rng.choice(["full", "last"])))
    else:
        n.add("\nNo infusion reaction. ")
    n.f("Completed " + _t(rng.randint(13, 16), rng.randint(0, 59)) + ". Cannula removed intact. "
        "Observed 30 min post. Discharged by {n1}.\n", x, n1=c.doc(n1))
    n.add("\nDischarge advice: contact the advice line if temp >=38, rash, breathlessness. " +
          rng.choice(["Steroid card given.", "Mesna tablets x2 at 2 h and 6 h.",
                      "Do not drive today (chlorphenamine).", "Infection leaflet given."]) + "\n")
    if rng.random() < 0.3:
        narr.public(n, c)
        n.add("\n")
    n.f("Advice line: {ph}\n", x, ph=P(loc.phone(rng, c.cc), "PHONE"))
    k = rng.random()
    if k < 0.3:
        rel, p = c.relative(["husband", "wife", "partner", "daughter", "son", "mother"])
        n.f("Collected by " + rel + " {p}; car park exit permit for reg {v}.\n", x, p=c.fm(p, "first"),
            v=P(loc.plate(rng, c.cc), "VEHICLE"))
    elif k < 0.5:
        n.f("Free parking voucher issued - vehicle {v}.\n", x, v=P(loc.plate(rng, c.cc), "VEHICLE"))
    nxt = fut(c, 13, 190)
    n.f("Next infusion: {d}" + rng.choice([" - booked", " (to be booked)", ", 09:00"]) + "\n", x, d=c.D(nxt))
    n.f("\nRN: {n1}   " + _t(rng.randint(14, 17), rng.randint(0, 59)) + "\n", x, n1=c.doc(n1))
    if rng.random() < 0.4:
        n.put(blocks.lic(c, n1))
        n.add("\n")
    if rng.random() < 0.35:
        blocks.audit(n, c, n1, 0.35)


def capillaroscopy(n, c):
    rng = c.rng
    x = narr.X(c)
    yy = c.d.year % 100
    rep = c.cons if rng.random() < 0.6 else c.clin("doc", "Dr")
    n.add(rng.choice(["NAILFOLD CAPILLAROSCOPY REPORT\n", "Nail-fold Videocapillaroscopy (NVC)\n",
                      "Capillaroscopy Report - Raynaud's Clinic\n"]))
    n.f("{hosp}, " + rng.choice(["Microvascular Laboratory", "Rheumatology Department", "Raynaud's Clinic"]) +
        "\n\n", x)
    blocks.pt_header(n, c, rng.choice([0, 2, 3, 4, 5]))
    n.f("Examination date: {d}\n", x, d=c.D(c.d))
    k = rng.random()
    if k < 0.5:
        n.f("Referrer: Dr {gp}, {prac}\n", x)
    elif k < 0.8:
        n.f("Referrer: Dr {r}, {hosp2}\n", x, r=c.doc(c.clin("doc", "Dr")))
    else:
        n.f("Referrer: Dr {reg} (internal)\n", x)
    n.f("Image set: {acc}\n\n", x, acc=P("NVC-%02d-%05d" % (yy, rng.randint(1, 99999)), "IDNUM"))
    if c.dx in ("lcssc", "dcssc"):
        pattern = rng.choice(["early", "active", "active", "late", "late"])
    elif c.dx in ("mctd", "dm"):
        pattern = rng.choice(["nonspecific", "early", "active"])
    else:
        pattern = rng.choice(["normal", "normal", "nonspecific", "early"])
    mild = pattern in ("normal", "nonspecific")
    n.add("Clinical details: " + rng.choice([
        "Raynaud's phenomenon since ", "Secondary Raynaud's? onset "] +
        ([] if mild else ["Digital ulcers; Raynaud's from "])))
    n.f("{y}. ANA " + rng.choice(["1:320 speckled", "negative", "1:160 homogeneous"] if mild else
                                  ["1:640 centromere", "1:160 nucleolar", "1:1280 speckled, Scl-70 pending"]) +
        ". ", x, y=c.D(past(c, 200, 3000), "y"))
    n.add(rng.choice(["No skin thickening. ", "No digital pitting. ", "Puffy fingers? "] if mild else
                     ["Puffy fingers. ", "Sclerodactyly. ", "Telangiectasia on palms. "]) + "\n\n")
    n.add("Technique: videocapillaroscope " + rng.choice(["x200 (Optilia)", "x200 (Dino-Lite CapillaryScope)",
                                                          "x200 (Videocap)"]))
    if rng.random() < 0.8:
        n.f(", device serial {sn}", x, sn=P(rng.choice(["DL", "OP", "VC"]) + "-" + loc.digits(rng, 4) +
                                            "-" + loc.digits(rng, 4), "DEVICE"))
    n.add(". Room temperature %d C; acclimatised 20 min. Fingers 2-5 both hands, 4 images per finger.\n\n"
          % rng.randint(20, 24))
    n.add("Finger  Density(/mm)  Dilated  Giant  Haemorrhages  Avascular  Abnormal shapes\n")
    for hand in ("R", "L"):
        for f in range(2, 6):
            dens = {"normal": rng.randint(8, 11), "nonspecific": rng.randint(7, 10), "early": rng.randint(7, 9),
                    "active": rng.randint(4, 7), "late": rng.randint(2, 5)}[pattern]
            n.add("%s%d      %-12d  %-7s  %-5s  %-12s  %-9s  %s\n" % (
                hand, f, dens,
                rng.choice(["no", "few"] if pattern in ("normal", "nonspecific") else ["yes", "++", "few"]),
                rng.choice(["0"] if pattern in ("normal", "nonspecific") else ["1", "2", "0", "3"]),
                rng.choice(["none", "1"] if pattern != "active" else ["multiple", "2", "3"]),
                rng.choice(["no"] if pattern in ("normal", "nonspecific", "early") else ["yes", "focal"]),
                rng.choice(["none", "tortuous", "ramified" if pattern == "late" else "crossed"])))
    n.add("\nConclusion: ")
    n.add({"normal": "Normal capillaroscopy. Findings support primary Raynaud's phenomenon.",
           "nonspecific": "Non-specific abnormalities (tortuosity, isolated dilated loops). Not a scleroderma pattern.",
           "early": "'Early' scleroderma pattern (Cutolo classification): few giant capillaries and haemorrhages, "
                    "preserved density.",
           "active": "'Active' scleroderma pattern (Cutolo): frequent giant capillaries and haemorrhages with "
                     "moderate loss of capillaries.",
           "late": "'Late' scleroderma pattern (Cutolo): severe loss of capillaries, avascular areas and "
                   "ramified/bushy capillaries."}[pattern])
    n.add(" Fast Track algorithm: " + ("non-scleroderma" if pattern in ("normal", "nonspecific")
                                       else "scleroderma pattern") + ".\n")
    if pattern not in ("normal", "nonspecific"):
        n.add("Suggest ENA (Scl-70, centromere, RNA pol III), PFTs and echo if not already done.\n")
    if rng.random() < 0.4:
        n.f("Compared with previous study {d}: " + (rng.choice(["no change", "no significant change"]) if mild
                                                    else rng.choice(["progression", "no change", "slight improvement"])) +
            ".\n", x, d=c.D(past(c, 300, 900), c.ts))
    rd = fut(c, 0, 6)
    n.f("\nReported by: Dr {r}, {d}\n", x, r=c.doc(rep), d=c.D(rd, "num"))
    if rng.random() < 0.3:
        n.put(blocks.lic(c, rep))
        n.add("\n")
    if rng.random() < 0.45:
        n.f("Images available on PACS / {u}\n", x, u=P("https://pacs." + c.domain + "/nvc/" +
                                                       loc.digits(rng, 6), "URL"))
    if rng.random() < 0.4:
        blocks.audit(n, c, rep, 0.4, rd)


RTX = ("gpa", "mpa", "sle", "ln", "asyn", "dm", "imnm", "mctd", "dcssc")
SSC = ("dcssc", "lcssc", "mctd", "uctd")
CALLS = [
    ("temp 38.3 since last night, had rituximab {rd}. no cough, mild dysuria",
     "advised attend ED/AMU for bloods and cultures; steroid card; ED informed", RTX),
    ("sore throat and mouth ulcers, on azathioprine. worried about bloods",
     "urgent FBC at GP today; hold azathioprine until result reviewed", None),
    ("knees and hands more swollen x 1 week, hcq and pred 5 mg",
     "flare advice - pred 15 mg x 1 week then 10 mg x1 wk then back to 5; clinic appt brought forward",
     ("sle", "ln", "mctd", "uctd")),
    ("positive pregnancy test, currently on MMF 1 g bd",
     "stop MMF today, continue HCQ, urgent review in pregnancy clinic, GP informed", ("sle", "ln", "mctd")),
    ("missed blood test - pharmacy won't dispense methotrexate",
     "explained need for monitoring; bloods booked; one week supply authorised", None),
    ("shingles rash on left flank started yesterday",
     "GP to start aciclovir today; hold MTX for one week", None),
    ("new finger ulcer, painful, right index",
     "photo requested via portal; seen in urgent Raynaud's clinic", SSC),
    ("asking if ok to have covid booster and flu jab",
     "yes - both non-live; ideally 2 weeks before next rituximab", None),
    ("calf pain and swelling, known APS on warfarin, INR unknown",
     "advised same-day assessment in ED for ?DVT", ("sle", "ln", "uctd")),
    ("dizzy, BP 178/104 on home monitor, known scleroderma",
     "?scleroderma renal crisis - attend ED now, renal team alerted", ("dcssc",)),
    ("nausea and vomiting after cyclophosphamide {rd}",
     "ondansetron 8 mg bd x3 days prescribed via GP; check urine for blood", ("ln", "gpa", "mpa", "dcssc")),
    ("travelling to {ab} next month, needs letter for medications",
     "travel letter done and posted; advised travel insurance declare condition", None),
    ("more breathless on stairs, dry cough x 2 weeks",
     "sats 93% on home oximeter - same-day review in ILD clinic", ("dcssc", "asyn", "dm", "mctd")),
    ("legs weaker, can't get off the toilet, CK was high last week",
     "CK and bloods today; IVIG brought forward; physio aware", ("dm", "imnm", "asyn")),
    ("nose bleeds and crusting again, ears blocked",
     "ANCA and urine dip via GP; ENT appt requested; consultant to review results", ("gpa",)),
    ("wheezy, asthma worse, eosinophils up on GP bloods",
     "pred increased to 10 mg for 1 week; mepolizumab due - check it was given", ("egpa",)),
    ("pharmacy shut over {hol}, has run out of hydroxychloroquine",
     "emergency supply arranged; reminded to order repeat prescriptions 7 days ahead", ("sle", "ln", "mctd", "uctd")),
    ("hair falling out, new rash on cheeks after holiday",
     "sun protection, topical steroid via GP, review in clinic 2 weeks", ("sle", "ln", "uctd")),
]


def advice_line(n, c):
    rng = c.rng
    x = narr.X(c)
    n.add(rng.choice(["RHEUMATOLOGY ADVICE LINE - TELEPHONE LOG\n", "Advice line call record\n",
                      "Nurse Advice Line - Connective Tissue Disease\n", "TELEPHONE ENCOUNTER LOG\n"]))
    n.f("{hosp}\n", x)
    blocks.pt_header(n, c, rng.choice([0, 2, 3, 5]))
    n.f("Preferred contact: {mob}" + rng.choice(["", " (mobile)", ", ok to leave message"]) + "\n", x)
    if rng.random() < 0.3:
        n.f("Alt contact: {tel}\n", x)
    if rng.random() < 0.25:
        n.f("Caller verified by voiceprint ID {v}\n", x, v=P("VP-" + loc.digits(rng, 6), "BIOID"))
    n.add("\n")
    calls = [q for q in CALLS if ("pregnancy" not in q[0] or (c.pt.sex == "F" and c.age < 48)) and
             (q[2] is None or c.dx in q[2])]
    dst = rng.choice([c.ts, "num", c.ds])
    rng.shuffle(calls)
    d = past(c, 0, 60)
    for i, (q, a, _) in enumerate(calls[:rng.randint(2, 4)]):
        d = loc.add_days(d, rng.randint(0, 12)) if i else d
        nurse = c.nurses[i % 3] if rng.random() < 0.6 else c.cns
        tm = _t(rng.randint(8, 16), rng.randint(0, 59))
        n.f("{d} " + tm + "  ", x, d=c.D(d, dst))
        k = rng.random()
        rel, p = c.relative(["husband", "wife", "partner", "daughter", "son", "mother"])
        if k < 0.35:
            n.f("Call from {ptf}. ", x)
        elif k < 0.6:
            n.f("Call from " + rel + " {p} on behalf of pt (consent on file). ", x, p=c.fm(p, rng.choice(["first", "full"])))
        elif k < 0.8:
            n.f("Voicemail left {ts}, returned call - spoke to pt. ", x, ts=_t(rng.randint(7, 9), rng.randint(0, 59)))
        else:
            n.f("Portal message received (sent from {ip}). ", x, ip=P(loc.ip(rng), "IPADDR"))
        if "{rd}" in q:
            parts = q.split("{rd}")
            n.f("c/o " + parts[0] + "{rd}" + parts[1], x,
                rd=c.D(loc.add_days(d, -rng.randint(3, 14)), "dmon" if c.cc != "US" else "dm"))
        elif "{hol}" in q:
            parts = q.split("{hol}")
            n.f("c/o " + parts[0] + "{hol}" + parts[1], x)
        elif "{ab}" in q:
            parts = q.split("{ab}")
            n.f("c/o " + parts[0] + "{abroad}" + parts[1], x)
        else:
            n.add("c/o " + q)
        n.add(".\n    Action: " + a + ". ")
        if rng.random() < 0.3:
            n.f("Discussed with Dr {r}. ", x, r=c.doc(c.reg if rng.random() < 0.5 else c.cons, rng.choice(["last", "full"])))
        if rng.random() < 0.25:
            n.f("Rx sent to {pharmacy}. ", x)
        n.f("[{nu}, user {u}]\n", x, nu=c.doc(nurse, rng.choice(["full", "il", "first"])),
            u=P(nurse.user, "USERNAME"))
    if rng.random() < 0.5:
        n.f("\nOutcome: " + rng.choice(["resolved", "for clinic review", "letter to GP", "no further action"]) +
            ". Follow-up call planned {d}.\n", x, d=c.D(fut(c, 1, 7), rng.choice(["wkonly", c.ts])))
    if rng.random() < 0.3:
        n.f("GP ({prac}) informed by fax {gfax}.\n", x)
    if rng.random() < 0.3:
        n.f("Patient pointed to self-management info at {u}\n", x,
            u=P("www." + rng.choice(["example.org", "example.net", c.domain]) + "/" +
                rng.choice(["flare-plan", "infection-advice", "rituximab-info", "advice-line"]), "URL"))
    if rng.random() < 0.3:
        n.f("Advice line email: {deptmail}\n", x)
