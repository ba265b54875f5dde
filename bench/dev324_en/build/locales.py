"""Country conventions: dates, phones, postcodes, identifiers, addresses.

All contact values are fictional: phone/fax/pager numbers contain 555,
e-mail and web addresses use example.com/.org/.net, IP addresses are private,
and SSN-like numbers start with 9.
"""
import datetime as dt

import pools

COUNTRY_NAME = {"GB": "United Kingdom", "US": "USA", "IE": "Ireland", "CA": "Canada", "AU": "Australia",
                "NZ": "New Zealand", "ZA": "South Africa"}
COUNTRY_ALT = {"GB": ["UK", "United Kingdom", "England", "Scotland", "Wales"], "US": ["USA", "United States"],
               "IE": ["Ireland", "Republic of Ireland"], "CA": ["Canada"], "AU": ["Australia"],
               "NZ": ["New Zealand", "Aotearoa New Zealand"], "ZA": ["South Africa", "RSA"]}
BIRTH_COUNTRIES = {
    "anglo": ["England", "Scotland", "Canada", "Australia"], "irish": ["Ireland", "Northern Ireland"],
    "celtic": ["Scotland", "Wales"], "wafrican": ["Nigeria", "Ghana", "Sierra Leone"],
    "eafrican": ["Somalia", "Kenya", "Uganda", "Ethiopia"], "sasian": ["India", "Pakistan", "Bangladesh",
                                                                         "Sri Lanka"],
    "easian": ["China", "Hong Kong", "Vietnam", "the Philippines", "South Korea", "Japan", "Malaysia"],
    "europe": ["Poland", "Italy", "Portugal", "Greece", "Germany", "the Netherlands", "Sweden", "France",
               "Lithuania"],
    "hispanic": ["Mexico", "Colombia", "Chile", "Peru", "Guatemala", "Spain"],
    "mideast": ["Lebanon", "Syria", "Turkey", "Iran", "Iraq", "Jordan"],
    "pacific": ["Samoa", "Tonga", "Fiji", "the Cook Islands"], "safrican": ["Zimbabwe", "Botswana", "Lesotho"],
    "afam": ["Jamaica", "Trinidad and Tobago"], "jewish": ["Israel", "South Africa"],
}
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
MON = [m[:3] for m in MONTHS]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
SPELL_US = [("tumour", "tumor"), ("Tumour", "Tumor"), ("orthopaedic", "orthopedic"),
            ("Orthopaedic", "Orthopedic"), ("haemoglobin", "hemoglobin"), ("anaesthe", "anesthe"),
            ("Anaesthe", "Anesthe"), ("oedema", "edema"), ("Oedema", "Edema"), ("paediatric", "pediatric"),
            ("Paediatric", "Pediatric"), ("centre", "center"), ("Centre", "Center"), ("haemat", "hemat"),
            ("Haemat", "Hemat"), ("organis", "organiz"), ("colour", "color"), ("favour", "favor"),
            ("programme", "program"), ("litre", "liter"), ("behaviour", "behavior"), ("mum ", "mom "),
            ("Mum ", "Mom "), ("oestr", "estr"), ("haemorrh", "hemorrh"), ("foetal", "fetal"),
            ("neutropaen", "neutropen"), ("leukaem", "leukem"), ("ischaem", "ischem"), ("Ischaem", "Ischem"),
            ("diarrhoea", "diarrhea"), ("practise", "practice"), ("catheteris", "catheteriz"),
            ("randomis", "randomiz"), ("Randomis", "Randomiz"), ("mobilis", "mobiliz"),
            ("Mobilis", "Mobiliz"), ("immobilis", "immobiliz"), (" GP", " PCP"), ("\nGP", "\nPCP"),
            ("bleep", "pager"), ("Bleep", "Pager"), ("Keyworker", "Nurse navigator"), ("keyworker", "nurse navigator"),
            ("Ward contact", "Unit contact"), ("TYA", "AYA"), (" BD\n", " BID\n"), (" TDS\n", " TID\n"), (" QDS\n", " QID\n"),
            (" BD;", " BID;"), (" TDS;", " TID;"), (" BD ", " BID "), (" TDS ", " TID "), (" QDS ", " QID "), (" FY1", " Intern"), (" SHO)", " Resident)")]


