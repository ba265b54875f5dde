"""Identifier and contact generators. Phones/faxes/pagers always contain 555; e-mail
and web addresses use example.com/.org/.net; IPs are private; SSN-like numbers start
with 9 or 000."""
from common import digits, letters, pick, chance

UK_AREAS = ["0113", "0114", "0116", "0118", "0161", "0191", "029", "0141", "028", "01204",
            "01603", "01395", "01872", "01332", "01228", "01473", "01582", "01225", "01903",
            "01524", "01472", "01733", "01792", "01978", "01382", "01463", "01592"]
IE_AREAS = ["021", "091", "061", "066", "071", "041", "046", "090", "056", "051", "065",
            "094", "074", "01"]
AU_AREAS = ["02", "03", "07", "08"]
NZ_AREAS = ["09", "07", "06", "04", "03"]
NA_AREAS = ["613", "905", "705", "416", "250", "902", "506", "306", "204", "403", "819",
            "709", "508", "217", "585", "610", "937", "520", "941", "828", "509", "608",
            "260", "207", "541", "218", "859"]


def phone(rng, cc, kind="land"):
    if cc == "UK":
        if kind == "mobile":
            return "07%s 555%s" % (digits(rng, 3), digits(rng, 3))
        if kind == "intl":
            return "+44 %s 555 %s" % (pick(rng, UK_AREAS)[1:], digits(rng, 4))
        a = pick(rng, UK_AREAS)
        if len(a) == 5:
            return "%s 555%s" % (a, digits(rng, 3))
        return "%s 555 %s" % (a, digits(rng, 4))
    if cc == "IE":
        if kind == "mobile":
            return "08%s 555 %s" % (pick(rng, "35679"), digits(rng, 4))
        if kind == "intl":
            return "+353 %s 555 %s" % (pick(rng, IE_AREAS)[1:], digits(rng, 4))
        a = pick(rng, IE_AREAS)
        return ("(%s) 555 %s" if chance(rng, 0.3) else "%s 555 %s") % (a, digits(rng, 4))
    if cc == "AU":
        if kind == "mobile":
            return "04%s 555 %s" % (digits(rng, 2), digits(rng, 3))
        if kind == "intl":
            return "+61 %s 5550 %s" % (pick(rng, AU_AREAS)[1:], digits(rng, 4))
        a = pick(rng, AU_AREAS)
        return ("(%s) 5550 %s" if chance(rng, 0.5) else "%s 5550 %s") % (a, digits(rng, 4))
    if cc == "NZ":
        if kind == "mobile":
            return "02%s 555 %s" % (pick(rng, "1279"), digits(rng, 4))
        if kind == "intl":
            return "+64 %s 555 %s" % (pick(rng, NZ_AREAS)[1:], digits(rng, 4))
        a = pick(rng, NZ_AREAS)
        return ("(%s) 555 %s" if chance(rng, 0.5) else "%s 555 %s") % (a, digits(rng, 4))
    a = pick(rng, NA_AREAS)
    tail = "01" + digits(rng, 2)
    f = rng.randrange(4)
    if f == 0:
        s = "(%s) 555-%s" % (a, tail)
    elif f == 1:
        s = "%s-555-%s" % (a, tail)
    elif f == 2:
        s = "%s.555.%s" % (a, tail)
    else:
        s = "+1 %s 555 %s" % (a, tail)
    if kind == "ext":
        s += pick(rng, [" ext. ", " x", " ext "]) + digits(rng, 4, True)
    return s


def bleep(rng):
    return pick(rng, ["555" + digits(rng, 1), "555" + digits(rng, 2), "6555", "555-" + digits(rng, 4)])


def ext_line(rng, cc):
    """Switchboard with extension."""
    p = phone(rng, cc)
    return p + pick(rng, [" ext ", " ext. ", " x"]) + digits(rng, 4, True)


def email(rng, first, last, domain):
    f = first.lower().replace("'", "").replace(" ", "")
    l = last.lower().replace("'", "").replace(" ", "")
    form = rng.randrange(5)
    if form == 0:
        u = f + "." + l
    elif form == 1:
        u = f[0] + l
    elif form == 2:
        u = f + "." + l + digits(rng, 1, True)
    elif form == 3:
        u = l + "." + f[0]
    else:
        u = f + "_" + l
    return u + "@" + domain


