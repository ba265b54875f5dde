"""Builds one transplant survivor's case: timeline, people, care sites, identifiers."""
import datetime as dt

from common import ch, rn, pr, wch, words, art
import ctx as X
import places as P


class Site:
    pass


def site(country, kind, addr_country=None):
    s = Site()
    stem = ch(P.HOSP_STEMS)
    if kind == "hosp":
        s.name = ch(P.HOSP_FORMS[country]).format(s=stem, t=ch(P.SAINTS))
    elif kind == "paed":
        s.name = P.PAED_FORMS[country].format(s=stem)
    elif kind == "gp":
        s.name = ch(P.GP_FORMS[country]).format(s=ch(P.STREET_STEMS + P.HOSP_STEMS))
    elif kind == "pharm":
        s.name = ch(P.PHARM_FORMS).format(s=ch(P.STREET_STEMS + P.HOSP_STEMS))
    elif kind == "fert":
        s.name = ch(P.FERT_FORMS).format(s=stem)
    s.addr = X.address(addr_country or country)
    s.phone = X.phone(country, "work" if kind != "gp" else ch(["work", "land"]))
    s.fax = X.sibling(s.phone.split(" ext")[0].split(" x")[0])
    s.host = X.host_for(s.name)
    s.mail = X.email_generic(s.host)
    s.url = X.url(s.host, "dept")
    return s


class Case:
    def D(self, d, style=None):
        return X.fdate(d, self.country, style or self.ds)

    def pre(self, d, gap=14):
        """Clamp a past event so that it falls before the visit."""
        lim = self.visit - dt.timedelta(days=gap)
        return d if d < lim else lim - dt.timedelta(days=rn(0, 20))

    def lic(self, p, role="doc"):
        return X.license(self.country, role)


