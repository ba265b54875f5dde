"""A Case is one invented patient journey: people, places, identifiers and a timeline."""
import datetime as dt

import clinical
import legal
import names
import places
from core import (E, NUM_STYLES, LONG_STYLES, fmt_date, phone, email, postcode, wpick, digits,
                  letters, slug, dt_add, username, ipaddr)


class Person:
    def __init__(self, first, last, sex, middle="", origin=""):
        self.first, self.last, self.sex, self.middle, self.origin = first, last, sex, middle, origin

    def full(self, t):
        return E("%s %s" % (self.first, self.last), t)

    def fml(self, t):
        if self.middle:
            return E("%s %s. %s" % (self.first, self.middle[0], self.last), t)
        return self.full(t)

    def fmid(self, t):
        if self.middle:
            return E("%s %s %s" % (self.first, self.middle, self.last), t)
        return self.full(t)

    def lf(self, t):
        return E("%s, %s" % (self.last, self.first), t)

    def LF(self, t):
        s = "%s, %s" % (self.last.upper(), self.first.upper())
        if self.middle:
            s += " " + self.middle[0].upper()
        return E(s, t)

    def L(self, t):
        return E(self.last, t)

    def F(self, t):
        return E(self.first, t)

    def ini(self, t, dots=True):
        a, b = self.first[0].upper(), self.last.replace("'", "")[0].upper()
        return E(("%s.%s." % (a, b)) if dots else (a + b), t)

    def title(self, married=True):
        if self.sex == "M":
            return "Mr"
        return "Mrs" if married else "Ms"

    def ttl(self, t, tit=None):
        return [(tit or self.title()) + " ", E(self.last, t)]

    def fi_last(self, t):
        return E("%s. %s" % (self.first[0], self.last), t)


class Clin:
    def __init__(self, person, role, creds, reg, phone_, email_, fac=None, title="Dr"):
        self.p, self.role, self.creds, self.reg = person, role, creds, reg
        self.phone, self.email, self.fac, self.title = phone_, email_, fac, title

    def name(self):
        return self.p.full("DOCTOR")

    def dr(self):
        if self.title:
            return [self.title + " ", self.p.full("DOCTOR")]
        return self.p.full("DOCTOR")

    def drl(self):
        if self.title:
            return [self.title + " ", self.p.L("DOCTOR")]
        return self.p.full("DOCTOR")

    def sig(self):
        return [self.p.full("DOCTOR"), ", " + self.creds] if self.creds else self.p.full("DOCTOR")


class Rel:
    def __init__(self, rel, person, ph, age=None, town=None, prof=None, abroad=None):
        self.rel, self.p, self.phone, self.age, self.town, self.prof, self.abroad = rel, person, ph, age, town, prof, abroad


def country_e(name):
    if name.startswith("the "):
        return ["the ", E(name[4:], "COUNTRY")]
    return E(name, "COUNTRY")


