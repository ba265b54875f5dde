"""Locale conventions: dates, phones, postcodes, addresses and identifier formats.

Identifier rules (all invented, chosen so they cannot be issued to a real person):
  US SSN      9xx-[0-4]x-xxxx  (area 9xx with a group never used for SSN or ITIN)
  UK NINO     first letter D/F/I/Q/U/V (never issued as a first letter)
  CA SIN      leading 0 (never assigned)
  IE PPSN     check letter deliberately wrong
  NHS number  999 prefix (test range), valid mod-11 check digit
  NZ NHI      Z prefix (test range)
  AU Medicare, OHIP, NPI, DEA: check digit deliberately wrong
  phones      US/CA 555-01xx, UK Ofcom drama ranges, AU ACMA fictional ranges,
              IE/NZ 555 01xx style
"""
import datetime as dt
import string

from pools import (US_STATES, US_TOWNS, UK_TOWNS, UK_COUNTIES, UK_PC_AREAS, CA_TOWNS, CA_PROV, AU_TOWNS,
                   AU_STATES, IE_TOWNS, IE_COUNTIES, IE_ROUTING, NZ_TOWNS, NZ_REGIONS, STREET_ROOTS,
                   US_ST_SUFFIX, UK_ST_SUFFIX, AU_ST_SUFFIX, IE_ST_SUFFIX)

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
MON = [m[:3] for m in MONTHS]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD = [w[:3] for w in WEEKDAYS]


def ordinal(n):
    if 11 <= n % 100 <= 13:
        return f"{n}th"
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th') }".replace(" ", "")


def fmt_date(d, style):
    y, m, day = d.year, d.month, d.day
    f = {
        "mdy_slash": lambda: f"{m:02d}/{day:02d}/{y}",
        "mdy_slash_nz": lambda: f"{m}/{day}/{y}",
        "mdy_slash_short": lambda: f"{m}/{day}/{y % 100:02d}",
        "mdy_dash": lambda: f"{m:02d}-{day:02d}-{y}",
        "mdy_long": lambda: f"{MONTHS[m-1]} {day}, {y}",
        "mdy_abbr": lambda: f"{MON[m-1]} {day}, {y}",
        "iso": lambda: f"{y}-{m:02d}-{day:02d}",
        "ymd_slash": lambda: f"{y}/{m:02d}/{day:02d}",
        "dmy_slash": lambda: f"{day:02d}/{m:02d}/{y}",
        "dmy_slash_nz": lambda: f"{day}/{m}/{y}",
        "dmy_slash_short": lambda: f"{day}/{m}/{y % 100:02d}",
        "dmy_long": lambda: f"{day} {MONTHS[m-1]} {y}",
        "dmy_abbr": lambda: f"{day} {MON[m-1]} {y}",
        "dmy_dash_abbr": lambda: f"{day:02d}-{MON[m-1]}-{y}",
        "dmy_dash_abbr_short": lambda: f"{day:02d}-{MON[m-1]}-{y % 100:02d}",
        "dmy_dot": lambda: f"{day:02d}.{m:02d}.{y}",
        "dmy_dot_short": lambda: f"{day}.{m}.{y % 100:02d}",
        "dmy_ord": lambda: f"{ordinal(day)} {MONTHS[m-1]} {y}",
        "dmy_upper": lambda: f"{day:02d}-{MON[m-1].upper()}-{y}",
        "wd_dmy_long": lambda: f"{WEEKDAYS[d.weekday()]} {day} {MONTHS[m-1]} {y}",
        "wd_mdy_long": lambda: f"{WEEKDAYS[d.weekday()]}, {MONTHS[m-1]} {day}, {y}",
    }[style]
    return f()


def luhn_digit(num):
    total = 0
    for i, ch in enumerate(reversed(num)):
        n = int(ch)
        if i % 2 == 0:
            n *= 2
            if n > 9:
                n -= 9
        total += n
    return (10 - total % 10) % 10


