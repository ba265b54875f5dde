"""Shared helpers for genre generators (PHI-bearing snippets reused across genres)."""
import datetime

from core import P, pick, chance, join
import phi
import pools_places as PL
import clinical as C


def DT(rng, cs, d, kind="full"):
    return phi.D(d, cs.country, phi.date_style(rng, kind))


def DS(cs, d, style):
    return phi.D(d, cs.country, style)


def plus(d, days):
    return d + datetime.timedelta(days=days)


def minus(d, days):
    return d - datetime.timedelta(days=days)


def gp_word(cs):
    return {"US": "PCP", "CA": "family physician", "AU": "GP", "IE": "GP", "UK": "GP"}[cs.country]


def ed_word(cs):
    return {"US": "ED", "CA": "ER", "AU": "ED", "IE": "ED", "UK": "A&E"}[cs.country]


def emergency_no(cs):
    return {"US": "911", "CA": "911", "AU": "000", "IE": "112", "UK": "999"}[cs.country]


def staff(rng, st, cred=None):
    """Staff name with an optional credential after it (credential outside the span)."""
    v = rng.randrange(6)
    if v == 0:
        return [st.ref("full"), st.cred]
    if v == 1:
        return st.ref("full")
    if v == 2:
        return st.ref("dr_last") if st.lrole == "doctor" else [st.ref("full"), ", " + st.jobtitle]
    if v == 3:
        return st.ref("f_last")
    if v == 4:
        return st.ref("first") if st.lrole != "doctor" else st.ref("dr_full")
    return [st.ref("full"), " (", st.jobtitle, ")"]


def doc(rng, st):
    return st.ref(pick(rng, ["dr_last", "dr_full", "dr_full", "full"])) if st.lrole == "doctor" else st.ref("full")


def fam_mention(rng, cs, poss=None):
    """e.g. 'her husband Tom' - relation word outside, name inside."""
    if poss is None:
        poss = "her" if cs.pt.sex == "F" else "his"
    style = pick(rng, ["first", "full", "first", "full", "title_last"])
    return [poss + " " + cs.rel + " ", cs.fam.ref(style)]


def pt_short(rng, cs):
    return cs.pt.ref(pick(rng, ["first", "title_last", "title_last", "first", "nick", "initials"]))


def social(note, rng, cs):
    """Social-history lines: family, occupation, employer, place, driving."""
    note.add("Social: ")
    v = rng.randrange(4)
    if v == 0:
        note.w("lives with {f} in {c}. ", f=fam_mention(rng, cs), c=P(cs.addr.city, "CITY"))
    elif v == 1:
        note.w("lives alone in a ground-floor flat in {c}; {f} nearby ({p}). ",
               c=P(cs.addr.city, "CITY"), f=fam_mention(rng, cs), p=P(cs.fam_phone, "PHONE"))
    elif v == 2:
        note.w("married, 2 children (aged {a1} and {a2}). ", a1=P(str(rng.randint(2, 17)), "AGE"),
               a2=P(str(rng.randint(2, 17)), "AGE"))
    else:
        note.w("lives with {f}, who is a {j}. ", f=fam_mention(rng, cs), j=P(pick(rng, PL.PROFESSIONS), "PROFESSION"))
    w = rng.randrange(5)
    if w == 0:
        note.w("Works as a {j} at {e} (full time). ", j=P(cs.job, "PROFESSION"), e=P(cs.employer, "ORGANIZATION"))
    elif w == 1:
        note.w("Employed by {e} as {j}, currently reduced hours. ", e=P(cs.employer, "ORGANIZATION"), j=P(cs.job, "PROFESSION"))
    elif w == 2:
        note.w("{j}, self-employed. ", j=P(cs.job[0].upper() + cs.job[1:], "PROFESSION"))
    elif w == 3:
        note.w("Not working since {y} (ill health); previously {j}. ", y=DS(cs, plus(cs.dx_date, 200), "year"),
               j=P(cs.job, "PROFESSION"))
    else:
        note.w("Studying at {s}. ", s=P(pick(rng, PL.SCHOOLS), "ORGANIZATION"))
    x = rng.randrange(4)
    if x == 0 and cs.country in ("UK", "IE"):
        note.w("Drives; has informed DVLA/NDLS - licence {l}. ", l=P(phi.driving_licence(rng, cs.country, cs.pt), "LICENSE"))
    elif x == 1:
        note.w("Smoker {n}/day. Alcohol ~{u} units/wk. ", n=str(rng.randint(3, 20)), u=str(rng.randint(0, 24)))
    elif x == 2:
        note.w("Born in {c}, moved here in {y}. ", c=P(pick(rng, PL.COUNTRIES), "COUNTRY"),
               y=DS(cs, phi.rand_date(rng, 1990, 2018), "year"))
    else:
        note.w("Non-smoker. Walks the dog daily. ")
    note.nl()


