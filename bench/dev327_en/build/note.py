"""Note builder (single-pass offsets) and invented people / sites."""
import datetime as dt
import unicodedata

import pools as P
import locale_fmt as L

TYPE_LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}


TYPO_RNG = None  # set by make.py to the one shared random.Random(327)
TYPOS = [("patient", "pateint"), ("received", "recieved"), ("review", "reveiw"), ("advised", "adviced"),
         ("appointment", "appointmnet"), ("tolerated", "tolarated"), ("discharged", "dischraged"),
         ("bilateral", "bilaterial"), ("dressing", "dresing"), ("weeks", "weks"), ("requested", "requsted")]


def typo(s):
    """Rare realistic misspellings in template (never PHI) text."""
    if TYPO_RNG is None or len(s) < 12:
        return s
    for good, bad in TYPOS:
        if good in s and TYPO_RNG.random() < 0.03:
            return s.replace(good, bad, 1)
    return s


class Note:
    """Text is appended piece by piece; a PHI piece records its offsets as it is appended."""

    def __init__(self):
        self.parts = []
        self.pos = 0
        self.spans = []

    def _t(self, s):
        self.parts.append(s)
        self.pos += len(s)

    def add(self, *items):
        for it in items:
            if it is None:
                continue
            if isinstance(it, str):
                self._t(typo(it))
            elif isinstance(it, tuple):
                text, typ = it
                if typ is None:
                    self._t(text)
                    continue
                if typ not in TYPE_LABEL or not text or text != text.strip():
                    raise ValueError("bad span %r %r" % (text, typ))
                st = self.pos
                self._t(text)
                self.spans.append({"start": st, "end": self.pos, "label": TYPE_LABEL[typ], "type": typ,
                                   "text": text})
            elif isinstance(it, list):
                self.add(*it)
            else:
                raise TypeError(it)
        return self

    def line(self, *items):
        self.add(*items)
        self._t("\n")
        return self

    def text(self):
        return "".join(self.parts)


def ascii_slug(s):
    s = s.replace("ł", "l").replace("Ł", "L").replace("ı", "i").replace("ø", "o")
    s = unicodedata.normalize("NFKD", s)
    s = "".join(ch for ch in s if not unicodedata.combining(ch))
    return "".join(ch for ch in s.lower() if ch.isalnum())


def wpick(rng, pairs):
    tot = sum(w for _, w in pairs)
    r = rng.random() * tot
    for v, w in pairs:
        r -= w
        if r < 0:
            return v
    return pairs[-1][0]


class Obj:
    def __init__(self, **kw):
        self.__dict__.update(kw)


def rand_name(rng, c, sex=None, origin=None):
    origin = origin or wpick(rng, P.COUNTRY_ORIGINS[c])
    sex = sex or rng.choice("mf")
    first = rng.choice((P.GIVEN_M if sex == "m" else P.GIVEN_F)[origin])
    sur_origin = origin if rng.random() < 0.85 else wpick(rng, P.COUNTRY_ORIGINS[c])
    last = rng.choice(P.SURNAMES[sur_origin])
    return first, last, sex, origin


def email_for(rng, first, last, domain=None):
    f, l = ascii_slug(first), ascii_slug(last)
    dom = domain or rng.choice(["example.com", "example.org", "example.net", "mail.example.com",
                                "post.example.net"])
    st = rng.randrange(5)
    local = [f + "." + l, f[0] + l, f + l[:1] + L.dg(rng, 2), l + "." + f[0], f + "_" + l + L.dg(rng, 2)][st]
    return local + "@" + dom


