"""Cast set-up and blocks shared by several genres."""
import datetime as dt

import pools
from core import P, join, article, fmt_date, add_years, years_between, words

START = dt.date(2021, 1, 4)
END = dt.date(2026, 10, 30)


def pronouns(sex):
    if sex == "M":
        d = dict(he="he", He="He", him="him", his="his", His="His", himself="himself", man="man",
                 gentleman="gentleman", son_daughter="son", boy="boy", sex_word="male", MF="M")
    else:
        d = dict(he="she", He="She", him="her", his="her", His="Her", himself="herself", man="woman",
                 gentleman="lady", son_daughter="daughter", boy="girl", sex_word="female", MF="F")
    return d


def setup(c, age_range=(18, 95), date=None, child_p=0.0, sex=None):
    r = c.r
    c.date = date or c.rand_date(START, END)
    if child_p and r.random() < child_p:
        age = r.randint(0, 15)
    else:
        lo, hi = age_range
        age = int(r.triangular(lo, hi, (lo + hi * 2) / 3))
    c.dob = c.date - dt.timedelta(days=int(age * 365.25) + r.randrange(0, 360))
    c.age = years_between(c.dob, c.date)
    sex = sex or r.choice("MF")
    c.pt = c.person("PATIENT", sex=sex, middle_p=0.3)
    c.pt.title = c.patient_title(c.pt, c.age)
    c.v.update(pronouns(sex))
    if c.age < 16:
        c.v["man"] = c.v["gentleman"] = c.v["boy"]
    pt = c.pt
    c.addr = c.address(county_p=0.5)
    c.pt_mob = c.mob()
    c.pt_tel = c.land() if r.random() < 0.5 else None
    # national health number / local MRN
    if c.nation in ("eng", "wal"):
        c.hid_label = r.choice(["NHS No", "NHS No.", "NHS Number", "NHS no", "NHS #"])
        c.hid = c.nhs()
    elif c.nation == "sco":
        c.hid_label = r.choice(["CHI", "CHI No", "CHI Number"])
        c.hid = c.chi(c.dob, sex)
    elif c.nation == "ni":
        c.hid_label = r.choice(["H&C No", "H&C Number", "HCN"])
        c.hid = c.hc()
    else:
        c.hid_label = None
        c.hid = None
    c.mrn_pat = c.mrn_pattern()
    c.mrn_label = r.choice(["Hospital No", "Hosp No", "MRN", "Unit No", "Hosp. No.", "RXN", "Case No"]
                           if c.locale == "UK" else ["MRN", "MRN", "Hospital No", "Chart No", "HRN", "Medical Record No"])
    c.mrn_v = c.mrn(c.mrn_pat)
    c.gp = c.staff("gp")
    c.practice = c.make_practice()
    c.hosp = c.hospital("acute")
    # next of kin
    if c.age < 16:
        rel = r.choice(["mother", "father", "mother"])
        c.nok = c.family(rel, same_surname=pt.surname if r.random() < 0.75 else None)
    elif c.age > 70:
        rel = r.choice(["daughter", "son", c.spouse_rel(sex), "niece", "daughter"])
        c.nok = c.family(rel, same_surname=pt.surname if rel in ("son", "wife", "husband") or r.random() < 0.3 else None)
    else:
        if c.age < 58:
            rel = r.choice([c.spouse_rel(sex), c.spouse_rel(sex), "mother", "sister", "brother"])
        else:
            rel = r.choice([c.spouse_rel(sex), c.spouse_rel(sex), "daughter", "son", "sister", "brother"])
        same = (rel in ("wife", "husband") and r.random() < 0.7) or (rel in ("son", "daughter") and r.random() < 0.6)
        c.nok = c.family(rel, same_surname=pt.surname if same else None)
    c.nok.tel = c.mob()
    c.occ = c.prof()
    v = c.v
    v["pt_full"] = pt.full()
    v["pt_sur"] = pt.sur()
    v["pt_ts"] = pt.ts()
    v["pt_giv"] = pt.giv()
    v["age"] = c.A(c.age)
    v["dob"] = c.dt(c.dob)
    v["today"] = c.dt(c.date)
    v["gp_ts"] = c.gp.ts()
    v["gp_full"] = c.gp.full()
    v["practice"] = c.practice.n()
    v["hosp"] = c.hosp.n()
    v["nok_rel"] = c.nok.rel
    v["rel"] = c.nok.rel
    v["nok_full"] = c.nok.full()
    v["nok_giv"] = c.nok.giv()
    v["nok_tel"] = c.PH(c.nok.tel)
    v["mrn"] = P(c.mrn_v, "MRN")
    v["mrn_label"] = c.mrn_label
    v["Mx"] = pt.title
    return c


