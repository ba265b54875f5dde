"""Per-note context (patient, clinic, staff, GP) and shared formatting."""
import datetime as dt

import ids
import pools_names as pn
import pools_places as pp
from pools_places import pick

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WDAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

ROLES = {
    "UK": {"doctor": ["Specialty Doctor, SRH", "Consultant in Sexual & Reproductive Health",
                      "Specialty Registrar (CSRH)", "GP with Special Interest"],
           "nurse": ["Specialist Nurse (Contraception)", "Senior Sexual Health Nurse",
                     "Band 6 SRH Nurse", "Advanced Nurse Practitioner"],
           "hca": ["HCA", "Health Care Assistant", "Clinic Support Worker"],
           "admin": ["Receptionist", "Clinic Administrator", "Medical Secretary"]},
    "IE": {"doctor": ["Registrar", "Consultant Obstetrician & Gynaecologist", "GP Trainee", "Medical Officer"],
           "nurse": ["Clinical Nurse Specialist", "Staff Nurse", "Advanced Nurse Practitioner"],
           "hca": ["HCA", "Healthcare Assistant"], "admin": ["Receptionist", "Secretary"]},
    "AU": {"doctor": ["Medical Officer", "Sexual Health Physician", "Registrar", "GP Registrar"],
           "nurse": ["Registered Nurse", "Nurse Practitioner", "Clinical Nurse Consultant"],
           "hca": ["AIN", "Clinic Assistant"], "admin": ["Receptionist", "Practice Manager"]},
    "NZ": {"doctor": ["Medical Officer", "Registrar", "Senior Medical Officer"],
           "nurse": ["Registered Nurse", "Nurse Practitioner", "Youth Health Nurse"],
           "hca": ["Health Care Assistant", "Kaiawhina"], "admin": ["Receptionist", "Clinic Coordinator"]},
    "CA": {"doctor": ["MD, CCFP", "MD", "Resident (PGY-2)"],
           "nurse": ["RN", "NP", "Public Health Nurse", "RN(EC)"],
           "hca": ["Clinic Assistant", "MOA"], "admin": ["Medical Office Assistant", "Receptionist"]},
    "US": {"doctor": ["MD", "DO", "MD, FACOG", "PA-C"],
           "nurse": ["WHNP-BC", "CNM", "RN", "FNP-C"],
           "hca": ["MA", "CMA"], "admin": ["Front Desk", "Patient Services Rep"]},
}

GP_WORD = {"UK": "GP", "IE": "GP", "AU": "GP", "NZ": "GP", "CA": "family physician", "US": "PCP"}
MEC = {"UK": "UKMEC", "IE": "UKMEC", "AU": "MEC", "NZ": "NZMEC", "CA": "SOGC/MEC", "US": "US MEC"}


def fmt_date(ctx, d, style=None):
    c = ctx["c"]
    style = style or ctx["dstyle"]
    if c == "US" or (c == "CA" and style in ("long", "abbr")):
        if style == "num":
            return d.strftime("%m/%d/%Y")
        if style == "long":
            return "%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year)
        if style == "abbr":
            return "%s %d, %d" % (MONTHS[d.month - 1][:3], d.day, d.year)
        if style == "short":
            return "%d/%d/%s" % (d.month, d.day, str(d.year)[2:])
        return d.strftime("%m-%d-%Y")
    if c == "CA":
        if style in ("num", "dot"):
            return d.strftime("%Y-%m-%d")
        return d.strftime("%Y/%m/%d")
    if style == "num":
        return d.strftime("%d/%m/%Y")
    if style == "long":
        return "%d %s %d" % (d.day, MONTHS[d.month - 1], d.year)
    if style == "abbr":
        return "%d %s %d" % (d.day, MONTHS[d.month - 1][:3], d.year)
    if style == "short":
        return "%02d-%s-%s" % (d.day, MONTHS[d.month - 1][:3], str(d.year)[2:])
    return d.strftime("%d.%m.%y")


def fmt_wday(ctx, d):
    if ctx["c"] in ("US", "CA"):
        return "%s %d/%d" % (WDAY[d.weekday()][:3], d.month, d.day)
    return "%s %d/%d" % (WDAY[d.weekday()][:3], d.day, d.month)


def fmt_month(d, short=False):
    m = MONTHS[d.month - 1]
    return "%s %d" % (m[:3] if short else m, d.year)


def a_an(word):
    return "an" if word[:1].lower() in "aeiou" else "a"


def add_days(d, n):
    return d + dt.timedelta(days=n)


def age_on(dob, d):
    return d.year - dob.year - ((d.month, d.day) < (dob.month, dob.day))


