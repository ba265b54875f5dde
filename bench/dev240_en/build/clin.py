"""Clinical phrase banks (no PHI): findings, labs, vitals, drugs, dressings, codes. dev240_en, author 240.
Everything returned here is plain text; it carries the hard negatives (units, scores, eponyms, codes, times)."""

SIDES = ["R", "L", "right", "left", "Rt", "Lt"]
SITES = [
    "plantar {s} 1st metatarsal head", "{s} hallux apex", "dorsal {s} 3rd toe PIPJ", "{s} posterior heel",
    "{s} 5th MTPJ lateral", "plantar {s} midfoot (Charcot rocker-bottom)", "{s} TMA stump, distal", "{s} lateral malleolus",
    "medial {s} 1st MTPJ", "{s} 2nd toe tip", "apex {s} 4th toe", "{s} BKA stump, anterior", "{s} 4th web space",
    "plantar {s} 2nd metatarsal head", "{s} hallux IPJ plantar", "{s} medial heel", "{s} dorsum of foot",
    "{s} 1st ray amputation site", "plantar {s} 5th metatarsal base", "{s} lateral foot (cuboid)",
]
ORGANISMS = [
    "Staphylococcus aureus (MSSA)", "Staphylococcus aureus (MRSA)", "Pseudomonas aeruginosa", "Streptococcus agalactiae (Group B)",
    "Enterococcus faecalis", "Escherichia coli", "Proteus mirabilis", "Klebsiella pneumoniae", "Morganella morganii",
    "Corynebacterium striatum", "Bacteroides fragilis", "Peptostreptococcus spp.", "Streptococcus pyogenes (Group A)",
    "Enterobacter cloacae complex", "Coagulase-negative staphylococci", "Serratia marcescens", "Acinetobacter baumannii",
]
ABX = ["Flucloxacillin", "Amoxicillin-clavulanate", "Clindamycin", "Doxycycline", "Ciprofloxacin", "Levofloxacin",
       "Trimethoprim-sulfamethoxazole", "Vancomycin", "Linezolid", "Piperacillin-tazobactam", "Ceftriaxone",
       "Cefazolin", "Meropenem", "Ertapenem", "Gentamicin", "Metronidazole", "Rifampicin", "Daptomycin", "Cefalexin"]
