"""A 'case' (patient, household, care team, sites) and blocks shared by genres."""
import datetime as dt

import names as N
import places as P
import clinical as C

WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
COUNTRY_WEIGHTS = [("UK", 38), ("IE", 10), ("AU", 15), ("NZ", 10), ("CA", 10), ("US", 17)]


def pick_country(rng):
    r = rng.randint(1, 100)
    for cc, w in COUNTRY_WEIGHTS:
        r -= w
        if r <= 0:
            return cc
    return "UK"


def fd(cc, d, style):
    """Format a date in the country's habits. Styles: num short text long dot wd wdlong dm my y."""
    us = cc == "US"
    ca = cc == "CA"
    mon = MONTHS[d.month - 1]
    wd = WEEKDAYS[d.weekday()]
    if style == "num":
        if us:
            return "%02d/%02d/%d" % (d.month, d.day, d.year)
        if ca:
            return d.isoformat()
        return "%02d/%02d/%d" % (d.day, d.month, d.year)
    if style == "short":
        if us:
            return "%d/%d/%02d" % (d.month, d.day, d.year % 100)
        if ca:
            return "%d-%s-%02d" % (d.day, mon[:3], d.year % 100)
        return "%02d/%02d/%02d" % (d.day, d.month, d.year % 100)
    if style == "text":
        if us or ca:
            return "%s %d, %d" % (mon[:3], d.day, d.year)
        return "%d %s %d" % (d.day, mon[:3], d.year)
    if style == "long":
        if us or ca:
            return "%s %d, %d" % (mon, d.day, d.year)
        return "%d %s %d" % (d.day, mon, d.year)
    if style == "dot":
        if us:
            return "%d-%d-%d" % (d.month, d.day, d.year)
        return "%02d.%02d.%02d" % (d.day, d.month, d.year % 100)
    if style == "wd":
        if us or ca:
            return "%s %d/%d" % (wd[:3], d.month, d.day)
        return "%s %d/%d" % (wd[:3], d.day, d.month)
    if style == "wdlong":
        if us or ca:
            return "%s, %s %d, %d" % (wd, mon, d.day, d.year)
        return "%s %d %s %d" % (wd, d.day, mon, d.year)
    if style == "dm":
        if us or ca:
            return "%d/%d" % (d.month, d.day)
        return "%02d/%02d" % (d.day, d.month)
    if style == "my":
        return "%s %d" % (mon, d.year)
    if style == "y":
        return str(d.year)
    raise ValueError(style)


class Staff(N.Person):
    pass


def make_staff(rng, cc, doctor=False, role=None, registered=False):
    p = N.make_person(rng, sex="F" if rng.random() < (0.45 if doctor else 0.82) else "M")
    s = Staff(p.first, p.last, p.sex, p.middle)
    s.role = role or ("GP" if doctor else rng.choice(C.ROLES[cc]))
    if registered and not doctor:
        while s.role in C.UNREGISTERED:
            s.role = rng.choice(C.ROLES[cc])
    s.cred = "" if s.role in C.UNREGISTERED else ("MB BCh" if doctor and cc in ("UK", "IE") else rng.choice(C.CREDS[cc]))
    s.lic = P.staff_license(rng, cc, doctor)
    form = rng.randint(0, 4)
    first, last = p.first.lower().replace(" ", "").replace("'", ""), p.last.lower().replace(" ", "").replace("'", "")
    s.user = [first[0] + last + str(rng.randint(1, 9)), first + "." + last, "dn_" + first[0] + last,
              (last + first[0]).upper()[:8], first[:3] + last[:3] + str(rng.randint(10, 99))][form]
    return s


def street_line(rng, cc):
    name = rng.choice(P.STREET_NAMES) + " " + rng.choice(P.STREET_TYPES[cc])
    num = rng.randint(1, 220) if cc not in ("US", "CA") else rng.randint(12, 9800)
    r = rng.random()
    if cc == "UK" and r < 0.2:
        return "Flat %d, %s" % (rng.randint(1, 30), rng.choice(P.BUILDINGS)) + (", %d %s" % (num, name) if rng.random() < .5 else "")
    if cc == "UK" and r < 0.35:
        return "%d%s %s" % (num, rng.choice("ab"), name)
    if cc in ("AU", "NZ") and r < 0.3:
        return "%d/%d %s" % (rng.randint(1, 12), num, name)
    if cc in ("US", "CA") and r < 0.3:
        return "%d %s, %s %d" % (num, name, rng.choice(["Apt", "Unit", "Apt", "Suite"]), rng.randint(1, 40))
    return "%d %s" % (num, name)


