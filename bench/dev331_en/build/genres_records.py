"""Genres: pedigree / family history record, ECG & Holter report, cardiac MRI report, exercise test report."""
import clinical as CL
import common as C
from core import words
import pools_places as PL
from common import t

ROMAN = ["I", "II", "III", "IV"]


def pedigree(n, ctx):
    pt, ref = C.new_patient(ctx, 16, 58)
    cond = CL.pick_cond(ctx)
    gc = C.doctor(ctx, nurse=True)
    gc.role_title = ctx.ch(["Genetic Counsellor", "Cardiac Genetic Counsellor", "ICC Nurse Specialist"])
    ml, mrn = ctx.mrn()
    n(ctx.ch(["FAMILY HISTORY / PEDIGREE RECORD", "Pedigree and Family History", "ICC FAMILY TREE RECORD",
              "Three-generation family history"]), "\n", ctx.hospital(), " - ", ctx.ch(C.SERVICE), "\n\n")
    n("Family ID: ", ctx.idnum("fam"), "    Proband: ", pt.cap(), " (III-1)\n")
    n("DOB: ", ctx.date(pt.dob, ctx.ch(["num", "abbr"])), "   ", ml, ": ", mrn, "\n")
    n("Condition in family: ", cond["name"], " (", cond["abbr"], ")")
    if ctx.p(0.7):
        n("; familial variant ", cond["gene"], " ", cond["variant"])
    n("\nRecorded by: ", gc.fn(), ", ", gc.role_title, "   Date taken: ", ctx.date(ref), "\n")
    inf = ctx.relative(pt, sex="F", same_name=False)
    n("Informants: proband", ctx.ch([" and ", " with ", ", "]), pt.his(), " ", ctx.ch(["partner", "aunt", "sister-in-law", "cousin", "husband" if pt.sex == "F" else "wife"]),
      " ", inf.fn(), ctx.ch(["", " (by phone)", " - attended"]), "\n\n")
    n(ctx.ch(["Key: + = variant carrier, - = tested negative, E = evaluated, SCD = sudden cardiac death, d. = died",
              "Symbols: filled = affected; half-filled = carrier, unaffected; slash = deceased; P = proband"]), "\n\n")
    # build three/four generations
    gens = [("I", ["paternal grandfather", "paternal grandmother", "maternal grandfather", "maternal grandmother"]),
            ("II", ["father", "mother", "paternal uncle", "paternal aunt", "maternal aunt", "maternal uncle"]),
            ("III", ["proband", "brother", "sister", "brother", "paternal cousin"]),
            ("IV", ["son", "daughter", "nephew"])]
    use4 = ctx.p(0.6) and pt.age >= 30
    for gi, (g, rels) in enumerate(gens):
        if g == "IV" and not use4:
            continue
        n("Generation ", g, "\n")
        chosen = rels if g != "III" else rels[: ctx.r.randint(2, 5)]
        if g in ("I", "II") and ctx.p(0.4):
            chosen = chosen[: ctx.r.randint(2, len(chosen))]
        for i, rel in enumerate(chosen):
            label = "%s-%d" % (g, i + 1)
            if rel == "proband":
                n("  ", label.ljust(6), "P  ", pt.fn(), ", ", ctx.age(pt.age, "bare"), ctx.ch([" y", "y", " yrs"]),
                  " - ", cond["abbr"], " diagnosed ", ctx.date(ctx.rdate(2015, ref.year), ctx.ch(["year", "monyr"])))
                if ctx.p(0.5):
                    n("; ", ctx.profession())
                n("\n")
                continue
            sex = "F" if any(w in rel for w in ("mother", "aunt", "sister", "daughter", "grandmother")) else "M"
            if "cousin" in rel:
                sex = ctx.ch("MF")
            same = rel in ("father", "paternal uncle", "brother", "sister", "paternal grandfather", "son", "daughter",
                           "paternal cousin", "paternal aunt")
            per = ctx.relative(pt, sex=sex, same_name=same and ctx.p(0.85))
            base = pt.age + {"I": 50, "II": 27, "III": 0, "IV": -27}[g] + ctx.r.randint(-8, 8)
            n("  ", label.ljust(6))
            dead = (g == "I" and ctx.p(0.8)) or (g != "I" and ctx.p(0.18))
            if ctx.p(0.3) and g in ("I",):
                n(per.gn() if ctx.p(0.5) else per.fn())
            else:
                n(per.fn())
            n(" (", rel, ")")
            if dead:
                da = {"I": ctx.r.randint(48, 93), "II": ctx.r.randint(24, max(25, base)),
                      "III": ctx.r.randint(14, max(15, base)), "IV": ctx.r.randint(1, 19)}[g]
                dy = ref.year - (base - da) if base > da else ref.year - ctx.r.randint(1, 30)
                k = ctx.r.randrange(3)
                if k == 0:
                    n(", d. ", ("DATE", str(dy)), " aged ", ("AGE", str(da)))
                elif k == 1:
                    n(" d. ", ("AGE", str(da)), "y")
                else:
                    n(", died at ", ("AGE", str(da) if ctx.p(0.8) else words(da)), " in ", ("DATE", str(dy)))
                n(" - ", ctx.ch(CL.COD_SCD + ["stroke", "'heart attack' in sleep", "cancer", "road traffic collision",
                                             "old age", "heart failure", "drowned while swimming", "unknown"]))
                if ctx.p(0.3):
                    n(", ", ctx.ch(["in ", "while living in "]), ctx.abroad())
                if ctx.p(0.25):
                    n("; post-mortem at ", ctx.hospital())
            else:
                age = max(1, base)
                k = ctx.r.randrange(3)
                if k == 0:
                    n(", ", ("AGE", str(age)))
                elif k == 1:
                    n(", b. ", ctx.date(ctx.dob_for(age, ref), ctx.ch(["year", "num"])))
                else:
                    n(" ", ("AGE", str(age)), ctx.ch(["y", " yrs", "yo"]))
                n(" - ", ctx.ch(["E: normal ECG/echo " , "not assessed", "variant +, phenotype negative",
                                 "variant -, discharged", "affected (LVH 17 mm)", "pacemaker (complete heart block)",
                                 "AF, on apixaban", "declined screening", "screening booked", "palpitations, awaiting Holter"]))
                if n.parts[-1].startswith("E: normal"):
                    n(ctx.date(ctx.rdate(2016, ref.year), "year"))
                if ctx.p(0.3):
                    n("; ", ctx.profession())
                if ctx.p(0.2):
                    n("; lives in ", ctx.abroad() if ctx.p(0.5) else ("CITY", ctx.town()))
            n("\n")
        n("\n")
    n("Consanguinity: ", ctx.ch(["none reported", "parents are second cousins", "not known", "denied"]), "\n")
    n("Ancestry: ", ctx.ch(["maternal ", "paternal "]), ctx.abroad(), ctx.ch(["; ", "/"]), ctx.ch(["other side ", "otherwise "]),
      ("COUNTRY", PL.COUNTRY_NAME[ctx.c]), "\n")
    n("Other: ", ctx.ch(["No known Marfan syndrome, Noonan syndrome or muscular dystrophy in family.",
                         "Epilepsy in one cousin (on levetiracetam) - consider channelopathy.",
                         "Two unexplained drownings in paternal line.",
                         "No miscarriages/stillbirths reported. No SIDS."]), "\n\n")
    n("Relatives to contact for cascade screening:\n")
    n("Name                     | Relation | Contact                    | Consent    | Status\n")
    for _ in range(ctx.r.randint(2, 4)):
        rel, sx = ctx.ch([("brother", "M"), ("sister", "F"), ("son", "M"), ("daughter", "F"), ("cousin", "F"),
                          ("cousin", "M"), ("aunt", "F"), ("uncle", "M"), ("nephew", "M"), ("niece", "F")])
        rl = ctx.relative(pt, sex=sx, same_name=ctx.p(0.5))
        nm = rl.fn()
        n(nm, " " * max(1, 25 - len(nm[1])), "| ", rel.ljust(9), "| ")
        k = ctx.r.randrange(3)
        if k == 0:
            v = ctx.phone(kind="mobile")
        elif k == 1:
            v = ctx.email(rl)
        else:
            v = ("CITY", ctx.town())
        n(v, " " * max(1, 27 - len(v[1])), "| ", ctx.ch(["yes", "yes", "via proband", "no"]).ljust(11), "| ",
          ctx.ch(["letter sent ", "booked ", "declined", "GP letter ", "awaiting reply"]))
        if n.parts[-1].endswith(" "):
            n(ctx.date(ctx.shift(ref, 3, 60), "short"))
        n("\n")
    n("\n", ctx.ch(["Pedigree scanned to record.", "Pedigree updated in family file.", "Tree drawn with proband; copy to family file."]),
      " ", gc.ini(dots=False), "\n")


