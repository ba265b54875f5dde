"""Per-note case context: country, site, people and identifiers, plus helpers that
return (value, TYPE) tuples ready for Doc.put()."""
import pools_names as PN
import pools_places as PP
import pools_terms as PT
import fmt as F


class Case:
    def __init__(self, rng, country, lower):
        self.rng = rng
        self.country = country
        self.lower = lower
        self.ds = rng.choice(F.date_styles(country))
        self.base = F.rand_date(rng)
        self.used_last = set()
        self.mrn_pat = rng.randrange(6)
        self.acc_style = rng.randrange(6)
        self.hosp = self.hospital()
        self.hosp2 = self.hospital()
        self.hosp_city = self.city()
        st, ab = self.state(self.hosp_city)
        self.hosp_state, self.hosp_state_ab = st, ab
        self.hosp_street = F.street(rng, country, PP.STREET_NAMES, PP.STREET_TYPES)
        self.hosp_zip = F.postcode(rng, country, self.hosp_city, ab)
        self.hosp_phone = F.phone(rng, country)
        self.hosp_fax = F.phone(rng, country)
        wards = sorted(set(PP.WARDS))
        rng.shuffle(wards)
        self.wards = wards[:4]
        self.ward = self.wards[0]
        self.building = rng.choice(PP.BUILDINGS)
        self.ipc_email = F.team_email(rng, rng.choice(["ipc", "infection.control", "ipcteam",
                                                        "infectionprevention", "ipc.office"]), self.hosp)
        self.pub = PT.PUBLIC_BODIES[country]
        if country in ("United States", "Canada"):
            self.mrn_label = rng.choice(["MRN", "MRN", "Med Rec #", "Chart #"])
        elif country == "Australia":
            self.mrn_label = rng.choice(["UR", "URN", "MRN"])
        elif country == "New Zealand":
            self.mrn_label = "NHI"
        elif country == "Ireland":
            self.mrn_label = rng.choice(["MRN", "Hospital No.", "Chart No."])
        else:
            self.mrn_label = rng.choice(["Hospital No.", "Hosp No", "MRN", "Unit No."])
        self.scot = country == "United Kingdom" and rng.random() < 0.15

    # ------------------------------------------------------------ places
    def hospital(self):
        pat = self.rng.choice(PP.HOSP_PATTERNS[self.country])
        return pat.format(s=self.rng.choice(PP.HOSP_STEMS), saint=self.rng.choice(PP.SAINTS))

    def city(self):
        return self.rng.choice(PP.CITIES[self.country])

    def state(self, city):
        if self.country in PP.CITY_STATE:
            return PP.CITY_STATE[self.country][city]
        return (None, None)

    # ------------------------------------------------------------ people
    def _last(self):
        for _ in range(20):
            ln = self.rng.choice(PN.SURNAMES)
            if ln not in self.used_last:
                break
        self.used_last.add(ln)
        return ln

    def person(self, typ, sex=None, lo=18, hi=96, age=None):
        rng = self.rng
        sex = sex or rng.choice("FM")
        first = rng.choice(PN.FIRST_F if sex == "F" else PN.FIRST_M)
        p = {"typ": typ, "sex": sex, "first": first, "last": self._last(),
             "mi": rng.choice("ABCDEFGHJKLMNPRSTW")}
        if age is None:
            age = rng.randrange(lo, hi + 1)
        p["age"] = age
        p["ttl"] = "Mr" if sex == "M" else rng.choice(["Mrs", "Ms", "Mrs", "Miss"])
        p["dob"] = F.add(self.base, -(age * 365 + rng.randrange(1, 360)))
        if typ == "PATIENT":
            self._patient_ids(p)
        return p

    def _patient_ids(self, p):
        rng, c = self.rng, self.country
        p["mrn"] = F.mrn(rng, c, self.mrn_pat)
        p["nat"] = None
        if c == "United Kingdom":
            p["nat"] = ("CHI", F.chi(p["dob"], rng), "MRN") if self.scot else ("NHS No.", F.nhs_no(rng), "MRN")
        elif c == "Canada":
            p["nat"] = (rng.choice(["OHIP", "Health Card", "PHN"]), F.healthplan(rng, c), "HEALTHPLAN")
        elif c == "Australia":
            p["nat"] = ("Medicare No.", F.healthplan(rng, c), "HEALTHPLAN")
        elif c == "United States":
            p["nat"] = (rng.choice(["Member ID", "Ins. ID", "Policy #"]), F.healthplan(rng, c), "HEALTHPLAN")
        elif c == "Ireland" and rng.random() < 0.5:
            p["nat"] = (rng.choice(["Medical Card No.", "GMS No."]), F.healthplan(rng, c), "HEALTHPLAN")
        p["street"] = F.street(rng, c, PP.STREET_NAMES, PP.STREET_TYPES)
        p["city"] = self.city()
        st, ab = self.state(p["city"])
        p["state"], p["state_ab"] = st, ab
        p["zip"] = F.postcode(rng, c, p["city"], ab)
        p["county"] = PP.COUNTY_OF.get(p["city"])
        p["phone"] = F.phone(rng, c, rng.choice(["land", "mobile"]))
        prof = rng.choice(PP.PROFESSIONS)
        if p["age"] >= 70:
            if prof in ("student", "nursery worker", "childminder", "barista"):
                prof = "farmer"
            if not prof.startswith("retired"):
                prof = "retired " + prof
        elif prof.startswith("retired") and p["age"] < 55:
            prof = prof[8:]
        if prof == "student" and p["age"] > 35:
            prof = "cashier"
        p["prof"] = prof
        p["acct"] = F.account(rng, c)

    def kin(self, p):
        """a relative of p (FAMILY) with an age-consistent relationship in f['rel'];
        shares the surname more often than not."""
        rng, age = self.rng, p["age"]
        opts = ["spouse", "sibling"]
        if age >= 40:
            opts += ["child", "child"]
        if age >= 65:
            opts += ["grandchild", "nibling"]
        if age <= 55:
            opts += ["parent"]
        kind = rng.choice(opts)
        if kind == "spouse":
            a = age + rng.randrange(-6, 7)
        elif kind == "sibling":
            a = age + rng.randrange(-8, 9)
        elif kind == "child":
            a = age - rng.randrange(22, 36)
        elif kind == "grandchild":
            a = age - rng.randrange(45, 60)
        elif kind == "nibling":
            a = age - rng.randrange(15, 35)
        else:
            a = age + rng.randrange(20, 34)
        a = max(18, min(a, 99))
        f = self.person("FAMILY", age=a)
        if kind == "spouse":
            f["sex"] = "F" if p["sex"] == "M" and rng.random() < 0.9 else ("M" if rng.random() < 0.9 else "F")
            f["first"] = rng.choice(PN.FIRST_F if f["sex"] == "F" else PN.FIRST_M)
            f["ttl"] = "Mrs" if f["sex"] == "F" else "Mr"
        words = {"spouse": ("wife", "husband"), "sibling": ("sister", "brother"), "child": ("daughter", "son"),
                 "grandchild": ("granddaughter", "grandson"), "nibling": ("niece", "nephew"),
                 "parent": ("mother", "father")}[kind]
        f["rel"] = words[0] if f["sex"] == "F" else words[1]
        if kind == "spouse" and rng.random() < 0.2:
            f["rel"] = "partner"
        if rng.random() < 0.6 or kind in ("child", "parent") and rng.random() < 0.5:
            f["last"] = p["last"]
        return f

    def staff(self, role, nurse=False):
        p = self.person("DOCTOR")
        p["role"] = role
        p["lic"] = F.license(self.rng, self.country, nurse)
        p["email"] = F.email(self.rng, p["first"], p["last"])
        p["bleep"] = F.bleep(self.rng)
        p["user"] = F.username(self.rng, p["first"], p["last"], self.rng.choice(PN.USER_SUFFIX))
        return p

    # ------------------------------------------------------------ rendering helpers
    def N(self, p, style=None):
        """name span (no title) in a given style."""
        rng = self.rng
        if style is None:
            style = rng.choice(["fl", "fl", "fl", "fml", "fil"])
        f, l_, mi = p["first"], p["last"], p["mi"]
        if style == "fl":
            v = "%s %s" % (f, l_)
        elif style == "fml":
            v = "%s %s. %s" % (f, mi, l_)
        elif style == "fil":
            v = "%s. %s" % (f[0], l_)
        elif style == "LF":
            v = "%s, %s" % (l_.upper(), f.upper())
        elif style == "LFM":
            v = "%s, %s %s" % (l_.upper(), f.upper(), mi)
        elif style == "Lf":
            v = "%s, %s" % (l_, f)
        elif style == "FL":
            v = "%s %s" % (f, l_.upper())
        elif style == "ini":
            v = "%s%s" % (f[0], l_[0])
        elif style == "ini.":
            v = "%s.%s." % (f[0], l_[0])
        elif style == "f":
            v = PN.NICK.get(f, f) if rng.random() < 0.3 else f
        elif style == "l":
            v = l_
        elif style == "lo":
            v = ("%s%s" % (f[0], l_[0])).lower()
        else:
            raise ValueError(style)
        return (v, p["typ"])

    def title(self, p):
        t = "Dr" if p["typ"] == "DOCTOR" else p["ttl"]
        if self.country in ("United States", "Canada") and t != "Miss":
            t += "."
        return t + " "

    def TN(self, p):
        """title + surname: ['Mrs ', ('Baker', 'PATIENT')]"""
        return [self.title(p), (p["last"], p["typ"])]

    def rel(self, p):
        """relationship word matching the relative's sex."""
        if "rel" in p:
            return p["rel"]
        if p["sex"] == "F":
            return self.rng.choice(["wife", "daughter", "mother", "sister", "niece", "partner", "daughter"])
        return self.rng.choice(["husband", "son", "father", "brother", "nephew", "partner", "son"])

    def gp_label(self):
        if self.country == "United States":
            return "PCP"
        if self.country == "Canada":
            return self.rng.choice(["Family physician", "FP"])
        return "GP"

    def D(self, dt, style=None):
        return (F.fd(dt, style or self.ds), "DATE")

    def DL(self, dt):
        return (F.fd_long(dt, self.country), "DATE")

    def DS(self, dt, wd=None):
        if wd is None:
            wd = self.rng.random() < 0.35
        return (F.fd_short(dt, self.country, wd), "DATE")

    def A(self, p, word=False):
        return (F.words(p["age"]) if word else str(p["age"]), "AGE")

    def sexage(self, p):
        """'78F' / '78 yo M' / '78-year-old woman' as list of items"""
        r = self.rng.randrange(5)
        a = (str(p["age"]), "AGE")
        sx = p["sex"]
        if r == 0:
            return [a, sx]
        if r == 1:
            return [a, " " + sx]
        if r == 2:
            return [a, " yo " + sx]
        if r == 3:
            if self.rng.random() < 0.3:
                return [(F.words(p["age"]), "AGE"), "-year-old " + ("woman" if sx == "F" else "man")]
            return [a, "-year-old " + ("woman" if sx == "F" else "man")]
        if self.rng.random() < 0.4:
            return [("man" if sx == "M" else "woman") + " aged ", (F.words(p["age"]), "AGE")]
        return [a, "y " + sx]

    def ID(self, p):
        return (p["mrn"], "MRN")

    def addr(self, p, sep=", "):
        c = self.country
        out = [(p["street"], "STREET"), sep, (p["city"], "CITY")]
        if c == "United Kingdom":
            if p.get("county") and self.rng.random() < 0.3:
                out += [sep, (p["county"], "CITY")]
            out += [sep if sep != ", " else " ", (p["zip"], "ZIP")]
        elif c == "Ireland":
            if p.get("county") and p["county"] != p["city"]:
                out += [sep, "Co. ", (p["county"], "CITY")]
            out += [sep, (p["zip"], "ZIP")]
        elif c in ("United States", "Canada", "Australia"):
            out += [", " if sep == ", " else sep, (p["state_ab"], "STATE"), " ", (p["zip"], "ZIP")]
        else:
            if self.rng.random() < 0.4 and p["state"] != p["city"]:
                out += [sep, (p["state"], "STATE")]
            out += [" ", (p["zip"], "ZIP")]
        return out

    def hosp_addr(self, sep=", "):
        q = {"street": self.hosp_street, "city": self.hosp_city, "state": self.hosp_state,
             "state_ab": self.hosp_state_ab, "zip": self.hosp_zip,
             "county": PP.COUNTY_OF.get(self.hosp_city)}
        return self.addr(q, sep)

    def nat(self, p, sep=": "):
        if not p.get("nat"):
            return []
        lab, val, typ = p["nat"]
        return [lab + sep, (val, typ)]

    def lic(self, s):
        return [s["lic"][0] + " ", (s["lic"][1], "LICENSE")]

    def bw(self):
        return "pager" if self.country in ("United States", "Canada") else self.rng.choice(["bleep", "bleep", "pager"])

    def phone(self, kind="land"):
        return (F.phone(self.rng, self.country, kind), "PHONE")

    def bleep(self, s=None):
        return (s["bleep"] if s else F.bleep(self.rng), "PHONE")

    def acc(self, dt=None):
        return (F.accession(self.rng, dt or self.base, self.acc_style), "IDNUM")

    def pick(self, seq):
        return self.rng.choice(seq)

    def chance(self, p):
        return self.rng.random() < p
