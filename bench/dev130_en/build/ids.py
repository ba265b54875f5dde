"""Random helpers, contact values and identifier formats for dev130_en (all invented / fictional by construction)."""
import re

_WD = re.compile(r"MON|TUE|WED|THU|FRI|SAT|SUN")


# ---------------------------------------------------------------- small random helpers
def digits(r, n, first_nonzero=False):
    while True:
        s = "".join(r.choice("0123456789") for _ in range(n))
        if first_nonzero and s[0] == "0":
            continue
        if "555" not in s:
            return s


def letters(r, n, alphabet="ABCDEFGHJKLMNPRSTUVWXYZ"):
    while True:
        s = "".join(r.choice(alphabet) for _ in range(n))
        if not _WD.search(s):  # never spell a weekday abbreviation inside an identifier
            return s


def pick_w(r, pairs):
    tot = sum(p[1] for p in pairs)
    x = r.uniform(0, tot)
    for v, wt in pairs:
        x -= wt
        if x <= 0:
            return v
    return pairs[-1][0]


def slug(s):
    s = s.lower()
    for a, b in (("é", "e"), ("è", "e"), ("ê", "e"), ("á", "a"), ("í", "i"), ("ó", "o"), ("ú", "u"),
                 ("ç", "c"), ("ï", "i"), ("ô", "o"), ("ł", "l"), ("ś", "s"), ("ą", "a"), ("ū", "u")):
        s = s.replace(a, b)
    return re.sub(r"[^a-z0-9]+", "", s)


# ---------------------------------------------------------------- contact
def phone(r, country, kind="land"):
    d = lambda n: digits(r, n)
    if country == "UK":
        if kind == "mob":
            return r.choice(["07%s 555 %s" % (d(3), d(3)), "+44 7%s 555 %s" % (d(3), d(3))])
        return r.choice(["01%s 555 %s" % (d(3), d(3)), "0%s 555 %s" % (r.choice(["113", "114", "115", "116", "117", "118"]), d(4)),
                         "020 555 %s" % d(5), "+44 1%s 555 %s" % (d(3), d(3)), "0300 555 %s" % d(4)])
    if country == "IE":
        if kind == "mob":
            return r.choice(["08%s 555 %s" % (r.choice("35679"), d(4)), "+353 8%s 555 %s" % (r.choice("35679"), d(4))])
        return r.choice(["(0%s) 555 %s" % (d(2), d(4)), "0%s 555 %s" % (d(2), d(4)), "+353 %s 555 %s" % (d(2), d(4)),
                         "(01) 555 %s" % d(4)])
    if country == "CA":
        ac = r.choice(["613", "819", "418", "204", "902", "506", "705", "306", "709", "867", "343", "581"])
        return r.choice(["(%s) 555-%s" % (ac, d(4)), "%s-555-%s" % (ac, d(4)), "%s 555 %s" % (ac, d(4)),
                         "1-800-555-%s" % d(4), "+1 %s 555 %s" % (ac, d(4))])
    if country == "KE":
        if kind == "mob":
            return r.choice(["07%s 555 %s" % (d(2), d(3)), "+254 7%s 555 %s" % (d(2), d(3)), "01%s 555 %s" % (d(2), d(3))])
        return r.choice(["020 555 %s" % d(4), "+254 20 555 %s" % d(4), "0%s 555 %s" % (r.choice(["51", "57", "41", "53"]), d(4))])
    if country == "GH":
        if kind == "mob":
            return r.choice(["0%s 555 %s" % (r.choice(["24", "20", "54", "55", "27", "26", "50"]), d(4)),
                             "+233 %s 555 %s" % (r.choice(["24", "20", "54", "27"]), d(4))])
        return r.choice(["030 555 %s" % d(4), "0322 555 %s" % d(3), "+233 30 555 %s" % d(4)])


def phone_ext(r, country):
    p = phone(r, country)
    if r.random() < 0.35:
        p += r.choice([" ext. %s" % digits(r, 4), " ext %s" % digits(r, 3), " x%s" % digits(r, 4)])
    return p


def bleep(r):
    return r.choice([digits(r, 4, True), digits(r, 4, True), "%s-%s" % (r.randint(1, 9), digits(r, 4)), digits(r, 5, True)])


def email(r, p=None, host=None, role=None):
    host = host or r.choice(["example.org", "example.net", "example.com"])
    if r.random() < 0.6:
        host = r.choice(["mail", "nhs", "hse", "health", "clinic", "staff", "secure"]) + "." + host
    if p is not None:
        loc = r.choice(["%s.%s" % (slug(p.first), slug(p.last)), "%s%s" % (slug(p.first)[0], slug(p.last)),
                        "%s_%s%d" % (slug(p.first), slug(p.last)[:3], r.randint(1, 99))])
    else:
        loc = role or r.choice(["cardiology.secretaries", "pharmacy", "mdt.coordinator", "referrals",
                                "radiology.bookings", "wardclerk", "discharges", "records", "admissions"])
    return loc + "@" + host


