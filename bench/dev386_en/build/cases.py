"""People, sites and whole cases for dev386_en."""
import datetime as dt

import core as C
import names as NM
import places as PL
from core import P, pick, chance

PROFESSIONS = [
    "carpenter", "welder", "secondary school teacher", "primary teacher", "sound engineer", "drummer", "farmer",
    "panel beater", "coal miner", "bricklayer", "electrician", "call centre agent", "bus driver", "chef",
    "accountant", "DJ", "factory operative", "shipyard fitter", "police officer", "dental nurse", "airline pilot",
    "session musician", "violin teacher", "HGV driver", "forklift operator", "publican", "printer", "nurse",
    "orthodontist", "software developer", "shearer", "plumber", "roofer", "landscape gardener", "hairdresser",
    "firefighter", "paramedic", "dairy farmer", "quarry worker", "train driver", "cabinet maker", "barista",
    "bar manager", "pharmacist", "librarian", "postal worker", "lorry driver", "steel erector", "mechanic",
    "motorcycle courier", "nightclub bouncer", "orchestra cellist", "data analyst", "civil engineer", "solicitor",
    "lecturer", "social worker", "care assistant", "cleaner", "truck driver", "construction labourer",
    "boilermaker", "fisherman", "sheet metal worker", "gunsmith", "arborist", "dentist", "radio presenter",
]
NOISY = {"carpenter", "welder", "sound engineer", "drummer", "farmer", "panel beater", "coal miner", "bricklayer",
         "DJ", "factory operative", "shipyard fitter", "airline pilot", "session musician", "HGV driver",
         "forklift operator", "printer", "shearer", "roofer", "landscape gardener", "firefighter", "dairy farmer",
         "quarry worker", "train driver", "cabinet maker", "steel erector", "mechanic", "motorcycle courier",
         "nightclub bouncer", "orchestra cellist", "truck driver", "construction labourer", "boilermaker",
         "sheet metal worker", "gunsmith", "arborist", "lorry driver", "bar manager"}

CREDS = {
    "UK": {"AUD": ["MSc", "BSc (Hons)", "RCCP", "MSc, RCCP", ""], "HT": ["BSc", "MSc, BAA", ""],
           "ENT": ["FRCS (ORL-HNS)", "FRCS", "MBChB, FRCS"], "GP": ["MRCGP", "MBBS, MRCGP", "MBChB"],
           "AVM": ["FRCP", "MRCP"]},
    "US": {"AUD": ["Au.D., CCC-A", "AuD, F-AAA", "AuD", "MA, CCC-A"], "HT": ["PhD", "LCSW", "AuD"],
           "ENT": ["MD, FACS", "MD", "DO"], "GP": ["MD", "DO", "NP-C"], "AVM": ["MD"]},
    "AU": {"AUD": ["MClinAud, MAudSA(CCP)", "MAudSA(CCP)", "BAud"], "HT": ["MPsych", "MAudSA(CCP)"],
           "ENT": ["FRACS", "MBBS, FRACS"], "GP": ["FRACGP", "MBBS, FRACGP"], "AVM": ["FRACP"]},
    "CA": {"AUD": ["M.Cl.Sc., Reg. CASLPO", "Aud(C)", "MSc, Aud(C)"], "HT": ["PhD, C.Psych", "Aud(C)"],
           "ENT": ["MD, FRCSC", "FRCSC"], "GP": ["MD, CCFP", "CCFP"], "AVM": ["MD, FRCPC"]},
    "IE": {"AUD": ["MSc Audiology", "BSc", "MSc"], "HT": ["MSc", "BSc"],
           "ENT": ["FRCSI", "MCh, FRCSI"], "GP": ["MICGP", "MB, MICGP"], "AVM": ["MRCPI"]},
    "NZ": {"AUD": ["MAud, MNZAS", "MNZAS", "MAud"], "HT": ["MNZAS", "PGDipHealSc"],
           "ENT": ["FRACS", "FRACS (ORL-HNS)"], "GP": ["FRNZCGP", "MBChB, FRNZCGP"], "AVM": ["FRACP"]},
}

ROLE_TITLES = {
    "AUD": ["Clinical Scientist (Audiology)", "Senior Audiologist", "Highly Specialist Audiologist", "Audiologist",
            "Clinical Audiologist", "Principal Audiologist", "Lead Tinnitus Audiologist"],
    "HT": ["Hearing Therapist", "Tinnitus & Hyperacusis Therapist", "Hearing Therapist (Tinnitus Service)"],
    "ENT": ["Consultant ENT Surgeon", "Consultant Otolaryngologist", "ENT Registrar", "Otologist"],
    "GP": ["General Practitioner", "GP Partner", "Family Physician"],
    "AVM": ["Consultant in Audiovestibular Medicine"],
    "TECH": ["Associate Audiologist", "Audiology Assistant", "Hearing Aid Technician", "Assistant Practitioner"],
    "ADMIN": ["Medical Secretary", "Clinic Coordinator", "Receptionist", "Booking Clerk"],
}


def origin_for(rng, c):
    return C.wpick(rng, NM.COUNTRY_ORIGINS[c])


