"""Reusable note blocks: letterheads, patient banners, sign-offs, cc lists."""

from core import pick, wpick, chance, digits


def age_piece(rng, k, style=None):
    a = str(k.age)
    if style is None:
        style = pick(rng, ["y", "yo", "yrs", "years", "paren_y", "sex"])
    if style == "y":
        return [(a, "AGE"), "y"]
    if style == "yo":
        return [(a, "AGE"), " yo"]
    if style == "yrs":
        return [(a, "AGE"), " yrs"]
    if style == "years":
        return [(a, "AGE"), " years"]
    if style == "paren_y":
        return ["(", (a, "AGE"), " y)"]
    if style == "sex":
        return [(a, "AGE"), " " + ("F" if k.pt.sex == "F" else "M")]
    raise ValueError(style)


def letterhead(rng, n, k, fax=True, url=None, trust=None, phone_label="Tel"):
    L = k.L
    if trust is None:
        trust = chance(rng, 0.5)
    if trust:
        n.ln((k.trust, "ORGANIZATION"))
    name = k.service if chance(rng, 0.7) else k.hosp
    n.ln((name.upper() if chance(rng, 0.4) else name, "HOSPITAL"))
    if chance(rng, 0.5):
        n.ln(pick(rng, ["Special Care Dentistry", "Special Care Dental Service", "Department of Dentistry",
                        "Oral Health Services", "Dental Department", "Special Needs Dentistry Unit"]))
    n.ln(L.addr(rng, k.svc_addr, country=chance(rng, 0.15)))
    n.w(phone_label + ": ", (k.svc_phone, "PHONE"))
    if fax:
        n.w(pick(rng, ["  |  Fax: ", "   Fax ", "  Fax: "]), (k.svc_fax, "FAX"))
    n.w("\n")
    if chance(rng, 0.6):
        n.w("Email: ", (k.svc_email, "EMAIL"))
        if url or (url is None and chance(rng, 0.35)):
            n.w("  ", (k.svc_url, "URL"))
        n.w("\n")
    n.w("\n")


def pt_banner(rng, n, k, style=None, address=True, extra=True):
    L = k.L
    if style is None:
        style = pick(rng, ["form", "compact", "letter"])
    if style == "form":
        n.w("Patient: ", k.pt.name(pick(rng, ["LF", "full", "fml", "Lf"]), "PATIENT"))
        n.w("    ", k.mrn[0] + " ", (k.mrn[1], "MRN"), "\n")
        n.w("DOB: ", L.d(rng, k.dob), " ", age_piece(rng, k, "paren_y"))
        if k.natid:
            n.w("    ", k.natid[0] + " ", (k.natid[1], "MRN"))
        n.w("\n")
        if address:
            n.w("Address: ", L.addr(rng, k.addr), "\n")
            n.w("Tel: ", (k.phone, "PHONE"))
            if chance(rng, 0.5):
                n.w("   Mobile: ", (k.mobile, "PHONE"))
            n.w("\n")
        if extra and chance(rng, 0.4):
            n.w(k.hp[0] + " ", (k.hp[1], "HEALTHPLAN"), "\n")
        if extra and k.ssn and chance(rng, 0.3):
            n.w(k.ssn[0] + " ", (k.ssn[1], "SSN"), "\n")
    elif style == "compact":
        n.w(k.pt.name("LF", "PATIENT"), " | ", age_piece(rng, k, pick(rng, ["sex", "y"])), " | DOB ",
            L.d(rng, k.dob, pick(rng, ["num", "dash", "iso"])), " | ", k.mrn[0].rstrip(":") + " ",
            (k.mrn[1], "MRN"))
        if extra and chance(rng, 0.5):
            n.w(" | ", k.acct[0].rstrip(":") + " ", (k.acct[1], "ACCOUNT"))
        n.w("\n")
    else:
        n.w("Re: ", k.pt.name(pick(rng, ["title_full", "full", "fml"]), "PATIENT"),
            pick(rng, ["   DOB: ", ", DOB ", " (DOB "]))
        last = n.buf[-1]
        n.w(L.d(rng, k.dob))
        if last == " (DOB ":
            n.w(")")
        n.w("\n")
        if address:
            n.w("     ", L.addr(rng, k.addr), "\n")
        n.w("     ", k.mrn[0] + " ", (k.mrn[1], "MRN"))
        if k.natid and chance(rng, 0.7):
            n.w("   ", k.natid[0] + " ", (k.natid[1], "MRN"))
        n.w("\n")


def gdp_address_block(rng, n, k):
    L = k.L
    n.ln(k.gdp.name(pick(rng, ["title_full", "title_full", "title_last"])))
    n.ln((k.gdp_practice, "HOSPITAL"))
    n.ln(L.addr(rng, k.gdp_addr, sep="\n"))


