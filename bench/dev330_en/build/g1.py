"""Genres: renal colic ED pathway note, CT KUB report, lithotripsy session record."""
import clin
import pools as P
from core import Doc, dg, lt
from hdr import new_patient, pt_block, pname, social, relative, fam_name, web, dept_email

RAD_CRED = {"US": ", MD", "UK": ", FRCR", "IE": ", FFR RCSI", "CA": ", MD FRCPC", "AU": ", FRANZCR",
            "NZ": ", FRANZCR", "SG": ", FRCR", "ZA": ", FC Rad (SA)"}
TRIAGE = {"US": "ESI 3", "UK": "MTS Orange", "IE": "MTS Orange", "CA": "CTAS 3", "AU": "ATS 3", "NZ": "ATS 3",
          "SG": "PAC 2", "ZA": "SATS Orange"}


def bleep(d, ctx, label=None):
    r = ctx.rng
    lab = label or ("pager " if ctx.us else r.choice(["bleep ", "bleep #", "pager "]))
    d.w(lab, ("PHONE", ctx.c.pager()))


def ed_note(ctx):
    r = ctx.rng
    d = Doc()
    p = new_patient(ctx)
    st = clin.stone(r)
    o = clin.obs(r)
    edr = ctx.staff("Emergency Physician" if ctx.us else r.choice(["ED Registrar", "Emergency Physician",
                                                                    "Senior House Officer"]))
    rn = ctx.staff("Staff Nurse" if not ctx.us else "RN")
    uro = ctx.staff("Urology Registrar" if not ctx.us else "Urology Resident PGY-3")
    cons = ctx.staff("Consultant Urologist" if not ctx.us else "Attending Urologist")
    side = st["side"]
    S = side[0].upper()
    d.w(("HOSPITAL", ctx.hosp), r.choice([" - Emergency Department\n", " Emergency Dept\n", " | ED\n"]))
    d.t(r.choice(["RENAL COLIC PATHWAY - ADULT\n", "Suspected Renal Colic Care Pathway (v3)\n",
                  "ED CLINICAL RECORD - RENAL/URETERIC COLIC\n", "Loin Pain / Renal Colic Proforma\n"]))
    d.t("=" * r.randrange(30, 48) + "\n")
    pt_block(d, ctx, p, addr=r.random() < 0.4, phone=r.random() < 0.4)
    arr = r.randrange(0, 1100)

    def hm(delta):
        m = (arr + delta) % 1440
        return "%02d:%02d" % (m // 60, m % 60)
    d.w("Arrived: ", ("DATE", ctx.D(ctx.today)), " " + hm(0),
        r.choice(["  via ambulance", "  self-presented", "  walk-in", "  by private car"]), "\n")
    d.w("Triage: ", TRIAGE[ctx.code], " by ", ("DOCTOR", rn.fml() if r.random() < 0.5 else rn.full()),
        ", RN" if ctx.us or r.random() < 0.3 else "", "\n")
    locs = ["Rm %d%s" % (r.randrange(1, 40), r.choice(["", "A", "B"])), "Hall bed %d" % r.randrange(1, 12),
            "Pod C-%d" % r.randrange(1, 20), "Trauma %d" % r.randrange(1, 4)] if ctx.us else \
        ["Bay %d" % r.randrange(1, 30), "Cubicle %d" % r.randrange(1, 20), "Majors %d" % r.randrange(1, 24),
         "Resus %d" % r.randrange(1, 5), "Rm %d" % r.randrange(1, 40)]
    d.w(r.choice(["Location: ", "Room: ", "Bed: "] if ctx.us else ["Location: ", "Bay: ", "Cubicle: "]),
        ("LOCATION_OTHER", r.choice(locs)), "\n")
    if r.random() < 0.4:
        q = relative(ctx, p)
        d.w("Accompanied by: ", q.rel, " ", fam_name(r, q), " (mob ", ("PHONE", ctx.c.phone("mobile")), ")\n")
    d.t("\nPC: %s loin pain radiating to %s, onset %s\n" % (side.capitalize(), r.choice(["groin", "iliac fossa",
        "testicle" if p.sex == "M" else "labia", "flank"]), r.choice(["0300", "03:30", "this morning", "22:00 last night",
                                                                        "~6 h ago", "whilst at work"])))
    d.t("\nHPC: ")
    ctx.age_phrase(d, p)
    d.t(" with sudden-onset colicky %s-sided pain, %s, rolling around, unable to get comfortable. %s " % (
        side, r.choice(["vomited x2", "nauseated, no vomiting", "vomited x4", "dry retching"]),
        r.choice(["Visible haematuria.", "No visible haematuria.", "Dysuria for 2 days.", "No LUTS.", "Frequency ++."])))
    k = r.randrange(4)
    if k == 0:
        d.w("Previous stone episode ", ("DATE", ctx.D(ctx.days(ctx.today, -r.randrange(200, 3000)), "y")),
            ", passed spontaneously. ")
    elif k == 1:
        d.w("Hx of ", r.choice(["R", "L"]), " URS + laser at ", ("HOSPITAL", ctx.other_hosp()), " in ",
            ("DATE", ctx.D(ctx.days(ctx.today, -r.randrange(300, 2500)), "my")), ". ")
    elif k == 2:
        d.t("First episode. ")
    else:
        d.w("Had ESWL ", ("DATE", ctx.D(ctx.days(ctx.today, -r.randrange(40, 900)), "my")), " for a ",
            "%d mm renal stone. " % r.randrange(6, 15))
    d.t(r.choice(["No fevers or rigors.", "Felt hot and shivery at home.", "No previous abdominal surgery.",
                  "Denies trauma."]) + "\n")
    d.t("PMH: " + r.choice(["HTN, T2DM (diet)", "Gout", "Nil significant", "Asthma, obesity (BMI 34)",
                            "Previous stones x3", "Hypothyroidism", "IBS", "Solitary kidney (donor nephrectomy)"]))
    if r.random() < 0.3:
        d.t(". " + r.choice(clin.EPONYM_LINES))
    d.t("\nDH: " + r.choice(["amlodipine 5 mg OD, metformin 500 mg BD", "nil regular", "allopurinol 100 mg OD",
                             "salbutamol PRN, sertraline 50 mg", "levothyroxine 75 mcg", "apixaban 5 mg BD (AF)",
                             "OCP"]) + ". Allergies: " + r.choice(["NKDA", "penicillin (rash)", "codeine (vomiting)",
                                                                  "NKDA", "sulfa"]) + "\n")
    d.t("SH: ")
    social(d, ctx, p)
    d.t("\n\nO/E: " + clin.obs_line(o) + "\n")
    d.t(r.choice(["Abdo soft, %s loin tenderness, no peritonism. " % S, "Writhing, %s renal angle tender. " % S,
                  "Abdomen SNT, no masses, AAA not palpable. "]))
    d.t(r.choice(["Bedside US aorta <3 cm.", "Testes normal." if p.sex == "M" else "No adnexal tenderness.", "No hernias.", ""]) + "\n")
    d.t(clin.dip(r) + "\n")
    if p.sex == "F" and p.age < 52:
        d.t("Urine bHCG: negative\n")
    d.t("\nBloods:\n")
    d.t(clin.table(clin.ed_bloods(r, ctx.si), (14, 20)))
    d.t("\nPATHWAY CHECKLIST\n")
    an = clin.analgesia(r, ctx.us)
    d.t("[x] Analgesia within 30 min of arrival: %s at %s; %s, %s\n" % (an[0], hm(r.randrange(8, 30)), an[1], an[2]))
    if "morphine" in " ".join(an) or r.random() < 0.2:
        d.w("    CD cabinet access ", ("DOCTOR", rn.full()), ", biometric ID ", ("BIOID", ctx.c.bioid("fp")),
            "; witness ", ("DOCTOR", edr.fi()), "\n")
    red = r.random() < 0.25
    d.t("[%s] Red flags (T>38, sepsis, AKI, solitary kidney, pregnancy, uncontrolled pain): %s\n" % (
        "x" if red else " ", r.choice(["T 38.6 and rigors", "AKI (creatinine up from baseline)",
                                       "pain refractory to 2 doses opiate"]) if red else "none"))
    d.w("[x] CT KUB requested ", clin.GUIDANCE[r.randrange(len(clin.GUIDANCE))], " - accession ",
        ("IDNUM", r.choice(["CT", "RAD", "XC"]) + dg(r, 2) + "-" + dg(r, 6)), "\n")
    sc = r.randrange(4, 14)
    d.t("[x] STONE score %d (%s probability)\n" % (sc, "high" if sc >= 10 else "moderate" if sc >= 6 else "low"))
    if r.random() < 0.45:
        d.w("Reassessed ", ("PATIENT", r.choice([p.initials(), p.initials(False), p.first])),
            " at %s - pain %d/10, %s.\n" % (hm(r.randrange(50, 110)), r.randrange(0, 6),
                                             r.choice(["tolerating fluids", "comfortable", "still nauseated",
                                                       "mobilising to toilet"])))
    d.t("\nCT KUB (prelim): " + clin.stone_desc(st) + ", %d HU, %s hydronephrosis.\n" % (st["hu"], st["hydro"]))
    d.w("\nDiscussed with urology on-call ", r.choice(["Dr ", "Dr. ", ""]), ("DOCTOR", uro.full()), " (")
    bleep(d, ctx)
    d.t(") at %s.\n" % hm(r.randrange(120, 260)))
    plan = r.randrange(3) if not red else 2
    if plan == 0:
        d.t("Plan: discharge with medical expulsive therapy (tamsulosin 400 mcg OD 4/52), regular NSAID, "
            "strain urine. Repeat KUB XR in 2 weeks.\n")
        d.w("Virtual stone clinic review booked for ", ("DATE", ctx.D(ctx.days(ctx.today, r.randrange(10, 30)))),
            ".\n")
    elif plan == 1:
        d.w("Plan: admit under ", cons.hon(r), ("DOCTOR", cons.last), " to ",
            ("HOSPITAL", r.choice(P.WARDS)), ", ", ("LOCATION_OTHER", "bed %d" % r.randrange(1, 30)),
            " for analgesia; list for primary URS ", ("DATE", ctx.D(ctx.days(ctx.today, r.randrange(1, 4)), "wd")),
            ".\n")
    else:
        d.t("Plan: obstructed + infected system -> IV gentamicin 5 mg/kg + %s, blood cultures x2, "
            "sepsis bundle, emergency decompression (nephrostomy vs retrograde stent).\n" % (
                "ceftriaxone 2 g" if ctx.code in ("US", "CA") else "co-amoxiclav 1.2 g"))
        d.w("IR on-call aware - ", ("DOCTOR", ctx.staff("Consultant Radiologist").full()), ", tel ",
            ("PHONE", ctx.c.phone("land", ext=True)), ".\n")
    d.w(r.choice(["Safety-net advice given + leaflet ", "Written info given: ", "Patient directed to "]),
        ("URL", web(r)), "\n")
    if r.random() < 0.5:
        d.w("PCP: " if ctx.us else "GP: ", ("HOSPITAL", ctx.practice()), "\n")
    d.t("\n")
    d.w("Seen by: ", ("DOCTOR", edr.full()), ", ", edr.role, " ")
    bleep(d, ctx)
    d.t("\n")
    lab, val = ctx.c.license()
    d.w(lab, " ", ("LICENSE", val), "   ", ("DATE", ctx.D(ctx.today)), " %s\n" % hm(r.randrange(270, 400)))
    return d


def ct_kub(ctx):
    r = ctx.rng
    d = Doc()
    p = new_patient(ctx)
    st = clin.stone(r)
    rad = ctx.staff("Consultant Radiologist")
    ref = ctx.staff(r.choice(["ED Registrar", "Emergency Physician", "Urology Registrar", "Consultant Urologist"]))
    us = ctx.us
    d.w(("HOSPITAL", ctx.hosp), r.choice([" - Department of Radiology\n", " Medical Imaging\n",
                                         "\nDiagnostic Imaging Report\n", " | Radiology\n"]))
    d.t(r.choice(["CT ABDOMEN AND PELVIS WITHOUT CONTRAST (STONE PROTOCOL)\n" if us else "CT KUB (NON-CONTRAST)\n",
                  "EXAM: CT KUB low dose\n", "CT URINARY TRACT - UNENHANCED\n"]))
    d.t("-" * 40 + "\n")
    pt_block(d, ctx, p, acct=us and r.random() < 0.6, hp=False)
    acc = r.choice(["CT", "RA", "A"]) + dg(r, 2) + "-" + dg(r, r.choice([5, 6]))
    d.w("Accession: ", ("IDNUM", acc), "\n")
    d.w("Exam date: ", ("DATE", ctx.D(ctx.today)), " %02d:%02d\n" % (r.randrange(24), r.randrange(60)))
    d.w("Referrer: ", "Dr " if r.random() < 0.6 else "", ("DOCTOR", ref.pick(r, ("full", "fi", "lf"))))
    d.w(r.choice(["  Location: ED", "  Source: Emergency", "  Ward: ", "  Location: "]))
    if d.parts[-1].endswith(": "):
        d.w(("HOSPITAL", r.choice(P.WARDS)))
    d.t("\n\n")
    d.t("CLINICAL DETAILS:\n")
    d.w(r.choice(["?", "Query ", "R/O "]), "%s ureteric calculus. " % st["side"].capitalize())
    d.w(("AGE", str(p.age)), p.sex, ", ", r.choice(["loin to groin pain", "colic", "haematuria + flank pain"]),
        r.choice([", pregnancy test negative.", ", eGFR >60.", ". Previous stones.", "."]), "\n\n")
    d.t("TECHNIQUE:\n")
    d.t("Low-dose unenhanced helical CT from the top of T12 to the symphysis pubis, prone/supine, on a %s. "
        "CTDIvol %.1f mGy, DLP %d mGy.cm. Reformats in coronal and sagittal planes.\n\n" % (
            r.choice(clin.CT_SCANNERS), r.uniform(1.6, 4.2), r.randrange(80, 260)))
    d.t("COMPARISON: ")
    if r.random() < 0.5:
        d.w("CT KUB ", ("DATE", ctx.D(ctx.days(ctx.today, -r.randrange(60, 1500)))))
        if r.random() < 0.4:
            d.w(" (", ("HOSPITAL", ctx.other_hosp()), ")")
        d.t(".\n\n")
    else:
        d.t("None available.\n\n")
    d.t("FINDINGS:\n")
    side, other = st["side"], "left" if st["side"] == "right" else "right"
    d.t("%s kidney: %s hydronephrosis%s. %s\n" % (side.capitalize(), st["hydro"].capitalize(),
        " with hydroureter to the level of the calculus" if st["ureteric"] and st["hydro"] != "no" else "",
        r.choice(["Perinephric fat stranding.", "Mild perinephric stranding and fluid.", "No perinephric collection.",
                  ""])))
    d.t("%s: %s, %d HU (bone window), %s.\n" % ("Ureter" if st["ureteric"] else "Collecting system",
        clin.stone_desc(st).capitalize(), st["hu"], "skin-to-stone distance %.1f cm" % st["ssd"]))
    d.t("%s kidney: %s\n" % (other.capitalize(), r.choice(
        ["Normal. No calculi.", "%d mm non-obstructing lower pole calculus." % r.randrange(2, 8),
         "Two punctate upper pole calculi (2 mm, 3 mm).", "Simple cortical cyst 14 mm (Bosniak I).",
         "Atrophic with cortical scarring."])))
    d.t("Bladder: %s\n" % r.choice(["Partially filled, no calculus.", "Collapsed; no vesical calculus.",
                                    "Small calculus at the VUJ as above, bladder otherwise normal."]))
    d.t("Other: %s %s\n\n" % (r.choice(["Pelvic phleboliths noted (not calculi).", "Normal appendix.",
                                        "Gallstones without cholecystitis.", "Diverticulosis without inflammation.",
                                        "Small hiatus hernia.", "Hepatic steatosis."]),
                             r.choice(["Degenerative change L4/5.", "No free fluid or gas.", "Bony structures intact.",
                                       "Lung bases clear."])))
    d.t(clin.table([("Stone", "Size (mm)", "HU", "SSD (cm)"),
                    ("%s %s" % (side[0].upper(), st["loc"]), "%dx%d" % (st["a"], st["b"]), st["hu"], st["ssd"])],
                    (40, 12, 8)))
    d.t("\nIMPRESSION:\n")
    d.t("1. %s with %s upstream hydronephrosis.\n" % (clin.stone_desc(st).capitalize(), st["hydro"]))
    d.t("2. %s\n" % r.choice(["No other urolithiasis.", "Additional non-obstructing contralateral calculus.",
                              "Suitability for ESWL: density %s 1000 HU, SSD %s 10 cm." % (
                                  "<" if st["hu"] < 1000 else ">", "<" if st["ssd"] < 10 else ">")]))
    if r.random() < 0.6:
        d.w("\nFindings discussed with Dr ", ("DOCTOR", ref.last), " by telephone at %02d:%02d on " % (
            r.randrange(24), r.randrange(60)), ("DATE", ctx.D(ctx.today, r.choice([ctx.ds, "wd"]))), ".\n")
    d.w("\nReported by: ", "Dr " if r.random() < 0.7 else "", ("DOCTOR", rad.fml()), r.choice(["", RAD_CRED[ctx.code]]),
        "\n", rad.role, "\n")
    if r.random() < 0.5:
        lab, val = ctx.c.license()
        d.w(lab, ": ", ("LICENSE", val), "\n")
    d.w("Verified: ", ("DATE", ctx.D(ctx.today)), " %02d:%02d" % (r.randrange(24), r.randrange(60)))
    if r.random() < 0.5:
        d.w("   Transcribed: ", ("DOCTOR", lt(r, 2).lower()), "/", ("DOCTOR", lt(r, 2).lower()))
    d.t("\n")
    if r.random() < 0.5:
        d.w("Workstation ", ("IPADDR", ctx.c.ip()), " | PACS: ", ("URL", "https://pacs.example.net/viewer?acc=" + acc),
            "\n")
    return d


def eswl(ctx):
    r = ctx.rng
    d = Doc()
    p = new_patient(ctx)
    st = clin.stone(r)
    if st["ureteric"] and r.random() < 0.6:
        st["loc"] = r.choice(clin.RENAL_LOCS)
    st["a"] = min(st["a"], 18)
    prm = clin.eswl_params(r)
    rad = ctx.staff("Lithotripsy Radiographer" if not ctx.us else "Lithotripsy Technologist")
    nurse = ctx.staff("Staff Nurse")
    cons = ctx.staff("Consultant Urologist" if not ctx.us else "Attending Urologist")
    unit = r.choice(P.STONE_UNITS)
    sess = r.randrange(1, 4)
    tot = max(sess, r.randrange(2, 4))
    d.w(("HOSPITAL", unit), ", ", ("HOSPITAL", ctx.hosp), "\n") if r.random() < 0.5 else d.w(("HOSPITAL", unit), "\n")
    d.t(r.choice(["EXTRACORPOREAL SHOCK WAVE LITHOTRIPSY - TREATMENT RECORD\n", "ESWL Session Record\n",
                  "Lithotripsy Treatment Sheet\n", "SWL TREATMENT RECORD\n"]))
    d.t("Session %d of %d (planned)\n\n" % (sess, tot))
    pt_block(d, ctx, p, phone=r.random() < 0.5, hp=ctx.code in ("US", "ZA") and r.random() < 0.5)
    d.w("Referring consultant: ", cons.hon(r), ("DOCTOR", cons.full()), "\n")
    d.w("Date of treatment: ", ("DATE", ctx.D(ctx.today, r.choice([ctx.ds, "wdlong"]))), "\n")
    d.w("Room: ", ("LOCATION_OTHER", r.choice(["Lithotripsy Room %d" % r.randrange(1, 4), "Room %d" % r.randrange(
        1, 12), "Suite %s" % r.choice("ABC"), "Bay %d" % r.randrange(1, 8)])))
    if r.random() < 0.5:
        d.w(", ", ("LOCATION_OTHER", r.choice(P.BUILDINGS)))
    d.t("\n")
    d.w("Lithotripter: ", r.choice(clin.LITHOTRIPTERS), "   Serial no: ", ("DEVICE", ctx.c.serial()),
        "   Daily QA: passed\n")
    d.t("\nTARGET: %s, %d x %d mm, %d HU, SSD %.1f cm\n" % (st["side"] + " " + st["loc"], st["a"], st["b"],
                                                            st["hu"], st["ssd"]))
    if sess > 1:
        d.t("Previous sessions: ")
        for i in range(sess - 1):
            if i:
                d.t(", ")
            d.w(("DATE", ctx.D(ctx.days(ctx.today, -21 * (sess - 1 - i) - r.randrange(0, 7)))))
        d.t("\n")
    d.t("\nPRE-TREATMENT CHECKLIST\n")
    d.t("ID band checked against notes: yes")
    if r.random() < 0.6:
        d.w("   Palm-vein ID verified: ", ("BIOID", ctx.c.bioid("palm")))
    d.t("\n")
    d.w("Consent (form 1) signed: ", ("DATE", ctx.D(ctx.days(ctx.today, -r.randrange(7, 60)))), "\n")
    d.w("MSU: no significant growth (", ("DATE", ctx.D(ctx.days(ctx.today, -r.randrange(3, 14)), "dm")), ")\n")
    d.t("INR %.1f   Hb %s   BP %d/%d   " % (r.uniform(0.9, 1.2), "%d g/L" % r.randrange(118, 160) if ctx.si else
                                             "%.1f g/dL" % r.uniform(11.8, 16.0), r.randrange(110, 165),
                                             r.randrange(60, 98)))
    d.t("Pregnancy test: %s\n" % ("negative" if p.sex == "F" and p.age < 55 else "N/A"))
    d.t("Anticoagulants/antiplatelets: %s\n" % r.choice(["none", "apixaban withheld 48 h", "aspirin 75 mg continued",
                                                          "clopidogrel stopped 7 days ago", "none"]))
    d.t("Pacemaker/ICD: %s   AAA: none   Weight %d kg\n" % (r.choice(["no", "no", "no", "yes - cardiology aware"]),
                                                            r.randrange(52, 128)))
    d.t("\nANALGESIA: %s\n" % r.choice(["diclofenac 100 mg PR 1 h pre-treatment", "ibuprofen 400 mg PO + %s 1 g" % ("acetaminophen" if ctx.us else "paracetamol"),
                                        "fentanyl 25 mcg IV titrated x2", "Entonox available, used intermittently",
                                        "pethidine 50 mg IM"]))
    d.t("\nTREATMENT PARAMETERS\n")
    d.t(clin.table([("Targeting", r.choice(["fluoroscopy", "ultrasound", "fluoro + US"])),
                    ("Shocks delivered", prm["shocks"]), ("Rate", "%d/min" % prm["rate"]), ("Ramping", prm["ramp"]),
                    ("Max power level", prm["max"]), ("Voltage", "%.1f kV" % prm["kv"]),
                    ("Total energy", "%.1f J" % prm["energy"]), ("Fluoroscopy time", "%.1f min" % prm["fluoro"]),
                    ("DAP", "%.2f Gy.cm2" % prm["dap"])], (20,)))
    d.t("\nStone response: %s\n" % r.choice(["good fragmentation from ~1500 shocks", "partial fragmentation",
                                             "stone dispersed, dust cloud seen", "minimal change - consider URS"]))
    d.t("Tolerance: max pain %d/10. %s\n" % (r.randrange(2, 9), r.choice(["No complications.", "Skin erythema over "
        "coupling site.", "Transient haematuria post treatment.", "Vasovagal episode, resolved with fluids."])))
    d.t("\nDISCHARGE\n")
    q = relative(ctx, p)
    d.w("Discharged %02d:%02d with %s " % (r.randrange(10, 18), r.randrange(60), q.rel), fam_name(r, q))
    if r.random() < 0.65:
        d.w(" driving (vehicle reg ", ("VEHICLE", ctx.c.plate()), " - drop-off bay permit)")
    d.t(". Not to drive or operate machinery for 24 h.\n")
    d.w("Follow-up: KUB XR ", ("DATE", ctx.D(ctx.days(ctx.today, 14 + r.randrange(0, 5)))))
    if sess < tot:
        d.w("; next session ", ("DATE", ctx.D(ctx.days(ctx.today, 21 + r.randrange(0, 7)))))
    d.t(".\n")
    d.w("Queries: stone nurse ", ("PHONE", ctx.c.phone("land", ext=r.random() < 0.4)))
    if r.random() < 0.5:
        d.w(" / ", ("EMAIL", dept_email(r)))
    d.t("\n\n")
    d.w("Operator: ", ("DOCTOR", rad.full()), ", ", rad.role)
    if r.random() < 0.6:
        if ctx.code == "UK":
            d.w(" (HCPC ", ("LICENSE", "RA" + dg(r, 6)), ")")
        else:
            lab, val = ctx.c.license(nurse=True)
            d.w(" (", lab, " ", ("LICENSE", val), ")")
    d.w("\nNurse: ", ("DOCTOR", nurse.full()))
    d.w("\nSupervising urologist: ", cons.hon(r), ("DOCTOR", cons.last), "\n")
    if r.random() < 0.6:
        d.w("Record entered by ", ("USERNAME", rad.username(r)), " on ", ("DATE", ctx.D(ctx.today, "iso")),
            " %02d:%02d" % (r.randrange(10, 19), r.randrange(60)))
        if r.random() < 0.5:
            d.w(" from ", ("IPADDR", ctx.c.ip()))
        d.t("\n")
    return d
