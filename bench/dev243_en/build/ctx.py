"""Per-note context: the patient, people, places, identifiers and helpers (author 243)."""
import datetime

import phi
import pools as P
from phi import Person, name_pieces, rand_digits, rand_letters

IDENT = {
    "tf": dict(pool=P.FEM, prev=P.MASC, titles=["Ms", "Ms", "Miss", "Mrs", "Mx", "Ms."], pron=["she/her"] * 6 + ["she/they"],
               terms=["trans woman", "transgender woman", "transfeminine person", "trans female", "MtF (pt's own term)"],
               aab=["AMAB", "assigned male at birth", "AMAB", "assigned male at birth"], hrt="fem"),
    "tm": dict(pool=P.MASC, prev=P.FEM, titles=["Mr", "Mr", "Mr.", "Mx"], pron=["he/him"] * 6 + ["he/they"],
               terms=["trans man", "transgender man", "transmasculine person", "trans male", "FtM (pt's own term)"],
               aab=["AFAB", "assigned female at birth", "AFAB", "assigned female at birth"], hrt="masc"),
    "nbf": dict(pool=P.NEUT, prev=P.FEM, titles=["Mx", "Mx", "Mx.", "Mx"], pron=["they/them"] * 4 + ["he/they", "xe/xem", "any pronouns"],
                terms=["non-binary person", "nonbinary transmasculine person", "genderqueer person", "agender person", "non-binary person"],
                aab=["AFAB", "assigned female at birth"], hrt="masc"),
    "nbm": dict(pool=P.NEUT, prev=P.MASC, titles=["Mx", "Mx", "Mx."], pron=["they/them"] * 4 + ["she/they", "fae/faer"],
                terms=["non-binary person", "nonbinary transfeminine person", "genderfluid person", "non-binary person"],
                aab=["AMAB", "assigned male at birth"], hrt="fem"),
}
CRED = {"UK": {"endo": ["Consultant Endocrinologist", "Specialty Registrar, Endocrinology", "Consultant in Gender Medicine"],
               "gic": ["Consultant Psychiatrist", "Gender Specialist", "Clinical Nurse Specialist", "Specialty Doctor"],
               "gp": ["GP", "GP Partner", "Salaried GP"], "psych": ["Clinical Psychologist", "Counselling Psychologist"],
               "surgeon": ["Consultant Plastic Surgeon", "Consultant Urologist", "Consultant Gynaecologist"],
               "nurse": ["Staff Nurse", "Clinical Nurse Specialist", "Ward Sister", "Charge Nurse"],
               "pharm": ["Pharmacist", "Independent Prescriber (Pharmacist)", "Pre-registration Pharmacist"],
               "fert": ["Consultant in Reproductive Medicine", "Fertility Nurse Specialist", "Embryologist"],
               "slt": ["Specialist Speech & Language Therapist", "Highly Specialist SLT"],
               "sw": ["Social Worker", "Care Coordinator"], "admin": ["Medical Secretary", "Administrator", "Clerk"]},
        "US": {"endo": ["MD", "DO", "MD, FACE", "NP", "PA-C"], "gic": ["MD", "NP", "DO", "FNP-BC"], "gp": ["MD", "DO", "FNP-C"],
               "psych": ["PhD", "PsyD", "LCSW", "LMFT", "LPC"], "surgeon": ["MD", "MD, FACS", "DO"],
               "nurse": ["RN", "BSN, RN", "LPN", "RN, CNL"], "pharm": ["PharmD", "RPh", "PharmD, BCPS", "CPhT"],
               "fert": ["MD", "MD, REI", "RN", "NP"], "slt": ["MS, CCC-SLP", "CCC-SLP"], "sw": ["LCSW", "MSW"],
               "admin": ["Patient Access Rep", "Medical Assistant", "CMA"]},
        "CA": {"endo": ["MD, FRCPC", "MD", "NP"], "gic": ["MD, CCFP", "NP-PHC", "RN(EC)", "MD"], "gp": ["MD, CCFP", "MD", "NP"],
               "psych": ["PhD, C.Psych.", "RSW", "RP", "MSW, RSW"], "surgeon": ["MD, FRCSC", "MD"],
               "nurse": ["RN", "RPN", "BScN, RN"], "pharm": ["RPh", "PharmD", "BScPhm"], "fert": ["MD, FRCSC", "RN"],
               "slt": ["S-LP(C)", "M.Sc., S-LP"], "sw": ["RSW", "MSW, RSW"], "admin": ["Unit Clerk", "Medical Office Assistant"]}}


