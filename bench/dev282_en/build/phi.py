"""PHI surface formatters: dates, contacts, identifiers (author 282).

Every function takes the shared random.Random(282) object as first argument.
All phone/fax numbers contain 555, mail and web hosts are example.com/.org/.net,
IP addresses are private, SSN-like numbers start with 9 or 000.
"""
import datetime

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS]
DOW = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
DOW3 = [d[:3] for d in DOW]
UP = "ABCDEFGHJKLMNPRSTUVWXYZ"
DIG = "0123456789"

DATE_STYLES = {
    "US": ["mdy", "mdy", "mdy0", "mdy_short", "mon_d_y", "iso", "month_d_y", "d_mon_y", "mon_ord"],
    "UK": ["dmy", "dmy", "dmy_short", "d_mon_y", "d_month_y", "dmon", "iso", "dmy_dot", "ord"],
    "AU": ["dmy", "dmy", "dmy_short", "d_mon_y", "d_month_y", "iso", "ord"],
    "IE": ["dmy", "dmy", "d_mon_y", "d_month_y", "dmy_short", "dmon", "ord"],
    "CA": ["iso", "iso", "d_mon_y", "dmy", "mon_d_y", "mdy"],
}


def rand_date(rng, start=(2022, 1, 1), span_days=1400):
    return datetime.date(*start) + datetime.timedelta(days=rng.randrange(span_days))


def date_style(rng, country):
    return rng.choice(DATE_STYLES[country])


def fmt_date(d, style):
    y, m, dd = d.year, d.month, d.day
    if style == "mdy":
        return f"{m}/{dd}/{y}"
    if style == "mdy0":
        return f"{m:02d}/{dd:02d}/{y}"
    if style == "mdy_short":
        return f"{m}/{dd}/{y % 100:02d}"
    if style == "mon_d_y":
        return f"{MON3[m - 1]} {dd}, {y}"
    if style == "month_d_y":
        return f"{MONTHS[m - 1]} {dd}, {y}"
    if style == "iso":
        return f"{y}-{m:02d}-{dd:02d}"
    if style == "dmy":
        return f"{dd:02d}/{m:02d}/{y}"
    if style == "dmy_short":
        return f"{dd}/{m}/{y % 100:02d}"
    if style == "dmy_dot":
        return f"{dd:02d}.{m:02d}.{y}"
    if style == "d_mon_y":
        return f"{dd:02d}-{MON3[m - 1]}-{y}"
    if style == "d_month_y":
        return f"{dd} {MONTHS[m - 1]} {y}"
    if style == "ord":
        suf = "th" if 10 <= dd % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
        return f"{dd}{suf} {MON3[m - 1] if dd % 2 else MONTHS[m - 1]} {y}"
    if style == "mon_ord":
        suf = "th" if 10 <= dd % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
        return f"{MONTHS[m - 1]} {dd}{suf}, {y}"
    if style == "dmon":
        return f"{dd:02d}{MON3[m - 1].upper()}{y % 100:02d}"
    raise ValueError(style)


def fmt_date_short(d, country, rng, mfirst=None):
    """A date without year, e.g. for table rows ('14/03', 'Thu 14/3', '3/14')."""
    c = rng.randrange(4)
    if mfirst is None:
        mfirst = country == "US"
    if mfirst:
        return [f"{d.month}/{d.day}", f"{DOW3[d.weekday()]} {d.month}/{d.day}",
                f"{MON3[d.month - 1]} {d.day}", f"{d.month:02d}/{d.day:02d}"][c]
    return [f"{d.day:02d}/{d.month:02d}", f"{DOW3[d.weekday()]} {d.day}/{d.month}",
            f"{d.day} {MON3[d.month - 1]}", f"{DOW[d.weekday()]} {d.day} {MONTHS[d.month - 1]}"][c]


def fmt_date_long(d, country):
    if country == "US":
        return f"{DOW[d.weekday()]}, {MONTHS[d.month - 1]} {d.day}, {d.year}"
    return f"{DOW[d.weekday()]} {d.day} {MONTHS[d.month - 1]} {d.year}"


def fmt_month_year(d, rng):
    return rng.choice([f"{MONTHS[d.month - 1]} {d.year}", f"{MON3[d.month - 1]} {d.year}",
                       f"{MON3[d.month - 1]}-{d.year % 100:02d}"])


def digits(rng, n):
    return "".join(rng.choice(DIG) for _ in range(n))