REGIMENS = {
    "US": ["doxycycline 100 mg PO BID x 14 days", "cephalexin 500 mg PO QID", "Augmentin 875/125 mg PO BID",
           "clindamycin 450 mg PO TID", "TMP-SMX DS 1 tab PO BID", "vancomycin 1.25 g IV q12h (trough goal 15-20)",
           "Zosyn 4.5 g IV q8h", "ertapenem 1 g IV daily via PICC x 6 weeks", "levofloxacin 750 mg PO daily",
           "linezolid 600 mg PO BID", "daptomycin 6 mg/kg IV q24h", "cefazolin 2 g IV q8h"],
    "UK": ["flucloxacillin 1 g QDS PO", "co-amoxiclav 625 mg TDS", "doxycycline 200 mg stat then 100 mg OD",
           "clarithromycin 500 mg BD", "IV Tazocin 4.5 g TDS", "teicoplanin 400 mg OD IV via PICC",
           "clindamycin 300 mg QDS", "co-trimoxazole 960 mg BD", "ciprofloxacin 500 mg BD + clindamycin 450 mg QDS",
           "IV vancomycin (levels pre-4th dose)", "oral linezolid 600 mg BD (weekly FBC)"],
    "ZA": ["cloxacillin 500 mg 6-hourly", "amoxicillin-clavulanate 875/125 mg 12-hourly", "ceftriaxone 2 g IV daily",
           "clindamycin 450 mg 8-hourly", "ciprofloxacin 500 mg 12-hourly", "pip-taz 4.5 g IV 8-hourly",
           "meropenem 1 g IV 8-hourly", "cotrimoxazole 2 tabs 12-hourly", "metronidazole 400 mg 8-hourly"],
}
DM_MEDS = {
    "US": ["metformin 1000 mg BID", "insulin glargine 28 units qHS", "insulin lispro sliding scale AC", "glipizide 5 mg daily",
           "empagliflozin 10 mg daily", "semaglutide 1 mg SC weekly", "sitagliptin 100 mg daily", "Lantus 40 units nightly",
           "NPH 20 units BID", "Humalog 6 units with meals"],
    "UK": ["metformin 500 mg BD", "gliclazide 80 mg BD", "Lantus 24 units nocte", "NovoRapid per carb ratio",
           "Humulin I 18 units mane / 12 units nocte", "dapagliflozin 10 mg OD", "sitagliptin 100 mg OD",
           "Trulicity 1.5 mg weekly", "Levemir 16 units BD", "Humalog Mix25 30 units BD"],
    "ZA": ["metformin 850 mg tds", "gliclazide MR 60 mg daily", "Actraphane 30 units mane / 20 units nocte",
           "Protaphane 24 units nocte", "Actrapid 8 units with meals", "glimepiride 2 mg daily", "empagliflozin 25 mg daily",
           "biphasic insulin 30/70 28 U am / 18 U pm"],
}
OTHER_MEDS = ["atorvastatin 40 mg", "rosuvastatin 20 mg", "aspirin 81 mg", "aspirin 75 mg", "clopidogrel 75 mg",
              "rivaroxaban 2.5 mg BD", "ramipril 5 mg", "lisinopril 20 mg", "amlodipine 10 mg", "losartan 50 mg",
              "furosemide 40 mg", "bisoprolol 2.5 mg", "metoprolol succinate 50 mg", "pregabalin 75 mg BD",
              "gabapentin 300 mg TID", "duloxetine 60 mg", "omeprazole 20 mg", "levothyroxine 100 mcg",
              "allopurinol 100 mg", "paracetamol 1 g QDS PRN", "tramadol 50 mg PRN", "oxycodone 5 mg q6h PRN",
              "hydrochlorothiazide 25 mg", "cilostazol 100 mg BD", "simvastatin 40 mg", "enalapril 10 mg BD",
              "apixaban 5 mg BD", "sevelamer 800 mg TDS with meals", "vitamin D3 1000 IU", "zinc sulfate 220 mg"]
DRESSINGS = ["Aquacel Ag+ Extra + foam border", "Inadine + gauze + crepe", "Iodoflex paste, secondary foam",
             "calcium alginate + ABD pad + Kerlix", "hydrogel to eschar, Mepilex Border", "Sorbact ribbon to cavity",
             "PHMB-soaked gauze (Prontosan) 10 min then Allevyn", "silver alginate rope + bordered foam",
             "Manuka honey (Medihoney) + secondary foam", "collagen/ORC (Promogran) + foam",
             "Santyl collagenase nickel-thick + moist gauze", "NPWT -125 mmHg continuous, black foam",
             "NPWT -80 mmHg with silver foam, change M/W/F", "dry gauze + Coban (mummified toe, keep dry)",
             "Dakin's 0.125% wet-to-moist BID", "Mepitel + ABD + Unna boot", "non-adherent contact layer + padding"]
OFFLOADING = ["total contact cast (TCC), changed weekly", "removable cast walker (RCW), made irremovable with cohesive wrap",
              "knee-high offloading walker", "post-op shoe with felted foam aperture pad", "forefoot offloading shoe",
              "heel offloading boot (Prevalon-type) in bed", "custom-moulded insoles + extra-depth shoes",
              "half shoe (heel-weight bearing)", "CROW walker (Charcot restraint orthotic walker)",
              "instant TCC (iTCC)", "wheelchair for non-weight bearing + knee scooter", "Scotchcast boot"]
