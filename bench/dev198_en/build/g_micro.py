"""Genres: microbiology culture report, infection control outbreak log (author 198)."""
import clinical as C
import common as K
import fakers as F
import pools

GRAM = {"MSSA": "Gram-positive cocci in clusters", "MRSA": "Gram-positive cocci in clusters",
        "ECOLI": "Gram-negative bacilli", "ESBL": "Gram-negative bacilli",
        "KPC": "Gram-negative bacilli", "KPNEU": "Gram-negative bacilli",
        "PSA": "Gram-negative bacilli", "EFAE": "Gram-positive cocci in pairs and chains",
        "VRE": "Gram-positive cocci in pairs and chains", "ACB": "Gram-negative coccobacilli",
        "SPN": "Gram-positive diplococci, lancet-shaped"}


def micro_report(rng, n, country):
    d = F.rand_date(rng)
    pt = F.new_patient(rng, country, d, 0, 95)
    hosp = K.hospital(rng, country)
    orderer = F.new_staff(rng, country, "MD")
    tech = F.new_staff(rng, country, "LAB")
    caller_rn = F.new_staff(rng, country, "RN")
    director = F.new_staff(rng, country, "MD")
    private = rng.random() < 0.3
    if private:
        n.line((rng.choice(pools.REF_LABS), "ORGANIZATION"), " - Microbiology")
    else:
        n.line(hosp, " - Clinical Microbiology Laboratory")
    lab_addr = F.address(rng, country)
    if rng.random() < 0.6:
        n.line(F.addr_pieces(rng, lab_addr, country))
    n.line("Tel ", (F.phone(rng, country), "PHONE"), "   Fax ", (F.phone(rng, country), "FAX"))
    if country == "US" and rng.random() < 0.7:
        n.line("CLIA ", (F.clia(rng), "LICENSE"), "   Director: ", F.dr(rng, director, country))
    elif rng.random() < 0.5:
        n.line("Pathologist: ", F.dr(rng, director, country), "  HPCSA ",
               (F.hpcsa(rng), "LICENSE"))
    n.line("=" * 60)
    status = rng.choice(["FINAL REPORT", "PRELIMINARY REPORT", "FINAL REPORT", "CORRECTED REPORT"])
    n.line(status)
    n.line("Patient: ", pt.upper_lf(), "    Sex: ", pt.sex, "    Age: ", (str(pt.age), "AGE"),
           rng.choice(["Y", " yrs", "y"]))
    n.line(rng.choice(["MRN: ", "MR#: "] if country == "US" else ["Hosp no: ", "Folder: "]),
           (pt.mrn, "MRN"), "    DOB: ",
           K.D(rng, pt.dob, country, "mdy" if country == "US" else "dmy"))
    n.line("Location: ", K.ward(rng, country), "    Ordering: ", F.dr(rng, orderer, country))
    coll = F.shift(d, -rng.randint(1, 4))
    acc = F.accession(rng, coll.year)
    n.line(rng.choice(["Accession: ", "Lab no: ", "Episode no: "]), (acc, "IDNUM"),
           "    Order #: ", (F.digits(rng, 9), "IDNUM"))
    key = rng.choice(C.ORG_KEYS)
    spec = rng.choice(C.SPECIMENS)
    n.line("Specimen: ", spec)
    h1 = rng.randrange(0, 20)
    h2 = h1 + rng.randrange(1, 4)
    n.line("Collected: ", (F.table_date(coll, country), "DATE"), " %02d:%02d" % (h1, rng.randrange(60)),
           "   Received: ", (F.table_date(coll, country), "DATE"), " %02d:%02d" % (h2, rng.randrange(60)))
    n.line("Reported: ", K.D(rng, d, country), " ", K.hm(rng))
    n.blank()
    if "Blood" in spec:
        n.line("Bottles: aerobic + anaerobic; time to positivity ", C.ri(rng, 9, 40), " h")
    n.line("GRAM STAIN: ", GRAM[key], rng.choice(["; many PMNs", "; few PMNs", ""]))
    if "Blood" in spec:
        n.line("Rapid ID (BCID2 panel): ", rng.choice([
            "S. aureus detected, mecA/C and MREJ not detected", "E. coli detected, CTX-M detected",
            "K. pneumoniae detected, KPC detected", "Enterococcus faecium, vanA/B detected",
            "P. aeruginosa detected, no resistance genes detected"]))
    name, rows = C.susc_rows(rng, key)
    qty = rng.choice(["", ">100,000 CFU/mL ", "Heavy growth ", "Moderate growth ", "1/2 sets: "])
    n.line("CULTURE: ", qty, name)
    if rng.random() < 0.3:
        n.line("         ", rng.choice(["Mixed skin flora, likely contaminant",
                                        "Candida albicans, few", "Normal flora"]))
    n.blank()
    n.line("SUSCEPTIBILITY (MIC, ug/mL)      Interp")
    for drug, mic, it in rows:
        n.line(drug.ljust(28), mic.ljust(10), it)
    n.line("S = susceptible, I = intermediate, R = resistant (CLSI M100 breakpoints)")
    if rng.random() < 0.3:
        n.line("Cumulative antibiogram: ", (F.url(rng, rng.choice(["antibiogram", "lab/antibiogram",
                                                                   "micro/guide"])), "URL"))
    n.blank()
    n.line("COMMENTS:")
    if rng.random() < 0.8:
        rb = rng.randrange(3)
        if rb == 0:
            rn_ref = [caller_rn.full(), ", RN"]
        elif rb == 1:
            rn_ref = [rng.choice(["Sr ", "RN "]), caller_rn.lastname()]
        else:
            rn_ref = [caller_rn.first_init(), " RN"]
        n.line("Critical value called to ", rn_ref, " on ", K.D(rng, F.shift(coll, 1), country),
               " at ", K.hm(rng), " by ", (F.username(rng, tech.first, tech.last), "USERNAME"),
               "; read-back verified.")
    if key in ("ESBL", "KPC", "VRE", "MRSA", "ACB"):
        n.line("Multidrug-resistant organism: Infection Prevention notified. Place on contact "
               "precautions.")
    if key == "KPC":
        n.line("Isolate referred to ", "state public health laboratory" if country == "US"
               else "NICD AMR reference laboratory",
               " for confirmatory testing; referral no. ", (F.accession(rng, d.year, "R"),
                                                            "IDNUM"))
    if rng.random() < 0.3:
        n.line("Duplicate isolate from ", K.D(rng, F.shift(coll, -rng.randint(2, 20)), country),
               " (acc ", (F.accession(rng, coll.year), "IDNUM"), "); see prior panel.")
    n.blank()
    k = rng.randrange(3)
    if k == 0:
        n.line("Verified by: ", tech.full(), ", ", F.cred(rng, tech, country), "  ",
               K.D(rng, d, country), " ", K.hm(rng))
    elif k == 1:
        n.line("Tech: ", (F.username(rng, tech.first, tech.last), "USERNAME"),
               "   Reviewed: ", F.dr(rng, director, country))
    else:
        n.line("Released by ", ((tech.first[0] + tech.last.split()[-1][0]).upper(), "DOCTOR"),
               " (", tech.full(), ")")
    if rng.random() < 0.3:
        n.line("Printed from LIS terminal ", (F.ip(rng), "IPADDR"), " page 1 of 1")


