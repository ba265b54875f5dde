"""Per-note context: invented patient, relatives, staff, sites and dates."""
import datetime

import ids
import names
import pools
from note import (S, fdate, fdate_wd, age_on, rand_date, weekday_after,
                  add_days, a_an)

COUNTRY_NAME = {"ENG": "United Kingdom", "SCO": "United Kingdom",
                "WAL": "United Kingdom", "NI": "United Kingdom",
                "IE": "Ireland", "US": "United States", "CA": "Canada",
                "AU": "Australia", "NZ": "New Zealand", "ZA": "South Africa"}
DSTYLES = {"UK": ["dmy", "dmy", "dmy", "dMy", "dMMy", "dMy-", "DMY", "dmy2"],
           "IE": ["dmy", "dmy", "dMMy", "ord", "dMy"],
           "US": ["mdy", "mdy", "mdy1", "MMdy", "Mdy", "mdy2"],
           "CA": ["iso", "iso", "MMdy", "dMy", "Mdy"],
           "AU": ["dmy", "dmy", "dMMy", "dMy", "dmy1"],
           "NZ": ["dmy", "dmy", "dMMy", "dMy"],
           "ZA": ["iso", "dmy", "dMMy", "iso"]}


DRIVE_JOBS = ("HGV driver", "lorry driver", "delivery driver", "truck driver",
              "van driver", "forklift operator", "courier",
              "warehouse operative", "crane operator")
TRADES = ("electrician", "plumber", "joiner", "carpenter", "bricklayer",
          "roofer", "scaffolder", "painter and decorator", "welder",
          "machinist", "mechanic", "engineer", "quantity surveyor")
FOOD_JOBS = ("chef", "baker", "kitchen porter", "machinist")
FARM_JOBS = ("farmer", "dairy farmer", "sheep farmer", "shearer")
SHOP_JOBS = ("shop assistant", "receptionist", "hairdresser", "nail technician",
             "barber", "cleaner", "security guard", "seamstress", "bookkeeper")


class Person:
    def __init__(self, rng, typ, c, sex=None, title=None, role=None):
        self.typ = typ
        self.sex = sex or rng.choice("FM")
        self.first, self.mid, self.last = names.draw_name(rng, c, self.sex)
        if title is None or title in ("Mr", "Ms", "Miss", "Mrs"):
            title = rng.choice(["Mrs", "Ms", "Miss", "Mrs"]) if self.sex == "F" \
                else "Mr"
        if c in ("US", "CA") and rng.random() < 0.7:
            title += "."
        self.title = title
        self.role = role
        self.user = ids.username(rng, self.first, self.last)
        self.email = ids.email_for(rng, self.first, self.last)

    def _s(self, s):
        return S(s, self.typ)

    def full(self):
        return self._s("%s %s" % (self.first, self.last))

    def fullmid(self):
        if self.mid:
            return self._s("%s %s. %s" % (self.first, self.mid, self.last))
        return self.full()

    def last_(self):
        return self._s(self.last)

    def first_(self):
        return self._s(self.first)

    def formal(self, upper=False):
        s = "%s, %s" % (self.last, self.first)
        if self.mid and upper:
            s += " " + self.mid
        return self._s(s.upper() if upper else s)

    def fi_last(self):
        return self._s("%s. %s" % (self.first[0], self.last))

    def initials(self, dots=False):
        parts = [self.first[0], self.last[0]]
        return self._s(".".join(parts) + "." if dots else "".join(parts))

    def titled(self, full=False):
        return [self.title + " ", self.full() if full else self.last_()]

    def uname(self):
        return S(self.user, "USERNAME")


class Addr:
    pass


def town_list(c):
    return pools.TOWNS[c if c in pools.TOWNS else ids.region(c)]


def same_area_town(rng, c, town):
    """A town tied to the same county/state as ``town``."""
    tl = town_list(c)
    r = ids.region(c)
    k = len(pools.COUNTIES[c if c in pools.COUNTIES else "IE"]) if r in (
        "UK", "IE") else len(pools.STATES[r])
    i = tl.index(town)
    cands = [t for j, t in enumerate(tl) if j % k == i % k]
    return rng.choice(cands)


