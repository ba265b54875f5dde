"""Identifier, licence and contact value generators (all fictional)."""

U = "ABCDEFGHJKLMNPRSTUVWXYZ"


def d(rng, n):
    return "".join(rng.choice("0123456789") for _ in range(n))


def L(rng, n, pool=U):
    return "".join(rng.choice(pool) for _ in range(n))


def mrn(rng, country):
    if country == "UK":
        return rng.choice(["K%s" % d(rng, 7), "%s%s" % (d(rng, 7), L(rng, 1)),
                           "RX%s %s" % (d(rng, 1), d(rng, 6)), "M%s" % d(rng, 6), "A%s" % d(rng, 6)])
    if country == "US":
        return rng.choice([d(rng, 8), "MR%s" % d(rng, 7), "%s-%s-%s" % (d(rng, 2), d(rng, 2), d(rng, 4))])
    if country == "IE":
        return rng.choice([d(rng, 7), "H%s" % d(rng, 6)])
    if country == "AU":
        return rng.choice([d(rng, 7), "%s%s" % (L(rng, 1), d(rng, 6))])
    if country == "CA":
        return rng.choice([d(rng, 8), "%s-%s" % (d(rng, 4), d(rng, 4))])
    return rng.choice([d(rng, 7), "%s%s" % (L(rng, 2), d(rng, 5))])


def health_no(rng, country, nation=None, dob=None):
    """Public health-system beneficiary numbers and insurance member IDs."""
    if country == "UK":
        if nation == "S" and dob is not None:
            return "%02d%02d%02d%s" % (dob.day, dob.month, dob.year % 100, d(rng, 4))
        if nation == "N":
            return "3%s %s %s" % (d(rng, 2), d(rng, 3), d(rng, 4))
        return "9%s %s %s" % (d(rng, 2), d(rng, 3), d(rng, 4))
    if country == "US":
        return rng.choice(["%s%s" % (L(rng, 3), d(rng, 9)), "W%s" % d(rng, 9),
                           "%s%s%s" % (L(rng, 1), d(rng, 8), L(rng, 1)), "MCD%s" % d(rng, 8)])
    if country == "IE":
        return "%s%s" % (d(rng, 7), L(rng, 1, "ABCDEFGHJKLMNPQRSTW"))
    if country == "AU":
        return "%s %s %s" % (rng.choice("23456") + d(rng, 3), d(rng, 5), d(rng, 1))
    if country == "CA":
        return rng.choice(["%s-%s-%s-%s" % (d(rng, 4), d(rng, 3), d(rng, 3), L(rng, 2)),
                           "9%s %s %s" % (d(rng, 3), d(rng, 3), d(rng, 3))])
    return "%s%s" % (L(rng, 3, "ABCDEFGHJKLMNPQRSTUVWXYZ"), d(rng, 4))


def health_label(country, nation=None):
    if country == "UK":
        return {"S": "CHI", "N": "H&C No"}.get(nation, "NHS No")
    return {"US": "Member ID", "IE": "Medical Card No", "AU": "Medicare No",
            "CA": "Health Card No", "NZ": "NHI"}[country]


def group_no(rng):
    return rng.choice(["GRP%s" % d(rng, 6), "%s-%s" % (d(rng, 5), d(rng, 3)), "G%s" % d(rng, 7)])


def ssn(rng, country):
    if country == "US":
        if rng.random() < 0.2:
            return "000-%s-%s" % (d(rng, 2), d(rng, 4))
        return "9%s-%s-%s" % (d(rng, 2), d(rng, 2), d(rng, 4))
    if country == "CA":
        return "9%s %s %s" % (d(rng, 2), d(rng, 3), d(rng, 3))
    if country == "IE":
        return "9%s%s" % (d(rng, 6), rng.choice(["T", "TA", "W", "A", "H"]))
    if country == "AU":
        return "9%s %s %s" % (d(rng, 2), d(rng, 3), d(rng, 3))
    if country == "NZ":
        return "9%s-%s-%s" % (d(rng, 2), d(rng, 3), d(rng, 3))
    return "000 %s %s" % (d(rng, 3), d(rng, 3))


def ssn_label(country):
    return {"US": "SSN", "CA": "SIN", "IE": "PPSN", "AU": "TFN", "NZ": "IRD No",
            "UK": "Ref No"}[country]


def account(rng, kind="enc"):
    if kind == "bank":
        return d(rng, 8)
    return rng.choice(["%s-%s" % (d(rng, 4), d(rng, 4)), "ENC%s" % d(rng, 9), "V%s" % d(rng, 7),
                       "%s%s" % (L(rng, 2), d(rng, 8)), "EP-%s" % d(rng, 7), "%s" % d(rng, 10)])


