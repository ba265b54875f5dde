"""Genres: critical value call log; specimen rejection notice."""
import phi
import pools
from base import Case, letterhead, patient_block, footer
from common import Doc, P, pick, chance, add_days, fdate, ftime

# (test, US value text, SI value text, limit text)
CRITS = [
    ("Potassium", "6.9 mEq/L", "6.9 mmol/L", ">6.2"), ("Potassium", "2.4 mEq/L", "2.4 mmol/L", "<2.8"),
    ("Sodium", "118 mEq/L", "118 mmol/L", "<120"), ("Sodium", "163 mEq/L", "163 mmol/L", ">160"),
    ("Glucose", "38 mg/dL", "2.1 mmol/L", "<2.5 mmol/L / <45 mg/dL"), ("Glucose", "612 mg/dL", "34.0 mmol/L", ">25 mmol/L"),
    ("Calcium", "6.1 mg/dL", "1.52 mmol/L", "<1.65 mmol/L"), ("Hemoglobin", "5.4 g/dL", "54 g/L", "<60 g/L"),
    ("Platelets", "12 K/uL", "12 x10^9/L", "<20"), ("WBC", "0.4 K/uL", "0.4 x10^9/L", "<1.0"),
    ("Neutrophils", "0.2 K/uL", "0.2 x10^9/L", "<0.5"), ("INR", "6.8", "6.8", ">5.0"), ("aPTT", ">150 s", ">150 s", ">100 s"),
    ("Fibrinogen", "70 mg/dL", "0.7 g/L", "<1.0 g/L"), ("Lactate", "5.9 mmol/L", "5.9 mmol/L", ">4.0"),
    ("pH (arterial)", "7.08", "7.08", "<7.20"), ("Troponin I hs", "1845 ng/L", "1845 ng/L", ">1000"),
    ("Lithium", "2.3 mmol/L", "2.3 mmol/L", ">1.5"), ("Digoxin", "3.1 ng/mL", "3.9 nmol/L", ">2.5 nmol/L"),
    ("Acetaminophen", "212 ug/mL", "1400 umol/L", "above treatment line"), ("Bilirubin (neonatal)", "21.4 mg/dL", "366 umol/L", ">340 umol/L"),
    ("Blood culture", "GNR in 1/2 sets", "Gram-negative bacilli 1/2 sets", "any positive"),
    ("CSF Gram stain", "Gram-positive diplococci", "Gram-positive diplococci", "any organism"),
    ("Ammonia", "182 umol/L", "182 umol/L", ">100"), ("Magnesium", "0.9 mg/dL", "0.35 mmol/L", "<0.4 mmol/L"),
    ("Phosphate", "0.9 mg/dL", "0.28 mmol/L", "<0.3 mmol/L"), ("Malaria film", "P. falciparum 4%", "P. falciparum 4%", "any positive"),
]


def _crit(case):
    t, us, si, lim = pick(case.rng, CRITS)
    return t, (us if case.c == "US" else si), lim


