"""Per-note context: the invented patient, staff, places and identifiers, plus shared blocks."""
import datetime as dt

import pools as P
from core import M, Person, Locale, fmt_date, words, digits, letters

CREDS = {
    "US": {"doc": ["MD", "MD", "DO", "MD, FACP", "MD, PhD", "MD, MPH"], "np": ["NP", "FNP-C", "PA-C", "APRN"],
           "rn": ["RN", "BSN, RN", "RN, CHFN", "LPN", "MSN, RN"]},
    "UK": {"doc": ["MBChB MRCP", "FRCP", "MB BS FRCS", "MRCP(UK)", "BM BCh"], "np": ["ANP", "Clinical Nurse Specialist"],
           "rn": ["RGN", "RN", "CNS", "Staff Nurse"]},
    "CA": {"doc": ["MD, FRCPC", "MD, CCFP", "MD", "MD, FRCSC"], "np": ["NP", "NP-PHC"], "rn": ["RN", "RPN", "BScN, RN"]},
    "AU": {"doc": ["FRACP", "MBBS FRACP", "MBBS FRACS", "FRACGP"], "np": ["NP", "CNC"], "rn": ["RN", "CNS", "EN"]},
    "IE": {"doc": ["MB BCh BAO, MRCPI", "FRCPI", "FRCSI", "MRCPI"], "np": ["ANP", "CNS"], "rn": ["RGN", "CNM II", "RNP"]},
    "NZ": {"doc": ["FRACP", "MBChB FRACP", "FRACS", "FRNZCGP"], "np": ["NP", "CNS"], "rn": ["RN", "CNS", "EN"]},
    "SG": {"doc": ["MBBS, MRCP (UK)", "MMed (Int Med)", "FAMS", "MBBS, FRCS (Ed)"], "np": ["APN"], "rn": ["RN", "SSN", "APN"]},
}

GP_WORD = {"US": "PCP", "UK": "GP", "CA": "family physician", "AU": "GP", "IE": "GP", "NZ": "GP", "SG": "family physician"}


