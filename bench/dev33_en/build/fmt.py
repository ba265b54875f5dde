"""Locale-specific formats: dates, phone numbers, addresses and identifiers.

All phone numbers use ranges set aside for fiction or a 555-01xx style pattern;
identifiers are random strings in a plausible shape and are not real people's.
"""
import datetime as dt
import string

from pools import (TOWN_PRE, TOWN_SUF_UK, TOWN_SUF_US, TOWN_SUF_US2, TOWN_SUF_AU, IE_PRE, IE_SUF,
                   FR_SAINTS, FR_SUF, STREET_BASE, STREET_SUF, US_STATES, CA_PROV, AU_STATES)

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
MON = [m[:3] for m in MONTHS]
MON_UK = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD3 = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
WD_UK = ["Mon", "Tues", "Weds", "Thurs", "Fri", "Sat", "Sun"]

US_LIKE = {"US"}
DMY = {"UK", "IE", "AU", "NZ"}


def ordinal(n):
    if 10 <= n % 100 <= 20:
        s = "th"
    else:
        s = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{s}"


class DateFmt:
    """Per-note date style; every note keeps a consistent 'house' numeric style."""

    def __init__(self, R, loc):
        self.loc = loc
        if loc == "US":
            self.num = R.choice(["mm/dd/yyyy", "mm/dd/yyyy", "m/d/yyyy", "m/d/yy"])
            self.long = R.choice(["Month d, yyyy", "Mon d, yyyy"])
        elif loc == "CA":
            self.num = R.choice(["yyyy-mm-dd", "yyyy-mm-dd", "dd-Mon-yyyy", "yyyy/mm/dd", "dd/mm/yyyy"])
            self.long = R.choice(["Month d, yyyy", "d Month yyyy", "Mon d, yyyy"])
        else:
            self.num = R.choice(["dd/mm/yyyy", "dd/mm/yyyy", "d/m/yyyy", "dd/mm/yy", "dd.mm.yyyy", "dd-Mon-yyyy"])
            self.long = R.choice(["d Month yyyy", "dth Month yyyy", "d Mon yyyy"])

    def fmt(self, d, kind="num"):
        loc = self.loc
        if kind == "num":
            return self._num(d, self.num)
        if kind == "dob":  # dates of birth keep a four-digit year
            st = {"m/d/yy": "m/d/yyyy", "dd/mm/yy": "dd/mm/yyyy"}.get(self.num, self.num)
            return self._num(d, st)
        if kind == "long":
            return self._long(d, self.long)
        if kind == "wd":  # weekday with date
            if loc == "US":
                return f"{WEEKDAYS[d.weekday()]}, {MONTHS[d.month-1]} {d.day}, {d.year}"
            if loc == "CA":
                return f"{WEEKDAYS[d.weekday()]}, {MONTHS[d.month-1]} {d.day}, {d.year}"
            return f"{WEEKDAYS[d.weekday()]} {d.day} {MONTHS[d.month-1]} {d.year}"
        if kind == "wdshort":
            if loc in ("US", "CA"):
                return f"{WD3[d.weekday()]} {d.month}/{d.day}"
            return f"{WD_UK[d.weekday()]} {d.day:02d}/{d.month:02d}"
        if kind == "wdname":  # weekday only
            return WEEKDAYS[d.weekday()]
        if kind == "md":
            if loc in ("US",):
                return f"{d.month}/{d.day}"
            if loc == "CA":
                return f"{MONTHS[d.month-1]} {d.day}"
            return f"{d.day}/{d.month}"
        if kind == "mdlong":
            if loc in ("US", "CA"):
                return f"{MONTHS[d.month-1]} {d.day}"
            return f"{ordinal(d.day)} {MONTHS[d.month-1]}" if self.long.startswith("dth") else f"{d.day} {MONTHS[d.month-1]}"
        if kind == "my":
            return f"{MONTHS[d.month-1]} {d.year}"
        if kind == "mys":
            return f"{MON[d.month-1]} {d.year}"
        if kind == "mynum":
            return f"{d.month:02d}/{d.year}"
        if kind == "y":
            return str(d.year)
        if kind == "dmon":
            return f"{d.day:02d}-{MON[d.month-1]}-{d.year}"
        if kind == "iso":
            return d.isoformat()
        raise ValueError(kind)

    @staticmethod
    def _num(d, st):
        if st == "mm/dd/yyyy":
            return f"{d.month:02d}/{d.day:02d}/{d.year}"
        if st == "m/d/yyyy":
            return f"{d.month}/{d.day}/{d.year}"
        if st == "m/d/yy":
            return f"{d.month}/{d.day}/{d.year % 100:02d}"
        if st == "yyyy-mm-dd":
            return d.isoformat()
        if st == "yyyy/mm/dd":
            return f"{d.year}/{d.month:02d}/{d.day:02d}"
        if st == "dd-Mon-yyyy":
            return f"{d.day:02d}-{MON[d.month-1]}-{d.year}"
        if st == "dd/mm/yyyy":
            return f"{d.day:02d}/{d.month:02d}/{d.year}"
        if st == "d/m/yyyy":
            return f"{d.day}/{d.month}/{d.year}"
        if st == "dd/mm/yy":
            return f"{d.day:02d}/{d.month:02d}/{d.year % 100:02d}"
        if st == "dd.mm.yyyy":
            return f"{d.day:02d}.{d.month:02d}.{d.year}"
        raise ValueError(st)

    @staticmethod
    def _long(d, st):
        if st == "Month d, yyyy":
            return f"{MONTHS[d.month-1]} {d.day}, {d.year}"
        if st == "Mon d, yyyy":
            return f"{MON[d.month-1]} {d.day}, {d.year}"
        if st == "d Month yyyy":
            return f"{d.day} {MONTHS[d.month-1]} {d.year}"
        if st == "dth Month yyyy":
            return f"{ordinal(d.day)} {MONTHS[d.month-1]} {d.year}"
        if st == "d Mon yyyy":
            return f"{d.day} {MON_UK[d.month-1]} {d.year}"
        raise ValueError(st)


