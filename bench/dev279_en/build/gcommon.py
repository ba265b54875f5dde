"""Shared building blocks for genre generators (letterheads, sign-offs, relations...)."""
from phi import P, email_role, url, slug, digits, phone
from case import D, age_piece, pt_ids

INV_REL = {
    "daughter": ("mother", "father"), "son": ("mother", "father"), "wife": ("wife", "husband"),
    "husband": ("wife", "husband"), "partner": ("partner", "partner"), "mother": ("daughter", "son"),
    "father": ("daughter", "son"), "sister": ("sister", "brother"), "brother": ("sister", "brother"),
    "niece": ("aunt", "uncle"), "nephew": ("aunt", "uncle"), "granddaughter": ("grandmother", "grandfather"),
    "friend": ("friend", "friend"), "neighbour": ("neighbour", "neighbour"), "carer": ("relative", "relative"),
    "daughter-in-law": ("mother-in-law", "father-in-law"), "son-in-law": ("mother-in-law", "father-in-law"),
}


def an(word):
    return "an" if word[:1].lower() in "aeiou" else "a"


def pt_rel(c, fam=None):
    """How the complainant relates to the patient: 'mother' means the patient is their mother."""
    f = fam or c.comp or c.fam[0]
    a, b = INV_REL.get(f.rel, ("relative", "relative"))
    return a if c.pt.sex == "F" else b


def who(c):
    return c.comp if c.comp is not None else c.pt


def about_pt(rng, c):
    """'your mother, Mrs Jones' / 'your care' phrase pieces."""
    if c.comp is None:
        return ["your care"]
    r = pt_rel(c)
    return rng.choice([["your ", r, ", ", c.pt.n("title_full")], ["the care of your ", r, " ", c.pt.n("full")],
                       ["your ", r, ", ", c.pt.n("title_last")], ["your late " if c.deceased else "your ", r, " ", c.pt.n("first")]])


def dear(rng, c, p=None):
    p = p or who(c)
    return rng.choice([["Dear ", p.title, " ", (p.last, p.typ), ","], ["Dear ", p.title, " ", (p.last, p.typ), ","],
                       ["Dear ", (p.first, p.typ), ","], ["Dear ", (p.first + " " + p.last, p.typ), ","]])


def letterhead(d, rng, c, team=None):
    team = team or c.team
    d.f("{t}\n", t=(c.trust, "HOSPITAL"))
    if rng.random() < 0.5:
        d.f("{h}\n", h=(c.hosp, "HOSPITAL"))
    d.t(team + "\n")
    if rng.random() < 0.7:
        d.add(c.org_addr)
        d.t("\n")
    if rng.random() < 0.85:
        d.f("Tel: {p}", p=(c.org_phone, "PHONE"))
        if rng.random() < 0.6:
            d.f("   Fax: {f}", f=(c.org_fax, "FAX"))
        d.t("\n")
    if rng.random() < 0.7:
        box = rng.choice(["pals", "complaints", "patient.relations", "patientexperience", "feedback",
                          "concerns." + slug(c.hosp)[:10].strip("-")])
        d.f("Email: {e}\n", e=(email_role(rng, box), "EMAIL"))
    if rng.random() < 0.5:
        d.f("{u}\n", u=(url(rng, c.trust), "URL"))
    d.t("\n")


def addressee(d, rng, c, p=None, private=True):
    p = p or who(c)
    if private and rng.random() < 0.6:
        d.t(rng.choice(["PRIVATE AND CONFIDENTIAL\n", "Private & Confidential\n", "STRICTLY PRIVATE - ADDRESSEE ONLY\n"]))
    d.add([p.title, " "] if rng.random() < 0.7 else [])
    d.add(p.n("full_mi") if rng.random() < 0.5 else p.n("full"))
    d.t("\n")
    d.add(c.addr("\n", rng.random() < 0.3))
    d.t("\n\n")


def refs_line(d, rng, c, kind="complaint", date=None):
    ref = {"complaint": c.ref_comp, "pals": c.ref_pals, "incident": c.ref_inc, "omb": c.ref_omb, "rca": c.ref_rca}[kind]
    d.f(rng.choice(["Our ref: {r}\n", "Our Ref: {r}\n", "Ref: {r}\n", "Reference: {r}\n"]), r=(ref, "IDNUM"))
    if rng.random() < 0.3:
        d.f("Your ref: {r}\n", r=(rng.choice([c.ref_omb, c.ref_pals]), "IDNUM"))
    if date is not None:
        d.f("Date: {d}\n" if rng.random() < 0.5 else "{d}\n", d=D(c, date))
    d.t("\n")


def re_line(d, rng, c):
    d.f("Re: {n}", n=c.pt.n(rng.choice(["full", "title_full", "LAST_first"])))
    if rng.random() < 0.7:
        d.f(rng.choice([", DOB {b}", " (DOB: {b})", " - date of birth {b}"]), b=D(c, c.dob))
    if rng.random() < 0.6:
        d.t(" - ")
        d.add(pt_ids(rng, c, ", "))
    d.t("\n\n")


