"""Genres: microbiology culture and sensitivity report; blood bank / crossmatch record."""
import phi
import pools
from base import Case, letterhead, patient_block, ordering, signature, footer
from common import Doc, P, pick, chance, add_days

MICS = ["<=0.25", "<=0.5", "0.5", "1", "2", "4", "8", "16", ">=32", ">=64", "<=1", "<=16"]
ABX = {
    "ent": ["Ampicillin", "Amoxicillin-clavulanate", "Piperacillin-tazobactam", "Cefazolin", "Ceftriaxone",
            "Ceftazidime", "Cefepime", "Ertapenem", "Meropenem", "Gentamicin", "Tobramycin", "Ciprofloxacin",
            "Trimethoprim-sulfamethoxazole", "Nitrofurantoin", "Fosfomycin"],
    "sta": ["Penicillin", "Oxacillin", "Cefoxitin screen", "Erythromycin", "Clindamycin", "Inducible clindamycin",
            "Doxycycline", "Trimethoprim-sulfamethoxazole", "Vancomycin", "Linezolid", "Rifampin", "Daptomycin"],
    "efc": ["Ampicillin", "Vancomycin", "Nitrofurantoin", "Gentamicin (high level)", "Linezolid", "Teicoplanin"],
    "pae": ["Piperacillin-tazobactam", "Ceftazidime", "Cefepime", "Meropenem", "Imipenem", "Ciprofloxacin",
            "Tobramycin", "Amikacin", "Ceftolozane-tazobactam"],
}
ORGS = [("Escherichia coli", "ent"), ("Klebsiella pneumoniae", "ent"), ("Proteus mirabilis", "ent"),
        ("Enterobacter cloacae complex", "ent"), ("Klebsiella oxytoca", "ent"), ("Citrobacter freundii", "ent"),
        ("Serratia marcescens", "ent"), ("Staphylococcus aureus", "sta"), ("Staphylococcus aureus (MRSA)", "sta"),
        ("Staphylococcus lugdunensis", "sta"), ("Enterococcus faecalis", "efc"), ("Enterococcus faecium (VRE)", "efc"),
        ("Pseudomonas aeruginosa", "pae")]
HOLIDAYS = {"US": ["Thanksgiving", "Christmas", "July 4th", "Labor Day", "New Year's Eve", "Easter"],
            "CA": ["Christmas", "Canada Day", "Thanksgiving", "Victoria Day", "Boxing Day", "Easter"],
            "IE": ["Christmas", "St. Patrick's Day", "Easter", "St Stephen's Day", "New Year's Day", "Christmas"]}
SPECIMENS = ["Urine, midstream", "Urine, catheter", "Blood culture", "Wound swab, left foot", "Sputum",
             "CSF", "Stool", "Throat swab", "MRSA screen (nares/groin)", "Tissue, sacral ulcer", "Pleural fluid",
             "Bronchoalveolar lavage", "Peritoneal dialysate", "Joint fluid, right knee", "Malaria screen (EDTA blood)",
             "Genital swab (NAAT)", "Sputum for AFB"]


def _sus_table(rng, org, grp, urine):
    rows = []
    drugs = list(ABX[grp])
    if not urine:
        drugs = [x for x in drugs if x not in ("Nitrofurantoin", "Fosfomycin")]
    k = rng.randint(min(5, len(drugs)), len(drugs))
    for dname in drugs[:k]:
        interp = pick(rng, ["S", "S", "S", "S", "R", "I", "R", "SDD" if dname == "Cefepime" else "S"])
        if "screen" in dname or "Inducible" in dname:
            rows.append((dname, pick(rng, ["NEG", "POS"]), "-"))
        elif interp == "R":
            rows.append((dname, pick(rng, ["16", ">=32", ">=64", "8"]), interp))
        elif interp in ("I", "SDD"):
            rows.append((dname, pick(rng, ["4", "8"]), interp))
        else:
            rows.append((dname, pick(rng, ["<=0.25", "<=0.5", "0.5", "1", "<=1", "2"]), interp))
    return rows


