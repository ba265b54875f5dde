"""Case context: one fictional patient with care team, places and identifiers,
plus renderers that return lists of pieces (plain str / (value, TYPE))."""
import phi
import pools_names as PN
import pools_places as PP


class Person:
    def __init__(self, first, last, sex, middle=None, role=None):
        self.first, self.last, self.sex, self.middle, self.role = first, last, sex, middle, role

    @property
    def full(self):
        return "%s %s" % (self.first, self.last)


def make_person(rng, sex=None, staff=False, role=None):
    if sex is None:
        sex = rng.choice("MF")
    first = rng.choice(PN.MALE if sex == "M" else PN.FEMALE)
    pool = PN.STAFF_SURNAMES + PN.SURNAMES if staff else PN.SURNAMES
    last = rng.choice(pool)
    if not staff and rng.random() < 0.06:
        last = "%s-%s" % (last, rng.choice(PN.SURNAMES))
    middle = rng.choice(PN.MIDDLE_INITIALS) if rng.random() < 0.45 else None
    return Person(first, last, sex, middle, role)


def title_for(rng, p, country):
    dot = "." if country in ("US", "CA") else ""
    if p.sex == "M":
        return "Mr" + dot
    return rng.choice(["Mrs", "Ms", "Miss", "Ms"]) + dot


def render(rng, p, typ, style=None, country="UK"):
    """Render a person name; returns a list of pieces."""
    styles = ["full", "full", "fml", "title_last", "title_full", "LAST_first", "Last_first",
              "F_last", "first", "initials", "CAPS", "first_LAST"]
    if style is None:
        style = rng.choice(styles)
    f, l, m = p.first, p.last, p.middle
    if style == "full":
        return [(f + " " + l, typ)]
    if style == "fml":
        return [("%s %s. %s" % (f, m, l) if m else "%s %s" % (f, l), typ)]
    if style == "title_last":
        return [title_for(rng, p, country) + " ", (l, typ)]
    if style == "title_full":
        return [title_for(rng, p, country) + " ", (f + " " + l, typ)]
    if style == "LAST_first":
        return [("%s, %s%s" % (l.upper(), f.upper(), (" " + m) if m else ""), typ)]
    if style == "Last_first":
        return [("%s, %s%s" % (l, f, (" " + m + ".") if m else ""), typ)]
    if style == "F_last":
        return [("%s. %s" % (f[0], l) if rng.random() < 0.6 else "%s %s" % (f[0], l), typ)]
    if style == "first":
        return [(f, typ)]
    if style == "last":
        return [(l, typ)]
    if style == "initials":
        ini = f[0] + (m or "") + l[0]
        return [(".".join(ini) + "." if rng.random() < 0.5 else ini, typ)]
    if style == "CAPS":
        return [("%s %s" % (f.upper(), l.upper()), typ)]
    if style == "first_LAST":
        return [("%s %s" % (f, l.upper()), typ)]
    if style == "nick":
        return [(PN.NICKNAMES.get(f, f), typ)]
    raise ValueError(style)


def dr(rng, p, style=None):
    """Clinician name with title/credential outside the span."""
    styles = ["Dr_last", "Dr_full", "Dr_F_last", "full_cred", "full", "Prof_last", "last_cred_caps"]
    if style is None:
        style = rng.choice(styles)
    f, l = p.first, p.last
    if style == "Dr_last":
        return ["Dr ", (l, "DOCTOR")]
    if style == "Dr.":
        return ["Dr. ", (l, "DOCTOR")]
    if style == "Dr_full":
        return [rng.choice(["Dr ", "Dr. "]), (f + " " + l, "DOCTOR")]
    if style == "Dr_F_last":
        return ["Dr ", ("%s %s" % (f[0], l) if rng.random() < 0.5 else "%s. %s" % (f[0], l), "DOCTOR")]
    if style == "full_cred":
        cred = {"nurse": rng.choice(["RN", "CNS", "RGN", "NP", "BN RN"]),
                "pharmacist": rng.choice(["PharmD", "RPh", "MRPharmS", "BPharm"]),
                "sonographer": rng.choice(["RDMS", "AMS", "DMU"])}.get(p.role, rng.choice(["MD", "MBChB FRCP", "FRACP", "FRCPC", "MBBS"]))
        return [(f + " " + l, "DOCTOR"), ", " + cred if rng.random() < 0.6 else " " + cred]
    if style == "full":
        return [(f + " " + l, "DOCTOR")]
    if style == "Prof_last":
        return [rng.choice(["Prof ", "Professor "]), (l, "DOCTOR")]
    if style == "last_cred_caps":
        return [("%s, %s" % (l.upper(), f), "DOCTOR")]
    if style == "first":
        return [(f, "DOCTOR")]
    if style == "initials":
        return [((f[0] + l[0]).upper(), "DOCTOR")]
    if style == "initials_lc":
        return [((f[0] + l[0]).lower(), "DOCTOR")]
    raise ValueError(style)


