"""Per-note context: one invented patient and the people/places around them,
with helpers that return *marked* strings (see common.P)."""
import datetime as dt
from common import Gen, P, fdate, num_word, DATE_STYLES, SHORT_STYLES, lj
import pools as PL


class Ctx(Gen):
    def __init__(self, rng, loc, amin=18, amax=97):
        super().__init__(rng, loc)
        r = rng
        self.ds = r.choice(DATE_STYLES[loc])
        self.ds2 = r.choice(DATE_STYLES[loc])
        self.sds = r.choice(SHORT_STYLES[loc])
        self.event = self.date_in()
        self.pt = self.person()
        self.dob, self.age = self.dob_for(self.event, amin, amax)
        self.addr = self.address()
        self.st = self.addr["state"]
        self.htown = self.town()
        self.hosp = self.hospital(self.htown)
        self.haddr = self.address()
        self.haddr["city"] = self.htown
        self.dot = loc in ("US", "CA") and r.random() < 0.7
        self.he = {"F": "she", "M": "he"}[self.pt.sex]
        self.his = {"F": "her", "M": "his"}[self.pt.sex]
        self.him = {"F": "her", "M": "him"}[self.pt.sex]
        self.sexw = {"F": "female", "M": "male"}[self.pt.sex]
        self.sexl = self.pt.sex
        self.ptitle = self.title(self.pt, self.dot)
        self.mrn_v = self.mrn()
        self.prof = self.profession()

    # dates
    def D(self, d, style=None):
        return P("DATE", fdate(d, style or self.ds))

    def Ds(self, d):
        st = self.sds if self.r.random() < 0.85 else self.r.choice(SHORT_STYLES[self.loc])
        return P("DATE", fdate(d, st))

    def today(self, a=0, b=10):
        return self.plus(self.event, a, b)

    # ages
    def A(self, style=None, age=None):
        a = self.age if age is None else age
        r = self.r
        style = style or r.choice(["yo", "year-old", "year-old", "yo_n", "sex", "sexsp"])
        v = P("AGE", str(a))
        return {"yo": f"{v} yo", "yo_n": f"{v}yo", "year-old": f"{v}-year-old", "sex": f"{v}{self.sexl}",
                "sexsp": f"{v} {self.sexl}", "y": f"{v}y", "yrs": f"{v} yrs", "plain": v,
                "words": P("AGE", num_word(a)), "years": f"{v} years"}[style]

    # names
    def N(self, p=None, t="PATIENT", style=None):
        return P(t, self.nm(p or self.pt, style))

    def PT(self):
        """A varied reference to the patient by name."""
        r = self.r.random()
        if r < 0.55:
            return f"{self.ptitle} {self.N(style='last')}"
        if r < 0.75:
            return self.N(style="first")
        return self.N(style="full")

    def DR(self, p, style=None, title=True):
        style = style or self.r.choice(["full", "full", "i_last", "last", "fml"])
        v = P("DOCTOR", self.nm(p, style))
        return f"{self.dr()} {v}" if title else v

    def staff(self, sex=None):
        return self.person(sex)

    def ph(self, t="PHONE", ext=False, st=None, mob=None):
        if t == "FAX" or ext:
            mob = False
        v = self.phone(st or self.st, mob=mob) + (self.ext() if ext else "")
        return P(t, v)

    def mob(self):
        return self.ph(mob=True)

    def org_ph(self):
        return self.ph(mob=False)

    def relN(self, rels, style="full"):
        p, rel = self.relp(rels)
        return f"{rel} {self.N(p, 'FAMILY', style)}"

    def addr_block(self, a=None, sep="\n", country=False):
        return self.fmt_addr(a or self.addr, sep=sep, country=country)

    def addr_line(self, a=None, country=None):
        if country is None:
            country = self.r.random() < 0.08
        return self.fmt_addr(a or self.addr, sep=", ", country=country)

    def H(self, name=None):
        return P("HOSPITAL", name or self.hosp)

    def idlabel_nat(self):
        return {"US": "SSN", "GB": self.ch(["NI No", "NI number", "National Insurance No"]),
                "CA": "SIN", "AU": "TFN"}[self.loc]

    def healthid(self):
        """(label, marked value) for the main health identifier in this locale."""
        if self.loc == "GB":
            return self.ch(["NHS No", "NHS Number", "NHS no."]), P("MRN", self.nhs())
        if self.loc == "AU":
            return self.ch(["Medicare No", "Medicare", "Medicare card"]), P("HEALTHPLAN", self.healthcard())
        if self.loc == "CA":
            lab = "OHIP" if self.st[1] == "ON" else self.ch(["PHN", "Health card", "HCN"])
            return lab, P("HEALTHPLAN", self.healthcard(self.st))
        return self.ch(["Member ID", "Insurance ID", "Subscriber ID"]), P("HEALTHPLAN", self.healthcard())

    def mrn_label(self):
        return {"US": self.ch(["MRN", "MRN", "Med Rec #", "MR#"]), "GB": self.ch(["Hosp No", "Hospital No", "MRN", "RXN"]),
                "CA": self.ch(["MRN", "Chart #", "MRN"]), "AU": self.ch(["UR", "URN", "UR No", "MRN"])}[self.loc]

    def banner(self, user=None):
        r = self.r
        u = user or self.staff()
        when = self.today(0, 30)
        s = self.ch([
            "{H} | Printed {d} {t} by {u} | Page 1 of {n}",
            "*** CONFIDENTIAL *** {H} ** printed: {d} {t} ** user: {u}",
            "Printed from {H} EPR on {d} at {t} (user {u})",
            "{HU}    PRINT DATE {d} {t}    OPERATOR {u}",
        ])
        return s.format(H=self.H(), HU=P("HOSPITAL", self.hosp.upper()), d=self.D(when, self.ch(["iso", self.ds])),
                        t=self.time(), u=P("USERNAME", self.nm(u, "user")), n=r.randint(1, 4))

    def specialty(self):
        return self.ch(PL.SPECIALTIES)

    # ---------------------------------------------------------- shared clinical blocks
    PMH = ["Type 2 diabetes mellitus (dx {y})", "Hypertension", "CKD stage 3b", "Atrial fibrillation, anticoagulated",
           "COPD, GOLD 3", "OSA on CPAP since {y}", "NSTEMI {my} - PCI to LAD", "R total hip replacement {y}",
           "Depression", "Hypothyroidism", "Gout", "Osteoporosis, T12 wedge fracture {y}",
           "Breast carcinoma {y} - WLE and radiotherapy", "TIA {my}", "Laparoscopic cholecystectomy {y}",
           "Alcohol excess (previously 40 units/week)", "Ex-smoker, 30 pack-years", "Heart failure with reduced EF (35%)",
           "Peripheral vascular disease", "Vascular dementia", "Anxiety", "Asthma", "Rheumatoid arthritis",
           "Prostate cancer {y}, on hormone therapy", "Glaucoma", "Macular degeneration", "Benign essential tremor",
           "Left BKA {y}", "Hepatitis C, treated {y}", "Epilepsy", "Bipolar affective disorder", "Obesity (BMI 41)"]
    ALLERGY = ["NKDA", "penicillin (rash)", "codeine (vomiting)", "sulfa drugs", "latex", "NKDA", "trimethoprim (angioedema)",
               "iodinated contrast", "no known allergies"]

    def labs(self):
        r = self.r
        if self.loc == "US":
            return r.sample([f"Hgb {r.randint(78, 160)/10} g/dL", f"WBC {r.randint(30, 180)/10}", f"Plt {r.randint(90, 420)}",
                             f"Na {r.randint(128, 145)}", f"K {r.randint(32, 56)/10}", f"BUN {r.randint(8, 60)}",
                             f"Cr {r.randint(6, 32)/10} mg/dL", f"glucose {r.randint(70, 320)}", f"A1c {r.randint(55, 120)/10}%",
                             f"INR {r.randint(9, 34)/10}", f"BNP {r.randint(40, 2400)}", f"TSH {r.randint(1, 90)/10}"], 6)
        return r.sample([f"Hb {r.randint(78, 160)} g/L", f"WCC {r.randint(30, 180)/10}", f"Plt {r.randint(90, 420)}",
                         f"Na {r.randint(128, 145)}", f"K {r.randint(32, 56)/10}", f"Ur {r.randint(30, 250)/10}",
                         f"Cr {r.randint(55, 340)} umol/L", f"eGFR {r.randint(12, 90)}", f"CRP {r.randint(1, 240)}",
                         f"HbA1c {r.randint(38, 110)} mmol/mol", f"INR {r.randint(9, 34)/10}", f"NT-proBNP {r.randint(90, 9000)}",
                         f"Alb {r.randint(22, 45)}", f"ALT {r.randint(8, 190)}"], 6)

    def vitals(self):
        r = self.r
        return (f"BP {r.randint(92, 178)}/{r.randint(48, 102)}, HR {r.randint(52, 118)}, RR {r.randint(12, 26)}, "
                f"SpO2 {r.randint(88, 99)}% {r.choice(['RA', 'on 2 L', 'air'])}, T {r.randint(358, 389)/10}, wt {r.randint(41, 150)} kg")

    def clin_block(self, style=None):
        r = self.r
        style = style or r.choice(["list", "list", "para", "table"])
        pmh = r.sample(self.PMH, r.randint(3, 6))

        def fill(x):
            lim = -max(400, (self.age - 16) * 365)
            return x.format(y=self.D(self.plus(self.event, max(lim, -9000), -300), "y"),
                            my=self.D(self.plus(self.event, max(lim, -5000), -200), r.choice(["my", "mony"])))
        pmh = [fill(x) for x in pmh]
        meds = r.sample(__import__("pools").MEDS, r.randint(3, 7))
        ld = self.plus(self.event, -40, -1)
        if style == "list":
            return ("Past medical history:\n" + "\n".join(f"- {x}" for x in pmh) +
                    "\n\nCurrent medications:\n" + "\n".join(f"- {m}" for m in meds) +
                    f"\n\nAllergies: {r.choice(self.ALLERGY)}\n\nLatest results ({self.D(ld)}): {', '.join(self.labs())}\n"
                    f"Observations ({self.D(self.plus(ld, 0, 10))}): {self.vitals()}")
        if style == "para":
            return (f"Background: {'; '.join(pmh)}. Medications: {', '.join(meds)}. Allergies: {r.choice(self.ALLERGY)}. "
                    f"Bloods on {self.D(ld)} showed {', '.join(self.labs()[:4])}. Observations at last review: {self.vitals()}.")
        rows = "\n".join(lj(x, 44) + "|" for x in pmh)
        return (f"PROBLEM LIST                                |\n{'-'*45}\n{rows}\n\n"
                f"MEDS: {' / '.join(meds)}\nALLERGIES: {r.choice(self.ALLERGY).upper()}\n"
                f"LAB {self.D(ld, 'iso')}  " + "  ".join(self.labs()))

    def page_header(self, n=2):
        r = self.r
        m = r.choice(["{nm}   {ml}: {mrn}   DOB: {dob}   Page {n}",
                      "Re: {nm} ({dob}) - continued - page {n}",
                      "-- page {n} --\n{nmU} | {ml} {mrn}",
                      "{H} - {nm} - {ml} {mrn} - Page {n} of {n}"])
        return m.format(nm=self.N(style=r.choice(["full", "LF", "lf"])), nmU=self.N(style="LF"), ml=self.mrn_label(),
                        mrn=P("MRN", self.mrn_v), dob=self.D(self.dob), n=n, H=self.H())

    def footer(self):
        r = self.r
        return r.choice([
            f"CONFIDENTIALITY NOTICE: This communication may contain protected health information. If you have received it in error please telephone {self.org_ph()} and destroy all copies.",
            f"This fax is intended only for the named recipient. If received in error, call {self.org_ph()} or fax {self.ph('FAX')} and shred. Pages: {r.randint(2, 14)}",
            f"Document generated by {self.H()} {r.choice(['EPR', 'HIS', 'Cerner', 'EHR'])} | {self.D(self.today(0, 5), 'iso')} {self.time(style='24')} | {P('USERNAME', self.nm(self.staff(), 'user'))}",
            f"{self.H()} | {self.addr_line(self.haddr)} | Switchboard {self.org_ph()} | {P('URL', 'www.' + self.domain(self.hosp))}",
        ])
