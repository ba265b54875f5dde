"""PHI value generators, the marker scheme and the single-pass renderer."""
import datetime as dt
import pools as P

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
SO, SM, SE = "\x01", "\x02", "\x03"


def M(t, v):
    """Mark a PHI value of fine type t inside template text."""
    v = str(v)
    if t not in LABEL:
        raise ValueError(t)
    if not v or v != v.strip() or any(ch in v for ch in (SO, SM, SE)):
        raise ValueError(repr(v))
    return f"{SO}{t}{SM}{v}{SE}"


def render(marked, lower=False):
    """One pass over the marked text: emit pieces, record offsets as values are appended."""
    out, spans, pos, i = [], [], 0, 0
    n = len(marked)
    while i < n:
        j = marked.find(SO, i)
        if j < 0:
            piece = marked[i:]
            piece = piece.lower() if lower else piece
            out.append(piece); pos += len(piece)
            break
        piece = marked[i:j]
        piece = piece.lower() if lower else piece
        out.append(piece); pos += len(piece)
        k = marked.index(SM, j)
        e = marked.index(SE, k)
        t, v = marked[j + 1:k], marked[k + 1:e]
        v = v.lower() if lower else v
        spans.append({"start": pos, "end": pos + len(v), "label": LABEL[t], "type": t, "text": v})
        out.append(v); pos += len(v)
        i = e + 1
    text = "".join(out)
    assert SM not in text and SE not in text
    return text, spans


# ---------------------------------------------------------------- dates
MON = ["January", "February", "March", "April", "May", "June", "July", "August",
       "September", "October", "November", "December"]
DAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

US_DATE = ["mdY", "mdY", "mdY0", "mdy", "BdY", "bdY", "dbY", "Ymd", "DbY", "amd", "AbdY",
           "md", "bd", "BY", "mdY0"]
CA_DATE = ["Ymd", "Ymd", "Ymd", "dbY", "BdY", "bdY", "DbY", "AbdY", "Ymd", "bd", "BY", "mdY0"]


def fdate(d, style):
    m, y = d.month, d.year
    if style == "mdY": return f"{m}/{d.day}/{y}"
    if style == "mdY0": return f"{m:02d}/{d.day:02d}/{y}"
    if style == "mdy": return f"{m}/{d.day}/{y % 100:02d}"
    if style == "BdY": return f"{MON[m-1]} {d.day}, {y}"
    if style == "bdY": return f"{MON[m-1][:3]} {d.day}, {y}"
    if style == "dbY": return f"{d.day} {MON[m-1][:3]} {y}"
    if style == "Ymd": return f"{y}-{m:02d}-{d.day:02d}"
    if style == "DbY": return f"{d.day:02d}-{MON[m-1][:3].upper()}-{y}"
    if style == "amd": return f"{DAY[d.weekday()][:3]} {m}/{d.day}"
    if style == "AbdY": return f"{DAY[d.weekday()]}, {MON[m-1]} {d.day}, {y}"
    if style == "md": return f"{m}/{d.day}"
    if style == "bd": return f"{MON[m-1][:3]} {d.day}"
    if style == "Bd": return f"{MON[m-1]} {d.day}"
    if style == "BY": return f"{MON[m-1]} {y}"
    if style == "bY": return f"{MON[m-1][:3]} {y}"
    if style == "Y": return str(y)
    if style == "A": return DAY[d.weekday()]
    if style == "mdYt": return f"{m:02d}/{d.day:02d}/{y}"
    raise ValueError(style)


def rand_date(r, lo, hi):
    return lo + dt.timedelta(days=r.randrange((hi - lo).days + 1))


def clock(r, style=None):
    h, mi = (r.randrange(7, 22) if r.random() < .85 else r.randrange(24)), r.choice([0, 5, 10, 12, 15, 20, 25, 30, 35, 40, 42, 45, 50, 55])
    style = style or r.choice(["24", "24c", "12"])
    if style == "24": return f"{h:02d}{mi:02d}"
    if style == "24c": return f"{h:02d}:{mi:02d}"
    return f"{(h % 12) or 12}:{mi:02d} {'AM' if h < 12 else 'PM'}"


