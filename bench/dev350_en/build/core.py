"""Note assembly with single-pass span offsets, and a per-note persona (Ctx)."""
import datetime as dt
import pools as P
from ctxids import IdMixin

LABELS = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION",
    "ZIP": "LOCATION", "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION",
    "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID",
    "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
    "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}


class Note:
    """Collects text pieces; a PHI piece records its span as it is appended."""

    def __init__(self, lower):
        self.lower = lower
        self.parts = []
        self.n = 0
        self.spans = []

    def _add(self, s):
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.n += len(s)
        return s

    def w(self, *pieces):
        for p in pieces:
            if p is None:
                continue
            if isinstance(p, str):
                self._add(p)
            elif isinstance(p, tuple):
                typ, val = p
                start = self.n
                v = self._add(val)
                self.spans.append({"start": start, "end": self.n,
                                   "label": LABELS[typ], "type": typ,
                                   "text": v})
            else:  # list of pieces
                self.w(*p)
        return self

    def text(self):
        return "".join(self.parts)


ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
        "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen",
        "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy",
        "eighty", "ninety"]


def words(n):
    if n < 20:
        return ONES[n]
    t, o = divmod(n, 10)
    return TENS[t] + ("-" + ONES[o] if o else "")


MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
            "Saturday", "Sunday"]


class Staff:
    def __init__(self, first, last, title, cred, role, mid=None):
        self.first, self.last, self.title = first, last, title
        self.cred, self.role, self.mid = cred, role, mid


class Person:
    def __init__(self, rel, first, last):
        self.rel, self.first, self.last = rel, first, last


ROLE_CREDS = {
    "GB": {"cons": ["MBChB FRCP", "MBBS MRCPCH", "FRCP", "MD FRCPCH",
                    "MBBS FRCP (Rehab Med)"],
           "reg": ["MBChB MRCP", "MBBS", "ST5 Rehab Med", "MRCPCH"],
           "pt": ["MCSP", "Clinical Specialist Physiotherapist", "BSc MCSP"],
           "ot": ["BSc OT", "HCPC reg. OT", "DipCOT"],
           "orth": ["BSc (Hons) P&O", "MBAPO", "Orthotist"],
           "nurse": ["RN", "RGN", "RN(Child)", "CNS"],
           "pharm": ["MRPharmS", "MPharm", "Pharmacist"]},
    "US": {"cons": ["MD", "DO", "MD, FAAPMR", "MD, PhD"],
           "reg": ["MD", "DO", "MD (PGY-3)"],
           "pt": ["PT, DPT", "DPT, PCS", "PT"],
           "ot": ["OTR/L", "OTD, OTR/L"],
           "orth": ["CO", "CPO", "CO, LO"],
           "nurse": ["RN", "BSN, RN", "NP", "APRN"],
           "pharm": ["PharmD", "PharmD, BCPS", "RPh"]},
    "AU": {"cons": ["FRACP", "MBBS FAFRM (RACP)", "FRACP PhD"],
           "reg": ["MBBS", "AFRM trainee", "Advanced Trainee"],
           "pt": ["Physiotherapist", "APAM", "BPhty"],
           "ot": ["OT", "BOccThy"],
           "orth": ["CPO", "Orthotist/Prosthetist"],
           "nurse": ["RN", "CNC", "CNS"],
           "pharm": ["BPharm", "Pharmacist"]},
}
for _c in ["CA", "NZ", "IE"]:
    ROLE_CREDS[_c] = ROLE_CREDS["AU"] if _c == "NZ" else ROLE_CREDS["GB"]
ROLE_CREDS["CA"] = dict(ROLE_CREDS["GB"], cons=["MD, FRCPC", "MD FRCPC"],
                        pt=["PT", "MScPT"], orth=["CO(c)", "Orthotist"])
ROLE_CREDS["IE"] = dict(ROLE_CREDS["GB"], cons=["MB BCh BAO FRCPI", "FRCPI"],
                        pt=["MISCP", "Senior Physiotherapist"])
ROLE_CREDS["NZ"] = dict(ROLE_CREDS["AU"], cons=["FRACP", "FAFRM (RACP)"])