def hospital_name(rng, cc):
    w = P.place_word(rng)
    opts = {"US": ["%s Regional Medical Center", "%s Memorial Hospital", "%s General Hospital"],
            "CA": ["%s General Hospital", "%s Health Centre", "%s Regional Hospital"],
            "AU": ["%s Base Hospital", "%s District Hospital", "%s Health Service"],
            "NZ": ["%s Hospital", "%s Base Hospital"],
            "IE": ["%s University Hospital", "%s General Hospital", "St %s's Hospital"],
            "UK": ["%s General Hospital", "Royal %s Infirmary", "%s Community Hospital", "St %s's Hospital",
                   "%s District General Hospital"]}[cc]
    f = rng.choice(opts)
    return f % (rng.choice(P.SAINTS) if f.startswith("St ") else w)


def practice_name(rng, cc):
    w = P.place_word(rng)
    if cc == "US":
        f = rng.choice(["%s Family Medicine", "%s Primary Care", "%s Internal Medicine Associates"])
    elif cc == "CA":
        f = rng.choice(["%s Family Health Team", "%s Medical Clinic", "%s Family Practice"])
    elif cc == "AU":
        f = rng.choice(["%s Medical Clinic", "%s Family Practice", "%s Medical Centre"])
    else:
        f = rng.choice(["%s Medical Centre", "%s Surgery", "%s Health Centre", "The %s Practice",
                        "%s Medical Practice"])
        if rng.random() < 0.25:
            return rng.choice(P.STREET_NAMES) + " " + rng.choice(["Lane", "Road", "Street"]) + " Surgery"
    return f % w


def team_name(rng, cc):
    w = P.place_word(rng)
    f = {"UK": ["%s Neighbourhood Nursing Team", "%s District Nursing Team", "%s Community Nursing",
                "%s & Rural Neighbourhood Team"],
         "IE": ["%s Public Health Nursing", "%s Primary Care Centre"],
         "AU": ["%s Community Nursing Service", "%s Home Nursing"],
         "NZ": ["%s District Nursing Service", "%s Community Nursing"],
         "CA": ["%s Home Care Nursing Clinic", "%s Community Nursing"],
         "US": ["%s Home Health", "%s Visiting Nurses", "%s Home Health & Hospice"]}[cc]
    return rng.choice(f) % w


def org_name(rng, kind, cc="UK"):
    w = P.place_word(rng)
    if kind == "agency":
        return rng.choice(P.ADJ) + " " + rng.choice(["Homecare", "Care Services", "Home Support", "Care at Home", "Carers Ltd"])
    if kind == "equip":
        return rng.choice(["%s Community Equipment Service", "%s Equipment Loans", "Equiplink %s", "%s Mobility & Care Store"]) % w
    if kind == "trust":
        return rng.choice({"UK": ["%s Community Health NHS Trust", "%s Health and Care NHS Foundation Trust",
                                  "%s Health and Social Care Partnership", "%s Healthcare NHS Trust"],
                           "IE": ["%s Community Healthcare Organisation", "%s Primary Care Network"],
                           "AU": ["%s Local Health District", "%s Health", "%s Rural Health Network"],
                           "NZ": ["%s Health District", "%s Primary Health Organisation"],
                           "CA": ["%s Home and Community Care", "%s Health Authority"],
                           "US": ["%s Health System", "%s Healthcare Network"]}[cc]) % w
    if kind == "employer":
        return rng.choice(["%s Colliery", "%s Mills", "%s Steelworks", "%s Engineering Ltd", "%s Bakery",
                           "%s Glassworks", "%s Buses", "%s Dairies", "%s Freight", "%s Textiles",
                           "%s Borough Council", "%s Co-operative Society", "%s Motors"]) % w
    if kind == "church":
        return rng.choice(["St %s's Church" % rng.choice(P.SAINTS), "%s Methodist Chapel" % w,
                           "%s Gospel Hall" % w, "%s Masjid" % w, "%s Gurdwara" % w, "Our Lady of %s" % w,
                           "%s Baptist Church" % w, "%s Kingdom Hall" % w])
    if kind == "insurer":
        return rng.choice(["%s Health Fund", "%s Mutual", "%s Shield Health Plan", "%s Benefit Society"]) % w
    if kind == "funeral":
        return rng.choice(["%s Funeral Directors", "%s & Sons Funeral Service", "Co-op Funeralcare %s"]) % w
    if kind == "school":
        return rng.choice(["%s Primary School", "%s High School", "%s Academy", "%s College"]) % w
    raise ValueError(kind)


