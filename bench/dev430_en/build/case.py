"""A patient episode with every identifier it needs, and the staff around it.

Values are returned as (TYPE, value) tuples, plain strings, or lists of both,
ready for Doc.v / Doc.w.
"""
import datetime

import ident as I
import pools_clinical as C
import pools_names as N
import pools_places as P


def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


class Person:
    def __init__(self, rng, country, role="doctor", sex=None, first=None, last=None, kind="DOCTOR"):
        self.rng = rng
        self.country = country
        self.role = role
        self.kind = kind
        self.sex = sex or pick(rng, ["M", "F"])
        self.first = first or pick(rng, N.FIRST_M if self.sex == "M" else N.FIRST_F)
        self.last = last or pick(rng, N.SURNAMES)
        self.mi = pick(rng, "ABCDEFGHJKLMNPRSTW")
        if role == "doctor":
            self.creds = pick(rng, N.CREDS_DOC[country])
        elif role == "nurse":
            self.creds = pick(rng, N.CREDS_NURSE[country])
        elif role == "pharm":
            self.creds = pick(rng, N.CREDS_PHARM[country])
        else:
            self.creds = ""
        self.lic = I.licence(rng, country, role) if role in ("doctor", "nurse", "pharm") else None
        self.lic_label = I.LIC_LABEL[country].get(role, "Reg")
        self.email = I.email_for(rng, self.first, self.last)
        self.user = I.username(rng, self.first, self.last)
        self.phone = I.phone(rng, country)
        if role in ("doctor", "nurse", "pharm") and rng.random() < 0.2:
            self.phone += " " + I.extension(rng)
        self.bleep = I.pager(rng)

    # name forms
    def full(self):
        return (self.kind, "%s %s" % (self.first, self.last))

    def fml(self):
        return (self.kind, "%s %s. %s" % (self.first, self.mi, self.last))

    def lastname(self):
        return (self.kind, self.last)

    def firstname(self):
        return (self.kind, self.first)

    def initials(self):
        return (self.kind, self.first[0] + self.last[0])

    def dotted(self):
        return (self.kind, "%s. %s" % (self.first[0], self.last))

    def lf(self):
        return (self.kind, "%s, %s" % (self.last.upper(), self.first.upper()))

    def dr(self):
        return ["Dr ", (self.kind, self.last)]

    def dr_full(self):
        return ["Dr ", self.full()]

    def signed(self):
        """name with credentials outside the span"""
        return [self.full(), ", " + self.creds if self.creds else ""]

    def any_form(self):
        f = self.rng.randrange(4)
        if f == 0:
            return self.full()
        if f == 1:
            return self.dotted()
        if f == 2:
            return self.fml()
        return self.full()


