"""Genres: treatment invoice with item codes; group program attendance log."""
import pools as P
from common import (NB, make_ctx, letterhead, signature, footer, nm, title, fdate, shift, rtime, person,
                    phone, digits, invoice_no, client_no, provider_no, bio_id, addr_args, email_for, ndis_no)
from blocks import (gp_ref, dob_age, funding_lines, dstyle)

DISCS = ["podiatry", "dietetics", "speech", "ot", "psychology"]
MBS = {"podiatry": ("10962", "Podiatry – chronic disease mgmt (≥20 min)", 62.25),
       "dietetics": ("10954", "Dietetics – chronic disease mgmt (≥20 min)", 62.25),
       "speech": ("10970", "Speech pathology – CDM (≥20 min)", 62.25),
       "ot": ("10958", "Occupational therapy – CDM (≥20 min)", 62.25),
       "psychology": ("80110", "Psychological therapy – registered psych (≥50 min)", 96.65)}
PRIV = {"podiatry": [("501", "Initial podiatry consultation", 110), ("502", "Subsequent consultation", 85), ("521", "Nail surgery – partial avulsion", 420),
                     ("911", "Orthoses – pair (custom)", 560)],
        "dietetics": [("100", "Initial dietetic consultation (60 min)", 165), ("200", "Review consultation (30 min)", 95)],
        "speech": [("300", "Speech assessment (90 min)", 285), ("400", "Therapy session (45 min)", 150), ("450", "Report writing", 190)],
        "ot": [("100", "OT initial assessment", 220), ("200", "OT treatment session", 175), ("310", "Home visit – travel", 80)],
        "psychology": [("600", "Initial consultation (60 min)", 260), ("650", "Standard consultation (50 min)", 240)]}
IE_CODES = {"podiatry": [("POD-INIT", "Initial podiatry assessment", 75), ("POD-TX", "Podiatry treatment", 55), ("POD-ORTH", "Custom orthotics", 320)],
            "dietetics": [("DIET-INIT", "Initial dietetic consultation", 110), ("DIET-REV", "Dietetic review", 65)],
            "speech": [("SLT-ASS", "SLT assessment", 180), ("SLT-TX", "SLT therapy session", 85), ("SLT-RPT", "Written report", 120)],
            "ot": [("OT-ASS", "OT assessment (clinic)", 130), ("OT-HV", "OT home visit", 160), ("OT-RPT", "OT report", 110)],
            "psychology": [("PSY-INIT", "Initial psychology consultation", 130), ("PSY-SES", "Psychology session (50 min)", 110)]}
NDIS_ITEM = {"podiatry": "15_606_0128_1_3", "dietetics": "15_610_0128_1_3", "speech": "15_622_0128_1_3",
             "ot": "15_617_0128_1_3", "psychology": "15_621_0128_1_3"}