def hid_item(c, sep=": "):
    """'NHS No: 999 ...' (or nothing in Ireland)."""
    if not c.hid:
        return []
    return [c.hid_label, sep, P(c.hid, "MRN")]


def ids_line(c, sep=": ", gap="   "):
    out = []
    if c.hid:
        out += [c.hid_label, sep, P(c.hid, "MRN"), gap]
    out += [c.mrn_label, sep, P(c.mrn_v, "MRN")]
    return out


def days(d, n):
    return d + dt.timedelta(days=n)


def prof_phrase(c, occ=None, retired=None):
    occ = occ or c.occ
    if retired is None:
        retired = c.age >= 67
    if retired:
        return c.ch([["retired ", c.PR(occ)], ["a retired ", c.PR(occ)], ["formerly worked as ", article(occ), " ", c.PR(occ)],
                      ["was previously ", article(occ), " ", c.PR(occ)]])
    if c.age < 17:
        return ["at school"]
    return c.ch([["works as ", article(occ), " ", c.PR(occ)], ["is ", article(occ), " ", c.PR(occ)],
                 ["is employed as ", article(occ), " ", c.PR(occ)]])


# --------------------------------------------------------------- letter blocks
def hosp_letterhead(c, h, dept, secretary=None):
    r = c.r
    style = r.randrange(4)
    out = []
    if style == 0:
        out += [h.n(), "\n", dept, "\n"]
        out += h.addr.block()
        out += ["Tel: ", c.PH(h.tel), "    Fax: ", P(h.fax, "FAX"), "\n"]
        if h.web:
            out += [P(h.web, "URL"), "\n"]
    elif style == 1:
        out += [P(h.name.upper(), "HOSPITAL"), "\n"]
        out += h.addr.inline(county=False) + ["\n"]
        out += ["Switchboard ", c.PH(h.tel), " | Fax ", P(h.fax, "FAX")]
        if h.web:
            out += [" | ", P(h.web, "URL")]
        out += ["\n\n", dept, "\n"]
    elif style == 2:
        out += [dept, " Department\n", h.n(), "\n"]
        out += h.addr.inline() + ["\n"]
        if secretary:
            out += ["Secretary: ", secretary.full(), "  Tel ", c.PH(c.land()), "\n"]
            out += ["Email: ", P(c.staff_email(secretary, h.domain), "EMAIL"), "\n"]
        else:
            out += ["Tel ", c.PH(h.tel), "\n"]
    else:
        out += [h.n(), " — ", dept, "\n"]
        out += h.addr.block(county=False)
        out += ["T: ", c.PH(h.tel), "\n", "F: ", P(h.fax, "FAX"), "\n"]
        if h.web:
            out += ["W: ", P(h.web, "URL"), "\n"]
    return out


def gp_address_block(c, with_title=True):
    g = c.gp
    out = [g.title + " ", g.full() if c.maybe(0.7) else g.ini_sur(), "\n", c.practice.n(), "\n"]
    out += c.practice.addr.block(county=c.maybe(0.5))
    return out


def pt_re_block(c):
    r = c.r
    pt = c.pt
    style = r.randrange(5)
    out = []
    if style == 0:
        out += ["Re: ", pt.title, " ", pt.full(), "   DOB: ", c.dt(c.dob), "\n"]
        if c.hid:
            out += ["     ", c.hid_label, ": ", P(c.hid, "MRN"), "   "]
        else:
            out += ["     "]
        out += [c.mrn_label, ": ", P(c.mrn_v, "MRN"), "\n     "]
        out += c.addr.inline() + ["\n"]
    elif style == 1:
        out += ["RE: ", pt.caps(), " (", c.dt(c.dob), ")\n"]
        out += c.addr.inline(sep=", ") + ["\n"]
        out += ids_line(c) + ["\n"]
    elif style == 2:
        out += ["Patient: ", pt.fullm(), "\nDate of birth: ", c.dt(c.dob), " (age ", c.A(c.age), ")\n"]
        out += ["Address: "] + c.addr.inline() + ["\n"]
        out += ids_line(c, gap="\n") + ["\n"]
    elif style == 3:
        out += ["Re: ", pt.full(), ", D.O.B. ", c.dt(c.dob), ", "] + c.addr.inline() + ["\n"]
        out += ids_line(c, gap="; ") + ["\n"]
    else:
        out += ["Name: ", pt.caps(), "\n", "DOB: ", c.dt(c.dob), "   Sex: ", c.v["MF"], "\n"]
        out += ids_line(c, gap="\n") + ["\n"]
        out += ["Address: "] + c.addr.inline() + ["\n"]
        if c.maybe(0.5):
            out += ["Tel: ", c.PH(c.pt_mob), "\n"]
    return out


