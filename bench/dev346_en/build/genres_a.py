"""Genres: DEXA report, bone turnover lab report, FRAX/falls risk assessment, infusion record."""
import pools as PL
from core import P, plus, idnum, serial, plate, bioid, batch, account, dstr, site_name, url
from blocks import pt_header, sig, letterhead, negs, age_phrase, fam_ref
from case import bmd_rows, who_cat, lab_rows, frax, RISKS, DRUGS, CALCIUM


def dexa_report(n, r, c):
    cc, scan = c.cc, c.anchor
    title = r.choice(["DUAL-ENERGY X-RAY ABSORPTIOMETRY (DXA) REPORT", "BONE MINERAL DENSITY REPORT",
                      "DEXA SCAN REPORT", "Bone Densitometry Report", "DXA BONE DENSITY STUDY"])
    if r.random() < 0.6:
        letterhead(n, r, c, dept=r.choice(["Bone Densitometry Unit", "DXA Service", "Medical Physics - Bone Densitometry",
                                           "Radiology - Bone Density", "Osteoporosis Centre"]), em=False)
    else:
        n.f("{h} | {cty}\n", h=c.hosp, cty=P(c.haddr.city, "CITY"))
    n.f("{t}\n\n", t=title)
    pt_header(n, r, c, acct=cc == "US")
    ref = c.gp if r.random() < 0.7 else c.cons
    if cc == "US":
        n.f("Ordering provider: {d}, MD ({p})\n", d=ref.n("full"), p=c.practice if ref is c.gp else c.hosp)
    else:
        n.f("Referrer: Dr {d}, {p}\n", d=ref.n(r.choice(["il", "full", "last"])), p=c.practice if ref is c.gp else c.hosp)
    n.f("Date of scan: {d}   Accession: {a}\n", d=c.dt(r, scan), a=idnum(r, "dxa"))
    if r.random() < 0.2:
        n.f("Checked in at self-service kiosk (fingerprint ID {b}).\n", b=bioid(r))
    sc = r.choice(PL.SCANNERS)
    n.f("Scanner: {m} (S/N {s})   Software: {v}\n", m=sc, s=serial(r), v=r.choice(PL.SOFTWARE))
    tech = "Technologist" if cc in ("US", "CA") else r.choice(["Radiographer", "Operator", "Scanned by"])
    n.f("{t}: {nm}", t=tech, nm=c.rad.n(r.choice(["full", "il", "ini"])))
    if r.random() < 0.35:
        lab, v = c.lic(r, "rad")
        n.f(" ({l} {v})", l=lab, v=v)
    if r.random() < 0.5:
        n.f("   Room {x}", x=P(str(r.randint(1, 4)) + r.choice(["", "", "A"]), "LOCATION_OTHER"))
    h = r.randint(145, 182)
    w = r.randint(42, 96)
    n.f("\nHeight {h} cm (max recalled {h2} cm)   Weight {w} kg   BMI {b:.1f}\n\n".replace("{b:.1f}", "%.1f" % (w / (h / 100.0) ** 2)),
        h=str(h), h2=str(h + r.randint(1, 7)), w=str(w))
    fx, mech, icd = c.fx
    n.f("CLINICAL INDICATION\n{f} fracture {d} ({m}). ", f=fx[0].upper() + fx[1:], d=c.dt(r, c.fxdate), m=mech)
    rk = r.sample(RISKS, r.randint(1, 3))
    n.f("Risk factors: {x}.", x="; ".join(rk))
    if c.sex == "F" and r.random() < 0.6:
        n.f(" Menopause at {a}.", a=P(str(r.randint(38, 55)), "AGE"))
    if r.random() < 0.4:
        n.f(" Currently on {d}{since}.", d=r.choice(DRUGS), since=[" since ", c.dt(r, plus(scan, -r.randint(200, 2000)), r.choice(["my", "y", "mys"]))])
    n.add("\n\nRESULTS\n")
    rows = bmd_rows(r, c.age, r.choice([None, ["L1-L4", "Femoral neck", "Total hip"], ["Femoral neck", "Total hip", "1/3 radius"]]))
    if r.random() < 0.5:
        n.add("Region          BMD (g/cm2)   T-score   Z-score\n")
        for row in rows:
            n.add("%-15s %-13s %-9s %s\n" % row)
    else:
        for row in rows:
            n.add("- %s: BMD %s g/cm2, T-score %s, Z-score %s\n" % row)
    if rows[0][0] == "L1-L4" and r.random() < 0.5:
        n.add("%s excluded (%s).\n" % (r.choice(["L3", "L4", "L2", "L3-L4"]),
                                        r.choice(["degenerative change", "vertebral fracture", "aortic calcification",
                                                  "facet joint sclerosis"])))
    n.add("Reference: %s. Side scanned: %s.\n" % (r.choice(["NHANES III (femur), manufacturer (spine)", "ISCD/WHO",
                                                           "manufacturer reference database"]), r.choice(["left", "right", "both hips"])))
    n.add(r.choice(["Preparation: no calcium supplement for 24 h; no contrast or isotope study in past 7 days.\n",
                    "Scan quality: good positioning, no artefact.\n", "Scan quality: movement artefact on hip, repeated once.\n",
                    "Metal artefact (right THR) - left hip only.\n", ""]))
    if r.random() < 0.65:
        prev = plus(scan, -r.randint(700, 2200))
        n.f("\nCOMPARISON\nPrevious scan {d}", d=c.dt(r, prev))
        if r.random() < 0.4:
            n.f(" at {h}", h=P(site_name(r, PL.HOSP_PAT[cc]), "HOSPITAL"))
        ch = r.uniform(-6, 4)
        n.add(": total hip %+.1f%%, L1-L4 %+.1f%% (LSC %.1f%%). %s\n" % (
            ch, ch + r.uniform(-2, 2), r.uniform(2.5, 4.5),
            "Significant loss." if ch < -4 else "No significant change." if ch > -3 else "Borderline change."))
    mof, hip = frax(r)
    n.add("\nFRAX (with femoral neck BMD): major osteoporotic fracture %.1f%%, hip %.1f%% (10-year probability).\n" % (mof, hip))
    if r.random() < 0.4:
        n.add("VFA: %s\n" % r.choice(["Genant grade 2 wedge deformity T12", "no vertebral deformity T4-L4",
                                      "grade 1 deformity L1, grade 3 T11", "T7-T9 not assessable (overlying rib)"]))
    n.f("\nCONCLUSION\n{cat} (WHO criteria). {neg}\n", cat=who_cat(rows).capitalize(), neg=negs(r, 1))
    n.add(r.choice(["Recommend treatment per local FLS pathway; refer to %s for initiation.\n" % c.gpterm,
                    "Repeat DXA in 2-3 years if untreated.\n",
                    "Suggest check calcium, vitamin D, renal function before antiresorptive.\n",
                    "Consider bone-forming agent given very high risk.\n"]))
    rep = c.cons
    sig(n, r, c, rep, r.choice(["Consultant Radiologist", "Reporting Clinician (DXA)", c.cons_title,
                                "Clinical Scientist"]), lic=None)
    if r.random() < 0.5:
        n.f("Next scan due: {d}\n", d=c.dt(r, plus(scan, r.choice([730, 1095, 1825])), r.choice(["my", "mys", "y"])))
    n.f("Reported {d} {t}\n", d=c.dt(r, plus(scan, r.randint(0, 6))), t="%02d:%02d" % (r.randint(8, 17), r.randint(0, 59)))
    if r.random() < 0.6:
        n.f("cc: {g}, {p}\n", g=[("Dr " if cc not in ("US", "CA") else ""), c.gp.n("full")] if cc not in ("US", "CA") else [c.gp.n("full"), ", MD"],
            p=c.practice)
    if cc == "US" and r.random() < 0.7:
        n.add("CPT 77080%s. ICD-10 %s.\n" % (r.choice(["", ", 77085", ", 77086"]), r.choice(["M81.0", "M85.80", "Z78.0"])))


