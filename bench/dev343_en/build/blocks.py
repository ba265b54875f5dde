"""Reusable note blocks: letterheads, patient headers, sign-offs, audit footers, social history."""
import core
from core import N, S, age_phrase, phone_lbl


def tm(c):
    rng = c.rng
    h = rng.randint(7, 18)
    m = rng.choice([0, 0, 5, 10, 15, 20, 30, 30, 40, 45, 50])
    st = c.tstyle if rng.random() < 0.9 else rng.randint(0, 2)
    if st == 0:
        return "%02d:%02d" % (h, m)
    if st == 1:
        return "%02d%02d" % (h, m)
    return "%d:%02d %s" % (h if h <= 12 else h - 12, m, "am" if h < 12 else "pm")


def letterhead(nb, c, title):
    r = c.rng
    nb.s(c.hosp, "HOSPITAL")
    nb.t("\n" + title + "\n")
    if r.random() < 0.7:
        nb.addr(c.svc_addr, sep=", ")
        nb.t("\n")
    nb.w("Tel: {p|PHONE}", p=c.svc_ph)
    if r.random() < 0.7:
        nb.w("   Fax: {f|FAX}", f=c.svc_fax)
    if r.random() < 0.6:
        nb.w("\nEmail: {e|EMAIL}", e=c.svc_email)
    if r.random() < 0.25:
        nb.w("   Web: {u|URL}", u=c.svc_url)
    nb.t("\n")


def id_line(nb, c, sep="   "):
    """Write main identifiers of the patient on one line."""
    r = c.rng
    first = True
    if c.nat:
        nb.w("{l} {v|MRN}", l=core.nat_label(c), v=c.nat[1])
        first = False
    if not c.nat or r.random() < 0.5:
        nb.t("" if first else sep)
        nb.w("{l} {v|MRN}", l=r.choice(["MRN:", "Hosp No:", "URN:", "MRN", "Chart #"]) if c.country != "AU" else "URN:", v=c.mrn)
    if c.hp and r.random() < 0.75:
        nb.w("{s}{l}: {v|HEALTHPLAN}", s=sep, l=c.hp[0].rstrip(":"), v=c.hp[1])


def pt_header(nb, c, full=True):
    r = c.rng
    v = r.randint(0, 3)
    if v == 0:
        nb.w("Patient: {n}    DOB: {d|DATE}", n=N(c.pt, "PATIENT", r.choice(["LF", "LFM", "full"])), d=c.loc.date(c.dob))
        if r.random() < 0.6:
            nb.w(" ({a|AGE}y)", a=str(c.age))
        nb.t("\n")
        id_line(nb, c)
        nb.t("\n")
    elif v == 1:
        nb.w("Name: {n}\nD.O.B.: {d|DATE}    Sex: {s}\n", n=N(c.pt, "PATIENT", r.choice(["full", "fml", "tf"])), d=c.loc.date(c.dob),
             s=r.choice(["M", "Male"]) if c.pt.sex == "m" else r.choice(["F", "Female"]))
        id_line(nb, c, sep="\n")
        nb.t("\n")
    elif v == 2:
        nb.w("{n}  |  {d|DATE}  |  ", n=N(c.pt, "PATIENT", "LFM"), d=c.loc.date(c.dob))
        nb.s(str(c.age), "AGE")
        nb.w("{s}  |  ", s=c.sex_letter())
        id_line(nb, c, sep="  |  ")
        nb.t("\n")
    else:
        nb.w("Surname: {l}   Forename(s): {f}\nDate of birth: {d|DATE}   Age: {a|AGE}\n",
             l=S(c.pt.last.upper() if r.random() < 0.5 else c.pt.last, "PATIENT"),
             f=S(c.pt.first + (" " + c.pt.middle if c.pt.middle and r.random() < 0.5 else ""), "PATIENT"),
             d=c.loc.date(c.dob), a=str(c.age))
        id_line(nb, c, sep="   ")
        nb.t("\n")
    if full:
        nb.t(r.choice(["Address: ", "Addr: ", "Home address: "]))
        nb.addr(c.addr)
        nb.t("\n")
        nb.w("{l} {p|PHONE}", l=phone_lbl(r, c.country), p=c.ph_home)
        if r.random() < 0.6:
            nb.w("   Mobile: {m|PHONE}", m=c.ph_mob)
        nb.t("\n")
    if c.country == "US" and c.ssn and r.random() < 0.55:
        nb.w("SSN: {s|SSN}\n", s=c.ssn)
    if c.country == "IE" and c.ssn and r.random() < 0.45:
        nb.w("PPSN: {s|SSN}\n", s=c.ssn)