def street_line(rng, c):
    roots = P.STREET_ROOTS + P.STREET_ROOTS_C.get(c, []) * 2
    name = "%s %s" % (rng.choice(roots), rng.choice(P.STREET_SUFFIX[c]))
    num = rng.randrange(1, 240)
    r = rng.random()
    if c == "US":
        if r < 0.25:
            return "%d %s, Apt %d%s" % (rng.randrange(100, 9900), name, rng.randrange(1, 40), rng.choice(["", "B", "C"]))
        return "%d %s" % (rng.randrange(100, 9900), name)
    if c == "CA":
        if r < 0.3:
            return "%d-%d %s" % (rng.randrange(1, 30), rng.randrange(10, 3000), name)
        return "%d %s" % (rng.randrange(10, 3000), name)
    if c == "AU":
        if r < 0.3:
            return "%d/%d %s" % (rng.randrange(1, 20), num, name)
        return "%d %s" % (num, name)
    if c == "NZ":
        if r < 0.2:
            return "%d%s %s" % (num, rng.choice("ABC"), name)
        return "%d %s" % (num, name)
    if c == "IE":
        if r < 0.25:
            return "%d %s" % (num, name)
        if r < 0.5:
            return "Apt %d, %s House, %s" % (rng.randrange(1, 30), rng.choice(P.ORG_ROOTS), name)
        return "%d %s" % (rng.randrange(1, 90), name)
    if c == "UK":
        if r < 0.15:
            return "Flat %d, %s Court, %s" % (rng.randrange(1, 30), rng.choice(P.ORG_ROOTS), name)
        if r < 0.25:
            return "%s Cottage, %s" % (rng.choice(["Rose", "Ivy", "Mill", "Brook", "Lane End", "Orchard"]), name)
        return "%d %s" % (num, name)
    return "%d %s" % (num, name)


def make_address(rng, c):
    town = rng.choice(P.TOWNS[c])
    rl, rs, extra = L.region(rng, c)
    return Obj(street=street_line(rng, c), town=town, region_long=rl, region_short=rs,
               postcode=L.postcode(rng, c, extra), c=c,
               rtype="CITY" if c in ("UK", "IE") else "STATE")


def addr_pieces(a, style="line", short_region=True, country=False, with_region=None):
    """Address as list of pieces. style line: one line; block: multi-line."""
    reg = a.region_short if short_region else a.region_long
    if with_region is None:
        with_region = a.c not in ("UK", "NZ") or style == "block"
    sep = "\n" if style == "block" else ", "
    out = [(a.street, "STREET"), sep, (a.town, "CITY")]
    c = a.c
    if c in ("US", "CA", "AU"):
        out += [", " if c != "AU" else " ", (reg, "STATE"), "  " if c == "CA" and style == "block" else " ",
                (a.postcode, "ZIP")]
    elif c == "UK":
        if with_region:
            out += [sep, (reg, "CITY")]
        out += [sep, (a.postcode, "ZIP")]
    elif c == "IE":
        if with_region:
            out += [sep, (reg, "CITY")]
        out += [sep, (a.postcode, "ZIP")]
    elif c == "NZ":
        if with_region:
            out += [sep, (reg, "STATE")]
        out += [" ", (a.postcode, "ZIP")]
    else:
        out += [sep, (reg, "STATE"), sep if style == "block" else ", ", (a.postcode, "ZIP")]
    if country:
        out += [sep, (L.COUNTRY_NAME[c], "COUNTRY")]
    return out