# ---------------------------------------------------------------------------
# Phones (fictional ranges)
# ---------------------------------------------------------------------------
US_AREA = ["212", "215", "216", "303", "312", "313", "314", "404", "414", "415", "503", "512", "513",
           "602", "608", "612", "614", "615", "617", "704", "713", "717", "802", "804", "816", "859",
           "901", "907", "919", "978"]
CA_AREA = ["416", "647", "613", "905", "519", "604", "250", "403", "780", "204", "306", "902", "506",
           "709", "514", "418", "705"]


def _d(R, n):
    return "".join(R.choice(string.digits) for _ in range(n))


def phone(R, loc, kind="any"):
    """kind: 'mobile', 'land', 'any', 'office'."""
    if kind == "any":
        kind = R.choice(["mobile", "land"])
    if loc in ("US", "CA"):
        area = R.choice(US_AREA if loc == "US" else CA_AREA)
        last = f"01{R.randint(0, 99):02d}"
        st = R.random()
        if st < 0.45:
            return f"({area}) 555-{last}"
        if st < 0.8:
            return f"{area}-555-{last}"
        if st < 0.9:
            return f"{area}.555.{last}"
        return f"+1 {area} 555 {last}"
    if loc == "UK":
        if kind == "mobile":
            n = f"07700 900{R.randint(0, 999):03d}"
            return n if R.random() < 0.85 else "+44 7700 900" + n[-3:]
        st = R.random()
        if st < 0.35:
            return f"01632 960{R.randint(0, 999):03d}"
        if st < 0.55:
            return f"020 7946 0{R.randint(0, 999):03d}"
        city = R.choice(["0113", "0114", "0115", "0116", "0117", "0118", "0121", "0131", "0141", "0151", "0161", "0191"])
        return f"{city} 496 0{R.randint(0, 999):03d}"
    if loc == "AU":
        if kind == "mobile":
            n = f"0491 570 {R.randint(6, 159):03d}"
            return n if R.random() < 0.85 else "+61 491 570 " + n[-3:]
        ar = R.choice(["02", "03", "07", "08"])
        mid = R.choice(["5550", "7010"])
        if R.random() < 0.6:
            return f"({ar}) {mid} {R.randint(0, 9999):04d}"
        return f"{ar} {mid} {R.randint(0, 9999):04d}"
    if loc == "IE":
        if kind == "mobile":
            pre = R.choice(["083", "085", "086", "087", "089"])
            n = f"{pre} 555 01{R.randint(0, 99):02d}"
            return n if R.random() < 0.85 else f"+353 {pre[1:]} 555 01{n[-2:]}"
        ar = R.choice(["01", "021", "091", "061", "051", "053", "066", "071", "074", "042"])
        if R.random() < 0.5:
            return f"({ar}) 555 01{R.randint(0, 99):02d}"
        return f"{ar} 555 01{R.randint(0, 99):02d}"
    if loc == "NZ":
        if kind == "mobile":
            pre = R.choice(["021", "022", "027", "029"])
            n = f"{pre} 555 01{R.randint(0, 99):02d}"
            return n if R.random() < 0.85 else f"+64 {pre[1:]} 555 01{n[-2:]}"
        ar = R.choice(["09", "04", "03", "07", "06"])
        if R.random() < 0.5:
            return f"({ar}) 555 01{R.randint(0, 99):02d}"
        return f"{ar} 555 01{R.randint(0, 99):02d}"
    raise ValueError(loc)