def micro(rng, country):
    case = Case(rng, country, kids=0.08, spec="micro")
    doc = Doc()
    y = case.when.year
    acc = phi.accession(rng, pick(rng, ["M", "MB", "MIC", "BC", "U"]), y)
    spec = pick(rng, SPECIMENS)
    letterhead(doc, case, pick(rng, ["Microbiology", "Medical Microbiology", "Clinical Microbiology", "Microbiology & Infection Control"]))
    doc.line(pick(rng, ["MICROBIOLOGY REPORT", "CULTURE & SENSITIVITY", "Microbiology - Culture and Susceptibility",
                        "MICRO CUMULATIVE REPORT"]), pick(rng, ["", " (FINAL)", " - PRELIMINARY", " - AMENDED"]))
    doc.line(pick(rng, ["Lab No: ", "Specimen No.: ", "Accession: ", "Micro #"]), P(acc, "IDNUM"))
    patient_block(doc, case)
    ordering(doc, case)
    coll = case.when
    recv = add_days(coll, rng.randint(0, 1))
    h = rng.randint(0, 20)
    doc.line("Specimen: ", spec, "   Collected: ", case.dt(coll, h), "   Received: ", case.dt(recv, min(23, h + rng.randint(1, 3))))
    # clinical details
    cd = [pick(rng, ["Clinical details: ", "Clin info: ", "Clinical notes: ", "Hx: "])]
    r = rng.random()
    if "Malaria" in spec or r < 0.15:
        cd += [pick(rng, ["Fever ", "Rigors, temp "]), "%.1f C, returned from " % rng.uniform(37.8, 40.2),
               P(pick(rng, pools.COUNTRIES), "COUNTRY"), " ", pick(rng, ["on ", "last seen ", "arrived "]), case.dpart(add_days(coll, -rng.randint(3, 30))),
               pick(rng, [". No prophylaxis.", ". Took doxycycline prophylaxis.", "."])]
    elif r < 0.33 and r >= 0.3:
        cd += ["Symptoms began over ", P(pick(rng, HOLIDAYS[country]), "DATE"), pick(rng, ["; family members also unwell.", " after a family gathering.", "; seen in ED yesterday."])]
    elif r < 0.3:
        cd += [pick(rng, ["Occupation: ", "Works as a ", "Pt is a "]), P(pick(rng, pools.PROFESSIONS), "PROFESSION"),
               pick(rng, ["; febrile illness, ?zoonosis.", "; chronic cough, ?TB.", "; cluster of GI illness at work.", "; hand wound."])]
    elif r < 0.4:
        cd += [case.age_p(), " ", pick(rng, ["nursing home resident, ?UTI.", "post-op day 5, wound erythema.", "neutropenic sepsis."])]
        if chance(rng, 0.5):
            cd += [" From ", P(phi.clinic_name(rng, case.lab["addr"]["city"], country, care=True), "HOSPITAL"), "."]
    else:
        cd += [pick(rng, ["Dysuria, frequency.", "Sepsis ?source, lactate 3.4.", "Productive cough, CXR RLL consolidation.",
                          "Diabetic foot ulcer, probing to bone.", "Headache, photophobia, neck stiffness.", "Diarrhoea x5/day for 4 days."
                          if case.uk else "Diarrhea x5/day for 4 days.", "Post-op wound discharge.", "On pip-tazo day 3."])]
    doc.line(cd)
    doc.add("\n")
    urine = spec.startswith("Urine")
    if spec == "Blood culture":
        sets = rng.randint(1, 2)
        doc.line("BLOOD CULTURE (BACT/ALERT VIRTUO)" if chance(rng, 0.5) else "Blood cultures x%d sets, %d mL each" % (sets + 1, rng.randint(6, 10)))
        org, grp = pick(rng, ORGS)
        ttp = "%.1f" % rng.uniform(8, 40)
        doc.line("Set 1 aerobic bottle: POSITIVE at ", ttp, " h. Gram stain: ",
                 "Gram-positive cocci in clusters" if grp == "sta" else ("Gram-positive cocci in pairs/chains" if grp == "efc" else "Gram-negative bacilli"), ".")
        doc.line("Set 2: ", pick(rng, ["No growth at 5 days.", "POSITIVE, same organism.", "No growth to date (day 2)."]))
        ch = case.who("callee")
        doc.line("Critical result phoned to ", pick(rng, [phi.staff(rng, ch, country, "nurse", "full_cred"), phi.staff(rng, ch, country, "phys", "dr_last")]),
                 pick(rng, [[" on ", phi.ward(rng)], [""], [" ext ", P(phi.phone(rng, country, ext=False), "PHONE")]]),
                 " at ", case.t(min(23, h + rng.randint(4, 9)) if recv == coll else None), " on ", case.d(recv), " by ", case.un("tech"),
                 pick(rng, [". Read-back confirmed.", "; read back.", ". RBV."]))
        doc.line("Identification (MALDI-TOF): ", org)
        if grp == "sta":
            doc.line("PBP2a / mecA PCR (GeneXpert): ", "DETECTED" if "MRSA" in org else "not detected")
    elif spec.startswith("Malaria"):
        doc.line("Rapid antigen (BinaxNOW): ", pick(rng, ["POSITIVE - P. falciparum (HRP2)", "Negative", "POSITIVE - pan-Plasmodium only"]))
        doc.line("Thick/thin film: ", pick(rng, ["Plasmodium falciparum ring forms, parasitaemia 2.4%", "No malaria parasites seen (x3 films advised)",
                                                  "Plasmodium vivax trophozoites and schizonts, 0.3%"]))
        org, grp = None, None
    elif spec in ("Stool",):
        doc.line("Enteric PCR panel: ", pick(rng, ["Campylobacter DETECTED", "Salmonella spp. DETECTED (culture to follow)",
                                                    "Norovirus GII DETECTED", "Shiga toxin (stx2) DETECTED - referred", "Not detected"]))
        doc.line("C. difficile GDH/toxin: ", pick(rng, ["GDH pos / toxin neg; PCR tcdB positive", "Negative", "Not tested (formed stool)"]))
        org, grp = None, None
    elif spec.startswith("Sputum for AFB"):
        doc.line("Auramine smear: ", pick(rng, ["1+ AFB seen", "No AFB seen", "Scanty AFB (3/300 fields)"]), ". Ziehl-Neelsen confirmatory.")
        doc.line("Xpert MTB/RIF Ultra: ", pick(rng, ["MTB DETECTED LOW; RIF resistance NOT detected", "MTB not detected"]))
        doc.line("Culture (MGIT 960): incubating, final at 6 weeks.")
        org, grp = None, None
    elif spec.startswith("Genital"):
        doc.line("Chlamydia trachomatis NAAT: ", pick(rng, ["Detected", "Not detected"]),
                 "; Neisseria gonorrhoeae NAAT: ", pick(rng, ["Detected - culture for sensitivities requested", "Not detected"]))
        org, grp = None, None
    else:
        if urine:
            doc.line("Microscopy: WBC ", pick(rng, [">100", "10-50", "<10", "50-100"]), " x10^6/L; RBC ",
                     pick(rng, ["<10", "10-50", ">100"]), " x10^6/L; epithelial cells ", pick(rng, ["few", "moderate", "nil"]))
        else:
            doc.line("Gram stain: ", pick(rng, ["moderate PMNs, ", "many pus cells, ", "few PMNs, "]),
                     pick(rng, ["Gram-negative bacilli seen", "Gram-positive cocci seen", "no organisms seen", "mixed flora"]), ".")
        if chance(rng, 0.12):
            doc.line("Culture: ", pick(rng, ["No growth at 48 h.", "Mixed growth of 3+ organisms; suggest repeat if clinically indicated.",
                                             "Normal skin flora only.", "No Streptococcus pyogenes (Group A) isolated."]))
            org, grp = None, None
        else:
            org, grp = pick(rng, ORGS)
            cnt = pick(rng, [">10^8 CFU/L", ">100,000 CFU/mL", "10^7-10^8 CFU/L", "heavy growth", "moderate growth", "light growth"])
            doc.line("Culture: ", cnt, " ", org)
    if org:
        rows = _sus_table(rng, org, grp, urine)
        doc.add("\n")
        doc.line("SUSCEPTIBILITY (", pick(rng, ["CLSI M100", "EUCAST v14.0", "VITEK 2 AST-N", "CLSI M100-Ed34"]), ")  Isolate 1: ", org)
        doc.line("Antibiotic".ljust(32), "MIC".ljust(9), "Interp")
        for dn, mic, it in rows:
            doc.line(dn.ljust(32), mic.ljust(9), it)
        if grp == "ent" and chance(rng, 0.3):
            doc.line("ESBL producer confirmed (combination disk). Contact precautions recommended.")
        if "MRSA" in org or "VRE" in org or chance(rng, 0.1):
            doc.line("Alert organism: ", pick(rng, ["notified to Infection Prevention and Control", "IPC notified",
                                                    "flagged to ICP"]), " (", case.st("icp", "nurse", pick(rng, ["full_cred", "init_cred"])), ") ",
                     case.d(add_days(recv, rng.randint(1, 3))), ".")
    if chance(rng, 0.25):
        ref = phi.institution(rng, country, "lab")
        doc.line("Isolate referred to ", P(ref["name"], "HOSPITAL"), " for ", pick(rng, ["carbapenemase PCR", "typing (WGS)", "confirmation", "serotyping"]),
                 "; ref no. ", P("R" + phi.digits(rng, 2) + "-" + phi.digits(rng, 5), "IDNUM"), ".")
    if chance(rng, 0.15) and chance(rng, 0.5):
        doc.line("Public health notification made by ", case.st("micro", "path", "dr_last"), " on ", case.dp(add_days(recv, 2)), ".")
    doc.add("\n")
    fin = add_days(recv, rng.randint(1, 5))
    doc.line("Status: ", pick(rng, ["FINAL", "Final", "Preliminary", "Amended"]), "  ", case.dt(fin))
    if chance(rng, 0.6):
        doc.line(pick(rng, ["Tech: ", "Bench: ", "Performed by: "]), case.un("tech"),
                 pick(rng, [[""], ["  Reviewed: ", P(phi.pname(case.who("rev"), "initials_nodot"), "DOCTOR")]]))
    signature(doc, case, "micro", "path", verb=pick(rng, ["Validated by", "Authorised by" if case.uk else "Reviewed by", "Consultant Microbiologist:"]), when=fin)
    footer(doc, case, acc)
    return doc