def gp_line(nb, c):
    r = c.rng
    lbl = {"US": "PCP", "CA": "Family physician"}.get(c.country, "GP")
    nb.w("{l}: {g}, {p|HOSPITAL}", l=lbl, g=N(c.gp, "DOCTOR", r.choice(["dr", "drf"])), p=c.gp_prac)
    if r.random() < 0.5:
        nb.w("  Tel {t|PHONE}", t=c.gp_ph)
    nb.t("\n")


def nok_line(nb, c):
    r = c.rng
    nb.w("{l}: {n} ({rel})  {p|PHONE}\n", l=r.choice(["NOK", "Next of kin", "Emergency contact", "Contact"]),
         n=N(c.nok, "FAMILY", r.choice(["full", "full", "tf"])), rel=c.nok_rel, p=c.nok_ph)


def signoff(nb, c, p, variant=None, with_lic=None, date=True, d=None):
    r = c.rng
    sd = d or c.d0
    v = r.randint(0, 4) if variant is None else variant
    wl = (r.random() < 0.55) if with_lic is None else with_lic
    if v == 0:
        nb.t("\n")
        nb.name(p, "DOCTOR", "full")
        if p.cred:
            nb.t(" " + p.cred)
        nb.t("\n" + p.role_title + "\n")
        if wl:
            nb.w("{l} {v|LICENSE}\n", l=p.lic[0] + ("" if p.lic[0].endswith(("#", ":")) else ":"), v=p.lic[1])
        if r.random() < 0.7:
            nb.w("Tel {ph|PHONE}", ph=p.phone)
            if r.random() < 0.6:
                nb.w(" | {e|EMAIL}", e=p.email)
            nb.t("\n")
    elif v == 1:
        nb.t("\nSigned: ")
        nb.name(p, "DOCTOR", r.choice(["full", "il"]))
        nb.t(", %s" % p.role_title)
        if wl:
            nb.w(" ({l} {v|LICENSE})", l=p.lic[0], v=p.lic[1])
        if date:
            nb.w("  {d|DATE} {t}", d=c.loc.date(sd), t=tm(c))
        nb.t("\n")
    elif v == 2:
        nb.w("\nElectronically signed by {n}", n=N(p, "DOCTOR", r.choice(["LF", "full"])))
        if p.cred:
            nb.t(", " + p.cred)
        if date:
            nb.w(" on {d|DATE} at {t}", d=c.loc.date(sd), t=tm(c))
        nb.t("\n")
        if wl:
            nb.w("{l}: {v|LICENSE}\n", l=p.lic[0].rstrip("#: "), v=p.lic[1])
    elif v == 3:
        nb.t("\n" + r.choice(["Kind regards,", "Yours sincerely,", "Best wishes,", "Many thanks,"]) + "\n\n")
        nb.name(p, "DOCTOR", "drf" if p.title_word == "Dr" else "full")
        nb.t("\n" + p.role_title)
        if p.cred:
            nb.t(", " + p.cred)
        nb.t("\n")
        if wl:
            nb.w("{l} {v|LICENSE}\n", l=p.lic[0], v=p.lic[1])
        if r.random() < 0.5:
            nb.w("{e|EMAIL}\n", e=p.email)
    else:
        nb.w("\n-- {n} ({role})", n=N(p, "DOCTOR", r.choice(["full", "fi", "il"])), role=p.role_title)
        if r.random() < 0.5:
            nb.w(" bleep {b|PHONE}", b=c.loc.bleep())
        nb.t("\n")


