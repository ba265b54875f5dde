"""Span-recording composition: PHI values are wrapped in private marker characters while a note is
composed; strip() removes the markers and records offsets in one left-to-right pass."""
import datetime as dt
import pools as P

M0, M1, M2 = "\x02", "\x03", "\x04"

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}


def t(typ, val):
    val = str(val)
    assert typ in LABEL, typ
    assert val and val == val.strip(), repr(val)
    assert not any(m in val for m in (M0, M1, M2)), val
    return M0 + typ + M1 + val + M2


def strip(marked):
    out, spans, pos, i, n = [], [], 0, 0, len(marked)
    while i < n:
        ch = marked[i]
        if ch == M0:
            j = marked.index(M1, i)
            k = marked.index(M2, j)
            typ = marked[i + 1:j].upper()
            val = marked[j + 1:k]
            if val.endswith(".") and marked[k + 1:k + 2] == ".":
                k += 1  # an initial's full stop doubles as the sentence full stop
            spans.append({"start": pos, "end": pos + len(val), "label": LABEL[typ], "type": typ, "text": val})
            out.append(val)
            pos += len(val)
            i = k + 1
        else:
            out.append(ch)
            pos += 1
            i += 1
    return "".join(out), spans


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WORDS_U = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
           "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
WORDS_T = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def num_words(n):
    if n < 20:
        return WORDS_U[n]
    tens, units = divmod(n, 10)
    if n >= 100:
        return "one hundred" + ("" if n == 100 else " and " + num_words(n - 100))
    return WORDS_T[tens] + ("-" + WORDS_U[units] if units else "")


def ordinal(d):
    suf = "th" if 10 <= d % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")
    return f"{d}{suf}"


def fmt_date(d, style):
    mon, mon3 = MONTHS[d.month - 1], MONTHS[d.month - 1][:3]
    wk, wk3 = WEEKDAYS[d.weekday()], WEEKDAYS[d.weekday()][:3]
    return {
        "dmy": f"{d.day:02d}/{d.month:02d}/{d.year}",
        "dmy_s": f"{d.day}/{d.month}/{d.year % 100:02d}",
        "long": f"{d.day} {mon} {d.year}",
        "ord": f"{ordinal(d.day)} {mon} {d.year}",
        "ord_of": f"{ordinal(d.day)} of {mon} {d.year}",
        "dmon": f"{d.day:02d}-{mon3}-{d.year}",
        "dmon_s": f"{d.day:02d}{mon3.upper()}{d.year % 100:02d}",
        "iso": d.isoformat(),
        "dot": f"{d.day:02d}.{d.month:02d}.{d.year}",
        "dot_s": f"{d.day}.{d.month}.{d.year % 100:02d}",
        "wk_dm": f"{wk3} {d.day}/{d.month}",
        "wk_long": f"{wk} {d.day} {mon}",
        "wk_full": f"{wk}, {d.day} {mon} {d.year}",
        "wk_ord": f"{wk} {ordinal(d.day)} {mon}",
        "dm": f"{d.day}/{d.month}",
        "dm0": f"{d.day:02d}/{d.month:02d}",
        "d_mon": f"{d.day} {mon3}",
        "d_month": f"{d.day} {mon}",
        "my": f"{mon} {d.year}",
        "mon_y": f"{mon3} {d.year}",
        "y": str(d.year),
        "us": f"{mon} {d.day}, {d.year}",
        "wk": wk,
    }[style]


FULL_STYLES = ["dmy", "dmy", "dmy", "dmy_s", "long", "ord", "dmon", "iso", "dot", "wk_full", "ord_of", "us",
               "dot_s", "dmon_s"]
SHORT_STYLES = ["wk_dm", "dm", "dm0", "d_mon", "d_month", "wk_long", "wk_ord"]


class Person:
    def __init__(self, r, sex=None):
        self.sex = sex or r.choice("FM")
        self.given = r.choice(P.GIVEN_F if self.sex == "F" else P.GIVEN_M)
        self.sur = r.choice(P.SURNAMES)
        self.mid = r.choice("ABCDEFGHJKLMNPRSTW") if r.random() < 0.4 else None
        self.title = r.choice(["Mrs", "Ms", "Miss", "Ms"]) if self.sex == "F" else "Mr"

    def initials(self):
        return self.given[0] + self.sur[0].upper()


