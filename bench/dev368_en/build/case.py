"""One invented patient journey: person, contacts, identifiers, staff, sites, clinical story."""
import datetime

import pools_people as PP
import pools_places as PL
from core import (P, add_days, age_at, bleep, digits, email_for, letters, nhs_number,
                  pattern, phone, ssn_like, with_ext, fmt_date, styles_for, short_styles)


class Obj:
    pass


SURGEON_TITLE_COUNTRIES = ("GB", "IE", "AU", "NZ", "ZA")


def postcode(rng, country, seed):
    if country == "GB":
        inward = "ABDEFGHJLNPQRSTUWXYZ"
        return "%s%d %d%s%s" % (seed, rng.randint(1, 29), rng.randint(1, 9),
                                rng.choice(inward), rng.choice(inward))
    if country == "IE":
        ch = "ACDEFHKNPRTVWXY"
        return "%s %s%s%s%s" % (seed, rng.choice(ch), rng.choice("0123456789"),
                                rng.choice(ch + "0123456789"), rng.choice(ch + "0123456789"))
    if country == "CA":
        L = "ABCEGHJKLMNPRSTVXY"
        return "%s%d%s %d%s%d" % (seed, rng.randint(0, 9), rng.choice(L), rng.randint(0, 9),
                                  rng.choice(L), rng.randint(0, 9))
    if country == "US":
        z = seed + digits(rng, 2)
        return z if rng.random() < 0.8 else z + "-" + digits(rng, 4)
    return seed


def street_line(rng, country):
    name = rng.choice(PL.STREET_NAMES[country])
    num = rng.randint(1, 180)
    r = rng.random()
    if country == "GB":
        if r < 0.15:
            return "Flat %d, %d %s" % (rng.randint(1, 24), num, name)
        if r < 0.22:
            return "%s Cottage, %s" % (rng.choice(["Rose", "Ivy", "Mill", "Beck", "Holly"]), name)
    if country == "IE" and r < 0.25:
        return "%d %s" % (rng.randint(1, 60), name)
    if country in ("AU", "NZ") and r < 0.2:
        return "%d/%d %s" % (rng.randint(1, 12), num, name)
    if country == "AU" and r < 0.3:
        return "Unit %d, %d %s" % (rng.randint(1, 30), num, name)
    if country == "US":
        num = rng.randint(10, 9800)
        if r < 0.25:
            return "%d %s, Apt %d%s" % (num, name, rng.randint(1, 12), rng.choice("ABCD"))
        if r < 0.33:
            return "%d %s, Unit %d" % (num, name, rng.randint(100, 420))
    if country == "CA":
        num = rng.randint(10, 2400)
        if r < 0.2:
            return "%d-%d %s" % (rng.randint(101, 1804), num, name)
    return "%d %s" % (num, name)


SITE_STREETS = ["Infirmary Road", "Hospital Drive", "Medical Centre Way", "Health Park", "Clinic Lane",
                "Harbour Road", "College Street", "Park Avenue", "Queens Road", "Bridge Street"]


def place(rng, country, near=None, same_town=False, site=False):
    o = Obj()
    towns = PL.TOWNS[country]
    if near is not None:
        towns = [t for t in towns if (t[0] == near.town if same_town else t[1] == near.region)] or towns
    o.town, o.region, seed = rng.choice(towns)
    o.street = street_line(rng, country) if not site else "%d %s" % (rng.randint(1, 400), rng.choice(SITE_STREETS))
    o.pc = postcode(rng, country, seed)
    return o