def letters(rng, n):
    return "".join(rng.choice(UP) for _ in range(n))


# ---------------------------------------------------------------- contacts
def phone(rng, country, kind=None):
    kind = kind or rng.choice(["land", "land", "land", "mobile", "intl"])
    tail = digits(rng, 4)
    if country in ("US", "CA"):
        area = rng.choice(["216", "305", "612", "502", "469", "503", "412", "317", "602", "414",
                           "785", "207", "616", "518", "708", "801", "404", "719", "919", "505"] if country == "US" else
                          ["416", "613", "514", "604", "403", "306", "204", "902", "506", "709", "905", "250"])
        if kind == "intl":
            return f"+1 {area} 555 {tail}"
        return rng.choice([f"({area}) 555-{tail}", f"{area}-555-{tail}", f"{area}.555.{tail}",
                           f"{area} 555 {tail}", f"1-{area}-555-{tail}"])
    if country == "UK":
        if kind == "mobile":
            return rng.choice([f"07555 {digits(rng, 6)}", f"07700 555{digits(rng, 3)}", f"07555{digits(rng, 6)}"])
        area = rng.choice(["0113", "0161", "0117", "0121", "0191", "0151", "01632", "0114", "01904", "01392"])
        if kind == "intl":
            return f"+44 (0){area[1:]} 555 {tail}"
        return rng.choice([f"{area} 555 {tail}", f"{area} 555{tail}", f"({area}) 555 {tail}"])
    if country == "AU":
        if kind == "mobile":
            return rng.choice([f"0412 555 {digits(rng, 3)}", f"0400 555 {digits(rng, 3)}", f"0455 555 {digits(rng, 3)}"])
        area = rng.choice(["02", "03", "07", "08"])
        if kind == "intl":
            return f"+61 {area[1]} 5550 {tail}"
        return rng.choice([f"({area}) 5550 {tail}", f"{area} 5550 {tail}", f"{area} 5551 {tail}"])
    if country == "IE":
        if kind == "mobile":
            return rng.choice([f"087 555 {tail}", f"086 555{tail}", f"085 555 {tail}"])
        area = rng.choice(["01", "021", "091", "061", "051", "066", "094"])
        if kind == "intl":
            return f"+353 {area[1:]} 555 {tail}"
        return rng.choice([f"({area}) 555 {tail}", f"{area} 555 {tail}", f"{area}-555{tail}"])
    raise ValueError(country)


def ext(rng):
    return rng.choice([f"ext. {digits(rng, 4)}", f"x{digits(rng, 4)}", f"ext {digits(rng, 3)}", f"Ext {digits(rng, 4)}"])


def phone_with_ext(rng, country):
    return phone(rng, country, "land") + " " + ext(rng)


def bleep(rng):
    """Internal bleep/pager/extension; always carries 555."""
    return rng.choice([f"555{digits(rng, 1)}", f"555{digits(rng, 2)}", f"555 {digits(rng, 2)}",
                       f"555-{digits(rng, 4)}", f"#555{digits(rng, 1)}"]).lstrip("#")


def email(rng, first, last, domain):
    f, l_ = first.lower().replace(" ", "").replace("'", ""), last.lower().replace(" ", "").replace("'", "")
    return rng.choice([f"{f}.{l_}@{domain}", f"{f[0]}{l_}@{domain}", f"{l_}.{f[0]}@{domain}",
                       f"{f}.{l_}{rng.randrange(1, 9)}@{domain}", f"{f}{l_[0]}@{domain}"])


def mail_domain(rng, stem):
    s = stem.lower().replace(" ", "").replace("'", "").replace(".", "")
    return rng.choice([f"{s}.example.org", f"{s}-health.example.net", "example.com", "example.org",
                       f"nhs-{s}.example.net", f"{s}.example.com"])


def generic_mailbox(rng, domain):
    return rng.choice(["aseptic.unit", "chemo.pharmacy", "asu.orders", "pharmacy.manufacturing",
                       "onc.pharmacy", "cytotoxic.reconstitution", "pn.team", "trials.pharmacy",
                       "ivroom", "compounding.orders", "qa.pharmacy"]) + "@" + domain