PMH = ["T2DM, insulin-requiring", "T1DM since childhood", "HTN", "hyperlipidaemia", "CKD stage 3b", "ESRD on HD (MWF)",
       "PAD s/p R SFA angioplasty", "CAD s/p CABG x3", "proliferative diabetic retinopathy (laser)", "peripheral neuropathy",
       "Charcot neuroarthropathy L foot", "prior L 2nd toe amputation", "hypothyroidism", "obesity (BMI 37)", "OSA on CPAP",
       "gout", "AF on anticoagulation", "HFrEF (EF 35%)", "COPD", "depression", "HIV on ART (VL suppressed)",
       "previous TB (completed treatment)", "ex-smoker (30 pack-years)", "current smoker 10/day", "alcohol use disorder in remission",
       "prior R hallux amputation", "venous insufficiency", "stroke with residual L hemiparesis", "rheumatoid arthritis on MTX"]
ICD = [("E11.621", "Type 2 diabetes mellitus with foot ulcer"), ("L97.512", "Non-pressure chronic ulcer of R foot, fat layer exposed"),
       ("L97.523", "Non-pressure chronic ulcer of L foot with necrosis of muscle"), ("E11.51", "T2DM with diabetic peripheral angiopathy w/o gangrene"),
       ("E11.52", "T2DM with diabetic peripheral angiopathy with gangrene"), ("M86.171", "Other acute osteomyelitis, R ankle and foot"),
       ("M86.672", "Other chronic osteomyelitis, L ankle and foot"), ("E11.42", "T2DM with diabetic polyneuropathy"),
       ("E11.610", "T2DM with diabetic neuropathic arthropathy"), ("I70.245", "Atherosclerosis of native arteries of L leg with ulceration of other part of foot"),
       ("Z89.421", "Acquired absence of other R toe(s)"), ("L03.115", "Cellulitis of R lower limb"), ("Z79.4", "Long term (current) use of insulin")]
CPT = [("99183", "Physician attendance and supervision of hyperbaric oxygen therapy"), ("G0277", "HBOT under pressure, full body chamber, per 30 min"),
       ("11042", "Debridement, subcutaneous tissue, first 20 sq cm"), ("11043", "Debridement, muscle and/or fascia"),
       ("11044", "Debridement, bone"), ("97605", "NPWT, total wound surface area <= 50 sq cm"), ("29445", "Application of rigid total contact leg cast"),
       ("28805", "Amputation, foot; transmetatarsal"), ("28820", "Amputation, toe; metatarsophalangeal joint"), ("28810", "Amputation, metatarsal, with toe, single"),
       ("27880", "Amputation, leg, through tibia and fibula"), ("15275", "Application of skin substitute graft, foot, first 25 sq cm")]
HCPCS = [("A5500", "Diabetic shoe, extra-depth, per shoe"), ("A5512", "Multiple density insert, direct formed, per insert"),
         ("A5513", "Multiple density insert, custom fabricated, per insert"), ("L4361", "Walking boot, pneumatic and/or vacuum"),
         ("L4631", "Ankle-foot orthosis, walking boot type (CROW)"), ("A5501", "Diabetic shoe, custom molded, per shoe"),
         ("L3000", "Foot insert, removable, molded to patient model"), ("E0118", "Crutch substitute, lower leg platform (knee walker)")]
OPCS = ["X10.2 Amputation of toe", "X10.1 Amputation through metatarsal bones", "X09.5 Amputation below knee",
        "X11.1 Amputation of ray", "S57.3 Debridement of skin NEC", "W15.1 Excision of metatarsal head"]


def side(n):
    return n.pick(SIDES)


def site(n):
    return n.pick(SITES).format(s=side(n))


def glucose(n):
    if n.c == "US":
        return "%d mg/dL" % n.ri(88, 342)
    return "%.1f mmol/L" % (n.ri(49, 190) / 10.0)


def a1c(n):
    pct = n.ri(62, 128) / 10.0
    mm = int(round((pct - 2.15) * 10.929))
    if n.c == "UK":
        return n.pick(["%d mmol/mol" % mm, "%d mmol/mol (%.1f%%)" % (mm, pct)])
    return "%.1f%%" % pct


def temp(n):
    if n.c == "US" and n.chance(0.7):
        return "%.1f F" % (n.ri(972, 1016) / 10.0)
    return "%.1f %sC" % (n.ri(358, 389) / 10.0, n.pick(["", "°"]))


