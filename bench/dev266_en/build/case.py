"""Per-note identity: patient, family, staff, sites, identifiers (dev266_en)."""
import datetime

import pools_names as PN
import pools_places as PP
from phi import Ph, pick, dig, up, wpick, fdate, phone, mrn, MRN_LABELS, healthplan, account
from phi import slt_license, dr_license, shift

TITLES = {"F": ["Mrs", "Ms", "Miss", "Mrs", "Ms"], "M": ["Mr"], "X": ["Mx"]}


class Person:
    def __init__(self, first, last, typ, sex="F", middle=None, title=None, nick=None):
        self.first, self.last, self.typ, self.sex = first, last, typ, sex
        self.middle, self.title, self.nick = middle, title, nick

    def initials(self, rng, dots=None):
        a, b = self.first[0], self.last.replace("O'", "O").replace("Mc", "M").replace("Mac", "M")[0]
        if self.last.startswith(("Mc", "Mac", "O'")) and rng.random() < .3:
            b = self.last[:2].replace("'", "")
        if dots is None:
            dots = rng.random() < .4
        return (a + "." + b + ".") if dots else (a + b)

    def name(self, rng, form=None, forms=None):
        """Surface form of the name; title outside the span."""
        if form is None:
            form = pick(rng, forms or ["full", "full", "title", "first", "finit", "lastfirst"])
        t = self.typ
        f, l = self.first, self.last
        if form == "full":
            return Ph("%s %s" % (f, l), t)
        if form == "fullmid":
            if self.middle:
                m = self.middle if rng.random() < .3 else self.middle[0] + pick(rng, [".", ""])
                return Ph("%s %s %s" % (f, m, l), t)
            return Ph("%s %s" % (f, l), t)
        if form == "lastfirst":
            return Ph("%s, %s" % (l, f), t)
        if form == "LASTFIRST":
            if rng.random() < .5:
                return Ph("%s, %s" % (l.upper(), f.upper()), t)
            return Ph("%s, %s" % (l.upper(), f), t)
        if form == "title":
            tt = self.title or "Dr"
            return [tt + " ", Ph(l, t)]
        if form == "titlefull":
            tt = self.title or "Dr"
            return [tt + " ", Ph("%s %s" % (f, l), t)]
        if form == "first":
            return Ph(f, t)
        if form == "last":
            return Ph(l, t)
        if form == "init":
            return Ph(self.initials(rng), t)
        if form == "initlow":
            return Ph(self.initials(rng, False).lower(), t)
        if form == "finit":
            return Ph(pick(rng, ["%s. %s" % (f[0], l), "%s %s" % (f[0], l)]), t)
        if form == "lastinit":
            return Ph(pick(rng, ["%s %s" % (l, f[0]), "%s, %s." % (l, f[0]), "%s %s." % (l.upper(), f[0])]), t)
        if form == "nick":
            return Ph(self.nick or f, t)
        raise ValueError(form)


def rand_date(rng, y0=2019, y1=2025):
    start = datetime.date(y0, 1, 1).toordinal()
    end = datetime.date(y1, 6, 30).toordinal()
    return datetime.date.fromordinal(rng.randint(start, end))


def region(rng, country):
    if country == "US":
        return pick(rng, PP.US_STATES)
    if country == "AU":
        return pick(rng, PP.AU_STATES)
    if country == "CA":
        return pick(rng, PP.CA_PROVS)
    return (pick(rng, PP.COUNTIES_UK), None)


def postcode(rng, country, reg=None):
    if country == "US":
        z = dig(rng, 5)
        return z if rng.random() < .8 else z + "-" + dig(rng, 4)
    if country == "AU":
        return "%d%s" % (rng.randint(2, 7), dig(rng, 3))
    if country == "CA":
        L = "ABCEGHJKLMNPRSTVXY"
        return "%s%d%s %d%s%d" % (pick(rng, L), rng.randint(0, 9), pick(rng, L), rng.randint(0, 9),
                                  pick(rng, L), rng.randint(0, 9))
    return "%s%d%s %d%s" % (up(rng, pick(rng, [1, 2]), "BCDEFGHKLMNPRSTWY"), rng.randint(1, 29),
                            "" if rng.random() < .8 else up(rng, 1, "ABEHMNPRVWXY"), rng.randint(0, 9),
                            up(rng, 2, "ABDEFGHJLNPQRSTUWXYZ"))


