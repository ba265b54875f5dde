"""Per-note case context and shared report furniture (letterheads, patient blocks, signatures)."""
import phi
from common import (P, pick, chance, fdate, ftime, add_days, rand_date, HEADER_STYLES, PROSE_STYLES,
                    PARTIAL_STYLES)


class Case:
    def __init__(self, rng, country, min_age=18, max_age=92, kids=0.0, spec=None):
        self.rng = rng
        self.c = country
        self.hs = pick(rng, HEADER_STYLES[country])
        self.ps = pick(rng, PROSE_STYLES[country])
        self.ts = pick(rng, ["colon", "colon", "colon", "mil", "ampm", "hrs"])
        self.uk = country == "IE" or (country == "CA" and chance(rng, 0.5))
        self.when = rand_date(rng)
        if chance(rng, kids):
            self.dob = add_days(self.when, -rng.randint(3, 16 * 365))
        else:
            self.dob = phi.make_dob(rng, self.when, min_age, max_age)
        self.age, self.unit = phi.age_unit(self.dob, self.when)
        self.pat = phi.person(rng, country)
        self.sex = self.pat["sex"]
        self.pform = pick(rng, phi.PAT_FORMS)
        self.lab = phi.institution(rng, country, pick(rng, ["hospital", "hospital", "lab"]), spec)
        self.mrn = phi.mrn(rng, self.lab["mrn_fmt"])
        self.acct = phi.account(rng)
        self._people = {}

    # --- people -------------------------------------------------------
    def who(self, key, sex=None):
        if key not in self._people:
            self._people[key] = phi.person(self.rng, self.c, sex)
        return self._people[key]

    def st(self, key, role, form=None):
        return phi.staff(self.rng, self.who(key), self.c, role, form)

    def un(self, key):
        k = "_u_" + key
        if k not in self._people:
            self._people[k] = phi.username(self.rng, self.who(key))
        return P(self._people[k], "USERNAME")

    def pn(self, form=None):
        return P(phi.pname(self.pat, form or self.pform), "PATIENT")

    def pref(self, short=True):
        return phi.pat_ref(self.rng, self.pat, short)

    # --- dates and times ------------------------------------------------
    def d(self, date, style=None):
        return P(fdate(date, style or self.hs), "DATE")

    def dp(self, date):
        return P(fdate(date, self.ps), "DATE")

    def dpart(self, date):
        return P(fdate(date, pick(self.rng, PARTIAL_STYLES[self.c])), "DATE")

    def t(self, h=None, mi=None, style=None):
        if h is None:
            h = self.rng.randint(0, 23)
        if mi is None:
            mi = self.rng.randint(0, 59)
        return ftime(h, mi, style or self.ts)

    def dt(self, date, h=None, mi=None, sep=" "):
        return [self.d(date), sep, self.t(h, mi)]

    def dob_p(self):
        return self.d(self.dob)

    def age_p(self, form=None):
        return phi.age_parts(self.rng, self.age, self.sex, form, self.unit)

    # --- spelling -------------------------------------------------------
    def sp(self, us, uk):
        return uk if self.uk else us


# ------------------------------------------------------------------- furniture
def letterhead(doc, case, dept, inst=None, director=True):
    rng = case.rng
    inst = inst or case.lab
    name = inst["name"]
    style = rng.randint(0, 3)
    if style == 0:
        doc.line(P(name, "HOSPITAL"))
        doc.line(dept)
        doc.line(phi.addr_parts(rng, inst["addr"]))
        doc.line("Tel ", P(inst["phone"], "PHONE"), "  |  Fax ", P(inst["fax"], "FAX"))
    elif style == 1:
        doc.line(P(name.upper(), "HOSPITAL"), " - ", dept.upper())
        doc.line(phi.addr_parts(rng, inst["addr"], with_country=False), "   Ph: ", P(inst["phone"], "PHONE"))
    elif style == 2:
        doc.line("Department of ", dept, ", ", P(name, "HOSPITAL"))
        doc.line(phi.addr_parts(rng, inst["addr"], multiline=True))
        doc.line("Phone: ", P(inst["phone"], "PHONE"), "    Fax: ", P(inst["fax"], "FAX"))
    else:
        doc.line("*** ", dept.upper(), " ***")
        doc.line(P(name, "HOSPITAL"), ", ", P(inst["addr"]["city"], "CITY"))
        doc.line("Client services: ", P(inst["phone"], "PHONE"))
    if director and chance(rng, 0.6):
        if case.c == "US":
            doc.line("CLIA #", P(inst["clia"], "LICENSE"), "   Medical Director: ", case.st("director", "path"))
        elif case.c == "CA":
            doc.line("Laboratory Licence No. ", P(phi.digits(rng, 4), "LICENSE"), "   Medical Director: ",
                     case.st("director", "path"))
        else:
            doc.line("INAB Reg. No. ", P(pick(rng, ["", "MT-"]) + phi.digits(rng, 3), "LICENSE"),
                     "   Consultant: ", case.st("director", "path"))
    doc.add("\n")


