"""Shared note blocks: patient headers, parent lines, letter heads, cc lists."""
from core import P, pick, maybe, age_short
import countries as C


def id_pairs(ctx):
    """(label, PHI piece) pairs for the patient's identifiers."""
    r = ctx.rng
    out = [(pick(r, ["MRN", "Hosp No", "Hospital No", "RN", "Unit No"]) if ctx.c != "US" else
            pick(r, ["MRN", "MR#", "Med Rec #"]), P("MRN", ctx.mrn))]
    lab, val, typ = ctx.nat
    out.append((lab, P(typ, val)))
    return out


def pt_header(nb, ctx, on, style=None, sex=True, ids=True, addr=True, acct=False):
    r = ctx.rng
    pt = ctx.pt
    if style is None:
        style = pick(r, ["table", "line", "caps", "label"])
    pairs = id_pairs(ctx) if ids else []
    if style == "table":
        nb.ln("Patient:   {n}", n=P("PATIENT", pt.name(pick(r, ["full", "fmfull", "CAPS"]))))
        nb.ln("DOB:       {d}  ({a})", d=ctx.d(ctx.dob), a=age_short(ctx.dob, on))
        for lab, v in pairs:
            nb.ln("{l}:{pad}{v}", l=lab, pad=" " * max(1, 10 - len(lab)), v=v)
        if addr:
            nb.ln("Address:   {a}", a=ctx.addr_pieces(ctx.addr))
    elif style == "line":
        bits = [P("PATIENT", pt.name("LF")), " | DOB ", ctx.d(ctx.dob)]
        if sex:
            bits.append(" | " + ("F" if pt.sex == "F" else "M"))
        for lab, v in pairs:
            bits += [" | %s " % lab, v]
        nb.ln("{b}", b=bits)
        if addr:
            nb.ln("{a}", a=ctx.addr_pieces(ctx.addr))
    elif style == "caps":
        nb.ln("RE: {n}   D.O.B. {d}", n=P("PATIENT", pt.name("CAPS")), d=ctx.d(ctx.dob))
        if pairs:
            nb.ln("{a} {b}   {c} {d}", a=pairs[0][0], b=pairs[0][1], c=pairs[1][0], d=pairs[1][1])
        if addr:
            nb.ln("{a}", a=ctx.addr_pieces(ctx.addr))
    else:
        nb.ln("Name: {n}", n=P("PATIENT", pt.name(pick(r, ["Lf", "full"]))))
        nb.ln("Date of birth: {d}   Age: {a}", d=ctx.d(ctx.dob, "long"), a=age_short(ctx.dob, on))
        if pairs:
            nb.ln("{x}", x=[[("   " if i else ""), lab + ": ", v] for i, (lab, v) in enumerate(pairs)])
        if addr:
            nb.ln("Home address: {a}", a=ctx.addr_pieces(ctx.addr))
    if acct:
        nb.ln("{l} {v}", l=pick(r, ["Encounter #", "Visit No:", "Acct:", "Episode:", "CSN"]),
              v=P("ACCOUNT", ctx.acct))
    if ids and ctx.c in ("US", "IE", "IN") and maybe(r, 0.3):
        nb.ln("{l}: {v}", l=C.SSN_LABEL[ctx.c], v=P("SSN", C.ssn(r, ctx.c)))


def parents_line(nb, ctx, phones=True):
    r = ctx.rng
    bits = [pick(r, ["Parents: ", "Parent/carer: ", "Next of kin: ", "Family: "]),
            P("FAMILY", ctx.mum.name("full")), " (%s)" % ctx.mum_word().lower()]
    if phones:
        bits += [" ", P("PHONE", ctx.mum_mobile)]
    if maybe(r, 0.75):
        bits += [" and ", P("FAMILY", ctx.dad.name(pick(r, ["full", "first"]))),
                 " (%s)" % pick(r, ["father", "dad", "partner"])]
        if phones and maybe(r, 0.6):
            bits += [" ", P("PHONE", ctx.dad_mobile)]
    nb.ln("{b}", b=bits)


def gp_line(nb, ctx, label=None):
    r = ctx.rng
    if label is None:
        label = "GP" if ctx.uk else pick(r, ["PCP", "Pediatrician", "Family physician"])
    nb.ln("{l}: {d}, {h}{tail}", l=label, d=ctx.doc("gp", "full"), h=ctx.H("gp"),
          tail=pick(r, [[", ", P("CITY", ctx.town)], [" - Tel ", P("PHONE", C.phone(r, ctx.c, "land"))],
                        ["", ""], [" Fax ", P("FAX", C.phone(r, ctx.c, "land"))]]))


def letterhead(nb, ctx, dept, kind="cleft"):
    r = ctx.rng
    nb.ln("{h}", h=ctx.H(kind))
    nb.ln(dept)
    a = ctx.address()
    if maybe(r, 0.7):
        nb.ln("{a}", a=ctx.addr_pieces(a))
    bits = ["Tel ", P("PHONE", C.phone(r, ctx.c, "land"))]
    if maybe(r, 0.6):
        bits += [pick(r, ["  Fax ", " | Fax: ", "   F: "]), P("FAX", C.phone(r, ctx.c, "land"))]
    if maybe(r, 0.35):
        bits += ["  ", P("URL", C.web_domain(r, ctx.hospital(kind).split()[0] + "cleft"))]
    nb.ln("{b}", b=bits)
    nb.t("\n")


def cc_block(nb, ctx, roles=("gp",), parents=True):
    r = ctx.rng
    nb.ln("cc:")
    for role in roles:
        if role == "gp":
            nb.ln("  {d}, {h}", d=ctx.doc("gp", "full"), h=ctx.H("gp"))
        elif role == "hv":
            nb.ln("  {d}, {t}", d=ctx.doc("hv", "full"), t=ctx.role_title("hv"))
        elif role == "school":
            nb.ln("  SENCO, {s}", s=ctx.school())
        else:
            nb.ln("  {d}, {t}", d=ctx.doc(role, pick(r, ["full", "fml"])), t=ctx.role_title(role))
    if parents:
        who = [P("FAMILY", ctx.mum.name("full"))]
        if maybe(r, 0.5):
            who += [" and ", P("FAMILY", ctx.dad.name("full"))]
        nb.ln("  Parents: {w}{t} {a}", w=who, t=pick(r, [",", " -", ""]),
              a=ctx.addr_pieces(ctx.addr))


def letter_date(nb, ctx, d):
    nb.ln("{x}{d}", x=pick(ctx.rng, ["Date: ", "", "Dictated: ", "Date typed: "]), d=ctx.d(d, "long"))
