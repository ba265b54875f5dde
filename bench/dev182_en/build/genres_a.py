"""dev182 genres, part A: verification queue, IV compounding log,
controlled substance discrepancy, antimicrobial stewardship review."""
import pools
from core import pick, digits, letters, dr, sign_staff, pt_ref, fmt_date


ASP_SCEN = [
    ("pyelonephritis", "urine", "E. coli", ">100K CFU/mL", "S cefazolin, S CTX, R amp, R TMP-SMX",
     "piperacillin-tazobactam 4.5 g IV q6h",
     "Cx supports de-escalation -> ceftriaxone 1 g IV q24h, then PO cephalexin 1 g TID when afebrile 24-48 h. 7 d total."),
    ("CAP", "sputum", "S. pneumoniae", "mod growth", "S PCN, S CTX",
     "ceftriaxone 1 g IV q24h + azithromycin 500 mg IV daily",
     "Urine Legionella Ag neg - stop azithromycin; IV-to-PO amoxicillin 1 g PO TID to complete 5 d."),
    ("MSSA bacteremia", "blood", "MSSA", "2/2 sets", "S oxacillin, S cefazolin",
     "vancomycin 1,250 mg IV q12h",
     "Change vanc -> cefazolin 2 g IV q8h. ID consult (mandatory), TTE/TEE, repeat BCx q24-48h until clear."),
    ("cellulitis", "wound", "Strep pyogenes (GAS)", "light growth", "S PCN",
     "vancomycin 1 g IV q12h + piperacillin-tazobactam 4.5 g IV q8h",
     "Non-purulent cellulitis, MRSA nares PCR neg - narrow to cefazolin 2 g IV q8h -> PO cephalexin."),
    ("HAP", "sputum", "P. aeruginosa", "heavy growth", "S cefepime, S pip-tazo, R cipro",
     "meropenem 1 g IV q8h",
     "De-escalate to cefepime 2 g IV q8h (extended infusion). 7 d total."),
    ("intra-abdominal infection", "bile", "K. pneumoniae", "mod growth", "ESBL; S meropenem, S ertapenem",
     "ceftriaxone 2 g IV q24h + metronidazole 500 mg IV q8h",
     "ESBL isolate - change to ertapenem 1 g IV q24h. Source control done (ERCP). 4 d after source control."),
    ("CAUTI", "urine", "E. faecalis", ">100K CFU/mL", "S amp, S nitrofurantoin",
     "cefepime 2 g IV q8h",
     "Enterococcus intrinsically R to cephalosporins - switch to amoxicillin 500 mg PO q8h; remove/replace Foley."),
    ("febrile neutropenia", "blood", "no growth", "NGTD 72 h", "",
     "cefepime 2 g IV q8h + vancomycin 1,500 mg IV q12h",
     "No MRSA indication (no SSTI, line OK, nares neg) - stop vancomycin; continue cefepime until ANC >500."),
    ("candidemia", "blood", "C. albicans", "1/2 sets", "fluconazole S (MIC 0.5)",
     "micafungin 100 mg IV q24h",
     "Step down to fluconazole 800 mg load then 400 mg PO daily; ophtho exam; remove CVC; 14 d from first neg cx."),
    ("diabetic foot osteomyelitis", "bone", "MRSA", "mod growth", "R oxacillin, S vanc (MIC 1), S doxy, S TMP-SMX",
     "vancomycin 1,250 mg IV q12h + cefepime 2 g IV q8h",
     "Stop cefepime (no GNR). Continue vancomycin AUC 400-600; consider OPAT vs PO doxy + rifampin per ID."),
]


def labs(w, k=3):
    r = w.rng
    idx = list(range(len(pools.LABS)))
    r.shuffle(idx)
    out = []
    for i in sorted(idx[:k]):
        name, vals, unit = pools.LABS[i]
        out.append("%s %s%s" % (name, pick(r, vals), (" " + unit) if unit and r.random() < 0.4 else ""))
    return ", ".join(out)


