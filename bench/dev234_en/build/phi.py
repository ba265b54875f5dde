"""PHI value generators for dev234_en (author 234).

Every generator returns pieces for ``doc.Doc``: ``(text, TYPE)`` tuples, plain
strings, or lists of them.  All randomness comes from the ``random.Random``
handed in by make.py (seeded 234).
"""
import datetime as dt

import pools_names as PN
import pools_places as PP

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON = [m[:3] for m in MONTHS]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD3 = [w[:3] for w in WEEKDAYS]
NUMWORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
            "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
            "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
_SPACE_JOIN = {"de-Vries": "de Vries", "van-Dijk": "van Dijk", "Dela-Cruz": "Dela Cruz"}
_SURNAMES = [_SPACE_JOIN.get(s, s) for s in PN.SURNAMES if s != "Powys"]


def age_words(n):
    if n < 20:
        return NUMWORDS[n]
    t, u = divmod(n, 10)
    return TENS[t] + ("-" + NUMWORDS[u] if u else "")


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


class Person:
    def __init__(self, given, family, sex, middle, role, dot):
        self.given, self.family, self.sex, self.middle = given, family, sex, middle
        self.role, self.dot = role, dot
        self.nick = PN.NICKNAMES.get(given)

    def title(self, rng):
        if self.role == "DOCTOR":
            t = "Dr"
        elif self.sex == "M":
            t = "Mr"
        else:
            t = rng.choice(["Mrs", "Ms", "Ms", "Miss"])
        return t + ("." if self.dot else "")

    def n(self, style, rng, cred=None):
        """Render this person; ``style`` picks the surface form."""
        r, g, f, m = self.role, self.given, self.family, self.middle
        mi = (m[0] + ".") if m else ""
        if style == "full":
            out = [(g + " " + f, r)]
        elif style == "fullmid":
            out = [(g + (" " + mi if m else "") + " " + f, r)]
        elif style == "last":
            out = [(f, r)]
        elif style == "given":
            out = [(g, r)]
        elif style == "nick":
            out = [(self.nick or g, r)]
        elif style == "title":
            out = [self.title(rng) + " ", (f, r)]
        elif style == "titlefull":
            out = [self.title(rng) + " ", (g + " " + f, r)]
        elif style == "titleinit":
            out = [self.title(rng) + " ", (g[0] + (". " if self.dot else " ") + f, r)]
        elif style == "lastfirst":
            out = [(f + ", " + g + (" " + m[0] if m else ""), r)]
        elif style == "LASTFIRST":
            out = [(f.upper() + ", " + g.upper() + (" " + m[0] if m else ""), r)]
        elif style == "LASTfirst":
            out = [(f.upper() + " " + g, r)]
        elif style == "initials":
            if rng.random() < 0.5:
                out = [(g[0] + "." + (m[0] + "." if m else "") + f[0] + ".", r)]
            else:
                out = [(g[0] + (m[0] if m else "") + f[0], r)]
        elif style == "ginit":
            out = [(g + " " + f[0] + ".", r)]
        elif style == "iname":
            out = [(g[0] + ". " + f, r)]
        elif style == "inamenodot":
            out = [(g[0] + " " + f, r)]
        elif style == "lowerlogin":
            out = [(g[0].lower() + f.lower().replace(" ", "").replace("'", ""), r)]
        else:
            raise ValueError(style)
        if cred:
            out.append(rng.choice([", ", " ", ", "]) + cred)
        return out

    def any(self, rng, styles):
        return self.n(rng.choice(styles), rng)


