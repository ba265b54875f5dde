"""Genres: footwear supplier order, GP discharge letter, appointment/DNA log."""
import note as N
import locale_fmt as L
import clinical as C
from common import (art, setup, after, before, dstyle, D, letterhead, pt_block, signoff, age_expr, age_sex,
                    hp_pieces, natid_pieces, fam_phrase, room, ref_id, mrn_label, ipaddr, plate)

CUR = {"US": "$", "UK": "£", "IE": "€", "CA": "C$", "AU": "A$", "NZ": "NZ$", "ZA": "R"}


def footwear_order(rng, c):
    n = N.Note()
    enc, p = setup(rng, c, 30, 95)
    site = N.make_site(rng, c, rng.choice(["pod", "orth", "diab"]))
    sup = N.org_name(rng, c, "footwear")
    sa = N.make_address(rng, c)
    clin = N.make_staff(rng, c, rng.choice(["pod", "orth"]))
    ds = dstyle(rng, c)
    cur = CUR[c]
    n.line(rng.choice(["PURCHASE ORDER - THERAPEUTIC FOOTWEAR", "FOOTWEAR ORDER FORM", "Medical Footwear Supply Order",
                       "DME ORDER - DIABETIC SHOES & INSERTS" if c == "US" else "BESPOKE / STOCK FOOTWEAR ORDER"]))
    n.line()
    n.line("FROM: ", (site.name, "HOSPITAL"))
    n.line("      ", N.addr_pieces(site.addr, "line"))
    n.line("      Tel ", (site.phone, "PHONE"), "  Fax ", (site.fax, "FAX"))
    n.line("TO:   ", (sup, "ORGANIZATION"))
    n.line("      ", N.addr_pieces(sa, "line", country=rng.random() < 0.3))
    sp = L.phone(rng, c)
    n.line("      Orders: ", (sp, "PHONE"), "  Email: ", (N.email_for(rng, "orders", sup.split()[0], rng.choice(["example.com", "example.net"])), "EMAIL"))
    n.line()
    po = ref_id(rng, rng.choice(["PO", "PO-", "4500"]), 6)
    n.line("PO number: ", (po, "IDNUM"), "    Supplier account: ", (ref_id(rng, rng.choice(["", "ACC", "C"]), 6), "ACCOUNT"),
           "    Order date: ", D(enc, c, ds))
    n.line("Cost centre: " + rng.choice(["POD-4410", "RX7/ORTH/22", "CC 61230", "FOOTWR-03"]) + "  (budget code - internal)")
    n.line()
    n.line("PATIENT")
    n.line("  Name: ", N.pt_full(p, mid=True) if rng.random() < 0.5 else N.pt_lastfirst(p, upper=True))
    n.line("  DOB: ", D(p.dob, c, ds), "   Ref: ", (p.mrn, "MRN"))
    deliver_home = rng.random() < 0.5
    if deliver_home:
        n.line("  Deliver to home: ", N.addr_pieces(p.addr, "line"))
        n.line("  Contact for delivery: ", (p.mobile, "PHONE"), rng.choice(["", [" (or ", N.fam_name(p.fam[0], "first"),
                                                                                 " - " + p.fam[0].rel + ", ", (p.fam[0].phone, "PHONE"), ")"]]))
    else:
        n.line("  Deliver to: clinic, FAO ", N.doc(clin, "bare"))
    if c == "US":
        n.line("  ", hp_pieces(p, rng, insurer=True))
    elif c == "NZ" and rng.random() < 0.6:
        n.line("  Funding: ACC claim ", (rng.choice(["AB", "HK", "ZT"]) + L.dg(rng, 5), "IDNUM"))
    elif c == "ZA":
        n.line("  ", hp_pieces(p, rng))
    n.line("  Diagnosis: " + rng.choice(["Diabetic neuropathy, previous ulceration", "Charcot foot (consolidated), rocker-bottom",
                                         "Severe hallux valgus + lesser toe deformity", "Lymphoedema - bulky feet",
                                         "RA with forefoot deformity", "Partial 1st ray amputation L"]))
    n.line()
    n.line("ITEMS")
    n.line("  # | Description                         | Model           | Size | Width | Qty | Unit")
    for i in range(rng.randint(1, 3)):
        n.line("  %d | %-35s | %-15s | %-4s | %-5s | %d   | %s%d.%02d" % (
            i + 1, rng.choice(C.SHOES), rng.choice(C.SHOE_MODELS), str(rng.randint(4, 12)) + rng.choice(["", ".5"]),
            rng.choice(["E", "EE", "4E", "6E", "G", "H"]), rng.choice([1, 1, 2]), cur, rng.randint(60, 480), rng.choice([0, 50, 95, 99])))
    if c == "US":
        n.line("  HCPCS: A5500 x2, A5512 x3 pairs (per Medicare therapeutic shoe benefit)")
    n.line("Modifications: " + "; ".join(rng.sample(["rocker sole (apex 60%)", "extra depth 6 mm", "Velcro closure",
                                                     "stretch over 1st MTPJ L", "heel raise 8 mm L (LLD)", "lateral flare",
                                                     "seamless lining", "stiffened counter"], rng.randint(1, 3))))
    n.line("Measurements: foot length R " + str(rng.randint(215, 295)) + " mm / L " + str(rng.randint(215, 295)) +
           " mm; ball girth R " + str(rng.randint(220, 290)) + " mm")
    n.line()
    n.line("Authorised by: ", N.doc(clin, "bare"), ", " + clin.title, N.lic(clin), "   Date: ", D(enc, c, ds))
    if c == "US":
        md = N.make_staff(rng, c, "dr")
        n.line("Certifying physician: ", N.doc(md, "last"), ", NPI ", ("1" + L.dg(rng, 9), "LICENSE"),
               " - statement on file dated ", D(before(rng, enc, 5, 60), c, ds))
    n.line("Expected delivery: ", rng.choice(["10 working days", "4-6 weeks (bespoke)", "2 weeks"]),
           "; fitting appointment ", D(after(rng, enc, 21, 50), c, ds))
    n.line("Queries: ", (clin.email, "EMAIL"))
    return n


