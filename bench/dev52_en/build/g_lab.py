"""Genre 2: laboratory, microbiology and pathology reports with specimen tracking."""
from core import *  # noqa
from world import *  # noqa
import clin
import pools as PL


def _header(rng, c, title):
    lines = []
    lab = c.hosp
    if rng.random() < 0.5:
        lines.append("%s - %s" % (hosp(lab).upper() if False else hosp(lab), rng.choice(
            ["Department of Laboratory Medicine", "Pathology Services", "Clinical Laboratory", "Microbiology Laboratory"])))
        a = make_address(rng, c.loc)
        lines.append(addr_block(rng, a, oneline=True) + "   Tel " + c.ph() + "   Fax " + c.fx())
    else:
        lines.append(hosp(lab) + " LABORATORY")
        lines.append("Lab Director: " + c.md2.sig() + ("   CLIA " + lic(fmt_id(rng, "##D#######")) if c.loc == "US" else ""))
    lines.append(title)
    lines.append("-" * 72)
    w = rng.choice([18, 20])
    ids = c.nhs_or_mrn_header()
    rows = [("Patient", pt(c.pt.last_first(upper=True))), ("DOB / Age", "%s  %s" % (c.dobs(), age(c.age) + ("Y" if rng.random() < 0.5 else " yrs"))),
            ("Sex", c.pt.sex)] + ids
    rows.append(("Accession", idn(fmt_id(rng, rng.choice(["@##-######", "##@-#####", "L########", "C####-######"])))))
    rows.append(("Requisition", idn(fmt_id(rng, rng.choice(["RQ#######", "########", "REQ-##-#####"])))))
    rows.append(("Ordering", c.md.ref() + " (" + hosp(c.clinic) + ")"))
    if rng.random() < 0.5:
        rows.append(("Copy to", c.md2.ref()))
    rows.append(("Location", rng.choice([hosp(rng.choice(PL.WARDS)), "OP clinic", hosp(c.clinic), "ED",
                                         hosp(rng.choice(PL.WARDS)) + " bed " + loc(str(rng.randint(1, 32)))])))
    rows.append(("Collected", "%s %s" % (c.d(), ftime(rng))))
    rows.append(("Received", "%s %s" % (c.d(), ftime(rng))))
    rows.append(("Reported", "%s %s" % (c.d(rng.randint(0, 3)), ftime(rng))))
    per_line = rng.random() < 0.5
    if per_line:
        for k, v in rows:
            lines.append("%s: %s" % (vpad(k, w), v))
    else:
        for i in range(0, len(rows), 2):
            pair = rows[i:i + 2]
            lines.append("   ".join("%s: %s" % kv for kv in pair))
    lines.append("-" * 72)
    return lines


def chem_report(rng, c):
    lines = _header(rng, c, rng.choice(["CUMULATIVE CHEMISTRY / HAEMATOLOGY REPORT", "LABORATORY REPORT - FINAL",
                                        "RESULTS REPORT", "Biochemistry & Haematology"]))
    rows = clin.lab_rows(rng, rng.randint(10, 18))
    table = rng.random() < 0.5
    if table:
        lines.append("| Test | Result | Flag | Units | Ref range |")
        lines.append("|---|---|---|---|---|")
        for n, v, u, r, f in rows:
            lines.append("| %s | %s | %s | %s | %s |" % (n, v, f, u, r))
    else:
        lines.append("%-22s %-9s %-4s %-14s %s" % ("TEST", "RESULT", "FLG", "UNITS", "REFERENCE"))
        for n, v, u, r, f in rows:
            lines.append("%-22s %-9s %-4s %-14s %s" % (n, v, f, u, r))
    lines.append("")
    if rng.random() < 0.6:
        prev = c.d(-rng.randint(20, 300))
        lines.append("Previous result (%s): creatinine %.2f mg/dL, eGFR %d." % (prev, rng.uniform(0.6, 2.4), rng.randint(20, 95)))
    crit = [r for r in rows if r[4]]
    if crit:
        ph = tel(fphone(rng, c.loc, mobile=False, ext=rng.random() < 0.5))
        who = c.rn.ref() if rng.random() < 0.6 else c.md.ref()
        lines.append("CRITICAL/ABNORMAL VALUE NOTIFICATION: %s %s phoned to %s on %s at %s by %s (tech id %s). "
                     "Read-back confirmed." % (crit[0][0], crit[0][1], who, ph, ftime(rng), dr(Person(rng).full()),
                                                usr(Person(rng).username())))
    if rng.random() < 0.7:
        lines.append("")
        lines.append("CUMULATIVE (last 4):")
        dd = [c.d(-k * rng.randint(20, 60), "md" if rng.random() < 0.5 else None) for k in range(3, -1, -1)]
        lines.append("%-14s %s" % ("", "   ".join(dd)))
        for nm in rng.sample(["Sodium", "Potassium", "Creatinine", "Hb", "WBC", "Plt", "ALT", "INR", "eGFR"], 4):
            lines.append("%-14s %s" % (nm, "   ".join("%-8s" % ("%.1f" % rng.uniform(1, 150)) for _ in range(4))))
    lines.append("Clinical notes on request: " + rng.choice(["?AKI, on ACEi + diuretic", "routine annual bloods", "fatigue, ?anaemia",
                                                            "monitoring methotrexate", "pre-op assessment for %s" % c.d(rng.randint(5, 30))]))
    lines.append("Comment: " + rng.choice(["Sample mildly haemolysed; potassium may be falsely elevated.",
                                           "Lipaemic specimen.", "Non-fasting sample.", "Repeat advised in 4-6 weeks.",
                                           "eGFR calculated by CKD-EPI 2021.", "Result verified by second analyser."]))
    lines.append("")
    lines.extend(_tracking(rng, c))
    return "\n".join(lines)