def personal_domain(rng):
    return pick(rng, ["example.com", "example.net", "mail.example.com", "inbox.example.net",
                      "example.org"])


def org_domain(stem, rng, cc=None):
    s = stem.lower().replace(" ", "").replace("'", "").replace(".", "")
    return s + "." + pick(rng, ["example.org", "example.net", "example.com", "health.example.org"] +
                          (["nhs.example.net"] if cc == "UK" else []))


def url(rng, stem):
    s = stem.lower().replace(" ", "").replace("'", "").replace(".", "")
    return pick(rng, [
        "https://www.example.org/%s/hip-fracture" % s,
        "www.example.com/%s/bonehealth" % s,
        "https://portal.%s.example.net/patient" % s,
        "https://%s.example.org/orthogeriatrics/family-info" % s,
        "http://intranet.%s.example.net/nhfd" % s,
        "https://meet.example.net/%s-fm-%s" % (s[:6], digits(rng, 4)),
        "www.%s.example.org/visiting" % s,
    ])


def ip(rng):
    k = rng.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if k == 1:
        return "172.%d.%d.%d" % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))
    return "192.168.%d.%d" % (rng.randrange(256), rng.randrange(1, 255))


def username(rng, first, last):
    f = first.lower().replace("'", "").replace(" ", "")
    l = last.lower().replace("'", "").replace(" ", "")
    return pick(rng, [f[0] + l, l + f[0], f + "." + l, f[0] + l + digits(rng, 1, True),
                      l[:6] + f[:2], f[0] + l[:7] + digits(rng, 2)])


def mrn(rng, cc):
    if cc == "UK":
        return pick(rng, [letters(rng, 1) + digits(rng, 7), digits(rng, 8), letters(rng, 2) + digits(rng, 6),
                          "RX" + digits(rng, 7)])
    if cc == "IE":
        return pick(rng, [digits(rng, 7, True), digits(rng, 6, True), "H" + digits(rng, 6)])
    if cc == "AU":
        return pick(rng, [digits(rng, 7, True), digits(rng, 6, True), "MR" + digits(rng, 6)])
    if cc == "NZ":
        return pick(rng, [digits(rng, 7, True), "HN" + digits(rng, 6)])
    if cc == "CA":
        return pick(rng, [digits(rng, 7, True), "M" + digits(rng, 8), digits(rng, 9)])
    return pick(rng, ["00" + digits(rng, 6), digits(rng, 8), "E" + digits(rng, 7)])


def healthplan(rng, c):
    """(label, number) of the national/provincial health number or insurer number."""
    cc = c["cc"]
    if cc == "UK":
        if c["nation"] == "Scotland":
            d = c["dob_d"]
            return "CHI", "%02d%02d%02d%s" % (d.day, d.month, d.year % 100, digits(rng, 4))
        if c["nation"] == "Northern Ireland":
            return "H&C No", "%s %s %s" % (digits(rng, 3, True), digits(rng, 3), digits(rng, 4))
        n = "%s %s %s" % (digits(rng, 3, True), digits(rng, 3), digits(rng, 4))
        return pick(rng, ["NHS No", "NHS number", "NHS#", "NHS"]), n
    if cc == "IE":
        return pick(rng, [("Medical card no", digits(rng, 7) + letters(rng, 1)),
                          ("GMS no", digits(rng, 6, True) + letters(rng, 1)),
                          ("IHI", digits(rng, 6, True) + digits(rng, 6)),
                          ("VHI member no", digits(rng, 8, True))])
    if cc == "AU":
        if chance(rng, 0.15):
            return "DVA Gold Card", letters(rng, 1) + pick(rng, ["X", "W", "N"]) + digits(rng, 6)
        return pick(rng, ["Medicare No", "Medicare", "Medicare #"]), \
            "%s %s %s" % (pick(rng, "23456") + digits(rng, 3), digits(rng, 5), digits(rng, 1, True))
    if cc == "NZ":
        return "NHI", letters(rng, 3, "ABCDEFGHJKLMNPQRSTUVWXYZ") + digits(rng, 4)
    if cc == "CA":
        p = c["state"]
        if p == "ON":
            return "OHIP", "%s-%s-%s-%s" % (digits(rng, 4, True), digits(rng, 3), digits(rng, 3), letters(rng, 2))
        if p == "BC":
            return "PHN", "9%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3))
        if p == "QC":
            return "RAMQ", "%s %s %s" % (c["pt_l"][:3].upper().ljust(3, "X") + c["pt_f"][0].upper(),
                                         digits(rng, 4), digits(rng, 4))
        return "Health card #", digits(rng, 10, True)
    return pick(rng, [("Medicare ID", "%s%s%s-%s%s-%s" % (digits(rng, 1, True), letters(rng, 1), letters(rng, 1) + digits(rng, 1),
                                                             letters(rng, 2), digits(rng, 1), letters(rng, 2) + digits(rng, 2))),
                      ("Member ID", letters(rng, 3) + digits(rng, 9)),
                      ("Policy #", digits(rng, 3, True) + "-" + digits(rng, 6))])


