"""One fictional case per note: the young person, family, school, GP, team,
identifiers and dates, plus a dict of template values (str / Phi / list)."""
import datetime

from doc import Phi
from country import Country, add_days
import pools_names as PN
import pools_places as PP
import pools_orgs as PO

ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
        "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen",
        "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy",
        "eighty", "ninety"]


def words(n):
    if n < 20:
        return ONES[n]
    t, o = divmod(n, 10)
    return TENS[t] + ("-" + ONES[o] if o else "")


def wchoice(rng, pairs):
    tot = sum(w for _, w in pairs)
    x = rng.uniform(0, tot)
    for k, w in pairs:
        x -= w
        if x <= 0:
            return k
    return pairs[-1][0]


class Person(object):
    def __init__(self, first, last, sex, typ, country, title=None):
        self.first, self.last, self.sex, self.typ = first, last, sex, typ
        self.cty = country
        self.title = title
        self.lic = None
        self.job = ""
        self.cred = ""
        self.rel = ""

    def full(self):
        return Phi("%s %s" % (self.first, self.last), self.typ)

    def f(self):
        return Phi(self.first, self.typ)

    def l(self):
        return Phi(self.last, self.typ)

    def formal(self):
        return [self.cty.t(self.title) + " ", self.l()]

    def formal_full(self):
        return [self.cty.t(self.title) + " ", self.full()]

    def caps(self):
        return Phi("%s, %s" % (self.last.upper(), self.first), self.typ)

    def caps_all(self):
        return Phi("%s, %s" % (self.last.upper(), self.first.upper()), self.typ)

    def init(self, dots=False):
        a, b = self.first[0], self.last.replace("O'", "").replace("Nic ", "").replace("Ni ", "")[0]
        return Phi("%s.%s." % (a, b) if dots else a + b, self.typ)

    def f_initial(self):
        return Phi("%s %s." % (self.first, self.last[0]), self.typ)

    def i_last(self):
        return Phi("%s. %s" % (self.first[0], self.last), self.typ)

    def username(self, rng):
        if getattr(self, "_user", None) is not None:
            return self._user
        self._user = self._username(rng)
        return self._user

    def _username(self, rng):
        base = (self.first[0] + self.last).lower().replace("'", "").replace(" ", "").replace("-", "")
        return Phi(rng.choice([base + str(rng.randint(1, 9)), base[:8],
                               self.first.lower().replace(" ", "") + "." + self.last.lower().replace(" ", "").replace("'", ""),
                               base.upper()[:7], base + "_camhs"]), "USERNAME")

    def email(self, rng, domain=None):
        if getattr(self, "_email", None) is not None:
            return self._email
        self._email = self._mail(rng, domain)
        return self._email

    def _mail(self, rng, domain=None):
        dom = domain or rng.choice(["example.org", "example.net", "example.com"])
        loc = rng.choice(["%s.%s", "%s%s", "%s_%s"]) % (self.first.lower(), self.last.lower())
        loc = loc.replace("'", "").replace(" ", "")
        return Phi("%s@%s" % (loc, dom), "EMAIL")