def make_addr(rng, c, town=None, site=False):
    a = Addr()
    r = ids.region(c)
    a.c = c
    tl = town_list(c)
    a.town = town or rng.choice(tl)
    idx = tl.index(a.town)
    num = rng.randint(1, 240)
    nm = rng.choice(pools.STREET_NAMES + pools.STREET_REGION[r] * 3)
    if r in ("UK", "IE"):
        st = "%d %s %s" % (num, nm, rng.choice(pools.STREET_TYPES_UK))
        k = 1.0 if site else rng.random()
        if k < 0.12:
            st = "Flat %d, %s" % (rng.randint(1, 24), st)
        elif k < 0.18:
            st = "%s, %s %s" % (rng.choice(pools.HOUSE_NAMES), nm,
                                rng.choice(pools.STREET_TYPES_UK))
        cl = pools.COUNTIES[c if c in pools.COUNTIES else "IE"]
        a.county = cl[idx % len(cl)]
        a.state = None
    else:
        types = pools.STREET_TYPES_US if r in ("US", "CA") else pools.STREET_TYPES_AU
        st = "%d %s %s" % (num * (7 if r in ("US", "CA") else 1), nm,
                           rng.choice(types))
        if not site and rng.random() < 0.15:
            st += rng.choice([" Apt %d" % rng.randint(1, 30),
                              " Unit %d" % rng.randint(1, 12),
                              " #%d" % rng.randint(100, 420)]) \
                if r in ("US", "CA") else ""
            if r in ("AU", "NZ"):
                st = "%d/%s" % (rng.randint(1, 12), st)
        a.county = None
        a.state = pools.STATES[r][idx % len(pools.STATES[r])]
    a.street = st
    a.postcode = ids.postcode(rng, c, a.state, idx)
    a.country = COUNTRY_NAME[c]
    return a


def render_addr(n, a, rng, inline=False, county=None, country=False,
                upper_town=False):
    """Write address pieces with one span per part."""
    r = ids.region(a.c)
    sep = ", " if inline else "\n"
    town = a.town.upper() if upper_town else a.town
    n(S(a.street, "STREET"), sep)
    if r in ("UK", "IE"):
        n(S(town, "CITY"))
        use_cty = county if county is not None else rng.random() < 0.5
        if use_cty and a.county:
            n(sep, S(a.county, "CITY"))
        n(sep if (r == "IE" or not inline) else " ", S(a.postcode, "ZIP"))
    elif r in ("US", "CA"):
        n(S(town, "CITY"), ", ", S(a.state[1], "STATE"),
          "  " if r == "CA" and rng.random() < 0.5 else " ",
          S(a.postcode, "ZIP"))
    elif r == "AU":
        n(S(town.upper() if not inline else town, "CITY"), " ",
          S(a.state[1], "STATE"), " ", S(a.postcode, "ZIP"))
    elif r == "NZ":
        n(S(town, "CITY"), " ", S(a.postcode, "ZIP"))
    else:
        n(S(town, "CITY"), sep, S(a.state[0], "STATE"), sep,
          S(a.postcode, "ZIP"))
    if country:
        n(sep, S(a.country, "COUNTRY"))


