"""Per-note invented world: people, places, identifiers, dates, as (text, type) context entries."""
import datetime as dt
from pools import (GIVEN_M, GIVEN_F, SURNAMES, CITIES, REGIONS, STREETS, ST_SUF, HOSP, WARDS, FUNERAL,
                   CHURCH, EMPLOYER, MARAE, CEMETERY, PROF_DEC, PROF_SHORT, RELIGION, CAUSES, MEDS,
                   HOLIDAYS, MONTHS, WD)

ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
TEENS = ["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
         "nineteen"]


def words(n):
    if n < 10:
        return ONES[n]
    if n < 20:
        return TEENS[n - 10]
    if n < 100:
        return TENS[n // 10] + ("-" + ONES[n % 10] if n % 10 else "")
    return "one hundred" + (" and " + words(n - 100) if n > 100 else "")


class World:
    def __init__(self, rng, country):
        self.r, self.c = rng, country

    # ---------- people ----------
    def person(self, sex=None):
        r = self.r
        sex = sex or r.choice("MF")
        g = r.choice(GIVEN_M if sex == "M" else GIVEN_F)
        return {"g": g, "m": r.choice("ABCDEFGHJKLMNPRSTW"), "s": r.choice(SURNAMES), "sex": sex}

    def nm(self, p, style=None):
        r = self.r
        style = style or r.choice(["gs", "gs", "gs", "gms", "sg", "SG", "is", "gi", "s", "g"])
        g, m, s = p["g"], p["m"], p["s"]
        return {"gs": f"{g} {s}", "gms": f"{g} {m}. {s}", "gms2": f"{g} {m} {s}", "sg": f"{s}, {g}",
                "SG": f"{s.upper()}, {g.upper()}", "SGM": f"{s.upper()}, {g.upper()} {m}",
                "is": f"{g[0]}. {s}", "is2": f"{g[0]} {s}", "gi": f"{g} {s[0]}.", "s": s, "g": g,
                "ii": f"{g[0]}.{s[0]}.", "II": f"{g[0]}{s[0]}", "lo": f"{g[0]}{s[0]}".lower(),
                "S": s.upper()}[style]

    def title(self, p):
        r = self.r
        if p["sex"] == "M":
            return r.choice(["Mr", "Mr", "Mr."])
        return r.choice(["Mrs", "Ms", "Mrs.", "Miss", "Ms."])

    # ---------- dates ----------
    def rdate(self):
        return dt.date(2019, 1, 1) + dt.timedelta(days=self.r.randrange(0, 2400))

    def fd(self, d, style=None):
        r, c = self.r, self.c
        us = c == "US"
        style = style or r.choice(["num", "num", "num", "num2", "dmy", "dmy", "dmy3", "iso", "wdnum", "long",
                                   "dot", "th"])
        dd, mm, yy = d.day, d.month, d.year
        mon = MONTHS[mm - 1]
        if style == "num":
            return f"{mm}/{dd}/{yy}" if us else f"{dd:02d}/{mm:02d}/{yy}"
        if style == "num2":
            return f"{mm:02d}/{dd:02d}/{yy % 100:02d}" if us else f"{dd}/{mm}/{yy % 100:02d}"
        if style == "dmy":
            return f"{mon} {dd}, {yy}" if us else f"{dd} {mon} {yy}"
        if style == "dmy3":
            return f"{mon[:3]} {dd} {yy}" if us else f"{dd}-{mon[:3]}-{yy}"
        if style == "iso":
            return d.isoformat()
        if style == "wdnum":
            w = WD[d.weekday()][:3]
            return f"{w} {mm}/{dd}" if us else f"{w} {dd}/{mm}"
        if style == "long":
            w = WD[d.weekday()]
            return f"{w}, {mon} {dd}, {yy}" if us else f"{w} {dd} {mon} {yy}"
        if style == "dot":
            return f"{dd:02d}.{mm:02d}.{yy % 100:02d}"
        if style == "th":
            suf = "th" if 10 <= dd % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
            return f"{mon} {dd}{suf}" if us else f"{dd}{suf} {mon}"
        if style == "my":
            return f"{mon} {yy}"
        if style == "y":
            return str(yy)
        if style == "wd":
            return WD[d.weekday()]
        raise ValueError(style)

    # ---------- contacts / ids ----------
    def phone(self, mobile=None):
        r, c = self.r, self.c
        n = f"{r.randrange(100, 200):03d}"[1:]
        x = f"01{n}"
        if c == "US":
            a = r.choice(["617", "503", "802", "316", "207", "734", "404", "515"])
            return r.choice([f"({a}) 555-{x}", f"{a}-555-{x}", f"{a}.555.{x}", f"+1 {a} 555 {x}", f"555-{x}"])
        if c == "UK":
            a = r.choice(["0161", "0113", "01632", "0117", "020 7", "01904"])
            return r.choice([f"{a} 555 {x}", f"+44 {a[1:]} 555 {x}", f"07700 555{x[1:]}", f"{a}-555-{x}"])
        a = r.choice(["09", "07", "06", "03", "04"])
        return r.choice([f"{a} 555 {x}", f"+64 {a[1:]} 555 {x}", f"021 555 {x}", f"027-555-{x}"])

    def ext(self):
        return self.phone() + self.r.choice([" ext. ", " x", " ext "]) + str(self.r.randrange(10, 4999))

    def bleep(self):
        return self.r.choice([str(self.r.randrange(1000, 9999)), f"{self.r.randrange(2, 9)}-{self.r.randrange(1000, 9999)}"])

    def email(self, p=None, org=None):
        r = self.r
        dom = r.choice(["example.com", "example.org", "example.net"])
        if p:
            loc = r.choice([f"{p['g']}.{p['s']}", f"{p['g'][0]}{p['s']}", f"{p['s']}{r.randrange(1, 99)}",
                            f"{p['g']}_{p['s'][0]}"]).lower()
        else:
            loc = r.choice(["bereavement", "mortuary.office", "chaplaincy", "admin", "funerals", "office",
                            "spiritualcare", "donation.team"])
        return f"{loc.replace(' ', '').replace(chr(39), '')}@{dom}"

    def url(self):
        r = self.r
        host = r.choice(["www.example.com", "example.org", "www.example.net", "portal.example.org",
                         "bereavement.example.com"])
        path = r.choice(["/funerals/notices", "/book-viewing", "/tributes/" + str(r.randrange(1000, 99999)),
                         "/bereavement", "/memorial?id=" + str(r.randrange(100, 9999)), "", "/forms/cremation"])
        return r.choice(["https://", "http://", ""]) + host + path

    def ip(self):
        r = self.r
        return r.choice([f"10.{r.randrange(0, 255)}.{r.randrange(0, 255)}.{r.randrange(1, 254)}",
                         f"192.168.{r.randrange(0, 255)}.{r.randrange(1, 254)}",
                         f"172.{r.randrange(16, 32)}.{r.randrange(0, 255)}.{r.randrange(1, 254)}"])

    def digits(self, n):
        return "".join(str(self.r.randrange(10)) for _ in range(n))

    def letters(self, n):
        return "".join(self.r.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(n))

    def mrn(self):
        r, c = self.r, self.c
        if c == "UK":
            return r.choice([f"{self.letters(1)}{self.digits(6)}", f"RTH{self.digits(7)}", self.digits(8)])
        if c == "NZ":
            return r.choice([f"{self.letters(3)}{self.digits(4)}", f"Z{self.letters(2)}{self.digits(4)}"])
        return r.choice([self.digits(8), f"{self.digits(3)}-{self.digits(2)}-{self.digits(2)}", f"E{self.digits(7)}"])

    def natid(self):  # NHS number (UK) / NHI (NZ); US uses mrn style
        if self.c == "UK":
            d = "9" + self.digits(9)
            return self.r.choice([f"{d[:3]} {d[3:6]} {d[6:]}", d])
        if self.c == "NZ":
            return f"Z{self.letters(2)}{self.digits(4)}"
        return self.mrn()

    def ssn(self):
        r = self.r
        a = r.choice(["9" + self.digits(2), "000"])
        return r.choice([f"{a}-{self.digits(2)}-{self.digits(4)}", f"{a}{self.digits(6)}"])

    def hp(self):
        r = self.r
        return r.choice([f"{self.letters(3)}{self.digits(9)}", f"{self.digits(1)}{self.letters(2)}{self.digits(1)}-{self.letters(3)}-{self.digits(2)}{self.letters(1)}{self.digits(1)}",
                         f"W{self.digits(8)}", f"FP-{self.digits(6)}", f"GRP {self.digits(5)}"])

    def acct(self):
        r = self.r
        return r.choice([f"{self.digits(4)}-{self.digits(4)}", f"V{self.digits(9)}", f"ENC{self.digits(7)}",
                         f"INV-{self.digits(5)}", self.digits(10)])

    def lic(self):
        r, c = self.r, self.c
        if c == "UK":
            return r.choice([self.digits(7), f"GMC {self.digits(7)}"[4:], f"{self.digits(2)}{self.letters(1)}{self.digits(4)}{self.letters(1)}"])
        if c == "NZ":
            return r.choice([self.digits(5), f"MCNZ{self.digits(5)}"[4:]])
        return r.choice([f"{self.letters(2)}{self.digits(7)}", "1" + self.digits(9), f"MD{self.digits(6)}"])

    def cert(self):
        r = self.r
        return r.choice([f"{self.letters(1)}{self.digits(6)}", f"{self.digits(3)} {self.digits(3)}",
                         f"DC-{self.r.randrange(2019, 2026)}-{self.digits(5)}", f"{self.digits(9)}"])

    def dev(self):
        r = self.r
        return r.choice([f"{self.letters(3)}{self.digits(6)}", f"SN {self.digits(8)}"[3:],
                         f"{self.letters(2)}{self.digits(5)}{self.letters(1)}", f"RNH{self.digits(6)}V"])

    def veh(self):
        r, c = self.r, self.c
        if c == "UK":
            return f"{self.letters(2)}{self.digits(2)} {self.letters(3)}"
        if c == "NZ":
            return f"{self.letters(3)}{self.digits(3)}"
        return r.choice([f"{self.digits(1)}{self.letters(3)}{self.digits(3)}", f"1FD{self.letters(2)}{self.digits(12)}"[:17]])

    def bio(self):
        return self.r.choice([f"FP-{self.digits(5)}", f"DNA-{self.digits(2)}-{self.digits(4)}",
                              f"PMFP{self.digits(6)}", f"BIO{self.digits(5)}"])

    def idnum(self, kind):
        r = self.r
        yy = r.randrange(19, 26)
        if kind == "coroner":
            return r.choice([f"COR-{2000 + yy}-{self.digits(4)}", f"{self.digits(5)}/{yy}", f"CSU{self.digits(6)}",
                             f"ME{yy}-{self.digits(4)}"])
        if kind == "mort":
            return r.choice([f"M{yy}/{self.digits(4)}", f"MR-{self.digits(5)}", f"{yy}-{self.digits(3)}",
                             f"BR{self.digits(5)}"])
        return r.choice([f"R{self.digits(7)}", f"{self.letters(2)}-{self.digits(6)}", f"T{yy}-{self.digits(5)}"])

    def user(self, p):
        r = self.r
        return r.choice([f"{p['g'][0]}{p['s']}".lower()[:8], f"{p['s'][:5]}{p['g'][0]}".lower() + str(r.randrange(1, 9)),
                         f"{p['g']}.{p['s']}".lower(), f"u{self.digits(5)}"])

    # ---------- places ----------
    def addr(self, sep=", "):
        r, c = self.r, self.c
        st = f"{r.randrange(1, 240)} {r.choice(STREETS)} {r.choice(ST_SUF)}"
        if r.random() < 0.2:
            st = r.choice(["Flat ", "Unit ", "Apt "]) + f"{r.randrange(1, 30)}, " + st
        city = r.choice(CITIES[c])
        out = [(st, "STREET"), (sep, None), (city, "CITY")]
        if c == "US":
            nm, ab = r.choice(REGIONS["US"])
            out += [(", ", None), (ab if r.random() < 0.8 else nm, "STATE"), (" ", None), (self.digits(5), "ZIP")]
        elif c == "UK":
            pc = f"{self.letters(2)}{r.randrange(1, 30)} {r.randrange(1, 9)}{self.letters(2)}"
            if r.random() < 0.35:
                out += [(sep, None), (r.choice(REGIONS["UK"]), "STATE")]
            out += [(sep if r.random() < 0.5 else " ", None), (pc, "ZIP")]
        else:
            if r.random() < 0.4:
                out += [(sep, None), (r.choice(REGIONS["NZ"]), "STATE")]
            out += [(" ", None), (self.digits(4), "ZIP")]
        return out


def base_ctx(rng, country):
    """Common context for one note."""
    w = World(rng, country)
    r = rng
    C = {}
    pt = w.person()
    C["_w"], C["_pt"] = w, pt
    C["pt"] = (w.nm(pt), "PATIENT")
    C["pt_full"] = (w.nm(pt, r.choice(["gs", "gms", "gs"])), "PATIENT")
    C["pt_lf"] = (w.nm(pt, r.choice(["SG", "sg", "SGM"])), "PATIENT")
    C["pt_last"] = (w.nm(pt, "s"), "PATIENT")
    C["pt_first"] = (w.nm(pt, "g"), "PATIENT")
    C["pt_ini"] = (w.nm(pt, r.choice(["ii", "II"])), "PATIENT")
    C["pt_t"] = (w.title(pt), None)
    C["he"] = ("he" if pt["sex"] == "M" else "she", None)
    C["his"] = ("his" if pt["sex"] == "M" else "her", None)
    C["sx"] = (pt["sex"], None)
    age = r.choice([r.randrange(58, 99), r.randrange(58, 99), r.randrange(18, 58), r.randrange(58, 99),
                    r.randrange(85, 104), r.randrange(30, 70), r.randrange(70, 95), r.randrange(1, 18)])
    C["_age"] = age
    C["age"] = (str(age) if r.random() < 0.85 else words(age), "AGE")
    C["age_n"] = (str(age), "AGE")
    if age < 16:
        C["pt_t"] = ("Master" if pt["sex"] == "M" else "Miss", None)
    dod = w.rdate()
    C["_dod"] = dod
    dob = dod - dt.timedelta(days=age * 365 + r.randrange(1, 360))
    for k, d in (("dod", dod), ("dod2", dod), ("adm", dod - dt.timedelta(days=r.randrange(1, 40))),
                 ("dob", dob), ("d1", dod + dt.timedelta(days=1)), ("d2", dod + dt.timedelta(days=r.randrange(2, 5))),
                 ("d3", dod + dt.timedelta(days=r.randrange(5, 14))), ("d0", dod - dt.timedelta(days=1))):
        C[k] = (w.fd(d), "DATE")
    C["dod_l"] = (w.fd(dod, r.choice(["dmy", "long", "th"])), "DATE")
    C["dod_n"] = (w.fd(dod, "num"), "DATE")
    C["d1_n"] = (w.fd(dod + dt.timedelta(days=1), r.choice(["num", "num2", "iso"])), "DATE")
    C["dob_n"] = (w.fd(dob, r.choice(["num", "iso", "dmy3"])), "DATE")
    C["wd"] = (w.fd(dod + dt.timedelta(days=r.randrange(2, 6)), "wd"), "DATE")
    C["my"] = (w.fd(dod - dt.timedelta(days=r.randrange(60, 900)), "my"), "DATE")
    C["yr"] = (w.fd(dod - dt.timedelta(days=r.randrange(400, 9000)), "y"), "DATE")
    C["hol"] = (r.choice(HOLIDAYS[country]), "DATE")
    C["tod"] = (f"{r.randrange(0, 24):02d}:{r.randrange(0, 60):02d}", None)
    C["tod2"] = (r.choice([f"{r.randrange(1, 13)}:{r.randrange(0, 60):02d} {r.choice(['am', 'pm', 'AM', 'PM'])}",
                           f"{r.randrange(0, 24):02d}{r.randrange(0, 60):02d}h", f"{r.randrange(0, 24):02d}.{r.randrange(0, 60):02d}"]), None)
    # family and others
    rels_f = ["wife", "daughter", "sister", "mother", "granddaughter", "niece", "partner", "aunt"]
    rels_m = ["husband", "son", "brother", "father", "grandson", "nephew", "partner", "uncle"]
    for k in ("nok", "fam2", "fam3"):
        p = w.person()
        C["_" + k] = p
        C[k] = (w.nm(p, r.choice(["gs", "gs", "gms", "gi", "sg"])), "FAMILY")
        C[k + "_g"] = (p["g"], "FAMILY")
        C[k + "_s"] = (p["s"], "FAMILY")
        C[k + "_t"] = (w.title(p), None)
        C[k + "_rel"] = (r.choice(rels_m if p["sex"] == "M" else rels_f), None)
        C[k + "_age"] = (str(r.randrange(8, 80)), "AGE")
    staff_titles = {"ch": ["Rev", "Revd", "Rev.", "Fr", "Imam", "Rabbi", "Pastor", "Sr", "Revd Dr"],
                    "dr": ["Dr", "Dr.", "Dr"], "me": ["Dr", "Dr."]}
    for k in ("ch", "dr", "rn", "bo", "mt", "me", "sn"):
        p = w.person()
        C["_" + k] = p
        C[k] = (w.nm(p, r.choice(["gs", "gs", "is", "gms"])), "DOCTOR")
        C[k + "_s"] = (p["s"], "DOCTOR")
        C[k + "_g"] = (p["g"], "DOCTOR")
        C[k + "_gi"] = (w.nm(p, "gi"), "DOCTOR")
        C[k + "_ini"] = (w.nm(p, r.choice(["lo", "II"])), "DOCTOR")
        C[k + "_t"] = (r.choice(staff_titles.get(k, ["Dr"])), None)
        C[k + "_u"] = (w.user(p), "USERNAME")
        C[k + "_em"] = (w.email(p), "EMAIL")
    for k in ("fdp", "co", "kau", "cl", "pol"):
        p = w.person()
        C["_" + k] = p
        C[k] = (w.nm(p, r.choice(["gs", "gs", "is", "gms"])), "FAMILY")
        C[k + "_s"] = (p["s"], "FAMILY")
        C[k + "_g"] = (p["g"], "FAMILY")
        C[k + "_t"] = (w.title(p), None)
        C[k + "_em"] = (w.email(p), "EMAIL")
    C["nok_em"] = (w.email(C["_nok"]), "EMAIL")
    C["addr"] = w.addr()
    C["addr_nl"] = w.addr(sep="\n")
    C["city"] = (r.choice(CITIES[country]), "CITY")
    C["city2"] = (r.choice(CITIES[country]), "CITY")
    C["region"] = ((r.choice(REGIONS[country])[0] if country == "US" else r.choice(REGIONS[country])), "STATE")
    C["country"] = (r.choice(["Portugal", "Samoa", "Tonga", "Poland", "Nigeria", "India", "Ireland", "Jamaica",
                              "Romania", "Ghana", "Chile", "Fiji", "Pakistan", "Greece", "Scotland",
                              "Vietnam", "Niue", "Sri Lanka"]), "COUNTRY")
    C["country2"] = (r.choice(["Australia", "Canada", "Germany", "South Africa", "Ireland", "Japan", "Kenya"]), "COUNTRY")
    hs = r.sample(HOSP[country], 2)
    C["hosp"], C["hosp2"] = (hs[0], "HOSPITAL"), (hs[1], "HOSPITAL")
    C["ward"] = (r.choice(WARDS), "HOSPITAL")
    C["room"] = (r.choice([str(r.randrange(1, 40)), f"{r.randrange(1, 9)}{r.choice('ABCD')}", f"SR{r.randrange(1, 12)}"]), "LOCATION_OTHER")
    C["bed"] = (str(r.randrange(1, 32)), "LOCATION_OTHER")
    C["fridge"] = (r.choice([str(r.randrange(1, 48)), f"{r.choice('ABCDE')}{r.randrange(1, 9)}", f"{r.randrange(1, 12)}-{r.randrange(1, 5)}"]), "LOCATION_OTHER")
    C["vroom"] = (str(r.randrange(1, 4)), "LOCATION_OTHER")
    C["fd_org"] = (r.choice(FUNERAL), "ORGANIZATION")
    C["church"] = (r.choice(CHURCH), "ORGANIZATION")
    C["emp"] = (r.choice(EMPLOYER), "ORGANIZATION")
    C["marae"] = (r.choice(MARAE), "LOCATION_OTHER")
    C["cem"] = (r.choice(CEMETERY), "LOCATION_OTHER")
    C["prof"] = (r.choice(PROF_DEC), "PROFESSION")
    C["prof2"] = (r.choice(PROF_SHORT), "PROFESSION")
    C["rel"] = (r.choice(RELIGION), None)
    ca = r.choice(CAUSES)
    C["c1a"], C["c1b"] = (ca[0], None), (ca[1] or "1b -", None)
    C["med"] = (r.choice(MEDS), None)
    C["med2"] = (r.choice(MEDS), None)
    C["mrn"] = (w.mrn(), "MRN")
    C["nat"] = (w.natid(), "MRN")
    C["ssn"] = (w.ssn(), "SSN")
    C["hp"] = (w.hp(), "HEALTHPLAN")
    C["acct"] = (w.acct(), "ACCOUNT")
    C["lic"] = (w.lic(), "LICENSE")
    C["fdlic"] = (w.lic() if r.random() < 0.5 else f"FD{w.digits(5)}", "LICENSE")
    C["cert"] = (w.cert(), "LICENSE")
    C["dev"] = (w.dev(), "DEVICE")
    C["veh"] = (w.veh(), "VEHICLE")
    C["bio"] = (w.bio(), "BIOID")
    C["cor"] = (w.idnum("coroner"), "IDNUM")
    C["mreg"] = (w.idnum("mort"), "IDNUM")
    C["don"] = (w.idnum("donor"), "IDNUM")
    C["ph"] = (w.phone(), "PHONE")
    C["ph2"] = (w.phone(), "PHONE")
    C["ph_fd"] = (w.phone(), "PHONE")
    C["ph_ext"] = (w.ext(), "PHONE")
    C["bleep"] = (w.bleep(), "PHONE")
    C["fax"] = (w.phone(), "FAX")
    C["url"] = (w.url(), "URL")
    C["ip"] = (w.ip(), "IPADDR")
    C["org_em"] = (w.email(), "EMAIL")
    C["n"] = (str(r.randrange(2, 9)), None)
    return C
