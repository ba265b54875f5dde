"""Marker-based PHI composition: every PHI value is wrapped in control characters
while a note is composed; strip() removes the markers and records gold offsets."""
import datetime as dt
import re

import pools as PL

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

S, M, E = "\x01", "\x02", "\x03"
_MARK = re.compile("\x01([A-Z_]+)\x02([^\x01\x02\x03]*)\x03")


def P(t, v):
    v = str(v)
    assert t in LABEL_OF, t
    assert v and v == v.strip() and "\n" not in v, (t, v)
    assert not any(c in v for c in (S, M, E)), (t, v)
    return f"{S}{t}{M}{v}{E}"


def strip(marked):
    out, spans, pos = [], [], 0
    n = 0
    for m in _MARK.finditer(marked):
        out.append(marked[pos:m.start()])
        n += len(marked[pos:m.start()])
        val = m.group(2)
        spans.append({"start": n, "end": n + len(val), "label": LABEL_OF[m.group(1)], "type": m.group(1), "text": val})
        out.append(val)
        n += len(val)
        pos = m.end()
    out.append(marked[pos:])
    text = "".join(out)
    assert not any(c in text for c in (S, M, E)), "stray marker"
    return text, spans


MON = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
       "November", "December"]
DAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}" + {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def fmt_date(d, style):
    m, dd, y = d.month, d.day, d.year
    mon, mo3, wd, wd3 = MON[m - 1], MON[m - 1][:3], DAY[d.weekday()], DAY[d.weekday()][:3]
    return {
        "us_slash": f"{m:02d}/{dd:02d}/{y}", "us_short": f"{m}/{dd}/{y % 100:02d}", "us_md": f"{m}/{dd}",
        "us_wd_md": f"{wd3} {m}/{dd}", "us_long": f"{mon} {dd}, {y}", "us_abbr": f"{mo3} {dd}, {y}",
        "us_dash": f"{m:02d}-{dd:02d}-{y}", "us_md_noyr": f"{mo3} {dd}", "us_full_wd": f"{wd}, {mon} {dd}, {y}",
        "uk_slash": f"{dd:02d}/{m:02d}/{y}", "uk_short": f"{dd}/{m}/{y % 100:02d}", "uk_dm": f"{dd}/{m}",
        "uk_wd_dm": f"{wd3} {dd}/{m}", "uk_long": f"{dd} {mon} {y}", "uk_abbr": f"{dd} {mo3} {y}",
        "uk_dot": f"{dd:02d}.{m:02d}.{y}", "uk_wd_long": f"{wd} {dd} {mon}", "uk_ord": f"{ordinal(dd)} {mon} {y}",
        "uk_dm_noyr": f"{dd} {mo3}",
        "iso": f"{y}-{m:02d}-{dd:02d}", "dmy_caps": f"{dd:02d}-{mo3.upper()}-{y}", "dmy_dash": f"{dd:02d}-{mo3}-{y}",
        "month_year": f"{mon} {y}", "mon_apos": f"{mo3} '{y % 100:02d}", "mm_yyyy": f"{m:02d}/{y}",
        "year": f"{y}",
    }[style]


DATE_STYLES = {
    "US": ["us_slash"] * 4 + ["us_short"] * 2 + ["us_long", "us_abbr", "us_dash", "iso", "dmy_caps", "us_full_wd"],
    "CA": ["iso"] * 3 + ["us_slash", "us_long", "us_abbr", "dmy_dash", "dmy_caps", "uk_long"],
    "UK": ["uk_slash"] * 4 + ["uk_short", "uk_long", "uk_abbr", "uk_dot", "uk_ord", "dmy_dash", "iso"],
    "AU": ["uk_slash"] * 4 + ["uk_short", "uk_long", "uk_abbr", "dmy_dash", "iso", "uk_dot"],
}
SHORT_STYLES = {"US": ["us_md", "us_wd_md", "us_md_noyr"], "CA": ["us_md", "us_wd_md", "uk_dm_noyr"],
                "UK": ["uk_dm", "uk_wd_dm", "uk_dm_noyr", "uk_wd_long"], "AU": ["uk_dm", "uk_wd_dm", "uk_dm_noyr"]}

NUMWORDS = {60: "sixty", 70: "seventy", 80: "eighty", 90: "ninety", 100: "one hundred"}
ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