def sort_code(rng):
    return "%s-%s-%s" % (d(rng, 2), d(rng, 2), d(rng, 2))


LIC = {
    # kind: {country: (label, pattern)}; pattern chars: 9 digit, A letter
    "doctor": {"UK": ("GMC", "9999999"), "IE": ("IMC", "999999"), "US": ("NPI", "1999999999"),
               "CA": ("CPSO", "99999"), "AU": ("AHPRA", "MED0009999999"), "NZ": ("MCNZ", "99999")},
    "nurse": {"UK": ("NMC PIN", "99A9999A"), "IE": ("NMBI PIN", "999999"),
              "US": ("RN Lic", "RN999999"), "CA": ("CNO Reg", "AA999999"),
              "AU": ("AHPRA", "NMW0009999999"), "NZ": ("NCNZ", "999999")},
    "slt": {"UK": ("HCPC", "SL99999"), "IE": ("CORU", "SL999999"), "US": ("ASHA", "99999999"),
            "CA": ("CASLPO Reg", "9999"), "AU": ("SPA No", "99999"), "NZ": ("NZSTA", "9999")},
    "psych": {"UK": ("HCPC", "PYL99999"), "IE": ("PSI", "M99999"), "US": ("Lic", "PSY99999"),
              "CA": ("CPO Reg", "9999"), "AU": ("AHPRA", "PSY0009999999"), "NZ": ("NZPB", "99-99999")},
    "dental": {"UK": ("GDC", "999999"), "IE": ("Dental Council", "9999"), "US": ("DDS Lic", "DN9999"),
               "CA": ("RCDSO", "99999"), "AU": ("AHPRA", "DEN0009999999"), "NZ": ("DCNZ", "99999")},
    "audio": {"UK": ("HCPC", "CS99999"), "IE": ("CORU", "AU99999"), "US": ("AuD Lic", "AU99999"),
              "CA": ("CASLPO Reg", "9999"), "AU": ("AudA", "99999"), "NZ": ("NZAS", "9999")},
}


def licence(rng, kind, country):
    lab, pat = LIC[kind][country]
    out = "".join(rng.choice("0123456789") if c == "9" else (L(rng, 1) if c == "A" else c) for c in pat)
    if kind == "doctor" and country == "US" and rng.random() < 0.3:
        return "DEA", "%s%s%s" % (L(rng, 1, "ABFM"), L(rng, 1), d(rng, 7))
    return lab, out


def serial(rng, kind="aid"):
    if kind == "aid":
        return rng.choice(["%s%s%s" % (d(rng, 4), L(rng, 2), d(rng, 2)), "SN%s" % d(rng, 8),
                           "%s-%s" % (d(rng, 5), d(rng, 4)), "%s%s" % (L(rng, 1), d(rng, 9))])
    if kind == "pump":
        return rng.choice(["%s%s" % (L(rng, 2), d(rng, 7)), "SYM-%s" % d(rng, 6)])
    return rng.choice(["%s-%s" % (L(rng, 3), d(rng, 6)), "%s%s%s" % (L(rng, 2), d(rng, 5), L(rng, 1))])


def plate(rng, country):
    if country == "UK":
        return "%s%02d %s" % (L(rng, 2), rng.choice([17, 18, 19, 20, 21, 22, 23, 24, 67, 68, 69, 70, 71, 72, 73]),
                               L(rng, 3))
    if country == "IE":
        return "%s-%s-%s" % (rng.choice(["191", "192", "201", "211", "221", "231", "232", "241", "151", "12"]),
                             rng.choice(["D", "C", "G", "L", "KY", "WX", "MO", "LH", "KE", "MH"]),
                             str(rng.randint(1, 39999)))
    if country == "US":
        return rng.choice(["%s%s%s" % (d(rng, 1), L(rng, 3), d(rng, 3)), "%s-%s" % (L(rng, 3), d(rng, 4))])
    if country == "CA":
        return "%s %s" % (L(rng, 4), d(rng, 3))
    if country == "AU":
        return rng.choice(["%s-%s" % (L(rng, 3), d(rng, 3)), "%s%s%s%s" % (d(rng, 1), L(rng, 2), d(rng, 1), L(rng, 2))])
    return "%s%s" % (L(rng, 3), d(rng, 3))


