"""Shared case set-up for dev235_en notes: the decedent/examinee, relatives, staff, recurring numbers."""
from common import m
import pools_places as PP
import scen

RACE = {"US": ["White", "Black", "Hispanic", "Asian", "White", "Black", "American Indian", "Pacific Islander"],
        "UK": ["White British", "Black British", "Asian British", "White other", "Mixed", "not stated"],
        "AU": ["Caucasian", "Aboriginal", "Asian", "Pacific Islander", "Caucasian", "Torres Strait Islander"]}

REL_M = ["brother", "father", "son", "husband", "partner", "nephew", "uncle", "cousin", "stepfather", "friend",
         "neighbour", "flatmate", "boyfriend", "grandson"]
BLOOD = ["brother", "father", "son", "sister", "mother", "daughter", "grandson", "granddaughter"]
REL_F = ["sister", "mother", "daughter", "wife", "partner", "niece", "aunt", "cousin", "stepmother", "friend",
         "neighbour", "girlfriend", "granddaughter", "landlady"]


def setup(c, scenario=None, age_range=None, sex=None, living=False, no_infant=False):
    """Create c.pt and friends. living=True for examinees (SANE, custody, injury)."""
    if scenario is None and not living:
        pool = [x for x in scen.SCENARIOS if not (no_infant and x["key"] == "sudi")]
        scenario = c.ch(pool)
    c.sc = scenario
    if scenario is not None:
        sex = sex or c.ch(scenario["sexes"])
        lo, hi = age_range or scenario["ages"]
    else:
        sex = sex or c.ch("MFF")
        lo, hi = age_range or (16, 78)
    c.pt = c.person(sex=sex)
    c.infant = (scenario is not None and scenario["key"] == "sudi")
    if c.infant:
        c.age_unit = c.ch(["week", "month", "month"])
        c.age = c.r.randint(3, 16) if c.age_unit == "week" else c.r.randint(2, 9)
        import datetime
        c.dob = c.day0 - datetime.timedelta(days=c.age * (7 if c.age_unit == "week" else 30) + c.r.randint(0, 5))
    else:
        c.age_unit = "year"
        c.age = c.r.randint(lo, hi)
        c.dob = c.dob_for(c.age, c.day0)
    c.he = "he" if sex == "M" else "she"
    c.his = "his" if sex == "M" else "her"
    c.him = "him" if sex == "M" else "her"
    c.He, c.His = c.he.capitalize(), c.his.capitalize()
    c.mf = "male" if sex == "M" else "female"
    c.race = c.ch(RACE[c.cty])
    c.prof = c.ch(PP.PROFESSIONS)
    nsex = c.ch("MF")
    rels = REL_M if nsex == "M" else REL_F
    if c.age < 50:
        rels = [x for x in rels if not x.startswith("grand")]
    if c.age > 72:
        rels = [x for x in rels if x not in ("mother", "father", "stepmother", "stepfather")]
    if c.age < 20:
        rels = [x for x in rels if x not in ("wife", "husband", "son", "daughter", "niece", "nephew")]
    c.nok_rel = c.ch(rels)
    if c.infant:
        c.nok_rel = "mother" if nsex == "F" else "father"
    blood = c.nok_rel in BLOOD or (c.nok_rel in ("wife", "husband") and c.pr(0.7))
    c.nok = c.person(sex=nsex, origin=c.pt.origin if (blood or c.pr(0.5)) else None,
                     surname=c.pt.surname if blood else None)
    c.case_no = c.idv("case")
    c.pm_no = c.idv("autopsy")
    c.tox_no = c.idv("tox")
    c.pol_no = c.idv("police")
    c.street_addr = c.street()
    c.zip_v = c.zipc()
    c.hosp_name = c.hosp("hospital")
    c.mrn_v = None
    c.tod = c.tm()
    c.path = c.staff("path")
    c.inv = c.staff("inv")
    c.tech = c.staff("tech")
    c.cop = c.person()
    return c


def P(c, form=None):
    """The patient/decedent by some part of the name."""
    return c.nm(c.pt, "PATIENT", form)


def PT(c, form="l"):
    """Mr/Ms + surname (title outside)."""
    if c.infant:
        return "baby " + m("PATIENT", c.pt.render("f"))
    return c.tn(c.pt, "PATIENT", form)


def AGE(c, style=None):
    if c.infant:
        return c.A(c.age, unit=c.age_unit)
    return c.A(c.age, style, sex=c.pt.sex)


def age_num(c):
    return m("AGE", str(c.age))


def home(c, nl=False, sep=", "):
    """Patient's home address in parts (street, city, state/county, zip)."""
    s = m("STREET", c.street_addr)
    city = m("CITY", c.home_city)
    if c.cty == "US":
        tail = "%s, %s %s" % (city, c.ST(), m("ZIP", c.zip_v))
    elif c.cty == "AU":
        tail = "%s %s %s" % (city, c.ST(False), m("ZIP", c.zip_v))
    else:
        tail = city + (sep + c.ST() if c.pr(0.4) else "") + (sep if nl else " ") + m("ZIP", c.zip_v)
    return s + ("\n" if nl else sep) + tail