class Locale:
    code = "XX"
    uk = True
    title_dot = False
    date_styles = []
    date_main = []

    def __init__(self, rng):
        self.r = rng

    # ---- dates
    def date_style(self):
        return self.r.choice(self.date_main)

    def short_date(self, d, mode):
        if mode == 0:
            return f"{d.month}/{d.day}" if not self.uk else f"{d.day}/{d.month}"
        if mode == 1:
            return f"{WD[d.weekday()]} {d.month}/{d.day}" if not self.uk else f"{WD[d.weekday()]} {d.day}/{d.month}"
        if mode == 2:
            return f"{MON[d.month-1]} {d.day}" if not self.uk else f"{d.day} {MON[d.month-1]}"
        return f"{WEEKDAYS[d.weekday()]} {MONTHS[d.month-1]} {d.day}" if not self.uk else \
            f"{WEEKDAYS[d.weekday()]} {d.day} {MONTHS[d.month-1]}"

    def month_year(self, d, mode):
        return [f"{MONTHS[d.month-1]} {d.year}", f"{MON[d.month-1]} {d.year}", f"{d.month:02d}/{d.year}",
                f"{MONTHS[d.month-1]} {d.year}"][mode]

    # ---- phones
    def phone(self, mobile=False):
        raise NotImplementedError

    def d(self, n):
        return "".join(self.r.choice(string.digits) for _ in range(n))

    # ---- address
    def street(self):
        raise NotImplementedError

    def address(self):
        raise NotImplementedError


class US(Locale):
    code = "US"
    uk = False
    title_dot = True
    date_main = ["mdy_slash", "mdy_slash", "mdy_slash_nz", "mdy_slash_short", "mdy_long", "mdy_abbr", "iso",
                 "mdy_dash"]
    AREA = ["617", "508", "212", "718", "215", "412", "614", "216", "312", "773", "214", "512", "713", "415",
            "213", "619", "206", "305", "404", "313", "612", "303", "602", "503", "919", "704", "804", "615",
            "414", "314", "317", "502", "973", "410", "860", "515", "405", "316", "402", "801", "505", "702",
            "207", "802", "603"]

    def phone(self, mobile=False, style=None):
        a = self.r.choice(self.AREA)
        x = f"01{self.r.randint(0, 99):02d}"
        st = style if style is not None else self.r.choice([0, 0, 1, 1, 2, 3])
        return [f"({a}) 555-{x}", f"{a}-555-{x}", f"{a}.555.{x}", f"+1 {a}-555-{x}"][st]

    def ext(self):
        return self.r.choice([" ext. ", " x", " ext ", " Ext "]) + self.d(4)

    def street(self):
        r = self.r
        num = str(r.randint(2, 9899))
        s = f"{num} {r.choice(STREET_ROOTS)} {r.choice(US_ST_SUFFIX)}"
        if r.random() < 0.25:
            s += r.choice([", Apt ", " Apt ", ", Unit ", " #", ", Suite "]) + str(r.randint(1, 40)) + \
                r.choice(["", "", "B", "A", "C"])
        return s

    def address(self):
        r = self.r
        name, ab, (lo, hi) = r.choice(US_STATES)
        z = f"{r.randint(lo, hi):02d}{r.randint(0, 999):03d}"
        if r.random() < 0.2:
            z += "-" + self.d(4)
        return {"street": self.street(), "city": r.choice(US_TOWNS), "state": ab if r.random() < 0.85 else name,
                "state_full": name, "zip": z, "country": "USA"}

    def mrn(self):
        r = self.r
        return r.choice([self.d(8), self.d(7), "E" + self.d(7), self.d(9), "MR" + self.d(6), self.d(3) + "-" + self.d(2) + "-" + self.d(2)])

    def national(self):
        return ("SSN", "SSN", f"9{self.d(2)}-{self.r.randint(0, 4)}{self.d(1)}-{self.d(4)}")

    def plan(self):
        r = self.r
        pre = "".join(r.choice(string.ascii_uppercase) for _ in range(3))
        return r.choice([f"{pre}{self.d(9)}", f"{self.d(9)}{r.choice('AB')}", f"W{self.d(9)}", f"{pre}-{self.d(6)}-{self.d(2)}",
                         self.mbi()])

    def mbi(self):
        r = self.r
        L = "ACDEFGHJKMNPQRTUVWXY"
        A = L + "0123456789"
        return (f"{r.randint(1, 9)}{r.choice(L)}{r.choice(A)}{r.randint(0, 9)}-{r.choice(L)}{r.choice(A)}{r.randint(0, 9)}-"
                f"{r.choice(L)}{r.choice(L)}{r.randint(0, 9)}{r.randint(0, 9)}")

    def group(self):
        return self.r.choice([self.d(6), "GRP-" + self.d(5), self.d(5) + "-" + self.d(3)])

    def account(self):
        return self.r.choice([self.d(10), "V" + self.d(9), self.d(4) + "-" + self.d(4), "FIN " + self.d(9),
                              self.d(12)]).replace("FIN ", "")

    def lic(self, staff="doc"):
        r = self.r
        kind = r.choice(["NPI", "DEA", "NPI", "lic"]) if staff == "doc" else r.choice(["NPI", "NPI", "lic"])
        if kind == "NPI":
            base = r.choice("12") + self.d(8)
            chk = (luhn_digit("80840" + base) + r.randint(1, 9)) % 10
            return ("NPI", base + str(chk))
        if kind == "DEA":
            L = r.choice("ABFM") + r.choice(string.ascii_uppercase)
            ds = [r.randint(0, 9) for _ in range(6)]
            chk = (ds[0] + ds[2] + ds[4] + 2 * (ds[1] + ds[3] + ds[5]) + r.randint(1, 9)) % 10
            return ("DEA", L + "".join(map(str, ds)) + str(chk))
        return ("Lic #", (r.choice(["MD", "DO"]) if staff == "doc" else "RN") + self.d(6) if r.random() < 0.5 else self.d(2) + "." + self.d(6))

    def driver_lic(self, person=None):
        r = self.r
        return r.choice([r.choice(string.ascii_uppercase) + self.d(7), r.choice(string.ascii_uppercase) + self.d(3) + "-" + self.d(4) + "-" + self.d(4),
                         self.d(9), "S" + self.d(3) + "-" + self.d(3) + "-" + self.d(2) + "-" + self.d(3)])

    def plate(self):
        r = self.r
        L = lambda n: "".join(r.choice("ABCDEFGHJKLMNPRSTVWXYZ") for _ in range(n))
        return r.choice([f"{r.randint(1, 9)}{L(3)}{self.d(3)}", f"{L(3)}-{self.d(4)}", f"{L(3)} {self.d(3)}", f"{self.d(3)} {L(3)}"])


