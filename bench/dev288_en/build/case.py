"""Case context: one invented patient, their household, practice and the
out-of-hours service that meets them, plus renderers that return PHI pieces."""

import datetime as dt

import phi
import pools_names as PN
import pools_places as PL


class Person:
    def __init__(self, first, last, sex, middle=""):
        self.first, self.last, self.sex, self.middle = first, last, sex, middle

    def full(self):
        return "%s %s" % (self.first, self.last)


def person(rng, sex=None):
    sex = sex or rng.choice("MF")
    first = rng.choice(PN.FEMALE if sex == "F" else PN.MALE)
    last = rng.choice(PN.SURNAMES)
    mid = ""
    if rng.random() < 0.3:
        mid = rng.choice(PN.FEMALE if sex == "F" else PN.MALE)
    return Person(first, last, sex, mid)


def title_for(rng, p):
    if p.sex == "M":
        return rng.choice(["Mr", "Mr", "Mr."])
    return rng.choice(["Mrs", "Mrs", "Ms", "Miss", "Mrs."])


def nm(rng, p, typ, style=None):
    """Render a person's name as PHI pieces; titles stay outside the span."""
    styles = ["full", "full", "title_last", "last_first", "LAST_first", "init_last", "first",
              "title_full", "full_mid", "LAST_FIRST"]
    if typ == "DOCTOR":
        styles = ["dr_last", "dr_full", "dr_init", "full", "init_last", "dr_last", "LAST_first_dr"]
    style = style or rng.choice(styles)
    f, l, m = p.first, p.last, p.middle
    if style == "full":
        return [(typ, "%s %s" % (f, l))]
    if style == "full_mid":
        return [(typ, "%s %s. %s" % (f, m[0], l) if m else "%s %s" % (f, l))]
    if style == "title_last":
        return [title_for(rng, p) + " ", (typ, l)]
    if style == "title_full":
        return [title_for(rng, p) + " ", (typ, "%s %s" % (f, l))]
    if style == "last_first":
        return [(typ, "%s, %s" % (l, f))]
    if style == "LAST_first":
        return [(typ, "%s, %s" % (l.upper(), f))]
    if style == "LAST_FIRST":
        return [(typ, "%s, %s%s" % (l.upper(), f.upper(), " " + m[0].upper() if m else ""))]
    if style == "init_last":
        return [(typ, rng.choice(["%s. %s", "%s %s"]) % (f[0], l))]
    if style == "first":
        nick = PN.NICKNAMES.get(f)
        return [(typ, nick if nick and rng.random() < 0.4 else f)]
    if style == "initials":
        return [(typ, rng.choice(["%s%s", "%s.%s."]) % (f[0].upper(), l[0].upper()))]
    if style == "last":
        return [(typ, l)]
    if style == "dr_last":
        return [rng.choice(["Dr ", "Dr. ", "Dr "]), (typ, l)]
    if style == "dr_full":
        return [rng.choice(["Dr ", "Dr. "]), (typ, "%s %s" % (f, l))]
    if style == "dr_init":
        return [rng.choice(["Dr ", "Dr. "]), (typ, "%s %s" % (f[0], l))]
    if style == "LAST_first_dr":
        return [(typ, "%s %s" % (l.upper(), f)), " (Dr)"]
    raise ValueError(style)


def age_piece(rng, age, sex=None, style=None):
    a = str(age)
    sx = sex or "M"
    style = style or rng.choice(["yo", "y/o", "yr_old", "yrs", "sex", "aged", "words", "age_colon", "yo_nospace"])
    if style == "yo":
        return [("AGE", a), " yo"]
    if style == "yo_nospace":
        return [("AGE", a), "yo"]
    if style == "y/o":
        return [("AGE", a), " y/o"]
    if style == "yr_old":
        return [("AGE", a), "-year-old"]
    if style == "yrs":
        return [("AGE", a), " yrs"]
    if style == "sex":
        return [("AGE", a), rng.choice([" ", ""]) + sx]
    if style == "aged":
        return ["aged ", ("AGE", a)]
    if style == "words":
        return [("AGE", phi.words(age)), "-year-old"]
    return ["Age: ", ("AGE", a)]


class Case:
    pass


def _town(rng, country):
    return rng.choice(PL.TOWNS[country])


def org_name(rng, templates, country, town=None, sur=None):
    t = rng.choice(templates)
    return t.format(town=town or _town(rng, country)[0], stem=rng.choice(PL.ORG_STEMS),
                    saint=rng.choice(PL.SAINTS), sur=sur or rng.choice(PN.SURNAMES).replace("'", ""),
                    n=rng.randrange(1, 30), letter=rng.choice("ABCDEF"))


