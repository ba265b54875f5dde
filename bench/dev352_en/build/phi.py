"""Note assembly with single-pass offsets, and PHI value generators.

A note is built by appending pieces.  A piece is either plain text (str) or a
PHI tuple (text, TYPE).  Offsets are recorded as each piece is appended.
"""
import datetime
import string

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
_FMT = string.Formatter()


class Note:
    def __init__(self, lower=False):
        self.parts = []
        self.spans = []
        self.pos = 0
        self.lower = lower

    def _add(self, piece):
        if isinstance(piece, list):
            for p in piece:
                self._add(p)
            return
        if piece is None:
            return
        if isinstance(piece, tuple):
            s, typ = piece
            if self.lower:
                s = s.lower()
            if typ not in LABEL:
                raise ValueError(typ)
            start = self.pos
            self.parts.append(s)
            self.pos += len(s)
            self.spans.append({"start": start, "end": self.pos, "label": LABEL[typ], "type": typ, "text": s})
            return
        if not isinstance(piece, str):
            piece = str(piece)
        s = piece.lower() if self.lower else piece
        self.parts.append(s)
        self.pos += len(s)

    def w(self, *pieces):
        for p in pieces:
            self._add(p)
        return self

    def f(self, template, **kw):
        """Append a template whose {fields} are looked up in kw."""
        for literal, field, _spec, _conv in _FMT.parse(template):
            if literal:
                self._add(literal)
            if field is not None:
                self._add(kw[field])
        return self

    def text(self):
        return "".join(self.parts)


def pad(piece, width):
    """Piece followed by spaces up to width (for fixed-width tables)."""
    n = plen(piece)
    return [piece, " " * max(1, width - n)]


def plen(piece):
    if isinstance(piece, list):
        return sum(plen(p) for p in piece)
    if isinstance(piece, tuple):
        return len(piece[0])
    return len(piece or "")


def ptxt(piece):
    if isinstance(piece, list):
        return "".join(ptxt(p) for p in piece)
    if isinstance(piece, tuple):
        return piece[0]
    return piece or ""


# ---------------------------------------------------------------- people
class Person:
    def __init__(self, first, last, sex, middle, title):
        self.first, self.last, self.sex, self.middle, self.title = first, last, sex, middle, title


def new_person(rng, pools, sex=None, title_kind="lay"):
    if sex is None:
        sex = rng.choice(["F", "M"])
    first = rng.choice(pools.FIRST_F if sex == "F" else pools.FIRST_M)
    last = rng.choice(pools.SURNAMES)
    middle = rng.choice(pools.MIDDLE_INITIALS) if rng.random() < 0.45 else ""
    if title_kind == "lay":
        title = "Mr" if sex == "M" else rng.choice(["Mrs", "Ms", "Miss", "Mrs", "Ms"])
    else:
        title = "Dr"
    return Person(first, last, sex, middle, title)


def initials(p, dots=True):
    a = p.first[0].upper()
    b = p.last[0].upper()
    return f"{a}.{b}." if dots else f"{a}{b}"


def nm(p, st):
    f, l, m = p.first, p.last, p.middle
    if st == "fl":
        return f"{f} {l}"
    if st == "fml":
        return f"{f} {m}. {l}" if m else f"{f} {l}"
    if st == "lf":
        return f"{l}, {f}"
    if st == "LF":
        return f"{l.upper()}, {f}"
    if st == "LFU":
        return f"{l.upper()}, {f.upper()}" + (f" {m}" if m else "")
    if st == "LFM":
        return f"{l.upper()}, {f}" + (f" {m}" if m else "")
    if st == "l":
        return l
    if st == "L":
        return l.upper()
    if st == "f":
        return f
    if st == "il":
        return f"{f[0]}. {l}"
    if st == "i_l":
        return f"{f[0]} {l}"
    if st == "ii":
        return initials(p, True)
    if st == "II":
        return initials(p, False)
    if st == "Li":
        return f"{l.upper()} {f[0]}"
    if st == "li":
        return f"{l} {f[0]}"
    if st == "fi":
        return f"{f} {l[0]}."
    raise ValueError(st)


