"""Clinical content for sarcoma notes: tumours, sites, regimens, labs and hard negatives (none of it PHI)."""

TUMOURS = [
    {"key": "osteo", "name": "high-grade conventional osteosarcoma", "short": "osteosarcoma", "bone": True,
     "age": (11, 24), "sites": ["distal femur", "proximal tibia", "proximal humerus", "distal femur",
                                "proximal femur", "proximal fibula"],
     "regimen": "MAP", "ihc": "SATB2 positive, MDM2 negative", "mol": "no MDM2 amplification on FISH",
     "w": 14},
    {"key": "osteo_old", "name": "secondary osteosarcoma (Paget's-associated)", "short": "osteosarcoma",
     "bone": True, "age": (61, 82), "sites": ["pelvis", "proximal femur", "proximal humerus"],
     "regimen": "AP", "ihc": "SATB2 positive", "mol": "not performed", "w": 2},
    {"key": "ewing", "name": "Ewing sarcoma", "short": "Ewing sarcoma", "bone": True, "age": (9, 29),
     "sites": ["pelvis (iliac wing)", "femoral diaphysis", "proximal fibula", "left 7th rib", "humeral shaft",
               "sacrum", "calcaneus"], "regimen": "VDC/IE", "ihc": "CD99 strong membranous, NKX2.2 positive",
     "mol": "EWSR1 rearrangement on break-apart FISH; EWSR1::FLI1 fusion on NGS panel", "w": 10},
    {"key": "chondro", "name": "grade 2 conventional chondrosarcoma", "short": "chondrosarcoma", "bone": True,
     "age": (38, 78), "sites": ["pelvis (periacetabular)", "proximal femur", "proximal humerus", "scapula",
                                "distal femur"], "regimen": None, "ihc": "not required",
     "mol": "IDH1 R132C mutation detected", "w": 7},
    {"key": "dd_chondro", "name": "dedifferentiated chondrosarcoma", "short": "chondrosarcoma", "bone": True,
     "age": (50, 80), "sites": ["proximal femur", "pelvis", "proximal humerus"], "regimen": "AP",
     "ihc": "IDH1 R132H immunostain negative", "mol": "IDH2 R172 mutation", "w": 2},
    {"key": "gctb", "name": "giant cell tumour of bone", "short": "GCTB", "bone": True, "age": (20, 45),
     "sites": ["distal radius", "proximal tibia", "distal femur", "sacrum"], "regimen": "denosumab",
     "ihc": "H3.3 G34W positive in mononuclear cells", "mol": "H3F3A p.G34W", "w": 3},
    {"key": "ups", "name": "undifferentiated pleomorphic sarcoma", "short": "UPS", "bone": False,
     "age": (52, 89), "sites": ["thigh (vastus lateralis)", "buttock", "upper arm", "posterior thigh",
                                "calf", "shoulder girdle"], "regimen": "AI", "ihc": "non-specific; SMA focal",
     "mol": "complex karyotype; no recurrent fusion", "w": 10},
    {"key": "mlps", "name": "myxoid liposarcoma", "short": "myxoid liposarcoma", "bone": False, "age": (26, 62),
     "sites": ["medial thigh", "popliteal fossa", "posterior thigh", "adductor compartment"], "regimen": "AI",
     "ihc": "DDIT3 positive", "mol": "FUS::DDIT3 fusion", "w": 6},
    {"key": "ddlps", "name": "dedifferentiated liposarcoma", "short": "DDLPS", "bone": False, "age": (48, 80),
     "sites": ["retroperitoneum", "retroperitoneum", "spermatic cord", "thigh"], "regimen": "doxorubicin",
     "ihc": "MDM2 and CDK4 nuclear positive", "mol": "MDM2 amplification on FISH (ratio 9.4)", "w": 6},
    {"key": "synovial", "name": "monophasic synovial sarcoma", "short": "synovial sarcoma", "bone": False,
     "age": (15, 45), "sites": ["knee (posterolateral)", "foot (plantar)", "forearm", "thigh", "ankle"],
     "regimen": "AI", "ihc": "TLE1 diffuse, SS18-SSX fusion-specific antibody positive",
     "mol": "SS18::SSX1 fusion on RT-PCR", "w": 7},
    {"key": "lms", "name": "leiomyosarcoma", "short": "LMS", "bone": False, "age": (42, 80),
     "sites": ["thigh", "retroperitoneum (IVC)", "calf", "uterus"], "regimen": "gem/doc",
     "ihc": "desmin, h-caldesmon and SMA positive", "mol": "not required", "w": 6},
    {"key": "mfs", "name": "high-grade myxofibrosarcoma", "short": "myxofibrosarcoma", "bone": False,
     "age": (58, 93), "sites": ["thigh (subcutaneous)", "upper arm", "knee", "forearm"], "regimen": None,
     "ihc": "CD34 focal; MDM2 negative", "mol": "not required", "w": 6},
    {"key": "rms", "name": "alveolar rhabdomyosarcoma", "short": "RMS", "bone": False, "age": (4, 19),
     "sites": ["forearm", "hand (thenar)", "thigh", "paraspinal"], "regimen": "VAC",
     "ihc": "myogenin diffuse strong, MyoD1 positive, desmin positive", "mol": "PAX3::FOXO1 fusion",
     "w": 4},
    {"key": "desmoid", "name": "desmoid fibromatosis", "short": "desmoid", "bone": False, "age": (18, 50),
     "sites": ["shoulder girdle", "abdominal wall", "thigh", "chest wall"], "regimen": "sorafenib",
     "ihc": "nuclear beta-catenin positive", "mol": "CTNNB1 p.T41A", "w": 3},
    {"key": "mpnst", "name": "malignant peripheral nerve sheath tumour", "short": "MPNST", "bone": False,
     "age": (19, 56), "sites": ["sciatic nerve (thigh)", "brachial plexus", "paraspinal"], "regimen": "AI",
     "ihc": "H3K27me3 loss, S100 patchy, SOX10 focal", "mol": "NF1 germline variant (known NF1)", "w": 3},
    {"key": "angio", "name": "radiation-associated angiosarcoma", "short": "angiosarcoma", "bone": False,
     "age": (60, 86), "sites": ["breast skin", "chest wall"], "regimen": "paclitaxel", "sex": "F",
     "ihc": "ERG and CD31 positive", "mol": "MYC amplification", "w": 2},
    {"key": "epith", "name": "epithelioid sarcoma", "short": "epithelioid sarcoma", "bone": False,
     "age": (16, 40), "sites": ["forearm", "hand", "finger"], "regimen": "AI",
     "ihc": "INI1 (SMARCB1) loss, CK and EMA positive, CD34 positive", "mol": "SMARCB1 deletion", "w": 2},
    {"key": "alt", "name": "atypical lipomatous tumour", "short": "ALT", "bone": False, "age": (40, 78),
     "sites": ["thigh (intramuscular)", "buttock", "upper arm"], "regimen": None,
     "ihc": "MDM2 positive", "mol": "MDM2 amplification", "w": 4},
]