def digits(rng, n):
    return "".join(rng.choice("0123456789") for _ in range(n))


def letters(rng, n, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(rng.choice(pool) for _ in range(n))


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


# ---------------------------------------------------------------- dates
def date_styles(country):
    if country == "US":
        return ["us_slash", "us_slash", "us_short", "us_long", "iso", "mon_d_y"]
    if country == "CA":
        return ["iso", "iso", "d_mon_y", "us_long", "dmy_slash", "dd_MON_yyyy"]
    if country == "ZA":
        return ["za_slash", "dmy_slash", "d_month_y", "d_mon_y"]
    return ["dmy_slash", "dmy_slash", "d_month_y", "d_mon_y", "dd_MON_yyyy", "dmy_dot", "dmy_short"]


def fmt_date(d, style):
    if style == "us_slash":
        return "%02d/%02d/%d" % (d.month, d.day, d.year)
    if style == "us_short":
        return "%d/%d/%02d" % (d.month, d.day, d.year % 100)
    if style == "us_long":
        return "%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year)
    if style == "mon_d_y":
        return "%s %d %d" % (MON[d.month - 1], d.day, d.year)
    if style == "iso":
        return "%d-%02d-%02d" % (d.year, d.month, d.day)
    if style == "za_slash":
        return "%d/%02d/%02d" % (d.year, d.month, d.day)
    if style == "dmy_slash":
        return "%02d/%02d/%d" % (d.day, d.month, d.year)
    if style == "d_month_y":
        return "%d %s %d" % (d.day, MONTHS[d.month - 1], d.year)
    if style == "d_mon_y":
        return "%d %s %d" % (d.day, MON[d.month - 1], d.year)
    if style == "dd_MON_yyyy":
        return "%02d-%s-%d" % (d.day, MON[d.month - 1].upper(), d.year)
    if style == "dmy_dot":
        return "%d.%d.%02d" % (d.day, d.month, d.year % 100)
    if style == "dmy_short":
        return "%02d/%02d/%02d" % (d.day, d.month, d.year % 100)
    if style == "ord_month":
        return "%s %s %d" % (ordinal(d.day), MONTHS[d.month - 1], d.year)
    if style == "wk_dm":
        return "%s %d/%d" % (WEEKDAYS[d.weekday()][:3], d.day, d.month)
    if style == "wk_md":
        return "%s %d/%d" % (WEEKDAYS[d.weekday()][:3], d.month, d.day)
    if style == "wk_long":
        return "%s, %d %s %d" % (WEEKDAYS[d.weekday()], d.day, MONTHS[d.month - 1], d.year)
    if style == "wk_long_us":
        return "%s, %s %d, %d" % (WEEKDAYS[d.weekday()], MONTHS[d.month - 1], d.day, d.year)
    if style == "month_year":
        return "%s %d" % (MONTHS[d.month - 1], d.year)
    if style == "mon_year":
        return "%s %d" % (MON[d.month - 1], d.year)
    if style == "year":
        return "%d" % d.year
    if style == "dm":
        return "%d/%d" % (d.day, d.month)
    if style == "md":
        return "%d/%d" % (d.month, d.day)
    if style == "d_month":
        return "%d %s" % (d.day, MONTHS[d.month - 1])
    raise ValueError(style)


def add_days(d, n):
    return d + dt.timedelta(days=n)


# ---------------------------------------------------------------- phones
def phone(rng, c, kind="home"):
    if c == "GB":
        if kind == "mobile":
            return rng.choice(["07700 555%s" % digits(rng, 3), "07%s 555 %s" % (digits(rng, 3), digits(rng, 3)),
                               "+44 7700 555%s" % digits(rng, 3)])
        return rng.choice(["01%s 555 %s" % (digits(rng, 2), digits(rng, 4)), "01%s 555%s" % (digits(rng, 3),
                           digits(rng, 3)), "020 7555 %s" % digits(rng, 4), "0%s 555 %s" % (rng.choice(
                               ["113", "114", "117", "121", "131", "141", "151", "161", "191", "28"]),
                               digits(rng, 4))])
    if c in ("US", "CA"):
        a = rng.choice(["216", "412", "503", "614", "612", "919", "480", "617", "615", "303", "608", "314",
                        "804", "859", "515"] if c == "US" else ["416", "604", "403", "514", "902", "204",
                                                                 "306", "506", "709", "613", "780", "250"])
        n = digits(rng, 4)
        return rng.choice(["(%s) 555-%s" % (a, n), "%s-555-%s" % (a, n), "%s.555.%s" % (a, n),
                           "+1 %s 555 %s" % (a, n), "(%s) 555-%s" % (a, n)])
    if c == "IE":
        if kind == "mobile":
            p = rng.choice(["083", "085", "086", "087", "089"])
            return rng.choice(["%s 555 %s" % (p, digits(rng, 4)), "+353 %s 555 %s" % (p[1:], digits(rng, 4))])
        a = rng.choice(["01", "021", "061", "091", "066", "094", "074", "053", "071", "051"])
        return rng.choice(["(%s) 555 %s" % (a, digits(rng, 4)), "%s 555 %s" % (a, digits(rng, 4)),
                           "%s-555%s" % (a, digits(rng, 4))])
    if c == "AU":
        if kind == "mobile":
            p = "04" + digits(rng, 2)
            return rng.choice(["%s 555 %s" % (p, digits(rng, 3)), "+61 %s 555 %s" % (p[1:], digits(rng, 3))])
        a = rng.choice(["02", "03", "07", "08"])
        return rng.choice(["(%s) 5550 %s" % (a, digits(rng, 4)), "%s 5550 %s" % (a, digits(rng, 4))])
    if c == "NZ":
        if kind == "mobile":
            p = rng.choice(["021", "022", "027", "029"])
            return rng.choice(["%s 555 %s" % (p, digits(rng, 4)), "+64 %s 555 %s" % (p[1:], digits(rng, 4))])
        a = rng.choice(["09", "07", "06", "04", "03"])
        return rng.choice(["(%s) 555 %s" % (a, digits(rng, 4)), "%s 555 %s" % (a, digits(rng, 4))])
    if c == "ZA":
        if kind == "mobile":
            p = rng.choice(["082", "083", "072", "076", "084"])
            return rng.choice(["%s 555 %s" % (p, digits(rng, 4)), "+27 %s 555 %s" % (p[1:], digits(rng, 4))])
        a = rng.choice(["021", "011", "031", "012", "041", "051"])
        return rng.choice(["%s 555 %s" % (a, digits(rng, 4)), "(%s) 555-%s" % (a, digits(rng, 4))])
    raise ValueError(c)


def pager(rng, c):
    return rng.choice(["555" + digits(rng, 1), "555" + digits(rng, 2), "#555" + digits(rng, 1),
                       "555-" + digits(rng, 4) if c in ("US", "CA") else "555" + digits(rng, 1)])


def extension(rng):
    return rng.choice(["ext. 555%s" % digits(rng, 1), "x555%s" % digits(rng, 1), "ext 555%s" % digits(rng, 2)])


def email_for(rng, first, last, kind="person"):
    f = first.lower().replace(" ", "").replace("'", "")
    last_ = last.lower().replace(" ", "").replace("'", "").replace("-", "")
    f = strip_accents(f)
    last_ = strip_accents(last_)
    dom = rng.choice(["example.com", "example.org", "example.net"])
    if kind == "staff":
        sub = rng.choice(["", "", "hospital.", "health.", "nhs.", "trust."])
        return rng.choice(["%s.%s@%s%s" % (f, last_, sub, dom), "%s%s@%s%s" % (f[0], last_, sub, dom)])
    return rng.choice(["%s.%s%s@%s" % (f, last_, digits(rng, 2), dom), "%s%s@%s" % (f, last_[:4], dom),
                       "%s_%s@%s" % (last_, f[0], dom), "%s%s%s@%s" % (f[0], last_, digits(rng, 3), dom)])


ACC = {"á": "a", "é": "e", "í": "i", "ó": "o", "ú": "u", "Á": "A", "É": "E", "Ó": "O", "ł": "l", "ś": "s",
       "ń": "n", "ó": "o", "ê": "e", "è": "e", "ç": "c", "ã": "a", "ô": "o", "ı": "i", "ş": "s", "ğ": "g",
       "ü": "u", "ö": "o", "ō": "o", "ū": "u", "ā": "a", "Ō": "O", "ë": "e", "ï": "i", "Ç": "C", "Ö": "O",
       "ñ": "n"}


def strip_accents(s):
    return "".join(ACC.get(ch, ch) for ch in s)


def team_email(rng, what):
    return "%s@%s" % (what, rng.choice(["example.org", "example.net", "example.com", "nhs.example.org",
                                         "health.example.net"]))


def url(rng, kind):
    dom = rng.choice(["example.org", "example.com", "example.net"])
    paths = {"portal": ["portal", "mychart", "patient-portal/login", "myhealth"],
             "support": ["sarcoma-support", "bone-cancer-info", "limb-loss-peer-support", "aya-sarcoma"],
             "trial": ["trials/sarcoma", "research/screening", "studies/osteo", "ctu/sarc"],
             "video": ["join/clinic", "vc/sarcoma", "attend/room"]}[kind]
    p = rng.choice(paths)
    return rng.choice(["www.%s/%s" % (dom, p), "https://%s/%s" % (dom, p), "https://www.%s/%s" % (dom, p),
                       "%s.%s/%s" % (rng.choice(["portal", "secure", "apps"]), dom, p)])


def ip(rng):
    k = rng.random()
    if k < 0.45:
        return "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
    if k < 0.75:
        return "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(1, 254))
    return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(1, 254))


