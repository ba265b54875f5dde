"""Shared blocks used by several genre generators."""
from core import P
import fmt
import context as X
import clinical as C
import clinblocks as CB


def time_str(rng):
    h = rng.randint(7, 18)
    m = rng.choice([0, 5, 10, 12, 15, 20, 25, 30, 34, 40, 45, 50, 55])
    if rng.random() < 0.7:
        return "%02d:%02d" % (h, m)
    return "%d:%02d %s" % (h if h <= 12 else h - 12, m, "am" if h < 12 else "pm")


def driving_adv(ctx, rng):
    c = ctx.country
    t = rng.choice(CB.DRIVING_ADV[c])
    if "{state_abbr}" in t:
        a, z = t.split("{state_abbr}")
        return [a, P("STATE", ctx.region[1] if rng.random() < 0.7 else ctx.region[0]), z]
    return t


def pt_header(b, ctx, rng, style=None, fields=None):
    style = rng.randrange(5) if style is None else style
    fields = fields or ["name", "dob", "mrn", "hp", "addr", "phone"]
    name = X.pt(ctx, rng)
    dob = X.dt(ctx, rng, ctx.dob)
    if style == 0:
        for f in fields:
            if f == "name":
                b.line(rng.choice(["Patient: ", "Patient name: ", "Name: ", "PATIENT: "]), name)
            elif f == "dob":
                b.add(rng.choice(["DOB: ", "D.O.B.: ", "Date of birth: "]), dob)
                if rng.random() < 0.6:
                    b.add(" (", P("AGE", str(ctx.age)), rng.choice(["y", " yrs", "", " y"]), ")")
                b.line()
            elif f == "mrn":
                b.line(rng.choice(["MRN: ", "Clinic ID: ", "Patient ID: ", "Hosp No: ", "Chart #: "]), P("MRN", ctx.mrn))
            elif f == "hp":
                b.line(ctx.hp[0], ": ", P("HEALTHPLAN", ctx.hp[1]))
            elif f == "addr":
                b.line("Address: ", X.addr_inline(ctx.addr, rng))
            elif f == "phone":
                b.line(rng.choice(["Phone: ", "Mobile: ", "Tel: ", "Contact: "]), P("PHONE", ctx.phone_mob))
            elif f == "email":
                b.line("Email: ", P("EMAIL", ctx.email))
            elif f == "ssn":
                b.line(ctx.ssn[0], ": ", P("SSN", ctx.ssn[1]))
    elif style == 1:
        b.fline("RE: {n}{sep}DOB {d}{sep}{hl} {hv}", n=name, d=dob, sep=rng.choice([", ", " - ", "  "]),
                hl=ctx.hp[0], hv=P("HEALTHPLAN", ctx.hp[1]))
        if "addr" in fields:
            b.line("    ", X.addr_inline(ctx.addr, rng))
        if "mrn" in fields:
            b.line("    Our ref: ", P("MRN", ctx.mrn))
    elif style == 2:
        b.fline("| Name | {n} | DOB | {d} |", n=name, d=dob)
        b.fline("| ID   | {m} | {hl} | {hv} |", m=P("MRN", ctx.mrn), hl=ctx.hp[0], hv=P("HEALTHPLAN", ctx.hp[1]))
        if "addr" in fields:
            b.fline("| Addr | {a} |", a=X.addr_inline(ctx.addr, rng))
        if "phone" in fields:
            b.fline("| Ph   | {p} |", p=P("PHONE", ctx.phone_mob))
    elif style == 3:
        b.fline("Pt: {n}  |  {a}{s}  |  ID {m}  |  DOB {d}",
                n=P("PATIENT", fmt.nm(ctx.pt, rng.choice(["lf_init", "LF", "lf"]))),
                a=P("AGE", str(ctx.age)), s=X.sexchar(ctx), m=P("MRN", ctx.mrn), d=dob)
        if "addr" in fields:
            b.line("Addr: ", X.addr_inline(ctx.addr, rng), "   Ph: ", P("PHONE", ctx.phone_home))
    else:
        b.fline("{n} ({s}, {a}){t}{hl}: {hv}", n=name, s=X.sexchar(ctx), a=P("AGE", str(ctx.age)),
                t=rng.choice(["   ", "\n", " - "]), hl=ctx.hp[0], hv=P("HEALTHPLAN", ctx.hp[1]))
        b.fline("Born {d}; clinic no. {m}", d=dob, m=P("MRN", ctx.mrn))
        if "addr" in fields:
            b.line(X.addr_inline(ctx.addr, rng))


    if "ssn" in fields and style != 0:
        b.line(ctx.ssn[0], rng.choice([": ", " ", " - "]), P("SSN", ctx.ssn[1]))


