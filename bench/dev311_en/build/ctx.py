"""Per-note context: patient, site, GP, clinicians, smoking and imaging facts,
plus shared block writers (headers, letterheads, signatures)."""
import datetime as dt

import pools as P
import ids as I
from core import (pick, chance, person, title, nm, clinician, doc_pieces,
                  address, addr_pieces, hospital, practice, town, phone, fdate,
                  email_person, email_service, url, rand_date, workday, plus,
                  employer, words)

PROGRAMME = {
    "UK": ["Targeted Lung Health Check Programme", "Lung Health Check Service",
           "Lung Cancer Screening Programme"],
    "US": ["Lung Cancer Screening Program", "Low-Dose CT Lung Screening Program"],
    "CA": ["Lung Screening Program", "Lung Cancer Screening Program"],
    "AU": ["Lung Cancer Screening Program", "Lung Screening Service"],
}
COUNTRY_NAME = {"UK": "United Kingdom", "US": "United States", "CA": "Canada",
                "AU": "Australia"}


NON_INDUSTRIAL = {
    "school cleaner": "{town} Borough Council", "dinner lady": "{town} Borough Council",
    "gardener": "{town} Parks Department", "teacher": "{town} High School",
    "hairdresser": "{sur}'s Salon", "publican": "The {street} Arms", "bar manager": "The {street} Arms",
    "taxi driver": "{town} Taxis", "bus driver": "{town} Bus Company", "security guard": "{sur} Security Ltd",
    "shop assistant": "{town} Co-operative Society", "care assistant": "{sur} Homecare Ltd",
    "cook": "{sur}'s Bakery", "cleaner": "{sur} Cleaning Services", "farm labourer": "{sur} Farms",
    "shearer": "{sur} Shearing Contractors", "fisherman": "{town} Fishing Co-operative",
    "long-haul trucker": "{sur} Haulage", "HGV driver": "{sur} Haulage", "factory supervisor": "{town} Textile Mills",
    "nurse": None, "postman": None,
}


def employer_for(rng, c, job):
    if job in NON_INDUSTRIAL:
        pat = NON_INDUSTRIAL[job]
        if pat is None:
            return None
        return pat.format(town=town(rng, c), sur=pick(rng, P.SURNAMES), street=pick(rng, P.STREET_ROOTS))
    return employer(rng, c)


def age_on(dob, d):
    return d.year - dob.year - ((d.month, d.day) < (dob.month, dob.day))


