"""Narrative building blocks: social history, relatives, presenting history."""
import pools as PL
from phi import P
from blocks import pname, dname, age_piece, full

DISEASES = {
    "lymphoma": ("DLBCL", "R-CHOP-21", "cervical lymphadenopathy and drenching night sweats",
                 "excision biopsy of a left supraclavicular node"),
    "hodgkin": ("classical Hodgkin lymphoma", "ABVD", "painless neck swelling and pruritus",
                "core biopsy of a right cervical node"),
    "myeloma": ("IgG kappa myeloma", "VRd (bortezomib, lenalidomide, dexamethasone)",
                "back pain and hypercalcaemia", "bone marrow aspirate and trephine"),
    "aml": ("AML with NPM1 mutation", "DA 3+10 induction", "bruising and breathlessness",
            "bone marrow aspirate"),
    "cll": ("CLL, Binet B", "acalabrutinib", "lymphocytosis on routine bloods", "peripheral blood flow cytometry"),
    "breast": ("ER+/HER2- invasive ductal carcinoma", "EC-T (epirubicin, cyclophosphamide then paclitaxel)",
               "a self-detected left breast lump", "ultrasound-guided core biopsy"),
    "crc": ("adenocarcinoma of the sigmoid colon, pT3 N1", "CAPOX", "change in bowel habit and iron-deficiency anaemia",
            "colonoscopic biopsy"),
    "lung": ("NSCLC (adenocarcinoma), EGFR exon 19 deletion", "osimertinib", "haemoptysis and weight loss",
             "EBUS-TBNA of station 7"),
    "prostate": ("prostate adenocarcinoma, Gleason 4+3", "docetaxel plus ADT", "raised PSA and bone pain",
                 "transperineal biopsy"),
    "hn": ("p16-positive SCC of the left tonsil", "cisplatin-based chemoradiotherapy", "a neck lump and odynophagia",
           "EUA and tonsil biopsy"),
    "ovary": ("high-grade serous ovarian carcinoma, FIGO IIIC", "carboplatin/paclitaxel", "abdominal distension",
              "CT-guided omental biopsy"),
    "pancreas": ("adenocarcinoma of the head of pancreas", "modified FOLFIRINOX", "painless jaundice",
                 "EUS-FNB"),
    "mds": ("MDS with excess blasts", "azacitidine", "transfusion-dependent anaemia", "bone marrow aspirate"),
}
# per disease: imaging finding, pathology/IHC, molecular, drugs given on the day unit, scores
DETAIL = {
    "lymphoma": ("multiple FDG-avid nodes above and below the diaphragm, SUVmax 18", "CD20+, CD10-, BCL6+, MUM1+, Ki-67 80%",
                 "MYC rearrangement not detected", ["rituximab 375 mg/m2 IV (rate escalation)", "cyclophosphamide 750 mg/m2 IV",
                 "doxorubicin 50 mg/m2 IV push", "vincristine 1.4 mg/m2 (max 2 mg) IV in 50 mL"], ["IPI 3.", "Ann Arbor stage IIIB.", "Deauville 4 at interim PET."]),
    "hodgkin": ("FDG-avid mediastinal mass 7 cm and cervical nodes", "CD30+, CD15+, CD20-, Reed-Sternberg cells",
                "n/a", ["doxorubicin 25 mg/m2 IV", "bleomycin 10,000 units/m2 IV", "vinblastine 6 mg/m2 IV",
                        "dacarbazine 375 mg/m2 IV over 1 h"], ["Ann Arbor stage IIA, bulky.", "Deauville 2 after cycle 2."]),
    "myeloma": ("lytic lesions T8, L2 and right iliac crest; no cord compression", "plasma cells 45% on trephine, CD138+, kappa restricted",
                "t(4;14) detected by FISH", ["bortezomib 1.3 mg/m2 SC", "dexamethasone 20 mg PO", "daratumumab 1800 mg SC"],
                ["R-ISS II.", "Durie-Salmon IIIA."]),
    "aml": ("no focal lesion; splenomegaly 14 cm", "blasts 62%, CD34+ CD117+ MPO+", "NPM1 mutated, FLT3-ITD negative",
            ["azacitidine 75 mg/m2 SC", "venetoclax 400 mg PO (ramp-up complete)"], ["ELN 2022 favourable.", "HCT-CI 2."]),
    "cll": ("bulky abdominal nodes up to 5 cm; splenomegaly 16 cm", "CD5+ CD23+ kappa-restricted B cells",
            "TP53 wild type, IGHV unmutated", ["obinutuzumab 1000 mg IV", "IV immunoglobulin 0.4 g/kg"], ["Binet stage B, Rai II."]),
    "mds": ("n/a", "dysplasia in >10% of granulocytes, blasts 12%", "SF3B1 not detected", ["azacitidine 75 mg/m2 SC"],
            ["IPSS-R intermediate.", "Transfusion-dependent, 2 units every 3 weeks."]),
    "breast": ("3.2 cm mass with ipsilateral axillary nodes; no distant metastases", "ER 8/8, PR 6/8, HER2 1+, grade 2",
               "Oncotype DX RS 17", ["epirubicin 90 mg/m2 IV", "cyclophosphamide 600 mg/m2 IV", "paclitaxel 80 mg/m2 IV over 1 h",
                                     "trastuzumab 6 mg/kg IV"], ["Nottingham Prognostic Index 4.4.", "cT2 N1 M0."]),
    "crc": ("T3 N1 M0; no liver lesions", "moderately differentiated adenocarcinoma, MMR proficient", "KRAS G12C detected",
            ["oxaliplatin 130 mg/m2 IV over 2 h", "capecitabine 1000 mg/m2 PO BD days 1-14"], ["pT3 N1a, 1/18 nodes.", "CEA 6.1 ug/L."]),
    "lung": ("3.8 cm RUL mass with hilar nodes; adrenal nodule indeterminate", "TTF-1+, napsin A+, PD-L1 TPS 60%",
             "EGFR exon 19 deletion detected", ["pembrolizumab 200 mg IV over 30 min", "pemetrexed 500 mg/m2 IV", "carboplatin AUC5 IV"],
             ["cT2b N2 M0, stage IIIA.", "FEV1 1.6 L (62%)."]),
    "prostate": ("sclerotic bone metastases in pelvis and spine", "Gleason 4+3=7, Grade Group 3, PNI present",
                 "BRCA2 not detected", ["docetaxel 75 mg/m2 IV over 1 h", "degarelix 80 mg SC"], ["PSA 14.2 ng/mL.", "CAPRA score 3."]),
    "hn": ("3 cm left tonsillar mass with level II nodes", "p16 block positive SCC", "HPV16 DNA detected",
           ["cisplatin 100 mg/m2 IV with pre/post hydration"], ["T2 N1 M0 (AJCC 8).", "PEG not required pre-treatment."]),
    "ovary": ("omental cake and ascites; no pleural effusion", "WT1+, p53 aberrant, PAX8+", "BRCA1 pathogenic variant",
              ["carboplatin AUC5 IV", "paclitaxel 175 mg/m2 IV over 3 h"], ["CA-125 388 kU/L.", "FIGO IIIC."]),
    "pancreas": ("2.8 cm mass head of pancreas abutting SMV <180 degrees", "adenocarcinoma on EUS-FNB", "KRAS G12D",
                 ["oxaliplatin 85 mg/m2 IV", "irinotecan 150 mg/m2 IV", "folinic acid 400 mg/m2 IV",
                  "fluorouracil 2400 mg/m2 via pump over 46 h"], ["CA 19-9 1240 U/mL.", "Borderline resectable."]),
}

