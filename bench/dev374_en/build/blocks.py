"""blocks.py -- shared note sections: letterheads, patient identifier blocks,
times, exhibit refs and hard-negative phrases (look like PHI, are not)."""
import core


def tm(c, h=None, m=None):
    r = c.r
    h = r.randrange(0, 24) if h is None else h
    m = r.randrange(0, 60) if m is None else m
    if c.cc in ("US", "CA") and r.random() < 0.6:
        return "%d:%02d %s" % ((h % 12) or 12, m, "am" if h < 12 else "pm")
    k = r.randrange(4)
    return ["%02d:%02d" % (h, m), "%02d%02d" % (h, m), "%02d%02d hrs" % (h, m), "%02d.%02d" % (h, m)][k]


def ex(c, n):
    return (c.ex_prefix + "/" + str(n), "IDNUM")


def sarc_h(c):
    return (c.sarc["name"], "HOSPITAL")


def letterhead(c, N, short=False):
    s = c.sarc
    N.add(sarc_h(c), "\n")
    if not short:
        N.add(c.addr(s["addr"], multi=c.r.random() < 0.5), "\n")
    N.add("Tel: ", (s["phone"], "PHONE"))
    if c.r.random() < 0.7:
        N.add("  |  Fax: ", (s["fax"], "FAX"))
    N.add("\n")
    if c.r.random() < 0.8:
        N.add("Email: ", (s["email"], "EMAIL"))
        if c.r.random() < 0.6:
            N.add("  |  Web: ", (s["url"], "URL"))
        N.add("\n")
    N.add("24-hour line: ", (c.phone_new("land"), "PHONE"), " (out of hours: call ", c.V["emerg"], " in an emergency)\n")


def pt_ids(c, N, inline=False, with_addr=True, with_age=True):
    """Patient identification block, country flavoured."""
    r = c.r
    cc = c.cc
    sep = "  " if inline else "\n"
    N.add("Name: ", c.nm(c.pt, r.choice(["LF", "full", "LFC", "Lf", "fml"])), sep)
    N.add(r.choice(["DOB: ", "D.O.B.: ", "Date of birth: "]), c.D(c.pt.dob))
    if with_age:
        if r.random() < 0.5:
            N.add(" (", (str(c.pt.age), "AGE"), r.choice(["y)", " yrs)", ")"]))
        else:
            N.add("  Age: ", (str(c.pt.age), "AGE"))
    N.add(sep)
    if cc == "GB":
        N.add("NHS No: ", (c.natid, "MRN"), sep, c.V["mrn"], ": ", (c.mrn, "MRN"), sep)
    elif cc == "US":
        N.add("MRN: ", (c.mrn, "MRN"), sep, "Encounter #: ", (c.episode, "ACCOUNT"), sep)
    elif cc == "CA":
        N.add("MRN: ", (c.mrn, "MRN"), sep, "Health Card: ", (c.healthplan, "HEALTHPLAN"), sep)
    elif cc == "AU":
        N.add("URN: ", (c.mrn, "MRN"), sep, "Medicare: ", (c.healthplan, "HEALTHPLAN"), sep)
    elif cc == "NZ":
        N.add("NHI: ", (c.mrn, "MRN"), sep)
    else:
        N.add("MRN: ", (c.mrn, "MRN"), sep)
        if r.random() < 0.5:
            N.add("Medical card: ", (c.healthplan, "HEALTHPLAN"), sep)
    if c.ssn and r.random() < {"US": 0.3, "IE": 0.3, "GB": 0.12, "CA": 0.15}.get(cc, 0):
        N.add({"US": "SSN: ", "IE": "PPSN: ", "GB": "NI No: ", "CA": "SIN: "}[cc], (c.ssn, "SSN"), sep)
    if with_addr:
        N.add("Address: ", c.addr(c.pt.addr), sep)
    if inline:
        N.add("\n")


