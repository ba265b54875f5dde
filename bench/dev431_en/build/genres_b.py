"""Genres: wound assessment chart, catheter care record, insulin administration record."""
import clinical as C
import common as K
import places as P


def lot(r):
    return r.choice(["", "A", "B", "C", "K", "X", "2L"]) + P.rdig(r, r.choice([6, 7, 8, 9]))


def expiry(r, c):
    y = c.date.year + r.randint(1, 4)
    return r.choice(["%02d/%d" % (r.randint(1, 12), y), "%d-%02d" % (y, r.randint(1, 12)), "%02d/%02d" % (r.randint(1, 12), y % 100)])


def wound_chart(c):
    r, cc, d = c.rng, c.cc, c.doc
    wt, site = C.wound_pick(r)
    d.ln(r.choice(["WOUND ASSESSMENT CHART", "Wound Assessment & Evaluation Record", "WOUND CARE RECORD (TIMES)",
                   "Leg Ulcer / Wound Assessment"]), "   ", ("HOSPITAL", c.team))
    K.patient_block(d, c, ("health", "mrn"))
    d.ln("")
    tot = r.randint(1, 3)
    d.ln("Wound no. ", str(r.randint(1, tot)), " of ", str(tot), "   Location: ", site, "   Type: ", wt)
    first = c.day(-r.randint(10, 200))
    origin = r.randint(0, 2)
    d.ln("Date first noted: ", c.D(first), "   Origin: ",
         ["acquired at home", ["acquired in hospital - ", ("HOSPITAL", c.ward), ", ", ("HOSPITAL", c.hospital)],
          ["acquired in care home (", ("HOSPITAL", K.carehome_name(r)), ", room ", ("LOCATION_OTHER", str(r.randint(1, 60))), ")"]][origin])
    if "ressure" in wt or "PU" in wt or "DTI" in wt:
        d.ln("Incident reported on Datix: ", ("IDNUM", "%s%s" % (r.choice(["W", "IR", "DX-"]), P.rdig(r, 6))),
             "   Safeguarding considered: ", r.choice(["yes - not met threshold", "no concerns", "referral made"]))
    if r.random() < .55:
        d.ln("ABPI (", r.choice(["Huntleigh Dopplex", "Doppler", "MESI mTABLET"]), ") ", c.D(c.day(-r.randint(3, 60))),
             ": R ", "%.2f" % r.uniform(0.5, 1.3), "  L ", "%.2f" % r.uniform(0.5, 1.3), "   Toe pressure n/a. ",
             r.choice(C.EPONYM_SIGNS))
    if r.random() < .5:
        d.ln("Photographs: ", r.choice(["uploaded to ", "see "]), ("URL", "https://wounds.example.%s/case/%s" % (r.choice(["net", "org", "com"]), P.rdig(r, 6))),
             " (consent ", r.choice(["given", "verbal"]), ") - device ", ("DEVICE", "%s-%s" % (r.choice(["DN-TAB", "iPad", "WCAM"]), P.rdig(r, 4))))
    d.ln("Guidance: ", r.choice(C.GUIDELINES), "; formulary ", r.choice(["2023/24", "2024-25", "v7"]))
    d.ln("")
    d.ln("Date       | Size LxWxD cm   | Bed (gran/slough/nec %) | Exudate  | Odour | Peri-wound        | Pain | Sig")
    d.ln("-" * 104)
    size = [r.uniform(1.5, 9), r.uniform(1, 6), r.uniform(0.1, 2)]
    day = first
    rows = r.randint(4, 8)
    for i in range(rows):
        day = day + K.dt.timedelta(days=r.choice([2, 3, 4, 7, 7, 7]))
        g = r.randint(10, 100)
        s = r.randint(0, 100 - g)
        size = [max(0.2, x * r.uniform(0.8, 1.1)) for x in size]
        st = c.staff[r.randint(0, 3)]
        d.ln(c.D(day, "num" if cc != "CA" else "num"), " | ", "%.1f x %.1f x %.1f" % tuple(size), "   | ",
             "%d/%d/%d" % (g, s, 100 - g - s), "              | ", r.choice(["low", "mod", "high", "nil", "mod-high"]),
             "     | ", r.choice(["nil", "slight", "offensive"]), "  | ",
             r.choice(["macerated", "healthy", "erythema 2cm", "dry/scaly", "oedematous", "excoriated"]), " | ",
             str(r.randint(0, 9)), "/10 | ", ("DOCTOR", st.initials()))
    d.ln("")
    d.ln("T - ", r.choice(["granulating, small area slough", "sloughy base", "hypergranulation", "eschar, dry and stable",
                           "epithelialising edges"]))
    d.ln("I - ", r.choice(["no s/s infection", "local infection - increased pain and odour", "swab sent", "spreading cellulitis - GP informed"]))
    d.ln("M - ", r.choice(["exudate managed", "strikethrough at 48h", "dry wound bed", "high exudate, leaking"]))
    d.ln("E - ", r.choice(["advancing", "rolled edges", "undermining at 12 o'clock 1.5cm", "macerated"]))
    d.ln("S - ", r.choice(["support hosiery", "nutrition: " + r.choice(C.MEDS_UK[40:42]), "repositioning 2-hourly", "pressure-relieving mattress in situ"]))
    d.ln("")
    d.ln("Current plan: cleanse ", r.choice(C.CLEANSE), ", ", r.choice(C.BARRIER), " to peri-wound, ",
         r.choice(C.PRIMARY), " + ", r.choice(C.SECONDARY), r.choice(["", ", " + r.choice(C.COMPRESSION)]),
         ". Change ", r.choice(["3x weekly", "alternate days", "every 72h", "daily", "twice weekly (Mon/Thu)"]), ".")
    if r.random() < .6:
        tvn = K.make_staff(r, cc, role="Tissue Viability Nurse")
        d.ln("TVN review ", c.D(day), ": ", ("DOCTOR", tvn.full()), " (", ("PHONE", P.phone(r, cc, c.town) + (" " + P.ext(r, cc) if r.random() < .5 else "")),
             ") - advised ", r.choice(["switch to " + r.choice(C.PRIMARY), "sharp debridement next visit", "continue, review 4/52",
                                       "refer vascular", "NPWT (PICO 7) trial 2/52"]), ".")
    if r.random() < .5:
        d.ln("Swab ", c.D(c.day(-r.randint(1, 20))), " lab no ", ("IDNUM", "%s%s" % (r.choice(["M", "MB", "24M", "MIC"]), P.rdig(r, 7))),
             ": ", r.choice(["Staph aureus", "Pseudomonas", "no significant growth", "Proteus mirabilis", "MRSA"]))
    d.ln("Next full reassessment due: ", c.D(c.day(r.randint(7, 28))))
    K.signature(d, c, c.staff[0], with_lic=r.random() < .5)
    return "wound_assessment_chart"