def audit_footer(nb, c, user=None, d=None):
    r = c.rng
    d = d or c.d0
    u = user or r.choice([c.staff["admin"], c.staff["physio"], c.staff["nurse"]])
    v = r.randint(0, 3)
    if v == 0:
        nb.w("\n[Printed {d|DATE} {t} by {u|USERNAME} from {ip|IPADDR}]\n", d=c.loc.date(d + core.dt.timedelta(days=r.randint(0, 3))), t=tm(c), u=u.username, ip=c.loc.ip())
    elif v == 1:
        nb.w("\nCreated by: {u|USERNAME}   Workstation: {ip|IPADDR}   Doc ID: {doc|IDNUM}\n", u=u.username, ip=c.loc.ip(),
             doc=str(r.randint(10000000, 99999999)))
    elif v == 2:
        nb.w("\nLast amended {d|DATE} {t} ({u|USERNAME})\n", d=c.loc.date(d + core.dt.timedelta(days=r.randint(0, 5))), t=tm(c), u=u.username)
    else:
        nb.w("\nsource={ip|IPADDR} user={u|USERNAME} enc={a|ACCOUNT}\n", ip=c.loc.ip(), u=u.username, a=c.acct)


def social(nb, c, long=True):
    """Social history sentences with family, profession, employer, country, venue."""
    r = c.rng
    k = c.k
    parts = []
    he = c.he_she().capitalize()
    rel = c.nok_rel
    living = r.choice(["Lives with %s %s" % (c.his_her(), rel), "Lives alone", "Lives with %s %s" % (c.his_her(), rel)])
    if living == "Lives alone":
        nb.t(living + r.choice([" in a ground-floor flat", " in a two-storey house (14 stairs, rail on left)", " in a bungalow", " in sheltered housing"]) + ". ")
        nb.w("{rel} {n} visits {f}. ", rel=rel.capitalize(), n=N(c.nok, "FAMILY", r.choice(["f", "full"])), f=r.choice(["daily", "most days", "twice a week", "at weekends"]))
    else:
        nb.w("{lv} {n}", lv=living, n=N(c.nok, "FAMILY", r.choice(["f", "full"])))
        nb.t(r.choice([" in a semi-detached house", " in a first-floor flat (no lift)", " in a bungalow", " on a farm", " in a terraced house"]) + ". ")
    v = r.randint(0, 3)
    if v == 0:
        nb.w("Ex-{p|PROFESSION} ({y} yrs at {e|ORGANIZATION}). ", p=c.prof, y=r.randint(6, 40), e=c.employer)
    elif v == 1:
        nb.w("Retired {p|PROFESSION}, previously employed by {e|ORGANIZATION}. ", p=c.prof, e=c.employer)
    elif v == 2:
        nb.w("Worked as a {p|PROFESSION} until {y|DATE}. ", p=c.prof, y=str(c.d0.year - r.randint(2, 15)))
    else:
        nb.w("Still works part-time as a {p|PROFESSION}. ", p=c.prof)
    if long:
        if k["smoke"] == "ex":
            nb.w("Ex-smoker, {py} pack-years, quit {y|DATE}. ", py=k["py"], y=str(c.d0.year - r.randint(1, 25)))
        elif k["smoke"] == "current":
            nb.t("Current smoker %d/day (%d pack-years); %s. " % (k["cigs"], k["py"], r.choice(["pre-contemplative", "keen to quit, referred to stop smoking service", "cutting down", "using e-cig as well"])))
        else:
            nb.t("Never smoker. %s. " % r.choice(["Biomass exposure as a child", "Occupational dust exposure", "Passive smoking at work"]))
        if r.random() < 0.35:
            nb.w("Born in {co|COUNTRY}, moved here in {y|DATE}. ", co=c.abroad, y=str(r.randint(1958, 2005)))
        if r.random() < 0.3:
            nb.w("{rel2} {n} works as a {p|PROFESSION} and helps with shopping. ",
                 rel2=r.choice(["Daughter", "Son", "Grandson", "Niece"]), n=N(core.make_person(r, c.country), "FAMILY", "f"), p=c.nok_prof)
        if r.random() < 0.3:
            nb.w("Attends {ch|ORGANIZATION} on Sundays. ", ch=core.site_name(r, c.country, "church", c.loc))
        nb.t(r.choice(["Independent with personal care. ", "Needs help with socks and shoes. ", "Uses a 4-wheeled walker outdoors. ",
                       "Mobilises with one stick. ", "Housebound except for hospital appointments. ", "Drives short distances. "]))
