"""Shared note blocks: patient headers, letterheads, GP blocks."""
import phi
from case import nm, dr, pt_name, age_piece, dob_piece, date_piece, natid, mrn_piece, ssn_piece
from core import P, maybe


def pt_header(R, k, d, extra_age=True, addr=True, contact=True):
    s = R.randrange(4)
    if s == 0:
        d.ln("Patient:     {n}", n=pt_name(R, k, ("full", "lf", "fml", "tfull")))
        d.ln("DOB:         {d}%s" % (" ({a})" if extra_age else ""), d=dob_piece(R, k),
             a=[P(str(k.age), "AGE"), " y"] if extra_age else "")
        d.ln("{i}", i=natid(R, k))
        if k.c not in ("NZ",) and maybe(R, 0.7):
            d.ln("{m}", m=mrn_piece(R, k))
        if addr:
            d.ln("Address:     {a}", a=phi.addr_pieces(R, k.addr, "one"))
        if contact:
            d.ln("Tel:         {t} (home)  {m} (mob)", t=P(k.tel, "PHONE"), m=P(k.mob, "PHONE"))
    elif s == 1:
        d.ln("PATIENT: {n}   DOB: {d}   {s}: %s" % ("F" if k.pt.sex == "F" else "M"),
             n=nm(k.pt, "PATIENT", R.choice(["LF", "LFM"])), d=dob_piece(R, k, "num"),
             s=R.choice(["SEX", "GENDER"]))
        d.ln("{m}   {i}", m=mrn_piece(R, k) if k.c != "NZ" else "", i=natid(R, k))
        if addr:
            d.ln("ADDR: {a}", a=phi.addr_pieces(R, k.addr, "one"))
        if contact:
            d.ln("PH: {t}", t=P(k.mob if maybe(R, 0.5) else k.tel, "PHONE"))
    elif s == 2:
        d.ln("{n}, {a}, DOB {d} | {i}", n=pt_name(R, k, ("full", "Lf")),
             a=[P(str(k.age), "AGE"), k.pt.sex], d=dob_piece(R, k), i=natid(R, k))
        if addr:
            d.ln("{a}", a=phi.addr_pieces(R, k.addr, "one", country=maybe(R, 0.2)))
        if contact:
            d.ln("Mobile {m} / email {e}", m=P(k.mob, "PHONE"), e=P(k.email, "EMAIL"))
    else:
        d.ln("Name | {n}", n=pt_name(R, k, ("full", "lf")))
        d.ln("Date of birth | {d}", d=dob_piece(R, k, "long"))
        d.ln("Age | {a}", a=P(str(k.age), "AGE"))
        d.ln("Identifier | {i}", i=natid(R, k))
        if addr:
            d.ln("Address |")
            d.ln("{a}", a=phi.addr_pieces(R, k.addr, "multi"))
        if contact:
            d.ln("Preferred contact | {t}", t=P(k.mob, "PHONE"))
    if k.c in ("US", "CA", "IE") and maybe(R, 0.45):
        d.ln("{s}", s=ssn_piece(R, k))


def letterhead(R, k, d, site=None, addr=None, tel=None, fax=None, email=None):
    site = site or k.clinic
    addr = addr or k.clinic_addr
    d.ln("{s}", s=P(site, "HOSPITAL"))
    if maybe(R, 0.5):
        d.ln(R.choice(["Musculoskeletal Interface Service", "Physiotherapy Department",
                       "MSK Physiotherapy & Orthopaedic Triage", "Outpatient Rehabilitation",
                       "Spinal & Joint Assessment Service"]))
    d.ln("{a}", a=phi.addr_pieces(R, addr, "multi" if maybe(R, 0.5) else "one"))
    line = ["Tel: ", P(tel or k.clinic_tel, "PHONE")]
    if maybe(R, 0.7):
        line += ["  Fax: ", P(fax or k.clinic_fax, "FAX")]
    d.ln("{l}", l=line)
    if maybe(R, 0.6):
        d.ln("Email: {e}", e=P(email or k.clinic_email, "EMAIL"))
    if maybe(R, 0.35):
        d.ln("Web: {u}", u=P(phi.url(R, site, R.choice(["msk", "physio", "contact-us"])), "URL"))


def gp_block(R, k, d, label="GP"):
    d.ln("%s: {g}, {p}" % label, g=dr(k.gp, R.choice(["tlast", "tfull", "tilast"])), p=P(k.practice, "HOSPITAL"))
    if maybe(R, 0.6):
        d.ln("      {a}", a=phi.addr_pieces(R, k.practice_addr, "one"))
    if maybe(R, 0.5):
        d.ln("      Tel {t}  Fax {f}", t=P(k.practice_tel, "PHONE"), f=P(k.practice_fax, "FAX"))


def re_line(R, k, d):
    s = R.randrange(3)
    if s == 0:
        d.ln("Re: {n}, DOB {d}, {i}", n=pt_name(R, k, ("full", "tfull", "fml")), d=dob_piece(R, k), i=natid(R, k))
        d.ln("{a}", a=phi.addr_pieces(R, k.addr, "one"))
    elif s == 1:
        d.ln("RE: {n} (DOB: {d})", n=nm(k.pt, "PATIENT", R.choice(["LF", "Lf"])), d=dob_piece(R, k, "long"))
        d.ln("    {a}", a=phi.addr_pieces(R, k.addr, "one"))
        d.ln("    {i}  {m}", i=natid(R, k), m=mrn_piece(R, k) if k.c != "NZ" else "")
    else:
        d.ln("Patient: {n}  |  {d}  |  {i}", n=pt_name(R, k, ("full",)), d=dob_piece(R, k), i=natid(R, k))


def addressee(R, k, d, who="gp"):
    if who == "gp":
        d.ln("{g}", g=dr(k.gp, R.choice(["tfull", "tilast"])))
        d.ln("{p}", p=P(k.practice, "HOSPITAL"))
        d.ln("{a}", a=phi.addr_pieces(R, k.practice_addr, "multi"))
    else:
        d.ln("{c}", c=nm(k.cons, "DOCTOR", "tfull"))
        d.ln("Consultant Orthopaedic Surgeon")
        d.ln("{h}", h=P(k.hosp, "HOSPITAL"))
        d.ln("{a}", a=phi.addr_pieces(R, k.hosp_addr, "multi"))
