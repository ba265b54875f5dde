"""Genres: chemistry and haematology panel report with reference ranges; point-of-care testing record."""
import phi
from base import Case, letterhead, patient_block, ordering, signature, footer, dates_block
from common import Doc, P, pick, chance, add_days, fdate

# (name US, name SI, unit US, lo, hi, unit SI, lo, hi, decimals US, decimals SI)
CHEM = [
    ("Sodium", "Sodium", "mEq/L", 135, 145, "mmol/L", 135, 145, 0, 0),
    ("Potassium", "Potassium", "mEq/L", 3.5, 5.1, "mmol/L", 3.5, 5.1, 1, 1),
    ("Chloride", "Chloride", "mEq/L", 98, 107, "mmol/L", 98, 107, 0, 0),
    ("CO2, total", "Bicarbonate", "mEq/L", 22, 29, "mmol/L", 22, 29, 0, 0),
    ("BUN", "Urea", "mg/dL", 7, 20, "mmol/L", 2.5, 7.8, 0, 1),
    ("Creatinine", "Creatinine", "mg/dL", 0.6, 1.2, "umol/L", 53, 106, 2, 0),
    ("Glucose, fasting", "Glucose (fasting)", "mg/dL", 70, 99, "mmol/L", 3.9, 5.5, 0, 1),
    ("Calcium", "Calcium (adjusted)", "mg/dL", 8.6, 10.3, "mmol/L", 2.15, 2.55, 1, 2),
    ("Magnesium", "Magnesium", "mg/dL", 1.7, 2.2, "mmol/L", 0.70, 1.00, 1, 2),
    ("Phosphorus", "Phosphate", "mg/dL", 2.5, 4.5, "mmol/L", 0.80, 1.50, 1, 2),
    ("Albumin", "Albumin", "g/dL", 3.5, 5.0, "g/L", 35, 50, 1, 0),
    ("Total protein", "Total protein", "g/dL", 6.0, 8.3, "g/L", 60, 83, 1, 0),
    ("Alk Phos", "ALP", "U/L", 44, 147, "U/L", 30, 130, 0, 0),
    ("ALT", "ALT", "U/L", 7, 56, "U/L", 0, 40, 0, 0),
    ("AST", "AST", "U/L", 10, 40, "U/L", 0, 40, 0, 0),
    ("GGT", "GGT", "U/L", 9, 48, "U/L", 0, 55, 0, 0),
    ("Bilirubin, total", "Bilirubin", "mg/dL", 0.1, 1.2, "umol/L", 3, 21, 1, 0),
    ("CK", "CK", "U/L", 30, 200, "U/L", 25, 200, 0, 0),
    ("LDH", "LDH", "U/L", 140, 280, "U/L", 120, 250, 0, 0),
    ("Uric acid", "Urate", "mg/dL", 3.5, 7.2, "umol/L", 200, 430, 1, 0),
    ("Cholesterol, total", "Cholesterol", "mg/dL", 100, 199, "mmol/L", 2.5, 5.2, 0, 1),
    ("HDL cholesterol", "HDL-C", "mg/dL", 40, 90, "mmol/L", 1.0, 2.3, 0, 2),
    ("LDL cholesterol (calc)", "LDL-C (Martin-Hopkins)", "mg/dL", 0, 99, "mmol/L", 0, 3.0, 0, 1),
    ("Triglycerides", "Triglycerides", "mg/dL", 0, 149, "mmol/L", 0, 1.7, 0, 1),
    ("TSH", "TSH", "mIU/L", 0.4, 4.5, "mIU/L", 0.27, 4.2, 2, 2),
    ("Free T4", "Free T4", "ng/dL", 0.8, 1.8, "pmol/L", 12, 22, 2, 1),
    ("Hemoglobin A1c", "HbA1c", "%", 4.0, 5.6, "mmol/mol", 20, 41, 1, 0),
    ("CRP", "CRP", "mg/L", 0, 10, "mg/L", 0, 5, 1, 0),
    ("Troponin I, hs", "hs-Troponin T", "ng/L", 0, 34, "ng/L", 0, 14, 0, 0),
    ("Ferritin", "Ferritin", "ng/mL", 24, 336, "ug/L", 15, 300, 0, 0),
    ("Vitamin B12", "Vitamin B12", "pg/mL", 232, 1245, "pmol/L", 145, 569, 0, 0),
    ("PSA, total", "PSA", "ng/mL", 0, 4.0, "ug/L", 0, 4.0, 2, 2),
    ("Lactate", "Lactate", "mmol/L", 0.5, 2.2, "mmol/L", 0.5, 2.2, 1, 1),
    ("NT-proBNP", "NT-proBNP", "pg/mL", 0, 125, "ng/L", 0, 400, 0, 0),
]
HAEM = [
    ("WBC", "WBC", "K/uL", 4.0, 11.0, "x10^9/L", 4.0, 11.0, 1, 1),
    ("RBC", "RBC", "M/uL", 4.2, 5.9, "x10^12/L", 4.2, 5.9, 2, 2),
    ("Hemoglobin", "Haemoglobin", "g/dL", 12.0, 17.5, "g/L", 120, 175, 1, 0),
    ("Hematocrit", "Haematocrit", "%", 36, 52, "L/L", 0.36, 0.52, 1, 2),
    ("MCV", "MCV", "fL", 80, 100, "fL", 80, 100, 0, 0),
    ("MCH", "MCH", "pg", 27, 33, "pg", 27, 33, 1, 1),
    ("MCHC", "MCHC", "g/dL", 32, 36, "g/L", 320, 360, 1, 0),
    ("RDW-CV", "RDW", "%", 11.5, 14.5, "%", 11.5, 14.5, 1, 1),
    ("Platelets", "Platelets", "K/uL", 150, 400, "x10^9/L", 150, 400, 0, 0),
    ("MPV", "MPV", "fL", 7.5, 11.5, "fL", 7.5, 11.5, 1, 1),
    ("Neutrophils, abs", "Neutrophils", "K/uL", 1.8, 7.7, "x10^9/L", 2.0, 7.5, 2, 1),
    ("Lymphocytes, abs", "Lymphocytes", "K/uL", 1.0, 4.8, "x10^9/L", 1.0, 4.0, 2, 1),
    ("Monocytes, abs", "Monocytes", "K/uL", 0.2, 0.95, "x10^9/L", 0.2, 1.0, 2, 1),
    ("Eosinophils, abs", "Eosinophils", "K/uL", 0.0, 0.5, "x10^9/L", 0.0, 0.5, 2, 2),
    ("PT", "PT", "sec", 11.0, 13.5, "s", 10.0, 13.0, 1, 1),
    ("INR", "INR", "", 0.9, 1.1, "", 0.8, 1.2, 1, 1),
    ("aPTT", "APTT", "sec", 25, 35, "s", 25, 36, 0, 0),
    ("Fibrinogen", "Fibrinogen (Clauss)", "mg/dL", 200, 400, "g/L", 1.5, 4.0, 0, 1),
    ("D-dimer", "D-dimer", "ug/mL FEU", 0, 0.5, "ng/mL FEU", 0, 500, 2, 0),
    ("ESR", "ESR", "mm/h", 0, 20, "mm/h", 0, 20, 0, 0),
]
ANALYSERS = ["Sysmex XN-1000", "Sysmex XN-3100", "Beckman DxH 900", "Abbott Alinity ci", "Roche cobas pro c 503",
             "Siemens Atellica CH", "Beckman AU5800", "Stago STA R Max", "Abbott Architect c16000", "Ortho Vitros 5600"]