def signature(c, who, role_text, reg=True, dictated=True):
    r = c.r
    out = []
    out += [r.choice(["Yours sincerely,", "Yours sincerely", "Kind regards,", "Yours faithfully,", "With best wishes,", "Best wishes,"]), "\n\n\n"]
    if r.random() < 0.5:
        out += [who.title, " ", who.full(), "\n"]
    else:
        out += [who.full(), "\n"]
    out += [role_text, "\n"]
    if reg:
        lab, num = c.reg_no(getattr(who, "role", "consultant"))
        out += [lab, " ", r.choice(["", "No. ", "no "]) if "No" not in lab else "", P(num, "LICENSE"), "\n"]
    if dictated and r.random() < 0.7:
        typist = c.staff("sec")
        k = r.randrange(4)
        if k == 0:
            out += ["\n", who.initials(dots=False), "/", typist.lower_initials(), "\n"]
        elif k == 1:
            out += ["\nDictated: ", c.dt(c.date), "   Typed: ", c.dt(days(c.date, r.randint(1, 9))), "   (", typist.lower_initials(), ")\n"]
        elif k == 2:
            out += ["\nDictated but not signed to avoid delay. Typed by ", typist.full(), ".\n"]
        else:
            out += ["\nD: ", c.dt(c.date), " T: ", c.dt(days(c.date, r.randint(1, 6))), " ", who.initials(dots=False), "/", typist.lower_initials(), "\n"]
    return out


def cc_block(c, extra=None):
    out = ["\ncc: "]
    if c.maybe(0.6):
        out += [c.pt.title, " ", c.pt.full(), ", "] + c.addr.inline() + ["\n"]
    else:
        out += ["Patient\n"]
    if extra:
        for e in extra:
            out += ["    ", e, "\n"]
    return out


def family_history_line(c):
    r = c.r
    items = []
    k = r.randrange(5)
    if k == 0:
        items = ["Father died aged ", c.A(r.randint(48, 88)), " (", r.choice(["MI", "stroke", "lung cancer", "bowel cancer"]), "). Mother ",
                 r.choice(["alive and well", "has type 2 diabetes", "had dementia, died aged " , ]),]
        if items[-1].endswith("aged "):
            items += [c.A(r.randint(70, 96))]
        items += ["."]
    elif k == 1:
        items = ["Brother had ", r.choice(["an MI", "CABG", "bowel cancer", "a stroke"]), " at ", c.A(r.randint(42, 66)), "."]
    elif k == 2:
        items = ["Mother: ", r.choice(["breast cancer", "hypertension", "T2DM", "AF"]), " (diagnosed aged ", c.A(r.randint(40, 80)), ")."]
    elif k == 3:
        items = ["Nil of note."]
    else:
        items = ["Sister (", c.A(r.randint(30, 80)), ") has ", r.choice(["rheumatoid arthritis", "coeliac disease", "hypothyroidism", "type 1 diabetes"]), "."]
    return items


def social_line(c, kin=True):
    """A short social history with occupation and household."""
    r = c.r
    out = []
    pt = c.pt
    nok = c.nok
    if c.age < 16:
        out += ["Lives with ", r.choice(["mum", "mother", "parents"]), " (", nok.full(), ")"]
        if r.random() < 0.6:
            out += [" and ", r.choice(["younger brother", "older sister", "two siblings"])]
        out += [". Attends ", c.school(), ".\n"]
        return out
    if nok.rel in ("wife", "husband", "partner"):
        out += ["Lives with ", c.v["his"], " ", nok.rel, " ", nok.giv(), " in ", r.choice(["a house", "a bungalow", "a two-storey house", "a flat"]), " in ", P(c.addr.town, "CITY"), ". "]
    else:
        out += [r.choice(["Lives alone", "Lives alone", "Lives with ", "Widowed, lives alone"])]
        if out[-1] == "Lives with ":
            out += [c.v["his"], " ", nok.rel, " ", nok.full()]
        out += [" in ", r.choice(["a ground-floor flat", "a bungalow", "a terraced house", "sheltered accommodation"]), ". "]
        if nok.rel not in ("wife", "husband", "partner") and out[0] != "Lives with ":
            out += [nok.rel.capitalize(), " ", nok.giv(), " lives nearby and visits ", r.choice(["daily", "most days", "weekly", "at weekends"]), ". "]
    out += [c.v["He"], " ", ] + prof_phrase(c) + [". "]
    out += [r.choice(["Non-smoker.", "Ex-smoker (%d pack-years)." % r.randint(5, 50), "Smokes %d/day." % r.randint(5, 25),
                      "Never smoked."]), " ",
            r.choice(["Alcohol: %d units/week." % r.randint(0, 30), "Occasional alcohol.", "Teetotal.", "Drinks socially."]), "\n"]
    return out
