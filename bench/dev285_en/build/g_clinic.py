"""Genre: oxygen assessment clinic notes with blood gases."""
import phi
import clinical as CL
import common as CM
from case import name, doc_ref
from nb import Note, P

GENRE = "assessment_clinic"

ANALYSERS = ["ABL90 FLEX", "ABL800", "GEM Premier 5000", "RAPIDPoint 500e", "i-STAT CG8+", "cobas b 221"]


def _titration(rng, units, hyper):
    rows = [("Room air (rest)", CL.abg_set(rng, units, None, hyper))]
    for fl in rng.choice([[1, 2], [2], [1, 2, 3], [2, 3], [0.5, 1]]):
        rows.append(("%s L/min NC %d min" % (("%g" % fl), rng.choice([20, 30])), CL.abg_set(rng, units, fl, hyper)))
    return rows


def structured(rng, cs, n):
    units = CL.kpa_units(cs.c, rng)
    hyper = rng.random() < 0.35
    d_short, d_long, icd = CL.dx(rng)
    n.ln(P(cs.hosp, "HOSPITAL"))
    n.ln(rng.choice(["Home Oxygen Assessment Service", "Oxygen Assessment Clinic", "HOSAR - Home Oxygen Service Assessment & Review",
                     "Respiratory Physiology - LTOT assessment", "Pulmonary Function Lab / Home O2 qualification"]))
    n.ln("Clinic date: ", cs.d(rng, style=rng.choice(["wk", "wklong", "num", "long"])), "   Clinic: ",
         rng.choice(["LTOT initial", "LTOT review", "AOT assessment", "Post-discharge O2 review (8/52)"]))
    n.ln("-" * rng.choice([40, 52, 60]))
    n.w(CM.pt_header(rng, cs))
    n.ln("")
    n.ln("Referred by: ", doc_ref(rng, rng.choice([cs.gp, cs.cons])), " (", rng.choice(["GP", "resp consultant", "discharge team", "heart failure service"]),
         ") - ", rng.choice(["SpO2 ", "sats "]), str(rng.randint(84, 90)), "% on air at ", rng.choice(["annual review", "surgery", "discharge", "pulmonary rehab"]))
    n.ln("Diagnosis: ", d_long, " [", icd, "]   ", CL.spiro(rng))
    n.ln("Exacerbations last 12/12: ", str(rng.randint(0, 6)), "; admissions: ", str(rng.randint(0, 3)),
         rng.choice(["", "", " (rescue pack x2)", " - all community managed"]))
    if rng.random() < 0.6:
        n.ln("Last admission ", cs.d(rng, offset=-rng.randint(20, 200), style=rng.choice(["short", "num", "my"])), " to ",
             P(cs.ward, "HOSPITAL"), ", ", P(cs.hosp2, "HOSPITAL"), " - ", rng.choice(["NIV x 3 days", "IV abx, discharged on O2", "type 2 RF, pH 7.28"]))
    n.ln("PMH: ", "; ".join(CL.comorb(rng)))
    n.ln("Meds: ", "; ".join(CL.meds(rng)))
    n.ln("Smoking: ", CM.smoking(rng, cs))
    n.ln("Social: ", CM.social(rng, cs))
    n.ln("Function: ", CL.scores(rng, rng.randint(2, 3)))
    n.ln("")
    n.ln("Obs at rest on air: SpO2 ", str(rng.randint(83, 90)), "%  HR ", str(rng.randint(70, 112)), "  RR ", str(rng.randint(16, 28)),
         "  BP ", "%d/%d" % (rng.randint(105, 160), rng.randint(55, 95)), "  Hb ", str(rng.randint(118, 185)), " g/L")
    n.ln("O/E: ", CL.exam(rng))
    n.ln("")
    n.ln(rng.choice(["ARTERIAL BLOOD GASES", "Blood gases", "ABG / CBG results"]), "  - ",
         rng.choice(["radial, L wrist, Allen's test normal", "earlobe CBG (Finalgon)", "radial R, 23G", "arterialised earlobe"]),
         "  analyser ", rng.choice(ANALYSERS))
    rows = _titration(rng, units, hyper)
    n.ln(CL.gas_table(rng, rows, units))
    if rng.random() < 0.5:
        n.ln("Sample IDs: ", P(phi.accession(rng), "IDNUM"), ", ", P(phi.accession(rng), "IDNUM"))
    n.ln("")
    fl = rows[-1][0].split(" ")[0]
    n.ln("Assessment:")
    kpa = units == "kPa"
    if rows[0][1]["po2k"] < 7.3:
        n.ln("Meets criteria for LTOT (PaO2 ", "< 7.3 kPa" if kpa else "<= 55 mmHg", " on air, clinically stable). Corrects to target on ", fl, " L/min",
             rng.choice([" without significant rise in PaCO2.", "; PaCO2 rise " + ("< 1 kPa" if kpa else "< 7.5 mmHg") + ", pH stable.", "."]))
    else:
        n.ln("PaO2 ", "7.3-8.0 kPa" if kpa else "56-59 mmHg", " range; ", rng.choice(["evidence of cor pulmonale (peripheral oedema) -> qualifies",
                                                   "Hct 0.55 -> qualifies", "no secondary criteria - does NOT meet LTOT criteria today"]), ".")
    n.ln("Plan:")
    pl = ["LTOT %s L/min via concentrator, minimum %s hrs/day" % (fl, CL.hours(rng)),
          {"UK": "HOOF to supplier; IHORM done today", "IE": "HSE prescription to supplier; home risk assessment booked",
           "US": "CMN + order to DME company", "CA": "HOP application + vendor order faxed",
           "AU": "domiciliary oxygen application sent; home safety check by supplier"}[cs.c],
          "repeat ABG at %s" % rng.choice(["3/12", "6/52", "8 weeks", "home review in 4/52"]),
          rng.choice(["refer pulmonary rehab", "NIV assessment (overnight TcCO2) - hypercapnic", "ambulatory O2 assessment booked",
                      "continue current inhalers", "sildenafil per PH team", "BiPAP settings unchanged 20/5"])]
    n.w(CM.bullets(pl, rng.choice(["- ", "* ", "  o "])))
    n.ln("Fire safety/smoking advice given and documented. ", CL.advice(rng, 1)[0])
    n.ln("")
    who = rng.choice([cs.nurse, cs.cons])
    role = rng.choice(["Home Oxygen Nurse Specialist", "Oxygen Service Lead Nurse"]) if who is cs.nurse else rng.choice(["Consultant Respiratory Physician", "Pulmonologist", "Respiratory Consultant"])
    n.w(CM.sig(rng, cs, who, role, phone_kind=rng.choice([None, "bleep", "tel"])))
    if rng.random() < 0.6:
        n.w(CM.cc_line(rng, cs))