# ---------------------------------------------------------------- sites
def site_name(rng, c, kind):
    root = rng.choice(P.ORG_ROOTS)
    town = rng.choice(P.TOWNS[c])
    if kind == "gp":
        opts = {"UK": ["%s Surgery", "%s Medical Centre", "%s Health Centre", "The %s Practice"],
                "US": ["%s Family Medicine", "%s Primary Care", "%s Internal Medicine Associates"],
                "IE": ["%s Medical Practice", "%s Family Practice", "%s Medical Centre"],
                "CA": ["%s Family Health Team", "%s Medical Clinic", "%s Family Practice"],
                "AU": ["%s Medical Centre", "%s Family Practice", "%s General Practice"],
                "NZ": ["%s Medical Centre", "%s Health", "%s Family Doctors"],
                "ZA": ["%s Medical Centre", "%s Family Practice", "%s Medi-Clinic Rooms"]}[c]
        return rng.choice(opts) % rng.choice([root, town])
    if kind == "hosp":
        opts = ["%s General Hospital" % town, "%s Community Hospital" % town, "%s Hospital" % rng.choice(P.SAINTS),
                "%s Infirmary" % root, "%s University Hospital" % root, "%s District Hospital" % town]
        if c == "US":
            opts += ["%s Medical Center" % root, "%s Regional Medical Center" % town]
        if c == "AU" or c == "NZ":
            opts += ["%s Base Hospital" % town, "%s Private Hospital" % root]
        if c == "ZA":
            opts += ["%s Provincial Hospital" % town, "%s Day Clinic" % root]
        return rng.choice(opts)
    if kind == "pod":
        opts = ["%s Podiatry Clinic" % root, "%s Foot Health Centre" % root, "%s Community Podiatry" % town,
                "%s Foot Clinic" % town, "%s Podiatry" % root, "%s Health Centre" % town]
        if c == "US":
            opts = ["%s Foot & Ankle Center" % root, "%s Podiatry Associates" % root,
                    "%s Foot and Ankle Specialists" % town, "%s Podiatric Medicine" % root]
        if c == "CA":
            opts += ["%s Chiropody Clinic" % root]
        return rng.choice(opts)
    if kind == "surg":
        return rng.choice(["%s Podiatric Surgery Unit" % root, "%s Day Surgery Centre" % root,
                           "%s Treatment Centre" % town, "%s Foot & Ankle Surgery Centre" % root,
                           "%s Ambulatory Surgery Center" % root if c == "US" else "%s Day Procedure Unit" % root])
    if kind == "gait":
        return rng.choice(["%s Gait Laboratory" % root, "%s Motion Analysis Centre" % root,
                           "%s Movement Lab" % town, "%s Biomechanics Clinic" % root])
    if kind == "orth":
        return rng.choice(["%s Orthotics Service" % root, "%s Orthotic Clinic" % town,
                           "%s Orthotic & Prosthetic Centre" % root])
    if kind == "care":
        return rng.choice(["%s Care Home" % root, "%s Nursing Home" % root, "%s House" % root,
                           "%s Lodge Residential Care" % root, "%s Retirement Village" % root])
    if kind == "pharm":
        return rng.choice(["%s Pharmacy" % root, "%s Chemist" % town, "%s Community Pharmacy" % root])
    if kind == "diab":
        return rng.choice(["%s Diabetes Centre" % root, "%s Diabetic Foot Clinic" % town,
                           "%s Multidisciplinary Foot Clinic" % root])
    if kind == "ward":
        return rng.choice(P.WARD_NAMES) + " Ward"
    raise ValueError(kind)


def make_site(rng, c, kind):
    name = site_name(rng, c, kind)
    a = make_address(rng, c)
    slug = ascii_slug(name.split()[0])[:10] or "clinic"
    return Obj(name=name, addr=a, phone=L.phone(rng, c), fax=L.phone(rng, c),
               email=rng.choice(["podiatry", "footclinic", "admin", "referrals", "appointments", "orthotics",
                                 "reception", "enquiries"]) + "." + slug + "@" + rng.choice(
                   ["example.org", "example.com", "example.net"]),
               url=rng.choice(["www.", "https://www.", "", "https://"]) + slug + rng.choice(
                   ["-podiatry", "health", "-clinic", "feet", ""]) + "." + rng.choice(
                   ["example.org", "example.com", "example.net"]) + rng.choice(
                   ["", "/", "/patients", "/footcare", "/portal", "/book"]),
               kind=kind, c=c)


def org_name(rng, c, kind="employer"):
    root = rng.choice(P.ORG_ROOTS + P.TOWNS[c])
    if kind == "employer":
        r = rng.random()
        if r < 0.2:
            a, b = rng.choice(P.SURNAMES["anglo"]), rng.choice(P.SURNAMES[rng.choice(sorted(P.SURNAMES))])
            return "%s & %s %s" % (a, b, rng.choice(["Solicitors", "Builders", "Accountants", "Ltd"]))
        return "%s %s" % (root, rng.choice(P.EMPLOYER_KINDS))
    if kind == "school":
        return "%s %s" % (root, rng.choice(P.SCHOOL_KINDS))
    if kind == "club":
        return "%s %s" % (root, rng.choice(P.CLUB_KINDS))
    if kind == "lab":
        return "%s %s" % (rng.choice(P.ORG_ROOTS), rng.choice(P.LAB_KINDS))
    if kind == "footwear":
        return "%s %s" % (rng.choice(P.ORG_ROOTS), rng.choice(P.FOOTWEAR_KINDS))
    if kind == "insurer":
        return rng.choice(P.INSURER_ROOTS)
    if kind == "church":
        return rng.choice(P.CHURCHES)
    raise ValueError(kind)


