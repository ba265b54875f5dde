"""Marker machinery, invented-world context and hard-negative text for dev112_en."""
import datetime as dt
import string

from pools import (COUNTRIES, GIVEN_F, GIVEN_M, WORD_GIVEN_F, WORD_GIVEN_M, SURNAMES, WORD_SURNAMES,
                   PROFESSIONS, RELATIONS_F, RELATIONS_M, ORIGIN_COUNTRIES, DRUGS)

# private-use marker characters: OPEN type SEP value CLOSE
OPEN, SEP, CLOSE = "\ue000", "\ue001", "\ue002"

LABEL_OF = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}


def mk(typ, value):
    """Wrap one PHI value in markers."""
    value = str(value)
    assert typ in LABEL_OF, typ
    assert value and value == value.strip(), (typ, value)
    assert not any(c in value for c in (OPEN, SEP, CLOSE)), value
    return f"{OPEN}{typ}{SEP}{value}{CLOSE}"


def strip_markers(marked):
    """One left-to-right pass: drop markers, record offsets of the values they wrapped."""
    out = []
    spans = []
    pos = 0
    i = 0
    n = len(marked)
    open_span = None
    while i < n:
        ch = marked[i]
        if ch == OPEN:
            assert open_span is None, "nested marker"
            j = i + 1
            typ_chars = []
            while marked[j] != SEP:
                typ_chars.append(marked[j])
                j += 1
            open_span = ("".join(typ_chars).upper(), pos)
            i = j + 1
            continue
        if ch == CLOSE:
            typ, start = open_span
            spans.append((start, pos, typ))
            open_span = None
            i += 1
            continue
        assert ch != SEP
        out.append(ch)
        pos += 1
        i += 1
    assert open_span is None
    text = "".join(out)
    return text, [{"start": s, "end": e, "label": LABEL_OF[t], "type": t, "text": text[s:e]} for s, e, t in spans]


ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else "-" + ONES[n % 10])
    return "one hundred" + ("" if n == 100 else " and " + words(n - 100))


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD3 = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
WD4 = ["Mon", "Tues", "Wed", "Thurs", "Fri", "Sat", "Sun"]


