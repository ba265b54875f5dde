"""Shared note pieces: patient header blocks, sign-offs, cc lines."""


def pt_block(ctx, fields=("name", "dob", "mrn"), style=None, sep="\n", name_style=None):
    r = ctx.r
    style = style or r.choice(["colon", "colon", "pad", "caps"])
    if sep != "\n" and style == "pad":
        style = "colon"
    pt = ctx.pt
    out = []

    def lab(s):
        if style == "pad":
            return (s + ":").ljust(max(15, len(s) + 2))
        if style == "caps":
            return s.upper() + ": "
        return s + ": "
    for f in fields:
        if out:
            out.append(sep)
        if f == "name":
            ns = name_style or r.choice(["fl", "LF", "lf", "fml", "LFM"])
            out += [lab(r.choice(["Patient", "Name", "Patient name"])), (pt.f(ns), "PATIENT")]
        elif f == "dob":
            out += [lab(r.choice(["DOB", "Date of birth", "D.O.B."])), (ctx.D(ctx.dob), "DATE")]
            if r.random() < 0.5:
                out += [" (", (str(ctx.age), "AGE"), r.choice([" yrs)", "y)", ")"])]
        elif f == "age":
            out += [lab("Age"), (str(ctx.age), "AGE")]
        elif f == "mrn":
            out += [lab(ctx.mrn[0]), (ctx.mrn[1], "MRN")]
        elif f == "addr":
            out += [lab("Address")] + ctx.addr_block(ctx.addr, ", ")
        elif f == "phone":
            out += [lab(r.choice(["Phone", "Tel", "Contact no"])), (ctx.mob, "PHONE")]
            if r.random() < 0.3:
                out += [" / ", (ctx.home, "PHONE")]
        elif f == "email":
            out += [lab("Email"), (ctx.email, "EMAIL")]
        elif f == "hp" and ctx.hp:
            out += [lab(ctx.hp[0]), (ctx.hp[1], "HEALTHPLAN")]
        elif f == "ssn" and ctx.ssn:
            out += [lab(ctx.ssn[0]), (ctx.ssn[1], "SSN")]
        elif f == "job":
            out += [lab("Occupation"), (ctx.job, "PROFESSION")]
        elif f == "sex":
            out += [lab("Sex"), r.choice(["M", "Male"])]
        else:
            if out:
                out.pop()
    return out


def sign(ctx, p, close=None, lic=True, site=None):
    r = ctx.r
    close = close if close is not None else r.choice(
        ["Yours sincerely,", "Kind regards,", "With best wishes,", "Yours faithfully,",
         "Sincerely,", "Many thanks,", "Best regards,"])
    out = []
    if close:
        out += [close, "\n\n" + r.choice(["", "\n", "[e-signed]\n"])]
    t = getattr(p, "title", "")
    if r.random() < 0.5:
        out += [t + " " if t else "", (p.f("fl"), "DOCTOR")]
    else:
        out += [(p.f(r.choice(["fl", "fml"])), "DOCTOR")]
    if p.cred and r.random() < 0.7:
        out.append(r.choice([" ", ", "]) + p.cred)
    out += ["\n", p.role]
    if site:
        out += ["\n", (site, "HOSPITAL")]
    if lic and r.random() < 0.7:
        out += ["\n", p.lic[0], r.choice([" ", ": ", " no. "]), (p.lic[1], "LICENSE")]
    out.append("\n")
    return out


def typist(ctx, author, sec=None):
    r = ctx.r
    if sec is None:
        sec = ctx.staff("admin")
    k = r.random()
    if k < 0.4:
        return ["Ref: ", (author.f("ii"), "DOCTOR"), "/", (sec.f("iil"), "DOCTOR"), "\n"]
    if k < 0.7:
        return ["Dictated by ", (author.f(r.choice(["fl", "il"])), "DOCTOR"), "; typed by ",
                (sec.f(r.choice(["fl", "il", "f"])), "DOCTOR"), "\n"]
    return ["D: ", (ctx.DS(ctx.today), "DATE"), "  T: ", (ctx.DS(ctx.today), "DATE"),
            "  DD/", (sec.f("iil"), "DOCTOR"), "\n"]


def cc(ctx, gp, gp_site, patient=True):
    r = ctx.r
    out = ["cc: "]
    out += ctx.tn(gp, r.choice(["fl", "il"]))
    out += [", ", (gp_site["name"], "HOSPITAL")]
    if r.random() < 0.5:
        out += [", "] + ctx.addr_block(gp_site["addr"], ", ")
    out.append("\n")
    if patient:
        if r.random() < 0.5:
            out += ["    Patient"]
        else:
            out += ["    ", "Mr. " if ctx.us else "Mr ", (ctx.pt.f("l"), "PATIENT")]
        out += [r.choice([" (by post)", " (via portal)", ""]), "\n"]
    return out


def re_line(ctx, with_addr=True):
    r = ctx.r
    pt = ctx.pt
    out = ["Re: ", (pt.f(r.choice(["fl", "fml", "LF", "lf"])), "PATIENT"), r.choice(["  ", ", "]),
           r.choice(["DOB ", "DOB: ", "d.o.b. ", "born "]), (ctx.D(ctx.dob), "DATE")]
    if r.random() < 0.8:
        out += [r.choice(["  ", ", "]), ctx.mrn[0], r.choice([" ", ": "]), (ctx.mrn[1], "MRN")]
    out.append("\n")
    if with_addr:
        out += ["     "] + ctx.addr_block(ctx.addr, ", ") + ["\n"]
    return out


def dear(ctx, p):
    r = ctx.r
    if r.random() < 0.15:
        return ["Dear Colleague,\n\n"]
    t = getattr(p, "title", "") or "Dr"
    if r.random() < 0.4:
        return ["Dear ", (p.f("f"), "DOCTOR"), ",\n\n"]
    return ["Dear ", t, " ", (p.f("l"), "DOCTOR"), ",\n\n"]


def mr(ctx, style="l"):
    """'Mr Smith' style reference to the patient"""
    r = ctx.r
    t = "Mr. " if ctx.us and r.random() < 0.7 else "Mr "
    return [t, (ctx.pt.f(style), "PATIENT")]


def he_name(ctx, cap=True):
    r = ctx.r
    k = r.random()
    if k < 0.4:
        return mr(ctx)
    if k < 0.7:
        return [(ctx.pt.f("f"), "PATIENT")]
    return ["He" if cap else "he"]
