"""Build one fictional case (patient, staff, sites, timeline) for a note."""
import datetime as dt

import phi
import pools_people as PP
import pools_places as PL
from phi import grp

COUNTRY_WEIGHTS = [("UK-ENG", 30), ("UK-SCO", 8), ("UK-WAL", 7), ("IE", 10), ("AU", 13),
                   ("NZ", 10), ("CA", 10), ("US", 12)]


def wchoice(rng, pairs):
    tot = sum(w for _, w in pairs)
    r = rng.random() * tot
    for v, w in pairs:
        r -= w
        if r < 0:
            return v
    return pairs[-1][0]


def pick_country(rng):
    return wchoice(rng, COUNTRY_WEIGHTS)


def person(rng, cc, sex=None, origin=None, last=None):
    g = grp(cc)
    if sex is None:
        sex = rng.choice("MF") if rng.random() < 0.97 else "X"
    if origin is None:
        pairs = PP.COUNTRY_ORIGINS[g]
        if cc in ("UK-SCO", "UK-WAL"):
            pairs = [(o, w * (4 if o == "celtic" else 1)) for o, w in pairs]
        origin = wchoice(rng, pairs)
    fs = PP.firsts(origin, sex if sex != "X" else rng.choice("MF"))
    first = rng.choice(fs)
    if last is None:
        last = rng.choice(PP.surnames(origin))
    mid = rng.choice(PP.firsts(origin, rng.choice("MF")))[0] if rng.random() < 0.35 else ""
    title = rng.choice(PP.TITLES[sex])
    return {"first": first, "last": last, "mid": mid, "sex": sex, "origin": origin, "title": title,
            "nick": PP.NICKNAMES.get(first)}


def staff(rng, cc, role="adv"):
    p = person(rng, cc)
    if rng.random() < 0.3:
        p["first"] = rng.choice(PP.STAFF_FIRST_EXTRA)
    p["role"] = role
    p["lic"] = phi.staff_licence(rng, cc, {"doc": "doc", "pharm": "pharm", "mw": "nurse",
                                           "nurse": "nurse"}.get(role, "adv"))
    p["user"] = phi.username(rng, p["first"], p["last"])
    p["email"] = phi.email_person(rng, p["first"], p["last"],
                                  rng.choice(["nhs.example.net", "example.org", "health.example.org",
                                              "example.com", "quit.example.net"]))
    if role == "doc":
        p["title"] = "Dr"
    return p


def N(typ, p, form="full"):
    """Name value for person p in a given written form."""
    f, l, m = p["first"], p["last"], p["mid"]
    if form == "full":
        return (typ, "%s %s" % (f, l))
    if form == "mid":
        return (typ, "%s %s. %s" % (f, m, l) if m else "%s %s" % (f, l))
    if form == "first":
        return (typ, f)
    if form == "last":
        return (typ, l)
    if form == "LAST_first":
        return (typ, "%s, %s" % (l.upper(), f.upper()) + (" " + m if m else ""))
    if form == "last_first":
        return (typ, "%s, %s" % (l, f))
    if form == "f_last":
        return (typ, "%s. %s" % (f[0], l))
    if form == "init":
        return (typ, "%s%s" % (f[0], l[0]))
    if form == "nick":
        return (typ, p["nick"] or f)
    if form == "title":
        return [p["title"] + " ", (typ, l)]
    if form == "title_full":
        return [p["title"] + " ", (typ, "%s %s" % (f, l))]
    raise ValueError(form)


def SN(p, form="full"):
    return N("DOCTOR", p, form)


def PN(p, form="full"):
    return N("PATIENT", p, form)


def FN(p, form="full"):
    return N("FAMILY", p, form)


def place_word(rng, cc=None):
    if cc is None or rng.random() < 0.6:
        return rng.choice(PL.PLACE_WORDS)
    return rng.choice(PL.PLACE_WORDS_LOCAL[grp(cc)])