def make_case(country):
    c = Case()
    c.country = country
    c.us = country in ("US", "CA")
    c.haem = "hematology" if c.us else "haematology"
    c.Haem = c.haem.capitalize()
    c.dr = "Dr." if country == "US" or (country == "CA" and pr(0.6)) else "Dr"
    c.ds = wch({"UK": [("num", 6), ("long", 2), ("mon", 2), ("ord", 1), ("dot", 0.4)],
                "US": [("num", 6), ("num2", 2), ("long", 2), ("mon", 1)],
                "CA": [("num", 4), ("long", 3), ("mon", 1)],
                }.get(country, [("num", 6), ("long", 2), ("mon", 2)]))
    X.MONFMT[0] = ch(["%02d-%s-%d", "%d %s %d", "%d-%s-%d"])
    # timeline
    c.visit = X.rdate(dt.date(2019, 1, 7), dt.date(2025, 6, 27))
    while c.visit.weekday() > 4:
        c.visit -= dt.timedelta(days=1)
    c.yrs = wch([(1, 8), (2, 8), (3, 6), (4, 5), (5, 4), (6, 3), (7, 3), (8, 2), (10, 2),
                 (12, 1), (15, 1)])
    c.hct = c.visit - dt.timedelta(days=c.yrs * 365 + rn(-150, 150))
    c.dpost = (c.visit - c.hct).days
    paed_hct = pr(0.18)
    age_hct = rn(1, 17) if paed_hct else rn(18, 70)
    c.dob = c.hct - dt.timedelta(days=age_hct * 365 + rn(0, 364))
    c.age = (c.visit - c.dob).days // 365
    c.age_hct = age_hct
    c.child = c.age < 18
    dxs = [t for t in X.DX if (t[1] in X.PAED_DX) == paed_hct or t[1] in ("AML", "ALL", "MDS",
                                                                          "SAA", "SCD")]
    c.dx_full, c.dx, _w = wch([(t, t[2]) for t in dxs])
    c.dx_full = X.us_spell(country, c.dx_full)
    c.dx_date = c.hct - dt.timedelta(days=rn(70, 900))
    # people
    c.pt = X.person(country)
    c.sex = c.pt.sex
    if c.child:
        c.tt = ""
    else:
        c.tt = "Mr" if c.sex == "M" else wch([("Mrs", 4), ("Ms", 4), ("Miss", 1)])
        if pr(0.03):
            c.tt = "Mx"
        if country in ("US", "CA") and pr(0.7):
            c.tt += "."
    c.he, c.his, c.him = ("he", "his", "him") if c.sex == "M" else ("she", "her", "her")
    c.He, c.His = c.he.capitalize(), c.his.capitalize()
    c.addr = X.address(country)
    c.cname = ch(X.COUNTRY_NAME[country])
    c.centre = site(country, "paed" if (c.child and pr(0.7)) else "hosp")
    c.centre.addr.country = country
    c.local = site(country, "hosp")
    c.gp_site = site(country, "gp")
    c.gp_site.addr = X.address(country)
    c.pharm_site = site(country, "pharm")
    c.fert_site = site(country, "fert")
    c.ward = ch(P.WARD_NAMES)
    c.building = ch(P.BUILDINGS)
    # clinicians
    mk = lambda sex=None: X.person(country, sex)
    c.cons, c.cons2, c.cns, c.coord, c.pharm, c.sec = mk(), mk(), mk(), mk(), mk(), mk()
    c.gp, c.endo, c.ophth, c.derm, c.resp, c.fert = mk(), mk(), mk(), mk(), mk(), mk()
    c.psych, c.physio, c.diet, c.dent, c.sci, c.sci2, c.ecpn = (mk(), mk(), mk(), mk(), mk(),
                                                                mk(), mk())
    c.reg = mk()
    c.gp_title = c.dr
    # family
    c.fam = []
    if c.child or c.age < 24:
        mum = X.person(country, "F", c.pt.origin)
        while mum.first == c.pt.first:
            mum = X.person(country, "F", c.pt.origin)
        mum.last = c.pt.last if pr(0.7) else mum.last
        dad = X.person(country, "M", c.pt.origin)
        while dad.first == c.pt.first:
            dad = X.person(country, "M", c.pt.origin)
        dad.last = c.pt.last
        c.fam += [("mother", mum), ("father", dad)] if pr(0.6) else [("mum", mum), ("dad", dad)]
    if c.age >= 24 and pr(0.72):
        sp = X.person(country, "F" if (c.sex == "M") != pr(0.06) else "M", c.pt.origin)
        if pr(0.5):
            sp.last = c.pt.last
        rel = ch(["wife", "partner"]) if sp.sex == "F" else ch(["husband", "partner"])
        c.fam.append((rel, sp))
    if c.age >= 38 and pr(0.45):
        kid = X.person(country, None, c.pt.origin)
        kid.last = c.pt.last
        c.fam.append(("son" if kid.sex == "M" else "daughter", kid))
        c.kid_age = rn(10, min(c.age - 20, 45))
    c.dtype = wch([("MSD", 3), ("MUD", 5), ("haplo", 2), ("mMUD", 1), ("cord", 0.5)])
    c.donor_fam = None
    c.donor_country = ch(X.DONOR_COUNTRIES)
    if c.dtype == "MSD" or (c.dtype == "haplo" and pr(0.5)):
        sib = X.person(country, None, c.pt.origin)
        while sib.first == c.pt.first:
            sib = X.person(country, None, c.pt.origin)
        sib.last = c.pt.last if pr(0.8) else sib.last
        c.donor_fam = ("brother" if sib.sex == "M" else "sister", sib)
        c.fam.append(c.donor_fam)
    elif c.dtype == "haplo":
        rels = [f for f in c.fam if f[0] in ("mother", "mum", "father", "dad", "son",
                                              "daughter")]
        if rels:
            c.donor_fam = rels[0]
    c.nok = c.fam[0] if c.fam else None
    c.cond = ch(X.COND)
    c.proph = ch(X.PROPH)
    if c.us:
        c.proph = c.proph.replace("ciclosporin", "cyclosporine")
    c.source = wch([("PBSC", 6), ("BM", 2), ("cord", 0.5)]) if c.dtype != "cord" else "cord"
    c.cmv = ch(["D+/R+", "D-/R+", "D+/R-", "D-/R-"])
    c.abo = ch(["O+ to A+", "A+ to O+", "B- to B-", "matched", "A+ to A+", "O- to AB+"])
    c.hla = {"MSD": "10/10 sibling", "MUD": "10/10 unrelated", "mMUD": "9/10 unrelated",
             "haplo": "haploidentical", "cord": "double cord (4/6, 5/6)"}[c.dtype]
    # social
    c.job = ch(P.PROFESSIONS)
    if c.child:
        c.job = None
    c.retired = (not c.child) and c.age > 62 and pr(0.6)
    c.employer = ch(P.EMPLOYER_FORMS).format(s=ch(P.ORG_STEMS + P.HOSP_STEMS))
    c.school = ch(["{s} High School", "{s} Academy", "{s} Grammar School", "{s} State School",
                   "{s} College"] if c.age < 17 else P.SCHOOL_FORMS[3:6]).format(
        s=ch(P.ORG_STEMS + P.HOSP_STEMS))
    if c.age < 11:
        c.school = ch(["{s} Primary School", "{s} Elementary School" if c.us else
                       "{s} Infant and Junior School", "{s} Public School"]).format(
            s=ch(P.ORG_STEMS + P.HOSP_STEMS))
    c.charity = ch(P.CHARITY_FORMS).format(s=ch(P.ORG_STEMS))
    c.registry = ch(P.REGISTRY_FORMS).format(s=ch(P.ORG_STEMS + P.HOSP_STEMS))
    c.insurer = ch(P.INSURER_FORMS).format(s=ch(P.ORG_STEMS + P.HOSP_STEMS))
    c.church = ch(P.CHURCH_FORMS).format(s=ch(P.ORG_STEMS), t=ch(P.SAINTS))
    # identifiers and contacts
    c.mrn = X.mrn(country)
    c.hp_l, c.hp = X.healthplan(country)
    c.ssn = X.ssn(country)
    c.acct = X.account()
    c.pt_phone = X.phone(country, "mob" if pr(0.6) else "land")
    c.pt_phone2 = X.phone(country, "land")
    c.pt_email = X.email_patient(c.pt)
    c.pt_user = X.username(c.pt) if pr(0.5) else X.ascii_slug(c.pt.first) + str(rn(1, 99))
    c.nok_phone = X.phone(country, "mob")
    c.hotline = X.phone(country, "work")
    c.bleep = X.bleep()
    c.portal = X.url(c.centre.host, "portal")
    c.res_url = X.url(ch([c.centre.host, c.charity.split()[0].lower() + ".example.org"]),
                      "res")
    # variables for templates
    v = {}
    p = c.pt
    v["ptf"], v["ptl"], v["ptfull"], v["ptfml"], v["ptlf"] = p.first, p.last, p.full, p.fml, p.lf
    v["ptnick"] = p.nick
    v["ptinit"] = ch([p.first[0] + "." + p.last[0] + ".", p.first[0] + p.last[0]])
    v["tt"] = c.tt
    v["ptref_l"] = p.last if c.tt else p.first
    v["dob"] = c.D(c.dob)
    v["age"] = str(c.age)
    v["agew"] = words(c.age)
    v["age_hct"] = str(c.age_hct)
    v["hct"], v["visit"], v["dxd"] = c.D(c.hct), c.D(c.visit), c.D(c.dx_date)
    v["hct_long"], v["visit_long"] = c.D(c.hct, "long"), c.D(c.visit, "long")
    v["hct_my"], v["dx_my"] = c.D(c.hct, "my"), c.D(c.dx_date, "my")
    v["mrn"], v["hp_l"], v["hp"], v["acct"] = c.mrn, c.hp_l, c.hp, c.acct
    v["dx"], v["dxs"], v["cond"], v["proph"] = c.dx_full, c.dx, c.cond, c.proph
    v["he"], v["his"], v["him"], v["He"], v["His"] = c.he, c.his, c.him, c.He, c.His
    v["centre"], v["local"], v["gpprac"] = c.centre.name, c.local.name, c.gp_site.name
    v["dr"], v["haem"], v["Haem"] = c.dr, c.haem, c.Haem
    v["dpost"], v["yrs"] = str(c.dpost), str(c.yrs)
    for k in ("cons", "cns", "coord", "gp", "pharm", "endo", "ophth", "derm", "resp", "fert",
              "psych", "physio", "diet", "dent", "sci", "sci2", "ecpn", "reg", "cons2"):
        q = getattr(c, k)
        v[k] = q.full
        v[k + "_l"] = q.last
        v[k + "_i"] = q.init
        v[k + "_f"] = q.first
    v["sec_i"] = (c.sec.first[0] + c.sec.last[0]).lower()
    v["cons_ini"] = c.cons.first[0] + c.cons.last[0]
    v["pt_phone"], v["pt_email"], v["hotline"], v["bleep"] = (c.pt_phone, c.pt_email,
                                                               c.hotline, c.bleep)
    v["cphone"], v["cfax"], v["cmail"], v["curl"] = (c.centre.phone, c.centre.fax,
                                                     c.centre.mail, c.centre.url)
    v["portal"] = c.portal
    v["hla"], v["src"], v["cmv"] = c.hla, c.source, c.cmv
    v["aj"] = art(c.job or "")
    c.v = v
    return c