class CA(US):
    code = "CA"
    uk = False
    title_dot = True
    date_main = ["iso", "iso", "mdy_long", "dmy_slash", "dmy_abbr", "ymd_slash", "mdy_abbr", "dmy_dash_abbr"]
    AREA = ["416", "647", "613", "604", "778", "403", "780", "514", "438", "902", "306", "204", "709", "519",
            "905", "250", "506", "867", "819", "705"]

    def address(self):
        r = self.r
        name, ab, first = r.choice(CA_PROV)
        L = "ABCEGHJKLMNPRSTVWXYZ"
        pc = f"{r.choice(first)}{r.randint(0, 9)}{r.choice(L)} {r.randint(0, 9)}{r.choice(L)}{r.randint(0, 9)}"
        return {"street": self.street(), "city": r.choice(CA_TOWNS), "state": ab if r.random() < 0.8 else name,
                "state_full": name, "zip": pc, "country": "Canada", "prov": ab}

    def street(self):
        r = self.r
        if r.random() < 0.15:
            return f"{r.randint(1, 400)}-{r.randint(10, 2999)} {r.choice(STREET_ROOTS)} {r.choice(US_ST_SUFFIX)}"
        if r.random() < 0.1:
            return f"{r.randint(10, 2999)}, rue {r.choice(STREET_ROOTS)}"
        return super().street()

    def mrn(self):
        return self.r.choice([self.d(7), self.d(8), "H" + self.d(7), "M" + self.d(6)])

    def national(self):
        return ("SIN", "SSN", f"0{self.d(2)} {self.d(3)} {self.d(3)}")

    def plan(self):
        """Provincial health card (insurance plan number)."""
        r = self.r
        base = self.d(9)
        bad = str((luhn_digit(base) + r.randint(1, 9)) % 10)
        return r.choice([f"{base[:4]}-{base[4:7]}-{base[7:]}{bad}-{r.choice('ABCDEFGHJK')}{r.choice('ABCDEFGHJK')}",
                         f"{base[:4]} {base[4:7]} {base[7:]}{bad}", f"9 {base[:3]} {base[3:6]} {base[6:9]}",
                         f"{''.join(r.choice('ABCDEFGHJKLMNPRSTVWXYZ') for _ in range(4))} {self.d(4)} {self.d(4)}"])

    def plan_label(self, prov):
        return {"ON": "OHIP", "BC": "PHN", "AB": "AHCIP", "QC": "RAMQ", "MB": "MHSC", "SK": "HSN",
                "NS": "MSI", "NB": "Medicare", "NL": "MCP", "PE": "PEI Health Card"}.get(prov, "Health Card")

    def lic(self, staff="doc"):
        r = self.r
        if staff != "doc":
            return r.choice([("CNO #", "9" + self.d(6)), ("BCCNM", "9" + self.d(6))])
        return r.choice([("CPSO #", "9" + self.d(5)), ("CPSBC", "9" + self.d(4)), ("Licence no.", "9" + self.d(5)),
                         ("CPSA", "9" + self.d(5)), ("CMQ", "9-" + self.d(5))])

    def driver_lic(self, person=None):
        r = self.r
        return r.choice([f"{r.choice(string.ascii_uppercase)}{self.d(4)}-{self.d(5)}-{self.d(5)}", self.d(7), f"{self.d(6)}-{self.d(3)}"])

    def plate(self):
        r = self.r
        L = lambda n: "".join(r.choice("ABCDEFGHJKLMNPRSTVWXYZ") for _ in range(n))
        return r.choice([f"{L(4)} {self.d(3)}", f"{L(3)} {self.d(3)}", f"{self.d(3)} {L(3)}"])