def ext(R, loc):
    e = str(R.randint(2000, 8999))
    return R.choice([f" ext. {e}", f" x{e}", f" ext {e}", f" (ext {e})"]) if loc in ("US", "CA") else R.choice([f" ext {e}", f" ext. {e}", f" x{e}"])


def pager(R, loc):
    if loc in ("US", "CA"):
        return R.choice([f"{R.randint(1,9)}-{R.randint(1000,9999)}", f"#{R.randint(10000,99999)}"[1:], f"{R.randint(100,999)}-{R.randint(1000,9999)}"])
    return str(R.randint(1000, 9999))


# ---------------------------------------------------------------------------
# Places
# ---------------------------------------------------------------------------
def make_towns(R, loc, n):
    out = set()
    while len(out) < n:
        r = R.random()
        if loc == "IE" and r < 0.7:
            t = R.choice(IE_PRE) + R.choice(IE_SUF)
        elif loc == "CA" and r < 0.15:
            t = R.choice(FR_SAINTS) + R.choice(FR_SUF)
        elif loc == "US" and r < 0.3:
            t = R.choice(TOWN_PRE) + R.choice(["", "wood", "ford", "ton"]) + R.choice(TOWN_SUF_US2)
            t = t[0].upper() + t[1:]
        elif loc in ("AU", "NZ") and r < 0.25:
            t = R.choice(TOWN_PRE) + R.choice(["", "wood", "ton", "field"]) + R.choice(TOWN_SUF_AU)
        elif loc in ("AU", "NZ", "CA") and r < 0.35:
            t = R.choice(["Mount ", "Port ", "Lake "]) + R.choice(TOWN_PRE) + R.choice(["ley", "ton", "worth", "field"])
        else:
            suf = TOWN_SUF_US if (loc == "US" and R.random() < 0.5) else TOWN_SUF_UK
            t = R.choice(TOWN_PRE) + R.choice(suf)
        t = t.replace("  ", " ")
        out.add(t)
    return sorted(out)


def street_name(R, loc):
    base = R.choice(STREET_BASE)
    return f"{base} {R.choice(STREET_SUF[loc])}"


def street_line(R, loc):
    num = R.choice([R.randint(1, 60), R.randint(1, 250), R.randint(100, 9999) if loc in ("US", "CA") else R.randint(1, 400)])
    st = street_name(R, loc)
    r = R.random()
    if loc == "US":
        if r < 0.2:
            return f"{num} {st}, Apt {R.choice([str(R.randint(1,40)), str(R.randint(1,9)) + R.choice('ABCD')])}"
        if r < 0.28:
            return f"{num} {st} Unit {R.randint(1, 30)}"
        return f"{num} {st}"
    if loc == "CA":
        if r < 0.25:
            return f"{R.randint(101, 2408)}-{num} {st}"
        if r < 0.32:
            return f"{num} {st}, Unit {R.randint(1, 30)}"
        return f"{num} {st}"
    if loc == "UK":
        if r < 0.2:
            return f"Flat {R.randint(1, 24)}, {num} {st}"
        return f"{num} {st}"
    if loc == "AU":
        if r < 0.25:
            return f"{R.randint(1, 20)}/{num} {st}"
        if r < 0.32:
            return f"Unit {R.randint(1, 20)}, {num} {st}"
        return f"{num} {st}"
    if loc == "NZ":
        if r < 0.2:
            return f"{R.randint(1, 12)}/{num} {st}"
        if r < 0.3:
            return f"{num}{R.choice('ABC')} {st}"
        return f"{num} {st}"
    if loc == "IE":
        if r < 0.15:
            return f"Apartment {R.randint(1, 40)}, {num} {st}"
        return f"{num} {st}"
    raise ValueError(loc)


