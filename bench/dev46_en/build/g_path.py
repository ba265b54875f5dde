"""Pathology reports: chemistry/haematology, histopathology, microbiology, cervical screening."""
import datetime as dt

import core as C
from core import S

CHEM = [
    ("Sodium", 135, 145, "mmol/L", 0), ("Potassium", 3.5, 5.2, "mmol/L", 1), ("Chloride", 95, 110, "mmol/L", 0),
    ("Bicarbonate", 22, 32, "mmol/L", 0), ("Urea", 2.5, 8.0, "mmol/L", 1), ("Creatinine", 45, 110, "umol/L", 0),
    ("eGFR", 60, 120, "mL/min/1.73m2", 0), ("Glucose (fasting)", 3.6, 6.0, "mmol/L", 1),
    ("Bilirubin", 2, 20, "umol/L", 0), ("ALP", 30, 110, "U/L", 0), ("GGT", 5, 50, "U/L", 0), ("ALT", 5, 40, "U/L", 0),
    ("Albumin", 35, 50, "g/L", 0), ("Calcium (corr)", 2.10, 2.60, "mmol/L", 2), ("Magnesium", 0.70, 1.10, "mmol/L", 2),
    ("CRP", 0, 5, "mg/L", 0), ("TSH", 0.5, 4.0, "mIU/L", 2), ("Ferritin", 30, 300, "ug/L", 0),
    ("HbA1c", 4.0, 6.0, "%", 1), ("Cholesterol", 0, 5.5, "mmol/L", 1), ("Triglycerides", 0, 2.0, "mmol/L", 1),
    ("HDL", 1.0, 2.2, "mmol/L", 1), ("LDL", 0, 3.5, "mmol/L", 1), ("Urate", 0.15, 0.42, "mmol/L", 2),
    ("B12", 150, 700, "pmol/L", 0), ("Vitamin D", 50, 150, "nmol/L", 0),
]
HAEM = [("Haemoglobin", 115, 165, "g/L", 0), ("WCC", 4.0, 11.0, "x10^9/L", 1), ("Platelets", 150, 400, "x10^9/L", 0),
        ("MCV", 80, 100, "fL", 0), ("Neutrophils", 2.0, 7.5, "x10^9/L", 1), ("Lymphocytes", 1.0, 4.0, "x10^9/L", 1),
        ("INR", 0.9, 1.2, "", 1)]


def _val(r, lo, hi, dp):
    lo_eff = lo if lo > 0 else hi * 0.3
    span = hi - lo_eff
    x = r.uniform(lo_eff - 0.35 * span, hi + 0.45 * span) if r.random() < 0.3 else r.uniform(lo_eff, hi)
    x = max(lo_eff * 0.4, x)
    s = "%.*f" % (dp, x)
    v = float(s)
    flag = " H" if v > hi else " L" if (lo > 0 and v < lo) else ""
    return s, flag


def _times(ctx):
    r = ctx.rng
    col = ctx.visit
    rec = col + dt.timedelta(days=r.choice([0, 0, 1]))
    rep = rec + dt.timedelta(days=r.choice([0, 1, 2, 5]))
    return col, rec, rep


def _header(n, ctx, lab, title):
    r = ctx.rng
    st = r.randrange(3)
    if st == 0:
        n.add(S("HOSPITAL", lab.name.upper()), "\n", ctx.addr_parts(lab.addr, style=0), "\nPh ", S("PHONE", lab.phone),
              "  Fax ", S("FAX", lab.fax), "  ", S("URL", lab.url(r)), "\n")
    elif st == 1:
        n.add(S("HOSPITAL", lab.name), " | ", title, "\n", "Enquiries ", S("PHONE", lab.phone), " | ",
              S("EMAIL", lab.email(r, "enquiries")), "\n")
    else:
        n.add(title.upper(), "\n", S("HOSPITAL", lab.name), ", ", ctx.addr_parts(lab.addr, style=2), "\n")
    n.add("=" * 66, "\n")