def _val(rng, lo, hi, dec):
    span = (hi - lo) or max(hi, 1)
    r = rng.random()
    if r < 0.72:
        v = rng.uniform(lo, hi)
        flag = ""
    elif r < 0.88:
        v = hi + rng.uniform(0.02, 1.2) * span
        flag = "H"
    else:
        v = max(0.0, lo - rng.uniform(0.05, 0.6) * max(lo, span * 0.3))
        flag = "L" if lo > 0 else ""
    s = ("%." + str(dec) + "f") % v
    return s, flag


PANELS = [
    (["ELECTROLYTES/RENAL", "U&E", "BASIC METABOLIC PANEL", "Renal profile"], CHEM, [0, 1, 2, 3, 4, 5, 6]),
    (["COMPREHENSIVE METABOLIC PANEL", "BIOCHEMISTRY", "CHEMISTRY"], CHEM, [0, 1, 2, 3, 4, 5, 6, 7, 10, 11, 12, 13, 14, 16]),
    (["LIVER FUNCTION", "LFT", "Hepatic panel"], CHEM, [10, 11, 12, 13, 14, 15, 16]),
    (["BONE PROFILE", "Bone/Mineral"], CHEM, [7, 8, 9, 10, 12]),
    (["LIPID PANEL", "Lipid profile"], CHEM, [20, 21, 22, 23]),
    (["THYROID FUNCTION", "TFT"], CHEM, [24, 25]),
    (["CARDIAC MARKERS", "Cardiac"], CHEM, [17, 18, 28, 33]),
    (["MISCELLANEOUS", "OTHER CHEMISTRY", "Special chemistry"], CHEM, [19, 26, 27, 29, 30, 31, 32]),
    (["CBC WITH DIFFERENTIAL", "FULL BLOOD COUNT", "FBC", "COMPLETE BLOOD COUNT"], HAEM, list(range(0, 14))),
    (["COAGULATION", "COAG SCREEN", "Clotting"], HAEM, [14, 15, 16, 17, 18]),
    (["ESR"], HAEM, [19]),
]


