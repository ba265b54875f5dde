"""Per-note context: the invented patient, family, staff, places and ids."""
import datetime as dt

import countries as C
import pools
from core import NB, P, Person, fdate, add_days, digits, letters, pick, maybe, age_phrase, na_spelling

ROLE_TITLES = {
    "surgeon": "Consultant Cleft Surgeon", "anaes": "Consultant Paediatric Anaesthetist",
    "nurse": "Cleft Clinical Nurse Specialist", "slt": "Specialist Speech and Language Therapist",
    "ortho": "Consultant Orthodontist", "psych": "Clinical Psychologist",
    "audio": "Paediatric Audiologist", "ent": "Consultant ENT Surgeon",
    "gp": "General Practitioner", "hv": "Health Visitor", "paed": "Consultant Paediatrician",
    "fetal": "Consultant in Fetal Medicine", "sono": "Sonographer", "midwife": "Community Midwife",
    "dentist": "Paediatric Dentist", "geneticist": "Consultant Clinical Geneticist",
    "registrar": "Specialty Registrar", "scrub": "Scrub Nurse", "ward": "Staff Nurse",
    "coord": "Cleft Team Coordinator", "sec": "Medical Secretary", "clerk": "Ward Clerk",
    "data": "Cleft Audit Data Manager",
}
US_TITLES = {
    "surgeon": "Attending Surgeon, Plastic & Craniofacial Surgery",
    "anaes": "Attending Pediatric Anesthesiologist", "nurse": "Craniofacial Nurse Coordinator",
    "slt": "Speech-Language Pathologist", "ortho": "Orthodontist", "psych": "Pediatric Psychologist",
    "audio": "Clinical Audiologist", "ent": "Pediatric Otolaryngologist", "gp": "Primary Care Physician",
    "hv": "Public Health Nurse", "paed": "Pediatrician", "fetal": "Maternal-Fetal Medicine Specialist",
    "registrar": "Craniofacial Fellow", "ward": "RN", "coord": "Team Coordinator",
}
CREDS = {
    "UK": {"surgeon": ["FRCS (Plast)", "FRCS", "MBChB FRCS(Plast)"], "anaes": ["FRCA"],
           "nurse": ["RGN RSCN", "RN (Child)", "BSc RN"], "slt": ["BSc MRCSLT", "MSc MRCSLT", "MRCSLT"],
           "ortho": ["MOrth RCS", "BDS MOrth", "FDS (Orth)"], "psych": ["DClinPsy", "ClinPsyD"],
           "audio": ["MSc", "BSc (Hons)"], "ent": ["FRCS (ORL-HNS)"], "gp": ["MRCGP"], "paed": ["FRCPCH"],
           "fetal": ["FRCOG"], "registrar": ["MRCS", "MBBS"]},
    "US": {"surgeon": ["MD", "MD, FACS"], "anaes": ["MD"], "nurse": ["RN, CPN", "MSN, RN", "RN"],
           "slt": ["MS, CCC-SLP", "MA, CCC-SLP"], "ortho": ["DDS, MS", "DMD, MS"], "psych": ["PhD", "PsyD"],
           "audio": ["AuD, CCC-A", "AuD"], "ent": ["MD"], "gp": ["MD", "DO"], "paed": ["MD", "DO"],
           "fetal": ["MD"], "registrar": ["MD"]},
}


def cred_country(c):
    return "US" if c in ("US", "CA") else "UK"


class Staff:
    def __init__(self, person, role, title, cred, lic, phone, email):
        self.p, self.role, self.title, self.cred = person, role, title, cred
        self.lic, self.phone, self.email = lic, phone, email