def signoff(b, ctx, rng, staff=None, date=None, style=None):
    staff = staff or ctx.doc
    style = rng.randrange(5) if style is None else style
    if style == 0:
        b.line(rng.choice(["Kind regards,", "Yours sincerely,", "With best wishes,", "Regards,"]))
        b.add("\n\n")
        b.line(X.doc_sig(staff, rng))
        b.line(staff.role)
        if staff.regs:
            b.line(X.regs_items(staff, rng))
        b.line(X.org(ctx.clinic))
    elif style == 1:
        b.fline("Electronically signed by {n}, {c} on {d} at {t}", n=X.staff_name(staff, rng, ["full", "full_mid"]),
                c=staff.creds or staff.role, d=X.dt(ctx, rng, date or ctx.visit), t=time_str(rng))
    elif style == 2:
        b.line("-- ")
        b.line(X.doc_sig(staff, rng), " | ", staff.role, " | ", X.org(ctx.clinic))
        if staff.regs and rng.random() < 0.7:
            b.line(X.regs_items(staff, rng, sep=", "))
        if rng.random() < 0.5:
            b.line("Direct line: ", P("PHONE", fmt.phone(rng, ctx.country, None) + fmt.ext(rng)), "  ",
                   P("EMAIL", staff.email))
    elif style == 3:
        b.line("Dictated but not checked to avoid delay.")
        b.fline("{a}/{t}", a=P("DOCTOR", fmt.nm(staff.p, rng.choice(["init2", "init3"]))),
                t=P("DOCTOR", fmt.nm(ctx.admin.p, "lower_init")))
        b.fline("D: {d}  T: {e}", d=X.dts(ctx, rng, date or ctx.visit), e=X.dts(ctx, rng, fmt.add_days(date or ctx.visit, rng.randint(0, 3))))
    else:
        b.line(X.dr(staff, rng, ["full", "full_mid"]), " (", staff.role, ")")
        if staff.regs:
            b.line(X.regs_items(staff, rng))


def cc_block(b, ctx, rng, gp=True, patient=True):
    b.line("cc:")
    if gp:
        b.line("  ", X.dr(ctx.gp, rng), ", ", X.org(ctx.gp_prac), ", ",
               X.addr_inline(ctx.gp_prac.place, rng), "  (fax ", P("FAX", ctx.gp_prac.fax), ")")
    if patient:
        b.line("  ", rng.choice(["Patient", "Patient (by email)", "Pt"]), " - ", X.pt(ctx, rng, ["full", "il"]))


def tried_block(b, ctx, rng):
    style = rng.randrange(3)
    if style == 0:
        b.line("Drug                 | Dose reached          | Outcome")
        b.line("---------------------+-----------------------+--------------------------")
        for t in ctx.tried:
            b.line(t.ljust(21), "| ", C.MED_DOSES.get(t, "-").ljust(22), "| ", rng.choice(C.STOP_REASONS))
    elif style == 1:
        for t in ctx.tried:
            b.add("- ", t)
            if t in C.MED_DOSES:
                b.add(" (", C.MED_DOSES[t], ")")
            if rng.random() < 0.35:
                y = ctx.visit.year - rng.randint(1, 8)
                b.add(" ", rng.choice(["in", "from", "c."]), " ", P("DATE", str(y)))
            b.line(": ", rng.choice(C.STOP_REASONS))
    else:
        b.line("Previously tried: " + "; ".join("%s - %s" % (t, rng.choice(C.STOP_REASONS)) for t in ctx.tried) + ".")


