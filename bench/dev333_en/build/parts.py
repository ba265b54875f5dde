"""Shared note parts: letterheads, patient identification blocks, sign-offs."""
import pools
import locale_fmt as L
import clin

MRN_LABEL = {"US": ["MRN", "MRN #", "Med Rec #"], "UK": ["Hosp No", "Unit No", "Hospital No", "RXH No"],
             "IE": ["MRN", "Chart No", "Hosp No"], "CA": ["MRN", "Chart #", "MRN"],
             "AU": ["UR No", "MRN", "URN"], "NZ": ["Hosp No", "HRN"], "ZA": ["Hosp no", "Folder no"],
             "IN": ["UHID", "MR No", "Reg No"]}


def mrn_label(ctx):
    return ctx.rng.choice(MRN_LABEL[ctx.c])


def eye_dept(ctx):
    r = ctx.rng
    if ctx.us:
        return r.choice(["Pediatric Ophthalmology & Strabismus", "Department of Ophthalmology - Pediatric Eye Clinic",
                         "Pediatric Eye Center", "Ophthalmology Clinic"])
    return r.choice(["Orthoptic Department", "Paediatric Ophthalmology Service", "Eye Clinic",
                     "Department of Ophthalmology", "Children's Eye Clinic", "Orthoptics & Paediatric Eye Service"])


def letterhead(b, ctx, dept=None, contacts=True, address=True):
    r = ctx.rng
    b.f("{h}\n", h=(ctx.hosp, "HOSPITAL"))
    b.t((dept or eye_dept(ctx)) + "\n")
    if address:
        b.put(ctx.hosp_addr())
        b.t("\n")
    if contacts:
        parts = [r.choice(["Tel: ", "Tel ", "Phone: ", "T: "]), (ctx.dept_phone, "PHONE")]
        if r.random() < 0.75:
            parts += [r.choice(["  Fax: ", " | Fax ", "  F: "]), (ctx.dept_fax, "FAX")]
        if r.random() < 0.6:
            parts += [r.choice(["  Email: ", " | ", "\nE-mail: "]), (ctx.dept_email, "EMAIL")]
        b.put(parts)
        b.t("\n")
        if r.random() < 0.2:
            b.f("Web: {u}\n", u=(ctx.url, "URL"))
    b.t("\n")


def id_block(b, ctx, style=None, address=False, extra=True, title=False):
    """Patient identification block in one of several layouts."""
    r = ctx.rng
    c = ctx.c
    style = style or r.choice(["table", "inline", "stacked"])
    ml = mrn_label(ctx)
    if style == "table":
        b.f("Patient:  {n}\n", n=ctx.pt.n(r.choice(["LF", "LFU", "full", "lf"])))
        b.f("DOB:      {d}   ({a})\n", d=ctx.dob_(), a=ctx.age(r.choice(["ym", "yo", "yrs", "ylong"])))
        b.f("%s: {m}\n" % (ml + " " * max(0, 8 - len(ml))), m=(ctx.mrn, "MRN"))
        if r.random() < 0.8:
            b.f("%s: {h}\n" % ctx.hp_label, h=(ctx.hp, "HEALTHPLAN"))
    elif style == "inline":
        b.f("{n}  DOB {d}  %s {m}" % ml, n=ctx.pt.n(r.choice(["LFU", "LF", "full"])), d=ctx.dob_(), m=(ctx.mrn, "MRN"))
        if r.random() < 0.75:
            b.f("  %s {h}" % ctx.hp_label, h=(ctx.hp, "HEALTHPLAN"))
        b.t("\n")
    else:
        b.f("Name: {n}\n", n=ctx.pt.n(r.choice(["full", "fml", "LF"])))
        b.f("Date of birth: {d}\n", d=ctx.dob_())
        b.f("%s: {m}\n" % ml, m=(ctx.mrn, "MRN"))
        if r.random() < 0.75:
            b.f("%s: {h}\n" % ctx.hp_label, h=(ctx.hp, "HEALTHPLAN"))
    if address:
        b.t("Address: ")
        b.put(ctx.addr_lines())
        b.t("\n")
    if extra and r.random() < 0.45:
        b.f("%s: {a}\n" % ctx.acct_label, a=(ctx.acct, "ACCOUNT"))
    if extra and ((c == "US" and r.random() < 0.45) or (c in ("CA", "IE", "IN") and r.random() < 0.08)):
        b.f("%s: {s}\n" % ctx.ssn_label, s=(ctx.ssn, "SSN"))
    if extra and r.random() < 0.08:
        b.f("Palm-vein ID: {p}\n", p=("PV-" + L.dig(r, 7), "BIOID"))


def role_orth(ctx):
    return ctx.rng.choice(["Orthoptist", "Specialist Orthoptist", "Senior Orthoptist", "Head Orthoptist",
                           "Clinical Lead Orthoptist"]) if ctx.c != "US" else ctx.rng.choice(["Certified Orthoptist, COMT", "CO", "Orthoptist"])


def role_cons(ctx):
    if ctx.us:
        return ctx.rng.choice(["MD, Pediatric Ophthalmology", "MD", "MD, FAAO", "Attending, Pediatric Ophthalmology"])
    return ctx.rng.choice(["Consultant Paediatric Ophthalmologist", "Consultant Ophthalmologist",
                           "Consultant Ophthalmic Surgeon", "FRCOphth, Consultant"])


def esign(b, ctx, person, role, when=None):
    r = ctx.rng
    when = when or ctx.visit
    f = r.randrange(4)
    if f == 0:
        b.f("Electronically signed by {p}, %s on {d} at %s\n" % (role, clin.time(r)), p=person.n("full"), d=ctx.D(when))
    elif f == 1:
        b.f("Signed: {p} (%s)   Date: {d}\n" % role, p=person.n(r.choice(["full", "init"])), d=ctx.D(when))
    elif f == 2:
        b.put([person.n("full"), "\n" + role + "\n"])
    else:
        b.f("{p}\n%s\n" % role, p=person.n("full"))
    if r.random() < 0.35:
        lab, val = L.license_for(r, ctx.c, "orth" if "rthopt" in role or role in ("CO",) else "doc")
        b.f("%s: {v}\n" % lab, v=(val, "LICENSE"))
    if r.random() < 0.25:
        b.f("User: {u}\n", u=(L.username_for(r, person.first, person.last), "USERNAME"))


def typed(b, ctx, author=None):
    r = ctx.rng
    author = author or ctx.cons
    f = r.randrange(3)
    if f == 0:
        b.f("{a}/{t}\n", a=author.n("INI"), t=ctx.typist.n("ini"))
    elif f == 1:
        b.f("Dictated {d1}, typed {d2} by {t}\n", d1=ctx.D(ctx.visit), d2=ctx.D(ctx.later(1, 9)), t=ctx.typist.n("full"))
    else:
        b.f("DD/{t}  Typed: {d}\n", t=ctx.typist.n("ini"), d=ctx.D(ctx.later(1, 12)))


def cc_list(b, ctx):
    r = ctx.rng
    b.t("cc: ")
    if r.random() < 0.7:
        b.put(["Parents of ", ctx.pt.n("full"), ", "])
        b.put(ctx.addr_lines())
        b.t("\n    ")
    b.put([ctx.optom.n("full"), ", Optometrist, ", (ctx.optician, "HOSPITAL"), "\n"])
    if r.random() < 0.3:
        b.put(["    ", ctx.orth.n("full"), ", ", role_orth(ctx), "\n"])
