"""Per-note context: the patient, family, GP, sites and staff, plus shared renderers."""
import datetime as dt

import pools as PL
import phi as H
import bits as B
from core import T, P, frag

RELATIONS_F = ["daughter", "wife", "sister", "niece", "granddaughter", "daughter-in-law", "neighbour", "friend"]
RELATIONS_M = ["son", "husband", "brother", "nephew", "grandson", "son-in-law", "neighbour", "friend"]


class Case:
    def __init__(self, rng):
        self.rng = rng
        r = rng.random()
        if r < 0.32:
            self.country = "IE"
            t = H.pick(rng, PL.IE_TOWNS)
            self.town, self.county, self.region, self.nation = t[0], t[1], t[2], "Ireland"
        else:
            self.country = "UK"
            t = H.pick(rng, PL.UK_TOWNS)
            self.town, self.county, self.region, self.nation = t
        self.today = H.rand_day(rng)
        self.id_style = rng.randrange(3)
        self.ie_label = H.pick(rng, ["MRN", "IHI", "Chart no."])
        self.pt = self.new_patient()
        self.nok = self.new_family()
        self.nok2 = self.new_family() if rng.random() < 0.5 else None
        self.gp = H.staff_person(rng, "gp")
        self.gp_practice = self.practice()
        self.comm = self.comm_hosp()
        self.ward = self.ward_name()
        self.acute = self.acute_hosp()
        self.acute_ward = H.pick(rng, PL.WARD_NAMES) + " Ward"
        self.care_home = self.ch()
        self.agency = self.ag()
        self.trust = H.pick(rng, PL.ORGS_TRUST[self.nation])
        self.pharmacy = H.pick(rng, self._local(PL.PHARMACIES))
        self._staff = {}
        self.adm = H.days(self.today, -rng.randrange(2, 30))

    # ------------------------------------------------------------ local flavour
    IRISH_MARK = ("Áras", "Cois", "Comhar", "Brennan's", "Kilbarrow", "Kerry", "Kilcashel", "St Brigid's Parish")
    WELSH_MARK = ("Tŷ", "Fferyllfa", "Cartrefi")

    def _local(self, pool):
        out = []
        for x in pool:
            irish = any(m in x for m in self.IRISH_MARK)
            welsh = any(m in x for m in self.WELSH_MARK)
            if irish and self.country != "IE":
                continue
            if welsh and self.nation != "Wales":
                continue
            out.append(x)
        return out

    def ch(self):
        return H.pick(self.rng, self._local(PL.CARE_HOMES))

    def ag(self):
        return H.pick(self.rng, self._local(PL.ORGS_CARE_AGENCY))

    # ------------------------------------------------------------ people
    def new_patient(self):
        rng = self.rng
        p = H.patient_person(rng, self.country, self.nation)
        p.age = rng.choice([rng.randrange(66, 99), rng.randrange(66, 99), rng.randrange(45, 66),
                            rng.randrange(90, 104)])
        by = self.today.year - p.age
        bday = dt.date(by, rng.randrange(1, 13), rng.randrange(1, 29))
        if bday > dt.date(by, self.today.month, min(self.today.day, 28)):
            bday = dt.date(by - 1, bday.month, bday.day)
        p.dob = bday
        p.street = H.street_line(rng, self.nation)
        if self.country == "IE":
            p.town, p.county = self.town, self.county
            p.post = H.eircode(rng)
        else:
            p.town, p.county = self.town, self.county
            p.post = H.uk_postcode(rng)
        p.phone = H.phone_str(rng, self.country)
        p.prof = H.pick(rng, PL.PROFESSIONS)
        p.mrn = H.hosp_number(rng)
        if self.country == "IE":
            p.natid_label = self.ie_label
            p.natid = H.digits(rng, 7) if p.natid_label != "IHI" else H.digits(rng, 10)
            p.ssn_label = "PPSN"
            p.ssn = H.ppsn(rng)
        else:
            if self.nation == "Scotland":
                p.natid_label, p.natid = "CHI", H.chi_number(rng, p.dob)
            elif self.nation == "Northern Ireland":
                p.natid_label, p.natid = "H&C No", H.nhs_number(rng, self.id_style)
            else:
                p.natid_label = ["NHS No", "NHS no.", "NHS Number", "NHS"][self.id_style]
                p.natid = H.nhs_number(rng, self.id_style)
            p.ssn_label = H.pick(rng, ["NI No", "NINo", "NI number"])
            p.ssn = H.ni_number(rng)
        return p

    def new_family(self):
        rng = self.rng
        f = H.any_person(rng, young=rng.random() < 0.3, country=self.country)
        f.rel = H.pick(rng, RELATIONS_F if f.sex == "F" else RELATIONS_M)
        if f.rel in ("daughter", "son", "granddaughter", "grandson", "sister", "brother", "wife", "husband") \
                and rng.random() < 0.6:
            f.last = self.pt.last
        f.phone = H.phone_str(rng, self.country, mobile=rng.random() < 0.7)
        f.title = "Mrs" if f.sex == "F" else "Mr"
        return f

    def st(self, role, i=0):
        key = (role, i)
        if key not in self._staff:
            self._staff[key] = H.staff_person(self.rng, role)
        return self._staff[key]

    # ------------------------------------------------------------ sites
    def comm_hosp(self):
        rng = self.rng
        if rng.random() < 0.15:
            return H.pick(rng, PL.SAINT_HOSP)
        return H.pick(rng, PL.COMMUNITY_HOSP_PATTERNS).format(t=self.town if rng.random() < 0.6 else self.other_town())

    def acute_hosp(self):
        return H.pick(self.rng, PL.ACUTE_PATTERNS).format(t=self.other_town())

    def other_town(self):
        pool = PL.IE_TOWNS if self.country == "IE" else PL.UK_TOWNS
        return H.pick(self.rng, pool)[0]

    def ward_name(self):
        rng = self.rng
        if rng.random() < 0.2:
            return H.pick(rng, PL.SAINT_WARDS) + " Ward"
        return H.pick(rng, PL.WARD_NAMES) + " Ward"

    def practice(self):
        rng = self.rng
        if rng.random() < 0.5:
            return H.pick(rng, PL.GP_NAMED)
        return H.pick(rng, PL.GP_PATTERNS).format(t=self.town)

    # ------------------------------------------------------------ renderers
    def pname(self, style=None, p=None):
        return H.name(self.rng, p or self.pt, "PATIENT", style)

    def fname(self, f=None, style=None):
        f = f or self.nok
        return H.name(self.rng, f, "FAMILY", style or H.pick(self.rng, ["full", "first", "full", "title_last"]))

    def sname(self, role, i=0, style=None):
        return H.staff(self.rng, self.st(role, i), style)

    def dob(self, style=None):
        return H.date(self.rng, self.pt.dob, style or H.pick(self.rng, ["dmy", "dmy", "d_mon_y", "dd_mon_yyyy", "dmy_dot", "long"]))

    def age(self, style=None, p=None):
        p = p or self.pt
        return H.age(self.rng, p.age, style, sex=p.sex)

    def d(self, offset=0, style=None, short=False):
        return H.date(self.rng, H.days(self.today, offset), style, short)

    def natid(self):
        return P(self.pt.natid, "MRN")

    def mrn(self):
        return P(self.pt.mrn, "MRN")

    def ssn(self):
        return P(self.pt.ssn, "SSN")

    def city(self, t=None):
        return P(t or self.town, "CITY")

    def addr(self, sep=", ", county=None, region=False, country=False, p=None):
        """Address split into parts: street, town, county, postcode (+ region, country)."""
        rng = self.rng
        p = p or self.pt
        if county is None:
            county = rng.random() < (0.7 if self.country == "IE" else 0.35)
        out = frag(P(p.street, "STREET"), sep, P(p.town, "CITY"))
        if county:
            out = frag(out, sep, P(p.county, "CITY"))
        if region:
            out = frag(out, sep, P(self.region, "STATE"))
        if self.country == "UK" and county and rng.random() < 0.5:
            out = frag(out, " ", P(p.post, "ZIP"))
        else:
            out = frag(out, sep, P(p.post, "ZIP"))
        if country:
            c = "Ireland" if self.country == "IE" else H.pick(rng, [self.nation, "UK", "United Kingdom"])
            out = frag(out, sep, P(c, "COUNTRY"))
        return out

    def addr_lines(self, doc, p=None, region=False, country=False):
        rng = self.rng
        p = p or self.pt
        doc.line(P(p.street, "STREET"))
        doc.line(P(p.town, "CITY"))
        if self.country == "IE" or rng.random() < 0.4:
            doc.line(P(p.county, "CITY"))
        if region:
            doc.line(P(self.region, "STATE"))
        doc.line(P(p.post, "ZIP"))
        if country:
            doc.line(P("Ireland" if self.country == "IE" else self.nation, "COUNTRY"))

    def phone(self, who=None, ext=False):
        if who is None:
            return H.phone(self.rng, self.country, ext=ext)
        return P(who.phone, "PHONE")

    def fax(self):
        return H.fax(self.rng, self.country)

    def hosp(self, which="comm"):
        return P({"comm": self.comm, "acute": self.acute, "ward": self.ward, "aw": self.acute_ward,
                  "gp": self.gp_practice, "ch": self.care_home, "pharm": self.pharmacy}[which], "HOSPITAL")

    def org(self, which="agency"):
        return P({"agency": self.agency, "trust": self.trust}[which], "ORGANIZATION")

    def ward_short(self):
        """Ward name as written in a column, sometimes without the word Ward."""
        w = self.ward
        if self.rng.random() < 0.5 and w.endswith(" Ward"):
            return P(w[:-5], "HOSPITAL")
        return P(w, "HOSPITAL")

    def bed(self):
        rng = self.rng
        k = rng.randrange(4)
        if k == 0:
            return frag("Bed ", P(str(rng.randrange(1, 29)), "LOCATION_OTHER"))
        if k == 1:
            return frag("Bay ", P(str(rng.randrange(1, 6)), "LOCATION_OTHER"), " bed ",
                        P(str(rng.randrange(1, 7)), "LOCATION_OTHER"))
        if k == 2:
            return frag("side room ", P(str(rng.randrange(1, 9)), "LOCATION_OTHER"))
        return frag("Rm ", P(str(rng.randrange(1, 30)) + H.pick(rng, ["", "A", "B"]), "LOCATION_OTHER"))

    def prof(self, p=None):
        return P((p or self.pt).prof, "PROFESSION")

    def social(self):
        """A sentence or two of social history with family, profession and places."""
        rng = self.rng
        p, f = self.pt, self.nok
        he = "She" if p.sex == "F" else "He"
        his = "her" if p.sex == "F" else "his"
        bits = []
        k = rng.randrange(4)
        if k == 0:
            bits.append(frag(he, " lives alone in a ", H.pick(rng, ["bungalow", "2-storey terrace", "ground-floor flat",
                                                                 "farmhouse", "first-floor flat (no lift)"]),
                             " in ", self.city(), ". "))
        elif k == 1:
            bits.append(frag(he, " lives with ", his, " ", f.rel, " ", self.fname(f, "full"), " in ",
                             self.city(), ". "))
        elif k == 2:
            bits.append(frag(he, " lives in sheltered housing (", P(H.pick(rng, PL.BUILDINGS), "LOCATION_OTHER"),
                             ") with warden cover. "))
        else:
            sp = H.any_person(rng, sex="M" if p.sex == "F" else "F", country=self.country)
            sp.last = p.last
            bits.append(frag(he, " lives with ", his, " ", "husband" if p.sex == "F" else "wife", " ",
                             self.fname(sp, "first"), " (", H.age(rng, rng.randrange(70, 95), 9),
                             "), who has ", H.pick(rng, ["dementia", "poor mobility", "COPD", "sight loss"]), ". "))
        k = rng.randrange(4)
        if k == 0:
            bits.append(frag("Retired ", self.prof(), ". "))
        elif k == 1:
            bits.append(frag("Worked as ", B.a_an(p.prof), self.prof(), " for many years at ", P(H.pick(rng, PL.ORGS_EMPLOYER), "ORGANIZATION"), ". "))
        elif k == 2:
            bits.append(frag("Former ", self.prof(), "; ", his, " ", f.rel, " ", self.fname(f, "first"),
                             " works as ", B.a_an_frag(H.pick(rng, PL.PROFESSIONS)), ". "))
        else:
            bits.append(frag("Ex-", self.prof(), ". "))
        if rng.random() < 0.6:
            k = rng.randrange(3)
            if k == 0:
                bits.append(frag("Born in ", H.country_frag(rng), ", moved here in ", P(str(rng.randrange(1955, 2005)), "DATE"), ". "))
            elif k == 1:
                son = H.any_person(rng, sex="M")
                bits.append(frag(his.capitalize(), " son ", self.fname(son, "first"), " lives in ",
                                 H.country_frag(rng), " and phones weekly. "))
            else:
                bits.append(frag("Attends ", P(H.pick(rng, self._local(PL.ORGS_OTHER)), "ORGANIZATION"), " ",
                                 H.pick(rng, ["weekly", "twice a week", "most weeks"]), ". "))
        return frag(*bits)