def bed_pieces(w):
    r = w.rng
    s = r.randrange(3)
    if s == 0:
        return [("LOCATION_OTHER", w.room())]
    if s == 1:
        return [("LOCATION_OTHER", str(r.randrange(201, 999))), "/", ("LOCATION_OTHER", pick(r, ["A", "B", "1", "2"]))]
    return [("LOCATION_OTHER", w.room())]


# --------------------------------------------------------------------------- 1
def verification_queue(w, n):
    r = w.rng
    rph = w.staff("pharm")
    user = rph.user(r)
    d = w.date
    if r.random() < 0.5:
        n.l("PHARMACY ORDER VERIFICATION QUEUE  |  ", ("HOSPITAL", w.hospital), "  |  Area: ",
            ("HOSPITAL", w.unit) if r.random() < 0.6 else "ALL UNITS")
        n.l("Printed ", ("DATE", w.dfull(d)), " ", "%02d:%02d" % (r.randrange(24), r.randrange(60)),
            "   user: ", ("USERNAME", user), "   ws: ", ("IPADDR", w.ip()) if r.random() < 0.5 else "PHARM-WS04")
    else:
        n.l("Verif queue -- ", ("HOSPITAL", w.hosp_short or w.hospital), " central pharmacy -- ",
            ("DATE", w.dfull(d)), " ", pick(r, ["nights", "days", "evenings", "0700-1530"]))
        n.l("Logged in as ", ("USERNAME", user), " (", ("DOCTOR", rph.form("full")), ", ", rph.cred, ")")
    n.l("-" * pick(r, [60, 72, 80]))
    n.l(pick(r, ["PRI   RM/BED     PATIENT                  AGE/SEX  MRN        ORDER#     MEDICATION / STATUS",
                 "Pri | Loc | Patient | Age | MRN | Order | Drug | Status",
                 "priority  location  name  mrn  ord  med  flag"]))
    pts = []
    k = r.randint(4, 8)
    for _ in range(k):
        pt = w.patient()
        pts.append(pt)
        abx = pick(r, pools.ABX)
        drug = pick(r, [abx[0] + " " + pick(r, abx[1]), pick(r, pools.HOME_MEDS)])
        ordno = digits(r, 8) if r.random() < 0.7 else "O" + digits(r, 7)
        status = pick(r, ["PENDING", "NEW", "MODIFIED", "ON HOLD - clarify", "VERIFY", "DOSE CHECK ALERT",
                          "ALLERGY OVERRIDE", "DUP THERAPY"])
        pri = pick(r, ["STAT", "NOW ", "RTN ", "RTN ", "1ST "])
        unit = [("HOSPITAL", pick(r, pools.UNITS)), " "] if r.random() < 0.35 else []
        n.l(pri, "  ", unit, bed_pieces(w), "   ",
            ("PATIENT", pt.form(pick(r, ["caps_mid", "caps", "lf", "caps_init"]))), "   ",
            ("AGE", str(pt.age)), pt.sex, "   ", ("MRN", w.mrn()), "   ", ("IDNUM", ordno), "   ", drug, "   ", status)
    n.l("")
    n.l(pick(r, ["Interventions / notes:", "RPh comments:", "NOTES", "Clarifications this shift:"]))
    kinds = list(range(7))
    r.shuffle(kinds)
    for pt, s in zip(pts[: r.randint(2, min(5, len(pts)))], kinds):
        md = w.staff("md")
        if s == 0:
            n.l("- ", ("PATIENT", pt.form("last")), ": vanc ", pick(r, ["1250", "1500", "1000"]),
                " q12h -> changed to ", pick(r, ["1000 mg q12h", "750 mg q12h", "1250 mg q24h"]), " per PK (",
                labs(w, 2), "). Paged ", dr(w, md), " @ ", ("PHONE", w.internal()), ", agreed.")
        elif s == 1:
            n.l("- Ord ", ("IDNUM", digits(r, 8)), " (", ("PATIENT", pt.form("init")),
                "): duplicate anticoag w/ home apixaban - held, clarified w/ ", dr(w, md), ". D/C'd enox.")
        elif s == 2:
            n.l("- ", [("PATIENT", pt.last), "'s"] if r.random() < 0.5 else ("PATIENT", pt.form("full")), " PCN allergy (", pick(r, ["hives", "rash as child", "unknown rxn"]),
                ") - cefazolin OK per allergy hx, verified. Low cross-reactivity.")
        elif s == 3:
            n.l("- Warfarin for ", ("PATIENT", pt.form("lf")), ": INR ", pick(r, ["3.8", "4.4", "1.2", "5.1"]), " on ",
                ("DATE", w.dshort(d)), " -> dose held, msg'd ", dr(w, md), " via secure chat.")
        elif s == 4:
            n.l("- ", ("PATIENT", pt.form("caps")), " K 5.9 on KCl 20 mEq PO BID + spironolactone. Order held, "
                "team notified (", ("PHONE", w.phone(ext=True)), ").")
        elif s == 5:
            n.l("- ", pt.title(), " ", ("PATIENT", pt.last), " (", ("AGE", str(pt.age)), pt.sex,
                ") metformin w/ SCr ", pick(r, ["1.9", "2.4", "2.2"]), ", eGFR <30 -> recommend hold. ", dr(w, md), " ok.")
        else:
            n.l("- ", ("PATIENT", pt.form("f_last")), ": ", pick(r, ["TPN", "heparin gtt", "insulin gtt", "PCA"]),
                " order incomplete (no rate). Called ", pick(r, ["charge RN ", "RN "]),
                ("DOCTOR", w.staff("rn").form("full")), " on ", ("HOSPITAL", pick(r, pools.UNITS)), ".")
    if r.random() < 0.35:
        n.l("Handoff to ", pick(r, ["day", "evening", "night"]), " RPh ", ("DOCTOR", w.staff("pharm").form("full")),
            ": 2 clarifications outstanding. -", ("DOCTOR", rph.form("init_lc")))
    if r.random() < 0.5:
        n.l("")
        n.l("Queue count start ", str(r.randint(30, 140)), " / end ", str(r.randint(0, 12)), ". Avg TAT ",
            str(r.randint(8, 45)), " min.")
    n.l(pick(r, ["-- ", "Signed: ", "RPh: ", ""]), sign_staff(w, rph),
        ["  ", pick(r, ["pgr ", "pager ", "ext ", "ph "]), ("PHONE", w.internal())] if r.random() < 0.5 else "")