def age_words(n):
    if n in NUMWORDS:
        return NUMWORDS[n]
    t = (n // 10) * 10
    if t in NUMWORDS and n < 100:
        return f"{NUMWORDS[t]}-{ONES[n - t]}"
    return str(n)


class Person:
    def __init__(self, first, sex, nick, last, middle=None):
        self.first, self.sex, self.nick, self.last, self.middle = first, sex, nick, last, middle

    def forms(self):
        f, l, mi = self.first, self.last, self.middle
        d = {
            "full": f"{f} {l}", "last": l, "first": f, "last_first": f"{l}, {f}", "caps": f"{l.upper()}, {f.upper()}",
            "init": f"{f[0]}.{l[0]}.", "init2": f"{f[0]}{l[0]}", "first_linit": f"{f} {l[0]}.",
            "finit_last": f"{f[0]}. {l}", "upper_full": f"{f.upper()} {l.upper()}",
        }
        if mi:
            d["full_mi"] = f"{f} {mi}. {l}"
            d["caps_mi"] = f"{l.upper()}, {f.upper()} {mi}"
            d["last_first_mi"] = f"{l}, {f} {mi}"
        if self.nick:
            d["nick"] = self.nick
            d["nick_last"] = f"{self.nick} {l}"
        return d

    def title(self, rng):
        if self.sex == "F":
            return rng.choice(["Mrs", "Ms", "Miss", "Mrs.", "Ms."])
        return rng.choice(["Mr", "Mr."])


def initials_lower(p):
    return (p.first[0] + p.last[0]).lower()


def username(rng, p):
    f, l = p.first.lower().replace("-", ""), re_alpha(p.last.lower())
    return rng.choice([f"{f[0]}{l}", f"{f}.{l}", f"{l}{f[0]}{rng.randint(1, 99)}", f"{f[0]}{l[:5]}{rng.randint(1, 9)}",
                       f"{f}_{l[0]}", f"{l[:6]}{f[:2]}"])


def re_alpha(s):
    return "".join(c for c in s if c.isalpha())


def email_for(rng, p, kind="person"):
    f, l = re_alpha(p.first.lower()), re_alpha(p.last.lower())
    dom = rng.choice(["example.com", "example.org", "example.net", "mail.example.com", "health.example.org",
                      "nhs.example.net", "care.example.org"] if kind == "staff" else
                     ["example.com", "example.net", "example.org", "inbox.example.com"])
    local = rng.choice([f"{f}.{l}", f"{f[0]}{l}", f"{f}{l[0]}{rng.randint(10, 99)}", f"{l}.{f[0]}", f"{f}_{l}"])
    return f"{local}@{dom}"


class Locale:
    def __init__(self, code, rng):
        self.code, self.rng = code, rng

    def region(self):
        r = self.rng
        if self.code == "US":
            return r.choice(PL.US_STATES)
        if self.code == "CA":
            return r.choice(PL.CA_PROV)
        if self.code == "AU":
            return r.choice(PL.AU_STATES)
        return (r.choice(PL.UK_REGIONS), None)

    def postcode(self):
        r = self.rng
        L = "ABCDEFGHJKLMNPRSTUVWXYZ"
        if self.code == "US":
            return f"{r.randint(10000, 99899):05d}" if r.random() < 0.85 else f"{r.randint(10000, 99899):05d}-{r.randint(1000, 9999)}"
        if self.code == "CA":
            a = "ABCEGHJKLMNPRSTVXY"
            return f"{r.choice(a)}{r.randint(0, 9)}{r.choice(a)} {r.randint(0, 9)}{r.choice(a)}{r.randint(0, 9)}"
        if self.code == "AU":
            return f"{r.randint(2000, 7999)}"
        out = r.choice(["{A}{A}{n} {n}{A}{A}", "{A}{n} {n}{A}{A}", "{A}{A}{n}{n} {n}{A}{A}", "{A}{n}{n} {n}{A}{A}"])
        res = ""
        for tok in re.findall(r"\{A\}|\{n\}| ", out):
            res += r.choice(L) if tok == "{A}" else (str(r.randint(1, 9)) if tok == "{n}" else " ")
        return res

    def street(self):
        r = self.rng
        suf = {"US": PL.STREET_SUFFIX_US, "UK": PL.STREET_SUFFIX_UK, "AU": PL.STREET_SUFFIX_AU,
               "CA": PL.STREET_SUFFIX_CA}[self.code]
        base = f"{r.randint(1, 2999) if self.code != 'UK' else r.randint(1, 240)} {r.choice(PL.STREET_NAMES)} {r.choice(suf)}"
        x = r.random()
        if x < 0.2:
            if self.code == "US":
                base += r.choice([f", Apt {r.randint(1, 40)}{r.choice('ABCD')}", f" Apt {r.randint(101, 620)}", f" #{r.randint(2, 30)}"])
            elif self.code == "UK":
                base = f"Flat {r.randint(1, 24)}, " + base
            elif self.code == "AU":
                base = f"Unit {r.randint(1, 12)}/" + base
            else:
                base = f"{r.randint(101, 1220)}-" + base
        return base

    def phone(self, ext=False):
        r = self.rng
        if self.code in ("US", "CA"):
            ac = r.choice(["312", "503", "614", "802", "515", "616", "505", "859", "207", "919", "402"] if self.code == "US"
                          else ["416", "604", "902", "780", "204", "306", "709", "613", "519", "403"])
            n = f"01{r.randint(0, 99):02d}"
            s = r.choice([f"({ac}) 555-{n}", f"{ac}-555-{n}", f"{ac}.555.{n}", f"+1 {ac} 555 {n}", f"1-{ac}-555-{n}",
                          f"({ac}) 555-{n}"])
            if ext:
                s += r.choice([f" ext. {r.randint(2, 899)}", f" x{r.randint(100, 4999)}", f" ext {r.randint(10, 99)}"])
            return s
        if self.code == "UK":
            s = r.choice([f"020 7946 0{r.randint(0, 999):03d}", f"0113 496 0{r.randint(0, 999):03d}",
                          f"0161 496 0{r.randint(0, 999):03d}", f"0117 496 0{r.randint(0, 999):03d}",
                          f"07700 900{r.randint(0, 999):03d}", f"07700 900 {r.randint(0, 999):03d}",
                          f"+44 7700 900{r.randint(0, 999):03d}", f"0131 496 0{r.randint(0, 999):03d}"])
            if ext:
                s += f" ext {r.randint(2000, 7999)}"
            return s
        s = r.choice([f"0491 570 {r.randint(0, 999):03d}", f"(03) 5550 {r.randint(0, 9999):04d}",
                      f"(02) 5550 {r.randint(0, 9999):04d}", f"+61 491 570 {r.randint(0, 999):03d}",
                      f"(07) 5550 {r.randint(0, 9999):04d}", f"0491570{r.randint(0, 999):03d}"])
        if ext:
            s += f" ext {r.randint(100, 899)}"
        return s

    def landline(self):
        # phone without mobile-only forms, used for fax
        r = self.rng
        if self.code in ("US", "CA"):
            ac = r.choice(["312", "503", "614", "802", "919"] if self.code == "US" else ["416", "604", "902", "780", "613"])
            return r.choice([f"({ac}) 555-01{r.randint(0, 99):02d}", f"{ac}-555-01{r.randint(0, 99):02d}"])
        if self.code == "UK":
            return r.choice([f"020 7946 0{r.randint(0, 999):03d}", f"0113 496 0{r.randint(0, 999):03d}",
                             f"0161 496 0{r.randint(0, 999):03d}"])
        return r.choice([f"(03) 5550 {r.randint(0, 9999):04d}", f"(02) 5550 {r.randint(0, 9999):04d}",
                         f"(08) 5550 {r.randint(0, 9999):04d}"])

    def date_style(self):
        return self.rng.choice(DATE_STYLES[self.code])

    def short_style(self):
        return self.rng.choice(SHORT_STYLES[self.code])


def rnd_digits(r, n):
    return "".join(str(r.randint(0, 9)) for _ in range(n))


def rnd_letters(r, n, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(r.choice(pool) for _ in range(n))


def gen_mrn(r, loc):
    return r.choice([rnd_digits(r, 8), f"M{rnd_digits(r, 7)}", f"H{rnd_digits(r, 6)}", f"{rnd_digits(r, 3)}-{rnd_digits(r, 3)}-{rnd_digits(r, 3)}",
                     f"RX{rnd_digits(r, 6)}", f"{rnd_letters(r, 3)}{rnd_digits(r, 7)}", f"00{rnd_digits(r, 6)}"])


def gen_ssn(r, loc):
    if loc == "UK":
        return f"QQ {rnd_digits(r, 2)} {rnd_digits(r, 2)} {rnd_digits(r, 2)} {r.choice('ABCD')}"
    return r.choice([f"9{rnd_digits(r, 2)}-{rnd_digits(r, 2)}-{rnd_digits(r, 4)}", f"9{rnd_digits(r, 8)}"])


def gen_healthplan(r, loc):
    if loc == "UK":
        return f"999 {rnd_digits(r, 3)} {rnd_digits(r, 4)}"
    if loc == "CA":
        return r.choice([f"{rnd_digits(r, 4)}-{rnd_digits(r, 3)}-{rnd_digits(r, 3)}-{rnd_letters(r, 2)}",
                         f"9{rnd_digits(r, 3)} {rnd_digits(r, 3)} {rnd_digits(r, 3)}", f"{rnd_digits(r, 10)}"])
    if loc == "AU":
        return r.choice([f"{r.randint(2, 6)}{rnd_digits(r, 3)} {rnd_digits(r, 5)} {r.randint(1, 9)}",
                         f"{r.randint(2, 6)}{rnd_digits(r, 9)}"])
    return r.choice([f"{rnd_letters(r, 3)}{rnd_digits(r, 9)}", f"W{rnd_digits(r, 4)} {rnd_digits(r, 5)}",
                     f"{rnd_digits(r, 9)}{r.choice('AB')}", f"MBR-{rnd_digits(r, 8)}", f"{rnd_letters(r, 2)}{rnd_digits(r, 7)}-01"])


def gen_group(r):
    return r.choice([f"GRP-{rnd_digits(r, 5)}", f"{rnd_digits(r, 6)}", f"G{rnd_digits(r, 4)}{rnd_letters(r, 2)}"])


def gen_account(r):
    return r.choice([f"{rnd_digits(r, 4)}-{rnd_digits(r, 4)}", f"{rnd_digits(r, 9)}", f"ENC{rnd_digits(r, 8)}",
                     f"V{rnd_digits(r, 7)}", f"A{rnd_digits(r, 2)}-{rnd_digits(r, 6)}", f"{rnd_digits(r, 3)}{rnd_letters(r, 1)}{rnd_digits(r, 5)}"])


def gen_claim(r):
    return r.choice([f"CLM-{r.randint(2022, 2025)}-{rnd_digits(r, 7)}", f"{rnd_digits(r, 12)}", f"C{rnd_digits(r, 9)}"])


def gen_dea(r):
    return f"{r.choice('ABFM')}{rnd_letters(r, 1)}{rnd_digits(r, 7)}"


def gen_npi(r):
    return f"1{rnd_digits(r, 9)}"


def gen_prof_reg(r, loc):
    if loc == "UK":
        return r.choice([f"GPhC {rnd_digits(r, 7)}", f"{rnd_digits(r, 2)}{rnd_letters(r, 1)}{rnd_digits(r, 4)}{rnd_letters(r, 1)}",
                         f"PH{rnd_digits(r, 6)}", f"OT{rnd_digits(r, 5)}"])
    if loc == "AU":
        return r.choice([f"PHA000{rnd_digits(r, 7)}", f"MED000{rnd_digits(r, 7)}", f"OCC000{rnd_digits(r, 7)}"])
    if loc == "CA":
        return r.choice([f"{rnd_digits(r, 5)}", f"OCP-{rnd_digits(r, 6)}", f"R{rnd_digits(r, 5)}"])
    return r.choice([f"RPH.{rnd_digits(r, 6)}", f"PT{rnd_digits(r, 6)}", f"{rnd_letters(r, 2)}-{rnd_digits(r, 5)}"])


def gen_md_reg(r, loc):
    """(label, value) for a physician's registration / licence number"""
    if loc == "UK":
        return "GMC", f"{r.randint(2, 7)}{rnd_digits(r, 6)}"
    if loc == "AU":
        return "AHPRA", f"MED000{rnd_digits(r, 7)}"
    if loc == "CA":
        return r.choice(["CPSO #", "CPSBC", "Licence"]), rnd_digits(r, 5)
    return "NPI", gen_npi(r)


def gen_driver_lic(r, loc):
    if loc == "UK":
        return f"{rnd_letters(r, 5)}{rnd_digits(r, 6)}{rnd_letters(r, 2)}{r.randint(1, 9)}{rnd_letters(r, 2)}"
    if loc == "AU":
        return rnd_digits(r, r.choice([8, 9]))
    if loc == "CA":
        return f"{rnd_letters(r, 1)}{rnd_digits(r, 4)}-{rnd_digits(r, 5)}-{rnd_digits(r, 5)}"
    return r.choice([f"{rnd_letters(r, 1)}{rnd_digits(r, 3)}-{rnd_digits(r, 4)}-{rnd_digits(r, 4)}", f"{rnd_letters(r, 1)}{rnd_digits(r, 7)}",
                     f"{rnd_digits(r, 9)}"])


def gen_plate(r, loc):
    if loc == "UK":
        return f"{rnd_letters(r, 2)}{r.randint(10, 24)} {rnd_letters(r, 3)}"
    if loc == "AU":
        return r.choice([f"{r.randint(1, 9)}{rnd_letters(r, 2)} {r.randint(1, 9)}{rnd_letters(r, 2)}", f"{rnd_letters(r, 3)}-{rnd_digits(r, 3)}"])
    if loc == "CA":
        return r.choice([f"{rnd_letters(r, 4)} {rnd_digits(r, 3)}", f"{rnd_letters(r, 3)} {rnd_digits(r, 3)}"])
    return r.choice([f"{r.randint(1, 9)}{rnd_letters(r, 3)}{rnd_digits(r, 3)}", f"{rnd_letters(r, 3)}-{rnd_digits(r, 4)}",
                     f"{rnd_letters(r, 3)} {rnd_digits(r, 3)}"])


def gen_vin(r):
    pool = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return "".join(r.choice(pool) for _ in range(17))


def gen_serial(r):
    return r.choice([f"SN{rnd_letters(r, 2)}{rnd_digits(r, 6)}", f"{rnd_letters(r, 3)}{rnd_digits(r, 6)}",
                     f"{rnd_digits(r, 2)}{rnd_letters(r, 2)}{rnd_digits(r, 5)}", f"{rnd_letters(r, 1)}{rnd_digits(r, 4)}-{rnd_digits(r, 4)}",
                     f"{rnd_digits(r, 10)}"])


def gen_bioid(r):
    return r.choice([f"FP-{rnd_digits(r, 5)}", f"BIO{rnd_digits(r, 6)}", f"RTN-{rnd_letters(r, 2)}{rnd_digits(r, 4)}",
                     f"VP{rnd_digits(r, 7)}", f"PV-{rnd_digits(r, 4)}-{rnd_letters(r, 2)}", f"FT{rnd_digits(r, 6)}"])


def gen_idnum(r, prefix=None):
    if prefix:
        return f"{prefix}{r.choice(['-', ''])}{rnd_digits(r, r.choice([5, 6, 7]))}"
    return r.choice([f"S{r.randint(19, 25)}-{rnd_digits(r, 4)}", f"{rnd_digits(r, 6)}", f"CS-{rnd_digits(r, 6)}",
                     f"{r.randint(2022, 2025)}-{rnd_digits(r, 5)}", f"REF{rnd_digits(r, 7)}"])


def gen_ip(r):
    return r.choice([f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
                     f"192.168.{r.randint(0, 255)}.{r.randint(1, 254)}",
                     f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(1, 254)}"])


def gen_url(r, slug=None):
    dom = r.choice(["example.org", "example.com", "example.net"])
    path = slug or r.choice(["portal", "roi/request", "patients/login", "forms/referral", "trial/screen",
                             "notify/case", "carers", "pharmacy/refill", "myhealth", "optics/booking"])
    return r.choice([f"www.{dom}/{path}", f"https://{dom}/{path}", f"https://portal.{dom}/{path}", f"{dom}/{path}",
                     f"http://intranet.{dom}/{path}"])


def rand_date(r, start=dt.date(2022, 1, 3), end=dt.date(2025, 10, 30)):
    return start + dt.timedelta(days=r.randint(0, (end - start).days))
