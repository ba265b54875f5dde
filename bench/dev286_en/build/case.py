"""Builds one fictional case (patient, family, staff, interpreter, places,
identifiers) and renders names and addresses as (text, TYPE) piece lists."""
import phi_format as F
import pools_names as PN
import pools_places as PP


class Person:
    def __init__(self, first, last, sex, origin, middle=None):
        self.first = first
        self.last = last
        self.sex = sex
        self.origin = origin
        self.middle = middle

    def title(self, rng):
        if self.sex == "F":
            return rng.choice(PN.TITLES_F)
        return rng.choice(PN.TITLES_M)


def make_person(rng, origin=None, sex=None):
    origin = origin or rng.choice(PN.STAFF_ORIGINS)
    o = PN.ORIGINS[origin]
    sex = sex or rng.choice("FM")
    first = rng.choice(o["f"] if sex == "F" else o["m"])
    last = rng.choice(o["s"])
    middle = rng.choice("ABCDEFGHJKLMNPRSTW") if rng.random() < 0.2 else None
    return Person(first, last, sex, origin, middle)


def fill(rng, pattern, country):
    return pattern.format(town=rng.choice(PP.TOWNS[country]), saint=rng.choice(PP.SAINTS),
                          base=rng.choice(PP.STREET_BASES))


def make_address(rng, country, unit=True):
    num = F.street_number(rng)
    base = rng.choice(PP.STREET_BASES)
    suf = rng.choice(PP.STREET_SUFFIX[country])
    street = "%s %s %s" % (num, base, suf)
    if unit and rng.random() < 0.3:
        form = rng.choice(PP.UNIT_FORMS[country])
        unit = form.format(n=rng.randrange(1, 40), L=rng.choice("ABCDEF"), h=rng.choice(PP.HOUSE_NAMES))
        if unit.endswith("/") or unit.endswith("-"):
            street = unit + street
        elif country == "UK" or rng.random() < 0.5:
            street = unit + ", " + street
        else:
            street = street + ", " + unit
    st = rng.choice(PP.STATES[country])
    return dict(street=street, city=rng.choice(PP.TOWNS[country]), state_full=st[0],
                state_abbr=st[1], zip=F.zip_code(rng, country))


def addr_pieces(rng, a, country, style=None):
    """Address as pieces; style 'line' (one line), 'multi' (lines), 'short'."""
    style = style or rng.choice(["line", "line", "multi", "short"])
    state = a["state_abbr"] if rng.random() < 0.6 else a["state_full"]
    if style == "short":
        return [(a["street"], "STREET"), (", ", None), (a["city"], "CITY")]
    sep = ", " if style == "line" else "\n"
    out = [(a["street"], "STREET"), (sep, None), (a["city"], "CITY")]
    if country == "UK":
        # UK counties are CITY per the guideline (town, city, county)
        if rng.random() < 0.4:
            out += [(", " if style == "line" else "\n", None), (a["state_full"], "CITY")]
        out += [(sep if style == "multi" else " ", None), (a["zip"], "ZIP")]
    elif country == "NZ":
        if rng.random() < 0.3:
            out += [(", ", None), (a["state_full"], "STATE")]
        out += [(" ", None), (a["zip"], "ZIP")]
    elif country == "AU":
        out += [(" " if style == "line" else " ", None), (state, "STATE"), (" ", None), (a["zip"], "ZIP")]
    else:
        out += [(", " if rng.random() < 0.6 else " ", None), (state, "STATE"), ("  " if rng.random() < 0.2 else " ", None), (a["zip"], "ZIP")]
    return out


_WORDY = {"DO", "MD", "RN", "PA", "NP", "OT", "GP", "BE", "AN", "AS", "AT", "BY", "GO", "HE", "IF", "IN", "IS", "IT",
          "ME", "MY", "NO", "OF", "ON", "OR", "SO", "TO", "UP", "US", "WE", "AM", "AH", "OH", "OK", "EN", "MA", "HI",
          "ED", "ER", "PT", "DR", "MR", "MS", "EM", "RM", "HR", "BP", "IV", "CT", "UK", "NZ", "AU", "CA", "ID", "DD",
          "MO", "NA", "LA", "GA", "PE", "CO", "TB", "AF", "OD", "BD"}


