"""Genres: molecular / genetic laboratory report; chain-of-custody toxicology record."""
import math

import phi
import pools
from base import Case, letterhead, patient_block, ordering, signature, footer
from common import Doc, P, pick, chance, add_days, fdate

GERMLINE = [
    ("BRCA2", "NM_000059.4:c.5946del", "p.(Ser1982Argfs*22)", "Pathogenic"),
    ("BRCA1", "NM_007294.4:c.68_69del", "p.(Glu23Valfs*17)", "Pathogenic"),
    ("BRCA1", "NM_007294.4:c.5266dup", "p.(Gln1756Profs*74)", "Pathogenic"),
    ("PALB2", "NM_024675.4:c.3113G>A", "p.(Trp1038*)", "Pathogenic"),
    ("CHEK2", "NM_007194.4:c.1100del", "p.(Thr367Metfs*15)", "Pathogenic (moderate penetrance)"),
    ("MLH1", "NM_000249.4:c.350C>T", "p.(Thr117Met)", "Likely pathogenic"),
    ("MSH6", "NM_000179.3:c.3261dup", "p.(Phe1088Leufs*5)", "Pathogenic"),
    ("ATM", "NM_000051.4:c.7271T>G", "p.(Val2424Gly)", "Pathogenic"),
    ("BRCA2", "NM_000059.4:c.8851G>A", "p.(Ala2951Thr)", "Variant of uncertain significance"),
    ("APC", "NM_000038.6:c.3920T>A", "p.(Ile1307Lys)", "Pathogenic (low penetrance)"),
]
SOMATIC = ["EGFR exon 19 deletion p.(E746_A750del), VAF {v}%", "EGFR p.(L858R), VAF {v}%", "KRAS p.(G12C), VAF {v}%",
           "BRAF p.(V600E), VAF {v}%", "TP53 p.(R273H), VAF {v}%", "PIK3CA p.(H1047R), VAF {v}%", "ERBB2 exon 20 insertion, VAF {v}%",
           "MET exon 14 skipping (RNA)", "ALK::EML4 fusion (RNA), v3", "RET::KIF5B fusion detected", "STK11 p.(Q37*), VAF {v}%"]
RELATIVES = [("mother", "F"), ("sister", "F"), ("maternal aunt", "F"), ("father", "M"), ("brother", "M"), ("paternal aunt", "F"),
             ("maternal grandmother", "F"), ("daughter", "F"), ("son", "M"), ("paternal uncle", "M"), ("cousin", "F")]
CANCERS = ["breast cancer", "ovarian cancer", "colorectal cancer", "endometrial cancer", "pancreatic cancer", "prostate cancer",
           "melanoma", "gastric cancer"]


def _cancer(rng, sex):
    while True:
        c = pick(rng, CANCERS)
        if sex == "F" and c == "prostate cancer":
            continue
        if sex == "M" and c in ("ovarian cancer", "endometrial cancer", "breast cancer"):
            continue
        return c


def _relative(case, rel, sex, with_age=True):
    rng = case.rng
    rp = phi.person(rng, case.c, sex)
    if chance(rng, 0.5):
        rp["surname"] = case.pat["surname"]
    out = [rel, " "]
    r = rng.random()
    if r < 0.5:
        out.append(P(phi.pname(rp, "given"), "FAMILY"))
    elif r < 0.8:
        out.append(P(phi.pname(rp, "full"), "FAMILY"))
    else:
        out += ["(", P(phi.pname(rp, pick(rng, ["initials", "given_initial"])), "FAMILY"), ")"]
    if with_age:
        dx_age = rng.randint(32, 78)
        out += [pick(rng, [", ", " - ", " "]), _cancer(rng, sex), " dx at ", P(str(dx_age), "AGE")]
        if chance(rng, 0.3):
            out += ["; d. ", P(str(rng.randint(dx_age, min(96, dx_age + 15))), "AGE")]
    return out