def sign(d, rng, c, key, closing=None, extra=True):
    s = c.st[key] if isinstance(key, str) else key
    d.t((closing or rng.choice(["Yours sincerely", "Yours sincerely", "Kind regards", "Yours faithfully", "Sincerely"])) + ",\n\n")
    if rng.random() < 0.3:
        d.t("[signature]\n")
    else:
        d.t("\n")
    if s.cred and rng.random() < 0.5:
        d.add(s.n("full_cred"))
    elif s.title in ("Dr", "Dr.", "Prof") and rng.random() < 0.6:
        d.add(s.n("title_full"))
    else:
        d.add(s.n("full_mi") if rng.random() < 0.3 else s.n("full"))
    d.t("\n" + (s.role or "") + "\n")
    if rng.random() < 0.6:
        d.f("{t}\n", t=(c.trust if rng.random() < 0.6 else c.hosp, "HOSPITAL"))
    if extra:
        if rng.random() < 0.6:
            d.f(rng.choice(["Direct line: {p}\n", "Tel {p}\n", "Phone: {p}\n"]), p=(s.ext if len(s.ext) > 8 else c.org_phone, "PHONE"))
        if rng.random() < 0.5:
            d.f("Email: {e}\n", e=(s.email, "EMAIL"))


def cc_block(d, rng, c, keys):
    d.t("\ncc:\t")
    first = True
    for k in keys:
        s = c.st[k]
        if not first:
            d.t("\n\t")
        first = False
        d.add(s.n(rng.choice(["full", "title_full", "f_last"])))
        d.t(", " + (s.role or "") )
    if rng.random() < 0.5:
        d.t("\n\t")
        d.f("GP: {g}, {pr}", g=["Dr ", (c.extra_staff[1].last, "DOCTOR")], pr=(c.gp, "HOSPITAL"))
    d.t("\n")


def hr(rng):
    return rng.choice(["-" * 60, "=" * 48, "_" * 70, "~" * 40, "- - - - - - - - - - - - - - - -"])


def advocacy_para(d, rng, c):
    ctry = c.country
    if ctry == "UK":
        d.f("If you would like independent support in making your complaint, the NHS Complaints Advocacy service in your area is provided by {o} ({p}). ",
            o=(c.advocacy, "ORGANIZATION"), p=(phone(rng, ctry, "land"), "PHONE"))
        d.t(rng.choice(["If you remain dissatisfied once the local resolution process is complete, you may ask the Parliamentary and Health Service Ombudsman to review your complaint (Millbank Tower address and helpline are on the enclosed leaflet).\n\n",
                        "You also have the right to refer your complaint to the Parliamentary and Health Service Ombudsman once our process has concluded.\n\n"]))
    elif ctry == "IE":
        d.f("Under Part 9 of the Health Act 2004 you may request a review, and you may also contact the Office of the Ombudsman. Independent advocacy is available from {o} on {p}.\n\n",
            o=(c.advocacy, "ORGANIZATION"), p=(phone(rng, ctry, "land"), "PHONE"))
    elif ctry == "AU":
        d.f("If you are not satisfied with our response you may contact {b}. Support is also available from {o} ({p}).\n\n",
            b=rng.choice(c.public[:3]), o=(c.advocacy, "ORGANIZATION"), p=(phone(rng, ctry, "land"), "PHONE"))
    elif ctry == "CA":
        d.f("If you are not satisfied, you may contact the Patient Ombudsman, or the relevant regulatory College. {o} can support you ({p}).\n\n",
            o=(c.advocacy, "ORGANIZATION"), p=(phone(rng, ctry, "land"), "PHONE"))
    else:
        d.f("You have the right to contact the State Department of Health or The Joint Commission directly, regardless of whether you use our grievance process. Medicare beneficiaries may also contact the Quality Improvement Organization. {o} offers free patient advocacy ({p}).\n\n",
            o=(c.advocacy, "ORGANIZATION"), p=(phone(rng, ctry, "land"), "PHONE"))


def pt_block(d, rng, c, dob=True, addr=False, age=True):
    """Multi-line patient details block as used in forms."""
    d.f(rng.choice(["Patient: {n}\n", "Patient name: {n}\n", "PATIENT: {n}\n", "Name: {n}\n"]),
        n=c.pt.n(rng.choice(["LAST_first", "full", "last_first", "full_mi"])))
    if dob:
        d.f("DOB: {b}", b=D(c, c.dob, 0.2))
        if age:
            d.t(rng.choice(["   Age: ", " (", "  Age at incident: "]))
            d.p(str(c.age), "AGE")
            d.t(")\n" if d.parts[-2].endswith("(") else "\n")
        else:
            d.t("\n")
    d.add(pt_ids(rng, c, rng.choice(["\n", "   ", " | "])))
    d.t("\n")
    if addr:
        d.t("Address: ")
        d.add(c.addr(", ", False))
        d.t("\n")


ABROAD = ["Poland", "Portugal", "Nigeria", "India", "Pakistan", "New Zealand", "Spain", "Canada", "Australia",
          "the Philippines", "Romania", "Ghana", "Italy", "Greece", "Lithuania", "South Africa", "Brazil",
          "Vietnam", "Jamaica", "the United States", "Ireland", "Scotland", "Kenya", "Lebanon", "Mexico"]


def abroad(rng, c):
    x = rng.choice(ABROAD)
    if x.startswith("the "):
        return ["the ", (x[4:], "COUNTRY")]
    return [(x, "COUNTRY")]