def bioid(rng, kind):
    if kind == "3d":
        return rng.choice(["3D-%s-%s" % (d(rng, 4), d(rng, 5)), "3DMD%s" % d(rng, 7), "SPG-%s" % d(rng, 6)])
    if kind == "palm":
        return "PV-%s-%s" % (d(rng, 4), d(rng, 4))
    if kind == "foot":
        return "FP-%s" % d(rng, 5)
    return "MP%s/%s" % (d(rng, 2), d(rng, 5))


def idnum(rng, kind):
    if kind == "ubrn":
        return "%s %s %s" % (d(rng, 4), d(rng, 4), d(rng, 4))
    if kind == "registry":
        return rng.choice(["CR%s" % d(rng, 6), "%s-%s" % (L(rng, 2), d(rng, 6)), "REG/%s" % d(rng, 5)])
    if kind == "genetics":
        return rng.choice(["G%s-%s" % (d(rng, 2), d(rng, 5)), "MG%s" % d(rng, 7), "%s/%s" % (d(rng, 2), d(rng, 6))])
    if kind == "accession":
        return rng.choice(["RAD%s" % d(rng, 8), "XR%s" % d(rng, 7), "%s%s" % (L(rng, 2), d(rng, 9))])
    if kind == "order":
        return rng.choice(["ORD-%s" % d(rng, 7), "%s" % d(rng, 9), "RX%s" % d(rng, 7)])
    if kind == "referral":
        return rng.choice(["REF/%s/%s" % (d(rng, 2), d(rng, 5)), "R%s" % d(rng, 8), "%s-%s" % (d(rng, 4), d(rng, 5))])
    if kind == "specimen":
        return rng.choice(["S%s-%s" % (d(rng, 2), d(rng, 4)), "H%s/%s" % (d(rng, 2), d(rng, 5)), "SP%s" % d(rng, 7)])
    if kind == "recording":
        return rng.choice(["SLT-REC-%s" % d(rng, 5), "AV%s" % d(rng, 6)])
    if kind == "lab":
        return rng.choice(["LAB%s" % d(rng, 6), "ORTH-%s" % d(rng, 4), "DKT%s" % d(rng, 5)])
    if kind == "claim":
        return rng.choice(["TC/%s/%s" % (d(rng, 2), d(rng, 5)), "CLM%s" % d(rng, 7), "HTCS-%s" % d(rng, 6)])
    if kind == "benefit":
        return rng.choice(["UC%s" % d(rng, 8), "%s%s" % (L(rng, 2), d(rng, 7)), "CRN %s" % d(rng, 9)])
    if kind == "permit":
        return rng.choice(["PK%s" % d(rng, 5), "P-%s" % d(rng, 6)])
    if kind == "case":
        return rng.choice(["CL-%s-%s" % (rng.choice(["2021", "2022", "2023", "2024"]), d(rng, 4)),
                           "AUD%s" % d(rng, 5), "%s%s" % (L(rng, 3), d(rng, 5))])
    return "%s%s" % (L(rng, 2), d(rng, 6))


def ip(rng):
    r = rng.randrange(3)
    if r == 0:
        return "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
    if r == 1:
        return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(1, 254))
    return "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(1, 254))


DOMAINS = ["example.org", "example.com", "example.net"]


def _slug(s):
    out = "".join(c for c in s.lower() if c.isalnum() or c in "-")
    return out or "x"


def email_for(rng, person):
    fn, ln = _slug(person.first.split()[0]), _slug(person.last.split()[-1])
    style = rng.randrange(4)
    if style == 0:
        local = "%s.%s" % (fn, ln)
    elif style == 1:
        local = "%s%s" % (fn[0], ln)
    elif style == 2:
        local = "%s.%s%s" % (fn, ln[0], d(rng, 2))
    else:
        local = "%s_%s%s" % (ln, fn, d(rng, 4))
    return "%s@%s" % (local, rng.choice(DOMAINS))


def team_email(rng, team):
    return "%s@%s" % (team, rng.choice(DOMAINS))


def url(rng, kind="leaflet"):
    dom = rng.choice(["www.example.org", "www.example.com", "example.net", "www.example.net"])
    if kind == "leaflet":
        path = rng.choice(["/cleft/feeding-your-baby", "/cleft-team/leaflets/bottle-feeding",
                           "/patients/cleft-palate-surgery", "/speech/home-practice",
                           "/audiology/glue-ear", "/families/support", "/cleft/bone-graft-info"])
    elif kind == "portal":
        path = rng.choice(["/portal/login", "/mychart", "/patient-portal/messages", "/myrecord"])
    elif kind == "video":
        path = "/vc/room/%s" % d(rng, 6)
    else:
        path = "/audit/forms/%s" % d(rng, 5)
    if rng.random() < 0.5:
        return "https://" + dom + path
    return dom + path