def vitals(n):
    bp = "%d/%d" % (n.ri(104, 188), n.ri(54, 104))
    parts = ["BP %s" % bp, "HR %d" % n.ri(58, 118), "T %s" % temp(n), "RR %d" % n.ri(12, 24),
             "SpO2 %d%% %s" % (n.ri(91, 100), n.pick(["RA", "on RA", "2L NC", "room air"])),
             n.pick(["CBG", "BG", "BM", "Glucose"]) + " " + glucose(n)]
    if n.chance(0.4):
        parts.append("Wt %.1f kg" % (n.ri(520, 1480) / 10.0))
    if n.chance(0.3):
        parts.append("Pain %d/10" % n.ri(0, 9))
    return n.pick([", ", " | ", "  ", "; "]).join(parts)


def dims(n):
    l = n.ri(3, 78) / 10.0
    w = max(0.2, round(l * n.ri(35, 95) / 100.0, 1))
    d = n.pick([0.1, 0.2, 0.2, 0.3, 0.4, 0.5, 0.8, 1.0, 1.2, 1.5, 2.1])
    return l, w, d


def dims_str(n, l=None, w=None, d=None):
    if l is None:
        l, w, d = dims(n)
    return n.pick(["%.1f x %.1f x %.1f cm", "%.1f cm x %.1f cm x %.1f cm", "%.1fx%.1fx%.1fcm", "L %.1f W %.1f D %.1f cm"]) % (l, w, d)


def bed(n):
    g = n.pick([100, 90, 80, 75, 70, 60, 50, 40, 30, 20])
    rest = 100 - g
    s = n.ri(0, rest)
    e = rest - s
    out = ["%d%% granulation" % g]
    if s:
        out.append("%d%% slough" % s)
    if e:
        out.append("%d%% %s" % (e, n.pick(["eschar", "necrotic tissue", "hypergranulation", "fibrin"])))
    return ", ".join(out)


def wound_desc(n):
    bits = [
        "Wound bed: " + bed(n) + ".",
        "Exudate: " + n.pick(["nil", "scant serous", "small serous", "moderate serosanguinous", "moderate purulent", "heavy, green-tinged"]) + ".",
        "Periwound: " + n.pick(["macerated 0.5 cm rim", "callus rim, pared", "intact, dry", "erythema 1.5 cm from margin", "erythema >2 cm, warm, indurated", "hyperkeratotic", "fragile, excoriated"]) + ".",
        "Edges: " + n.pick(["attached", "rolled (epibole)", "undermined 0.6 cm at 3 o'clock", "tunnel 1.8 cm at 12 o'clock", "well defined", "irregular"]) + ".",
        "Odour: " + n.pick(["none", "none after cleansing", "mild", "malodorous", "faint sweet (?Pseudomonas)"]) + ".",
        "Probe-to-bone: " + n.pick(["negative", "positive", "equivocal", "not done", "POSITIVE - hard gritty bone"]) + ".",
    ]
    return typo(n, " ".join(bits[:n.ri(3, 6)]))


def classif(n):
    return n.pick([
        "Wagner grade %d" % n.ri(1, 4), "UT %d%s" % (n.ri(1, 3), n.pick("ABCD")),
        "University of Texas %d%s" % (n.ri(1, 3), n.pick("ABCD")), "SINBAD %d/6" % n.ri(1, 6),
        "WIfI W%d I%d fI%d" % (n.ri(0, 3), n.ri(0, 3), n.ri(0, 3)), "PEDIS P%d E%d D%d I%d S%d" % (n.ri(1, 3), n.ri(1, 3), n.ri(1, 3), n.ri(1, 4), n.ri(1, 2)),
        "IDSA/IWGDF %s infection" % n.pick(["mild", "moderate", "severe", "no"]), "Wagner %d, SINBAD %d" % (n.ri(1, 4), n.ri(2, 5)),
    ])