def licence(rng, country, kind):
    """(label, value) for a clinician's registration or billing number"""
    if kind == "nurse":
        return {"GB": ("NMC PIN", pattern(rng, "NNLNNNNL")), "IE": ("NMBI", digits(rng, 6)),
                "AU": ("AHPRA", "NMW000" + digits(rng, 7)), "NZ": ("NCNZ", digits(rng, 6)),
                "CA": ("CNO Reg", digits(rng, 8)), "US": ("RN Lic.", "RN" + digits(rng, 6)),
                "ZA": ("SANC", digits(rng, 8))}[country]
    if country == "GB":
        return ("GMC", rng.choice(["3", "4", "6", "7"]) + digits(rng, 6))
    if country == "IE":
        return ("IMC", digits(rng, 6))
    if country == "AU":
        return rng.choice([("Provider No", digits(rng, 6) + rng.choice("0123456789") + rng.choice("ABHJKLTWXY")),
                           ("AHPRA", "MED000" + digits(rng, 7))])
    if country == "NZ":
        return ("MCNZ", digits(rng, 5))
    if country == "CA":
        return rng.choice([("CPSO", digits(rng, 5)), ("CPSO #", digits(rng, 6)), ("Billing #", digits(rng, 6))])
    if country == "US":
        return rng.choice([("NPI", "1" + digits(rng, 9)), ("NPI", "1" + digits(rng, 9)),
                           ("DEA", letters(rng, 2) + digits(rng, 7))])
    return rng.choice([("HPCSA", "MP " + digits(rng, 7)), ("Practice No", "0" + digits(rng, 6))])


def person(rng, country, kind, female=None, slug="example.org"):
    p = Obj()
    if female is None:
        female = rng.random() < 0.5
    p.female = female
    p.first = rng.choice(PP.FEMALE_FIRST if female else PP.MALE_FIRST)
    p.last = rng.choice(PP.SURNAMES)
    p.kind = kind
    if kind == "surgeon" and country in SURGEON_TITLE_COUNTRIES:
        p.title = rng.choice(["Ms", "Miss"]) if female else "Mr"
        if rng.random() < 0.12:
            p.title = rng.choice(["Prof", "A/Prof"] if country in ("AU", "NZ") else ["Prof"])
    elif kind in ("nurse", "admin"):
        p.title = ""
    else:
        p.title = "Dr"
    if country in ("US", "CA") and p.title in ("Dr", "Mr", "Ms"):
        p.title += "." if rng.random() < 0.6 else ""
    p.lic = licence(rng, country, "nurse" if kind == "nurse" else "doc") if kind != "admin" else None
    p.email = email_for(rng, p.first, p.last, slug)
    p.user = (p.first[0] + p.last).lower().replace("'", "").replace(" ", "").replace("-", "")
    if rng.random() < 0.4:
        p.user += digits(rng, 1)
    if rng.random() < 0.2:
        p.user = (p.last.replace(" ", "").replace("'", "") + p.first[0]).upper()
    p.ini = (p.first[0] + p.last.split(" ")[-1][0]).upper()
    return p


def full(p):
    return p.first + " " + p.last


def dname(rng, p, form=None):
    """clinician name pieces; titles outside the span"""
    forms = ["tfull", "tinit", "tlast", "full", "init", "caps"]
    form = form or rng.choice(forms)
    t = (p.title + " ") if p.title else ""
    if form == "tfull":
        return [t, P("DOCTOR", full(p))]
    if form == "tinit":
        return [t, P("DOCTOR", p.first[0] + ". " + p.last)]
    if form == "tlast":
        return [t, P("DOCTOR", p.last)] if t else [P("DOCTOR", full(p))]
    if form == "init":
        return [P("DOCTOR", p.first[0] + " " + p.last)]
    if form == "caps":
        return [P("DOCTOR", p.last.upper() + ", " + p.first)]
    if form == "first":
        return [P("DOCTOR", p.first)]
    return [P("DOCTOR", full(p))]


def pname(c, form):
    mr = "Mr. " if c.country in ("US", "CA") and c.dot else "Mr "
    if form == "full":
        return P("PATIENT", c.first + " " + c.last)
    if form == "fullmid":
        return P("PATIENT", "%s %s. %s" % (c.first, c.middle[0], c.last))
    if form == "title":
        return [mr, P("PATIENT", c.last)]
    if form == "tfull":
        return [mr, P("PATIENT", c.first + " " + c.last)]
    if form == "caps":
        return P("PATIENT", "%s, %s" % (c.last.upper(), c.first.upper() if c.dot else c.first))
    if form == "capsmid":
        return P("PATIENT", "%s, %s %s" % (c.last.upper(), c.first.upper(), c.middle.upper()))
    if form == "lastfirst":
        return P("PATIENT", "%s, %s" % (c.last, c.first))
    if form == "first":
        return P("PATIENT", c.first)
    if form == "nick":
        return P("PATIENT", c.nick)
    if form == "init":
        return P("PATIENT", c.first[0] + "." + c.last.split(" ")[-1][0] + ".")
    if form == "initcaps":
        return P("PATIENT", c.first[0] + c.last.split(" ")[-1][0])
    raise ValueError(form)