ORGS = ["Escherichia coli", "Klebsiella pneumoniae", "Staphylococcus aureus (MRSA)", "Enterococcus faecalis",
        "Pseudomonas aeruginosa", "Streptococcus pyogenes", "Proteus mirabilis", "Candida albicans"]
ABX = ["Ampicillin", "Amoxicillin-clavulanate", "Cefazolin", "Ceftriaxone", "Ciprofloxacin", "Gentamicin",
       "Nitrofurantoin", "Trimethoprim-sulfa", "Piperacillin-tazobactam", "Meropenem", "Vancomycin", "Doxycycline"]


def micro_report(rng, c):
    lines = _header(rng, c, rng.choice(["MICROBIOLOGY - CULTURE & SENSITIVITY", "MICROBIOLOGY REPORT", "Blood Culture Report"]))
    spec = rng.choice(["Urine, midstream", "Blood culture set x2 (peripheral)", "Wound swab, L heel", "Sputum",
                       "Urine, catheter specimen", "CSF", "Throat swab"])
    lines.append("Specimen: %s    Specimen ID: %s" % (spec, idn(fmt_id(rng, "M##-######"))))
    lines.append("Clinical details: " + rng.choice(["fever, dysuria", "rigors post-op day 3", "diabetic foot ulcer, spreading cellulitis",
                                                    "?pneumonia, productive cough", "sore throat, school outbreak"]))
    lines.append("")
    lines.append("Microscopy: WBC %s, RBC %s, epithelial cells scanty." % (rng.choice(["++", ">100/uL", "10-50/hpf"]),
                                                                          rng.choice(["+", "<10/uL", "nil"])))
    o1 = rng.choice(ORGS)
    lines.append("Culture: %s >10^5 CFU/mL" % o1 if "Urine" in spec else "Culture: Growth of %s" % o1)
    lines.append("")
    lines.append("%-26s %s" % ("Antibiotic", "Interp (MIC)"))
    for a in rng.sample(ABX, rng.randint(6, 10)):
        lines.append("%-26s %s (%s)" % (a, rng.choice("SSSSRI"), rng.choice(["<=1", "2", "<=0.5", ">=32", "8", "<=16"])))
    lines.append("")
    if "Blood" in spec:
        lines.append("Positive bottle flagged %s %s; Gram stain: %s. Telephoned to %s (%s) by %s." % (
            c.d(1), ftime(rng), rng.choice(["Gram-negative rods", "Gram-positive cocci in clusters"]), c.md.ref(),
            c.ph(), dr(Person(rng).full())))
    if "MRSA" in o1:
        lines.append("INFECTION CONTROL: MRSA alert added to record. IPC nurse %s informed, ext %s." % (
            dr(Person(rng).full()), tel(str(rng.randint(2000, 7999)))))
    lines.append("Interpretation: %s" % rng.choice([
        "Susceptibilities reported according to EUCAST/CLSI breakpoints. Suppressed agents available on request.",
        "Mixed growth of 3 or more organisms; likely contamination. Suggest repeat collection if clinically indicated.",
        "Organism is an ESBL producer. Contact precautions advised. Discuss with Infectious Diseases (ID on-call %s)." % tel(fpager(rng))]))
    lines.append("Previous isolates: %s" % rng.choice(["none in last 12 months", "E. coli (S to nitrofurantoin) %s" % c.d(-rng.randint(60, 400)),
                                                     "MRSA nasal screen positive %s" % c.d(-rng.randint(30, 700), "monyr")]))
    lines.append("Referred isolate to %s for confirmation, ref no. %s." % (org(rng.choice(PL.REFLABS)), idn(fmt_id(rng, "RL-#######"))))
    lines.append("")
    lines.extend(_tracking(rng, c))
    lines.append("Authorised by: %s, Clinical Microbiologist" % dr(c.md2.full()))
    return "\n".join(lines)


