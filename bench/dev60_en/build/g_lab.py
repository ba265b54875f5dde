"""Genre 3: laboratory and microbiology reports with aligned columns."""
import pools as P
import values as V
from common import comment_sentences, result_value, licence_label, mrn_label, hcard_label, times, NEG_SENTENCES
from markup import m, ljust, rjust, row

GENRE = "lab_micro_report"


def _loc_line(c):
    r = c.r
    room = "%d%02d" % (r.randint(1, 9), r.randint(1, 40))
    return "%s / Rm %s / Bed %s" % (m("HOSPITAL", c.ward), m("LOCATION_OTHER", room), m("LOCATION_OTHER", str(r.randint(1, 4))))


def _header(c, title, acc, coll, recv, rept, req):
    r = c.r
    w = 38
    name = c.P(r.choice(["LAST, FIRST M", "LAST, FIRST", "Last, First"]))
    L = [title.center(74).rstrip(), "  " + m("ORGANIZATION", c.lab) + "  -  " + m("HOSPITAL", c.hosp), ""]
    left = ["Patient : " + name,
            "DOB     : %s  (%s)  Sex: %s" % (c.dob_s(), c.age_s(r.choice(["{a}Y", "{a}y", "{a} yrs", "{a}"])), c.sex),
            "%s: %s" % (ljust(mrn_label(c), 8), m("MRN", c.mrn)),
            "Location: " + _loc_line(c),
            "Req by  : %s%s" % (r.choice(["Dr ", "Dr. ", ""]), c.S(req, r.choice(["F. Last", "Last, First", "First Last", "LAST, FIRST"])))]
    h = r.randint(0, 16)
    tt = ["%02d:%02d" % (h + k * r.randint(1, 3), r.randint(0, 59)) for k in range(3)]
    right = ["Accession : " + m("IDNUM", acc),
             "Collected : %s %s" % (c.D(coll[0], coll[1]), tt[0]),
             "Received  : %s %s" % (c.D(recv[0], recv[1]), tt[1]),
             "Reported  : %s %s" % (c.D(rept[0], rept[1]), tt[2]),
             "Visit     : " + m("ACCOUNT", V.account(r))]
    for a, b in zip(left, right):
        L.append(ljust(a, w + 10) + b)
    return L


def _footer(c, verifier, tech):
    r = c.r
    la = V.Address(r, c.loc)
    lic_lab = {"US": "CLIA", "UK": "UKAS ref", "CA": "IQMH licence", "AU": "NATA accreditation"}[c.loc]
    lic_val = {"US": "%02dD%07d" % (r.randint(1, 99), r.randint(0, 9999999)), "UK": "%04d" % r.randint(8000, 9999),
               "CA": "%05d" % r.randint(1000, 99999), "AU": "%04d" % r.randint(1000, 9999)}[c.loc]
    director = c.next_staff()
    return ["-" * 74,
            "Performed by: %s (%s), verified by %s %s" % (c.S(tech, r.choice(["F. Last", "First Last", "FL"])), r.choice(["MLS(ASCP)", "BMS", "MLT", "Scientist"]),
                                                         c.S(verifier, r.choice(["F. Last", "First Last"])), "on " + c.D(c.day(r.randint(0, 1))) + " " + times(r)),
            "%s, %s   Ph %s  Fax %s" % (m("ORGANIZATION", c.lab), la.lines(), c.ph(), c.fx()),
            "%s %s   Medical Director: %s, %s" % (lic_lab, m("LICENSE", lic_val), c.S(director, "First Last"), r.choice(["MD", "FRCPath", "FRCPA", "FRCPC"])),
            "Report template rev %d.%d  -  page 1 of 1" % (r.randint(1, 9), r.randint(0, 9))]