# --------------------------------------------------------------------------- 2
def iv_compounding(w, n):
    r = w.rng
    d = w.date
    tech = w.staff("tech")
    tech2 = w.staff("tech")
    rph = w.staff("pharm")
    hood = pick(r, ["LAFW #1", "LAFW #2", "BSC (hazardous)", "CAI-2", "PEC 3"])
    n.l(pick(r, ["STERILE COMPOUNDING LOG", "IV ROOM PREPARATION LOG", "CSP Compounding Record - USP <797>",
                 "IV Admixture Log"]))
    n.l(("HOSPITAL", w.hospital), " - ", pick(r, ["IV Room", "Sterile Products", "Main Pharmacy cleanroom",
                                                    "Satellite Pharmacy"]))
    n.l("Date: ", ("DATE", w.dfull(d)), "   Shift: ", pick(r, ["Day", "Evening", "Night", "0600-1430"]),
        "   Primary engineering control: ", hood, " (SN ", ("DEVICE", w.serial()), ")")
    n.l("Compounder: ", ("DOCTOR", tech.form("full")), ", ", tech.cred, "   Login: ", ("USERNAME", tech.user(r)))
    if r.random() < 0.55:
        n.l("Workflow station sign-on: biometric ID ", ("BIOID", w.bioid()), ", station ", ("IPADDR", w.ip()))
    n.l("Checking RPh: ", ("DOCTOR", rph.form(pick(r, ["full", "f_last"]))), " ", rph.cred.split(",")[0])
    n.l("Garbing/hand hygiene verified 0", str(r.randrange(5, 9)), ":", "%02d" % r.randrange(60),
        ". Surface sample/fingertip: ", pick(r, ["n/a today", "done, results pending", "0 CFU both hands"]))
    n.l("")
    style = r.randrange(2)
    if style == 0:
        n.l("Time | Rx# | Patient (Loc) | Ingredient / Diluent | Final vol | BUD | Prep | Chk")
    else:
        n.l("TIME  RX#        PATIENT / LOCATION                 PRODUCT")
    k = r.randint(5, 9)
    bud_style = w.dstyle()
    times = sorted("%02d%02d" % (r.randrange(6, 23), r.randrange(60)) for _ in range(k))
    rxp = pick(r, ["RX", "Rx", ""])
    for i in range(k):
        pt = w.patient()
        drug, dil, vol = pick(r, pools.CSP)
        rx = rxp + digits(r, 7)
        tm = times[i]
        bud_days = pick(r, [0, 1, 1, 4, 9])
        bud = fmt_date(w.days(bud_days), bud_style)
        loc = [("HOSPITAL", pick(r, pools.UNITS)), "-", ("LOCATION_OTHER", str(r.randrange(1, 40)))] \
            if r.random() < 0.5 else [("LOCATION_OTHER", w.room())]
        who = pick(r, [tech, tech2])
        if style == 0:
            n.l(tm, " | ", ("IDNUM", rx), " | ", ("PATIENT", pt.form(pick(r, ["lf", "caps", "last_f", "caps_init"]))),
                " (", loc, ") | ", drug, " / ", dil, " | ", vol, " | ", ("DATE", bud), " ", tm, " | ",
                ("DOCTOR", who.form("init")), " | ", ("DOCTOR", rph.form("init")))
        else:
            n.l(tm, "  ", ("IDNUM", rx), "  ", ("PATIENT", pt.form(pick(r, ["caps", "caps_mid"]))), " / ", loc,
                "   ", drug, " in ", dil, "  BUD ", ("DATE", bud))
            if r.random() < 0.4:
                n.l("      label ID ", ("IDNUM", "CSP-%s-%s" % (digits(r, 6), digits(r, 4))), "  gravimetric ",
                    pick(r, ["+0.4%", "-1.2%", "+2.1%", "-0.6%"]), "  prep ", ("DOCTOR", who.form("init")),
                    " chk ", ("DOCTOR", rph.form("init")))
        if r.random() < 0.2:
            n.l("      ** REMADE: ", pick(r, ["wrong diluent (D5W vs NS) caught at check",
                                                "particulate noted in bag",
                                                "vial coring - discarded", "volume discrepancy >5% on gravimetric"]),
                ". New Rx# ", ("IDNUM", digits(r, 7)), ".")
    n.l("")
    if r.random() < 0.5:
        pt = w.patient()
        n.l("Note: pt-specific NICU syringe for Baby ", pick(r, ["Girl ", "Boy "]), ("PATIENT", pt.last),
            " (DOB ", ("DATE", w.dfull(w.days(-r.randint(1, 40)))),
            ") dose double-checked against wt 1.", str(r.randrange(10, 99)), " kg. Pump ",
            pick(r, pools.PUMPS), " SN ", ("DEVICE", w.serial()), " programmed by RN.")
    if r.random() < 0.4:
        n.l("Hazardous drug spill kit checked. CSTD used for all HD preps. ", pick(r, ["No spills.", "Minor drip on mat, "
                                                                                     "cleaned per SOP."]))
    n.l("End of shift count: ", str(k), " CSPs, ", str(r.randint(0, 2)), " remakes. Pressure differential ",
        pick(r, ["0.03", "0.02", "0.05"]), " in. w.c. ", pick(r, ["OK", "within range", "ok"]))
    n.l("Reviewed: ", sign_staff(w, rph), " ", ("DATE", w.dshort(d)))
    if r.random() < 0.3:
        n.l("Questions: IV room ", ("PHONE", w.phone()), " / ", ("EMAIL", w.dept_email("ivroom")))