def street(rng, c):
    n = 1 + rng.randrange(180)
    nm = pick(rng, pp.STREET_NAMES) + " " + pick(rng, pp.SUFFIX[c])
    k = rng.random()
    if c == "UK":
        return "Flat %d, %d %s" % (1 + rng.randrange(12), n, nm) if k < 0.25 else "%d %s" % (n, nm)
    if c == "IE":
        return "Apt %d, %s" % (1 + rng.randrange(40), nm) if k < 0.2 else "%d %s" % (n, nm)
    if c in ("AU", "NZ"):
        return "%d/%d %s" % (1 + rng.randrange(20), n, nm) if k < 0.35 else "%d %s" % (n, nm)
    if c == "CA":
        return "%d-%d %s" % (100 + rng.randrange(1900), n * 7, nm) if k < 0.3 else "%d %s" % (n * 11, nm)
    if k < 0.3:
        return "%d %s, Apt %d%s" % (n * 13, nm, 1 + rng.randrange(30), pick(rng, "ABCD"))
    return "%d %s%s" % (n * 13, pick(rng, ["", "", "N ", "S ", "E ", "W "]), nm)


def make_place(rng, c):
    t = pick(rng, {"UK": pp.UK_TOWNS, "IE": pp.IE_TOWNS, "AU": pp.AU_TOWNS,
                   "NZ": pp.NZ_TOWNS, "CA": pp.CA_TOWNS, "US": pp.US_TOWNS}[c])
    pl = {"street": street(rng, c), "town": t[0], "zip": ids.postcode(rng, c, t), "t": t}
    if c == "UK":
        pl.update(county=t[1], area=t[3], region="", nation=t[4])
    elif c == "IE":
        pl.update(county=t[1], area=t[3], region="")
    elif c == "AU":
        pl.update(county="", area=t[4], region=t[1], region_full=t[2])
    elif c == "NZ":
        pl.update(county="", area=t[3], region=t[1], region_full=t[1])
    elif c == "CA":
        pl.update(county="", area=t[4], region=t[1], region_full=t[2])
    else:
        pl.update(county=t[5], area=t[4], region=t[1], region_full=t[2])
    return pl


def addr(pl, c, multiline=False, full_region=False, county=False):
    """segments of an address: street, town, region, postcode"""
    sep = "\n" if multiline else ", "
    out = [(pl["street"], "STREET"), sep, (pl["town"], "CITY")]
    if c == "UK":
        if county and pl["county"]:
            out += [sep, (pl["county"], "CITY")]
        out += [sep if multiline else " ", (pl["zip"], "ZIP")]
    elif c == "IE":
        if pl["county"] != pl["town"] or county:
            out += [sep, "Co. ", (pl["county"], "CITY")]
        out += [sep, (pl["zip"], "ZIP")]
    elif c == "NZ":
        if full_region:
            out += [sep, (pl["region"], "STATE")]
        out += [" ", (pl["zip"], "ZIP")]
    else:
        reg = pl["region_full"] if full_region else pl["region"]
        out += [", " if multiline or c != "AU" else " ", (reg, "STATE"), " " if c != "CA" else "  ", (pl["zip"], "ZIP")]
    return out


def make_staff(rng, c, kind, place):
    p = pn.person(rng, c, "F" if rng.random() < 0.72 else "M")
    role = pick(rng, ROLES[c][kind if kind in ROLES[c] else "nurse"])
    lk = {"doctor": "doctor", "nurse": "nurse", "pharmacist": "pharmacist"}.get(kind, "nurse")
    lab, val = ids.licence(rng, c, lk)
    if c == "US" and lab == "NPI":
        val = ids.npi(rng)
    elif c == "US":
        val = ids.dea(rng, p["last"])
    title = ""
    if kind == "doctor" and role != "PA-C":
        title = "Dr." if c in ("US", "CA") else "Dr"
    elif kind == "nurse" and c == "UK" and rng.random() < 0.3:
        title = "Sr"
    p.update(kind=kind, role=role, title=title, lic_label=lab, lic=val,
             user=ids.username(rng, p["first"], p["last"]),
             email=ids.email_person(rng, p["first"], p["last"]),
             ext=ids.landline(rng, c, place["area"]) + " " + ids.extension(rng),
             bleep=ids.pager(rng, c))
    if kind in ("hca", "admin"):
        p["lic"] = None
    return p