def _hdr(n, ctx, pt, ref, title):
    ml, mrn = ctx.mrn()
    n(title, "\n", ctx.hospital(), ctx.ch([" - Cardiac Investigations", " | Cardiology Department", " - Heart Rhythm Unit", ""]), "\n")
    if ctx.p(0.5):
        n("Name: ", pt.cap(), "    ", ml, ": ", mrn, "\n")
        n("DOB: ", ctx.date(pt.dob, ctx.ch(["num", "dmy_upper", "abbr"])), " (", ("AGE", str(pt.age)), ctx.ch([" yr", "y", " years"]),
          ")    Sex: ", ctx.sex_word(pt), "\n")
    else:
        n(pt.cap(), "  ", ml, " ", mrn, "  DOB ", ctx.date(pt.dob, "num"), "  ", ctx.ch(["Age: ", ""]), ("AGE", str(pt.age)),
          ctx.ch([" y", "y", " Y"]), "  ", ctx.sex_word(pt), "\n")
    return ml, mrn


def ecg_holter(n, ctx):
    pt, ref = C.new_patient(ctx, 6, 74)
    cond = CL.pick_cond(ctx)
    e = CL.ecg(ctx, cond)
    dr = C.doctor(ctx)
    phys = C.doctor(ctx, nurse=True)
    if ctx.p(0.4):
        _hdr(n, ctx, pt, ref, ctx.ch(["12-LEAD ECG", "RESTING 12 LEAD ECG REPORT", "ECG - Resting"]))
        n("Acquired: ", ctx.date(ref, ctx.ch(["dmy_upper", "num", "abbr"])), " %02d:%02d:%02d" % (ctx.r.randint(7, 18), ctx.r.randint(0, 59), ctx.r.randint(0, 59)),
          "   Location: ", ctx.ch(["ICC clinic ", "Outpatients ", ""]), ctx.ch(["room ", "Rm ", "bay "]), ctx.room(), "\n")
        n("Order #: ", ctx.idnum("order"), "   Device: ", ctx.ch(["MAC 5500 HD", "CardioSoft", "MAC VU360", "ELI 380"]),
          "  Cart ", str(ctx.r.randint(1, 9)))
        if ctx.p(0.35):
            n("  Host ", ctx.ip())
        n("\n")
        if ctx.p(0.5):
            n("Visit: ", ctx.account(), "\n")
        n("\nVent. rate       %d BPM\nPR interval      %d ms\nQRS duration     %d ms\nQT/QTc           %d/%d ms\n"
          "QTc Fridericia   %d ms\nP-R-T axes       %d %d %d\n\n" % (e["hr"], e["pr"], e["qrs"], e["qt"], e["qtc"], e["qtcf"],
                                                                 ctx.r.randint(20, 80), e["axis"], ctx.r.randint(-20, 90)))
        n("Computer interpretation: ", ctx.ch(["Sinus rhythm. Left ventricular hypertrophy with repolarization abnormality.",
                                               "Sinus bradycardia. Prolonged QT. Abnormal ECG.",
                                               "Normal sinus rhythm. Incomplete right bundle branch block. Borderline ECG.",
                                               "Sinus rhythm. ST elevation V1-V2, consider Brugada pattern.",
                                               "Sinus rhythm. T wave abnormality, consider anterior ischemia.",
                                               "Normal ECG."]), "\n")
        n("Reviewer comment: ", ctx.ch(["agree. QTc manually measured %d ms in lead II (tangent method)." % (e["qtc"] + ctx.r.randint(-10, 10)),
                                       "high-lead (V1/V2 in 2nd ICS) recording shows type %d pattern." % ctx.r.randint(1, 2),
                                       "Inferolateral TWI - compare with ECG of " , "no epsilon wave. TWI V1-V2 only (normal <14 y)."]))
        if n.parts[-1].endswith("ECG of "):
            n(ctx.date(ctx.shift(ref, -700, -100)), ".")
        n("\nConfirmed by: ", C.drname(ctx, dr, ctx.ch(["title_full", "title_last"])), " on ",
          ctx.date(ctx.shift(ref, 0, 3), "num"), " %02d:%02d\n" % (ctx.r.randint(8, 19), ctx.r.randint(0, 59)))
        if ctx.p(0.4):
            n("Referred by: ", C.drname(ctx, C.doctor(ctx)), "\n")
        return
    kind = ctx.ch(["24-hour Holter", "48-hour Holter", "7-day ambulatory ECG", "14-day patch monitor"])
    _hdr(n, ctx, pt, ref, "AMBULATORY ECG REPORT - " + kind.upper())
    n("Referring clinician: ", C.drname(ctx, dr), ctx.ch([", ", " - "]), ctx.hospital(), "\n")
    n("Indication: ", ctx.ch(["family screening - first-degree relative of " + cond["abbr"] + " proband",
                             "risk stratification, " + cond["name"],
                             "palpitations; " + cond["abbr"] + " variant carrier",
                             "assess beta-blocker effect (" + ctx.ch(CL.CONDS["LQTS"]["meds"]) + ")",
                             "syncope on exertion"]), "\n")
    n("Recorder: ", ctx.ch(CL.HOLTER_MODELS), "   S/N ", ctx.serial("holter"), "\n")
    hook = ref
    n("Hook-up: ", ctx.date(hook, ctx.ch(["num", "abbr"])), " %02d:%02d" % (ctx.r.randint(8, 16), ctx.r.randint(0, 59)), " by ", phys.fn(),
      ", ", ctx.ch(["Cardiac Physiologist", "Cardiac Technician", "Clinical Physiologist"]),
      ctx.ch(["", ", Cardiac Investigations room " , ""]))
    if n.parts[-1].endswith("room "):
        n(ctx.room())
    dur = {"24-hour Holter": "23 h %d min", "48-hour Holter": "47 h %d min", "7-day ambulatory ECG": "6 d 2%d h",
           "14-day patch monitor": "13 d 1%d h"}[kind] % ctx.r.randint(1, 9)
    n("\nAnalysed duration: ", dur, "   Analysable: %d%%\n\n" % ctx.r.randint(88, 100))
    tot = {"24-hour Holter": 1, "48-hour Holter": 2, "7-day ambulatory ECG": 7, "14-day patch monitor": 14}[kind] * ctx.r.randint(88000, 118000)
    n("SUMMARY\nTotal beats           %d\nHeart rate            min %d (%02d:%02d)  mean %d  max %d (%02d:%02d)\n" % (
        tot, ctx.r.randint(38, 55), ctx.r.randint(0, 6), ctx.r.randint(0, 59), ctx.r.randint(60, 82), ctx.r.randint(120, 185),
        ctx.r.randint(8, 21), ctx.r.randint(0, 59)))
    ve = ctx.r.randint(0, 14000)
    n("Ventricular ectopics  %d (%.2f%%), couplets %d, triplets %d, runs %d\n" % (ve, 100.0 * ve / tot, ctx.r.randint(0, 40),
                                                                                ctx.r.randint(0, 6), ctx.r.randint(0, 3)))
    n("Supraventricular      %d SVEs, %d runs (longest %d beats)\n" % (ctx.r.randint(0, 2000), ctx.r.randint(0, 9), ctx.r.randint(3, 14)))
    n("Pauses >2.5 s         %s\nAF burden             %s\n" % (ctx.ch(["none", "none", "1 (2.7 s, sinus arrest, asleep)"]),
                                                           ctx.ch(["0%", "0%", "3.2%", "<1%"])))
    if cond["key"] == "LQTS" or ctx.p(0.3):
        n("QTc trend             mean %d ms, max %d ms (Bazett)\n" % (e["qtc"], e["qtc"] + ctx.r.randint(10, 50)))
    n("\nPatient diary: ", ctx.ch(["nil recorded", "'fluttering' at 14:20 on day 2 - sinus rhythm 96 bpm",
                                   "dizzy walking up stairs %02d:%02d - sinus tachycardia" % (ctx.r.randint(7, 20), ctx.r.randint(0, 59)),
                                   "diary not returned", "chest ache in gym - isolated VEs only"]), "\n")
    if ctx.p(0.5):
        n("Events: ", ctx.ch(["one 5-beat run of NSVT at 164 bpm on ", "bigeminy during exercise on ", "2:1 AV block briefly on ",
                              "no significant events; recording ended "]), ctx.date(ctx.shift(hook, 0, 2), ctx.ch(["wkshort", "num"])),
          " %02d:%02d\n" % (ctx.r.randint(0, 23), ctx.r.randint(0, 59)))
    n("\nConclusion: ", ctx.ch(["No sustained arrhythmia. Low ventricular ectopic burden.",
                               "Frequent monomorphic VEs (LBBB/inferior axis). Non-sustained VT x1.",
                               "Sinus rhythm throughout. Symptoms not associated with arrhythmia.",
                               "Appropriate chronotropic blunting on beta-blocker. No arrhythmia."]), "\n")
    n("Analysed by: ", phys.fn() if ctx.p(0.5) else ctx.person("DOCTOR").fn(), "   Reported by: ", C.drname(ctx, dr, "title_last"),
      "  ", ctx.date(ctx.shift(hook, 3, 14), "num"), "\n")