def catheter_record(c):
    r, cc, d = c.rng, c.cc, c.doc
    sp = r.random() < .35
    d.ln(r.choice(["CATHETER CARE RECORD", "Long-Term Catheter Care Plan & Change Record", "Urinary Catheter Passport",
                   "INDWELLING CATHETER RECORD"]))
    d.ln(("HOSPITAL", c.team), " - ", ("PHONE", c.team_phone))
    K.patient_block(d, c, ("health", "mrn", "comm"))
    d.ln("")
    cath = C.cath_pick(r, c.pt.sex, sp)
    ch = "16Ch" if "16Ch" in cath else ("12Ch" if "12Ch" in cath else "14Ch")
    d.ln("Catheter: ", "suprapubic" if sp else "urethral", "   Type: ", cath)
    d.ln("Reason: ", r.choice(C.CATH_REASON), ".  Urologist: Mr ", ("DOCTOR", K.make_staff(r, cc, True).last),
         ", ", ("HOSPITAL", c.hospital))
    d.ln("First inserted: ", c.D(c.day(-r.randint(90, 2000))), " at ", ("HOSPITAL", c.hospital if r.random() < .6 else c.practice))
    if r.random() < .6:
        d.ln("TWOC: ", r.choice(["failed", "failed x2", "not appropriate"]), " ", c.D(c.day(-r.randint(30, 400)), r.choice(["num", "my"])))
    d.ln("Change interval: ", r.choice(["12 weekly", "6 weekly", "8 weekly", "monthly (blocks)"]), ".  Drainage: ",
         r.choice(C.LEG_BAGS), " + ", r.choice(C.NIGHT_BAGS), " at night")
    d.ln("")
    d.ln("CHANGE LOG")
    d.ln("Date      Cath/Ch       Lot/batch        Exp      Water  Residual  Comments                    Next due   Sig")
    gaps = [r.choice([28, 42, 56, 84, 84, 10]) for _ in range(r.randint(3, 6))]
    day = c.day(-sum(gaps) - r.randint(1, 20))
    for gap in gaps:
        day = day + K.dt.timedelta(days=gap)
        st = c.staff[r.randint(0, 3)]
        nxt = day + K.dt.timedelta(days=r.choice([42, 56, 84]))
        d.ln(c.D(day, "short"), "  ", ch + (" SP" if sp else ""), " ",
             "silicone" if "silicone" in cath or "sil" in cath.lower() else r.choice(["hydrogel", "silicone"]), "  ", ("DEVICE", lot(r)), "  ", expiry(r, c), "  ",
             r.choice(["10ml", "10ml", "5ml"]), "   ", "%dml" % r.randint(50, 900), "    ",
             r.choice(["no issues", "encrustation on tip", "bypassing", "small haematuria", "Instillagel used",
                       "difficult - 12Ch used", "pt tolerated well", "blocked - changed early"]).ljust(27), " ",
             c.D(nxt, "short"), "  ", ("DOCTOR", st.initials()))
    d.ln("")
    if r.random() < .6:
        d.ln("CSU ", c.D(c.day(-r.randint(1, 40))), " specimen no. ", ("IDNUM", "%s%s" % (r.choice(["U", "MB", "24U"]), P.rdig(r, 7))),
             " - ", r.choice(["E. coli >10^5, sensitive to nitrofurantoin", "mixed growth ?contaminant", "no growth",
                              "Klebsiella - ESBL", "Proteus mirabilis"]), ". Only send if symptomatic (", r.choice(C.GUIDELINES[8:9] + ["SIGN 160"]), ").")
    if r.random() < .6:
        d.ln("Maintenance solution: ", r.choice(C.CATH_SUNDRY[3:6]), " ", r.choice(["weekly", "twice weekly", "PRN for blockage"]),
             " - last ", c.D(c.day(-r.randint(1, 10))))
    d.ln("Problems/actions: ", r.choice(["bypassing - constipation addressed (" + r.choice(["Laxido", "senna", "lactulose"]) + ")",
                                         "recurrent blockage - catheter history chart started",
                                         "meatal erosion - consider SPC", "catheter valve trial - successful",
                                         "pt managing leg bag independently"]), ".")
    d.ln("Fluids: aim ", r.choice(["1.5-2L", "2L", "8 cups"]), "/day; urine ", r.choice(["straw", "dark, concentrated", "cloudy", "clear"]), ".")
    d.ln("Out of hours: ", r.choice(["ring ", "contact "]), ("PHONE", P.phone(r, cc, c.town)), r.choice([" (OOH DN)", " - night nursing service", ""]),
         "; supplies from ", ("HOSPITAL", c.pharmacy) if r.random() < .5 else ("ORGANIZATION", P.place_word(r) + r.choice([" Home Delivery Appliances", " Continence Supplies", " Medical Direct"])))
    if r.random() < .4:
        d.ln("Carer ", ("FAMILY", c.nok.full()), " (", c.nok.rel, ") shown how to empty/change bags.")
    K.signature(d, c, c.staff[0], with_lic=r.random() < .5)
    return "catheter_care_record"


