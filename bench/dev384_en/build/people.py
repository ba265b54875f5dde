"""People, addresses and the per-note case file (family, professionals, identifiers)."""
import datetime

import core
import pools
from core import pick, chance, digits


class Person:
    def __init__(self, first, last, typ, female):
        self.first, self.last, self.typ, self.female = first, last, typ, female

    def f(self):
        return (self.typ, self.first)

    def l(self):
        return (self.typ, self.last)

    def full(self):
        return (self.typ, "%s %s" % (self.first, self.last))

    def inv(self, upper=True):
        last = self.last.upper() if upper else self.last
        return (self.typ, "%s, %s" % (last, self.first))

    def fi(self, dot=True):
        return (self.typ, "%s%s %s" % (self.first[0], "." if dot else "", self.last))

    def ini(self, dots=False):
        a, b = self.first[0], self.last[0]
        if self.last[0].islower():  # de Souza, ap Gwilym
            b = [p for p in self.last.split() if p[:1].isupper()][-1][0] if any(
                p[:1].isupper() for p in self.last.split()) else self.last[0].upper()
        return (self.typ, "%s.%s." % (a, b) if dots else "%s%s" % (a, b))

    def any(self, rng):
        k = rng.randrange(10)
        if k < 4:
            return self.full()
        if k < 8:
            return self.f()
        return self.l()


def group_for(rng, ck):
    ws = pools.ORIGIN_WEIGHTS[ck]
    tot = sum(w for _, w in ws)
    r = rng.randrange(tot)
    for g, w in ws:
        if r < w:
            return g
        r -= w
    return ws[-1][0]


def person(rng, ck, typ, female, group=None, last=None):
    group = group or group_for(rng, ck)
    fem, mal, sur = pools.name_pool(group)
    first = pick(rng, fem if female else mal)
    if last is None:
        last = pick(rng, sur)
        if chance(rng, 0.04):
            last = last + "-" + pick(rng, pools.name_pool(group_for(rng, ck))[2])
    return Person(first, last, typ, female)


# ---------------------------------------------------------------- places
class Address:
    def __init__(self, street, town, region, postcode, region_abbr=None):
        self.street, self.town, self.region, self.postcode = street, town, region, postcode
        self.region_abbr = region_abbr

    def items(self, rng, sep=", ", full_region=None):
        """Address as PHI items in the country's usual order."""
        out = [core.ST(self.street), sep, core.CI(self.town)]
        if self.ck == "NZ":
            if chance(rng, 0.25) if full_region is None else full_region:
                out += [sep, core.SA(self.region)]
            return out + [" ", core.ZP(self.postcode)]
        if self.region_abbr:  # AU / CA / US: region is a STATE
            use_full = chance(rng, 0.25) if full_region is None else full_region
            if use_full:
                return out + [sep, core.SA(self.region), sep if self.ck != "AU" else " ", core.ZP(self.postcode)]
            lead = " " if self.ck == "AU" else ", "
            gap = " " if self.ck == "AU" else pick(rng, [" ", "  "])
            return out + [lead, core.SA(self.region_abbr), gap, core.ZP(self.postcode)]
        if self.region and chance(rng, 0.45):
            out += [sep, "Co. " if self.region_is_irish else "", core.CI(self.region)]
        return out + [sep, core.ZP(self.postcode)]


UK_PC_LET = "ABDEFGHJLNPQRSTUWXYZ"


def uk_postcode(rng, prefix):
    return "%s%d %d%s" % (prefix, rng.randrange(1, 30), rng.randrange(10),
                          core.letters(rng, 2, UK_PC_LET))


def eircode(rng, key):
    if key == "D":
        key = "D%02d" % rng.randrange(1, 25)
    return "%s %s" % (key, core.letters(rng, 4, "ACDEFHKNPRTVWXY0123456789"))