def nok_line(c, form=None):
    return "%s %s" % (c.nok_rel, c.nm(c.nok, "FAMILY", form or c.ch(["fl", "fl", "fi", "f", "lf"])))


def tox_rows(c, keys=None, matrix=None):
    keys = keys if keys is not None else (c.sc["tox"] if c.sc else [])
    rows = []
    for k in keys:
        name, lo, hi, unit, dec = scen.TOX[k]
        v = c.r.uniform(lo, hi)
        val = ("%." + str(dec) + "f") % v
        rows.append((name, val, unit, matrix or c.ch(["Femoral blood", "Femoral blood", "Heart blood",
                                                      "Subclavian blood"])))
    return rows


def organ_block(c):
    out = []
    for name, lo, hi in scen.ORGANS_NORMAL:
        if c.infant:
            lo, hi = max(3, lo // 25), max(8, hi // 20)
        out.append((name, c.r.randint(lo, hi)))
    return out


def ht_wt(c):
    if c.infant:
        return "%d cm" % c.r.randint(52, 70), "%.2f kg" % c.r.uniform(3.4, 8.2)
    if c.cty == "US" and c.pr(0.6):
        return "%d inches" % c.r.randint(60, 76), "%d lb" % c.r.randint(105, 290)
    return "%d cm" % c.r.randint(150, 192), "%d kg" % c.r.randint(44, 131)


def tattoo(c):
    k = c.r.randint(0, 5)
    if k == 0:
        return "tattoo of the name '%s' in script on the %s" % (m("FAMILY", c.person().render("f")),
                                                               c.ch(["left forearm", "right wrist", "chest", "neck"]))
    if k == 1:
        return "tattoo reading 'RIP Mum %s' on the right upper arm" % m("DATE", str(c.r.randint(1995, c.day0.year - 1)))
    if k == 2:
        return "tattoo of a rose with the initials '%s' on the left shoulder" % m("FAMILY", c.person().render("ini2"))
    if k == 3:
        return "tribal-pattern tattoo encircling the left upper arm"
    if k == 4:
        return "tattoo of a date '%s' on the inner left wrist" % c.D(c.days(c.day0, -c.r.randint(400, 6000)), c.ch(["dmY.", "mdY", "dmy"]) if c.cty != "US" else c.ch(["mdY", "mdy"]))
    return "tattoo of a cartoon character on the right calf"


TITLES = {"US": ["Forensic Pathologist", "Associate Medical Examiner", "Deputy Chief Medical Examiner",
                  "Assistant Medical Examiner"],
          "UK": ["Consultant Forensic Pathologist", "Home Office Pathologist", "Consultant Histopathologist",
                 "Forensic Pathologist"],
          "AU": ["Forensic Pathologist", "Senior Forensic Pathologist", "Forensic Pathology Registrar"]}


def signoff(c, who, kind="path", when=None, typist=True):
    """Signature block with optional transcription line."""
    when = when or c.days(c.day0, c.r.randint(10, 70))
    lines = []
    s = c.dr(who, kind)
    lines.append(c.ch(["Electronically signed by %s on %s at %s" % (s, c.D(when), c.tm("hm")),
                       "%s\n%s" % (s, c.D(when)), "Signed: %s    Date: %s" % (s, c.D(when, kind="form")),
                       "__________________\n%s\n%s" % (s, c.ch(TITLES[c.cty]))]))
    if typist and c.pr(0.6):
        t = c.person()
        lines.append("%s/%s  D: %s  T: %s  Job %s" % (m("DOCTOR", who.render("ini2")), m("DOCTOR", t.initials_lower()),
                                                      c.D(c.days(c.day0, 2), kind="form"),
                                                      c.D(c.days(c.day0, c.r.randint(3, 9)), kind="form"),
                                                      c.I("job")))
    return "\n".join(lines)


def header_office(c, kind="meo"):
    """Letterhead of a forensic facility: name, address, phone, fax."""
    name = c.hosp(kind)
    c.office = name
    addr = "%s, %s" % (m("STREET", c.street(unit=False)), c.city_state(c.ch(c.towns_used)))
    addr += " " + m("ZIP", c.zipc())
    tel = c.ch(["Tel: %s", "Phone %s", "T %s", "Ph: %s"]) % c.PH()
    fax = c.ch(["Fax: %s", "F %s", "Fax %s"]) % c.FX()
    parts = [m("HOSPITAL", name.upper() if c.pr(0.4) else name), addr]
    if c.pr(0.8):
        parts.append("%s   %s" % (tel, fax) if c.pr(0.7) else tel)
    if c.pr(0.3):
        parts.append(c.EM(org=True))
    return "\n".join(parts)

