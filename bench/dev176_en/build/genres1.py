"""NICU admission note, neonatal flowsheet/feeding chart, neonatal transport record."""
import pools as P
from core import (Note, Case, add_days, fmt_date, short_date, phone, serial, idnum, digits, letters,
                  ipaddr, plate, license_no)


def ga(rng, lo=23, hi=41):
    return rng.randint(lo, hi), rng.randint(0, 6)


def ga_str(rng, w, d):
    return rng.choice(["%d+%d wks", "%d+%d", "%d %d/7 wk", "%dw%dd", "%d+%d/40"]) % (w, d)


def bw_for(rng, w):
    base = 650 + (min(w, 40) - 24) * 175
    return int(base * rng.uniform(0.72, 1.22)) // 5 * 5


def baby(c, kind=None):
    rng = c.rng
    bb = "Baby Boy" if c.sex == "M" else "Baby Girl"
    k = kind or rng.choice(["bb_last", "LAST_bb", "given", "given_full", "lf", "baby_last", "LAST_bb"])
    if k == "bb_last":
        return [bb + " ", (c.pt.last, "PATIENT")]
    if k == "LAST_bb":
        return [(c.pt.last.upper(), "PATIENT"), ", " + bb.upper()]
    if k == "baby_last":
        return ["Baby ", (c.pt.last, "PATIENT")]
    if k == "given":
        return [(c.pt.first, "PATIENT")]
    if k == "given_full":
        return [(c.pt.f(rng, "full"), "PATIENT")]
    return [(c.pt.f(rng, "lf"), "PATIENT")]


def stamp(c, off=0):
    rng = c.rng
    return [c.d(off), " %02d:%02d" % (rng.randint(0, 23), rng.randint(0, 59))]


def hhmm(rng):
    return "%02d%02d" % (rng.randint(0, 23), rng.choice([0, 5, 10, 15, 20, 30, 40, 45, 50]))


def pager(c):
    return (phone(c.rng, c.hosp_area, style=c.rng.choice(["dash", "local", "paren"])), "PHONE")