def patient_block(doc, case, extra=None, location=True, style=None):
    """extra: list of (label, parts) rows appended."""
    rng = case.rng
    if style is None:
        style = rng.randint(0, 4)
    ward = phi.ward(rng) if location and chance(rng, 0.6) else None
    rows = list(extra or [])
    if style == 0:
        doc.line("Patient: ", case.pn(), "    ", case.sp("MRN", pick(rng, ["MRN", "Hosp No", "Chart"])), ": ",
                 P(case.mrn, "MRN"))
        doc.line("DOB: ", case.dob_p(), " (", case.age_p(pick(rng, ["{}Y", "{}y", "{} yrs", "{}"])) if case.unit == "y"
                 else case.age_p(), ")   Sex: ", case.sex, "   Acct: ", P(case.acct, "ACCOUNT"))
        if ward:
            doc.line("Location: ", ward, "  ", phi.room_bed(rng) if chance(rng, 0.6) else "")
    elif style == 1:
        doc.line(pick(rng, ["NAME", "PATIENT NAME", "Name"]), ": ", case.pn(pick(rng, ["LAST_FIRST", "LAST_FIRST_MI", "LASTFIRST"])))
        doc.line(pick(rng, ["MRN", "MR#", "PATIENT ID", "UR No"]), ": ", P(case.mrn, "MRN"))
        doc.line("DOB/AGE/SEX: ", case.dob_p(), " / ",
                 case.age_p("{}") if case.unit == "y" else case.age_p(), " / ", case.sex)
        doc.line(pick(rng, ["ENCOUNTER", "VISIT #", "FIN", "ACCT"]), ": ", P(case.acct, "ACCOUNT"))
        if ward:
            doc.line("LOC: ", ward)
    elif style == 2:
        doc.line("PT: ", case.pn(), " | ", pick(rng, ["MRN", "ID"]), " ", P(case.mrn, "MRN"), " | DOB ", case.dob_p(),
                 " | ", case.age_p("{}/" + case.sex) if case.unit == "y" else case.age_p())
        if ward:
            doc.line("Ward/Clinic: ", ward, " | Enc ", P(case.acct, "ACCOUNT"))
        else:
            doc.line("Enc ", P(case.acct, "ACCOUNT"))
    elif style == 3:
        doc.line(pick(rng, ["Surname", "Last name"]), ": ", P(case.pat["surname"].upper(), "PATIENT"),
                 "     Forename: ", P(case.pat["given"], "PATIENT"))
        doc.line("Date of Birth: ", case.dob_p(), "     ", pick(rng, ["Hospital No", "MRN", "Chart No", "Unit No"]), ": ",
                 P(case.mrn, "MRN"))
        doc.line("Gender: ", pick(rng, ["Female", "F"]) if case.sex == "F" else pick(rng, ["Male", "M"]),
                 "     Age: ", case.age_p("{}") if case.unit == "y" else case.age_p())
        if ward:
            doc.line("Source: ", ward, "   Episode: ", P(case.acct, "ACCOUNT"))
    else:
        age = case.age_p("{}" + case.sex) if case.unit == "y" else case.age_p()
        doc.line(case.pn(pick(rng, ["LAST_FIRST", "UPPER", "LAST_FIRST_MI"])), "  ", age, "  DOB ", case.dob_p(),
                 "  MRN ", P(case.mrn, "MRN"), "  ACC# ", P(case.acct, "ACCOUNT"))
        if ward:
            doc.line("Loc ", ward, " ", phi.room_bed(rng))
    for label, parts in rows:
        doc.line(label, ": ", parts)