OUTB = [
    ("Candida auris", "C. auris colonisation/infection", "axilla/groin swab PCR",
     ["Axilla/groin swab", "Urine", "Blood culture", "Wound"], "contact-plus precautions, "
     "sporicidal cleaning, dedicated equipment"),
    ("KPC-producing Klebsiella pneumoniae", "CRE", "rectal swab (carbapenemase PCR)",
     ["Rectal swab", "Urine", "Blood culture", "Sputum"], "contact precautions, cohort nursing, "
     "weekly point-prevalence screening"),
    ("Norovirus GII", "acute gastroenteritis", "stool PCR",
     ["Stool", "Stool", "Vomitus (not tested)"], "unit closed to admissions, bleach cleaning "
     "1000 ppm, staff exclusion 48 h after symptoms"),
    ("Influenza A (H3N2)", "ILI", "NP swab PCR", ["NP swab"], "droplet precautions, "
     "oseltamivir prophylaxis for unit residents, staff vaccination review"),
    ("Carbapenem-resistant Acinetobacter baumannii", "CRAB", "tracheal aspirate / skin swab",
     ["Tracheal aspirate", "Skin swab", "Blood culture"], "contact precautions, ventilator "
     "circuit audit, chlorhexidine bathing"),
    ("MRSA (spa type t008)", "MRSA cluster in NICU", "nares / umbilical swab",
     ["Nares swab", "Umbilical swab", "Blood culture"], "decolonisation with mupirocin, "
     "staff screening, cohorting"),
    ("Mycobacterium tuberculosis (exposure)", "unprotected TB exposure", "symptom screen / IGRA",
     ["IGRA", "Sputum Xpert", "CXR"], "airborne precautions, N95 fit-test check, contact list"),
    ("VRE faecium", "VRE cluster", "perirectal swab", ["Perirectal swab", "Urine", "Wound"],
     "contact precautions, enhanced terminal cleaning, UV-C"),
]


