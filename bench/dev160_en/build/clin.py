"""Non-PHI clinical filler: vitals, scores, labs, look-alike phrases."""
import pools as PL

LOOKALIKES = [
    "Ottawa ankle rules negative", "Canadian CT head rule not met", "Wells score 1.5", "HEART score 3",
    "PERC negative", "San Francisco syncope rule negative", "Glasgow Coma Scale 15", "CIWA-Ar 8", "COWS 6",
    "PHQ-9 18", "C-SSRS high risk", "Braden 16", "Morse fall score 45", "qSOFA 1", "Centor 2", "Alvarado 4",
    "ABCD2 3", "NIHSS 2", "Salter-Harris II", "Colles fracture excluded on XR", "Murphy's sign negative",
    "McBurney's point tender", "Kernig and Brudzinski negative",
    "Foley in situ", "Bair Hugger applied", "Yankauer at bedside", "Trendelenburg not tolerated",
    "Romberg positive", "Dix-Hallpike positive on R", "Epley performed", "Battle's sign absent",
    "Cushing triad absent", "Beck's triad not present", "Kussmaul breathing", "Cheyne-Stokes noted",
    "Virchow's triad considered", "Rovsing's sign negative", "Tinel's positive", "Finkelstein negative",
    "Bell's palsy vs CVA", "Parkinson's disease baseline tremor", "Down syndrome baseline", "Addison's hx",
    "Crohn's flare ?", "Graves disease on carbimazole", "Hashimoto's", "Lyme serology sent",
    "Wernicke's risk - pabrinex given", "Korsakoff hx", "Mallory-Weiss ?", "Boerhaave unlikely",
    "Manchester Triage System used", "Glasgow-Blatchford 6", "Rockall 3", "CURB-65 2", "NEWS2 5",
    "PEWS 3", "Philadelphia collar on",
    "Aspen collar", "Thomas splint applied", "Sager splint", "Jackson-Pratt drain", "Broselow tape: green",
    "Ringer's lactate", "Hartmann's", "Gelofusine", "Lund and Browder chart", "Parkland formula used",
]

SEC_LOOKALIKES = [
    "Broset Violence Checklist score 3", "BVC 4 - high risk", "SOAS-R 12", "Pt GCS 15, medically cleared",
    "CIWA-Ar 14", "BAL 0.24", "RASS +2", "Haloperidol 5 mg IM given per MD order", "Restraint check q15 min",
    "Code Grey debrief held", "Pt had capacity per treating team", "Mini-Cog 2/5",
]

US_SCALE = ["ESI 1", "ESI 2", "ESI 2", "ESI 3", "ESI 3", "ESI 3", "ESI 4", "ESI 5"]
MTS = [("1", "Red", "immediate"), ("2", "Orange", "very urgent"), ("3", "Yellow", "urgent"),
       ("4", "Green", "standard"), ("5", "Blue", "non-urgent")]
SPECIALTIES_US = ["Hospitalist", "Medicine", "Tele", "Cards", "Gen Surg", "Ortho", "Neuro", "Psych", "Peds",
                  "OB", "Trauma", "MICU", "SICU", "Step-down", "PCU", "Med-Surg", "Obs"]
SPECIALTIES_UK = ["Acute Med", "Gen Surg", "T&O", "Cardiology", "Resp", "Gastro", "Stroke", "COTE", "Paeds",
                  "O&G", "Urology", "ENT", "Max Fax", "Psych Liaison", "ITU", "HDU", "SDEC", "AMU"]
US_AREAS = ["Rm", "Rm", "Hall", "Trauma", "Fast Track", "Results Pending", "Rm"]
UK_AREAS = ["Majors", "Minors", "Resus", "Cubicle", "RAT", "Majors", "Amb Majors", "Corridor", "CDU"]
ADMIT_DX = [  # (diagnosis, US service, UK specialty)
    ("NSTEMI", "Cards", "Cardiology"), ("CAP requiring O2", "Hospitalist", "Acute Med"),
    ("Sepsis - urinary source", "Medicine", "Acute Med"), ("AKI on CKD", "Hospitalist", "Acute Med"),
    ("DKA", "MICU", "Acute Med"), ("Upper GI bleed", "Medicine", "Gastro"), ("NOF fracture", "Ortho", "T&O"),
    ("Cellulitis failing PO abx", "Hospitalist", "Acute Med"), ("COPD exacerbation", "Medicine", "Resp"),
    ("Syncope ?arrhythmia", "Tele", "Cardiology"), ("Pyelonephritis", "Med-Surg", "Urology"), ("SBO", "Gen Surg", "Gen Surg"),
    ("Acute cholecystitis", "Gen Surg", "Gen Surg"), ("Acute ischaemic stroke", "Neuro", "Stroke"),
    ("AF with RVR", "Tele", "Cardiology"), ("Delirium", "Hospitalist", "COTE"), ("Fall - unable to mobilise", "Obs", "COTE"),
    ("SI - awaiting psych bed", "Psych", "Psych Liaison"), ("Alcohol withdrawal", "Step-down", "Acute Med"),
    ("Hyperkalaemia", "PCU", "Acute Med"), ("PE", "Medicine", "Resp"), ("Decompensated HF", "PCU", "Cardiology"),
    ("Pancreatitis", "Gen Surg", "Gen Surg"), ("Head injury on anticoagulant", "Trauma", "T&O"),
]
BREACH_REASONS = ["Bed availability", "Awaiting specialty review", "Awaiting imaging", "Clinical - unstable",
                  "Awaiting transport", "Awaiting MH bed", "Side room needed (IPC)", "Awaiting results",
                  "Waiting for DTA", "Late referral", "Capacity - OPEL 4", "Social / placement"]
