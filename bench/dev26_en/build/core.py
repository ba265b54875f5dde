"""Markers, people, locales and the per-note context for dev26_en."""
import datetime as dt
import string

import pools as P

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


def M(value, typ):
    value = str(value)
    assert typ in LABEL, typ
    assert value == value.strip() and value, repr(value)
    assert "\x01" not in value and "\n" not in value
    return f"\x01{typ}\x02{value}\x03"


def render(marked):
    out, spans, i, n = [], [], 0, len(marked)
    pos = 0
    while i < n:
        ch = marked[i]
        if ch == "\x01":
            j = marked.index("\x02", i)
            k = marked.index("\x03", j)
            typ, val = marked[i + 1:j], marked[j + 1:k]
            assert "\x01" not in val
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

ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen " \
       "seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else "-" + ONES[n % 10])
    return "one hundred" + ("" if n == 100 else " and " + words(n - 100))


def fmt_date(d, style):
    m, dd, y = d.month, d.day, d.year
    B, b = MONTHS[m - 1], MONTHS[m - 1][:3]
    A, a = WEEKDAYS[d.weekday()], WEEKDAYS[d.weekday()][:3]
    return {
        "mdY": f"{m:02d}/{dd:02d}/{y}", "mdY_np": f"{m}/{dd}/{y}", "mdy": f"{m:02d}/{dd:02d}/{y % 100:02d}",
        "BdY": f"{B} {dd}, {y}", "bdY": f"{b} {dd}, {y}", "ISO": f"{y}-{m:02d}-{dd:02d}",
        "dmY": f"{dd:02d}/{m:02d}/{y}", "dmY_np": f"{dd}/{m}/{y}", "dmy": f"{dd:02d}/{m:02d}/{y % 100:02d}",
        "dBY": f"{dd} {B} {y}", "dbY": f"{dd} {b} {y}", "d-b-Y": f"{dd:02d}-{b}-{y}",
        "d-B-Y_up": f"{dd:02d}-{b.upper()}-{y}", "dmY_dot": f"{dd:02d}.{m:02d}.{y}",
        "md": f"{m}/{dd}", "dm": f"{dd}/{m}", "Bd": f"{B} {dd}", "dB": f"{dd} {B}", "bd": f"{b} {dd}",
        "db": f"{dd} {b}", "BY": f"{B} {y}", "bY": f"{b} {y}", "Y": f"{y}", "mY": f"{m:02d}/{y}",
        "a_md": f"{a} {m}/{dd}", "A_BdY": f"{A}, {B} {dd}, {y}", "A_dBY": f"{A} {dd} {B} {y}",
        "a_dm": f"{a} {dd}/{m}", "a_db": f"{a} {dd} {b}", "A_dmY": f"{A} {dd:02d}/{m:02d}/{y}",
        "A_mdY": f"{A} {m:02d}/{dd:02d}/{y}", "ordinal": f"{dd}{ordsuf(dd)} {B} {y}",
    }[style]