def critical_log(rng, country):
    case = Case(rng, country)
    doc = Doc()
    style = rng.randint(0, 2)
    if style == 0:
        doc.line(P(case.lab["name"], "HOSPITAL"), " - ", pick(rng, ["Core Laboratory", "Blood Sciences", "Clinical Laboratory"]))
        doc.line(pick(rng, ["CRITICAL VALUE NOTIFICATION LOG", "Critical Result Call Log", "CRITICAL / ALERT RESULT TELEPHONE LOG"]))
        shift, s0, s1 = pick(rng, [("Days 0700-1500", 7, 15), ("Evenings 1500-2300", 15, 23), ("Nights 2300-0700", 23, 31)])
        doc.line("Date: ", case.d(case.when), "    Shift: ", shift, "    Bench: ", pick(rng, ["Core Lab", "All benches", "Chem/" + case.sp("Heme", "Haem")]))
        doc.line("Target: notify responsible clinician within ", pick(rng, ["30", "15", "60"]), " min; read-back mandatory (",
                 pick(rng, ["NPSG.02.03.01", "ISO 15189 cl. 7.4.1", "lab policy QP-POST-007"]), ")")
        doc.add("\n")
        doc.line("Time  | Patient                 | MRN        | Loc       | Test / Result                  | Called to                | RB | By       | Min")
        mins = sorted(rng.randint(s0 * 60, s1 * 60 - 1) for _ in range(rng.randint(3, 7)))
        for mm in mins:
            p = phi.person(rng, country)
            t, v, lim = _crit(case)
            doc.add(ftime((mm // 60) % 24, mm % 60, "mil"), "  | ")
            nm = phi.pname(p, pick(rng, ["LAST_FIRST", "LASTFIRST", "last_first", "LAST_FIRST_MI"]))
            doc.add(P(nm, "PATIENT"), " " * max(1, 24 - len(nm)), "| ")
            m = phi.mrn(rng, case.lab["mrn_fmt"])
            doc.add(P(m, "MRN"), " " * max(1, 11 - len(m)), "| ")
            r = rng.random()
            if r < 0.55:
                doc.add(phi.ward(rng))
            elif r < 0.75:
                doc.add(pick(rng, ["ED", "ICU", "OPD", "Dialysis", "NICU", "Onc clinic"]))
            else:
                doc.add(P(phi.clinic_name(rng, case.lab["addr"]["city"], country, care=True), "HOSPITAL"))
            tv = "%s %s" % (t, v)
            doc.add(" | ", tv, " " * max(1, 31 - len(tv)), "| ")
            callee = phi.person(rng, country)
            role = pick(rng, ["RN", "MD", "Dr", "NP", "charge RN", "resident", "RGN" if country == "IE" else "RN"])
            if role == "Dr":
                doc.add("Dr ", P(callee["surname"], "DOCTOR"))
            else:
                doc.add(P(phi.pname(callee, pick(rng, ["full", "initial_last", "given_initial"])), "DOCTOR"), " ", role)
            doc.add(" | ", pick(rng, ["Y", "Y", "Y", "N*"]), "  | ", case.un(pick(rng, ["t1", "t2"])),
                    " | ", str(rng.randint(2, 55)), "\n")
        doc.add("\n")
        doc.line("* N = read-back not obtained; escalated per policy. Unable-to-reach events: ",
                 str(rng.randint(0, 3)), ".")
        if chance(rng, 0.5):
            doc.line("Escalation: ", case.st("sup", "tech", pick(rng, ["full_cred", "init_cred"])), " (shift supervisor) paged ",
                     P(phi.phone(rng, country), "PHONE"), " re delayed callback.")
        doc.line("Reviewed: ", case.st("sup2", "tech", pick(rng, ["full_cred", "initials"])), " ", case.d(add_days(case.when, rng.randint(0, 3))))
    elif style == 1:
        t, v, lim = _crit(case)
        doc.line(pick(rng, ["CRITICAL RESULT NOTIFICATION RECORD", "Critical Value Communication Form", "ALERT RESULT - PHONE NOTIFICATION"]))
        letterhead(doc, case, pick(rng, ["Clinical Laboratory", "Blood Sciences", "Laboratory Medicine"]), director=False)
        patient_block(doc, case)
        acc = phi.accession(rng, pick(rng, ["CH", "H", "C", "M"]), case.when.year)
        doc.line("Accession: ", P(acc, "IDNUM"), "   Collected ", case.dt(case.when))
        doc.add("\n")
        doc.line("Result: ", t, " ", v, "  (critical limit ", lim, ")")
        if chance(rng, 0.6):
            doc.line("Previous: ", pick(rng, ["3.1", "normal", "8.9", "none on file", "4.4"]), " on ", case.d(add_days(case.when, -rng.randint(1, 120))))
        doc.line("Verified: repeat on same sample ", pick(rng, ["concordant", "within 5%", "confirmed; no haemolysis" if case.uk else "confirmed; no hemolysis", "diluted x2 and rerun"]), ".")
        doc.add("\n")
        doc.line("Call attempts:")
        h = rng.randint(0, 21)
        m = rng.randint(0, 30)
        n = rng.randint(1, 3)
        for i in range(n):
            mm = m + i * rng.randint(3, 9)
            doc.add(" ", str(i + 1), ") ", case.t(h, mm % 60), " ")
            if i < n - 1:
                doc.add(pick(rng, [["called ", phi.ward(rng), " on ", P(phi.phone(rng, country), "PHONE"), " - no answer"],
                                   ["paged ", case.st("res%d" % i, "phys", "dr_last"), " at ", P(phi.phone(rng, country), "PHONE"), " - no callback"],
                                   ["called ordering office ", P(phi.clinic_name(rng, case.lab["addr"]["city"], country), "HOSPITAL"), " - closed"]]))
            else:
                doc.add("spoke to ", pick(rng, [case.st("rx", "nurse", pick(rng, ["full_cred", "init_cred"])), case.st("rx", "phys", pick(rng, ["dr_last", "dr_full"]))]),
                        pick(rng, [" on ", " via ", " at "]), P(phi.phone(rng, country), "PHONE"), "; result read back and confirmed")
            doc.add("\n")
        doc.line("Time to notification: ", str(rng.randint(4, 58)), " min  |  Caller: ", case.un("tech"),
                 " (", case.st("tech", "tech", pick(rng, ["full_cred", "init_cred"])), ")")
        if chance(rng, 0.3):
            doc.line("Note: patient's daughter ", P(phi.pname(phi.person(rng, country, "F"), pick(rng, ["full", "given"])), "FAMILY"),
                     " answered ward phone; no result disclosed. ", pick(rng, ["Redirected to charge nurse.", "Nurse came to phone."]))
    else:
        doc.line("# LIS audit extract - CRITICAL CALL EVENTS - ", P(case.lab["name"], "HOSPITAL"))
        doc.line("# host ", P(phi.ipaddr(rng), "IPADDR"), "  exported by ", case.un("exp"), "  ", case.d(add_days(case.when, 1), "iso"))
        nrows = rng.randint(4, 8)
        times = sorted("%02d:%02d:%02d" % (rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59)) for _ in range(nrows))
        for tm in times:
            p = phi.person(rng, country)
            t, v, lim = _crit(case)
            acc = phi.accession(rng, pick(rng, ["CH", "H", "C"]), case.when.year, 6)
            doc.add(case.d(case.when, "iso"), " ", tm,
                    " CALLRES acc=", P(acc, "IDNUM"), " pid=", P(phi.mrn(rng, case.lab["mrn_fmt"]), "MRN"),
                    ' pt="', P(phi.pname(p, "LAST_caret" if chance(rng, 0.3) else "LAST_FIRST"), "PATIENT"), '"',
                    ' test="', t, '" val="', v, '" to="')
            callee = phi.person(rng, country)
            doc.add(P(phi.pname(callee, pick(rng, ["initial_last", "full", "LAST_FIRST"])), "DOCTOR"), " ", pick(rng, ["RN", "MD", "NP"]),
                    '" loc=')
            if chance(rng, 0.6):
                doc.add(P(pick(rng, pools.WARD_CODES).replace(" ", ""), "HOSPITAL"))
            else:
                doc.add(pick(rng, ["ED", "ICU", "CCU", "L&D", "OR"]))
            doc.add(" rb=", pick(rng, ["Y", "Y", "N"]), " user=", case.un(pick(rng, ["u1", "u2", "u3"])),
                    " ws=", P(phi.ipaddr(rng), "IPADDR"), "\n")
        doc.line("# ", str(nrows), " rows; 0 errors")
    footer(doc, case, result=False)
    return doc


# ---------------------------------------------------------------------------- rejection
REASONS = [
    ("Haemolysed sample (H-index {n})", "Hemolyzed sample (H-index {n})", ["1 x gold SST", "1 x green Li-hep"], ["U&E, LFT", "BMP, Mg", "K+, LDH"]),
    ("Clotted EDTA sample - FBC cannot be performed", "Clotted EDTA sample - CBC cannot be performed", ["1 x lavender EDTA"], ["FBC", "CBC w/ diff"]),
    ("Insufficient volume (QNS)", "Quantity not sufficient (QNS)", ["1 x gold SST (0.4 mL)", "paediatric EDTA microtainer"], ["TSH, FT4, B12, folate", "Lipids, HbA1c"]),
    ("Unlabelled specimen", "Unlabeled specimen", ["1 x lavender EDTA", "urine container", "1 x gold SST"], ["FBC", "Urine C&S", "CMP"]),
    ("Citrate tube under-filled (<90% fill line)", "Light blue top under-filled (<90% fill)", ["1 x light blue citrate"], ["PT/INR, APTT", "D-dimer", "Fibrinogen"]),
    ("Sample > 6 h old on receipt; potassium and glucose unreliable", "Specimen > 6 h old; K and glucose unreliable", ["1 x gold SST"], ["U&E, glucose", "BMP"]),
    ("Leaking container - biohazard", "Leaking container - biohazard", ["urine container", "sputum pot"], ["Urine C&S", "Sputum culture"]),
    ("Ammonia sample not received on ice / > 30 min", "Ammonia not on ice / > 30 min", ["1 x lavender EDTA (ammonia)"], ["Ammonia"]),
    ("Wrong tube type (SST sent for FBC)", "Wrong tube type (SST received for CBC)", ["1 x gold SST"], ["FBC", "CBC"]),
    ("24 h urine collection not acidified", "24 h urine not acidified", ["24 h urine container (2.1 L)"], ["Urine calcium/oxalate", "Urine catecholamines"]),
    ("Transfusion sample handwritten details incomplete (zero-tolerance policy)", "Blood bank sample missing phlebotomist signature",
     ["1 x pink EDTA 6 mL (BB)"], ["Group & Screen", "Crossmatch 2 units"]),
    ("Blood culture bottle overfilled (>12 mL)", "Blood culture bottle overfilled (>10 mL)", ["blood culture set"], ["Blood culture"]),
]


def rejection(rng, country):
    case = Case(rng, country, kids=0.05)
    doc = Doc()
    y = case.when.year
    letterhead(doc, case, pick(rng, ["Specimen Reception", "Laboratory Medicine", "Central Specimen Processing", "Pre-analytical Services"]), director=False)
    doc.line(pick(rng, ["SPECIMEN REJECTION NOTICE", "Notice of Rejected Specimen", "SAMPLE REJECTION / RECOLLECTION REQUEST",
                        "Non-conforming Specimen Report"]))
    ref = pick(rng, ["NCR", "REJ", "QI", "SR"]) + "-" + str(y) + "-" + phi.digits(rng, 4)
    hc = rng.randint(5, 16)
    doc.line("Reference: ", P(ref, "IDNUM"), "    Issued: ", case.dt(add_days(case.when, 1)) if chance(rng, 0.4) else case.dt(case.when, hc + rng.randint(1, 6)))
    to = rng.random()
    if to < 0.5:
        doc.line("To: ", phi.ward(rng), " / ", case.st("orderer", "phys", pick(rng, ["dr_last", "dr_full", "full_cred"])))
    else:
        doc.line("To: ", case.st("orderer", "phys", pick(rng, ["dr_full", "full_cred"])), ", ",
                 P(phi.clinic_name(rng, case.lab["addr"]["city"], country, care=True), "HOSPITAL"), "  Fax ", P(phi.phone(rng, country, ext=False), "FAX"))
    doc.add("\n")
    r0 = rng.randint(0, len(REASONS) - 1)
    reason = REASONS[r0]
    mismatch = chance(rng, 0.3)
    doc.line("Patient (request form): ", case.pn(pick(rng, ["LAST_FIRST", "full", "LAST_FIRST_MI"])), "  DOB ", case.dob_p(),
             "  ", pick(rng, ["MRN", "Hosp No", "ID"]), " ", P(case.mrn, "MRN"))
    acc = phi.accession(rng, pick(rng, ["", "R", "L", "CH"]) or "L", y)
    doc.line("Accession: ", P(acc, "IDNUM"), "   Collected: ", case.dt(case.when, hc), pick(rng, [[""], ["  by ", case.st("phleb", "tech", pick(rng, ["initials", "full"]))]]))
    doc.line("Specimen(s): ", pick(rng, reason[2]), "   Tests: ", pick(rng, reason[3]))
    doc.add("\n")
    doc.line(pick(rng, ["Reason for rejection:", "REASON:", "Non-conformance:"]))
    if mismatch:
        other = pick(rng, ["dob", "name", "other"])
        if other == "dob":
            wrong = add_days(case.dob, pick(rng, [1, -1, 30, 365, -31]))
            doc.line("- Identification mismatch: tube labelled ", case.pn(pick(rng, ["UPPER", "LAST_FIRST"])), ", DOB ", case.d(wrong),
                     "; request form DOB ", case.dob_p(), ".")
        elif other == "name":
            p2 = dict(case.pat)
            p2["given"] = p2["given"][:-1] if len(p2["given"]) > 4 else p2["given"] + "e"
            doc.line('- Name discrepancy: tube reads "', P(phi.pname(p2, "LAST_FIRST"), "PATIENT"), '" vs form "', case.pn("LAST_FIRST"), '".')
        else:
            p3 = phi.person(rng, country)
            doc.line("- Tube bears addressograph label of a different patient (", P(phi.pname(p3, pick(rng, ["LAST_FIRST", "full"])), "PATIENT"), ", ",
                     P(phi.mrn(rng, case.lab["mrn_fmt"]), "MRN"), "). Wrong-blood-in-tube risk; incident logged.")
    else:
        rs = reason[0 if case.uk else 1].format(n=rng.randint(150, 900))
        doc.line("- ", rs, ".")
        if chance(rng, 0.25):
            doc.line("- Also: ", pick(rng, ["request form unsigned", "no collection time recorded", "specimen received without request form",
                                            "transported in pneumatic tube (not permitted)"]), ".")
    doc.add("\n")
    doc.line(pick(rng, ["Action required:", "ACTION:", "Please:"]), " ", pick(rng, ["Recollect and resend with a new request.", "Please recollect; original sample discarded after 7 days.",
                                                                                   "Repeat sample required - results NOT reported.", "Recollect from a free-flowing venepuncture; avoid pneumatic tube for this test."]))
    h = rng.randint(0, 22)
    doc.line("Notified: ", pick(rng, [case.st("rn", "nurse", pick(rng, ["full_cred", "init_cred", "full"])), case.st("orderer", "phys", "dr_last")]),
             " by phone ", pick(rng, [[P(phi.phone(rng, country), "PHONE")], ["(ward)"]]), " at ", case.t(h), " on ", case.d(add_days(case.when, rng.randint(0, 1))))
    if chance(rng, 0.3):
        doc.line("Patient contacted for recollection at ", P(phi.phone(rng, country), "PHONE"), pick(rng, [[""], [" (spoke with husband ", P(phi.person(rng, country, "M")["given"], "FAMILY"), ")"],
                                                                                                       [" (left message with mother ", P(phi.pname(phi.person(rng, country, "F"), "full"), "FAMILY"), ")"]]))
    if chance(rng, 0.1):
        doc.line("Note: collected on ", P(pick(rng, {"US": ["Christmas Eve", "Thanksgiving", "Memorial Day"], "CA": ["Boxing Day", "Canada Day", "Christmas Eve"],
                                                   "IE": ["St. Stephen's Day", "Christmas Eve", "Easter Monday"]}[country]), "DATE"),
                 "; reduced courier service, sample held at ", pick(rng, ["room temperature", "4 C"]), " overnight.")
    if chance(rng, 0.3):
        doc.line("Courier run: ", P(phi.courier_name(rng), "ORGANIZATION"), " route ", str(rng.randint(1, 40)), "; transport temp log ",
                 pick(rng, ["18-24 C", "2-8 C", "ambient"]), ".")
    doc.line("Rejected by: ", pick(rng, [case.st("clerk", "tech", pick(rng, ["full_cred", "init_cred", "full"])),
                                         [case.un("clerk")]]),
             "   Policy: ", pick(rng, ["LP-PRE-014 v6", "SOP-SR-022 rev C", "QP-ACC-003", "BSH 2017 sample acceptance"]))
    if chance(rng, 0.25):
        doc.line("Questions: ", P(phi.email(rng, dept=pick(rng, ["specimen.reception", "lab.quality", "central.processing"])), "EMAIL"))
    footer(doc, case, acc, result=False)
    return doc