def _pt(n, ctx, col, rec, rep, req, prac, lab, labno):
    r = ctx.rng
    st = r.randrange(2)
    if st == 0:
        n.add("Patient:   ", ctx.pt_name("caps"), "\nDOB:       ", ctx.v["DOB"], "   Sex: ", ctx.pron("sex"), "   Age: ",
              ctx.v["AGE"], "\nAddress:   ", ctx.v["ADDR1"], "\n")
        n.add(ctx.v["MRNL"], ": ", ctx.v["MRN"])
        if ctx.loc == "AU":
            n.add("   Medicare: ", S("HEALTHPLAN", C.medicare_au(r)))
        elif ctx.loc == "CA":
            n.add("   ", ctx.v["HPL"], ": ", ctx.v["HPV"])
        n.add("\nLab No:    ", labno, "\nRequested: ", ctx.dname(req, "drfull"))
    else:
        n.add(ctx.pt_name("caps"), "   ", ctx.pron("sex"), "   DOB ", ctx.v["DOB"], "   ", ctx.v["MRNL"], " ", ctx.v["MRN"], "\n")
        n.add(ctx.v["ADDR1"], "   Ph ", ctx.v["MOB"], "\n")
        n.add("Lab ref ", labno, "   Episode ", S("ACCOUNT", C.account_no(r)), "\nReferrer: ", ctx.dname(req, "drfull"))
    if ctx.loc == "AU":
        n.add(" (Prov ", S("LICENSE", C.provider_au(r)), ")")
    elif ctx.loc == "NZ" and r.random() < 0.6:
        n.add(" (HPI ", S("LICENSE", C.hpi_cpn(r)), ")")
    elif ctx.loc == "CA" and r.random() < 0.6:
        n.add(" (Billing #", S("LICENSE", C.billing_ca(r)), ")")
    n.add(", ", S("HOSPITAL", prac.name), ", ", ctx.addr_parts(prac.addr, style=0), "\n")
    if r.random() < 0.5:
        cc = ctx.clin("SPEC2", "SPEC")
        n.add("Copy to:   ", ctx.dname(cc, "drfull"), ", ", ctx.v["HOSP1_NAME"], "\n")
    t1 = "%02d:%02d" % (r.randint(7, 11), r.randint(0, 59))
    t2 = "%02d:%02d" % (r.randint(12, 16), r.randint(0, 59))
    t3 = "%02d:%02d" % (r.randint(17, 22), r.randint(0, 59))
    n.add("Collected: ", ctx.D(col), " ", t1, "   Received: ", ctx.D(rec), " ", t2, "   Reported: ", ctx.D(rep), " ", t3, "\n")
    if r.random() < 0.4:
        n.add("Collection centre: ", S("HOSPITAL", ctx.inst("CC", "lab").name.split(" ")[0] + " Collection Centre"),
              ", collector ", S("DOCTOR", ctx.clin("COLL", "ADMIN").initials()), "\n")
    n.add("-" * 66, "\n")


def _footer(n, ctx, lab, rep):
    r = ctx.rng
    sci = ctx.clin("SCI1", "SCI")
    path = ctx.clin("PATH1", "PATH")
    n.add("\nValidated by: ", ctx.dname(sci, "user"), "   Authorised: ", ctx.dname(path, "drfullcred"), "\n")
    x = r.randrange(3)
    if x == 0:
        n.add("Delivered electronically to requester (HL7 endpoint ", S("IPADDR", C.ip_addr(r)), ") ", ctx.D(rep), "\n")
    elif x == 1:
        n.add("View cumulative results at ", S("URL", "https://results.%s/%s" % (lab.domain, C.letters(r, 2).lower() + C.digits(r, 6))), "\n")
    else:
        n.add("Report status: FINAL. Phoned to ", ctx.dname(ctx.clin("RN7", "RN"), "full"), " at referring practice ",
              "%02d:%02d" % (r.randint(8, 18), r.randint(0, 59)), ".\n")
    n.add("Page 1 of 1\n")