def hospice_name(rng):
    return rng.choice(["St %s's Hospice" % rng.choice(P.SAINTS), "%s Hospice" % P.place_word(rng),
                       "%s House Hospice" % P.place_word(rng)])


def pharmacy_name(rng):
    return rng.choice(["%s Pharmacy", "%s Chemist", "%s Late Night Pharmacy", "%s Community Pharmacy"]) % P.place_word(rng)


def carehome_name(rng):
    return rng.choice(["%s Care Home", "%s Lodge Nursing Home", "%s Court Residential Home", "%s Manor"]) % P.place_word(rng)


def ward_name(rng, cc):
    if cc == "US":
        return rng.choice(["4 West", "5 North", "3 East Med-Surg", "Tower 6"])
    return rng.choice(["Ward %d" % rng.randint(1, 40), "%s Ward" % rng.choice(P.TREES),
                       "%s Unit" % rng.choice(P.TREES)])


class Case:
    def __init__(self, rng, cc):
        self.rng, self.cc = rng, cc
        r = rng
        self.town = r.choice(P.CONFIG[cc])
        self.city, self.region = self.town[0], self.town[1]
        self.rtype = P.REGION_TYPE[cc]
        self.nation = self.town[4]
        self.zip = P.postcode(r, cc, self.town)
        self.street = street_line(r, cc)
        self.pt = N.make_person(r)
        age = r.choice([r.randint(42, 64), r.randint(65, 79), r.randint(80, 94), r.randint(80, 94),
                        r.randint(70, 89), r.randint(95, 104)])
        self.date = dt.date(2022, 1, 3) + dt.timedelta(days=r.randint(0, 1360))
        self.dob = self.date - dt.timedelta(days=int(age * 365.25) + r.randint(1, 360))
        self.age = self.date.year - self.dob.year - ((self.date.month, self.date.day) < (self.dob.month, self.dob.day))
        self.ids = {k: (lab, val, typ) for k, lab, val, typ in P.patient_ids(r, cc, self.nation, self.dob)}
        self.dstyle = r.choice(["num", "num", "short", "text", "dot"] if cc != "US" else ["num", "short", "num"])
        self.gp = make_staff(r, cc, doctor=True)
        self.practice = practice_name(r, cc)
        self.gp_phone = P.phone(r, cc, self.town)
        self.gp_fax = P.phone(r, cc, self.town)
        self.gp_email = "%s.%s@example.%s" % (self.practice.split()[0].lower().replace("'", ""), r.choice(["reception", "admin", "referrals", "practice"]), r.choice(["org", "net", "com"]))
        self.team = team_name(r, cc)
        self.team_phone = P.phone(r, cc, self.town)
        self.team_fax = P.phone(r, cc, self.town)
        self.team_email = "%s.%s@example.%s" % (self.team.split()[0].lower(), r.choice(["dn", "nursing", "community", "intake", "team"]), r.choice(["org", "net", "com"]))
        self.base_street = street_line(r, cc) if r.random() < .5 else "%d %s %s" % (r.randint(1, 90), r.choice(P.STREET_NAMES), r.choice(P.STREET_TYPES[cc]))
        self.staff = [make_staff(r, cc, registered=True)] + [make_staff(r, cc) for _ in range(3)]
        self.nok = N.make_person(r, pool_bias=[self.pt.last])
        self.nok.rel = r.choice(N.RELATIONS_M if self.nok.sex == "M" else N.RELATIONS_F)
        if r.random() < 0.7 and self.nok.rel not in ("neighbour", "friend", "partner"):
            self.nok.last = self.pt.last
        self.nok_phone = P.phone(r, cc, self.town, "mob")
        self.nok_job = r.choice(N.WORKING_JOBS)
        self.nok2 = N.make_person(r)
        self.nok2.rel = r.choice(N.RELATIONS_M if self.nok2.sex == "M" else N.RELATIONS_F)
        self.pt_job = r.choice(N.JOBS)
        self.pt_phone = P.phone(r, cc, self.town)
        self.hospital = hospital_name(r, cc)
        self.ward = ward_name(r, cc)
        self.hospice = hospice_name(r)
        self.pharmacy = pharmacy_name(r)
        self.agency = org_name(r, "agency")
        self.equip = org_name(r, "equip")
        self.trust = org_name(r, "trust", cc)
        self.employer = org_name(r, "employer")
        self.keysafe = "%04d" % r.randint(1000, 9999)
        self.conds = r.sample(C.CONDITIONS, r.randint(3, 6))
        self.meds = r.sample(C.MEDS_US if cc in ("US", "CA") else C.MEDS_UK, r.randint(4, 9))
        self.allergy = r.choice(C.ALLERGIES)
        self.title = ("Mr" if self.pt.sex == "M" else r.choice(["Mrs", "Mrs", "Ms", "Miss"]))
        self.dr = "Dr. " if cc in ("US", "CA") and r.random() < .7 else "Dr "
        if cc in ("US", "CA") and r.random() < .6:
            self.title += "."
        self.gpword = {"US": "PCP", "CA": r.choice(["family physician", "FP", "MRP"])}.get(cc, "GP")

    # ---- small helpers -------------------------------------------------
    def D(self, d, style=None):
        return ("DATE", fd(self.cc, d, style or self.dstyle))

    def day(self, offset):
        return self.date + dt.timedelta(days=offset)

    def hid(self, key):
        return self.ids.get(key)

    def pname(self, style=None):
        """Pieces naming the patient, title outside the span."""
        r, p = self.rng, self.pt
        style = style or r.choice(["full", "title", "full", "first", "title", "fullmid"])
        if style == "full":
            return [("PATIENT", p.full())]
        if style == "fullmid":
            return [("PATIENT", p.fullmid())]
        if style == "title":
            return [self.title + " ", ("PATIENT", p.last)]
        if style == "first":
            return [("PATIENT", p.nick if p.nick and r.random() < .5 else p.first)]
        if style == "inv":
            return [("PATIENT", p.inverted(caps=r.random() < .6))]
        if style == "init":
            return [("PATIENT", p.initials())]
        raise ValueError(style)

    def sname(self, s, style=None):
        r = self.rng
        style = style or r.choice(["full", "full", "first", "initl"])
        if style == "full":
            return [("DOCTOR", s.full())]
        if style == "first":
            return [("DOCTOR", s.first)]
        if style == "initl":
            return [("DOCTOR", s.initial_last(dot=r.random() < .5))]
        if style == "init":
            return [("DOCTOR", s.initials())]
        if style == "last":
            return [("DOCTOR", s.last)]
        raise ValueError(style)

    def gpname(self):
        r = self.rng
        if r.random() < .5:
            return [self.dr, ("DOCTOR", self.gp.last)]
        return [self.dr, ("DOCTOR", self.gp.full() if r.random() < .6 else self.gp.initial_last())]

    def region_piece(self, long=False):
        reg = self.region
        if long and self.cc == "AU":
            reg = P.AU_STATE_LONG[reg]
        elif long and self.cc == "CA":
            reg = P.CA_PROV_LONG[reg]
        elif long and self.cc == "US":
            reg = P.US_STATE_LONG[reg]
        return (self.rtype, reg)

    def address(self, oneline=True, street=None, city=None):
        """Pieces of a postal address in the local layout."""
        r, cc = self.rng, self.cc
        sep = ", " if oneline else "\n"
        st = ("STREET", street or self.street)
        ci = ("CITY", city or self.city)
        z = ("ZIP", self.zip)
        if cc == "UK":
            if r.random() < .5:
                return [st, sep, ci, sep, self.region_piece(), " " if oneline else "\n", z]
            return [st, sep, ci, " " if oneline else "\n", z]
        if cc == "IE":
            return [st, sep, ci, sep, self.region_piece(), " " if oneline else "\n", z]
        if cc == "AU":
            return [st, sep, ci, " ", self.region_piece(long=r.random() < .2), " ", z]
        if cc == "NZ":
            return [st, sep, ci, " ", z] if r.random() < .6 else [st, sep, ci, sep, self.region_piece(), " ", z]
        return [st, sep, ci, ", ", self.region_piece(long=r.random() < .15), " " if r.random() < .8 else "  ", z]


