"""Shared note blocks (labels, letterheads, signatures) for dev245 genres."""
import datetime as dt

import gen as G


def ago(d, n):
    return d - dt.timedelta(days=n)


def later(d, n):
    return d + dt.timedelta(days=n)


def wkday(d):
    """Move a clinic date off the weekend."""
    while d.weekday() >= 5:
        d = d + dt.timedelta(days=1)
    return d


def S(t, typ):
    return (t, typ)


def id_label(cx, kind):
    if kind == "mrn":
        if cx.us:
            return cx.ch(["MRN", "MRN", "MR#", "Med Rec #", "MRN #"])
        if cx.c == "UK":
            return cx.ch(["Hosp No", "Hospital no.", "MRN", "Unit No", "Hosp #"])
        return cx.ch(["URN", "UR", "MRN", "UR No.", "Hosp UR"])
    if kind == "acct":
        return cx.ch(["Acct", "Account #", "FIN", "Encounter", "Visit #", "Enc #", "CSN", "Episode no."])
    if kind == "hp":
        if cx.us:
            return cx.ch(["Member ID", "Member #", "Subscriber ID", "Policy #", "Ins ID"])
        if cx.c == "AU":
            return cx.ch(["Medicare No", "Medicare #", "Medicare card", "Health fund no.", "DVA no."])
        return cx.ch(["Policy no.", "Membership no.", "Insurer ref"])
    return kind


def mrn_frag(cx, pt, sep=": "):
    out = [id_label(cx, "mrn"), sep, S(pt.mrn, "MRN")]
    if pt.nhs and cx.p(0.75):
        out += [cx.ch(["  NHS No: ", " | NHS ", "   NHS number ", "  NHS#: "]), S(pt.nhs, "MRN")]
    return out


def label_block(n, cx, pt, today, style=None):
    """Patient identification block at the top of a document."""
    st = style if style is not None else cx.r.randrange(5)
    dob = cx.D(pt.dob)
    if cx.us and cx.p(0.08):
        st = 5
    if st == 0:
        n.ln("Patient: {nm}    DOB: {dob}    Age: {age}    Sex: {sx}", nm=pt.S(cx.ch(["full", "LF", "lf", "fmi"])),
             dob=dob, age=S(str(pt.age), "AGE"), sx=pt.sex)
        n.ln("{m}", m=mrn_frag(cx, pt))
    elif st == 1:
        n.ln("{nm} | {m} | DOB {dob} | {a}", nm=pt.S("LF"), m=[id_label(cx, "mrn") + " ", S(pt.mrn, "MRN")], dob=dob,
             a=cx.agesex(pt.age, pt.sex))
        if pt.nhs:
            n.ln("NHS {x}", x=S(pt.nhs, "MRN"))
    elif st == 2:
        n.ln("Name:      {nm}", nm=pt.S(cx.ch(["LF", "lf", "full"])))
        n.ln("D.O.B.:    {dob} ({age} yrs)", dob=dob, age=S(str(pt.age), "AGE"))
        n.ln("{lab}:{pad}{m}", lab=id_label(cx, "mrn"), pad=" " * 3, m=S(pt.mrn, "MRN"))
        if pt.nhs:
            n.ln("NHS No:    {x}", x=S(pt.nhs, "MRN"))
        n.ln("Address:   {a}", a=pt.addr.oneline())
        if cx.p(0.3):
            bc = cx.ch(G.P.COUNTRIES)
            n.ln("Born in:   {c}   Interpreter: {i}", c=S(bc, "COUNTRY"),
                 i=cx.ch(["no", "yes - " + G.P.LANG_OF[bc]]) if bc in G.P.LANG_OF else "no")
    elif st == 3:
        n.ln("PT: {nm}  ({a})", nm=pt.S("LFnc"), a=cx.agesex(pt.age, pt.sex))
        n.ln("{lab} {m}   {al} {ac}", lab=id_label(cx, "mrn"), m=S(pt.mrn, "MRN"), al=id_label(cx, "acct"),
             ac=S(pt.acct, "ACCOUNT"))
        n.ln("DOB: {dob}", dob=dob)
    elif st == 4:
        n.ln("[ {nm} ]  DOB {dob}  {m}", nm=pt.S(cx.ch(["LF", "full"])), dob=dob, m=mrn_frag(cx, pt, " "))
    else:
        n.ln("Name: {nm}  DOB: {dob}  SSN: {s}", nm=pt.S("LF"), dob=dob, s=S(cx.ssn(), "SSN"))
        n.ln("{lab} {m}  {al} {ac}", lab=id_label(cx, "mrn"), m=S(pt.mrn, "MRN"), al=id_label(cx, "acct"), ac=S(pt.acct, "ACCOUNT"))
    return st


def hosp_contact(cx):
    """Dict of a care site's contact details."""
    return {"name": G.hospital(cx), "addr": G.Addr(cx), "tel": cx.phone(False), "fax": cx.phone(False),
            "email": cx.email(team=cx.ch(["opat", "opat.team", "opat.nurses", "vascular.access", "homeinfusion",
                                          "opat-referrals", "hith.admin", "picc.service"])),
            "url": cx.url()}