class Ctx:
    def __init__(self, rng, country, genre):
        self.rng = rng
        self.c = country
        self.genre = genre
        self.uk = country in C.UK_LIKE
        self.ds = {k: pick(rng, v) for k, v in sorted(C.DATE_STYLES[country].items())}
        self._staff = {}
        self._hosp = {}
        self._used = set()
        self.town = pick(rng, pools.TOWNS[country])

    # ------------------------------------------------------------ basics
    def nb(self):
        return NB(conv=na_spelling if self.c in ("US", "CA") else None)

    def sp(self, uk, us):
        return uk if self.uk else us

    def d(self, date, kind="num"):
        style = self.ds[kind] if kind in self.ds else kind
        return P("DATE", fdate(date, style))

    def date_between(self, a, b, weekday=True):
        d = add_days(a, self.rng.randint(0, max(0, (b - a).days)))
        if weekday and d.weekday() >= 5:
            d = add_days(d, 7 - d.weekday())
        return d

    def group(self):
        w = pools.GROUP_WEIGHTS[self.c]
        keys = sorted(w)
        x = self.rng.randrange(sum(w[k] for k in keys))
        for k in keys:
            if x < w[k]:
                return k
            x -= w[k]
        return keys[-1]

    def person(self, sex=None, last=None, middle_p=0.3, group=None):
        r = self.rng
        if sex is None:
            sex = pick(r, ["F", "M"])
        g = group or self.group()
        fem, mal, sur = pools.NAME_GROUPS[g]
        for _ in range(50):
            first = pick(r, fem if sex == "F" else mal)
            ln = last or pick(r, sur)
            if last is None and maybe(r, 0.06):
                ln = ln + "-" + pick(r, pools.NAME_GROUPS[self.group()][2])
            if (first, ln) not in self._used:
                break
        self._used.add((first, ln))
        mid = ""
        if maybe(r, middle_p):
            mid = pick(r, fem if sex == "F" else mal)
            if mid == first:
                mid = ""
        return Person(first, ln, sex, mid)

    # ------------------------------------------------------------ patient & family
    def make_family(self, dob, sex=None):
        r = self.rng
        self.dob = dob
        g = self.group()
        self.pt = self.person(sex, middle_p=0.45, group=g)
        same = maybe(r, 0.7)
        self.mum = self.person("F", last=self.pt.last if same else None, middle_p=0.1, group=g)
        self.dad = self.person("M", last=self.pt.last if (same or maybe(r, 0.5)) else None, middle_p=0.1,
                               group=g if maybe(r, 0.8) else None)
        self.sib = self.person(None, last=self.pt.last, middle_p=0, group=g)
        self.gran = self.person("F", middle_p=0, group=g if maybe(r, 0.7) else None)
        self.mum.title = pick(r, ["Mrs", "Ms", "Miss"])
        self.dad.title = "Mr"
        self.mum_job = pick(r, pools.PROFESSIONS)
        self.dad_job = pick(r, pools.PROFESSIONS)
        self.addr = self.address()
        self.home_phone = C.phone(r, self.c, "land")
        self.mum_mobile = C.phone(r, self.c, "mobile")
        self.dad_mobile = C.phone(r, self.c, "mobile")
        self.mrn = C.mrn(r, self.c)
        self.nat = C.national_health(r, self.c, dob, self.addr["region"] if self.c in ("UK",) else "")
        self.acct = C.account(r, self.c)
        return self

    def pt_name(self, form=None):
        if form is None:
            form = pick(self.rng, ["full", "full", "first", "fml", "first"])
        return P("PATIENT", self.pt.name(form))

    def fam(self, who, form=None):
        p = {"mum": self.mum, "dad": self.dad, "sib": self.sib, "gran": self.gran}[who]
        if form is None:
            form = pick(self.rng, ["first", "full", "first"])
        return P("FAMILY", p.name(form))

    def mum_word(self):
        return pick(self.rng, ["Mum", "mum", "mother", "Mother"]) if self.uk else \
            pick(self.rng, ["Mom", "mom", "mother", "Mother"])

    def dad_word(self):
        return pick(self.rng, ["Dad", "dad", "father", "Father"])

    def age(self, on):
        return age_phrase(self.dob, on, self.rng)

    # ------------------------------------------------------------ places
    def address(self):
        r, c = self.rng, self.c
        a = {"street": C.street(r, c), "city": pick(r, pools.TOWNS[c]), "pc": C.postcode(r, c)}
        reg = C.region(r, c)
        if isinstance(reg, tuple):
            a["region"] = reg[1] if (reg[1] and (c in ("US", "CA", "AU") and maybe(r, 0.8))) else reg[0]
        else:
            a["region"] = reg
        return a

    def addr_pieces(self, a, sep=", ", region=None):
        c, r = self.c, self.rng
        if region is None:
            region = maybe(r, 0.6) if c in ("UK", "IE", "NZ", "ZA") else True
        out = [P("STREET", a["street"]), sep, P("CITY", a["city"])]
        if c == "IE":
            if region:
                out += [sep, "Co. ", P("CITY", a["region"])]
            out += [sep, P("ZIP", a["pc"])]
        elif c == "UK":
            if region:
                out += [sep, P("CITY", a["region"])]
            out += [sep if sep != ", " else pick(r, [", ", " "]), P("ZIP", a["pc"])]
        elif c in ("US", "CA"):
            out += [", ", P("STATE", a["region"]), pick(r, [" ", "  "]), P("ZIP", a["pc"])]
        elif c == "AU":
            out += [" ", P("STATE", a["region"]), " ", P("ZIP", a["pc"])]
        elif c == "NZ":
            if region:
                out += [sep, P("STATE", a["region"])]
            out += [" ", P("ZIP", a["pc"])]
        elif c == "ZA":
            out += [" ", P("ZIP", a["pc"])]
            if region:
                out += [sep, P("STATE", a["region"])]
        else:
            out += [sep, P("STATE", a["region"]), " - ", P("ZIP", a["pc"])]
        return out

    def hospital(self, kind):
        if kind in self._hosp:
            return self._hosp[kind]
        r, c = self.rng, self.c
        place = pick(r, pools.PLACE_WORDS if maybe(r, 0.5) else pools.TOWNS[c])
        saint = pick(r, pools.SAINTS)
        word = pick(r, pools.PLACE_WORDS)
        if kind == "cleft":
            opts = {"UK": ["%s Children's Hospital" % place, "Royal %s Infirmary" % place,
                           "St %s's Hospital for Children" % saint, "%s General Hospital" % place],
                    "IE": ["%s Children's Hospital" % place, "St %s's University Hospital" % saint,
                           "University Hospital %s" % place],
                    "US": ["%s Children's Medical Center" % place, "St. %s Regional Medical Center" % saint,
                           "%s Children's Hospital" % place],
                    "CA": ["%s Health Sciences Centre" % place, "%s Children's Hospital" % place],
                    "AU": ["%s Children's Hospital" % place, "%s Women's and Children's Hospital" % place],
                    "NZ": ["%s Hospital" % place, "%s Children's Hospital" % place],
                    "ZA": ["%s Provincial Hospital" % place, "%s Children's Hospital" % place],
                    "IN": ["%s Institute of Dental Sciences" % place, "%s Charitable Hospital" % place]}[c]
        elif kind == "local":
            opts = ["%s District Hospital" % place, "%s Community Hospital" % place,
                    "%s %s" % (place, self.sp("General Hospital", "Memorial Hospital"))]
        elif kind == "maternity":
            opts = ["%s Maternity Hospital" % place, "%s Women's Hospital" % place,
                    "%s Birth Centre" % place, "St %s's Maternity Unit" % saint]
        elif kind == "gp":
            opts = {"US": ["%s Pediatrics" % word, "%s Family Medicine" % word, "%s Pediatric Associates" % word],
                    "CA": ["%s Family Health Team" % word, "%s Medical Clinic" % word]}.get(
                c, ["%s Medical Practice" % word, "%s Surgery" % word, "%s Health Centre" % word,
                    "%s Medical Centre" % word])
        elif kind == "ward":
            opts = ["%s Ward" % pick(r, pools.TREE_BIRD), "%s Unit" % pick(r, pools.TREE_BIRD)]
            if c in ("US", "CA"):
                opts = ["%s Unit" % pick(r, pools.TREE_BIRD), "%d %s" % (r.randint(2, 9), pick(r, ["West", "East", "North", "South"])),
                        "%s Pavilion %d" % (pick(r, pools.TREE_BIRD), r.randint(2, 6))]
        elif kind == "unit":
            opts = ["%s Cleft Unit" % place, "%s Craniofacial Unit" % place, "%s Cleft Centre" % place,
                    "%s Craniofacial Center" % place]
        elif kind == "pharm":
            opts = ["%s Pharmacy" % word, "%s Chemist" % word, "%s Family Pharmacy" % pick(r, pools.SURNAMES)]
        elif kind == "dental":
            opts = ["%s Dental Practice" % word, "%s Dental Care" % word, "%s Family Dentistry" % word]
        else:
            raise ValueError(kind)
        v = pick(r, opts)
        self._hosp[kind] = v
        return v

    def H(self, kind):
        return P("HOSPITAL", self.hospital(kind))

    def school(self, level="primary"):
        key = "school_" + level
        if key not in self._hosp:
            r, c = self.rng, self.c
            w = pick(r, pools.PLACE_WORDS + pools.TREE_BIRD)
            s = pick(r, pools.SAINTS)
            if level == "nursery":
                opts = ["%s Day Nursery" % w, "Little %s Nursery" % pick(r, pools.TREE_BIRD), "%s Preschool" % w,
                        "%s Kindergarten" % w, "%s Early Learning Centre" % w]
            elif level == "secondary":
                opts = {"US": ["%s High School" % w, "%s Middle School" % w],
                        "IE": ["%s Community School" % w, "Colaiste %s" % w],
                        "CA": ["%s Secondary School" % w, "%s Collegiate" % w]}.get(
                    c, ["%s Academy" % w, "%s High School" % w, "%s College" % w])
            else:
                opts = {"US": ["%s Elementary School" % w, "%s Elementary" % w],
                        "IE": ["St %s's National School" % s, "Scoil %s" % s, "%s National School" % w],
                        "CA": ["%s Public School" % w, "Ecole %s" % w],
                        "AU": ["%s Primary School" % w, "%s State School" % w],
                        "NZ": ["%s School" % w, "%s Primary" % w],
                        "ZA": ["%s Primary School" % w, "Laerskool %s" % w],
                        "IN": ["%s Public School" % w, "%s Vidyalaya" % w]}.get(
                    c, ["%s Primary School" % w, "St %s's CE Primary" % s, "%s Infant School" % w])
            self._hosp[key] = pick(r, opts)
        return P("ORGANIZATION", self._hosp[key])

    def employer(self):
        r = self.rng
        return P("ORGANIZATION", pick(r, ["%s %s" % (pick(r, pools.ORG_WORDS), pick(r, pools.ORG_KINDS)),
                                          "%s & Sons" % pick(r, pools.SURNAMES),
                                          "%s Council" % pick(r, pools.TOWNS[self.c])]))

    # ------------------------------------------------------------ staff
    def staff(self, role):
        if role in self._staff:
            return self._staff[role]
        r, c = self.rng, self.c
        p = self.person(middle_p=0.12)
        if role in ("surgeon", "ent") and c in ("UK", "IE") and maybe(r, 0.85):
            title = "Mr" if p.sex == "M" else pick(r, ["Ms", "Miss", "Mrs"])
            if maybe(r, 0.08):
                title = "Prof"
        elif role in ("surgeon", "anaes", "ent", "paed", "gp", "fetal", "psych", "geneticist", "registrar"):
            title = "Dr" if (self.uk or maybe(r, 0.5)) else "Dr."
        elif role in ("ortho", "dentist"):
            title = ("Mr" if p.sex == "M" else "Ms") if (c == "UK" and maybe(r, 0.5)) else "Dr"
        elif role == "audio" and c == "US":
            title = "Dr."
        else:
            title = ""
        cc = cred_country(c)
        cred = pick(r, CREDS[cc].get(role, [""]))
        lic = C.licence(r, c, role)
        ph = C.phone(r, c, "hosp") if maybe(r, 0.7) else C.phone(r, c, "land")
        em = C.email(r, p, pick(r, ["example.org", "example.net", "example.com",
                                    "health.example.org", "nhs.example.net"]))
        s = Staff(p, role, title, cred, lic, ph, em)
        self._staff[role] = s
        return s

    def role_title(self, role):
        if self.c in ("US", "CA") and role in US_TITLES:
            return US_TITLES[role]
        t = ROLE_TITLES.get(role, "")
        if not self.uk:
            t = t.replace("Paediatric", "Pediatric").replace("Anaesthetist", "Anesthesiologist")
        return t

    def doc(self, role, form=None, title=None):
        """Pieces for a staff name: title outside the span."""
        s = self.staff(role)
        if form is None:
            form = pick(self.rng, ["full", "last", "last", "fml", "Fl"])
        if title is None:
            title = bool(s.title) and form in ("last", "full", "fml", "Fl")
        if form == "last" and not s.title:
            form = "full"
        out = []
        if title and s.title:
            out.append(s.title + " ")
        out.append(P("DOCTOR", s.p.name(form)))
        return out

    def signoff(self, nb, role, lic=True, contact=True, cred=True, sig=True):
        s = self.staff(role)
        r = self.rng
        if sig and maybe(r, 0.3):
            nb.ln("{x}", x=P("DOCTOR", s.p.name(pick(r, ["first", "fL", "full"]))))
        line = [s.title + " " if s.title and maybe(r, 0.5) else "", P("DOCTOR", s.p.name(pick(r, ["full", "fml", "full"])))]
        if cred and s.cred:
            line.append(pick(r, [", ", " "]) + s.cred)
        nb.ln("{x}", x=line)
        nb.ln(self.role_title(role))
        if lic:
            nb.ln("{a} {b}", a=s.lic[0], b=P("LICENSE", s.lic[1]))
        if contact:
            opts = [lambda: nb.ln("Tel: {x}", x=P("PHONE", s.phone)),
                    lambda: nb.ln("Email: {x}", x=P("EMAIL", s.email)),
                    lambda: nb.ln("{x} | {y}", x=P("PHONE", s.phone), y=P("EMAIL", s.email))]
            pick(r, opts)()

    def typist(self, role):
        s = self.staff(role)
        t = self.person(middle_p=0)
        return [P("DOCTOR", s.p.name("ini")), "/", P("DOCTOR", t.name("ini_low"))]


COUNTRY_WEIGHTS = [("UK", 26), ("US", 21), ("IE", 11), ("CA", 12), ("AU", 12), ("NZ", 8),
                   ("ZA", 5), ("IN", 5)]


def pick_country(rng):
    tot = sum(w for _, w in COUNTRY_WEIGHTS)
    x = rng.randrange(tot)
    for c, w in COUNTRY_WEIGHTS:
        if x < w:
            return c
        x -= w
    return "UK"


def dob_for(rng, min_days, max_days, ref=dt.date(2024, 6, 30)):
    return add_days(ref, -rng.randint(min_days, max_days))
