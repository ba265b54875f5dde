"""A fictional inpatient case: patient, family, ward staff, identifiers and dates."""
import datetime as dt
import pools as P
import phi as H
from phi import Person, Staff

FEM = ["wife", "daughter", "sister", "niece", "granddaughter", "mother", "daughter-in-law"]
MAS = ["husband", "son", "brother", "nephew", "grandson", "father", "son-in-law"]
OLD_RELS = ["spouse", "spouse", "spouse", "daughter", "daughter", "son", "son", "niece", "nephew", "granddaughter",
            "grandson", "sister", "brother", "friend", "neighbour", "daughter-in-law", "son-in-law", "partner"]
YOUNG_RELS = ["spouse", "spouse", "partner", "mother", "mother", "father", "sister", "brother", "daughter", "son", "friend"]


def pick_rel(rng, pt, age):
    """A relation to the patient, the relative's sex and whether they share the surname."""
    rel = rng.choice(OLD_RELS if age >= 60 else YOUNG_RELS)
    if rel == "spouse":
        if rng.random() < 0.9:
            rel = "wife" if pt.sex == "M" else "husband"
        else:
            rel = "wife" if pt.sex == "F" else "husband"
    if rel in FEM:
        sex = "F"
    elif rel in MAS:
        sex = "M"
    else:
        sex = rng.choice(["F", "M"])
    same = rel in ("wife", "husband", "son", "daughter", "sister", "brother", "grandson", "granddaughter", "mother", "father")
    return rel, sex, same