def street_line(rng, ck, plain=False):
    stems = pools.STREET_STEMS + pools.STREET_STEMS_LOCAL.get(ck, [])
    stem = pick(rng, stems)
    if ck in ("ENG", "WAL", "NIR"):
        suf = pick(rng, pools.STREET_SUFFIX["UK"])
    elif ck == "SCO":
        suf = pick(rng, pools.STREET_SUFFIX["SCO"])
    elif ck == "IE":
        suf = pick(rng, pools.STREET_SUFFIX["IE"])
    elif ck in ("AU", "NZ"):
        suf = pick(rng, pools.STREET_SUFFIX[ck])
    else:
        suf = pick(rng, pools.STREET_SUFFIX["NA"])
        if ck == "US" and chance(rng, 0.5) and suf in pools.US_ABBR:
            suf = pools.US_ABBR[suf]
    if stem.startswith(("Heol", "Maes", "Ffordd", "Ard", "Cluain")):
        name = stem
    else:
        name = "%s %s" % (stem, suf)
    num = rng.randrange(1, 240)
    k = rng.randrange(10) if not plain else 9
    if ck in ("ENG", "SCO", "WAL", "NIR"):
        if k == 0:
            return "Flat %d, %s, %d %s" % (rng.randrange(1, 40), pick(rng, pools.BLOCKS), num, name)
        if k < 3:
            return "Flat %d%s, %d %s" % (rng.randrange(1, 12), pick(rng, ["", "A", "B", ""]), num, name)
        if ck == "SCO" and k == 3:
            return "%d/%d %s" % (num, rng.randrange(1, 4), name)
        return "%d %s" % (num, name)
    if ck == "IE":
        if k < 3:
            return "Apt %d, %s" % (rng.randrange(1, 60), name)
        return "%d %s" % (num, name)
    if ck in ("AU", "NZ"):
        if k < 3:
            return "%d/%d %s" % (rng.randrange(1, 20), num, name)
        if k == 3:
            return "Unit %d, %d %s" % (rng.randrange(1, 20), num, name)
        return "%d %s" % (num, name)
    if k < 3:
        return "%d %s, %s %s" % (rng.randrange(10, 9900), name, pick(rng, ["Apt", "Unit", "#"]),
                                 "%d%s" % (rng.randrange(1, 30), pick(rng, ["", "B", "C", ""])))
    return "%d %s" % (rng.randrange(10, 9900), name)


def address(rng, ck, plain=False):
    st = street_line(rng, ck, plain)
    if ck in pools.TOWNS:
        town, county, pre = pick(rng, pools.TOWNS[ck])
        pc = eircode(rng, pre) if ck == "IE" else uk_postcode(rng, pre)
        a = Address(st, town, county, pc)
        a.region_is_irish = ck in ("IE", "NIR")
        a.ck = ck
        return a
    town, abbr, full, seed = pick(rng, pools.REGIONAL[ck])
    if ck in ("AU", "NZ"):
        pc = "%04d" % (seed + rng.randrange(0, 9))
    elif ck == "CA":
        pc = "%s%d%s %d%s%d" % (seed, rng.randrange(10), core.letters(rng, 1, "ABCEGHJKLMNPRSTVXY"),
                                rng.randrange(10), core.letters(rng, 1, "ABCEGHJKLMNPRSTVWXYZ"), rng.randrange(10))
    else:
        pc = "%03d%02d" % (seed, rng.randrange(100))
        if chance(rng, 0.15):
            pc += "-" + digits(rng, 4)
    a = Address(st, town, full, pc, abbr)
    a.region_is_irish = False
    a.ck = ck
    return a


def site_name(rng, ck, kind):
    cg = "UK" if ck in ("ENG", "SCO", "WAL", "NIR") else ck
    if kind == "hospital":
        if chance(rng, 0.25):
            return "%s %s" % (pick(rng, pools.SAINTS), pick(rng, ["Hospital", "Maternity Hospital", "Hospital"]))
        return "%s %s" % (pick(rng, pools.SITE_STEMS), pick(rng, pools.HOSP_SUFFIX[cg]))
    if kind == "practice":
        stem = pick(rng, pools.SITE_STEMS + pools.STREET_STEMS)
        if chance(rng, 0.3):
            stem = "%s %s" % (pick(rng, pools.STREET_STEMS), pick(rng, ["Road", "Lane", "Street", "Park"]))
        return "%s %s" % (stem, pick(rng, pools.PRACTICE_SUFFIX[cg]))
    if kind == "clinic":  # health centre / HV base / child health clinic
        stem = pick(rng, pools.SITE_STEMS + pools.STREET_STEMS)
        suf = {"UK": ["Health Centre", "Clinic", "Primary Care Centre", "Child Health Clinic"],
               "IE": ["Primary Care Centre", "Health Centre"],
               "AU": ["Child and Family Health Centre", "Maternal and Child Health Centre",
                      "Community Health Centre"],
               "NZ": ["Well Child Clinic", "Health Hub"],
               "CA": ["Public Health Unit", "Community Health Centre"],
               "US": ["Public Health Clinic", "Family Health Center"]}[cg]
        return "%s %s" % (stem, pick(rng, suf))
    if kind == "venue":
        return "%s %s" % (pick(rng, pools.SITE_STEMS + pools.STREET_STEMS), pick(rng, pools.VENUE_SUFFIX))
    if kind == "pharmacy":
        return "%s %s" % (pick(rng, pools.SITE_STEMS + pools.STREET_STEMS), pick(rng, pools.PHARMACY_SUFFIX))
    raise ValueError(kind)