def _panels(case):
    rng = case.rng
    n = rng.randint(1, 3)
    idx = sorted(rng.sample(range(len(PANELS)), n))
    out = []
    for i in idx:
        titles, table, rows = PANELS[i]
        if len(rows) > 6 and chance(rng, 0.3):
            rows = rows[:rng.randint(5, len(rows))]
        out.append((pick(rng, titles), _rows(case, [table[j] for j in rows])))
    return out


def _rows(case, table):
    rng = case.rng
    si = case.c != "US"
    out = []
    for row in table:
        name = row[1] if si else row[0]
        unit, lo, hi, dec = (row[5], row[6], row[7], row[9]) if si else (row[2], row[3], row[4], row[8])
        v, flag = _val(rng, lo, hi, dec)
        if name.startswith(("Haem", "Hem")) and case.uk and not si:
            name = "Haemoglobin"
        ref = ("<" + ("%g" % hi)) if lo == 0 else ("%g-%g" % (lo, hi))
        out.append((name, v, flag, unit, ref, lo, hi, dec))
    return out


def panel(rng, country):
    case = Case(rng, country, kids=0.05)
    doc = Doc()
    y = case.when.year
    acc = phi.accession(rng, pick(rng, ["CH", "C", "H", "L", "BS", ""]) or "", y) if chance(rng, 0.8) else phi.digits(rng, 10)
    haem = case.sp("Hematology", "Haematology")
    dept = pick(rng, ["Clinical Chemistry", "Blood Sciences", "Core Laboratory", "Chemistry & " + haem, haem])
    letterhead(doc, case, dept)
    doc.line(pick(rng, ["CUMULATIVE LABORATORY REPORT", "LABORATORY RESULTS", "Blood Sciences Report", "FINAL RESULTS",
                        "Chemistry/" + haem + " Panel"]))
    doc.line(pick(rng, ["Accession: ", "Lab No: ", "Order #: ", "Specimen ID: "]), P(acc, "IDNUM"))
    patient_block(doc, case)
    ordering(doc, case)
    recv = case.when
    dates_block(doc, case, case.when, recv, add_days(recv, rng.randint(0, 1)))
    if chance(rng, 0.3):
        doc.line("Fasting: ", pick(rng, ["Y", "N", "unknown"]), "   Sample: ", pick(rng, ["SST, EDTA, citrate", "Li-hep plasma", "serum + EDTA"]))
    doc.add("\n")
    layout = rng.randint(0, 2)
    groups = _panels(case)
    if layout == 2:
        prevs = sorted([add_days(case.when, -rng.randint(1, 400)) for _ in range(2)])
        for title, rows in groups:
            doc.line(title)
            hdr = ["Test".ljust(24), "Current".ljust(10)]
            doc.add(*hdr)
            for pd in prevs:
                ds = fdate(pd, case.hs)
                doc.add(P(ds, "DATE"), " " * max(1, 12 - len(ds)))
            doc.line("Units".ljust(11), "Ref")
            for name, v, flag, unit, ref, lo, hi, dec in rows:
                doc.add(name.ljust(24), (v + (" " + flag if flag else "")).ljust(10))
                for _ in prevs:
                    pv, _f = _val(rng, lo, hi, dec)
                    doc.add(pv.ljust(12))
                doc.line(unit.ljust(11), ref)
            doc.add("\n")
    else:
        for title, rows in groups:
            doc.line(title)
            if layout == 0:
                doc.line("Test".ljust(26), "Result".ljust(9), "Flag".ljust(5), "Units".ljust(11), "Reference")
                for name, v, flag, unit, ref, *_ in rows:
                    doc.line(name.ljust(26), v.ljust(9), (flag or "").ljust(5), unit.ljust(11), ref)
            else:
                for name, v, flag, unit, ref, *_ in rows:
                    doc.line(name, " " + "." * max(2, 24 - len(name)), " ", v, (" " + unit) if unit else "", (" *" + flag if flag else ""),
                             "   (", ref, ")")
            doc.add("\n")
    # comments
    cm = []
    if chance(rng, 0.3):
        cm.append(["Specimen ", pick(rng, ["haemolysed" if case.uk else "hemolyzed", "lipaemic" if case.uk else "lipemic", "icteric"]),
                   " (index ", str(rng.randint(60, 400)), "); potassium and LDH may be falsely elevated."])
    if chance(rng, 0.3):
        cm.append(["eGFR (CKD-EPI 2021): ", str(rng.randint(8, 110)), " mL/min/1.73m2. Not valid in AKI."])
    if chance(rng, 0.25):
        cm.append(["Blood film reviewed by ", case.st("film", "tech", pick(rng, ["full_cred", "init_cred"])), ": ",
                   pick(rng, ["rouleaux present", "red cell fragments 1-2%", "Howell-Jolly bodies; post-splenectomy picture",
                              "left shift with toxic granulation", "Auer rods not seen; blasts 4%", "target cells, pencil cells"]), "."])
    if chance(rng, 0.2):
        cm.append(["Analyser: ", pick(rng, ANALYSERS), " (SN ", P(phi.device_sn(rng), "DEVICE"), ")"])
    if chance(rng, 0.2):
        cm.append(["Result delta-checked against ", case.d(add_days(case.when, -rng.randint(1, 90))), "; confirmed on rerun."])
    if chance(rng, 0.15):
        cm.append(["Critical result phoned to ", case.st("callee", "nurse", "full_cred"), " at ", case.t(), " by ",
                   case.un("tech"), "; read back."])
    if chance(rng, 0.12):
        cm.append(["Add-on ", pick(rng, ["magnesium", "lipase", "ammonia rejected (not on ice)", "HbA1c"]), " requested by ",
                   case.st("addon", "phys", "dr_last"), " by phone ", P(phi.phone(rng, country), "PHONE"), "."])
    if cm:
        doc.line(pick(rng, ["Comments:", "LAB COMMENTS", "Notes:"]))
        for c in cm:
            doc.line("- ", c)
        doc.add("\n")
    doc.line("Legend: H = high, L = low, * = abnormal. Reference intervals: adult", pick(rng, [".", ", method-specific."]))
    if chance(rng, 0.55):
        doc.line("Verified by: ", case.un("tech"), " ", case.dt(case.when))
    else:
        signature(doc, case, "tech", "tech", verb=pick(rng, ["Released by", "Validated by", "Verified by"]))
    footer(doc, case, acc)
    return doc