def gp_letter(rng, c):
    n = N.Note()
    enc, p = setup(rng, c, 18, 96)
    site = N.make_site(rng, c, rng.choice(["pod", "hosp", "surg", "diab"]))
    pod = N.make_staff(rng, c, rng.choice(["pod", "pod", "surg"]))
    gp = N.make_staff(rng, c, "dr")
    gps = N.make_site(rng, c, "gp")
    sec = N.make_staff(rng, c, "admin")
    ds = dstyle(rng, c, formal=True)
    letterhead(n, site, rng, dept=rng.choice(["Podiatry Service", "Podiatric Surgery", "Foot Protection Team", None]))
    n.line()
    n.line("Our ref: ", (pod.initials, "DOCTOR"), "/", (sec.initials.lower(), "DOCTOR"), "/", (p.mrn, "MRN"))
    ld = after(rng, enc, 1, 12)
    n.line("Date dictated: ", D(enc, c, ds), "   Date typed: ", D(ld, c, ds))
    n.line()
    n.line(rng.choice(["PRIVATE AND CONFIDENTIAL", "Confidential", ""]))
    n.line(N.doc(gp, "full"))
    n.line((gps.name, "HOSPITAL"))
    n.line(N.addr_pieces(gps.addr, "block"))
    n.line()
    n.line("Dear ", N.doc(gp, "last"), ",")
    n.line()
    n.add("Re: ", N.pt_full(p, mid=True), ", DOB ", D(p.dob, c, ds))
    if p.nat:
        n.add(", ", natid_pieces(p))
    n.line()
    n.line("    ", N.addr_pieces(p.addr, "line", country=rng.random() < 0.25))
    n.line()
    case = rng.choice(C.CASES)
    kind = rng.choice(["discharge", "discharge", "post-op"]) if case["proc"] else "discharge"
    n.line("Diagnosis: " + case["dx"])
    if kind == "post-op":
        n.line("Procedure: " + case["proc"] + " on ", D(before(rng, enc, 40, 200), c, ds))
    n.line("Outcome: " + rng.choice(["Discharged from podiatry", "Discharged - goals met", "Discharged after 2 DNAs",
                                     "Discharged to community podiatry (low risk)"]))
    n.line()
    n.add("I reviewed ", N.pt_title(p), " in clinic on ", D(enc, c, ds), ". As you know, ", "he" if p.sex == "m" else "she",
          " is " + art(p) + " ", age_expr(p, rng), " ", N.job_np(p, rng), " who was referred with " + case["complaint"] + ". ")
    if kind == "post-op":
        n.add(rng.choice(["The wound has healed well and radiographs at 6 weeks show satisfactory position. ",
                          "Recovery has been uneventful apart from mild residual swelling, which is expected for up to 12 months. ",
                          "There was a superficial wound infection treated with flucloxacillin 500 mg QDS for 7 days, now settled. "]))
        n.add("MOXFQ improved from " + str(rng.randint(40, 60)) + " to " + str(rng.randint(5, 25)) + ". ")
    else:
        n.add("Management: " + rng.choice(case["plans"]).lower() + ". ")
        n.add(rng.choice([["Symptoms have largely resolved. "],
                          ["Last seen ", D(before(rng, enc, 20, 90), c, ds), " and skin remains intact. "],
                          ["Pain has improved to 2/10 and " + ("he" if p.sex == "m" else "she") + " is happy to be discharged. "]]))
    n.line()
    n.line()
    n.add(rng.choice(["Past history of note: ", "Relevant PMH: "]) + ", ".join(C.some(rng, C.PMH, 1, 3)) + ". Medication: " +
          ", ".join(C.some(rng, C.MEDS, 1, 4)) + ". " + rng.choice(C.LABS) + " on your recent bloods. ")
    if rng.random() < 0.5:
        n.add("Lives with ", fam_phrase(p, rng), ", who is supportive. ")
    if rng.random() < 0.3:
        n.add("Is travelling to ", (rng.choice(L.FOREIGN), "COUNTRY"), " in ", D(after(rng, enc, 20, 120), c, "my"),
              " and was given advice on long-haul flights and compression hosiery. ")
    n.line()
    n.line()
    n.line("Recommendations for primary care:")
    for r in rng.sample(["annual foot check at diabetes review", "continue emollient (urea 25%) daily",
                         "re-refer if symptoms recur - self-referral also possible", "optimise glycaemic control (target HbA1c < 53)",
                         "nail care via local foot care service", "replace orthoses every 2-3 years",
                         "consider vascular referral if claudication progresses"], rng.randint(2, 3)):
        n.line("  - " + r)
    n.line()
    n.line("Re-referral: ", (site.url, "URL"), " or ", (site.phone, "PHONE"))
    n.line()
    n.line("Yours sincerely,")
    n.line()
    n.line()
    n.line(N.doc(pod, "mid"))
    n.line(pod.title + (" | " + pod.lic[0] + " " if pod.lic else ""), (pod.lic[1], "LICENSE") if pod.lic else None)
    n.line()
    n.line("cc: ", N.pt_title(p), ", ", N.addr_pieces(p.addr, "line"))
    if rng.random() < 0.4:
        n.line("cc: ", N.doc(N.make_staff(rng, c, "dr"), "full"), ", ", (N.make_site(rng, c, "diab").name, "HOSPITAL"))
    n.line("Typed by ", N.doc(sec, "bare"), ", " + sec.title)
    return n