# ---------------------------------------------------------------- people
TITLES_ROLE = {
    "pod": {"UK": ["Podiatrist", "Specialist Podiatrist", "Advanced Practitioner Podiatrist",
                   "Highly Specialist Podiatrist", "Band 6 Podiatrist", "Podiatrist (Band 5)"],
            "US": ["DPM", "Podiatrist", "Staff Podiatrist"], "IE": ["Senior Podiatrist", "Clinical Specialist Podiatrist", "Podiatrist"],
            "CA": ["Chiropodist", "Podiatrist", "D.Ch."], "AU": ["Podiatrist", "Senior Podiatrist", "High Risk Foot Podiatrist"],
            "NZ": ["Podiatrist", "Senior Podiatrist", "Clinical Lead Podiatrist"], "ZA": ["Podiatrist", "Senior Podiatrist"]},
    "surg": {"UK": ["Consultant Podiatric Surgeon", "Podiatric Surgeon", "Specialist Registrar in Podiatric Surgery"],
             "US": ["DPM, FACFAS", "Podiatric Surgeon", "DPM"], "IE": ["Consultant Podiatric Surgeon", "Podiatric Surgeon"],
             "CA": ["Podiatric Surgeon", "DPM"], "AU": ["Podiatric Surgeon, FACPS", "Podiatric Surgeon"],
             "NZ": ["Podiatric Surgeon", "Surgical Podiatrist"], "ZA": ["Podiatric Surgeon", "Orthopaedic Surgeon"]},
    "orth": {"UK": ["Orthotist", "Senior Orthotist"], "US": ["CO", "CPO", "C.Ped"], "IE": ["Orthotist"],
             "CA": ["C.Ped(C)", "Pedorthist", "CO(c)"], "AU": ["Orthotist/Prosthetist", "Orthotist"],
             "NZ": ["Orthotist"], "ZA": ["Orthotist", "Orthotist & Prosthetist"]},
    "dr": {"UK": ["GP", "Consultant Diabetologist", "Consultant Vascular Surgeon"],
           "US": ["MD", "DO", "MD, FACP"], "IE": ["GP", "Consultant Endocrinologist"], "CA": ["MD, CCFP", "MD"],
           "AU": ["GP", "FRACGP", "Endocrinologist"], "NZ": ["GP", "FRNZCGP"], "ZA": ["GP", "MBChB"]},
    "nurse": {"UK": ["Staff Nurse", "Theatre Nurse", "RN", "Practice Nurse"], "US": ["RN", "LPN", "BSN, RN"],
              "IE": ["CNM1", "Staff Nurse"], "CA": ["RN", "RPN"], "AU": ["RN", "EN"], "NZ": ["RN"], "ZA": ["RN", "Sister"]},
    "admin": {"UK": ["Booking Clerk", "Receptionist", "Medical Secretary", "Admin Assistant"],
              "US": ["Scheduler", "Front Desk", "Medical Secretary"], "IE": ["Clerical Officer", "Receptionist"],
              "CA": ["Unit Clerk", "Receptionist"], "AU": ["Admin Officer", "Receptionist"], "NZ": ["Receptionist", "Admin"],
              "ZA": ["Receptionist", "Admin Clerk"]},
    "photo": {"UK": ["Clinical Photographer", "Medical Illustrator"], "US": ["Clinical Photographer", "Medical Photographer"],
              "IE": ["Medical Photographer"], "CA": ["Clinical Photographer"], "AU": ["Clinical Photographer"],
              "NZ": ["Clinical Photographer"], "ZA": ["Clinical Photographer"]},
    "hca": {"UK": ["HCA", "Podiatry Assistant", "Foot Care Assistant"], "US": ["MA", "Podiatry Assistant"],
            "IE": ["HCA"], "CA": ["Foot Care Aide"], "AU": ["Allied Health Assistant"], "NZ": ["Health Care Assistant"],
            "ZA": ["Assistant"]},
    "tech": {"UK": ["Clinical Scientist (Gait)", "Gait Lab Technician"], "US": ["Motion Lab Engineer", "Gait Technician"],
             "IE": ["Clinical Engineer"], "CA": ["Kinesiologist"], "AU": ["Exercise Physiologist", "Gait Lab Engineer"],
             "NZ": ["Biomechanist"], "ZA": ["Biokineticist"]},
}
LIC_ROLE = {"pod": "pod", "surg": "pod", "orth": "orth", "dr": "dr", "nurse": "nurse", "admin": None, "photo": None,
            "hca": None, "tech": None}


