"""Shared pieces: staff references, signatures, letterheads, identifier banners."""
import gen as G
from case import nm
from nb import V


def sref(c, p, style=None):
    """Refer to a staff member; credentials and titles outside the span."""
    r = c.rng
    doc = p.title in ("Dr", "Prof")
    if style is None:
        style = r.randrange(6)
    if doc:
        if style in (0, 1):
            return nm(p, "title_last")
        if style == 2:
            return nm(p, "dr_full")
        if style == 3:
            return [nm(p, "full"), p.cred] if p.cred else nm(p, "dr_full")
        if style == 4:
            return [p.title + " ", nm(p, "init_last")]
        return nm(p, "dr_full")
    if style in (0, 1):
        return [nm(p, "full"), p.cred]
    if style == 2:
        return nm(p, "full")
    if style == 3:
        return [nm(p, "init_last"), p.cred]
    if style == 4:
        return nm(p, "first")
    return [nm(p, "full"), " (%s)" % p.role] if not p.cred.startswith(" (") else [nm(p, "full"), p.cred]


def esign(c, p, off=0, user=True):
    """Electronic signature line with optional username and time."""
    r = c.rng
    out = [r.choice(["Electronically signed by ", "Signed: ", "Authorised by ", "Entered by "]), nm(p, "full")]
    out.append(p.cred if p.cred else "")
    if user and r.random() < 0.6:
        out += [" (user ", V("USERNAME", p.user), ")"]
    out += [" on ", c.D(off), " at ", c.time(), "\n"]
    return out


def sig_block(c, p, with_lic=True, with_contact=False):
    r = c.rng
    out = [r.choice(["Yours sincerely,\n\n\n", "Kind regards,\n\n", "With best wishes,\n\n\n", "Yours faithfully,\n\n"])]
    out += [nm(p, "dr_full") if p.title in ("Dr", "Prof") else nm(p, "full"), "\n", p.role, "\n"]
    if with_lic:
        out += [p.lic_label, " ", V("LICENSE", p.lic), "\n"]
    if with_contact:
        out += ["Tel ", V("PHONE", p.phone + (G.extension(r) if r.random() < 0.4 else ""))]
        if r.random() < 0.5:
            out += [" | bleep ", V("PHONE", p.bleep)]
        out += [" | ", V("EMAIL", p.email), "\n"]
    return out


def typist(c, author):
    """Dictation reference like 'AR/jk' - both initials are staff names."""
    r = c.rng
    t = c.staff("", "Medical Secretary")
    out = [nm(author, "initials"), "/", nm(t, "initials_low")]
    if r.random() < 0.5:
        k = r.randrange(0, 3)
        out += ["   Dictated ", c.D(k), "  Typed ", c.D(k + r.randrange(1, 6))]
    out.append("\n")
    return out


def id_banner(c, dob=True, extra=("mrn",)):
    r = c.rng
    out = [r.choice(["Patient: ", "Name: ", "Resident: ", "RE: "]),
           nm(c.pt, r.choice(["full", "LF", "title_full", "LFM", "fml"]))]
    if dob:
        out += [r.choice(["   DOB: ", "  D.O.B. ", ", born ", " | DOB "]), c.dobv()]
        if r.random() < 0.6:
            out += [" (", c.age_v(), r.choice(["y", " yrs", ")"])]
            if out[-1] != ")":
                out.append(")")
    out.append("\n")
    out += c.ids_line(extra)
    out.append("\n")
    return out


def letterhead(c, site, site_typ="HOSPITAL", addr_which="home"):
    r = c.rng
    out = [V(site_typ, site), "\n"]
    if r.random() < 0.8:
        street = "%d %s %s" % (r.randrange(1, 300), r.choice(["Infirmary", "Hospital", "Hill", "Victoria", "Park", "Harbour", "Sturt", "Hawthorn"]),
                               r.choice(["Road", "Street", "Lane", "Drive", "Avenue"]))
        if c.country == "UK":
            out += [V("STREET", street), ", ", V("CITY", c.town), " ", V("ZIP", G.ukpostcode(r, c.pc_area)), "\n"]
        else:
            out += [V("STREET", street), ", ", V("CITY", c.town), " ", V("STATE", c.region), " ",
                    V("ZIP", c.postcode_fixed), "\n"]
    out += ["Tel: ", V("PHONE", G.phone(r, c.country, "land", c.area) + (G.extension(r) if r.random() < 0.35 else ""))]
    if r.random() < 0.7:
        out += ["   Fax: ", V("FAX", G.phone(r, c.country, "land", c.area))]
    out.append("\n")
    if r.random() < 0.6:
        out += ["Email: ", V("EMAIL", G.email(r, r.choice(["referrals", "admin", "secretaries", "enquiries"]) + "." + G.slug(site).split("-")[0]))]
        if r.random() < 0.5:
            out += ["   Web: ", V("URL", G.url(r, site))]
        out.append("\n")
    return out


def cc_list(c, include_home=True):
    r = c.rng
    out = ["cc: "]
    items = [[nm(c.gp, "dr_full") if r.random() < 0.5 else nm(c.gp, "title_last"), ", ", V("HOSPITAL", c.practice)]]
    if include_home:
        items.append(["The Manager, ", V("HOSPITAL", c.home)])
    if r.random() < 0.6:
        items.append([nm(c.nok1, r.choice(["title_full", "full"])), " (", c.nok1.rel, ")"])
    for i, it in enumerate(items):
        if i:
            out.append("\n    ")
        out += it
    out.append("\n")
    return out


def family_person(c, p, style=None):
    r = c.rng
    style = style or r.choice(["full", "full", "first", "title_last", "title_full"])
    return nm(p, style)