def url(rng, domain, path=None):
    path = path or rng.choice(["portal/orders", "track", "iwrs/login", "po", "dispatch/status", "qa/deviations",
                               "referrals", "chemo/request", "pn/order-form", "kb/sop"])
    q = rng.choice(["", f"?ref={digits(rng, 6)}", f"/{digits(rng, 5)}", f"?id={letters(rng, 2)}{digits(rng, 5)}"])
    return rng.choice(["https://", "http://", "", "https://www."]) + f"{domain}/{path}{q}"


def ipaddr(rng):
    c = rng.randrange(3)
    if c == 0:
        return f"10.{rng.randrange(256)}.{rng.randrange(256)}.{rng.randrange(1, 255)}"
    if c == 1:
        return f"192.168.{rng.randrange(256)}.{rng.randrange(1, 255)}"
    return f"172.{rng.randrange(16, 32)}.{rng.randrange(256)}.{rng.randrange(1, 255)}"


# ---------------------------------------------------------------- identifiers
def nhs_number(rng):
    while True:
        d = [9, 9, 9] + [rng.randrange(10) for _ in range(6)]
        s = sum(x * (10 - i) for i, x in enumerate(d))
        c = 11 - s % 11
        if c == 11:
            c = 0
        if c == 10:
            continue
        n = "".join(map(str, d)) + str(c)
        return rng.choice([f"{n[:3]} {n[3:6]} {n[6:]}", n, f"{n[:3]}-{n[3:6]}-{n[6:]}"])


def mrn(rng, country):
    if country == "UK":
        return rng.choice([f"{rng.choice(UP)}{digits(rng, 6)}", f"RX{digits(rng, 6)}", digits(rng, 8),
                           f"{letters(rng, 1)}{digits(rng, 7)}"])
    if country == "US":
        return rng.choice([digits(rng, 8), f"MR{digits(rng, 7)}", f"00{digits(rng, 7)}", f"E{digits(rng, 9)}"])
    if country == "AU":
        return rng.choice([digits(rng, 7), f"0{digits(rng, 6)}", f"{digits(rng, 3)}-{digits(rng, 3)}-{digits(rng, 1)}"])
    if country == "CA":
        return rng.choice([f"M{digits(rng, 7)}", digits(rng, 9), f"{digits(rng, 3)}-{digits(rng, 4)}"])
    return rng.choice([digits(rng, 7), f"H{digits(rng, 6)}", f"0{digits(rng, 6)}"])


def healthplan(rng, country):
    if country == "US":
        return rng.choice([f"{letters(rng, 3)}{digits(rng, 9)}", f"W{digits(rng, 8)}", f"{digits(rng, 4)}{letters(rng, 2)}{digits(rng, 4)}",
                           f"{letters(rng, 1)}{digits(rng, 2)}-{digits(rng, 6)}", f"{digits(rng, 1)}{letters(rng, 2)}{digits(rng, 1)}-{letters(rng, 2)}{digits(rng, 1)}-{letters(rng, 2)}{digits(rng, 2)}"])
    if country == "AU":
        n = str(rng.randrange(2, 7)) + digits(rng, 9)
        return rng.choice([f"{n[:4]} {n[4:9]} {n[9]}", n, f"{n[:4]} {n[4:9]} {n[9]}-{rng.randrange(1, 6)}"])
    if country == "CA":
        return rng.choice([f"{digits(rng, 4)}-{digits(rng, 3)}-{digits(rng, 3)}-{letters(rng, 2)}",
                           f"9{digits(rng, 3)} {digits(rng, 3)} {digits(rng, 3)}", f"{letters(rng, 4)} {digits(rng, 4)} {digits(rng, 4)}"])
    if country == "IE":
        return rng.choice([f"{digits(rng, 7)}{letters(rng, 1)}", f"GMS {digits(rng, 6)}{letters(rng, 1)}",
                           f"{letters(rng, 2)}{digits(rng, 8)}"]).replace("GMS ", "")
    return rng.choice([f"{letters(rng, 3)}-{digits(rng, 7)}", f"{digits(rng, 8)}{letters(rng, 1)}"])


def ssn(rng, country):
    if country == "US":
        return rng.choice([f"9{digits(rng, 2)}-{digits(rng, 2)}-{digits(rng, 4)}", f"000-{digits(rng, 2)}-{digits(rng, 4)}",
                           f"9{digits(rng, 8)}"])
    if country == "CA":
        return rng.choice([f"9{digits(rng, 2)} {digits(rng, 3)} {digits(rng, 3)}", f"9{digits(rng, 2)}-{digits(rng, 3)}-{digits(rng, 3)}"])
    if country == "IE":
        return f"9{digits(rng, 6)}{letters(rng, rng.choice([1, 2]))}"
    if country == "AU":
        return f"9{digits(rng, 2)} {digits(rng, 3)} {digits(rng, 3)}"
    return f"000 {digits(rng, 3)} {digits(rng, 3)}"