def chem(ctx):
    r = ctx.rng
    n = C.Note(ctx)
    lab = ctx.inst("LAB1", "lab")
    req = ctx.clin("GP")
    prac = ctx.inst("PRAC0", "practice")
    col, rec, rep = _times(ctx)
    labno = S("IDNUM", C.lab_no(r, col.year % 100))
    _header(n, ctx, lab, "Clinical Chemistry & Haematology")
    _pt(n, ctx, col, rec, rep, req, prac, lab, labno)
    n.add("Clinical notes: ", r.choice(["tired ++", "T2DM review", "on methotrexate", "?iron deficiency",
                                        "pre-op", "HTN, on ACEi", "weight loss"]), "\n\n")
    if r.random() < 0.6:
        prev = ctx.past(60, 600)
        n.add("HAEMATOLOGY          ", ctx.D(prev, "dmy_yy" if ctx.loc != "CA" else "iso"), "   ",
              ctx.D(col, "dmy_yy" if ctx.loc != "CA" else "iso"), "   Ref range\n")
        for name, lo, hi, unit, dp in r.sample(HAEM, r.randint(4, 7)):
            v0, _ = _val(r, lo, hi, dp)
            v1, f1 = _val(r, lo, hi, dp)
            n.add("%-20s %10s   %8s%-2s  (%s-%s) %s\n" % (name, v0, v1, f1, lo, hi, unit))
        n.add("\n")
    n.add("BIOCHEMISTRY\n")
    for name, lo, hi, unit, dp in r.sample(CHEM, r.randint(11, 18)):
        v1, f1 = _val(r, lo, hi, dp)
        n.add("%-20s %8s%-2s %-14s (%s - %s)\n" % (name, v1, f1, unit, lo, hi))
    n.add("\nComment: ", r.choice([
        "Results consistent with iron deficiency. Suggest coeliac serology if no obvious source. Ferritin may be "
        "falsely normal in the presence of inflammation; interpret with CRP.",
        "eGFR calculated using CKD-EPI. Reduced eGFR should be confirmed on a repeat sample within 3 months. "
        "Consider urine ACR if diabetic or hypertensive.",
        "Mild renal impairment, stable compared with previous.",
        "Lipid targets per national guidelines.",
        "Haemolysed specimen - potassium may be falsely elevated; please repeat."]), "\n")
    if r.random() < 0.5:
        n.add("Previous results on file: ", ctx.D(ctx.past(100, 1500), ctx.ns), " (lab no. ", S("IDNUM", C.lab_no(r)), ").\n")
    _footer(n, ctx, lab, rep)
    return n


