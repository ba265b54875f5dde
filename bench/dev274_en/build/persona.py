"""People and a per-note 'case' (patient, staff, places, ids) with helpers that
return fragment lists (plain str + Phi) for the many surface forms."""
import datetime as dt

import phi_fmt as F
import pools_names as N
import pools_places as L
from core import P

FAMREL = ["wife", "husband", "daughter", "son", "partner", "sister", "brother", "niece",
          "nephew", "neighbour", "carer", "granddaughter", "grandson", "son-in-law",
          "daughter-in-law", "friend"]


class Person:
    def __init__(self, rng, typ, sex=None, title=None):
        self.first, self.mid, self.last, self.sex = N.pick_person(rng, sex)
        self.typ = typ
        if title is None:
            if typ == "DOCTOR":
                title = "Dr"
            else:
                title = "Mr" if self.sex == "M" else rng.choice(["Mrs", "Mrs", "Ms", "Miss"])
        self.title = title
        self.nick = N.nickname(self.first)

    def full(self):
        return P("%s %s" % (self.first, self.last), self.typ)

    def full_mid(self):
        if self.mid:
            return P("%s %s. %s" % (self.first, self.mid, self.last), self.typ)
        return self.full()

    def lastp(self):
        return P(self.last, self.typ)

    def firstp(self):
        return P(self.first, self.typ)

    def initials(self, dots=False):
        s = self.first[0] + (self.mid or "") + self.last[0]
        if dots:
            s = ".".join(s) + "."
        return P(s, self.typ)

    def init_last(self):
        return P("%s. %s" % (self.first[0], self.last), self.typ)

    def sf(self, caps=False):
        s = "%s, %s" % (self.last, self.first)
        if self.mid and not caps:
            s += " " + self.mid
        return P(s.upper() if caps else s, self.typ)

    def email(self, rng):
        if not getattr(self, "_email", None):
            self._email = F.email_person(rng, self.first, self.last)
        return P(self._email, "EMAIL")

    def username(self, rng):
        if not getattr(self, "_user", None):
            self._user = F.username(rng, self.first, self.last)
        return P(self._user, "USERNAME")

    def name(self, rng, styles=None):
        """Random surface form (fragment list)."""
        st = rng.choice(styles or ["full", "full", "title_last", "title_full", "sf", "init_last",
                                    "full_mid"])
        return self.form(st)

    def form(self, st):
        t = self.title
        if st == "full":
            return [self.full()]
        if st == "full_mid":
            return [self.full_mid()]
        if st == "title_last":
            return [t + " ", self.lastp()]
        if st == "title_full":
            return [t + " ", self.full()]
        if st == "sf":
            return [self.sf()]
        if st == "caps":
            return [self.sf(caps=True)]
        if st == "init_last":
            return [self.init_last()]
        if st == "first":
            return [self.firstp()]
        if st == "last":
            return [self.lastp()]
        if st == "initials":
            return [self.initials()]
        if st == "initials_dot":
            return [self.initials(dots=True)]
        if st == "nick":
            return [P(self.nick or self.first, self.typ)]
        raise ValueError(st)


DR_CREDS = {"FRCPath", "MRCP", "MD", "MBBS", "FRACP", "MD, FRCPC", "FRCPI", "MRCGP", "FRACGP",
            "CCFP", "MICGP"}