def account(rng):
    return rng.choice([f"{digits(rng, 4)}-{digits(rng, 4)}", f"E{digits(rng, 9)}", f"V{digits(rng, 8)}",
                       digits(rng, 10), f"FIN{digits(rng, 8)}", f"{letters(rng, 2)}{digits(rng, 7)}",
                       f"INV-{digits(rng, 6)}", f"{digits(rng, 3)}{letters(rng, 1)}{digits(rng, 5)}"])


def dea(rng, last):
    while True:
        d = [rng.randrange(10) for _ in range(6)]
        chk = (d[0] + d[2] + d[4] + 2 * (d[1] + d[3] + d[5])) % 10
        return rng.choice("ABFM") + last[0].upper() + "".join(map(str, d)) + str(chk)


def npi(rng):
    while True:
        base = "1" + digits(rng, 8)
        s = "80840" + base
        tot = 0
        for i, ch in enumerate(reversed(s)):
            v = int(ch)
            if i % 2 == 0:
                v *= 2
                if v > 9:
                    v -= 9
            tot += v
        chk = (10 - tot % 10) % 10
        return base + str(chk)


def licence(rng, country, role):
    """Return (label_text, value) for a professional registration."""
    pharm = role in ("pharmacist", "technician")
    if country == "UK":
        if role == "doctor":
            return rng.choice(["GMC", "GMC No.", "GMC #"]), "7" + digits(rng, 6)
        if role == "nurse":
            return "NMC PIN", f"{digits(rng, 2)}{rng.choice('ABCDEFGHIJ')}{digits(rng, 4)}{rng.choice('EOSW')}"
        return rng.choice(["GPhC", "GPhC reg", "GPhC No."]), ("20" if role == "pharmacist" else "50") + digits(rng, 5)
    if country == "US":
        if role == "doctor":
            return rng.choice([("NPI", None), ("DEA", None), ("Lic #", None)])[0], None
        if pharm:
            return rng.choice(["RPh Lic #", "License", "Pharmacist Lic.", "CPhT #"]), f"{rng.choice(['RPH', 'PH', 'PST', ''])}{digits(rng, 6)}"
        return "RN Lic", f"RN{digits(rng, 7)}"
    if country == "AU":
        prefix = {"doctor": "MED", "nurse": "NMW", "pharmacist": "PHA", "technician": "PHA"}[role]
        return rng.choice(["AHPRA", "AHPRA Reg", "Reg No."]), f"{prefix}000{digits(rng, 7)}"
    if country == "CA":
        if role == "doctor":
            return rng.choice(["CPSO #", "CPSBC #", "Licence"]), digits(rng, rng.choice([5, 6]))
        if role == "nurse":
            return "CNO Reg", digits(rng, 7)
        return rng.choice(["OCP #", "Licence No.", "CPBC Reg"]), digits(rng, 6)
    if role == "doctor":
        return rng.choice(["IMC", "IMC No.", "MCRN"]), digits(rng, 6)
    if role == "nurse":
        return "NMBI PIN", digits(rng, 6)
    return rng.choice(["PSI Reg", "PSI No."]), digits(rng, 5)


def us_doctor_licence(rng, last, kind):
    if kind == "NPI":
        return npi(rng)
    if kind == "DEA":
        return dea(rng, last)
    return f"{rng.choice(['MD', 'DO', 'A', 'G'])}{digits(rng, 6)}"


def premises_licence(rng, country):
    return {"UK": lambda: ("MHRA MS licence", f"MS {digits(rng, 5)}"),
            "US": lambda: ("State pharmacy permit", f"PHY{digits(rng, 6)}"),
            "AU": lambda: ("TGA licence", f"MI-{digits(rng, 4)}-LI-{digits(rng, 6)}-{rng.randrange(1, 9)}"),
            "CA": lambda: ("Accreditation No.", f"{digits(rng, 6)}"),
            "IE": lambda: ("HPRA MIA", f"M{digits(rng, 5)}/{digits(rng, 5)}")}[country]()