ROLE_PROF = {
    "psychiatrist": ("psychiatrist", ["Consultant Child and Adolescent Psychiatrist",
                                      "Consultant Psychiatrist", "Specialty Doctor",
                                      "ST5 Higher Trainee in CAP", "Locum Consultant CAP"],
                     ["MBChB MRCPsych", "MB BCh BAO MRCPsych", "MBBS FRANZCP", "MD FRCPC",
                      "MBBS MRCPsych", "MBChB"]),
    "nurse": ("nurse", ["CAMHS Practitioner (RMN)", "Clinical Nurse Specialist",
                        "Community Mental Health Nurse", "Crisis Practitioner",
                        "Staff Nurse", "Charge Nurse", "Home Treatment Nurse"],
              ["RMN", "RN", "RMN, BSc", "RNMH", "RN (MH)"]),
    "psychologist": ("psychologist", ["Clinical Psychologist", "Senior Clinical Psychologist",
                                      "Assistant Psychologist", "CBT Therapist",
                                      "Counselling Psychologist"],
                     ["DClinPsy", "BSc MSc", "PhD", "MPsych (Clin)", "CPsychol"]),
    "therapist": ("therapist", ["Family Therapist", "Systemic Psychotherapist",
                                "Senior Family and Systemic Psychotherapist"],
                  ["MSc", "MA Systemic Psychotherapy", "UKCP reg."]),
    "social_worker": ("social_worker", ["CAMHS Social Worker", "Senior Practitioner (Social Work)"],
                      ["BA SW", "MSW", "BSW"]),
    "ot": ("ot", ["Occupational Therapist", "Senior OT"], ["BSc OT", "MOT"]),
    "slt": ("slt", ["Speech and Language Therapist"], ["BSc SLT", "MSc"]),
    "dietitian": ("dietitian", ["Specialist Dietitian (Eating Disorders)", "Dietitian"],
                  ["BSc RD", "APD", "RD"]),
    "paediatrician": ("paediatrician", ["Consultant Paediatrician", "Paediatric Registrar",
                                        "Community Paediatrician"], ["MRCPCH", "FRACP", "FRCPC"]),
    "pharmacist": ("pharmacist", ["Mental Health Pharmacist", "Specialist Pharmacist"],
                   ["MPharm", "BPharm"]),
    "admin": ("admin", ["Medical Secretary", "Team Administrator", "Receptionist",
                        "Ward Clerk"], [""]),
    "hca": ("hca", ["Healthcare Assistant", "Support Worker", "Peer Support Worker"], [""]),
    "gp": ("gp", ["General Practitioner"], ["MBChB MRCGP", "MB BCh", "MBBS FRACGP", "MBChB FRNZCGP", "MD CCFP"]),
}