HAEM = ["lymphoma", "hodgkin", "myeloma", "aml", "cll", "mds"]
SOLID = ["breast", "crc", "lung", "prostate", "hn", "ovary", "pancreas"]


def pick_disease(ctx, kind=None):
    r = ctx.r
    keys = HAEM if kind == "haem" else SOLID if kind == "solid" else HAEM + SOLID
    if ctx.sex == "M":
        keys = [k for k in keys if k not in ("breast", "ovary")]
    else:
        keys = [k for k in keys if k != "prostate"]
    ctx.dz_key = r.choice(keys)
    ctx.dz = DISEASES[ctx.dz_key]
    ctx.det = DETAIL[ctx.dz_key]
    return ctx.dz


def art(word):
    w = word.lower()
    if w.startswith(("uni", "use", "eu")):
        return "a "
    return "an " if w[0] in "aeiou" or word.startswith("IT ") else "a "


# invented employers paired with a plausible occupation, per country
JOBS = {
    "UK": [("lorry driver", "Kestrel Freight Ltd"), ("plasterer", "Pellow & Sons Builders"),
           ("deckhand", "Harbourline Ferries"), ("refuse collector", "Brackenford Borough Council"),
           ("tyre fitter", "Castlemere Tyres"), ("primary school teacher", "Larkfield Primary School"),
           ("teaching assistant", "Northgate Academy"), ("machine operator", "Marrowgate Paper Mill"),
           ("warehouse supervisor", "Ormsby Logistics"), ("bus driver", "Kelderby Bus Company"),
           ("software developer", "Brightwater Software"), ("gardener", "Ashcombe Garden Centre")],
    "IE": [("dairy farmer", "Glenmorra Creamery"), ("mart clerk", "Dunbrecken Mart"),
           ("loans officer", "Kilcoony Credit Union"), ("fisherman", "Saltings Fish Co-op"),
           ("secondary school teacher", "Scoil Mhuire Kilcoony"), ("electrician", "Tullyvane Electrical Ltd"),
           ("bar manager", "Moriarty's Bar Lisnavarra"), ("software tester", "Brightwater Software")],
    "AU": [("miner", "Red Gum Mining Co"), ("boilermaker", "Red Gum Mining Co"),
           ("meat packer", "Wattleby Meatworks"), ("council labourer", "Tindarra Shire Council"),
           ("cellar hand", "Jindaroo Vineyards"), ("shearer", "Mallee Downs Pastoral Co"),
           ("bank teller", "Quayside Credit Bank"), ("truck driver", "Goolabri Haulage"),
           ("primary teacher", "Banksia Heights State School")],
}
CLUBS = {"UK": ["Fallowmere Rovers FC", "St Aldric's Church choir", "Hexley Vale Rotary Club", "Gorsebrook Allotment Society"],
         "IE": ["Ballyfeerin GAA Club", "St Colman's Parish", "Kilcoony Active Retirement Group", "Moyvalla Tidy Towns"],
         "AU": ["Banksia Bowls Club", "Currawong Bay Surf Club", "Wattleby Men's Shed", "Koorabine CWA branch"]}
