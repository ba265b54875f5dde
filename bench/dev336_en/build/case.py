"""A screening case: baby, family, staff, facilities, dates and identifiers,
all drawn from one shared random.Random."""

import datetime
from country import Country
from util import digits, letters, pick, chance
import pools_names as PN
import pools_places as PP


class Person:
    def __init__(self, given, family, sex, middle=None):
        self.given = given
        self.family = family
        self.sex = sex
        self.middle = middle

    def full(self):
        return "%s %s" % (self.given, self.family)

    def full_mid(self):
        if self.middle:
            return "%s %s. %s" % (self.given, self.middle[0], self.family)
        return self.full()

    def lf(self):
        return "%s, %s" % (self.family, self.given)

    def LF(self):
        return "%s, %s" % (self.family.upper(), self.given.upper())

    def short(self):
        return "%s. %s" % (self.given[0], self.family)

    def initials(self, dots=True):
        g = self.given[0]
        f = self.family.replace("O'", "O")[0]
        return "%s.%s." % (g, f) if dots else "%s%s" % (g, f)

    def any(self, rng):
        return pick(rng, [self.full(), self.full(), self.full_mid(), self.short(), self.lf()])


def group_for(rng, cc):
    mix = PN.MIX[cc]
    tot = sum(w for _, w in mix)
    x = rng.randrange(tot)
    for g, w in mix:
        if x < w:
            return g
        x -= w
    return mix[0][0]


def person(rng, cc, sex=None, family=None, group=None):
    sex = sex or pick(rng, ["F", "M"])
    group = group or group_for(rng, cc)
    fem, mal, sur = PN.POOLS[group]
    pool = fem if sex == "F" else mal
    given = pick(rng, pool)
    fam = family or pick(rng, sur)
    mid = pick(rng, pool) if chance(rng, 0.3) else None
    if mid == given:
        mid = None
    p = Person(given, fam, sex, mid)
    p.group = group
    return p


def username(rng, p):
    from util import ascii_fold
    g = ascii_fold(p.given).lower().replace("-", "")
    f = ascii_fold(p.family).lower().replace(" ", "").replace("'", "").replace("-", "")
    return pick(rng, [g[0] + f[:7], g[:1] + f[:6] + digits(rng, 1), f[:5] + g[:2],
                      g + "." + f, (g[0] + f)[:8] + digits(rng, 2), "%s%s%s" % (g[0], f[0], digits(rng, 4))])


class Staff(Person):
    pass


def staff(rng, cty, role):
    p = person(rng, cty.code)
    p.role = role
    kind = {"doc": "doc", "gp": "doc", "paed": "doc", "mw": "mw", "hv": "mw", "screener": "mw",
            "aud": "aud", "sci": "aud", "coord": "mw", "clerk": "mw", "nurse": "mw"}[role]
    p.lic = cty.license(kind)
    p.user = username(rng, p)
    return p


