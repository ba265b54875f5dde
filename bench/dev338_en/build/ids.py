"""Identifier and contact generators per country (all contacts fictional).

Phone/fax/pager values always contain 555; e-mail and web hosts are example.com,
example.org or example.net; IP addresses are private; SSN-like values start with 9.
"""

DOMAINS = ["example.org", "example.com", "example.net"]


def phone(c, kind="land"):
    r, cc = c.r, c.cc
    d = c.dig
    if kind in ("pager", "bleep"):
        return r.choice(["555" + d(1), "555" + d(2), "#555" + d(1), "4-555" + d(1)]) \
            if cc in ("US", "CA") else r.choice(["555" + d(1), "555" + d(2)])
    if kind == "ext":
        return r.choice(["x555" + d(1), "ext 555" + d(1), "555" + d(2)])
    if cc in ("US", "CA"):
        area = str(r.randint(2, 9)) + d(2)
        last = r.choice(["01", "0" + d(1), d(2)]) + d(2)
        num = r.choice(["(%s) 555-%s", "%s-555-%s", "%s.555.%s", "+1 %s 555 %s"]) % (area, last)
        if kind == "ward" and r.random() < 0.6:
            num += r.choice([" ext. ", " x", " ext "]) + d(4)
        return num
    if cc == "UK":
        if kind == "mob":
            return r.choice(["07700 555", "07%s 555" % d(3)]) + " " + d(3)
        area = r.choice(["0161", "0113", "0121", "01632", "0191", "0117", "028 90", "0131"])
        num = area + " 555 " + d(4)
        if kind == "ward" and r.random() < 0.4:
            num += " ext " + d(4)
        return r.choice([num, num, "+44 " + num[1:]])
    if cc == "IE":
        if kind == "mob":
            return r.choice(["08%s 555 %s", "+353 8%s 555 %s"]) % (r.choice("35679"), d(4))
        return r.choice(["(0%s) 555 %s", "0%s 555 %s", "+353 %s 555 %s"]) % (
            r.choice(["1", "21", "61", "91", "51", "44", "74"]), d(4))
    if cc == "AU":
        if kind == "mob":
            return r.choice(["04%s 555 %s", "+61 4%s 555 %s"]) % (d(2), d(3))
        return r.choice(["(0%s) 5550 %s", "0%s 5550 %s", "+61 %s 5550 %s"]) % (
            r.choice("2378"), d(4))
    if cc == "NZ":
        if kind == "mob":
            return r.choice(["021 555 %s", "027 555 %s", "022 555 %s"]) % d(4)
        return r.choice(["(0%s) 555 %s", "0%s 555 %s", "+64 %s 555 %s"]) % (
            r.choice("34679"), d(4))
    # ZA
    if kind == "mob":
        return r.choice(["08%s 555 %s", "07%s 555 %s", "+27 8%s 555 %s"]) % (r.choice("1234"), d(4))
    return r.choice(["0%s 555 %s", "(0%s) 555 %s", "+27 %s 555 %s"]) % (
        r.choice(["21", "11", "31", "41", "51"]), d(4))


def email(c, person=None, generic=None):
    r = c.r
    dom = r.choice(DOMAINS)
    if person is not None:
        f = person.first.lower().replace("'", "").replace(" ", "").replace("-", "")
        l = person.last.lower().replace("'", "").replace(" ", "").replace("-", "")
        local = r.choice([f + "." + l, f[0] + l, f + "_" + l + c.dig(2), l + "." + f[0],
                          f + l[0] + c.dig(2)])
        if r.random() < 0.3:
            dom = r.choice(["mail.", "health.", "hospital."]) + dom
    else:
        local = generic or r.choice(["trachteam", "trach.team", "airway.cns", "slt.referrals",
                                     "orders", "entheadneck", "homecare", "respiratory.orders"])
        if r.random() < 0.5:
            dom = r.choice({"UK": ["nhs.", "trust."], "IE": ["hse.", "hospital."], "NZ": ["dhb.", "health."],
                            "AU": ["health.", "lhd."], "US": ["health.", "med."], "CA": ["health.", "ahs."],
                            "ZA": ["health.", "hospital."]}[c.cc]) + dom
    return local + "@" + dom


def url(c, kind=None):
    r = c.r
    dom = r.choice(DOMAINS)
    if kind == "video":
        return r.choice(["https://telehealth.", "https://video.", "https://vc."]) + dom + r.choice(
            ["/video/room/" + c.dig(6), "/visit/" + c.let(3) + c.dig(4), "/join?c=" + c.let(2) + c.dig(6)])
    if kind == "track":
        return r.choice(["https://track.", "www.", "https://www."]) + dom + r.choice(
            ["/orders/track?id=" + c.dig(8), "/delivery/" + c.dig(9), "/track/" + c.let(2) + c.dig(7)])
    if kind == "passport":
        return r.choice(["https://portal.", "www.", "https://myrecord."]) + dom + r.choice(
            ["/trach-passport/" + c.dig(6), "/passport?id=" + c.let(3) + c.dig(5), "/patient/" + c.dig(7)])
    sub = r.choice(["www.", "https://www.", "http://", "www.trachy-info.", "https://patientinfo."])
    path = r.choice(["/trach-passport", "/laryngectomy-care", "/speaking-valve-guide", "", "/homecare",
                     "/leaflets/neck-breathers.pdf", "/tracheostomy-at-home"])
    return sub + dom + path