class Staff(Person):
    ROLES = {
        "UK": [("Anticoagulation Nurse Specialist", "RGN"), ("Clinical Pharmacist", "MRPharmS"),
               ("Consultant Haematologist", "FRCPath"), ("Staff Nurse", "RN"), ("Healthcare Assistant", ""),
               ("Specialist Registrar", "MRCP"), ("Pharmacist Independent Prescriber", "IP")],
        "US": [("Clinical Pharmacist", "PharmD, CACP"), ("Anticoagulation RN", "RN"),
               ("Nurse Practitioner", "NP"), ("Attending Physician", "MD"), ("Medical Assistant", "CMA"),
               ("Physician Assistant", "PA-C"), ("Hematology Fellow", "MD")],
        "AU": [("Clinical Nurse Consultant", "CNC"), ("Clinical Pharmacist", "BPharm"),
               ("Haematology Registrar", "MBBS"), ("Registered Nurse", "RN"), ("Staff Specialist", "FRACP")],
        "CA": [("Thrombosis Nurse", "RN"), ("Clinical Pharmacist", "RPh"), ("Hematologist", "MD, FRCPC"),
               ("Nurse Practitioner", "NP"), ("Clinic Clerk", "")],
        "IE": [("Clinical Nurse Specialist", "RGN"), ("Senior Pharmacist", "MPSI"),
               ("Consultant Haematologist", "FRCPI"), ("Advanced Nurse Practitioner", "RANP"),
               ("Clinic Administrator", "")],
    }

    def __init__(self, rng, country, role=None, doctor=None):
        super().__init__(rng, "DOCTOR")
        roles = Staff.ROLES[country]
        if role is None:
            role, cred = rng.choice(roles)
        else:
            cred = dict(roles).get(role, "")
        self.role, self.cred = role, cred
        is_dr = doctor if doctor is not None else cred in DR_CREDS
        self.is_dr = is_dr
        self.title = "Dr" if is_dr else ""
        if is_dr:
            kind = "dr"
        elif "Pharm" in role or cred in ("PharmD, CACP", "RPh", "MRPharmS", "BPharm", "MPSI", "IP"):
            kind = "pharm"
        elif "Nurse" in role or "RN" in role or cred in ("RN", "RGN", "CNC", "NP", "RANP"):
            kind = "nurse"
        else:
            kind = None
        self.lic = F.license_clin(rng, country, kind) if kind else None

    def sig(self, rng):
        """Name with credential outside the span."""
        st = rng.random()
        if self.is_dr:
            if st < 0.4:
                return [rng.choice(["Dr ", "Dr. "]), self.full()]
            if st < 0.7:
                return [self.full(), ", " + (self.cred or "MD")]
            return [rng.choice(["Dr ", "Dr. "]), self.init_last()]
        if st < 0.6 and self.cred:
            return [self.full(), rng.choice([", ", " "]) + self.cred]
        if st < 0.8:
            return [self.full()]
        return [self.init_last(), (", " + self.cred) if self.cred else ""]

    def ref(self, rng):
        """Short in-text reference."""
        if self.is_dr:
            return [rng.choice(["Dr ", "Dr. "]), self.lastp()]
        return rng.choice([[self.firstp()], [self.full()], [self.firstp(), " (" + (self.cred or "staff") + ")"]])


def gp_doctor(rng, country):
    s = Staff(rng, country, role="General Practitioner", doctor=True)
    s.cred = {"UK": "MRCGP", "US": "MD", "AU": "FRACGP", "CA": "CCFP", "IE": "MICGP"}[country]
    return s