SUPPORT = {"UK": ["Heronsgate Cancer Trust", "Castlemere Lymphoma Support Group", "Sunflower Cancer Drop-in"],
           "IE": ["Kilcoony Cancer Support Centre", "Cairde Cancer Support Dunbrecken", "Glenmorra Hospice Foundation"],
           "AU": ["Banksia Leukaemia Friends", "Marrabool Cancer Support Network", "Port Carrow Cancer Wellness Centre"]}
SCHOOLS = {"UK": ["Larkfield Primary School", "Northgate Academy", "Hexley Vale High School"],
           "IE": ["Scoil Mhuire Kilcoony", "Ardcullen Community College", "Gaelscoil Lisnavarra"],
           "AU": ["Banksia Heights State School", "Port Carrow High School", "St Bede's College Wattleby"]}


def job(ctx):
    r = ctx.r
    if r.random() < 0.7:
        return r.choice(JOBS[ctx.c])
    return r.choice(PL.PROFESSIONS), None


def rel_piece(ctx, style=None):
    """returns (relation word, person, pieces naming that person)"""
    rel, p = ctx.relative()
    style = style or ctx.r.choice(["first", "full", "first", "title"])
    return rel, p, pname(ctx, style, "FAMILY", p)


def social(ctx, d, label="Social history: ", with_job=True):
    r = ctx.r
    d.add(label)
    rel, p, nm = rel_piece(ctx)
    prof, emp = job(ctx)
    opts = []
    if rel in ("neighbour", "friend", "niece", "nephew", "carer"):
        opts.append(["Lives alone in ", P(ctx.town, "CITY"), f"; {rel} ", nm,
                     r.choice([" visits daily. ", " checks in most days. ", " helps with shopping. "])])
    else:
        opts.append(["Lives with " + ("his" if ctx.sex == "M" else "her") + f" {rel} ", nm, " in ",
                     P(ctx.town, "CITY"), ". "])
    if with_job:
        pre = r.choice(["Retired ", "Works as " + art(prof), "Formerly " + art(prof), "Employed as " + art(prof)])
        if emp:
            opts.append([pre, P(prof, "PROFESSION"), r.choice([" with ", " at ", " for "]), P(emp, "ORGANIZATION"), ". "])
        else:
            opts.append([pre, P(prof, "PROFESSION"), r.choice([". ", " (self-employed). "])])
    if r.random() < 0.6:
        rel2, p2, nm2 = rel_piece(ctx, "first")
        prof2 = r.choice(PL.PROFESSIONS)
        opts.append([r.choice(["Has a ", "Close to ", "Supported by "]), f"{rel2}, ", nm2, " (",
                     P(str(r.randint(18, 66)), "AGE"), "), who is " + art(prof2), P(prof2, "PROFESSION"),
                     r.choice([" and lives nearby. ", ". "] + ([" living in "] if rel2 in (
                         "daughter", "son", "sister", "brother", "niece", "nephew") else []))])
        if opts[-1][-1] == " living in ":
            loc = r.choice(PL.COUNTRIES + PL.US_STATES)
            opts[-1] += [P(loc, "STATE" if loc in PL.US_STATES else "COUNTRY"), ". "]
    if r.random() < 0.35:
        home = r.random() < 0.5
        opts.append(["Born in ", P(r.choice(PL.COUNTRIES), "COUNTRY"), ", moved to ",
                     P(PL.HOME_COUNTRY[ctx.c], "COUNTRY") if home else P(ctx.town, "CITY"), " in ",
                     ctx.date(ctx.d_before(3000, 15000), "year"), ". "])
    opts.append([r.choice(["Ex-smoker (20 pack-years). ", "Never smoked. ", "Smokes 10/day. ",
                           "Quit smoking 2 years ago. "]),
                 r.choice(["Alcohol 10 units/week. ", "Teetotal. ", "Occasional alcohol. ", ""])])
    if r.random() < 0.4:
        opts.append([r.choice(["Independent with ADLs", "Needs help with stairs", "Drives",
                               "No longer driving"]), r.choice([". ", "; "]),
                     r.choice(["Member of ", "Volunteers at ", "Involved with "]),
                     P(r.choice(CLUBS[ctx.c] + SUPPORT[ctx.c]), "ORGANIZATION"), ". "])
    r.shuffle(opts)
    for o in opts:
        d.add(o)
    d.add("\n")
    return rel, p