class Case:
    def __init__(self, rng, country=None, st=None):
        self.rng = r = rng
        self.C = C = country or wpick(r, places.COUNTRY_WEIGHT)
        sabbr = st or wpick(r, places.STATE_WEIGHT[C])
        self.st = [x for x in places.STATES[C] if x[1] == sabbr][0]
        self.ST, self.SN = self.st[1], self.st[0]
        self.R = legal.roles(C)
        self.ds = r.choice(NUM_STYLES[C])
        self.cf = r.choice(["colon", "colon", "compact"] + (["ampm", "ampm"] if C == "US" else []))
        self.ls = r.choice(LONG_STYLES[C])
        w = dict(names.COUNTRY_WEIGHTS[C])
        for k, v in sorted(names.STATE_BOOST.get((C, self.ST), {}).items()):
            w[k] = w.get(k, 0) + v
        self.ow = w
        self.used = set()
        # patient
        self.sex = r.choice("FM")
        self.pt = self.person(self.sex)
        self.age = int(min(99, max(31, r.gauss(74, 11))))
        y0 = r.choice([2021, 2022, 2023, 2023, 2024, 2024, 2024, 2025])
        self.d0 = dt.date(y0, 1, 1) + dt.timedelta(days=r.randint(0, 330))
        self.dob = dt.date(self.d0.year - self.age, 1, 1) + dt.timedelta(days=r.randint(0, 364))
        if (self.dob.month, self.dob.day) > (self.d0.month, self.d0.day):
            self.dob = dt.date(self.dob.year - 1, self.dob.month, min(self.dob.day, 28))
        self.dx = r.choice([x for x in clinical.DIAGNOSES if x.get("sex", self.sex) == self.sex])
        self.dxd = dt_add(self.d0, -r.randint(120, 1500) if not self.dx["neuro"] else -r.randint(500, 3000))
        self.prof = r.choice(places.PROFESSIONS)
        self.married = r.random() < 0.6
        self.town = self.pick_town()
        self.addr_street = self.street()
        self.zip = postcode(r, C, self.st)
        self.area = r.choice(self.st[3])
        self.ph = phone(r, C, "land", self.area)
        self.mob = phone(r, C, "mob", self.area)
        self.email = email(r, self.pt.first, self.pt.last)
        self.born = None
        if r.random() < 0.35 and self.pt.origin in places.ORIGIN_COUNTRY:
            self.born = r.choice(places.ORIGIN_COUNTRY[self.pt.origin])
        self.make_ids()
        self.make_people()
        self.make_places()
        self.make_timeline()

    # ------------------------------------------------------------ people
    def person(self, sex=None, origin=None, last=None):
        r = self.rng
        sex = sex or r.choice("FM")
        for _ in range(50):
            o = origin or wpick(r, self.ow)
            f_, m_, s_ = names.ORIGINS[o]
            first = r.choice(f_ if sex == "F" else m_)
            o2 = o if r.random() < 0.75 else wpick(r, self.ow)
            ln = last or r.choice(names.ORIGINS[o2][2])
            mid = ""
            if r.random() < 0.35:
                mid = r.choice(names.ORIGINS[o][0] if sex == "F" else names.ORIGINS[o][1])
                if mid == first:
                    mid = ""
            key = (first, ln)
            if key not in self.used:
                self.used.add(key)
                return Person(first, ln, sex, mid, o)
        return Person(first, ln, sex, "", o)

    def pick_town(self):
        r = self.rng
        if self.C == "US" and self.ST == "HI":
            return r.choice(places.TOWNS_HI)
        if self.C == "US" and self.ST == "NM":
            return r.choice(places.TOWNS_NM)
        if self.C == "CA" and self.ST == "QC":
            return r.choice(places.TOWNS_QC)
        return r.choice(places.TOWNS[self.C])

    def street(self, unit_ok=True):
        r, C = self.rng, self.C
        pool = places.STREET_NAMES["HI"] if (C == "US" and self.ST == "HI") else places.STREET_NAMES[C]
        nm = r.choice(pool)
        sfx = r.choice(places.SUFFIX[C])
        num = r.choice([r.randint(1, 99), r.randint(1, 400), r.randint(100, 9999) if C in ("US", "CA") else r.randint(1, 250)])
        base = "%d %s %s" % (num, nm, sfx)
        k = r.random()
        if not unit_ok or k < 0.7:
            if C == "US" and r.random() < 0.25:
                base = "%d %s %s %s" % (num, r.choice(["NE", "SW", "N", "E", "SE", "W"]), nm, sfx)
            return base
        if C == "AU":
            return r.choice(["Unit %d/%s" % (r.randint(1, 24), base), "%d/%s" % (r.randint(1, 12), base),
                             "Lot %d %s %s" % (r.randint(2, 90), nm, sfx)])
        if C == "NZ":
            return r.choice(["Flat %d, %s" % (r.randint(1, 9), base), "%d%s %s %s" % (num, r.choice("ABC"), nm, sfx),
                             "%s, RD %d" % (base, r.randint(1, 9))])
        if C == "CA":
            return r.choice(["%d-%s" % (r.randint(101, 1908), base), "%s, Unit %d" % (base, r.randint(1, 40)),
                             "%s, RR %d" % (base, r.randint(1, 6))])
        return r.choice(["%s, Apt %d%s" % (base, r.randint(1, 30), r.choice("ABCD")), "%s, Unit %d" % (base, r.randint(1, 300)),
                         "%s #%d" % (base, r.randint(2, 40))])

    def clin(self, role, kind="dr", fac=None):
        r, C = self.rng, self.C
        p = self.person()
        if kind == "dr":
            creds = {"AU": ["MBBS FRACP", "MBBS FRACGP", "MBBS FAChPM", "MBChB FRACP", "MBBS FRANZCP", "MD FRACGP"],
                     "NZ": ["MBChB FRNZCGP", "MBChB FRACP", "MBChB FAChPM", "MBChB FRANZCP"],
                     "CA": ["MD, CCFP", "MD, FRCPC", "MD, CCFP(PC)", "MDCM, FRCPC"],
                     "US": ["MD", "DO", "MD, FAAHPM", "MD, MPH"]}[C]
            c = r.choice(creds)
            tit = "Dr" if C != "US" or r.random() < 0.5 else "Dr."
        elif kind == "np":
            c = {"AU": "NP", "NZ": "NP", "CA": "NP-PHC", "US": "APRN"}[C]
            tit = None
        elif kind == "rn":
            c = r.choice(["RN", "RN, CNC", "RN BN", "CNS"])
            tit = None
        elif kind == "ph":
            c = {"AU": "BPharm", "NZ": "BPharm", "CA": "RPh", "US": "PharmD, RPh"}[C]
            tit = None
        elif kind == "sw":
            c = {"AU": "BSW, AASW", "NZ": "RSW", "CA": "MSW, RSW", "US": "LCSW"}[C]
            tit = None
        elif kind == "psy":
            c = r.choice(["PhD, Clinical Psychologist", "DPsych, MAPS", "PsyD"])
            tit = "Dr"
        else:
            c, tit = "", None
        reg = self.reg_no(kind)
        ph = phone(r, C, "land", self.area)
        em = email(r, p.first, p.last, style=r.choice([0, 1, 5]), domain=r.choice(["example.org", "example.net"]))
        return Clin(p, role, c, reg, ph, em, fac, tit)

    def reg_no(self, kind):
        r, C = self.rng, self.C
        if C == "AU":
            pre = {"dr": "MED", "np": "NMW", "rn": "NMW", "ph": "PHA", "sw": "MED", "psy": "PSY"}.get(kind, "MED")
            return pre + "000" + digits(r, 7)
        if C == "NZ":
            return digits(r, 5, str(r.randint(1, 7)))
        if C == "CA":
            return r.choice([digits(r, 5, str(r.randint(1, 9))), "%s-%s" % (digits(r, 2), digits(r, 5))])
        if kind == "dr":
            return r.choice(["MD%s" % digits(r, 5), "MD.%s" % digits(r, 6), "%sA%s" % (digits(r, 2), digits(r, 4)),
                             "DO%s" % digits(r, 5)])
        return "%s%s" % (letters(r, 2), digits(r, 6))

    def npi(self):
        return "1" + digits(self.rng, 9)

    def dea(self, last):
        return "%s%s%s" % (self.rng.choice("ABFM"), last.replace("'", "")[0].upper(), digits(self.rng, 7))

    def make_people(self):
        r, C, R = self.rng, self.C, self.R
        self.coord = self.clin(R["coord"], "dr")
        self.consult = self.clin(R["consult"], "dr")
        self.psych = self.clin("Consultant Psychiatrist", "dr") if r.random() < 0.7 else self.clin("Clinical Psychologist", "psy")
        if self.psych.role == "Consultant Psychiatrist":
            self.psych.creds = r.choice({"AU": ["MBBS FRANZCP", "MBBS MPM FRANZCP"], "NZ": ["MBChB FRANZCP"],
                                         "CA": ["MD, FRCPC", "MD, FRCPC (Psych)"], "US": ["MD", "MD, DFAPA"]}[C])
        self.nurse = self.clin("Palliative Care CNC", "rn")
        self.nav = self.clin(R["nav"], r.choice(["rn", "sw"]))
        self.pharm = self.clin("Pharmacist", "ph")
        self.pharm2 = self.clin("Pharmacist", "ph")
        self.sw = self.clin("Social Worker", "sw")
        self.gp = self.clin("General Practitioner", "dr")
        self.np = self.clin("Nurse Practitioner", "np")
        self.clerk = self.person()
        self.fam = []
        if self.married:
            sp = self.person("M" if self.sex == "F" else "F", origin=self.pt.origin if r.random() < 0.7 else None,
                             last=self.pt.last if r.random() < 0.6 else None)
            self.fam.append(Rel(r.choice(["wife", "husband", "partner"]) if self.sex == "M" and r.random() < 0.15 else
                                ("wife" if self.sex == "M" else "husband"), sp, phone(r, C, "mob", self.area),
                                age=max(30, self.age + r.randint(-8, 5)), prof=r.choice(places.PROFESSIONS) if r.random() < 0.5 else None))
        nkids = r.choice([0, 1, 2, 2, 3, 3, 4])
        for _ in range(nkids):
            sx = r.choice("FM")
            ch = self.person(sx, origin=self.pt.origin if r.random() < 0.8 else None,
                             last=self.pt.last if r.random() < 0.55 else None)
            abroad = None
            ph = phone(r, C, "mob", r.choice(self.st[3]))
            town = r.choice(places.TOWNS[C])
            if r.random() < 0.18:
                abroad = r.choice(["England", "Ireland", "Scotland", "Canada", "Australia", "New Zealand", "Singapore",
                                   "the Netherlands", "Germany", "Japan"])
                if abroad == {"AU": "Australia", "NZ": "New Zealand", "CA": "Canada"}.get(C):
                    abroad = "England"
                ph = phone(r, {"England": "UK", "Scotland": "UK", "Ireland": "IE"}.get(abroad, "XX"))
            self.fam.append(Rel("daughter" if sx == "F" else "son", ch, ph, age=max(18, self.age - r.randint(22, 40)),
                                town=town, prof=r.choice(places.REL_PROFESSIONS) if r.random() < 0.6 else None, abroad=abroad))
        if not self.fam or r.random() < 0.3:
            rel = r.choice(["sister", "brother", "niece", "nephew", "friend", "neighbour"])
            sx = "F" if rel in ("sister", "niece") else ("M" if rel in ("brother", "nephew") else r.choice("FM"))
            self.fam.append(Rel(rel, self.person(sx), phone(r, C, r.choice(["mob", "land"]), self.area),
                                age=max(25, self.age + r.randint(-20, 10)), town=r.choice(places.TOWNS[C]),
                                prof=r.choice(places.REL_PROFESSIONS) if r.random() < 0.4 else None))
        local = [f for f in self.fam if not f.abroad]
        self.nok = local[0] if local else self.fam[0]
        self.contact = local[-1] if local else self.fam[0]
        self.wit1 = Rel("witness", self.person(), phone(r, C, "mob", self.area), prof=r.choice(
            ["retired bank officer", "pharmacy assistant", "Justice of the Peace", "community volunteer", "solicitor",
             "retired teacher", "personal care worker", "receptionist", "neighbourhood house coordinator", "accountant"]))
        self.wit2 = Rel("witness", self.person(), phone(r, C, "mob", self.area), prof=r.choice(
            ["hospice volunteer", "retired public servant", "chaplain", "librarian", "notary public", "bookkeeper",
             "practice receptionist", "personal care worker", "retired nurse", "funeral celebrant"]))
        self.interp = self.person() if r.random() < 0.2 else None
        self.lang = r.choice(["Greek", "Italian", "Vietnamese", "Mandarin", "Cantonese", "Arabic", "Punjabi",
                              "Tongan", "Samoan", "Polish", "Korean", "Spanish", "Tagalog", "Croatian", "Portuguese"])

    def make_places(self):
        r, C = self.rng, self.C
        towns = places.TOWNS[C]
        self.hosp = "%s %s" % (r.choice(towns), r.choice(places.HOSP_SUFFIX[C]))
        sa = [h for h in places.HOSP_STANDALONE if C in places.STANDALONE_TAG[h].split()]
        if r.random() < 0.25:
            self.hosp = r.choice([h for h in sa if "Hospice" not in h and "Care" not in h and
                                  "Lodge" not in h and "Rest Home" not in h and "Manor" not in h] or [self.hosp])
        self.pall = "%s %s" % (r.choice(towns), r.choice(places.PALL_SUFFIX))
        if r.random() < 0.3:
            self.pall = r.choice([h for h in sa if "Hospice" in h or "Palliative" in h])
        self.gpp = "%s %s" % (r.choice([self.town, r.choice(places.STREET_NAMES[C if C != "US" else "US"]), r.choice(towns)]),
                              r.choice(places.GP_SUFFIX[C]))
        if r.random() < 0.5:
            pat = r.choice([p for p in places.PHARM_PATTERNS if C in ("AU", "NZ") or "Chemists" not in p])
            self.pharmacy = pat.replace("{town}", r.choice(towns)).replace("{surname}", self.person().last)
        else:
            self.pharmacy = r.choice(places.PHARM_BY_C[C])
        self.care_home = r.choice([h for h in sa if any(k in h for k in ("Care", "Lodge", "Rest Home", "Manor", "Terrace", "Gardens"))])
        self.ward = r.choice(places.WARDS)
        self.room = r.choice(["%d" % r.randint(1, 40), "%d%s" % (r.randint(1, 30), r.choice("ABCD")), "%d.%02d" % (r.randint(1, 6), r.randint(1, 30))])
        self.bed = str(r.randint(1, 32))
        self.setting = r.choice(["home", "home", "home", "home", "hospital", "hospice", "care home"])
        self.fac_town = r.choice(towns)
        self.fac_street = self.street(unit_ok=False)
        self.fac_zip = postcode(r, C, self.st)
        self.funeral = self.org("funeral")
        self.church = r.choice(places.ORG_CHURCH + places.CHURCH_EXTRA[C]) if r.random() < 0.45 else None
        self.employer = self.org("employer")
        self.support = self.org("support")
        self.comm = self.org("community")

    def org(self, kind):
        r = self.rng
        pat = r.choice(places.ORG_PAT[kind][self.C])
        return pat.replace("{town}", r.choice(places.TOWNS[self.C])).replace("{sur}", self.person().last)

    # ------------------------------------------------------------ identifiers
    def make_ids(self):
        r, C, ST = self.rng, self.C, self.ST
        self.mrn = r.choice(["%s" % digits(r, 7, str(r.randint(1, 9))), "%s" % digits(r, 8, "0"),
                             "%s%s" % (letters(r, 1), digits(r, 7)), "%s-%s" % (digits(r, 2), digits(r, 6))])
        self.mrn_label = {"AU": r.choice(["UR", "URN", "MRN", "UR No."]), "NZ": "NHI", "CA": r.choice(["MRN", "Chart #", "MRN"]),
                          "US": r.choice(["MRN", "MRN", "Med Rec #"])}[C]
        self.ssn = None
        self.ihi = None
        if C == "AU":
            self.hp = "%d%s %s %d" % (r.randint(2, 6), digits(r, 3), digits(r, 5), r.randint(1, 9))
            if r.random() < 0.5:
                self.hp += "-%d" % r.randint(1, 5)
            self.hp_label = "Medicare"
            if r.random() < 0.2:
                self.hp = "%sX%s" % (ST[0] if ST != "NSW" else "N", digits(r, 6))
                self.hp_label = "DVA file no."
            self.ihi = "8003 60%s %s %s" % (digits(r, 2), digits(r, 4), digits(r, 4))
            if r.random() < 0.35:
                self.ssn = "9%s %s %s%s" % (digits(r, 2), digits(r, 3), digits(r, 3), letters(r, 1))
                self.ssn_label = "Centrelink CRN"
        elif C == "NZ":
            self.mrn = letters(r, 3) + (digits(r, 4) if r.random() < 0.7 else digits(r, 2) + letters(r, 2))
            self.hp = digits(r, 4) + " " + digits(r, 4) + " " + digits(r, 2)
            self.hp_label = r.choice(["Community Services Card", "Health insurer member no."])
        elif C == "CA":
            if ST == "ON":
                self.hp = "%s-%s-%s-%s" % (digits(r, 4), digits(r, 3), digits(r, 3), letters(r, 2))
                self.hp_label = "OHIP"
            elif ST == "BC":
                self.hp = "9%s %s %s" % (digits(r, 3), digits(r, 3), digits(r, 3))
                self.hp_label = "PHN"
            elif ST == "QC":
                self.hp = "%s %s %s" % (self.pt.last[:3].upper().ljust(3, "X") + self.pt.first[0].upper(), digits(r, 4), digits(r, 4))
                self.hp_label = "RAMQ"
            elif ST == "AB":
                self.hp = "%s-%s" % (digits(r, 5), digits(r, 4))
                self.hp_label = "AHCIP PHN"
            else:
                self.hp = r.choice([digits(r, 9), "%s %s %s" % (digits(r, 4), digits(r, 3), digits(r, 3))])
                self.hp_label = {"MB": "PHIN", "SK": "HSN", "NS": "Health card", "NB": "Medicare no.",
                                 "NL": "MCP", "PE": "Health card"}[ST]
            if r.random() < 0.5:
                self.ssn = r.choice(["9%s %s %s" % (digits(r, 2), digits(r, 3), digits(r, 3)),
                                     "9%s-%s-%s" % (digits(r, 2), digits(r, 3), digits(r, 3))])
                self.ssn_label = "SIN"
        else:
            if self.age >= 65 and r.random() < 0.8:
                self.hp = "%d%s%s%d-%s%s%d-%s%d%d" % (r.randint(1, 9), letters(r, 1), r.choice(LETTERS_D), r.randint(0, 9),
                                                      letters(r, 1), r.choice(LETTERS_D), r.randint(0, 9), letters(r, 2),
                                                      r.randint(0, 9), r.randint(0, 9))
                self.hp_label = "Medicare MBI"
            else:
                self.hp = "%s%s" % (letters(r, 3), digits(r, 9))
                self.hp_label = r.choice(["Member ID", "Subscriber ID", "Medicaid ID"])
            self.ssn = r.choice(["9%s-%s-%s" % (digits(r, 2), digits(r, 2), digits(r, 4)),
                                 "000-%s-%s" % (digits(r, 2), digits(r, 4))])
            self.ssn_label = "SSN"
        self.group = "GRP-" + digits(r, 6)
        self.acct = r.choice(["%s" % digits(r, 9), "V%s" % digits(r, 8), "%s-%s" % (digits(r, 4), digits(r, 4)),
                              "ENC%s" % digits(r, 7)])
        pre = {"AU": ["VAD", "VAD", "CN"], "NZ": ["AD", "ADS"], "CA": ["MAID", "MAiD"], "US": ["DWD", "EOL", "MAID"]}[C]
        self.caseid = r.choice(["%s-%s-%s" % (r.choice(pre), digits(r, 2), digits(r, 4)),
                                "%s%s" % (letters(r, 2), digits(r, 6)), "C-%s" % digits(r, 6)])
        self.permit = "%s-%s" % (r.choice(["PMT", "SAP", "PAP", "P"]), digits(r, 6))
        self.rx = digits(r, 7)
        self.lockbox = r.choice(["LB-%s" % digits(r, 5), "BX%s" % digits(r, 6),
                                 ("SWPS-%s-%s" % (letters(r, 1), digits(r, 4))) if C == "AU" else "SB%s-%s" % (digits(r, 3), digits(r, 3))])
        self.dl = {"AU": digits(r, 9), "NZ": "%s%s" % (letters(r, 2), digits(r, 6)), "CA": "%s-%s-%s" % (letters(r, 1) + digits(r, 4), digits(r, 5), digits(r, 5)),
                   "US": ("WDL%s" % "".join(r.choice("ABCDEFGHJK123456789") for _ in range(9))) if ST == "WA" else
                   r.choice([digits(r, 7), "%s%s" % (letters(r, 1), digits(r, 7)), "%s-%s-%s" % (digits(r, 3), digits(r, 3), digits(r, 3))])}[C]
        self.user_ip = ipaddr(r)

    def make_timeline(self):
        r = self.rng
        d0 = self.d0
        D = {"first": d0}
        D["assess1"] = dt_add(d0, r.randint(0, 9))
        D["consult"] = dt_add(D["assess1"], r.randint(2, 16))
        D["capacity"] = dt_add(D["assess1"], r.randint(1, 12))
        D["decl"] = dt_add(D["consult"], r.randint(0, 6))
        D["final"] = dt_add(max(D["decl"], dt_add(d0, 9)), r.randint(0, 8))
        D["permit"] = dt_add(D["final"], r.randint(1, 4))
        D["rx"] = dt_add(D["final"], r.randint(0, 3))
        D["dispense"] = dt_add(D["rx"], r.randint(1, 6))
        D["admin"] = dt_add(D["dispense"], r.randint(0, 30))
        D["death"] = D["admin"]
        D["notify"] = dt_add(D["death"], r.randint(1, 7))
        D["return"] = dt_add(D["death"], r.randint(1, 14))
        D["bereave"] = dt_add(D["death"], r.randint(14, 70))
        D["bereave2"] = dt_add(D["bereave"], r.randint(30, 120))
        D["referral"] = dt_add(d0, -r.randint(3, 30))
        D["famtalk"] = dt_add(D["consult"], r.randint(-3, 10))
        self.D = D
        self.age_at_death = self.age + (1 if (self.dob.month, self.dob.day) <= (D["death"].month, D["death"].day) and
                                        (self.dob.month, self.dob.day) > (d0.month, d0.day) else 0)

    def clk(self, h=None, m=None):
        r = self.rng
        h = r.randint(8, 19) if h is None else h
        m = r.choice([0, 5, 10, 12, 15, 20, 25, 30, 35, 40, 45, 47, 50, 55]) if m is None else m
        if self.cf == "ampm":
            return "%d:%02d %s" % (h % 12 or 12, m, "AM" if h < 12 else "PM")
        if self.cf == "compact":
            return "%02d%02d" % (h, m)
        return "%02d:%02d" % (h, m)

    # ------------------------------------------------------------ composites
    def d(self, key, st=None):
        d = self.D[key] if isinstance(key, str) else key
        return E(fmt_date(d, st or self.ds), "DATE")

    def dl_(self, key):
        return self.d(key, self.ls)

    def addr(self, sep=", ", state="abbr", street=True):
        C = self.C
        out = []
        if street:
            out += [E(self.addr_street, "STREET"), sep]
        st = self.ST if state == "abbr" else self.SN
        if C == "AU":
            out += [E(self.town, "CITY"), " ", E(st, "STATE"), " ", E(self.zip, "ZIP")]
        elif C == "NZ":
            out += [E(self.town, "CITY"), " ", E(self.zip, "ZIP")]
        elif C == "CA":
            out += [E(self.town, "CITY"), ", " if state != "abbr" else " ", E(st, "STATE"), "  ", E(self.zip, "ZIP")]
        else:
            out += [E(self.town, "CITY"), ", ", E(st, "STATE"), " ", E(self.zip, "ZIP")]
        return out

    def fac_addr(self, sep=", "):
        C = self.C
        out = [E(self.fac_street, "STREET"), sep, E(self.fac_town, "CITY")]
        if C == "NZ":
            return out + [" ", E(self.fac_zip, "ZIP")]
        if C == "AU":
            return out + [" ", E(self.ST, "STATE"), " ", E(self.fac_zip, "ZIP")]
        return out + [", ", E(self.ST, "STATE"), " ", E(self.fac_zip, "ZIP")]

    def agep(self):
        return E(str(self.age), "AGE")

    def k(self):
        """Common values for templates."""
        p = self.pt
        return dict(
            PT=p.full("PATIENT"), PTM=p.fml("PATIENT"), PTL=p.ttl("PATIENT", p.title(self.married)),
            PTF=p.F("PATIENT"), PTLF=p.lf("PATIENT"), PTUP=p.LF("PATIENT"), PTI=p.ini("PATIENT"),
            PTLAST=p.L("PATIENT"), AGE=self.agep(), DOB=self.d(self.dob), MRN=E(self.mrn, "MRN"),
            HP=E(self.hp, "HEALTHPLAN"), ADDR=self.addr(), STREET=E(self.addr_street, "STREET"),
            TOWN=E(self.town, "CITY"), STATE=E(self.ST, "STATE"), STATEN=E(self.SN, "STATE"), ZIP=E(self.zip, "ZIP"),
            PH=E(self.ph, "PHONE"), MOB=E(self.mob, "PHONE"), EMAIL=E(self.email, "EMAIL"),
            COORD=self.coord.dr(), COORDN=self.coord.name(), COORDL=self.coord.drl(), COORDREG=E(self.coord.reg, "LICENSE"),
            CONS=self.consult.dr(), CONSN=self.consult.name(), CONSL=self.consult.drl(), CONSREG=E(self.consult.reg, "LICENSE"),
            HOSP=E(self.hosp, "HOSPITAL"), PALL=E(self.pall, "HOSPITAL"), GPP=E(self.gpp, "HOSPITAL"),
            PHARMACY=E(self.pharmacy, "HOSPITAL"), GP=self.gp.dr(), GPL=self.gp.drl(),
            NOKN=self.nok.p.full("FAMILY"), NOKF=self.nok.p.F("FAMILY"), NOKREL=self.nok.rel, NOKPH=E(self.nok.phone, "PHONE"),
            CASE=E(self.caseid, "IDNUM"), ACCT=E(self.acct, "ACCOUNT"), PROF=E(self.prof, "PROFESSION"),
            DX=self.dx["dx"], DXS=self.dx["short"], ABBR=self.R["abbr"], PROG=self.R["prog"],
            ROLE_C=self.R["coord"], ROLE_K=self.R["consult"], SUBST=self.R["subst"],
            MRNL=self.mrn_label, HPL=self.hp_label, CAP=E(self.care_home, "HOSPITAL"),
        )

    def ssn_e(self):
        return E(self.ssn, "SSN") if self.ssn else None


LETTERS_D = "ACDEFGHJKMNPQRTUVWXY0123456789"