# ---------------------------------------------------------------- identifiers
def mrn(rng, c):
    if c == "GB":
        return rng.choice(["RH%s" % digits(rng, 7), "K%s" % digits(rng, 7), "M00%s" % digits(rng, 6),
                           "%s%s" % (letters(rng, 1), digits(rng, 6))])
    if c == "US":
        return rng.choice([digits(rng, 8), "E%s" % digits(rng, 7), "00%s" % digits(rng, 7),
                           "%s-%s" % (digits(rng, 3), digits(rng, 5))])
    if c == "IE":
        return rng.choice([digits(rng, 7), "0%s" % digits(rng, 6), "H%s" % digits(rng, 6)])
    if c == "CA":
        return rng.choice([digits(rng, 7), "MRN%s" % digits(rng, 6), "%s%s" % (letters(rng, 1), digits(rng, 8))])
    if c == "AU":
        return rng.choice([digits(rng, 6), digits(rng, 7), "UR%s" % digits(rng, 6)])
    if c == "NZ":
        return "%s%s" % (letters(rng, 3, "ABCDEFGHJKLMNPQRSTUVWXYZ"), digits(rng, 4))
    return rng.choice(["%s%s" % (letters(rng, 2), digits(rng, 6)), digits(rng, 8)])


def national_number(rng, c):
    """National patient identifier, labelled MRN by convention; None where none exists."""
    if c == "GB":
        s = "9" + digits(rng, 9)
        return "NHS No.", "%s %s %s" % (s[:3], s[3:6], s[6:])
    if c == "NZ":
        return "NHI", "%s%s" % (letters(rng, 3, "ABCDEFGHJKLMNPQRSTUVWXYZ"), digits(rng, 4))
    return None