UK_PC_AREAS = ["NV", "HX", "WB", "LQ", "DK", "FY", "TQ", "YQ", "BQ", "KZ", "GX", "RV", "MQ", "SX"]
PC_LET = "ABDEFGHJLNPQRSTUWXYZ"


def postcode(R, loc, state=None):
    if loc == "US":
        z = f"{R.randint(1000, 99950):05d}"
        return z if R.random() < 0.85 else z + "-" + f"{R.randint(0, 9999):04d}"
    if loc == "UK":
        out = R.choice(UK_PC_AREAS) + str(R.randint(1, 29))
        return f"{out} {R.randint(0, 9)}{R.choice(PC_LET)}{R.choice(PC_LET)}"
    if loc == "CA":
        first = R.choice(state[2]) if state else "K"
        L = "ABCEGHJKLMNPRSTVWXYZ"
        return f"{first}{R.randint(0,9)}{R.choice(L)} {R.randint(0,9)}{R.choice(L)}{R.randint(0,9)}"
    if loc == "AU":
        pre = state[2] if state else "2"
        return pre + "".join(str(R.randint(0, 9)) for _ in range(4 - len(pre)))
    if loc == "NZ":
        return f"{R.randint(110, 9893):04d}"
    if loc == "IE":
        from pools import IE_ROUTING
        ch = "ACDEFHKNPRTVWXY0123456789"
        return R.choice(IE_ROUTING) + " " + "".join(R.choice(ch) for _ in range(4))
    raise ValueError(loc)


# ---------------------------------------------------------------------------
# Identifiers
# ---------------------------------------------------------------------------
def nhs_number(R):
    # 999-prefixed numbers are reserved for testing
    while True:
        digits = [9, 9, 9] + [R.randint(0, 9) for _ in range(6)]
        s = sum(d * w for d, w in zip(digits, range(10, 1, -1)))
        chk = 11 - (s % 11)
        if chk == 11:
            chk = 0
        if chk == 10:
            continue
        digits.append(chk)
        t = "".join(map(str, digits))
        return f"{t[:3]} {t[3:6]} {t[6:]}"


def mrn(R, loc):
    if loc == "US":
        return R.choice([_d(R, 8), _d(R, 7), "E" + _d(R, 7), "MR" + _d(R, 7)])
    if loc == "UK":
        return R.choice([R.choice("KHRMJ") + _d(R, 7), R.choice(["RX", "RV", "RQ"]) + _d(R, 6), _d(R, 8)])
    if loc == "CA":
        return R.choice([_d(R, 7), "M" + _d(R, 8), _d(R, 4) + "-" + _d(R, 4)])
    if loc == "AU":
        return R.choice([_d(R, 7), _d(R, 6), "MR" + _d(R, 6)])
    if loc == "IE":
        return R.choice([_d(R, 7), _d(R, 6), "H" + _d(R, 6)])
    if loc == "NZ":
        # NHI-shaped strings starting with Z (not issued to real people)
        L = "ABCDEFGHJKLMNPQRSTUVWXYZ"
        return "Z" + R.choice(L) + R.choice(L) + _d(R, 4)
    raise ValueError(loc)


def hosp_mrn(R, loc):
    """Second, hospital-local record number (used where the main one is national)."""
    if loc == "NZ":
        return R.choice(["H", "W", "A"]) + _d(R, 7)
    return mrn(R, loc)


