"""Clinical content: joint counts, DAS28, labs, drugs and hard-negative phrases
(eponyms, scores, guideline names, device models, units) - none of it PHI."""
import math
import sys

sys.dont_write_bytecode = True

JOINTS = ["Shoulder", "Elbow", "Wrist", "MCP1", "MCP2", "MCP3", "MCP4", "MCP5",
          "PIP1", "PIP2", "PIP3", "PIP4", "PIP5", "Knee"]

CSDMARDS = [("methotrexate", ["10 mg", "15 mg", "17.5 mg", "20 mg", "25 mg"], "once weekly"),
            ("methotrexate s/c", ["15 mg", "20 mg", "25 mg"], "weekly (Metoject pen)"),
            ("sulfasalazine EC", ["500 mg", "1 g", "1.5 g"], "BD"),
            ("hydroxychloroquine", ["200 mg", "300 mg", "400 mg"], "daily"),
            ("leflunomide", ["10 mg", "20 mg"], "daily")]
BIOLOGICS = [("adalimumab", ["Amgevita", "Imraldi", "Hulio", "Humira", "Yuflyma", "Hyrimoz"], "40 mg s/c every 2 weeks"),
             ("etanercept", ["Benepali", "Enbrel", "Erelzi"], "50 mg s/c weekly"),
             ("certolizumab pegol", ["Cimzia"], "200 mg s/c every 2 weeks"),
             ("golimumab", ["Simponi"], "50 mg s/c monthly"),
             ("infliximab", ["Remsima", "Inflectra", "Flixabi"], "3 mg/kg IV 8-weekly"),
             ("tocilizumab", ["RoActemra", "Tyenne", "Tofidence"], "162 mg s/c weekly"),
             ("sarilumab", ["Kevzara"], "200 mg s/c every 2 weeks"),
             ("abatacept", ["Orencia"], "125 mg s/c weekly"),
             ("rituximab", ["Truxima", "Rixathon", "MabThera"], "1 g IV x2, two weeks apart"),
             ("baricitinib", ["Olumiant"], "4 mg daily"),
             ("tofacitinib", ["Xeljanz"], "5 mg BD"),
             ("upadacitinib", ["Rinvoq"], "15 mg daily"),
             ("filgotinib", ["Jyseleca"], "200 mg daily")]
OTHER_MEDS = ["folic acid 5 mg weekly (not on MTX day)", "folic acid 5 mg 6 days/week",
              "prednisolone 5 mg daily", "prednisolone 7.5 mg reducing", "omeprazole 20 mg OD",
              "lansoprazole 30 mg OD", "naproxen 500 mg BD PRN", "paracetamol 1 g QDS PRN",
              "co-codamol 30/500 PRN", "amlodipine 5 mg OD", "ramipril 5 mg OD",
              "atorvastatin 20 mg ON", "metformin 500 mg BD", "levothyroxine 75 mcg OD",
              "Adcal-D3 one BD", "alendronic acid 70 mg weekly", "salbutamol inhaler PRN",
              "sertraline 50 mg OD", "bisoprolol 2.5 mg OD", "apixaban 5 mg BD",
              "celecoxib 100 mg BD", "etoricoxib 60 mg OD", "amitriptyline 10 mg nocte",
              "vitamin D 1000 IU daily", "ferrous fumarate 210 mg OD"]
COMORBID = ["hypertension", "type 2 diabetes", "hypothyroidism", "osteoporosis (T-score -2.8 L1-L4)",
            "asthma", "COPD (ex-smoker)", "hypercholesterolaemia", "GORD", "depression",
            "previous DVT", "psoriasis (mild, scalp)", "fibromyalgia", "OA knees",
            "carpal tunnel syndrome (R), decompressed", "atrial fibrillation", "CKD stage 3a",
            "migraine", "IBS", "obesity (BMI 34)", "Hashimoto's thyroiditis",
            "pernicious anaemia on B12", "gout (historic)", "Raynaud's phenomenon",
            "secondary Sjogren's syndrome", "interstitial lung disease (NSIP pattern), stable"]