REL_M = ["husband", "partner", "son", "brother", "father", "uncle", "nephew", "friend",
         "neighbour", "stepson", "grandson", "cousin"]
REL_F = ["wife", "partner", "daughter", "sister", "mother", "aunt", "niece", "friend",
         "neighbour", "stepdaughter", "granddaughter", "sister-in-law"]


HP_KINDS = {"UK": ["nhs", "nhs", "nhs", "nhs", "chi"], "AU": ["medicare", "medicare", "medicare", "ihi", "dva"],
            "CA": ["ohip", "ohip", "phn", "ramq", "hcn"], "US": ["member", "member", "medicaid", "mbi"]}
HP_LABELS = {
    "nhs": ["NHS No:", "NHS Number:", "NHS no.", "NHS #"], "chi": ["CHI:", "CHI No."],
    "medicare": ["Medicare No:", "Medicare:", "Medicare card", "Medicare #"], "ihi": ["IHI:", "IHI"],
    "dva": ["DVA file no.", "DVA No:"], "ohip": ["OHIP #", "Health card:", "OHIP:"], "phn": ["PHN:", "BC PHN"],
    "ramq": ["RAMQ:", "Health Card No."], "hcn": ["HCN:", "Health card #"],
    "member": ["Member ID:", "Ins ID:", "Subscriber ID", "Policy #"], "medicaid": ["Medicaid ID:", "Medicaid #"],
    "mbi": ["MBI:", "Medicare MBI"],
}


