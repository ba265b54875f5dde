"""Shared blocks: case setup, headers in several layouts, signatures, non-PHI clinical filler."""
import pools as P


class Case:
    """Keeps one patient's PHI values stable across a note."""

    def __init__(self, cx, age_lo=18, age_hi=80, sex=None):
        r = cx.r
        self.p = cx.person(sex)
        self.age = r.randint(age_lo, age_hi)
        self.dob = cx.dob(self.age)
        self.pl = cx.place()
        self.street = cx.street()
        self.mrn = cx.mrn()
        self.phone = cx.phone(ext=False)
        self.prof = cx.prof()
        self.emp = cx.employer()
        self.hosp = cx.hosp()
        self.doc = cx.person()
        self.doc2 = cx.person()
        self.kin = cx.person()

    def addr(self, cx, multiline=False):
        pl, c = self.pl, cx.c
        sep = "\n" if multiline else ", "
        if c == "US":
            return [("STREET", self.street), sep, ("CITY", pl["city"]), ", ", ("STATE", pl["st"]), " ",
                    ("ZIP", pl["zip"])]
        if c == "UK":
            return [("STREET", self.street), sep, ("CITY", pl["city"]), sep, ("ZIP", pl["zip"])]
        return [("STREET", self.street), sep, ("CITY", pl["city"]), " ", ("STATE", pl["st"]), " ", ("ZIP", pl["zip"])]


def fields_out(n, cx, fields, layout=None):
    """fields: list of (label, items). Render in one of several layouts."""
    r = cx.r
    layout = layout or r.choice(["kv", "kv", "inline", "pipe", "aligned", "caps"])
    if layout == "kv":
        for k, v in fields:
            n(k + ": ", v, "\n")
    elif layout == "caps":
        for k, v in fields:
            n(k.upper() + ":  ", v, "\n")
    elif layout == "inline":
        for i, (k, v) in enumerate(fields):
            n(" | " if i else "", k + ": ", v)
        n("\n")
    elif layout == "pipe":
        n("| Field | Value |\n|---|---|\n")
        for k, v in fields:
            n("| " + k + " | ", v, " |\n")
    else:
        w = max(len(k) for k, _ in fields) + 2
        for k, v in fields:
            n(k.ljust(w), v, "\n")
    n("\n")


def demo_fields(cx, cs, extra=(), nameform=None):
    r = cx.r
    f = [("Name", cx.nm(cs.p, "PATIENT", nameform or r.choice(["full", "LF", "UPPER", "lf", "fml"]))),
         ("DOB", [cx.D(cs.dob, full=True)]),
         ("Age", [("AGE", str(cs.age))] if r.random() < 0.6 else cx.age_items(cs.age, cs.p.sex, r.choice(["yo", "y/o", "sexage", "agesex", "years", "yr"])))]
    mrn_lbl = {"US": "MRN", "UK": r.choice(["NHS No", "Hospital No", "MRN"]), "AU": r.choice(["UR", "MRN", "URN"])}
    f.append((mrn_lbl[cx.c], [cs.mrn]))
    if r.random() < 0.7:
        f.append(("Address", cs.addr(cx)))
    if r.random() < 0.6:
        f.append((r.choice(["Phone", "Tel", "Mobile", "Contact"]), [cs.phone]))
    f.extend(extra)
    return f


def sig(n, cx, p, role=None):
    r = cx.r
    role = role or r.choice(["Consultant in Infectious Diseases", "Public Health Nurse", "TB Nurse Specialist",
                             "Occupational Health Physician", "Infection Prevention Nurse", "Sexual Health Adviser",
                             "Epidemiologist", "Clinical Nurse Consultant", "Health Protection Practitioner",
                             "Travel Medicine Nurse"])
    v = r.randint(0, 5)
    if v == 0:
        n("\n-- ", cx.doc(p, "cred"), "\n", role, "\n")
    elif v == 1:
        n("\nElectronically signed by ", cx.doc(p, "drfull"), " on ", cx.D(), " at %02d:%02d\n" % (
            r.randint(7, 19), r.randint(0, 59)))
    elif v == 2:
        lk = {"US": "NPI", "UK": "GMC", "AU": "AHPRA"}[cx.c]
        kind = {"US": "npi", "UK": r.choice(["gmc", "nmc"]), "AU": "ahpra"}[cx.c]
        n("\nSigned: ", cx.doc(p, "plain"), ", ", role, "\n", lk, " ", cx.lic(kind), " | bleep ", cx.pager(), "\n")
    elif v == 3:
        n("\nRegards,\n\n", cx.doc(p, "dr"), "\n", role, "\nDirect line ", cx.phone(), " | ", cx.email(p), "\n")
    elif v == 4:
        ini = (p.first[0] + p.last[0]).lower()
        tp = cx.person()
        n("\n", cx.doc(p, "init"), "\n", role, "\nDictated but not read. D/T ", cx.D(), "  ref ", ("DOCTOR", ini),
          "/", ("DOCTOR", (tp.first[0] + tp.last[0]).lower()), "\n")
    else:
        n("\nReviewed by ", cx.doc(p, "cred"), " (", role, ") ", cx.D(), " %02d%02d\n" % (r.randint(7, 20),
                                                                                          r.randint(0, 59)))


