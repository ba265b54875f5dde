"""Per-note persona and rendering helpers (all PHI goes through P())."""
import datetime as dt

import clinical as K
import pools
from core import (P, PT, Person, fmt_date, make_person, title, nm, rand_date, US_FULL, UK_FULL,
                  us_phone, us_ext, uk_phone, nhs_number, us_ssn, uk_nino, mrn, account, healthplan,
                  group_no, username, email, slug, us_zip, uk_postcode, us_street, uk_street,
                  license_no, ip_addr, digits, letters, bioid, device_sn, vehicle, accession)

ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
        "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else "-" + ONES[n % 10])
    return "one hundred" + ("" if n == 100 else " and " + words(n - 100))


US_DOC_CREDS = ["MD", "MD", "MD", "DO", "MD, PhD", "MD, FACC", "MD, FACS", "MBBS", "MD, MPH"]
UK_DOC_CREDS = ["MBBS MRCP", "MBChB", "MBChB MRCGP", "MBBS FRCS", "FRCR", "MBBS FRCP", "BM BCh", "MRCGP", "MBBS"]
US_NURSE_CREDS = ["RN", "RN", "RN, BSN", "BSN, RN", "LPN", "RN, CEN"]
UK_NURSE_CREDS = ["RN", "RGN", "Staff Nurse", "Charge Nurse", "Sister"]


