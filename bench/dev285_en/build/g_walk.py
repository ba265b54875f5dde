"""Genre (own choice): ambulatory oxygen assessment / walk-test reports."""
import phi
import clinical as CL
import common as CM
import pools_places as PP
from case import name, doc_ref
from nb import Note, P

GENRE = "ambulatory_assessment"


def _walk(rng, start_sat, o2):
    rows = []
    sat = start_sat
    hr = rng.randint(72, 100)
    mins = rng.choice([6, 6, 6, 4, 5])
    for m in range(0, mins + 1):
        if m:
            sat = max(72, sat - rng.randint(0 if o2 else 1, 2 if o2 else 4))
            hr = min(150, hr + rng.randint(1, 9))
        rows.append((m, sat, hr))
    return rows


def report(rng, cs, n):
    test = rng.choice(["6MWT", "6MWT", "ISWT", "ESWT", "modified 6MWT"])
    air_base = rng.randint(89, 95)
    air = _walk(rng, air_base, False)
    fl = rng.choice(["2", "2", "3", "4", "pulse 2", "pulse 3"])
    o2 = _walk(rng, min(99, air_base + rng.randint(1, 4)), True)
    d_air = rng.randint(90, 380)
    d_o2 = d_air + rng.randint(-10, 90)
    n.ln(P(cs.hosp, "HOSPITAL"), " - ", rng.choice(["Respiratory Physiology", "Pulmonary Rehabilitation", "Home Oxygen Service"]))
    n.ln(rng.choice(["AMBULATORY OXYGEN ASSESSMENT", "Ambulatory O2 Assessment Report", "EXERTIONAL OXIMETRY / AOT ASSESSMENT",
                     "Walk test with and without supplemental oxygen"]))
    n.ln("")
    n.w(CM.pt_header(rng, cs, rng.choice([0, 1, 4])))
    n.ln("Test date: ", cs.d(rng), "   Referrer: ", doc_ref(rng, rng.choice([cs.cons, cs.gp])))
    n.ln("Diagnosis: ", CL.dx(rng)[1], "   ", rng.choice(CL.MRC), "   Ht ", str(rng.randint(148, 190)), " cm  Wt ",
         "%.1f" % rng.uniform(42, 118), " kg")
    n.ln("Test: ", test, " - ", rng.choice(["30 m corridor", "20 m course", "10 m shuttle course", "treadmill 1.5 mph 0%"]),
         "; oximeter ", rng.choice(CL.OXIMETERS), rng.choice(["", " (finger probe)", " (earlobe probe - poor finger signal, Raynaud's)"]))
    n.ln("Walk aid: ", rng.choice(["none", "rollator", "stick", "rollator carrying cylinder"]), "   Rest between walks: ",
         str(rng.choice([20, 30, 30, 45])), " min")
    n.ln("")
    n.ln("WALK 1 - room air")
    n.ln("  min   SpO2%   HR")
    for m, s, h in air:
        n.ln("  %-5d %-7d %d" % (m, s, h))
    n.ln("  Distance ", str(d_air), " m; lowest SpO2 ", str(min(r[1] for r in air)), "%; Borg dyspnoea ",
         str(rng.randint(3, 8)), ", leg fatigue ", str(rng.randint(1, 6)), "; ", rng.choice(["completed", "stopped x1 (30 s)", "stopped at 4:10 - SOB"]))
    n.ln("")
    n.ln("WALK 2 - O2 ", fl, (" L/min via cylinder" if "pulse" not in fl else " via " + rng.choice(CL.POCS)))
    n.ln("  min   SpO2%   HR")
    for m, s, h in o2:
        n.ln("  %-5d %-7d %d" % (m, s, h))
    n.ln("  Distance ", str(d_o2), " m; lowest SpO2 ", str(min(r[1] for r in o2)), "%; Borg ", str(rng.randint(2, 6)))
    n.ln("")
    impr = d_o2 - d_air
    n.ln("Interpretation:")
    if min(r[1] for r in air) < 90 and impr >= 30:
        n.ln("Desaturation on air corrected with O2 and meaningful improvement in distance (+", str(impr), " m) and breathlessness. ",
             "Ambulatory oxygen indicated at ", fl, ("" if "pulse" in fl else " L/min"), " for outdoor use.")
    else:
        n.ln("No significant benefit from ambulatory oxygen (distance change ", str(impr), " m). AOT not recommended; ",
             rng.choice(["continue pulmonary rehab", "review in 6/12", "consider SBOT not indicated (NICE)"]), ".")
    n.ln("Equipment recommended: ", rng.choice(CL.POCS + [rng.choice(CL.CYLINDERS[cs.c]) + " cylinders + trolley"]))
    if rng.random() < 0.5:
        n.ln("Patient drives; ", rng.choice(["car", "mobility scooter"]), " reg ", P(cs.vreg, "VEHICLE"),
             " - advised on securing cylinders and informing insurer/DVLA.")
    n.ln("")
    n.ln("Performed by: ", name(rng, cs.nurse2, "DOCTOR", rng.choice(["full", "fml", "LF"])), ", ", cs.nurse2.cred or "Physiologist")
    n.ln("Reported by: ", doc_ref(rng, cs.cons), "   ", cs.d(rng, offset=rng.randint(0, 5), style=rng.choice(["num", "short"])))
    if rng.random() < 0.4:
        n.ln("Test ID ", P(phi.accession(rng).replace("ABG", "WT"), "IDNUM"), "   Oximeter S/N ", P(phi.serial(rng, "oximeter"), "DEVICE"))


def brief(rng, cs, n):
    fl = CL.flow(rng)
    n.ln(cs.d(rng, style=rng.choice(["num", "dot", "num2"])), "  AOT assessment  ", P(cs.hosp, "HOSPITAL"))
    n.ln(cs.pt_name(rng, rng.choice(["LF", "full", "title"])), " (", cs.age_phrase(rng), ")  ", rng.choice(["MRN", "ID"]), " ", P(cs.mrn, "MRN"))
    n.ln("Accompanied by ", cs.rel, " ", cs.fam_name(rng, "first"), rng.choice([", who carries the cylinder", "", " (drives)"]))
    n.ln("RA: rest ", str(rng.randint(88, 94)), "% -> nadir ", str(rng.randint(78, 86)), "% at 2 min, ", str(rng.randint(80, 240)), " m, Borg ", str(rng.randint(4, 8)))
    n.ln("O2 ", fl, "L: rest ", str(rng.randint(93, 98)), "% -> nadir ", str(rng.randint(88, 93)), "%, ", str(rng.randint(120, 320)), " m, Borg ", str(rng.randint(2, 5)))
    n.ln("=> ", rng.choice(["AOT indicated", "benefit - AOT", "no benefit", "equivocal - retest after rehab"]), "; HOOF/order to ",
         P(cs.supplier, "ORGANIZATION"))
    n.ln("Lifestyle: ", rng.choice([["goes to bingo 2x/wk"], ["walks dog daily"], ["attends church on Sundays"],
                                    ["works part-time as a ", P(cs.profession, "PROFESSION")],
                                    ["visits grandchildren in ", P(rng.choice(PP.towns(cs.c)), "CITY")]]))
    n.ln(name(rng, cs.nurse2, "DOCTOR", rng.choice(["init", "initials", "full"])))


def gen(rng, cs):
    n = Note()
    if rng.random() < 0.72:
        report(rng, cs, n)
    else:
        brief(rng, cs, n)
    if rng.random() < 0.3:
        n.w(CM.audit(rng, cs))
    return n
