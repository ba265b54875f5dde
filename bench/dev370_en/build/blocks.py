"""Reusable note pieces: letterheads, addresses, patient banners, signatures, footers."""
from common import ch, rn, pr, wch
import ctx as X

ROLES = {
    "cons": (["Consultant Haematologist", "Consultant, BMT Late Effects", "Consultant in "
              "Haematology and Transplantation"],
             ["Attending Physician, Blood and Marrow Transplant", "Transplant Hematologist",
              "Staff Physician, HCT Survivorship Program"]),
    "cns": (["Late Effects Clinical Nurse Specialist", "BMT CNS", "Advanced Nurse Practitioner"
             ", Late Effects"],
            ["Nurse Practitioner, BMT Survivorship", "RN, Long-Term Follow-Up", "NP"]),
    "coord": (["BMT Coordinator", "Transplant Co-ordinator", "LTFU Coordinator"],
              ["Transplant Coordinator, RN", "LTFU Nurse Coordinator"]),
    "pharm": (["Specialist Pharmacist, Haematology", "BMT Pharmacist"],
              ["Clinical Pharmacist, BMT", "PharmD, Transplant Pharmacy"]),
    "reg": (["Specialty Registrar, Haematology", "Clinical Fellow, BMT", "StR Haematology"],
            ["Fellow, Hematology/Oncology", "Resident Physician"]),
}


def role(c, k):
    uk, us = ROLES[k]
    return ch(us if c.us else uk)


def dname(d, c, p, form=None, title=True, typ="DOCTOR"):
    """A clinician's name with an optional title outside the span."""
    form = form or wch([("full", 5), ("last", 3), ("init", 2), ("fml", 1)])
    val = {"full": p.full, "last": p.last, "init": p.init, "fml": p.fml,
           "first": p.first, "i2": p.init2}[form]
    if title:
        d.t(c.dr + " ")
    d.p(val, typ)


def addr_inline(d, a, with_country=False, sep=", "):
    d.p(a.street, "STREET")
    d.t(sep)
    _tail(d, a, sep)
    if with_country:
        d.t(sep)
        d.p(a.cname if hasattr(a, "cname") else "", "COUNTRY")


def _tail(d, a, sep):
    co = a.country
    if co == "UK":
        if a.locality:
            d.p(a.locality, "CITY")
            d.t(sep)
        d.p(a.city, "CITY")
        if a.county:
            d.t(sep)
            d.p(a.county, "CITY")
        d.t(ch([" ", sep]))
        d.p(a.zip, "ZIP")
    elif co == "US":
        d.p(a.city, "CITY")
        d.t(", ")
        d.p(a.state_abbr if pr(0.85) else a.state, "STATE")
        d.t(" ")
        d.p(a.zip, "ZIP")
    elif co == "AU":
        d.p(a.locality, "CITY")
        d.t(" ")
        d.p(a.state_abbr if pr(0.85) else a.state, "STATE")
        d.t(" ")
        d.p(a.zip, "ZIP")
    elif co == "CA":
        d.p(a.city, "CITY")
        d.t(ch([", ", " "]))
        d.p(a.state_abbr if pr(0.8) else a.state, "STATE")
        d.t(ch(["  ", " "]))
        d.p(a.zip, "ZIP")
    elif co == "IE":
        d.p(a.city, "CITY")
        if not a.city.startswith("Dublin") and a.city != a.county:
            d.t(sep + ch(["Co. ", "Co. ", "County "]))
            d.p(a.county, "CITY")
        d.t(sep)
        d.p(a.zip, "ZIP")
    else:
        if a.locality:
            d.p(a.locality, "CITY")
            d.t(sep)
        d.p(a.city, "CITY")
        d.t(" ")
        d.p(a.zip, "ZIP")


def addr_lines(d, a, indent="", country=False):
    d.t(indent)
    d.p(a.street, "STREET")
    d.t("\n" + indent)
    _tail(d, a, "\n" + indent if pr(0.5) else ", ")
    if country:
        d.t("\n" + indent)
        d.p(a.cname, "COUNTRY")
    d.t("\n")


