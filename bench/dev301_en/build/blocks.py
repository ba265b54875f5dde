"""Reusable document blocks shared by the genre writers."""
from core import P, add_days
import clin
import pools


def pt_header(w, ctx, fields=None, layout=None):
    """Demographic header. fields: subset of name,dob,age,mrn,nhs,addr,phone,gp,hplan,ssn,acct."""
    r = ctx.r
    if fields is None:
        fields = ["name", "dob", "mrn"]
        for f in ["nhs", "addr", "phone", "gp", "hplan", "acct", "age"]:
            if r.random() < 0.5:
                fields.append(f)
    layout = layout or r.choice(["lines", "lines", "inline", "pipe"])
    items = []
    for f in fields:
        if f == "name":
            lab = r.choice(["Patient: ", "Name: ", "Pt name: ", "PATIENT: ", "Client: "])
            items.append([lab, ctx.nm(ctx.pat, r.choice(["lastfirst", "lastfirst", "full", "caps", "tfull"]))])
        elif f == "dob":
            items.append([r.choice(["DOB: ", "D.O.B. ", "Date of birth: ", "DOB "]), ctx.D(ctx.dob, r.choice(["num", "num", "med", "dash3", "iso", "long"]))])
        elif f == "age":
            items.append(["Age: ", P("AGE", str(ctx.age))])
        elif f == "mrn":
            items.append([ctx.mrn_label(), P("MRN", ctx.mrn)])
        elif f == "nhs" and ctx.c == "UK":
            items.append([r.choice(["NHS No: ", "NHS number ", "NHS No. "]), P("MRN", ctx.nhs)])
        elif f == "addr":
            items.append(["Address: ", ctx.addr()])
        elif f == "phone":
            if r.random() < 0.5:
                items.append([r.choice(["Tel: ", "Phone: ", "Home: "]), P("PHONE", ctx.home_phone)])
            items.append([r.choice(["Mobile: ", "Mob: ", "Cell: " if ctx.c in clin.US_LIKE else "Mobile ph: "]), P("PHONE", ctx.mob_phone)])
        elif f == "gp":
            items.append(gp_ref(ctx))
        elif f == "hplan":
            hp = ctx.hplan()
            if hp:
                items.append([hp[0], P("HEALTHPLAN", hp[1])])
        elif f == "ssn":
            s = ctx.ssn()
            if s:
                items.append([s[0], P("SSN", s[1])])
        elif f == "acct":
            items.append([r.choice(["Encounter #: ", "Visit No: ", "Acct: ", "Episode no. ", "FIN: "]), P("ACCOUNT", ctx.acct)])
    if layout == "lines":
        for it in items:
            w.add(it, "\n")
    elif layout == "inline":
        for i, it in enumerate(items):
            w.add(it, "   " if i % 2 == 0 and i < len(items) - 1 else "\n")
        if len(items) % 2 == 1:
            pass
    else:
        for i, it in enumerate(items):
            w.add(it, " | " if i < len(items) - 1 else "\n")
    if layout == "inline" and w.parts and not w.parts[-1].endswith("\n"):
        w.add("\n")


def gp_ref(ctx):
    r = ctx.r
    lab = {"US": "PCP: ", "CA": "Family physician: "}.get(ctx.c, "GP: ")
    if r.random() < 0.5:
        return [lab, ctx.s("gp", "tlast"), ", ", P("HOSPITAL", ctx.gp_practice)]
    return [lab, ctx.s("gp", "tfull"), " (", P("HOSPITAL", ctx.gp_practice), ")"]


def letterhead(w, ctx, dept=None, hosp=None):
    r = ctx.r
    hosp = hosp or ctx.hosp
    dept = dept or r.choice(["Cardiac Rehabilitation Service", "Heart Failure Service",
                             "Department of Cardiology", "Community Heart Failure Team",
                             "Cardiac Rehabilitation & Prevention Programme"])
    w.add(P("HOSPITAL", hosp), "\n", dept, "\n")
    if r.random() < 0.7:
        if r.random() < 0.5:
            w.add(P("LOCATION_OTHER", ctx.building), ", ")
        w.add(ctx.site_addr(), "\n")
    w.add(r.choice(["Tel: ", "Phone: ", "T: "]), P("PHONE", ctx.phone("land", ext=r.random() < 0.3)))
    if r.random() < 0.7:
        w.add(r.choice(["  Fax: ", " | Fax ", "  F: "]), P("FAX", ctx.phone("land")))
    w.add("\n")
    if r.random() < 0.6:
        team = r.choice(["cardiac.rehab", "hf.nurses", "heartfailure.team", "cr.admin", "cardiology.secretaries"])
        w.add("Email: ", P("EMAIL", ctx.make_email(None, team=team)))
        if r.random() < 0.4:
            w.add("  Web: ", P("URL", ctx.url()))
        w.add("\n")