EXAM_NEG = ["Heberden's nodes at DIPJs consistent with nodal OA", "Bouchard's nodes R 2nd PIP",
            "Tinel's and Phalen's negative bilaterally", "Finkelstein's test negative",
            "no Raynaud's changes", "no rheumatoid nodules at the elbows", "no swan neck or boutonniere deformity",
            "ulnar deviation at MCPs (correctable)", "no psoriatic nail pitting", "Schober's 5 cm",
            "small Baker's cyst R knee", "no features of Felty's syndrome (no splenomegaly)",
            "squeeze test positive across MCPs", "Gaenslen's not performed", "grip strength reduced",
            "normal Romberg", "Lachman's negative", "Trendelenburg negative", "no Gottron's papules",
            "no dactylitis"]
GUIDES = ["2010 ACR/EULAR classification criteria", "NICE NG100", "BSR 2017 DMARD guideline",
          "EULAR 2022 recommendations", "BSR/BHPR shared care guidance", "NICE TA375", "NICE TA715",
          "PBS criteria", "Pharmac Special Authority criteria", "ACR 2021 RA guideline",
          "OMERACT-EULAR synovitis score", "CRA 2011 recommendations", "ARA 2019 position statement",
          "Green Book chapter 25", "UKHSA guidance", "CDC ACIP schedule"]
SCANNERS = ["GE Logiq E10", "GE Logiq S8", "Canon Aplio i800", "Canon Aplio a550", "Samsung RS85",
            "Esaote MyLab X8", "Philips EPIQ Elite", "Siemens Acuson Sequoia", "Mindray Resona 7"]
PROBES = ["L4-15", "ML6-15", "18L7", "i22LH8", "L3-12", "LA2-14A", "hockey-stick L8-18i"]
PUMPS = ["Alaris GP", "Sapphire", "Body Guard 323", "B. Braun Infusomat Space", "Baxter Spectrum IQ"]


def joint_exam(rng, activity):
    """activity 0..3 -> (tender list, swollen list) of e.g. 'R Wrist', 'L MCP2'."""
    tender, swollen = [], []
    pt = [0.02, 0.12, 0.28, 0.5][activity]
    ps = [0.01, 0.08, 0.2, 0.38][activity]
    for j in JOINTS:
        for side in ("R", "L"):
            bias = 1.6 if j.startswith(("MCP2", "MCP3", "PIP2", "PIP3", "Wrist")) else 0.7
            if rng.random() < pt * bias:
                tender.append("%s %s" % (side, j))
                if rng.random() < (ps / pt if pt else 0) * 0.95:
                    swollen.append("%s %s" % (side, j))
    return tender, swollen


def das28(tjc, sjc, esr, crp, pga):
    esr_v = 0.56 * math.sqrt(tjc) + 0.28 * math.sqrt(sjc) + 0.70 * math.log(max(esr, 1)) + 0.014 * pga
    crp_v = 0.56 * math.sqrt(tjc) + 0.28 * math.sqrt(sjc) + 0.36 * math.log(crp + 1) + 0.014 * pga + 0.96
    return round(esr_v, 2), round(crp_v, 2)


def das_cat(v):
    if v < 2.6:
        return "remission"
    if v <= 3.2:
        return "low disease activity"
    if v <= 5.1:
        return "moderate disease activity"
    return "high disease activity"


def inflam(rng, activity):
    crp = round(rng.choice([[1, 2, 3, 4], [3, 6, 9, 12], [10, 18, 25, 34], [30, 48, 66, 92]][activity])
                * rng.uniform(0.7, 1.3), 1 if activity < 2 else 0)
    esr = int([[4, 8, 12], [12, 18, 24], [22, 34, 46], [40, 58, 84]][activity][rng.randrange(3)] * rng.uniform(0.8, 1.2))
    return crp, esr