SITES = [("Skin, R forearm, shave biopsy", "Basal cell carcinoma, nodular type. Peripheral margins clear; deep margin involved.",
          "Shave of tan skin 0.8 x 0.6 x 0.2 cm with a pearly papule. Inked blue, trisected, all embedded (A1-A3)."),
         ("Colon, sigmoid, polypectomy", "Tubular adenoma with low-grade dysplasia. No high-grade dysplasia or malignancy.",
          "Polypoid fragment 1.1 cm, stalk 0.3 cm, inked, bisected, entirely submitted (A1)."),
         ("Breast, L, core biopsy 2 o'clock", "Invasive ductal carcinoma, NST, grade 2 (Nottingham 3+2+2=7). ER/PR/HER2 to follow.",
          "Four cores of yellow-white tissue up to 1.4 cm. Cold ischaemia <1 h, fixation 8 h. Submitted in A1-A2."),
         ("Prostate, 12-core needle biopsy", "Acinar adenocarcinoma, Gleason 3+4=7 (Grade Group 2) in 3/12 cores, max 40% of core.",
          "Twelve labelled containers (A-L), cores 0.8-1.6 cm, each entirely submitted."),
         ("Gallbladder, cholecystectomy", "Chronic cholecystitis with cholelithiasis. No dysplasia.",
          "Gallbladder 8.2 x 3.1 cm, serosa smooth, wall 0.3 cm, multiple yellow faceted stones up to 1.1 cm."),
         ("Endometrium, pipelle", "Disordered proliferative endometrium. No atypical hyperplasia.",
          "Scant fragments of tan tissue, 1.0 cm aggregate, entirely submitted (A1)."),
         ("Lymph node, R cervical, excision", "Classic Hodgkin lymphoma, nodular sclerosis type (CD30+, CD15+, PAX5 weak).",
          "Lymph node 2.6 x 1.8 x 1.2 cm, cut surface nodular white. Representative sections A1-A4; fresh tissue to flow.")]


HIST = {"Skin": ("lesion for 6 months, ?BCC", "Nests of basaloid cells with peripheral palisading and retraction artefact, arising from the epidermis."),
        "Colon": ("screening colonoscopy, 11 mm pedunculated polyp", "Crypts show elongated pencillate hyperchromatic nuclei without loss of polarity."),
        "Breast": ("mammographic mass, BI-RADS 5", "Infiltrating tubules and cords with moderate pleomorphism; mitoses 8/10 HPF."),
        "Prostate": ("PSA 8.9, PI-RADS 4 lesion L peripheral zone", "Small crowded glands with prominent nucleoli and absent basal cells (p63/HMWCK negative)."),
        "Gallbladder": ("RUQ pain, gallstones on US", "Rokitansky-Aschoff sinuses, mural fibrosis and chronic inflammatory infiltrate."),
        "Endometrium": ("postmenopausal bleeding", "Proliferative-type glands with focal crowding and tubal metaplasia; no cytological atypia."),
        "Lymph": ("neck lump, B symptoms", "Effaced architecture with fibrous bands and scattered Hodgkin/Reed-Sternberg cells.")}