class World:
    """Per-run pools plus helpers; ``c`` (country) and ``dot`` are set per note."""

    def __init__(self, rng):
        self.rng = rng
        self.c = "US"
        self.dot = True
        self.style = {}
        self.used_full = {}
        R = rng
        self.hosp = {"US": self._names(PP.US_HOSP_FORMS, 90), "UK": self._names(PP.UK_HOSP_FORMS, 90)}
        self.clinics = {"US": self._names(PP.US_CLINIC_FORMS, 80),
                       "UK": self._names(PP.UK_PRACTICE_FORMS, 80)}
        self.pharm = self._names(PP.PHARMACY_FORMS, 60)
        self.carehome = self._names(PP.CARE_HOME_FORMS, 30)
        self.orgs = self._names(PP.ORG_FORMS, 160)
        self.opos = self._names(PP.OPO_FORMS, 16)
        self.couriers = self._names(PP.COURIER_FORMS, 20)
        self.insurers = self._names(PP.INSURER_FORMS, 20)
        self.centres = {"US": self.hosp["US"][:18], "UK": self.hosp["UK"][:16]}
        R.shuffle(self.orgs)

    def _names(self, forms, n):
        out, seen = [], set()
        tries = 0
        while len(out) < n and tries < n * 50:
            tries += 1
            form = self.rng.choice(forms)
            name = form.format(t=self.rng.choice(PP.TOPO).replace("-", " "),
                               s=self.rng.choice(PP.SAINTS))
            if name not in seen:
                seen.add(name)
                out.append(name)
        return out

    # -- people ---------------------------------------------------------
    def person(self, role="PATIENT", sex=None):
        R = self.rng
        sex = sex or R.choice("MF")
        for _ in range(20):
            given = R.choice(PN.MALE if sex == "M" else PN.FEMALE)
            family = R.choice(_SURNAMES)
            if R.random() < 0.05:
                family = family + "-" + R.choice(_SURNAMES)
            key = given + " " + family
            if self.used_full.get(key, 0) == 0:
                break
        self.used_full[key] = self.used_full.get(key, 0) + 1
        pool = PN.MALE if sex == "M" else PN.FEMALE
        middle = R.choice(pool) if R.random() < 0.35 else None
        return Person(given, family, sex, middle, role, self.dot)

    def relative(self, pt, rel=None):
        R = self.rng
        rels_m = ["husband", "son", "brother", "father", "partner", "nephew", "son-in-law", "cousin", "friend"]
        rels_f = ["wife", "daughter", "sister", "mother", "partner", "niece", "daughter-in-law", "cousin", "friend"]
        if rel is None:
            sex = R.choice("MF")
            rel = R.choice(rels_m if sex == "M" else rels_f)
        else:
            sex = "M" if rel in rels_m and rel not in rels_f else ("F" if rel in rels_f and rel not in rels_m else R.choice("MF"))
        p = self.person("FAMILY", sex)
        if rel in ("son", "daughter", "brother", "sister", "father", "mother", "nephew", "niece") and R.random() < 0.7:
            p.family = pt.family
        if rel in ("husband", "wife") and R.random() < 0.6:
            p.family = pt.family
        p.rel = rel
        return p

    # -- dates ----------------------------------------------------------
    def _pick(self, kind, opts):
        """Keep one house format per kind within a note, with occasional drift."""
        R = self.rng
        if kind in self.style and R.random() < 0.85:
            i = self.style[kind]
        else:
            i = R.randrange(len(opts))
            self.style.setdefault(kind, i)
        return opts[i]

    def date_text(self, d, kind="num"):
        R, uk = self.rng, self.c == "UK"
        if kind == "num":
            if uk:
                return self._pick(kind, ["%02d/%02d/%04d" % (d.day, d.month, d.year),
                                 "%d/%d/%02d" % (d.day, d.month, d.year % 100),
                                 "%02d.%02d.%02d" % (d.day, d.month, d.year % 100),
                                 "%02d/%02d/%04d" % (d.day, d.month, d.year)])
            return self._pick(kind, ["%02d/%02d/%04d" % (d.month, d.day, d.year),
                             "%d/%d/%04d" % (d.month, d.day, d.year),
                             "%d/%d/%02d" % (d.month, d.day, d.year % 100),
                             "%02d/%02d/%04d" % (d.month, d.day, d.year)])
        if kind == "long":
            if uk:
                return self._pick(kind, ["%d %s %d" % (d.day, MONTHS[d.month - 1], d.year),
                                 "%s %s %d" % (ordinal(d.day), MONTHS[d.month - 1], d.year),
                                 "%d %s %d" % (d.day, MON[d.month - 1], d.year)])
            return self._pick(kind, ["%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year),
                             "%s %d, %d" % (MON[d.month - 1], d.day, d.year),
                             "%s %d %d" % (MON[d.month - 1], d.day, d.year)])
        if kind == "iso":
            return "%04d-%02d-%02d" % (d.year, d.month, d.day)
        if kind == "dmy":
            return self._pick(kind, ["%02d-%s-%04d" % (d.day, MON[d.month - 1], d.year),
                             "%02d-%s-%02d" % (d.day, MON[d.month - 1].upper(), d.year % 100),
                             "%02d%s%04d" % (d.day, MON[d.month - 1].upper(), d.year)])
        if kind == "md":
            if uk:
                return self._pick(kind, ["%d/%d" % (d.day, d.month), "%d %s" % (d.day, MON[d.month - 1]),
                                 "%s %s" % (ordinal(d.day), MONTHS[d.month - 1]), "%02d/%02d" % (d.day, d.month)])
            return self._pick(kind, ["%d/%d" % (d.month, d.day), "%s %d" % (MON[d.month - 1], d.day),
                             "%s %d" % (MONTHS[d.month - 1], d.day), "%02d/%02d" % (d.month, d.day)])
        if kind == "my":
            return self._pick(kind, ["%s %d" % (MONTHS[d.month - 1], d.year), "%s %d" % (MON[d.month - 1], d.year),
                             "%02d/%d" % (d.month, d.year), "%s-%d" % (MON[d.month - 1], d.year)])
        if kind == "y":
            return "%d" % d.year
        if kind == "mon":
            return MONTHS[d.month - 1]
        if kind == "wd":
            w = d.weekday()
            if uk:
                return self._pick(kind, ["%s %d/%d" % (WD3[w], d.day, d.month),
                                 "%s %s %s" % (WEEKDAYS[w], ordinal(d.day), MONTHS[d.month - 1]),
                                 "%s, %d %s %d" % (WEEKDAYS[w], d.day, MONTHS[d.month - 1], d.year)])
            return self._pick(kind, ["%s %d/%d" % (WD3[w], d.month, d.day),
                             "%s, %s %d, %d" % (WEEKDAYS[w], MONTHS[d.month - 1], d.day, d.year),
                             "%s %d/%d/%02d" % (WD3[w], d.month, d.day, d.year % 100)])
        if kind == "wday":
            return WEEKDAYS[d.weekday()]
        raise ValueError(kind)

    def date(self, d, kind="num"):
        return (self.date_text(d, kind), "DATE")

    def holiday(self):
        h = self.rng.choice(PP.HOLIDAYS_UK if self.c == "UK" else PP.HOLIDAYS_US)
        if h.startswith("the "):
            return ["the ", (h[4:], "DATE")]
        return [(h, "DATE")]

    # -- ages -----------------------------------------------------------
    def age(self, a, form=None):
        R = self.rng
        form = form or R.choice(["yo", "-year-old", " y/o", "yo_nospace", "aged", "sexletter",
                                 "-year-old", " yrs", "yo"])
        A = ("%d" % a, "AGE")
        if form == "yo":
            return [A, " yo"]
        if form == "yo_nospace":
            return [A, "yo"]
        if form == "-year-old":
            return [A, "-year-old"]
        if form == " y/o":
            return [A, " y/o"]
        if form == " yrs":
            return [A, " yrs"]
        if form == "aged":
            return ["aged ", A]
        if form == "sexletter":
            return [A, R.choice(["M", "F"])]
        if form == "words":
            return [(age_words(a), "AGE"), "-year-old"]
        raise ValueError(form)

    # -- identifiers ----------------------------------------------------
    def digits(self, n):
        return "".join(self.rng.choice("0123456789") for _ in range(n))

    def letters(self, n, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
        return "".join(self.rng.choice(pool) for _ in range(n))

    def mrn(self):
        R = self.rng
        if self.c == "UK":
            f = R.choice(["{L}{d7}", "{d8}", "RX{d6}", "{L}{d6}{L}", "K{d7}", "{d3}-{d4}"])
        else:
            f = R.choice(["{d8}", "{d7}", "00{d6}", "MR{d7}", "E{d8}", "{d3}-{d2}-{d3}", "{d9}"])
        return (self._fill(f), "MRN")

    def nhs(self):
        return ("9%s %s %s" % (self.digits(2), self.digits(3), self.digits(4)), "MRN")

    def _fill(self, f):
        out = f
        for key, fn in (("{d9}", lambda: self.digits(9)), ("{d8}", lambda: self.digits(8)),
                        ("{d7}", lambda: self.digits(7)), ("{d6}", lambda: self.digits(6)),
                        ("{d5}", lambda: self.digits(5)), ("{d4}", lambda: self.digits(4)),
                        ("{d3}", lambda: self.digits(3)), ("{d2}", lambda: self.digits(2)),
                        ("{L}", lambda: self.letters(1)), ("{LL}", lambda: self.letters(2)),
                        ("{LLL}", lambda: self.letters(3)), ("{yy}", lambda: "%02d" % self.rng.randint(19, 25))):
            while key in out:
                out = out.replace(key, fn(), 1)
        return out

    def ssn(self):
        if self.c == "UK":
            return ("QQ %s %s %s %s" % (self.digits(2), self.digits(2), self.digits(2),
                                        self.rng.choice("ABCD")), "SSN")
        first = self.rng.choice(["9" + self.digits(2), "000"])
        return ("%s-%s-%s" % (first, self.digits(2), self.digits(4)), "SSN")

    def acct(self):
        f = self.rng.choice(["{d10}", "{d9}", "V{d8}", "ENC-{d7}", "{d4}-{d4}", "HAR{d8}",
                             "A{d2}-{d6}", "{d8}"]).replace("{d10}", "{d5}{d5}")
        return (self._fill(f), "ACCOUNT")

    def healthplan(self):
        f = self.rng.choice(["{LLL}{d9}", "{L}{d8}", "{d3}{LL}{d4}", "{LL}{d7}-01",
                             "{d1}{L}{L}{d1}-{L}{d1}{L}-{L}{L}{d2}", "W{d9}", "{LLL}-{d6}-{d2}"])
        f = f.replace("{d1}", "{d2}")
        return (self._fill(f), "HEALTHPLAN")

    def group_no(self):
        return (self._fill(self.rng.choice(["{d5}-{d3}", "GRP{d6}", "{d6}", "{LL}{d5}"])), "HEALTHPLAN")

    def npi(self):
        return ("1" + self.digits(9), "LICENSE")

    def dea(self):
        return (self.letters(2, "ABFGMPRX") + self.digits(7), "LICENSE")

    def gmc(self):
        return (self.rng.choice(["6", "7", "4"]) + self.digits(6), "LICENSE")

    def state_lic(self):
        return (self._fill(self.rng.choice(["MD{d6}", "{LL}-{d5}", "RN{d7}", "{d2}-{d6}", "PHA{d5}"])), "LICENSE")

    def nmc(self):
        return (self.digits(2) + self.letters(1) + self.digits(4) + self.letters(1), "LICENSE")

    def driving(self, surname=""):
        if self.c == "UK":
            s = (surname.upper().replace(" ", "").replace("-", "").replace("'", "") + "99999")[:5]
            return (s + self.digits(6) + self.letters(2) + self.digits(1) + self.letters(2), "LICENSE")
        return (self._fill(self.rng.choice(["{L}{d3}-{d4}-{d4}", "{L}{d7}", "{d9}", "{L}{d12}"]
                                           ).replace("{d12}", "{d6}{d6}")), "LICENSE")

    def passport(self):
        return (self._fill(self.rng.choice(["{d9}", "{LL}{d7}", "{L}{d8}"])), "IDNUM")

    def device(self, kind=None):
        f = self.rng.choice(["SN{d7}", "{LLL}{d6}{L}", "{d3}-{d5}", "{LL}{d6}", "{L}{d2}{LL}{d4}",
                             "{d10}", "{LLL}-{d4}-{LL}"]).replace("{d10}", "{d5}{d5}")
        return (self._fill(f), "DEVICE")

    def vehicle(self, kind="plate"):
        R = self.rng
        if kind == "tail":
            return ("N" + str(R.randint(100, 999)) + self.letters(2), "VEHICLE")
        if kind == "vin":
            pool = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
            return ("".join(R.choice(pool) for _ in range(17)), "VEHICLE")
        if self.c == "UK":
            return (self.letters(2) + "%02d" % R.choice([19, 69, 20, 70, 21, 71, 22, 72, 23, 73, 24])
                    + " " + self.letters(3), "VEHICLE")
        return (self._fill(R.choice(["{d1}{LLL}{d3}", "{LLL}-{d4}", "{LL}{d2}-{L}{d2}", "{LLL} {d3}"]
                                    ).replace("{d1}", str(R.randint(1, 9)))), "VEHICLE")

    def bioid(self):
        return (self._fill(self.rng.choice(["FP-{d5}", "PV-{d5}-{L}", "IRS-{d5}", "BIO{d6}",
                                            "FPT{d4}{LL}", "VP-{d4}"])), "BIOID")

    def idnum(self, kind="acc"):
        R = self.rng
        forms = {
            "acc": ["S{yy}-{d5}", "SP-{yy}-{d4}", "{LL}{yy}-{d5}", "TX{yy}-{d4}", "H{yy}/{d4}"],
            "unos": ["{LLL}{d3}", "{LLLL}{d3}", "{LL}{d4}"],
            "waitlist": ["{d7}", "W{d6}", "{d8}"],
            "odt": ["{d6}", "DN{d6}", "{d7}"],
            "referral": ["REF-{d6}", "{d2}-{d5}", "R{d7}", "DR{yy}-{d4}"],
            "specimen": ["{d10}", "SPC-{d6}", "{LL}{d8}", "{yy}-{d6}"],
            "order": ["ORD{d7}", "{d9}", "OR-{d6}"],
            "case": ["ME-{yy}-{d4}", "{yy}-{d5}", "CN{d6}", "PF{yy}/{d3}"],
            "seal": ["{d7}", "TS-{d6}", "{LL}{d6}"],
            "mr": ["{d8}", "MR-{d6}", "{yy}{d6}"],
            "lab": ["{LL}{yy}-{d5}", "HLA-{yy}-{d4}", "{yy}H{d5}", "XM{d6}"],
            "req": ["RQ{d7}", "{d8}", "REQ-{d5}"],
            "study": ["{LLL}-{d3}-{d4}", "RS{d6}"],
        }[kind]
        f = R.choice(forms).replace("{LLLL}", "{LL}{LL}").replace("{d10}", "{d5}{d5}")
        return (self._fill(f), "IDNUM")

    # -- contacts -------------------------------------------------------
    UK_AREAS = ["0113", "0114", "0161", "0121", "0117", "0131", "0141", "029", "0191", "0116",
                "0115", "01482", "01904", "01332", "01752", "01392", "028"]

    def mobile(self):
        if self.c == "UK":
            return ("07700 555" + self.digits(3), "PHONE")
        return self.phone(ext=False)

    def phone(self, typ="PHONE", ext=None):
        R = self.rng
        last = "01" + self.digits(2) if R.random() < 0.8 else "0" + self.digits(3)
        if self.c == "UK":
            a = R.choice(self.UK_AREAS)
            s = R.choice(["%s 555 %s" % (a, last), "+44 %s 555 %s" % (a[1:], last),
                          "+44 (0)%s 555 %s" % (a[1:], last), "%s 555%s" % (a, last),
                          "07700 555%s" % self.digits(3) if typ == "PHONE" else "%s 555 %s" % (a, last)])
        else:
            a = str(R.randint(201, 989))
            if a[1:] == "11":
                a = "614"
            s = R.choice(["(%s) 555-%s" % (a, last), "%s-555-%s" % (a, last),
                          "%s.555.%s" % (a, last), "+1 %s 555 %s" % (a, last),
                          "%s-555-%s" % (a, last)])
        if ext is None:
            ext = R.random() < 0.12 and typ == "PHONE"
        if s.startswith("07700"):
            ext = False
        if ext:
            s += R.choice([" ext. ", " ext ", " x", " x."]) + self.digits(R.choice([3, 4]))
        return (s, typ)

    def pager(self):
        R = self.rng
        if self.c == "UK":
            return [R.choice(["bleep ", "bleep ", "blp "]), (self.digits(4), "PHONE")]
        return [R.choice(["pager ", "pgr ", "pager #", "pg "]), (R.choice(["%s-%s" % (self.digits(1), self.digits(4)),
                                                                      self.digits(5), self.digits(4)]), "PHONE")]

    def email(self, person=None, generic=None):
        R = self.rng
        dom = R.choice(["example.org", "example.net", "example.com"])
        if person is not None:
            g = person.given.lower().replace("'", "").replace(" ", "").replace("-", "")
            f = person.family.lower().replace("'", "").replace(" ", "").replace("-", "")
            local = R.choice([g + "." + f, g[0] + f, f + "." + g[0], g + f[:1] + self.digits(2),
                              g + "_" + f, f + g[0] + self.digits(1)])
        else:
            local = generic or R.choice(["transplant.office", "kidneytx", "livertx.coord",
                                         "livingdonor", "tx-pharmacy", "renal.letters"])
        return (local + "@" + dom, "EMAIL")

    def url(self, path=None):
        R = self.rng
        host = R.choice(["www.example.org", "www.example.com", "example.net", "portal.example.org",
                         "mychart.example.com", "www.example.net", "transplant.example.org"])
        path = path or R.choice(["/transplant", "/kidney-transplant/patients", "/livingdonor",
                                 "/portal", "/tx/clinic-info", "/liver/after-your-transplant",
                                 "/patient-login", "/heart-lung/rehab", "/donation/faq", ""])
        pre = R.choice(["", "", "https://", "http://"])
        if host.startswith("www.") and R.random() < 0.5:
            pre = ""
        return (pre + host + path, "URL")

    def ip(self):
        R = self.rng
        k = R.randint(0, 2)
        if k == 0:
            s = "10.%d.%d.%d" % (R.randint(0, 255), R.randint(0, 255), R.randint(1, 254))
        elif k == 1:
            s = "192.168.%d.%d" % (R.randint(0, 255), R.randint(1, 254))
        else:
            s = "172.%d.%d.%d" % (R.randint(16, 31), R.randint(0, 255), R.randint(1, 254))
        return (s, "IPADDR")

    def username(self, person=None):
        R = self.rng
        if person is None:
            person = self.person("DOCTOR")
        g = person.given.lower().replace("-", "").replace("'", "")
        f = person.family.lower().replace(" ", "").replace("-", "").replace("'", "")
        u = R.choice([g[0] + f, g[0] + f + self.digits(1), f[:6] + g[0] + g[-1:], g + "." + f,
                      f + self.digits(2), g[:3] + f[:3] + self.digits(2)])
        return (u, "USERNAME")

    # -- places ---------------------------------------------------------
    def street(self):
        R = self.rng
        num = str(R.choice([R.randint(1, 99), R.randint(1, 400), R.randint(100, 9999)]))
        word = R.choice(PP.STREET_WORDS)
        if self.c == "UK":
            s = "%s %s %s" % (num, word, R.choice(PP.UK_STREET_TYPES))
            if R.random() < 0.15:
                s = "Flat %d, %s" % (R.randint(1, 40), s)
        else:
            s = "%s %s %s" % (num, word, R.choice(PP.US_STREET_TYPES))
            if R.random() < 0.2:
                s += R.choice([", Apt %d%s" % (R.randint(1, 30), R.choice("ABCD")),
                               " Apt %d" % R.randint(1, 400), ", Unit %d" % R.randint(1, 90),
                               " #%d" % R.randint(1, 300)])
        return (s, "STREET")

    def us_city(self):
        return self.rng.choice(PP.US_CITIES)

    def uk_town(self):
        return self.rng.choice(PP.UK_TOWNS)

    def zip_us(self, pre):
        z = pre + self.digits(2)
        if self.rng.random() < 0.15:
            z += "-" + self.digits(4)
        return (z, "ZIP")

    def postcode(self, area):
        R = self.rng
        district = str(R.randint(1, 28))
        inward = str(R.randint(0, 9)) + "".join(R.choice("ABDEFGHJLNPQRSTUWXYZ") for _ in range(2))
        return (area + district + " " + inward, "ZIP")

    def address(self, oneline=True, county=None):
        """Street, town and postal code as pieces; returns (pieces, city_name)."""
        R = self.rng
        sep = ", " if oneline else "\n"
        if self.c == "UK":
            town, cty, area = self.uk_town()
            parts = [self.street(), sep, (town, "CITY")]
            if county or (county is None and R.random() < 0.3):
                parts += [sep, (cty, "CITY")]
            parts += [sep if R.random() < 0.6 else " ", self.postcode(area)]
            return parts, town
        city, st, stname, pre = self.us_city()
        state = (st, "STATE") if R.random() < 0.85 else (stname, "STATE")
        return [self.street(), sep, (city, "CITY"), ", ", state, " ", self.zip_us(pre)], city

    def city_state(self):
        if self.c == "UK":
            town, cty, area = self.uk_town()
            return [(town, "CITY")], town
        city, st, stname, pre = self.us_city()
        return [(city, "CITY"), ", ", (self.rng.choice([st, stname]), "STATE")], city

    def hospital(self, centre=False):
        pool = self.centres[self.c] if centre else self.hosp[self.c]
        return (self.rng.choice(pool), "HOSPITAL")

    def clinic(self):
        return (self.rng.choice(self.clinics[self.c]), "HOSPITAL")

    def pharmacy(self):
        return (self.rng.choice(self.pharm), "HOSPITAL")

    def ward(self):
        if self.c == "UK":
            return (self.rng.choice(PP.WARD_NAMES), "HOSPITAL")
        return (self.rng.choice(PP.US_UNIT_NAMES), "HOSPITAL")

    def org(self):
        return (self.rng.choice(self.orgs), "ORGANIZATION")

    def opo(self):
        return (self.rng.choice(self.opos), "ORGANIZATION")

    def courier(self):
        return (self.rng.choice(self.couriers), "ORGANIZATION")

    def insurer(self):
        return (self.rng.choice(self.insurers), "ORGANIZATION")

    def country(self, nation=False):
        if nation and self.c == "UK" and self.rng.random() < 0.3:
            return (self.rng.choice(PP.UK_NATIONS), "COUNTRY")
        return (self.rng.choice(PP.COUNTRIES), "COUNTRY")

    def profession(self):
        return (self.rng.choice(PP.PROFESSIONS), "PROFESSION")

    def room(self):
        R = self.rng
        return (R.choice(["%d%s" % (R.randint(2, 12) * 100 + R.randint(1, 40), R.choice(["", "", "A", "B"])),
                          "%d" % R.randint(1, 40), "%s%d" % (R.choice("ABCDEF"), R.randint(1, 30))]),
                "LOCATION_OTHER")

    def bed(self):
        return (str(self.rng.randint(1, 32)), "LOCATION_OTHER")

    def acronym(self, name):
        words = [w for w in name.replace("St. ", "St ").split() if w[0].isupper() and w not in ("of",)]
        return "".join(w[0] for w in words)

    def rand_date(self, lo, hi):
        span = (hi - lo).days
        return lo + dt.timedelta(days=self.rng.randint(0, max(span, 0)))