class UK(Locale):
    code = "UK"
    uk = True
    title_dot = False
    date_main = ["dmy_slash", "dmy_slash", "dmy_long", "dmy_abbr", "dmy_dash_abbr", "dmy_dot", "dmy_ord",
                 "dmy_slash_short", "dmy_dash_abbr_short"]
    DRAMA = [("020", "7946 0{}"), ("0121", "496 0{}"), ("0113", "496 0{}"), ("0114", "496 0{}"),
             ("0115", "496 0{}"), ("0116", "496 0{}"), ("0117", "496 0{}"), ("0118", "496 0{}"),
             ("0131", "496 0{}"), ("0141", "496 0{}"), ("0151", "496 0{}"), ("0161", "496 0{}"),
             ("0191", "498 0{}"), ("029", "2018 0{}"), ("01632", "960{}")]

    def phone(self, mobile=False, style=None):
        r = self.r
        if mobile:
            x = f"{r.randint(0, 999):03d}"
            return r.choice([f"07700 900{x}", f"07700 900 {x}", f"07700900{x}", f"+44 7700 900{x}"])
        a, rest = r.choice(self.DRAMA)
        num = rest.format(f"{r.randint(0, 999):03d}")
        return r.choice([f"{a} {num}", f"({a}) {num}", f"{a} {num}", f"+44 {a[1:]} {num}"])

    def ext(self):
        return self.r.choice([" ext. ", " ext ", " x"]) + self.d(4)

    def street(self):
        r = self.r
        s = f"{r.randint(1, 240)} {r.choice(STREET_ROOTS)} {r.choice(UK_ST_SUFFIX)}"
        if r.random() < 0.2:
            s = f"Flat {r.randint(1, 30)}, " + s
        elif r.random() < 0.1:
            s = f"{r.choice(['Rose', 'Ivy', 'Holly', 'Orchard', 'Meadow', 'Old School', 'Mill'])} Cottage, {r.choice(STREET_ROOTS)} {r.choice(['Lane', 'Road'])}"
        return s

    def postcode(self):
        r = self.r
        a = r.choice(UK_PC_AREAS)
        out = a + str(r.randint(1, 29)) if r.random() < 0.7 else a + str(r.randint(1, 9))
        inw = f"{r.randint(0, 9)}{r.choice('ABDEFGHJLNPQRSTUWXYZ')}{r.choice('ABDEFGHJLNPQRSTUWXYZ')}"
        return f"{out} {inw}"

    def address(self):
        r = self.r
        return {"street": self.street(), "city": r.choice(UK_TOWNS),
                "county": r.choice(UK_COUNTIES) if r.random() < 0.5 else None,
                "zip": self.postcode(), "country": "United Kingdom"}

    def nhs(self):
        r = self.r
        while True:
            ds = [9, 9, 9] + [r.randint(0, 9) for _ in range(6)]
            s = sum(d * w for d, w in zip(ds, range(10, 1, -1)))
            c = 11 - s % 11
            if c == 11:
                c = 0
            if c == 10:
                continue
            n = "".join(map(str, ds)) + str(c)
            return r.choice([f"{n[:3]} {n[3:6]} {n[6:]}", n, f"{n[:3]}-{n[3:6]}-{n[6:]}"])

    def mrn(self):
        r = self.r
        return r.choice([r.choice("KMRHJ") + self.d(7), "RX" + r.choice("ABFH") + self.d(6), self.d(8),
                         r.choice(["D", "W", "A"]) + self.d(6) + r.choice("ABCXY")])

    def national(self):
        r = self.r
        p = r.choice("DFIQUV") + r.choice("ABCEGHJKLMNPRSTWXYZ")
        return ("NI No", "SSN", f"{p} {self.d(2)} {self.d(2)} {self.d(2)} {r.choice('ABCD')}")

    def plan(self):
        r = self.r
        return r.choice([f"{''.join(r.choice('ABCDEFGHJKLMNPRSTUVWXYZ') for _ in range(2))}{self.d(7)}", f"{self.d(8)}-{self.d(2)}"])

    def lic(self, staff="doc"):
        r = self.r
        if staff != "doc":
            return ("NMC PIN", f"{self.d(2)}{r.choice('ABCDEFGHJK')}{self.d(4)}{r.choice('EOSW')}")
        return r.choice([("GMC", "9" + self.d(6)), ("GMC No.", "9" + self.d(6)), ("GMC", "9" + self.d(6))])

    def driver_lic(self, person=None):
        r = self.r
        sur = (person.last.upper().replace("'", "").replace(" ", "").replace("-", "") + "99999")[:5] if person else "MORGA"
        sur = "".join(c if c.isascii() and c.isalpha() else "9" for c in sur)
        dob = person.dob if person else dt.date(1970, 1, 1)
        mm = dob.month + (50 if person and person.sex == "F" else 0)
        ini = (person.first[0] + (person.middle[0] if person.middle else "9")).upper() if person else "AB"
        ini = "".join(c if c.isascii() else "X" for c in ini)
        return f"{sur}{str(dob.year)[2]}{mm:02d}{dob.day:02d}{str(dob.year)[3]}{ini}9{r.choice('ABCDEFGHJK')}{r.choice('ABCDEFGHJK')} {self.d(2)}"

    def plate(self):
        r = self.r
        L = lambda n: "".join(r.choice("ABCDEFGHJKLMNPRSTVWXY") for _ in range(n))
        return f"{L(2)}{r.choice(['15', '65', '16', '66', '17', '67', '18', '68', '19', '69', '20', '70', '21', '71', '22', '72'])} Q{L(2)}"


