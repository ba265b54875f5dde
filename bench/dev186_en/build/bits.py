"""Shared note fragments (headers, names, signatures) for dev186_en genres."""
import core
from case import D, N, addr_segs

PT_KINDS = ["full", "full", "fmi", "lf", "LF", "last_t", "last_t", "first", "il"]


def pname(rng, c, kinds=None):
    """Patient name as segments; titled surname keeps the title outside."""
    k = rng.choice(kinds or PT_KINDS)
    if k == "last_t":
        return [core.title(c.pt) + " ", (c.pt.last, "PATIENT")]
    if k == "nick" and not c.pt.nick:
        k = "first"
    return [(core.name_kind(c.pt, k), "PATIENT")]


def ptref(rng, c):
    """A short in-text reference to the patient (sometimes a pronoun-free 'Pt')."""
    k = rng.randint(0, 5)
    if k == 0:
        return ["Pt"]
    if k == 1:
        return ["patient"]
    if k == 2 and c.pt.nick:
        return [(c.pt.nick, "PATIENT")]
    if k == 3:
        return [core.title(c.pt) + " ", (c.pt.last, "PATIENT")]
    if k == 4:
        return [(c.pt.first, "PATIENT")]
    return ["Pt ", (core.name_kind(c.pt, "init"), "PATIENT")]


def staff(rng, p, kinds=None, cred=True):
    """Clinician name with credential outside the span."""
    k = rng.choice(kinds or ["full", "full", "full", "il", "fmi", "lf"])
    s = core.name_kind(p, k)
    if cred and p.cred:
        sep = rng.choice([", ", ", ", " "])
        return [(s, "DOCTOR"), sep + p.cred]
    return [(s, "DOCTOR")]


def doc(rng, p):
    """Physician reference in one of several styles."""
    k = rng.randint(0, 5)
    if k == 0:
        return ["Dr. ", (p.last, "DOCTOR")]
    if k == 1:
        return ["Dr. ", (p.full(), "DOCTOR")]
    if k == 2:
        return [(p.full(), "DOCTOR"), ", " + p.cred]
    if k == 3:
        return ["Dr ", (p.last, "DOCTOR")]
    if k == 4:
        return [(core.name_kind(p, "lf"), "DOCTOR"), " " + p.cred]
    return [(core.name_kind(p, "fmi"), "DOCTOR"), ", " + p.cred]


def fam(rng, p, kinds=None):
    k = rng.choice(kinds or ["full", "first", "first", "full", "nick"])
    return (core.name_kind(p, k), "FAMILY")


def ph(rng, v, typ="PHONE"):
    return (v, typ)


def hdr_agency(rng, b, c, title):
    """Agency letterhead, varied layout."""
    a = c.ag_addr
    k = rng.randint(0, 3)
    if k == 0:
        b.f("{ag:HOSPITAL}\n", ag=c.agency)
        b.seg(addr_segs(a, rng))
        b.f("\nPhone {p:PHONE}  Fax {f:FAX}\n", p=c.ag_phone, f=c.ag_fax)
        b.t("=" * 60 + "\n" + title.upper() + "\n" + "=" * 60 + "\n")
    elif k == 1:
        b.f("{t}\n{ag:HOSPITAL} | Main {p:PHONE} | After hours {o:PHONE}\n\n", t=title,
            ag=c.agency, p=c.ag_phone, o=c.oncall)
    elif k == 2:
        b.f("{ag:HOSPITAL} -- {t}\n", ag=c.agency, t=title)
        b.seg(["Office: ", (a.street, "STREET"), ", ", (a.city, "CITY"), " ", (a.st, "STATE"),
               " | fax ", (c.ag_fax, "FAX"), "\n\n"])
    else:
        b.t("*** " + title + " ***\n")