def N(p, st, typ):
    return (nm(p, st), typ)


# ---------------------------------------------------------------- dates
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def _th(d):
    if 11 <= d % 100 <= 13:
        return "th"
    return {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")


def fd(d, st):
    D, M, Y = d.day, d.month, d.year
    mon = MONTHS[M - 1][:3]
    wd = WDAYS[d.weekday()]
    table = {
        "dmy": f"{D:02d}/{M:02d}/{Y}", "dmy1": f"{D}/{M}/{Y}", "dmy2": f"{D:02d}/{M:02d}/{Y % 100:02d}",
        "dmydot": f"{D:02d}.{M:02d}.{Y}", "dMony": f"{D:02d}-{mon}-{Y}", "DMONY": f"{D:02d}-{mon.upper()}-{Y}",
        "dMonthy": f"{D} {MONTHS[M - 1]} {Y}", "dthMonthy": f"{D}{_th(D)} {MONTHS[M - 1]} {Y}",
        "dMon": f"{D} {mon}", "dMony_sp": f"{D} {mon} {Y}", "iso": f"{Y}-{M:02d}-{D:02d}",
        "mdy": f"{M:02d}/{D:02d}/{Y}", "mdy1": f"{M}/{D}/{Y}", "mdy2": f"{M}/{D}/{Y % 100:02d}",
        "Monthdy": f"{MONTHS[M - 1]} {D}, {Y}", "Mondy": f"{mon} {D}, {Y}", "Mond": f"{mon} {D}",
        "md": f"{M}/{D}", "dm": f"{D}/{M}", "Monthy": f"{MONTHS[M - 1]} {Y}", "y": f"{Y}",
        "wd_dmy": f"{wd[:3]} {D:02d}/{M:02d}/{Y}", "wd_dMonth": f"{wd} {D} {MONTHS[M - 1]}",
        "wd_md": f"{wd[:3]} {M}/{D}", "wd_Monthdy": f"{wd}, {MONTHS[M - 1]} {D}, {Y}",
        "wd_dMony": f"{wd[:3]} {D} {mon} {Y}", "wd": wd, "dthMonth": f"{D}{_th(D)} {MONTHS[M - 1]}",
        "Monthd": f"{MONTHS[M - 1]} {D}", "dMonth": f"{D} {MONTHS[M - 1]}", "ymd_compact": f"{Y}{M:02d}{D:02d}",
    }
    return table[st]


DMY_STYLES = ["dmy", "dmy", "dmy1", "dmy2", "dmydot", "dMony", "dMonthy", "dthMonthy", "dMony_sp", "iso", "DMONY"]
MDY_STYLES = ["mdy", "mdy", "mdy1", "mdy2", "Monthdy", "Mondy", "iso"]
CA_STYLES = ["iso", "iso", "dmy", "Mondy", "Monthdy", "dMony", "mdy"]


def date_styles(cc):
    if cc == "US":
        return MDY_STYLES
    if cc == "CA":
        return CA_STYLES
    return DMY_STYLES


def short_style(cc, rng):
    if cc == "US":
        return rng.choice(["md", "Mond", "mdy2"])
    if cc == "CA":
        return rng.choice(["Mond", "dMon", "iso"])
    return rng.choice(["dm", "dMon", "dmy2", "dthMonth"])


def add_days(d, n):
    return d + datetime.timedelta(days=n)


def rand_date(rng, y0=2021, y1=2025):
    start = datetime.date(y0, 1, 4)
    span = (datetime.date(y1, 6, 28) - start).days
    return add_days(start, rng.randrange(span))


def workday(d):
    while d.weekday() >= 5:
        d = add_days(d, 1)
    return d


# ---------------------------------------------------------------- numbers
def digits(rng, n):
    return "".join(rng.choice("0123456789") for _ in range(n))


def nz_digits(rng, n):
    return rng.choice("123456789") + digits(rng, n - 1)


def letters(rng, n, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(rng.choice(pool) for _ in range(n))


def phone(rng, cc, kind="land"):
    """Fictional numbers; all contain 555."""
    d = lambda n: digits(rng, n)
    if cc == "GB":
        if kind == "mob":
            return rng.choice([f"07{d(3)} 555{d(3)}", f"07{d(3)} 555 {d(3)}", f"+44 7{d(3)} 555{d(3)}"])
        area = rng.choice(["01423", "0114", "01422", "01603", "01392", "01872", "01228", "01522", "01332",
                           "0118", "01473", "01244", "01539", "0161", "01792", "01463", "01382", "01823"])
        if len(area) == 4:
            return rng.choice([f"{area} 555 {d(4)}", f"({area}) 555 {d(4)}", f"+44 {area[1:]} 555 {d(4)}"])
        return rng.choice([f"{area} 555{d(3)}", f"({area}) 555 {d(3)}", f"{area} 555 {d(3)}", f"+44 {area[1:]} 555{d(3)}"])
    if cc in ("US", "CA"):
        a = rng.choice(["614", "937", "541", "503", "608", "920", "585", "518", "520", "480", "919", "828",
                        "208", "509", "253", "859", "912", "559", "508", "978", "402", "515", "941", "352",
                        "905", "519", "613", "705", "902", "506", "250", "403", "306", "204", "709"])
        x = f"01{d(2)}" if rng.random() < 0.7 else d(4)
        return rng.choice([f"({a}) 555-{x}", f"{a}-555-{x}", f"{a}.555.{x}", f"+1 {a} 555 {x}", f"{a}-555-{x}"])
    if cc == "AU":
        if kind == "mob":
            return rng.choice([f"04{d(2)} 555 {d(3)}", f"04{d(2)}555{d(3)}", f"+61 4{d(2)} 555 {d(3)}"])
        a = rng.choice(["02", "03", "07", "08"])
        return rng.choice([f"({a}) 5550 {d(4)}", f"{a} 5550 {d(4)}", f"+61 {a[1]} 5550 {d(4)}"])
    if cc == "NZ":
        if kind == "mob":
            return rng.choice([f"021 555 {d(4)}", f"027 555 {d(3)}", f"022 555 {d(4)}", f"+64 21 555 {d(4)}"])
        a = rng.choice(["07", "06", "03", "09", "04"])
        return rng.choice([f"({a}) 555 {d(4)}", f"{a} 555 {d(4)}", f"+64 {a[1]} 555 {d(4)}"])
    if cc == "IE":
        if kind == "mob":
            return rng.choice([f"087 555 {d(4)}", f"086 555 {d(4)}", f"085 555{d(4)}", f"+353 87 555 {d(4)}"])
        a = rng.choice(["021", "091", "061", "071", "065", "066", "056", "090", "041", "074", "094", "053", "046"])
        return rng.choice([f"({a}) 555 {d(4)}", f"{a} 555 {d(4)}", f"+353 {a[1:]} 555 {d(4)}", f"{a}-555{d(4)}"])
    raise ValueError(cc)


def phone_ext(rng, cc):
    base = phone(rng, cc)
    e = rng.choice([f" ext {digits(rng, 4)}", f" ext. {digits(rng, 3)}", f" x{digits(rng, 4)}", f" ext 5{digits(rng, 3)}"])
    return base + e


def bleep(rng):
    return rng.choice(["555" + digits(rng, 1), digits(rng, 1) + "555", "555" + digits(rng, 2)])


def email(rng, p, kind="staff"):
    f, l = ascii_slug(p.first), ascii_slug(p.last)
    if kind == "staff":
        dom = rng.choice(["nhs.example.org", "eyes.example.org", "health.example.net", "example.org",
                          "hospital.example.com", "mail.example.org"])
        user = rng.choice([f"{f}.{l}", f"{f[0]}.{l}", f"{l}{f[0]}", f"{f}.{l}{digits(rng, 1)}"])
    else:
        dom = rng.choice(["example.com", "example.net", "mail.example.com", "example.org"])
        user = rng.choice([f"{f}.{l}", f"{f}{l[:3]}{digits(rng, 2)}", f"{l}.{f[0]}", f"{f[0]}{l}{digits(rng, 2)}",
                           f"{f}_{digits(rng, 4)}"])
    return f"{user}@{dom}"


def ascii_slug(s):
    table = str.maketrans({"á": "a", "é": "e", "í": "i", "ó": "o", "ú": "u", "ś": "s", "ô": "o", "'": "", " ": "", "-": ""})
    return s.lower().translate(table)


def org_email(rng, slug):
    user = rng.choice(["cataract.bookings", "eye.preassessment", "eyeclinic", "referrals", "theatres.eye",
                       "waitinglist", "refractive", "info"])
    return f"{user}@{slug}.example.org"


def url(rng, slug):
    path = rng.choice(["/cataract", "/eye-surgery/after-cataract", "/patient-portal", "/leaflets/cataract-surgery.pdf",
                       "/referrals", "/refractive/lens-options", "/eyedrops", "/portal/login", "/eye-casualty"])
    host = rng.choice([f"www.{slug}.example.org", f"{slug}.example.com", f"portal.{slug}.example.net",
                       f"www.example.org/{slug}"])
    pre = rng.choice(["", "https://", "https://", "http://"])
    return pre + host + path


def ip(rng):
    k = rng.random()
    if k < 0.45:
        return f"10.{rng.randrange(0, 255)}.{rng.randrange(0, 255)}.{rng.randrange(2, 254)}"
    if k < 0.75:
        return f"192.168.{rng.randrange(0, 255)}.{rng.randrange(2, 254)}"
    return f"172.{rng.randrange(16, 32)}.{rng.randrange(0, 255)}.{rng.randrange(2, 254)}"


def username(rng, p):
    f, l = ascii_slug(p.first), ascii_slug(p.last)
    return rng.choice([f"{f[0]}{l}", f"{f[0]}{l}{rng.randrange(1, 9)}", f"{f}.{l}", f"{l[:5]}{f[0]}",
                       f"{f[0]}{l[:6]}{digits(rng, 2)}", f"{l}{f[:2]}", f"{f}{l[0]}"])


# ---------------------------------------------------------------- ids
def mrn(rng, cc):
    d = lambda n: digits(rng, n)
    if cc == "GB":
        return rng.choice([f"{letters(rng, 1)}{d(7)}", f"RX{d(6)}", f"{d(8)}", f"H{d(7)}"])
    if cc == "US":
        return rng.choice([f"{d(8)}", f"00{d(6)}", f"E{d(7)}", f"{d(3)}-{d(3)}-{d(2)}"])
    if cc == "CA":
        return rng.choice([f"{d(7)}", f"M{d(6)}", f"{d(2)}-{d(5)}"])
    if cc == "AU":
        return rng.choice([f"{d(7)}", f"00{d(5)}", f"{d(6)}"])
    if cc == "NZ":
        return f"{letters(rng, 3, 'ABCDEFGHJKLMNPQRSTUVWXYZ')}{d(4)}"
    if cc == "IE":
        return rng.choice([f"{d(7)}", f"H{d(6)}", f"{d(6)}"])
    raise ValueError(cc)


def nhs_number(rng):
    n = "9" + digits(rng, 9)
    return rng.choice([f"{n[:3]} {n[3:6]} {n[6:]}", n, f"{n[:3]}-{n[3:6]}-{n[6:]}"])


def chi_number(rng, dob):
    return f"{dob.day:02d}{dob.month:02d}{dob.year % 100:02d}{digits(rng, 4)}"


def healthplan(rng, cc):
    d = lambda n: digits(rng, n)
    if cc == "GB":
        return rng.choice([f"WHI-{d(7)}", f"AMH {d(3)} {d(3)} {d(2)}", f"{letters(rng, 2)}{d(8)}"])
    if cc == "US":
        mbi = f"{nz_digits(rng, 1)}{letters(rng, 1)}{rng.choice('ABCDEFGHJK0123456789')}{d(1)}-{letters(rng, 1)}" \
              f"{rng.choice('ABCDEFGHJK0123456789')}{d(1)}-{letters(rng, 2)}{d(2)}"
        return rng.choice([mbi, f"{letters(rng, 3)}{d(9)}", f"W{d(9)}", mbi])
    if cc == "CA":
        return rng.choice([f"{d(4)}-{d(3)}-{d(3)}-{letters(rng, 2)}", f"{d(4)} {d(3)} {d(3)}", f"{d(5)}-{d(4)}"])
    if cc == "AU":
        return rng.choice([f"{nz_digits(rng, 4)} {d(5)} {d(1)}", f"{nz_digits(rng, 4)} {d(5)} {d(1)}-{rng.randrange(1, 6)}",
                           f"{letters(rng, 3)} {d(8)}", f"N{letters(rng, 1)}{d(6)}"])
    if cc == "NZ":
        return rng.choice([f"KHC {d(7)}", f"{d(8)}", f"TM-{d(6)}"])
    if cc == "IE":
        return rng.choice([f"{d(7)}{letters(rng, 1)}", f"SHI {d(4)} {d(4)}", f"{letters(rng, 2)}{d(7)}"])
    raise ValueError(cc)


def account(rng):
    d = lambda n: digits(rng, n)
    return rng.choice([f"{d(4)}-{d(4)}", f"{nz_digits(rng, 8)}", f"V{d(8)}", f"EP-{d(6)}", f"INV-{rng.randrange(2021, 2026)}-{d(5)}",
                       f"FIN {d(7)}", f"{d(3)}{d(6)}", f"ENC{d(7)}", f"A{d(6)}/{d(2)}"])


def license_no(rng, cc, kind="doctor"):
    d = lambda n: digits(rng, n)
    if cc == "GB":
        if kind == "doctor":
            return ("GMC", nz_digits(rng, 7))
        if kind == "nurse":
            return ("NMC PIN", f"{d(2)}{letters(rng, 1)}{d(4)}{letters(rng, 1)}")
        if kind == "optom":
            return ("GOC", f"01-{d(5)}")
        return ("HCPC", f"OR{d(5)}")
    if cc == "US":
        if kind == "doctor":
            return rng.choice([("NPI", "1" + d(9)), ("DEA", f"{letters(rng, 2)}{d(7)}"), ("Lic.", f"{letters(rng, 1)}{d(5)}")])
        if kind == "optom":
            return ("OD Lic.", f"OPT-{d(5)}")
        return ("RN Lic.", f"RN{d(6)}")
    if cc == "CA":
        if kind == "doctor":
            return rng.choice([("CPSO", nz_digits(rng, 5)), ("CPSBC", nz_digits(rng, 5)), ("Billing No.", d(6))])
        if kind == "optom":
            return ("Reg.", f"{nz_digits(rng, 4)}")
        return ("Reg. No.", nz_digits(rng, 6))
    if cc == "AU":
        pre = {"doctor": "MED", "optom": "OPT", "nurse": "NMW"}.get(kind, "MRP")
        return ("AHPRA", f"{pre}000{nz_digits(rng, 7)}")
    if cc == "NZ":
        if kind == "doctor":
            return ("MCNZ", nz_digits(rng, 5))
        return ("APC", nz_digits(rng, 6))
    if cc == "IE":
        if kind == "doctor":
            return ("IMC", nz_digits(rng, 6))
        if kind == "optom":
            return ("CORU", f"OPT{d(6)}")
        return ("NMBI PIN", nz_digits(rng, 6))
    raise ValueError(cc)


def ssn(rng, cc):
    d = lambda n: digits(rng, n)
    if cc == "US":
        return rng.choice([f"9{d(2)}-{d(2)}-{d(4)}", f"9{d(8)}", f"000-{d(2)}-{d(4)}"])
    if cc == "CA":
        return rng.choice([f"9{d(2)} {d(3)} {d(3)}", f"9{d(2)}-{d(3)}-{d(3)}"])
    if cc == "IE":
        return rng.choice([f"9{d(6)}{letters(rng, 1)}", f"9{d(6)}{letters(rng, 1)}A"])
    return None


def device_serial(rng, kind="iol"):
    d = lambda n: digits(rng, n)
    if kind == "iol":
        return rng.choice([f"{nz_digits(rng, 10)}", f"{d(8)}.{d(3)}", f"{letters(rng, 1)}{d(2)}{letters(rng, 1)}{d(5)}",
                           f"{nz_digits(rng, 11)}", f"{d(5)}-{d(5)}"])
    return rng.choice([f"{d(7)}", f"{letters(rng, 3)}-{d(7)}", f"{d(4)}-{d(4)}", f"SN{d(8)}", f"{letters(rng, 2)}{d(6)}"])


def idnum(rng, kind="ref"):
    d = lambda n: digits(rng, n)
    y = rng.randrange(2021, 2026)
    opts = {
        "ubrn": [f"{d(4)} {d(4)} {d(4)}", f"{d(12)}"],
        "ref": [f"REF-{y}-{d(6)}", f"R{d(7)}", f"{d(2)}/{d(5)}", f"CR{d(6)}"],
        "incident": [f"INC-{d(5)}", f"W{d(6)}", f"IR{y}-{d(4)}", f"DX{d(6)}"],
        "order": [f"PO-{d(6)}", f"ORD {d(7)}", f"{d(3)}-{d(5)}", f"SO{d(6)}"],
        "scan": [f"BIO{d(7)}", f"{d(9)}", f"SCN-{d(6)}", f"IM{d(8)}"],
        "pathway": [f"RX1{d(8)}", f"{letters(rng, 3)}{d(9)}", f"PPI-{d(8)}"],
        "case": [f"C{y % 100}-{d(4)}", f"THR-{d(5)}", f"CASE {d(6)}", f"SC{d(6)}"],
        "transport": [f"PTS {d(6)}", f"T{d(7)}", f"{d(3)}-{d(4)}"],
        "acc": [f"{letters(rng, 2)}{d(5)}", f"{nz_digits(rng, 11)}"],
        "list": [f"LIST-{d(5)}", f"SL{d(6)}", f"{d(4)}/{d(3)}"],
        "claim": [f"CLM-{d(8)}", f"{d(10)}", f"PA{d(7)}"],
    }
    return rng.choice(opts[kind])


def bioid(rng):
    d = lambda n: digits(rng, n)
    return rng.choice([f"FP-{d(5)}", f"FPT-{d(6)}", f"IRS-{d(5)}-{letters(rng, 1)}", f"PV-{d(6)}", f"FACE-{d(7)}",
                       f"BIO-FP {d(6)}", f"VP{d(5)}"])


def vehicle(rng, cc):
    d = lambda n: digits(rng, n)
    L = lambda n: letters(rng, n, "ABCDEFGHJKLMNPRSTVWXYZ")
    if cc == "GB":
        return rng.choice([f"{L(2)}{d(2)} {L(3)}", f"{L(2)}{d(2)}{L(3)}"])
    if cc == "US":
        return rng.choice([f"{nz_digits(rng, 1)}{L(3)}{d(3)}", f"{L(3)}-{d(4)}", f"{L(3)} {d(3)}"])
    if cc == "CA":
        return rng.choice([f"{L(4)} {d(3)}", f"{L(3)} {d(3)}", f"{d(3)} {L(3)}"])
    if cc == "AU":
        return rng.choice([f"{d(1)}{L(2)}{d(1)}{L(2)}", f"{L(3)}-{d(3)}", f"{L(2)}{d(2)}{L(2)}"])
    if cc == "NZ":
        return f"{L(3)}{d(3)}"
    if cc == "IE":
        return rng.choice([f"{rng.choice(['15', '18', '191', '201', '221', '232', '241'])}-{rng.choice(['C', 'G', 'L', 'SO', 'KY', 'D', 'MH'])}-{nz_digits(rng, rng.choice([3, 4, 5]))}"])
    raise ValueError(cc)


def vin(rng):
    pool = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return "".join(rng.choice(pool) for _ in range(17))