def neuro(n):
    return n.pick([
        "10 g monofilament: %d/10 sites sensed R, %d/10 L." % (n.ri(0, 10), n.ri(0, 10)),
        "Semmes-Weinstein 5.07: absent at %d of 10 sites bilaterally." % n.ri(2, 10),
        "VPT %d V R / %d V L (biothesiometer)." % (n.ri(18, 50), n.ri(18, 50)),
        "128 Hz tuning fork absent at hallux bilaterally; ankle jerks absent.",
        "Protective sensation lost (monofilament %d/10). Proprioception reduced at toes." % n.ri(0, 6),
        "Ipswich Touch Test: %d/6 toes felt. Silfverskiold test positive (gastrocnemius equinus)." % n.ri(0, 6),
        "LOPS bilaterally, Ipswich touch test %d/6." % n.ri(0, 6),
    ])


def vasc(n):
    v = [
        "DP %s / PT %s" % (n.pick(["palpable", "1+", "non-palpable", "doppler only"]), n.pick(["palpable", "2+", "absent", "doppler only"])),
        "ABPI R %.2f / L %.2f" % (n.ri(35, 130) / 100.0, n.ri(35, 130) / 100.0),
        "TBI %.2f" % (n.ri(15, 80) / 100.0), "toe pressure %d mmHg" % n.ri(18, 110),
        "TcPO2 %d mmHg (dorsum, room air)" % n.ri(9, 62),
        "Doppler: %s DP, %s PT" % (n.pick(["triphasic", "biphasic", "monophasic"]), n.pick(["biphasic", "monophasic", "damped monophasic"])),
        "CRT %d s" % n.ri(2, 6), "Buerger's test %s" % n.pick(["positive", "negative"]),
        "ABI non-compressible (>1.3), calcified vessels",
    ]
    k = n.ri(2, 4)
    out = []
    for _ in range(k):
        x = n.pick(v)
        if x not in out:
            out.append(x)
    return "; ".join(out) + "."


def labs(n):
    if n.c == "US":
        parts = ["WBC %.1f K/uL" % (n.ri(48, 228) / 10.0), "Hgb %.1f g/dL" % (n.ri(78, 152) / 10.0), "Plt %d" % n.ri(140, 540),
                 "CRP %.1f mg/dL" % (n.ri(3, 310) / 10.0), "ESR %d mm/hr" % n.ri(8, 120), "Cr %.2f mg/dL" % (n.ri(62, 420) / 100.0),
                 "BUN %d" % n.ri(9, 68), "eGFR %d" % n.ri(12, 98), "albumin %.1f g/dL" % (n.ri(21, 45) / 10.0),
                 "prealbumin %d mg/dL" % n.ri(8, 32), "HbA1c " + a1c(n), "lactate %.1f" % (n.ri(6, 42) / 10.0), "K %.1f" % (n.ri(33, 58) / 10.0)]
    else:
        parts = ["WCC %.1f x10^9/L" % (n.ri(48, 228) / 10.0), "Hb %d g/L" % n.ri(78, 152), "Plt %d" % n.ri(140, 540),
                 "CRP %d mg/L" % n.ri(3, 310), "ESR %d" % n.ri(8, 120), "creatinine %d umol/L" % n.ri(55, 420),
                 "urea %.1f" % (n.ri(30, 280) / 10.0), "eGFR %d" % n.ri(12, 90), "albumin %d g/L" % n.ri(21, 45),
                 "HbA1c " + a1c(n), "Na %d" % n.ri(128, 145), "K %.1f" % (n.ri(33, 58) / 10.0), "PCT %.2f ng/mL" % (n.ri(2, 480) / 100.0)]
    k = n.ri(4, 8)
    sel = []
    for i in sorted(n.r.sample(range(len(parts)), k)):
        sel.append(parts[i])
    return n.pick([", ", "; ", "  "]).join(sel)


def dm_meds(n, k=2):
    pool = DM_MEDS[n.c]
    idx = sorted(n.r.sample(range(len(pool)), min(k, len(pool))))
    return [pool[i] for i in idx]


