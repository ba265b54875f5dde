"""Per-note entity context: the patient, staff, places and identifiers of one note."""
import datetime as dt
import pools as P
from common import *

ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def words(n):
    if n < 20:
        return ONES[n]
    t, o = divmod(n, 10)
    return TENS[t] + ("" if o == 0 else "-" + ONES[o])


class Ctx:
    def __init__(self, r, L, age_lo, age_hi, sex=None):
        self.r, self.L = r, L
        self.visit = dt.date(2021, 1, 1) + dt.timedelta(days=r.randint(0, 365 * 4 + 200))
        self.pt = Person(r, sex)
        self.age = r.randint(age_lo, age_hi)
        self.dob = self.visit - dt.timedelta(days=365 * self.age + r.randint(20, 340))
        self.age = (self.visit - self.dob).days // 365 if self.age > 1 else self.age
        self.addr_parts = L.address_parts()
        self.phone, self.mobile = L.phone(), L.mobile()
        self.mrn = L.mrn()
        self.natid = L.nat_id()
        self.hp = L.healthplan()
        self.acct = L.account()
        self.ref = L.idnum()
        self.gp = Person(r)
        self.practice = self.mk_practice()
        self.practice_addr = L.address_parts()
        self.practice_phone, self.practice_fax = L.phone(), L.fax()
        self.dom = self.mk_domain(self.practice)
        self.hospital = self.mk_hospital()
        self.rel = Person(r, surname=self.pt.surname if r.random() < 0.6 else None)
        self.rel_word = r.choice(P.RELATIONS_F if self.rel.sex == "F" else P.RELATIONS_M)
        self.rel_phone = L.mobile()
        self.prof = r.choice(P.PROFESSIONS)
        self.rel_prof = r.choice(P.PROFESSIONS)
        self.employer = self.mk_employer()
        self.staff = [Person(r) for _ in range(4)]
        self.email = L.email(self.pt, r.choice(["mailbox.example", "inbox.example", "webmail.example", f"post.{L.tld()}"]))

    # ---- naming helpers
    def town(self):
        return self.L.city() if self.L.code != "SG" else self.r.choice(SG.estates)

    def mk_practice(self):
        r, L = self.r, self.L
        t = self.town()
        opts = {"US": [f"{t} Family Medicine", f"{r.choice(P.TREES)} Primary Care", f"{t} Community Health Center"],
                "CA": [f"{t} Family Health Team", f"{r.choice(P.TREES)} Medical Clinic", f"{t} Community Health Centre"],
                "SG": [f"{t} Family Clinic", f"{r.choice(P.TREES)} Medical Clinic", f"{t} Polyclinic"],
                "ZA": [f"{t} Community Health Centre", f"{t} Clinic", f"{r.choice(P.TREES)} Medical Centre"],
                }.get(L.code, [f"{t} Medical Centre", f"{r.choice(P.TREES)} Surgery", f"The {r.choice(P.TREES)} Practice",
                               f"{t} Health Centre", f"{r.choice(P.STREET_A)} Road Surgery"])
        return r.choice(opts)

    def mk_hospital(self):
        r = self.r
        t = self.town()
        return r.choice([f"{t} General Hospital", f"St {r.choice(P.SAINTS)}'s Hospital", f"{t} Community Hospital",
                         f"{t} Memorial Hospital", f"{t} District Hospital", f"{r.choice(P.TREES)} Valley Hospital",
                         f"{t} Regional Hospital"])

    def mk_named(self, kind):
        r = self.r
        t = self.town()
        tr = r.choice(P.TREES)
        return r.choice({
            "hospice": [f"St {r.choice(P.SAINTS)}'s Hospice", f"{tr} Hospice", f"{t} Hospice"],
            "pharmacy": [f"{t} Pharmacy", f"{r.choice(P.STREET_A)} Chemist", f"{r.choice(P.SURNAMES)}'s Pharmacy",
                         f"{tr} Pharmacy"],
            "school": [f"{t} Primary School", f"St {r.choice(P.SAINTS)}'s Primary", f"{tr} High School",
                       f"{t} Academy", f"{t} College", f"{tr} Kindergarten", f"{t} Middle School"],
            "church": [f"St {r.choice(P.SAINTS)}'s Church", f"{t} Baptist Church", f"{t} Mosque",
                       f"{tr} Gospel Hall", f"{t} Gurdwara", f"{t} Methodist Church"],
            "landmark": [f"{t} Shopping Centre", f"{tr} Park", f"{tr} Leisure Centre", f"{r.choice(P.EMPLOYER_A)} Tower",
                         f"{t} Railway Station", f"{t} Public Library", f"{tr} Reserve"],
            "care_home": [f"{tr} House Care Home", f"{tr} Lodge", f"{t} Nursing Home", f"{tr} Court Residential Home"],
            "clinic": [f"{t} Health Hub", f"{tr} Centre", f"{t} Community Clinic", f"{tr} House"],
            "ward": [f"{tr} Ward", f"Ward {r.randint(1, 30)}{r.choice('ABC')}", f"{tr} Unit"],
            "agency": [f"{r.choice(P.EMPLOYER_A)} Home Care", f"{tr} Community Care", f"{r.choice(P.EMPLOYER_A)} Care Services"],
            "charity": [f"{t} Food Bank", f"{tr} Women's Refuge", f"{t} Men's Shed", f"{r.choice(P.EMPLOYER_A)} Trust",
                        f"{t} Carers Centre", f"{tr} Recovery Café"],
        }[kind])

    def mk_employer(self):
        return f"{self.r.choice(P.EMPLOYER_A)} {self.r.choice(P.EMPLOYER_B)}"

    def mk_domain(self, name):
        s = "".join(ch for ch in name.lower() if ch.isalnum())[:18]
        return f"{s}.{self.L.tld()}"

    # ---- rendered pieces
    def addr(self, parts=None, multiline=False):
        parts = parts or self.addr_parts
        out = ""
        for t, v, sep in parts:
            if multiline and sep.strip() == ",":
                sep = "\n"
            out += m(t, v) + sep
        return out

    def D(self, x=None, style=None):
        return DT(self.L.d(x or self.visit, style))

    def Ds(self, x=None):
        return DT(self.L.dshort(x or self.visit))

    def Dw(self, x=None):
        return DT(self.L.dwk(x or self.visit))

    def later(self, lo, hi):
        return self.visit + dt.timedelta(days=self.r.randint(lo, hi))

    def earlier(self, lo, hi):
        return self.visit - dt.timedelta(days=self.r.randint(lo, hi))

    def age_s(self, a=None, sex=None):
        r = self.r
        a = self.age if a is None else a
        sx = sex or self.pt.sex
        opts = [f"{AG(a)}-year-old", f"{AG(a)} yo", f"{AG(a)}yo", f"{AG(a)} y/o", f"{AG(a)} {sx}", f"{AG(a)}{sx}",
                f"{AG(a)} year old", f"aged {AG(a)}"]
        if a > 20:
            opts.append(f"aged {AG(words(a))}")
        return r.choice(opts)

    def fh(self):
        """family history line with ages of relatives (died at / aged)"""
        r = self.r
        return r.choice([f"FH: father died at {AG(r.randint(48, 88))} (MI); mother alive, {AG(r.randint(70, 99))}, {r.choice(P.EPONYMS)}.",
                         f"FH: mother died at {AG(r.randint(50, 90))} of stroke; brother {AG(r.randint(30, 70))} with T2DM.",
                         f"FH: sister diagnosed with breast cancer aged {AG(r.randint(35, 60))}; father {AG(words(r.randint(70, 95)))}, well.",
                         "FH: nil of note."])

    def pn(self, allow_lower=False):
        """narrative reference to the patient"""
        r, p = self.r, self.pt
        opts = [PT(p.given), PT(p.given), f"{p.title()} {PT(p.surname)}", PT(p.inits), f"{p.title()} {PT(p.surname)}"]
        if p.nick:
            opts.append(PT(p.nick))
        return r.choice(opts)

    def pfull(self):
        return PT(self.pt.form(self.r.choice(["full", "full", "mi", "upper", "comma"])))

    def doc(self, p=None, title=True):
        p = p or self.gp
        r = self.r
        nm = DR(r.choice([p.full, p.surname, p.surname, f"{p.given[0]}. {p.surname}", f"{p.given[0]} {p.surname}"]))
        return (r.choice(["Dr ", "Dr. ", "Dr "]) + nm) if title else nm

    def clin(self, p, cred=None):
        r = self.r
        nm = DR(r.choice([p.full, p.full, f"{p.given} {p.mi}. {p.surname}", f"{p.given[0]}. {p.surname}"]))
        return nm + (f", {cred}" if cred and r.random() < 0.5 else (f" {cred}" if cred else ""))

    def relname(self):
        r, p = self.r, self.rel
        return FA(r.choice([p.given, p.full, p.given, p.nick or p.given]))

    def ids_line(self, sep="  "):
        r, L = self.r, self.L
        items = []
        if L.code == "UK" and r.random() < 0.8:
            items.append(f"NHS No: {MR(L.nhs())}")
        if L.code == "NZ" and r.random() < 0.8:
            items.append(f"NHI: {MR(L.nhi())}")
        items.append(r.choice(["MRN", "Hosp No", "Record #", "Chart #", "UR No", "Patient ID"]) + f": {MR(self.mrn)}")
        if r.random() < 0.55:
            items.append(f"{self.hp[0]}: {HP(self.hp[1])}")
        if r.random() < 0.3:
            items.append(f"{self.natid[0]}: {SS(self.natid[1])}")
        if r.random() < 0.35:
            items.append(r.choice(["Encounter", "Visit #", "Acct", "Episode"]) + f": {AC(self.acct)}")
        return sep.join(items)

    def header(self):
        r = self.r
        p = self.pt
        style = r.randint(0, 3)
        dob = self.D(self.dob, r.choice([None, None] + self.L.date_styles[:1]))
        a = r.choice([f"({AG(self.age)})", f"(age {AG(self.age)})", f"({AG(self.age)} y)", f"({AG(self.age)}{p.sex})", f"- {AG(self.age)} yrs"])
        if style == 0:
            lines = [f"Patient: {self.pfull()}", f"DOB: {dob} {a}", self.ids_line(),
                     f"Address: {self.addr()}", f"Tel: {PH(self.phone)}" + (f"  Mobile: {PH(self.mobile)}" if r.random() < 0.6 else "")]
        elif style == 1:
            lines = [f"Name: {PT(p.form('upper'))}   D.O.B. {dob}   Age: {AG(self.age)}   Sex: {p.sex}",
                     self.ids_line(" | "), f"Home: {self.addr()}", f"Contact: {PH(self.mobile)}"]
        elif style == 2:
            lines = ["| Field | Value |", "|---|---|", f"| Patient | {self.pfull()} |", f"| Date of birth | {dob} |",
                     f"| Age | {AG(self.age)} |", f"| Identifiers | {self.ids_line('; ')} |", f"| Address | {self.addr()} |",
                     f"| Phone | {PH(self.phone)} |"]
        else:
            lines = [f"RE: {self.pfull()}, {dob}", self.addr(multiline=True), self.ids_line(), f"Tel {PH(self.mobile)}"]
        if r.random() < 0.35:
            lines.append(f"Email: {EM(self.email)}")
        if r.random() < 0.5:
            lines.append(f"{self.L.gp}: {self.doc()}, {HO(self.practice)}")
        if r.random() < 0.4:
            lines.append(f"NOK: {FA(self.rel.full)} ({self.rel_word}) {PH(self.rel_phone)}")
        return "\n".join(lines)

    def sig(self, p, cred, role_word, lic_role, org=None):
        r, L = self.r, self.L
        lines = [r.choice(["Signed: ", "Electronically signed by ", "", "Regards,\n", "Kind regards,\n"]) + self.clin(p, cred)]
        lines.append(role_word + (f", {HO(org)}" if org else ""))
        if r.random() < 0.7:
            ln, lv = L.license(lic_role)
            lines.append(f"{ln} {LI(lv)}")
        c = []
        if r.random() < 0.6:
            c.append(f"Tel {PH(L.ext() if r.random() < 0.4 else L.phone())}")
        if r.random() < 0.5:
            c.append(f"Email {EM(L.email(p, self.dom))}")
        if r.random() < 0.25:
            c.append(f"Pager {PH(L.pager())}")
        if c:
            lines.append(" | ".join(c))
        if r.random() < 0.3:
            lines.append(f"Signed {self.D()} {r.randint(7, 19):02d}:{r.choice(['05', '20', '42', '55'])}")
        if r.random() < 0.25:
            lines.append(f"User: {UN(L.username(p))}")
        return "\n".join(lines)

    def cc(self):
        r = self.r
        lines = [f"cc: {self.doc()}, {HO(self.practice)}, {self.addr(self.practice_addr)}"]
        if r.random() < 0.5:
            lines.append(f"    Fax {FX(self.practice_fax)}")
        if r.random() < 0.5:
            lines.append(f"cc: {self.pfull()} (patient)")
        return "\n".join(lines)

    def letterhead(self, org):
        r, L = self.r, self.L
        parts = L.address_parts()
        lines = [HO(org), self.addr(parts)]
        lines.append(f"Tel: {PH(L.phone())}   Fax: {FX(L.fax())}")
        if r.random() < 0.5:
            lines.append(f"{URL(r.choice(['www.', 'https://www.']) + self.mk_domain(org))}")
        return "\n".join(lines)