def gen_invoice(rng, lower, cc):
    disc = rng.choice(DISCS)
    c = make_ctx(rng, cc, disc, 3, 92)
    pt = c["pt"]
    nb = NB(lower)
    letterhead(nb, rng, c)
    mode = "IE" if cc == "IE" else rng.choice(["MBS", "MBS", "PRIV", "NDIS"])
    cur = "€" if cc == "IE" else "$"
    nb.w(rng.choice(["TAX INVOICE", "Tax Invoice / Receipt", "INVOICE"]) if cc == "AU" else rng.choice(["RECEIPT", "INVOICE / RECEIPT"]), "\n")
    inv = invoice_no(rng)
    nb.w("Invoice no.: ", ("ACCOUNT", inv), "    Date: ", ("DATE", fdate(c["date"], rng.choice(["dmy", "d_mon_y", "dmyd"]))), "\n")
    if mode == "NDIS":
        pm = rng.choice(P.PLAN_MANAGERS[:3])
        nb.w("Bill to: ", ("ORGANIZATION", pm), ", ", ("EMAIL", email_for(rng, None, "invoices")), "\n")
        nb.w("Participant: ", ("PATIENT", nm(pt, "full")), "   NDIS no.: ", ("HEALTHPLAN", ndis_no(rng)), "\n")
        nb.w("Service agreement: ", ("IDNUM", "SA-" + digits(rng, 5)), "\n")
    else:
        nb.w("Bill to: ", ("PATIENT", nm(pt, rng.choice(["full", "fml", "LF"]))), "\n")
        nb.w(addr_args(rng, c["addr"], "lines"), "\n")
        if c["age"] < 16:
            par = person(rng, cc)
            nb.w("Account holder: ", ("FAMILY", nm(par, "full")), " (parent)\n")
        nb.w("DOB: ", dob_age(rng, c, with_age=False), "   Client no.: ", ("MRN", c["client_no"]), "\n")
        if cc == "AU" and mode == "MBS":
            nb.w("Medicare no.: ", ("HEALTHPLAN", c["medicare"]), "   IRN ", c["irn"], "\n")
        elif cc == "AU":
            nb.w("Health fund: ", ("ORGANIZATION", c["fund"]), "   Membership no.: ", ("HEALTHPLAN", c["fund_no"]), "\n")
        else:
            if rng.random() < 0.6:
                nb.w("Insurer: ", ("ORGANIZATION", c["fund"]), "   Policy no.: ", ("HEALTHPLAN", c["fund_no"]), "\n")
            nb.w("PPSN (for Med 1 tax relief): ", ("SSN", c["ppsn"]), "\n")
    if mode == "MBS":
        rd = shift(c["date"], -rng.randint(20, 200))
        nb.w("Referring GP: ", gp_ref(rng, c, short=True), " (provider ", ("LICENSE", c["gp_prov"]), "), referral dated ",
             ("DATE", fdate(rd, "dmy")), "\n")
    nb.w("Practitioner: ", ("DOCTOR", nm(c["clin"]["p"], rng.choice(["full", "il"]))), ", ", c["clin"]["role"])
    if c["clin"]["prov"]:
        nb.w(" – provider no. ", ("LICENSE", c["clin"]["prov"]))
    else:
        nb.w(" – ", c["clin"]["reg_label"], " ", ("LICENSE", c["clin"]["reg"]))
    nb.w("\n\n")
    nb.cell(12, "Date"); nb.cell(18, "Item"); nb.cell(46, "Description"); nb.cell(10, "Qty"); nb.w("Amount\n")
    nb.w("-" * 96, "\n")
    nlines = rng.randint(1, 5)
    total = 0.0
    d = shift(c["date"], -7 * (nlines - 1))
    for i in range(nlines):
        if mode == "MBS":
            code, desc, _ = MBS[disc]
            fee = rng.choice([85.0, 95.0, 110.0, 120.0, 150.0, 220.0])
            qty = "1"
        elif mode == "PRIV":
            code, desc, fee = rng.choice(PRIV[disc]); fee = float(fee); qty = "1"
        elif mode == "NDIS":
            code, desc = NDIS_ITEM[disc], "Therapy – " + c["clin"]["role"].lower()
            hrs = rng.choice([1.0, 1.0, 1.5, 0.75, 2.0])
            fee = round(193.99 * hrs, 2); qty = "%.2f h" % hrs
        else:
            code, desc, fee = rng.choice(IE_CODES[disc]); fee = float(fee); qty = "1"
        total += fee
        nb.cell(12, ("DATE", fdate(d, "dmy"))); nb.cell(18, code); nb.cell(46, desc); nb.cell(10, qty); nb.w(cur, "%.2f" % fee, "\n")
        d = shift(d, 7)
    nb.w("-" * 96, "\n")
    nb.w("Total: ", cur, "%.2f" % total)
    if cc == "AU":
        nb.w("   GST: ", cur, "0.00 (GST-free health service)")
    nb.w("\n")
    if mode == "MBS":
        reb = MBS[disc][2] * nlines
        nb.w("Medicare rebate: ", cur, "%.2f" % reb, "   Out-of-pocket: ", cur, "%.2f" % (total - reb), "\n")
        nb.w("Claimed via Medicare Easyclaim, transaction ref ", ("IDNUM", "EC" + digits(rng, 8)), "\n")
    elif mode == "PRIV":
        ben = round(total * rng.uniform(0.4, 0.7), 2)
        nb.w("HICAPS claim approved – benefit ", cur, "%.2f" % ben, ", gap ", cur, "%.2f" % (total - ben), "; approval code ",
             ("IDNUM", digits(rng, 6)), "\n")
    elif mode == "NDIS":
        nb.w("Plan dates: ", ("DATE", fdate(shift(c["date"], -rng.randint(30, 300)), "dmy")), " to ",
             ("DATE", fdate(shift(c["date"], rng.randint(60, 330)), "dmy")), "\n")
    paid = rng.choice(["EFTPOS", "credit card", "cash", "bank transfer", "direct debit"])
    if mode != "NDIS":
        nb.w("Payment received: ", cur, "%.2f" % total, " by ", paid, " on ", ("DATE", fdate(c["date"], "dmy")), ". Receipt ",
             ("ACCOUNT", "R" + digits(rng, 6)), ".\n")
    else:
        nb.w("Status: unpaid – awaiting remittance from plan manager.\n")
        nb.w("Payment terms: 14 days. Please quote invoice ", ("ACCOUNT", inv), " as the payment reference.\n")
    if rng.random() < 0.35:
        nb.w("Account enquiries: ", ("PHONE", c["prac_ph"]), " or ", ("EMAIL", c["prac_email"]), "\n")
    if cc == "IE" and rng.random() < 0.5:
        nb.w("Health services are exempt from VAT. Please retain this receipt for your Med 1 claim.\n")
    if rng.random() < 0.3:
        nb.w("Next appointment: ", ("DATE", fdate(shift(c["date"], 14), "wd_full")), " ", rtime(rng), "\n")
    footer(nb, rng, c, 0.5)
    return nb