def appt_time(r):
    h, m = r.randrange(8, 17), r.choice([0, 0, 15, 30, 30, 45])
    return f"{(h % 12) or 12}:{m:02d} {'AM' if h < 12 else 'PM'}"


def tplus(t, minutes):
    """t as 'HH:MM' -> 'HH:MM' some minutes later (same day, wraps)."""
    h, m = int(t[:2]), int(t[-2:])
    e = (h * 60 + m + minutes) % 1440
    return f"{e // 60:02d}:{e % 60:02d}"


def svc_agency(r, t=None):
    return fill(r, r.choice(["{w} Community Services", "{w} Housing Coalition", "{w} Supportive Housing",
                             "{w} Family Services", "{t} Rescue Mission", "{t} Housing Services", "{w} Outreach Collective",
                             "{t} Coordinated Entry Hub", "{w} Tenancy Support Program"]), t)


NUMW = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
        "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def num_words(n):
    if n < 20: return NUMW[n]
    t, u = divmod(n, 10)
    if t >= 10: return "one hundred" + (" " + num_words(n - 100) if n > 100 else "")
    return TENS[t] + ("-" + NUMW[u] if u else "")


# ---------------------------------------------------------------- contacts and ids
def digits(r, n):
    return "".join(str(r.randrange(10)) for _ in range(n))