def chem(c):
    r = c.r
    d = c.day(0)
    req, verif, tech = c.next_staff(), c.next_staff(), c.next_staff()
    st = c.dstyle
    L = _header(c, "CLINICAL CHEMISTRY REPORT", V.accession(r, d.year), (d, st), (d, st), (c.day(r.randint(0, 1)), st), req)
    L.append("")
    widths = [30, 10, 6, 14, 14]
    L.append(row(["Test", "Result", "Flag", "Units", "Ref Range"], widths))
    L.append(row(["-" * 28, "-" * 8, "-" * 4, "-" * 12, "-" * 12], widths))
    for code, name, ab, unit, lo, hi, dec in r.sample(P.LAB_ANALYTES, r.randint(9, 14)):
        v, f, rg = result_value(r, lo, hi, dec)
        L.append(row(["%s (%s)" % (name[:20], ab), v, f, unit, rg], widths))
    L.append("")
    crit = c.next_staff()
    L.append("Comment: " + r.choice([
        "Critical potassium phoned to %s, RN at %s on %s, read back confirmed (%s, ext %s)." % (c.S(crit, "First Last"), times(r), c.D(d), m("DOCTOR", tech.name("fl")), m("PHONE", str(r.randint(1000, 9999)))),
        "Sample haemolysed (H-index 3+); potassium may be falsely elevated. Recollect advised; %s informed by phone %s." % (c.S(crit, "F. Last"), c.ph()),
        "eGFR by CKD-EPI 2021 (race-free). Cockcroft-Gault not reported. Previous creatinine %s: %.2f mg/dL." % (c.D(c.day(-r.randint(20, 400))), r.uniform(0.6, 2.5)),
    ]))
    L.append("Specimen: Serum, SST   Container ID %s   Order %s" % (m("IDNUM", V.idnum(r, "C")), m("IDNUM", V.order_no(r))))
    L += _footer(c, verif, tech)
    return "\n".join(L)


def cumulative(c):
    r = c.r
    req, verif, tech = c.next_staff(), c.next_staff(), c.next_staff()
    days = sorted(set(r.sample(range(-6, 1), r.randint(3, 5))))
    dates = [c.day(k) for k in days]
    d = dates[-1]
    st = c.dstyle
    L = _header(c, "HAEMATOLOGY - CUMULATIVE REPORT", V.accession(r, d.year), (d, st), (d, st), (d, st), req)
    L.append("")
    colw = 11
    ds = r.choice([V.yy_style(c.loc), "d-Mon", V.short_style(c.loc), V.short_style(c.loc), "iso"])
    if ds == "d-Mon":
        ds = "d Mon"
    L.append(ljust("", 26) + "".join(ljust(c.D(x, ds), colw) for x in dates) + "Units      Range")
    L.append(ljust("", 26) + "".join(ljust(times(r), colw) for x in dates))
    L.append(ljust("", 26) + "".join(ljust("#%d" % (i + 1), colw) for i in range(len(dates))))
    for code, name, ab, unit, lo, hi, dec in r.sample(P.CBC_ANALYTES + P.OTHER_ANALYTES[:3], r.randint(8, 11)):
        cells = []
        for x in dates:
            v, f, rg = result_value(r, lo, hi, dec)
            cells.append(ljust(v + (" " + f if f else ""), colw))
        L.append(ljust("%s %s" % (ljust(ab, 6), name[:18]), 26) + "".join(cells) + ljust(unit, 11) + rg)
    L.append("")
    L.append("Film: %s" % r.choice(["Normochromic normocytic. No blasts seen.", "Occasional target cells, Howell-Jolly bodies present (post-splenectomy).",
                                      "Toxic granulation; left shift. Reviewed by haematology registrar."]))
    L.append("Accessions: " + ", ".join(m("IDNUM", V.accession(r, x.year)) for x in dates))
    L.append("Telephoned: %s on %s to %s (%s)" % (times(r), c.D(d), c.S(c.next_staff(), r.choice(["First Last", "F Last"])), m("HOSPITAL", c.ward)))
    L += _footer(c, verif, tech)
    return "\n".join(L)


