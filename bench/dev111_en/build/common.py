"""Shared note context and blocks (headers, addresses, social history, signatures)."""
import datetime as dt

import clin as C
import phi as P
from phi import M


KIN_F = {"wife", "daughter", "sister", "niece", "mother", "granddaughter", "daughter-in-law"}
KIN_M = {"husband", "son", "brother", "nephew", "father", "grandson", "son-in-law", "HCP/brother"}
KIN_NEUTRAL = {"partner", "friend", "neighbour", "caregiver", "friend and neighbour", "cousin"}
SWAP = {"wife": "husband", "husband": "wife", "daughter": "son", "son": "daughter", "sister": "brother",
        "brother": "sister", "niece": "nephew", "nephew": "niece", "mother": "father", "father": "mother",
        "granddaughter": "grandson", "daughter-in-law": "son-in-law", "HCP/brother": "sister"}


class Ctx:
    def __init__(self, rng):
        r = self.rng = rng
        self.date = P.rand_date(r)
        self.hosp = r.choice(P.HOSPITALS)
        self.pt = P.Person(r)
        self.age = r.choice([r.randint(19, 95), r.randint(45, 88), r.randint(55, 84)])
        if r.random() < 0.03:
            self.age = r.randint(90, 102)
        self.dob = P.dob_for(self.age, self.date, r)
        self.sex = self.pt.sex
        st = r.choice(P.STATES)
        self.state_name, self.state_abbr = st
        self.canada = self.state_abbr in P.CANADA
        self.city = r.choice(P.CITIES)
        self.mrn = P.mrn(r)
        self.staff = [P.Person(r) for _ in range(8)]
        self.fam = [P.Person(r) for _ in range(4)]
        self.rels = {}
        for f in self.fam[:2]:
            if r.random() < 0.6:
                f.last = self.pt.last

    def d(self, delta=0):
        return self.date + dt.timedelta(days=delta)

    # ------------------------------------------------------------ pieces
    def zip(self):
        r = self.rng
        if self.canada:
            L = "ABCEGHJKLMNPRSTVXY"
            return f"{r.choice(L)}{r.randint(0, 9)}{r.choice(L)} {r.randint(0, 9)}{r.choice(L)}{r.randint(0, 9)}"
        z = P.digits(r, 5)
        return z + (f"-{P.digits(r, 4)}" if r.random() < 0.2 else "")

    def street(self):
        r = self.rng
        s = f"{r.randint(2, 9899)} {r.choice(P.STREET_NAMES)} {r.choice(P.STREET_SUFFIX)}"
        if r.random() < 0.35:
            s += r.choice([", Apt ", " Apt ", ", Unit ", " #", ", Suite "]) + str(r.randint(1, 40)) + r.choice(["", "", "B", "C"])
        return s

    def address(self, oneline=True):
        r = self.rng
        st = self.state_abbr if r.random() < 0.7 else self.state_name
        parts = [M("STREET", self.street()), M("CITY", self.city), M("STATE", st) + " " + M("ZIP", self.zip())]
        return (", " if oneline else "\n").join(parts)

    def ptname(self, form=None):
        return P.name(self.pt, "PATIENT", self.rng, form)

    def doc(self, i, form=None, cred=None):
        r = self.rng
        p = self.staff[i % len(self.staff)]
        form = form or r.choice(["dr_last", "dr_last", "dr_full", "full_cred", "full_cred", "f_last", "last_first_cred"])
        if form == "last_first_cred":
            return M("DOCTOR", f"{p.last}, {p.first}") + ", " + (cred or r.choice(C.CREDS))
        if form == "full_cred":
            return M("DOCTOR", f"{p.first} {p.last}") + r.choice([", ", " "]) + (cred or r.choice(C.CREDS))
        return P.name(p, "DOCTOR", r, form)

    def kin(self, i, choices):
        """Relation word for family slot i, consistent within the note and with that person's sex."""
        i = i % 4
        if i in self.rels:
            return self.rels[i]
        sex = self.fam[i].sex
        ok = [w for w in choices if w in KIN_NEUTRAL or (w in KIN_F) == (sex == "F")]
        rel = self.rng.choice(ok) if ok else SWAP.get(choices[0], choices[0])
        self.rels[i] = rel
        return rel

    def poss(self):
        return "his" if self.sex == "M" else "her"

    def fam_name(self, i, form=None):
        return P.name(self.fam[i % 4], "FAMILY", self.rng, form)

    def age_ph(self, style=None):
        return P.age_phrase(self.age, self.sex, self.rng, style)

    def dt(self, delta=0, style=None):
        return P.fdate(self.d(delta), self.rng, style)

    def hospital(self, short_ok=True):
        s = P.HOSP_SHORT.get(self.hosp) if short_ok and self.rng.random() < 0.3 else None
        return M("HOSPITAL", s or self.hosp)

    def room(self):
        if getattr(self, "_room", None) is None:
            self._room = self._mkroom()
        return self._room

    def _mkroom(self):
        r = self.rng
        k = r.randint(0, 4)
        if k == 0:
            return "Room " + M("LOCATION_OTHER", f"{r.randint(2, 9)}{r.randint(10, 60)}{r.choice(['', 'A', 'B'])}")
        if k == 1:
            return "Rm " + M("LOCATION_OTHER", f"{r.randint(2, 9)}{r.randint(10, 60)}") + ", bed " + M("LOCATION_OTHER", str(r.randint(1, 4)))
        if k == 2:
            return "bed " + M("LOCATION_OTHER", str(r.randint(1, 28)))
        if k == 3:
            return M("HOSPITAL", r.choice(P.WARDS)) + " bed " + M("LOCATION_OTHER", str(r.randint(1, 30)))
        return "Room " + M("LOCATION_OTHER", f"{r.randint(2, 9)}-{r.randint(100, 160)}")

    def phone_l(self, label=None):
        r = self.rng
        label = label or r.choice(["Tel", "Phone", "Ph", "Cell", "Home", "Mobile"])
        return f"{label}: " + M("PHONE", P.phone(r))

    # ------------------------------------------------------------ blocks
    def header(self, title):
        r = self.rng
        style = r.randint(0, 4)
        pt = self.pt
        out = []
        if style == 0:
            out.append(f"{title.upper()}")
            out.append(f"Patient: {self.ptname('LAST_FIRST')}    MRN: {M('MRN', self.mrn)}    DOB: {P.fdate(self.dob, r, 'mdy')} ({M('AGE', self.age)} y)")
            out.append(f"Acct #: {M('ACCOUNT', P.account(r))}    Location: {self.hospital(False)}, {self.room()}")
            out.append(f"Date of service: {self.dt(0, 'mdy')}    Attending: {self.doc(0, 'last_first_cred', 'MD')}")
        elif style == 1:
            out.append(f"{self.hospital(False)} | {title}")
            out.append(f"Name: {self.ptname('full')} | MRN {M('MRN', self.mrn)} | Age/Sex: {M('AGE', self.age)}/{self.sex} | Visit: {self.dt(0, 'iso')}")
        elif style == 2:
            out.append(f"** {title} **")
            out.append(f"pt {self.ptname(r.choice(['initials', 'first_initial', 'f_last']))}, {self.age_ph(r.choice(['yo', 'yof', 'slash', 'space_sex']))}, MRN {M('MRN', self.mrn)}, {self.dt(0, r.choice(['md', 'wd_md', 'mdy_s']))}")
        elif style == 3:
            out.append(f"{title}\n{'=' * len(title)}")
            out.append(f"Patient name ...... {self.ptname('last_first')}")
            out.append(f"Medical record .... {M('MRN', self.mrn)}")
            out.append(f"Date of birth ..... {P.fdate(self.dob, r, r.choice(['long', 'iso', 'mdy']))}")
            out.append(f"Encounter ......... {M('ACCOUNT', P.account(r))}")
            out.append(f"Facility .......... {self.hospital(False)}")
            out.append(f"Service date ...... {self.dt(0, r.choice(['long', 'dmy_abbr', 'DMY_UP']))}")
        else:
            out.append(f"{title} - {self.hospital()}")
            out.append(f"{self.ptname('LAST_FIRST')}  {M('MRN', self.mrn)}  {P.fdate(self.dob, r, 'mdy')}  {self.sex}")
            out.append(f"Address: {self.address()}")
            out.append(f"{self.phone_l('Home')}   {self.phone_l('Alt')}")
            if r.random() < 0.45:
                out.append(f"{r.choice(['SSN', 'SSN', 'SIN', 'Social Insurance No.'])}: {M('SSN', P.ssn(r))}")
            ins = r.choice(P.INSURERS)
            out.append(f"Coverage: {M('ORGANIZATION', ins)}, member ID {M('HEALTHPLAN', P.healthplan(r))}"
                       + (f", group {M('HEALTHPLAN', 'GRP-' + P.digits(r, 5))}" if r.random() < 0.4 else ""))
            out.append(f"Date: {self.dt(0, 'mdy')}")
        return "\n".join(out) + "\n\n"

    def social(self, short=False):
        r = self.rng
        prof = r.choice(P.PROFESSIONS)
        bits = []
        k = r.randint(0, 5)
        if k == 0:
            bits.append(f"Works as a {M('PROFESSION', prof)} at {M('ORGANIZATION', r.choice(P.ORGS))}.")
        elif k == 1:
            bits.append(f"Retired {M('PROFESSION', prof)}; formerly with {M('ORGANIZATION', r.choice(P.ORGS))} for many years.")
        elif k == 2:
            bits.append(f"Occupation: {M('PROFESSION', prof)}.")
        elif k == 3:
            bits.append(f"Employed as {M('PROFESSION', prof)}, currently on leave.")
        elif k == 4:
            bits.append(f"Former {M('PROFESSION', prof)}, now on disability.")
        else:
            bits.append(f"Was a {M('PROFESSION', prof)} until {P.fdate(self.d(-r.randint(400, 4000)), r, 'year')}.")
        if r.random() < 0.5:
            bits.append(f"Born in {M('COUNTRY', r.choice(P.COUNTRIES))}, moved to {M('CITY', r.choice(P.CITIES))} in {P.fdate(self.d(-r.randint(2000, 15000)), r, 'year')}.")
        rel = self.kin(0, ["wife", "husband", "partner", "daughter", "son", "sister", "brother", "niece"])
        bits.append(f"Lives with {rel} {self.fam_name(0)}" + (f" ({M('PROFESSION', r.choice(P.PROFESSIONS))})" if r.random() < 0.3 else "")
                    + f" in {M('CITY', self.city)}.")
        if not short:
            bits.append(r.choice(["Never smoker.", "Former smoker, 20 pack-years, quit long ago.", "Drinks 2-3 beers on weekends.",
                                  "No illicit drug use.", "Smokes 1/2 ppd.", "Denies alcohol."]))
            if r.random() < 0.25:
                bits.append(f"Attends {M('ORGANIZATION', r.choice(P.CHURCHES))}; pastor visits weekly.")
        return " ".join(bits)

    def signature(self, who=0, cred=None, extra=True):
        r = self.rng
        p = self.staff[who]
        lines = []
        k = r.randint(0, 3)
        cred = cred or r.choice(C.CREDS)
        if k == 0:
            lines.append(f"Electronically signed by {M('DOCTOR', p.first + ' ' + p.last)}, {cred} on {self.dt(r.randint(0, 1), 'mdy')} at {C.clock(r)}")
        elif k == 1:
            lines.append(f"-- {M('DOCTOR', p.first[0] + '. ' + p.last)} {cred}, pager {M('PHONE', P.pager(r))}")
        elif k == 2:
            lines.append(f"Signed: {M('DOCTOR', p.last.upper() + ', ' + p.first.upper())} ({cred})  {self.dt(0, 'iso')} {C.clock(r)}")
        else:
            role = ("Clinical pharmacist" if "PharmD" in cred or "RPh" in cred else "Nurse practitioner" if cred == "NP"
                    else "Registered nurse" if "RN" in cred else r.choice(["Attending physician", "Consult service", "Fellow"]))
            lines.append(f"{M('DOCTOR', p.first + ' ' + p.mid + '. ' + p.last)}, {cred}\n{role}, {self.hospital(False)}")
            lines.append(f"Office {M('PHONE', P.phone(r))} | Fax {M('FAX', P.phone(r, ext=False))} | {M('EMAIL', p.email(r))}")
        if extra:
            if r.random() < 0.55:
                lines.append(f"EHR user: {M('USERNAME', p.username(r))}")
            if r.random() < 0.2:
                lines.append(f"Note signed from workstation {M('IPADDR', P.ip(r))}")
            if r.random() < 0.3:
                q = self.staff[(who + 5) % 8]
                lines.append(f"cc: {M('DOCTOR', q.first + ' ' + q.last)}, MD ({r.choice(['PCP', 'referring'])}), {M('HOSPITAL', r.choice(P.CLINICS))}, fax {M('FAX', P.phone(r, ext=False))}")
            if r.random() < 0.12:
                lines.append(f"Patient portal: {M('URL', P.url(r))}")
            if r.random() < 0.12:
                t = self.staff[(who + 6) % 8]
                ini = (t.first[0] + t.last[0]).lower()
                lines.append(f"D: {self.dt(0, 'mdy_s')} T: {self.dt(1, 'mdy_s')} Job {M('IDNUM', P.digits(r, 6))} DD/{M('DOCTOR', ini)}")
        return "\n".join(lines)

    def vehicle_sentence(self):
        r = self.rng
        v = P.vehicle(r)
        lab = "VIN" if len(v) == 17 else r.choice(["plate", "licence plate", "license plate", "tag"])
        who = self.kin(1, ["son", "daughter", "husband", "wife", "friend"])
        return r.choice([
            f"Parking pass issued to {who} {self.fam_name(1, 'first')} for vehicle {lab} {M('VEHICLE', v)}.",
            f"Arrived by private car ({lab} {M('VEHICLE', v)}), driven by {who}.",
            f"Police report lists the vehicle {lab} as {M('VEHICLE', v)}.",
        ])

    def ordinary_words(self):
        """Sentences using name-like words as ordinary words (unannotated)."""
        r = self.rng
        sub, obj, noun = ("he", "him", "man") if self.sex == "M" else ("she", "her", "woman")
        return r.choice([
            "We will reassess in the morning and hope for further improvement.",
            f"Family will visit later; they hope to take {obj} home if {sub} continues to improve.",
            "Long-term plan discussed; best supportive care remains an option.",
            "Small amount of frank blood noted, no clots.",
            "White count trending down; sputum no longer green.",
            "Sharp pain at the site, now improving; a little nausea overnight.",
            f"{sub.capitalize()} is a young, strong {noun} and we hope {sub} will tolerate therapy.",
            "Mark the site before the procedure; x-ray to confirm line position.",
            "Renal stone on prior imaging, small and non-obstructing.",
            "Grace period for the insurance appeal noted by case management.",
            "Patient in good spirits and hopeful; family are a strong support.",
            "Will follow. Please page with questions.",
        ])