class IE(UK):
    code = "IE"
    date_main = ["dmy_slash", "dmy_slash", "dmy_long", "dmy_ord", "dmy_dash_abbr", "dmy_slash_short", "dmy_abbr"]

    def phone(self, mobile=False, style=None):
        r = self.r
        x = f"01{r.randint(0, 99):02d}"
        if mobile:
            p = r.choice(["083", "085", "086", "087", "089"])
            return r.choice([f"{p} 555 {x}", f"{p}-555{x}", f"+353 {p[1:]} 555 {x}"])
        a = r.choice(["01", "021", "091", "061", "051", "071", "066", "056", "046", "042"])
        return r.choice([f"({a}) 555 {x}", f"{a} 555 {x}", f"{a}-555{x}", f"+353 {a[1:]} 555 {x}"])

    def street(self):
        r = self.r
        c = r.random()
        if c < 0.5:
            return f"{r.randint(1, 120)} {r.choice(STREET_ROOTS)} {r.choice(IE_ST_SUFFIX)}"
        if c < 0.75:
            return f"Apt {r.randint(1, 60)}, {r.choice(STREET_ROOTS)} {r.choice(['Court', 'House', 'Quay', 'Square'])}"
        return f"{r.randint(1, 40)} {r.choice(['Main Street', 'Church Street', 'Bridge Street', 'Mill Road', 'Chapel Lane', 'The Green'])}"

    def address(self):
        r = self.r
        k = r.choice(IE_ROUTING)
        uniq = "".join(r.choice("ACDEFHKNPRTVWXY0123456789") for _ in range(4))
        if not any(ch.isalpha() for ch in uniq):
            uniq = "K" + uniq[1:]
        cty = r.choice(IE_COUNTIES)
        cform = r.choice(["Co. {}", "Co. {}", "County {}", "Co {}"]).format(cty)
        return {"street": self.street(), "city": r.choice(IE_TOWNS), "county": cform, "zip": f"{k} {uniq}",
                "country": "Ireland"}

    def mrn(self):
        return self.r.choice([self.d(7), self.d(6), "0" + self.d(6), self.d(8)])

    def national(self):
        r = self.r
        ds = [r.randint(0, 9) for _ in range(7)]
        s = sum(d * w for d, w in zip(ds, range(8, 1, -1)))
        second = r.choice(["", "", "A", "W"])
        if second == "A":
            s += 9
        good = "WABCDEFGHIJKLMNOPQRSTUV"[s % 23]
        bad = "WABCDEFGHIJKLMNOPQRSTUV"[(s + r.randint(1, 22)) % 23]
        assert bad != good
        return ("PPSN", "SSN", "".join(map(str, ds)) + bad + second)

    def plan(self):
        r = self.r
        return r.choice([f"{self.d(6)}{r.choice('ABCDEFGHJKLMNPRSTWXY')}", f"{self.d(7)}{r.choice('ABCDEFGHJK')}", f"VHI{self.d(8)}",
                         f"{self.d(9)}"])

    def ihi(self):
        return f"{self.d(3)} {self.d(3)} {self.d(3)} {self.d(3)} {self.d(3)}"[:19]

    def lic(self, staff="doc"):
        if staff != "doc":
            return ("NMBI PIN", "9" + self.d(5))
        return self.r.choice([("IMC", "9" + self.d(5)), ("IMC No.", "9" + self.d(5)), ("MCRN", "9" + self.d(5))])

    def driver_lic(self, person=None):
        return f"{self.d(3)}{self.d(3)}{self.d(3)}"

    def plate(self):
        r = self.r
        return f"{r.choice(['19', '191', '192', '201', '202', '211', '212', '221', '222', '231', '232'])}-{r.choice(['C', 'D', 'G', 'KY', 'L', 'MH', 'WX', 'TN', 'KE', 'SO'])}-{r.randint(1, 99999)}"


