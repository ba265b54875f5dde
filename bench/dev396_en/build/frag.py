"""Reusable fragments: dates, addresses, names, ages, signatures, headers.

Each helper returns a list of pieces (plain str or P) to be handed to Doc.add / Doc.f.
"""
import datetime

import places as PL
import pools as PO
from common import P, chance
from people import state_full


def D(rng, k, d, style=None):
    return P(PL.fmt_date(rng, k.c, d, style), "DATE")


def days(d, n):
    return d + datetime.timedelta(days=n)


def addr(rng, k, street=None, town=None, postcode=None, multiline=False, country=False):
    """Address split into its parts."""
    c = k.c
    street = street or k.street
    town = town or k.town
    postcode = postcode or k.postcode
    sep = "\n" if multiline else ", "
    out = [P(street, "STREET"), sep, P(town[0], "CITY")]
    if c == "UK":
        if town[1] and chance(rng, 0.35):
            out += [sep, P(town[1], "CITY")]
        out += [sep if multiline else (", " if chance(rng, 0.5) else " "), P(postcode, "ZIP")]
        if country:
            out += [sep, P(rng.choice([town[2], "United Kingdom", "UK"]), "COUNTRY")]
    elif c == "IE":
        if town[1] and town[1] != town[0]:
            out += [sep, "Co. ", P(town[1], "CITY")]
        out += [sep, P(postcode, "ZIP")]
        if country:
            out += [sep, P("Ireland", "COUNTRY")]
    elif c in ("US", "CA"):
        st = town[2] if chance(rng, 0.85) else state_full(c, town[2])
        out += [", ", P(st, "STATE"), " " if chance(rng, 0.8) else "  ", P(postcode, "ZIP")]
        if country:
            out += [sep, P("USA" if c == "US" else "Canada", "COUNTRY")]
    elif c == "AU":
        st = town[2] if chance(rng, 0.85) else state_full(c, town[2])
        out += [" ", P(st, "STATE"), " ", P(postcode, "ZIP")]
        if country:
            out += [sep, P("Australia", "COUNTRY")]
    else:
        if chance(rng, 0.3):
            out += [sep, P(town[2], "STATE")]
        out += [" ", P(postcode, "ZIP")]
        if country:
            out += [sep, P("New Zealand", "COUNTRY")]
    return out


def other_address(rng, k):
    """A second address in the same country (e.g. a parent living apart)."""
    import people
    t = rng.choice(PL.TOWNS[k.c])
    return addr(rng, k, street=people.street(rng, k.c), town=t, postcode=PL.postcode(rng, k.c, t))


def age_p(rng, k, form=None, age=None):
    a = k.age if age is None else age
    form = form or rng.choice(["yrs", "y", "year-old", "aged", "yo", "years", "age"])
    if form == "yrs":
        return [P(str(a), "AGE"), " yrs"]
    if form == "y":
        return [P(str(a), "AGE"), "y"]
    if form == "year-old":
        return [P(str(a), "AGE"), "-year-old"]
    if form == "aged":
        return ["aged ", P(str(a), "AGE")]
    if form == "yo":
        return [P(str(a), "AGE"), " yo"]
    if form == "years":
        return [P(str(a), "AGE"), " years"]
    if form == "ym":
        return [P("%dy %dm" % (a, k.age_m), "AGE")]
    if form == "ymlong":
        return [P("%d years %d months" % (a, k.age_m), "AGE")]
    if form == "words":
        return [P(NUMWORD[a], "AGE"), " years old"]
    return ["age ", P(str(a), "AGE")]


NUMWORD = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
           "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
           "eighteen", "nineteen", "twenty"]


def pt(k, form="full"):
    ch = k.child
    v = {"full": ch.full(), "first": ch.first, "last": ch.last, "rev": ch.rev(),
         "upper": ch.upper_rev(), "init": ch.initials(), "initd": ch.initials(True),
         "mid": ch.full_mid()}[form]
    return P(v, "PATIENT")