class Case:
    def __init__(self, rng, country, spec=None):
        self.rng = rng
        self.c = country
        self.us = country == "US"
        self.spec = spec or rng.choice(["medical", "surgical", "cardiac", "stroke"])
        self.pt = Person(rng)
        r = rng.random()
        if r < 0.08:
            self.age = rng.randint(19, 40)
        elif r < 0.30:
            self.age = rng.randint(41, 64)
        elif r < 0.88:
            self.age = rng.randint(65, 89)
        else:
            self.age = rng.randint(90, 101)
        self.adm = dt.date(2019, 1, 1) + dt.timedelta(days=rng.randrange(2370))
        bm = rng.randint(1, 12)
        bd = rng.randint(1, 28)
        dob = dt.date(self.adm.year - self.age, bm, bd)
        if (bm, bd) > (self.adm.month, self.adm.day):
            dob = dt.date(dob.year - 1, bm, bd)
        self.dob = dob
        self.los = rng.randint(0, 14)
        self.day = self.adm + dt.timedelta(days=self.los)
        self.ds = rng.choice(H.US_DSTYLES if self.us else H.UK_DSTYLES)
        self.dshort = H.short_style(country)
        # hospital and bed
        self.hosp = rng.choice(P.US_HOSPITALS if self.us else P.UK_HOSPITALS)
        self.hosp2 = rng.choice(P.US_HOSPITALS if self.us else P.UK_HOSPITALS)
        self.ward = rng.choice(P.US_UNITS if self.us else P.UK_WARDS)
        self.ward2 = rng.choice(P.US_UNITS if self.us else P.UK_WARDS)
        if self.us:
            self.room = rng.choice(["%d%02d" % (rng.randint(2, 10), rng.randint(1, 40)),
                                    "%d%02d%s" % (rng.randint(2, 10), rng.randint(1, 40), rng.choice("AB"))])
            self.bed = rng.choice(["A", "B", "1", "2"]) if self.room[-1].isdigit() else None
        else:
            self.room = str(rng.randint(1, 8))  # bay
            self.bed = str(rng.randint(1, 30))
        self.sideroom = str(rng.randint(1, 12))
        # identifiers
        self.mrn = H.mrn(rng, country)
        self.nhs = H.nhs(rng)
        self.acct = H.account(rng, country)
        self.ssn = H.ssn(rng, country)
        self.insurer = rng.choice(P.INSURERS_US if self.us else P.INSURERS_UK)
        self.member = H.member_id(rng) if self.us else H.uk_policy(rng)
        self.group = H.group_no(rng)
        self.mbi = H.mbi(rng)
        self.bio = H.bioid(rng, "palm")
        # contact and social
        self.addr = H.Address(rng, country)
        self.pt_phone = H.phone(rng, country)
        self.pt_email = H.email_for(rng, self.pt)
        self.prof = rng.choice(P.PROFESSIONS)
        self.retired = self.age >= 67
        self.employer = rng.choice(P.EMPLOYERS)
        self.church = rng.choice(P.CHURCHES)
        self.born = rng.choice(P.COUNTRIES)
        self.car = H.vehicle(rng, country)
        self.nok_rel, nsex, same = pick_rel(rng, self.pt, self.age)
        self.nok = Person(rng, sex=nsex, last=self.pt.last if (same and rng.random() < 0.75) else None)
        self.nok_phone = H.phone(rng, country)
        self.nok_phone2 = H.phone(rng, country)
        self.nok_email = H.email_for(rng, self.nok)
        self.nok_prof = rng.choice(P.PROFESSIONS)
        self.nok_addr = H.Address(rng, country)
        self.fam2_rel, fsex, same = pick_rel(rng, self.pt, self.age)
        if self.fam2_rel in ("wife", "husband", "partner") and self.nok_rel in ("wife", "husband", "partner"):
            self.fam2_rel, fsex, same = rng.choice([("daughter", "F", True), ("son", "M", True), ("friend", "F", False)])
        self.fam2 = Person(rng, sex=fsex, last=self.pt.last if (same and rng.random() < 0.6) else None)
        self.fam2_phone = H.phone(rng, country)
        # primary care and destinations
        self.gp_practice = rng.choice(P.US_PCPS if self.us else P.UK_GPS)
        self.gp = Staff(rng, country, "doctor")
        self.gp_phone = H.phone(rng, country, mobile=False)
        self.gp_fax = H.phone(rng, country, mobile=False)
        self.carehome = rng.choice(P.US_SNFS if self.us else P.UK_CAREHOMES)
        self.pharmacy = rng.choice(P.US_PHARM if self.us else P.UK_PHARM)
        self.agency = rng.choice(P.AGENCIES_US if self.us else P.AGENCIES_UK)
        self.transport = rng.choice(P.TRANSPORT_US if self.us else P.TRANSPORT_UK)
        # staff
        self.nurses = [Staff(rng, country, "nurse") for _ in range(5)]
        self.hcas = [Staff(rng, country, "hca") for _ in range(2)]
        self.cons = Staff(rng, country, "doctor")
        self.reg = Staff(rng, country, "doctor")
        self.jr = Staff(rng, country, "doctor")
        self.outreach = Staff(rng, country, "outreach")
        self.tvn = Staff(rng, country, "tvn")
        self.physio = Staff(rng, country, "physio")
        self.pharm = Staff(rng, country, "pharm")
        self.ward_ext = H.phone(rng, country, mobile=False, ext=rng.random() < 0.5)
        self.ip = H.ip(rng)

    # ---------------- dates
    def d(self, date, style=None):
        return (H.fdate(date, style or self.ds), "DATE")

    def dd(self, days, style=None):
        return self.d(self.adm + dt.timedelta(days=days), style)

    def today(self, style=None):
        return self.d(self.day, style)

    def dob_p(self, style=None):
        st = style or self.ds
        if st in ("us_ny", "uk_ny", "uk_ord", "wd_us", "wd_uk", "weekday", "wd_long_uk", "wd_long_us"):
            st = "us_slash" if self.us else "uk_slash"
        return (H.fdate(self.dob, st), "DATE")

    def date_plus(self, days):
        return self.day + dt.timedelta(days=days)

    # ---------------- ages
    def age_p(self, style=None):
        rng = self.rng
        st = style if style is not None else rng.randrange(6)
        a = str(self.age)
        sx = self.pt.sex
        if st == 0:
            return [(a, "AGE"), " yo " + ("F" if sx == "F" else "M")]
        if st == 1:
            return [(a, "AGE"), sx]
        if st == 2:
            return [(a, "AGE"), "-year-old " + ("woman" if sx == "F" else "man")]
        if st == 3:
            return ["aged ", (a, "AGE")]
        if st == 4:
            return [(a, "AGE"), "y"]
        if st == 5 and self.age >= 60 and self.age % 10 != 0:
            return ["aged ", (H.age_words(self.age), "AGE")]
        return [(a, "AGE"), " y/o " + ("female" if sx == "F" else "male")]

    # ---------------- names
    def pn(self, style=None):
        """A reference to the patient."""
        rng = self.rng
        st = style or rng.choice(["full", "title", "title", "first", "fml", "lf", "nick"])
        if st == "title":
            return H.titled(self.pt, "PATIENT", us=self.us)
        if st == "nick":
            if self.pt.nick:
                return [(self.pt.nick, "PATIENT")]
            st = "first"
        return [(self.pt.form(st), "PATIENT")]

    def nokn(self, style=None):
        st = style or self.rng.choice(["full", "first", "title", "full"])
        if st == "title":
            return H.titled(self.nok, "FAMILY", us=self.us)
        return [(self.nok.form(st), "FAMILY")]

    def staff(self, s, style=None):
        """Reference to a staff member, credential outside the span."""
        rng = self.rng
        if s.role == "doctor":
            st = style or rng.choice(["dr_last", "dr_last", "dr_full", "dr_init", "full_cred"])
            dr = "Dr. " if (self.us and rng.random() < 0.6) else "Dr "
            if st == "dr_last":
                return [dr, (s.last, "DOCTOR")]
            if st == "dr_full":
                return [dr, (s.form("full"), "DOCTOR")]
            if st == "dr_init":
                return [dr, (s.form("fi_last"), "DOCTOR")]
            if st == "full_cred" and s.cred:
                return [(s.form("full"), "DOCTOR"), ", " + s.cred]
            return [dr, (s.last, "DOCTOR")]
        st = style or rng.choice(["full", "full_cred", "first", "fi_last", "full_cred"])
        if st == "full_cred":
            return [(s.form("full"), "DOCTOR"), rng.choice([", ", " "]) + s.cred]
        if st == "first":
            return [(s.first, "DOCTOR")]
        if st == "fi_last":
            return [(s.form("fi_last"), "DOCTOR")]
        if st == "init":
            return [(s.form("INIT"), "DOCTOR")]
        return [(s.form("full"), "DOCTOR")]

    def sig(self, s, with_lic=None):
        rng = self.rng
        out = [(s.form(rng.choice(["full", "full", "fi_last", "fml"])), "DOCTOR")]
        if s.cred:
            out.append(", " + s.cred if rng.random() < 0.6 else " " + s.cred)
        if with_lic is None:
            with_lic = rng.random() < 0.5
        if with_lic and s.lic:
            out += [" (" + s.lic_label + " ", (s.lic, "LICENSE"), ")"]
        return out

    # ---------------- places
    def bed_p(self, style=None):
        rng = self.rng
        if self.us:
            st = style if style is not None else rng.randrange(4)
            if st == 0:
                return ["Rm ", (self.room, "LOCATION_OTHER")]
            if st == 1 and self.bed:
                return ["Room ", (self.room, "LOCATION_OTHER"), " Bed ", (self.bed, "LOCATION_OTHER")]
            if st == 2 and self.bed:
                return ["rm ", (self.room, "LOCATION_OTHER"), "-", (self.bed, "LOCATION_OTHER")]
            if st in (1, 2):
                return ["Room ", (self.room, "LOCATION_OTHER")]
            return ["room ", (self.room, "LOCATION_OTHER")]
        st = style if style is not None else rng.randrange(5)
        if st == 0:
            return ["Bay ", (self.room, "LOCATION_OTHER"), " Bed ", (self.bed, "LOCATION_OTHER")]
        if st == 1:
            return ["bed ", (self.bed, "LOCATION_OTHER")]
        if st == 2:
            return ["side room ", (self.sideroom, "LOCATION_OTHER")]
        if st == 3:
            return ["B", (self.room, "LOCATION_OTHER"), " bed ", (self.bed, "LOCATION_OTHER")]
        return ["Bed ", (self.bed, "LOCATION_OTHER")]

    def bed_code(self):
        """Bare bed identifier for a table cell."""
        if self.us:
            return [(self.room + "-" + self.bed if self.bed else self.room, "LOCATION_OTHER")]
        return [(self.room + "-" + self.bed if self.rng.random() < 0.5 else self.bed, "LOCATION_OTHER")]

    def mrn_label(self):
        if self.us:
            return self.rng.choice(["MRN", "MRN", "MR#", "Med Rec #"])
        return self.rng.choice(["Hosp No", "Hospital No.", "Hosp #", "Unit No", "MRN"])

    def nhs_or_mrn(self):
        """UK notes carry the NHS number beside the hospital number."""
        if self.us:
            return [self.mrn_label() + ": ", (self.mrn, "MRN")]
        return [self.mrn_label() + ": ", (self.mrn, "MRN"), "  NHS No: ", (self.nhs, "MRN")]