# ---- shared blocks --------------------------------------------------------
def id_line(c, keys, sep="   "):
    out = []
    for k in keys:
        v = c.hid(k)
        if v:
            if out:
                out.append(sep)
            out += [v[0] + ": ", (v[2], v[1])]
    return out


def patient_block(d, c, keys=("health", "mrn")):
    r = c.rng
    form = r.randint(0, 2)
    if form == 0:
        d.ln("Patient: ", ("PATIENT", c.pt.inverted(caps=r.random() < .5)), "   DOB: ", c.D(c.dob, "num"),
             " (", ("AGE", str(c.age)), "y)")
        d.ln(*id_line(c, keys))
        d.ln("Address: ", c.address())
        d.ln("Tel: ", ("PHONE", c.pt_phone))
    elif form == 1:
        d.ln("Name ......... ", ("PATIENT", c.pt.fullmid()))
        d.ln("D.O.B. ....... ", c.D(c.dob, "num"), "    Age: ", ("AGE", str(c.age)))
        for k in keys:
            v = c.hid(k)
            if v:
                d.ln((v[0] + " ").ljust(15, "."), " ", (v[2], v[1]))
        d.ln("Address ...... ", c.address())
        d.ln("Home phone ... ", ("PHONE", c.pt_phone))
    else:
        d.ln(("PATIENT", c.pt.last.upper()), ", ", ("PATIENT", c.pt.first), " | ", c.D(c.dob, "num"),
             " | ", ("AGE", str(c.age)), {"M": "M", "F": "F"}[c.pt.sex], " | ", *id_line(c, keys, " | "))
        d.ln(*c.address())