def ordinal(d):
    if 11 <= d % 100 <= 13:
        return f"{d}th"
    return f"{d}" + {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")


def clean(s):
    return "".join(c for c in s.lower() if c.isalpha())


def cap_initial(s):
    for c in s:
        if c.isupper():
            return c
    return s[0].upper()


class Person:
    def __init__(self, given, sur, sex, mid=None, title=None):
        self.g, self.s, self.sex, self.m, self.title = given, sur, sex, mid, title


class World:
    """Everything invented for one note: patient, relatives, staff, places, identifiers."""

    def __init__(self, r, country):
        self.r = r
        self.cc = country
        self.C = COUNTRIES[country]
        self.sex = r.choice("MF")
        self.pt = self.person(self.sex, patient=True)
        self.age = r.randint(19, 98)
        self.adm = dt.date(r.randint(2018, 2025), r.randint(1, 12), r.randint(1, 28))
        self.dob = self.adm - dt.timedelta(days=int(self.age * 365.25) + r.randint(1, 360))
        self.age = self.adm.year - self.dob.year - ((self.adm.month, self.adm.day) < (self.dob.month, self.dob.day))
        self.hosp = r.choice(self.C["hospitals"])
        self.ward = r.choice(self.C["wards"])
        self.bay = r.choice([str(r.randint(1, 8)), r.choice("ABCDEF")])
        self.bed = str(r.randint(1, 32))
        self.room = r.choice([str(r.randint(1, 30)), f"{r.randint(1, 30)}{r.choice('AB')}", f"SR{r.randint(1, 9)}"])
        self.city = r.choice(self.C["cities"])
        self.county = r.choice(self.C["counties"]) if self.C["counties"] else None
        self.state = r.choice(self.C["states"]) if self.C["states"] else None
        self.postcode = self.make_postcode()
        self.street = self.make_street()
        self.profession = r.choice(PROFESSIONS)
        self.employer = r.choice(self.C["employers"])
        self.gp_practice = r.choice(self.C["gps"])
        self.pharmacy = r.choice(self.C["pharmacies"])
        self.carehome = r.choice(self.C["carehomes"])
        self.insurer = r.choice(self.C["insurers"])
        self.origin = r.choice(ORIGIN_COUNTRIES)
        self.mrn = self.make_mrn()
        self.hp = self.make_hp()
        self.ssn = self.make_ssn()
        self.acct = self.make_acct()
        # relatives
        fsex = r.choice("MF")
        self.rel = r.choice(RELATIONS_M if fsex == "M" else RELATIONS_F)
        self.fam = self.person(fsex, surname=self.pt.s if r.random() < 0.6 else None)
        self.fam_phone = self.phone(mobile=True)
        self.fam_age = r.randint(18, 90)
        # staff
        self.cons = self.staff("cons")
        self.reg = self.staff("reg")
        self.jr = self.staff("jr")
        self.nurse = self.staff("nurse")
        self.nurse2 = self.staff("nurse")
        self.pharm = self.staff("pharm")
        self.physio = self.staff("physio")
        self.gp = self.staff("gp")
        self.sm = self.staff("nurse")

    # ---------- people ----------
    def person(self, sex, patient=False, surname=None):
        r = self.r
        if r.random() < 0.18:
            g = r.choice(WORD_GIVEN_M if sex == "M" else WORD_GIVEN_F)
        else:
            g = r.choice(GIVEN_M if sex == "M" else GIVEN_F)
        s = surname or (r.choice(WORD_SURNAMES) if r.random() < 0.2 else r.choice(SURNAMES))
        m = r.choice("ABCDEFGHJKLMNPRSTW") if r.random() < 0.35 else None
        if sex == "M":
            t = "Mr"
        else:
            t = r.choice(["Mrs", "Ms", "Miss", "Mrs", "Ms"])
        return Person(g, s, sex, m, t)

    def staff(self, kind):
        r = self.r
        p = self.person(r.choice("MF"))
        cred = {
            "cons": r.choice(["Consultant", "FRCP", "MRCP", "FRACP", "FCP(SA)", "MRCPI", "FRCS", "FRACS"]),
            "reg": r.choice(["SpR", "ST5", "StR", "Reg", "MRCP", "MRCS", "ST4"]),
            "jr": r.choice(["FY1", "FY2", "CT1", "SHO", "Intern", "RMO", "JHO"]),
            "nurse": r.choice(["RN", "RGN", "SN", "CN", "EN", "RMN"]),
            "pharm": r.choice(["MPharm", "BPharm", "MPSI", "Clinical Pharmacist"]),
            "physio": r.choice(["MCSP", "BSc Physio", "APAM", "MISCP"]),
            "gp": r.choice(["MRCGP", "MICGP", "FRACGP", "MBChB"]),
        }[kind]
        if kind in ("cons", "reg", "jr", "gp"):
            p.title = "Mr" if (kind == "cons" and p.sex == "M" and r.random() < 0.3) else r.choice(["Dr", "Dr", "Dr.", "Prof"] if kind == "cons" else ["Dr", "Dr."])
        elif kind == "nurse":
            p.title = r.choice(["Sister", "SN", "CN", "Nurse", "Charge Nurse"]) if p.sex == "F" else r.choice(["SN", "CN", "Charge Nurse", "Nurse"])
        else:
            p.title = None
        p.cred = cred
        p.kind = kind
        p.lic = self.make_license(kind)
        p.bleep = str(r.randint(1000, 9899))
        p.user = self.username(p)
        p.email = self.email(p)
        return p

    def username(self, p):
        r = self.r
        s = clean(p.s)
        return r.choice([f"{p.g[0].lower()}{s}", f"{p.g[0].lower()}{s}{r.randint(1, 9)}", f"{clean(p.g)}.{s}",
                         f"{s[:5]}{p.g[0].lower()}{r.randint(10, 99)}", f"{p.g[0].lower()}_{s}"])

    def email(self, p):
        r = self.r
        return f"{clean(p.g)}.{clean(p.s)}@" + r.choice(["example.org", "example.net", "example.com", "nhs.example.net", "health.example.org"])

    def name(self, p, typ, form=None):
        """A surface form of a person's name; titles and credentials stay outside the span."""
        r = self.r
        forms = ["title_sur", "full", "title_i_sur", "sur_first_caps", "g_init", "initials", "given", "sur_first",
                 "full_mid", "title_g_sur", "sur_init", "title_sur"]
        form = form or r.choice(forms)
        g, s, m = p.g, p.s, p.m
        title = p.title or ("Dr" if typ == "DOCTOR" else None)
        if title in ("Mr", "Mrs", "Ms", "Dr", "Prof") and r.random() < 0.3:
            title = title + "."
        if form in ("title_sur", "title_i_sur", "title_g_sur") and not title:
            form = "full"
        if form == "title_sur":
            return f"{title} " + mk(typ, s)
        if form == "title_i_sur":
            return f"{title} " + mk(typ, f"{g[0]}. {s}" if r.random() < 0.5 else f"{g[0]} {s}")
        if form == "title_g_sur":
            return f"{title} " + mk(typ, f"{g} {s}")
        if form == "full":
            return mk(typ, f"{g} {s}")
        if form == "full_mid":
            return mk(typ, f"{g} {m}. {s}" if m else f"{g} {s}")
        if form == "sur_first_caps":
            return mk(typ, f"{s.upper()}, {g.upper()}" + (f" {m}" if m else ""))
        if form == "sur_first":
            return mk(typ, f"{s}, {g}")
        if form == "g_init":
            return mk(typ, f"{g} {cap_initial(s)}.")
        if form == "initials":
            gi, si = g[0], cap_initial(s)
            return mk(typ, r.choice([f"{gi}{si}", f"{gi}.{si}.", f"{gi}{m}{si}" if m else f"{gi}{si}"]))
        if form == "given":
            return mk(typ, g)
        if form == "sur":
            return mk(typ, s)
        if form == "sur_init":
            return mk(typ, f"{s} {g[0]}")
        raise ValueError(form)

    def P(self, form=None):
        return self.name(self.pt, "PATIENT", form)

    def D(self, p, form=None):
        return self.name(p, "DOCTOR", form)

    def F(self, form=None, p=None):
        return self.name(p or self.fam, "FAMILY", form)

    def sig(self, p):
        """Signature with credential outside the name."""
        r = self.r
        style = r.randint(0, 3)
        if style == 0:
            return self.D(p, "full") + f", {p.cred}"
        if style == 1:
            return self.D(p, "title_i_sur") + f" ({p.cred})"
        if style == 2:
            return self.D(p, "full_mid") + f" {p.cred}"
        return self.D(p, "sur_first_caps") + f" / {p.cred}"

    # ---------- dates and ages ----------
    def d(self, date, style=None):
        r = self.r
        styles = ["dmy", "dmy", "dmy_short", "dmy_dot", "d_mon_y", "d_month_y", "dth_month_y", "dd-mon-yyyy",
                  "wd_dm", "wd_full", "dm", "iso", "dMONyy", "d_month"]
        if self.cc == "ZA":
            styles += ["ymd_slash", "ymd_slash"]
        style = style or r.choice(styles)
        dd, mm, yy = date.day, date.month, date.year
        mon = MONTHS[mm - 1]
        s = {
            "dmy": f"{dd:02d}/{mm:02d}/{yy}",
            "dmy_short": f"{dd}/{mm}/{yy % 100:02d}",
            "dmy_dot": f"{dd:02d}.{mm:02d}.{yy}",
            "d_mon_y": f"{dd} {mon[:3]} {yy}",
            "d_month_y": f"{dd} {mon} {yy}",
            "dth_month_y": f"{ordinal(dd)} {mon} {yy}",
            "dd-mon-yyyy": f"{dd:02d}-{mon[:3]}-{yy}",
            "wd_dm": f"{r.choice([WD3, WD4])[date.weekday()]} {dd}/{mm}",
            "wd_full": f"{WDAYS[date.weekday()]} {ordinal(dd) if r.random() < 0.5 else dd} {mon}",
            "dm": f"{dd}/{mm}",
            "iso": f"{yy}-{mm:02d}-{dd:02d}",
            "dMONyy": f"{dd:02d}{mon[:3].upper()}{yy % 100:02d}",
            "d_month": f"{dd} {mon}",
            "ymd_slash": f"{yy}/{mm:02d}/{dd:02d}",
            "month_y": f"{mon} {yy}",
            "mon_y": f"{mon[:3]} {yy}",
            "year": f"{yy}",
            "weekday": WDAYS[date.weekday()],
            "wd3": WD3[date.weekday()],
        }[style]
        return mk("DATE", s)

    def rel_date(self, days, style=None):
        return self.d(self.adm + dt.timedelta(days=days), style)

    def age_s(self, age=None, sex=None, style=None):
        r = self.r
        a = self.age if age is None else age
        sx = sex or self.sex
        styles = ["yo", "yo_tight", "y/o", "MF_tight", "MF_space", "MF_slash", "year-old", "aged", "year_old",
                  "words", "yrs", "age_colon"]
        style = style or r.choice(styles)
        A = mk("AGE", a)
        if style == "yo":
            return f"{A} yo"
        if style == "yo_tight":
            return f"{A}yo"
        if style == "y/o":
            return f"{A} y/o"
        if style == "MF_tight":
            return f"{A}{sx}"
        if style == "MF_space":
            return f"{A} {sx}"
        if style == "MF_slash":
            return f"{A}/{sx}"
        if style == "year-old":
            return f"{A}-year-old"
        if style == "aged":
            return f"aged {A}"
        if style == "year_old":
            return f"{A} year old"
        if style == "yrs":
            return f"{A} yrs"
        if style == "age_colon":
            return f"Age: {A}"
        if style == "words":
            return "aged " + mk("AGE", words(a))
        raise ValueError(style)

    # ---------- places ----------
    def make_postcode(self):
        r = self.r
        L = "ABDEFGHJKLMNPRSTUWXY"
        if self.cc == "UK":
            return f"{r.choice(L)}{r.choice(L)}{r.randint(1, 29)} {r.randint(1, 9)}{r.choice(L)}{r.choice(L)}"
        if self.cc == "IE":
            X = L + "0123456789"
            return f"{r.choice('ACDEFHKNPRTVWXY')}{r.randint(10, 99)} {r.choice(L)}{''.join(r.choice(X) for _ in range(3))}"
        if self.cc == "AU":
            return str(r.randint(2000, 7999))
        return f"{r.randint(1, 9999):04d}"

    def make_street(self):
        r = self.r
        st = f"{r.randint(1, 240)} {r.choice(self.C['streets'])}"
        if r.random() < 0.3:
            u = r.choice(self.C["units"]).format(n=r.randint(1, 40))
            st = (u + st) if u.endswith("/") else f"{u}, {st}"
        return st

    def addr(self, multiline=False, with_country=False):
        """Street, town, county/state, postcode as separate spans."""
        r = self.r
        parts = [mk("STREET", self.street), mk("CITY", self.city)]
        tail = []
        if self.cc == "IE" and self.county:
            tail.append("Co. " + mk("CITY", self.county))
        elif self.cc == "UK" and self.county and r.random() < 0.5:
            tail.append(mk("CITY", self.county))
        if self.state and self.cc in ("AU", "ZA"):
            if self.cc == "AU":
                tail.append(mk("STATE", self.state) + " " + mk("ZIP", self.postcode))
            else:
                tail.append(mk("STATE", self.state))
                tail.append(mk("ZIP", self.postcode))
        else:
            tail.append(mk("ZIP", self.postcode))
        if with_country:
            tail.append(mk("COUNTRY", r.choice(self.C["cname"])))
        sep = "\n" if multiline else ", "
        return sep.join(parts + tail)

    def country(self):
        return mk("COUNTRY", self.r.choice(self.C["cname"]))

    # ---------- identifiers ----------
    def digits(self, n):
        return "".join(self.r.choice("0123456789") for _ in range(n))

    def make_mrn(self):
        r = self.r
        if self.cc == "UK":
            return r.choice([f"{r.choice('KRHW')}{self.digits(7)}", f"RXJ{self.digits(6)}", f"{self.digits(3)} {self.digits(3)} {self.digits(3)}"])
        if self.cc == "IE":
            return r.choice([self.digits(7), f"H{self.digits(6)}"])
        if self.cc == "AU":
            return r.choice([self.digits(8), f"{self.digits(3)}-{self.digits(3)}-{self.digits(2)}"])
        return r.choice([f"{self.digits(7)}-{self.digits(1)}", f"FN{self.digits(8)}"])

    def make_hp(self):
        r = self.r
        if self.cc == "UK":
            return f"999 {self.digits(3)} {self.digits(4)}"
        if self.cc == "IE":
            return r.choice([f"GMS {self.digits(8)}", f"CLH-{self.digits(7)}", f"{self.digits(7)}{r.choice('ABWX')}M"])
        if self.cc == "AU":
            return f"{r.randint(2, 6)}{self.digits(3)} {self.digits(5)} {r.randint(1, 9)}"
        return r.choice([f"{self.digits(8)}", f"UMA{self.digits(7)}"])

    def make_ssn(self):
        r = self.r
        if self.cc == "UK":
            return f"000 {self.digits(2)} {self.digits(2)} {self.digits(2)} {r.choice('ABCD')}"
        if self.cc == "IE":
            return f"9{self.digits(6)}{r.choice('ABCDEFHKTW')}"
        if self.cc == "AU":
            return f"9{self.digits(2)} {self.digits(3)} {self.digits(3)}"
        return f"9{self.digits(12)}"

    def make_acct(self):
        r = self.r
        return r.choice([f"ENC{self.digits(8)}", f"{self.digits(4)}-{self.digits(4)}", f"EP-{self.digits(7)}",
                         f"V{self.digits(9)}", f"SP{self.digits(6)}"])

    def make_license(self, kind):
        r = self.r
        cc = self.cc
        if kind in ("cons", "reg", "jr", "gp"):
            return {"UK": f"GMC {self.digits(7)}", "IE": f"MCRN {self.digits(6)}",
                    "AU": f"MED000{self.digits(7)}", "ZA": f"MP {self.digits(7)}"}[cc]
        if kind == "nurse":
            return {"UK": f"NMC {self.digits(2)}{r.choice('ABCDEFGHIJ')}{self.digits(4)}{r.choice('EOSW')}",
                    "IE": f"NMBI {self.digits(6)}", "AU": f"NMW000{self.digits(7)}", "ZA": f"SANC {self.digits(8)}"}[cc]
        if kind == "pharm":
            return {"UK": f"GPhC {self.digits(7)}", "IE": f"PSI {self.digits(5)}", "AU": f"PHA000{self.digits(7)}",
                    "ZA": f"SAPC P{self.digits(8)}"}[cc]
        return {"UK": f"HCPC PH{self.digits(6)}", "IE": f"CORU PT{self.digits(6)}", "AU": f"PHY000{self.digits(7)}",
                "ZA": f"HPCSA PT {self.digits(7)}"}[cc]

    def lic_value(self, p):
        """(label, value) of a staff licence."""
        lab, val = p.lic.split(" ", 1) if " " in p.lic else ("AHPRA", p.lic)
        if lab == "HPCSA":
            lab, val = "HPCSA", val
        return lab, val

    def lic(self, p):
        lab, val = self.lic_value(p)
        return f"{lab} " + mk("LICENSE", val)

    def idnum(self):
        r = self.r
        return r.choice([f"BX-{self.digits(6)}", f"CH{self.digits(6)}Q", f"{r.randint(10, 99)}K{self.digits(7)}",
                         f"RAD{self.digits(7)}", f"ORD-{self.digits(5)}", f"REQ{self.digits(6)}",
                         f"S{self.digits(2)}-{self.digits(4)}", f"HX{self.digits(5)}-{r.randint(1, 9)}"])

    def device_id(self):
        r = self.r
        return r.choice([f"PJN{self.digits(6)}", f"SN{self.digits(8)}", f"SD-{self.digits(6)}",
                         f"{self.digits(4)}-{r.choice('ABCDEFG')}{self.digits(4)}", f"MX{self.digits(3)}{r.choice('KLMN')}{self.digits(4)}",
                         f"IPX-{self.digits(7)}"])

    def vehicle(self):
        r = self.r
        L = "ABCDEFGHJKLMNPRSTVWXY"
        if self.cc == "UK":
            return f"{r.choice(L)}{r.choice(L)}{r.randint(10, 24)} {r.choice(L)}{r.choice(L)}{r.choice(L)}"
        if self.cc == "IE":
            return f"{r.randint(10, 24)}{r.choice(['1', '2', ''])}-{r.choice(['D', 'C', 'G', 'KY', 'CE', 'MO', 'WX'])}-{r.randint(1, 99999)}"
        if self.cc == "AU":
            return r.choice([f"{r.randint(1, 9)}{r.choice(L)}{r.choice(L)}{r.choice(L)}{self.digits(3)}", f"{r.choice(L)}{r.choice(L)}{r.choice(L)}-{self.digits(3)}"])
        return f"{r.choice(['CA', 'ND', 'CY', 'NU'])} {self.digits(3)}-{self.digits(3)}"

    def bioid(self):
        r = self.r
        return r.choice([f"FP-{self.digits(5)}", f"BIO-{self.digits(6)}", f"PV-{self.digits(5)}-{r.randint(1, 9)}",
                         f"IR{self.digits(6)}", f"FPT{self.digits(4)}{r.choice('XYZ')}"])

    def ip(self):
        r = self.r
        k = r.randint(0, 2)
        if k == 0:
            return f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}"
        if k == 1:
            return f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(1, 254)}"
        return f"192.168.{r.randint(0, 255)}.{r.randint(1, 254)}"

    def url(self):
        r = self.r
        host = r.choice(["portal.example.org", "www.example.net", "ereferral.example.com", "intranet.example.org",
                         "www.example.org", "bedboard.example.net", "records.example.com"])
        path = r.choice([f"/patients/{self.digits(6)}", "/referrals/new", f"/pt?id={self.digits(7)}",
                         "/discharge/info", f"/case/{self.digits(5)}", "/leaflets/anticoagulation", ""])
        return r.choice(["https://", "http://", ""]) + host + path if not host.startswith("www") or r.random() < 0.5 else host + path

    def phone(self, mobile=False, ext=False):
        r = self.r
        cc = self.cc
        if cc == "UK":
            v = r.choice([f"07700 555 {self.digits(3)}", f"07{r.randint(700, 999)} 555{self.digits(3)}"]) if mobile else \
                r.choice([f"01632 555 {self.digits(4)}", f"(01632) 555{self.digits(3)}", f"020 7555 {self.digits(4)}", f"0113 555 {self.digits(4)}"])
        elif cc == "IE":
            v = r.choice([f"087 555 {self.digits(4)}", f"+353 86 555 {self.digits(4)}"]) if mobile else \
                r.choice([f"(065) 555 {self.digits(4)}", f"01 555 {self.digits(4)}", f"091-555-{self.digits(4)}"])
        elif cc == "AU":
            v = r.choice([f"0412 555 {self.digits(3)}", f"+61 491 555 {self.digits(3)}"]) if mobile else \
                r.choice([f"(02) 5550 {self.digits(4)}", f"(07) 5550 {self.digits(4)}", f"03 5550 {self.digits(4)}"])
        else:
            v = r.choice([f"082 555 {self.digits(4)}", f"+27 72 555 {self.digits(4)}"]) if mobile else \
                r.choice([f"021 555 {self.digits(4)}", f"(011) 555-{self.digits(4)}", f"+27 31 555 {self.digits(4)}"])
        if ext:
            v += r.choice([f" ext {self.digits(4)}", f" ext. {self.digits(3)}", f" x{self.digits(4)}"])
        return v

    # ---------- hard negatives ----------
    def time(self):
        r = self.r
        h, m = r.randint(0, 23), r.choice(range(0, 60, r.choice([1, 5, 15])))
        return r.choice([f"{h:02d}:{m:02d}", f"{h:02d}:{m:02d}", f"{h:02d}{m:02d}", f"{h:02d}:{m:02d}h"])

    def vitals(self, sep=", "):
        r = self.r
        sys_ = r.randint(88, 190)
        parts = [f"HR {r.randint(48, 138)}", f"BP {sys_}/{r.randint(40, min(105, sys_ - 25))}", f"RR {r.randint(12, 32)}",
                 f"SpO2 {r.randint(86, 100)}% " + r.choice(["RA", "on RA", "on 2L NC", "on 28% venturi", "on 15L NRB"]),
                 f"T {r.randint(355, 399) / 10:.1f}"]
        if r.random() < 0.5:
            parts.append(f"CBG {r.randint(40, 220) / 10:.1f}")
        if r.random() < 0.6:
            parts.append(f"NEWS2 {r.randint(0, 9)}")
        return sep.join(parts)

    LABS = [("Na", 126, 147, 0, "mmol/L", "133-146"), ("K", 30, 61, 1, "mmol/L", "3.5-5.3"),
            ("Cl", 94, 111, 0, "mmol/L", "95-108"), ("Ur", 25, 290, 1, "mmol/L", "2.5-7.8"),
            ("Cr", 48, 420, 0, "umol/L", "45-90"), ("eGFR", 12, 90, 0, "mL/min/1.73m2", ">90"),
            ("Hb", 68, 168, 0, "g/L", "130-170"), ("WCC", 21, 268, 1, "x10^9/L", "4.0-11.0"),
            ("Plt", 85, 560, 0, "x10^9/L", "150-400"), ("Neut", 12, 220, 1, "x10^9/L", "2.0-7.5"),
            ("CRP", 1, 340, 0, "mg/L", "<5"), ("INR", 9, 45, 1, "", "0.8-1.2"), ("Bili", 4, 62, 0, "umol/L", "<21"),
            ("ALT", 8, 310, 0, "U/L", "<41"), ("ALP", 38, 410, 0, "U/L", "30-130"), ("Alb", 19, 46, 0, "g/L", "35-50"),
            ("Mg", 48, 112, 2, "mmol/L", "0.70-1.00"), ("PO4", 50, 210, 2, "mmol/L", "0.80-1.50"),
            ("Ca", 190, 290, 2, "mmol/L", "2.20-2.60"), ("Lactate", 6, 62, 1, "mmol/L", "<2.0"),
            ("Glucose", 35, 250, 1, "mmol/L", "4.0-7.8"), ("HbA1c", 38, 112, 0, "mmol/mol", "<48"),
            ("Trop", 3, 4800, 0, "ng/L", "<14"), ("TSH", 1, 120, 1, "mU/L", "0.3-4.2"), ("pH", 715, 748, 2, "", "7.35-7.45"),
            ("pCO2", 35, 92, 1, "kPa", "4.7-6.0"), ("pO2", 60, 140, 1, "kPa", "10-13"), ("HCO3", 14, 31, 0, "mmol/L", "22-29"),
            ("Ferritin", 12, 900, 0, "ug/L", "30-400"), ("D-dimer", 100, 4000, 0, "ng/mL", "<500"), ("APTT", 24, 48, 0, "s", "25-35")]

    def lab_val(self, row):
        r = self.r
        name, lo, hi, dec, unit, rng = row
        v = r.randint(lo, hi)
        if name in ("K", "Ur", "WCC", "Neut", "INR", "Lactate", "Glucose", "TSH", "pCO2", "pO2"):
            return f"{v / 10:.1f}"
        if name in ("Mg", "PO4", "Ca", "pH"):
            return f"{v / 100:.2f}"
        return str(v)

    def labs(self, n=None, style=None, dates=None):
        r = self.r
        rows = r.sample(self.LABS, n or r.randint(7, 14))
        style = style or r.choice(["inline", "inline_units", "slashes", "pipe", "fixed", "csv", "tab", "list"])
        if style == "inline":
            return " ".join(f"{x[0]} {self.lab_val(x)}" for x in rows)
        if style == "inline_units":
            return ", ".join(f"{x[0]} {self.lab_val(x)} {x[4]}".rstrip() + (f" ({x[5]})" if r.random() < 0.4 else "") for x in rows)
        if style == "slashes":
            return " / ".join(f"{x[0]} {self.lab_val(x)}" for x in rows)
        if style == "list":
            return "\n".join(f"- {x[0]}: {self.lab_val(x)} {x[4]}".rstrip() for x in rows)
        cols = dates or []
        if style == "pipe":
            head = "| Test | " + " | ".join(cols + ["Result"] if not cols else cols) + " | Units | Ref |"
            lines = [head, "|" + "---|" * (3 + max(1, len(cols)))]
            for x in rows:
                vals = [self.lab_val(x) for _ in range(max(1, len(cols)))]
                lines.append(f"| {x[0]} | " + " | ".join(vals) + f" | {x[4]} | {x[5]} |")
            return "\n".join(lines)
        if style == "fixed":
            head = f"{'TEST':<10}" + "".join(f"{c:<14}" for c in (cols or ["RESULT"])) + f"{'UNITS':<16}REF"
            lines = [head]
            for x in rows:
                vals = "".join(f"{self.lab_val(x):<14}" for _ in range(max(1, len(cols))))
                lines.append(f"{x[0]:<10}{vals}{x[4]:<16}{x[5]}")
            return "\n".join(lines)
        if style == "csv":
            lines = ["test," + ",".join(cols or ["result"]) + ",units,range"]
            for x in rows:
                lines.append(f"{x[0]}," + ",".join(self.lab_val(x) for _ in range(max(1, len(cols)))) + f",{x[4]},{x[5]}")
            return "\n".join(lines)
        lines = ["Test\t" + "\t".join(cols or ["Result"]) + "\tUnits"]
        for x in rows:
            lines.append(f"{x[0]}\t" + "\t".join(self.lab_val(x) for _ in range(max(1, len(cols)))) + f"\t{x[4]}")
        return "\n".join(lines)

    def drug(self, d=None):
        d = d or self.r.choice(DRUGS)
        return f"{d[0]} {d[1]} {d[2]} {d[3]}"

    def drugs(self, n):
        return self.r.sample(DRUGS, n)
