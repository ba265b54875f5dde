"""Per-note context: an invented patient, care team, hospitals and disease."""
import datetime as dt
import pools as PL
from phi import (pick, chance, dd, ll, make_person, rdate, addd, age_of, phone, pager,
                 email_person, email_staff, email_dept, address, mrn, hid, ssn, license,
                 _slug, UPP)


class Ctx:
    pass


def hospital(rng, c):
    place = pick(rng, PL.HOSP_PLACE)
    unit = pick(rng, PL.UNIT_NAMES)
    if c in ("IE", "UK", "AU") and chance(rng, 0.2):
        name = "University Hospital %s" % place
    else:
        name = place + " " + pick(rng, PL.HOSP_KINDS[c])
    h = {"name": name, "place": place,
         "trust": place + " " + pick(rng, PL.TRUST_KINDS[c]),
         "dom": pick(rng, [_slug(place) + ".example.org", _slug(place) + "-health.example.org",
                           "nhs.example.net" if c == "UK" else "hse.example.net" if c == "IE" else
                           _slug(place) + "health.example.com", _slug(place) + ".example.net"]),
         "addr": address(rng, c),
         "switch": phone(rng, c), "advice": phone(rng, c), "fax": phone(rng, c),
         "infphone": phone(rng, c), "secphone": phone(rng, c, "ext"),
         "infusion": pick(rng, ["%s Infusion Suite" % unit, "%s Day Unit" % unit,
                                "%s Infusion Centre" % place, "%s Ambulatory Infusion Unit" % unit,
                                "%s Biologics Day Unit" % unit, "Ward %d%s Day Case" % (rng.randint(1, 40), pick(rng, "ABCD"))]),
         "ward": pick(rng, ["Ward %d%s" % (rng.randint(1, 40), pick(rng, ["", "A", "B", "C"])),
                            "%s Ward" % pick(rng, PL.UNIT_NAMES), "%s Gastro Ward" % pick(rng, PL.UNIT_NAMES),
                            "Ward %d" % rng.randint(1, 40)]),
         "endo": pick(rng, ["%s Endoscopy Suite" % pick(rng, PL.UNIT_NAMES), "%s Endoscopy Centre" % place,
                            "%s Day Surgery Unit" % pick(rng, PL.UNIT_NAMES)]),
         "clinic": pick(rng, ["%s Outpatients" % pick(rng, PL.UNIT_NAMES), "%s Clinic" % pick(rng, PL.UNIT_NAMES),
                              "%s Digestive Health Centre" % place, "%s Medical Outpatients" % place]),
         }
    if c == "US":
        h["addr"]["street"] = "%d %s %s" % (rng.randint(100, 9900), pick(rng, PL.STREET_NAMES),
                                            pick(rng, ["Medical Pkwy", "Boulevard", "Avenue", "Hospital Drive"]))
    else:
        h["addr"]["street"] = pick(rng, ["%d " % rng.randint(1, 400), ""]) + pick(rng, PL.STREET_NAMES) + " " + \
            pick(rng, ["Road", "Hospital Road", "Avenue", "Street", "Lane", "Drive"])
    return h


def staff(rng, c, role):
    p = make_person(rng, c)
    p.role = role
    p.lic = license(rng, c, {"cns": "nurse", "nurse": "nurse", "pharm": "pharm"}.get(role, "doc"))
    return p


def montreal(rng, dx):
    if dx == "CD":
        return "A%d L%d%s B%d%s" % (rng.randint(1, 3), rng.randint(1, 3), pick(rng, ["", "", " L4"]),
                                    rng.randint(1, 3), pick(rng, ["", "", "p"]))
    return "E%d S%d" % (rng.randint(1, 3), rng.randint(0, 3))