class Ctx:
    def __init__(self, rng, c):
        self.rng = rng
        self.c = c
        self.today = workday(rand_date(rng, dt.date(2022, 3, 1), dt.date(2025, 7, 31)))
        lo, hi = {"UK": (55, 75), "US": (50, 81), "CA": (55, 75), "AU": (50, 71)}[c]
        if chance(rng, 0.08):
            lo, hi = lo - 6, hi + 6
        age = rng.randrange(lo, hi)
        self.dob = self.today - dt.timedelta(days=365 * age + rng.randrange(1, 360))
        self.age = age_on(self.dob, self.today)
        p = person(rng)
        self.pt = p
        self.ttl = title(rng, p, c)
        self.home = town(rng, c)
        self.addr = address(rng, c, self.home)
        self.tel = phone(rng, c)
        self.mob = phone(rng, c, mobile=True)
        self.email = email_person(rng, p)
        self.mrn = I.mrn(rng, c)
        self.nhs = I.nhs_number(rng) if c == "UK" else None
        self.hp = I.healthplan(rng, c) if c != "UK" else None
        self.ssn = I.ssn(rng, c) if c == "US" or (c == "CA" and chance(rng, 0.3)) else None
        self.acct = I.account(rng, c)
        self.pid = I.idnum(rng, "participant")
        self.site_town = self.home if chance(rng, 0.4) else town(rng, c)
        self.site = hospital(rng, c, self.site_town)
        self.site_addr = address(rng, c, self.site_town)
        self.site_tel = phone(rng, c, ext=True)
        self.site_fax = phone(rng, c)
        self.site_email = email_service(rng, self.site_town)
        self.site_url = url(rng, self.site_town)
        self.prog = pick(rng, PROGRAMME[c])
        self.gpword = {"UK": "GP", "AU": "GP", "US": "primary care provider", "CA": "family doctor"}[c]
        self.gp_prac = practice(rng, c, self.home)
        self.gp_addr = address(rng, c, self.home)
        self.gp_tel = phone(rng, c)
        self.gp_fax = phone(rng, c)
        self.gp = clinician(rng, c, "gp")
        self.job = pick(rng, P.PROFESSIONS)
        self.employer = employer_for(rng, c, self.job)
        rel = pick(rng, P.RELATIONS)
        sex = {"wife": "F", "husband": "M", "daughter": "F", "son": "M", "sister": "F",
               "brother": "M", "niece": "F", "son-in-law": "M", "daughter-in-law": "F"}.get(rel)
        self.nok = person(rng, sex)
        if rel in ("wife", "husband", "son", "daughter", "brother") and chance(rng, 0.7):
            self.nok["last"] = p["last"]
        self.nok_rel = rel
        self.nok_tel = phone(rng, c, mobile=chance(rng, 0.6))
        self._clin = {}
        self.smoking()

    def clin(self, role, k=0):
        key = (role, k)
        if key not in self._clin:
            self._clin[key] = clinician(self.rng, self.c, role)
        return self._clin[key]

    def smoking(self):
        rng = self.rng
        self.current = chance(rng, 0.55)
        self.start_age = rng.randrange(11, 21)
        self.cpd = pick(rng, [10, 15, 20, 20, 20, 25, 30, 40, 12, 8])
        if self.current:
            self.quit_year = None
            yrs = self.age - self.start_age
        else:
            qa = rng.randrange(self.start_age + 15, max(self.start_age + 16, self.age - 1))
            qa = min(qa, self.age - 1)
            self.quit_year = self.dob.year + qa
            yrs = qa - self.start_age
        self.years = max(yrs, 5)
        self.pky = round(self.cpd / 20.0 * self.years, 1)
        self.plco = round(rng.uniform(0.6, 9.5), 2)
        self.llp = round(rng.uniform(0.8, 12.0), 1)

    # ------------------------------------------------------------ surface helpers
    def pname(self, form=None):
        return (nm(self.rng, self.pt, form), "PATIENT")

    def pt_title(self):
        return [self.ttl + " ", (self.pt["last"], "PATIENT")]

    def dob_s(self):
        return fdate(self.rng, self.dob, self.c, "dob")

    def d(self, day, kind="full"):
        return fdate(self.rng, day, self.c, kind)

    def id_pairs(self, n=3):
        """Up to n (label, value, TYPE) identifier triples for headers."""
        rng, c = self.rng, self.c
        out = []
        if c == "UK":
            out.append((pick(rng, ["NHS No", "NHS No.", "NHS number", "NHS#"]), self.nhs, "MRN"))
            out.append((pick(rng, ["Hosp No", "Hospital No.", "MRN", "Unit No"]), self.mrn, "MRN"))
        elif c == "US":
            out.append((pick(rng, ["MRN", "MRN#", "Med Rec #"]), self.mrn, "MRN"))
            out.append((pick(rng, ["Medicare ID", "Member ID", "Ins ID", "MBI"]), self.hp, "HEALTHPLAN"))
        elif c == "CA":
            out.append((pick(rng, ["MRN", "Chart #", "Hosp #"]), self.mrn, "MRN"))
            out.append((pick(rng, ["Health Card #", "HCN", "PHN", "Health card"]), self.hp, "HEALTHPLAN"))
        else:
            out.append((pick(rng, ["UR", "UR No.", "MRN"]), self.mrn, "MRN"))
            out.append((pick(rng, ["Medicare No.", "Medicare", "Medicare #"]), self.hp, "HEALTHPLAN"))
        out.append((pick(rng, ["Participant ID", "Screening ID", "LCS ID", "Study ID"]), self.pid, "IDNUM"))
        if chance(rng, 0.4):
            out.append((pick(rng, ["Acct", "Encounter", "Visit No.", "Episode"]), self.acct, "ACCOUNT"))
        return out[:n] if n < len(out) else out


def patient_header(d, cx, style=None, n_ids=3):
    """Patient identification block in one of several layouts."""
    rng, c = cx.rng, cx.c
    if style is None:
        style = pick(rng, ["fields", "line", "caps", "table"])
    idp = cx.id_pairs(n_ids)
    if style == "fields":
        d.f("{=}: {*}\n", pick(rng, ["Name", "Patient", "Participant", "Patient name"]),
            [cx.pname(pick(rng, ["full", "fml", "LAST_FIRST", "last_first"]))])
        d.f("{=}: {DATE}", pick(rng, ["DOB", "D.O.B.", "Date of birth"]), cx.dob_s())
        if chance(rng, 0.7):
            d.f("   Age: {AGE}", str(cx.age))
        d.t("   Sex: %s\n" % pick(rng, [cx.pt["sex"], {"M": "Male", "F": "Female"}[cx.pt["sex"]]]))
        for lab, val, typ in idp:
            d.f("{=}: {%s}\n" % typ, lab, val)
        if cx.ssn and chance(rng, 0.5):
            d.f("{=}: {SSN}\n", "SIN" if c == "CA" else pick(rng, ["SSN", "SS#", "Social Security No."]), cx.ssn)
        if chance(rng, 0.75):
            d.f("Address: {*}\n", addr_pieces(rng, cx.addr))
        if chance(rng, 0.7):
            d.f("{=}: {PHONE}", pick(rng, ["Tel", "Phone", "Home"]), cx.tel)
            if chance(rng, 0.5):
                d.f("   Mobile: {PHONE}", cx.mob)
            d.t("\n")
    elif style == "line":
        d.f("{*} | DOB {DATE} ({AGE}{=}) | ", [cx.pname(pick(rng, ["LAST_FIRST", "LAST_First", "full"]))],
            cx.dob_s(), str(cx.age), pick(rng, ["y", " yrs", "", "yo"]) + ("" if chance(rng, 0.5) else " " + cx.pt["sex"]))
        for i, (lab, val, typ) in enumerate(idp):
            d.f("{=} {%s}" % typ, lab, val)
            d.t(" | " if i < len(idp) - 1 else "\n")
    elif style == "caps":
        d.f("PATIENT: {*}\n", [cx.pname("LAST_FIRST")])
        d.f("DOB: {DATE}  AGE: {AGE}  SEX: {=}", cx.dob_s(), str(cx.age), cx.pt["sex"])
        if cx.ssn and c == "US" and chance(rng, 0.4):
            d.f("  SSN: {SSN}", cx.ssn)
        d.t("\n")
        for lab, val, typ in idp:
            d.f("{=}: {%s}  " % typ, lab.upper(), val)
        d.t("\n")
    else:
        d.t("+--------------------+------------------------------+\n")
        d.f("| Name               | {*}\n", [cx.pname(pick(rng, ["full", "LAST_FIRST"]))])
        d.f("| Date of birth      | {DATE}\n", cx.dob_s())
        for lab, val, typ in idp:
            d.f("| {=} | {%s}\n" % typ, lab.ljust(18), val)
        if chance(rng, 0.6):
            d.f("| Postcode/ZIP       | {ZIP}\n", cx.addr["zip"])
        d.t("+--------------------+------------------------------+\n")


