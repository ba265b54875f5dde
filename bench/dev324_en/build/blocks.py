"""Reusable note blocks: patient banners, letterheads, GP blocks, history narrative."""
import locales as L
import pools
from core import addr_lines, age_phrase, hhmm, ids_line, pt_name

SEXW = {"M": "Male", "F": "Female"}


def patient_header(d, case, style=None, addr=True, phone=True, ids=True, acct=None):
    rng = case.rng
    style = style or rng.choice(["kv", "banner", "kv", "sticker", "table"])
    dob = case.ds(case.dob)
    if style == "kv":
        d.t(rng.choice(["Name: ", "Patient: ", "Patient name: ", "PATIENT: "]))
        pt_name(d, case, rng.choice(["full", "LF", "fml", "lf"]))
        d.f("\nDOB: {DATE:dob} ({AGE:age} {yy})    Sex: {sx}\n", dob=dob, age=case.age,
            yy=rng.choice(["y", "yrs", "years"]), sx=rng.choice([case.sex, SEXW[case.sex]]))
        if ids:
            ids_line(d, case)
            d.t("\n")
        if acct or (acct is None and rng.random() < 0.35):
            d.f("{lab}: {ACCT:v}\n", lab=case.acct[0], v=case.acct[1])
        if addr:
            d.t("Address: ")
            addr_lines(d, case, case.addr, sep=", ")
            d.t("\n")
        if phone:
            d.f("{lab}: {PHONE:v}", lab=rng.choice(["Tel", "Phone", "Home", "Contact"]), v=case.phone_home)
            if rng.random() < 0.6:
                d.f("   Mobile: {PHONE:v}", v=case.phone_mob)
            d.t("\n")
    elif style == "banner":
        pt_name(d, case, rng.choice(["LF", "LFM"]))
        d.f(" | DOB {DATE:dob} | {AGE:age}{yy} | {sx} | ", dob=dob, age=case.age, yy=rng.choice(["y", " yo", "Y"]),
            sx=case.sex)
        ids_line(d, case, sep=" | ", full=ids)
        if acct or (acct is None and rng.random() < 0.5):
            d.f(" | {lab} {ACCT:v}", lab=case.acct[0], v=case.acct[1])
        d.t("\n")
        if addr:
            addr_lines(d, case, case.addr, sep=", ")
            if phone:
                d.f("  Ph {PHONE:v}", v=case.phone_mob if rng.random() < 0.5 else case.phone_home)
            d.t("\n")
    elif style == "sticker":
        d.t("[ ")
        pt_name(d, case, "LF")
        d.f(" ]\n[ {DATE:dob}  {sx}  {MRN:m} ]\n", dob=case.ds(case.dob, rng.choice(["dmy_slash", "dmy_dot",
                                                                                       "dd_MON_yyyy"])
                                                             if case.c != "US" else "us_slash"),
            sx=case.sex, m=case.mrn)
        if addr:
            d.t("[ ")
            addr_lines(d, case, case.addr, sep=", ")
            d.t(" ]\n")
        if ids and case.natnum:
            d.f("[ {lab} {MRN:v} ]\n", lab=case.natnum[0], v=case.natnum[1])
    else:
        d.t("Surname:        ").p("PATIENT", case.pt.last.upper()).t("\nForename(s):    ").p(
            "PATIENT", (case.pt.first + " " + case.pt.middle) if case.pt.middle else case.pt.first)
        d.f("\nDate of birth:  {DATE:dob}\nAge:            {AGE:age}\nSex:            {sx}\n", dob=dob,
            age=case.age, sx=SEXW[case.sex])
        d.f("Hospital no.:   {MRN:m}\n", m=case.mrn)
        if case.natnum:
            d.f("{lab}:{pad}{MRN:v}\n", lab=case.natnum[0], pad=" " * max(1, 16 - len(case.natnum[0]) - 1),
                v=case.natnum[1])
        if ids and case.hp and case.c != "GB":
            d.f("{lab}:{pad}{HP:v}\n", lab=case.hp[0], pad=" " * max(1, 16 - len(case.hp[0]) - 1), v=case.hp[1])
        if addr:
            d.t("Address:        ")
            addr_lines(d, case, case.addr, sep=", ")
            d.t("\n")
        if phone:
            d.f("Telephone:      {PHONE:v}\n", v=case.phone_mob)
    return d


