"""The fictional world (sites, staff) and per-note cases (patient, family, identifiers)."""
import datetime

import pools as PL
import phi as H
from doc import P


def make_gp(rng, country, domain):
    p = H.new_person(rng, country)
    p["title"] = "Dr"
    p["is_dr"] = True
    p["role"] = "gp"
    p["cred"] = rng.choice(["MICGP", "MB MICGP", "MB BCh BAO MICGP"] if country == "IE" else ["FRNZCGP", "MBChB", "MBChB FRNZCGP"])
    p["lic_label"] = "MCRN" if country == "IE" else "MCNZ"
    p["lic"] = H.digits(rng, rng.choice([5, 6]))
    p["email"] = H.slug(p["given"])[0] + H.slug(p["sur"]) + "@" + domain
    p["user"] = H.slug(p["sur"])[:6]
    p["bleep"] = ""
    p["dstyle"] = rng.choice(["dmy", "long", "d_mon_y", "dmy_s"])
    p["abbr"] = rng.random() < 0.5
    p["sig"] = rng.randrange(6)
    return p


def near_town(rng, country, region):
    towns = PL.IE_TOWNS if country == "IE" else PL.NZ_TOWNS
    cands = [t for t in towns if t[1] == region]
    return rng.choice(cands) if cands else rng.choice(towns)


def make_world(rng):
    w = {}
    for cc, hos, acu, gps, nh, ph, fun, ch, wards in (
            ("IE", PL.IE_HOSPICES, PL.IE_ACUTE, PL.IE_GPS, PL.IE_NH, PL.IE_PHARM, PL.IE_FUNERAL, PL.IE_CHURCH, PL.IE_WARDS),
            ("NZ", PL.NZ_HOSPICES, PL.NZ_ACUTE, PL.NZ_GPS, PL.NZ_NH, PL.NZ_PHARM, PL.NZ_FUNERAL, PL.NZ_CHURCH, PL.NZ_WARDS)):
        hs = [H.make_site(rng, cc, n, "hospice") for n in hos]
        regs = [h["region"] for h in hs]
        d = {"hospice": hs,
             "acute": [H.make_site(rng, cc, n, "acute", True, near_town(rng, cc, regs[i % len(regs)])) for i, n in enumerate(acu)],
             "gp": [], "nh": [H.make_site(rng, cc, n, "nh", False, near_town(rng, cc, rng.choice(regs))) for n in nh],
             "pharm": [H.make_site(rng, cc, n, "pharm", False, near_town(rng, cc, rng.choice(regs))) for n in ph],
             "funeral": [H.make_site(rng, cc, n, "funeral", False, near_town(rng, cc, rng.choice(regs))) for n in fun],
             "church": list(ch), "wards": list(wards)}
        for i, n in enumerate(gps):
            s = H.make_site(rng, cc, n, "gp", False, near_town(rng, cc, regs[i % len(regs)]))
            s["gps"] = [make_gp(rng, cc, s["domain"]) for _ in range(rng.randrange(1, 4))]
            d["gp"].append(s)
        w[cc] = d
    return w


def make_address(rng, country, near=None):
    a = {"country": country}
    if country == "IE":
        town, county, rk, area, prov = near or rng.choice(PL.IE_TOWNS)
        a["zip"] = rk + " " + H.letters(rng, 1, "ACDEFHKNPRTVWXY") + H.digits(rng, 1) + H.letters(rng, 2, "ACDEFHKNPRTVWXY0123456789")
        r = rng.random()
        if r < 0.35:
            a["street"] = "%s, %s" % (rng.choice(PL.IE_HOUSES), rng.choice(PL.IE_VILLAGES))
            a["village"] = ""
        elif r < 0.5:
            a["street"] = "Apt %d, %s" % (rng.randrange(1, 30), "%d %s" % (rng.randrange(1, 80), rng.choice(PL.IE_STREETS)))
            a["village"] = ""
        else:
            a["street"] = "%d %s" % (rng.randrange(1, 120), rng.choice(PL.IE_STREETS))
            a["village"] = rng.choice(PL.IE_VILLAGES) if rng.random() < 0.3 else ""
        a["town"], a["region"], a["area"], a["prov"] = town, county, area, prov
    else:
        town, region, pcs, area = near or rng.choice(PL.NZ_TOWNS)
        a["zip"] = rng.choice(pcs)
        n = rng.randrange(1, 300)
        st = rng.choice(PL.NZ_STREETS)
        r = rng.random()
        a["street"] = ("%d/%d %s" % (rng.randrange(1, 9), n, st)) if r < 0.2 else ("Flat %d, %d %s" % (rng.randrange(1, 6), n, st)) if r < 0.28 else "%d %s" % (n, st)
        subs = PL.NZ_SUBURB_MAP.get(town, [])
        a["village"] = rng.choice(subs) if subs and rng.random() < 0.7 else ""
        a["town"], a["region"], a["area"], a["prov"] = town, region, area, region
    return a