def make_ctx(rng, c, age_lo, age_hi, sex="F", lower=False):
    visit = dt.date(2021, 1, 4) + dt.timedelta(days=rng.randrange(1640))
    while visit.weekday() == 6:
        visit = add_days(visit, 1)
    age = age_lo + rng.randrange(age_hi - age_lo + 1)
    dob = dt.date(visit.year - age - 1, 1, 1) + dt.timedelta(days=rng.randrange(365))
    age = age_on(dob, visit)
    pat = pn.person(rng, c, sex)
    home = make_place(rng, c)
    cplace = make_place(rng, c)
    cplace["town"] = home["town"] if rng.random() < 0.7 else cplace["town"]
    if cplace["town"] == home["town"]:
        cplace.update(zip=ids.postcode(rng, c, home["t"]), t=home["t"], area=home["area"],
                      region=home["region"], county=home["county"],
                      region_full=home.get("region_full", ""))
    gplace = make_place(rng, c)
    gplace.update(town=home["town"], zip=ids.postcode(rng, c, home["t"]), t=home["t"],
                  area=home["area"], region=home["region"], county=home["county"],
                  region_full=home.get("region_full", ""))
    clinic = pp.clinic_name(rng, c)
    slug = ids.slugify(clinic.split(" ")[0])
    ctx = {
        "c": c, "country": pp.COUNTRY_NAME[c], "visit": visit, "lower": lower,
        "dstyle": pick(rng, ["num", "num", "num", "abbr", "long", "short", "dot"]),
        "pat": pat, "dob": dob, "age": age, "home": home,
        "mobile": ids.mobile(rng, c, home["area"]),
        "pemail": ids.email_person(rng, pat["first"], pat["last"]),
        "mrn": ids.mrn(rng, c),
        "clinic": clinic, "cplace": cplace,
        "ctel": ids.landline(rng, c, cplace["area"]),
        "cfax": ids.landline(rng, c, cplace["area"]),
        "cemail": ids.email_service(rng, slug),
        "curl": ids.url_service(rng, slug),
        "gp": make_staff(rng, c, "doctor", gplace),
        "practice": pp.practice_name(rng, c), "gplace": gplace,
        "gptel": ids.landline(rng, c, gplace["area"]),
        "gpfax": ids.landline(rng, c, gplace["area"]),
        "hospital": pp.hospital_name(rng, c),
        "pharmacy": pp.pharmacy_name(rng, c),
        "doc": make_staff(rng, c, "doctor", cplace),
        "nurse": make_staff(rng, c, "nurse", cplace),
        "hca": make_staff(rng, c, "hca", cplace),
        "admin": make_staff(rng, c, "admin", cplace),
        "employer": pp.employer_name(rng), "school": pp.school_name(rng, c),
        "job": pick(rng, pn.PROFESSIONS),
        "gpword": GP_WORD[c], "mec": MEC[c],
    }
    # national identifiers
    if c == "UK":
        if home["nation"] == "S":
            ctx["natid"] = ("CHI", ids.chi_number(rng, dob, sex), "MRN")
        else:
            ctx["natid"] = ("NHS No", ids.nhs_number(rng), "MRN")
    elif c == "NZ":
        ctx["natid"] = ("NHI", ids.nhi(rng), "MRN")
    elif c == "AU":
        ctx["natid"] = ("Medicare No", ids.healthplan(rng, c), "HEALTHPLAN")
    elif c == "CA":
        lab = "OHIP #" if home["region"] == "ON" else "PHN"
        hp = ids.healthplan(rng, c)
        ctx["natid"] = (lab, hp, "HEALTHPLAN")
    elif c == "IE":
        ctx["natid"] = ("GMS card no", ids.healthplan(rng, c), "HEALTHPLAN")
    else:
        ctx["natid"] = ("Member ID", ids.healthplan(rng, c), "HEALTHPLAN")
    return ctx


# ------------------------------------------------------------------ name forms
def pname(ctx, style):
    p = ctx["pat"]
    if style == "full":
        return (p["first"] + " " + p["last"], "PATIENT")
    if style == "mid" and p["mid"]:
        return ("%s %s. %s" % (p["first"], p["mid"], p["last"]), "PATIENT")
    if style == "mid":
        return (p["first"] + " " + p["last"], "PATIENT")
    if style == "LAST":
        return ("%s, %s" % (p["last"].upper(), p["first"]), "PATIENT")
    if style == "LASTUP":
        return ("%s, %s" % (p["last"].upper(), p["first"].upper()), "PATIENT")
    if style == "title":
        return [("Mr " if p["sex"] == "M" else "Ms "), (p["last"], "PATIENT")]
    if style == "miss":
        return [("Mr " if p["sex"] == "M" else "Miss "), (p["last"], "PATIENT")]
    if style == "first":
        return (p["first"], "PATIENT")
    if style == "last":
        return (p["last"], "PATIENT")
    if style == "init":
        return ("%s.%s." % (p["first"][0], p["last"][0]), "PATIENT")
    if style == "initsp":
        return ("%s %s" % (p["first"][0], p["last"]), "PATIENT")
    raise ValueError(style)


