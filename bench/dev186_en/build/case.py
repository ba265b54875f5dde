"""Per-note fictional case: patient, household, care team, identifiers, places, dates."""
import datetime

import clin
import core
import pools


class Obj:
    def __init__(self, **kw):
        self.__dict__.update(kw)


def _person(rng, sex, last, cred=""):
    first = rng.choice(pools.FEMALE if sex == "F" else pools.MALE)
    mi = rng.choice("ABCDEFGHJKLMNPRSTW")
    return core.Person(first, last, mi, cred, sex, pools.NICK.get(first, ""))


def _addr(rng, place=None, org=False):
    city, county, st, stname, z3 = place or rng.choice(pools.PLACES)
    num = rng.choice([rng.randint(2, 99), rng.randint(100, 999), rng.randint(1000, 9899),
                      rng.randint(10000, 48999)])
    street = "%d %s %s" % (num, rng.choice(pools.STREETS), rng.choice(pools.SUFFIX))
    r = rng.random()
    if org:
        if r < 0.5:
            street += ", Suite %d" % rng.randint(100, 420)
    elif r < 0.12:
        street += ", Apt %d%s" % (rng.randint(1, 24), rng.choice(["", "A", "B", "C"]))
    elif r < 0.18:
        street += " Unit %d" % rng.randint(1, 40)
    elif r < 0.22:
        street += " #%d" % rng.randint(2, 310)
    elif r < 0.25:
        street += ", Lot %d" % rng.randint(1, 80)
    return Obj(street=street, city=city, county=county, st=st, stname=stname,
               zip=z3 + "%02d" % rng.randint(1, 99),
               zip4=rng.random() < 0.2)


def _staff(rng, surname, cred):
    sex = "F" if rng.random() < 0.7 else "M"
    p = _person(rng, sex, surname, cred)
    return p


def rel_age(rng, rel, age):
    if rel in ("husband", "wife"):
        a = age + rng.randint(-8, 5)
    elif rel in ("brother", "sister"):
        a = age + rng.randint(-12, 9)
    elif rel.startswith("grand"):
        a = age - rng.randint(42, 64)
    elif rel in ("niece", "nephew"):
        a = age - rng.randint(18, 40)
    else:
        a = age - rng.randint(21, 38)
    return max(18, a)