def scores_table(b, ctx, rng, d0, d1):
    keys = CB.score_keys(rng, ctx.ind)
    style = rng.randrange(3)
    if style == 0:
        b.line("Measure".ljust(30), " ", "Baseline".rjust(12), " ", "Today".rjust(12))
        b.add(" " * 31, "(", X.dts(ctx, rng, d0), ")   (", X.dts(ctx, rng, d1), ")\n")
        for k in keys:
            v0, v1 = CB.score_pair(rng, k)
            b.line(CB.SCORE_NAMES[k].ljust(30), " ", v0.rjust(12), " ", v1.rjust(12))
    elif style == 1:
        b.add("Baseline (", X.dt(ctx, rng, d0), ") -> now:\n")
        for k in keys:
            v0, v1 = CB.score_pair(rng, k)
            b.line("  ", CB.SCORE_NAMES[k], ": ", v0, " -> ", v1)
    else:
        parts = []
        for k in keys:
            v0, v1 = CB.score_pair(rng, k)
            parts.append("%s %s (bl %s)" % (CB.SCORE_NAMES[k].split(" (")[0], v1, v0))
        b.line("Outcomes: " + ", ".join(parts) + ".")


def social(b, ctx, rng, label="SH: "):
    b.add(label)
    if ctx.paed:
        b.fline("Lives with {r} {f} ({j}) and siblings in {c}. Attends {s} with 1:1 support.",
                r=ctx.fam_rel, f=P("FAMILY", fmt.nm(ctx.fam, rng.choice(["first", "full"]))),
                j=P("PROFESSION", ctx.fam_job), c=P("CITY", ctx.addr.city), s=P("ORGANIZATION", ctx.school))
        return
    if ctx.retired:
        b.fline("Retired {j}. ", j=P("PROFESSION", ctx.job))
    else:
        r = rng.randrange(3)
        if r == 0:
            b.fline("Works as a {j} at {e}. ", j=P("PROFESSION", ctx.job), e=P("ORGANIZATION", ctx.employer))
        elif r == 1:
            b.fline("{j} ({e}), currently on reduced hours. ", j=P("PROFESSION", ctx.job[0].upper() + ctx.job[1:]),
                    e=P("ORGANIZATION", ctx.employer))
        else:
            b.fline("Off work since {d} (was {j}). ", d=P("DATE", fmt.dstr(fmt.add_days(ctx.visit, -rng.randint(60, 900)), rng.choice(["month_y", "mon_y", "year"]))),
                    j=P("PROFESSION", ctx.job))
    b.fmt("Lives with {r} {f}", r=ctx.fam_rel, f=P("FAMILY", fmt.nm(ctx.fam, "first")))
    if rng.random() < 0.35:
        b.fmt(" ({a})", a=P("AGE", str(ctx.fam_age)))
    if rng.random() < 0.3:
        b.fmt(", a {j},", j=P("PROFESSION", ctx.fam_job))
    b.fline(" in {c}. ", c=P("CITY", ctx.addr.city))
    b.line(rng.choice(["Drives.", "Does not drive.", "Drives an automatic; counselled.", "Holds HGV licence.", "Cycles; no car."]),
           " ", rng.choice(["Alcohol 4 u/wk.", "Nil alcohol.", "Alcohol ~10 units/week.", "Non-smoker.",
                            "Vapes nicotine.", "Ex-smoker."]))
