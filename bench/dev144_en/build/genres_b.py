"""Genres: shift handover list, resus/trauma record, AMU clerking, obs unit note."""
import pools as P
import neg as N
from phi import Doc
from blocks import (relative, nm, dr, age, header, demo, pmh, meds, problems, lab_panel,
                    signature, cc, audit, social, allergies, vitals_block, mrn_label)


def _rel(x, *a, **k):
    return relative(x)


PLANS = ["rpt trop at {t}", "chase CT report", "for OGD in AM", "NBM from midnight",
         "repeat VBG {t}", "await ortho review", "IV abx, cultures sent", "psych r/v in AM",
         "d/c if obs stable", "needs collateral", "falls screen, PT/OT", "K+ replacement, recheck {t}",
         "CTPA booked", "neuro obs hourly", "keep NBM", "bed requested on {w}"]
OUTSTANDING = ["troponin", "CT head", "urine MC&S", "LFTs", "blood cultures", "medical review",
               "ortho consult", "social work", "pharmacy med rec", "family meeting"]


# ------------------------------------------------------------------ handover
def shift_handover(x):
    r = x.r
    d = Doc(x.lower)
    unit = r.choice(["ED", "AMU", "EMU", "CDU", "SSU", "Acute Medical Unit", "Emergency"])
    shift = r.choice(["Night -> Day", "Day to Evening", "PM handover", "AM board round", "0800 handover", "Twilight"])
    out_rn = x.staff("rn")
    in_rn = x.staff("rn")
    out_dr = x.staff(r.choice(["md", "res"]))
    in_dr = x.staff(r.choice(["md", "res"]))
    d.w(r.choice(["SHIFT HANDOVER", "Handover Sheet", "ISBAR HANDOVER", "Medical Handover List"]), " - ", unit, "\n")
    d.w((x.hosp, "HOSPITAL"), "   ", (x.date(style=r.choice(["wk", "wklong", "num", "abbr"])), "DATE"), "   ", shift, "\n")
    d.w("Outgoing: ", dr(x, out_dr), " / ", nm(out_rn, "DOCTOR", ["full", "first"], r), " (", out_rn.cred, ")\n")
    d.w("Incoming: ", dr(x, in_dr), " / ", nm(in_rn, "DOCTOR", ["full", "first"], r), " (", in_rn.cred, ")\n")
    if r.random() < 0.4:
        d.w("On call: ", r.choice(["med reg", "surg SHO", "anaes", "ICU reg", "paeds"]), " ",
            nm(x.staff("res"), "DOCTOR", ["full", "fi_last"], r), " bleep ", (x.pager(), "PHONE"), "\n")
    d.w("\n")
    style = r.choice(["list", "isbar", "table"])
    n = r.randint(4, 9)
    for i in range(n):
        pp = x.person()
        a = x.pick_age()
        a = a if a >= 16 else r.randint(18, 95)
        bed = x.room()
        dx = r.choice(N.DIAGNOSES)[0]
        pl = r.choice(PLANS).replace("{t}", x.time())
        plan = [pl.split("{w}")[0], (x.ward(), "HOSPITAL")] if "{w}" in pl else pl
        if style == "table":
            d.w(r.choice(["Bed ", "B", ""]), (bed, "LOCATION_OTHER"), " | ", nm(pp, "PATIENT", ["LF", "lf", "fi_last"], r), " | ",
                (str(a), "AGE"), pp.sex, " | ", dx, " | ", plan, " | ", r.choice(["FULL", "NFR", "DNACPR", "full esc", "ReSPECT: ward-based"]), "\n")
            continue
        if style == "isbar":
            d.w("%d) " % (i + 1), r.choice(["Bed ", "Cubicle ", "Room ", ["Bay ", (str(r.randint(1, 6)), "LOCATION_OTHER"), " bed "]]),
                (bed, "LOCATION_OTHER"), " - ",
                nm(pp, "PATIENT", ["full", "LF", "lf"], r), ", ", age(x, n=a, style=r.choice(["sex", "yo", "sex_tight"]), sex=pp.sex), "\n")
            d.w("   S: ", dx, "\n")
            d.w("   B: ", ", ".join(r.sample(N.PMH, 2)).replace("{y}", "prev"), "\n")
            d.w("   A: ", N.vitals(r), ". ", r.choice(N.EPONYM_FINDINGS), "\n")
            d.w("   R: ", plan, ". " + r.choice(N.NEG_SENT) if r.random() < 0.4 else "")
            if r.random() < 0.35:
                k, rel = _rel(x)
                d.w("; ", rel, " ", nm(k, "FAMILY", ["first", "full"], r), " wants call ", r.choice(["on", "-", "at"]), " ", (x.phone(mobile=True), "PHONE"))
            d.w("\n")
            continue
        d.w("- ", (bed, "LOCATION_OTHER"), " ", nm(pp, "PATIENT", ["LF", "lf", "first_li", "full"], r), " ",
            (str(a), "AGE"), r.choice(["", " "]), pp.sex, ": ", dx, ". ", plan)
        c = r.random()
        if c < 0.25:
            d.w(". Under ", dr(x, x.staff("md"), "last"), " (", r.choice(["gen med", "cardiology", "resp", "surgery"]), ")")
        elif c < 0.4:
            d.w(". From ", (x.carehome(), "HOSPITAL"), ", ", r.choice(["GP", "PCP", "family MD"]), " ", dr(x, x.staff("md"), "fi_last"))
        elif c < 0.55:
            k, rel = _rel(x)
            d.w(". ", rel.capitalize(), " ", nm(k, "FAMILY", ["first", "full"], r), " ", r.choice(["visiting", "to call back", "is POA", "unhappy with wait"]))
        elif c < 0.62:
            d.w(". Admitted ", (x.date(x.rel(-3, -1), r.choice(["wkday", "short"])), "DATE"), ", day %d in dept" % r.randint(2, 3))
        elif c < 0.7:
            d.w(". Outstanding: ", ", ".join(r.sample(OUTSTANDING, 2)))
        d.w("\n")
    d.w("\n")
    if r.random() < 0.5:
        d.w("Safety: ", r.choice(["2 pts on 1:1 (security aware)", "CT down 0200-0400", "bed pressure - OPEL 3",
                                   "ambulance ramping x4", "lift out of service"]), "\n")
    if r.random() < 0.4:
        d.w("Staffing: ", nm(x.staff("rn"), "DOCTOR", "full"), " sick, agency nurse ", nm(x.staff("rn"), "DOCTOR", "full"),
            " from ", (x.org().split()[0] + " Nursing Agency", "ORGANIZATION"), " covering\n")
    if r.random() < 0.3:
        audit(d, x, out_rn)
    return d