# ------------------------------------------------------------------ group attendance log
PROGRAMS = [
    ("ot", "Stepping On – Falls Prevention Program", 60, 92, 7),
    ("podiatry", "Healthy Feet – Diabetes Foot Care Education", 45, 85, 4),
    ("dietetics", "Diabetes Kitchen – 6-week Nutrition Group", 35, 80, 6),
    ("dietetics", "Healthy Lunchbox Parent Workshop", 28, 45, 4),
    ("speech", "Chatter Club – Preschool Language Group", 3, 5, 8),
    ("speech", "LOUD Crowd – Parkinson's Voice Maintenance Group", 55, 85, 8),
    ("psychology", "Managing Anxiety – CBT Group", 18, 60, 8),
    ("psychology", "Social Skills Group (ages 9–12)", 9, 12, 8),
    ("ot", "Hand Therapy Group – Osteoarthritis", 50, 85, 6),
    ("ot", "Handwriting Club", 6, 9, 6),
]
NOTES = ["", "", "", "transport by {rel} {fam}", "late (bus)", "uses 4WW", "interpreter required ({lang})", "in hospital wk {w} ({hosp})",
         "moved to evening group", "carer {fam} attended", "withdrawn after wk {w}", "hearing aids – sit at front", "sick wk {w}"]