def soap(rng, cs, n):
    units = CL.kpa_units(cs.c, rng)
    d_short, d_long, icd = CL.dx(rng)
    g0 = CL.abg_set(rng, units)
    fl = CL.flow(rng)
    g1 = CL.abg_set(rng, units, float(fl))
    n.ln(rng.choice(["PULMONARY CLINIC - PROGRESS NOTE", "Outpatient Oxygen Clinic", "Resp OPD - O2 assessment"]))
    n.ln("Pt: ", cs.pt_name(rng, rng.choice(["LF", "full", "LFU"])), "  ", cs.age_phrase(rng), "  MRN ", P(cs.mrn, "MRN"),
         "  Visit ", P(cs.acct, "ACCOUNT"))
    n.ln("DOS: ", cs.d(rng), "   Provider: ", doc_ref(rng, cs.cons), "   Location: ", P(cs.hosp, "HOSPITAL"),
         ([", Room ", P(str(rng.randint(1, 14)) + rng.choice(["", "A", "B"]), "LOCATION_OTHER")] if rng.random() < 0.4 else []))
    n.ln("")
    n.ln("S: ", cs.age_phrase(rng), " with ", d_short, " referred for home O2 eval. ",
         rng.choice(["Reports worsening DOE, now 1 flight of stairs.", "Breathless washing/dressing.", "Wife notes blue lips at night.",
                     "Uses 2 pillows, no PND.", "Dozes in chair, morning headaches."]))
    if rng.random() < 0.6:
        n.ln("Accompanied by ", cs.rel, " ", cs.fam_name(rng), ".")
    n.ln("Tob: ", CM.smoking(rng, cs), ". ", CL.scores(rng, 2), ".")
    n.ln("Home: ", CM.social(rng, cs))
    n.ln("")
    n.ln("O: SpO2 ", g0["SaO2"], "% RA at rest; ", rng.choice(["nadir ", "lowest "]), str(rng.randint(72, int(g0["SaO2"]) - 1)),
         "% ambulating 2 laps; ", rng.choice(CL.HARD_NUMS))
    n.ln("   ", CL.gas_line(rng, g0, units, "ABG RA", compact=rng.random() < 0.5))
    n.ln("   ", CL.gas_line(rng, g1, units, "ABG %s LPM NC" % fl, compact=rng.random() < 0.5))
    n.ln("   Drawn ", cs.d(rng, style="dmon"), " ", CM.clock(rng), " (", rng.choice(ANALYSERS), ")",
         (["  acc# ", P(phi.accession(rng), "IDNUM")] if rng.random() < 0.4 else []))
    n.ln("   ", CL.spiro(rng))
    n.ln("")
    n.ln("A: Chronic hypoxemic resp failure", rng.choice([" 2/2 ", " due to "]), d_short, " (", icd, ", J96.11). ",
         rng.choice(["Qualifies for LTOT - Group I.", "Meets Group I criteria (PaO2 <= 55).", "Meets Group II with cor pulmonale."]))
    n.ln("P: ")
    n.w(CM.bullets(["Home O2 %s LPM continuous, concentrator + portable (%s)" % (fl, rng.choice(CL.POCS)),
                    "CMN/order sent to %s" % ("DME" if cs.c == "US" else "vendor"),
                    "Counseled: no smoking, no open flames, no petroleum-based products",
                    "RTC %s w/ repeat ABG" % rng.choice(["3 mo", "6 mo", "8 wks"])], "  "))
    n.ln("DME: ", P(cs.supplier, "ORGANIZATION"), " ", P(cs.sup_phone, "PHONE"))
    n.ln("")
    n.w(CM.sig(rng, cs, cs.cons, "Pulmonary & Critical Care", lic=rng.random() < 0.6))
    if rng.random() < 0.4:
        n.ln("Scribed by ", name(rng, cs.clerk, "DOCTOR", "full"), " in the presence of ", doc_ref(rng, cs.cons))