# ---------------------------------------------------------------------------- blood bank
ANTIBODIES = ["anti-K (Kell)", "anti-E", "anti-c", "anti-Fya (Duffy)", "anti-Jka (Kidd)", "anti-M", "anti-D (passive, RhIG)",
              "anti-Lea (Lewis), clinically insignificant", "anti-S", "warm autoantibody, panreactive"]
PRODUCTS = [("RBC, leukoreduced", "E0336V00"), ("Red cells in SAGM", "E4611V00"), ("RBC LR irradiated", "E4603V00"),
            ("RBC, AS-1, leukoreduced", "E0382V00"), ("Red cells, CMV-neg, irradiated", "E4614V00")]


def blood_bank(rng, country):
    case = Case(rng, country)
    doc = Doc()
    y = case.when.year
    tm = case.sp("Blood Bank", "Blood Transfusion")
    letterhead(doc, case, pick(rng, [tm, "Transfusion Medicine", "Transfusion Service", tm + " Laboratory"]))
    doc.line(pick(rng, ["CROSSMATCH RECORD", "PRE-TRANSFUSION TESTING / CROSSMATCH", "Blood Bank Crossmatch Report",
                        "Compatibility Report"]))
    sample = phi.accession(rng, pick(rng, ["BB", "XM", "T", "GS"]), y)
    doc.line("Sample No: ", P(sample, "IDNUM"), "   ", pick(rng, ["Armband #", "BB ID band: ", "Transfusion ID "]),
             P(pick(rng, ["BB", "TX", "", "A"]) + phi.digits(rng, 6), "IDNUM"))
    patient_block(doc, case)
    ordering(doc, case, label=pick(rng, ["Requested by", "Ordering Physician", "Clinician"]), copy=False)
    h = rng.randint(0, 20)
    doc.line("Sample drawn: ", case.dt(case.when, h), " by ", case.st("phleb", "nurse", pick(rng, ["full_cred", "init_cred", "initials"])),
             "   Received: ", case.t(min(23, h + 1)))
    if chance(rng, 0.35):
        kind = pick(rng, ["palm", "finger", "any"])
        doc.line("Positive patient ID: ", {"palm": "palm vein scan", "finger": "fingerprint scan", "any": "biometric wristband"}[kind],
                 " ID ", P(phi.bioid(rng, kind), "BIOID"), " matched at ", case.t())
    doc.add("\n")
    abo = pick(rng, ["O", "A", "B", "AB", "O", "A"])
    rh = pick(rng, ["POS", "POS", "POS", "NEG", "Positive", "Negative"])
    doc.line("ABO/Rh(D): ", abo, " ", rh, pick(rng, ["", " (confirmed on 2nd sample)", " - historical group concordant"]))
    screen_pos = chance(rng, 0.3)
    doc.line("Antibody screen (3-cell, gel/IAT): ", "POSITIVE" if screen_pos else "Negative")
    if screen_pos:
        ab = pick(rng, ANTIBODIES)
        doc.line("Antibody identification: ", ab, "; panel ", ("lot " + phi.digits(rng, 4) + " (11-cell)") if chance(rng, 0.3) else "11-cell",
                 ". Antigen-negative units required.")
    doc.line("DAT (polyspecific): ", pick(rng, ["Negative", "Negative", "Positive (IgG 2+, C3d neg)", "Weak positive (IgG 1+)"]))
    hx = rng.random()
    if hx < 0.35:
        prev = add_days(case.when, -rng.randint(100, 3000))
        doc.line("History: transfused ", str(rng.randint(1, 6)), " units at ", P(phi.hospital_name(rng, pick(rng, pools.US_PLACES)[0] if country == "US" else case.lab["addr"]["city"]), "HOSPITAL"),
                 " in ", case.dpart(prev), pick(rng, [". No prior reactions.", "; febrile non-haemolytic reaction noted." if case.uk else "; FNHTR noted.", "."]))
    elif hx < 0.55 and case.sex == "F" and case.age < 46:
        edd = add_days(case.when, rng.randint(10, 200))
        doc.line("Obstetric: G", str(rng.randint(1, 5)), "P", str(rng.randint(0, 3)), ", EDD ", case.d(edd),
                 pick(rng, ["", ". Kleihauer-Betke: FMH < 2 mL", ". Kleihauer: no fetal cells seen"]),
                 pick(rng, [". Anti-D Ig 1500 IU given ", ". RhIG 300 mcg given "]), case.d(add_days(case.when, -rng.randint(1, 60))), ".")
    elif hx < 0.7:
        doc.line("Special requirements: ", pick(rng, ["irradiated (Hodgkin lymphoma, purine analogue)", "CMV seronegative", "HLA-matched platelets",
                                                      "K-negative (female < 50)" if case.sex == "F" and case.age < 50 else "sickle-negative, phenotype-matched (Rh/K)",
                                                      "washed (IgA deficiency)"]))
    doc.add("\n")
    n = rng.randint(1, 4)
    prod, code = pick(rng, PRODUCTS)
    doc.line("Units ", pick(rng, ["crossmatched", "allocated", "reserved"]), ": ", str(n), " x ", prod, " (", pick(rng, ["electronic XM", "IAT crossmatch", "IS + AHG"]), ")")
    doc.line("Unit number".ljust(22), "Product".ljust(10), "ABO/Rh".ljust(8), "Expiry".ljust(13), "XM".ljust(11), "Issued")
    for i in range(n):
        u = phi.din(rng, y)
        exp = add_days(case.when, rng.randint(3, 35))
        uabo = abo if chance(rng, 0.7) else "O"
        urh = "NEG" if rh in ("NEG", "Negative") else pick(rng, ["POS", "POS", "NEG"])
        doc.add(P(u, "IDNUM"), " " * max(1, 22 - len(u)), code.ljust(10), (uabo + " " + urh).ljust(8))
        ds = case.d(exp)
        doc.add(ds, " " * max(1, 13 - len(ds[0])), pick(rng, ["Compatible", "Compat", "Comp."]).ljust(11))
        if chance(rng, 0.6):
            doc.add(case.t(), " ", P(phi.pname(case.who("issuer%d" % (i % 2)), "initials_nodot"), "DOCTOR"))
        else:
            doc.add("held")
        doc.add("\n")
    doc.add("\n")
    if chance(rng, 0.6):
        doc.line("Issued to: ", pick(rng, [[P(phi.pname(case.who("porter"), pick(rng, ["full", "initial_last"])), "DOCTOR"), " (porter)"],
                                          case.st("porter", "nurse", "full_cred")]),
                 " for ", phi.ward(rng), pick(rng, [[""], [" ", phi.room_bed(rng)]]))
        doc.line("Bedside check: ", case.st("rn1", "nurse", pick(rng, ["full_cred", "init_cred"])), " and ",
                 case.st("rn2", "nurse", pick(rng, ["full_cred", "init_cred"])), " at ", case.t())
        if chance(rng, 0.5):
            doc.line("Transfusion start ", case.t(), "; pre-vitals T 36.%d, HR %d, BP %d/%d, SpO2 %d%%. No reaction documented." % (
                rng.randint(2, 9), rng.randint(60, 110), rng.randint(95, 160), rng.randint(50, 95), rng.randint(92, 100)))
    doc.line(pick(rng, ["Tested by: ", "Tech: ", "Performed: "]),
             pick(rng, [[case.un("bbtech")], case.st("bbtech", "tech", pick(rng, ["full_cred", "init_cred", "initials"]))]),
             "   ", pick(rng, ["Checked by: ", "2nd check: "]), case.st("bbtech2", "tech", pick(rng, ["initials", "full_cred"])))
    if chance(rng, 0.3):
        doc.line("Sample valid until ", case.d(add_days(case.when, 3)), " 23:59 (72 h rule).")
    if chance(rng, 0.5):
        signature(doc, case, "tmd", "path", verb=pick(rng, ["Reviewed by", "Transfusion Medicine physician:", "Medical review:"]))
    footer(doc, case, sample)
    return doc