def name(rng, p, typ, style=None, cred=None):
    """Name surface form as pieces; titles and credentials stay outside."""
    if style is None:
        if typ == "DOCTOR":
            style = rng.choice(["dr_last", "dr_full", "full_cred", "full", "init_last", "full_cred", "first", "last_first"])
        elif typ == "PATIENT":
            style = rng.choice(["full", "full", "first", "last_t", "full_t", "caps_lf", "lf", "init_last", "first_init", "mid", "caps_full", "last_t"])
        else:
            style = rng.choice(["full", "first", "full", "last_t", "first", "full_t"])
    f, l = p.first, p.last
    if style == "full":
        return [("%s %s" % (f, l), typ)]
    if style == "mid":
        mi = p.middle or rng.choice("ABCDEHJKMNRST")
        return [("%s %s. %s" % (f, mi, l), typ)]
    if style == "first":
        return [(f, typ)]
    if style == "last":
        return [(l, typ)]
    if style == "last_t":
        return [(p.title(rng) + " ", None), (l, typ)]
    if style == "full_t":
        return [(p.title(rng) + " ", None), ("%s %s" % (f, l), typ)]
    if style == "caps_lf":
        return [("%s, %s" % (l.upper(), f.upper() if rng.random() < 0.5 else f), typ)]
    if style == "lf":
        return [("%s, %s" % (l, f), typ)]
    if style == "init_last":
        return [("%s. %s" % (f[0], l), typ)]
    if style == "first_init":
        return [("%s %s." % (f, l[0]), typ)]
    if style == "initials":
        bare = "%s%s" % (f[0], l[0])
        if bare.upper() in _WORDY or rng.random() < 0.5:
            return [("%s.%s." % (f[0], l[0]), typ)]
        return [(bare, typ)]
    if style == "caps_full":
        return [("%s %s" % (f.upper(), l.upper()), typ)]
    if style == "caps_last":
        return [(l.upper(), typ)]
    if style == "dr_last":
        return [(rng.choice(["Dr ", "Dr. ", "Dr "]), None), (l, typ)]
    if style == "dr_full":
        return [(rng.choice(["Dr ", "Dr. "]), None), ("%s %s" % (f, l), typ)]
    if style == "full_cred":
        c = cred or "MD"
        return [("%s %s" % (f, l), typ), (rng.choice([", ", " "]) + c, None)]
    if style == "init_last_cred":
        c = cred or "RN"
        return [("%s. %s" % (f[0], l), typ), (" " + c, None)]
    if style == "last_first":
        return [("%s, %s" % (l, f), typ)]
    if style == "lower_initials":
        bare = "%s%s" % (f[0], l[0])
        if bare.upper() in _WORDY:
            bare = "%s%s%s" % (f[0], (p.middle or "x"), l[0])
        return [(bare.lower(), typ)]
    raise ValueError(style)


def rel_name(rng, fam):
    """'his wife Ana' style: relation word outside the span."""
    return fam["rel"]


_ROOM_WORDS = ["Room ", "Clinic Room ", "Consult Room ", "Interview Room ", "Cubicle ", "Side room ", "Suite ",
               "Rm ", "Treatment Room ", "Exam Rm "]


def room_pieces(rng):
    """Room / bay / bed designators: the word stays outside, the number is
    LOCATION_OTHER (guideline: room [412B], bed [7])."""
    n = rng.randrange(1, 30)
    k = rng.randrange(6)
    if k == 0:
        return [("Bay ", None), (str(rng.randrange(1, 9)), "LOCATION_OTHER"), (rng.choice([" Bed ", " bed ", ", bed "]), None), (str(rng.randrange(1, 24)), "LOCATION_OTHER")]
    if k == 1:
        return [(rng.choice(["Bed ", "bed "]), None), (str(rng.randrange(1, 30)), "LOCATION_OTHER")]
    if k == 2:
        return [(rng.choice(["Room ", "Rm "]), None), ("%d%s" % (n, rng.choice("ABCDE")), "LOCATION_OTHER")]
    if k == 3:
        return [("Pod ", None), ("%s%d" % (rng.choice("ABCDE"), rng.randrange(1, 9)), "LOCATION_OTHER")]
    if k == 4:
        return [(rng.choice(["Room ", "Rm "]), None), ("%d.%02d" % (rng.randrange(0, 5), rng.randrange(1, 40)), "LOCATION_OTHER")]
    return [(rng.choice(_ROOM_WORDS), None), (str(n), "LOCATION_OTHER")]