def social(w, ctx, k=None):
    """Social history sentences with family, occupation and places."""
    r = ctx.r
    rel = ctx.spouse_rel()
    sp = ctx.fam(rel)
    opts = []
    alone = r.random() < 0.25
    if alone:
        opts.append(lambda: w.add("Lives alone in a ", r.choice(["first-floor apartment", "single-story home", "two-story house", "condo"] if ctx.c in clin.US_LIKE
                                                                else ["ground-floor flat", "bungalow", "two-storey house", "retirement unit"]),
                                  " in ", P("CITY", ctx.town), "; ",
                                  r.choice(["no package of care.", "carers BD.", "independent with ADLs.", "pendant alarm in situ."])))
    else:
        opts.append(lambda: w.add("Lives with ", rel, " ", ctx.nm(sp, r.choice(["first", "full"])), " (",
                                  P("AGE", str(sp["age"])), ") in ", P("CITY", ctx.town), "."))
        opts.append(lambda: w.add(rel.capitalize(), " ",
                                  ctx.nm(sp, "first"), " works as a ", P("PROFESSION", sp["prof"]), "."))
    if ctx.retired:
        opts.append(lambda: w.add("Retired ", ctx.prof(), r.choice([" since ", " (retired "]), ctx.D(add_days(ctx.today, -365 * r.randint(1, 15)), "year"),
                                  r.choice([".", ")."])))
    else:
        opts.append(lambda: w.add(r.choice(["Works as a ", "Employed as a ", "Occupation: "]), ctx.prof(),
                                  r.choice([" at ", " with ", " for "]), P("ORGANIZATION", ctx.employer),
                                  r.choice(["; keen to return to work.", "; off sick since admission.", ", phased return planned."])))
    opts.append(lambda: w.add(*_child(ctx)))
    opts.append(lambda: w.add(r.choice(["Ex-smoker, quit ", "Stopped smoking in "]), ctx.D(add_days(ctx.today, -r.randint(30, 9000)), r.choice(["year", "monyr"])),
                              "; ", r.choice(["alcohol ~10 units/week.", "teetotal.", "drinks 2-3 pints at weekends.", "alcohol 14 units/wk."])))
    opts.append(lambda: w.add("Member of ", P("ORGANIZATION", ctx.club), r.choice(["; keen to get back to it.", ".", " - goes twice a week."])))
    opts.append(lambda: w.add("Plans to visit family in ", ctx.country_ref(), " over ", ctx.holiday(), "; discussed travel insurance and flying post-MI."))
    opts.append(lambda: w.add("Drives; car reg ", P("VEHICLE", ctx.vehicle()), " (hospital parking concession issued)."))
    k = k or r.randint(3, 5)
    idx = sorted(r.sample(range(len(opts)), min(k, len(opts))))
    for i in idx:
        opts[i]()
        w.add(" ")
    w.add("\n")


def _child(ctx):
    r = ctx.r
    rel = r.choice(["daughter", "son"])
    ch = ctx.fam(rel)
    k = r.random()
    if k < 0.4:
        return [rel.capitalize(), " ", ctx.nm(ch, r.choice(["first", "full"])), " lives in ", P("CITY", ctx.town2), " and visits ",
                r.choice(["daily", "most days", "weekly"]), "."]
    if k < 0.7:
        return [rel.capitalize(), " ", ctx.nm(ch, "first"), " (", P("AGE", str(ch["age"])), ", ", P("PROFESSION", ch["prof"]), ") is main support."]
    return [rel.capitalize(), " ", ctx.nm(ch, "full"), " lives in ", ctx.country_ref(), "; contact via ", P("PHONE", ctx.phone("mob")), "."]


def fam_hx(w, ctx):
    r = ctx.r
    w.add("FHx: ")
    k = r.random()
    if k < 0.3:
        w.add("father died of MI aged ", P("AGE", str(r.randint(44, 72))), "; mother HTN.")
    elif k < 0.55:
        w.add("brother CABG at ", P("AGE", str(r.randint(45, 66))), ", sister T2DM.")
    elif k < 0.8:
        w.add("mother d. ", P("AGE", str(r.randint(55, 90))), " (stroke); no premature IHD.")
    else:
        w.add("nil premature CAD.")
    w.add("\n")


def med_block(w, ctx, title="Medications:", bullet=None):
    r = ctx.r
    bullet = bullet if bullet is not None else r.choice(["- ", "* ", "", "  "])
    w.add(title, "\n")
    for i, m in enumerate(clin.med_list(ctx)):
        if bullet == "":
            w.add("%d. " % (i + 1), m, "\n")
        else:
            w.add(bullet, m, "\n")


def cc_line(w, ctx, roles=("gp",)):
    r = ctx.r
    w.add("cc: ")
    first = True
    for role in roles:
        if not first:
            w.add("; ")
        first = False
        if role == "gp":
            w.add(ctx.s("gp", "tlast"), ", ", P("HOSPITAL", ctx.gp_practice))
        elif role == "pt":
            w.add(ctx.pt("tfull"), ", ", P("STREET", ctx.street), ", ", P("CITY", ctx.town))
        else:
            w.add(ctx.s(role), " (", ctx.staff(role)["role"], ")")
    w.add("\n")


def initials(ctx, role):
    """Staff initials as used in logs and 'DD/xx' footers."""
    return ctx.nm(ctx.staff(role), ctx.r.choice(["init", "linit"]))


def countries_note(ctx):
    return pools.COUNTRY_NAME[ctx.c]
