"""Genres: bone marrow transplant unit handover, transfusion record, cytotoxic order verification."""
import datetime

import pools_clin as PC
import pools_places as PP

DONOR_COUNTRIES = ["Germany", "the United States", "Poland", "the United Kingdom", "Australia", "New Zealand",
                   "Canada", "the Netherlands", "Israel", "Spain", "Taiwan"]


def bmt_handover(c, d):
    terse = c.p(0.45)
    frm, to = c.staff("rn", fresh=True), c.staff("rn", fresh=True)
    unit = c.ch(["BMT Unit", "Haematology/BMT", "Cellular Therapies Unit", "Bone Marrow Transplant Unit"])
    shift = c.ch(["AM->PM", "PM->ND", "ND->AM", "night", "day"])
    d.t(unit + " handover - ").seg([(c.ward, "HOSPITAL")]).t(", ").seg([(c.hosp, "HOSPITAL")]).t("\n")
    d.seg(c.dt(c.base, c.ch([None, "wd_full", "wd_dm", "wd_short"]))).t(" " + shift + "   From: ")
    d.seg(c.doc(frm, c.ch(["fl", "fli", "fl_cred"]))).t("  To: ").seg(c.doc(to, c.ch(["fl", "fli", "f"])))
    d.t("\nUnit phone ").p(c.phone("land"), "PHONE").t("  Haem reg on call ").seg(c.doc(c.staff("reg"), "dr_l"))
    d.t(" pg ").p(c.phone("pager"), "PHONE").t("\n")
    d.t(c.ch(["Isolation: all rooms HEPA, neutropenic precautions.\n", "Positive pressure rooms 1-8.\n",
              "Reminder: central line bundle audit this week.\n"]) + "\n")
    rooms = []
    for _ in range(c.ri(4, 8)):
        pt = c.patient(18, 74)
        tx = c.ch(PC.BMT_TYPES)
        dx = c.ch([x for x in PC.DIAGNOSES if x[0] == "Haem"])
        dplus = c.ri(-7, 60)
        txdate = c.base - datetime.timedelta(days=dplus)
        rm = c.ch([str(c.ri(1, 12)), "B" + str(c.ri(1, 12)), str(c.ri(1, 12)) + c.ch("AB")])
        while rm in rooms:
            rm = str(c.ri(1, 16))
        rooms.append(rm)
        issues = c.r.sample(PC.BMT_ISSUES, c.ri(2, 4))
        if terse:
            d.t("- Rm ").p(rm, "LOCATION_OTHER").t(" | ").seg(c.pt(pt, c.ch(["fl", "LF", "fli"]))).t(" ")
            d.seg(c.age(pt.age, pt.sex, c.ch(["sexcat", "sexsp"]))).t(" | ").p(pt.mrn, "MRN").t(" | ")
            d.t(("D+%d" % dplus if dplus >= 0 else "D%d" % dplus) + " " + tx + " for " + dx[1] + " (Tx ")
            d.seg(c.dt(txdate, c.ch(["dm", "d_mon", None]))).t(")\n  " + "; ".join(issues))
            d.t("; " + ", ".join(c.r.sample(PC.HAEM_LABS, 3)) + "\n")
            if c.p(0.4):
                fam = c.family(pt)
                d.t("  " + fam.extra["rel"] + " ").seg(c.fam(fam, c.ch(["f", "fl"]))).t(" at bedside; ")
                d.t(c.ch(["staying at ", "accom ", "lodging at "])).p(c.ch(PP.ACCOMMODATION), "LOCATION_OTHER")
                d.t(" ").p(c.phone("mob"), "PHONE").t("\n")
            d.nl()
            continue
        d.t("ROOM ").p(rm, "LOCATION_OTHER").t(" - ").seg(c.pt(pt, c.ch(["LFU", "LF"]))).t(", ")
        d.seg(c.age(pt.age, pt.sex, c.ch(["yo", "sexcat", "yearold"]))).t("   ")
        d.t(c.ch(["UR ", "MRN ", "Hosp no "])).p(pt.mrn, "MRN")
        if pt.nid:
            d.t("  " + ("NHI " if c.c == "NZ" else "NHS ")).p(pt.nid, "MRN")
        d.t("\nS: " + issues[0] + "\n")
        d.t("B: " + dx[1] + ". " + tx + " on ").seg(c.dt(txdate)).t(" (D+%d). " % max(dplus, 0))
        if "allo" in tx or "haplo" in tx:
            d.t(c.ch(["Unrelated donor from ", "Registry donor, ", "Graft collected in ", "Donor ex "]))
            d.p(c.ch(DONOR_COUNTRIES), "COUNTRY").t(c.ch([", CMV D+/R-", ", CMV D-/R+", ", ABO major mismatch", ""]))
            d.t("; product ").p(c.ch(["HPC", "PBSC-", "BM-"]) + c.digits(7), "IDNUM").t(". ")
        elif "CAR-T" in tx:
            d.t("Product bag ").p("CT-" + c.digits(8), "IDNUM").t(". ")
        d.t("Conditioning " + c.ch(["FluMel", "BuCy", "Flu/TBI 2 Gy", "Cy/TBI 12 Gy", "MEL200", "BEAM", "FluCy (lymphodepletion)"]))
        d.t(". Cons ").seg(c.doc(c.staff("cons"), c.ch(["dr_l", "dr_fl"]))).t(".\n")
        d.t("A: obs " + c.ch(["T 37.9 HR 104 BP 102/64", "afebrile, HR 88", "T 38.4 at 22:00", "stable"]) + "; ")
        d.t(", ".join(c.r.sample(PC.HAEM_LABS, 4)) + "; " + "; ".join(issues[1:]) + "\n")
        d.t("R: " + c.ch(["repeat cultures if T>38", "daily CsA level 06:00", "plt 1 pool if <10", "strict fluid balance, wt daily",
                          "chase CMV PCR", "mouth care 4-hrly", "ICE score 8-hrly"]) + "\n")
        if c.p(0.45):
            fam = c.family(pt)
            d.t("Family: " + fam.extra["rel"] + " ").seg(c.fam(fam)).t(" (").p(c.phone(), "PHONE").t(")")
            if c.p(0.5):
                d.t(", staying at ").p(c.ch(PP.ACCOMMODATION), "LOCATION_OTHER")
            d.t(c.ch([". Very anxious.", ". Wants call if febrile.", ".", ". Lives in "]))
            if d.buf[-1].endswith("in "):
                a = c.address()
                d.seg(c.region_segs(a)).t(" - 3 h drive.")
            d.nl()
        if c.p(0.2):
            d.t("Social: ").p(c.profession(), "PROFESSION").t(", " + c.ch(["on leave from ", "self-employed, formerly at ", "works for "]))
            d.p(c.ch(PP.EMPLOYERS[c.c]), "ORGANIZATION").t(".\n")
        d.nl()
    d.t("Pending: " + c.ch(["2 x irradiated plts from lab 21:00", "pharmacy to deliver TPN", "ATG D-2 for rm 4 tomorrow",
                            "admission tomorrow for conditioning"]) + ". Signed ").seg(c.doc(frm, "initdot")).t("\n")