def appt_log(rng, c):
    n = N.Note()
    enc, p = setup(rng, c, 18, 95)
    site = N.make_site(rng, c, rng.choice(["pod", "hosp", "diab"]))
    users = [N.make_staff(rng, c, "admin") for _ in range(3)]
    clins = [N.make_staff(rng, c, "pod") for _ in range(2)]
    clinics = [site.name] + [N.make_site(rng, c, "pod").name for _ in range(2)]
    iso = rng.random() < 0.5
    dsty = "iso" if iso else "num"
    n.line(rng.choice(["APPOINTMENT HISTORY", "PATIENT APPOINTMENT / ATTENDANCE LOG", "Outpatient Activity Report - Podiatry",
                       "DNA / CANCELLATION REPORT"]))
    n.line("Site: ", (site.name, "HOSPITAL"))
    u0 = users[0]
    n.line("Printed ", D(enc, c, dsty), " " + rng.choice(C.TIMES) + " by user ", (u0.uname, "USERNAME"), " from ",
           (ipaddr(rng), "IPADDR"))
    n.line()
    n.line("Patient: ", N.pt_lastfirst(p, upper=True), "   ", mrn_label(c, rng) + " ", (p.mrn, "MRN"), "   DOB ", D(p.dob, c, dsty))
    if p.nat and rng.random() < 0.7:
        n.line(natid_pieces(p))
    n.line("Tel (H) ", (p.phone, "PHONE"), "   (M) ", (p.mobile, "PHONE"), rng.choice(["", ["   Email ", (p.email, "EMAIL")]]))
    if rng.random() < 0.5:
        n.line("Address: ", N.addr_pieces(p.addr, "line"))
    outcomes = ["Attended", "Attended", "Attended", "DNA", "DNA", "CNA", "Cancelled-pt", "Cancelled-hosp", "Rebooked"]
    rows = rng.randint(5, 9)
    d = before(rng, enc, rows * 30 + 10, rows * 32 + 20)
    n.line(rng.choice(["Referral UBRN: ", "Referral ID: ", "e-Referral no. "]), (ref_id(rng, "", 12), "IDNUM"), "  received ",
           D(before(rng, d, 5, 40), c, dsty))
    n.line()
    n.line("Date".ljust(12) + "Time".ljust(7) + "Clinic / Location".ljust(32) + "Clinician".ljust(20) + "Type".ljust(6) +
           "Outcome".ljust(15) + "User")
    n.line("-" * 10 + "  " + "-" * 5 + "  " + "-" * 30 + "  " + "-" * 18 + "  " + "----  " + "-" * 13 + "  " + "-" * 10)
    dna_dates = []
    for i in range(rows):
        d = after(rng, d, 14, 30)
        if d >= enc:
            break
        oc = rng.choice(outcomes)
        if oc == "DNA":
            dna_dates.append(d)
        cl = rng.choice(clins)
        cn = rng.choice(clinics)
        dn = N.doc(cl, rng.choice(["init", "initials", "bare"]))
        n.line((L.fdate(d, c, dsty), "DATE"), "  " + rng.choice(C.TIMES) + "  ", (cn, "HOSPITAL"), " " * max(2, 32 - len(cn)),
               dn, " " * max(2, 20 - len(dn[0][0])), rng.choice(["NP", "FU", "FU", "TEL", "NS", "DRS"]).ljust(6) +
               oc.ljust(15), (rng.choice(users).uname, "USERNAME"))
    n.line()
    n.line("Comments:")
    if dna_dates:
        dd = dna_dates[0]
        n.line(" * ", D(dd, c, dsty), ": DNA. Rang ", (p.mobile, "PHONE"), " - no answer, voicemail left. DNA letter 1 sent.")
    n.line(" * ", D(before(rng, enc, 20, 80), c, dsty), ": ", rng.choice([
        ["Pt phoned to cancel - admitted to ", (N.make_site(rng, c, "hosp").name, "HOSPITAL"), "."],
        ["Spoke to ", fam_phrase(p, rng), "; pt unwell, rebooked."],
        ["Pt unable to attend - no transport. Transport booked for next appt."],
        ["Pt requested text reminders to ", (p.mobile, "PHONE"), "."]]))
    if rng.random() < 0.75:
        n.line(" * Kiosk check-in ", D(before(rng, enc, 5, 60), c, dsty), " " + rng.choice(C.TIMES) + ", biometric (fingerprint) token ",
               (rng.choice(["FP-", "BIO-", "FPT"]) + L.dg(rng, 6), "BIOID"))
    if rng.random() < 0.6:
        n.line(" * Blue badge holder; vehicle ", (plate(rng, c), "VEHICLE"), " added to car park exemption list until ",
               D(after(rng, enc, 90, 365), c, dsty), ".")
    if len(dna_dates) >= 2:
        n.line(" * 2 DNAs - discharged per DNA policy. Letter to GP and pt ", D(enc, c, dsty), ". ",
               "Safeguarding check: " + rng.choice(["no concerns", "vulnerable adult - clinician reviewed before discharge"]), ".")
    else:
        n.line(" * Next appointment ", D(after(rng, enc, 7, 40), c, dsty), " " + rng.choice(C.TIMES), " with ",
               N.doc(rng.choice(clins), "bare"), ", room ", (room(rng), "LOCATION_OTHER"), ".")
    n.line()
    n.line("Report ID ", (ref_id(rng, "RPT", 8), "IDNUM"), " | ", rng.choice(["PAS", "EPR", "PMS"]), " v" +
           rng.choice(["4.2.1", "11.0", "2023.3"]) + " | Page 1 of 1")
    return n