class Address:
    def __init__(self, rng, country, town=None):
        self.country = country
        num = rng.randint(1, 240) if rng.random() < .8 else rng.randint(241, 9800)
        if country == "UK":
            num = rng.randint(1, 160)
        st = "%s %s" % (pick(rng, PP.STREET_NAMES), pick(rng, PP.STREET_SUFFIX[country]))
        street = "%d %s" % (num, st)
        if rng.random() < .22:
            uf = pick(rng, PP.UNIT_FORMS[country])
            u = uf.format(n=rng.randint(1, 24) if country != "US" else pick(rng, [str(rng.randint(1, 30)), "%d%s" % (rng.randint(1, 6), pick(rng, "ABCD"))]))
            if u.endswith(("/", "-")):
                street = u + street
            elif country == "UK":
                street = u + ", " + street
            else:
                street = street + ", " + u
        self.street = street
        self.city = town or pick(rng, PP.TOWNS[country])
        self.region = region(rng, country)
        self.zip = postcode(rng, country)

    def parts(self, rng, block=False, country_name=False, full_region=None, with_region=None):
        sep = "\n" if block else ", "
        out = [Ph(self.street, "STREET"), sep, Ph(self.city, "CITY")]
        c = self.country
        if c == "UK":
            if with_region or (with_region is None and rng.random() < .35):
                out += [sep, Ph(self.region[0], "CITY")]
            out += [sep if block or rng.random() < .6 else " ", Ph(self.zip, "ZIP")]
        else:
            name, ab = self.region
            if full_region is None:
                full_region = rng.random() < .15
            reg = name if full_region else ab
            if c == "US":
                out += [", ", Ph(reg, "STATE"), " ", Ph(self.zip, "ZIP")]
            elif c == "AU":
                out += [pick(rng, [" ", ", "]), Ph(reg, "STATE"), " ", Ph(self.zip, "ZIP")]
            else:
                out += [", " if rng.random() < .7 else " ", Ph(reg, "STATE"), pick(rng, ["  ", " ", ", "]),
                        Ph(self.zip, "ZIP")]
        if country_name:
            out += [sep, Ph(pick(rng, PP.COUNTRY_NAME[c]), "COUNTRY")]
        return out


def staff(rng, typ="DOCTOR", title=None):
    sex = "F" if rng.random() < .7 else "M"
    first = pick(rng, PN.STAFF_FIRST + (PN.FEMALE if sex == "F" else PN.MALE))
    return Person(first, pick(rng, PN.SURNAMES), typ, sex, title=title)


def adult_person(rng, typ, sex=None, last=None):
    sex = sex or ("F" if rng.random() < .5 else "M")
    first = pick(rng, PN.FEMALE if sex == "F" else PN.MALE)
    mid = pick(rng, PN.FEMALE if sex == "F" else PN.MALE) if rng.random() < .45 else None
    if mid == first:
        mid = None
    p = Person(first, last or pick(rng, PN.SURNAMES), typ, sex, middle=mid,
               title=pick(rng, TITLES[sex]), nick=PN.NICK.get(first))
    return p


def email_for(rng, p, staff_member=True, country=None):
    f, l = p.first.lower().replace(" ", "").replace("'", ""), p.last.lower().replace(" ", "").replace("'", "")
    f = f.replace("ź", "z").replace("ë", "e")
    l = l.replace("ź", "z").replace("ë", "e")
    if staff_member:
        user = pick(rng, ["%s.%s" % (f, l), "%s%s" % (f[0], l), "%s.%s%d" % (f, l, rng.randint(1, 9))])
        dom = pick(rng, ["example.org", "health.example.org", "slt.example.net", "hospital.example.com",
                         "example.net", "clinic.example.org"] + (["nhs.example.net"] * 4 if country == "UK" else []))
    else:
        user = pick(rng, ["%s.%s" % (f, l), "%s%s%d" % (f, l[0], rng.randint(10, 99)), "%s_%s" % (l, f),
                          "%s%d" % (f, rng.randint(1950, 2012))])
        dom = pick(rng, ["example.com", "example.net", "mail.example.com", "example.org"])
    return "%s@%s" % (user, dom)


def username(rng, p):
    f, l = p.first.lower().replace(" ", "").replace("-", ""), p.last.lower().replace(" ", "").replace("'", "")
    l = l.replace("ź", "z")
    return pick(rng, ["%s%s" % (f[0], l), "%s.%s" % (f, l), "%s%s%d" % (f[0], l[:6], rng.randint(1, 99)),
                      "%s%s" % (l[:5], f[0]), "%s%s" % ((f[0] + l).upper()[:8], dig(rng, 2))])