def ipaddr(c):
    r = c.r
    k = r.random()
    if k < 0.4:
        return "10.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(1, 254))
    if k < 0.7:
        return "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 255), r.randint(1, 254))
    return "192.168.%d.%d" % (r.randint(0, 255), r.randint(1, 254))


def username(c, p):
    r = c.r
    f = p.first.lower().replace("'", "").replace("-", "").replace(" ", "")
    l = p.last.lower().replace("'", "").replace("-", "").replace(" ", "")
    return r.choice([f[0] + l, f[0] + l + str(r.randint(1, 9)), l + f[0], f + "." + l,
                     (f[0] + l)[:8], l[:5] + f[:2] + c.dig(2), "%s%s%s" % (f[0], l[0], c.dig(4))])


def mrn(c):
    r, cc, d = c.r, c.cc, c.dig
    if cc == "US":
        return r.choice([d(8), "00" + d(6), d(3) + "-" + d(3) + "-" + d(2), "E" + d(7)])
    if cc == "UK":
        return r.choice(["K" + d(7), "RX" + d(1) + " " + d(6), "H" + d(7), d(3) + d(3) + d(1) + c.let(1)])
    if cc == "IE":
        return r.choice([d(7), "0" + d(6), "MRN" + d(6)])
    if cc == "CA":
        return r.choice([d(7), "M" + d(8), d(2) + "-" + d(5)])
    if cc == "AU":
        return r.choice([d(7), d(6), "UR" + d(6)])
    if cc == "NZ":
        return r.choice([d(6), "HN" + d(6)])
    return r.choice([d(8), d(2) + "/" + d(6)])


def health(c):
    """(label, value) of a national health / insurance beneficiary number."""
    r, cc, d = c.r, c.cc, c.dig
    if cc == "US":
        return r.choice([("Member ID", c.let(3) + d(9)), ("Medicare MBI", d(1, True) + c.let(2) + d(1)
                         + "-" + c.let(2) + d(1) + "-" + c.let(2) + d(2)),
                         ("Medicaid #", d(10)), ("Policy #", c.let(2) + d(7))])
    if cc == "UK":
        return r.choice([("NHS No", d(3, True) + " " + d(3) + " " + d(4)),
                         ("NHS number", d(10, True)), ("CHI", d(10, True))])
    if cc == "IE":
        return r.choice([("Medical Card No", d(7) + c.let(1)), ("IHI", d(10, True)),
                         ("GMS No", d(6) + c.let(1))])
    if cc == "CA":
        return r.choice([("OHIP", "%s-%s-%s-%s" % (d(4, True), d(3), d(3), c.let(2))),
                         ("PHN", d(4, True) + " " + d(3) + " " + d(3)),
                         ("Health Card", d(10, True) + " " + c.let(2))])
    if cc == "AU":
        return r.choice([("Medicare No", "%s %s %s" % (d(4, True), d(5), d(1))),
                         ("Medicare", d(10, True) + "-" + d(1)), ("DVA No", "N" + c.let(1) + d(6))])
    if cc == "NZ":
        return ("NHI", c.let(3) + d(4))
    return ("Medical aid no", d(9, True))


def ssn(c, dob=None):
    """(label, value) or None; every value starts with 9."""
    r, cc, d = c.r, c.cc, c.dig
    if cc == "US":
        return ("SSN", "9" + d(2) + "-" + d(2) + "-" + d(4))
    if cc == "CA":
        return ("SIN", "9" + d(2) + " " + d(3) + " " + d(3))
    if cc == "IE":
        return ("PPSN", "9" + d(6) + c.let(1) + r.choice(["", "A", "W"]))
    if cc == "AU":
        return ("TFN", "9" + d(2) + " " + d(3) + " " + d(3))
    if cc == "NZ":
        return ("IRD", "9" + d(1) + "-" + d(3) + "-" + d(3))
    if cc == "ZA" and dob is not None and 1990 <= dob.year <= 1999:
        return ("ID No", "%02d%02d%02d%s" % (dob.year % 100, dob.month, dob.day, d(7)))
    return None


SLT_LIC = {"US": ("ASHA #", 8), "CA": ("CASLPO", 4), "UK": ("HCPC", 5), "IE": ("CORU", 6),
           "AU": ("SPA member no", 5), "NZ": ("NZSTA", 4), "ZA": ("HPCSA", 6)}