REGIMENS = {
    "MAP": [("methotrexate", "12 g/m2", "IV over 4 h"), ("doxorubicin", "37.5 mg/m2", "IV over 4 h d1-2"),
            ("cisplatin", "60 mg/m2", "IV over 4 h d1-2")],
    "AP": [("doxorubicin", "75 mg/m2", "IV over 72 h"), ("cisplatin", "100 mg/m2", "IV over 4 h")],
    "VDC/IE": [("vincristine", "1.5 mg/m2 (max 2 mg)", "IV bolus d1"), ("doxorubicin", "75 mg/m2", "IV d1"),
               ("cyclophosphamide", "1200 mg/m2", "IV d1"), ("ifosfamide", "1800 mg/m2", "IV d1-5 (alt cycles)"),
               ("etoposide", "100 mg/m2", "IV d1-5 (alt cycles)")],
    "AI": [("doxorubicin", "25 mg/m2", "IV d1-3"), ("ifosfamide", "3 g/m2", "IV d1-3"),
           ("mesna", "3 g/m2", "IV with ifosfamide + 8 h post")],
    "doxorubicin": [("doxorubicin", "75 mg/m2", "IV bolus d1")],
    "gem/doc": [("gemcitabine", "900 mg/m2", "IV d1 and d8"), ("docetaxel", "75 mg/m2", "IV d8")],
    "VAC": [("vincristine", "1.5 mg/m2", "IV d1, 8, 15"), ("dactinomycin", "1.5 mg/m2 (max 2 mg)", "IV d1"),
            ("cyclophosphamide", "1.2 g/m2", "IV d1")],
    "paclitaxel": [("paclitaxel", "80 mg/m2", "IV weekly d1, 8, 15")],
    "denosumab": [("denosumab", "120 mg", "SC d1, 8, 15 then q4 weeks")],
    "sorafenib": [("sorafenib", "400 mg", "PO once daily")],
}
REGIMEN_NAME = {"MAP": "MAP (methotrexate, doxorubicin, cisplatin)", "AP": "doxorubicin/cisplatin",
                "VDC/IE": "VDC/IE (interval-compressed)", "AI": "doxorubicin/ifosfamide",
                "doxorubicin": "single-agent doxorubicin", "gem/doc": "gemcitabine/docetaxel",
                "VAC": "VAC", "paclitaxel": "weekly paclitaxel", "denosumab": "denosumab",
                "sorafenib": "sorafenib"}
