"""Per-note cast: one patient, relatives, clinicians, places and identifiers, with helpers that
render them (always wrapped in PHI markers)."""
import datetime as dt

from common import *  # noqa: F401,F403


def age_on(dob, d):
    return d.year - dob.year - ((d.month, d.day) < (dob.month, dob.day))


DEPTS = ["Cardiology", "Respiratory", "Rheumatology", "Gastroenterology", "Dermatology", "the Memory Clinic",
         "Orthopaedics", "ENT", "General Surgery", "the Falls Clinic", "Endocrinology", "Neurology",
         "Urology", "the Rapid Access Chest Pain Clinic", "Haematology", "Old Age Psychiatry", "Gynaecology"]
COMPLAINTS = ["productive cough", "low mood", "central chest pain", "lower back pain", "dysuria", "headaches",
              "palpitations", "tiredness", "itchy rash", "left knee pain", "SOB on exertion", "weight loss",
              "abdominal pain", "dizzy spells", "poor sleep", "swollen ankles", "sore throat", "heartburn"]


class Ctx:
    def __init__(self, juris=None, min_age=1, max_age=98):
        self.juris = juris or ("IE" if p(0.42) else "UK")
        self.pat = Person()
        self.date = rand_date()
        k = R.random()
        if k < 0.1:
            a = rint(min_age, 17)
        elif k < 0.55:
            a = rint(18, 64)
        elif k < 0.95:
            a = rint(65, 89)
        else:
            a = rint(90, 103)
        a = max(min_age, min(max_age, a))
        self.dob_d = self.date - dt.timedelta(days=int(a * 365.25) + rint(1, 360))
        self.age = age_on(self.dob_d, self.date)
        self.addr = Address(self.juris)
        self.gp = Person()
        self.practice = ch(PRACTICES)
        self.prac_addr = inst_address(self.juris)
        self.hosp = ch(HOSPITALS)
        self.hosp_addr = inst_address(self.juris)
        self.cons, self.reg, self.fy = Person(), Person(), Person()
        self.n1, self.n2, self.n3 = Person(), Person(), Person()
        self.relp = Person()
        self.rel = self.pick_rel(self.relp)
        if self.rel in ("wife", "husband", "daughter", "son", "brother", "sister", "mother", "father") and p(0.5):
            self.relp.last = self.pat.last
        self.rel2p = Person()
        self.rel2 = self.pick_rel(self.rel2p)
        self.mrn = mrn(self.juris)
        self.nhs = nhs_no()
        self.prof = ch(PROFESSIONS)
        self.employer = ch(EMPLOYERS)
        self.ward = ch(WARDS)

    def pick_rel(self, person):
        pool = RELATIONS[person.sex]
        if self.age >= 50:
            pool = [r for r in pool if r not in ("mother", "father")]
        elif self.age < 18:
            pool = [r for r in pool if r in ("mother", "father", "brother", "sister")] + ["grandmother" if person.sex == "F" else "grandfather"]
        else:
            pool = [r for r in pool if r not in ("grandson", "granddaughter", "son-in-law", "daughter-in-law")]
        return ch(pool)

    # ---- helpers
    @property
    def sx(self):
        return self.pat.sex

    def he(self):
        return self.pat.pron()[0]

    def his(self):
        return self.pat.pron()[1]

    def ids_line(self, sep="   "):
        parts = []
        if self.juris == "UK":
            parts.append(ch(["NHS No: ", "NHS no. ", "NHS number "]) + S("MRN", self.nhs))
            if p(0.6):
                parts.append(ch(["Hosp No: ", "Hospital no. ", "RX: ", "MRN "]) + S("MRN", self.mrn))
        else:
            parts.append(ch(["MRN: ", "MRN ", "Hosp No: ", "Chart no. "]) + S("MRN", self.mrn))
            if p(0.35):
                parts.append(ch(["PPSN: ", "PPS No. "]) + S("SSN", ppsn()))
            if p(0.35):
                parts.append(ch(["GMS No: ", "Medical card ", "GMS "]) + S("HEALTHPLAN", healthplan("IE")))
        return sep.join(parts)

    def dob(self, st=None):
        return D(self.dob_d, st or ch(["dmy", "dmy", "long", "dmy.", "mon", "dash"]))

    def age_s(self, st=None):
        return AGE(self.age, self.sx, st)

    def fam(self, form=None, second=False):
        if second:
            return family(self.rel2p, self.rel2, form)
        return family(self.relp, self.rel, form)

    def hospital(self, short_ok=True):
        if short_ok and self.hosp in HOSP_SHORT and p(0.3):
            v = HOSP_SHORT[self.hosp]
            if v.startswith("the "):
                return "the " + S("HOSPITAL", v[4:])
            return S("HOSPITAL", v)
        return S("HOSPITAL", self.hosp)

    def ward_s(self):
        return S("HOSPITAL", self.ward)

    def gmc(self):
        if self.juris == "IE":
            return ch(["IMC ", "IMC no. ", "MCRN "]) + S("LICENSE", licence("IMC"))
        return ch(["GMC ", "GMC No: ", "GMC no. "]) + S("LICENSE", licence("GMC"))

    def nmc(self):
        if self.juris == "IE":
            return ch(["NMBI PIN ", "NMBI "]) + S("LICENSE", licence("NMBI"))
        return ch(["NMC PIN ", "NMC "]) + S("LICENSE", licence("NMC"))

    def letterhead_hosp(self, dept=None):
        dept = dept or ch(DEPTS)
        a = self.hosp_addr
        dline = dept[4:] if dept.startswith("the ") else (dept if any(w in dept for w in ("Office", "Service", "Team", "Department", "Records", "Governance", "Chief")) else f"Department of {dept}")
        lines = [S("HOSPITAL", self.hosp), dline,
                 f"{S('STREET', a.street)}, {S('CITY', a.town)}" + (f", {S('CITY', a.county)}" if p(0.5) else "") + f" {S('ZIP', a.zip)}"]
        contact = [ch(["Tel: ", "Tel ", "T: ", "Secretary: "]) + P(self.juris, False, ext=p(0.4))]
        if p(0.7):
            contact.append(ch(["Fax: ", "Fax ", "F: "]) + FAX(self.juris))
        if p(0.5):
            contact.append(ch(["Email: ", "E: "]) + EMAIL(local=ch(["cardiology.secs", "opd.bookings", "med.secretaries", "respiratory", "mhs.admin", "ed.admin"]) + str(rint(1, 9))))
        if p(0.35):
            contact.append(URL())
        lines.append(ch([" | ", "  ", " / "]).join(contact))
        return "\n".join(lines)

    def letterhead_practice(self):
        a = self.prac_addr
        lines = [S("HOSPITAL", self.practice), f"{S('STREET', a.street)}",
                 f"{S('CITY', a.town)}" + (f", {S('CITY', a.county)}" if p(0.5) else "") + f" {S('ZIP', a.zip)}",
                 f"Tel: {P(self.juris, False)}" + (f"   Fax: {FAX(self.juris)}" if p(0.6) else "")]
        if p(0.4):
            lines.append("Email: " + EMAIL(local=ch(["reception", "admin", "prescriptions", "practice.manager"]) + "." + ascii_fold(self.practice.split()[0]).lower()))
        return "\n".join(lines)

    def social(self, n=None):
        """Narrative social history mixing PHI with ordinary words."""
        he, his = self.pat.pron()[0], self.pat.pron()[1]
        opts = [
            lambda: f"Works as a {S('PROFESSION', self.prof)} at {S('ORGANIZATION', self.employer)}.",
            lambda: f"Occupation: {S('PROFESSION', self.prof)}.",
            lambda: f"{he.capitalize()} is a {S('PROFESSION', self.prof)}, currently off work.",
            lambda: f"Employed by {S('ORGANIZATION', self.employer)} as a {S('PROFESSION', self.prof)}.",
            lambda: f"Lives with {self.fam('rel_first')} in {S('CITY', self.addr.town)}.",
            lambda: f"Lives alone; {self.fam('rel_full')} visits daily.",
            lambda: f"NOK {self.fam('full_rel')}, tel {P(self.juris, True)}.",
            lambda: f"{self.rel.capitalize()} works as a {S('PROFESSION', ch(PROF_RELATIVE))}.",
            lambda: f"Originally from {S('STATE', ch(HOME_REGIONS))}; moved to {S('CITY', self.addr.town)} in {S('DATE', str(self.date.year - rint(2, 30)))}.",
            lambda: (lambda r: f"Born in {S('STATE', r[0])}, {S('COUNTRY', r[1])}; came to {S('COUNTRY', ch(['Ireland', 'England', 'the UK', 'Scotland', 'Wales']))} aged {S('AGE', rint(2, 40))}.")(ch(ABROAD)),
            lambda: f"Recently back from {S('COUNTRY', ch(COUNTRIES))}.",
            lambda: f"Attends {S('ORGANIZATION', ch(CHURCHES))}.",
            lambda: f"Smoker {rint(5, 40)} pack-years; alcohol {rint(0, 60)} units/week.",
            lambda: f"Drives; car reg {S('VEHICLE', vehicle(self.juris))}. DVLA advice given." if self.juris == "UK" else f"Drives; car reg {S('VEHICLE', vehicle(self.juris))}. NDLS advice given.",
            lambda: f"Supported by {S('ORGANIZATION', ch(CHARITIES))}.",
            lambda: ordinary(),
        ]
        n = n or rint(2, 4)
        return " ".join(f() for f in R.sample(opts, n))

    def origin(self):
        r = ch(ABROAD)
        return f"{S('STATE', r[0])}, {S('COUNTRY', r[1])}"

    def sign_doc(self, who=None, role=None, lic=True):
        who = who or self.cons
        role = role or ch(STAFF_ROLES)
        lines = [ch(["Yours sincerely,", "Yours faithfully,", "Kind regards,", "With best wishes,"]), "",
                 doc(who, ch(["dr_full", "full_cred", "dr_init", "prof", "dr_dot"])), role]
        if lic and p(0.6):
            lines.append(self.gmc())
        if p(0.3):
            lines.append("Bleep " + S("PHONE", digits(4)))
        if p(0.3):
            lines.append(EMAIL(who))
        return "\n".join(lines)

    def cc_block(self):
        lines = ["cc:"]
        opts = [lambda: f"  {doc(self.gp, 'dr_full')}, {S('HOSPITAL', self.practice)}, {S('STREET', self.prac_addr.street)}, {S('CITY', self.prac_addr.town)} {S('ZIP', self.prac_addr.zip)}",
                lambda: f"  {pt(self, 'title_full')} (patient), {self.addr.render('line')}",
                lambda: f"  {nurse(self.n1, 'role_full')}, {ch(['community mental health team', 'district nursing', 'heart failure nurses', 'diabetes specialist nurses'])}",
                lambda: f"  {doc(self.reg, 'dr_last')}, {S('HOSPITAL', ch(HOSPITALS))}",
                lambda: f"  Hospital notes"]
        for f in R.sample(opts, rint(2, 4)):
            lines.append(f())
        return "\n".join(lines)

    def audit(self, who=None):
        who = who or ch([self.gp, self.cons, self.n1, self.reg])
        return ch([
            f"Entered by {S('USERNAME', username(who))} on {D(self.date, 'dmy')} {clock()}",
            f"Last edited: {S('USERNAME', username(who))} | {D(self.date, 'iso')} {clock()} | WS {IP()}",
            f"[record saved by user {S('USERNAME', username(who))} {clock()}]",
            f"Author: {doc(who, 'full')} ({S('USERNAME', username(who))})",
            f"Signed electronically by {S('USERNAME', username(who))} at {clock()} from {IP()}",
        ])