class Ctx:
    def __init__(self, rng, country, visit=None):
        self.rng = rng
        self.country = country
        r = rng
        self.pt = make_person(r)
        self.visit = visit or phi.rand_date(r)
        self.age = r.randint(24, 88) if r.random() < 0.93 else r.randint(89, 97)
        self.dob = phi.dob_for_age(r, self.visit, self.age)
        self.age = phi.age_on(self.dob, self.visit)
        self.sex = self.pt.sex
        self.dstyle = r.choice(phi.date_styles(country))
        # home
        self.home = self.address()
        # hospital
        hplace = self.place()
        stem = r.choice(PP.HOSP_STEMS) if r.random() < 0.75 else r.choice(PP.SAINTS)
        self.hosp = "%s %s" % (stem, r.choice(PP.HOSP_SUFFIX[country]))
        self.hosp_abbr = "".join(w[0] for w in self.hosp.replace("'s", "").split() if w[0].isupper())
        self.hosp_place = hplace
        self.hosp_street = "%d %s %s" % (r.randint(1, 400), r.choice(PP.STREET_WORDS),
                                         r.choice(PP.STREET_SUFFIX[country]))
        self.hosp_zip = phi.postcode(r, country, hplace[3])
        self.hosp_phone = phi.phone(r, country, mobile=False)
        self.hosp_fax = phi.phone(r, country, mobile=False)
        self.stem = phi.slug(stem.split()[0].replace("'s", ""))
        # team
        self.cons = make_person(r, staff=True, role="doctor")
        self.reg = make_person(r, staff=True, role="doctor")
        self.cns = make_person(r, staff=True, role="nurse")
        self.nurse2 = make_person(r, staff=True, role="nurse")
        self.pharm = make_person(r, staff=True, role="pharmacist")
        self.sec = make_person(r, staff=True, role="clerk")
        self.sono = make_person(r, staff=True, role="sonographer")
        self.gp = make_person(r, staff=True, role="doctor")
        gstem = r.choice(PP.STREET_WORDS + PP.HOSP_STEMS)
        self.gp_practice = "%s %s" % (gstem, r.choice(PP.PRACTICE_SUFFIX[country]))
        self.gp_place = self.place() if r.random() < 0.4 else self.home[1]
        self.gp_street = "%d %s %s" % (r.randint(1, 250), r.choice(PP.STREET_WORDS),
                                       r.choice(PP.STREET_SUFFIX[country]))
        self.gp_zip = phi.postcode(r, country, self.gp_place[3])
        self.gp_phone = phi.phone(r, country, mobile=False)
        self.gp_fax = phi.phone(r, country, mobile=False)
        # family
        self.family = []
        for _ in range(3):
            s = r.choice("MF")
            rel = r.choice(REL_M if s == "M" else REL_F)
            if self.age > 62 and rel in ("father", "mother", "uncle", "aunt"):
                rel = r.choice(["son", "grandson"] if s == "M" else ["daughter", "granddaughter"])
            if self.age < 40 and rel in ("grandson", "granddaughter"):
                rel = "brother" if s == "M" else "sister"
            fp = make_person(r, sex=s)
            if rel in ("son", "daughter", "brother", "sister", "father", "mother") and r.random() < 0.7:
                fp.last = self.pt.last
            if rel in ("husband", "wife") and r.random() < 0.6:
                fp.last = self.pt.last
            self.family.append((rel, fp))
        self.job = r.choice(PP.PROFESSIONS)
        self.employer = r.choice(PP.EMPLOYERS)
        # identifiers (stable within a note)
        self.mrn = phi.mrn(r, country)
        self.hp_kind = r.choice(HP_KINDS[country])
        self.hp = phi.healthplan_kind(r, self.hp_kind)
        self.acct = phi.account(r, country)
        self.ssn = phi.ssn(r, country)
        self.pt_phone = phi.phone(r, country)
        self.pt_mobile = phi.phone(r, country, mobile=True)
        self.pt_email = phi.email(r, self.pt.first, self.pt.last)

    # ---- places
    def place(self):
        r, c = self.rng, self.country
        if c == "UK":
            t, county, pc = r.choice(PP.UK_TOWNS)
            return (t, county, county, pc)
        if c == "US":
            return r.choice(PP.US_CITIES)
        if c == "AU":
            return r.choice(PP.AU_TOWNS)
        return r.choice(PP.CA_CITIES)

    def street(self):
        r, c = self.rng, self.country
        num = r.randint(1, 9 if r.random() < 0.2 else 2400 if c in ("US", "CA") else 180)
        base = "%d %s %s" % (num, r.choice(PP.STREET_WORDS), r.choice(PP.STREET_SUFFIX[c]))
        if r.random() < 0.3:
            if c == "UK":
                base = "Flat %d, %s" % (r.randint(1, 24), base)
            elif c == "US":
                base = "%s, Apt %d%s" % (base, r.randint(1, 30), r.choice(["", "A", "B", "C"]))
            elif c == "AU":
                base = "%d/%s" % (r.randint(1, 12), base) if r.random() < 0.6 else "Unit %d, %s" % (r.randint(1, 12), base)
            else:
                base = "%s, Unit %d" % (base, r.randint(101, 1808))
        return base

    def address(self):
        pl = self.place()
        return (self.street(), pl, phi.postcode(self.rng, self.country, pl[3]))

    def addr_pieces(self, addr=None, sep=", ", multiline=False):
        street, pl, z = addr or self.home
        r, c = self.rng, self.country
        s = "\n" if multiline else sep
        if c == "UK":
            out = [(street, "STREET"), s, (pl[0], "CITY")]
            if r.random() < 0.5 and pl[1] != pl[0]:
                out += [s if multiline else ", ", (pl[1], "CITY")]
            out += [s if multiline else ", ", (z, "ZIP")]
            return out
        if c == "US":
            st = pl[1] if r.random() < 0.85 else pl[2]
            return [(street, "STREET"), s, (pl[0], "CITY"), ", ", (st, "STATE"), " ", (z, "ZIP")]
        if c == "AU":
            return [(street, "STREET"), s, (pl[0].upper() if r.random() < 0.4 else pl[0], "CITY"), " ",
                    (pl[1], "STATE"), " ", (z, "ZIP")]
        st = pl[1] if r.random() < 0.8 else pl[2]
        return [(street, "STREET"), s, (pl[0], "CITY"), ", ", (st, "STATE"), "  ", (z, "ZIP")]

    def hosp_addr(self, multiline=False):
        return self.addr_pieces((self.hosp_street, self.hosp_place, self.hosp_zip), multiline=multiline)

    def gp_addr(self, multiline=False):
        return self.addr_pieces((self.gp_street, self.gp_place, self.gp_zip), multiline=multiline)

    # ---- names
    def P(self, style=None):
        return render(self.rng, self.pt, "PATIENT", style, self.country)

    def D(self, who, style=None):
        return dr(self.rng, who, style)

    def F(self, i=0, style=None):
        rel, p = self.family[i % len(self.family)]
        if style is None:
            style = self.rng.choice(["first", "first", "full", "full", "title_last"])
        return render(self.rng, p, "FAMILY", style, self.country)

    def rel(self, i=0):
        return self.family[i % len(self.family)][0]

    def he(self):
        return "he" if self.sex == "M" else "she"

    def his(self):
        return "his" if self.sex == "M" else "her"

    def him(self):
        return "him" if self.sex == "M" else "her"

    # ---- dates / ids
    def d(self, date, alt=False):
        if alt:
            return (phi.date_any(self.rng, date, self.country), "DATE")
        return (phi.fdate(date, self.dstyle), "DATE")

    def dshort(self, date):
        return (phi.date_short(self.rng, date, self.country), "DATE")

    def dob_p(self):
        return self.d(self.dob)

    def sexch(self):
        return self.sex

    def hp_label(self):
        return self.rng.choice(HP_LABELS[self.hp_kind])

    def mrn_label(self):
        c, r = self.country, self.rng
        if c == "UK":
            return r.choice(["Hosp No:", "Hospital No.", "MRN:", "RXN:", "Unit No:", "K number:"])
        if c == "AU":
            return r.choice(["URN:", "UR No.", "MRN:", "UR:"])
        if c == "CA":
            return r.choice(["MRN:", "Chart #:", "MRN", "Hosp #:"])
        return r.choice(["MRN:", "MR#:", "MRN", "Med Rec #:"])

    def acct_label(self):
        return self.rng.choice(["Acct #:", "Encounter:", "CSN:", "Visit No:", "Episode:", "FIN:",
                                "Attendance No.", "Enc #"])