def histo(ctx):
    r = ctx.rng
    n = C.Note(ctx)
    lab = ctx.inst("LAB1", "lab")
    req = ctx.clin("SPEC", "SPEC") if r.random() < 0.5 else ctx.clin("GP")
    prac = ctx.inst("PRAC0", "practice") if req.role == "GP" else ctx.inst("HOSP1", "hospital")
    col, rec, rep = _times(ctx)
    labno = S("IDNUM", "%s%02d-%s" % (r.choice("HSB"), col.year % 100, C.digits(r, 5)))
    _header(n, ctx, lab, "Anatomical Pathology")
    _pt(n, ctx, col, rec, rep, req, prac, lab, labno)
    cases = [
        ("Skin, L upper back, excision", "?melanoma, changing lesion",
         "An ellipse of skin 18 x 8 x 5 mm bearing a pigmented lesion 6 mm. Inked, serially sliced, all embedded A1-A4.",
         "Sections show a compound melanocytic lesion with architectural disorder and moderate cytological atypia. "
         "No dermal mitoses. Lateral and deep margins clear (closest 2.1 mm).",
         "Dysplastic compound naevus with moderate atypia, completely excised."),
        ("Colon, sigmoid polyp", "polyp at colonoscopy, FOBT positive",
         "A polypoid fragment 9 mm. Bisected, all embedded A1.",
         "Tubular adenoma with low-grade dysplasia. No high-grade dysplasia or invasion. Stalk free of dysplasia.",
         "Tubular adenoma, low-grade dysplasia."),
        ("Breast, R, core biopsy x3", "BIRADS 5 mass R breast 10 o'clock",
         "Three cores 12-15 mm. All embedded A1-A3.",
         "Invasive carcinoma of no special type, grade 2 (tubules 3, pleomorphism 2, mitoses 1). ER positive (90%), "
         "PR positive (40%), HER2 negative (IHC 1+).",
         "Invasive breast carcinoma NST, grade 2, ER+/PR+/HER2-."),
        ("Skin, R cheek, shave", "?BCC, pearly lesion",
         "A shave of skin 8 x 7 x 2 mm. Trisected, all embedded A1.",
         "Nodular basal cell carcinoma. Peripheral margins clear (closest 1.2 mm); deep margin clear.",
         "Nodular BCC, completely excised."),
        ("Endometrial curettings", "PMB, endometrial thickness 9 mm",
         "Multiple fragments of tan tissue aggregating 15 mm. All embedded A1-A2.",
         "Fragments of atrophic endometrium. No hyperplasia or malignancy.",
         "Atrophic endometrium; no evidence of malignancy."),
        ("Prostate, TP biopsies (18 cores)", "PSA %.1f, PI-RADS 4 lesion" % r.uniform(5, 15),
         "Eighteen cores in six containers, 8-16 mm. All embedded A1-F3.",
         "Acinar adenocarcinoma in 4/18 cores (L apex and L mid), Gleason 3+4=7 (pattern 4 ~20%). No PNI.",
         "Prostatic adenocarcinoma, Gleason 3+4=7, ISUP grade group 2."),
    ]
    site, clin_, macro, micro_, dx = r.choice(cases)
    n.add("SPECIMEN: ", site, "\n")
    n.add("CLINICAL: ", clin_, ". Previous specimen ", S("IDNUM", C.lab_no(r)), " (", ctx.v["YPAST"], ").\n\n")
    n.add("MACROSCOPIC: Labelled with patient name and DOB. ", macro, "\n")
    n.add("(", ctx.dname(ctx.clin("REG4", "REG"), "init"), "/", ctx.dname(ctx.clin("SCI1", "SCI"), "lower"), ")\n\n")
    n.add("MICROSCOPIC: ", micro_, "\n\n")
    n.add("DIAGNOSIS: ", dx, "\n")
    if r.random() < 0.4:
        n.add("Intradepartmental consultation: ", ctx.dname(ctx.clin("PATH2", "PATH"), "dr"), " agrees.\n")
    _footer(n, ctx, lab, rep)
    return n