def carpark_pieces(rng):
    k = rng.randrange(4)
    if k == 0:
        return [("Car Park ", None), (rng.choice("ABCDE"), "LOCATION_OTHER")]
    if k == 1:
        return [("multi-storey ", None), ("P%d" % rng.randrange(1, 5), "LOCATION_OTHER")]
    if k == 2:
        return [("visitor bay ", None), (str(rng.randrange(1, 60)), "LOCATION_OTHER")]
    return [("staff car park, space ", None), (str(rng.randrange(1, 200)), "LOCATION_OTHER")]


class Case(dict):
    pass


def make_case(rng, country, sign=None, enc=None, ages=None, sex=None):
    c = Case()
    c["country"] = country
    sign = (rng.random() < 0.15) if sign is None else sign
    c["sign"] = sign
    origin = rng.choice(PN.COUNTRY_ORIGINS[country])
    if sign:
        origin = rng.choice(["anglo", "anglo", "irish"] + PN.COUNTRY_ORIGINS[country])
    o = PN.ORIGINS[origin]
    pt = make_person(rng, origin, sex)
    c["pt"] = pt
    if sign:
        c["lang"] = rng.choice(PN.SIGN_LANGS[country])
    else:
        c["lang"] = rng.choice(o["langs"])
        if c["lang"] == "English":
            c["lang"] = rng.choice(["Arabic", "Mandarin", "Vietnamese", "Polish"]) if origin == "anglo" else "English"
    c["birth_country"] = rng.choice(o["countries"])
    enc = enc or F.workday(F.rand_date(rng))
    c["enc"] = enc
    if ages:
        age = rng.randrange(ages[0], ages[1] + 1)
    else:
        age = rng.choice([rng.randrange(1, 17), rng.randrange(18, 45), rng.randrange(30, 70), rng.randrange(60, 96), rng.randrange(22, 40)])
    dob = F.shift(enc, -(age * 365 + rng.randrange(365) + age // 4))
    c["dob"] = dob
    c["age"] = F.age_at(dob, enc)
    c["addr"] = make_address(rng, country)
    c["pt_phone"] = F.phone(rng, country, "land")
    c["pt_mobile"] = F.phone(rng, country, "mobile")
    c["pt_email"] = F.email(rng, pt.first, pt.last)
    c["mrn"] = F.mrn(rng, country)
    c["nhs"] = F.nhs_number(rng) if country == "UK" else None
    c["hp"] = F.healthplan(rng, country)
    c["ssn"] = F.ssn(rng, country)
    c["acct"] = F.account(rng)
    c["prof"] = rng.choice(PP.PROFESSIONS)
    # family
    fam_origin = origin if rng.random() < 0.95 else rng.choice(PN.STAFF_ORIGINS)
    fp = make_person(rng, fam_origin)
    if rng.random() < 0.6:
        fp.last = pt.last
    if c["age"] < 18:
        rel = rng.choice(PN.CHILD_REL_F if fp.sex == "F" else PN.CHILD_REL_M)
    elif rng.random() < 0.15:
        rel = rng.choice(PN.RELATIONS_N)
    else:
        pool = PN.RELATIONS_F if fp.sex == "F" else PN.RELATIONS_M
        if c["age"] < 40:
            pool = [r for r in pool if not r.startswith("grand") and "-in-law" not in r and not r.startswith("step")
                    and r not in ("daughter", "son", "niece", "nephew")] or pool
        elif c["age"] >= 65:
            pool = [r for r in pool if r not in ("mother", "father", "grandmother", "grandfather", "stepfather", "foster mother", "aunt", "uncle")]
        rel = rng.choice(pool)
        if rel in ("wife", "husband"):
            rel = "wife" if pt.sex == "M" and fp.sex == "F" else ("husband" if pt.sex == "F" and fp.sex == "M" else "partner")
    c["fam"] = dict(p=fp, rel=rel, phone=F.phone(rng, country, "mobile"), prof=rng.choice(PP.PROFESSIONS))
    # places
    c["hosp"] = fill(rng, rng.choice(PP.HOSP_PATTERNS[country]), country)
    c["gp"] = fill(rng, rng.choice(PP.HOSP_PATTERNS[country]), country)
    c["ward"] = rng.choice(PP.WARDS)
    c["room"] = room_pieces(rng)
    c["building"] = rng.choice(PP.BUILDINGS)
    c["site_addr"] = make_address(rng, country, unit=False)
    c["employer"] = rng.choice(PP.EMPLOYERS)
    c["school"] = fill(rng, rng.choice(PP.SCHOOLS), country)
    c["community"] = fill(rng, rng.choice(PP.COMMUNITY), country)
    c["insurer"] = rng.choice(PP.INSURERS[country])
    # agency
    ag = rng.choice(PP.SIGN_AGENCIES if sign else PP.SPOKEN_AGENCIES)
    c["agency"] = ag
    c["ag_phone"] = F.phone(rng, country, rng.choice(["toll", "land"]))
    c["ag_fax"] = F.phone(rng, country, "land")
    c["ag_email"] = F.role_email(rng, ag)
    c["ag_url"] = F.url(rng, ag)
    # staff
    c["doc"] = make_person(rng)
    c["doc_cred"] = rng.choice(PP.DOC_CREDS[country])
    c["nurse_cred"] = rng.choice(PP.NURSE_CREDS[country])
    c["nurse"] = make_person(rng)
    c["clerk"] = make_person(rng)
    c["coord"] = make_person(rng)
    c["doc_phone"] = F.phone_ext(rng, country) if rng.random() < 0.3 else F.phone(rng, country, "land")
    c["dept_ext"] = F.extension(rng)
    c["dept_fax"] = F.phone(rng, country, "land")
    c["doc_email"] = F.email(rng, c["doc"].first, c["doc"].last, c["hosp"])
    c["coord_email"] = F.email(rng, c["coord"].first, c["coord"].last, c["hosp"])
    c["user_clerk"] = F.username(rng, c["clerk"].first, c["clerk"].last)
    c["user_doc"] = F.username(rng, c["doc"].first, c["doc"].last)
    c["user_coord"] = F.username(rng, c["coord"].first, c["coord"].last)
    # interpreter (often same origin as the language)
    i_origin = origin if (not sign and rng.random() < 0.9) else rng.choice(PN.STAFF_ORIGINS)
    if sign and rng.random() < 0.6:
        i_origin = rng.choice(["anglo", "irish", "anglo"])
    ip = make_person(rng, i_origin)
    c["interp"] = ip
    c["interp2"] = make_person(rng, rng.choice(["anglo", "irish", "quebecois", "greek", "italian"]) if sign else i_origin)
    c["interp_id"] = F.idnum(rng, "interp")
    body = rng.choice((PP.SIGN_BODIES if sign else PP.SPOKEN_BODIES)[country])
    c["lic_body"] = body
    c["lic"] = F.license_no(rng, body)
    c["interp_cred"] = rng.choice((PP.SIGN_CREDS if sign else PP.INTERP_CREDS)[country])
    sb = rng.choice(PP.LICENSE_BODIES[country])
    c["staff_lic_body"] = sb
    c["staff_lic"] = F.license_no(rng, sb)
    c["interp_phone"] = F.phone(rng, country, "mobile")
    c["interp_email"] = F.email(rng, ip.first, ip.last)
    c["booking"] = F.idnum(rng, "booking")
    return c


def gender_word(p):
    return "female" if p.sex == "F" else "male"


def pron(p):
    return ("she", "her", "her") if p.sex == "F" else ("he", "him", "his")