def addr_line(rng, a, with_country=None, lead_country=None):
    """Address as one line of pieces: [street], [village], [town], [county/region] [zip]."""
    out = [P(a["street"], "STREET"), ", "]
    if a["village"]:
        out += [P(a["village"], "CITY"), ", "]
    out += [P(a["town"], "CITY")]
    if a["country"] == "IE":
        if rng.random() < 0.75:
            out += [", ", P(a["region"], "CITY")]
        if rng.random() < 0.8:
            out += [", ", P(a["zip"], "ZIP")]
    else:
        if rng.random() < 0.25:
            out += [", ", P(a["region"], "STATE")]
        out += [" ", P(a["zip"], "ZIP")]
    wc = with_country if with_country is not None else rng.random() < 0.15
    if wc:
        out += [", ", P("Ireland" if a["country"] == "IE" else "New Zealand", "COUNTRY")]
    return out


def addr_block(rng, a, indent=""):
    out = [indent, P(a["street"], "STREET"), "\n"]
    if a["village"]:
        out += [indent, P(a["village"], "CITY"), "\n"]
    if a["country"] == "IE":
        out += [indent, P(a["town"], "CITY"), "\n", indent, P(a["region"], "CITY"), "\n"]
        out += [indent, P(a["zip"], "ZIP")]
    else:
        out += [indent, P(a["town"], "CITY"), " ", P(a["zip"], "ZIP")]
    if rng.random() < 0.2:
        out += ["\n", indent, P("IRELAND" if a["country"] == "IE" else "NEW ZEALAND", "COUNTRY")]
    return out


def site_addr(rng, s):
    out = [P(s["street"], "STREET"), ", ", P(s["town"], "CITY")]
    if s["country"] == "IE":
        if rng.random() < 0.6:
            out += [", ", P(s["region"], "CITY")]
        out += [", ", P(s["zip"], "ZIP")]
    else:
        out += [" ", P(s["zip"], "ZIP")]
    return out


def rel_person(rng, country, pt, rel, sex, nd, pt_age):
    if country == "NZ" and pt["group"] in ("mo", "pa") and rng.random() < 0.85:
        grp = pt["group"]
    else:
        grp = None if country == "NZ" else pt["group"]
    same = rel in ("son", "brother", "grandson") or (rel in ("daughter", "sister", "granddaughter") and rng.random() < 0.5) \
        or (rel in ("wife", "husband", "partner") and rng.random() < 0.75)
    p = H.new_person(rng, country, sex, grp, pt["sur"] if same else None)
    p["rel"] = rel
    if rel == "wife":
        p["title"] = rng.choice(["Mrs", "Mrs", "Ms"])
    p["phone"] = H.phone(rng, country, "mob")
    if rel in ("son", "daughter"):
        p["age"] = max(18, pt_age - rng.randrange(22, 40))
    elif rel in ("grandson", "granddaughter", "mokopuna"):
        p["age"] = rng.randrange(4, 26)
    elif rel in ("wife", "husband", "partner", "sister", "brother"):
        p["age"] = max(30, pt_age + rng.randrange(-8, 8))
    else:
        p["age"] = rng.randrange(30, 80)
    p["prof"] = rng.choice(PL.IE_PROF if country == "IE" else PL.NZ_PROF) if rng.random() < 0.5 else ""
    p["abroad"] = rng.choice(PL.ABROAD_CITIES) if rel in ("son", "daughter", "brother", "sister") and rng.random() < 0.25 else None
    p["email"] = rng.choice([H.slug(p["given"]) + "." + H.slug(p["sur"]), H.slug(p["given"]) + H.digits(rng, 2),
                             H.slug(p["given"])[0] + H.slug(p["sur"])]) + "@" + rng.choice(["example.com", "example.net", "example.org", "mail.test"])
    return p