# ---------------------------------------------------------------------------- POCT
DEVICES = [("Accu-Chek Inform II", "Glucose", "mmol/L", "mg/dL"), ("Nova StatStrip", "Glucose", "mmol/L", "mg/dL"),
           ("i-STAT 1", "CHEM8+", "", ""), ("CoaguChek XS Pro", "INR", "", ""), ("ABL90 FLEX", "Blood gas", "", ""),
           ("Hemocue Hb 301", "Hemoglobin", "g/L", "g/dL"), ("Afinion 2", "HbA1c", "mmol/mol", "%"),
           ("Alere Triage", "BNP", "pg/mL", "pg/mL"), ("Clinitek Status+", "Urine hCG", "", "")]


def _poct_result(case, dev):
    rng = case.rng
    name = dev[1]
    si = case.c != "US"
    if name == "Glucose":
        v = rng.uniform(1.8, 27)
        return ["Glucose ", ("%.1f mmol/L" % v) if si else ("%d mg/dL" % int(v * 18)), pick(rng, ["", " (L) - hypo protocol started", " (H)", ""]),
                pick(rng, ["; repeat after 15 g oral glucose: %.1f" % rng.uniform(3.5, 7) if si else "; repeat 15 min: %d mg/dL" % rng.randint(70, 130), ""])]
    if name == "CHEM8+":
        return ["Na %d, K %.1f, Cl %d, iCa %.2f, TCO2 %d, Glu %.1f, BUN/Urea %d, Crea %.1f, Hct %d%%" % (
            rng.randint(122, 150), rng.uniform(2.8, 6.9), rng.randint(90, 112), rng.uniform(0.9, 1.4), rng.randint(14, 32),
            rng.uniform(3, 20), rng.randint(3, 40), rng.uniform(0.5, 6), rng.randint(20, 50))]
    if name == "INR":
        return ["INR %.1f (target 2.0-3.0); warfarin %s mg daily, next test %d days" % (rng.uniform(1.1, 6.5), pick(rng, ["3", "5", "2.5", "7.5"]), rng.randint(3, 28))]
    if name == "Blood gas":
        return ["pH %.2f  pCO2 %.1f kPa  pO2 %.1f kPa  HCO3 %d  BE %+.1f  Lac %.1f  FiO2 %d%%" % (
            rng.uniform(7.05, 7.55), rng.uniform(3, 11), rng.uniform(5, 25), rng.randint(12, 34), rng.uniform(-14, 6), rng.uniform(0.5, 9), rng.choice([21, 28, 35, 40, 60]))]
    if name == "Hemoglobin":
        return ["Hb ", ("%d g/L" % rng.randint(62, 165)) if si else ("%.1f g/dL" % rng.uniform(6.2, 16.5))]
    if name == "HbA1c":
        return ["HbA1c ", ("%d mmol/mol" % rng.randint(32, 110)) if si else ("%.1f %%" % rng.uniform(5.1, 12.2))]
    if name == "BNP":
        return ["BNP %d pg/mL" % rng.randint(20, 3200)]
    return ["Urine hCG: ", pick(rng, ["NEGATIVE", "POSITIVE", "invalid - control line absent, repeated: NEGATIVE"])]