def street_line(rng, country):
    stem = rng.choice(PL.STREET_STEMS)
    suf = rng.choice(PL.STREET_SUFFIX[country])
    if rng.random() < 0.25:
        suf = PL.SUFFIX_ABBR.get(suf, suf)
    num = rng.randrange(1, 240)
    base = "%d %s %s" % (num, stem, suf)
    r = rng.random()
    if r < 0.12:
        if country == "CA":
            return "%d-%s" % (rng.randrange(101, 1905), base)
        if country in ("AU", "NZ"):
            return "%d/%s" % (rng.randrange(1, 20), base)
        return "Flat %d, %s" % (rng.randrange(1, 20), base)
    if r < 0.18 and country in ("AU", "CA"):
        return rng.choice(["RMB %d %s %s", "Lot %d %s %s", "RR %d %s %s"]) % (rng.randrange(2, 9999), stem, suf)
    if r < 0.22 and country in ("UK", "IE"):
        return "%s Cottage, %s %s" % (rng.choice(PL.ORG_STEMS), stem, suf)
    return base


def make_case(rng, country, enc_date, age_range=(0, 100), sex=None):
    c = Case()
    c.country = country
    c.date = enc_date
    p = person(rng, sex)
    c.pt = p
    lo, hi = age_range
    c.age = rng.randint(lo, hi)
    birth_year = enc_date.year - c.age
    dob = dt.date(birth_year, rng.randint(1, 12), rng.randint(1, 28))
    if (dob.month, dob.day) > (enc_date.month, enc_date.day):
        dob = dob.replace(year=birth_year - 1)
    c.dob = dob
    c.age_months = max(1, (enc_date - dob).days // 30) if c.age < 2 else None
    town, region = _town(rng, country)
    c.town, c.region = town, region
    c.street = street_line(rng, country)
    c.postcode = phi.postcode(rng, country, region)
    c.phone_home = phi.phone(rng, country, "land")
    c.phone_mob = phi.phone(rng, country, "mob")
    # identifiers
    if country == "UK":
        scot = region in ("Fife", "Angus", "Highland", "Perthshire")
        c.mrn_label = "CHI" if scot else ("H&C No" if region == "Antrim" else "NHS No")
        c.mrn = phi.chi_number(rng, dob, p.sex) if scot else phi.nhs_number(rng)
        c.mrn2 = phi.uk_hospital_no(rng)
        c.plan_label, c.plan = ("Private insurance", phi.private_ins(rng, country)) if rng.random() < 0.25 else (None, None)
        c.ssn_label, c.ssn = "NI No", phi.ni_number(rng)
    elif country == "IE":
        c.mrn_label, c.mrn = "MRN", phi.ie_mrn(rng)
        c.mrn2 = phi.ie_mrn(rng)
        c.plan_label, c.plan = rng.choice([("GMS No", phi.gms_card(rng)), ("Medical card", phi.gms_card(rng)),
                                           ("GP visit card", phi.gms_card(rng)), ("VHI no", phi.private_ins(rng, "IE"))])
        c.ssn_label, c.ssn = "PPSN", phi.ppsn(rng)
    elif country == "AU":
        c.mrn_label, c.mrn = rng.choice([("IHI", phi.ihi(rng)), ("UR", phi.au_ur(rng))])
        c.mrn2 = phi.au_ur(rng)
        c.plan_label, c.plan = rng.choice([("Medicare No", phi.medicare_au(rng)), ("Medicare", phi.medicare_au(rng)),
                                           ("DVA", phi.dva(rng))])
        c.ssn_label, c.ssn = "TFN", "9" + phi._d(rng, 2) + " " + phi._d(rng, 3) + " " + phi._d(rng, 3)
    elif country == "NZ":
        c.mrn_label, c.mrn = "NHI", phi.nhi(rng)
        c.mrn2 = phi.nhi(rng)
        c.plan_label, c.plan = rng.choice([("CSC No", phi.csc_nz(rng)), ("Southern Cross", phi.southern_x(rng))])
        c.ssn_label, c.ssn = "IRD", "9" + phi._d(rng, 2) + "-" + phi._d(rng, 3) + "-" + phi._d(rng, 3)
    else:
        c.mrn_label, c.mrn = "MRN", phi.ca_mrn(rng)
        c.mrn2 = phi.ca_mrn(rng)
        hc = {"ON": "OHIP", "BC": "PHN", "AB": "AHCIP", "NS": "MSI", "NB": "Medicare", "NL": "MCP",
              "SK": "HSN", "MB": "PHIN", "PE": "Health #"}.get(region, "Health card")
        c.plan_label, c.plan = hc, phi.ca_healthcard(rng, region)
        c.ssn_label, c.ssn = "SIN", phi.sin_ca(rng)
    # household
    nsex = rng.choice("MF")
    c.nok = person(rng, nsex)
    if rng.random() < 0.55:
        c.nok.last = p.last
    rels = PN.RELATIONS_F if nsex == "F" else PN.RELATIONS_M
    if c.age >= 55:
        rels = [x for x in rels if x not in ("mother", "father")]
    if c.age >= 75:
        rels = [x for x in rels if x not in ("sister", "brother", "mother", "father")] + (["daughter", "daughter"] if nsex == "F" else ["son", "son"])
    c.nok_rel = rng.choice(rels)
    if c.age < 16:
        c.nok_rel = "mother" if nsex == "F" else "father"
        c.nok.last = p.last if rng.random() < 0.8 else c.nok.last
    c.nok_phone = phi.phone(rng, country, "mob")
    c.fam2 = person(rng)
    c.fam2_rel = rng.choice([x for x in (PN.RELATIONS_F if c.fam2.sex == "F" else PN.RELATIONS_M)
                             if c.age < 55 or x not in ("mother", "father")])
    c.job = rng.choice(PN.JOBS)
    c.nok_job = rng.choice(PN.JOBS)
    c.employer = org_name(rng, PL.EMPLOYER_T, country, town)
    c.abroad = rng.choice(PL.ABROAD)
    # practice
    c.practice = org_name(rng, PL.PRACTICE_T[country], country, town)
    c.practice_phone = phi.phone(rng, country)
    c.practice_fax = phi.phone(rng, country)
    c.practice_email = phi.email_org(rng, c.practice)
    c.gp = person(rng)
    c.gp2 = person(rng)
    # out-of-hours service
    btown, bregion = _town(rng, country)
    if rng.random() < 0.5:
        btown, bregion = town, region
    c.base_town = btown
    c.base = org_name(rng, PL.BASE_T[country], country, btown)
    c.base_street = street_line(rng, country)
    c.base_postcode = phi.postcode(rng, country, bregion)
    c.base_region = bregion
    c.base_phone = phi.phone(rng, country)
    c.base_fax = phi.phone(rng, country)
    c.org = org_name(rng, PL.OOH_ORG[country], country)
    c.org_url = phi.url(rng, c.org)
    c.doc = person(rng)
    c.doc_reg = phi.reg_number(rng, country, "doc")
    c.doc_user = phi.username(rng, c.doc.first, c.doc.last)
    c.doc_mob = phi.phone(rng, country, "mob")
    c.doc_email = phi.email_person(rng, c.doc.first, c.doc.last)
    c.nurse = person(rng)
    c.nurse_reg = phi.reg_number(rng, country, "nurse")
    c.nurse_user = phi.username(rng, c.nurse.first, c.nurse.last)
    c.handler = person(rng)
    c.handler_user = phi.username(rng, c.handler.first, c.handler.last)
    c.driver = person(rng)
    c.plate = phi.plate(rng, country)
    # other sites
    c.pharmacy = org_name(rng, PL.PHARMACY_T[country], country, town)
    c.pharm_phone = phi.phone(rng, country)
    c.pharm_fax = phi.phone(rng, country)
    c.pharmacist = person(rng)
    c.carehome = org_name(rng, PL.CAREHOME_T[country], country, town)
    c.ch_phone = phi.phone(rng, country)
    c.room = rng.choice(["%d" % rng.randrange(1, 60), "%d%s" % (rng.randrange(1, 40), rng.choice("ABC")),
                         "%d" % rng.randrange(101, 230)])
    c.ch_nurse = person(rng)
    c.ch_street = street_line(rng, country)
    c.hospital = org_name(rng, PL.HOSPITAL_T[country], country)
    c.hospice = org_name(rng, PL.HOSPICE_T, country)
    c.case_no = phi.case_no(rng, enc_date)
    c.enc_no = phi.account_no(rng, "enc")
    c.ip = phi.ip(rng)
    return c


def addr(rng, c, style=None, street=None, town=None, region=None, pc=None):
    """Address as PHI pieces."""
    country = c.country
    street = street or c.street
    town = town or c.town
    region = region if region is not None else c.region
    pc = pc or c.postcode
    style = style or rng.choice(["full", "full", "no_region", "lines", "town_only_pc"])
    rtype = "CITY" if country in ("UK", "IE") else "STATE"
    reg_piece = [(rtype, region)]
    if country == "IE" or region == "Antrim":
        reg_piece = [rng.choice(["Co. ", "Co ", "County "]), ("CITY", region)]
    elif country in ("AU", "CA") and rng.random() < 0.2:
        reg_piece = [("STATE", PL.REGION_LONG.get(region, region))]
    sep = "\n" if style == "lines" else ", "
    out = [("STREET", street), sep, ("CITY", town)]
    if style in ("full", "lines"):
        if country in ("AU", "CA"):
            out += [" " if country == "AU" else ", "] + reg_piece + [" " if country == "AU" else "  ", ("ZIP", pc)]
        elif country == "NZ":
            out += [sep] + reg_piece + [" ", ("ZIP", pc)]
        else:
            out += [sep] + reg_piece + [sep, ("ZIP", pc)]
    elif style == "no_region":
        out += [" " if country in ("AU", "NZ") else sep, ("ZIP", pc)]
    return out