def make_ctx(rng, c):
    x = Ctx()
    x.c = c
    x.date = rdate(rng, dt.date(2019, 1, 7), dt.date(2025, 8, 29))
    pt = make_person(rng, c)
    age = rng.randint(17, 86) if chance(rng, 0.93) else rng.randint(87, 97)
    x.dob = rdate(rng, dt.date(x.date.year - age - 1, x.date.month, 1) + dt.timedelta(days=1),
                  dt.date(x.date.year - age, x.date.month, 1))
    x.age = age_of(x.dob, x.date)
    x.pt = pt
    x.addr = address(rng, c)
    x.home = phone(rng, c)
    x.mob = phone(rng, c, "mobile")
    x.email = email_person(rng, pt)
    x.mrn = mrn(rng, c)
    x.hidlab, x.hid = hid(rng, c, x.dob)
    s = ssn(rng, c)
    x.ssnlab, x.ssn = s if s else (None, None)
    x.job = pick(rng, PL.PROFESSIONS)
    x.employer = pick(rng, PL.EMPLOYERS)
    x.rel = pick(rng, PL.RELATIONS)
    fem = {"wife": "F", "mother": "F", "daughter": "F", "sister": "F", "grandmother": "F", "aunt": "F",
           "husband": "M", "father": "M", "son": "M", "brother": "M"}
    x.nok = make_person(rng, c, fem.get(x.rel))
    if x.rel in ("mother", "father", "daughter", "son", "sister", "brother", "husband", "wife") and chance(rng, 0.7):
        x.nok.last = pt.last
    x.nokph = phone(rng, c, pick(rng, ["mobile", "land"]))
    x.h = hospital(rng, c)
    x.h2 = hospital(rng, c)
    x.cons = staff(rng, c, "cons")
    x.cons2 = staff(rng, c, "cons")
    x.cns = staff(rng, c, "cns")
    x.cns2 = staff(rng, c, "cns")
    x.nurse = staff(rng, c, "nurse")
    x.nurse2 = staff(rng, c, "nurse")
    x.reg = staff(rng, c, "reg")
    x.pharm = staff(rng, c, "pharm")
    x.surg = staff(rng, c, "surg")
    x.gp = staff(rng, c, "gp")
    x.sec = staff(rng, c, "sec")
    x.gp_practice = "%s %s" % (pick(rng, PL.HOSP_PLACE), pick(rng, PL.PRACTICE_KINDS[c]))
    x.gp_addr = address(rng, c)
    x.gp_addr["street"] = "%d%s %s %s" % (rng.randint(1, 300), pick(rng, ["", "", "A"]), pick(rng, PL.STREET_NAMES),
                                          pick(rng, PL.STREET_SUFFIX[c]))
    x.gp_phone = phone(rng, c)
    x.gp_fax = phone(rng, c)
    x.bleep = pager(rng, c)
    x.dx = "CD" if chance(rng, 0.55) else "UC"
    x.dxname = "Crohn's disease" if x.dx == "CD" else "ulcerative colitis"
    x.dx_year = max(x.dob.year + 8, x.date.year - rng.randint(0, 25))
    x.dx_year = min(x.dx_year, x.date.year)
    d0 = dt.date(x.dx_year, 1, 1)
    x.dx_date = rdate(rng, d0, max(d0, min(dt.date(x.dx_year, 12, 28), addd(x.date, -20))))
    x.mont = montreal(rng, x.dx)
    bio = pick(rng, PL.BIOLOGICS)
    if x.dx == "UC" and bio[0] in ("risankizumab",):
        bio = PL.BIOLOGICS[0]
    x.bio, x.brand, x.route, x.regimen = bio[0], pick(rng, bio[1]), bio[2], bio[3]
    x.prior = [pick(rng, PL.CONVENTIONAL), pick(rng, PL.CONVENTIONAL)]
    x.stop = pick(rng, PL.STOP_REASONS)
    x.wt = rng.randint(44, 118) + pick(rng, [0, 0.5, 0.2, 0.8])
    x.insurer = pick(rng, PL.INSURERS[c])
    x.payer = pick(rng, PL.PAYERS[c])
    x.homecare = pick(rng, PL.HOMECARE)
    x.lab = pick(rng, PL.LABS)
    x.pharmacy = pick(rng, PL.PHARMACY)
    x.travel = pick(rng, PL.TRAVEL_COUNTRIES)
    x.holiday = pick(rng, PL.HOLIDAYS)
    x.mail_cns = email_staff(rng, x.cns, x.h)
    x.mail_cons = email_staff(rng, x.cons, x.h)
    x.mail_dept = email_dept(rng, x.h)
    return x


def fam_person(rng, x):
    """A second relative / friend for the note."""
    p = make_person(rng, x.c)
    if chance(rng, 0.5):
        p.last = x.pt.last
    return p


def pron(x):
    return ("he", "his", "him", "He", "His") if x.pt.sex == "M" else ("she", "her", "her", "She", "Her")