def gen_group(rng, lower, cc):
    disc, prog, amin, amax, weeks = rng.choice(PROGRAMS)
    c = make_ctx(rng, cc, disc, amin, amax)
    nb = NB(lower)
    if rng.random() < 0.5:
        letterhead(nb, rng, c)
    else:
        nb.w(("HOSPITAL", c["prac"]), "\n\n")
    nb.w(rng.choice(["GROUP PROGRAM ATTENDANCE LOG", "Attendance Register", "GROUP ATTENDANCE RECORD"]), "\n")
    nb.w("Program: ", prog, "\n")
    venue = rng.choice(P.VENUES)
    va = c["prac_addr"]
    nb.w("Venue: ", ("LOCATION_OTHER", venue), ", ", addr_args(rng, va, "line"), "\n")
    f1, f2 = c["clin"], c["clin2"]
    nb.w("Facilitators: ", ("DOCTOR", nm(f1["p"], "full")), " (", f1["role"], ")")
    if rng.random() < 0.7:
        nb.w(", ", ("DOCTOR", nm(f2["p"], rng.choice(["full", "il"]))), rng.choice([" (allied health assistant)", " (student)", " (" + f2["role"] + ")"]))
    start = c["date"]
    nb.w("\nTerm: ", ("DATE", fdate(start, "dmy")), " – ", ("DATE", fdate(shift(start, 7 * (weeks - 1)), "dmy")), "   ",
         ["Mondays", "Tuesdays", "Wednesdays", "Thursdays", "Fridays", "Saturdays", "Sundays"][start.weekday()], " ", rtime(rng), "\n")
    kiosk = rng.random() < 0.3
    if kiosk:
        nb.w("Check-in: biometric kiosk (fingerprint); template IDs recorded below.\n")
    nb.w("\n")
    use_dob = rng.random() < 0.6
    nb.cell(4, "#"); nb.cell(28, "Participant"); nb.cell(13, "DOB" if use_dob else "Age"); nb.cell(12, "Client ID")
    if kiosk:
        nb.cell(14, "FP ID")
    for w in range(weeks):
        nb.cell(4, "W%d" % (w + 1))
    nb.w("Notes\n")
    n = rng.randint(5, 11)
    names = []
    for i in range(n):
        p = person(rng, cc)
        age = rng.randint(amin, amax)
        dob = shift(start, -(age * 365 + rng.randint(10, 350)))
        names.append(p)
        nb.cell(4, str(i + 1))
        nb.cell(28, ("PATIENT", nm(p, rng.choice(["LF", "LF", "full", "lf"]))))
        if use_dob:
            nb.cell(13, ("DATE", fdate(dob, "dmy")))
        else:
            nb.cell(13, ("AGE", str(age)))
        nb.cell(12, ("MRN", client_no(rng)))
        if kiosk:
            nb.cell(14, ("BIOID", bio_id(rng, "fp")))
        for w in range(weeks):
            nb.cell(4, "✓" if rng.random() < 0.82 else "✗")
        note = rng.choice(NOTES)
        if note:
            i0 = 0
            while True:
                j = note.find("{", i0)
                if j < 0:
                    nb.w(note[i0:])
                    break
                k = note.find("}", j)
                nb.w(note[i0:j])
                key = note[j + 1:k]
                if key == "rel":
                    nb.w(rng.choice(["son", "daughter", "neighbour", "wife", "husband", "mum", "dad"]))
                elif key == "fam":
                    fp = person(rng, cc)
                    nb.w(("FAMILY", nm(fp, rng.choice(["first", "full"]))))
                elif key == "w":
                    nb.w(str(rng.randint(2, weeks)))
                elif key == "hosp":
                    nb.w(("HOSPITAL", rng.choice(P.HOSPITALS[cc])))
                elif key == "lang":
                    nb.w(rng.choice(["Vietnamese", "Greek", "Arabic", "Polish", "Portuguese", "Mandarin"]))
                i0 = k + 1
        nb.w("\n")
    nb.w("\nSESSION DATES\n")
    for w in range(weeks):
        nb.w("W", str(w + 1), ": ", ("DATE", fdate(shift(start, 7 * w), rng.choice(["dm", "d_mon_y", "dmy"]) if w == 0 else "dm")), "  ")
        if w % 4 == 3:
            nb.w("\n")
    nb.w("\n\nSESSION CONTENT\n")
    topics = {"ot": ["home hazards", "safe footwear", "strength & balance exercises", "medication and falls", "community safety",
                     "joint protection", "pencil grip and posture"],
              "podiatry": ["daily foot checks", "footwear fitting", "nail care", "when to seek help"],
              "dietetics": ["carbohydrates and GI", "label reading", "cooking demo – stir-fry", "supermarket tour", "eating out"],
              "speech": ["shared book reading", "turn-taking games", "vocal loudness drills", "conversation practice"],
              "psychology": ["psychoeducation", "cognitive restructuring", "exposure planning", "relaxation", "relapse prevention",
                             "friendship skills"]}[disc]
    for w in range(min(weeks, rng.randint(2, 4))):
        nb.w("W", str(w + 1), " – ", rng.choice(topics), "\n")
    nb.w("\nINCIDENTS: ")
    if rng.random() < 0.3:
        p = rng.choice(names)
        nb.w("W", str(rng.randint(1, weeks)), " – ", ("PATIENT", nm(p, "full")), " ", rng.choice(["felt dizzy during exercise; BP 98/60; rested, recovered",
             "minor trip on mat, no injury", "became distressed, supported by co-facilitator"]), ". Incident report ",
             ("IDNUM", "IR-" + digits(rng, 5)), " lodged.\n")
    else:
        nb.w("Nil.\n")
    nb.w("\nCompleted by: ", ("DOCTOR", nm(f1["p"], rng.choice(["full", "il", "INITS"]))), "   Date: ",
         ("DATE", fdate(shift(start, 7 * (weeks - 1) + rng.randint(0, 4)), "dmy")), "\n")
    footer(nb, rng, c, 0.3)
    return nb