def signature(d, c, s, with_lic=True, style=None):
    r = c.rng
    style = style if style is not None else r.randint(0, 3)
    with_lic = with_lic and bool(s.cred)
    lic = [" ", s.lic[0], " ", ("LICENSE", s.lic[1])] if with_lic else []
    if style == 0:
        d.ln("Signed: ", ("DOCTOR", s.full()), ", " + s.cred if s.cred else "", " (", s.role, ")")
        if with_lic:
            d.ln(s.lic[0], ": ", ("LICENSE", s.lic[1]))
    elif style == 1:
        d.ln(("DOCTOR", s.full()), " " + s.cred if s.cred else "", " - ", s.role, lic)
    elif style == 2:
        d.ln("Completed by: ", ("DOCTOR", s.initial_last()), " / ", s.role, "   Sig: ", ("DOCTOR", s.initials()))
        if with_lic:
            d.ln(s.lic[0], " ", ("LICENSE", s.lic[1]))
    else:
        d.ln("e-signed by ", ("USERNAME", s.user), " (", ("DOCTOR", s.full()), ", ", s.role, ")")
        if with_lic:
            d.ln(s.lic[0] + ": ", ("LICENSE", s.lic[1]))


def meds_block(d, c, title="Current medication:"):
    d.ln(title)
    for m in c.meds:
        d.ln(c.rng.choice(["- ", "* ", "  "]), m)


def pmh_block(d, c, title="PMH:"):
    r = c.rng
    d.t(title, " ")
    items = []
    for i, cond in enumerate(c.conds):
        if r.random() < .3:
            yr = c.date.year - r.randint(1, 30)
            items.append([cond, " (", ("DATE", str(yr)), ")"])
        elif r.random() < .1:
            items.append([cond, " dx ", ("DATE", fd(c.cc, c.date - dt.timedelta(days=r.randint(60, 3000)), "my"))])
        else:
            items.append([cond])
    for i, it in enumerate(items):
        if i:
            d.t(r.choice([", ", "; "]))
        d.t(*it)
    d.ln(".")


def rel_age(rng, rel, age):
    if rel in ("granddaughter", "grandson"):
        return max(14, age - rng.randint(45, 62))
    if rel in ("daughter", "son", "daughter-in-law", "son-in-law", "stepdaughter", "stepson", "niece", "nephew"):
        return max(18, age - rng.randint(22, 38))
    return max(25, age + rng.randint(-9, 6))


def time(rng):
    return "%02d:%02d" % (rng.randint(7, 21), rng.choice([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55]))