def micro(ctx):
    r = ctx.rng
    n = C.Note(ctx)
    lab = ctx.inst("LAB1", "lab")
    req = ctx.clin("GP")
    prac = ctx.inst("PRAC0", "practice")
    col, rec, rep = _times(ctx)
    labno = S("IDNUM", C.lab_no(r, col.year % 100))
    _header(n, ctx, lab, "Microbiology")
    _pt(n, ctx, col, rec, rep, req, prac, lab, labno)
    n.add("SPECIMEN: ", r.choice(["Mid-stream urine", "Wound swab R leg", "Sputum", "Catheter urine"]), "\n")
    n.add("MICROSCOPY\n  Leucocytes  %d x10^6/L\n  Erythrocytes %d x10^6/L\n  Epithelial cells: %s\n" % (
        r.randint(10, 900), r.randint(0, 200), r.choice(["nil", "few", "moderate"])))
    org = r.choice(["Escherichia coli", "Klebsiella pneumoniae", "Enterococcus faecalis", "Staphylococcus aureus",
                    "Proteus mirabilis"])
    n.add("CULTURE\n  >10^8 cfu/L ", org, "\n\nSENSITIVITIES\n")
    for ab in r.sample(["Amoxicillin", "Amox/clav", "Cephalexin", "Trimethoprim", "Nitrofurantoin", "Ciprofloxacin",
                        "Gentamicin", "Flucloxacillin"], 6):
        n.add("  %-14s %s\n" % (ab, r.choice("SSSR")))
    n.add("\nComment: ", r.choice(["Significant bacteriuria. Treat only if symptomatic.",
                                   "Mixed growth <10^7, likely contamination. Suggest repeat MSU with clean collection.",
                                   "ESBL not detected. Nitrofurantoin is not suitable for upper tract infection."]), "\n")
    n.add("S = sensitive, R = resistant, I = intermediate. Susceptibility testing per EUCAST/CLSI breakpoints.\n")
    if r.random() < 0.5:
        n.add("Previous isolate: ", org.split(" ")[0][0] + ". " + org.split(" ")[1], " on ", ctx.D(ctx.past(60, 700), ctx.ns),
              " (lab no. ", S("IDNUM", C.lab_no(r)), ").\n")
    _footer(n, ctx, lab, rep)
    return n


def cst(ctx):
    r = ctx.rng
    n = C.Note(ctx)
    lab = ctx.inst("LAB1", "lab")
    req = ctx.clin("GP")
    prac = ctx.inst("PRAC0", "practice")
    col, rec, rep = _times(ctx)
    labno = S("IDNUM", C.lab_no(r, col.year % 100))
    _header(n, ctx, lab, "Cervical Screening" if ctx.loc != "CA" else "Cytology / HPV")
    _pt(n, ctx, col, rec, rep, req, prac, lab, labno)
    n.add("Test: ", r.choice(["HPV (self-collected vaginal)", "HPV with reflex LBC (clinician-collected)"]), "\n")
    n.add("Screening history: last test ", ctx.D(ctx.past(700, 2000), ctx.ns), " - ", r.choice(["HPV not detected",
                                                                                                 "HPV other detected"]),
          "; register ID ", S("IDNUM", C.digits(r, 10)), "\n\n")
    n.add("Clinical information: ", r.choice(["routine screen, asymptomatic", "post-coital bleeding", "previous LSIL",
                                              "test of cure after LLETZ"]), ". LMP ", ctx.DN(ctx.past(3, 40)),
          ". Contraception: ", r.choice(["IUD", "COCP", "nil", "implant"]), ".\n")
    res = r.choice(["HPV not detected", "HPV 16/18 detected", "HPV (not 16/18) detected"])
    n.add("RESULT: ", res, "\n")
    if res != "HPV not detected":
        n.add("LBC: ", r.choice(["Negative", "LSIL", "pHSIL", "HSIL"]), "\n")
        n.add("RECOMMENDATION: Refer for colposcopy (", ctx.v["HOSP1_NAME"], " women's clinic ph ",
              S("PHONE", C.phone(r, ctx.loc, "land", ctx.addr)), ").\n")
    else:
        n.add("RECOMMENDATION: Routine re-screen in 5 years (due ", S("DATE", C.fmt_date(col.replace(year=col.year + 5) if not (col.month == 2 and col.day == 29) else col.replace(year=col.year + 5, day=28), "month_y")), ").\n")
    n.add("\nThis test was performed using a validated PCR assay detecting 14 oncogenic HPV types. A negative result does "
          "not exclude all risk; symptomatic women should be investigated regardless of screening result.\n")
    _footer(n, ctx, lab, rep)
    return n


def pathology(ctx):
    r = ctx.rng
    fns = [chem, histo, micro]
    if ctx.pt.sex == "F" and 25 <= ctx.age <= 74:
        fns.append(cst)
    return ctx.pick("path_layout", fns)(ctx)