def letterhead(d, c, s=None, dept=None):
    s = s or c.centre
    name = s.name.upper() if pr(0.4) else s.name
    dept = dept or ch([
        "Department of %s" % c.Haem, "%s & BMT Late Effects Service" % c.Haem,
        "Blood and Marrow Transplant Programme", "Adult BMT Long-Term Follow-Up Clinic",
        "Transplant Survivorship Service", "Clinical %s - Stem Cell Transplant Unit" % c.Haem])
    d.p(name, "HOSPITAL")
    d.t("\n" + dept + "\n")
    if pr(0.3):
        d.p(c.building, "LOCATION_OTHER")
        d.t(ch([", Level %d\n" % rn(1, 6), "\n"]))
    addr_inline(d, s.addr, with_country=pr(0.2))
    d.t("\n")
    k = rn(0, 2)
    if k == 0:
        d.f("Tel: {PHONE:a}   Fax: {FAX:b}\n", a=s.phone, b=s.fax)
    elif k == 1:
        d.f("T {PHONE:a} | F {FAX:b} | E {EMAIL:m}\n", a=s.phone, b=s.fax, m=s.mail)
    else:
        d.f("Switchboard {PHONE:a}; Secretaries {PHONE:b}; Fax {FAX:f}\n",
            a=s.phone, b=X.sibling(s.phone), f=s.fax)
    if pr(0.45):
        d.f(ch(["Email: {EMAIL:m}   Web: {URL:u}\n", "{URL:u}\n", "E-mail {EMAIL:m}\n"]),
            m=s.mail, u=s.url)
    d.t("\n")


def pt_banner(d, c, style=None):
    """Patient identification block."""
    v = c.v
    style = style if style is not None else rn(0, 4)
    if style == 0:
        d.f("Patient: {PATIENT:ptfull}\nDOB: {DATE:dob}   MRN: {MRN:mrn}\n{hp_l}: {HEALTHPLAN:hp}\n")
    elif style == 1:
        d.t("Re: ")
        if c.tt:
            d.t(c.tt + " ")
        d.f("{PATIENT:ptfml}, DOB {DATE:dob}, Hosp No {MRN:mrn}, {hp_l} {HEALTHPLAN:hp}\n")
        d.t("     ")
        addr_inline(d, c.addr)
        d.t("\n")
    elif style == 2:
        d.f("Name: {PATIENT:ptlf} | DOB: {DATE:dob} ({AGE:age}y) | MRN {MRN:mrn}\n")
    elif style == 3:
        d.f("PATIENT NAME   {PATIENT:u}\nDATE OF BIRTH  {DATE:dob}\nHOSPITAL NO    {MRN:mrn}\n"
            "{hpu}{pad}{HEALTHPLAN:hp}\n", u=c.pt.full.upper(), hpu=c.hp_l.upper(),
            pad=" " * max(1, 15 - len(c.hp_l)))
    else:
        d.f("{PATIENT:ptlf}   {DATE:dob}   {AGE:age} {sx}   MRN: {MRN:mrn}\n",
            sx=ch([c.sex, c.sex, "yrs", "y/o " + c.sex]))
        d.t("Address: ")
        addr_inline(d, c.addr)
        d.t("\n")


def sig(d, c, p, k="cons", lic=None, contact=False, val=True):
    if val:
        d.t(ch(["Yours sincerely,\n\n\n", "Kind regards,\n\n", "With best wishes,\n\n\n",
                "Sincerely,\n\n", "", "Signed: "]))
    dname(d, c, p, form=ch(["full", "full", "fml", "init"]),
          title=pr(0.75) and k in ("cons", "reg"))
    creds = {"US": ["MD", "MD PhD", "DO"], "CA": ["MD FRCPC", "MD"],
             "AU": ["FRACP FRCPA", "MBBS FRACP"], "NZ": ["FRACP FRCPA", "MBChB FRACP"],
             "IE": ["MB BCh BAO FRCPath", "MRCPI FRCPath"]}.get(
        c.country, ["MRCP FRCPath", "MB BCh", "MBBS FRCP", "PhD FRCP"])
    d.t(ch(["\n", ", " + ch(creds) + "\n"]) if k == "cons" else "\n")
    d.t(role(c, k) + "\n")
    if lic if lic is not None else pr(0.45):
        lab, val = X.license(c.country, "doc" if k in ("cons", "reg") else "nurse")
        d.f("{l}{sep}{LICENSE:n}\n", l=lab, sep=ch([" ", ": ", " no. "]) if "#" not in lab
            else " ", n=val)
    if contact:
        d.f(ch(["Direct line {PHONE:t}\n", "Tel {PHONE:t} / bleep {PHONE:b}\n",
                "{EMAIL:e}\n"]), t=X.phone(c.country, "work"), b=c.bleep,
            e=X.email_person(p, c.centre.host))