def micro(c):
    r = c.r
    d = c.day(0)
    req, verif, tech = c.next_staff(), c.next_staff(), c.next_staff()
    st = c.dstyle
    L = _header(c, "MICROBIOLOGY - CULTURE AND SENSITIVITY", V.accession(r, d.year), (d, st), (d, st), (c.day(r.randint(2, 3)), st), req)
    L.append("")
    src = r.choice(["Urine, midstream", "Urine, catheter (Foley) specimen", "Blood culture x2 sets", "Wound swab, left heel", "Sputum", "CSF"])
    L.append("Specimen: %s    Lab no: %s" % (src, m("IDNUM", V.accession(r, d.year))))
    L.append("Clinical details: %s; on %s. Collected by %s." % (r.choice(["?UTI, dysuria", "fever, rigors, ?line sepsis", "non-healing ulcer", "productive cough"]),
                                                              r.choice(["no antibiotics", "ceftriaxone since " + c.D(c.day(-2), "d Mon"), "trimethoprim"]), c.S(c.next_staff(), r.choice(["FL", "F. Last"]))))
    L.append("")
    L.append("Microscopy: WBC %s /uL, RBC %s /uL, epithelial cells %s. Gram stain: %s." % (r.randint(5, 500), r.randint(0, 100), r.choice(["few", "nil", "++"]),
                                                                                          r.choice(["Gram-negative bacilli", "Gram-positive cocci in clusters", "no organisms seen"])))
    orgs = r.sample(P.ORGANISMS, r.randint(1, 2))
    for i, o in enumerate(orgs):
        L.append("Culture: (%d) %s  >10^%d CFU/L" % (i + 1, o, r.randint(5, 8)))
    L.append("")
    widths = [28] + [12] * len(orgs)
    L.append(row(["Antibiotic"] + ["(%d) S/I/R MIC" % (i + 1) for i in range(len(orgs))], widths))
    for ab in r.sample(P.ANTIBIOTICS, r.randint(6, 9)):
        L.append(row([ab] + ["%s  %s" % (r.choice("SSSIR"), r.choice(["<=1", "2", "4", ">=16", "0.5", "<=0.25"])) for _ in orgs], widths))
    L.append("Method: Kirby-Bauer disc diffusion / VITEK MIC, EUCAST v14.0 breakpoints.")
    L.append("")
    L.append("Comments: %s" % r.choice([
        "Preliminary report phoned to %s (%s) on %s at %s by %s." % (c.S(c.next_staff(), "First Last"), m("HOSPITAL", c.ward), c.D(c.day(1)), times(r), m("DOCTOR", tech.name("fl"))),
        "Isolate referred to %s for typing, ref %s." % (m("ORGANIZATION", r.choice(P.LABS[c.loc])), m("IDNUM", V.idnum(r, "REF-"))),
        "Infection Control notified; patient in side room %s (%s)." % (m("LOCATION_OTHER", "%d%s" % (r.randint(1, 30), r.choice(["A", "B", ""]))), m("HOSPITAL", c.ward)),
    ]))
    if r.random() < 0.5:
        L.append("Previous isolates: %s %s (%s)" % (r.choice(P.ORGANISMS), c.D(c.day(-r.randint(30, 400))), m("IDNUM", V.accession(r, d.year))))
    L += _footer(c, verif, tech)
    return "\n".join(L)


def poc(c):
    r = c.r
    d = c.day(0)
    req, verif, tech = c.next_staff(), c.next_staff(), c.next_staff()
    st = c.dstyle
    L = _header(c, "BLOOD GAS / POINT-OF-CARE REPORT", V.accession(r, d.year), (d, st), (d, st), (d, st), req)
    L.append("")
    L.append("Analyser: %s   SN %s   Operator %s   FiO2 %d%%  Temp 37.0 C" % (r.choice(["GemStat 4000", "RapidLab Q5", "i-Chem 300"]), m("DEVICE", V.serial(r)), m("USERNAME", c.user(tech)), r.choice([21, 28, 35, 40, 60])))
    L.append("Sample: %s   Site: %s" % (r.choice(["Arterial", "Venous", "Capillary"]), r.choice(["R radial (Allen's test normal)", "L radial", "art line"])))
    widths = [22, 10, 8, 14]
    L.append(row(["Parameter", "Result", "Flag", "Ref"], widths))
    gas = [("pH", 7.35, 7.45, 2), ("pCO2 kPa", 4.7, 6.0, 1), ("pO2 kPa", 10.0, 13.0, 1), ("HCO3 mmol/L", 22, 26, 0),
           ("Base excess", -2, 2, 1), ("Lactate mmol/L", 0.5, 2.2, 1), ("K+ mmol/L", 3.5, 5.1, 1), ("Na+ mmol/L", 135, 145, 0),
           ("iCa mmol/L", 1.15, 1.3, 2), ("Glucose mmol/L", 4.0, 7.8, 1), ("tHb g/L", 120, 170, 0), ("COHb %", 0, 1.5, 1)]
    for nm, lo, hi, dec in r.sample(gas, r.randint(8, 11)):
        v, f, rg = result_value(r, lo, hi, dec)
        L.append(row([nm, v, f, rg], widths))
    L.append("")
    L.append("INR (POC): %.1f  [target 2.0-3.0]  strip lot checked, QC pass" % r.uniform(1.0, 4.5))
    L.append("Results communicated to %s at %s. Patient %s (%s) in %s, bed %s." % (c.S(c.next_staff(), "First Last"), times(r), c.P(r.choice(["F.L.", "Last", "First Last"])),
                                                                                   c.age_s(r.choice(["{a}y", "{a} yo", "{a}yo"])), m("HOSPITAL", c.ward), m("LOCATION_OTHER", str(r.randint(1, 30)))))
    L.append(r.choice(NEG_SENTENCES))
    L += _footer(c, verif, tech)
    return "\n".join(L)