class Case:
    """Everything about one note's patient and setting."""

    def __init__(self, rng, country):
        self.rng = rng
        self.c = country
        self.pt = Person(rng, "PATIENT")
        self.today = dt.date(2022, 1, 3) + dt.timedelta(days=rng.randint(0, 1270))
        self.age = rng.choice([rng.randint(34, 69), rng.randint(60, 89), rng.randint(70, 96)])
        bday = dt.date(self.today.year - self.age, rng.randint(1, 12), rng.randint(1, 28))
        self.dob = bday
        self.age = self.today.year - bday.year - ((self.today.month, self.today.day) < (bday.month, bday.day))
        # places
        self.town = rng.choice(L.TOWNS[country])
        sn = rng.choice(L.STREET_NAMES) + " " + rng.choice(L.STREET_SFX[country])
        num = str(rng.randint(1, 240))
        if rng.random() < 0.2:
            unit = rng.choice(L.UNITS[country]).format(n=rng.randint(1, 40))
            if unit.endswith("/"):
                self.street = unit + num + " " + sn
            else:
                self.street = rng.choice([unit + ", " + num + " " + sn, num + " " + sn + ", " + unit])
        elif country in ("UK", "IE") and rng.random() < 0.15:
            self.street = rng.choice(L.HOUSE_NAMES) + ", " + sn
        else:
            self.street = num + " " + sn
        if country == "US":
            self.region, self.region_abbr = rng.choice(L.US_STATES)
        elif country == "AU":
            self.region, self.region_abbr = rng.choice(L.AU_STATES)
        elif country == "CA":
            self.region, self.region_abbr = rng.choice(L.CA_PROVS)
        elif country == "UK":
            self.region, self.region_abbr = rng.choice(L.UK_COUNTIES), None
        else:
            self.region, self.region_abbr = rng.choice(L.IE_COUNTIES), None
        self.postcode = postcode(rng, country, self.region_abbr)
        self.hospital, self.hosp_abbr = rng.choice(L.HOSPITALS[country])
        self.clinic = rng.choice(L.CLINICS[country])
        self.practice = rng.choice(L.PRACTICES[country])
        self.pharmacy = rng.choice(L.PHARMACIES[country])
        self.lab = rng.choice(L.LABS[country])
        self.carehome = rng.choice(L.CARE_HOMES[country])
        self.building = rng.choice(L.BUILDINGS)
        self.ward = rng.choice(L.WARDS)
        self.org = rng.choice(L.ORGS[country])
        self.country_name = {"UK": "United Kingdom", "US": "USA", "AU": "Australia",
                             "CA": "Canada", "IE": "Ireland"}[country]
        # ids
        self.mrn = F.mrn(rng, country)
        self.nhs = F.nhs_number(rng) if country == "UK" else None
        self.phone = F.phone(rng, country, mobile=False)
        self.mobile = F.phone(rng, country, mobile=True)
        self.clinic_phone = F.phone(rng, country, mobile=False)
        self.clinic_fax = F.phone(rng, country, mobile=False)
        # people
        self.gp = gp_doctor(rng, country)
        self.staff = [Staff(rng, country) for _ in range(3)]
        self.nurse = Staff(rng, country, role=Staff.ROLES[country][0][0])
        self.clerk = Staff(rng, country, role=rng.choice(["Clinic Clerk", "Receptionist", "Booking Clerk"]))
        self.pharm = Staff(rng, country, role=Staff.ROLES[country][1][0])
        self.haem = Staff(rng, country, role={"UK": "Consultant Haematologist", "US": "Attending Physician",
                                              "AU": "Staff Specialist", "CA": "Hematologist",
                                              "IE": "Consultant Haematologist"}[country], doctor=True)
        self.fam_rel = rng.choice(FAMREL)
        fsex = {"wife": "F", "husband": "M", "daughter": "F", "son": "M", "sister": "F",
                "brother": "M", "niece": "F", "nephew": "M", "granddaughter": "F",
                "grandson": "M", "son-in-law": "M", "daughter-in-law": "F"}.get(self.fam_rel)
        self.fam = Person(rng, "FAMILY", sex=fsex)
        if self.fam_rel in ("wife", "husband") or (self.fam_rel in ("son", "daughter", "granddaughter", "grandson") and rng.random() < 0.6):
            if self.fam_rel not in ("son-in-law", "daughter-in-law"):
                self.fam.last = self.pt.last
        self.fam_job = rng.choice(L.PROFESSIONS)
        self.retired = self.age >= 66 and rng.random() < 0.75
        self.job = rng.choice(L.RETIREABLE if self.retired else L.PROFESSIONS)

    # ---- PHI helpers returning fragments
    def d(self, d, style=None):
        return P(F.fdate(self.rng, d, self.c, style), "DATE")

    def dob_p(self):
        return P(F.fdob(self.rng, self.dob, self.c), "DATE")

    def today_p(self, style=None):
        return self.d(self.today, style)

    def ago(self, days, style=None):
        return self.d(self.today - dt.timedelta(days=days), style)

    def ahead(self, days, style=None):
        return self.d(self.today + dt.timedelta(days=days), style)

    def age_p(self, words=False):
        return P(F.words(self.age) if words else str(self.age), "AGE")

    def age_sex(self):
        """e.g. '78 yo F' / '78M' / '78-year-old woman'."""
        r = self.rng.random()
        a = P(str(self.age), "AGE")
        sx = self.pt.sex
        if r < 0.25:
            return [a, " yo " + sx]
        if r < 0.45:
            return [a, sx]
        if r < 0.7:
            return [a, "-year-old " + ("woman" if sx == "F" else "man")]
        if r < 0.85:
            return [a, " y/o " + ("female" if sx == "F" else "male")]
        return [("F" if sx == "F" else "M") + ", ", a, "y"]

    def addr_lines(self, sep="\n"):
        """Address split into parts."""
        out = [P(self.street, "STREET"), sep, P(self.town, "CITY")]
        if self.c in ("US", "CA", "AU"):
            ab = self.rng.random() < 0.75
            out += [" " if self.c == "AU" else ", ",
                    P(self.region_abbr if ab else self.region, "STATE"),
                    self.rng.choice(["  ", " "]), P(self.postcode, "ZIP")]
        else:
            if self.rng.random() < 0.7:
                out += [sep, P(self.region, "CITY")]
            out += [sep, P(self.postcode, "ZIP")]
        return out

    def addr_inline(self):
        return self.addr_lines(sep=", ")

    def id_block(self, rng, n=2, ssn=True):
        """A few identifier label/value pairs in country style."""
        items = []
        if self.c == "UK":
            items.append(["NHS No: ", P(self.nhs, "MRN")])
            items.append([rng.choice(["Hosp No: ", "Hospital No. ", "MRN: "]), P(self.mrn, "MRN")])
        elif self.c == "AU":
            items.append([rng.choice(["UR: ", "UR No. ", "MRN "]), P(self.mrn, "MRN")])
            items.append(["Medicare: ", P(F.healthplan(rng, "AU"), "HEALTHPLAN")])
        elif self.c == "CA":
            items.append([rng.choice(["MRN: ", "Chart #", "MRN "]), P(self.mrn, "MRN")])
            items.append([rng.choice(["OHIP: ", "Health Card: ", "PHN: "]), P(F.healthplan(rng, "CA"), "HEALTHPLAN")])
        elif self.c == "IE":
            items.append([rng.choice(["MRN: ", "Hosp No: ", "Chart No. "]), P(self.mrn, "MRN")])
            items.append([rng.choice(["GMS No: ", "Medical Card: "]), P(F.healthplan(rng, "IE"), "HEALTHPLAN")])
        else:
            items.append([rng.choice(["MRN: ", "MRN# ", "Med Rec #: "]), P(self.mrn, "MRN")])
            items.append([rng.choice(["Member ID: ", "Ins ID: ", "Policy #: "]), P(F.healthplan(rng, "US"), "HEALTHPLAN")])
        items.append([rng.choice(["Acct: ", "Encounter: ", "Visit #: ", "CSN: "]), P(F.account(rng), "ACCOUNT")])
        items = items[:n] if n < len(items) else items
        if ssn and n >= 2 and self.c != "AU" and rng.random() < 0.12:
            lab = {"US": ["SSN: ", "SS#: "], "UK": ["NI No: ", "NINO: "], "CA": ["SIN: "], "IE": ["PPSN: ", "PPS No: "]}[self.c]
            items.append([rng.choice(lab), P(F.ssn(rng, self.c), "SSN")])
        return items