def serial(rng, kind):
    return {
        "pump": lambda: rng.choice([f"{digits(rng, 7)}", f"CP{digits(rng, 6)}", f"{letters(rng, 2)}{digits(rng, 7)}"]),
        "isolator": lambda: rng.choice([f"ISO-{digits(rng, 4)}-{digits(rng, 2)}", f"{letters(rng, 3)}{digits(rng, 5)}"]),
        "balance": lambda: rng.choice([f"B{digits(rng, 9)}", f"{digits(rng, 10)}"]),
        "fridge": lambda: rng.choice([f"FR{digits(rng, 5)}", f"{letters(rng, 2)}-{digits(rng, 6)}"]),
        "logger": lambda: rng.choice([f"TL-{digits(rng, 4)}", f"DL{digits(rng, 6)}", f"{letters(rng, 1)}{digits(rng, 8)}"]),
        "compounder": lambda: rng.choice([f"EM{digits(rng, 6)}", f"{digits(rng, 2)}-{digits(rng, 4)}"]),
        "asset": lambda: rng.choice([f"BME-{digits(rng, 6)}", f"ASSET {digits(rng, 5)}", f"EQ{digits(rng, 5)}"]),
        "scanner": lambda: f"SCN{digits(rng, 6)}",
        "port": lambda: f"{letters(rng, 2)}{digits(rng, 6)}",
    }[kind]()


def vehicle(rng, country):
    if rng.random() < 0.15:
        chars = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
        return rng.choice("12345J") + "".join(rng.choice(chars) for _ in range(16))
    if country == "UK":
        return f"{letters(rng, 2)}{rng.choice(['19', '20', '68', '70', '21', '71', '22', '72', '23'])} {letters(rng, 3)}"
    if country == "US":
        return rng.choice([f"{rng.randrange(1, 9)}{letters(rng, 3)}{digits(rng, 3)}", f"{letters(rng, 3)}-{digits(rng, 4)}"])
    if country == "AU":
        return rng.choice([f"{letters(rng, 3)}-{digits(rng, 3)}", f"{rng.randrange(1, 9)}{letters(rng, 3)} {digits(rng, 3)}", f"{letters(rng, 2)}{digits(rng, 2)}{letters(rng, 2)}"])
    if country == "CA":
        return rng.choice([f"{letters(rng, 4)} {digits(rng, 3)}", f"{letters(rng, 2)}{digits(rng, 1)} {digits(rng, 1)}{letters(rng, 2)}"])
    return f"{rng.choice(['191', '201', '212', '221', '231', '08', '12'])}-{rng.choice(['D', 'C', 'G', 'L', 'KY', 'WX'])}-{digits(rng, rng.choice([4, 5]))}"


def bioid(rng):
    return rng.choice([f"FP-{digits(rng, 5)}", f"BIO{digits(rng, 6)}", f"PV-{digits(rng, 4)}-{letters(rng, 2)}",
                       f"FPT{digits(rng, 4)}{letters(rng, 1)}", f"IR-{digits(rng, 6)}", f"BT{digits(rng, 2)}-{digits(rng, 5)}"])


def username(rng, first, last):
    f, l_ = first.lower().replace("'", ""), last.lower().replace(" ", "").replace("'", "").replace("-", "")
    return rng.choice([f"{f[0]}{l_}", f"{f[0]}{l_}{rng.randrange(1, 20)}", f"{l_[:6]}{f[0]}", f"{f}.{l_}",
                       f"{l_.upper()}{f[0].upper()}", f"{f[:3]}{l_[:3]}{rng.randrange(1, 9)}", f"u{digits(rng, 5)}"])


def system_user(rng):
    return rng.choice(["asu_tech", "pharm_chk", "qa_release", "nightprod", "pnbuild", "trialsdisp"]) + str(rng.randrange(1, 30))