def letterhead(d, cx, with_web=True):
    rng = cx.rng
    d.f("{HOSPITAL}\n", cx.site)
    if chance(rng, 0.6):
        d.t(cx.prog + "\n")
    d.pc(addr_pieces(rng, cx.site_addr, block=chance(rng, 0.5)))
    d.t("\n")
    d.f("Tel: {PHONE}", cx.site_tel)
    if chance(rng, 0.6):
        d.f("   Fax: {FAX}", cx.site_fax)
    d.t("\n")
    if with_web:
        if chance(rng, 0.7):
            d.f("Email: {EMAIL}\n", cx.site_email)
        if chance(rng, 0.5):
            d.f("Web: {URL}\n", cx.site_url)
    d.t("\n")


def recipient_block(d, cx):
    rng = cx.rng
    d.f("{=} {*}\n", cx.ttl, [cx.pname(pick(rng, ["full", "init_last", "fml"]))])
    d.pc(addr_pieces(rng, cx.addr, block=True))
    d.t("\n\n")


def gp_block(d, cx):
    rng = cx.rng
    d.pc(doc_pieces(rng, cx.gp, pick(rng, ["title_full", "title_init", "title_last"])))
    d.f("\n{HOSPITAL}\n", cx.gp_prac)
    d.pc(addr_pieces(rng, cx.gp_addr, block=True))
    d.t("\n\n")


def signature(d, cx, clin, lic=None, contact=True):
    rng, c = cx.rng, cx.c
    d.t(pick(rng, ["Yours sincerely,\n\n", "Kind regards,\n\n", "Yours faithfully,\n\n", "With best wishes,\n\n", "Regards,\n\n"]))
    d.pc(doc_pieces(rng, clin, pick(rng, ["title_full", "full_cred", "full_cred", "title_last"])))
    d.t("\n" + clin["job"])
    if lic or (lic is None and chance(rng, 0.4)):
        d.f("  ({=} {LICENSE})", I.lic_label(rng, c, clin["role"]), clin["lic"])
    d.t("\n")
    if contact and chance(rng, 0.5):
        d.f("Direct line: {PHONE}\n", phone(rng, c, ext=True))
    if contact and chance(rng, 0.3):
        d.f("{EMAIL}\n", email_person(rng, clin))


def cc_block(d, cx, patient=True):
    rng = cx.rng
    d.t("\ncc: ")
    d.pc(doc_pieces(rng, cx.gp, pick(rng, ["title_last", "title_full", "title_init"])))
    d.f(", {HOSPITAL}", cx.gp_prac)
    if chance(rng, 0.5):
        d.f(", {CITY}", cx.home)
    d.t("\n")
    if patient:
        d.f("    {=} {PATIENT} (patient)\n", cx.ttl, cx.pt["last"])


def age_phrase(cx, rng=None):
    """Pieces for an age mention in one of many surface forms."""
    rng = rng or cx.rng
    a = str(cx.age)
    s = cx.pt["sex"]
    k = rng.randrange(9)
    if k == 0:
        return [(a, "AGE"), "-year-old " + ("man" if s == "M" else "woman")]
    if k == 1:
        return [(a, "AGE"), " yo " + s]
    if k == 2:
        return [(a, "AGE"), s]
    if k == 3:
        return ["aged ", (a, "AGE")]
    if k == 4:
        return [(a, "AGE"), " y/o " + ("male" if s == "M" else "female")]
    if k == 5:
        return [(words(cx.age), "AGE"), "-year-old " + ("gentleman" if s == "M" else "lady")]
    if k == 6:
        return [(a, "AGE"), "yo " + ("M" if s == "M" else "F")]
    if k == 7:
        return [(a, "AGE"), " year old " + ("male" if s == "M" else "female")]
    return [(a, "AGE"), " " + s]