def sname(s, style):
    """staff name forms"""
    t = s["title"]
    if style == "title":
        pre = t or ("Nurse" if s["kind"] == "nurse" else "")
        if not pre:
            return (s["first"] + " " + s["last"], "DOCTOR")
        return [pre + " ", (s["last"], "DOCTOR")]
    if style == "titlefull":
        return [t + " " if t else "", (s["first"] + " " + s["last"], "DOCTOR")]
    if style == "full":
        return (s["first"] + " " + s["last"], "DOCTOR")
    if style == "init":
        return ("%s. %s" % (s["first"][0], s["last"]), "DOCTOR")
    if style == "first":
        return (s["first"], "DOCTOR")
    if style == "initials":
        return ((s["first"][0] + s["last"][0]).upper(), "DOCTOR")
    if style == "lowinit":
        return ((s["first"][0] + s["last"][0]).lower(), "DOCTOR")
    raise ValueError(style)


def lic(s):
    """licence segments, e.g. ['GMC ', ('1234567','LICENSE')]"""
    if not s.get("lic"):
        return ""
    return [s["lic_label"] + " ", (s["lic"], "LICENSE")]


def fam(rng, ctx, sex=None):
    sex = sex or ("F" if rng.random() < 0.5 else "M")
    p = pn.person(rng, ctx["c"], sex)
    if rng.random() < 0.55:
        p["last"] = ctx["pat"]["last"]
    return p


def famname(p, style="full"):
    if style == "first":
        return (p["first"], "FAMILY")
    return (p["first"] + " " + p["last"], "FAMILY")


def D(ctx, d, style=None):
    return (fmt_date(ctx, d, style), "DATE")


def clinic_header(d, ctx, rng, with_fax=True, with_web=True):
    c = ctx["c"]
    cp = ctx["cplace"]
    nm = ctx["clinic"].upper() if rng.random() < 0.4 else ctx["clinic"]
    d.w("{}\n", (nm, "HOSPITAL"))
    d.add(addr(cp, c))
    d.t("\n")
    d.w("Tel {}", (ctx["ctel"], "PHONE"))
    if with_fax:
        d.w("  |  Fax {}", (ctx["cfax"], "FAX"))
    if with_web:
        if rng.random() < 0.5:
            d.w("  |  {}", (ctx["curl"], "URL"))
        else:
            d.w("  |  {}", (ctx["cemail"], "EMAIL"))
    d.t("\n")


def natid(ctx):
    lab, val, typ = ctx["natid"]
    return [lab + ": ", (val, typ)]


INSURERS = ["Prairie Mutual Health", "Cedar Valley Health Plan", "Lakeshore Community Care Plan",
            "Keystone Family Health", "Harborview Assurance", "Silver Pine HMO",
            "Redwood Medicaid Managed Care", "Mesa Vista Health", "Northlake Benefit Trust"]
PRIV_INS = {"AU": ["Wattle Health Fund", "Southern Cross Members Health", "Coastal Mutual Health"],
            "IE": ["Lakeland Health Insurance", "Shannonside Medical Cover"],
            "UK": ["Thamesbridge Health", "Meridian Private Care"],
            "NZ": ["Kauri Health Cover"], "CA": ["Maple Leaf Group Benefits", "Northern Shield Extended Health"]}


def insurance(d, ctx, rng):
    """insurance / coverage line; returns nothing"""
    c = ctx["c"]
    if c == "US":
        d.w("Insurance: {}  Member ID {}  Group {}\n", (pick(rng, INSURERS), "ORGANIZATION"),
            (ctx["natid"][1], "HEALTHPLAN"), (ids.group_no(rng), "HEALTHPLAN"))
        if rng.random() < 0.6:
            d.w("SSN: {}\n", (ids.ssn(rng, c), "SSN"))
    elif c in PRIV_INS:
        d.w("{}  |  Private cover: {} policy {}\n", natid(ctx), (pick(rng, PRIV_INS[c]), "ORGANIZATION"),
            (ids.healthplan(rng, "UK"), "HEALTHPLAN"))


def staff_sig(d, ctx, rng, s, lead="Signed: "):
    d.t(lead)
    d.add(sname(s, pick(rng, ["titlefull", "full", "init"])))
    d.w(", {}", s["role"])
    if s.get("lic"):
        d.t("  ")
        d.add(lic(s))
    d.t("\n")