class AU(Locale):
    code = "AU"
    uk = True
    title_dot = False
    date_main = ["dmy_slash", "dmy_slash", "dmy_long", "dmy_dot", "dmy_slash_short", "dmy_dash_abbr_short",
                 "dmy_abbr", "dmy_slash_nz"]

    def phone(self, mobile=False, style=None):
        r = self.r
        if mobile:
            n = r.choice([f"570 {r.randint(106, 156)}", f"571 {r.randint(266, 491)}", f"572 {r.randint(549, 948)}"])
            return r.choice([f"0491 {n}", f"0491{n.replace(' ', '')}", f"+61 491 {n}"])
        a = r.choice(["02", "03", "07", "08"])
        b = r.choice(["5550", "7010"])
        x = f"{r.randint(0, 9999):04d}"
        return r.choice([f"({a}) {b} {x}", f"{a} {b} {x}", f"+61 {a[1]} {b} {x}"])

    def ext(self):
        return " ext " + self.d(4)

    def street(self):
        r = self.r
        s = f"{r.randint(1, 320)} {r.choice(STREET_ROOTS)} {r.choice(AU_ST_SUFFIX)}"
        if r.random() < 0.25:
            s = f"{r.randint(1, 24)}/" + s
        elif r.random() < 0.1:
            s = f"Unit {r.randint(1, 24)}, " + s
        return s

    def address(self):
        r = self.r
        name, ab, (lo, hi) = r.choice(AU_STATES)
        return {"street": self.street(), "city": r.choice(AU_TOWNS), "state": ab if r.random() < 0.85 else name,
                "state_full": name, "zip": f"{r.randint(lo, hi):04d}", "country": "Australia"}

    def mrn(self):
        return self.r.choice([self.d(6), self.d(7), self.d(8), "UR" + self.d(6)]).replace("UR", "")

    def medicare(self):
        r = self.r
        ds = [r.randint(2, 6)] + [r.randint(0, 9) for _ in range(7)]
        chk = sum(d * w for d, w in zip(ds, [1, 3, 7, 9, 1, 3, 7, 9])) % 10
        bad = (chk + r.randint(1, 9)) % 10
        n = "".join(map(str, ds)) + str(bad) + str(r.randint(1, 9))
        irn = str(r.randint(1, 5))
        return r.choice([f"{n[:4]} {n[4:9]} {n[9]}", f"{n[:4]} {n[4:9]} {n[9]}-{irn}", n])

    def national(self):
        return ("Medicare No", "HEALTHPLAN", self.medicare())

    def plan(self):
        r = self.r
        return r.choice([self.d(8), f"{self.d(7)}{r.choice('ABCD')}", f"HF{self.d(8)}"])

    def dva(self):
        r = self.r
        return f"{r.choice(['N', 'V', 'Q', 'W', 'S', 'T'])}{r.choice(['X', 'A', ''])}{self.d(6)}"

    def lic(self, staff="doc"):
        r = self.r
        if staff != "doc":
            return r.choice([("AHPRA", "NMW000" + self.d(7)), ("AHPRA Reg", "NMW000" + self.d(7))])
        return r.choice([("AHPRA", "MED000" + self.d(7)), ("AHPRA Reg", "MED000" + self.d(7)),
                         ("Prescriber No.", "9" + self.d(6))])

    def driver_lic(self, person=None):
        return self.r.choice([self.d(8), self.d(9), self.d(10)])

    def plate(self):
        r = self.r
        L = lambda n: "".join(r.choice("ABCDEFGHJKLMNPRSTVWXYZ") for _ in range(n))
        return r.choice([f"{L(3)}-{self.d(3)}", f"{self.d(1)}{L(3)}{self.d(3)}", f"{L(2)}-{self.d(2)}-{L(2)}", f"{L(3)}{self.d(2)}{L(1)}"])