def path_report(rng, c):
    site, dx, gross = rng.choice(SITES)
    c.set_age(30, 88)
    if "Breast" in site or "Endometrium" in site:
        c.set_sex("F")
    if "Prostate" in site:
        c.set_sex("M")
    hist, micro = HIST[site.split(",")[0].split()[0]]
    lines = _header(rng, c, rng.choice(["SURGICAL PATHOLOGY REPORT", "HISTOPATHOLOGY REPORT", "Anatomical Pathology"]))
    case = fmt_id(rng, rng.choice(["S##-#####", "SP-##-######", "H##/#####", "AP##-####"]))
    lines.append("Case number: %s" % idn(case))
    lines.append("Procedure date: %s   Surgeon/Endoscopist: %s" % (c.d(-rng.randint(1, 6)), c.md.ref()))
    lines.append("Clinical history: %s %s, %s." % (age(c.age), rng.choice([c.pt.sex, "yo", "y/o " + c.pt.sex]), hist))
    lines.append("")
    lines.append("SPECIMEN: A. " + site)
    lines.append("")
    lines.append("GROSS DESCRIPTION:")
    lines.append("Received in formalin labelled with the patient's name (%s) and hospital number (%s), %s. %s" % (
        pt(c.pt.last_first(upper=True)), mrn(c.mrn), site.lower(), gross))
    lines.append("Grossed by %s. Cassettes: %s-A1 to A%d." % (dr(Person(rng).full()), idn(case), rng.randint(1, 6)))
    lines.append("")
    lines.append("MICROSCOPIC DESCRIPTION:")
    lines.append(micro + " " + rng.choice(["Immunohistochemistry controls stain appropriately.", "Levels examined.",
                                           "No lymphovascular invasion identified.", ""]))
    lines.append("")
    lines.append("DIAGNOSIS:")
    lines.append("A. %s: %s" % (site.upper(), dx))
    lines.append("")
    if "Breast" in site:
        lines.append("Addendum (%s): ER positive (Allred 8), PR positive (Allred 6), HER2 IHC 1+ (negative). Ki-67 approx 20%%. Discussed at MDT on %s." % (
            c.d(rng.randint(3, 9)), c.d(rng.randint(8, 15), rng.choice(["wshort", "dlong", "long", "wdlong"]))))
    elif "Prostate" in site or "Lymph" in site:
        lines.append("Discussed at %s MDT on %s; slides reviewed by %s." % (rng.choice(["uro-oncology", "haematology"]),
                                                                           c.d(rng.randint(8, 15), rng.choice(["wshort", "dlong", "long", "wdlong"])), c.md.ref()))
    if rng.random() < 0.5:
        lines.append("Intra-departmental consultation: %s concurs." % c.new_clin("MD").ref())
    if rng.random() < 0.4:
        lines.append("Block %s-A1 sent to %s for molecular testing, ref %s." % (idn(case), org(rng.choice(PL.REFLABS)), idn(fmt_id(rng, "MOL-######"))))
    lines.append("")
    lines.extend(_tracking(rng, c))
    lines.append("Reported by: %s   %s" % (c.md2.sig(), ("GMC " + lic(med_license(rng, "GB")) if c.loc == "GB" else
                                                          "NPI " + lic(npi(rng)) if c.loc == "US" else
                                                          "Reg. " + lic(med_license(rng, c.loc)))))
    lines.append("Electronically verified %s %s" % (c.d(rng.randint(1, 5)), ftime(rng)))
    return "\n".join(lines)


def _tracking(rng, c):
    out = ["SPECIMEN TRACKING"]
    d0 = c.date
    steps = ["Collected", "Labelled at bedside", "Tube/courier dispatch", "Received in lab", "Accessioned", "Centrifuged",
             "Loaded on analyser", "Verified", "Released to EHR"]
    k = rng.randint(4, 7)
    chosen = steps[:2] + rng.sample(steps[2:-1], k - 3) + [steps[-1]]
    style = rng.choice(["pipe", "cols", "list"])
    for i, s in enumerate(chosen):
        when = "%s %s" % (dt(fdate(rng, shift(d0, i // 4), c.loc, rng.choice(["iso", "dmon", "mdy" if c.loc == "US" else "dmy"]))),
                          ftime(rng, 7 + i))
        who = Person(rng)
        w = rng.random()
        if w < 0.5:
            whos = usr(who.username())
        elif w < 0.8:
            whos = dr(who.full())
        else:
            whos = dr(who.initials(False))
        where = rng.choice(["", "", "tube station " + loc(str(rng.randint(1, 40))), "bench " + loc("%s%d" % (rng.choice("ABCH"), rng.randint(1, 12))),
                            "rack " + loc("R%d-%02d" % (rng.randint(1, 30), rng.randint(1, 96)))])
        if style == "pipe":
            out.append("| %s | %s | %s | %s |" % (s, when, whos, where or "-"))
        elif style == "cols":
            out.append("  %s %s %s %s" % (vpad(s, 28), vpad(when, 26), whos, where))
        else:
            out.append("- %s %s by %s%s" % (s, when, whos, (" @ " + where) if where else ""))
    if rng.random() < 0.4:
        out.append("Courier: %s, vehicle %s, bag seal %s" % (dr(Person(rng).full()), veh(plate(rng, c.loc)), idn(fmt_id(rng, "SL######"))))
    out.append("Container barcode: %s" % idn(fmt_id(rng, "##########")))
    return out


def gen(rng, c):
    r = rng.random()
    if r < 0.4:
        return chem_report(rng, c)
    if r < 0.7:
        return micro_report(rng, c)
    return path_report(rng, c)