# ------------------------------------------------------------------ trauma
TEAM_ROLES = ["Team leader", "Airway", "Airway assist", "Procedures", "Scribe", "Circulation",
              "Runner", "Radiographer", "Trauma surgeon", "Anaesthetist", "Pharmacist"]


def resus_trauma_record(x):
    r = x.r
    d = Doc(x.lower)
    p = x.pt
    x.adult(16, 92)
    unknown = r.random() < 0.35
    mech = r.choice(["MVC driver, restrained, ~80 km/h, frontal impact", "pedestrian vs car",
                     "fall from height ~4 m (ladder)", "motorbike vs pole", "assault - stab wound L chest",
                     "cyclist vs truck", "cardiac arrest, VF, bystander CPR", "fall down 12 stairs",
                     "GSW R thigh", "quad bike rollover", "crush injury at work"])
    d.w(r.choice(["TRAUMA TEAM RECORD", "RESUSCITATION RECORD", "Trauma Activation Sheet", "RESUS DOCUMENTATION"]), "\n")
    d.w((x.hosp, "HOSPITAL"), " - Resus ", (str(r.randint(1, 6)), "LOCATION_OTHER"), "\n")
    arr = r.randint(0, 20 * 60)
    hm = lambda t: x.time(t // 60 % 24, t % 60, x.tstyle)
    d.w("Date: ", (x.date(style=r.choice(["num", "mon", "iso", "abbr"])), "DATE"), "   Pre-alert: ", hm(arr - r.randint(5, 25)),
        "   Arrival: ", hm(arr), "\n")
    if unknown:
        d.w("Patient: UNKNOWN ", r.choice(["MALE", "FEMALE"]), " (", r.choice(["trauma alias", "unidentified"]), ")  ",
            mrn_label(x), " ", (x.mrn(), "MRN"), "  est. age ", (str(x.age), "AGE"), "\n")
    else:
        d.w("Patient: ", nm(p, "PATIENT", ["LF", "lf"], r), "   ", mrn_label(x), " ", (x.mrn(), "MRN"), "   DOB ",
            (x.dob_str(), "DATE"), " (", age(x, style="sex"), ")\n")
    d.w("Activation: ", r.choice(["Level 1", "Full trauma call", "Tier 2", "Code Trauma", "Cardiac arrest call"]), "\n")
    d.w("Mechanism: ", mech, "\n\n")
    lead = x.staff("md")
    d.w("TEAM\n")
    roles = r.sample(TEAM_ROLES, r.randint(4, 7))
    for role in roles:
        s = x.staff(r.choice(["md", "res", "rn"]) if role not in ("Team leader", "Trauma surgeon", "Anaesthetist") else "md")
        if role == "Team leader":
            s = lead
        d.w("  ", "%-16s" % role, nm(s, "DOCTOR", ["full", "fi_last", "full"], r), ", ", getattr(s, "cred", ""), "\n")
    d.w("\nPREHOSPITAL (", r.choice(["MIST", "ATMIST", "handover"]), "): ")
    d.w("Age ", (str(x.age), "AGE"), ". ", mech, ". ", r.choice(["GCS 9 on scene", "trapped 40 min", "LOC ~2 min", "ROSC after 2 shocks"]),
        ". ", N.vitals(r), ". ", r.choice(["fentanyl 50 mcg IV", "ketamine 20 mg IV", "TXA 1 g IV", "methoxyflurane 3 mL",
                                            "adrenaline 1 mg IV x3", "morphine 5 mg IV", "500 mL NaCl 0.9%"]), " given en route.\n")
    if r.random() < 0.5:
        d.w("Vehicle: ", r.choice(["silver sedan", "white ute", "black SUV", "blue hatchback", "motorcycle"]), " reg ",
            (x.plate(), "VEHICLE"))
        if r.random() < 0.4:
            d.w(", VIN ", (x.vin(), "VEHICLE"))
        d.w(" (per ", r.choice(["police", "PC", "Constable", "Officer"]), " ", nm(x.person(), "FAMILY", ["last", "full"], r),
            ", badge ", (x.idnum("badge"), "IDNUM"), ")\n")
    d.w("\nPRIMARY SURVEY (", hm(arr + r.randint(1, 4)), ")\n")
    d.w("C: ", r.choice(["no catastrophic haemorrhage", "tourniquet R thigh applied prehospital at " + hm(arr - r.randint(20, 60)), "pelvic binder in situ"]), "\n")
    d.w("A: ", r.choice(["patent, talking", "snoring, jaw thrust, OPA inserted", "RSI - " + r.choice(["size 8.0 ETT at 23 cm", "bougie + Macintosh 4, grade 1 view", "i-gel size 4 then ETT 7.5", "VL first pass"])]), "\n")
    d.w("B: ", r.choice(["AE equal, no crepitus", "reduced AE L, finger thoracostomy L 5th ICS", "RR 28, SpO2 91% NRB"]), "\n")
    d.w("C: ", N.vitals(r), ". ", r.choice(["eFAST negative", "eFAST positive RUQ", "2 x 14G PIV", "IO L tibia"]), "\n")
    d.w("D: ", r.choice(["GCS 14 (E3 V5 M6)", "GCS 7", "GCS 15, PEARL", "pupils 3 mm equal reactive"]), ", BM ", "%.1f" % r.uniform(3, 15), "\n")
    d.w("E: ", r.choice(["log roll - no step, PR not done", "T 35.2, Bair Hugger applied", "abrasions L flank, seatbelt sign"]), "\n\n")
    d.w("TIMELINE\n")
    times = x.timeline(r.randint(5, 9), start=arr + 5, step=(3, 22))
    events = ["MTP activated", "TXA " + r.choice(["1 g IV", "2 g IV"]), "O neg x2 units via Level 1 infuser",
              "CT trauma series", "ETT confirmed ETCO2", "Ortho bedside review", "CXR done",
              "Blood sample to lab", "Xray pelvis done", "Left for CT", "Handover to theatre team",
              "Family arrived", "Police in attendance", "Tetanus given", "ABG sent"]
    for tm, ev in zip(times, r.sample(events, len(times))):
        d.w("  ", tm, "  ", ev)
        if ev.startswith("O neg"):
            d.w(" (infuser ", (x.asset(), "DEVICE"), ")")
        elif ev.startswith("Blood sample"):
            d.w(", transfusion sample ", (x.idnum("tx"), "IDNUM"))
        elif ev.startswith("Family"):
            k, rel = _rel(x)
            d.w(" - ", rel, " ", nm(k, "FAMILY", ["full", "first"], r), " in relatives' room")
        elif ev.startswith("Police"):
            d.w(" - ", r.choice(["PC", "Officer", "Sgt", "Constable"]), " ", nm(x.person(), "FAMILY", ["last", "full"], r),
                ", incident ", (x.idnum("police"), "IDNUM"))
        elif ev.startswith("CT"):
            d.w(" - accession ", (x.idnum("acc"), "IDNUM"))
        d.w("\n")
    if unknown:
        d.w("\nIdentification: ")
        d.w("identified at ", x.time(), " by police via ", r.choice(["fingerprint match", "Livescan fingerprint", "biometric ID check"]),
            " ref ", (x.bioid(), "BIOID"), " as ", nm(p, "PATIENT", ["full", "fml"], r), ", DOB ", (x.dob_str(), "DATE"),
            ". Records merged with ", mrn_label(x), " ", (x.mrn(), "MRN"), ".\n")
        if r.random() < 0.5:
            d.w("Driver licence ", (x.license("dl"), "LICENSE"), " found in wallet, address ", x.address(), "\n")
    d.w("\nINJURIES: ", r.choice(["L 4-7 rib #", "splenic laceration grade III", "open tib/fib # R", "SDH 6 mm", "pneumothorax L", "pelvic # (APC II)"]),
        "; ", r.choice(["C-spine cleared (Canadian C-spine rule)", "C-collar remains", "Jefferson fracture C1 excluded on CT"]), "\n")
    dispo = r.choice(["theatre", "ICU", "CT then ward", "transfer to major trauma centre", "died in department"])
    d.w("DISPO: ", dispo)
    if dispo.startswith("transfer"):
        d.w(" - ", (x.hospital(), "HOSPITAL"))
    elif dispo == "CT then ward":
        d.w(" - ", (x.ward(), "HOSPITAL"))
    d.w(" at ", hm(arr + r.randint(200, 260)), "\n\n")
    d.w("Scribe: ", nm(x.staff("rn"), "DOCTOR", ["full", "fi_last"], r), "\n")
    signature(d, x, lead, role="Team leader")
    return d


# ------------------------------------------------------------------ AMU clerking
def amu_clerking(x):
    r = x.r
    d = Doc(x.lower)
    p = x.pt
    x.adult()
    clerk = x.staff("res")
    cons = x.staff("md")
    unit = r.choice(["Acute Medical Unit", "AMU", "MAU", "Acute Medicine", "Medical Assessment Unit", "EMU"])
    header(d, x, r.choice(["MEDICAL CLERKING", "AMU Admission Clerking", "Acute Medical Take - Clerking Proforma",
                           "Admission History & Physical"]), dept=unit, contact=False)
    demo(d, x, ["name", "dob", "mrn"] + (["nhs"] if x.c == "UK" else ["acct"]) + (["addr"] if r.random() < 0.5 else [])
         + (["gp"] if r.random() < 0.6 else []) + (["nok"] if r.random() < 0.5 else [])
         + (["ssn"] if x.c in ("UK", "CA") and r.random() < 0.2 else [])
         + (["bio"] if r.random() < 0.1 else []))
    d.w("Ward/bed: ", (x.ward(), "HOSPITAL"), " ", r.choice(["bed ", ["Bay ", (str(r.randint(1, 6)), "LOCATION_OTHER"), " bed "], "side room "]),
        (x.room(), "LOCATION_OTHER"), "\n")
    d.w("Clerked: ", (x.date(style=r.choice(["num", "wk", "abbr", "dot"])), "DATE"), " ", x.time(), " by ", dr(x, clerk),
        "   Consultant: ", dr(x, cons, "last"), "\n")
    d.w("Source: ", r.choice(["ED referral", "GP referral", "SDEC", "direct from clinic", "ambulance via ED"]))
    if r.random() < 0.5:
        g = x.staff("md")
        d.w(" - letter from Dr ", nm(g, "DOCTOR", ["full", "last"], r), ", ", (x.clinic(), "HOSPITAL"), " dated ",
            (x.date(x.rel(-3, 0), r.choice(["num", "abbr", "short"])), "DATE"))
    d.w("\n\n")
    cc_, _ = r.choice(N.COMPLAINTS)
    d.w("PC: ", cc_, "\n\n")
    d.w("HPC: ", age(x, style=r.choice(["yo", "y/o", "-year-old", "sex"])), " ", x.sex_word(style="word"), " ")
    d.w(r.choice(["presenting with", "referred with", "brought in with"]), " ", str(r.randint(1, 14)), "/7 ", cc_, ". ")
    if r.random() < 0.5:
        d.w("Was well until ", (x.date(x.rel(-14, -2), r.choice(["wkday", "abbr_ny", "short", "ord"])), "DATE"), ". ")
    if r.random() < 0.5:
        d.w("Returned from ", x.country_other(), " on ", (x.date(x.rel(-30, -3), r.choice(["short", "abbr_ny"])), "DATE"),
            " (visiting family). ")
    if r.random() < 0.5:
        k, rel = _rel(x)
        d.w(rel.capitalize(), " (", nm(k, "FAMILY", ["first", "full"], r), ") reports ", r.choice(["poor oral intake", "2 falls this week",
                                                                                                   "increasing confusion over the last week",
                                                                                                   "he stopped his tablets"]), ". ")
    if r.random() < 0.3:
        d.w("Had similar episode over ", (x.holiday() + " " + x.date(x.rel(-700, -200), "y"), "DATE"), ". ")
    d.w("\n\nPMH:\n")
    pmh(d, x, bullet="  * ")
    d.w("\nDH:\n")
    meds(d, x, numbered=True)
    allergies(d, x, "Allergies: ")
    d.w("\n")
    social(d, x, label="SH: ")
    if r.random() < 0.5:
        d.w("Functional: ", r.choice(["independent, walks with stick", ["QDS carers from ", (x.org().split()[0] + " Home Care", "ORGANIZATION")],
                                     "mobilises with frame", "bedbound"]), ". Clinical Frailty Scale %d.\n" % r.randint(2, 8))
    d.w("\nSystems review: ", r.choice(["nil else", "weight loss ~5 kg", "night sweats", "dysuria, frequency"]), ". ",
        r.choice(N.NEG_SENT), "\n\n")
    d.w("O/E:\n")
    vitals_block(d, x)
    d.w("CVS: HS I+II+0, ", r.choice(["JVP not raised", "JVP +4 cm", "pedal oedema to knees"]), "\n")
    d.w("RS: ", r.choice(["clear", "coarse creps R base", "wheeze throughout", "dull L base"]), "\n")
    d.w("Abdo: ", r.choice(["SNT", "tender RUQ, " + r.choice(N.EPONYM_FINDINGS), "soft, mild epigastric tenderness"]), "\n")
    d.w("Neuro: ", r.choice(["GCS 15, no focal deficit", "4AT 6", "AMTS 7/10", "R pronator drift"]), "\n\n")
    lab_panel(d, x, when=r.random() < 0.6)
    d.w(N.ecg(r), "\n", N.imaging(r), "\n\n")
    d.w("Impression:\n")
    problems(d, x, codes=r.random() < 0.5)
    d.w("\nPlan:\n")
    for item in r.sample(["IV fluids", "VTE prophylaxis: " + r.choice(["enoxaparin 40 mg SC daily", "heparin 5000 units SC BID", "TEDs only (bleeding risk)"]), "Bloods in AM", "Echo requested",
                          "Stop " + r.choice(["ramipril", "metformin", "apixaban"]), "Daily weights, fluid chart",
                          "Sepsis 6 completed", "OT/PT referral", "Dietitian", "Review by " + r.choice(["cardiology", "gastro", "renal"])],
                         r.randint(3, 6)):
        d.w("  - ", item, "\n")
    esc = r.choice(["for full escalation", "ward-based care, DNACPR discussed with pt and",
                    "ReSPECT form completed", "not for ICU"])
    d.w("Escalation: ", esc)
    if esc.endswith("and") or r.random() < 0.5:
        k, rel = _rel(x)
        d.w(" " if esc.endswith("and") else r.choice([" - discussed with ", "; NOK "]), rel, " ", nm(k, "FAMILY", ["full", "first"], r), " by phone ", (x.phone(), "PHONE"))
    d.w("\n\n")
    signature(d, x, clerk)
    if r.random() < 0.5:
        d.w("\nPost-take ward round ", (x.date(x.rel(0, 1), r.choice(["num", "short", "wk"])), "DATE"), " ", x.time(), " - ",
            dr(x, cons), ": ", r.choice(["agree", "plan as above, add CTPA", "likely home tomorrow if improving",
                                          "refer to " + r.choice(["gastro", "resp", "care of elderly"])]), ".\n")
    return d


# ------------------------------------------------------------------ obs unit
def observation_unit_note(x):
    r = x.r
    d = Doc(x.lower)
    p = x.pt
    x.adult()
    doc = x.staff(r.choice(["md", "app", "res"]))
    pathway = r.choice(["chest pain", "syncope", "TIA", "renal colic", "asthma", "cellulitis", "head injury",
                        "hyperemesis", "alcohol intoxication", "dehydration"])
    unit = r.choice(["Observation Unit", "CDU", "Clinical Decision Unit", "Short Stay Unit", "EOU", "ED Obs"])
    header(d, x, r.choice(["%s Progress Note" % unit, "OBS UNIT NOTE", "%s - Review" % unit]), dept=unit)
    demo(d, x, ["name", "mrn", "acct"] + (["dob"] if r.random() < 0.6 else []))
    d.w("Bed: ", (x.room(), "LOCATION_OTHER"), "   Pathway: ", pathway, "\n")
    t_in = x.rel(-1, 0)
    d.w("Placed in obs: ", (x.date(t_in, r.choice(["num", "short", "abbr_ny", "wk"])), "DATE"), " ", x.time(),
        "   Expected LOS <24h\n\n")
    d.w("S: ", nm(p, "PATIENT", ["full", "first", "fml"], r), " ", r.choice(["slept overnight", "reports pain resolved", "no further episodes",
                                                                           "tolerating PO", "feels 'much better'"]), ". ")
    if r.random() < 0.5:
        k, rel = _rel(x)
        d.w(rel.capitalize(), " ", nm(k, "FAMILY", ["first", "full"], r), " ", r.choice(["can collect", "will stay overnight", "works nights, cannot collect before 0900"]), ". ")
    d.w("\nO: ")
    d.w(N.vitals(r), "\n")
    if pathway == "chest pain" or r.random() < 0.3:
        d.w("Serial troponin:\n")
        times = x.timeline(3, start=r.randint(0, 600), step=(60, 200))
        dd = x.date(t_in, r.choice(["short", "num"]))
        for i, tm in enumerate(times):
            d.w("  ", (dd, "DATE"), " ", tm, "  ", "hs-TnT %d ng/L" % r.randint(3, 40) if x.c != "US" else "Trop I %.2f ng/mL" % r.uniform(0, 0.08),
                "  (acc ", (x.idnum("acc"), "IDNUM"), ")\n")
        d.w(r.choice(["HEART score 3", "HEART 2 - low risk", "EDACS 12, low risk", "TIMI 1"]), "\n")
    else:
        lab_panel(d, x, when=False)
    if r.random() < 0.5:
        d.w("Telemetry: ", r.choice(["SR, no events", "2 runs NSVT", "no arrhythmia"]), " (monitor ", (x.asset(), "DEVICE"), ", ", (x.ip(), "IPADDR"), ")\n")
    d.w("\nA/P: ", r.choice(N.DIAGNOSES)[0], ". ", r.choice(N.NEG_SENT), " ", r.choice(["Meets discharge criteria", "Not yet meeting criteria - extend obs",
                                                            "Convert to inpatient"]), ". ")
    d.w("F/u with ", r.choice(["PCP", "GP", "cardiology clinic", "fracture clinic"]), " ", dr(x, x.staff("md"), "fi_last"), " at ",
        (x.clinic(), "HOSPITAL"), " on ", (x.date(x.rel(2, 14), r.choice(["wk", "abbr_ny", "num", "wklong"])), "DATE"), ".\n")
    if r.random() < 0.4:
        d.w("Stress test booked ", (x.date(x.rel(1, 7), r.choice(["short", "abbr_ny", "num"])), "DATE"), " - order ", (x.idnum("order"), "IDNUM"), ".\n")
    if r.random() < 0.35:
        prof = r.choice(P.PROFESSIONS)
        d.w("Pt works as ", "an " if prof[0] in "aeiou" else "a ", (prof, "PROFESSION"), " - ", r.choice(["work note provided", "advised no driving 24h", "off work 3 days"]), ".\n")
    d.w("\n")
    signature(d, x, doc)
    if r.random() < 0.3:
        audit(d, x, doc)
    return d