def ssn(R, loc):
    if loc == "US":
        return f"9{_d(R, 2)}-{_d(R, 2)}-{_d(R, 4)}"
    if loc == "UK":
        pre = R.choice(["BG", "GB", "NK", "KN", "TN", "NT", "ZZ", "QQ"])
        return f"{pre} {_d(R, 2)} {_d(R, 2)} {_d(R, 2)} {R.choice('ABCD')}"
    if loc == "CA":
        return f"0{_d(R, 2)} {_d(R, 3)} {_d(R, 3)}"
    if loc == "IE":
        return _d(R, 7) + R.choice("ABCDEFGHKLMPTW") + R.choice(["", "", "A", "W"])
    if loc == "AU":
        return f"{_d(R, 3)} {_d(R, 3)} {_d(R, 3)}"  # tax file number shape
    if loc == "NZ":
        return f"{_d(R, 3)}-{_d(R, 3)}-{_d(R, 3)}"  # IRD number shape
    raise ValueError(loc)


def healthplan(R, loc, kind=None):
    """Returns (label, value)."""
    if loc == "US":
        k = kind or R.choice(["mbi", "medicaid", "member"])
        if k == "mbi":
            L = "ACDEFGHJKMNPQRTUVWXY"
            v = (str(R.randint(1, 9)) + R.choice(L) + R.choice(L + "0123456789") + str(R.randint(0, 9)) + "-" +
                 R.choice(L) + R.choice(L + "0123456789") + str(R.randint(0, 9)) + "-" +
                 R.choice(L) + R.choice(L) + str(R.randint(0, 9)) + str(R.randint(0, 9)))
            return ("Medicare MBI", v)
        if k == "medicaid":
            return ("Medicaid ID", R.choice(["", "MC"]) + _d(R, 9))
        pre = "".join(R.choice(string.ascii_uppercase) for _ in range(3))
        return ("Member ID", pre + _d(R, 6 + R.randint(0, 3)))
    if loc == "CA":
        k = kind or R.choice(["ohip", "phn"])
        if k == "ohip":
            return ("Health card", f"{_d(R,4)}-{_d(R,3)}-{_d(R,3)}-{R.choice(string.ascii_uppercase)}{R.choice(string.ascii_uppercase)}")
        return ("PHN", f"9{_d(R,3)} {_d(R,3)} {_d(R,3)}")
    if loc == "AU":
        k = kind or R.choice(["medicare", "medicare", "dva"])
        if k == "medicare":
            return ("Medicare No", f"{R.randint(2,6)}{_d(R,3)} {_d(R,5)} {R.randint(1,9)}")
        return ("DVA", f"{R.choice(['N','V','Q','W','S','T'])}{R.choice(['X','SM','WW'])}{_d(R,6)}")
    if loc == "IE":
        return ("Medical card no.", _d(R, 7) + R.choice("ABCDEFGHKLMNPTX"))
    if loc == "NZ":
        return ("Community Services Card", f"{_d(R,4)} {_d(R,4)} {_d(R,4)}")
    if loc == "UK":
        pre = "".join(R.choice(string.ascii_uppercase) for _ in range(2))
        return ("Policy no.", pre + _d(R, 8))
    raise ValueError(loc)


def account(R, loc):
    return R.choice([
        f"{_d(R, 4)}-{_d(R, 4)}", _d(R, 9), "V" + _d(R, 8), "E" + _d(R, 7), f"ENC-{_d(R, 7)}",
        f"{_d(R, 3)}{_d(R, 3)}{_d(R, 3)}{_d(R, 1)}", f"A{_d(R, 2)}-{_d(R, 6)}",
    ])


def idnum(R, kind="any"):
    if kind == "accession":
        return f"{R.choice('SHCMP')}{R.randint(19, 26)}-{R.randint(1000, 99999)}"
    if kind == "ubrn":
        return f"{_d(R, 4)} {_d(R, 4)} {_d(R, 4)}"
    if kind == "ref":
        return R.choice([f"{R.choice(['SW', 'DP', 'CC', 'CHC', 'REF', 'SG', 'ACR'])}-{R.randint(2020, 2026)}-{_d(R, 4 + R.randint(0, 2))}",
                         f"{R.choice(['R', 'C', 'Q'])}{_d(R, 7)}", f"{_d(R, 2)}/{_d(R, 5)}"])
    if kind == "order":
        return R.choice([f"ORD-{_d(R, 7)}", f"{_d(R, 10)}", f"RX{_d(R, 7)}"])
    if kind == "aged":
        return f"AC{_d(R, 8)}"
    return R.choice([idnum(R, "accession"), idnum(R, "ref"), idnum(R, "order")])


