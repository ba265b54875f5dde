"""Per-note case context: one invented patient, relatives, staff, places, ids."""
import datetime as dt

import pools as PL
from phi import (P, Person, Locale, age_words, email_for, fmt_date, gen_account, gen_claim, gen_healthplan,
                 gen_mrn, gen_ssn, gen_url, rand_date, username, gen_ip, initials_lower)

CREDS = {
    "sw": {"US": ["LCSW", "MSW", "LMSW"], "UK": ["Social Worker", "SW"], "CA": ["RSW", "MSW"], "AU": ["AMHSW", "BSW"]},
    "cm": {"US": ["RN, CCM", "CCM"], "UK": ["Care Coordinator"], "CA": ["RN", "Care Coordinator"], "AU": ["RN", "Case Manager"]},
    "pt": {"US": ["PT, DPT", "DPT", "PTA"], "UK": ["MCSP", "Physiotherapist"], "CA": ["PT", "Reg. PT"], "AU": ["APAM", "Physiotherapist"]},
    "ot": {"US": ["OTR/L", "COTA"], "UK": ["OT", "HCPC OT"], "CA": ["OT Reg. (Ont.)", "OT"], "AU": ["OT", "Occupational Therapist"]},
    "ph": {"US": ["PharmD", "RPh"], "UK": ["MRPharmS", "Pharmacist"], "CA": ["RPh", "PharmD"], "AU": ["BPharm", "Pharmacist"]},
    "rn": {"US": ["RN", "LPN", "BSN, RN"], "UK": ["RN", "RGN", "Staff Nurse"], "CA": ["RN", "RPN"], "AU": ["RN", "EN", "CNS"]},
    "md": {"US": ["MD", "DO"], "UK": ["MBBS", "MRCGP"], "CA": ["MD, CCFP", "MD"], "AU": ["MBBS", "FRACGP"]},
    "cn": {"US": ["LADC", "LPC", "CADC"], "UK": ["Recovery Worker", "CBT Therapist"], "CA": ["RP", "CCAC"], "AU": ["AOD Clinician", "Counsellor"]},
    "dn": {"US": ["DDS", "DMD"], "UK": ["BDS"], "CA": ["DDS"], "AU": ["BDSc"]},
    "op": {"US": ["OD"], "UK": ["MCOptom"], "CA": ["OD"], "AU": ["BOptom"]},
    "cl": {"US": ["CCS", "RHIT"], "UK": ["Clinical Coder", "ROI Officer"], "CA": ["CHIM"], "AU": ["HIM", "Clinical Coder"]},
}
TITLE_DR = ["Dr", "Dr.", "Dr"]