def url(r, hosp=None):
    base = r.choice(["example.org", "example.net", "example.com"])
    sub = slug(hosp)[:14] + "." if hosp and r.random() < 0.6 else r.choice(["", "www.", "portal.", "leaflets."])
    path = r.choice(["/patient-portal", "/leaflets/warfarin", "/pathways/chest-pain", "/appointments",
                     "/mdt/referral-form", "/results", "/clinic/%s" % digits(r, 4), "/pil/anticoag.pdf", ""])
    pre = r.choice(["https://", "http://", "https://", ""])
    if not pre and not sub:
        sub = "www."
    return pre + sub + base + path


def ipaddr(r):
    x = r.random()
    if x < 0.4:
        return "10.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(1, 254))
    if x < 0.7:
        return "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 255), r.randint(1, 254))
    return "192.168.%d.%d" % (r.randint(0, 255), r.randint(1, 254))


def username(r, p):
    f, l = slug(p.first), slug(p.last)
    return r.choice([f[0] + l, l + f[0], f + "." + l, (f[0] + l)[:8] + str(r.randint(1, 99)), (l[:5] + f[0]).upper() + "01",
                     f + l[:1] + str(r.randint(1, 9))])


# ---------------------------------------------------------------- identifiers
def mrn(r, country):
    d = lambda n, z=False: digits(r, n, z)
    return r.choice({
        "UK": ["K%s" % d(6), "RX%s" % d(6), "H%s" % d(7), "M-%s" % d(7), d(8, True)],
        "IE": [d(7, True), "0%s" % d(6), "A%s" % d(6), "UH%s" % d(6)],
        "CA": [d(7, True), "C%s" % d(8), "%s-%s" % (d(3, True), d(4)), "HSC%s" % d(6)],
        "KE": ["%s/%02d" % (d(5, True), r.randint(19, 25)), "HN-%s" % d(6), "OP%s" % d(6), "IP-%s" % d(5)],
        "GH": ["AK-%s/%02d" % (d(5, True), r.randint(19, 25)), "%s/%02d" % (d(6, True), r.randint(19, 25)), "GT%s" % d(6), "KATH-%s" % d(6)],
    }[country])


def nhs_number(r):
    return "%s %s %s" % (digits(r, 3, True), digits(r, 3), digits(r, 4))


def ssn(r, country):
    """National insurance / social security style numbers; fictional: start with 9, 000 or QQ."""
    if country == "UK":
        return "QQ %s %s %s %s" % (digits(r, 2), digits(r, 2), digits(r, 2), r.choice("ABCD"))
    if country == "IE":
        return "9%s%s" % (digits(r, 6), r.choice(["A", "T", "W", "TA", "H"]))
    if country == "CA":
        return r.choice(["9%s %s %s" % (digits(r, 2), digits(r, 3), digits(r, 3)), "9%s-%s-%s" % (digits(r, 2), digits(r, 3), digits(r, 3))])
    if country == "KE":
        return r.choice(["9%s" % digits(r, 8), "000%s" % digits(r, 6)])
    return r.choice(["000%s" % digits(r, 10), "9%s%s" % (digits(r, 5), digits(r, 7))])


def healthplan(r, country):
    if country == "UK":
        return r.choice(["%s%s" % (letters(r, 3), digits(r, 6)), "HX-%s-%s" % (digits(r, 4), digits(r, 3))])
    if country == "IE":
        return r.choice(["%s%s" % (digits(r, 7, True), letters(r, 1)), digits(r, 6, True) + letters(r, 1), "VHI%s" % digits(r, 8)])
    if country == "CA":
        return r.choice(["%s-%s-%s-%s" % (digits(r, 4, True), digits(r, 3), digits(r, 3), letters(r, 2)),
                         "%s %s %s" % (letters(r, 4), digits(r, 4), digits(r, 4)), digits(r, 10, True)])
    if country == "KE":
        return r.choice(["SHA-%s-%s" % (digits(r, 6), digits(r, 2)), "CR%s-%s" % (digits(r, 9), digits(r, 1)), digits(r, 8, True)])
    return r.choice([digits(r, 8, True), "NHIS-%s" % digits(r, 8), "%s%s" % (letters(r, 2), digits(r, 7))])


def account(r):
    return r.choice(["E%s" % digits(r, 7), "V-%s" % digits(r, 7), "%s-%s" % (digits(r, 4, True), digits(r, 4)),
                     digits(r, 9, True), "INV-%s" % digits(r, 5), "BILL/%s" % digits(r, 6), "EP%s" % digits(r, 8),
                     digits(r, 10, True)])