def postcode(rng, c, region_abbr=None):
    if c == "UK":
        area = rng.choice(["LS", "HX", "BD", "OL", "CA", "EX", "NR", "SY", "NE", "TN", "LL", "KY",
                           "AB", "TA", "DE", "LN", "LD", "TR", "DH", "HR"])
        return "%s%d %d%s" % (area, rng.randint(1, 29), rng.randint(0, 9),
                              "".join(rng.choice("ABDEFGHJLNPQRSTUWXYZ") for _ in range(2)))
    if c == "US":
        z = "%05d" % rng.randint(1001, 99950)
        return z + ("-%04d" % rng.randint(1, 9999) if rng.random() < 0.15 else "")
    if c == "AU":
        first = {"NSW": "2", "VIC": "3", "QLD": "4", "SA": "5", "WA": "6", "TAS": "7", "ACT": "26",
                 "NT": "08"}.get(region_abbr, "2")
        return first + F.digits(rng, 4 - len(first))
    if c == "CA":
        fl = {"ON": "KLMNP", "BC": "V", "AB": "T", "MB": "R", "SK": "S", "NS": "B", "NB": "E",
              "NL": "A", "QC": "GHJ", "PE": "C"}.get(region_abbr, "K")
        al = "ABCEGHJKLMNPRSTVWXYZ"
        return "%s%d%s %d%s%d" % (rng.choice(fl), rng.randint(0, 9), rng.choice(al), rng.randint(0, 9),
                                  rng.choice(al), rng.randint(0, 9))
    al = "ACDEFHKNPRTVWXY0123456789"
    rk = rng.choice(["T12", "H91", "F23", "V92", "F92", "W91", "C15", "Y35", "E41", "V95", "F91", "D04", "N37", "A92"])
    return rk + " " + "".join(rng.choice(al) for _ in range(4))
