"""Genres: blood bank and transfusion record, phlebotomy round list."""
import phi as H
import pools as P

GROUPS = ("O RhD pos", "O RhD neg", "A RhD pos", "A RhD neg", "B RhD pos", "AB RhD pos")
GROUPS_US = ("O POS", "O NEG", "A POS", "A NEG", "B POS", "AB POS")
PRODUCTS = (("Red cells, LD", "E0291V00"), ("Red cells, LD, irradiated", "E4551V00"),
            ("Platelets, apheresis", "E3086V00"), ("FFP", "E2555V00"),
            ("Cryoprecipitate pool", "E3587V00"), ("RBC LR AS-1", "E0336V00"))
ABS = ("negative", "negative", "negative", "anti-K", "anti-E + anti-c", "anti-Fya",
       "anti-D (prophylactic)", "anti-Jka")


def _units(n, k, grp):
    rng = n.rng
    n.ln("Unit No".ljust(22) + "Product".ljust(28) + "Code".ljust(11) + "Group".ljust(12) +
         "Expiry".ljust(14) + "Issued  Start  End")
    for _ in range(k):
        prod = rng.choice(PRODUCTS)
        n.cell(H.unit_no(rng), "IDNUM", 22)
        n.cell(prod[0], None, 28)
        n.cell(prod[1], None, 11)
        n.cell(grp, None, 12)
        n.cell(H.fmt_date(H.plus(n.ref, rng.randrange(3, 35)), n.ds), "DATE", 14)
        t0 = rng.randrange(6 * 60, 22 * 60)
        t1 = t0 + rng.randrange(8, 28)
        t2 = t1 + (rng.randrange(25, 45) if "Plat" in prod[0] or "FFP" in prod[0] or "Cryo" in
                   prod[0] else rng.randrange(90, 200))
        n.ln("  ".join("%02d:%02d" % ((x // 60) % 24, x % 60) for x in (t0, t1, t2)))


def bedside_record(n, pt, grp):
    rng = n.rng
    us = n.country == "US"
    n.ln("BLOOD COMPONENT TRANSFUSION RECORD")
    n.ln((n.site["name"], "HOSPITAL"), "  |  ", rng.choice(("Transfusion Service", "Blood Bank",
                                                          "Hospital Transfusion Team")))
    n.pid_block(pt, rng.choice(("kv", "caps")), extra=("acct",) if us else ())
    n.t("Location: ")
    n.ward()
    n.t(", ")
    n.room()
    n.t("\n")
    n.ln("Sample no (G&S): ", (H.lab_no(rng), "IDNUM"), "   Taken ", n.dstr(H.plus(n.ref, -1)),
         "   Valid until ", n.dstr(H.plus(n.ref, 2)))
    n.ln("ABO/RhD: ", grp, "   Antibody screen: ", rng.choice(ABS), "   DAT: ",
         rng.choice(("neg", "neg", "pos (IgG 1+)")))
    n.ln("Special requirements: ", rng.choice(("none", "irradiated (purine analogue)",
                                               "CMV-neg", "HbS-neg, Rh/K matched")))
    c = H.make_clin(rng, n.country)
    n.t("Prescribed by: ")
    n.staff(c, rng.choice(("dr_l", "dr_fl", "fl_cred")))
    n.w("  ", ["GMC " if n.country == "UK" else "NPI ", (c["lic"], "LICENSE")]
        if rng.random() < 0.4 else "",
        "  Indication: ", rng.choice(("Hb 68 g/L symptomatic", "Hgb 6.4, ongoing GI bleed",
                                       "plt 6, pre-line", "major haemorrhage protocol",
                                       "INR 3.1 pre-op", "fibrinogen < 1.5 in PPH")), "\n")
    if rng.random() < 0.5:
        n.t("Consent: verbal consent from ")
        if rng.random() < 0.5:
            n.t("patient")
        else:
            n.w("patient's ", pt["relation"], " ")
            n.rel(pt, "fl")
            n.t(" (patient lacks capacity; best-interests decision documented)")
        n.t("; leaflet given.\n")
    n.t("\nPositive patient ID: wristband scanned; ")
    n.w(rng.choice(("palm vein ", "fingerprint ", "biometric ")), "ID ", (H.bioid(rng), "BIOID"),
        " verified ", n.tm("colon"), "\n\n")
    _units(n, rng.randrange(1, 5), grp)
    n.t("\nChecked at bedside by: ")
    a, b = H.make_clin(rng, n.country, "nurse"), H.make_clin(rng, n.country, "nurse")
    n.staff(a, "fl_cred")
    n.t(" and ")
    n.staff(b, rng.choice(("fl_cred", "fl")))
    n.t("\n")
    n.w("Blood warmer: Level 1 H-1200 SN ", (H.serial(rng), "DEVICE"), "   Pump: Alaris GP SN ",
        (H.serial(rng), "DEVICE"), "\n")
    n.ln("Obs pre: T 36.%d HR %d BP %d/%d RR %d SpO2 %d%%" % (
        rng.randrange(0, 9), rng.randrange(60, 110), rng.randrange(95, 150), rng.randrange(50, 90),
        rng.randrange(12, 22), rng.randrange(93, 100)))
    n.ln("Obs 15 min: T 36.%d HR %d BP %d/%d" % (rng.randrange(0, 9), rng.randrange(60, 110),
                                                 rng.randrange(95, 150), rng.randrange(50, 90)))
    if rng.random() < 0.25:
        n.ln("REACTION: temp rise 1.6 C with rigors at 40 min. Transfusion stopped. Bag returned "
             "to lab with post-transfusion samples; DAT repeated. Reported to ",
             "SHOT/SABRE" if not us else "hemovigilance (NHSN)", ".")
    else:
        n.ln("No reaction. Empty bags retained 24 h on ward.")
    n.ln("Fate of units confirmed in ", rng.choice(("BloodTrack", "LIMS", "SafeTrace Tx")),
         " by ", (a["user"], "USERNAME"), " ", n.dstr(n.ref))


def lab_record(n, pt, grp):
    rng = n.rng
    us = n.country == "US"
    n.ln("TRANSFUSION LABORATORY RECORD - ", rng.choice(("crossmatch", "MHP activation",
                                                         "antibody investigation")))
    n.ln((n.site["name"], "HOSPITAL"), " Blood Bank   Tel ", (H.with_ext(rng, n.site["phone"]),
                                                             "PHONE"))
    n.t("\n")
    n.pid_block(pt, rng.choice(("line", "kv")))
    if us and rng.random() < 0.5:
        n.ln("SSN (last on file): ", (pt["ssn"], "SSN"))
    n.ln("Request: ", (H.order_no(rng), "IDNUM"), "  received ", n.dstr(n.ref), " ", n.tm("colon"))
    n.ln("Group: ", grp, "  (2 samples, concordant)   Screen: ", rng.choice(ABS))
    if rng.random() < 0.5:
        o = n.other_site()
        n.w("Historical record: antibody card from ", (o["name"], "HOSPITAL"), " dated ",
            n.dstr(H.plus(n.ref, -rng.randrange(200, 3000))), "; confirmed by phone with ")
        n.staff(H.make_clin(rng, n.country, "sci"), "fl")
        n.w(" on ", (o["phone"], "PHONE"), ".\n")
    if rng.random() < 0.5:
        n.w("Units ordered from ", (rng.choice(P.BLOOD_SUPPLIERS), "ORGANIZATION"),
            " (order ", (H.order_no(rng), "IDNUM"), "); blue-light courier vehicle ",
            (H.plate(rng, n.country), "VEHICLE"), " ETA ", n.tm("colon"), ".\n")
    n.t("\nMHP log:\n" if rng.random() < 0.5 else "\nIssue log:\n")
    for _ in range(rng.randrange(3, 7)):
        st = H.make_clin(rng, n.country, "sci")
        n.w(n.tm("colon"), "  ", rng.choice(("issued", "crossmatched (IAT)", "electronic issue",
                                              "thawed", "returned to stock", "pack 2 issued")),
            "  unit ", (H.unit_no(rng), "IDNUM"), "  exp ",
            n.dstr(H.plus(n.ref, rng.randrange(2, 40))), "  by ")
        if rng.random() < 0.5:
            n.p(st["user"], "USERNAME")
        else:
            n.staff(st, rng.choice(("ini", "fL")))
        n.t("\n")
    porter = H.make_clin(rng, n.country, "phleb")
    n.t("Collected from issue fridge by porter ")
    n.staff(porter, "fl")
    n.w(" to ", rng.choice(("theatre", "ED resus", "ICU", "delivery suite")), " ")
    n.p(str(rng.randrange(1, 12)), "LOCATION_OTHER")
    n.t(".\n")
    lead = H.make_clin(rng, n.country)
    n.t("Haematology consultant: ")
    n.staff(lead, "dr_l")
    n.w("   BMS: ")
    bms = H.make_clin(rng, n.country, "sci")
    n.staff(bms, "fl_cred")
    n.w(" (", "ASCP " if us else "HCPC ", (bms["lic"], "LICENSE"), ")\n")


def gen_blood(n):
    rng = n.rng
    pt = H.make_patient(rng, n.country, n.site, n.ref)
    grp = rng.choice(GROUPS_US if n.country == "US" else GROUPS)
    if rng.random() < 0.55:
        bedside_record(n, pt, grp)
    else:
        lab_record(n, pt, grp)


# ---------------------------------------------------------- phlebotomy round
TESTS = ("FBC U&E", "FBC CRP", "U&E LFT Mg", "G&S", "INR", "Trop", "BC x2", "FBC U&E CRP",
         "Vanc level", "Lithium", "TFT", "Gent level 08:00", "HbA1c lipids", "Ferritin B12",
         "Coag", "ABG (medics)", "Lactate", "Tacrolimus trough")
TESTS_US = ("CBC BMP", "CMP", "CBC diff", "T&S", "PT/INR", "Troponin x2", "BCx2", "Mg Phos",
            "Vanco trough", "Lipase", "TSH", "Gent peak", "A1c lipid", "Ferritin", "aPTT",
            "Lactic", "Type & Cross 2u", "Tacro level")
TUBES = ("lav", "gold", "lt blue", "grey", "pink", "green", "red", "2x lav")
NOTES = ("", "", "", "difficult access - butterfly", "L arm only (fistula R)", "NBM",
         "fasting", "timed 06:00", "needle phobic", "isolation - contact", "do not use R arm",
         "hard stick, US-guided PICC team", "interpreter needed", "patient asleep - retry 08:30",
         "latex allergy")


def round_table(n, pts, us):
    rng = n.rng
    n.ln("Bed".ljust(6) + "Patient".ljust(28) + ("MRN" if us else "Hosp No").ljust(14) +
         "DOB".ljust(13) + "Age".ljust(5) + "Tests".ljust(20) + "Tube".ljust(9) + "Notes")
    for pt in pts:
        n.cell(pt["bed"], "LOCATION_OTHER", 6)
        n.cell(pt["p"].r(rng.choice(("LF", "LFM", "Lf"))), "PATIENT", 28)
        n.cell(pt["mrn"], "MRN", 14)
        n.cell(H.fmt_date(pt["dob"], n.ds), "DATE", 13)
        n.cell(str(pt["age"]), "AGE", 5)
        n.cell(pt["tests"], None, 20)
        n.cell(pt["tube"], None, 9)
        _note(n, pt)
        n.t("\n")


def round_tsv(n, pts, us):
    n.ln("\t".join(("bed", "name", "id", "dob", "tests", "priority", "notes")))
    for pt in pts:
        n.w((pt["bed"], "LOCATION_OTHER"), "\t", (pt["p"].r("LF"), "PATIENT"), "\t",
            (pt["mrn"], "MRN"), "\t", n.dstr(pt["dob"]), "\t", pt["tests"], "\t",
            n.rng.choice(("R", "R", "U", "T")), "\t")
        _note(n, pt)
        n.t("\n")


def round_bullets(n, pts, us):
    rng = n.rng
    bay = None
    for pt in pts:
        if pt["bay"] != bay:
            bay = pt["bay"]
            n.w("\n", "Bay " if not us else "Pod ", (bay, "LOCATION_OTHER"), ":\n")
        n.w("  [ ] bed ", (pt["bed"], "LOCATION_OTHER"), " - ")
        n.pt_name(pt, rng.choice(("fl", "LF")), title=rng.random() < 0.3)
        n.t(" ")
        n.age(pt["age"], pt["sex"], mode=rng.choice(("agesex", "sexage", "Y")))
        n.w(" - ", pt["tests"], " (", pt["tube"], ") ")
        _note(n, pt)
        n.t("\n")


def _note(n, pt):
    rng = n.rng
    x = pt["note"]
    if x == "family":
        n.w("paeds - ", pt["relation"] if pt["relation"] in ("mother", "father") else "mother",
            " ")
        n.rel(pt, "f")
        n.t(" to hold")
    elif x == "bio":
        n.w("bio-ID ", (pt["bio"], "BIOID"))
    else:
        n.t(x)


def gen_phleb(n):
    rng = n.rng
    us = n.country == "US"
    k = rng.randrange(7, 14)
    pts = []
    bays = [str(x) for x in sorted(rng.sample(range(1, 8), 3))] if not us else ["A", "B", "C"]
    for j in range(k):
        pt = H.make_patient(rng, n.country, n.site, n.ref)
        pt["bay"] = bays[min(2, j * 3 // k)]
        pt["bed"] = "%s%d" % (pt["bay"] if us else "", j + 1) if us else str(j + 1)
        pt["tests"] = rng.choice(TESTS_US if us else TESTS)
        pt["tube"] = rng.choice(TUBES)
        r = rng.random()
        pt["note"] = "family" if r < 0.08 else ("bio" if r < 0.22 else rng.choice(NOTES))
        pt["bio"] = H.bioid(rng)
        if pt["note"] == "family":
            pt["age"] = rng.randrange(1, 15)
            pt["dob"] = H.dob_for(rng, n.ref, pt["age"])
        pts.append(pt)
    ph = H.make_clin(rng, n.country, "phleb")
    n.ln("PHLEBOTOMY ROUND - ", rng.choice(("AM", "06:00", "Early", "Midday", "Ward")), " LIST")
    n.w((n.site["name"], "HOSPITAL"), " / ")
    n.ward()
    n.w("   Ward ext ", (H.digits(rng, 4), "PHONE"), "\n")
    pr, tube = n.times(2, 5, 4)
    n.w("Date: ", n.dstr(n.ref, rng.choice((None, "wd_full" if us else "wd_ukfull"))),
        "   Printed ", pr, " by ", (ph["user"], "USERNAME"), "\n")
    n.t("Phlebotomist: ")
    n.staff(ph, rng.choice(("fl_cred", "fl", "f_l")))
    if rng.random() < 0.6:
        n.w("   Handheld PDA SN ", (H.serial(rng), "DEVICE"))
    n.t("\n")
    r = rng.random()
    if r < 0.4:
        n.t("\n")
        round_table(n, pts, us)
    elif r < 0.65:
        n.t("\n")
        round_tsv(n, pts, us)
    else:
        round_bullets(n, pts, us)
    n.t("\nNot bled:\n")
    for pt in rng.sample(pts, min(len(pts), rng.randrange(1, 3))):
        n.w("- bed ", (pt["bed"], "LOCATION_OTHER"), " ")
        n.pt_name(pt, "L", title=True)
        n.t(": " + rng.choice(("refused", "off ward in CT", "at dialysis", "unable - 2 attempts, "
                               "handed to ", "discharged")))
        if n.buf[-1].endswith("to "):
            nurse = H.make_clin(rng, n.country, "nurse")
            n.staff(nurse, rng.choice(("fl_cred", "fl")))
        n.t("\n")
    if rng.random() < 0.4:
        n.w("Samples to lab via pneumatic tube at ", tube, "; ", rng.choice(("logged", "tracked")), " by ")
        n.staff(ph, "ini")
        n.t(".\n")