def brief(rng, cs, n):
    """short handwritten-style entry"""
    units = CL.kpa_units(cs.c, rng)
    g0 = CL.abg_set(rng, units, None, rng.random() < 0.3)
    fl = CL.flow(rng)
    g1 = CL.abg_set(rng, units, float(fl))
    n.ln(cs.d(rng, style=rng.choice(["num", "num2", "dot"])), "  ", CM.clock(rng), "  O2 clinic (", P(cs.hosp, "HOSPITAL"), ")")
    n.ln(cs.pt_name(rng, rng.choice(["title", "LF", "full"])), " ", cs.age_phrase(rng), "  ", CL.dx(rng)[0], ", ", rng.choice(CL.COMORB))
    n.ln("seen w/ ", cs.rel, rng.choice([" ", " - "]), cs.fam_name(rng, "first"))
    n.ln("SpO2 RA ", g0["SaO2"], "%. ", "ABG RA: ", g0["pH"], "/", g0["pO2"], "/", g0["pCO2"], "/", g0["HCO3"], " (", units, ")")
    n.ln("on ", fl, "L: ", g1["pH"], "/", g1["pO2"], "/", g1["pCO2"], "/", g1["HCO3"])
    n.ln(rng.choice(["meets LTOT criteria", "qualifies", "borderline - repeat 3/52", "does not qualify - sats 92% on air, ?ambulatory"]))
    n.ln("plan: ", fl, " L/min ", CL.hours(rng), "h/day, ", rng.choice(["order faxed to ", "HOOF to ", "request sent "]),
         P(cs.supplier, "ORGANIZATION"), ", ", rng.choice(["review 3/12", "rv 6/12", "home visit 4/52"]))
    n.ln("smoking: ", CM.smoking(rng, cs))
    n.ln(name(rng, cs.nurse, "DOCTOR", rng.choice(["init", "full", "initials"])), " ", cs.nurse.cred or "")
    if rng.random() < 0.5:
        n.ln("d/w ", doc_ref(rng, cs.cons), rng.choice([" (cons)", "", " - agrees"]))


def gen(rng, cs):
    n = Note()
    k = rng.random()
    if cs.c in ("US", "CA"):
        k = rng.choice([0.1, 0.6, 0.7, 0.9])
    if k < 0.5:
        structured(rng, cs, n)
    elif k < 0.8:
        soap(rng, cs, n)
    else:
        brief(rng, cs, n)
    if rng.random() < 0.35:
        n.w(CM.audit(rng, cs))
    return n