class Case:
    def __init__(self, rng, country, anchor=None):
        self.rng = rng
        self.country = c = country
        self.style = pick(rng, I.DATE_STYLES[c])
        self.sex = pick(rng, ["M", "F"])
        self.pt = Person(rng, c, role="patient", sex=self.sex, kind="PATIENT")
        self.nick = N.NICKNAMES.get(self.pt.first)
        self.title = pick(rng, ["Mr", "Mr"] if self.sex == "M" else ["Mrs", "Ms", "Miss", "Ms"])
        if c == "US" and self.title != "Miss":
            self.title += "."
        self.age = rng.randint(19, 93)
        lo = datetime.date(2019, 1, 7)
        hi = datetime.date(2025, 5, 30)
        self.start = anchor or I.rand_date(rng, lo, hi)
        bday = I.add_days(self.start, -rng.randint(1, 364))
        try:
            self.dob = bday.replace(year=bday.year - self.age)
        except ValueError:
            self.dob = datetime.date(bday.year - self.age, 2, 28)
        self.admit = I.add_days(self.start, -rng.randint(5, 30))
        # address
        self.city, self.region = pick(rng, P.GEO[c])
        reg_key = "WA_AU" if (c == "AU" and self.region == "WA") else self.region
        self.region_long = P.REGION_LONG.get(reg_key, self.region)
        self.street = "%d %s %s" % (rng.randint(1, 4800 if c == "US" else 220),
                                    pick(rng, P.STREET_WORDS), pick(rng, P.STREET_TYPES[c]))
        self.unit = pick(rng, P.UNIT_FORMS[c]).format(n=rng.randint(1, 40)) if rng.random() < 0.25 else None
        self.zip = I.postcode(rng, c, self.region, self.city)
        self.home_phone = I.phone(rng, c)
        self.mobile = I.phone(rng, c, mobile=True)
        self.email = I.email_for(rng, self.pt.first, self.pt.last)
        self.mrn = I.mrn(rng, c)
        self.nhs = I.nhs_number(rng) if c == "UK" else None
        self.ssn = I.ssn(rng, c)
        self.hp = I.healthplan(rng, c)
        self.group = I.group_no(rng)
        self.insurer = pick(rng, P.INSURERS[c])
        self.acct = I.account(rng)
        self.ref_no = I.idnum(rng, "referral")
        # family
        nsex = pick(rng, ["M", "F"])
        rel = pick(rng, N.RELATIONS_M if nsex == "M" else N.RELATIONS_F)
        same = rel in ("husband", "wife", "son", "daughter", "brother", "sister", "father", "mother")
        self.nok = Person(rng, c, role="family", sex=nsex, kind="FAMILY",
                          last=self.pt.last if same and rng.random() < 0.7 else None)
        self.nok_rel = rel
        self.nok_phone = I.phone(rng, c, mobile=True)
        # care sites
        root = lambda: pick(rng, P.ROOTS)
        self.hospital = "%s %s" % (root(), pick(rng, P.HOSP_SUFFIX[c]))
        self.opat_unit = pick(rng, P.UNIT_NAMES[c]).format(r=root())
        self.ward = pick(rng, P.WARD_NAMES_US if c in ("US", "CA") else P.WARD_NAMES)
        self.bed = pick(rng, ["%d" % rng.randint(1, 32), "%d%s" % (rng.randint(1, 28), pick(rng, "ABCD"))])
        self.room = "%d%s" % (rng.randint(100, 899), pick(rng, ["", "", "A", "B"]))
        self.practice = pick(rng, P.PRACTICE_FORMS[c]).format(r=root(), w=pick(rng, P.STREET_WORDS))
        self.pharmacy = pick(rng, P.PHARMACY_FORMS).format(r=root(), w=pick(rng, P.STREET_WORDS))
        self.homecare = (pick(rng, P.HOMECARE_ORGS) if rng.random() < 0.5
                         else pick(rng, P.HOMECARE_FORMS).format(r=root()))
        self.courier = (pick(rng, P.COURIERS) if rng.random() < 0.5
                        else pick(rng, P.COURIER_FORMS).format(r=root()))
        self.building = pick(rng, P.BUILDINGS)
        self.care_home = pick(rng, P.CARE_HOME_FORMS).format(r=root(), w=pick(rng, P.STREET_WORDS))
        self.gp_fax = I.phone(rng, c)
        self.gp_phone = I.phone(rng, c)
        self.unit_phone = I.phone(rng, c)
        self.unit_fax = I.phone(rng, c)
        self.unit_email = I.email_for(rng, "", "", team=pick(rng, ["opat", "opat.team", "homeiv", "opat-referrals",
                                                                    "hith.admin", "id.opat", "ivteam"]))
        # staff
        self.gp = Person(rng, c, "doctor")
        self.id_cons = Person(rng, c, "doctor")
        self.ref_cons = Person(rng, c, "doctor")
        self.ref_junior = Person(rng, c, "doctor")
        self.nurse = Person(rng, c, "nurse")
        self.nurse2 = Person(rng, c, "nurse")
        self.pharm = Person(rng, c, "pharm")
        self.vat = Person(rng, c, "nurse")  # vascular access nurse
        self.ref_spec = pick(rng, ["Orthopaedics", "Trauma & Orthopaedics", "Cardiology", "Acute Medicine",
                                   "General Medicine", "Spinal Surgery", "Vascular Surgery", "Respiratory",
                                   "Care of the Elderly", "Cardiothoracic Surgery", "Podiatry / Diabetes",
                                   "Urology", "Neurosurgery", "Hepatobiliary Surgery"])
        # clinical
        inf = pick(rng, C.INFECTIONS)
        self.dx, self.cat, okeys, rkeys, self.weeks, self.dx_extra = inf
        self.org = C.ORGS[pick(rng, okeys)]
        self.reg_key = pick(rng, rkeys)
        if c in ("US", "CA") and self.reg_key in C.US_SWAP:
            self.reg_key = C.US_SWAP[self.reg_key]
        (self.drug, self.brand, self.dose, self.freq, self.delivery, self.monitor,
         self.level) = C.REGIMENS[self.reg_key]
        if c in ("US", "CA"):
            self.monitor = [C.US_MONITOR.get(m, m) for m in self.monitor]
        self.id_title = ("Attending physician, Infectious Diseases" if c in ("US", "CA")
                         else "Consultant in Infectious Diseases")
        self.pager_word = "Bleep" if c in ("UK", "IE") else "Pager"
        self.dn_long = {"UK": "district nurse", "IE": "public health nurse", "AU": "HITH nurse",
                        "US": "home health nurse", "CA": "home care nurse"}[c]
        self.dn = {"UK": "DN", "IE": "PHN", "AU": "HITH RN", "US": "Home health RN", "CA": "Home care RN"}[c]
        self.end = I.add_days(self.start, 7 * self.weeks - rng.randint(0, 6))
        self.line, self.line_desc = pick(rng, C.LINES)
        self.line_brand = pick(rng, C.LINE_BRANDS)
        self.vein = pick(rng, C.VEINS)
        self.arm = pick(rng, ["right", "left"])
        self.line_lot = I.device_serial(rng, "lot")
        self.line_date = I.add_days(self.start, -rng.randint(0, 4))
        self.pump = pick(rng, C.PUMPS)
        self.pump_sn = I.device_serial(rng, "pump")
        self.comorb = rng.sample(C.COMORB, rng.randint(1, 4))
        self.comorb_v = []
        for k, item in enumerate(self.comorb):
            if k:
                self.comorb_v.append("; ")
            y1 = rng.randint(min(max(self.dob.year + 25, 1995), self.start.year - 1), self.start.year - 1)
            y2 = rng.randint(y1, self.start.year - 1)
            mm = I.add_days(self.start, -rng.randint(200, 3000))
            rest = item
            while True:
                cut = [(rest.find(t), t) for t in ("{yr}", "{yr2}", "{my}") if rest.find(t) >= 0]
                if not cut:
                    break
                at, tok = min(cut)
                self.comorb_v.append(rest[:at])
                self.comorb_v.append({"{yr}": ("DATE", str(y1)), "{yr2}": ("DATE", str(y2)),
                                      "{my}": ("DATE", "%s %d" % (I.MON3[mm.month - 1], mm.year))}[tok])
                rest = rest[at + len(tok):]
            if rest:
                self.comorb_v.append(rest)
        self.allergy = pick(rng, C.ALLERGIES)
        self.weight = rng.randint(48, 128)
        self.oral = pick(rng, C.ORAL_STEP)
        # social
        self.job = pick(rng, P.PROFESSIONS)
        self.retired = self.age >= 67 or rng.random() < 0.1
        self.employer = pick(rng, P.EMPLOYERS)
        self.vehicle = I.vehicle(rng, c)
        self.birth_country = pick(rng, P.COUNTRIES)
        self.language = C.LANG.get(self.birth_country)
        self.travel_country = pick(rng, P.COUNTRIES)
        self.finger = I.bioid(rng, "finger")
        self.voice = I.bioid(rng, "voice")
        self.driver = I.licence(rng, c, "driver")

    # ------------------------------------------------------------ value helpers
    def D(self, d, style=None):
        return ("DATE", I.fmt_date(d, style or self.style))

    def Ds(self, d):
        return ("DATE", I.fmt_short(d, self.country))

    def Dw(self, d):
        return ("DATE", I.fmt_wd_short(d, self.country))

    def day(self, n):
        return I.add_days(self.start, n)

    def name_full(self):
        return self.pt.full()

    def name_lf(self):
        return ("PATIENT", "%s, %s" % (self.pt.last.upper(), self.pt.first.upper()))

    def name_lf_mi(self):
        return ("PATIENT", "%s, %s %s" % (self.pt.last.upper(), self.pt.first.upper(), self.pt.mi))

    def name_title(self):
        return [self.title + " ", ("PATIENT", self.pt.last)]

    def name_first(self):
        if self.nick and self.rng.random() < 0.5:
            return ("PATIENT", self.nick)
        return ("PATIENT", self.pt.first)

    def initials(self, dots=False):
        if dots:
            return ("PATIENT", "%s.%s." % (self.pt.first[0], self.pt.last[0]))
        return ("PATIENT", self.pt.first[0] + self.pt.last[0])

    def age_v(self):
        return ("AGE", str(self.age))

    def sexword(self):
        return "male" if self.sex == "M" else "female"

    def he(self):
        return "he" if self.sex == "M" else "she"

    def his(self):
        return "his" if self.sex == "M" else "her"

    def address(self, sep=", ", unit_first=None):
        if unit_first is None:
            unit_first = self.country not in ("US", "CA")
        out = []
        if self.unit:
            out += [("STREET", "%s, %s" % (self.unit, self.street) if unit_first else
                     "%s, %s" % (self.street, self.unit)), sep]
        else:
            out += [("STREET", self.street), sep]
        out += [("CITY", self.city)]
        c = self.country
        if c in ("US", "CA"):
            out += [", ", ("STATE", self.region), "  " if c == "CA" else " ", ("ZIP", self.zip)]
        elif c == "AU":
            out += [" ", ("STATE", self.region), " ", ("ZIP", self.zip)]
        else:
            if self.rng.random() < 0.5:
                out += [sep, ("CITY", self.region)]
            out += [sep, ("ZIP", self.zip)]
        return out

    def ids_line(self):
        """primary identifier(s) label + value"""
        c = self.country
        if c == "UK":
            return ["Hosp No: ", ("MRN", self.mrn), "   NHS No: ", ("MRN", self.nhs)]
        if c == "AU":
            return ["UR: ", ("MRN", self.mrn), "   Medicare: ", ("HEALTHPLAN", self.hp)]
        if c == "CA":
            return ["MRN: ", ("MRN", self.mrn), "   HCN: ", ("HEALTHPLAN", self.hp)]
        if c == "IE":
            return ["MRN: ", ("MRN", self.mrn), "   Medical card: ", ("HEALTHPLAN", self.hp)]
        return ["MRN: ", ("MRN", self.mrn), "   Acct: ", ("ACCOUNT", self.acct)]

    def gp_word(self):
        return {"US": "PCP", "CA": "family physician"}.get(self.country, "GP")

    def opat_word(self):
        return {"AU": "HITH", "US": "OPAT"}.get(self.country, "OPAT")

    def occupation(self):
        """social history phrase with PROFESSION (and maybe employer)"""
        r = self.rng.random()
        if self.retired:
            return ["retired ", ("PROFESSION", self.job)]
        if r < 0.35:
            return ["works as " + art(self.job) + " ", ("PROFESSION", self.job), " at ",
                    ("ORGANIZATION", self.employer)]
        if r < 0.7:
            return [("PROFESSION", self.job), " (", ("ORGANIZATION", self.employer), ")"]
        return ["works as " + art(self.job) + " ", ("PROFESSION", self.job)]


def art(word):
    return "an" if word[:1].lower() in "aeiou" else "a"