class Ctx:
    def __init__(self, r, code):
        self.r, self.code = r, code
        self.loc = Locale(code, r)
        self.used_surnames = []
        self.pt = self.person()
        self.pt_nick_ok = self.pt.nick is not None
        self.age = r.choice([r.randint(19, 45), r.randint(46, 70), r.randint(71, 89), r.randint(71, 89), r.randint(90, 103)])
        self.base = rand_date(r)
        self.dob = dt.date(self.base.year - self.age, r.randint(1, 12), r.randint(1, 28))
        if (self.dob.month, self.dob.day) > (self.base.month, self.base.day):
            self.dob = dt.date(self.dob.year - 1, self.dob.month, self.dob.day)
        self.street = self.loc.street()
        self.city = r.choice(PL.TOWNS)
        self.region = self.loc.region()
        self.zip = self.loc.postcode()
        self.phone = self.loc.phone()
        self.mobile = self.loc.phone()
        self.email = email_for(r, self.pt)
        self.mrn = gen_mrn(r, code)
        self.hp = gen_healthplan(r, code)
        self.ssn = gen_ssn(r, code) if code in ("US", "UK") else None
        self.acct = gen_account(r)
        self.claim = gen_claim(r)
        self.prof = r.choice(PL.PROFESSIONS)
        self.employer = r.choice(PL.EMPLOYERS)
        self.country = r.choice(PL.COUNTRIES)
        self.hosp = r.choice(PL.HOSP_CORE)
        self.clinic = r.choice(PL.CLINICS)
        self.carehome = r.choice(PL.CARE_HOMES)
        self.pharmacy = r.choice(PL.PHARMACIES)
        self.ward = r.choice(PL.WARDS)
        self.room = r.choice([f"{r.randint(1, 6)}{r.randint(0, 4)}{r.randint(1, 9)}{r.choice(['', 'A', 'B'])}", f"{r.randint(2, 40)}"])
        self.bed = str(r.randint(1, 28))
        self.fam = []
        rels = [x for x in PL.RELATIONS if not ((self.age >= 68 and x in ("mother", "father", "aunt"))
                                                 or (self.age < 45 and x in ("granddaughter", "grandson", "son-in-law", "daughter-in-law")))]
        for _ in range(3):
            rel = r.choice(rels)
            p = self.person(same_last=rel in ("wife", "husband", "daughter", "son", "brother", "sister", "mother", "father") and r.random() < 0.6,
                            sex={"wife": "F", "husband": "M", "daughter": "F", "son": "M", "sister": "F", "brother": "M",
                                 "mother": "F", "father": "M", "niece": "F", "nephew": "M", "granddaughter": "F",
                                 "grandson": "M", "aunt": "F", "stepdaughter": "F", "son-in-law": "M",
                                 "daughter-in-law": "F"}.get(rel))
            self.fam.append({"rel": rel, "p": p, "phone": self.loc.phone(), "prof": r.choice(PL.PROFESSIONS),
                             "age": r.randint(19, 80)})
        self.staff = {}
        for role in CREDS:
            p = self.person()
            self.staff[role] = {"p": p, "cred": r.choice(CREDS[role][code]), "user": username(r, p),
                                "email": email_for(r, p, "staff"), "phone": self.loc.phone(ext=r.random() < 0.4)}

    def set_age(self, lo, hi):
        """re-draw the patient's age (e.g. working age for occupational health)"""
        self.age = self.r.randint(lo, hi)
        self.dob = dt.date(self.base.year - self.age, self.dob.month, self.dob.day)
        if (self.dob.month, self.dob.day) > (self.base.month, self.base.day):
            self.dob = dt.date(self.dob.year - 1, self.dob.month, self.dob.day)
        remap_old = {"mother": "daughter", "father": "son", "aunt": "niece"}
        remap_young = {"granddaughter": "sister", "grandson": "brother", "son-in-law": "brother", "daughter-in-law": "sister"}
        for f in getattr(self, "fam", []):
            if self.age >= 68 and f["rel"] in remap_old:
                f["rel"] = remap_old[f["rel"]]
            if self.age < 45 and f["rel"] in remap_young:
                f["rel"] = remap_young[f["rel"]]
        if self.prof.startswith("retired") and self.age < 60:
            self.prof = self.r.choice([p for p in PL.PROFESSIONS if not p.startswith("retired")])

    # ---------------------------------------------------------------- people
    def person(self, same_last=False, sex=None):
        r = self.r
        while True:
            g = r.choice(PL.GIVEN)
            if sex is None or g[1] == sex:
                break
        if same_last and hasattr(self, "pt"):
            last = self.pt.last
        else:
            while True:
                last = r.choice(PL.SURNAMES)
                if last not in self.used_surnames:
                    break
        self.used_surnames.append(last)
        mi = r.choice("ABCDEFGHJKLMNPRSTW") if r.random() < 0.5 else None
        return Person(g[0], g[1], g[2], last, mi)

    def nm(self, p, typ, forms):
        f = p.forms()
        opts = [x for x in forms if x in f]
        return P(typ, f[self.r.choice(opts)])

    def ptn(self, *forms):
        forms = forms or ("full", "full", "last_first", "full_mi", "first")
        return self.nm(self.pt, "PATIENT", forms)

    def pt_ref(self):
        """a reference to the patient in running text: title + last, given name, nickname, initials"""
        r = self.r
        x = r.random()
        if x < 0.45:
            return f"{self.pt.title(r)} {P('PATIENT', self.pt.last)}"
        if x < 0.7:
            return P("PATIENT", self.pt.first)
        if x < 0.8 and self.pt.nick:
            return P("PATIENT", self.pt.nick)
        if x < 0.9:
            return P("PATIENT", self.pt.first + " " + self.pt.last)
        return "pt"

    def fm(self, i, *forms):
        forms = forms or ("full", "first", "full", "first", "nick")
        return self.nm(self.fam[i % len(self.fam)]["p"], "FAMILY", forms)

    def famline(self, i):
        """'daughter Beth Lowe (Tel 0491 570 123)'"""
        f = self.fam[i % len(self.fam)]
        r = self.r
        ph = self.ph(f["phone"])
        return r.choice([f"{f['rel']} {self.fm(i)} ({ph})", f"{f['rel']} {self.fm(i, 'full')}, tel {ph}",
                         f"{self.fm(i, 'full')} ({f['rel']}) {ph}", f"{f['rel']} {self.fm(i)} on {ph}"])

    def st(self, role, *forms):
        forms = forms or ("full", "finit_last", "full", "first_linit")
        return self.nm(self.staff[role]["p"], "DOCTOR", forms)

    def dr(self, role="md"):
        p = self.staff[role]["p"]
        r = self.r
        x = r.random()
        if x < 0.08:
            return f"Prof {P('DOCTOR', p.last)}"
        if x < 0.4:
            return f"{r.choice(TITLE_DR)} {P('DOCTOR', p.last)}"
        if x < 0.7:
            return f"{r.choice(TITLE_DR)} {P('DOCTOR', p.first + ' ' + p.last)}"
        return f"{P('DOCTOR', p.first + ' ' + p.last)}, {self.staff[role]['cred']}"

    def sig(self, role, dated=True):
        s = self.staff[role]
        r = self.r
        forms = ["full", "full_mi", "finit_last"]
        nm = self.nm(s["p"], "DOCTOR", forms)
        line = r.choice([f"{nm}, {s['cred']}", f"{nm} {s['cred']}", f"-- {nm}, {s['cred']}", f"Signed: {nm} ({s['cred']})",
                         f"e-signed by {nm}, {s['cred']}"])
        if dated:
            line += r.choice([f" {self.dt(self.base)}", f" on {self.dt(self.base)}", f" | {self.dt(self.base)} {r.randint(7, 19):02d}:{r.randint(0, 59):02d}", ""])
        return line

    def user(self, role):
        return P("USERNAME", self.staff[role]["user"])

    def semail(self, role):
        return P("EMAIL", self.staff[role]["email"])

    def sphone(self, role):
        return P("PHONE", self.staff[role]["phone"])

    # ---------------------------------------------------------------- dates/ages
    def dt(self, d, style=None):
        return P("DATE", fmt_date(d, style or self.loc.date_style()))

    def sd(self, d):
        return P("DATE", fmt_date(d, self.loc.short_style()))

    def dob_s(self):
        return self.dt(self.dob)

    def off(self, days):
        return self.base + dt.timedelta(days=days)

    def agef(self, style=None):
        r, a = self.r, self.age
        sx = self.pt.sex
        styles = ["yo", "yo_nospace", "year_old", "aged", "sex_suffix", "sex_space", "y/o", "age_colon", "words"]
        st = style or r.choice(styles)
        if st == "words" and not (60 <= a < 101):
            st = "year_old"
        if st == "yo":
            return f"{P('AGE', a)} yo"
        if st == "yo_nospace":
            return f"{P('AGE', a)}yo"
        if st == "year_old":
            return f"{P('AGE', a)}-year-old"
        if st == "aged":
            return f"aged {P('AGE', a)}"
        if st == "sex_suffix":
            return f"{P('AGE', a)}{sx}"
        if st == "sex_space":
            return f"{P('AGE', a)} {sx}"
        if st == "y/o":
            return f"{P('AGE', a)} y/o"
        if st == "age_colon":
            return f"age {P('AGE', a)}"
        return f"{P('AGE', age_words(a))}-year-old"

    def age_n(self):
        return P("AGE", self.age)

    # ---------------------------------------------------------------- places
    def addr(self, street=None, city=None, region=None, zc=None, sep=", "):
        street = street or self.street
        city = city or self.city
        region = region or self.region
        zc = zc or self.zip
        r = self.r
        code = self.code
        s = P("STREET", street)
        if code == "UK":
            out = f"{s}{sep}{P('CITY', city)}"
            if r.random() < 0.3:
                out += f"{sep}{P('CITY', r.choice(PL.COUNTIES))}"
            return f"{out}{sep}{P('ZIP', zc)}"
        reg = region[1] if (region[1] and r.random() < 0.75) else region[0]
        if code == "AU":
            return f"{s}{sep}{P('CITY', city.upper() if r.random() < 0.4 else city)} {P('STATE', reg)} {P('ZIP', zc)}"
        return f"{s}{sep}{P('CITY', city)}, {P('STATE', reg)} {P('ZIP', zc)}"

    def other_addr(self):
        return self.addr(self.loc.street(), self.r.choice(PL.TOWNS), self.loc.region(), self.loc.postcode())

    def ph(self, v=None, ext=False):
        return P("PHONE", v or self.loc.phone(ext=ext))

    def fax(self):
        return P("FAX", self.loc.landline())

    def H(self, v=None):
        return P("HOSPITAL", v or self.hosp)

    def O(self, v=None):
        return P("ORGANIZATION", v or self.employer)

    def hol(self):
        return P("DATE", self.r.choice(PL.HOLIDAYS[self.code]))

    def url(self, slug=None):
        return P("URL", gen_url(self.r, slug))

    def ip(self):
        return P("IPADDR", gen_ip(self.r))

    def hp_label(self):
        return {"US": self.r.choice(["Member ID", "Policy #", "Medicaid ID", "Subscriber ID", "Medicare MBI"]),
                "UK": "NHS No", "CA": self.r.choice(["OHIP", "PHN", "Health card", "AHCIP"]),
                "AU": self.r.choice(["Medicare No", "Medicare", "DVA file no", "Health fund member no"])}[self.code]

    def ssn_label(self):
        return "SSN" if self.code == "US" else "NI No"