def hospital_header(note, rng, cs, dept=None):
    dept = dept or pick(rng, ["Department of Neurology", "Neuroinflammation Service", "MS Service",
                              "Clinical Neurosciences", "Multiple Sclerosis Centre", "Neurology Outpatients"])
    note.line("{h}", h=P(cs.hosp, "HOSPITAL"))
    note.line(dept)
    if chance(rng, 0.6):
        note.add(cs.hosp_place.block(rng, sep=", ")).nl()
    v = rng.randrange(3)
    if v == 0:
        note.line("Tel: {p}   Fax: {f}", p=P(cs.hosp_phone, "PHONE"), f=P(cs.hosp_fax, "FAX"))
    elif v == 1:
        note.line("MS Nurses: {p}  Email: {e}", p=P(cs.hosp_phone, "PHONE"), e=P(cs.team_email, "EMAIL"))
    else:
        note.line("Switchboard {p} | {u}", p=P(cs.hosp_phone, "PHONE"), u=P(cs.url, "URL"))


def patient_address_block(note, rng, cs, country_line=False):
    note.add(cs.pt.ref(pick(rng, ["title_full", "title_full", "full"]))).nl()
    note.add(cs.addr.block(rng, country_line=country_line)).nl()


def re_line(note, rng, cs):
    """'Re:' line typical of letters."""
    v = rng.randrange(4)
    if v == 0:
        note.line("Re: {n}, DOB {d}, {ids}", n=cs.pt.ref("full"), d=cs.dob_piece(rng), ids=cs.id_line(rng))
    elif v == 1:
        note.line("RE: {n}  D.O.B. {d}", n=cs.pt.ref("LF"), d=cs.dob_piece(rng))
        note.add(cs.id_line(rng)).nl()
        note.add(cs.addr.inline(rng)).nl()
    elif v == 2:
        note.line("Patient: {n} ({d})", n=cs.pt.ref("title_full"), d=cs.dob_piece(rng))
        note.add(cs.id_line(rng)).nl()
    else:
        note.line("Re: {n} - born {d} - {ids}", n=cs.pt.ref("full_mid"), d=cs.dob_piece(rng, "letter"), ids=cs.id_line(rng))


def cc_block(note, rng, cs):
    note.line("cc: {g}, {pr}", g=doc(rng, cs.gp), pr=P(cs.gp_practice, "HOSPITAL"))
    if chance(rng, 0.5):
        note.line("    Patient - {n}", n=cs.pt.ref(pick(rng, ["title_last", "title_full", "full"])))
    if chance(rng, 0.3):
        note.line("    {n}, {jt}", n=cs.neuro.ref("dr_full"), jt=cs.neuro.jobtitle)


def dmt_since(rng, cs):
    start = minus(cs.date, rng.randint(60, 2500))
    return start


def audit_trail(note, rng, cs, who=None):
    who = who or cs.nurse
    v = rng.randrange(3)
    if v == 0:
        note.line("[Created by {u} {d} {t}; last modified by {u2}]", u=P(who.username(rng), "USERNAME"),
                  d=DT(rng, cs, cs.date, "system"), t=C.time(rng), u2=P(cs.nurse2.username(rng), "USERNAME"))
    elif v == 1:
        note.line("Entered by: {u} ({n})  Workstation {ip}", u=P(who.username(rng), "USERNAME"), n=who.ref("full"),
                  ip=P(phi.ip_private(rng), "IPADDR"))
    else:
        note.line("Note status: Signed.  User: {u}", u=P(who.username(rng), "USERNAME"))


HOLIDAYS = {
    "UK": ["Christmas", "Boxing Day", "Easter Monday", "New Year's Day", "the August bank holiday"],
    "IE": ["Christmas", "St Stephen's Day", "St Patrick's Day", "Easter Monday", "the October bank holiday"],
    "US": ["Thanksgiving", "the Fourth of July", "Labor Day", "Memorial Day", "Christmas"],
    "CA": ["Canada Day", "Thanksgiving", "Victoria Day", "Christmas", "Boxing Day"],
    "AU": ["Anzac Day", "Australia Day", "Boxing Day", "Christmas", "Easter Monday"],
}


def holiday(rng, cs):
    """A holiday as a DATE span; a leading 'the' stays outside."""
    h = pick(rng, HOLIDAYS[cs.country])
    if h.startswith("the "):
        return ["the ", P(h[4:], "DATE")]
    return P(h, "DATE")