def make_case(rng, setting, ref_year=None):
    surnames = rng.sample(pools.SURNAMES, 22)
    sx = "F" if rng.random() < 0.55 else "M"
    pt = _person(rng, sx, surnames[0])
    if setting == "hospice":
        age = rng.choice([rng.randint(58, 80), rng.randint(78, 96), rng.randint(84, 103)])
    elif setting == "hah":
        age = rng.randint(41, 94)
    else:
        age = rng.choice([rng.randint(52, 75), rng.randint(70, 92), rng.randint(80, 99)])
    year = ref_year or rng.randint(2022, 2025)
    today = datetime.date(year, 1, 1) + datetime.timedelta(days=rng.randint(0, 364))
    born = today.year - age - (1 if rng.random() < 0.5 else 0)
    dob = datetime.date(born, rng.randint(1, 12), rng.randint(1, 28))
    # make the age consistent with dob
    age = today.year - dob.year - ((today.month, today.day) < (dob.month, dob.day))
    place = rng.choice(pools.PLACES)
    home = _addr(rng, place)
    # household / family
    if sx == "F":
        spouse = _person(rng, "M", pt.last)
    else:
        spouse = _person(rng, "F", pt.last)
    spouse_alive = rng.random() < 0.45
    cg_sex = "F" if rng.random() < 0.65 else "M"
    if spouse_alive and rng.random() < 0.5:
        cg = spouse
        cg_rel = "husband" if spouse.sex == "M" else "wife"
    else:
        rel = rng.choice(pools.RELATIONS_F[:1] + pools.RELATIONS_F if cg_sex == "F" else pools.RELATIONS_M[:1] + pools.RELATIONS_M)
        if rel in ("wife", "husband"):
            rel = "daughter" if cg_sex == "F" else "son"
        last = pt.last if (rel in ("son", "brother", "nephew", "grandson") or rng.random() < 0.35) else surnames[1]
        cg = _person(rng, cg_sex, last)
        cg_rel = rel
    cg_age = rel_age(rng, cg_rel, age)
    spouse_age = cg_age if cg is spouse else rel_age(rng, "wife", age)
    f2_sex = "M" if cg_sex == "F" else "F"
    f2_rel = rng.choice(pools.RELATIONS_M if f2_sex == "M" else pools.RELATIONS_F)
    if f2_rel in ("wife", "husband"):
        f2_rel = "son" if f2_sex == "M" else "daughter"
    fam2 = _person(rng, f2_sex, surnames[2] if rng.random() < 0.5 else pt.last)
    other = _person(rng, "F" if rng.random() < 0.5 else "M", surnames[3])
    other_rel = rng.choice(pools.OTHER_PEOPLE)
    # clinicians
    pcp = _staff(rng, surnames[4], rng.choice(["MD", "MD", "DO"]))
    md2 = _staff(rng, surnames[5], rng.choice(["MD", "DO", "MD"]))
    np_ = _staff(rng, surnames[6], rng.choice(["NP", "APRN", "FNP-C"]))
    rn = _staff(rng, surnames[7], rng.choice(["RN", "RN", "RN, BSN", "RN, CHPN", "RN, WCC"]))
    rn2 = _staff(rng, surnames[8], rng.choice(["RN", "LPN", "RN"]))
    ptx = _staff(rng, surnames[9], rng.choice(["PT, DPT", "PT", "PTA"]))
    ot = _staff(rng, surnames[10], rng.choice(["OTR/L", "OTR", "COTA"]))
    msw = _staff(rng, surnames[11], rng.choice(["MSW, LCSW", "LSW", "MSW"]))
    chap = _staff(rng, surnames[12], rng.choice(["MDiv, BCC", "MDiv", "BCC"]))
    aide = _staff(rng, surnames[13], rng.choice(["HHA", "CNA", "HHA"]))
    pharm_p = _staff(rng, surnames[14], rng.choice(["PharmD", "RPh"]))
    clerk = _staff(rng, surnames[15], "")
    bcoord = _staff(rng, surnames[16], rng.choice(["", "MA"]))
    # organisations
    if setting == "hospice":
        agency = rng.choice(pools.HOSPICES)
    elif setting == "hah":
        agency = rng.choice(pools.HAH_PROGRAMS)
    else:
        agency = rng.choice(pools.HH_AGENCIES)
    ag_place = place if rng.random() < 0.9 else rng.choice(pools.PLACES)
    ag_addr = _addr(rng, ag_place, org=True)
    ac = core.area(rng)
    c = Obj(
        setting=setting, pt=pt, sex=sx, age=age, dob=dob, today=today, home=home,
        pt_phone=core.phone(rng, ac), pt_cell=core.phone(rng, ac),
        spouse=spouse, spouse_alive=spouse_alive, spouse_age=spouse_age, cg=cg, cg_rel=cg_rel, cg_age=cg_age,
        cg_phone=core.phone(rng, ac if rng.random() < 0.6 else None),
        cg_email=core.email(rng, cg.first, cg.last),
        cg_prof=rng.choice(pools.PROFESSIONS), cg_city=rng.choice(pools.PLACES),
        fam2=fam2, f2_rel=f2_rel, f2_age=rel_age(rng, f2_rel, age),
        f2_phone=core.phone(rng), f2_prof=rng.choice(pools.PROFESSIONS),
        other=other, other_rel=other_rel,
        pcp=pcp, md2=md2, np=np_, rn=rn, rn2=rn2, ptx=ptx, ot=ot, msw=msw, chap=chap, aide=aide,
        pharm_p=pharm_p, clerk=clerk, bcoord=bcoord,
        pcp_npi=core.npi(rng), md2_npi=core.npi(rng), pcp_dea=core.dea(rng, pcp.last),
        pcp_phone=core.phone(rng, ac), pcp_fax=core.phone(rng, ac),
        practice=rng.choice(pools.PRACTICES),
        agency=agency, ag_addr=ag_addr, ag_phone=core.phone(rng, ac), ag_fax=core.phone(rng, ac),
        oncall=core.phone(rng, ac), ag_url=core.url(rng, rng.choice(["portal", "patients", "family",
                                                                       "mychart", "care", "connect"])),
        hosp=rng.choice(pools.HOSPITALS), hosp_mrn=core.mrn(rng),
        room="%d%s" % (rng.randint(2, 9) * 100 + rng.randint(1, 40), rng.choice(["", "", "A", "B"])),
        facility=rng.choice(pools.FACILITIES),
        pharm=rng.choice(pools.PHARMACIES), pharm_phone=core.phone(rng, ac),
        dme=rng.choice(pools.DME), dme_phone=core.phone(rng, ac),
        payer=rng.choice(["Medicare", "Medicare", "Medicare", rng.choice(pools.INSURERS)]),
        payer2=rng.choice(pools.INSURERS),
        mbi=core.mbi(rng), member=core.healthplan(rng), group="GRP-" + core.digits(rng, 5),
        medicaid=core.healthplan(rng), ssn=core.ssn(rng),
        mrn=core.mrn(rng), acct=core.acct(rng), order=core.idnum(rng, "order"),
        ref_no=core.idnum(rng, "ref"), rx1=core.idnum(rng, "rx"), rx2=core.idnum(rng, "rx"),
        spec=core.idnum(rng, "spec"),
        prof=rng.choice(pools.PROFESSIONS), employer=rng.choice(pools.EMPLOYERS),
        country=rng.choice(pools.COUNTRIES), church=rng.choice(pools.CHURCHES),
        funeral=rng.choice(pools.FUNERAL), community=rng.choice(pools.COMMUNITY),
        building=rng.choice(pools.BUILDINGS), landmark=rng.choice(pools.LANDMARKS), holiday=rng.choice(pools.HOLIDAYS),
        serial1=core.serial(rng), serial2=core.serial(rng),
        plate=core.plate(rng), vin=core.vin(rng), bio=core.bioid(rng),
        user_rn=core.username(rng, rn.first, rn.last), user_pt=core.username(rng, pt.first, pt.last),
        ip1=core.ip(rng), ip2=core.ip(rng),
        rn_email=core.email(rng, rn.first, rn.last), msw_email=core.email(rng, msw.first, msw.last),
        rn_lic=core.state_lic(rng, "RN"), dl=core.drivers(rng),
        dstyle=rng.choice(core.FULL_STYLES), nstyle=rng.choice(core.NARR_STYLES),
    )
    if setting == "hospice":
        c.dx = rng.choice(clin.HOSPICE_DX)
        c.meds = clin.pick_meds(rng, clin.MEDS, 3, 7) + clin.pick_meds(rng, clin.COMFORT_MEDS, 3, 6)
    elif setting == "hah":
        c.dx = rng.choice(clin.HAH_DX)
        c.meds = clin.pick_meds(rng, clin.HAH_MEDS, 2, 3) + clin.pick_meds(rng, clin.MEDS, 3, 8)
    else:
        c.dx = rng.choice(clin.HH_DX)
        c.meds = clin.pick_meds(rng, clin.MEDS, 5, 12)
    c.comorb = [clin.HH_DX[i] for i in sorted(rng.sample(range(len(clin.HH_DX)), rng.randint(2, 5)))
                if clin.HH_DX[i] != c.dx]
    c.soc = core.add_days(today, -rng.randint(0, 40))
    c.dc_hosp = core.add_days(c.soc, -rng.randint(1, 5))
    c.admit_hosp = core.add_days(c.dc_hosp, -rng.randint(2, 12))
    c.he = "she" if sx == "F" else "he"
    c.his = "her" if sx == "F" else "his"
    c.him = "her" if sx == "F" else "him"
    c.He = c.he.capitalize()
    c.His = c.his.capitalize()
    return c


def D(c, d, style=None):
    """Date span tuple in the case's house style (or a given style)."""
    return (core.dfmt(d, style or c.dstyle), "DATE")


def N(c, d, rng):
    """Date in a narrative style."""
    return (core.dfmt(d, rng.choice([c.nstyle, c.nstyle, rng.choice(core.NARR_STYLES)])), "DATE")


def addr_segs(a, rng, sep=", ", full_state=False):
    st = a.stname if full_state else a.st
    z = a.zip + ("-%04d" % rng.randint(1, 9999) if a.zip4 else "")
    return [(a.street, "STREET"), sep, (a.city, "CITY"), ", ", (st, "STATE"), " ", (z, "ZIP")]
