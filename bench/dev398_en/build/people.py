"""Builds the per-note context: patient, relatives, staff, sites, identifiers."""
import ids
import pools
from core import pick, chance

COUNTRY_NAMES = {"UK": ["United Kingdom", "UK"], "IE": ["Ireland"], "AU": ["Australia"],
                 "NZ": ["New Zealand"], "CA": ["Canada"], "US": ["USA", "United States"]}

ORIGIN_W = {
    "UK": {"anglo": 40, "celtic": 10, "irish": 6, "indian": 9, "south_asian_muslim": 9,
           "west_african": 6, "east_south_african": 3, "european": 9, "chinese": 3,
           "middle_east": 4, "vietnamese_filipino": 2},
    "IE": {"irish": 55, "anglo": 10, "european": 15, "west_african": 6, "indian": 4,
           "south_asian_muslim": 2, "vietnamese_filipino": 4, "middle_east": 3},
    "AU": {"anglo": 40, "chinese": 10, "vietnamese_filipino": 5, "indian": 8,
           "south_asian_muslim": 2, "european": 10, "middle_east": 8, "maori_pacific": 5,
           "irish": 5, "japanese_korean": 3},
    "NZ": {"anglo": 35, "maori_pacific": 28, "chinese": 8, "japanese_korean": 3, "indian": 8,
           "vietnamese_filipino": 3, "european": 5, "celtic": 5},
    "CA": {"anglo": 30, "chinese": 10, "japanese_korean": 4, "vietnamese_filipino": 5,
           "indian": 10, "south_asian_muslim": 5, "european": 10, "irish": 6, "middle_east": 8,
           "west_african": 3, "east_south_african": 3, "hispanic": 4, "celtic": 4},
    "US": {"anglo": 35, "hispanic": 20, "west_african": 8, "east_south_african": 4, "chinese": 5,
           "japanese_korean": 4, "vietnamese_filipino": 4, "indian": 6, "south_asian_muslim": 2,
           "european": 6, "middle_east": 4, "irish": 5},
}

SPELL_UK = {"gyn": "Gynaecology", "gynw": "gynaecology", "urogyn": "Urogynaecology",
            "oest": "oestrogen", "anaes": "anaesthetic", "Anaes": "Anaesthetist",
            "haem": "haematuria", "centre": "Centre", "colour": "colour", "cath": "catheterisation",
            "oed": "oedema", "fibres": "fibres", "anemia": "anaemia", "pedi": "paediatric"}
SPELL_US = {"gyn": "Gynecology", "gynw": "gynecology", "urogyn": "Urogynecology",
            "oest": "estrogen", "anaes": "anesthesia", "Anaes": "Anesthesiologist",
            "haem": "hematuria", "centre": "Center", "colour": "color", "cath": "catheterization",
            "oed": "edema", "fibres": "fibers", "anemia": "anemia", "pedi": "pediatric"}

LABELS = {
    "UK": dict(mrn_label="Hospital No", hp_label="NHS No", gp_word="GP", acct_label="Episode",
               ssn_label="", ins_label=""),
    "IE": dict(mrn_label="MRN", hp_label="Medical Card No", gp_word="GP", acct_label="Episode No",
               ssn_label="PPSN", ins_label="Insurer"),
    "AU": dict(mrn_label="UR No", hp_label="Medicare No", gp_word="GP", acct_label="Episode",
               ssn_label="Centrelink CRN", ins_label="Health fund"),
    "NZ": dict(mrn_label="NHI", hp_label="ACC claim no", gp_word="GP", acct_label="Event ID",
               ssn_label="", ins_label="Insurer"),
    "CA": dict(mrn_label="MRN", hp_label="Health Card", gp_word="family physician",
               acct_label="Visit #", ssn_label="SIN", ins_label="Extended health"),
    "US": dict(mrn_label="MRN", hp_label="Member ID", gp_word="PCP", acct_label="Acct #",
               ssn_label="SSN", ins_label="Insurance"),
}

STAFF_ROLES = ["cons", "reg", "cns", "physio", "anaes", "path", "gp", "gp2", "crs", "uro",
               "rad", "coord", "poa", "scrub", "fy", "uds", "chap", "cns2"]
ROLE_LIC = {"cns": "nurse", "physio": "physio", "poa": "nurse", "scrub": "nurse",
            "uds": "nurse", "chap": "nurse", "coord": "nurse", "cns2": "nurse"}