class NZ(AU):
    code = "NZ"
    date_main = ["dmy_slash", "dmy_slash", "dmy_long", "dmy_abbr", "dmy_dot", "dmy_slash_short", "dmy_slash_nz"]

    def phone(self, mobile=False, style=None):
        r = self.r
        x = f"01{r.randint(0, 99):02d}"
        if mobile:
            p = r.choice(["021", "022", "027", "029"])
            return r.choice([f"{p} 555 {x}", f"{p}-555-{x}", f"+64 {p[1:]} 555 {x}"])
        a = r.choice(["09", "04", "07", "06", "03"])
        return r.choice([f"({a}) 555 {x}", f"{a} 555 {x}", f"{a}-555 {x}", f"+64 {a[1]} 555 {x}"])

    def street(self):
        r = self.r
        n = str(r.randint(1, 300)) + (r.choice(["A", "B", ""]) if r.random() < 0.2 else "")
        s = f"{n} {r.choice(STREET_ROOTS)} {r.choice(['Road', 'Street', 'Avenue', 'Terrace', 'Crescent', 'Place', 'Drive', 'Way', 'Grove'])}"
        if r.random() < 0.15:
            s = f"Flat {r.randint(1, 12)}, " + s
        return s

    def address(self):
        r = self.r
        name, (lo, hi) = r.choice(NZ_REGIONS)
        return {"street": self.street(), "city": r.choice(NZ_TOWNS), "state": name, "state_full": name,
                "zip": f"{r.randint(lo, hi):04d}", "country": "New Zealand"}

    def nhi(self):
        r = self.r
        if r.random() < 0.6:
            return "Z" + "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(2)) + self.d(4)
        return "Z" + "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(2)) + self.d(2) + \
            "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(2))

    def mrn(self):
        return self.nhi()

    def national(self):
        return None

    def plan(self):
        r = self.r
        return r.choice([f"{self.d(8)}", f"SX{self.d(7)}", f"{self.d(6)}-{self.d(2)}"])

    def lic(self, staff="doc"):
        r = self.r
        if staff != "doc":
            return ("NCNZ", "9" + self.d(5))
        return r.choice([("MCNZ", "9" + self.d(4)), ("MCNZ No.", "9" + self.d(4))])

    def driver_lic(self, person=None):
        r = self.r
        return f"{r.choice('ABCDEFGHJKLMNPRSTUVWXYZ')}{r.choice('ABCDEFGHJKLMNPRSTUVWXYZ')}{self.d(6)}"

    def plate(self):
        r = self.r
        L = lambda n: "".join(r.choice("ABCDEFGHJKLMNPRSTVWXYZ") for _ in range(n))
        return r.choice([f"{L(3)}{self.d(3)}", f"{L(2)}{self.d(4)}", f"{self.d(1)}{L(3)}{self.d(2)}"])


LOCALES = {"US": US, "UK": UK, "CA": CA, "AU": AU, "IE": IE, "NZ": NZ}