def outbreak(rng, n, country):
    d = F.rand_date(rng)
    hosp = K.hospital(rng, country)
    unit = K.ward(rng, country)
    ip = F.new_staff(rng, country, "IP")
    org, short, test, specs, measures = rng.choice(OUTB)
    oid = "%s-%d-%03d" % (rng.choice(["OB", "IPC", "CL"]), d.year, rng.randint(1, 40))
    n.line(rng.choice(["INFECTION PREVENTION & CONTROL - OUTBREAK LOG",
                       "IPC Outbreak Line List and Log", "Infection Control: Cluster Investigation "
                                                         "Log"]))
    n.line("Facility: ", hosp, "    Unit: ", unit)
    n.line("Organism/condition: ", org, " (", short, ")")
    n.line("Outbreak ID: ", (oid, "IDNUM"), "    Declared: ", K.D(rng, d, country))
    n.line("Lead IP: ", ip.full(), ", ", F.cred(rng, ip, country), "  ",
           (F.phone(rng, country), "PHONE"), "  ", (F.email(rng, ip.first, ip.last), "EMAIL"))
    n.blank()
    n.line("LINE LIST")
    n.line("# | Patient | MRN | Age/Sex | Room/Bed | Onset/collection | Specimen | Status")
    ncases = rng.randint(3, 8)
    cur = F.shift(d, -rng.randint(10, 30))
    pts = []
    for i in range(ncases):
        pt = F.new_patient(rng, country, cur, 0 if "NICU" in short else 24,
                           0 if "NICU" in short else 96)
        pts.append(pt)
        cur = F.shift(cur, rng.randint(0, 4))
        if "NICU" in short:
            agetxt = [(str(rng.randint(2, 40)), "AGE"), " days/", pt.sex]
            namep = ["Baby ", "Boy " if pt.sex == "M" else "Girl ", pt.lastname()]
        else:
            agetxt = [(str(pt.age), "AGE"), "/", pt.sex]
            namep = rng.choice([pt.upper_lf(), pt.lf(), pt.first_init()])
        loc = K.room_bed(rng, country)
        n.line(str(i + 1), " | ", namep, " | ", (pt.mrn, "MRN"), " | ", agetxt, " | ",
               loc, " | ", (F.table_date(cur, country), "DATE"), " | ",
               rng.choice(specs), " | ", rng.choice(["colonised", "infection", "infection - BSI",
                                                     "discharged", "deceased", "symptomatic",
                                                     "resolved", "transferred"]))
    n.blank()
    n.line("TIMELINE")
    t = F.shift(d, -rng.randint(3, 9))
    events = [
        ["Index case identified by lab alert; ", pts[0].honor(rng, country) if "NICU" not in short
         else ["Baby ", pts[0].lastname()], " placed on precautions."],
        ["Second case on same unit; IP notified by charge nurse ",
         F.new_staff(rng, country, "RN").full(), "."],
        ["Point-prevalence screen (", test, "): ", str(rng.randint(12, 36)),
         " patients screened, ", str(rng.randint(1, 4)), " new positives."],
        ["Outbreak declared; ", measures, "."],
        ["Local/state health department notified by phone; case report submitted."],
        ["Environmental sampling: shared ", rng.choice(["glucometer", "bladder scanner",
                                                        "portable ultrasound", "vital-signs cart",
                                                        "dialysis machine"]),
         " (asset SN ", (F.device_sn(rng), "DEVICE"), ") ", rng.choice(["positive", "negative"]),
         "."],
        ["Huddle with unit manager ", F.new_staff(rng, country, "RN").full(), " and EVS lead ",
         F.new_staff(rng, country, "RN").full(), "; hand hygiene audit ", C.ri(rng, 58, 94),
         "% compliance."],
        ["Transfer of ", pts[-1].honor(rng, country) if "NICU" not in short else
         ["Baby ", pts[-1].lastname()], " to ", (rng.choice(pools.HOSPITALS_SISTERS
                                                            if country == "US" else
                                                            pools.SA_HOSPITALS), "HOSPITAL"),
         "; receiving facility informed."],
    ]
    for ev in events[:rng.randint(5, len(events))]:
        n.line(K.D(rng, t, country, rng.choice(["short", None])), " - ", ev)
        t = F.shift(t, rng.randint(1, 3))
    if rng.random() < 0.5:
        n.line(K.D(rng, t, country), " - Staff exposure: ", F.new_staff(rng, country, "RN").full(),
               " (employee no. ", ("E" + F.digits(rng, 6), "IDNUM"), ") referred to Occupational "
                                                                   "Health.")
    n.blank()
    n.line("Actions outstanding: ", rng.choice([
        "weekly screening until 2 consecutive negative rounds",
        "terminal clean of rooms after discharge; UV-C", "re-audit hand hygiene in 2 weeks",
        "education session for night staff", "close-out meeting when 2 incubation periods "
                                             "without new cases"]))
    n.line("Next review: ", K.D(rng, F.shift(d, 7), country, rng.choice(["wd", None])))
    n.line("Log maintained by ", (F.username(rng, ip.first, ip.last), "USERNAME"),
           rng.choice(["", " | last edit " + K.hm(rng)]))