def hospital_name(rng, cc):
    g = grp(cc)
    if rng.random() < 0.2 and g in ("UK", "IE", "AU"):
        return "St %s's %s" % (rng.choice(PL.SAINTS), rng.choice(["Hospital", "General Hospital", "University Hospital"]))
    return "%s %s" % (place_word(rng, cc), rng.choice(PL.HOSP_SUFFIX[g]))


def practice_name(rng, cc):
    return "%s %s" % (place_word(rng, cc), rng.choice(PL.PRACTICE_SUFFIX[grp(cc)]))


def service_name(rng, cc):
    pw = place_word(rng, cc)
    return rng.choice(PL.SERVICE_PATTERNS[grp(cc)]).replace("{P}", pw), pw


def pharmacy_name(rng, cc):
    pat = rng.choice(PL.PHARMACY_PATTERNS)
    g = grp(cc)
    if g != "US" and "Drug Store" in pat:
        pat = "{P} Pharmacy"
    if g != "AU" and "Discount" in pat:
        pat = "{P} Chemist"
    if g in ("US", "CA") and "Chemist" in pat:
        pat = rng.choice(["{P} Pharmacy", "{P} Drug Store" if g == "US" else "{P} Pharmacy & Wellness"])
    return pat.replace("{P}", place_word(rng, cc)).replace("{S}", rng.choice(PL.STREET_WORDS["common"]) + " Street")


def org_name(rng, cc, kind="employer"):
    g = grp(cc)
    if kind == "school":
        return rng.choice(PL.SCHOOL_PATTERNS).replace("{P}", place_word(rng, cc)).replace("{S}", rng.choice(PL.SAINTS))
    if kind == "church":
        return rng.choice(PL.CHURCH_PATTERNS).replace("{P}", place_word(rng, cc)).replace("{S}", rng.choice(PL.SAINTS))
    if kind == "club":
        return rng.choice(PL.CLUB_PATTERNS).replace("{P}", place_word(rng, cc))
    if kind == "housing":
        return rng.choice(PL.HOUSING_PATTERNS).replace("{P}", place_word(rng, cc))
    if kind == "vape":
        return rng.choice(PL.VAPE_SHOP_PATTERNS).replace("{P}", place_word(rng, cc))
    suf = list(PL.ORG_SUFFIX) + {"AU": PL.ORG_SUFFIX_AU, "NZ": PL.ORG_SUFFIX_NZ, "US": PL.ORG_SUFFIX_US}.get(g, [])
    return "%s %s" % (place_word(rng, cc), rng.choice(suf))


def venue_name(rng, cc=None):
    return "%s %s" % (place_word(rng, cc), rng.choice(PL.VENUE_SUFFIX))


def ward_name(rng):
    if rng.random() < 0.3:
        return "Ward %d%s" % (rng.randrange(1, 40), rng.choice(["", "", "A", "B", "C"]))
    return "%s Ward" % rng.choice(PL.WARD_WORDS)


def street_words(cc):
    g = grp(cc)
    return PL.STREET_WORDS["common"] + PL.STREET_WORDS.get(g, [])


def address(rng, cc, town=None, site=False):
    g = grp(cc)
    if town is None:
        town = rng.choice(PL.TOWNS[cc])
    name, region, pre, area = town
    st = phi.street(rng, cc, street_words(cc), PL.STREET_TYPES[g])
    if site:
        st = "%d %s %s" % (rng.randrange(1, 400), rng.choice(street_words(cc)), rng.choice(PL.STREET_TYPES[g]))
        if rng.random() < 0.2:
            st = "Unit %d, %s" % (rng.randrange(1, 12), st)
    pc = phi.postcode(rng, cc, pre)
    return {"street": st, "town": name, "region": region, "zip": pc, "area": area, "cc": cc}


def addr_line(a, sep=", ", with_region=None, country=False):
    """Address pieces (all spans) for one line."""
    g = grp(a["cc"])
    out = [("STREET", a["street"]), sep, ("CITY", a["town"])]
    if g in ("AU", "CA", "US"):
        out += [(" " if g == "AU" else ", "), ("STATE", a["region"]), (" " if g != "AU" else " "), ("ZIP", a["zip"])]
    elif g == "NZ":
        out += [" ", ("ZIP", a["zip"])]
    else:
        if with_region:
            out += [sep, ("CITY", a["region"])]
        out += [(" " if g == "UK" and sep == ", " and not with_region else sep), ("ZIP", a["zip"])]
    if country:
        out += [sep, ("COUNTRY", PL.COUNTRY_NAME[a["cc"]] if g != "UK" else "United Kingdom")]
    return out