# ---------------------------------------------------------------- terms by country
TERMS = {
    "ENG": dict(hv="Health Visitor", hvs="HV", cred=["SCPHN (HV)", "RN SCPHN", "RGN SCPHN HV", "BSc SCPHN"],
                gp="GP", book="Red Book", mum="Mum", dad="Dad", svc="0-19 Service"),
    "SCO": dict(hv="Health Visitor", hvs="HV", cred=["SCPHN (HV)", "RGN, SCPHN"], gp="GP",
                book="Red Book", mum="Mum", dad="Dad", svc="Universal Health Visiting Pathway"),
    "WAL": dict(hv="Health Visitor", hvs="HV", cred=["SCPHN (HV)", "RN SCPHN"], gp="GP",
                book="Red Book", mum="Mum", dad="Dad", svc="Healthy Child Wales Programme"),
    "NIR": dict(hv="Health Visitor", hvs="HV", cred=["SCPHN (HV)", "RGN SCPHN"], gp="GP",
                book="Red Book", mum="Mum", dad="Dad", svc="Healthy Child, Healthy Future"),
    "IE": dict(hv="Public Health Nurse", hvs="PHN", cred=["RGN RPHN", "RGN RM RPHN", "RPHN"], gp="GP",
               book="Child Health Record", mum="Mum", dad="Dad", svc="Public Health Nursing service"),
    "AU": dict(hv="Child and Family Health Nurse", hvs="CFHN", cred=["RN RM", "RN", "RN RM IBCLC"],
               gp="GP", book="Blue Book", mum="Mum", dad="Dad", svc="Child and Family Health service"),
    "NZ": dict(hv="Well Child Tamariki Ora Nurse", hvs="WCTO nurse", cred=["RN", "RN PGDipHSc"],
               gp="GP", book="Well Child Tamariki Ora book", mum="Mum", dad="Dad", svc="Well Child Tamariki Ora programme"),
    "CA": dict(hv="Public Health Nurse", hvs="PHN", cred=["RN BScN", "RN", "RN IBCLC"],
               gp="family doctor", book="baby's health record", mum="Mom", dad="Dad",
               svc="Healthy Babies Healthy Children program"),
    "US": dict(hv="Public Health Nurse Home Visitor", hvs="PHN", cred=["RN, BSN", "RN", "BSN, RN, IBCLC"],
               gp="pediatrician", book="immunization record", mum="Mom", dad="Dad",
               svc="Maternal Child Home Visiting program"),
}


class Case:
    pass


def age_items(rng, days, style=None):
    """Age of a child in words; the number (or a compound age as a whole) is the AGE span."""
    if days < 28:
        k = style if style is not None else rng.randrange(3)
        return [[core.AG(str(days)), " days old"], ["aged ", core.AG(str(days)), " days"],
                [core.AG(str(days)), "d"]][k % 3]
    if days < 91:
        w = days // 7
        k = style if style is not None else rng.randrange(4)
        return [[core.AG(str(w)), " weeks old"], [core.AG(str(w)), "/52"], [core.AG(str(w)), " wks"],
                ["aged ", core.AG(str(w)), " weeks"]][k % 4]
    months = int(days / 30.44)
    if months < 24:
        k = style if style is not None else rng.randrange(4)
        return [[core.AG(str(months)), " months"], [core.AG(str(months)), "/12"],
                [core.AG(str(months)), "m"], ["aged ", core.AG(str(months)), " months"]][k % 4]
    y, m = months // 12, months % 12
    k = style if style is not None else rng.randrange(4)
    if k % 4 == 0:
        return [core.AG("%dy %dm" % (y, m))] if m else [core.AG(str(y)), "y"]
    if k % 4 == 1:
        return [core.AG(str(months)), " months"]
    if k % 4 == 2:
        return [core.AG("%d years %d month%s" % (y, m, "" if m == 1 else "s")) if m else core.AG("%d years" % y)]
    return ["aged ", core.AG(str(y)), " years"]