def molecular(rng, country):
    case = Case(rng, country, spec="mol")
    doc = Doc()
    y = case.when.year
    kind = pick(rng, ["germ", "germ", "som", "som", "inf", "misc", "misc"])
    mg = phi.accession(rng, pick(rng, ["MG", "MOL", "GEN", "MD"]), y)
    letterhead(doc, case, pick(rng, ["Molecular Diagnostics", "Molecular Genetics", "Genomic Medicine Laboratory", "Molecular Pathology"]))
    title = {"germ": "GERMLINE GENETIC TEST REPORT", "som": "TUMOUR MOLECULAR PROFILING REPORT" if case.uk else "TUMOR GENOMIC PROFILING REPORT",
             "inf": "MOLECULAR MICROBIOLOGY REPORT", "misc": "MOLECULAR GENETICS REPORT"}[kind]
    doc.line(title)
    doc.line("Lab ID: ", P(mg, "IDNUM"), pick(rng, [[""], ["   Family ID: ", P("FAM-" + phi.digits(rng, 5), "IDNUM")], ["   Order: ", P(phi.digits(rng, 9), "IDNUM")]]))
    patient_block(doc, case, location=False)
    ordering(doc, case)
    if kind == "germ" and chance(rng, 0.7):
        doc.line("Genetic counsel", "lor" if case.uk else "or", ": ", case.st("gc", "gc", pick(rng, ["full_cred", "init_cred"])),
                 pick(rng, [[""], ["  ", P(phi.phone(rng, country), "PHONE")], ["  ", P(phi.email(rng, case.who("gc")), "EMAIL")]]))
    recv = add_days(case.when, rng.randint(1, 5))
    rep = add_days(recv, rng.randint(5, 28) if kind != "inf" else rng.randint(0, 2))
    specimen = pick(rng, {"germ": ["Peripheral blood (EDTA)", "Saliva (Oragene)", "Buccal swab"],
                          "som": ["FFPE tissue block", "FFPE block, tumour content ~%d%%" % rng.randint(20, 80), "Plasma cfDNA (Streck)"],
                          "inf": ["Nasopharyngeal swab (UTM)", "EDTA plasma", "CSF", "Lower respiratory (BAL)"],
                          "misc": ["Peripheral blood (EDTA)", "Whole blood"]}[kind])
    doc.line("Specimen: ", specimen,
             "   Collected: ", case.d(case.when), "   Received: ", case.d(recv), "   Reported: ", case.d(rep))
    doc.add("\n")
    if kind == "germ":
        doc.line(pick(rng, ["Indication:", "Reason for referral:", "CLINICAL INFORMATION"]))
        doc.add(pick(rng, ["Personal history of ", "Proband with "]), _cancer(rng, case.sex), " diagnosed at age ", P(str(max(20, case.age - rng.randint(0, 6))), "AGE"), ". ")
        doc.add(pick(rng, ["Family history: ", "FHx: "]))
        for i, (rel, sx) in enumerate(rng.sample(RELATIVES, rng.randint(1, 3))):
            if i:
                doc.add("; ")
            doc.add(_relative(case, rel, sx))
        doc.add(". ", pick(rng, [["Ashkenazi Jewish ancestry reported."], ["Ancestry: maternal family from ", P(pick(rng, pools.COUNTRIES), "COUNTRY"), "."],
                                 ["Consanguinity denied."], [""]]))
        doc.add("\n\n")
        g, c, pr, cls = pick(rng, GERMLINE)
        doc.line("Test: Hereditary cancer multigene panel (", str(rng.randint(14, 84)), " genes) - NGS with CNV analysis; MLPA confirmation")
        doc.line("RESULT: ", "POSITIVE" if cls.startswith(("Path", "Likely")) else "UNCERTAIN", " - ", cls)
        doc.line("Gene    Variant                          Protein                  Zygosity       Classification")
        doc.line(g.ljust(8), c.ljust(33), pr.ljust(25), "Heterozygous".ljust(15), cls)
        if cls.startswith("Variant"):
            crit = "PM2_Supporting, BP4"
        elif "fs" in pr or "*" in pr:
            crit = pick(rng, ["PVS1, PM2_Supporting, PP5", "PVS1, PS4"])
        else:
            crit = pick(rng, ["PS3, PM2_Supporting, PP3", "PS4, PM2_Supporting, PP1"])
        doc.line("ACMG/AMP criteria: ", crit)
        doc.add("\n")
        if g in ("MLH1", "MSH6"):
            doc.add("Consistent with Lynch syndrome. ")
        doc.add("Interpretation: ", pick(rng, ["This result confirms a diagnosis of a hereditary cancer predisposition syndrome.",
                                               "This variant is not currently actionable; do not use for predictive testing of relatives.",
                                               "Enhanced surveillance per NCCN guidelines is recommended."]), " ")
        if chance(rng, 0.7):
            r2, s2 = pick(rng, RELATIVES)
            doc.add("Cascade testing is offered to at-risk relatives including ", _relative(case, r2, s2, with_age=False), ".")
        doc.add("\n")
        doc.line("Methods: GRCh38; mean depth ", str(rng.randint(250, 900)), "x; >99% of target bases at 20x. Variants named per HGVS v21.")
    elif kind == "som":
        blk = phi.accession(rng, pick(rng, ["S", "SP", "H"]), y)
        doc.line("Source block: ", P(blk, "IDNUM"), " ", pick(rng, ["A3", "B1", "A1", "C2"]), " (", pick(rng, ["lung adenocarcinoma", "colorectal adenocarcinoma",
                                                                                                         "melanoma", "cholangiocarcinoma", "NSCLC"]), ")",
                 pick(rng, [[""], [" from ", P(phi.hospital_name(rng, case.lab["addr"]["city"]), "HOSPITAL")]]))
        doc.line("Assay: ", pick(rng, ["Oncomine Precision Assay (50 genes, DNA+RNA)", "TSO500 (523 genes)", "Hotspot panel v3 (22 genes)",
                                       "FoundationOne-type comprehensive panel"]))
        doc.line("RESULTS")
        for s in rng.sample(SOMATIC, rng.randint(1, 3)):
            doc.line("  - ", s.format(v="%.1f" % rng.uniform(3, 68)))
        doc.line("  TMB ", "%.1f" % rng.uniform(0.5, 28), " mut/Mb; MSI: ", pick(rng, ["stable", "stable", "high"]), "; PD-L1 22C3 TPS ", str(rng.randint(0, 95)), "%")
        doc.line("Therapy associations (AMP/ASCO/CAP tier): ", pick(rng, ["Tier IA - osimertinib", "Tier IA - sotorasib/adagrasib", "Tier IB - dabrafenib + trametinib",
                                                                          "Tier IIC - clinical trial", "none"]))
        if chance(rng, 0.3):
            doc.line("Results discussed at thoracic MDT ", case.d(add_days(rep, rng.randint(1, 7))), " (", case.st("onc", "phys", "dr_last"), ").")
    elif kind == "inf":
        vl = rng.randint(200, 900000)
        resp = [("SARS-CoV-2 (E/N2)", pick(rng, ["DETECTED, Ct %.1f" % rng.uniform(14, 36), "Not detected"])), ("Influenza A", pick(rng, ["Not detected", "DETECTED (H3)", "DETECTED (H1N1pdm09)"])),
                ("Influenza B", "Not detected"), ("RSV", pick(rng, ["Not detected", "DETECTED"])), ("Bordetella pertussis IS481", pick(rng, ["Not detected", "DETECTED"])),
                ("hMPV", "Not detected"), ("Mycoplasma pneumoniae", pick(rng, ["Not detected", "DETECTED"]))]
        plasma = [("HIV-1 RNA", pick(rng, ["<20 copies/mL (target not detected)", "%d copies/mL (log %.2f)" % (vl, math.log10(vl))])),
                  ("HCV RNA", pick(rng, ["not detected", "%d IU/mL; genotype %s" % (rng.randint(10000, 9000000), pick(rng, ["1a", "3a", "2b"]))])),
                  ("CMV DNA", "%d IU/mL" % rng.randint(137, 90000)), ("HBV DNA", pick(rng, ["<10 IU/mL", "%d IU/mL" % rng.randint(20, 2000000)]))]
        csf = [("HSV-1/2 DNA", "Not detected"), ("Enterovirus RNA", pick(rng, ["Not detected", "DETECTED"])), ("VZV DNA", "Not detected"),
               ("N. meningitidis ctrA", "Not detected"), ("S. pneumoniae lytA", pick(rng, ["Not detected", "DETECTED"]))]
        pool = plasma if "plasma" in specimen else (csf if specimen == "CSF" else resp)
        tests = rng.sample(pool, rng.randint(2, len(pool)))
        if pool is plasma and chance(rng, 0.4):
            doc.line("Context: day +", str(rng.randint(14, 120)), " post allogeneic HSCT; weekly monitoring (last sample ", pick(rng, ["7 days ago", "last week", "on day +14"]), ").")
        doc.line("Target".ljust(28), "Result")
        for t, r in tests:
            doc.line(t.ljust(28), r)
        doc.line("Platform: ", pick(rng, ["cobas 6800", "GeneXpert Xpress", "BioFire FilmArray RP2.1", "Alinity m", "Panther Fusion"]),
                 "; LoD per package insert.")
        if chance(rng, 0.3):
            doc.line("Travel: returned from ", P(pick(rng, pools.COUNTRIES), "COUNTRY"), " ", case.dpart(add_days(case.when, -rng.randint(3, 20))), ".")
    else:
        sub = rng.randint(0, 3)
        if sub == 0:
            doc.line("Test: HFE genotyping (C282Y, H63D)")
            doc.line("Result: ", pick(rng, ["C282Y homozygous (p.Cys282Tyr/p.Cys282Tyr)", "C282Y/H63D compound heterozygous", "H63D heterozygous", "No variants detected"]))
            doc.line("Ferritin ", str(rng.randint(150, 2400)), " ug/L; transferrin saturation ", str(rng.randint(25, 92)), "%.")
        elif sub == 1:
            doc.line("Test: Thrombophilia genotyping - F5 c.1601G>A (Factor V Leiden), F2 c.*97G>A (prothrombin 20210)")
            doc.line("Result: ", pick(rng, ["F5 heterozygous; F2 wild type", "Both wild type", "F5 homozygous", "F2 heterozygous"]))
        elif sub == 2:
            doc.line("Test: Pharmacogenomics (CYP2C19, CYP2D6, SLCO1B1, TPMT/NUDT15)")
            doc.line("CYP2C19 ", pick(rng, ["*1/*2 intermediate metabolizer", "*2/*2 poor metabolizer", "*1/*17 rapid"]), "; CYP2D6 ",
                     pick(rng, ["*1/*4 (AS 1.0)", "*4/*4 PM", "*1/*1xN UM"]), "; SLCO1B1 ", pick(rng, ["*1/*5", "*1/*1"]), "; TPMT *1/*3A")
            doc.line("CPIC guidance: ", pick(rng, ["avoid clopidogrel", "reduce thiopurine dose", "standard statin dosing"]))
        else:
            ga = "%d+%d weeks" % (rng.randint(10, 20), rng.randint(0, 6))
            case.sex = "F"
            doc.line("Test: Non-invasive prenatal screening (cfDNA), singleton, GA ", ga, ", maternal age ", P(str(case.age), "AGE"))
            doc.line("Fetal fraction ", str(rng.randint(4, 22)), "%. Trisomy 21: ", pick(rng, ["LOW RISK", "HIGH RISK - confirm with CVS/amniocentesis"]),
                     "; T18 low risk; T13 low risk; SCA ", pick(rng, ["not reported", "low risk"]))
            if chance(rng, 0.5):
                doc.line("Partner: ", P(phi.pname(phi.person(rng, country, "M"), "full"), "FAMILY"), " (sample not required).")
    doc.add("\n")
    doc.line("Limitations: ", pick(rng, ["This test does not detect all variants; deep intronic and structural variants may be missed.",
                                         "A negative result does not exclude infection.", "Results should be interpreted with clinical findings.",
                                         "Reclassification of variants may occur; contact the laboratory for updates."]))
    signature(doc, case, "director", pick(rng, ["sci", "path"]), verb=pick(rng, ["Laboratory Director:", "Reviewed and approved by", "Clinical Scientist:",
                                                                                  "Electronically signed by"]), when=rep)
    if chance(rng, 0.4):
        doc.line("Analyst: ", case.un("analyst"), pick(rng, [[""], ["  Bioinformatics pipeline v", str(rng.randint(2, 6)), ".", str(rng.randint(0, 9))]]))
    footer(doc, case, mg)
    return doc