def ssn(rng, cc):
    if cc == "US":
        if chance(rng, 0.2):
            return "SSN", "000-%s-%s" % (digits(rng, 2), digits(rng, 4))
        return "SSN", "9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4))
    if cc == "CA":
        return "SIN", "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    if cc == "IE":
        return "PPSN", "9" + digits(rng, 6) + letters(rng, 1, "ABCDEFGHJKLMNPQRSTUVW")
    return None, None


def account(rng, cc):
    return pick(rng, [
        ("Episode no", digits(rng, 8, True)),
        ("Encounter #", digits(rng, 9, True)),
        ("Visit ID", "V" + digits(rng, 8)),
        ("Spell", "SP" + digits(rng, 7)),
        ("Adm no", digits(rng, 2) + "-" + digits(rng, 6)),
        ("Acct", digits(rng, 4, True) + "-" + digits(rng, 4)),
        ("FIN", digits(rng, 10, True)),
    ])


def license_no(rng, cc, role):
    """(label, number) for a clinician registration."""
    if cc == "UK":
        if role in ("nurse", "nurse2"):
            return "NMC PIN", digits(rng, 2) + letters(rng, 1) + digits(rng, 4) + letters(rng, 1)
        if role in ("physio", "ot"):
            return "HCPC", ("PH" if role == "physio" else "OT") + digits(rng, 6)
        if role == "pharm":
            return "GPhC", "20" + digits(rng, 5)
        return "GMC", digits(rng, 7, True)
    if cc == "IE":
        if role in ("nurse", "nurse2"):
            return "NMBI PIN", digits(rng, 6, True)
        if role in ("physio", "ot"):
            return "CORU reg", ("PT" if role == "physio" else "OT") + digits(rng, 6)
        if role == "pharm":
            return "PSI reg", digits(rng, 5, True)
        return "IMC", digits(rng, 6, True)
    if cc == "AU":
        pre = {"nurse": "NMW", "nurse2": "NMW", "physio": "PHY", "ot": "OCC", "pharm": "PHA"}.get(role, "MED")
        if pre == "MED" and chance(rng, 0.3):
            return "Prescriber no", digits(rng, 7, True)
        return "AHPRA", pre + "000" + digits(rng, 7)
    if cc == "NZ":
        if role in ("nurse", "nurse2"):
            return "NCNZ", digits(rng, 6, True)
        if role in ("physio", "ot", "pharm"):
            return "APC no", digits(rng, 5, True)
        return "MCNZ", digits(rng, 5, True)
    if cc == "CA":
        if role in ("nurse", "nurse2"):
            return "CNO reg", digits(rng, 8, True)
        if role in ("physio", "ot", "pharm"):
            return "Reg #", digits(rng, 5, True)
        return "CPSO", digits(rng, 5, True)
    if role in ("nurse", "nurse2", "physio", "ot", "pharm"):
        return "Lic #", letters(rng, 2) + digits(rng, 6)
    if chance(rng, 0.3):
        return "DEA", letters(rng, 2) + digits(rng, 7)
    return "NPI", "1" + digits(rng, 9)