CYCLE_LEN = {"MAP": 35, "AP": 21, "VDC/IE": 14, "AI": 21, "doxorubicin": 21, "gem/doc": 21, "VAC": 21,
             "paclitaxel": 28, "denosumab": 28, "sorafenib": 28}
N_CYCLES = {"MAP": 6, "AP": 6, "VDC/IE": 14, "AI": 6, "doxorubicin": 6, "gem/doc": 6, "VAC": 12,
            "paclitaxel": 6, "denosumab": 12, "sorafenib": 12}

SURGERY = {
    "distal femur": ("extra-articular resection distal femur and distal femoral replacement", "DFR"),
    "proximal tibia": ("proximal tibial resection, proximal tibial replacement and medial gastrocnemius flap",
                       "PTR"),
    "proximal humerus": ("intra-articular proximal humeral resection and proximal humeral replacement", "PHR"),
    "proximal femur": ("proximal femoral resection and proximal femoral replacement with bipolar head", "PFR"),
    "proximal fibula": ("proximal fibulectomy with common peroneal nerve preservation", None),
    "pelvis": ("internal hemipelvectomy (type II/III) with custom pelvic endoprosthesis", "pelvic"),
    "femoral diaphysis": ("intercalary femoral resection and reconstruction with allograft/vascularised fibula",
                          None),
    "distal radius": ("en bloc distal radius resection and osteoarticular reconstruction", None),
}
IMPLANTS = {
    "DFR": ["METS distal femoral replacement", "MUTARS distal femur system", "GMRS distal femoral component",
            "Stanmore JTS non-invasive extendible distal femoral replacement", "Compress distal femur"],
    "PTR": ["METS proximal tibial replacement", "MUTARS proximal tibia", "GMRS proximal tibia"],
    "PHR": ["METS proximal humeral replacement", "MUTARS reverse proximal humerus"],
    "PFR": ["METS proximal femoral replacement", "MUTARS proximal femur", "GMRS proximal femur"],
    "pelvic": ["custom 3D-printed hemipelvic implant", "LUMiC-type pedestal cup"],
}
GROWING = ["Stanmore JTS non-invasive growing prosthesis", "JTS extendible distal femoral replacement",
           "non-invasive extendible proximal tibial prosthesis", "Repiphysis-type expandable prosthesis"]

LAB_DEF = [  # name, unit, lo, hi, decimals
    ("Hb", "g/L", 88, 152, 0), ("WCC", "x10^9/L", 1.1, 11.8, 1), ("Neut", "x10^9/L", 0.3, 8.9, 1),
    ("Plt", "x10^9/L", 42, 410, 0), ("Na", "mmol/L", 131, 144, 0), ("K", "mmol/L", 3.2, 5.1, 1),
    ("Creat", "umol/L", 38, 112, 0), ("eGFR", "mL/min/1.73m2", 62, 120, 0), ("Bili", "umol/L", 4, 31, 0),
    ("ALT", "U/L", 11, 142, 0), ("ALP", "U/L", 58, 640, 0), ("Mg", "mmol/L", 0.52, 0.98, 2),
    ("PO4", "mmol/L", 0.6, 1.45, 2), ("CRP", "mg/L", 1, 96, 0), ("LDH", "U/L", 140, 910, 0),
    ("Alb", "g/L", 28, 46, 0),
]
US_LAB = {"Hb": ("Hgb", "g/dL", 0.1), "Creat": ("Cr", "mg/dL", 0.0113), "Bili": ("T bili", "mg/dL", 0.0585)}


