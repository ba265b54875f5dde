"""Per-note context: invented people, places, dates, and shared rendering helpers."""
import datetime as dt
import re

import pools
from core import P, Loc, words, date_between, digits, letters

SAINTS = ["Brigid", "Columba", "Luke", "Agnes", "Aidan", "Jude", "Cuthbert", "Anselm", "Monica", "Vincent",
          "Kevin", "Hilda", "Oswald", "Bride", "Ita"]
EMAIL_DOM = {"US": ["example.com", "mailbox.example", "inboxly.net", "postmail.us"],
             "UK": ["example.co.uk", "mailpost.co.uk", "example.com", "inboxly.net"],
             "CA": ["example.ca", "mailbox.example", "inboxly.net"],
             "AU": ["example.com.au", "mailpost.com.au", "inboxly.net"],
             "IE": ["example.ie", "eirmail.example", "inboxly.net"],
             "NZ": ["example.co.nz", "kiwipost.example", "inboxly.net"]}
TLD = {"US": ".org", "UK": ".org.uk", "CA": ".ca", "AU": ".com.au", "IE": ".ie", "NZ": ".org.nz"}
CRED = {"US": ["MD", "DO", "MD, MPH", "NP", "PA-C", "RN", "FNP-BC"],
        "UK": ["MBChB, MFOM", "MRCGP", "RGN, OHNP", "MBBS", "FFOM", "SCPHN(OH)"],
        "CA": ["MD, CCFP", "MD, FRCPC", "RN", "NP", "MD"],
        "AU": ["MBBS, FAFOEM", "FRACGP", "RN", "MBBS", "FACRRM"],
        "IE": ["MB, MICGP", "MRCPI", "RGN", "MB BCh BAO", "LFOM"],
        "NZ": ["MBChB, FAFOEM", "FRNZCGP", "RN", "MBChB"]}


def slug(s):
    return re.sub(r"[^a-z0-9]", "", s.lower())


class Person:
    def __init__(self, r, typ, sex=None, given=None, surname=None):
        self.r = r
        self.typ = typ
        self.sex = sex or r.choice("MF")
        self.given = given or r.choice(pools.MALE if self.sex == "M" else pools.FEMALE)
        self.surname = surname or r.choice(pools.SURNAMES)
        self.mid = r.choice("ABCDEFGHJKLMNPRSTW") if r.random() < 0.45 else None

    def p(self, s):
        return P(s, self.typ)

    @property
    def full(self):
        return self.p(f"{self.given} {self.surname}")

    def name(self, style=None):
        r = self.r
        if style is None:
            style = r.choice(["full", "full", "mid", "lastfirst", "caps", "init", "given"])
        g, s, m = self.given, self.surname, self.mid
        if style == "full":
            return self.p(f"{g} {s}")
        if style == "mid":
            return self.p(f"{g} {m}. {s}" if m else f"{g} {s}")
        if style == "lastfirst":
            return self.p(f"{s}, {g}")
        if style == "caps":
            return self.p(f"{s.upper()}, {g.upper()}" + (f" {m}" if m else ""))
        if style == "init":
            return self.p(f"{g[0]}. {s}")
        if style == "given":
            return self.p(g)
        if style == "sur":
            return self.p(s)
        if style == "initials":
            return self.p(f"{g[0]}.{s[0]}.")
        if style == "initials_lc":
            return self.p(f"{g[0].lower()}{s[0].lower()}")
        raise ValueError(style)

    def titled(self, loc, title=None):
        dot = "." if loc in ("US", "CA") else ""
        if title is None:
            if getattr(self, "_title", None) is None:
                self._title = "Mr" if self.sex == "M" else self.r.choice(["Ms", "Mrs", "Ms", "Miss"] if loc != "US" else ["Ms", "Mrs"])
            title = self._title
        return [f"{title}{dot} ", self.p(self.surname)]

    def dr(self, loc):
        dot = "." if loc in ("US", "CA") and self.r.random() < 0.7 else ""
        return [f"Dr{dot} ", self.p(self.surname)]

    def email(self, loc):
        r = self.r
        g, s = slug(self.given), slug(self.surname)
        local = r.choice([f"{g}.{s}", f"{g[0]}{s}", f"{g}{s}{r.randint(1, 99)}", f"{s}.{g[0]}", f"{g}_{s}"])
        return P(f"{local}@{r.choice(EMAIL_DOM[loc])}", "EMAIL")

    def username(self):
        r = self.r
        g, s = slug(self.given), slug(self.surname)
        return P(r.choice([f"{g[0]}{s}", f"{g[0]}{s}{r.randint(1, 9)}", f"{s[:6]}{g[:2]}", f"{g}.{s}",
                           f"{g[0]}{s[:5]}{r.randint(10, 99)}"]), "USERNAME")

    @property
    def he(self):
        return "he" if self.sex == "M" else "she"

    @property
    def his(self):
        return "his" if self.sex == "M" else "her"

    @property
    def him(self):
        return "him" if self.sex == "M" else "her"