class Case(object):
    def __init__(self, rng, code, problem=None, min_age=8):
        self.rng = rng
        self.code = code
        self.cty = Country(code, rng)
        self.origin_pairs = PN.ORIGIN_WEIGHTS[code]
        self._staff = {}
        self.problem = problem or rng.choice(["anxiety", "depression", "selfharm", "eating", "adhd", "asd",
                                              "ocd", "trauma", "ebsa"])
        # dates
        y = rng.randint(2018, 2025)
        self.idx = datetime.date(y, rng.randint(1, 12), rng.randint(1, 28))
        if self.idx > datetime.date(2025, 6, 28):
            self.idx = datetime.date(2025, rng.randint(1, 6), rng.randint(1, 28))
        self.cty.year = self.idx.year
        self.age = rng.choice([a for a in (8, 9, 10, 11, 12, 12, 13, 13, 14, 14, 14, 15, 15, 15,
                                           16, 16, 16, 17, 17) if a >= min_age])
        self.dob = datetime.date(self.idx.year - self.age, rng.randint(1, 12), rng.randint(1, 28))
        if (self.dob.month, self.dob.day) > (self.idx.month, self.idx.day):
            self.dob = datetime.date(self.dob.year - 1, self.dob.month, self.dob.day)
        self.sex = rng.choice(["F", "F", "F", "M", "M"])
        self.pt = self.person("PATIENT", self.sex)
        self._taken = {self.pt.first}
        if self.pt.first in PN.NICKNAMES:
            self._taken.add(PN.NICKNAMES[self.pt.first])
        self.pt.title = {"F": rng.choice(["Miss", "Ms"]), "M": "Mr"}[self.sex] \
            if rng.random() < 0.9 else "Mx"
        self.pref = None
        if self.pt.first in PN.NICKNAMES and rng.random() < 0.7:
            self.pref = PN.NICKNAMES[self.pt.first]
        self.they = rng.random() < 0.08
        self._family()
        self._place()

    # ---------------- people ----------------
    def origin(self):
        return wchoice(self.rng, self.origin_pairs)

    def person(self, typ, sex=None, origin=None, last=None):
        rng = self.rng
        o = origin or self.origin()
        sex = sex or rng.choice("FM")
        fem, mal = PN.FIRST[o]
        first = rng.choice(fem if sex == "F" else mal)
        taken = getattr(self, "_taken", None)
        if taken is not None:
            for _ in range(20):
                if first not in taken:
                    break
                o = self.origin() if _ > 5 else o
                fem, mal = PN.FIRST[o]
                first = rng.choice(fem if sex == "F" else mal)
            taken.add(first)
        if last is None:
            last = rng.choice(PN.SURNAMES[o])
        p = Person(first, last, sex, typ, self.cty)
        p.title = rng.choice(["Mrs", "Ms", "Miss"]) if sex == "F" else "Mr"
        p.origin = o
        return p

    def _family(self):
        rng = self.rng
        o = self.pt.origin
        same = rng.random() < 0.7
        self.mum = self.person("FAMILY", "F", o, self.pt.last if same else None)
        self.mum.title = "Mrs" if same and rng.random() < 0.6 else rng.choice(["Ms", "Miss", "Mrs"])
        self.mum.rel = "mum"
        self.dad = self.person("FAMILY", "M", o, self.pt.last if (same or rng.random() < 0.5) else None)
        self.dad.rel = "dad"
        self.step = self.person("FAMILY", rng.choice("MF"))
        self.step.rel = "stepdad" if self.step.sex == "M" else "stepmum"
        self.gran = self.person("FAMILY", rng.choice("FFM"), o)
        self.gran.rel = rng.choice(["nan", "gran", "grandmother", "nana"]) if self.gran.sex == "F" \
            else rng.choice(["grandad", "grandfather"])
        self.sibs = []
        for _ in range(rng.choice([0, 1, 1, 2, 2, 3])):
            s = self.person("FAMILY", rng.choice("FM"), o, self.pt.last)
            s.age = rng.randint(2, 21)
            s.rel = ("older " if s.age > self.age else "younger ") + ("sister" if s.sex == "F" else "brother")
            s.rel_short = "sister" if s.sex == "F" else "brother"
            self.sibs.append(s)
        self.friend = self.person("FAMILY", rng.choice("FM"))
        self.friend2 = self.person("FAMILY", rng.choice("FM"))
        self.foster = self.person("FAMILY", "F")
        self.lac = rng.random() < 0.1
        self.carer = self.foster if self.lac else (self.mum if rng.random() < 0.72 else self.dad)
        if self.lac:
            self.carer.rel = "foster carer"
        self.carer2 = self.dad if self.carer is self.mum else self.mum
        for p in (self.mum, self.dad, self.step, self.gran, self.foster):
            p.prof = self.profession()
            p.age = rng.randint(29, 52) if p is not self.gran else rng.randint(55, 78)

    def profession(self):
        rng = self.rng
        if rng.random() < 0.25:
            return rng.choice(["not working at present", "on sick leave", "at home full time",
                               "between jobs", "on long-term sick"])
        return Phi(rng.choice(PO.PROFESSIONS_ADULT), "PROFESSION")

    def staff(self, key, prof=None):
        if key in self._staff:
            return self._staff[key]
        rng = self.rng
        prof = prof or key
        p = self.person("DOCTOR")
        pk, jobs, creds = ROLE_PROF[prof]
        p.job = rng.choice(jobs)
        p.cred = rng.choice(creds)
        if prof in ("psychiatrist", "paediatrician", "gp"):
            p.title = "Dr"
        elif prof == "psychologist" and ("DClinPsy" in p.cred or "PhD" in p.cred):
            p.title = "Dr"
        p.prof = pk
        lab, val = self.cty.license(pk if pk != "gp" else "doctor")
        p.lic = (lab, Phi(val, "LICENSE"))
        self._staff[key] = p
        return p

    # ---------------- places ----------------
    def street(self, flat=True):
        rng, c = self.rng, self.code
        if c == "IE" and rng.random() < 0.3:
            t = "%d %s" % (rng.randint(1, 120), rng.choice(PP.IE_ESTATES))
        elif c == "GB" and rng.random() < 0.06:
            t = rng.choice(PP.HOUSE_NAMES) + ", %d %s %s" % (
                rng.randint(1, 90), rng.choice(PP.STREET_WORDS), rng.choice(PP.STREET_KINDS[c]))
        else:
            t = "%d %s %s" % (rng.randint(1, 240), rng.choice(PP.STREET_WORDS),
                              rng.choice(PP.STREET_KINDS[c]))
            if flat and rng.random() < 0.12:
                pre = {"GB": "Flat %d, ", "IE": "Apt %d, ", "AU": "Unit %d/", "NZ": "Flat %d, ",
                       "CA": "Apt %d, "}[c]
                t = pre % rng.randint(1, 30) + t
        return Phi(t, "STREET")

    def address(self, street=None, town=None, region=None, pc=None, multiline=False):
        """Address as a list of pieces in the country's usual order."""
        c = self.code
        sep = "\n" if multiline else ", "
        parts = [street, sep, town]
        if c == "GB":
            if region is not None and self.rng.random() < 0.5:
                parts += [sep, region]
            parts += [sep if multiline else " " if self.rng.random() < 0.5 else ", ", pc]
        elif c == "IE":
            parts += [sep, "Co. ", region, sep, pc]
        elif c == "AU":
            parts += [" ", region, " ", pc]
        elif c == "NZ":
            parts += [" ", pc]
        else:
            parts += [", ", region, "  " if multiline else " ", pc]
        return parts

    def _place(self):
        rng, cty = self.rng, self.cty
        town, reg = rng.choice(PP.TOWNS[self.code])
        self.town_s, self.reg_s = town, reg
        cty.region = reg
        self.town = Phi(town, "CITY")
        self.region = Phi(reg, "STATE" if self.code in ("AU", "CA", "NZ") else "CITY")
        self.street_ = self.street()
        self.pc = Phi(cty.postcode(reg), "ZIP")
        self.addr = self.address(self.street_, self.town, self.region, self.pc)
        self.addr_ml = self.address(self.street_, self.town, self.region, self.pc, True)
        stem = rng.sample(PO.STEMS[self.code], 12)
        self.stems = stem
        svc = cty.service()
        tk = rng.randint(0, 4)
        if tk < 3:
            tname = ["%s %s", "%s Community %s", "%s %s Team"][tk] % (stem[0], svc)
        else:
            tname = ["%s Young People's Service", "%s Child and Family Clinic"][tk - 3] % stem[0]
        self.team = Phi(tname, "HOSPITAL")
        self.trust = Phi({"GB": "%s Partnership NHS Foundation Trust", "IE": "%s Community Healthcare",
                          "AU": "%s Health", "NZ": "Te Whatu Ora %s", "CA": "%s Health Sciences Centre"}[
            self.code] % stem[1], "HOSPITAL")
        self.base = Phi(rng.choice(PP.BUILDINGS), "LOCATION_OTHER")
        t2, r2 = rng.choice(PP.TOWNS[self.code])
        self.team_town = Phi(t2, "CITY")
        self.team_reg = Phi(r2, "STATE" if self.code in ("AU", "CA", "NZ") else "CITY")
        self.team_street = self.street(False)
        self.team_pc = Phi(cty.postcode(r2), "ZIP")
        self.team_addr = self.address(self.team_street, self.team_town, self.team_reg, self.team_pc)
        self.team_tel = cty.phone("land")
        self.team_fax = cty.fax()
        dom = rng.choice(["example.org", "example.net", "example.com"])
        slug = stem[0].lower().replace(" ", "")
        self.team_email = Phi(rng.choice(["%s.camhs@%s", "camhs.%s@%s", "%s-spa@%s",
                                          "referrals.%s@%s"]) % (slug, dom), "EMAIL")
        self.team_url = Phi(rng.choice(["www.%s/%s-camhs", "https://%s/%s/young-people",
                                        "www.%s/%s", "https://www.%s/%s/referrals"]) % (dom, slug), "URL")
        if rng.random() < 0.2:
            aname = "St %s's Hospital" % rng.choice(["Brendan", "Luke", "Hilda", "Aidan", "Columba"])
        else:
            aname = rng.choice(["%s General Hospital", "%s University Hospital", "%s District Hospital",
                                "%s Base Hospital", "%s Regional Hospital"]) % stem[2]
        self.acute = Phi(aname, "HOSPITAL")
        self.paed_ward = Phi("%s Ward" % rng.choice(PO.WARD_BIRDS), "HOSPITAL")
        self.unit = Phi(rng.choice(["The %s Adolescent Unit", "%s House Adolescent Unit",
                                    "%s Young People's Unit", "%s Lodge"]) % stem[3], "HOSPITAL")
        self.ward = Phi("%s Ward" % rng.choice(PO.WARD_TREES + PO.WARD_BIRDS), "HOSPITAL")
        self.practice = Phi(rng.choice(["%s Surgery", "%s Medical Centre", "%s Health Centre",
                                        "%s Family Practice", "%s Medical Practice",
                                        "%s Family Health Team"]) % stem[4], "HOSPITAL")
        self.pharmacy = Phi(rng.choice(["%s Pharmacy", "%s Chemist", "%s Late Night Pharmacy"]) % stem[5],
                            "HOSPITAL")
        self.gp = self.staff("gp")
        self.practice_street = self.street(False)
        self.practice_pc = Phi(cty.postcode(reg), "ZIP")
        self.practice_tel = cty.phone("land")
        self.practice_fax = cty.fax()
        kinds = [k for k in PO.SCHOOL_KINDS[self.code]
                 if self.age < 12 or not any(w in k for w in ("Primary", "Elementary", "National", "Intermediate"))]
        if self.age < 11:
            kinds = [k for k in PO.SCHOOL_KINDS[self.code]
                     if any(w in k for w in ("Primary", "Elementary", "National", "Intermediate", "Public", "Kura"))] or kinds
        kind = rng.choice(kinds)
        sname = rng.choice([stem[6], stem[6], rng.choice(PO.SAINTS)])
        self.school = Phi("%s %s" % (sname, kind), "ORGANIZATION")
        self.school_tel = cty.phone("land")
        self.hoy = self.person("FAMILY")
        self.hoy.title = {"F": rng.choice(["Mrs", "Ms", "Miss"]), "M": "Mr"}[self.hoy.sex]
        self.senco = self.person("FAMILY")
        self.senco.title = {"F": rng.choice(["Mrs", "Ms"]), "M": "Mr"}[self.senco.sex]
        self.sw = self.person("FAMILY")
        self.council = Phi(rng.choice(["%s County Council", "%s Borough Council",
                                       "%s Children's Services", "%s City Council"]) % stem[7]
                           if self.code == "GB" else
                           {"IE": "Tusla %s Area", "AU": "%s Child Protection Unit",
                            "NZ": "%s Family Services", "CA": "%s Children's Aid Society"}[self.code] % stem[7],
                           "ORGANIZATION")
        self.employer = Phi(rng.choice(PO.EMPLOYERS), "ORGANIZATION")
        self.charity = Phi(rng.choice(PO.CHARITIES), "ORGANIZATION")
        self.police = Phi("%s %s" % (stem[8], rng.choice(["Police", "Constabulary", "Police District"]))
                          if self.code == "GB" else "%s %s" % (stem[8], rng.choice(
                              ["Police Station", "Garda Station" if self.code == "IE" else "Police Station"])),
                          "ORGANIZATION")
        self.country_from = Phi(rng.choice(PP.COUNTRIES), "COUNTRY")

    # ---------------- dates ----------------
    def d(self, dt=None, style=None):
        return self.cty.date(dt or self.idx, style)

    def rel(self, n, style=None):
        return self.cty.date(add_days(self.idx, n), style)

    def day(self, n):
        return add_days(self.idx, n)

    def height_weight(self, bmi_lo=15.5, bmi_hi=26.0):
        rng = self.rng
        ht = 80 + 5.5 * self.age + rng.uniform(-8, 8) + (4 if self.sex == "M" and self.age > 13 else 0)
        bmi = rng.uniform(bmi_lo, bmi_hi)
        return ht, bmi * (ht / 100.0) ** 2, bmi

    def age_phi(self, n=None, word=False):
        n = self.age if n is None else n
        return Phi(words(n) if word else str(n), "AGE")