def hospital_name(rng, country, town=None):
    t = town or pick(rng, PP.TOWNS[country])
    s = pick(rng, PP.SAINTS)
    pats = {
        "UK": ["{t} General Hospital", "{t} Royal Infirmary", "St {s}'s Hospital", "Royal {t} Hospital",
               "{t} Community Hospital", "{t} District General Hospital", "{t} Teaching Hospitals NHS Foundation Trust",
               "{t} and District NHS Trust"],
        "US": ["{t} Medical Center", "{t} Memorial Hospital", "St. {s} Regional Medical Center",
               "{t} Rehabilitation Hospital", "{t} Health System", "{t} Children's Hospital"],
        "AU": ["{t} Base Hospital", "{t} Hospital", "Royal {t} Hospital", "St {s}'s Private Hospital",
               "{t} Health Service", "{t} Local Health District"],
        "CA": ["{t} General Hospital", "{t} Health Sciences Centre", "St. {s}'s Healthcare",
               "{t} Regional Health Centre", "{t} Rehabilitation Centre", "{t} Memorial Hospital"],
    }
    return pick(rng, pats[country]).format(t=t, s=s)


def practice_name(rng, country):
    t = pick(rng, PP.TOWNS[country])
    pats = {
        "UK": ["{st} Surgery", "{t} Medical Centre", "{a} Health Centre", "{a} Medical Practice",
               "The {st} Practice", "{t} Group Practice"],
        "US": ["{sur} Family Medicine", "{t} Primary Care", "{a} Internal Medicine", "{t} Community Health Clinic"],
        "AU": ["{t} Family Medical Centre", "{a} Medical Clinic", "{t} General Practice", "{st} Street Medical"],
        "CA": ["{t} Family Health Team", "{a} Medical Clinic", "{t} Community Health Centre", "Clinique médicale {t}"],
    }
    return pick(rng, pats[country]).format(t=t, a=pick(rng, PP.ADJ), st=pick(rng, PP.STREET_NAMES),
                                           sur=pick(rng, PN.SURNAMES))


def ward_name(rng, country):
    if country == "UK":
        return pick(rng, ["Ward %d%s" % (rng.randint(1, 40), pick(rng, ["", "A", "B"])),
                          "%s Ward" % pick(rng, PP.TREES), "%s Unit" % pick(rng, PP.TREES)])
    if country == "US":
        return pick(rng, ["%d %s" % (rng.randint(2, 9), pick(rng, ["West", "North", "East", "South"])),
                          "%d%s" % (rng.randint(2, 9), pick(rng, ["W", "N", "E", "S"])),
                          "%s Pavilion" % pick(rng, PP.TREES)])
    if country == "AU":
        return pick(rng, ["Ward %d%s" % (rng.randint(1, 12), pick(rng, ["A", "B", "C", ""])),
                          "%s Ward" % pick(rng, PP.TREES)])
    return pick(rng, ["%d %s" % (rng.randint(2, 9), pick(rng, ["West", "North", "East", "South"])),
                      "Unit %d%s" % (rng.randint(2, 9), pick(rng, ["A", "B", "C"])), "%s Wing" % pick(rng, PP.TREES)])


def care_home(rng):
    return pick(rng, ["%s Care Home" % pick(rng, PP.ADJ), "%s House Nursing Home" % pick(rng, PP.TREES),
                      "The %s Residential Home" % pick(rng, PP.ADJ), "%s Lodge" % pick(rng, PP.SAINTS),
                      "%s Aged Care" % pick(rng, PP.ADJ), "%s Manor" % pick(rng, PP.TREES)])


def school_name(rng, country, nursery=False):
    t, a, s = pick(rng, PP.TOWNS[country]), pick(rng, PP.ADJ), pick(rng, PP.SAINTS)
    if nursery:
        pats = {"UK": ["Little Acorns Nursery", "{a} Pre-school", "{t} Day Nursery", "Busy Bees of {t}",
                       "{a} Children's Centre", "Tiddlers Playgroup"],
                "US": ["{a} Preschool", "{t} Head Start", "Kiddie Academy of {t}", "{a} Montessori"],
                "AU": ["{a} Early Learning Centre", "{t} Kindergarten", "{t} Community Preschool"],
                "CA": ["{a} Daycare", "Garderie {t}", "{t} Early Years Centre", "{a} Montessori"]}
    else:
        pats = {"UK": ["{a} Primary School", "St {s}'s C of E Primary", "{t} Infant School", "{t} Junior School",
                       "{a} Academy", "St {s}'s RC Primary", "{t} Community Primary"],
                "US": ["{a} Elementary", "{t} Elementary School", "{s} Middle School", "{a} Elementary School"],
                "AU": ["{t} Public School", "{a} Primary School", "St {s}'s Catholic Primary", "{t} State School"],
                "CA": ["{a} Public School", "{t} Elementary", "École {s}", "St. {s} Catholic School"]}
    return pick(rng, pats[country]).format(t=t, a=a, s=s)