def _weighted(rng, w):
    keys = sorted(w)
    tot = sum(w[k] for k in keys)
    r = rng.random() * tot
    for k in keys:
        r -= w[k]
        if r < 0:
            return k
    return keys[-1]


def person(rng, cc, sex="F"):
    key = _weighted(rng, ORIGIN_W[cc])
    o = pools.ORIGINS[key]
    first = pick(rng, o[0] if sex == "F" else o[1])
    last = pick(rng, o[2])
    if key in ("anglo", "celtic", "irish"):
        if chance(rng, 0.16):
            first = pick(rng, pools.WORD_FIRST_F if sex == "F" else pools.WORD_FIRST_M)
        if chance(rng, 0.28):
            last = pick(rng, pools.WORD_SURNAMES)
    if chance(rng, 0.04):
        last = last + "-" + pick(rng, pools.ORIGINS["anglo"][2] + pools.WORD_SURNAMES)
    mi = (pick(rng, ids.LET) + ".") if chance(rng, 0.4) else ""
    return {"first": first, "last": last, "mi": mi, "sex": sex, "origin": key}


def _street(rng, cc, plain=False):
    words = pools.STREET_WORDS + (pools.STREET_WORDS_SOUTH if cc in ("AU", "NZ") else [])
    name = pick(rng, words) + " " + pick(rng, pools.STREET_SUFFIX[cc])
    n = rng.randint(1, 148)
    if plain:
        return "%d %s" % (n if cc != "US" else rng.randint(100, 9899), name)
    if cc == "UK":
        return pick(rng, ["%d %s" % (n, name), "%d %s" % (n, name), "Flat %d, %d %s" % (rng.randint(1, 12), n, name)])
    if cc == "IE":
        return pick(rng, ["%d %s" % (n, name), "Apt %d, %s" % (rng.randint(1, 40), name), "%d %s" % (n, name)])
    if cc == "AU":
        return pick(rng, ["%d %s" % (n, name), "Unit %d/%d %s" % (rng.randint(1, 20), n, name)])
    if cc == "NZ":
        return pick(rng, ["%d %s" % (n, name), "%d/%d %s" % (rng.randint(1, 6), n, name)])
    if cc == "CA":
        return pick(rng, ["%d %s" % (n, name), "%d-%d %s" % (rng.randint(101, 1909), n, name)])
    parts = name.split(" ")
    if chance(rng, 0.5):
        name = parts[0] + " " + pools.US_SUFFIX_ABBR.get(parts[1], parts[1])
    n = rng.randint(10, 9899)
    return pick(rng, ["%d %s" % (n, name), "%d %s, Apt %d%s" % (n, name, rng.randint(1, 40), pick(rng, "ABCD"))])


def place(rng, cc, plain=False):
    """Returns dict street/city/county/region/zip for a random address."""
    t = pick(rng, pools.TOWNS[cc])
    a = {"street": _street(rng, cc, plain), "city": t[0], "county": None, "region": None}
    if cc == "UK":
        a["zip"] = ids.postcode(rng, cc, t[1])
    elif cc == "IE":
        a["county"] = t[1]
        a["zip"] = ids.postcode(rng, cc, t[2])
    else:
        a["region"] = t[1]
        a["zip"] = ids.postcode(rng, cc, t[2])
    return a


def _title_cons(rng, cc, sex):
    if cc in ("UK", "IE"):
        return pick(rng, ["Mr", "Dr"] if sex == "M" else ["Ms", "Miss", "Dr", "Mrs", "Prof"])
    return pick(rng, ["Dr", "Dr", "Dr", "Prof"])


def _initials(p):
    s = p["first"][0] + p["last"][0]
    return s.upper()


def staff(rng, cc, c, role):
    sex = "F" if chance(rng, 0.6) else "M"
    p = person(rng, cc, sex)
    full = p["first"] + " " + (p["mi"] + " " if p["mi"] and chance(rng, 0.5) else "") + p["last"]
    c[role + "_full"] = full
    c[role + "_first"] = p["first"]
    c[role + "_last"] = p["last"]
    c[role + "_init"] = _initials(p)
    c[role + "_title"] = _title_cons(rng, cc, sex) if role in ("cons", "crs", "uro") else "Dr"
    lab, val = ids.licence(rng, cc, ROLE_LIC.get(role, "doc"), p["last"])
    c[role + "_lic_label"] = lab
    c[role + "_lic"] = val
    c[role + "_user"] = ids.username(rng, p["first"], p["last"])
    c[role + "_email"] = ids.email_staff(rng, p["first"], p["last"])


