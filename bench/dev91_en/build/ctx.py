"""Per-note context: one patient with invented details, plus staff, family, site and identifiers."""
import datetime as dt

import pools as PL
import compose as C
from compose import P
import negs as NG


def rand_date(rng, lo=dt.date(2019, 1, 1), hi=dt.date(2025, 6, 30)):
    return lo + dt.timedelta(days=rng.randint(0, (hi - lo).days))


def rand_age(rng):
    r = rng.random()
    if r < 0.03:
        return rng.randint(0, 17)
    if r < 0.13:
        return rng.randint(90, 104)
    if r < 0.45:
        return rng.randint(18, 59)
    return rng.randint(60, 89)


class Ctx:
    def __init__(self, rng, region, parent=None, min_age=0):
        self.rng, self.region = rng, region
        self.pt = C.Person(rng)
        self.sx = self.pt.sex
        self.age = rand_age(rng)
        self.base = rand_date(rng)
        self.dob = self.base - dt.timedelta(days=365 * self.age + rng.randint(1, 360))
        self.hosp = rng.choice(PL.HOSPITALS[region])
        self.ward = rng.choice(PL.WARDS[region])
        self.practice = rng.choice(PL.PRACTICES[region])
        self.addr = C.address(rng, region)
        self.mrn = C.mrn(rng, region)
        self.staff = [C.Person(rng) for _ in range(8)]
        self.fam = []
        for _ in range(3):
            rel = rng.choice(PL.RELATIONS)
            sex = "F" if rel in ("wife", "daughter", "sister", "mother", "niece", "granddaughter",
                                 "daughter-in-law") else ("M" if rel in ("husband", "son", "brother", "father",
                                                                         "nephew", "grandson", "son-in-law") else None)
            p = C.Person(rng, sex)
            if rel not in ("neighbour", "friend", "carer", "partner") and rng.random() < 0.6:
                p.sur = self.pt.sur
            self.fam.append((rel, p))
        self.prof = rng.choice(PL.PROFESSIONS)
        self.employer = rng.choice(PL.EMPLOYERS)
        self.country = rng.choice(PL.COUNTRIES)
        while self.age < min_age:
            self.age = rand_age(rng)
        if parent is not None:
            self.staff, self.hosp, self.ward = parent.staff, parent.hosp, parent.ward
            self.base = parent.base
        self.dob = self.base - dt.timedelta(days=365 * self.age + rng.randint(1, 360))

    def child(self, min_age=0):
        return Ctx(self.rng, self.region, parent=self, min_age=min_age)

    # -- names
    def ptn(self, style=None):
        return P("PATIENT", self.pt.form(self.rng, style))

    def ptt(self):
        """title + surname or full name"""
        r = self.rng
        return f"{C.title_for(self.pt, r)} " + P("PATIENT", r.choice([self.pt.sur, self.pt.sur, f"{self.pt.given} {self.pt.sur}"]))

    def pt_any(self):
        r = self.rng
        return r.choice([self.ptt, lambda: self.ptn(), lambda: self.ptn("full"), lambda: self.ptn("given")])()

    def doc(self, i=None, style=None):
        p = self.staff[i if i is not None else self.rng.randrange(len(self.staff))]
        return P("DOCTOR", p.form(self.rng, style))

    def drn(self, i=None):
        r = self.rng
        p = self.staff[i if i is not None else r.randrange(len(self.staff))]
        return f"{r.choice(C.DR_TITLES)} " + P("DOCTOR", r.choice([p.sur, p.sur, f"{p.given} {p.sur}", f"{p.given[0]}. {p.sur}"]))

    def signed(self, i=None, creds=None):
        r = self.rng
        p = self.staff[i if i is not None else r.randrange(len(self.staff))]
        creds = creds or ["RN", "EN", "RGN", "CNM", "NP", "MD", "MBBS", "RN", "PA-C", "DO"]
        nm = P("DOCTOR", r.choice([f"{p.given} {p.sur}", f"{p.given} {p.mid}. {p.sur}", f"{p.given[0]}. {p.sur}",
                                     f"{p.sur.upper()}, {p.given.upper()}"]))
        return nm + r.choice([", ", " "]) + NG.cred(r, creds)

    def ini(self, i=None):
        p = self.staff[i if i is not None else self.rng.randrange(len(self.staff))]
        return P("DOCTOR", self.rng.choice([p.init(), p.init(), p.init().lower(), f"{p.init()[0]}.{p.init()[1]}."]))

    def fam_n(self, k=0, style=None):
        rel, p = self.fam[k % len(self.fam)]
        r = self.rng
        st = style or r.choice(["given", "given", "full", "title"])
        if st == "title":
            return f"{rel} {C.title_for(p, r)} " + P("FAMILY", p.sur)
        return f"{rel} " + P("FAMILY", p.form(r, st))

    # -- ages / dates
    def age_sh(self, age=None, sx=None):
        r = self.rng
        a = self.age if age is None else age
        sx = sx or self.sx
        A = P("AGE", str(a))
        if a < 1 or (a < 2 and r.random() < 0.7):
            return f"{P('AGE', str(r.randint(2, 11)))} months old" if r.random() < 0.5 else f"{P('AGE', str(r.randint(1, 20)))}/12"
        return r.choice([f"{A} yo", f"{A}yo {sx}", f"{A} {sx}", f"{A}{sx}", f"aged {A}", f"{A}-year-old",
                         f"{A}y {sx}", f"{sx} {A}", f"{A}/{sx}", f"age {A}", f"{A} y/o", f"{A}yo",
                         f"{P('AGE', C.words(a))} year old", f"{A}yrs"])

    def date(self, d=None, style=None):
        return P("DATE", C.fmt_date(d or self.base, self.rng, self.region, style))

    def sdate(self, d=None):
        return P("DATE", C.fmt_short(d or self.base, self.rng, self.region))

    def anydate(self, d=None):
        return self.date(d) if self.rng.random() < 0.5 else self.sdate(d)

    def dob_s(self):
        return self.date(self.dob)

    def rel_day(self, k):
        return self.base + dt.timedelta(days=k)

    # -- places
    def hosp_s(self):
        h = self.hosp
        if h in PL.HOSP_ABBR and self.rng.random() < 0.3:
            h = PL.HOSP_ABBR[h]
        return P("HOSPITAL", h)

    def ward_s(self):
        return P("HOSPITAL", self.ward)

    def bed(self):
        r = self.rng
        return r.choice([f"bed {P('LOCATION_OTHER', str(r.randint(1, 32)))}",
                         f"bay {P('LOCATION_OTHER', str(r.randint(1, 6)))} bed {P('LOCATION_OTHER', str(r.randint(1, 6)))}",
                         f"rm {P('LOCATION_OTHER', str(r.randint(100, 820)) + r.choice(['', 'A', 'B']))}",
                         f"room {P('LOCATION_OTHER', str(r.randint(2, 40)))}",
                         f"side room {P('LOCATION_OTHER', str(r.randint(1, 9)))}",
                         f"cubicle {P('LOCATION_OTHER', str(r.randint(1, 24)))}",
                         f"bed {P('LOCATION_OTHER', r.choice('ABCDEF') + str(r.randint(1, 12)))}"])

    def addr_s(self):
        return C.addr_line(self.addr, self.rng)

    def phone_s(self, ext=False):
        return P("PHONE", C.phone(self.rng, self.region, ext))

    def social(self):
        """A social-history sentence with profession / employer / family / country (one profession phrase)."""
        r = self.rng
        if self.age < 18:
            prof = r.choice([f"lives with {self.fam_n(0)}, {C.prof_a(self.prof)}",
                             f"attends {P('ORGANIZATION', r.choice(['Ridgeview Primary School', 'Westfield Community College', 'Blue Wren Childcare']))}",
                             f"mum works as {C.prof_a(self.prof)}"])
        else:
            prof = r.choice([
                f"works as {C.prof_a(self.prof)} at {P('ORGANIZATION', self.employer)}",
                f"retired {P('PROFESSION', self.prof)}",
                f"{P('PROFESSION', self.prof)}, employed by {P('ORGANIZATION', self.employer)}",
                f"ex-{P('PROFESSION', self.prof)}",
                f"self-employed {P('PROFESSION', self.prof)}",
                f"occupation: {P('PROFESSION', self.prof)}"])
        opts = [
            f"lives with {self.fam_n(0)}",
            f"lives alone, {self.fam_n(1)} visits daily",
            f"{self.fam_n(2)} is {C.prof_a(r.choice(PL.PROFESSIONS))}",
            f"born in {P('COUNTRY', self.country)}, moved here {P('DATE', str(r.randint(1962, 2018)))}",
            f"recently returned from {P('COUNTRY', self.country)}",
            f"volunteers at {P('ORGANIZATION', r.choice(PL.EMPLOYERS))}",
            f"resident of {P('HOSPITAL', r.choice(PL.CARE_HOMES))}",
            f"last well at {P('DATE', r.choice(['Christmas', 'Easter', 'New Year', 'Boxing Day', 'Thanksgiving' if self.region == 'US' else 'Anzac Day' if self.region == 'AU' else 'Bonfire Night']))}",
        ]
        return "; ".join([prof] + r.sample(opts, r.randint(0, 2)))