def make_case(rng, world, country, clin_mod):
    W = world[country]
    c = {"country": country}
    nd = datetime.date(2021, 3, 1) + datetime.timedelta(days=rng.randrange(1680))
    c["nd"] = nd
    pt = H.new_person(rng, country)
    age = rng.choice([rng.randrange(45, 70), rng.randrange(65, 90), rng.randrange(65, 90), rng.randrange(75, 99)])
    dob = nd - datetime.timedelta(days=int(age * 365.25) + rng.randrange(1, 360))
    age = nd.year - dob.year - ((nd.month, nd.day) < (dob.month, dob.day))
    pt["age"], pt["dob"] = age, dob
    c["pt"] = pt
    c["hosp"] = rng.choice(W["hospice"])
    near = None
    r = rng.random()
    if r < 0.6:
        for t in (PL.IE_TOWNS if country == "IE" else PL.NZ_TOWNS):
            if t[0] == c["hosp"]["town"]:
                near = t
    elif r < 0.85:
        near = near_town(rng, country, c["hosp"]["region"])
    c["addr"] = make_address(rng, country, near)
    reg = c["hosp"]["region"]

    def local(lst):
        loc = [x for x in lst if x["region"] == reg]
        return rng.choice(loc) if loc and rng.random() < 0.85 else rng.choice(lst)
    c["home_ph"] = H.phone(rng, country, "land", c["addr"]["area"])
    c["mob"] = H.phone(rng, country, "mob")
    c["acute"] = local(W["acute"])
    c["gp_site"] = local(W["gp"])
    c["gp"] = rng.choice(c["gp_site"]["gps"])
    c["pharm"] = local(W["pharm"])
    c["nh"] = local(W["nh"])
    c["funeral"] = local(W["funeral"])
    c["church"], c["faith"] = rng.choice(W["church"])
    c["cleric"] = "Fr" if c["faith"] in ("Roman Catholic", "Catholic") else "Rev."
    c["ward"] = rng.choice(W["wards"])
    c["mrn"] = H.mrn(rng, c["hosp"])
    c["acute_mrn"] = H.mrn(rng, c["acute"])
    if country == "IE":
        c["natid"] = H.ppsn(rng)
        c["natid_label"] = rng.choice(["PPSN", "PPS No.", "PPS no", "PPSN:"])
        c["plan_label"] = rng.choice(["Medical card no.", "GMS No.", "Med card", "GP visit card no.", "Private HI member no.", "Health insurance policy"])
        c["plan"] = H.insure(rng) if c["plan_label"][0] in "PH" else H.gms(rng)
        c["nhi"] = None
    else:
        c["natid"] = H.ird(rng)
        c["natid_label"] = rng.choice(["IRD no.", "IRD"])
        c["plan_label"] = rng.choice(["CSC no.", "Community Services Card", "Health insurer member no.", "Private insurer ID"])
        c["plan"] = H.csc(rng) if c["plan_label"][0] == "C" else H.insure(rng)
        c["nhi"] = H.nhi(rng)
    c["acct"] = H.account(rng)
    c["room"] = rng.choice(["Room ", "Rm ", "room ", "Bed ", "Rm. "]) + ""
    c["room_no"] = rng.choice([str(rng.randrange(1, 25)), str(rng.randrange(1, 20)) + rng.choice("AB"),
                               "%d" % rng.randrange(1, 12)])
    # family
    fam = []
    mar = rng.random()
    ps = pt["sex"]
    if mar < 0.55:
        rel = ("wife" if ps == "M" else "husband") if rng.random() < 0.93 else "partner"
        ssex = ("F" if ps == "M" else "M") if rel != "partner" else rng.choice("MF")
        fam.append(rel_person(rng, country, pt, rel, ssex, nd, age))
        c["widowed"] = None
    else:
        c["widowed"] = rel_person(rng, country, pt, "late husband" if ps == "F" else "late wife", "M" if ps == "F" else "F", nd, age) if mar < 0.85 else None
    for _ in range(rng.choice([0, 1, 1, 2, 2, 3, 3, 4])):
        sx = rng.choice("MF")
        fam.append(rel_person(rng, country, pt, "son" if sx == "M" else "daughter", sx, nd, age))
    extra = rng.sample(["sister", "brother", "niece", "nephew", "neighbour", "friend", "grandson",
                        "granddaughter", "carer"], rng.randrange(1, 4))
    for rel in extra:
        sx = "F" if rel in ("sister", "niece", "granddaughter") else "M" if rel in ("brother", "nephew", "grandson") else rng.choice("MF")
        fam.append(rel_person(rng, country, pt, rel, sx, nd, age))
    c["fam"] = fam
    c["nok"] = fam[0]
    c["prof"] = rng.choice(PL.IE_PROF if country == "IE" else PL.NZ_PROF)
    c["employer"] = rng.choice(PL.IE_ORGS if country == "IE" else PL.NZ_ORGS)
    c["birth"] = rng.choice(PL.COUNTRIES_ABROAD) if rng.random() < 0.25 else None
    c["place"] = rng.choice(PL.IE_PLACES if country == "IE" else PL.NZ_PLACES)
    c["marae"] = rng.choice(PL.NZ_MARAE) if country == "NZ" else None
    c["priest"] = H.new_person(rng, country, "M", "ie" if country == "IE" else None)
    c["fd_person"] = H.new_person(rng, country)
    c["dx"] = clin_mod.diagnosis(rng)
    c["dx_date"] = nd - datetime.timedelta(days=rng.randrange(40, 1500))
    c["adm"] = nd - datetime.timedelta(days=rng.randrange(0, 21))
    c["veh"] = H.plate(rng, country)
    c["sd_serial"] = H.serial(rng)
    return c


def fam_ref(rng, f, form=None):
    form = form or rng.choice(["given", "given", "full", "full", "title_sur"])
    if form == "title_sur" and f["rel"] in ("grandson", "granddaughter", "niece", "nephew"):
        form = "given"
    return H.nm(f, "FAMILY", form)


def country_piece(name, upper=False):
    out = []
    if name in PL.THE_COUNTRIES:
        out.append("the ")
    out.append(P(name.upper() if upper else name, "COUNTRY"))
    return out