def fam(person, form="full"):
    v = {"full": person.full(), "first": person.first, "last": person.last,
         "rev": person.rev(), "fi": person.fi_last()}[form]
    return P(v, "FAMILY")


def doc(person, form="full"):
    v = {"full": person.full(), "first": person.first, "last": person.last,
         "rev": person.rev(), "fi": person.fi_last(), "init": person.initials(),
         "initd": person.initials(True), "upper": person.full().upper(), "mid": person.full_mid()}[form]
    return P(v, "DOCTOR")


def title(person):
    if person.sex == "M":
        return "Mr "
    return ("Ms ", "Mrs ", "Miss ", "Ms ")[len(person.last) % 4]


def parent_ref(rng, k, who=None):
    """'Mum (Sarah Khan)' style mention: pieces."""
    par = who or (k.mum if chance(rng, 0.7) else k.dad)
    rel = k.v["mum"] if par.sex == "F" else k.v["dad"]
    form = rng.choice(["a", "b", "c", "d"])
    if form == "a":
        return par, [rel, " (", fam(par), ")"]
    if form == "b":
        return par, [rel, " ", fam(par, "first")]
    if form == "c":
        return par, [title(par), fam(par, "last"), " (", rel.lower(), ")"]
    return par, [fam(par), " (", rel.lower(), ")"]


def signature(rng, k, s, with_lic=None, role=None, dated=None):
    """Staff signature block."""
    role = role or k.v["nurse_title"]
    out = []
    form = rng.choice(["a", "b", "c"])
    if form == "a":
        out += ["Signed: ", doc(s), ", ", s.cred, " (", role, ")"]
    elif form == "b":
        out += [doc(s), " ", s.cred, "\n", role]
    else:
        out += ["Name: ", doc(s), "  Designation: ", role, " (", s.cred, ")"]
    if with_lic if with_lic is not None else chance(rng, 0.55):
        out += ["\n", s.lic[0], " ", P(s.lic[1], "LICENSE")]
    if chance(rng, 0.5):
        out += ["\nTel: ", P(PL.phone(rng, k.c, k.town) + (PL.extension(rng) if chance(rng, 0.3) else ""), "PHONE")]
    if chance(rng, 0.45):
        out += ["  Email: ", P(s.email(rng), "EMAIL")]
    if dated:
        out += ["\nDate: ", D(rng, k, dated)]
    return out


def room(rng):
    pre, val = rng.choice(PO.SCHOOL_ROOMS)
    return [pre, P(val, "LOCATION_OTHER")]


def service_header(rng, k, title_text):
    """Letterhead / form header of the community provider."""
    out = []
    if chance(rng, 0.6):
        out += [P(provider_name(rng, k), "HOSPITAL"), "\n"]
    out += [title_text, "\n"]
    return out


def provider_name(rng, k):
    t = k.town[0]
    stem = rng.choice(["Moorvale", "Thornbury Vale", "Castlebrook", "Harrowgate", "Ridgeway",
                       "Brackenfield", "Ashcombe", "Westholme", "Kestrel Bay", "Glenmore"])
    c = k.c
    if c == "UK":
        if k.nation == "Scotland":
            return "NHS %s" % rng.choice(["Glenmore and Clyde", "Forth Braes", "Ardmore Valley"])
        if k.nation == "Wales":
            return "%s University Health Board" % rng.choice(["Cwm Taf Uchaf", "Bro Ddyfrdwy", "Afon Teifi"])
        return "%s Community Healthcare NHS Trust" % stem
    if c == "IE":
        return "%s Primary Care Centre" % stem
    if c == "US":
        return "%s Unified School District Health Services" % stem if chance(rng, 0.5) \
            else "%s Public Schools Nursing Services" % stem
    if c == "CA":
        return "%s Public Health Unit" % stem
    if c == "AU":
        return "%s Community Child Health Service" % stem
    return "%s Public Health Nursing Service" % stem


def org_mail(rng, k, kind="schoolnursing"):
    t = k.town[0].lower().replace(" ", "").replace("-", "")
    return P(rng.choice(["%s.%s@example.org", "%s@%s.example.net", "%s-%s@example.com"]) % (kind, t), "EMAIL")