def relative(rng, c, rel):
    f = Obj()
    f.rel = rel
    female = rel in ("wife", "daughter", "sister", "daughter-in-law", "niece") or (
        rel in ("partner", "friend", "neighbour", "carer") and rng.random() < 0.6)
    f.first = rng.choice(PP.FEMALE_FIRST if female else PP.MALE_FIRST)
    same = rel in ("son", "daughter", "brother", "sister") or (rel == "wife" and rng.random() < 0.7)
    f.last = c.last if same else rng.choice(PP.SURNAMES)
    f.phone = phone(rng, c.country, "mobile", c.home.region)
    f.job = job(rng, c.country)
    return f


def job(rng, country):
    pool = PP.JOBS[country] if rng.random() < 0.35 else PP.JOBS["any"]
    return rng.choice(pool)


GG = {1: ("3", "3"), 2: ("3", "4"), 3: ("4", "3"), 4: ("4", "4"), 5: ("4", "5")}
ZONES = [("left", "PZpl", "peripheral zone, posterolateral"), ("right", "PZpl", "peripheral zone, posterolateral"),
         ("left", "PZpm", "peripheral zone, posteromedial"), ("right", "PZpm", "peripheral zone, posteromedial"),
         ("left", "TZa", "transition zone, anterior"), ("right", "TZa", "transition zone, anterior"),
         ("left", "AS", "anterior fibromuscular stroma"), ("right", "PZa", "peripheral zone, anterior"),
         ("left", "PZa", "peripheral zone, anterior"), ("right", "TZp", "transition zone, posterior")]
LEVELS = ["base", "mid gland", "apex", "mid to base", "apex to mid"]