def poct(rng, country):
    case = Case(rng, country, kids=0.05)
    case.lab = phi.institution(rng, country, "hospital")
    doc = Doc()
    dev = pick(rng, DEVICES)
    kind = rng.randint(0, 2)
    ward = phi.ward(rng)
    if kind < 2:
        doc.line(pick(rng, ["POINT-OF-CARE TEST RECORD", "POCT Result - Data Manager Export", "Bedside Testing Record",
                            "POC " + dev[1].upper() + " RESULT"]))
        doc.line(P(case.lab["name"], "HOSPITAL"), " - ", pick(rng, ["POCT Service", "Point of Care Testing", "Laboratory POCT Program"]))
        doc.add("\n")
        doc.line("Device: ", dev[0], "   S/N: ", P(phi.device_sn(rng), "DEVICE"))
        doc.line("Location: ", ward, pick(rng, [[""], ["  ", phi.room_bed(rng)]]), "   Dock/IP: ", P(phi.ipaddr(rng), "IPADDR"))
        op = case.who("op")
        doc.line("Operator ID: ", P(phi.username(rng, op), "USERNAME"), " (", phi.staff(rng, op, country, "nurse", pick(rng, ["full_cred", "init_cred", "full"])), ")",
                 pick(rng, [[""], ["  cert. valid"], ["  competency due ", P(fdate(add_days(case.when, rng.randint(5, 300)), "mon_year"), "DATE")]]))
        doc.line("Patient ID (scanned): ", P(case.mrn, "MRN"), pick(rng, ["", "  [wristband]", "  (manual entry)"]))
        doc.line("Patient: ", case.pn(), "  DOB ", case.dob_p(), "  ", case.age_p())
        h = rng.randint(0, 23)
        doc.line("Test time: ", case.dt(case.when, h), "   Uploaded: ", case.t(h, rng.randint(0, 59)))
        doc.add("\n")
        doc.line("RESULT: ", _poct_result(case, dev))
        if chance(rng, 0.6):
            doc.line("QC: L1 lot ", phi.digits(rng, 7), " ", pick(rng, ["PASS", "pass"]), "; L2 lot ", phi.digits(rng, 7), " PASS (",
                     pick(rng, ["within 2SD", "Westgard 1-2s ok", "in range"]), ")")
        if chance(rng, 0.45):
            doc.line("Comment: ", pick(rng, [["Result outside reportable range - venous sample sent to lab, acc ", P(phi.accession(rng, "CH", case.when.year), "IDNUM")],
                                              ["Notified ", case.st("doc", "phys", "dr_last"), " at ", case.t()],
                                              ["Capillary sample, finger ", pick(rng, ["L3", "R4", "R2"]), "; hands washed."],
                                              ["Pt ", case.pn("initials"), " on insulin infusion per protocol; rate adjusted."],
                                              ["Lab confirmation: ", P(phi.accession(rng, "C", case.when.year), "IDNUM"), " ", pick(rng, ["pending", "concordant", "differed by 12%"])]]))
        if kind == 1 and chance(rng, 0.7):
            doc.line("Verified in EHR by ", case.un("ver"), " from workstation ", P(phi.ipaddr(rng), "IPADDR"))
    else:
        doc.line(pick(rng, ["POCT EXCEPTION REPORT", "POCT Coordinator - Weekly Exception Log", "Point-of-Care Non-conformance Summary"]))
        doc.line(P(case.lab["name"], "HOSPITAL"), "   Week ending ", case.d(case.when), "   Prepared by ",
                 case.st("coord", "tech", pick(rng, ["full_cred", "init_cred"])), pick(rng, [[""], [", ", P(phi.email(rng, case.who("coord")), "EMAIL")]]))
        doc.add("\n")
        n = rng.randint(3, 6)
        doc.line("#  Date        Device / SN                Location      Issue")
        offs = sorted((rng.randint(0, 6) for _ in range(n)), reverse=True)
        for i in range(n):
            dd = add_days(case.when, -offs[i])
            d2 = pick(rng, DEVICES)
            doc.add(str(i + 1), "  ", case.d(dd), " ", case.t(), "  ", d2[0], " ", P(phi.device_sn(rng), "DEVICE"), "  ", phi.ward(rng), "  ")
            r = rng.random()
            if r < 0.3:
                pp = phi.person(rng, country)
                doc.add("Patient ID not found (", P(phi.mrn(rng, case.lab["mrn_fmt"]), "MRN"), ") - matched to ",
                        P(phi.pname(pp, pick(rng, ["LAST_FIRST", "full"])), "PATIENT"), " after review")
            elif r < 0.55:
                o = phi.person(rng, country)
                doc.add("Operator ", P(phi.username(rng, o), "USERNAME"), " (", P(phi.pname(o, pick(rng, ["full", "initial_last"])), "DOCTOR"),
                        ") certification expired - locked out")
            elif r < 0.75:
                doc.add("QC lockout: L2 QC fail (", pick(rng, ["1-3s", "2-2s", "R-4s"]), "), new strips lot ", phi.digits(rng, 6))
            elif r < 0.9:
                doc.add("Device offline > 72 h; last dock ", P(phi.ipaddr(rng), "IPADDR"))
            else:
                pp = phi.person(rng, country)
                doc.add("Critical glucose ", pick(rng, ["1.6 mmol/L", "32 mg/dL", "29.4 mmol/L", ">600 mg/dL"]), " on ",
                        P(phi.pname(pp, pick(rng, ["LAST_FIRST", "initials"])), "PATIENT"), " - no lab confirmation sent")
            doc.add("\n")
        doc.add("\n")
        doc.line("Actions: ", pick(rng, ["Unit managers emailed; re-certification via ", "Operators directed to e-learning at ", "See training page "]),
                 P(phi.url(rng), "URL"))
        if chance(rng, 0.5):
            doc.line("Contact POCT office ", P(phi.phone(rng, country), "PHONE"), " / ", P(phi.email(rng, dept="poct"), "EMAIL"))
    footer(doc, case, result=kind < 2)
    return doc