def addr_block(a, nl="\n"):
    g = grp(a["cc"])
    out = [("STREET", a["street"]), nl, ("CITY", a["town"])]
    if g in ("AU", "CA", "US"):
        out += [" ", ("STATE", a["region"]), " ", ("ZIP", a["zip"])]
    elif g == "NZ":
        out += [" ", ("ZIP", a["zip"])]
    else:
        out += [nl, ("ZIP", a["zip"])]
    return out


def make_case(rng, cc, kind="general"):
    g = grp(cc)
    c = {"cc": cc, "g": g, "ds": phi.date_style(rng, cc)}
    sex = "F" if kind == "preg" else None
    pt = person(rng, cc, sex=sex)
    c["pt"] = pt
    if kind == "preg":
        age = rng.randrange(16, 44)
    elif kind == "inpt":
        age = rng.randrange(28, 93)
    elif kind == "family":
        age = rng.randrange(20, 52)
    else:
        age = min(90, max(16, int(rng.gauss(46, 15))))
    c["age"] = age
    first = phi.rand_date(rng, dt.date(2022, 1, 4), dt.date(2025, 5, 30))
    c["d_first"] = first
    c["dob"] = first - dt.timedelta(days=age * 365 + age // 4 + rng.randrange(1, 364))
    c["d_ref"] = first - dt.timedelta(days=rng.randrange(1, 22))
    c["d_qd"] = first + dt.timedelta(days=rng.choice([0, 0, 2, 3, 5, 7, 7, 10, 14]))
    c["d_fu4"] = c["d_qd"] + dt.timedelta(days=rng.randrange(25, 43))
    town = rng.choice(PL.TOWNS[cc])
    c["town"] = town
    c["addr"] = address(rng, cc, town)
    c["mob"] = phi.mobile(rng, cc)
    c["home"] = phi.landline(rng, cc, town[3])
    c["email"] = phi.email_person(rng, pt["first"], pt["last"])
    profs = list(PL.PROFESSIONS) + {"AU": PL.PROF_AU, "NZ": PL.PROF_NZ, "US": PL.PROF_US,
                                     "CA": PL.PROF_CA}.get(g, [])
    c["job"] = rng.choice(profs) if rng.random() < 0.8 else None
    c["status"] = rng.choice(PL.STATUSES)
    if g != "UK" and c["status"] == "on Universal Credit":
        c["status"] = "on benefits"
    c["employer"] = org_name(rng, cc)
    # identifiers
    if cc == "UK-SCO":
        c["nhsno"] = ("CHI", phi.chi_number(rng, c["dob"], pt["sex"] if pt["sex"] != "X" else "F"))
    elif g == "UK":
        c["nhsno"] = ("NHS No", phi.nhs_number(rng))
    elif g == "NZ":
        c["nhsno"] = ("NHI", phi.mrn(rng, cc))
    else:
        c["nhsno"] = ({"IE": "MRN", "AU": "UR", "CA": "Chart #", "US": "MRN"}[g], phi.mrn(rng, cc))
    c["mrn"] = phi.mrn(rng, cc)
    c["client"] = phi.client_id(rng)
    c["hp"] = phi.healthplan(rng, cc, town[1])
    c["hp_label"] = {"AU": "Medicare No", "IE": "Medical card no.", "CA": "Health card #",
                     "NZ": "CSC no.", "US": "Member ID", "UK": "NHS No"}[g]
    c["ssn"] = phi.ssn(rng, cc)
    c["ssn_label"] = {"IE": "PPSN", "CA": "SIN", "NZ": "IRD no.", "US": "SSN", "AU": "TFN", "UK": "NI"}[g]
    c["acct"] = phi.account(rng)
    # people around the patient
    psex = "M" if pt["sex"] == "F" else ("F" if rng.random() < 0.85 else "M")
    c["partner"] = person(rng, cc, sex=psex, last=pt["last"] if rng.random() < 0.5 else None)
    c["partner_word"] = {"M": rng.choice(["partner", "husband", "boyfriend"] if age > 22 else ["boyfriend", "partner"]),
                         "F": rng.choice(["partner", "wife", "girlfriend"] if age > 22 else ["girlfriend", "partner"])}[psex]
    c["relative"] = person(rng, cc)
    c["rel_word"] = {"M": rng.choice(["brother", "dad", "son", "uncle", "mate", "neighbour"]),
                     "F": rng.choice(["sister", "mum", "daughter", "aunt", "friend", "neighbour"]),
                     "X": "friend"}[c["relative"]["sex"]]
    top = min(17, age - 16)
    c["kids"] = sorted(rng.sample(range(1, top), min(top - 1, rng.randrange(0, 4)))) if 18 <= age <= 62 else []
    # staff and sites
    c["adv"] = staff(rng, cc, "adv")
    c["gp"] = staff(rng, cc, "doc")
    c["mw"] = staff(rng, cc, "mw")
    c["pharm"] = staff(rng, cc, "pharm")
    c["cons"] = staff(rng, cc, "doc")
    c["admin"] = staff(rng, cc, "admin")
    c["service"], svc_pw = service_name(rng, cc)
    c["service_addr"] = address(rng, cc, town, True)
    c["service_tel"] = phi.landline(rng, cc, town[3])
    c["service_email"] = rng.choice(["stopsmoking", "quit", "smokefree", "referrals", "quit.team",
                                     "tobacco.service"]) + "@" + rng.choice(["example.org", "nhs.example.net",
                                                                             "health.example.com", "example.net"])
    c["service_url"] = rng.choice(["www.", "https://www.", "", "https://"]) + \
        rng.choice(["quit", "smokefree", "stopsmoking", "breathe", "quitwell"]) + "-" + \
        phi.slug(svc_pw) + "." + rng.choice(["example.org", "example.com", "example.net"]) + \
        rng.choice(["", "/refer", "/self-referral", "/support", "/vape-offer", "/pregnancy"])
    c["practice"] = practice_name(rng, cc)
    c["practice_addr"] = address(rng, cc, town, True)
    c["practice_tel"] = phi.landline(rng, cc, town[3])
    c["practice_fax"] = phi.landline(rng, cc, town[3])
    c["hospital"] = hospital_name(rng, cc)
    c["ward"] = ward_name(rng)
    c["pharmacy"] = pharmacy_name(rng, cc)
    c["pharmacy_addr"] = address(rng, cc, town, True)
    c["pharmacy_tel"] = phi.landline(rng, cc, town[3])
    c["venue"] = venue_name(rng, cc)
    c["co_sn"] = phi.co_serial(rng)
    # smoking history
    c["cpd"] = rng.choice([5, 8, 10, 10, 12, 15, 15, 20, 20, 20, 25, 30, 40])
    c["start_age"] = min(age - 1, rng.choice([11, 12, 13, 14, 14, 15, 15, 16, 16, 17, 18, 19, 21, 25]))
    c["ftnd"] = max(0, min(10, c["cpd"] // 5 + rng.randrange(0, 5)))
    c["co0"] = max(3, int(c["cpd"] * rng.uniform(0.8, 1.6)) + rng.randrange(0, 6))
    c["ttfc"] = rng.choice(["<5 min", "within 5 mins", "6-30 mins", "31-60 mins", ">60 mins", "on waking"])
    prev_n = rng.choice([0, 0, 1, 1, 2, 3, 4, 5])
    c["prev"] = sorted(phi.rand_date(rng, dt.date(max(c["dob"].year + 16, 2000), 1, 1), first - dt.timedelta(days=120))
                       for _ in range(prev_n)) if first.year - max(c["dob"].year + 16, 2000) > 1 else []
    return c


def pronouns(p):
    return {"M": ("he", "his", "him"), "F": ("she", "her", "her"), "X": ("they", "their", "them")}[p["sex"]]