def clinical(rng, c, gg_range=(0, 5), plan=None):
    k = Obj()
    lo, hi = gg_range
    ggs = [g for g in [0, 1, 2, 3, 4, 5] if lo <= g <= hi]
    wts = [[10, 22, 28, 16, 12, 12][g] for g in ggs]
    k.gg = rng.choices(ggs, weights=wts)[0]
    k.pirads = rng.choice([2, 3]) if k.gg == 0 else rng.choices([3, 4, 5], weights=[2, 5, 4])[0]
    k.vol = rng.randint(22, 95)
    base_psa = rng.uniform(3.2, 9.5) if k.gg <= 2 else rng.uniform(6.0, 28.0)
    if k.gg == 5 and rng.random() < 0.4:
        base_psa = rng.uniform(25, 140)
    k.psa = round(base_psa, 1)
    k.psad = round(k.psa / k.vol, 2)
    side, zone, zlong = rng.choice(ZONES)
    k.side, k.zone, k.zlong = side, zone, zlong
    k.level = rng.choice(LEVELS)
    k.size = rng.randint(6, 24)
    k.adc = rng.randint(560, 980)
    k.lik_epe = rng.choice([1, 2, 3, 4])
    k.cores = rng.choice([12, 16, 18, 20, 22, 24, 26])
    k.targ = rng.choice([3, 4, 4, 5])
    k.pos = 0 if k.gg == 0 else rng.randint(1, min(9, k.cores // 2))
    k.ccl = rng.randint(2, 14)
    k.pct4 = {0: 0, 1: 0, 2: rng.choice([5, 10, 15, 20, 30]), 3: rng.choice([60, 70, 80]),
              4: 100, 5: rng.choice([60, 70, 80])}[k.gg]
    k.p1, k.p2 = GG.get(k.gg, ("", ""))
    k.score = (int(k.p1) + int(k.p2)) if k.gg else 0
    k.cribriform = k.gg >= 2 and rng.random() < 0.35
    k.pni = k.gg >= 1 and rng.random() < 0.3
    k.ct = rng.choice(["cT1c", "cT2a", "cT2b", "cT2c"]) if k.gg < 4 else rng.choice(["cT2c", "cT3a", "cT3b"])
    if k.gg == 0:
        k.plan = "discharge"
    elif k.gg == 1:
        k.plan = "AS"
    elif k.gg == 2:
        k.plan = rng.choice(["AS", "AS", "RALP", "RT"])
    elif k.gg == 3:
        k.plan = rng.choice(["RALP", "RT"])
    else:
        k.plan = rng.choice(["RALP", "RT", "RT", "ADT"])
    if plan:
        k.plan = plan
    k.ipss = rng.randint(2, 24)
    k.iief = rng.randint(5, 25)
    k.ps = rng.choice([0, 0, 1, 1, 2])
    k.fh = rng.random() < 0.35
    k.tamsulosin = rng.random() < 0.3
    k.finasteride = rng.random() < 0.1
    return k


def make_case(rng, country, gg_range=(0, 5), plan=None):
    c = Obj()
    c.country = country
    c.dot = country in ("US", "CA") and rng.random() < 0.6
    c.first = rng.choice(PP.MALE_FIRST)
    c.middle = rng.choice(PP.MALE_FIRST)
    c.last = rng.choice(PP.SURNAMES)
    c.nick = PP.NICK.get(c.first, c.first)
    c.ref = datetime.date(rng.randint(2019, 2025), rng.randint(1, 12), rng.randint(1, 28))
    c.age = rng.randint(47, 88)
    c.dob = add_days(c.ref, -(c.age * 365 + rng.randint(10, 350) + c.age // 4))
    c.age = age_at(c.dob, c.ref)
    c.home = place(rng, country)
    c.country_name = rng.choice(PL.COUNTRY_NAME[country])
    c.tel = phone(rng, country, "land", c.home.region)
    c.mob = phone(rng, country, "mobile", c.home.region)
    c.email = email_for(rng, c.first, c.last)
    c.job = job(rng, country)
    c.job_retired = c.age >= 75 or (c.age >= 64 and rng.random() < 0.75)
    rel = rng.choice(["wife", "wife", "wife", "partner", "partner", "husband"] if c.age < 80 else ["wife", "daughter", "son"])
    c.nok = relative(rng, c, rel)
    c.kid = relative(rng, c, rng.choice(["son", "daughter"]))
    c.fh_rel = relative(rng, c, "brother")
    c.fh_rel.rel = rng.choice(["father", "brother", "uncle"])
    c.fh_age = rng.randint(52, 84)
    c.born = rng.choice(PP.BIRTH_COUNTRIES) if rng.random() < 0.3 else None
    c.lang = rng.choice(PP.LANGUAGES) if c.born and rng.random() < 0.5 else None
    # identifiers
    if country == "GB":
        c.mrn = (rng.choice(["Hospital No", "Hosp No", "MRN", "Unit No", "RXN"]),
                 rng.choice(["K", "H", "N", "RX"]) + digits(rng, 7))
        c.nat = ("NHS No", nhs_number(rng) if rng.random() < 0.8 else nhs_number(rng).replace(" ", ""))
        c.plans = [("Policy No", letters(rng, 3) + digits(rng, 7))] if rng.random() < 0.15 else []
        c.ssn = None
    elif country == "IE":
        c.mrn = (rng.choice(["MRN", "Hospital No", "Chart No"]), digits(rng, rng.choice([6, 7])))
        c.nat = ("IHI", digits(rng, 10)) if rng.random() < 0.4 else None
        c.plans = [(rng.choice(["GMS No", "Medical Card No"]), digits(rng, 7) + rng.choice("ABCDEFGHK"))] \
            if rng.random() < 0.5 else [("Membership No", digits(rng, 8))]
        c.ssn = ("PPSN", ssn_like(rng, "IE"))
    elif country == "AU":
        c.mrn = (rng.choice(["UR No", "URN", "MRN", "UR"]), digits(rng, rng.choice([6, 7])))
        c.nat = None
        c.plans = [("Medicare No", "%s %s %s" % (rng.choice("23456") + digits(rng, 3), digits(rng, 5), digits(rng, 1)))]
        if rng.random() < 0.4:
            c.plans.append(("Fund member no", digits(rng, 8)))
        elif rng.random() < 0.2:
            c.plans.append(("DVA No", rng.choice(["N", "V", "Q", "W"]) + rng.choice(["X", "SM", "WW"]) + digits(rng, 6)))
        c.ssn = None
    elif country == "NZ":
        c.mrn = ("NHI", letters(rng, 3) + digits(rng, 4))
        c.nat = None
        c.plans = [("Policy No", digits(rng, 9))] if rng.random() < 0.4 else []
        c.ssn = None
    elif country == "CA":
        c.mrn = (rng.choice(["MRN", "Chart #", "MRN #"]), digits(rng, 7))
        c.nat = None
        prov = c.home.region
        if prov == "ON":
            c.plans = [("OHIP #", pattern(rng, "NNNN-NNN-NNN-LL"))]
        elif prov == "BC":
            c.plans = [("PHN", "9" + digits(rng, 3) + " " + digits(rng, 3) + " " + digits(rng, 3))]
        elif prov == "AB":
            c.plans = [("AHCIP #", digits(rng, 5) + "-" + digits(rng, 4))]
        else:
            c.plans = [("Health card #", digits(rng, 9))]
        c.ssn = ("SIN", ssn_like(rng, "CA")) if rng.random() < 0.5 else None
    elif country == "US":
        c.mrn = (rng.choice(["MRN", "MRN#", "Med Rec #"]), digits(rng, rng.choice([7, 8, 9])))
        c.nat = None
        if c.age >= 65 and rng.random() < 0.7:
            c.plans = [("Medicare MBI", pattern(rng, "NLLN-LLN-LLNN"))]
            if rng.random() < 0.5:
                c.plans.append(("Supplement ID", letters(rng, 3) + digits(rng, 9)))
        else:
            c.plans = [("Member ID", letters(rng, 3) + digits(rng, 9)), ("Group #", digits(rng, 6))]
        c.ssn = ("SSN", ssn_like(rng, "US"))
    else:
        c.mrn = (rng.choice(["Hosp No", "Folder No", "File No"]), digits(rng, 8))
        c.nat = None
        c.plans = [("Medical aid no", digits(rng, rng.choice([8, 9, 11])))]
        c.ssn = None
    c.acct = (rng.choice({"GB": ["Episode No", "Encounter No"], "IE": ["Episode No", "Visit No"],
                          "AU": ["Episode No", "Visit No", "Encounter"], "NZ": ["Event No", "Encounter"],
                          "CA": ["Visit #", "Encounter #"], "US": ["FIN", "Acct #", "Encounter #"],
                          "ZA": ["Account No", "Admission No"]}[country]),
              rng.choice(["E", "V", "", ""]) + digits(rng, rng.choice([7, 8, 9])))
    c.insurer = rng.choice(PL.INSURERS[country])
    # sites
    c.hosp, c.slug = rng.choice(PL.HOSPITALS[country])
    c.dom = c.slug + "." + rng.choice(["example.org", "example.net", "health.example.org"])
    c.hosp_place = place(rng, country, near=c.home, site=True)
    c.hosp_tel = phone(rng, country, "land", c.hosp_place.region)
    c.hosp_fax = phone(rng, country, "land", c.hosp_place.region)
    c.cns_tel = with_ext(rng, c.hosp_tel) if rng.random() < 0.3 else phone(rng, country, "land", c.hosp_place.region)
    c.team_email = rng.choice(["urology.cns", "prostate.cns", "uro.navigator", "urology.secretaries",
                               "prostate.pathway", "urooncology"]) + "@" + c.dom
    c.practice = rng.choice(PL.PRACTICES[country])
    c.pr_place = place(rng, country, near=c.home, same_town=True, site=rng.random() < 0.5)
    c.pr_tel = phone(rng, country, "land", c.home.region)
    c.pr_fax = phone(rng, country, "land", c.home.region)
    c.pr_email = rng.choice(["reception", "admin", "referrals", "practice.manager"]) + "@" + \
        "".join(ch for ch in c.practice.lower() if ch.isalpha())[:14] + "." + rng.choice(["example.com", "example.net"])
    c.cc = rng.choice(PL.CANCER_CENTRES[country])
    c.img = rng.choice(PL.IMAGING[country])
    c.lab = rng.choice(PL.LABS[country])
    c.priv = rng.choice(PL.UROLOGY_PRIVATE[country])
    c.pharm = rng.choice(PL.PHARMACIES[country])
    c.ward = rng.choice(PL.WARDS)
    c.building = rng.choice(PL.BUILDINGS)
    c.employer = rng.choice(PL.EMPLOYERS[country])
    c.support = rng.choice(PL.SUPPORT_GROUPS[country])
    c.url = "https://" + rng.choice(["portal", "myhealth", "patients", "mychart", "connect"]) + "." + c.dom + \
        rng.choice(["", "/urology", "/prostate", "/login", "/messages"])
    # staff
    sl = c.dom
    c.gp = person(rng, country, "gp", slug=c.pr_email.split("@")[1])
    c.uro = person(rng, country, "surgeon", slug=sl)
    c.uro2 = person(rng, country, "surgeon", slug=sl)
    c.reg = person(rng, country, "doc", slug=sl)
    c.rad = person(rng, country, "doc", slug=sl)
    c.path = person(rng, country, "doc", slug=sl)
    c.onc = person(rng, country, "doc", slug=sl)
    c.cns = person(rng, country, "nurse", female=rng.random() < 0.8, slug=sl)
    c.nurse = person(rng, country, "nurse", female=rng.random() < 0.8, slug=sl)
    c.sec = person(rng, country, "admin", female=rng.random() < 0.85, slug=sl)
    c.anaes = person(rng, country, "doc", slug=sl)
    c.bleep = bleep(rng)
    c.k = clinical(rng, c, gg_range, plan)
    c.ds = rng.choice(styles_for(country))
    c.dobs = c.ds if "Wk" not in c.ds else rng.choice(short_styles(country))
    c.dt = rng.choice(short_styles(country))
    # timeline
    d = {}
    d["psa0"] = add_days(c.ref, -rng.randint(300, 900))
    d["psa1"] = add_days(c.ref, -rng.randint(40, 120))
    d["psa2"] = add_days(c.ref, -rng.randint(3, 30))
    d["mri"] = add_days(c.ref, rng.randint(8, 24))
    d["bx"] = add_days(d["mri"], rng.randint(6, 22))
    d["histo"] = add_days(d["bx"], rng.randint(4, 10))
    d["mdt"] = add_days(d["histo"], rng.randint(2, 9))
    d["clinic"] = add_days(d["mdt"], rng.randint(2, 10))
    d["next"] = add_days(d["clinic"], rng.randint(20, 120))
    d["tx"] = add_days(d["clinic"], rng.randint(25, 80))
    c.d = d
    return c


def D(c, key_or_date, style=None):
    d = c.d[key_or_date] if isinstance(key_or_date, str) else key_or_date
    if style is None:
        style = c.dobs if d == c.dob else c.ds
    return P("DATE", fmt_date(d, style))


def DT(c, key_or_date):
    return D(c, key_or_date, c.dt)


def age(c, when=None):
    return P("AGE", str(c.age if when is None else age_at(c.dob, c.d[when])))


def addr(c, pl, sep=", ", country_line=False, county=None):
    """address pieces for a place object; each part its own span"""
    out = [P("STREET", pl.street), sep]
    ct = c.country
    if ct == "GB":
        out.append(P("CITY", pl.town))
        if county if county is not None else (hash_free_pick(pl) % 2 == 0):
            out += [sep, P("CITY", pl.region)]
        out += [sep, P("ZIP", pl.pc)]
    elif ct == "IE":
        out += [P("CITY", pl.town), sep, "Co. ", P("CITY", pl.region), sep, P("ZIP", pl.pc)]
    elif ct in ("AU", "CA", "US"):
        out += [P("CITY", pl.town), (" " if sep == ", " else sep) if ct == "AU" else sep,
                P("STATE", pl.region), "  " if ct == "CA" and sep == ", " else " ", P("ZIP", pl.pc)]
    elif ct == "NZ":
        out += [P("CITY", pl.town), sep, P("ZIP", pl.pc)] if len(pl.street) % 2 else \
            [P("CITY", pl.town), sep, P("STATE", pl.region), " ", P("ZIP", pl.pc)]
    else:
        out += [P("CITY", pl.town), sep, P("STATE", pl.region), sep, P("ZIP", pl.pc)]
    if country_line:
        out += [sep, P("COUNTRY", c.country_name)]
    return out


def hash_free_pick(pl):
    return sum(ord(ch) for ch in pl.street)