HARD_NEG = [
    "GCS 15/15 throughout.",
    "Wood's lamp not used.",
    "Cusco speculum (size M) used with patient consent.",
    "Foley catheter balloon technique used to visualise hymen.",
    "Toluidine blue 1% applied to posterior fourchette.",
    "BP 124/78, HR 96, RR 16, SpO2 99% RA, T 36.9.",
    "UPT (urine beta-hCG) negative.",
    "HIV Ag/Ab 4th gen, HBsAg, anti-HBc, syphilis EIA sent.",
    "NAAT for chlamydia/gonorrhoea (self-taken vulvovaginal swab).",
    "Bristol Stool Chart not applicable.",
    "ICD-10: T74.2 / Z04.4.",
    "Risk screen: DASH 14/27.",
    "PHQ-9 score 17, GAD-7 score 15.",
    "Hep B vaccine (Engerix B) 1 mL IM, L deltoid.",
    "Ceftriaxone 1 g IM and azithromycin 2 g PO offered (prophylaxis).",
    "Body map: front/back adult female chart used (Form FB-2).",
    "Injuries measured with ABFO No. 2 scale in photographs.",
    "Swabs dried in DNA-free drying cabinet before sealing.",
    "Alcohol-free wipes only; no Chlorhexidine on sample sites.",
    "Images to be peer reviewed; no identifiable images filed in notes.",
    "Hymen/anus described by clock-face positions (supine).",
    "Glasgow Coma Scale 15 on arrival.",
    "Fitzpatrick skin type IV - bruising may be less visible.",
    "Colposcope: Leisegang model 3ML; camera: Nikon D7500 (model names only).",
    "Lugol's iodine not used.",
    "Sims position for anal inspection.",
    "Breath alcohol not tested.",
]


HN_GENERAL = [
    "Glasgow Coma Scale 15 on arrival.",
    "ICD-10: T74.2 / Z04.4.",
    "Risk screen: DASH 14/27.",
    "PHQ-9 score 17, GAD-7 score 15.",
    "Fitzpatrick skin type IV.",
    "Hep B vaccine (Engerix B) 1 mL IM, L deltoid.",
    "Tetanus (Boostrix) not required.",
    "Hartmann's solution not required (tolerating fluids).",
    "Wells score not applicable; no DVT risk.",
    "NEWS2 score 0.",
    "Audit C score 6.",
    "GHB/benzodiazepine DFSA panel requested per FFLM recommendations.",
]


def hn_gen(c, k=1):
    return " ".join(c.r.choice(HN_GENERAL) for _ in range(k))


def hn(c, k=1):
    r = c.r
    return " ".join(r.choice(HARD_NEG) for _ in range(k))


def consent_flags(c):
    r = c.r
    items = ["forensic examination", "photo-documentation (colposcope images)", "forensic samples",
             "sharing report with " + c.V["police_word"], "letter to " + c.V["gp"],
             "referral to " + c.V["adv"], "storage of samples (self-referral)", "sexual health screen"]
    out = []
    for it in items:
        out.append(("[x] " if r.random() < 0.8 else "[ ] ") + it)
    return out


def rel_phrase(c, p):
    return p.rel


def prof_piece(p):
    return (p.prof, "PROFESSION") if getattr(p, "prof", None) else None


def officer(c, p, style=None):
    """Rank [Name] collar [no] -- rank stays outside the name span."""
    r = c.r
    k = r.randrange(5) if style is None else style
    if k == 0:
        return [p.rank + " ", (p.first + " " + p.last, "FAMILY"), " (", (p.collar, "IDNUM"), ")"]
    if k == 1:
        return [p.rank + " ", (p.collar, "IDNUM"), " ", (p.last, "FAMILY")]
    if k == 2:
        return [p.rank + " ", (p.last, "FAMILY")]
    if k == 3:
        return [(p.first + " " + p.last, "FAMILY"), ", ", p.rank.rstrip("."), ", badge #", (p.collar, "IDNUM")]
    return [p.rank + " ", (p.first[0] + ". " + p.last, "FAMILY")]


def force_piece(c):
    if c.force:
        return (c.force, "ORGANIZATION")
    return {"NZ": "NZ Police", "IE": "An Garda Siochana"}.get(c.cc, "police")


def room(c):
    return [c.sarc["unit"] + " ", (c.sarc["room"], "LOCATION_OTHER")]
