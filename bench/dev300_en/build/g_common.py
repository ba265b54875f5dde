"""Shared building blocks for the genre generators: name renderings with
titles kept outside spans, letterheads, signatures and patient headers."""
import clin


def pt_title(ctx, p):
    t = getattr(p, "_ttl", None)
    if t is None:
        t = "Mr" if p.sex == "M" else ctx.ch(["Mrs", "Ms", "Miss", "Ms"])
        if t != "Miss" and (ctx.c in ("US", "CA") or ctx.p(0.15)):
            t += "."
        p._ttl = t
    return t


def dr_title(ctx):
    return "Dr." if ctx.c in ("US", "CA") and ctx.p(0.7) else ctx.ch(["Dr", "Dr", "Dr."])


def pt_ref(ctx, p, typ="PATIENT"):
    """A short in-text reference: title + surname, first name, or initials."""
    k = ctx.r.random()
    if k < 0.55:
        return [pt_title(ctx, p) + " ", (p.last, typ)]
    if k < 0.8:
        return [(p.first, typ)]
    if k < 0.9:
        return [(p.name(ctx.ch(["full", "first_init"])), typ)]
    return [(p.name("initials"), typ)]


def pt_full(ctx, p, typ="PATIENT", forms=None):
    return (p.name(ctx.ch(forms or ["full", "full", "fml", "last_first", "LAST_FIRST", "LAST_FIRST_M"])), typ)


def staff_sig(ctx, s, cred=None, lic=None):
    """Signature items: name line, role line, optional licence line."""
    items = []
    doc_like = "Physician" in s.role or "Consultant" in s.role or "Registrar" in s.role or "Microbiologist" in s.role \
        or "Doctor" in s.role or "Fellow" in s.role or "Officer" in s.role
    if doc_like and ctx.p(0.6):
        items += [dr_title(ctx) + " ", (s.name(ctx.ch(["full", "fml"])), "DOCTOR")]
    else:
        items += [(s.name(ctx.ch(["full", "full", "fml", "init_last"])), "DOCTOR")]
    if cred:
        items.append(", " + cred)
    items.append("\n" + s.role)
    if lic:
        items += ["\n" + ctx.lic_label(lic) + (" " if ctx.p(0.5) else ": "), (ctx.licence(lic), "LICENSE")]
    return items


def staff_ref(ctx, s):
    k = ctx.r.random()
    if k < 0.5 and ("Physician" in s.role or "Consultant" in s.role or "Registrar" in s.role):
        return [dr_title(ctx) + " ", (s.last, "DOCTOR")]
    if k < 0.75:
        return [(s.name("full"), "DOCTOR")]
    if k < 0.9:
        return [(s.first, "DOCTOR")]
    return [(s.name("init_last"), "DOCTOR")]


def letterhead(doc, ctx, name, typ="HOSPITAL", dept=None, email=True, url=None):
    a = ctx.address()
    a.town = ctx.town0
    doc.line((name, typ))
    if dept:
        doc.line(dept)
    doc.add(ctx.addr_items(a, ctx.ch(["multi", "line"])))
    doc.add("\n")
    tel_lbl = ctx.ch(["Tel: ", "Tel ", "Phone: ", "T: ", "Telephone: "])
    doc.add(tel_lbl, (ctx.phone("land", ext=ctx.p(0.2)), "PHONE"))
    if ctx.p(0.75):
        doc.add(ctx.ch(["   Fax: ", " | Fax ", "\nFax: ", "  F: "]), (ctx.fax(), "FAX"))
    doc.add("\n")
    if email and ctx.p(0.6):
        doc.line(ctx.ch(["Email: ", "E: ", "Secure email: "]), (ctx.email(), "EMAIL"))
    if url or (url is None and ctx.p(0.2)):
        doc.line(ctx.ch(["Web: ", "www: ", "Online: "]), (ctx.url(), "URL"))
    return a


def transcription(doc, ctx, author, date):
    """e.g. 'HA/jk  D: 12/03/2024  T: 13/03/2024'."""
    typist = ctx.staff("Medical Secretary")
    a = author.name("initials_nd")
    t = typist.name("initials_nd").lower()
    k = ctx.r.random()
    if k < 0.5:
        doc.line("Ref: ", (a, "DOCTOR"), "/", (t, "DOCTOR"))
    elif k < 0.8:
        doc.line("D: ", ctx.D(date), "  T: ", ctx.D(ctx.after(date, 0, 4)), "  ", (a, "DOCTOR"), "/", (t, "DOCTOR"))
    else:
        doc.line("Dictated but not signed. Typed by ", (typist.name("full"), "DOCTOR"), " on ", ctx.D(ctx.after(date, 0, 3)), ".")


def pt_id_block(doc, ctx, p, addr, hp=True, mrn=True, ssn=False, sep="\n", dob_style=None):
    doc.add(ctx.ch(["Patient: ", "Name: ", "Re: ", "RE: ", "Patient name: "]), pt_full(ctx, p))
    doc.add(sep, ctx.ch(["DOB: ", "D.O.B. ", "Date of birth: ", "DOB "]), ctx.D(p.dob, dob_style))
    if ctx.p(0.4):
        doc.add(" (", (str(p.age), "AGE"), ctx.ch(["y", " yrs", " years", "yo"]), ")")
    if mrn:
        doc.add(sep, ctx.ch(["MRN: ", "Hosp No: ", "Hospital number: ", "MRN ", "UR: ", "Chart #: "] if ctx.c != "AU" else ["URN: ", "UR No. ", "MRN: "]),
                (ctx.mrn(), "MRN"))
    if hp:
        doc.add(sep, ctx.hp_label(), ": ", (ctx.healthplan(), "HEALTHPLAN"))
    if ssn:
        doc.add(sep, ctx.ssn_label(), ": ", (ctx.ssn(), "SSN"))
    if addr is not None:
        doc.add(sep, ctx.ch(["Address: ", "Addr: ", ""]), ctx.addr_items(addr, "line"))
    doc.add("\n")


def household(doc, ctx, p, max_n=4):
    """A sentence about household members with names and ages."""
    n = ctx.r.randint(1, max_n)
    rels = ctx.kin_list(p, n)
    doc.add(ctx.ch(["Lives with ", "He lives with " if p.sex == "M" else "She lives with ", "Household: "]))
    for i, k in enumerate(rels):
        if i:
            doc.add(" and " if i == len(rels) - 1 else ", ")
        doc.add(("his " if p.sex == "M" else "her ") if i == 0 and ctx.p(0.7) else "", k.rel, " ",
                (k.name(ctx.ch(["first", "full", "first"])), "FAMILY"))
        if k.age == 0:
            doc.add(" (", (str(ctx.r.randint(2, 11)), "AGE"), " months)")
        else:
            doc.add(" (", (str(k.age), "AGE"), ")" if ctx.p(0.6) else ctx.ch([" yrs)", "y)", " years)"]))
    doc.add(". ")
    return rels


def clinical_para(doc, ctx, us=False):
    r = ctx.r
    doc.add(clin.smear(r), "; ", clin.xpert(r), ". ", clin.cxr(r), "\n")