def ordsuf(n):
    if 11 <= n % 100 <= 13:
        return "th"
    return {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


class Person:
    def __init__(self, rng, typ, sex=None, given=None, family=None):
        self.typ = typ
        self.sex = sex or rng.choice("FM")
        self.given = given or rng.choice(P.GIVEN_F if self.sex == "F" else P.GIVEN_M)
        self.family = family or rng.choice(P.SURNAMES)
        self.mid = rng.choice(string.ascii_uppercase.replace("X", "").replace("Q", "")) if rng.random() < 0.45 else ""
        self.cred = ""
        self.user = None
        self.rng = rng

    def s(self, form="full"):
        g, f, mi = self.given, self.family, self.mid
        if form == "full":
            v = f"{g} {f}"
        elif form == "fullmid":
            v = f"{g} {mi + '. ' if mi else ''}{f}"
        elif form == "lf":
            v = f"{f}, {g}"
        elif form == "LF":
            v = f"{f.upper()}, {g.upper()}{' ' + mi if mi else ''}"
        elif form == "first":
            v = g
        elif form == "firstlow":
            v = g.lower()
        elif form == "last":
            v = f
        elif form == "LAST":
            v = f.upper()
        elif form == "init":
            v = f"{g[0]}.{f[0]}."
        elif form == "INIT":
            v = f"{g[0]}{f[0]}"
        elif form == "init_low":
            v = f"{g[0]}{f[0]}".lower()
        elif form == "ginit":
            v = f"{g[0]}. {f}"
        elif form == "gfi":
            v = f"{g} {f[0]}."
        elif form == "nick":
            v = P.NICK.get(g, g)
        elif form == "FULLUP":
            v = f"{g} {f}".upper()
        else:
            raise ValueError(form)
        return M(v, self.typ)

    def username(self):
        if not self.user:
            base = (self.given[0] + self.family).lower()
            base = "".join(c for c in base if c.isalnum() and c.isascii())
            r = self.rng.random()
            if r < 0.4:
                self.user = base[:8] + str(self.rng.randint(1, 99))
            elif r < 0.7:
                self.user = (self.given + "." + self.family).lower().replace("'", "").replace(" ", "")
            else:
                self.user = self.family.lower().replace("'", "")[:6] + self.given[0].lower() + str(self.rng.randint(1, 9))
            self.user = "".join(c for c in self.user if c.isascii())
        return M(self.user, "USERNAME")

    def email_local(self):
        loc = self.rng.choice([f"{self.given}.{self.family}", f"{self.given[0]}{self.family}",
                               f"{self.given}{self.rng.randint(1, 99)}", f"{self.family}.{self.given[0]}"])
        return "".join(c for c in loc.lower() if (c.isalnum() and c.isascii()) or c == ".")


def digits(rng, n):
    return "".join(rng.choice("0123456789") for _ in range(n))


def letters(rng, n, pool=string.ascii_uppercase):
    return "".join(rng.choice(pool) for _ in range(n))


def make_towns(rng, loc, n):
    out = set()
    while len(out) < n:
        t = rng.choice(P.TOWN_A) + rng.choice(P.TOWN_B)
        if loc == "US" and rng.random() < 0.2:
            t = rng.choice(P.TOWN_A) + rng.choice(P.TOWN_B) + " " + rng.choice(P.US_TOWN_EXTRA)
        if loc in ("UK", "IE") and rng.random() < 0.12:
            t = rng.choice(["Upper ", "Little ", "Kings ", "Great "]) + t
        out.add(t)
    return sorted(out)


class Locale:
    """Formats for one locale."""

    def __init__(self, code, rng):
        self.code = code
        self.rng = rng
        self.towns = make_towns(rng, code, 40) if code != "SG" else list(P.SG_ESTATES)
        self.country_name = {"US": "USA", "UK": "United Kingdom", "CA": "Canada", "AU": "Australia",
                             "IE": "Ireland", "NZ": "New Zealand", "SG": "Singapore"}[code]
        self.date_styles = {
            "US": ["mdY", "mdY", "mdY_np", "mdy", "BdY", "bdY", "ISO"],
            "UK": ["dmY", "dmY", "dBY", "dbY", "d-b-Y", "dmY_dot", "dmy"],
            "CA": ["ISO", "ISO", "dmY", "BdY", "d-B-Y_up", "bdY", "dbY"],
            "AU": ["dmY", "dmY", "dBY", "dmy", "dmY_np", "dbY"],
            "IE": ["dmY", "dmY", "dBY", "dbY", "d-b-Y", "ordinal"],
            "NZ": ["dmY", "dmY", "dBY", "dbY", "dmY_np"],
            "SG": ["dmY", "dbY", "d-b-Y", "d-B-Y_up", "dBY", "ISO"],
        }[code]
        self.short_styles = ["md", "bd", "Bd"] if code == "US" else ["dm", "db", "dB"]
        self.wk_styles = ["a_md", "A_BdY", "A_mdY"] if code == "US" else ["a_dm", "a_db", "A_dBY", "A_dmY"]

    # ---------------- contact numbers
    def phone(self, kind="any"):
        r, c = self.rng, self.code
        nn = lambda k: digits(r, k)
        if c in ("US", "CA"):
            ac = r.choice(["617", "312", "503", "614", "404", "612", "215", "480", "919", "608", "720", "615", "802",
                           "207", "505"] if c == "US" else ["416", "613", "604", "780", "902", "204", "514", "306",
                                                            "506", "250", "705"])
            tail = "01" + nn(2)
            f = r.choice(["({a}) 555-{t}", "{a}-555-{t}", "{a}.555.{t}", "{a}-555-{t}", "1-{a}-555-{t}",
                          "+1 {a} 555 {t}"])
            return f.format(a=ac, t=tail)
        if c == "UK":
            f = r.choice(["07700 900{x}", "07700 900{x}", "01632 960{x}", "0113 496 0{x}", "020 7946 0{x}",
                          "0161 496 0{x}", "+44 7700 900{x}", "0117 496 0{x}"])
            return f.format(x=nn(3))
        if c == "IE":
            f = r.choice(["01 555 0{x}", "087 555 0{x}", "(021) 555 0{x}", "+353 86 555 0{x}", "091-555 0{x}",
                          "085 555 0{x}"])
            return f.format(x=nn(3))
        if c == "AU":
            f = r.choice(["(02) 5550 {y}", "(03) 5550 {y}", "(07) 5550 {y}", "(08) 5550 {y}", "0491 570 {x}",
                          "0491 570 {x}", "+61 491 570 {x}", "02 5550 {y}"])
            return f.format(x=nn(3), y=nn(4))
        if c == "NZ":
            f = r.choice(["(09) 555 0{x}", "(03) 555 0{x}", "021 555 0{x}", "027 555 0{x}", "+64 21 555 0{x}",
                          "(07) 555 0{x}", "04 555 0{x}"])
            return f.format(x=nn(3))
        f = r.choice(["+65 6555 0{x}", "6555 0{x}", "9555 0{x}", "8555 0{x}", "+65 9555 0{x}", "6555-0{x}"])
        return f.format(x=nn(3))

    def ext(self):
        r = self.rng
        return r.choice([" ext. ", " ext ", " x", " Ext "]) + digits(r, r.choice([3, 4]))

    def pager(self):
        r = self.rng
        if self.code in ("UK", "IE", "NZ", "AU"):
            return digits(r, 4)
        return r.choice([f"{r.randint(1, 9)}-{digits(r, 4)}", digits(r, 5), f"#{digits(r, 4)}"]).lstrip("#")

    # ---------------- addresses
    def postcode(self, region=None):
        r, c = self.rng, self.code
        if c == "US":
            z = digits(r, 5)
            return z + ("-" + digits(r, 4) if r.random() < 0.15 else "")
        if c == "UK":
            L = "ABDEFGHJLNPQRSTUWXYZ"
            return f"{r.choice(P.UK_AREAS)}{r.randint(1, 29)} {r.randint(0, 9)}{letters(r, 2, L)}"
        if c == "CA":
            first = r.choice(region[2]) if region else r.choice("KLMVTBRHJ")
            L = "ABCEGHJKLMNPRSTVWXYZ"
            return f"{first}{r.randint(0, 9)}{r.choice(L)} {r.randint(0, 9)}{r.choice(L)}{r.randint(0, 9)}"
        if c == "AU":
            return (region[2] if region else "2") + digits(r, 3)
        if c == "IE":
            pool = "ACDEFHKNPRTVWXY0123456789"
            return f"{r.choice(P.IE_KEYS)} {r.choice('ACDEFHKNPRTVWXY')}{letters(r, 3, pool)}"
        if c == "NZ":
            return str(r.randint(1, 9)) + digits(r, 3)
        return str(r.randint(10, 82)) + digits(r, 4)

    def street(self):
        r, c = self.rng, self.code
        name = r.choice(P.STREET_NAMES)
        suf = r.choice(P.SUFFIX[c])
        num = r.randint(1, 2999 if c in ("US", "CA") else 240)
        if c == "US":
            unit = r.choice(["", "", "", f", Apt {r.randint(1, 30)}{r.choice('ABCD')}", f" Unit {r.randint(1, 400)}",
                             f", #{r.randint(100, 999)}"])
            return f"{num} {name} {suf}{unit}"
        if c == "CA":
            if r.random() < 0.25:
                return f"{r.randint(100, 2400)}-{num} {name} {suf}"
            return f"{num} {name} {suf}"
        if c == "UK":
            x = r.random()
            if x < 0.2:
                return f"Flat {r.randint(1, 24)}, {num} {name} {suf}"
            if x < 0.3:
                return f"{r.choice(['Rose', 'Ivy', 'Mill', 'Yew Tree', 'Orchard', 'Swallow'])} Cottage, {name} {suf}"
            return f"{num} {name} {suf}"
        if c == "AU":
            if r.random() < 0.3:
                return f"Unit {r.randint(1, 20)}/{num} {name} {suf}"
            return f"{num} {name} {suf}"
        if c == "NZ":
            return f"{num}{r.choice(['', '', '', 'A', 'B'])} {name} {suf}"
        if c == "IE":
            if r.random() < 0.3:
                return f"{num} {name} {suf}"
            return r.choice([f"{num} {name} {suf}", f"Apt {r.randint(1, 60)}, {name} {suf}",
                             f"{r.choice(['Ashlawn', 'Glenview', 'Rathmore', 'Tigh na Mara', 'Cois Abhann'])}, {name} {suf}"])
        # SG
        if r.random() < 0.65:
            return f"Blk {r.randint(101, 899)} {r.choice(P.SG_ESTATES)} {r.choice(['Avenue', 'Street', 'Drive'])} {r.randint(1, 9)}, #{r.randint(2, 25):02d}-{r.randint(1, 480)}"
        return f"{num} {name} {suf}"

    def region(self):
        r, c = self.rng, self.code
        if c == "US":
            return r.choice(P.US_STATES)
        if c == "CA":
            return r.choice(P.CA_PROV)
        if c == "AU":
            return r.choice(P.AU_STATES)
        if c == "NZ":
            return (r.choice(P.NZ_REGIONS),)
        if c == "IE":
            return ("Co. " + r.choice(P.IE_COUNTIES),)
        if c == "UK":
            return (r.choice(P.UK_COUNTIES),)
        return None

    def address(self):
        reg = self.region()
        return {"street": self.street(), "city": self.rng.choice(self.towns), "region": reg,
                "zip": self.postcode(reg)}

    def addr_block(self, a, oneline=False, with_country=False):
        """Return marked address, multi-line or one line."""
        r, c = self.rng, self.code
        st, ci, z = M(a["street"], "STREET"), M(a["city"], "CITY"), M(a["zip"], "ZIP")
        reg = a["region"]
        if c in ("US", "CA", "AU"):
            regv = M(reg[1] if r.random() < 0.8 else reg[0], "STATE")
            if c == "AU":
                l2 = f"{ci} {regv} {z}" if r.random() < 0.7 else f"{M(a['city'].upper(), 'CITY')} {regv} {z}"
            elif c == "CA":
                l2 = f"{ci}, {regv} {z}" if r.random() < 0.6 else f"{ci} {regv}  {z}"
            else:
                l2 = f"{ci}, {regv} {z}"
            lines = [st, l2]
        elif c == "UK":
            lines = [st, ci]
            if r.random() < 0.35:
                lines.append(M(reg[0], "CITY"))
            lines.append(z)
        elif c == "IE":
            lines = [st, ci, M(reg[0], "CITY")]
            if r.random() < 0.75:
                lines.append(z)
        elif c == "NZ":
            lines = [st, f"{ci} {z}"]
            if r.random() < 0.3:
                lines.insert(1, M(reg[0], "STATE"))
        else:
            lines = [st, f"{M('Singapore', 'CITY')} {z}"]
        if with_country:
            lines.append(M(self.country_name, "COUNTRY"))
        return (", " if oneline else "\n").join(lines)

    # ---------------- identifiers
    def mrn(self):
        r, c = self.rng, self.code
        if c == "US":
            return r.choice([digits(r, 8), "MR" + digits(r, 7), digits(r, 3) + "-" + digits(r, 2) + "-" + digits(r, 3),
                             "E" + digits(r, 7)])
        if c == "UK":
            return r.choice([letters(r, 1) + digits(r, 6), "RX" + letters(r, 1) + digits(r, 7), digits(r, 7) + letters(r, 1)])
        if c == "CA":
            return r.choice([digits(r, 7), "M" + digits(r, 8), digits(r, 2) + "-" + digits(r, 6)])
        if c == "AU":
            return r.choice([digits(r, 7), "UR" + digits(r, 6), digits(r, 3) + " " + digits(r, 3)])
        if c == "IE":
            return r.choice([digits(r, 7), "H" + digits(r, 6), digits(r, 6)])
        if c == "NZ":
            return letters(r, 3, "ABCDEFGHJKLMNPRSTUVWXYZ") + digits(r, 4)
        return r.choice([digits(r, 2) + letters(r, 1) + digits(r, 6), digits(r, 9)])

    def nhs(self):
        d = digits(self.rng, 10)
        return f"{d[:3]} {d[3:6]} {d[6:]}"

    def natid(self):
        r, c = self.rng, self.code
        if c == "US":
            return r.choice([f"{r.randint(100, 665)}-{digits(r, 2)}-{digits(r, 4)}",
                             f"{r.randint(100, 665)} {digits(r, 2)} {digits(r, 4)}"])
        if c == "UK":
            return f"QQ {digits(r, 2)} {digits(r, 2)} {digits(r, 2)} {r.choice('ABCD')}"
        if c == "CA":
            return f"0{digits(r, 2)} {digits(r, 3)} {digits(r, 3)}"
        if c == "AU":
            return f"{digits(r, 3)} {digits(r, 3)} {digits(r, 3)}"
        if c == "IE":
            return digits(r, 7) + r.choice(["A", "B", "C", "D", "E", "F", "H", "K", "P", "W"]) + r.choice(["", "A", "W"])
        if c == "NZ":
            return f"{digits(r, 3)}-{digits(r, 3)}-{digits(r, 3)}"
        return r.choice("STFG") + digits(r, 7) + r.choice("ABCDEFGHIJZ")

    def natid_label(self):
        return {"US": ["SSN", "SS#", "Social Security No."], "UK": ["NI No", "NINO", "National Insurance No."],
                "CA": ["SIN"], "AU": ["TFN"], "IE": ["PPSN", "PPS No."], "NZ": ["IRD No."],
                "SG": ["NRIC", "NRIC No.", "NRIC/FIN"]}[self.code]

    def healthplan(self):
        r, c = self.rng, self.code
        if c == "US":
            return r.choice([letters(r, 3) + digits(r, 6), "W" + digits(r, 9), letters(r, 2) + digits(r, 7) + "-01",
                             digits(r, 4) + letters(r, 1) + digits(r, 5)])
        if c == "CA":
            return r.choice([f"{digits(r, 4)}-{digits(r, 3)}-{digits(r, 3)}-{letters(r, 2)}", digits(r, 10),
                             f"{digits(r, 4)} {digits(r, 3)} {digits(r, 3)}"])
        if c == "AU":
            return f"{digits(r, 4)} {digits(r, 5)} {r.randint(1, 9)}"
        if c == "IE":
            return digits(r, 8) + letters(r, 1)
        if c == "SG":
            return "MS" + digits(r, 8)
        return letters(r, 2) + digits(r, 7)

    def healthplan_label(self):
        return {"US": ["Member ID", "Member #", "Subscriber ID", "Policy #"],
                "CA": ["Health Card No.", "OHIP #", "PHN", "Health card"],
                "AU": ["Medicare No.", "Medicare", "Medicare card"],
                "IE": ["Medical Card No.", "GMS No.", "Medical card"],
                "SG": ["MediShield Life policy", "Insurance policy"], "UK": ["Membership no.", "Policy no."],
                "NZ": ["Policy no.", "Member no."]}[self.code]

    def mrn_label(self):
        return {"US": ["MRN", "MRN", "Med Rec #", "Patient ID"], "UK": ["Hospital No", "Hosp No.", "Unit No"],
                "CA": ["MRN", "Chart #", "Chart No."], "AU": ["URN", "UR No.", "MRN"],
                "IE": ["MRN", "Hospital No.", "Chart No."], "NZ": ["NHI", "NHI"],
                "SG": ["MRN", "Case No.", "Hospital No."]}[self.code]

    def license(self, kind="doc"):
        r, c = self.rng, self.code
        if c == "US":
            return r.choice([("NPI", "1" + digits(r, 9)), ("DEA", letters(r, 2) + digits(r, 7)),
                             ("Lic #", r.choice(["MD", "A", "G"]) + digits(r, 5))])
        if c == "UK":
            return ("GMC", digits(r, 7)) if kind == "doc" else ("NMC PIN", digits(r, 2) + letters(r, 1) + digits(r, 4) + letters(r, 1))
        if c == "CA":
            return (r.choice(["CPSO #", "CPSO No.", "Licence #"]), digits(r, 5)) if kind == "doc" else ("Reg. #", digits(r, 7))
        if c == "AU":
            return r.choice([("AHPRA", ("MED" if kind == "doc" else "NMW") + digits(r, 10)),
                             ("Provider No.", digits(r, 6) + letters(r, 2))])
        if c == "IE":
            return ("MCRN", digits(r, 6)) if kind == "doc" else ("NMBI PIN", digits(r, 6))
        if c == "NZ":
            return ("MCNZ", digits(r, 5)) if kind == "doc" else ("APC no.", digits(r, 6))
        return ("MCR", "M" + digits(r, 5) + letters(r, 1)) if kind == "doc" else ("SNB RN", "R" + digits(r, 6) + letters(r, 1))

    def plate(self):
        r, c = self.rng, self.code
        L = "ABCDEFGHJKLMNPRSTVWXYZ"
        if c == "US":
            return r.choice([f"{r.randint(1, 9)}{letters(r, 3, L)}{digits(r, 3)}", f"{letters(r, 3, L)}-{digits(r, 4)}",
                             f"{letters(r, 3, L)} {digits(r, 3)}"])
        if c == "UK":
            return f"{letters(r, 2, L)}{r.randint(10, 24)} {letters(r, 3, L)}"
        if c == "CA":
            return f"{letters(r, 4, L)} {digits(r, 3)}"
        if c == "AU":
            return r.choice([f"{letters(r, 3, L)}-{digits(r, 3)}", f"{r.randint(1, 9)}{letters(r, 3, L)}{digits(r, 3)}"])
        if c == "IE":
            return f"{r.randint(12, 24)}{r.choice(['1', '2'])}-{r.choice(['D', 'C', 'G', 'KY', 'MO', 'L', 'WX'])}-{r.randint(100, 99999)}"
        if c == "NZ":
            return f"{letters(r, 3, L)}{digits(r, 3)}"
        return f"S{letters(r, 2, L)}{digits(r, 4)}{r.choice(L)}"

    def vin(self):
        return letters(self.rng, 3, "ABCDEFGHJKLMNPRSTUVWXYZ123456789") + digits(self.rng, 2) + \
            letters(self.rng, 4, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789") + letters(self.rng, 2, "ABCDEFGHJKLMNPRSTUVWXYZ") + digits(self.rng, 6)

    def ip(self):
        r = self.rng
        return r.choice([f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
                         f"192.168.{r.randint(0, 255)}.{r.randint(1, 254)}",
                         f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
                         f"203.0.113.{r.randint(1, 254)}", f"198.51.100.{r.randint(1, 254)}"])

    def tld(self):
        return self.rng.choice({"US": [".org", ".com"], "UK": [".nhs.uk", ".co.uk"], "CA": [".ca"],
                                "AU": [".com.au", ".org.au"], "IE": [".ie"], "NZ": [".co.nz", ".org.nz"],
                                "SG": [".com.sg", ".sg"]}[self.code])