# --------------------------------------------------------------------------- 3
def cs_discrepancy(w, n):
    r = w.rng
    d = w.date
    rn = w.staff("rn")
    rn2 = w.staff("rn")
    rph = w.staff("pharm")
    pt = w.patient()
    drug = pick(r, pools.CS_DRUGS)
    adc = pick(r, pools.ADCS)
    exp = r.randint(4, 30)
    act = exp - pick(r, [1, 1, 2, -1, 1])
    rep = "CSD-%d-%s" % (d.year, digits(r, 4))
    n.l(pick(r, ["CONTROLLED SUBSTANCE DISCREPANCY REPORT", "Controlled Substance Discrepancy / Investigation",
                 "NARCOTIC COUNT DISCREPANCY - PHARMACY INVESTIGATION"]))
    n.l("Report #: ", ("IDNUM", rep), "    Facility: ", ("HOSPITAL", w.hospital))
    if w.country == "US" and r.random() < 0.7:
        n.l("Facility DEA registration: ", ("LICENSE", w.dea(w.hospital.split()[0])))
    elif w.country == "CA" and r.random() < 0.4:
        n.l("Pharmacy licence (provincial college): ", ("LICENSE", w.license("rph")))
    n.l("Unit: ", ("HOSPITAL", w.unit), "    Cabinet: ", adc, ", station ID ", ("DEVICE", "%s-%s-%02d" % (
        letters(r, 2), w.unit.replace(" ", "")[:3].upper(), r.randrange(1, 6))),
        [" (SN ", ("DEVICE", w.serial()), ")"] if r.random() < 0.4 else "")
    n.l("Discovered: ", ("DATE", w.dfull(d)), " at ", "%02d:%02d" % (r.randrange(24), r.randrange(60)),
        " during ", pick(r, ["shift change count", "blind count on restock", "pharmacy audit", "cycle count"]))
    n.l("Drug: ", drug)
    n.l("Expected: ", str(exp), "   Actual: ", str(act), "   Variance: ", "%+d" % (act - exp))
    n.l("")
    n.l("ACCESS HISTORY (last 24 h, from ", adc.split()[0], " report):")
    pt_room = w.room()
    with_date = r.random() < 0.5
    acc_times = sorted("%02d:%02d" % (r.randrange(24), r.randrange(60)) for _ in range(6))
    for i in range(r.randint(3, 6)):
        s = w.staff("rn")
        tm = acc_times[i]
        act_t = pick(r, ["REMOVE 1", "REMOVE 1", "RETURN 1", "WASTE 0.5 mL", "COUNT", "RESTOCK 10"])
        who = pick(r, [rn, rn2, s])
        line = [("DATE", w.dshort(d)) if with_date else "", " " if with_date else "", tm, "  ",
                ("USERNAME", who.user(r)), "  (", ("DOCTOR", who.form(pick(r, ["lf", "caps", "full"]))), ")  ", act_t]
        if "REMOVE" in act_t or "WASTE" in act_t:
            line += ["  pt ", ("PATIENT", pt.form(pick(r, ["caps_init", "lf", "last_f"]))), " rm ", ("LOCATION_OTHER", pt_room)]
        if r.random() < 0.4:
            line += ["  auth: biometric ", ("BIOID", w.bioid())]
        if "WASTE" in act_t:
            line += ["  witness ", ("USERNAME", rn2.user(r))]
        n.l(*line)
    n.l("")
    n.l("NARRATIVE")
    narr = r.randrange(3)
    if narr == 0:
        n.l("At count, ", ("DOCTOR", rn.form("full")), ", ", rn.cred, " and ", ("DOCTOR", rn2.form("full")), ", ",
            rn2.cred, " found ", drug.split()[0], " pocket short by ", str(abs(act - exp)),
            ". Last removal was for ", ("PATIENT", pt.form("full")), " (MRN ", ("MRN", w.mrn()), ", rm ",
            ("LOCATION_OTHER", pt_room), "), ", pt.title(), " ", ("PATIENT", pt.last),
            " received the documented dose per MAR. Waste for the partial dose was not documented in the cabinet.")
    elif narr == 1:
        n.l("Pharmacy tech ", ("DOCTOR", w.staff("tech").form("full")), " noted blind count mismatch on restock. "
            "Unresolved >1 shift. RN ", ("DOCTOR", rn.form("full")), " contacted by phone (",
            ("PHONE", w.phone()), "), states she returned the unused dose to the return bin. Return bin checked - empty.")
    else:
        n.l("Discrepancy involves override removal for ", ("PATIENT", pt.form("caps")), ", ", w.age(pt.age, pt.sex),
            ", admitted ", ("DATE", w.dshort(w.days(-r.randint(1, 6)))), ". Order had been d/c'd 2 h prior. "
            "Removing user ", ("USERNAME", rn.user(r)), " (", ("DOCTOR", rn.form("full")), ") re-educated.")
    if r.random() < 0.5:
        n.l("Surveillance: security (", ("DOCTOR", w.staff("rn").form("full")), ", Protective Services) pulled garage "
            "camera; employee vehicle ", pick(r, ["plate ", "lic plate ", "tag "]), ("VEHICLE", w.plate()),
            " logged exit 19:", "%02d" % r.randrange(60), ". No further action at this time.")
    if r.random() < 0.4:
        n.l("Cabinet audit trail exported from console ", ("IPADDR", w.ip()), " by ", ("USERNAME", rph.user(r)), ".")
    n.l("")
    n.l("RESOLUTION: ", pick(r, [
        "Resolved - documentation error, waste documented late with witness.",
        "Unresolved - forwarded to Pharmacy Director and Nurse Manager. Drug diversion team notified.",
        "Resolved - miscount on restock, recount with two RPh correct.",
        "Unresolved - DEA Form 106 submitted (theft/significant loss).",
    ]))
    n.l("Pharmacist investigator: ", sign_staff(w, rph), "   ", ("PHONE", w.phone(ext=r.random() < 0.5)))
    if r.random() < 0.5:
        n.l("Nurse manager: ", ("DOCTOR", w.staff("rn").form("full")), "   cc: ", ("EMAIL", w.dept_email("diversion")))
    n.l("Date closed: ", ("DATE", w.dfull(w.days(r.randint(0, 9)))) if r.random() < 0.7 else "pending")