def typist(d, c):
    k = rn(0, 3)
    if k == 0:
        d.f("\nDictated: {DATE:a}   Typed: {DATE:b}   {DOCTOR:i}/{DOCTOR:s}\n", a=c.v["visit"],
            b=c.D(c.visit + X.dt.timedelta(days=rn(1, 9))), i=c.v["cons_ini"], s=c.v["sec_i"])
    elif k == 1:
        d.f("\n{DOCTOR:i}/{DOCTOR:s}\n", i=c.v["cons_ini"], s=c.v["sec_i"])
    elif k == 2:
        d.f("\nD: {DATE:a} T: {DATE:b}\n", a=c.v["visit"],
            b=c.D(c.visit + X.dt.timedelta(days=rn(1, 6))))
    else:
        d.t("\nTranscribed by ")
        d.p(c.sec.full if pr(0.5) else c.sec.init, "DOCTOR")
        d.f(" on {DATE:b}\n", b=c.D(c.visit + X.dt.timedelta(days=rn(1, 6))))


def cc(d, c, gp=True, ref=True):
    d.t("\ncc: ")
    first = True
    if gp:
        dname(d, c, c.gp, form=ch(["full", "last"]))
        d.t(", ")
        d.p(c.gp_site.name, "HOSPITAL")
        if pr(0.5):
            d.t(", ")
            addr_inline(d, c.gp_site.addr)
        first = False
    if ref and pr(0.5):
        d.t("" if first else "\n    ")
        dname(d, c, c.cons2, form="full")
        d.t(", %s, " % ch(["Hematology/Oncology", "referring hematologist", "local oncologist"]
                          if c.us else ["Consultant Haematologist", "referring haematologist",
                                        "local oncologist"]))
        d.p(c.local.name, "HOSPITAL")
        first = False
    if pr(0.4) or first:
        d.t("" if first else "\n    ")
        d.t(ch(["Patient", "Patient (by post)", "The patient", "Patient copy"]))
    d.t("\n")


def audit(d, c, who=None):
    who = who or ch([c.cons, c.cns, c.coord, c.reg])
    k = rn(0, 3)
    ts = "%02d:%02d" % (rn(7, 19), rn(0, 59))
    when = c.visit + X.dt.timedelta(days=rn(0, 5))
    if k == 0:
        d.f("\n-- Electronically signed by {USERNAME:u} on {DATE:w} at {ts} --\n",
            u=X.username(who), w=c.D(when), ts=ts)
    elif k == 1:
        d.f("\n[audit] last edited {DATE:w} {ts} user={USERNAME:u} ws={IPADDR:ip}\n",
            w=c.D(when, "iso"), ts=ts, u=X.username(who), ip=X.ipaddr())
    elif k == 2:
        d.t("\nSigned: ")
        d.p(who.full, "DOCTOR")
        d.f(" ({USERNAME:u}) {DATE:w} {ts}\n", u=X.username(who), w=c.D(when), ts=ts)
    else:
        d.f("\nPrinted {DATE:w} {ts} by {USERNAME:u} from {IPADDR:ip}\n", w=c.D(when), ts=ts,
            u=X.username(who), ip=X.ipaddr())


def fam(c, rels=None):
    """First family member whose relation is in rels (or any)."""
    for r, p in c.fam:
        if rels is None or r in rels:
            return r, p
    return None


def nok_line(d, c):
    f = fam(c)
    if not f:
        return
    r, p = f
    d.t(ch(["NOK: ", "Next of kin: ", "Emergency contact: "]))
    d.p(p.full if pr(0.7) else p.first, "FAMILY")
    d.f(" ({r}) {PHONE:ph}\n", r=r, ph=c.nok_phone)