BARRIERS = ["no tele beds", "awaiting EVS clean", "needs negative pressure", "needs sitter",
            "psych bed search", "pending accepting attending", "ICU at capacity", "awaiting insurance auth",
            "transfer pending", "iso - C diff", "awaiting discharge upstairs", "bariatric bed needed"]
STATUSES = ["Awaiting MD", "Labs pending", "CT pending", "Ready for dc", "Adm - bed req", "Consult placed",
            "In imaging", "Ready to move", "Obs order", "Reassess", "Transfer pending", "Dispo pending"]


def vitals(g, style=None):
    r = g.r
    sbp = r.randint(88, 196)
    dbp = r.randint(48, 110)
    hr = r.randint(48, 138)
    rr = r.randint(12, 30)
    sp = r.randint(86, 100)
    if g.uk or g.chance(0.3):
        temp = "%.1f" % (r.uniform(35.6, 39.6))
    else:
        temp = "%.1fF" % (r.uniform(96.2, 103.4))
    style = style or g.ch(["line", "slash", "labels"])
    if style == "line":
        return "BP %d/%d HR %d RR %d T %s SpO2 %d%% %s" % (sbp, dbp, hr, rr, temp, sp, g.ch(["RA", "RA", "2L NC", "on air", "15L NRB"]))
    if style == "slash":
        return "%d/%d, %d, %d, %s, %d%%" % (sbp, dbp, hr, rr, temp, sp)
    return "T %s | P %d | R %d | BP %d/%d | SpO2 %d%% | Pain %d/10" % (temp, hr, rr, sbp, dbp, sp, r.randint(0, 10))


def labs(g):
    r = g.r
    opts = [
        "Trop %s -> %s ng/L (0/3h)" % (r.randint(3, 20), r.randint(3, 30)),
        "hs-TnT %d ng/L" % r.randint(4, 60),
        "Lactate %.1f" % r.uniform(0.6, 5.2),
        "Na %d K %.1f Cr %.2f BUN %d" % (r.randint(126, 146), r.uniform(3.0, 5.9), r.uniform(0.5, 3.1), r.randint(6, 60)),
        "WBC %.1f Hgb %.1f Plt %d" % (r.uniform(3.1, 22.0), r.uniform(6.5, 16.5), r.randint(60, 480)),
        "Hb %d g/L" % r.randint(65, 165),
        "CRP %d" % r.randint(1, 280),
        "INR %.1f" % r.uniform(0.9, 4.8),
        "BG %.1f mmol/L" % r.uniform(2.1, 28.0) if g.uk else "POC glucose %d" % r.randint(38, 540),
        "D-dimer %d" % r.randint(150, 4000),
        "EtOH %d mg/dL" % r.randint(0, 380) if not g.uk else "Paracetamol level <10 at 4h",
        "UDS + THC, + cocaine" if not g.uk else "VBG pH 7.%02d" % r.randint(10, 44),
        "BNP %d" % r.randint(20, 3400),
        "beta-hCG negative",
        "Mg %.1f Phos %.1f" % (r.uniform(1.2, 2.6), r.uniform(1.8, 5.2)),
    ]
    return g.ch(opts)


def sec_lookalike(g):
    return g.ch(SEC_LOOKALIKES)


def admit_dx(g, with_service=False):
    dx, us, uk = g.ch(ADMIT_DX)
    if with_service:
        return dx, (uk if g.uk else us)
    return dx


def lookalike(g):
    return g.ch(LOOKALIKES)


def complaint(g):
    return g.ch(PL.UK_COMPLAINTS if g.uk else PL.COMPLAINTS)


def acuity(g):
    if g.uk:
        n, col, _ = g.ch(MTS)
        return g.ch(["%s %s" % (n, col), col, "Cat %s" % n, "P%s" % n])
    return g.ch(US_SCALE)


def specialty(g):
    return g.ch(SPECIALTIES_UK if g.uk else SPECIALTIES_US)


def dur(g, lo=0, hi=30):
    h = g.r.randint(lo, hi)
    m = g.r.randint(0, 59)
    return g.ch(["%dh%02dm" % (h, m), "%d:%02d" % (h, m), "%dh %dm" % (h, m), "%d hrs" % h])


def meds(g, k=2):
    return ", ".join(g.r.sample(PL.MEDS, k))


def pmh(g, k=3):
    return ", ".join(g.r.sample(PL.PMH, k))