def letters(r, n, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(r.choice(pool) for _ in range(n))


def phone(r, area, style=None, ext=False):
    line = f"01{digits(r, 2)}" if r.random() < 0.7 else digits(r, 4)
    style = style or r.choice(["paren", "dash", "dash", "dot", "intl", "paren"])
    if style == "paren": s = f"({area}) 555-{line}"
    elif style == "dash": s = f"{area}-555-{line}"
    elif style == "dot": s = f"{area}.555.{line}"
    elif style == "intl": s = f"+1 {area} 555 {line}"
    elif style == "local": s = f"555-{line}"
    else: s = f"1-{area}-555-{line}"
    if ext:
        s += r.choice([f" ext. {digits(r, 3)}", f" x{digits(r, 4)}", f" ext {digits(r, 2)}"])
    return s


def ipaddr(r):
    k = r.random()
    if k < 0.4: return f"10.{r.randrange(256)}.{r.randrange(256)}.{r.randrange(1, 255)}"
    if k < 0.75: return f"192.168.{r.randrange(256)}.{r.randrange(1, 255)}"
    return f"172.{r.randrange(16, 32)}.{r.randrange(256)}.{r.randrange(1, 255)}"


def mrn(r):
    f = r.randrange(6)
    return [f"00{digits(r, 6)}", f"MR{digits(r, 7)}", f"E{digits(r, 8)}",
            f"{digits(r, 1)}-{digits(r, 3)}-{digits(r, 3)}", f"{letters(r, 2)}{digits(r, 7)}",
            f"{digits(r, 9)}"][f]


def acct(r):
    return r.choice([f"{digits(r, 4)}-{digits(r, 4)}", f"ACC{digits(r, 7)}", f"V{digits(r, 9)}",
                     f"ENC-{digits(r, 2)}-{digits(r, 7)}", f"{digits(r, 10)}", f"FIN{digits(r, 8)}"])


def healthplan(r, country, prov=None):
    if country == "CA":
        if prov == "ON": return f"{digits(r, 4)}-{digits(r, 3)}-{digits(r, 3)}-{letters(r, 2)}"
        if prov == "BC": return f"9{digits(r, 3)} {digits(r, 3)} {digits(r, 3)}"
        return r.choice([f"{digits(r, 5)}-{digits(r, 4)}", f"{digits(r, 9)}", f"{digits(r, 4)} {digits(r, 3)} {digits(r, 3)}"])
    return r.choice([f"{letters(r, 2)}{digits(r, 8)}", f"{letters(r, 3)}{digits(r, 9)}",
                     f"{digits(r, 1)}{letters(r, 2)}{digits(r, 1)}-{letters(r, 2)}{digits(r, 1)}-{letters(r, 2)}{digits(r, 2)}",
                     f"MCD{digits(r, 10)}", f"W{digits(r, 9)}-01", f"{digits(r, 11)}"])


def ssn(r, country):
    if country == "CA":
        sep = r.choice([" ", "-", ""])
        return f"9{digits(r, 2)}{sep}{digits(r, 3)}{sep}{digits(r, 3)}"
    if r.random() < 0.75:
        return f"9{digits(r, 2)}-{digits(r, 2)}-{digits(r, 4)}"
    return f"000-{digits(r, 2)}-{digits(r, 4)}"


def dea(r):
    return f"{r.choice('ABFM')}{letters(r, 1)}{digits(r, 7)}"


def npi(r):
    return "1" + digits(r, 9)


def statelic(r):
    return r.choice([f"MD{digits(r, 6)}", f"G{digits(r, 5)}", f"{digits(r, 2)}-{digits(r, 6)}",
                     f"LCSW.{digits(r, 5)}", f"{digits(r, 5)}", f"LPC{digits(r, 4)}",
                     f"RN{digits(r, 7)}", f"{letters(r, 3)}-{digits(r, 5)}"])


def driverlic(r, country, prov=None):
    if country == "CA":
        return r.choice([f"{letters(r, 1)}{digits(r, 4)}-{digits(r, 5)}-{digits(r, 5)}",
                         f"{digits(r, 7)}", f"{digits(r, 6)}-{digits(r, 3)}"])
    return r.choice([f"{letters(r, 1)}{digits(r, 7)}", f"{letters(r, 1)}{digits(r, 3)}-{digits(r, 4)}-{digits(r, 4)}",
                     f"{digits(r, 9)}", f"{letters(r, 2)}{digits(r, 6)}"])


def device_id(r):
    return r.choice([f"{letters(r, 2)}{digits(r, 6)}", f"{digits(r, 2)}{letters(r, 1)}-{digits(r, 5)}",
                     f"{letters(r, 1)}{digits(r, 9)}", f"{letters(r, 3)}-{digits(r, 4)}-{letters(r, 2)}{digits(r, 2)}",
                     f"{digits(r, 11)}", f"{digits(r, 2)}-{digits(r, 6)}-{digits(r, 6)}-{digits(r, 1)}"])


VIN_CH = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


def vehicle(r, kind=None):
    kind = kind or r.choice(["plate", "plate", "vin"])
    if kind == "vin":
        return "".join(r.choice(VIN_CH) for _ in range(17))
    return r.choice([f"{digits(r, 1)}{letters(r, 3)}{digits(r, 3)}", f"{letters(r, 3)}-{digits(r, 4)}",
                     f"{letters(r, 3)} {digits(r, 4)}", f"{letters(r, 4)} {digits(r, 3)}",
                     f"{letters(r, 2)}{digits(r, 1)}-{digits(r, 3)}{letters(r, 1)}"])


def bioid(r):
    return r.choice([f"FP-{digits(r, 5)}", f"PV-{digits(r, 6)}", f"BT{digits(r, 7)}",
                     f"IR-{digits(r, 5)}", f"FPT{digits(r, 4)}-{letters(r, 2)}"])


def idnum(r, kind):
    y = r.randrange(19, 26)
    if kind == "court":
        return r.choice([f"20{y}-MH-{digits(r, 6)}", f"{y}CV{digits(r, 5)}", f"G-{y}-{digits(r, 4)}",
                         f"{digits(r, 2)}-{digits(r, 5)}-{letters(r, 2)}", f"PR-20{y}-{digits(r, 4)}"])
    if kind == "police":
        return r.choice([f"{y}-{digits(r, 6)}", f"IR{y}{digits(r, 6)}", f"20{y}-{digits(r, 5)}"])
    if kind == "specimen":
        return r.choice([f"TX{y}-{digits(r, 6)}", f"A{digits(r, 7)}", f"S{y}-{digits(r, 4)}",
                         f"{letters(r, 2)}{digits(r, 8)}", f"UDS-{digits(r, 6)}"])
    if kind == "req":
        return r.choice([f"REQ {digits(r, 7)}", f"{digits(r, 8)}", f"ORD{digits(r, 7)}"])
    if kind == "rx":
        return r.choice([f"{digits(r, 7)}", f"{digits(r, 2)}-{digits(r, 6)}", f"RX{digits(r, 6)}"])
    if kind == "hmis":
        return r.choice([f"{digits(r, 6)}", f"HMIS-{digits(r, 5)}", f"C{digits(r, 7)}"])
    if kind == "probation":
        return r.choice([f"PB-{y}-{digits(r, 4)}", f"{digits(r, 7)}", f"D{digits(r, 6)}"])
    if kind == "referral":
        return r.choice([f"REF-20{y}-{digits(r, 5)}", f"{letters(r, 2)}{digits(r, 6)}", f"R{digits(r, 8)}"])
    if kind == "job":
        return r.choice([f"{digits(r, 6)}", f"{digits(r, 7)}", f"T{digits(r, 6)}"])
    return f"{digits(r, 8)}"


def postal(r, country, zp):
    if country == "CA":
        a = r.choice(zp)
        L = "ABCEGHJKLMNPRSTVWXYZ"
        return f"{a}{r.randrange(10)}{r.choice(L)} {r.randrange(10)}{r.choice(L)}{r.randrange(10)}"
    pre = r.choice(zp)
    return pre + digits(r, 5 - len(pre))


def street(r):
    n = r.choice([digits(r, 1), digits(r, 2), digits(r, 3), digits(r, 4), digits(r, 3), digits(r, 5)])
    n = n.lstrip("0") or "7"
    s = f"{n} {r.choice(P.STREET_N)} {r.choice(P.STREET_S)}"
    if r.random() < 0.4:
        u = r.choice(P.UNIT).format(n=r.randrange(1, 40 if r.random() < .7 else 420), l=r.choice("ABCD"))
        s += r.choice([", ", " "]) + u
    return s


def town(r):
    return r.choice(P.TOWN_A) + r.choice(P.TOWN_B)


def fill(r, pat, t=None):
    return pat.format(t=t or r.choice(P.TOWN_A), w=r.choice(P.CLINIC_W), s=r.choice(P.SAINTS),
                      st=r.choice(P.STREET_N), n=r.randrange(100, 9999))


def hospital(r, t=None):
    return fill(r, r.choice(P.HOSP_PAT), t)


def clinic(r, t=None):
    return fill(r, r.choice(P.CLINIC_PAT), t)


def resi(r, t=None):
    return fill(r, r.choice(P.RESI_PAT), t)


def otp(r, t=None):
    return fill(r, r.choice(P.OTP_PAT), t)


def pharmacy(r, t=None):
    return fill(r, r.choice(P.PHARM_PAT), t)


def agency(r, t=None):
    return fill(r, r.choice(P.AGENCY), t)


def school(r, t=None):
    return fill(r, r.choice(P.SCHOOL), t)


def landmark(r, t=None):
    return fill(r, r.choice(P.LANDMARK), t)


def room(r):
    return r.choice([f"{r.randrange(1, 8)}{r.randrange(10, 40):02d}{r.choice(['', 'A', 'B'])}",
                     f"{r.randrange(100, 460)}", f"{r.choice('ABCDE')}-{r.randrange(1, 30)}",
                     f"{r.randrange(1, 30)}"])