def cmr(n, ctx):
    pt, ref = C.new_patient(ctx, 12, 76)
    cond = CL.pick_cond(ctx)
    rad = C.doctor(ctx)
    refdr = C.doctor(ctx)
    ml, mrn = ctx.mrn()
    n(ctx.ch(["CARDIAC MRI REPORT", "Cardiovascular Magnetic Resonance", "MRI HEART (CMR) WITH CONTRAST"]), "\n")
    n(ctx.hospital(), ctx.ch([" - Department of Medical Imaging", " - CMR Unit", " Radiology", ""]), "\n\n")
    rows = [("Patient", [pt.cap()]), ("DOB", [ctx.date(pt.dob, "num")]), (ml, [mrn]),
            ("Accession", [ctx.idnum("acc")]), ("Exam date", [ctx.date(ref, ctx.ch(["num", "abbr", "long"]))]),
            ("Referrer", C.drname(ctx, refdr) + [", ", ctx.hospital() if ctx.p(0.5) else ctx.practice()])]
    if ctx.p(0.4):
        rows.append(("Encounter", [ctx.account()]))
    for k, v in rows:
        n((k + ":").ljust(14), v, "\n")
    n("Scanner: ", ctx.ch(CL.SCANNERS))
    if ctx.p(0.25):
        n("   Sent to PACS from ", ctx.ip())
    n("\n\n")
    n("CLINICAL INDICATION\n", ctx.ch(["Family screening: ", "Known ", "Query ", "Risk stratification, "]), cond["name"])
    if ctx.p(0.5):
        n("; ", ctx.ch(["brother", "sister", "father", "mother", "cousin"]), " died suddenly aged ", ("AGE", str(ctx.r.randint(16, 45))))
    n(". ", ctx.ch(["Echo windows poor.", "Assess LGE for SCD risk.", "Carrier of " + cond["gene"] + " variant.",
                    "Exclude ARVC.", "ECG: inferolateral TWI."]), "\n\n")
    n("TECHNIQUE\nCine SSFP (short axis stack, 2/3/4-chamber, RVOT), native T1 (MOLLI) and T2 mapping, first-pass perfusion, "
      "LGE (PSIR) 10 min after gadobutrol %.1f mL (0.1 mmol/kg). Height %d cm, weight %d kg, BSA %.2f m2. Heart rate %d bpm.\n\n" % (
          ctx.r.randint(40, 110) / 10.0, ctx.r.randint(150, 196), ctx.r.randint(48, 115), ctx.r.randint(150, 230) / 100.0,
          ctx.r.randint(52, 90)))
    ef = ctx.r.randint(22, 72)
    n("FINDINGS\n            EDV(i)        ESV(i)       EF     Mass(i)\n")
    bsa = ctx.r.randint(150, 230) / 100.0
    for ch_, lo, hi, e_ in (("LV", 120, 260, ef), ("RV", 120, 290, ctx.r.randint(30, 65))):
        edv = ctx.r.randint(lo, hi)
        esv = int(edv * (100 - e_) / 100.0)
        n(ch_, "          %d (%d)     %d (%d)     %d%%" % (edv, edv / bsa, esv, esv / bsa, e_))
        if ch_ == "LV":
            m = ctx.r.randint(80, 260)
            n("    %d (%d) g" % (m, m / bsa))
        n("\n")
    n("\n")
    n("Morphology/function: ", CL.cmr_find(ctx, cond), ".\n")
    n("Native T1 %d ms (local normal 950-1050 ms at 1.5T), T2 %d ms, ECV %d%%.\n" % (ctx.r.randint(880, 1120), ctx.r.randint(44, 56),
                                                                                 ctx.r.randint(22, 45)))
    n(ctx.ch(["Valves: trivial MR. No pericardial effusion.", "Aortic root 32 mm at sinuses. Valves normal.",
              "Mild TR. Incidental simple renal cyst.", "No thrombus. Pericardium normal."]), "\n\n")
    n("CONCLUSION\n1. ", ctx.ch(["Findings consistent with ", "Appearances in keeping with ", "No evidence of "]), cond["name"], ".\n")
    n("2. ", ctx.ch(["Comparison with previous study of ", "Recommend repeat CMR in 3 years (family screening).",
                     "LGE extent %d%% of LV mass (>15%% is an ESC risk modifier)." % ctx.r.randint(2, 22)]))
    if n.parts[-1].endswith("of "):
        n(ctx.date(ctx.shift(ref, -1500, -300), "num"), ": no interval change.")
    n("\n\nReported by: ", C.drname(ctx, rad, ctx.ch(["title_full", "full"])), ", ", ctx.ch(["Consultant Radiologist", "Consultant Cardiologist (CMR Level 3)",
                                                                                     "Cardiac Imaging Fellow", "Attending Radiologist"]))
    n("\n", ctx.ch(["Verified: ", "Electronically signed ", "Report date "]), ctx.date(ctx.shift(ref, 1, 10), ctx.ch(["num", "abbr"])))
    if ctx.p(0.3):
        n("   Secondary read: ", C.drname(ctx, C.doctor(ctx), "title_last"))
    n("\n")