def employer(rng, country, prof=""):
    t, s = pick(rng, PP.TOWNS[country]), pick(rng, PP.SAINTS)
    if "teach" in prof or "lecturer" in prof or prof == "teaching assistant":
        return school_name(rng, country, nursery="kindergarten" in prof) if "lecturer" not in prof else "%s College" % t
    if prof in ("vicar", "pastor", "worship leader"):
        return pick(rng, ["St %s's Church" % s, "%s Baptist Chapel" % t, "%s Community Church" % t])
    if prof in ("police officer", "firefighter", "paramedic"):
        return pick(rng, ["%s Fire Station" % t, "%s Ambulance Station" % t, "%s Police Station" % t])
    return "%s %s" % (pick(rng, PP.COMPANY_HEAD), pick(rng, PP.COMPANY_TAIL))


def club(rng, country):
    return pick(rng, PP.VOICE_ORGS[:6] + PP.VOICE_ORGS[12:]).format(t=pick(rng, PP.TOWNS[country]), s=pick(rng, PP.SAINTS))


class Case:
    def __init__(self, rng, country, kind="adult"):
        self.country = country
        self.kind = kind
        self.visit = rand_date(rng)
        self.town = pick(rng, PP.TOWNS[country])
        if kind == "child":
            sex = "F" if rng.random() < .4 else "M"
            first = pick(rng, PN.CHILD_F if sex == "F" else PN.CHILD_M)
            last = pick(rng, PN.SURNAMES)
            self.pt = Person(first, last, "PATIENT", sex, nick=PN.NICK.get(first),
                             middle=pick(rng, PN.CHILD_F + PN.CHILD_M) if rng.random() < .3 else None)
            months = rng.randint(18, 143)
            self.mum = adult_person(rng, "FAMILY", "F", last if rng.random() < .7 else None)
            self.dad = adult_person(rng, "FAMILY", "M", last)
            self.sib = Person(pick(rng, PN.CHILD_F + PN.CHILD_M), last, "FAMILY")
            self.sib_age = rng.randint(1, 15)
        else:
            lo, hi = (18, 78) if kind == "voice" else (38, 99)
            months = rng.randint(lo * 12, hi * 12 + 11)
            self.pt = adult_person(rng, "PATIENT")
            self.mum = self.dad = None
        self.dob = shift(self.visit, -int(months * 30.44) - rng.randint(0, 20))
        self.age = months // 12
        self.age_m = months % 12
        self.addr = Address(rng, country, self.town)
        self.tel = phone(rng, country, "land")
        self.mob = phone(rng, country, "mob")
        self.email = email_for(rng, self.pt if kind != "child" else self.mum, False)
        self.mrn = mrn(rng, country)
        self.mrn_label = pick(rng, MRN_LABELS[country])
        self.hp = healthplan(rng, country)
        self.acct = account(rng, country)
        rel = pick(rng, PP.RELATIONS_ADULT)
        self.nok_rel = rel
        nsex = "F" if rel in ("wife", "daughter", "sister", "niece", "granddaughter", "daughter-in-law") else \
            ("M" if rel in ("husband", "son", "brother", "nephew", "grandson", "son-in-law") else None)
        same = rel in ("wife", "husband", "daughter", "son", "sister", "brother", "granddaughter", "grandson")
        self.nok = adult_person(rng, "FAMILY", nsex, self.pt.last if same and rng.random() < .75 else None)
        self.nok_tel = phone(rng, country, "mob")
        self.hosp = hospital_name(rng, country, self.town if rng.random() < .4 else None)
        self.hosp2 = hospital_name(rng, country)
        self.ward = ward_name(rng, country)
        self.bed = pick(rng, [str(rng.randint(1, 32)), "%d%s" % (rng.randint(1, 28), pick(rng, "ABCD"))])
        self.bay = str(rng.randint(1, 6))
        self.room = pick(rng, ["%d%02d" % (rng.randint(1, 9), rng.randint(1, 40)),
                               "%d%02d%s" % (rng.randint(1, 9), rng.randint(1, 40), pick(rng, "AB")), str(rng.randint(1, 20))])
        tt = "Dr." if country in ("US", "CA") and rng.random() < .6 else "Dr"
        self.slt = staff(rng, "DOCTOR")
        self.slt2 = staff(rng, "DOCTOR")
        self.cons = staff(rng, "DOCTOR", tt)
        self.ent = staff(rng, "DOCTOR", tt)
        self.rad = staff(rng, "DOCTOR", tt)
        self.gp = staff(rng, "DOCTOR", tt)
        self.slt_email = email_for(rng, self.slt, True, country)
        self.slt_lic = slt_license(rng, country)
        self.dr_lic = dr_license(rng, country)
        self.dept_tel = phone(rng, country, "land")
        self.dept_fax = phone(rng, country, "land")
        self.practice = practice_name(rng, country)
        self.gp_addr = Address(rng, country)
        self.gp_tel = phone(rng, country, "land")
        self.gp_fax = phone(rng, country, "land")
        self.gp_email = email_for(rng, Person("gp", self.practice.split()[0], "DOCTOR"), True)
        self.hosp_addr = Address(rng, country, self.town if rng.random() < .5 else None)
        self.prof = pick(rng, PP.PROFESSIONS_ADULT)
        self.prof_ret = pick(rng, PP.PROFESSIONS_RETIRED)
        self.employer = employer(rng, country, self.prof)
        self.club = club(rng, country)
        self.school = school_name(rng, country, nursery=(kind == "child" and months < 54))
        self.teacher = adult_person(rng, "FAMILY")
        self.birth_country = pick(rng, PP.COUNTRIES)
        self.care_home = care_home(rng)

    # ---- convenience surface forms
    def title(self, rng):
        t = self.pt.title or "Mr"
        if self.country in ("US", "CA") and t != "Miss" and rng.random() < .7:
            t += "."
        return t

    def ptn(self, rng, forms=None):
        p = self.pt
        if forms is None:
            forms = ["full", "title", "first", "full", "title", "finit"] if self.kind != "child" \
                else ["full", "first", "first", "nick" if p.nick else "first"]
        f = pick(rng, forms)
        if f == "title":
            return [self.title(rng) + " ", Ph(p.last, "PATIENT")]
        return p.name(rng, f)

    def cage(self, rng):
        """Child chronological age: compound ages are one span (see README)."""
        y, m = self.age, self.age_m
        tot = y * 12 + m
        k = rng.randint(0, 6)
        if k == 0:
            return Ph("%d;%d" % (y, m), "AGE")
        if k == 1:
            return Ph("%d;%02d" % (y, m), "AGE")
        if k == 2:
            return Ph("%dy %dm" % (y, m), "AGE")
        if k == 3:
            return Ph("%d years %d months" % (y, m), "AGE")
        if k == 4:
            return Ph("%d yrs %d mths" % (y, m), "AGE")
        if k == 5 and tot < 48:
            return [Ph(str(tot), "AGE"), " months"]
        return [Ph(str(y), "AGE"), pick(rng, [" years", " yrs", "-year-old", " y"])]

    def aage(self, rng, forms=None):
        a = str(self.age)
        f = pick(rng, forms or ["yo", "yo", "year", "yrold", "aged", "yo2", "y/o"])
        if f == "yo":
            return [Ph(a, "AGE"), pick(rng, [" yo", "yo", " y.o.", " yr old"])]
        if f == "year":
            return [Ph(a, "AGE"), pick(rng, ["-year-old", " year old", "-yr-old"])]
        if f == "yrold":
            return [Ph(a, "AGE"), " years old"]
        if f == "aged":
            return [pick(rng, ["aged ", "aged ", "age "]), Ph(a, "AGE")]
        if f == "yo2":
            return [Ph(a, "AGE"), pick(rng, ["yrs", " yrs"])]
        if f == "sex":
            return [Ph(a, "AGE"), pick(rng, [self.pt.sex, " " + self.pt.sex])]
        return [Ph(a, "AGE"), " y/o"]

    def d(self, rng, days=0, style=None):
        return Ph(fdate(rng, shift(self.visit, days), self.country, style), "DATE")

    def dobp(self, rng, style=None):
        from phi import fdob
        if style:
            return Ph(fdate(rng, self.dob, self.country, style), "DATE")
        return Ph(fdob(rng, self.dob, self.country), "DATE")
