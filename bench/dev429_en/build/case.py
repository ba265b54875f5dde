"""A case: one patient with their staff, sites, identifiers and dates, plus helpers
that return writable items (plain strings and P objects) for the genre writers."""
import datetime

from doc import P
import fake as F
import lesions as LS
import pool_people as PP
import pool_places as PL

COUNTRY_W = {"UK": 36, "US": 28, "CA": 12, "AU": 12, "IE": 12}
ROLE_SEX = {}


def add_months(d, m):
    y = d.year + (d.month - 1 + m) // 12
    mo = (d.month - 1 + m) % 12 + 1
    day = min(d.day, 28)
    return datetime.date(y, mo, day)


class Case(object):
    def __init__(self, rng, country=None, age=None, sex=None, lesion=None, device=False):
        self.rng = rng
        c = self.c = country or F.wchoice(rng, COUNTRY_W)
        self.us = c in ("US", "CA")
        self.dot = "." if c == "US" or (c == "CA" and rng.random() < 0.5) else ""
        start = datetime.date(2021, 1, 4)
        self.visit = start + datetime.timedelta(days=rng.randint(0, 1630))
        while self.visit.weekday() > 4:
            self.visit += datetime.timedelta(days=1)
        if age is None:
            key = lesion or LS.pick_key(rng)
            lo, hi = LS.AGES[key]
            age = rng.randint(lo, hi)
        else:
            key = lesion or LS.pick_key(rng, age)
        if device and key not in ("rtof", "fontan", "tga_atrial", "cctga", "ebstein"):
            key = rng.choice(["tga_atrial", "cctga", "rtof", "fontan"])
            lo, hi = LS.AGES[key]
            age = min(max(age, lo), hi)
        self.age = age
        self.dob = self.visit - datetime.timedelta(days=age * 365 + rng.randint(3, 360) + age // 4)
        self.L = LS.make(rng, key, age, self.dob.year)
        if device and not self.L["device"]:
            self.L["device"] = rng.choice(["pacer", "pacer", "icd"])
        self.pt = F.person(rng, c, sex=sex)
        self.sex = self.pt.sex
        self.abroad = rng.choice(PL.COUNTRIES[:20]) if rng.random() < 0.22 else None
        self.addr = F.address(rng, c)
        self.mrn = F.mrn(rng, c)
        self.nhs = F.nhs_number(rng) if c == "UK" else None
        self.plan = F.healthplan(rng, c)
        self.acct = F.account(rng, c)
        self.ssn = F.ssn(rng, c) if c in ("US", "CA", "IE") else None
        self.centre = rng.choice(PL.ACHD_CENTRES[c])
        self.centre_addr = F.address(rng, c)
        self.child_hosp = rng.choice(PL.CHILDRENS[c])
        self.local_hosp = rng.choice(PL.DISTRICT[c])
        self.practice = rng.choice(PL.PRACTICES[c])
        self.practice_addr = F.address(rng, c)
        self.tel = F.phone(rng, c)
        self.fax = F.phone(rng, c, "fax").split(" ext")[0].split(" x")[0]
        self.pt_phone = F.phone(rng, c, "mobile")
        self.team_email = F.team_email(rng)
        self.web = F.url(rng)
        self.prof = rng.choice(PP.PROFESSIONS)
        self.employer = rng.choice(PL.EMPLOYERS)
        self.staff = {}
        self.extra = {}
        self.dstyle = rng.choice(["num", "num", "long", "short"] + (["iso"] if c == "CA" else []))

    # -- people ---------------------------------------------------------
    def s(self, role, sex=None):
        if role not in self.staff:
            p = F.person(self.rng, self.c, sex=sex)
            while any(p.last == q.last for q in self.staff.values()) or p.last == self.pt.last:
                p = F.person(self.rng, self.c, sex=sex)
            self.staff[role] = p
        return self.staff[role]

    def dr(self, role, form="title_last"):
        p = self.s(role)
        t = "Dr" + self.dot + " "
        if form == "title_last":
            return [t, P(p.last, "DOCTOR")]
        if form == "title_full":
            return [t, P(p.full(), "DOCTOR")]
        if form == "full":
            return [P(p.full(), "DOCTOR")]
        if form == "init_last":
            return [t, P(p.init_last(), "DOCTOR")]
        if form == "comma":
            return [P(p.comma_mixed(), "DOCTOR")]
        if form == "prof":
            return ["Prof" + self.dot + " ", P(p.full() if self.rng.random() < 0.5 else p.last, "DOCTOR")]
        if form == "first":
            return [P(p.first, "DOCTOR")]
        if form == "initials":
            return [P(p.initials(), "DOCTOR")]
        raise ValueError(form)

    def nm(self, role, form="full"):
        """A non-doctor staff member (no Dr title)."""
        p = self.s(role)
        v = {"full": p.full(), "first": p.first, "last": p.last, "init_last": p.init_last(),
             "initials": p.initials(), "comma": p.comma_mixed()}[form]
        return [P(v, "DOCTOR")]

    def ptitle(self):
        if self.sex == "M":
            t = "Mr"
        else:
            t = self.rng.choice(["Ms", "Mrs", "Miss", "Ms"])
        return t + self.dot

    def pn(self, form="full"):
        p = self.pt
        v = {"full": p.full(), "first": p.first, "last": p.last, "comma": p.comma(),
             "comma_mixed": p.comma_mixed(), "full_mid": p.full_mid(), "initials": p.initials(),
             "upper": p.full().upper()}[form]
        return P(v, "PATIENT")

    def pt_title_last(self):
        return [self.ptitle() + " ", P(self.pt.last, "PATIENT")]

    def he(self):
        return "he" if self.sex == "M" else "she"

    def his(self):
        return "his" if self.sex == "M" else "her"

    def him(self):
        return "him" if self.sex == "M" else "her"

    def spouse(self):
        if "spouse" not in self.extra:
            self.extra["spouse"] = self.rng.choice(["partner", "wife" if self.sex == "M" else "husband"])
        return self.extra["spouse"]

    def known_rel(self, default):
        rels = sorted(k[4:] for k in self.staff if k.startswith("fam_"))
        return rels[0] if rels else default

    def grade(self, kind="junior"):
        if self.c == "US":
            return self.rng.choice(["PGY-1", "PGY-2", "resident", "intern"]) if kind == "junior" else "cardiology fellow"
        if self.c == "CA":
            return self.rng.choice(["PGY-2", "resident"]) if kind == "junior" else "cardiology fellow"
        if self.c == "AU":
            return self.rng.choice(["RMO", "intern", "BPT1"]) if kind == "junior" else "cardiology AT"
        if self.c == "IE":
            return self.rng.choice(["SHO", "intern", "BST"]) if kind == "junior" else "SpR"
        return self.rng.choice(["FY1", "FY2", "CT1", "SHO", "IMT2"]) if kind == "junior" else "SpR"

    def fam(self, rel=None, form="first"):
        rel = rel or self.rng.choice(["mother", "father", "partner", "sister", "brother", "wife",
                                      "husband", "aunt", "friend"])
        key = "fam_" + rel
        if key not in self.staff:
            sx = "F" if rel in ("mother", "sister", "wife", "aunt") else (
                "M" if rel in ("father", "brother", "husband") else None)
            p = F.person(self.rng, self.c, sex=sx)
            if rel in ("mother", "father", "sister", "brother", "aunt") and self.rng.random() < 0.7:
                p.last = self.pt.last
            self.staff[key] = p
        p = self.staff[key]
        v = p.first if form == "first" else p.full()
        return rel, P(v, "FAMILY")

    # -- dates / ages ---------------------------------------------------
    def d(self, dt, style=None):
        return P(F.fmt_date(dt, style or self.dstyle, self.c), "DATE")

    def dv(self, style=None):
        return self.d(self.visit, style)

    def rel(self, days):
        return self.visit + datetime.timedelta(days=days)

    def age_p(self, n=None):
        return P(str(self.age if n is None else n), "AGE")

    def event_items(self, e, style=0):
        """One history line for a surgical event."""
        rng = self.rng
        m = e["m"]
        when = add_months(self.dob, m) if m else self.dob + datetime.timedelta(days=rng.randint(2, 20))
        if m == 0:
            age = ["aged ", P(str(rng.randint(2, 21)), "AGE"), " days"]
        elif m < 24:
            age = ["aged ", P(str(m), "AGE"), " months" if m > 1 else " month"]
        else:
            age = ["aged ", P(str(m // 12), "AGE")] if rng.random() < 0.6 else ["age ", P(str(m // 12), "AGE"), " yrs"]
        yr = self.d(when, rng.choice(["y", "y", "y", "mony", "mmyy"]))
        where = []
        if e["where"] == "child":
            if self.abroad and m < 120:
                where = [" in ", P(self.abroad, "COUNTRY")]
            elif rng.random() < 0.7:
                where = [", ", P(self.child_hosp, "HOSPITAL")]
        elif e["where"] == "centre" and rng.random() < 0.5:
            where = [", ", P(self.centre if rng.random() < 0.6 else self.local_hosp, "HOSPITAL")]
        txt = e["text"]
        if style == 0:
            return [txt[0].upper() + txt[1:], " ", age, " (", yr, ")", where]
        if style == 1:
            return [yr, ": ", txt, " (", age, ")", where]
        return [yr, " - ", txt, where]

    def hist_block(self, d, bullet="- ", indent=""):
        style = self.rng.randint(0, 2)
        for e in self.L["events"]:
            d.ln(indent, bullet, self.event_items(e, style))

    # -- addresses -------------------------------------------------------
    def pt_addr(self, sep="\n"):
        return F.addr_items(self.addr, self.c, sep)

    def centre_block(self, d):
        d.ln(P(self.centre, "HOSPITAL"))
        d.ln(self.rng.choice(["Adult Congenital Heart Disease Service", "ACHD Unit",
                              "Department of Cardiology - Adult Congenital Heart Disease",
                              "Congenital Heart Centre"]))
        if self.rng.random() < 0.45:
            d.ln(P(self.rng.choice(PL.BUILDINGS), "LOCATION_OTHER"))
        d.ln(F.addr_items(self.centre_addr, self.c, ", "))
        d.w("Tel: ", P(self.tel, "PHONE"), "   Fax: ", P(self.fax, "FAX")).nl()
        if self.rng.random() < 0.6:
            d.ln("Email: ", P(self.team_email, "EMAIL"))
        if self.rng.random() < 0.3:
            d.ln(P(self.web, "URL"))

    def ids_line(self, d, sep="   "):
        """Patient identifier line appropriate to the country."""
        rng = self.rng
        items = [[rng.choice(["DOB: ", "D.O.B. ", "DOB "]), self.d(self.dob, rng.choice(["num", self.dstyle]))]]
        if self.c == "UK":
            items.append([rng.choice(["Hosp No: ", "Hospital No. ", "MRN: "]), P(self.mrn, "MRN")])
            items.append([rng.choice(["NHS No: ", "NHS Number: "]), P(self.nhs, "MRN")])
        elif self.c == "US":
            items.append(["MRN: ", P(self.mrn, "MRN")])
            if rng.random() < 0.5:
                items.append([rng.choice(["Acct #: ", "FIN: ", "Encounter: "]), P(self.acct, "ACCOUNT")])
        elif self.c == "CA":
            items.append(["MRN: ", P(self.mrn, "MRN")])
            items.append([rng.choice(["HCN: ", "Health Card: ", "PHN: "]), P(self.plan, "HEALTHPLAN")])
        elif self.c == "AU":
            items.append([rng.choice(["UR: ", "URN: ", "MRN: "]), P(self.mrn, "MRN")])
            if rng.random() < 0.6:
                items.append(["Medicare: ", P(self.plan, "HEALTHPLAN")])
        else:
            items.append([rng.choice(["MRN: ", "Hosp No: ", "Chart No: "]), P(self.mrn, "MRN")])
            if rng.random() < 0.5:
                items.append(["Medical card: ", P(self.plan, "HEALTHPLAN")])
        for i, it in enumerate(items):
            d.w(sep if i else "", it)
        d.nl()

    def lic(self, role, kind="doctor"):
        key = "lic_" + role + kind
        if key not in self.extra:
            self.extra[key] = F.license_no(self.rng, self.c, kind)
        return [F.license_label(self.c, kind), " ", P(self.extra[key], "LICENSE")]

    def user(self, role):
        p = self.s(role)
        key = "user_" + role
        if key not in self.extra:
            self.extra[key] = F.username(self.rng, p.first, p.last)
        return P(self.extra[key], "USERNAME")

    def creds(self):
        return self.rng.choice({"UK": PP.CREDS_UK, "US": PP.CREDS_US, "CA": PP.CREDS_CA,
                                "AU": PP.CREDS_AU, "IE": PP.CREDS_IE}[self.c])

    def gp_word(self):
        return {"UK": "GP", "IE": "GP", "AU": "GP", "US": "PCP", "CA": "family physician"}[self.c]