def exercise(n, ctx):
    pt, ref = C.new_patient(ctx, 9, 68)
    cond = CL.pick_cond(ctx)
    if ctx.p(0.5):
        cond = CL.pick_cond(ctx)
    dr = C.doctor(ctx)
    phys = C.doctor(ctx, nurse=True)
    _hdr(n, ctx, pt, ref, ctx.ch(["EXERCISE TOLERANCE TEST", "CARDIOPULMONARY EXERCISE TEST (CPET)", "Treadmill Exercise ECG",
                                   "EXERCISE STRESS TEST REPORT"]))
    n("Test date: ", ctx.date(ref, ctx.ch(["num", "wk", "abbr"])), "   Protocol: ", ctx.ch(["Bruce", "modified Bruce", "Bruce", "ramp (cycle, 20 W/min)"]),
      "   System: ", ctx.ch(CL.EXERCISE_SYSTEMS), "\n")
    n("Height %d cm  Weight %d kg  Location: " % (ctx.r.randint(130, 195), ctx.r.randint(30, 112)),
      ctx.ch(["Exercise lab ", "Stress lab, room ", "Cardiac Investigations bay "]), ctx.room(), "\n")
    n("Indication: ", ctx.ch(["QTc response in recovery (" + cond["abbr"] + " family screening)",
                             "exclude exercise-induced ventricular arrhythmia (?CPVT)",
                             "BP response and LVOT gradient, HCM risk assessment",
                             "functional capacity before return to sport",
                             "symptoms on exertion; " + cond["gene"] + " variant carrier"]), "\n")
    n("Medication on day: ", ctx.ch(["nil", "nadolol 40 mg (taken 08:00)", "bisoprolol withheld 48 h", "flecainide 100 mg BD",
                                     "propranolol 40 mg TDS"]), "\n")
    n("Referring: ", C.drname(ctx, dr, "title_last"), "\n\n")
    n("Stage  Time   Speed  Grade  HR    BP       Comment\n")
    hr = ctx.r.randint(58, 90)
    sbp = ctx.r.randint(105, 135)
    stages = ctx.r.randint(3, 5)
    speeds = [(2.7, 10), (4.0, 12), (5.5, 14), (6.8, 16), (8.0, 18)]
    for s in range(stages):
        hr += ctx.r.randint(15, 30)
        sbp += ctx.r.randint(-5, 22)
        com = ctx.ch(["", "", "isolated VE", "VE couplet", "bigeminy", "breathless", "leg fatigue", "1 mm upsloping ST"])
        n(" %d     %d:00   %.1f    %d%%    %d   %d/%d   %s\n" % (s + 1, 3 * (s + 1), speeds[s][0], speeds[s][1], hr, sbp,
                                                              ctx.r.randint(60, 90), com))
    n("Peak: %d:%02d min, %.1f METs, HR %d bpm (%d%% APMHR), BP %d/%d mmHg. Stopped: %s.\n" % (
        3 * stages - 1, ctx.r.randint(0, 59), ctx.r.randint(50, 170) / 10.0, hr, round(100.0 * hr / (220 - pt.age)), sbp,
        ctx.r.randint(55, 90), ctx.ch(["fatigue", "target HR achieved", "breathlessness", "frequent ectopy", "leg pain"])))
    n("Recovery: QTc (Bazett) %d ms at 1 min, %d ms at 4 min; HR recovery %d bpm at 1 min.\n" % (
        ctx.r.randint(400, 520), ctx.r.randint(410, 530), ctx.r.randint(8, 40)))
    n("Blood pressure response: ", ctx.ch(["normal", "flat (rise <20 mmHg) - abnormal in HCM", "hypertensive",
                                           "appropriate"]), ".\n\n")
    concl = ["Good exercise capacity. No inducible ventricular arrhythmia.",
             "Non-diagnostic for ischaemia (submaximal). Ectopy suppressed at peak."]
    concl += {"LQTS": ["Paradoxical QTc prolongation in recovery - supports LQT1/LQT2 phenotype."],
              "CPVT": ["Bidirectional ventricular couplets at HR >120 bpm - consistent with CPVT."],
              "HCM": ["Abnormal (flat) BP response. No symptoms or arrhythmia."],
              "ARVC": ["Exercise-induced LBBB-morphology VEs - in keeping with ARVC phenotype."],
              "BrS": ["Augmentation of J-point elevation in V1-V2 in early recovery."]}.get(cond["key"], [])
    n("Conclusion: ", ctx.ch(concl), "\n")
    n("Supervised by: ", phys.fn(), ", Clinical Physiologist", ctx.ch(["", " / ", ""]))
    if n.parts[-1] == " / ":
        n(ctx.person("DOCTOR").fn(), " (student physiologist)")
    n("\nReported: ", C.drname(ctx, dr), "  ", ctx.date(ctx.shift(ref, 0, 7), "num"), "\n")