def npi(R):
    return _d(R, 1).replace("0", "1") + _d(R, 9)


def dea(R, last):
    L = "ABFGM"
    return R.choice(L) + (last[0].upper() if last[0].isascii() and last[0].isalpha() else "X") + _d(R, 7)


def license_no(R, loc, role):
    """Returns (label, value) for a clinician's registration/licence."""
    doc = role in ("doctor", "gp", "consultant", "registrar", "np")
    if loc == "US":
        if doc and R.random() < 0.5:
            return ("NPI", npi(R))
        if role in ("nurse", "rn"):
            return ("RN Lic.", R.choice(["RN", ""]) + _d(R, 6 + R.randint(0, 2)))
        if role == "pharmacist":
            return ("RPh Lic.", "RPH." + _d(R, 6))
        return ("NPI", npi(R))
    if loc == "UK":
        if doc:
            return ("GMC", _d(R, 7))
        if role == "pharmacist":
            return ("GPhC", "20" + _d(R, 5))
        if role == "sw":
            return ("SWE reg.", "SW" + _d(R, 6))
        return ("NMC PIN", f"{_d(R,2)}{R.choice('ABCDEFGHIJKLMY')}{_d(R,4)}{R.choice('EOSWN')}")
    if loc == "CA":
        if doc:
            return (R.choice(["CPSO #", "CPSBC #", "CPSA #"]), _d(R, 5 + R.randint(0, 1)))
        if role == "pharmacist":
            return ("OCP #", _d(R, 6))
        if role == "sw":
            return ("OCSWSSW #", _d(R, 6))
        return ("CNO #", _d(R, 7))
    if loc == "AU":
        pre = "MED" if doc else ("PHA" if role == "pharmacist" else ("SWK" if role == "sw" else "NMW"))
        return ("AHPRA", pre + "000" + _d(R, 7))
    if loc == "IE":
        if doc:
            return ("IMC No.", _d(R, 6))
        if role == "pharmacist":
            return ("PSI reg.", _d(R, 5))
        if role == "sw":
            return ("CORU reg.", "SW" + _d(R, 6))
        return ("NMBI PIN", _d(R, 6))
    if loc == "NZ":
        if doc:
            return ("MCNZ", _d(R, 5))
        if role == "pharmacist":
            return ("PCNZ", _d(R, 5))
        if role == "sw":
            return ("SWRB", _d(R, 5))
        return ("NCNZ", _d(R, 6))
    raise ValueError(loc)


def driver_licence(R, loc, last="X", first="X", dob=None):
    if loc == "UK":
        s = "".join(ch for ch in last.upper() if ch.isascii() and ch.isalpha())[:5].ljust(5, "9")
        y = dob.year % 100 if dob else R.randint(30, 60)
        m = dob.month if dob else 1
        d = dob.day if dob else 1
        i = first[0].upper() if first[0].isascii() else "X"
        return f"{s}{y // 10}{m:02d}{d:02d}{y % 10}{i}9{R.choice('ABCDEFGHJKLMNPRSTUVWXY')}{R.randint(10, 99)}"
    if loc == "US":
        return R.choice([f"{R.choice(string.ascii_uppercase)}{_d(R, 3)}-{_d(R, 4)}-{_d(R, 4)}",
                         f"{R.choice(string.ascii_uppercase)}{_d(R, 7)}", _d(R, 9)])
    if loc == "CA":
        return f"{R.choice(string.ascii_uppercase)}{_d(R, 4)}-{_d(R, 5)}-{_d(R, 5)}"
    if loc == "AU":
        return _d(R, 8 + R.randint(0, 1))
    if loc == "IE":
        return f"{_d(R, 3)}{_d(R, 3)}{_d(R, 3)}"
    if loc == "NZ":
        return f"{R.choice(string.ascii_uppercase)}{R.choice(string.ascii_uppercase)}{_d(R, 6)}"
    raise ValueError(loc)