def make_staff(rng, c, role):
    first, last, sex, origin = rand_name(rng, c)
    title = rng.choice(TITLES_ROLE[role][c])
    mid = rng.choice(P.GIVEN_M[origin] + P.GIVEN_F[origin])[0] if rng.random() < 0.25 else None
    lic = L.license_no(rng, c, LIC_ROLE[role]) if LIC_ROLE[role] else None
    uname = rng.choice([ascii_slug(first)[0] + ascii_slug(last)[:8], ascii_slug(last)[:8] + ascii_slug(first)[0],
                        ascii_slug(first) + "." + ascii_slug(last)[:10], ascii_slug(last)[:6] + L.dg(rng, 2)])
    dr = role == "dr" or (role == "surg" and c != "US" and rng.random() < 0.35) or (role == "surg" and c == "US")
    return Obj(first=first, last=last, sex=sex, mid=mid, role=role, title=title, lic=lic, uname=uname,
               email=email_for(rng, first, last), dr=dr, c=c,
               initials=(first[0] + (mid or "") + last.replace("'", "").replace(" ", "")[0]).upper())


def make_patient(rng, c, ref, amin=18, amax=94, sex=None):
    first, last, sex, origin = rand_name(rng, c, sex)
    age = rng.randrange(amin, amax + 1)
    dob = ref - dt.timedelta(days=int(age * 365.25) + rng.randrange(1, 360))
    age = L.age_at(dob, ref)
    mid = None
    if rng.random() < 0.35:
        mid = rng.choice((P.GIVEN_M if sex == "m" else P.GIVEN_F)[origin])
    if sex == "m":
        title = "Mr" if age >= 16 else "Master"
    else:
        title = rng.choice(["Mrs", "Ms", "Miss", "Mrs", "Ms"]) if age >= 16 else "Miss"
    if c == "US":
        title = title + "." if title in ("Mr", "Mrs", "Ms") else title
    a = make_address(rng, c)
    fam = []
    for _ in range(3):
        rel, rs = rng.choice(P.RELATIONS)
        if age < 16:
            rel, rs = rng.choice([("mother", "f"), ("father", "m"), ("mum", "f"), ("dad", "m"), ("grandmother", "f")])
        fs = rs if rs != "x" else rng.choice("mf")
        ff, fl, _, _ = rand_name(rng, c, fs, origin)
        if rel in ("wife", "husband", "daughter", "son", "mother", "father", "mum", "dad", "sister", "brother",
                   "granddaughter", "grandson", "grandmother") and rng.random() < 0.7:
            fl = last
        fam.append(Obj(rel=rel, first=ff, last=fl, phone=L.phone(rng, c, mobile=True)))
    if age < 18:
        occ = None
    else:
        r = rng.random()
        if age >= 66 and r < 0.8:
            occ = ("retired", rng.choice(P.RETIRED_OK))
        elif r < 0.85:
            occ = ("works", rng.choice(P.PROFESSIONS))
        else:
            occ = None
    nat = None
    if c == "UK":
        nat = ("CHI", L.chi_number(rng, dob)) if rng.random() < 0.2 else ("NHS No", L.nhs_number(rng))
    elif c == "IE" and rng.random() < 0.3:
        nat = ("IHI", "7" + L.dg(rng, 8) + "0")
    return Obj(c=c, first=first, last=last, mid=mid, sex=sex, title=title, dob=dob, age=age, addr=a,
               phone=L.phone(rng, c), mobile=L.phone(rng, c, mobile=True),
               email=email_for(rng, first, last), mrn=L.mrn(rng, c), nat=nat, hp=L.healthplan(rng, c),
               ssn=L.ssn(rng, c), occ=occ, fam=fam, nick=P.NICK.get(first), origin=origin,
               employer=org_name(rng, c) if occ and occ[0] == "works" and rng.random() < 0.5 else None)