def url(rng, k, path=None):
    host = rng.choice(["www.example.org", "example.org", "www.example.net", "portal.example.com",
                       "https://www.example.org", "https://forms.example.net"])
    path = path or rng.choice(["/schoolnursing", "/health/school-nurse", "/chathealth", "/wellbeing",
                               "/young-people", "/school-health?ref=%d" % rng.randint(10000, 99999)])
    return P(host + path, "URL")


def private_ip(rng):
    r = rng.random()
    if r < 0.4:
        return P("10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254)), "IPADDR")
    if r < 0.7:
        return P("192.168.%d.%d" % (rng.randint(0, 255), rng.randint(1, 254)), "IPADDR")
    return P("172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(1, 254)), "IPADDR")


def gp_line(rng, k):
    lab = "GP" if k.c not in ("US", "CA") else ("PCP" if k.c == "US" else "Family physician")
    out = [lab, ": Dr ", doc(k.gp, rng.choice(["full", "last", "fi"])), ", ",
           P(k.gp_practice, "HOSPITAL")]
    if chance(rng, 0.6):
        out += [", Tel ", P(k.gp_phone, "PHONE")]
    if chance(rng, 0.3):
        out += [", Fax ", P(k.gp_fax, "FAX")]
    return out


def id_line(rng, k, n=2):
    """A few of the child's identifiers with labels, separated by two spaces."""
    labs = sorted(k.ids)
    rng.shuffle(labs)
    out = []
    for lab in labs[:n]:
        if out:
            out.append("   ")
        out += [lab, ": ", k.ids[lab]]
    return out


def biometric_id(rng):
    return P(rng.choice(["FP-%05d", "BIO%06d", "CL-%d-FP", "BT%07d"]) % rng.randint(1000, 99999), "BIOID")


def encounter(rng):
    form = rng.choice(["enc", "v", "dash", "e"])
    if form == "enc":
        v = "ENC%08d" % rng.randint(0, 99999999)
    elif form == "v":
        v = "V%07d" % rng.randint(0, 9999999)
    elif form == "dash":
        v = "%04d-%04d" % (rng.randint(0, 9999), rng.randint(0, 9999))
    else:
        v = "E-%06d" % rng.randint(0, 999999)
    return P(v, "ACCOUNT")


def case_ref(rng, prefix, year=None):
    y = year if year is not None else rng.randint(2019, 2025)
    form = rng.choice(["%s-%d-%05d", "%s/%d/%05d", "%s%d%05d"])
    return P(form % (prefix, y, rng.randint(0, 99999)), "IDNUM")


def handle(rng, k):
    f = k.child.first.lower().translate(str.maketrans({"'": "", " ": "", "-": ""}))
    return P(rng.choice(["%s.x%d", "%s_%d", "lil%s%d", "%s.xo%d", "its%s%d"]) % (f, rng.randint(1, 99)),
             "USERNAME")


def country(rng, origin=None, name=None):
    """A country mention as pieces; a leading 'the' stays outside the span."""
    if name is None:
        name = rng.choice(PO.ORIGIN_PLACES[origin][1])
    if name in PO.THE_COUNTRIES:
        return ["the ", P(name, "COUNTRY")]
    return [P(name, "COUNTRY")]


def language(rng, origin):
    return rng.choice(PO.ORIGIN_PLACES[origin][0])


def growth(rng, age, bmi_shift=0.0):
    """Plausible (height cm, weight kg, bmi) for a child's age."""
    ht = 6.1 * age + 76 + rng.gauss(0, 5)
    bmi = 14.6 + 0.45 * max(age - 5, 0) + rng.gauss(0, 1.6) + bmi_shift
    wt = bmi * (ht / 100.0) ** 2
    return round(ht, 1), round(wt, 1), round(bmi, 1)


def weekday_on_or_after(d):
    while d.weekday() >= 5:
        d = d + datetime.timedelta(days=1)
    return d


def pron(person):
    return ("she", "her") if person.sex == "F" else ("he", "his")