def gp_line(rng, n, k):
    n.w(k.L.term("gp") + ": ", k.gp.name(pick(rng, ["title_full", "title_last"])), ", ",
        (k.gp_practice, "HOSPITAL"))
    if chance(rng, 0.5):
        n.w(", ", (k.addr["city"] if chance(rng, 0.5) else k.gdp_addr["city"], "CITY"))
    n.w("\n")


def cc_block(rng, n, k, gp=True, carer=True, pt=True):
    n.w("\ncc: ")
    items = []
    if pt:
        items.append(["Patient (easy-read copy)"] if chance(rng, 0.5) else
                     k.pt.name(pick(rng, ["title_full", "full"]), "PATIENT"))
    if gp:
        items.append(k.gp.name("title_full") + [", ", (k.gp_practice, "HOSPITAL")])
    if carer:
        if k.res == "care_home":
            items.append(["Home Manager, ", (k.care_home, "HOSPITAL")])
        elif k.res == "supported":
            items.append(["Team leader, ", (k.provider, "ORGANIZATION")])
        else:
            items.append(k.fam.name("title_full", "FAMILY") + [" (" + k.rel + ")"])
    for i, it in enumerate(items):
        if i:
            n.w("\n    ")
        n.w(it)
    n.w("\n")


def sig(rng, n, k, staff, lead=None, reg=True):
    if lead is None:
        lead = pick(rng, ["Yours sincerely,\n\n\n", "Kind regards,\n\n", "Yours faithfully,\n\n\n",
                          "With best wishes,\n\n"])
    n.w(lead)
    staff.signoff(rng, n, with_reg=reg)


def date_piece(rng, k, d, style=None):
    return k.L.d(rng, d, style)


def clinician_initials(rng, staff):
    return staff.p.name(pick(rng, ["init_nodot", "init_nodot", "finit_last"]), "DOCTOR")


def audit_line(rng, n, k, staff, d, tm):
    n.w(pick(rng, ["Entered by ", "Signed electronically by ", "Last edited by ", "Author: "]))
    n.w((staff.user, "USERNAME"), " (", staff.name("full"), ") ", k.L.d(rng, d, pick(rng, ["num", "iso"])),
        " " + tm)
    if chance(rng, 0.4):
        n.w(" from ", (private_ip(rng), "IPADDR"))
    n.w("\n")


def private_ip(rng):
    r = rng.random()
    if r < 0.45:
        return "10.%d.%d.%d" % (rng.randrange(0, 255), rng.randrange(0, 255), rng.randrange(2, 254))
    if r < 0.75:
        return "172.%d.%d.%d" % (rng.randrange(16, 32), rng.randrange(0, 255), rng.randrange(2, 254))
    return "192.168.%d.%d" % (rng.randrange(0, 255), rng.randrange(2, 254))


NARR_OPEN = ["Pt {P} seen {W}, ", "{P} {W}; ", "Pt {P} {W}: ", "Seen {W} - {P} "]
NARR_MID = ["c/o pain LHS on chewing per carer", "nil c/o today", "settled w/ music + weighted blanket",
            "cooperative ++ once settled", "intermittently distressed, pulled away x3", "pointing to lower jaw",
            "eating less over past 2/52 per staff", "no AEs", "tolerated mirror + probe briefly"]
NARR_END = ["Plan discussed w/ carer, agreed.", "TCI as planned.", "Will review 4/52.", "Nil further today.",
            "D/W senior, happy w/ plan.", "OHI reinforced to staff."]


HOME_WHERE = ["in lounge w/ carer", "in bed, drowsy but rousable", "in own wheelchair", "sitting in recliner",
              "in bedroom w/ staff"]
CLINIC_WHERE = ["in surgery, v anxious on arrival", "in quiet room", "in own wheelchair", "in waiting area w/ carer",
                "in surgery w/ carer"]


def narrative(rng, n, k, typo_fn=None, home=False):
    """A short free-text clinical comment with shorthand; refers to the patient by initials."""
    style = pick(rng, ["init_nodot", "init", "first", "title_last"])
    if style == "title_last" and not k.pt.title:
        style = "first"
    op = pick(rng, NARR_OPEN)
    pre, post = op.split("{P}")
    where = pick(rng, HOME_WHERE if home else CLINIC_WHERE)
    post = post.replace("{W}", where)
    pre = pre.replace("{W}", where)
    n.w(pre, k.pt.name(style, "PATIENT"), post)
    mids = [pick(rng, NARR_MID) for _ in range(2)]
    s = mids[0] + ", " + mids[1] + ". " + pick(rng, NARR_END)
    if typo_fn is not None:
        s = typo_fn(rng, s, 0.25)
    n.w(s, "\n")