def hospital_name(rng, c, kind, town=None):
    r = ids.region(c)
    town = town or rng.choice(town_list(c))
    nm = rng.choice(pools.STREET_NAMES)
    sn = names.draw_name(rng, c, "F")[2]
    saint = rng.choice(pools.SAINTS)
    tree = rng.choice(pools.TREES)
    if kind == "hosp":
        opts = {"UK": ["%s General Hospital" % town, "%s Royal Infirmary" % town,
                       "St %s's Hospital" % saint,
                       "%s Hospital" % rng.choice(pools.ROYALS),
                       "%s District General Hospital" % town],
                "IE": ["%s Regional Hospital" % town,
                       "St %s's University Hospital" % saint,
                       "%s University Hospital" % town],
                "US": ["%s Medical Center" % town, "Mercy %s Hospital" % town,
                       "St. %s Regional Medical Center" % saint],
                "CA": ["%s General Hospital" % town,
                       "%s Regional Health Centre" % town],
                "AU": ["%s Base Hospital" % town, "%s District Hospital" % town],
                "NZ": ["%s Hospital" % town, "%s Base Hospital" % town],
                "ZA": ["%s Provincial Hospital" % town,
                       "%s Regional Hospital" % town]}[r]
    elif kind == "venue":
        opts = {"UK": ["%s Community Hospital" % town, "%s Health Centre" % town,
                       "%s Medical Centre" % nm, "%s Primary Care Centre" % town,
                       "%s Eye Screening Centre" % town],
                "IE": ["%s Primary Care Centre" % town,
                       "%s Health Centre" % town],
                "US": ["%s Community Health Center" % town,
                       "%s Family Health Clinic" % nm],
                "CA": ["%s Community Health Centre" % town,
                       "%s Family Health Team" % nm],
                "AU": ["%s Community Health Service" % town,
                       "%s Medical Centre" % town],
                "NZ": ["%s Medical Centre" % town, "%s Hauora Clinic" % town],
                "ZA": ["%s Community Health Centre" % town, "%s Clinic" % town]}[r]
    elif kind == "gp":
        opts = {"UK": ["%s Surgery" % nm, "%s Medical Practice" % town,
                       "The %s Practice" % tree, "%s House Surgery" % tree,
                       "%s Road Surgery" % nm, "%s Health Centre" % town],
                "IE": ["%s Medical Centre" % town, "%s Family Practice" % nm,
                       "The %s Surgery" % tree],
                "US": ["%s Family Medicine" % nm, "%s Primary Care" % sn,
                       "%s Internal Medicine" % town],
                "CA": ["%s Family Health Team" % nm, "%s Medical Clinic" % town],
                "AU": ["%s Family Practice" % nm, "%s Medical Centre" % town,
                       "%s Street Clinic" % nm],
                "NZ": ["%s Medical Centre" % town, "%s Health" % nm],
                "ZA": ["%s Family Practice" % nm, "%s Medical Centre" % town]}[r]
    else:  # optometrist practice
        opts = ["%s Opticians" % sn, "%s & %s Optometrists" % (
            sn, names.draw_name(rng, c, "M")[2]), "%s Eyecare" % town,
            "%s Optometry" % town]
    return rng.choice(opts)


def programme_name(rng, c, town, cty_or_state):
    r = ids.region(c)
    area = cty_or_state.replace("Co. ", "")
    opts = {"UK": ["%s Diabetic Eye Screening Programme" % area,
                   "%s and District Diabetic Eye Screening Service" % town,
                   "North %s DESP" % area,
                   "%s Diabetic Retinopathy Screening Service" % area],
            "IE": ["%s Retinal Screening Service" % area,
                   "%s Diabetic Retinopathy Screening Programme" % area],
            "US": ["%s Teleretinal Screening Program" % town,
                   "%s Diabetic Eye Outreach Program" % town],
            "CA": ["%s Teleophthalmology Program" % area,
                   "%s Diabetic Retinopathy Screening Program" % town],
            "AU": ["%s Diabetes Eye Check Program" % town,
                   "%s Retinal Camera Outreach Service" % town],
            "NZ": ["%s Retinal Screening Service" % area,
                   "%s Diabetes Eye Screening" % area],
            "ZA": ["%s Diabetic Retinopathy Screening Project" % town]}[r]
    return rng.choice(opts)