def bone_turnover_lab(n, r, c):
    cc = c.cc
    coll = c.anchor
    private = r.random() < 0.35
    lab = P(site_name(r, PL.LAB_PAT[:2]), "HOSPITAL") if private else c.hosp
    n.f("{l}\n{d}\n", l=lab, d=r.choice(["Department of Clinical Biochemistry", "Chemical Pathology", "Clinical Chemistry",
                                          "Biochemistry - Bone Markers Laboratory"]))
    n.f("Enquiries: {p}", p=r.choice([c.dphone, c.pphone]))
    if r.random() < 0.5:
        n.f("   Results portal: {u}", u=url(r, lab.v))
    n.add("\n\n" + r.choice(["BONE TURNOVER MARKERS - FINAL REPORT", "CUMULATIVE BIOCHEMISTRY REPORT",
                             "LABORATORY REPORT: BONE PROFILE + CTX/P1NP"]) + "\n")
    k = r.randint(0, 2)
    if k == 0:
        pt_header(n, r, c, style=r.choice([0, 2, 3, 5]))
    else:
        n.f("Pt: {nm}  Sex: {s}  DOB: {d} ({a}y)  {nl}: {nat}\n", nm=c.pt.n(r.choice(["LFU", "LF"])), s=c.sex,
            d=c.dt(r, c.dob), a=P(str(c.age), "AGE"), nl=c.natlab, nat=c.nat)
    loc = r.choice([c.ward, c.practice, c.hosp])
    req = c.gp if loc is c.practice else c.cons
    n.f("Location: {l}    Requested by: {dr}\n", l=loc, dr=[("Dr " if cc not in ("US", "CA") else ""), req.n(r.choice(["il", "full", "LF"]))])
    n.f("Specimen: {s}   Order: {o}\n", s=idnum(r, "lab"), o=idnum(r, "order"))
    n.f("Collected: {d} {t}{fast}   Received: {d2} {t2}\n", d=c.dt(r, coll), t="%02d:%02d" % (r.randint(7, 9), r.randint(0, 59)),
        fast=r.choice([" (fasting)", "", " (non-fasting)"]), d2=c.dt(r, coll, "num"), t2="%02d:%02d" % (r.randint(9, 15), r.randint(0, 59)))
    n.add("\nTest                      Result    Units           Ref range     Flag\n")
    names = ["CTX", "P1NP", "Adjusted calcium", "Phosphate", "Alkaline phosphatase", "25-OH vitamin D", "PTH",
             "Creatinine", "eGFR", "Albumin", "TSH", "Magnesium", "Bone ALP"]
    if c.sex == "M":
        names.append("Testosterone")
    for name, v, unit, rg, fl in lab_rows(r, names, k=r.randint(6, 11)):
        n.add("%-25s %-9s %-15s %-13s %s\n" % (name, v, unit, rg, fl))
    if r.random() < 0.5:
        n.add("Serum protein electrophoresis: %s. Tissue transglutaminase IgA: %s.\n" % (
            r.choice(["no paraprotein detected", "faint IgG kappa band (<1 g/L), suggest repeat in 6 months"]),
            r.choice(["negative", "<0.5 U/mL"])))
    if r.random() < 0.7:
        prev = plus(coll, -r.randint(90, 420))
        n.f("\nCumulative CTX: {d} {a} ug/L -> {d2} {b} ug/L ({pc}% change; LSC 25-30%).\n", d=c.dt(r, prev, "abbr"),
            a="%.2f" % r.uniform(0.4, 0.9), d2=c.dt(r, coll, "abbr"), b="%.2f" % r.uniform(0.08, 0.45),
            pc="%+d" % r.randint(-80, -10))
    n.add("\nComment: " + r.choice([
        "CTX affected by food intake and circadian variation; fasting morning samples preferred.",
        "Suppressed turnover consistent with adherence to antiresorptive therapy.",
        "P1NP rise >10 ug/L from baseline consistent with anabolic response to teriparatide.",
        "Vitamin D insufficiency; consider loading dose before zoledronic acid.",
        "Raised ALP with normal GGT: consider Paget's disease of bone or osteomalacia."]) + "\n")
    auth = c.rad if r.random() < 0.3 else c.reg
    n.f("Authorised: {nm}, {t} {d} {tm}\n", nm=auth.n(r.choice(["full", "il"])),
        t=r.choice(["Clinical Scientist", "Consultant Chemical Pathologist", "Principal Biochemist", "Pathologist"]),
        d=c.dt(r, plus(coll, r.randint(0, 4))), tm="%02d:%02d" % (r.randint(10, 18), r.randint(0, 59)))
    if cc == "US":
        lab_, v = account(r, cc)
        n.f("{l}: {v}   CLIA-certified laboratory\n", l=lab_, v=v)
    n.add("-- END OF REPORT --\n")