def centre_addr(case):
    if not hasattr(case, "_caddr"):
        case._caddr = L.address(case.rng, case.c)
        case._cphone = L.phone(case.rng, case.c)
        case._cfax = L.phone(case.rng, case.c)
        case._curl = L.url(case.rng, "support")
    return case._caddr


def letterhead(d, case, dept, fax=True, web=None):
    rng = case.rng
    a = centre_addr(case)
    d.p("HOSPITAL", case.centre).t("\n" + dept + "\n")
    addr_lines(d, case, a, sep=", " if rng.random() < 0.6 else "\n")
    d.f("\nTel: {PHONE:p}", p=case._cphone)
    if fax:
        d.f("   Fax: {FAX:f}", f=case._cfax)
    if web if web is not None else rng.random() < 0.4:
        d.f("\n{URL:u}", u=case._curl)
    d.t("\n")
    return d


def gp_block(d, case, label="GP"):
    rng = case.rng
    g = case.st("gp")
    d.f("{label}: {t} {DOCTOR:n}, {HOSP:pr}", label=label, t=g.title or "Dr", n=g.fmt(rng.choice(["full", "fi_l",
                                                                                                   "l"])),
        pr=case.gp_practice)
    if rng.random() < 0.6:
        d.t(", ")
        addr_lines(d, case, case.gp_addr, sep=", ")
    if rng.random() < 0.5:
        d.f("  T {PHONE:p}", p=case.gp_phone)
        if rng.random() < 0.5:
            d.f("  F {FAX:f}", f=case.gp_fax)
    d.t("\n")
    return d


def presenting(d, case):
    """A short history-of-presentation paragraph with ages, dates, profession and family."""
    rng = case.rng
    t = case.tumour
    onset = L.add_days(case.diag_date, -rng.randint(30, 160))
    title = case.pt_title()
    if rng.random() < 0.5:
        age_phrase(d, case, rng.choice(["year-old", "yo", "year-old"]))
    else:
        if title:
            d.t(title + " ")
            d.p("PATIENT", case.pt.last)
        else:
            d.p("PATIENT", case.pt.first)
        d.t(" is an " if str(case.age)[0] == "8" or case.age in (11, 18) else " is a ")
        d.p("AGE", str(case.age)).t("-year-old")
    if case.prof:
        if case.retired:
            d.t(" retired ").p("PROFESSION", case.prof)
        elif case.age < 23:
            d.t(", a ").p("PROFESSION", case.prof).t(" at ").p("ORGANIZATION", case.employer).t(",")
        else:
            d.t(" who works as a ").p("PROFESSION", case.prof)
            if rng.random() < 0.5:
                d.t(" for ").p("ORGANIZATION", case.employer)
            d.t(",")
    d.t(rng.choice([" presented with ", " who first noticed ", " referred with "]))
    sym = rng.choice(["a painless enlarging lump", "night pain and swelling", "a firm swelling",
                      "activity-related pain, then rest pain", "a mass noticed after a minor knock",
                      "progressive pain and a limp"])
    d.f("{s} of the {site} from ", s=sym, site=site_text(case, short=True))
    d.p("DATE", case.ds(onset, rng.choice(["month_year", "mon_year", "month_year"])))
    d.t(". ")
    r = rng.random()
    if r < 0.35:
        d.t("Initially treated as a sports injury by the GP; ")
        d.f("X-ray at {HOSP:h} on {DATE:x} showed concern and an urgent MRI followed. ", h=case.local_hosp,
            x=case.ds(L.add_days(onset, rng.randint(20, 60))))
    elif r < 0.65:
        d.f("Ultrasound on {DATE:x} showed a {sz} cm {dp} solid mass with internal vascularity. ",
            x=case.ds(L.add_days(onset, rng.randint(20, 70))), sz=rng.choice(["4.2", "6", "7.5", "9.8", "11",
                                                                             "5.1", "13"]),
            dp=rng.choice(["deep", "intramuscular", "subfascial", "subcutaneous"]))
    else:
        f = case.fam(0)
        d.f("{his} {rel} ", his=case.his().capitalize(), rel=f.rel)
        d.p("FAMILY", f.fmt(rng.choice(["f", "full"])))
        d.t(rng.choice([" pushed for a second opinion", " noticed the swelling first",
                        " attends all appointments with " + case.him()]) + ". ")
    if rng.random() < 0.4:
        d.f("Background: {bg}. ", bg=rng.choice(["asthma (salbutamol PRN)", "nil of note", "eczema", "NF1",
                                                 "Li-Fraumeni syndrome (TP53 germline)", "no known allergies"]
                                                if case.age < 35 else
                                                ["type 2 diabetes on metformin 1 g BD", "hypertension on amlodipine "
                                                 "5 mg", "previous right breast cancer treated with WLE and RT",
                                                 "hypothyroidism on levothyroxine 75 mcg", "nil of note",
                                                 "AF on apixaban 5 mg BD", "COPD"]))
    if rng.random() < 0.45:
        d.t("Born in ").p("COUNTRY", case.birth_country).t(rng.choice(
            [", moved here as a child. ", "; interpreter not required. ", ", family still overseas. "]))
    return d