def make_case(rng, ck, age_lo, age_hi, mother_patient=False):
    c = Case()
    c.ck = ck
    c.country = pools.COUNTRY_NAME[ck]
    c.T = TERMS[ck]
    c.style = pick(rng, core.country_styles(ck))
    c.visit = core.rand_date(rng, 2023, 2025)
    c.age_days = rng.randrange(age_lo, age_hi + 1)
    c.dob = core.plus(c.visit, -c.age_days)
    grp = group_for(rng, ck)
    btyp, mtyp = ("FAMILY", "PATIENT") if mother_patient else ("PATIENT", "FAMILY")
    c.mum = person(rng, ck, mtyp, True, grp)
    c.has_partner = chance(rng, 0.75)
    pgrp = grp if chance(rng, 0.75) else group_for(rng, ck)
    c.partner = person(rng, ck, "FAMILY", chance(rng, 0.07), pgrp)
    c.partner_word = pick(rng, ["partner", "Dad", "husband", "FOB", "partner"]) if not c.partner.female else "partner"
    female = chance(rng, 0.5)
    k = rng.randrange(10)
    if c.has_partner and k < 5:
        last = c.partner.last
    elif c.has_partner and k == 5:
        last = "%s-%s" % (c.mum.last.split("-")[0], c.partner.last.split("-")[0])
    else:
        last = c.mum.last
    c.baby = person(rng, ck, btyp, female, grp, last=last)
    c.baby.typ = btyp
    c.he = "she" if female else "he"
    c.his = "her" if female else "his"
    c.bw = rng.randrange(250, 430) / 100.0
    c.mum_age = rng.randrange(17, 45)
    c.partner_age = c.mum_age + rng.randrange(-3, 9)
    c.mum_prof = pick(rng, pools.PROFESSIONS)
    c.partner_prof = pick(rng, pools.PROFESSIONS)
    c.gran = person(rng, ck, "FAMILY", True, grp, last=None if chance(rng, 0.5) else c.mum.last)
    c.sibs = []
    top = min(15, c.mum_age - 16)
    for _ in range(pick(rng, [0, 0, 1, 1, 1, 2, 3]) if top > 3 else 0):
        s = person(rng, ck, "FAMILY", chance(rng, 0.5), grp, last=c.baby.last)
        c.sibs.append((s, rng.randrange(2, top)))
    c.sibs.sort(key=lambda x: -x[1])
    c.addr = address(rng, ck)
    c.prev_addr = address(rng, ck)
    c.mum_phone = core.phone(rng, ck, "mobile")
    c.partner_phone = core.phone(rng, ck, "mobile")
    c.home_phone = core.phone(rng, ck, "land")
    c.mum_email = core.email(rng, c.mum.first, c.mum.last)
    # professionals
    c.hv = person(rng, ck, "DOCTOR", chance(rng, 0.88))
    c.hv_cred = pick(rng, c.T["cred"])
    c.hv_lic = core.license_no(rng, ck, "nurse")
    c.hv_phone = core.phone(rng, ck, pick(rng, ["mobile", "land"]))
    c.hv_email = core.email(rng, c.hv.first, c.hv.last, work=True)
    c.hv_user = core.username(rng, c.hv.first, c.hv.last)
    c.gp = person(rng, ck, "DOCTOR", chance(rng, 0.5))
    c.gp_lic = core.license_no(rng, ck, "doctor")
    c.mw = person(rng, ck, "DOCTOR", chance(rng, 0.95))
    c.nn = person(rng, ck, "DOCTOR", chance(rng, 0.9))  # nursery nurse / CN / assistant
    c.practice = site_name(rng, ck, "practice")
    c.practice_phone = core.phone(rng, ck, "land")
    c.practice_fax = core.phone(rng, ck, "land")
    c.base = site_name(rng, ck, "clinic")
    c.base_phone = core.phone(rng, ck, "land")
    c.team_email = core.team_email(rng, c.base.split()[0])
    c.hosp = site_name(rng, ck, "hospital")
    c.ward = pick(rng, pools.WARDS)
    c.venue = site_name(rng, ck, "venue")
    c.pharmacy = site_name(rng, ck, "pharmacy")
    c.employer = pick(rng, pools.EMPLOYERS)
    c.partner_employer = pick(rng, pools.EMPLOYERS)
    c.nursery = pick(rng, pools.NURSERIES + pools.NURSERIES_LOCAL.get(ck, []) * 2)
    c.school = pick(rng, pools.SCHOOLS + pools.SCHOOLS_LOCAL.get(ck, []) * 3)
    # identifiers
    c.id_label, c.nat_id = core.national_id(rng, ck, c.dob, female)
    mum_dob = core.plus(c.dob, -(c.mum_age * 365 + rng.randrange(0, 300)))
    c.mum_dob = mum_dob
    c.mum_id_label, c.mum_nat_id = core.national_id(rng, ck, mum_dob, True)
    c.mrn = core.local_mrn(rng, ck)
    c.plan = core.healthplan(rng, ck)
    c.ssn = core.ssn(rng, ck)
    c.abroad = pick(rng, pools.ABROAD)
    c.lang = pools.LANGUAGE.get(c.abroad, "English")
    c.uk = ck in ("ENG", "SCO", "WAL", "NIR")
    c.para = len(c.sibs) + 1
    c.home_country = pools.HOME_COUNTRY[ck]
    return c


def D(c, d, style=None):
    return core.DT(core.fmt_date(d, style or c.style))


def baby_age(rng, c, days=None, style=None):
    return age_items(rng, c.age_days if days is None else days, style)