class Ctx:
    def __init__(self, rng, uk, genre):
        r = self.r = rng
        self.uk = uk
        self.genre = genre
        self.date = rand_date(rng, dt.date(2016, 1, 1), dt.date(2025, 6, 30))
        self.pt = make_person(rng, uk)
        self.sex = self.pt.sex
        x = r.random()
        if x < 0.05:
            self.age = r.randint(1, 17)
        elif x < 0.25:
            self.age = r.randint(18, 40)
        elif x < 0.58:
            self.age = r.randint(41, 64)
        elif x < 0.91:
            self.age = r.randint(65, 89)
        else:
            self.age = r.randint(90, 104)
        bday_offset = r.randint(1, 364)
        by = self.date.year - self.age - 1
        try:
            self.dob = dt.date(by, 1, 1) + dt.timedelta(days=bday_offset)
        except ValueError:
            self.dob = dt.date(by, 6, 1)
        # recompute age exactly
        self.age = self.date.year - self.dob.year - ((self.date.month, self.date.day) < (self.dob.month, self.dob.day))
        self.he = "he" if self.sex == "M" else "she"
        self.He = self.he.capitalize()
        self.his = "his" if self.sex == "M" else "her"
        self.His = self.his.capitalize()
        self.him = "him" if self.sex == "M" else "her"
        self.ttl = title(self.pt, uk, r)
        self.fd = r.choice(UK_FULL if uk else US_FULL)  # house date style
        self.mrn = mrn(r, uk)
        self.acct = account(r)
        self.nhs = nhs_number(r) if uk else None
        self.ssn = uk_nino(r) if uk else us_ssn(r)
        self.plan = healthplan(r)
        self.group = group_no(r)
        # address
        if uk:
            town, county, area = r.choice(pools.UK_TOWNS)
            self.city, self.state, self.zip = town, county, uk_postcode(r, area)
            self.street = uk_street(r)
            self.area = area
        else:
            city, st, pre = r.choice(pools.US_CITIES)
            self.city, self.state, self.zip = city, st, us_zip(r, pre)
            self.street = us_street(r)
            self.zpre = pre
        self.phone = self.phone_num()
        self.phone2 = uk_phone(r, mobile=True) if uk else us_phone(r)
        self.email = email(r, self.pt)
        self.uname = username(r, self.pt)
        self.profession = r.choice(pools.PROFESSIONS)
        self.employer = r.choice(pools.UK_EMPLOYERS if uk else pools.US_EMPLOYERS)
        # relatives
        self.rels = []
        for _ in range(r.randint(1, 3)):
            sex = r.choice("MF")
            role = r.choice(pools.RELATIVES_MALE if sex == "M" else pools.RELATIVES_FEMALE)
            if r.random() < 0.12:
                role = r.choice(pools.OTHER_CONTACTS)
            same_last = role in ("son", "daughter", "husband", "wife", "brother", "sister",
                                 "grandson", "granddaughter", "father", "mother") and r.random() < 0.6
            p = make_person(r, uk, sex=sex, last=self.pt.last if same_last else None)
            p.role = role
            p.phone = self.phone_num()
            p.age = None
            self.rels.append(p)
        # staff
        self.att = self.mkdoc()
        self.res = self.mkdoc(resident=True)
        self.pcp = self.mkdoc()
        self.cons = self.mkdoc()
        self.rn = self.mkdoc(nurse=True)
        self.rn2 = self.mkdoc(nurse=True)
        # sites
        if uk:
            self.hosp = r.choice(pools.UK_HOSPITALS)
            self.practice = r.choice(pools.UK_PRACTICES)
            self.pharm = r.choice(pools.UK_PHARMACIES)
            self.facility = r.choice(pools.UK_FACILITIES)
            self.ward = r.choice(pools.UK_WARDS)
        else:
            self.hosp = r.choice(pools.US_HOSPITALS)
            self.practice = r.choice(pools.US_CLINICS)
            self.pharm = r.choice(pools.US_PHARMACIES)
            self.facility = r.choice(pools.US_FACILITIES)
            self.ward = r.choice(pools.US_UNITS_NAMED)
        self.room = r.choice([str(r.randint(200, 999)), f"{r.randint(2, 9)}{r.randint(10, 40)}{r.choice('AB')}",
                              f"{r.randint(1, 12)}-{r.randint(1, 40)}", f"{r.choice('NSEW')}{r.randint(200, 720)}"])
        self.bed = str(r.randint(1, 32)) if r.random() < 0.7 else r.choice("ABCD")
        if self.age < 16:
            pool = [s for s in K.SCENARIOS if s.get("peds") or s["cc"] in ("seizure", "headache", "rash and fever", "fever and cough")]
        else:
            pool = [s for s in K.SCENARIOS if not s.get("peds") and (not s.get("preg") or (self.sex == "F" and self.age < 46))]
        self.sc = r.choice(pool)

    # ------------------------------------------------------------ basics
    def phone_num(self):
        return uk_phone(self.r) if self.uk else us_phone(self.r)

    def site_phone(self):
        return uk_phone(self.r, mobile=False) if self.uk else us_phone(self.r)

    def ext_phone(self):
        if self.uk:
            return uk_phone(self.r, mobile=False) + self.r.choice([f" ext {self.r.randint(1000, 9999)}", f" ext. {self.r.randint(100, 999)}"])
        return us_ext(self.r, us_phone(self.r))

    def mkdoc(self, resident=False, nurse=False, cred=None):
        p = make_person(self.r, self.uk)
        if cred:
            p.cred = cred
        elif nurse:
            p.cred = self.r.choice(UK_NURSE_CREDS if self.uk else US_NURSE_CREDS)
        else:
            p.cred = self.r.choice(UK_DOC_CREDS if self.uk else US_DOC_CREDS)
        p.username = username(self.r, p)
        return p

    def D(self, d=None, style=None):
        d = d or self.date
        return P("DATE", fmt_date(d, style or self.fd))

    def Dany(self, d=None):
        """A full date in a random style appropriate to the locale."""
        return self.D(d, self.r.choice(UK_FULL if self.uk else US_FULL))

    def days(self, n):
        return self.date + dt.timedelta(days=n)

    def time(self):
        r = self.r
        h, m = r.randint(0, 23), r.choice([0, 5, 10, 12, 15, 20, 24, 30, 35, 40, 45, 48, 50, 55])
        return r.choice([f"{h:02d}:{m:02d}", f"{h:02d}{m:02d}", f"{(h % 12) or 12}:{m:02d} {'AM' if h < 12 else 'PM'}",
                         f"{h:02d}:{m:02d}", f"{(h % 12) or 12}:{m:02d}{'am' if h < 12 else 'pm'}"])

    # ------------------------------------------------------------ patient names
    def N(self, style=None):
        style = style or self.r.choice(["full", "full", "fml", "lf", "LF", "caps", "lfm"])
        return nm(self.pt, "PATIENT", style)

    def tN(self):
        """Title + surname (title outside span)."""
        return f"{self.ttl} {nm(self.pt, 'PATIENT', 'last')}"

    def ref(self):
        """A narrative reference to the patient."""
        r = self.r
        x = r.random()
        if x < 0.35:
            return self.tN()
        if x < 0.55:
            return nm(self.pt, "PATIENT", "first")
        if x < 0.65:
            return nm(self.pt, "PATIENT", "full")
        if x < 0.72:
            return nm(self.pt, "PATIENT", r.choice(["init_dot", "init"]))
        return r.choice(["the patient", "pt", "Pt", "patient"])

    def age_s(self, style=None, a=None):
        r = self.r
        a = self.age if a is None else a
        A = P("AGE", str(a))
        sx = self.sex
        style = style or r.choice(["yo", "yo", "year-old", "year-old", "yo_ns", "y/o", "MF", "MF_sp",
                                   "yr", "years", "words", "yearold_caps", "yof", "yo_dot"])
        if style == "yo":
            return f"{A} yo"
        if style == "yo_ns":
            return f"{A}yo"
        if style == "year-old":
            return f"{A}-year-old"
        if style == "y/o":
            return f"{A} y/o"
        if style == "MF":
            return f"{A}{sx}"
        if style == "MF_sp":
            return f"{A} {sx}"
        if style == "yr":
            return f"{A}-yr-old"
        if style == "years":
            return f"{A} years old"
        if style == "words":
            return f"{P('AGE', words(a))}-year-old" if a < 110 else f"{A}-year-old"
        if style == "yearold_caps":
            return f"{A} YO"
        if style == "yo_dot":
            return f"{A} y.o."
        if style == "aged":
            return f"aged {A}"
        if style == "paren":
            return f"({A}{sx})"
        if style == "yof":
            return f"{A} yo{'m' if sx == 'M' else 'f'}"
        raise KeyError(style)

    def sexword(self):
        r = self.r
        if self.sex == "M":
            return r.choice(["man", "male", "gentleman", "M", "male"])
        return r.choice(["woman", "female", "lady", "F", "female"])

    # ------------------------------------------------------------ staff names
    def dr(self, p, style=None):
        r = self.r
        dot = "" if self.uk else "."
        style = style or r.choice(["dr_last", "dr_last", "dr_full", "full_cred", "fml_cred", "fi_cred", "dr_fi"])
        if style == "dr_last":
            return f"Dr{dot} {nm(p, 'DOCTOR', 'last')}"
        if style == "dr_full":
            return f"Dr{dot} {nm(p, 'DOCTOR', 'full')}"
        if style == "dr_fi":
            return f"Dr{dot} {nm(p, 'DOCTOR', 'fi')}"
        if style == "full_cred":
            return f"{nm(p, 'DOCTOR', 'full')}, {p.cred}"
        if style == "fml_cred":
            return f"{nm(p, 'DOCTOR', 'fml')}, {p.cred}"
        if style == "fi_cred":
            return f"{nm(p, 'DOCTOR', 'fi')} {p.cred}"
        if style == "LF_cred":
            return f"{nm(p, 'DOCTOR', 'LF')} {p.cred}"
        if style == "lf":
            return nm(p, "DOCTOR", "lf")
        if style == "full":
            return nm(p, "DOCTOR", "full")
        if style == "first":
            return nm(p, "DOCTOR", "first")
        if style == "fl":
            return nm(p, "DOCTOR", "fl")
        if style == "last":
            return nm(p, "DOCTOR", "last")
        if style == "abfull":
            return f"Dr {nm(p, 'DOCTOR', 'abfull')}" if self.uk else f"Dr. {nm(p, 'DOCTOR', 'abfull')}"
        if style == "surg":  # UK surgeons use Mr/Ms/Miss
            t = "Mr" if p.sex == "M" else r.choice(["Ms", "Miss", "Mrs"])
            return f"{t} {nm(p, 'DOCTOR', r.choice(['last', 'full', 'abfull']))}"
        raise KeyError(style)

    def nurse(self, p, style=None):
        style = style or self.r.choice(["full_cred", "first_cred", "fl_cred", "fi_cred", "first"])
        if style == "full_cred":
            return f"{nm(p, 'DOCTOR', 'full')}, {p.cred}"
        if style == "first_cred":
            return f"{nm(p, 'DOCTOR', 'first')} {p.cred}"
        if style == "fl_cred":
            return f"{nm(p, 'DOCTOR', 'fl')} {p.cred}"
        if style == "fi_cred":
            return f"{nm(p, 'DOCTOR', 'fi')}, {p.cred}"
        if style == "first":
            return nm(p, "DOCTOR", "first")
        raise KeyError(style)

    def initials_lc(self, p):
        return P("DOCTOR", (p.first[0] + p.last[0]).lower())

    # ------------------------------------------------------------ relatives
    def rel(self, i=0, style=None):
        """'his wife Ana' style mention; returns marked text."""
        p = self.rels[i % len(self.rels)]
        r = self.r
        style = style or r.choice(["role_first", "role_full", "role_first", "role_paren"])
        if style == "role_first":
            return f"{p.role} {nm(p, 'FAMILY', 'first')}"
        if style == "role_full":
            return f"{p.role} {nm(p, 'FAMILY', 'full')}"
        if style == "role_paren":
            return f"{p.role} ({nm(p, 'FAMILY', 'first')})"
        if style == "first_role":
            return f"{nm(p, 'FAMILY', 'first')} ({p.role})"
        if style == "title":
            t = title(p, self.uk, r)
            return f"{p.role} {t} {nm(p, 'FAMILY', 'last')}"
        raise KeyError(style)

    def relp(self, i=0):
        return self.rels[i % len(self.rels)]

    # ------------------------------------------------------------ places
    def addr_lines(self, street=None, city=None, state=None, zipc=None, sep="\n"):
        street = street or self.street
        city = city or self.city
        state = self.state if state is None else state
        zipc = zipc or self.zip
        if self.uk:
            parts = [P("STREET", street), P("CITY", city)]
            if state and self.r.random() < 0.5:
                parts.append(P("CITY", state))  # UK county -> CITY per guideline
            parts.append(P("ZIP", zipc))
            return sep.join(parts)
        st = state
        if self.r.random() < 0.15:
            st = pools.US_STATES.get(state, state)
        sep2 = sep if sep != "\n" else "\n"
        return f"{P('STREET', street)}{sep2}{P('CITY', city)}, {P('STATE', st)} {P('ZIP', zipc)}"

    def addr_inline(self):
        return self.addr_lines(sep=", ")

    def site_addr(self, sep="\n"):
        r = self.r
        if self.uk:
            town, county, area = r.choice(pools.UK_TOWNS) if r.random() < 0.3 else (self.city, self.state, self.area)
            return self.addr_lines(uk_street(r, flat_p=0), town, county, uk_postcode(r, area), sep)
        if r.random() < 0.3:
            city, st, pre = r.choice(pools.US_CITIES)
        else:
            city, st, pre = self.city, self.state, self.zpre
        s = us_street(r, unit_p=0.0)
        if r.random() < 0.4:
            s += f", Suite {r.randint(100, 650)}"
        return self.addr_lines(s, city, st, us_zip(r, pre), sep)

    def ward_s(self):
        """UK ward names are care units (HOSPITAL); US named buildings are LOCATION_OTHER."""
        return self.H(self.ward) if self.uk else PT("LOCATION_OTHER", self.ward)

    def H(self, name=None):
        return PT("HOSPITAL", name or self.hosp)

    def other_hosp(self):
        return self.r.choice(pools.UK_HOSPITALS if self.uk else pools.US_HOSPITALS)

    def other_clinic(self):
        return self.r.choice(pools.UK_PRACTICES if self.uk else pools.US_CLINICS)

    def country(self):
        return PT("COUNTRY", self.r.choice(pools.COUNTRIES))

    def portal_url(self, site=None):
        r = self.r
        s = slug(site or self.hosp)[:22]
        tld = r.choice([".nhs.uk", ".org.uk", ".co.uk"]) if self.uk else r.choice([".org", ".com", ".org", ".net", ".health"])
        return r.choice([f"www.{s}{tld}", f"https://www.{s}{tld}/patients", f"https://mychart.{s}{tld}",
                         f"{s}{tld}/portal", f"https://portal.{s}{tld}/login", f"http://{s}{tld}",
                         f"www.{s}{tld}/appointments", f"https://{s}{tld}/forms/records-request"])

    def site_email(self, site=None):
        r = self.r
        s = slug(site or self.hosp)[:18]
        tld = r.choice(["nhs.net", f"{s}.nhs.uk"]) if self.uk else f"{s}.org"
        local = r.choice(["referrals", "appointments", "medrecords", "admin", "nursing.triage", "frontdesk", "pharmacy"])
        if self.uk and tld == "nhs.net":
            local = f"{s}.{local}"
        return f"{local}@{tld}"

    # ------------------------------------------------------------ id blocks
    def mrn_label(self):
        if self.uk:
            return self.r.choice(["Hosp No", "Hospital No", "Unit No", "MRN", "Hospital number", "Case note no"])
        return self.r.choice(["MRN", "MRN", "Med Rec #", "MR#", "Medical Record No.", "Pt ID", "CMRN"])

    def ids_line(self, sep="   "):
        r = self.r
        parts = [f"{self.mrn_label()}: {P('MRN', self.mrn)}"]
        if self.uk:
            if r.random() < 0.85:
                parts.append(f"NHS No: {P('MRN', self.nhs)}")
        if r.random() < 0.5:
            parts.append(f"{r.choice(['Acct', 'Account #', 'FIN', 'Encounter', 'Visit #', 'CSN'])}: {P('ACCOUNT', self.acct)}")
        return sep.join(parts)

    def dob_s(self, style=None):
        return self.D(self.dob, style or self.r.choice(UK_FULL if self.uk else US_FULL))

    def header(self, dept=None, title_txt=None):
        """A typical EHR patient banner."""
        r = self.r
        lines = []
        if r.random() < 0.7:
            lines.append(self.H())
        if title_txt:
            lines.append(title_txt)
        v = r.random()
        dobl = r.choice(["DOB", "DOB", "D.O.B.", "Date of Birth", "Birth date"])
        if v < 0.35:
            lines.append(f"Patient: {self.N('LF')}    {dobl}: {self.dob_s()}    Age: {P('AGE', self.age)}    Sex: {self.sex}")
            lines.append(self.ids_line())
        elif v < 0.7:
            lines.append(f"Name: {self.N(r.choice(['lf', 'full', 'fml', 'LF']))}")
            lines.append(f"{dobl}: {self.dob_s()} ({self.age_s(r.choice(['yo', 'y/o', 'MF']))})")
            lines.append(self.ids_line("\n"))
        else:
            lines.append(f"{self.N('LF2')} | {self.sex} | {self.dob_s()} | {P('AGE', self.age)}y | {self.mrn_label()} {P('MRN', self.mrn)}")
        return "\n".join(lines)

    # ------------------------------------------------------------ footers
    def esign(self, p=None, d=None):
        r = self.r
        p = p or self.att
        d = d or self.date
        v = r.random()
        if v < 0.3:
            s = f"Electronically signed by {self.dr(p, r.choice(['full_cred', 'fml_cred', 'LF_cred']))} on {self.D(d)} at {self.time()}"
        elif v < 0.5:
            s = f"Signed: {self.dr(p, 'full_cred')}  {self.D(d)} {self.time()}"
        elif v < 0.65:
            s = f"-- {self.dr(p, r.choice(['fi_cred', 'full_cred']))}"
            if r.random() < 0.5:
                s += f", pager {P('PHONE', self.pager())}"
        elif v < 0.8:
            s = f"{self.dr(p, 'full_cred')}\n{self.sc['dept'] if r.random() < 0.5 else 'Internal Medicine'}\n{self.D(d)}"
        else:
            s = f"E-signed {self.D(d)} {self.time()} by {P('USERNAME', p.username)} ({self.dr(p, 'full')})"
        if r.random() < 0.18:
            s += f"\nAccessed from workstation {P('IPADDR', ip_addr(r))}" + (f" by user {P('USERNAME', p.username)}" if r.random() < 0.5 else "")
        if r.random() < 0.12 and not self.uk:
            s += f"\nNPI: {P('LICENSE', license_no(r, 'npi'))}"
        if r.random() < 0.08 and self.uk:
            s += f"\nGMC {P('LICENSE', license_no(r, 'gmc'))}"
        return s

    def pager(self):
        r = self.r
        return r.choice([f"{r.randint(1, 9)}-{digits(r, 4)}", digits(r, 5), f"{digits(r, 3)}-{digits(r, 4)}", digits(r, 4)])

    def transcription(self, p=None):
        r = self.r
        p = p or self.att
        tr = make_person(r, self.uk)
        d2 = self.date + dt.timedelta(days=r.choice([0, 0, 1, 1, 2]))
        init_p = P("DOCTOR", (p.first[0] + p.last[0]).lower())
        init_t = P("DOCTOR", (tr.first[0] + tr.last[0]).lower())
        v = r.random()
        ds = r.choice(["us0", "us", "us2"]) if not self.uk else r.choice(["uk", "uk2"])
        if v < 0.4:
            return f"DD: {self.D(self.date, ds)} DT: {self.D(d2, ds)} {init_p}/{init_t}"
        if v < 0.7:
            return f"D: {self.D(self.date, ds)} {self.time()}\nT: {self.D(d2, ds)} {self.time()}\nJob #: {P('IDNUM', digits(r, 6))}   {P('DOCTOR', (p.first[0] + p.last[0]).upper())}/{P('DOCTOR', (tr.first[0] + tr.last[0]).lower())}"
        if v < 0.85:
            return f"Dictated by: {self.dr(p, 'full_cred')}\nTranscribed by: {nm(tr, 'DOCTOR', 'full')} on {self.D(d2, ds)}"
        return f"{init_p}/{init_t}  d: {self.D(self.date, ds)}  t: {self.D(d2, ds)}"