class Case:
    def __init__(self, rng, cc):
        r = self.r = rng
        c = self.c = Country(cc, rng)
        self.cc = cc
        self.sex = pick(r, ["M", "F"])
        grp = group_for(r, cc)
        self.group = grp
        self.mother = person(r, cc, "F", group=grp)
        surname = self.mother.family
        self.mother_age = r.randint(17, 44)
        pgrp = grp if chance(r, 0.8) else group_for(r, cc)
        self.partner = person(r, cc, "M" if chance(r, 0.9) else "F", group=pgrp)
        if chance(r, 0.55) and self.partner.sex == "M":
            self.partner.family = surname
        bsur = surname if chance(r, 0.6) else self.partner.family
        self.baby = person(r, cc, self.sex, bsur, group=pick(r, [grp, pgrp]))
        while self.baby.given in (self.mother.given, self.partner.given):
            self.baby = person(r, cc, self.sex, bsur, group=grp)
        self.baby.middle = None
        self.babyword = "boy" if self.sex == "M" else "girl"
        self.he = "he" if self.sex == "M" else "she"
        self.his = "his" if self.sex == "M" else "her"
        self.him = "him" if self.sex == "M" else "her"
        nsib = pick(r, [0, 0, 1, 1, 2])
        self.sibs = []
        for _ in range(nsib):
            s = person(r, cc, None, bsur, group=grp)
            self.sibs.append((s, r.randint(2, 12)))
        y = r.randint(2022, 2025)
        self.dob = datetime.date(y, 1, 1) + datetime.timedelta(days=r.randint(0, 364))
        self.tob = "%02d:%02d" % (r.randint(0, 23), r.randint(0, 59))
        self.gest_w = pick(r, [37, 38, 38, 39, 39, 39, 40, 40, 40, 41, 41, 36, 35, 42])
        self.gest = "%d+%d" % (self.gest_w, r.randint(0, 6))
        self.bw = r.randint(2450, 4400) if self.gest_w >= 37 else r.randint(1900, 2900)
        self.mother_dob = self.dob - datetime.timedelta(days=365 * self.mother_age + r.randint(30, 330))
        # contact and address
        self.addr = c.address()
        self.tel_home = c.phone()
        self.tel_mob = c.phone(mobile=True)
        self.tel_partner = c.phone(mobile=True)
        self.email = c.email(self.mother.given, self.mother.family)
        # identifiers
        self.mrn = c.mrn()
        self.mother_mrn = c.mrn()
        self.nat = c.nat_id()
        self.ssn = c.ssn()
        self.card = self.card_no()
        self.labno = self.lab_no()
        self.enc = pick(r, ["ENC", "V", "", "ADM"]) + digits(r, pick(r, [7, 8, 9]))
        # facilities
        self.town = self.addr["city"]
        self.hosp = c.hospital()
        self.ward = c.ward()
        self.bed = str(r.randint(1, 32)) + pick(r, ["", "", "A", "B"])
        self.practice = c.practice()
        self.practice_addr = c.address(False)
        self.practice_tel = c.phone()
        self.practice_fax = c.phone()
        self.lab = c.lab()
        self.lab_addr = c.address(False)
        self.lab_tel = c.phone()
        self.lab_fax = c.phone()
        self.lab_email = pick(r, ["nbs.lab", "newbornscreening", "screening.lab", "bloodspot"]) + "@" + \
            pick(r, ["example.org", "example.net", "lab.example.org", "health.example.com"])
        self.lab_url = pick(r, ["www.example.org/newborn-screening", "https://nbs.example.net/results",
                                "www.example.com/bloodspot", "https://screening.example.org/parents",
                                "example.org/nbs/info"])
        self.aud = c.audiology()
        self.aud_tel = c.phone()
        # staff
        self.gp = staff(r, c, "gp")
        self.midwife = staff(r, c, "mw")
        self.screener = staff(r, c, "screener")
        self.paed = staff(r, c, "paed")
        self.audiologist = staff(r, c, "aud")
        self.scientist = staff(r, c, "sci")
        self.coord = staff(r, c, "coord")
        self.clerk = staff(r, c, "clerk")
        self.hv = staff(r, c, "hv")
        # occupations
        self.mother_job = pick(r, PP.OCCUPATIONS + PP.STUDENT_OCC[:1])
        self.partner_job = pick(r, PP.OCCUPATIONS)
        self.origin = pick(r, PP.ORIGIN_BY_GROUP.get(grp, PP.ORIGIN_COUNTRIES))
        langs = PP.LANG_BY_GROUP.get(grp)
        self.language = pick(r, langs) if langs and chance(r, 0.6) else None
        # timings (days after birth)
        sd = {"UK": (4, 7), "IE": (3, 5), "US": (1, 2), "CA": (1, 3), "AU": (2, 3), "NZ": (2, 3),
              "ZA": (2, 4), "SG": (1, 3)}[cc]
        self.sample_day = r.randint(*sd)
        self.sample_date = self.dob + datetime.timedelta(days=self.sample_day)
        self.sample_hrs = self.sample_day * 24 + r.randint(-6, 8)
        self.recv_date = self.sample_date + datetime.timedelta(days=r.randint(1, 4))
        self.rep_date = self.recv_date + datetime.timedelta(days=r.randint(0, 3))
        self.hs_date = self.dob + datetime.timedelta(days=r.randint(0, 2))
        self.hs_hrs = (self.hs_date - self.dob).days * 24 + r.randint(4, 20)
        self.device_sn = self.serial()

    def d(self, days, base=None):
        return (base or self.dob) + datetime.timedelta(days=days)

    def wd(self, days, base=None):
        """a working day on or after base+days"""
        x = (base or self.dob) + datetime.timedelta(days=days)
        while x.weekday() >= 5:
            x += datetime.timedelta(days=1)
        return x

    def card_no(self):
        r = self.r
        return pick(r, ["%s%s" % (digits(r, 2), digits(r, 6)), "NBS-%s" % digits(r, 7),
                        "%s %s" % (digits(r, 4), digits(r, 4)), "K%s" % digits(r, 8),
                        "%s-%s" % (letters(r, 2), digits(r, 6))])

    def lab_no(self):
        r = self.r
        return pick(r, ["%02d-%s" % (self.r.randint(22, 25), digits(r, 6)), "NS%s" % digits(r, 7),
                        "L%s/%s" % (digits(r, 2), digits(r, 5)), "%s%s" % (letters(r, 1), digits(r, 8))])

    def serial(self):
        r = self.r
        return pick(r, ["%s-%s" % (digits(r, 2), digits(r, 5)), "SN%s" % digits(r, 7),
                        "%s%s" % (letters(r, 3), digits(r, 6)), "%s-%s-%s" % (letters(r, 2), digits(r, 4), letters(r, 1))])

    def D(self, d, style="num"):
        return self.c.date(d, style)

    def baby_reg(self):
        """registered name variants for the baby -> list of note items"""
        r = self.r
        k = r.randint(0, 5)
        if k == 0:
            return ["Baby ", self.babyword.capitalize(), " ", ("PATIENT", self.baby.family)]
        if k == 1:
            return [("PATIENT", self.baby.LF())]
        if k == 2:
            return ["BABY ", self.babyword.upper(), " ", ("PATIENT", self.baby.family.upper())]
        if k == 3:
            return ["Baby of ", ("FAMILY", self.mother.full())]
        return [("PATIENT", self.baby.full())]