def site(rng, cc, c, key, pool):
    c[key] = pick(rng, pool)
    a = place(rng, cc, plain=True)
    c[key + "_street"] = a["street"]
    c[key + "_city"] = a["city"]
    c[key + "_county"] = a["county"]
    c[key + "_region"] = a["region"]
    c[key + "_zip"] = a["zip"]
    c[key + "_phone"] = ids.phone(rng, cc)
    c[key + "_fax"] = ids.phone(rng, cc)


def make_ctx(rng, cc, focus):
    c = {"cc": cc, "focus": focus}
    c.update(SPELL_US if cc in ("US", "CA") else SPELL_UK)
    c.update(LABELS[cc])
    c["ds"] = pick(rng, ids.DATE_STYLES[cc])
    c["country_name"] = pick(rng, COUNTRY_NAMES[cc])
    # patient
    p = person(rng, cc, "F")
    c["pt_first"], c["pt_last"], c["pt_mi"] = p["first"], p["last"], p["mi"]
    c["pt_full"] = p["first"] + " " + p["last"]
    c["pt_fullm"] = p["first"] + " " + (p["mi"] + " " if p["mi"] else "") + p["last"]
    c["pt_lf"] = (p["last"].upper() if chance(rng, 0.6) else p["last"]) + ", " + p["first"] + \
        (" " + p["mi"][0] if p["mi"] else "")
    c["pt_init"] = pick(rng, [p["first"][0] + "." + p["last"][0] + ".", p["first"][0] + p["last"][0]])
    c["pt_nick"] = pools.NICKS.get(p["first"])
    if focus == "endo":
        age = rng.randint(19, 49)
    elif focus == "pessary":
        age = rng.randint(58, 96)
    else:
        age = rng.randint(38, 91)
    c["age_n"] = age
    c["age"] = str(age)
    c["pt_title"] = pick(rng, ["Ms", "Mrs", "Miss"] if age < 60 else ["Mrs", "Mrs", "Ms"])
    base = ids.rand_date(rng, (2021, 1, 4), (2025, 6, 27))
    c["D0"] = base
    dob = ids.shift(base, -(age * 365 + rng.randint(15, 350)))
    c["dob_d"] = dob
    numeric = {"dlong": "dmy", "mdy_long": "mdy", "dabbr2": "dabbr"}
    c["dob"] = ids.fmt_date(dob, numeric.get(c["ds"], c["ds"]))
    a = place(rng, cc)
    c["street"], c["city"], c["county"], c["region"], c["zip"] = \
        a["street"], a["city"], a["county"], a["region"], a["zip"]
    c["phone"] = ids.phone(rng, cc)
    c["mobile"] = ids.phone(rng, cc, "mobile")
    c["email"] = ids.email_patient(rng, p["first"], p["last"], dob.year)
    c["pt_user"] = ids.username(rng, p["first"], p["last"]) + str(dob.year % 100)
    c["mrn"] = ids.mrn(rng, cc)
    c["hp"] = ids.healthplan(rng, cc, a["region"])
    if cc == "NZ" and focus == "endo":
        c["hp_label"] = "Health insurer member no"
        c["hp"] = ids.digits(rng, 8)
    c["ssn"] = ids.ssn(rng, cc)
    c["insurer"] = pick(rng, pools.INSURERS[cc])
    c["member"] = ids.healthplan(rng, "US") if cc != "UK" else "TPH" + ids.digits(rng, 8)
    c["group"] = ids.group_no(rng)
    c["occ"] = pick(rng, pools.OCCUPATIONS)
    c["employer"] = pick(rng, pools.OCC_EMP[c["occ"]])
    c["school"] = pick(rng, pools.SCHOOLS)
    c["club"] = pick(rng, pools.CLUBS if age < 60 else pools.COMMUNITY)
    home = {"UK": ["England", "Scotland", "Wales", "Northern Ireland"], "IE": ["Ireland"]}.get(cc, [])
    opts = [x for x in pools.ORIGIN_COUNTRIES.get(p["origin"], []) if x not in home]
    c["abroad"] = pick(rng, opts or pools.COUNTRIES_ABROAD)
    # relatives
    psex = "M" if chance(rng, 0.82) else "F"
    q = person(rng, cc, psex)
    if chance(rng, 0.7):
        q["last"] = p["last"]
    c["partner_first"] = q["first"]
    c["partner_full"] = q["first"] + " " + q["last"]
    c["partner_rel"] = pick(rng, ["husband", "partner", "husband"]) if psex == "M" else pick(rng, ["wife", "partner"])
    c["partner_occ"] = pick(rng, pools.FAMILY_OCC)
    c["partner_phone"] = ids.phone(rng, cc, "mobile")
    k = person(rng, cc, "F" if chance(rng, 0.5) else "M")
    c["kid_first"] = k["first"]
    if age < 48:
        c["kid_rel"] = "sister" if k["sex"] == "F" else "brother"
    else:
        c["kid_rel"] = "daughter" if k["sex"] == "F" else "son"
    c["kid_full"] = k["first"] + " " + (p["last"] if chance(rng, 0.6) else k["last"])
    c["kid_occ"] = pick(rng, pools.FAMILY_OCC)
    for key in ("occ", "partner_occ", "kid_occ"):
        c[key + "_a"] = "an" if c[key][0].lower() in "aeiou" or c[key].startswith("HGV") else "a"
    m = person(rng, cc, "F")
    c["mother_first"] = m["first"]
    c["friend_full"] = person(rng, cc, "F")["first"] + " " + pick(rng, pools.ORIGINS["anglo"][2])
    # staff
    for role in STAFF_ROLES:
        staff(rng, cc, c, role)
    c["typ_init"] = (pick(rng, ids.LET) + pick(rng, ids.LET)).lower()
    # sites
    site(rng, cc, c, "hosp", pools.HOSPITALS[cc])
    c["hosp_abbr"] = "".join(w[0] for w in c["hosp"].replace("'s", "").split() if w[0].isupper())
    c["other_hosp"] = pick(rng, [h for h in pools.HOSPITALS[cc] if h != c["hosp"]])
    pa = pools.PRACTICE_A
    site(rng, cc, c, "prac", [pick(rng, pa) + " " + pick(rng, pools.PRACTICE_B[cc])])
    c["prac_email"] = ids.email_dept(rng, ["reception", "referrals", "admin", "practice.manager"])
    c["pharmacy"] = pick(rng, pools.PHARMACY)
    c["ward"] = pick(rng, pools.WARDS)
    c["building"] = pick(rng, pools.BUILDINGS)
    c["bay"] = str(rng.randint(1, 8))
    c["bed"] = str(rng.randint(1, 6)) + ("" if chance(rng, 0.8) else pick(rng, "AB"))
    c["room"] = pick(rng, [str(rng.randint(1, 14)), "%d%s" % (rng.randint(1, 4), ids.digits(rng, 2)),
                           "%s%d" % (pick(rng, "ABCDU"), rng.randint(1, 9))])
    c["theatre"] = str(rng.randint(1, 12))
    c["sec_phone"] = ids.phone(rng, cc) if chance(rng, 0.6) else ids.with_ext(rng, ids.phone(rng, cc))
    c["dept_email"] = ids.email_dept(rng, ["gynae.secretaries", "endo.cns", "womens.health", "endometriosis.centre"]
                                     if focus == "endo" else
                                     ["urogynae.office", "pelvicfloor.team", "continence.service", "pessary.clinic"])
    c["theatre_w"] = "OR" if cc in ("US", "CA") else "Theatre"
    c["hosp_url"] = ids.url(rng, pick(rng, ["endometriosis", "urogynaecology", "womens-health",
                                            "pelvic-health", "patients/leaflets"]))
    # identifiers
    c["enc"] = ids.account(rng, cc)
    c["ubrn"] = "%s %s %s" % (ids.digits(rng, 4), ids.digits(rng, 4), ids.digits(rng, 4))
    c["lab_no"] = ids.lab_no(rng, base.year)
    c["order_no"] = pick(rng, ["ORD-", "RQ", "ORD"]) + ids.digits(rng, 6)
    c["mdt_ref"] = "MDT-%d-%s" % (base.year, ids.digits(rng, 4))
    c["uds_no"] = "UDS-%02d-%s" % (base.year % 100, ids.digits(rng, 4))
    c["plate"] = ids.plate(rng, cc)
    c["vin"] = ids.vin(rng)
    c["bioid"] = ids.bioid(rng)
    c["lot"] = ids.device_serial(rng, "lot")
    c["sn"] = ids.device_serial(rng, "sn")
    c["ip"] = ids.private_ip(rng)
    c["ip2"] = ids.private_ip(rng)
    c["bleep"] = ids.bleep(rng, cc)
    return c


def fd(c, d, style=None):
    return ids.fmt_date(d, style or c["ds"])


def fwd(c, d):
    return ids.fmt_weekday(d, c["ds"])