def labs(n, cx, kind="general"):
    r = cx.r
    rows = {
        "general": [("Hb", "%d g/L" % r.randint(98, 162)), ("WCC", "%.1f x10^9/L" % r.uniform(3.1, 14.9)),
                    ("Plt", "%d x10^9/L" % r.randint(140, 420)), ("CRP", "%d mg/L" % r.randint(1, 180)),
                    ("ALT", "%d U/L" % r.randint(12, 140)), ("Creatinine", "%d umol/L" % r.randint(55, 130)),
                    ("eGFR", ">%d" % r.choice([60, 90])), ("Na", "%d mmol/L" % r.randint(131, 145))],
        "hiv": [("CD4", "%d cells/uL" % r.randint(80, 1100)), ("CD4 %", "%d%%" % r.randint(8, 42)),
                ("HIV-1 RNA", r.choice(["<20 copies/mL", "%d copies/mL" % r.randint(40, 90000), "not detected"])),
                ("HBsAg", r.choice(["negative", "positive"])), ("Syphilis EIA", r.choice(["non-reactive",
                                                                                            "reactive"])),
                ("eGFR", "%d" % r.randint(55, 120)), ("LDL", "%.1f mmol/L" % r.uniform(1.8, 4.9))],
        "tb": [("ALT", "%d U/L" % r.randint(12, 220)), ("Bilirubin", "%d umol/L" % r.randint(4, 40)),
               ("Sputum AFB smear", r.choice(["1+", "2+", "3+", "negative", "scanty"])),
               ("Xpert MTB/RIF", r.choice(["MTB detected, RIF resistance not detected", "MTB not detected"])),
               ("Visual acuity", "6/%d both eyes" % r.choice([6, 9, 12])), ("Weight", "%.1f kg" % r.uniform(44, 92))],
    }[kind]
    r.shuffle(rows)
    for k, v in rows[:r.randint(3, len(rows))]:
        n("  ", k.ljust(20), v, "\n")


def vitals(cx):
    r = cx.r
    return "T %.1f C, HR %d, BP %d/%d, RR %d, SpO2 %d%% RA" % (r.uniform(36.1, 39.4), r.randint(58, 118),
                                                               r.randint(98, 156), r.randint(56, 94),
                                                               r.randint(12, 26), r.randint(92, 100))


FILLER = [
    "No Koplik spots. No meningism; Kernig and Brudzinski negative.",
    "Discussed with the on-call microbiologist; advice recorded in the results system.",
    "Gram stain showed Gram-positive cocci in clusters; culture pending.",
    "Hand hygiene audit score for the area was 92% this quarter.",
    "Reviewed against the CDC case definition; meets criteria for a probable case.",
    "Patient given written information and the sexual health advice line leaflet.",
    "Rapid antigen test negative at 10:15; PCR sent.",
    "Allergies: penicillin (rash). Current meds: metformin 500 mg BD, atorvastatin 20 mg nocte.",
    "Denies fevers, night sweats or weight loss over the last 3 months.",
    "Blood cultures x2 taken before the first dose of ceftriaxone 2 g IV.",
    "Wells score 0. Glasgow Coma Scale 15/15.",
    "Charcoal swab for MC&S and NAAT for chlamydia and gonorrhoea taken.",
    "Advised to exclude from work for 48 hours after symptoms resolve.",
    "Chest X-ray: right upper zone cavitation, no effusion.",
]