class Ctx(IdMixin):
    def __init__(self, r, cc, lower, kind=None):
        self.r, self.cc, self.lower = r, cc, lower
        self.us = cc == "US"
        self.na = cc in ("US", "CA")
        r_ = r
        if kind is None:
            kind = "child" if r_.random() < 0.5 else "adult"
        school_age = kind == "school"
        if school_age:
            kind = "child"
        self.kind = kind
        self.visit = self.weekday(dt.date(2021, 3, 1) + dt.timedelta(days=r_.randint(0, 1580)))
        if school_age:
            self.age = r_.randint(4, 17)
        elif kind == "child":
            self.age = r_.randint(2, 17)
        else:
            self.age = r_.randint(19, 86) if r_.random() < 0.93 else r_.randint(88, 97)
        self.dob = self.visit - dt.timedelta(days=365 * self.age + r_.randint(5, 360))
        self.sex = r_.choice("FM")
        self.pf = r_.choice(P.FEMALE if self.sex == "F" else P.MALE)
        self.pm = r_.choice(P.FEMALE if self.sex == "F" else P.MALE) if r_.random() < 0.45 else None
        self.pl = r_.choice(P.SURNAMES)
        self.nick = P.NICKNAMES.get(self.pf)
        if kind == "child":
            self.title = "Master" if self.sex == "M" else "Miss"
        else:
            self.title = "Mr" if self.sex == "M" else r_.choice(["Mrs", "Ms", "Miss"])
        self.dstyle = self.pick_dstyle()
        self.addr = self.make_addr()
        self.hp_num = self.gen_hp()
        self.mrn = self.gen_mrn()
        self.ssn = self.gen_ssn()
        self.prof = r_.choice(P.PROFESSIONS)
        # family
        self.fam = []
        if kind == "child":
            self.fam.append(self.person("mother", same=r_.random() < 0.7, sex="F"))
            if r_.random() < 0.6:
                self.fam.append(self.person("father", same=True, sex="M"))
            if r_.random() < 0.3:
                self.fam.append(self.person(r_.choice(["grandmother", "aunt", "foster carer"]), sex="F"))
        else:
            rel = r_.choice(["wife", "husband", "partner", "daughter", "son",
                             "sister", "carer", "brother", "friend"])
            sx = "F" if rel in ("wife", "daughter", "sister") else ("M" if rel in ("husband", "son", "brother") else r_.choice("FM"))
            self.fam.append(self.person(rel, same=rel in ("wife", "husband", "daughter", "son", "sister", "brother") and r_.random() < 0.7, sex=sx))
            if r_.random() < 0.35:
                self.fam.append(self.person(r_.choice(["neighbour", "son", "daughter", "carer"]), sex=r_.choice("FM")))
        self.fprof = r_.choice(P.PROFESSIONS)
        # care sites
        stem = r_.choice(P.HOSP_STEMS)
        self.hstem = stem
        if r_.random() < 0.2:
            self.hosp = r_.choice(P.SAINTS) + " " + r_.choice(["Hospital", "University Hospital", "Children's Hospital" if kind == "child" else "General Hospital"])
        else:
            kinds = P.HOSP_KINDS[cc]
            if kind == "child":
                kinds = [k for k in kinds if "Child" in k] + kinds[:1]
            else:
                kinds = [k for k in kinds if "Child" not in k]
            self.hosp = stem + " " + r_.choice(kinds)
        self.hdom = stem.lower().replace(" ", "") + r_.choice(["", "-health", "hosp", "-ch"]) + "." + r_.choice(["example.org", "example.net", "example.com"])
        self.ward = r_.choice(P.WARDS)
        self.lab = r_.choice([stem + " " + r_.choice(P.LABS), r_.choice(P.HOSP_STEMS) + " " + r_.choice(P.LABS)])
        self.town = self.addr["town"]
        self.gp = self.staff("gp")
        gstem = r_.choice([x for x in P.STREET_STEMS if cc in ("AU", "NZ") or x not in P.ANTIPODEAN] + P.HOSP_STEMS)
        self.practice = gstem + " " + r_.choice(P.PRACTICE_KINDS[cc])
        self.pdom = gstem.lower().replace(" ", "") + r_.choice(["surgery", "medical", "gp", "-practice"]) + "." + r_.choice(["example.org", "example.com", "example.net"])
        self.pharmacy = r_.choice(P.STREET_STEMS + P.HOSP_STEMS) + " " + r_.choice(P.PHARM_KINDS)
        self.haddr = self.make_addr()
        self.cons = self.staff("cons", title="Dr" if r_.random() < 0.85 else "Prof")
        self.reg = self.staff("reg", title="Dr")
        self.pt = self.staff("pt")
        self.ot = self.staff("ot")
        self.orth = self.staff("orth")
        self.nurse = self.staff("nurse")
        self.pharm = self.staff("pharm")
        self.sec = self.staff("sec")
        kinds = P.SCHOOL_KINDS[cc]
        if self.age < 5:
            kinds = [x for x in kinds if any(w in x for w in P.SCHOOL_EARLY)] or kinds[:1]
        elif self.age < 12:
            kinds = [x for x in kinds if not any(w in x for w in P.SCHOOL_EARLY + P.SCHOOL_SENIOR)]
        else:
            kinds = [x for x in kinds if not any(w in x for w in P.SCHOOL_EARLY + P.SCHOOL_JUNIOR)]
        self.school = r_.choice([x for x in P.SCHOOL_STEMS if (cc in ("AU", "NZ") or x not in P.ANTIPODEAN) and (cc == "IE" or x not in P.IRISH)]) + " " + r_.choice(kinds)
        self.employer = r_.choice(P.EMPLOYER_STEMS) + " " + r_.choice(P.EMPLOYER_KINDS)
        self.dept = self.pick_dept()

    # ---------- helpers ----------
    def sp(self, uk, us):
        return us if self.us else uk

    def dg(self, n):
        return "".join(str(self.r.randint(0, 9)) for _ in range(n))

    def up(self, n, alphabet="ABCDEFGHJKLMNPRSTUVWXYZ"):
        return "".join(self.r.choice(alphabet) for _ in range(n))

    def person(self, rel, same=False, sex=None):
        sex = sex or self.r.choice("FM")
        first = self.r.choice(P.FEMALE if sex == "F" else P.MALE)
        last = self.pl if same else self.r.choice(P.SURNAMES)
        return Person(rel, first, last)

    def staff(self, role, title=None):
        r = self.r
        first = r.choice(P.FEMALE + P.MALE)
        last = r.choice(P.SURNAMES)
        creds = ROLE_CREDS[self.cc]
        if role == "gp":
            title = "Dr"
            cred = {"US": "MD", "CA": "MD CCFP", "AU": "FRACGP", "NZ": "FRNZCGP"}.get(self.cc, "MRCGP")
        elif role in creds:
            cred = r.choice(creds[role])
        else:
            cred = None
        mid = r.choice("ABCDEFGHJKLMNPRSTW") if r.random() < 0.25 else None
        return Staff(first, last, title, cred, role, mid)

    def pick_dept(self):
        if self.kind == "child":
            return self.r.choice([self.sp("Paediatric Spasticity Service", "Pediatric Spasticity Program"),
                                  self.sp("Children's Neurodisability Service", "Pediatric Rehabilitation Medicine"),
                                  "Tone Management Clinic", self.sp("Paediatric Neurology", "Pediatric Neurology")])
        return self.r.choice(["Adult Spasticity Service", "Neurorehabilitation Medicine",
                              "Spasticity & Tone Management Clinic",
                              self.sp("Rehabilitation Medicine", "Physical Medicine & Rehabilitation"),
                              "Stroke Rehabilitation", "Neurology (MS Service)"])

    # ---------- dates ----------
    def pick_dstyle(self):
        if self.us:
            return self.r.choice(["us", "us", "us2", "long_us", "iso"])
        if self.cc == "CA":
            return self.r.choice(["iso", "long_us", "uk", "mon"])
        return self.r.choice(["uk", "uk", "uk2", "long_uk", "mon", "dot", "iso"])

    def fdate(self, d, style=None):
        s = style or self.dstyle
        M = MONTHS[d.month - 1]
        if s == "us":
            return "%02d/%02d/%04d" % (d.month, d.day, d.year)
        if s == "us1":
            return "%d/%d/%04d" % (d.month, d.day, d.year)
        if s == "us2":
            return "%d/%d/%02d" % (d.month, d.day, d.year % 100)
        if s == "uk":
            return "%02d/%02d/%04d" % (d.day, d.month, d.year)
        if s == "uk2":
            return "%02d/%02d/%02d" % (d.day, d.month, d.year % 100)
        if s == "dot":
            return "%02d.%02d.%04d" % (d.day, d.month, d.year)
        if s == "iso":
            return d.isoformat()
        if s == "long_us":
            return "%s %d, %d" % (M, d.day, d.year)
        if s == "long_uk":
            return "%d %s %d" % (d.day, M, d.year)
        if s == "mon":
            return "%02d-%s-%d" % (d.day, M[:3], d.year)
        if s == "MON":
            return "%02d-%s-%d" % (d.day, M[:3].upper(), d.year)
        if s == "short":
            return "%d %s %02d" % (d.day, M[:3], d.year % 100)
        if s == "shortus":
            return "%s %d, %d" % (M[:3], d.day, d.year)
        if s == "ord":
            suf = "th" if 11 <= d.day <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(d.day % 10, "th")
            return "%d%s %s %d" % (d.day, suf, M, d.year)
        if s == "wk":
            return "%s %s" % (WEEKDAYS[d.weekday()][:3], self.fdate(d, "us1" if self.us else "uk"))
        if s == "wklong":
            return "%s %s" % (WEEKDAYS[d.weekday()], self.fdate(d, "long_us" if self.na else "long_uk"))
        if s == "wkdm":
            return "%s %d/%d" % (WEEKDAYS[d.weekday()][:3], (d.month if self.us else d.day), (d.day if self.us else d.month))
        if s == "my":
            return "%s %d" % (M, d.year)
        if s == "my3":
            return "%s %d" % (M[:3], d.year)
        if s == "mmyy":
            return "%02d/%02d" % (d.month, d.year % 100)
        if s == "mmyyyy":
            return "%02d/%d" % (d.month, d.year)
        if s == "y":
            return str(d.year)
        if s == "dm":
            return ("%d/%d" % (d.month, d.day)) if self.us else ("%d/%d" % (d.day, d.month))
        if s == "dmon":
            return ("%s %d" % (M[:3], d.day)) if self.us else ("%d %s" % (d.day, M[:3]))
        if s == "compact":
            return d.strftime("%Y%m%d")
        raise ValueError(s)

    def D(self, d, style=None):
        return ("DATE", self.fdate(d, style))

    def Dn(self, d):
        """narrative date: a long or short style"""
        st = self.r.choice(["long_us", "shortus", "dmon"] if self.na else ["long_uk", "ord", "short", "dmon", "uk"])
        return ("DATE", self.fdate(d, st))

    @staticmethod
    def weekday(d):
        while d.weekday() >= 5:
            d = d + dt.timedelta(days=1)
        return d

    def plus(self, days_lo, days_hi, base=None):
        """a working day days_lo..days_hi after base (default: the visit)"""
        return self.weekday((base or self.visit) + dt.timedelta(days=self.r.randint(days_lo, days_hi)))

    # ---------- names ----------
    def P(self, form=None):
        r = self.r
        f, m, l = self.pf, self.pm, self.pl
        if form is None:
            form = r.choice(["full", "full", "lf", "title", "first", "fml", "LF"])
        if form == "full":
            return ("PATIENT", f + " " + l)
        if form == "fml":
            return ("PATIENT", f + " " + (m[0] + ". " if m else "") + l)
        if form == "fmlfull":
            return ("PATIENT", f + " " + (m + " " if m else "") + l)
        if form == "lf":
            return ("PATIENT", l + ", " + f)
        if form == "LF":
            return ("PATIENT", l.upper() + ", " + f)
        if form == "LFU":
            return ("PATIENT", l.upper() + ", " + f.upper() + (" " + m[0].upper() if m else ""))
        if form == "FULLU":
            return ("PATIENT", (f + " " + l).upper())
        if form == "first":
            return ("PATIENT", f)
        if form == "nick":
            return ("PATIENT", self.nick or f)
        if form == "last":
            return ("PATIENT", l)
        if form == "title":
            return [self.title + " ", ("PATIENT", l)]
        if form == "init":
            return ("PATIENT", f[0] + "." + l[0] + ".")
        if form == "initc":
            return ("PATIENT", f[0] + l[0])
        if form == "fl":
            return ("PATIENT", f + " " + l[0])
        raise ValueError(form)

    def Pref(self):
        """how the body of a note refers to the patient again"""
        if self.kind == "child":
            return self.P(self.r.choice(["first", "first", "first", "nick"]))
        return self.P(self.r.choice(["title", "title", "first", "title"]))

    def S(self, st, form=None):
        r = self.r
        if form is None:
            form = r.choice(["title_last", "full_cred", "full", "title_full", "init_last"])
        t = st.title
        if form in ("title_last", "title_full") and not t:
            form = "full_cred" if form == "title_full" else "full"
        full = st.first + " " + ((st.mid + ". ") if st.mid else "") + st.last
        if form == "title_last":
            return [t + " ", ("DOCTOR", st.last)]
        if form == "title_full":
            return [t + " ", ("DOCTOR", full)]
        if form == "full":
            return ("DOCTOR", full)
        if form == "full_cred":
            return [("DOCTOR", full)] + ([", " + st.cred] if st.cred else [])
        if form == "sig":
            return [(t + " ") if t else "", ("DOCTOR", full)] + ([" " + st.cred] if st.cred else [])
        if form == "init_last":
            return ("DOCTOR", st.first[0] + ". " + st.last)
        if form == "LF":
            return ("DOCTOR", st.last.upper() + ", " + st.first)
        if form == "first":
            return ("DOCTOR", st.first)
        if form == "initials":
            return ("DOCTOR", (st.first[0] + st.last[0]).lower())
        if form == "INITIALS":
            return ("DOCTOR", (st.first[0] + (st.mid or "") + st.last[0]).upper())
        raise ValueError(form)

    def F(self, p, form=None):
        if form is None:
            form = self.r.choice(["first", "full", "full", "title"])
        if form == "first":
            return ("FAMILY", p.first)
        if form == "full":
            return ("FAMILY", p.first + " " + p.last)
        if form == "title":
            ttl = "Mrs" if p.first in P.FEMALE else "Mr"
            if p.rel in ("mother", "grandmother", "aunt", "wife", "sister", "daughter") and ttl == "Mr":
                ttl = "Ms"
            return [ttl + " ", ("FAMILY", p.last)]
        raise ValueError(form)

    def user(self, st=None):
        r = self.r
        if st is None:
            st = Staff(r.choice(P.FEMALE + P.MALE), r.choice(P.SURNAMES), None, None, "x")
        base = "".join(ch for ch in st.last.lower() if ch.isalpha())
        fi = st.first[0].lower()
        form = r.randint(0, 5)
        if form == 0:
            u = fi + base[:7] + str(r.randint(1, 9))
        elif form == 1:
            u = fi + "." + base
        elif form == 2:
            u = (fi + base[:5]).upper() + self.dg(2)
        elif form == 3:
            u = base[:6] + fi + self.dg(3)
        elif form == 4:
            u = r.choice(["rn_", "pt_", "rx_", "dr_"]) + fi + base[:6]
        else:
            u = st.first.lower()[:4] + "." + base[:4] + self.dg(2)
        return ("USERNAME", u)

    # ---------- ages ----------
    def A(self, form=None, age=None):
        a = self.age if age is None else age
        r = self.r
        if form is None:
            form = r.choice(["yo", "yold", "aged", "years", "ysp", "sex", "words"])
        if form == "yo":
            return [("AGE", str(a)), r.choice([" yo", "yo", " y/o", "y"])]
        if form == "yold":
            return [("AGE", str(a)), "-year-old"]
        if form == "aged":
            return ["aged ", ("AGE", str(a))]
        if form == "years":
            return [("AGE", str(a)), r.choice([" years", " yrs", " years old"])]
        if form == "ysp":
            return [("AGE", str(a)), "y"]
        if form == "sex":
            return [("AGE", str(a)), (" " if r.random() < 0.5 else "") + self.sex]
        if form == "words":
            return [("AGE", words(a) if a < 100 else str(a)), "-year-old"]
        if form == "num":
            return ("AGE", str(a))
        raise ValueError(form)

    # ---------- places ----------
    def building(self):
        return ("LOCATION_OTHER", self.r.choice([b for b in P.BUILDINGS if self.cc in ("AU", "NZ") or b.split()[0] not in P.ANTIPODEAN]))

    def street_stem(self):
        if self.cc in ("AU", "NZ"):
            return self.r.choice(P.STREET_STEMS)
        return self.r.choice([x for x in P.STREET_STEMS if x not in P.ANTIPODEAN])

    def make_addr(self):
        r, cc = self.r, self.cc
        num = str(r.randint(1, 240))
        street = self.street_stem() + " " + r.choice(P.STREET_SUFFIX[cc])
        x = r.random()
        if cc == "GB" and x < 0.2:
            line = "Flat %d, %s %s" % (r.randint(1, 24), num, street)
        elif cc == "GB" and x < 0.27:
            line = r.choice(P.HOUSE_NAMES) + ", " + num + " " + street
        elif cc in ("US", "CA") and x < 0.2:
            line = "%s %s, %s %d" % (num, street, r.choice(["Apt", "Unit", "Apt.", "#"]) , r.randint(1, 40))
            line = line.replace("# ", "#")
        elif cc in ("AU", "NZ") and x < 0.25:
            line = "%d/%s %s" % (r.randint(1, 18), num, street)
        elif cc == "IE" and x < 0.3:
            line = "%d %s" % (r.randint(1, 60), self.street_stem() + " " + r.choice(["Park", "Lawn", "Grove", "Heights"]))
        else:
            line = num + " " + street
        town = r.choice(P.TOWNS[cc])
        st = r.choice(P.STATES[cc]) if cc in P.STATES else None
        county = r.choice(P.COUNTIES[cc]) if cc in ("GB", "IE") else None
        if cc == "GB":
            zp = "%s%d %d%s" % (self.up(2, "BCDFHKLMNPRSTW"), r.randint(1, 28), r.randint(1, 9), self.up(2, "ABDEFGHJLNPQRSTUWXYZ"))
        elif cc == "US":
            zp = "%05d" % r.randint(1001, 99950)
            if r.random() < 0.15:
                zp += "-" + self.dg(4)
        elif cc == "CA":
            L = "ABCEGHJKLMNPRSTVXY"
            zp = "%s%d%s %d%s%d" % (r.choice(L), r.randint(0, 9), r.choice(L), r.randint(0, 9), r.choice(L), r.randint(0, 9))
        elif cc == "AU":
            zp = str(r.randint(2000, 7470))
        elif cc == "NZ":
            zp = "%04d" % r.randint(110, 9893)
        else:
            zp = "%s%d%d %s" % (r.choice("ADEFHKNPRTVWXY"), r.randint(1, 9), r.randint(0, 9), self.up(4, "ACDEFHKNPRTVWXY0123456789"))
        return {"street": line, "town": town, "state": st, "county": county, "zip": zp}

    def ADDR(self, a=None, sep="\n", full=False):
        """address pieces; sep between lines"""
        a = a or self.addr
        cc, r = self.cc, self.r
        out = [("STREET", a["street"]), sep]
        if cc == "GB":
            out += [("CITY", a["town"])]
            if full or r.random() < 0.4:
                out += [sep, ("CITY", a["county"])]
            out += [sep, ("ZIP", a["zip"])]
        elif cc == "IE":
            out += [("CITY", a["town"]), sep, "Co. ", ("CITY", a["county"])]
            if full or r.random() < 0.7:
                out += [sep, ("ZIP", a["zip"])]
        elif cc in ("US", "CA"):
            st = a["state"][1] if r.random() < 0.8 else a["state"][0]
            out += [("CITY", a["town"]), ", ", ("STATE", st), "  " if cc == "CA" else " ", ("ZIP", a["zip"])]
        elif cc == "AU":
            tw = a["town"].upper() if r.random() < 0.5 else a["town"]
            out += [("CITY", tw), " ", ("STATE", a["state"][1]), " ", ("ZIP", a["zip"])]
        else:
            out += [("CITY", a["town"]), " ", ("ZIP", a["zip"])]
            if full or r.random() < 0.3:
                out += [sep, ("STATE", a["state"][0])]
        if full and r.random() < 0.5:
            out += [sep, ("COUNTRY", r.choice(P.COUNTRY_NAMES[cc]))]
        return out

    def CITY(self):
        return ("CITY", self.town)
