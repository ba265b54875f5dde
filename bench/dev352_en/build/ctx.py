"""Per-note context: the patient, relatives, staff, sites and a pathway timeline."""
import phi
import places
import pools
from phi import N, add_days, digits, workday


def clin_time(r):
    return f"{r.randrange(7, 19):02d}:{r.randrange(0, 60):02d}"

SURG_TITLES = {"GB": ["Mr", "Mr", "Ms", "Miss", "Dr", "Prof"], "IE": ["Mr", "Ms", "Dr", "Prof"],
               "AU": ["Dr", "Dr", "Dr", "A/Prof"], "NZ": ["Dr", "Dr", "Mr"], "US": ["Dr."], "CA": ["Dr."]}
SURG_POST = {"GB": ["FRCOphth", "MB ChB FRCOphth", "FRCS(Ed)", "MRCOphth"], "IE": ["FRCSI", "MB BCh BAO FRCSI (Ophth)", "FRCOphth"],
             "AU": ["FRANZCO", "MBBS FRANZCO"], "NZ": ["FRANZCO", "MBChB FRANZCO"], "US": ["MD", "MD", "DO", "MD, FACS"],
             "CA": ["MD, FRCSC", "MD FRCSC", "MD"]}
OPTOM_POST = {"GB": ["MCOptom", "BSc(Hons) MCOptom", "Optometrist"], "IE": ["MAOI", "Optometrist"],
              "AU": ["B.Optom", "Optometrist"], "NZ": ["BOptom", "Optometrist"], "US": ["OD", "O.D."],
              "CA": ["OD", "O.D."]}
GP_WORD = {"GB": "GP", "IE": "GP", "AU": "GP", "NZ": "GP", "US": "PCP", "CA": "Family physician"}