def presenting(ctx, d):
    r = ctx.r
    dz = getattr(ctx, "dz", None) or pick_disease(ctx)
    d0 = ctx.d_before(90, 700)
    d1 = ctx.d_before(30, 85)
    d.add(r.choice(["", "HPC: ", "History: "]))
    st = r.choice(["year-old", "yo", "sex", "words"])
    d.add(age_piece(ctx, style=st))
    if st != "sex":
        d.add(" " + ("man" if ctx.sex == "M" else "woman") if r.random() < 0.5 else " pt")
    st = r.choice(["monthy", "mon_y", "dmy", "dth"])
    d.f(" presented to {gp} " + ("in" if st in ("monthy", "mon_y") else "on") + " {m} with {sym}. ", gp=r.choice([
        ["Dr ", P(ctx.gp.last, "DOCTOR"), " (GP)"], [P(ctx.gpprac, "HOSPITAL")], ["ED at ", P(ctx.hosp2, "HOSPITAL")]]),
        m=ctx.date(d0, st), sym=dz[2])
    d.f("Diagnosis confirmed on {bx} ({acc}) on {dt}: {dx}. ", bx=dz[3], acc=P(ctx.idnum("spec"), "IDNUM"),
        dt=ctx.date(d1, r.choice(["dmy", "dmon", "dot", "dm"])), dx=dz[0])
    if r.random() < 0.5:
        d.f("Staging CT {dt} at {h}. ", dt=ctx.date(d1, r.choice(["dmy", "dmon_short", "dm"])),
            h=P(r.choice([ctx.hosp, ctx.hosp2]), "HOSPITAL"))
    d.add("\n")


def family_contact(ctx, d):
    r = ctx.r
    rel, p, nm = rel_piece(ctx, r.choice(["full", "title_full"]))
    d.f("NOK: {n} ({rel}) - {ph}", n=nm, rel=rel, ph=P(ctx.phone(True), "PHONE"))
    if r.random() < 0.4:
        d.f(", {e}", e=P(ctx.email(p), "EMAIL"))
    d.add("\n")
    return rel, p


def parking(ctx, d):
    r = ctx.r
    v = ctx.vehicle()
    d.add(r.choice([["Parking permit issued for vehicle reg ", P(v, "VEHICLE"), ". "],
                    ["Car reg ", P(v, "VEHICLE"), " added to the free SACT parking list. "],
                    ["Concession parking: rego ", P(v, "VEHICLE"), ", valid until ",
                     ctx.date(ctx.d_after(30, 150), r.choice(["dmy", "dmon"])), ". "],
                    ["Drove in with ", "his " if ctx.sex == "M" else "her ", "own car (", P(v, "VEHICLE"), "). "]]))


def staff_line(ctx, d, roles):
    """Present: lists for MDTs etc."""
    r = ctx.r
    parts = []
    for role in roles:
        p = ctx.staff()
        st = r.choice(["full", "first"]) if role in ("CNS", "Pharmacy", "Trials", "Coordinator") else \
            r.choice(["dr_full", "dr_init", "dr_last"])
        parts.append(dname(ctx, p, st) + [f" ({role})"])
    for i, pc in enumerate(parts):
        d.add(pc)
        d.add(", " if i < len(parts) - 1 else "\n")
