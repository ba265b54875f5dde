"""Case (one invented family and its care team) and reusable note blocks."""
import datetime as dt
import pools as P
import phi as H
import neg as N
from phi import D

START = dt.date(2019, 1, 7)
SPAN_DAYS = 6 * 365 - 20


def age_parts(dob, on):
    days = (on - dob).days
    years = on.year - dob.year - ((on.month, on.day) < (dob.month, dob.day))
    months = (on.year - dob.year) * 12 + on.month - dob.month - (on.day < dob.day)
    return days, max(months, 0), max(years, 0)


def make_case(r, country=None, age_m=(0, 192), sex=None):
    c = country or r.choices(["UK", "IE", "AU", "NZ"], [4, 2, 2, 2])[0]
    sub = r.choices(P.UK_NATIONS, [6, 2, 1, 1])[0] if c == "UK" else None
    visit = START + dt.timedelta(days=r.randrange(SPAN_DAYS))
    months = r.randint(*age_m)
    dob = visit - dt.timedelta(days=int(months * 30.44) + r.randrange(0, 27) + 3)
    sex = sex or r.choice("FM")
    fam_last = r.choice(P.SURNAMES)
    pt = H.person(r, sex, fam_last, adult=False)
    pt["nick"] = P.NICK.get(pt["first"])
    mum = H.person(r, "F", fam_last if r.random() < 0.7 else None)
    mum["age"] = min(56, months // 12 + r.randint(18, 40))
    partner = H.person(r, "M" if r.random() < 0.9 else "F", fam_last if r.random() < 0.6 else None)
    partner["age"] = mum["age"] + r.randint(-3, 9)
    partner["rel"] = r.choice(["dad", "dad", "father", "stepdad", "mum's partner", "partner"]) if partner["sex"] == "M" else "co-parent"
    sibs = []
    for _ in range(r.choice([0, 1, 1, 2, 2, 3])):
        s = H.person(r, None, fam_last, adult=False)
        s["age"] = r.randint(1, max(1, min(17, mum["age"] - 17)))
        sibs.append(s)
    gran = H.person(r, r.choice("FFM"), None)
    if gran["sex"] == "F":
        gran["rel"] = r.choice(["maternal grandmother", "nan", "nana", "granny", "paternal grandmother",
                                "kuia" if c == "NZ" else "gran"])
    else:
        gran["rel"] = r.choice(["grandad", "maternal grandfather", "paternal grandfather",
                                {"NZ": "koro", "AU": "pop", "IE": "grandda", "UK": "grandpa"}[c]])
    addr = H.address(r, c)
    pr = H.practice(r, c, addr["town"])
    k = {"c": c, "sub": sub, "visit": visit, "dob": dob, "pt": pt, "mum": mum, "partner": partner,
         "sibs": sibs, "gran": gran, "addr": addr, "pr": pr}
    k["age"] = age_parts(dob, visit)
    for role in ["GP", "GP", "HV", "PN", "SN", "PAED"]:
        key = role.lower()
        if key in k:
            key = "gp2"
        k[key] = H.staff(r, c, role)
    k["rec"] = H.person(r)
    k["sw"] = H.person(r)
    k["typist"] = H.person(r)
    k["hosp"] = H.hospital(r, c)
    k["ward"] = r.choice(P.WARDS)
    k["pharm"] = H.pharmacy(r)
    k["nursery"] = H.nursery(r, c, addr["town"])
    k["school"] = H.school(r, c, addr["town"]) if k["age"][2] >= 4 else k["nursery"]
    k["clinic"] = H.clinic(r)
    k["hid"] = H.health_id(r, c, sub)
    k["mrn"] = H.mrn(r)
    k["hp"] = H.healthplan(r, c)
    k["home_tel"] = H.phone(r, c, "land")
    mum["mob"] = H.phone(r, c, "mob")
    partner["mob"] = H.phone(r, c, "mob")
    mum["email"] = H.email_person(r, mum["first"], mum["last"])
    mum["job"] = r.choice(P.PROFESSIONS)
    partner["job"] = r.choice(P.PROFESSIONS)
    mum["emp"] = r.choice(P.EMPLOYERS)
    partner["emp"] = r.choice(P.EMPLOYERS)
    k["origin"] = r.choice(P.COUNTRIES_ORIGIN)
    return k


def other_date(r, k, lo, hi):
    return k["visit"] + dt.timedelta(days=r.randint(lo, hi))


# ---------------------------------------------------------------- names
def pt(r, k, style=None):
    p = k["pt"]
    style = style or r.choice(["full", "full", "first", "first", "first", "upper", "title", "nick", "lf"])
    if style == "nick" and not p["nick"]:
        style = "first"
    if style == "full":
        return [("PATIENT", f"{p['first']} {p['last']}")]
    if style == "first":
        return [("PATIENT", p["first"])]
    if style == "nick":
        return [("PATIENT", p["nick"])]
    if style == "upper":
        return [("PATIENT", f"{p['last'].upper()}, {p['first'].upper()}")]
    if style == "lf":
        return [("PATIENT", f"{p['last']}, {p['first']}")]
    if style == "init":
        return [("PATIENT", f"{p['first'][0]}.{p['last'][0]}.")]
    if style == "last":
        return [("PATIENT", p["last"])]
    t = ("Miss " if p["sex"] == "F" else "Master ") if r.random() < 0.5 else ""
    return [t, ("PATIENT", f"{p['first']} {p['last']}")]


def fam(r, p, style=None):
    style = style or r.choice(["first", "first", "full", "title"])
    if style == "first":
        return [("FAMILY", p["first"])]
    if style == "full":
        return [("FAMILY", f"{p['first']} {p['last']}")]
    t = "Mrs " if p["sex"] == "F" else "Mr "
    if p["sex"] == "F" and r.random() < 0.4:
        t = r.choice(["Ms ", "Miss "])
    return [t, ("FAMILY", p["last"])]


def doc(r, s, style=None):
    is_dr = s.get("role") in ("GP", "PAED")
    style = style or r.choice(["title_full", "title_last", "full", "full_cred", "init_last"])
    if style == "title_full":
        return [("Dr " if is_dr else ""), ("DOCTOR", f"{s['first']} {s['last']}")]
    if style == "title_last":
        if is_dr:
            return ["Dr ", ("DOCTOR", s["last"])]
        return [("DOCTOR", s["first"])]
    if style == "full":
        return [("DOCTOR", f"{s['first']} {s['last']}")]
    if style == "full_cred":
        return [("DOCTOR", f"{s['first']} {s['last']}"), " " + s.get("cred", "RN")]
    if style == "init":
        return [("DOCTOR", f"{s['first'][0]}{s['last'][0]}")]
    return [("Dr " if is_dr else ""), ("DOCTOR", f"{s['first'][0]}. {s['last']}")]


# ---------------------------------------------------------------- ages
WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
         "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
         "twenty"]