def other_meds(n, k=4):
    idx = sorted(n.r.sample(range(len(OTHER_MEDS)), k))
    return [OTHER_MEDS[i] for i in idx]


def pmh(n, k=4):
    idx = sorted(n.r.sample(range(len(PMH)), k))
    return [PMH[i] for i in idx]


def regimen(n):
    return n.pick(REGIMENS[n.c])


def dressing(n):
    return n.pick(DRESSINGS)


def offload(n):
    return n.pick(OFFLOADING)


def time(n):
    h, m = n.ri(7, 19), n.pick([0, 5, 10, 12, 15, 20, 25, 30, 35, 40, 45, 50, 55])
    return n.pick(["%02d:%02d" % (h, m), "%02d%02d" % (h, m), "%02d%02dh" % (h, m),
                   "%d:%02d %s" % ((h - 1) % 12 + 1, m, "am" if h < 12 else "pm")])


def time_pair(n):
    h, m = n.ri(7, 17), n.pick([0, 5, 10, 15, 20, 30, 40, 45, 50])
    e = h * 60 + m + n.ri(25, 75)
    f = n.pick(["%02d:%02d", "%02d%02d"])
    return f % (h, m), f % (e // 60, e % 60)


def hbot_profile(n):
    return n.pick(["2.4 ATA x 90 min O2 with 2 x 5 min air breaks", "2.0 ATA x 120 min (3 x 30 min O2 periods)",
                   "2.4 ATA / 14 msw, 3 x 30 min O2, 5 min air breaks", "2.5 ATA x 90 min, monoplace, no air breaks",
                   "USN TT9 modified - 2.4 ATA, 90 min O2", "2.0 ATA (33 fsw) 90 min O2 + 2 air breaks"])


def teed(n):
    return "TEED %d/%d" % (n.ri(0, 2), n.ri(0, 2))


def plan_bits(n):
    pool = [
        "Sharp debridement to bleeding tissue (CPT 11042), tolerated without LA (insensate).",
        "Continue offloading: " + offload(n) + ".",
        "Dressing: " + dressing(n) + ", change %s." % n.pick(["daily", "every other day", "3x/week", "twice weekly", "M/W/F"]),
        "Strict glycaemic control; target CBG " + ("80-180 mg/dL" if n.c == "US" else "6-10 mmol/L") + ".",
        "X-ray foot (3 views) to r/o osteomyelitis / gas.", "MRI foot w/o contrast if probe-to-bone remains positive.",
        "Check ESR/CRP weekly while on antibiotics.", "Refer vascular for angiography (toe pressure <30 mmHg).",
        "Education re daily foot checks, no barefoot walking, mirror for plantar surface.",
        "Smoking cessation advised (Fagerstrom %d)." % n.ri(2, 8), "Dietitian: protein 1.2-1.5 g/kg/day, add zinc/vit C.",
        "Podiatry: nail care + callus debridement q4-6 wks.", "Consider HBOT if no 40% area reduction at 4 weeks (Wagner 3+).",
        "Pain: paracetamol regular, avoid NSAIDs (CKD).", "Bloods: FBC, U&E, CRP, HbA1c.",
        "Tetanus status up to date.", "Wound swab NOT sent (no clinical infection).", "Deep tissue sample sent for MC&S.",
    ]
    k = n.ri(3, 6)
    idx = sorted(n.r.sample(range(len(pool)), k))
    return [typo(n, pool[i]) for i in idx]


def typo(n, s, p=0.06):
    """Occasionally swap two adjacent letters inside one longer word (busy-clinician typo)."""
    if not n.chance(p):
        return s
    ws = s.split(" ")
    cand = [i for i, w in enumerate(ws) if len(w) >= 6 and w.isalpha()]
    if not cand:
        return s
    i = n.pick(cand)
    w = ws[i]
    j = n.ri(1, len(w) - 3)
    ws[i] = w[:j] + w[j + 1] + w[j] + w[j + 2:]
    return " ".join(ws)