class Ctx:
    def __init__(self, rng, cc, lower, kind="cataract"):
        self.rng, self.cc, self.lower, self.kind = rng, cc, lower, kind
        r = rng
        self.ds = r.choice(phi.date_styles(cc))
        self.ss = phi.short_style(cc, r)
        self.dob_style = r.choice(phi.date_styles(cc))
        self.pt = phi.new_person(r, pools)
        self.age = r.randrange(22, 48) if kind == "refractive" else r.choice(
            [r.randrange(52, 70), r.randrange(66, 86), r.randrange(66, 86), r.randrange(80, 97)])
        # timeline
        t0 = phi.rand_date(r)
        self.t_ref = workday(t0)
        self.t_pre = workday(add_days(t0, r.randrange(40, 220)))
        self.t_bio = self.t_pre if r.random() < 0.7 else workday(add_days(self.t_pre, r.randrange(1, 20)))
        self.t_op = workday(add_days(self.t_pre, r.randrange(14, 90)))
        self.t_op2 = workday(add_days(self.t_op, r.randrange(14, 70)))
        self.t_po = workday(add_days(self.t_op, r.randrange(21, 42)))
        self.t_now = workday(add_days(self.t_op, r.randrange(0, 3)))
        bday = r.randrange(1, 365)
        base = self.t_now if (self.t_now.month, self.t_now.day) != (2, 29) else add_days(self.t_now, -1)
        self.dob = add_days(base.replace(year=base.year - self.age - 1), bday)
        # demographics: most addresses of a note cluster around one home town/region
        self.home_city = r.choice(places.CITIES[cc])
        self.addr = self.new_addr()
        self.home = phi.phone(r, cc, "land")
        self.mob = phi.phone(r, cc, "mob") if cc not in ("US", "CA") else phi.phone(r, cc)
        self.email = phi.email(r, self.pt, "patient")
        self.mrn = phi.mrn(r, cc)
        self.nhs = phi.nhs_number(r) if cc == "GB" else None
        self.chi = phi.chi_number(r, self.dob) if cc == "GB" and r.random() < 0.2 else None
        self.hp = phi.healthplan(r, cc)
        self.acct = phi.account(r)
        self.ssn = phi.ssn(r, cc)
        self.prof = r.choice(pools.PROFESSIONS)
        self.retired = self.age >= 66 and r.random() < 0.75
        rel, sex = r.choice(pools.RELATIONS)
        if rel in ("wife", "husband", "partner"):
            sex = {"wife": "F", "husband": "M"}.get(rel)
        self.fam = phi.new_person(r, pools, sex)
        if rel in ("wife", "husband", "daughter", "son", "granddaughter", "grandson") and r.random() < 0.7:
            self.fam.last = self.pt.last
        self.fam_rel = rel
        self.fam_phone = phi.phone(r, cc, "mob")
        self.fam_prof = r.choice(pools.PROFESSIONS)
        # sites
        self.hosp = r.choice(places.HOSPITALS[cc])
        self.hosp2 = r.choice([h for h in places.HOSPITALS[cc] if h != self.hosp])
        self.refclinic = r.choice(places.REFRACTIVE_CLINICS[cc])
        self.hosp_addr = self.new_addr(site=True)
        self.hosp_phone = phi.phone(r, cc, "land")
        self.hosp_fax = phi.phone(r, cc, "land")
        self.slug = phi.ascii_slug(self.hosp.split()[0].replace(".", "")) + r.choice(["", "eyes", "-health", "hospital"])
        self.gp_practice = r.choice(places.GP_PRACTICES[cc])
        self.gp_addr = self.new_addr(site=True)
        self.gp_phone = phi.phone(r, cc, "land")
        self.gp_fax = phi.phone(r, cc, "land")
        self.optom_practice = r.choice(places.OPTOM_PRACTICES[cc])
        self.optom_addr = self.new_addr(site=True)
        self.optom_phone = phi.phone(r, cc, "land")
        self.ward = r.choice(places.WARDS)
        # staff
        self.gp = phi.new_person(r, pools, title_kind="dr")
        self.optom = phi.new_person(r, pools)
        self.surgeon = phi.new_person(r, pools)
        self.surg_title = r.choice(SURG_TITLES[cc])
        if self.surg_title in ("Mr",):
            self.surgeon.sex = "M"
            self.surgeon.first = r.choice(pools.FIRST_M)
        if self.surg_title in ("Ms", "Miss"):
            self.surgeon.sex = "F"
            self.surgeon.first = r.choice(pools.FIRST_F)
        self.surg_post = r.choice(SURG_POST[cc])
        self.reg = phi.new_person(r, pools)
        self.anaes = phi.new_person(r, pools)
        self.nurse = phi.new_person(r, pools)
        self.nurse2 = phi.new_person(r, pools)
        self.clerk = phi.new_person(r, pools)
        self.sec = phi.new_person(r, pools)
        self.surg_lic = phi.license_no(r, cc, "doctor")
        self.optom_lic = phi.license_no(r, cc, "optom")
        self.nurse_lic = phi.license_no(r, cc, "nurse")
        self.eye = r.choice(["right", "left"])
        self.employer = r.choice(pools.EMPLOYERS)
        self._users = {}
        self._bio = {}

    # ------------------------------------------------------------ helpers
    def user(self, who):
        """Stable login for a staff member of this note."""
        if who not in self._users:
            self._users[who] = phi.username(self.rng, getattr(self, who))
        return (self._users[who], "USERNAME")

    def bio(self, who):
        if who not in self._bio:
            self._bio[who] = phi.bioid(self.rng)
        return (self._bio[who], "BIOID")

    def footer(self, n, who="clerk", d=None):
        """EPR print footer: login, date, workstation."""
        r = self.rng
        d = d or self.t_now
        k = r.randrange(3)
        if k == 0:
            n.w("\n-- Printed by ", self.user(who), " on ", self.D(d), " ", clin_time(r), " from ", (phi.ip(r), "IPADDR"),
                " -- CONFIDENTIAL: contains patient identifiable information --\n")
        elif k == 1:
            n.w("\n[EPR] ", self.P("LF"), " | ", (self.mrn, "MRN"), " | printed ", self.D(d, "iso"), " by ", self.user(who),
                " | page 1 of 1\n")
        else:
            n.w("\nDocument generated ", self.D(d), " ", clin_time(r), " - user ", self.user(who), " (", N(getattr(self, who), "fl", "DOCTOR"),
                ")\n")

    def D(self, d, st=None):
        return (phi.fd(d, st or self.ds), "DATE")

    def Ds(self, d):
        return (phi.fd(d, self.ss), "DATE")

    def DOB(self):
        return (phi.fd(self.dob, self.dob_style), "DATE")

    def P(self, st):
        return N(self.pt, st, "PATIENT")

    def S(self, st="l"):
        return N(self.surgeon, st, "DOCTOR")

    def Dr(self, who, st):
        return N(getattr(self, who), st, "DOCTOR")

    def F(self, st="fl"):
        return N(self.fam, st, "FAMILY")

    def A(self, n=None):
        return (str(self.age if n is None else n), "AGE")

    def A_words(self):
        ones = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
        tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
        t, o = divmod(self.age, 10)
        return (tens[t] + ("-" + ones[o] if o else ""), "AGE")

    def nick(self):
        return pools.NICKNAMES.get(self.pt.first)

    def ptitle(self):
        return self.pt.title + ("." if self.cc in ("US", "CA") else "") + " "

    def surg_name(self, st="l"):
        """Title + surname, title outside the span."""
        return [self.surg_title + " ", N(self.surgeon, st, "DOCTOR")]

    def lic(self, which="surg"):
        lab, val = getattr(self, which + "_lic")
        return [lab + " ", (val, "LICENSE")]

    def H(self, which="hosp"):
        return (getattr(self, which), "HOSPITAL")

    def Hshort(self):
        ab = places.HOSP_ABBREV.get(self.hosp)
        return (ab, "HOSPITAL") if ab and self.rng.random() < 0.5 else (self.hosp, "HOSPITAL")

    def gp_word(self):
        return GP_WORD[self.cc]

    def optom_post(self):
        return self.rng.choice(OPTOM_POST[self.cc])

    def nhs_label(self):
        return {"GB": "NHS No", "US": "MRN", "CA": "Chart #", "AU": "UR", "NZ": "NHI", "IE": "MRN"}[self.cc]

    def hp_label(self):
        r = self.rng
        return {"GB": r.choice(["Policy no.", "Membership no.", "Insurer ref"]),
                "US": r.choice(["Medicare MBI", "Member ID", "Ins. ID", "Subscriber ID"]),
                "CA": r.choice(["Health card", "OHIP #", "PHN", "Health Card No."]),
                "AU": r.choice(["Medicare No.", "Medicare", "Health fund no.", "DVA"]),
                "NZ": r.choice(["Insurer member no.", "Health cover no."]),
                "IE": r.choice(["Medical card no.", "GMS no.", "Policy no."])}[self.cc]

    def ids_line(self, ssn=True):
        """Typical identifier pieces for a header, country-appropriate."""
        r = self.rng
        out = []
        if self.cc == "GB":
            out += ["Hosp No: ", (self.mrn, "MRN")]
            if self.chi:
                out += ["   CHI: ", (self.chi, "MRN")]
            else:
                out += [r.choice(["   NHS No: ", "   NHS: ", "   NHS number "]), (self.nhs, "MRN")]
        elif self.cc == "NZ":
            out += [r.choice(["NHI: ", "NHI "]), (self.mrn, "MRN")]
        elif self.cc == "AU":
            out += [r.choice(["UR: ", "MRN ", "UR No. "]), (self.mrn, "MRN")]
            if r.random() < 0.6:
                out += ["   Medicare: ", (self.hp, "HEALTHPLAN")]
        elif self.cc == "US":
            out += [r.choice(["MRN: ", "MRN ", "Med Rec #"]), (self.mrn, "MRN")]
            if r.random() < 0.5:
                out += ["   Acct: ", (self.acct, "ACCOUNT")]
            if ssn and r.random() < 0.2:
                out += ["   SSN: ", (self.ssn, "SSN")]
        elif self.cc == "CA":
            out += [r.choice(["Chart #", "MRN: ", "Chart no. "]), (self.mrn, "MRN")]
            if r.random() < 0.6:
                out += ["   HCN: ", (self.hp, "HEALTHPLAN")]
        else:
            out += [r.choice(["MRN: ", "Hosp. No. ", "Chart No: "]), (self.mrn, "MRN")]
            if ssn and r.random() < 0.2:
                out += ["   PPSN: ", (self.ssn, "SSN")]
        return out

    # ------------------------------------------------------------ addresses
    def new_addr(self, site=False):
        r, cc = self.rng, self.cc
        k0 = r.random()
        same_region = [x for x in places.CITIES[cc] if x[1] == self.home_city[1]]
        if k0 < 0.6:
            city = self.home_city
        elif k0 < 0.85:
            city = r.choice(same_region)
        else:
            city = r.choice(places.CITIES[cc])
        name = r.choice(places.STREET_NAMES)
        typ = r.choice(places.STREET_TYPES[cc])
        num = str(r.randrange(1, 240)) if cc not in ("US", "CA") else str(r.randrange(12, 9800))
        street = f"{num} {name} {typ}"
        k = r.random()
        if not site:
            if cc == "GB" and k < 0.15:
                street = f"Flat {r.randrange(1, 24)}, {street}"
            elif cc == "GB" and k < 0.22:
                street = f"{r.choice(places.HOUSE_NAMES)}, {name} {typ}"
            elif cc == "US" and k < 0.25:
                street = f"{num} {r.choice(['N', 'S', 'E', 'W'])} {name} {typ} {r.choice(['Apt', 'Unit', '#'])} {r.randrange(1, 40)}{r.choice(['', 'B', 'C'])}"
            elif cc == "AU" and k < 0.3:
                street = f"{r.randrange(1, 20)}/{num} {name} {typ}"
            elif cc == "CA" and k < 0.2:
                street = f"{r.randrange(101, 1900)}-{num} {name} {typ}"
            elif cc == "IE" and k < 0.2:
                street = f"{r.choice(['Apt', 'No.'])} {r.randrange(1, 30)} {name} {typ}"
        elif r.random() < 0.2:
            street = f"{r.choice(['Level', 'Suite', 'Unit', 'Floor'])} {r.randrange(1, 9)}, {street}"
        a = {"street": street, "city": city[0], "reg": city[1], "zip": self.postcode(city), "sub": None}
        if cc == "NZ" and r.random() < 0.6:
            a["sub"] = r.choice(places.SUBURBS[cc])
        if cc == "IE" and r.random() < 0.3:
            a["sub"] = r.choice(places.IE_TOWNLANDS)
        return a

    def postcode(self, city):
        r, cc = self.rng, self.cc
        d = lambda n: digits(r, n)
        if cc == "GB":
            return f"{city[2]}{r.randrange(1, 28)} {d(1)}{phi.letters(r, 2, 'ABDEFGHJLNPQRSTUWXYZ')}"
        if cc == "US":
            z = places.US_ZIP_PREFIX[city[1]] + d(3)
            return z + (f"-{d(4)}" if r.random() < 0.2 else "")
        if cc == "CA":
            L = lambda: phi.letters(r, 1, "ABCEGHJKLMNPRSTVXY")
            return f"{r.choice(places.CA_POST_LETTER[city[1]])}{d(1)}{L()} {d(1)}{L()}{d(1)}"
        if cc == "AU":
            p = places.AU_POST_PREFIX.get(city[1], "2")
            return p + d(4 - len(p))
        if cc == "NZ":
            return phi.nz_digits(r, 4)
        if cc == "IE":
            return f"{city[2]} {phi.letters(r, 1, 'ACDEFHKNPRTVWXY')}{d(1)}{phi.letters(r, 2, 'ACDEFHKNPRTVWXY')}"
        raise ValueError(cc)

    def state_piece(self, a):
        r, cc = self.rng, self.cc
        reg = a["reg"]
        if cc in ("US", "CA", "AU"):
            if r.random() < 0.25:
                key = "WA_AU" if (cc == "AU" and reg == "WA") else reg
                return (places.STATE_NAMES[key], "STATE")
            return (reg, "STATE")
        if cc == "NZ":
            return (reg, "STATE")
        return (reg, "CITY")  # UK and Irish counties are CITY

    def A_line(self, a=None, country=False, county=None):
        """One-line address as pieces."""
        a = a or self.addr
        r, cc = self.rng, self.cc
        out = [(a["street"], "STREET"), ", "]
        if a["sub"]:
            out += [(a["sub"], "CITY"), ", "]
        if cc == "GB":
            out += [(a["city"], "CITY")]
            if county if county is not None else r.random() < 0.4:
                out += [", ", self.state_piece(a)]
            out += [r.choice([", ", " ", ", "]), (a["zip"], "ZIP")]
        elif cc == "IE":
            out += [(a["city"], "CITY")]
            if county if county is not None else (r.random() < 0.6 and a["reg"] != "Co. " + a["city"]):
                out += [", ", self.state_piece(a)]
            out += [", ", (a["zip"], "ZIP")]
        elif cc == "NZ":
            out += [(a["city"], "CITY"), " ", (a["zip"], "ZIP")]
        elif cc == "AU":
            if not a["sub"]:
                out += [(a["city"], "CITY"), " "]
            else:
                out[-1] = " "
            out += [self.state_piece(a), " ", (a["zip"], "ZIP")]
        else:
            out += [(a["city"], "CITY"), ", ", self.state_piece(a), r.choice(["  ", " "]), (a["zip"], "ZIP")]
        if country:
            out += [", ", (r.choice(places.COUNTRY_NAMES[cc]), "COUNTRY")]
        return out

    def A_block(self, a=None, indent="", country=False):
        """Multi-line address."""
        a = a or self.addr
        r, cc = self.rng, self.cc
        out = [indent, (a["street"], "STREET"), "\n"]
        if cc == "AU":
            loc = (a["sub"] or a["city"], "CITY")
            return out + [indent, loc, " ", self.state_piece(a), " ", (a["zip"], "ZIP"), "\n"] + (
                [indent, (r.choice(places.COUNTRY_NAMES[cc]), "COUNTRY"), "\n"] if country else [])
        if a["sub"]:
            out += [indent, (a["sub"], "CITY"), "\n"]
        if cc in ("GB", "IE"):
            out += [indent, (a["city"], "CITY"), "\n"]
            if r.random() < 0.5 and not (cc == "IE" and a["reg"] == "Co. " + a["city"]):
                out += [indent, self.state_piece(a), "\n"]
            out += [indent, (a["zip"], "ZIP"), "\n"]
        elif cc == "NZ":
            out += [indent, (a["city"], "CITY"), " ", (a["zip"], "ZIP"), "\n"]
        else:
            out += [indent, (a["city"], "CITY"), ", ", self.state_piece(a), " ", (a["zip"], "ZIP"), "\n"]
        if country:
            out += [indent, (r.choice(places.COUNTRY_NAMES[cc]), "COUNTRY"), "\n"]
        return out

    def abroad(self):
        own = places.COUNTRY_NAMES[self.cc] + (["Scotland", "Northern Ireland"] if self.cc == "IE" else [])
        return self.rng.choice([x for x in places.ABROAD if x not in own])

    def zip_only(self, a=None):
        a = a or self.addr
        return (a["zip"], "ZIP")