def idnum(rng, kind, year):
    y2 = "%02d" % (year % 100)
    if kind == "xray":
        return pick(rng, ["RAD-%s-%s" % (y2, digits(rng, 7)), "XR%s%s" % (y2, digits(rng, 6)),
                          "ACC" + digits(rng, 8)])
    if kind == "lab":
        return pick(rng, ["%sH%s" % (y2, digits(rng, 7)), "L" + digits(rng, 9), "%s-%s" % (y2, digits(rng, 6))])
    if kind == "gs":
        return "GS%s-%s" % (y2, digits(rng, 5))
    if kind == "audit":
        return pick(rng, ["NHFD-%s" % digits(rng, 8), "%s%s" % (y2, digits(rng, 7)), "HF-%s-%s" % (year, digits(rng, 5))])
    if kind == "cad":
        return pick(rng, ["%s%s" % (y2, digits(rng, 6)), "%s-%s" % (digits(rng, 6), digits(rng, 4))])
    if kind == "incident":
        return pick(rng, ["W" + digits(rng, 6), "IR-" + digits(rng, 6), "DX-" + digits(rng, 6)])
    if kind == "safeguard":
        return "SG-%d-%s" % (year, digits(rng, 4))
    if kind == "lpa":
        return "%s-%s-%s" % (pick(rng, ["7000", "M123", "7001"]), digits(rng, 4), digits(rng, 4))
    if kind == "referral":
        return "REF" + digits(rng, 7)
    if kind == "dexa":
        return "DX" + y2 + digits(rng, 5)
    return digits(rng, 8)


def vehicle(rng, cc):
    if cc == "UK":
        return letters(rng, 2) + digits(rng, 2) + " " + letters(rng, 3, "ABCDEFGHJKLMNOPRSTUVWXYZ")
    if cc == "IE":
        return "%s-%s-%s" % (pick(rng, ["131", "152", "171", "182", "201", "08", "11"]), pick(rng, ["C", "D", "G", "L", "KY", "MO", "WX"]),
                             digits(rng, 4, True))
    if cc == "AU":
        return pick(rng, [letters(rng, 3) + "-" + digits(rng, 3), digits(rng, 1, True) + letters(rng, 3) + " " + digits(rng, 3)])
    if cc == "NZ":
        return letters(rng, 3) + digits(rng, 3)
    if cc == "CA":
        return letters(rng, 4) + " " + digits(rng, 3)
    return digits(rng, 1, True) + letters(rng, 3) + digits(rng, 3)


def device(rng, kind):
    if kind == "lot":
        return pick(rng, [digits(rng, 7, True), letters(rng, 1) + digits(rng, 6), digits(rng, 4) + letters(rng, 2) + digits(rng, 3)])
    if kind == "sn":
        return pick(rng, [letters(rng, 3) + digits(rng, 6), digits(rng, 4) + letters(rng, 1) + digits(rng, 4),
                          "SN" + digits(rng, 8)])
    return letters(rng, 2) + digits(rng, 6)


def bioid(rng, kind):
    if kind == "palm":
        return "PV-" + digits(rng, 8)
    if kind == "finger":
        return "FP-" + digits(rng, 5)
    return "FR-" + digits(rng, 5)


def postcode(rng, c):
    cc = c["cc"]
    if cc == "UK":
        return "%s%d %d%s" % (c["pc_area"], rng.randrange(1, 30), rng.randrange(1, 10), letters(rng, 2, "ABDEFGHJLNPQRSTUWXYZ"))
    if cc == "IE":
        return "%s %s" % (c["pc_area"], letters(rng, 1, "ACDEFHKNPRTVWXY") + digits(rng, 1) + letters(rng, 1, "ACDEFHKNPRTVWXY") + digits(rng, 1))
    if cc in ("AU", "NZ"):
        return c["pc_area"]
    if cc == "CA":
        return "%s %d%s%d" % (c["pc_area"], rng.randrange(10), letters(rng, 1, "ABCEGHJKLMNPRSTVWXYZ"), rng.randrange(10))
    return c["pc_area"] + digits(rng, 2)