def person(rng, c, sex=None, origin=None, last=None):
    origin = origin or origin_for(rng, c)
    males, females, surnames = NM.ORIGINS[origin]
    sex = sex or pick(rng, ["M", "F"])
    first = pick(rng, males if sex == "M" else females)
    if last is None:
        last = pick(rng, surnames) if chance(rng, 0.88) else pick(rng, NM.ORIGINS[origin_for(rng, c)][2])
    mid = pick(rng, "ABCDEFGHJKLMNPRSTW") if chance(rng, 0.35) else ""
    title = "Mr" if sex == "M" else C.wpick(rng, [("Mrs", 5), ("Ms", 4), ("Miss", 1)])
    return {"first": first, "last": last, "mid": mid, "sex": sex, "title": title, "origin": origin, "c": c,
            "nick": NM.NICKNAMES.get(first)}


def patient(rng, c, visit):
    p = person(rng, c)
    age = C.wpick(rng, [(rng.randrange(15, 30), 1), (rng.randrange(30, 50), 3), (rng.randrange(50, 70), 5),
                        (rng.randrange(70, 86), 4), (rng.randrange(86, 99), 1)])
    dob = visit - dt.timedelta(days=int(age * 365.25) + rng.randrange(1, 360))
    p["dob"] = dob
    p["age"] = visit.year - dob.year - ((visit.month, visit.day) < (dob.month, dob.day))
    p["visit"] = visit
    p["prof"] = pick(rng, PROFESSIONS)
    p["retired"] = p["age"] >= 75 or (p["age"] >= 64 and chance(rng, 0.75))
    p["employer"] = pick(rng, PL.EMPLOYERS)
    p["addr"] = C.address(rng, c)
    p["home"] = C.phone(rng, c, "land")
    p["mobile"] = C.phone(rng, c, "mobile")
    p["email"] = C.email_for(rng, p["first"], p["last"])
    p["user"] = C.username_for(rng, p["first"], p["last"])
    p["mrn"] = C.mrn(rng, c)
    p["natid"] = C.national_id(rng, c)
    p["ssn"] = C.ssn(rng, c)
    p["hp"] = C.healthplan(rng, c)
    p["insurer"] = pick(rng, PL.INSURERS[c])
    p["acct"] = C.account(rng)
    p["born"] = pick(rng, PL.OTHER_COUNTRIES)
    fam = []
    for _ in range(3):
        rel, sx = pick(rng, NM.RELATIONS)
        sx = sx if sx != "X" else pick(rng, ["M", "F"])
        if rel in ("wife", "husband", "son", "daughter", "granddaughter", "grandson", "brother", "sister") and chance(rng, 0.7):
            f = person(rng, c, sex=sx, origin=p["origin"], last=p["last"])
        else:
            f = person(rng, c, sex=sx)
        if rel in ("wife", "husband", "partner"):
            if rel == "wife" and p["sex"] == "F" and chance(rng, 0.7):
                rel = "husband"
                f = person(rng, c, sex="M", origin=p["origin"], last=p["last"])
            elif rel == "husband" and p["sex"] == "M" and chance(rng, 0.7):
                rel = "wife"
                f = person(rng, c, sex="F", origin=p["origin"], last=p["last"])
        a = p["age"]
        lo, hi = {"wife": (a - 8, a + 4), "husband": (a - 4, a + 8), "partner": (a - 8, a + 8),
                  "daughter": (a - 38, a - 20), "son": (a - 38, a - 20), "daughter-in-law": (a - 38, a - 20),
                  "son-in-law": (a - 38, a - 18), "sister": (a - 9, a + 9), "brother": (a - 9, a + 9),
                  "granddaughter": (a - 62, a - 42), "grandson": (a - 62, a - 42), "niece": (a - 35, a - 15),
                  "nephew": (a - 35, a - 15), "mother": (a + 20, a + 36), "father": (a + 22, a + 38)}.get(rel, (20, 80))
        lo, hi = max(lo, 16 if rel in ("wife", "husband", "partner") else 1), min(hi, 99)
        if lo > hi:
            rel, lo, hi = "friend", max(16, a - 10), min(95, a + 10)
        f["age"] = rng.randrange(lo, hi + 1)
        f["rel"] = rel
        f["phone"] = C.phone(rng, c, "mobile")
        fam.append(f)
    p["fam"] = fam
    if p["sex"] == "M":
        p.update(he="he", his="his", him="him", He="He", His="His")
    else:
        p.update(he="she", his="her", him="her", He="She", His="Her")
    return p


def clinician(rng, c, role):
    p = person(rng, c)
    p["role"] = role
    p["cred"] = pick(rng, CREDS[c].get(role, [""])) if role in CREDS[c] else ""
    p["job"] = pick(rng, ROLE_TITLES[role])
    dr = role in ("ENT", "GP", "AVM") or (c == "US" and role == "AUD" and chance(rng, 0.6)) or \
        (role == "HT" and chance(rng, 0.2))
    p["dr"] = dr
    if dr and c == "US" and role == "AUD":
        p["cred"] = pick(rng, ["Au.D., CCC-A", "AuD, F-AAA", "AuD"])
    p["lic"] = C.clinician_license(rng, c, role)
    p["email"] = C.email_for(rng, p["first"], p["last"], pick(rng, ["example.org", "nhs.example.org", "health.example.net",
                                                                     "example.com"]))
    p["user"] = C.username_for(rng, p["first"], p["last"])
    return p