class Ctx:
    def __init__(self, rng, loc, genre, idx):
        self.r = r = rng
        self.loc = loc
        self.L = Locale(loc, rng)
        self.genre = genre
        self.idx = idx
        self.us = loc == "US"
        self.dr = "Dr." if loc in ("US", "CA") or (loc == "SG" and r.random() < 0.5) else "Dr"
        self.visit = self.weekday(dt.date(2019, 1, 1) + dt.timedelta(days=r.randint(0, 2370)))
        lo, hi = (17, 34) if genre == "student_health" else (19, 93)
        if genre in ("breast_clinic",):
            self.p = Person(r, "PATIENT", sex="F")
        else:
            self.p = Person(r, "PATIENT")
        self.age = r.randint(lo, hi)
        self.dob = self.visit - dt.timedelta(days=int(self.age * 365.25) + r.randint(1, 360))
        self.age = (self.visit - self.dob).days * 100 // 36525
        self.sex = self.p.sex
        self.he = "she" if self.sex == "F" else "he"
        self.He = self.he.capitalize()
        self.his = "her" if self.sex == "F" else "his"
        self.His = self.his.capitalize()
        self.him = "her" if self.sex == "F" else "him"
        self.title = r.choice(["Mrs", "Ms", "Miss"]) if self.sex == "F" else "Mr"
        if loc in ("US", "CA"):
            self.title += "."
        self.date_style = r.choice(self.L.date_styles)
        self.hstyle = None
        # places
        self.town = r.choice(self.L.towns)
        self.addr = self.L.address()
        self.hosp = self.hospital_name()
        self.hosp_addr = self.L.address()
        self.clinic = self.clinic_name()
        self.practice = self.practice_name()
        self.prac_addr = self.L.address()
        self.employer = self.employer_name()
        self.occ = r.choice(OCCUPATIONS)
        # staff
        self.doc = self.staff("doc")
        self.nurse = self.staff("rn")
        self.gp = self.staff("doc")
        # ids
        self.mrn = self.L.mrn()
        self.mrn_label = r.choice(self.L.mrn_label())
        self.nhs = self.L.nhs() if loc == "UK" else None
        self.hp = self.L.healthplan()
        self.hp_label = r.choice(self.L.healthplan_label())
        self.domain = self.make_domain()
        self.pt_phone = self.L.phone()
        self.pt_mobile = self.L.phone()

    # ------------------------------------------------------------------ names of places
    def hospital_name(self):
        r, loc, t = self.r, self.loc, self.r.choice(self.L.towns)
        saint = r.choice(P.SAINTS)
        sur = r.choice(P.SURNAMES)
        opts = {
            "US": [f"{t} General Hospital", f"{t} Regional Medical Center", f"St. {saint} Medical Center",
                   f"{sur} Memorial Hospital", f"{t} Valley Hospital", f"Mercy {t} Hospital"],
            "UK": [f"{t} General Infirmary", f"Royal {t} Hospital", f"{t} District General Hospital",
                   f"St {saint}'s Hospital", f"{t} Community Hospital", f"{t} University Hospital"],
            "CA": [f"{t} General Hospital", f"{t} Health Sciences Centre", f"St. {saint}'s Health Centre",
                   f"{t} Regional Hospital"],
            "AU": [f"{t} Base Hospital", f"{t} Hospital", f"Royal {t} Hospital", f"{t} Private Hospital",
                   f"St {saint}'s Private"],
            "IE": [f"University Hospital {t}", f"{t} Regional Hospital", f"St {saint}'s Hospital",
                   f"{t} General Hospital", f"Mercy University Hospital {t}"],
            "NZ": [f"{t} Hospital", f"{t} Base Hospital", f"{t} Public Hospital", f"St {saint}'s Hospital"],
            "SG": [f"{t} General Hospital", f"{sur} Hospital", f"{t} Community Hospital",
                   f"Mount {r.choice(['Kemuning', 'Seroja', 'Damar', 'Melur'])} Hospital"],
        }[loc]
        return r.choice(opts)

    GENRE_CLINIC = {
        "rheumatology_clinic": ["Rheumatology Associates", "Arthritis Centre", "Rheumatology & Bone Clinic",
                                "Musculoskeletal Clinic"],
        "gi_endoscopy": ["Digestive Health Center", "Endoscopy Centre", "Gastroenterology Associates",
                         "Day Procedure Unit"],
        "hepatology_clinic": ["Liver Clinic", "Liver Centre", "Hepatology Associates"],
        "cardiology_device": ["Heart & Vascular Institute", "Heart Clinic", "Cardiology Associates", "Rhythm Clinic"],
        "hf_nurse": ["Heart Function Clinic", "Cardiac Wellness Centre", "Heart Failure Clinic"],
        "neurology_eeg": ["Neurology Associates", "Neuroscience Centre", "Neurophysiology Lab"],
        "epilepsy_nurse": ["Epilepsy Centre", "Comprehensive Epilepsy Program", "Seizure Clinic"],
        "ms_infusion": ["MS Centre", "Neuro-Infusion Suite", "Multiple Sclerosis Center", "Infusion Centre"],
        "spinal_clinic": ["Spine Institute", "Spinal Clinic", "Back & Neck Centre", "Orthopaedic Spine Clinic"],
        "pain_clinic": ["Pain Management Centre", "Pain Clinic", "Interventional Pain Associates"],
        "bariatric_followup": ["Weight Management Centre", "Bariatric Surgery Center", "Metabolic & Bariatric Clinic"],
        "breast_clinic": ["Breast Centre", "Breast Care Clinic", "Breast Health Center"],
        "plastics_hand_therapy": ["Hand Centre", "Plastic Surgery & Hand Clinic", "Hand Therapy Clinic"],
        "travel_occ_vaccination": ["Travel Health Clinic", "Occupational Health Centre", "Travel & Vaccination Clinic"],
        "student_health": ["Student Health Service", "Student Health Centre", "Campus Health Clinic"],
    }

    def clinic_name(self):
        r = self.r
        base = r.choice([self.town, r.choice(self.L.towns), r.choice(P.SURNAMES), r.choice(P.STREET_NAMES)])
        if self.genre == "student_health":
            self.univ = self.university_name()
            return r.choice([f"{self.univ} Student Health Service", f"{self.univ} Student Health Centre",
                             f"{self.univ} Campus Health Clinic"])
        return f"{base} {r.choice(self.GENRE_CLINIC[self.genre])}"

    def university_name(self):
        r = self.r
        u = r.choice(P.UNIVERSITY_A)
        if self.loc == "US":
            return r.choice([f"{u} University", f"{u} State University", f"{u} College"])
        if self.loc == "SG":
            return r.choice([f"{u} Institute of Technology", f"{u} University"])
        return r.choice([f"University of {u}", f"{u} University"])

    def practice_name(self):
        r, loc = self.r, self.loc
        t, st, sur = r.choice(self.L.towns), r.choice(P.STREET_NAMES), r.choice(P.SURNAMES)
        opts = {
            "US": [f"{t} Family Medicine", f"{st} Internal Medicine", f"{t} Primary Care", f"{sur} Family Practice"],
            "UK": [f"{st} Surgery", f"{t} Medical Centre", f"{st} Health Centre", f"The {st} Practice"],
            "CA": [f"{t} Family Health Team", f"{st} Medical Clinic", f"{t} Community Health Centre"],
            "AU": [f"{t} Medical Practice", f"{st} Family Practice", f"{t} Medical Centre"],
            "IE": [f"{t} Medical Centre", f"{st} Medical Practice", f"{t} Family Practice"],
            "NZ": [f"{t} Medical Centre", f"{st} Health", f"{t} Family Doctors"],
            "SG": [f"{t} Polyclinic", f"{sur} Family Clinic", f"{st} Medical Clinic"],
        }[loc]
        return r.choice(opts)

    def pharmacy_name(self):
        r = self.r
        t, sur = r.choice(self.L.towns), r.choice(P.SURNAMES)
        if self.loc == "US":
            return r.choice([f"{t} Drug", f"{sur} Pharmacy", f"{t} Apothecary"])
        if self.loc in ("UK", "IE", "AU", "NZ"):
            return r.choice([f"{sur}'s Chemist", f"{t} Pharmacy", f"{sur} Pharmacy"])
        return r.choice([f"{sur} Pharmacy", f"{t} Pharmacy"])

    def employer_name(self):
        r = self.r
        return r.choice([f"{r.choice(P.EMP_A)} {r.choice(P.EMP_B)}", f"{r.choice(P.SURNAMES)} & Sons {r.choice(P.EMP_B)}",
                         f"{r.choice(self.L.towns)} {r.choice(P.EMP_B)}", f"{r.choice(P.EMP_A)} {r.choice(P.EMP_B)}"])

    def school_name(self):
        return f"{self.r.choice(self.L.towns)} {self.r.choice(P.SCHOOLS_B)}"

    def make_domain(self):
        base = "".join(c for c in self.clinic.lower() if c.isalnum() and c.isascii())
        words_ = [w for w in self.clinic.lower().replace("&", "").split() if w.isalpha() and w.isascii()] or ["clinic"]
        short = words_[0] + "".join(w[0] for w in words_[1:]) if words_ else base
        return self.r.choice([short, base[:18], words_[0] + (words_[1] if len(words_) > 1 else "")]) + self.L.tld()

    # ------------------------------------------------------------------ people
    def staff(self, kind="doc", typ="DOCTOR"):
        p = Person(self.r, typ)
        p.cred = self.r.choice(CREDS[self.loc][kind]) if kind in CREDS[self.loc] else ""
        p.kind = kind
        return p

    def family(self, rel=None):
        r = self.r
        p = Person(r, "FAMILY")
        if r.random() < 0.6:
            p.family = self.p.family
        rel = rel or r.choice(["wife", "husband", "partner", "daughter", "son", "mother", "father", "sister",
                               "brother", "niece", "friend", "neighbour" if self.loc != "US" else "neighbor"])
        fem = {"wife": "F", "daughter": "F", "mother": "F", "sister": "F", "niece": "F", "husband": "M", "son": "M",
               "father": "M", "brother": "M", "nephew": "M"}
        if rel in fem:
            p.sex = fem[rel]
            p.given = r.choice(P.GIVEN_F if p.sex == "F" else P.GIVEN_M)
        p.rel = rel
        return p

    def drname(self, p, form=None):
        """A clinician with title, name marked, e.g. Dr Okafor."""
        r = self.r
        form = form or r.choice(["last", "full", "last", "ginit", "fullmid"])
        return f"{self.dr} {p.s(form)}"

    def sig(self, p, form=None):
        """Name with credentials, e.g. Jane Doe, RN"""
        form = form or self.r.choice(["full", "fullmid", "full", "ginit"])
        sep = ", " if self.loc in ("US", "CA") or self.r.random() < 0.4 else " "
        return f"{p.s(form)}{sep}{p.cred}" if p.cred else p.s(form)

    def ptname(self, form=None):
        r = self.r
        form = form or r.choice(["full", "fullmid", "full"])
        return self.p.s(form)

    def pt_title(self):
        return f"{self.title} {self.p.s('last')}"

    # ------------------------------------------------------------------ dates and ages
    def D(self, d, style=None):
        if style is None:
            style = self.date_style if self.r.random() < 0.8 else self.r.choice(self.L.date_styles)
        return M(fmt_date(d, style), "DATE")

    def Dlong(self, d):
        return M(fmt_date(d, "BdY" if self.loc == "US" else self.r.choice(["dBY", "dBY", "ordinal"])), "DATE")

    def Dshort(self, d, style=None):
        return M(fmt_date(d, style or self.r.choice(self.L.short_styles)), "DATE")

    def Dc(self, d):
        return M(fmt_date(d, self.date_style), "DATE")

    HOLIDAYS = {"US": ["Thanksgiving", "Christmas", "the Fourth of July", "Memorial Day", "New Year's Eve", "Labor Day"],
                "UK": ["Christmas", "Easter", "Boxing Day", "the August bank holiday", "New Year"],
                "CA": ["Thanksgiving", "Christmas", "Canada Day", "Victoria Day", "Easter"],
                "AU": ["Christmas", "Easter", "Anzac Day", "Australia Day", "King's Birthday"],
                "IE": ["Christmas", "St Patrick's Day", "Easter", "the October bank holiday", "St Stephen's Day"],
                "NZ": ["Christmas", "Waitangi Day", "Easter", "Labour Weekend", "Matariki"],
                "SG": ["Chinese New Year", "Hari Raya Puasa", "Deepavali", "Christmas", "National Day"]}

    def holiday(self):
        h = self.r.choice(self.HOLIDAYS[self.loc])
        if h.startswith("the "):
            return "the " + M(h[4:], "DATE")
        return M(h, "DATE")

    def Dwk(self, d):
        return M(fmt_date(d, self.r.choice(self.L.wk_styles)), "DATE")

    def Dmy(self, d):
        return M(fmt_date(d, self.r.choice(["BY", "bY", "BY", "mY"])), "DATE")

    def Dy(self, d):
        return M(str(d.year), "DATE")

    def before(self, a, b):
        return self.visit - dt.timedelta(days=self.r.randint(a, b))

    def after(self, a, b):
        return self.weekday(self.visit + dt.timedelta(days=self.r.randint(a, b)))

    @staticmethod
    def weekday(d):
        while d.weekday() >= 5:
            d += dt.timedelta(days=1)
        return d

    @staticmethod
    def an(word):
        return "an " if word[0].lower() in "aeiou" else "a "

    def A(self, n=None):
        return M(str(self.age if n is None else n), "AGE")

    def age_phrase(self, n=None, article=False):
        ph = self._age_phrase(n)
        if not article:
            return ph
        vis = "".join(ch for ch in ph.split("\x02", 1)[-1] if ch not in "\x01\x02\x03")
        an = vis[:1] in "8aeiou" or vis.startswith(("11", "18")) and not vis.startswith(("110", "111")) or \
            vis.startswith(("eight", "eleven"))
        return ("an " if an else "a ") + ph

    def _age_phrase(self, n=None):
        r = self.r
        n = self.age if n is None else n
        sx = self.sex
        word = "woman" if sx == "F" else "man"
        if n < 18:
            word = "girl" if sx == "F" else "boy"
        f = r.choice(["yo", "yo", "year-old", "y/o", "yoF", "words", "aged"])
        a = M(str(n), "AGE")
        if f == "yo":
            return f"{a} yo {'F' if sx == 'F' else 'M'}" if r.random() < 0.5 else f"{a}yo {word}"
        if f == "year-old":
            return f"{a}-year-old {word}"
        if f == "y/o":
            return f"{a} y/o {'female' if sx == 'F' else 'male'}"
        if f == "yoF":
            return f"{a}{sx}"
        if f == "words":
            return f"{M(words(n), 'AGE')}-year-old {word}"
        return f"{word} aged {a}"

    # ------------------------------------------------------------------ contacts
    def PH(self, num=None, ext=False):
        num = num or self.L.phone()
        if ext:
            num += self.L.ext()
        return M(num, "PHONE")

    def FAX(self):
        return M(self.L.phone(), "FAX")

    def email_of(self, p, domain=None):
        dom = domain or self.r.choice(["mailbox.example", "fastmail.example", "inboxly.example", "kmail.example"]
                                      if self.r.random() < 0.5 else [self.domain])
        return M(f"{p.email_local()}@{dom}", "EMAIL")

    def pt_email(self):
        dom = self.r.choice(["gmail.example", "outlook.example", "yahoo.example", "icloud.example", "proton.example"])
        return M(f"{self.p.email_local()}@{dom}", "EMAIL")

    def clinic_email(self):
        return M(self.r.choice(["referrals", "admin", "bookings", "clinic", "enquiries", "triage"]) + "@" + self.domain,
                 "EMAIL")

    def URL(self, path=None):
        path = path or self.r.choice(["", "/portal", "/patients", "/referrals", "/resources/aftercare", "/book",
                                      "/myhealth/login"])
        pre = self.r.choice(["www.", "https://www.", "https://", "www."])
        return M(f"{pre}{self.domain}{path}", "URL")

    def lic(self, kind="doc"):
        lab, val = self.L.license(kind)
        return f"{lab} {M(val, 'LICENSE')}"

    def acct(self):
        r = self.r
        v = r.choice([digits(r, 10), "ENC" + digits(r, 8), digits(r, 4) + "-" + digits(r, 4), "V" + digits(r, 9),
                      digits(r, 9)])
        return M(v, "ACCOUNT")

    def idnum(self, prefix=None):
        r = self.r
        prefix = prefix or r.choice(["S", "H", "SP", "CT", "MR", "US", "PATH-", "EEG-", "R"])
        v = r.choice([f"{prefix}{self.visit.year % 100:02d}-{r.randint(100, 99999)}",
                      f"{prefix}{digits(r, 7)}", f"{digits(r, 2)}{letters(r, 1)}{digits(r, 6)}"])
        return M(v, "IDNUM")

    # ------------------------------------------------------------------ shared blocks
    def ad(self, which=None, oneline=False, country=False):
        return self.L.addr_block(which or self.addr, oneline, country)

    def header(self, title):
        """A note header in one of several layouts."""
        r, loc = self.r, self.loc
        style = r.choice(["ehr", "ehr", "kv", "letter", "compact", "table"]) if loc == "US" else \
            r.choice(["letter", "letter", "kv", "ehr", "compact", "table"])
        self.hstyle = style
        v = self.visit
        idl = self.ids_line()
        if style == "ehr":
            out = [f"{M(self.clinic, 'HOSPITAL')}" + (f" | {M(self.hosp, 'HOSPITAL')}" if r.random() < 0.4 else ""),
                   title.upper(), "",
                   f"Patient: {self.p.s('LF')}    {self.mrn_label}: {M(self.mrn, 'MRN')}",
                   f"DOB: {self.D(self.dob)} ({self.A()} y)    Sex: {self.sex}",
                   f"Date of service: {self.D(v)}" + (f"    Encounter #: {self.acct()}" if r.random() < 0.6 else ""),
                   f"Provider: {self.sig(self.doc)}",
                   f"Referring: {self.drname(self.gp, 'full')}, {M(self.practice, 'HOSPITAL')}" if r.random() < 0.7 else
                   f"{GP_WORD[loc]}: {self.drname(self.gp)}"]
            if idl:
                out.append(idl)
            return "\n".join(out) + "\n"
        if style == "kv":
            out = [f"{M(self.clinic, 'HOSPITAL')} — {title}",
                   f"Name:            {self.ptname('fullmid')}",
                   f"Date of birth:   {self.D(self.dob)}",
                   f"Age:             {self.A()}",
                   f"{self.mrn_label + ':':<17}{M(self.mrn, 'MRN')}",
                   f"Address:         {self.ad(oneline=True)}",
                   f"Phone:           {self.PH(self.pt_phone)}" + (f" (mobile {self.PH(self.pt_mobile)})" if r.random() < 0.4 else ""),
                   f"Clinic date:     {self.D(v)}",
                   f"Clinician:       {self.drname(self.doc, 'full')}"]
            if idl:
                out.append(idl)
            if r.random() < 0.5:
                out.append(f"Email:           {self.pt_email()}")
            return "\n".join(out) + "\n"
        if style == "letter":
            hd = [M(self.hosp, "HOSPITAL"), self.ad(self.hosp_addr),
                  f"Tel: {self.PH(ext=r.random() < 0.3)}   Fax: {self.FAX()}"]
            if r.random() < 0.5:
                hd.append(f"Email: {self.clinic_email()}")
            if r.random() < 0.3:
                hd.append(self.URL(""))
            ref = f"Our ref: {self.doc.s('INIT')}/{self.staff('rn', 'DOCTOR').s('init_low')}/{M(self.mrn, 'MRN')}"
            lines = hd + ["", ref, f"Date typed: {self.D(self.after(1, 9))}", "",
                          self.drname(self.gp, "full"), M(self.practice, "HOSPITAL"), self.ad(self.prac_addr), "",
                          f"Dear {self.drname(self.gp, 'last')},", "",
                          f"Re: {self.ptname('fullmid')}, DOB {self.D(self.dob)}"]
            lines.append(self.ids_line() or f"{self.mrn_label}: {M(self.mrn, 'MRN')}")
            lines.append(self.ad(oneline=True))
            lines += ["", f"{title} — seen {self.D(v)}"]
            return "\n".join(lines) + "\n"
        if style == "compact":
            return (f"{title} | {M(self.clinic, 'HOSPITAL')} | {self.D(v)}\n"
                    f"Pt: {self.ptname(r.choice(['full', 'LF', 'init']))} | {self.age_phrase()} | {self.mrn_label} {M(self.mrn, 'MRN')}"
                    f" | seen by {self.doc.s('ginit')}\n")
        # table
        rows = [("Patient", self.ptname()), ("DOB / Age", f"{self.D(self.dob)} / {self.A()}"),
                (self.mrn_label, M(self.mrn, "MRN")), ("Visit", self.D(v)),
                ("Location", f"{M(self.clinic, 'HOSPITAL')}, {M(self.hosp, 'HOSPITAL')}" if r.random() < 0.5 else M(self.clinic, "HOSPITAL")),
                ("Clinician", self.sig(self.doc)), (GP_WORD[loc], f"{self.drname(self.gp, 'full')}, {M(self.practice, 'HOSPITAL')}")]
        if self.loc == "US" and r.random() < 0.6:
            rows.append(("Insurance", f"{M(r.choice(P.INSURER), 'ORGANIZATION')} {self.hp_label} {M(self.hp, 'HEALTHPLAN')}"))
        out = [title, "| Field | Value |", "|---|---|"] + [f"| {a} | {b} |" for a, b in rows]
        return "\n".join(out) + "\n"

    def ids_line(self):
        r, loc = self.r, self.loc
        if loc == "UK":
            s = f"NHS No: {M(self.nhs, 'MRN')}"
            if r.random() < 0.3:
                s += f"   {r.choice(self.L.natid_label())}: {M(self.L.natid(), 'SSN')}"
            return s
        if loc == "SG":
            return f"{r.choice(self.L.natid_label())}: {M(self.L.natid(), 'SSN')}" + (
                f"   {self.hp_label}: {M(self.hp, 'HEALTHPLAN')}" if r.random() < 0.3 else "")
        if loc in ("CA", "AU", "IE") and r.random() < 0.75:
            s = f"{self.hp_label}: {M(self.hp, 'HEALTHPLAN')}"
            if loc == "AU" and r.random() < 0.5:
                s += f"  IRN {M(str(r.randint(1, 5)), 'HEALTHPLAN')}"
            if loc == "IE" and r.random() < 0.3:
                s += f"   PPSN: {M(self.L.natid(), 'SSN')}"
            return s
        if loc == "US" and r.random() < 0.5:
            s = f"{M(r.choice(P.INSURER), 'ORGANIZATION')} {self.hp_label}: {M(self.hp, 'HEALTHPLAN')}"
            if r.random() < 0.4:
                s += f"  Group: {M('GRP-' + digits(r, 5), 'HEALTHPLAN')}"
            if r.random() < 0.25:
                s += f"  SSN: {M(self.L.natid(), 'SSN')}"
            return s
        if loc == "NZ" and r.random() < 0.3:
            return f"ACC claim: {M(letters(r, 2) + digits(r, 8), 'IDNUM')}"
        return ""

    def social(self):
        """Social history with profession, employer and family."""
        r = self.r
        occ = self.occ
        parts = []
        fam = self.family(r.choice(["wife", "husband", "partner"]) if r.random() < 0.6 else None)
        self.fam1 = fam
        x = r.random()
        if self.age >= 67:
            x = 0.5
        elif x >= 0.35 and x < 0.6:
            x = 0.1
        if x < 0.35:
            parts.append(f"Works as {self.an(occ)}{M(occ, 'PROFESSION')} at {M(self.employer, 'ORGANIZATION')}.")
        elif x < 0.6:
            parts.append(f"Retired {M(occ, 'PROFESSION')}" + (f" (formerly {M(self.employer, 'ORGANIZATION')})." if r.random() < 0.5 else "."))
        elif x < 0.8:
            parts.append(f"Occupation: {M(occ, 'PROFESSION')}, {M(self.employer, 'ORGANIZATION')}.")
        else:
            parts.append(f"{self.He} is {self.an(occ)}{M(occ, 'PROFESSION')}; currently off work.")
        fn = fam.s(r.choice(["first", "full", "first"]))
        parts.append(r.choice([f"Lives with {self.his} {fam.rel} {fn} in {M(self.addr['city'], 'CITY')}.",
                               f"Lives with {fam.rel} ({fn}), who is {self.an(o2 := r.choice(OCCUPATIONS))}{M(o2, 'PROFESSION')}.",
                               f"{fam.rel.capitalize()} {fn} attends appointments with {self.him}.",
                               f"Main support is {self.his} {fam.rel}, {fn}."]))
        parts.append(r.choice(["Never smoker.", "Ex-smoker, quit " + self.Dy(self.before(1500, 9000)) + ".",
                               "Smokes 10/day.", "Non-smoker; alcohol 4-6 units/week.", "Drinks socially.",
                               "No alcohol.", "Vapes daily; no cigarettes."]))
        return " ".join(parts)

    def fhx(self):
        r = self.r
        rel = r.choice(["Mother", "Father", "Sister", "Brother", "Maternal aunt", "Paternal grandmother"])
        rel2 = r.choice(["father", "mother", "brother", "sister"])
        dz = r.choice(["type 2 diabetes", "MI", "stroke", "colorectal cancer", "breast cancer", "rheumatoid arthritis",
                       "epilepsy", "hypertension", "cirrhosis", "MS"])
        dz2 = r.choice(["hypertension", "AF", "hypothyroidism", "psoriasis", "dementia", "prostate cancer"])
        return (f"{rel} {r.choice(['had', 'with'])} {dz}, diagnosed at {self.A(r.randint(35, 80))}; "
                f"{rel2} died aged {self.A(r.randint(55, 96))} ({dz2}).")

    def telehealth(self):
        r = self.r
        return r.choice([
            f"Video consult via {self.URL('/telehealth')}; patient connected from IP {M(self.L.ip(), 'IPADDR')}.",
            f"Telehealth session (client IP {M(self.L.ip(), 'IPADDR')}), identity confirmed with DOB and address.",
            f"Phone review; patient called back on {self.PH(self.pt_mobile)}.",
            f"Remote consult link sent to {self.pt_email()}; joined from {M(self.L.ip(), 'IPADDR')}.",
        ])

    def signature(self, role=""):
        r, loc = self.r, self.loc
        st = r.choice(["esign", "letter", "dict", "plain"]) if loc == "US" else r.choice(["letter", "letter", "dict", "esign", "plain"])
        if self.hstyle == "letter":
            st = "letter"
        role = role or "Consultant"
        cc_gp = f"{self.drname(self.gp, 'full')}, {M(self.practice, 'HOSPITAL')}, {self.ad(self.prac_addr, oneline=True)}"
        if st == "esign":
            t = f"{r.randint(7, 19):02d}:{r.randint(0, 59):02d}"
            s = (f"Electronically signed by {self.sig(self.doc)} on {self.D(self.visit)} {t}\n"
                 f"{self.lic()}")
            if r.random() < 0.5:
                s += f"\nSigned-in user: {self.doc.username()}"
            if r.random() < 0.4:
                s += f"\ncc: {cc_gp}"
            return s
        if st == "letter":
            s = (f"Yours sincerely,\n\n\n{self.drname(self.doc, r.choice(['full', 'fullmid']))}\n{self.doc.cred}\n{role}\n"
                 f"{self.lic()}\n\ncc: {self.ptname()}, {self.ad(oneline=True)}")
            if r.random() < 0.5:
                s += f"\ncc: {self.drname(self.staff('doc'), 'full')}, {M(self.hospital_name(), 'HOSPITAL')}"
            return s
        if st == "dict":
            typist = self.staff("rn")
            return (f"Dictated by {self.drname(self.doc, 'full')} {self.D(self.visit)}; transcribed by {typist.s('full')} "
                    f"{self.D(self.after(1, 5))}\n{self.doc.s('INIT')}/{typist.s('init_low')}\n"
                    f"Dictated but not read. cc: {cc_gp}")
        return f"— {self.sig(self.doc)}, {role}, {M(self.clinic, 'HOSPITAL')}. Ph {self.PH(ext=True)}"


OCCUPATIONS = ["primary school teacher", "bus driver", "electrician", "accountant", "nurse", "farmer", "chef",
               "warehouse operative", "software developer", "hairdresser", "plumber", "police officer",
               "carpenter", "pharmacist", "lorry driver", "cleaner", "architect", "retail assistant", "welder",
               "dental hygienist", "postal worker", "mechanic", "barista", "civil engineer", "librarian",
               "forklift driver", "care assistant", "painter and decorator", "paramedic", "firefighter",
               "bricklayer", "journalist", "graphic designer", "solicitor", "bank teller", "security guard",
               "fisherman", "scaffolder", "childminder", "dairy farmer", "taxi driver", "florist", "machinist",
               "sheep shearer", "crane operator", "call-centre agent", "butcher", "concreter", "landscaper",
               "music teacher", "pilot", "flight attendant", "social worker", "veterinary nurse", "tiler",
               "roofer", "chemist", "lab technician", "real-estate agent", "kitchen porter"]