def age(r, k, form=None):
    days, months, years = k["age"]
    if form == "adj":
        if days < 28:
            return [("AGE", str(days)), "-day-old"]
        if months < 3:
            return [("AGE", str(days // 7)), r.choice(["-week-old", " week old"])]
        if months < 24:
            return [("AGE", str(months)), r.choice(["-month-old", " month old", " mo", "m"])]
        if years <= 20 and r.random() < 0.2:
            return [("AGE", WORDS[years]), "-year-old"]
        return [("AGE", str(years)), r.choice(["-year-old", " yo", "yo", " y/o", "y"])]
    if form == "short":
        if days < 28:
            return [("AGE", str(days)), r.choice([" days", "d", " days old"])]
        if months < 3:
            return [("AGE", str(days // 7)), r.choice([" weeks", "w", " wks"])]
        if months < 24:
            return [("AGE", str(months)), r.choice([" months", "m", " mths"])]
        return [("AGE", str(years)), r.choice([" years", "y", " yrs", ""])]
    if days < 28:
        return r.choice([[("AGE", str(days)), " days old"], ["aged ", ("AGE", str(days)), " days"],
                         [("AGE", str(days)), "-day-old"]])
    if months < 3:
        wk = days // 7
        return r.choice([[("AGE", str(wk)), " weeks old"], [("AGE", str(wk)), "-week-old"],
                         ["aged ", ("AGE", str(wk)), " weeks"], [("AGE", str(wk)), " wks"]])
    if months < 24:
        return r.choice([[("AGE", str(months)), " months"], [("AGE", str(months)), "-month-old"],
                         [("AGE", str(months)), "m"], ["aged ", ("AGE", str(months)), " months"],
                         [("AGE", str(months)), " mo"]])
    opts = [[("AGE", str(years)), " yo"], [("AGE", str(years)), "-year-old"], [("AGE", str(years)), "y"],
            ["aged ", ("AGE", str(years))], ["age ", ("AGE", str(years)), " years"],
            [("AGE", str(years)), "yo"], [("AGE", str(years)), " years old"]]
    if years <= 20 and r.random() < 0.25:
        opts = [[("AGE", WORDS[years]), "-year-old"], ["aged ", ("AGE", WORDS[years])]]
    return r.choice(opts)


def job(w):
    return ["an " if w[0].lower() in "aeiou" else "a ", ("PROFESSION", w)]


def adult_age(r, a):
    return r.choice([[("AGE", str(a))], [("AGE", str(a)), "yo"], ["aged ", ("AGE", str(a))]])


def sex_word(k, lower=False):
    return ("girl" if k["pt"]["sex"] == "F" else "boy")


def he(k):
    return "she" if k["pt"]["sex"] == "F" else "he"


def his(k):
    return "her" if k["pt"]["sex"] == "F" else "his"


# ---------------------------------------------------------------- blocks
def kv(r, d, key, items, sep=None):
    d.ln(key, sep or ": ", items)


def demo_block(r, d, k, fields=None, sep=None, upper_keys=False):
    sep = sep or r.choice([": ", ":\t", " - ", ":  "])
    a = k["addr"]
    fields = fields or ["name", "dob", "age", "sex", "hid", "addr", "tel", "parent", "gp", "practice"]
    lab = {"name": "Name", "dob": "DOB", "age": "Age", "sex": "Sex", "hid": k["hid"][0], "addr": "Address",
           "tel": "Tel", "parent": "Parent/carer", "gp": "Registered GP", "practice": "Practice",
           "mrn": "Hosp no", "hp": k["hp"][0], "school": "School/setting", "email": "Email",
           "mob": "Mobile", "nok": "NOK"}
    for f in fields:
        key = lab[f].upper() if upper_keys else lab[f]
        if f == "name":
            it = pt(r, k, r.choice(["full", "upper", "lf"]))
        elif f == "dob":
            it = [D(r, k["dob"], r.choice(["num", "num", "mon", "long", "iso", "dots", "mon2"]))]
        elif f == "age":
            it = age(r, k, "short")
        elif f == "sex":
            it = [r.choice(["F", "Female"]) if k["pt"]["sex"] == "F" else r.choice(["M", "Male"])]
        elif f == "hid":
            it = [(k["hid"][2], k["hid"][1])]
        elif f == "addr":
            it = H.addr_items(r, a)
        elif f == "tel":
            it = [("PHONE", k["home_tel"])]
        elif f == "mob":
            it = [("PHONE", k["mum"]["mob"]), " (mum)"]
        elif f == "parent":
            it = [("FAMILY", H.full(k["mum"])), " (mother)"]
            if r.random() < 0.5:
                it += [", ", ("FAMILY", H.full(k["partner"])), f" ({k['partner']['rel']})"]
        elif f == "nok":
            it = [("FAMILY", H.full(k["mum"])), " - mother - ", ("PHONE", k["mum"]["mob"])]
        elif f == "gp":
            it = doc(r, k["gp"], "title_full")
        elif f == "practice":
            it = [("HOSPITAL", k["pr"]["name"])]
        elif f == "mrn":
            it = [("MRN", k["mrn"])]
        elif f == "hp":
            it = [("HEALTHPLAN", k["hp"][1])]
        elif f == "school":
            it = [("ORGANIZATION", k["school"])]
        elif f == "email":
            it = [("EMAIL", k["mum"]["email"])]
        d.ln(key, sep, it)


def letterhead(r, d, k, with_web=True):
    p = k["pr"]
    d.ln(("HOSPITAL", p["name"]))
    d.ln(H.addr_items(r, p["addr"]))
    tel = r.choice(["Tel: ", "Ph: ", "Telephone ", "T: "])
    d.w(tel, ("PHONE", p["phone"]))
    d.w(r.choice(["  |  Fax: ", "   Fax ", "\nFax: ", "  F: "]), ("FAX", p["fax"]), "\n")
    if with_web:
        if r.random() < 0.7:
            d.w("Email: ", ("EMAIL", p["email"]))
        if r.random() < 0.6:
            d.w("  Web: ", ("URL", p["url"]))
        d.w("\n")
    d.w("\n")


def sign(r, d, k, s, job=None, lic=None, site=True):
    d.ln(r.choice(["Yours sincerely,", "Kind regards,", "Yours faithfully,", "Many thanks,", "Best wishes,"]))
    d.ln("")
    d.ln(doc(r, s, r.choice(["title_full", "full_cred", "full"])))
    if job:
        d.ln(job)
    if lic if lic is not None else r.random() < 0.55:
        d.ln(f"{s['lic'][0]} ", ("LICENSE", s["lic"][1]))
    if site:
        d.ln(("HOSPITAL", k["pr"]["name"]))


def typist(r, d, k, s):
    a = f"{s['first'][0]}{s['last'][0]}"
    b = f"{k['typist']['first'][0]}{k['typist']['last'][0]}".lower()
    dd = k["visit"] + dt.timedelta(days=r.randint(0, 4))
    form = r.randrange(4)
    if form == 0:
        d.ln(("DOCTOR", a), "/", ("DOCTOR", b))
    elif form == 1:
        d.ln("Dictated by ", ("DOCTOR", a), ", typed by ", ("DOCTOR", b), " ", D(r, dd, "num"))
    elif form == 2:
        d.ln("D: ", D(r, dd, "short"), "  T: ", D(r, dd + dt.timedelta(days=1), "short"), "  DD/", ("DOCTOR", b))
    else:
        d.ln("Transcribed by ", ("DOCTOR", H.full(k["typist"])), " on ", D(r, dd), " ", N.clock(r))


def cc_block(r, d, k, who):
    d.ln("")
    d.w("cc: ")
    first = True
    for w in who:
        if not first:
            d.w("    ")
        first = False
        if w == "parent":
            d.ln(("FAMILY", H.full(k["mum"])), ", ", H.addr_items(r, k["addr"]))
        elif w == "hv":
            d.ln(doc(r, k["hv"], "full"), ", Health Visitor, ", ("HOSPITAL", k["clinic"]))
        elif w == "sn":
            d.ln(doc(r, k["sn"], "full"), ", School Nurse, ", ("ORGANIZATION", k["school"]))
        elif w == "gp":
            d.ln(doc(r, k["gp"], "title_full"), ", ", ("HOSPITAL", k["pr"]["name"]))
        elif w == "paed":
            d.ln(doc(r, k["paed"], "title_full"), ", Consultant Paediatrician, ", ("HOSPITAL", k["hosp"]))
        elif w == "sw":
            d.ln(("DOCTOR", H.full(k["sw"])), ", Social Worker, Children's Services")
        elif w == "file":
            d.ln("Notes")


def audit(r, d, k, s=None):
    s = s or k["gp"]
    u = H.username(r, s["first"], s["last"])
    when = k["visit"] + dt.timedelta(days=r.randint(0, 2))
    form = r.randrange(5)
    if form == 0:
        d.ln("Printed by ", ("USERNAME", u), " on ", D(r, when, "num"), " ", N.clock(r), " from ", ("IPADDR", H.ip(r)))
    elif form == 1:
        d.ln("[audit] user=", ("USERNAME", u), " ws=", ("IPADDR", H.ip(r)), " auth=fingerprint id ",
             ("BIOID", H.bioid(r)))
    elif form == 2:
        d.ln("Record accessed: ", ("USERNAME", u), " | ", D(r, when, "iso"), " ", N.clock(r), " | terminal ",
             ("IPADDR", H.ip(r)))
    elif form == 3:
        d.ln("Entered by: ", ("USERNAME", u), " (", doc(r, s, "full"), ")")
    else:
        d.ln("Signed electronically by ", ("USERNAME", u), " - biometric sign-in ref ", ("BIOID", H.bioid(r)))


def problem_list(r, d, k, n, dated=True):
    d.ln(r.choice(["PROBLEMS", "Active problems:", "Problem list", "PMH:"]))
    for desc, code in N.problems(r, n):
        items = [r.choice(["- ", "* ", "  "]), desc, f" ({code})" if r.random() < 0.6 else f" [{code}]"]
        if dated and r.random() < 0.7:
            items += [" - ", D(r, other_date(r, k, -900, -10), r.choice(["num", "my", "y", "mon", "my"]))]
        d.ln(items)


def med_list(r, d, k, n, header=None, pool=None):
    d.ln(header or r.choice(["Medication:", "Current medication", "Repeat medication:", "Rx:", "MEDS"]))
    for name, sig in N.meds(r, n, pool):
        d.ln(r.choice(["- ", "  ", "* "]), name, r.choice([" - ", " ", ", "]), sig)


def lab_table(r, d, k, n, with_ids=True):
    if with_ids:
        d.ln("Specimen: ", ("IDNUM", H.idnum(r, "lab")), "   Collected: ", D(r, k["visit"], "num"), " ", N.clock(r))
    d.ln(f"{'Test':<16}{'Result':<10}{'Units':<10}Ref range")
    for name, val, unit, ref in N.labs(r, n):
        d.ln(f"{name:<16}{val:<10}{unit:<10}{ref}")


def safety_net(r, d, k):
    d.ln(" ".join(N.plan(r, r.randint(1, 3))))


def sibs_line(r, d, k):
    if not k["sibs"]:
        d.ln("Siblings: nil, only child.")
        return
    d.w("Siblings: ")
    for i, s in enumerate(k["sibs"]):
        if i:
            d.w(", ")
        d.w(("FAMILY", s["first"]), " (", ("AGE", str(s["age"])), ")")
    d.w("\n")
