"""Per-note context: country, note date, date style, patient, and small shared blocks."""
from core import rng, pick, chance, Note, DateStyle, rand_date, add_days, fdate
from people import Person, Clinician, Relative, Other, pat, doc, fam
from places import Address
import places as PL
import ids

BRANCH_US = ["Army", "Marine Corps", "Navy", "Air Force", "Army National Guard", "Army Reserve",
             "Coast Guard"]
BRANCH_UK = ["Army", "Army", "Royal Navy", "Royal Air Force", "Royal Marines", "Army Reserve"]


def hhmm(sep=":"):
    return "%02d%s%02d" % (rng.randint(6, 21), sep, pick([0, 5, 10, 15, 20, 25, 30, 35, 40, 42, 45, 50, 55]))


def milt():
    return "%02d%02dhrs" % (rng.randint(6, 21), pick([0, 10, 15, 20, 30, 40, 45, 50]))


class Ctx:
    def __init__(self, country, military=False, amin=19, amax=82, y0=2016, y1=2025):
        self.c = country
        self.date = rand_date(y0, y1)
        self.ds = DateStyle(country, military)
        self.pt = Person(country, ref=self.date, amin=amin, amax=amax)
        self.n = Note()
        self.addr = Address(country)
        self.branch = pick(BRANCH_US if country == "US" else BRANCH_UK)
        self.pt.rank = PL.rank(country, self.branch)
        self.pt.prof_mil = PL.mil_prof(country, self.branch)

    # dates
    def d(self, date=None, style=None):
        return self.ds.d(date or self.date, style)

    def rel(self, days, style=None):
        return self.ds.d(add_days(self.date, days), style)

    def dob(self, style=None):
        return self.ds.d(self.pt.dob, style)

    def age(self):
        return (str(self.pt.age), "AGE")

    def year(self, y):
        return (str(y), "DATE")

    def service_years(self):
        """(start, end) dates of service, consistent with the patient's date of birth."""
        y_start = self.pt.dob.year + rng.randint(17, 24)
        y_start = min(y_start, self.date.year - 2)
        dur = rng.randint(3, 24)
        y_end = min(y_start + dur, self.date.year)
        s = rand_date(y_start, y_start)
        e = rand_date(y_end, y_end)
        if e <= s:
            e = add_days(s, 400)
        return s, e

    # people
    def clin(self, cred=None, title=None):
        return Clinician(self.c, cred, title)

    def rel_person(self, rel=None):
        return Relative(self.c, self.pt, rel)

    def other(self):
        return Other(self.c)

    def P(self, style=None):
        return pat(self.pt, style)

    def phone(self, ext=False):
        return (ids.phone(self.c, ext), "PHONE")

    def fax(self):
        return (ids.phone(self.c), "FAX")

    # blocks
    def lowerable(self):
        return True


def sig_block(cx, c, when=None, role=None, lic=True):
    """Electronic signature lines for clinician c; returns pieces."""
    out = []
    if cx.c == "US":
        s = pick(["/es/ ", "Electronically signed by: ", "Signed: ", "/s/ "])
        out += [s] + doc(c, pick(["upper", "fullcred", "midcred"])) + ["\n"]
        if role:
            out.append(role + "\n")
        if lic and chance(0.5):
            out += ["NPI: ", (ids.npi(), "LICENSE"), "\n"]
        out += ["Signed: ", cx.d(when), " " + hhmm() + "\n"]
    else:
        s = pick(["Signed: ", "Electronically signed: ", "", "Entered by: "])
        out += [s] + doc(c, pick(["titlefull", "fullcred", "rankcred"])) + ["\n"]
        if role:
            out.append(role + "\n")
        if lic and chance(0.5):
            if c.title:
                out += ["GMC No: ", (ids.gmc(), "LICENSE"), "\n"]
            else:
                out += ["NMC PIN: ", (ids.nmc(), "LICENSE"), "\n"]
        out += ["Date: ", cx.d(when), " " + hhmm() + "\n"]
    return out


def deploy_pieces(cx, dep, with_base=True):
    country, region, basename = dep[0], dep[1], dep[2]
    out = [(country, "COUNTRY")]
    if with_base and chance(0.7):
        out += [" (", (basename, "LOCATION_OTHER"), ", ", region, ")"]
    elif chance(0.5):
        out += [" (", region, ")"]
    return out