# --------------------------------------------------------------------------- 4
def asp_review(w, n):
    r = w.rng
    d = w.date
    pt = w.patient()
    asp = w.staff("pharm")
    att = w.staff("md")
    idmd = w.staff("md")
    sc = pick(r, ASP_SCEN)
    ind, src, org, growth, susc, cur, rec = sc
    day = r.randint(2, 9)
    admit = w.days(-day)
    fmt = r.randrange(3)
    if fmt == 0:
        n.l("ANTIMICROBIAL STEWARDSHIP - PROSPECTIVE AUDIT & FEEDBACK")
        n.l("Patient: ", ("PATIENT", pt.form("lf_mid")), "   MRN: ", ("MRN", w.mrn()), "   Enc: ", ("ACCOUNT", w.acct()))
        n.l("Age/Sex: ", ("AGE", str(pt.age)), "/", pt.sex, "   Loc: ", ("HOSPITAL", w.unit), " ",
            ("LOCATION_OTHER", w.room()), "   Admit: ", ("DATE", w.dfull(admit)))
    elif fmt == 1:
        n.l("ASP review ", ("DATE", w.dshort(d)), " -- ", ("PATIENT", pt.form("caps")), " (", ("MRN", w.mrn()), ")")
        n.l(w.age(pt.age, pt.sex), " ", pick(r, ["adm", "admitted"]), " ", ("DATE", w.dshort(admit)), " to ",
            ("HOSPITAL", w.hosp_short or w.hospital), " ", ("HOSPITAL", w.unit), ", bed ", ("LOCATION_OTHER", w.room()))
    else:
        n.l("Stewardship note (", ("HOSPITAL", w.hospital), ")")
        n.l("Pt ", ("PATIENT", pt.form("init")), ", ", w.age(pt.age, pt.sex), ", MRN ", ("MRN", w.mrn()),
            ", day ", str(day), " of abx. Reviewed ", ("DATE", w.dfull(d)), ".")
    n.l("Attending: ", dr(w, att), ["   ID: ", ("DOCTOR", idmd.form("full")), ", ", idmd.cred]
        if r.random() < 0.3 else "   ID consult: none")
    n.l("")
    n.l("Indication: ", ind)
    n.l("Current abx: ", cur, " (D", str(day), ")")
    n.l("Allergies: ", pick(r, pools.ALLERGIES))
    if r.random() < 0.4:
        p0 = w.days(-day - r.randint(8, 40))
        rs = pick(r, ["md", "mon_d", "us_short"] if w.country == "US" else ["d_mon", "iso", "mon_d"])
        n.l("Prior abx: ", pick(r, ["amox-clav 875 mg PO BID", "nitrofurantoin 100 mg BID", "doxycycline 100 mg BID",
                                    "azithromycin 250 mg daily"]), " ", ("DATE", fmt_date(p0, rs)),
            pick(r, ["-", " - ", " to "]), ("DATE", fmt_date(w.days(-day - r.randint(1, 7)), rs)), pick(r, [" (outpt)", " per pharmacy fill hx", ""]))
    n.l("Micro:")
    n.l("  ", ("DATE", w.dshort(admit)), " ", src, " cx (acc ", ("IDNUM", "%s%d-%s" % (pick(r, ["M", "MB", "C"]),
        d.year % 100, digits(r, 5))), "): ", growth, " ", org, (" - " + susc) if susc else "")
    if src != "blood" and r.random() < 0.6:
        n.l("  ", ("DATE", w.dshort(w.days(-r.randint(0, day)))), " blood cx x2 - NGTD ", str(r.randint(24, 96)), " h")
    n.l("Labs: ", labs(w, 4), ". Tmax ", pick(r, ["37.9", "38.4", "39.1", "37.2"]), ".")
    if r.random() < 0.35:
        c = pick(r, pools.COUNTRIES_TRAVEL)
        n.l("Epi: ", pick(r, ["returned from ", "travel to ", "recent stay in "]), ("COUNTRY", c), " ",
            pick(r, ["2 wk ago", "last month", "over the holidays"]),
            pick(r, ["; hospitalized there x3 days - screen for CPO.", ". No hospitalization abroad.",
                     "; family members ill."]))
    if r.random() < 0.3:
        prof = w.profession()
        n.l("Social: works as ", "an " if prof[0] in "aeiou" else "a ", ("PROFESSION", prof),
            " at ", ("ORGANIZATION", w.employer()), ".")
    n.l("")
    n.l("Assessment/Recommendation:")
    n.l(rec)
    if r.random() < 0.4:
        n.l("Suggested stop date ", ("DATE", w.dshort(w.days(r.randint(1, 5)))), ". Procalcitonin 0.",
            str(r.randint(1, 9)), " ng/mL, trending down.")
    outcome = pick(r, ["Accepted", "Accepted - modified", "Not accepted", "Pending callback"])
    n.l("Discussed with ", dr(w, att), " ", pick(r, ["by phone", "in person on rounds", "via secure chat",
                                                      "via pager"]), " (", ("PHONE", w.internal()), ") - ", outcome, ".")
    n.l("")
    n.l(pick(r, ["ASP pharmacist: ", "-- ", "Reviewed by: "]), sign_staff(w, asp))
    if r.random() < 0.5:
        n.l("ASP line ", ("PHONE", w.phone(ext=True)), "  |  ", ("EMAIL", w.email(asp.first, asp.last)))
    if r.random() < 0.3:
        n.l("Guidelines: ", ("URL", w.url(pick(r, ["asp/guidelines", "stewardship/empiric-2024", "abx/renal-dosing"]))))