# ---------------------------------------------------------------------------- chain of custody
DRUGS = [("Amphetamines", 500, 250), ("Cocaine metabolite", 150, 100), ("Marijuana metabolite (THCA)", 50, 15), ("Opiates", 2000, 2000),
         ("Phencyclidine", 25, 25), ("Oxycodone/oxymorphone", 100, 100), ("6-Acetylmorphine", 10, 10), ("Benzodiazepines", 300, 100),
         ("Fentanyl", 1, 0.5), ("MDMA", 500, 250)]
REASONS = ["Pre-employment", "Random", "Post-accident", "Reasonable suspicion/cause", "Return-to-duty", "Follow-up"]


def custody(rng, country):
    case = Case(rng, country, min_age=17, max_age=68)
    doc = Doc()
    y = case.when.year
    sid = phi.digits(rng, 7) if chance(rng, 0.6) else "A" + phi.digits(rng, 7)
    legal = chance(rng, 0.45)
    doc.line(pick(rng, ["CUSTODY AND CONTROL FORM - TOXICOLOGY", "CHAIN OF CUSTODY RECORD", "Forensic Toxicology - Chain-of-Custody Report",
                        "DRUG TEST CUSTODY & CONTROL"]) if not legal else pick(rng, ["LEGAL BLOOD ALCOHOL - CHAIN OF CUSTODY", "FORENSIC BLOOD SAMPLE RECORD (POLICE REQUEST)"]))
    tox = phi.institution(rng, country, "lab", "tox")
    doc.line(P(tox["name"], "HOSPITAL"), ", ", phi.addr_parts(rng, tox["addr"], with_country=False))
    doc.line("Specimen ID: ", P(sid, "IDNUM"), "   Lab Accession: ", P(phi.accession(rng, pick(rng, ["TX", "FT", "DT"]), y), "IDNUM"))
    doc.add("\n")
    donor_ids = []
    if not legal:
        emp = phi.employer_name(rng)
        doc.line("STEP 1 - Employer: ", P(emp, "ORGANIZATION"), ", ", phi.addr_parts(rng, phi.address(rng, country, business=True), with_country=False))
        doc.line("  Employer rep: ", P(phi.pname(case.who("der"), pick(rng, ["full", "initial_last"])), "FAMILY"), " (HR)  Tel ", P(phi.phone(rng, country), "PHONE"),
                 pick(rng, [[""], ["  Fax ", P(phi.phone(rng, country, ext=False), "FAX")]]))
        doc.line("  MRO: ", case.st("mro", "phys", pick(rng, ["dr_full", "full_cred"])), ", ", P(phi.phone(rng, country), "PHONE"))
        doc.line("  Donor: ", case.pn(pick(rng, ["LAST_FIRST", "full", "LAST_FIRST_MI"])), "   DOB ", case.dob_p(), "   Employee ID ", P(phi.letters(rng, 1) + phi.digits(rng, 6), "IDNUM"))
        if country == "US" and chance(rng, 0.5):
            doc.line("  SSN: ", P(phi.ssn(rng, "US"), "SSN"))
        doc.line("  Reason for test: ", pick(rng, REASONS), "   Position: ", P(pick(rng, ["bus driver", "long-haul truck driver", "crane operator", "pilot",
                                                                                          "forklift operator", "rail conductor", "pipeline welder", "school bus driver",
                                                                                          "security guard", "miner", "ferry deckhand", "nurse's aide"]), "PROFESSION"))
        doc.line("  Tests: ", pick(rng, ["5-panel + expanded opiates", "10-panel urine", "DOT 5-panel", "Oral fluid 6-panel"]))
    else:
        off = case.who("officer")
        doc.line("Requesting officer: ", pick(rng, {"US": ["Officer ", "Trooper ", "Sgt. ", "Deputy "], "CA": ["Cst. ", "Const. ", "Sgt "], "IE": ["Garda ", "Sgt ", "Det. Garda "]}[country]), P(phi.pname(off, pick(rng, ["full", "initial_last", "surname"])), "FAMILY"),
                 "  Badge/Reg # ", P(phi.digits(rng, pick(rng, [4, 5])), "IDNUM"), "  Incident # ", P(str(y) + "-" + phi.digits(rng, 6), "IDNUM"))
        doc.line("Subject: ", case.pn(pick(rng, ["LAST_FIRST", "UPPER", "full"])), "  DOB ", case.dob_p(), "  ", case.age_p())
        doc.line("Vehicle: ", pick(rng, ["2016 Honda Civic", "2019 Ford F-150", "2012 Toyota Corolla", "2021 VW Golf", "2008 Chevrolet Silverado"]), ", plate ",
                 P(phi.plate(rng, country), "VEHICLE"), pick(rng, [[""], [", VIN ", P(phi.vin(rng), "VEHICLE")]]))
        doc.line("Driver's licence: " if country != "US" else "Driver's license: ", P(phi.letters(rng, 1) + phi.digits(rng, pick(rng, [7, 8, 12])), "LICENSE"))
    doc.add("\n")
    doc.line("STEP 2 - Collection" if not legal else "Collection")
    site = phi.hospital_name(rng, case.lab["addr"]["city"]) if legal else pick(rng, ["{w} Occupational Health", "{w} Collection Centre",
                                                                                      "{w} Workplace Health Services", "{w} Patient Service Centre"]).format(w=pick(rng, pools.INST_WORDS))
    doc.line("  Site: ", P(site, "HOSPITAL"), pick(rng, [[""], [", ", P(phi.street(rng, country, True), "STREET"), ", ", P(case.lab["addr"]["city"], "CITY")]]))
    h = rng.randint(0, 23)
    doc.line("  Collected ", case.dt(case.when, h), " by ", case.st("collector", "nurse", pick(rng, ["full_cred", "full", "init_cred"])),
             "   Collector phone ", P(phi.phone(rng, country), "PHONE"))
    if not legal:
        doc.line("  Temperature 32-38 C within 4 min: ", pick(rng, ["Yes", "Yes", "No - observed recollection"]), "   Split specimen: ", pick(rng, ["Yes", "No"]),
                 "   Volume ", str(rng.randint(30, 90)), " mL")
    else:
        doc.line("  Blood, 2 x 10 mL grey-top (NaF/K oxalate); site cleansed with non-alcohol swab; kit # ", P("K" + phi.digits(rng, 6), "IDNUM"))
    if chance(rng, 0.6):
        doc.line("  Donor identity: photo ID verified; ", pick(rng, ["right thumbprint captured", "fingerprint on form", "palm vein enrolment"]), " ref ",
                 P(phi.bioid(rng, pick(rng, ["finger", "finger", "palm"])), "BIOID"))
    doc.line("  Seal # ", P(phi.digits(rng, 8), "IDNUM"), " intact; donor initials on seal: ", case.pn("initials_nodot"))
    doc.add("\n")
    doc.line("CHAIN OF CUSTODY")
    doc.line("Date/Time            Released by                Received by                 Purpose")
    t0 = case.when
    rows = [("collector", None, "Courier"), ("courier", "recv", "Accessioning"), ("recv", "analyst", "Screening"), ("analyst", "store", "Storage -20 C")]
    cour = phi.courier_name(rng)
    dd = t0
    for i, (a, b, purpose) in enumerate(rows[:rng.randint(2, 4)]):
        dd = add_days(dd, 0 if i == 0 else rng.randint(1, 2))
        doc.add(case.d(dd), " ", case.t(min(23, h + 1)) if i == 0 else case.t(), "  ")
        if a == "courier":
            doc.add(P(cour, "ORGANIZATION"), " (", P(phi.pname(case.who("driver"), "initial_last"), "DOCTOR"), ")")
        else:
            doc.add(P(phi.pname(case.who(a), pick(rng, ["initial_last", "full", "initials_nodot"])), "DOCTOR"))
        doc.add("  -> ")
        if b is None:
            doc.add(P(cour, "ORGANIZATION"), pick(rng, [[""], [" waybill ", P(phi.digits(rng, 12), "IDNUM")]]))
        else:
            doc.add(P(phi.pname(case.who(b), pick(rng, ["initial_last", "full"])), "DOCTOR"))
        doc.add("  ", purpose, "\n")
    doc.add("\n")
    doc.line("RESULTS")
    if legal:
        bac = rng.uniform(0.0, 0.29)
        doc.line("  Ethanol (HS-GC-FID, duplicate): ", "%.3f g/100 mL" % bac, " (", "%d mg/100 mL" % int(bac * 1000), ")",
                 pick(rng, ["; measurement uncertainty +/- 0.004 g/100 mL (k=2)", ""]))
        doc.line("  Legal limit reference: 0.08 g/100 mL. Drugs screen (LC-MS/MS): ", pick(rng, ["none detected", "THC 3.1 ng/mL", "diazepam 0.21 mg/L"]))
    else:
        doc.line("  Analyte".ljust(34), "Screen cutoff".ljust(15), "Confirm cutoff".ljust(16), "Result")
        for dname, sc, cc in rng.sample(DRUGS, rng.randint(5, 8)):
            pos = chance(rng, 0.12)
            doc.line("  " + dname.ljust(32), ("%g ng/mL" % sc).ljust(15), ("%g ng/mL" % cc).ljust(16),
                     ("POSITIVE (%d ng/mL, LC-MS/MS)" % int(cc * rng.uniform(1.2, 30))) if pos else "Negative")
        doc.line("  Specimen validity: creatinine ", str(rng.randint(12, 280)), " mg/dL, SG 1.0", str(rng.randint(2, 30)).zfill(2), ", pH ",
                 "%.1f" % rng.uniform(4.6, 8.2), ", oxidants negative")
    doc.add("\n")
    doc.line("Certifying scientist: ", case.st("analyst", "tech", pick(rng, ["full_cred", "init_cred"])), "  ", case.d(add_days(case.when, rng.randint(2, 6))))
    if not legal and chance(rng, 0.5):
        doc.line("MRO verification: ", pick(rng, ["Negative", "Positive - no legitimate medical explanation", "Negative-dilute; recollect under direct observation"]),
                 " - interview with donor by phone ", P(phi.phone(rng, country), "PHONE"))
    if chance(rng, 0.3):
        doc.line("Verify authenticity at ", P(phi.url(rng), "URL"))
    footer(doc, case, result=False)
    return doc
