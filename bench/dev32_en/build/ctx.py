"""Per-note context: an invented patient, carers, clinicians, institutions,
identifiers and dates, plus helpers that render them as annotated pieces."""
import datetime as dt

import pools as P
import locale_fmt as LF
from doc import Phi

US_SPELL = {
    "haemoglobin": "hemoglobin", "Haemoglobin": "Hemoglobin",
    "oedema": "edema", "Oedema": "Edema", "anaemia": "anemia",
    "Anaemia": "Anemia", "haematuria": "hematuria", "ischaemic": "ischemic",
    "Ischaemic": "Ischemic", "ischaemia": "ischemia", "haemodialysis": "hemodialysis",
    "Haemodialysis": "Hemodialysis", "programme": "program",
    "Programme": "Program", "oesophageal": "esophageal", "litres": "liters",
    "litre": "liter", "organised": "organized", "recognised": "recognized",
    "haemodynamically": "hemodynamically", "haematoma": "hematoma",
    "Haematoma": "Hematoma", "haemorrhage": "hemorrhage", "paediatric": "pediatric",
    "behaviour": "behavior", "colour": "color", "centre": "center",
    "optimise": "optimize", "optimised": "optimized", "minimise": "minimize",
    "randomised": "randomized", "stabilised": "stabilized",
    "haemolysed": "hemolyzed", "favour": "favor", "oestrogen": "estrogen",
    "anaesthetic": "anesthetic", "anaesthesia": "anesthesia", "Anaesthetic": "Anesthetic",
    "anaesthetist": "anesthesiologist", "Anaesthetist": "Anesthesiologist",
    "hypoglycaemia": "hypoglycemia", "Hypoglycaemia": "Hypoglycemia",
    "hyperkalaemia": "hyperkalemia", "Hyperkalaemia": "Hyperkalemia",
    "hypokalaemia": "hypokalemia", "dyslipidaemia": "dyslipidemia",
    "Dyslipidaemia": "Dyslipidemia", "hypercholesterolaemia": "hypercholesterolemia",
    "hyperlipidaemia": "hyperlipidemia", "Hyperlipidaemia": "Hyperlipidemia",
    "hypoglycaemic": "hypoglycemic", "hypoglycaemias": "hypoglycemias",
    "oedematous": "edematous", "anaemic": "anemic", "haemostasis": "hemostasis",
    "Haemostasis": "Hemostasis", "oesophagus": "esophagus", "faeces": "feces",
    "tumour": "tumor", "fibre": "fiber", "mould": "mold", "catheterisation": "catheterization",
    "mobilising": "mobilizing", "mobilised": "mobilized", "Mobilising": "Mobilizing",
    "analyse": "analyze", "sulphate": "sulfate", "haematology": "hematology",
    "orthopaedic": "orthopedic", "gynaecology": "gynecology",
    "haemoglobinuria": "hemoglobinuria", "glycaemic": "glycemic", "Glycaemic": "Glycemic",
    "haemoptysis": "hemoptysis", "hypertrophic": "hypertrophic",
}


def num_words(n):
    ones = ["zero", "one", "two", "three", "four", "five", "six", "seven",
            "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen",
            "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
    tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy",
            "eighty", "ninety"]
    if n < 20:
        return ones[n]
    if n < 100:
        t, o = divmod(n, 10)
        return tens[t] + ("-" + ones[o] if o else "")
    if n == 100:
        return "one hundred"
    return "one hundred and " + num_words(n - 100)


GENERIC = {"hospital", "general", "royal", "infirmary", "medical", "center", "centre", "university",
           "regional", "community", "memorial", "district", "base", "public", "health", "campus",
           "service", "private", "heart", "institute"}


def inst_slug(name):
    words = [w for w in name.replace(".", "").split() if w.lower() not in GENERIC]
    return slug(" ".join(words))[:20] or slug(name)[:12]


def slug(name):
    return "".join(ch for ch in name.lower() if ch.isalnum())


