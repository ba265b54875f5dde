"""Small sentence helpers shared by the genre modules (all PHI goes through
ctx.* / markup.P, so these only arrange marked pieces)."""

from markup import P
import clinical


def a_an(word):
    w = word.lower()
    if w.startswith(("hvac", "hour", "honest")):
        return "an"
    return "an" if w[:1] in "aeio" or w.startswith(("un", "ul")) else "a"


def pron(p):
    if p.sex == "M":
        return {"he": "he", "He": "He", "his": "his", "His": "His", "him": "him"}
    return {"he": "she", "He": "She", "his": "her", "His": "Her", "him": "her"}


def prof_phrase(ctx):
    """'a forklift driver' with the profession marked."""
    w = ctx.prof_raw()
    return a_an(w) + " " + P("PROFESSION", w)


def social(ctx, pt, n=1):
    """n short social-history sentences; at most one is about work."""
    pr = pron(pt)
    work = [
        lambda: "Works as %s at %s." % (prof_phrase(ctx), ctx.org()),
        lambda: "Retired %s." % ctx.prof(),
        lambda: "%s is %s at %s." % (pr["He"], prof_phrase(ctx), ctx.org()),
        lambda: "Works nights as %s (%s)." % (prof_phrase(ctx), ctx.org()),
        lambda: "Ex-%s, now on sick leave." % ctx.prof(),
        lambda: "Employed by %s as %s." % (ctx.org(), prof_phrase(ctx)),
    ]
    if pt.age is not None and pt.age >= 68:
        work = [lambda: "Retired %s." % ctx.prof(),
                lambda: "Ex-%s, retired %s." % (ctx.prof(), ctx.ch(["years ago", "at " + P("AGE", str(ctx.ri(55, 67))),
                                                                "last year"])),
                lambda: "Worked as %s at %s until retiring." % (prof_phrase(ctx), ctx.org())]
    elif pt.age is not None and pt.age < 18:
        work = [lambda: "Attends %s." % ctx.school(),
                lambda: "In year %d at %s." % (ctx.ri(1, 11), ctx.school())]
    other = [
        lambda: "Lives with %s %s %s in %s." % (pr["his"], *_relw(ctx), ctx.city()),
        lambda: "%s %s, %s, is %s." % (pr["His"], ctx.rel_word(_r(ctx)), ctx.name(ctx._last_rel, "first"),
                                       prof_phrase(ctx)),
        lambda: "Just back from %s." % ctx.country(),
        lambda: "Originally from %s, moved to %s %s." % (ctx.country(), ctx.city(),
                                                       ctx.ch(["as a child", "last year", "for work"])),
        lambda: "NOK: %s %s (%s) %s." % (ctx.rel_word(_r(ctx)), ctx.name(ctx._last_rel, "full"),
                                          ctx.ch(["mob", "tel", "ph"]), ctx.phone("mobile")),
    ]
    ctx.r.shuffle(other)
    picks = [ctx.ch(work)] + other[:max(0, n - 1)] if ctx.chance(0.75) else other[:n]
    return " ".join(f() for f in picks)


def _r(ctx):
    ctx._last_rel = ctx.relative()
    return ctx._last_rel


def _relw(ctx):
    rel = _r(ctx)
    return ctx.rel_word(rel), ctx.name(rel, ctx.ch(["first", "full"]))


def device_bit(ctx, s):
    """'pacemaker SN PJN789012' for scenarios that involve a device, else ''."""
    if not s.get("device"):
        return ""
    lab, v = ctx.device("patient")
    return "%s %s %s" % (s["device"], lab, v)


def staff_role(ctx, p):
    if p.kind == "doc":
        return ctx.ch({"US": ["hospitalist", "PGY-2", "IM resident", "attending", "FM resident"],
                       "UK": ["FY1", "SHO", "med reg", "CT2", "GPST3"],
                       "IE": ["SHO", "reg", "intern", "SpR"],
                       "AU": ["RMO", "reg", "intern", "HMO", "GP registrar"],
                       "CA": ["R2", "hospitalist", "family doc", "PGY-3"],
                       "IN": ["PG resident", "JR", "SR", "CMO"],
                       "ZA": ["intern", "MO", "reg", "community service MO"]}[ctx.loc])
    return {"nurse": "nurse", "pharm": "pharmacist", "pa": "PA", "clerk": "ward clerk"}.get(p.kind, "staff")


def sign_block(ctx, p, hosp=None, full=True):
    """Multi-line e-mail style signature; returns marked text."""
    lines = []
    if p.kind == "doc":
        lines.append(ctx.ch([ctx.name(p, "dr_full"), ctx.name(p, "full_cred"), ctx.name(p, "dr_init")]))
        lines.append(ctx.ch(["Consultant Physician", "Attending Physician", "Specialty Registrar",
                             "General Practitioner", "Clinical Fellow", "Staff Physician",
                             "Consultant Geriatrician", "Locum GP"]))
    else:
        lines.append(ctx.name(p, ctx.ch(["full_cred", "full", "gi_cred"])))
        lines.append(ctx.ch(["Clinical Nurse Specialist", "Practice Nurse", "Care Coordinator",
                             "Referral Coordinator", "Nurse Practitioner", "Medical Secretary",
                             "Patient Liaison Officer"]))
    hosp = hosp or ctx.hospital_raw(ctx.ch(["hosp", "clinic"]))
    lines.append(P("HOSPITAL", hosp))
    if full:
        lines.append(ctx.address())
        ph = "%s %s" % (ctx.ch(["T:", "Tel:", "Ph:", "Phone"]), ctx.phone("land", ext=ctx.chance(0.3)))
        if ctx.chance(0.6):
            ph += " | %s %s" % (ctx.ch(["F:", "Fax:", "Fax"]), ctx.fax())
        lines.append(ph)
        if ctx.chance(0.5):
            lines.append("%s %s" % (ctx.ch(["M:", "Mob:", "Cell:"]), ctx.phone("mobile")))
        lines.append(ctx.email(p))
        if ctx.chance(0.45):
            lines.append(ctx.url("web"))
        if ctx.chance(0.3):
            lab, v = ctx.lic()
            lines.append("%s %s" % (lab, v))
    return "\n".join(lines)


def disclaimer(ctx, hosp):
    return ctx.ch([
        "CONFIDENTIALITY: This e-mail and any attachments are confidential and intended only for the "
        "addressee. If you have received it in error please notify the sender and delete it. "
        "%s accepts no liability for viruses." % P("HOSPITAL", hosp),
        "This message may contain patient-identifiable information. Do not forward outside %s "
        "without authorisation." % P("HOSPITAL", hosp),
        "Disclaimer: the views expressed are those of the author and not necessarily those of %s." % P(
            "HOSPITAL", hosp),
        "Please consider the environment before printing this e-mail.",
        "Internal: sent via secure mail. Queries to IT service desk %s." % ctx.ext(),
    ])


def negs(ctx, n=1):
    return clinical.neg(ctx, n)