def labs(rng, country, bad=None):
    si = country != "US"
    d = {
        "Hb": (round(rng.uniform(105, 150)) if si else round(rng.uniform(10.5, 15.0), 1)),
        "WCC": round(rng.uniform(3.6, 10.5), 1),
        "Neut": round(rng.uniform(2.0, 7.2), 1),
        "Lymph": round(rng.uniform(0.8, 3.0), 1),
        "Plt": rng.randint(160, 420),
        "MCV": rng.randint(84, 101),
        "ALT": rng.randint(9, 38),
        "ALP": rng.randint(45, 120),
        "Alb": rng.randint(34, 46),
        "Creat": (rng.randint(52, 105) if si else round(rng.uniform(0.6, 1.2), 2)),
        "eGFR": rng.choice([">90", ">90", "84", "78", "71", "66", "59"]),
    }
    if bad == "ALT":
        d["ALT"] = rng.randint(62, 140)
    elif bad == "neut":
        d["Neut"] = round(rng.uniform(1.1, 1.9), 1)
        d["WCC"] = round(rng.uniform(2.6, 3.4), 1)
    elif bad == "plt":
        d["Plt"] = rng.randint(92, 140)
    elif bad == "egfr":
        d["eGFR"] = rng.choice(["48", "52", "44"])
        d["Creat"] = rng.randint(115, 140) if si else round(rng.uniform(1.4, 1.7), 2)
    elif bad == "mcv":
        d["MCV"] = rng.randint(103, 109)
    return d


def units(country):
    if country == "US":
        return {"Hb": "g/dL", "Creat": "mg/dL", "WCC": "K/uL", "Plt": "K/uL", "Neut": "K/uL"}
    return {"Hb": "g/L", "Creat": "umol/L", "WCC": "x10^9/L", "Plt": "x10^9/L", "Neut": "x10^9/L"}


def pick_dmard(rng):
    name, doses, freq = rng.choice(CSDMARDS)
    return name, rng.choice(doses), freq


def pick_bio(rng, exclude=None):
    while True:
        b = rng.choice(BIOLOGICS)
        if b[0] != exclude:
            return b[0], rng.choice(b[1]), b[2]


def meds_list(rng, k):
    out = []
    pool = list(OTHER_MEDS)
    for _ in range(k):
        m = pool.pop(rng.randrange(len(pool)))
        out.append(m)
    return out


def comorbid(rng, k):
    pool = list(COMORBID)
    return [pool.pop(rng.randrange(len(pool))) for _ in range(k)]


def symptom_line(rng, pron):
    he, his, him = pron
    return rng.choice([
        "%s reports early morning stiffness lasting about %d minutes" % (he.capitalize(), rng.choice([20, 30, 45, 60, 90, 120])),
        "Morning stiffness %s, worse in the hands" % rng.choice(["45 min", "1-2 hrs", "30 mins", "> 1 hr"]),
        "%s describes pain and swelling across the MCPs and wrists, worse in the mornings" % he.capitalize(),
        "Fatigue is %s main complaint (FACIT-F 28)" % his,
        "%s has had %d flares since last review, each settling with NSAIDs" % (he.capitalize(), rng.randint(1, 3)),
        "Sleep disturbed by hand pain; VAS pain %d/100" % rng.randint(20, 85),
        "No fevers, weight loss or night sweats. No red flags",
        "Grip weak, struggling with jars and buttons",
    ])


def wordy_negs(rng):
    """Sentences using words that look like names or places but are not PHI here."""
    return rng.choice([
        "Will review in clinic with bloods beforehand.",
        "Marked improvement in grip since starting treatment.",
        "There is frank synovitis at the R wrist.",
        "Weight 11 stone 4 lb (71.7 kg).",
        "Uses a Bath board and long-handled sponge at home.",
        "Reading glasses worn for the questionnaire.",
        "Hope to reduce steroid over the next 6 weeks.",
        "Joy of gardening limited by hand pain.",
        "Still's disease was considered and thought unlikely.",
        "Grace period for the repeat prescription agreed with pharmacy.",
        "Young-onset disease; family planning discussed.",
        "Green light given for the MTX dose increase.",
        "Brown discolouration at previous injection site has faded.",
        "King's Health Questionnaire not applicable.",
        "Penny-sized erosion noted on the X-ray report.",
        "Sale of the family business has reduced hand-intensive work.",
        "Alcohol within 14 units/week; no binge drinking.",
        "Summer heat makes the hand swelling worse, she says.",
        "Frank discussion about smoking and RA risk; ready to quit.",
        "Mark on skin at previous injection site only.",
    ])


def cap(s):
    return s[:1].upper() + s[1:]


ACCESS_WORK = {"UK": "Access to Work", "IE": "the Workplace Equipment/Adaptation Grant", "AU": "JobAccess",
               "NZ": "Workbridge", "CA": "workplace accommodation", "US": "ADA reasonable accommodation"}