class Person:
    def __init__(self, given, family, sex, typ, middle=None, title=None,
                 dot=""):
        self.given = given
        self.family = family
        self.sex = sex
        self.typ = typ
        self.middle = middle
        self.title = title
        self.dot = dot
        self.nick = P.NICK.get(given)

    # plain Phi renderings ------------------------------------------------
    def full(self):
        return Phi("%s %s" % (self.given, self.family), self.typ)

    def fullm(self, initial=True):
        if not self.middle:
            return self.full()
        mid = (self.middle[0] + ".") if initial else self.middle
        return Phi("%s %s %s" % (self.given, mid, self.family), self.typ)

    def first(self):
        return Phi(self.given, self.typ)

    def sur(self):
        return Phi(self.family, self.typ)

    def caps(self, style=0):
        fam = self.family.upper()
        if style == 0:
            s = "%s, %s" % (fam, self.given)
        elif style == 1:
            s = "%s, %s" % (fam, self.given.upper())
            if self.middle:
                s += " " + self.middle[0]
        elif style == 2:
            s = "%s %s" % (self.given, fam)
        elif style == 3:
            s = "%s, %s" % (self.family, self.given)
            if self.middle:
                s += " " + self.middle
        else:
            s = "%s %s" % (self.given.upper(), fam)
        return Phi(s, self.typ)

    def initials(self, dots=True, lower=False):
        parts = [self.given[0]]
        fam = self.family
        # initials of surname: first capital letter of the last word
        last = fam.replace("-", " ").split()[-1]
        if last.startswith("O'") or last.startswith("Mc") or last.startswith("Mac"):
            parts.append(fam[0])
        else:
            parts.append(last[0].upper())
        s = (".".join(parts) + ".") if dots else "".join(parts)
        if lower:
            s = s.lower()
        return Phi(s, self.typ)

    def given_init(self):
        last = self.family.replace("-", " ").split()[-1]
        return Phi("%s %s." % (self.given, last[0].upper()), self.typ)

    def init_sur(self):
        return Phi("%s. %s" % (self.given[0], self.family), self.typ)

    def init_sur_nodot(self):
        return Phi("%s %s" % (self.given[0], self.family), self.typ)

    def nickname(self):
        return Phi(self.nick or self.given, self.typ)

    # pieces with titles ------------------------------------------------------
    def t(self):
        return [self.title + self.dot + " ", self.sur()]

    def tf(self):
        return [self.title + self.dot + " ", self.full()]

    def tis(self):
        return [self.title + self.dot + " ", self.init_sur()]


class Address:
    def __init__(self, street, city, region, postcode, suburb=None):
        self.street = street
        self.city = city
        self.region = region      # (name, abbr) or None
        self.postcode = postcode
        self.suburb = suburb


class Inst:
    def __init__(self, name, addr=None, phone=None, fax=None, email=None,
                 url=None, kind="HOSPITAL"):
        self.name = name
        self.addr = addr
        self.phone = phone
        self.fax = fax
        self.email = email
        self.url = url
        self.kind = kind

    def N(self):
        return Phi(self.name, self.kind)


MAIL_DOMAINS = {
    "US": ["mailhaven.net", "inboxpost.com", "prairiemail.com"],
    "CA": ["maplepost.ca", "inboxpost.com", "northmail.ca"],
    "UK": ["fastpost.co.uk", "mailhaven.net", "brightmail.co.uk"],
    "IE": ["letterbox.ie", "mailhaven.net", "emeraldpost.ie"],
    "AU": ["wombatmail.com.au", "inboxpost.com", "southpost.com.au"],
    "NZ": ["tuimail.co.nz", "inboxpost.com", "kiwipost.co.nz"],
}
INST_TLD = {"US": ".org", "CA": ".ca", "UK": ".nhs.uk", "IE": ".ie",
            "AU": ".org.au", "NZ": ".org.nz"}