def pick_tumour(rng):
    tot = sum(t["w"] for t in TUMOURS)
    r = rng.random() * tot
    for t in TUMOURS:
        r -= t["w"]
        if r < 0:
            return t
    return TUMOURS[-1]


def pick_site(rng, t):
    return rng.choice(t["sites"])


def lab_value(rng, name, us=False):
    for n, unit, lo, hi, dec in LAB_DEF:
        if n == name:
            v = lo + (hi - lo) * rng.random()
            if us and n in US_LAB:
                n2, unit2, k = US_LAB[n]
                v2 = v * k
                return n2, ("%.1f" % v2) if n != "Creat" else "%.2f" % v2, unit2
            fmt = "%%.%df" % dec
            return n, fmt % v, unit
    raise KeyError(name)


def lab_line(rng, names, us=False, sep=", ", units=True):
    out = []
    for nm in names:
        n, v, u = lab_value(rng, nm, us)
        out.append("%s %s%s" % (n, v, (" " + u) if units and rng.random() < 0.5 else ""))
    return sep.join(out)


def lab_table(rng, names, us=False):
    rows = []
    for nm in names:
        n, v, u = lab_value(rng, nm, us)
        ref = {"Hb": "115-165", "Hgb": "11.5-16.5", "WCC": "4.0-11.0", "Neut": "2.0-7.5", "Plt": "150-400",
               "Na": "135-145", "K": "3.5-5.3", "Creat": "45-90", "Cr": "0.5-1.0", "eGFR": ">90",
               "Bili": "<21", "T bili": "<1.2", "ALT": "<40", "ALP": "30-130", "Mg": "0.70-1.00",
               "PO4": "0.80-1.50", "CRP": "<5", "LDH": "<250", "Alb": "35-50"}.get(n, "")
        flag = ""
        rows.append("%-7s %7s %-14s %s%s" % (n, v, u, ref, flag))
    return "\n".join(rows)


SCORES = ["ECOG PS 1", "ECOG 0", "WHO PS 1", "Karnofsky 80%", "Lansky 90", "ECOG PS 2", "NRS pain 3/10",
          "MSTS 24/30", "TESS 81%", "Enneking stage IIB", "AJCC 8th pT2 N0 M0", "Mirels score 8",
          "FNCLCC grade 3", "CTCAE v5.0 grade 1", "Huvos grade III", "qSOFA 0", "NEWS2 1"]
EPONYMS = ["Ewing sarcoma", "Codman triangle", "Huvos necrosis grading", "Trendelenburg gait", "Tinel sign",
           "Enneking classification", "Kaposi sarcoma (excluded)", "Paget's disease of bone",
           "Hickman line", "Foley catheter", "Van Nes rotationplasty", "Li-Fraumeni syndrome",
           "Ollier disease", "Maffucci syndrome", "Thompson test", "Lachman", "Allen test", "Homans sign"]
IMAGING_BONE = ["permeative lytic lesion with a wide zone of transition and Codman triangle",
                "mixed sclerotic-lytic lesion with sunburst periosteal reaction",
                "lamellated 'onion-skin' periosteal reaction with a large soft-tissue mass",
                "expansile lytic lesion extending to subchondral bone, no matrix",
                "chondroid 'rings and arcs' matrix with endosteal scalloping >2/3 cortical thickness",
                "pathological fracture through a lytic metaphyseal lesion"]
IMAGING_ST = ["deep, heterogeneous T2 hyperintense mass with enhancing septa and peritumoural oedema",
              "well-circumscribed myxoid mass, markedly T2 bright, with nodular enhancement",
              "infiltrative subcutaneous mass with fascial tail sign", "large fatty mass with thick enhancing "
              "septa and a non-lipomatous nodule", "lobulated mass abutting but not encasing the "
              "neurovascular bundle", "haemorrhagic mass with fluid-fluid levels"]