# ---------------------------------------------------------------- renderers
def pt_full(p, mid=False):
    if mid and p.mid:
        return (p.first + " " + p.mid[0] + ". " + p.last, "PATIENT")
    return (p.first + " " + p.last, "PATIENT")


def pt_lastfirst(p, upper=False, mid=False):
    s = p.last + ", " + p.first + ((" " + p.mid[0]) if (mid and p.mid) else "")
    return (s.upper() if upper else s, "PATIENT")


def pt_title(p):
    return [p.title + " ", (p.last, "PATIENT")]


def pt_initials(p, dots=True):
    f, l = p.first[0], p.last.replace("'", "").replace(" ", "")[0]
    return (("%s.%s." % (f, l)) if dots else (f + l).upper(), "PATIENT")


def sex_word(p, short=True):
    if short:
        return "M" if p.sex == "m" else "F"
    return "male" if p.sex == "m" else "female"


def doc(s, style="full"):
    """Staff name with its title/credential outside the span."""
    full = s.first + " " + s.last
    if style == "full":
        return [("Dr " if s.dr and s.c != "US" else ("Dr. " if s.dr else "")), (full, "DOCTOR")]
    if style == "fullcred":
        return [(full, "DOCTOR"), ", " + s.title]
    if style == "last":
        if s.dr:
            return [("Dr. " if s.c == "US" else "Dr "), (s.last, "DOCTOR")]
        return [(full, "DOCTOR")]
    if style == "init":
        return [(s.first[0] + ". " + s.last, "DOCTOR")]
    if style == "initials":
        return [(s.initials, "DOCTOR")]
    if style == "bare":
        return [(full, "DOCTOR")]
    if style == "mid":
        return [(s.first + " " + (s.mid + ". " if s.mid else "") + s.last, "DOCTOR")]
    raise ValueError(style)


def lic(s):
    if not s.lic:
        return []
    return [" (" + s.lic[0] + " ", (s.lic[1], "LICENSE"), ")"]


def fam_name(f, style="first"):
    if style == "first":
        return (f.first, "FAMILY")
    return (f.first + " " + f.last, "FAMILY")


def date(d, c, style="num"):
    return (L.fdate(d, c, style), "DATE")


def age_p(p):
    return (str(p.age), "AGE")


def prof_pieces(p, rng, style=None):
    """Occupation phrase; None when the patient has none."""
    if not p.occ:
        return None
    kind, job = p.occ
    art = "an" if job[0] in "aeiou" else "a"
    if kind == "retired":
        return rng.choice([["retired ", (job, "PROFESSION")], ["Retired ", (job, "PROFESSION")],
                           ["ex-", (job, "PROFESSION"), ", now retired"],
                           ["retired ", (job, "PROFESSION"), " (retired " + str(rng.randrange(2, 20)) + " yrs)"]])
    out = rng.choice([["works as " + art + " ", (job, "PROFESSION")], ["employed as " + art + " ", (job, "PROFESSION")],
                      [(job, "PROFESSION")], [art[0].upper() + art[1:] + " ", (job, "PROFESSION"), " by trade"]])
    if p.employer and rng.random() < 0.6:
        out = out + [" at ", (p.employer, "ORGANIZATION")]
    return out


def job_np(p, rng):
    """Noun phrase for the patient after an age: 'retired [welder]', '[chef]', or a plain noun."""
    if not p.occ:
        if p.age < 18:
            return "boy" if p.sex == "m" else "girl"
        return rng.choice(["man", "gentleman"]) if p.sex == "m" else rng.choice(["woman", "lady"])
    kind, job = p.occ
    if kind == "retired":
        return ["retired ", (job, "PROFESSION")]
    out = [(job, "PROFESSION")]
    if p.employer and rng.random() < 0.5:
        out += [" (employed by ", (p.employer, "ORGANIZATION"), ")"]
    return out


def interp_lang(p, rng):
    langs = L.LANGS.get(p.origin)
    return rng.choice(langs) if langs else None