def frax_assessment(n, r, c):
    cc = c.cc
    d = c.anchor
    n.add(r.choice(["FALLS AND FRACTURE RISK ASSESSMENT", "Fracture Risk Assessment (FRAX) + Falls Screen",
                    "MULTIFACTORIAL FALLS / BONE HEALTH ASSESSMENT", "FLS Risk Assessment Form"]) + "\n")
    n.f("Site: {h}   Assessor: {a}, {t}\n", h=r.choice([c.hosp, c.practice]), a=c.nurse.n(r.choice(["full", "fml"])), t=c.nurse_title)
    n.f("Date: {d}\n\n", d=c.dt(r, d, r.choice(["num", "long", "wk", "iso", "wks"])))
    pt_header(n, r, c, style=r.choice([0, 1, 3, 4]))
    h, w = r.randint(145, 180), r.randint(40, 95)
    n.add(r.choice(["\nFRAX INPUTS\n", "\nFRAX INPUTS (calculator v4.x, with BMD)\n", "\nRisk factor entry (FRAX)\n"]))
    n.f("1. Age: {a}   2. Sex: {s}   3. Weight: {w} kg   4. Height: {h} cm\n", a=P(str(c.age), "AGE"),
        s="female" if c.sex == "F" else "male", w=str(w), h=str(h))
    n.f("5. Previous fracture: Yes ({fx}, {d})\n", fx=c.fx[0], d=c.dt(r, c.fxdate, r.choice(["my", "num", "mys"])))
    par = r.random() < 0.35
    if par:
        n.f("6. Parent fractured hip: Yes - {who} aged {a}\n", who=r.choice(["mother", "father"]), a=P(str(r.randint(66, 94)), "AGE"))
    else:
        n.add("6. Parent fractured hip: No\n")
    n.add("7. Current smoking: %s   8. Glucocorticoids: %s   9. Rheumatoid arthritis: %s\n" % (
        r.choice(["No", "No", "Yes"]), r.choice(["No", "No", "Yes (prednisolone 7.5 mg)"]), r.choice(["No", "No", "Yes"])))
    n.add("10. Secondary osteoporosis: %s   11. Alcohol 3+ units/day: %s\n" % (
        r.choice(["No", "Yes - coeliac disease", "Yes - premature menopause", "No"]), r.choice(["No", "No", "Yes"])))
    fn = bmd_rows(r, c.age, ["Femoral neck"])[0]
    n.f("12. Femoral neck BMD: {b} g/cm2 ({s}, scan {d})\n", b=fn[1], s=r.choice(PL.SCANNERS),
        d=c.dt(r, plus(d, -r.randint(5, 200))))
    mof, hip = frax(r)
    n.add("\nRESULT: 10-yr probability MOF %.1f%%, hip %.1f%%. %s\n" % (mof, hip, r.choice({
        "UK": ["Above NOGG intervention threshold (red zone).", "Amber zone - BMD recommended."],
        "IE": ["Above NOGG intervention threshold.", "Intermediate risk - DXA recommended."],
        "CA": ["High risk per Osteoporosis Canada / CAROC.", "Moderate risk - consider BMD."],
        "US": ["Treat per BHOF criteria (hip >= 3% or MOF >= 20%).", "Below BHOF threshold; lifestyle advice."],
        "AU": ["High risk - PBS criteria met on fracture.", "Moderate risk (Garvan) - repeat in 2 years."],
        "NZ": ["High risk - Special Authority criteria met.", "Moderate risk - lifestyle advice."]}[cc] +
        ["Below threshold; lifestyle advice."])))
    n.add("\nFALLS SCREEN\n")
    nf = r.randint(0, 4)
    n.add("Falls in last 12 months: %d" % nf)
    if nf:
        n.f(" (most recent {d}, {wh})", d=c.dt(r, plus(d, -r.randint(10, 300))),
            wh=r.choice([["at home - bathroom"], ["outside ", P(r.choice(PL.LANDMARKS), "LOCATION_OTHER")],
                         ["in the garden"], ["at ", P(r.choice(PL.LANDMARKS), "LOCATION_OTHER")]]))
    n.add("\nTimed Up and Go: %d s   30-s chair stand: %d   Grip (dominant): %d kg   %s\n" % (
        r.randint(8, 28), r.randint(2, 14), r.randint(8, 32), r.choice(["Romberg negative.", "Uses 4-wheeled walker.",
                                                                          "Walks with stick outdoors.", "Postural BP drop 24 mmHg."])))
    n.add("Falls-risk medicines: %s\n" % ", ".join(r.sample(["zopiclone", "amitriptyline", "doxazosin", "furosemide",
                                                             "tramadol", "mirtazapine", "none"], 2)))
    k = r.randint(0, 3)
    if k == 0:
        n.f("Drives own car (reg {p}); discussed driving after fracture, insurer informed.\n", p=plate(r, cc))
    elif k == 1:
        rel, fp = fam_ref(r, c, 0)
        n.f("Lives with {rel} {f}; personal alarm pendant (serial {s}) worn.\n", rel=rel, f=fp, s=serial(r))
    elif k == 2:
        n.f("Lives alone, {st}. Blue Badge vehicle {p}.\n", st=r.choice(["2-storey house", "ground-floor flat", "bungalow"]),
            p=plate(r, cc))
    else:
        n.f("Resident at {ch}, room {rm}.\n", ch=c.carehome or P(site_name(r, PL.CAREHOME_PAT), "HOSPITAL"),
            rm=P(str(r.randint(1, 60)), "LOCATION_OTHER"))
    n.f("Occupation: retired {p}. Vision: {v}.\n", p=c.prof, v=r.choice(["bilateral cataracts", "wears varifocals",
                                                                          "macular degeneration (L)", "satisfactory"]))
    n.add("\nPLAN\n")
    for line in r.sample(["Refer strength and balance programme (Otago exercise programme).", "OT home hazard assessment.",
                          "Medication review with pharmacist re sedatives.", "DXA requested.",
                          "Start " + r.choice(DRUGS) + " after dental check.", "Continue " + r.choice(CALCIUM[cc]) + ".",
                          "Hip protectors offered.", "Optometry review.", "Recheck orthostatic BP in 2 weeks."], 4):
        n.add("- " + line + "\n")
    sig(n, r, c, c.nurse, c.nurse_title, role="nurse", dated=d if r.random() < 0.4 else None)