RISK = ["neutropenic sepsis", "mucositis", "haemorrhagic cystitis", "ifosfamide encephalopathy",
        "methotrexate toxicity", "anthracycline cardiotoxicity", "ototoxicity", "nephrotoxicity",
        "peripheral neuropathy", "fertility impact"]
ANTIEMETIC = ["ondansetron 8 mg PO BD", "aprepitant 125 mg PO d1 then 80 mg d2-3", "dexamethasone 8 mg PO OD d1-3",
              "olanzapine 5 mg nocte", "metoclopramide 10 mg TDS PRN", "granisetron 1 mg IV",
              "fosaprepitant 150 mg IV"]
SUPPORT = ["pegfilgrastim 6 mg SC day 4", "filgrastim 5 mcg/kg SC daily from day 6", "co-trimoxazole 480 mg BD "
           "Mon/Wed/Fri", "fluconazole 50 mg OD", "omeprazole 20 mg OD", "chlorhexidine mouthwash 10 mL QDS",
           "folinic acid rescue 15 mg/m2 q6h from 24 h", "glucarpidase 50 units/kg (if MTX levels high)",
           "sodium bicarbonate 2 g PO QDS", "magnesium glycerophosphate 4 mmol TDS", "enoxaparin 40 mg SC OD",
           "dexrazoxane 300 mg/m2 (cardioprotection)"]
PAIN = ["paracetamol 1 g QDS", "ibuprofen 400 mg TDS", "oxycodone MR 10 mg BD", "oxycodone IR 5 mg PRN",
        "morphine sulfate oral solution 2.5-5 mg PRN", "gabapentin 300 mg TDS", "pregabalin 75 mg BD",
        "amitriptyline 10 mg nocte", "celecoxib 100 mg BD", "tramadol 50 mg QDS PRN", "lidocaine 5% plaster"]
PROSTH = ["Genium X3 microprocessor knee", "C-Leg 4", "Rheo Knee XC", "3R80 rotary hydraulic knee",
          "Pro-Flex XC foot", "Triton low-profile foot", "Echelon VT foot", "Iceross Seal-In X5 liner",
          "Alpha SmartTemp liner", "vacuum-assisted suspension"]

MICRO = {
    "osteo": "Malignant osteoid laid down directly by pleomorphic cells in a lace-like pattern; atypical mitoses.",
    "osteo_old": "Pleomorphic sarcoma producing osteoid, arising in bone with mosaic cement lines of Paget's "
                 "disease.",
    "ewing": "Sheets of uniform small round blue cells with scant clear cytoplasm and fine chromatin; "
             "crush artefact.",
    "chondro": "Lobules of hyaline cartilage with increased cellularity, binucleate forms and permeation of "
               "marrow spaces.",
    "dd_chondro": "Low-grade cartilaginous component abruptly juxtaposed to a high-grade spindle cell sarcoma.",
    "gctb": "Evenly distributed osteoclast-like giant cells among mononuclear cells with matching nuclei.",
    "ups": "Pleomorphic spindle and epithelioid cells in fascicles and storiform areas; bizarre giant cells.",
    "mlps": "Myxoid stroma with a delicate plexiform ('chicken-wire') capillary network and signet-ring "
            "lipoblasts.",
    "ddlps": "Well-differentiated lipomatous areas with a non-lipogenic high-grade spindle cell component.",
    "synovial": "Uniform spindle cells in dense fascicles with staghorn (haemangiopericytoma-like) vessels.",
    "lms": "Intersecting fascicles of eosinophilic spindle cells with blunt-ended cigar-shaped nuclei.",
    "mfs": "Multinodular myxoid tumour with curvilinear vessels and pleomorphic hyperchromatic cells.",
    "rms": "Nests of discohesive round cells separated by fibrous septa, alveolar pattern, wreath-like "
           "giant cells.",
    "desmoid": "Long sweeping fascicles of bland myofibroblasts in collagenous stroma infiltrating muscle.",
    "mpnst": "Alternating hyper- and hypocellular fascicles of wavy spindle cells; geographic necrosis.",
    "angio": "Anastomosing vascular channels lined by atypical endothelial cells dissecting dermal collagen.",
    "epith": "Nodules of epithelioid cells with central necrosis mimicking a granulomatous process.",
    "alt": "Mature adipocytes with variation in size and scattered hyperchromatic stromal cells in fibrous septa.",
}