def hl7_pid(doc, case):
    rng = case.rng
    doc.line("MSH|^~\\&|LIS|", P(case.lab["name"].upper(), "HOSPITAL"), "|EHR|",
             pick(rng, ["MAIN", "CORE", "ADT"]), "|", P(fdate(case.when, "hl7"), "DATE"),
             "%02d%02d" % (rng.randint(0, 23), rng.randint(0, 59)), "||ORU^R01|",
             phi.digits(rng, 8), "|P|2.5.1")
    doc.line("PID|1||", P(case.mrn, "MRN"), "^^^MRN||", P(phi.pname(case.pat, "LAST_caret"), "PATIENT"), "||",
             P(fdate(case.dob, "hl7"), "DATE"), "|", case.sex, "|||", P(phi.street(rng, case.c), "STREET"),
             "^^", P(case.lab["addr"]["city"], "CITY"), "||||||||", P(case.acct, "ACCOUNT"))


def signature(doc, case, key="path", role="path", verb=None, when=None):
    rng = case.rng
    verb = verb or pick(rng, ["Electronically signed by", "Electronically signed out by", "Verified by",
                              "Signed:", "Reported by", "Authorised by" if case.uk else "Authorized by"])
    when = when or case.when
    doc.add(verb, " ", case.st(key, role))
    if chance(rng, 0.75):
        doc.add(pick(rng, [" on ", ", ", " ", " at "]), case.d(when), " ", case.t(rng.randint(7, 19)))
    doc.add("\n")


def ordering(doc, case, key="orderer", label=None, copy=True):
    rng = case.rng
    label = label or pick(rng, ["Ordering Physician", "Ordering Provider", "Requesting Clinician", "Ordered by",
                                "Referring Dr", "Consultant"])
    doc.add(label, ": ", case.st(key, "phys"))
    if chance(rng, 0.3) and case.c == "US":
        doc.add("  NPI ", P(phi.npi(rng), "LICENSE"))
    if chance(rng, 0.3):
        doc.add("  ", pick(rng, ["Ph", "Tel", "Phone"]), " ", P(phi.phone(rng, case.c), "PHONE"))
    doc.add("\n")
    if copy and chance(rng, 0.35):
        doc.add(pick(rng, ["cc: ", "Copy to: ", "CC "]), case.st("cc", "phys"))
        if chance(rng, 0.5):
            cl = phi.clinic_name(rng, case.lab["addr"]["city"], case.c)
            doc.add(", ", P(cl, "HOSPITAL"))
        doc.add("\n")


def dates_block(doc, case, coll, recv, rep, style=None):
    rng = case.rng
    style = style if style is not None else rng.randint(0, 2)
    h1 = rng.randint(6, 15)
    h2 = h1 + rng.randint(1, 6) if recv == coll else rng.randint(6, 20)
    h3 = min(23, h2 + rng.randint(1, 5)) if rep == recv else rng.randint(8, 18)
    if style == 0:
        doc.line("Collected: ", case.dt(coll, h1), "   Received: ", case.dt(recv, h2))
        doc.line("Reported: ", case.dt(rep, h3))
    elif style == 1:
        doc.line("COLL ", case.d(coll), " ", case.t(h1), " | RECD ", case.d(recv), " ", case.t(h2), " | ", "FINAL ",
                 case.d(rep))
    else:
        doc.line("Date of procedure: ", case.d(coll))
        doc.line("Date received: ", case.d(recv))
        doc.line("Date reported: ", case.d(rep))


CONFIDENTIAL = [
    "CONFIDENTIAL: This report contains privileged health information intended only for the addressee.",
    "This result has been verified. Reference ranges are age and sex specific.",
    "If you have received this report in error please notify the laboratory and destroy all copies.",
    "Results relate only to the specimen received. Interpret in clinical context.",
    "END OF REPORT",
    "*** Final Report ***",
    "Page 1 of 1",
    "Tests marked # are not within the scope of accreditation.",
]


NEUTRAL = [CONFIDENTIAL[0], CONFIDENTIAL[2], CONFIDENTIAL[4], CONFIDENTIAL[6], "Document controlled; printed copies are uncontrolled."]


def footer(doc, case, acc=None, result=True):
    rng = case.rng
    doc.add("\n")
    for s in rng.sample(CONFIDENTIAL if result else NEUTRAL, rng.randint(1, 3)):
        doc.line(s)
    r = rng.random()
    if r < 0.18:
        doc.line("Results online: ", P(phi.url(rng, acc), "URL"))
    elif r < 0.3:
        doc.line("Queries: ", P(phi.email(rng), "EMAIL"), " or ", P(case.lab["phone"], "PHONE"))
    elif r < 0.36:
        doc.line("Printed from ", P(phi.ipaddr(rng), "IPADDR"), " by ", case.un("printer"),
                 " ", case.d(add_days(case.when, rng.randint(1, 9))), " ", case.t())