def infusion_record(n, r, c):
    cc = c.cc
    d = c.anchor
    den = r.random() < 0.45
    drug = "DENOSUMAB 60 mg S/C" if den else "ZOLEDRONIC ACID 5 mg/100 mL IV"
    unit = P("%s %s" % (r.choice(PL.WARD_NAMES), r.choice(["Day Unit", "Infusion Suite", "Treatment Centre"])),
             "HOSPITAL") if r.random() < 0.3 else None
    n.f("{h}\n", h=c.hosp)
    if unit is not None:
        n.f("{u}\n", u=unit)
    else:
        n.add(r.choice(["Day Infusion Unit\n", "Ambulatory Care\n", "Infusion Suite\n"]))
    n.add("%s ADMINISTRATION RECORD\n\n" % drug)
    pt_header(n, r, c, style=r.choice([0, 1, 2, 5]))
    n.add("Allergies: %s\n" % r.choice(["NKDA", "penicillin (rash)", "codeine (nausea)", "none known", "latex"]))
    n.add("\nIDENTITY CHECK\n")
    n.f("Wristband checked against {nl}; name/DOB confirmed verbally by patient", nl=c.natlab)
    if r.random() < 0.5:
        bio = bioid(r)
        n.f("; biometric ID {b} ({m})", b=bio, m={"PV": "palm-vein scan", "FP": "fingerprint", "IR": "iris scan",
                                                 "VP": "voiceprint", "BI": "palm-vein enrolment"}[bio.v[:2]])
    n.add(".\n")
    n.f("Chair/Bed: {x}   Date: {d}\n", x=P(str(r.randint(1, 14)), "LOCATION_OTHER"), d=c.dt(r, d))
    n.f("Prescriber: Dr {p}  ({t})  Prescribed {d}\n", p=c.cons.n(r.choice(["il", "full"])), t=c.cons_title,
        d=c.dt(r, plus(d, -r.randint(3, 40))))
    n.add("\nPRE-TREATMENT CHECKS\n")
    for name, v, unit_, rg, fl in lab_rows(r, ["Adjusted calcium", "eGFR", "25-OH vitamin D", "Creatinine"]):
        n.add("  %s %s %s %s\n" % (name, v, unit_, fl))
    n.f("  Bloods dated {d}\n", d=c.dt(r, plus(d, -r.randint(2, 25)), r.choice(["num", "dm", "abbr2"])))
    n.add("  Dental check within 6 months: %s. Invasive dental work planned: %s.\n" % (r.choice(["yes", "yes", "no - advised"]),
                                                                                     r.choice(["no", "no", "extraction deferred"])))
    n.add("  Hypocalcaemia symptoms explained. %s\n" % r.choice(["Hydrated (500 mL water).", "Paracetamol 1 g given.",
                                                                  "Temp 36.7, BP 138/76, HR 72."]))
    n.add("\nADMINISTRATION\n")
    exp = plus(d, r.randint(200, 700))
    n.add("  Batch/Lot: %s   Expiry: %s\n" % (batch(r), dstr(exp, "mnum", "UK")))
    if den:
        n.add("  Site: %s upper %s, s/c, time %02d:%02d\n" % (r.choice(["left", "right"]), r.choice(["arm", "thigh", "abdomen"]),
                                                            r.randint(8, 16), r.randint(0, 59)))
    else:
        n.f("  Pump: {m}  SN {s}  Asset {a}\n", m=r.choice(PL.PUMPS), s=serial(r),
            a=P("EQ-%05d" % r.randint(0, 99999), "DEVICE"))
        st = r.randint(8, 15)
        n.add("  Start %02d:%02d  Finish %02d:%02d (over %d min, not < 15 min)\n" % (st, 5, st, 30, 25))
    n.f("  Given by: {a}, {t}", a=c.nurse.n(r.choice(["full", "il"])), t=r.choice(["RN", "CNS", "Staff Nurse", "RGN"]))
    if r.random() < 0.4:
        lab, v = c.lic(r, "nurse")
        n.f(" ({l} {v})", l=lab, v=v)
    n.f("\n  Checked by: {b}\n", b=c.pharm.n(r.choice(["full", "ini", "il"])))
    nxt = plus(d, 182 if den else 365)
    n.add("\nOBSERVATIONS\nTime   BP       HR   Temp   SpO2\n")
    t0 = r.randint(8, 14)
    for j in range(r.randint(2, 3)):
        n.add("%02d:%02d  %d/%d  %-4d %.1f   %d%%\n" % (t0, 15 * j + 5, r.randint(110, 165), r.randint(60, 92), r.randint(58, 96),
                                                    r.uniform(36.1, 37.4), r.randint(94, 99)))
    n.add("\nPOST\nObs stable, no reaction. %s\n" % r.choice([
        "Flu-like acute phase reaction explained; paracetamol advised.",
        "Do not delay next dose beyond 4 weeks (rebound vertebral fracture risk).",
        "Patient declined to wait 30 min; discharged 10 min post.", "Leaflet given."]))
    n.f("Next dose due: {d}. ", d=c.dt(r, nxt, r.choice(["num", "long", "my", "abbr"])))
    n.f("Queries: {p}", p=c.dphone)
    if r.random() < 0.4:
        n.f(" or {e}", e=c.demail)
    n.add("\n")
    if r.random() < 0.35:
        n.f("Hospital transport booked ({o}), vehicle {v}, pick-up {t}.\n", o=P(site_name(r, PL.GROUP_PAT[5:7]), "ORGANIZATION"),
            v=plate(r, cc), t="%02d:%02d" % (r.randint(11, 16), r.choice([0, 15, 30, 45])))
    if cc == "US" and r.random() < 0.5:
        n.f("Guarantor SSN: {s}\n", s=c.ssn)
    if cc == "US" or r.random() < 0.2:
        lab, v = account(r, cc)
        n.f("{l}: {v}   J-code {j}\n", l=lab, v=v, j=r.choice(["J0897", "J3489"]) if cc == "US" else "n/a")