class Ctx:
    def __init__(self, rng, c):
        self.rng = rng
        self.c = c
        self.r = ids.region(c)
        self.country = COUNTRY_NAME[c]
        self.ds = rng.choice(DSTYLES[self.r])
        self.ev = rand_date(rng, 2022, 2025)
        while self.ev.weekday() >= 5 or (self.ev.month, self.ev.day) in (
                (12, 25), (12, 26), (1, 1)):
            self.ev = add_days(self.ev, 1)
        pt = Person(rng, "PATIENT", c)
        self.pt = pt
        lo = 12 if rng.random() < 0.05 else 22
        self.age = rng.choice([rng.randint(lo, 94), rng.randint(45, 85),
                               rng.randint(55, 80)])
        self.dob = datetime.date(self.ev.year - self.age - 1, rng.randint(1, 12),
                                 rng.randint(1, 28))
        self.dob = add_days(self.dob, rng.randint(0, 364))
        self.age = age_on(self.dob, self.ev)
        self.dm_type = "Type 1" if (self.age < 30 and rng.random() < 0.7) or \
            rng.random() < 0.12 else "Type 2"
        lo = min(self.dob.year + (25 if self.dm_type == "Type 2" else 3),
                 self.ev.year - 1)
        self.dx_year = max(lo, self.ev.year - rng.randint(1, 30))
        self.addr = make_addr(rng, c)
        self.area = ids.area_code(rng, c, self.addr.state,
                                  town_list(c).index(self.addr.town))
        self.phone = ids.phone(rng, c, mobile=False, area=self.area)
        self.mobile = ids.phone(rng, c, mobile=True)
        self.hosp_no = ids.hospital_number(rng, c)
        self.occupation = rng.choice(pools.PROFESSIONS)
        self.retired = self.age >= 67 or (self.age >= 58 and rng.random() < 0.3)
        if self.age < 16:
            self.occupation = None
        self.employer = self._employer() if self.occupation and not self.retired \
            else None
        rels = pools.RELATIONS
        if self.age < 25:
            rels = ["mother", "father", "partner", "sister", "brother"]
        elif self.age < 50:
            rels = [x for x in rels if x not in ("granddaughter", "grandson",
                                                 "son-in-law", "daughter-in-law")]
        fam_rel = rng.choice(rels)
        self.fam = Person(rng, "FAMILY", c, sex=pools.REL_SEX.get(fam_rel))
        self.fam.rel = fam_rel
        if fam_rel in ("wife", "husband", "son", "daughter", "granddaughter",
                       "grandson") and rng.random() < 0.7:
            self.fam.last = pt.last
        self.fam_phone = ids.phone(rng, c, mobile=True)
        self.licence_no = ids.driving_licence(rng, c, pt.last, pt.first,
                                              self.dob, pt.sex == "F")
        self.plate = ids.plate(rng, c)
        self._ids()
        self._sites()
        self._staff()

    def make_young(self, rng):
        """Turn the patient into a newly eligible child (first invitation)."""
        self.age = rng.randint(12, 15)
        self.dob = add_days(datetime.date(self.ev.year - self.age - 1,
                                          rng.randint(1, 12), rng.randint(1, 28)),
                            rng.randint(0, 364))
        self.age = age_on(self.dob, self.ev)
        self.dm_type = "Type 1"
        self.dx_year = self.ev.year - rng.randint(1, max(1, self.age - 3))
        self.occupation = None
        self.employer = None
        self.retired = False
        rel = rng.choice(["mother", "father", "mother"])
        self.fam = Person(rng, "FAMILY", self.c, sex="F" if rel == "mother" else "M")
        self.fam.rel = rel
        if rng.random() < 0.75:
            self.fam.last = self.pt.last

    @property
    def gpw(self):
        return {"US": "PCP", "CA": "Family physician"}.get(self.r, "GP")

    @property
    def gpw_lc(self):
        return {"US": "primary care provider", "CA": "family physician"}.get(
            self.r, "GP")

    @property
    def zipw(self):
        return {"US": "ZIP", "CA": "postal code", "IE": "Eircode",
                "ZA": "postal code"}.get(self.r, "postcode")

    @property
    def dna(self):
        return "No-show" if self.r in ("US", "CA") else "DNA"

    @property
    def licensing(self):
        return {"UK": "DVLA", "IE": "NDLS", "US": "DMV"}.get(self.r)

    # identifiers by country --------------------------------------------
    def _ids(self):
        rng, c, r = self.rng, self.c, self.r
        self.ssn = None
        self.hp = None
        self.hp_label = None
        if c in ("ENG", "WAL"):
            self.pid = ("NHS No", ids.nhs_number(rng), "MRN")
        elif c == "SCO":
            self.pid = ("CHI", ids.chi_number(rng, self.dob), "MRN")
        elif c == "NI":
            self.pid = ("H&C No", ids.nhs_number(rng).replace(" ", "").replace(
                "9", "3", 1), "MRN")
        elif r == "IE":
            self.pid = ("MRN", self.hosp_no, "MRN")
            self.ssn = ("PPSN", ids.ssn(rng, c))
            self.hp = ids.healthplan(rng, c)
            self.hp_label = rng.choice(["Medical Card No", "GMS No",
                                        "Medical card"])
        elif r == "US":
            self.pid = ("MRN", self.hosp_no, "MRN")
            self.ssn = ("SSN", ids.ssn(rng, c))
            self.hp = ids.healthplan(rng, c)
            self.hp_label = rng.choice(["Member ID", "Medicaid ID",
                                        "Medicare ID", "Subscriber ID"])
            self.insurer = rng.choice(pools.US_INSURERS)
            self.group = ids.group_number(rng)
        elif r == "CA":
            self.hp = ids.healthplan(rng, c)
            lbl = {"ON": "OHIP No", "BC": "PHN", "AB": "AHCIP No"}.get(
                self.addr.state[1], "Health Card No")
            self.hp_label = lbl
            self.pid = (lbl, self.hp, "HEALTHPLAN")
            if rng.random() < 0.35:
                self.ssn = ("SIN", ids.ssn(rng, c))
        elif r == "AU":
            self.hp = ids.healthplan(rng, c)
            self.hp_label = "Medicare No"
            self.pid = ("UR No", self.hosp_no, "MRN")
            if rng.random() < 0.5:
                self.ssn = ("Centrelink CRN", ids.ssn(rng, c))
        elif r == "NZ":
            self.pid = ("NHI", self.hosp_no, "MRN")
        else:
            self.pid = ("Folder No", self.hosp_no, "MRN")
            self.hp = ids.healthplan(rng, c)
            self.hp_label = "Medical aid no"
            self.scheme = rng.choice(pools.MED_SCHEMES)
            if 1990 <= self.dob.year <= 1999:
                self.ssn = ("ID No", "%02d%02d%02d%s" % (
                    self.dob.year % 100, self.dob.month, self.dob.day,
                    ids.digits(rng, 7)))

    def driver(self):
        return bool(self.occupation) and not self.retired and \
            self.occupation in pools.DRIVING_JOBS

    def job_works(self, cap=False):
        """'works as a [job]' / 'is a retired [job]'; the span is the job."""
        j = S(self.occupation, "PROFESSION")
        if self.retired:
            return ["Retired " if cap else "is a retired ", j]
        return ["Works as " if cap else "works as ", a_an(self.occupation), j]

    def job_label(self):
        j = S(self.occupation, "PROFESSION")
        return ["retired ", j] if self.retired else [j]

    def _employer(self):
        rng = self.rng
        sn = names.draw_name(rng, self.c, "M")[2]
        town = rng.choice(town_list(self.c))
        job = self.occupation
        if job in ("teacher", "school cook", "lecturer", "groundsman"):
            return rng.choice(["%s Academy" % town, "%s High School" % town,
                               "%s College" % town])
        if job in ("bus driver", "bus mechanic"):
            return rng.choice(["%s Bus Company" % town, "%s Coaches Ltd" % sn])
        if job in ("train driver",):
            return "%s Valley Rail" % town
        if job in ("commercial pilot",):
            return "%s Air Charter Ltd" % sn
        if job in ("care worker",):
            return "%s Home Care Ltd" % sn
        if job in ("civil servant", "police officer", "dental nurse", "nurse"):
            return None
        trade = {"Haulage": DRIVE_JOBS, "Logistics": DRIVE_JOBS,
                 "Freight": DRIVE_JOBS,
                 "Construction": TRADES, "Builders": TRADES,
                 "Engineering": TRADES, "Fabrication": TRADES,
                 "Foods": FOOD_JOBS, "Bakery": FOOD_JOBS, "Seafoods": FOOD_JOBS,
                 "Dairies": FARM_JOBS, "Poultry": FARM_JOBS}
        fits = [w for w in sorted(trade) if job in trade[w]]
        if fits:
            suf = rng.choice(pools.US_BIZSUF if self.r in ("US", "CA")
                             else pools.BIZSUF)
            base = sn if rng.random() < 0.6 else town
            return ("%s %s %s" % (base, rng.choice(fits), suf)).strip()
        if job in SHOP_JOBS:
            return rng.choice(["%s Stores" % sn, "%s Salon" % sn,
                               "%s Retail Park Ltd" % town, "%s & Co." % sn])
        suf = rng.choice(pools.US_BIZSUF if self.r in ("US", "CA")
                         else pools.BIZSUF)
        k = rng.random()
        if k < 0.6:
            nm = "%s %s" % (sn, rng.choice(pools.BIZWORDS))
        elif k < 0.85:
            nm = "%s %s" % (town, rng.choice(pools.BIZWORDS))
        else:
            nm = "%s %s" % (rng.choice(pools.STREET_NAMES),
                            rng.choice(pools.BIZWORDS))
        return (nm + " " + suf).strip()

    def _sites(self):
        rng, c, r = self.rng, self.c, self.r
        area = self.addr.county if self.addr.county else self.addr.state[0]
        self.prog = programme_name(rng, c, self.addr.town, area)
        self.prog_short = None
        htown = same_area_town(rng, c, self.addr.town)
        self.hes = hospital_name(rng, c, "hosp", town=htown)
        self.hes_addr = make_addr(rng, c, town=htown, site=True)
        vtown = self.addr.town if rng.random() < 0.6 else same_area_town(
            rng, c, self.addr.town)
        self.venue = hospital_name(rng, c, "venue", town=vtown)
        self.venue_addr = make_addr(rng, c, town=vtown, site=True)
        self.room = rng.choice([str(rng.randint(1, 14)), "%d%s" % (
            rng.randint(1, 4), rng.choice("ABC")), "G%02d" % rng.randint(1, 20)])
        self.gp_practice = hospital_name(rng, c, "gp", town=self.addr.town)
        self.gp_addr = make_addr(rng, c, town=self.addr.town, site=True)
        self.gp_phone = ids.phone(rng, c, mobile=False, area=self.area)
        self.gp_fax = ids.phone(rng, c, mobile=False, area=self.area)
        self.optom_practice = hospital_name(rng, c, "optom")
        ptown = same_area_town(rng, c, self.addr.town)
        self.prog_addr = make_addr(rng, c, town=ptown, site=True)
        self.prog_base = hospital_name(rng, c, rng.choice(["hosp", "venue"]),
                                       town=ptown)
        parea = ids.area_code(rng, c, self.prog_addr.state,
                              town_list(c).index(self.prog_addr.town))
        self.prog_phone = ids.phone(rng, c, mobile=False, area=parea)
        self.prog_fax = ids.phone(rng, c, mobile=False, area=parea)
        self.hes_area = ids.area_code(rng, c, self.hes_addr.state,
                                      town_list(c).index(self.hes_addr.town))
        slug = ids.slug(self.prog.split(" ")[0])
        self.prog_email = "%s.%s@%s" % (
            slug, rng.choice(["screening", "desp", "eyescreening", "booking",
                              "admin", "retina"]),
            rng.choice(["example.org", "example.net", "example.com"]))
        self.prog_url = rng.choice([
            "www.example.org/%s-eye-screening" % slug,
            "https://www.example.net/%s/book" % slug,
            "www.%s.example.org" % slug,
            "https://booking.example.com/%s" % slug,
            "example.org/eyescreening/%s" % slug])
        self.camera = rng.choice(pools.CAMERAS)
        self.camera_sn = ids.device_serial(rng, "camera")
        self.ws_ip = ids.ipaddr(rng)
        self.mobile_unit = rng.random() < 0.2
        self.unit_plate = ids.plate(rng, c)

    def _staff(self):
        rng, c = self.rng, self.c
        self.gp = Person(rng, "DOCTOR", c, title="Dr")
        self.screener = Person(rng, "DOCTOR", c)
        self.grader1 = Person(rng, "DOCTOR", c)
        self.grader2 = Person(rng, "DOCTOR", c)
        self.lead = Person(rng, "DOCTOR", c, title="Dr")
        self.manager = Person(rng, "DOCTOR", c)
        self.failsafe = Person(rng, "DOCTOR", c)
        self.clerk = Person(rng, "DOCTOR", c)
        self.optom = Person(rng, "DOCTOR", c)
        self.consultant = Person(rng, "DOCTOR", c,
                                 title=rng.choice(["Dr", "Dr", "Mr", "Prof"]))
        cons = self.consultant
        if cons.title.rstrip(".") in ("Mr", "Mrs", "Ms", "Miss"):
            if self.r in ("UK", "IE"):
                cons.title = "Mr" if cons.sex == "M" else rng.choice(["Miss", "Ms"])
            else:
                cons.title = "Dr"
        self.nurse = Person(rng, "DOCTOR", c)
        for p in (self.lead, self.consultant, self.gp):
            p.lic = ids.staff_licence(rng, c, "doctor")
        self.optom.lic = ids.staff_licence(rng, c, "optom")
        self.nurse.lic = ids.staff_licence(rng, c, "nurse")
        for p in (self.screener, self.grader1, self.grader2):
            p.cert = ids.grader_cert(rng)

    # helpers ---------------------------------------------------------------
    def d(self, date, style=None):
        return S(fdate(date, style or self.ds), "DATE")

    def dwd(self, date, style=None):
        return S(fdate_wd(date, style or self.ds), "DATE")

    def later(self, lo, hi, base=None):
        return weekday_after(base or self.ev, self.rng.randint(lo, hi))

    def pid_item(self):
        lab, val, typ = self.pid
        return [lab + ": ", S(val, typ)]

    def lic_label(self, who="doctor"):
        r = self.r
        if r == "UK":
            return {"doctor": "GMC", "optom": "GOC", "nurse": "NMC PIN"}[who]
        if r == "CA":
            return "CPSO" if self.addr.state[1] == "ON" else "Licence No"
        return {"IE": "IMC No", "US": "NPI", "AU": "AHPRA", "NZ": "MCNZ",
                "ZA": "HPCSA"}[r]

    def id_block(self, n, sep="\n", extra=True, pid=True):
        """Demographic identifier lines appropriate to the country."""
        rng = self.rng
        lines = []
        if pid:
            lines.append([self.pid[0], ": ", S(self.pid[1], self.pid[2])])
        if self.r == "UK" and rng.random() < 0.5:
            lines.append(["Hospital No: ", S(self.hosp_no, "MRN")])
        if self.r in ("CA",) and rng.random() < 0.6:
            lines.append(["MRN: ", S(self.hosp_no, "MRN")])
        if self.hp and self.r not in ("CA",):
            if self.r == "US":
                lines.append(["Insurance: ", S(self.insurer, "ORGANIZATION")])
                lines.append([self.hp_label, ": ", S(self.hp, "HEALTHPLAN")])
                if extra and rng.random() < 0.5:
                    lines.append(["Group: ", S(self.group, "HEALTHPLAN")])
            elif self.r == "ZA":
                lines.append(["Medical aid: ", S(self.scheme, "ORGANIZATION"), " ",
                              self.hp_label, " ", S(self.hp, "HEALTHPLAN")])
            else:
                lines.append([self.hp_label, ": ", S(self.hp, "HEALTHPLAN")])
        if self.ssn and extra:
            lines.append([self.ssn[0], ": ", S(self.ssn[1], "SSN")])
        for i, ln in enumerate(lines):
            if i:
                n(sep)
            n(ln)
        return len(lines)