def licence(c, role="doc"):
    r, cc, d = c.r, c.cc, c.dig
    if role == "slt":
        lab, k = SLT_LIC[cc]
        pre = {"UK": "SL", "IE": "SLT", "ZA": "ST0"}.get(cc, "")
        return (lab, pre + d(k))
    if cc == "US":
        if role == "doc":
            return r.choice([("NPI", "1" + d(9)), ("DEA", c.let(2) + d(7)), ("Lic #", c.let(1) + d(5))])
        return r.choice([("NPI", "1" + d(9)), ("RN Lic", "RN" + d(6)), ("Lic #", d(6))])
    if cc == "UK":
        if role == "doc":
            return ("GMC", d(7, True))
        if role == "nurse":
            return ("NMC PIN", d(2) + c.let(1) + d(4) + c.let(1))
        return ("HCPC", r.choice(["SL", "PH"]) + d(5))
    if cc == "IE":
        return ("IMC", d(6)) if role == "doc" else ("NMBI PIN", d(6)) if role == "nurse" \
            else ("CORU", r.choice(["SLT", "PT"]) + d(6))
    if cc == "CA":
        return (r.choice(["CPSO", "CPSBC"]), d(5)) if role == "doc" else (r.choice(["CNO", "CRTO"]), d(7))
    if cc == "AU":
        pre = {"doc": "MED", "nurse": "NMW", "ahp": "PHY"}[role]
        return ("AHPRA", pre + "000" + d(7))
    if cc == "NZ":
        return ("MCNZ", d(5)) if role == "doc" else ("APC", d(6))
    return ("HPCSA", ("MP" if role == "doc" else "SP") + "0" + d(6))


def account(c):
    r, d = c.r, c.dig
    return r.choice([("Encounter", d(8)), ("Visit #", "V" + d(9)), ("Acct", d(4) + "-" + d(4)),
                     ("Episode", "EP" + d(7)), ("Adm No", d(6) + c.let(1)), ("CSN", d(10))])


def idnum(c, kind):
    r, d = c.r, c.dig
    if kind == "order":
        return r.choice(["PO-" + d(6), "ORD" + d(7), d(2) + "-" + d(6), "SO" + d(6)])
    if kind == "specimen":
        return r.choice(["M%02d-%s" % (r.randint(19, 25), d(5)), "S" + d(2) + "-" + d(4), d(2) + "MB" + d(6)])
    if kind == "incident":
        return r.choice(["INC-" + d(6), "W" + d(6), "IR" + d(2) + "-" + d(4), d(6)])
    if kind == "booking":
        return r.choice(["PTS-" + d(6), "BK" + d(7), c.let(2) + d(5), "T" + d(8)])
    if kind == "referral":
        return r.choice(["REF-" + d(6), d(12), "RF" + d(7), d(4) + "/" + d(4)])
    if kind == "rx":
        return r.choice(["RX" + d(7), d(9), "EPS-" + c.let(2) + d(5)])
    return d(8)


def serial(c, kind="tube"):
    r, d = c.r, c.dig
    if kind == "lot":
        return r.choice([d(7), "%02d%02d-%s" % (r.randint(19, 25), r.randint(1, 12), d(4)),
                         c.let(1) + d(6), d(4) + c.let(2)])
    if kind == "asset":
        return r.choice(["BME-" + d(6), "EQ" + d(5), "A" + d(6), "MED-" + d(5)])
    if kind == "vent":
        return r.choice(["TV" + d(9), c.let(3) + d(7), d(4) + "-" + d(5)])
    return r.choice([d(8), "%02dK%s" % (r.randint(19, 25), d(4)), c.let(2) + d(6), d(9)])


def plate(c):
    r, cc, d, L = c.r, c.cc, c.dig, c.let
    if cc == "US":
        return r.choice([d(1) + L(3) + d(3), L(3) + "-" + d(4), L(3) + " " + d(3)])
    if cc == "UK":
        return L(2) + "%02d" % r.randint(10, 74) + " " + L(3)
    if cc == "IE":
        return "%d%d-%s-%s" % (r.randint(15, 24), r.choice([1, 2]), r.choice(["D", "C", "G", "L", "KY", "WX"]), d(r.choice([3, 4, 5]), True))
    if cc == "CA":
        return r.choice([L(4) + " " + d(3), L(3) + " " + d(3), d(3) + " " + L(3)])
    if cc == "AU":
        return r.choice([d(1) + L(2) + "-" + d(1) + L(2), L(3) + "-" + d(3), L(3) + d(2) + L(1)])
    if cc == "NZ":
        return L(3) + d(3)
    return r.choice([L(2) + " " + d(3) + "-" + d(3), L(2) + " " + d(2) + " " + L(2) + " GP"])


def vin(c):
    return "".join(c.r.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17))


def bioid(c):
    r, d = c.r, c.dig
    return r.choice(["FP-" + d(5), "PV" + d(7), "BIO-" + c.let(2) + d(4), "IRIS-" + d(6),
                     "VPR" + d(6), "FPT" + d(5) + c.let(1)])