def transfusion(c, d):
    pt = c.patient(18, 95)
    d.t(c.ch(["BLOOD PRODUCT ADMINISTRATION RECORD", "Transfusion record - haematology day/inpatient",
              "Record of blood component transfusion"]) + "\n")
    d.seg([(c.hosp, "HOSPITAL")]).t(" - " + c.ch(["Transfusion Lab", "Blood Bank", "Haematology"]) + " ")
    d.p(c.phone("ext"), "PHONE").t("\n\n")
    d.t("Name: ").seg(c.pt(pt, c.ch(["LFU", "LF"]))).t("   DOB: ").seg(c.dt(pt.dob)).t("   ")
    d.t(c.ch(["MRN", "UR", "Hosp No"]) + ": ").p(pt.mrn, "MRN")
    if pt.nid:
        d.t("   " + ("NHI" if c.c == "NZ" else "NHS") + ": ").p(pt.nid, "MRN")
    d.t("\nLocation: ").p(c.ch([c.ward] + PP.DAY_UNITS[c.c]), "HOSPITAL").t(" bed ").p(c.bed(), "LOCATION_OTHER")
    d.t("\nGroup: " + c.ch(["O RhD pos", "A RhD neg", "B pos", "AB pos", "O neg"]) + "   Ab screen: " + c.ch(["neg", "anti-E", "neg"]))
    d.t("   Special reqs: " + c.ch(["irradiated", "irradiated + CMV-safe", "HLA-matched plts", "none", "washed"]) + "\n")
    d.t("G&H sample ").p(c.idnum("haem"), "IDNUM").t(" taken ").seg(c.dt(c.day(-2, 0))).t(" " + c.time() + " by ")
    d.seg(c.doc(c.staff("rn"), "init")).t("\n")
    ind, prods = c.ch([("Hb 68 symptomatic", ["RBC"]), ("plt 8 prophylaxis", ["Plt pool", "Plt apheresis"]),
                       ("plt 22 pre-LP", ["Plt pool"]), ("Hb 74 pre-chemo", ["RBC"]),
                       ("fibrinogen 0.9 (APML)", ["Cryo", "FFP"]), ("active bleeding, plt 31", ["Plt apheresis", "RBC", "FFP"])])
    d.t("Indication: " + ind)
    d.t("   Prescriber: ").seg(c.doc(c.staff("reg"), c.ch(["dr_l", "dr_fl"]))).t("\n\n")
    sep = c.ch([" | ", "  "])
    d.t(sep.join(["Date", "Product", "Donation no.", "Start", "End", "Check 1", "Check 2", "Pre T/HR/BP", "Reaction"]) + "\n")
    st = c.ri(7, 14) * 60 + c.ri(0, 59)
    tday = c.day(-1, 0)
    dfmt = c.ch(["dm", "dmy2", None])
    for _ in range(c.ri(1, 4)):
        st += c.ri(0, 90)
        en = st + c.ri(30, 180)
        d.seg(c.dt(tday, dfmt)).t(sep)
        d.t(c.ch(prods) + sep).p(c.idnum("donation"), "IDNUM").t(sep)
        d.t("%02d:%02d%s%02d:%02d%s" % (st // 60 % 24, st % 60, sep, en // 60 % 24, en % 60, sep))
        st = en + c.ri(5, 30)
        d.seg(c.doc(c.staff("rn"), c.ch(["init", "fli"]))).t(sep).seg(c.doc(c.staff("rn"), c.ch(["init", "fli"]))).t(sep)
        d.t("%.1f/%d/%d/%d" % (c.r.uniform(36.2, 37.8), c.ri(60, 110), c.ri(95, 150), c.ri(50, 90)) + sep)
        d.t(c.ch(["nil", "nil", "nil", "urticaria - chlorphenamine", "T rise 1.2 - stopped, lab informed"]) + "\n")
    d.nl()
    if c.p(0.55):
        d.t("Bedside check: handheld ").p(c.ch(["PDA-", "HH"]) + c.digits(5), "DEVICE").t(", user ")
        d.p(c.username(c.staff("rn")), "USERNAME")
        if c.p(0.5):
            d.t(", biometric ").p(c.bioid(), "BIOID")
        d.t("\n")
    if c.p(0.3):
        d.t("Pump: " + c.ch(["Alaris GP", "Sapphire", "Volumat"]) + " asset ").p(c.device("asset"), "DEVICE").t("\n")
    d.t("Post-transfusion: " + c.ch(["Hb check 06:00 tomorrow", "1-h post plt count sent", "obs stable, for d/c",
                                     "consented (valid 12 months)"]) + "\n")
    if c.p(0.25):
        fam = c.family(pt)
        d.t("Transfusion information leaflet given to " + fam.extra["rel"] + " ").seg(c.fam(fam)).t(c.ch([" - questions answered.\n", " - consent confirmed.\n"]))
    d.t("Documented by ").seg(c.doc(c.staff("rn"), c.ch(["fl_cred", "fl"]))).t(" ").seg(c.dt(c.base)).t("\n")


def pharmacy(c, d):
    pt = c.patient(20, 90)
    presc = c.staff("cons", fresh=True)
    ph = c.staff("pharm", fresh=True)
    tech = c.staff("pharm", fresh=True)
    regname, stream, lines = c.ch(PC.PHARM_REGIMENS)
    if stream in ("Gynae", "Breast") and pt.sex == "M":
        regname, stream, lines = PC.PHARM_REGIMENS[1]
    ht = c.ri(148, 192)
    wt = round(c.r.uniform(42, 118), 1)
    bsa = round(((ht * wt) / 3600.0) ** 0.5, 2)
    crcl = c.ri(28, 120)
    d.t(c.ch(["CYTOTOXIC ORDER VERIFICATION", "Oncology pharmacy - clinical verification", "SACT prescription screen"]) + "\n")
    d.t(c.ch(["Oncology Pharmacy, ", "Aseptic Unit, ", "Pharmacy Dept, "])).seg([(c.hosp, "HOSPITAL")]).t("\n\n")
    d.t("Order: ").p(c.idnum("order"), "IDNUM").t("   Status: " + c.ch(["VERIFIED", "VERIFIED WITH CHANGES", "ON HOLD"]))
    d.t("   Encounter: ").p(c.account(), "ACCOUNT").t("\n")
    d.t("Patient: ").seg(c.pt(pt, c.ch(["LFU", "LF", "fl"]))).t("   MRN: ").p(pt.mrn, "MRN").t("   DOB: ").seg(c.dt(pt.dob))
    d.t("   Age: ").seg(c.age(pt.age, None, "bare")).t("\n")
    d.t("Ht %d cm  Wt %.1f kg  BSA %.2f m2 (Mosteller)  CrCl %d mL/min (C-G)\n" % (ht, wt, bsa, crcl))
    if c.p(0.3):
        lab, hp = c.healthplan()
        d.t("Funding: " + lab + " ").p(hp, "HEALTHPLAN").t("\n")
    lab, lic = c.license(c.ch(["reg", "presc"]))
    d.t("Prescriber: ").seg(c.doc(presc, c.ch(["dr_fl", "dr_l"]))).t(" (" + lab + " ").p(lic, "LICENSE").t(")\n")
    d.t("Regimen: " + regname + "  cycle %d day 1 (" % c.ri(1, 8)).seg(c.dt(c.day(0, 2))).t(")  intent: ")
    d.t(c.ch(["palliative", "curative", "adjuvant", "neoadjuvant"]))
    d.t("   protocol ref " + c.ch(["eviQ ID %d" % c.ri(1000, 4200) if c.c == "AU" else "SACT v%d" % c.ri(2, 9),
                                   "local v%d.%d" % (c.ri(1, 4), c.ri(0, 9)),
                                   "SACT-%s-%d" % (stream[:3].upper(), c.ri(1, 30))]) + "\n\n")
    d.t("Drug                 Dose          Calc       Banded     Route  Diluent\n")
    for drug, dose, basis, route, dil in lines:
        if basis == "auc":
            calc = dose * (crcl + 25)
            per = "AUC%g" % dose
        elif basis == "flat":
            calc = dose
            per = "%g mg flat" % dose
        elif basis == "kg":
            calc = dose * wt
            per = "%g mg/kg" % dose
        elif basis == "m2cap2":
            calc = min(2.0, dose * bsa)
            per = "%g mg/m2 cap 2" % dose
        elif basis == "m2unit":
            calc = dose * bsa
            per = "%g units/m2" % dose
        else:
            calc = dose * bsa
            per = "%g mg/m2" % dose
        unit = "units" if basis == "m2unit" else "mg"
        if calc >= 100:
            cs, bs = "%d %s" % (round(calc), unit), "%d %s" % (round(calc / 10.0) * 10, unit)
        else:
            cs, bs = "%.1f %s" % (calc, unit), "%.1f %s" % (round(calc * 2) / 2.0, unit)
        d.t("%-20s %-13s %-10s %-10s %-6s %s\n" % (drug, per, cs, bs, route, dil))
    d.t("\nChecks: " + c.ch(["FBC within 72 h ok", "ANC 1.6 plt 142", "LFTs: bili 1.4x ULN - d/w prescriber, 25% reduction"]))
    d.t("; cumulative anthracycline " + str(c.ri(0, 400)) + " mg/m2; allergies " + c.ch(["NKDA", "penicillin (rash)", "sulfa"]) + "\n")
    d.t("Verified by ").seg(c.doc(ph, c.ch(["fl", "fl_cred"]))).t(" (").p(c.username(ph), "USERNAME").t(") at " + c.time())
    d.t(" from ").p(c.ip(), "IPADDR").t("\n")
    if c.p(0.6):
        lab2, lic2 = {"AU": ("AHPRA", "PHA000" + c.digits(7)), "UK": ("GPhC", "20" + c.digits(5)),
                      "NZ": ("PCNZ", c.digits(5))}[c.c]
        d.t("Pharmacist reg: " + lab2 + " ").p(lic2, "LICENSE").t("\n")
    d.t("Aseptic: batch ").p(c.idnum("batch"), "IDNUM").t(", isolator ").p(c.ch(["ISO-", "CYT"]) + c.digits(4) + c.letters(1), "DEVICE")
    d.t(", compounded by ").seg(c.doc(tech, c.ch(["fli", "init", "fl"]))).t(", final check ").seg(c.doc(ph, "init"))
    if c.p(0.35):
        d.t(" (biometric sign-off ").p(c.bioid(), "BIOID").t(")")
    d.t("\n\nAudit trail\n")
    t = c.ri(7, 10) * 3600 + c.ri(0, 3599)
    actors = [(presc, "ORDER_CREATED"), (presc, "ORDER_SIGNED"), (ph, "CLIN_VERIFY_START"), (ph, "DOSE_MODIFIED" if c.p(0.4) else "NOTE_ADDED"),
              (ph, "VERIFIED"), (tech, "LABEL_PRINTED"), (tech, "COMPOUNDED"), (ph, "RELEASED")]
    seps = c.ch([" | ", "  ", ","])
    for who, act in actors[:c.ri(4, 8)]:
        t += c.ri(30, 1500)
        d.seg(c.dt(c.base, "iso")).t(" %02d:%02d:%02d" % (t // 3600 % 24, t // 60 % 60, t % 60) + seps)
        d.p(c.username(who), "USERNAME").t(seps + act + seps).p(c.ip(), "IPADDR").t("\n")
    if c.p(0.3):
        d.t("\nNote: prescriber contacted on ").p(c.phone("pager"), "PHONE").t(" re dose; reply by e-mail ")
        d.p(c.email(presc), "EMAIL").t("\n")