def plate(R, loc):
    U = "ABCDEFGHJKLMNPRSTVWXYZ"
    if loc == "US":
        return R.choice([f"{R.randint(1,9)}{R.choice(U)}{R.choice(U)}{R.choice(U)}{_d(R,3)}",
                         f"{R.choice(U)}{R.choice(U)}{R.choice(U)}-{_d(R,4)}", f"{R.choice(U)}{R.choice(U)}{R.choice(U)} {_d(R,3)}"])
    if loc == "UK":
        return f"{R.choice(U)}{R.choice(U)}{R.randint(10, 24)} {R.choice(U)}{R.choice(U)}{R.choice(U)}"
    if loc == "CA":
        return f"{R.choice(U)}{R.choice(U)}{R.choice(U)}{R.choice(U)} {_d(R,3)}"
    if loc == "AU":
        return R.choice([f"{R.choice(U)}{R.choice(U)}{R.choice(U)}-{_d(R,3)}", f"{R.randint(1,9)}{R.choice(U)}{R.choice(U)} {R.randint(1,9)}{R.choice(U)}{R.choice(U)}"])
    if loc == "NZ":
        return f"{R.choice(U)}{R.choice(U)}{R.choice(U)}{_d(R,3)}"
    if loc == "IE":
        return f"{R.randint(12, 24)}{R.choice(['1', '2', ''])}-{R.choice(['D', 'C', 'G', 'L', 'WX', 'KY', 'MO', 'TS', 'KE'])}-{R.randint(100, 99999)}"
    raise ValueError(loc)


def vin(R):
    ch = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return "".join(R.choice(ch) for _ in range(17))


def device_serial(R, kind="any"):
    pats = {
        "pacer": lambda: f"{R.choice(['PJN', 'RLA', 'BRC', 'SJM', 'MDT'])}{_d(R, 6)}{R.choice(['', 'S', 'H'])}",
        "driver": lambda: f"{_d(R, 2)}{R.choice('ABCDEF')}{_d(R, 5)}",
        "conc": lambda: f"{R.choice(['1F', 'OC', 'EV'])}{_d(R, 2)}-{_d(R, 7)}",
        "pump": lambda: f"{_d(R, 4)}-{R.choice(['AX', 'KP', 'RT'])}-{_d(R, 4)}",
        "asset": lambda: f"{R.choice(['BM', 'EQ', 'MAT', 'AT'])}-{_d(R, 5)}",
        "pendant": lambda: f"PA{_d(R, 7)}",
        "cgm": lambda: f"{R.choice('0123456789ABCDEF')}{_d(R, 3)}{R.choice('ABCDEFGH')}{_d(R, 5)}",
    }
    if kind == "any":
        kind = R.choice(list(pats))
    return pats[kind]()


def bioid(R):
    return R.choice([f"FP-{_d(R, 5)}", f"BIO-{_d(R, 4)}-{_d(R, 2)}", f"VP-{_d(R, 6)}",
                     f"IR-{_d(R, 5)}", f"PV{_d(R, 6)}", f"FPT{_d(R, 7)}"])


def ip(R):
    r = R.random()
    if r < 0.3:
        return f"10.{R.randint(0, 254)}.{R.randint(0, 254)}.{R.randint(2, 254)}"
    if r < 0.5:
        return f"192.168.{R.randint(0, 254)}.{R.randint(2, 254)}"
    if r < 0.65:
        return f"172.{R.randint(16, 31)}.{R.randint(0, 254)}.{R.randint(2, 254)}"
    return f"{R.choice(['192.0.2', '198.51.100', '203.0.113'])}.{R.randint(2, 254)}"


def username(R, first, last):
    f = "".join(ch for ch in first.lower() if ch.isascii() and ch.isalpha()) or "x"
    l = "".join(ch for ch in last.lower() if ch.isascii() and ch.isalpha()) or "x"
    return R.choice([f"{f[0]}{l}{R.randint(1, 9) if R.random() < 0.5 else ''}", f"{l}.{f[0]}", f"{f}.{l}",
                     f"{l[:6].upper()}{f[0].upper()}{R.randint(1, 99):02d}", f"{f[0]}{l[:5]}{R.randint(10, 99)}",
                     f"rn_{f[0]}{l}" if R.random() < 0.3 else f"{f}{l[0]}"])


def slug(s):
    return "".join(ch for ch in s.lower() if ch.isascii() and ch.isalnum())