# patient-linked order/worksheet numbers (IDNUM)
def idnum(rng, kind, d=None):
    yy = f"{d.year % 100:02d}" if d else digits(rng, 2)
    mmdd = f"{d.month:02d}{d.day:02d}" if d else digits(rng, 4)
    return {
        "batch": lambda: rng.choice([f"ASU-{yy}-{digits(rng, 5)}", f"PS{yy}{mmdd}-{digits(rng, 2)}", f"{letters(rng, 1)}{yy}{digits(rng, 4)}",
                                     f"CYT{yy}/{digits(rng, 4)}", f"{yy}{mmdd}{letters(rng, 1)}{digits(rng, 2)}"]),
        "worksheet": lambda: rng.choice([f"WS-{digits(rng, 6)}", f"W{yy}-{digits(rng, 4)}", f"{digits(rng, 7)}"]),
        "order": lambda: rng.choice([f"ORD{digits(rng, 7)}", f"{digits(rng, 8)}", f"RX-{digits(rng, 6)}", f"CO{yy}{digits(rng, 5)}"]),
        "po": lambda: rng.choice([f"PO-{digits(rng, 6)}", f"{rng.choice(['45', '46', '47'])}{digits(rng, 8)}", f"PO{yy}/{digits(rng, 4)}"]),
        "subject": lambda: rng.choice([f"{digits(rng, 3)}-{digits(rng, 4)}", f"{letters(rng, 2)}{digits(rng, 2)}-{digits(rng, 3)}", f"S{digits(rng, 5)}"]),
        "kit": lambda: rng.choice([f"{digits(rng, 6)}", f"K{digits(rng, 5)}", f"KIT-{digits(rng, 5)}"]),
        "random": lambda: rng.choice([f"R{digits(rng, 4)}", f"{digits(rng, 5)}", f"RAND-{digits(rng, 4)}"]),
        "incident": lambda: rng.choice([f"W{digits(rng, 6)}", f"INC-{yy}-{digits(rng, 5)}", f"{digits(rng, 6)}", f"IR{digits(rng, 7)}"]),
        "deviation": lambda: rng.choice([f"DEV-{yy}-{digits(rng, 3)}", f"DV{digits(rng, 5)}", f"QD/{yy}/{digits(rng, 3)}"]),
        "query": lambda: rng.choice([f"Q{digits(rng, 6)}", f"PQ-{yy}-{digits(rng, 4)}", f"CQ{digits(rng, 5)}"]),
        "specimen": lambda: rng.choice([f"S{yy}-{digits(rng, 5)}", f"{letters(rng, 2)}{digits(rng, 7)}", f"H{yy}.{digits(rng, 5)}"]),
        "manifest": lambda: rng.choice([f"DN{digits(rng, 6)}", f"MAN-{digits(rng, 5)}", f"{digits(rng, 9)}"]),
        "call": lambda: rng.choice([f"TE{digits(rng, 7)}", f"CALL-{digits(rng, 6)}", f"{digits(rng, 8)}"]),
        "pn": lambda: rng.choice([f"PN{yy}{digits(rng, 4)}", f"TPN-{digits(rng, 5)}", f"NPN/{yy}/{digits(rng, 3)}"]),
        "rx": lambda: rng.choice([f"{digits(rng, 9)}", f"CHM{digits(rng, 6)}", f"P{digits(rng, 7)}"]),
        "quarantine": lambda: rng.choice([f"QTN-{digits(rng, 4)}", f"Q{yy}{digits(rng, 3)}"]),
    }[kind]()


# ---------------------------------------------------------------- not-PHI lookalikes
def stock_lot(rng):
    return rng.choice([f"{digits(rng, 1)}{letters(rng, 1)}{digits(rng, 2)}{letters(rng, 1)}{digits(rng, 1)}",
                       f"{letters(rng, 2)}{digits(rng, 4)}", f"{digits(rng, 7)}", f"{letters(rng, 1)}{digits(rng, 5)}{letters(rng, 1)}",
                       f"{digits(rng, 2)}{letters(rng, 2)}{digits(rng, 3)}"])


def stock_expiry(rng, d):
    y = d.year + rng.choice([0, 1, 1, 2])
    m = rng.randrange(1, 13)
    return rng.choice([f"{m:02d}/{y}", f"{y}-{m:02d}", f"{MON3[m - 1].upper()}{y % 100:02d}", f"{m:02d}/{y % 100:02d}"])


def product_code(rng, country):
    """Drug product codes that look like phones/IDs but are not PHI."""
    if country == "US":
        return "NDC " + f"{digits(rng, 5)}-{digits(rng, 3)}-{digits(rng, 2)}"
    if country == "UK":
        return "PIP " + f"{digits(rng, 3)}-{digits(rng, 4)}"
    if country == "CA":
        return "DIN " + digits(rng, 8)
    if country == "AU":
        return "ARTG " + digits(rng, 6)
    return "PA " + f"{digits(rng, 4)}/{digits(rng, 3)}/{digits(rng, 3)}"