def histo(c):
    r = c.r
    d = c.day(0)
    req, verif, tech = c.next_staff(), c.next_staff(), c.next_staff()
    path = c.next_staff()
    st = c.dstyle
    case_no = "%s%02d-%05d" % (r.choice(["S", "H", "C"]), d.year % 100, r.randint(1, 99999))
    L = _header(c, "HISTOPATHOLOGY REPORT", case_no, (c.day(-r.randint(2, 6)), st), (c.day(-r.randint(1, 2)), st), (d, st), req)
    L.append("")
    L.append("Case: %s   Blocks: A1-A%d   Slides: %d H&E, %d IHC" % (m("IDNUM", case_no), r.randint(2, 8), r.randint(3, 12), r.randint(0, 6)))
    L.append("Specimen: %s" % r.choice(["Skin ellipse, left forearm", "Colonic polyp x2, sigmoid", "Core biopsy, right breast 10 o'clock", "Endometrial pipelle"]))
    L.append("Clinical: %s. Procedure %s by %s at %s." % (r.choice(["?BCC", "polyps on colonoscopy", "BI-RADS 4 lesion", "PMB"]), c.D(c.day(-r.randint(2, 6))),
                                                       c.S(c.next_staff(), r.choice(["F. Last", "First Last"])), m("HOSPITAL", r.choice([c.hosp, c.clinic]))))
    L.append("")
    L.append("MACROSCOPY: %s" % r.choice(["Ellipse 22 x 9 x 5 mm with central 6 mm pale nodule. Inked, serially sliced, all embedded.",
                                          "Two polypoid fragments, 4 and 7 mm. All embedded.", "Three cores, 12-15 mm. All embedded."]))
    L.append("MICROSCOPY: %s" % r.choice(["Nodular basal cell carcinoma, completely excised; closest peripheral margin 1.8 mm.",
                                          "Tubular adenomas with low-grade dysplasia. No high-grade dysplasia or invasion.",
                                          "Invasive carcinoma of no special type, grade 2 (Nottingham 3+2+2). ER 8/8, PR 6/8, HER2 1+."]))
    L.append("SYNOPTIC: tumour size %d mm; margins clear (%.1f mm); LVI not identified; pT%d pN%s" % (r.randint(3, 30), r.uniform(0.5, 9), r.randint(1, 3), r.choice(["0", "X", "1a"])))
    L.append("SNOMED: T-02300 M-80903  |  ICD-O-3 8090/3  |  CPT 88305")
    L.append("Container labelled %s / %s / %s, identifiers checked by %s and %s." % (c.P(r.choice(["LAST, FIRST", "First Last"])), c.dob_s(), m("MRN", c.mrn), m("DOCTOR", tech.name("FL")), m("DOCTOR", verif.name("FL"))))
    L.append("MDT discussion: %s, %s (%s)." % (c.D(c.day(r.randint(3, 10)), r.choice(["wd d Mon", V.wd_style(c.loc), "Weekday, Month d, y"])), m("HOSPITAL", c.hosp), r.choice(["Skin MDT", "Colorectal MDT", "Breast MDT", "Gynae-onc MDT"])))
    L.append("")
    L.append("Reported by: Dr %s, %s   %s %s" % (c.S(path, "First Last"), r.choice(["FRCPath", "FRCPA", "MD FCAP", "FRCPC"]), licence_label(c), m("LICENSE", c.lic(path))))
    L.append("Copy to: %s, %s (fax %s)" % (c.S(c.next_staff(), r.choice(["F Last", "First Last"])), m("HOSPITAL", c.clinic), c.fx()))
    L.append("Addendum %s: %s" % (c.D(c.day(r.randint(1, 5))), r.choice(["MMR immunohistochemistry intact.", "Discussed at MDT; see MDT outcome.", "Correction of specimen site per clinician call."])))
    L += _footer(c, verif, tech)
    return "\n".join(L)


LAYOUTS = [("chemistry_report", chem), ("haematology_cumulative", cumulative), ("micro_culture_sensitivity", micro),
           ("blood_gas_poc", poc), ("histopathology", histo)]