DOCTORISH = ["MD", "DO", "Consultant", "Registrar", "GP", "Specialty Doctor", "Gender Specialist", "PhD", "PsyD",
             "C.Psych", "Psychologist"]


COMMON2 = ["am", "an", "as", "at", "bd", "be", "by", "do", "dr", "ds", "ed", "er", "go", "gp", "he", "hi", "if", "im", "in",
           "is", "it", "iv", "me", "mg", "ml", "mr", "ms", "my", "no", "od", "of", "ok", "on", "or", "pm", "po", "sc", "so",
           "to", "up", "us", "we"]


class Ctx:
    def __init__(self, rng, country, ages=None):
        self.rng, self.c = rng, country
        r = rng
        self.ident = r.choice(["tf"] * 4 + ["tm"] * 4 + ["nbf"] * 2 + ["nbm"])
        I = IDENT[self.ident]
        self.I = I
        self.hrt = I["hrt"]
        self.pron = r.choice(I["pron"])
        self.term = r.choice(I["terms"])
        self.aab = r.choice(I["aab"])
        fam = r.choice(P.SUR)
        if r.random() < 0.15:
            fam = fam + "-" + r.choice(P.SUR)
        mid = r.choice(I["pool"] + P.NEUT) if r.random() < 0.35 else None
        self.pt = Person(r.choice(I["pool"]), fam, mid, r.choice(I["titles"]))
        pfam = fam if r.random() < 0.8 else r.choice(P.SUR)
        self.prev = Person(r.choice(I["prev"]), pfam, r.choice(I["prev"]) if r.random() < 0.5 else None,
                           "Mr" if self.ident in ("tf", "nbm") else "Ms")
        self.nick = None
        self.age = r.randint(*ages) if ages else r.choice([r.randint(18, 34)] * 3 + [r.randint(18, 74)])
        start = datetime.date(2019, 1, 7).toordinal()
        self.visit = datetime.date.fromordinal(start + r.randint(0, 2350))
        self.dob = datetime.date.fromordinal(self.visit.toordinal() - self.age * 365 - r.randint(10, 350))
        self.age = (self.visit - self.dob).days // 365 if (self.visit - self.dob).days // 365 > 0 else self.age
        if self.c == "UK":
            town, county = r.choice(P.UK_TOWNS)
            self.city, self.state, self.state_ab = town, county, county
        else:
            town, st, ab = r.choice(P.US_CITIES if self.c == "US" else P.CA_CITIES)
            self.city, self.state, self.state_ab = town, st, ab
        self.street = phi.street(r, self.c)
        self.zip = phi.postcode(r, self.c, self.city if self.c == "UK" else self.state_ab)
        self.prof = r.choice(P.PROFESSIONS)
        self._docs, self._sites, self._fam, self._ids, self._ph = {}, {}, {}, {}, {}
        self.email = self._email()
        self.user = self._user()

    # ---- names -------------------------------------------------------
    def P(self, style=None):
        r = self.rng
        if style is None:
            style = r.choice(["full", "full", "given", "given", "given", "title_family", "title_family",
                              "title_family", "last_first", "init_family", "given_init", "initials"])
        return name_pieces(self.pt, "PATIENT", style)

    def PREV(self, style=None):
        if style is None:
            style = self.rng.choice(["full", "full", "given", "full_mid_long", "last_first", "caps_full"])
        return name_pieces(self.prev, "PATIENT", style)

    def doc(self, role):
        if role not in self._docs:
            r = self.rng
            g = r.choice(r.choice([P.FEM, P.MASC, P.NEUT]))
            f = r.choice(P.SUR)
            mid = r.choice(P.FEM + P.MASC) if r.random() < 0.3 else None
            creds = CRED[self.c].get(role, CRED[self.c]["gic"])
            dr = role in ("endo", "gp", "surgeon", "anaes") or (role in ("gic", "fert") and r.random() < 0.6) or (
                role == "psych" and r.random() < 0.4)
            docish = [x for x in creds if any(k in x for k in DOCTORISH)]
            other = [x for x in creds if x not in docish]
            if dr and not docish:
                dr = False
            if not dr and not other:
                dr = True
            self._docs[role] = Person(g, f, mid, "Dr" if dr else None, r.choice(docish if dr else other), role)
        return self._docs[role]

    def Dr(self, role, style=None):
        d, r = self.doc(role), self.rng
        us = self.c != "UK"
        if style is None:
            opts = ["title_family", "title_full", "full_cred", "init_family", "full"]
            if not d.title:
                opts = ["full", "full_cred", "full_cred", "init_family_cred", "given"]
            style = r.choice(opts)
        t = (d.title + (r.choice([".", ""]) if us else r.choice(["", "", "."]))) if d.title else None
        if style == "title_family":
            return [t + " ", (d.family, "DOCTOR")] if t else (d.given + " " + d.family, "DOCTOR")
        if style == "title_full":
            return [t + " ", (d.given + " " + d.family, "DOCTOR")] if t else (d.given + " " + d.family, "DOCTOR")
        if style == "full_cred":
            return [(d.given + " " + d.family, "DOCTOR"), ", " + d.cred]
        if style == "init_family_cred":
            return [(d.given[0] + ". " + d.family, "DOCTOR"), ", " + d.cred]
        if style == "sig":
            return [(d.given + " " + (d.middle[0] + ". " if d.middle else "") + d.family, "DOCTOR"), ", " + d.cred]
        if style == "last_first":
            return (d.family + ", " + d.given, "DOCTOR")
        if style in ("initials", "INITIALS"):
            fam = "".join(ch for ch in d.family if ch.isalpha())
            ini = d.given[0] + fam[0]
            if ini.lower() in COMMON2:
                ini = d.given[0] + fam[:2]
            return (ini.lower() if style == "initials" else ini.upper(), "DOCTOR")
        return name_pieces(d, "DOCTOR", style)

    def fam(self, rel):
        if rel not in self._fam:
            r = self.rng
            if rel in ("mother", "sister", "aunt", "grandmother", "wife"):
                pool = P.FEM
            elif rel in ("father", "brother", "husband", "uncle"):
                pool = P.MASC
            else:
                pool = r.choice([P.FEM, P.MASC, P.NEUT])
            g = r.choice(pool)
            f = self.pt.family if rel in ("mother", "father", "brother", "sister", "sibling", "grandmother", "aunt") \
                and r.random() < 0.7 else r.choice(P.SUR)
            self._fam[rel] = Person(g, f, None, None, None, rel)
        return self._fam[rel]

    def F(self, rel, style=None):
        if style is None:
            style = self.rng.choice(["given", "given", "given", "full"])
        return name_pieces(self.fam(rel), "FAMILY", style)

    # ---- places ------------------------------------------------------
    def site(self, kind):
        if kind not in self._sites:
            self._sites[kind] = phi.hospital(self.rng, kind)
        return self._sites[kind]

    def S(self, kind):
        return (self.site(kind), "HOSPITAL")

    def ORG(self, kind, key=None):
        key = key or kind
        if key not in self._sites:
            self._sites[key] = phi.org(self.rng, kind)
        return (self._sites[key], "ORGANIZATION")

    def ADDR(self, style=None):
        r = self.rng
        st = self.state_ab if (self.c != "UK" and r.random() < 0.75) else self.state
        style = style or r.choice(["line", "block"])
        sep = "\n" if style == "block" else ", "
        if self.c == "UK":
            parts = [(self.street, "STREET"), sep, (self.city, "CITY")]
            if r.random() < 0.5:
                parts += [sep, (self.state, "CITY")]
            parts += [sep if style == "block" else " ", (self.zip, "ZIP")]
            return parts
        return [(self.street, "STREET"), sep, (self.city, "CITY"), ", ", (st, "STATE"),
                r.choice([" ", "  "]), (self.zip, "ZIP")]

    def CITY(self):
        return (self.city, "CITY")

    def STATE(self, abbr=None):
        if abbr is None:
            abbr = self.rng.random() < 0.5
        if self.c == "UK":
            return (self.state, "CITY")
        return (self.state_ab if abbr else self.state, "STATE")

    def COUNTRY(self, foreign=True):
        if foreign:
            v = self.rng.choice(P.COUNTRIES)
            return ["the ", (v, "COUNTRY")] if v in ("Netherlands", "Philippines") else (v, "COUNTRY")
        v = self.rng.choice(P.HOME_COUNTRY[self.c])
        if v in ("UK", "US", "USA", "United Kingdom", "United States"):
            return ["the ", (v, "COUNTRY")]
        return (v, "COUNTRY")

    # ---- dates / ages ------------------------------------------------
    def date_style(self, kind="full"):
        r = self.rng
        if kind == "full":
            return r.choice(phi.FULL[self.c])
        if kind == "partial":
            return r.choice(phi.PARTIAL[self.c])
        if kind == "wd":
            return r.choice(phi.WD[self.c])
        return r.choice(phi.FULL[self.c] * 2 + phi.PARTIAL[self.c])

    def D(self, dt=None, kind="full", style=None):
        dt = dt or self.visit
        return (phi.fmt_date(dt, style or self.date_style(kind)), "DATE")

    def ago(self, lo, hi):
        return datetime.date.fromordinal(self.visit.toordinal() - self.rng.randint(lo, hi))

    def ahead(self, lo, hi):
        return datetime.date.fromordinal(self.visit.toordinal() + self.rng.randint(lo, hi))

    def A(self, n=None, form=None):
        n = self.age if n is None else n
        r = self.rng
        forms = ["{}-year-old", "{} yo", "{}yo", "{} y/o", "{} year old", "{}-yr-old", "{} yrs", "{}y", "words"]
        form = form or r.choice(forms)
        if form == "words":
            return [(phi.words(n), "AGE"), "-year-old"]
        a, b = form.split("{}")
        return [a, (str(n), "AGE"), b]

    def aA(self, n=None, form=None):
        """Age with its indefinite article: 'an 18-year-old', 'a 34 year old'."""
        n = self.age if n is None else n
        art = "an" if (str(n).startswith("8") or n in (11, 18)) else "a"
        return [art + " "] + self.A(n, form)

    def PROF_A(self):
        art = "an" if self.prof[0].lower() in "aeiou" else "a"
        return [art + " ", (self.prof, "PROFESSION")]

    def time(self):
        r = self.rng
        h, m = r.randint(7, 19), r.choice([0, 5, 10, 15, 20, 30, 35, 40, 45, 50, 55, r.randint(0, 59)])
        f = r.choice(["%02d:%02d", "%02d%02d", "%d:%02d"])
        s = f % (h, m)
        if f == "%d:%02d" and self.c != "UK":
            s = "%d:%02d %s" % ((h - 1) % 12 + 1, m, "PM" if h >= 12 else "AM")
        return s

    # ---- identifiers / contacts --------------------------------------
    def idv(self, key, maker):
        if key not in self._ids:
            self._ids[key] = maker(self.rng)
        return self._ids[key]

    def MRN(self):
        r = self.rng
        fmts = [lambda r: rand_digits(r, 8), lambda r: "%s%s" % (rand_letters(r, 1), rand_digits(r, 7)),
                lambda r: "%s-%s" % (rand_digits(r, 3), rand_digits(r, 5)), lambda r: "MR" + rand_digits(r, 6),
                lambda r: rand_digits(r, 7), lambda r: "00" + rand_digits(r, 7), lambda r: "E" + rand_digits(r, 9)]
        return (self.idv("mrn", r.choice(fmts)), "MRN")

    def NHS(self):
        """UK NHS / Canadian provincial health number; see README for the type decision."""
        if self.c == "UK":
            return (self.idv("nhs", lambda r: "999 %s %s" % (rand_digits(r, 3), rand_digits(r, 4))), "MRN")
        return (self.idv("hc", lambda r: "%s-%s-%s-%s" % (rand_digits(r, 4), rand_digits(r, 3), rand_digits(r, 3),
                                                         rand_letters(r, 2))), "HEALTHPLAN")

    def HP(self, key="member"):
        fm = [lambda r: rand_letters(r, 3) + rand_digits(r, 6), lambda r: "W" + rand_digits(r, 9),
              lambda r: "%s%s-%s" % (rand_letters(r, 2), rand_digits(r, 5), rand_digits(r, 2)),
              lambda r: rand_digits(r, 11), lambda r: "M" + rand_digits(r, 8) + "-01"]
        if key == "group":
            fm = [lambda r: "GRP-" + rand_digits(r, 5), lambda r: rand_digits(r, 6), lambda r: "G" + rand_digits(r, 7)]
        return (self.idv("hp_" + key, self.rng.choice(fm)), "HEALTHPLAN")

    def ACCT(self, key="acct"):
        fm = [lambda r: "%s-%s" % (rand_digits(r, 4), rand_digits(r, 4)), lambda r: "E" + rand_digits(r, 10),
              lambda r: rand_digits(r, 10), lambda r: "V%s" % rand_digits(r, 8), lambda r: "FIN" + rand_digits(r, 8),
              lambda r: "%d-%s" % (r.randint(19, 25), rand_digits(r, 7))]
        return (self.idv("acct_" + key, self.rng.choice(fm)), "ACCOUNT")

    def LIC(self, role, kind=None):
        r = self.rng
        kind = kind or ({"UK": "gmc", "US": "npi", "CA": "cpso"}[self.c])
        fm = {"gmc": lambda r: rand_digits(r, 7), "npi": lambda r: "1" + rand_digits(r, 9),
              "dea": lambda r: rand_letters(r, 2, "ABFGM") + rand_digits(r, 7), "cpso": lambda r: rand_digits(r, 5),
              "nmc": lambda r: "%s%s%s%s" % (rand_digits(r, 2), rand_letters(r, 1), rand_digits(r, 4), rand_letters(r, 1)),
              "gphc": lambda r: "20" + rand_digits(r, 5), "state": lambda r: "%s.%s" % (rand_letters(r, 2), rand_digits(r, 6))}
        return (self.idv("lic_%s_%s" % (role, kind), fm[kind]), "LICENSE")

    def IDN(self, key, prefix=None):
        r = self.rng
        fm = [lambda r: "%s%02d-%s" % (rand_letters(r, 1), r.randint(19, 25), rand_digits(r, 5)),
              lambda r: rand_digits(r, 9), lambda r: "%s%s" % (rand_letters(r, 2), rand_digits(r, 7)),
              lambda r: "%d-%s-%s" % (r.randint(2019, 2025), rand_letters(r, 2), rand_digits(r, 5))]
        if prefix:
            fm = [lambda r: prefix + rand_digits(r, r.choice([6, 7, 8]))]
        return (self.idv("idn_" + key, r.choice(fm)), "IDNUM")

    def PH(self, key="home", typ="PHONE"):
        if key not in self._ph:
            mobile = key in ("mobile", "cell", "fam")
            num = phi.phone(self.rng, self.c, mobile)
            if key in ("clinic", "office", "dept"):
                num = phi.with_ext(self.rng, num)
            self._ph[key] = num
        return (self._ph[key], typ)

    def FAX(self, key="fax"):
        return self.PH(key, "FAX")

    def _email(self):
        r = self.rng
        g, f = self.pt.given.lower(), self.pt.family.lower().replace("'", "")
        local = r.choice(["%s.%s" % (g, f), "%s%s" % (g[0], f), "%s_%s%d" % (g, f[:4], r.randint(1, 99)),
                          "%s%d" % (g, r.randint(80, 2005)), "%s.%s" % (f, g[0])])
        return local + "@" + r.choice(["example.com", "example.net", "example.org", "mail.example.com"])

    def EMAIL(self):
        return (self.email, "EMAIL")

    def clinic_email(self, kind="gic"):
        k = "email_" + kind
        if k not in self._ph:
            base = phi.slug(self.site(kind)).split("-")[0]
            self._ph[k] = self.rng.choice(["%s.%s@example.org", "%s-%s@example.net", "%s@%s.example.org"]) % (
                self.rng.choice(["admin", "referrals", "gic", "endo", "bookings", "nurse", "pharmacy"]), base)
        return (self._ph[k], "EMAIL")

    def _user(self):
        r = self.rng
        g, f = self.pt.given.lower(), self.pt.family.lower().replace("'", "").replace("-", "")
        return r.choice(["%s%s%d" % (g[0], f[:7], r.randint(1, 99)), "%s_%s" % (g, f[:3]), "%s.%s" % (g, f),
                         "%s%d" % (g, r.randint(1, 999)), "%s%s" % (f[:5], g[:2])])

    def USER(self):
        return (self.user, "USERNAME")

    def URL(self, kind="gic"):
        k = "url_" + kind
        if k not in self._ph:
            r = self.rng
            base = phi.slug(self.site(kind) if kind in ("gic", "hosp", "surg", "fert", "slt", "gp", "pharm") else kind)
            self._ph[k] = r.choice(["www.example.org/%s", "https://%s.example.net", "example.com/%s/portal",
                                    "https://portal.example.org/%s", "www.%s.example.com", "http://example.net/%s/info"]) % base
        return (self._ph[k], "URL")

    def IP(self):
        return (phi.ipaddr(self.rng), "IPADDR")

    def PROF(self):
        return (self.prof, "PROFESSION")