class Ctx:
    def __init__(self, r, L, genre, used):
        self.r = r
        self.L = L
        self.genre = genre
        self.us = (L == "US")
        self.na = L in ("US", "CA")
        self.dot = "." if L in ("US", "CA") or (L in ("AU", "NZ") and r.random() < 0.2) else ""
        self.used = used      # dict of names used so far (to spread the pools)
        self.email_locals, self.url_path = {
            "cardiology_clinic_letter": (["cardiology", "cardiology.secretaries", "cardiology.admin", "enquiries"], "cardiology"),
            "cardiac_rehabilitation": (["cardiac.rehab", "cardiacrehab", "heart.health", "enquiries"], "cardiac-rehab"),
            "heart_failure_nurse_review": (["heartfailure", "hf.nurses", "heart.failure.team", "enquiries"], "heart-failure"),
            "renal_dialysis": (["renal.unit", "dialysis", "renal.secretaries", "kidney.care"], "renal"),
            "transplant_follow_up": (["transplant", "transplant.office", "tx.coordinators", "renal.transplant"], "transplant"),
            "endocrinology_diabetes": (["diabetes", "endocrinology", "diabetes.centre" if L != "US" else "diabetes.center", "endo.secretaries"], "diabetes"),
            "vascular_surgery": (["vascular", "vascular.secretaries", "vascular.lab", "surgery.admin"], "vascular"),
            "anticoagulation_clinic": (["anticoag", "inr.clinic", "anticoagulation", "warfarin.clinic"], "anticoagulation"),
        }.get(genre, (["enquiries", "outpatients", "clinic", "admin"], "patients"))
        ds = LF.DATE_STYLES[L]
        self.ds = r.choice(ds[0])
        self.dsh = r.choice(ds[1])
        self.dst = r.choice(ds[2])
        self.dsw = r.choice(LF.WK_STYLES[L])
        # dates
        start = dt.date(2022, 1, 3)
        self.visit = start + dt.timedelta(days=r.randint(0, 1380))
        if r.random() < 0.9:
            while self.visit.weekday() >= 5 or (self.visit.month, self.visit.day) in ((1, 1), (12, 25), (12, 26)):
                self.visit += dt.timedelta(days=1)
        # patient
        self.home_region = r.choice(P.REGIONS[L])
        self.sex = r.choice("MF")
        self.age = self._age()
        self.dob = self._dob_for(self.age)
        self.pt = self.person("PATIENT", self.sex)
        self.pt.title = self._title(self.sex, self.age)
        self.paddr = self.address()
        self.ptel = self.phone("land")
        self.pmob = self.phone("mob")
        self.pemail = None
        profs = P.PROFESSIONS if L not in ("US", "CA") else [x for x in P.PROFESSIONS if x not in P.COMMONWEALTH_ONLY]
        self.prof = r.choice(profs)
        self.retired = self.age >= 66 and r.random() < 0.8
        self.employer = r.choice(P.EMPLOYERS + P.EMPLOYERS_LOCAL[L] * 2)
        # identifiers
        self.mrn = LF.mrn(r, L)
        self.acct = LF.account(r, L)
        self._ids()
        # family
        self.fam = []
        # institutions
        self.hosp = self.hospital()
        self.gp = self.doctor("GP")
        self.gpprac = self.practice()
        self.typist = self.person("DOCTOR", r.choice("MF"))

    # ---------------------------------------------------------------- basics
    def chance(self, p):
        return self.r.random() < p

    def pick(self, seq):
        return self.r.choice(seq)

    def sp(self, word):
        if self.us or (self.L == "CA" and word not in ("centre", "programme", "Programme", "colour", "behaviour", "favour", "litre", "litres", "fibre", "tumour")):
            return US_SPELL.get(word, word)
        return word

    def spx(self, phrase):
        """Apply sp() word by word (keeps separators)."""
        import re
        return re.sub(r"[A-Za-z]+", lambda m: self.sp(m.group(0)), phrase)

    def _age(self):
        r = self.r
        g = self.genre
        lo, hi = {"cardiac_rehabilitation": (38, 86),
                  "endocrinology_diabetes": (19, 88),
                  "transplant_follow_up": (24, 76),
                  "renal_dialysis": (28, 91)}.get(g, (41, 94))
        return r.randint(lo, hi) if r.random() < 0.5 else min(hi, max(lo, int(r.gauss((lo + hi) / 2 + 6, 11))))

    def _dob_for(self, age):
        v = self.visit
        # birthday strictly determines age at visit
        y = v.year - age
        doy = self.r.randint(1, 365)
        d = dt.date(y, 1, 1) + dt.timedelta(days=doy - 1)
        # compute age at visit; adjust year so age matches
        a = v.year - d.year - ((v.month, v.day) < (d.month, d.day))
        if a != age:
            d = d.replace(year=d.year - (age - a)) if not (d.month == 2 and d.day == 29) else dt.date(d.year - (age - a), 2, 28)
        return d

    def _title(self, sex, age):
        r = self.r
        if sex == "M":
            return "Mr"
        if self.L in ("US", "CA"):
            return r.choice(["Mrs", "Ms", "Ms"])
        return r.choice(["Mrs", "Ms", "Miss"]) if age < 40 else r.choice(["Mrs", "Mrs", "Ms"])

    def _fresh(self, pool, key):
        # prefer names not used yet in the set (round-robin-ish)
        r = self.r
        for _ in range(6):
            x = r.choice(pool)
            if self.used.get((key, x), 0) < 2:
                break
        self.used[(key, x)] = self.used.get((key, x), 0) + 1
        return x

    def origin(self):
        w = P.LOCALE_ORIGINS[self.L]
        keys = [k for k in w if w[k] > 0]
        tot = sum(w[k] for k in keys)
        x = self.r.random() * tot
        for k in keys:
            x -= w[k]
            if x < 0:
                return k
        return keys[-1]

    def person(self, typ, sex, family=None, origin=None):
        r = self.r
        o = origin if (origin and r.random() < 0.85) else self.origin()
        fem, mal, sur = P.ORIGINS[o]
        given = self._fresh(fem if sex == "F" else mal, "g")
        if family:
            fam = family
        else:
            o2 = o if r.random() < 0.88 else self.origin()
            fam = self._fresh(P.ORIGINS[o2][2], "s")
        middle = None
        if r.random() < 0.4 and o not in ("chinese", "korean", "vietnamese", "japanese"):
            middle = r.choice(fem if sex == "F" else mal)
            if middle == given or "-" in middle:
                middle = None
        p = Person(given, fam, sex, typ, middle=middle, dot=self.dot)
        p.origin = o
        return p

    def doctor(self, role, sex=None):
        d = self.person("DOCTOR", sex or self.r.choice("MF"))
        d.title = "Dr"
        d.role = role
        return d

    def staff(self, role, sex=None):
        """Non-doctor staff (nurse, physio, pharmacist...) - still DOCTOR type."""
        s = self.person("DOCTOR", sex or self.r.choice("MFFF"))
        s.title = self.r.choice(["Mrs", "Ms", "Miss"]) if s.sex == "F" else "Mr"
        s.role = role
        return s

    def relative(self, rel=None):
        r = self.r
        if rel is None:
            if self.age > 60:
                rel = r.choice(["wife" if self.sex == "M" else "husband", "daughter", "son",
                                "wife" if self.sex == "M" else "husband", "partner"])
            else:
                rel = r.choice(["wife" if self.sex == "M" else "husband", "partner", "mother",
                                "sister", "brother"])
        sex = "F" if rel in ("wife", "daughter", "mother", "sister", "niece",
                             "granddaughter", "daughter-in-law", "aunt") else \
            ("M" if rel in ("husband", "son", "father", "brother", "nephew",
                            "grandson", "son-in-law", "uncle") else r.choice("MF"))
        same_fam = rel in ("wife", "husband", "daughter", "son", "mother", "father",
                           "sister", "brother", "grandson", "granddaughter") and r.random() < 0.75
        if rel in ("daughter", "sister", "granddaughter") and r.random() < 0.5:
            same_fam = False
        taken = {self.pt.given} | {f.given for f in self.fam}
        for _ in range(8):
            p = self.person("FAMILY", sex, family=self.pt.family if same_fam else None,
                            origin=self.pt.origin)
            if p.given not in taken and p.family + p.given != self.pt.family + self.pt.given:
                break
        p.title = "Mr" if sex == "M" else r.choice(["Mrs", "Ms"])
        p.rel = rel
        p.phone = self.phone("mob")
        self.fam.append(p)
        return p

    def phone(self, kind="land", region=None):
        reg = region or self.home_region
        key = None
        if reg:
            key = reg[1] if (self.L == "US" and reg[1]) else reg[0]
        return LF.phone(self.r, self.L, kind, key)

    # ------------------------------------------------------------ locations
    def town(self):
        return self.r.choice(P.TOWNS[self.L])

    def region(self):
        if hasattr(self, "home_region") and self.r.random() < 0.85:
            return self.home_region
        return self.r.choice(P.REGIONS[self.L])

    def street(self, allow_unit=True):
        r = self.r
        L = self.L
        while True:
            stem = r.choice(P.STREET_EXTRA[L]) if r.random() < 0.35 else r.choice(P.STREET_STEMS)
            suf = r.choice(P.STREET_SUFFIX[L])
            if suf.lower() not in stem.lower() and stem.lower() not in suf.lower():
                break
        name = "%s %s" % (stem, suf)
        num = r.choice([r.randint(1, 99), r.randint(1, 400), r.randint(100, 9999) if L == "US" else r.randint(1, 250)])
        s = "%d %s" % (num, name)
        if not allow_unit:
            return s
        x = r.random()
        if L == "US" and x < 0.25:
            s += r.choice([", Apt %d%s" % (r.randint(1, 9), r.choice("ABCD")),
                           " Apt %d" % r.randint(1, 40), ", Unit %d" % r.randint(1, 30),
                           " #%d" % r.randint(100, 450)])
        elif L == "UK" and x < 0.2:
            s = "Flat %d, %s" % (r.randint(1, 24), s)
        elif L == "UK" and x < 0.3:
            s = "%s, %s" % (r.choice(P.HOUSE_NAMES), name)
        elif L == "AU" and x < 0.3:
            s = "%d/%s" % (r.randint(1, 12), s) if r.random() < 0.5 else "Unit %d/%s" % (r.randint(1, 12), s)
        elif L == "CA" and x < 0.25:
            s = "%d-%s" % (r.randint(101, 1804), s) if r.random() < 0.5 else s + ", Unit %d" % r.randint(1, 40)
        elif L == "IE" and x < 0.25:
            s = r.choice(["Apartment %d, %s" % (r.randint(1, 40), s), "%s, %s" % (r.choice(P.HOUSE_NAMES), name)])
        elif L == "NZ" and x < 0.25:
            s = "%d/%s" % (r.randint(1, 9), s) if r.random() < 0.5 else "Flat %d, %s" % (r.randint(1, 9), s)
        return s

    def address(self, town=None):
        L = self.L
        r = self.r
        city = town or self.town()
        reg = None
        if L in ("US", "CA", "AU"):
            reg = self.region()
        elif L in ("UK", "IE"):
            reg = self.region() if r.random() < (0.35 if L == "UK" else 0.8) else None
        elif L == "NZ":
            reg = self.region() if r.random() < 0.25 else None
        pc = LF.postcode(r, L, reg[1] if reg else None, reg[0] if reg else None)
        sub = r.choice(P.SUBURBS_NZ) if L == "NZ" and r.random() < 0.7 else None
        return Address(self.street(), city, reg, pc, suburb=sub)

    def region_piece(self, reg, full=False):
        name, abbr = reg
        if self.L in ("UK", "IE"):
            # counties are towns/counties -> CITY
            if self.L == "IE":
                return ["Co. ", Phi(name, "CITY")]
            return Phi(name, "CITY")
        if abbr and not full:
            return Phi(abbr, "STATE")
        return Phi(name, "STATE")

    def addr_lines(self, a, caps_city=None):
        """List of lines (each a list of pieces)."""
        L = self.L
        r = self.r
        lines = [[Phi(a.street, "STREET")]]
        if L == "US":
            lines.append([Phi(a.city, "CITY"), ", ", self.region_piece(a.region), " ",
                          Phi(a.postcode, "ZIP")])
        elif L == "CA":
            sep = r.choice([" ", "  "])
            lines.append([Phi(a.city, "CITY"), " ", self.region_piece(a.region), sep,
                          Phi(a.postcode, "ZIP")])
            if lines[-1][0].text and r.random() < 0.5:
                lines[-1][1] = ", "
        elif L == "AU":
            caps = caps_city if caps_city is not None else r.random() < 0.6
            lines.append([Phi(a.city.upper() if caps else a.city, "CITY"), " ",
                          self.region_piece(a.region), " ", Phi(a.postcode, "ZIP")])
        elif L == "UK":
            lines.append([Phi(a.city, "CITY")])
            if a.region:
                lines.append([self.region_piece(a.region)])
            lines.append([Phi(a.postcode, "ZIP")])
        elif L == "IE":
            lines.append([Phi(a.city, "CITY")])
            if a.region:
                lines.append([self.region_piece(a.region)])
            lines.append([Phi(a.postcode, "ZIP")])
        elif L == "NZ":
            if a.suburb:
                lines.append([Phi(a.suburb, "CITY")])
            lines.append([Phi(a.city, "CITY"), " ", Phi(a.postcode, "ZIP")])
            if a.region:
                lines.append([self.region_piece(a.region, full=True)])
        return lines

    def addr_block(self, a, indent=""):
        out = []
        for ln in self.addr_lines(a):
            out.append(indent)
            out.extend(ln)
            out.append("\n")
        return out

    def addr_inline(self, a, short=False):
        L = self.L
        if short:
            return [Phi(a.street, "STREET"), ", ", Phi(a.city, "CITY")]
        out = []
        lines = self.addr_lines(a, caps_city=False)
        for i, ln in enumerate(lines):
            if i:
                out.append(", " if not (L == "US" and False) else " ")
            out.extend(ln)
        return out

    # --------------------------------------------------------- institutions
    def hospital(self, town=None):
        r = self.r
        L = self.L
        town = town or self.town()
        x = r.random()
        if x < 0.55:
            name = "%s %s" % (town, r.choice(P.HOSP_TYPES[L]))
        elif x < 0.8:
            name = "%s %s" % (r.choice(P.SAINTS), r.choice(["Hospital", "University Hospital", "General Hospital"] if L != "US" else ["Medical Center", "Hospital", "Regional Hospital"]))
            if L == "US" and r.random() < 0.5:
                name = name.replace("St ", "St. ")
        else:
            benefactor = r.choice(P.ORIGINS["anglo"][2][:120])
            cardiac = self.genre in ("cardiology_clinic_letter", "cardiac_rehabilitation", "heart_failure_nurse_review")
            kinds = ["Memorial Hospital", "Hospital"] + ([("Heart Centre" if L != "US" else "Heart Center")] if cardiac else ["Infirmary" if L in ("UK", "IE") else "Hospital"])
            name = "%s %s" % (benefactor, r.choice(kinds))
        addr = self.address(town)
        addr.street = self.street(allow_unit=False)
        ph = self.phone("land", addr.region)
        fx = LF.sibling(r, ph)
        dom = inst_slug(name) + r.choice(["health", "hospital", "", "hospitals"]) + INST_TLD[L]
        inst = Inst(name, addr, ph, fx, None, None)
        inst.domain = dom
        inst.url = r.choice(["www." + dom, "www." + dom + "/" + self.url_path, "https://www." + dom, dom + "/patients"])
        return inst

    def practice(self):
        r = self.r
        L = self.L
        town = self.paddr.city if r.random() < 0.6 else self.town()
        stem = r.choice([r.choice(P.STREET_STEMS + P.STREET_EXTRA[L]), town,
                         r.choice(P.STREET_STEMS) + " " + r.choice(["Road", "Lane", "Park", "Street"])])
        name = "%s %s" % (stem, r.choice(P.PRACTICE_TYPES[L]))
        addr = self.address(town)
        addr.street = self.street(allow_unit=False)
        ph = self.phone("land", addr.region)
        inst = Inst(name, addr, ph, LF.sibling(r, ph))
        inst.domain = slug(stem)[:14] + r.choice(["medical", "health", "gp", "surgery"]) + INST_TLD[L].replace(".nhs.uk", ".co.uk")
        return inst

    def named(self, pool, kind):
        return Phi(self.r.choice(pool), kind)

    def web(self, inst, path=""):
        base = self.r.choice(["www.", "https://www.", "https://", "portal."]) + inst.domain
        return Phi(base + ("/" + path if path else ""), "URL")

    def inst_email(self, inst, local=None):
        local = local or self.r.choice(self.email_locals)
        return Phi("%s@%s" % (local, inst.domain), "EMAIL")

    def staff_email(self, person, inst=None):
        inst = inst or self.hosp
        g = slug(person.given)
        f = slug(person.family)
        local = self.r.choice(["%s.%s" % (g, f), "%s%s" % (g[0], f), "%s.%s" % (g[0], f)])
        return Phi("%s@%s" % (local, inst.domain), "EMAIL")

    def patient_email(self):
        if self.pemail is None:
            g = slug(self.pt.given)
            f = slug(self.pt.family)
            yy = self.dob.year % 100
            local = self.r.choice(["%s.%s" % (g, f), "%s%s%02d" % (g, f[:4], yy),
                                   "%s_%s" % (g[0], f), "%s%d" % (f, self.r.randint(1, 99))])
            self.pemail = "%s@%s" % (local, self.r.choice(MAIL_DOMAINS[self.L]))
        return Phi(self.pemail, "EMAIL")

    def username(self, person):
        g = slug(person.given)
        f = slug(person.family)
        return Phi(self.r.choice(["%s%s" % (g[0], f[:7]), "%s%s%d" % (g[0], f[:6], self.r.randint(1, 9)),
                                  "%s.%s" % (g, f), "%s%s" % (f[:5], g[:2]), "%s_%s" % (g, f[:1])]), "USERNAME")

    # ----------------------------------------------------------------- ids
    def _ids(self):
        r = self.r
        L = self.L
        self.natid = None
        self.plans = []   # list of (label, value)
        self.ssn = None
        if L == "US":
            self.plans.append(("Member ID", LF.us_member(r)))
            self.plans.append(("Group #", LF.us_group(r)))
            if self.age >= 65 and r.random() < 0.6:
                self.plans.append(("Medicare MBI", LF.mbi(r)))
            self.ssn = ("SSN", LF.ssn_us(r))
            self.insurer = r.choice(P.INSURERS["US"])
        elif L == "UK":
            self.natid = ("NHS No", LF.nhs_number(r))
            self.ssn = ("NI No", LF.ni_number(r))
            self.insurer = r.choice(P.INSURERS["UK"])
        elif L == "CA":
            prov = self.home_region[0]
            if prov == "Ontario":
                self.plans.append(("OHIP", LF.ohip_ca(r)))
            elif prov == "British Columbia":
                self.plans.append(("PHN", LF.phn_bc(r)))
            elif prov == "Alberta":
                self.plans.append(("AHCIP", LF.digits(r, 5) + "-" + LF.digits(r, 4)))
            elif prov == "Quebec":
                self.plans.append(("RAMQ", "%s %s %s" % (self.pt_fam_code(), LF.digits(r, 4), LF.digits(r, 4))))
            else:
                self.plans.append(("Health card", LF.digits(r, 3) + " " + LF.digits(r, 3) + " " + LF.digits(r, 3)))
            self.ssn = ("SIN", LF.sin_ca(r))
            self.insurer = r.choice(P.INSURERS["CA"])
        elif L == "AU":
            self.plans.append(("Medicare No", LF.medicare_au(r)))
            if r.random() < 0.3:
                self.plans.append(("DVA", LF.dva(r)))
            self.insurer = r.choice(P.INSURERS["AU"])
            self.plans.append(("Fund member no", LF.au_fund(r)))
        elif L == "IE":
            self.ssn = ("PPSN", LF.ppsn_ie(r))
            if r.random() < 0.5:
                self.plans.append(("Medical Card No", LF.ie_medical_card(r)))
            self.insurer = r.choice(P.INSURERS["IE"])
            self.plans.append(("Policy No", LF.ie_insurer_member(r)))
        elif L == "NZ":
            self.natid = ("NHI", self.mrn)
            self.insurer = r.choice(P.INSURERS["NZ"])
            self.plans.append(("Member No", LF.nz_insurer(r)))

    def pt_fam_code(self):
        s = "".join(ch for ch in self.pt.family.upper() if ch.isalpha())
        return (s + "XXX")[:3] + self.pt.given[0].upper()

    def mrn_label(self):
        return {"US": self.pick(["MRN", "MRN", "MR#", "Med Rec #"]),
                "UK": self.pick(["Hosp No", "Hospital No", "Unit No", "RXH No"]),
                "CA": self.pick(["MRN", "Chart #", "MRN"]),
                "AU": self.pick(["URN", "UR No", "MRN"]),
                "IE": self.pick(["MRN", "Hospital No", "Chart No"]),
                "NZ": "NHI"}[self.L]

    def licence_for(self, doc):
        """(label, value) professional registration / licence for a clinician."""
        r = self.r
        L = self.L
        role = getattr(doc, "role", "") or ""
        rl = role.lower()
        if "pharm" in rl:
            kind = "pharm"
        elif any(k in rl for k in ("nurse", "rn", "cns", "dsn", "educator", "cde", "coordinator", "practitioner")):
            kind = "nurse"
        elif any(k in rl for k in ("physio", "exercise", "dietitian", "sonographer", "scientist", "physiologist", "podiatr", "social worker", "instructor")):
            kind = "allied"
        else:
            kind = "doctor"
        if kind == "doctor":
            if L == "US":
                return r.choice([("NPI", LF.npi(r)), ("NPI", LF.npi(r)), ("DEA", LF.dea(r, doc.family)),
                                 ("Lic #", LF.state_license(r, ""))])
            return {"UK": ("GMC", LF.gmc(r)), "CA": ("CPSO #", LF.cpso(r)), "AU": ("AHPRA", LF.ahpra(r, False)),
                    "IE": ("MCRN", LF.mcrn(r)), "NZ": ("MCNZ", LF.mcnz(r))}[L]
        if kind == "nurse":
            return {"US": ("RN Lic #", "RN" + LF.digits(r, 7)), "UK": ("NMC PIN", LF.nmc(r)), "CA": ("CNO #", LF.cpso(r)),
                    "AU": ("AHPRA", LF.ahpra(r, True)), "IE": ("NMBI PIN", LF.mcrn(r)), "NZ": ("NCNZ", LF.mcnz(r))}[L]
        if kind == "pharm":
            return {"US": ("RPh Lic #", "RPH" + LF.digits(r, 6)), "UK": ("GPhC", "2" + LF.digits(r, 6)), "CA": ("OCP #", LF.digits(r, 6)),
                    "AU": ("AHPRA", "PHA000" + LF.digits(r, 7)), "IE": ("PSI", LF.digits(r, 5)), "NZ": ("PCNZ", LF.digits(r, 5))}[L]
        return {"US": ("Lic #", "PT" + LF.digits(r, 6)), "UK": ("HCPC", "PH" + LF.digits(r, 6)), "CA": ("Reg #", LF.digits(r, 5)),
                "AU": ("AHPRA", "PHY000" + LF.digits(r, 7)), "IE": ("CORU", "PT" + LF.digits(r, 6)), "NZ": ("PBNZ", LF.digits(r, 5))}[L]

    # --------------------------------------------------------------- dates
    def ago(self, days):
        return self.visit - dt.timedelta(days=days)

    def past(self, lo, hi, min_age=12):
        """A date lo..hi days ago, but never before the patient was min_age."""
        cap = max(30, (self.age - min_age) * 365)
        hi = min(hi, cap)
        lo = min(lo, hi)
        return self.visit - dt.timedelta(days=self.r.randint(lo, hi))

    def later(self, days):
        return self.visit + dt.timedelta(days=days)

    def D(self, d, style=None):
        return Phi(LF.fmt_date(d, style or self.ds), "DATE")

    def Dh(self, d):
        return Phi(LF.fmt_date(d, self.dsh), "DATE")

    def Dt(self, d):
        return Phi(LF.fmt_date(d, self.dst), "DATE")

    def Dw(self, d):
        return Phi(LF.fmt_date(d, self.dsw), "DATE")

    def My(self, d):
        return Phi(LF.fmt_date(d, self.pick(["mon_year", "mon_year", "mon_abbr_year"])), "DATE")

    def Y(self, d):
        return Phi(str(d.year), "DATE")

    def next_weekday(self, days_min, days_max, weekday=None):
        d = self.later(self.r.randint(days_min, days_max))
        if weekday is not None:
            while d.weekday() != weekday:
                d += dt.timedelta(days=1)
        else:
            while d.weekday() >= 5 or (d.month, d.day) in ((1, 1), (12, 25), (12, 26)):
                d += dt.timedelta(days=1)
        return d

    def wd_after(self, base, lo, hi):
        d = base + dt.timedelta(days=self.r.randint(lo, hi))
        while d.weekday() >= 5 or (d.month, d.day) in ((1, 1), (12, 25), (12, 26)):
            d += dt.timedelta(days=1)
        return d

    def time(self):
        return "%02d:%02d" % (self.r.randint(7, 17), self.r.choice([0, 5, 10, 15, 20, 30, 40, 45, 50]))

    def time12(self):
        h = self.r.randint(7, 17)
        m = self.r.choice([0, 10, 15, 20, 30, 45])
        return "%d:%02d %s" % (h if h <= 12 else h - 12, m, "AM" if h < 12 else "PM")

    # ----------------------------------------------------------------- ages
    def rel_age(self, rel, at_days_ago=0):
        """Plausible current age of a relative given the patient's age."""
        r = self.r
        a = self.age
        if rel in ("daughter", "son", "daughter-in-law", "son-in-law"):
            v = a - r.randint(22, 38)
        elif rel in ("granddaughter", "grandson", "niece", "nephew"):
            v = a - r.randint(40, 60) if rel.startswith("grand") else a - r.randint(18, 35)
        elif rel in ("mother", "father"):
            v = a + r.randint(20, 34)
        elif rel in ("wife", "husband", "partner"):
            v = a + r.randint(-8, 8)
        elif rel in ("sister", "brother"):
            v = a + r.randint(-10, 10)
        else:
            v = a + r.randint(-15, 15)
        v -= at_days_ago // 365
        return max(18, min(v, 98))

    def A(self, n=None):
        return Phi(str(self.age if n is None else n), "AGE")

    def Aw(self, n=None):
        return Phi(num_words(self.age if n is None else n), "AGE")

    # --------------------------------------------------------- env dictionary
    def env(self):
        p = self.pt
        m = self.sex == "M"
        e = {
            "pt_full": p.full(), "pt_fullm": p.fullm(), "pt_first": p.first(),
            "pt_sur": p.sur(), "pt_t": p.t(), "pt_tf": p.tf(),
            "pt_init": p.initials(),
            "age": self.A(), "agew": self.Aw(),
            "sex": "male" if m else "female", "sexc": "M" if m else "F",
            "man": "man" if m else "woman", "gent": "gentleman" if m else "lady",
            "he": "he" if m else "she", "He": "He" if m else "She",
            "his": "his" if m else "her", "His": "His" if m else "Her",
            "him": "him" if m else "her", "Mr": p.title + self.dot,
            "hosp": self.hosp.N(), "gp_t": self.gp.t(), "gp_full": self.gp.full(),
            "gp_tf": self.gp.tf(), "practice": self.gpprac.N(),
            "visit": self.D(self.visit), "visit_h": self.Dh(self.visit),
            "dob": self.Dh(self.dob), "mrn": Phi(self.mrn, "MRN"),
        }
        return e