def clinic_time(case):
    return hhmm(case.rng, 8, 17)


def family_contact(d, case, i=0, label="NOK"):
    rng = case.rng
    f = case.fam(i)
    d.f("{label}: {FAM:n} ({rel}) {PHONE:p}", label=label, n=f.fmt(rng.choice(["full", "full", "f"])), rel=f.rel,
        p=f.phone)
    return d


def other_patient(rng, country, when):
    from core import age_on, make_person
    import datetime as dt
    p = make_person(rng, country)
    dob = dt.date(when.year - rng.randint(12, 84), rng.randint(1, 12), rng.randint(1, 28))
    return p, age_on(dob, when), dob, L.mrn(rng, country)


def pick_ward(case):
    return case.ward


def building(rng):
    return rng.choice(pools.BUILDINGS)


MIDLINE = ("retroperitoneum", "sacrum", "uterus", "paraspinal", "abdominal wall", "left 7th rib", "chest wall", "breast skin")


def site_text(case, short=False):
    s = case.site.split(" (")[0] if short else case.site
    if s == "paraspinal":
        s = "paraspinal region"
    if case.site.startswith(MIDLINE):
        return s
    return "%s %s" % (case.side, s)


LIMB_SITES = {"knee": ("distal femur", "proximal tibia", "knee", "popliteal fossa", "proximal fibula"),
              "hip": ("proximal femur", "pelvis", "buttock", "sacrum", "adductor compartment"),
              "shoulder": ("proximal humerus", "scapula", "shoulder girdle", "upper arm", "humeral shaft",
                           "brachial plexus"),
              "distal_upper": ("forearm", "hand", "finger", "distal radius"),
              "foot": ("foot", "ankle", "calcaneus", "calf")}
NON_LIMB = ("retroperitoneum", "uterus", "breast skin", "chest wall", "abdominal wall", "paraspinal", "left 7th rib",
            "spermatic cord")


def site_group(case):
    for g in sorted(LIMB_SITES):
        if case.site.startswith(LIMB_SITES[g]):
            return g
    if case.site.startswith(NON_LIMB):
        return "axial"
    return "thigh"