def demo_block(rng, b, c, fields=None):
    """Patient demographics header block with a random subset of fields."""
    fields = fields or ["name", "dob", "mrn", "acct", "soc", "phone", "addr", "payer", "pcp"]
    order = list(fields)
    if rng.random() < 0.4:
        rng.shuffle(order)
    sep = rng.choice(["\n", "\n", "   "])
    pad = rng.random() < 0.5
    for i, fld in enumerate(order):
        if fld == "name":
            b.t("Patient: " if not pad else "Patient Name:   ")
            b.seg(pname(rng, c, ["LF", "lf", "full", "fmi", "lfm"]))
        elif fld == "dob":
            b.t("DOB: " if not pad else "Date of Birth:  ")
            b.seg([D(c, c.dob)])
            if rng.random() < 0.5:
                b.seg(["  Age: ", (str(c.age), "AGE")])
            if rng.random() < 0.4:
                b.t("  Sex: " + c.sex)
        elif fld == "mrn":
            b.f(rng.choice(["MRN: {m:MRN}", "MR#: {m:MRN}", "Medical Record No. {m:MRN}",
                            "Agency MRN {m:MRN}"]), m=c.mrn)
        elif fld == "acct":
            b.f(rng.choice(["Episode #: {a:ACCOUNT}", "Acct: {a:ACCOUNT}", "Billing acct {a:ACCOUNT}",
                            "Encounter: {a:ACCOUNT}"]), a=c.acct)
        elif fld == "soc":
            b.f(rng.choice(["SOC: {d}", "Start of Care: {d}", "Admission date: {d}", "Election date: {d}"]),
                d=[D(c, c.soc)])
        elif fld == "phone":
            b.f(rng.choice(["Home phone: {p:PHONE}", "Tel {p:PHONE}", "Phone (H): {p:PHONE}"]), p=c.pt_phone)
        elif fld == "addr":
            b.t(rng.choice(["Address: ", "Home: ", "Residence: "]))
            b.seg(addr_segs(c.home, rng, full_state=rng.random() < 0.2))
        elif fld == "payer":
            if c.payer == "Medicare":
                b.f(rng.choice(["Payer: Medicare A  MBI {m:HEALTHPLAN}", "Primary ins: Medicare, MBI# {m:HEALTHPLAN}",
                                "Medicare Beneficiary ID: {m:HEALTHPLAN}"]), m=c.mbi)
            else:
                b.f("Insurance: {p:ORGANIZATION}  Member ID {m:HEALTHPLAN}", p=c.payer, m=c.member)
                if rng.random() < 0.5:
                    b.f("  Group {g:HEALTHPLAN}", g=c.group)
        elif fld == "pcp":
            b.t(rng.choice(["PCP: ", "Attending: ", "Certifying physician: ", "Physician: "]))
            b.seg(doc(rng, c.pcp))
            if rng.random() < 0.4:
                b.f(" (NPI {n:LICENSE})", n=c.pcp_npi)
        elif fld == "ssn":
            b.f(rng.choice(["SSN: {s:SSN}", "SS# {s:SSN}"]), s=c.ssn)
        b.t(sep if i < len(order) - 1 else "\n")
    b.t("\n")


def esign(rng, b, c, p, d, role=None):
    """Signature line: name outside credential, date, time of day not PHI."""
    hh, mm = rng.randint(7, 20), rng.randint(0, 59)
    k = rng.randint(0, 4)
    if k == 0:
        b.t("Electronically signed by: ")
        b.seg(staff(rng, p, ["full", "fmi"]))
        b.f(" on {d} at %02d:%02d\n" % (hh, mm), d=[D(c, d)])
    elif k == 1:
        b.t("Signed: ")
        b.seg(staff(rng, p, ["full", "il"]))
        b.f("  Date: {d}  Time: %d%02d\n" % (hh, mm), d=[D(c, d)])
    elif k == 2:
        b.t("-- ")
        b.seg(staff(rng, p, ["full", "fmi", "il"]))
        if role:
            b.t(", " + role)
        b.f(" / {d} %02d:%02d\n" % (hh, mm), d=[D(c, d)])
    elif k == 3:
        b.t("Clinician signature: ")
        b.seg(staff(rng, p, ["full"]))
        b.f("   {d}\n", d=[D(c, d)])
    else:
        b.t("E-signed ")
        b.seg([D(c, d)])
        b.t(" %d:%02d %s by " % ((hh - 1) % 12 + 1, mm, "AM" if hh < 12 else "PM"))
        b.seg(staff(rng, p, ["full", "lf"]))
        b.t("\n")


def family_line(rng, c):
    """Segments describing the primary caregiver."""
    k = rng.randint(0, 4)
    if k == 0:
        return ["Primary caregiver: " + c.cg_rel + " ", fam(rng, c.cg, ["full"]), ", ph ", (c.cg_phone, "PHONE")]
    if k == 1:
        return ["Lives with " + c.cg_rel + " ", fam(rng, c.cg, ["first", "full"]), " (", (str(c.cg_age), "AGE"),
                "), who assists with ADLs."]
    if k == 2:
        return ["CG: ", fam(rng, c.cg, ["full", "lf"]), " (" + c.cg_rel + ") cell ", (c.cg_phone, "PHONE")]
    if k == 3:
        job = " is the primary caregiver and works as a " if c.cg_age < 67 else " is the primary caregiver, a retired "
        return [c.cg_rel.capitalize() + " ", fam(rng, c.cg), job,
                (c.cg_prof, "PROFESSION"), "; reachable at ", (c.cg_phone, "PHONE"), "."]
    return ["Emergency contact: ", fam(rng, c.cg, ["full"]), ", " + c.cg_rel + ", ", (c.cg_phone, "PHONE"),
            " / ", (c.cg_email, "EMAIL")]


def narr_date(c, rng, d):
    return N(c, d, rng)