class Ctx:
    def __init__(self, r, locode, genre, age_range=(19, 64)):
        self.r = r
        self.L = locode
        self.loc = Loc(locode, r)
        self.genre = genre
        self.pt = Person(r, "PATIENT")
        self.age = r.randint(*age_range)
        self.vd = date_between(r, dt.date(2019, 1, 7), dt.date(2025, 9, 30))
        self.dob = self.vd - dt.timedelta(days=365 * self.age + r.randint(10, 350))
        self.dstyle = r.randrange(10) if r.random() < 0.5 else r.choice([0, 1, 3, 8])
        self.docs = [Person(r, "DOCTOR") for _ in range(4)]
        self.fam = [Person(r, "FAMILY") for _ in range(4)]
        self.fam[0].surname = self.pt.surname if r.random() < 0.6 else self.fam[0].surname
        self.employer = self.org()
        self.occ = r.choice(pools.OCCUPATIONS)
        self.cred = [r.choice(CRED[locode]) for _ in range(4)]

    def kin(self, p, kind):
        """Relationship word that agrees with the invented relative's sex."""
        m = p.sex == "M"
        if kind == "spouse":
            return self.r.choice(["husband" if m else "wife", "partner"])
        return {"child": "son" if m else "daughter", "parent": "father" if m else "mother",
                "sibling": "brother" if m else "sister"}[kind]

    def holiday(self):
        return P(self.r.choice({"US": ["Veterans Day", "Memorial Day", "Thanksgiving", "Christmas", "the Fourth of July"],
                                "UK": ["Remembrance Sunday", "Christmas", "Boxing Day", "Easter"],
                                "CA": ["Remembrance Day", "Canada Day", "Thanksgiving", "Christmas"],
                                "AU": ["Anzac Day", "Christmas", "Australia Day", "Easter"],
                                "IE": ["St Patrick's Day", "Christmas", "Easter", "St Stephen's Day"],
                                "NZ": ["Anzac Day", "Waitangi Day", "Christmas", "Matariki"]}[self.L]).removeprefix("the "), "DATE")

    # ------------------------------------------------------------- names/places
    def date(self, d=None, style=None):
        d = d or self.vd
        if style is None:
            style = self.dstyle if self.r.random() < 0.75 else self.r.randrange(10)
        if style % 10 in (7, 9) and self.L not in ("CA",):
            style = self.dstyle if self.dstyle % 10 not in (7, 9) else 0
        return self.loc.date(d, style)

    def days(self, n):
        return self.vd + dt.timedelta(days=n)

    def org(self):
        r = self.r
        sfx = r.choice(pools.ORG_SFX[self.L])
        base = r.choice([f"{r.choice(pools.ORG_A)} {r.choice(pools.ORG_B)}",
                         f"{r.choice(self.loc.towns)} {r.choice(pools.ORG_B)}",
                         f"{r.choice(pools.SURNAMES)} & {r.choice(pools.SURNAMES)} {r.choice(pools.ORG_B)}"])
        return P(f"{base} {sfx}".strip(), "ORGANIZATION")

    def hospital(self):
        r, L = self.r, self.L
        t = r.choice(self.loc.towns)
        opts = [f"{t} General Hospital", f"St {r.choice(SAINTS)}'s Hospital", f"{r.choice(pools.SURNAMES)} Memorial Hospital"]
        if L == "US":
            opts += [f"{t} Regional Medical Center", f"St. {r.choice(SAINTS)}'s Medical Center"]
        elif L in ("AU", "NZ"):
            opts += [f"{t} Base Hospital", f"{t} District Hospital"]
        elif L == "IE":
            opts += [f"University Hospital {t}", f"{t} Regional Hospital"]
        elif L == "UK":
            opts += [f"{t} Royal Infirmary", f"{t} Community Hospital"]
        else:
            opts += [f"{t} Health Sciences Centre", f"{t} District Health Centre"]
        return P(r.choice(opts), "HOSPITAL")

    def gp(self):
        r, L = self.r, self.L
        st = r.choice(pools.STREET_NAMES)
        t = r.choice(self.loc.towns)
        if L == "UK":
            s = r.choice([f"{st} Surgery", f"{t} Medical Practice", f"{st} Lane Health Centre"])
        elif L == "US":
            s = r.choice([f"{t} Family Medicine", f"{st} Primary Care", f"{t} Community Health Center"])
        elif L == "CA":
            s = r.choice([f"{t} Family Health Team", f"{st} Medical Clinic", f"{t} Community Health Centre"])
        elif L == "IE":
            s = r.choice([f"{st} Medical Centre", f"{t} Family Practice", f"{t} Health Centre"])
        else:
            s = r.choice([f"{t} Medical Centre", f"{st} Family Practice", f"{st} Health"])
        return P(s, "HOSPITAL")

    def clinic(self, kind):
        r = self.r
        t = r.choice(self.loc.towns)
        a = r.choice(pools.ORG_A)
        table = {
            "occ": [f"{t} Occupational Health", f"WorkWell {t}", f"{a} Occupational Medicine",
                    f"{t} Occupational Health Service", f"{a} Workplace Health"],
            "drive": [f"{t} Transport Medicals", f"{a} Aviation Medicine", f"{t} Driver Medical Centre",
                      f"{a} Fitness-to-Fly Clinic"],
            "mil": {"US": [f"{t} VA Clinic", f"{t} VA Community Based Outpatient Clinic", f"{a} Vet Center"],
                    "UK": [f"{t} Medical Centre", f"{t} Veterans' Mental Health Service", f"{a} Regional Rehabilitation Unit"],
                    "CA": [f"{t} Operational Stress Injury Clinic", f"{t} Canadian Forces Health Services Centre"],
                    "AU": [f"{t} Garrison Health Centre", f"{t} Open Arms Clinic", f"{a} Veterans Medical"],
                    "IE": [f"{t} Barracks Medical Aid Post", f"{a} Veterans Clinic"],
                    "NZ": [f"{t} Camp Health Centre", f"{a} Veterans Clinic"]}[self.L],
            "prison": [f"{t} Healthcare Centre", f"Health Services Unit, {t}", f"{a} Wing Health Unit"],
            "homeless": [f"{t} Street Health", f"{a} Outreach Clinic", f"{t} Inclusion Health Team",
                         f"{t} Mobile Health Van"],
            "refugee": [f"{t} Refugee Health Clinic", f"{a} New Arrivals Clinic", f"{t} Asylum Health Service"],
            "sports": [f"{t} Sports Medicine Clinic", f"{a} Sports Injury Clinic", f"{t} Student Health Centre"],
            "social": [f"{t} Primary Care Network", f"{r.choice(pools.STREET_NAMES)} Surgery", f"{t} Wellbeing Hub"],
        }
        return P(r.choice(table[kind]), "HOSPITAL")

    def url(self, name_p, path=None):
        r = self.r
        s = slug(name_p.v)[:30]
        base = r.choice([f"www.{s}{TLD[self.L]}", f"https://www.{s}{TLD[self.L]}", f"{s}{TLD[self.L]}"])
        if path is None:
            path = r.choice(["", "/portal", "/referrals", "/patients/login", "/forms/consent", "/book"])
        return P(base + path, "URL")

    def org_email(self, name_p, local=None):
        local = local or self.r.choice(["referrals", "occhealth", "admin", "reception", "clinic", "enquiries"])
        return P(f"{local}@{slug(name_p.v)[:18]}{TLD[self.L]}", "EMAIL")

    def ip(self):
        r = self.r
        return P(r.choice([f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
                           f"192.168.{r.randint(0, 255)}.{r.randint(1, 254)}",
                           f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
                           f"203.0.113.{r.randint(1, 254)}", f"198.51.100.{r.randint(1, 254)}"]), "IPADDR")

    # ------------------------------------------------------------- rendering helpers
    def age_items(self, age=None, style=None):
        age = self.age if age is None else age
        r = self.r
        sx = self.pt.sex
        if style is None:
            style = r.choice(["yo", "yearold", "yearold", "aged", "sexage", "word", "yo2", "yrs"])
        if style == "yo":
            return [P(str(age), "AGE"), " yo"]
        if style == "yo2":
            return [P(str(age), "AGE"), "yo"]
        if style == "yearold":
            return [P(str(age), "AGE"), "-year-old"]
        if style == "aged":
            return ["aged ", P(str(age), "AGE")]
        if style == "sexage":
            return [P(str(age), "AGE"), " " + sx if r.random() < 0.5 else sx]
        if style == "word":
            return [P(words(age), "AGE"), "-year-old"]
        return [P(str(age), "AGE"), " yrs"]

    def pref(self, style=None):
        """Narrative reference to the patient."""
        r = self.r
        if style is None:
            style = r.choice(["titled", "titled", "given", "full", "pron", "pron"])
        if style == "titled":
            return self.pt.titled(self.L)
        if style == "given":
            return self.pt.name("given")
        if style == "full":
            return self.pt.name("full")
        return "The patient" if r.random() < 0.5 else ("The employee" if self.genre in ("occ", "preemp") else "The patient")

    def drname(self, i=0, style=None):
        d = self.docs[i]
        r = self.r
        style = style or r.choice(["dr", "full_cred", "full"])
        if style == "dr":
            return d.dr(self.L)
        if style == "full_cred":
            return [d.name(r.choice(["full", "mid"])), ", " + self.cred[i]]
        return [d.name("full")]

    def section(self, b, title):
        r = self.r
        st = getattr(self, "_secstyle", None)
        if st is None:
            st = self._secstyle = r.choice(["caps", "colon", "md", "under"])
        if st == "caps":
            b("\n" + title.upper() + ":\n")
        elif st == "colon":
            b("\n" + title + ":\n")
        elif st == "md":
            b("\n## " + title + "\n")
        else:
            b("\n" + title + "\n" + "-" * len(title) + "\n")

    def kv(self, b, rows, style=None):
        """rows: list of (label, items)."""
        r = self.r
        style = style or r.choice(["kv", "kv", "table", "pad", "inline"])
        rows = [x for x in rows if x is not None]
        if style == "kv":
            for k, v in rows:
                b(f"{k}: ", v, "\n")
        elif style == "pad":
            w = max(len(k) for k, _ in rows) + 2
            for k, v in rows:
                b(f"{k}".ljust(w, "."), " ", v, "\n")
        elif style == "table":
            b("| Field | Detail |\n|---|---|\n")
            for k, v in rows:
                b(f"| {k} | ", v, " |\n")
        else:
            for i, (k, v) in enumerate(rows):
                b(f"{k}: ", v, " | " if i % 3 != 2 and i != len(rows) - 1 else "\n")

    def signature(self, b, i=0, clinic=None, role=None, user=False, phone=True):
        r = self.r
        d = self.docs[i]
        role = role or ""
        st = r.choice(["block", "esign", "short", "block"])
        if st == "block":
            b("\n", r.choice(["", "Yours sincerely,\n\n", "Kind regards,\n\n", "Signed,\n"]))
            b(d.name(r.choice(["full", "mid"])), ", " + self.cred[i] + "\n")
            if role:
                b(role + "\n")
            if clinic is not None:
                b(clinic, "\n")
            lab, lic = self.loc.clin_licence()
            b(f"{lab}: ", lic, "\n")
            if phone:
                b("Tel: ", self.loc.phone("ext"), r.choice(["", "  Fax: "]))
                if b.buf[-1].endswith("Fax: "):
                    b(self.loc.phone("land", "FAX"))
                b("\n")
        elif st == "esign":
            b("\nElectronically signed by ", d.name("full"), ", " + self.cred[i], " on ", self.date(), f" at {r.randint(7, 19):02d}:{r.randint(0, 59):02d}")
            if user:
                b(" (user ", d.username(), ")")
            b(".\n")
        else:
            b("\n-- ", d.name(r.choice(["init", "full"])), " " + self.cred[i].split(",")[0])
            if role:
                b(", " + role)
            b("\n")

    def admin_footer(self, b, ip=False, acct=True, user=True):
        r = self.r
        parts = []
        if acct:
            parts.append((r.choice(["Encounter #", "Visit no.", "Acct", "Billing account", "Episode ID"]),
                          P(r.choice([digits(r, 9), f"{digits(r, 4)}-{digits(r, 4)}", f"V{digits(r, 8)}",
                                      f"ENC-{digits(r, 7)}"]), "ACCOUNT")))
        if user:
            clerk = self.docs[3]
            parts.append(("Entered by", clerk.username()))
        if ip:
            parts.append(("Session IP", self.ip()))
        if not parts:
            return
        b("\n")
        for i, (k, v) in enumerate(parts):
            b(f"{k}: ", v, "  " if i < len(parts) - 1 else "\n")