def healthplan(rng, c):
    """(label, value) for an insurance / health-cover number."""
    if c == "US":
        return rng.choice([("Member ID", "%s%s" % (letters(rng, 3), digits(rng, 9))),
                           ("Subscriber ID", "%s%s" % (letters(rng, 1), digits(rng, 8))),
                           ("MBI", "%s%s%s-%s%s-%s%s" % (digits(rng, 1), letters(rng, 2), digits(rng, 1),
                                                         letters(rng, 2), digits(rng, 1), letters(rng, 2),
                                                         digits(rng, 2))),
                           ("Medicaid ID", digits(rng, 10))])
    if c == "CA":
        return rng.choice([("OHIP", "%s-%s-%s-%s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3),
                                                     letters(rng, 2))),
                           ("PHN", "9%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3))),
                           ("AHCIP", "%s-%s" % (digits(rng, 5), digits(rng, 4))),
                           ("Health card", "%s %s %s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3)))])
    if c == "AU":
        return rng.choice([("Medicare", "%s %s %s" % (rng.choice("23456") + digits(rng, 3), digits(rng, 5),
                                                      digits(rng, 1))),
                           ("Medicare No.", "%s%s" % (rng.choice("23456"), digits(rng, 9))),
                           ("DVA", "%s%s" % (rng.choice(["N", "V", "Q", "W"]), letters(rng, 1) + digits(rng, 6))),
                           ("Health fund member no.", digits(rng, 8))])
    if c == "IE":
        return rng.choice([("Medical card no.", "%s%s" % (digits(rng, 7), letters(rng, 1))),
                           ("GMS no.", digits(rng, 7)),
                           ("Insurance membership no.", "%s%s" % (letters(rng, 2), digits(rng, 8)))])
    if c == "ZA":
        return rng.choice([("Medical aid no.", digits(rng, 9)), ("Scheme member no.", "%s%s" % (
            letters(rng, 2), digits(rng, 7)))])
    if c == "NZ":
        return ("Policy no.", "%s%s" % (letters(rng, 2), digits(rng, 7)))
    return ("Policy no.", "%s%s" % (letters(rng, 3), digits(rng, 6)))


def healthplan_for_age(rng, c, age):
    while True:
        hp = healthplan(rng, c)
        if c == "US" and hp[0] == "MBI" and age < 65:
            continue
        if c == "US" and age >= 65 and hp[0] == "Subscriber ID" and rng.random() < 0.6:
            continue
        return hp


def ssn(rng, c, dob):
    if c == "US":
        return "SSN", "9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4))
    if c == "CA":
        return "SIN", "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    if c == "IE":
        return "PPSN", "9%s%s" % (digits(rng, 6), rng.choice(["T", "W", "A", "TA", "WA", "H"]))
    if c == "ZA" and 1990 <= dob.year <= 1999:
        return "ID no.", "%02d%02d%02d%s" % (dob.year % 100, dob.month, dob.day, digits(rng, 7))
    return None


def account(rng, c):
    return rng.choice([("Encounter", digits(rng, 10)), ("Acct", "%s-%s" % (digits(rng, 4), digits(rng, 4))),
                       ("Visit no.", "V%s" % digits(rng, 8)), ("CSN", digits(rng, 10)),
                       ("Episode", "E%s" % digits(rng, 7)), ("FIN", digits(rng, 9)),
                       ("Billing acct", "BA-%s" % digits(rng, 7))])


def licence(rng, c, role):
    if c == "GB":
        if role in ("nurse", "keyworker"):
            return "NMC PIN", "%s%s%s%s" % (digits(rng, 2), letters(rng, 1), digits(rng, 4), letters(rng, 1))
        if role in ("physio", "prosthetist", "radiographer"):
            return "HCPC", "%s%s" % ({"physio": "PH", "prosthetist": "PO", "radiographer": "RA"}[role],
                                     digits(rng, 6))
        if role == "pharmacist":
            return "GPhC", digits(rng, 7)
        return "GMC", digits(rng, 7)
    if c == "US":
        if role in ("nurse", "keyworker"):
            return "RN lic.", "RN%s" % digits(rng, 7)
        if role in ("physio", "prosthetist"):
            return "Lic.", "PT%s" % digits(rng, 6)
        if role == "pharmacist":
            return "RPh lic.", digits(rng, 6)
        return rng.choice([("NPI", "1" + digits(rng, 9)), ("DEA", letters(rng, 2) + digits(rng, 7)),
                           ("NPI", "1" + digits(rng, 9))])
    if c == "IE":
        if role in ("nurse", "keyworker"):
            return "NMBI PIN", digits(rng, 6)
        if role in ("physio", "prosthetist", "radiographer"):
            return "CORU reg.", "PT%s" % digits(rng, 6)
        return "IMC", digits(rng, 6)
    if c == "CA":
        if role in ("nurse", "keyworker"):
            return "CNO reg.", digits(rng, 7)
        return rng.choice([("CPSO #", digits(rng, 5)), ("CPSBC", digits(rng, 5)), ("License", digits(rng, 6))])
    if c == "AU":
        pre = {"nurse": "NMW", "keyworker": "NMW", "physio": "PHY", "prosthetist": "POR", "pharmacist": "PHA",
               "radiographer": "MRP"}.get(role, "MED")
        return rng.choice([("AHPRA", "%s000%s" % (pre, digits(rng, 7))), ("Prescriber no.", digits(rng, 7))
                           if pre == "MED" else ("AHPRA", "%s000%s" % (pre, digits(rng, 7)))])
    if c == "NZ":
        if role in ("nurse", "keyworker"):
            return "NCNZ", digits(rng, 6)
        return "MCNZ", digits(rng, 5)
    if role in ("nurse", "keyworker"):
        return "SANC", digits(rng, 8)
    return "HPCSA", "%s %s" % (rng.choice(["MP", "PT", "OT"]) if role != "doctor" else "MP", "0" + digits(rng, 6))


def plate(rng, c):
    if c == "GB":
        return "%s%s %s" % (letters(rng, 2), rng.choice(["19", "69", "20", "70", "21", "71", "22", "72", "23",
                                                          "73", "18", "68"]), letters(rng, 3))
    if c == "US":
        return rng.choice(["%s%s%s" % (digits(rng, 1), letters(rng, 3), digits(rng, 3)),
                           "%s-%s" % (letters(rng, 3), digits(rng, 4)), "%s %s" % (letters(rng, 3), digits(rng, 4))])
    if c == "IE":
        return "%s-%s-%s" % (rng.choice(["191", "192", "201", "202", "211", "221", "231", "171", "182"]),
                             rng.choice(["C", "D", "G", "KY", "L", "MO", "W", "T", "CE", "SO"]), digits(rng, 4))
    if c == "CA":
        return rng.choice(["%s %s" % (letters(rng, 4), digits(rng, 3)), "%s %s%s" % (letters(rng, 3),
                           digits(rng, 2), letters(rng, 1))])
    if c == "AU":
        return rng.choice(["%s%s-%s%s" % (digits(rng, 1), letters(rng, 2), digits(rng, 1), letters(rng, 2)),
                           "%s-%s" % (letters(rng, 3), digits(rng, 3)), "%s%s" % (letters(rng, 3), digits(rng, 3))])
    if c == "NZ":
        return "%s%s" % (letters(rng, 3), digits(rng, 3))
    return rng.choice(["CA %s-%s" % (digits(rng, 3), digits(rng, 3)), "%s %s GP" % (letters(rng, 3), digits(rng, 3)),
                       "ND %s-%s" % (digits(rng, 3), digits(rng, 3))])


def vin(rng):
    return letters(rng, 3, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789") + digits(rng, 2) + letters(
        rng, 6, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789") + digits(rng, 6)


def bioid(rng, kind=None):
    kind = kind or rng.choice(["fingerprint", "palm", "bio", "iris"])
    if kind == "fingerprint":
        return rng.choice(["FP-%s" % digits(rng, 5), "FPT%s" % digits(rng, 6)])
    if kind == "palm":
        return "PV-%s" % digits(rng, 7)
    if kind == "iris":
        return "IRIS-%s" % digits(rng, 5)
    return "BIO-%s-%s" % (digits(rng, 4), digits(rng, 4))


def device_serial(rng, kind="implant"):
    if kind == "implant":
        return rng.choice(["JTS-%s-%s" % (digits(rng, 5), letters(rng, 1)), "SN%s" % digits(rng, 8),
                           "%s-%s-%s" % (digits(rng, 4), digits(rng, 4), digits(rng, 2)),
                           "%s%s" % (letters(rng, 2), digits(rng, 7)), "EP%s/%s" % (digits(rng, 5), digits(rng, 2))])
    if kind == "lot":
        return rng.choice(["%s%s" % (letters(rng, 1), digits(rng, 7)), digits(rng, 8), "L%s-%s" % (digits(rng, 4),
                                                                                                    digits(rng, 3))])
    if kind == "pump":
        return "%s%s" % (letters(rng, 3), digits(rng, 6))
    if kind == "port":
        return rng.choice(["PA%s" % digits(rng, 7), "%s-%s" % (digits(rng, 5), digits(rng, 4))])
    return "%s%s" % (letters(rng, 2), digits(rng, 8))


# ---------------------------------------------------------------- addresses
def postcode(rng, c, region_abbr=None):
    if c == "GB":
        out = letters(rng, rng.choice([1, 2]), "BCDEGHKLMNPRSTWY") + str(rng.randint(1, 29))
        return "%s %d%s" % (out, rng.randint(0, 9), letters(rng, 2, "ABDEFGHJLNPQRSTUWXYZ"))
    if c == "US":
        z = "%d%s" % (rng.randint(1, 9), digits(rng, 4))
        return z if rng.random() < 0.85 else "%s-%s" % (z, digits(rng, 4))
    if c == "IE":
        return "%s%s %s" % (letters(rng, 1, "ADEFHKNPRTVWXY"), digits(rng, 2),
                            "".join(rng.choice("ACDEFHKNPRTVWXY0123456789") for _ in range(4)))
    if c == "CA":
        first = {"ON": "KLMNP", "BC": "V", "AB": "T", "QC": "GHJ", "NS": "B", "MB": "R", "SK": "S", "NB": "E",
                 "NL": "A", "PE": "C"}.get(region_abbr, "KLM")
        L = "ABCEGHJKLMNPRSTVWXYZ"
        return "%s%s%s %s%s%s" % (rng.choice(first), digits(rng, 1), rng.choice(L), digits(rng, 1), rng.choice(L),
                                  digits(rng, 1))
    if c == "AU":
        base = {"NSW": "2", "VIC": "3", "QLD": "4", "SA": "5", "WA": "6", "TAS": "7", "ACT": "26", "NT": "08"}.get(
            region_abbr, "2")
        return base + digits(rng, 4 - len(base))
    return "%d%s" % (rng.randint(1, 9), digits(rng, 3))


def town(rng, c):
    pre, suf, tail = pools.TOWN_PARTS[c]
    t = rng.choice(pre) + rng.choice(suf)
    if t.startswith("Te Ao") or " " in t:
        pass
    return t + rng.choice(tail)


def street(rng, c):
    base = rng.choice(pools.STREET_BASE + pools.STREET_LOCAL[c] * 2)
    typ = rng.choice(pools.STREET_TYPE[c])
    num = rng.choice([str(rng.randint(1, 140)), str(rng.randint(1, 60)), str(rng.randint(100, 9800))
                      if c in ("US", "CA") else str(rng.randint(1, 300))])
    s = "%s %s %s" % (num, base, typ)
    r = rng.random()
    if c in ("US", "CA") and r < 0.2:
        s += rng.choice([", Apt %s" % rng.randint(1, 40), " Unit %s" % rng.randint(1, 12),
                         ", Apt %d%s" % (rng.randint(1, 9), rng.choice("ABCD"))])
    elif c in ("AU", "NZ") and r < 0.2:
        s = "%d/%s" % (rng.randint(1, 12), s)
    elif c in ("GB", "IE") and r < 0.15:
        s = rng.choice(["Flat %d, " % rng.randint(1, 30), "Apartment %d, " % rng.randint(1, 60)]) + s
    elif c == "ZA" and r < 0.15:
        s = "Unit %d, %s" % (rng.randint(1, 40), s)
    return s


def address(rng, c):
    a = {"street": street(rng, c), "town": town(rng, c), "country": COUNTRY_NAME[c]}
    if c in pools.REGIONS:
        full, ab = rng.choice(pools.REGIONS[c])
        a["region"] = full
        a["region_ab"] = ab
        a["zip"] = postcode(rng, c, ab)
    else:
        a["zip"] = postcode(rng, c)
    if c in pools.COUNTIES:
        a["county"] = rng.choice(pools.COUNTIES[c])
    if c in ("NZ", "ZA", "AU") and rng.random() < 0.5:
        a["suburb"] = town(rng, c)
    return a