# ------------------------------------------------------------------ NICU admission note
def nicu_admission(rng, country, ref):
    dol = rng.choice([0, 0, 0, 0, 1, 1, 2, 3])
    c = Case(rng, country, ref, dol)
    n = Note(rng)
    w, gd = ga(rng)
    bw = bw_for(rng, w)
    twin = rng.random() < 0.12
    outborn = rng.random() < 0.3
    n.x(rng.choice(["NICU ADMISSION NOTE", "Neonatal Intensive Care - Admission H&P", "NICU Admit Note",
                    "** NICU ADMISSION **", "Admission Note - Neonatology"]), "\n")
    n.x((c.hosp, "HOSPITAL"), rng.choice([" - Level III NICU", " NICU", " / Level II Special Care Nursery", " - NICU"]))
    if rng.random() < 0.5:
        n.x(", ", (c.ward, "HOSPITAL"))
    n.t("\n\n")
    n.x("Patient: ", baby(c, rng.choice(["LAST_bb", "bb_last", "lf"])), " (Twin A)" if twin else "", "\n")
    n.x("MRN: ", (c.mrn, "MRN"), rng.choice(["    ", " | ", "   "]), rng.choice(["Acct: ", "FIN: ", "Encounter #: "]),
        (c.acct, "ACCOUNT"), "\n")
    btime = hhmm(rng)
    n.x("DOB: ", c.dob_item(), " @ ", btime, "    Sex: ", c.sex, "    Bed: ", (str(rng.randint(1, 38)), "LOCATION_OTHER"), "\n")
    n.x("Date of admission: ", c.d(0), "\n")
    if outborn:
        n.x("Source: transferred from ", (c.hosp2, "HOSPITAL"), " (", (c.city, "CITY"), ", ", (c.st, "STATE"), ") by neonatal transport\n")
    else:
        n.x("Source: ", rng.choice(["L&D", "OR (stat section)", "Birthing Unit", "L&D room ", "Labour & Delivery"]))
        if n.parts[-1].endswith("room "):
            n.p(str(rng.randint(1, 14)), "LOCATION_OTHER")
        n.t("\n")
    n.x("Attending: ", c.doc(0), "   Resident: ", [(c.docs[1].f(rng, rng.choice(["full", "fi_last", "last"])), "DOCTOR")],
        "   NNP: ", [(c.nurses[0].f(rng, rng.choice(["full", "fi_last"])), "DOCTOR")], "\n\n")

    n.x("REASON FOR ADMISSION: ", rng.choice(["prematurity", "respiratory distress", "prematurity, RDS",
                                               "hypoglycemia, LGA", "r/o sepsis (maternal chorio)",
                                               "HIE - cooling evaluation", "IUGR / SGA, feeding", "TTN vs RDS"]),
        " - GA ", ga_str(rng, w, gd), ", BW ", str(bw), " g\n\n")
    n.t("MATERNAL HISTORY\n")
    n.x("Mother: ", c.mom_ref(rng.choice(["full", "ms", "full"])), ", ", (str(c.mom_age), "AGE"), rng.choice([" yo ", "yo ", " y.o. "]),
        "G%dP%d" % (rng.randint(1, 6), rng.randint(0, 3)), ", blood type ", rng.choice(["O+", "A+", "B+", "O neg", "AB+", "A neg"]),
        ", Ab screen ", rng.choice(["neg", "neg", "pos (anti-E)"]), "\n")
    n.typo("Serologies: HIV NR, HBsAg neg, syphilis NR, rubella %s, HCV %s. GBS %s.\n" % (
        rng.choice(["immune", "immune", "non-immune"]), rng.choice(["neg", "neg", "not done"]),
        rng.choice(["neg", "pos - IAP adequate", "pos - inadequate IAP", "unknown"])))
    n.t("PMHx: " + rng.choice(["nil", "GDM (diet)", "GDM on insulin", "chronic HTN on labetalol", "hypothyroid on levothyroxine",
                              "OUD on methadone 80 mg daily", "asthma", "depression on sertraline", "T1DM, HbA1c 7.9%"]) + "\n")
    n.x("Prenatal care: ", rng.choice(["regular, ", "late booking (", "limited, "]))
    if n.parts[-1].endswith("("):
        n.x(str(rng.randint(18, 30)), " wk), ")
    n.x("followed at ", (c.clinic, "HOSPITAL"), ". Anatomy US ", rng.choice(["normal", "- echogenic bowel", "- mild pyelectasis",
                                                                         "- EFW <3rd %ile", "not done"]), ".\n")
    if rng.random() < 0.5:
        n.x("PPROM ", c.ds(-rng.randint(1, 9)), " at ", hhmm(rng), ". ")
    if rng.random() < 0.7:
        d1 = -rng.randint(1, 5)
        n.x("Betamethasone 12 mg IM x2 ", rng.choice(["complete", "given"]), " (", c.ds(d1), " and ", c.ds(d1 + 1), "). ")
    else:
        n.t("No antenatal steroids. ")
    n.t(rng.choice(["MgSO4 for neuroprotection given.", "No MgSO4.", "MgSO4 started 4 h PTD."]) + "\n")
    if rng.random() < 0.45:
        n.x("Social: mother works as a ", (c.mom_job, "PROFESSION"))
        if rng.random() < 0.6:
            n.x("; partner ", c.dad_ref("first"), " is a ", (c.dad_job, "PROFESSION"))
        n.t(".\n")
    n.t("\nDELIVERY\n")
    n.x(rng.choice(["Born ", "Delivered "]), c.d(-dol), " at ", btime, " by ",
        rng.choice(["SVD", "emergency C/S for NRFHS", "C/S - breech", "crash C/S (cord prolapse)", "vacuum-assisted VD",
                    "repeat C/S", "C/S for failure to progress"]), ". ")
    n.typo("ROM %s h, fluid %s. Maternal Tmax %s. Intrapartum abx: %s.\n" % (
        rng.choice(["<1", "4", "12", "18", "26", "72"]), rng.choice(["clear", "clear", "MSAF", "blood-stained"]),
        rng.choice(["37.1", "37.6", "38.4", "39.0"]), rng.choice(["nil", "PCN G x3", "amp + gent", "cefazolin x1"])))
    a1, a5 = rng.randint(1, 8), rng.randint(5, 9)
    n.t("Apgars %d / %d%s. " % (a1, a5, " / %d (10 min)" % rng.randint(6, 9) if a1 < 5 else ""))
    n.typo(rng.choice(["Dried, stimulated; CPAP +6 started at 3 min, max FiO2 0.40.",
                       "PPV x 60 s then CPAP, FiO2 weaned to 0.30 by 10 min.",
                       "Intubated in DR (3.0 ETT, 8 cm at lip), curosurf given at 25 min.",
                       "Routine care, no resus required.",
                       "PPV 90 s, HR >100 by 2 min, no compressions or epi."]) + " ")
    n.t("Cord gas: pH %.2f, BE %d.\n\n" % (rng.uniform(6.95, 7.35), rng.randint(-16, -1)))
    n.t("EXAM ON ADMISSION\n")
    n.t("BW %d g (%s %%ile), L %.1f cm, HC %.1f cm\n" % (bw, rng.choice(["<3rd", "10th", "25th", "50th", "75th", ">97th"]),
                                                       rng.uniform(30, 53), rng.uniform(21, 36)))
    n.t("T %.1f  HR %d  RR %d  BP %d/%d (%d)  SpO2 %d%% in FiO2 %.2f\n" % (
        rng.uniform(35.6, 37.4), rng.randint(120, 178), rng.randint(38, 82), rng.randint(35, 68), rng.randint(18, 40),
        rng.randint(25, 48), rng.randint(88, 99), rng.choice([0.21, 0.25, 0.3, 0.35, 0.4, 0.5])))
    n.typo(rng.choice(["Gen: pink on CPAP, active, good tone for GA. ", "Gen: preterm infant, mild distress. ",
                       "Gen: term appearing, jittery. "]))
    n.typo(rng.choice(["Resp: grunting, subcostal indrawing, equal AE, fine crackles. ",
                       "Resp: mild tachypnea, no grunt, clear. ", "Resp: intubated, equal air entry. "]))
    n.typo("CVS: S1S2, %s, CRT <3 s, femorals palp. Abdo: soft, 3VC. GU: normal %s. Neuro: AF soft, %s.\n\n" % (
        rng.choice(["no murmur", "soft 2/6 systolic murmur LUSB", "no murmur"]), "male, testes descended" if c.sex == "M" else "female",
        rng.choice(["Moro symmetric", "suck weak", "hypotonic, Sarnat 2", "normal tone"])))
    n.t("INVESTIGATIONS\n")
    n.t("CBC: WBC %.1f, Hgb %d, plt %d, I:T %.2f. Glucose %.1f mmol/L. CRP %s.\n" % (
        rng.uniform(4, 24), rng.randint(128, 210), rng.randint(90, 380), rng.uniform(0.05, 0.3), rng.uniform(1.2, 5.5),
        rng.choice(["<5", "8", "pending"])))
    n.x("Blood culture sent (accession ", (idnum(rng, "BC"), "IDNUM"), "). ")
    n.t(rng.choice(["CXR: ground glass, air bronchograms, 7 ribs expanded.", "CXR: streaky perihilar, fluid in fissure.",
                    "CXR/AXR: UVC tip T9, UAC T7, ETT T2.", "No imaging yet."]) + "\n\n")
    n.t("ASSESSMENT & PLAN\n")
    n.x("%d+%d wk %s" % (w, gd, "AGA" if rng.random() < 0.6 else "SGA"), " ", c.boy_girl(), ", DOL ", str(dol), ", admitted with ",
        rng.choice(["RDS", "presumed sepsis", "prematurity and RDS", "hypoglycemia", "TTN"]), ".\n")
    n.typo("1. Resp - CPAP +%d, FiO2 %.2f. Surfactant if FiO2 >0.30 persistently. Caffeine citrate 20 mg/kg load then 5 mg/kg daily.\n" % (
        rng.randint(5, 8), rng.uniform(0.21, 0.45)))
    n.typo("2. FEN - NPO, starter PN + D10W at %d mL/kg/d. Trophic EBM %d mL q3h when stable. Glucose q1h x3.\n" % (
        rng.choice([60, 70, 80, 100]), rng.choice([1, 2, 3])))
    n.typo("3. ID - ampicillin 100 mg/kg q12h + gentamicin 5 mg/kg q36h, review at 36-48 h.\n")
    n.typo("4. Heme/Bili - TSB at 12 h; DAT %s.\n" % rng.choice(["neg", "pending", "pos"]))
    hus = rng.randint(5, 8)
    n.x("5. Neuro - HUS DOL 7 (", c.ds(hus - dol), ")", rng.choice([" if <32 wk.", ".", ", then DOL 28."]), "\n")
    n.x("6. Social - parents ", c.mom_ref("first"), " and ", c.dad_ref("first"), " updated at bedside")
    if rng.random() < 0.6:
        n.x("; family lives in ", (c.city, "CITY"), ", ", (c.st, "STATE"))
    n.t(". Mom plans to ")
    n.t(rng.choice(["pump - lactation consult requested.", "formula feed.", "breastfeed; pump started.",
                    "donor milk consent signed."]) + "\n")
    n.x("   Contact: mom ", (c.mom_cell, "PHONE"))
    if rng.random() < 0.6:
        n.x(", dad ", (c.dad_cell, "PHONE"))
    n.t("\n")
    if rng.random() < 0.55:
        n.x("Security: Hugs tag #", (serial(rng), "DEVICE"), " applied to R ankle. ")
    if rng.random() < 0.45:
        n.x("Footprint ID ", ("FP-" + digits(rng, 6), "BIOID"), " recorded. ")
    if rng.random() < 0.5:
        n.x("NBS card # ", (idnum(rng, "NB"), "IDNUM"), " - collect at 24-48 h.")
    n.t("\n\n")
    if rng.random() < 0.5:
        n.x("Plan discussed with ", c.doc(0, "dr_last"), " (attending) at ", hhmm(rng), ".\n")
    n.x((c.docs[1].f(rng, rng.choice(["full", "fi_last"])), "DOCTOR"), ", ", rng.choice(["PGY-2 Pediatrics", "R3", "MD (Neonatal Fellow)",
                                                                                  "NICU resident"]),
        " | pager ", pager(c), " | ", stamp(c, 0), "\n")
    if rng.random() < 0.4:
        n.x("Cosigned: ", c.doc(0, "full_md"), " ", c.d(rng.choice([0, 1])), "\n")
    return n, c