def license_no(r, country, kind="doctor"):
    if kind == "driver":
        return r.choice(["%s%s%s" % (letters(r, 5), digits(r, 6), letters(r, 2) + digits(r, 1) + letters(r, 2)),
                         digits(r, 9, True), "%s%s-%s-%s" % (letters(r, 1), digits(r, 4), digits(r, 5), digits(r, 5)),
                         "DL-%s%s" % (letters(r, 1), digits(r, 5))])
    return r.choice({
        "UK": [digits(r, 7, True), "%s%s%s%s" % (digits(r, 2), letters(r, 1), digits(r, 4), letters(r, 1))],
        "IE": [digits(r, 6, True), digits(r, 4, True)],
        "CA": [digits(r, 5, True), "%s-%s" % (digits(r, 2, True), digits(r, 4))],
        "KE": ["A%s" % digits(r, 4), "B%s" % digits(r, 5), "NCK/%s" % digits(r, 5)],
        "GH": ["MDC/RN/%s" % digits(r, 5), "MDC/PN/%s" % digits(r, 4), "NMC/%s/%s" % (letters(r, 3), digits(r, 5))],
    }[country])


def device_sn(r):
    return r.choice(["%s%s" % (letters(r, 3), digits(r, 6)), "SN-%s%s" % (digits(r, 5), letters(r, 2)),
                     "%s%s%s" % (letters(r, 2), digits(r, 7), letters(r, 1)), "%s-%s" % (letters(r, 1) + digits(r, 3), digits(r, 5)),
                     "0%s%s" % (letters(r, 1), digits(r, 4) + letters(r, 4))])


def vehicle(r, country):
    if r.random() < 0.15:
        return "".join(r.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17))
    return {
        "UK": lambda: "%s%s %s" % (letters(r, 2), digits(r, 2), letters(r, 3)),
        "IE": lambda: "%s-%s-%s" % (r.choice(["191", "202", "211", "222", "231", "151", "08"]), r.choice(["D", "C", "G", "L", "KY", "MO", "WX", "TN"]), digits(r, 4, True)),
        "CA": lambda: r.choice(["%s %s" % (letters(r, 4), digits(r, 3)), "%s%s %s" % (digits(r, 1), letters(r, 2), digits(r, 3) + letters(r, 1))]),
        "KE": lambda: r.choice(["K%s %s%s" % (letters(r, 2), digits(r, 3, True), letters(r, 1)), "KM%s %s%s" % (letters(r, 2), digits(r, 3, True), letters(r, 1))]),
        "GH": lambda: "%s %s-%s" % (r.choice(["GR", "AS", "GT", "GW", "BA", "NR", "UE", "VR"]), digits(r, 4, True), r.choice(["19", "20", "21", "22", "23", "24"])),
    }[country]()


def bioid(r):
    return r.choice(["FP-%s" % digits(r, 5), "BIO-%s-%s" % (letters(r, 2), digits(r, 7)), "IRS%s" % digits(r, 8),
                     "PV-%s%s" % (digits(r, 4), letters(r, 2)), "FPT%s" % digits(r, 9), "RET-%s" % digits(r, 6)])


def idnum(r, kind="lab"):
    y = r.randint(21, 25)
    return {
        "lab": lambda: r.choice(["%dL%s" % (y, digits(r, 6)), "LAB-%s" % digits(r, 7), "%s%s" % (letters(r, 2), digits(r, 8))]),
        "histo": lambda: r.choice(["H%d-%s" % (y, digits(r, 5)), "S%d-%s" % (y, digits(r, 4)), "HP/%s/%d" % (digits(r, 5), y)]),
        "rad": lambda: r.choice(["RAD%s" % digits(r, 8), digits(r, 8, True), "XR-%s" % digits(r, 7)]),
        "order": lambda: r.choice(["ORD-%s" % digits(r, 6), "%s" % digits(r, 9, True), "RX%s" % digits(r, 7)]),
        "case": lambda: r.choice(["MDT-%d-%s" % (y, digits(r, 4)), "C%s" % digits(r, 6), "%s %s %s" % (digits(r, 4, True), digits(r, 4), digits(r, 4))]),
        "police": lambda: r.choice(["%s/%d" % (digits(r, 4, True), y), "OB/%s/%d" % (digits(r, 5), y), "INC%s" % digits(r, 7)]),
        "national": lambda: r.choice([digits(r, 8, True), "GHA-%s-%s" % (digits(r, 9, True), digits(r, 1)), "%s%s" % (letters(r, 2), digits(r, 7))]),
        "passport": lambda: r.choice(["%s%s" % (letters(r, 1), digits(r, 8)), "%s%s" % (letters(r, 2), digits(r, 7))]),
        "incident": lambda: r.choice(["DW%s" % digits(r, 6), "IR-%s" % digits(r, 5), "NIMS-%s" % digits(r, 6)]),
        "bb": lambda: r.choice(["GS%s" % digits(r, 7), "XM-%s" % digits(r, 6)]),
        "ref": lambda: r.choice(["REF-%s" % digits(r, 6), "%s/%s" % (letters(r, 3), digits(r, 5)), digits(r, 12, True)]),
    }[kind]()