def site(rng, c, kind="hosp"):
    if kind == "hosp":
        name = pick(rng, PL.HOSPITALS[c])
    elif kind == "clinic":
        name = pick(rng, PL.HEARING_CLINICS[c])
    else:
        name = pick(rng, PL.PRACTICES[c])
    s = {"name": name, "kind": kind, "addr": C.address(rng, c)}
    s["phone"] = C.phone(rng, c, "land")
    if kind == "hosp" and chance(rng, 0.35):
        s["phone"] = C.with_ext(rng, s["phone"])
    s["fax"] = C.phone(rng, c, "land")
    s["email"] = C.site_email(rng, name)
    s["url"] = C.site_url(rng, name)
    s["dept"] = pick(rng, ["Audiology Department", "Department of Audiology", "Adult Hearing Services",
                           "Tinnitus & Hyperacusis Service", "Audiology & Hearing Therapy", "ENT & Audiology Outpatients",
                           "Hearing and Balance Centre", "Audiology"])
    return s


# ---------------------------------------------------------------- name references (lists of pieces)
def full(p, t="PATIENT"):
    return P("%s %s" % (p["first"], p["last"]), t)


def full_mid(p, t="PATIENT"):
    if p["mid"]:
        return P("%s %s. %s" % (p["first"], p["mid"], p["last"]), t)
    return full(p, t)


def caps(p, t="PATIENT", mid=True):
    s = "%s, %s" % (p["last"].upper(), p["first"].upper() if mid else p["first"])
    if mid and p["mid"]:
        s += " " + p["mid"]
    return P(s, t)


def formal(p, t="PATIENT"):
    return [p["title"] + " ", P(p["last"], t)]


def drname(p, t="DOCTOR"):
    """'Dr Okafor' or 'Jane Doe' depending on whether the clinician uses Dr."""
    if p.get("dr"):
        return ["Dr ", P(p["last"], t)]
    return [P("%s %s" % (p["first"], p["last"]), t)]


def drfull(p, t="DOCTOR"):
    if p.get("dr"):
        return ["Dr ", P("%s %s" % (p["first"], p["last"]), t)]
    return [P("%s %s" % (p["first"], p["last"]), t)]


def signoff(p, t="DOCTOR"):
    out = [P("%s %s" % (p["first"], p["last"]), t)]
    if p.get("cred"):
        out += [", " + p["cred"]]
    return out


def first(p, t="PATIENT"):
    return P(p["first"], t)


def initials(p, t="PATIENT"):
    return P(p["first"][0] + p["last"].replace(" ", "")[0], t)


def staff_initials(p, t="DOCTOR"):
    return P((p["first"][0] + p["last"].replace(" ", "")[0]).upper(), t)


def pt_ref(rng, p):
    """Varied references to the patient for running prose."""
    r = rng.random()
    if r < 0.45:
        return formal(p)
    if r < 0.65:
        return P(p["first"], "PATIENT")
    if r < 0.75 and p.get("nick"):
        return P(p["nick"], "PATIENT")
    if r < 0.85:
        return full(p)
    return formal(p)


def fam_ref(rng, f, with_rel=True):
    r = rng.random()
    pre = ("%s " % f["rel"]) if with_rel else ""
    if r < 0.5:
        return [pre, P(f["first"], "FAMILY")]
    if r < 0.85:
        return [pre, P("%s %s" % (f["first"], f["last"]), "FAMILY")]
    return [pre, f["title"] + " ", P(f["last"], "FAMILY")]


def site_header(rng, n, s, dstyle_lines=True, with_country=False):
    """Letterhead: site name, dept, address, phone/fax/email/url."""
    n.put([P(s["name"], "HOSPITAL"), "\n"])
    if s["kind"] != "practice" and chance(rng, 0.7):
        n.put([s["dept"], "\n"])
    n.put(C.addr_pieces(rng, s["addr"], "block" if chance(rng, 0.5) else "line", with_country or chance(rng, 0.12)))
    n.add("\n")
    tel = pick(rng, ["Tel: ", "Tel ", "Phone: ", "T: ", "Ph: "])
    n.put([tel, P(s["phone"], "PHONE")])
    if chance(rng, 0.7):
        n.put([pick(rng, ["   Fax: ", " | Fax ", "  F: ", "\nFax: "]), P(s["fax"], "FAX")])
    n.add("\n")
    if chance(rng, 0.6):
        n.put([pick(rng, ["Email: ", "E: ", "e-mail "]), P(s["email"], "EMAIL")])
        if chance(rng, 0.4):
            n.put(["   ", P(s["url"], "URL")])
        n.add("\n")
    elif chance(rng, 0.3):
        n.put([P(s["url"], "URL"), "\n"])