# ------------------------------------------------------------------ neonatal flowsheet and feeding chart
def flowsheet(rng, country, ref):
    dol = rng.randint(2, 70)
    c = Case(rng, country, ref, dol)
    n = Note(rng)
    w, gd = ga(rng, 24, 36)
    tot = w * 7 + gd + dol
    n.x(rng.choice(["NEONATAL FLOWSHEET / FEEDING RECORD", "NICU 24h Flowsheet", "Feeding & Vital Signs Chart - NICU",
                    "Special Care Nursery - Feeding Chart"]), "\n")
    n.x((c.hosp, "HOSPITAL"), rng.choice([" | ", " - "]), (c.ward, "HOSPITAL"), "   Bed ", (str(rng.randint(1, 40)), "LOCATION_OTHER"), "\n")
    n.x("Name: ", baby(c), "   MRN ", (c.mrn, "MRN"), "\n")
    n.x("DOB ", c.dob_item(), "   GA at birth ", ga_str(rng, w, gd), "   CGA ", "%d+%d" % (tot // 7, tot % 7), "   DOL ", str(dol), "\n")
    n.x("Chart date: ", c.d(0, rng.choice(["iso", "us", "wk_long", "dmy_mon"])), "\n")
    if rng.random() < 0.3:
        n.x("Infant ID band verified; footprint biometric ID ", (rng.choice(["FP-", "BIO-", "FTP"]) + digits(rng, 6), "BIOID"), "\n")
    bw = bw_for(rng, w) + dol * rng.randint(5, 22)
    delta = rng.randint(-30, 45)
    n.t("Weight %d g (%+d)   Dosing wt %d g\n" % (bw, delta, bw - rng.randint(0, 150)))
    vol = max(2, int(bw / 1000 * rng.choice([140, 150, 160, 170]) / 8))
    milk = rng.choice(["EBM + HMF to 24 kcal/oz", "EBM", "DBM + HMF 22", "Neosure 22", "Similac Special Care 24",
                       "EBM fortified w/ Prolacta +4", "Enfamil A+ 20"])
    n.x("Feeding order: ", milk, " %d mL q3h " % vol, rng.choice(["NG", "OG", "PO/NG (cue-based)", "NG over 30 min", "PO ad lib min"]), "\n\n")
    col = rng.choice([" | ", " | ", "\t"])
    hdr = ["Time", "T ax", "HR", "RR", "SpO2", "FiO2", "Feed", "Vol", "Route", "Resid/Emesis", "U", "S", "Init"]
    n.t(col.join(hdr) + "\n")
    init_pool = [c.nurses[0], c.nurses[1]]
    start = rng.choice([8, 9, 20, 21])
    rows = rng.randint(6, 9)
    for i in range(rows):
        hh = (start + 3 * i) % 24
        nurse = init_pool[0] if i < rows // 2 else init_pool[1]
        po = rng.randint(0, vol)
        route = rng.choice(["NG", "NG", "PO/NG", "PO", "BF"])
        feed = "%d" % vol if route != "PO/NG" else "%d/%d" % (po, vol - po)
        if route == "BF":
            feed = "BF %d min" % rng.randint(5, 25)
        cells = ["%02d00" % hh, "%.1f" % rng.uniform(36.4, 37.4), str(rng.randint(128, 178)), str(rng.randint(32, 70)),
                 str(rng.randint(88, 100)), rng.choice(["RA", "0.21", "0.25", "0.30", "LFO2 0.5 L", "RA"]),
                 milk.split(" ")[0], feed, route,
                 rng.choice(["0", "0", "1 mL milky", "nil", "small spit", "2 mL", "0", "bile-stained - MD aware"]),
                 rng.choice(["Y", "Y", "N"]), rng.choice(["N", "Y", "N", "Y seedy"])]
        n.t(col.join(cells) + col)
        n.p(nurse.f(rng, rng.choice(["init", "init", "init_lc"])), "DOCTOR")
        n.t("\n")
    n.t("\n24 h totals: intake %d mL/kg/d, UO %.1f mL/kg/h, stools x%d.\n" % (
        rng.randint(120, 175), rng.uniform(1.2, 4.8), rng.randint(0, 5)))
    n.t("IV: %s\n" % rng.choice(["nil - PIV saline locked", "PN via PICC @ 4.2 mL/h + IL 0.6 mL/h", "D10W @ 2 mL/h",
                                 "none", "PICC R arm, dressing changed"]))
    n.t("Meds: %s\n" % rng.choice(["caffeine citrate 7.5 mg PO daily, vit D 400 IU daily", "ferrous sulfate 3 mg/kg/d, multivitamin 1 mL",
                                   "NaCl supp 1 mmol/kg q12h, caffeine", "nystatin 1 mL QID", "nil"]))
    n.t("A/B/D: %s\n" % rng.choice(["nil this shift", "x2 self-resolved, 1 needing gentle stim", "1 brady to 68 w/ feed, SR",
                                    "x4 desats to low 80s, FiO2 increased to 0.28"]))
    n.t("\nNursing notes:\n")
    n.x(hhmm(rng), " ", rng.choice(["Mom", "Mother", "Mum"]), " (", c.mom_ref("first"), ") ", rng.choice([
        "in for cares, skin-to-skin x 90 min, tolerated well.", "attempted BF, good latch x 8 min, topped up via NG.",
        "visited, independent with diaper change + temp.", "called for update at "]))
    if n.parts[-1].endswith("at "):
        n.x(hhmm(rng), ", phone ", (c.mom_cell, "PHONE"), ".")
    n.t("\n")
    if rng.random() < 0.6:
        n.x(hhmm(rng), " Dad (", c.dad_ref("first"), ") ", rng.choice(["at bedside, questions re: discharge answered.",
                                                                       "did kangaroo care, settled.", "brought frozen EBM x 6 bottles."]), "\n")
    if rng.random() < 0.5:
        n.x(hhmm(rng), " EBM bottles labelled, milk ID ", (idnum(rng, "EBM"), "IDNUM"), " scanned & verified w/ ", c.rn(1), ".\n")
    if rng.random() < 0.55:
        n.x(hhmm(rng), " Feeding pump ", rng.choice(["Kangaroo ePump", "Medfusion 3500", "Joey pump"]), " SN ",
            (serial(rng), "DEVICE"), " changed - alarm fault.\n")
    if rng.random() < 0.35:
        n.x(hhmm(rng), " Moved from bed ", (str(rng.randint(1, 40)), "LOCATION_OTHER"), " to room ",
            (str(rng.randint(200, 699)) + rng.choice(["", "A", "B"]), "LOCATION_OTHER"), " (step-down).\n")
    if rng.random() < 0.45:
        n.x(hhmm(rng), " Weekly HC/length due ", (fmt_date(rng, add_days(ref, rng.randint(1, 6)), country, "weekday"), "DATE"),
            ". Eye exam (ROP) ", rng.choice(["scheduled ", "next "]), c.ds(rng.randint(1, 14)), ".\n")
    n.t("\n")
    sig = rng.choice(["Day RN: ", "RN (days): ", "Signed: "])
    n.x(sig, c.rn(0), "   Night RN: ", c.rn(1), "\n")
    if rng.random() < 0.5:
        n.x("Last edited by ", (c.nurses[1].user(rng), "USERNAME"), " ", stamp(c, rng.choice([0, 1])), "\n")
    return n, c


# ------------------------------------------------------------------ neonatal transport record
TRANS = [
    ("Precipitous delivery, no steroids, GBS unknown. Apneic at 10 min, intubated by RT.", "prematurity <32 wk with RDS",
     "re-taped ETT 3.0 @ 8 cm, surfactant 200 mg/kg via ETT, FiO2 weaned to 0.35; UVC 3.5 Fr; amp/gent given.", 23, 31),
    ("Maternal chorio, febrile 38.9. Grunting from birth.", "RDS needing escalating O2, r/o sepsis",
     "CPAP +7 via RAM cannula, blood cx drawn, amp/gent given, PIV x1.", 32, 37),
    ("Antenatal dx of gastroschisis, SVD.", "gastroschisis repair",
     "bowel wrapped in bowel bag, OG to low suction, NS bolus 10 mL/kg, D10W 80 mL/kg/d.", 34, 38),
    ("Meconium-stained fluid, nonvigorous, cord pH 6.92, BE -18. Sarnat moderate at 1 h.", "HIE - therapeutic hypothermia",
     "passive cooling, target 33.5-34.5, rectal probe in situ; phenobarb 20 mg/kg for clinical seizure.", 36, 41),
    ("Term infant with cyanosis on day 2, pre/post ductal sats 78/70, no murmur.", "suspected CCHD (? TGA)",
     "PGE1 0.05 mcg/kg/min started, apnea x1 - intubated 3.5 ETT.", 37, 41),
    ("Bilious emesis x3 at 36 h of life, abdomen soft.", "bilious emesis ? malrotation",
     "NPO, OG to free drainage, D10W maintenance, surg aware.", 35, 41),
    ("Hypoglycemic 1.1 mmol/L x2 despite feeds, jittery, IDM.", "refractory hypoglycemia",
     "D10W 2 mL/kg bolus then GIR 8 mg/kg/min via UVC; BGL 3.4 on departure.", 35, 40),
]
def transport(rng, country, ref):
    dol = rng.choice([0, 0, 0, 1, 1, 2, 4, 9])
    c = Case(rng, country, ref, dol)
    n = Note(rng)
    air = rng.random() < 0.35
    team = "%s Neonatal Transport Team" % rng.choice(["Regional", "Critical Care", "NICU"])
    n.x(rng.choice(["NEONATAL TRANSPORT RECORD", "Neonatal Transport - Inter-facility Record", "TRANSPORT NOTE (NEONATAL)"]), "\n")
    n.x(team, " - ", (c.hosp, "HOSPITAL"), "\n")
    n.x("Transport case #: ", (idnum(rng, "T"), "IDNUM"), "    Date: ", c.d(0), "\n\n")
    n.x("Patient: ", baby(c), "    DOB ", c.dob_item(), "    Sex ", c.sex, "\n")
    if rng.random() < 0.3:
        n.x("Footprint ID (from referring site): ", ("FP-" + digits(rng, 6), "BIOID"), "\n")
    n.x("Referring hospital: ", (c.hosp2, "HOSPITAL"), ", ", (c.city, "CITY"), ", ", (c.st, "STATE"), "\n")
    n.x("Referring MD: ", c.doc(2), "  tel ", (phone(rng, c.area, ext=rng.random() < 0.4), "PHONE"), "\n")
    n.x("Receiving: ", (c.hosp, "HOSPITAL"), " NICU, accepting ", c.doc(0, "dr_last"), "\n")
    if air:
        n.x("Mode: ", rng.choice(["fixed wing", "rotor wing"]), ", aircraft ", ("C-" + letters(rng, 4) if country == "CA" else "N" + digits(rng, 3) + letters(rng, 2), "VEHICLE"),
            "; ground leg by ambulance unit ", (str(rng.randint(100, 9999)), "VEHICLE"), "\n")
    else:
        n.x("Mode: ground, ambulance ", rng.choice(["unit ", "#", "plate "]), (plate(rng, country) if rng.random() < 0.5 else str(rng.randint(100, 9999)), "VEHICLE"), "\n")
    n.x("Team: ", c.rn(0, "RN"), ", ", c.rn(1, "RRT"), ", ", [(c.docs[3].f(rng, "fi_last"), "DOCTOR")], " (transport fellow)\n")
    n.x("Transport incubator ", rng.choice(["IWS TI500", "Dräger Babyroo TN300", "Airborne Voyager"]), " asset tag ",
        (serial(rng), "DEVICE"), "; vent ", rng.choice(["Hamilton-T1", "Bio-Med Crossvent", "Babylog"]), " SN ", (serial(rng), "DEVICE"), "\n\n")
    t0 = rng.randint(0, 20)
    n.t("TIMES: call %02d:%02d | team dispatched %02d:%02d | at bedside %02d:%02d | depart %02d:%02d | arrive NICU %02d:%02d\n\n" % (
        t0, 5, t0, 35, t0 + 1, 40, t0 + 2, 50, t0 + 3, 45))
    n.t("HISTORY\n")
    sc = rng.choice(TRANS)
    w, gd = rng.randint(sc[3], sc[4]), rng.randint(0, 6)
    bw = bw_for(rng, w)
    n.x("%d+%d wk, BW %d g, " % (w, gd, bw), rng.choice(["inborn at referring site", "born in ambulance", "born at referring site"]),
        " to ", (str(c.mom_age), "AGE"), rng.choice([" yo ", " y.o. ", "yo "]), "G%dP%d" % (rng.randint(1, 5), rng.randint(0, 3)), " mother ",
        c.mom_ref(rng.choice(["full", "ms"])), ". ")
    n.typo(sc[0] + " ")
    n.t("Referral reason: %s.\n\n" % sc[1])
    n.t("ON ARRIVAL (referring site)\n")
    n.t("T %.1f HR %d RR %d BP %d/%d SpO2 %d%% FiO2 %.2f. BGL %.1f. Gas: pH %.2f pCO2 %d HCO3 %d BE %d.\n" % (
        rng.uniform(33.0, 37.5), rng.randint(100, 190), rng.randint(30, 90), rng.randint(30, 70), rng.randint(15, 45),
        rng.randint(70, 99), rng.uniform(0.21, 1.0), rng.uniform(1.0, 6.5), rng.uniform(7.0, 7.4), rng.randint(30, 80),
        rng.randint(12, 26), rng.randint(-18, 2)))
    n.typo("Interventions by team: %s\n" % sc[2])
    n.t("EN ROUTE: %s\n" % rng.choice(["stable, no events", "1 desat to 70s during loading, resolved with PPV",
                                       "temp drift to 36.1 - heated mattress", "HR 180s, fluid bolus given"]))
    n.x("Parents: ", c.mom_ref("first"))
    if rng.random() < 0.6:
        n.x(" and ", c.dad_ref("first"))
    n.x(rng.choice([" given unit phone and directions", " consented, mom to follow when discharged",
                    " travelling by private vehicle"]), ". Contact ", (c.mom_cell, "PHONE"), ".\n")
    if rng.random() < 0.35:
        n.x("Dad driving, vehicle plate ", (plate(rng, country), "VEHICLE"), " - parking pass issued for ", (rng.choice(P.BUILDINGS), "LOCATION_OTHER"), " lot.\n")
    if rng.random() < 0.4:
        n.x("Mom's home address: ", c.address(), "\n")
    n.x("\nHandover given to ", c.rn(2), " at bedside, bed ", (str(rng.randint(1, 40)), "LOCATION_OTHER"), ", ", (c.ward, "HOSPITAL"), ".\n")
    n.x("Record completed by ", [(c.nurses[0].f(rng, "full"), "DOCTOR")], ", RN (transport)  ", stamp(c, rng.choice([0, 0, 1])), "\n")
    if rng.random() < 0.4:
        n.x("Dispatch log ref ", (idnum(rng, "D"), "IDNUM"), "; call centre ", (phone(rng, c.hosp_area, ext=True), "PHONE"), "\n")
    return n, c