def insulin_record(c):
    r, cc, d = c.rng, c.cc, c.doc
    ins, kind = r.choice(C.INSULINS)
    times = ["08:00"] if kind == "basal" or r.random() < .4 else ["08:00", "17:30"]
    month = c.date.replace(day=1)
    d.ln(r.choice(["INSULIN ADMINISTRATION RECORD", "Community Insulin Administration Chart", "Insulin Prescription & Administration Record",
                   "Diabetes MAR - Insulin"]), "  Month: ", c.D(month, "my"))
    d.ln(("HOSPITAL", c.team))
    K.patient_block(d, c, ("health", "mrn"))
    d.ln("Allergies: ", c.allergy, "     Weight: ", "%d kg" % r.randint(40, 130) if cc != "US" else "%d lb" % r.randint(90, 290))
    d.ln("")
    d.ln("Insulin: ", ins, "  100 units/mL   Needle: ", r.choice(C.NEEDLES))
    dose = r.randint(4, 48)
    doses = {t: (dose if i == 0 else max(2, dose + r.randint(-6, 4))) for i, t in enumerate(times)}
    d.ln("Dose: ", " / ".join("%d units at %s" % (doses[t], t) for t in times),
         "   Route: SC   Sites: rotate ", r.choice(["abdomen", "abdomen/thighs", "thighs/buttocks", "upper arms"]))
    pres = K.make_staff(r, cc, True)
    d.ln("Prescriber: ", c.dr, ("DOCTOR", pres.full()), "  ", pres.lic[0], " ", ("LICENSE", pres.lic[1]), "   Date: ",
         c.D(c.day(-r.randint(1, 40))))
    d.ln("Meter: ", r.choice(C.METERS), "  Serial: ", ("DEVICE", "%s%s" % (r.choice(["GH", "JX", "UW", "S", "CN"]), P.rdig(r, 8))),
         "   QC solution check: ", c.D(c.day(-r.randint(1, 30))))
    dsn = K.make_staff(r, cc, role="DSN")
    d.ln("Diabetes team: ", ("DOCTOR", dsn.full()), " (", r.choice(["DSN", "CDE", "diabetes educator"]), ") ",
         ("PHONE", P.phone(r, cc, c.town)),
         ["  email ", ("EMAIL", dsn.first.lower().replace(" ", "") + "." + dsn.last.lower().replace(" ", "").replace("'", "") + "@example.org")] if r.random() < .4 else None)
    d.ln("Target BG: ", "6-12 mmol/L (frail, " + r.choice(["NICE NG28", "TREND-UK", "JBDS"]) + ")" if cc != "US" else "100-180 mg/dL (ADA 2024)",
         ".  HbA1c ", "%d mmol/mol" % r.randint(46, 110) if cc != "US" else "%.1f%%" % r.uniform(6.2, 12),
         " (", c.D(c.day(-r.randint(10, 100))), ")")
    d.ln("")
    d.ln("Day  Date        Time   BG          Dose   Site  Pen lot      Given by  Checked")
    day = c.day(-r.randint(3, 12))
    for i in range(r.randint(5, 10)):
        day = day + K.dt.timedelta(days=1)
        for t in times:
            a, b = r.sample(c.staff, 2)
            bg = C.glucose(r, cc, 3.0, 21)
            omitted = r.random() < .06
            d.ln(K.WEEKDAYS[day.weekday()][:3], "  ", c.D(day, "num"), "  ", t, "  ", bg.ljust(11), " ",
                 ("%2d u" % doses[t]) if not omitted else "OMIT", "   ", r.choice(["LA", "RA", "LT", "RT", "LUA", "RUA"]).ljust(4), "  ",
                 ("DEVICE", lot(r)) if r.random() < .35 else "-", "  ", ("DOCTOR", a.initials()), "        ",
                 ("DOCTOR", b.initials()) if r.random() < .5 else "-")
    d.ln("")
    d.ln("Comments:")
    for _ in range(r.randint(1, 3)):
        st = r.choice(c.staff)
        e = r.randint(0, 4)
        d.ln(c.D(c.day(-r.randint(0, 10)), "dm"), " ", K.time(r), " - ",
             ["BG " + C.glucose(r, cc, 2.4, 3.9) + " - hypo protocol: 150ml orange juice, rechecked 15 min " + C.glucose(r, cc, 4.5, 7) + ", insulin given, GP informed.",
              "pt not at home - daughter says at " , "BG HI on meter - ketones " + "%.1f" % r.uniform(0.2, 3.5) + " mmol/L, OOH GP contacted.",
              "dose increased by 2 units per telephone advice from DSN.",
              "lipohypertrophy L abdomen - avoid site, new needles supplied."][e],
             [("HOSPITAL", c.hospital), " (admitted), dose omitted."] if e == 1 else None,
             "  ", ("DOCTOR", st.first + " " + st.last[0]), r.choice([" RN", " DN", ""]))
    d.ln("")
    d.ln("Hypo box checked ", c.D(c.day(-r.randint(0, 7)), "num"), ": GlucoGel x3, Glucagon HypoKit exp ", expiry(r, c),
         ", Dextrogel, Lucozade; sharps bin (", r.choice(["Sharpsguard", "Frontier", "Daniels"]), ") ", r.choice(["1/2 full", "new", "needs collection"]))
    if r.random() < .4:
        d.ln("Sharps collection booked with ", ("ORGANIZATION", P.place_word(r) + " Clinical Waste Services"), ", ref ",
             ("IDNUM", "CW" + P.rdig(r, 7)))
    K.signature(d, c, c.staff[0], with_lic=r.random() < .5, style=r.choice([1, 2, 3]))
    return "insulin_administration_record"