def dot(r):
    return r.choice(["", "", "."])


class Case:
    """Everything one note says about one patient and the people and places around them."""

    def __init__(self, r, region=None):
        self.r = r
        self.region = region or r.choice(P.REGIONS)
        self.pt = Person(r)
        self.age = r.choice([r.randint(19, 60), r.randint(55, 89), r.randint(70, 99)])
        y = r.randint(2018, 2025)
        self.base = dt.date(y, 1, 1) + dt.timedelta(days=r.randint(0, 364))
        self.dob = dt.date(self.base.year - self.age, r.randint(1, 12), r.randint(1, 28))
        if (self.dob.month, self.dob.day) > (self.base.month, self.base.day):
            self.dob = self.dob.replace(year=self.dob.year - 1)
        self.town = r.choice(P.TOWNS[self.region])
        self.hosp = r.choice(P.HOSPITALS[self.region])
        first = self.hosp.split(" ")[0]
        self.hosp_short = first if r.random() < 0.3 and first.isalpha() and first not in ("St", "Mercy", "Queen") else None
        self.ward = r.choice(P.WARDS)
        self.practice = r.choice(P.PRACTICES[self.region])
        self.gp = Person(r)
        self.staff = [Person(r) for _ in range(8)]
        self.rels = []
        for _ in range(r.randint(1, 3)):
            p = Person(r)
            if r.random() < 0.5:
                p.sur = self.pt.sur
            self.rels.append((r.choice(P.RELATIONS_F if p.sex == "F" else P.RELATIONS_M), p))
        self.prof = r.choice(P.PROFESSIONS)
        self.org = r.choice(P.ORGS)
        self.country = r.choice(P.COUNTRIES)
        self.bed = str(r.randint(1, 32)) + (r.choice("ABCD") if r.random() < 0.2 else "")
        self.bay = str(r.randint(1, 6))
        self.street = self.make_street()
        self.county = r.choice(P.COUNTIES.get(self.region, ["-"]))
        self.state = r.choice(P.STATES.get(self.region, ["-"]))
        self.show_county = r.random() < 0.5
        self.postcode = self.make_postcode()
        self.mrn_v = self.make_mrn()
        self.nat_v = self.make_national()
        self.usercache = {}

    # ---------- values ----------
    def make_street(self):
        r = self.r
        s = f"{r.randint(1, 240)} {r.choice(P.STREET_NAMES)} {r.choice(P.STREET_KINDS)}"
        if r.random() < 0.2:
            s = f"{r.choice(P.FLAT_KINDS)} {r.randint(1, 24)}, " + s
        return s

    def make_postcode(self):
        r = self.r
        L = "ABCDEFGHJKLMNPRSTWY"
        if self.region == "UK":
            return f"{r.choice(L)}{r.choice(L)}{r.randint(1, 29)} {r.randint(0, 9)}{r.choice(L)}{r.choice(L)}"
        if self.region == "IE":
            return f"{r.choice('ADEFHKNPRTVWXY')}{r.randint(10, 99)} {r.choice(L)}{r.randint(0, 9)}{r.choice(L)}{r.randint(0, 9)}"
        return str(r.randint(800, 9999)).zfill(4)

    def make_mrn(self):
        r = self.r
        return r.choice([f"{r.randint(1000000, 9999999)}", f"K{r.randint(100000, 999999)}",
                         f"RX{r.randint(10000, 99999)}{r.choice('ABCDE')}", f"00{r.randint(100000, 999999)}",
                         f"H{r.randint(10, 99)}-{r.randint(10000, 99999)}"])

    def make_national(self):
        r = self.r
        # NHS numbers in the 999 test range; NHI with the Z test prefix; Irish IHI invented 000 range.
        if self.region == "UK":
            return ("NHS No", f"999 {r.randint(100, 999)} {r.randint(1000, 9999)}")
        if self.region == "NZ":
            return ("NHI", f"Z{r.choice('ABCDEFGHJKLMN')}{r.choice('PQRSTUVWXY')}{r.randint(1000, 9999)}")
        if self.region == "IE":
            return ("IHI", f"000{r.randint(1000000, 9999999)}")
        return ("UR", f"{r.randint(100000, 999999)}")

    def ssn(self):
        """Returns 'label value' with the value marked. NI numbers use the unallocated QQ prefix, PPSNs a
        000 prefix, US SSNs a 9xx prefix."""
        r = self.r
        qq = ("NI No", f"QQ {r.randint(10, 99)} {r.randint(10, 99)} {r.randint(10, 99)} {r.choice('ABCD')}")
        pps = ("PPSN", f"000{r.randint(1000, 9999)}{r.choice('TWKA')}{r.choice(['', 'A', 'H'])}")
        us = ("US SSN", f"9{r.randint(10, 99)}-{r.randint(10, 99)}-{r.randint(1000, 9999)}")
        lab, v = {"UK": qq, "IE": pps}.get(self.region) or r.choice([("UK NI No", qq[1]), us])
        if self.region in ("UK", "IE") and r.random() < 0.15:
            lab, v = us
        return f"{lab}: " + t("SSN", v)

    def mrn(self):
        return t("MRN", self.mrn_v)

    def nat(self):
        lab, v = self.nat_v
        return f"{lab}: {t('MRN', v)}"

    def healthplan(self):
        r = self.r
        if self.region == "AU":
            return "Medicare No " + t("HEALTHPLAN", f"{r.randint(2000, 6999)} {r.randint(10000, 99999)} {r.randint(1, 9)}") \
                + (f" ref {r.randint(1, 5)}" if r.random() < 0.5 else "")
        if self.region == "IE":
            return r.choice(["GMS card no ", "Medical card ", "Fund member no "]) + t("HEALTHPLAN", f"{r.randint(100000, 999999)}{r.choice('ABCK')}")
        if self.region == "NZ":
            return r.choice(["Insurer member ID ", "Health cover policy "]) + t("HEALTHPLAN", f"KHC-{r.randint(1000000, 9999999)}")
        return r.choice(["Private insurer member no ", "Policy no "]) + t("HEALTHPLAN", f"{r.choice(['PX', 'BH', 'WM'])}{r.randint(1000000, 9999999)}")

    def account(self):
        r = self.r
        return r.choice(["Episode no ", "Encounter: ", "Visit no. ", "Acct ", "Billing ref "]) + t(
            "ACCOUNT", r.choice([f"{r.randint(1000, 9999)}-{r.randint(1000, 9999)}", f"E{r.randint(10000000, 99999999)}",
                                 f"V{r.randint(100000, 999999)}", f"{r.randint(10000000, 99999999)}"]))

    def licence(self, kind=None):
        r = self.r
        kind = kind or {"UK": "GMC", "IE": "IMC", "AU": "AHPRA", "NZ": "MCNZ"}[self.region]
        v = {"GMC": f"{r.randint(1000000, 9999999)}", "IMC": f"{r.randint(100000, 499999)}",
             "AHPRA": f"MED000{r.randint(1000000, 9999999)}", "MCNZ": f"{r.randint(10000, 99999)}",
             "NMC": f"{r.randint(10, 99)}{r.choice('ABCDEFGHIJKLMN')}{r.randint(1000, 9999)}{r.choice('EOSW')}",
             "HCPC": f"PA{r.randint(10000, 99999)}", "NMBI": f"{r.randint(100000, 199999)}",
             "driving": f"{r.choice(['GRNWD', 'KAVAN', 'PTLAH'])}{r.randint(100000, 999999)}{r.choice('ABCDE')}{r.choice('ABCDE')}9",
             "prescriber": f"{r.randint(1000000, 9999999)}"}[kind]
        return t("LICENSE", v)

    def device(self):
        r = self.r
        return t("DEVICE", r.choice([f"PJN{r.randint(100000, 999999)}", f"{r.randint(10000000, 99999999)}",
                                     f"IP-{r.randint(1000, 9999)}-{r.choice('XYZ')}{r.randint(10, 99)}",
                                     f"{r.choice('ABCDEFGH')}{r.choice('KLMNPR')}{r.randint(100000, 999999)}",
                                     f"MT{r.randint(1000000, 9999999)}H"]))

    def vehicle(self):
        r = self.r
        L = "ABCDEFGHJKLMNPRSTVWXY"
        if self.region == "UK":
            v = f"{r.choice(L)}{r.choice(L)}{r.randint(10, 74)} {r.choice(L)}{r.choice(L)}{r.choice(L)}"
        elif self.region == "IE":
            v = f"{r.randint(12, 24)}{r.choice(['1', '2', ''])}-{r.choice(['C', 'KY', 'G', 'MO', 'D', 'WX'])}-{r.randint(100, 9999)}"
        elif self.region == "AU":
            v = f"{r.choice(L)}{r.choice(L)}{r.choice(L)}{r.randint(10, 99)}{r.choice(L)}"
        else:
            v = f"{r.choice(L)}{r.choice(L)}{r.choice(L)}{r.randint(100, 999)}"
        return t("VEHICLE", v)

    def bioid(self):
        r = self.r
        return t("BIOID", r.choice([f"FP-{r.randint(10000, 99999)}", f"BIO{r.randint(100000, 999999)}",
                                    f"PV-{r.randint(1000, 9999)}-{r.randint(10, 99)}", f"RET{r.randint(10000, 99999)}"]))

    def idnum(self, kind="spec"):
        r = self.r
        return t("IDNUM", {"spec": f"{r.choice(['B', 'H', 'C', 'M'])}{r.randint(19, 25)}.{r.randint(100000, 999999)}",
                           "acc": f"{r.choice(['S', 'HS', 'CY'])}{r.randint(19, 25)}-{r.randint(1000, 99999)}",
                           "order": f"ORD{r.randint(1000000, 9999999)}",
                           "inc": f"{r.randint(10, 99)}{r.randint(100000, 999999)}",
                           "case": f"CR-{r.randint(1000, 9999)}-{r.randint(10, 99)}",
                           "staff": f"{r.randint(100000, 999999)}"}[kind])

    def phone(self, typ="PHONE", kind=None, ext=None):
        r = self.r
        reg = self.region
        x2, x3 = f"{r.randint(0, 99):02d}", f"{r.randint(0, 999):03d}"
        kind = kind or r.choice(["land", "land", "mob", "intl"])
        if reg == "UK":
            v = {"land": f"0{r.choice(['20', '113', '161', '117', '1632', '28', '131'])} 5550 1{x3}",
                 "mob": f"07700 555 01{x2}", "intl": f"+44 {r.choice(['20', '161', '113'])} 5550 1{x3}"}[kind]
        elif reg == "IE":
            v = {"land": f"({r.choice(['01', '021', '066', '091'])}) 555 01{x2}", "mob": f"08{r.choice('3567')} 555 01{x2}",
                 "intl": f"+353 {r.choice(['1', '21', '66'])} 555 01{x2}"}[kind]
        elif reg == "AU":
            v = {"land": f"({r.choice(['02', '03', '07', '08'])}) 5550 1{x3}", "mob": f"04{r.randint(10, 99)} 555 01{r.randint(0, 9)}",
                 "intl": f"+61 {r.choice(['2', '3', '7'])} 5550 1{x3}"}[kind]
        else:
            v = {"land": f"({r.choice(['09', '03', '04', '07'])}) 555 01{x2}", "mob": f"02{r.choice('127')} 555 01{x2}",
                 "intl": f"+64 {r.choice(['9', '3', '4'])} 555 01{x2}"}[kind]
        if ext or (ext is None and typ == "PHONE" and kind == "land" and r.random() < 0.2):
            v += r.choice([" ext. ", " ext ", " x"]) + str(r.randint(1000, 7999))
        return t(typ, v)

    def bleep(self):
        r = self.r
        return r.choice(["bleep ", "bleep ", "pager ", "blp "]) + t("PHONE", str(r.randint(1000, 8999)))

    def email(self, p=None, org=False):
        r = self.r
        p = p or self.pt
        local = r.choice([f"{p.given}.{p.sur}", f"{p.given[0]}{p.sur}", f"{p.given}{r.randint(1, 99)}",
                          f"{p.sur}.{p.given[0]}"]).lower().replace("'", "").replace(" ", "")
        if org:
            local = r.choice(["referrals", "admin", "maternity.bookings", "cmht.duty", "theatres", "bloods.enquiries",
                              "district.nursing", "outpatients"])
        dom = r.choice(["example.org", "example.net", "example.com", "mail.example.org", "health.example.net"])
        return t("EMAIL", f"{local}@{dom}")

    def url(self):
        r = self.r
        slug = r.choice(["portal", "maternity", "referrals", "results", "mentalhealth", "outpatients", "appointments"])
        return t("URL", r.choice([f"www.example.org/{slug}", f"https://{slug}.example.net/login",
                                  f"https://www.example.com/{self.town.lower().replace(' ', '-')}/{slug}",
                                  f"http://intranet.example.org/{slug}/form{r.randint(1, 99)}", f"example.net/{slug}"]))

    def ip(self):
        r = self.r
        return t("IPADDR", r.choice([f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
                                     f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
                                     f"192.168.{r.randint(0, 255)}.{r.randint(1, 254)}"]))

    def username(self, p):
        r = self.r
        if id(p) not in self.usercache:
            u = r.choice([f"{p.given[0]}{p.sur}", f"{p.given}.{p.sur}", f"{p.sur}{p.given[0]}{r.randint(1, 9)}",
                          f"{p.given[:3]}{p.sur[:3]}{r.randint(10, 99)}"]).lower().replace("'", "").replace(" ", "")
            self.usercache[id(p)] = u
        return t("USERNAME", self.usercache[id(p)])

    # ---------- names ----------
    def name(self, p, typ, form):
        r = self.r
        g, s, m = p.given, p.sur, p.mid
        if form == "full":
            return t(typ, f"{g} {s}")
        if form == "fml":
            return t(typ, f"{g} {m or 'J'}. {s}")
        if form == "title":
            return f"{p.title}{dot(r)} " + t(typ, s)
        if form == "title_full":
            return f"{p.title}{dot(r)} " + t(typ, f"{g} {s}")
        if form == "caps":
            return t(typ, r.choice([f"{s.upper()}, {g.upper()}", f"{s.upper()} {g}", f"{g.upper()} {s.upper()}"]))
        if form == "comma":
            return t(typ, f"{s}, {g}" + (f" {m}" if m and r.random() < 0.5 else ""))
        if form == "gi":
            return t(typ, f"{g} {s[0].upper()}.")
        if form == "given":
            return t(typ, g)
        if form == "sur":
            return t(typ, s)
        if form == "init":
            return t(typ, p.initials())
        if form == "initdot":
            return t(typ, ".".join(p.initials()) + ".")
        if form == "initlow":
            return t(typ, p.initials().lower())
        if form == "dr":
            return f"{r.choice(['Dr', 'Dr', 'Dr.', 'Prof', 'Prof.', 'Dr'])} " + t(typ, r.choice([s, f"{g} {s}", f"{g[0]}. {s}", f"{g[0]} {s}"]))
        if form == "cred":
            c = r.choice(P.CREDS)
            return t(typ, r.choice([f"{g} {s}", f"{g[0]}. {s}", f"{g} {s[0]}."])) + r.choice([" ", ", "]) + c
        if form == "nurse":
            return r.choice(["nurse ", "Nurse ", "SN ", "staff nurse ", "midwife ", "HCA ", "CNM ", "charge nurse "]) + t(typ, r.choice([g, f"{g} {s}"]))
        raise ValueError(form)

    def P(self, form=None):
        r = self.r
        form = form or r.choice(["full", "title", "title", "title_full", "caps", "comma", "gi", "given", "init",
                                 "initdot", "fml", "sur"])
        return self.name(self.pt, "PATIENT", form)

    def S(self, i, form=None):
        r = self.r
        form = form or r.choice(["dr", "dr", "cred", "cred", "nurse", "full", "init", "gi", "sur"])
        return self.name(self.staff[i % len(self.staff)], "DOCTOR", form)

    def R(self, i=0, form=None, with_rel=True):
        r = self.r
        rel, p = self.rels[i % len(self.rels)]
        form = form or r.choice(["given", "given", "full", "title", "gi"])
        nm = self.name(p, "FAMILY", form)
        return (f"{rel} " + nm) if with_rel else nm

    def rel(self, i=0):
        return self.rels[i % len(self.rels)][0]

    def Hosp(self, short_ok=True):
        if short_ok and self.hosp_short and self.r.random() < 0.4:
            return t("HOSPITAL", self.hosp_short)
        return t("HOSPITAL", self.hosp)

    def Ward(self):
        return t("HOSPITAL", self.ward)

    # ---------- dates and ages ----------
    def D(self, d=None, style=None, short=False):
        r = self.r
        d = d or self.base
        style = style or r.choice(SHORT_STYLES if short else FULL_STYLES)
        return t("DATE", fmt_date(d, style))

    def day(self, n):
        return self.base + dt.timedelta(days=n)

    def holiday(self):
        r = self.r
        extra = {"IE": ["St Patrick's Day"], "AU": ["Anzac Day", "Australia Day"], "NZ": ["Anzac Day", "Waitangi Day"],
                 "UK": ["Bonfire Night", "Easter Monday"]}[self.region]
        return t("DATE", r.choice(["Christmas", "Boxing Day", "Easter", "New Year's Day", "Christmas Eve"] + extra))

    def A(self, style=None, age=None):
        r = self.r
        a = self.age if age is None else age
        sx = self.pt.sex
        style = style or r.choice(["yo", "yo_sx", "sx", "sx_tight", "aged", "yearold", "year_old", "age", "words"])
        if style == "words" and a < 100:
            return "aged " + t("AGE", num_words(a))
        return {"yo": t("AGE", a) + " yo", "yo_sx": t("AGE", a) + f"yo {sx}", "sx": t("AGE", a) + f" {sx}",
                "sx_tight": t("AGE", a) + sx, "aged": "aged " + t("AGE", a), "yearold": t("AGE", a) + "-year-old",
                "year_old": t("AGE", a) + " year old", "age": "age " + t("AGE", a), "words": t("AGE", a) + "-year-old",
                "paren": "(" + t("AGE", a) + ")", "bare": t("AGE", a), "y": t("AGE", a) + "y"}[style]

    # ---------- addresses ----------
    def address_lines(self, street=None, town=None, pc=None, sep="\n"):
        r = self.r
        own = street is None
        county = self.county if own else r.choice(P.COUNTIES.get(self.region, ["-"]))
        state = self.state if own else r.choice(P.STATES.get(self.region, ["-"]))
        show = self.show_county if own else r.random() < 0.5
        parts = [t("STREET", street or self.street), t("CITY", town or self.town)]
        reg = self.region
        if reg in ("UK",) and show:
            parts.append(t("CITY", county))
        if reg == "IE":
            parts.append("Co. " + t("CITY", county))
        pcv = pc or self.postcode
        if reg in ("AU",):
            parts[-1] = parts[-1] + " " + t("STATE", state) + " " + t("ZIP", pcv)
        elif reg == "NZ":
            if show:
                parts.append(t("STATE", state))
            parts[-1] = parts[-1] + " " + t("ZIP", pcv)
        else:
            parts.append(t("ZIP", pcv))
        return sep.join(parts)

    def other_address(self):
        r = self.r
        c2 = Case.__new__(Case)
        c2.r, c2.region = r, self.region
        return self.address_lines(self.make_street(), r.choice(P.TOWNS[self.region]), self.make_postcode())

    def Country(self, v=None):
        v = v or self.country
        return ("the " if v == "Philippines" else "") + t("COUNTRY", v)

    def Prof(self, v=None):
        return t("PROFESSION", v or self.prof)

    def Org(self, v=None):
        return t("ORGANIZATION", v or self.org)