def letterhead(n, cx, h, dept=None):
    dept = dept or cx.ch(["Outpatient Parenteral Antimicrobial Therapy (OPAT) Service", "Infectious Diseases - OPAT",
                          "Department of Infectious Diseases", "OPAT & Vascular Access Service", "Home IV Therapy Team",
                          "Hospital in the Home (HITH)" if cx.c == "AU" else "Virtual Ward - IV Therapy"])
    n.ln("{h}", h=S(h["name"], "HOSPITAL"))
    n.ln(dept)
    n.ln("{a}{c}", a=h["addr"].oneline(), c=[", ", S(cx.ch(G.P.COUNTRY_SELF[cx.c]), "COUNTRY")] if cx.p(0.3) else "")
    parts = []
    parts += ["Tel ", S(h["tel"], "PHONE")]
    if cx.p(0.7):
        parts += ["  |  Fax ", S(h["fax"], "FAX")]
    n.ln("{p}", p=parts)
    if cx.p(0.6):
        n.ln("{e}{u}", e=S(h["email"], "EMAIL"), u=["  ", S(h["url"], "URL")] if cx.p(0.4) else None)
    n.ln()


def esign(n, cx, staff, d, user=True, tm=None):
    k = cx.r.randrange(4)
    tm = tm or cx.time()
    if k == 0:
        n.ln("Electronically signed by: {s} on {d} at {t}", s=staff.sig(), d=cx.D(d), t=tm)
    elif k == 1:
        n.ln("Signed: {s}  {d} {t}", s=staff.sig(), d=cx.D(d), t=tm)
    elif k == 2:
        n.ln("-- {s}, {d} {t}", s=staff.sig(), d=cx.D(d), t=tm)
    else:
        n.ln("Authenticated by {s} ({d} {t})", s=staff.sig(), d=cx.D(d), t=tm)
    if user and cx.p(0.35):
        n.ln("User: {u}  Workstation: {ip}", u=staff.user(), ip=S(cx.ip(), "IPADDR"))


def contact_line(cx, staff):
    k = cx.r.randrange(4)
    if k == 0:
        return ["bleep " if cx.c == "UK" else "pager ", S(cx.pager(), "PHONE")]
    if k == 1:
        return ["ph ", S(cx.phone_ext(), "PHONE")]
    if k == 2:
        return [S(cx.email(staff), "EMAIL")]
    return ["tel ", S(cx.phone(), "PHONE")]


def regimen_txt(cx, reg):
    drug, dose, freq, mode = reg[0], reg[1], reg[2], reg[3]
    return "%s %s %s (%s)" % (drug, dose, freq, mode)


def gp_block(cx):
    gp = G.Staff(cx, "dr")
    pr = G.gp_practice(cx)
    return gp, pr


def occ_cap(pt):
    o = pt.occ()
    if isinstance(o[0], str):
        return [o[0][0].upper() + o[0][1:]] + o[1:]
    return ["Occupation: "] + o


def social(cx, pt):
    """Short social-history fragment list."""
    k = cx.r.randrange(6)
    nok = pt.nok
    if k == 0:
        return ["Lives with ", pt.rel, " ", nok.nm(cx.ch(["full", "first"])), " in ", S(pt.addr.city, "CITY"), "; ",
                pt.occ(), "."]
    if k == 1:
        return ["Lives alone in a ", cx.ch(["ground-floor flat", "unit", "two-storey house", "bungalow", "trailer home"]),
                "; ", pt.rel, " ", nok.nm(), " visits daily. "] + occ_cap(pt) + ["."]
    if k == 2:
        return [cx.ch(["Independent. ", "Mobile with stick. ", "Independent ADLs. "])] + occ_cap(pt) + [
            ". Non-smoker. ", cx.ch(["Drinks 10 units/wk.", "No alcohol.", "EtOH socially.", "Ex-smoker 20 pk-yr."])]
    if k == 3:
        job = cx.ch(G.P.PROFESSIONS)
        return ["Married to ", nok.nm(cx.ch(["full", "first"])), " (", G.art(job) + " " if cx.p(0.5) else "",
                S(job, "PROFESSION"), "). Pt ", pt.occ(), ". Has a car, can attend clinic."]
    if k == 4:
        return ["Works at ", S(G.org(cx), "ORGANIZATION"), " as ", G.art(pt.job), " ", S(pt.job, "PROFESSION"),
                "; wants to return to work asap. Lives with ", pt.rel, " ", nok.nm(), "."]
    return ["Born in ", S(cx.ch(G.P.COUNTRIES), "COUNTRY"), ", moved here in ",
            cx.D(later(pt.dob, 366 * cx.ri(1, max(1, min(40, pt.age - 1)))), "year"),
            ". "] + occ_cap(pt) + [". ", pt.rel.capitalize(), " ", nok.nm(), " is main support."]
